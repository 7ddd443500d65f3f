"""Triggers on manifesting dread (701.62b): Paranormal Analyst's "Whenever
you manifest dread, put a card you put into your graveyard this way into
your hand." It triggers once the manifesting is done, even if some of it
was impossible; the card is the one put into the graveyard (701.62a)."""

from __future__ import annotations

from mtgfaces.cards.characteristics import Zone
from mtgfaces.rules.actions import casting, manifesting, moves, resolving
from mtgfaces.rules.save import dumps, loads
from mtgfaces.rules.state.events import EventKind
from mtgfaces.rules.state.game import Game
from tests.rules.builders import names, put

ANALYST = "Paranormal Analyst"


def _game(*library: str) -> Game:
    game = Game(["Alice", "Bob"])
    put(game, ANALYST)
    for card in library:
        put(game, card, Zone.LIBRARY)
    return game


def test_701_62a_the_card_put_into_the_graveyard_returns_to_hand_paranormal_analyst() -> None:
    game = _game("Forest", "Grizzly Bears", "Island")
    manifesting.manifest_dread(game, "Alice")  # the top card manifested, the Bears binned
    assert names(game, Zone.GRAVEYARD, "Alice") == ["Grizzly Bears"]
    assert len(game.objects(Zone.STACK)) == 1
    game = loads(dumps(game))  # the noted card is kept by saves
    resolving.resolve(game)
    assert names(game, Zone.HAND, "Alice") == ["Grizzly Bears"]
    assert names(game, Zone.GRAVEYARD, "Alice") == []


def test_701_62b_it_triggers_even_with_one_card_left_and_nothing_returns() -> None:
    game = _game("Forest")
    manifesting.manifest_dread(game, "Alice")
    (event,) = [e for e in game.log if e.kind is EventKind.MANIFESTED_DREAD]
    assert event.object is None
    assert len(game.objects(Zone.STACK)) == 1
    resolving.resolve(game)
    assert names(game, Zone.HAND, "Alice") == []


def test_701_62b_an_empty_library_manifests_nothing_and_it_still_triggers() -> None:
    game = _game()
    manifesting.manifest_dread(game, "Alice")
    assert len(game.objects(Zone.STACK)) == 1
    resolving.resolve(game)
    assert names(game, Zone.HAND, "Alice") == []


def test_603_2_another_players_manifest_dread_doesnt_trigger_it() -> None:
    game = _game()
    for card in ("Forest", "Island"):
        put(game, card, Zone.LIBRARY, owner="Bob")
    manifesting.manifest_dread(game, "Bob")
    assert game.objects(Zone.STACK) == []


def test_400_7_the_card_gone_from_the_graveyard_isnt_returned() -> None:
    game = _game("Forest", "Grizzly Bears")
    manifesting.manifest_dread(game, "Alice")
    (binned,) = game.objects(Zone.GRAVEYARD, "Alice")
    moves.move(game, binned.id, Zone.EXILE)
    resolving.resolve(game)
    assert names(game, Zone.HAND, "Alice") == [] and names(game, Zone.EXILE) == ["Grizzly Bears"]


def test_701_62a_twice_triggers_twice_each_for_its_own_card_valgavoths_onslaught() -> None:
    game = _game("Forest", "Grizzly Bears", "Island", "Hill Giant")
    onslaught = put(game, "Valgavoth's Onslaught", Zone.HAND)
    casting.cast(game, onslaught.id, x=2)
    resolving.resolve(game)
    assert sorted(names(game, Zone.GRAVEYARD, "Alice")) == [
        "Grizzly Bears",
        "Hill Giant",
        "Valgavoth's Onslaught",
    ]
    resolving.resolve_all(game)
    assert sorted(names(game, Zone.HAND, "Alice")) == ["Grizzly Bears", "Hill Giant"]
