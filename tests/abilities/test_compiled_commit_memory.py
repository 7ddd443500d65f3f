"""Commit // Memory (issue 17: a card the examples play): "Put target spell
or nonland permanent into its owner's library second from the top." (115.1,
401.4) and "Each player shuffles their hand and graveyard into their
library, then draws seven cards." (701.24a, 121.1)."""

from __future__ import annotations

import pytest

from mtgfaces.cards.characteristics import Zone
from mtgfaces.cards.model import Side
from mtgfaces.errors import IllegalAction
from mtgfaces.rules.actions import casting, resolving
from mtgfaces.rules.state.game import Game, Step, Turn
from tests.rules.builders import names, put

COMMIT = "Commit // Memory"


def _library(game: Game, owner: str, *cards: str) -> None:
    for name in cards:
        put(game, name, Zone.LIBRARY, owner=owner)


def test_401_4_a_nonland_permanent_goes_second_from_the_top_commit() -> None:
    game = Game(["Alice", "Bob"])
    _library(game, "Bob", "Island", "Forest")
    giant = put(game, "Hill Giant", owner="Bob")
    commit = put(game, COMMIT, Zone.HAND)
    casting.cast(game, commit.id, side=Side.LEFT, targets=[giant.id])
    resolving.resolve(game)
    assert names(game, Zone.LIBRARY, "Bob") == ["Island", "Hill Giant", "Forest"]


def test_115_1_a_spell_on_the_stack_is_a_target_too_commit() -> None:
    game = Game(["Alice", "Bob"])
    game.set_turn(Turn("Bob", Step.MAIN1, number=2))
    _library(game, "Bob", "Island")
    shock = put(game, "Shock", Zone.HAND, owner="Bob")
    casting.cast(game, shock.id, player="Bob", targets=["Alice"])
    (spell,) = game.objects(Zone.STACK)
    commit = put(game, COMMIT, Zone.HAND)
    casting.cast(game, commit.id, player="Alice", side=Side.LEFT, targets=[spell.id])
    resolving.resolve(game)
    assert not game.objects(Zone.STACK) and names(game, Zone.LIBRARY, "Bob") == ["Island", "Shock"]
    assert game.player("Alice").life == 20


def test_115_1_a_land_is_no_target_commit() -> None:
    game = Game(["Alice", "Bob"])
    forest = put(game, "Forest", owner="Bob")
    commit = put(game, COMMIT, Zone.HAND)
    with pytest.raises(IllegalAction):
        casting.cast(game, commit.id, side=Side.LEFT, targets=[forest.id])


def test_701_24a_each_player_shuffles_hand_and_graveyard_into_library_then_draws_seven_memory() -> None:
    game = Game(["Alice", "Bob"])
    game.set_turn(Turn("Alice", Step.MAIN1, number=3))
    for owner in ("Alice", "Bob"):
        _library(game, owner, *["Island"] * 5)
        put(game, "Shock", Zone.HAND, owner=owner)
        put(game, "Opt", Zone.GRAVEYARD, owner=owner)
    memory = put(game, COMMIT, Zone.GRAVEYARD)  # aftermath: cast from the graveyard (702.127a)
    casting.cast(game, memory.id, side=Side.RIGHT, from_zone=Zone.GRAVEYARD)
    resolving.resolve(game)
    for owner in ("Alice", "Bob"):
        assert len(game.objects(Zone.HAND, owner)) == 7
        assert not game.objects(Zone.LIBRARY, owner)
        assert game.objects(Zone.GRAVEYARD, owner) == []
    assert names(game, Zone.EXILE, "Alice") == [COMMIT]  # 702.127a: exiled as it leaves the stack
