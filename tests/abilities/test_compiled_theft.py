"""Compiled theft effects (issue 17): another player's library searched or
looked at, a card from it exiled face down that the thief may look at
(406.3) and play or cast for as long as it remains exiled (601.3, 305.1,
400.7), paying with mana of any type or color where the text says
(609.4b). With real cards, named after the rules; the opponent's view is
probed as an opponent would: it must not change with the stolen card."""

from __future__ import annotations

import json
import random

import pytest

from mtgfaces.cards.characteristics import Zone
from mtgfaces.cards.db import CardDB
from mtgfaces.errors import IllegalAction
from mtgfaces.rules import save
from mtgfaces.rules.abilities.compiler import compile_line
from mtgfaces.rules.actions import casting, combat, moves, resolving, turns
from mtgfaces.rules.play import PlayableGame
from mtgfaces.rules.seat import Seat
from mtgfaces.rules.state.abilities import Triggered
from mtgfaces.rules.state.choices import Answering, Asked
from mtgfaces.rules.state.events import EventKind
from mtgfaces.rules.state.game import Game
from mtgfaces.rules.state.looking import may_look
from mtgfaces.rules.state.mana import Unit
from mtgfaces.rules.state.permissions import RuleEffectKind
from mtgfaces.rules.state.values import Step
from tests.rules.builders import names, put


def library(game: Game, owner: str, *cards: str) -> list[int]:
    """The cards put into ``owner``'s library, the first on top."""
    return [put(game, card, Zone.LIBRARY, owner=owner).id for card in cards]


def grasp(game: Game, *bobs: str) -> None:
    """Alice's Praetor's Grasp on Bob, resolved: the referee finds the first card."""
    library(game, "Bob", *bobs)
    spell = put(game, "Praetor's Grasp", Zone.HAND)
    pool(game, "Alice", "B", "B", "B")
    casting.cast(game, spell.id, targets=["Bob"])
    resolving.resolve(game)


def pool(game: Game, player: str, *units: str) -> None:
    game.set_player(game.player(player)._replace(mana_pool=tuple(Unit(u) for u in units)))


def test_701_23a_406_3_praetor_s_grasp_exiles_the_card_found_face_down_for_its_caster_s_eyes_only() -> None:
    game = Game(["Alice", "Bob"])
    grasp(game, "Lightning Bolt", "Forest", "Island")
    (stolen,) = game.objects(Zone.EXILE)
    assert stolen.card.name == "Lightning Bolt" and stolen.owner == "Bob" and stolen.is_face_down
    assert may_look(game, stolen, "Alice") and not may_look(game, stolen, "Bob")  # 406.3
    assert any(e.kind is EventKind.SHUFFLED and e.player == "Bob" for e in game.log)  # 701.24a
    assert game.view("Alice").player("Bob").exile[0].card is not None
    assert game.view("Bob").player("Bob").exile[0].card is None


def test_701_23a_the_search_shows_the_library_to_the_searching_player_only() -> None:
    game = Game(["Alice", "Bob"])
    ids = library(game, "Bob", "Lightning Bolt", "Forest")
    spell = put(game, "Praetor's Grasp", Zone.HAND)
    casting.cast(game, spell.id, targets=["Bob"])
    game.answering = Answering([])
    with pytest.raises(Asked) as asked:
        resolving.resolve(game)
    question = asked.value.question
    assert question.player == "Alice" and sorted(int(i) for i in question.shown) == sorted(ids)


def test_601_3_the_thief_may_cast_the_stolen_spell_its_owner_may_not() -> None:
    game = Game(["Alice", "Bob"])
    grasp(game, "Lightning Bolt")
    (stolen,) = game.objects(Zone.EXILE)
    with pytest.raises(IllegalAction):
        casting.verify_cast(game, stolen.id, player="Bob", from_zone=Zone.EXILE, targets=["Alice"])
    casting.cast(game, stolen.id, player="Alice", from_zone=Zone.EXILE, targets=["Bob"])
    resolving.resolve(game)
    assert game.player("Bob").life == 17 and names(game, Zone.GRAVEYARD, "Bob") == ["Lightning Bolt"]


