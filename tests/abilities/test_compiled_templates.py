"""The compiler's composed templates (issue 17), each with real cards,
named after the rules: triggers (enters or turned face up, landfall, cast
triggers with a filter, dies, transforms into), effects (tokens, destroy,
counter, sacrifice, damage to each, counters of a kind, +N/+N to each), and
what isn't compiled (two kinds of target, "it" for a card that changed
zones)."""

from __future__ import annotations

import pytest

from mtgfaces.cards.characteristics import Zone
from mtgfaces.cards.db import CardDB
from mtgfaces.cards.model import Side
from mtgfaces.errors import IllegalAction
from mtgfaces.rules.abilities.compiler import compile_line, normalize
from mtgfaces.rules.actions import activating, casting, combat, faces, moves, resolving, turns
from mtgfaces.rules.pool import coverage_report
from mtgfaces.rules.state import registry
from mtgfaces.rules.state.abilities import (
    Activated,
    Resolution,
    SpellAbility,
    TargetKind,
    TriggerCheck,
    Triggered,
)
from mtgfaces.rules.state.choices import Answering
from mtgfaces.rules.state.events import EventKind
from mtgfaces.rules.state.game import Game
from mtgfaces.rules.state.objects import GameObject
from mtgfaces.rules.state.values import Step
from tests.rules.builders import names, put


def back_face_up(game: Game, obj: GameObject) -> GameObject:
    return game.replace(obj._replace(status=obj.status._replace(up=obj.card.faces[1].side)))


def entered(game: Game, name: str) -> GameObject:
    """The permanent a card became as it entered (a new object, 400.7)."""
    return next(o for o in game.objects(Zone.BATTLEFIELD) if o.card.name == name)


def registry_activated(game: Game, obj: GameObject) -> list[Activated]:
    return registry.abilities_of(game, game.get(obj.id), Activated)


def stack(game: Game) -> list[str]:
    return [o.ability.source_name if o.ability else o.card.name for o in game.objects(Zone.STACK)]


@pytest.mark.parametrize(("name", "tokens"), [("Ponyback Brigade", 3), ("Gadget Technician", 1)])
def test_603_6a_708_8_111_2_enters_or_turned_face_up_creates_tokens(name: str, tokens: int) -> None:
    for how in ("enters", "turned face up"):
        game = Game(["Alice", "Bob"])
        if how == "enters":
            creature = put(game, name, Zone.HAND)
            moves.put_onto_battlefield(game, creature.id)
        else:
            creature = put(game, name, Zone.HAND)
            moves.put_onto_battlefield(game, creature.id, face_down=True)
            assert game.objects(Zone.STACK) == []  # a face-down permanent has no abilities (708.2)
            faces.turn_face_up(game, entered(game, name).id, using="effect")
        assert len(game.objects(Zone.STACK)) == 1, how
        resolving.resolve(game)
        made = [o for o in game.objects(Zone.BATTLEFIELD) if o.is_token]
        assert len(made) == tokens, how
        assert all(game.characteristics(o).has_type("Creature") for o in made)
        assert game.characteristics(made[0]).name.endswith("Token")  # 111.4


def test_207_2c_603_6a_611_2a_landfall_kazandu_mammoth_gets_plus_two_until_end_of_turn() -> None:
    game = Game(["Alice", "Bob"])
    mammoth = put(game, "Kazandu Mammoth // Kazandu Valley")
    land = put(game, "Forest", Zone.HAND)
    moves.put_onto_battlefield(game, land.id)
    assert stack(game) == ["Kazandu Mammoth"]
    resolving.resolve(game)
    assert game.characteristics(mammoth.id).power == "5"
    # An opponent's land is not "a land you control" (or "under your control").
    theirs = put(game, "Forest", Zone.HAND, owner="Bob")
    moves.put_onto_battlefield(game, theirs.id)
    assert stack(game) == []


