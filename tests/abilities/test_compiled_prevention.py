"""Compiled prevention and replacement of damage. Shields (615.7): "prevent
the next N damage that would be dealt to [any target / target creature]
this turn" prevents each 1 damage until the shield is used up, ends with
the turn (514.2), can't work when damage can't be prevented (615.12), and,
when two or more sources deal damage to the shielded one at once, its
player chooses which damage the shield prevents. "Damage that would reduce
your life total to less than 1 reduces it to 1 instead" and "all combat
damage that would be dealt to you by unblocked creatures is dealt to ~
instead", "if a source you control would deal noncombat damage to an
opponent, it deals that much damage plus 2 instead" (614.1a)."""

from __future__ import annotations

from mtgfaces.cards.characteristics import Zone
from mtgfaces.cards.model import Side
from mtgfaces.rules.actions import activating, casting, combat, resolving, turns
from mtgfaces.rules.pool import card_coverage
from mtgfaces.rules.sba import state_based_actions
from mtgfaces.rules.state.choices import Answering
from mtgfaces.rules.state.effects import Duration
from mtgfaces.rules.state.events import EventKind
from mtgfaces.rules.state.game import Game, Step
from mtgfaces.rules.state.permissions import RuleEffect, RuleEffectKind
from mtgfaces.rules.state.status import FaceDown
from tests.rules.builders import card, put


def bolt(game: Game, to: object, *, name: str = "Lightning Bolt", player: str = "Bob") -> None:
    spell = put(game, name, Zone.HAND, owner=player)
    casting.cast(game, spell.id, player=player, targets=[to])
    resolving.resolve(game)


def test_615_7_stand_prevents_the_next_2_damage_to_target_creature() -> None:
    assert card_coverage(card("Stand // Deliver")).missing == ()
    game = Game(["Alice", "Bob"])
    giant = put(game, "Hill Giant")  # 3/3
    stand = put(game, "Stand // Deliver", Zone.HAND)
    casting.cast(game, stand.id, side="left", targets=[giant.id])
    resolving.resolve(game)
    bolt(game, giant.id)  # 3 damage: 2 prevented, 1 dealt
    assert game.get(giant.id).status.damage == 1
    bolt(game, giant.id, name="Shock")  # the shield is used up
    assert game.get(giant.id).status.damage == 3


def test_615_7_a_shield_larger_than_the_damage_keeps_the_rest_this_turn_only() -> None:
    game = Game(["Alice", "Bob"])
    giant = put(game, "Hill Giant")
    stand = put(game, "Stand // Deliver", Zone.HAND)
    casting.cast(game, stand.id, side="left", targets=[giant.id])
    resolving.resolve(game)
    combat.deal_damage(game, None, giant.id, 1)  # 1 of the shield's 2
    assert game.get(giant.id).status.damage == 0
    combat.deal_damage(game, None, giant.id, 2)
    assert game.get(giant.id).status.damage == 1


def test_615_7_514_2_daru_healer_shields_any_target_until_the_turn_ends() -> None:
    assert card_coverage(card("Daru Healer")).missing == ()
    game = Game(["Alice", "Bob"])
    healer = put(game, "Daru Healer", controlled_since=0)
    activating.activate(game, healer.id, 1, targets=["Alice"])
    resolving.resolve(game)
    bolt(game, "Alice")
    assert game.player("Alice").life == 18  # 1 of 3 prevented
    healer_now = game.get(healer.id)
    game.replace(healer_now._replace(status=healer_now.status._replace(tapped=False)))
    activating.activate(game, healer.id, 1, targets=["Alice"])
    resolving.resolve(game)
    put(game, "Island", Zone.LIBRARY)
    put(game, "Island", Zone.LIBRARY, owner="Bob")
    turns.next_turn(game)  # 514.2: the shield ends in the cleanup step
    bolt(game, "Alice")
    assert game.player("Alice").life == 15


