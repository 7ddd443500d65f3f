"""The typed loader (mtgfaces.rules.load_typed, issue 11) gives the game the
checked loader gives, and leaves every error to it: the same messages, for
malformed saves and older versions alike."""

from __future__ import annotations

import copy as deepcopying
import json
from collections.abc import Callable
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from mtgfaces.errors import MalformedInput
from mtgfaces.rules import load, load_typed, save
from mtgfaces.rules.load_typed import RECORDS_OF, SaveRecord, loads_typed
from mtgfaces.rules.state.game import Game
from tests import budget
from tests.rules.test_save import _paths, build, json_values, rich_game, sequences, small_save
from tests.rules.test_save_malformed import MALFORMED, good
from tests.rules.test_save_versions import _as_version_3


def _error(read: Callable[[], object]) -> str:
    with pytest.raises(MalformedInput) as refused:
        read()
    return str(refused.value)


def test_each_record_has_its_values_fields_in_their_order() -> None:
    """Values are built from records by position."""
    for value, record in RECORDS_OF.items():
        assert record.__struct_fields__ == value._fields, value.__name__
    assert SaveRecord.__struct_fields__ == load._TOP_KEYS


def test_the_typed_loader_reads_a_save_as_the_checked_one_does() -> None:
    game = rich_game()
    text = save.dumps(game)
    loaded = loads_typed(text, Game)
    assert loaded is not None
    assert loaded == load.load(json.loads(text)) == game
    assert save.dumps(loaded) == text


@settings(
    max_examples=budget.examples(50),
    derandomize=budget.derandomized(),
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow],
)
@given(steps=sequences, seed=st.integers(0, 2**32))
def test_any_game_loads_typed_to_the_game_the_checked_loader_gives(
    steps: list[tuple[Any, ...]], seed: int
) -> None:
    game = build(steps, seed)
    text = save.dumps(game)
    typed = loads_typed(text, Game)
    checked = load.load(json.loads(text))
    assert typed is not None
    assert typed == checked == game
    assert save.dumps(typed) == text
    assert typed.rng.random() == checked.rng.random()


@pytest.mark.parametrize(
    ("change", "message"),
    [(change, message) for _, change, message in MALFORMED],
    ids=[c[0] for c in MALFORMED],
)
def test_a_malformed_save_as_text_gets_the_checked_loaders_error(
    change: Callable[[dict[str, Any]], None], message: str
) -> None:
    data = good()
    change(data)
    text = json.dumps(data)
    assert loads_typed(text, Game) is None
    expected = _error(lambda: save.load(data))
    assert _error(lambda: save.loads(text)) == expected


@settings(max_examples=budget.examples(300), derandomize=budget.derandomized(), deadline=None)
@given(data=st.data())
def test_a_mangled_save_as_text_loads_or_fails_as_the_checked_loader_does(data: st.DataObject) -> None:
    mangled = deepcopying.deepcopy(small_save())
    paths = [p for p in _paths(mangled) if p and not (len(p) > 2 and p[:2] == ("rng", "state"))]
    path = data.draw(st.sampled_from(paths))
    node: Any = mangled
    for key in path[:-1]:
        node = node[key]
    if data.draw(st.booleans()) and isinstance(node, dict):
        del node[path[-1]]
    else:
        node[path[-1]] = data.draw(json_values)
    text = json.dumps(mangled)
    try:
        checked = load.load(json.loads(text))
    except MalformedInput as error:
        assert _error(lambda: save.loads(text)) == str(error)
        return
    assert save.loads(text) == checked


def test_an_older_version_is_read_by_the_checked_loader() -> None:
    game = rich_game()
    old = _as_version_3(save.save(game))
    text = json.dumps(old)
    assert loads_typed(text, Game) is None
    assert save.loads(text) == save.load(old)


def test_text_that_is_not_json_gets_the_checked_loaders_error() -> None:
    assert loads_typed("{oops", Game) is None
    assert _error(lambda: save.loads("{oops")).startswith("save: not JSON: Expecting property name")
    assert loads_typed(b"\xff", Game) is None


def test_a_card_record_is_read_once_and_its_card_shared() -> None:
    text = save.dumps(rich_game())
    first, second = save.loads(text), save.loads(text)
    assert [obj.card for obj in first.objects()] == [obj.card for obj in second.objects()]
    assert all(a.card is b.card for a, b in zip(first.objects(), second.objects(), strict=True))


def test_a_changed_card_record_is_a_different_card() -> None:
    data = good()
    index = data["objects"][0]["card"]
    data["cards"][index]["name"] = "Renamed"
    loaded = save.loads(json.dumps(data))
    assert loaded.get(data["objects"][0]["id"]).card.name == "Renamed"


def test_the_card_cache_is_bounded(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(load_typed, "_CARDS_KEPT", 2)
    monkeypatch.setattr(load_typed, "_CARDS", {})
    game = rich_game()
    assert save.loads(save.dumps(game)) == game
    assert len(load_typed._CARDS) <= 2
