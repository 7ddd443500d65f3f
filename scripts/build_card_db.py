#!/usr/bin/env python3
"""Build the embedded card database from the project's shared card data.

    python scripts/build_card_db.py [--data ../shared/data] [--date 2026-11-30]
        [--out src/mtgfaces/cards/data/cards.sqlite]

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
from mtgfaces.cards.scryfall import ScryfallCard

ROOT = Path(__file__).resolve().parent.parent


def gzip_date(path: Path) -> str | None:
    """The date in a gzip header (when the dump was written), ISO format;
    ``None`` when the header has none (a stamp of 0)."""
    with path.open("rb") as handle:
        header = handle.read(10)
    (stamp,) = struct.unpack("<I", header[4:8])
    return dt.datetime.fromtimestamp(stamp, dt.UTC).date().isoformat() if stamp else None


def legality_dates(sources: Path) -> dict[str, str]:
    """The date of each MTGJSON snapshot the pool was assembled from, keyed by
    the ``source`` prefix its cards carry (``mtgjson:owner/repo@commit``):
    the build date in the MTGJSON version the provenance file records
    ("MTGJSON 5.2.0+20220425"). Sources without one (a Scryfall export, the
    pre-release spoiler files) give their legalities undated."""
    dates: dict[str, str] = {}
    provenance = msgspec.json.decode(sources.read_bytes(), type=dict[str, dict[str, str]])
    for entry in provenance.values():
        version = entry.get("mtgjson_version", "")
        if "+" in version and "repo" in entry and "commit" in entry:
            stamp = version.rsplit("+", 1)[1]
            dates[f"mtgjson:{entry['repo']}@{entry['commit'][:7]}"] = f"{stamp[:4]}-{stamp[4:6]}-{stamp[6:8]}"
    return dates


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--data", type=Path, default=ROOT.parent / "shared" / "data")
    parser.add_argument(
        "--out", type=Path, default=ROOT / "src" / "mtgfaces" / "cards" / "data" / "cards.sqlite"
    )
    parser.add_argument("--date", help="the dump's date (ISO), when its gzip header has none")
    args = parser.parse_args()
    pool = args.data / "oracle-cards.json.gz"
    date = args.date or gzip_date(pool)
    if date is None:
        parser.error(f"{pool} records no date in its gzip header: give the dump's date with --date")
    with gzip.open(args.data / "foreign-names-all.json.gz", "rb") as handle:
        localized = msgspec.json.decode(handle.read(), type=dict[str, dict[str, str]])
    dates = legality_dates(args.data / "cards-multiface.sources.json")

    def dated(obj: ScryfallCard) -> str | None:
        prefix = (obj.source or "").split(":")[:2]
        return dates.get(":".join(prefix))

    stats = build_database(
        args.out,
        iter_scryfall(pool),
        source=f"{pool.name} (Scryfall card objects from MTGJSON and Scryfall dumps) "
        f"+ {len(localized)} localized names",
        date=date,
        localized=localized,
        legalities_as_of=dated,
    )
    print(
        f"{args.out}: {stats.cards} cards, {stats.names} names, "
        f"skipped {stats.skipped}, {args.out.stat().st_size} bytes",
        file=sys.stderr,
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
