"""What the permanents and emblems have that every action looks at after it
is done, kept by the game (:class:`~mtgfaces.rules.state.memo.Memo`) while
the board stands: the triggered abilities by the event they trigger on
(603.2, 114.4), and the permanents with daybound or nightbound (702.145).

"The board" is the battlefield's objects, the continuous and copy effects
(what the layers' plan is built from, :func:`mtgfaces.rules.state.layers.plan`),
the command zone's objects and the abilities registered: an object's
characteristics are a function of itself and the effects (613.1; a
characteristic-defining ability sets power and toughness only, 604.3,
613.4a), and its abilities of its characteristics, so while these stand
what was found stands. Most actions (a priority pass, a step) change none
of them, and the checks after them cost a lookup.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, NamedTuple

from mtgfaces.cards.characteristics import Zone
from mtgfaces.rules.state import layers, registry
from mtgfaces.rules.state.abilities import Triggered
from mtgfaces.rules.state.daynight import DAYBOUND, NIGHTBOUND, has
from mtgfaces.rules.state.events import EventKind
from mtgfaces.rules.state.objects import GameObject
from mtgfaces.rules.state.status import ObjectId

if TYPE_CHECKING:
    from mtgfaces.rules.state.game import Game


def board_key(game: Game) -> tuple[object, ...]:
    """What the values of this module are kept under: the plan's inputs (the
    same tuple while the battlefield and the effects are the same, so
    comparing it is one identity check), the command zone, the registry's
    :func:`~mtgfaces.rules.state.registry.generation`."""
    layers.plan(game)
    return (game.memo.plan_inputs, tuple(game.objects(Zone.COMMAND)), registry.generation())


class TriggerIndex(NamedTuple):
    """The triggered abilities of the permanents and emblems (603.2, 114.4),
    by the events they trigger on."""

    key: tuple[object, ...]
    sources: frozenset[ObjectId]  # every permanent and emblem, with abilities or not
    listening: dict[EventKind, tuple[GameObject, ...]]  # those with one on the kind, in game.objects order
    abilities: dict[ObjectId, tuple[Triggered, ...]]  # each source's, as registry.abilities_of finds them

    def listening_to(self, kind: EventKind) -> tuple[GameObject, ...]:
        """The permanents and emblems with a triggered ability on ``kind``."""
        return self.listening.get(kind, ())


def trigger_index(game: Game) -> TriggerIndex:
    """The game's :class:`TriggerIndex`, kept while the board stands."""
    key = board_key(game)
    kept = game.memo.triggers
    if kept is not None and kept.key == key:
        return kept
    sources = game.objects(Zone.BATTLEFIELD) + game.objects(Zone.COMMAND)
    abilities: dict[ObjectId, tuple[Triggered, ...]] = {}
    listening: dict[EventKind, list[GameObject]] = {}
    for source in sources:
        found = abilities[source.id] = tuple(registry.abilities_of(game, source, Triggered))
        kinds = dict.fromkeys(kind for ability in found for kind in (ability.event, *ability.also))
        for kind in kinds:
            listening.setdefault(kind, []).append(source)
    built = TriggerIndex(
        key,
        frozenset(abilities),
        {kind: tuple(found) for kind, found in listening.items()},
        abilities,
    )
    game.memo.triggers = built
    return built


def day_and_night_bound(game: Game) -> tuple[tuple[GameObject, ...], tuple[GameObject, ...]]:
    """The permanents with daybound, and those with nightbound (702.145;
    none face down, 708.2), in the battlefield's order; kept while the
    board stands."""
    key = board_key(game)
    kept = game.memo.bound
    if kept is not None and kept[0] == key:
        return kept[1], kept[2]
    permanents = [p for p in game.objects(Zone.BATTLEFIELD) if not p.is_face_down]
    day = tuple(p for p in permanents if has(game, p, DAYBOUND))
    night = tuple(p for p in permanents if has(game, p, NIGHTBOUND))
    game.memo.bound = (key, day, night)
    return day, night
