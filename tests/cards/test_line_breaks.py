"""Line breaks the card data lost between abilities (CR 113.2c), put back as
Scryfall card objects are read: real spoiler texts from the shared data, and
real texts that must stay as they are."""

from __future__ import annotations

import pytest

from mtgfaces.cards.characteristics import Zone
from mtgfaces.cards.db import CardDB
from mtgfaces.cards.layouts import default_characteristics
from mtgfaces.cards.line_breaks import restore_line_breaks
from mtgfaces.cards.scryfall import ScryfallCard, ScryfallFace, card_from_scryfall

GREEN_SLIME = (
    "FlashWhen Green Slime enters the battlefield, counter target activated or triggered ability from an "
    "artifact or enchantment source. If a permanent's ability is countered this way, destroy that "
    "permanent.Foretell {G} (During your turn, you may pay {2} and exile this card from your hand face "
    "down. Cast it on a later turn for its foretell cost.)"
)


def lines(text: str) -> list[str]:
    return restore_line_breaks(text).split("\n")


def test_113_2c_sentence_end_and_keyword_glued_to_the_next_ability() -> None:
    assert lines(GREEN_SLIME) == [
        "Flash",
        "When Green Slime enters the battlefield, counter target activated or triggered ability from an "
        "artifact or enchantment source. If a permanent's ability is countered this way, destroy that "
        "permanent.",
        "Foretell {G} (During your turn, you may pay {2} and exile this card from your hand face down. "
        "Cast it on a later turn for its foretell cost.)",
    ]


def test_113_2c_reminder_text_then_keyword_then_activated_ability() -> None:
    # Jetfire, Air Guardian: "Flying{U}{U}{U}:" is a keyword glued to a cost.
    text = (
        "Living metal (As long as it's your turn, this Vehicle is also a creature.)Flying{U}{U}{U}: Convert "
        "Jetfire, then adapt 3. (If it has no +1/+1 counters on it, put three +1/+1 counters on it.)"
    )
    assert lines(text) == [
        "Living metal (As long as it's your turn, this Vehicle is also a creature.)",
        "Flying",
        "{U}{U}{U}: Convert Jetfire, then adapt 3. (If it has no +1/+1 counters on it, put three +1/+1 "
        "counters on it.)",
    ]


@pytest.mark.parametrize(
    ("text", "first"),
    [
        # Ixhel, Scion of Atraxa: a keyword's number.
        (
            "Flying, vigilance, toxic 2Corrupted — At the beginning of your end step, ...",
            "Flying, vigilance, toxic 2",
        ),
        # Ultra Magnus, Tactician: a keyword's cost.
        ("Ward {2}Whenever Ultra Magnus attacks, you may ...", "Ward {2}"),
        # Flamewar, Streetwise Operative: a list of keywords.
        ("Menace, deathtouchWhenever Flamewar deals combat damage to a player, ...", "Menace, deathtouch"),
        # Blaster, Morale Booster: a number glued to an activation cost.
        ("Modular 3{X}, {T}: Move X +1/+1 counters from Blaster onto another target artifact.", "Modular 3"),
        # Tyrranax Rex: a cost in the middle of the list.
        ("Trample, ward {4}, hasteToxic 4 (Players dealt combat damage ...)", "Trample, ward {4}, haste"),
        # Hold for Questioning, Bamboozling Beeble: keywords whose parameter is words (702.5a, 702.16a).
        (
            "Enchant creature or planeswalkerWhen Hold for Questioning enters ...",
            "Enchant creature or planeswalker",
        ),
        (
            "Protection from Robots{1}, {T}: The next time target player would roll ...",
            "Protection from Robots",
        ),
    ],
)
def test_702_1_keyword_line_glued_to_the_next_ability(text: str, first: str) -> None:
    assert lines(text)[0] == first
    assert "".join(lines(text)) == text


def test_702_1_several_keywords_each_glued() -> None:
    # Sweet-Gum Recluse
    text = "FlashCascadeReachWhen Sweet-Gum Recluse enters the battlefield, put three +1/+1 counters ..."
    assert lines(text)[:3] == ["Flash", "Cascade", "Reach"]


@pytest.mark.parametrize(
    "text",
    [
        # Prowl, Stoic Strategist (the data's own examples of the fault)
        "For as long as that card remains exiled, its owner may play it.Whenever a player plays a card "
        "exiled with Prowl, you draw a card and convert Prowl.",
        # Kayla's Music Box
        "{W}, {T}: Look at the top card of your library, then exile it face down. (You may look at it any "
        "time.){T}: Until end of turn, you may play cards you own exiled with Kayla's Music Box.",
        # Goblin Cruciverbalist: a capital before the period.
        "create a colorless artifact token named your choice of A, E, I, O, or U.Whenever Goblin "
        "Cruciverbalist attacks, ...",
        # Cover the Spot
        "If those cards completely cover Cover the Spot, claim the prize!Prize — You get {TK}{TK}{TK}{TK}.",
    ],
)
def test_113_2c_two_paragraphs(text: str) -> None:
    assert len(lines(text)) == 2
    assert "".join(lines(text)) == text


def test_606_3_loyalty_abilities_each_on_a_line() -> None:
    # The Eternal Wanderer
    text = (
        "No more than one creature can attack The Eternal Wanderer each combat.+1: Exile up to one target "
        "artifact or creature.0: Create a 2/2 white Samurai creature token with double strike.−4: For each "
        "player, choose a creature that player controls."
    )
    assert [line[:3] for line in lines(text)] == ["No ", "+1:", "0: ", "−4:"]


