"""Helpers shared by the benchmarks: repeated timing, a whole-pool file."""

from __future__ import annotations

import os
import statistics
import time
from collections.abc import Callable
from pathlib import Path

from mtgfaces.cards.db import CardDB


def best_of(runs: int, action: Callable[[], object]) -> float:
    """The fastest of ``runs`` timings of ``action``, in seconds (the least
    disturbed by whatever else the machine is doing)."""
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        action()
        times.append(time.perf_counter() - start)
    return min(times)


def median(values: list[float]) -> float:
    return statistics.median(values)


def whole_pool_file(directory: Path) -> Path:
    """The whole embedded pool as a Scryfall bulk file (``[``, one card object
    per line, ``]``), rebuilt from the database's own records.

    The records are the fields the engine reads, so the file is leaner than a
    real Scryfall download; the decoder has less to do per card, which makes
    the ratios below conservative.
    """
    from mtgfaces.cards.scryfall_export import scryfall_objects

    path = directory / "oracle-cards.json"
    if not path.exists():
        lines = scryfall_objects(CardDB.default())
        path.write_bytes(b"[\n" + b",\n".join(lines) + b"\n]\n")
    return path


def clean_env() -> dict[str, str]:
    """The environment for timed subprocesses: bytecode caching on, as it is
    for anyone who installed the package."""
    env = dict(os.environ)
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    return env
