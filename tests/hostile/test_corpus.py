"""Hostile inputs: every file of tests/hostile/corpus is refused.

Through the Python API, with one of our own errors whose message names the
file and says what was wrong; through the command line, with exit status 2,
one line on stderr and no traceback. A refused or interrupted ``db import``
leaves the database in use as it was, and nothing behind that would break the
next import. Inputs too big to commit (over a mebibyte, 100,000 levels deep,
gigabytes once inflated) are made here, in ``tmp_path``.
"""

from __future__ import annotations

import gzip
import json
import os
import re
import shutil
import sqlite3
import subprocess
import sys
import time
from collections.abc import Callable, Sequence
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import NamedTuple

import pytest

from mtgfaces.cards import reader
from mtgfaces.cards.db import EMBEDDED_PATH, CardDB
from mtgfaces.cards.dbbuild import build_database
from mtgfaces.cards.mtgjson import load_mtgjson
from mtgfaces.cards.reader import iter_scryfall
from mtgfaces.errors import MalformedInput
from mtgfaces.scenario.runner import INVALID, run_file
from mtgfaces.scenario.spec import parse
from mtgfaces.scenario.world import World
from mtgfaces.scenario.yamlnode import ScenarioError
from tests.hostile.samples import PREVIOUS, SAMPLE

CORPUS = (Path(__file__).parent / "corpus").resolve()

# What refusing each corpus file says (a fragment of the message), by the code
# that refuses it.

