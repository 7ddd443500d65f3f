#!/usr/bin/env python3
"""Whole games through the front door, printed as rates and ratios.

    python bench/bench_games.py [--games N] [--max-turns N] [--runs N]

- Playouts: two players, each with the 40-card deck phase-python plays
  (``phase_baseline.DECK``: modal and transforming double-faced cards,
  adventurers, split cards with fuse and aftermath, basic lands), seven
  cards drawn (no mulligans); then both players choose uniformly among
  ``legal_actions`` (priority passes and declarations included, never
  conceding) until the game ends or ``--max-turns`` is over, every cost
  paid with real mana (601.2f-h: a cast or activation is listed only when
  it can be paid). Reports actions
  per second *including listing the legal actions at every step*, games per
  second, and the share of the time spent listing.
- Save and load: a game played so to turn 10, saved to JSON text
  (``mtgfaces.dumps``) and loaded back (``mtgfaces.loads``): time per
  operation (the best of ``--runs``, so a load after the first finds the
  save's card records already read: a process reads each distinct card
  record once) and size.
- Listing scaling: ``legal_actions`` with 20, 100 and 400 permanents on the
  battlefield (creatures, lands, a Room, face-down ones, activated
  abilities) and a hand of seven; the exponent of time against permanents
  between each pair (1.0 is linear), and of time per action listed. The
  hand holds Fire // Ice, whose two targets are pairs of permanents, so the
  number of actions grows faster than the board; the target (no worse than
  linear) is read as constant work per action listed.
- The affordability check: the share of the playouts' time spent in the
  payer (every payment search, listing's and the actions'), and the
  listing on the 100-permanent board with costs paid as a ratio to the same
  listing with costs recorded only (``pay_costs=False``; fewer actions are
  listed when costs are paid, so this is the whole listing, not per action).
- phase-python (``pip install phase-python``, a Rust engine with Python
  bindings) measured in the same run on the same kind of deck, when it is
  installed (``bench/phase_baseline.py``); the targets are throughput at least
  10x phase-python's, save and load each at least 10x faster. Without it
  the figures are printed alone, and the ratios say they weren't measured.
"""

from __future__ import annotations

import argparse
import math
import random
import sys
import time
from collections.abc import Mapping
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).parent))

import phase_baseline
from common import best_of, ratio_line

import mtgfaces
from mtgfaces.cards.characteristics import Zone
from mtgfaces.rules.actions import paying, turns
from mtgfaces.rules.play import PlayableGame, apply, legal_actions
from mtgfaces.rules.priority import holder
from mtgfaces.rules.state.decisions import Concede
from mtgfaces.rules.state.status import FaceDown, Status

DECK = list(phase_baseline.DECK)
"""The same 40 cards phase-python plays (bench/phase_baseline.py): 28
multi-faced (modal and transforming double-faced cards, adventurers, split
cards with fuse and aftermath) and 12 basic lands."""


def new_game(seed: int) -> PlayableGame:
    shuffler = random.Random(seed)
    game = PlayableGame(["Alice", "Bob"], rng=random.Random(seed))
    for player in game.players:
        cards = [mtgfaces.card(name) for name in DECK]
        shuffler.shuffle(cards)
        for card in cards:
            game.put(card, zone=Zone.LIBRARY, owner=player)
        turns.draw(game, player, 7)
    return game


class Figures:
    def __init__(self) -> None:
        self.games = self.actions = self.ended = 0
        self.listing = self.total = 0.0
        self.paying = 0.0  # time inside the payer (every affordability check and payment)
        self.payments = 0


def timing_the_payer(figures: Figures) -> None:
    """Count the time every payment search takes (the affordability check
    of listing, and the payments of the actions taken)."""
    inner = paying.find_payment

    def timed(*args: Any, **kwargs: Any) -> Any:
        began = time.perf_counter()
        try:
            return inner(*args, **kwargs)
        finally:
            figures.paying += time.perf_counter() - began
            figures.payments += 1

    paying.find_payment = timed  # type: ignore[assignment]


def play(seed: int, max_turns: int, max_actions: int, figures: Figures) -> PlayableGame:
    """One random game, timed: listing and applying."""
    game = new_game(seed)
    rng = random.Random(seed)
    start = time.perf_counter()
    while game.result() is None and game.turn.number <= max_turns and figures.actions < max_actions:
        listed_at = time.perf_counter()
        who = holder(game)
        assert who is not None
        legal = [a for a in legal_actions(game, who) if not isinstance(a, Concede)]
        figures.listing += time.perf_counter() - listed_at
        apply(game, rng.choice(legal))
        figures.actions += 1
    figures.total += time.perf_counter() - start
    figures.games += 1
    figures.ended += game.result() is not None
    return game


def mid_game(turn: int = phase_baseline.MID_GAME_TURN) -> PlayableGame:
    """A game played at random up to ``turn`` (each player's turn counts one,
    as phase-python counts them)."""
    game = new_game(99)
    rng = random.Random(99)
    while game.turn.number < turn:
        if game.result() is not None:
            break
        who = holder(game)
        assert who is not None
        apply(game, rng.choice([a for a in legal_actions(game, who) if not isinstance(a, Concede)]))
    return game


BOARD = ["Grizzly Bears", "Forest", "Bottomless Pool // Locker Room", "Huntmaster of the Fells", "Island"]
HAND = [
    "Sejiri Shelter // Sejiri Glacier",
    "Blightstep Pathway // Searstep Pathway",
    "Delver of Secrets",
    "Fire // Ice",
    "Bonecrusher Giant",
    "Lightning Bolt",
    "Brazen Borrower",
]


