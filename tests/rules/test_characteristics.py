"""Characteristics of game objects: base by zone and status, layer 1, layers 2-7."""

from __future__ import annotations

from typing import Any

import pytest

from mtgfaces.cards.characteristics import Zone
from mtgfaces.cards.colors import Color
from mtgfaces.cards.db import CardDB
from mtgfaces.cards.model import Side
from mtgfaces.rules.state.copies import CopyExceptions, copy_effect
from mtgfaces.rules.state.effects import ContinuousEffect, Duration, Modification
from mtgfaces.rules.state.filters import Comparison, Filter
from mtgfaces.rules.state.game import Game
from mtgfaces.rules.state.objects import GameObject
from mtgfaces.rules.state.status import FUSED, FaceDown, Status

DB = CardDB.default()
OFF_STACK = (Zone.LIBRARY, Zone.HAND, Zone.GRAVEYARD, Zone.EXILE, Zone.COMMAND)


@pytest.fixture
def game() -> Game:
    return Game(["Alice", "Bob"])


def put(
    game: Game, name: str, zone: Zone = Zone.BATTLEFIELD, owner: str = "Alice", **status: Any
) -> GameObject:
    return game.put(DB.card(name), zone=zone, owner=owner, status=Status(**status))


def rules(game: Game, obj: GameObject) -> list[str]:
    return [note.rule for note in game.derive(obj).trace]


def effect(game: Game, *, filter: Filter | None = None, **change: Any) -> ContinuousEffect:
    return game.add_effect(ContinuousEffect(0, 0, Modification(**change), filter=filter))


# -- 1. base: by layout, zone and status ------------------------------------------------------


@pytest.mark.parametrize("zone", OFF_STACK)
def test_712_8a_front_face_only_outside_stack_and_battlefield(game: Game, zone: Zone) -> None:
    value = game.characteristics(put(game, "Delver of Secrets", zone))
    assert value.name == "Delver of Secrets"
    assert value.mana_value == 1


def test_712_8b_meld_card_on_the_stack_has_its_front_face(game: Game) -> None:
    bruna = put(game, "Bruna, the Fading Light", Zone.STACK)
    assert game.characteristics(bruna).name == "Bruna, the Fading Light"
    assert rules(game, bruna) == ["712.8b"]


def test_712_8c_cast_transformed_has_back_face_and_front_mana_value(game: Game) -> None:
    spell = put(game, "Delver of Secrets", Zone.STACK, up=Side.BACK)
    value = game.characteristics(spell)
    assert value.name == "Insectile Aberration"
    assert value.mana_value == 1
    assert rules(game, spell) == ["712.8c", "202.3b"]


def test_712_8d_front_face_up_permanent(game: Game) -> None:
    assert game.characteristics(put(game, "Delver of Secrets")).power == "1"


def test_712_8e_transformed_permanent_back_face_front_mana_value(game: Game) -> None:
    aberration = put(game, "Delver of Secrets", up=Side.BACK)
    value = game.characteristics(aberration)
    assert (value.name, value.power, value.mana_value, value.colors) == (
        "Insectile Aberration",
        "3",
        1,
        ("U",),
    )


def test_712_8f_mdfc_face_up_on_battlefield(game: Game) -> None:
    glacier = put(game, "Sejiri Glacier", up=Side.BACK)
    value = game.characteristics(glacier)
    assert (value.name, value.mana_value, value.types) == ("Sejiri Glacier", 0, ("Land",))


def test_712_8g_melded_permanent_sums_front_mana_values(game: Game) -> None:
    bruna, gisela = DB.card("Bruna, the Fading Light"), DB.card("Gisela, the Broken Blade")
    brisela = game.put(
        DB.card("Brisela, Voice of Nightmares"),
        zone=Zone.BATTLEFIELD,
        owner="Alice",
        status=Status(up=Side.MELDED),
        parts=(bruna, gisela),
    )
    value = game.characteristics(brisela)
    assert (value.name, value.mana_value, value.power) == ("Brisela, Voice of Nightmares", 11, "9")
    assert rules(game, brisela) == ["712.8g", "202.3c"]


