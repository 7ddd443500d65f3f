"""Compiled effects on life totals, libraries and control (issue 17):
doubling and halving (CR 701.10d, 107.1a), gaining control with no end
(613.1b), a condition on the starting life total (103.4), and an anthem
for either of two subtypes (205.3), each with a real card."""

from __future__ import annotations

from mtgfaces.cards.characteristics import Zone
from mtgfaces.cards.model import Side
from mtgfaces.rules.abilities.compiler import compile_line
from mtgfaces.rules.actions import activating, casting, combat, resolving, turns
from mtgfaces.rules.state.abilities import Resolution, Triggered
from mtgfaces.rules.state.game import Game, Step
from tests.rules.builders import put


def test_701_10d_107_1a_double_your_life_then_target_opponent_loses_half_rounded_up_revenge() -> None:
    game = Game(["Alice", "Bob"])
    game.set_player(game.player("Alice")._replace(life=7))
    game.set_player(game.player("Bob")._replace(life=15))
    revenge = put(game, "Revival // Revenge", Zone.HAND)
    casting.cast(game, revenge.id, side=Side.RIGHT, targets=("Bob",))
    resolving.resolve(game)
    assert (game.player("Alice").life, game.player("Bob").life) == (14, 7)  # 15 - 8


def test_107_1a_target_opponent_mills_half_their_library_rounded_down_overture() -> None:
    game = Game(["Alice", "Bob"])
    for _ in range(7):
        put(game, "Island", Zone.LIBRARY, owner="Bob")
    overture = put(game, "Jidoor, Aristocratic Capital // Overture", Zone.HAND)
    casting.cast(game, overture.id, side=Side.ADVENTURE, targets=("Bob",))
    resolving.resolve(game)
    assert (len(game.objects(Zone.LIBRARY, "Bob")), len(game.objects(Zone.GRAVEYARD, "Bob"))) == (4, 3)


def test_613_1b_gain_control_of_target_creature_with_power_2_or_less_for_good_connive() -> None:
    game = Game(["Alice", "Bob"])
    bear = put(game, "Grizzly Bears", owner="Bob")
    connive = put(game, "Connive // Concoct", Zone.HAND)
    casting.cast(game, connive.id, side=Side.LEFT, targets=[bear.id])
    resolving.resolve(game)
    turns.cleanup(game)  # no "until end of turn": it stays hers
    assert game.controller(game.get(bear.id)) == "Alice"


def test_103_4_at_least_10_life_more_than_your_starting_life_total_transforms_chalice() -> None:
    game = Game(["Alice", "Bob"])
    chalice = put(game, "Chalice of Life // Chalice of Death", controlled_since=0)
    game.set_player(game.player("Alice")._replace(life=28))
    activating.activate(game, chalice.id, 1)
    resolving.resolve(game)
    assert game.player("Alice").life == 29 and game.characteristics(chalice.id).name == "Chalice of Life"
    game.replace(game.get(chalice.id)._replace(status=game.get(chalice.id).status._replace(tapped=False)))
    activating.activate(game, chalice.id, 1)
    resolving.resolve(game)  # 30: 20 + 10
    assert game.characteristics(chalice.id).name == "Chalice of Death"


def test_205_3_each_other_creature_you_control_that_s_a_werewolf_or_a_wolf_howlpack_alpha() -> None:
    game = Game(["Alice", "Bob"])
    put(game, "Mayor of Avabruck // Howlpack Alpha", up=Side.BACK)
    wolf = put(game, "Mayor of Avabruck // Howlpack Alpha", up=Side.BACK)  # a Werewolf: +1/+1 from the other
    bear = put(game, "Grizzly Bears")
    theirs = put(game, "Mayor of Avabruck // Howlpack Alpha", owner="Bob", up=Side.BACK)
    assert game.characteristics(wolf.id).power == "4"  # 3/3 and the other one's +1/+1
    assert game.characteristics(bear.id).power == "2"
    assert game.characteristics(theirs.id).power == "3"


def test_107_1a_whenever_it_attacks_you_lose_half_your_life_rounded_up_ebonblade_reaper() -> None:
    game = Game(["Alice", "Bob"])
    reaper = put(game, "Ebonblade Reaper", controlled_since=0)
    game.set_player(game.player("Alice")._replace(life=15))
    turns.set_step(game, Step.DECLARE_ATTACKERS)
    combat.attack(game, [reaper.id], defending="Bob")
    resolving.resolve(game)
    assert game.player("Alice").life == 7  # 15 - 8


def test_120_3_target_creature_that_was_dealt_damage_this_turn_jarl_of_the_forsaken() -> None:
    game = Game(["Alice", "Bob"])
    hurt, whole = put(game, "Hill Giant", owner="Bob"), put(game, "Grizzly Bears", owner="Bob")
    combat.deal_damage(game, None, hurt.id, 1)
    jarl = put(game, "Jarl of the Forsaken", Zone.HAND)
    casting.cast(game, jarl.id)
    resolving.resolve(game)  # it enters; its trigger's only legal target: the Giant
    resolving.resolve(game)
    assert hurt.id not in game and whole.id in game


