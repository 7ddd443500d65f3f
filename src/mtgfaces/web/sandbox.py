"""One browser session's game: the start position, the moves made since
(each player's through that player's :class:`~mtgfaces.rules.seat.Seat`, the
judge's through :mod:`mtgfaces.web.judge`), undo and redo, and what the last
request did, to show once.

Bounded: at most :data:`MAX_MOVES` moves, and the last :data:`MAX_UNDO` of
them can be undone.
"""

from __future__ import annotations

import threading
from collections.abc import Mapping
from typing import Any, NamedTuple

from mtgfaces.cards.db import CardDB
from mtgfaces.errors import IllegalAction, MalformedInput
from mtgfaces.rules.decisions import Choose, parse
from mtgfaces.rules.events import Event, EventKind
from mtgfaces.rules.play import PlayableGame
from mtgfaces.rules.seat import Seat
from mtgfaces.rules.status import ObjectId
from mtgfaces.web import judge, setup
from mtgfaces.web.export import Step, Translator, checks, follow, reference, scenario_text

MAX_MOVES = 500
MAX_UNDO = 100


class Move(NamedTuple):
    """One move: who made it (a player, or ``judge``), the referee's words
    for it, the scenario step it is exported as (``None``: the format has
    none), and how a shared link replays it."""

    who: str
    text: str
    step: Step | None
    replay: dict[str, Any]


class Notice(NamedTuple):
    """What a request did, shown once: ``refused`` with the error's code and
    rule, or ``done`` with the events it caused."""

    kind: str
    panel: str  # a player's name, "judge" or "setup"
    message: str
    code: str | None = None
    rule: str | None = None
    events: tuple[str, ...] = ()


class _Frame(NamedTuple):
    game: PlayableGame
    aliases: dict[str, ObjectId]
    translator: Translator


