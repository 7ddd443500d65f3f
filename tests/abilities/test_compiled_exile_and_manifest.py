"""Compiled "that player exiles the top ten cards of their library" (CR
406.3), "manifest a card from your hand" (701.40a: the card is chosen by
its controller), and the player a combat trigger names: "target creature
that player controls", "defending player" (608.2h, 508.5; issue 17), each
with a real card."""

from __future__ import annotations

import pytest

from mtgfaces.cards.characteristics import Zone
from mtgfaces.cards.model import Side
from mtgfaces.rules.abilities.compiler import compile_line
from mtgfaces.rules.actions import combat, moves, resolving, turns
from mtgfaces.rules.play import PlayableGame
from mtgfaces.rules.state.abilities import Triggered
from mtgfaces.rules.state.decisions import Activate, Choose, PassPriority
from mtgfaces.rules.state.game import Game, Step, Turn
from tests.rules.builders import put


def test_406_3_that_player_exiles_the_top_ten_cards_of_their_library_raven_guild_master() -> None:
    line = (
        "Whenever Raven Guild Master deals combat damage to a player, "
        "that player exiles the top ten cards of their library."
    )
    assert isinstance(compile_line("Raven Guild Master", line), Triggered)
    game = Game(["Alice", "Bob"])
    master = put(game, "Raven Guild Master", controlled_since=0)
    for _ in range(12):
        put(game, "Island", Zone.LIBRARY, owner="Bob")
    turns.set_step(game, Step.DECLARE_ATTACKERS)
    combat.attack(game, [master.id], defending="Bob")
    turns.set_step(game, Step.COMBAT_DAMAGE)
    combat.combat_damage(game)
    resolving.resolve_all(game)
    assert (len(game.objects(Zone.EXILE, "Bob")), len(game.objects(Zone.LIBRARY, "Bob"))) == (10, 2)


def test_701_40a_manifest_a_card_from_your_hand_its_controller_chooses_scroll_of_fate() -> None:
    game = PlayableGame(["Alice", "Bob"], pay_costs=False)
    game.set_turn(Turn("Alice", Step.MAIN1, number=3))
    scroll = put(game, "Scroll of Fate", controlled_since=0)
    put(game, "Grizzly Bears", Zone.HAND)
    giant = put(game, "Hill Giant", Zone.HAND)
    game.apply(Activate("Alice", scroll.id))
    game.apply(PassPriority("Alice"))
    game.apply(PassPriority("Bob"))  # it resolves, and asks which card
    assert game.choice is not None and game.choice.question.key == "manifest"
    assert game.choice.question.player == "Alice"
    game.apply(Choose("Alice", (f"#{int(giant.id)}",)))
    (manifested,) = [o for o in game.objects(Zone.BATTLEFIELD) if o.is_face_down]
    assert manifested.card.name == "Hill Giant"
    assert [o.card.name for o in game.objects(Zone.HAND, "Alice")] == ["Grizzly Bears"]


def test_608_2h_target_creature_that_player_controls_snapping_thragg() -> None:
    game = Game(["Alice", "Bob"])
    thragg = put(game, "Snapping Thragg", controlled_since=0)  # 3/3
    mine = put(game, "Grizzly Bears")  # hers: not "that player's"
    theirs = put(game, "Hill Giant", owner="Bob")
    turns.set_step(game, Step.DECLARE_ATTACKERS)
    combat.attack(game, [thragg.id], defending="Bob")
    turns.set_step(game, Step.COMBAT_DAMAGE)
    combat.combat_damage(game)
    (trigger,) = game.objects(Zone.STACK)
    assert trigger.ability is not None and dict(trigger.ability.options)["targets"] == f"#{int(theirs.id)}"
    resolving.resolve(game)  # "you may have it deal 3 damage": the referee says yes
    assert game.get(theirs.id).status.damage == 3 and game.get(mine.id).status.damage == 0


def test_508_5_destroy_target_artifact_or_enchantment_defending_player_controls_frenzied_trapbreaker() -> (
    None
):
    game = Game(["Alice", "Bob"])
    trapbreaker = put(game, "Outland Liberator // Frenzied Trapbreaker", up=Side.BACK, controlled_since=0)
    put(game, "Bonesplitter")  # hers: not the defending player's
    theirs = put(game, "Pacifism", owner="Bob")
    turns.set_step(game, Step.DECLARE_ATTACKERS)
    combat.attack(game, [trapbreaker.id], defending="Bob")
    resolving.resolve(game)
    assert [o.card.name for o in game.objects(Zone.GRAVEYARD, "Bob")] == ["Pacifism"]
    assert theirs.id not in game


@pytest.mark.parametrize(("cards", "flies"), [(2, True), (3, False)])
def test_603_4_if_defending_player_has_two_or_fewer_cards_in_hand_reaper_of_night(
    cards: int, flies: bool
) -> None:
    game = Game(["Alice", "Bob"])
    reaper = put(game, "Reaper of Night // Harvest Fear", controlled_since=0)
    for _ in range(cards):
        put(game, "Island", Zone.HAND, owner="Bob")
    turns.set_step(game, Step.DECLARE_ATTACKERS)
    combat.attack(game, [reaper.id], defending="Bob")
    assert bool(game.objects(Zone.STACK)) is flies  # 603.4: with three cards, it doesn't trigger
    if flies:
        resolving.resolve(game)
    assert ("Flying" in game.characteristics(reaper.id).abilities) is flies


def test_613_4b_up_to_one_other_target_creature_has_base_power_and_toughness_5_5_chrome_host_hulk() -> None:
    game = Game(["Alice", "Bob"])
    hulk = put(game, "Gnottvold Hermit // Chrome Host Hulk", up=Side.BACK, controlled_since=0)
    bear = put(game, "Grizzly Bears")
    turns.set_step(game, Step.DECLARE_ATTACKERS)
    combat.attack(game, [hulk.id], defending="Bob")
    resolving.resolve(game)  # the referee's target: the first legal one, not the Hulk itself ("other")
    assert (game.characteristics(bear.id).power, game.characteristics(bear.id).toughness) == ("5", "5")
    turns.cleanup(game)
    assert game.characteristics(bear.id).power == "2"


def test_113_1a_enchanted_creature_has_a_quoted_triggered_ability_clever_distraction() -> None:
    game = Game(["Alice", "Bob"])
    bear = put(game, "Grizzly Bears", controlled_since=0)
    aura = put(game, "Distracting Geist // Clever Distraction", up=Side.BACK)
    moves.attach(game, aura.id, bear.id)
    blocker = put(game, "Hill Giant", owner="Bob")
    granted = "Whenever this creature attacks, tap target creature defending player controls."
    assert granted in game.characteristics(bear.id).abilities
    turns.set_step(game, Step.DECLARE_ATTACKERS)
    combat.attack(game, [bear.id], defending="Bob")
    resolving.resolve(game)  # the Bears' granted trigger: the Giant is tapped
    assert game.get(blocker.id).status.tapped
