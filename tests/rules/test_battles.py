"""Battles (CR 310): defense counters, protectors, attacking and blocking,
damage, the state-based actions of battles and the Sieges' own ability.

The card data has no printed defense for any real battle (a gap of the
source), so the rules are checked on a constructed Siege with defense 4;
a real battle from the pool checks what the engine does with the gap."""

from __future__ import annotations

import json
import random

import pytest

from mtgfaces.cards.characteristics import Zone
from mtgfaces.cards.colors import Color
from mtgfaces.cards.model import Card, Layout, Side, make_face
from mtgfaces.errors import IllegalAction
from mtgfaces.rules import coverage, load, load_typed, save
from mtgfaces.rules.actions import combat, moves, resolving, turns
from mtgfaces.rules.play import PlayableGame
from mtgfaces.rules.sba import state_based_actions
from mtgfaces.rules.state import battles
from mtgfaces.rules.state.choices import Answering
from mtgfaces.rules.state.decisions import DeclareAttackers, parse
from mtgfaces.rules.state.events import EventKind
from mtgfaces.rules.state.game import Game, Pending, Step, Turn
from mtgfaces.rules.state.objects import GameObject
from mtgfaces.rules.state.status import Status
from tests.rules.builders import card, names, put

SIEGE = Card(
    name="Invasion of Testing // Tested Champion",
    layout=Layout.BATTLE,
    faces=(
        make_face("Invasion of Testing", mana_cost="{2}{R}", type_line="Battle — Siege", defense="4"),
        make_face(
            "Tested Champion",
            side=Side.BACK,
            type_line="Creature — Human Soldier",
            color_indicator=(Color.RED,),
            power="3",
            toughness="3",
        ),
    ),
)
"""A Siege as printed, with the defense the data lacks for real ones."""

PLAIN = Card(
    name="Untyped Battlefront",
    layout=Layout.NORMAL,
    faces=(make_face("Untyped Battlefront", mana_cost="{2}", type_line="Battle", defense="2"),),
)
"""A battle with no battle type: its controller protects it (310.8a)."""


def _enter(game: Game, printed: Card = SIEGE, owner: str = "Alice") -> GameObject:
    """The battle put onto the battlefield from its owner's hand by an effect."""
    in_hand = game.put(printed, zone=Zone.HAND, owner=owner)
    moves.put_onto_battlefield(game, in_hand.id)
    (battle,) = [o for o in game.objects(Zone.BATTLEFIELD) if o.card == printed]
    return battle


def _combat(game: Game, active: str = "Alice") -> None:
    game.set_turn(Turn(active, Step.MAIN1, number=2))


def test_310_4b_a_battle_enters_with_its_defense_in_counters() -> None:
    game = Game(["Alice", "Bob"])
    in_hand = game.put(SIEGE, zone=Zone.HAND, owner="Alice")
    assert battles.defense(game, in_hand) == 4  # CR 310.4a: printed, off the battlefield
    moves.put_onto_battlefield(game, in_hand.id)
    battle = game.objects(Zone.BATTLEFIELD)[0]
    assert battle.status.counter("defense") == 4
    assert battles.defense(game, battle) == 4  # CR 310.4c


def test_310_11a_a_sieges_protector_is_one_of_its_controllers_opponents() -> None:
    game = Game(["Alice", "Bob"])
    assert _enter(game).status.protector == "Bob"  # the only opponent: not even asked


def test_310_8a_its_controller_chooses_the_protector_as_it_enters() -> None:
    game = Game(["Alice", "Bob", "Carol"])
    game.answering = Answering([("Carol",)])
    assert _enter(game).status.protector == "Carol"


def test_310_8a_a_battle_with_no_battle_type_is_protected_by_its_controller() -> None:
    game = Game(["Alice", "Bob"])
    assert _enter(game, PLAIN).status.protector == "Alice"


def test_508_1b_a_creature_attacks_a_battle_an_opponent_protects() -> None:
    """310.8b: notably, a Siege's controller attacks it."""
    game = Game(["Alice", "Bob"])
    battle = _enter(game)
    bear = put(game, "Grizzly Bears")
    _combat(game)
    combat.attack(game, [bear.id], defending=battle.id)
    assert game.get(bear.id).status.attacking == battle.id
    (attacks,) = [e for e in game.log if e.kind is EventKind.ATTACKS]
    assert attacks.player == "Bob"  # CR 310.8d, 508.5: its protector is the defending player


def test_310_8b_a_battles_protector_can_never_attack_it() -> None:
    game = Game(["Alice", "Bob"])
    battle = _enter(game, owner="Bob")  # Bob's Siege, protected by Alice
    bear = put(game, "Grizzly Bears")
    _combat(game)
    with pytest.raises(IllegalAction, match="310.8b"):
        combat.attack(game, [bear.id], defending=battle.id)
    assert game.get(bear.id).status.attacking is None


