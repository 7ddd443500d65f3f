"""Helpers shared by the benchmarks: repeated timing, timed fresh processes,
a whole-pool file, and the one format every ratio is printed in."""

from __future__ import annotations

import os
import subprocess
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


def ratio_line(name: str, ratio: float, baseline: str, detail: str = "", *, digits: int = 2) -> str:
    """A ratio as every benchmark prints it: the figure, then in words what it
    is divided by (``baseline: ...``), then the measured times and target."""
    more = f"; {detail}" if detail else ""
    return f"{name}: {ratio:.{digits}f}x  (baseline: {baseline}{more})"


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


def run_quietly(command: list[str], *, check: bool = True) -> None:
    """Run ``command`` as a fresh process in :func:`clean_env`, its output
    discarded (time it with :func:`best_of`); unchecked, its errors too."""
    errors = None if check else subprocess.DEVNULL
    subprocess.run(command, env=clean_env(), stdout=subprocess.DEVNULL, stderr=errors, check=check)
