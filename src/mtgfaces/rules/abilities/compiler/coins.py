"""Compiled coin flips (CR 705): "flip a coin", then "if you win the flip"
or "if you lose the flip, ..." (705.1: the ability cares whether its
controller wins or loses). The flip comes from the game's injected random
generator (705.2: coin flips are random; each call wins half the time) and
is recorded in the log, so a saved game replays it."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from lark import Token, Tree

from mtgfaces.rules.state.abilities import Effect, Resolution
from mtgfaces.rules.state.events import Event, EventKind

if TYPE_CHECKING:
    from mtgfaces.rules.abilities.compiler.objects import Reading

FLIP = "flip"
"""The noted value holding the outcome of the ability's flip: "won" or "lost"."""


def flip_coin(reading: Reading, _: list[Tree[Token]], __: Tree[Token]) -> Effect:
    reading.flipped = True

    def flip(res: Resolution) -> None:
        """705.1, 705.2: its controller flips a coin and calls it; the call
        matches (a win) half the time."""
        outcome = "won" if res.game.rng.random() < 0.5 else "lost"
        res.noted[FLIP] = outcome
        event = Event(EventKind.COIN_FLIPPED, object=res.source, player=res.controller, rule="705.2")
        res.game.record(event._replace(note=f"{res.controller} {outcome} the flip"))

    return flip


def flipped(tree: Tree[Token]) -> Callable[[Resolution], bool]:
    """ "if you win the flip", "if you lose the flip" (705.1): the outcome of
    the flip before it in the ability."""
    wanted = "won" if tree.data == "won_flip" else "lost"
    return lambda res: res.noted.get(FLIP) == wanted
