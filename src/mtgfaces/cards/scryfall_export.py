"""Cards back to Scryfall card objects: the inverse of the Scryfall loader.

``card_from_scryfall(ScryfallCard(**card_to_scryfall(card)))`` gives the same
card back; the tests check that for the whole pool. Useful to hand cards to
any tool that reads Scryfall's format, and to build Scryfall-format files.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Iterator
from typing import Any

from mtgfaces.cards.model import Card, Face, Layout, Side

_SCRYFALL_LAYOUT = {Layout.OMEN: "adventure"}  # CR 720: Scryfall files omens as adventures


def card_to_scryfall(card: Card) -> dict[str, Any]:
    """A Scryfall card object for ``card`` (the fields the loader reads)."""
    obj: dict[str, Any] = {
        "object": "card",
        "name": card.name,
        "lang": "en",
        "layout": _SCRYFALL_LAYOUT.get(card.layout, card.layout.value),
    }
    if card.scryfall_id is not None:
        obj["id"] = card.scryfall_id
    if card.oracle_id is not None:
        obj["oracle_id"] = card.oracle_id
    if card.set_code is not None:
        obj["set"] = card.set_code
    if card.data_mana_value is not None:
        obj["cmc"] = card.data_mana_value
    faces = [f for f in card.faces if f.side is not Side.PROTOTYPE]  # CR 718.2: it's in the text
    if len(faces) == 1:
        obj.update(_face_fields(faces[0]))
    else:
        obj["mana_cost"] = " // ".join(f.mana_cost.text for f in faces)
        obj["type_line"] = " // ".join(f.type_line for f in faces)
        obj["card_faces"] = [{"object": "card_face", **_face_fields(f)} for f in faces]
    if card.data_color_identity is not None:
        obj["color_identity"] = [c.value for c in card.data_color_identity]
    obj["keywords"] = list(card.keywords)
    parts = _meld_parts(card)
    if parts:
        obj["all_parts"] = parts
    if card.source_quality is not None:
        obj["source_quality"] = card.source_quality
    for flag in ("text_missing", "funny", "digital"):
        if getattr(card, flag):
            obj[flag] = True
    if card.legalities is not None:
        obj["legalities"] = {name: status.value for name, status in card.legalities.formats}
    return obj


def _face_fields(face: Face) -> dict[str, Any]:
    fields: dict[str, Any] = {
        "name": face.name,
        "mana_cost": face.mana_cost.text,
        "type_line": face.type_line,
        "oracle_text": face.oracle_text,
    }
    if face.color_indicator is not None:
        fields["color_indicator"] = [c.value for c in face.color_indicator]
    for stat in ("power", "toughness", "loyalty", "defense"):
        value = getattr(face, stat)
        if value is not None:
            fields[stat] = value
    return fields


def _meld_parts(card: Card) -> list[dict[str, str]]:
    if card.meld is not None:
        names = [
            (card.name, "meld_part"),
            (card.meld.partner, "meld_part"),
            (card.meld.result, "meld_result"),
        ]
    elif card.is_meld_result:
        names = [*((p, "meld_part") for p in card.meld_parts), (card.name, "meld_result")]
    else:
        return []
    return [{"object": "related_card", "component": component, "name": name} for name, component in names]


def scryfall_objects(cards: Iterable[Card]) -> Iterator[bytes]:
    """Each card as one line of Scryfall JSON (for a bulk file: join them with
    ``,\\n`` between ``[`` and ``]``)."""
    for card in cards:
        yield json.dumps(card_to_scryfall(card), ensure_ascii=False, separators=(",", ":")).encode()