# Scryfall card files: the reader, or the import as it builds each card.
CARD_FILES = {
    "cards-blank-name.json": "card #1: the card name ' ' is blank",
    "cards-corrupt.json.gz": "the gzip data is truncated or corrupt",
    "cards-data-after-the-array.json": "unexpected data after the closing ']'",
    "cards-deeply-nested.json": "nested more than 64 levels deep",
    "cards-double-faced-without-faces.json": "layout 'transform' needs card_faces",
    "cards-empty.json": "the file is empty",
    "cards-face-name-nul.json": "the face name 'Ice\\x00' has the control character U+0000",
    "cards-impossible-mana-symbol.json": "'{R/R}' is not a mana symbol",
    "cards-mana-symbol-of-400-digits.json": "has 400 digits; a generic mana symbol has at most 7",
    "cards-missing-layout.json": "card #1 ('Fire // Ice'): Object missing required field `layout`",
    "cards-name-control-chars.json": "the card name 'Fire\\x1b[2J // Ice' has the control character U+001B",
    "cards-not-an-array.json": "expected a JSON array of card objects",
    "cards-not-card-objects.json": "card #1: Expected `object`, got `int`",
    "cards-not-utf8.json": "invalid bytes in UTF8 string",
    "cards-truncated.json": "card #2: invalid JSON (Input data was truncated)",
    "cards-truncated.json.gz": "the gzip data is truncated or corrupt",
    "cards-unknown-layout.json": "unknown layout 'triple_split'; expected one of adventure,",
    "cards-wrong-type-card-faces.json": "Expected `array | null`, got `str` - at `$.card_faces`",
    "cards-wrong-type-cmc.json": "Expected `float | null`, got `str` - at `$.cmc`",
}
# MTGJSON AtomicCards files: load_mtgjson. (`db import` reads Scryfall files
# only; it refuses these too, for its own reasons.)
MTGJSON_FILES = {
    "mtgjson-card-name-control-chars.json": "the card name 'Grim\\x1b]0;pwned\\x07 Haruspex' has the control",
    "mtgjson-data-is-a-list.json": "expected `data` to be an object mapping card names",
    "mtgjson-face-without-name.json": "entry 'Grim Haruspex', face 0: Object missing required field `name`",
    "mtgjson-foreign-name-control-chars.json": "the 'fr' name 'Aruspice sinistre\\x07' has the control",
    "mtgjson-impossible-mana-symbol.json": "'{B/B}' is not a mana symbol",
    "mtgjson-not-utf8.json": "not valid JSON: Invalid UTF-8 encoded string",
    "mtgjson-truncated.json": "not valid JSON: Input data was truncated",
    "mtgjson-truncated.json.gz": "not a readable gzip file",
    "mtgjson-unknown-layout.json": "unknown layout 'sideways'",
    "mtgjson-wrong-type-mana-value.json": 'got `str` - at `$.data["Grim Haruspex"][0].manaValue`',
}
# Scenario files the parser refuses.
SCENARIO_FILES = {
    "scenario-alias-bomb.yaml": "YAML anchors and aliases are not allowed",
    "scenario-attached-to-itself.yaml": "'pacifism' is attached to itself",
    "scenario-circular-reference.yaml": "YAML anchors and aliases are not allowed",
    "scenario-control-char-byte.yaml": "the control character U+0007",
    "scenario-control-chars-in-name.yaml": "the control character U+001B in 'Forest\\x1b[2J\\x1b[31m'",
    "scenario-deeply-nested.yaml": "nested more than 64 levels deep",
    "scenario-duplicate-key.yaml": "key 'players' appears twice (first at line 3)",
    "scenario-huge-integer.yaml": "is too large; a whole number here is at most 9223372036854775807",
    "scenario-not-a-mapping.yaml": "expected a mapping (key: value lines), got a list",
    "scenario-not-utf8.yaml": "not UTF-8: byte 0xe9",
    "scenario-only-a-comment.yaml": "the file is empty",
    "scenario-python-tag.yaml": "YAML tag 'tag:yaml.org,2002:python/object/apply:os.system' is not allowed",
    "scenario-spell-targets-itself.yaml": "'cancel' targets itself",
    "scenario-syntax-error.yaml": "YAML syntax error: did not find expected ',' or ']'",
    "scenario-unknown-key.yaml": "unknown key 'stpes' at the top level; did you mean 'steps'?",
}
# Scenario files that parse, but whose game can't be set up.
SCENARIO_GAME_FILES = {
    "scenario-dangling-reference.yaml": (
        "no object or player named 'beras'; the players are Alice, Bob, the game has Grizzly Bears, Pacifism"
    ),
    "scenario-unknown-card.yaml": "unknown card 'Sejri Glaicer'; closest real names: ",
    "scenario-face-the-card-lacks.yaml": "'Grizzly Bears': a normal card has one face (CR 200.1)",
    "scenario-split-spell-without-a-half.yaml": "'Fire // Ice': no front face (it has: left, right)",
}
# Scenario files refused by the runner, at the step that reads the bad value.
SCENARIO_RUN_FILES = {
    "scenario-infinite-number.yaml": "expected a finite number, got '.inf'",
}
# Localized names files, for `db import FILE --names NAMES`.
NAMES_FILES = {
    "names-bidi-override.json": "the 'fr' name of 'Fire // Ice': 'Feu \\u202e// Glace' has the control",
    "names-control-chars.json": "the 'fr' name of 'Fire // Ice': 'Feu // Glace\\x1b[5m' has the control",
    "names-not-an-object.json": 'expected {"English name": {"lang": "printed name"}}, found a list',
}
# Card databases, for MTGFACES_DB.
DATABASE_FILES = {
    "db-not-a-database.sqlite": "not a card database (file is not a database)",
}
ALL_SCENARIOS = SCENARIO_FILES | SCENARIO_GAME_FILES | SCENARIO_RUN_FILES


def test_every_corpus_file_has_its_expected_refusal() -> None:
    expected = CARD_FILES | MTGJSON_FILES | ALL_SCENARIOS | NAMES_FILES | DATABASE_FILES
    assert sorted(p.name for p in CORPUS.iterdir()) == sorted(expected)


# -- the command line, as a subprocess ------------------------------------------------


class Ran(NamedTuple):
    returncode: int
    stdout: str
    stderr: str


def environment(home: Path, **extra: str) -> dict[str, str]:
    """MTGFACES_HOME is ``home``, so that no test writes the real user database
    (the embedded one is opened read-only); MTGFACES_DB is unset."""
    env = {k: v for k, v in os.environ.items() if k != "MTGFACES_DB"}
    env.update(MTGFACES_HOME=str(home), PYTHONDONTWRITEBYTECODE="1", **extra)
    return env


def mtgfaces(
    *args: str,
    home: Path,
    env: dict[str, str] | None = None,
    preexec_fn: Callable[[], None] | None = None,
) -> Ran:
    """Run the command line in a fresh process."""
    done = subprocess.run(
        [sys.executable, "-m", "mtgfaces", *args],
        capture_output=True,
        encoding="utf-8",
        errors="replace",
        env=environment(home, **(env or {})),
        timeout=120,
        preexec_fn=preexec_fn,
    )
    return Ran(done.returncode, done.stdout, done.stderr)


