"""How much random testing to do: the CI budget by default, 100x with ``--slow``.

Property tests size their runs through :func:`examples` (hypothesis
``max_examples``) or :func:`seeds` (seeds of plain ``random.Random`` runs), so
that one switch (``pytest --slow``, see tests/conftest.py) scales every one of
them. Those that are derandomized in CI pass ``derandomize=derandomized()``,
so that under ``--slow`` they follow the session's seed instead.
"""

from __future__ import annotations

import random
from collections import Counter

SLOW_FACTOR = 100
_slow = False
_seed: int | str | None = None


def set_slow(slow: bool, seed: int | str | None = None) -> None:
    """Called once by tests/conftest.py from the ``--slow`` and
    ``--hypothesis-seed`` options, before collection."""
    global _slow, _seed  # noqa: PLW0603 - one process-wide switch, set before collection
    _slow = slow
    _seed = seed


def is_slow() -> bool:
    return _slow


def seed() -> int | str | None:
    """The seed of this session's random runs (``--hypothesis-seed``, or the one
    conftest.py drew for ``--slow``); ``None`` when hypothesis picks its own."""
    return _seed


def examples(ci: int) -> int:
    """``ci`` in CI, ``SLOW_FACTOR`` times as many under ``--slow``."""
    return ci * SLOW_FACTOR if _slow else ci


def derandomized() -> bool:
    """For ``settings(derandomize=...)``: the same examples on every CI run;
    under ``--slow``, fresh ones from the session's seed (hypothesis ignores a
    seed for a derandomized test)."""
    return not _slow


def seeds(ci: int) -> list[int]:
    """Seeds for a property run by plain ``random.Random``: ``0 .. ci-1`` in CI;
    under ``--slow``, ``examples(ci)`` distinct seeds drawn from the session's
    seed, so that ``--hypothesis-seed`` replays them too."""
    if not _slow:
        return list(range(ci))
    return random.Random(_seed).sample(range(2**32), examples(ci))


_counters: dict[str, Counter[str]] = {}


def counter(topic: str) -> Counter[str]:
    """A tally of what the property tests of ``topic`` ran (sequences, steps,
    views compared...), printed at the end of the session."""
    return _counters.setdefault(topic, Counter())


def report() -> list[str]:
    """One line per topic that ran anything."""
    return [
        f"{topic}: " + ", ".join(f"{n:,} {what}" for what, n in tally.items())
        for topic, tally in sorted(_counters.items())
        if tally
    ]
