"""The game's checkpoints: what makes an action all or nothing (a refused
action changes nothing, 601.2h; :meth:`History.transaction`) and
:meth:`History.undo` a memento restore, never inverse logic.

A checkpoint is a :class:`~mtgfaces.rules.state.values.GameState`, an
immutable value (a transaction's shares the zones' lists with the game
until the game changes one, which it copies first): a nested one taken when nothing changed since the last one
is that same value again (an action inside another often begins before
anything has changed), and a transaction's checkpoint reads the random
generator's state only once something draws from it (:attr:`History.rng`):
until then restoring needs none, the generator being as it was.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any

from mtgfaces.rules.state.values import GameState

if TYPE_CHECKING:
    from mtgfaces.cards.characteristics import Zone
    from mtgfaces.rules.state.choices import PendingChoice
    from mtgfaces.rules.state.decisions import Action
    from mtgfaces.rules.state.delayed import DelayedTrigger
    from mtgfaces.rules.state.effects import ContinuousEffect, CopyEffect
    from mtgfaces.rules.state.events import Event
    from mtgfaces.rules.state.objects import GameObject
    from mtgfaces.rules.state.permissions import RuleEffect
    from mtgfaces.rules.state.status import ObjectId
    from mtgfaces.rules.state.values import Player, Turn

UNREAD: tuple[Any, ...] = ("the generator's state when the checkpoint was taken, not read yet",)
"""A transaction checkpoint's ``rng_state`` until something draws from the
game's generator (read then, before the draw)."""


