"""Colors of a face (CR 202.2, 204, 604.3) and Commander color identity (CR 903.4)."""

from __future__ import annotations

import pytest

from mtgfaces.cards.colors import WUBRG, Color
from mtgfaces.cards.identity import color_identity, within
from mtgfaces.cards.mana import ManaCost
from mtgfaces.cards.model import Card, Face, Layout, Side, face_colors, strip_reminder_text
from tests.cards.builders import face

W, U, B, R, G = Color.WHITE, Color.BLUE, Color.BLACK, Color.RED, Color.GREEN


def card(*faces: Face, layout: Layout = Layout.NORMAL) -> Card:
    return Card(name=" // ".join(f.name for f in faces), layout=layout, faces=faces)


def identity(*faces: Face, layout: Layout = Layout.NORMAL) -> tuple[Color, ...]:
    return color_identity(card(*faces, layout=layout))


# --- face colors (CR 202.2, 204, 604.3) ------------------------------------------------------


def test_202_2_face_colors_from_mana_cost() -> None:
    assert face("Figure of Destiny", "{R/W}", "Creature — Kithkin").colors == (W, R)
    assert face("Lightning Bolt", "{R}", "Instant").colors == (R,)


def test_202_2b_no_colored_symbols_is_colorless() -> None:
    assert face("Ornithopter", "{0}", "Artifact Creature — Thopter").colors == ()
    assert face("Wastes", "", "Basic Land").colors == ()


def test_204_2_color_indicator_gives_colors() -> None:
    vision = face("Ancestral Vision", "", "Sorcery", "Suspend 4—{U}", indicator=(U,))
    assert vision.colors == (U,)


def test_204_2_color_indicator_in_wubrg_order() -> None:
    back = face("Nicol Bolas, the Arisen", "", "Legendary Planeswalker", indicator=(R, U, B))
    assert back.colors == (U, B, R)


def test_702_114a_devoid_is_colorless() -> None:
    assert face_colors(ManaCost.parse("{2}{R}"), None, "Devoid", ("Devoid",)) == ()


def test_604_3_is_colorless_ability() -> None:
    text = "Ghostfire is colorless.\nGhostfire deals 3 damage to any target."
    assert face_colors(ManaCost.parse("{2}{R}"), None, text, (), name="Ghostfire") == ()


def test_604_3_is_all_colors_ability() -> None:
    text = "Transguild Courier is all colors."
    assert face_colors(ManaCost.parse("{4}"), None, text, (), name="Transguild Courier") == WUBRG


def test_207_2_reminder_text_is_not_a_color_ability() -> None:
    text = "Flying (This card is all colors.)"
    assert face_colors(ManaCost.parse("{1}{W}"), None, text, ()) == (W,)


@pytest.mark.parametrize(
    "text",
    ["Each nonland permanent you control is all colors.", "Enchanted creature is colorless."],
)
def test_604_3a_ability_affecting_other_objects_is_not_a_cda(text: str) -> None:
    assert face_colors(ManaCost.parse("{1}{G}"), None, text, ()) == (G,)


# --- 903.4: color identity ------------------------------------------------------------------


def test_903_4_mana_cost_counts() -> None:
    assert identity(face("Lightning Helix", "{R}{W}", "Instant")) == (W, R)


def test_903_4_mana_symbols_in_rules_text_count() -> None:
    bosh = face(
        "Bosh, Iron Golem",
        "{8}",
        "Legendary Artifact Creature — Golem",
        "Trample\n{3}{R}, Sacrifice an artifact: Bosh deals damage equal to that "
        "artifact's mana value to any target.",
    )
    assert identity(bosh) == (R,)


def test_903_4_hybrid_in_text_counts_both_colors() -> None:
    relic = face("Test Relic", "{2}", "Artifact", "{G/U}, {T}: Draw a card.")
    assert identity(relic) == (U, G)


def test_903_4_mono_hybrid_in_text_counts() -> None:
    relic = face("Test Relic", "{2}", "Artifact", "{2/B}: Scry 1.")
    assert identity(relic) == (B,)


def test_903_4_phyrexian_in_text_counts() -> None:
    relic = face("Test Relic", "{3}", "Artifact", "{B/P}, {T}: Draw a card.")
    assert identity(relic) == (B,)


def test_903_4_non_mana_symbols_in_text_ignored() -> None:
    relic = face("Test Relic", "{2}", "Artifact", "{T}, {Q}, Pay {E}: Add {C}. {S}: Untap it.")
    assert identity(relic) == ()


def test_903_4c_reminder_text_ignored() -> None:
    syndic = face(
        "Syndic of Tithes",
        "{2}{W}",
        "Creature — Human Cleric",
        "Extort (Whenever you cast a spell, you may pay {W/B}. If you do, each opponent "
        "loses 1 life and you gain that much life.)",
        keywords=("Extort",),
    )
    assert identity(syndic) == (W,)


