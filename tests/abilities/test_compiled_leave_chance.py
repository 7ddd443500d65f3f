"""Leave // Chance (issue 17: a card the examples play): "Return any number of
target permanents you own to your hand." (115.1, 108.3: owned, whoever
controls them) and "Discard any number of cards, then draw that many cards."
(701.9a, 608.2h; aftermath, 702.127a)."""

from __future__ import annotations

import pytest

from mtgfaces.cards.characteristics import Zone
from mtgfaces.cards.model import Side
from mtgfaces.errors import IllegalAction
from mtgfaces.rules.actions import casting, resolving
from mtgfaces.rules.state.choices import Answering
from mtgfaces.rules.state.game import Game, Step, Turn
from tests.rules.builders import names, put

LEAVE = "Leave // Chance"


def test_108_3_return_any_number_of_target_permanents_you_own_to_your_hand_leave() -> None:
    game = Game(["Alice", "Bob"])
    game.set_turn(Turn("Alice", Step.MAIN1, number=3))
    bears = put(game, "Grizzly Bears")
    forest = put(game, "Forest")
    kept = put(game, "Hill Giant")
    leave = put(game, LEAVE, Zone.HAND)
    casting.cast(game, leave.id, side=Side.LEFT, targets=[bears.id, forest.id])
    resolving.resolve(game)
    assert sorted(names(game, Zone.HAND, "Alice")) == ["Forest", "Grizzly Bears"] and kept.id in game


def test_108_3_a_permanent_you_control_but_dont_own_is_no_target_leave() -> None:
    game = Game(["Alice", "Bob"])
    game.set_turn(Turn("Alice", Step.MAIN1, number=3))
    borrowed = put(game, "Grizzly Bears", owner="Bob")
    game.replace(borrowed._replace(controller="Alice"))
    leave = put(game, LEAVE, Zone.HAND)
    with pytest.raises(IllegalAction):
        casting.cast(game, leave.id, side=Side.LEFT, targets=[borrowed.id])


def test_608_2h_discard_any_number_then_draw_that_many_chance() -> None:
    game = Game(["Alice", "Bob"])
    game.set_turn(Turn("Alice", Step.MAIN1, number=3))
    for _ in range(4):
        put(game, "Island", Zone.LIBRARY)
    tossed = [put(game, "Shock", Zone.HAND), put(game, "Opt", Zone.HAND)]
    put(game, "Forest", Zone.HAND)  # kept
    chance = put(game, LEAVE, Zone.GRAVEYARD)  # aftermath: cast from the graveyard
    game.answering = Answering([tuple(f"#{int(c.id)}" for c in tossed)])
    casting.cast(game, chance.id, side=Side.RIGHT, from_zone=Zone.GRAVEYARD)
    resolving.resolve(game)
    assert sorted(names(game, Zone.HAND, "Alice")) == ["Forest", "Island", "Island"]
    assert sorted(names(game, Zone.GRAVEYARD, "Alice")) == ["Opt", "Shock"]
