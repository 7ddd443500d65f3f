"""Hostile inputs, continued: imports interrupted or raced, and the bounds
on what a file, a name or a scenario may cost (time, memory, steps). The
corpus files and the shared helpers are in test_corpus.py."""

from __future__ import annotations

import gzip
import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from mtgfaces.cards.db import CardDB
from mtgfaces.cards.dbbuild import build_database
from mtgfaces.cards.reader import iter_scryfall
from mtgfaces.errors import MalformedInput, UnknownCard
from mtgfaces.scenario.runner import INVALID, run_file
from tests.hostile.samples import PREVIOUS, SAMPLE
from tests.hostile.test_corpus import (
    environment,
    home_with,
    mtgfaces,
)

# -- interrupted imports --------------------------------------------------------------


@pytest.fixture(scope="module")
def many_cards(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """25,000 valid card objects (the sample's, renamed): a few seconds to import."""
    objects = json.loads(SAMPLE.read_text("utf-8"))
    path = tmp_path_factory.mktemp("many") / "many-cards.json"
    lines = (json.dumps(dict(o, name=f"{o['name']} {i}")) for i in range(2500) for o in objects)
    path.write_text("[\n" + ",\n".join(lines) + "\n]\n", "utf-8")
    return path


def _temporary_files(home: Path) -> list[Path]:
    return sorted(home.glob(".cards-*.sqlite.tmp"))


def _wait_until_writing(process: subprocess.Popen[str], home: Path, timeout: float = 60) -> bool:
    """Whether the import's temporary database appeared while it still ran."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if _temporary_files(home):
            return process.poll() is None
        if process.poll() is not None:
            return False
        time.sleep(0.002)
    return False


@pytest.mark.parametrize("interrupt", [signal.SIGKILL, signal.SIGINT], ids=["SIGKILL", "SIGINT"])
def test_interrupted_import_leaves_the_previous_database_in_use_and_the_next_import_works(
    interrupt: signal.Signals, many_cards: Path, previous_db: Path, tmp_path: Path
) -> None:
    home = home_with(previous_db, tmp_path / "home")
    process = subprocess.Popen(
        [sys.executable, "-m", "mtgfaces", "db", "import", str(many_cards)],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        encoding="utf-8",
        errors="replace",
        env=environment(home),
    )
    try:
        writing = _wait_until_writing(process, home)
        if writing:
            process.send_signal(interrupt)
        out, err = process.communicate(timeout=120)
    finally:
        if process.poll() is None:
            process.kill()
            process.wait()
    assert "Traceback" not in out + err
    if writing and process.returncode != 0:
        if interrupt is signal.SIGINT:
            # KeyboardInterrupt: the import's own clean-up ran.
            assert process.returncode == 130, err
            assert err.replace("\r", "\n").strip().splitlines()[-1] == "mtgfaces: interrupted"
            assert _temporary_files(home) == []
        else:
            assert process.returncode == -signal.SIGKILL
        assert (home / "cards.sqlite").exists()
        db = CardDB(home / "cards.sqlite")
        assert db.info().source == PREVIOUS
        assert db.card("Feu // Glace").name == "Fire // Ice"
        db.close()
        shown = mtgfaces("card", "Feu // Glace", "--json", home=home)
        assert shown.returncode == 0 and json.loads(shown.stdout)["name"] == "Fire // Ice"
    else:
        # The import finished before it could be interrupted: it is whole, in use.
        assert process.returncode == 0, err
        assert CardDB(home / "cards.sqlite").info().source == str(many_cards.resolve())
    # The next import succeeds, and removes what a killed one left behind.
    again = mtgfaces("db", "import", str(SAMPLE), home=home)
    assert again.returncode == 0, again
    assert CardDB(home / "cards.sqlite").info().source == str(SAMPLE)
    assert sorted(p.name for p in home.iterdir() if p.suffix != ".lock") == ["cards.sqlite"]


def test_next_import_removes_only_the_temporary_files_of_dead_processes(tmp_path: Path) -> None:
    finished = subprocess.Popen([sys.executable, "-c", "pass"])
    finished.wait()
    dead = tmp_path / f".cards-{finished.pid}-abc123.sqlite.tmp"
    alive = tmp_path / f".cards-{os.getpid()}-def456.sqlite.tmp"
    other = tmp_path / ".cards-notes.sqlite.tmp"  # not an import's name: not ours to remove
    for path in (dead, alive, other):
        path.write_bytes(b"half a database")
    build_database(tmp_path / "cards.sqlite", iter_scryfall(SAMPLE), source="x", date="2026-01-01")
    left = sorted(p.name for p in tmp_path.iterdir() if p.suffix != ".lock")
    assert left == sorted(["cards.sqlite", alive.name, other.name])


def test_an_endless_scenario_file_is_refused_without_reading_it_all() -> None:
    """/dev/zero never ends: a device isn't read at all (a FIFO would block)."""
    from mtgfaces.scenario.runner import INVALID, run_file

    result = run_file("/dev/zero")
    assert result.status == INVALID and "not a regular file" in str(result.error)


def test_a_counter_check_with_a_word_for_a_number_fails_cleanly(tmp_path: Path) -> None:
    from mtgfaces.scenario.runner import FAILED, run_file

    path = tmp_path / "s.yaml"
    path.write_text(
        "format: 1\nscenario: t\nplayers: [A, B]\nsetup:\n  A:\n    battlefield: [Forest]\n"
        'steps:\n  - check: Forest\n    counters: {"+1/+1": two}\n',
        "utf-8",
    )
    assert run_file(str(path)).status == FAILED


def test_a_100000_character_unknown_name_is_answered_within_a_second() -> None:
    name = "x" * 100_000
    started = time.perf_counter()
    with pytest.raises(UnknownCard) as caught:
        CardDB.default().card(name)
    # Not a timed assertion of speed: without the cap this took over 30 s.
    assert time.perf_counter() - started < 10
    assert "(100,000 characters)" in str(caught.value) and len(str(caught.value)) < 500


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="FIFOs are a POSIX thing")
def test_a_fifo_given_as_a_scenario_is_refused_not_read(tmp_path: Path) -> None:
    fifo = tmp_path / "scenario.yaml"
    os.mkfifo(fifo)
    result = run_file(str(fifo))  # would block forever if it opened the FIFO
    assert result.status == INVALID and "not a regular file" in (result.error or "")


