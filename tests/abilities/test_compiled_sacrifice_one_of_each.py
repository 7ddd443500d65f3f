"""Compiled "Each player sacrifices an artifact, a creature, an enchantment, a
land, and a planeswalker." (Release, the right half of Catch // Release;
issue 17): each player chooses in turn order from the active player
(101.4), then all are sacrificed at once (701.21a); one different permanent
for each type, as many types as they can: a permanent of two types stands
for one of them only when another can stand for the other."""

from __future__ import annotations

from mtgfaces.cards.characteristics import Zone
from mtgfaces.cards.model import Side
from mtgfaces.rules.abilities.compiler import compile_line
from mtgfaces.rules.actions import casting, resolving
from mtgfaces.rules.play import PlayableGame
from mtgfaces.rules.state.abilities import SpellAbility
from mtgfaces.rules.state.decisions import Cast, Choose, PassPriority
from mtgfaces.rules.state.game import Game, Step, Turn
from tests.rules.builders import names, put

CARD = "Catch // Release"
LINE = "Each player sacrifices an artifact, a creature, an enchantment, a land, and a planeswalker."


def _game() -> Game:
    game = Game(["Alice", "Bob"])
    game.set_turn(Turn("Alice", Step.MAIN1, number=3))
    return game


def _release(game: Game) -> None:
    release = put(game, CARD, Zone.HAND)
    casting.cast(game, release.id, side=Side.RIGHT)
    resolving.resolve(game)


def test_701_21a_the_line_compiles() -> None:
    assert isinstance(compile_line("Release", LINE, spell=True), SpellAbility)
    assert compile_line("Release", "Each player sacrifices a creature.", spell=True) is not None  # unchanged


def test_701_21a_each_player_sacrifices_one_of_each_type() -> None:
    game = _game()
    for who in ("Alice", "Bob"):
        for name in ("Ornithopter", "Grizzly Bears", "Glorious Anthem", "Forest", "Mountain"):
            put(game, name, owner=who)
        put(game, "Jace Beleren", owner=who, counters=(("loyalty", 3),))
    assert len(game.objects(Zone.BATTLEFIELD)) == 12
    _release(game)
    for who in ("Alice", "Bob"):
        # the first that can be chosen for each type: the Ornithopter as the artifact, the Bears as
        # the creature (the Ornithopter is taken), the first land
        assert sorted(names(game, Zone.BATTLEFIELD, who)) == ["Mountain"]
        assert len(game.objects(Zone.GRAVEYARD, who)) == 5 + (who == "Alice")  # and Release itself


def test_701_21a_an_artifact_creature_alone_is_sacrificed_once() -> None:
    game = _game()
    thopter = put(game, "Ornithopter", owner="Bob")
    forest = put(game, "Forest", owner="Bob")
    _release(game)
    assert thopter.id not in game and forest.id not in game
    assert sorted(names(game, Zone.GRAVEYARD, "Bob")) == ["Forest", "Ornithopter"]


def test_701_21a_the_artifact_creature_is_the_creature_when_another_can_be_the_artifact() -> None:
    game = _game()
    thopter = put(game, "Ornithopter", owner="Bob")  # first: the referee would take it as the artifact
    ring = put(game, "Sol Ring", owner="Bob")
    _release(game)  # the Ring must be the artifact, or no creature could be sacrificed
    assert thopter.id not in game and ring.id not in game
    assert sorted(names(game, Zone.GRAVEYARD, "Bob")) == ["Ornithopter", "Sol Ring"]


def test_101_4_the_active_player_chooses_first_then_each_in_turn_order() -> None:
    game = PlayableGame(["Alice", "Bob"], pay_costs=False)
    game.set_turn(Turn("Alice", Step.MAIN1, number=3))
    mine = [put(game, "Grizzly Bears"), put(game, "Hill Giant")]
    put(game, "Grizzly Bears", owner="Bob")
    giant = put(game, "Hill Giant", owner="Bob")
    release = put(game, CARD, Zone.HAND)
    game.apply(Cast("Alice", release.id, side=Side.RIGHT))
    game.apply(PassPriority("Alice"))
    game.apply(PassPriority("Bob"))
    assert game.choice is not None and game.choice.question.player == "Alice"  # the active player first
    assert game.choice.question.options == tuple(f"#{int(o.id)}" for o in mine)
    game.apply(Choose("Alice", (f"#{int(mine[0].id)}",)))
    assert game.choice is not None and game.choice.question.player == "Bob"
    game.apply(Choose("Bob", (f"#{int(giant.id)}",)))
    assert names(game, Zone.BATTLEFIELD, "Bob") == ["Grizzly Bears"]
    assert names(game, Zone.BATTLEFIELD, "Alice") == ["Hill Giant"]
