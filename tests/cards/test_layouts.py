"""The layout strategies: what a card is in each zone with each face up."""

from __future__ import annotations

import pytest

from mtgfaces.cards.characteristics import Zone
from mtgfaces.cards.db import CardDB
from mtgfaces.cards.layouts import (
    FUSED,
    NoSuchFace,
    default_characteristics,
    melded,
    room_on_battlefield,
    rules_for,
)
from mtgfaces.cards.model import Layout, Side, SplitKind

OFF_STACK = (Zone.LIBRARY, Zone.HAND, Zone.GRAVEYARD, Zone.EXILE, Zone.COMMAND)


def rules(derivation) -> list[str]:
    return [n.rule for n in derivation.trace]


@pytest.mark.parametrize("zone", OFF_STACK)
def test_712_8a_mdfc_has_only_front_face_off_the_stack(db: CardDB, zone: Zone) -> None:
    card = db.card("Sejiri Glacier")
    d = default_characteristics(card, zone)
    assert d.characteristics.name == "Sejiri Shelter"
    assert d.characteristics.types == ("Instant",)
    assert d.characteristics.mana_value == 2
    assert rules(d) == ["712.8a"]


def test_712_8a_back_face_refused_off_the_stack(db: CardDB) -> None:
    card = db.card("Sejiri Glacier")
    with pytest.raises(NoSuchFace, match="712.8a"):
        rules_for(card).base(card, Zone.GRAVEYARD, Side.BACK)


def test_712_8f_mdfc_land_face_on_battlefield_has_its_own_mana_value(db: CardDB) -> None:
    card = db.card("Sejiri Shelter // Sejiri Glacier")
    d = rules_for(card).base(card, Zone.BATTLEFIELD, Side.BACK)
    assert d.characteristics.name == "Sejiri Glacier"
    assert d.characteristics.mana_value == 0  # S36: unlike a transforming DFC
    assert d.characteristics.colors == ()
    assert "712.8f" in rules(d)


def test_712_11b_mdfc_casts_only_nonland_faces_and_plays_land_faces(db: CardDB) -> None:
    card = db.card("Sejiri Shelter // Sejiri Glacier")
    assert rules_for(card).stack_sides(card) == (Side.FRONT,)
    assert rules_for(card).land_sides(card) == (Side.BACK,)
    pathway = db.card("Blightstep Pathway // Searstep Pathway")
    assert rules_for(pathway).land_sides(pathway) == (Side.FRONT, Side.BACK)
    assert rules_for(pathway).stack_sides(pathway) == ()


def test_712_8e_202_3b_transformed_back_face_has_front_mana_value(db: CardDB) -> None:
    card = db.card("Insectile Aberration")
    assert card.layout is Layout.TRANSFORM
    d = rules_for(card).base(card, Zone.BATTLEFIELD, Side.BACK)
    assert d.characteristics.name == "Insectile Aberration"
    assert d.characteristics.mana_value == 1
    assert d.characteristics.colors == ("U",)  # color indicator, CR 204
    assert rules(d) == ["712.8e", "202.3b"]


def test_712_8c_transforming_card_cast_transformed_has_back_face(db: CardDB) -> None:
    card = db.card("Delver of Secrets")
    d = rules_for(card).base(card, Zone.STACK, Side.BACK)
    assert d.characteristics.name == "Insectile Aberration"
    assert d.characteristics.mana_value == 1
    assert rules(d)[0] == "712.8c"


def test_s27_cecil_back_face_color_indicator(db: CardDB) -> None:
    card = db.card("Cecil, Dark Knight")
    back = card.face(Side.BACK)
    assert back.color_indicator == ("W",)
    d = rules_for(card).base(card, Zone.BATTLEFIELD, Side.BACK)
    assert d.characteristics.colors == ("W",)
    assert default_characteristics(card, Zone.HAND).characteristics.colors == ("B",)


@pytest.mark.parametrize("zone", OFF_STACK)
def test_709_4_split_card_is_both_halves_off_the_stack(db: CardDB, zone: Zone) -> None:
    card = db.card("Fire // Ice")
    d = default_characteristics(card, zone)
    value = d.characteristics
    assert value.names == ("Fire", "Ice")
    assert value.mana_value == 4
    assert value.mana_cost.text == "{2}{U}{R}"  # CR 709.4b
    assert value.mana_cost.printed == "{1}{R} // {1}{U}"
    assert value.colors == ("U", "R")
    assert value.has_name("Ice")
    assert rules(d) == ["709.4"]


def test_709_3b_split_half_on_the_stack(db: CardDB) -> None:
    card = db.card("Fire // Ice")
    d = rules_for(card).base(card, Zone.STACK, Side.RIGHT)
    assert d.characteristics.name == "Ice"
    assert d.characteristics.mana_value == 2
    assert d.characteristics.colors == ("U",)


