"""The card database: name lookup in every language, backed by one SQLite file.

The embedded database ships inside the package; ``mtgfaces db import`` writes
a user database that is used from then on. A card is one row and a row per
face (see :mod:`mtgfaces.cards.rows`), built on first use and kept, so
looking up one card reads two rows and parses nothing.

>>> db = CardDB.default()
>>> db.card("Abri de Seijiri").name
'Sejiri Shelter // Sejiri Glacier'
"""

from __future__ import annotations

import os
import re
import sqlite3
from collections.abc import Iterator
from typing import TYPE_CHECKING, Any

from mtgfaces.cards.model import Card
from mtgfaces.cards.names import normalize_name
from mtgfaces.cards.rows import CARD_COLUMNS, CardRow, card_from_row
from mtgfaces.errors import AmbiguousReference, MalformedInput, UnknownCard

if TYPE_CHECKING:
    from mtgfaces.cards.dbinfo import DbInfo

SCHEMA_VERSION = 7  # 7: Scryfall id, set and legalities of each card
# Paths are plain strings here: pathlib costs the command line 5 ms to import.
EMBEDDED_PATH = os.path.join(os.path.dirname(os.path.abspath(__file__)), "data", "cards.sqlite")


def localized_order(name: str, face_names: tuple[str, ...]) -> tuple[str, ...]:
    """The English names whose printed names a card row keeps, in order: the
    full name, then each face name that differs from it."""
    return (name, *(f for f in face_names if f != name))


_TABLES = ("meta", "cards", "names", "fuzzy_words", "fuzzy_cards")  # what a card database reads
# The word index's two tables (mtgfaces.cards.fuzzy): table, key, value.
_WORD_INDEX = {"words": ("fuzzy_words", "initial", "words"), "cards": ("fuzzy_cards", "word", "cards")}
_WORD = re.compile(r"\w+")
_TELLING_WORD = 50  # a word in more names than this is too common to suggest by
MAX_SCORED = 200
"""How many characters of an unknown name fuzzy lookup scores (the longest
real name, an Un-card's, has 141)."""


def user_db_path() -> str:
    """Where ``db import`` writes: ``$MTGFACES_HOME/cards.sqlite``, else the XDG
    data directory (``~/.local/share/mtgfaces/cards.sqlite``)."""
    home = os.environ.get("MTGFACES_HOME")
    if home:
        return os.path.join(home, "cards.sqlite")
    data = os.environ.get("XDG_DATA_HOME") or os.path.join(os.path.expanduser("~"), ".local", "share")
    return os.path.join(data, "mtgfaces", "cards.sqlite")


def active_db_path() -> str:
    """The database in use: ``$MTGFACES_DB`` if set, else an imported user
    database if there is one, else the embedded one."""
    explicit = os.environ.get("MTGFACES_DB")
    if explicit:
        return explicit
    user = user_db_path()
    return user if os.path.exists(user) else EMBEDDED_PATH


