"""Zimone, Mystery Unraveler: "Whenever a land you control enters, manifest
dread if this is the first time this ability has resolved this turn.
Otherwise, you may turn a permanent you control face up." (608.2c: asked
as it resolves; 701.62a; 708.8: turned face up by an effect)."""

from __future__ import annotations

from mtgfaces.cards.characteristics import Zone
from mtgfaces.rules.actions import moves, resolving, turns
from mtgfaces.rules.state.choices import Answering
from mtgfaces.rules.state.game import Game, Step, Turn
from mtgfaces.rules.state.status import FaceDown
from tests.rules.builders import put

ZIMONE = "Zimone, Mystery Unraveler"


def _game() -> Game:
    game = Game(["Alice", "Bob"])
    game.set_turn(Turn("Alice", Step.MAIN1, number=3))
    put(game, ZIMONE)
    for card in ("Grizzly Bears", "Island", "Hill Giant", "Swamp", "Plains", "Mountain"):
        put(game, card, Zone.LIBRARY)
    return game


def _land_enters(game: Game) -> None:
    land = put(game, "Forest", Zone.HAND)
    moves.put_onto_battlefield(game, land.id)
    assert len(game.objects(Zone.STACK)) == 1


def _face_down(game: Game) -> list[str]:
    return [o.card.name for o in game.objects(Zone.BATTLEFIELD) if o.is_face_down]


def test_608_2c_the_first_resolution_this_turn_manifests_dread_the_next_turns_one_face_up() -> None:
    game = _game()
    _land_enters(game)
    resolving.resolve(game)
    assert _face_down(game) == ["Grizzly Bears"]  # the top card kept, Island binned (701.62a)
    (bears,) = [o for o in game.objects(Zone.BATTLEFIELD) if o.is_face_down]
    assert bears.status.face_down is FaceDown.MANIFEST_DREAD
    _land_enters(game)
    resolving.resolve(game)  # "Otherwise": she turns the Bears face up (708.8)
    assert _face_down(game) == []
    assert game.characteristics(game.get(bears.id)).name == "Grizzly Bears"
    assert [o.card.name for o in game.objects(Zone.GRAVEYARD, "Alice")] == ["Island"]


def test_609_3_otherwise_she_may_decline_to_turn_one_face_up() -> None:
    game = _game()
    _land_enters(game)
    resolving.resolve(game)
    _land_enters(game)
    game.answering = Answering([("no",)])  # "you may": no
    resolving.resolve(game)
    assert _face_down(game) == ["Grizzly Bears"]


def test_608_2c_two_triggers_at_once_the_first_to_resolve_manifests_the_other_doesnt() -> None:
    game = _game()
    lands = [put(game, "Forest", Zone.HAND), put(game, "Forest", Zone.HAND)]
    moves.put_onto_battlefield(game, lands[0].id)
    moves.put_onto_battlefield(game, lands[1].id)
    resolving.resolve_all(game)
    assert _face_down(game) == []  # dread manifested, then turned face up by the second
    assert [o.card.name for o in game.objects(Zone.GRAVEYARD, "Alice")] == ["Island"]


def test_608_2c_a_new_turn_its_first_resolution_manifests_dread_again() -> None:
    game = _game()
    _land_enters(game)
    resolving.resolve(game)
    turns.next_turn(game)  # Bob's turn
    _land_enters(game)
    resolving.resolve(game)
    assert _face_down(game) == ["Grizzly Bears", "Hill Giant"]
