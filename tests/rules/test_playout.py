"""Random legal playouts: the engine keeps its invariants whatever is chosen
(seeded runs of :func:`random_playout`, as many as :func:`tests.budget.seeds`
gives: 100x more, from the session's seed, with ``pytest --slow``)."""

from __future__ import annotations

import random

import pytest

from mtgfaces.cards.characteristics import Zone
from mtgfaces.cards.db import CardDB
from mtgfaces.cards.model import Side
from mtgfaces.rules import save
from mtgfaces.rules.actions import turns
from mtgfaces.rules.actions.base import Outcome
from mtgfaces.rules.playout import Candidate, legal_actions, random_playout
from mtgfaces.rules.state.game import Game
from tests import budget

DECK = [
    "Sejiri Shelter // Sejiri Glacier",
    "Delver of Secrets",
    "Akki Lavarunner",
    "Fire // Ice",
    "Commit // Memory",
    "Bonecrusher Giant",
    "Bottomless Pool // Locker Room",
    "Den Protector",
    "Bruna, the Fading Light",
    "Forest",
]
COUNTS = budget.counter("random playouts")


def new_game(seed: int) -> Game:
    db = CardDB.default()
    game = Game(["Alice", "Bob"], rng=random.Random(seed))
    for player in game.players:
        for name in DECK * 2:
            game.put(db.card(name), zone=Zone.LIBRARY, owner=player)
        game.shuffle(player)
        turns.draw(game, player, 7)
    return game


def check_invariants(game: Game, choice: Candidate, outcome: Outcome) -> None:
    ids = [o.id for o in game.objects()]
    assert len(ids) == len(set(ids)), "an object is in two zones"
    for obj in game.objects():
        # 708: face down only on the battlefield, the stack, or in exile.
        if obj.is_face_down:
            assert obj.zone in (Zone.BATTLEFIELD, Zone.STACK, Zone.EXILE), (choice, obj)
        # 710.4, 400.7: flipped and transformed only on the battlefield or stack.
        if obj.status.flipped or obj.status.up is Side.BACK:
            assert obj.zone in (Zone.BATTLEFIELD, Zone.STACK), (choice, obj)
        value = game.characteristics(obj)
        if obj.zone not in (Zone.BATTLEFIELD, Zone.STACK) and not obj.is_face_down:
            # 712.8a, 709.4: off the stack and battlefield, the card's own default.
            assert value.names, (choice, obj)


@pytest.mark.parametrize("seed", budget.seeds(4))
def test_random_playouts_keep_the_invariants(seed: int) -> None:
    game = new_game(seed)
    playout = random_playout(game, random.Random(seed), 60, after_step=check_invariants)
    assert len(playout.performed) == 60
    assert save.loads(save.dumps(game)) == game
    COUNTS["playouts"] += 1
    COUNTS["steps"] += len(playout.performed)


def test_the_same_seed_gives_the_same_log() -> None:
    first, second = new_game(3), new_game(3)
    random_playout(first, random.Random(9), 40)
    random_playout(second, random.Random(9), 40)
    assert first.log == second.log


def test_legal_actions_are_legal_and_undo_restores_the_game() -> None:
    game = new_game(5)
    for candidate in legal_actions(game)[:25]:
        before = save.dumps(game)
        game.checkpoint()
        candidate.perform(game)
        game.undo()
        assert save.dumps(game) == before, candidate
