"""Compiled triggers on the declaration of attackers (CR 508.1, 603.2,
issue 17): "When you attack with three or more creatures, transform ~"
(Legion's Landing) triggers once, as the attackers are declared, and only
if at least that many attack."""

from __future__ import annotations

import pytest

from mtgfaces.cards.characteristics import Zone
from mtgfaces.cards.model import Side
from mtgfaces.rules.actions import combat, resolving, turns
from mtgfaces.rules.state.game import Game, Step, Turn
from tests.rules.builders import put

LANDING = "Legion's Landing // Adanto, the First Fort"


@pytest.mark.parametrize(("attackers", "transforms"), [(2, False), (3, True), (4, True)])
def test_508_1_when_you_attack_with_three_or_more_creatures_transform_legions_landing(
    attackers: int, transforms: bool
) -> None:
    game = Game(["Alice", "Bob"])
    game.set_turn(Turn("Alice", Step.BEGINNING_OF_COMBAT, number=3))
    landing = put(game, LANDING)
    bears = [put(game, "Grizzly Bears", controlled_since=0) for _ in range(attackers)]
    put(game, "Hill Giant", owner="Bob", controlled_since=0)
    combat.attack(game, [b.id for b in bears], defending="Bob")
    stacked = [o for o in game.objects(Zone.STACK) if o.ability is not None]
    assert len(stacked) == (1 if transforms else 0)  # once, not once per attacker
    while game.objects(Zone.STACK):
        resolving.resolve(game)
    assert game.characteristics(landing.id).name == (
        "Adanto, the First Fort" if transforms else "Legion's Landing"
    )


def test_508_1_the_opponents_attackers_don_t_count_legions_landing() -> None:
    game = Game(["Alice", "Bob"])
    game.set_turn(Turn("Bob", Step.BEGINNING_OF_COMBAT, number=4))
    landing = put(game, LANDING)
    theirs = [put(game, "Grizzly Bears", owner="Bob", controlled_since=0) for _ in range(3)]
    combat.attack(game, [b.id for b in theirs], defending="Alice")
    assert game.objects(Zone.STACK) == []
    assert game.characteristics(landing.id).name == "Legion's Landing"


@pytest.mark.parametrize(("attackers", "alone"), [(1, True), (2, False)])
def test_506_5_whenever_a_creature_you_control_attacks_alone_widows_walk(attackers: int, alone: bool) -> None:
    game = Game(["Alice", "Bob"])
    game.set_turn(Turn("Alice", Step.BEGINNING_OF_COMBAT, number=3))
    room = put(game, "Derelict Attic // Widow's Walk")
    game.replace(room._replace(status=room.status._replace(unlocked=frozenset({Side.RIGHT}))))
    bears = [put(game, "Grizzly Bears", controlled_since=0) for _ in range(attackers)]
    combat.attack(game, [b.id for b in bears], defending="Bob")
    while game.objects(Zone.STACK):
        resolving.resolve(game)
    first = game.characteristics(bears[0].id)
    assert (first.power, "Deathtouch" in first.abilities) == (("3", True) if alone else ("2", False))


def test_510_3a_whenever_it_deals_combat_damage_to_a_creature_tap_it_and_it_doesn_t_untap_queen_of_ice() -> (
    None
):
    game = Game(["Alice", "Bob"])
    game.set_turn(Turn("Alice", Step.BEGINNING_OF_COMBAT, number=3))
    queen = put(game, "Queen of Ice // Rage of Winter", controlled_since=0)  # 2/3
    giant = put(game, "Hill Giant", owner="Bob", controlled_since=0)  # 3/3: survives 2 damage
    combat.attack(game, [queen.id], defending="Bob")
    turns.set_step(game, Step.DECLARE_BLOCKERS)
    combat.block(game, [(giant.id, queen.id)], player="Bob")
    turns.set_step(game, Step.COMBAT_DAMAGE)
    combat.combat_damage(game)
    while game.objects(Zone.STACK):
        resolving.resolve(game)
    assert game.get(giant.id).status.tapped
    turns.next_turn(game)  # Bob's turn: 502.3, the Giant stays tapped
    assert game.turn.active == "Bob" and game.get(giant.id).status.tapped


def test_510_3a_combat_damage_to_a_player_isn_t_to_a_creature_queen_of_ice() -> None:
    game = Game(["Alice", "Bob"])
    game.set_turn(Turn("Alice", Step.BEGINNING_OF_COMBAT, number=3))
    queen = put(game, "Queen of Ice // Rage of Winter", controlled_since=0)
    combat.attack(game, [queen.id], defending="Bob")
    turns.set_step(game, Step.COMBAT_DAMAGE)
    combat.combat_damage(game)
    assert game.player("Bob").life == 18 and game.objects(Zone.STACK) == []
