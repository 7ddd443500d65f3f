"""Compiled effects that turn a permanent face down (issue 17, 708.2)."""

from __future__ import annotations

from mtgfaces.cards.characteristics import Zone
from mtgfaces.rules.actions import activating, combat, faces, moves, resolving
from mtgfaces.rules.state.choices import Answering
from mtgfaces.rules.state.game import Game
from tests.rules.builders import put


def test_708_2a_turn_it_face_down_wall_of_deceit() -> None:
    game = Game(["Alice", "Bob"])
    wall = put(game, "Wall of Deceit")  # "{3}: Turn Wall of Deceit face down." and morph
    activating.activate(game, wall.id, 1)
    resolving.resolve(game)
    down = game.get(wall.id)  # the same object (708.2b)
    value = game.characteristics(down)
    assert down.zone is Zone.BATTLEFIELD and down.is_face_down
    assert value.name is None and (value.power, value.toughness) == ("2", "2")


def test_701_58a_509_1b_cloak_then_attach_it_can_t_be_blocked_cryptic_coat() -> None:
    game = Game(["Alice", "Bob"])
    put(game, "Island", Zone.LIBRARY)
    coat = put(game, "Cryptic Coat", Zone.HAND)
    moves.put_onto_battlefield(game, coat.id)
    resolving.resolve_all(game)
    (cloaked,) = [o for o in game.objects(Zone.BATTLEFIELD) if o.is_face_down]
    (equipment,) = [o for o in game.objects(Zone.BATTLEFIELD) if o.card.name == "Cryptic Coat"]
    assert equipment.status.attached_to == cloaked.id
    value = game.characteristics(cloaked)
    assert value.power == "3" and value.abilities[-1] == "This creature can't be blocked."
    blocker = put(game, "Grizzly Bears", owner="Bob")
    assert combat.can_block(game, game.get(blocker.id), game.get(cloaked.id)) is not None


def test_614_1c_613_4b_as_it_is_turned_face_up_it_becomes_your_choice_of_5_1_or_1_5_aquamorph_entity() -> (
    None
):
    game = Game(["Alice", "Bob"])
    entity = put(game, "Aquamorph Entity", Zone.HAND)
    moves.put_onto_battlefield(game, entity.id, face_down=True)
    (down,) = game.objects(Zone.BATTLEFIELD)
    game.answering = Answering([("1/5",)])
    faces.turn_face_up(game, down.id, using="effect")
    value = game.characteristics(down.id)
    assert (value.power, value.toughness) == ("1", "5")


def test_400_7_708_2_exile_it_then_return_it_face_down_shorecrasher_elemental() -> None:
    game = Game(["Alice", "Bob"])
    elemental = put(game, "Shorecrasher Elemental")
    activating.activate(game, elemental.id, 1)  # {U}: exile it, then return it face down
    resolving.resolve(game)
    (returned,) = game.objects(Zone.BATTLEFIELD)
    assert returned.id != elemental.id and returned.is_face_down  # a new object (400.7)
    assert returned.card.name == "Shorecrasher Elemental" and game.objects(Zone.EXILE) == []
