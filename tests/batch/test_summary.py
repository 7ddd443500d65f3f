"""The summary of a batch of playouts: Wilson's 95% interval against the
published values, and the counts."""

from __future__ import annotations

import pytest

from mtgfaces.batch.records import CRASHED, DRAW, PLAYOUT, UNFINISHED, WON, Record
from mtgfaces.batch.summary import Z95, summarize, wilson_interval

SOURCES = ("a.txt", "b.txt")


@pytest.mark.parametrize(
    ("successes", "trials", "low", "high"),
    [(81, 263, 0.2553, 0.3662), (15, 148, 0.0624, 0.1605), (0, 20, 0.0, 0.1611), (1, 29, 0.0061, 0.1718),
     (29, 29, 0.8830, 1.0)],
)  # fmt: skip
def test_wilson_interval_matches_newcombes_published_values(
    successes: int, trials: int, low: float, high: float
) -> None:
    # R. G. Newcombe, "Two-sided confidence intervals for the single
    # proportion", Statistics in Medicine 17 (1998), table I, method 3.
    found = wilson_interval(successes, trials)
    assert found == (pytest.approx(low, abs=5e-5), pytest.approx(high, abs=5e-5))


def test_wilson_interval_has_its_closed_forms_at_the_ends() -> None:
    for trials in (1, 10, 400):
        assert wilson_interval(0, trials) == pytest.approx((0.0, Z95**2 / (trials + Z95**2)))
        assert wilson_interval(trials, trials) == pytest.approx((trials / (trials + Z95**2), 1.0))


def test_wilson_interval_holds_the_share_and_narrows_with_more_games() -> None:
    widths = []
    for trials in (10, 100, 1000, 10000):
        low, high = wilson_interval(trials * 3 // 10, trials)
        assert low < 0.3 < high
        widths.append(high - low)
    assert widths == sorted(widths, reverse=True)
    assert wilson_interval(0, 0) == (0.0, 1.0)  # no games: no knowledge


def test_wilson_interval_refuses_counts_that_cannot_be() -> None:
    with pytest.raises(ValueError, match="give 0 <= successes <= trials"):
        wilson_interval(5, 4)
    with pytest.raises(ValueError, match="give 0 <= successes <= trials"):
        wilson_interval(-1, 4)


def game(index: int, status: str, winner: str | None = None, actions: int = 10) -> Record:
    return Record(index=index, kind=PLAYOUT, source=SOURCES, status=status, seed=index, winner=winner,
                  actions=actions if status != CRASHED else None)  # fmt: skip


def test_summary_counts_wins_of_the_games_played_and_names_the_failures() -> None:
    records = [
        game(0, WON, "A"), game(1, WON, "A"), game(2, WON, "B"), game(3, DRAW), game(4, UNFINISHED),
        game(5, CRASHED).replace(error="the worker process died (killed by SIGKILL)", repro="mtgfaces ..."),
    ]  # fmt: skip
    summary = summarize(records, sources=SOURCES, seconds=2.0, backend="process pool", workers=2)
    assert (summary.games, summary.played, summary.draws, summary.unfinished) == (6, 5, 1, 1)
    a, b = summary.decks
    assert (a.seat, a.source, a.wins, a.share) == ("A", "a.txt", 2, 0.4)
    assert (b.wins, b.share) == (1, 0.2)
    assert (a.low, a.high) == wilson_interval(2, 5)
    assert [f.seed for f in summary.failures] == [5]
    assert summary.actions == 50 and summary.actions_per_second == 25.0
    report = summary.to_json()
    assert report["decks"][0]["wins"] == 2 and report["failures"][0]["status"] == "crashed"
