#!/usr/bin/env python3
"""The ability compiler (issue 17), printed as rates and ratios measured
side by side in one run.

    python bench/bench_compiler.py [--games N]

- compile: every line of every face of the multi-faced pool read by the
  grammar (caches emptied first), in cards per second, with the share of the
  pool implemented.
- playout: whole games through the front door (legal_actions/apply for both
  players, 40-card decks of implemented multi-faced cards that the compiler
  runs, basic lands to cast them), actions per second with the compiled
  abilities, against the same games with the compiler switched off (the
  scripted-only engine, whose cards then do nothing). No target: the ratio
  says what running the compiled abilities costs.
"""

from __future__ import annotations

import argparse
import random
import time

from common import ratio_line

from mtgfaces.cards.characteristics import Zone, from_face
from mtgfaces.cards.db import CardDB
from mtgfaces.rules.abilities import compiler
from mtgfaces.rules.coverage import lines_not_run
from mtgfaces.rules.play import PlayableGame, random_game
from mtgfaces.rules.pool import card_coverage, in_pool
from mtgfaces.rules.state import registry

DECK = [
    "Gatstaf Shepherd",
    "Villagers of Estwald",
    "Acid-Spewer Dragon",
    "Stormwing Dragon",
    "Elvish Visionary",
    "Arashin Cleric",
    "Delver of Secrets",
    "Fire // Ice",
]
LANDS = ["Forest", "Island", "Mountain", "Swamp", "Plains"]


def bench_compile(db: CardDB) -> None:
    pool = [card for card in db if in_pool(card)]
    compiler.compile_line.cache_clear()
    registry._OF_CACHE.clear()
    start = time.perf_counter()
    for card in pool:
        for face in card.faces:
            lines_not_run(from_face(face))
    took = time.perf_counter() - start
    implemented = sum(card_coverage(card).implemented for card in pool)
    print(
        f"compile.pool: {len(pool) / took:,.0f} cards/s ({len(pool)} cards of the multi-faced pool in "
        f"{took:.2f} s, every line read); {implemented} implemented ({implemented / len(pool):.1%})"
    )


def _games(db: CardDB, games: int) -> tuple[int, float]:
    actions, took = 0, 0.0
    for seed in range(games):
        rng = random.Random(seed)
        game = PlayableGame(["Alice", "Bob"], rng=random.Random(seed))
        for player in game.players:
            cards = [db.card(n) for n in DECK * 3 + LANDS * 3 + ["Forest"]]
            rng.shuffle(cards)
            for card in cards:
                game.put(card, zone=Zone.LIBRARY, owner=player)
        start = time.perf_counter()
        actions += len(random_game(game, rng, max_turns=12))
        took += time.perf_counter() - start
    return actions, took


def bench_playout(db: CardDB, games: int) -> None:
    with_compiler = _games(db, games)
    compile_line = registry._compile
    registry._compile = lambda face, line, spell=False: None
    registry._OF_CACHE.clear()
    try:
        scripted_only = _games(db, games)
    finally:
        registry._compile = compile_line
        registry._OF_CACHE.clear()
    compiled_rate = with_compiler[0] / with_compiler[1]
    scripted_rate = scripted_only[0] / scripted_only[1]
    print(
        ratio_line(
            "playout.compiled_vs_scripted_only",
            compiled_rate / scripted_rate,
            f"{games} games of the same seeds and decks with the compiler off (their cards then do "
            f"nothing, so the games differ), {scripted_rate:,.0f} actions/s",
            f"with compiled abilities {compiled_rate:,.0f} actions/s; no target",
        )
    )


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=6)
    args = parser.parse_args()
    db = CardDB.default()
    bench_compile(db)
    bench_playout(db, args.games)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
