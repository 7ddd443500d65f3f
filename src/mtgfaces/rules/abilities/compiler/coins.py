"""Compiled coin flips (CR 705): "flip a coin", then "if you win the flip"
or "if you lose the flip, ..." (705.1: the ability cares whether its
controller wins or loses), or "if it comes up heads / tails" (705.2: no one
calls it). One flip comes from the game's injected random generator (each
side half the time); its controller's call is heads, so they win when it
comes up heads. It is recorded in the log, so a saved game replays it."""

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
COIN = "coin"
"""The noted value holding the side the coin came up: "heads" or "tails"."""


def flip_coin(reading: Reading, _: list[Tree[Token]], __: Tree[Token]) -> Effect:
    reading.flipped = True
    reading.flipped_coin = True

    def flip(res: Resolution) -> None:
        """705.1, 705.2: its controller flips a coin: heads or tails, each
        half the time; calling heads, they win when it comes up heads."""
        side = res.game.rng.choice(("heads", "tails"))
        outcome = "won" if side == "heads" else "lost"
        res.noted[COIN], res.noted[FLIP] = side, outcome
        event = Event(EventKind.COIN_FLIPPED, object=res.source, player=res.controller, rule="705.2")
        res.game.record(event._replace(note=f"it came up {side}: {res.controller} {outcome} the flip"))

    return flip


def flipped(tree: Tree[Token]) -> Callable[[Resolution], bool]:
    """ "if you win the flip", "if you lose the flip" (705.1): the outcome of
    the flip before it in the ability."""
    wanted = "won" if tree.data == "won_flip" else "lost"
    return lambda res: res.noted.get(FLIP) == wanted
