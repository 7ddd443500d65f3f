"""Compiled "Whenever ~ deals combat damage to one or more blocking creatures,
manifest the top card of your library." (CR 510.3a, 603.2c: once for the
damage dealt together; 701.40a; issue 17: Arashin War Beast)."""

from __future__ import annotations

from mtgfaces.cards.characteristics import Zone
from mtgfaces.rules.actions import combat, resolving, turns
from mtgfaces.rules.state.game import Game, Step, Turn
from tests.rules.builders import put


def test_603_2c_combat_damage_to_two_blockers_manifests_once_arashin_war_beast() -> None:
    game = Game(["Alice", "Bob"])
    game.set_turn(Turn("Alice", Step.MAIN1, number=3))
    put(game, "Island", Zone.LIBRARY)
    put(game, "Forest", Zone.LIBRARY)
    beast = put(game, "Arashin War Beast", controlled_since=0)
    walls = [put(game, "Wall of Stone", owner="Bob") for _ in range(2)]
    turns.set_step(game, Step.DECLARE_ATTACKERS)
    combat.attack(game, [beast.id], defending="Bob")
    turns.set_step(game, Step.DECLARE_BLOCKERS)
    combat.block(game, [(w.id, beast.id) for w in walls], player="Bob")
    combat.combat_damage(game)
    assert len(game.objects(Zone.STACK)) == 1  # once, not once per blocker
    resolving.resolve(game)
    manifested = [o for o in game.objects(Zone.BATTLEFIELD, "Alice") if o.is_face_down]
    assert len(manifested) == 1


def test_510_3a_unblocked_combat_damage_to_a_player_does_not_trigger_arashin_war_beast() -> None:
    game = Game(["Alice", "Bob"])
    game.set_turn(Turn("Alice", Step.MAIN1, number=3))
    put(game, "Island", Zone.LIBRARY)
    beast = put(game, "Arashin War Beast", controlled_since=0)
    turns.set_step(game, Step.DECLARE_ATTACKERS)
    combat.attack(game, [beast.id], defending="Bob")
    combat.combat_damage(game)
    assert game.player("Bob").life == 14 and not game.objects(Zone.STACK)
