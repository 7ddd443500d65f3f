"""The card database: name lookup in every language, backed by one SQLite file.

The embedded database ships inside the package; ``mtgfaces db import`` writes
a user database that is used from then on. Records are trimmed Scryfall card
objects, decoded on first use and kept, so looking up one card reads one row.

>>> db = CardDB.default()
>>> db.card("Abri de Seijiri").name
'Sejiri Shelter // Sejiri Glacier'
"""

from __future__ import annotations

import os
import sqlite3
import zlib
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import msgspec

from mtgfaces.cards.model import Card
from mtgfaces.cards.names import normalize_name
from mtgfaces.cards.scryfall import ScryfallCard, card_from_scryfall
from mtgfaces.errors import AmbiguousReference, MalformedInput, UnknownCard

SCHEMA_VERSION = 2
ZDICT_SIZE = 16384
EMBEDDED_PATH = Path(__file__).parent / "data" / "cards.sqlite"
_RECORD = msgspec.json.Decoder(ScryfallCard)


class DbInfo(msgspec.Struct, frozen=True, kw_only=True):
    """What a database holds and where it came from."""

    path: str
    embedded: bool
    cards: int
    names: int
    languages: tuple[str, ...]
    source: str
    date: str
    skipped: dict[str, int]
    schema: int


def user_db_path() -> Path:
    """Where ``db import`` writes: ``$MTGFACES_HOME/cards.sqlite``, else the XDG
    data directory (``~/.local/share/mtgfaces/cards.sqlite``)."""
    home = os.environ.get("MTGFACES_HOME")
    if home:
        return Path(home) / "cards.sqlite"
    data = os.environ.get("XDG_DATA_HOME") or str(Path.home() / ".local" / "share")
    return Path(data) / "mtgfaces" / "cards.sqlite"


def active_db_path() -> Path:
    """The database in use: ``$MTGFACES_DB`` if set, else an imported user
    database if there is one, else the embedded one."""
    explicit = os.environ.get("MTGFACES_DB")
    if explicit:
        return Path(explicit)
    user = user_db_path()
    return user if user.exists() else EMBEDDED_PATH


