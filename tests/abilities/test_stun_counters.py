"""Stun counters (CR 122.1d): if a permanent with a stun counter would become
untapped, instead a stun counter is removed from it, in the untap step
(502.3) or by an effect (701.26b). Meat Locker: "When you unlock this door,
tap up to one target creature and put two stun counters on it." (issue 17)"""

from __future__ import annotations

from mtgfaces.cards.characteristics import Zone
from mtgfaces.cards.model import Side
from mtgfaces.rules.actions import casting, moves, resolving, turns
from mtgfaces.rules.state.game import Game, Step, Turn
from tests.rules.builders import put


def test_122_1d_tap_and_two_stun_counters_stay_tapped_through_two_untap_steps_meat_locker() -> None:
    game = Game(["Alice", "Bob"])
    game.set_turn(Turn("Alice", Step.MAIN1, number=3))
    for _ in range(6):
        put(game, "Island", Zone.LIBRARY, owner="Bob")
        put(game, "Island", Zone.LIBRARY)
    bears = put(game, "Grizzly Bears", owner="Bob")  # the only target
    locker = put(game, "Meat Locker // Drowned Diner", Zone.HAND)
    casting.cast(game, locker.id, side=Side.LEFT)  # the door unlocks as it enters (709.5e)
    while game.objects(Zone.STACK):
        resolving.resolve(game)
    assert game.get(bears.id).status.tapped and game.get(bears.id).status.counter("stun") == 2
    turns.next_turn(game)  # Bob's untap step: a stun counter is removed instead
    assert game.get(bears.id).status.tapped and game.get(bears.id).status.counter("stun") == 1
    turns.next_turn(game)
    turns.next_turn(game)  # Bob's again: the last one
    assert game.get(bears.id).status.tapped and game.get(bears.id).status.counter("stun") == 0
    turns.next_turn(game)
    turns.next_turn(game)  # now it untaps
    assert not game.get(bears.id).status.tapped


def test_122_1d_an_untap_effect_removes_a_stun_counter_instead() -> None:
    game = Game(["Alice", "Bob"])
    bears = put(game, "Grizzly Bears", tapped=True, counters=(("stun", 1),))
    assert not moves.untap(game, game.get(bears.id))
    assert game.get(bears.id).status.tapped and game.get(bears.id).status.counter("stun") == 0
    assert moves.untap(game, game.get(bears.id))
    assert not game.get(bears.id).status.tapped
