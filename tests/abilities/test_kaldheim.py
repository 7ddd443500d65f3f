"""Valki, God of Lies (CR 607.2a, 610.3c, 701.20a, 707.2)."""

from __future__ import annotations

import pytest

from mtgfaces.cards.characteristics import Zone
from mtgfaces.rules.abilities.cards.kaldheim import exiled_with
from mtgfaces.rules.actions import activating, casting, moves, resolving
from mtgfaces.rules.state.events import EventKind
from mtgfaces.rules.state.game import Game
from tests.rules.builders import put


@pytest.fixture
def game() -> Game:
    game = Game(["Alice", "Bob"])
    for name in ("Island", "Grizzly Bears", "Savannah Lions"):
        put(game, name, Zone.HAND, owner="Bob")
    return game


def _valki(game: Game) -> int:
    valki = put(game, "Valki, God of Lies", Zone.HAND)
    casting.cast(game, valki.id)
    resolving.resolve(game)
    (permanent,) = game.objects(Zone.BATTLEFIELD)
    return permanent.id


def test_607_2a_valki_exiles_one_revealed_creature_card_per_opponent(game: Game) -> None:
    valki = _valki(game)
    outcome = resolving.resolve(game)
    assert len(outcome.of(EventKind.REVEALED)) == 3
    assert [c.card.name for c in exiled_with(game, valki)] == ["Grizzly Bears"]
    assert len(game.objects(Zone.HAND, "Bob")) == 2


def test_610_3c_valki_gone_before_its_trigger_resolves_exiles_nothing(game: Game) -> None:
    valki = _valki(game)
    moves.move(game, valki, Zone.GRAVEYARD)
    resolving.resolve(game)
    assert game.objects(Zone.EXILE) == []


def test_707_2_valki_becomes_a_copy_of_the_chosen_exiled_card(game: Game) -> None:
    valki = _valki(game)
    resolving.resolve(game)
    activating.activate(game, valki)
    resolving.resolve(game)
    value = game.characteristics(valki)
    assert (value.name, value.power) == ("Grizzly Bears", "2")


def test_607_2a_valki_ability_finds_nothing_exiled_by_another_object(game: Game) -> None:
    put(game, "Serra Angel", Zone.EXILE, owner="Bob")
    valki = _valki(game)
    game.remove(game.objects(Zone.STACK)[0].id)  # the enters trigger is countered
    activating.activate(game, valki)
    resolving.resolve(game)
    assert game.characteristics(valki).name == "Valki, God of Lies"


def test_610_3_the_exiled_card_returns_to_its_owners_hand_when_valki_leaves() -> None:
    from mtgfaces.rules.actions import casting, moves, resolving
    from mtgfaces.rules.state.game import Game
    from tests.rules.builders import put

    game = Game(["Alice", "Bob"])
    put(game, "Grizzly Bears", Zone.HAND, owner="Bob")
    valki = put(game, "Valki, God of Lies // Tibalt, Cosmic Impostor", Zone.HAND)
    casting.cast(game, valki.id)
    resolving.resolve(game)
    resolving.resolve(game)  # its enters trigger: Bob's Grizzly Bears is exiled
    assert [o.card.name for o in game.objects(Zone.EXILE)] == ["Grizzly Bears"]
    (on_battlefield,) = game.objects(Zone.BATTLEFIELD)
    moves.move(game, on_battlefield.id, Zone.GRAVEYARD)
    assert [o.card.name for o in game.objects(Zone.HAND, "Bob")] == ["Grizzly Bears"]
    assert not game.objects(Zone.EXILE)