def test_903_4c_strip_reminder_text() -> None:
    assert strip_reminder_text("Flying (It can't be blocked.)\nHaste") == "Flying \nHaste"
    assert strip_reminder_text("No reminder here.") == "No reminder here."


def test_903_4_color_indicator_counts() -> None:
    vision = face("Ancestral Vision", "", "Sorcery", "Suspend 4—{U}", indicator=(U,))
    assert identity(vision) == (U,)
    arbor = face(
        "Dryad Arbor",
        "",
        "Land Creature — Forest Dryad",
        "(Dryad Arbor isn't a spell, it's affected by summoning sickness, and it has \"{T}: Add {G}.\")",
        indicator=(G,),
    )
    assert identity(arbor) == (G,)


def test_903_4d_back_face_counts() -> None:
    front = face("Cecil, Dark Knight", "{B}", "Legendary Creature — Human Knight", "Deathtouch")
    back = face(
        "Cecil, Redeemed Paladin",
        "",
        "Legendary Creature — Human Knight",
        "Lifelink",
        indicator=(W,),
        side=Side.BACK,
    )
    assert identity(front, back, layout=Layout.TRANSFORM) == (W, B)


def test_903_4d_back_face_text_counts() -> None:
    front = face("Test Front", "{1}{G}", "Creature — Human Werewolf")
    back = face("Test Back", "", "Creature — Werewolf", "{1}{R}: +1/+0.", indicator=(G,), side=Side.BACK)
    assert identity(front, back, layout=Layout.TRANSFORM) == (R, G)


def test_903_4e_adventure_counts() -> None:
    dragon = face("Decadent Dragon", "{2}{R}{R}", "Creature — Dragon", "Flying, trample")
    taste = face(
        "Expensive Taste",
        "{2}{B}",
        "Instant — Adventure",
        "Create two tapped Treasure tokens.",
        side=Side.ADVENTURE,
    )
    assert identity(dragon, taste, layout=Layout.ADVENTURE) == (B, R)


def test_709_4_split_halves_both_count() -> None:
    fire = face("Fire", "{1}{R}", "Instant", side=Side.LEFT)
    ice = face("Ice", "{1}{U}", "Instant", side=Side.RIGHT)
    assert identity(fire, ice, layout=Layout.SPLIT) == (U, R)


def test_903_4_ability_exempt_from_identity_is_left_out() -> None:
    wayfarer = face(
        "Fallaji Wayfarer",
        "{3}{G}",
        "Creature — Human Scout",
        "Fallaji Wayfarer is all colors. This ability doesn't affect its color identity.\n"
        "Multicolored spells you cast have convoke.",
        keywords=("Convoke",),
    )
    assert wayfarer.colors == WUBRG
    assert identity(wayfarer) == (G,)


def test_903_5d_basic_land_types_count() -> None:
    assert identity(face("Forest", "", "Basic Land — Forest")) == (G,)
    assert identity(face("Volcanic Island", "", "Land — Island Mountain")) == (U, R)
    assert identity(face("Snow-Covered Swamp", "", "Basic Snow Land — Swamp")) == (B,)


def test_903_5d_nonbasic_lands_without_types_are_colorless() -> None:
    assert identity(face("Wastes", "", "Basic Land", "({T}: Add {C}.)")) == ()
    assert identity(face("Urza's Tower", "", "Land — Urza’s Tower")) == ()


def test_903_4_devoid_still_counts_its_mana_cost() -> None:
    kozilek_return = face(
        "Kozilek's Return",
        "{2}{R}",
        "Kindred Instant — Eldrazi",
        "Devoid (This card has no color.)\nKozilek's Return deals 2 damage to each creature.",
        keywords=("Devoid",),
    )
    assert kozilek_return.colors == ()
    assert identity(kozilek_return) == (R,)


def test_903_4_is_all_colors_counts() -> None:
    courier = face(
        "Transguild Courier",
        "{4}",
        "Artifact Creature — Golem",
        "Transguild Courier is all colors.",
    )
    assert identity(courier) == WUBRG


def test_903_4_colorless_card() -> None:
    assert identity(face("Sol Ring", "{1}", "Artifact", "{T}: Add {C}{C}.")) == ()


def test_903_4_identity_in_wubrg_order() -> None:
    face_ = face("Test", "{G}", "Sorcery", "{W}: Do nothing. {B}: Do nothing.")
    assert identity(face_) == (W, B, G)


# --- 903.5c ---------------------------------------------------------------------------------


def test_903_5c_card_within_commander_identity() -> None:
    assert within((W,), (W, B))
    assert within((), (R,))
    assert within((W, B), (W, B))
    assert not within((W, U), (W, B))
    assert not within((G,), ())
