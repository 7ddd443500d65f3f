"""Compiled "exile the top card of your library face down. You may look at
and play that card this turn." (CR 406.3: only its controller may look at
it; 601.3, 305.1, 514.2: it may be played until the turn ends; issue 17:
Headliner Scarlett)."""

from __future__ import annotations

import pytest

from mtgfaces.cards.characteristics import Zone
from mtgfaces.errors import IllegalAction
from mtgfaces.rules.actions import casting, resolving, turns
from mtgfaces.rules.state.game import Game, Step, Turn
from mtgfaces.rules.state.looking import may_look
from mtgfaces.rules.state.status import ObjectId
from tests.rules.builders import names, put


def _upkeep_exile(game: Game) -> ObjectId:
    game.set_turn(Turn("Alice", Step.UNTAP, number=3))
    put(game, "Mountain", Zone.LIBRARY)
    put(game, "Island", Zone.LIBRARY)
    put(game, "Headliner Scarlett")
    turns.set_step(game, Step.UPKEEP)
    resolving.resolve(game)
    (exiled,) = game.objects(Zone.EXILE, "Alice")
    assert exiled.is_face_down and exiled.card.name == "Mountain"
    return exiled.id


def test_406_3_its_controller_may_look_at_the_face_down_card_the_opponent_may_not_headliner_scarlett() -> (
    None
):
    game = Game(["Alice", "Bob"])
    exiled = _upkeep_exile(game)
    card = game.get(exiled)
    assert may_look(game, card, "Alice") and not may_look(game, card, "Bob")


def test_601_3_play_that_card_this_turn_headliner_scarlett() -> None:
    game = Game(["Alice", "Bob"])
    exiled = _upkeep_exile(game)
    turns.set_step(game, Step.MAIN1)
    casting.play_land(game, exiled, from_zone=Zone.EXILE)
    assert "Mountain" in names(game, Zone.BATTLEFIELD, "Alice")


def test_514_2_not_after_this_turn_headliner_scarlett() -> None:
    game = Game(["Alice", "Bob"])
    put(game, "Island", Zone.LIBRARY, owner="Bob")
    exiled = _upkeep_exile(game)
    turns.next_turn(game)
    game.set_turn(Turn("Alice", Step.MAIN1, number=5))
    with pytest.raises(IllegalAction):
        casting.verify_play_land(game, exiled, from_zone=Zone.EXILE)
