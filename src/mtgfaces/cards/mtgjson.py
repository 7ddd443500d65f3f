"""MTGJSON AtomicCards files: each entry becomes a Scryfall card object, then a ``Card``.

An AtomicCards file is ``{"meta": ..., "data": {name: [face, ...]}}``. Each
entry is turned into the :class:`~mtgfaces.cards.scryfall.ScryfallCard` that
Scryfall would publish for it and handed to
:func:`~mtgfaces.cards.scryfall.card_from_scryfall`, so that every source
reaches ``Card`` by one path.

The differences from Scryfall's shape that matter:

- MTGJSON has an ``aftermath`` layout; Scryfall files those cards under
  ``split`` (CR 702.127 aftermath cards are split cards, CR 709).
- A meld part's entry is keyed ``"Part // Result"`` and its face is side ``a``
  (some files also list the result as a side ``b`` face there); the melded
  result has an entry of its own with a single side ``b`` face. Scryfall has
  one object per part and one for the result, linked by ``all_parts``
  (CR 712.4).
- Keywords are listed per face; Scryfall lists them per card.
"""

from __future__ import annotations

import gzip
import os
import re
import zlib
from collections.abc import Iterable, Iterator, Mapping
from typing import Any

import msgspec

from mtgfaces.cards.colors import Color
from mtgfaces.cards.model import Card
from mtgfaces.cards.scryfall import (
    ScryfallCard,
    ScryfallFace,
    ScryfallPart,
    SkippedCard,
    card_from_scryfall,
    check_name,
)
from mtgfaces.errors import MalformedInput

__all__ = [
    "MTGJSON_LANGUAGES",
    "MtgjsonLoad",
    "load_mtgjson",
    "localized_names_from_mtgjson",
    "scryfall_objects_from_mtgjson",
]

MTGJSON_LANGUAGES: Mapping[str, str] = {
    "German": "de",
    "Spanish": "es",
    "French": "fr",
    "Italian": "it",
    "Japanese": "ja",
    "Korean": "ko",
    "Portuguese (Brazil)": "pt",
    "Russian": "ru",
    "Chinese Simplified": "zhs",
    "Chinese Traditional": "zht",
}
"""MTGJSON's ``foreignData`` language names and the Scryfall language codes we
use for them. Other languages (Phyrexian, Hebrew, ...) are not read."""

_GZIP_MAGIC = b"\x1f\x8b"
_SEPARATOR = " // "

# Layouts of double-faced cards (CR 712.1), to which Scryfall gives no card-level
# mana cost: each face has its own.
_DOUBLE_FACED = frozenset(
    {"transform", "modal_dfc", "battle", "double_faced_token", "reversible_card", "art_series"}
)


class _Identifiers(msgspec.Struct, kw_only=True, rename="camel"):
    scryfall_oracle_id: str | None = None


class _ForeignName(msgspec.Struct, kw_only=True, rename="camel"):
    language: str
    name: str
    face_name: str | None = None


class _Face(msgspec.Struct, kw_only=True, rename="camel"):
    """One MTGJSON atomic card object (the fields we read). ``null`` is accepted
    wherever a field may be left out."""

    name: str
    layout: str
    face_name: str | None = None
    side: str | None = None
    mana_cost: str | None = None
    mana_value: float | None = None
    face_mana_value: float | None = None
    type: str | None = None
    text: str | None = None
    color_indicator: list[Color] | None = None
    color_identity: list[Color] | None = None
    power: str | None = None
    toughness: str | None = None
    loyalty: str | None = None
    defense: str | None = None
    keywords: list[str] | None = None
    identifiers: _Identifiers | None = None
    foreign_data: list[_ForeignName] | None = None
    is_funny: bool | None = None


class _AtomicCards(msgspec.Struct):
    data: dict[str, list[_Face]]


class _Entry(msgspec.Struct, frozen=True):
    key: str
    faces: tuple[_Face, ...]  # in side order a, b, c


