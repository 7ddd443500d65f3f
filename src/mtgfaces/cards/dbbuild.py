"""Writing a card database from Scryfall card objects (``mtgfaces db import``).

The same code builds the embedded database (scripts/build_card_db.py) and a
user's import. The new file is written beside the target and moved into
place only when complete, so an interrupted import leaves the previous
database as it was.
"""

from __future__ import annotations

import contextlib
import os
import sqlite3
import tempfile
import zlib
from collections import Counter
from collections.abc import Callable, Iterable, Mapping
from pathlib import Path

import msgspec

from mtgfaces.cards.db import SCHEMA_VERSION, ZDICT_SIZE
from mtgfaces.cards.names import normalize_name
from mtgfaces.cards.scryfall import ScryfallCard, SkippedCard, card_from_scryfall

Localized = Mapping[str, Mapping[str, str]]
"""``{English name: {language code: printed name}}`` for full and face names."""

_SCHEMA = """
CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE zdict (id INTEGER PRIMARY KEY CHECK (id = 1), data BLOB NOT NULL);
CREATE TABLE cards (id INTEGER PRIMARY KEY, name TEXT NOT NULL UNIQUE, record BLOB NOT NULL);
CREATE TABLE names (
    key TEXT NOT NULL, card_id INTEGER NOT NULL, lang TEXT NOT NULL,
    is_full INTEGER NOT NULL, name TEXT NOT NULL,
    english TEXT,  -- for a localized face name, the English face name it translates
    PRIMARY KEY (key, card_id, lang, name)
) WITHOUT ROWID;
"""


class ImportStats(msgspec.Struct, frozen=True, kw_only=True):
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
) -> ImportStats:
    """Write a database of ``objects`` to ``target``, atomically.

    English objects become cards (the first of each name wins, so a file with
    every printing works too); a non-English printing only contributes its
    printed name. Every card is validated by building it; a malformed one
    aborts the import with ``MalformedInput`` and the target is left untouched.
    """
    target_path = Path(target)
    target_path.parent.mkdir(parents=True, exist_ok=True)
    handle, temp_name = tempfile.mkstemp(prefix=".cards-", suffix=".sqlite.tmp", dir=target_path.parent)
    os.close(handle)
    temp = Path(temp_name)
    try:
        stats = _write(temp, objects, source, date, localized or {}, progress)
        temp.chmod(0o644)
        os.replace(temp, target_path)
    finally:
        with contextlib.suppress(FileNotFoundError):
            temp.unlink()
    return stats


def _write(
    path: Path,
    objects: Iterable[ScryfallCard],
    source: str,
    date: str,
    localized: Localized,
    progress: Callable[[int], None] | None,
) -> ImportStats:
    encode = msgspec.json.Encoder().encode
    skipped: Counter[str] = Counter()
    printed: dict[str, dict[str, str]] = {}
    face_names: dict[int, tuple[str, ...]] = {}
    names_by_card: dict[str, int] = {}
    duplicates = 0
    foreign = 0
    conn = sqlite3.connect(path)
    try:
        conn.executescript("PRAGMA journal_mode = OFF; PRAGMA synchronous = OFF;" + _SCHEMA)
        rows: list[tuple[int, str, bytes]] = []
        for count, obj in enumerate(objects, 1):
            if progress is not None and count % 5000 == 0:
                progress(count)
            if obj.lang != "en":
                foreign += _collect_printed(obj, printed)
                continue
            if obj.name in names_by_card:
                duplicates += 1
                continue
            try:
                card = card_from_scryfall(obj)
            except SkippedCard as skip:
                skipped[skip.layout] += 1
                continue
            card_id = len(rows) + 1
            names_by_card[card.name] = card_id
            face_names[card_id] = card.face_names
            rows.append((card_id, card.name, encode(_trimmed(obj))))
        zdict = _dictionary([record for _, _, record in rows])
        conn.execute("INSERT INTO zdict (id, data) VALUES (1, ?)", (zdict,))
        conn.executemany(
            "INSERT INTO cards (id, name, record) VALUES (?, ?, ?)",
            ((card_id, name, _compress(record, zdict)) for card_id, name, record in rows),
        )
        name_rows = _name_rows(names_by_card, face_names, localized, printed)
        conn.executemany(
            "INSERT OR IGNORE INTO names (key, card_id, lang, is_full, name, english) "
            "VALUES (?, ?, ?, ?, ?, ?)",
            name_rows,
        )
        meta = {
            "schema": str(SCHEMA_VERSION),
            "source": source,
            "date": date,
            "skipped": encode(dict(sorted(skipped.items()))).decode(),
        }
        conn.executemany("INSERT INTO meta (key, value) VALUES (?, ?)", meta.items())
        conn.commit()
        conn.execute("VACUUM")
    finally:
        conn.close()
    return ImportStats(
        cards=len(rows),
        names=len(name_rows),
        skipped=dict(skipped),
        duplicates=duplicates,
        localized_printings=foreign,
    )


def _dictionary(records: list[bytes]) -> bytes:
    """A zlib preset dictionary sampled evenly from the records: small JSON
    records compress to about a quarter with it, against two thirds without."""
    step = max(1, len(records) // 200)
    return b"".join(records[::step])[-ZDICT_SIZE:]


def _compress(record: bytes, zdict: bytes) -> bytes:
    packer = zlib.compressobj(9, zdict=zdict)
    return packer.compress(record) + packer.flush()


def _trimmed(obj: ScryfallCard) -> ScryfallCard:
    """The record we keep: the fields the engine reads, nothing per-printing."""
    return msgspec.structs.replace(obj, lang="en", printed_name=None)


def _collect_printed(obj: ScryfallCard, printed: dict[str, dict[str, str]]) -> int:
    found = 0
    if obj.printed_name:
        printed.setdefault(obj.name, {}).setdefault(obj.lang, obj.printed_name)
        found = 1
    for face in obj.card_faces or ():
        if face.printed_name:
            printed.setdefault(face.name, {}).setdefault(obj.lang, face.printed_name)
    return found


def _name_rows(
    cards: Mapping[str, int],
    face_names: Mapping[int, tuple[str, ...]],
    localized: Localized,
    printed: Mapping[str, Mapping[str, str]],
) -> list[tuple[str, int, str, int, str, str | None]]:
    rows: list[tuple[str, int, str, int, str, str | None]] = []
    for name, card_id in cards.items():
        rows.append((normalize_name(name), card_id, "en", 1, name, None))
        faces = face_names[card_id]
        for face in faces:
            if face != name:
                rows.append((normalize_name(face), card_id, "en", 0, face, None))
        for english, is_full in ((name, 1), *((f, 0) for f in faces if f != name)):
            translations = dict(localized.get(english, {}))
            translations.update(printed.get(english, {}))
            for lang, text in sorted(translations.items()):
                rows.append(
                    (
                        normalize_name(text),
                        card_id,
                        lang,
                        is_full,
                        text,
                        None if is_full else english,
                    )
                )
    return rows
