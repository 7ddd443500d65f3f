"""Combat requirements and restrictions (CR 508.1c-d, 509.1a-c, 509.1h),
each with a real card: what a creature's own text says ("attacks each
combat if able", "must be blocked if able", "can't be blocked by more than
one creature", "can block any number of creatures"), and the effects of
this turn the compiler reads ("target creature can't block this turn",
"blocks this turn if able", "all creatures able to block target creature
this turn do so"). Declarations are listed and verified through the game
loop: a refusal names the rule."""

from __future__ import annotations

import random

import pytest

from mtgfaces.cards.characteristics import Zone
from mtgfaces.cards.db import CardDB
from mtgfaces.cards.model import Side
from mtgfaces.errors import IllegalAction
from mtgfaces.rules.actions import activating, blocking, casting, combat, faces, moves, resolving, turns
from mtgfaces.rules.actions.base import ErrorCode
from mtgfaces.rules.play import PlayableGame
from mtgfaces.rules.pool import card_coverage
from mtgfaces.rules.state.choices import Answering
from mtgfaces.rules.state.decisions import Choose, DeclareAttackers, DeclareBlockers, PassPriority
from mtgfaces.rules.state.effects import Duration
from mtgfaces.rules.state.game import Game, Step, Turn
from mtgfaces.rules.state.objects import GameObject
from mtgfaces.rules.state.permissions import RuleEffect, RuleEffectKind
from mtgfaces.rules.state.status import Status
from tests.rules.builders import put as put_card

DB = CardDB.default()


def new_game() -> PlayableGame:
    game = PlayableGame(["Alice", "Bob"], rng=random.Random(2), pay_costs=False)
    game.set_turn(Turn("Alice", Step.BEGINNING_OF_COMBAT, number=3))
    return game


def put(game: PlayableGame, name: str, owner: str = "Alice", *, back: bool = False) -> GameObject:
    status = Status(controlled_since=0, up=Side.BACK if back else Side.FRONT)
    return game.put(DB.card(name), zone=Zone.BATTLEFIELD, owner=owner, status=status)


def pass_both(game: PlayableGame) -> None:
    for _ in range(2):
        who = game.to_act
        assert who is not None
        game.apply(PassPriority(who))


def to_attackers(game: PlayableGame) -> None:
    pass_both(game)
    assert game.turn.step is Step.DECLARE_ATTACKERS


def to_blockers(game: PlayableGame, *attackers: GameObject) -> None:
    to_attackers(game)
    game.apply(DeclareAttackers("Alice", tuple((a.id, "Bob") for a in attackers)))
    pass_both(game)


def attacks(game: PlayableGame) -> set[DeclareAttackers]:
    return {a for a in game.legal_actions("Alice") if isinstance(a, DeclareAttackers)}


def blocks(game: PlayableGame) -> set[DeclareBlockers]:
    return {a for a in game.legal_actions("Bob") if isinstance(a, DeclareBlockers)}


def refused(game: PlayableGame, act: DeclareAttackers | DeclareBlockers) -> IllegalAction:
    with pytest.raises(IllegalAction) as caught:
        game.apply(act)
    assert caught.value.code == ErrorCode.NOT_PERMITTED.value
    return caught.value


RUN_NOW = ["Hanweir Watchkeep", "Weary Prisoner", "Hinterland Hermit", "Kessig Prowler", "Ironfist Crusher"]
RUN_NOW += [
    "Tangleclaw Werewolf",
    "Armed // Dangerous",
    "Destined // Lead",
    "Order // Chaos",
    "Horde Ambusher",
    "Culvert Ambusher",
]


@pytest.mark.parametrize("name", RUN_NOW)
def test_the_combat_lines_of_these_cards_run(name: str) -> None:
    assert card_coverage(DB.card(name)).implemented


def test_508_1d_attacks_each_combat_if_able_is_required_bane_of_hanweir() -> None:
    game = new_game()
    bane = put(game, "Hanweir Watchkeep", back=True)
    bears = put(game, "Grizzly Bears")
    to_attackers(game)
    listed = attacks(game)
    assert DeclareAttackers("Alice", ((bane.id, "Bob"),)) in listed
    assert DeclareAttackers("Alice", ((bane.id, "Bob"), (bears.id, "Bob"))) in listed
    assert DeclareAttackers("Alice") not in listed
    assert DeclareAttackers("Alice", ((bears.id, "Bob"),)) not in listed
    assert refused(game, DeclareAttackers("Alice")).rule == "508.1d"
    game.apply(DeclareAttackers("Alice", ((bane.id, "Bob"),)))
    assert game.get(bane.id).status.attacking == "Bob"


