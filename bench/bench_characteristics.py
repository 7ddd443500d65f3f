#!/usr/bin/env python3
"""Characteristics of a busy battlefield: cold and warm derivation against
building the frozen value, printed as rates and ratios.

    python bench/bench_characteristics.py [--runs N]

200 permanents of mixed layouts (a quarter face down or transformed) under 20
continuous effects; each object's characteristics through ``Game.derive``.

- cold: every cache a derivation could reuse from an earlier object or call
  is emptied before each object, outside the timing: ``game.version`` is
  bumped (the layers' plan goes stale; ``Game.derive``'s per-version
  derivations, ``Game.memo.current``, go with the memo), the game's own memo is emptied
  (``Game.memo``: the plan, the continuous effects sorted into layers with
  their filters compiled and the per-zone layer lists; the base, each
  object's printed characteristics for its zone and status; the static
  abilities' rule effects), the abilities registry's ``_OF_CACHE`` is
  emptied, every ``functools`` cache of a loaded ``mtgfaces`` module is
  cleared (``cache_clear()``), and so is ``re``'s pattern cache
  (``re.purge()``). Filter answers are memoised only within one object's
  derivation, so they start empty anyway. Nothing else is reset: modules stay
  imported, the cards stay decoded.
- cold object, warm plan (secondary): the same, but the plan is kept, as it
  is for every object after the first once the game has changed.
- warm: everything memoised, as when nothing has changed since the last look.

The baseline is constructing the same ``Characteristics`` values (a
NamedTuple) positionally, ``Characteristics._make(row)`` or
``Characteristics(*row)``, whichever is faster; keyword arguments
(``Characteristics(**fields)``) are a secondary figure. The loop's own cost
is measured and taken out of the constructions and the warm lookups, and the
timer's cost out of the cold derivations (timed one object at a time). The
garbage collector stays on, as in use.

Target: one cold derivation of an object, with the plan warm, costs at most
20x constructing the value positionally. The plan is built once per game
change and shared by every object derived after it, so the per-object cost
is what the target is about; the fully cold figure, which rebuilds the plan
for one object, is printed beside it with no target, as is the warm one.
"""

from __future__ import annotations

import argparse
import random
import re
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import TypeVar

sys.path.insert(0, str(Path(__file__).parent))

from common import ratio_line

from mtgfaces.cards.characteristics import Characteristics, Zone
from mtgfaces.cards.colors import Color
from mtgfaces.cards.db import CardDB
from mtgfaces.cards.model import Side
from mtgfaces.rules.state.effects import ContinuousEffect, Modification
from mtgfaces.rules.state.filters import Comparison, Filter
from mtgfaces.rules.state.game import Game
from mtgfaces.rules.state.objects import GameObject
from mtgfaces.rules.state.status import FaceDown, Status

T = TypeVar("T")

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


class Caches:
    """Every cache a derivation could reuse from an earlier object or call, and
    the way to empty each (listed in the module docstring)."""

    def __init__(self, game: Game) -> None:
        from mtgfaces.rules.state import registry

        self.game = game
        self.registry = registry
        # What the game memoises of its own (Game.memo): the plan, each
        # object's base, the static abilities' rule effects.
        self.memos = sorted(type(game.memo).__slots__)
        found: dict[int, Callable[..., object]] = {}
        for name, module in list(sys.modules.items()):
            if name == "mtgfaces" or name.startswith("mtgfaces."):
                for value in vars(module).values():
                    if callable(value) and hasattr(value, "cache_clear") and hasattr(value, "cache_info"):
                        found[id(value)] = value
        self.functools = sorted(found.values(), key=lambda f: f"{f.__module__}.{f.__qualname__}")

    def names(self) -> str:
        caches = ", ".join(f"{f.__module__}.{f.__qualname__}" for f in self.functools)
        return (
            f"game.version += 1 (the plan); Game.memo's {', '.join(self.memos)} (this version's derivations too); "
            f"registry._OF_CACHE; functools caches {caches}; re.purge()"
        )

    def clear(self, *, keep_plan: bool = False) -> None:
        game = self.game
        if not keep_plan:
            game.version += 1  # the memo's emptied below, this version's derivations with it
        plan = game.memo.plan
        game.memo.clear()
        if keep_plan:
            game.memo.plan = plan
        self.registry._OF_CACHE.clear()
        for cached in self.functools:
            cached.cache_clear()  # type: ignore[attr-defined]
        re.purge()


def cold(game: Game, objects: list[GameObject], clear: Callable[[], None]) -> float:
    """Seconds deriving each object after ``clear()``, timed one at a time
    with the clearing left out."""
    clock = time.perf_counter
    total = 0.0
    for obj in objects:
        clear()
        start = clock()
        game.derive(obj)
        total += clock() - start
    return total


def timer_cost(count: int) -> float:
    """What :func:`cold`'s own timing of ``count`` objects costs, in seconds."""
    clock = time.perf_counter
    total = 0.0
    for _ in range(count):
        start = clock()
        total += clock() - start
    return total


