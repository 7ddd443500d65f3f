"""Compiled "Exile any number of target creatures that have -1/-1 counters
on them." (Dust, the aftermath half of Grind // Dust; issue 17): a filter
that asks for one or more counters of a kind on the object (122.1), any
number of targets, none included (115.1, 601.2c), checked again as the
spell resolves (608.2b); cast from the graveyard (702.127a)."""

from __future__ import annotations

import pytest

from mtgfaces.cards.characteristics import Zone
from mtgfaces.cards.model import Side
from mtgfaces.errors import IllegalAction
from mtgfaces.rules.abilities.compiler import compile_line
from mtgfaces.rules.actions import casting, moves, resolving
from mtgfaces.rules.play import PlayableGame
from mtgfaces.rules.save import dumps
from mtgfaces.rules.state.abilities import SpellAbility
from mtgfaces.rules.state.decisions import Cast, PassPriority
from mtgfaces.rules.state.game import Game, Step, Turn
from tests.rules.builders import names, put

DUST = "Exile any number of target creatures that have -1/-1 counters on them."
CARD = "Grind // Dust"
WEAKENED = (("-1/-1", 1),)


def _game() -> Game:
    game = Game(["Alice", "Bob"])
    game.set_turn(Turn("Alice", Step.MAIN1, number=3))
    return game


def _cast_dust(game: Game, *targets: object) -> None:
    dust = put(game, CARD, Zone.GRAVEYARD)  # aftermath: cast from the graveyard (702.127a)
    casting.cast(game, dust.id, side=Side.RIGHT, from_zone=Zone.GRAVEYARD, targets=targets)


def test_122_1_the_line_compiles_with_a_counter_filter() -> None:
    ability = compile_line("Dust", DUST, spell=True)
    assert isinstance(ability, SpellAbility) and ability.targets is not None
    assert ability.targets.minimum == 0  # "any number": none too
    wanted = ability.targets.filter
    assert wanted is not None and wanted.counter == "-1/-1" and wanted.types == ("Creature",)
    line = "Destroy target creature with a +1/+1 counter on it."
    singular = compile_line("Test", line, spell=True)
    assert singular is not None and singular.targets is not None and singular.targets.filter is not None
    assert singular.targets.filter.counter == "+1/+1"


def test_122_1_dust_exiles_the_creatures_with_minus_counters_of_any_player() -> None:
    game = _game()
    giant = put(game, "Hill Giant", counters=WEAKENED)
    theirs = put(game, "Grizzly Bears", owner="Bob", counters=WEAKENED)
    _cast_dust(game, giant.id, theirs.id)
    resolving.resolve(game)
    assert names(game, Zone.BATTLEFIELD) == []
    assert sorted(names(game, Zone.EXILE)) == ["Grind // Dust", "Grizzly Bears", "Hill Giant"]  # 702.127a


def test_115_1_a_creature_without_such_counters_is_no_legal_target_and_changes_nothing() -> None:
    game = _game()
    bears = put(game, "Grizzly Bears")
    put(game, "Hill Giant", counters=(("+1/+1", 1),))  # another kind of counter doesn't do
    dust = put(game, CARD, Zone.GRAVEYARD)
    before = dumps(game)
    with pytest.raises(IllegalAction):
        casting.cast(game, dust.id, side=Side.RIGHT, from_zone=Zone.GRAVEYARD, targets=(bears.id,))
    assert dumps(game) == before


def test_115_1_any_number_may_be_none() -> None:
    game = _game()
    bears = put(game, "Grizzly Bears", counters=WEAKENED)
    _cast_dust(game)
    resolving.resolve(game)
    assert game.get(bears.id).zone is Zone.BATTLEFIELD


def test_608_2b_an_illegal_target_is_left_alone_the_others_exiled() -> None:
    game = _game()
    giant = put(game, "Hill Giant", counters=WEAKENED)
    bears = put(game, "Grizzly Bears", counters=WEAKENED)
    _cast_dust(game, giant.id, bears.id)
    moves.move(game, giant.id, Zone.HAND)  # gone, and back as a new object with no counters (400.7)
    (card,) = [o for o in game.objects(Zone.HAND, "Alice") if o.card.name == "Hill Giant"]
    moves.move(game, card.id, Zone.BATTLEFIELD)
    resolving.resolve(game)
    assert "Hill Giant" in names(game, Zone.BATTLEFIELD)
    assert "Grizzly Bears" in names(game, Zone.EXILE)


def test_702_127a_played_through_the_game_grind_then_dust_from_the_graveyard() -> None:
    game = PlayableGame(["Alice", "Bob"], pay_costs=False)
    game.set_turn(Turn("Alice", Step.MAIN1, number=3))
    giant = put(game, "Hill Giant", owner="Bob")
    bears = put(game, "Grizzly Bears", owner="Bob")
    grind = put(game, CARD, Zone.HAND)
    game.apply(Cast("Alice", grind.id, side=Side.LEFT, targets=(giant.id, bears.id)))
    game.apply(PassPriority("Alice"))
    game.apply(PassPriority("Bob"))
    assert game.get(giant.id).status.counter("-1/-1") == 1
    (card,) = game.objects(Zone.GRAVEYARD, "Alice")
    casts = [a for a in game.legal_actions("Alice") if isinstance(a, Cast) and a.card == card.id]
    assert casts and all(a.side is Side.RIGHT and a.from_zone is Zone.GRAVEYARD for a in casts)
    both = (giant.id, bears.id)
    game.apply(Cast("Alice", card.id, side=Side.RIGHT, from_zone=Zone.GRAVEYARD, targets=both))
    game.apply(PassPriority("Alice"))
    game.apply(PassPriority("Bob"))
    assert sorted(names(game, Zone.EXILE)) == ["Grind // Dust", "Grizzly Bears", "Hill Giant"]
