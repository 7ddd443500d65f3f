"""Karona's Zealot: "When ~ is turned face up, all damage that would be dealt
to it this turn is dealt to target creature instead." (614.1a: a
replacement effect; 514.2: it ends with the turn; 400.7: only while both
are the same objects; 510.2: combat damage dealt instead is combat damage.)"""

from __future__ import annotations

from mtgfaces.cards.characteristics import Zone
from mtgfaces.rules.actions import casting, combat, faces, moves, resolving, turns
from mtgfaces.rules.sba import state_based_actions
from mtgfaces.rules.state.choices import Answering
from mtgfaces.rules.state.events import EventKind
from mtgfaces.rules.state.game import Game, Step, Turn
from mtgfaces.rules.state.objects import GameObject
from mtgfaces.rules.state.status import FaceDown
from tests.rules.builders import names, put

ZEALOT = "Karona's Zealot"


def _zealot_turned_up(game: Game, target: int) -> GameObject:
    zealot = put(game, ZEALOT, face_down=FaceDown.MORPH)
    game.answering = Answering([(f"#{target}",)])
    faces.turn_face_up(game, zealot.id, player="Alice")
    resolving.resolve_all(game)
    game.answering = None
    return zealot


def _bolt(game: Game, target: int) -> None:
    bolt = put(game, "Lightning Bolt", Zone.HAND, owner="Bob")
    casting.cast(game, bolt.id, player="Bob", targets=[target])
    resolving.resolve(game)
    state_based_actions(game)


def test_614_1a_damage_to_it_is_dealt_to_the_target_creature_instead_karonas_zealot() -> None:
    game = Game(["Alice", "Bob"])
    giant = put(game, "Hill Giant", owner="Bob")
    zealot = _zealot_turned_up(game, giant.id)
    _bolt(game, zealot.id)  # Bob's Bolt at the Zealot
    assert game.get(zealot.id).status.damage == 0
    assert names(game, Zone.GRAVEYARD, "Bob") == ["Lightning Bolt", "Hill Giant"]
    (dealt,) = [e for e in game.log if e.kind is EventKind.DAMAGE_DEALT]
    assert (dealt.new_object, dealt.note) == (giant.id, "3")  # the Bolt's 3, to the Giant


def test_510_2_combat_damage_dealt_instead_is_still_combat_damage_to_the_other_creature() -> None:
    game = Game(["Alice", "Bob"])
    game.set_turn(Turn("Bob", Step.BEGINNING_OF_COMBAT, number=4))
    bears = put(game, "Grizzly Bears", owner="Bob")
    giant = put(game, "Hill Giant", owner="Bob", controlled_since=0)
    zealot = _zealot_turned_up(game, bears.id)
    combat.attack(game, [giant.id], defending="Alice")
    combat.block(game, [(zealot.id, giant.id)])
    combat.combat_damage(game)
    state_based_actions(game)
    assert game.get(zealot.id).status.damage == 0
    assert game.get(giant.id).status.damage == 2  # the Zealot's own damage is dealt as usual
    assert "Grizzly Bears" in names(game, Zone.GRAVEYARD, "Bob")
    to_bears = [e for e in game.log if e.kind is EventKind.DAMAGE_DEALT and e.new_object == bears.id]
    assert [(e.object, e.rule, e.note) for e in to_bears] == [(giant.id, "510.2", "3")]


def test_614_1a_with_the_target_gone_damage_is_dealt_to_it_as_usual() -> None:
    game = Game(["Alice", "Bob"])
    giant = put(game, "Hill Giant", owner="Bob")
    zealot = _zealot_turned_up(game, giant.id)
    moves.move(game, giant.id, Zone.HAND)
    _bolt(game, zealot.id)
    assert game.get(zealot.id).status.damage == 3


def test_514_2_the_effect_ends_with_the_turn_karonas_zealot() -> None:
    game = Game(["Alice", "Bob"])
    game.set_turn(Turn("Alice", Step.MAIN2, number=3))
    giant = put(game, "Hill Giant", owner="Bob")
    zealot = _zealot_turned_up(game, giant.id)
    turns.next_turn(game)
    _bolt(game, zealot.id)
    assert game.get(zealot.id).status.damage == 3
    assert game.get(giant.id).status.damage == 0


def test_400_7_only_damage_to_it_not_to_another_creature() -> None:
    game = Game(["Alice", "Bob"])
    giant = put(game, "Hill Giant", owner="Bob")
    bears = put(game, "Grizzly Bears")
    _zealot_turned_up(game, giant.id)
    _bolt(game, bears.id)
    assert names(game, Zone.GRAVEYARD, "Alice") == ["Grizzly Bears"]
    assert game.get(giant.id).status.damage == 0
