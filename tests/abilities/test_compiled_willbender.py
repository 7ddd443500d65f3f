"""Willbender: "When ~ is turned face up, change the target of target spell
or ability with a single target." (115.7a: only to another legal target of
it, else unchanged; 115.1a: a spell or an activated or triggered ability on
the stack; 708.8: the trigger of turning it face up.)"""

from __future__ import annotations

import pytest

from mtgfaces.cards.characteristics import Zone
from mtgfaces.rules.actions import activating, casting, faces, moves, resolving
from mtgfaces.rules.sba import state_based_actions
from mtgfaces.rules.state.choices import Answering, Asked
from mtgfaces.rules.state.events import EventKind
from mtgfaces.rules.state.game import Game
from mtgfaces.rules.state.objects import GameObject
from mtgfaces.rules.state.status import FaceDown
from tests.rules.builders import names, put

WILLBENDER = "Willbender"


def _on_stack(game: Game, name: str) -> GameObject:
    return next(o for o in game.objects(Zone.STACK) if o.card.name == name and o.ability is None)


def _turn_up(game: Game, *answers: tuple[str, ...]) -> None:
    """Alice turns Willbender face up (its trigger goes on the stack, above
    what is there) and everything resolves, with these answers."""
    willbender = put(game, WILLBENDER, face_down=FaceDown.MORPH)
    game.answering = Answering(list(answers))
    faces.turn_face_up(game, willbender.id, player="Alice")
    resolving.resolve_all(game)
    state_based_actions(game)


def test_115_7a_the_target_of_a_spell_changes_to_another_legal_target_willbender() -> None:
    game = Game(["Alice", "Bob"])
    bears = put(game, "Grizzly Bears")
    bolt = put(game, "Lightning Bolt", Zone.HAND, owner="Bob")
    casting.cast(game, bolt.id, player="Bob", targets=[bears.id])
    _turn_up(game, ("Bob",))  # its one target: the Bolt, not asked; the new target: Bob
    assert game.player("Bob").life == 17
    assert game.get(bears.id).status.damage == 0
    assert names(game, Zone.GRAVEYARD, "Bob") == ["Lightning Bolt"]


def test_115_7a_the_new_target_is_chosen_among_the_spells_legal_targets_only() -> None:
    game = Game(["Alice", "Bob"])
    bears = put(game, "Grizzly Bears")
    giant = put(game, "Hill Giant", owner="Bob")
    put(game, "Forest", owner="Bob")  # not a creature: never a target of Murder
    murder = put(game, "Murder", Zone.HAND, owner="Bob")
    casting.cast(game, murder.id, player="Bob", targets=[bears.id])
    willbender = put(game, WILLBENDER, face_down=FaceDown.MORPH)
    game.answering = Answering([])
    faces.turn_face_up(game, willbender.id, player="Alice")
    with pytest.raises(Asked) as asked:
        resolving.resolve(game)
    question = asked.value.question
    assert (question.player, question.rule) == ("Alice", "115.7a")
    assert sorted(question.options) == sorted([f"#{giant.id}", f"#{willbender.id}"])  # not the Bears again
    game.answering = Answering([(f"#{giant.id}",)])
    resolving.resolve_all(game)
    assert names(game, Zone.GRAVEYARD, "Bob") == ["Hill Giant", "Murder"]
    assert game.get(bears.id).zone is Zone.BATTLEFIELD


def test_115_7a_an_activated_ability_s_target_changes_prodigal_pyromancer() -> None:
    game = Game(["Alice", "Bob"])
    pyromancer = put(game, "Prodigal Pyromancer", owner="Bob", controlled_since=0)
    activating.activate(game, pyromancer.id, player="Bob", targets=["Alice"])
    _turn_up(game, ("Bob",))
    assert (game.player("Alice").life, game.player("Bob").life) == (20, 19)


def test_115_7a_a_triggered_ability_s_target_changes_flametongue_kavu() -> None:
    game = Game(["Alice", "Bob"])
    bears = put(game, "Grizzly Bears")
    giant = put(game, "Hill Giant", owner="Bob")
    kavu = put(game, "Flametongue Kavu", Zone.HAND, owner="Bob")
    game.answering = Answering([(f"#{bears.id}",)])  # Bob's Kavu aims at the Bears
    moves.put_onto_battlefield(game, kavu.id, under="Bob")
    (trigger,) = game.objects(Zone.STACK)
    assert trigger.ability is not None and dict(trigger.ability.options)["targets"] == f"#{bears.id}"
    _turn_up(game, (f"#{giant.id}",))
    assert any(e.kind is EventKind.BECAME_TARGET and e.object == giant.id for e in game.log)  # 115.1
    assert names(game, Zone.GRAVEYARD, "Bob") == ["Hill Giant"]
    assert game.get(bears.id).zone is Zone.BATTLEFIELD


def test_115_7a_with_no_other_legal_target_the_target_is_unchanged() -> None:
    game = Game(["Alice", "Bob"])
    giant = put(game, "Hill Giant", owner="Bob")  # Bob's only creature
    surprise = put(game, "Showstopping Surprise", Zone.HAND, owner="Bob")  # target creature you control
    casting.cast(game, surprise.id, player="Bob", targets=[giant.id])
    _turn_up(game)
    assert any(e.kind is EventKind.IGNORED and e.rule == "115.7a" for e in game.log)
    assert names(game, Zone.GRAVEYARD, "Alice") == [WILLBENDER]  # 3 damage from the Giant, still its target


def test_115_1a_a_spell_with_two_targets_or_none_is_no_target_of_willbender() -> None:
    game = Game(["Alice", "Bob"])
    bears = put(game, "Grizzly Bears")
    giant = put(game, "Hill Giant", owner="Bob")
    fire = put(game, "Fire // Ice", Zone.HAND, owner="Bob")
    casting.cast(game, fire.id, player="Bob", side="left", targets=[bears.id, giant.id])
    opt = put(game, "Opt", Zone.HAND, owner="Bob")
    casting.cast(game, opt.id, player="Bob")
    willbender = put(game, WILLBENDER, face_down=FaceDown.MORPH)
    faces.turn_face_up(game, willbender.id, player="Alice")
    # 603.3d: no legal target was there to choose, so it is removed from the stack
    assert not [o for o in game.objects(Zone.STACK) if o.ability is not None]
    assert any(e.kind is EventKind.IGNORED and e.rule == "603.3d" for e in game.log)
    assert _on_stack(game, "Fire // Ice").status.targets == (bears.id, giant.id)
