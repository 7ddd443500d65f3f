"""Compiled effects that turn a permanent face down (issue 17, 708.2)."""

from __future__ import annotations

from mtgfaces.cards.characteristics import Zone
from mtgfaces.rules.actions import activating, resolving
from mtgfaces.rules.state.game import Game
from tests.rules.builders import put


def test_708_2a_turn_it_face_down_wall_of_deceit() -> None:
    game = Game(["Alice", "Bob"])
    wall = put(game, "Wall of Deceit")  # "{3}: Turn Wall of Deceit face down." and morph
    activating.activate(game, wall.id, 1)
    resolving.resolve(game)
    down = game.get(wall.id)  # the same object (708.2b)
    value = game.characteristics(down)
    assert down.zone is Zone.BATTLEFIELD and down.is_face_down
    assert value.name is None and (value.power, value.toughness) == ("2", "2")
