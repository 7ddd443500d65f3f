"""Fuzz targets for the parsers: the mana cost parser, the Scryfall and
MTGJSON card loaders, and the scenario parser.

Each either succeeds or raises one of our own errors (``MtgFacesError``)
whose message is not empty; never a ``KeyError``, ``TypeError``,
``RecursionError``, YAML error or ``UnicodeDecodeError``. Inputs are
arbitrary bytes and text, and valid inputs with parts replaced by random
values. CI runs are deterministic (``derandomize``) and brief; ``pytest --slow``
runs each 100 times longer, from the session's fresh seed (tests/conftest.py).
"""

from __future__ import annotations

import copy
import gzip
import json
import math
from pathlib import Path
from typing import Any

import pytest
import yaml
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from mtgfaces.cards.db import CardDB
from mtgfaces.cards.dbbuild import build_database
from mtgfaces.cards.mana import ManaCost, mana_symbols_in_text, parse_symbol
from mtgfaces.cards.mtgjson import load_mtgjson
from mtgfaces.cards.reader import iter_scryfall
from mtgfaces.cards.scryfall import ScryfallCard, ScryfallFace, SkippedCard, card_from_scryfall
from mtgfaces.errors import MtgFacesError
from mtgfaces.scenario.spec import ACTIONS, CHECK_FIELDS, SETUP_KEYS, TOP_KEYS, parse
from tests import budget
from tests.budget import derandomized, examples

FIXTURES = Path(__file__).parents[1] / "cards" / "fixtures"
SCRYFALL_OBJECTS: list[dict[str, Any]] = json.loads((FIXTURES / "scryfall-sample.json").read_text("utf-8"))
MTGJSON_DATA: dict[str, list[dict[str, Any]]] = json.loads(
    (FIXTURES / "mtgjson-sample.json").read_text("utf-8")
)["data"]


def fuzz(ci: int) -> Any:
    """The settings of every target: ``ci`` examples in CI, the same on every
    run (100x with --slow, from the session's seed), no example database."""
    return settings(
        max_examples=examples(ci),
        deadline=None,
        derandomize=derandomized(),
        database=None,
        suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
    )


def refused_cleanly(error: MtgFacesError) -> None:
    assert str(error).strip(), f"{type(error).__name__} with an empty message"
    budget.counter("hostile")["fuzzed inputs refused"] += 1


@pytest.fixture(scope="module")
def workdir(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return tmp_path_factory.mktemp("fuzz")


# -- values -------------------------------------------------------------------------------

# Strings that mean something to some parser: layouts, costs, colors, type
# lines, meld roles, sides, and a few hostile ones.
MEANINGFUL = [
    *("normal", "split", "flip", "transform", "modal_dfc", "meld", "adventure", "prototype", "aftermath"),
    *("leveler", "saga", "battle", "token", "double_faced_token", "planar", "art_series", "reversible_card"),
    *("", " ", " // ", "{1}{R}", "{R/R}", "{2/W}", "{W/U/P}", "{X}{X}", "{½}", "{HW}", "{1000000}", "{Q}"),
    *("W", "U", "B", "R", "G", "C", "Q", "a", "b", "c", "meld_part", "meld_result", "token", "combo_piece"),
    *("Creature — Human Wizard", "Instant // Land", "Enchantment — Room", "Sorcery — Omen", "Plane — X"),
    *("Prototype {2}{R} — 3/2", "Fuse (You may cast one or both halves.)", "Aftermath", "(Melds with X.)"),
    *("Fire // Ice", "Fire", "Ice", "Brisela, Voice of Nightmares", "Bruna, the Fading Light"),
    *("Name\x00", "Name\x1b[2J", "\u202eeman", "\ud800", "\udcff", "é", "火", "1e400", "NaN", "-0"),
]

json_scalars = (
    st.none()
    | st.booleans()
    | st.integers(min_value=-(10**6), max_value=10**6)
    | st.floats(allow_nan=False, allow_infinity=False)
    | st.text(max_size=8)
    | st.sampled_from(MEANINGFUL)
)
json_values = st.recursive(
    json_scalars,
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=6), inner, max_size=4),
    max_leaves=8,
)


