#!/usr/bin/env python3
"""Random legal playouts over a mixed multi-face deck, printed as rates.

    python bench/bench_playout.py [--games N] [--steps N]

Each game: two players, a 40-card library each of every layout the engine
knows (modal and transforming double-faced cards, flip, split with fuse and
aftermath, a Room, adventure, prototype, meld pair, morph, disturb,
foretell), seven cards drawn; then a seeded random legal action at every
step, a quarter of them effects (transform, flip, turn face down, manifest,
cloak, blink, token copies). Reports actions per second (finding the legal
actions and performing one; performing alone), and the share of that time
spent finding which actions are legal. Target: none; the rates are for
comparing one version with another.
"""

from __future__ import annotations

import argparse
import random
import time

from mtgfaces.cards.characteristics import Zone
from mtgfaces.cards.db import CardDB
from mtgfaces.rules.actions import turns
from mtgfaces.rules.playout import legal_actions
from mtgfaces.rules.state.game import Game

DECK = [
    "Sejiri Shelter // Sejiri Glacier",
    "Blightstep Pathway // Searstep Pathway",
    "Delver of Secrets",
    "Akki Lavarunner",
    "Fire // Ice",
    "Turn // Burn",
    "Commit // Memory",
    "Bonecrusher Giant",
    "Arcane Proxy",
    "Bottomless Pool // Locker Room",
    "Huntmaster of the Fells",
    "Den Protector",
    "Bruna, the Fading Light",
    "Gisela, the Broken Blade",
    "Beloved Beggar",
    "Saw It Coming",
    "Forest",
    "Island",
    "Mountain",
    "Grizzly Bears",
]


def new_game(seed: int) -> Game:
    db = CardDB.default()
    shuffler = random.Random(seed)
    game = Game(["Alice", "Bob"], rng=random.Random(seed))
    for player in game.players:
        cards = [db.card(name) for name in DECK * 2]
        shuffler.shuffle(cards)
        for card in cards:
            game.put(card, zone=Zone.LIBRARY, owner=player)
        turns.draw(game, player, 7)
    return game


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--steps", type=int, default=150)
    args = parser.parse_args()
    legal_time = act_time = 0.0
    actions = candidates_seen = 0
    for seed in range(args.games):
        game = new_game(seed)
        rng = random.Random(seed)
        for _ in range(args.steps):
            if game.player(game.turn.active).has_lost:
                break
            start = time.perf_counter()
            legal = legal_actions(game)
            middle = time.perf_counter()
            effects = [c for c in legal if c.effect] if rng.random() < 0.25 else []
            choice = rng.choice(effects or [c for c in legal if not c.effect] or legal)
            choice.perform(game)
            end = time.perf_counter()
            legal_time += middle - start
            act_time += end - middle
            actions += 1
            candidates_seen += len(legal)
    total = legal_time + act_time
    print(
        f"playout: {args.games} games, {actions} actions, {candidates_seen / actions:.1f} legal choices a step"
    )
    print(f"playout.actions_per_second: {actions / total:,.0f} (finding legal actions and performing one)")
    print(
        f"playout.share_in_legality_checks: {legal_time / total:.0%}  (of all the time finding legal actions "
        f"and performing the chosen one: {legal_time:.2f} s of {total:.2f} s)"
    )
    print(f"playout.performing_per_second: {actions / act_time:,.0f} (performing the chosen action alone)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