def test_a_scenario_of_more_steps_than_its_budget_is_refused(tmp_path: Path) -> None:
    from mtgfaces.scenario.spec import MAX_STEPS

    path = tmp_path / "s.yaml"
    step = "  - check_player: A\n    life: 20\n"
    path.write_text("format: 1\nscenario: t\nplayers: [A, B]\nsteps:\n" + step * (MAX_STEPS + 1), "utf-8")
    result = run_file(str(path))
    assert result.status == INVALID and f"at most {MAX_STEPS:,}" in (result.error or "")


def test_a_names_file_that_inflates_past_its_bound_is_refused(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    from mtgfaces.cli import main
    from mtgfaces.cli.dbview import MAX_NAMES_BYTES

    monkeypatch.setenv("MTGFACES_HOME", str(tmp_path / "home"))  # never the user's database
    monkeypatch.delenv("MTGFACES_DB", raising=False)
    bomb = tmp_path / "names.json.gz"
    bomb.write_bytes(gzip.compress(b"{" + b" " * (MAX_NAMES_BYTES + 1) + b"}", compresslevel=9))
    assert bomb.stat().st_size < 1 << 20  # a small file
    assert main(["db", "import", str(SAMPLE), "--names", str(bomb)]) == 2
    assert "MiB of names once inflated" in capsys.readouterr().err


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="file locks here are POSIX ones")
def test_a_second_db_import_while_one_runs_is_told_not_raced(tmp_path: Path) -> None:
    import fcntl

    target = tmp_path / "cards.sqlite"
    with (tmp_path / "cards.sqlite.lock").open("a") as held:
        fcntl.flock(held, fcntl.LOCK_EX)  # an import in progress
        with pytest.raises(MalformedInput, match="another `mtgfaces db import`"):
            build_database(target, iter_scryfall(SAMPLE), source="s", date="2026-01-01")
    assert not target.exists()
    build_database(target, iter_scryfall(SAMPLE), source="s", date="2026-01-01")  # free again
    assert CardDB(str(target)).card("Sejiri Shelter")


def test_a_damaged_database_in_use_is_replaced_by_a_new_import(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    from mtgfaces.cli import main

    monkeypatch.setenv("MTGFACES_HOME", str(tmp_path))
    monkeypatch.delenv("MTGFACES_DB", raising=False)
    (tmp_path / "cards.sqlite").write_bytes(b"this is not a database at all" * 100)
    CardDB._default = None
    assert main(["db", "import", str(SAMPLE), "--date", "2026-01-01"]) == 0
    assert "can't be read" in capsys.readouterr().err
    assert CardDB(str(tmp_path / "cards.sqlite")).card("Sejiri Shelter")
    CardDB._default = None
