#!/usr/bin/env python3
"""Characteristics of a busy battlefield, printed as rates and a ratio.

    python bench/bench_characteristics.py [--runs N]

200 permanents of mixed layouts (a quarter face down or transformed) under 20
continuous effects. Reports objects per second with the per-version cache
cleared before each object (uncached) and with it warm (cached), and the
ratio of one uncached derivation to constructing the frozen Characteristics
value alone. Target: <= 20x.
"""

from __future__ import annotations

import argparse
import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))

from common import best_of

from mtgfaces.cards.characteristics import Characteristics, Zone
from mtgfaces.cards.colors import Color
from mtgfaces.cards.db import CardDB
from mtgfaces.cards.model import Side
from mtgfaces.rules.effects import ContinuousEffect, Modification
from mtgfaces.rules.filters import Comparison, Filter
from mtgfaces.rules.game import Game
from mtgfaces.rules.layers import derive
from mtgfaces.rules.status import FaceDown, Status

CARDS = [
    "Delver of Secrets",
    "Akki Lavarunner",
    "Sejiri Shelter // Sejiri Glacier",
    "Bonecrusher Giant",
    "Arcane Proxy",
    "Grizzly Bears",
    "Bottomless Pool // Locker Room",
    "Huntmaster of the Fells",
    "Thing in the Ice",
    "Forest",
]


def battlefield(seed: int = 7) -> Game:
    db = CardDB.default()
    rng = random.Random(seed)
    game = Game(["Alice", "Bob"], rng=random.Random(seed))
    for index in range(200):
        card = db.card(CARDS[index % len(CARDS)])
        status = Status()
        roll = rng.random()
        if roll < 0.125:
            status = Status(face_down=rng.choice([FaceDown.MANIFEST, FaceDown.MORPH, FaceDown.CLOAK]))
        elif roll < 0.25 and card.has_side(Side.BACK):
            status = Status(up=Side.BACK)
        elif card.layout.value == "flip" and roll < 0.5:
            status = Status(flipped=True)
        game.put(card, zone=Zone.BATTLEFIELD, owner=rng.choice(game.players), status=status)
    filters = [
        Filter(types=("Creature",)),
        Filter(supertypes=("Legendary",)),
        Filter(colors=(Color.BLUE,)),
        Filter(mana_value=Comparison.parse("<=2")),
        Filter(face_down=True),
        Filter(controller="Alice"),
        Filter(types=("Land",)),
        Filter(not_=Filter(types=("Creature",))),
        Filter(any_of=(Filter(subtypes=("Human",)), Filter(subtypes=("Goblin",)))),
        None,
    ]
    changes = [
        Modification(power=1, toughness=1),
        Modification(add_types=("Artifact",)),
        Modification(set_colors=(Color.RED,)),
        Modification(add_abilities=("Flying",)),
        Modification(set_power=3, set_toughness=3),
    ]
    for index in range(20):
        game.add_effect(
            ContinuousEffect(0, 0, changes[index % len(changes)], filter=filters[index % len(filters)])
        )
    return game


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args()
    game = battlefield()
    objects = game.objects(Zone.BATTLEFIELD)
    for o in objects:
        game.derive(o)
    values = [game.characteristics(o) for o in objects]
    fields = [v._asdict() for v in values]
    inner = 10
    uncached = construct = cached = float("inf")
    # Interleaved, so that both sides of each ratio see the same machine.
    for _ in range(args.runs):
        uncached = min(uncached, best_of(1, lambda: [derive(game, o) for o in objects]))
        construct = min(
            construct,
            best_of(1, lambda: [Characteristics(**f) for _ in range(inner) for f in fields]) / inner,
        )
        cached = min(
            cached, best_of(1, lambda: [game.derive(o) for _ in range(inner) for o in objects]) / inner
        )
    count = len(objects)
    print(f"characteristics: {count} permanents, {len(game.effects)} continuous effects")
    print(
        f"characteristics.uncached: {count / uncached:,.0f} objects/s ({uncached / count * 1e6:.1f} us each)"
    )
    print(f"characteristics.cached: {count / cached:,.0f} objects/s ({cached / count * 1e6:.2f} us each)")
    print(
        f"characteristics.uncached_vs_constructing_the_value: {uncached / construct:.1f}x "
        f"({uncached / count * 1e6:.1f} us vs {construct / count * 1e6:.2f} us; target <= 20x)"
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