class MtgjsonLoad(msgspec.Struct, frozen=True, kw_only=True):
    """What :func:`load_mtgjson` read from one AtomicCards file.

    ``localized`` maps an English name (a full ``A // B`` name or a face's
    name) to ``{language code: printed name}``; ``skipped`` counts the entries
    left out because their layout is not a game card, by layout.
    """

    cards: tuple[Card, ...]
    localized: dict[str, dict[str, str]]
    skipped: dict[str, int]


def load_mtgjson(path: str | os.PathLike[str]) -> MtgjsonLoad:
    """Read an AtomicCards JSON file, plain or gzip-compressed (told apart by
    the gzip magic bytes), into cards and localized names.

    Entries with a non-game layout (:data:`~mtgfaces.cards.model.NON_GAME_LAYOUTS`)
    are skipped and counted. Raises ``MalformedInput`` naming the file (and
    the entry, when one is at fault) for unreadable or malformed data.
    """
    where = os.fspath(path)
    try:
        with open(path, "rb") as handle:
            raw = handle.read()
    except OSError as error:
        raise MalformedInput(f"can't read the file: {error.strerror}", where=where) from None
    if raw.startswith(_GZIP_MAGIC):
        try:
            raw = gzip.decompress(raw)
        except (OSError, EOFError, zlib.error) as error:
            raise MalformedInput(f"not a readable gzip file: {error}", where=where) from None
    entries = _decode(raw, where)
    cards: list[Card] = []
    skipped: dict[str, int] = {}
    for key, obj in _scryfall_objects(entries):
        try:
            cards.append(card_from_scryfall(obj))
        except SkippedCard as skip:
            skipped[skip.layout] = skipped.get(skip.layout, 0) + 1
        except MalformedInput as error:
            raise MalformedInput(f"entry {key!r}: {error}", where=where) from None
    return MtgjsonLoad(cards=tuple(cards), localized=_localized_names(entries, where), skipped=skipped)


def scryfall_objects_from_mtgjson(
    data: Mapping[str, Any], *, where: str = "<mtgjson>"
) -> Iterator[ScryfallCard]:
    """One Scryfall card object per AtomicCards entry of ``data`` (a decoded
    AtomicCards document, ``{"data": {name: [face, ...]}}``).

    A melded result that appears only as the side ``b`` face of its parts'
    entries gets an object of its own too. The whole document is checked
    before the first object is produced: ``MalformedInput``, with ``where``
    naming the source, says which entry is wrong and what was expected.
    """
    entries = _entries_from_mapping(data, where)
    for _key, obj in _scryfall_objects(entries):
        yield obj


def localized_names_from_mtgjson(
    data: Mapping[str, Any], *, where: str = "<mtgjson>"
) -> dict[str, dict[str, str]]:
    """``{English name: {language code: printed name}}`` from the entries'
    ``foreignData``: the full ``A // B`` name and each face's own name."""
    return _localized_names(_entries_from_mapping(data, where), where)


# -- reading and checking -------------------------------------------------------


def _decode(raw: bytes, where: str) -> list[_Entry]:
    try:
        document = msgspec.json.decode(raw, type=_AtomicCards)
    except msgspec.ValidationError as error:
        # Typed decoding names the path only as `$.data[...]`; decode again
        # without types to say which entry is wrong.
        _entries_from_mapping(_decode_untyped(raw, where), where)
        raise MalformedInput(str(error), where=where) from None
    except msgspec.DecodeError as error:
        raise MalformedInput(f"not valid JSON: {error}", where=where) from None
    except RecursionError:
        raise MalformedInput(_TOO_DEEP, where=where) from None
    return [_entry(key, faces, where) for key, faces in document.data.items()]


_TOO_DEEP = "not valid JSON: nested too deeply (an AtomicCards file nests a few levels)"


def _decode_untyped(raw: bytes, where: str) -> Any:
    try:
        return msgspec.json.decode(raw)
    except msgspec.DecodeError as error:
        raise MalformedInput(f"not valid JSON: {error}", where=where) from None
    except RecursionError:
        raise MalformedInput(_TOO_DEEP, where=where) from None


