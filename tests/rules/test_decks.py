"""Commander deck construction: who can be a commander (CR 903.3) and color
identity in the deck (903.4, 903.5; seed rulings S10 and S27)."""

from __future__ import annotations

import pytest

from mtgfaces.cards.colors import Color
from mtgfaces.cards.db import CardDB
from mtgfaces.cards.model import Card, Layout
from mtgfaces.rules.decks import (
    DECK_SIZE,
    DeckCheck,
    can_be_commander,
    check_commander_deck,
    commander_problem,
)
from tests.cards.builders import face

W, U, B, R, G = Color.WHITE, Color.BLUE, Color.BLACK, Color.RED, Color.GREEN


@pytest.fixture(scope="module")
def db() -> CardDB:
    return CardDB.default()


def check(db: CardDB, commander: str, *cards: str, full_deck: bool = False) -> DeckCheck:
    return check_commander_deck(db.card(commander), [db.card(c) for c in cards], full_deck=full_deck)


def problem(db: CardDB, name: str) -> str:
    found = commander_problem(db.card(name))
    assert found is not None, f"{name} was accepted as a commander"
    return found


# --- who can be a commander (CR 903.3) ---------------------------------------------------------


def test_903_3_legendary_creature_can_be_commander(db: CardDB) -> None:
    for name in ("Wort, the Raidmother", "Atraxa, Praetors' Voice", "Bruna, the Fading Light"):
        assert can_be_commander(db.card(name)), name


def test_903_3_nonlegendary_creature_cannot(db: CardDB) -> None:
    found = problem(db, "Grizzly Bears")
    assert found.startswith("CR 903.3: 'Grizzly Bears' can't be a commander")
    assert "not legendary" in found


def test_903_3_legendary_noncreature_cannot(db: CardDB) -> None:
    assert "legendary but not a creature" in problem(db, "Elspeth, Sun's Champion")


def test_903_3_flip_card_cannot_be_commander_by_flipped_half(db: CardDB) -> None:
    found = problem(db, "Akki Lavarunner")
    assert found.startswith("CR 903.3:")
    assert "'Tok-Tok, Volcano Born'" in found
    assert "(710.2)" in found
    assert can_be_commander(db.card("Erayo, Soratami Ascendant"))  # legendary unflipped half


def test_903_3_dfc_with_legendary_creature_front_can_be_commander(db: CardDB) -> None:
    for name in ("Cecil, Dark Knight", "Kytheon, Hero of Akros", "Esika, God of the Tree"):
        assert can_be_commander(db.card(name)), name


def test_903_3_dfc_cannot_be_commander_by_its_back_face(db: CardDB) -> None:
    found = problem(db, "Westvale Abbey")
    assert "'Ormendahl, Profane Prince'" in found
    assert "(712.8a)" in found


def test_903_3_adventurer_judged_by_normal_characteristics(db: CardDB) -> None:
    assert "not legendary" in problem(db, "Bonecrusher Giant")


def test_903_3a_text_says_it_can_be_your_commander(db: CardDB) -> None:
    for name in ("Commodore Guff", "Aminatou, the Fateshifter"):
        assert can_be_commander(db.card(name)), name


def test_903_3_vehicle_and_spacecraft_with_power_toughness_box(db: CardDB) -> None:
    assert can_be_commander(db.card("Shorikai, Genesis Engine"))
    assert can_be_commander(db.card("Infinite Guideline Station"))  # 7/15 box after STATION 12+
    assert "power/toughness box" in problem(db, "The Eternity Elevator")  # no box


def test_903_3_spacecraft_built_by_hand() -> None:
    boxed = face(
        "Skiff", "{3}", "Legendary Artifact — Spacecraft", "STATION 8+\nFlying", power="4", toughness="4"
    )
    bare = face("Hulk", "{3}", "Legendary Artifact — Spacecraft", "STATION 8+\n{T}: Add {C}.")
    assert can_be_commander(Card(name="Skiff", layout=Layout.NORMAL, faces=(boxed,)))
    assert not can_be_commander(Card(name="Hulk", layout=Layout.NORMAL, faces=(bare,)))