def test_615_12_damage_that_can_t_be_prevented_leaves_the_shield() -> None:
    game = Game(["Alice", "Bob"])
    giant = put(game, "Hill Giant")
    stand = put(game, "Stand // Deliver", Zone.HAND)
    casting.cast(game, stand.id, side="left", targets=[giant.id])
    resolving.resolve(game)
    game.add_rule_effect(
        RuleEffect(0, RuleEffectKind.DAMAGE_CANT_BE_PREVENTED, "Bob", until=Duration.END_OF_TURN)
    )
    bolt(game, giant.id)
    assert game.get(giant.id).status.damage == 3


def test_615_7_510_2_the_shielded_player_chooses_which_attacker_s_damage_it_prevents() -> None:
    game = Game(["Alice", "Bob"])
    healer = put(game, "Daru Healer", controlled_since=0)
    activating.activate(game, healer.id, 1, targets=["Alice"])
    resolving.resolve(game)
    bears = put(game, "Grizzly Bears", owner="Bob", controlled_since=0)
    giant = put(game, "Hill Giant", owner="Bob", controlled_since=0)
    game.turn = game.turn._replace(active="Bob")
    turns.set_step(game, Step.DECLARE_ATTACKERS)
    combat.attack(game, [bears.id, giant.id], defending="Alice")
    turns.set_step(game, Step.COMBAT_DAMAGE)
    game.answering = Answering([(f"#{giant.id}",)])
    combat.deal_combat_damage(game)
    game.answering = None
    dealt = {e.object: e.note for e in game.log if e.kind is EventKind.DAMAGE_DEALT}
    assert dealt == {giant.id: "2", bears.id: "2"}  # the Giant's damage first: 1 of its 3 prevented
    assert game.player("Alice").life == 16


def test_614_1a_120_3a_fortune_thief_keeps_your_life_at_1_against_damage_only() -> None:
    assert card_coverage(card("Fortune Thief")).missing == ()
    game = Game(["Alice", "Bob"])
    put(game, "Fortune Thief")
    put(game, "Fortune Thief", owner="Bob")  # his: not hers to keep
    game.set_player(game.player("Alice")._replace(life=3))
    game.set_player(game.player("Bob")._replace(life=2))
    bolt(game, "Alice")
    assert game.player("Alice").life == 1
    bolt(game, "Alice")  # the damage is still dealt (120.3f), her life stays
    assert game.player("Alice").life == 1
    assert [e.note for e in game.log if e.kind is EventKind.DAMAGE_DEALT] == ["3", "3"]
    combat.lose_life(game, "Alice", 1)  # life loss isn't damage
    assert game.player("Alice").life == 0
    bolt(game, "Bob", player="Alice")
    assert game.player("Bob").life == 1


def test_614_1a_708_2_a_face_down_fortune_thief_has_no_such_ability() -> None:
    game = Game(["Alice", "Bob"])
    put(game, "Fortune Thief", face_down=FaceDown.MORPH)
    game.set_player(game.player("Alice")._replace(life=3))
    bolt(game, "Alice")
    assert game.player("Alice").life == 0


def attack_alice(game: Game, *attackers: int) -> None:
    game.turn = game.turn._replace(active="Bob")
    turns.set_step(game, Step.DECLARE_ATTACKERS)
    combat.attack(game, list(attackers), defending="Alice")


def test_614_1a_509_1h_weathered_bodyguards_takes_the_unblocked_creatures_damage() -> None:
    assert card_coverage(card("Weathered Bodyguards")).missing == ()
    game = Game(["Alice", "Bob"])
    guards = put(game, "Weathered Bodyguards", controlled_since=0)  # 2/5
    wall = put(game, "Ornithopter", controlled_since=0)  # 0/2
    put(game, "Breakneck Rider // Neck Breaker", owner="Bob", up=Side.BACK, controlled_since=0)
    bears = put(game, "Grizzly Bears", owner="Bob", controlled_since=0)
    giant = put(game, "Hill Giant", owner="Bob", controlled_since=0)
    attack_alice(game, bears.id, giant.id)  # each +1/+0 and trample from Neck Breaker
    turns.set_step(game, Step.DECLARE_BLOCKERS)
    combat.block(game, [(wall.id, giant.id)], player="Alice")
    turns.set_step(game, Step.COMBAT_DAMAGE)
    combat.deal_combat_damage(game)
    assert game.get(guards.id).status.damage == 3  # the unblocked Bears' 3
    assert game.player("Alice").life == 18  # the blocked Giant's trample damage isn't redirected