def test_601_2i_603_2_122_1_a_cast_trigger_sees_the_spell_s_subtypes() -> None:
    game = Game(["Alice", "Bob"])
    pupil = put(game, "Budoka Pupil // Ichiga, Who Topples Oaks")
    ray = put(game, "Glacial Ray", Zone.HAND)  # an Instant — Arcane
    casting.cast(game, ray.id, targets=["Bob"])
    assert stack(game) == ["Budoka Pupil", "Glacial Ray"]
    resolving.resolve(game)  # "you may": with no one to ask, yes (609.3)
    assert game.get(pupil.id).status.counter("ki") == 1
    resolving.resolve(game)
    assert game.player("Bob").life == 18
    opt = put(game, "Opt", Zone.HAND)  # not a Spirit or Arcane spell
    casting.cast(game, opt.id)
    assert stack(game) == ["Opt"]


def test_701_8a_702_12b_destroy_target_creature_but_not_an_indestructible_one() -> None:
    game = Game(["Alice", "Bob"])
    bear = put(game, "Grizzly Bears", owner="Bob")
    mauling = put(game, "Hagra Mauling // Hagra Broodpit", Zone.HAND)
    casting.cast(game, mauling.id, targets=[bear.id])
    resolving.resolve(game)
    assert names(game, Zone.GRAVEYARD, "Bob") == ["Grizzly Bears"]
    # Rakish Scoundrel's trigger makes a creature indestructible until end of turn.
    other = put(game, "Grizzly Bears", owner="Bob")
    scoundrel = put(game, "Rakish Scoundrel", Zone.HAND)
    moves.put_onto_battlefield(game, scoundrel.id)
    assert stack(game) == ["Rakish Scoundrel"]
    resolving.resolve(game)
    indestructible = [
        o for o in game.objects(Zone.BATTLEFIELD) if "Indestructible" in game.characteristics(o).abilities
    ]
    assert [o.id for o in indestructible] == [other.id]  # with no one to ask, the first legal target
    second = put(game, "Hagra Mauling // Hagra Broodpit", Zone.HAND)
    casting.cast(game, second.id, targets=[indestructible[0].id])
    resolving.resolve(game)
    assert indestructible[0].id in game
    assert any(e.rule == "702.12b" for e in game.log if e.kind is EventKind.IGNORED)


def test_701_6a_counter_target_spell_saw_it_coming() -> None:
    game = Game(["Alice", "Bob"])
    opt = put(game, "Opt", Zone.HAND, owner="Bob")
    casting.cast(game, opt.id, player="Bob")
    (spell,) = game.objects(Zone.STACK)
    counter = put(game, "Saw It Coming", Zone.HAND)
    casting.cast(game, counter.id, targets=[spell.id])
    resolving.resolve(game)
    assert game.objects(Zone.STACK) == []
    assert names(game, Zone.GRAVEYARD, "Bob") == ["Opt"]


def test_700_4_701_21a_when_it_dies_each_opponent_sacrifices_an_artifact_or_creature() -> None:
    game = Game(["Alice", "Bob"])
    goremonger = back_face_up(game, put(game, "Pyretic Prankster // Glistening Goremonger"))
    put(game, "Grizzly Bears", owner="Bob")
    moves.move(game, goremonger.id, Zone.GRAVEYARD)
    assert stack(game) == ["Glistening Goremonger"]
    resolving.resolve(game)
    assert names(game, Zone.BATTLEFIELD, "Bob") == []
    assert names(game, Zone.GRAVEYARD, "Bob") == ["Grizzly Bears"]


def test_701_27e_120_3_transformed_into_avacyn_the_purifier_deals_3_to_each_other_creature_and_opponent() -> (
    None
):
    game = Game(["Alice", "Bob"])
    avacyn = put(game, "Archangel Avacyn // Avacyn, the Purifier")
    bear = put(game, "Grizzly Bears", owner="Bob")
    faces.transform(game, avacyn.id)
    assert "Avacyn, the Purifier" in stack(game)
    resolving.resolve(game)
    assert game.player("Bob").life == 17
    assert game.player("Alice").life == 20
    assert game.get(bear.id).status.damage == 3  # lethal, for the next state-based actions (704.5g)
    assert game.get(avacyn.id).status.damage == 0  # "each other creature"


