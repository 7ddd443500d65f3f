"""Compiled Paradox lines (CR 207.2c: an ability word; 601.2a: where a spell
was cast from; issue 17): "Draw a card for each spell you've cast this turn
from anywhere other than your hand." (Surge of Brilliance) and "~ deals X
damage to each opponent and each creature they control, where X is 1 plus
the number of spells you've cast from anywhere other than your hand this
turn." (Impending Flux). A foretold spell cast from exile counts itself."""

from __future__ import annotations

import pytest

from mtgfaces.cards.characteristics import Zone
from mtgfaces.rules.actions import casting, resolving
from mtgfaces.rules.actions.foretelling import foretell
from mtgfaces.rules.state.game import Game, Step, Turn
from tests.rules.builders import put


def _flashback_think_twice(game: Game) -> None:
    twice = put(game, "Think Twice", Zone.GRAVEYARD)
    casting.cast(game, twice.id, from_zone=Zone.GRAVEYARD)  # 702.34a: flashback
    resolving.resolve(game)


@pytest.mark.parametrize(("foretold", "drawn"), [(False, 1), (True, 2)])
def test_601_2a_draw_a_card_for_each_spell_cast_not_from_your_hand_surge_of_brilliance(
    foretold: bool, drawn: int
) -> None:
    game = Game(["Alice", "Bob"])
    game.set_turn(Turn("Alice", Step.MAIN1, number=2))
    for _ in range(5):
        put(game, "Island", Zone.LIBRARY)
    surge = put(game, "Surge of Brilliance", Zone.HAND)
    if foretold:
        foretell(game, surge.id)
        game.set_turn(Turn("Alice", Step.MAIN1, number=4))
        (surge,) = game.objects(Zone.EXILE, "Alice")
    _flashback_think_twice(game)  # Think Twice draws one itself
    casting.cast(game, surge.id, from_zone=Zone.EXILE if foretold else Zone.HAND)
    resolving.resolve(game)
    assert len(game.objects(Zone.HAND, "Alice")) == 1 + drawn


def test_601_2a_x_is_1_plus_the_spells_cast_not_from_your_hand_impending_flux() -> None:
    game = Game(["Alice", "Bob"])
    game.set_turn(Turn("Alice", Step.MAIN1, number=2))
    put(game, "Island", Zone.LIBRARY)
    wurm = put(game, "Craw Wurm", owner="Bob")
    mine = put(game, "Craw Wurm")
    _flashback_think_twice(game)
    flux = put(game, "Impending Flux", Zone.HAND)
    casting.cast(game, flux.id)
    resolving.resolve(game)  # X = 1 + 1 (Think Twice from the graveyard)
    assert game.player("Bob").life == 18 and game.get(wurm.id).status.damage == 2
    assert game.player("Alice").life == 20 and game.get(mine.id).status.damage == 0
