"""Compiled triggers of a transforming card's back face (CR 701.27e,
603.10a, issue 17): "When this creature transforms into ~ or dies, create a
1/1 green Phyrexian Saproling creature token" (Blightsower Thallid) triggers
as it transforms into that face, and as that face dies (looking back in
time), but not as its front face dies."""

from __future__ import annotations

from mtgfaces.cards.characteristics import Zone
from mtgfaces.cards.model import Side
from mtgfaces.rules.actions import faces, regeneration, resolving
from mtgfaces.rules.state.choices import Answering
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


def test_110_2a_put_target_card_from_a_graveyard_under_your_control_hideous_fleshwheeler() -> None:
    game = Game(["Alice", "Bob"])
    wheeler = put(game, "Nezumi Freewheeler // Hideous Fleshwheeler")
    bears = put(game, "Grizzly Bears", Zone.GRAVEYARD, owner="Bob")  # mana value 2, Bob's graveyard
    put(game, "Hill Giant", Zone.GRAVEYARD, owner="Bob")  # mana value 4: not a legal target
    game.answering = Answering([(f"#{int(bears.id)}",)])
    faces.transform(game, wheeler.id)
    resolving.resolve(game)
    (entered,) = [o for o in game.objects(Zone.BATTLEFIELD) if o.card.name == "Grizzly Bears"]
    assert game.controller(entered) == "Alice" and entered.owner == "Bob"
    assert "Hill Giant" in names(game, Zone.GRAVEYARD, "Bob")
