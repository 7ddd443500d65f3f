"""The scripted-ability layer itself, through the seed cards (CR 113, 602,
603, 605, 608, 701.27f; seed rulings S24, S25)."""

from __future__ import annotations

import json

import pytest

from mtgfaces.cards.characteristics import Zone
from mtgfaces.cards.model import Side
from mtgfaces.errors import IllegalAction
from mtgfaces.rules import save
from mtgfaces.rules.actions import activating, casting, combat, copying, moves, resolving
from mtgfaces.rules.load import _V3_STATUS
from mtgfaces.rules.sba import state_based_actions
from mtgfaces.rules.state import registry
from mtgfaces.rules.state.abilities import Triggered
from mtgfaces.rules.state.events import EventKind
from mtgfaces.rules.state.game import Game, Step
from mtgfaces.rules.state.status import FaceDown
from tests.rules.builders import put

EMPEROR = "The Emperor of Palamecia // The Lord Master of Hell"


@pytest.fixture
def game() -> Game:
    return Game(["Alice", "Bob"])


def stack_names(game: Game) -> list[str]:
    return [
        f"ability of {o.ability.source_name}" if o.ability else str(game.characteristics(o).name)
        for o in game.objects(Zone.STACK)
    ]


def cast_fireball(game: Game, x: int = 3) -> None:
    bolt = put(game, "Fireball", Zone.HAND)
    casting.cast(game, bolt.id, x=x, targets=("Bob",))


# -- triggered abilities ---------------------------------------------------------------


def test_s24_603_3_cast_trigger_goes_above_the_spell_and_resolves_even_if_it_is_countered(game: Game) -> None:
    emperor = put(game, EMPEROR, counters=(("+1/+1", 2),))
    cast_fireball(game)
    assert stack_names(game) == ["ability of The Emperor of Palamecia", "Fireball"]
    moves.move(game, game.objects(Zone.STACK)[1].id, Zone.GRAVEYARD)  # countered
    resolving.resolve(game)
    now = game.get(emperor.id)
    assert now.status.counter("+1/+1") == 3 and now.status.up is Side.BACK
    assert game.characteristics(now).name == "The Lord Master of Hell"


def test_603_4_intervening_if_false_means_no_trigger(game: Game) -> None:
    put(game, EMPEROR)
    cast_fireball(game, x=2)  # three mana spent
    assert stack_names(game) == ["Fireball"]


def test_603_2_a_creature_spell_does_not_trigger_a_noncreature_trigger(game: Game) -> None:
    put(game, EMPEROR)
    bears = put(game, "Grizzly Bears", Zone.HAND)
    outcome = casting.cast(game, bears.id)
    assert not outcome.of(EventKind.ABILITY_TRIGGERED)


def test_701_27f_an_ability_does_not_transform_a_permanent_that_transformed_since(game: Game) -> None:
    emperor = put(game, EMPEROR, counters=(("+1/+1", 2),))
    cast_fireball(game)  # trigger A, transformations 0
    fact = put(game, "Fact or Fiction", Zone.HAND)
    casting.cast(game, fact.id)  # an instant in response: trigger B above it
    assert stack_names(game) == [
        "ability of The Emperor of Palamecia",
        "Fact or Fiction",
        "ability of The Emperor of Palamecia",
        "Fireball",
    ]
    resolving.resolve(game)  # B: the third counter, it transforms
    assert game.get(emperor.id).status.up is Side.BACK
    resolving.resolve(game)  # Fact or Fiction
    outcome = resolving.resolve(game)  # A: a fourth counter, but it transformed since A was put
    final = game.get(emperor.id)
    assert final.status.counter("+1/+1") == 4
    assert final.status.up is Side.BACK and final.status.transformations == 1
    assert not outcome.of(EventKind.TRANSFORMED)