@pytest.mark.parametrize("zone", OFF_STACK)
def test_709_4_split_card_combined_off_the_stack(game: Game, zone: Zone) -> None:
    value = game.characteristics(put(game, "Fire // Ice", zone))
    assert value.names == ("Fire", "Ice")
    assert value.mana_value == 4


def test_709_3b_only_the_cast_half_on_the_stack(game: Game) -> None:
    value = game.characteristics(put(game, "Fire // Ice", Zone.STACK, up=Side.RIGHT))
    assert (value.name, value.mana_value, value.colors) == ("Ice", 2, ("U",))


def test_709_4d_fused_split_spell_combined(game: Game) -> None:
    value = game.characteristics(put(game, "Turn // Burn", Zone.STACK, up=FUSED))
    assert value.names == ("Turn", "Burn")
    assert value.mana_value == 5


def test_709_5_room_with_locked_doors_and_unlocked_door(game: Game) -> None:
    locked = put(game, "Bottomless Pool // Locker Room")
    assert game.characteristics(locked).name is None
    assert game.characteristics(locked).mana_value == 0
    left = put(game, "Bottomless Pool // Locker Room", unlocked=frozenset({Side.LEFT}))
    assert game.characteristics(left).name == "Bottomless Pool"
    assert game.characteristics(left).mana_value == 1


def test_710_2_flip_card_unflipped_on_battlefield_flipped_once_flipped(game: Game) -> None:
    akki = put(game, "Akki Lavarunner")
    assert game.characteristics(akki).name == "Akki Lavarunner"
    tok_tok = put(game, "Akki Lavarunner", flipped=True)
    value = game.characteristics(tok_tok)
    assert (value.name, value.supertypes, value.mana_value) == ("Tok-Tok, Volcano Born", ("Legendary",), 4)
    assert rules(game, tok_tok) == ["710.2", "710.1c"]


def test_710_2_flipped_status_means_nothing_off_the_battlefield(game: Game) -> None:
    assert game.characteristics(put(game, "Akki Lavarunner", Zone.GRAVEYARD, flipped=True)).name == (
        "Akki Lavarunner"
    )


def test_715_3b_adventure_spell_on_the_stack(game: Game) -> None:
    stomp = put(game, "Bonecrusher Giant", Zone.STACK, up=Side.ADVENTURE)
    value = game.characteristics(stomp)
    assert (value.name, value.mana_value, value.types) == ("Stomp", 2, ("Instant",))


def test_715_4_adventurer_on_an_adventure_is_the_creature_in_exile(game: Game) -> None:
    value = game.characteristics(put(game, "Bonecrusher Giant", Zone.EXILE, on_adventure="Alice"))
    assert value.name == "Bonecrusher Giant"


def test_718_3_prototyped_spell_and_permanent(game: Game) -> None:
    for zone in (Zone.STACK, Zone.BATTLEFIELD):
        value = game.characteristics(put(game, "Arcane Proxy", zone, up=Side.PROTOTYPE))
        assert (value.mana_value, value.power, value.toughness, value.colors) == (3, "2", "1", ("U",))
    assert game.characteristics(put(game, "Arcane Proxy", Zone.GRAVEYARD)).mana_value == 7


def test_720_3b_omen_spell_on_the_stack(game: Game) -> None:
    omen = next(card for card in DB if card.layout.value == "omen")
    spell = game.put(omen, zone=Zone.STACK, owner="Alice", status=Status(up=Side.OMEN))
    assert game.characteristics(spell).name == omen.faces[1].name
    assert rules(game, spell) == ["720.3b"]