def test_700_2_each_mode_on_a_line() -> None:
    # Celebr-8000: a bullet after a keyword ("menace•") starts a line too.
    text = "If you rolled doubles, it also gains double strike until end of turn.• 2 — menace• 3 — vigilance"
    assert lines(text) == [
        "If you rolled doubles, it also gains double strike until end of turn.",
        "• 2 — menace",
        "• 3 — vigilance",
    ]


def test_716_2a_class_level_glued_to_its_ability() -> None:
    # Artificer Class
    text = "costs {1} less to cast.{1}{U}: Level 2When this Class becomes level 2, reveal cards ..."
    assert lines(text) == [
        "costs {1} less to cast.",
        "{1}{U}: Level 2",
        "When this Class becomes level 2, reveal cards ...",
    ]


def test_113_2c_quote_mark_closing_an_ability_or_opening_a_name() -> None:
    # Unctus, Grand Metatect: the quote closes the granted ability; the break follows it.
    unctus = (
        'Other blue creatures you control have "Whenever this creature becomes tapped, draw a card, then '
        'discard a card."Other artifact creatures you control get +1/+1.'
    )
    assert lines(unctus)[1] == "Other artifact creatures you control get +1/+1."
    # "Brims" Barone, Midway Mobster: the quote opens the next line's name; the break precedes it.
    brims = (
        'When "Brims" Barone, Midway Mobster enters the battlefield, put a +1/+1 counter on each other '
        'creature you control that has a hat."Brims" Barone, Midway Mobster has menace as long as you\'re '
        "wearing a hat."
    )
    assert lines(brims)[1].startswith('"Brims" Barone, Midway Mobster has menace')


@pytest.mark.parametrize(
    "text",
    [
        # Costs and mana symbols in sequence.
        "Flying\nWhenever Abomination of Gudul deals combat damage to a player, you may draw a card. "
        "If you do, discard a card.\nMorph {2}{B}{G}{U} (You may cast this card face down as a 2/2 "
        "creature for {3}. Turn it face up any time for its morph cost.)",
        "Kicker {2}{U} and/or {1}{B} (You may pay an additional {2}{U} and/or {1}{B} as you cast "
        "this spell.)",
        # Quoted abilities that go on.
        "Enchant artifact or creature\nAs long as enchanted permanent is a creature, it gets +1/+3 and "
        'has reach and "{T}: Add {G}{G}."\nChannel — {1}{G}, Discard Careful Cultivation: Create a 1/1 '
        'green Human Monk creature token with "{T}: Add {G}."',
        "Flying\nGotcha — If an opponent touches the table with their hand, you may say "
        '"Gotcha!" When you do, return Cardpecker from your graveyard to your hand.',
        # Initials.
        "You may have S.N.O.T. enter the battlefield stuck to another creature named S.N.O.T. If you do, all "
        "those creatures form a single creature.",
        # Names with inner capitals.
        "Ghost of Ramirez DePietro can't be blocked by creatures with toughness 3 or greater.",
        "Whenever you cast a historic spell, Jamie McCrimmon gets +X/+X until end of turn.",
        "Henry Wu, InGen Geneticist and other Humans you control have exploit.",
        "• RadAway — Target player loses all rad counters. Sacrifice Survivor's Med Kit.",
        # Loyalty abilities in brackets, and a web address.
        "[+1]: Head to AskUrza.com and click +1.\n[−1]: Head to AskUrza.com and click -1.",
        "",
    ],
)
def test_113_2c_text_without_glued_paragraphs_is_unchanged(text: str) -> None:
    assert restore_line_breaks(text) is text


def test_113_2c_read_from_a_scryfall_object_with_the_line_breaks_put_back() -> None:
    card = card_from_scryfall(
        ScryfallCard(
            name="Green Slime",
            layout="normal",
            mana_cost="{2}{G}{G}",
            type_line="Creature — Ooze",
            oracle_text=GREEN_SLIME,
            power="2",
            toughness="2",
        )
    )
    assert card.faces[0].oracle_text == restore_line_breaks(GREEN_SLIME)
    assert len(card.faces[0].oracle_text.splitlines()) == 3


def test_113_2c_each_face_of_a_scryfall_object() -> None:
    front = ScryfallFace(
        name="Front", type_line="Creature — Robot", oracle_text="FlashWhen Front enters, scry 1."
    )
    back = ScryfallFace(name="Back", type_line="Artifact — Vehicle", oracle_text="Crew 1")
    card = card_from_scryfall(
        ScryfallCard(name="Front // Back", layout="transform", card_faces=[front, back])
    )
    assert card.faces[0].oracle_text == "Flash\nWhen Front enters, scry 1."
    assert card.faces[1].oracle_text == "Crew 1"


def test_113_2c_embedded_database_has_each_ability_on_its_line(db: CardDB) -> None:
    card = db.card("Green Slime")
    assert card.faces[0].oracle_text == restore_line_breaks(GREEN_SLIME)
    abilities = default_characteristics(card, Zone.BATTLEFIELD).characteristics.abilities
    assert abilities[0] == "Flash"
    assert abilities[2] == "Foretell {G}"


def test_113_2c_restoring_twice_changes_nothing_more() -> None:
    once = restore_line_breaks(GREEN_SLIME)
    assert restore_line_breaks(once) is once
