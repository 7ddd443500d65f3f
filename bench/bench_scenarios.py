#!/usr/bin/env python3
"""Running every example scenario, printed as time per scenario and ratios.

    python bench/bench_scenarios.py [--runs N]

Measures, as fresh processes side by side: ``mtgfaces run examples/``; bare
interpreter start-up plus opening the card database and reading one card
(what every run pays before its first step); and start-up plus loading the
whole database into memory. Target: the run of all examples takes at most 3x
start-up plus database load.
"""

from __future__ import annotations

import argparse
import subprocess
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))

from common import best_of, clean_env

ROOT = Path(__file__).resolve().parent.parent
OPEN_DB = "from mtgfaces.cards.db import CardDB; CardDB.default().card('Forest')"
LOAD_DB = "from mtgfaces.cards.db import CardDB; list(CardDB.default())"


def timed(command: list[str], runs: int) -> float:
    env = clean_env()
    return best_of(runs, lambda: subprocess.run(command, env=env, stdout=subprocess.DEVNULL, check=False))


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args()
    examples = sorted((ROOT / "examples").rglob("*.yaml"))
    script = Path(sys.executable).parent / "mtgfaces"
    run = timed([str(script), "run", str(ROOT / "examples")], args.runs)
    opened = timed([sys.executable, "-c", OPEN_DB], args.runs)
    loaded = timed([sys.executable, "-c", LOAD_DB], args.runs)
    print(f"scenarios: {len(examples)} files; mtgfaces run examples/ {run:.2f} s")
    print(f"scenarios.per_scenario: {run / len(examples) * 1000:.1f} ms")
    print(
        f"scenarios.run_vs_startup_and_db_open: {run / opened:.1f}x ({opened * 1000:.0f} ms to start and open the database)"
    )
    print(
        f"scenarios.run_vs_startup_and_db_load: {run / loaded:.1f}x ({loaded:.2f} s to start and load every card; target <= 3x)"
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
