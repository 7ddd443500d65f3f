"""Meld (CR 701.42, 712.4, 712.8g, 712.14c) and a melded permanent leaving the
battlefield as two cards (712.21)."""

from __future__ import annotations

from typing import Any

import pytest

from mtgfaces.cards.characteristics import Zone
from mtgfaces.cards.db import CardDB
from mtgfaces.cards.model import Side
from mtgfaces.errors import MalformedInput, UnknownCard
from mtgfaces.rules.actions.base import Outcome
from mtgfaces.rules.actions.faces import transform, turn_face_down
from mtgfaces.rules.actions.meld import leave_battlefield, meld, meld_ignored
from mtgfaces.rules.save import dumps, save
from mtgfaces.rules.state.events import EventKind, moved
from mtgfaces.rules.state.game import Game
from mtgfaces.rules.state.objects import GameObject
from mtgfaces.rules.state.status import ObjectId, Status

DB = CardDB.default()
BRUNA, GISELA = "Bruna, the Fading Light", "Gisela, the Broken Blade"


@pytest.fixture
def game() -> Game:
    return Game(["Alice", "Bob"])


def put(
    game: Game, name: str, zone: Zone = Zone.BATTLEFIELD, owner: str = "Alice", **options: Any
) -> GameObject:
    return game.put(DB.card(name), zone=zone, owner=owner, status=Status(), **options)


def position(game: Game) -> dict[str, Any]:
    data = save(game)
    del data["log"]
    return data


def melded(game: Game) -> GameObject:
    bruna, gisela = put(game, BRUNA), put(game, GISELA)
    return game.get(meld(game, bruna.id, gisela.id).new_objects[-1])


def assert_ignored(game: Game, outcome: Outcome, before: dict[str, Any], rule: str = "701.42c") -> None:
    assert outcome.ignored and outcome.rule == rule
    assert position(game) == before  # nothing moves


def test_701_42a_meld_bruna_and_gisela(game: Game) -> None:
    bruna, gisela = put(game, BRUNA), put(game, GISELA)
    outcome = meld(game, bruna.id, gisela.id)
    assert bruna.id not in game and gisela.id not in game
    (brisela,) = game.objects(Zone.BATTLEFIELD)
    assert brisela.card.name == "Brisela, Voice of Nightmares"
    assert [p.name for p in brisela.parts] == [BRUNA, GISELA]
    assert brisela.status.up is Side.MELDED and brisela.is_melded
    assert (brisela.owner, game.controller(brisela)) == ("Alice", "Alice")
    assert not game.objects(Zone.EXILE)
    value = game.characteristics(brisela)
    assert (value.name, value.power, value.toughness, value.mana_value) == (
        "Brisela, Voice of Nightmares",
        "9",
        "10",
        11,  # CR 712.8g: 7 + 4
    )
    assert outcome.of(EventKind.MELDED)[0].object == brisela.id
    entered = outcome.of(EventKind.ENTERED_BATTLEFIELD)
    assert [(e.object, e.rule) for e in entered] == [(brisela.id, "712.14c")]
    assert len(outcome.of(EventKind.LEFT_BATTLEFIELD)) == 2  # both were exiled first
    assert EventKind.CREATED not in [e.kind for e in outcome.events]
    # Both cards became the one new object (CR 712.4a).
    into = [e for e in outcome.of(EventKind.ZONE_CHANGE) if e.to_zone == Zone.BATTLEFIELD.value]
    assert len(into) == 2 and {e.new_object for e in into} == {brisela.id}


def test_701_42a_parts_are_in_the_results_order(game: Game) -> None:
    bruna, gisela = put(game, BRUNA), put(game, GISELA)
    meld(game, gisela.id, bruna.id)
    (brisela,) = game.objects(Zone.BATTLEFIELD)
    assert [p.name for p in brisela.parts] == [BRUNA, GISELA]


def test_701_42a_meld_a_land_and_a_creature(game: Game) -> None:
    garrison, battlements = put(game, "Hanweir Garrison"), put(game, "Hanweir Battlements")
    meld(game, garrison.id, battlements.id, lookup=DB.get)
    (township,) = game.objects(Zone.BATTLEFIELD)
    assert game.characteristics(township).name == "Hanweir, the Writhing Township"
    assert game.characteristics(township).mana_value == 3


