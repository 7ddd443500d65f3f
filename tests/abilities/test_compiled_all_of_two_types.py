"""Compiled "destroy all artifacts and enchantments" (701.8a, 205.2a: each
permanent that has either card type; issue 17), with Desist, the right half
of Cease // Desist."""

from __future__ import annotations

from mtgfaces.cards.characteristics import Zone
from mtgfaces.cards.model import Side
from mtgfaces.rules.actions import casting, resolving
from mtgfaces.rules.state.game import Game, Step, Turn
from tests.rules.builders import names, put


def test_701_8a_desist_destroys_every_artifact_and_every_enchantment_and_nothing_else() -> None:
    game = Game(["Alice", "Bob"])
    game.set_turn(Turn("Alice", Step.MAIN1, number=3))
    put(game, "Ornithopter", owner="Bob")  # an artifact creature
    put(game, "Glorious Anthem", owner="Bob")  # an enchantment
    put(game, "Sol Ring")  # Alice's own artifact too
    put(game, "Grizzly Bears", owner="Bob")
    put(game, "Forest")
    desist = put(game, "Cease // Desist", Zone.HAND)
    casting.cast(game, desist.id, side=Side.RIGHT)
    resolving.resolve(game)
    assert sorted(o.card.name for o in game.objects(Zone.BATTLEFIELD)) == ["Forest", "Grizzly Bears"]
    assert sorted(names(game, Zone.GRAVEYARD, "Bob")) == ["Glorious Anthem", "Ornithopter"]
    assert "Sol Ring" in names(game, Zone.GRAVEYARD, "Alice")
