"""Fuzz targets for the save loader and the card database reader (issue 14):
a save with parts replaced by random values, and a database file with
random bytes or damaged pages, each either loads (and then works) or is
refused with one of our own errors naming what was wrong; never a
``KeyError``, ``TypeError``, ``sqlite3`` error or a game that crashes later.
"""

from __future__ import annotations

import copy
import json
import random
import shutil
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

import mtgfaces
from mtgfaces.cards.characteristics import Zone
from mtgfaces.cards.db import CardDB
from mtgfaces.cards.dbbuild import build_database
from mtgfaces.cards.reader import iter_scryfall
from mtgfaces.errors import MtgFacesError
from mtgfaces.rules import save
from mtgfaces.rules.state.status import FaceDown, Status
from tests.hostile.test_fuzz import FIXTURES, fuzz, refused_cleanly


def _sample_save() -> dict[str, Any]:
    """A save with something of most kinds: cards in every zone, face-down
    ones, a pool, an effect, a played game's actions and log."""
    game = mtgfaces.Game(["Alice", "Bob"], rng=random.Random(2))
    card = mtgfaces.card
    for name in (
        "Forest",
        "Island",
        "Grizzly Bears",
        "Delver of Secrets",
        "Fire // Ice",
        "Bonecrusher Giant",
    ):
        game.put(card(name), zone=Zone.LIBRARY, owner="Alice")
        game.put(card(name), zone=Zone.LIBRARY, owner="Bob")
    game.put(card("Forest"), zone=Zone.BATTLEFIELD, owner="Alice")
    game.put(
        card("Exalted Angel"), zone=Zone.BATTLEFIELD, owner="Bob", status=Status(face_down=FaceDown.MORPH)
    )
    game.put(card("Saw It Coming"), zone=Zone.EXILE, owner="Bob", status=Status(face_down=FaceDown.FORETELL))
    mtgfaces.random_game(game, random.Random(4), max_actions=40)
    return save.save(game)


SAVE = _sample_save()
LEAVES = [
    None,
    True,
    False,
    0,
    -1,
    7,
    2**70,
    1.5,
    float("inf"),
    "",
    "x",
    "front",
    "battlefield",
    [],
    {},
    [1],
    {"a": 1},
]


def _paths(data: Any, prefix: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    found = [prefix]
    if isinstance(data, dict):
        for key, value in data.items():
            found += _paths(value, (*prefix, key))
    elif isinstance(data, list):
        for index, value in enumerate(data):
            found += _paths(value, (*prefix, index))
    return found


PATHS = [p for p in _paths(SAVE) if p]


def _replaced(data: dict[str, Any], path: tuple[Any, ...], value: Any) -> dict[str, Any]:
    changed = copy.deepcopy(data)
    where: Any = changed
    for step in path[:-1]:
        where = where[step]
    if isinstance(where, dict) and value == "__drop__":
        where.pop(path[-1])
    else:
        where[path[-1]] = value
    return changed


@fuzz(150)
@given(
    changes=st.lists(
        st.tuples(st.sampled_from(PATHS), st.sampled_from([*LEAVES, "__drop__"])), min_size=1, max_size=3
    )
)
def test_the_save_loader_of_mutated_saves_loads_a_working_game_or_refuses(
    changes: list[tuple[tuple[Any, ...], Any]],
) -> None:
    data = SAVE
    for path, value in changes:
        try:
            data = _replaced(data, path, value)
        except (KeyError, IndexError, TypeError):
            continue  # an earlier change removed that path
    try:
        game = save.load(json.loads(json.dumps(data, allow_nan=True)))
    except MtgFacesError as error:
        refused_cleanly(error)
        return
    # What loads works: every object's characteristics, a view for each
    # player, and a save of it that loads again.
    for obj in game.objects():
        game.characteristics(obj)
    for player in game.players:
        game.view(player)
    assert save.dumps(save.loads(save.dumps(game))) == save.dumps(game)


@pytest.fixture(scope="module")
def sample_db(tmp_path_factory: pytest.TempPathFactory) -> Path:
    target = tmp_path_factory.mktemp("db") / "cards.sqlite"
    sample = FIXTURES / "scryfall-sample.json"
    build_database(target, iter_scryfall(sample), source=str(sample), date="2026-01-01")
    return target


@fuzz(60)
@given(damage=st.lists(st.tuples(st.integers(0, 2**20), st.binary(min_size=1, max_size=16)), max_size=4))
def test_the_database_reader_of_a_damaged_file_works_or_refuses(
    sample_db: Path, tmp_path_factory: pytest.TempPathFactory, damage: list[tuple[int, bytes]]
) -> None:
    target = tmp_path_factory.mktemp("damaged") / "cards.sqlite"
    shutil.copy(sample_db, target)
    raw = bytearray(target.read_bytes())
    for offset, data in damage:
        at = offset % len(raw)
        raw[at : at + len(data)] = data
    target.write_bytes(bytes(raw))
    try:
        db = CardDB(str(target))
        names = [card.name for card in db]
        for name in names[:3]:
            db.card(name)
        db.close()
    except MtgFacesError as error:
        refused_cleanly(error)
