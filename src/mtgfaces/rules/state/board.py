"""What the permanents and emblems have that every action looks at after it
is done, kept by the game (:class:`~mtgfaces.rules.state.memo.Memo`) while
the board stands: the triggered abilities by the event they trigger on
(603.2, 114.4), the rule-changing static abilities (604.1) and the
permanents with daybound or nightbound (702.145).

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

from mtgfaces.cards.characteristics import Characteristics, Zone
from mtgfaces.cards.layouts import rules_for
from mtgfaces.rules.state import layers, registry
from mtgfaces.rules.state.abilities import Activated, Static, Triggered
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
    :func:`~mtgfaces.rules.state.registry.generation`; and, while a permanent
    has a static ability whose effect the game decides (611.3a), the
    abilities it has now."""
    memo = game.memo
    kept = memo.board_inputs
    generation = registry.generation()
    if kept is not None and kept[0] == game.version and kept[2][2] == generation:
        return kept[2]
    layers.plan(game)
    if kept is not None and kept[1] is memo.plan_board:
        # The same board mark as the plan's then (marks.board_mark): the
        # same objects, so the same command zone.
        command = kept[2][1]
    else:
        command = tuple(game.objects(Zone.COMMAND))
    key: tuple[object, ...] = (memo.plan_inputs, command, generation)
    counted = layers.plan(game).counted_sources
    if counted:
        # 611.3a: an ability the rest of the game decides may give its
        # permanent abilities while the board stands: what it has now.
        key += (tuple(game.characteristics(game.get(i)).abilities for i in sorted(counted)),)
    memo.board_inputs = (game.version, memo.plan_board, key)
    return key


def command_sources(game: Game) -> list[GameObject]:
    """The objects in the command zone whose abilities work there (113.6p):
    emblems (114.4) and conspiracy cards (315.5; a face-down one has none,
    315.5b). A commander's don't (113.6: only on the battlefield)."""
    return [
        obj
        for obj in game.objects(Zone.COMMAND)
        if rules_for(obj.card).nameless or obj.card.faces[0].is_conspiracy
    ]


Found = tuple[
    GameObject, Characteristics, tuple[Triggered, ...], tuple[Static, ...], bool, tuple[Activated, ...]
]
"""What :class:`Board` found of one source, with the object and
characteristics it was found for."""


class Board(NamedTuple):
    """What the permanents and emblems have that every action looks at:
    their triggered abilities by the events they trigger on (603.2, 114.4),
    those with rule-changing static abilities (604.1), the permanents with
    daybound and with nightbound (702.145; none face down, 708.2); all in
    the order of ``game.objects``."""

    key: tuple[object, ...]
    sources: frozenset[ObjectId]  # every permanent and emblem, with abilities or not
    listening: dict[EventKind, tuple[GameObject, ...]]  # those with a triggered ability on the kind
    triggered: dict[ObjectId, tuple[Triggered, ...]]  # each source's, as registry.abilities_of finds them
    statics: tuple[tuple[GameObject, tuple[Static, ...]], ...]  # those with any, and theirs
    # Each source's abilities and whether it may be daybound or nightbound,
    # with the object and characteristics they were found for: the next
    # board finds them again for the same ones (a land tapped, a creature
    # damaged), as registry.abilities_of would; and its activated abilities
    # in order (registry.activated_in_order), which listing looks at.
    found: dict[ObjectId, Found]
    daybound: tuple[GameObject, ...]
    nightbound: tuple[GameObject, ...]

    def listening_to(self, kind: EventKind) -> tuple[GameObject, ...]:
        """The permanents and emblems with a triggered ability on ``kind``."""
        return self.listening.get(kind, ())


def board(game: Game) -> Board:
    """The game's :class:`Board`, kept while the board stands."""
    key = board_key(game)
    kept = game.memo.board
    if kept is not None and kept.key == key:
        return kept
    battlefield = game.objects(Zone.BATTLEFIELD)
    sources = battlefield + command_sources(game)
    triggered: dict[ObjectId, tuple[Triggered, ...]] = {}
    listening: dict[EventKind, list[GameObject]] = {}
    statics: list[tuple[GameObject, tuple[Static, ...]]] = []
    # What the last board found, while the registry is the same (key[2]).
    previous = kept.found if kept is not None and kept.key[2] == key[2] else {}
    found_now: dict[ObjectId, Found] = {}
    for source in sources:
        if source.ability is not None:  # an ability on its own has none (registry.abilities_of)
            triggered[source.id] = ()
            continue
        value = game.characteristics(source)
        was = previous.get(source.id)
        if (
            was is not None
            and was[1] is value
            and (
                was[0] is source
                or (was[0].card is source.card and was[0].is_face_down == source.is_face_down)
            )
        ):
            found, static, named, activated = was[2], was[3], was[4], was[5]
        else:
            found = tuple(registry.abilities_of(game, source, Triggered))
            static = tuple(registry.abilities_of(game, source, Static))
            # Only a permanent with a line naming "-bound" can have either keyword.
            named = not source.is_face_down and any("bound" in line for line in value.abilities)
            activated = tuple(registry.activated_in_order(game, source))
        found_now[source.id] = (source, value, found, static, named, activated)
        triggered[source.id] = found
        for kind in dict.fromkeys(kind for ability in found for kind in (ability.event, *ability.also)):
            listening.setdefault(kind, []).append(source)
        if static:
            statics.append((source, static))
    permanents = [p for p in battlefield if p.ability is None and found_now[p.id][4]]
    built = game.memo.board = Board(
        key,
        frozenset(triggered),
        {kind: tuple(found) for kind, found in listening.items()},
        triggered,
        tuple(statics),
        found_now,
        tuple(p for p in permanents if has(game, p, DAYBOUND)),
        tuple(p for p in permanents if has(game, p, NIGHTBOUND)),
    )
    return built
