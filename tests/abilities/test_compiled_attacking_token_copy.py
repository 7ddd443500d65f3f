"""A tapped and attacking token copy (CR 707.2, 707.8a, 508.4) with as many
counters as its source (122.1, 608.2h), sacrificed at the next end step
(603.7a, 701.21a): Furnace-Blessed Conqueror's "Whenever ~ attacks, create a
tapped and attacking token that's a copy of it. Put a +1/+1 counter on that
token for each +1/+1 counter on ~. Sacrifice that token at the beginning of
the next end step." """

from __future__ import annotations

from mtgfaces.cards.characteristics import Zone
from mtgfaces.cards.model import Side
from mtgfaces.rules.actions import combat, resolving, turns
from mtgfaces.rules.coverage import lines_not_run
from mtgfaces.rules.state.game import Game, Step, Turn
from mtgfaces.rules.state.objects import GameObject
from tests.rules.builders import put

GUARDIAN = "Sun-Blessed Guardian // Furnace-Blessed Conqueror"


def _attack(counters: int) -> tuple[Game, GameObject]:
    game = Game(["Alice", "Bob"])
    game.set_turn(Turn("Alice", Step.BEGINNING_OF_COMBAT, number=3))
    conqueror = put(game, GUARDIAN, up=Side.BACK, controlled_since=0)
    if counters:
        conqueror = game.replace(
            conqueror._replace(status=conqueror.status._replace(counters=(("+1/+1", counters),)))
        )
    assert not lines_not_run(game.characteristics(conqueror.id))
    combat.attack(game, [conqueror.id], defending="Bob")
    resolving.resolve_all(game)
    return game, conqueror


def _token(game: Game) -> GameObject:
    (token,) = [o for o in game.objects(Zone.BATTLEFIELD) if o.is_token]
    return token


def test_707_8a_508_4_the_token_copy_is_the_conqueror_tapped_and_attacking() -> None:
    game, _ = _attack(0)
    token = _token(game)
    assert game.characteristics(token.id).name == "Furnace-Blessed Conqueror"  # back face up (707.8a)
    assert token.status.tapped and token.status.attacking == "Bob"
    assert token.status.counter("+1/+1") == 0
    assert game.objects(Zone.STACK) == []  # never declared as an attacker: its own copy doesn't trigger


def test_122_1_608_2h_a_counter_on_that_token_for_each_counter_on_the_conqueror() -> None:
    game, _ = _attack(3)
    assert _token(game).status.counter("+1/+1") == 3


def test_603_7a_701_21a_the_token_is_sacrificed_at_the_beginning_of_the_next_end_step() -> None:
    game, conqueror = _attack(1)
    token = _token(game)
    turns.set_step(game, Step.END)
    resolving.resolve_all(game)
    assert token.id not in game
    assert not [o for o in game.objects(Zone.BATTLEFIELD) if o.is_token]
    assert conqueror.id in game  # the Conqueror itself stays


def test_603_7a_dorotheas_retribution_grants_a_token_sacrificed_at_end_of_combat() -> None:
    game = Game(["Alice", "Bob"])
    game.set_turn(Turn("Alice", Step.BEGINNING_OF_COMBAT, number=3))
    bears = put(game, "Grizzly Bears", controlled_since=0)
    put(game, "Dorothea, Vengeful Victim // Dorothea's Retribution", up=Side.BACK, attached_to=bears.id)
    combat.attack(game, [bears.id], defending="Bob")
    resolving.resolve_all(game)
    (spirit,) = [o for o in game.objects(Zone.BATTLEFIELD) if o.is_token]
    assert spirit.status.tapped and spirit.status.attacking == "Bob"
    turns.set_step(game, Step.END_OF_COMBAT)
    resolving.resolve_all(game)
    assert spirit.id not in game  # "sacrifice that token at end of combat" (603.7c)
