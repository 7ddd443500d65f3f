"""Keyword abilities where they matter to faces: protection (702.16), haste
and summoning sickness (302.6, 702.10), More Than Meets the Eye (702.162)."""

from __future__ import annotations

import pytest

from mtgfaces.cards.characteristics import Zone
from mtgfaces.cards.model import Side
from mtgfaces.errors import IllegalAction
from mtgfaces.rules import save
from mtgfaces.rules.actions import casting, combat, faces, moves, resolving, turns
from mtgfaces.rules.state.effects import ContinuousEffect, Modification
from mtgfaces.rules.state.game import Game
from mtgfaces.rules.state.protection import qualities
from mtgfaces.rules.state.status import FaceDown, ObjectId
from tests.rules.builders import put


@pytest.fixture
def game() -> Game:
    game = Game(["Alice", "Bob"])
    for player in game.players:
        for _ in range(3):
            put(game, "Forest", Zone.LIBRARY, owner=player)
    return game


def protect(game: Game, obj_id: ObjectId, text: str) -> None:
    game.add_effect(ContinuousEffect(0, 0, Modification(add_abilities=(text,)), objects=(obj_id,)))


def test_702_16a_protection_from_several_qualities() -> None:
    assert qualities(("Protection from red and from blue",)) == ["red", "blue"]
    assert qualities(("Flying", "Protection from everything")) == ["everything"]


def test_702_16b_a_spell_of_that_color_cant_target_it(game: Game) -> None:
    bears = put(game, "Grizzly Bears", owner="Bob")
    protect(game, bears.id, "Protection from red")
    bolt = put(game, "Lightning Bolt", Zone.HAND)
    before = save.dumps(game)
    with pytest.raises(IllegalAction, match="protection from red") as refused:
        casting.cast(game, bolt.id, targets=(bears.id,))
    assert refused.value.code == "illegal_target" and save.dumps(game) == before
    counter = put(game, "Divination", Zone.HAND)
    assert casting.can_cast(game, counter.id)  # a blue spell with no target is unaffected


def test_702_16e_protection_prevents_damage_from_that_color(game: Game) -> None:
    bears = put(game, "Grizzly Bears", owner="Bob")
    protect(game, bears.id, "Protection from red")
    shock = put(game, "Shock")
    outcome = combat.deal_damage(game, shock.id, bears.id, 2)
    assert outcome.ignored and outcome.rule == "702.16e"
    assert game.get(bears.id).status.damage == 0
    combat.deal_damage(game, put(game, "Grizzly Bears").id, bears.id, 1)  # green: dealt
    assert game.get(bears.id).status.damage == 1


def test_708_2_a_face_down_creature_has_no_protection(game: Game) -> None:
    """Tok-Tok's protection from red is on its face; face down, it has none."""
    tok = put(game, "Akki Lavarunner // Tok-Tok, Volcano Born", flipped=True)
    bolt = put(game, "Lightning Bolt", Zone.HAND)
    assert not casting.can_cast(game, bolt.id, targets=(tok.id,))
    faces.turn_face_down(game, tok.id)
    assert casting.can_cast(game, bolt.id, targets=(tok.id,))


def test_302_6_a_creature_that_just_entered_cant_attack(game: Game) -> None:
    bears = put(game, "Grizzly Bears", Zone.HAND)
    casting.cast(game, bears.id)
    resolving.resolve(game)
    (entered,) = game.objects(Zone.BATTLEFIELD)
    with pytest.raises(IllegalAction, match="no haste") as refused:
        combat.attack(game, [entered.id])
    assert refused.value.code == "not_permitted"
    turns.next_turn(game)
    turns.next_turn(game)  # Alice's next turn: controlled since it began
    combat.attack(game, [entered.id])


def test_702_10b_haste_attacks_at_once_and_a_face_down_one_has_none(game: Game) -> None:
    runner = put(game, "Akki Lavarunner // Tok-Tok, Volcano Born", Zone.GRAVEYARD)
    moves.put_onto_battlefield(game, runner.id, face_down=FaceDown.MANIFEST)
    (manifested,) = game.objects(Zone.BATTLEFIELD)
    assert not combat.can_attack(game, [manifested.id])  # no haste face down (708.2)
    faces.turn_face_up(game, manifested.id, using="effect")
    # 708.8: the same permanent, now with haste: it can attack this turn.
    assert combat.can_attack(game, [manifested.id])


def test_302_6_a_new_controller_can_t_attack_with_it_this_turn(game: Game) -> None:
    bears = put(game, "Grizzly Bears", owner="Bob")
    moves.gain_control(game, bears.id, "Alice")
    assert not combat.can_attack(game, [bears.id])


def test_702_162a_more_than_meets_the_eye_casts_it_converted(game: Game) -> None:
    goldbug = put(game, "Goldbug, Humanity's Ally // Goldbug, Scrappy Scout", Zone.HAND)
    casting.cast(game, goldbug.id, side=Side.BACK, transformed=True)
    resolving.resolve(game)
    (entered,) = game.objects(Zone.BATTLEFIELD)
    assert entered.status.up is Side.BACK
    assert game.characteristics(entered).name == "Goldbug, Scrappy Scout"
    delver = put(game, "Delver of Secrets // Insectile Aberration", Zone.HAND)
    with pytest.raises(IllegalAction) as refused:
        casting.cast(game, delver.id, side=Side.BACK, transformed=True)
    assert refused.value.code == "not_permitted"


