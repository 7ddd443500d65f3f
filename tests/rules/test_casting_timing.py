"""Casting: timing, targets, X and hidden cards (split from test_casting.py)."""

from __future__ import annotations

import pytest

from mtgfaces.cards.characteristics import Zone
from mtgfaces.cards.model import Side
from mtgfaces.errors import MalformedInput
from mtgfaces.rules.actions.base import ErrorCode
from mtgfaces.rules.actions.casting import (
    can_cast,
    cast,
    play_land,
    verify_cast,
    verify_play_land,
)
from mtgfaces.rules.save import dumps
from mtgfaces.rules.state.effects import ContinuousEffect, Modification
from mtgfaces.rules.state.events import EventKind
from mtgfaces.rules.state.filters import Filter
from mtgfaces.rules.state.game import Step
from mtgfaces.rules.state.permissions import RuleEffectKind
from mtgfaces.rules.state.status import FaceDown, ObjectId
from tests.rules.test_casting import allow, bob_on_stack, new, new_game, put, refused

SHELTER = "Sejiri Shelter // Sejiri Glacier"

# -- timing ----------------------------------------------------------------------------------------------


def test_117_1a_sorcery_timing_for_a_creature() -> None:
    game = new_game()
    bears = put(game, "Grizzly Bears", owner="Bob")
    error = refused(game, ErrorCode.TIMING, lambda: cast(game, bears.id, player="Bob"))
    assert error.rule == "117.1a" and "Alice's turn" in error.reason
    mine = put(game, "Grizzly Bears")
    game.set_turn(game.turn._replace(step=Step.UPKEEP))
    error = refused(game, ErrorCode.TIMING, lambda: cast(game, mine.id))
    assert "upkeep" in error.reason
    game.set_turn(game.turn._replace(step=Step.MAIN1))
    bob_on_stack(game)
    refused(game, ErrorCode.TIMING, lambda: cast(game, mine.id))


def test_117_1a_instants_any_time_with_priority() -> None:
    game = new_game()
    game.set_turn(game.turn._replace(step=Step.BEGINNING_OF_COMBAT))
    bob_on_stack(game)
    bolt = put(game, "Lightning Bolt", owner="Bob")
    assert new(game, cast(game, bolt.id, player="Bob")).zone is Zone.STACK


def test_702_8a_flash_on_the_face_cast() -> None:
    game = new_game()
    game.set_turn(game.turn._replace(active="Bob", step=Step.END))
    borrower = new(game, cast(game, put(game, "Brazen Borrower").id, player="Alice"))
    assert game.characteristics(borrower).name == "Brazen Borrower"
    theft = put(game, "Brazen Borrower")
    assert can_cast(game, theft.id, player="Alice", side=Side.ADVENTURE)  # Petty Theft: an instant
    giant = put(game, "Bonecrusher Giant")
    refused(game, ErrorCode.TIMING, lambda: cast(game, giant.id, player="Alice"))
    assert can_cast(game, giant.id, player="Alice", side=Side.ADVENTURE)  # Stomp: an instant


def test_702_8a_flash_lost_to_an_effect() -> None:
    game = new_game()
    game.set_turn(game.turn._replace(active="Bob"))
    borrower = put(game, "Brazen Borrower")
    game.add_effect(
        ContinuousEffect(0, 0, Modification(lose_all_abilities=True), filter=Filter(), zones=(Zone.STACK,))
    )
    refused(game, ErrorCode.TIMING, lambda: cast(game, borrower.id, player="Alice"))


def test_709_room_half_has_sorcery_timing() -> None:
    game = new_game()
    game.set_turn(game.turn._replace(step=Step.END))
    room = put(game, "Bottomless Pool // Locker Room")
    refused(game, ErrorCode.TIMING, lambda: cast(game, room.id, side=Side.LEFT))


# -- targets, X, hidden cards ----------------------------------------------------------------------------


