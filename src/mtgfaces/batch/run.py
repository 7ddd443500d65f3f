"""Running a batch: jobs in, records out as they finish.

>>> from mtgfaces.batch.jobs import deck_checks
>>> jobs = deck_checks(["docs/commands/examples/giants.txt", "docs/commands/examples/isamaru.txt"], "modern")
>>> [(r.index, r.status) for r in run_jobs(jobs, ordered=True)]
[(0, 'legal'), (1, 'not_legal')]
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from contextlib import closing
from typing import Any

from mtgfaces.batch.backends import Backend, InProcess
from mtgfaces.batch.jobs import Job, Outcome
from mtgfaces.batch.records import Record


def outcomes(
    jobs: Sequence[Job[Any]], backend: Backend | None = None, *, ordered: bool = False
) -> Iterator[Outcome[Any]]:
    """Each job's outcome from ``backend`` (default :class:`InProcess`), as
    it finishes, or in the jobs' order if ``ordered`` (an outcome waits for
    those before it). Stopping the iteration, or a Ctrl-C while it waits,
    stops the jobs still running."""
    stream = (backend or InProcess()).run(jobs)
    with closing(stream):  # a generator: closing it stops the backend's jobs
        if not ordered:
            yield from stream
            return
        held: dict[int, Outcome[Any]] = {}
        following = 0
        for outcome in stream:
            held[outcome.index] = outcome
            while following in held:
                yield held.pop(following)
                following += 1


def run_jobs(
    jobs: Sequence[Job[Any]], backend: Backend | None = None, *, ordered: bool = False
) -> Iterator[Record]:
    """Each job's plain :class:`~mtgfaces.batch.records.Record`, streamed as
    :func:`outcomes` yields them. The same jobs give the same records
    (timing aside) on every backend, with any number of workers."""
    for outcome in outcomes(jobs, backend, ordered=ordered):
        yield jobs[outcome.index].record(outcome)
