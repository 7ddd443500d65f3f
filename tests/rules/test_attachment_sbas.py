"""The state-based actions of attachments (704.5m, 704.5n, 704.5p): an Aura
attached to nothing or to something gone goes to its owner's graveyard; an
Equipment left attached to something gone becomes unattached and stays; any
other permanent attached to something becomes unattached. The random-games
property test found the last case missing: a save with an Equipment
attached to an object no longer in the game."""

from __future__ import annotations

from mtgfaces.cards.characteristics import Zone
from mtgfaces.rules import save
from mtgfaces.rules.actions import moves
from mtgfaces.rules.sba import state_based_actions
from mtgfaces.rules.state.game import Game
from tests.rules.builders import names, put


def test_704_5m_an_aura_whose_creature_died_goes_to_the_graveyard() -> None:
    game = Game(["Alice", "Bob"])
    bear = put(game, "Grizzly Bears", owner="Bob")
    pacifism = put(game, "Pacifism")
    moves.attach(game, pacifism.id, bear.id)
    moves.move(game, bear.id, Zone.GRAVEYARD)
    state_based_actions(game)
    assert names(game, Zone.GRAVEYARD, "Alice") == ["Pacifism"]


def test_704_5m_an_aura_attached_to_nothing_goes_to_the_graveyard() -> None:
    game = Game(["Alice", "Bob"])
    put(game, "Pacifism")
    state_based_actions(game)
    assert names(game, Zone.GRAVEYARD, "Alice") == ["Pacifism"]


def test_704_5n_an_equipment_left_attached_to_a_gone_creature_becomes_unattached_and_the_game_saves() -> None:
    game = Game(["Alice", "Bob"])
    bear = put(game, "Grizzly Bears")
    boots = put(game, "Trailblazer's Boots")
    moves.attach(game, boots.id, bear.id)
    moves.move(game, bear.id, Zone.GRAVEYARD)
    state_based_actions(game)
    found = game.get(boots.id)
    assert found.zone is Zone.BATTLEFIELD and found.status.attached_to is None
    assert save.dumps(save.loads(save.dumps(game))) == save.dumps(game)


def test_704_5p_a_creature_attached_to_something_becomes_unattached() -> None:
    game = Game(["Alice", "Bob"])
    bear, giant = put(game, "Grizzly Bears"), put(game, "Hill Giant")
    game.replace(bear._replace(status=bear.status._replace(attached_to=giant.id)))
    state_based_actions(game)
    assert game.get(bear.id).status.attached_to is None and game.get(bear.id).zone is Zone.BATTLEFIELD
    assert any(e.rule == "704.5p" for e in game.log)


def test_704_5n_an_equipment_attached_to_a_legal_creature_stays() -> None:
    game = Game(["Alice", "Bob"])
    bear = put(game, "Grizzly Bears")
    boots = put(game, "Trailblazer's Boots")
    moves.attach(game, boots.id, bear.id)
    state_based_actions(game)
    assert game.get(boots.id).status.attached_to == bear.id