def test_115_targets_must_be_objects_in_the_game() -> None:
    game = new_game()
    bears = put(game, "Grizzly Bears", Zone.BATTLEFIELD, owner="Bob")
    bolt = put(game, "Lightning Bolt")
    refused(game, ErrorCode.ILLEGAL_TARGET, lambda: cast(game, bolt.id, targets=[ObjectId(999)]))
    error = refused(game, ErrorCode.ILLEGAL_TARGET, lambda: cast(game, bolt.id, targets=[bolt.id]))
    assert error.rule == "115.5"
    spell = new(game, cast(game, bolt.id, targets=[bears.id]))
    assert spell.status.targets == (bears.id,)


def test_115_1_a_player_may_be_targeted_by_name() -> None:
    game = new_game()
    bolt = put(game, "Lightning Bolt")
    error = refused(game, ErrorCode.ILLEGAL_TARGET, lambda: cast(game, bolt.id, targets=["Carol"]))
    assert error.rule == "115.1" and "the players are Alice, Bob" in str(error)
    spell = new(game, cast(game, bolt.id, targets=["Bob"]))
    assert spell.status.targets == ("Bob",)


def test_202_3e_x_on_the_stack() -> None:
    game = new_game()
    hydra = put(game, "Hooded Hydra")
    spell = new(game, cast(game, hydra.id, x=3))
    assert spell.status.x == 3 and game.characteristics(spell).mana_value == 5
    other = new_game()
    hydra = put(other, "Hooded Hydra")
    error = refused(
        other, ErrorCode.NOT_PERMITTED, lambda: cast(other, hydra.id, x=3, without_paying_mana_cost=True)
    )
    assert error.rule == "107.3b"
    outcome = cast(other, hydra.id, x=0, without_paying_mana_cost=True)
    assert "without paying its mana cost" in outcome.of(EventKind.CAST)[0].note


def test_601_3_refusals_never_name_a_hidden_card() -> None:
    game = new_game()
    hidden = put(game, "Lightning Bolt", Zone.HAND, owner="Bob")
    error = refused(game, ErrorCode.NOT_PERMITTED, lambda: cast(game, hidden.id))
    assert "Lightning Bolt" not in str(error) and "a card in Bob's hand" in error.reason
    land = put(game, "Forest", Zone.LIBRARY, owner="Bob")
    error = refused(game, ErrorCode.NOT_PERMITTED, lambda: play_land(game, land.id, from_zone=Zone.LIBRARY))
    assert "Forest" not in str(error)
    error = refused(game, ErrorCode.WRONG_ZONE, lambda: cast(game, land.id))
    assert "Forest" not in str(error)


def test_601_3f_face_down_exiled_card_is_cast_only_if_it_can_be_looked_at() -> None:
    game = new_game()
    exiled = put(game, "Lightning Bolt", Zone.EXILE, face_down=FaceDown.EXILE)
    allow(game, RuleEffectKind.MAY_CAST_FROM, zone=Zone.EXILE)
    error = refused(game, ErrorCode.NOT_PERMITTED, lambda: cast(game, exiled.id, from_zone=Zone.EXILE))
    assert error.rule == "601.3f" and "Lightning Bolt" not in str(error)


def test_nothing_is_cast_or_played_from_the_battlefield() -> None:
    game = new_game()
    bears = put(game, "Grizzly Bears", Zone.BATTLEFIELD)
    refused(game, ErrorCode.NOT_PERMITTED, lambda: cast(game, bears.id, from_zone=Zone.BATTLEFIELD))
    forest = put(game, "Forest", Zone.BATTLEFIELD)
    refused(game, ErrorCode.NOT_PERMITTED, lambda: play_land(game, forest.id, from_zone=Zone.BATTLEFIELD))


def test_verify_changes_nothing_and_reports_the_plan() -> None:
    game = new_game()
    shelter = put(game, SHELTER)
    before = dumps(game)
    plan = verify_play_land(game, shelter.id)
    assert plan.status.up is Side.BACK and plan.characteristics.name == "Sejiri Glacier"
    spell = verify_cast(game, shelter.id)
    assert spell.characteristics.name == "Sejiri Shelter" and spell.zone is Zone.HAND
    assert dumps(game) == before


def test_an_unknown_player_is_malformed() -> None:
    game = new_game()
    with pytest.raises(MalformedInput):
        cast(game, put(game, "Lightning Bolt").id, player="Carol")