def assert_refused(ran: Ran, *fragments: str) -> None:
    """Exit status 2 and one line ``mtgfaces: ...`` on stderr with each fragment."""
    assert ran.returncode == 2, ran
    assert "Traceback" not in ran.stdout + ran.stderr
    assert ran.stdout == ""
    # `db import` rewinds its progress line with "\r" first.
    lines = ran.stderr.replace("\r", "\n").strip().splitlines()
    assert len(lines) == 1, ran.stderr
    assert lines[0].startswith("mtgfaces: ")
    for fragment in fragments:
        assert fragment in lines[0]


def in_parallel(jobs: dict[str, Callable[[], Ran]]) -> dict[str, Ran]:
    """Each job's result; two at a time, each process starts in ~0.1 s."""
    with ThreadPoolExecutor(max_workers=max(2, os.cpu_count() or 2)) as pool:
        futures = {key: pool.submit(job) for key, job in jobs.items()}
        return {key: future.result() for key, future in futures.items()}


def home_with(previous_db: Path, home: Path) -> Path:
    home.mkdir(parents=True, exist_ok=True)
    shutil.copy(previous_db, home / "cards.sqlite")
    return home


def assert_previous_database_in_use(home: Path) -> None:
    """What MTGFACES_HOME=home makes the database in use is still the previous
    one, whole; no temporary file is left beside it."""
    db = CardDB(home / "cards.sqlite")
    try:
        assert db.info().source == PREVIOUS
        assert db.card("Feu // Glace").name == "Fire // Ice"
        assert len(db) == 10
    finally:
        db.close()
    assert sorted(p.name for p in home.iterdir() if p.suffix != ".lock") == ["cards.sqlite"]


Import = tuple[Path, Ran]


@pytest.fixture(scope="module")
def refused_imports(tmp_path_factory: pytest.TempPathFactory, previous_db: Path) -> dict[str, Import]:
    """`mtgfaces db import` of each card file, and of the sample with each
    names file, each in its own home holding the previous database."""
    commands: dict[str, Sequence[str]] = {
        name: ("db", "import", str(CORPUS / name)) for name in sorted(CARD_FILES | MTGJSON_FILES)
    }
    commands |= {
        name: ("db", "import", str(SAMPLE), "--names", str(CORPUS / name)) for name in sorted(NAMES_FILES)
    }
    homes = {name: home_with(previous_db, tmp_path_factory.mktemp("home")) for name in commands}

    def job(name: str) -> Callable[[], Ran]:
        return lambda: mtgfaces(*commands[name], home=homes[name])

    ran = in_parallel({name: job(name) for name in commands})
    return {name: (homes[name], ran[name]) for name in commands}


@pytest.fixture(scope="module")
def refused_runs(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Ran]:
    """`mtgfaces run` of each scenario file, on the embedded database."""
    home = tmp_path_factory.mktemp("empty-home")

    def job(name: str) -> Callable[[], Ran]:
        return lambda: mtgfaces("run", str(CORPUS / name), home=home)

    return in_parallel({name: job(name) for name in sorted(ALL_SCENARIOS)})


# -- card files -----------------------------------------------------------------------


@pytest.mark.parametrize("name", sorted(CARD_FILES))
def test_card_file_is_refused_by_the_loader_naming_the_file_and_the_fault(name: str, tmp_path: Path) -> None:
    path = CORPUS / name
    with pytest.raises(MalformedInput) as caught:
        build_database(tmp_path / "cards.sqlite", iter_scryfall(path), source=str(path), date="2026-01-01")
    assert str(caught.value).startswith(f"{path}: ")
    assert CARD_FILES[name] in str(caught.value)
    # Neither a database nor a temporary file (the import's lock file stays, empty).
    assert [p for p in tmp_path.iterdir() if p.suffix != ".lock"] == []


@pytest.mark.parametrize("name", sorted(CARD_FILES | MTGJSON_FILES))
def test_card_file_import_exits_2_and_leaves_the_previous_database_in_use(
    name: str, refused_imports: dict[str, Import]
) -> None:
    home, ran = refused_imports[name]
    assert_refused(ran, str(CORPUS / name), CARD_FILES.get(name, ""))
    assert_previous_database_in_use(home)


