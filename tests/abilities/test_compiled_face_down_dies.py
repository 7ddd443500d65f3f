"""Cryptic Pursuit's "Whenever a face-down creature you control dies, exile
it if it's an instant or sorcery card. You may cast that card until the end
of your next turn." (603.10a: the creature as it last existed, face down;
708.9: its card revealed as it leaves; 400.7: the card it became; 601.3,
611.2a: a permission for that card only, spells only)."""

from __future__ import annotations

from mtgfaces.cards.characteristics import Zone
from mtgfaces.rules.actions import casting, manifesting, moves, resolving, turns
from mtgfaces.rules.save import dumps, loads
from mtgfaces.rules.state.game import Game, Step, Turn
from tests.rules.builders import names, put

PURSUIT = "Cryptic Pursuit"


def _manifested(game: Game, card: str, owner: str = "Alice") -> int:
    """``card`` manifested by ``owner`` from the top of their library: the permanent's id."""
    put(game, card, Zone.LIBRARY, owner=owner)
    manifesting.manifest(game, owner)
    (down,) = [o for o in game.objects(Zone.BATTLEFIELD) if o.is_face_down and o.card.name == card]
    return int(down.id)


def _game() -> Game:
    game = Game(["Alice", "Bob"])
    game.set_turn(Turn("Alice", Step.MAIN1, number=3, priority="Alice"))
    put(game, PURSUIT)
    return game


def _can_cast_from_exile(game: Game, card: str) -> bool:
    (exiled,) = [o for o in game.objects(Zone.EXILE) if o.card.name == card]
    return casting.can_cast(game, exiled.id, player="Alice", from_zone=Zone.EXILE, targets=("Bob",))


def test_603_10a_a_face_down_instant_that_dies_is_exiled_and_may_be_cast_cryptic_pursuit() -> None:
    game = _game()
    bolt = _manifested(game, "Lightning Bolt")
    moves.move(game, bolt, Zone.GRAVEYARD)  # it dies, revealed (708.9)
    assert len(game.objects(Zone.STACK)) == 1
    game = loads(dumps(game))
    resolving.resolve(game)
    assert names(game, Zone.EXILE) == ["Lightning Bolt"]
    assert _can_cast_from_exile(game, "Lightning Bolt")


def test_611_2a_the_permission_lasts_until_the_end_of_her_next_turn() -> None:
    game = _game()
    moves.move(game, _manifested(game, "Lightning Bolt"), Zone.GRAVEYARD)
    resolving.resolve(game)
    turns.next_turn(game)  # Bob's turn: still hers to cast (an instant)
    game.set_turn(game.turn._replace(priority="Alice"))
    assert _can_cast_from_exile(game, "Lightning Bolt")
    turns.next_turn(game)  # her next turn
    game.set_turn(game.turn._replace(step=Step.MAIN1, priority="Alice"))
    assert _can_cast_from_exile(game, "Lightning Bolt")
    turns.next_turn(game)  # it ended with her next turn (514.2)
    game.set_turn(game.turn._replace(priority="Alice"))
    assert not _can_cast_from_exile(game, "Lightning Bolt")


def test_400_7_a_face_down_creature_card_that_dies_stays_in_the_graveyard() -> None:
    game = _game()
    moves.move(game, _manifested(game, "Grizzly Bears"), Zone.GRAVEYARD)
    resolving.resolve_all(game)
    assert names(game, Zone.GRAVEYARD, "Alice") == ["Grizzly Bears"]
    assert names(game, Zone.EXILE) == []


def test_603_10a_a_face_up_creature_or_an_opponents_face_down_one_doesnt_trigger_it() -> None:
    game = _game()
    bears = put(game, "Grizzly Bears")
    moves.move(game, bears.id, Zone.GRAVEYARD)
    moves.move(game, _manifested(game, "Lightning Bolt", owner="Bob"), Zone.GRAVEYARD)
    assert game.objects(Zone.STACK) == []
