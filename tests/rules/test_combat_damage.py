"""Combat damage (CR 510): first and double strike (510.4, 702.7, 702.4),
several blockers with the damage divided as the attacker's controller
chooses (510.1c), trample (702.19b), deathtouch (702.2b-c, 704.5h) and
menace (702.111b), through the game loop and the referee's interface."""

from __future__ import annotations

import random

import pytest

from mtgfaces.cards.characteristics import Zone
from mtgfaces.cards.db import CardDB
from mtgfaces.errors import IllegalAction
from mtgfaces.rules.actions.base import ErrorCode
from mtgfaces.rules.actions.combat import attack, block, combat_damage
from mtgfaces.rules.play import PlayableGame
from mtgfaces.rules.sba import state_based_actions
from mtgfaces.rules.state.decisions import Choose, DeclareAttackers, DeclareBlockers, PassPriority
from mtgfaces.rules.state.events import EventKind
from mtgfaces.rules.state.game import Step, Turn
from mtgfaces.rules.state.objects import GameObject
from mtgfaces.rules.state.status import Status

DB = CardDB.default()


def new_game() -> PlayableGame:
    game = PlayableGame(["Alice", "Bob"], rng=random.Random(2))
    game.set_turn(Turn("Alice", Step.BEGINNING_OF_COMBAT, number=3))
    return game


def put(game: PlayableGame, name: str, owner: str = "Alice") -> GameObject:
    return game.put(DB.card(name), zone=Zone.BATTLEFIELD, owner=owner, status=Status(controlled_since=0))


def pass_both(game: PlayableGame) -> None:
    for _ in range(2):
        who = game.to_act
        assert who is not None
        game.apply(PassPriority(who))


def fight(game: PlayableGame, attacker: GameObject, *blockers: GameObject) -> None:
    """Through the game loop: attack Bob with ``attacker``, Bob blocks with
    ``blockers``, everyone passes until damage is being dealt."""
    pass_both(game)
    game.apply(DeclareAttackers("Alice", ((attacker.id, "Bob"),)))
    pass_both(game)
    game.apply(DeclareBlockers("Bob", tuple((b.id, attacker.id) for b in blockers)))
    pass_both(game)


def test_510_4_first_strike_deals_its_damage_in_a_step_of_its_own() -> None:
    game = new_game()
    knight = put(game, "White Knight")
    bears = put(game, "Grizzly Bears", "Bob")
    fight(game, knight, bears)
    assert game.turn.step is Step.FIRST_STRIKE_DAMAGE
    assert bears.id not in game  # destroyed before it could deal damage (704.5g)
    pass_both(game)
    assert game.turn.step is Step.COMBAT_DAMAGE and game.get(knight.id).status.damage == 0


def test_702_4b_double_strike_deals_damage_in_both_steps() -> None:
    game = new_game()
    swiftblade = put(game, "Boros Swiftblade")
    pass_both(game)
    game.apply(DeclareAttackers("Alice", ((swiftblade.id, "Bob"),)))
    pass_both(game)  # Bob has no creature: no declaration, but priority in the declare blockers step
    assert game.turn.step is Step.DECLARE_BLOCKERS and game.turn.pending is None
    pass_both(game)
    assert game.turn.step is Step.FIRST_STRIKE_DAMAGE and game.player("Bob").life == 19
    pass_both(game)
    assert game.turn.step is Step.COMBAT_DAMAGE and game.player("Bob").life == 18


def test_510_4_without_first_strike_there_is_one_damage_step() -> None:
    game = new_game()
    bears = put(game, "Grizzly Bears")
    pass_both(game)
    game.apply(DeclareAttackers("Alice", ((bears.id, "Bob"),)))
    pass_both(game)
    pass_both(game)
    assert game.turn.step is Step.COMBAT_DAMAGE and game.player("Bob").life == 18
    steps = [e.note for e in game.log if e.kind is EventKind.TURN_STEP]
    assert "first_strike_damage" not in steps


def test_510_1c_the_attackers_controller_divides_damage_among_its_blockers() -> None:
    game = new_game()
    wurm = put(game, "Craw Wurm")
    first, second = put(game, "Grizzly Bears", "Bob"), put(game, "Grizzly Bears", "Bob")
    pass_both(game)
    game.apply(DeclareAttackers("Alice", ((wurm.id, "Bob"),)))
    pass_both(game)
    game.apply(DeclareBlockers("Bob", ((first.id, wurm.id), (second.id, wurm.id))))
    pass_both(game)
    assert game.choice is not None and game.choice.question.player == "Alice"
    assert game.choice.question.options == tuple(str(n) for n in range(7))
    game.apply(Choose("Alice", ("6",)))  # all six to the first blocker, none to the second
    assert first.id not in game and game.get(second.id).status.damage == 0
    assert wurm.id not in game  # both blockers dealt their damage, 4 in all (510.2)


def test_510_1c_with_no_one_to_ask_lethal_damage_goes_to_each_blocker_in_order() -> None:
    game = new_game()
    wurm = put(game, "Craw Wurm")
    first, second = put(game, "Grizzly Bears", "Bob"), put(game, "Grizzly Bears", "Bob")
    attack(game, [wurm.id])
    block(game, [(first.id, wurm.id), (second.id, wurm.id)])
    combat_damage(game)
    damage = {
        e.new_object: e.note for e in game.log if e.kind is EventKind.DAMAGE_DEALT and e.object == wurm.id
    }
    assert damage == {first.id: "2", second.id: "4"}