def test_508_1d_a_creature_unable_to_attack_is_not_required_to_watchkeep_has_defender() -> None:
    game = new_game()
    put(game, "Hanweir Watchkeep")  # the front face: defender (702.3b), no requirement
    jailbreaker = put(game, "Weary Prisoner", back=True)
    game.replace(jailbreaker._replace(status=jailbreaker.status._replace(tapped=True)))  # 508.1a
    to_attackers(game)
    assert attacks(game) == {DeclareAttackers("Alice")}
    game.apply(DeclareAttackers("Alice"))


def test_509_1c_must_be_blocked_if_able_hinterland_scourge() -> None:
    game = new_game()
    scourge = put(game, "Hinterland Hermit", back=True)
    bears = put(game, "Grizzly Bears", "Bob")
    to_blockers(game, scourge)
    assert blocks(game) == {DeclareBlockers("Bob", ((bears.id, scourge.id),))}
    assert refused(game, DeclareBlockers("Bob")).rule == "509.1c"
    game.apply(DeclareBlockers("Bob", ((bears.id, scourge.id),)))
    assert game.get(bears.id).status.blocking == scourge.id


def test_509_1c_a_requirement_gives_way_to_a_restriction_menace_and_one_blocker() -> None:
    game = new_game()
    scourge = put(game, "Hinterland Hermit", back=True)
    brute = put(game, "Boggart Brute")  # menace: two blockers or none (702.111b)
    bears = put(game, "Grizzly Bears", "Bob")
    to_blockers(game, scourge, brute)
    # Blocking the Scourge obeys the requirement; the Brute can't be blocked by the bears alone.
    assert blocks(game) == {DeclareBlockers("Bob", ((bears.id, scourge.id),))}


def test_509_1b_cant_be_blocked_by_more_than_one_creature_sinuous_predator() -> None:
    game = new_game()
    predator = put(game, "Kessig Prowler", back=True)
    first, second = put(game, "Grizzly Bears", "Bob"), put(game, "Grizzly Bears", "Bob")
    to_blockers(game, predator)
    both = DeclareBlockers("Bob", ((first.id, predator.id), (second.id, predator.id)))
    assert both not in blocks(game)
    assert DeclareBlockers("Bob", ((first.id, predator.id),)) in blocks(game)
    assert refused(game, both).rule == "509.1b"


def test_509_1a_510_1d_ironfist_crusher_blocks_two_attackers_and_divides_its_damage() -> None:
    game = new_game()
    first, second = put(game, "Grizzly Bears"), put(game, "Grizzly Bears")
    crusher = put(game, "Ironfist Crusher", "Bob")
    to_blockers(game, first, second)
    both = DeclareBlockers("Bob", ((crusher.id, first.id), (crusher.id, second.id)))
    assert both in blocks(game)
    game.apply(both)
    pass_both(game)
    if game.choice is not None:  # 510.1d: Bob divides the Crusher's 2 damage
        game.apply(Choose("Bob", ("1",)))
    assert crusher.id not in game  # 2 damage from each bear: lethal to its 4 toughness (704.5g)
    assert game.player("Bob").life == 20  # both attackers blocked (509.1h)
    assert [game.get(b.id).status.damage for b in (first, second)] == [1, 1]


def test_509_1a_can_block_an_additional_creature_is_two_not_three_tangleclaw_werewolf() -> None:
    game = new_game()
    attackers = [put(game, "Grizzly Bears") for _ in range(3)]
    werewolf = put(game, "Tangleclaw Werewolf", "Bob")
    to_blockers(game, *attackers)
    two = DeclareBlockers("Bob", tuple((werewolf.id, a.id) for a in attackers[:2]))
    assert two in blocks(game)
    three = DeclareBlockers("Bob", tuple((werewolf.id, a.id) for a in attackers))
    assert refused(game, three).rule == "509.1a"
    game.apply(two)


def test_509_1a_a_creature_blocks_one_attacker_only_grizzly_bears() -> None:
    game = new_game()
    first, second = put(game, "Grizzly Bears"), put(game, "Grizzly Bears")
    bears = put(game, "Grizzly Bears", "Bob")
    to_blockers(game, first, second)
    both = DeclareBlockers("Bob", ((bears.id, first.id), (bears.id, second.id)))
    assert refused(game, both).rule == "509.1a"


