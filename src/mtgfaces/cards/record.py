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
from mtgfaces.cards.model import Card, Face, Layout, Legalities, MeldLink, Side, SplitKind
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
    for key, printing in (("scryfall_id", card.scryfall_id), ("set", card.set_code)):
        if printing is not None:
            record[key] = printing  # the one printing the data kept
    if card.legalities is not None:
        record["legalities"] = legalities_record(card.legalities)
    return record


def legalities_record(legalities: Legalities) -> dict[str, Any]:
    """``{"as_of": date or null, "formats": {format: status}}``, the formats
    where the card is anything but not legal."""
    return {"as_of": legalities.as_of, "formats": {name: status.value for name, status in legalities.formats}}


def _legalities(record: dict[str, Any]) -> Legalities | None:
    value = record.get("legalities")
    if value is None:
        return None
    if not isinstance(value, dict) or not isinstance(value.get("formats"), dict):
        raise TypeError(f"'legalities' must be {{'as_of': ..., 'formats': {{...}}}}, got {value!r}")
    formats = value["formats"]
    if not all(isinstance(k, str) and isinstance(v, str) for k, v in formats.items()):
        raise TypeError("'legalities.formats' must map format names to statuses")
    return Legalities.of(formats, _optional_str(value, "as_of"))


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
    return tuple(Color(letter) for letter in letters)  # ValueError for a non-color


def card_from_record(record: dict[str, Any], *, where: str = "card record") -> Card:
    """Rebuild a card from its record; ``MalformedInput`` if it isn't one."""
    try:
        if not isinstance(record, dict):
            raise TypeError(f"expected an object, got {type(record).__name__}")
        meld = record.get("meld")
        identity = _optional_str(record, "identity")
        split_kind = _optional_str(record, "split_kind")
        faces = record["faces"]
        if not isinstance(faces, list) or not faces:
            raise TypeError("'faces' must be a non-empty list")
        if meld is not None and not (
            isinstance(meld, list) and len(meld) == 2 and all(isinstance(m, str) for m in meld)
        ):
            raise TypeError("'meld' must be [partner, result]")
        cmc = record.get("cmc")
        if cmc is not None and (isinstance(cmc, bool) or not isinstance(cmc, (int, float))):
            raise TypeError("'cmc' must be a number")
        return Card(
            name=_str(record, "name"),
            layout=Layout(_str(record, "layout")),
            faces=tuple(_face(f) for f in faces),
            split_kind=SplitKind(split_kind) if split_kind is not None else None,
            meld=MeldLink(partner=meld[0], result=meld[1]) if meld else None,
            meld_parts=_strs(record, "meld_parts"),
            keywords=_strs(record, "keywords"),
            oracle_id=_optional_str(record, "oracle_id"),
            data_mana_value=cmc,
            data_color_identity=_colors(identity) if identity is not None else None,
            source_quality=_optional_str(record, "quality"),
            text_missing=_flag(record, "text_missing"),
            funny=_flag(record, "funny"),
            digital=_flag(record, "digital"),
            scryfall_id=_optional_str(record, "scryfall_id"),
            set_code=_optional_str(record, "set"),
            legalities=_legalities(record),
        )
    except (KeyError, TypeError, ValueError, IndexError, AttributeError, MalformedInput) as error:
        raise MalformedInput(f"not a card record ({type(error).__name__}: {error})", where=where) from None


def _str(record: dict[str, Any], key: str, default: str | None = None) -> str:
    value = record[key] if default is None else record.get(key, default)
    if not isinstance(value, str):
        raise TypeError(f"{key!r} must be a string, got {value!r}")
    return value


def _optional_str(record: dict[str, Any], key: str) -> str | None:
    value = record.get(key)
    if value is not None and not isinstance(value, str):
        raise TypeError(f"{key!r} must be a string or absent, got {value!r}")
    return value


def _strs(record: dict[str, Any], key: str) -> tuple[str, ...]:
    value = record.get(key, [])
    if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
        raise TypeError(f"{key!r} must be a list of strings, got {value!r}")
    return tuple(value)


def _flag(record: dict[str, Any], key: str) -> bool:
    value = record.get(key, False)
    if not isinstance(value, bool):
        raise TypeError(f"{key!r} must be true or false, got {value!r}")
    return value


def _face(record: dict[str, Any]) -> Face:
    if not isinstance(record, dict):
        raise TypeError(f"a face must be an object, got {record!r}")
    indicator = _optional_str(record, "indicator")
    type_line = _str(record, "type", "")
    return Face(
        name=_str(record, "name"),
        side=Side(_str(record, "side", "front")),
        mana_cost=ManaCost.parse(_str(record, "cost", "")),
        type_line=type_line,
        types=TypeLine.parse(type_line),
        oracle_text=_str(record, "text", ""),
        color_indicator=_colors(indicator) if indicator is not None else None,
        power=_optional_str(record, "power"),
        toughness=_optional_str(record, "toughness"),
        loyalty=_optional_str(record, "loyalty"),
        defense=_optional_str(record, "defense"),
        keywords=_strs(record, "keywords"),
        colors=_colors(_str(record, "colors", "")),
    )