def test_702_102_fuse_only_for_fuse_cards(db: CardDB) -> None:
    fuse = db.card("Turn // Burn")
    assert fuse.split_kind is SplitKind.FUSE
    assert FUSED in rules_for(fuse).stack_sides(fuse)
    fused = rules_for(fuse).base(fuse, Zone.STACK, FUSED)
    assert fused.characteristics.names == ("Turn", "Burn")
    assert rules(fused) == ["709.4d"]
    card = db.card("Fire // Ice")
    assert FUSED not in rules_for(card).stack_sides(card)
    with pytest.raises(NoSuchFace, match="702.102a"):
        rules_for(card).base(card, Zone.STACK, FUSED)


def test_702_127_aftermath_is_told_apart(db: CardDB) -> None:
    assert db.card("Commit // Memory").split_kind is SplitKind.AFTERMATH


def test_709_5_room_with_locked_doors_has_no_name_or_cost(db: CardDB) -> None:
    card = db.card("Bottomless Pool // Locker Room")
    assert card.split_kind is SplitKind.ROOM
    locked = default_characteristics(card, Zone.BATTLEFIELD).characteristics
    assert locked.name is None
    assert locked.mana_value == 0
    assert locked.colors == ()
    assert locked.subtypes == ("Room",)
    left = room_on_battlefield(card, unlocked=frozenset({Side.LEFT})).characteristics
    assert left.name == "Bottomless Pool"
    assert left.mana_value == 1
    both = room_on_battlefield(card, unlocked=frozenset({Side.LEFT, Side.RIGHT})).characteristics
    assert both.names == ("Bottomless Pool", "Locker Room")
    assert both.mana_value == 6


def test_710_2_flip_card_unflipped_everywhere(db: CardDB) -> None:
    card = db.card("Akki Lavarunner")
    for zone in (*OFF_STACK, Zone.STACK, Zone.BATTLEFIELD):
        value = default_characteristics(card, zone).characteristics
        assert value.name == "Akki Lavarunner"
        assert "Legendary" not in value.supertypes  # S15


def test_710_1c_flipped_keeps_color_and_mana_cost(db: CardDB) -> None:
    card = db.card("Akki Lavarunner // Tok-Tok, Volcano Born")
    d = rules_for(card).base(card, Zone.BATTLEFIELD, Side.FLIPPED)
    value = d.characteristics
    assert value.name == "Tok-Tok, Volcano Born"
    assert value.supertypes == ("Legendary",)
    assert (value.power, value.toughness) == ("2", "2")
    assert value.mana_cost.text == "{3}{R}"
    assert value.mana_value == 4
    assert value.colors == ("R",)
    assert rules(d) == ["710.2", "710.1c"]


def test_710_1b_flipped_only_on_the_battlefield(db: CardDB) -> None:
    card = db.card("Akki Lavarunner")
    with pytest.raises(NoSuchFace, match="710.1b"):
        rules_for(card).base(card, Zone.GRAVEYARD, Side.FLIPPED)


def test_715_4_adventurer_card_is_the_creature_off_the_stack(db: CardDB) -> None:
    card = db.card("Bonecrusher Giant")
    assert default_characteristics(card, Zone.HAND).characteristics.name == "Bonecrusher Giant"
    assert default_characteristics(card, Zone.HAND).characteristics.mana_value == 3
    stomp = rules_for(card).base(card, Zone.STACK, Side.ADVENTURE)
    assert stomp.characteristics.name == "Stomp"
    assert stomp.characteristics.mana_value == 2
    assert rules(stomp) == ["715.3b"]
    with pytest.raises(NoSuchFace, match="715.4"):
        rules_for(card).base(card, Zone.EXILE, Side.ADVENTURE)


def test_720_omen_layout_keyed_on_the_omen_subtype(db: CardDB) -> None:
    omens = [c for c in db if c.layout is Layout.OMEN]
    assert omens, "the pool has omen cards (filed under adventure by Scryfall)"
    card = omens[0]
    assert card.faces[1].side is Side.OMEN
    assert Side.OMEN in rules_for(card).stack_sides(card)
    d = rules_for(card).base(card, Zone.STACK, Side.OMEN)
    assert rules(d) == ["720.3b"]


def test_718_3b_prototype_cost_and_size(db: CardDB) -> None:
    card = db.card("Arcane Proxy")
    assert card.layout is Layout.PROTOTYPE
    normal = default_characteristics(card, Zone.HAND).characteristics
    assert normal.mana_value == 7
    proto = rules_for(card).base(card, Zone.STACK, Side.PROTOTYPE).characteristics
    assert proto.mana_cost.text == "{1}{U}{U}"
    assert proto.mana_value == 3
    assert (proto.power, proto.toughness) == ("2", "1")
    assert proto.colors == ("U",)
    assert proto.name == "Arcane Proxy"


def test_712_8g_202_3c_melded_mana_value_is_sum_of_fronts(db: CardDB) -> None:
    bruna, gisela = db.card("Bruna, the Fading Light"), db.card("Gisela, the Broken Blade")
    brisela = db.card("Brisela, Voice of Nightmares")
    assert bruna.meld is not None and bruna.meld.result == brisela.name
    assert brisela.meld_parts == (bruna.name, gisela.name)
    d = melded(brisela, (bruna, gisela))
    assert d.characteristics.mana_value == 11
    assert d.characteristics.name == "Brisela, Voice of Nightmares"
    assert rules(d) == ["712.8g", "202.3c"]


