"""The text of a save (mtgfaces.rules.save.dumps) is json.dumps's, keys sorted,
though msgspec writes it (issue 11): byte for byte, floats and odd strings
included."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from mtgfaces.cards.characteristics import Characteristics, RuleNote, Zone
from mtgfaces.cards.model import Card, Face, Legalities, MeldLink
from mtgfaces.rules import save
from mtgfaces.rules.state.choices import PendingChoice, Question
from mtgfaces.rules.state.effects import ContinuousEffect, CopyEffect, Modification
from mtgfaces.rules.state.events import Event
from mtgfaces.rules.state.filters import Comparison, Filter
from mtgfaces.rules.state.game import Game
from mtgfaces.rules.state.objects import Ability, GameObject
from mtgfaces.rules.state.permissions import RuleEffect
from mtgfaces.rules.state.status import Status
from mtgfaces.rules.state.values import Player, Turn
from tests import budget
from tests.rules.test_save import build, card, rich_game, sequences

SAVED: tuple[type, ...] = (
    Player,
    Turn,
    GameObject,
    Status,
    Ability,
    Event,
    ContinuousEffect,
    Modification,
    Filter,
    Comparison,
    CopyEffect,
    Characteristics,
    RuleNote,
    RuleEffect,
    Question,
    PendingChoice,
    Card,
    Face,
    Legalities,
    MeldLink,
)
"""The values a save writes."""


def json_text(game: Game) -> str:
    return json.dumps(
        save.save(game), sort_keys=True, ensure_ascii=False, allow_nan=False, separators=(",", ":")
    )


def test_the_floats_of_a_save_are_those_dumps_checks() -> None:
    """save._floats_written_alike looks at these fields only."""
    floats = {
        f"{kind.__name__}.{name}"
        for kind in SAVED
        for name, hint in kind.__annotations__.items()
        if "float" in str(hint)
    }
    assert floats == {"Card.data_mana_value", "Characteristics.mana_value", "Comparison.value"}


def test_a_save_is_json_dumps_text() -> None:
    game = rich_game()
    assert save.dumps(game) == json_text(game)
    assert save.dumps(game, indent=2) == json.dumps(
        save.save(game), sort_keys=True, ensure_ascii=False, allow_nan=False, indent=2
    )


@settings(
    max_examples=budget.examples(50),
    derandomize=budget.derandomized(),
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow],
)
@given(steps=sequences, seed=st.integers(0, 2**32))
def test_any_game_saves_as_json_dumps_text(steps: list[tuple[Any, ...]], seed: int) -> None:
    game = build(steps, seed)
    assert save.dumps(game) == json_text(game)


def _with_copy_effect(mana_value: float) -> Game:
    game = Game(["Alice", "Bob"], rng=random.Random(0))
    bears = game.put(card("Grizzly Bears"), zone=Zone.BATTLEFIELD, owner="Alice")
    values = game.characteristics(bears)._replace(mana_value=mana_value)
    game.add_copy_effect(CopyEffect(0, 0, target=bears.id, values=values, source_name="X"))
    return game


def _with_filter(value: float) -> Game:
    game = Game(["Alice", "Bob"], rng=random.Random(0))
    test = Filter(any_of=(Filter(not_=Filter(power=Comparison("<=", value))),))
    game.add_effect(ContinuousEffect(0, 0, Modification(power=1), filter=test))
    return game


def _with_gauss_next(value: float) -> Game:
    game = Game(["Alice", "Bob"], rng=random.Random(0))
    version, internal, _ = game.rng.getstate()
    game.rng.setstate((version, internal, value))
    return game


def _with_card_mana_value(value: float) -> Game:
    game = Game(["Alice", "Bob"], rng=random.Random(0))
    game.put(card("Grizzly Bears")._replace(data_mana_value=value), zone=Zone.HAND, owner="Alice")
    return game


@pytest.mark.parametrize("make", [_with_copy_effect, _with_filter, _with_gauss_next, _with_card_mana_value])
@pytest.mark.parametrize("value", [1e16, 1.5e-5, 2.5, 0.0, -0.0, 9999999999999998.0, 1e-4])
def test_every_float_is_written_as_json_writes_it(make: Any, value: float) -> None:
    game = make(value)
    assert save.dumps(game) == json_text(game)
    assert save.dumps(save.loads(save.dumps(game))) == save.dumps(game)


@pytest.mark.parametrize("make", [_with_copy_effect, _with_filter, _with_gauss_next, _with_card_mana_value])
def test_a_float_json_refuses_is_refused(make: Any) -> None:
    with pytest.raises(ValueError, match="Out of range float values are not JSON compliant"):
        save.dumps(make(float("nan")))


def test_a_lone_surrogate_is_written_as_json_writes_it() -> None:
    game = Game(["Alice", "Bob"], rng=random.Random(0))
    game.put(card("Grizzly Bears")._replace(oracle_id="\ud800"), zone=Zone.HAND, owner="Alice")
    assert save.dumps(game) == json_text(game)