@pytest.mark.parametrize("spell", ["Makindi Stampede // Makindi Mesas", "Flower // Flourish"])
def test_611_2c_613_4c_creatures_you_control_get_plus_two_until_end_of_turn(spell: str) -> None:
    game = Game(["Alice", "Bob"])
    bear = put(game, "Grizzly Bears")
    theirs = put(game, "Grizzly Bears", owner="Bob")
    card = put(game, spell, Zone.HAND)
    casting.cast(game, card.id, side="right" if spell.startswith("Flower") else None)
    resolving.resolve(game)
    assert game.characteristics(bear.id).power == "4"
    assert game.characteristics(theirs.id).power == "2"
    late = put(game, "Grizzly Bears")  # 611.2c: not affected, it wasn't there
    assert game.characteristics(late.id).power == "2"


def test_603_3d_a_trigger_with_no_legal_target_is_removed_from_the_stack() -> None:
    game = Game(["Alice", "Bob"])
    weaponmaster = put(game, "Efreet Weaponmaster", Zone.HAND)
    moves.put_onto_battlefield(game, weaponmaster.id)  # "another target creature you control": none
    assert not game.objects(Zone.STACK)
    assert game.characteristics(entered(game, "Efreet Weaponmaster").id).power == "4"  # as printed
    assert any(e.rule == "603.3d" for e in game.log if e.kind is EventKind.IGNORED)


@pytest.mark.parametrize(
    ("face", "line", "kind"),
    [
        ("Oaken Boon", "Put two +1/+1 counters on target creature.", SpellAbility),
        ("Bloodline Keeper", "{T}: Create a 2/2 black Vampire creature token with flying.", Activated),
        (
            "Master of Pearls",
            "When Master of Pearls is turned face up, creatures you control get +2/+2 until end of turn.",
            Triggered,
        ),
    ],
)
def test_113_3_each_kind_of_ability_compiles_into_the_scripts_model(face: str, line: str, kind: type) -> None:
    spell = kind is SpellAbility
    assert isinstance(compile_line(face, line, spell=spell), kind)


def test_608_2c_a_spell_s_text_compiles_only_for_an_instant_or_sorcery() -> None:
    line = "Put two +1/+1 counters on target creature."
    assert compile_line("Oaken Boon", line) is None  # not a spell: no ability says so
    ability = compile_line("Oaken Boon", line, spell=True)
    assert isinstance(ability, SpellAbility)
    assert ability.targets is not None and ability.targets.kind is TargetKind.FILTERED
    assert ability.targets.words == "creature"


@pytest.mark.parametrize(
    ("face", "line"),
    [
        # 601.2c: after two target words, "it" could be either's: not read here.
        ("Test", "Tap target creature. Untap target land. Put a +1/+1 counter on it."),
        # 400.7: "it" after dying is a new object in the graveyard, not this permanent.
        ("Mortuary Mire", "Whenever another creature you control dies, return it to its owner's hand."),
        # 122.1c: shield counters have rules of their own, not run here.
        ("Test", "Put a shield counter on target creature."),
    ],
)
def test_a_line_whose_parts_don_t_fit_together_is_not_compiled(face: str, line: str) -> None:
    assert compile_line(face, line, spell=True) is None


def test_207_2_207_2c_normalizing_drops_reminder_text_and_ability_words() -> None:
    line = "Landfall — Whenever a land you control enters, Kazandu Mammoth gets +2/+2 until end of turn."
    assert normalize("Kazandu Mammoth", line) == (
        "whenever a land you control enters, ~ gets +2/+2 until end of turn."
    )
    assert normalize("X", "Draw a card. (Reminder.)") == "draw a card."


def test_611_3a_613_4c_a_static_anthem_applies_while_its_source_is_there() -> None:
    game = Game(["Alice", "Bob"])
    bear = put(game, "Grizzly Bears")
    theirs = put(game, "Grizzly Bears", owner="Bob")
    kiln = back_face_up(
        game, put(game, "Clay-Fired Bricks // Cosmium Kiln")
    )  # "Creatures you control get +1/+1."
    assert game.characteristics(bear.id).power == "3"
    assert game.characteristics(theirs.id).power == "2"
    late = put(game, "Grizzly Bears")  # 611.3a: a static ability applies to what fits at each moment
    assert game.characteristics(late.id).toughness == "3"
    assert any(note.rule == "613.4c" for note in game.derive(late.id).trace)
    moves.move(game, kiln.id, Zone.GRAVEYARD)
    assert game.characteristics(bear.id).power == "2"


