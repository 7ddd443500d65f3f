#!/usr/bin/env python3
"""Build the embedded card database from the project's shared card data.

    python scripts/build_card_db.py [--data ../shared/data] [--out src/mtgfaces/cards/data/cards.sqlite]

Reads the whole card pool (Scryfall card objects, ``oracle-cards.json.gz``)
and the localized names (``foreign-names-all.json.gz``: ``{English name:
{lang: printed name}}``), and writes the compact SQLite file the package
ships. It runs the same import code as ``mtgfaces db import``.
"""

from __future__ import annotations

import argparse
import datetime as dt
import gzip
import struct
import sys
from pathlib import Path

import msgspec

from mtgfaces.cards.dbbuild import build_database
from mtgfaces.cards.reader import iter_scryfall

ROOT = Path(__file__).resolve().parent.parent


def gzip_date(path: Path) -> str:
    """The date in a gzip header (when the dump was written), ISO format."""
    with path.open("rb") as handle:
        header = handle.read(10)
    (stamp,) = struct.unpack("<I", header[4:8])
    return dt.datetime.fromtimestamp(stamp, dt.UTC).date().isoformat()


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--data", type=Path, default=ROOT.parent / "shared" / "data")
    parser.add_argument(
        "--out", type=Path, default=ROOT / "src" / "mtgfaces" / "cards" / "data" / "cards.sqlite"
    )
    args = parser.parse_args()
    pool = args.data / "oracle-cards.json.gz"
    with gzip.open(args.data / "foreign-names-all.json.gz", "rb") as handle:
        localized = msgspec.json.decode(handle.read(), type=dict[str, dict[str, str]])
    stats = build_database(
        args.out,
        iter_scryfall(pool),
        source=f"{pool.name} (Scryfall card objects from MTGJSON and Scryfall dumps) "
        f"+ {len(localized)} localized names",
        date=gzip_date(pool),
        localized=localized,
    )
    print(
        f"{args.out}: {stats.cards} cards, {stats.names} names, "
        f"skipped {stats.skipped}, {args.out.stat().st_size} bytes",
        file=sys.stderr,
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
