"""Compiled "Until your next turn, it gains indestructible. If that creature
is legendary, draw a card." (CR 611.2b, 205.4a, 608.2c, issue 17):
Hydaelyn, the Mothercrystal (Venat, Heart of Hydaelyn's back face)."""

from __future__ import annotations

import pytest

from mtgfaces.cards.characteristics import Zone
from mtgfaces.cards.model import Side
from mtgfaces.rules.actions import resolving, turns
from mtgfaces.rules.state.game import Game, Step, Turn
from tests.rules.builders import put


@pytest.mark.parametrize(("creature", "draws"), [("Isamaru, Hound of Konda", 1), ("Grizzly Bears", 0)])
def test_611_2b_until_your_next_turn_it_gains_indestructible_if_legendary_draw_hydaelyn(
    creature: str, draws: int
) -> None:
    game = Game(["Alice", "Bob"])
    game.set_turn(Turn("Alice", Step.MAIN1, number=3))
    put(game, "Island", Zone.LIBRARY)
    put(game, "Island", Zone.LIBRARY)
    put(game, "Venat, Heart of Hydaelyn // Hydaelyn, the Mothercrystal", up=Side.BACK)
    target = put(game, creature)  # "another target creature you control": the only one
    turns.set_step(game, Step.BEGINNING_OF_COMBAT)
    resolving.resolve(game)
    assert game.get(target.id).status.counter("+1/+1") == 1
    assert len(game.objects(Zone.HAND, "Alice")) == draws
    assert "Indestructible" in game.characteristics(game.get(target.id)).abilities
    turns.next_turn(game)  # Bob's turn: it still has it
    assert "Indestructible" in game.characteristics(game.get(target.id)).abilities
    turns.next_turn(game)  # Alice's next turn: it ends as the turn begins
    assert "Indestructible" not in game.characteristics(game.get(target.id)).abilities
