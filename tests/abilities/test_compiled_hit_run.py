"""Hit // Run (issue 17, split): "Target player sacrifices an artifact or
creature. Hit deals damage to that player equal to that permanent's mana
value." (701.21a, 608.2h: as it last existed) and "Attacking creatures you
control get +1/+0 until end of turn for each other attacking creature."
(608.2h, 611.2c: counted as it resolves, each creature not counting itself)."""

from __future__ import annotations

from mtgfaces.cards.characteristics import Zone
from mtgfaces.cards.model import Side
from mtgfaces.rules.actions import casting, combat, resolving, turns
from mtgfaces.rules.pool import card_coverage
from mtgfaces.rules.state.choices import Answering
from mtgfaces.rules.state.game import Game, Step, Turn
from tests.rules.builders import card, names, put

HIT_RUN = "Hit // Run"


def test_608_2h_hit_deals_the_sacrificed_permanent_s_mana_value_to_its_controller() -> None:
    assert card_coverage(card(HIT_RUN)).implemented
    game = Game(["Alice", "Bob"])
    game.set_turn(Turn("Alice", Step.MAIN1, number=3))
    dragon = put(game, "Shivan Dragon", owner="Bob")  # mana value 6
    put(game, "Ornithopter", owner="Bob")
    hit = put(game, HIT_RUN, Zone.HAND)
    casting.cast(game, hit.id, side=Side.LEFT, targets=["Bob"])
    game.answering = Answering([(f"#{int(dragon.id)}",)])  # Bob chooses what he sacrifices (701.21a)
    resolving.resolve(game)
    assert names(game, Zone.GRAVEYARD, "Bob") == ["Shivan Dragon"]
    assert game.player("Bob").life == 14


def test_701_21a_hit_with_nothing_to_sacrifice_deals_no_damage() -> None:
    game = Game(["Alice", "Bob"])
    game.set_turn(Turn("Alice", Step.MAIN1, number=3))
    put(game, "Forest", owner="Bob")
    hit = put(game, HIT_RUN, Zone.HAND)
    casting.cast(game, hit.id, side=Side.LEFT, targets=["Bob"])
    resolving.resolve(game)
    assert game.player("Bob").life == 20


def test_611_2c_run_gives_each_attacker_one_for_each_other_attacking_creature() -> None:
    game = Game(["Alice", "Bob"])
    names_ = ("Grizzly Bears", "Hill Giant", "Ornithopter")
    attackers = [put(game, name, controlled_since=0) for name in names_]
    resting = put(game, "Llanowar Elves", controlled_since=0)  # not attacking: no bonus
    turns.set_step(game, Step.DECLARE_ATTACKERS)
    combat.attack(game, [a.id for a in attackers], defending="Bob")
    run = put(game, HIT_RUN, Zone.HAND)
    casting.cast(game, run.id, side=Side.RIGHT)
    resolving.resolve(game)
    powers = [game.characteristics(game.get(a.id)).power for a in attackers]
    assert powers == ["4", "5", "2"]  # each +2: two other attackers
    assert game.characteristics(game.get(resting.id)).power == "1"
