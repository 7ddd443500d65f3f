"""Turns, steps and drawing (CR 121, 305.2, 500-514, 704.5b)."""

from __future__ import annotations

from collections.abc import Callable
from functools import cache

import pytest

from mtgfaces.cards.characteristics import Zone
from mtgfaces.cards.db import CardDB
from mtgfaces.cards.model import Card
from mtgfaces.errors import IllegalAction, MalformedInput
from mtgfaces.rules.actions.base import ErrorCode
from mtgfaces.rules.actions.casting import can_play_land, cast, play_land
from mtgfaces.rules.actions.turns import can_next_turn, can_set_step, draw, next_turn, set_step
from mtgfaces.rules.save import dumps
from mtgfaces.rules.state.effects import ContinuousEffect, Duration, Modification
from mtgfaces.rules.state.events import EventKind
from mtgfaces.rules.state.filters import Filter
from mtgfaces.rules.state.game import Game, Step
from mtgfaces.rules.state.objects import GameObject
from mtgfaces.rules.state.permissions import RuleEffect, RuleEffectKind
from mtgfaces.rules.state.status import Status


@cache
def card(name: str) -> Card:
    return CardDB.default().card(name)


def put(game: Game, name: str, zone: Zone = Zone.HAND, owner: str = "Alice", **status: object) -> GameObject:
    return game.put(card(name), zone=zone, owner=owner, status=Status(**status))  # type: ignore[arg-type]


def test_500_1_next_turn_goes_to_the_next_players_first_main_phase() -> None:
    game = Game(["Alice", "Bob"])
    put(game, "Forest", Zone.LIBRARY, owner="Bob")
    outcome = next_turn(game)
    assert game.turn.active == "Bob" and game.turn.step is Step.MAIN1 and game.turn.number == 2
    steps = [e.note for e in outcome.of(EventKind.TURN_STEP)]
    assert steps == ["cleanup", "untap", "upkeep", "draw", "main1"]
    next_turn(game)
    assert game.turn.active == "Alice" and game.turn.number == 3


def test_800_4_a_player_who_lost_takes_no_turns() -> None:
    game = Game(["Alice", "Bob", "Carol"])
    game.set_player(game.player("Bob")._replace(has_lost=True))
    next_turn(game)
    assert game.turn.active == "Carol"


def test_514_2_until_end_of_turn_effects_end() -> None:
    game = Game(["Alice", "Bob"])
    lasting = game.add_effect(ContinuousEffect(0, 0, Modification(power=1), filter=Filter(), note="anthem"))
    game.add_effect(
        ContinuousEffect(
            0, 0, Modification(power=2), filter=Filter(), until=Duration.END_OF_TURN, note="giant growth"
        )
    )
    game.add_rule_effect(RuleEffect(0, RuleEffectKind.CANT_CAST, "Bob", until=Duration.END_OF_TURN))
    bears = put(game, "Grizzly Bears", Zone.BATTLEFIELD)
    assert game.characteristics(bears).power == "5"
    outcome = next_turn(game)
    assert game.effects == [lasting] and game.rule_effects == []
    assert game.characteristics(bears).power == "3"
    ended = [e.note for e in outcome.of(EventKind.EFFECT_ENDED)]
    assert ended == ["giant growth", "cant_cast"]
    assert all(e.rule == "514.2" for e in outcome.of(EventKind.EFFECT_ENDED))


def test_502_3_the_new_active_player_untaps() -> None:
    game = Game(["Alice", "Bob"])
    mine = put(game, "Forest", Zone.BATTLEFIELD, owner="Alice", tapped=True)
    theirs = put(game, "Forest", Zone.BATTLEFIELD, owner="Bob", tapped=True)
    next_turn(game)
    assert game.get(theirs.id).status.tapped is False  # same object: untapping isn't a zone change
    assert game.get(mine.id).status.tapped is True


def test_305_2_land_plays_reset_each_turn() -> None:
    game = Game(["Alice", "Bob"])
    game.set_player(game.player("Alice")._replace(extra_land_plays=1))
    play_land(game, put(game, "Forest").id)
    game.set_player(game.player("Bob")._replace(lands_played=1))
    next_turn(game)
    next_turn(game)
    for name in game.players:
        assert game.player(name).lands_played == 0 and game.player(name).extra_land_plays == 0
    assert can_play_land(game, put(game, "Forest").id)


def test_504_1_the_new_active_player_draws() -> None:
    game = Game(["Alice", "Bob"])
    top = put(game, "Forest", Zone.LIBRARY, owner="Bob")
    put(game, "Grizzly Bears", Zone.LIBRARY, owner="Bob")
    next_turn(game)
    (drawn,) = game.objects(Zone.HAND, "Bob")
    assert drawn.card.name == top.card.name and len(game.objects(Zone.LIBRARY, "Bob")) == 1
    assert not game.player("Bob").drew_from_empty_library


def test_704_5b_drawing_from_an_empty_library_is_remembered() -> None:
    game = Game(["Alice", "Bob"])
    next_turn(game)
    assert game.player("Bob").drew_from_empty_library
    assert not game.player("Bob").has_lost  # state-based actions decide that, later


def test_121_2_drawing_several_cards_one_at_a_time() -> None:
    game = Game(["Alice", "Bob"])
    for name in ("Forest", "Grizzly Bears"):
        put(game, name, Zone.LIBRARY)
    outcome = draw(game, "Alice", 3)
    assert [o.card.name for o in game.objects(Zone.HAND, "Alice")] == ["Forest", "Grizzly Bears"]
    assert len(outcome.of(EventKind.ZONE_CHANGE)) == 2
    assert game.player("Alice").drew_from_empty_library
    with pytest.raises(MalformedInput):
        draw(game, "Alice", -1)
    with pytest.raises(MalformedInput):
        draw(game, "Carol")


def test_500_2_the_turn_ends_only_with_an_empty_stack() -> None:
    game = Game(["Alice", "Bob"])
    cast(game, put(game, "Grizzly Bears").id)
    before = dumps(game)
    attempts: list[Callable[[], object]] = [lambda: next_turn(game), lambda: set_step(game, Step.MAIN2)]
    for attempt in attempts:
        with pytest.raises(IllegalAction) as caught:
            attempt()
        assert caught.value.code == ErrorCode.TIMING.value and caught.value.rule == "500.2"
        assert dumps(game) == before
    assert not can_next_turn(game)


def test_500_1_steps_proceed_in_order() -> None:
    game = Game(["Alice", "Bob"])
    outcome = set_step(game, Step.MAIN2)
    assert game.turn.step is Step.MAIN2
    assert [e.note for e in outcome.of(EventKind.TURN_STEP)] == [
        "beginning_of_combat",
        "declare_attackers",
        "declare_blockers",
        "combat_damage",
        "end_of_combat",
        "main2",
    ]
    before = dumps(game)
    for back in (Step.MAIN1, Step.MAIN2):
        with pytest.raises(IllegalAction) as caught:
            set_step(game, back)
        assert caught.value.code == ErrorCode.TIMING.value and caught.value.rule == "500.1"
    assert dumps(game) == before
    assert can_set_step(game, Step.END) and not can_set_step(game, Step.UPKEEP)


def test_504_1_going_through_the_draw_step_draws() -> None:
    game = Game(["Alice", "Bob"])
    game.set_turn(game.turn._replace(step=Step.UPKEEP))
    put(game, "Forest", Zone.LIBRARY)
    set_step(game, Step.MAIN1)
    assert len(game.objects(Zone.HAND, "Alice")) == 1
    set_step(game, Step.END)
    assert len(game.objects(Zone.HAND, "Alice")) == 1
