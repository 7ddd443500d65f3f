"""Compiled "Exile target card from an opponent's graveyard. If no cards are
in that graveyard, flip ~." (CR 115.1, 404.2, 608.2c, 710: Nezumi
Graverobber, issue 17)."""

from __future__ import annotations

import pytest

from mtgfaces.cards.characteristics import Zone
from mtgfaces.errors import IllegalAction
from mtgfaces.rules.actions import activating, resolving
from mtgfaces.rules.state.game import Game
from tests.rules.builders import names, put


@pytest.mark.parametrize(("in_graveyard", "flips"), [(1, True), (2, False)])
def test_608_2c_exile_target_card_from_an_opponents_graveyard_if_none_left_flip_nezumi_graverobber(
    in_graveyard: int, flips: bool
) -> None:
    game = Game(["Alice", "Bob"])
    rat = put(game, "Nezumi Graverobber // Nighteyes the Desecrator")
    cards = [put(game, "Shock", Zone.GRAVEYARD, owner="Bob") for _ in range(in_graveyard)]
    put(game, "Opt", Zone.GRAVEYARD)  # Alice's own graveyard doesn't count
    activating.activate(game, rat.id, targets=[cards[0].id])
    resolving.resolve(game)
    assert names(game, Zone.EXILE, "Bob") == ["Shock"]
    assert game.get(rat.id).status.flipped is flips
    assert game.characteristics(game.get(rat.id)).name == (
        "Nighteyes the Desecrator" if flips else "Nezumi Graverobber"
    )


def test_115_1_a_card_in_your_own_graveyard_is_not_a_target_nezumi_graverobber() -> None:
    game = Game(["Alice", "Bob"])
    rat = put(game, "Nezumi Graverobber // Nighteyes the Desecrator")
    mine = put(game, "Opt", Zone.GRAVEYARD)
    put(game, "Shock", Zone.GRAVEYARD, owner="Bob")
    with pytest.raises(IllegalAction):
        activating.activate(game, rat.id, targets=[mine.id])