def test_712_4b_meld_back_face_does_not_exist_unmelded(db: CardDB) -> None:
    bruna = db.card("Bruna, the Fading Light")
    with pytest.raises(NoSuchFace, match="712.4b"):
        rules_for(bruna).base(bruna, Zone.BATTLEFIELD, Side.BACK)
    assert rules_for(bruna).base(bruna, Zone.STACK).trace[0].rule == "712.8b"


def test_712_5g_mislabelled_final_fantasy_meld_pair_is_linked(db: CardDB) -> None:
    fang = db.card("Fang, Fearless l'Cie")
    assert fang.meld is not None
    assert fang.meld.partner == "Vanille, Cheerful l'Cie"
    assert fang.meld.result == "Ragnarok, Divine Deliverance"
    assert db.card("Ragnarok, Divine Deliverance").is_meld_result


def test_201_4_choosable_names_include_every_face_and_meld_result(db: CardDB) -> None:
    akki = db.card("Akki Lavarunner")
    assert rules_for(akki).choosable_names(akki) == ("Akki Lavarunner", "Tok-Tok, Volcano Born")
    bruna = db.card("Bruna, the Fading Light")
    assert "Brisela, Voice of Nightmares" in rules_for(bruna).choosable_names(bruna)
    giant = db.card("Bonecrusher Giant")
    assert rules_for(giant).choosable_names(giant) == ("Bonecrusher Giant", "Stomp")


def test_town_adventure_cost_moved_off_the_land_face(db: CardDB) -> None:
    card = db.card("Ishgard, the Holy See // Faith & Grief")
    assert card.front.mana_cost.is_none
    assert card.faces[1].mana_cost.text == "{3}{W}{W}"
    assert default_characteristics(card, Zone.HAND).characteristics.mana_value == 0


def test_every_layout_in_the_pool_has_a_strategy(db: CardDB) -> None:
    for card in db:
        rules_for(card).base(card, Zone.LIBRARY)


@pytest.mark.parametrize(
    ("name", "naming", "normal"),
    [
        ("Fire // Ice", "201.4b", None),
        ("Akki Lavarunner", "201.4c", "710.2"),
        ("Delver of Secrets", "712.19", None),
        ("Sejiri Shelter", "712.19", None),
        ("Bruna, the Fading Light", "712.19", None),
        ("Bonecrusher Giant", "201.4f", "715.4"),
        ("Dirgur Island Dragon", "720.5", "720.4"),
        ("Phyrexian Fleshgorger", "201.4", "718.4"),
        ("Grizzly Bears", "201.4", None),
    ],
)
def test_201_4_the_layout_strategy_knows_its_naming_and_normal_characteristics_rules(
    name: str, naming: str, normal: str | None
) -> None:
    """What the names and deck checks cite comes from the card's strategy, so
    adding a layout is adding one strategy."""
    card = CardDB.default().card(name)
    assert rules_for(card).naming_rule(card) == naming
    assert rules_for(card).normal_characteristics_rule(card) == normal


def test_layout_knowledge_lives_in_the_strategies() -> None:
    """Issue 13: the rules, the scenario layer and the referee ask a card's
    strategy (``rules_for(card).melds``, ``.has_doors``, ``.not_a_card``...),
    never its layout or split kind, so adding a layout is adding a strategy.
    (Card scripts under abilities/cards name their own cards and may.)"""
    import ast
    from pathlib import Path

    root = Path(__file__).resolve().parents[2] / "src" / "mtgfaces"
    files = [*(root / "rules").rglob("*.py"), *(root / "scenario").rglob("*.py"), root / "referee.py"]
    asked = []
    for path in files:
        if "abilities/cards" in path.as_posix():
            continue
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not isinstance(node, ast.Compare):
                continue
            for part in (node.left, *node.comparators):
                named = (
                    part.value.id
                    if isinstance(part, ast.Attribute) and isinstance(part.value, ast.Name)
                    else ""
                )
                if named in ("Layout", "SplitKind") or (
                    isinstance(part, ast.Attribute) and part.attr in ("layout", "split_kind")
                ):
                    asked.append(f"{path.relative_to(root)}:{node.lineno}")
    assert asked == []


def test_each_split_kind_has_its_strategy(db: CardDB) -> None:
    assert rules_for(db.card("Fire // Ice")).fusable is False
    assert rules_for(db.card("Beck // Call")).fusable is True  # CR 702.102
    assert (
        rules_for(db.card("Dusk // Dawn")).aftermath_side(db.card("Dusk // Dawn")) is Side.RIGHT
    )  # 702.127a
    assert rules_for(db.card("Bottomless Pool // Locker Room")).has_doors is True  # CR 709.5
    assert (
        rules_for(db.card("Bruna, the Fading Light")).melds
        and not rules_for(db.card("Bruna, the Fading Light")).can_transform
    )
    assert rules_for(db.card("Sejiri Shelter")).front_must_be_permanent_rule == "712.14b"
