"""Skitterbeam Battalion (issue 17, prototype): "When ~ enters the
battlefield, if you cast it, create two tokens that are copies of it."
(603.4: the intervening "if you cast it"; 707.2, 111.2: token copies; 718.3d:
a copy of a permanent that was a prototyped spell is prototyped too)."""

from __future__ import annotations

from mtgfaces.cards.characteristics import Zone
from mtgfaces.cards.model import Side
from mtgfaces.rules.actions import casting, moves, resolving
from mtgfaces.rules.pool import card_coverage
from mtgfaces.rules.state.game import Game, Step, Turn
from tests.rules.builders import card, put

BATTALION = "Skitterbeam Battalion"


def _game() -> Game:
    game = Game(["Alice", "Bob"])
    game.set_turn(Turn("Alice", Step.MAIN1, number=2))
    return game


def _battalions(game: Game) -> list[tuple[bool, str | None, str | None]]:
    """Each Battalion on the battlefield: (a token?, power, toughness)."""
    found = [o for o in game.objects(Zone.BATTLEFIELD, "Alice") if o.card.name == BATTALION]
    values = [game.characteristics(o) for o in found]
    return sorted((o.is_token, v.power, v.toughness) for o, v in zip(found, values, strict=True))


def test_707_2_718_3d_cast_prototyped_it_makes_two_prototyped_token_copies() -> None:
    assert card_coverage(card(BATTALION)).implemented
    game = _game()
    battalion = put(game, BATTALION, Zone.HAND)
    casting.cast(game, battalion.id, side=Side.PROTOTYPE)
    resolving.resolve(game)  # the spell: the permanent enters, its trigger goes on the stack
    resolving.resolve(game)  # the trigger
    assert _battalions(game) == [(False, "2", "2"), (True, "2", "2"), (True, "2", "2")]


def test_707_2_cast_normally_it_makes_two_4_4_token_copies() -> None:
    game = _game()
    battalion = put(game, BATTALION, Zone.HAND)
    casting.cast(game, battalion.id)
    resolving.resolve(game)
    resolving.resolve(game)
    assert _battalions(game) == [(False, "4", "4"), (True, "4", "4"), (True, "4", "4")]


def test_603_4_put_onto_the_battlefield_without_being_cast_it_makes_no_copies() -> None:
    game = _game()
    moves.put_onto_battlefield(game, put(game, BATTALION, Zone.HAND).id)
    assert not game.objects(Zone.STACK)
    assert _battalions(game) == [(False, "4", "4")]


def test_603_4_the_token_copies_entering_were_not_cast_and_make_no_more() -> None:
    game = _game()
    battalion = put(game, BATTALION, Zone.HAND)
    casting.cast(game, battalion.id, side=Side.PROTOTYPE)
    resolving.resolve(game)
    resolving.resolve(game)
    assert not game.objects(Zone.STACK) and len(_battalions(game)) == 3
