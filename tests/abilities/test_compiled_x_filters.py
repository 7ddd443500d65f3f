"""Compiled filters compared with X as the spell resolves (CR 608.2h,
107.3a, issue 17): "Destroy each artifact, creature, and enchantment with
mana value X" (Crime // Punishment: X chosen as it was cast) and "Return
each creature your opponents control with toughness X or less to its
owner's hand, where X is the number of Islands you control" (Spectral
Deluge: X counted as it resolves)."""

from __future__ import annotations

import pytest

from mtgfaces.cards.characteristics import Zone
from mtgfaces.cards.model import Side
from mtgfaces.rules.abilities.compiler import compile_line
from mtgfaces.rules.actions import casting, resolving
from mtgfaces.rules.state.game import Game, Step, Turn
from tests.rules.builders import names, put


@pytest.mark.parametrize("x", [2, 4])
def test_608_2h_destroy_each_artifact_creature_and_enchantment_with_mana_value_x_punishment(x: int) -> None:
    game = Game(["Alice", "Bob"])
    game.set_turn(Turn("Alice", Step.MAIN1, number=3))
    put(game, "Grizzly Bears", owner="Bob")  # mana value 2
    put(game, "Hill Giant", owner="Bob")  # 4
    put(game, "Ornithopter")  # an artifact, 0
    put(game, "Forest")  # a land: never
    spell = put(game, "Crime // Punishment", Zone.HAND)
    casting.cast(game, spell.id, side=Side.RIGHT, x=x)
    resolving.resolve(game)
    gone = "Grizzly Bears" if x == 2 else "Hill Giant"
    assert gone not in names(game, Zone.BATTLEFIELD)
    assert sorted(names(game, Zone.BATTLEFIELD)) == sorted(
        n for n in ("Grizzly Bears", "Hill Giant", "Ornithopter", "Forest") if n != gone
    )


@pytest.mark.parametrize(
    ("islands", "returned"), [(2, ["Grizzly Bears"]), (3, ["Grizzly Bears", "Hill Giant"])]
)
def test_608_2h_return_each_creature_with_toughness_x_or_less_where_x_is_islands_spectral_deluge(
    islands: int, returned: list[str]
) -> None:
    game = Game(["Alice", "Bob"])
    game.set_turn(Turn("Alice", Step.MAIN1, number=3))
    for _ in range(islands):
        put(game, "Island")
    put(game, "Island", owner="Bob")  # Bob's Islands don't count
    put(game, "Grizzly Bears", owner="Bob")  # 2/2
    put(game, "Hill Giant", owner="Bob")  # 3/3
    put(game, "Wall of Stone", owner="Bob")  # 0/8
    mine = put(game, "Grizzly Bears")  # "your opponents control": not Alice's
    deluge = put(game, "Spectral Deluge", Zone.HAND)
    casting.cast(game, deluge.id)
    resolving.resolve(game)
    assert sorted(names(game, Zone.HAND, "Bob")) == returned
    assert mine.id in game


def test_608_2h_a_target_with_an_x_filter_is_not_read() -> None:
    assert compile_line("Test", "Destroy target creature with mana value X.", spell=True) is None
