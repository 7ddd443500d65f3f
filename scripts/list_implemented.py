#!/usr/bin/env python3
"""Write the names of the multi-faced pool's implemented cards (issue 17),
the list tests/abilities/test_implemented_pool.py holds the engine to.

    python scripts/list_implemented.py [--out tests/abilities/implemented_pool.txt]

Run it after making more cards implemented, and commit the list: a later
change that makes one of them unimplemented again (a grammar terminal that
shadows another, say) then fails the test with the cards it cost.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from mtgfaces.cards.db import CardDB
from mtgfaces.rules.pool import card_coverage, in_pool

ROOT = Path(__file__).resolve().parent.parent


def implemented_names() -> list[str]:
    """The implemented cards of the pool, by name, sorted."""
    return sorted(
        c.name for c in (card_coverage(card) for card in CardDB.default() if in_pool(card)) if c.implemented
    )


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--out", type=Path, default=ROOT / "tests/abilities/implemented_pool.txt")
    args = parser.parse_args()
    names = implemented_names()
    args.out.write_text("".join(f"{name}\n" for name in names), encoding="utf-8")
    sys.stdout.write(f"{len(names)} implemented cards written to {args.out}\n")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
