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

from mtgfaces.cards.characteristics import Zone
from mtgfaces.rules.state import layers, registry
from mtgfaces.rules.state.abilities import Static, Triggered
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
    key = (memo.plan_inputs, command, generation)
    memo.board_inputs = (game.version, memo.plan_board, key)
    return key


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
    sources = game.objects(Zone.BATTLEFIELD) + game.objects(Zone.COMMAND)
    triggered: dict[ObjectId, tuple[Triggered, ...]] = {}
    listening: dict[EventKind, list[GameObject]] = {}
    statics: list[tuple[GameObject, tuple[Static, ...]]] = []
    for source in sources:
        found = triggered[source.id] = tuple(registry.abilities_of(game, source, Triggered))
        for kind in dict.fromkeys(kind for ability in found for kind in (ability.event, *ability.also)):
            listening.setdefault(kind, []).append(source)
        static = tuple(registry.abilities_of(game, source, Static))
        if static:
            statics.append((source, static))
    # Only a permanent with a line naming "-bound" can have either keyword.
    permanents = [
        p
        for p in game.objects(Zone.BATTLEFIELD)
        if not p.is_face_down and any("bound" in line for line in game.characteristics(p).abilities)
    ]
    built = game.memo.board = Board(
        key,
        frozenset(triggered),
        {kind: tuple(found) for kind, found in listening.items()},
        triggered,
        tuple(statics),
        tuple(p for p in permanents if has(game, p, DAYBOUND)),
        tuple(p for p in permanents if has(game, p, NIGHTBOUND)),
    )
    return built
