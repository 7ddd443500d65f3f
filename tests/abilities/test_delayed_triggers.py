"""Delayed triggered abilities (CR 603.7) and the compiled sentences that
make them, each with a real card and named after its rules: "at the
beginning of the next end step" (513.1), "at end of combat" (511.2), "when
it dies this turn" (700.4); one object (603.7c, 400.7), its controller
(603.7d), saves and undo."""

from __future__ import annotations

import pytest

from mtgfaces.cards.characteristics import Zone
from mtgfaces.rules import sba
from mtgfaces.rules.abilities.compiler import compile_line
from mtgfaces.rules.actions import activating, casting, combat, moves, regeneration, resolving, turns
from mtgfaces.rules.save import dumps, loads
from mtgfaces.rules.state.abilities import Activated, SpellAbility, Triggered
from mtgfaces.rules.state.delayed import DelayedTrigger, DelayedWhen
from mtgfaces.rules.state.effects import Duration
from mtgfaces.rules.state.game import Game, Turn
from mtgfaces.rules.state.objects import GameObject
from mtgfaces.rules.state.values import Step
from tests.rules.builders import put

CATHAR = (
    "When Loyal Cathar dies, return it to the battlefield transformed under your control "
    "at the beginning of the next end step."
)


def _cathar_died(game: Game) -> GameObject:
    """Loyal Cathar dies and its ability resolves: the delayed one waits."""
    cathar = put(game, "Loyal Cathar // Unhallowed Cathar")
    moves.move(game, cathar.id, Zone.GRAVEYARD)
    resolving.resolve(game)
    (card,) = game.objects(Zone.GRAVEYARD, "Alice")
    return card


def test_603_7a_the_sentence_compiles_to_an_ability_that_makes_a_delayed_one() -> None:
    ability = compile_line("Loyal Cathar", CATHAR)
    assert isinstance(ability, Triggered)
    (part,) = ability.delayed
    assert part.when is DelayedWhen.NEXT_END_STEP


def test_513_1_712_14_loyal_cathar_returns_transformed_at_the_beginning_of_the_next_end_step() -> None:
    game = Game(["Alice", "Bob"])
    _cathar_died(game)
    (waiting,) = game.delayed_triggers
    assert waiting.controller == "Alice" and waiting.until is Duration.INDEFINITE
    assert game.objects(Zone.BATTLEFIELD) == []
    turns.set_step(game, Step.END)
    assert game.delayed_triggers == ()  # 603.7c: it triggered, once
    (on_stack,) = game.objects(Zone.STACK)
    assert on_stack.controller == "Alice"  # 603.7d
    resolving.resolve(game)
    (back,) = game.objects(Zone.BATTLEFIELD)
    assert game.characteristics(back).name == "Unhallowed Cathar"


def test_603_7c_delayed_trigger_returns_only_the_same_object() -> None:
    game = Game(["Alice", "Bob"])
    card = _cathar_died(game)
    moves.move(game, card.id, Zone.EXILE)  # a new object (400.7)
    turns.set_step(game, Step.END)
    resolving.resolve(game)
    assert game.objects(Zone.BATTLEFIELD) == []
    assert len(game.objects(Zone.EXILE)) == 1


def test_603_7c_it_triggers_only_once() -> None:
    game = Game(["Alice", "Bob"])
    card = _cathar_died(game)
    turns.set_step(game, Step.END)
    resolving.resolve(game)
    turns.next_turn(game)
    turns.set_step(game, Step.END)
    assert game.objects(Zone.STACK) == []
    assert card.id not in game


def test_603_7_a_delayed_trigger_survives_a_save_and_replays_byte_identically() -> None:
    game = Game(["Alice", "Bob"])
    _cathar_died(game)
    text = dumps(game)
    loaded = loads(text)
    assert loaded == game and dumps(loaded) == text
    turns.set_step(loaded, Step.END)
    resolving.resolve(loaded)
    (back,) = loaded.objects(Zone.BATTLEFIELD)
    assert loaded.characteristics(back).name == "Unhallowed Cathar"
    again = loads(dumps(loaded))
    assert dumps(again) == dumps(loaded)


