"""Ray for real: a local Ray of two CPUs on this machine (no dashboard, the
loopback address, usage statistics off), started once for the module by
the backend itself and shut down after it. It gives the records the
in-process backend gives, reports a dead worker with its game's seed, and
runs a scenario corpus to the sequential results."""

from __future__ import annotations

import itertools
from collections.abc import Iterator
from typing import Any

import pytest
import ray

from mtgfaces.batch.cli import run_parallel
from mtgfaces.batch.games import PlayoutJob
from mtgfaces.batch.ray_backend import RayBackend
from mtgfaces.batch.records import CRASHED
from mtgfaces.batch.run import outcomes, run_jobs
from mtgfaces.scenario.runner import run_file, scenario_files
from tests.batch.probes import KillsItsProcess, SaysWhenItRan


@pytest.fixture(scope="module")
def local_ray() -> Iterator[RayBackend]:
    with RayBackend("auto", workers=2) as backend:
        yield backend
    assert not ray.is_initialized()


def comparable(records: Iterator[Any]) -> list[dict[str, Any]]:
    return [r.comparable() for r in sorted(records, key=lambda r: r.index)]


def test_a_local_ray_of_two_cpus_starts_for_the_batch(local_ray: RayBackend) -> None:
    assert ray.is_initialized() and local_ray.workers == 2
    assert ray.cluster_resources()["CPU"] == 2  # type: ignore[no-untyped-call]


@pytest.mark.parametrize("workers", [1, 2])
def test_ray_gives_the_in_process_records_with_any_number_of_workers(
    local_ray: RayBackend, games: list[PlayoutJob], workers: int
) -> None:
    in_process = comparable(run_jobs(games))
    with RayBackend("auto", workers=workers) as backend:  # joins the module's Ray, leaves it running
        assert backend.workers == workers
        assert comparable(run_jobs(games, backend)) == in_process
    assert ray.is_initialized()


def test_fewer_workers_than_the_cluster_has_cpus_run_no_more_tasks_at_once(local_ray: RayBackend) -> None:
    def spans(workers: int) -> list[tuple[float, float]]:
        with RayBackend("auto", workers=workers) as backend:
            return sorted(o.value for o in outcomes([SaysWhenItRan(0.3)] * 3, backend))

    one = spans(1)
    assert all(earlier[1] <= later[0] for earlier, later in itertools.pairwise(one))
    two = spans(2)
    assert any(earlier[1] > later[0] for earlier, later in itertools.pairwise(two))


def test_a_dead_ray_worker_is_reported_with_its_games_seed_and_the_others_finish(
    local_ray: RayBackend, games: list[PlayoutJob]
) -> None:
    doomed = games[3].seed
    records = sorted(run_jobs([KillsItsProcess(g, doomed) for g in games], local_ray), key=lambda r: r.index)
    assert [r.index for r in records] == list(range(len(games)))
    crashed = records[3]
    assert (crashed.status, crashed.seed) == (CRASHED, doomed)
    assert crashed.error is not None and crashed.error.startswith("the Ray worker running it failed: ")
    assert crashed.repro is not None and f"--seed {doomed} " in crashed.repro
    assert [r.comparable() for r in records if r.index != 3] == [
        r for r in comparable(run_jobs(games)) if r["index"] != 3
    ]


def test_a_scenario_corpus_on_ray_gives_the_sequential_results(local_ray: RayBackend) -> None:
    files = scenario_files(["examples/seeds", "examples/layouts"])
    assert run_parallel(files, ray="auto") == [run_file(path) for path in files]