def board(permanents: int, *, pay_costs: bool = True) -> PlayableGame:
    """A main phase with ``permanents`` permanents split between the players,
    a tenth of them face down, and a hand of seven."""
    game = PlayableGame(["Alice", "Bob"], rng=random.Random(permanents), pay_costs=pay_costs)
    for index in range(permanents):
        status = Status(controlled_since=0, face_down=FaceDown.MORPH if index % 10 == 9 else None)
        card = mtgfaces.card(BOARD[index % len(BOARD)])
        game.put(card, zone=Zone.BATTLEFIELD, owner=game.players[index % 2], status=status)
    for name in HAND:
        game.put(mtgfaces.card(name), zone=Zone.HAND, owner="Alice")
    return game


def listing_seconds(game: PlayableGame, runs: int) -> float:
    return best_of(runs, lambda: legal_actions(game, "Alice"))


def phase_figures(games: int, max_turns: int, runs: int) -> tuple[str | None, object, object]:
    version = phase_baseline.available()
    if version is None:
        return None, None, None
    return version, phase_baseline.playout(0, games, max_turns), phase_baseline.save_load(0, runs)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=10)
    parser.add_argument("--max-turns", type=int, default=15)
    parser.add_argument("--max-actions", type=int, default=20_000)
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args()

    figures = Figures()
    timing_the_payer(figures)
    for seed in range(args.games):
        play(seed, args.max_turns, args.max_actions, figures)
    rate = figures.actions / figures.total
    print(
        f"games: {figures.games} two-player games of a 40-card multi-face deck each, {figures.ended} played "
        f"to the end, the others to turn {args.max_turns}; {figures.actions:,} actions"
    )
    print(f"games.actions_per_second: {rate:,.0f} (listing the legal actions and applying one, every step)")
    print(f"games.games_per_second: {figures.games / figures.total:.2f}")
    print(f"games.share_listing: {figures.listing / figures.total:.0%} of the time lists the legal actions")
    print(
        f"games.share_paying: {figures.paying / figures.total:.0%} of the time searches for payments "
        f"({figures.payments:,} searches, {figures.paying / max(figures.payments, 1) * 1e6:.0f} us each): "
        "the affordability check of listing and the payments made"
    )

    game = mid_game()
    text = mtgfaces.dumps(game)
    save_each = best_of(args.runs, lambda: mtgfaces.dumps(game))
    load_each = best_of(args.runs, lambda: mtgfaces.loads(text))
    print(
        f"games.save: {save_each * 1000:.2f} ms, games.load: {load_each * 1000:.2f} ms "
        f"({len(text.encode()):,} bytes; a game at turn {game.turn.number}, after {len(game.actions)} actions)"
    )

    boards = {n: board(n) for n in (20, 100, 400)}
    times = {n: listing_seconds(game, args.runs) for n, game in boards.items()}
    counts = {n: len(legal_actions(game, "Alice")) for n, game in boards.items()}
    print(
        "games.listing: "
        + ", ".join(f"{n} permanents {times[n] * 1000:.2f} ms for {counts[n]:,} actions" for n in times)
        + " (legal_actions for the player with priority)"
    )

    def exponent(values: Mapping[int, float], a: int, b: int) -> float:
        return math.log(values[b] / values[a]) / math.log(b / a)

    per_action = {n: times[n] / counts[n] for n in times}
    print(
        f"games.listing_exponent: {exponent(times, 20, 100):.2f} (20 to 100), {exponent(times, 100, 400):.2f} "
        f"(100 to 400); the actions themselves grow {exponent(counts, 100, 400):.2f} (Fire // Ice's two "
        "targets are pairs of permanents); 1.0 is linear"
    )
    worst = max(exponent(per_action, 20, 100), exponent(per_action, 100, 400))
    verdict = "met" if worst <= 0.1 else "NOT met"
    print(
        f"games.listing_exponent_per_action: {exponent(per_action, 20, 100):.2f} (20 to 100), "
        f"{exponent(per_action, 100, 400):.2f} (100 to 400); 0 is constant work per action listed, so "
        f"listing grows as the actions do; target no worse than linear in the board: {verdict}"
    )

    free = board(100, pay_costs=False)
    free_time = listing_seconds(free, args.runs)
    print(
        ratio_line(
            "games.affordability_cost",
            times[100] / free_time,
            f"listing the same 100-permanent board with costs recorded only, {free_time * 1000:.2f} ms "
            f"for {len(legal_actions(free, 'Alice')):,} actions",
            f"with costs paid {times[100] * 1000:.2f} ms for {counts[100]:,} actions (only what can be paid)",
        )
    )

    version, phase_play, phase_io = phase_figures(args.games, args.max_turns, args.runs)
    if version is None:
        print("phase-python: not installed here (pip install phase-python); no ratios against it")
        return 0
    print(f"phase-python {version}: {phase_play}; {phase_io}")
    phase_rate = phase_play.actions / phase_play.seconds  # type: ignore[attr-defined]
    print(
        ratio_line(
            "games.throughput_vs_phase",
            rate / phase_rate,
            f"phase-python {version}'s random playouts of the same 40-card deck (with its mulligans), "
            f"{phase_rate:,.0f} actions/s listing included",
            f"target >= 10x: {'met' if rate / phase_rate >= 10 else 'NOT met'}",
        )
    )
    for what, ours in (("save", save_each), ("load", load_each)):
        theirs = getattr(phase_io, f"{what}_seconds")
        print(
            ratio_line(
                f"games.{what}_speed_vs_phase",
                theirs / ours,
                f"phase-python {version}'s {what} of a game at turn {phase_baseline.MID_GAME_TURN} "
                f"(JSON text), {theirs * 1000:.2f} ms",
                f"ours {ours * 1000:.2f} ms; target >= 10x faster: {'met' if theirs / ours >= 10 else 'NOT met'}",
            )
        )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
