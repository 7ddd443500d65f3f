"""Dated rule changes (mtgfaces.rules.state.changes): a game with ``rules_as_of``
reproduces the rules of that day, each change on both sides of its date.
Each date is that of the first archived CR edition with the new text; the
day before it is under the old rules."""

from __future__ import annotations

import datetime as dt
from pathlib import Path

import pytest

from mtgfaces.cards.characteristics import Zone
from mtgfaces.cards.mana import ManaCost
from mtgfaces.cards.model import Side
from mtgfaces.errors import MalformedInput
from mtgfaces.rules.actions.base import Outcome
from mtgfaces.rules.actions.copying import copy_spell, create_token_copy
from mtgfaces.rules.actions.faces import transform, turn_face_down, turn_face_up
from mtgfaces.rules.actions.manifesting import manifest
from mtgfaces.rules.actions.moves import put_onto_battlefield
from mtgfaces.rules.save import dumps, loads
from mtgfaces.rules.state.changes import CHANGES, OLDEST_EDITION, in_force, parse_date
from mtgfaces.rules.state.events import EventKind
from mtgfaces.rules.state.game import Game
from mtgfaces.rules.state.objects import GameObject
from mtgfaces.rules.state.status import FaceDown, ObjectId
from mtgfaces.scenario.runner import INVALID, run_file
from tests.rules.builders import card, put


def game_as_of(date: str | None) -> Game:
    return Game(["Alice", "Bob"], rules_as_of=date)


def day_before(key: str) -> str:
    return str(CHANGES[key].effective - dt.timedelta(days=1))


def since(key: str) -> str:
    return str(CHANGES[key].effective)


def token_of(game: Game, outcome: Outcome) -> GameObject:
    (token_id,) = outcome.new_objects
    return game.get(token_id)


def assert_ignored(outcome: Outcome, rule: str) -> None:
    assert outcome.ignored and outcome.rule == rule, outcome


# -- the table itself ------------------------------------------------------------------------


def test_each_change_is_dated_after_the_oldest_edition_and_cites_its_rules() -> None:
    for key, change in CHANGES.items():
        assert change.key == key and change.rules and change.before and change.after
        assert change.effective > OLDEST_EDITION
        assert change.last_before is None or OLDEST_EDITION <= change.last_before < change.effective
        assert in_force(None, key) and in_force(since(key), key) and not in_force(day_before(key), key)


def test_a_date_before_the_oldest_edition_is_a_clear_error() -> None:
    assert parse_date("2003-03-15") == OLDEST_EDITION
    with pytest.raises(MalformedInput, match=r"'2003-03-14' is before 2003-03-15, the oldest"):
        parse_date("2003-03-14")
    with pytest.raises(MalformedInput, match="before 2003-03-15"):
        in_force("1993-08-05", "face_down_has_no_mana_cost")
    with pytest.raises(MalformedInput, match="is not a date"):
        parse_date("2003-02-30")


def test_a_scenario_dated_before_the_oldest_edition_is_an_invalid_file(tmp_path: Path) -> None:
    path = tmp_path / "old.yaml"
    path.write_text(
        'format: 1\nscenario: "too old"\nplayers: [Alice, Bob]\nrules_as_of: 2002-10-01\nsteps: []\n'
    )
    result = run_file(str(path))
    assert result.status == INVALID and result.error is not None
    assert result.error.startswith(f"{path}:4:") and "oldest Comprehensive Rules edition" in result.error


# -- 502.26a-b, 502.26e -> 708.2a (2006-10-01): no mana cost face down --------------------------


def test_708_2a_since_2006_10_01_a_face_down_permanent_has_no_mana_cost() -> None:
    game = game_as_of(since("face_down_has_no_mana_cost"))
    put(game, "Delver of Secrets", Zone.LIBRARY)
    (hidden,) = manifest(game, "Alice").new_objects
    assert game.characteristics(hidden).mana_cost.is_none


def test_502_26e_before_2006_10_01_a_face_down_permanent_has_a_mana_cost_of_0() -> None:
    game = game_as_of("2004-10-01")
    morph = put(game, "Exalted Angel", face_down=FaceDown.MORPH)
    spell = put(game, "Exalted Angel", Zone.STACK, face_down=FaceDown.MORPH)
    for obj in (morph, spell):
        value = game.characteristics(obj)
        assert value.mana_cost == ManaCost.parse("{0}") and not value.mana_cost.is_none
        assert (value.name, value.mana_value, value.colors, value.power) == (None, 0, (), "2")
        assert "502.26e" in [note.rule for note in game.derive(obj).trace]
    # A copy of it copies that cost (503.2: the face-down values are its copiable values).
    token = token_of(game, create_token_copy(game, morph.id))
    assert game.characteristics(token).mana_cost == ManaCost.parse("{0}")
    # Turned face up, it has its own mana cost again.
    turn_face_up(game, morph.id, using="morph")
    assert game.characteristics(morph.id).mana_cost == ManaCost.parse("{4}{W}{W}")