@pytest.mark.parametrize("name", sorted(MTGJSON_FILES))
def test_mtgjson_file_is_refused_by_the_loader_naming_the_file_and_the_fault(name: str) -> None:
    path = CORPUS / name
    with pytest.raises(MalformedInput) as caught:
        load_mtgjson(path)
    assert str(caught.value).startswith(f"{path}: ")
    assert MTGJSON_FILES[name] in str(caught.value)


@pytest.mark.parametrize("name", sorted(NAMES_FILES))
def test_names_file_import_exits_2_and_leaves_the_previous_database_in_use(
    name: str, refused_imports: dict[str, Import]
) -> None:
    home, ran = refused_imports[name]
    assert_refused(ran, str(CORPUS / name), NAMES_FILES[name])
    assert_previous_database_in_use(home)


# -- scenario files -------------------------------------------------------------------


@pytest.fixture(scope="module")
def embedded() -> CardDB:
    return CardDB(EMBEDDED_PATH)


def _file_line_column(path: Path) -> str:
    return rf"^{re.escape(str(path))}:\d+:\d+: "


@pytest.mark.parametrize("name", sorted(SCENARIO_FILES))
def test_scenario_file_is_refused_by_the_parser_with_file_line_and_column(name: str) -> None:
    path = CORPUS / name
    with pytest.raises(ScenarioError) as caught:
        parse(path.read_bytes(), str(path))
    assert re.match(_file_line_column(path), str(caught.value))
    assert SCENARIO_FILES[name] in str(caught.value)


@pytest.mark.parametrize("name", sorted(SCENARIO_GAME_FILES))
def test_scenario_file_is_refused_as_its_game_is_set_up(name: str, embedded: CardDB) -> None:
    path = CORPUS / name
    scenario = parse(path.read_bytes(), str(path))
    with pytest.raises(ScenarioError) as caught:
        World(scenario, embedded)
    assert re.match(_file_line_column(path), str(caught.value))
    assert SCENARIO_GAME_FILES[name] in str(caught.value)


@pytest.mark.parametrize("name", sorted(SCENARIO_RUN_FILES))
def test_scenario_file_is_invalid_at_the_step_that_reads_the_bad_value(name: str, embedded: CardDB) -> None:
    path = CORPUS / name
    result = run_file(str(path), db=embedded)
    assert result.status == INVALID
    assert result.error is not None
    assert re.match(_file_line_column(path), result.error)
    assert SCENARIO_RUN_FILES[name] in result.error


@pytest.mark.parametrize("name", sorted(ALL_SCENARIOS))
def test_scenario_file_run_exits_2_with_a_clear_error(name: str, refused_runs: dict[str, Ran]) -> None:
    ran = refused_runs[name]
    assert ran.returncode == 2, ran
    assert "Traceback" not in ran.stdout + ran.stderr
    assert ran.stdout.startswith(f"INVALID  {CORPUS / name}")  # then its title, if it could be read
    assert ALL_SCENARIOS[name] in ran.stdout
    assert ran.stdout.endswith("0 passed, 0 failed, 1 invalid\n")


def test_scenario_over_a_mebibyte_is_refused_before_it_is_parsed(tmp_path: Path) -> None:
    path = tmp_path / "scenario-huge.yaml"
    steps = "".join(
        f"  - check_zone: {{player: Alice, zone: hand}}\n    count: {i % 7}\n" for i in range(25_000)
    )
    path.write_text(f"format: 1\nscenario: huge\nplayers: [Alice, Bob]\nsteps:\n{steps}", "utf-8")
    assert path.stat().st_size > 1 << 20
    with pytest.raises(ScenarioError, match=r"a scenario may be at most 1048576"):
        parse(path.read_bytes(), str(path))
    ran = mtgfaces("run", str(path), home=tmp_path)
    assert ran.returncode == 2
    assert "a scenario may be at most 1048576" in ran.stdout
    assert "Traceback" not in ran.stdout + ran.stderr


