"""Dark Confidant (CR 503.1a, 701.20a, 712.8a, 709.4, 202.3)."""

from __future__ import annotations

import pytest

from mtgfaces.cards.characteristics import Zone
from mtgfaces.rules.actions import resolving, turns
from mtgfaces.rules.state.events import EventKind
from mtgfaces.rules.state.game import Game
from tests.rules.builders import put


@pytest.fixture
def game() -> Game:
    return Game(["Alice", "Bob"])


def upkeep_reveal(game: Game, *library: str) -> None:
    """Alice's next upkeep, with her library (top first) as given."""
    put(game, "Dark Confidant")
    for name in library:
        put(game, name, Zone.LIBRARY)
    turns.next_turn(game)  # Bob's
    turns.next_turn(game)  # Alice's: it stops in her upkeep with the trigger (503.2)
    assert [o.ability.source_name for o in game.objects(Zone.STACK) if o.ability] == ["Dark Confidant"]
    resolving.resolve(game)


def test_712_8a_dark_confidant_an_mdfc_costs_its_front_face_mana_value(game: Game) -> None:
    upkeep_reveal(game, "Sejiri Shelter // Sejiri Glacier", "Plains")
    assert game.player("Alice").life == 18  # {1}{W}
    assert "Sejiri Shelter // Sejiri Glacier" in [c.card.name for c in game.objects(Zone.HAND, "Alice")]


def test_709_4_dark_confidant_a_split_card_costs_both_halves(game: Game) -> None:
    upkeep_reveal(game, "Fire // Ice", "Plains")
    assert game.player("Alice").life == 16


def test_202_3a_dark_confidant_a_land_costs_nothing_and_it_is_revealed(game: Game) -> None:
    put(game, "Dark Confidant")
    put(game, "Plains", Zone.LIBRARY)
    put(game, "Island", Zone.LIBRARY)
    turns.next_turn(game)
    turns.next_turn(game)
    out = resolving.resolve(game)
    assert game.player("Alice").life == 20
    assert [e.kind for e in out.events if e.kind is EventKind.REVEALED] == [EventKind.REVEALED]


def test_503_1a_dark_confidant_only_on_its_controllers_upkeep(game: Game) -> None:
    put(game, "Dark Confidant")
    put(game, "Plains", Zone.LIBRARY, owner="Bob")
    turns.next_turn(game)  # Bob's upkeep
    assert game.objects(Zone.STACK) == []


def test_dark_confidant_an_empty_library_reveals_nothing(game: Game) -> None:
    put(game, "Dark Confidant")
    put(game, "Plains", Zone.LIBRARY, owner="Bob")
    turns.next_turn(game)
    turns.next_turn(game)
    resolving.resolve(game)
    assert game.player("Alice").life == 20
