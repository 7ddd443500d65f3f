"""Where jobs run: one interface, three backends.

- :class:`InProcess` (the default): one job after another in this process.
  Nothing to start; a job that kills its process kills the batch.
- :class:`~mtgfaces.batch.pool.ProcessPool`: worker processes on this
  machine, one per core by default.
- :class:`~mtgfaces.batch.ray_backend.RayBackend`: tasks on a Ray cluster,
  or on a local Ray it starts (the ``ray`` extra; only that module imports
  ``ray``).

A backend is a context manager (entering starts its workers, leaving stops
them; :meth:`Backend.run` outside one starts and stops them around the
call). ``run`` yields each job's :class:`~mtgfaces.batch.jobs.Outcome` as
it finishes, in any order; each names its job's index. The same job gives
the same value on every backend: the jobs carry their seeds.

>>> from mtgfaces.batch.jobs import DeckCheckJob
>>> with InProcess() as backend:
...     [o.index for o in backend.run([DeckCheckJob("docs/commands/examples/giants.txt", "modern")])]
[0]
"""

from __future__ import annotations

from collections.abc import Generator, Sequence
from types import TracebackType
from typing import Any, Protocol, Self

from mtgfaces.batch.extras import require
from mtgfaces.batch.jobs import Job, Outcome, execute
from mtgfaces.errors import MtgFacesError


class BackendUnavailable(MtgFacesError):
    """A backend can't be started or reached (a Ray address where nothing
    answers); the message says what would work."""


class Backend(Protocol):
    """Runs jobs somewhere and streams their outcomes."""

    name: str
    """Its name in reports: ``in-process``, ``process pool``, ``ray``."""

    @property
    def workers(self) -> int:
        """How many jobs it runs at once."""
        ...

    def __enter__(self) -> Self: ...

    def __exit__(
        self, kind: type[BaseException] | None, error: BaseException | None, trace: TracebackType | None
    ) -> None: ...

    def run(self, jobs: Sequence[Job[Any]]) -> Generator[Outcome[Any], None, None]:
        """Each job's outcome as it finishes. A ``KeyboardInterrupt`` while
        it waits stops the jobs still running and propagates; the outcomes
        yielded before it stand."""
        ...


class InProcess:
    """Every job in this process, in order: nothing to start, nothing to
    pickle. The default, and the reference the others are compared with."""

    name = "in-process"

    @property
    def workers(self) -> int:
        return 1

    def __enter__(self) -> Self:
        return self

    def __exit__(
        self, kind: type[BaseException] | None, error: BaseException | None, trace: TracebackType | None
    ) -> None:
        return None

    def run(self, jobs: Sequence[Job[Any]]) -> Generator[Outcome[Any], None, None]:
        for index, job in enumerate(jobs):
            yield execute(index, job)


def backend_for(*, workers: int | None = None, ray: str | None = None) -> Backend:
    """The backend a command line asks for: ``ray`` an address (``auto``
    starts a local Ray; ``workers`` then caps the tasks run at once), else
    ``workers`` processes, else in-process. ``ValueError`` for fewer than
    one worker; :class:`~mtgfaces.batch.extras.MissingExtra` for Ray when
    it isn't installed."""
    if workers is not None and workers < 1:
        raise ValueError(f"{workers} workers; give 1 or more (this machine has {_cores()} cores)")
    if ray is not None:
        require("ray", "ray", "the Ray backend")
        from mtgfaces.batch.ray_backend import RayBackend

        return RayBackend(ray, workers=workers)
    if workers is not None:
        from mtgfaces.batch.pool import ProcessPool

        return ProcessPool(workers)
    return InProcess()


def _cores() -> int:
    import os

    return os.cpu_count() or 1
