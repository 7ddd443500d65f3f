"""What every action shares: error codes, outcomes, the all-or-nothing wrapper."""

from __future__ import annotations

import functools
import inspect
from collections.abc import Callable, Sequence
from enum import StrEnum
from typing import TYPE_CHECKING, NamedTuple, NoReturn, ParamSpec, TypeVar

from mtgfaces.errors import IllegalAction
from mtgfaces.rules.state import control
from mtgfaces.rules.state.events import Event, EventKind
from mtgfaces.rules.state.status import ObjectId, Target
from mtgfaces.rules.state.values import HIDDEN_ZONES

if TYPE_CHECKING:
    from mtgfaces.rules.state.game import Game
    from mtgfaces.rules.state.objects import GameObject


class ErrorCode(StrEnum):
    """The stable codes of refused actions (docs/scenario-format.md)."""

    NOT_PERMITTED = "not_permitted"  # no permission for that zone or face, or a prohibition
    LAND_PLAY_USED = "land_play_used"
    NOT_A_LAND = "not_a_land"
    NOT_CASTABLE = "not_castable"
    WRONG_ZONE = "wrong_zone"
    TIMING = "timing"
    CANNOT_TURN_FACE_UP = "cannot_turn_face_up"
    ILLEGAL_TARGET = "illegal_target"
    NO_SUCH_ABILITY = "no_such_ability"
    NO_PRIORITY = "no_priority"  # the game loop: someone else may act now (117.1)
    GAME_OVER = "game_over"  # the game loop: the game has ended (104.1)
    CANNOT_PAY = "cannot_pay"  # a cost that can't be paid (601.2h), when the game pays costs
    ILLEGAL_CHOICE = "illegal_choice"  # an answer the question doesn't allow (rules/state/choices.py)
    # A strict game: the card has lines of rules text the engine doesn't run
    # (rules/coverage.py). Not a rule of the game: the rule cited is 113.3.
    UNIMPLEMENTED = "unimplemented"


def refuse(code: ErrorCode, rule: str, message: str) -> NoReturn:
    """Raise the error for a refused action: its code, the CR rule, a sentence."""
    raise IllegalAction(code.value, rule, message)


class Outcome(NamedTuple):
    """The events an action added to the log, in order."""

    events: tuple[Event, ...]

    @property
    def ignored(self) -> bool:
        """True when the rules say the instruction does nothing."""
        return any(e.kind is EventKind.IGNORED for e in self.events)

    @property
    def rule(self) -> str | None:
        """The rule behind an ignored instruction."""
        return next((e.rule for e in self.events if e.kind is EventKind.IGNORED), None)

    @property
    def new_objects(self) -> tuple[ObjectId, ...]:
        """The objects the action made (by zone changes and creations)."""
        made = [e.new_object for e in self.events if e.new_object is not None]
        made += [
            e.object
            for e in self.events
            if e.kind in (EventKind.CREATED, EventKind.TOKEN_CREATED) and e.object
        ]
        return tuple(dict.fromkeys(made))

    def of(self, kind: EventKind) -> tuple[Event, ...]:
        return tuple(e for e in self.events if e.kind is kind)


def ignored(game: Game, rule: str, note: str, obj: GameObject | ObjectId | None = None) -> Outcome:
    """Record that an instruction does nothing, and say why (the rule)."""
    target = obj if obj is None or isinstance(obj, int) else obj.id
    event = game.record(
        Event(EventKind.IGNORED, object=ObjectId(target) if target else None, rule=rule, note=note)
    )
    return Outcome((event,))


def reveal(game: Game, obj: GameObject, player: str, rule: str = "701.20a") -> None:
    """Show a card to every player (701.20a): the log names it as it is in
    its zone (face up there, if it is a face-down permanent shown, 701.40g),
    by ``player``. Its id is logged only where every player already follows
    it: none links a card in a hand or a library (401.2, 402.3)."""
    shown = obj.status._replace(face_down=None) if obj.is_face_down else obj.status
    name = game.characteristics(obj._replace(status=shown)).name or ""
    linked = None if obj.zone in HIDDEN_ZONES else obj.id
    game.record(Event(EventKind.REVEALED, object=linked, player=player, rule=rule, note=name))


