"""State-based actions (CR 704)."""

from __future__ import annotations

from mtgfaces.cards.characteristics import Zone
from mtgfaces.cards.db import CardDB
from mtgfaces.cards.model import Side
from mtgfaces.rules.sba import state_based_actions
from mtgfaces.rules.state.effects import ContinuousEffect, Modification
from mtgfaces.rules.state.filters import Filter
from mtgfaces.rules.state.game import Game
from mtgfaces.rules.state.status import Status

DB = CardDB.default()


def test_704_5f_creature_with_toughness_0_goes_to_the_graveyard() -> None:
    game = Game(["Alice", "Bob"])
    game.put(DB.card("Grizzly Bears"), zone=Zone.BATTLEFIELD, owner="Alice")
    game.add_effect(ContinuousEffect(0, 0, Modification(toughness=-2), filter=Filter(types=("Creature",))))
    outcome = state_based_actions(game)
    assert [o.card.name for o in game.objects(Zone.GRAVEYARD)] == ["Grizzly Bears"]
    assert any(e.rule == "704.5f" for e in outcome.events)


def test_704_5j_legend_rule_keeps_the_chosen_or_the_newest() -> None:
    game = Game(["Alice", "Bob"])
    first = game.put(DB.card("Isamaru, Hound of Konda"), zone=Zone.BATTLEFIELD, owner="Alice")
    game.put(DB.card("Isamaru, Hound of Konda"), zone=Zone.BATTLEFIELD, owner="Alice")
    state_based_actions(game, keep=lambda player, group: next(o for o in group if o.id == first.id))
    assert [o.id for o in game.objects(Zone.BATTLEFIELD)] == [first.id]
    newer = game.put(DB.card("Isamaru, Hound of Konda"), zone=Zone.BATTLEFIELD, owner="Alice")
    state_based_actions(game)
    assert [o.id for o in game.objects(Zone.BATTLEFIELD)] == [newer.id]


def test_704_5a_player_at_0_life_loses() -> None:
    game = Game(["Alice", "Bob"])
    game.set_player(game.player("Bob")._replace(life=0))
    state_based_actions(game)
    assert game.player("Bob").has_lost and not game.player("Alice").has_lost


def test_nothing_to_do_changes_nothing() -> None:
    game = Game(["Alice", "Bob"])
    game.put(DB.card("Grizzly Bears"), zone=Zone.BATTLEFIELD, owner="Alice")
    assert state_based_actions(game).events == ()


def test_704_5d_a_token_in_another_zone_ceases_to_exist() -> None:
    game = Game(["Alice", "Bob"])
    token = game.put(DB.card("Grizzly Bears"), zone=Zone.GRAVEYARD, owner="Alice", is_token=True)
    outcome = state_based_actions(game)
    assert token.id not in game and game.objects(Zone.GRAVEYARD) == []
    assert [e.rule for e in outcome.events] == ["704.5d"]


def test_704_5e_a_copy_of_a_spell_off_the_stack_ceases_to_exist() -> None:
    game = Game(["Alice", "Bob"])
    copy = game.put(DB.card("Lightning Bolt"), zone=Zone.EXILE, owner="Alice", is_spell_copy=True)
    state_based_actions(game)
    assert copy.id not in game


def test_614_1a_704_5g_a_permanent_exiled_instead_of_going_to_a_graveyard_is_exiled_by_lethal_damage() -> (
    None
):
    # Generous Soul, a disturbed back face: "If Generous Soul would be put
    # into a graveyard from anywhere, exile it instead." The state-based
    # action put it into the graveyard anyway.
    game = Game(["Alice", "Bob"])
    soul = game.put(
        CardDB.default().card("Beloved Beggar // Generous Soul"),
        zone=Zone.BATTLEFIELD,
        owner="Alice",
        status=Status(up=Side.BACK, damage=4),
    )
    state_based_actions(game)
    assert soul.id not in game
    assert [o.card.name for o in game.objects(Zone.EXILE, "Alice")] == ["Beloved Beggar // Generous Soul"]
    assert game.objects(Zone.GRAVEYARD, "Alice") == []
