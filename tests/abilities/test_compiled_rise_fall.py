"""Rise // Fall (issue 17, split): "Return target creature card from a
graveyard and target creature on the battlefield to their owners' hands."
(601.2c: two target words; 400.7) and "Target player reveals two cards at
random from their hand, then discards each nonland card revealed this way."
(701.20a, 701.9a)."""

from __future__ import annotations

from mtgfaces.cards.characteristics import Zone
from mtgfaces.cards.model import Side
from mtgfaces.rules.actions import casting, moves, resolving
from mtgfaces.rules.pool import card_coverage
from mtgfaces.rules.state.events import EventKind
from mtgfaces.rules.state.game import Game, Step, Turn
from mtgfaces.rules.state.views import visible_log
from tests.rules.builders import card, names, put

RISE_FALL = "Rise // Fall"


def _game() -> Game:
    game = Game(["Alice", "Bob"])
    game.set_turn(Turn("Alice", Step.MAIN1, number=3))
    return game


def test_601_2c_rise_returns_a_graveyard_card_and_a_permanent_to_their_owners_hands() -> None:
    assert card_coverage(card(RISE_FALL)).implemented
    game = _game()
    dead = put(game, "Hill Giant", Zone.GRAVEYARD)
    bears = put(game, "Grizzly Bears", owner="Bob")
    rise = put(game, RISE_FALL, Zone.HAND)
    casting.cast(game, rise.id, side=Side.LEFT, targets=[dead.id, bears.id])
    resolving.resolve(game)
    assert names(game, Zone.HAND, "Alice") == ["Hill Giant"]
    assert names(game, Zone.HAND, "Bob") == ["Grizzly Bears"]


def test_608_2b_rise_returns_the_target_still_legal_when_the_other_is_gone() -> None:
    game = _game()
    dead = put(game, "Hill Giant", Zone.GRAVEYARD)
    bears = put(game, "Grizzly Bears", owner="Bob")
    rise = put(game, RISE_FALL, Zone.HAND)
    casting.cast(game, rise.id, side=Side.LEFT, targets=[dead.id, bears.id])
    moves.move(game, dead.id, Zone.EXILE)  # 400.7: a new object
    resolving.resolve(game)
    assert names(game, Zone.HAND, "Bob") == ["Grizzly Bears"] and names(game, Zone.EXILE) == ["Hill Giant"]


def test_701_9a_fall_reveals_two_at_random_and_discards_the_nonland_ones() -> None:
    game = _game()
    for name in ("Forest", "Shock"):
        put(game, name, Zone.HAND, owner="Bob")
    fall = put(game, RISE_FALL, Zone.HAND)
    casting.cast(game, fall.id, side=Side.RIGHT, targets=["Bob"])
    resolving.resolve(game)
    assert names(game, Zone.HAND, "Bob") == ["Forest"] and names(game, Zone.GRAVEYARD, "Bob") == ["Shock"]
    shown = sorted(e["note"] for e in visible_log(game, "Alice") if e["kind"] == EventKind.REVEALED.value)
    assert shown == ["Forest", "Shock"]  # 701.20a: every player sees both


def test_701_20a_fall_reveals_at_most_the_cards_in_hand() -> None:
    game = _game()
    put(game, "Shock", Zone.HAND, owner="Bob")
    fall = put(game, RISE_FALL, Zone.HAND)
    casting.cast(game, fall.id, side=Side.RIGHT, targets=["Bob"])
    resolving.resolve(game)
    assert names(game, Zone.GRAVEYARD, "Bob") == ["Shock"] and not game.objects(Zone.HAND, "Bob")
