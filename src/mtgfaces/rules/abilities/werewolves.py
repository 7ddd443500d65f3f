"""What the werewolves of Innistrad share (CR 603.4, 701.27): "at the
beginning of each upkeep, if no spells were cast last turn (or a player
cast two or more), transform this". The Innistrad scripts and the compiled
template (:mod:`mtgfaces.rules.abilities.compiler`) both use it."""

from __future__ import annotations

from mtgfaces.rules.abilities.support import source_permanent
from mtgfaces.rules.actions import faces
from mtgfaces.rules.state.abilities import Resolution, TriggerCheck
from mtgfaces.rules.state.events import EventKind
from mtgfaces.rules.state.game import Game, Step


def upkeep(check: TriggerCheck, *, yours: bool) -> bool:
    """503.1a: "at the beginning of [your / each] upkeep"."""
    event = check.event
    if event.note != Step.UPKEEP.value:
        return False
    return not yours or event.player == check.game.controller(check.source)


def spells_cast_last_turn(game: Game) -> dict[str, int]:
    """How many spells each player cast in the previous turn (the werewolf
    conditions), from the log: between the last two untap steps (the log's
    start stands for the first turn's)."""
    starts = [i for i, e in enumerate(game.log) if e.kind is EventKind.TURN_STEP and e.note == "untap"]
    if not starts:
        return {}
    begin = starts[-2] if len(starts) > 1 else 0
    counts: dict[str, int] = {}
    for event in game.log[begin : starts[-1]]:
        if event.kind is EventKind.CAST and event.player is not None:
            counts[event.player] = counts.get(event.player, 0) + 1
    return counts


def transform_self(res: Resolution) -> None:
    """Transform this permanent (701.27a), if it is still the same one (400.7)."""
    werewolf = source_permanent(res)
    if werewolf is not None:
        faces.transform(res.game, werewolf.id, source=werewolf.id, since_transformations=res.transformations)
