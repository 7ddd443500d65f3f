"""Compiled "When ~ has flying, flip it." (Student of Elements // Tobita,
Master of Winds; CR 603.8, 710.2, issue 17): a state-triggered ability,
which triggers as soon as the permanent has flying, and doesn't trigger
again while it is on the stack."""

from __future__ import annotations

from mtgfaces.cards.characteristics import Zone
from mtgfaces.rules.actions import casting, resolving
from mtgfaces.rules.save import dumps, loads
from mtgfaces.rules.state.game import Game, Step, Turn
from mtgfaces.rules.state.objects import GameObject
from tests.rules.builders import put

STUDENT = "Student of Elements // Tobita, Master of Winds"


def _game() -> tuple[Game, GameObject]:
    game = Game(["Alice", "Bob"])
    game.set_turn(Turn("Alice", Step.MAIN1, number=3))
    put(game, "Island", Zone.LIBRARY)
    return game, put(game, STUDENT, controlled_since=0)


def _jump(game: Game, student: GameObject) -> None:
    """Alice casts Jump ("Target creature gains flying until end of turn")
    on the Student and it resolves."""
    jump = put(game, "Jump", Zone.HAND)
    casting.cast(game, jump.id, targets=(student.id,))
    resolving.resolve(game)


def test_603_8_it_triggers_as_it_gains_flying_and_flips_student_of_elements() -> None:
    game, student = _game()
    _jump(game, student)
    (trigger,) = game.objects(Zone.STACK)
    assert trigger.ability is not None and trigger.ability.source == student.id
    resolving.resolve(game)
    tobita = game.characteristics(student.id)
    assert tobita.name == "Tobita, Master of Winds" and "Flying" in tobita.abilities


def test_603_8_without_flying_it_doesn_t_trigger_student_of_elements() -> None:
    game, student = _game()
    opt = put(game, "Opt", Zone.HAND)
    casting.cast(game, opt.id)
    resolving.resolve(game)
    assert game.objects(Zone.STACK) == []
    assert game.characteristics(student.id).name == "Student of Elements"


def test_603_8_it_doesn_t_trigger_again_while_it_is_on_the_stack_student_of_elements() -> None:
    game, student = _game()
    _jump(game, student)
    opt = put(game, "Opt", Zone.HAND)
    casting.cast(game, opt.id)  # another action while it still has flying
    assert len(game.objects(Zone.STACK)) == 2  # Opt above the one trigger
    game = loads(dumps(game))  # the trigger on the stack is saved and found again
    resolving.resolve_all(game)
    assert game.characteristics(student.id).name == "Tobita, Master of Winds"
    assert game.objects(Zone.STACK) == []


def test_603_8_an_aura_that_grants_flying_triggers_it_too_student_of_elements() -> None:
    game, student = _game()
    flight = put(game, "Flight", Zone.HAND)
    casting.cast(game, flight.id, targets=(student.id,))
    resolving.resolve(game)  # the Aura enters attached to it: the Student has flying
    assert len(game.objects(Zone.STACK)) == 1
    resolving.resolve(game)
    assert game.characteristics(student.id).name == "Tobita, Master of Winds"
