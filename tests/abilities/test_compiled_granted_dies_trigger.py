"""Compiled "Until end of turn, that creature gains "[ability]"" (CR 113.1a,
611.2a), with Malakir Rebirth, the front face of Malakir Rebirth // Malakir
Mire: "Choose target creature. You lose 2 life. Until end of turn, that
creature gains "When this creature dies, return it to the battlefield
tapped under its owner's control."" The granted ability is a leaves-the-
battlefield ability: it triggers as the creature dies, looking back at the
abilities it had then (603.10a); it returns the card the creature became
(400.7), under its owner's control (110.2a), tapped (110.5b). The permanent
that returns is a new object, without the ability (400.7)."""

from __future__ import annotations

from mtgfaces.cards.characteristics import Zone
from mtgfaces.cards.model import Side
from mtgfaces.rules.actions import casting, regeneration, resolving, turns
from mtgfaces.rules.pool import card_coverage
from mtgfaces.rules.state.game import Game, Step, Turn
from mtgfaces.rules.state.objects import GameObject
from tests.rules.builders import card, names, put

REBIRTH = "Malakir Rebirth // Malakir Mire"


def _game() -> Game:
    game = Game(["Alice", "Bob"])
    game.set_turn(Turn("Alice", Step.MAIN1, number=3))
    return game


def _rebirth(game: Game, target: GameObject) -> None:
    rebirth = put(game, REBIRTH, Zone.HAND)
    casting.cast(game, rebirth.id, side=Side.FRONT, targets=[target.id])
    resolving.resolve(game)


def _dies(game: Game, creature: GameObject) -> None:
    regeneration.destroy(game, creature.id)
    if game.objects(Zone.STACK):  # its dies trigger, if it has one
        resolving.resolve_all(game)


def test_malakir_rebirth_runs() -> None:
    assert card_coverage(card(REBIRTH)).implemented


def test_119_3_603_10a_you_lose_2_life_and_the_creature_returns_tapped_when_it_dies() -> None:
    game = _game()
    bears = put(game, "Grizzly Bears")
    _rebirth(game, bears)
    assert game.player("Alice").life == 18
    assert "Grizzly Bears" in names(game, Zone.BATTLEFIELD, "Alice")  # nothing happens yet
    _dies(game, bears)
    (back,) = game.objects(Zone.BATTLEFIELD, "Alice")
    assert back.card.name == "Grizzly Bears" and back.id != bears.id  # 400.7: a new object
    assert back.status.tapped
    assert names(game, Zone.GRAVEYARD, "Alice") == ["Malakir Rebirth // Malakir Mire"]


def test_110_2a_an_opponent_s_creature_returns_under_its_owner_s_control() -> None:
    game = _game()
    theirs = put(game, "Hill Giant", owner="Bob")
    _rebirth(game, theirs)
    _dies(game, theirs)
    assert names(game, Zone.BATTLEFIELD, "Bob") == ["Hill Giant"]
    assert names(game, Zone.BATTLEFIELD, "Alice") == []


def test_400_7_the_returned_creature_is_a_new_object_without_the_ability() -> None:
    game = _game()
    bears = put(game, "Grizzly Bears")
    _rebirth(game, bears)
    _dies(game, bears)
    (back,) = game.objects(Zone.BATTLEFIELD, "Alice")
    _dies(game, back)
    assert names(game, Zone.BATTLEFIELD) == []
    assert "Grizzly Bears" in names(game, Zone.GRAVEYARD, "Alice")


def test_514_2_the_ability_is_gone_after_the_turn_ends() -> None:
    game = _game()
    bears = put(game, "Grizzly Bears")
    _rebirth(game, bears)
    turns.next_turn(game)  # the cleanup step ends "until end of turn" effects
    _dies(game, bears)
    assert names(game, Zone.BATTLEFIELD) == []
    assert "Grizzly Bears" in names(game, Zone.GRAVEYARD, "Alice")