def replace_fields(
    draw: st.DrawFn, obj: dict[str, Any], keys: list[str], values: st.SearchStrategy[Any]
) -> None:
    """Delete, replace or add one of ``keys`` (or a random key) of ``obj``."""
    key = draw(st.sampled_from(keys) | st.text(max_size=6))
    if key in obj and draw(st.booleans()):
        del obj[key]
    else:
        obj[key] = draw(values)


# -- the mana cost parser ---------------------------------------------------------------

MANA_PIECES = [
    *("{", "}", "/", "//", " // ", " ", "W", "U", "B", "R", "G", "C", "S", "X", "Y", "Z", "P", "H", "½"),
    *("0", "1", "2", "15", "1000000", "99999999", "{W}", "{2/W}", "{W/P}", "{W/U/P}", "{C/W}", "{HW}", "{X}"),
    *("{T}", "{E}", "{∞}", "{W/W}", "{U/W}", "{P/W}", "{1/2}", "\x00", "\n"),
]
mana_texts = st.lists(st.sampled_from(MANA_PIECES) | st.text(max_size=3), max_size=14).map("".join)


@fuzz(300)
@given(text=mana_texts | st.text())
def test_mana_cost_parser_parses_or_raises_malformed_input(text: str) -> None:
    try:
        cost = ManaCost.parse(text)
    except MtgFacesError as error:
        refused_cleanly(error)
    else:
        assert math.isfinite(cost.mana_value())
        assert math.isfinite(cost.mana_value(x=3))
        # What it parsed, written back, parses to the same cost.
        assert ManaCost.parse(cost.printed or cost.text) == cost
        assert {c for s in cost.symbols for c in s.colors} == set(cost.colors)
    for symbol in mana_symbols_in_text(text):
        assert parse_symbol(symbol.text) == symbol


# -- the Scryfall card loader ---------------------------------------------------------------


def load_scryfall(path: Path) -> None:
    """Read a card file and build every card, as an import does."""
    for obj in iter_scryfall(path):
        try:
            card_from_scryfall(obj)
        except SkippedCard:
            continue


@fuzz(250)
@given(content=st.binary(max_size=300), compress=st.sampled_from(["plain", "gzip", "gzip magic"]))
def test_scryfall_loader_reads_arbitrary_bytes_or_raises_malformed_input(
    workdir: Path, content: bytes, compress: str
) -> None:
    if compress == "gzip":
        content = gzip.compress(content, mtime=0)
    elif compress == "gzip magic":
        content = b"\x1f\x8b" + content
    path = workdir / "bytes.json"
    path.write_bytes(content)
    try:
        load_scryfall(path)
    except MtgFacesError as error:
        refused_cleanly(error)


CARD_KEYS = sorted({*ScryfallCard.__struct_fields__, "object", "colors", "image_uris"})
FACE_KEYS = sorted({*ScryfallFace.__struct_fields__, "object", "colors"})
card_field_values = (
    json_values
    | st.sampled_from(MEANINGFUL)
    | st.lists(st.sampled_from(["W", "U", "B", "R", "G", "Q"]), max_size=3)
    | st.lists(st.sampled_from(SCRYFALL_OBJECTS).map(lambda o: o.get("card_faces") or [o]), max_size=3).map(
        lambda faces: copy.deepcopy([face for group in faces for face in group])  # mutated later
    )
    | st.lists(
        st.fixed_dictionaries(
            {"name": st.sampled_from(MEANINGFUL), "component": st.sampled_from(["meld_part", "meld_result"])}
        ),
        max_size=4,
    )
)