def test_702_6a_301_5_equip_attaches_and_the_equipped_creature_gets_the_bonus() -> None:
    game = Game(["Alice", "Bob"])
    bear = put(game, "Grizzly Bears")
    machete = put(game, "Conductive Machete")  # "Equipped creature gets +2/+1." and "Equip {4}"
    ability = next(a for a in registry_activated(game, machete) if a.rule == "702.6a")
    assert ability.sorcery_speed and ability.cost.mana == "{4}"
    activating.activate(game, machete.id, ability.text, targets=[bear.id])
    resolving.resolve(game)
    assert game.get(machete.id).status.attached_to == bear.id
    assert (game.characteristics(bear.id).power, game.characteristics(bear.id).toughness) == ("4", "3")
    theirs = put(game, "Grizzly Bears", owner="Bob")  # "target creature you control" (702.6a)
    with pytest.raises(IllegalAction):
        activating.activate(game, machete.id, ability.text, targets=[theirs.id])


@pytest.mark.parametrize(
    ("aura", "power", "keyword"),
    [
        ("Lantern Bearer // Lanterns' Lift", "3", "Flying"),
        ("Kindly Ancestor // Ancestor's Embrace", "2", "Lifelink"),
    ],
)
def test_303_4_613_1f_an_aura_s_static_ability_changes_the_enchanted_creature(
    aura: str, power: str, keyword: str
) -> None:
    game = Game(["Alice", "Bob"])
    bear = put(game, "Grizzly Bears")
    enchantment = back_face_up(game, put(game, aura))
    game.replace(enchantment._replace(status=enchantment.status._replace(attached_to=bear.id)))
    value = game.characteristics(bear.id)
    assert value.power == power
    assert keyword in value.abilities


def test_611_3a_other_creatures_you_control_does_not_include_its_source() -> None:
    ability = compile_line("Lord", "Other Zombie creatures you control get +1/+1.")
    assert ability is not None and ability.rule == "611.3a"
    game = Game(["Alice", "Bob"])
    zombie = put(game, "Walking Corpse")
    (effect,) = ability.effects(zombie, "Alice")  # type: ignore[union-attr]
    assert effect.excluded == (zombie.id,)


def test_701_8a_destroy_all_creatures_doomskar() -> None:
    game = Game(["Alice", "Bob"])
    put(game, "Grizzly Bears")
    put(game, "Grizzly Bears", owner="Bob")
    land = put(game, "Forest")
    doomskar = put(game, "Doomskar", Zone.HAND)
    casting.cast(game, doomskar.id)
    resolving.resolve(game)
    assert [o.id for o in game.objects(Zone.BATTLEFIELD)] == [land.id]


@pytest.mark.parametrize(("target", "legal"), [("Serra Angel", True), ("Grizzly Bears", False)])
def test_115_1_702_9_a_target_with_flying_collision(target: str, legal: bool) -> None:
    game = Game(["Alice", "Bob"])
    creature = put(game, target, owner="Bob")
    collision = put(game, "Collision // Colossus", Zone.HAND)
    if not legal:
        with pytest.raises(IllegalAction):
            casting.cast(game, collision.id, side="left", targets=[creature.id])
        return
    casting.cast(game, collision.id, side="left", targets=[creature.id])
    resolving.resolve(game)
    assert game.get(creature.id).status.damage == 6


@pytest.mark.parametrize(("target", "legal"), [("Serra Angel", True), ("Grizzly Bears", False)])
def test_115_1_208_a_target_with_power_4_or_greater_chop_down(target: str, legal: bool) -> None:
    game = Game(["Alice", "Bob"])
    creature = put(game, target, owner="Bob")
    chop = put(game, "Giant Killer // Chop Down", Zone.HAND)
    if not legal:
        with pytest.raises(IllegalAction):
            casting.cast(game, chop.id, side=chop.card.faces[1].side, targets=[creature.id])
        return
    casting.cast(game, chop.id, side=chop.card.faces[1].side, targets=[creature.id])
    resolving.resolve(game)
    assert names(game, Zone.GRAVEYARD, "Bob") == [target]


