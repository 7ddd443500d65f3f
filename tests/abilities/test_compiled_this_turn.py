"""Compiled conditions on what happened this turn (CR 603.4, 700.4,
701.9a, issue 17): "if three or more creatures died this turn" (Kuon, Ogre
Ascendant), "if a creature died under an opponent's control this turn"
(Sidequest: Hunt the Mark), "if you discarded a card this turn" (Ragged
Recluse). Each is read from the turn's events: a creature that died is
seen as it last existed (603.10a), tokens included."""

from __future__ import annotations

import pytest
from lark import Token, Tree

from mtgfaces.cards.characteristics import Zone
from mtgfaces.rules.abilities.compiler.tokens import token_card
from mtgfaces.rules.abilities.support import create_token
from mtgfaces.rules.actions import casting, moves, regeneration, resolving, turns
from mtgfaces.rules.state.game import Game, Step, Turn
from tests.rules.builders import card, names, put


def _to_end_step(game: Game) -> None:
    turns.set_step(game, Step.END)
    while game.objects(Zone.STACK):
        resolving.resolve(game)


@pytest.mark.parametrize(("died", "flipped"), [(2, False), (3, True)])
def test_603_4_if_three_or_more_creatures_died_this_turn_flip_kuon(died: int, flipped: bool) -> None:
    game = Game(["Alice", "Bob"])
    game.set_turn(Turn("Alice", Step.MAIN1, number=3))
    kuon = put(game, "Kuon, Ogre Ascendant // Kuon's Essence")
    victims = [put(game, "Grizzly Bears", owner="Bob") for _ in range(died - 1)]
    token = create_token(game, token_card(Tree("predefined_token", [Token("TYPE", "Clue")])), "Alice")
    put(game, "Shock", Zone.GRAVEYARD)  # a card put into a graveyard from elsewhere doesn't count
    for victim in victims:
        regeneration.destroy(game, victim.id)
    regeneration.destroy(game, token.id)  # a Clue: not a creature
    eldrazi = put(game, "Hill Giant")
    regeneration.destroy(game, eldrazi.id)  # one of hers: any controller counts
    _to_end_step(game)
    assert game.characteristics(kuon.id).name == ("Kuon's Essence" if flipped else "Kuon, Ogre Ascendant")


@pytest.mark.parametrize(("theirs", "treasures"), [(True, 1), (False, 0)])
def test_603_4_if_a_creature_died_under_an_opponent_s_control_this_turn_sidequest_hunt_the_mark(
    theirs: bool, treasures: int
) -> None:
    game = Game(["Alice", "Bob"])
    game.set_turn(Turn("Alice", Step.MAIN1, number=3))
    put(game, "Sidequest: Hunt the Mark // Yiazmat, Ultimate Mark")
    bear = put(game, "Grizzly Bears", owner="Bob" if theirs else "Alice")
    regeneration.destroy(game, bear.id)
    _to_end_step(game)
    assert names(game, Zone.BATTLEFIELD, "Alice").count("Treasure Token") == treasures


@pytest.mark.parametrize("discarded", [True, False])
def test_701_9a_if_you_discarded_a_card_this_turn_transform_ragged_recluse(discarded: bool) -> None:
    game = Game(["Alice", "Bob"])
    game.set_turn(Turn("Alice", Step.MAIN1, number=3))
    recluse = put(game, "Ragged Recluse // Odious Witch")
    card = put(game, "Opt", Zone.HAND)
    if discarded:
        moves.discard(game, "Alice", card)
    else:
        moves.move(game, card.id, Zone.GRAVEYARD)  # put there, not discarded
    _to_end_step(game)
    assert game.characteristics(recluse.id).name == ("Odious Witch" if discarded else "Ragged Recluse")


def test_608_2h_x_is_the_number_of_nontoken_creatures_that_died_this_turn_rise_of_the_dread_marn() -> None:
    game = Game(["Alice", "Bob"])
    game.set_turn(Turn("Alice", Step.MAIN1, number=3))
    for owner in ("Alice", "Bob"):  # any player's creatures
        regeneration.destroy(game, put(game, "Grizzly Bears", owner=owner).id)
    clue = create_token(game, token_card(Tree("predefined_token", [Token("TYPE", "Clue")])), "Bob")
    regeneration.destroy(game, clue.id)  # a token, and no creature: not counted
    lions = game.put(card("Savannah Lions"), zone=Zone.BATTLEFIELD, owner="Bob", is_token=True)
    regeneration.destroy(game, lions.id)  # a creature token: not counted ("nontoken")
    rise = put(game, "Rise of the Dread Marn", Zone.HAND)
    casting.cast(game, rise.id)
    resolving.resolve(game)
    assert names(game, Zone.BATTLEFIELD, "Alice").count("Zombie Berserker Token") == 2


def test_603_10a_counters_equal_to_that_creature_s_power_as_it_last_existed_vincent_valentine() -> None:
    game = Game(["Alice", "Bob"])
    vincent = put(game, "Vincent Valentine // Galian Beast")
    giant = put(game, "Hill Giant", owner="Bob", counters=(("+1/+1", 2),))  # 5/5 as it dies
    regeneration.destroy(game, giant.id)
    resolving.resolve(game)
    assert game.get(vincent.id).status.counter("+1/+1") == 5  # not the card's printed 3
    regeneration.destroy(game, put(game, "Grizzly Bears").id)  # hers: no trigger
    assert game.objects(Zone.STACK) == []