def test_702_19b_trample_assigns_what_exceeds_lethal_damage_to_the_player() -> None:
    game = new_game()
    dreadmaw = put(game, "Colossal Dreadmaw")
    bears = put(game, "Grizzly Bears", "Bob")
    fight(game, dreadmaw, bears)
    assert game.choice is not None and game.choice.question.rule == "702.19b"
    assert game.choice.question.options == ("0", "1", "2", "3", "4")  # at most 6 - 2 to Bob
    game.apply(Choose("Alice", ("3",)))
    assert game.player("Bob").life == 17 and bears.id not in game


def test_702_2b_704_5h_deathtouch_damage_destroys_a_creature() -> None:
    game = new_game()
    wurm = put(game, "Craw Wurm")
    rats = put(game, "Typhoid Rats", "Bob")
    fight(game, wurm, rats)
    assert wurm.id not in game and rats.id not in game
    assert any(e.rule == "704.5h" for e in game.log if e.kind is EventKind.LEFT_BATTLEFIELD)


def test_702_2c_deathtouch_makes_one_damage_lethal_for_trample() -> None:
    game = PlayableGame(["Alice", "Bob"])
    rats = put(game, "Typhoid Rats")
    bears = put(game, "Grizzly Bears", "Bob")
    from mtgfaces.rules.state.effects import ContinuousEffect, Modification

    game.add_effect(
        ContinuousEffect(0, 0, Modification(add_abilities=("Trample",), power=2), objects=(rats.id,))
    )
    attack(game, [rats.id])
    block(game, [(bears.id, rats.id)])
    combat_damage(game)  # 3 power: 1 is lethal to the Bears, 2 trample over
    assert game.player("Bob").life == 18
    state_based_actions(game)
    assert bears.id not in game


def test_702_111b_menace_needs_two_blockers() -> None:
    game = new_game()
    brute = put(game, "Boggart Brute")
    first, second = put(game, "Grizzly Bears", "Bob"), put(game, "Grizzly Bears", "Bob")
    pass_both(game)
    game.apply(DeclareAttackers("Alice", ((brute.id, "Bob"),)))
    pass_both(game)
    listed = {a for a in game.legal_actions("Bob") if isinstance(a, DeclareBlockers)}
    assert DeclareBlockers("Bob", ((first.id, brute.id),)) not in listed
    assert DeclareBlockers("Bob", ((first.id, brute.id), (second.id, brute.id))) in listed
    with pytest.raises(IllegalAction) as caught:
        game.apply(DeclareBlockers("Bob", ((first.id, brute.id),)))
    assert caught.value.code == ErrorCode.NOT_PERMITTED.value and caught.value.rule == "702.111b"


def liliana(game: PlayableGame, owner: str = "Bob") -> GameObject:
    status = Status(controlled_since=0, counters=(("loyalty", 3),))
    return game.put(DB.card("Liliana of the Veil"), zone=Zone.BATTLEFIELD, owner=owner, status=status)


def test_508_1b_a_creature_attacks_a_planeswalker_and_120_3c_its_damage_removes_loyalty() -> None:
    game = new_game()
    bears = put(game, "Grizzly Bears")
    walker = liliana(game)
    pass_both(game)
    assert DeclareAttackers("Alice", ((bears.id, walker.id),)) in game.legal_actions("Alice")
    game.apply(DeclareAttackers("Alice", ((bears.id, walker.id),)))
    assert game.get(bears.id).status.attacking == walker.id
    pass_both(game)
    pass_both(game)  # Bob, the defending player (506.2), has no creature to block with
    assert game.turn.step is Step.COMBAT_DAMAGE
    assert game.get(walker.id).status.counter("loyalty") == 1 and game.player("Bob").life == 20


def test_508_1b_only_an_opponents_planeswalker_can_be_attacked() -> None:
    game = new_game()
    bears = put(game, "Grizzly Bears")
    own = liliana(game, "Alice")
    pass_both(game)
    with pytest.raises(IllegalAction) as caught:
        game.apply(DeclareAttackers("Alice", ((bears.id, own.id),)))
    assert caught.value.rule == "508.1b"


def test_509_1a_the_planeswalkers_controller_blocks_for_it() -> None:
    game = new_game()
    bears = put(game, "Grizzly Bears")
    walker = liliana(game)
    guard = put(game, "Grizzly Bears", "Bob")
    pass_both(game)
    game.apply(DeclareAttackers("Alice", ((bears.id, walker.id),)))
    pass_both(game)
    assert game.to_act == "Bob"
    game.apply(DeclareBlockers("Bob", ((guard.id, bears.id),)))
    pass_both(game)
    assert game.get(walker.id).status.counter("loyalty") == 3


def test_702_1_keywords_separated_by_semicolons_are_separate_abilities() -> None:
    """Ancient Spider's "First strike; reach": it strikes first and can block a flyer."""
    game = new_game()
    spider = put(game, "Ancient Spider", "Bob")
    assert {"First strike", "Reach"} <= set(game.characteristics(spider).abilities)
    drake = put(game, "Wind Drake")
    pass_both(game)
    game.apply(DeclareAttackers("Alice", ((drake.id, "Bob"),)))
    pass_both(game)
    game.apply(DeclareBlockers("Bob", ((spider.id, drake.id),)))
    pass_both(game)
    assert game.turn.step is Step.FIRST_STRIKE_DAMAGE and drake.id not in game
