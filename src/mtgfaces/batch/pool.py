"""The local process pool: worker processes on this machine, one job each
at a time, so that the one job a dead worker was running is known.

The workers are forked from a server process that imported the engine once
(multiprocessing's ``forkserver``: no fork of a process with threads, and
no re-import per worker). Each worker ignores Ctrl-C: the terminal's
interrupt reaches the whole process group, and it is the parent's to stop
the batch. A worker that dies (a segfault, the out-of-memory killer, a job
that exits) becomes a ``crashed`` outcome for the job it was running, and
a fresh worker takes its place; the other jobs go on.

>>> from mtgfaces.batch.jobs import DeckCheckJob
>>> with ProcessPool(1) as pool:
...     [o.error for o in pool.run([DeckCheckJob("docs/commands/examples/giants.txt", "modern")])]
[None]
"""

from __future__ import annotations

import contextlib
import multiprocessing
import os
import pickle
import signal
import time
from collections import deque
from collections.abc import Generator, Iterator, Sequence
from multiprocessing.connection import Connection, wait
from multiprocessing.process import BaseProcess
from types import TracebackType
from typing import Any, Self

from mtgfaces.batch.jobs import Job, Outcome, describe, execute

PRELOAD = ["mtgfaces.batch.warm"]
"""What the server process imports once, for every worker forked from it."""
STOP_WAIT = 2.0
"""Seconds a worker has to leave when asked before it is terminated."""


class _Worker:
    """One worker process, the parent's end of its pipe, and the job it is
    running (its index, the job, when it was sent)."""

    def __init__(self, process: BaseProcess, conn: Connection) -> None:
        self.process = process
        self.conn = conn
        self.job: tuple[int, Job[Any], float] | None = None

    def send(self, index: int, job: Job[Any]) -> None:
        self.job = (index, job, time.perf_counter())
        self.conn.send((index, pickle.dumps(job, protocol=pickle.HIGHEST_PROTOCOL)))


class ProcessPool:
    """``workers`` processes on this machine (default: one per core)."""

    name = "process pool"

    def __init__(self, workers: int | None = None) -> None:
        count = workers if workers is not None else os.cpu_count() or 1
        if count < 1:
            raise ValueError(f"{count} workers; a pool has 1 or more")
        self._count = count
        self._context = multiprocessing.get_context("forkserver")
        self._context.set_forkserver_preload(PRELOAD)
        self._workers: list[_Worker] = []

    @property
    def workers(self) -> int:
        return self._count

    def __enter__(self) -> Self:
        while len(self._workers) < self._count:
            self._workers.append(self._start())
        return self

    def __exit__(
        self, kind: type[BaseException] | None, error: BaseException | None, trace: TracebackType | None
    ) -> None:
        self.close()

    def close(self) -> None:
        """Stop every worker: an idle one is asked to leave, a busy one (the
        batch was interrupted) terminated."""
        workers, self._workers = self._workers, []
        for worker in workers:
            if worker.job is None:
                with contextlib.suppress(OSError):
                    worker.conn.send(None)
            else:
                worker.process.terminate()
        deadline = time.monotonic() + STOP_WAIT
        for worker in workers:
            worker.process.join(max(0.0, deadline - time.monotonic()))
            if worker.process.is_alive():
                worker.process.kill()
                worker.process.join()
            worker.conn.close()

    def run(self, jobs: Sequence[Job[Any]]) -> Generator[Outcome[Any], None, None]:
        if not self._workers:
            with self:
                yield from self._run(jobs)
        else:
            yield from self._run(jobs)

    def _run(self, jobs: Sequence[Job[Any]]) -> Iterator[Outcome[Any]]:
        waiting = deque(enumerate(jobs))
        try:
            for worker in list(self._workers):
                if waiting:
                    self._dispatch(worker, *waiting.popleft())
            while any(w.job is not None for w in self._workers):
                busy = [w for w in self._workers if w.job is not None]
                wait([handle for w in busy for handle in (w.conn, w.process.sentinel)])
                for worker in busy:
                    outcome = self._collect(worker)
                    if outcome is None:
                        continue
                    yield outcome
                    if waiting:
                        self._dispatch(worker, *waiting.popleft())
        except BaseException:
            self.close()  # Ctrl-C, or the consumer stopped early: no worker outlives the batch
            raise

    def _collect(self, worker: _Worker) -> Outcome[Any] | None:
        """The worker's outcome if it has one (or died), else ``None``."""
        assert worker.job is not None
        index, _, sent = worker.job
        if worker.conn.poll():
            try:
                outcome: Outcome[Any] = worker.conn.recv()
            except (EOFError, OSError):
                pass  # the pipe closed: the process died, below
            else:
                worker.job = None
                return outcome
        if worker.process.is_alive():
            return None
        worker.process.join()
        worker.job = None
        death = f"the worker process died ({_death(worker.process)})"
        return Outcome(index, None, death, crashed=True, duration=time.perf_counter() - sent)

    def _dispatch(self, worker: _Worker, index: int, job: Job[Any]) -> None:
        """Send the job to ``worker``, or to a fresh worker in its place if
        it died while idle."""
        if worker.process.is_alive():
            try:
                worker.send(index, job)
            except OSError:  # it died just now
                pass
            else:
                return
        worker.conn.close()
        worker.process.join()
        fresh = self._start()
        self._workers[self._workers.index(worker)] = fresh
        fresh.send(index, job)

    def _start(self) -> _Worker:
        parent, child = self._context.Pipe()
        process = self._context.Process(target=serve, args=(child,), daemon=True, name="mtgfaces-batch")
        process.start()
        child.close()
        return _Worker(process, parent)


def _death(process: BaseProcess) -> str:
    code = process.exitcode
    if code is not None and code < 0:
        try:
            return f"killed by {signal.Signals(-code).name}"
        except ValueError:
            return f"killed by signal {-code}"
    return f"exit status {code}"


def serve(conn: Connection) -> None:
    """A worker's life: take a job, run it, send its outcome back, until
    told to stop (or the parent is gone)."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    while True:
        try:
            message = conn.recv()
        except (EOFError, OSError):
            return
        if message is None:
            return
        index, data = message
        try:
            job = pickle.loads(data)
        except Exception as error:
            outcome: Outcome[Any] = Outcome(index, None, f"the job can't be read here: {describe(error)}")
        else:
            outcome = execute(index, job)
        try:
            conn.send(outcome)
        except Exception as error:  # a value that can't be pickled
            reason = f"its result can't be sent back: {describe(error)}"
            conn.send(Outcome(index, None, reason, duration=outcome.duration))
