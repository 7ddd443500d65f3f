"""One browser session's game: the start position, the moves made since
(each player's through that player's :class:`~mtgfaces.rules.seat.Seat`, the
judge's through :mod:`mtgfaces.web.judge`), undo and redo, and what the last
request did, to show once.

Bounded: at most :data:`MAX_MOVES` moves, and the last :data:`MAX_UNDO` of
them can be undone.
"""

from __future__ import annotations

import copy
import threading
from collections.abc import Mapping
from typing import Any, NamedTuple

from mtgfaces.cards.db import CardDB
from mtgfaces.errors import IllegalAction, MalformedInput
from mtgfaces.rules.play import PlayableGame
from mtgfaces.rules.seat import Seat
from mtgfaces.rules.state.choices import Question
from mtgfaces.rules.state.decisions import (
    Action,
    Activate,
    Cast,
    Choose,
    DiscardToHandSize,
    Foretell,
    TurnFaceUp,
    Unlock,
    parse,
)
from mtgfaces.rules.state.events import Event, EventKind
from mtgfaces.rules.state.status import ObjectId
from mtgfaces.web import answers, judge, setup
from mtgfaces.web.export import NOTHING, Step, Translator, checks, follow, reference, replays, scenario_text

MAX_MOVES = 500
MAX_UNDO = 100


class Move(NamedTuple):
    """One move: who made it (a player, or ``judge``), the referee's words
    for it, the scenario step it is exported as (``None``: the format has
    none, and ``unsaid`` says why), and how a shared link replays it.

    An answer to a question (:class:`~mtgfaces.rules.state.decisions.Choose`)
    keeps the question it answered (``answered``); the answer that completes
    an action is exported as that action's step with the format's
    ``choices:`` (:func:`mtgfaces.web.answers.choices`), some of which go on
    the step that cast the spell (``amends``: the number of that move, from
    1, and the choices it gains). ``spell``: the spell a move put on the
    stack, if any."""

    who: str
    text: str
    step: Step | None
    replay: dict[str, Any]
    unsaid: str = ""
    answered: Question | None = None
    amends: tuple[tuple[int, Step], ...] = ()
    spell: ObjectId | None = None


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
        events = self.require().log[len(before.game.log) :]
        self.aliases = follow(self.aliases, events)
        self._past = [*self._past, before][-MAX_UNDO:]
        self.moves.append(move._replace(spell=move.spell or _spell_cast(events)))
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
        if not taken:
            return added
        self._advance(before, self._move(before, taken[-1]))
        return added

    def _move(self, before: _Frame, action: Action) -> Move:
        """The move ``action`` made, taken in ``before``: its step; none yet
        while the action waits for an answer (the front door's all or
        nothing: it has done nothing yet); for the answer that completes it,
        the action's step with the answers' ``choices:``."""
        game = self.require()
        replay = {"action": str(action)}
        waiting = before.game.choice
        if isinstance(action, Choose) and waiting is not None:
            answered = waiting.question
            if game.choice is not None:  # another question follows: still nothing done
                return Move(action.player, str(action), NOTHING, replay, answered=answered)
            # The action's earlier answers are the last moves that answered a question.
            answered_before = [m.answered for m in self.moves if m.answered is not None]
            if len(answered_before) < len(waiting.answers):
                unknown = "the questions it answered before are not among the moves"
                return Move(action.player, str(action), None, replay, unknown, answered)
            earlier = answered_before[len(answered_before) - len(waiting.answers) :]
            asked = list(zip([*earlier, answered], [*waiting.answers, action.picks], strict=True))
            step = self.translator.step(before.game, game, waiting.action, before.aliases)
            said = answers.choices(asked, before.game, game, before.aliases, step, self.moves)
            if said.reason:
                return Move(action.player, str(action), None, replay, said.reason, answered)
            return Move(action.player, str(action), said.step, replay, answered=answered, amends=said.amends)
        if game.choice is not None:  # it asks a question first: nothing is done until it is answered
            return Move(action.player, str(action), NOTHING, replay)
        step = self.translator.step(before.game, game, action, before.aliases)
        return Move(action.player, str(action), step, replay, "" if step is not None else _unsaid(action))

    def answer(self, player: str, picks: list[int], words: str = "") -> list[dict[str, Any]]:
        """Answer the question the game asks ``player`` with the options at
        those positions (from 0), or, for a question answered in words (a
        card name, 201.4), with ``words`` if given."""
        question = self.seat(player).question()
        if question is None:
            raise MalformedInput(f"the game asks {player} nothing now")
        if question["free"] and words.strip():
            return self.act(player, str(Choose(player, (words.strip()[:200],))))
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
    def export(self, db: CardDB | None = None) -> str:
        """The game as a scenario file that ``mtgfaces run`` passes, checked
        by running it before it is given (:func:`~mtgfaces.web.export.replays`).
        ``MalformedInput`` naming the move the format can't write, or the
        step of the file that would not replay the game."""
        game = self.require()
        for number, move in enumerate(self.moves, start=1):
            if move.step is None:
                raise MalformedInput(
                    f"move {number} ({move.text}) has no step in the scenario format: "
                    f"{move.unsaid or _unsaid(None)}; undo it to export the game before it"
                )
        steps: list[Step] = []
        origins = [f"the set-up's {next(iter(s), 'step')}" for s in self.document.get("steps", [])]
        at: dict[int, int] = {}  # move number -> its step's place in ``steps``
        for number, move in enumerate(self.moves, start=1):
            if move.step:
                at[number] = len(steps)
                steps.append(copy.deepcopy(move.step))
                origins.append(f"move {number}, {move.text}")
        for number, move in enumerate(self.moves, start=1):
            for target, chosen in move.amends:
                if target not in at or not answers.merge(steps[at[target]], chosen):
                    raise MalformedInput(
                        f"move {number} ({move.text}) answers with choices the format writes on the step "
                        f"that cast the spell (move {target}), which can't take them; "
                        "undo it to export the game before it"
                    )
        final = checks(game, self.aliases)
        origins += [f"the check of {c['check']} as it is now" for c in final]
        title = f"Exported from the mtgfaces sandbox: {len(self.moves)} moves"
        text = scenario_text(self.document, steps, final, title=title)
        replays(text, origins, db)
        return text

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
            self._advance(before, self._move(before, action))
        elif isinstance(move, dict) and isinstance(move.get("judge"), dict):
            self.judge({str(k): str(v) for k, v in move["judge"].items()})
        else:
            raise MalformedInput("a move is {'action': TEXT} or {'judge': {...}}")


def _spell_cast(events: list[Event]) -> ObjectId | None:
    """The spell a move cast: the object its cast event names (601.2i)."""
    for event in events:
        if event.kind is EventKind.CAST and event.object is not None:
            return event.object
    return None


def _unsaid(action: Action | None) -> str:
    """Why the format has no step for a move."""
    if isinstance(action, DiscardToHandSize):
        return "a card it discards has no alias or name of its own"
    if isinstance(action, (Cast, Activate, TurnFaceUp, Unlock, Foretell)) and getattr(action, "pay", None):
        return "a source its stated payment taps has no alias or name of its own"
    return "the format has no step for it"


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
