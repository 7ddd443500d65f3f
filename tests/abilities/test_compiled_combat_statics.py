"""Static abilities whose effect reads combat (611.3a, 506.4): "attacking
creatures you control get +1/+0 and have trample" applies to each creature
only while it is attacking, read at each moment as creatures attack and
leave combat; "~ can't be blocked as long as it's attacking alone"."""

from __future__ import annotations

from mtgfaces.cards.model import Side
from mtgfaces.rules.actions import combat, faces, moves, turns
from mtgfaces.rules.pool import card_coverage
from mtgfaces.rules.state.game import Game, Step
from mtgfaces.rules.state.objects import GameObject
from tests.rules.builders import card, put


def stats(game: Game, obj: GameObject) -> tuple[str | None, str | None, tuple[str, ...]]:
    value = game.characteristics(game.get(obj.id))
    return value.power, value.toughness, value.abilities


def leave_combat(game: Game, obj: GameObject) -> None:
    """506.4: removed from combat, it stops being an attacking creature."""
    now = game.get(obj.id)
    game.replace(now._replace(status=now.status._replace(attacking=None, blocking=None)))


def test_611_3a_506_4_neck_breaker_pumps_only_attacking_creatures_you_control() -> None:
    assert card_coverage(card("Breakneck Rider // Neck Breaker")).missing == ()
    game = Game(["Alice", "Bob"])
    breaker = put(game, "Breakneck Rider // Neck Breaker", up=Side.BACK, controlled_since=0)
    bears = put(game, "Grizzly Bears", controlled_since=0)
    theirs = put(game, "Grizzly Bears", owner="Bob", controlled_since=0)
    assert stats(game, bears)[:2] == ("2", "2") and "Trample" not in stats(game, bears)[2]
    turns.set_step(game, Step.DECLARE_ATTACKERS)
    combat.attack(game, [bears.id], defending="Bob")
    assert stats(game, bears)[:2] == ("3", "2") and "Trample" in stats(game, bears)[2]
    assert stats(game, breaker)[:2] == ("4", "3")  # not attacking itself
    assert stats(game, theirs)[:2] == ("2", "2")
    leave_combat(game, bears)
    assert stats(game, bears)[:2] == ("2", "2") and "Trample" not in stats(game, bears)[2]


def test_702_19b_611_3a_neck_breaker_gives_trample_that_assigns_damage_past_a_blocker() -> None:
    game = Game(["Alice", "Bob"])
    put(game, "Breakneck Rider // Neck Breaker", up=Side.BACK, controlled_since=0)
    bears = put(game, "Grizzly Bears", controlled_since=0)
    squire = put(game, "Ornithopter", owner="Bob", controlled_since=0)  # a 0/2
    turns.set_step(game, Step.DECLARE_ATTACKERS)
    combat.attack(game, [bears.id], defending="Bob")
    turns.set_step(game, Step.DECLARE_BLOCKERS)
    combat.block(game, [(squire.id, bears.id)], player="Bob")
    turns.set_step(game, Step.COMBAT_DAMAGE)
    combat.combat_damage(game)
    assert game.player("Bob").life == 19  # 3 power: 2 to the 0/2, 1 tramples over (702.19b)


def test_611_3a_instigator_gang_and_wildblood_pack() -> None:
    assert card_coverage(card("Instigator Gang // Wildblood Pack")).missing == ()
    game = Game(["Alice", "Bob"])
    gang = put(game, "Instigator Gang // Wildblood Pack", controlled_since=0)
    pack = put(game, "Instigator Gang // Wildblood Pack", up=Side.BACK, controlled_since=0)
    turns.set_step(game, Step.DECLARE_ATTACKERS)
    combat.attack(game, [gang.id, pack.id], defending="Bob")
    assert stats(game, gang)[:2] == ("6", "3")  # 2/3, +1 from itself and +3 from the Pack
    assert stats(game, pack)[:2] == ("9", "5")  # 5/5, +1 and +3


def test_506_5_611_3a_gutter_skulker_can_t_be_blocked_while_attacking_alone() -> None:
    assert card_coverage(card("Gutter Skulker // Gutter Shortcut")).missing == ()
    game = Game(["Alice", "Bob"])
    skulker = put(game, "Gutter Skulker // Gutter Shortcut", controlled_since=0)
    bears = put(game, "Grizzly Bears", controlled_since=0)
    blocker = put(game, "Grizzly Bears", owner="Bob", controlled_since=0)
    turns.set_step(game, Step.DECLARE_ATTACKERS)
    combat.attack(game, [skulker.id, bears.id], defending="Bob")
    assert combat.can_block(game, game.get(blocker.id), game.get(skulker.id)) is None  # not alone
    leave_combat(game, bears)  # 506.5: now it is attacking alone
    assert "can't be blocked" in (combat.can_block(game, game.get(blocker.id), game.get(skulker.id)) or "")


def test_506_5_611_3a_gutter_shortcut_asks_of_the_enchanted_creature() -> None:
    game = Game(["Alice", "Bob"])
    shortcut = put(game, "Gutter Skulker // Gutter Shortcut", up=Side.BACK)
    bears = put(game, "Grizzly Bears", controlled_since=0)
    hill_giant = put(game, "Hill Giant", controlled_since=0)
    blocker = put(game, "Grizzly Bears", owner="Bob", controlled_since=0)
    moves.attach(game, shortcut.id, bears.id)
    turns.set_step(game, Step.DECLARE_ATTACKERS)
    combat.attack(game, [bears.id], defending="Bob")
    assert "can't be blocked" in (combat.can_block(game, game.get(blocker.id), game.get(bears.id)) or "")
    assert "This creature can't be blocked." not in stats(game, hill_giant)[2]  # not enchanted
    now = game.get(hill_giant.id)
    game.replace(now._replace(status=now.status._replace(attacking="Bob")))  # another attacker
    assert combat.can_block(game, game.get(blocker.id), game.get(bears.id)) is None


def test_611_3a_scrounged_scythe_gives_menace_while_equipped_creature_is_a_human() -> None:
    assert card_coverage(card("Harvest Hand // Scrounged Scythe")).missing == ()
    game = Game(["Alice", "Bob"])
    scythe = put(game, "Harvest Hand // Scrounged Scythe", up=Side.BACK)
    bears = put(game, "Grizzly Bears")
    raiders = put(game, "Gathan Raiders")  # a Human Warrior, 5/5 with no cards in hand
    moves.attach(game, scythe.id, bears.id)
    assert stats(game, bears)[:2] == ("3", "3") and "Menace" not in stats(game, bears)[2]
    moves.attach(game, scythe.id, raiders.id)
    assert stats(game, raiders)[:2] == ("6", "6") and "Menace" in stats(game, raiders)[2]
    assert stats(game, bears)[:2] == ("2", "2")
    faces.turn_face_down(game, raiders.id)  # 708.2a: no creature types face down
    assert "Menace" not in stats(game, raiders)[2]
