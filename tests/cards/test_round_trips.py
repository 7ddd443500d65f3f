"""Symmetric conversions over the whole pool: each pair gives the card back."""

from __future__ import annotations

import json

import msgspec
import pytest

from mtgfaces.cards.db import CardDB
from mtgfaces.cards.mana import ManaCost
from mtgfaces.cards.model import Card, Face, Layout
from mtgfaces.cards.record import card_from_record, card_to_record
from mtgfaces.cards.rows import card_from_row, card_row
from mtgfaces.cards.scryfall import ScryfallCard, card_from_scryfall
from mtgfaces.cards.scryfall_export import card_to_scryfall
from mtgfaces.errors import MalformedInput


@pytest.fixture(scope="module")
def pool(db: CardDB) -> list[Card]:
    return list(db)


def test_scryfall_export_round_trips_every_card(pool: list[Card]) -> None:
    changed = [
        c.name for c in pool if card_from_scryfall(msgspec.convert(card_to_scryfall(c), ScryfallCard)) != c
    ]
    assert changed == []


def test_json_record_round_trips_every_card(pool: list[Card]) -> None:
    changed = [c.name for c in pool if card_from_record(json.loads(json.dumps(card_to_record(c)))) != c]
    assert changed == []


def test_database_row_round_trips_every_card(pool: list[Card]) -> None:
    changed = [c.name for i, c in enumerate(pool) if card_from_row(card_row(c, i)) != c]
    assert changed == []


def test_row_refuses_text_with_a_separator() -> None:
    face = Face(name="Bad\x1fName", mana_cost=ManaCost.parse("{R}"))
    with pytest.raises(MalformedInput, match="control character"):
        card_row(Card(name="Bad", layout=Layout.NORMAL, faces=(face,)), 1)


def test_record_refuses_what_is_not_one() -> None:
    with pytest.raises(MalformedInput, match="not a card record"):
        card_from_record({"name": "X", "layout": "no such layout", "faces": []})
    with pytest.raises(MalformedInput, match="not a card record"):
        card_from_record({"layout": "normal"})
