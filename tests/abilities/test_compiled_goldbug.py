"""Goldbug, Humanity's Ally // Goldbug, Scrappy Scout, played: its combat
damage prevention for attacking Humans (615.1), its convert triggers
(701.28a) on the second spell each turn (603.2) and on attacking together
with a Human (508.1); and the same attack trigger in a token's quoted
ability, Valor's Reach Tag Team's Warriors (111.4, 113.1a)."""

from __future__ import annotations

import pytest

from mtgfaces.cards.characteristics import Zone
from mtgfaces.cards.model import Side
from mtgfaces.rules.actions import casting, combat, moves, resolving, turns
from mtgfaces.rules.pool import card_coverage
from mtgfaces.rules.sba import state_based_actions
from mtgfaces.rules.state.game import Game, Step, Turn
from mtgfaces.rules.state.objects import GameObject
from tests.rules.builders import card, names, put

GOLDBUG = "Goldbug, Humanity's Ally // Goldbug, Scrappy Scout"
KYLEM = "Invasion of Kylem // Valor's Reach Tag Team"


def _resolve_all(game: Game) -> None:
    while game.objects(Zone.STACK):
        resolving.resolve(game)


def _at_combat(game: Game, active: str = "Alice") -> None:
    game.set_turn(Turn(active, Step.BEGINNING_OF_COMBAT, number=3))
    turns.set_step(game, Step.DECLARE_ATTACKERS)


def test_goldbug_compiles_every_line_of_both_faces() -> None:
    assert card_coverage(card(GOLDBUG)).missing == ()


def test_615_1_goldbug_prevents_combat_damage_to_attacking_humans_you_control() -> None:
    game = Game(["Alice", "Bob"])
    put(game, GOLDBUG, controlled_since=0)
    vanguard = put(game, "Elite Vanguard", controlled_since=0)  # a 2/1 Human
    bears = put(game, "Grizzly Bears", controlled_since=0)  # a 2/2 Bear
    giants = [put(game, "Hill Giant", owner="Bob", controlled_since=0) for _ in range(2)]
    _at_combat(game)
    combat.attack(game, [vanguard.id, bears.id], defending="Bob")
    turns.set_step(game, Step.DECLARE_BLOCKERS)
    combat.block(game, [(giants[0].id, vanguard.id), (giants[1].id, bears.id)], player="Bob")
    turns.set_step(game, Step.COMBAT_DAMAGE)
    combat.deal_combat_damage(game)
    assert game.get(vanguard.id).status.damage == 0  # prevented
    assert game.get(bears.id).status.damage == 3  # not a Human
    assert game.get(giants[0].id).status.damage == 2  # the Human's own damage is dealt
    state_based_actions(game)
    assert names(game, Zone.GRAVEYARD, "Alice") == ["Grizzly Bears"]


def test_615_1_only_combat_damage_and_only_while_attacking() -> None:
    game = Game(["Alice", "Bob"])
    put(game, GOLDBUG, controlled_since=0)
    vanguard = put(game, "Elite Vanguard", controlled_since=0)
    _at_combat(game)
    combat.attack(game, [vanguard.id], defending="Bob")
    shock = put(game, "Shock", Zone.HAND, owner="Bob")
    casting.cast(game, shock.id, player="Bob", targets=[vanguard.id])
    resolving.resolve(game)  # noncombat damage: not prevented
    assert game.get(vanguard.id).status.damage == 2


def test_615_1_a_blocking_human_or_an_opponents_attacking_human_isn_t_covered() -> None:
    game = Game(["Alice", "Bob"])
    put(game, GOLDBUG, controlled_since=0)
    mine = put(game, "Elite Vanguard", controlled_since=0)
    theirs = put(game, "Soldier of the Pantheon", owner="Bob", controlled_since=0)  # a 2/1 Human
    _at_combat(game, active="Bob")
    combat.attack(game, [theirs.id], defending="Alice")
    turns.set_step(game, Step.DECLARE_BLOCKERS)
    combat.block(game, [(mine.id, theirs.id)], player="Alice")
    turns.set_step(game, Step.COMBAT_DAMAGE)
    combat.deal_combat_damage(game)
    assert game.get(mine.id).status.damage == 2  # blocking, not attacking
    assert game.get(theirs.id).status.damage == 2  # attacking, but Bob's


def test_603_2_701_28a_goldbug_converts_when_you_cast_your_second_spell_each_turn() -> None:
    game = Game(["Alice", "Bob"])
    game.set_turn(Turn("Alice", Step.MAIN1, number=3))
    goldbug = put(game, GOLDBUG, controlled_since=0)
    first, second, third = (put(game, "Shock", Zone.HAND) for _ in range(3))
    casting.cast(game, first.id, targets=["Bob"])
    assert len(game.objects(Zone.STACK)) == 1  # the first spell: no trigger
    casting.cast(game, second.id, targets=["Bob"])
    assert len(game.objects(Zone.STACK)) == 3  # the second: Goldbug's trigger on top
    _resolve_all(game)
    assert game.get(goldbug.id).status.up is Side.BACK
    assert game.characteristics(goldbug.id).name == "Goldbug, Scrappy Scout"
    casting.cast(game, third.id, targets=["Bob"])
    assert len(game.objects(Zone.STACK)) == 1  # the third: none


