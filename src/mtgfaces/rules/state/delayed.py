"""Delayed triggered abilities (CR 603.7): made by an effect as it resolves,
they trigger once, at a named time or on a named event, later.

A delayed trigger is data the game keeps (:attr:`Game.delayed_triggers`),
saved and restored with the rest of the state: which ability's effect made
it and which of that ability's delayed parts it is (the registry finds what
it does again by the key), when it triggers, who controls it (603.7d), its
source (603.7e) and the values the effect noted, the objects it refers to
among them (603.7c: a card that changed zones since is another object,
400.7, and the ability does nothing to it).
"""

from __future__ import annotations

from enum import StrEnum
from typing import NamedTuple

from mtgfaces.cards.model import Card
from mtgfaces.rules.state.effects import Duration
from mtgfaces.rules.state.events import Event, EventKind
from mtgfaces.rules.state.status import ObjectId

OBJECTS = "delayed objects"
"""The noted value holding the ids of the objects a delayed trigger refers
to (603.7c), comma-separated."""

DELAYED_PART = "delayed part"
"""The option of an ability on the stack naming which delayed part (603.7a)
of the ability under its "script" key it is."""


class DelayedWhen(StrEnum):
    """When a delayed triggered ability triggers (603.7a)."""

    NEXT_END_STEP = "next_end_step"  # "at the beginning of the next end step" (513.1)
    YOUR_NEXT_END_STEP = "your_next_end_step"  # "at the beginning of your next end step" (513.1)
    END_OF_COMBAT = "end_of_combat"  # "at end of combat": as the end of combat step begins (511.1, 511.2)
    NEXT_UPKEEP = "next_upkeep"  # "at the beginning of the next upkeep" (503.1)
    DIES_THIS_TURN = "dies_this_turn"  # "when [it] dies this turn" (700.4)
    # "at the beginning of your next main phase this turn" (505.1): its controller's, this turn only
    YOUR_NEXT_MAIN_THIS_TURN = "your_next_main_this_turn"

    @property
    def rule(self) -> str:
        """The CR rule of the moment it names."""
        return _RULES[self]


_RULES = {
    DelayedWhen.NEXT_END_STEP: "513.1",
    DelayedWhen.YOUR_NEXT_END_STEP: "513.1",
    DelayedWhen.END_OF_COMBAT: "511.2",
    DelayedWhen.NEXT_UPKEEP: "503.1",
    DelayedWhen.DIES_THIS_TURN: "700.4",
    DelayedWhen.YOUR_NEXT_MAIN_THIS_TURN: "505.1",
}


class DelayedTrigger(NamedTuple):
    """A delayed triggered ability waiting to trigger (603.7a).

    ``ability`` is the registry key of the ability (or spell) whose effect
    made it and ``part`` the index of this one among that ability's delayed
    parts. ``since`` is the length of the log when it was made: only later
    events trigger it. ``card`` is its source's card, for the ability's
    object on the stack; ``transformations`` the source's transform count
    as the effect resolved (701.27f). ``until`` is END_OF_TURN for one that
    triggers only "this turn"."""

    id: int
    when: DelayedWhen
    ability: str
    part: int
    controller: str
    source: ObjectId | None
    source_name: str
    card: Card
    since: int
    noted: tuple[tuple[str, str], ...] = ()
    transformations: int | None = None
    until: Duration = Duration.INDEFINITE

    @property
    def objects(self) -> tuple[ObjectId, ...]:
        """The objects it refers to (603.7c), as noted when it was made."""
        text = dict(self.noted).get(OBJECTS, "")
        return tuple(ObjectId(int(word)) for word in text.split(",") if word)

    def triggers_on(self, event: Event) -> bool:
        """Whether ``event`` (one logged after it was made) triggers it."""
        when = self.when
        if when is DelayedWhen.DIES_THIS_TURN:
            # 700.4: "dies" is put into a graveyard from the battlefield.
            return (
                event.kind is EventKind.ZONE_CHANGE
                and event.from_zone == "battlefield"
                and event.to_zone == "graveyard"
                and event.object in self.objects
            )
        if event.kind is not EventKind.TURN_STEP:
            return False
        if when is DelayedWhen.END_OF_COMBAT:
            return event.note == "end_of_combat"
        if when is DelayedWhen.NEXT_UPKEEP:
            return event.note == "upkeep"
        if when is DelayedWhen.YOUR_NEXT_MAIN_THIS_TURN:  # 505.1: either main phase, if it is theirs
            return event.note in ("main1", "main2") and event.player == self.controller
        if when is DelayedWhen.YOUR_NEXT_END_STEP and event.player != self.controller:
            return False
        return event.note == "end"