class CardDB:
    """Cards by name: full name, any face name, or a localized printed name,
    ignoring case and accents. Opened lazily; cards are decoded on first use."""

    _default: CardDB | None = None

    def __init__(self, path: str | os.PathLike[str]) -> None:
        self.path = Path(path)
        self._conn: sqlite3.Connection | None = None
        self._cards: dict[int, Card] = {}
        self._by_name: dict[str, int] = {}
        self._keys: list[tuple[str, int]] | None = None
        self._zdict: bytes | None = None

    @classmethod
    def default(cls) -> CardDB:
        """The active database (see :func:`active_db_path`), opened once."""
        path = active_db_path()
        if cls._default is None or cls._default.path != path:
            cls._default = cls(path)
        return cls._default

    # -- connection -------------------------------------------------------------
    @property
    def _db(self) -> sqlite3.Connection:
        if self._conn is None:
            if not self.path.exists():
                raise MalformedInput(
                    "no card database here; run `mtgfaces db import FILE`", where=str(self.path)
                )
            uri = f"{self.path.resolve().as_uri()}?mode=ro&immutable=1"
            try:
                conn = sqlite3.connect(uri, uri=True, check_same_thread=False)
                version = conn.execute("SELECT value FROM meta WHERE key = 'schema'").fetchone()
            except sqlite3.DatabaseError as error:
                raise MalformedInput(f"not a card database ({error})", where=str(self.path)) from None
            if version is None or int(version[0]) != SCHEMA_VERSION:
                raise MalformedInput(
                    f"card database schema {version and version[0]!r}, expected {SCHEMA_VERSION}; "
                    "re-run `mtgfaces db import`",
                    where=str(self.path),
                )
            self._conn = conn
        return self._conn

    def close(self) -> None:
        if self._conn is not None:
            self._conn.close()
            self._conn = None

    # -- lookup ---------------------------------------------------------------
    def card(self, reference: str) -> Card:
        """The card a name refers to.

        Raises ``UnknownCard`` (with the closest real names) or
        ``AmbiguousReference`` (with the candidates).
        """
        key = normalize_name(reference)
        cached = self._by_name.get(key)
        if cached is not None:
            return self._cards[cached]
        rows = self._db.execute(
            "SELECT n.card_id, n.lang, n.is_full, c.name FROM names n "
            "JOIN cards c ON c.id = n.card_id WHERE n.key = ?",
            (key,),
        ).fetchall()
        if not rows:
            raise UnknownCard(reference, self.suggestions(reference))
        card_id = _pick(reference, rows)
        card = self._load(card_id)
        self._by_name[key] = card_id
        return card

    def get(self, reference: str) -> Card | None:
        """The card, or ``None`` when no card has that name."""
        try:
            return self.card(reference)
        except UnknownCard:
            return None

    def __contains__(self, reference: object) -> bool:
        return isinstance(reference, str) and self.get(reference) is not None

    def localized_name(self, card: Card, lang: str) -> str | None:
        """The card's printed name in ``lang`` (``fr``, ``ja``, ...), if known."""
        row = self._db.execute(
            "SELECT n.name FROM names n JOIN cards c ON c.id = n.card_id "
            "WHERE c.name = ? AND n.lang = ? AND n.is_full = 1",
            (card.name, lang),
        ).fetchone()
        return None if row is None else str(row[0])

    def names_of(self, card_name: str, lang: str) -> list[tuple[str, str]]:
        """``(English name, printed name)`` pairs in ``lang`` for the card's full
        name and each face name."""
        rows = self._db.execute(
            "SELECT coalesce(n.english, c.name), n.name FROM names n "
            "JOIN cards c ON c.id = n.card_id WHERE c.name = ? AND n.lang = ?",
            (card_name, lang),
        ).fetchall()
        return [(str(english), str(name)) for english, name in rows]

    def all_localized(self) -> dict[str, dict[str, str]]:
        """Every localized name, ``{English name: {lang: printed name}}``."""
        found: dict[str, dict[str, str]] = {}
        query = (
            "SELECT coalesce(n.english, c.name), n.lang, n.name FROM names n "
            "JOIN cards c ON c.id = n.card_id WHERE n.lang != 'en'"
        )
        for english, lang, name in self._db.execute(query):
            found.setdefault(str(english), {})[str(lang)] = str(name)
        return found

    def localized_names(self, card: Card) -> dict[str, str]:
        """Every printed name of the card by language, English included."""
        rows = self._db.execute(
            "SELECT n.lang, n.name FROM names n JOIN cards c ON c.id = n.card_id "
            "WHERE c.name = ? AND n.is_full = 1 ORDER BY n.lang",
            (card.name,),
        ).fetchall()
        return {str(lang): str(name) for lang, name in rows}

    def suggestions(self, reference: str, *, limit: int = 5) -> list[str]:
        """The real card names closest to ``reference`` (fuzzy, any language)."""
        from rapidfuzz import fuzz, process  # imported here: only errors need it

        keys = self._all_keys()
        matches = process.extract(
            normalize_name(reference),
            [k for k, _ in keys],
            scorer=fuzz.WRatio,
            limit=limit * 4,
            score_cutoff=60,
        )
        names: dict[str, None] = {}
        for _, _, index in matches:
            names[self._name_of(keys[index][1])] = None
            if len(names) == limit:
                break
        return list(names)

    def _all_keys(self) -> list[tuple[str, int]]:
        if self._keys is None:
            self._keys = [(str(k), int(i)) for k, i in self._db.execute("SELECT key, card_id FROM names")]
        return self._keys

    def _name_of(self, card_id: int) -> str:
        row = self._db.execute("SELECT name FROM cards WHERE id = ?", (card_id,)).fetchone()
        return str(row[0])

    def _load(self, card_id: int) -> Card:
        card = self._cards.get(card_id)
        if card is None:
            (record,) = self._db.execute("SELECT record FROM cards WHERE id = ?", (card_id,)).fetchone()
            card = card_from_scryfall(self._decode(record))
            self._cards[card_id] = card
        return card

    def _decode(self, blob: bytes) -> ScryfallCard:
        return _RECORD.decode(self._inflate(blob))

    def _inflate(self, blob: bytes) -> bytes:
        if self._zdict is None:
            self._zdict = bytes(self._db.execute("SELECT data FROM zdict WHERE id = 1").fetchone()[0])
        unpacker = zlib.decompressobj(zdict=self._zdict)
        return unpacker.decompress(blob) + unpacker.flush()

    # -- the whole pool ---------------------------------------------------------
    def __iter__(self) -> Iterator[Card]:
        """Every card, in database order."""
        for card_id, record in self._db.execute("SELECT id, record FROM cards ORDER BY id"):
            card = self._cards.get(card_id)
            if card is None:
                card = card_from_scryfall(self._decode(record))
                self._cards[card_id] = card
            yield card

    def __len__(self) -> int:
        return int(self._db.execute("SELECT count(*) FROM cards").fetchone()[0])

    def records(self) -> Iterator[bytes]:
        """Each card's JSON record, decompressed (for measuring and re-export)."""
        for (record,) in self._db.execute("SELECT record FROM cards ORDER BY id"):
            yield self._inflate(record)

    def info(self) -> DbInfo:
        meta = dict(self._db.execute("SELECT key, value FROM meta").fetchall())
        languages = [str(r[0]) for r in self._db.execute("SELECT DISTINCT lang FROM names ORDER BY lang")]
        names = int(self._db.execute("SELECT count(*) FROM names").fetchone()[0])
        return DbInfo(
            path=str(self.path),
            embedded=self.path.resolve() == EMBEDDED_PATH.resolve(),
            cards=len(self),
            names=names,
            languages=tuple(languages),
            source=str(meta.get("source", "")),
            date=str(meta.get("date", "")),
            skipped=msgspec.json.decode(meta.get("skipped", "{}"), type=dict[str, int]),
            schema=int(meta.get("schema", 0)),
        )


def _pick(reference: str, rows: list[Any]) -> int:
    """Choose among the cards a key matched: an English full name wins, then an
    English face name, then a localized name; more than one left is ambiguous."""
    ids = {int(r[0]) for r in rows}
    if len(ids) == 1:
        return ids.pop()
    for wanted in ((True, "en"), (False, "en")):
        found = {int(r[0]) for r in rows if bool(r[2]) is wanted[0] and r[1] == wanted[1]}
        if len(found) == 1:
            return found.pop()
    raise AmbiguousReference(reference, sorted({str(r[3]) for r in rows}))
