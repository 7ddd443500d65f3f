"""Bruna, the Fading Light and Gisela, the Broken Blade (CR 603.2, 603.3d,
603.4, 701.42a, 712.4c)."""

from __future__ import annotations

import pytest

from mtgfaces.cards.characteristics import Zone
from mtgfaces.rules.actions import casting, moves, resolving, turns
from mtgfaces.rules.actions.moves import gain_control
from mtgfaces.rules.state.game import Game, Step
from tests.rules.builders import put

BRUNA = "Bruna, the Fading Light"
GISELA = "Gisela, the Broken Blade"


@pytest.fixture
def game() -> Game:
    return Game(["Alice", "Bob"])


def to_end_step(game: Game) -> None:
    turns.set_step(game, Step.END)


def test_603_2_bruna_cast_trigger_returns_the_named_angel_before_bruna_resolves(game: Game) -> None:
    put(game, "Grizzly Bears", Zone.GRAVEYARD)
    put(game, "Dark Confidant", Zone.GRAVEYARD)  # a Human
    gisela = put(game, GISELA, Zone.GRAVEYARD)
    bruna = put(game, BRUNA, Zone.HAND)
    casting.cast(game, bruna.id, chosen=(GISELA,))
    top = game.objects(Zone.STACK)[0]
    assert top.ability is not None and top.ability.target == gisela.id
    resolving.resolve(game)
    assert [game.characteristics(o).name for o in game.objects(Zone.BATTLEFIELD)] == [GISELA]
    assert game.objects(Zone.STACK)[0].card.name == BRUNA


def test_603_3d_bruna_with_no_angel_or_human_in_the_graveyard_puts_nothing_on_the_stack(game: Game) -> None:
    put(game, "Grizzly Bears", Zone.GRAVEYARD)
    bruna = put(game, BRUNA, Zone.HAND)
    casting.cast(game, bruna.id)
    assert [o.ability for o in game.objects(Zone.STACK)] == [None]


def test_608_2b_bruna_the_target_gone_nothing_returns(game: Game) -> None:
    human = put(game, "Dark Confidant", Zone.GRAVEYARD)
    bruna = put(game, BRUNA, Zone.HAND)
    casting.cast(game, bruna.id)
    moves.move(game, human.id, Zone.EXILE)
    resolving.resolve(game)
    assert game.objects(Zone.BATTLEFIELD) == []


def test_701_42a_gisela_melds_with_bruna_at_the_end_step(game: Game) -> None:
    put(game, GISELA)
    put(game, BRUNA)
    to_end_step(game)
    resolving.resolve(game)
    (brisela,) = game.objects(Zone.BATTLEFIELD)
    assert game.characteristics(brisela).name == "Brisela, Voice of Nightmares"
    assert brisela.is_melded


def test_603_4_gisela_doesnt_trigger_without_bruna_or_on_the_opponents_turn(game: Game) -> None:
    put(game, GISELA)
    to_end_step(game)
    assert game.objects(Zone.STACK) == []
    put(game, BRUNA, owner="Bob")  # Bob's Bruna: Alice doesn't own and control it
    turns.next_turn(game)
    to_end_step(game)
    assert game.objects(Zone.STACK) == []


def test_603_4_gisela_checks_again_as_it_resolves(game: Game) -> None:
    put(game, GISELA)
    bruna = put(game, BRUNA)
    to_end_step(game)
    gain_control(game, bruna.id, "Bob")
    resolving.resolve(game)
    assert sorted(game.characteristics(o).name or "" for o in game.objects(Zone.BATTLEFIELD)) == [
        BRUNA,
        GISELA,
    ]
