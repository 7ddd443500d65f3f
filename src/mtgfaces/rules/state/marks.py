"""What says the board hasn't changed since a value was worked out from it
(the layers' plan keeps it, :func:`mtgfaces.rules.state.layers.plan`)."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from mtgfaces.rules.state.game import Game


def board_mark(game: Game) -> tuple[object, ...]:
    """What says the board (the objects, the continuous and copy effects)
    hasn't changed: the game's board version, bumped by every change to
    them through the game's methods, and its lists of effects, by identity
    and length (rules code may replace a list whole)."""
    return (game.board_version, game.effects, len(game.effects), game.copy_effects, len(game.copy_effects))


def same_board(kept: tuple[object, ...], now: tuple[object, ...]) -> bool:
    """Whether two :func:`board_mark` are the same board (a kept mark holds
    its lists, so no other list has their id)."""
    return (
        kept[0] == now[0]
        and kept[1] is now[1]
        and kept[2] == now[2]
        and kept[3] is now[3]
        and kept[4] == now[4]
    )
