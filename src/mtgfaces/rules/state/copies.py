"""What a copy takes from the object it copies (CR 707.2, 707.8, 707.9).

The copiable values are the copied object's characteristics after layer 1:
its printed values for the face that is up (707.8), other copy effects, and
face-down status (708.2), but nothing from layers 2-7. Exceptions written
into the copy effect become part of the copy's copiable values (707.9b).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, NamedTuple

from mtgfaces.cards.characteristics import Characteristics, RuleNote, Zone
from mtgfaces.cards.colors import Color, color_tuple
from mtgfaces.cards.layouts import rules_for
from mtgfaces.cards.model import Side
from mtgfaces.rules.state.effects import CopyEffect, Duration
from mtgfaces.rules.state.layers import copiable_values, plan
from mtgfaces.rules.state.objects import GameObject

if TYPE_CHECKING:
    from mtgfaces.rules.state.game import Game


class CopyExceptions(NamedTuple):
    """Modifications a copy effect makes as part of copying (CR 707.9a-b).

    A color exception replaces the copied colors, and with them any color
    indicator (707.9d); types "in addition to its other types" add to them.
    """

    power: str | None = None
    toughness: str | None = None
    colors: tuple[Color, ...] | None = None
    add_types: tuple[str, ...] = ()
    add_subtypes: tuple[str, ...] = ()
    add_supertypes: tuple[str, ...] = ()
    add_abilities: tuple[str, ...] = ()
    name: str | None = None

    def apply(self, values: Characteristics) -> Characteristics:
        """The copied values with these exceptions made part of them (707.9b)."""
        changed = values._replace(
            supertypes=_add(values.supertypes, self.add_supertypes),
            types=_add(values.types, self.add_types),
            subtypes=_add(values.subtypes, self.add_subtypes),
            abilities=_add(values.abilities, self.add_abilities),
        )
        if self.power is not None:
            changed = changed._replace(power=self.power)
        if self.toughness is not None:
            changed = changed._replace(toughness=self.toughness)
        if self.colors is not None:
            changed = changed._replace(colors=color_tuple(self.colors), color_indicator=None)
        if self.name is not None:
            changed = changed._replace(name=self.name, names=(self.name,))
        return changed


def _add(items: tuple[str, ...], more: tuple[str, ...]) -> tuple[str, ...]:
    return items + tuple(m for m in more if m not in items)


def copy_values(game: Game, source: GameObject, exceptions: CopyExceptions | None = None) -> Characteristics:
    """The values a copy of ``source`` gets, as they are now (CR 707.2), with
    ``exceptions`` applied (707.9). A copy of a face-down permanent gets the
    face-down 2/2's values and nothing of the card behind it."""
    values = copiable_values(game, source)
    # CR 202.3b-c: a copy's mana value comes from the copied mana cost, so a
    # copy of a nonmodal back face or of a melded permanent has mana value 0.
    values = values._replace(mana_value=values.mana_cost.mana_value())
    return exceptions.apply(values) if exceptions is not None else values


def copy_notes(source: GameObject) -> tuple[RuleNote, ...]:
    """The rules that shape a copy of ``source``, for its trace."""
    notes = [RuleNote("707.8", "only the face that is up is copied")] if source.is_double_faced else []
    if source.is_melded:
        notes.append(RuleNote("202.3c", "a copy of a melded permanent has mana value 0"))
    elif source.status.up is Side.BACK and rules_for(source.card).nonmodal and not source.is_face_down:
        notes.append(RuleNote("202.3b", "a copy of a nonmodal back face has mana value 0"))
    if source.is_face_down:
        notes.append(RuleNote("707.2", "a face-down object's copiable values are the face-down ones (708.2)"))
    return tuple(notes)


def is_flip_card(game: Game, obj: GameObject) -> bool:
    """Whether the object's copiable values are a flip card's: its own card,
    or, as a copy, the flip card it copies (CR 710.1, 707.3; the Dimir
    Doppelganger example under 702)."""
    latest = _latest_copy_effect(game, obj)
    if latest is not None:
        return latest.flipped_values is not None
    return rules_for(obj.card).flips


def _latest_copy_effect(game: Game, obj: GameObject) -> CopyEffect | None:
    """The copy effect that sets the object's copiable values last (613.2a)."""
    copied = plan(game).copies.get(obj.id, ())  # in timestamp order
    return copied[-1] if copied else None


def flipped_copy_values(
    game: Game, source: GameObject, exceptions: CopyExceptions | None = None
) -> Characteristics | None:
    """What a copy of ``source`` is while the copy is flipped, if that
    differs: a flip card's copiable values include both halves, and the
    copy's own status picks one (CR 707.3 example, 710.2). None otherwise."""
    if source.is_face_down:
        return None
    latest = _latest_copy_effect(game, source)
    if latest is not None:
        # The latest copy effect sets all its copiable values (613.2a, 707.3).
        found = latest.flipped_values
        return found if found is None or exceptions is None else exceptions.apply(found)
    if not rules_for(source.card).flips:
        return None
    status = source.status._replace(flipped=True)
    return copy_values(game, source._replace(zone=Zone.BATTLEFIELD, status=status), exceptions)


def copy_effect(
    game: Game,
    target: GameObject,
    source: GameObject,
    *,
    exceptions: CopyExceptions | None = None,
    until: Duration = Duration.INDEFINITE,
) -> CopyEffect:
    """A layer 1a effect making ``target`` a copy of ``source`` as it is now."""
    # CR 707.2: flipped is status and isn't copied: the copy is the unflipped
    # half of a flip card until it is flipped itself.
    values = copy_values(game, source._replace(status=source.status._replace(flipped=False)), exceptions)
    name = None if source.is_face_down else source.card.name
    return CopyEffect(
        0,
        0,
        target=target.id,
        values=values,
        source_name=name,
        until=until,
        rules=copy_notes(source),
        flipped_values=flipped_copy_values(game, source, exceptions),
        room_values=room_copy_values(game, source, exceptions),
    )


ROOM_DOORS: tuple[frozenset[Side], ...] = (
    frozenset(),
    frozenset({Side.LEFT}),
    frozenset({Side.RIGHT}),
    frozenset({Side.LEFT, Side.RIGHT}),
)
"""The unlocked designations a Room can have, in the order of ``CopyEffect.room_values``."""


def room_copy_values(
    game: Game, source: GameObject, exceptions: CopyExceptions | None = None
) -> tuple[Characteristics, Characteristics, Characteristics, Characteristics] | None:
    """What a copy of a Room is with each set of its own doors unlocked: the
    halves and their shared type line are copiable, the designations aren't
    (CR 709.5b-c, 707.2). ``None`` if ``source``'s copiable values aren't a
    Room's (a copy of a copy takes the Room its source copies)."""
    if source.is_face_down:
        return None
    latest = _latest_copy_effect(game, source)
    if latest is not None:
        found = latest.room_values
        if found is None or exceptions is None:
            return found
        return (
            exceptions.apply(found[0]),
            exceptions.apply(found[1]),
            exceptions.apply(found[2]),
            exceptions.apply(found[3]),
        )
    if not rules_for(source.card).has_doors:
        return None
    doors = [
        copy_values(
            game,
            source._replace(zone=Zone.BATTLEFIELD, status=source.status._replace(unlocked=d)),
            exceptions,
        )
        for d in ROOM_DOORS
    ]
    return (doors[0], doors[1], doors[2], doors[3])
