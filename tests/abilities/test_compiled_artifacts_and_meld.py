"""Compiled "Then transform ~ if you control four or more artifacts" (608.2c:
Dowsing Device), "Activate only if ~ or another artifact entered the
battlefield under your control this turn" (602.5b: Master's Manufactory),
and an activated ability whose first sentence is an "if": "If you both own
and control ~ and a creature named Hanweir Garrison, exile them, then meld
them into Hanweir, the Writhing Township" (701.42a, 712.4a: Hanweir
Battlements). Issue 17."""

from __future__ import annotations

import pytest

from mtgfaces.cards.characteristics import Zone
from mtgfaces.cards.model import Side
from mtgfaces.errors import IllegalAction
from mtgfaces.rules.actions import activating, casting, resolving
from mtgfaces.rules.state.choices import Answering
from mtgfaces.rules.state.game import Game, Step, Turn
from tests.rules.builders import names, put


@pytest.mark.parametrize(("artifacts", "transforms"), [(3, True), (2, False)])
def test_608_2c_then_transform_if_you_control_four_or_more_artifacts_dowsing_device(
    artifacts: int, transforms: bool
) -> None:
    game = Game(["Alice", "Bob"])
    game.set_turn(Turn("Alice", Step.MAIN1, number=3))
    device = put(game, "Dowsing Device // Geode Grotto")
    for _ in range(artifacts - 1):
        put(game, "Ornithopter")
    bears = put(game, "Grizzly Bears")
    thopter = put(game, "Ornithopter", Zone.HAND)  # another artifact enters: the ability triggers
    game.answering = Answering([(f"#{int(bears.id)}",)], then_default=True)  # up to one target: the Bears
    casting.cast(game, thopter.id)
    resolving.resolve(game)
    resolving.resolve(game)  # up to one target creature you control: +1/+0 and haste
    value = game.characteristics(game.get(bears.id))
    assert value.power == "3" and "Haste" in value.abilities
    assert (game.get(device.id).status.up is Side.BACK) is transforms


def test_602_5b_activate_only_if_an_artifact_entered_this_turn_masters_manufactory() -> None:
    game = Game(["Alice", "Bob"])
    game.set_turn(Turn("Alice", Step.MAIN1, number=3))
    manufactory = put(game, "Master's Guide-Mural // Master's Manufactory", up=Side.BACK)
    put(game, "Ornithopter")  # on the battlefield already: it didn't enter this turn
    with pytest.raises(IllegalAction) as refused:
        activating.activate(game, manufactory.id)
    assert "602.5b" in str(refused.value)
    thopter = put(game, "Ornithopter", Zone.HAND)
    casting.cast(game, thopter.id)
    resolving.resolve(game)  # it enters: now it may be activated
    activating.activate(game, manufactory.id)
    resolving.resolve(game)
    golems = [o for o in game.objects(Zone.BATTLEFIELD) if "Golem" in game.characteristics(o).subtypes]
    assert len(golems) == 1


def test_701_42a_if_you_own_and_control_both_meld_them_hanweir_battlements() -> None:
    game = Game(["Alice", "Bob"])
    battlements = put(game, "Hanweir Battlements")
    put(game, "Hanweir Garrison")
    activating.activate(game, battlements.id, "{3}")
    resolving.resolve(game)
    (township,) = game.objects(Zone.BATTLEFIELD, "Alice")
    assert game.characteristics(township).name == "Hanweir, the Writhing Township"


def test_608_2c_without_the_garrison_nothing_happens_hanweir_battlements() -> None:
    game = Game(["Alice", "Bob"])
    battlements = put(game, "Hanweir Battlements")
    put(game, "Hanweir Garrison", owner="Bob")  # Bob's: Alice doesn't own and control both
    activating.activate(game, battlements.id, "{3}")
    resolving.resolve(game)
    assert names(game, Zone.BATTLEFIELD, "Alice") == ["Hanweir Battlements"]
    assert not game.objects(Zone.EXILE)