@st.composite
def mutated_scryfall_cards(draw: st.DrawFn) -> dict[str, Any]:
    """A real card object with one to four fields, of the card or of a face,
    deleted or replaced."""
    card: dict[str, Any] = copy.deepcopy(draw(st.sampled_from(SCRYFALL_OBJECTS)))
    for _ in range(draw(st.integers(min_value=1, max_value=4))):
        faces = card.get("card_faces")
        if isinstance(faces, list) and faces and isinstance(faces[0], dict) and draw(st.booleans()):
            face = draw(st.sampled_from([f for f in faces if isinstance(f, dict)]))
            replace_fields(draw, face, FACE_KEYS, card_field_values)
        else:
            replace_fields(draw, card, CARD_KEYS, card_field_values)
    return card


def card_file(objects: list[Any], layout: str) -> bytes:
    """Card objects in one of the layouts a card file comes in."""
    if layout == "bulk lines":
        return ("[\n" + ",\n".join(json.dumps(o) for o in objects) + "\n]\n").encode()
    if layout == "minified":
        return json.dumps(objects, separators=(",", ":")).encode()
    # Unescaped, a lone surrogate becomes bytes that are not UTF-8: hostile too.
    if layout == "pretty":
        return json.dumps(objects, indent=2, ensure_ascii=False).encode("utf-8", "surrogatepass")
    if layout == "json lines":
        return "".join(json.dumps(o, ensure_ascii=False) + "\n" for o in objects).encode(
            "utf-8", "surrogatepass"
        )
    return gzip.compress(card_file(objects, "bulk lines"), mtime=0)


LAYOUTS = ["bulk lines", "minified", "pretty", "json lines", "gzip"]


@fuzz(60)
@given(
    cards=st.lists(mutated_scryfall_cards(), min_size=1, max_size=3),
    valid=st.lists(st.sampled_from(SCRYFALL_OBJECTS), max_size=2),
    layout=st.sampled_from(LAYOUTS),
)
def test_scryfall_import_of_mutated_card_objects_succeeds_or_raises_malformed_input(
    workdir: Path, cards: list[dict[str, Any]], valid: list[dict[str, Any]], layout: str
) -> None:
    path = workdir / "mutated.json"
    path.write_bytes(card_file([*valid, *cards], layout))
    target = workdir / "mutated.sqlite"
    target.unlink(missing_ok=True)
    try:
        stats = build_database(target, iter_scryfall(path), source=str(path), date="2026-01-01")
    except MtgFacesError as error:
        refused_cleanly(error)
        assert not target.exists()
    else:
        # What an import accepts, the database gives back.
        db = CardDB(target)
        assert len(list(db)) == stats.cards
        db.close()


hostile_text = st.lists(
    st.sampled_from([*'[]{}"\\/,:', "\\\\", '\\"', "\n", "\t", "é", "火", "\u2028", "a", " "]), max_size=400
).map("".join)


@fuzz(50)
@given(
    texts=st.lists(hostile_text, min_size=1, max_size=30),
    layout=st.sampled_from(LAYOUTS),
)
def test_scryfall_loader_reads_every_valid_file_exactly_whatever_its_strings_hold(
    workdir: Path, texts: list[str], layout: str
) -> None:
    """Brackets, quotes and backslashes inside strings, across the reader's
    chunk boundaries, are text: the nesting check refuses no valid file."""
    objects = [
        {"name": f"Card {i}", "layout": "normal", "oracle_text": text, "extra": {"nested": [[text]]}}
        for i, text in enumerate(texts)
    ]
    path = workdir / "valid.json"
    path.write_bytes(card_file(objects, layout))
    assert [(o.name, o.oracle_text) for o in iter_scryfall(path)] == [
        (o["name"], o["oracle_text"]) for o in objects
    ]


@fuzz(40)
@given(depth=st.integers(min_value=1, max_value=200), layout=st.sampled_from(["minified", "pretty"]))
def test_scryfall_loader_reads_nesting_to_32_levels_and_refuses_it_past_64(
    workdir: Path, depth: int, layout: str
) -> None:
    nested: Any = "[{}]"
    for _ in range(depth):
        nested = [nested, {"k": "]}"}]
    objects = [{"name": "Deep", "layout": "normal", "extra": nested}]
    path = workdir / "nested.json"
    path.write_bytes(card_file(objects, layout))
    levels = depth + 3  # the array, the card object, the innermost {"k": ...}
    if levels <= 32:
        assert [o.name for o in iter_scryfall(path)] == ["Deep"]
    elif levels > 64:
        with pytest.raises(MtgFacesError, match="nested more than 64 levels deep"):
            list(iter_scryfall(path))


