"""Compiled "Choose a creature or planeswalker, then destroy all other
creatures and planeswalkers." (CR 608.2d, 701.8a, issue 17: Deadly Vanity,
the back face of Selfless Glyphweaver): the one chosen as it resolves
survives, every other creature and planeswalker is destroyed."""

from __future__ import annotations

from mtgfaces.cards.characteristics import Zone
from mtgfaces.cards.model import Side
from mtgfaces.rules.actions import casting, resolving
from mtgfaces.rules.state.choices import Answering
from mtgfaces.rules.state.game import Game, Step, Turn
from tests.rules.builders import names, put


def test_608_2d_destroy_all_other_creatures_and_planeswalkers_deadly_vanity() -> None:
    game = Game(["Alice", "Bob"])
    game.set_turn(Turn("Alice", Step.MAIN1, number=3))
    wurm = put(game, "Craw Wurm", owner="Bob")
    put(game, "Hill Giant")
    put(game, "Jace Beleren", owner="Bob")
    put(game, "Bonesplitter", owner="Bob")  # neither: it stays
    vanity = put(game, "Selfless Glyphweaver // Deadly Vanity", Zone.HAND)
    game.answering = Answering([(f"#{int(wurm.id)}",)])  # Alice keeps Bob's Wurm
    casting.cast(game, vanity.id, side=Side.BACK)
    resolving.resolve(game)
    assert sorted(names(game, Zone.BATTLEFIELD)) == ["Bonesplitter", "Craw Wurm"]
    assert sorted(names(game, Zone.GRAVEYARD, "Bob")) == ["Jace Beleren"]
    assert "Hill Giant" in names(game, Zone.GRAVEYARD, "Alice")
