"""Compiled "Look at the top card of your library. You may put it into your
graveyard. Then if you have seven or more cards in your graveyard, you may
transform ~." (CR 401.4, 608.2c, 701.27a, issue 17): Search for Azcanta."""

from __future__ import annotations

import pytest

from mtgfaces.cards.characteristics import Zone
from mtgfaces.cards.model import Side
from mtgfaces.rules.actions import resolving, turns
from mtgfaces.rules.state.choices import Answering
from mtgfaces.rules.state.game import Game, Step, Turn
from tests.rules.builders import names, put


def _upkeep(game: Game, *answers: str) -> None:
    game.answering = Answering([(a,) for a in answers], then_default=True)
    turns.set_step(game, Step.UPKEEP)
    while game.objects(Zone.STACK):
        resolving.resolve(game)


@pytest.mark.parametrize(("in_graveyard", "transforms"), [(6, True), (5, False)])
def test_401_4_you_may_put_it_into_your_graveyard_then_if_seven_or_more_transform_search_for_azcanta(
    in_graveyard: int, transforms: bool
) -> None:
    game = Game(["Alice", "Bob"])
    game.set_turn(Turn("Alice", Step.UNTAP, number=3))
    put(game, "Island", Zone.LIBRARY)
    put(game, "Forest", Zone.LIBRARY)
    for _ in range(in_graveyard):
        put(game, "Shock", Zone.GRAVEYARD)
    search = put(game, "Search for Azcanta // Azcanta, the Sunken Ruin")
    _upkeep(game, "yes", "yes")
    assert "Island" in names(game, Zone.GRAVEYARD, "Alice")
    assert names(game, Zone.LIBRARY, "Alice") == ["Forest"]
    assert (game.get(search.id).status.up is Side.BACK) is transforms


def test_609_3_you_may_leave_it_on_top_and_not_transform_search_for_azcanta() -> None:
    game = Game(["Alice", "Bob"])
    game.set_turn(Turn("Alice", Step.UNTAP, number=3))
    put(game, "Island", Zone.LIBRARY)
    for _ in range(7):
        put(game, "Shock", Zone.GRAVEYARD)
    search = put(game, "Search for Azcanta // Azcanta, the Sunken Ruin")
    _upkeep(game, "no", "no")
    assert names(game, Zone.LIBRARY, "Alice") == ["Island"]
    assert game.get(search.id).status.up is Side.FRONT  # "you may transform": declined