def test_305_1_play_lets_the_thief_play_a_stolen_land_as_the_land_play() -> None:
    game = Game(["Alice", "Bob"])
    grasp(game, "Forest")
    (stolen,) = game.objects(Zone.EXILE)
    casting.play_land(game, stolen.id, from_zone=Zone.EXILE)
    (forest,) = game.find("Forest", [Zone.BATTLEFIELD])
    assert game.controller(forest) == "Alice" and forest.owner == "Bob"
    assert game.player("Alice").lands_played == 1


def test_400_7_a_stolen_card_that_leaves_exile_is_a_new_object_no_one_may_look_at_or_cast() -> None:
    game = Game(["Alice", "Bob"])
    grasp(game, "Lightning Bolt")
    (stolen,) = game.objects(Zone.EXILE)
    moves.move(game, stolen.id, Zone.HAND)
    (in_hand,) = game.objects(Zone.HAND, "Bob")
    moves.move(game, in_hand.id, Zone.EXILE, face_down=True)
    (again,) = game.objects(Zone.EXILE)
    assert not may_look(game, again, "Alice")
    with pytest.raises(IllegalAction):
        casting.verify_cast(game, again.id, player="Alice", from_zone=Zone.EXILE, targets=["Bob"])


def test_400_7_the_permission_ends_at_cleanup_once_the_card_is_gone_and_not_before() -> None:
    game = Game(["Alice", "Bob"])
    grasp(game, "Lightning Bolt", "Opt")
    (stolen,) = game.objects(Zone.EXILE)

    def lasting() -> list[RuleEffectKind]:
        return [e.kind for e in game.rule_effects if e.kind is RuleEffectKind.MAY_PLAY_FROM]

    turns.next_turn(game)  # the card is still exiled: it lasts into later turns
    assert lasting() == [RuleEffectKind.MAY_PLAY_FROM]
    casting.verify_cast(game, stolen.id, player="Alice", from_zone=Zone.EXILE, targets=["Bob"])
    moves.move(game, stolen.id, Zone.GRAVEYARD)
    turns.next_turn(game)
    assert lasting() == []


def test_609_4b_siphon_insight_lets_any_mana_pay_the_stolen_spell_s_colored_symbols() -> None:
    game = Game(["Alice", "Bob"], pay_costs=True)
    library(game, "Bob", "Lightning Bolt", "Forest", "Island")
    siphon = put(game, "Siphon Insight", Zone.HAND)
    pool(game, "Alice", "U", "B")
    casting.cast(game, siphon.id, targets=["Bob"])
    resolving.resolve(game)  # the referee exiles the first card looked at
    (stolen,) = game.objects(Zone.EXILE, "Bob")
    assert stolen.card.name == "Lightning Bolt" and stolen.is_face_down
    assert names(game, Zone.LIBRARY, "Bob") == ["Island", "Forest"]  # the other on the bottom
    pool(game, "Alice", "B")
    casting.cast(game, stolen.id, player="Alice", from_zone=Zone.EXILE, targets=["Bob"])
    (spell,) = game.objects(Zone.STACK)
    assert spell.card.name == "Lightning Bolt" and game.player("Alice").mana_pool == ()


def test_609_4b_106_1a_any_color_is_not_colorless_a_colorless_symbol_still_needs_colorless_mana() -> None:
    game = Game(["Alice", "Bob"], pay_costs=True)
    library(game, "Bob", "Thought-Knot Seer", "Forest")
    siphon = put(game, "Siphon Insight", Zone.HAND)
    pool(game, "Alice", "U", "B")
    casting.cast(game, siphon.id, targets=["Bob"])
    resolving.resolve(game)
    (stolen,) = game.objects(Zone.EXILE, "Bob")
    pool(game, "Alice", "B", "B", "B", "B")  # {3}{C}: black mana is no colorless mana
    with pytest.raises(IllegalAction) as refused:
        casting.verify_cast(game, stolen.id, player="Alice", from_zone=Zone.EXILE)
    assert refused.value.code == "cannot_pay"
    pool(game, "Alice", "C", "B", "B", "B")
    casting.verify_cast(game, stolen.id, player="Alice", from_zone=Zone.EXILE)


