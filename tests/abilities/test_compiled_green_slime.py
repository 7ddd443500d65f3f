"""Green Slime (issue 17: a card the docs mention): "When ~ enters the
battlefield, counter target activated or triggered ability from an artifact
or enchantment source. If a permanent's ability is countered this way,
destroy that permanent." (CR 701.6a, 113.7, 115.1a, 608.2c, 701.8a)."""

from __future__ import annotations

from mtgfaces.cards.characteristics import Zone
from mtgfaces.rules.actions import activating, casting, resolving
from mtgfaces.rules.state.game import Game, Step, Turn
from tests.rules.builders import names, put


def test_701_6a_counter_an_artifacts_ability_then_destroy_the_artifact_green_slime() -> None:
    game = Game(["Alice", "Bob"])
    game.set_turn(Turn("Bob", Step.MAIN1, number=4))
    bears = put(game, "Grizzly Bears")
    icy = put(game, "Icy Manipulator", owner="Bob", controlled_since=0)
    activating.activate(game, icy.id, targets=[bears.id], player="Bob")  # {1}, {T}: tap target ...
    slime = put(game, "Green Slime", Zone.HAND)
    casting.cast(game, slime.id, player="Alice")  # flash
    resolving.resolve(game)  # it enters; its trigger targets Icy Manipulator's ability, the only one
    resolving.resolve(game)
    assert not game.objects(Zone.STACK)  # the ability was countered
    assert not game.get(bears.id).status.tapped
    assert names(game, Zone.GRAVEYARD, "Bob") == ["Icy Manipulator"]


def test_115_1a_a_creatures_ability_is_no_target_green_slime() -> None:
    game = Game(["Alice", "Bob"])
    game.set_turn(Turn("Bob", Step.MAIN1, number=4))
    mage = put(game, "Prodigal Sorcerer", owner="Bob", controlled_since=0)  # a creature's ability
    activating.activate(game, mage.id, targets=["Alice"], player="Bob")
    slime = put(game, "Green Slime", Zone.HAND)
    casting.cast(game, slime.id, player="Alice")
    while game.objects(Zone.STACK):  # its trigger has no legal target: it counters nothing
        resolving.resolve(game)
    assert game.player("Alice").life == 19 and mage.id in game
