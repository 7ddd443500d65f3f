"""Compiled triggers of a transforming card's back face (CR 701.27e,
603.10a, issue 17): "When this creature transforms into ~ or dies, create a
1/1 green Phyrexian Saproling creature token" (Blightsower Thallid) triggers
as it transforms into that face, and as that face dies (looking back in
time), but not as its front face dies."""

from __future__ import annotations

from mtgfaces.cards.characteristics import Zone
from mtgfaces.cards.model import Side
from mtgfaces.rules.actions import faces, regeneration, resolving
from mtgfaces.rules.state.game import Game
from tests.rules.builders import names, put

THALLID = "Blightreaper Thallid // Blightsower Thallid"


def _saprolings(game: Game) -> int:
    return names(game, Zone.BATTLEFIELD, "Alice").count("Phyrexian Saproling Token")


def test_701_27e_when_this_creature_transforms_into_it_blightsower_thallid() -> None:
    game = Game(["Alice", "Bob"])
    thallid = put(game, THALLID)
    faces.transform(game, thallid.id)
    resolving.resolve(game)
    assert _saprolings(game) == 1


def test_603_10a_when_it_dies_as_the_back_face_blightsower_thallid() -> None:
    game = Game(["Alice", "Bob"])
    thallid = put(game, THALLID, up=Side.BACK)
    regeneration.destroy(game, thallid.id)
    resolving.resolve(game)
    assert _saprolings(game) == 1


def test_603_10a_the_front_face_dying_doesn_t_trigger_the_back_faces_ability_blightreaper_thallid() -> None:
    game = Game(["Alice", "Bob"])
    thallid = put(game, THALLID)
    regeneration.destroy(game, thallid.id)
    assert game.objects(Zone.STACK) == [] and _saprolings(game) == 0