def test_601_2h_without_such_an_effect_the_payment_is_refused_as_before() -> None:
    game = Game(["Alice", "Bob"], pay_costs=True)
    grasp(game, "Lightning Bolt")
    (stolen,) = game.objects(Zone.EXILE)
    pool(game, "Alice", "B")
    with pytest.raises(IllegalAction) as refused:
        casting.verify_cast(game, stolen.id, player="Alice", from_zone=Zone.EXILE, targets=["Bob"])
    assert refused.value.code == "cannot_pay" and refused.value.rule == "601.2h"
    assert "needs 1 {R}" in refused.value.reason


def test_406_3_601_3_gonti_steals_one_of_four_cast_only_the_rest_on_the_bottom() -> None:
    game = Game(["Alice", "Bob"], pay_costs=True)
    ids = library(game, "Bob", "Forest", "Hill Giant", "Island", "Swamp", "Plains")
    gonti = put(game, "Gonti, Lord of Luxury", Zone.HAND)
    moves.put_onto_battlefield(game, gonti.id)
    game.answering = Answering([(f"#{ids[0]}",)], then_default=True)  # the Forest
    resolving.resolve(game)
    (stolen,) = game.objects(Zone.EXILE, "Bob")
    assert stolen.card.name == "Forest" and may_look(game, stolen, "Alice")
    assert names(game, Zone.LIBRARY, "Bob")[0] == "Plains"
    assert sorted(names(game, Zone.LIBRARY, "Bob")[1:]) == ["Hill Giant", "Island", "Swamp"]
    with pytest.raises(IllegalAction):  # 305.1: "cast" doesn't let a land be played
        casting.verify_play_land(game, stolen.id, player="Alice", from_zone=Zone.EXILE)


def test_609_4b_mana_of_any_type_pays_gonti_s_stolen_creature() -> None:
    game = Game(["Alice", "Bob"], pay_costs=True)
    library(game, "Bob", "Hill Giant", "Forest", "Island", "Swamp")
    gonti = put(game, "Gonti, Lord of Luxury", Zone.HAND)
    moves.put_onto_battlefield(game, gonti.id)
    resolving.resolve(game)  # the referee: Bob targeted, the Hill Giant exiled
    (stolen,) = game.objects(Zone.EXILE, "Bob")
    pool(game, "Alice", "C", "C", "B", "B")  # {3}{R}
    casting.cast(game, stolen.id, player="Alice", from_zone=Zone.EXILE)
    resolving.resolve(game)
    (giant,) = game.find("Hill Giant", [Zone.BATTLEFIELD])
    assert game.controller(giant) == "Alice" and giant.owner == "Bob"


def test_406_3_outrageous_robbery_exiles_x_cards_face_down_for_the_caster_to_look_at_and_play() -> None:
    game = Game(["Alice", "Bob"])
    library(game, "Bob", "Lightning Bolt", "Forest", "Island")
    robbery = put(game, "Outrageous Robbery", Zone.HAND)
    casting.cast(game, robbery.id, targets=["Bob"], x=2)
    resolving.resolve(game)
    stolen = game.objects(Zone.EXILE, "Bob")
    assert [o.card.name for o in stolen] == ["Lightning Bolt", "Forest"] and all(
        o.is_face_down for o in stolen
    )
    assert all(may_look(game, o, "Alice") and not may_look(game, o, "Bob") for o in stolen)
    casting.play_land(game, stolen[1].id, from_zone=Zone.EXILE)
    assert names(game, Zone.LIBRARY, "Bob") == ["Island"]


def test_401_4_406_3_black_cat_exiles_two_of_nine_the_rest_on_the_bottom() -> None:
    game = Game(["Alice", "Bob"])
    nine = ["Forest", "Island", "Swamp", "Mountain", "Plains", "Opt", "Hill Giant", "Grizzly Bears", "Shock"]
    library(game, "Bob", *nine, "Lightning Bolt")
    cat = put(game, "Black Cat, Cunning Thief", Zone.HAND)
    moves.put_onto_battlefield(game, cat.id)
    resolving.resolve(game)
    stolen = game.objects(Zone.EXILE, "Bob")
    assert [o.card.name for o in stolen] == ["Forest", "Island"]
    assert all(may_look(game, o, "Alice") for o in stolen)  # 406.3: she looked, then exiled them
    assert names(game, Zone.LIBRARY, "Bob")[0] == "Lightning Bolt"
    assert sorted(names(game, Zone.LIBRARY, "Bob")[1:]) == sorted(nine[2:])


