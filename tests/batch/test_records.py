"""Records: plain values that go to JSON and Parquet and come back equal."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from mtgfaces.batch.output import JsonLines, open_writer, read_records
from mtgfaces.batch.records import TIMING_FIELDS, Record

RECORDS = [
    Record(index=0, kind="playout", source=("a.txt", "b.txt"), status="won", seed=7, winner="A", first="B",
           turns=12, actions=301, state="ab" * 32, duration=0.25),
    Record(index=1, kind="scenario", source=("s.yaml",), status="failed",
           problems=("step 2 check: name: expected 'X', actual 'Y'",), duration=0.01),
    Record(index=2, kind="playout", source=("a.txt", "b.txt"), status="crashed", seed=8,
           error="the worker process died (killed by SIGKILL)",
           repro="mtgfaces playout a.txt b.txt --games 1 --seed 8 --turns 100"),
]  # fmt: skip


def test_a_record_without_its_timing_is_what_two_runs_agree_on() -> None:
    slower = RECORDS[0].replace(duration=9.0)
    assert slower != RECORDS[0]
    assert slower.comparable() == RECORDS[0].comparable()
    assert set(RECORDS[0].to_json()) - set(RECORDS[0].comparable()) == set(TIMING_FIELDS)


def test_json_lines_round_trip(tmp_path: Path) -> None:
    path = tmp_path / "games.jsonl"
    writer = open_writer(str(path))
    for record in RECORDS:
        writer.write(record)
    writer.close()
    lines = path.read_text(encoding="utf-8").splitlines()
    assert len(lines) == 3 and json.loads(lines[0])["source"] == ["a.txt", "b.txt"]
    assert read_records(str(path)) == RECORDS


def test_parquet_round_trip(tmp_path: Path) -> None:
    path = tmp_path / "games.parquet"
    writer = open_writer(str(path))
    for record in RECORDS:
        writer.write(record)
    writer.close()
    assert path.read_bytes()[:4] == b"PAR1"
    assert read_records(str(path)) == RECORDS


def test_each_json_line_is_flushed_as_it_is_written(tmp_path: Path) -> None:
    path = tmp_path / "games.jsonl"
    with path.open("w", encoding="utf-8") as stream:
        writer = JsonLines(stream)
        writer.write(RECORDS[0])
        assert read_records(str(path)) == RECORDS[:1]  # readable before the file is closed


def test_a_record_from_elsewhere_names_what_is_wrong() -> None:
    with pytest.raises(ValueError, match=r"unknown fields \['colour'\], missing \['status'\]"):
        Record.from_json({"index": 0, "kind": "playout", "source": [], "colour": "red"})