def test_202_3e_x_counts_on_the_stack(game: Game) -> None:
    value = game.characteristics(put(game, "Fireball", Zone.STACK, x=4))
    assert value.mana_value == 5
    assert game.characteristics(put(game, "Fireball", Zone.HAND)).mana_value == 1


# -- 2. layer 1: copy effects and face-down -----------------------------------------------------


def test_707_2_copy_takes_copiable_values_not_other_effects(game: Game) -> None:
    bear = put(game, "Grizzly Bears", counters=(("+1/+1", 1),))
    game.add_effect(ContinuousEffect(0, 0, Modification(power=3, toughness=3), objects=(bear.id,)))
    effect(game, filter=Filter(types=("Creature",)), add_types=("Artifact",))
    clone = put(game, "Clone")
    game.add_copy_effect(copy_effect(game, clone, bear))
    assert game.characteristics(bear).power == "6"
    value = game.characteristics(clone)
    # Not the +3/+3, not the counter: those aren't copiable values. The type
    # effect still applies to the copy, in its own layer 4.
    assert (value.name, value.power, value.types) == ("Grizzly Bears", "2", ("Creature", "Artifact"))
    assert "707.2" in rules(game, clone)


def test_707_8_copy_of_transformed_permanent_copies_the_back_face(game: Game) -> None:
    aberration = put(game, "Delver of Secrets", owner="Bob", up=Side.BACK)
    clone = put(game, "Clone")
    game.add_copy_effect(copy_effect(game, clone, aberration))
    value = game.characteristics(clone)
    assert (value.name, value.power, value.mana_value) == ("Insectile Aberration", "3", 0)
    assert "202.3b" in rules(game, clone)


def test_202_3c_copy_of_melded_permanent_has_mana_value_0(game: Game) -> None:
    brisela = game.put(
        DB.card("Brisela, Voice of Nightmares"),
        zone=Zone.BATTLEFIELD,
        owner="Bob",
        status=Status(up=Side.MELDED),
        parts=(DB.card("Bruna, the Fading Light"), DB.card("Gisela, the Broken Blade")),
    )
    clone = put(game, "Clone")
    game.add_copy_effect(copy_effect(game, clone, brisela))
    assert game.characteristics(clone).name == "Brisela, Voice of Nightmares"
    assert game.characteristics(clone).mana_value == 0


def test_707_8a_double_faced_token_copy_has_both_faces(game: Game) -> None:
    token = game.put(
        DB.card("Delver of Secrets"),
        zone=Zone.BATTLEFIELD,
        owner="Alice",
        is_token=True,
        status=Status(up=Side.BACK),
    )
    assert token.is_double_faced and token.can_transform
    assert game.characteristics(token).name == "Insectile Aberration"


def test_707_9b_exceptions_become_copiable_values(game: Game) -> None:
    bear = put(game, "Grizzly Bears", owner="Bob")
    copy = put(game, "Clone")
    exceptions = CopyExceptions(power="1", toughness="1", colors=(Color.GREEN,), add_subtypes=("Frog",))
    game.add_copy_effect(copy_effect(game, copy, bear, exceptions=exceptions))
    value = game.characteristics(copy)
    assert (value.power, value.toughness, value.subtypes) == ("1", "1", ("Bear", "Frog"))
    second = put(game, "Clone")
    game.add_copy_effect(copy_effect(game, second, copy))
    assert game.characteristics(second).subtypes == ("Bear", "Frog")  # 707.3: copies of the copy


def test_707_2_copy_of_face_down_permanent_is_a_nameless_2_2(game: Game) -> None:
    hidden = put(game, "Grizzly Bears", owner="Bob", face_down=FaceDown.MORPH)
    clone = put(game, "Clone")
    game.add_copy_effect(copy_effect(game, clone, hidden))
    value = game.characteristics(clone)
    assert (value.name, value.power, value.abilities) == (None, "2", ())
    assert game.copy_effects[-1].source_name is None  # the copy effect names nothing hidden


