"""Daybound and nightbound permanents follow day and night (CR 702.145c-g):
after every action (the abilities layer runs it), at once and not as a
state-based action. The designation and the keywords are
:mod:`mtgfaces.rules.state.daynight`'s."""

from __future__ import annotations

from typing import TYPE_CHECKING

from mtgfaces.cards.model import Side
from mtgfaces.rules.actions import faces
from mtgfaces.rules.state.board import board
from mtgfaces.rules.state.daynight import become
from mtgfaces.rules.state.values import DayNight

if TYPE_CHECKING:
    from mtgfaces.rules.state.game import Game


def apply(game: Game) -> None:
    """702.145c-g, after any action: the designation a daybound or nightbound
    permanent asks for, then transform what doesn't fit. The daybound and
    nightbound permanents are kept while the board stands: with none and
    neither day nor night, this is a lookup."""
    found = board(game)
    day, night = found.daybound, found.nightbound
    if game.turn.day_night is None:
        if day:
            become(game, DayNight.DAY, "702.145d", "a player controls a permanent with daybound")
        elif night:
            become(game, DayNight.NIGHT, "702.145g", "a player controls a permanent with nightbound")
    if game.turn.day_night is DayNight.NIGHT:
        for permanent in day:
            if permanent.status.up is Side.FRONT:
                faces.transform(game, permanent.id, day_night=True)  # 702.145c
    elif game.turn.day_night is DayNight.DAY:
        for permanent in night:
            if permanent.status.up is Side.BACK:
                faces.transform(game, permanent.id, day_night=True)  # 702.145f
