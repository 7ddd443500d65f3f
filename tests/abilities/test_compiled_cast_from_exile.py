"""Compiled "If this spell was cast from exile, prevent all damage that
would be dealt to you this turn." (CR 601.2a, 615.1, 514.2, issue 17:
Ultimate Magic: Holy, cast for its foretell cost from exile, 702.143a)."""

from __future__ import annotations

import pytest

from mtgfaces.cards.characteristics import Zone
from mtgfaces.rules.actions import casting, resolving, turns
from mtgfaces.rules.actions.foretelling import foretell
from mtgfaces.rules.actions.regeneration import destroy
from mtgfaces.rules.state.game import Game, Step, Turn
from tests.rules.builders import put


@pytest.mark.parametrize(("from_exile", "life"), [(True, 20), (False, 18)])
def test_615_1_if_cast_from_exile_prevent_all_damage_to_you_this_turn_ultimate_magic_holy(
    from_exile: bool, life: int
) -> None:
    game = Game(["Alice", "Bob"])
    game.set_turn(Turn("Alice", Step.MAIN1, number=2))
    bears = put(game, "Grizzly Bears")
    holy = put(game, "Ultimate Magic: Holy", Zone.HAND)
    if from_exile:
        foretell(game, holy.id)
        game.set_turn(Turn("Alice", Step.MAIN1, number=4))  # 702.143a: cast on a later turn
        (holy,) = game.objects(Zone.EXILE, "Alice")
    casting.cast(game, holy.id, from_zone=Zone.EXILE if from_exile else Zone.HAND)
    resolving.resolve(game)
    destroy(game, bears.id)
    assert bears.id in game  # "Permanents you control gain indestructible until end of turn"
    shock = put(game, "Shock", Zone.HAND, owner="Bob")
    casting.cast(game, shock.id, player="Bob", targets=["Alice"])
    resolving.resolve(game)
    assert game.player("Alice").life == life


def test_514_2_the_prevention_ends_with_the_turn_ultimate_magic_holy() -> None:
    game = Game(["Alice", "Bob"])
    game.set_turn(Turn("Alice", Step.MAIN1, number=2))
    for player in ("Alice", "Bob"):
        put(game, "Island", Zone.LIBRARY, owner=player)
    holy = put(game, "Ultimate Magic: Holy", Zone.HAND)
    foretell(game, holy.id)
    game.set_turn(Turn("Alice", Step.MAIN1, number=4))
    (holy,) = game.objects(Zone.EXILE, "Alice")
    casting.cast(game, holy.id, from_zone=Zone.EXILE)
    resolving.resolve(game)
    turns.next_turn(game)  # Bob's turn: it has ended
    shock = put(game, "Shock", Zone.HAND, owner="Bob")
    casting.cast(game, shock.id, player="Bob", targets=["Alice"])
    resolving.resolve(game)
    assert game.player("Alice").life == 18
