"""Events: the frozen record of everything that happened, in order.

Every change to a game appends events to its log; later work hangs triggered
abilities on them, and the log replays to the same state.
"""

from __future__ import annotations

from collections.abc import Iterable
from enum import StrEnum
from typing import NamedTuple

from mtgfaces.rules.state.status import ObjectId


class EventKind(StrEnum):
    """The events the engine reports (the names of docs/scenario-format.md)."""

    ENTERED_BATTLEFIELD = "entered_battlefield"
    LEFT_BATTLEFIELD = "left_battlefield"
    ZONE_CHANGE = "zone_change"
    TRANSFORMED = "transformed"
    CONVERTED = "converted"
    FLIPPED = "flipped"
    TURNED_FACE_UP = "turned_face_up"
    TURNED_FACE_DOWN = "turned_face_down"
    MELDED = "melded"
    CAST = "cast"
    LAND_PLAYED = "land_played"
    REVEALED = "revealed"
    # CR 701.20e: ``player`` looked at ``object``, shown to that player only; ``note`` is its name
    LOOKED_AT = "looked_at"
    UNLOCKED = "unlocked"
    TOKEN_CREATED = "token_created"
    SPELL_COPIED = "spell_copied"  # CR 707.10
    # CR 118.9: ``player`` cast a spell (``note``) paying the alternative cost ``object``'s ability offers
    ALTERNATIVE_COST_PAID = "alternative_cost_paid"
    CARD_COPIED = "card_copied"  # CR 707.12: ``object`` copied as ``new_object`` in its zone, to be cast
    ATTACHED = "attached"  # CR 701.3
    COUNTERS_ADDED = "counters_added"  # CR 122.1
    UNTAPPED = (
        "untapped"  # CR 701.26b: ``object`` untapped (not when a stun counter is removed instead, 122.1d)
    )
    LOST_GAME = "lost_game"  # CR 704.5a-b
    CEASED_TO_EXIST = "ceased_to_exist"  # a token or copy off its zone, CR 704.5d, 707.10a
    IGNORED = "ignored"
    SHUFFLED = "shuffled"
    MANIFESTED_DREAD = "manifested_dread"  # CR 701.62b: a player manifested dread
    CREATED = "created"  # an object put into the game by the scenario's set-up
    EFFECT_ADDED = "effect_added"
    EFFECT_ENDED = "effect_ended"
    TURN_STEP = "turn_step"
    ABILITY_TRIGGERED = "ability_triggered"  # put on the stack, CR 603.3
    ABILITY_ACTIVATED = "ability_activated"  # CR 602.2
    ATTACKS = "attacks"  # declared as an attacker, CR 508.1
    BLOCKS = "blocks"  # ``object`` blocks ``new_object``, CR 509.1
    DAMAGE_DEALT = "damage_dealt"  # CR 120.3; ``note`` is the amount
    LIFE_CHANGED = "life_changed"  # CR 119.3; ``note`` is the change, "-2" or "+3"
    BECAME_TARGET = "became_target"  # ``object`` targeted by ``new_object`` (115.1, ward 702.21a)
    DAY_NIGHT = "day_night"  # it becomes day or night, CR 731.1
    MANA_ADDED = "mana_added"  # CR 106.4; ``note`` is the mana added to the pool
    MANA_EMPTIED = "mana_emptied"  # CR 106.4: a pool emptied between steps; ``note`` is what was lost
    COST_PAID = "cost_paid"  # CR 601.2h, 602.2b; ``note`` says for what, and what was paid
    # CR 601.2i, 608.2h: a value the spell ``object``'s text determines "as you cast this spell" (``note``)
    NOTED_AS_CAST = "noted_as_cast"
    DISCARDED = "discarded"  # CR 701.9: ``object`` became ``new_object`` in the graveyard
    # CR 701.21a: ``player`` sacrificed ``object`` (as it last existed, 603.10a); it became ``new_object``
    SACRIFICED = "sacrificed"
    CONCEDED = "conceded"  # CR 104.3a
    COIN_FLIPPED = "coin_flipped"  # CR 705.2: ``player`` flipped a coin; ``note`` says who won or lost
    # CR 603.8: never logged; the kind a state-triggered ability is indexed under (abilities/triggers.py)
    STATE_TRIGGER = "state_trigger"
    STRIKES_FIRST = (
        "strikes_first"  # ``object`` had first or double strike as the first damage step began (510.4)
    )


class Event(NamedTuple):
    """One thing that happened.

    ``object`` is the object it happened to; for a zone change, ``new_object``
    is the new object that the card became (CR 400.7). ``rule`` is the CR rule
    that made it happen or (for ``ignored``) that says nothing happens.
    """

    kind: EventKind
    object: ObjectId | None = None
    new_object: ObjectId | None = None
    player: str | None = None
    from_zone: str | None = None
    to_zone: str | None = None
    rule: str | None = None
    note: str = ""


def became(log: Iterable[Event], old: ObjectId, to_zone: str | None = None) -> tuple[ObjectId, ...]:
    """The new objects ``old`` became as it changed zones (CR 400.7), oldest
    first, optionally only those it became moving into ``to_zone``. A melded
    permanent that left the battlefield became two cards: an effect that
    finds the new object finds both and does the same to each (712.21c)."""
    return tuple(
        dict.fromkeys(
            e.new_object
            for e in log
            if e.object == old
            and e.new_object is not None
            and e.to_zone is not None
            and to_zone in (None, e.to_zone)
        )
    )


USED_TO_CRAFT = "used to craft"
"""The note of the event linking a card exiled to pay a craft ability's cost
(``object``, in exile) to the permanent that ability put onto the battlefield
(``new_object``) (CR 702.167c)."""


class Moved(NamedTuple):
    """How many objects and how many cards changed zones (712.21e)."""

    objects: int
    cards: int


def moved(log: Iterable[Event], *, from_zone: str | None = None, to_zone: str | None = None) -> Moved:
    """What changed zones in these events (optionally only from or to a
    zone): a melded permanent that left counts as one object and two cards
    (712.21e); a token is an object and no card (111.1)."""
    changes = [
        e
        for e in log
        if e.kind is EventKind.ZONE_CHANGE
        and from_zone in (None, e.from_zone)
        and to_zone in (None, e.to_zone)
    ]
    objects = len({e.object for e in changes})
    cards = len({e.new_object for e in changes if not is_token_change(e)})
    return Moved(objects, cards)


TOKEN_NOTE = "token"
CREATURE_OF = "creature of "
NOTE_JOIN = "; "
"""A zone change's note: "token" for a token (111.1), "creature of P" for
a permanent that was a creature controlled by P as it left the battlefield
(603.10a), joined by "; "."""


def is_token_change(event: Event) -> bool:
    """Whether a zone change is a token's (111.1: no card)."""
    return TOKEN_NOTE in event.note.split(NOTE_JOIN)


def left_as_creature(event: Event) -> str:
    """The controller of the creature a zone change took from the
    battlefield, as it last existed there (603.10a), or "" if it was none."""
    for word in event.note.split(NOTE_JOIN):
        if word.startswith(CREATURE_OF):
            return word.removeprefix(CREATURE_OF)
    return ""
