#!/usr/bin/env python3
"""Benchmarks for the card layer, printed as ratios measured side by side.

    python bench/bench_cards.py [--runs N] [--only PART]

- import: reading a Scryfall bulk file of the whole pool into validated
  ``Card`` values, and the whole ``db import`` (also writing the SQLite
  database), each against decoding the same bytes with the fastest plain JSON
  decoder here (the best of orjson, msgspec and json). Target: load <= 2x.
- cold start: ``mtgfaces card NAME`` on the embedded database with an
  English name, a French one (``--lang fr``) and a misspelt one (exit 2 with
  suggestions), each against ``python -c pass``, as fresh processes.
  Target: <= 4x each.
- memory: the peak memory of every card of the embedded database loaded,
  against the size of the same cards as JSON records (mtgfaces.cards.record).
  Target: <= 5x.
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))

from common import best_of, clean_env, ratio_line, run_quietly, whole_pool_file

from mtgfaces.cards.dbbuild import build_database
from mtgfaces.cards.reader import iter_scryfall
from mtgfaces.cards.scryfall import SkippedCard, card_from_scryfall


def load(path: Path) -> int:
    count = 0
    for obj in iter_scryfall(path):
        try:
            card_from_scryfall(obj)
        except SkippedCard:
            continue
        count += 1
    return count


def bench_import(work: Path, runs: int) -> None:
    import msgspec
    import orjson

    path = whole_pool_file(work)
    data = path.read_bytes()
    decoders = {
        "orjson": lambda: orjson.loads(data),
        "msgspec": lambda: msgspec.json.decode(data),
        "json": lambda: json.loads(data),
    }
    times = {name: best_of(runs, action) for name, action in decoders.items()}
    fastest = min(times, key=times.__getitem__)
    loaded = best_of(runs, lambda: load(path))
    target = work / "imported.sqlite"
    imported = best_of(runs, lambda: build_database(target, iter_scryfall(path), source="bench", date="-"))
    mib = len(data) / 2**20
    print(
        f"import file: {mib:.1f} MiB, {load(path)} cards; decoders: "
        + ", ".join(f"{n} {t:.3f} s" for n, t in times.items())
    )
    baseline = (
        f"{fastest} decoding the same {mib:.1f} MiB file into plain dicts and lists, no validation "
        f"(the fastest of orjson, msgspec and json), {times[fastest]:.3f} s"
    )
    print(
        ratio_line(
            "import.load_vs_fastest_decoder",
            loaded / times[fastest],
            baseline,
            f"load into validated Card values {loaded:.3f} s; target <= 2x",
        )
    )
    print(
        ratio_line(
            "import.db_import_vs_fastest_decoder",
            imported / times[fastest],
            baseline,
            f"db import {imported:.3f} s, including the SQLite write; no target",
        )
    )


def bench_cold_start(runs: int) -> None:
    subprocess.run(
        [sys.executable, "-m", "compileall", "-q", str(Path(__file__).parent.parent / "src")],
        check=False,
        stdout=subprocess.DEVNULL,
    )
    script = Path(sys.executable).parent / "mtgfaces"
    command = [str(script)] if script.exists() else [sys.executable, "-m", "mtgfaces"]
    cases = (
        ("card_vs_python_pass", ["card", "Sejiri Glacier"], "an English name"),
        (
            "card_lang_fr_vs_python_pass",
            ["card", "Abri de Seijiri", "--lang", "fr"],
            "a French name, --lang fr",
        ),
        ("card_misspelt_vs_python_pass", ["card", "Sejiri Glaicer"], "a misspelt name (exit 2, suggestions)"),
    )
    # Interleaved: each round times the bare interpreter and every case once,
    # so each figure has as many samples, taken over the same stretch of the
    # machine's load (measured one after the other, a case that drew a busy
    # stretch compared badly with a baseline that didn't); the best of each.
    bare = float("inf")
    timed = {key: float("inf") for key, _, _ in cases}
    for _ in range(runs):
        bare = min(bare, best_of(1, lambda: run_quietly([sys.executable, "-c", "pass"])))
        for key, arguments, _ in cases:
            run = best_of(1, lambda arguments=arguments: run_quietly([*command, *arguments], check=False))
            timed[key] = min(timed[key], run)
    for key, arguments, what in cases:
        print(
            ratio_line(
                f"cold_start.{key}",
                timed[key] / bare,
                f"bare interpreter start-up, python -c pass as a fresh process, {bare * 1000:.1f} ms",
                f"mtgfaces {' '.join(arguments)} ({what}) {timed[key] * 1000:.1f} ms; target <= 4x",
            )
        )


_MEMORY_PROBE = """
import json, tracemalloc
from mtgfaces.cards.db import CardDB
from mtgfaces.cards.record import card_to_record
db = CardDB.default()
size = sum(len(json.dumps(card_to_record(c), ensure_ascii=False).encode()) for c in db)
db = CardDB(db.path)
tracemalloc.start()
cards = list(db)
current, peak = tracemalloc.get_traced_memory()
print(json.dumps({"cards": len(cards), "json_bytes": size, "peak": peak, "current": current}))
"""


def bench_memory() -> None:
    out = subprocess.run(
        [sys.executable, "-c", _MEMORY_PROBE], capture_output=True, text=True, check=True, env=clean_env()
    )
    found = json.loads(out.stdout)
    print(
        ratio_line(
            "memory.loaded_db_vs_json_records",
            found["peak"] / found["json_bytes"],
            f"the size of the same {found['cards']} cards written as JSON records (card_to_record, "
            f"UTF-8 text, not decoded), {found['json_bytes'] / 2**20:.1f} MiB",
            f"peak traced memory loading every card {found['peak'] / 2**20:.1f} MiB; target <= 5x",
        )
    )


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--only", choices=("import", "cold-start", "memory"), help="run one part only")
    args = parser.parse_args()
    if args.only in (None, "import"):
        with tempfile.TemporaryDirectory() as scratch:
            bench_import(Path(scratch), args.runs)
    if args.only in (None, "cold-start"):
        bench_cold_start(args.runs * 4)
    if args.only in (None, "memory"):
        bench_memory()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