def test_603_7_a_save_before_version_7_loads_with_no_delayed_trigger() -> None:
    game = Game(["Alice", "Bob"])
    put(game, "Grizzly Bears")
    text = dumps(game)
    older = text.replace('"delayed_triggers":[],', "").replace('"version":7', '"version":6')
    assert loads(older) == game


def test_603_7_undo_takes_a_delayed_trigger_back() -> None:
    game = Game(["Alice", "Bob"])
    cathar = put(game, "Loyal Cathar // Unhallowed Cathar")
    moves.move(game, cathar.id, Zone.GRAVEYARD)
    game.checkpoint()
    resolving.resolve(game)
    assert len(game.delayed_triggers) == 1
    game.undo()
    assert game.delayed_triggers == ()


def test_511_2_dorothea_is_sacrificed_at_end_of_combat() -> None:
    game = Game(["Alice", "Bob"])
    dorothea = put(game, "Dorothea, Vengeful Victim // Dorothea's Retribution")
    turns.set_step(game, Step.DECLARE_ATTACKERS)
    combat.attack(game, [dorothea.id])
    resolving.resolve(game)
    assert game.get(dorothea.id).zone is Zone.BATTLEFIELD  # not yet: at end of combat
    turns.set_step(game, Step.END_OF_COMBAT)
    resolving.resolve(game)
    assert dorothea.id not in game and game.objects(Zone.BATTLEFIELD) == []


def test_511_2_712_14_conquerors_galleon_exiles_itself_at_end_of_combat_then_returns_transformed() -> None:
    line = (
        "When Conqueror's Galleon attacks, exile it at end of combat, then return it to the battlefield "
        "transformed under your control."
    )
    ability = compile_line("Conqueror's Galleon", line)
    assert isinstance(ability, Triggered)
    (part,) = ability.delayed
    assert part.when is DelayedWhen.END_OF_COMBAT
    game = Game(["Alice", "Bob"])
    galleon = put(game, "Conqueror's Galleon // Conqueror's Foothold")
    game.add_delayed_trigger(
        DelayedTrigger(
            0, part.when, ability.key, 0, "Alice", galleon.id, "Conqueror's Galleon", galleon.card, 0
        )
    )
    turns.set_step(game, Step.END_OF_COMBAT)
    resolving.resolve(game)
    (back,) = game.objects(Zone.BATTLEFIELD)
    assert game.characteristics(back).name == "Conqueror's Foothold"


def test_700_4_turn_inside_out_manifests_dread_when_the_creature_dies_this_turn() -> None:
    game = Game(["Alice", "Bob"])
    for _ in range(3):
        put(game, "Forest", Zone.LIBRARY)
    bear = put(game, "Grizzly Bears", owner="Bob")
    spell = put(game, "Turn Inside Out", Zone.HAND)
    casting.cast(game, spell.id, targets=[bear.id])
    resolving.resolve(game)
    (waiting,) = game.delayed_triggers
    assert waiting.objects == (bear.id,) and waiting.until is Duration.END_OF_TURN
    moves.move(game, bear.id, Zone.GRAVEYARD)
    resolving.resolve(game)
    (manifested,) = game.objects(Zone.BATTLEFIELD, "Alice")
    assert manifested.is_face_down


def test_700_4_a_delayed_trigger_of_this_turn_ends_with_the_turn() -> None:
    game = Game(["Alice", "Bob"])
    bear = put(game, "Grizzly Bears", owner="Bob")
    spell = put(game, "Turn Inside Out", Zone.HAND)
    casting.cast(game, spell.id, targets=[bear.id])
    resolving.resolve(game)
    turns.next_turn(game)
    assert game.delayed_triggers == ()
    moves.move(game, bear.id, Zone.GRAVEYARD)
    assert game.objects(Zone.STACK) == []


