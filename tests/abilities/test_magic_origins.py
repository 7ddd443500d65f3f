"""Jace, Vryn's Prodigy (CR 602.5a, 608.2h, 712.14a, 400.7)."""

from __future__ import annotations

import pytest

from mtgfaces.cards.characteristics import Zone
from mtgfaces.cards.model import Side
from mtgfaces.errors import IllegalAction
from mtgfaces.rules.actions import activating, copying, moves, resolving
from mtgfaces.rules.state.game import Game
from tests.rules.builders import put


@pytest.fixture
def game() -> Game:
    game = Game(["Alice", "Bob"])
    for name in ("Opt", "Island"):
        put(game, name, Zone.LIBRARY)
    return game


def _graveyard(game: Game, n: int) -> None:
    for _ in range(n):
        put(game, "Shock", Zone.GRAVEYARD)


def test_608_2h_jace_loots_and_stays_with_fewer_than_five_cards(game: Game) -> None:
    jace = put(game, "Jace, Vryn's Prodigy")
    bears = put(game, "Grizzly Bears", Zone.HAND)
    _graveyard(game, 3)
    activating.activate(game, jace.id, chosen=["Grizzly Bears"])
    resolving.resolve(game)
    assert bears.id not in game
    assert len(game.objects(Zone.GRAVEYARD, "Alice")) == 4
    assert game.get(jace.id).status.up is Side.FRONT


def test_602_5a_jace_tapped_cant_activate(game: Game) -> None:
    jace = put(game, "Jace, Vryn's Prodigy", tapped=True)
    with pytest.raises(IllegalAction) as refused:
        activating.activate(game, jace.id)
    assert refused.value.code == "not_permitted"
    assert game.objects(Zone.STACK) == []


def test_712_14a_jace_with_five_cards_returns_transformed_as_a_new_object(game: Game) -> None:
    jace = put(game, "Jace, Vryn's Prodigy")
    _graveyard(game, 4)
    activating.activate(game, jace.id)
    resolving.resolve(game)  # discards the card drawn: five
    assert jace.id not in game  # 400.7
    (back,) = game.objects(Zone.BATTLEFIELD)
    assert back.status.up is Side.BACK
    assert game.characteristics(back).name == "Jace, Telepath Unbound"


def test_400_7_jace_gone_before_resolution_isnt_exiled(game: Game) -> None:
    jace = put(game, "Jace, Vryn's Prodigy")
    _graveyard(game, 4)
    activating.activate(game, jace.id)
    moves.move(game, jace.id, Zone.HAND)
    resolving.resolve(game)
    assert game.objects(Zone.BATTLEFIELD) == []
    assert game.objects(Zone.EXILE) == []
    assert len(game.objects(Zone.GRAVEYARD, "Alice")) == 5  # it still loots


def test_712_14a_single_faced_copy_of_jace_stays_in_exile(game: Game) -> None:
    jace = put(game, "Jace, Vryn's Prodigy", owner="Bob")
    steel = put(game, "Sculpting Steel")
    copying.become_copy(game, steel.id, jace.id)
    _graveyard(game, 4)
    activating.activate(game, steel.id)
    resolving.resolve(game)
    exiled = game.objects(Zone.EXILE, "Alice")
    assert [o.card.name for o in exiled] == ["Sculpting Steel"]
