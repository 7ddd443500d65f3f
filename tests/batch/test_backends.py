"""The in-process backend and the process pool: the same records for the
same jobs with any number of workers, a dead worker reported with its
game's seed without losing the others, and Ctrl-C stopping every worker."""

from __future__ import annotations

import multiprocessing
import os
import signal
import threading
from collections.abc import Iterator
from typing import Any

import pytest

from mtgfaces.batch.backends import InProcess, backend_for
from mtgfaces.batch.games import PlayoutJob
from mtgfaces.batch.jobs import deck_checks
from mtgfaces.batch.pool import ProcessPool
from mtgfaces.batch.records import CRASHED, INVALID, LEGAL, NOT_LEGAL, Record
from mtgfaces.batch.run import run_jobs
from tests.batch.probes import KillsItsProcess, first_listed


def comparable(records: Iterator[Record]) -> list[dict[str, Any]]:
    return [r.comparable() for r in sorted(records, key=lambda r: r.index)]


@pytest.fixture(scope="module")
def in_process(games: list[PlayoutJob]) -> list[dict[str, Any]]:
    """The reference: the games' records, played here one after another."""
    return comparable(run_jobs(games))


@pytest.mark.parametrize("workers", [1, 2])
def test_a_process_pool_gives_the_in_process_records_with_any_number_of_workers(
    games: list[PlayoutJob], in_process: list[dict[str, Any]], workers: int
) -> None:
    with ProcessPool(workers) as pool:
        assert comparable(run_jobs(games, pool)) == in_process


def test_records_stream_as_they_finish_or_in_order_when_asked(
    games: list[PlayoutJob], in_process: list[dict[str, Any]]
) -> None:
    with ProcessPool(2) as pool:
        ordered = [r.comparable() for r in run_jobs(games, pool, ordered=True)]
    assert ordered == in_process


def test_a_dead_worker_is_reported_with_its_games_seed_and_the_others_finish(
    games: list[PlayoutJob], in_process: list[dict[str, Any]]
) -> None:
    doomed = games[2].seed
    jobs = [KillsItsProcess(game, doomed) for game in games]
    with ProcessPool(2) as pool:
        records = sorted(run_jobs(jobs, pool), key=lambda r: r.index)
        assert len(multiprocessing.active_children()) == 2  # the dead worker was replaced
    crashed = records[2]
    assert (crashed.status, crashed.seed, crashed.index) == (CRASHED, doomed, 2)
    assert crashed.error == "the worker process died (killed by SIGKILL)"
    assert crashed.repro is not None and f"--games 1 --seed {doomed} " in crashed.repro
    others = [r.comparable() for r in records if r.index != 2]
    assert others == [r for r in in_process if r["index"] != 2]


def test_scripted_games_travel_to_the_workers_by_their_policys_name(games: list[PlayoutJob]) -> None:
    scripted = [game._replace(policies=(None, first_listed)) for game in games[:3]]
    with ProcessPool(2) as pool:
        assert comparable(run_jobs(scripted, pool)) == comparable(run_jobs(scripted))


def interrupt_soon(delay: float) -> threading.Timer:
    """Ctrl-C for this process alone (not its workers: as a terminal's would
    reach them too, they ignore it), ``delay`` seconds from now."""
    timer = threading.Timer(delay, os.kill, (os.getpid(), signal.SIGINT))
    timer.start()
    return timer


def test_ctrl_c_stops_the_pool_and_keeps_what_finished(games: list[PlayoutJob]) -> None:
    many = [game._replace(seed=seed, max_turns=30) for seed, game in enumerate(games * 4)]
    finished: list[Record] = []
    timers = []
    with pytest.raises(KeyboardInterrupt), ProcessPool(2) as pool:
        for record in run_jobs(many, pool):
            finished.append(record)
            if not timers:
                timers.append(interrupt_soon(0.2))  # while it waits for the next
    timers[0].join()
    assert 0 < len(finished) < len(many)
    assert not multiprocessing.active_children()


def test_stopping_early_stops_the_workers(games: list[PlayoutJob]) -> None:
    pool = ProcessPool(2)
    stream = pool.run(games)
    next(stream)
    assert len(multiprocessing.active_children()) == 2
    stream.close()
    assert not multiprocessing.active_children()


def test_deck_checks_run_alike_in_process_and_on_a_pool() -> None:
    paths = [
        "docs/commands/examples/giants.txt",
        "docs/commands/examples/isamaru-with-delver.txt",
        "docs/commands/examples/wrong-ruling.yaml",
    ]
    jobs = deck_checks(paths, "commander")
    here = list(run_jobs(jobs, InProcess(), ordered=True))
    with ProcessPool(2) as pool:
        assert [r.comparable() for r in run_jobs(jobs, pool, ordered=True)] == [r.comparable() for r in here]
    giants, delver, not_a_deck = here
    assert giants.status == NOT_LEGAL and giants.problems[0].startswith("CR 903.3: a Commander deck")
    assert delver.status == NOT_LEGAL and delver.problems[0].startswith("CR 903.5c: 'Delver of Secrets")
    assert not_a_deck.status == INVALID and not_a_deck.error is not None
    assert "line 1: 'format: 1' is no deck entry" in not_a_deck.error
    assert (
        not_a_deck.repro == "mtgfaces deck check docs/commands/examples/wrong-ruling.yaml --format commander"
    )
    modern = list(run_jobs(deck_checks(paths[:1], "modern")))
    assert modern[0].status == LEGAL and modern[0].problems == ()


def test_an_unknown_format_or_no_worker_is_refused() -> None:
    with pytest.raises(ValueError, match="unknown format 'frontier'; formats: commander, brawl"):
        deck_checks(["deck.txt"], "frontier")
    with pytest.raises(ValueError, match="0 workers; give 1 or more"):
        backend_for(workers=0)
    assert isinstance(backend_for(), InProcess) and isinstance(backend_for(workers=3), ProcessPool)
