"""A ``Card`` as a plain JSON-ready record, and back: the database's row format.

The record keeps what the loaders worked out (sides, meld links, a prototype's
face, source fixes), so reading a card needs only the standard ``json``
module and the cached mana cost and type line parsers.

>>> from mtgfaces.cards.mana import ManaCost
>>> from mtgfaces.cards.model import Face, Layout
>>> card = Card(name="Shock", layout=Layout.NORMAL,
...             faces=(Face(name="Shock", mana_cost=ManaCost.parse("{R}")),))
>>> card_from_record(card_to_record(card)) == card
True
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from mtgfaces.cards.colors import Color
from mtgfaces.cards.mana import ManaCost
from mtgfaces.cards.model import Card, Face, Layout, MeldLink, Side, SplitKind
from mtgfaces.cards.typeline import TypeLine
from mtgfaces.errors import MalformedInput

RECORD_VERSION = 1


def card_to_record(card: Card) -> dict[str, Any]:
    """The record of a card; fields at their default are left out."""
    record: dict[str, Any] = {"name": card.name, "layout": card.layout.value}
    record["faces"] = [_face_record(face) for face in card.faces]
    if card.split_kind is not None:
        record["split_kind"] = card.split_kind.value
    if card.meld is not None:
        record["meld"] = [card.meld.partner, card.meld.result]
    if card.meld_parts:
        record["meld_parts"] = list(card.meld_parts)
    if card.keywords:
        record["keywords"] = list(card.keywords)
    if card.oracle_id is not None:
        record["oracle_id"] = card.oracle_id
    if card.data_mana_value is not None:
        record["cmc"] = card.data_mana_value
    if card.data_color_identity is not None:
        record["identity"] = _letters(card.data_color_identity)
    if card.source_quality is not None:
        record["quality"] = card.source_quality
    for flag in ("text_missing", "funny", "digital"):
        if getattr(card, flag):
            record[flag] = True
    return record


def _face_record(face: Face) -> dict[str, Any]:
    record: dict[str, Any] = {"name": face.name}
    if face.side is not Side.FRONT:
        record["side"] = face.side.value
    if not face.mana_cost.is_none:
        record["cost"] = face.mana_cost.text
    if face.type_line:
        record["type"] = face.type_line
    if face.oracle_text:
        record["text"] = face.oracle_text
    if face.color_indicator is not None:
        record["indicator"] = _letters(face.color_indicator)
    for stat in ("power", "toughness", "loyalty", "defense"):
        value = getattr(face, stat)
        if value is not None:
            record[stat] = value
    if face.keywords:
        record["keywords"] = list(face.keywords)
    if face.colors:
        record["colors"] = _letters(face.colors)
    return record


def _letters(colors: tuple[Color, ...]) -> str:
    return "".join(c.value for c in colors)


@lru_cache(maxsize=64)
def _colors(letters: str) -> tuple[Color, ...]:
    return tuple(Color(letter) for letter in letters)


def card_from_record(record: dict[str, Any], *, where: str = "card record") -> Card:
    """Rebuild a card from its record; ``MalformedInput`` if it isn't one."""
    try:
        meld = record.get("meld")
        identity = record.get("identity")
        split_kind = record.get("split_kind")
        return Card(
            name=record["name"],
            layout=Layout(record["layout"]),
            faces=tuple(_face(f) for f in record["faces"]),
            split_kind=SplitKind(split_kind) if split_kind is not None else None,
            meld=MeldLink(partner=meld[0], result=meld[1]) if meld else None,
            meld_parts=tuple(record.get("meld_parts", ())),
            keywords=tuple(record.get("keywords", ())),
            oracle_id=record.get("oracle_id"),
            data_mana_value=record.get("cmc"),
            data_color_identity=_colors(identity) if identity is not None else None,
            source_quality=record.get("quality"),
            text_missing=bool(record.get("text_missing")),
            funny=bool(record.get("funny")),
            digital=bool(record.get("digital")),
        )
    except (KeyError, TypeError, ValueError, IndexError, AttributeError) as error:
        raise MalformedInput(f"not a card record ({type(error).__name__}: {error})", where=where) from None


def _face(record: dict[str, Any]) -> Face:
    cost = record.get("cost", "")
    type_line = record.get("type", "")
    indicator = record.get("indicator")
    return Face(
        name=record["name"],
        side=Side(record.get("side", "front")),
        mana_cost=ManaCost.parse(cost),
        type_line=type_line,
        types=TypeLine.parse(type_line),
        oracle_text=record.get("text", ""),
        color_indicator=_colors(indicator) if indicator is not None else None,
        power=record.get("power"),
        toughness=record.get("toughness"),
        loyalty=record.get("loyalty"),
        defense=record.get("defense"),
        keywords=tuple(record.get("keywords", ())),
        colors=_colors(record.get("colors", "")),
    )
