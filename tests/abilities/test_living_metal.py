"""Living metal (CR 702.161a): "During your turn, this permanent is an
artifact creature in addition to its other types", a static ability whose
effect (layer 4, 613.1d) the turn decides: the Transformers Vehicles are
creatures on their controller's turn only, with their printed power and
toughness (301.7b)."""

from __future__ import annotations

import random

import pytest

from mtgfaces.cards.characteristics import Zone
from mtgfaces.cards.db import CardDB
from mtgfaces.cards.model import Side
from mtgfaces.errors import IllegalAction
from mtgfaces.rules.actions.implemented import KEYWORDS_RUN
from mtgfaces.rules.play import PlayableGame
from mtgfaces.rules.state.decisions import DeclareAttackers, DeclareBlockers, PassPriority
from mtgfaces.rules.state.game import Game, Step, Turn
from mtgfaces.rules.state.objects import GameObject
from mtgfaces.rules.state.status import Status

DB = CardDB.default()
JETFIRE = "Jetfire, Ingenious Scientist // Jetfire, Air Guardian"
ARCEE = "Arcee, Sharpshooter // Arcee, Acrobatic Coupe"


def put_back(game: Game, name: str, owner: str = "Alice") -> GameObject:
    status = Status(controlled_since=0, up=Side.BACK)
    return game.put(DB.card(name), zone=Zone.BATTLEFIELD, owner=owner, status=status)


def pass_both(game: PlayableGame) -> None:
    for _ in range(2):
        who = game.to_act
        assert who is not None
        game.apply(PassPriority(who))


def test_702_161a_an_artifact_creature_on_its_controllers_turn_only_jetfire_and_arcee() -> None:
    game = Game(["Alice", "Bob"])
    jetfire = put_back(game, JETFIRE)  # Alice's
    arcee = put_back(game, ARCEE, owner="Bob")
    game.set_turn(Turn("Alice", Step.MAIN1, number=3))
    air_guardian = game.characteristics(jetfire.id)
    assert air_guardian.name == "Jetfire, Air Guardian"
    assert air_guardian.types == ("Artifact", "Creature") and air_guardian.subtypes == ("Vehicle",)
    assert (air_guardian.power, air_guardian.toughness) == ("3", "4")  # 301.7b: its printed values
    assert not game.characteristics(arcee.id).has_type("Creature")  # not Bob's turn
    game.set_turn(Turn("Bob", Step.MAIN1, number=4))
    assert game.characteristics(jetfire.id).types == ("Artifact",)
    assert game.characteristics(arcee.id).has_type("Creature")
    assert "702.161a" in KEYWORDS_RUN.values()


def test_702_161a_it_attacks_on_your_turn_as_a_creature_jetfire() -> None:
    game = PlayableGame(["Alice", "Bob"], rng=random.Random(2), pay_costs=False)
    game.set_turn(Turn("Alice", Step.BEGINNING_OF_COMBAT, number=3))
    jetfire = put_back(game, JETFIRE)
    pass_both(game)
    assert game.turn.step is Step.DECLARE_ATTACKERS
    game.apply(DeclareAttackers("Alice", ((jetfire.id, "Bob"),)))
    assert game.get(jetfire.id).status.attacking is not None


def test_702_161a_on_the_opponents_turn_it_is_no_creature_and_can_t_block_jetfire() -> None:
    game = PlayableGame(["Alice", "Bob"], rng=random.Random(2), pay_costs=False)
    game.set_turn(Turn("Bob", Step.BEGINNING_OF_COMBAT, number=4))
    jetfire = put_back(game, JETFIRE)  # Alice's, on Bob's turn
    hers = game.put(
        DB.card("Grizzly Bears"), zone=Zone.BATTLEFIELD, owner="Alice", status=Status(controlled_since=0)
    )
    bears = game.put(
        DB.card("Grizzly Bears"), zone=Zone.BATTLEFIELD, owner="Bob", status=Status(controlled_since=0)
    )
    pass_both(game)
    game.apply(DeclareAttackers("Bob", ((bears.id, "Alice"),)))
    pass_both(game)
    assert game.turn.step is Step.DECLARE_BLOCKERS
    blockers = {
        o for act in game.legal_actions("Alice") if isinstance(act, DeclareBlockers) for o, _ in act.blocks
    }
    assert blockers == {hers.id}  # 509.1a: only creatures block
    with pytest.raises(IllegalAction) as refused:
        game.apply(DeclareBlockers("Alice", ((jetfire.id, bears.id),)))
    assert "isn't a creature" in str(refused.value)
    assert not game.characteristics(jetfire.id).has_type("Creature")
