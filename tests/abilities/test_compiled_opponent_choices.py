"""Compiled "any opponent may sacrifice a creature. If no one does, transform
~." (CR 609.3, 701.21a, 101.4, 608.2c: Innocent Traveler) and "A creature
dealt damage this way can't block this turn." (509.1b, 514.2: Ballista
Wielder). Issue 17."""

from __future__ import annotations

import pytest

from mtgfaces.cards.characteristics import Zone
from mtgfaces.cards.model import Side
from mtgfaces.rules.actions import activating, resolving, turns
from mtgfaces.rules.actions.requirements import cant_block
from mtgfaces.rules.state.choices import Answering
from mtgfaces.rules.state.game import Game, Step, Turn
from mtgfaces.rules.state.values import DayNight
from tests.rules.builders import names, put


@pytest.mark.parametrize(
    ("bob_has", "answer", "transforms"), [(True, "yes", False), (True, "no", True), (False, "", True)]
)
def test_609_3_any_opponent_may_sacrifice_if_no_one_does_transform_innocent_traveler(
    bob_has: bool, answer: str, transforms: bool
) -> None:
    game = Game(["Alice", "Bob"])
    game.set_turn(Turn("Alice", Step.UNTAP, number=3))
    traveler = put(game, "Innocent Traveler // Malicious Invader")
    if bob_has:
        put(game, "Grizzly Bears", owner="Bob")
    game.answering = Answering([(answer,)] if answer else [])
    turns.set_step(game, Step.UPKEEP)
    resolving.resolve(game)
    assert (game.get(traveler.id).status.up is Side.BACK) is transforms
    assert names(game, Zone.GRAVEYARD, "Bob") == (["Grizzly Bears"] if answer == "yes" else [])


def test_509_1b_a_creature_dealt_damage_this_way_cant_block_this_turn_ballista_wielder() -> None:
    game = Game(["Alice", "Bob"])
    game.set_turn(Turn("Alice", Step.MAIN1, number=3, day_night=DayNight.NIGHT))
    wielder = put(game, "Ballista Watcher // Ballista Wielder", up=Side.BACK)
    wall = put(game, "Wall of Stone", owner="Bob")
    activating.activate(game, wielder.id, targets=[wall.id])
    resolving.resolve(game)
    assert game.get(wall.id).status.damage == 1
    assert cant_block(game, game.get(wall.id)) is not None
    turns.cleanup(game)  # 514.2: it ends with the turn
    assert cant_block(game, game.get(wall.id)) is None
