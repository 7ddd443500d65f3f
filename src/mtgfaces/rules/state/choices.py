"""The engine asks, the player chooses: choices made while something
happens (a triggered ability's targets, 603.3d; "you may", 609.3; which
legendary permanent to keep, 704.5j; the order of simultaneous triggers,
603.3b; a color, a card, a name).

The rules code asks with :func:`ask`. What happens then depends on who
drives the game:

- the players' front door (:mod:`mtgfaces.rules.play`) runs each action
  with the answers given so far; an unanswered question stops the action
  (:class:`Asked`), the game returns exactly to before it (all or nothing),
  and waits for that player's answer (:class:`PendingChoice`, the only
  legal actions being its answers). The answer re-runs the action from the
  start with one more answer, so questions are asked in the same order again
  and each gets its answer;
- the referee's interface (tests, scenarios, judges) asks no one: each
  question takes its documented default (the first options, "yes" for "you
  may"), or what a scenario's ``choices:`` say.

An answer is a tuple of option tokens: an object as ``#12``, a player by
name, or a word (``yes``, ``no``, a color).
"""

from __future__ import annotations

import itertools
from collections.abc import Callable, Iterator, Sequence
from typing import TYPE_CHECKING, NamedTuple

from mtgfaces.errors import IllegalAction
from mtgfaces.rules.state.decisions import Action
from mtgfaces.rules.state.status import ObjectId, Target

if TYPE_CHECKING:
    from mtgfaces.rules.state.game import Game

Answer = tuple[str, ...]


class Question(NamedTuple):
    """One question to one player: pick from ``options`` at least
    ``minimum`` and at most ``maximum`` (distinct, in the order picked).
    ``prompt`` and ``options`` are what that player may know (hidden cards
    are never options to anyone who can't see them)."""

    player: str
    key: str  # what kind of choice: "targets", "may", "legend", "first" (trigger order), "color", ...
    prompt: str
    options: tuple[str, ...]
    minimum: int = 1
    maximum: int = 1
    rule: str = ""
    # A question answered in words rather than from options: what it asks
    # for ("a nonland card name", 201.4); its options are then only
    # suggestions, and :data:`FREE_CHECKS` holds the check for its ``key``.
    free: str = ""
    # Cards in a hidden zone the player looks at to answer (searching a
    # library, 701.23a; scry, 701.22a; "look at the top N"): that player,
    # and no other, may name and see them while the question is asked.
    shown: tuple[ObjectId, ...] = ()

    def answers(self) -> Iterator[Answer]:
        """Every legal answer, fewest picks first; for a question answered
        in words, the suggested ones (any other valid answer is accepted)."""
        if self.free:
            yield from ((option,) for option in self.options)
            return
        for count in range(self.minimum, min(self.maximum, len(self.options)) + 1):
            yield from itertools.combinations(self.options, count)

    def check(self, answer: Answer) -> None:
        """Refuse an answer this question doesn't allow."""
        if self.free:
            if len(answer) != 1 or not answer[0].strip():
                raise IllegalAction(
                    "illegal_choice",
                    self.rule or "601.2",
                    f"{self.player} answers {' '.join(answer) or 'nothing'!r} to {self.prompt!r}: "
                    f"answer with {self.free}, in quotes if it has spaces.",
                )
            checker = FREE_CHECKS.get(self.key)
            if checker is not None:
                checker(self, answer[0])
            return
        wrong = [a for a in answer if a not in self.options]
        if wrong or len(set(answer)) != len(answer) or not self.minimum <= len(answer) <= self.maximum:
            count = str(self.minimum) if self.minimum == self.maximum else f"{self.minimum} to {self.maximum}"
            raise IllegalAction(
                "illegal_choice",
                self.rule or "601.2",
                f"{self.player} answers {' '.join(answer) or 'nothing'!r} to {self.prompt!r}: choose {count} "
                f"different of {', '.join(self.options) or 'nothing'}.",
            )


FREE_CHECKS: dict[str, Callable[[Question, str], None]] = {}
"""The check of each kind of question answered in words, by its ``key``
(registered by the module that asks it: ``"card_name"`` by
:mod:`mtgfaces.rules.state.names`); each raises ``IllegalAction``."""


