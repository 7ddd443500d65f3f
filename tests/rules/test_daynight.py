"""Day and night (CR 731) and daybound/nightbound (702.145)."""

from __future__ import annotations

import json

from mtgfaces.cards.characteristics import Zone
from mtgfaces.cards.model import Side
from mtgfaces.rules import save
from mtgfaces.rules.actions import casting, faces, moves, resolving, turns
from mtgfaces.rules.load import _V3_STATUS
from mtgfaces.rules.state.events import EventKind
from mtgfaces.rules.state.game import DayNight, Game
from tests.rules.builders import put

CATHAR = "Brutal Cathar // Moonrage Brute"


def game_with_libraries() -> Game:
    game = Game(["Alice", "Bob"])
    for player in game.players:
        for _ in range(4):
            put(game, "Forest", Zone.LIBRARY, owner=player)
    return game


def test_731_1_the_game_starts_with_neither() -> None:
    assert Game(["Alice", "Bob"]).turn.day_night is None


def test_702_145d_a_daybound_permanent_makes_it_day() -> None:
    game = game_with_libraries()
    cathar = put(game, CATHAR, Zone.HAND)
    casting.cast(game, cathar.id)
    outcome = resolving.resolve(game)
    assert game.turn.day_night is DayNight.DAY
    assert [e.rule for e in outcome.of(EventKind.DAY_NIGHT)] == ["702.145d"]


def test_702_145g_nightbound_alone_makes_it_night() -> None:
    game = game_with_libraries()
    brute = put(game, "Grizzly Bears")
    moves.add_counters(game, brute.id, "+1/+1", 1)  # an action on a board with no bound permanent
    assert game.turn.day_night is None
    put(game, CATHAR, up=Side.BACK)
    moves.add_counters(game, brute.id, "+1/+1", 1)
    assert game.turn.day_night is DayNight.NIGHT


def test_702_145b_it_cant_transform_except_by_daybound() -> None:
    game = game_with_libraries()
    cathar = put(game, CATHAR)
    outcome = faces.transform(game, cathar.id)
    assert outcome.ignored and outcome.rule == "702.145b"
    assert game.get(cathar.id).status.up is Side.FRONT


def test_731_2a_no_spells_in_a_turn_makes_it_night_and_702_145c_transforms() -> None:
    game = game_with_libraries()
    cathar = put(game, CATHAR)
    turns.next_turn(game)  # 731.2c: neither yet, no check; then it becomes day (702.145d)
    assert game.turn.day_night is DayNight.DAY
    turns.next_turn(game)  # Bob cast nothing during turn 2
    assert game.turn.day_night is DayNight.NIGHT
    assert game.get(cathar.id).status.up is Side.BACK


def test_731_2b_two_spells_make_it_day_again() -> None:
    game = game_with_libraries()
    game.set_turn(game.turn._replace(day_night=DayNight.NIGHT))
    brute = put(game, CATHAR, up=Side.BACK)
    for name in ("Lightning Bolt", "Shock"):
        spell = put(game, name, Zone.HAND)
        casting.cast(game, spell.id, targets=("Bob",))
        resolving.resolve(game)
    turns.next_turn(game)
    assert game.turn.day_night is DayNight.DAY
    assert game.get(brute.id).status.up is Side.FRONT


def test_702_145b_at_night_a_daybound_card_enters_transformed() -> None:
    game = game_with_libraries()
    game.set_turn(game.turn._replace(day_night=DayNight.NIGHT))
    cathar = put(game, CATHAR, Zone.GRAVEYARD)
    moves.put_onto_battlefield(game, cathar.id)
    (entered,) = game.objects(Zone.BATTLEFIELD)
    assert entered.status.up is Side.BACK


def test_day_night_is_saved_and_an_older_save_has_neither() -> None:
    game = game_with_libraries()
    game.set_turn(game.turn._replace(day_night=DayNight.NIGHT))
    text = save.dumps(game)
    assert save.loads(text) == game and save.dumps(save.loads(text)) == text
    data = json.loads(text)
    del data["turn"]["day_night"]
    data["version"] = 2
    for obj in data["objects"]:
        for key in _V3_STATUS:
            del obj["status"][key]
    assert save.loads(json.dumps(data)).turn.day_night is None
