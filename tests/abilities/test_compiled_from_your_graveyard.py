"""Compiled activated abilities that work from their card's graveyard (CR
113.6, 602.2, 712.14a, issue 17): "{3}{B}{B}{R}{R}: Return this card from
your graveyard to the battlefield transformed. Activate only as a sorcery."
(Garland, Knight of Cornelia), "{3}{U}{U}: Put Startled Awake from your
graveyard onto the battlefield transformed." and "Target opponent mills
thirteen cards." (Startled Awake)."""

from __future__ import annotations

import pytest

from mtgfaces.cards.characteristics import Zone
from mtgfaces.cards.model import Side
from mtgfaces.errors import IllegalAction
from mtgfaces.rules.actions import activating, casting, resolving
from mtgfaces.rules.state.game import Game, Step, Turn
from tests.rules.builders import names, put


def test_113_6_return_this_card_from_your_graveyard_transformed_garland() -> None:
    game = Game(["Alice", "Bob"])
    game.set_turn(Turn("Alice", Step.MAIN1, number=3))
    garland = put(game, "Garland, Knight of Cornelia // Chaos, the Endless", Zone.GRAVEYARD)
    activating.activate(game, garland.id, "{3}")
    resolving.resolve(game)
    (chaos,) = game.objects(Zone.BATTLEFIELD, "Alice")
    assert chaos.status.up is Side.BACK and game.characteristics(chaos).name == "Chaos, the Endless"
    assert not game.objects(Zone.GRAVEYARD, "Alice")


def test_113_6_the_ability_does_nothing_from_the_battlefield_garland() -> None:
    game = Game(["Alice", "Bob"])
    game.set_turn(Turn("Alice", Step.MAIN1, number=3))
    garland = put(game, "Garland, Knight of Cornelia // Chaos, the Endless")
    with pytest.raises(IllegalAction) as refused:
        activating.activate(game, garland.id, "{3}")
    assert refused.value.rule == "113.6"


def test_602_5d_only_as_a_sorcery_startled_awake() -> None:
    game = Game(["Alice", "Bob"])
    game.set_turn(Turn("Alice", Step.UPKEEP, number=3))
    awake = put(game, "Startled Awake // Persistent Nightmare", Zone.GRAVEYARD)
    with pytest.raises(IllegalAction):
        activating.activate(game, awake.id)


def test_701_17a_target_opponent_mills_thirteen_then_it_returns_transformed_startled_awake() -> None:
    game = Game(["Alice", "Bob"])
    game.set_turn(Turn("Alice", Step.MAIN1, number=3))
    for _ in range(15):
        put(game, "Island", Zone.LIBRARY, owner="Bob")
    awake = put(game, "Startled Awake // Persistent Nightmare", Zone.HAND)
    casting.cast(game, awake.id, targets=["Bob"])
    resolving.resolve(game)
    assert len(game.objects(Zone.GRAVEYARD, "Bob")) == 13 and len(game.objects(Zone.LIBRARY, "Bob")) == 2
    (card,) = game.objects(Zone.GRAVEYARD, "Alice")
    activating.activate(game, card.id)
    resolving.resolve(game)
    assert names(game, Zone.BATTLEFIELD, "Alice") == ["Startled Awake // Persistent Nightmare"]
    (nightmare,) = game.objects(Zone.BATTLEFIELD, "Alice")
    assert game.characteristics(nightmare).name == "Persistent Nightmare"
