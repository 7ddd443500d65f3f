"""Arbiter of the Ideal's "Inspired — Whenever ~ becomes untapped, reveal
the top card of your library. If it's an artifact, creature, or land card,
you may put it onto the battlefield with a manifestation counter on it.
That permanent is an enchantment in addition to its other types." (CR
701.26b, 701.20a, 122.1, 613.1d, 611.2c), compiled. Played with the real
card through its controller's untap step (502.3)."""

from __future__ import annotations

from mtgfaces.cards.characteristics import Zone
from mtgfaces.rules.actions import moves, resolving, turns
from mtgfaces.rules.pool import card_coverage
from mtgfaces.rules.save import dumps, loads
from mtgfaces.rules.state.events import EventKind
from mtgfaces.rules.state.game import Game, Step, Turn
from tests.rules.builders import card, names, put

ARBITER = "Arbiter of the Ideal"


def _untapped_in_alices_turn(top: str, **status: object) -> Game:
    """Bob's end step; Alice's Arbiter tapped (with ``status``), ``top`` on
    her library; then Alice's turn begins: her untap step untaps it."""
    game = Game(["Alice", "Bob"])
    game.set_turn(Turn("Bob", Step.MAIN2, number=4))
    for name in (top, "Island", "Island"):
        put(game, name, Zone.LIBRARY)
    put(game, ARBITER, controlled_since=0, tapped=True, **status)
    turns.next_turn(game)
    return game


def test_every_line_of_the_arbiter_runs() -> None:
    assert card_coverage(card(ARBITER)).implemented


def test_701_26b_613_1d_untapped_a_creature_card_enters_with_a_counter_as_an_enchantment() -> None:
    game = _untapped_in_alices_turn("Grizzly Bears")
    assert [o.card.name for o in game.objects(Zone.STACK)] == [ARBITER]
    resolving.resolve(game)
    (bears,) = [o for o in game.objects(Zone.BATTLEFIELD) if o.card.name == "Grizzly Bears"]
    assert bears.status.counter("manifestation") == 1 and game.controller(bears) == "Alice"
    value = game.characteristics(bears)
    assert value.has_type("Enchantment") and value.has_type("Creature")
    assert any(e.kind is EventKind.REVEALED for e in game.log)
    assert len(loads(dumps(game)).log) == len(game.log)  # the "untapped" event saves


def test_701_20a_a_card_of_none_of_those_types_is_revealed_and_stays_on_top() -> None:
    game = _untapped_in_alices_turn("Lightning Bolt")
    resolving.resolve(game)
    assert names(game, Zone.LIBRARY, "Alice")[0] == "Lightning Bolt"
    assert [e.object for e in game.log if e.kind is EventKind.REVEALED]
    assert names(game, Zone.BATTLEFIELD, "Alice") == [ARBITER]


def test_400_7_611_2c_the_type_added_ends_with_that_permanent() -> None:
    game = _untapped_in_alices_turn("Ornithopter")
    resolving.resolve(game)
    (thopter,) = [o for o in game.objects(Zone.BATTLEFIELD) if o.card.name == "Ornithopter"]
    assert game.characteristics(thopter).has_type("Enchantment")
    moves.move(game, thopter.id, Zone.HAND)
    (card_in_hand,) = game.objects(Zone.HAND, "Alice")
    assert not game.characteristics(card_in_hand).has_type("Enchantment")


def test_122_1d_a_stun_counter_removed_instead_isnt_untapping() -> None:
    game = _untapped_in_alices_turn("Grizzly Bears", counters=(("stun", 1),))
    (arbiter,) = game.find(ARBITER, [Zone.BATTLEFIELD])
    assert arbiter.status.tapped and not arbiter.status.counter("stun")  # removed instead
    assert not game.objects(Zone.STACK)
    assert not [e for e in game.log if e.kind is EventKind.UNTAPPED]
