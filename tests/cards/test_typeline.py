"""Type lines: supertypes, card types and subtypes (CR 205, 110.4)."""

from __future__ import annotations

import pytest

from mtgfaces.cards.typeline import BASIC_LAND_TYPES, TypeLine


@pytest.mark.parametrize("supertype", ["Legendary", "Basic", "Snow", "World", "Ongoing"])
def test_205_4a_supertypes(supertype: str) -> None:
    line = TypeLine.parse(f"{supertype} Enchantment")
    assert line.supertypes == (supertype,)
    assert line.types == ("Enchantment",)
    assert line.subtypes == ()


def test_205_4a_two_supertypes_in_printed_order() -> None:
    line = TypeLine.parse("Basic Snow Land — Forest")
    assert line.supertypes == ("Basic", "Snow")
    assert line.types == ("Land",)
    assert line.subtypes == ("Forest",)


def test_205_4h_ongoing_scheme() -> None:
    assert TypeLine.parse("Ongoing Scheme") == TypeLine(("Ongoing",), ("Scheme",), ())


def test_205_1_legendary_creature_with_subtypes() -> None:
    line = TypeLine.parse("Legendary Creature — Goblin Shaman")
    assert line == TypeLine(("Legendary",), ("Creature",), ("Goblin", "Shaman"))


def test_205_2a_several_card_types() -> None:
    line = TypeLine.parse("Legendary Artifact Creature — Golem")
    assert line.supertypes == ("Legendary",)
    assert line.types == ("Artifact", "Creature")
    assert line.subtypes == ("Golem",)


@pytest.mark.parametrize(
    "card_type",
    [
        "Artifact",
        "Battle",
        "Conspiracy",
        "Creature",
        "Dungeon",
        "Enchantment",
        "Instant",
        "Kindred",
        "Land",
        "Phenomenon",
        "Plane",
        "Planeswalker",
        "Scheme",
        "Sorcery",
        "Vanguard",
    ],
)
def test_205_2a_card_types(card_type: str) -> None:
    line = TypeLine.parse(card_type)
    assert line.types == (card_type,)
    assert line.supertypes == ()
    assert line.has_type(card_type)


def test_205_2a_tribal_is_kindred() -> None:
    line = TypeLine.parse("Tribal Instant — Elf")
    assert line.types == ("Kindred", "Instant")
    assert line.subtypes == ("Elf",)
    assert not line.has_type("Tribal")


def test_205_2a_lowercase_instant() -> None:
    assert TypeLine.parse("instant").types == ("Instant",)
    line = TypeLine.parse("legendary sorcery")
    assert line.supertypes == ("Legendary",)
    assert line.types == ("Sorcery",)


def test_205_2a_lowercase_tribal_is_kindred() -> None:
    assert TypeLine.parse("tribal instant").types == ("Kindred", "Instant")


def test_205_3_em_dash_separator() -> None:
    assert TypeLine.parse("Creature — Goblin Shaman").subtypes == ("Goblin", "Shaman")


@pytest.mark.parametrize(
    "text",
    ["Creature - Goblin Shaman", "Creature – Goblin Shaman", "Creature -- Goblin Shaman"],
)
def test_205_3_hyphen_separator_from_spoiler_text(text: str) -> None:
    line = TypeLine.parse(text)
    assert line == TypeLine.parse("Creature — Goblin Shaman")
    assert str(line) == "Creature — Goblin Shaman"


def test_205_3_extra_spaces_ignored() -> None:
    line = TypeLine.parse("  Legendary  Creature —  Elf  Druid ")
    assert line == TypeLine(("Legendary",), ("Creature",), ("Elf", "Druid"))


def test_205_3b_each_word_after_the_dash_is_a_subtype() -> None:
    line = TypeLine.parse("Artifact Creature — Phyrexian Horror Construct")
    assert line.subtypes == ("Phyrexian", "Horror", "Construct")


def test_205_3b_hyphenated_subtype_is_one_word() -> None:
    assert TypeLine.parse("Artifact Creature — Assembly-Worker").subtypes == ("Assembly-Worker",)
    assert TypeLine.parse("Land — Urza’s Power-Plant").subtypes == ("Urza’s", "Power-Plant")


def test_205_3m_time_lord_is_one_creature_type() -> None:
    line = TypeLine.parse("Legendary Creature — Time Lord Doctor")
    assert line.subtypes == ("Time Lord", "Doctor")


def test_205_3n_planar_type_is_one_phrase() -> None:
    assert TypeLine.parse("Plane — New Phyrexia").subtypes == ("New Phyrexia",)
    assert TypeLine.parse("Plane — Bolas’s Meditation Realm").subtypes == ("Bolas’s Meditation Realm",)
    assert TypeLine.parse("Plane — Alara").subtypes == ("Alara",)


def test_205_3i_basic_land_types() -> None:
    line = TypeLine.parse("Land — Island Mountain")
    assert line.subtypes == ("Island", "Mountain")
    assert BASIC_LAND_TYPES == {
        "Plains": "W",
        "Island": "U",
        "Swamp": "B",
        "Mountain": "R",
        "Forest": "G",
    }


def test_205_3k_adventure_spell_type() -> None:
    assert TypeLine.parse("Instant — Adventure") == TypeLine((), ("Instant",), ("Adventure",))


def test_205_no_subtypes() -> None:
    line = TypeLine.parse("Sorcery")
    assert line.subtypes == ()
    assert str(line) == "Sorcery"


def test_205_empty_type_line() -> None:
    assert TypeLine.parse("") == TypeLine()


def test_205_str_uses_em_dash() -> None:
    text = "Legendary Enchantment Creature — God"
    assert str(TypeLine.parse(text)) == text


@pytest.mark.parametrize(
    ("text", "permanent"),
    [
        ("Creature — Elf", True),
        ("Basic Land — Forest", True),
        ("Artifact — Equipment", True),
        ("Enchantment — Aura", True),
        ("Legendary Planeswalker — Jace", True),
        ("Battle — Siege", True),
        ("Kindred Enchantment — Elf", True),
        ("Instant", False),
        ("Sorcery — Adventure", False),
        ("Kindred Instant — Elf", False),
        ("Plane — Alara", False),
    ],
)
def test_110_4_permanent_types(text: str, permanent: bool) -> None:
    assert TypeLine.parse(text).is_permanent is permanent
