"""``mtgfaces playout`` and ``run_parallel``, driven through a parser built
here with :func:`mtgfaces.batch.cli.add_commands` (the command line's own
parser declares them once wired in, as docs/batch.md says)."""

from __future__ import annotations

import argparse
import io
import json
import os
import signal
import subprocess
import sys
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import pytest

from mtgfaces.batch import games as playing
from mtgfaces.batch import playoutview, progress
from mtgfaces.batch.backends import BackendUnavailable
from mtgfaces.batch.cli import Interrupted, add_commands, run_parallel
from mtgfaces.batch.output import read_records
from mtgfaces.batch.records import PLAYOUT
from mtgfaces.errors import IllegalAction, MalformedInput
from mtgfaces.scenario.runner import INVALID, run_file, scenario_files
from tests.batch.conftest import GIANTS, ISAMARU, ROOT


def parser() -> argparse.ArgumentParser:
    built = argparse.ArgumentParser(prog="mtgfaces")
    add_commands(built.add_subparsers(dest="command", required=True))
    return built


def playout(*words: str) -> int:
    args = parser().parse_args(["playout", *words])
    status: int = args.handler(args)
    return status


class Terminal(io.StringIO):
    def isatty(self) -> bool:
        return True


def test_playout_prints_each_decks_wins_with_an_interval_and_the_rate(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert playout(GIANTS, ISAMARU, "--games", "3", "--seed", "40", "--turns", "6") == 0
    out = capsys.readouterr().out.splitlines()
    assert out[0] == "3 games (seeds 40-42, turn cap 6) in-process, 1 worker"
    assert out[1].startswith(f"A {GIANTS}: ") and "(95% CI " in out[1]
    assert out[2].startswith(f"B {ISAMARU}: ")
    assert out[3].endswith(" unfinished at the cap, 0 failures")
    assert out[4].endswith("actions per second")


def test_playout_json_and_records_agree_on_any_backend(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    common = [GIANTS, ISAMARU, "--games", "4", "--seed", "40", "--turns", "6", "--json"]
    assert playout(*common, "--out", str(tmp_path / "here.jsonl")) == 0
    here = json.loads(capsys.readouterr().out)
    assert playout(*common, "--workers", "2", "--out", str(tmp_path / "pool.parquet")) == 0
    pool = json.loads(capsys.readouterr().out)
    assert (here["backend"], pool["backend"], pool["workers"]) == ("in-process", "process pool", 2)
    for key in ("games", "played", "decks", "draws", "unfinished", "failures", "actions", "seed", "turn_cap"):
        assert here[key] == pool[key], key
    assert here["decks"][0]["source"] == GIANTS and here["interrupted"] is False
    assert sum(d["wins"] for d in here["decks"]) + here["draws"] + here["unfinished"] == 4
    records = read_records(str(tmp_path / "here.jsonl"))
    by_seed = sorted(read_records(str(tmp_path / "pool.parquet")), key=lambda r: r.index)
    assert [r.seed for r in sorted(records, key=lambda r: r.index)] == [40, 41, 42, 43]
    assert [r.comparable() for r in sorted(records, key=lambda r: r.index)] == [
        r.comparable() for r in by_seed
    ]
    assert all(r.kind == PLAYOUT for r in records)


def test_the_repro_of_a_game_is_a_command_that_plays_it_alone(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert playout(GIANTS, ISAMARU, "--games", "3", "--seed", "40", "--turns", "6", "--out",
                   str(tmp_path / "all.jsonl")) == 0  # fmt: skip
    third = sorted(read_records(str(tmp_path / "all.jsonl")), key=lambda r: r.index)[2]
    words = ["playout", GIANTS, ISAMARU, "--games", "1", "--seed", "42", "--turns", "6"]
    args = parser().parse_args([*words, "--out", str(tmp_path / "one.jsonl")])
    assert args.handler(args) == 0
    (alone,) = read_records(str(tmp_path / "one.jsonl"))
    assert alone.comparable() == third.replace(index=0).comparable()
    capsys.readouterr()


def interrupt_after(count: int, monkeypatch: pytest.MonkeyPatch) -> None:
    """Ctrl-C for this process once ``count`` jobs have finished (counted
    by the progress bar), while the workers run the next."""
    real = progress.progress_bar

    @contextmanager
    def counting(total: int, unit: str) -> Iterator[Callable[[], None]]:
        done = 0

        def advance() -> None:
            nonlocal done
            done += 1
            if done == count:
                os.kill(os.getpid(), signal.SIGINT)

        with real(total, unit):
            yield advance

    monkeypatch.setattr(progress, "progress_bar", counting)
    monkeypatch.setattr(playoutview, "progress_bar", counting)


def test_ctrl_c_writes_the_games_that_finished_and_exits_130(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    out = tmp_path / "games.parquet"
    interrupt_after(3, monkeypatch)
    status = playout(GIANTS, ISAMARU, "--games", "50", "--turns", "6", "--workers", "2", "--out", str(out))
    assert status == 130
    captured = capsys.readouterr()
    assert captured.err == "mtgfaces: interrupted: 3 of 50 games finished\n"
    assert captured.out.startswith("3 games (seeds 0-49, turn cap 6) process pool, 2 workers\n")
    assert len(read_records(str(out))) == 3  # the Parquet file closed, valid, with every game finished


def test_a_game_that_raises_is_named_with_its_seed_and_repro_and_exits_1(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    real = playing.play

    def fails_on_41(game: Any, seed: int, **caps: Any) -> Any:
        if seed == 41:
            raise IllegalAction("not_your_priority", "117.1", "B doesn't hold priority")
        return real(game, seed, **caps)

    monkeypatch.setattr(playing, "play", fails_on_41)
    assert playout(GIANTS, ISAMARU, "--games", "3", "--seed", "40", "--turns", "6") == 1
    out = capsys.readouterr().out.splitlines()
    assert " of 2, " in out[1] and " of 2, " in out[2]  # the shares are of the games that played
    assert out[3].endswith(", 1 failure")
    assert out[4].startswith(
        "  seed 41: error: IllegalAction: B doesn't hold priority [not_your_priority, CR 117.1] (at "
    )
    assert out[5] == f"    repro: mtgfaces playout {GIANTS} {ISAMARU} --games 1 --seed 41 --turns 6"


def test_bad_input_is_refused_with_what_would_be_valid(tmp_path: Path) -> None:
    with pytest.raises(MalformedInput, match="line 1: 'format: 1' is no deck entry"):
        playout(GIANTS, "docs/commands/examples/wrong-ruling.yaml", "--games", "1")
    with pytest.raises(MalformedInput, match="no such file, or not a regular file; name a deck list"):
        playout(GIANTS, str(tmp_path / "missing.txt"), "--games", "1")
    with pytest.raises(MalformedInput, match="can't write the records there"):
        playout(GIANTS, ISAMARU, "--games", "1", "--out", str(tmp_path / "no" / "such" / "dir.jsonl"))
    nowhere = "can't start or join Ray at '127.0.0.1:1': nothing answers"
    with pytest.raises(BackendUnavailable, match=nowhere):
        playout(GIANTS, ISAMARU, "--games", "1", "--ray", "127.0.0.1:1")  # at once, not after Ray's retries
    for words in (["--games", "0"], ["--games", "2", "--workers", "2", "--ray", "auto"], ["--seed", "-1"]):
        with pytest.raises(SystemExit) as exit_status:
            parser().parse_args(["playout", GIANTS, ISAMARU, *words])
        assert exit_status.value.code == 2


def test_a_playout_on_a_terminal_shows_its_progress(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    terminal = Terminal()
    monkeypatch.setattr(progress, "terminal_stderr", lambda: terminal)
    monkeypatch.setattr(progress, "PROGRESS_AFTER", 0.0)
    assert playout(GIANTS, ISAMARU, "--games", "2", "--turns", "4") == 0
    drawn = terminal.getvalue()
    assert "0/2" in drawn and "game/s" in drawn and drawn.endswith("\r")  # cleared when done
    monkeypatch.undo()
    monkeypatch.setattr(progress, "PROGRESS_AFTER", 0.0)
    assert playout(GIANTS, ISAMARU, "--games", "2", "--turns", "4") == 0
    assert "game/s" not in capsys.readouterr().err  # stderr here is no terminal


def test_run_parallel_gives_run_files_results_in_order() -> None:
    files = scenario_files(["examples"])
    assert len(files) > 100
    assert run_parallel(["examples"], 2) == [run_file(path) for path in files]
    explained = run_parallel(files[:3], 2, explain=True)
    assert explained == [run_file(path, explain=True) for path in files[:3]]


def test_run_parallel_reports_a_file_it_cannot_run_as_run_file_does(tmp_path: Path) -> None:
    missing = str(tmp_path / "missing.yaml")
    fifo = tmp_path / "pipe.yaml"
    os.mkfifo(fifo)
    results = run_parallel([missing, str(fifo)], 2)
    assert results == [run_file(missing), run_file(str(fifo))]
    assert [r.status for r in results] == [INVALID, INVALID]


def test_ctrl_c_during_run_parallel_keeps_the_files_that_finished(monkeypatch: pytest.MonkeyPatch) -> None:
    files = scenario_files(["examples"])
    interrupt_after(10, monkeypatch)
    with pytest.raises(Interrupted) as stopped:
        run_parallel(files, 2)
    assert len(stopped.value.results) == 10 and stopped.value.total == len(files)
    assert stopped.value.results == [run_file(path) for path in files[:10]]


def test_declaring_the_command_imports_neither_the_engine_nor_ray_nor_pyarrow() -> None:
    code = (
        "import sys, argparse; from mtgfaces.batch.cli import add_commands; "
        "add_commands(argparse.ArgumentParser().add_subparsers()); "
        "print(sorted(m for m in sys.modules if m.startswith(('mtgfaces', 'ray', 'pyarrow', 'tqdm'))))"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert done.stdout.strip() == "['mtgfaces', 'mtgfaces.batch', 'mtgfaces.batch.cli']"


def test_a_batch_in_process_never_imports_ray_or_pyarrow() -> None:
    code = (
        "import sys; from mtgfaces.batch import deck_checks, run_jobs; "
        f"list(run_jobs(deck_checks([{GIANTS!r}], 'modern'))); "
        "print([m for m in ('ray', 'pyarrow') if m in sys.modules])"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True, cwd=ROOT)
    assert done.stdout.strip() == "[]"