def test_708_10_face_down_permanent_that_becomes_a_copy_stays_face_down_2_2(game: Game) -> None:
    bear = put(game, "Grizzly Bears", owner="Bob")
    hidden = put(game, "Delver of Secrets", face_down=FaceDown.MANIFEST)
    game.add_copy_effect(copy_effect(game, hidden, bear))
    assert game.characteristics(hidden).name is None
    face_up = game.replace(game.get(hidden.id)._replace(status=Status()))
    assert game.characteristics(face_up).name == "Grizzly Bears"  # 708.10: the copied values


@pytest.mark.parametrize("kind", list(FaceDown)[:7])
def test_708_2a_face_down_is_a_nameless_colorless_2_2(game: Game, kind: FaceDown) -> None:
    obj = put(game, "Delver of Secrets", face_down=kind)
    value = game.characteristics(obj)
    assert value.name is None and value.names == ()
    assert value.mana_cost.is_none and value.mana_value == 0
    assert value.colors == () and value.subtypes == () and value.types == ("Creature",)
    assert (value.power, value.toughness) == ("2", "2")
    assert ("Ward {2}" in value.abilities) == (kind in (FaceDown.DISGUISE, FaceDown.CLOAK))


def test_708_4_face_down_spell_on_the_stack(game: Game) -> None:
    assert game.characteristics(put(game, "Grizzly Bears", Zone.STACK, face_down=FaceDown.MORPH)).name is None


def test_406_3_card_exiled_face_down_has_no_characteristics(game: Game) -> None:
    value = game.characteristics(put(game, "Grizzly Bears", Zone.EXILE, face_down=FaceDown.FORETELL))
    assert value.name is None and value.types == ()


def test_s33_effects_still_change_a_face_down_permanent(game: Game) -> None:
    obj = put(game, "Delver of Secrets", face_down=FaceDown.MANIFEST)
    effect(game, filter=Filter(types=("Creature",)), power=1, toughness=1)
    assert game.characteristics(obj).power == "3"


# -- 3. layers 2-7 ---------------------------------------------------------------------------


def test_613_1b_control_changing_effect(game: Game) -> None:
    bear = put(game, "Grizzly Bears")
    game.add_effect(ContinuousEffect(0, 0, Modification(controller="Bob"), objects=(bear.id,)))
    assert game.controller(bear) == "Bob"
    assert game.objects(Zone.BATTLEFIELD, "Bob") == [game.get(bear.id)]


def test_613_1d_type_changing_effect(game: Game) -> None:
    land = put(game, "Forest")
    effect(game, filter=Filter(types=("Land",)), add_types=("Creature",), add_subtypes=("Elemental",))
    assert game.characteristics(land).types == ("Land", "Creature")
    assert game.characteristics(land).subtypes == ("Forest", "Elemental")


def test_613_1e_color_setting_effect_and_613_7_timestamps(game: Game) -> None:
    bear = put(game, "Grizzly Bears")
    effect(game, filter=Filter(types=("Creature",)), set_colors=(Color.RED,))
    effect(game, filter=Filter(types=("Creature",)), set_colors=(Color.BLUE,))
    assert game.characteristics(bear).colors == ("U",)  # the later timestamp wins


def test_613_1f_losing_all_abilities(game: Game) -> None:
    delver = put(game, "Delver of Secrets")
    effect(game, filter=Filter(types=("Creature",)), lose_all_abilities=True)
    assert game.characteristics(delver).abilities == ()


def test_613_1f_losing_all_abilities_loses_their_rules_text(game: Game) -> None:
    """An object has an ability while it has the line of text (113.6): one
    that loses all abilities keeps no rules text to have them by, so its
    scripted upkeep trigger is gone too."""
    from mtgfaces.rules.state import registry
    from mtgfaces.rules.state.abilities import Triggered

    delver = put(game, "Delver of Secrets")
    assert registry.of(game.characteristics(delver), Triggered)
    effect(game, filter=Filter(types=("Creature",)), lose_all_abilities=True)
    value = game.characteristics(delver)
    assert value.rules_text == ""
    assert registry.of(value, Triggered) == []


