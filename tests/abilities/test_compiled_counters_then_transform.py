"""Compiled "put a [kind] counter on ~. Then if there are N or more [kind]
counters on it, remove those counters and transform it" (CR 122.1, 122.8,
701.27a, issue 17): Ludevic's Test Subject, Treasure Map, Heirloom Mirror,
Edgar Markov's Coffin. "It" is ~ only when the ability put a counter on ~
before: otherwise the line isn't read."""

from __future__ import annotations

import pytest

from mtgfaces.cards.characteristics import Zone
from mtgfaces.cards.model import Side
from mtgfaces.rules.abilities.compiler import compile_line
from mtgfaces.rules.actions import activating, resolving, turns
from mtgfaces.rules.state.game import Game, Step, Turn
from tests.rules.builders import names, put


@pytest.mark.parametrize(("before", "transformed"), [(3, False), (4, True)])
def test_122_8_five_hatchling_counters_remove_all_of_them_and_transform_ludevics_test_subject(
    before: int, transformed: bool
) -> None:
    game = Game(["Alice", "Bob"])
    subject = put(game, "Ludevic's Test Subject // Ludevic's Abomination", counters=(("hatchling", before),))
    activating.activate(game, subject.id, 1)
    resolving.resolve(game)
    now = game.get(subject.id)
    assert now.status.counter("hatchling") == (0 if transformed else before + 1)
    assert game.characteristics(now).name == (
        "Ludevic's Abomination" if transformed else "Ludevic's Test Subject"
    )


def test_701_27a_remove_those_counters_transform_and_create_three_treasures_treasure_map() -> None:
    game = Game(["Alice", "Bob"])
    game.set_turn(Turn("Alice", Step.MAIN1, number=3))
    put(game, "Opt", Zone.LIBRARY)
    chart = put(game, "Treasure Map // Treasure Cove", counters=(("landmark", 2),), controlled_since=0)
    activating.activate(game, chart.id, 1)
    resolving.resolve(game)
    assert game.characteristics(chart.id).name == "Treasure Cove"
    assert game.get(chart.id).status.counter("landmark") == 0
    assert names(game, Zone.BATTLEFIELD, "Alice").count("Treasure Token") == 3


def test_122_1_if_it_has_three_or_more_ritual_counters_heirloom_mirror() -> None:
    game = Game(["Alice", "Bob"])
    game.set_turn(Turn("Alice", Step.MAIN1, number=3))
    for name in ("Opt", "Shock", "Island"):
        put(game, name, Zone.LIBRARY)
    put(game, "Grizzly Bears", Zone.HAND)  # to discard
    mirror = put(game, "Heirloom Mirror // Inherited Fiend", counters=(("ritual", 2),), controlled_since=0)
    activating.activate(game, mirror.id, 1)
    resolving.resolve(game)
    assert game.characteristics(mirror.id).name == "Inherited Fiend"
    assert game.player("Alice").life == 19 and len(game.objects(Zone.GRAVEYARD, "Alice")) == 2


def test_122_1_bloodline_counters_at_the_beginning_of_your_upkeep_edgar_markovs_coffin() -> None:
    game = Game(["Alice", "Bob"])
    coffin = put(
        game, "Edgar, Charmed Groom // Edgar Markov's Coffin", up=Side.BACK, counters=(("bloodline", 1),)
    )
    for expected in ("Edgar Markov's Coffin", "Edgar, Charmed Groom"):
        game.set_turn(Turn("Bob", Step.END, number=2))
        turns.next_turn(game)  # Alice's upkeep: the trigger
        while game.objects(Zone.STACK):
            resolving.resolve(game)
        assert game.characteristics(coffin.id).name == expected
    assert names(game, Zone.BATTLEFIELD, "Alice").count("Vampire Token") == 2
    assert game.get(coffin.id).status.counter("bloodline") == 0


def test_122_1_counters_on_it_with_no_counter_put_on_it_before_isnt_read() -> None:
    line = (
        "{T}: Put a +1/+1 counter on target creature. "
        "Then if there are three or more +1/+1 counters on it, draw a card."
    )
    assert compile_line("Somebody", line) is None  # "it" would be the target, not ~
