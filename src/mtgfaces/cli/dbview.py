"""``mtgfaces db info|import|reset``."""

from __future__ import annotations

import datetime as dt
import json
import os
import sqlite3
import sys
import zlib
from pathlib import Path

from mtgfaces.cards.db import EMBEDDED_PATH, CardDB, active_db_path, user_db_path
from mtgfaces.cards.report import to_plain
from mtgfaces.cards.sets import SetCount, SetSummary
from mtgfaces.cli.files import read_bounded
from mtgfaces.cli.safe_output import progress
from mtgfaces.errors import MalformedInput, MtgFacesError


def show_info(*, as_json: bool) -> int:
    info = CardDB.default().info()
    if as_json:
        sys.stdout.write(json.dumps(to_plain(info), ensure_ascii=False) + "\n")
        return 0
    kind = "embedded" if info.embedded else "imported"
    skipped = ", ".join(f"{n} {layout}" for layout, n in sorted(info.skipped.items())) or "none"
    sys.stdout.write(
        f"cards:     {info.cards} ({kind} database)\n"
        f"source:    {info.source}\n"
        f"date:      {info.date}\n"
        f"names:     {info.names} in {len(info.languages)} languages ({', '.join(info.languages)})\n"
        f"skipped:   {skipped} (non-game layouts)\n"
        f"gaps:      {info.spoiler_text} cards with spoiler (pre-release) text, {info.no_rules_text} with no "
        f"rules text, {info.older_wording} with an older Oracle wording, {info.no_legalities} with no "
        "legalities; `mtgfaces card` marks them\n"
        f"{_sets_text(info.sets)}"
        f"path:      {info.path}\n"
    )
    return 0


def _sets_text(sets: SetSummary | None) -> str:
    if sets is None or sets.newest is None:
        return "sets:      none of the sets released since 2020\n"
    newest = sets.newest
    lines = [f"newest:    {_set(newest)}, {newest.cards} cards\n"]
    missing = "; ".join(_set(s) for s in sets.missing) or "none"
    lines.append(f"missing:   {missing}\n")
    if sets.few:
        few = "; ".join(f"{_set(s)}: {s.cards}" for s in sets.few)
        lines.append(f"partial:   {few} cards (each set printed many more)\n")
    return "".join(lines)


def _set(count: SetCount) -> str:
    return f"{count.name} ({count.code.upper()}, {count.released})"


def import_file(file: str, *, names: str | None, date: str | None, as_json: bool = False) -> int:
    from mtgfaces.cards.dbbuild import build_database
    from mtgfaces.cards.reader import iter_scryfall

    path = Path(file)
    if not path.is_file():
        raise MalformedInput("no such file", where=file)
    localized: dict[str, dict[str, str]] = {}
    current = active_db_path()
    if os.path.exists(current):
        try:
            localized.update(CardDB(current).all_localized())
        except (MtgFacesError, sqlite3.Error) as error:
            # A damaged database in use is replaced all the same: only its
            # localized names can't be carried over.
            sys.stderr.write(
                f"mtgfaces: the database in use can't be read ({error}); importing without its names\n"
            )
    if names is not None:
        localized.update(_read_names(Path(names)))
    if date is not None:
        try:
            dt.date.fromisoformat(date)
        except ValueError:
            raise MalformedInput(f"--date {date!r} is not a date; write it YYYY-MM-DD") from None
    when = date or dt.datetime.fromtimestamp(path.stat().st_mtime, dt.UTC).date().isoformat()
    target = user_db_path()
    stats = build_database(
        target,
        iter_scryfall(path),
        source=str(path.resolve()),
        date=when,
        localized=localized,
        progress=_progress,
    )
    CardDB._default = None
    progress("")
    if as_json:
        report = {"target": target, **to_plain(stats), "mtgfaces_db": os.environ.get("MTGFACES_DB")}
        sys.stdout.write(json.dumps(report, ensure_ascii=False) + "\n")
        return 0
    sys.stdout.write(
        f"imported {stats.cards} cards and {stats.names} names into {target}"
        f" (skipped {sum(stats.skipped.values())} non-game cards, "
        f"{stats.duplicates} further printings, "
        f"{stats.localized_printings} localized printings)\n"
    )
    if os.environ.get("MTGFACES_DB"):
        sys.stdout.write("note: MTGFACES_DB is set, so that database is still the one in use\n")
    return 0


def _progress(count: int) -> None:
    progress(f"{count} card objects read")


MAX_NAMES_BYTES = 64 * 1024 * 1024
"""The most a names file may hold once inflated: every localized name of the
whole pool is under a tenth of it; a small gzip bomb stops here."""


def _read_names(path: Path) -> dict[str, dict[str, str]]:
    """A localized names file: ``{"English name": {"lang": "printed name"}}``."""
    from mtgfaces.cards.scryfall import check_name

    expected = 'expected {"English name": {"lang": "printed name"}}'
    try:
        raw = read_bounded(path, MAX_NAMES_BYTES, holding="names", kind="a localized names file")
        names = json.loads(raw)
    except (OSError, EOFError, zlib.error) as error:
        raise MalformedInput(f"can't read localized names: {error}", where=str(path)) from None
    except ValueError as error:
        raise MalformedInput(f"{expected}: invalid JSON ({error})", where=str(path)) from None
    except RecursionError:
        raise MalformedInput(f"{expected}: invalid JSON (nested too deeply)", where=str(path)) from None
    if not isinstance(names, dict):
        raise MalformedInput(f"{expected}, found a {type(names).__name__}", where=str(path))
    for english, by_lang in names.items():
        if not isinstance(by_lang, dict) or not all(
            isinstance(k, str) and isinstance(v, str) for k, v in by_lang.items()
        ):
            raise MalformedInput(f"{expected}; the entry {english!r} is not", where=str(path))
        for lang, printed in by_lang.items():
            check_name(printed, what=f"the {lang!r} name of {english!r}:", where=str(path))
    return names


def reset(*, as_json: bool = False) -> int:
    target = user_db_path()
    explicit = os.environ.get("MTGFACES_DB")
    if as_json:
        removed = os.path.exists(target)
        if removed:
            os.remove(target)
        in_use = explicit or EMBEDDED_PATH
        sys.stdout.write(json.dumps({"removed": target if removed else None, "in_use": in_use}) + "\n")
        return 0
    in_use = (
        f"MTGFACES_DB is set, so {explicit} stays in use until it is unset"
        if explicit
        else "the embedded database is in use"
    )
    if os.path.exists(target):
        os.remove(target)
        sys.stdout.write(f"removed {target}; {in_use}\n")
    else:
        sys.stdout.write(f"no imported database; {in_use}\n")
    return 0