def test_310_8b_a_battle_its_controller_protects_is_not_attacked_by_them() -> None:
    game = Game(["Alice", "Bob"])
    battle = _enter(game, PLAIN)
    bear = put(game, "Grizzly Bears")
    _combat(game)
    assert not combat.can_attack(game, [bear.id], defending=battle.id)


def test_508_1b_the_legal_actions_list_attacks_on_a_battle_in_their_text_form() -> None:
    game = PlayableGame(["Alice", "Bob"], rng=random.Random(1), pay_costs=False)
    battle = _enter(game)
    bear = put(game, "Grizzly Bears")
    game.set_turn(Turn("Alice", Step.DECLARE_ATTACKERS, number=2, pending=Pending.ATTACKERS))
    wanted = DeclareAttackers("Alice", ((bear.id, battle.id),))
    assert wanted in game.legal_actions("Alice")
    assert parse(str(wanted)) == wanted
    game.apply(parse(str(wanted)))
    assert game.get(bear.id).status.attacking == battle.id


def test_310_8c_only_its_protector_blocks_the_creatures_attacking_a_battle() -> None:
    game = Game(["Alice", "Bob", "Carol"])
    game.answering = Answering([("Bob",)])
    battle = _enter(game)
    game.answering = None
    bear = put(game, "Grizzly Bears")
    bobs = put(game, "Grizzly Bears", owner="Bob")
    carols = put(game, "Grizzly Bears", owner="Carol")
    _combat(game)
    combat.attack(game, [bear.id], defending=battle.id)
    assert not combat.can_declare_blockers(game, [(carols.id, bear.id)], player="Carol")
    combat.block(game, [(bobs.id, bear.id)], player="Bob")
    assert game.get(bobs.id).status.blocking == bear.id


def test_120_3h_damage_dealt_to_a_battle_removes_that_many_defense_counters() -> None:
    game = Game(["Alice", "Bob"])
    battle = _enter(game, PLAIN)
    combat.deal_damage(game, None, battle.id, 1)
    assert game.get(battle.id).status.counter("defense") == 1
    assert game.get(battle.id).status.damage == 0  # not marked, as on a creature (120.3e)


def test_310_6_unblocked_attackers_deal_their_combat_damage_to_the_battle() -> None:
    game = Game(["Alice", "Bob"])
    battle = _enter(game)
    bear = put(game, "Grizzly Bears")
    _combat(game)
    combat.attack(game, [bear.id], defending=battle.id)
    combat.combat_damage(game)
    assert game.get(battle.id).status.counter("defense") == 2
    assert game.player("Bob").life == 20


def test_704_5v_a_battle_with_defense_0_goes_to_its_owners_graveyard() -> None:
    game = Game(["Alice", "Bob"])
    battle = _enter(game, PLAIN)
    combat.deal_damage(game, None, battle.id, 2)
    state_based_actions(game)
    assert names(game, Zone.GRAVEYARD, "Alice") == ["Untyped Battlefront"]
    (left,) = [e for e in game.log if e.kind is EventKind.LEFT_BATTLEFIELD]
    assert left.rule == "704.5v" and "last defense counter" in left.note


def test_310_11b_a_defeated_siege_is_exiled_then_cast_transformed_without_paying() -> None:
    game = Game(["Alice", "Bob"])
    battle = _enter(game)
    combat.deal_damage(game, None, battle.id, 4)
    (ability,) = game.objects(Zone.STACK)
    assert ability.ability is not None and ability.ability.source == battle.id
    state_based_actions(game)
    assert game.get(battle.id).zone is Zone.BATTLEFIELD  # CR 704.5v: its ability waits on the stack
    resolving.resolve(game)  # exiled, then cast transformed
    (spell,) = game.objects(Zone.STACK)
    assert spell.status.up is Side.BACK and spell.status.alternative == "without_paying_its_mana_cost"
    resolving.resolve(game)
    (champion,) = game.objects(Zone.BATTLEFIELD)
    assert game.characteristics(champion).name == "Tested Champion"


def test_310_11b_the_cast_is_optional() -> None:
    game = Game(["Alice", "Bob"])
    battle = _enter(game)
    combat.deal_damage(game, None, battle.id, 5)
    game.answering = Answering([("no",)])
    resolving.resolve(game)
    game.answering = None
    assert names(game, Zone.EXILE, "Alice") == [SIEGE.name]
    assert game.objects(Zone.STACK) == []