class CardDB:
    """Cards by name: full name, any face name, or a localized printed name,
    ignoring case and accents. Opened lazily; cards are decoded on first use."""

    _default: CardDB | None = None

    def __init__(self, path: str | os.PathLike[str]) -> None:
        self.path = os.fspath(path)
        self._conn: sqlite3.Connection | None = None
        self._cards: dict[int, Card] = {}
        self._by_name: dict[str, int] = {}
        self._ids: dict[str, int] = {}  # card name -> id, for every card loaded
        self._keys: list[tuple[str, int]] | None = None

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
            if not os.path.exists(self.path):
                if os.environ.get("MTGFACES_DB") == self.path:
                    raise MalformedInput(
                        "MTGFACES_DB names no file; point it at a card database, or unset it to use the "
                        "imported or embedded one",
                        where=self.path,
                    )
                raise MalformedInput("no card database here; run `mtgfaces db import FILE`", where=self.path)
            uri = f"file:{_uri_path(os.path.abspath(self.path))}?mode=ro&immutable=1"
            try:
                conn = sqlite3.connect(uri, uri=True, check_same_thread=False)
                version = conn.execute("SELECT value FROM meta WHERE key = 'schema'").fetchone()
            except (sqlite3.DatabaseError, UnicodeDecodeError) as error:  # text not UTF-8: damaged too
                raise MalformedInput(f"not a card database ({error})", where=self.path) from None
            if version is None or str(version[0]) != str(SCHEMA_VERSION):
                raise MalformedInput(
                    f"card database schema {version and version[0]!r}, expected {SCHEMA_VERSION}; "
                    "re-run `mtgfaces db import`",
                    where=self.path,
                )
            self._check_tables(conn)
            self._conn = conn
        return self._conn

    def _check_tables(self, conn: sqlite3.Connection) -> None:
        """Every table read is a table: a view in its place could be anything,
        a recursive query that never ends among them."""
        try:
            kinds = dict(conn.execute("SELECT name, type FROM sqlite_master").fetchall())
        except (sqlite3.DatabaseError, UnicodeDecodeError) as error:
            raise MalformedInput(f"not a card database ({error})", where=self.path) from None
        for table in _TABLES:
            if kinds.get(table) != "table":
                what = f"a {kinds[table]}" if table in kinds else "missing"
                raise MalformedInput(
                    f"not a card database: {table!r} is {what}, not a table; import it again "
                    "(`mtgfaces db import`) or go back to the embedded one (`mtgfaces db reset`)",
                    where=self.path,
                )

    def _rows(self, sql: str, parameters: tuple[object, ...] = ()) -> list[Any]:
        try:
            return self._db.execute(sql, parameters).fetchall()
        except (sqlite3.DatabaseError, UnicodeDecodeError) as error:
            raise self._damaged(error) from None

    def _damaged(self, error: Exception) -> MalformedInput:
        # A truncated or overwritten file opens, then fails on a page it lacks.
        return MalformedInput(
            f"the card database is damaged ({error}); import it again (`mtgfaces db import`) "
            "or go back to the embedded one (`mtgfaces db reset`)",
            where=self.path,
        )

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
        rows = self._rows("SELECT card_id, lang, is_full FROM names WHERE key = ?", (key,))
        if not rows:
            scored = self.scored_suggestions(reference)
            raise UnknownCard(reference, [name for name, _ in scored], [score for _, score in scored])
        card_id = self._pick(reference, rows)
        card = self._load(card_id)
        self._by_name[key] = card_id
        return card

    def _pick(self, reference: str, rows: list[Any]) -> int:
        """Choose among the cards a key matched: an English full name wins, then
        an English face name; more than one card left is ambiguous."""
        ids = {int(r[0]) for r in rows}
        if len(ids) > 1:
            for full in (1, 0):
                english = {int(r[0]) for r in rows if r[1] == "en" and r[2] == full}
                if len(english) == 1:
                    return english.pop()
            raise AmbiguousReference(reference, sorted(self._load(i).name for i in ids))
        return ids.pop()

    def get(self, reference: str) -> Card | None:
        """The card, or ``None`` when no card has that name."""
        try:
            return self.card(reference)
        except UnknownCard:
            return None

    def __contains__(self, reference: object) -> bool:
        return isinstance(reference, str) and self.get(reference) is not None

    def _localized(self, card: Card) -> dict[str, dict[str, str]]:
        card_id = self._ids.get(card.name)
        if card_id is None:
            card_id = self._ids.get(self.card(card.name).name)
        rows = self._rows("SELECT localized FROM cards WHERE id = ?", (card_id,))
        if not rows or rows[0][0] is None:
            return {}
        import json  # only the localized names are JSON; the card path needs no json

        try:
            return _by_english(card.name, card.face_names, json.loads(rows[0][0]))
        except (ValueError, TypeError, AttributeError, RecursionError) as error:  # nested too deep
            raise self._damaged(error) from None

    def english_name(self, card: Card, printed: str) -> str | None:
        """The English full or face name of ``card`` that ``printed`` (a name
        in any language, any case or accents) stands for, if any."""
        key = normalize_name(printed)
        for name in (card.name, *card.face_names):
            if normalize_name(name) == key:
                return name
        for names in self._localized(card).values():
            for english, text in names.items():
                if normalize_name(text) == key:
                    return english
        return None

    def localized_name(self, card: Card, lang: str) -> str | None:
        """The card's printed name in ``lang`` (``fr``, ``ja``, ...), if known."""
        return self._localized(card).get(lang, {}).get(card.name)

    def names_of(self, card_name: str, lang: str) -> list[tuple[str, str]]:
        """``(English name, printed name)`` pairs in ``lang`` for the card's full
        name and each face name."""
        return sorted(self._localized(self.card(card_name)).get(lang, {}).items())

    def localized_names(self, card: Card) -> dict[str, str]:
        """The card's printed full name in every language, English included."""
        found = {"en": card.name}
        for lang, names in sorted(self._localized(card).items()):
            if card.name in names:
                found[lang] = names[card.name]
        return found

    def all_localized(self) -> dict[str, dict[str, str]]:
        """Every localized name, ``{English name: {lang: printed name}}``."""
        found: dict[str, dict[str, str]] = {}
        for card in self:
            for lang, names in self._localized(card).items():
                for english, printed in names.items():
                    found.setdefault(english, {})[lang] = printed
        return found

    def suggestions(self, reference: str, *, limit: int = 5) -> list[str]:
        """The real card names closest to ``reference``, best first (see
        :meth:`scored_suggestions`)."""
        return [name for name, _ in self.scored_suggestions(reference, limit=limit)]

    def scored_suggestions(self, reference: str, *, limit: int = 5) -> list[tuple[str, int]]:
        """The real card names closest to ``reference`` (fuzzy, any
        language), each with its score out of 100, best first: a name with a
        whole word of the reference ("valki") before one that only looks
        alike ("Valkyrie's Sword"). Only the first :data:`MAX_SCORED`
        characters are scored: the longest card name is shorter, and
        scoring costs time with the length."""
        query = normalize_name(reference[:MAX_SCORED])
        return self._close_by_words(query, limit) or self._close_by_scoring_all(query, limit)

    def _close_by_words(self, query: str, limit: int) -> list[tuple[str, int]]:
        """Through the word index: the cards holding words like the query's,
        ranked by how like the query their names are (in any language)."""
        from mtgfaces.cards.fuzzy import candidate_cards, ratio  # only errors need them

        ranked = []
        for card_id, word_score in candidate_cards(query, self._word_index):
            card = self._load(card_id)
            names = {card.name, *card.face_names}
            for printed in self._localized(card).values():
                names.update(printed.values())
            # As much how alike its words are as how alike a whole name is:
            # "valki" is all of Valki's first word, and little of its name.
            score = round((word_score + max(ratio(query, normalize_name(name)) for name in names)) / 2)
            ranked.append((-score, card.name))
        ranked.sort()
        return [(name, -score) for score, name in ranked[:limit]]

    def _word_index(self, part: str, keys: list[str]) -> list[tuple[str, str]]:
        """Rows of the word index (``part``: ``words`` by first character, or
        ``cards`` by word) for the given keys."""
        if not keys:
            return []
        table, key, value = _WORD_INDEX[part]
        sql = f"SELECT {key}, {value} FROM {table} WHERE {key} IN ({', '.join('?' * len(keys))})"
        return [(str(k), str(v)) for k, v in self._rows(sql, tuple(keys))]

    def _close_by_scoring_all(self, query: str, limit: int) -> list[tuple[str, int]]:
        """Every name scored: when no word of the query is like a word of a
        name (all its words too common or too short, say)."""
        from rapidfuzz import fuzz, process

        keys = self._all_keys()
        texts = [k for k, _ in keys]
        matches = process.extract(query, texts, scorer=fuzz.WRatio, limit=limit * 8, score_cutoff=60)
        words = {w for w in _WORD.findall(query) if len(w) >= 3}
        holders = {
            w: [i for i, text in enumerate(texts) if w in text and w in _WORD.findall(text)] for w in words
        }
        # A word most names share ("the", "der") tells nothing: only rarer ones count.
        telling = {w for w, found in holders.items() if len(found) <= _TELLING_WORD}
        found = [(bool(telling & set(_WORD.findall(k))), s, i) for k, s, i in matches]
        seen = {i for _, _, i in found}
        for index in sorted({i for w in telling for i in holders[w]} - seen):
            # A telling word in common ranks first, even below the fuzzy cut-off.
            found.append((True, fuzz.WRatio(query, texts[index]), index))
        found.sort(key=lambda item: (not item[0], -item[1], item[2]))
        names: dict[str, int] = {}
        for _, score, index in found:
            names.setdefault(self._name_of(keys[index][1]), round(score))
            if len(names) == limit:
                break
        return list(names.items())

    def _all_keys(self) -> list[tuple[str, int]]:
        if self._keys is None:
            self._keys = [(str(k), int(i)) for k, i in self._rows("SELECT key, card_id FROM names")]
        return self._keys

    def _name_of(self, card_id: int) -> str:
        return self._load(card_id).name

    def _load(self, card_id: int) -> Card:
        card = self._cards.get(card_id)
        if card is None:
            rows = self._rows(f"SELECT {CARD_COLUMNS} FROM cards WHERE id = ?", (card_id,))
            card = self._build(card_id, rows[0] if rows else None)
            self._cards[card_id] = card
            self._ids[card.name] = card_id
        return card

    def _build(self, card_id: int, row: CardRow | None) -> Card:
        if row is None:
            raise MalformedInput(f"card #{card_id} is missing", where=self.path)
        return card_from_row(row, where=f"{self.path}: card #{card_id}")

    # -- the whole pool ---------------------------------------------------------
    def __iter__(self) -> Iterator[Card]:
        """Every card, in database order."""
        try:
            for row in self._db.execute(f"SELECT {CARD_COLUMNS} FROM cards ORDER BY id"):
                card_id = int(row[0])
                card = self._cards.get(card_id)
                if card is None:
                    card = self._build(card_id, row)
                    self._cards[card_id] = card
                    self._ids[card.name] = card_id
                yield card
        except (sqlite3.DatabaseError, UnicodeDecodeError) as error:
            raise self._damaged(error) from None

    def __len__(self) -> int:
        return int(self._rows("SELECT count(*) FROM cards")[0][0])

    def _skipped(self, text: str) -> dict[str, int]:
        import json

        try:
            skipped = json.loads(text)
        except (ValueError, RecursionError) as error:
            raise self._damaged(error) from None
        return skipped if isinstance(skipped, dict) else {}

    def info(self) -> DbInfo:
        try:
            return self._info()
        except (ValueError, TypeError) as error:  # a count that isn't one: a damaged file
            raise self._damaged(error) from None

    def languages(self) -> tuple[str, ...]:
        """The language codes of the names the database holds, ``en`` included."""
        rows = self._rows("SELECT value FROM meta WHERE key = 'languages'")
        return tuple(str(rows[0][0]).split()) if rows else ()

    def _info(self) -> DbInfo:
        from mtgfaces.cards.dbinfo import DbInfo  # only db info needs these
        from mtgfaces.cards.sets import summarize

        meta = dict(self._rows("SELECT key, value FROM meta"))
        languages = self.languages()
        names = int(self._rows("SELECT count(*) FROM names")[0][0])
        return DbInfo(
            path=self.path,
            embedded=os.path.realpath(self.path) == os.path.realpath(EMBEDDED_PATH),
            cards=len(self),
            names=names,
            languages=tuple(languages),
            source=str(meta.get("source", "")),
            date=str(meta.get("date", "")),
            skipped=self._skipped(meta.get("skipped", "{}")),
            schema=int(meta.get("schema", 0)),
            spoiler_text=int(self._rows("SELECT count(*) FROM cards WHERE quality = 'spoiler'")[0][0]),
            no_rules_text=int(self._rows("SELECT count(*) FROM cards WHERE flags & 1")[0][0]),
            older_wording=int(meta.get("older_wording", 0)),
            no_legalities=int(self._rows("SELECT count(*) FROM cards WHERE legalities IS NULL")[0][0]),
            sets=summarize(
                {
                    str(code).lower(): int(n)
                    for code, n in self._rows(
                        "SELECT set_code, count(*) FROM cards WHERE set_code IS NOT NULL GROUP BY set_code"
                    )
                }
            ),
        )


def _by_english(
    name: str, face_names: tuple[str, ...], stored: dict[str, list[str | None]]
) -> dict[str, dict[str, str]]:
    order = localized_order(name, face_names)
    return {
        lang: {english: text for english, text in zip(order, texts, strict=False) if text is not None}
        for lang, texts in stored.items()
    }


def _uri_path(path: str) -> str:
    """Escape a file path for an SQLite ``file:`` URI (the characters it gives
    a meaning: ``%``, ``?`` and ``#``)."""
    return path.replace("%", "%25").replace("?", "%3f").replace("#", "%23")
