"""Writing a card database from Scryfall card objects (``mtgfaces db import``).

The same code builds the embedded database (scripts/build_card_db.py) and a
user's import. The new file is written beside the target and moved into
place only when complete, so an interrupted import leaves the previous
database as it was. The temporary file names the importing process, so that
the next import removes what a killed one left behind.
"""

from __future__ import annotations

import contextlib
import os
import secrets
import sqlite3
from collections import Counter
from collections.abc import Callable, Iterable, Iterator, Mapping
from pathlib import Path
from types import ModuleType
from typing import NamedTuple

import msgspec

from mtgfaces.cards.db import SCHEMA_VERSION, localized_order
from mtgfaces.cards.fuzzy import build_word_index
from mtgfaces.cards.model import Card
from mtgfaces.cards.names import normalize_name
from mtgfaces.cards.rows import CARD_COLUMNS, card_row
from mtgfaces.cards.scryfall import ScryfallCard, SkippedCard, card_from_scryfall, check_name
from mtgfaces.cards.wording import older_wordings
from mtgfaces.errors import MalformedInput

fcntl: ModuleType | None
try:
    import fcntl
except ImportError:  # not POSIX: imports are not locked there
    fcntl = None

Localized = Mapping[str, Mapping[str, str]]
"""``{English name: {language code: printed name}}`` for full and face names."""

_TEMP_PREFIX = ".cards-"  # then the importing process's id, "-", and random hex digits
_TEMP_SUFFIX = ".sqlite.tmp"

_SCHEMA = """
CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE cards (
    id INTEGER PRIMARY KEY, name TEXT NOT NULL, layout TEXT NOT NULL, split_kind TEXT,
    meld_partner TEXT, meld_result TEXT, meld_parts TEXT NOT NULL, keywords TEXT NOT NULL,
    oracle_id TEXT, cmc REAL, identity TEXT, quality TEXT, flags INTEGER NOT NULL,
    faces TEXT NOT NULL,  -- see mtgfaces.cards.rows
    scryfall_id TEXT, set_code TEXT,
    legalities TEXT,  -- as_of, then a letter per format (see mtgfaces.cards.rows); null: unknown
    -- the card's printed names, JSON {lang: [full name, then each other face
    -- name]}, null where that language has no printed name for it
    localized TEXT
);
-- Every lookup key (a normalized name) and the card it names.
CREATE TABLE names (
    key TEXT NOT NULL, card_id INTEGER NOT NULL, lang TEXT NOT NULL, is_full INTEGER NOT NULL,
    PRIMARY KEY (key, card_id, lang)
) WITHOUT ROWID;
-- The word index for suggestions (see mtgfaces.cards.fuzzy).
CREATE TABLE fuzzy_words (initial TEXT PRIMARY KEY, words TEXT NOT NULL);
CREATE TABLE fuzzy_cards (word TEXT PRIMARY KEY, cards TEXT NOT NULL) WITHOUT ROWID;
"""


class ImportStats(NamedTuple):
    """What an import read and wrote."""

    cards: int
    names: int
    skipped: dict[str, int]
    duplicates: int
    localized_printings: int


def build_database(
    target: str | os.PathLike[str],
    objects: Iterable[ScryfallCard],
    *,
    source: str,
    date: str,
    localized: Localized | None = None,
    progress: Callable[[int], None] | None = None,
    legalities_as_of: Callable[[ScryfallCard], str | None] | None = None,
) -> ImportStats:
    """Write a database of ``objects`` to ``target``, atomically.

    A card's legalities are dated ``legalities_as_of(obj)`` when given (a
    file assembled from several snapshots), else ``date``.

    English objects become cards (the first of each name wins, so a file with
    every printing works too); a non-English printing only contributes its
    printed name. Every card is validated by building it; a malformed one
    aborts the import with ``MalformedInput`` (naming ``source`` and the
    object's position) and the target is left untouched, as it is when the
    file can't be written.
    """
    target_path = Path(target)
    try:
        target_path.parent.mkdir(parents=True, exist_ok=True)
    except OSError as error:
        raise _cant_write(target_path, error) from None
    with _import_lock(target_path):
        dating = legalities_as_of or (lambda _obj: date)
        return _build(
            target_path,
            objects,
            source=source,
            date=date,
            localized=localized,
            progress=progress,
            dating=dating,
        )


