"""Malformed saves are refused with the path of what is wrong (split from test_save.py)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from mtgfaces.errors import MalformedInput
from mtgfaces.rules import save
from tests.rules.test_save import rich_game


# -- malformed saves -----------------------------------------------------------------------
def good() -> dict[str, Any]:
    return save.save(rich_game())


def _first(data: dict[str, Any], zone: str, owner: str | None = None) -> dict[str, Any]:
    return next(z for z in data["zones"] if z["zone"] == zone and (owner is None or z["owner"] == owner))


def _object_index(data: dict[str, Any], zone: str) -> int:
    return next(i for i, o in enumerate(data["objects"]) if o["zone"] == zone)


def _set(path: str, value: object) -> Callable[[dict[str, Any]], None]:
    """A change setting ``path`` (``objects.3.status.face_down``) to ``value``."""

    def change(data: dict[str, Any]) -> None:
        *parents, last = path.split(".")
        node: Any = data
        for key in parents:
            node = node[int(key)] if isinstance(node, list) else node[key]
        if isinstance(node, list):
            node[int(last)] = value
        else:
            node[last] = value

    return change


def _delete(path: str) -> Callable[[dict[str, Any]], None]:
    def change(data: dict[str, Any]) -> None:
        *parents, last = path.split(".")
        node: Any = data
        for key in parents:
            node = node[int(key)] if isinstance(node, list) else node[key]
        del node[last]

    return change


def _dangling_id(data: dict[str, Any]) -> None:
    _first(data, "graveyard", "Alice")["ids"].append(999)


def _object_in_two_zones(data: dict[str, Any]) -> None:
    battlefield = _first(data, "battlefield")
    _first(data, "stack")["ids"].append(battlefield["ids"][0])


def _object_listed_twice_in_one_zone(data: dict[str, Any]) -> None:
    battlefield = _first(data, "battlefield")
    battlefield["ids"].append(battlefield["ids"][0])


def _object_in_no_zone(data: dict[str, Any]) -> None:
    _first(data, "graveyard", "Alice")["ids"].clear()


def _object_in_the_wrong_zone(data: dict[str, Any]) -> None:
    graveyard = _first(data, "graveyard", "Alice")
    _first(data, "hand", "Alice")["ids"].extend(graveyard["ids"])
    graveyard["ids"].clear()


def _zone_missing(data: dict[str, Any]) -> None:
    data["zones"] = [z for z in data["zones"] if z["zone"] != "command" or z["owner"] != "Bob"]


def _zone_twice(data: dict[str, Any]) -> None:
    data["zones"].append({"owner": "Bob", "zone": "command", "ids": []})


def _duplicate_object_id(data: dict[str, Any]) -> None:
    data["objects"][1]["id"] = data["objects"][0]["id"]


def _unknown_key(data: dict[str, Any]) -> None:
    data["objects"][0]["status"]["sideways"] = True


def _newer(data: dict[str, Any]) -> None:
    data["version"] = save.VERSION + 1


MALFORMED: list[tuple[str, Callable[[dict[str, Any]], None], str]] = [
    (
        "wrong format",
        _set("format", "chess-pgn"),
        r"format: not an mtgfaces game save: format is 'chess-pgn'",
    ),
    ("no format", _delete("format"), r"not an mtgfaces game save: format is None"),
    ("newer version", _newer, rf"version: saved by a newer mtgfaces \(save version {save.VERSION + 1}\)"),
    ("version zero", _set("version", 0), r"version: 0 is not a save version"),
    ("version as text", _set("version", "1"), r"version: expected an integer, got '1'"),
    ("missing top key", _delete("objects"), r"save: missing key 'objects'"),
    ("missing status", _delete("objects.3.status"), r"objects\[3\]: missing key 'status'"),
    ("unknown key", _unknown_key, r"objects\[0\].status: unknown key 'sideways'; expected only up, "),
    (
        "face down kind",
        _set("objects.3.status.face_down", "sideways"),
        r"objects\[3\].status.face_down: 'sideways' is not one of manifest, manifest_dread, cloak, ",
    ),
    ("up", _set("objects.0.status.up", "upside"), r"objects\[0\].status.up: 'upside' is not one of front, "),
    ("zone", _set("objects.2.zone", "sideboard"), r"objects\[2\].zone: 'sideboard' is not one of library, "),
    (
        "step",
        _set("turn.step", "second_main"),
        r"turn.step: 'second_main' is not one of untap, upkeep, draw, ",
    ),
    ("event kind", _set("log.0.kind", "exploded"), r"log\[0\].kind: 'exploded' is not one of "),
    (
        "duration",
        _set("effects.0.until", "forever"),
        r"effects\[0\].until: 'forever' is not one of indefinite",
    ),
    ("color", _set("effects.1.filter.not_.colors", "WQ"), r"effects\[1\].filter.not_.colors: 'WQ' is not "),
    ("set colors", _set("effects.2.modification.set_colors", 5), r"set_colors: expected a string, got 5"),
    (
        "comparison",
        _set("effects.1.filter.mana_value.op", "~"),
        r"filter.mana_value.op: '~' is not one of <=",
    ),
    ("nested filter", _set("effects.1.filter.any_of.0", None), r"filter.any_of\[0\]: expected a filter"),
    ("id as text", _set("objects.0.id", "1"), r"objects\[0\].id: expected an integer, got '1'"),
    (
        "bool as int",
        _set("objects.0.timestamp", True),
        r"objects\[0\].timestamp: expected an integer, got True",
    ),
    ("int as bool", _set("objects.0.status.tapped", 1), r"status.tapped: expected true or false, got 1"),
    ("objects not a list", _set("objects", {}), r"objects: expected a list, got an object"),
    (
        "status not an object",
        _set("objects.0.status", []),
        r"objects\[0\].status: expected an object with keys",
    ),
    (
        "counter pair",
        _set("objects.0.status.counters", [["+1/+1"]]),
        r"counters\[0\]: expected a \[kind, num",
    ),
    ("card index", _set("objects.0.card", 99), r"objects\[0\].card: 99 is not an index into cards"),
    ("part index", _set("objects.0.parts", [-1]), r"objects\[0\].parts\[0\]: -1 is not an index into cards"),
    ("card record", _set("cards.0.layout", "sideways"), r"cards\[0\]: not a card record"),
    ("card not a record", _set("cards.0", "Shock"), r"cards\[0\]: expected a card record"),
    (
        "owner",
        _set("objects.0.owner", "Carol"),
        r"objects\[0\].owner: 'Carol' is not a player; the players are",
    ),
    (
        "adventure player",
        _set("objects.0.status.on_adventure", "Carol"),
        r"objects\[0\].status.on_adventure: 'Carol' is not a player",
    ),
    (
        "player target",
        _set("objects.0.status.targets", ["Carol"]),
        r"objects\[0\].status.targets\[0\]: 'Carol' is not a player",
    ),
    ("active player", _set("turn.active", "Carol"), r"turn.active: 'Carol' is not a player"),
    ("same player twice", _set("players.1.name", "Alice"), r"players\[1\].name: 'Alice' is also the name of"),
    ("no players", _set("players", []), r"players: a game has at least one player"),
    (
        "mana cost",
        _set("copy_effects.0.values.mana_cost", "{Q}"),
        r"copy_effects\[0\].values.mana_cost: mana",
    ),
    ("rng length", _set("rng.state", [1, 2, 3]), r"rng.state: expected the 625 numbers"),
    ("rng entry", _set("rng.state.624", 10_000), r"rng: not a random generator state"),
    ("rng gauss", _set("rng.gauss_next", "x"), r"rng.gauss_next: expected a number"),
    (
        "infinity",
        _set("copy_effects.0.values.mana_value", float("inf")),
        r"mana_value: expected a finite number",
    ),
    ("next id", _set("counters.next_id", 1), r"counters.next_id: 1 is not above the highest object id"),
    ("dangling id", _dangling_id, r"zones\[\d+\].ids\[\d+\]: no object #999"),
    ("object in two zones", _object_in_two_zones, r"ids\[\d+\]: object #\d+ is already in the battlefield"),
    ("twice in one zone", _object_listed_twice_in_one_zone, r"object #\d+ is already in the battlefield"),
    ("object in no zone", _object_in_no_zone, r"objects\[\d+\]: object #\d+ is in no zone"),
    (
        "wrong zone",
        _object_in_the_wrong_zone,
        r"is in Alice's graveyard by its record \(objects\[\d+\]\), not",
    ),
    ("zone missing", _zone_missing, r"zones: missing Bob's command; every zone is listed"),
    ("zone twice", _zone_twice, r"zones\[\d+\]: Bob's command is listed twice"),
    ("shared zone owner", _set("zones.10.owner", "Alice"), r"zones\[10\].owner: the battlefield is shared"),
    (
        "personal zone owner",
        _set("zones.0.owner", None),
        r"zones\[0\].owner: each player has their own library",
    ),
    ("outside zone", _set("zones.0.zone", "outside"), r"zones\[0\].zone: a game keeps no outside zone"),
    ("duplicate id", _duplicate_object_id, r"objects\[1\].id: #\d+ is also the id of objects\[0\]"),
]


@pytest.mark.parametrize(
    ("change", "message"),
    [(change, message) for _, change, message in MALFORMED],
    ids=[c[0] for c in MALFORMED],
)
def test_malformed_save_raises_malformed_input_naming_what_and_where(
    change: Callable[[dict[str, Any]], None], message: str
) -> None:
    data = good()
    change(data)
    with pytest.raises(MalformedInput, match=message):
        save.load(data)


def test_the_paths_in_malformed_cases_point_where_the_test_means() -> None:
    data = good()
    assert data["zones"][10] == _first(data, "battlefield")
    assert data["objects"][3]["status"]["face_down"] is None
    assert data["effects"][1]["filter"]["not_"] is not None


def test_a_save_that_is_not_an_object_is_refused() -> None:
    with pytest.raises(MalformedInput, match=r"save: a save is a JSON object .*; got a list"):
        save.load([1, 2])  # type: ignore[arg-type]
    with pytest.raises(MalformedInput, match="got 'game'"):
        save.loads('"game"')


def test_text_that_is_not_json_is_refused_with_its_position() -> None:
    with pytest.raises(MalformedInput, match=r"save: not JSON: .* line 1 column 2"):
        save.loads("{oops")


def test_nesting_too_deep_is_refused_as_malformed_not_a_recursion_error() -> None:
    with pytest.raises(MalformedInput, match="nested too deeply"):
        save.loads("[" * 100_000)
    data = good()
    innermost = data["effects"][1]["filter"]
    for _ in range(5000):
        innermost["not_"] = dict(innermost, not_=None, any_of=[])
        innermost = innermost["not_"]
    with pytest.raises(MalformedInput, match="nested too deeply"):
        save.load(data)


def test_malformed_input_is_a_value_error_with_where_and_reason() -> None:
    data = good()
    data["objects"][3]["status"]["face_down"] = "sideways"
    with pytest.raises(MalformedInput) as caught:
        save.load(data)
    assert caught.value.where == "objects[3].status.face_down"
    assert caught.value.reason.startswith("'sideways' is not one of manifest, ")
    assert isinstance(caught.value, ValueError)
