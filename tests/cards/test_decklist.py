"""Deck lists as people paste them (issue 15): MTG Arena, MTGO .txt and .dek,
plain lists; every way of writing a two-faced name; bad lines named."""

from __future__ import annotations

import pytest

from mtgfaces.cards.decklist import read_deck
from mtgfaces.errors import MalformedInput

ARENA = """About
Name Esika's deck

Commander
1 Esika, God of the Tree (KHM) 168

Deck
1 Sol Ring (C21) 263
30 Forest (KHM) 393
1 Sejiri Glacier
1 Fire/Ice

Sideboard
1 Lightning Bolt
"""


def names(entries: tuple[object, ...]) -> list[tuple[int, str]]:
    return [(e.copies, e.card.name) for e in entries]  # type: ignore[attr-defined]


def test_an_arena_export_with_sections_set_codes_and_collector_numbers() -> None:
    deck = read_deck(ARENA)
    assert names(deck.commanders) == [(1, "Esika, God of the Tree // The Prismatic Bridge")]
    assert names(deck.main) == [
        (1, "Sol Ring"),
        (30, "Forest"),
        (1, "Sejiri Shelter // Sejiri Glacier"),  # a face name names the card
        (1, "Fire // Ice"),
    ]
    assert names(deck.sideboard) == [(1, "Lightning Bolt")]
    assert len(deck.cards()) == 33


def test_an_mtgo_txt_with_a_blank_line_and_sb_lines_before_the_sideboard() -> None:
    deck = read_deck("4 Lightning Bolt\n20 Mountain\n\n2 Shock\nSB: 1 Grizzly Bears\n")
    assert names(deck.main) == [(4, "Lightning Bolt"), (20, "Mountain")]
    assert names(deck.sideboard) == [(2, "Shock"), (1, "Grizzly Bears")]


def test_an_mtgo_dek_file() -> None:
    dek = (
        '<?xml version="1.0"?><Deck><Cards CatID="1" Quantity="4" Sideboard="false" Name="Lightning Bolt" />'
        '<Cards CatID="2" Quantity="2" Sideboard="true" Name="Fire/Ice" /></Deck>'
    )
    deck = read_deck(dek)
    assert names(deck.main) == [(4, "Lightning Bolt")] and names(deck.sideboard) == [(2, "Fire // Ice")]


@pytest.mark.parametrize("written", ["Fire // Ice", "Fire / Ice", "Fire/Ice", "Ice", "4x Fire // Ice"])
def test_every_way_of_writing_a_split_card_names_it(written: str) -> None:
    line = written if written.startswith("4x") else f"4 {written}"
    assert names(read_deck(line).main) == [(4, "Fire // Ice")]


def test_a_plain_list_with_sections_foil_marks_and_localized_names() -> None:
    deck = read_deck(
        "Commander:\n1 Esika, God of the Tree\n// Mainboard\n1 Sol Ring [C21] *F*\n1 Abri de Seijiri\n"
    )
    assert names(deck.commanders)[0][1].startswith("Esika")
    assert names(deck.main) == [(1, "Sol Ring"), (1, "Sejiri Shelter // Sejiri Glacier")]


def test_a_line_that_names_no_card_is_refused_with_its_number_and_the_closest_names() -> None:
    with pytest.raises(
        MalformedInput,
        match=r"line 2: no card named 'Lightnig Blot'; closest names: .*'Lightning Bolt' \(\d+\)",
    ):
        read_deck("1 Forest\n4 Lightnig Blot\n")
    with pytest.raises(MalformedInput, match="line 1: .* is no deck entry"):
        read_deck("Lightning Bolt, four of them\n")
    with pytest.raises(MalformedInput, match="could be any of 'Fire // Ice', 'Start // Fire'"):
        read_deck("4 Fire\n")  # a face name two cards share: nothing is guessed