def _entries_from_mapping(document: object, where: str) -> list[_Entry]:
    if not isinstance(document, Mapping):
        raise MalformedInput(
            f"expected an AtomicCards object with a `data` mapping, got {_kind(document)}",
            where=where,
        )
    data = document.get("data")
    if not isinstance(data, Mapping):
        got = "nothing" if "data" not in document else _kind(data)
        raise MalformedInput(
            f"expected `data` to be an object mapping card names to lists of faces, got {got}",
            where=where,
        )
    entries: list[_Entry] = []
    for key, value in data.items():
        if not isinstance(key, str):
            raise MalformedInput(f"entry key {key!r}: expected a card name string", where=where)
        if not isinstance(value, list | tuple) or not value:
            raise MalformedInput(
                f"entry {key!r}: expected a non-empty list of face objects, got {_kind(value)}",
                where=where,
            )
        faces: list[_Face] = []
        for index, raw_face in enumerate(value):
            if not isinstance(raw_face, Mapping):
                raise MalformedInput(
                    f"entry {key!r}, face {index}: expected a face object, got {_kind(raw_face)}",
                    where=where,
                )
            try:
                faces.append(msgspec.convert(dict(raw_face), _Face))
            except msgspec.ValidationError as error:
                raise MalformedInput(
                    f"entry {key!r}, face {index}: {_face_error(error, key, index)}", where=where
                ) from None
        entries.append(_entry(key, faces, where))
    return entries


def _entry(key: str, faces: list[_Face], where: str) -> _Entry:
    if not faces:
        raise MalformedInput(
            f"entry {key!r}: expected a non-empty list of face objects, got an empty list",
            where=where,
        )
    # Faces are listed a, b(, c); a face without a side sorts after those with one.
    ordered = sorted(faces, key=lambda f: (f.side is None, f.side or ""))
    return _Entry(key, tuple(ordered))


def _face_error(error: msgspec.ValidationError, key: str, index: int) -> str:
    # msgspec's path starts at the face; make it start at the document.
    path = f"$.data[{msgspec.json.encode(key).decode()}][{index}]"
    message = str(error).replace("`$", f"`{path}", 1)
    if "missing required field" in message and " - at `" not in message:
        message += " (every face needs a string `name` and `layout`)"
    return message


def _kind(value: object) -> str:
    if value is None:
        return "null"
    if isinstance(value, Mapping):
        return "an object"
    if isinstance(value, list | tuple):
        return "an empty list" if not value else "a list"
    return f"{type(value).__name__} {value!r}"[:80]


# -- MTGJSON entries to Scryfall card objects -------------------------------------


class _MeldIndex:
    """Which two cards meld into which result (CR 712.4), from every meld entry.

    When a part's partner has no entry in the file (a subset of AtomicCards),
    the part's own text names it: "(Melds with X.)" or "... named X, exile them".
    """

    def __init__(self, entries: Iterable[_Entry]) -> None:
        self.parts: dict[str, list[str]] = {}  # result -> its parts, in file order
        self.has_entry: set[str] = set()  # results with an entry of their own
        self.back_faces: dict[str, tuple[str, _Face]] = {}  # result -> (entry key, face)
        texts: dict[str, str] = {}
        for entry in entries:
            if entry.faces[0].layout != "meld":
                continue
            part, result = _meld_roles(entry)
            if result is None:
                continue
            if part is None:
                self.has_entry.add(result)
                continue
            known = self.parts.setdefault(result, [])
            if part not in known:
                known.append(part)
            front = _side(entry, "a") or entry.faces[0]
            texts.setdefault(part, front.text or "")
            back = _side(entry, "b")
            if back is not None:
                self.back_faces.setdefault(result, (entry.key, back))
        for known in self.parts.values():
            if len(known) == 1:
                named = _named_partner(texts[known[0]])
                if named is not None and named != known[0]:
                    known.append(named)

    def partner(self, part: str, result: str) -> str | None:
        """The other card that melds with ``part`` into ``result``, if one is known."""
        others = [p for p in self.parts.get(result, []) if p != part]
        return others[0] if len(others) == 1 else None


