"""Deck checks for every format `mtgfaces deck check` knows (issue 15):
CR 100.2a, 100.4a, the restricted list, 903.3-903.5 and 903.12, and the
legalities of the card data, dated."""

from __future__ import annotations

import pytest

from mtgfaces.cards.decklist import read_deck
from mtgfaces.rules.formats import FORMATS, check_deck


def test_100_2a_a_constructed_deck_has_60_cards_and_4_of_a_card() -> None:
    check = check_deck(read_deck("5 Delver of Secrets\n50 Island"), "modern")
    assert not check.legal
    assert check.problems == (
        "CR 100.2a: the main deck has 55 cards; a constructed deck has at least 60",
        "CR 100.2a: 5 cards named 'Delver of Secrets // Insectile Aberration'; "
        "a deck has at most 4 of a card",
    )
    assert check_deck(read_deck("4 Delver of Secrets\n56 Island"), "modern").legal


def test_100_4a_the_sideboard_has_15_cards_and_shares_the_four_card_limit() -> None:
    deck = read_deck("3 Lightning Bolt\n57 Mountain\n\n2 Lightning Bolt\n4 Abrade\n10 Mountain")
    check = check_deck(deck, "modern")
    assert check.problems == (
        "CR 100.4a: the sideboard has 16 cards; a constructed sideboard has at most 15",
        "CR 100.2a: 5 cards named 'Lightning Bolt'; a deck has at most 4 of a card",
    )


def test_113_6n_a_card_that_allows_any_number_and_basic_lands_are_not_limited() -> None:
    assert check_deck(read_deck("30 Relentless Rats\n30 Swamp"), "legacy").legal


def test_a_restricted_card_is_one_copy_in_vintage_and_banned_in_legacy() -> None:
    vintage = check_deck(read_deck("1 Black Lotus\n59 Island"), "vintage")
    assert vintage.legal and vintage.legalities_as_of == ("2022-04-25", "undated")
    legacy = check_deck(read_deck("1 Black Lotus\n59 Island"), "legacy")
    assert legacy.not_legal == ("Black Lotus",)
    assert legacy.problems == ("legality: 'Black Lotus' is banned in legacy (legalities as of 2022-04-25)",)


def test_a_card_not_legal_in_the_format_is_named() -> None:
    check = check_deck(read_deck("4 Lightning Bolt\n56 Mountain"), "standard")
    assert check.not_legal == ("Lightning Bolt",)
    assert "is not legal in standard" in check.problems[0]


def test_a_card_without_legalities_in_the_data_is_unknown_not_legal() -> None:
    """Jeweled Lotus comes from pre-release spoiler data with no legalities:
    the check can't show it legal in Commander (it is banned there since 2024)."""
    deck = read_deck("Commander\n1 Isamaru, Hound of Konda\n\nDeck\n1 Jeweled Lotus\n98 Plains")
    check = check_deck(deck, "commander")
    assert not check.legal and check.unknown == ("Jeweled Lotus",)
    assert check.problems[0].startswith("data: 'Jeweled Lotus' has no legalities in the card data")


def test_903_5_a_commander_deck_keeps_its_commander_checks() -> None:
    check = check_deck(
        read_deck("Commander\n1 Isamaru, Hound of Konda\n\nDeck\n1 Lightning Bolt\n98 Plains"), "commander"
    )
    assert check.offending == ("Lightning Bolt",) and check.commander_identity == ("W",)
    assert check.cards == 100


def test_903_12c_d_a_brawl_commander_may_be_a_planeswalker_and_the_deck_has_60() -> None:
    deck = read_deck("Commander\n1 The Wandering Emperor\n\nDeck\n59 Plains")
    assert check_deck(deck, "brawl").legal
    commander = check_deck(deck, "commander")  # not in Commander: a planeswalker is no creature
    assert any(p.startswith("CR 903.3:") for p in commander.problems)
    short = check_deck(read_deck("Commander\n1 The Wandering Emperor\n\nDeck\n58 Plains"), "brawl")
    assert short.problems == (
        "CR 903.12d: the deck has 59 cards with its commander; a Brawl deck has exactly 60",
    )


def test_903_12e_a_colorless_brawl_commander_allows_basic_lands_of_one_type() -> None:
    deck = read_deck("Commander\n1 Liberator, Urza's Battlethopter\n\nDeck\n59 Island")
    one_type = check_deck(deck, "brawl")
    assert one_type.legal, one_type.problems
    two_types = check_deck(
        read_deck("Commander\n1 Liberator, Urza's Battlethopter\n\nDeck\n30 Island\n29 Swamp"), "brawl"
    )
    assert not two_types.legal


def test_an_unknown_format_is_refused_with_the_formats_there_are() -> None:
    with pytest.raises(ValueError, match="formats: commander, brawl, standard, modern"):
        check_deck(read_deck("60 Island"), "extended")
    assert len(FORMATS) == 8
