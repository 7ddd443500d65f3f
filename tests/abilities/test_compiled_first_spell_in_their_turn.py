"""Blightwing Bandit, compiled (CR 603.2, 102.2, 406.3, 601.3, 609.4b):
"Whenever you cast your first spell during each opponent's turn, look at
the top card of that player's library, then exile it face down. You may
play that card for as long as it remains exiled, and mana of any type can
be spent to cast it." Played with the real cards."""

from __future__ import annotations

from mtgfaces.cards.characteristics import Zone
from mtgfaces.rules.actions import casting, resolving
from mtgfaces.rules.state.game import Game, Step, Turn
from mtgfaces.rules.state.looking import may_look
from mtgfaces.rules.state.mana import Unit
from tests.rules.builders import names, put

BANDIT = "Blightwing Bandit"


def _bandit(game: Game, turn: str) -> None:
    put(game, BANDIT)
    for card in ("Lightning Bolt", "Forest", "Island"):
        put(game, card, Zone.LIBRARY, owner="Bob")
    for _ in range(3):
        put(game, "Opt", Zone.HAND)
    game.set_turn(Turn(turn, Step.MAIN1, number=4))


def _cast_opt(game: Game) -> None:
    (opt, *_) = game.find("Opt", [Zone.HAND])
    casting.cast(game, opt.id, player="Alice")


def test_603_2_the_first_spell_in_an_opponent_s_turn_exiles_that_player_s_top_card_face_down() -> None:
    game = Game(["Alice", "Bob"])
    _bandit(game, "Bob")
    _cast_opt(game)
    assert names(game, Zone.STACK) == [BANDIT, "Opt"]  # the trigger, above the spell (top first)
    resolving.resolve(game)
    (stolen,) = game.objects(Zone.EXILE)
    assert stolen.card.name == "Lightning Bolt" and stolen.owner == "Bob" and stolen.is_face_down
    assert may_look(game, stolen, "Alice") and not may_look(game, stolen, "Bob")  # 406.3
    _cast_opt(game)  # the second spell this turn: no trigger
    assert names(game, Zone.STACK) == ["Opt", "Opt"]


def test_603_2_a_spell_in_your_own_turn_doesnt_trigger_it() -> None:
    game = Game(["Alice", "Bob"])
    _bandit(game, "Alice")
    _cast_opt(game)
    assert names(game, Zone.STACK) == ["Opt"] and not game.objects(Zone.EXILE)


def test_609_4b_601_3_the_exiled_card_is_cast_with_mana_of_any_type() -> None:
    game = Game(["Alice", "Bob"], pay_costs=True)
    _bandit(game, "Bob")
    game.set_player(game.player("Alice")._replace(mana_pool=(Unit("U"),)))
    _cast_opt(game)
    resolving.resolve(game)
    resolving.resolve(game)  # Opt: scry 1, draw
    (stolen,) = game.objects(Zone.EXILE)
    game.set_player(game.player("Alice")._replace(mana_pool=(Unit("U"),)))
    casting.cast(game, stolen.id, player="Alice", from_zone=Zone.EXILE, targets=["Bob"])  # {R} paid with {U}
    resolving.resolve(game)
    assert game.player("Bob").life == 17