def test_700_4_111_1_another_nontoken_creature_dies_grim_haruspex_draws() -> None:
    game = Game(["Alice", "Bob"])
    put(game, "Island", Zone.LIBRARY)
    put(game, "Grim Haruspex")
    bear = put(game, "Grizzly Bears")
    moves.move(game, bear.id, Zone.GRAVEYARD)
    assert stack(game) == ["Grim Haruspex"]
    resolving.resolve(game)
    assert names(game, Zone.HAND, "Alice") == ["Island"]
    token = game.replace(put(game, "Grizzly Bears")._replace(is_token=True))
    moves.move(game, token.id, Zone.GRAVEYARD)
    assert stack(game) == []  # a token isn't "nontoken"


def test_701_40a_manifest_the_top_two_cards_ethereal_ambush() -> None:
    game = Game(["Alice", "Bob"])
    for _ in range(3):
        put(game, "Island", Zone.LIBRARY)
    ambush = put(game, "Ethereal Ambush", Zone.HAND)
    casting.cast(game, ambush.id)
    resolving.resolve(game)
    assert sum(1 for o in game.objects(Zone.BATTLEFIELD) if o.is_face_down) == 2
    assert len(game.objects(Zone.LIBRARY, "Alice")) == 1


def test_119_2_608_2h_you_gain_2_life_for_each_creature_you_control_well() -> None:
    game = Game(["Alice", "Bob"])
    put(game, "Grizzly Bears")
    put(game, "Grizzly Bears")
    put(game, "Grizzly Bears", owner="Bob")
    well = put(game, "Alive // Well", Zone.HAND)
    casting.cast(game, well.id, side="right")
    resolving.resolve(game)
    assert game.player("Alice").life == 24


@pytest.mark.parametrize(("pay", "life", "tapped"), [(True, 17, False), (False, 20, True)])
def test_614_12_119_4_as_it_enters_pay_3_life_or_it_enters_tapped(pay: bool, life: int, tapped: bool) -> None:
    game = Game(["Alice", "Bob"])
    game.answering = Answering([("yes",) if pay else ("no",)])
    land = put(game, "Emeria's Call // Emeria, Shattered Skyclave", Zone.HAND)
    casting.play_land(game, land.id, side=land.card.faces[1].side)
    entered = next(o for o in game.objects(Zone.BATTLEFIELD))
    assert game.player("Alice").life == life
    assert entered.status.tapped is tapped


def test_604_3_613_4a_power_and_toughness_equal_to_the_creatures_you_control() -> None:
    game = Game(["Alice", "Bob"])
    leader = back_face_up(game, put(game, "Hanweir Militia Captain // Westvale Cult Leader"))
    put(game, "Grizzly Bears")
    put(game, "Grizzly Bears", owner="Bob")
    value = game.characteristics(leader.id)
    assert (value.power, value.toughness) == ("2", "2")  # itself and the Bears: its controller's creatures
    assert any(note.rule == "613.4a" for note in game.derive(leader.id).trace)


def test_603_4_710_2_with_two_ki_counters_it_flips_at_the_end_step() -> None:
    game = Game(["Alice", "Bob"])
    put(game, "Budoka Pupil // Ichiga, Who Topples Oaks")
    turns.set_step(game, Step.END)
    assert stack(game) == []  # 603.4: no ki counters, it doesn't trigger
    game = Game(["Alice", "Bob"])
    pupil = put(game, "Budoka Pupil // Ichiga, Who Topples Oaks")
    moves.add_counters(game, pupil.id, "ki", 2)
    turns.set_step(game, Step.END)
    assert stack(game) == ["Budoka Pupil"]
    resolving.resolve(game)
    assert game.characteristics(pupil.id).name == "Ichiga, Who Topples Oaks"


def test_the_implemented_share_of_the_pool_never_falls_below_its_last_measure() -> None:
    """A ratchet on the grammar: a change that makes lines unreadable again
    (a terminal shadowing another) shows up here, with the cards it cost."""
    report = coverage_report(CardDB.default())
    # battles lack a printed defense in the data (310.4b): none of them counts
    assert report.implemented >= 850, report.implemented