# -- the MTGJSON loader ------------------------------------------------------------------

MTGJSON_KEYS = [
    *("name", "faceName", "side", "layout", "manaCost", "manaValue", "faceManaValue", "type", "text"),
    *("colorIndicator", "colorIdentity", "power", "toughness", "loyalty", "defense", "keywords"),
    *("identifiers", "foreignData", "isFunny"),
]
mtgjson_values = (
    json_values
    | st.sampled_from(MEANINGFUL)
    | st.lists(
        st.fixed_dictionaries(
            {"language": st.sampled_from(["French", "German", "Japanese", "Phyrexian", ""])},
            optional={"name": st.sampled_from(MEANINGFUL), "faceName": st.sampled_from(MEANINGFUL)},
        ),
        max_size=3,
    )
)


@st.composite
def mutated_atomic_cards(draw: st.DrawFn) -> dict[str, Any]:
    """An AtomicCards document of real entries, with faces' fields deleted or
    replaced, faces dropped or copied, and entries renamed."""
    keys = draw(st.lists(st.sampled_from(sorted(MTGJSON_DATA)), min_size=1, max_size=4, unique=True))
    data = {key: copy.deepcopy(MTGJSON_DATA[key]) for key in keys}
    for _ in range(draw(st.integers(min_value=1, max_value=5))):
        key = draw(st.sampled_from(sorted(data)))
        faces = data[key]
        action = draw(st.sampled_from(["field", "field", "field", "drop face", "copy face", "rename"]))
        if action == "field":
            replace_fields(draw, draw(st.sampled_from(faces)), MTGJSON_KEYS, mtgjson_values)
        elif action == "drop face" and len(faces) > 1:
            faces.pop(draw(st.integers(min_value=0, max_value=len(faces) - 1)))
        elif action == "copy face":
            faces.append(copy.deepcopy(draw(st.sampled_from(faces))))
        elif action == "rename":
            data[draw(st.sampled_from(MEANINGFUL))] = data.pop(key)
    return {"meta": {"version": "fuzz"}, "data": data}


@fuzz(100)
@given(document=mutated_atomic_cards(), compress=st.booleans())
def test_mtgjson_loader_of_mutated_entries_succeeds_or_raises_malformed_input(
    workdir: Path, document: dict[str, Any], compress: bool
) -> None:
    raw = json.dumps(document).encode()
    path = workdir / "atomic.json"
    path.write_bytes(gzip.compress(raw, mtime=0) if compress else raw)
    try:
        load_mtgjson(path)
    except MtgFacesError as error:
        refused_cleanly(error)
        assert str(path) in str(error)


@fuzz(150)
@given(content=st.binary(max_size=200) | json_values.map(lambda v: json.dumps({"data": v}).encode()))
def test_mtgjson_loader_reads_arbitrary_bytes_or_raises_malformed_input(
    workdir: Path, content: bytes
) -> None:
    path = workdir / "atomic-bytes.json"
    path.write_bytes(content)
    try:
        load_mtgjson(path)
    except MtgFacesError as error:
        refused_cleanly(error)


# -- the scenario parser -----------------------------------------------------------------

