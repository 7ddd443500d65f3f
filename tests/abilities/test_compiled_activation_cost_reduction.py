"""Compiled "{5}{G}{U}, {T}: Transform this land. This ability costs {1}
less to activate for each other Town you control." (Balamb Garden, SeeD
Academy; CR 602.2b, 601.2f, 118.7a, issue 17): the reduction takes off
generic mana only, counted for the player activating it as the total cost
is determined; its own Town and an opponent's don't count. Costs paid."""

from __future__ import annotations

import pytest

from mtgfaces.cards.characteristics import Zone
from mtgfaces.errors import IllegalAction
from mtgfaces.rules.abilities.compiler import compile_line
from mtgfaces.rules.actions import activating, resolving
from mtgfaces.rules.actions.activating import less_generic
from mtgfaces.rules.state.abilities import Activated
from mtgfaces.rules.state.game import Game, Step, Turn
from tests.rules.builders import position, put

GARDEN = "Balamb Garden, SeeD Academy // Balamb Garden, Airborne"
LINE = (
    "{5}{G}{U}, {T}: Transform this land."
    " This ability costs {1} less to activate for each other Town you control."
)


def _game(towns: int, *, bobs_towns: int = 0) -> tuple[Game, int]:
    """Alice's main phase: the Garden, ``towns`` other Towns of hers (each
    taps for {C}), a Forest, an Island and a Mountain; the Garden's id."""
    game = Game(["Alice", "Bob"], pay_costs=True)
    game.set_turn(Turn("Alice", Step.MAIN1, number=3))
    garden = put(game, GARDEN, controlled_since=0)
    for _ in range(towns):
        put(game, "Adventurer's Inn", controlled_since=0)
    for _ in range(bobs_towns):
        put(game, "Adventurer's Inn", owner="Bob", controlled_since=0)
    for land in ("Forest", "Island", "Mountain"):
        put(game, land, controlled_since=0)
    return game, int(garden.id)


def test_601_2f_two_other_towns_make_it_cost_3gu_balamb_garden() -> None:
    game, garden = _game(towns=2)  # five mana sources besides the Garden: {3}{G}{U} is payable
    activating.activate(game, garden, 2)
    assert all(o.status.tapped for o in game.objects(Zone.BATTLEFIELD))
    resolving.resolve(game)
    assert game.characteristics(garden).name == "Balamb Garden, Airborne"


def test_602_2b_one_other_town_too_little_mana_is_refused_and_nothing_changes_balamb_garden() -> None:
    game, garden = _game(towns=1)  # {4}{G}{U}: six mana, four sources besides the Garden
    before = position(game)
    with pytest.raises(IllegalAction):
        activating.activate(game, garden, 2)
    assert position(game) == before


def test_601_2f_an_opponent_s_towns_don_t_count_balamb_garden() -> None:
    game, garden = _game(towns=1, bobs_towns=3)
    with pytest.raises(IllegalAction):
        activating.activate(game, garden, 2)


def test_118_7a_only_generic_mana_is_reduced() -> None:
    assert less_generic("{5}{G}{U}", 2) == "{3}{G}{U}"
    assert less_generic("{5}{G}{U}", 9) == "{G}{U}"
    assert less_generic("{2}", 5) == "{0}"  # 601.2f: never less than {0}


def test_601_2f_the_reduction_is_read_only_for_generic_mana_of_an_activated_ability() -> None:
    ability = compile_line("Balamb Garden, SeeD Academy", LINE)
    assert isinstance(ability, Activated) and ability.reduced_by is not None
    assert (
        compile_line("Balamb Garden, SeeD Academy", LINE.replace("costs {1} less", "costs {G} less")) is None
    )