def _scryfall_objects(entries: list[_Entry]) -> Iterator[tuple[str, ScryfallCard]]:
    melds = _MeldIndex(entries)
    for entry in entries:
        if entry.faces[0].layout == "meld":
            yield entry.key, _meld_object(entry, melds)
        else:
            yield entry.key, _card_object(entry)
    # A melded result only listed as its parts' side b face still is a card (CR 712.4).
    for result, (key, face) in melds.back_faces.items():
        if result not in melds.has_entry:
            yield key, _meld_result_object(result, face, melds)


_PROTOTYPE_RE = re.compile(r"^Prototype \{", re.MULTILINE)


def _layout(face: _Face) -> str:
    """The Scryfall layout name for an MTGJSON face's layout."""
    if face.layout == "aftermath":
        # CR 702.127: an aftermath card is a split card; Scryfall files it under `split`.
        return "split"
    if face.layout == "normal" and (
        "Prototype" in (face.keywords or []) or _PROTOTYPE_RE.search(face.text or "")
    ):
        # CR 718: a prototype card. MTGJSON files it as `normal`, Scryfall as `prototype`.
        return "prototype"
    return face.layout


def _card_object(entry: _Entry) -> ScryfallCard:
    first = entry.faces[0]
    layout = _layout(first)
    sided = [f for f in entry.faces if f.side is not None]
    if len(sided) < 2:
        # A single-faced card. Several side-less faces under one name are
        # variants of one card (Un-set cards); the first one stands for it.
        return _single_object(first, first.name, layout, first.keywords or [])
    faces = [_scryfall_face(f) for f in sided]
    costs = [f.mana_cost for f in faces if f.mana_cost]
    return ScryfallCard(
        name=first.name,
        layout=layout,
        oracle_id=_oracle_id(first),
        # The card's mana value (CR 202.3): a split card's is both halves' (709.4),
        # a double-faced card's its front face's (712.8a); MTGJSON's manaValue is it.
        cmc=first.mana_value,
        mana_cost="" if layout in _DOUBLE_FACED else _SEPARATOR.join(costs),
        type_line=_SEPARATOR.join(f.type_line for f in faces),
        color_identity=first.color_identity,
        keywords=_keywords(sided),
        card_faces=faces,
        funny=bool(first.is_funny),
    )


def _single_object(face: _Face, name: str, layout: str, keywords: list[str]) -> ScryfallCard:
    return ScryfallCard(
        name=name,
        layout=layout,
        oracle_id=_oracle_id(face),
        mana_cost=face.mana_cost or "",
        cmc=face.mana_value,
        type_line=face.type or "",
        oracle_text=face.text or "",
        color_indicator=face.color_indicator,
        color_identity=face.color_identity,
        power=face.power,
        toughness=face.toughness,
        loyalty=face.loyalty,
        defense=face.defense,
        keywords=list(keywords),
        funny=bool(face.is_funny),
    )


def _scryfall_face(face: _Face) -> ScryfallFace:
    return ScryfallFace(
        name=face.face_name or face.name,
        mana_cost=face.mana_cost or "",
        type_line=face.type or "",
        oracle_text=face.text or "",
        color_indicator=face.color_indicator,
        power=face.power,
        toughness=face.toughness,
        loyalty=face.loyalty,
        defense=face.defense,
    )