def test_510_3a_404_1_thief_of_sanity_steals_one_of_three_the_rest_into_their_graveyard() -> None:
    game = Game(["Alice", "Bob"], pay_costs=True)
    library(game, "Bob", "Hill Giant", "Forest", "Opt", "Island")
    thief = put(game, "Thief of Sanity", controlled_since=0)
    turns.set_step(game, Step.DECLARE_ATTACKERS)
    combat.attack(game, [thief.id], defending="Bob")
    turns.set_step(game, Step.COMBAT_DAMAGE)
    combat.combat_damage(game)
    resolving.resolve_all(game)
    (stolen,) = game.objects(Zone.EXILE, "Bob")
    assert stolen.card.name == "Hill Giant" and may_look(game, stolen, "Alice")
    assert sorted(names(game, Zone.GRAVEYARD, "Bob")) == ["Forest", "Opt"]
    assert names(game, Zone.LIBRARY, "Bob") == ["Island"]
    game.turn = game.turn._replace(step=Step.MAIN2)
    pool(game, "Alice", "U", "U", "U", "U")  # {3}{R}: mana of any type (609.4b)
    casting.cast(game, stolen.id, player="Alice", from_zone=Zone.EXILE)


def _grasped(hidden: str) -> PlayableGame:
    game = PlayableGame(["Alice", "Bob"], rng=random.Random(3))
    grasp(game, hidden, "Plains", "Island")
    return game


@pytest.mark.parametrize("hidden", ["Lightning Bolt", "Forest", "Grizzly Bears", "Delver of Secrets"])
def test_406_3_the_owner_s_seat_answers_the_same_whatever_card_was_stolen(hidden: str) -> None:
    def answers(game: PlayableGame) -> str:
        seat = Seat(game, "Bob", rng=random.Random(5))
        return json.dumps(
            [seat.export(), seat.view_text(), seat.legal_actions()], sort_keys=True, default=str
        )

    assert answers(_grasped(hidden)) == answers(_grasped("Opt"))
    alice = [
        json.dumps(Seat(_grasped(h), "Alice", rng=random.Random(5)).export(), sort_keys=True)
        for h in (hidden, "Opt")
    ]
    assert alice[0] != alice[1]  # the thief sees the card she stole


def _line(name: str, words: str) -> tuple[str, str]:
    face = CardDB.default().card(name).faces[0]
    return face.name, next(line for line in face.oracle_text.split("\n") if words in line)


@pytest.mark.parametrize(
    "name", ["Thief of Sanity", "Dream-Thief's Bandana", "Gonti, Lord of Luxury", "Black Cat, Cunning Thief"]
)
def test_603_1_406_3_the_theft_triggers_are_read(name: str) -> None:
    assert isinstance(compile_line(*_line(name, "remain")), Triggered)


@pytest.mark.parametrize(
    ("name", "words"),
    [
        ("Ixhel, Scion of Atraxa", "spend many"),  # a misprint ("many" for "mana"): not guessed at
        (
            "Intet, the Dreamer",
            "remains on the battlefield",
        ),  # a permission lasting while Intet stays: not kept
        ("Three Wishes", "next upkeep"),  # a delayed trigger in a spell
    ],
)
def test_113_3_a_theft_line_not_read_completely_stays_unread(name: str, words: str) -> None:
    face, line = _line(name, words)
    assert compile_line(face, line, spell="Instant" in CardDB.default().card(name).faces[0].type_line) is None


def test_406_3_609_4b_a_save_keeps_who_may_look_at_play_and_pay_for_the_stolen_card() -> None:
    game = Game(["Alice", "Bob"], pay_costs=True)
    library(game, "Bob", "Lightning Bolt", "Forest")
    siphon = put(game, "Siphon Insight", Zone.HAND)
    pool(game, "Alice", "U", "B")
    casting.cast(game, siphon.id, targets=["Bob"])
    resolving.resolve(game)
    loaded = save.loads(save.dumps(game))
    (stolen,) = loaded.objects(Zone.EXILE, "Bob")
    assert may_look(loaded, stolen, "Alice") and not may_look(loaded, stolen, "Bob")
    pool(loaded, "Alice", "G")
    casting.verify_cast(loaded, stolen.id, player="Alice", from_zone=Zone.EXILE, targets=["Bob"])