def test_611_3a_708_2_tapped_or_face_down_weathered_bodyguards_take_nothing() -> None:
    game = Game(["Alice", "Bob"])
    guards = put(game, "Weathered Bodyguards", tapped=True)
    hidden = put(game, "Weathered Bodyguards", face_down=FaceDown.MORPH)
    bears = put(game, "Grizzly Bears", owner="Bob", controlled_since=0)
    attack_alice(game, bears.id)
    turns.set_step(game, Step.COMBAT_DAMAGE)
    combat.deal_combat_damage(game)
    assert game.player("Alice").life == 18
    assert game.get(guards.id).status.damage == game.get(hidden.id).status.damage == 0


def test_616_1_with_two_bodyguards_the_player_chooses_which_takes_the_damage() -> None:
    game = Game(["Alice", "Bob"])
    first = put(game, "Weathered Bodyguards")
    second = put(game, "Weathered Bodyguards")
    bears = put(game, "Grizzly Bears", owner="Bob", controlled_since=0)
    attack_alice(game, bears.id)
    turns.set_step(game, Step.COMBAT_DAMAGE)
    game.answering = Answering([(f"#{second.id}",)])
    combat.deal_combat_damage(game)
    game.answering = None
    assert (game.get(first.id).status.damage, game.get(second.id).status.damage) == (0, 2)
    assert game.player("Alice").life == 20


def test_614_1a_torture_pit_adds_2_to_noncombat_damage_your_sources_deal_an_opponent() -> None:
    assert card_coverage(card("Spiked Corridor // Torture Pit")).missing == ()
    game = Game(["Alice", "Bob"])
    put(game, "Spiked Corridor // Torture Pit", unlocked=frozenset({Side.RIGHT}))
    bolt(game, "Bob", player="Alice")
    assert game.player("Bob").life == 15  # 3 plus 2
    bolt(game, "Alice", player="Bob")  # his source: not hers
    assert game.player("Alice").life == 17
    giant = put(game, "Hill Giant", owner="Bob")
    bolt(game, giant.id, player="Alice")  # to a creature: not to an opponent
    assert game.get(giant.id).status.damage == 3


def test_614_1a_510_2_torture_pit_leaves_combat_damage_and_a_locked_door_does_nothing() -> None:
    game = Game(["Alice", "Bob"])
    room = put(game, "Spiked Corridor // Torture Pit", unlocked=frozenset({Side.LEFT}))
    bolt(game, "Bob", player="Alice")
    assert game.player("Bob").life == 17  # 709.5: the locked door's ability isn't there
    game.replace(
        game.get(room.id)._replace(status=game.get(room.id).status._replace(unlocked=frozenset(Side)))
    )
    bears = put(game, "Grizzly Bears", controlled_since=0)
    turns.set_step(game, Step.DECLARE_ATTACKERS)
    combat.attack(game, [bears.id], defending="Bob")
    turns.set_step(game, Step.COMBAT_DAMAGE)
    combat.deal_combat_damage(game)
    assert game.player("Bob").life == 15  # combat damage: 2, not 4


def test_608_2h_603_3a_a_source_that_died_is_the_one_you_controlled_shady_informant() -> None:
    game = Game(["Alice", "Bob"])
    put(game, "Spiked Corridor // Torture Pit", unlocked=frozenset({Side.RIGHT}))
    informant = put(game, "Shady Informant")  # "When ~ dies, it deals 2 damage to any target."
    combat.deal_damage(game, None, informant.id, 5)
    game.answering = Answering([("Bob",)])
    state_based_actions(game)  # it dies (704.5g), its ability targets Bob
    resolving.resolve(game)
    game.answering = None
    assert informant.id not in game
    assert game.player("Bob").life == 16  # the Informant, as it last existed, was hers: 2 plus 2
