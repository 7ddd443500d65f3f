"""The batch layer's command line: ``mtgfaces playout`` (declared by
:func:`add_commands`) and :func:`run_parallel` for ``mtgfaces run
--workers K``.

Only the standard library is imported here: declaring the command costs the
command line nothing. The engine, the backends, Ray and pyarrow load when a
command runs.
"""

from __future__ import annotations

import argparse
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from mtgfaces.scenario.runner import FileResult

DEFAULT_TURNS = 100  # mtgfaces.batch.games.MAX_TURNS, repeated so as not to import the engine here


class Interrupted(KeyboardInterrupt):
    """Ctrl-C stopped :func:`run_parallel`; ``results`` are the files that
    finished, in their order (a file after one still running is left out)."""

    def __init__(self, results: list[FileResult], total: int) -> None:
        super().__init__(f"interrupted: {len(results)} of {total} files ran")
        self.results = results
        self.total = total


def _whole(text: str, least: int, too_small: str) -> int:
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a whole number") from None
    if value < least:
        raise argparse.ArgumentTypeError(f"{value}: {too_small}")
    return value


def positive_int(text: str) -> int:
    """An argparse type: a whole number of 1 or more (games, workers, turns)."""
    return _whole(text, 1, "give 1 or more")


def _seed(text: str) -> int:
    return _whole(text, 0, "a seed is 0 or more")


def add_commands(
    subparsers: argparse._SubParsersAction[Any],
    *,
    formatter_class: Any = argparse.HelpFormatter,
) -> None:
    """Declare ``mtgfaces playout`` on the command line's subparsers."""
    playout = subparsers.add_parser(
        "playout",
        formatter_class=formatter_class,
        help="play many random games of two decks and count the wins",
        description="Play N random games of DECK_A (seat A) against DECK_B (seat B): each player chooses "
        "uniformly among its legal actions, to the end of the game (CR 104) or the turn cap. Game i has "
        "seed S+i and replays alone from it. Prints each deck's wins with a 95% confidence interval "
        "(Wilson), the draws, unfinished games and failures, and the actions per second. Exit 0 when "
        "every game played, 1 when one raised or crashed (each is named with its seed), 2 bad input, "
        "130 interrupted (what finished is written).",
    )
    playout.add_argument("deck_a", metavar="DECK_A", help="the first deck list (seat A)")
    playout.add_argument("deck_b", metavar="DECK_B", help="the second deck list (seat B)")
    playout.add_argument("--games", type=positive_int, required=True, metavar="N", help="how many games")
    where = playout.add_mutually_exclusive_group()
    where.add_argument(
        "--workers", type=positive_int, metavar="K", help="run K worker processes (default: in this process)"
    )
    where.add_argument(
        "--ray", metavar="ADDR", help="run on Ray: 'auto' starts a local Ray, an address joins a cluster"
    )
    playout.add_argument("--seed", type=_seed, default=0, metavar="S", help="the first game's seed (0)")
    playout.add_argument(
        "--turns",
        type=positive_int,
        default=DEFAULT_TURNS,
        metavar="T",
        help=f"stop a game after turn T, each player's turn counting one ({DEFAULT_TURNS})",
    )
    playout.add_argument("--json", action="store_true", help="print the summary as a JSON object")
    playout.add_argument(
        "--out", metavar="FILE", help="write every game's record: JSON lines, or Parquet for a .parquet FILE"
    )
    playout.set_defaults(handler=_playout)


def _playout(args: argparse.Namespace) -> int:
    from mtgfaces.batch.playoutview import playout

    return playout(
        args.deck_a,
        args.deck_b,
        games=args.games,
        workers=args.workers,
        ray=args.ray,
        seed=args.seed,
        turns=args.turns,
        as_json=args.json,
        out=args.out,
    )


def run_parallel(
    paths: Sequence[str], workers: int | None = None, *, explain: bool = False, ray: str | None = None
) -> list[FileResult]:
    """Run the scenario files under ``paths`` (files and directories, as
    ``mtgfaces run`` finds them) on ``workers`` processes (or on Ray at
    ``ray``): the same ``FileResult`` for each as
    :func:`~mtgfaces.scenario.runner.run_file`, in the files' order. A file
    whose worker crashed is ``invalid``, its error saying so. A progress bar
    shows on a terminal, as ``mtgfaces run``'s. Ctrl-C raises
    :class:`Interrupted` with the files that finished."""
    from mtgfaces.batch.backends import backend_for
    from mtgfaces.batch.jobs import scenarios
    from mtgfaces.batch.progress import progress_bar
    from mtgfaces.batch.run import outcomes
    from mtgfaces.scenario.runner import INVALID, FileResult

    jobs = scenarios(list(paths), explain=explain)
    results: list[FileResult] = []
    try:
        with backend_for(workers=workers, ray=ray) as backend, progress_bar(len(jobs), "file") as advance:
            for outcome in outcomes(jobs, backend, ordered=True):
                path = jobs[outcome.index].path
                value = outcome.value
                if value is None:
                    value = FileResult(path, "", INVALID, (), f"{path}: {outcome.error}")
                results.append(value)
                advance()
    except KeyboardInterrupt:
        raise Interrupted(results, len(jobs)) from None
    return results
