"""How much random testing to do: the CI budget by default, 100x with ``--slow``.

Property tests size their runs through :func:`examples` so that one switch
(``pytest --slow``, see tests/conftest.py) scales every one of them.
"""

from __future__ import annotations

from collections import Counter

SLOW_FACTOR = 100
_slow = False


def set_slow(slow: bool) -> None:
    """Called once by tests/conftest.py from the ``--slow`` option."""
    global _slow  # noqa: PLW0603 - one process-wide switch, set before collection
    _slow = slow


def is_slow() -> bool:
    return _slow


def examples(ci: int) -> int:
    """``ci`` in CI, ``SLOW_FACTOR`` times as many under ``--slow``."""
    return ci * SLOW_FACTOR if _slow else ci


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
