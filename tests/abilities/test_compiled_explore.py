"""Compiled "Target creature you control explores." (CR 701.44a, issue 17:
Guidestone Compass) and Lodestone Needle's "tap up to one target artifact
or creature and put two stun counters on it" (122.1d)."""

from __future__ import annotations

import pytest

from mtgfaces.cards.characteristics import Zone
from mtgfaces.cards.model import Side
from mtgfaces.rules.actions import activating, casting, resolving
from mtgfaces.rules.state.choices import Answering
from mtgfaces.rules.state.game import Game, Step, Turn
from tests.rules.builders import names, put

NEEDLE = "Lodestone Needle // Guidestone Compass"


@pytest.mark.parametrize(
    ("top", "keep", "hand", "graveyard", "counters"),
    [
        ("Forest", "no", ["Forest"], [], 0),  # a land: into the hand
        ("Opt", "yes", [], ["Opt"], 1),  # not a land: a counter, and it may go to the graveyard
        ("Opt", "no", [], [], 1),  # or stay on top
    ],
)
def test_701_44a_target_creature_you_control_explores_guidestone_compass(
    top: str, keep: str, hand: list[str], graveyard: list[str], counters: int
) -> None:
    game = Game(["Alice", "Bob"])
    game.set_turn(Turn("Alice", Step.MAIN1, number=3))
    put(game, top, Zone.LIBRARY)
    put(game, "Island", Zone.LIBRARY)
    compass = put(game, NEEDLE, up=Side.BACK)
    bears = put(game, "Grizzly Bears")
    activating.activate(game, compass.id, targets=[bears.id])
    game.answering = Answering([(keep,)], then_default=True)
    resolving.resolve(game)
    assert names(game, Zone.HAND, "Alice") == hand
    assert names(game, Zone.GRAVEYARD, "Alice") == graveyard
    assert game.get(bears.id).status.counter("+1/+1") == counters


def test_122_1d_tap_up_to_one_target_artifact_or_creature_and_two_stun_counters_lodestone_needle() -> None:
    game = Game(["Alice", "Bob"])
    game.set_turn(Turn("Alice", Step.MAIN1, number=3))
    thopter = put(game, "Ornithopter", owner="Bob")
    needle = put(game, NEEDLE, Zone.HAND)
    casting.cast(game, needle.id)
    resolving.resolve(game)
    resolving.resolve(game)  # its only target: Bob's Ornithopter
    assert game.get(thopter.id).status.tapped and game.get(thopter.id).status.counter("stun") == 2
