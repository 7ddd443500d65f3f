"""Values a spell's text says are determined "as you cast this spell"
(601.2, 608.2h): worked out once, as the spell becomes cast (601.2i, after
its costs are paid, 601.2h), and kept in a ``noted_as_cast`` event of the
log, which the spell reads as it resolves (so saves keep them). One such
value is read: "the greatest power among creatures you controlled as you
cast this spell" (Lifestream's Blessing)."""

from __future__ import annotations

from mtgfaces.cards.characteristics import Characteristics, Zone
from mtgfaces.rules.state.events import Event, EventKind
from mtgfaces.rules.state.filters import printed_number
from mtgfaces.rules.state.game import Game
from mtgfaces.rules.state.status import ObjectId

GREATEST_POWER = "greatest power among creatures you controlled"
"""The key (and the note's words) of the value "the greatest power among
creatures you controlled as you cast this spell"."""

_AS_CAST_WORDS = f"the {GREATEST_POWER} as you cast this spell"


def note_as_cast(game: Game, spell: ObjectId, player: str, value: Characteristics) -> None:
    """601.2i, 608.2h: record what the spell's text needs noted as it becomes
    cast by ``player``, if anything (``value``: the spell's characteristics
    on the stack)."""
    if not any(_AS_CAST_WORDS in line for line in value.abilities):
        return
    powers = [
        int(printed_number(game.characteristics(o).power) or 0)
        for o in game.objects(Zone.BATTLEFIELD, player)
        if game.characteristics(o).has_type("Creature")
    ]
    greatest = max(powers, default=0)  # none: no power to be greatest, 0
    note = f"{GREATEST_POWER}: {greatest}"
    game.record(Event(EventKind.NOTED_AS_CAST, object=spell, player=player, rule="608.2h", note=note))


def noted_as_cast(game: Game, spell: ObjectId) -> dict[str, str]:
    """608.2h: the values noted as the spell was cast, by their keys (none
    for a spell whose cast noted none)."""
    for event in reversed(game.log):
        if event.kind is EventKind.NOTED_AS_CAST and event.object == spell:
            key, _, amount = event.note.rpartition(": ")
            return {key: amount}
        if event.kind is EventKind.ZONE_CHANGE and event.new_object == spell:
            break  # 400.7: noted after it became this object, or not at all
    return {}