def test_613_4_power_toughness_sublayers_and_counters(game: Game) -> None:
    bear = put(game, "Grizzly Bears", counters=(("+1/+1", 2),))
    effect(game, filter=Filter(types=("Creature",)), power=1, toughness=1)
    effect(game, filter=Filter(types=("Creature",)), set_power=0, set_toughness=4)
    value = game.characteristics(bear)
    assert (value.power, value.toughness) == ("3", "7")  # set 0/4 (7b), +1/+1 and counters (7c)
    assert [r for r in rules(game, bear) if r.startswith("613.4")] == ["613.4b", "613.4c", "613.4c"]


NONCREATURE_ARTIFACTS = Filter(types=("Artifact",), not_=Filter(types=("Creature",)))


def test_613_6_noncreature_artifacts_become_2_2_artifact_creatures(game: Game) -> None:
    """CR 613.6's third example: the type change applies in layer 4 and the
    2/2 in layer 7b to the same permanents, though by then they are no longer
    noncreature artifacts."""
    sol_ring = put(game, "Sol Ring")
    effect(game, filter=NONCREATURE_ARTIFACTS, add_types=("Creature",), set_power=2, set_toughness=2)
    value = game.characteristics(sol_ring)
    assert value.types == ("Artifact", "Creature")
    assert (value.power, value.toughness) == ("2", "2")
    assert rules(game, sol_ring)[-3:] == ["613.1d", "208.3a", "613.4b"]


def test_613_6_become_artifact_creatures_and_get_plus_2_plus_2(game: Game) -> None:
    """The effect that started to apply in layer 4 keeps applying in 7c; the
    new creature has no power or toughness of its own, so 0/0 before its
    +2/+2 (208.3a)."""
    sol_ring = put(game, "Sol Ring")
    effect(game, filter=NONCREATURE_ARTIFACTS, add_types=("Creature",), power=2, toughness=2)
    value = game.characteristics(sol_ring)
    assert (value.power, value.toughness) == ("2", "2")
    assert rules(game, sol_ring)[-3:] == ["613.1d", "208.3a", "613.4c"]


def test_613_6_gets_plus_1_plus_1_and_becomes_a_color(game: Game) -> None:
    """CR 613.6's first example: the color part applies in layer 5 and the
    +1/+1 in 7c, to the creatures it started applying to (green ones), though
    they are blue by then."""
    bear = put(game, "Grizzly Bears")
    effect(game, filter=Filter(colors=(Color.GREEN,)), set_colors=(Color.BLUE,), power=1, toughness=1)
    value = game.characteristics(bear)
    assert value.colors == ("U",)
    assert (value.power, value.toughness) == ("3", "3")


def test_613_6_control_and_haste_apply_to_the_same_creature(game: Game) -> None:
    """CR 613.6's second example (Act of Treason): control in layer 2, haste
    in layer 6."""
    bear = put(game, "Grizzly Bears")
    game.add_effect(
        ContinuousEffect(0, 0, Modification(controller="Bob", add_abilities=("Haste",)), objects=(bear.id,))
    )
    assert game.controller(bear) == "Bob"
    assert "Haste" in game.characteristics(bear).abilities


def test_613_6_a_separate_effect_still_sees_earlier_layers(game: Game) -> None:
    """Only the parts of one effect are held to the same objects; a separate
    effect's filter is checked as it starts, from the layers before it
    (613.5's Honor of the Pure example, with types)."""
    land = put(game, "Forest")
    effect(game, filter=Filter(types=("Land",)), add_types=("Creature",))
    effect(game, filter=Filter(types=("Creature",)), set_power=5, set_toughness=5)
    assert game.characteristics(land).power == "5"


