"""Symmetric conversions over the whole pool: each pair gives the card back."""

from __future__ import annotations

import json

import msgspec
import pytest

from mtgfaces.cards.db import CardDB
from mtgfaces.cards.mana import ManaCost
from mtgfaces.cards.model import Card, Face, Layout, Legalities, Legality
from mtgfaces.cards.record import card_from_record, card_to_record
from mtgfaces.cards.rows import card_from_row, card_row
from mtgfaces.cards.scryfall import ScryfallCard, card_from_scryfall
from mtgfaces.cards.scryfall_export import card_to_scryfall
from mtgfaces.errors import MalformedInput


@pytest.fixture(scope="module")
def pool(db: CardDB) -> list[Card]:
    return list(db)


def test_scryfall_export_round_trips_every_card(pool: list[Card]) -> None:
    """Everything but the date of the legalities, which a Scryfall file gives
    for the whole file (the importer's ``date``), not per card."""
    changed = [
        c.name
        for c in pool
        if card_from_scryfall(
            msgspec.convert(card_to_scryfall(c), ScryfallCard),
            legalities_as_of=c.legalities.as_of if c.legalities else None,
        )
        != c
    ]
    assert changed == []


def test_ids_and_legalities_survive_the_database_and_the_record(db: CardDB) -> None:
    lotus = db.card("Black Lotus")
    assert lotus.scryfall_id == "b0faa7f2-b547-42c4-a810-839da50dadfe" and lotus.set_code == "lea"
    assert lotus.oracle_id == "5089ec1a-f881-4d55-af14-5d996171203b"
    assert lotus.legalities is not None and lotus.legalities.as_of == "2022-04-25"
    assert lotus.legalities.status("vintage") is Legality.RESTRICTED
    assert lotus.legalities.status("commander") is Legality.BANNED
    assert lotus.legalities.status("modern") is Legality.NOT_LEGAL  # unlisted: not legal
    assert card_from_record(json.loads(json.dumps(card_to_record(lotus)))) == lotus
    assert card_from_row(card_row(lotus, 1)) == lotus
    assert db.card("Jeweled Lotus").legalities is None  # spoiler data: unknown, not "legal"


def test_a_format_unknown_to_the_row_encoding_round_trips() -> None:
    face = Face(name="Shock", mana_cost=ManaCost.parse("{R}"))
    odd = Legalities.of({"newformat": "legal", "odd=name": "banned", "commander": "restricted"}, None)
    card = Card(name="Shock", layout=Layout.NORMAL, faces=(face,), legalities=odd)
    assert card_from_row(card_row(card, 1)) == card
    assert card_from_record(json.loads(json.dumps(card_to_record(card)))) == card


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
