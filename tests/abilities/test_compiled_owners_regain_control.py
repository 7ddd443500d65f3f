"""Compiled "Each player gains control of all permanents they own." (The
Fall of Lord Konda, chapter II; 613.1b, 611.2c): every permanent goes back
to its owner with no end, as the newest control effect on it (613.7); a
token's owner is the player who created it (111.2)."""

from __future__ import annotations

from mtgfaces.cards.characteristics import Zone
from mtgfaces.rules.actions import moves, resolving
from mtgfaces.rules.pool import card_coverage
from mtgfaces.rules.state.game import Game, Step, Turn
from mtgfaces.rules.state.objects import GameObject
from tests.rules.builders import card, put

KONDA = "The Fall of Lord Konda // Fragment of Konda"


def _at_chapter_two(game: Game) -> GameObject:
    """Alice's Saga given its second lore counter (714.2b), chapter II resolved."""
    saga = put(game, KONDA, controlled_since=0, counters=(("lore", 1),))
    moves.add_counters(game, saga.id, "lore", 1)
    assert [o.card.name for o in game.objects(Zone.STACK)] == [KONDA]
    resolving.resolve(game)
    return saga


def _game() -> Game:
    game = Game(["Alice", "Bob"])
    game.set_turn(Turn("Alice", Step.MAIN1, number=3))
    return game


def test_613_1b_each_player_gains_control_of_all_permanents_they_own() -> None:
    assert card_coverage(card(KONDA)).implemented
    game = _game()
    hers = put(game, "Hill Giant", controlled_since=0)
    his = put(game, "Grizzly Bears", owner="Bob", controlled_since=0)
    moves.gain_control(game, hers.id, "Bob")  # Bob took her Giant for good
    moves.gain_control(game, his.id, "Alice")  # and she his Bears
    assert (game.controller(game.get(hers.id)), game.controller(game.get(his.id))) == ("Bob", "Alice")
    saga = _at_chapter_two(game)
    assert game.controller(game.get(hers.id)) == "Alice"
    assert game.controller(game.get(his.id)) == "Bob"
    assert game.controller(game.get(saga.id)) == "Alice"
    assert game.get(his.id).status.controlled_since == 3  # 302.6: new under Bob this turn


def test_613_7_a_later_control_effect_wins_over_chapter_two() -> None:
    game = _game()
    his = put(game, "Grizzly Bears", owner="Bob", controlled_since=0)
    moves.gain_control(game, his.id, "Alice")
    _at_chapter_two(game)
    assert game.controller(game.get(his.id)) == "Bob"
    moves.gain_control(game, his.id, "Alice")  # a newer timestamp (613.7)
    assert game.controller(game.get(his.id)) == "Alice"


def test_111_2_a_token_goes_back_to_the_player_who_created_it() -> None:
    game = _game()
    # a token Bob created that entered under Alice's control
    token = game.put(
        card("Grizzly Bears"), zone=Zone.BATTLEFIELD, owner="Bob", controller="Alice", is_token=True
    )
    assert game.controller(game.get(token.id)) == "Alice"
    _at_chapter_two(game)
    assert game.controller(game.get(token.id)) == "Bob"