def warm(game: Game, objects: list[GameObject]) -> float:
    """Seconds per pass of ``Game.derive`` over ``objects`` with every memo
    filled first (the cold timings before it emptied them)."""
    for obj in objects:
        game.derive(obj)
    return looped(game.derive, objects, 10)


def looped(action: Callable[[T], object], items: list[T], inner: int) -> float:
    """Seconds per pass of ``action`` over ``items``: ``inner`` passes
    averaged, the loop's own cost included."""
    start = time.perf_counter()
    [action(item) for _ in range(inner) for item in items]
    return (time.perf_counter() - start) / inner


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args()
    game = battlefield()
    objects = game.objects(Zone.BATTLEFIELD)
    warm_values = [game.derive(o) for o in objects]  # also imports whatever derive imports lazily
    caches = Caches(game)
    for obj, expected in zip(objects, warm_values, strict=True):
        caches.clear()
        if game.derive(obj) != expected:
            print(f"characteristics: a cold derivation of #{obj.id} differs from the warm one; no figures")
            return 1
    rows = [tuple(d.characteristics) for d in warm_values]
    fields = [d.characteristics._asdict() for d in warm_values]
    constructions: dict[str, Callable[[], float]] = {
        "Characteristics._make(row)": lambda: looped(Characteristics._make, rows, 10),
        "Characteristics(*row)": lambda: looped(lambda row: Characteristics(*row), rows, 10),  # type: ignore[arg-type]
    }
    timings: dict[str, Callable[[], float]] = {
        "cold": lambda: cold(game, objects, caches.clear),
        "cold object": lambda: cold(game, objects, lambda: caches.clear(keep_plan=True)),
        "timer": lambda: timer_cost(len(objects)),
        "warm": lambda: warm(game, objects),
        "loop": lambda: looped(lambda row: row, rows, 10),
        **constructions,
        "Characteristics(**fields)": lambda: looped(lambda named: Characteristics(**named), fields, 10),
    }
    best = dict.fromkeys(timings, float("inf"))
    # Interleaved, so that every figure sees the same machine.
    for _ in range(args.runs):
        for key, measure in timings.items():
            best[key] = min(best[key], measure())
    count = len(objects)
    each = {key: seconds / count for key, seconds in best.items()}
    cold_each = each["cold"] - each["timer"]
    cold_object_each = each["cold object"] - each["timer"]
    warm_each = each["warm"] - each["loop"]
    built = {key: each[key] - each["loop"] for key in (*constructions, "Characteristics(**fields)")}
    fastest = min(constructions, key=built.__getitem__)
    construct_each = built[fastest]
    positionally = (
        f"constructing the frozen Characteristics value positionally with {fastest}, "
        f"{construct_each * 1e6:.2f} us each (the faster of _make(row) and (*row))"
    )
    ratio = cold_object_each / construct_each

    def rate(seconds: float) -> str:
        return f"{1 / seconds:,.0f} objects/s ({seconds * 1e6:.2f} us each)"

    print(f"characteristics: {count} permanents, {len(game.effects)} continuous effects, through Game.derive")
    print(f"characteristics.cold clears before each object: {caches.names()}")
    print(f"characteristics.cold: {rate(cold_each)}")
    print(f"characteristics.cold_object_warm_plan: {rate(cold_object_each)}")
    print(f"characteristics.warm: {rate(warm_each)}")
    print(
        "characteristics.constructing: "
        + ", ".join(f"{key} {seconds * 1e6:.2f} us" for key, seconds in built.items())
        + " (each, the loop's cost taken out)"
    )
    print(
        ratio_line(
            "characteristics.cold_vs_constructing_positionally",
            cold_each / construct_each,
            positionally,
            f"cold, the plan rebuilt for this one object too, {cold_each * 1e6:.1f} us; no target",
            digits=1,
        )
    )
    print(
        ratio_line(
            "characteristics.cold_object_warm_plan_vs_constructing_positionally",
            cold_object_each / construct_each,
            positionally,
            f"cold object, warm plan {cold_object_each * 1e6:.1f} us; the <= 20x target is about this ratio",
            digits=1,
        )
    )
    print(
        ratio_line(
            "characteristics.warm_vs_constructing_positionally",
            warm_each / construct_each,
            positionally,
            f"warm {warm_each * 1e6:.2f} us; no target",
        )
    )
    keywords_each = built["Characteristics(**fields)"]
    print(
        ratio_line(
            "characteristics.cold_vs_constructing_with_keywords",
            cold_each / keywords_each,
            f"building the same value with keyword arguments, Characteristics(**fields), "
            f"{keywords_each * 1e6:.2f} us each",
            "secondary; no target",
            digits=1,
        )
    )
    verdict = "met" if ratio <= 20 else "NOT met"
    print(
        f"target <= 20x: {verdict}  (one cold derivation of an object, the plan of the game's effects "
        f"already built, vs constructing the value positionally: {ratio:.1f}x)"
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
