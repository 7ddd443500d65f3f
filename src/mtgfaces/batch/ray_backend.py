"""Ray: jobs as tasks on a Ray cluster, or on a local Ray started for the
batch. The one module that imports ``ray`` (``pip install 'mtgfaces[ray]'``).

- ``RayBackend("auto")`` starts a local Ray with ``workers`` CPUs (default:
  every core), no dashboard, usage statistics off, on the loopback
  address, and shuts it down when the batch ends;
- ``RayBackend("ray://head:10001")`` or ``RayBackend("head:6379")`` joins a
  running cluster (where every node has the same mtgfaces installed, or
  ``runtime_env`` installs it) and leaves it running;
- when Ray is already initialised in this process (a test's fixture, a
  program of the user's), the backend uses that Ray and leaves it be.

Each job is one task that Ray does not retry (``max_retries=0``: a job that
kills its worker would only kill the next): a dead worker is the job's
``crashed`` outcome. At most twice ``workers`` tasks are queued at once (so
an interrupted batch has little to cancel), and only ``workers`` when that
is fewer than the cluster's CPUs.
"""

from __future__ import annotations

import logging
import os
import socket
import time
from collections.abc import Generator, Iterator, Mapping, Sequence
from types import TracebackType
from typing import Any, Self

import ray
from ray.exceptions import RayError, TaskCancelledError

from mtgfaces.batch.backends import BackendUnavailable
from mtgfaces.batch.jobs import Job, Outcome, execute

LOCAL = "auto"
"""The address that starts a local Ray."""
LOOPBACK = "127.0.0.1"


@ray.remote(max_retries=0)
def _execute(index: int, job: Job[Any]) -> Outcome[Any]:
    return execute(index, job)


class RayBackend:
    """Jobs as Ray tasks; ``address`` ``auto`` for a local Ray."""

    name = "ray"

    def __init__(
        self,
        address: str = LOCAL,
        *,
        workers: int | None = None,
        runtime_env: Mapping[str, Any] | None = None,
    ) -> None:
        if workers is not None and workers < 1:
            raise ValueError(f"{workers} workers; Ray runs 1 or more tasks at once")
        self.address = address
        self._asked = workers
        self._runtime_env = dict(runtime_env) if runtime_env is not None else None
        self._started = False  # we started (or joined) Ray, so we shut it down
        self._workers = workers or 1

    @property
    def workers(self) -> int:
        return self._workers

    def __enter__(self) -> Self:
        if not ray.is_initialized():
            os.environ.setdefault("RAY_USAGE_STATS_ENABLED", "0")  # nothing leaves the machine unasked
            options: dict[str, Any] = {
                "include_dashboard": False,
                "log_to_driver": False,
                "logging_level": logging.ERROR,
                "runtime_env": self._runtime_env,
            }
            try:
                if self.address == LOCAL:
                    cpus = self._asked or os.cpu_count() or 1
                    ray.init(address="local", num_cpus=cpus, _node_ip_address=LOOPBACK, **options)
                else:
                    _reachable(self.address)
                    ray.init(address=self.address, **options)
            except (ConnectionError, RuntimeError, ValueError) as error:
                raise BackendUnavailable(
                    f"can't start or join Ray at {self.address!r}: {error}; give 'auto' for a local Ray, "
                    "or the address of a running cluster's head (HOST:6379, or ray://HOST:10001)"
                ) from None
            self._started = True
        self._measure()
        return self

    def _measure(self) -> None:
        """How many tasks run at once: the CPUs of the cluster, or fewer if asked."""
        cpus = max(1, int(self._resources().get("CPU", 1)))
        self._workers = min(self._asked, cpus) if self._asked else cpus

    @staticmethod
    def _resources() -> dict[str, float]:
        resources: dict[str, float] = ray.cluster_resources()  # type: ignore[no-untyped-call]
        return resources

    def __exit__(
        self, kind: type[BaseException] | None, error: BaseException | None, trace: TracebackType | None
    ) -> None:
        if self._started:
            ray.shutdown()
            self._started = False

    def run(self, jobs: Sequence[Job[Any]]) -> Generator[Outcome[Any], None, None]:
        if not ray.is_initialized():
            with self:
                yield from self._run(jobs)
        else:
            self._measure()
            yield from self._run(jobs)

    def _run(self, jobs: Sequence[Job[Any]]) -> Iterator[Outcome[Any]]:
        # A backlog keeps the CPUs busy while results travel back; but with
        # fewer workers asked than the cluster has CPUs, the cap is the ask.
        cpus = max(1, int(self._resources().get("CPU", 1)))
        queued = 2 * self._workers if self._workers >= cpus else self._workers
        pending: dict[Any, tuple[int, float]] = {}
        following = iter(enumerate(jobs))
        try:
            while True:
                while len(pending) < queued:
                    step = next(following, None)
                    if step is None:
                        break
                    pending[_execute.remote(*step)] = (step[0], time.perf_counter())
                if not pending:
                    return
                ready, _ = ray.wait(list(pending), num_returns=1)
                for ref in ready:
                    index, sent = pending.pop(ref)
                    yield _outcome(ref, index, sent)
        except BaseException:
            for ref in pending:  # Ctrl-C, or the consumer stopped early
                ray.cancel(ref, force=True)
            raise


def _reachable(address: str, timeout: float = 5.0) -> None:
    """Refuse at once a ``HOST:PORT`` (or ``ray://HOST:PORT``) where nothing
    listens: Ray itself would retry for minutes."""
    host, _, port = address.removeprefix("ray://").rpartition(":")
    if not host or not port.isdigit():
        return  # another form Ray reads: let it say
    try:
        socket.create_connection((host.strip("[]"), int(port)), timeout=timeout).close()
    except OSError as error:
        raise ConnectionError(f"nothing answers at {host}:{port} ({error.strerror or error})") from None


def _outcome(ref: Any, index: int, sent: float) -> Outcome[Any]:
    try:
        outcome: Outcome[Any] = ray.get(ref)
    except TaskCancelledError:
        raise
    except RayError as error:  # the worker died, or Ray lost the task
        reason = str(error).splitlines()[0] if str(error) else type(error).__name__
        failure = f"the Ray worker running it failed: {reason}"
        return Outcome(index, None, failure, crashed=True, duration=time.perf_counter() - sent)
    return outcome
