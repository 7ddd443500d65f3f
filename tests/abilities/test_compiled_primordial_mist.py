"""Primordial Mist: "Exile a face-down permanent you control face up: You may
play that card this turn." (602.2b: a cost paid with another permanent,
chosen as it is paid; 406.2, 708.9: exiled face up, shown to all; 608.2h:
"that card" is the card it became in exile, 400.7; 601.3, 305.1: played
from exile this turn only, 514.2.)"""

from __future__ import annotations

import pytest

from mtgfaces.cards.characteristics import Zone
from mtgfaces.errors import IllegalAction
from mtgfaces.rules.actions import activating, casting, resolving, turns
from mtgfaces.rules.save import dumps
from mtgfaces.rules.state.choices import Answering
from mtgfaces.rules.state.game import Game, Step, Turn
from mtgfaces.rules.state.objects import GameObject
from mtgfaces.rules.state.status import FaceDown
from mtgfaces.rules.state.views import view_for
from tests.rules.builders import put

MIST = "Primordial Mist"


def _exiled(game: Game, name: str) -> GameObject:
    (card,) = [o for o in game.objects(Zone.EXILE) if o.card.name == name]
    return card


def _mist_game() -> Game:
    game = Game(["Alice", "Bob"])
    game.set_turn(Turn("Alice", Step.MAIN1, number=3))
    put(game, MIST)
    return game


def _activate(game: Game, *answers: tuple[str, ...]) -> None:
    (mist,) = [o for o in game.objects(Zone.BATTLEFIELD) if o.card.name == MIST]
    game.answering = Answering(list(answers))
    activating.activate(game, mist.id, player="Alice")
    resolving.resolve(game)
    game.answering = None


def test_602_2b_406_2_the_face_down_permanent_is_exiled_face_up_and_may_be_cast_this_turn() -> None:
    game = _mist_game()
    bears = put(game, "Grizzly Bears", face_down=FaceDown.MANIFEST)
    _activate(game)
    assert bears.id not in game
    exiled = _exiled(game, "Grizzly Bears")
    assert not exiled.is_face_down
    assert view_for(game, "Bob").find(exiled.id) is not None  # face up in exile: every player sees it (406.3)
    casting.cast(game, exiled.id, player="Alice", from_zone=Zone.EXILE)
    resolving.resolve(game)
    assert [o.card.name for o in game.objects(Zone.BATTLEFIELD, "Alice")] == [MIST, "Grizzly Bears"]


def test_305_1_a_land_card_exiled_this_way_is_played_as_the_land_play() -> None:
    game = _mist_game()
    put(game, "Forest", face_down=FaceDown.MANIFEST_DREAD)
    _activate(game)
    forest = _exiled(game, "Forest")
    casting.play_land(game, forest.id, player="Alice", from_zone=Zone.EXILE)
    assert any(o.card.name == "Forest" and not o.is_face_down for o in game.objects(Zone.BATTLEFIELD))


def test_602_2b_the_player_chooses_which_face_down_permanent_to_exile() -> None:
    game = _mist_game()
    put(game, "Forest", face_down=FaceDown.MANIFEST)
    bolt = put(game, "Lightning Bolt", face_down=FaceDown.MANIFEST)
    _activate(game, (f"#{bolt.id}",))
    assert [o.card.name for o in game.objects(Zone.EXILE)] == ["Lightning Bolt"]
    assert sum(1 for o in game.objects(Zone.BATTLEFIELD) if o.is_face_down) == 1


def test_602_2b_only_a_face_down_permanent_its_controller_controls_pays_the_cost() -> None:
    game = _mist_game()
    put(game, "Grizzly Bears")  # face up
    put(game, "Hill Giant", owner="Bob", face_down=FaceDown.MANIFEST)  # Bob's
    (mist,) = [o for o in game.objects(Zone.BATTLEFIELD) if o.card.name == MIST]
    before = dumps(game)
    with pytest.raises(IllegalAction):
        activating.activate(game, mist.id, player="Alice")
    assert dumps(game) == before


def test_514_2_the_permission_ends_with_the_turn() -> None:
    game = _mist_game()
    put(game, "Lightning Bolt", face_down=FaceDown.MANIFEST)
    _activate(game)
    turns.next_turn(game)
    turns.next_turn(game)  # Alice's turn again
    bolt = _exiled(game, "Lightning Bolt")
    with pytest.raises(IllegalAction) as refused:
        casting.cast(game, bolt.id, player="Alice", from_zone=Zone.EXILE, targets=["Bob"])
    assert refused.value.code == "not_permitted"
