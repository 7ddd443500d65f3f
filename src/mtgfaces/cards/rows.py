"""A ``Card`` as rows of the card database, and back.

One row per card, plain SQLite columns; the faces are one column of fields
joined by ASCII separator characters, which no card text contains (the
writer refuses any that does). Reading a card takes a few ``str.split`` calls
and the cached mana cost and type line parsers: no JSON, whose import alone
would cost the command line 3 ms, and one bound column instead of a row per
face when writing.
"""

from __future__ import annotations

from functools import lru_cache

from mtgfaces.cards.colors import Color
from mtgfaces.cards.mana import ManaCost
from mtgfaces.cards.model import Card, Face, Layout, Legalities, Legality, MeldLink, Side, SplitKind
from mtgfaces.cards.typeline import TypeLine
from mtgfaces.errors import MalformedInput

SEPARATOR = "\x1f"  # between the items of a list, and between a face's fields
FACE_SEPARATOR = "\x1e"  # between faces
KEYWORD_SEPARATOR = "\x1d"  # between a face's keywords

CARD_COLUMNS = (
    "id, name, layout, split_kind, meld_partner, meld_result, meld_parts, keywords, "
    "oracle_id, cmc, identity, quality, flags, faces, scryfall_id, set_code, legalities"
)
CardRow = tuple[
    int,
    str,
    str,
    str | None,
    str | None,
    str | None,
    str,
    str,
    str | None,
    float | None,
    str | None,
    str | None,
    int,
    str,
    str | None,
    str | None,
    str | None,
]

_TEXT_MISSING, _FUNNY, _DIGITAL = 1, 2, 4

# A card's legalities take one letter per format in this order (the formats
# of Scryfall's ``legalities``), so the pool's 24,000 sets of them cost half a
# megabyte; a format not listed here follows as ``name=status``.
_FORMATS = (
    "standard", "pioneer", "modern", "legacy", "vintage", "pauper", "commander", "brawl",
    "historic", "historicbrawl", "alchemy", "explorer", "timeless", "standardbrawl", "duel",
    "oldschool", "premodern", "penny", "gladiator", "future", "paupercommander", "oathbreaker", "predh",
)  # fmt: skip
_LETTER = {Legality.LEGAL: "l", Legality.BANNED: "b", Legality.RESTRICTED: "r", Legality.NOT_LEGAL: "-"}
_STATUS = {letter: status for status, letter in _LETTER.items()}


def card_row(card: Card, card_id: int) -> CardRow:
    """The card's row. ``MalformedInput`` if its text holds a separator."""
    flags = (
        (_TEXT_MISSING if card.text_missing else 0)
        | (_FUNNY if card.funny else 0)
        | (_DIGITAL if card.digital else 0)
    )
    faces = FACE_SEPARATOR.join(_face_field(face) for face in card.faces)
    return (
        card_id,
        _clean(card.name, card),
        str(card.layout),
        str(card.split_kind) if card.split_kind else None,
        card.meld.partner if card.meld else None,
        card.meld.result if card.meld else None,
        SEPARATOR.join(_clean(p, card) for p in card.meld_parts),
        SEPARATOR.join(_clean(k, card) for k in card.keywords),
        card.oracle_id,
        card.data_mana_value,
        "".join(card.data_color_identity) if card.data_color_identity is not None else None,
        card.source_quality,
        flags,
        faces,
        card.scryfall_id,
        card.set_code,
        _legalities_field(card.legalities, card) if card.legalities is not None else None,
    )


def _legalities_field(legalities: Legalities, card: Card) -> str:
    given = dict(legalities.formats)
    letters = "".join(_LETTER[given.pop(name, Legality.NOT_LEGAL)] for name in _FORMATS).rstrip("-")
    extra = [_clean(f"{name}={status.value}", card) for name, status in given.items()]
    return SEPARATOR.join([_clean(legalities.as_of or "", card), letters, *extra])


def _legalities(field: str) -> Legalities:
    as_of, letters, *extra = field.split(SEPARATOR)
    given = {name: _STATUS[letter] for name, letter in zip(_FORMATS, letters, strict=False) if letter != "-"}
    for item in extra:
        name, _, status = item.rpartition("=")  # a status holds no "="
        given[name] = Legality(status)
    return Legalities.of(given, as_of or None)


def _face_field(face: Face) -> str:
    fields = (
        face.name,
        face.side,
        face.mana_cost.text,
        face.type_line,
        face.oracle_text,
        "".join(face.color_indicator) if face.color_indicator is not None else "-",
        face.power or "",
        face.toughness or "",
        face.loyalty or "",
        face.defense or "",
        KEYWORD_SEPARATOR.join(face.keywords),
        "".join(face.colors),  # StrEnum members are their letters
    )
    joined = SEPARATOR.join(fields)
    # One count each instead of a scan per field: a separator inside any field
    # shows up as one too many.
    if joined.count(SEPARATOR) != len(fields) - 1 or FACE_SEPARATOR in joined:
        raise MalformedInput("a control character (U+001D-U+001F) in its text", where=f"card {face.name!r}")
    return joined


def _clean(text: str, card: Card) -> str:
    if SEPARATOR in text or FACE_SEPARATOR in text or KEYWORD_SEPARATOR in text:
        raise MalformedInput(f"a control character in {text!r}", where=f"card {card.name!r}")
    return text


def card_from_row(row: CardRow, *, where: str = "card database") -> Card:
    """Rebuild a card from its row; ``MalformedInput`` naming ``where`` if it
    isn't a card's."""
    try:
        (_, name, layout, split_kind, partner, result, parts, keywords) = row[:8]
        (oracle_id, cmc, identity, quality, flags, faces, scryfall_id, set_code, legalities) = row[8:]
        return Card(
            name=name,
            layout=Layout(layout),
            faces=tuple(_face(face) for face in faces.split(FACE_SEPARATOR)),
            split_kind=SplitKind(split_kind) if split_kind is not None else None,
            meld=MeldLink(partner, result) if partner is not None and result is not None else None,
            meld_parts=_split(parts, SEPARATOR),
            keywords=_split(keywords, SEPARATOR),
            oracle_id=oracle_id,
            data_mana_value=cmc,
            data_color_identity=_colors(identity) if identity is not None else None,
            source_quality=quality,
            text_missing=bool(flags & _TEXT_MISSING),
            funny=bool(flags & _FUNNY),
            digital=bool(flags & _DIGITAL),
            scryfall_id=scryfall_id,
            set_code=set_code,
            legalities=_legalities(legalities) if legalities is not None else None,
        )
    except (TypeError, ValueError, AttributeError, KeyError, MalformedInput) as error:
        raise MalformedInput(f"not a card's row ({error})", where=where) from None


def _face(field: str) -> Face:
    (name, side, cost, type_line, text, indicator, power, toughness, loyalty, defense, keywords, colors) = (
        field.split(SEPARATOR)
    )
    return Face(
        name=name,
        side=Side(side),
        mana_cost=ManaCost.parse(cost),
        type_line=type_line,
        types=TypeLine.parse(type_line),
        oracle_text=text,
        color_indicator=None if indicator == "-" else _colors(indicator),
        power=power or None,
        toughness=toughness or None,
        loyalty=loyalty or None,
        defense=defense or None,
        keywords=_split(keywords, KEYWORD_SEPARATOR),
        colors=_colors(colors),
    )


@lru_cache(maxsize=64)
def _colors(letters: str) -> tuple[Color, ...]:
    return tuple(Color(letter) for letter in letters)


def _split(joined: str, separator: str) -> tuple[str, ...]:
    return tuple(joined.split(separator)) if joined else ()