def cast_in_main(game: PlayableGame, name: str, side: str, target: GameObject) -> None:
    """Cast a half of a split card in Alice's precombat main phase, let it
    resolve, and come to her declaration of attackers."""
    game.set_turn(Turn("Alice", Step.MAIN1, number=3))
    spell = game.put(DB.card(name), zone=Zone.HAND, owner="Alice")
    casting.cast(game, spell.id, side=side, targets=(target.id,))
    resolving.resolve(game)
    pass_both(game)
    assert game.turn.step is Step.BEGINNING_OF_COMBAT


def test_509_1c_all_creatures_able_to_block_it_do_so_dangerous() -> None:
    game = new_game()
    bears, knight = put(game, "Grizzly Bears"), put(game, "White Knight")
    first, second = put(game, "Grizzly Bears", "Bob"), put(game, "Grizzly Bears", "Bob")
    cast_in_main(game, "Armed // Dangerous", "right", bears)
    to_blockers(game, bears, knight)
    lured = DeclareBlockers("Bob", ((first.id, bears.id), (second.id, bears.id)))
    assert blocks(game) == {lured}
    error = refused(game, DeclareBlockers("Bob", ((first.id, bears.id), (second.id, knight.id))))
    assert error.rule == "509.1c" and "Dangerous" in str(error)
    game.apply(lured)


def test_514_2_the_requirement_ends_with_the_turn_dangerous() -> None:
    game = new_game()
    bears = put(game, "Grizzly Bears")
    put(game, "Grizzly Bears", "Bob")
    cast_in_main(game, "Armed // Dangerous", "right", bears)
    assert any(e.kind.value == "must_be_blocked_by_all" for e in game.rule_effects)
    game.end_effects(Duration.END_OF_TURN)  # the cleanup step (514.2)
    assert not game.rule_effects


def test_509_1b_creatures_cant_block_this_turn_chaos_even_those_that_arrive_later() -> None:
    game = new_game()
    bears = put(game, "Grizzly Bears")
    put(game, "Grizzly Bears", "Bob")
    cast_in_main(game, "Order // Chaos", "right", bears)
    late = put(game, "Grizzly Bears", "Bob")  # 611.2c is about characteristics: it can't block either
    why = blocking.can_block(game, game.get(late.id), game.get(bears.id))
    assert why is not None and "Chaos" in why
    to_blockers(game, bears)
    assert not blocks(game) and game.turn.pending is None and game.turn.step is Step.DECLARE_BLOCKERS


def test_509_1b_708_8_turned_face_up_target_creature_cant_block_this_turn_horde_ambusher() -> None:
    game = new_game()
    bears = put(game, "Grizzly Bears")
    wall = put(game, "Grizzly Bears", "Bob")
    ambusher = game.put(DB.card("Horde Ambusher"), zone=Zone.HAND, owner="Alice")
    moves.put_onto_battlefield(game, ambusher.id, face_down=True)
    (down,) = [o for o in game.objects(Zone.BATTLEFIELD) if o.is_face_down]
    game.answering = Answering([(f"#{wall.id}",)])
    faces.turn_face_up(game, down.id, using="effect")
    resolving.resolve(game)
    why = blocking.can_block(game, game.get(wall.id), game.get(bears.id))
    assert why is not None and "Horde Ambusher" in why
    to_blockers(game, bears)  # no creature of Bob's can block: no declaration is awaited (509.1a)
    assert not blocks(game) and game.turn.pending is None and game.turn.step is Step.DECLARE_BLOCKERS


def test_509_1c_603_6a_target_creature_blocks_this_turn_if_able_culvert_ambusher() -> None:
    game = new_game()
    bears = put(game, "Grizzly Bears")
    wall = put(game, "Grizzly Bears", "Bob")
    game.answering = Answering([(f"#{wall.id}",)])
    culvert = game.put(DB.card("Culvert Ambusher"), zone=Zone.HAND, owner="Alice")
    moves.put_onto_battlefield(game, culvert.id)
    resolving.resolve(game)
    to_blockers(game, bears)
    assert blocks(game) == {DeclareBlockers("Bob", ((wall.id, bears.id),))}
    assert refused(game, DeclareBlockers("Bob")).rule == "509.1c"


def test_508_1d_an_effect_names_the_player_it_attacks_if_able() -> None:
    game = PlayableGame(["Alice", "Bob", "Carol"], rng=random.Random(2), pay_costs=False)
    game.set_turn(Turn("Alice", Step.BEGINNING_OF_COMBAT, number=3))
    bears = put(game, "Grizzly Bears")
    game.add_rule_effect(
        RuleEffect(
            0,
            RuleEffectKind.MUST_ATTACK,
            player="Bob",
            objects=(int(bears.id),),
            named="Carol",
            until=Duration.END_OF_TURN,
            note="attacks Carol this turn if able",
        )
    )
    pass_both(game)
    game.apply(PassPriority("Carol"))
    assert attacks(game) == {DeclareAttackers("Alice", ((bears.id, "Carol"),))}
    assert refused(game, DeclareAttackers("Alice", ((bears.id, "Bob"),))).rule == "508.1d"