class History:
    """The checkpoints of :class:`~mtgfaces.rules.state.game.Game` (which
    owns the state they copy) and its random generator."""

    _objects: dict[ObjectId, GameObject]
    _zones: dict[tuple[str | None, Zone], list[ObjectId]]
    # The zones whose lists no checkpoint shares (Game._writable copies the others first).
    _owned_zones: set[tuple[str | None, Zone]]
    _players: dict[str, Player]
    turn: Turn
    effects: list[ContinuousEffect]
    copy_effects: list[CopyEffect]
    rule_effects: list[RuleEffect]
    delayed_triggers: tuple[DelayedTrigger, ...]
    log: list[Event]
    actions: list[Action]
    choice: PendingChoice | None
    version: int
    # Bumped with the version, but for changes to neither the objects nor
    # the continuous and copy effects (see _touch).
    board_version: int
    # The version the game last returned to a checkpoint at: what was found
    # before it may be of a position the game never reached.
    restored_at: int
    _next_id: int
    _next_timestamp: int
    _next_effect: int
    _rng: random.Random
    # The generator's state while known (nothing drew from it since it was read).
    _rng_state: tuple[Any, ...] | None
    _history: list[GameState]
    # Whether a checkpoint in the history may hold UNREAD.
    _rng_unread: bool
    # The last checkpoint taken, with what it was taken at (see _unchanged_since).
    _last_checkpoint: tuple[tuple[object, ...], GameState] | None

    def _touch(self, *, board: bool = True) -> None:
        """The game changed; ``board`` false: not its objects nor its
        continuous or copy effects (the turn, a player, a question, the rule
        effects, a library's order), whose :attr:`board_version` stands."""
        self.version += 1
        if board:
            self.board_version += 1

    @property
    def rng(self) -> random.Random:
        """The game's only source of randomness. Whoever takes it may draw
        from it: the checkpoints that haven't read its state read it first,
        and the state a checkpoint keeps is then read again."""
        if self._rng_unread:
            self._read_rng()
        self._rng_state = None
        return self._rng

    @rng.setter
    def rng(self, rng: random.Random) -> None:
        self._rng, self._rng_state = rng, None

    def _read_rng(self) -> None:
        """Give every checkpoint that hasn't read the generator's state the
        state now: nothing drew from it since they were taken."""
        state = self._rng.getstate()
        history = self._history
        for index, snap in enumerate(history):
            if snap.rng_state is UNREAD:
                history[index] = snap._replace(rng_state=state)
        self._rng_unread = False
        self._last_checkpoint = None

    def state(self) -> GameState:
        """The current state (copies: changing them changes nothing here)."""
        return self._snapshot()

    def _marks(self) -> tuple[object, ...]:
        """What a checkpoint is taken at: the version (every change through
        the game's methods bumps it) and what changes without one (the log,
        the actions, the counters; the effect lists, which rules code may
        replace whole)."""
        return (
            self.version,
            len(self.log),
            len(self.actions),
            self._next_id,
            self._next_timestamp,
            self._next_effect,
            self.turn,
            self.choice,
            self.effects,
            len(self.effects),
            self.copy_effects,
            len(self.copy_effects),
            self.rule_effects,
            len(self.rule_effects),
            self.delayed_triggers,
        )

    def _snapshot(self, *, lazy: bool = False) -> GameState:
        last = self._last_checkpoint
        if lazy and self._history and last is not None:
            # An unread one: nothing drew since (a draw forgets it, _read_rng);
            # a read one: the state known now is the one it read.
            drawn = last[1].rng_state is not UNREAD and last[1].rng_state is not self._rng_state
            if not drawn and _same(last[0], self._marks()):
                return last[1]  # nothing changed since it was taken: the same value
        rng_state = self._rng_state
        if lazy and (rng_state is None or not self._history):
            rng_state, self._rng_unread = UNREAD, True  # read when something draws (see rng)
        elif rng_state is None or not self._history:  # an outermost one: drawn from since?
            rng_state = self._rng_state = self._rng.getstate()
        if lazy:  # shared with the game until it changes one (Game._writable)
            zones, self._owned_zones = dict(self._zones), set()
        else:
            zones = {key: list(ids) for key, ids in self._zones.items()}
        snap = GameState(
            objects=dict(self._objects),
            zones=zones,
            players=dict(self._players),
            turn=self.turn,
            effects=list(self.effects),
            copy_effects=list(self.copy_effects),
            rule_effects=list(self.rule_effects),
            log_length=len(self.log),
            counters=(self._next_id, self._next_timestamp, self._next_effect),
            rng_state=rng_state,
            action_count=len(self.actions),
            choice=self.choice,
            delayed_triggers=self.delayed_triggers,
        )
        if lazy:
            self._last_checkpoint = (self._marks(), snap)
        return snap

    def _restore(self, snap: GameState) -> None:
        self._objects = dict(snap.objects)
        self._zones, self._owned_zones = dict(snap.zones), set()  # shared, as a checkpoint's
        self._players = dict(snap.players)
        self.turn = snap.turn
        self.effects = list(snap.effects)
        self.copy_effects = list(snap.copy_effects)
        self.rule_effects = list(snap.rule_effects)
        del self.log[snap.log_length :]
        del self.actions[snap.action_count :]
        self.choice = snap.choice
        self.delayed_triggers = snap.delayed_triggers
        self._next_id, self._next_timestamp, self._next_effect = snap.counters
        if snap.rng_state is UNREAD:  # nothing drew from it since: it is as it was
            self._rng_state = None
        else:
            self._rng.setstate(snap.rng_state)
            self._rng_state = snap.rng_state
        self._touch()
        self.restored_at = self.version

    def transaction(self) -> Transaction:
        """Run a change all or nothing: if anything raises inside, the game is
        restored exactly as it was (a refused action changes nothing)."""
        return Transaction(self)

    def checkpoint(self) -> None:
        """Remember the position, so that :meth:`undo` can return to it."""
        self._history.append(self._snapshot())

    def undo(self) -> None:
        """Return to the last checkpoint exactly (a memento, not inverse logic)."""
        if not self._history:
            raise IndexError("nothing to undo: no checkpoint")
        self._restore(self._history.pop())

    def rollback(self, snapshot_count: int) -> None:
        """Undo back to the state when there were ``snapshot_count`` checkpoints."""
        while len(self._history) > snapshot_count:
            self.undo()

    def _settled_history(self) -> list[GameState]:
        """The checkpoints, each with the generator's state (for a copy of
        the game, whose generator is another)."""
        if self._rng_unread:
            self._read_rng()
        return list(self._history)


def _same(kept: tuple[object, ...], now: tuple[object, ...]) -> bool:
    """Whether two checkpoints' marks (History._marks) are the same: the
    numbers by value, the rest by identity (the kept marks hold the effect
    lists, so no other list has their id)."""
    return (
        kept[:6] == now[:6]  # the version, the log's and actions' lengths, the counters
        and kept[6] is now[6]  # the turn
        and kept[7] is now[7]  # the question
        and kept[8] is now[8]
        and kept[9] == now[9]
        and kept[10] is now[10]
        and kept[11] == now[11]
        and kept[12] is now[12]
        and kept[13] == now[13]
    )


class Transaction:
    """The context of :meth:`History.transaction` (every action runs in one:
    a class rather than a generator, for what it costs): entering takes a
    checkpoint; on leaving, it is dropped, or, if anything raised, the game
    returns to it and the exception goes on."""

    __slots__ = ("_depth", "_history")

    def __init__(self, history: History) -> None:
        self._history, self._depth = history, 0

    def __enter__(self) -> None:
        history = self._history
        history._history.append(history._snapshot(lazy=True))
        self._depth = len(history._history)

    def __exit__(self, kind: type[BaseException] | None, error: BaseException | None, trace: object) -> None:
        if kind is None:
            del self._history._history[self._depth - 1]
        else:
            self._history.rollback(self._depth - 1)  # and what was raised goes on