# -- 711.4b -> 202.3b, 712.8e (2016-07-22): a back face's mana value ---------------------------


def test_712_8e_since_2016_07_22_transformed_permanent_has_front_face_mana_value() -> None:
    game = game_as_of(since("back_face_mana_value_is_front_faces"))
    huntmaster = put(game, "Huntmaster of the Fells")
    transform(game, huntmaster.id)
    value = game.characteristics(huntmaster.id)
    assert (value.name, value.mana_cost.is_none, value.mana_value) == ("Ravager of the Fells", True, 4)


def test_711_4b_before_2016_07_22_back_face_mana_value_0() -> None:
    game = game_as_of(day_before("back_face_mana_value_is_front_faces"))
    huntmaster = put(game, "Huntmaster of the Fells")
    assert game.characteristics(huntmaster).mana_value == 4
    transform(game, huntmaster.id)
    value = game.characteristics(huntmaster.id)
    assert (value.name, value.mana_cost.is_none, value.mana_value) == ("Ravager of the Fells", True, 0)
    trace = game.derive(huntmaster.id).trace
    assert [note.rule for note in trace if note.rule in ("711.4b", "202.3b")] == ["711.4b"]
    transform(game, huntmaster.id)
    assert game.characteristics(huntmaster.id).mana_value == 4  # the front face's own cost
    in_hand = put(game, "Delver of Secrets", Zone.HAND)
    assert game.characteristics(in_hand).mana_value == 1


# -- 701.25 -> 701.25f, 701.27f (2016-07-22): an ability transforms only once --------------------


def transform_twice(date: str | None) -> tuple[Outcome, GameObject, Game]:
    """Thing in the Ice's ability goes on the stack, something else transforms
    it meanwhile, then the ability tries to transform it."""
    game = game_as_of(date)
    thing = put(game, "Thing in the Ice")
    count = game.get(thing.id).status.transformations
    transform(game, thing.id)
    outcome = transform(game, thing.id, source=thing.id, since_transformations=count)
    return outcome, game.get(thing.id), game


def test_701_27f_since_2016_07_22_a_permanent_that_transformed_since_is_ignored() -> None:
    outcome, thing, game = transform_twice(since("transforms_once_per_ability"))
    assert_ignored(outcome, "701.27f")
    assert game.characteristics(thing).name == "Awoken Horror"


def test_701_25_before_2016_07_22_the_ability_transforms_it_again() -> None:
    outcome, thing, game = transform_twice(day_before("transforms_once_per_ability"))
    assert not outcome.ignored and outcome.of(EventKind.TRANSFORMED)
    assert game.characteristics(thing).name == "Thing in the Ice"
    assert thing.status.transformations == 2


# -- 707.8, 701.28a -> 707.8a (2023-04-14): token copies of transforming cards ----------------------


def test_707_8a_since_2023_04_14_token_copy_of_a_transformed_permanent_is_double_faced() -> None:
    game = game_as_of(since("token_copies_of_transforming_cards_are_double_faced"))
    aberration = put(game, "Delver of Secrets", up=Side.BACK)
    token = token_of(game, create_token_copy(game, aberration.id))
    assert token.is_double_faced and token.status.up is Side.BACK
    assert not transform(game, token.id).ignored
    assert game.characteristics(token.id).name == "Delver of Secrets"


def test_707_8_before_2023_04_14_token_copy_of_a_transformed_permanent_is_single_faced() -> None:
    game = game_as_of(day_before("token_copies_of_transforming_cards_are_double_faced"))
    aberration = put(game, "Delver of Secrets", up=Side.BACK)
    outcome = create_token_copy(game, aberration.id)
    token = token_of(game, outcome)
    assert not token.is_double_faced and outcome.of(EventKind.TOKEN_CREATED)[0].rule == "707.2"
    value = game.characteristics(token)
    assert (value.name, value.mana_value, value.power) == ("Insectile Aberration", 0, "3")
    assert_ignored(transform(game, token.id), "712.9")
    in_graveyard = put(game, "Delver of Secrets", Zone.GRAVEYARD)  # a card: its front face only
    copy = token_of(game, create_token_copy(game, in_graveyard.id))
    assert not copy.is_double_faced and game.characteristics(copy).name == "Delver of Secrets"


