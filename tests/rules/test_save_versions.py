"""Saves written by older versions of mtgfaces, and the version 4 additions:
the steps of the turn, priority and the action log."""

from __future__ import annotations

import json

import pytest

from mtgfaces.cards.characteristics import Zone
from mtgfaces.cards.db import CardDB
from mtgfaces.errors import MalformedInput
from mtgfaces.rules import save
from mtgfaces.rules.actions.combat import attack
from mtgfaces.rules.state.decisions import DeclareAttackers, PassPriority
from mtgfaces.rules.state.game import Game, Pending, Step, Turn
from mtgfaces.rules.state.status import ObjectId, Status

DB = CardDB.default()


def _attacking_game() -> Game:
    game = Game(["Alice", "Bob"])
    bear = game.put(DB.card("Grizzly Bears"), zone=Zone.BATTLEFIELD, owner="Alice", status=Status())
    game.set_turn(Turn("Alice", Step.MAIN1, number=2))
    attack(game, [bear.id])
    return game


def _as_version_3(data: dict[str, object]) -> dict[str, object]:
    old = json.loads(json.dumps(data))
    old["version"] = 3
    del old["actions"]
    turn = old["turn"]
    assert isinstance(turn, dict)
    for key in ("priority", "passes", "pending"):
        del turn[key]
    turn["step"] = "combat"
    return old


def test_500_1_a_version_3_combat_step_loads_as_the_step_its_creatures_show() -> None:
    game = _attacking_game()
    assert game.turn.step is Step.DECLARE_ATTACKERS
    loaded = save.load(_as_version_3(save.save(game)))
    assert loaded.turn.step is Step.DECLARE_ATTACKERS
    assert loaded.turn.priority is None and loaded.turn.passes == 0 and loaded.actions == []


def test_506_1_a_version_3_combat_step_without_attackers_is_the_beginning_of_combat() -> None:
    game = Game(["Alice", "Bob"])
    loaded = save.load(_as_version_3(save.save(game)))
    assert loaded.turn.step is Step.BEGINNING_OF_COMBAT


def test_117_priority_passes_and_pending_survive_a_save() -> None:
    game = Game(["Alice", "Bob"])
    game.set_turn(Turn("Alice", Step.DECLARE_ATTACKERS, priority="Bob", passes=1, pending=Pending.ATTACKERS))
    assert save.load(save.save(game)).turn == game.turn


def test_the_action_log_is_saved_in_its_text_form() -> None:
    game = Game(["Alice", "Bob"])
    game.actions.extend([PassPriority("Alice"), DeclareAttackers("Alice", ((ObjectId(3), "Bob"),))])
    data = save.save(game)
    assert data["actions"] == ["Alice: pass", "Alice: attack #3>Bob"]
    assert save.load(data).actions == game.actions


@pytest.mark.parametrize(
    ("actions", "message"),
    [
        (["Alice: fly"], r"actions\[0\]: 'Alice: fly': no action 'fly'"),
        (["Carol: pass"], r"actions\[0\]: 'Carol' is not a player of this game"),
        ([3], r"actions\[0\]"),
    ],
)
def test_a_malformed_action_log_names_the_entry(actions: list[object], message: str) -> None:
    data = save.save(Game(["Alice", "Bob"]))
    data["actions"] = actions
    with pytest.raises(MalformedInput, match=message):
        save.load(data)


def test_more_passes_than_players_is_refused() -> None:
    data = save.save(Game(["Alice", "Bob"]))
    data["turn"]["passes"] = 3
    with pytest.raises(MalformedInput, match=r"turn.passes: 3 players can't have passed"):
        save.load(data)
