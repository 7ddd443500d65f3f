"""Random whole games with decks drawn from the implemented multi-faced pool
(issue 17), compiled abilities included: no crash, every step keeps the game
loop's invariants (tests/rules/test_random_games.py), and the game replays
byte for byte. Sized by :func:`tests.budget.examples`."""

from __future__ import annotations

import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from mtgfaces.cards.db import CardDB
from mtgfaces.cards.layouts import rules_for
from mtgfaces.rules import save
from mtgfaces.rules.play import random_game, replay
from mtgfaces.rules.pool import card_coverage, in_pool
from tests import budget
from tests.rules.test_random_games import check_step, new_game

COUNTS = budget.counter("compiled games")
IMPLEMENTED = sorted(
    card.name
    for card in CardDB.default()
    if in_pool(card)
    and card_coverage(card).implemented
    and not card.is_meld_result
    and rules_for(card).not_a_card is None
)


def test_the_implemented_pool_includes_compiled_cards() -> None:
    compiled = {"Reckless Waif // Merciless Predator", "Acid-Spewer Dragon", "Elvish Visionary"}
    assert compiled & set(IMPLEMENTED) == {"Reckless Waif // Merciless Predator", "Acid-Spewer Dragon"}
    assert len(IMPLEMENTED) > 100  # Elvish Visionary isn't of the pool: no second face, no face down


@settings(
    max_examples=budget.examples(4),
    deadline=None,
    derandomize=budget.derandomized(),
    suppress_health_check=[HealthCheck.too_slow],
)
@given(
    spells=st.lists(st.sampled_from(IMPLEMENTED), min_size=8, max_size=12, unique=True),
    seed=st.integers(0, 2**16),
)
def test_random_games_of_implemented_cards_play_by_the_rules_and_replay(spells: list[str], seed: int) -> None:
    game = new_game(spells, seed)
    start = game.copy()
    taken = random_game(game, random.Random(seed), max_actions=400, max_turns=8, after=check_step)
    assert save.dumps(replay(start, taken)) == save.dumps(game)
    COUNTS["games"] += 1
    COUNTS["actions"] += len(taken)
