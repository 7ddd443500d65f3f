"""Compiled choices of a color and "if it's your turn" (issue 17):
"target creature you control gains protection from the color of your
choice until end of turn" (702.16a, 105.1), "add one mana of any color" in a
spell (106.1), and an intervening "if it's your turn" (603.4, 102.1)."""

from __future__ import annotations

from mtgfaces.cards.characteristics import Zone
from mtgfaces.cards.model import Side
from mtgfaces.rules.actions import casting, resolving, turns
from mtgfaces.rules.state.choices import Answering
from mtgfaces.rules.state.game import Game
from mtgfaces.rules.state.mana import pool_text
from mtgfaces.rules.state.status import ObjectId
from mtgfaces.rules.state.values import Step, Turn
from tests.rules.builders import put, turned_face_up


def test_702_16a_protection_from_the_color_of_your_choice_until_end_of_turn_aven_liberator() -> None:
    game = Game(["Alice", "Bob"])
    bear = put(game, "Grizzly Bears")
    put(game, "Hill Giant", owner="Bob")  # not hers: not a legal target
    game.answering = Answering([(f"#{int(bear.id)}",), ("red",)])
    liberator = turned_face_up(game, "Aven Liberator")
    resolving.resolve(game)
    assert "Protection from red" in game.characteristics(bear.id).abilities
    assert "Protection from red" not in game.characteristics(liberator).abilities
    turns.next_turn(game)  # 514.2: "until end of turn" ends
    assert "Protection from red" not in game.characteristics(bear.id).abilities


def test_106_1_a_spell_adds_one_mana_of_the_color_its_controller_chooses_seasonal_ritual() -> None:
    game = Game(["Alice", "Bob"])
    acolyte = put(game, "Rosethorn Acolyte // Seasonal Ritual", Zone.HAND)
    game.answering = Answering([("green",)])
    casting.cast(game, acolyte.id, side=Side.ADVENTURE)  # the adventure: an instant (715.3)
    resolving.resolve(game)
    assert pool_text(game.player("Alice").mana_pool) == "{G}"
    assert [o.card.name for o in game.objects(Zone.EXILE, "Alice")] == [acolyte.card.name]  # 715.4


def test_603_4_if_its_your_turn_gain_control_untap_and_haste_jeering_instigator() -> None:
    game = Game(["Alice", "Bob"])
    game.set_turn(Turn("Alice", Step.MAIN1, number=3))
    giant = put(game, "Hill Giant", owner="Bob", tapped=True)
    turned_face_up(game, "Jeering Instigator")
    resolving.resolve(game)
    assert game.controller(game.get(giant.id)) == "Alice"
    assert not game.get(giant.id).status.tapped
    assert "Haste" in game.characteristics(giant.id).abilities


def test_603_4_not_on_your_turn_the_trigger_does_nothing_jeering_instigator() -> None:
    game = Game(["Alice", "Bob"])
    game.set_turn(Turn("Bob", Step.MAIN1, number=4))
    giant = put(game, "Hill Giant", owner="Bob")
    turned_face_up(game, "Jeering Instigator")
    assert game.objects(Zone.STACK) == []  # 603.4: it doesn't trigger
    assert game.controller(game.get(giant.id)) == "Bob"


def test_608_2h_put_counters_on_that_creature_equal_to_its_power_experiment_twelve() -> None:
    game = Game(["Alice", "Bob"])
    put(game, "Experiment Twelve")  # face up already: another creature turned face up
    performer = turned_face_up(game, "Pyrotechnic Performer")  # 3/2
    game.answering = Answering([], then_default=True)
    while game.objects(Zone.STACK):
        resolving.resolve(game)
    assert game.get(ObjectId(performer)).status.counter("+1/+1") == 3
    assert game.characteristics(ObjectId(performer)).power == "6"


def test_120_3_that_creature_deals_damage_equal_to_its_power_to_each_opponent_pyrotechnic_performer() -> None:
    game = Game(["Alice", "Bob"])
    put(game, "Pyrotechnic Performer")
    guide = turned_face_up(game, "Abzan Guide")  # 4/4 lifelink: the Guide is the source
    resolving.resolve(game)
    assert game.player("Bob").life == 16
    assert game.player("Alice").life == 24  # 702.15b: its lifelink, as the source of the damage
    assert guide in [int(o.id) for o in game.objects(Zone.BATTLEFIELD)]


def test_701_26b_untap_them_the_creatures_that_gained_hexproof_essence_of_antiquity() -> None:
    game = Game(["Alice", "Bob"])
    bear = put(game, "Grizzly Bears", tapped=True)
    giant = put(game, "Hill Giant", owner="Bob", tapped=True)  # not hers: stays tapped
    essence = turned_face_up(game, "Essence of Antiquity")
    resolving.resolve(game)
    assert not game.get(bear.id).status.tapped and game.get(giant.id).status.tapped
    assert "Hexproof" in game.characteristics(bear.id).abilities
    assert "Hexproof" in game.characteristics(ObjectId(essence)).abilities
    assert "Hexproof" not in game.characteristics(giant.id).abilities


def test_500_11_each_opponent_skips_their_next_untap_step_brine_elemental() -> None:
    game = Game(["Alice", "Bob"])
    game.set_turn(Turn("Alice", Step.MAIN1, number=3))
    giant = put(game, "Hill Giant", owner="Bob", tapped=True)
    turned_face_up(game, "Brine Elemental")
    resolving.resolve(game)
    turns.next_turn(game)  # Bob's turn: no untap step
    assert game.turn.active == "Bob" and game.get(giant.id).status.tapped
    turns.next_turn(game)  # Alice's
    turns.next_turn(game)  # Bob's next: only one skipped
    assert game.turn.active == "Bob" and not game.get(giant.id).status.tapped
