"""Characteristics values: abilities from text, one face, split halves combined
and face-down permanents (CR 109.3, 113.2c, 207.2, 708.2a, 709.4)."""

from __future__ import annotations

import pytest

from mtgfaces.cards.characteristics import (
    FACE_DOWN_WARD,
    Characteristics,
    abilities_of,
    combined,
    face_down,
    from_face,
)
from mtgfaces.cards.colors import Color
from mtgfaces.cards.mana import ManaCost
from mtgfaces.cards.model import Face, Side
from tests.cards.builders import face

W, U, B, R, G = Color.WHITE, Color.BLUE, Color.BLACK, Color.RED, Color.GREEN


# --- abilities_of (113.2c, 702.1, 207.2) -----------------------------------------------------


def test_113_2c_keyword_line_split_into_keyword_abilities() -> None:
    assert abilities_of("Flying, vigilance", ("Flying", "Vigilance")) == ("Flying", "Vigilance")


def test_113_2c_each_keyword_capitalized() -> None:
    text = "Flying, first strike, lifelink"
    keywords = ("Flying", "First strike", "Lifelink")
    assert abilities_of(text, keywords) == ("Flying", "First strike", "Lifelink")


def test_113_2c_keyword_with_cost_or_parameter() -> None:
    assert abilities_of("Flying, ward {2}", ("Flying", "Ward")) == ("Flying", "Ward {2}")
    assert abilities_of(
        "Flying, trample, protection from white and from blue",
        ("Flying", "Trample", "Protection"),
    ) == ("Flying", "Trample", "Protection from white and from blue")


def test_702_1_keyword_line_of_spoiler_text_split_by_the_rules_keywords() -> None:
    # Ixhel, Scion of Atraxa and Gitaxian Spellstalker: spoiler data lists no keywords.
    assert abilities_of("Flying, vigilance, toxic 2", ()) == ("Flying", "Vigilance", "Toxic 2")
    text = "Trample, ward {2}, prowess, prowess (Each instance of prowess triggers separately.)"
    assert abilities_of(text, ()) == ("Trample", "Ward {2}", "Prowess", "Prowess")


def test_702_124j_a_name_after_partner_with_is_not_split_at_its_comma() -> None:
    # Silvar, Devourer of the Free: "Champion" is a keyword (702.72), "Champion of Freedom" a name.
    keywords = ("Menace", "Partner", "Partner with")
    line = "Partner with Trynn, Champion of Freedom"
    assert abilities_of(line + " (When this creature enters, ...)", keywords) == (line,)
    assert abilities_of("Protection from Vampires, from Werewolves, and from Zombies", ()) == (
        "Protection from Vampires, from Werewolves, and from Zombies",
    )


def test_113_2c_each_paragraph_is_an_ability() -> None:
    text = "Flying\nWhen this creature enters, draw a card.\n{T}: Add {G}."
    assert abilities_of(text, ("Flying",)) == (
        "Flying",
        "When this creature enters, draw a card.",
        "{T}: Add {G}.",
    )


def test_113_2c_blank_lines_skipped() -> None:
    assert abilities_of("Flying\n\n  \nHaste", ("Flying", "Haste")) == ("Flying", "Haste")
    assert abilities_of("", ()) == ()


def test_207_2_reminder_text_removed() -> None:
    text = (
        "Flying (This creature can't be blocked except by creatures with flying or reach.)\n"
        "Vigilance (Attacking doesn't cause this creature to tap.)"
    )
    assert abilities_of(text, ("Flying", "Vigilance")) == ("Flying", "Vigilance")


def test_207_2_reminder_text_removed_from_keyword_line() -> None:
    text = "Flying, vigilance (Attacking doesn't cause this creature to tap.)"
    assert abilities_of(text, ("Flying", "Vigilance")) == ("Flying", "Vigilance")


def test_207_2a_reminder_text_on_its_own_line_is_no_ability() -> None:
    text = "(Dryad Arbor isn't a spell, it's affected by summoning sickness.)"
    assert abilities_of(text, ()) == ()


def test_113_2c_non_keyword_comma_line_not_split() -> None:
    text = "Sacrifice a creature, then draw a card."
    assert abilities_of(text, ("Flying",)) == (text,)
    assert abilities_of("Tap, untap", ()) == ("Tap, untap",)