def test_400_7_an_ability_whose_source_left_finds_nothing(game: Game) -> None:
    emperor = put(game, EMPEROR, counters=(("+1/+1", 2),))
    cast_fireball(game)
    moves.blink(game, emperor.id)  # a new object (400.7)
    outcome = resolving.resolve(game)
    (returned,) = game.objects(Zone.BATTLEFIELD)
    assert returned.status.counter("+1/+1") == 0 and returned.status.up is Side.FRONT
    assert not outcome.of(EventKind.TRANSFORMED)


def test_708_2_a_face_down_permanent_has_no_triggered_abilities(game: Game) -> None:
    put(game, EMPEROR, face_down=FaceDown.MANIFEST)
    cast_fireball(game)
    assert stack_names(game) == ["Fireball"]


def test_707_2_a_copy_has_the_copied_face_s_abilities(game: Game) -> None:
    emperor = put(game, EMPEROR)
    bears = put(game, "Grizzly Bears")
    copying.become_copy(game, bears.id, emperor.id)
    cast_fireball(game)
    assert stack_names(game).count("ability of The Emperor of Palamecia") == 2


def test_s25_x_is_counted_as_the_attack_trigger_resolves(game: Game) -> None:
    lord = put(game, EMPEROR, up=Side.BACK)
    put(game, "Lightning Bolt", Zone.GRAVEYARD)
    combat.attack(game, [lord.id], defending="Bob")
    assert stack_names(game) == ["ability of The Lord Master of Hell"]
    assert game.get(lord.id).status.tapped and game.turn.step is Step.DECLARE_ATTACKERS
    put(game, "Divination", Zone.GRAVEYARD)
    put(game, "Forest", Zone.GRAVEYARD)
    put(game, "Grizzly Bears", Zone.GRAVEYARD)
    resolving.resolve(game)
    assert game.player("Bob").life == 18  # Lightning Bolt and Divination


def test_603_3b_triggers_of_one_action_go_on_in_order_after_it(game: Game) -> None:
    """Two Emperors: both trigger on one cast; both are on the stack, above the spell."""
    put(game, EMPEROR)
    put(game, EMPEROR)
    cast_fireball(game)
    assert stack_names(game) == ["ability of The Emperor of Palamecia"] * 2 + ["Fireball"]


# -- activated abilities -----------------------------------------------------------------


def test_605_3b_a_mana_ability_resolves_at_once_and_taps_its_source(game: Game) -> None:
    pathway = put(game, "Blightstep Pathway // Searstep Pathway", up=Side.BACK)
    outcome = activating.activate(game, pathway.id, 1)
    (mana,) = outcome.of(EventKind.MANA_ADDED)
    assert mana.note == "{R}" and not game.objects(Zone.STACK)
    assert game.get(pathway.id).status.tapped


def test_602_5a_a_tapped_source_cant_pay_a_tap_cost_and_nothing_changes(game: Game) -> None:
    pathway = put(game, "Blightstep Pathway // Searstep Pathway", tapped=True)
    before = save.dumps(game)
    with pytest.raises(IllegalAction) as refused:
        activating.activate(game, pathway.id)
    assert refused.value.code == "not_permitted" and save.dumps(game) == before


def test_602_2_only_the_controller_activates(game: Game) -> None:
    pathway = put(game, "Blightstep Pathway // Searstep Pathway")
    with pytest.raises(IllegalAction, match="only Alice") as refused:
        activating.activate(game, pathway.id, player="Bob")
    assert refused.value.code == "not_permitted"


def test_602_1_no_such_ability_lists_what_there_is(game: Game) -> None:
    pathway = put(game, "Blightstep Pathway // Searstep Pathway")
    with pytest.raises(IllegalAction, match=r"1: '\{T\}: Add \{B\}.'") as refused:
        activating.activate(game, pathway.id, 2)
    assert refused.value.code == "no_such_ability"


