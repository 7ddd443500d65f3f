"""Compiled "Return all creatures blocking or blocked by target creature to
their owner's hand." (CR 509.1g, 506.4, issue 17: Trial // Error): the
creatures in a block with the target, not the target itself."""

from __future__ import annotations

from mtgfaces.cards.characteristics import Zone
from mtgfaces.cards.model import Side
from mtgfaces.rules.actions import casting, combat, resolving, turns
from mtgfaces.rules.state.game import Game, Step, Turn
from tests.rules.builders import names, put


def _combat(game: Game) -> tuple[int, int, int, int]:
    """Alice attacks with two Bears; Bob blocks the first with two Walls."""
    game.set_turn(Turn("Alice", Step.MAIN1, number=3))
    first, second = (put(game, "Grizzly Bears", controlled_since=0) for _ in range(2))
    walls = [put(game, "Wall of Stone", owner="Bob") for _ in range(2)]
    turns.set_step(game, Step.DECLARE_ATTACKERS)
    combat.attack(game, [first.id, second.id], defending="Bob")
    turns.set_step(game, Step.DECLARE_BLOCKERS)
    combat.block(game, [(walls[0].id, first.id), (walls[1].id, first.id)], player="Bob")
    return int(first.id), int(second.id), int(walls[0].id), int(walls[1].id)


def test_509_1g_return_all_creatures_blocking_target_attacker_trial() -> None:
    game = Game(["Alice", "Bob"])
    first, second, _, _ = _combat(game)
    trial = put(game, "Trial // Error", Zone.HAND, owner="Bob")
    casting.cast(game, trial.id, player="Bob", side=Side.LEFT, targets=[first])
    resolving.resolve(game)
    assert names(game, Zone.HAND, "Bob") == ["Wall of Stone", "Wall of Stone"]
    assert first in game and second in game  # the target and the unblocked attacker stay


def test_509_1g_return_the_creature_a_target_blocker_blocks_trial() -> None:
    game = Game(["Alice", "Bob"])
    first, second, wall, other_wall = _combat(game)
    trial = put(game, "Trial // Error", Zone.HAND, owner="Bob")
    casting.cast(game, trial.id, player="Bob", side=Side.LEFT, targets=[wall])
    resolving.resolve(game)
    assert names(game, Zone.HAND, "Alice") == ["Grizzly Bears"] and first not in game
    assert wall in game and other_wall in game and second in game