def test_310_11b_a_siege_triggers_once_for_its_last_counter() -> None:
    game = Game(["Alice", "Bob"])
    battle = _enter(game)
    combat.deal_damage(game, None, battle.id, 4)
    combat.deal_damage(game, None, battle.id, 1)  # no counter left to remove
    assert len(game.objects(Zone.STACK)) == 1


def test_704_5w_a_battle_with_no_protector_gets_one() -> None:
    game = Game(["Alice", "Bob"])
    battle = game.put(SIEGE, zone=Zone.BATTLEFIELD, owner="Alice", status=Status(counters=(("defense", 4),)))
    state_based_actions(game)
    assert game.get(battle.id).status.protector == "Bob"


def test_704_5x_a_siege_its_controller_protects_gets_an_opponent_as_protector() -> None:
    game = Game(["Alice", "Bob"])
    status = Status(counters=(("defense", 4),), protector="Alice")
    battle = game.put(SIEGE, zone=Zone.BATTLEFIELD, owner="Alice", status=status)
    state_based_actions(game)
    assert game.get(battle.id).status.protector == "Bob"


def test_310_10_a_battle_no_player_can_protect_goes_to_the_graveyard() -> None:
    game = Game(["Alice", "Bob"])
    battle = _enter(game)
    game.set_player(game.player("Bob")._replace(has_lost=True))
    state_based_actions(game)
    assert battle.id not in game
    assert names(game, Zone.GRAVEYARD, "Alice") == [SIEGE.name]


def test_310_8_the_protector_survives_a_save_in_both_loaders() -> None:
    game = Game(["Alice", "Bob", "Carol"])
    game.answering = Answering([("Carol",)])
    battle = _enter(game)
    game.answering = None
    text = save.dumps(game)
    for loaded in (load.loads(text), load_typed.loads_typed(text, Game)):
        assert loaded is not None
        assert loaded.get(battle.id).status.protector == "Carol"


def test_310_8_a_version_5_save_loads_with_no_protector() -> None:
    game = Game(["Alice", "Bob"])
    _enter(game)
    data = json.loads(save.dumps(game))
    data["version"] = 5
    for obj in data["objects"]:
        del obj["status"]["protector"]
    old = save.load(data)
    assert [o.status.protector for o in old.objects(Zone.BATTLEFIELD)] == [None]


# The card data's gap: no real battle has a printed defense.


def test_310_4a_a_real_battle_has_no_printed_defense_and_coverage_says_so() -> None:
    game = Game(["Alice", "Bob"])
    invasion = put(game, "Invasion of Kylem", Zone.HAND)
    assert game.characteristics(invasion).defense is None
    assert battles.NO_DEFENSE in coverage.unimplemented(game, invasion)


def test_113_3_a_strict_game_keeps_a_battle_with_no_printed_defense_out_of_play() -> None:
    game = Game(["Alice", "Bob"])
    game.strict = True
    invasion = put(game, "Invasion of Kylem", Zone.HAND)
    outcome = moves.put_onto_battlefield(game, invasion.id)
    assert outcome.rule == "113.3" and "no printed defense" in outcome.events[0].note
    assert game.get(invasion.id).zone is Zone.HAND


def test_704_5v_a_battle_with_no_printed_defense_enters_with_none_and_goes_to_the_graveyard() -> None:
    game = Game(["Alice", "Bob"])
    invasion = put(game, "Invasion of Kylem", Zone.HAND)
    moves.put_onto_battlefield(game, invasion.id)
    (battle,) = game.objects(Zone.BATTLEFIELD)
    assert battle.status.counters == () and battle.status.protector == "Bob"
    state_based_actions(game)
    assert game.objects(Zone.BATTLEFIELD) == [battle]  # CR 704.5v: its enters trigger waits on the stack
    resolving.resolve(game)
    state_based_actions(game)
    assert game.objects(Zone.BATTLEFIELD) == []
    (left,) = [e for e in game.log if e.kind is EventKind.LEFT_BATTLEFIELD]
    assert left.rule == "704.5v"
    assert "card data has no printed defense" in left.note
    assert card("Invasion of Kylem").name in names(game, Zone.GRAVEYARD, "Alice")


def test_506_2_combat_steps_after_an_attack_on_a_battle() -> None:
    """The defending player of an attack on a battle is its protector, for
    the turn's declarations too (506.2)."""
    game = Game(["Alice", "Bob"])
    battle = _enter(game)
    bear = put(game, "Grizzly Bears")
    _combat(game)
    combat.attack(game, [bear.id], defending=battle.id)
    turns.set_step(game, Step.DECLARE_BLOCKERS)
    assert game.turn.step is Step.DECLARE_BLOCKERS
