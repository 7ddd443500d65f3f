"""Compiled "sacrifice a [permanent]. If you can't, ..." (CR 701.21a,
608.2c, issue 17): the second sentence happens only if nothing fit to be
sacrificed (Liege of the Pit, Archdemon of Greed)."""

from __future__ import annotations

import pytest

from mtgfaces.cards.characteristics import Zone
from mtgfaces.cards.model import Side
from mtgfaces.rules.abilities.compiler import compile_line
from mtgfaces.rules.actions import resolving, turns
from mtgfaces.rules.state.game import Game, Step, Turn
from tests.rules.builders import names, put


def _to_alices_upkeep(game: Game) -> None:
    game.set_turn(Turn("Bob", Step.END, number=2))
    turns.next_turn(game)
    while game.objects(Zone.STACK):
        resolving.resolve(game)


@pytest.mark.parametrize("other", [True, False])
def test_608_2c_sacrifice_a_creature_other_than_it_if_you_can_t_it_deals_7_damage_liege_of_the_pit(
    other: bool,
) -> None:
    game = Game(["Alice", "Bob"])
    liege = put(game, "Liege of the Pit")
    if other:
        put(game, "Grizzly Bears")
    put(game, "Hill Giant", owner="Bob")  # not hers
    _to_alices_upkeep(game)
    assert liege.id in game  # never itself
    assert game.player("Alice").life == (20 if other else 13)
    assert ("Grizzly Bears" in names(game, Zone.GRAVEYARD, "Alice")) is other


@pytest.mark.parametrize("human", [True, False])
def test_608_2c_sacrifice_a_human_if_you_can_t_tap_it_and_it_deals_9_damage_archdemon_of_greed(
    human: bool,
) -> None:
    game = Game(["Alice", "Bob"])
    demon = put(game, "Ravenous Demon // Archdemon of Greed", up=Side.BACK)
    put(game, "Elite Vanguard" if human else "Grizzly Bears")  # a Human Soldier, or not a Human
    _to_alices_upkeep(game)
    assert game.player("Alice").life == (20 if human else 11)
    assert game.get(demon.id).status.tapped is not human


def test_608_2c_if_you_can_t_after_nothing_that_can_fail_isn_t_read() -> None:
    assert (
        compile_line("Y", "At the beginning of your upkeep, draw a card. If you can't, you lose 2 life.")
        is None
    )
