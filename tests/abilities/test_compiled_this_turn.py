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
from mtgfaces.cards.model import Side
from mtgfaces.rules.abilities.compiler.tokens import token_card
from mtgfaces.rules.abilities.support import create_token
from mtgfaces.rules.actions import activating, casting, combat, moves, regeneration, resolving, turns
from mtgfaces.rules.sba import state_based_actions
from mtgfaces.rules.state.choices import Answering
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


@pytest.mark.parametrize(("discarded", "transforms"), [("Grizzly Bears", True), ("Opt", False)])
def test_608_2c_if_a_creature_card_is_discarded_this_way_untap_and_transform_civilized_scholar(
    discarded: str, transforms: bool
) -> None:
    game = Game(["Alice", "Bob"])
    scholar = put(game, "Civilized Scholar // Homicidal Brute", controlled_since=0)
    put(game, "Island", Zone.LIBRARY)  # drawn
    card = put(game, discarded, Zone.HAND)
    game.answering = Answering([(f"#{int(card.id)}",)])
    activating.activate(game, scholar.id, 1)
    resolving.resolve(game)
    now = game.get(scholar.id)
    assert game.characteristics(now).name == ("Homicidal Brute" if transforms else "Civilized Scholar")
    assert now.status.tapped is not transforms  # untapped, then transformed


@pytest.mark.parametrize(("attacked", "transforms"), [(False, True), (True, False)])
def test_508_1_if_it_didn_t_attack_this_turn_tap_it_then_transform_it_homicidal_brute(
    attacked: bool, transforms: bool
) -> None:
    game = Game(["Alice", "Bob"])
    game.set_turn(Turn("Alice", Step.BEGINNING_OF_COMBAT, number=3))
    brute = put(game, "Civilized Scholar // Homicidal Brute", up=Side.BACK, controlled_since=0)
    if attacked:
        combat.attack(game, [brute.id], defending="Bob")
    _to_end_step(game)
    now = game.get(brute.id)
    assert game.characteristics(now).name == ("Civilized Scholar" if transforms else "Homicidal Brute")
    assert now.status.tapped


@pytest.mark.parametrize(("life", "transforms"), [(13, True), (14, False)])
def test_603_4_if_you_have_exactly_13_life_you_may_pay_and_transform_jerren(
    life: int, transforms: bool
) -> None:
    game = Game(["Alice", "Bob"])
    game.set_turn(Turn("Alice", Step.MAIN1, number=3))
    jerren = put(game, "Jerren, Corrupted Bishop // Ormendahl, the Corrupter", controlled_since=0)
    game.set_player(game.player("Alice")._replace(life=life))
    game.answering = Answering([], then_default=True)  # "you may pay": yes
    _to_end_step(game)
    assert game.characteristics(jerren.id).name == (
        "Ormendahl, the Corrupter" if transforms else "Jerren, Corrupted Bishop"
    )


def test_603_6a_603_10a_when_it_enters_or_another_nontoken_human_dies_jerren() -> None:
    game = Game(["Alice", "Bob"])
    jerren = put(game, "Jerren, Corrupted Bishop // Ormendahl, the Corrupter", Zone.HAND)
    moves.put_onto_battlefield(game, jerren.id)
    resolving.resolve(game)
    assert (
        game.player("Alice").life == 19 and names(game, Zone.BATTLEFIELD, "Alice").count("Human Token") == 1
    )
    regeneration.destroy(game, put(game, "Elite Vanguard").id)  # a nontoken Human of hers
    resolving.resolve(game)
    assert (
        game.player("Alice").life == 18 and names(game, Zone.BATTLEFIELD, "Alice").count("Human Token") == 2
    )
    (token,) = [o for o in game.objects(Zone.BATTLEFIELD, "Alice") if o.card.name == "Human Token"][:1]
    regeneration.destroy(game, token.id)  # a token: no trigger
    regeneration.destroy(game, put(game, "Elite Vanguard", owner="Bob").id)  # not hers
    assert game.objects(Zone.STACK) == []


def test_614_1c_it_enters_with_x_counters_and_dies_into_a_snake_for_each_hooded_hydra() -> None:
    game = Game(["Alice", "Bob"])
    hydra = put(game, "Hooded Hydra", Zone.HAND)
    casting.cast(game, hydra.id, x=3)
    resolving.resolve(game)
    (entered,) = [o for o in game.objects(Zone.BATTLEFIELD, "Alice") if o.card.name == "Hooded Hydra"]
    assert entered.status.counter("+1/+1") == 3  # 107.3m: the X it was cast with
    moves.add_counters(game, entered.id, "+1/+1", 1)
    regeneration.destroy(game, entered.id)
    resolving.resolve(game)
    assert names(game, Zone.BATTLEFIELD, "Alice").count("Snake Token") == 4  # its counters as it died


def test_107_3m_put_onto_the_battlefield_uncast_x_is_0_hooded_hydra() -> None:
    game = Game(["Alice", "Bob"])
    hydra = put(game, "Hooded Hydra", Zone.HAND)
    moves.put_onto_battlefield(game, hydra.id)
    (entered,) = [o for o in game.objects(Zone.BATTLEFIELD, "Alice") if o.card.name == "Hooded Hydra"]
    assert entered.status.counter("+1/+1") == 0


def test_614_1a_a_creature_dealt_damage_this_way_that_would_die_is_exiled_instead_crush_the_weak() -> None:
    game = Game(["Alice", "Bob"])
    put(game, "Grizzly Bears", owner="Bob")  # 2/2: dies, exiled
    giant = put(game, "Hill Giant", owner="Bob")  # 3/3: survives, then dies another way this turn
    crush = put(game, "Crush the Weak", Zone.HAND)
    casting.cast(game, crush.id)
    resolving.resolve(game)
    state_based_actions(game)  # 704.5g: lethal damage
    assert "Grizzly Bears" in names(game, Zone.EXILE, "Bob")
    assert "Grizzly Bears" not in names(game, Zone.GRAVEYARD)
    regeneration.destroy(game, giant.id)  # dealt damage this way, dies this turn: exiled too
    assert "Hill Giant" in names(game, Zone.EXILE, "Bob")
    other = put(game, "Grizzly Bears", owner="Bob")  # not dealt damage this way: dies as usual
    regeneration.destroy(game, other.id)
    assert "Grizzly Bears" in names(game, Zone.GRAVEYARD, "Bob")


@pytest.mark.parametrize(("exiled", "counters"), [("Grizzly Bears", 1), ("Shock", 0)])
def test_608_2c_if_a_creature_card_was_exiled_this_way_deathbonnet_hulk(exiled: str, counters: int) -> None:
    game = Game(["Alice", "Bob"])
    sprout = put(game, "Deathbonnet Sprout // Deathbonnet Hulk", up=Side.BACK)
    card = put(game, exiled, Zone.GRAVEYARD, owner="Bob")
    game.answering = Answering([("yes",), (f"#{int(card.id)}",)], then_default=True)
    game.set_turn(Turn("Bob", Step.END, number=2))
    turns.next_turn(game)  # Alice's upkeep
    while game.objects(Zone.STACK):
        resolving.resolve(game)
    assert exiled in names(game, Zone.EXILE, "Bob")
    assert game.get(sprout.id).status.counter("+1/+1") == counters
