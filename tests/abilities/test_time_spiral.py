"""Zoetic Cavern: a land with morph (CR 702.37c, 708.2a, 305.9, 605.1a)."""

from __future__ import annotations

import pytest

from mtgfaces.cards.characteristics import Zone
from mtgfaces.errors import IllegalAction
from mtgfaces.rules.actions import activating, casting, faces, resolving
from mtgfaces.rules.state.game import Game
from mtgfaces.rules.state.status import FaceDown
from tests.rules.builders import put


@pytest.fixture
def game() -> Game:
    return Game(["Alice", "Bob"])


def test_702_37c_zoetic_cavern_cast_face_down_is_a_2_2_with_no_mana_ability(game: Game) -> None:
    cavern = put(game, "Zoetic Cavern", Zone.HAND)
    casting.cast(game, cavern.id, face_down=FaceDown.MORPH)
    resolving.resolve(game)
    (permanent,) = game.objects(Zone.BATTLEFIELD)
    value = game.characteristics(permanent)
    assert (value.types, value.power, value.toughness) == (("Creature",), "2", "2")
    with pytest.raises(IllegalAction) as refused:
        activating.verify_activate(game, permanent.id, 1)
    assert refused.value.code == "no_such_ability"
    assert game.player("Alice").lands_played == 0


def test_702_37e_zoetic_cavern_turned_face_up_is_a_land_that_taps_for_colorless(game: Game) -> None:
    cavern = put(game, "Zoetic Cavern", Zone.HAND)
    casting.cast(game, cavern.id, face_down=FaceDown.MORPH)
    resolving.resolve(game)
    (permanent,) = game.objects(Zone.BATTLEFIELD)
    faces.turn_face_up(game, permanent.id, using="morph")
    now = game.get(permanent.id)
    assert game.characteristics(now).types == ("Land",)
    out = activating.activate(game, now.id, 1)
    assert [e.note for e in out.events if e.kind.value == "mana_added"] == ["{C}"]


def test_305_9_zoetic_cavern_can_be_played_but_not_cast_face_up(game: Game) -> None:
    cavern = put(game, "Zoetic Cavern", Zone.HAND)
    assert not casting.can_cast(game, cavern.id)
    casting.play_land(game, cavern.id)
    assert game.player("Alice").lands_played == 1
