"""Flesh // Blood (issue 17, split): "Exile target creature card from a
graveyard. Put X +1/+1 counters on target creature, where X is the power of
the card you exiled." (115.1, 608.2h: the card exiled this way, in exile) and
"Target creature you control deals damage equal to its power to any target."
(115.4, 120.3: one-sided)."""

from __future__ import annotations

from mtgfaces.cards.characteristics import Zone
from mtgfaces.cards.model import Side
from mtgfaces.rules.actions import casting, moves, resolving
from mtgfaces.rules.pool import card_coverage
from mtgfaces.rules.state.game import Game, Step, Turn
from tests.rules.builders import card, names, put

FLESH_BLOOD = "Flesh // Blood"


def _game() -> Game:
    game = Game(["Alice", "Bob"])
    game.set_turn(Turn("Alice", Step.MAIN1, number=3))
    return game


def test_608_2h_flesh_puts_counters_equal_to_the_power_of_the_card_it_exiled() -> None:
    assert card_coverage(card(FLESH_BLOOD)).implemented
    game = _game()
    dead = put(game, "Hill Giant", Zone.GRAVEYARD, owner="Bob")  # power 3
    bears = put(game, "Grizzly Bears")
    flesh = put(game, FLESH_BLOOD, Zone.HAND)
    casting.cast(game, flesh.id, side=Side.LEFT, targets=[dead.id, bears.id])
    resolving.resolve(game)
    assert names(game, Zone.EXILE, "Bob") == ["Hill Giant"]
    assert game.get(bears.id).status.counter("+1/+1") == 3


def test_608_2b_flesh_with_its_card_gone_exiles_nothing_and_x_is_0() -> None:
    game = _game()
    dead = put(game, "Hill Giant", Zone.GRAVEYARD, owner="Bob")
    bears = put(game, "Grizzly Bears")
    flesh = put(game, FLESH_BLOOD, Zone.HAND)
    casting.cast(game, flesh.id, side=Side.LEFT, targets=[dead.id, bears.id])
    moves.move(game, dead.id, Zone.HAND)  # gone from the graveyard before it resolves (400.7)
    resolving.resolve(game)
    assert not game.objects(Zone.EXILE) and game.get(bears.id).status.counter("+1/+1") == 0


def test_115_4_blood_deals_damage_equal_to_its_power_to_a_player() -> None:
    game = _game()
    giant = put(game, "Hill Giant")
    blood = put(game, FLESH_BLOOD, Zone.HAND)
    casting.cast(game, blood.id, side=Side.RIGHT, targets=[giant.id, "Bob"])
    resolving.resolve(game)
    assert game.player("Bob").life == 17 and game.get(giant.id).status.damage == 0  # one-sided


def test_120_3_blood_deals_damage_to_a_creature_and_takes_none_back() -> None:
    game = _game()
    giant = put(game, "Hill Giant")
    bears = put(game, "Grizzly Bears", owner="Bob")
    blood = put(game, FLESH_BLOOD, Zone.HAND)
    casting.cast(game, blood.id, side=Side.RIGHT, targets=[giant.id, bears.id])
    resolving.resolve(game)
    assert game.get(bears.id).status.damage == 3  # lethal: the state-based actions destroy it (704.5g)
    assert game.get(giant.id).status.damage == 0
