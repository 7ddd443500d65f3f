"""Whisperwood Elemental's sacrifice ability and the granted dies trigger
(CR 611.2c, 603.10a, 701.40a, 514.2)."""

from __future__ import annotations

import pytest

from mtgfaces.cards.characteristics import Zone
from mtgfaces.rules.actions import activating, combat, moves, resolving, turns
from mtgfaces.rules.sba import state_based_actions
from mtgfaces.rules.state.game import Game
from mtgfaces.rules.state.status import FaceDown
from tests.rules.builders import put

GRANTED = "When this creature dies, manifest the top card of your library."


@pytest.fixture
def game() -> Game:
    game = Game(["Alice", "Bob"])
    for name in ("Plains", "Island", "Forest"):
        put(game, name, Zone.LIBRARY)
    return game


def sacrifice_whisperwood(game: Game) -> None:
    elemental = put(game, "Whisperwood Elemental")
    activating.activate(game, elemental.id, "Sacrifice")
    assert game.objects(Zone.GRAVEYARD, "Alice")[0].card.name == "Whisperwood Elemental"
    resolving.resolve(game)


def test_611_2c_only_face_up_nontoken_creatures_there_as_it_resolves_gain_it(game: Game) -> None:
    bears = put(game, "Grizzly Bears")
    hidden = put(game, "Grizzly Bears", face_down=FaceDown.MANIFEST)
    theirs = put(game, "Grizzly Bears", owner="Bob")
    sacrifice_whisperwood(game)
    later = put(game, "Dark Confidant")
    assert GRANTED in game.characteristics(bears).abilities
    for other in (hidden, theirs, later):
        assert GRANTED not in game.characteristics(other).abilities


def test_603_10a_the_creature_dying_triggers_its_granted_ability_and_manifests(game: Game) -> None:
    bears = put(game, "Grizzly Bears")
    sacrifice_whisperwood(game)
    moves.move(game, bears.id, Zone.GRAVEYARD)
    (ability,) = game.objects(Zone.STACK)
    assert ability.ability is not None and ability.ability.source_name == "Grizzly Bears"
    resolving.resolve(game)
    (manifested,) = game.objects(Zone.BATTLEFIELD)
    assert manifested.status.face_down is FaceDown.MANIFEST and manifested.card.name == "Plains"


def test_704_5g_a_creature_destroyed_by_lethal_damage_triggers_it(game: Game) -> None:
    bears = put(game, "Grizzly Bears")
    sacrifice_whisperwood(game)
    combat.deal_damage(game, None, bears.id, 2)
    state_based_actions(game)
    assert [o.ability.source_name for o in game.objects(Zone.STACK) if o.ability] == ["Grizzly Bears"]


def test_700_4_exiled_isnt_dying_no_trigger(game: Game) -> None:
    bears = put(game, "Grizzly Bears")
    sacrifice_whisperwood(game)
    moves.move(game, bears.id, Zone.EXILE)
    assert game.objects(Zone.STACK) == []


def test_514_2_the_granted_ability_ends_with_the_turn(game: Game) -> None:
    bears = put(game, "Grizzly Bears")
    sacrifice_whisperwood(game)
    turns.next_turn(game)
    assert GRANTED not in game.characteristics(game.get(bears.id)).abilities
    moves.move(game, bears.id, Zone.GRAVEYARD)
    assert game.objects(Zone.STACK) == []


def test_603_10a_last_known_information_is_transient_and_not_saved(game: Game) -> None:
    bears = put(game, "Grizzly Bears")
    sacrifice_whisperwood(game)
    twin = game.copy()
    moves.move(game, bears.id, Zone.GRAVEYARD)
    assert bears.id in game.last_known
    moves.move(twin, bears.id, Zone.GRAVEYARD)
    resolving.resolve(game)
    assert game.last_known == {}
    resolving.resolve(twin)
    assert twin == game