def test_613_5_filter_answers_are_checked_again_after_a_layer_changes_them(game: Game) -> None:
    """Two effects sharing one filter: the first, in layer 4 before the
    Forest is a creature, doesn't apply; the second, in 7b after another
    layer-4 effect made it one, does (613.5, 613.7)."""
    land = put(game, "Forest")
    creatures = Filter(types=("Creature",))
    effect(game, filter=creatures, add_subtypes=("Elf",))
    effect(game, filter=Filter(types=("Land",)), add_types=("Creature",))
    effect(game, filter=creatures, set_power=5, set_toughness=5)
    value = game.characteristics(land)
    assert (value.power, value.toughness) == ("5", "5")
    assert "Elf" not in value.subtypes


def test_208_3a_a_permanent_that_becomes_a_creature_is_0_0(game: Game) -> None:
    land = put(game, "Forest")
    effect(game, filter=Filter(types=("Land",)), add_types=("Creature",))
    assert (game.characteristics(land).power, game.characteristics(land).toughness) == ("0", "0")


def test_s15_legendary_creatures_get_plus_2_affects_tok_tok_not_akki(game: Game) -> None:
    akki = put(game, "Akki Lavarunner")
    tok_tok = put(game, "Akki Lavarunner", flipped=True)
    effect(game, filter=Filter(supertypes=("Legendary",), types=("Creature",)), power=2, toughness=2)
    assert game.characteristics(akki).power == "1"
    assert game.characteristics(tok_tok).power == "4"


def test_s15_search_for_legendary_card_cannot_find_akki_in_library(game: Game) -> None:
    put(game, "Akki Lavarunner", Zone.LIBRARY)
    put(game, "Isamaru, Hound of Konda", Zone.LIBRARY)
    legendary = Filter(supertypes=("Legendary",))
    found = [o.card.name for o in game.objects(Zone.LIBRARY, "Alice") if legendary.matches(_subject(game, o))]
    assert found == ["Isamaru, Hound of Konda"]


def test_effect_zones_default_to_the_battlefield(game: Game) -> None:
    in_hand = put(game, "Grizzly Bears", Zone.HAND)
    effect(game, filter=Filter(types=("Creature",)), power=2, toughness=2)
    assert game.characteristics(in_hand).power == "2"


def test_end_of_turn_effects_end(game: Game) -> None:
    bear = put(game, "Grizzly Bears")
    game.add_effect(
        ContinuousEffect(
            0, 0, Modification(power=3), filter=Filter(types=("Creature",)), until=Duration.END_OF_TURN
        )
    )
    assert game.characteristics(bear).power == "5"
    game.end_effects(Duration.END_OF_TURN)
    assert game.characteristics(bear).power == "2"


def test_filters_number_tests() -> None:
    assert Comparison.parse("<=3").test(3) and not Comparison.parse("<3").test(3)
    assert Comparison.parse("even").test(4) and Comparison.parse("odd").test(1)
    assert Comparison.parse(2).test(2.0)


def test_400_7_zone_change_forgets_status(game: Game) -> None:
    tok_tok = put(game, "Akki Lavarunner", flipped=True, tapped=True, counters=(("+1/+1", 1),))
    moved = game.move(tok_tok.id, Zone.GRAVEYARD)
    assert moved.id != tok_tok.id and tok_tok.id not in game
    assert moved.status == Status()
    back = game.move(moved.id, Zone.BATTLEFIELD)
    assert game.characteristics(back).name == "Akki Lavarunner"  # S16: flipping is forgotten


def test_characteristics_are_memoised_until_the_game_changes(game: Game) -> None:
    bear = put(game, "Grizzly Bears")
    first = game.derive(bear)
    assert game.derive(bear) is first
    effect(game, filter=Filter(types=("Creature",)), power=1)
    assert game.derive(bear) is not first


