"""What a backend runs: a job (a picklable value with a ``run`` method, done
in a worker) and the outcome it sends back; and the two kinds of job that
wrap a file, a scenario and a deck check.

A job's ``run`` does the work and returns a value; its ``record`` turns the
:class:`Outcome` into the plain :class:`~mtgfaces.batch.records.Record` in
the process that started the batch. A job that raises is an outcome with an
``error``; a job whose process dies, one that ``crashed``: both become
records with the command that runs the job again alone.

>>> outcome = execute(0, DeckCheckJob("docs/commands/examples/giants.txt", "modern"))
>>> record = DeckCheckJob("docs/commands/examples/giants.txt", "modern").record(outcome)
>>> record.kind, record.status, record.problems
('deck_check', 'legal', ())
"""

from __future__ import annotations

import shlex
import time
import traceback
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any, Generic, NamedTuple, Protocol, TypeVar

from mtgfaces.batch.records import CRASHED, DECK_CHECK, ERROR, INVALID, LEGAL, NOT_LEGAL, SCENARIO, Record

if TYPE_CHECKING:
    from mtgfaces.cards.decklist import Deck
    from mtgfaces.rules.formats import FormatCheck
    from mtgfaces.scenario.runner import FileResult

T = TypeVar("T")
T_co = TypeVar("T_co", covariant=True)

MAX_DECK_BYTES = 1 << 20
"""A deck list is a few kilobytes; the command line refuses more than this."""


@dataclass(frozen=True, slots=True)
class Outcome(Generic[T]):
    """What a backend reports for one job: its ``value``, or the ``error`` it
    raised, or that its process died (``crashed``, the error says how);
    ``duration`` the seconds it ran in its worker."""

    index: int
    value: T | None
    error: str | None = None
    crashed: bool = False
    duration: float = 0.0


class Job(Protocol[T_co]):
    """A unit of work a backend runs: picklable, and done the same on any
    machine (every random choice seeded by the job itself)."""

    def run(self) -> T_co:
        """Do the work (in a worker) and return a picklable value."""
        ...

    def record(self, outcome: Outcome[Any]) -> Record:
        """The plain record of the job's outcome."""
        ...

    def repro(self) -> str:
        """The command that runs this job again, alone."""
        ...


def execute(index: int, job: Job[T]) -> Outcome[T]:
    """Run ``job`` here and now: what every backend's worker does. An
    exception becomes the outcome's ``error`` (its type, message and the
    line that raised it), never a lost batch."""
    start = time.perf_counter()
    try:
        value = job.run()
    except Exception as error:
        return Outcome(index, None, describe(error), duration=time.perf_counter() - start)
    return Outcome(index, value, duration=time.perf_counter() - start)


def describe(error: BaseException) -> str:
    """An exception in one line: its type, its message, and where it was
    raised (``file:line in function``)."""
    frames = traceback.extract_tb(error.__traceback__)
    if not frames:
        return f"{type(error).__name__}: {error}"
    last = frames[-1]
    return f"{type(error).__name__}: {error} (at {Path(last.filename).name}:{last.lineno} in {last.name})"


def failure_record(job: Job[Any], outcome: Outcome[Any], kind: str, source: tuple[str, ...]) -> Record:
    """The record of a job that raised or crashed."""
    return Record(
        index=outcome.index,
        kind=kind,
        source=source,
        status=CRASHED if outcome.crashed else ERROR,
        error=outcome.error,
        repro=job.repro(),
        duration=outcome.duration,
    )


class ScenarioJob(NamedTuple):
    """Run one scenario file (:func:`mtgfaces.scenario.runner.run_file`);
    its value is the ``FileResult`` ``run_file`` returns. The file is read
    where the job runs: on a cluster, from a path every node sees."""

    path: str
    explain: bool = False

    def run(self) -> FileResult:
        from mtgfaces.scenario.runner import run_file

        return run_file(self.path, explain=self.explain)

    def record(self, outcome: Outcome[Any]) -> Record:
        from mtgfaces.scenario.runner import PASSED

        result: FileResult | None = outcome.value
        if result is None:
            return failure_record(self, outcome, SCENARIO, (self.path,))
        problems = tuple(
            f"step {step.number} {step.action}: {failure.field}: expected {failure.expected!r}, "
            f"actual {failure.actual!r}" + (f" (CR {', '.join(failure.rules)})" if failure.rules else "")
            for step in result.steps
            for failure in step.failures
        )
        return Record(
            index=outcome.index,
            kind=SCENARIO,
            source=(self.path,),
            status=result.status,
            problems=problems,
            error=result.error,
            repro=None if result.status == PASSED else self.repro(),
            duration=outcome.duration,
        )

    def repro(self) -> str:
        return f"mtgfaces run {shlex.quote(self.path)}"


