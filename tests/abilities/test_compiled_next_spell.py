"""Dual Strike, compiled (CR 603.7, 601.2i, 707.10, 707.10c): "When you cast
your next instant or sorcery spell with mana value 4 or less this turn,
copy that spell. You may choose new targets for the copy." A delayed
triggered ability the spell makes as it resolves, waiting for the first
spell of its controller's this turn that fits (603.7c: once). Cast with the
real cards."""

from __future__ import annotations

from typing import Any

from mtgfaces.cards.characteristics import Zone
from mtgfaces.rules import save
from mtgfaces.rules.actions import casting, resolving, turns
from mtgfaces.rules.state.delayed import DelayedWhen
from mtgfaces.rules.state.game import Game, Step, Turn
from tests.rules.builders import names, put

DUAL_STRIKE = "Dual Strike"


def _struck(game: Game) -> None:
    """Alice's main phase; Dual Strike cast and resolved."""
    game.set_turn(Turn("Alice", Step.MAIN1, number=3))
    strike = put(game, DUAL_STRIKE, Zone.HAND)
    casting.cast(game, strike.id)
    resolving.resolve(game)


def _cast(game: Game, name: str, **how: Any) -> None:
    spell = put(game, name, Zone.HAND)
    casting.cast(game, spell.id, **how)


def test_603_7_707_10_the_next_instant_cast_is_copied() -> None:
    game = Game(["Alice", "Bob"])
    _struck(game)
    assert [d.when for d in game.delayed_triggers] == [DelayedWhen.YOUR_NEXT_SPELL_THIS_TURN]
    _cast(game, "Lightning Bolt", targets=["Bob"])
    assert names(game, Zone.STACK) == [DUAL_STRIKE, "Lightning Bolt"]  # the delayed trigger, on top
    resolving.resolve(game)  # copy that spell
    (copy, bolt) = game.objects(Zone.STACK)
    assert copy.is_spell_copy and not bolt.is_spell_copy
    resolving.resolve_all(game)
    assert game.player("Bob").life == 14  # 3 from the copy, 3 from the spell
    assert not game.delayed_triggers  # 603.7c: it triggered once


def test_603_7c_spells_that_dont_fit_leave_it_waiting_for_the_next_one() -> None:
    game = Game(["Alice", "Bob"])
    _struck(game)
    _cast(game, "Grizzly Bears")  # not an instant or sorcery
    (bears,) = game.objects(Zone.STACK)
    _cast(game, "Overwhelming Intellect", targets=[bears.id])  # an instant of mana value 6
    assert names(game, Zone.STACK) == ["Overwhelming Intellect", "Grizzly Bears"]
    assert game.delayed_triggers
    _cast(game, "Opt")  # the next that fits
    assert names(game, Zone.STACK) == [DUAL_STRIKE, "Opt", "Overwhelming Intellect", "Grizzly Bears"]


def test_603_7b_it_ends_with_the_turn() -> None:
    game = Game(["Alice", "Bob"])
    _struck(game)
    turns.next_turn(game)
    assert not game.delayed_triggers


def test_603_7_a_save_keeps_the_waiting_trigger_and_what_it_waits_for() -> None:
    game = Game(["Alice", "Bob"])
    _struck(game)
    loaded = save.loads(save.dumps(game))
    assert loaded.delayed_triggers == game.delayed_triggers
    _cast(loaded, "Lightning Bolt", targets=["Bob"])
    assert names(loaded, Zone.STACK) == [DUAL_STRIKE, "Lightning Bolt"]
