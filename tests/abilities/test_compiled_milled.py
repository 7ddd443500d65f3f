"""Cards put into a graveyard from a library (CR 603.2c, 404.2, 205.2a):
Polluted Cistern's "Whenever one or more cards are put into your graveyard
from your library, each opponent loses 1 life for each card type among
those cards." """

from __future__ import annotations

from mtgfaces.cards.characteristics import Zone
from mtgfaces.cards.model import Side
from mtgfaces.rules.actions import moves, resolving, rooms
from mtgfaces.rules.coverage import lines_not_run
from mtgfaces.rules.state.game import Game
from mtgfaces.rules.state.objects import GameObject
from tests.rules.builders import names, put

ROOM = "Polluted Cistern // Dim Oubliette"


def _cistern(game: Game) -> GameObject:
    room = put(game, ROOM)
    return game.replace(room._replace(status=room.status._replace(unlocked=frozenset({Side.LEFT}))))


def test_603_2c_205_2a_dim_oubliette_mills_three_cistern_counts_their_types_once() -> None:
    game = Game(["Alice", "Bob"])
    room = _cistern(game)
    assert not lines_not_run(game.characteristics(room.id))
    for name in ("Grizzly Bears", "Island", "Opt"):
        put(game, name, Zone.LIBRARY)
    rooms.unlock(game, room.id, Side.RIGHT)  # "mill three cards, then return a creature card ..."
    resolving.resolve(game)
    # the Bears left the graveyard before the trigger went on the stack: still one of those cards
    assert "Grizzly Bears" in names(game, Zone.BATTLEFIELD)
    assert len(game.objects(Zone.STACK)) == 1  # one trigger for the three cards (603.2c)
    resolving.resolve_all(game)
    assert (game.player("Bob").life, game.player("Alice").life) == (17, 20)  # creature, land, instant


def test_205_2a_an_artifact_creature_card_is_two_card_types() -> None:
    game = Game(["Alice", "Bob", "Carol"])
    _cistern(game)
    ornithopter = put(game, "Ornithopter", Zone.LIBRARY)
    moves.move(game, ornithopter.id, Zone.GRAVEYARD)
    resolving.resolve_all(game)
    assert [game.player(p).life for p in ("Alice", "Bob", "Carol")] == [20, 18, 18]  # each opponent


def test_404_2_cards_from_a_hand_or_another_library_dont_trigger_cistern() -> None:
    game = Game(["Alice", "Bob"])
    _cistern(game)
    discarded = put(game, "Grizzly Bears", Zone.HAND)
    moves.move(game, discarded.id, Zone.GRAVEYARD)  # from a hand, not a library
    theirs = put(game, "Grizzly Bears", Zone.LIBRARY, owner="Bob")
    moves.move(game, theirs.id, Zone.GRAVEYARD)  # into Bob's graveyard, not Alice's
    assert game.objects(Zone.STACK) == []
    assert game.player("Bob").life == 20
