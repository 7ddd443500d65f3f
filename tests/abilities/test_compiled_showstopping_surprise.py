"""Showstopping Surprise: "Choose target creature you control. Turn it face
up if it's face down. Then it deals damage equal to its power to each other
creature." (601.2c: the target chosen as it is cast; 708.7, 708.8: turned
face up by the effect; 120.3, 608.2h: its power as it resolves.)"""

from __future__ import annotations

import pytest

from mtgfaces.cards.characteristics import Zone
from mtgfaces.errors import IllegalAction
from mtgfaces.rules.actions import casting, moves, resolving
from mtgfaces.rules.save import dumps
from mtgfaces.rules.sba import state_based_actions
from mtgfaces.rules.state.choices import Answering
from mtgfaces.rules.state.events import EventKind
from mtgfaces.rules.state.game import Game
from mtgfaces.rules.state.status import FaceDown
from tests.rules.builders import names, put

SURPRISE = "Showstopping Surprise"


def _cast(game: Game, target: int) -> None:
    surprise = put(game, SURPRISE, Zone.HAND)
    casting.cast(game, surprise.id, targets=[target])
    resolving.resolve(game)
    state_based_actions(game)


def test_708_8_120_3_a_face_down_creature_turns_face_up_and_deals_its_printed_power_to_each_other() -> None:
    game = Game(["Alice", "Bob"])
    cutthroat = put(game, "Zombie Cutthroat", face_down=FaceDown.MORPH)  # 3/4 face up, 2/2 face down
    bears = put(game, "Grizzly Bears")  # Alice's own: "each other creature"
    giant = put(game, "Hill Giant", owner="Bob")
    angler = put(game, "Gurmag Angler", owner="Bob")
    _cast(game, cutthroat.id)
    turned = game.get(cutthroat.id)
    assert not turned.is_face_down and turned.status.damage == 0  # not itself
    assert [e.object for e in game.log if e.kind is EventKind.TURNED_FACE_UP] == [cutthroat.id]
    assert sorted(names(game, Zone.GRAVEYARD, "Alice")) == ["Grizzly Bears", SURPRISE]
    assert names(game, Zone.GRAVEYARD, "Bob") == ["Hill Giant"]  # 3 damage: its power face up, not 2
    assert game.get(angler.id).status.damage == 3
    assert game.player("Bob").life == 20  # creatures only
    del bears, giant


def test_708_7_a_face_up_creature_just_deals_its_power_and_nothing_turns() -> None:
    game = Game(["Alice", "Bob"])
    angler = put(game, "Gurmag Angler")
    giant = put(game, "Hill Giant", owner="Bob")
    _cast(game, angler.id)
    assert not any(e.kind in (EventKind.TURNED_FACE_UP, EventKind.IGNORED) for e in game.log)
    assert names(game, Zone.GRAVEYARD, "Bob") == ["Hill Giant"]
    del giant


def test_701_40g_a_manifested_instant_is_revealed_stays_face_down_and_deals_2() -> None:
    game = Game(["Alice", "Bob"])
    bolt = put(game, "Lightning Bolt", face_down=FaceDown.MANIFEST)
    giant = put(game, "Hill Giant", owner="Bob")
    _cast(game, bolt.id)
    assert game.get(bolt.id).is_face_down
    assert any(e.kind is EventKind.REVEALED and e.object == bolt.id for e in game.log)
    assert game.get(giant.id).status.damage == 2  # the face-down 2/2's power (708.2a)


def test_708_8_turning_it_face_up_triggers_its_own_ability_dragons_eye_savants() -> None:
    game = Game(["Alice", "Bob"])
    savants = put(game, "Dragon's Eye Savants", face_down=FaceDown.MORPH)  # 0/6 face up
    put(game, "Forest", Zone.HAND, owner="Bob")
    giant = put(game, "Hill Giant", owner="Bob")
    game.answering = Answering([], then_default=True)
    _cast(game, savants.id)
    assert game.get(giant.id).status.damage == 0  # its power is 0 face up
    resolving.resolve_all(game)  # "when ~ is turned face up": Alice looks at Bob's hand
    assert [(e.player, e.note) for e in game.log if e.kind is EventKind.LOOKED_AT] == [("Alice", "Forest")]


def test_115_1_the_target_is_a_creature_its_caster_controls() -> None:
    game = Game(["Alice", "Bob"])
    giant = put(game, "Hill Giant", owner="Bob")
    surprise = put(game, SURPRISE, Zone.HAND)
    before = dumps(game)
    with pytest.raises(IllegalAction):
        casting.cast(game, surprise.id, targets=[giant.id])
    assert dumps(game) == before


def test_608_2b_its_target_gone_it_does_nothing() -> None:
    game = Game(["Alice", "Bob"])
    cutthroat = put(game, "Zombie Cutthroat", face_down=FaceDown.MORPH)
    giant = put(game, "Hill Giant", owner="Bob")
    surprise = put(game, SURPRISE, Zone.HAND)
    casting.cast(game, surprise.id, targets=[cutthroat.id])
    moves.move(game, cutthroat.id, Zone.HAND)  # bounced in response
    resolving.resolve(game)
    assert game.get(giant.id).status.damage == 0
    assert not any(e.kind is EventKind.TURNED_FACE_UP for e in game.log)
