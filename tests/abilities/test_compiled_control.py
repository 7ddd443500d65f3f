"""Compiled control-changing static abilities (613.1b, layer 2): "You
control enchanted creature" gives the Aura's controller the permanent it
is attached to, while it is; a permanent whose controller the layers
change is new under its controller this turn (302.6) and leaves combat
(506.4), whatever changed it."""

from __future__ import annotations

from mtgfaces.cards.characteristics import Zone
from mtgfaces.cards.model import Side
from mtgfaces.rules.actions import combat, moves, permits, resolving, turns
from mtgfaces.rules.pool import card_coverage
from mtgfaces.rules.state.choices import Answering
from mtgfaces.rules.state.game import Game, Step
from tests.rules.builders import card, put


def test_613_1b_302_6_soul_seizer_becomes_ghastly_haunting_and_steals_the_creature() -> None:
    assert card_coverage(card("Soul Seizer // Ghastly Haunting")).missing == ()
    game = Game(["Alice", "Bob"])
    seizer = put(game, "Soul Seizer // Ghastly Haunting", controlled_since=0)
    giant = put(game, "Hill Giant", owner="Bob", controlled_since=0)
    turns.set_step(game, Step.DECLARE_ATTACKERS)
    combat.attack(game, [seizer.id], defending="Bob")
    combat.combat_damage(game)  # 1 damage to Bob: it triggers, targeting his Giant
    game.answering = Answering([("yes",)])
    resolving.resolve(game)
    game.answering = None
    haunting = game.get(seizer.id)
    assert haunting.status.up is Side.BACK and haunting.status.attached_to == giant.id
    stolen = game.get(giant.id)
    assert game.controller(stolen) == "Alice"
    assert permits.summoning_sick(game, stolen)  # 302.6: not hers since her turn began
    moves.move(game, seizer.id, Zone.GRAVEYARD)  # the Aura leaves: the effect ends
    assert game.controller(game.get(giant.id)) == "Bob"


def test_506_4_a_blocking_creature_whose_controller_changes_leaves_combat() -> None:
    game = Game(["Alice", "Bob"])
    haunting = put(game, "Soul Seizer // Ghastly Haunting", up=Side.BACK)
    bears = put(game, "Grizzly Bears", controlled_since=0)
    giant = put(game, "Hill Giant", owner="Bob", controlled_since=0)
    turns.set_step(game, Step.DECLARE_ATTACKERS)
    combat.attack(game, [bears.id], defending="Bob")
    combat.block(game, [(giant.id, bears.id)], player="Bob")
    moves.attach(game, haunting.id, giant.id)
    now = game.get(giant.id)
    assert game.controller(now) == "Alice" and now.status.blocking is None
    assert now.status.controlled_since == game.turn.number