def test_602_5d_activate_only_as_a_sorcery(game: Game) -> None:
    fragments = put(game, "Crystal Fragments // Summon: Alexander")
    cast_fireball(game)
    with pytest.raises(IllegalAction) as refused:
        activating.activate(game, fragments.id)
    assert refused.value.code == "timing"


def test_712_14a_crystal_fragments_returns_transformed_as_a_new_object(game: Game) -> None:
    fragments = put(game, "Crystal Fragments // Summon: Alexander")
    activating.activate(game, fragments.id)
    resolving.resolve(game)
    (alexander,) = game.objects(Zone.BATTLEFIELD)
    assert alexander.id != fragments.id and alexander.status.up is Side.BACK
    assert game.characteristics(alexander).name == "Summon: Alexander"


def test_s21_a_single_faced_copy_of_crystal_fragments_stays_in_exile(game: Game) -> None:
    fragments = put(game, "Crystal Fragments // Summon: Alexander")
    steel = put(game, "Sculpting Steel")
    copying.become_copy(game, steel.id, fragments.id)
    activating.activate(game, steel.id)
    resolving.resolve(game)
    assert [game.characteristics(o).name for o in game.objects(Zone.EXILE)] == ["Sculpting Steel"]


# -- spell abilities, damage and replacement ---------------------------------------------


def test_608_2c_a_resolving_sorcery_does_what_it_says_soul_summons_manifests(game: Game) -> None:
    put(game, "Grizzly Bears", Zone.LIBRARY)
    summons = put(game, "Soul Summons", Zone.HAND)
    casting.cast(game, summons.id)
    resolving.resolve(game)
    (manifested,) = game.objects(Zone.BATTLEFIELD)
    assert manifested.status.face_down is FaceDown.MANIFEST
    assert [o.card.name for o in game.objects(Zone.GRAVEYARD)] == ["Soul Summons"]


def test_603_2_beginning_of_end_step_trigger_whisperwood(game: Game) -> None:
    put(game, "Whisperwood Elemental")
    put(game, "Grizzly Bears", Zone.LIBRARY)
    from mtgfaces.rules.actions import turns

    turns.set_step(game, Step.END)
    assert stack_names(game) == ["ability of Whisperwood Elemental"]
    with pytest.raises(IllegalAction):
        turns.next_turn(game)  # 500.2: not with the trigger on the stack
    resolving.resolve(game)
    assert any(o.is_face_down for o in game.objects(Zone.BATTLEFIELD))


def test_702_16_sejiri_shelter_gives_the_chosen_protection_until_end_of_turn(game: Game) -> None:
    bears = put(game, "Grizzly Bears")
    shelter = put(game, "Sejiri Shelter // Sejiri Glacier", Zone.HAND)
    casting.cast(game, shelter.id, targets=(bears.id,), chosen=("red",))
    resolving.resolve(game)
    assert "Protection from red" in game.characteristics(bears.id).abilities
    from mtgfaces.rules.actions import turns

    turns.next_turn(game)
    assert "Protection from red" not in game.characteristics(bears.id).abilities


def test_710_3_akki_lavarunner_flips_when_it_damages_an_opponent_and_tok_tok_adds_one(game: Game) -> None:
    runner = put(game, "Akki Lavarunner // Tok-Tok, Volcano Born")
    combat.attack(game, [runner.id], defending="Bob")
    combat.combat_damage(game)
    assert game.player("Bob").life == 19
    resolving.resolve(game)
    flipped = game.get(runner.id)
    assert flipped.status.flipped and game.characteristics(flipped).name == "Tok-Tok, Volcano Born"
    # 614.1a: Tok-Tok's replacement: a red source deals that much plus 1.
    shock = put(game, "Shock")
    combat.deal_damage(game, shock.id, "Bob", 2)
    assert game.player("Bob").life == 16


