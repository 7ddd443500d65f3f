#!/usr/bin/env python3
"""Running every example scenario, printed as time per scenario, scenarios
per second and a ratio.

    python bench/bench_scenarios.py [--runs N]

Measures, as fresh processes side by side: ``mtgfaces run examples/``, and
the baseline, what any run of those files must pay before its first step:
interpreter start-up, opening the card database (``CardDB.default()``) and
looking up exactly the cards the examples use (``CardDB.card(name)`` once for
each distinct reference). The references are found by running every example
once in this process with ``CardDB.card`` recorded: the set-up entries'
cards and those steps name (tokens, named cards, deck lists), as the runner
itself looks them up; lookups that fail (an ambiguous face name) are left
out. Also shown: start-up plus opening the database and reading one card.

Target: the run of all examples takes at most 3x start-up plus opening the
database and looking up the cards they use.
"""

from __future__ import annotations

import argparse
import sys
from functools import partial
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))

from common import best_of, ratio_line, run_quietly

from mtgfaces.cards.db import CardDB
from mtgfaces.cards.names import normalize_name
from mtgfaces.scenario.runner import PASSED, run_file

ROOT = Path(__file__).resolve().parent.parent
LOOK_UP = "import sys; from mtgfaces.cards.db import CardDB; db = CardDB.default(); [db.card(n) for n in sys.argv[1:]]"


def card_references(examples: list[Path]) -> tuple[list[str], int]:
    """The distinct card references (by normalized name, first spelling
    kept) that running ``examples`` looks up successfully, and how many of the
    examples passed."""
    found: dict[str, str] = {}
    original = CardDB.card

    def recording(db: CardDB, reference: str) -> object:
        card = original(db, reference)
        found.setdefault(normalize_name(reference), reference)
        return card

    CardDB.card = recording  # type: ignore[method-assign, assignment]
    try:
        passed = sum(run_file(str(path)).status == PASSED for path in examples)
    finally:
        CardDB.card = original  # type: ignore[method-assign]
    return list(found.values()), passed


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args()
    examples = sorted((ROOT / "examples").rglob("*.yaml"))
    names, passed = card_references(examples)
    cards = len({CardDB.default().card(name).name for name in names})
    script = Path(sys.executable).parent / "mtgfaces"
    command = [str(script)] if script.exists() else [sys.executable, "-m", "mtgfaces"]
    # Each command, and whether it must succeed: a failing example makes the
    # run exit 1 (its time still counts); the baselines must not fail.
    processes = {
        "run": ([*command, "run", str(ROOT / "examples")], False),
        "baseline": ([sys.executable, "-c", LOOK_UP, *names], True),
        "one card": ([sys.executable, "-c", LOOK_UP, "Forest"], True),
    }
    for command_line, check in processes.values():  # untimed: bytecode written, files in the OS cache
        run_quietly(command_line, check=check)
    best = dict.fromkeys(processes, float("inf"))
    # Interleaved, so that every figure sees the same machine.
    for _ in range(args.runs):
        for key, (command_line, check) in processes.items():
            best[key] = min(best[key], best_of(1, partial(run_quietly, command_line, check=check)))
    run, baseline = best["run"], best["baseline"]
    count = len(examples)
    print(
        f"scenarios: {count} files ({passed} passed when run in this process), {len(names)} card references to {cards} cards"
    )
    print(
        f"scenarios.run: mtgfaces run examples/ {run:.2f} s, {run / count * 1000:.1f} ms a scenario, "
        f"{count / run:,.0f} scenarios/s"
    )
    print(
        ratio_line(
            "scenarios.run_vs_startup_and_card_lookups",
            run / baseline,
            f"a fresh python process opening the card database and looking up the {len(names)} card "
            f"references the examples use, {baseline * 1000:.0f} ms",
            "target <= 3x",
            digits=1,
        )
    )
    verdict = "met" if run / baseline <= 3 else "NOT met"
    print(f"target <= 3x: {verdict}  (all examples in one run vs start-up plus their card lookups)")
    print(
        ratio_line(
            "scenarios.run_vs_startup_and_one_card",
            run / best["one card"],
            f"a fresh python process opening the card database and looking up one card, "
            f"{best['one card'] * 1000:.0f} ms",
            "no target",
            digits=1,
        )
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