def test_508_4_whenever_it_attacks_tokens_enter_tapped_and_attacking_hanweir_garrison() -> None:
    game = Game(["Alice", "Bob"])
    garrison = put(game, "Hanweir Garrison")
    turns.set_step(game, Step.DECLARE_ATTACKERS)
    combat.attack(game, [garrison.id], defending="Bob")
    assert stack(game) == ["Hanweir Garrison"]
    resolving.resolve(game)
    tokens = [o for o in game.objects(Zone.BATTLEFIELD) if o.is_token]
    assert len(tokens) == 2
    assert all(o.status.tapped and o.status.attacking == "Bob" for o in tokens)


def test_510_3a_one_or_more_creatures_dealing_combat_damage_trigger_once_locker_room() -> None:
    game = Game(["Alice", "Bob"])
    for _ in range(2):
        put(game, "Island", Zone.LIBRARY)
    room = put(game, "Bottomless Pool // Locker Room")
    game.replace(room._replace(status=room.status._replace(unlocked=frozenset({Side.RIGHT}))))
    bears = [put(game, "Grizzly Bears").id for _ in range(2)]
    turns.set_step(game, Step.DECLARE_ATTACKERS)
    combat.attack(game, bears, defending="Bob")
    turns.set_step(game, Step.COMBAT_DAMAGE)
    combat.combat_damage(game)
    assert game.player("Bob").life == 16
    assert stack(game) == ["Locker Room"]  # once, for two creatures (510.3a)
    resolving.resolve(game)
    assert names(game, Zone.HAND, "Alice") == ["Island"]


def test_603_2_whenever_you_cast_your_second_spell_each_turn_doomskar_oracle() -> None:
    game = Game(["Alice", "Bob"])
    put(game, "Doomskar Oracle")
    for expected in ([], ["Doomskar Oracle", "Opt"], ["Opt"]):
        opt = put(game, "Opt", Zone.HAND)
        casting.cast(game, opt.id)
        assert stack(game)[: len(expected)] == expected
        resolving.resolve_all(game)
    assert game.player("Alice").life == 22


def test_400_7_712_14a_when_it_dies_return_it_transformed_harvest_hand() -> None:
    game = Game(["Alice", "Bob"])
    hand = put(game, "Harvest Hand // Scrounged Scythe")
    moves.move(game, hand.id, Zone.GRAVEYARD)
    assert stack(game) == ["Harvest Hand"]
    resolving.resolve(game)
    (returned,) = game.objects(Zone.BATTLEFIELD)
    assert game.characteristics(returned.id).name == "Scrounged Scythe"


def test_113_6g_a_spell_that_can_t_be_countered_isn_t_akroma() -> None:
    game = Game(["Alice", "Bob"])
    akroma = put(game, "Akroma, Angel of Fury", Zone.HAND)
    casting.cast(game, akroma.id)
    (spell,) = game.objects(Zone.STACK)
    counter = put(game, "Saw It Coming", Zone.HAND, owner="Bob")
    casting.cast(game, counter.id, player="Bob", targets=[spell.id])
    resolving.resolve(game)
    assert [o.card.name for o in game.objects(Zone.STACK)] == ["Akroma, Angel of Fury"]
    assert any(e.rule == "113.6g" for e in game.log if e.kind is EventKind.IGNORED)


def test_205_3_destroy_all_non_giant_creatures_cast_off() -> None:
    game = Game(["Alice", "Bob"])
    giant = put(game, "Hill Giant")
    put(game, "Grizzly Bears", owner="Bob")
    cast_off = put(game, "Realm-Cloaked Giant // Cast Off", Zone.HAND)
    casting.cast(game, cast_off.id, side=cast_off.card.faces[1].side)
    resolving.resolve(game)
    assert [o.id for o in game.objects(Zone.BATTLEFIELD)] == [giant.id]


@pytest.mark.parametrize(("target", "legal"), [("Grizzly Bears", True), ("Forest", False)])
def test_115_1_target_artifact_creature_or_enchantment_statue(target: str, legal: bool) -> None:
    game = Game(["Alice", "Bob"])
    permanent = put(game, target, owner="Bob")
    statue = put(game, "Status // Statue", Zone.HAND)
    if not legal:
        with pytest.raises(IllegalAction):
            casting.cast(game, statue.id, side="right", targets=[permanent.id])
        return
    casting.cast(game, statue.id, side="right", targets=[permanent.id])
    resolving.resolve(game)
    assert names(game, Zone.GRAVEYARD, "Bob") == [target]


