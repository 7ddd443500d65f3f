"""Brazen Borrower // Petty Theft and Bonecrusher Giant // Stomp (CR 603.2,
603.10, 608.2b, 702.8a, 715.3d)."""

from __future__ import annotations

import pytest

from mtgfaces.cards.characteristics import Zone
from mtgfaces.cards.model import Side
from mtgfaces.errors import IllegalAction
from mtgfaces.rules.actions import casting, moves, resolving
from mtgfaces.rules.state.game import Game, Step, Turn
from tests.rules.builders import put

BORROWER = "Brazen Borrower // Petty Theft"
GIANT = "Bonecrusher Giant // Stomp"


@pytest.fixture
def game() -> Game:
    return Game(["Alice", "Bob"])


def test_715_3d_petty_theft_bounces_an_opponents_nonland_permanent_then_is_exiled(game: Game) -> None:
    bears = put(game, "Grizzly Bears", owner="Bob")
    borrower = put(game, BORROWER, Zone.HAND)
    casting.cast(game, borrower.id, side=Side.ADVENTURE, targets=(bears.id,))
    resolving.resolve(game)
    assert [c.card.name for c in game.objects(Zone.HAND, "Bob")] == ["Grizzly Bears"]
    exiled = game.objects(Zone.EXILE, "Alice")[0]
    assert exiled.status.on_adventure == "Alice"
    assert casting.can_cast(game, exiled.id, from_zone=Zone.EXILE)


def test_115_1_petty_theft_cant_target_your_own_permanent_or_a_land(game: Game) -> None:
    mine = put(game, "Grizzly Bears")
    land = put(game, "Plains", owner="Bob")
    for target in (mine.id, land.id):
        borrower = put(game, BORROWER, Zone.HAND)
        with pytest.raises(IllegalAction) as refused:
            casting.cast(game, borrower.id, side=Side.ADVENTURE, targets=(target,))
        assert refused.value.code == "illegal_target"
        assert game.get(target).zone is Zone.BATTLEFIELD


def test_608_2b_petty_theft_doesnt_return_a_permanent_that_changed_controller(game: Game) -> None:
    theirs = put(game, "Grizzly Bears", owner="Bob")
    borrower = put(game, BORROWER, Zone.HAND)
    casting.cast(game, borrower.id, side=Side.ADVENTURE, targets=(theirs.id,))
    moves.gain_control(game, theirs.id, "Alice")  # no longer an opponent's: an illegal target
    resolving.resolve(game)
    assert game.get(theirs.id).zone is Zone.BATTLEFIELD


def test_702_8a_brazen_borrower_has_flash_on_the_other_players_turn(game: Game) -> None:
    game.set_turn(Turn(active="Bob", step=Step.END))
    borrower = put(game, BORROWER, Zone.HAND)
    assert casting.can_cast(game, borrower.id, player="Alice", side=Side.FRONT)
    bears = put(game, "Grizzly Bears", Zone.HAND)
    assert not casting.can_cast(game, bears.id, player="Alice")


def test_603_2_bonecrusher_giant_targeted_by_a_spell_deals_2_to_its_controller(game: Game) -> None:
    giant = put(game, GIANT, owner="Bob")
    bolt = put(game, "Lightning Bolt", Zone.HAND)
    casting.cast(game, bolt.id, targets=(giant.id,))
    top = game.objects(Zone.STACK)[0]
    assert top.ability is not None and top.ability.source_name == "Bonecrusher Giant"
    resolving.resolve(game)
    assert game.player("Alice").life == 18


def test_603_10_the_giant_damages_the_caster_even_if_the_spell_is_countered(game: Game) -> None:
    giant = put(game, GIANT, owner="Bob")
    bolt = put(game, "Lightning Bolt", Zone.HAND)
    casting.cast(game, bolt.id, targets=(giant.id,))
    moves.move(game, game.objects(Zone.STACK)[1].id, Zone.GRAVEYARD)  # countered
    resolving.resolve(game)
    assert game.player("Alice").life == 18


def test_603_2_a_spell_targeting_something_else_doesnt_trigger_the_giant(game: Game) -> None:
    put(game, GIANT, owner="Bob")
    bolt = put(game, "Lightning Bolt", Zone.HAND)
    casting.cast(game, bolt.id, targets=("Bob",))
    assert [o.ability for o in game.objects(Zone.STACK)] == [None]


def test_120_3_stomp_deals_2_damage_to_any_target(game: Game) -> None:
    giant = put(game, GIANT, Zone.HAND)
    casting.cast(game, giant.id, side=Side.ADVENTURE, targets=("Bob",))
    resolving.resolve(game)
    assert game.player("Bob").life == 18
    assert game.objects(Zone.EXILE, "Alice")[0].status.on_adventure == "Alice"


def test_603_2_stomp_targeting_a_bonecrusher_giant_triggers_it(game: Game) -> None:
    theirs = put(game, GIANT, owner="Bob")
    stomp = put(game, GIANT, Zone.HAND)
    casting.cast(game, stomp.id, side=Side.ADVENTURE, targets=(theirs.id,))
    resolving.resolve_all(game)
    assert game.player("Alice").life == 18
    assert game.get(theirs.id).status.damage == 2


def test_615_12_after_stomp_protection_doesnt_prevent_damage(game: Game) -> None:
    from mtgfaces.rules.actions import combat
    from mtgfaces.rules.state.effects import ContinuousEffect, Modification

    bears = put(game, "Grizzly Bears", owner="Bob")
    game.add_effect(
        ContinuousEffect(0, 0, Modification(add_abilities=("Protection from red",)), objects=(bears.id,))
    )
    shock = put(game, "Shock")
    assert combat.deal_damage(game, shock.id, bears.id, 1).ignored  # 702.16e: prevented
    giant = put(game, GIANT, Zone.HAND)
    casting.cast(game, giant.id, side=Side.ADVENTURE, targets=("Bob",))
    resolving.resolve(game)
    combat.deal_damage(game, shock.id, bears.id, 1)
    assert game.get(bears.id).status.damage == 1  # 615.12: can't be prevented this turn