class PendingChoice(NamedTuple):
    """A question the game waits for, and how to go on: the action that
    asked it and the answers given to that action's earlier questions."""

    action: Action
    answers: tuple[Answer, ...]
    question: Question


class Asked(Exception):
    """Raised by :func:`ask` when the front door drives the game and the
    question has no answer yet: the action stops, changing nothing."""

    def __init__(self, question: Question) -> None:
        super().__init__(f"{question.player} is asked: {question.prompt}")
        self.question = question


class Answering:
    """The answers an action running through the front door may use, in the
    order its questions are asked (transient: never saved)."""

    __slots__ = ("answers", "then_default", "used")

    def __init__(self, answers: Sequence[Answer], *, then_default: bool = False) -> None:
        self.answers = list(answers)
        self.used = 0
        # The referee's interface given some answers (a scenario's
        # ``choices: {answers: ...}``): once they are used up, a question
        # takes its documented default instead of stopping the action.
        self.then_default = then_default


def ask(game: Game, question: Question, *, default: Answer) -> Answer:
    """The player's answer to ``question``: the next answer given through the
    front door, or :class:`Asked` if there is none yet; with no one to ask
    (the referee's interface), ``default``. A question with one possible
    answer isn't asked, and one with none is answered with nothing."""
    if not question.free:  # one answered in words is always asked, whatever it suggests
        possible = list(itertools.islice(question.answers(), 2))
        if len(possible) == 1:
            return possible[0]
        if not possible:
            return ()  # nothing to choose from
    answering = game.answering
    if answering is None:
        return default
    if answering.used < len(answering.answers):
        answer = answering.answers[answering.used]
        answering.used += 1
        question.check(answer)
        return answer
    if answering.then_default:
        return default
    raise Asked(question)


def token(target: Target) -> str:
    """The option token of a target: ``#12`` or a player's name."""
    return target if isinstance(target, str) else f"#{int(target)}"


def target_of(word: str) -> Target:
    """The target an option token names."""
    return ObjectId(int(word[1:])) if word.startswith("#") else word


def choose_targets(
    game: Game,
    player: str,
    prompt: str,
    candidates: Sequence[Target],
    *,
    minimum: int = 1,
    maximum: int = 1,
    rule: str = "603.3d",
    default_count: int | None = None,
) -> tuple[Target, ...]:
    """Targets chosen by ``player`` among ``candidates`` (603.3d, 601.2c);
    with no one to ask, the first ``default_count`` (by default as many as
    ``minimum``, or one for "up to")."""
    options = tuple(dict.fromkeys(token(c) for c in candidates))
    question = Question(player, "targets", prompt, options, min(minimum, len(options)), maximum, rule)
    count = default_count if default_count is not None else max(question.minimum, min(1, maximum))
    default = options[: min(count, len(options))]
    return tuple(target_of(word) for word in ask(game, question, default=default))


def choose_objects(
    game: Game,
    player: str,
    key: str,
    prompt: str,
    candidates: Sequence[ObjectId],
    count: int,
    rule: str,
    *,
    shown: bool = False,
) -> tuple[ObjectId, ...]:
    """Exactly ``count`` objects chosen by ``player`` among ``candidates``
    (all of them if there are no more, none if there are none; 608.2d), the
    first ones with no one to ask. ``shown``: the candidates are cards shown
    to that player only (cards looked at in a library, 401.2)."""
    options = tuple(token(c) for c in candidates)
    wanted = min(count, len(options))
    if not wanted:
        return ()
    question = Question(
        player, key, prompt, options, wanted, wanted, rule, shown=tuple(candidates) if shown else ()
    )
    return tuple(ObjectId(int(word[1:])) for word in ask(game, question, default=options[:wanted]))


def may(game: Game, player: str, prompt: str, *, rule: str = "609.3", default: bool = True) -> bool:
    """Whether ``player`` chooses to do what "you may" offers (609.3)."""
    question = Question(player, "may", prompt, ("yes", "no"), 1, 1, rule)
    return ask(game, question, default=("yes",) if default else ("no",)) == ("yes",)