def test_608_2h_701_40a_its_controller_manifests_the_top_card_reality_shift() -> None:
    game = Game(["Alice", "Bob"])
    put(game, "Island", Zone.LIBRARY, owner="Bob")
    bear = put(game, "Grizzly Bears", owner="Bob")
    shift = put(game, "Reality Shift", Zone.HAND)
    casting.cast(game, shift.id, targets=[bear.id])
    resolving.resolve(game)
    assert names(game, Zone.EXILE, "Bob") == ["Grizzly Bears"]
    (manifested,) = game.objects(Zone.BATTLEFIELD)
    assert manifested.is_face_down and game.controller(manifested) == "Bob"  # as it last existed (608.2h)


def test_508_1_whenever_you_attack_once_a_counter_on_target_attacking_creature_hospital_room() -> None:
    game = Game(["Alice", "Bob"])
    room = put(game, "Surgical Suite // Hospital Room")
    game.replace(room._replace(status=room.status._replace(unlocked=frozenset({Side.RIGHT}))))
    bears = [put(game, "Grizzly Bears").id for _ in range(2)]
    turns.set_step(game, Step.DECLARE_ATTACKERS)
    combat.attack(game, bears, defending="Bob")
    assert stack(game) == ["Hospital Room"]  # once, for two attackers
    resolving.resolve(game)
    assert game.get(bears[0]).status.counter("+1/+1") == 1  # with no one to ask, the first legal target


def test_701_6a_counter_target_instant_or_sorcery_spell_only() -> None:
    ability = compile_line(
        "Stratus Dancer", "When Stratus Dancer is turned face up, counter target instant or sorcery spell."
    )
    assert isinstance(ability, Triggered) and ability.targets is not None
    game = Game(["Alice", "Bob"])
    bears = put(game, "Grizzly Bears", Zone.HAND)
    casting.cast(game, bears.id)
    opt = put(game, "Opt", Zone.HAND)
    casting.cast(game, opt.id)
    dancer = put(game, "Stratus Dancer", owner="Bob")
    chosen = ability.targets(TriggerCheck(game, game.log[-1], dancer))
    assert [game.get(t).card.name for t in chosen if not isinstance(t, str)] == ["Opt"]


def test_603_10a_when_enchanted_creature_dies_soul_strike_technique_manifests() -> None:
    game = Game(["Alice", "Bob"])
    put(game, "Island", Zone.LIBRARY)
    bear = put(game, "Grizzly Bears")
    aura = put(game, "Soul-Strike Technique")
    game.replace(aura._replace(status=aura.status._replace(attached_to=bear.id)))
    moves.move(game, bear.id, Zone.GRAVEYARD)
    assert "Soul-Strike Technique" in stack(game)
    resolving.resolve(game)
    assert any(o.is_face_down for o in game.objects(Zone.BATTLEFIELD))


def test_111_2_608_2h_its_controller_creates_a_bird_ravenform() -> None:
    game = Game(["Alice", "Bob"])
    bear = put(game, "Grizzly Bears", owner="Bob")
    ravenform = put(game, "Ravenform", Zone.HAND)
    casting.cast(game, ravenform.id, targets=[bear.id])
    resolving.resolve(game)
    (bird,) = game.objects(Zone.BATTLEFIELD)
    assert bird.is_token and game.controller(bird) == "Bob"
    assert "Flying" in game.characteristics(bird).abilities


def test_508_1_attacking_creatures_you_control_are_only_the_attacking_ones() -> None:
    ability = compile_line(
        "Defaced Gallery", "Whenever you attack, attacking creatures you control get +1/+0 until end of turn."
    )
    assert isinstance(ability, Triggered)
    game = Game(["Alice", "Bob"])
    attacker, stayer = put(game, "Grizzly Bears"), put(game, "Grizzly Bears")
    turns.set_step(game, Step.DECLARE_ATTACKERS)
    combat.attack(game, [attacker.id], defending="Bob")
    ability.effect(Resolution(game, "Alice", None, "Defaced Gallery", (), {}))
    assert (game.characteristics(attacker.id).power, game.characteristics(stayer.id).power) == ("3", "2")