def test_113_2c_keyword_line_with_a_part_that_is_no_keyword_kept_whole() -> None:
    # Haste is a keyword of the rules (702.10) even where the data doesn't list it.
    assert abilities_of("Flying, haste", ("Flying",)) == ("Flying", "Haste")
    assert abilities_of("Flying, shimmering wings", ("Flying",)) == ("Flying, shimmering wings",)


def test_113_2c_keyword_cost_with_comma_not_split() -> None:
    text = "Flashback—{1}{R}, Exile a creature card from your graveyard."
    assert abilities_of(text, ("Flashback",)) == (text,)


@pytest.mark.parametrize(
    ("text", "keywords"),
    [
        (
            "Heroic — Whenever you cast a spell that targets Chorus of the Tides, scry 1.",
            ("Flying", "Heroic", "Scry"),
        ),
        (
            "Landfall — Whenever a land you control enters, goad each creature target player controls.",
            ("First strike", "Goad", "Landfall"),
        ),
    ],
)
def test_113_2c_ability_word_line_is_one_ability(text: str, keywords: tuple[str, ...]) -> None:
    assert abilities_of(text, keywords) == (text,)


# --- from_face (109.3) ----------------------------------------------------------------------


def test_109_3_characteristics_of_one_face() -> None:
    angel = face(
        "Serra Angel",
        "{3}{W}{W}",
        "Creature — Angel",
        "Flying, vigilance",
        keywords=("Flying", "Vigilance"),
        power="4",
        toughness="4",
    )
    chars = from_face(angel)
    assert chars.name == "Serra Angel"
    assert chars.names == ("Serra Angel",)
    assert chars.has_name("Serra Angel")
    assert chars.mana_cost == ManaCost.parse("{3}{W}{W}")
    assert chars.mana_value == 5
    assert chars.colors == (W,)
    assert chars.color_indicator is None
    assert chars.supertypes == ()
    assert chars.types == ("Creature",)
    assert chars.subtypes == ("Angel",)
    assert chars.type_line == "Creature — Angel"
    assert chars.rules_text == "Flying, vigilance"
    assert chars.abilities == ("Flying", "Vigilance")
    assert (chars.power, chars.toughness) == ("4", "4")
    assert chars.has_type("Creature")
    assert not chars.is_land


def test_109_3_planeswalker_loyalty() -> None:
    jace = face("Jace Beleren", "{1}{U}{U}", "Legendary Planeswalker — Jace", "+2: Draw.", loyalty="3")
    chars = from_face(jace)
    assert chars.loyalty == "3"
    assert chars.supertypes == ("Legendary",)
    assert chars.type_line == "Legendary Planeswalker — Jace"


def test_202_3e_from_face_mana_value_has_x_zero() -> None:
    assert from_face(face("Fireball", "{X}{R}", "Sorcery")).mana_value == 1


def test_202_3b_back_face_mana_value_override() -> None:
    back = face(
        "Insectile Aberration",
        "",
        "Creature — Human Insect",
        "Flying",
        indicator=(U,),
        keywords=("Flying",),
        side=Side.BACK,
        power="3",
        toughness="2",
    )
    plain = from_face(back)
    assert plain.mana_cost.is_none
    assert plain.mana_value == 0
    assert plain.colors == (U,)
    assert plain.color_indicator == (U,)
    assert from_face(back, mana_value=1).mana_value == 1
    assert from_face(back, mana_value=1).mana_cost.is_none


def test_109_3_from_face_overrides() -> None:
    bolt = face("Lightning Bolt", "{R}", "Instant", "Lightning Bolt deals 3 damage to any target.")
    chars = from_face(
        bolt,
        mana_cost=ManaCost.parse("{1}{R}"),
        colors=(B,),
        color_indicator=(B,),
    )
    assert chars.mana_cost.text == "{1}{R}"
    assert chars.mana_value == 2
    assert chars.colors == (B,)
    assert chars.color_indicator == (B,)


def test_702_114a_from_face_devoid_colorless() -> None:
    guide = face("Ruination Guide", "{2}{U}", "Creature — Eldrazi Drone", "Devoid", keywords=("Devoid",))
    chars = from_face(guide)
    assert chars.colors == ()
    assert chars.mana_cost.colors == (U,)


# --- combined (709.4) -----------------------------------------------------------------------


def _fire_ice() -> tuple[Face, Face]:
    fire = face(
        "Fire",
        "{1}{R}",
        "Instant",
        "Fire deals 2 damage divided as you choose among one or two targets.",
        side=Side.LEFT,
    )
    ice = face("Ice", "{1}{U}", "Instant", "Tap target permanent.\nDraw a card.", side=Side.RIGHT)
    return fire, ice