def test_scenario_with_an_undecodable_file_name_is_reported_on_a_strict_utf8_terminal(tmp_path: Path) -> None:
    folder = tmp_path / "scenarios"
    folder.mkdir()
    shutil.copy(CORPUS / "scenario-unknown-key.yaml", folder / os.fsdecode(b"unknown-key-\xff.yaml"))
    ran = mtgfaces("run", str(folder), home=tmp_path, env={"PYTHONIOENCODING": "utf-8"})
    assert ran.returncode == 2, ran
    assert "Traceback" not in ran.stdout + ran.stderr
    assert "unknown-key-\\udcff.yaml:7:1: unknown key 'stpes'" in ran.stdout


# -- card databases -------------------------------------------------------------------


@pytest.mark.parametrize("name", sorted(DATABASE_FILES))
def test_database_file_is_refused_on_lookup_and_by_the_card_command(name: str, tmp_path: Path) -> None:
    path = CORPUS / name
    with pytest.raises(MalformedInput) as caught:
        CardDB(path).card("Fire")
    assert str(caught.value).startswith(f"{path}: ")
    assert DATABASE_FILES[name] in str(caught.value)
    assert_refused(
        mtgfaces("card", "Fire", home=tmp_path, env={"MTGFACES_DB": str(path)}), DATABASE_FILES[name]
    )


def test_damaged_database_is_refused_on_lookup_not_with_an_sqlite_error(
    previous_db: Path, tmp_path: Path
) -> None:
    path = tmp_path / "damaged.sqlite"
    shutil.copy(previous_db, path)
    with sqlite3.connect(path) as conn:
        root = conn.execute("SELECT rootpage FROM sqlite_master WHERE name = 'names'").fetchone()[0]
        page = conn.execute("PRAGMA page_size").fetchone()[0]
    conn.close()
    data = bytearray(path.read_bytes())
    data[(root - 1) * page : root * page] = b"\xa5" * page  # the names table: the meta table still reads
    path.write_bytes(bytes(data))
    with pytest.raises(
        MalformedInput, match=r"the card database is damaged \(database disk image is malformed\)"
    ):
        CardDB(path).card("Fire")
    ran = mtgfaces("card", "Fire", home=tmp_path, env={"MTGFACES_DB": str(path)})
    assert_refused(ran, str(path), "the card database is damaged", "mtgfaces db import")


def altered_copy(database: Path, path: Path, script: str) -> Path:
    """A copy of ``database`` at ``path`` with the SQL ``script`` run on it."""
    shutil.copy(database, path)
    conn = sqlite3.connect(path)
    try:
        conn.executescript(script)
    finally:
        conn.close()
    return path


def test_a_database_with_a_recursive_view_in_place_of_a_table_is_refused_not_queried(
    previous_db: Path, tmp_path: Path
) -> None:
    path = altered_copy(
        previous_db,
        tmp_path / "view.sqlite",
        "DROP TABLE names; CREATE VIEW names AS WITH RECURSIVE r(n) AS (SELECT 1 UNION ALL SELECT n + 1 "
        "FROM r) SELECT n AS key, n AS card_id, 'en' AS lang, 1 AS is_full FROM r;",
    )
    with pytest.raises(MalformedInput, match="not a card database: 'names' is a view, not a table"):
        CardDB(path).card("Fire")  # querying the view would never end
    ran = mtgfaces("card", "Fire", home=tmp_path, env={"MTGFACES_DB": str(path)})
    assert_refused(ran, str(path), "'names' is a view, not a table")


def test_a_database_with_names_nested_100000_deep_is_refused(previous_db: Path, tmp_path: Path) -> None:
    nested = "[" * 100_000 + "]" * 100_000
    path = altered_copy(previous_db, tmp_path / "nested.sqlite", f"UPDATE cards SET localized = '{nested}';")
    db = CardDB(path)
    card = next(iter(db))
    with pytest.raises(MalformedInput, match="the card database is damaged"):
        db.localized_names(card)
    ran = mtgfaces("card", card.name, "--lang", "fr", home=tmp_path, env={"MTGFACES_DB": str(path)})
    assert_refused(ran, str(path), "the card database is damaged")


# -- generated hostile card files -----------------------------------------------------


def _deep_card(depth: int) -> bytes:
    return b'{"name": "Deep", "layout": "normal", "x": ' + b"[" * depth + b"]" * depth + b"}"