_P = ParamSpec("_P")


class AfterAction(NamedTuple):
    """What happens after every outermost action, which the abilities layer
    above plugs in (:func:`plug_in`, as :mod:`mtgfaces.rules` is imported):
    this layer can't import it, since it runs actions itself."""

    settle: Callable[[Game, int], None]
    """The linked cards return ("until it leaves the battlefield", 610.3) and
    day and night take their permanents with them (702.145c-g), given where
    in the log the action began."""
    put_triggers_on_stack: Callable[[Game], Sequence[GameObject]]
    """What triggered goes on the stack (603.3), which it returns."""


def _nothing_plugged(*args: object) -> NoReturn:
    raise RuntimeError("no abilities layer is plugged in: mtgfaces.rules plugs it in as it is imported")


_after = AfterAction(_nothing_plugged, _nothing_plugged)


def plug_in(after: AfterAction) -> None:
    """Plug in what happens after every action (the abilities layer does)."""
    global _after  # noqa: PLW0603 - plugged in once per process
    _after = after


def put_triggers_on_stack(game: Game) -> Sequence[GameObject]:
    """CR 603.3: put what triggered on the stack (the abilities layer's own
    function, for the turn-based actions that look for triggers)."""
    return _after.put_triggers_on_stack(game)


def action(do: Callable[_P, None]) -> Callable[_P, Outcome]:
    """Make ``do(game, ...)`` an action: run it in a transaction (a refused or
    failed action leaves the game exactly as it was) and return the events it
    added. ``do`` calls its ``verify_`` function first."""

    @functools.wraps(do)
    def run(*args: _P.args, **kwargs: _P.kwargs) -> Outcome:
        game: Game = args[0]  # type: ignore[assignment]
        start = len(game.log)
        outermost = game.acting == 0
        if outermost:
            game.triggers_seen = game.as_enters_seen = start
            game.last_known.clear()  # CR 603.10a: kept for this action's triggers only
            controlling = control.control_effects(game)
        with game.transaction():
            game.acting += 1
            try:
                do(*args, **kwargs)
            finally:
                game.acting -= 1
            if outermost:
                # CR 302.6, 506.4: permanents whose controller the layers changed.
                control.note_new_controllers(game, controlling)
                # CR 610.3: the cards linked "until it leaves the battlefield"
                # return; 702.145c-g: day, night and the permanents bound to
                # them, at once; then (603.3) what triggered goes on the stack, as
                # the next time a player would receive priority is after this.
                game.acting += 1
                try:
                    _after.settle(game, start)
                finally:
                    game.acting -= 1
                _after.put_triggers_on_stack(game)
        return Outcome(tuple(game.log[start:]))

    # help() shows do's signature and docstring, with what the wrapper returns.
    run.__annotations__ = {**do.__annotations__, "return": "Outcome"}
    run.__signature__ = inspect.signature(do).replace(return_annotation="Outcome")  # type: ignore[attr-defined]
    return run


_T = TypeVar("_T")


def can(verify: Callable[_P, object]) -> Callable[_P, bool]:
    """``can_x`` from ``verify_x``: whether it passes, never raising for a
    rules reason."""

    @functools.wraps(verify)
    def check(*args: _P.args, **kwargs: _P.kwargs) -> bool:
        try:
            verify(*args, **kwargs)
        except IllegalAction:
            return False
        return True

    check.__name__ = verify.__name__.replace("verify_", "can_")
    check.__qualname__ = verify.__qualname__.replace("verify_", "can_")
    check.__doc__ = f"Whether :func:`{verify.__name__}` would allow it (never raising for a rules reason)."
    check.__annotations__ = {**verify.__annotations__, "return": "bool"}
    check.__signature__ = inspect.signature(verify).replace(return_annotation="bool")  # type: ignore[attr-defined]
    return check


def record_targeting(game: Game, spell: ObjectId, controller: str, targets: Sequence[Target]) -> None:
    """Each object a spell or ability targets becomes its target (115.1; ward
    triggers on it, 702.21a)."""
    for target in targets:
        if not isinstance(target, str):
            game.record(
                Event(
                    EventKind.BECAME_TARGET, object=target, new_object=spell, player=controller, rule="115.1"
                )
            )