@contextlib.contextmanager
def _import_lock(target: Path) -> Iterator[None]:
    """One import of a database at a time: a second one is told, not left to
    race the first (whose temporary file it would take for abandoned)."""
    lock_path = target.with_name(target.name + ".lock")
    try:
        handle = lock_path.open("a")
    except OSError as error:
        raise _cant_write(target, error) from None
    with handle:
        if fcntl is not None:
            try:
                fcntl.flock(handle, fcntl.LOCK_EX | fcntl.LOCK_NB)
            except BlockingIOError:
                raise MalformedInput(
                    "another `mtgfaces db import` is writing this database now; run this one when it is done",
                    where=str(target),
                ) from None
        yield


def _build(
    target_path: Path,
    objects: Iterable[ScryfallCard],
    *,
    source: str,
    date: str,
    localized: Localized | None,
    progress: Callable[[int], None] | None,
    dating: Callable[[ScryfallCard], str | None],
) -> ImportStats:
    # The name is known before the file exists, so however the import is
    # interrupted (SIGINT included) the ``finally`` below removes it.
    temp = target_path.parent / f"{_TEMP_PREFIX}{os.getpid()}-{secrets.token_hex(6)}{_TEMP_SUFFIX}"
    try:
        try:
            _remove_abandoned(target_path.parent)  # under the lock: no other import is running
            os.close(os.open(temp, os.O_CREAT | os.O_EXCL | os.O_WRONLY, 0o600))
        except OSError as error:
            raise _cant_write(target_path, error) from None
        try:
            stats = _write(temp, objects, source, date, localized or {}, progress, dating)
        except sqlite3.Error as error:  # a full disk, say
            raise _cant_write(target_path, error) from None
        try:
            temp.chmod(0o644)
            os.replace(temp, target_path)
        except OSError as error:
            raise _cant_write(target_path, error) from None
    finally:
        with contextlib.suppress(FileNotFoundError, NotADirectoryError):
            temp.unlink()
    return stats


def _cant_write(target: Path, error: Exception) -> MalformedInput:
    return MalformedInput(f"can't write the card database there: {error}", where=str(target))


def _remove_abandoned(directory: Path) -> None:
    """Delete the temporary files of imports whose process is gone (killed
    before its ``finally`` could run); a running import's file stays."""
    if os.name != "posix":
        return  # only there does os.kill(pid, 0) merely test for a process
    for leftover in directory.glob(f"{_TEMP_PREFIX}*-*{_TEMP_SUFFIX}"):
        pid = leftover.name[len(_TEMP_PREFIX) :].split("-", 1)[0]
        if pid.isdigit() and not _running(int(pid)):
            with contextlib.suppress(OSError):
                leftover.unlink()