def _subject(game: Game, obj: GameObject):  # type: ignore[no-untyped-def]
    from mtgfaces.rules.state.filters import Subject

    return Subject(game.characteristics(obj), game.controller(obj), obj.zone, obj.is_face_down)


def test_708_9_face_down_permanent_leaving_is_revealed(game: Game) -> None:
    hidden = put(game, "Grizzly Bears", face_down=FaceDown.MANIFEST)
    moved = game.move(hidden.id, Zone.GRAVEYARD)
    revealed = [e for e in game.log if e.kind.value == "revealed"]
    assert [(e.object, e.new_object, e.rule) for e in revealed] == [(hidden.id, moved.id, "708.9")]
    assert game.characteristics(moved).name == "Grizzly Bears"
    assert game.view("Bob").find(moved.id) is not None  # public now, S12


def test_708_9_face_down_spell_leaving_the_stack_is_revealed(game: Game) -> None:
    spell = put(game, "Grizzly Bears", Zone.STACK, face_down=FaceDown.MORPH)
    game.move(spell.id, Zone.GRAVEYARD)
    assert any(e.kind.value == "revealed" and e.object == spell.id for e in game.log)


def test_612_2_text_changing_effect_in_layer_3(game: Game) -> None:
    tok_tok = put(game, "Akki Lavarunner", flipped=True)
    effect(game, filter=Filter(names=("Tok-Tok, Volcano Born",)), replace_text=(("red", "blue"),))
    value = game.characteristics(tok_tok)
    assert "Protection from blue" in value.abilities
    assert "a blue source" in value.rules_text
    assert rules(game, tok_tok)[-1] == "612.2"


def test_613_4d_switching_power_and_toughness_comes_last(game: Game) -> None:
    giant = put(game, "Bonecrusher Giant")  # 4/3
    effect(game, filter=Filter(types=("Creature",)), switch_power_toughness=True)
    effect(game, filter=Filter(types=("Creature",)), power=1)
    value = game.characteristics(giant)
    assert (value.power, value.toughness) == ("3", "5")  # 4/3, +1/+0 (7c), then switched (7d)
    assert rules(game, giant)[-2:] == ["613.4c", "613.4d"]


def test_202_3b_double_faced_token_copy_back_face_up_has_mana_value_0(game: Game) -> None:
    token = game.put(
        DB.card("Huntmaster of the Fells"),
        zone=Zone.BATTLEFIELD,
        owner="Alice",
        is_token=True,
        status=Status(up=Side.BACK),
    )
    assert game.characteristics(token).name == "Ravager of the Fells"
    assert game.characteristics(token).mana_value == 0
    card = put(game, "Huntmaster of the Fells", up=Side.BACK)
    assert game.characteristics(card).mana_value == 4  # the card itself keeps its front's (712.8e)


def test_613_4a_a_characteristic_defining_ability_is_derived_again_as_the_board_changes(game: Game) -> None:
    """Characteristics are kept while the object and the effects are the
    same; Ixidron's power counts other objects, so it is never kept."""
    from mtgfaces.rules.actions.faces import turn_face_down

    ixidron = put(game, "Ixidron")
    bears = put(game, "Grizzly Bears")
    assert game.characteristics(ixidron).power == "0"
    turn_face_down(game, bears.id)
    assert game.characteristics(ixidron).power == "1"


def test_kept_characteristics_follow_a_new_effect_and_an_undo(game: Game) -> None:
    bears = put(game, "Grizzly Bears")
    forest = put(game, "Forest")
    kept = game.derive(bears)
    game.replace(game.get(forest.id)._replace(status=Status(tapped=True)))  # another object changes
    assert game.derive(bears) is kept
    game.checkpoint()
    effect(game, filter=Filter(types=("Creature",)), power=1, toughness=1)
    assert game.characteristics(bears).power == "3"
    game.undo()
    assert game.characteristics(bears).power == "2"
