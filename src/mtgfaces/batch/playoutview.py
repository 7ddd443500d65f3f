"""``mtgfaces playout DECK_A DECK_B --games N``: play the games, write each
record as it finishes, print the summary.

Exit status: 0 every game played (won, drawn or unfinished at the cap), 1
a game raised or its worker crashed, 2 bad input, 130 interrupted (the
records and the summary of what finished are written first).
"""

from __future__ import annotations

import json
import sys
import time

from mtgfaces.batch.backends import backend_for
from mtgfaces.batch.games import playouts
from mtgfaces.batch.jobs import read_deck_file
from mtgfaces.batch.output import RecordWriter, open_writer
from mtgfaces.batch.progress import progress_bar
from mtgfaces.batch.records import Record
from mtgfaces.batch.run import run_jobs
from mtgfaces.batch.summary import Summary, summarize
from mtgfaces.errors import MalformedInput

EXIT_INTERRUPTED = 130


def playout(
    deck_a: str,
    deck_b: str,
    *,
    games: int,
    workers: int | None,
    ray: str | None,
    seed: int,
    turns: int,
    as_json: bool,
    out: str | None,
) -> int:
    decks = (read_deck_file(deck_a), read_deck_file(deck_b))
    jobs = playouts(decks, games=games, seed=seed, max_turns=turns, sources=(deck_a, deck_b))
    backend = backend_for(workers=workers, ray=ray)
    writer = _writer(out) if out else None
    records: list[Record] = []
    interrupted = False
    seconds = 0.0
    try:
        with backend:
            start = time.perf_counter()  # the rate is of playing, not of starting or stopping workers
            try:
                with progress_bar(games, "game") as advance:
                    for record in run_jobs(jobs, backend):
                        records.append(record)
                        if writer is not None:
                            writer.write(record)
                        advance()
            finally:
                seconds = time.perf_counter() - start
    except KeyboardInterrupt:
        interrupted = True
    finally:
        if writer is not None:
            writer.close()
    summary = summarize(
        records, sources=(deck_a, deck_b), seconds=seconds, backend=backend.name, workers=backend.workers
    )
    if as_json:
        report = {**summary.to_json(), "seed": seed, "turn_cap": turns, "interrupted": interrupted}
        sys.stdout.write(json.dumps(report, ensure_ascii=False, indent=1) + "\n")
    else:
        sys.stdout.write(render(summary, seed=seed, turns=turns, requested=games))
    if interrupted:
        sys.stderr.write(f"mtgfaces: interrupted: {len(records)} of {games} games finished\n")
        return EXIT_INTERRUPTED
    return 1 if summary.failures else 0


def _writer(out: str) -> RecordWriter:
    try:
        return open_writer(out)
    except OSError as error:
        raise MalformedInput(f"can't write the records there: {error.strerror}", where=out) from None


def _counted(count: int, noun: str) -> str:
    return f"{count:,} {noun}{'' if count == 1 else 's'}"


def render(summary: Summary, *, seed: int, turns: int, requested: int) -> str:
    """The summary as text: the batch, each deck's wins with its interval,
    the games that ended otherwise, each failure with its repro, the rate."""
    last = seed + requested - 1
    seeds = f"seed {seed}" if requested == 1 else f"seeds {seed}-{last}"
    games = _counted(summary.games, "game")
    lines = [f"{games} ({seeds}, turn cap {turns}) {summary.backend}, {_counted(summary.workers, 'worker')}"]
    for deck in summary.decks:
        lines.append(
            f"{deck.seat} {deck.source}: {_counted(deck.wins, 'win')} of {summary.played}, {deck.share:.1%} "
            f"(95% CI {deck.low:.1%}-{deck.high:.1%})"
        )
    lines.append(
        f"{_counted(summary.draws, 'draw')}, {summary.unfinished:,} unfinished at the cap, "
        f"{_counted(len(summary.failures), 'failure')}"
    )
    for failure in summary.failures:
        lines.append(f"  seed {failure.seed}: {failure.status}: {failure.error}")
        lines.append(f"    repro: {failure.repro}")
    lines.append(
        f"{summary.actions:,} actions in {summary.seconds:.1f} s: "
        f"{summary.actions_per_second:,.0f} actions per second"
    )
    return "\n".join(lines) + "\n"