def test_701_28a_before_2023_04_14_a_token_never_transforms() -> None:
    game = game_as_of(day_before("token_copies_of_transforming_cards_are_double_faced"))
    token = game.put(card("Delver of Secrets"), zone=Zone.BATTLEFIELD, owner="Alice", is_token=True)
    outcome = transform(game, token.id)
    assert_ignored(outcome, "701.28a")
    assert "2023-04-14" in outcome.events[0].note
    assert game.characteristics(token.id).name == "Delver of Secrets"
    delver = put(game, "Delver of Secrets")  # a card still does
    assert not transform(game, delver.id).ignored


# -- 707.10 -> 707.10g (2023-04-14): spell copies of transforming cards -------------------------


def copy_and_resolve(game: Game, spell: GameObject) -> tuple[GameObject, GameObject]:
    (copy_id,) = copy_spell(game, spell.id).new_objects
    copy = game.get(copy_id)
    (token_id,) = put_onto_battlefield(game, copy_id).new_objects  # 608.3f: it becomes a token
    return copy, game.get(token_id)


def test_707_10g_since_2023_04_14_copy_of_a_transforming_spell_is_double_faced() -> None:
    game = game_as_of(since("spell_copies_of_transforming_cards_are_double_faced"))
    copy, token = copy_and_resolve(game, put(game, "Delver of Secrets", Zone.STACK))
    assert copy.is_double_faced and token.is_double_faced and token.is_token
    assert not transform(game, token.id).ignored


def test_707_10_before_2023_04_14_copy_of_a_transforming_spell_is_single_faced() -> None:
    game = game_as_of(day_before("spell_copies_of_transforming_cards_are_double_faced"))
    spell = put(game, "Delver of Secrets", Zone.STACK)
    copy, token = copy_and_resolve(game, spell)
    assert not copy.is_double_faced and not token.is_double_faced
    assert game.characteristics(token).name == "Delver of Secrets"
    assert_ignored(transform(game, token.id), "712.9")


# -- 707.8a, 707.10g "transforming" -> "double-faced" (2025-09-19): modal copies -------------------


def test_707_8a_since_2025_09_19_token_copy_of_an_mdfc_is_double_faced() -> None:
    game = game_as_of(since("copies_of_any_double_faced_card_are_double_faced"))
    valley = put(game, "Kazandu Mammoth", up=Side.BACK)
    token = token_of(game, create_token_copy(game, valley.id))
    assert token.is_double_faced and token.status.up is Side.BACK
    assert_ignored(turn_face_down(game, token.id), "712.16")
    spell = put(game, "Kazandu Mammoth", Zone.STACK)
    (copy_id,) = copy_spell(game, spell.id).new_objects
    assert game.get(copy_id).is_double_faced


def test_707_8a_before_2025_09_19_token_copy_of_an_mdfc_is_single_faced() -> None:
    game = game_as_of(day_before("copies_of_any_double_faced_card_are_double_faced"))
    valley = put(game, "Kazandu Mammoth", up=Side.BACK)
    token = token_of(game, create_token_copy(game, valley.id))
    assert not token.is_double_faced
    assert game.characteristics(token).name == "Kazandu Valley"
    assert not turn_face_down(game, token.id).ignored  # only a double-faced permanent can't (712.16)
    spell = put(game, "Kazandu Mammoth", Zone.STACK)
    (copy_id,) = copy_spell(game, spell.id).new_objects
    assert not game.get(copy_id).is_double_faced
    # A transforming card's copies were already double-faced then.
    delver = put(game, "Delver of Secrets")
    assert token_of(game, create_token_copy(game, delver.id)).is_double_faced


def test_saved_games_keep_their_rules_as_of() -> None:
    game = game_as_of("2015-11-13")
    huntmaster = put(game, "Huntmaster of the Fells", up=Side.BACK)
    again = loads(dumps(game))
    assert again.rules_as_of == "2015-11-13"
    assert again.characteristics(ObjectId(huntmaster.id)).mana_value == 0


def test_a_game_refuses_a_rules_date_before_the_oldest_edition_as_it_is_made() -> None:
    with pytest.raises(MalformedInput, match="2003-03-15"):
        Game(["Alice", "Bob"], rules_as_of="1999-01-01")