def test_709_4a_split_card_has_two_names() -> None:
    chars = combined(_fire_ice())
    assert chars.name == "Fire // Ice"
    assert chars.names == ("Fire", "Ice")
    assert chars.has_name("Fire")
    assert chars.has_name("Ice")
    assert not chars.has_name("Fire // Ice")


def test_709_4b_split_combined_cost_keeps_halves() -> None:
    chars = combined(_fire_ice())
    assert chars.mana_cost.text == "{2}{U}{R}"  # CR 709.4b: one combined cost
    assert [s.text for s in chars.mana_cost.symbols] == ["{1}", "{R}", "{1}", "{U}"]


def test_709_4b_split_colors_and_mana_value_from_combined_cost() -> None:
    chars = combined(_fire_ice())
    assert chars.mana_value == 4
    assert chars.colors == (U, R)


def test_709_4c_split_has_each_card_type_once() -> None:
    failure = face("Failure", "{1}{U}", "Instant", "Return target spell to its owner's hand.")
    comply = face(
        "Comply",
        "{W}",
        "Sorcery",
        "Aftermath (Cast this spell only from your graveyard.)\nChoose a card name.",
        keywords=("Aftermath",),
    )
    chars = combined((failure, comply))
    assert chars.types == ("Instant", "Sorcery")
    assert combined(_fire_ice()).types == ("Instant",)


def test_709_4c_split_has_each_ability_of_each_half() -> None:
    chars = combined(_fire_ice())
    assert chars.abilities == (
        "Fire deals 2 damage divided as you choose among one or two targets.",
        "Tap target permanent.",
        "Draw a card.",
    )
    assert "Fire deals 2 damage" in chars.rules_text
    assert "Draw a card." in chars.rules_text


def test_709_5a_shared_subtypes_listed_once() -> None:
    left = face("Bottomless Pool", "{U}", "Enchantment — Room", "When you unlock this door, ...")
    right = face("Locker Room", "{4}{U}", "Enchantment — Room", "Whenever ..., draw a card.")
    chars = combined((left, right))
    assert chars.types == ("Enchantment",)
    assert chars.subtypes == ("Room",)
    assert chars.mana_value == 6
    assert chars.colors == (U,)


def test_709_4_three_halves() -> None:
    smelt = face("Smelt", "{R}", "Sorcery", "Destroy target artifact.")
    herd = face("Herd", "{3}{G}", "Sorcery", "Gather.")
    saw = face("Saw", "{2}{W}", "Sorcery", "Draw.")
    chars = combined((smelt, herd, saw))
    assert chars.names == ("Smelt", "Herd", "Saw")
    assert chars.mana_cost.text == "{5}{W}{R}{G}"
    assert chars.mana_cost.printed == "{R} // {3}{G} // {2}{W}"
    assert chars.mana_value == 8
    assert chars.colors == (W, R, G)


# --- face_down (708.2a) ---------------------------------------------------------------------


def test_708_2a_face_down_is_nameless_2_2() -> None:
    chars = face_down()
    assert chars.name is None
    assert chars.names == ()
    assert (chars.power, chars.toughness) == ("2", "2")
    assert chars.types == ("Creature",)
    assert chars.subtypes == ()
    assert chars.supertypes == ()


def test_708_2a_face_down_has_no_text() -> None:
    chars = face_down()
    assert chars.rules_text == ""
    assert chars.abilities == ()


def test_708_2a_face_down_has_no_mana_cost() -> None:
    chars = face_down()
    assert chars.mana_cost.is_none
    assert chars.mana_value == 0


def test_202_2b_face_down_is_colorless() -> None:
    chars = face_down()
    assert chars.colors == ()
    assert chars.color_indicator is None


def test_201_2a_face_down_has_no_name_in_common() -> None:
    assert not face_down().has_name("")
    assert not face_down().has_name("Morph")


def test_702_168a_disguise_face_down_has_ward_2() -> None:
    chars = face_down(ward=True)
    assert FACE_DOWN_WARD == "Ward {2}"
    assert chars.abilities == ("Ward {2}",)
    assert chars.rules_text == "Ward {2}"
    assert chars.name is None
    assert (chars.power, chars.toughness) == ("2", "2")
    assert chars.mana_cost.is_none


def test_708_2a_face_down_values_are_equal() -> None:
    assert face_down() == face_down()
    assert face_down() != face_down(ward=True)
    assert isinstance(face_down(), Characteristics)
