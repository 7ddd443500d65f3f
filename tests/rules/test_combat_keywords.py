"""Keywords and restrictions the combat and targeting rules read (issue 17:
lines that now run): defender (702.3b), hexproof (702.11b), "can't block"
and "can't be blocked" stated by a creature of itself (509.1b)."""

from __future__ import annotations

import pytest

from mtgfaces.cards.characteristics import Zone
from mtgfaces.cards.db import CardDB
from mtgfaces.errors import IllegalAction
from mtgfaces.rules.actions import casting, combat
from mtgfaces.rules.coverage import lines_not_run
from mtgfaces.rules.play import PlayableGame
from mtgfaces.rules.state.decisions import Cast, DeclareAttackers
from mtgfaces.rules.state.game import Game, Step, Turn
from mtgfaces.rules.state.objects import GameObject
from mtgfaces.rules.state.status import Status
from tests.rules.test_combat_damage import new_game, pass_both

DB = CardDB.default()


def put(game: Game, name: str, owner: str = "Alice") -> GameObject:
    return game.put(DB.card(name), zone=Zone.BATTLEFIELD, owner=owner, status=Status(controlled_since=0))


@pytest.mark.parametrize("name", ["Carnivorous Plant", "Fortified Rampart"])
def test_702_3b_a_creature_with_defender_cant_attack(name: str) -> None:
    game = new_game()
    wall, bears = put(game, name), put(game, "Grizzly Bears")
    pass_both(game)
    with pytest.raises(IllegalAction) as refused:
        game.apply(DeclareAttackers("Alice", ((wall.id, "Bob"),)))
    assert refused.value.rule == "702.3b"
    attackers = {
        a for d in game.legal_actions("Alice") if isinstance(d, DeclareAttackers) for a, _ in d.attacks
    }
    assert wall.id not in attackers and bears.id in attackers
    assert lines_not_run(game.characteristics(wall.id)) == []


@pytest.mark.parametrize("name", ["Craven Giant", "Goblin Raider"])
def test_509_1b_a_creature_whose_text_says_it_cant_block_doesnt(name: str) -> None:
    game = Game(["Alice", "Bob"])
    game.set_turn(Turn("Alice", Step.BEGINNING_OF_COMBAT, number=3))
    bears = put(game, "Grizzly Bears")
    coward, other = put(game, name, owner="Bob"), put(game, "Grizzly Bears", owner="Bob")
    combat.attack(game, [bears.id], defending="Bob")
    with pytest.raises(IllegalAction) as refused:
        combat.verify_block(game, [(coward.id, bears.id)])
    assert refused.value.rule == "509.1b" and "can't block" in str(refused.value)
    assert combat.can_declare_blockers(game, [(other.id, bears.id)])
    assert lines_not_run(game.characteristics(coward.id)) == []


@pytest.mark.parametrize("name", ["Covert Operative", "Jhessian Infiltrator"])
def test_509_1b_a_creature_whose_text_says_it_cant_be_blocked_isnt(name: str) -> None:
    game = Game(["Alice", "Bob"])
    game.set_turn(Turn("Alice", Step.BEGINNING_OF_COMBAT, number=3))
    sneak, bears = put(game, name), put(game, "Grizzly Bears")
    blocker = put(game, "Grizzly Bears", owner="Bob")
    combat.attack(game, [sneak.id, bears.id], defending="Bob")
    with pytest.raises(IllegalAction, match="can't be blocked"):
        combat.verify_block(game, [(blocker.id, sneak.id)])
    assert combat.can_declare_blockers(game, [(blocker.id, bears.id)])
    assert lines_not_run(game.characteristics(sneak.id)) == []


def test_702_11b_hexproof_stops_an_opponents_spell_not_its_controllers() -> None:
    game = Game(["Alice", "Bob"], pay_costs=False)
    turtle = put(game, "Angler Turtle", owner="Bob")
    bolt = game.put(DB.card("Lightning Bolt"), zone=Zone.HAND, owner="Alice")
    with pytest.raises(IllegalAction) as refused:
        casting.verify_cast(game, bolt.id, targets=(turtle.id,))
    assert refused.value.rule == "702.11b"
    mine = game.put(DB.card("Lightning Bolt"), zone=Zone.HAND, owner="Bob")
    assert casting.can_cast(game, mine.id, player="Bob", targets=(turtle.id,))  # its controller may
    listed = PlayableGame(["Alice", "Bob"], pay_costs=False)
    hidden = put(listed, "Angler Turtle", owner="Bob")
    spell = listed.put(DB.card("Lightning Bolt"), zone=Zone.HAND, owner="Alice")
    aims = {
        t
        for a in listed.legal_actions("Alice")
        if isinstance(a, Cast) and a.card == spell.id
        for t in a.targets
    }
    assert hidden.id not in aims and "Bob" in aims


def blocked_by(attacker_name: str, blocker_name: str) -> bool:
    game = Game(["Alice", "Bob"])
    game.set_turn(Turn("Alice", Step.BEGINNING_OF_COMBAT, number=3))
    attacker = put(game, attacker_name)
    blocker = put(game, blocker_name, owner="Bob")
    combat.attack(game, [attacker.id], defending="Bob")
    return combat.can_declare_blockers(game, [(blocker.id, attacker.id)])


def test_702_13b_intimidate_lets_only_artifact_creatures_and_those_sharing_a_color_block() -> None:
    assert not blocked_by("Bladetusk Boar", "Grizzly Bears")  # red attacker, green blocker
    assert blocked_by("Bladetusk Boar", "Goblin Piker")  # both red
    assert blocked_by("Bladetusk Boar", "Ornithopter")  # an artifact creature


def test_702_36b_fear_lets_only_artifact_and_black_creatures_block() -> None:
    assert not blocked_by("Cateran Enforcer", "Grizzly Bears")
    assert blocked_by("Cateran Enforcer", "Walking Corpse")  # black
    assert blocked_by("Cateran Enforcer", "Ornithopter")  # an artifact creature


def test_702_18a_shroud_stops_every_players_spells() -> None:
    game = Game(["Alice", "Bob"], pay_costs=False)
    blastoderm = put(game, "Blastoderm", owner="Bob")
    for player in ("Alice", "Bob"):
        bolt = game.put(DB.card("Lightning Bolt"), zone=Zone.HAND, owner=player)
        with pytest.raises(IllegalAction) as refused:
            casting.verify_cast(game, bolt.id, player=player, targets=(blastoderm.id,))
        assert refused.value.rule == "702.18a"


def test_509_1b_a_creature_that_can_block_only_fliers_runs_that_line() -> None:
    assert not blocked_by("Grizzly Bears", "Brazen Borrower")  # its creature face, on the battlefield
    assert blocked_by("Serra Angel", "Brazen Borrower")
    game = Game(["Alice", "Bob"])
    borrower = put(game, "Brazen Borrower")
    assert lines_not_run(game.characteristics(borrower.id)) == []