def test_506_4_untap_target_attacking_creature_and_remove_it_from_combat_spires_of_orazca() -> None:
    game = Game(["Alice", "Bob"])
    spires = put_card(game, "Thaumatic Compass // Spires of Orazca", owner="Bob", up=Side.BACK)
    giant = put_card(game, "Hill Giant", controlled_since=0)
    turns.set_step(game, Step.DECLARE_ATTACKERS)
    combat.attack(game, [giant.id], defending="Bob")
    ability = next(
        i for i, a in enumerate(activating.activated_abilities(game, spires), 1) if "combat" in a.text
    )
    activating.activate(game, spires.id, ability, player="Bob", targets=[giant.id])
    resolving.resolve(game)
    now = game.get(giant.id).status
    assert now.attacking is None and not now.tapped
    turns.set_step(game, Step.COMBAT_DAMAGE)
    combat.combat_damage(game)  # no creature is attacking: no damage (510.1)
    assert game.player("Bob").life == 20


def test_502_3_those_creatures_don_t_untap_during_their_controller_s_next_untap_step_done() -> None:
    game = Game(["Alice", "Bob"])
    bear, giant = put_card(game, "Grizzly Bears", owner="Bob"), put_card(game, "Hill Giant", owner="Bob")
    mine = put_card(game, "Grizzly Bears", tapped=True)
    done = put_card(game, "Said // Done", Zone.HAND)
    casting.cast(game, done.id, side=Side.RIGHT, targets=[bear.id, giant.id])
    resolving.resolve(game)
    assert game.get(bear.id).status.tapped and game.get(giant.id).status.tapped
    turns.begin_turn(game)  # Bob's turn: his next untap step
    assert game.turn.active == "Bob"
    assert game.get(bear.id).status.tapped and game.get(giant.id).status.tapped
    turns.begin_turn(game)  # Alice's: hers untaps as ever
    assert not game.get(mine.id).status.tapped
    turns.begin_turn(game)  # Bob's next one: the effect has ended
    assert not game.get(bear.id).status.tapped and not game.get(giant.id).status.tapped


def test_508_1d_target_creature_attacks_target_opponent_this_turn_if_able_dulcet_sirens() -> None:
    game = PlayableGame(["Alice", "Bob", "Carol"], rng=random.Random(2), pay_costs=False)
    game.set_turn(Turn("Bob", Step.MAIN1, number=3))
    sirens = put(game, "Dulcet Sirens", "Alice")
    bears = put(game, "Grizzly Bears", "Bob")
    activating.activate(game, sirens.id, 1, player="Alice", targets=[bears.id, "Carol"])
    resolving.resolve(game)
    (effect,) = [e for e in game.rule_effects if e.kind is RuleEffectKind.MUST_ATTACK]
    assert effect.objects == (int(bears.id),) and effect.named == "Carol"
    game.set_turn(Turn("Bob", Step.BEGINNING_OF_COMBAT, number=3))
    for _ in range(3):  # all pass: the declare attackers step (508.1)
        who = game.to_act
        assert who is not None
        game.apply(PassPriority(who))
    declared = {a for a in game.legal_actions("Bob") if isinstance(a, DeclareAttackers)}
    assert declared == {DeclareAttackers("Bob", ((bears.id, "Carol"),))}
    assert refused(game, DeclareAttackers("Bob", ((bears.id, "Alice"),))).rule == "508.1d"


def test_615_1_prevent_all_damage_that_would_be_dealt_to_target_creature_this_turn_kaiso() -> None:
    game = Game(["Alice", "Bob"])
    kaiso = game.put(
        DB.card("Faithful Squire // Kaiso, Memory of Loyalty"),
        zone=Zone.BATTLEFIELD,
        owner="Alice",
        status=Status(controlled_since=0, up=Side.FLIPPED, counters=(("ki", 1),)),
    )
    bears = put(game, "Grizzly Bears", "Bob")
    activating.activate(game, kaiso.id, 1, targets=[bears.id])
    resolving.resolve(game)
    assert game.get(kaiso.id).status.counter("ki") == 0
    combat.deal_damage(game, None, bears.id, 5)
    assert game.get(bears.id).status.damage == 0  # prevented, whoever controls it
    turns.next_turn(game)  # 514.2: it ends with the turn
    combat.deal_damage(game, None, bears.id, 1)
    assert game.get(bears.id).status.damage == 1
