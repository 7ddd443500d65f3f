"""Yedora, Grave Gardener: a face-down permanent that is a Forest land
(603.10a, 700.4, 708.2, 205.1b, 208.3)."""

from __future__ import annotations

from mtgfaces.cards.characteristics import Zone
from mtgfaces.rules import save
from mtgfaces.rules.actions import combat, copying, moves, resolving
from mtgfaces.rules.sba import state_based_actions
from mtgfaces.rules.state.game import Game
from mtgfaces.rules.state.status import ObjectId
from tests.rules.builders import put

YEDORA = "Yedora, Grave Gardener"


def kill(game: Game, obj_id: ObjectId) -> None:
    combat.deal_damage(game, None, obj_id, 5)
    state_based_actions(game)


def test_700_4_another_nontoken_creature_of_yours_returns_as_a_face_down_forest() -> None:
    game = Game(["Alice", "Bob"])
    put(game, YEDORA)
    bears = put(game, "Grizzly Bears")
    kill(game, bears.id)
    resolving.resolve(game)
    (forest,) = [o for o in game.objects(Zone.BATTLEFIELD) if o.is_face_down]
    value = game.characteristics(forest)
    assert value.types == ("Land",) and value.subtypes == ("Forest",)
    assert (value.power, value.toughness, value.abilities, value.name) == (None, None, (), None)
    assert not combat.can_attack(game, [forest.id])  # not a creature (208.3, 508.1a)
    assert save.loads(save.dumps(game)) == game


def test_603_10a_tokens_opponents_creatures_and_yedora_itself_dont_trigger_it() -> None:
    game = Game(["Alice", "Bob"])
    yedora = put(game, YEDORA)
    token = game.get(copying.create_token_copy(game, put(game, "Grizzly Bears").id).new_objects[0])
    theirs = put(game, "Grizzly Bears", owner="Bob")
    for victim in (token.id, theirs.id):
        kill(game, victim)
    assert not game.objects(Zone.STACK)
    kill(game, yedora.id)
    assert not game.objects(Zone.STACK)


def test_400_7_a_card_that_left_the_graveyard_isnt_returned() -> None:
    game = Game(["Alice", "Bob"])
    put(game, YEDORA)
    bears = put(game, "Grizzly Bears")
    kill(game, bears.id)
    (card,) = game.objects(Zone.GRAVEYARD)
    moves.move(game, card.id, Zone.EXILE)
    resolving.resolve(game)
    assert not any(o.is_face_down for o in game.objects(Zone.BATTLEFIELD))
