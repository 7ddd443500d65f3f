"""Compiled "Target creature attacks or blocks this turn if able" (Hustle,
the left half of Hustle // Bustle; CR 508.1d, 509.1c): a requirement its
controller's declaration of attackers obeys if they are the active player,
and one their declaration of blockers obeys if they are defending; it ends
with the turn (514.2). Declarations go through the game loop, so a refusal
names the rule."""

from __future__ import annotations

import random

import pytest

from mtgfaces.cards.characteristics import Zone
from mtgfaces.cards.db import CardDB
from mtgfaces.cards.model import Side
from mtgfaces.errors import IllegalAction
from mtgfaces.rules.actions import casting, resolving
from mtgfaces.rules.play import PlayableGame
from mtgfaces.rules.pool import card_coverage
from mtgfaces.rules.state.decisions import DeclareAttackers, DeclareBlockers, PassPriority
from mtgfaces.rules.state.game import Step, Turn
from mtgfaces.rules.state.objects import GameObject
from mtgfaces.rules.state.permissions import RuleEffectKind
from mtgfaces.rules.state.status import Status
from mtgfaces.rules.state.values import Pending

DB = CardDB.default()
HUSTLE = "Hustle // Bustle"


def new_game() -> PlayableGame:
    game = PlayableGame(["Alice", "Bob"], rng=random.Random(2), pay_costs=False)
    game.set_turn(Turn("Alice", Step.MAIN1, number=3))
    return game


def put(game: PlayableGame, name: str, owner: str = "Alice") -> GameObject:
    return game.put(DB.card(name), zone=Zone.BATTLEFIELD, owner=owner, status=Status(controlled_since=0))


def hustle(game: PlayableGame, target: GameObject) -> None:
    card = game.put(DB.card(HUSTLE), zone=Zone.HAND, owner="Alice")
    casting.cast(game, card.id, side=Side.LEFT, targets=[target.id])
    resolving.resolve(game)


def pass_until(game: PlayableGame, step: Step) -> None:
    while game.turn.step is not step:
        who = game.to_act
        assert who is not None
        game.apply(PassPriority(who))


def refused(game: PlayableGame, act: DeclareAttackers | DeclareBlockers) -> str:
    with pytest.raises(IllegalAction) as caught:
        game.apply(act)
    return caught.value.rule


def test_hustle_runs() -> None:
    assert card_coverage(DB.card(HUSTLE)).implemented


def test_508_1d_hustle_on_your_own_creature_makes_it_attack_if_able() -> None:
    game = new_game()
    bears = put(game, "Grizzly Bears")
    other = put(game, "Hill Giant")
    hustle(game, bears)
    pass_until(game, Step.DECLARE_ATTACKERS)
    listed = {a for a in game.legal_actions("Alice") if isinstance(a, DeclareAttackers)}
    assert DeclareAttackers("Alice", ((bears.id, "Bob"),)) in listed
    assert DeclareAttackers("Alice") not in listed
    assert DeclareAttackers("Alice", ((other.id, "Bob"),)) not in listed
    assert refused(game, DeclareAttackers("Alice")) == "508.1d"
    game.apply(DeclareAttackers("Alice", ((bears.id, "Bob"),)))
    assert game.get(bears.id).status.attacking == "Bob"


def test_509_1c_hustle_on_an_opponent_s_creature_makes_it_block_if_able() -> None:
    game = new_game()
    giant = put(game, "Hill Giant")
    wall = put(game, "Grizzly Bears", "Bob")
    hustle(game, wall)
    pass_until(game, Step.DECLARE_ATTACKERS)
    game.apply(DeclareAttackers("Alice", ((giant.id, "Bob"),)))  # Bob's creature isn't asked to attack
    pass_until(game, Step.DECLARE_BLOCKERS)
    listed = {a for a in game.legal_actions("Bob") if isinstance(a, DeclareBlockers)}
    assert listed == {DeclareBlockers("Bob", ((wall.id, giant.id),))}
    assert refused(game, DeclareBlockers("Bob")) == "509.1c"


def test_514_2_the_requirements_end_with_the_turn() -> None:
    game = new_game()
    bears = put(game, "Grizzly Bears")
    hustle(game, bears)
    kinds = sorted(e.kind for e in game.rule_effects if int(bears.id) in e.objects)
    assert kinds == sorted([RuleEffectKind.MUST_ATTACK, RuleEffectKind.MUST_BLOCK])
    pass_until(game, Step.DECLARE_ATTACKERS)
    game.apply(DeclareAttackers("Alice", ((bears.id, "Bob"),)))
    while game.turn.active == "Alice":
        if game.turn.pending is Pending.BLOCKERS:
            game.apply(DeclareBlockers("Bob"))
            continue
        who = game.to_act
        assert who is not None
        game.apply(PassPriority(who))
    assert game.turn.active == "Bob"
    requirements = (RuleEffectKind.MUST_ATTACK, RuleEffectKind.MUST_BLOCK)
    assert not [e for e in game.rule_effects if e.kind in requirements]