def _meld_object(entry: _Entry, melds: _MeldIndex) -> ScryfallCard:
    part, result = _meld_roles(entry)
    if result is None:
        # No side and no "Part // Result" name: nothing says how it melds.
        face = entry.faces[0]
        return _single_object(face, face.name, "meld", face.keywords or [])
    if part is None:
        face = _side(entry, "b") or entry.faces[0]
        return _meld_result_object(result, face, melds)
    face = _side(entry, "a") or entry.faces[0]
    obj = _single_object(face, part, "meld", face.keywords or [])
    partner = melds.partner(part, result)
    pieces = [] if partner is None else [ScryfallPart(name=partner, component="meld_part")]
    # Without a partner, card_from_scryfall leaves the card unlinked (``meld`` None).
    obj.all_parts = [
        *pieces,
        ScryfallPart(name=part, component="meld_part", type_line=obj.type_line),
        ScryfallPart(name=result, component="meld_result"),
    ]
    return obj


def _meld_result_object(result: str, face: _Face, melds: _MeldIndex) -> ScryfallCard:
    obj = _single_object(face, result, "meld", face.keywords or [])
    obj.all_parts = [
        # Scryfall lists the parts in alphabetical order.
        *(ScryfallPart(name=p, component="meld_part") for p in sorted(melds.parts.get(result, []))),
        ScryfallPart(name=result, component="meld_result", type_line=obj.type_line),
    ]
    return obj


def _meld_roles(entry: _Entry) -> tuple[str | None, str | None]:
    """``(part, result)`` names of a meld entry; ``part`` is None for the result's own."""
    front = _side(entry, "a")
    back = _side(entry, "b")
    result = (back.face_name or back.name) if back is not None else None
    if front is None:
        return None, result
    names = front.name.split(_SEPARATOR)
    part = front.face_name or names[0]
    if result is None and len(names) > 1:
        result = names[-1]
    return part, result


_MELDS_WITH_RE = re.compile(r"\(Melds with (.+?)\.\)")
_NAMED_RE = re.compile(r"\bnamed (.+?)(?:, exile them| are )")


def _named_partner(text: str) -> str | None:
    """The partner a meld card's text names: its reminder text ("Melds with X.")
    or its meld ability ("... and a creature named X, exile them", CR 712.4)."""
    match = _MELDS_WITH_RE.search(text) or _NAMED_RE.search(text)
    return match.group(1) if match else None


def _side(entry: _Entry, side: str) -> _Face | None:
    return next((f for f in entry.faces if f.side == side), None)


def _oracle_id(face: _Face) -> str | None:
    return face.identifiers.scryfall_oracle_id if face.identifiers is not None else None


def _keywords(faces: Iterable[_Face]) -> list[str]:
    """The card's keywords: every face's, once each, as Scryfall lists them."""
    return list(dict.fromkeys(k for f in faces for k in f.keywords or []))


# -- localized names ---------------------------------------------------------------


def _localized_names(entries: Iterable[_Entry], where: str) -> dict[str, dict[str, str]]:
    localized: dict[str, dict[str, str]] = {}

    def add(english: str, code: str, printed: str | None, entry: _Entry) -> None:
        if printed:
            check_name(printed, what=f"the {code!r} name", where=f"{where}: entry {entry.key!r}")
            localized.setdefault(english, {}).setdefault(code, printed)

    for entry in entries:
        for face in entry.faces:
            own = face.face_name if face.face_name and face.face_name != face.name else None
            for foreign in face.foreign_data or []:
                code = MTGJSON_LANGUAGES.get(foreign.language)
                if code is None:
                    continue
                add(face.name, code, foreign.name, entry)
                if own is not None:
                    add(own, code, foreign.face_name or _meld_face_name(face, own, foreign), entry)
    return localized


def _meld_face_name(face: _Face, own: str, foreign: _ForeignName) -> str | None:
    """A meld part's ``foreignData`` has no ``faceName``: its ``name`` is the
    part's own printed name (or, in some files, ``"Part // Result"``)."""
    if face.layout != "meld":
        return None
    printed = foreign.name.split(_SEPARATOR)
    english = face.name.split(_SEPARATOR)
    if len(printed) == 1:
        return printed[0]
    if len(printed) == len(english) and own in english:
        return printed[english.index(own)]
    return None