class DeckCheckJob(NamedTuple):
    """Check one deck list file for a format
    (:func:`mtgfaces.rules.formats.check_deck`); its value is the
    ``FormatCheck``, or the reason the list can't be read."""

    path: str
    format: str = "commander"

    def run(self) -> FormatCheck | str:
        from mtgfaces.cards.decklist import read_deck
        from mtgfaces.errors import MalformedInput
        from mtgfaces.rules.formats import check_deck

        try:
            deck = read_deck(read_text(self.path))
        except MalformedInput as error:
            return str(error)
        return check_deck(deck, self.format)

    def record(self, outcome: Outcome[Any]) -> Record:
        value: FormatCheck | str | None = outcome.value
        if value is None:
            return failure_record(self, outcome, DECK_CHECK, (self.path,))
        if isinstance(value, str):
            return Record(
                index=outcome.index,
                kind=DECK_CHECK,
                source=(self.path,),
                status=INVALID,
                error=value,
                repro=self.repro(),
                duration=outcome.duration,
            )
        return Record(
            index=outcome.index,
            kind=DECK_CHECK,
            source=(self.path,),
            status=LEGAL if value.legal else NOT_LEGAL,
            problems=value.problems,
            duration=outcome.duration,
        )

    def repro(self) -> str:
        return f"mtgfaces deck check {shlex.quote(self.path)} --format {shlex.quote(self.format)}"


def read_text(path: str) -> str:
    """A deck list file as text (UTF-8, at most :data:`MAX_DECK_BYTES`);
    ``MalformedInput`` naming the file otherwise."""
    from mtgfaces.errors import MalformedInput

    file = Path(path)
    if not file.is_file():
        raise MalformedInput("no such file, or not a regular file; name a deck list", where=path)
    with file.open("rb") as stream:
        data = stream.read(MAX_DECK_BYTES + 1)
    if len(data) > MAX_DECK_BYTES:
        raise MalformedInput(f"more than {MAX_DECK_BYTES:,} bytes; a deck list is far smaller", where=path)
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError as error:
        raise MalformedInput(f"not UTF-8 text ({error.reason} at byte {error.start})", where=path) from None


def read_deck_file(path: str) -> Deck:
    """A deck list file read (:func:`read_text`, then any form
    :func:`~mtgfaces.cards.decklist.read_deck` reads), with at least one
    card in its main deck; ``MalformedInput`` naming the file and line."""
    from mtgfaces.cards.decklist import read_deck
    from mtgfaces.errors import MalformedInput

    text = read_text(path)
    try:
        deck = read_deck(text)
    except MalformedInput as error:
        raise MalformedInput(error.reason, where=path) from None
    if not deck.main:
        raise MalformedInput("no cards in the main deck; list them like '4 Lightning Bolt'", where=path)
    return deck


def scenarios(paths: list[str], *, explain: bool = False) -> list[ScenarioJob]:
    """A job per scenario file under ``paths`` (files and directories: every
    ``*.yaml`` below, sorted), as ``mtgfaces run`` finds them."""
    from mtgfaces.scenario.runner import scenario_files

    return [ScenarioJob(path, explain) for path in scenario_files(paths)]


def deck_checks(paths: list[str], deck_format: str = "commander") -> list[DeckCheckJob]:
    """A job per deck list file; ``ValueError`` naming the formats for an
    unknown ``deck_format``."""
    from mtgfaces.rules.formats import FORMATS

    if deck_format not in FORMATS:
        raise ValueError(f"unknown format {deck_format!r}; formats: {', '.join(FORMATS)}")
    return [DeckCheckJob(path, deck_format) for path in paths]