def test_603_2_an_opponents_second_spell_doesn_t_convert_goldbug() -> None:
    game = Game(["Alice", "Bob"])
    game.set_turn(Turn("Alice", Step.MAIN1, number=3))
    goldbug = put(game, GOLDBUG, controlled_since=0)
    for _ in range(2):
        shock = put(game, "Shock", Zone.HAND, owner="Bob")
        casting.cast(game, shock.id, player="Bob", targets=["Alice"])
    _resolve_all(game)
    assert game.get(goldbug.id).status.up is not Side.BACK


def _scout(game: Game) -> GameObject:
    """Goldbug, Scrappy Scout on Alice's side: a creature on her turn (living metal, 702.161a)."""
    return put(game, GOLDBUG, controlled_since=0, up=Side.BACK)


def test_508_1_701_28a_scrappy_scout_and_a_human_attack_draw_a_card_and_convert() -> None:
    game = Game(["Alice", "Bob"])
    scout = _scout(game)
    vanguard = put(game, "Elite Vanguard", controlled_since=0)
    put(game, "Island", Zone.LIBRARY)
    _at_combat(game)
    combat.attack(game, [scout.id, vanguard.id], defending="Bob")
    assert len(game.objects(Zone.STACK)) == 1
    _resolve_all(game)
    assert names(game, Zone.HAND, "Alice") == ["Island"]
    goldbug = game.get(scout.id)
    assert goldbug.status.up is not Side.BACK
    assert game.characteristics(goldbug).name == "Goldbug, Humanity's Ally"
    assert goldbug.status.attacking is not None  # 712.18: the same object, still attacking


@pytest.mark.parametrize("together", [["Grizzly Bears"], []])
def test_508_1_no_trigger_without_an_attacking_human(together: list[str]) -> None:
    game = Game(["Alice", "Bob"])
    scout = _scout(game)
    others = [put(game, name, controlled_since=0) for name in together]
    put(game, "Elite Vanguard", controlled_since=0)  # a Human that stays home
    _at_combat(game)
    combat.attack(game, [scout.id, *(o.id for o in others)], defending="Bob")
    assert game.objects(Zone.STACK) == []


def test_508_1_a_human_attacking_without_goldbug_doesn_t_trigger_it() -> None:
    game = Game(["Alice", "Bob"])
    scout = _scout(game)
    vanguard = put(game, "Elite Vanguard", controlled_since=0)
    _at_combat(game)
    combat.attack(game, [vanguard.id], defending="Bob")
    assert game.objects(Zone.STACK) == []
    assert game.get(scout.id).status.up is Side.BACK


def _warriors(game: Game) -> list[GameObject]:
    """Valor's Reach Tag Team cast (the back face of a defeated Siege,
    310.11b: the data gives Invasion of Kylem no printed defense, so the
    test prints one) and resolved: Alice's two Warrior tokens."""
    printed = card(KYLEM)
    front, back = printed.faces
    siege = printed._replace(faces=(front._replace(defense="5"), back))
    in_hand = game.put(siege, zone=Zone.HAND, owner="Alice")
    moves.put_onto_battlefield(game, in_hand.id)
    _resolve_all(game)  # its enters trigger, with no target chosen
    (battle,) = [o for o in game.objects(Zone.BATTLEFIELD) if o.card == siege]
    combat.deal_damage(game, None, battle.id, 5)
    _resolve_all(game)  # exiled, then cast transformed; the sorcery resolves
    return [o for o in game.objects(Zone.BATTLEFIELD, "Alice") if o.is_token]


def _since_the_turn_began(game: Game, token: GameObject) -> None:
    """302.6: as if the token had been under Alice's control since her turn began."""
    now = game.get(token.id)
    game.replace(now._replace(status=now.status._replace(controlled_since=0)))


def test_111_4_valors_reach_tag_team_creates_two_3_2_red_and_white_warriors() -> None:
    game = Game(["Alice", "Bob"])
    game.set_turn(Turn("Alice", Step.MAIN1, number=3))
    warriors = _warriors(game)
    assert len(warriors) == 2
    for warrior in warriors:
        value = game.characteristics(warrior)
        assert (value.power, value.toughness, value.subtypes) == ("3", "2", ("Warrior",))
        assert {c.value for c in value.colors} == {"R", "W"}


def test_508_1_603_2_each_warrior_attacking_with_another_creature_token_gets_a_counter() -> None:
    game = Game(["Alice", "Bob"])
    game.set_turn(Turn("Alice", Step.MAIN1, number=3))
    warriors = _warriors(game)
    bears = put(game, "Grizzly Bears", controlled_since=0)
    for warrior in warriors:
        _since_the_turn_began(game, warrior)
    _at_combat(game)
    combat.attack(game, [*(w.id for w in warriors), bears.id], defending="Bob")
    assert len(game.objects(Zone.STACK)) == 2  # one for each Warrior, none for the Bears
    _resolve_all(game)
    assert [game.get(w.id).status.counter("+1/+1") for w in warriors] == [1, 1]


def test_508_1_a_warrior_with_only_a_nontoken_creature_beside_it_gets_none() -> None:
    game = Game(["Alice", "Bob"])
    game.set_turn(Turn("Alice", Step.MAIN1, number=3))
    first, _ = _warriors(game)
    bears = put(game, "Grizzly Bears", controlled_since=0)
    _since_the_turn_began(game, first)
    _at_combat(game)
    combat.attack(game, [first.id, bears.id], defending="Bob")
    assert game.objects(Zone.STACK) == []