def test_701_3a_when_it_enters_attach_it_to_target_creature_you_control() -> None:
    game = Game(["Alice", "Bob"])
    bear = put(game, "Grizzly Bears")
    weapon = back_face_up(game, put(game, "Idol of the Deep King // Sovereign's Macuahuitl", Zone.HAND))
    moves.put_onto_battlefield(game, weapon.id, transformed=True)
    assert "Sovereign's Macuahuitl" in stack(game)
    resolving.resolve(game)
    (equipment,) = [o for o in game.objects(Zone.BATTLEFIELD) if o.id != bear.id]
    assert equipment.status.attached_to == bear.id


def test_701_62a_manifest_dread_twice_and_a_face_down_creature_entering_draws_they_came_from_the_pipes() -> (
    None
):
    game = Game(["Alice", "Bob"])
    for _ in range(8):
        put(game, "Island", Zone.LIBRARY)
    pipes = put(game, "They Came from the Pipes", Zone.HAND)
    moves.put_onto_battlefield(game, pipes.id)
    resolving.resolve(game)  # manifest dread twice (701.62a)
    assert sum(o.is_face_down for o in game.objects(Zone.BATTLEFIELD)) == 2
    assert stack(game).count("They Came from the Pipes") == 2  # each face-down creature entering draws
    resolving.resolve_all(game)
    assert len(game.objects(Zone.HAND, "Alice")) == 2


@pytest.mark.parametrize(("answer", "tokens"), [("yes", 1), ("no", 0)])
def test_609_3_608_2c_you_may_sacrifice_another_permanent_if_you_do_extricator(
    answer: str, tokens: int
) -> None:
    game = Game(["Alice", "Bob"])
    put(game, "Grizzly Bears")
    extricator = put(game, "Extricator of Sin // Extricator of Flesh", Zone.HAND)
    game.answering = Answering([(answer,)], then_default=True)
    moves.put_onto_battlefield(game, extricator.id)
    resolving.resolve(game)
    assert sum(o.is_token for o in game.objects(Zone.BATTLEFIELD)) == tokens
    assert names(game, Zone.GRAVEYARD, "Alice") == (["Grizzly Bears"] if tokens else [])


def test_115_4_any_other_target_is_not_its_source() -> None:
    ability = compile_line(
        "Invasion of Ulgrotha",
        "When Invasion of Ulgrotha enters the battlefield, it deals 3 damage to any other target "
        "and you gain 3 life.",
    )
    assert isinstance(ability, Triggered)
    game = Game(["Alice", "Bob"])
    invasion = put(game, "Invasion of Ulgrotha // Grandmother Ravi Sengir")
    assert ability.targets is not None
    chosen = ability.targets(TriggerCheck(game, game.log[-1], invasion))
    assert invasion.id not in chosen and chosen  # a player or another permanent


@pytest.mark.parametrize(("target", "legal"), [("Grizzly Bears", True), ("Colossal Dreadmaw", False)])
def test_115_1_target_creature_with_toughness_5_or_less(target: str, legal: bool) -> None:
    ability = compile_line(
        "Unidentified Hovership",
        "When Unidentified Hovership enters, exile up to one target creature with toughness 5 or less.",
    )
    assert isinstance(ability, Triggered) and ability.targets is not None
    game = Game(["Alice", "Bob"])
    creature = put(game, target, owner="Bob")
    hovership = put(game, "Unidentified Hovership")
    chosen = ability.targets(TriggerCheck(game, game.log[-1], hovership))
    assert (creature.id in chosen) is legal


def test_113_1a_a_quoted_grant_is_read_only_if_the_granted_ability_is() -> None:
    grant = 'Enchanted creature has "Whenever this creature deals combat damage to a player, draw a card."'
    assert compile_line("Catlike Curiosity", grant) is not None
    unread = (
        'Equipped creature has "{1}{R}, {T}, Unattach Toralf\'s Hammer: It deals 3 damage to any target."'
    )
    assert compile_line("Toralf's Hammer", unread) is None  # "Unattach" isn't a cost the compiler reads
    face_down = 'Face-down creatures you control have "{T}: Draw a card."'
    assert compile_line("Etrata", face_down) is None  # 708.2: a face-down creature has no name to read it by