def test_700_4_golden_guardian_returns_transformed_when_it_dies_this_turn() -> None:
    game = Game(["Alice", "Bob"])
    guardian = put(game, "Golden Guardian // Gold-Forge Garrison")
    giant = put(game, "Craw Wurm")
    activating.activate(game, guardian.id, targets=[giant.id])
    resolving.resolve(game)  # it fights the Wurm
    sba.state_based_actions(game)  # it dies (704.5g): its delayed ability triggers
    resolving.resolve(game)
    (garrison,) = [o for o in game.objects(Zone.BATTLEFIELD) if o.id != giant.id]
    assert game.characteristics(garrison).name == "Gold-Forge Garrison"


@pytest.mark.parametrize(
    ("face", "line", "spell"),
    [
        (
            "Liberate",
            "Exile target creature you control. Return that card to the battlefield "
            "under its owner's control at the beginning of the next end step.",
            True,
        ),
        (
            "Turn Inside Out",
            "Target creature gets +3/+0 until end of turn. When it dies this turn, manifest dread.",
            True,
        ),
    ],
)
def test_603_7a_spells_make_delayed_triggered_abilities(face: str, line: str, spell: bool) -> None:
    ability = compile_line(face, line, spell=spell)
    assert isinstance(ability, SpellAbility | Activated) and len(ability.delayed) == 1


def test_603_7_a_line_with_a_delayed_part_the_compiler_cant_read_stays_unread() -> None:
    # a target in the delayed ability's words: not read, never half run
    line = "Draw a card. At the beginning of the next end step, destroy target creature."
    assert compile_line("Some Sorcery", line, spell=True) is None


def test_603_7c_liberate_returns_the_exiled_card_at_the_next_end_step() -> None:
    game = Game(["Alice", "Bob"])
    bear = put(game, "Grizzly Bears")
    spell = put(game, "Bind // Liberate", Zone.HAND)
    casting.cast(game, spell.id, side="right", targets=[bear.id])
    resolving.resolve(game)
    (exiled,) = game.objects(Zone.EXILE)
    (waiting,) = game.delayed_triggers
    assert waiting.objects == (exiled.id,)
    turns.set_step(game, Step.END)
    resolving.resolve(game)
    (back,) = game.objects(Zone.BATTLEFIELD)
    assert back.card.name == "Grizzly Bears" and back.controller == "Alice"


def test_700_4_710_2_initiate_of_blood_flips_when_that_creature_dies_this_turn() -> None:
    game = Game(["Alice", "Bob"])
    initiate = put(game, "Initiate of Blood // Goka the Unjust")
    bear = put(game, "Grizzly Bears", owner="Bob")
    combat.deal_damage(game, None, bear.id, 1)  # dealt damage this turn (120.3)
    activating.activate(game, initiate.id, targets=[bear.id])
    resolving.resolve(game)
    sba.state_based_actions(game)  # 704.5g: the Bears die; the delayed ability triggers
    resolving.resolve(game)
    assert game.characteristics(game.get(initiate.id)).name == "Goka the Unjust"


def test_603_7a_503_1_transform_it_at_the_beginning_of_the_next_upkeep_archangel_avacyn() -> None:
    game = Game(["Alice", "Bob"])
    game.set_turn(Turn("Alice", Step.MAIN1, number=3))
    avacyn = put(game, "Archangel Avacyn // Avacyn, the Purifier")
    bear = put(game, "Grizzly Bears")
    giant = put(game, "Hill Giant", owner="Bob")
    regeneration.destroy(game, bear.id)  # a non-Angel creature she controls dies
    resolving.resolve(game)  # its trigger makes the delayed one
    assert game.characteristics(avacyn.id).name == "Archangel Avacyn"
    turns.set_step(game, Step.END)
    turns.next_turn(game)  # Bob's upkeep: the next upkeep, whoever's
    assert game.turn.active == "Bob"
    while game.objects(Zone.STACK):
        resolving.resolve(game)
    assert game.characteristics(avacyn.id).name == "Avacyn, the Purifier"
    assert game.get(giant.id).status.damage == 3 and game.player("Bob").life == 17  # her transform trigger
