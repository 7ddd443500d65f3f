"""Day and night (CR 731) and the daybound and nightbound keywords (702.145).

The designation lives in :class:`~mtgfaces.rules.state.values.Turn` (saved with it).
:func:`mtgfaces.rules.actions.daybound.apply` runs after every action: it
makes it day or night when a daybound or nightbound permanent needs it
(702.145d, g) and transforms the permanents whose face doesn't fit
(702.145c, f), at once and not as a state-based action. :func:`untap_check` is the untap step's look at
the previous turn (731.2).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from mtgfaces.cards.characteristics import Zone
from mtgfaces.cards.keywords import has_keyword
from mtgfaces.cards.model import Side
from mtgfaces.rules.state.events import Event, EventKind
from mtgfaces.rules.state.values import DayNight

if TYPE_CHECKING:
    from mtgfaces.rules.state.game import Game
    from mtgfaces.rules.state.objects import GameObject

DAYBOUND, NIGHTBOUND = "Daybound", "Nightbound"


def has(game: Game, obj: GameObject, keyword: str) -> bool:
    """Whether the permanent has the keyword now (a face-down one has none, 708.2)."""
    return any(a.split(" (")[0].strip() == keyword for a in game.characteristics(obj).abilities)


def bound(game: Game, obj: GameObject) -> str | None:
    """ "daybound" or "nightbound" for a permanent that can't transform except
    by that ability (702.145b, e), else ``None``."""
    if obj.zone is not Zone.BATTLEFIELD or obj.is_face_down:
        return None
    for keyword in (DAYBOUND, NIGHTBOUND):
        if has(game, obj, keyword):
            return keyword.lower()
    return None


def enters_transformed(game: Game, obj: GameObject) -> bool:
    """702.145b: if it is night, a daybound double-faced card enters transformed."""
    return (
        game.turn.day_night is DayNight.NIGHT
        and obj.card.has_side(Side.BACK)
        and has_keyword(obj.card.front, DAYBOUND)
    )


def become(game: Game, designation: DayNight, rule: str, why: str) -> None:
    """It becomes day or night (731.1), for the reason given."""
    game.set_turn(game.turn._replace(day_night=designation))
    game.record(Event(EventKind.DAY_NIGHT, rule=rule, note=f"it becomes {designation.value}: {why}"))


def untap_check(game: Game, previous_active: str, turn_start: int) -> None:
    """CR 731.2: as the second part of the untap step, the previous turn's
    spells (those its active player cast, counted from the log) decide."""
    if game.turn.day_night is None:
        return  # 731.2c
    cast = sum(1 for e in game.log[turn_start:] if e.kind is EventKind.CAST and e.player == previous_active)
    if game.turn.day_night is DayNight.DAY and cast == 0:
        become(game, DayNight.NIGHT, "731.2a", f"{previous_active} cast no spells during their turn")
    elif game.turn.day_night is DayNight.NIGHT and cast >= 2:
        become(game, DayNight.DAY, "731.2b", f"{previous_active} cast {cast} spells during their turn")


def turn_start(game: Game) -> int:
    """Where in the log the current turn began (its untap step), or 0."""
    for index in range(len(game.log) - 1, -1, -1):
        event = game.log[index]
        if event.kind is EventKind.TURN_STEP and event.note == "untap":
            return index
    return 0