@pytest.mark.parametrize(
    ("layout", "content"),
    [
        ("bulk lines", b"[\n" + _deep_card(100_000) + b"\n]\n"),
        ("json lines", _deep_card(100_000) + b"\n"),
        ("one object over several lines", b"{\n" + _deep_card(100_000)[1:]),
    ],
)
def test_card_object_nested_100000_deep_is_refused_in_every_layout(
    layout: str, content: bytes, tmp_path: Path
) -> None:
    path = tmp_path / "deep.json"
    path.write_bytes(content)
    with pytest.raises(MalformedInput, match="nested (too deeply|more than 64 levels deep)"):
        list(iter_scryfall(path))


def test_minified_array_nested_100000_deep_is_refused_within_bounded_memory(
    tmp_path: Path, previous_db: Path
) -> None:
    """ijson keeps the path to every open level: 200 KB of ``[`` used to cost
    it tens of gigabytes. The import runs with 2 GiB of address space."""
    resource = pytest.importorskip("resource")
    path = tmp_path / "deep.json"
    path.write_bytes(b"[" * 100_000 + b"]" * 100_000)
    limit = 2 << 30

    def bounded() -> None:
        resource.setrlimit(resource.RLIMIT_AS, (limit, limit))

    home = home_with(previous_db, tmp_path / "home")
    ran = mtgfaces("db", "import", str(path), home=home, preexec_fn=bounded)
    assert_refused(ran, "invalid JSON after card #0: nested more than 64 levels deep")
    assert_previous_database_in_use(home)


def test_mtgjson_file_nested_100000_deep_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "deep.json"
    path.write_bytes(b'{"data": {"Deep": [' + _deep_card(100_000) + b"]}}")
    with pytest.raises(MalformedInput, match=r"not valid JSON: nested too deeply"):
        load_mtgjson(path)


def test_names_file_nested_100000_deep_is_refused(tmp_path: Path, previous_db: Path) -> None:
    names = tmp_path / "names.json"
    names.write_bytes(b"[" * 100_000 + b"]" * 100_000)
    home = home_with(previous_db, tmp_path / "home")
    assert_refused(
        mtgfaces("db", "import", str(SAMPLE), "--names", str(names), home=home), "nested too deeply"
    )
    assert_previous_database_in_use(home)


def test_gzip_file_inflating_to_blanks_is_read_a_buffer_at_a_time(tmp_path: Path) -> None:
    """64 MiB of spaces, once inflated: skipped byte by byte, that took a minute."""
    path = tmp_path / "blanks.json.gz"
    path.write_bytes(gzip.compress(b" " * (64 << 20), compresslevel=1))
    started = time.monotonic()
    with pytest.raises(MalformedInput, match="the file is empty"):
        list(iter_scryfall(path))
    assert time.monotonic() - started < 15


@pytest.mark.parametrize("layout", ["bulk lines", "json lines", "one object"])
def test_a_line_longer_than_the_limit_is_refused_not_read_whole(
    layout: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(reader, "MAX_LINE_BYTES", 4096)
    short = b'{"name": "Short", "layout": "normal"}'
    long = json.dumps({"name": "Long", "layout": "normal", "oracle_text": "x" * 10_000}).encode()
    content = {
        "bulk lines": b"[\n" + short + b",\n" + long + b"\n]\n",
        "json lines": short + b"\n" + long + b"\n",
        "one object": long,
    }
    path = tmp_path / "long.json"
    path.write_bytes(content[layout])
    with pytest.raises(MalformedInput, match=r"card #\d: (a line|an object) of more than 4096 bytes"):
        list(iter_scryfall(path))


def test_import_into_a_home_that_is_a_file_is_refused(tmp_path: Path, previous_db: Path) -> None:
    home = tmp_path / "home"
    home.write_text("a file, not a directory", "utf-8")
    with pytest.raises(MalformedInput, match="can't write the card database there"):
        build_database(home / "cards.sqlite", iter_scryfall(SAMPLE), source="x", date="2026-01-01")
    # MTGFACES_DB: the names carried over come from the small previous database.
    ran = mtgfaces("db", "import", str(SAMPLE), home=home, env={"MTGFACES_DB": str(previous_db)})
    assert_refused(ran, "can't write the card database there")
    assert home.read_text("utf-8") == "a file, not a directory"
