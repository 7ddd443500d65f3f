"""Fire // Ice (CR 601.2d, 608.2b, 709.3, 702.102a)."""

from __future__ import annotations

import pytest

from mtgfaces.cards.characteristics import Zone
from mtgfaces.cards.model import Side
from mtgfaces.rules.actions import casting, moves, resolving, turns
from mtgfaces.rules.state.game import Game
from tests.rules.builders import put


@pytest.fixture
def game() -> Game:
    return Game(["Alice", "Bob"])


def test_601_2d_fire_with_one_target_deals_it_all_2(game: Game) -> None:
    split = put(game, "Fire // Ice", Zone.HAND)
    casting.cast(game, split.id, side=Side.LEFT, targets=("Bob",))
    resolving.resolve(game)
    assert game.player("Bob").life == 18


def test_601_2d_fire_with_two_targets_deals_1_to_each(game: Game) -> None:
    bears = put(game, "Grizzly Bears", owner="Bob")
    split = put(game, "Fire // Ice", Zone.HAND)
    casting.cast(game, split.id, side=Side.LEFT, targets=("Bob", bears.id))
    resolving.resolve(game)
    assert game.player("Bob").life == 19
    assert game.get(bears.id).status.damage == 1


def test_608_2b_fire_an_illegal_target_gets_nothing_the_other_keeps_its_share(game: Game) -> None:
    bears = put(game, "Grizzly Bears", owner="Bob")
    split = put(game, "Fire // Ice", Zone.HAND)
    casting.cast(game, split.id, side=Side.LEFT, targets=("Bob", bears.id))
    moves.move(game, bears.id, Zone.HAND)
    resolving.resolve(game)
    assert game.player("Bob").life == 19


def test_709_3_ice_taps_target_permanent_and_draws_a_card(game: Game) -> None:
    bears = put(game, "Grizzly Bears", owner="Bob")
    put(game, "Plains", Zone.LIBRARY)
    split = put(game, "Fire // Ice", Zone.HAND)
    casting.cast(game, split.id, side=Side.RIGHT, targets=(bears.id,))
    resolving.resolve(game)
    assert game.get(bears.id).status.tapped
    assert [c.card.name for c in game.objects(Zone.HAND, "Alice")] == ["Plains"]
    assert game.objects(Zone.GRAVEYARD, "Alice")[0].card.name == "Fire // Ice"


def test_608_2b_ice_with_its_only_target_gone_draws_nothing(game: Game) -> None:
    bears = put(game, "Grizzly Bears", owner="Bob")
    put(game, "Plains", Zone.LIBRARY)
    split = put(game, "Fire // Ice", Zone.HAND)
    casting.cast(game, split.id, side=Side.RIGHT, targets=(bears.id,))
    moves.move(game, bears.id, Zone.HAND)
    resolving.resolve(game)
    assert game.objects(Zone.HAND, "Alice") == []


def test_121_1_119_3_target_player_draws_two_cards_and_loses_2_life_toil() -> None:
    game = Game(["Alice", "Bob"])
    for name in ("Opt", "Shock"):
        put(game, name, Zone.LIBRARY, owner="Bob")
    toil = put(game, "Toil // Trouble", Zone.HAND)
    casting.cast(game, toil.id, side=Side.LEFT, targets=["Bob"])
    resolving.resolve(game)
    assert len(game.objects(Zone.HAND, "Bob")) == 2 and game.player("Bob").life == 18
    assert game.player("Alice").life == 20


def test_608_2h_damage_equal_to_the_number_of_cards_in_that_player_s_hand_trouble() -> None:
    game = Game(["Alice", "Bob"])
    for name in ("Opt", "Shock", "Island"):
        put(game, name, Zone.HAND, owner="Bob")
    trouble = put(game, "Toil // Trouble", Zone.HAND)
    casting.cast(game, trouble.id, side=Side.RIGHT, targets=["Bob"])
    resolving.resolve(game)
    assert game.player("Bob").life == 17


def test_613_4d_switch_the_power_and_toughness_of_up_to_two_target_creatures_invert() -> None:
    game = Game(["Alice", "Bob"])
    wall = put(game, "Wall of Stone", owner="Bob")  # 0/8
    bears = put(game, "Grizzly Bears")  # 2/2
    invert = put(game, "Invert // Invent", Zone.HAND)
    casting.cast(game, invert.id, side=Side.LEFT, targets=[wall.id, bears.id])
    resolving.resolve(game)
    value = game.characteristics(wall.id)
    assert (value.power, value.toughness) == ("8", "0")
    turns.next_turn(game)  # 514.2
    assert game.characteristics(wall.id).power == "0"


def test_701_23a_search_for_an_instant_card_and_or_a_sorcery_card_invent() -> None:
    game = Game(["Alice", "Bob"])
    for name in ("Opt", "Divination", "Island", "Shock"):
        put(game, name, Zone.LIBRARY)
    invent = put(game, "Invert // Invent", Zone.HAND)
    casting.cast(game, invent.id, side=Side.RIGHT)
    resolving.resolve(game)
    hand = sorted(o.card.name for o in game.objects(Zone.HAND, "Alice"))
    assert hand == ["Divination", "Opt"]  # one instant, one sorcery: the first of each


def test_613_1d_all_lands_you_control_become_1_1_creatures_that_are_still_lands_life() -> None:
    game = Game(["Alice", "Bob"])
    forest = put(game, "Forest")
    theirs = put(game, "Island", owner="Bob")
    life = put(game, "Life // Death", Zone.HAND)
    casting.cast(game, life.id, side=Side.LEFT)
    resolving.resolve(game)
    value = game.characteristics(forest.id)
    assert (
        value.has_type("Creature") and value.has_type("Land") and (value.power, value.toughness) == ("1", "1")
    )
    assert not game.characteristics(theirs.id).has_type("Creature")
    turns.next_turn(game)
    assert not game.characteristics(forest.id).has_type("Creature")


def test_119_3_return_target_creature_card_then_lose_life_equal_to_its_mana_value_death() -> None:
    game = Game(["Alice", "Bob"])
    craw = put(game, "Craw Wurm", Zone.GRAVEYARD)  # mana value 6
    death = put(game, "Life // Death", Zone.HAND)
    casting.cast(game, death.id, side=Side.RIGHT, targets=[craw.id])
    resolving.resolve(game)
    assert "Craw Wurm" in [o.card.name for o in game.objects(Zone.BATTLEFIELD, "Alice")]
    assert game.player("Alice").life == 14
