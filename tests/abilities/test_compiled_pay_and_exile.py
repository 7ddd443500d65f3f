"""Compiled "you may pay {4}{U}{U}{B}{B} and exile eight cards from your
graveyard. If you do, transform ~." (CR 609.3, 118.3: both or neither;
608.2c) and Ultimecia, Omnipotent's "When this creature transforms into ~,
take an extra turn after this one." (500.7). Issue 17."""

from __future__ import annotations

import pytest

from mtgfaces.cards.characteristics import Zone
from mtgfaces.cards.model import Side
from mtgfaces.rules.actions import resolving, turns
from mtgfaces.rules.state.game import Game, Step, Turn
from tests.rules.builders import put

ULTIMECIA = "Ultimecia, Time Sorceress // Ultimecia, Omnipotent"


@pytest.mark.parametrize(("in_graveyard", "transforms"), [(8, True), (7, False)])
def test_118_3_pay_and_exile_eight_cards_if_you_do_transform_then_an_extra_turn_ultimecia(
    in_graveyard: int, transforms: bool
) -> None:
    game = Game(["Alice", "Bob"])
    game.set_turn(Turn("Alice", Step.MAIN2, number=3))
    for player in ("Alice", "Bob"):
        for _ in range(3):
            put(game, "Island", Zone.LIBRARY, owner=player)
    for _ in range(in_graveyard):
        put(game, "Shock", Zone.GRAVEYARD)
    ultimecia = put(game, ULTIMECIA)
    turns.set_step(game, Step.END)
    while game.objects(Zone.STACK):
        resolving.resolve(game)
    assert (game.get(ultimecia.id).status.up is Side.BACK) is transforms
    assert len(game.objects(Zone.EXILE, "Alice")) == (8 if transforms else 0)
    turns.next_turn(game)
    assert game.turn.active == ("Alice" if transforms else "Bob")  # 500.7: the extra turn
