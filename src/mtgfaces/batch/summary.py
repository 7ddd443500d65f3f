"""What a batch of playouts says: each deck's wins with a 95% confidence
interval, draws, unfinished games, failures, and the rate.

The interval is Wilson's score interval: unlike the normal approximation it
stays inside [0, 1] and keeps its coverage near 0 and 1 wins, where small
batches of lopsided matchups live.

>>> low, high = wilson_interval(0, 10)
>>> low, round(high, 4)
(0.0, 0.2775)
"""

from __future__ import annotations

import math
from collections.abc import Iterable
from typing import Any, NamedTuple

from mtgfaces.batch.games import SEATS
from mtgfaces.batch.records import DRAW, UNFINISHED, Record

Z95 = 1.959963984540054
"""The standard normal quantile for a two-sided 95% interval."""


def wilson_interval(successes: int, trials: int, *, z: float = Z95) -> tuple[float, float]:
    """Wilson's score interval for a proportion (95% by default): the whole
    of [0, 1] for no trials; ``ValueError`` for counts that can't be."""
    if trials < 0 or not 0 <= successes <= trials:
        raise ValueError(f"{successes} successes in {trials} trials; give 0 <= successes <= trials")
    if trials == 0:
        return (0.0, 1.0)
    share = successes / trials
    scale = 1 + z * z / trials
    centre = (share + z * z / (2 * trials)) / scale
    spread = z / scale * math.sqrt(share * (1 - share) / trials + z * z / (4 * trials * trials))
    return (max(0.0, centre - spread), min(1.0, centre + spread))


class DeckWins(NamedTuple):
    """One deck's wins: its seat, its file, how many games it won of those
    played, the share and its 95% interval."""

    seat: str
    source: str
    wins: int
    share: float
    low: float
    high: float


class Summary(NamedTuple):
    """A batch of playouts in figures.

    ``games`` the records; ``played`` those that didn't fail (the shares
    are of these: a draw or an unfinished game is no win); ``failures`` the
    records of the games that raised or crashed, each with its repro;
    ``actions`` the players' decisions in all; ``seconds`` the wall-clock
    time of the batch."""

    games: int
    played: int
    decks: tuple[DeckWins, ...]
    draws: int
    unfinished: int
    failures: tuple[Record, ...]
    actions: int
    seconds: float
    backend: str
    workers: int

    @property
    def actions_per_second(self) -> float:
        """Decisions taken per second of wall-clock time, over every worker."""
        return self.actions / self.seconds if self.seconds > 0 else 0.0

    def to_json(self) -> dict[str, Any]:
        return {
            "games": self.games,
            "played": self.played,
            "decks": [deck._asdict() for deck in self.decks],
            "draws": self.draws,
            "unfinished": self.unfinished,
            "failures": [record.to_json() for record in self.failures],
            "actions": self.actions,
            "seconds": self.seconds,
            "actions_per_second": self.actions_per_second,
            "backend": self.backend,
            "workers": self.workers,
        }


def summarize(
    records: Iterable[Record], *, sources: tuple[str, str], seconds: float, backend: str, workers: int
) -> Summary:
    """The :class:`Summary` of playout records."""
    listed = list(records)
    played = [r for r in listed if not r.failed]
    decks = []
    for seat, source in zip(SEATS, sources, strict=True):
        wins = sum(r.winner == seat for r in played)
        low, high = wilson_interval(wins, len(played))
        decks.append(DeckWins(seat, source, wins, wins / len(played) if played else 0.0, low, high))
    return Summary(
        games=len(listed),
        played=len(played),
        decks=tuple(decks),
        draws=sum(r.status == DRAW for r in played),
        unfinished=sum(r.status == UNFINISHED for r in played),
        failures=tuple(r for r in listed if r.failed),
        actions=sum(r.actions or 0 for r in played),
        seconds=seconds,
        backend=backend,
        workers=workers,
    )