class Sandbox:
    """A session's game (see the module's docstring)."""

    def __init__(self) -> None:
        self.lock = threading.RLock()
        self.document: setup.Document = setup.new_document()
        self.game: PlayableGame | None = None
        self.aliases: dict[str, ObjectId] = {}
        self.translator = Translator(1, 0)
        self.seats: dict[str, Seat] = {}
        self.moves: list[Move] = []
        self._past: list[_Frame] = []
        self._future: list[tuple[Move, _Frame]] = []
        self.notice: Notice | None = None

    # -- the position ------------------------------------------------------------------------
    def start(self, document: setup.Document, db: CardDB | None = None) -> None:
        """Play from the position ``document`` sets up; the moves so far are forgotten."""
        built = setup.build(document, db)
        self.document = document
        self._restore(_Frame(built.game, built.aliases, Translator.at(built.game)))
        self.moves, self._past, self._future = [], [], []

    def require(self) -> PlayableGame:
        if self.game is None:
            raise MalformedInput("no game yet: set up a position first", where="sandbox")
        return self.game

    def seat(self, player: str) -> Seat:
        self.require()
        found = self.seats.get(player)
        if found is None:
            raise MalformedInput(f"no player {player[:40]!r}; the players are {', '.join(self.seats)}")
        return found

    def _restore(self, frame: _Frame) -> None:
        self.game, self.aliases, self.translator = frame.game, dict(frame.aliases), frame.translator
        # New seats, so new handles: a handle never outlives the game it was given in.
        self.seats = {player: Seat(frame.game, player) for player in frame.game.players}

    def _frame(self) -> _Frame:
        return _Frame(self.require().copy(), dict(self.aliases), self.translator.copy())

    def _advance(self, before: _Frame, move: Move) -> None:
        if len(self.moves) >= MAX_MOVES:
            raise MalformedInput(f"a sandbox game holds at most {MAX_MOVES} moves; export it and start anew")
        self.aliases = follow(self.aliases, self.require().log[len(before.game.log) :])
        self._past = [*self._past, before][-MAX_UNDO:]
        self.moves.append(move)
        self._future.clear()

    # -- moves -------------------------------------------------------------------------------
    def act(self, player: str, text: str) -> list[dict[str, Any]]:
        """Take ``player``'s action through their seat (its text with handles);
        the log entries it added, as that player reads them."""
        seat = self.seat(player)
        game = self.require()
        if len(self.moves) >= MAX_MOVES:
            raise MalformedInput(f"a sandbox game holds at most {MAX_MOVES} moves; export it and start anew")
        before = self._frame()
        done = len(game.actions)
        added = seat.apply(text[:2000])
        taken = game.actions[done:]
        if taken:
            action = taken[-1]
        elif game.choice is not None:  # it asks a question first: nothing is done until it is answered
            action = game.choice.action
        else:
            return added
        step = self.translator.step(before.game, game, action, before.aliases)
        self._advance(before, Move(player, str(action), step, {"action": str(action)}))
        return added

    def answer(self, player: str, picks: list[int]) -> list[dict[str, Any]]:
        """Answer the question the game asks ``player`` with the options at
        those positions (from 0)."""
        question = self.seat(player).question()
        if question is None:
            raise MalformedInput(f"the game asks {player} nothing now")
        options = question["options"]
        if any(not 0 <= i < len(options) for i in picks):
            raise MalformedInput(f"choose among the {len(options)} options the question gives")
        return self.act(player, str(Choose(player, tuple(options[i] for i in picks))))

    def judge(self, form: Mapping[str, str]) -> list[Event]:
        """Do the judge's instruction the form gives."""
        game = self.require()
        order = judge.read_order(game, form)
        before = self._frame()
        events = judge.perform(game, order)
        step = judge.step_of(order, lambda target: reference(before.game, before.aliases, target))
        if step is not None and events and all(e.kind is EventKind.IGNORED for e in events):
            step["expect"] = "ignored"
        if order.instruction.key in ("step", "next_turn"):
            self.translator.judged(game)
        kept = {k: v for k, v in form.items() if k in ("instruction", *order.instruction.needs)}
        self._advance(before, Move("judge", _order_words(game, before.game, order), step, {"judge": kept}))
        return events

    def undo(self) -> None:
        if not self._past:
            raise MalformedInput("nothing to undo", where="sandbox")
        frame = self._past.pop()
        self._future.append((self.moves.pop(), _Frame(self.require(), self.aliases, self.translator)))
        self._restore(frame)

    def redo(self) -> None:
        if not self._future:
            raise MalformedInput("nothing to redo", where="sandbox")
        move, frame = self._future.pop()
        self._past.append(_Frame(self.require(), self.aliases, self.translator))
        self.moves.append(move)
        self._restore(frame)

    @property
    def can_undo(self) -> bool:
        return bool(self._past)

    @property
    def can_redo(self) -> bool:
        return bool(self._future)

    # -- scenarios and links -----------------------------------------------------------------
    def export(self) -> str:
        """The game as a scenario file that ``mtgfaces run`` passes."""
        game = self.require()
        for number, move in enumerate(self.moves, start=1):
            if move.step is None:
                raise MalformedInput(
                    f"move {number} ({move.text}) has no step in the scenario format "
                    "(answers to questions, the cleanup discard, stated payments and conceding have none); "
                    "undo it to export the game before it"
                )
        steps = [m.step for m in self.moves if m.step]
        title = f"Exported from the mtgfaces sandbox: {len(self.moves)} moves"
        return scenario_text(
            self.document, [s for s in steps if s is not None], checks(game, self.aliases), title=title
        )

    def link_data(self) -> dict[str, Any]:
        """What a shared link holds: the start position and every move."""
        self.require()
        return {
            "format": "mtgfaces-sandbox",
            "version": 1,
            "position": self.document,
            "moves": [m.replay for m in self.moves],
        }

    def open_link(self, data: Mapping[str, Any], db: CardDB | None = None) -> None:
        """Play the game a link holds: its position built and every move made
        again, each checked as when it was first made."""
        if data.get("format") != "mtgfaces-sandbox" or data.get("version") != 1:
            raise MalformedInput("this link holds no sandbox game (format mtgfaces-sandbox, version 1)")
        position, moves = data.get("position"), data.get("moves")
        if not isinstance(position, dict) or not isinstance(moves, list) or len(moves) > MAX_MOVES:
            raise MalformedInput(f"this link's game needs a position and at most {MAX_MOVES} moves")
        self.start(position, db)
        for number, move in enumerate(moves, start=1):
            try:
                self._replay(move)
            except (IllegalAction, MalformedInput) as error:
                raise MalformedInput(f"move {number} of the link can't be made again: {error}") from None

    def _replay(self, move: Any) -> None:
        if isinstance(move, dict) and isinstance(move.get("action"), str):
            game = self.require()
            action = parse(move["action"][:2000])
            before = self._frame()
            game.apply(action)
            step = self.translator.step(before.game, game, action, before.aliases)
            self._advance(before, Move(action.player, str(action), step, {"action": str(action)}))
        elif isinstance(move, dict) and isinstance(move.get("judge"), dict):
            self.judge({str(k): str(v) for k, v in move["judge"].items()})
        else:
            raise MalformedInput("a move is {'action': TEXT} or {'judge': {...}}")


def _order_words(game: PlayableGame, before: PlayableGame, order: judge.Order) -> str:
    """The referee's words for an instruction: ``Transform #3 (Delver of Secrets)``."""
    words = [order.instruction.label]
    for object_id in (order.object, order.other):
        if object_id is not None:
            card = before.get(object_id).card.name if object_id in before else "?"
            words.append(f"#{object_id} ({card})")
    words += [
        str(v) for v in (order.player, order.zone, order.kind, order.amount, order.step) if v is not None
    ]
    return " ".join(words) + f" (CR {order.instruction.rule})"
