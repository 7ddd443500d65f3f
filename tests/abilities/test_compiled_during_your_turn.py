"""Compiled "During your turn, ~ and other Knights you control have flying."
(CR 611.3a, 613.1f, 102.1: while its controller is the active player;
issue 17: Dion, Bahamut's Dominant)."""

from __future__ import annotations

from mtgfaces.rules.state.game import Game, Step, Turn
from mtgfaces.rules.state.status import ObjectId
from tests.rules.builders import put

DION = "Dion, Bahamut's Dominant // Bahamut, Warden of Light"


def _flies(game: Game, obj_id: ObjectId) -> bool:
    return "Flying" in game.characteristics(game.get(obj_id)).abilities


def test_611_3a_during_your_turn_it_and_other_knights_you_control_have_flying_dion() -> None:
    game = Game(["Alice", "Bob"])
    game.set_turn(Turn("Alice", Step.MAIN1, number=3))
    dion = put(game, DION)
    knight = put(game, "Knight of Meadowgrain")  # a Knight of Alice's
    bears = put(game, "Grizzly Bears")  # not a Knight
    theirs = put(game, "Knight of Meadowgrain", owner="Bob")  # not Alice's
    assert _flies(game, dion.id) and _flies(game, knight.id)
    assert not _flies(game, bears.id) and not _flies(game, theirs.id)
    game.set_turn(Turn("Bob", Step.MAIN1, number=4))  # not Alice's turn
    assert not _flies(game, dion.id) and not _flies(game, knight.id)