def test_704_5g_lethal_damage_destroys_and_514_3a_cleanup_removes_damage(game: Game) -> None:
    bears, giant = put(game, "Grizzly Bears"), put(game, "Bonecrusher Giant // Stomp")
    combat.deal_damage(game, None, bears.id, 2)
    combat.deal_damage(game, None, giant.id, 2)
    state_based_actions(game)
    assert [o.card.name for o in game.objects(Zone.GRAVEYARD)] == ["Grizzly Bears"]
    from mtgfaces.rules.actions import turns

    turns.next_turn(game)
    assert game.get(giant.id).status.damage == 0


def test_508_1a_attackers_must_be_untapped_creatures_you_control(game: Game) -> None:
    forest, bears = put(game, "Forest"), put(game, "Grizzly Bears", owner="Bob")
    before = save.dumps(game)
    for attackers, code in (([forest.id], "not_permitted"), ([bears.id], "not_permitted")):
        with pytest.raises(IllegalAction) as refused:
            combat.attack(game, attackers)
        assert refused.value.code == code and save.dumps(game) == before
    with pytest.raises(IllegalAction) as refused:
        combat.attack(game, [put(game, "Grizzly Bears").id], defending="Alice")
    assert refused.value.code == "illegal_target"


# -- data -------------------------------------------------------------------------------


def test_an_ability_on_the_stack_survives_save_and_load(game: Game) -> None:
    put(game, EMPEROR, counters=(("+1/+1", 2),))
    cast_fireball(game)
    text = save.dumps(game)
    loaded = save.loads(text)
    assert loaded == game and save.dumps(loaded) == text
    resolving.resolve(loaded)
    assert loaded.objects(Zone.BATTLEFIELD)[0].status.up is Side.BACK


def test_a_version_2_save_loads_with_no_damage_attack_or_choice(game: Game) -> None:
    put(game, "Grizzly Bears")
    data = json.loads(save.dumps(game))
    data["version"] = 2
    for obj in data["state"]["objects"] if "state" in data else data["objects"]:
        for key in _V3_STATUS:
            del obj["status"][key]
    assert save.loads(json.dumps(data)) == game


def test_every_scripted_ability_matches_a_real_line_of_its_face() -> None:
    """A script's text must be how a real line of the card's text starts."""
    from mtgfaces.cards.db import CardDB
    from mtgfaces.errors import AmbiguousReference

    db = CardDB.default()
    for face in registry.scripted_faces():
        if face.endswith(" Emblem"):
            continue  # an emblem isn't a card (114.1); its text is the script's own
        try:
            cards = [db.card(face)]
        except AmbiguousReference as many:  # a face name two cards share ("Fire")
            cards = [db.card(name) for name in many.candidates]
        lines = [
            line for c in cards for f in c.faces if f.name == face for line in f.oracle_text.splitlines()
        ]
        for ability in registry.for_face(face):
            assert any(line.startswith(ability.text) for line in lines), (face, ability.text)


def test_registry_refuses_an_ability_scripted_twice() -> None:
    (first, *_) = registry.for_face("Sejiri Shelter")
    with pytest.raises(ValueError, match="scripted twice"):
        registry.script(first)
    assert all(isinstance(a, Triggered) for a in registry.for_face("Akki Lavarunner"))


def test_707_10_a_copy_of_an_ability_is_the_ability_and_113_7_it_has_no_card_characteristics(
    game: Game,
) -> None:
    """Found by the --slow random play: a Room copying Valki activated Valki's
    ability, and copying that ability made a spell of the Room's card."""
    put(game, EMPEROR, counters=(("+1/+1", 2),))
    cast_fireball(game)
    ability = game.objects(Zone.STACK)[0]
    (copy_id,) = copying.copy_spell(game, ability.id).new_objects
    copy = game.get(copy_id)
    assert copy.ability == ability.ability and not copy.is_spell_copy
    assert game.characteristics(copy).name is None  # 113.7: not its source's card
    resolving.resolve(game)  # the copy: a third counter, it transforms
    assert game.objects(Zone.BATTLEFIELD)[0].status.up is Side.BACK