def _running(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except OSError:
        return True  # PermissionError: a process of another user
    return True


def _write(
    path: Path,
    objects: Iterable[ScryfallCard],
    source: str,
    date: str,
    localized: Localized,
    progress: Callable[[int], None] | None,
    dating: Callable[[ScryfallCard], str | None],
) -> ImportStats:
    encode = msgspec.json.Encoder().encode
    skipped: Counter[str] = Counter()
    printed: dict[str, dict[str, str]] = {}
    cards: dict[str, Card] = {}
    duplicates = 0
    foreign = 0
    for count, obj in enumerate(objects, 1):
        if progress is not None and count % 5000 == 0:
            progress(count)
        try:
            if obj.lang != "en":
                foreign += _collect_printed(obj, printed)
                continue
            if obj.name in cards:
                duplicates += 1
                continue
            card = card_from_scryfall(obj, legalities_as_of=dating(obj))
        except SkippedCard as skip:
            skipped[skip.layout] += 1
            continue
        except MalformedInput as error:
            # Name the file and the position, as the reader does for a JSON error.
            raise MalformedInput(f"card #{count}: {error}", where=source) from None
        cards[card.name] = card
    card_rows, name_rows = _rows(cards, localized, printed, encode)
    conn = sqlite3.connect(path)
    try:
        conn.executescript("PRAGMA journal_mode = OFF; PRAGMA synchronous = OFF;" + _SCHEMA)
        conn.executemany(f"INSERT INTO cards ({CARD_COLUMNS}, localized) VALUES ({_marks(18)})", card_rows)
        conn.executemany(
            "INSERT OR IGNORE INTO names (key, card_id, lang, is_full) VALUES (?, ?, ?, ?)",
            sorted(name_rows),  # in key order, the B-tree only ever appends
        )
        index = build_word_index((key, card_id) for key, card_id, _, _ in name_rows)
        conn.executemany(
            "INSERT INTO fuzzy_words (initial, words) VALUES (?, ?)", sorted(index.words.items())
        )
        conn.executemany("INSERT INTO fuzzy_cards (word, cards) VALUES (?, ?)", sorted(index.cards.items()))
        meta = {
            "schema": str(SCHEMA_VERSION),
            "source": source,
            "date": date,
            "skipped": encode(dict(sorted(skipped.items()))).decode(),
            "older_wording": str(sum(1 for card in cards.values() if older_wordings(card))),
            "languages": " ".join(sorted({lang for _, _, lang, _ in name_rows})),
        }
        conn.executemany("INSERT INTO meta (key, value) VALUES (?, ?)", meta.items())
        conn.commit()
    finally:
        conn.close()
    return ImportStats(
        cards=len(card_rows),
        names=len(name_rows),
        skipped=dict(skipped),
        duplicates=duplicates,
        localized_printings=foreign,
    )


def _collect_printed(obj: ScryfallCard, printed: dict[str, dict[str, str]]) -> int:
    found = 0
    where = f"card {obj.name!r} ({obj.lang})"
    if obj.printed_name:
        printed.setdefault(obj.name, {}).setdefault(obj.lang, check_name(obj.printed_name, where=where))
        found = 1
    for face in obj.card_faces or ():
        if face.printed_name:
            printed.setdefault(face.name, {}).setdefault(obj.lang, check_name(face.printed_name, where=where))
    return found


def _marks(count: int) -> str:
    return ", ".join("?" * count)


def _rows(
    cards: Mapping[str, Card],
    localized: Localized,
    printed: Mapping[str, Mapping[str, str]],
    encode: Callable[[object], bytes],
) -> tuple[list[tuple[object, ...]], set[tuple[str, int, str, int]]]:
    """The rows of the cards and names tables."""
    card_rows: list[tuple[object, ...]] = []
    name_rows: set[tuple[str, int, str, int]] = set()
    for card_id, card in enumerate(cards.values(), 1):
        name_rows.add((normalize_name(card.name), card_id, "en", 1))
        by_lang: dict[str, list[str | None]] = {}
        englishes = localized_order(card.name, card.face_names)
        for position, english in enumerate(englishes):
            is_full = int(position == 0)
            if not is_full:
                name_rows.add((normalize_name(english), card_id, "en", 0))
            translations = {**localized.get(english, {}), **printed.get(english, {})}
            for lang, text in translations.items():
                name_rows.add((normalize_name(text), card_id, lang, is_full))
                by_lang.setdefault(lang, [None] * len(englishes))[position] = text
        blob = encode(dict(sorted(by_lang.items()))).decode() if by_lang else None
        card_rows.append((*card_row(card, card_id), blob))
    return card_rows, name_rows
