"""Compiled conditions on the creature an ability just changed, and on the
creatures its controller has (CR 608.2c, 603.4, issue 17): "Then if that
creature has toughness 6 or greater, transform ~" (Dormant Grove), "Then if
that creature has three or more +1/+1 counters on it, transform ~"
(Hadana's Climb), "if you control three or more creatures that each have
toughness greater than their power" (Catapult Fodder); and a sacrifice "of
their choice" (701.21a, Braska's Final Aeon)."""

from __future__ import annotations

import pytest

from mtgfaces.cards.characteristics import Zone
from mtgfaces.cards.model import Side
from mtgfaces.rules.actions import activating, resolving, turns
from mtgfaces.rules.state.choices import Answering
from mtgfaces.rules.state.game import Game, Step, Turn
from mtgfaces.rules.state.sagas import LORE
from tests.rules.builders import names, put


def _to_combat(game: Game, target: int | None = None) -> None:
    if target is not None:
        game.answering = Answering([(f"#{target}",)], then_default=True)
    turns.set_step(game, Step.BEGINNING_OF_COMBAT)
    while game.objects(Zone.STACK):
        resolving.resolve(game)


@pytest.mark.parametrize(("creature", "transforms"), [("Wall of Stone", True), ("Craw Wurm", False)])
def test_608_2c_then_if_that_creature_has_toughness_6_or_greater_transform_dormant_grove(
    creature: str, transforms: bool
) -> None:
    game = Game(["Alice", "Bob"])
    game.set_turn(Turn("Alice", Step.MAIN1, number=3))
    grove = put(game, "Dormant Grove // Gnarled Grovestrider")
    target = put(game, creature)  # 0/8 becomes 1/9; 6/4 becomes 7/5
    _to_combat(game, int(target.id))
    assert game.get(target.id).status.counter("+1/+1") == 1
    assert (game.get(grove.id).status.up is Side.BACK) is transforms


def test_608_2c_then_if_that_creature_has_three_counters_transform_then_pump_by_its_power_hadanas_climb() -> (
    None
):
    game = Game(["Alice", "Bob"])
    game.set_turn(Turn("Alice", Step.MAIN1, number=3))
    climb = put(game, "Hadana's Climb // Winged Temple of Orazca")
    bears = put(game, "Grizzly Bears", counters=(("+1/+1", 1),))
    _to_combat(game, int(bears.id))
    assert game.get(climb.id).status.up is Side.FRONT  # two counters: not yet
    game.set_turn(Turn("Alice", Step.MAIN1, number=5))
    _to_combat(game, int(bears.id))
    temple = game.get(climb.id)
    assert temple.status.up is Side.BACK and game.characteristics(temple).name == "Winged Temple of Orazca"
    # Winged Temple: "... gains flying and gets +X/+X until end of turn, where X is its power."
    game.set_turn(Turn("Alice", Step.MAIN1, number=5))
    activating.activate(game, temple.id, "{1}{G}{U}", targets=[bears.id])
    resolving.resolve(game)
    value = game.characteristics(game.get(bears.id))
    assert (value.power, value.toughness) == ("10", "10")  # 5/5 with three counters, +5/+5
    assert "Flying" in value.abilities


@pytest.mark.parametrize(("walls", "transforms"), [(3, True), (2, False)])
def test_603_4_if_you_control_three_creatures_with_toughness_greater_than_power_catapult_fodder(
    walls: int, transforms: bool
) -> None:
    game = Game(["Alice", "Bob"])
    game.set_turn(Turn("Alice", Step.MAIN1, number=3))
    fodder = put(game, "Catapult Fodder // Catapult Captain")  # 1/5: one of them
    for _ in range(walls - 1):
        put(game, "Wall of Stone")  # 0/8
    put(game, "Grizzly Bears")  # 2/2: not greater
    put(game, "Wall of Stone", owner="Bob")  # not Alice's
    _to_combat(game)
    assert (game.get(fodder.id).status.up is Side.BACK) is transforms


def test_701_21a_each_opponent_sacrifices_two_creatures_of_their_choice_braskas_final_aeon() -> None:
    game = Game(["Alice", "Bob"])
    game.set_turn(Turn("Alice", Step.DRAW, number=5))
    put(game, "Jecht, Reluctant Guardian // Braska's Final Aeon", up=Side.BACK, counters=((LORE, 2),))
    kept = put(game, "Grizzly Bears", owner="Bob")
    chosen = [put(game, "Hill Giant", owner="Bob"), put(game, "Craw Wurm", owner="Bob")]
    game.answering = Answering([tuple(f"#{int(c.id)}" for c in chosen)], then_default=True)
    turns.set_step(game, Step.MAIN1)  # 714.3c: chapter III
    resolving.resolve(game)
    assert names(game, Zone.BATTLEFIELD, "Bob") == ["Grizzly Bears"] and kept.id in game
    assert sorted(names(game, Zone.GRAVEYARD, "Bob")) == ["Craw Wurm", "Hill Giant"]
