"""Compiled choices of a creature type (CR 205.3m, 205.1b, 608.2d, issue
17): "~ becomes the creature type of your choice until end of turn"
(Mistform Seaswift), "it becomes the creature type of your choice" (Proteus
Machine), "creatures of the creature type of your choice get +2/+2 and gain
trample until end of turn" (Tribal Forcemage). The types offered are rule
205.3m's, generated into the package by scripts/build_creature_types.py."""

from __future__ import annotations

import pytest

from mtgfaces.cards.creature_types import CREATURE_TYPES
from mtgfaces.errors import IllegalAction
from mtgfaces.rules.actions import activating, resolving, turns
from mtgfaces.rules.state.choices import Answering
from mtgfaces.rules.state.game import Game
from tests.rules.builders import put, turned_face_up


def test_205_3m_the_creature_types_are_the_rule_s_list() -> None:
    assert len(CREATURE_TYPES) == len(set(CREATURE_TYPES)) > 300
    assert {"Time Lord", "Advisor", "Zubera", "Human", "Cyberman"} <= set(CREATURE_TYPES)
    assert "Forest" not in CREATURE_TYPES and "Equipment" not in CREATURE_TYPES


def test_205_1b_it_becomes_the_creature_type_of_your_choice_until_end_of_turn_mistform_seaswift() -> None:
    game = Game(["Alice", "Bob"])
    seaswift = put(game, "Mistform Seaswift", controlled_since=0)
    game.answering = Answering([("Dragon",)])
    activating.activate(game, seaswift.id, 1)
    resolving.resolve(game)
    assert game.characteristics(seaswift.id).subtypes == ("Dragon",)
    turns.next_turn(game)  # 514.2
    assert game.characteristics(seaswift.id).subtypes == ("Illusion",)


def test_608_2d_a_creature_type_not_in_the_list_is_refused_mistform_seaswift() -> None:
    game = Game(["Alice", "Bob"])
    seaswift = put(game, "Mistform Seaswift", controlled_since=0)
    game.answering = Answering([("Forest",)])
    activating.activate(game, seaswift.id, 1)
    with pytest.raises(IllegalAction, match="creature type"):
        resolving.resolve(game)


def test_205_1b_it_becomes_the_creature_type_of_your_choice_for_good_proteus_machine() -> None:
    game = Game(["Alice", "Bob"])
    game.answering = Answering([("Goblin",)])
    machine = turned_face_up(game, "Proteus Machine")
    resolving.resolve(game)
    value = game.characteristics(machine)
    assert value.subtypes == ("Goblin",) and value.has_type("Artifact")
    turns.next_turn(game)
    assert game.characteristics(machine).subtypes == ("Goblin",)


def test_611_2c_creatures_of_the_creature_type_of_your_choice_get_2_2_and_trample_tribal_forcemage() -> None:
    game = Game(["Alice", "Bob"])
    bear = put(game, "Grizzly Bears")  # a Bear
    theirs = put(game, "Grizzly Bears", owner="Bob")  # any controller's
    giant = put(game, "Hill Giant")  # a Giant: not chosen
    game.answering = Answering([("Bear",)])
    turned_face_up(game, "Tribal Forcemage")
    resolving.resolve(game)
    for one in (bear, theirs):
        value = game.characteristics(one.id)
        assert (value.power, value.toughness, "Trample" in value.abilities) == ("4", "4", True)
    assert game.characteristics(giant.id).power == "3"
