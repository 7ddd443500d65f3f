"""Cyber Conversion: "Turn target creature face down. It's a 2/2 Cyberman
artifact creature." (708.2: the characteristics an effect lists are the
face-down permanent's copiable values, no name, text or mana cost; 708.2b:
nothing happens to one already face down; 712.16: nor to a double-faced
one; 708.5: only its controller may look at it.)"""

from __future__ import annotations

import json
import random

import pytest

import mtgfaces
from mtgfaces.cards.characteristics import Zone
from mtgfaces.errors import IllegalAction
from mtgfaces.rules.actions import casting, faces, resolving
from mtgfaces.rules.play import PlayableGame
from mtgfaces.rules.seat import Seat
from mtgfaces.rules.state.events import EventKind
from mtgfaces.rules.state.game import Game, Step, Turn
from mtgfaces.rules.state.status import FaceDown, Status
from mtgfaces.rules.state.views import view_for
from tests.rules.builders import put

CONVERSION = "Cyber Conversion"


def _convert(game: Game, target: int) -> None:
    conversion = put(game, CONVERSION, Zone.HAND)
    casting.cast(game, conversion.id, targets=[target])
    resolving.resolve(game)


def test_708_2_it_becomes_a_face_down_2_2_cyberman_artifact_creature_the_same_object() -> None:
    game = Game(["Alice", "Bob"])
    giant = put(game, "Hill Giant", owner="Bob", counters=(("+1/+1", 1),))
    _convert(game, giant.id)
    turned = game.get(giant.id)  # the same object (708.2 is no zone change)
    assert turned.status.face_down is FaceDown.CYBERMAN and turned.status.counter("+1/+1") == 1
    value = game.characteristics(turned)
    assert (value.name, value.type_line, value.power, value.toughness) == (
        None,
        "Artifact Creature — Cyberman",
        "3",
        "3",
    )  # a 2/2 with its +1/+1 counter still on it (613.4c)
    assert str(value.mana_cost) == "" and value.rules_text == "" and value.colors == ()
    assert [e.kind for e in game.log if e.object == giant.id][-1] is EventKind.TURNED_FACE_DOWN


def test_708_5_708_6_its_controller_sees_the_card_the_caster_only_what_it_is_face_down() -> None:
    game = Game(["Alice", "Bob"])
    giant = put(game, "Hill Giant", owner="Bob")
    _convert(game, giant.id)
    alice = view_for(game, "Alice").battlefield[0]
    assert alice.card is None and alice.id is None
    assert alice.description == "face-down creature #1 (turned face down, a Cyberman)"
    assert (
        alice.characteristics is not None
        and alice.characteristics.type_line == "Artifact Creature — Cyberman"
    )
    bob = view_for(game, "Bob").battlefield[0]
    assert bob.card is not None and bob.card.name == "Hill Giant"


def test_708_2b_a_face_down_creature_stays_as_it_was() -> None:
    game = Game(["Alice", "Bob"])
    manifested = put(game, "Hill Giant", owner="Bob", face_down=FaceDown.MANIFEST)
    _convert(game, manifested.id)
    assert game.get(manifested.id).status.face_down is FaceDown.MANIFEST
    assert any(e.kind is EventKind.IGNORED and e.rule == "708.2b" for e in game.log)
    assert game.characteristics(manifested.id).type_line == "Creature"


def test_712_16_a_double_faced_creature_isnt_turned_face_down() -> None:
    game = Game(["Alice", "Bob"])
    delver = put(game, "Delver of Secrets // Insectile Aberration", owner="Bob")
    _convert(game, delver.id)
    assert not game.get(delver.id).is_face_down


def test_708_7_it_can_be_turned_face_up_only_by_a_way_its_card_allows() -> None:
    game = Game(["Alice", "Bob"])
    giant = put(game, "Hill Giant")  # no morph: it stays a Cyberman
    cutthroat = put(game, "Zombie Cutthroat")  # morph: turned face up for its morph cost (702.37e)
    _convert(game, giant.id)
    _convert(game, cutthroat.id)
    with pytest.raises(IllegalAction):  # a Hill Giant face down has no way to be turned face up
        faces.turn_face_up(game, giant.id, player="Alice")
    faces.turn_face_up(game, cutthroat.id, player="Alice")
    assert game.characteristics(cutthroat.id).name == "Zombie Cutthroat"


def test_708_5_the_other_player_learns_nothing_of_a_cyberman_that_differs_only_in_its_card() -> None:
    seen = set()
    for hidden in ("Hill Giant", "Grizzly Bears", "Forest"):
        game = PlayableGame(["Alice", "Bob"], rng=random.Random(3))
        game.set_turn(Turn("Alice", Step.MAIN1, number=3))
        card = mtgfaces.card(hidden)
        game.put(card, zone=Zone.BATTLEFIELD, owner="Bob", status=Status(face_down=FaceDown.CYBERMAN))
        seat = Seat(game, "Alice", rng=random.Random(9))
        seen.add(json.dumps([seat.export(), seat.view_text()], sort_keys=True, default=str))
    assert len(seen) == 1
