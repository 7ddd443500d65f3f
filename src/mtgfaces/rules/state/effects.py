"""Continuous effects and the layer each applies in (CR 611, 613)."""

from __future__ import annotations

from enum import IntEnum, StrEnum
from typing import NamedTuple

from mtgfaces.cards.characteristics import Characteristics, RuleNote, Zone
from mtgfaces.cards.colors import Color
from mtgfaces.rules.state.filters import Filter
from mtgfaces.rules.state.status import ObjectId


class Layer(IntEnum):
    """CR 613.1: the order effects apply in."""

    COPY = 1
    CONTROL = 2
    TEXT = 3
    TYPE = 4
    COLOR = 5
    ABILITY = 6
    POWER_TOUGHNESS = 7


class Duration(StrEnum):
    """How long an effect lasts (CR 611.2)."""

    INDEFINITE = "indefinite"
    END_OF_TURN = "end_of_turn"  # ends in the cleanup step, CR 514.2
    UNTIL_YOUR_NEXT_TURN = "until_your_next_turn"  # ends as its player's next turn begins, CR 611.2b
    # "until the end of your next turn" (611.2a): as its player's next turn
    # begins it becomes an "until end of turn" effect, ending in that turn's cleanup (514.2)
    END_OF_YOUR_NEXT_TURN = "end_of_your_next_turn"


class Modification(NamedTuple):
    """What a continuous effect does to each object it applies to. Each field
    belongs to one layer (see :meth:`layers`)."""

    controller: str | None = None  # layer 2
    replace_text: tuple[tuple[str, str], ...] = ()  # layer 3: (old word, new word), CR 612
    add_supertypes: tuple[str, ...] = ()  # layer 4
    add_types: tuple[str, ...] = ()
    add_subtypes: tuple[str, ...] = ()
    # "It's a Forest land (it has no other types)": the card types and
    # subtypes it has instead (205.1b; supertypes stay).
    set_types: tuple[str, ...] | None = None
    set_subtypes: tuple[str, ...] | None = None
    set_colors: tuple[Color, ...] | None = None  # layer 5
    lose_all_abilities: bool = False  # layer 6
    add_abilities: tuple[str, ...] = ()
    set_power: int | None = None  # layer 7b
    set_toughness: int | None = None
    power: int = 0  # layer 7c
    toughness: int = 0
    switch_power_toughness: bool = False  # layer 7d

    def layers(self) -> tuple[Layer, ...]:
        found = []
        if self.controller is not None:
            found.append(Layer.CONTROL)
        if self.replace_text:
            found.append(Layer.TEXT)
        if (
            self.add_supertypes
            or self.add_types
            or self.add_subtypes
            or self.set_types is not None
            or self.set_subtypes is not None
        ):
            found.append(Layer.TYPE)
        if self.set_colors is not None:
            found.append(Layer.COLOR)
        if self.lose_all_abilities or self.add_abilities:
            found.append(Layer.ABILITY)
        if (
            self.set_power is not None
            or self.set_toughness is not None
            or self.power
            or self.toughness
            or self.switch_power_toughness
        ):
            found.append(Layer.POWER_TOUGHNESS)
        return tuple(found)


class ContinuousEffect(NamedTuple):
    """An effect that modifies characteristics (or control) of the objects it
    applies to: those in ``objects``, or those matching ``filter`` in ``zones``.

    The set of objects a filter finds is fixed as the effect starts to apply
    in each layer, from the characteristics the earlier layers produced
    (CR 613.6 in effect, without dependencies).
    """

    id: int
    timestamp: int
    modification: Modification
    filter: Filter | None = None
    objects: tuple[ObjectId, ...] = ()
    zones: tuple[Zone, ...] = (Zone.BATTLEFIELD,)
    until: Duration = Duration.INDEFINITE
    player: str | None = None  # whom it benefits or binds, for "you control"
    note: str = ""
    excluded: tuple[ObjectId, ...] = ()  # "other ...": never these (its source), whatever the filter says


class CopyEffect(NamedTuple):
    """Layer 1a (CR 707): ``target`` has the copiable values ``values`` (taken
    from the copied object when the effect began, exceptions applied, 707.9)."""

    id: int
    timestamp: int
    target: ObjectId
    values: Characteristics
    source_name: str | None
    until: Duration = Duration.INDEFINITE
    rules: tuple[RuleNote, ...] = ()  # what copying applied, for the trace
    # A copied flip card's alternative characteristics, which apply while the
    # copy itself is flipped: status isn't copied (CR 707.2, 707.3, 710.2).
    flipped_values: Characteristics | None = None
    # A copied Room's values with no door, the left, the right and both doors
    # unlocked: its halves are copiable, the unlocked designations aren't, so
    # the copy's own designations pick one (CR 709.5, 709.5b-c, 707.2).
    room_values: tuple[Characteristics, Characteristics, Characteristics, Characteristics] | None = None