def test_613_4b_target_noncreature_artifact_becomes_a_0_0_artifact_creature_bring_to_life() -> None:
    game = Game(["Alice", "Bob"])
    sword = put(game, "Bonesplitter")
    spell = put(game, "Animating Faerie // Bring to Life", Zone.HAND)
    casting.cast(game, spell.id, side=Side.ADVENTURE, targets=[sword.id])
    resolving.resolve(game)
    value = game.characteristics(sword.id)
    assert value.has_type("Creature") and (value.power, value.toughness) == ("4", "4")  # 0/0, four counters
    turns.cleanup(game)  # no end: it stays a creature
    assert game.characteristics(sword.id).has_type("Creature")


def test_608_2h_an_x_x_token_where_x_is_the_number_of_lands_you_control_dokai() -> None:
    game = Game(["Alice", "Bob"])
    dokai = put(game, "Budoka Gardener // Dokai, Weaver of Life", flipped=True, controlled_since=0)
    for _ in range(3):
        put(game, "Forest")
    put(game, "Forest", owner="Bob")  # not hers
    activating.activate(game, dokai.id, 1)
    resolving.resolve(game)
    (token,) = [o for o in game.objects(Zone.BATTLEFIELD) if o.is_token]
    value = game.characteristics(token)
    assert (value.name, value.power, value.toughness) == ("Elemental Token", "3", "3")


def test_613_1_until_end_of_turn_loses_all_abilities_and_becomes_a_red_weird_0_1_turn() -> None:
    game = Game(["Alice", "Bob"])
    angel = put(game, "Serra Angel", owner="Bob")  # a white 4/4 Angel with flying and vigilance
    turn = put(game, "Turn // Burn", Zone.HAND)
    casting.cast(game, turn.id, side=Side.LEFT, targets=[angel.id])
    resolving.resolve(game)
    value = game.characteristics(angel.id)
    assert (value.power, value.toughness, value.subtypes, value.abilities) == ("0", "1", ("Weird",), ())
    assert [c.name for c in value.colors] == ["RED"] and value.has_type("Creature")
    turns.cleanup(game)
    assert game.characteristics(angel.id).power == "4"


def test_111_1_gain_control_of_all_rat_tokens_echo_of_death_s_wail() -> None:
    game = Game(["Alice", "Bob"])
    saga = put(game, "Tribute to Horobi // Echo of Death's Wail")
    chapter = compile_line(
        "Tribute to Horobi", "I, II — Each opponent creates a 1/1 black Rat Rogue creature token."
    )
    assert isinstance(chapter, Triggered)
    chapter.effect(Resolution(game, "Alice", saga.id, "Tribute to Horobi", (), {}))
    (rat,) = [o for o in game.objects(Zone.BATTLEFIELD) if o.is_token]
    bear = put(game, "Grizzly Bears", owner="Bob")  # not a token, not a Rat
    line = "When Echo of Death's Wail enters the battlefield, gain control of all Rat tokens."
    ability = compile_line("Echo of Death's Wail", line)
    assert isinstance(ability, Triggered)
    ability.effect(Resolution(game, "Alice", saga.id, "Echo of Death's Wail", (), {}))
    assert game.controller(game.get(rat.id)) == "Alice" and game.controller(game.get(bear.id)) == "Bob"


def test_611_2b_non_angel_creatures_you_control_gain_indestructible_until_your_next_turn_emeria() -> None:
    game = Game(["Alice", "Bob"])
    bear = put(game, "Grizzly Bears")
    call = put(game, "Emeria's Call // Emeria, Shattered Skyclave", Zone.HAND)
    casting.cast(game, call.id)
    resolving.resolve(game)
    angels = [o for o in game.objects(Zone.BATTLEFIELD) if o.is_token]
    assert len(angels) == 2 and all("Indestructible" not in game.characteristics(a).abilities for a in angels)
    assert "Indestructible" in game.characteristics(bear.id).abilities
    turns.cleanup(game)
    turns.begin_turn(game)  # Bob's turn: still
    assert "Indestructible" in game.characteristics(bear.id).abilities
    turns.cleanup(game)
    turns.begin_turn(game)  # Alice's next turn: it ends (611.2b)
    assert "Indestructible" not in game.characteristics(bear.id).abilities


def test_402_2_draw_cards_equal_to_your_hand_plus_one_and_no_maximum_hand_size_sea_gate_restoration() -> None:
    game = Game(["Alice", "Bob"])
    for _ in range(12):
        put(game, "Island", Zone.LIBRARY)
    for _ in range(3):
        put(game, "Forest", Zone.HAND)
    restoration = put(game, "Sea Gate Restoration // Sea Gate, Reborn", Zone.HAND)
    casting.cast(game, restoration.id, side=Side.FRONT)
    resolving.resolve(game)
    assert len(game.objects(Zone.HAND, "Alice")) == 7  # three, plus three and one
    turns.cleanup(game)  # the effect has no end (611.2a)
    effects = [e for e in game.rule_effects if e.player == "Alice"]
    assert [e.kind.value for e in effects] == ["no_maximum_hand_size"]