def test_701_42c_not_a_pair_ignored(game: Game) -> None:
    bruna, battlements = put(game, BRUNA), put(game, "Hanweir Battlements")
    before = position(game)
    outcome = meld(game, bruna.id, battlements.id)
    assert_ignored(game, outcome, before)
    assert "not the two cards of a meld pair" in outcome.events[0].note
    bears = put(game, "Grizzly Bears")
    before = position(game)
    assert_ignored(game, meld(game, bruna.id, bears.id), before)


def test_701_42c_one_player_must_own_and_control_both(game: Game) -> None:
    bruna = put(game, BRUNA)
    borrowed = put(game, GISELA, controller="Bob")
    before = position(game)
    assert_ignored(game, meld(game, bruna.id, borrowed.id), before)
    theirs = put(game, GISELA, owner="Bob", controller="Alice")
    before = position(game)
    assert_ignored(game, meld(game, bruna.id, theirs.id), before)


def test_701_42c_both_must_be_on_the_battlefield(game: Game) -> None:
    bruna = put(game, BRUNA)
    gisela = put(game, GISELA, zone=Zone.GRAVEYARD)
    before = position(game)
    assert_ignored(game, meld(game, bruna.id, gisela.id), before)
    assert game.get(gisela.id).zone is Zone.GRAVEYARD  # it stays where it is


def test_701_42b_tokens_and_one_object_cannot_meld(game: Game) -> None:
    bruna = put(game, BRUNA)
    token = put(game, GISELA, is_token=True)
    before = position(game)
    outcome = meld(game, bruna.id, token.id)
    assert_ignored(game, outcome, before)
    assert "token" in outcome.events[0].note
    before = position(game)
    assert_ignored(game, meld(game, bruna.id, bruna.id), before)


def test_400_7_a_meld_card_that_changed_zones_is_not_found(game: Game) -> None:
    bruna, gisela = put(game, BRUNA), put(game, GISELA)
    game.move(game.move(gisela.id, Zone.HAND).id, Zone.BATTLEFIELD)
    before = position(game)
    assert_ignored(game, meld(game, bruna.id, gisela.id), before)
    found = meld_ignored(game, bruna.id, gisela.id)
    assert found is not None and "400.7" in found.note
    assert meld_ignored(game, bruna.id, game.objects(Zone.BATTLEFIELD)[-1].id) is None


def test_meld_needs_the_result_card(game: Game) -> None:
    bruna, gisela = put(game, BRUNA), put(game, GISELA)
    before = dumps(game)
    with pytest.raises(UnknownCard, match="Brisela"):
        meld(game, bruna.id, gisela.id, lookup=lambda name: None)
    assert dumps(game) == before


def test_712_4c_melded_permanent_cannot_transform(game: Game) -> None:
    brisela = melded(game)
    outcome = transform(game, brisela.id)
    assert outcome.ignored and outcome.rule == "712.4c"


def test_712_16_melded_permanent_cannot_be_turned_face_down(game: Game) -> None:
    brisela = melded(game)
    outcome = turn_face_down(game, brisela.id)
    assert outcome.ignored and outcome.rule == "712.16"
    assert not game.get(brisela.id).is_face_down


def test_712_21_melded_permanent_leaves_as_two_cards(game: Game) -> None:
    brisela = melded(game)
    outcome = leave_battlefield(game, brisela.id, Zone.GRAVEYARD)
    assert not game.objects(Zone.BATTLEFIELD)
    graveyard = game.objects(Zone.GRAVEYARD, "Alice")
    assert [o.card.name for o in graveyard] == [BRUNA, GISELA]
    assert all(not o.is_melded and o.status == Status() for o in graveyard)
    assert set(outcome.new_objects) == {o.id for o in graveyard}
    left = outcome.of(EventKind.LEFT_BATTLEFIELD)
    assert [(e.object, e.rule) for e in left] == [(brisela.id, "712.21")]  # one permanent left
    changes = outcome.of(EventKind.ZONE_CHANGE)
    assert [(e.object, e.to_zone) for e in changes] == [(brisela.id, "graveyard")] * 2  # two cards
    assert EventKind.CREATED not in [e.kind for e in outcome.events]
    assert game.characteristics(graveyard[0]).name == BRUNA