def test_113_6c_grist_is_a_creature_card_outside_the_battlefield(db: CardDB) -> None:
    assert can_be_commander(db.card("Grist, the Hunger Tide"))


def test_712_4b_meld_result_is_not_a_card_to_designate(db: CardDB) -> None:
    found = problem(db, "Brisela, Voice of Nightmares")
    assert found.startswith("CR 712.4b:")
    assert "'Bruna, the Fading Light' or 'Gisela, the Broken Blade'" in found


def test_702_124k_background_alone_cannot_be_commander(db: CardDB) -> None:
    assert "702.124k" in problem(db, "Acolyte of Bahamut")


def test_903_3_token_cannot_be_commander() -> None:
    token = Card(name="Legend", layout=Layout.TOKEN, faces=(face("Legend", "", "Legendary Creature — Elf"),))
    assert not can_be_commander(token)


def test_903_3_illegal_commander_makes_the_deck_illegal(db: CardDB) -> None:
    result = check(db, "Akki Lavarunner", "Lightning Bolt")
    assert not result.legal
    assert result.offending == ()
    assert len(result.problems) == 1
    assert result.problems[0].startswith("CR 903.3:")


# --- color identity in the deck (CR 903.4, 903.5c) --------------------------------------------


def test_903_5c_cards_within_the_identity_are_legal(db: CardDB) -> None:
    result = check(db, "Wort, the Raidmother", "Lightning Bolt", "Llanowar Elves", "Sol Ring", "Forest")
    assert result == DeckCheck(legal=True, problems=(), offending=(), commander_identity=(R, G))


def test_903_5c_offending_cards_in_deck_order_each_once(db: CardDB) -> None:
    result = check(
        db,
        "Wort, the Raidmother",
        "Fire // Ice",
        "Lightning Bolt",
        "Island",
        "Fire // Ice",
        "Delver of Secrets",
    )
    assert not result.legal
    assert result.offending == ("Fire // Ice", "Island", "Delver of Secrets // Insectile Aberration")
    assert len(result.problems) == 3
    assert result.problems[0] == (
        "CR 903.5c: 'Fire // Ice' has color identity blue and red, not within the commander's "
        "red and green (blue outside it)"
    )


def test_903_5d_basic_land_type_outside_the_identity(db: CardDB) -> None:
    result = check(db, "Wort, the Raidmother", "Island", "Snow-Covered Forest")
    assert result.offending == ("Island",)
    assert result.problems[0].startswith("CR 903.5d: 'Island'")


def test_903_4d_back_face_color_identity_in_deck_check(db: CardDB) -> None:
    # Sheoldred is mono-black: Cecil's white back face and Searstep Pathway's
    # red mana keep them out, though both front faces are black.
    result = check(db, "Sheoldred, the Apocalypse", "Cecil, Dark Knight", "Blightstep Pathway", "Dispossess")
    assert result.offending == (
        "Cecil, Dark Knight // Cecil, Redeemed Paladin",
        "Blightstep Pathway // Searstep Pathway",
    )


def test_903_4e_adventure_colors_in_the_identity(db: CardDB) -> None:
    result = check(db, "Sheoldred, the Apocalypse", "Bonecrusher Giant")
    assert result.offending == ("Bonecrusher Giant // Stomp",)


def test_903_4_commander_identity_includes_its_back_face(db: CardDB) -> None:
    assert check(db, "Nicol Bolas, the Ravager").commander_identity == (U, B, R)


def test_s10_pathway_identity_uses_both_faces(db: CardDB) -> None:
    assert check(db, "Rakdos, Lord of Riots", "Blightstep Pathway").legal
    assert check(db, "Wort, the Raidmother", "Blightstep Pathway").offending == (
        "Blightstep Pathway // Searstep Pathway",
    )


def test_s10_dfc_commander_back_face_widens_the_identity(db: CardDB) -> None:
    # Cecil's back face is white (color indicator): white cards may join.
    result = check(db, "Cecil, Dark Knight", "Elspeth, Sun's Champion", "Plains", "Dispossess")
    assert result.legal


