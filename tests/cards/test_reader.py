"""Reading Scryfall card files in every layout they come in, and refusing bad ones."""

from __future__ import annotations

import gzip
import json
from pathlib import Path

import pytest

from mtgfaces.cards.reader import iter_scryfall
from mtgfaces.errors import MalformedInput

SAMPLE = Path(__file__).parent / "fixtures" / "scryfall-sample.json"
OBJECTS = json.loads(SAMPLE.read_text("utf-8"))
NAMES = [o["name"] for o in OBJECTS]


def names(path: Path) -> list[str]:
    return [o.name for o in iter_scryfall(path)]


def test_bulk_array_one_card_per_line() -> None:
    assert names(SAMPLE) == NAMES


def test_minified_array_streams_through_ijson(tmp_path: Path) -> None:
    path = tmp_path / "min.json"
    path.write_text(json.dumps(OBJECTS, separators=(",", ":")), "utf-8")
    assert names(path) == NAMES


def test_pretty_printed_array(tmp_path: Path) -> None:
    path = tmp_path / "pretty.json"
    path.write_text(json.dumps(OBJECTS, indent=2), "utf-8")
    assert names(path) == NAMES


def test_json_lines(tmp_path: Path) -> None:
    path = tmp_path / "cards.jsonl"
    path.write_text("\n".join(json.dumps(o) for o in OBJECTS) + "\n", "utf-8")
    assert names(path) == NAMES


def test_single_object_pretty_printed(tmp_path: Path) -> None:
    path = tmp_path / "one.json"
    path.write_text(json.dumps(OBJECTS[0], indent=1), "utf-8")
    assert names(path) == NAMES[:1]


def test_gzip_is_detected_by_its_magic_bytes(tmp_path: Path) -> None:
    path = tmp_path / "cards.data"
    path.write_bytes(gzip.compress(SAMPLE.read_bytes()))
    assert names(path) == NAMES


def test_byte_order_mark_is_skipped(tmp_path: Path) -> None:
    path = tmp_path / "bom.json"
    path.write_bytes(b"\xef\xbb\xbf" + SAMPLE.read_bytes())
    assert names(path) == NAMES


def test_unknown_fields_are_ignored(tmp_path: Path) -> None:
    path = tmp_path / "extra.json"
    obj = dict(OBJECTS[0], brand_new_field={"x": [1, 2]}, prices={"usd": "1.00"})
    path.write_text(json.dumps([obj]), "utf-8")
    assert names(path) == NAMES[:1]


@pytest.mark.parametrize(
    ("content", "message"),
    [
        (b"", "empty"),
        (b'"just a string"', "expected a JSON array"),
        (b'[\n{"name": "A", "layout": "normal"},\n', "not closed"),
        (b'[{"name": "A", "layout": "normal"}, {"name": ', "invalid JSON"),
        (b'[\n{"name": 5, "layout": "normal"}\n]', "card #1"),
        (b'[\n{"name": "Ok", "layout": "normal"},\n{"name": "Bad", "layout": 3}\n]', "card #2 ('Bad')"),
        (b'{"name": "A", "layout": "normal", "cmc": "two"}\n', "Expected `float | null`"),
        (b"\xff\xfe garbage", "expected a JSON array"),
    ],
)
def test_malformed_files_name_the_file_and_the_card(tmp_path: Path, content: bytes, message: str) -> None:
    path = tmp_path / "bad.json"
    path.write_bytes(content)
    with pytest.raises(MalformedInput) as caught:
        list(iter_scryfall(path))
    assert str(path) in str(caught.value)
    assert message in str(caught.value)


def test_truncated_gzip(tmp_path: Path) -> None:
    path = tmp_path / "cut.json.gz"
    path.write_bytes(gzip.compress(SAMPLE.read_bytes())[:300])
    with pytest.raises(MalformedInput, match="gzip"):
        list(iter_scryfall(path))


def test_missing_file(tmp_path: Path) -> None:
    with pytest.raises(MalformedInput, match="can't read"):
        list(iter_scryfall(tmp_path / "nope.json"))