SCENARIO: dict[str, Any] = {
    "format": 1,
    "scenario": "Every part of the format, for the fuzzer to break",
    "rules": ["712.12", "305.1"],
    "players": ["Alice", "Bob"],
    "rules_as_of": "2020-09-25",
    "turn": {"active": "Alice", "step": "main1"},
    "seed": 7,
    "setup": {
        "Alice": {
            "hand": ["Forest", {"card": "Delver of Secrets", "as": "delver"}],
            "battlefield": [
                {"card": "Grizzly Bears", "as": "bears", "tapped": True, "counters": {"+1/+1": 2}},
                {"card": "Pacifism", "attached_to": "bears", "owner": "Bob"},
            ],
            "graveyard": ["Sejiri Shelter // Sejiri Glacier"],
        },
        "stack": [{"card": "Shock", "controller": "Bob", "targets": ["bears"], "as": "shock"}],
    },
    "effects": [{"may_play_lands_from": "graveyard", "player": "Alice", "until": "end_of_turn"}],
    "steps": [
        {"play": "Sejiri Glacier", "from": "graveyard"},
        {"cast": "delver", "expect": {"error": "not_permitted"}, "dry_run": True},
        {"check": "bears", "zone": "battlefield", "power": 4, "mana_value": 2, "colors": ["G"]},
        {"check_zone": {"player": "Alice", "zone": "hand"}, "count": 1},
        {"resolve": 1},
        {"next_turn": True},
    ],
}
SCENARIO_KEYS = sorted({*TOP_KEYS, *SETUP_KEYS, *ACTIONS, *CHECK_FIELDS, "Alice", "hand", "stack"})
yaml_values = json_values | st.dates() | st.sampled_from([*MEANINGFUL, *SCENARIO_KEYS, 1, 0, -1, 2**70])


def _containers(node: Any) -> list[Any]:
    """Every mapping and list in a scenario tree."""
    found = []
    if isinstance(node, dict | list):
        found.append(node)
        for child in node.values() if isinstance(node, dict) else node:
            found.extend(_containers(child))
    return found


@st.composite
def mutated_scenarios(draw: st.DrawFn) -> str:
    """The scenario above with one to five keys or values deleted, replaced,
    renamed or added anywhere in its tree, written out as YAML."""
    scenario = copy.deepcopy(SCENARIO)
    for _ in range(draw(st.integers(min_value=1, max_value=5))):
        node = draw(st.sampled_from(_containers(scenario)))
        if isinstance(node, dict):
            replace_fields(draw, node, SCENARIO_KEYS, yaml_values)
        elif node and draw(st.booleans()):
            node[draw(st.integers(min_value=0, max_value=len(node) - 1))] = draw(yaml_values)
        else:
            node.append(draw(yaml_values))
    return yaml.safe_dump(scenario, allow_unicode=draw(st.booleans()), default_flow_style=draw(st.booleans()))


def parse_or_refuse(text: str | bytes) -> None:
    try:
        parse(text, "fuzz.yaml")
    except MtgFacesError as error:
        refused_cleanly(error)
        assert str(error).startswith("fuzz.yaml:")


@fuzz(80)
@given(text=mutated_scenarios())
def test_scenario_parser_of_mutated_scenarios_succeeds_or_raises_scenario_error(text: str) -> None:
    parse_or_refuse(text)


@st.composite
def garbled_scenarios(draw: st.DrawFn) -> str:
    """The scenario above as YAML, with characters inserted and deleted."""
    text = yaml.safe_dump(SCENARIO, allow_unicode=True)
    for _ in range(draw(st.integers(min_value=1, max_value=6))):
        at = draw(st.integers(min_value=0, max_value=len(text)))
        cut = draw(st.integers(min_value=0, max_value=3))
        insert = draw(
            st.sampled_from([":", "-", "[", "{", "&a", "*a", "!!", "'", '"', "#", "\t", "\n", "  "])
        )
        text = text[:at] + insert + text[at + cut :]
    return text


@fuzz(150)
@given(text=garbled_scenarios() | st.text(max_size=200))
def test_scenario_parser_of_garbled_text_succeeds_or_raises_scenario_error(text: str) -> None:
    parse_or_refuse(text)


@fuzz(200)
@given(content=st.binary(max_size=200))
def test_scenario_parser_of_arbitrary_bytes_succeeds_or_raises_scenario_error(content: bytes) -> None:
    parse_or_refuse(content)
