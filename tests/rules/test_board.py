"""What a game keeps while its board stands (rules/state/board.py, issue 11's
throughput): the triggered abilities of its permanents by the events they
trigger on (603.2) and its daybound and nightbound permanents (702.145),
kept across versions that change none of them, found again when one
changes, and always what a game that keeps nothing (a copy) finds."""

from __future__ import annotations

import random

from mtgfaces.cards.characteristics import Zone
from mtgfaces.cards.model import Side
from mtgfaces.rules import priority
from mtgfaces.rules.actions import moves
from mtgfaces.rules.play import apply, legal_actions
from mtgfaces.rules.state.board import board
from mtgfaces.rules.state.decisions import Concede
from mtgfaces.rules.state.events import EventKind
from mtgfaces.rules.state.game import DayNight, Game, Step
from tests.rules.builders import put
from tests.rules.test_random_games import new_game
from tests.rules.test_random_play import POOL

CATHAR = "Brutal Cathar // Moonrage Brute"


def _found(game: Game) -> tuple[object, ...]:
    """What the board keeps, by ids (a copy's objects are equal values)."""
    kept = board(game)
    listening = {kind: [o.id for o in found] for kind, found in kept.listening.items()}
    statics = [(o.id, abilities) for o, abilities in kept.statics]
    day, night = [o.id for o in kept.daybound], [o.id for o in kept.nightbound]
    return kept.sources, listening, kept.triggered, statics, day, night


def test_604_1_static_abilities_are_found_on_the_board() -> None:
    game = Game(["Alice", "Bob"])
    put(game, "Grizzly Bears")
    assert board(game).statics == ()
    crucible = put(game, "Crucible of Worlds")
    (found,) = board(game).statics
    assert found[0] == crucible and found[1]


def test_603_2_the_trigger_index_is_kept_while_the_board_stands() -> None:
    game = Game(["Alice", "Bob"])
    huntmaster = put(game, "Huntmaster of the Fells")
    index = board(game)
    assert index.listening_to(EventKind.ENTERED_BATTLEFIELD) == (huntmaster,)
    assert index.listening_to(EventKind.CAST) == ()
    game.set_turn(game.turn._replace(step=Step.UPKEEP))  # a new version, the same board
    assert board(game) is index
    bears = put(game, "Grizzly Bears")  # a permanent without triggered abilities: looked at anyway
    rebuilt = board(game)
    assert rebuilt is not index and bears.id in rebuilt.sources and rebuilt.triggered[bears.id] == ()
    assert rebuilt.listening_to(EventKind.ENTERED_BATTLEFIELD) == (huntmaster,)


def test_702_145d_a_daybound_permanent_put_onto_the_board_is_found() -> None:
    game = Game(["Alice", "Bob"])
    bears = put(game, "Grizzly Bears")
    assert board(game)[-2:] == ((), ())
    moves.add_counters(game, bears.id, "+1/+1", 1)  # an action on a board with no bound permanent
    assert game.turn.day_night is None
    cathar = put(game, CATHAR)
    assert board(game)[-2:] == ((cathar,), ())
    moves.add_counters(game, bears.id, "+1/+1", 1)
    assert game.turn.day_night is DayNight.DAY


def test_702_145c_a_face_down_or_transformed_permanent_is_found_again() -> None:
    game = Game(["Alice", "Bob"])
    cathar = put(game, CATHAR, up=Side.BACK)
    assert board(game)[-2:] == ((), (cathar,))
    game.replace(cathar._replace(status=cathar.status._replace(up=Side.FRONT)))
    assert board(game)[-2:] == ((game.get(cathar.id),), ())


def test_603_2_what_the_board_keeps_is_what_a_fresh_look_finds() -> None:
    for seed in (1, 2):
        game = new_game(list(POOL), seed)
        rng = random.Random(seed)
        for _ in range(150):
            who = priority.holder(game)
            if who is None or game.result() is not None:
                break
            assert _found(game) == _found(game.copy())
            apply(game, rng.choice([a for a in legal_actions(game, who) if not isinstance(a, Concede)]))
        assert game.objects(Zone.BATTLEFIELD)