def test_712_21e_a_melded_permanent_counts_as_one_object_and_two_cards_that_moved(game: Game) -> None:
    brisela = melded(game)
    start = len(game.log)
    leave_battlefield(game, brisela.id, Zone.GRAVEYARD)
    assert moved(game.log[start:], to_zone="graveyard") == (1, 2)
    token = game.put(DB.card("Grizzly Bears"), zone=Zone.BATTLEFIELD, owner="Alice", is_token=True)
    start = len(game.log)
    leave_battlefield(game, token.id, Zone.GRAVEYARD)
    assert moved(game.log[start:]) == (1, 0)  # a token is an object, not a card (111.1)


def test_712_21_melded_permanent_to_the_top_of_a_library(game: Game) -> None:
    put(game, "Grizzly Bears", zone=Zone.LIBRARY)
    brisela = melded(game)
    leave_battlefield(game, brisela.id, Zone.LIBRARY)
    assert [o.card.name for o in game.objects(Zone.LIBRARY, "Alice")] == [BRUNA, GISELA, "Grizzly Bears"]


def test_712_21_melded_permanent_to_the_bottom_of_a_library(game: Game) -> None:
    put(game, "Grizzly Bears", zone=Zone.LIBRARY)
    brisela = melded(game)
    leave_battlefield(game, brisela.id, Zone.LIBRARY, top=False)
    assert [o.card.name for o in game.objects(Zone.LIBRARY, "Alice")] == ["Grizzly Bears", BRUNA, GISELA]


def test_leave_battlefield_moves_any_other_permanent(game: Game) -> None:
    bears = put(game, "Grizzly Bears")
    outcome = leave_battlefield(game, bears.id, Zone.HAND)
    (card,) = game.objects(Zone.HAND, "Alice")
    assert outcome.new_objects == (card.id,)
    assert [e.kind for e in outcome.events] == [EventKind.ZONE_CHANGE, EventKind.LEFT_BATTLEFIELD]


def test_leave_battlefield_needs_a_permanent(game: Game) -> None:
    card = put(game, "Grizzly Bears", zone=Zone.HAND)
    before = position(game)
    outcome = leave_battlefield(game, card.id, Zone.GRAVEYARD)
    assert_ignored(game, outcome, before, rule="110.1")
    before = position(game)
    assert_ignored(game, leave_battlefield(game, ObjectId(99), Zone.GRAVEYARD), before, rule="110.1")
    with pytest.raises(MalformedInput, match="'battlefield'"):
        leave_battlefield(game, card.id, Zone.BATTLEFIELD)


def test_712_21_a_melded_permanent_that_dies_triggers_once(game: Game) -> None:
    """Yedora, Grave Gardener's "whenever another nontoken creature you
    control dies" triggers once for Brisela: one permanent died, though it
    became two cards (712.21c-e)."""
    put(game, "Yedora, Grave Gardener")
    brisela = melded(game)
    outcome = leave_battlefield(game, brisela.id, Zone.GRAVEYARD)
    assert len(outcome.of(EventKind.ZONE_CHANGE)) == 2  # each card is a new object
    assert len(outcome.of(EventKind.ABILITY_TRIGGERED)) == 1
    assert len(game.objects(Zone.STACK)) == 1


def test_712_21c_an_effect_that_finds_a_melded_permanents_new_object_finds_both_cards(game: Game) -> None:
    """Yedora returns "it" face down as a Forest: Brisela became two cards,
    and both return (712.21c)."""
    from mtgfaces.rules.actions.resolving import resolve

    put(game, "Yedora, Grave Gardener")
    brisela = melded(game)
    leave_battlefield(game, brisela.id, Zone.GRAVEYARD)
    resolve(game)
    forests = [o for o in game.objects(Zone.BATTLEFIELD) if o.is_face_down]
    assert sorted(o.card.name for o in forests) == [BRUNA, GISELA]
    assert all(game.characteristics(o).subtypes == ("Forest",) for o in forests)