def test_702_21a_ward_pay_life_and_own_spells_dont_trigger_it(game: Game) -> None:
    brute = put(game, "Brutal Cathar // Moonrage Brute", owner="Bob", up=Side.BACK)
    mine = put(game, "Grizzly Bears", owner="Bob")
    bolt = put(game, "Lightning Bolt", Zone.HAND)
    casting.cast(game, bolt.id, targets=(brute.id,))
    assert [o.ability is not None for o in game.objects(Zone.STACK)] == [True, False]
    resolving.resolve(game, choices=(("pay", "true"),))  # Alice pays 3 life
    assert game.player("Alice").life == 17 and len(game.objects(Zone.STACK)) == 1
    resolving.resolve(game)
    game.set_turn(game.turn._replace(active="Bob"))
    shock = put(game, "Shock", Zone.HAND, owner="Bob")
    casting.cast(game, shock.id, targets=(mine.id,), player="Bob")  # 702.21a: an opponent's only
    assert len(game.objects(Zone.STACK)) == 1


def test_702_21a_unpaid_ward_counters_the_spell(game: Game) -> None:
    hidden = put(game, "Fugitive Codebreaker", owner="Bob", face_down=FaceDown.DISGUISE)
    bolt = put(game, "Lightning Bolt", Zone.HAND)
    casting.cast(game, bolt.id, targets=(hidden.id,))
    resolving.resolve(game)
    assert not game.objects(Zone.STACK)
    assert [o.card.name for o in game.objects(Zone.GRAVEYARD)] == ["Lightning Bolt"]


def test_702_167a_craft_exiles_materials_and_returns_transformed_as_a_sorcery(game: Game) -> None:
    from mtgfaces.rules.actions import activating

    idol = put(game, "Idol of the Deep King // Sovereign's Macuahuitl")
    steel = put(game, "Sculpting Steel", Zone.GRAVEYARD)
    bears = put(game, "Grizzly Bears")
    for wrong in ((), (f"#{bears.id}",), (f"#{steel.id}", f"#{steel.id}")):
        with pytest.raises(IllegalAction) as refused:
            activating.activate(game, idol.id, "Craft with", chosen=wrong)
        assert refused.value.code == "not_permitted"
    bolt = put(game, "Lightning Bolt", Zone.HAND)
    casting.cast(game, bolt.id, targets=("Bob",))
    with pytest.raises(IllegalAction) as refused:  # 702.167a: craft only as a sorcery
        activating.activate(game, idol.id, "Craft with", chosen=(f"#{steel.id}",))
    assert refused.value.code == "timing"
    resolving.resolve(game)
    activating.activate(game, idol.id, "Craft with", chosen=(f"#{steel.id}",))
    resolving.resolve(game)
    (returned,) = [o for o in game.objects(Zone.BATTLEFIELD) if o.card.name.startswith("Idol")]
    assert returned.status.up is Side.BACK
    assert [o.card.name for o in game.objects(Zone.EXILE)] == ["Sculpting Steel"]


def test_702_9b_flying_is_blocked_only_by_flying_or_reach_and_510_1_blocked_damage(game: Game) -> None:
    flier = put(game, "Delver of Secrets // Insectile Aberration", up=Side.BACK)
    walker = put(game, "Grizzly Bears", owner="Bob")
    combat.attack(game, [flier.id], defending="Bob")
    before = save.dumps(game)
    with pytest.raises(IllegalAction, match="702.9b") as refused:
        combat.block(game, [(walker.id, flier.id)])
    assert refused.value.code == "not_permitted" and save.dumps(game) == before
    combat.combat_damage(game)
    assert game.player("Bob").life == 17


def test_702_16f_protection_from_a_color_cant_be_blocked_by_it(game: Game) -> None:
    bears = put(game, "Grizzly Bears")
    protect(game, bears.id, "Protection from green")
    blocker = put(game, "Grizzly Bears", owner="Bob")
    combat.attack(game, [bears.id], defending="Bob")
    assert not combat.can_declare_blockers(game, [(blocker.id, bears.id)])


def test_702_21a_ward_triggers_when_a_triggered_ability_targets_it(game: Game) -> None:
    """Ravager of the Fells' transform trigger aimed at Bob's face-down
    disguised creature meets its ward {2}: the ward trigger goes on above it."""
    huntmaster = put(game, "Huntmaster of the Fells")
    hidden = put(game, "Fugitive Codebreaker", owner="Bob", face_down=FaceDown.DISGUISE)
    faces.transform(game, huntmaster.id)
    stack = game.objects(Zone.STACK)
    assert [o.ability.source for o in stack if o.ability is not None] == [hidden.id, huntmaster.id]
    ravager = stack[1]
    assert ravager.ability is not None and f"#{hidden.id}" in dict(ravager.ability.options)["targets"]
    resolving.resolve(game)  # ward: countered unless Alice pays {2}; she doesn't
    assert game.objects(Zone.STACK) == []
