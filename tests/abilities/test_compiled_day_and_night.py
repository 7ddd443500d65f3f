"""Compiled "At the beginning of your upkeep, if you control three or more
Wolves and/or Werewolves, it becomes night. Then transform any number of
Human Werewolves you control." (Tovolar, Dire Overlord; CR 603.4, 731.1,
608.2d, 701.27a, 702.145b-c, issue 17): the Human Werewolves chosen as it
resolves transform; a daybound one can't by the effect, and transforms as
it becomes night instead."""

from __future__ import annotations

from mtgfaces.cards.characteristics import Zone
from mtgfaces.rules.actions import resolving, turns
from mtgfaces.rules.state.choices import Answering
from mtgfaces.rules.state.events import Event, EventKind
from mtgfaces.rules.state.game import Game, Step, Turn
from mtgfaces.rules.state.status import ObjectId
from mtgfaces.rules.state.values import DayNight
from tests.rules.builders import put

TOVOLAR = "Tovolar, Dire Overlord // Tovolar, the Midnight Scourge"
SHEPHERD = "Gatstaf Shepherd // Gatstaf Howler"


def _upkeep(game: Game) -> None:
    """Alice's upkeep begins, by day (her untap step done). Bob cast one
    spell last turn, so that the Gatstaf Shepherds' own upkeep triggers
    (603.4: no spells, or two or more) don't trigger."""
    for event in (
        Event(EventKind.TURN_STEP, player="Bob", note="untap"),
        Event(EventKind.CAST, player="Bob"),
        Event(EventKind.TURN_STEP, player="Alice", note="untap"),
    ):
        game.record(event)
    game.set_turn(Turn("Alice", Step.UNTAP, number=3, day_night=DayNight.DAY))
    turns.set_step(game, Step.UPKEEP)


def _name(game: Game, obj: ObjectId) -> str:
    return game.characteristics(obj).name


def test_731_1_it_becomes_night_and_the_human_werewolves_transform_tovolar() -> None:
    game = Game(["Alice", "Bob"])
    tovolar = put(game, TOVOLAR, controlled_since=0)
    shepherds = [put(game, SHEPHERD, controlled_since=0) for _ in range(2)]
    _upkeep(game)
    assert len(game.objects(Zone.STACK)) == 1
    resolving.resolve(game)  # no one to ask: all of them are chosen
    assert game.turn.day_night is DayNight.NIGHT
    assert [_name(game, s.id) for s in shepherds] == ["Gatstaf Howler"] * 2
    # 702.145b-c: not transformed by the effect, but as it became night
    assert _name(game, tovolar.id) == "Tovolar, the Midnight Scourge"


def test_608_2d_any_number_only_those_chosen_transform_tovolar() -> None:
    game = Game(["Alice", "Bob"])
    put(game, TOVOLAR, controlled_since=0)
    first, second = (put(game, SHEPHERD, controlled_since=0) for _ in range(2))
    _upkeep(game)
    game.answering = Answering([(f"#{int(second.id)}",)])
    resolving.resolve(game)
    assert _name(game, first.id) == "Gatstaf Shepherd" and _name(game, second.id) == "Gatstaf Howler"


def test_205_3_a_wolf_counts_but_isn_t_a_human_werewolf_nor_is_an_opponent_s_tovolar() -> None:
    game = Game(["Alice", "Bob"])
    put(game, TOVOLAR, controlled_since=0)
    put(game, "Timber Wolves", controlled_since=0)
    mine = put(game, SHEPHERD, controlled_since=0)
    theirs = put(game, SHEPHERD, owner="Bob", controlled_since=0)
    _upkeep(game)
    resolving.resolve(game)
    assert _name(game, mine.id) == "Gatstaf Howler" and _name(game, theirs.id) == "Gatstaf Shepherd"


def test_603_4_with_two_wolves_and_werewolves_it_doesn_t_trigger_tovolar() -> None:
    game = Game(["Alice", "Bob"])
    put(game, TOVOLAR, controlled_since=0)
    put(game, SHEPHERD, controlled_since=0)
    put(game, "Grizzly Bears", controlled_since=0)
    _upkeep(game)
    assert game.objects(Zone.STACK) == [] and game.turn.day_night is DayNight.DAY
