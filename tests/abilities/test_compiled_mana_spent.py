"""Compiled "Whenever you cast an instant or sorcery spell, put a number of
ember counters on ~ equal to the amount of mana spent to cast that spell.
Then if ~ has seven or more ember counters on it, remove them and transform
~." (Smoldering Egg // Ashmouth Dragon; CR 601.2h, 603.2, 122.1, 122.8,
701.27a, issue 17): the mana spent, X included, noted as it triggers."""

from __future__ import annotations

import pytest

from mtgfaces.cards.characteristics import Zone
from mtgfaces.rules.abilities.compiler import compile_line
from mtgfaces.rules.actions import casting, countering, resolving
from mtgfaces.rules.save import dumps, loads
from mtgfaces.rules.state.game import Game, Step, Turn
from mtgfaces.rules.state.objects import GameObject
from tests.rules.builders import put

EGG = "Smoldering Egg // Ashmouth Dragon"


def _game(embers: int = 0) -> tuple[Game, GameObject]:
    """Alice's main phase, the Egg on the battlefield with ``embers`` ember counters."""
    game = Game(["Alice", "Bob"])  # costs aren't paid: a spell's spent mana is its total cost (601.2h)
    game.set_turn(Turn("Alice", Step.MAIN1, number=3))
    for _ in range(3):
        put(game, "Island", Zone.LIBRARY)
    egg = put(game, EGG, controlled_since=0, counters=(("ember", embers),) if embers else ())
    return game, egg


@pytest.mark.parametrize(
    ("spell", "x", "embers"), [("Opt", None, 1), ("Fireball", 4, 5), ("Divination", None, 3)]
)
def test_601_2h_as_many_ember_counters_as_mana_was_spent_x_included_smoldering_egg(
    spell: str, x: int | None, embers: int
) -> None:
    game, egg = _game()
    cast = put(game, spell, Zone.HAND)
    casting.cast(game, cast.id, x=x, targets=("Bob",) if spell == "Fireball" else ())
    assert len(game.objects(Zone.STACK)) == 2  # the trigger above the spell (603.3)
    resolving.resolve(game)
    assert game.get(egg.id).status.counter("ember") == embers
    assert game.characteristics(egg.id).name == "Smoldering Egg"


def test_603_2_a_creature_spell_doesn_t_trigger_it_smoldering_egg() -> None:
    game, _ = _game()
    bears = put(game, "Grizzly Bears", Zone.HAND)
    casting.cast(game, bears.id)
    assert len(game.objects(Zone.STACK)) == 1


def test_122_8_seven_or_more_remove_them_and_transform_smoldering_egg() -> None:
    game, egg = _game(embers=5)
    divination = put(game, "Divination", Zone.HAND)
    casting.cast(game, divination.id)
    resolving.resolve(game)
    assert game.characteristics(egg.id).name == "Ashmouth Dragon"
    assert game.get(egg.id).status.counter("ember") == 0


def test_608_2h_the_mana_noted_as_it_triggered_counts_though_the_spell_was_countered_smoldering_egg() -> None:
    game, egg = _game()
    divination = put(game, "Divination", Zone.HAND)
    casting.cast(game, divination.id)
    game = loads(dumps(game))  # the noted amount is kept with the trigger on the stack
    (spell,) = [o for o in game.objects(Zone.STACK) if o.card.name == "Divination"]
    assert countering.counter_spell(game, spell.id)
    resolving.resolve(game)
    assert game.get(egg.id).status.counter("ember") == 3


def test_603_2_the_line_is_read_only_in_a_trigger_on_casting_a_spell() -> None:
    line = (
        "When this creature enters, put a number of ember counters on Smoldering Egg equal to"
        " the amount of mana spent to cast that spell."
    )
    assert compile_line("Smoldering Egg", line) is None


def test_601_2h_the_mana_its_caster_paid_smoldering_egg() -> None:
    game = Game(["Alice", "Bob"], pay_costs=True)
    game.set_turn(Turn("Alice", Step.MAIN1, number=3))
    for _ in range(3):
        put(game, "Island")
        put(game, "Island", Zone.LIBRARY)
    egg = put(game, EGG, controlled_since=0)
    divination = put(game, "Divination", Zone.HAND)
    casting.cast(game, divination.id)
    assert all(o.status.tapped for o in game.objects(Zone.BATTLEFIELD) if o.card.name == "Island")
    resolving.resolve(game)
    assert game.get(egg.id).status.counter("ember") == 3