def test_s27_cecil_identity_black_and_white(db: CardDB) -> None:
    result = check(db, "Cecil, Dark Knight")
    assert result.commander_identity == (W, B)
    assert result.legal


def test_712_4b_meld_result_in_the_deck_is_not_a_card(db: CardDB) -> None:
    result = check(db, "Bruna, the Fading Light", "Gisela, the Broken Blade", "Brisela, Voice of Nightmares")
    assert not result.legal
    assert result.offending == ()
    assert result.problems[0].startswith("CR 712.4b: 'Brisela, Voice of Nightmares'")


# --- deck size and singleton (CR 903.5a, 903.5b), only with full_deck --------------------------


def atraxa_deck(db: CardDB, *extra: str) -> list[Card]:
    """98 basic lands plus ``extra``, padded or trimmed to 99 cards."""
    cards = [db.card(name) for name in extra]
    cards += [db.card("Forest")] * (DECK_SIZE - 1 - len(cards))
    return cards


def test_903_5a_deck_size_checked_only_for_a_full_deck(db: CardDB) -> None:
    atraxa = db.card("Atraxa, Praetors' Voice")
    short = [db.card("Sol Ring")]
    assert check_commander_deck(atraxa, short).legal
    result = check_commander_deck(atraxa, short, full_deck=True)
    assert result.problems == (
        "CR 903.5a: the deck has 2 cards with its commander; a Commander deck has exactly 100",
    )
    assert result.offending == ()


def test_903_5a_one_hundred_cards_with_the_commander(db: CardDB) -> None:
    atraxa = db.card("Atraxa, Praetors' Voice")
    assert check_commander_deck(atraxa, atraxa_deck(db, "Sol Ring"), full_deck=True).legal


def test_903_5b_basic_lands_aside_one_card_per_english_name(db: CardDB) -> None:
    atraxa = db.card("Atraxa, Praetors' Voice")
    cards = atraxa_deck(db, "Sol Ring", "Sol Ring", "Snow-Covered Forest", "Snow-Covered Forest")
    result = check_commander_deck(atraxa, cards, full_deck=True)
    assert result.problems == (
        "CR 903.5b: 2 cards named 'Sol Ring'; other than basic lands, each card in a Commander deck "
        "must have a different English name",
    )
    assert check_commander_deck(atraxa, cards).legal  # without full_deck: identity only


def test_903_5b_a_second_copy_of_the_commander(db: CardDB) -> None:
    atraxa = db.card("Atraxa, Praetors' Voice")
    result = check_commander_deck(atraxa, atraxa_deck(db, "Atraxa, Praetors' Voice"), full_deck=True)
    assert result.problems[0].startswith('CR 903.5b: 2 cards named "Atraxa, Praetors\' Voice"')


def test_903_5b_split_card_names_count_whole(db: CardDB) -> None:
    fire_ice = check(db, "Atraxa, Praetors' Voice", "Fire // Ice", "Start // Fire").offending
    assert fire_ice == ("Fire // Ice", "Start // Fire")  # red: outside Atraxa's identity


def test_113_6n_any_number_of_cards_named(db: CardDB) -> None:
    atraxa = db.card("Atraxa, Praetors' Voice")
    cards = atraxa_deck(db, *["Relentless Rats"] * 20, *["Persistent Petitioners"] * 20)
    assert check_commander_deck(atraxa, cards, full_deck=True).legal


def test_113_6n_up_to_nine_cards_named(db: CardDB) -> None:
    atraxa = db.card("Atraxa, Praetors' Voice")
    assert check_commander_deck(atraxa, atraxa_deck(db, *["Nazgûl"] * 9), full_deck=True).legal
    result = check_commander_deck(atraxa, atraxa_deck(db, *["Nazgûl"] * 10), full_deck=True)
    assert result.problems == ("CR 113.6n: 10 cards named 'Nazgûl'; its text allows up to 9",)
