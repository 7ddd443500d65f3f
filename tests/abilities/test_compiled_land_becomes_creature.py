"""Compiled "{3}{G}: Put four +1/+1 counters on target land you control. It
becomes a 0/0 Elemental creature with haste. It's still a land." (Titania,
Gaea Incarnate, the melded Titania and Argoth; issue 17): the counters
(122.1), then, for as long as it is that permanent (611.2a), a creature
(613.1d) and an Elemental that keeps its land types (205.1b), with haste
(613.1f) and base power and toughness 0/0 (613.4b) that its counters
change (613.4c)."""

from __future__ import annotations

import pytest

from mtgfaces.cards.characteristics import Zone
from mtgfaces.errors import IllegalAction
from mtgfaces.rules.abilities.compiler import compile_line
from mtgfaces.rules.actions import activating, combat, moves, resolving, turns
from mtgfaces.rules.actions.meld import meld
from mtgfaces.rules.save import dumps
from mtgfaces.rules.state.abilities import Activated
from mtgfaces.rules.state.game import Game, Step
from mtgfaces.rules.state.objects import GameObject
from tests.rules.builders import put

LINE = (
    "{3}{G}: Put four +1/+1 counters on target land you control. It becomes a 0/0 Elemental creature "
    "with haste. It's still a land."
)
NAME = "Titania, Gaea Incarnate"


def _titania(game: Game) -> GameObject:
    voice = put(game, "Titania, Voice of Gaea")
    argoth = put(game, "Argoth, Sanctum of Nature")
    meld(game, voice.id, argoth.id)
    resolving.resolve_all(game)  # its enters trigger: no land cards in the graveyard
    (melded,) = game.objects(Zone.BATTLEFIELD, "Alice")
    return melded


def test_205_1b_the_line_compiles_and_refuses_without_still_a_land() -> None:
    assert isinstance(compile_line(NAME, LINE), Activated)
    assert compile_line(NAME, LINE.removesuffix(" It's still a land.")) is None  # its types would be replaced


def test_613_4c_the_land_becomes_a_4_4_elemental_creature_with_haste_still_a_forest() -> None:
    game = Game(["Alice", "Bob"])
    titania = _titania(game)
    assert game.characteristics(titania).name == NAME
    forest = put(game, "Forest")
    activating.activate(game, titania.id, "{3}{G}", targets=(forest.id,))
    resolving.resolve(game)
    value = game.characteristics(forest.id)
    assert value.has_type("Land") and value.has_type("Creature")  # 205.1b
    assert "Forest" in value.subtypes and "Elemental" in value.subtypes
    assert "Haste" in value.abilities
    assert (value.power, value.toughness) == ("4", "4")  # 0/0 and four +1/+1 counters
    turns.next_turn(game)  # 611.2a: no end was given
    assert game.characteristics(forest.id).has_type("Creature")


def test_400_7_it_lasts_only_as_long_as_it_is_that_permanent() -> None:
    game = Game(["Alice", "Bob"])
    titania = _titania(game)
    forest = put(game, "Forest")
    activating.activate(game, titania.id, "{3}{G}", targets=(forest.id,))
    resolving.resolve(game)
    moves.move(game, forest.id, Zone.HAND)
    (card,) = [o for o in game.objects(Zone.HAND, "Alice") if o.card.name == "Forest"]
    moves.move(game, card.id, Zone.BATTLEFIELD)
    (again,) = [o for o in game.objects(Zone.BATTLEFIELD, "Alice") if o.card.name == "Forest"]
    assert not game.characteristics(again).has_type("Creature")


def test_115_1_another_player_s_land_or_a_creature_is_no_legal_target_and_changes_nothing() -> None:
    game = Game(["Alice", "Bob"])
    titania = _titania(game)
    theirs = put(game, "Forest", owner="Bob")
    bears = put(game, "Grizzly Bears")
    before = dumps(game)
    for target in (theirs.id, bears.id):
        with pytest.raises(IllegalAction):
            activating.activate(game, titania.id, "{3}{G}", targets=(target,))
    assert dumps(game) == before


def test_702_10_with_haste_the_land_that_came_under_her_control_this_turn_attacks() -> None:
    game = Game(["Alice", "Bob"])
    titania = _titania(game)
    forest = put(game, "Forest", controlled_since=game.turn.number)  # played this turn (302.6)
    activating.activate(game, titania.id, "{3}{G}", targets=(forest.id,))
    resolving.resolve(game)
    turns.set_step(game, Step.DECLARE_ATTACKERS)
    combat.attack(game, [forest.id], defending="Bob")
    turns.set_step(game, Step.COMBAT_DAMAGE)
    combat.deal_combat_damage(game)
    assert game.player("Bob").life == 16
