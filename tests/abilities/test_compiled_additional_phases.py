"""Compiled "After this main phase, there is an additional combat phase
followed by an additional main phase." (CR 500.8, 505.1a), with Resurgence,
the right half of Response // Resurgence: the phases come right after the
main phase it resolves in, the most recently added first; the additional
main phase is a postcombat main phase; added during the precombat main
phase, the turn's own combat and postcombat main phase still follow. Played
through the game loop: the steps are read from the log."""

from __future__ import annotations

import random

from mtgfaces.cards.characteristics import Zone
from mtgfaces.cards.model import Side
from mtgfaces.rules.load import loads
from mtgfaces.rules.play import PlayableGame
from mtgfaces.rules.pool import card_coverage
from mtgfaces.rules.save import dumps
from mtgfaces.rules.state.decisions import Cast, Choose, DeclareAttackers, DeclareBlockers, PassPriority
from mtgfaces.rules.state.events import EventKind
from mtgfaces.rules.state.game import Step, Turn
from mtgfaces.rules.state.objects import GameObject
from mtgfaces.rules.state.permissions import RuleEffectKind
from mtgfaces.rules.state.values import Pending
from tests.rules.builders import card, put

RESURGENCE = "Response // Resurgence"
COMBAT = ["beginning_of_combat", "declare_attackers", "end_of_combat"]
FIGHT = ["beginning_of_combat", "declare_attackers", "declare_blockers"]
FIGHT += ["first_strike_damage", "combat_damage", "end_of_combat"]  # 510.4: it has first strike


def _game(step: Step = Step.MAIN1) -> PlayableGame:
    game = PlayableGame(["Alice", "Bob"], rng=random.Random(5), pay_costs=False)
    game.set_turn(Turn("Alice", step, number=3, priority="Alice", passes=0))
    for _ in range(3):
        put(game, "Island", Zone.LIBRARY, owner="Bob")  # Bob's next turn's draw
    return game


def _resurgence(game: PlayableGame) -> None:
    resurgence = put(game, RESURGENCE, Zone.HAND)
    game.apply(Cast("Alice", resurgence.id, side=Side.RIGHT))
    game.apply(PassPriority("Alice"))
    game.apply(PassPriority("Bob"))  # it resolves
    assert not game.objects(Zone.STACK)


def _play_out_the_turn(game: PlayableGame, attackers: tuple[GameObject, ...] = ()) -> list[str]:
    """Everyone passes, the attackers attack each combat, no one blocks; the
    steps entered until Bob's turn begins."""
    start = len(game.log)
    while game.turn.active == "Alice":
        if game.choice is not None:  # the first option offered
            question = game.choice.question
            game.apply(Choose(question.player, question.options[: question.minimum or 1]))
        elif game.turn.pending is Pending.ATTACKERS:
            game.apply(DeclareAttackers("Alice", tuple((a.id, "Bob") for a in attackers)))
        elif game.turn.pending is Pending.BLOCKERS:
            game.apply(DeclareBlockers("Bob"))
        else:
            who = game.to_act
            assert who is not None
            game.apply(PassPriority(who))
    steps = [e.note for e in game.log[start:] if e.kind is EventKind.TURN_STEP]
    return steps[: steps.index("end") + 1]


def test_resurgence_runs() -> None:
    assert card_coverage(card(RESURGENCE)).implemented


def test_500_8_after_the_precombat_main_phase_an_additional_combat_and_main_then_the_turn_s_own() -> None:
    game = _game()
    _resurgence(game)
    steps = _play_out_the_turn(game)
    assert steps == [*COMBAT, "main2", *COMBAT, "main2", "end"]


def test_500_8_after_the_postcombat_main_phase_one_more_combat_and_main() -> None:
    game = _game(Step.MAIN2)
    _resurgence(game)
    assert _play_out_the_turn(game) == [*COMBAT, "main2", "end"]


def test_500_8_two_resolved_in_one_main_phase_add_two_pairs() -> None:
    game = _game(Step.MAIN2)
    _resurgence(game)
    _resurgence(game)
    assert _play_out_the_turn(game) == [*COMBAT, "main2", *COMBAT, "main2", "end"]


def test_506_1_with_vigilance_a_creature_attacks_in_both_combats() -> None:
    game = _game()
    bears = put(game, "Grizzly Bears", controlled_since=0)
    _resurgence(game)
    steps = _play_out_the_turn(game, (bears,))
    assert steps == [*FIGHT, "main2", *FIGHT, "main2", "end"]
    assert game.player("Bob").life == 16
    assert not game.get(bears.id).status.tapped  # 702.20b: vigilance


def test_514_2_nothing_is_left_of_it_after_the_turn() -> None:
    game = _game()
    _resurgence(game)
    _play_out_the_turn(game)
    assert not [e for e in game.rule_effects if e.kind is RuleEffectKind.PHASES_TO_COME]


def test_500_8_the_phases_to_come_survive_a_save() -> None:
    game = _game()
    _resurgence(game)
    text = dumps(game)
    loaded = loads(text, game_class=PlayableGame)
    assert isinstance(loaded, PlayableGame) and dumps(loaded) == text
    assert _play_out_the_turn(loaded) == [*COMBAT, "main2", *COMBAT, "main2", "end"]


def test_505_1b_your_second_main_phase_is_the_additional_one_not_every_postcombat_one() -> None:
    game = _game()
    for _ in range(6):
        put(game, "Island", Zone.LIBRARY)  # for manifest dread (701.62a)
    put(game, "Defiant Survivor", tapped=True, controlled_since=0)
    _resurgence(game)
    _play_out_the_turn(game)
    dreaded = [e for e in game.log if e.kind is EventKind.ABILITY_TRIGGERED and "Defiant Survivor" in e.note]
    assert len(dreaded) == 1
    assert len([o for o in game.objects(Zone.BATTLEFIELD, "Alice") if o.is_face_down]) == 1
