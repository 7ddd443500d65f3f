"""Soul Collector, compiled (CR 120.3, 603.10a, 400.7, 110.2): "Whenever a
creature dealt damage by ~ this turn dies, return that card to the
battlefield under your control." Played with the real cards through
combat."""

from __future__ import annotations

from mtgfaces.cards.characteristics import Zone
from mtgfaces.rules.actions import combat, moves, resolving, turns
from mtgfaces.rules.sba import state_based_actions
from mtgfaces.rules.state.game import Game, Step, Turn
from mtgfaces.rules.state.objects import GameObject
from tests.rules.builders import names, put

COLLECTOR = "Soul Collector"


def _fight(game: Game, blocker: str) -> tuple[GameObject, GameObject]:
    """Soul Collector (3/4) attacks Bob and ``blocker`` blocks it; combat damage is dealt."""
    game.set_turn(Turn("Alice", Step.BEGINNING_OF_COMBAT, number=3))
    collector = put(game, COLLECTOR, controlled_since=0)
    other = put(game, blocker, owner="Bob", controlled_since=0)
    combat.attack(game, [collector.id], defending="Bob")
    turns.set_step(game, Step.DECLARE_BLOCKERS)
    combat.block(game, [(other.id, collector.id)], player="Bob")
    turns.set_step(game, Step.COMBAT_DAMAGE)
    combat.combat_damage(game)
    state_based_actions(game)  # 704.5g: lethal damage
    return collector, other


def test_603_10a_110_2_a_creature_it_killed_returns_under_your_control() -> None:
    game = Game(["Alice", "Bob"])
    _fight(game, "Wind Drake")  # a 2/2 flier: it dies
    assert names(game, Zone.STACK) == [COLLECTOR]
    resolving.resolve(game)
    (drake,) = game.find("Wind Drake", [Zone.BATTLEFIELD])
    assert game.controller(drake) == "Alice" and drake.owner == "Bob"


def test_120_3_a_creature_it_damaged_that_dies_later_this_turn_returns_too() -> None:
    game = Game(["Alice", "Bob"])
    _, angel = _fight(game, "Giant Spider")  # a 2/4 with reach: 3 damage, it lives
    bears = put(game, "Grizzly Bears", owner="Bob")  # never dealt damage by it
    assert not game.objects(Zone.STACK)
    moves.move(game, bears.id, Zone.GRAVEYARD)
    assert not game.objects(Zone.STACK)  # 120.3: not dealt damage by it
    moves.move(game, angel.id, Zone.GRAVEYARD)  # it dies this turn
    resolving.resolve(game)
    (returned,) = game.find("Giant Spider", [Zone.BATTLEFIELD])
    assert game.controller(returned) == "Alice"


def test_120_3_damage_dealt_in_an_earlier_turn_doesnt_count() -> None:
    game = Game(["Alice", "Bob"])
    _, angel = _fight(game, "Giant Spider")
    turns.next_turn(game)  # the damage is removed (514.2); the turn is another
    moves.move(game, angel.id, Zone.GRAVEYARD)
    assert not game.objects(Zone.STACK) and names(game, Zone.GRAVEYARD, "Bob") == ["Giant Spider"]
