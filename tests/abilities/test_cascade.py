"""Bloodbraid Elf's cascade (CR 702.85a, 709.4, 712.8a, 608.2g, 601.3)."""

from __future__ import annotations

import random

import pytest

from mtgfaces.cards.characteristics import Zone
from mtgfaces.cards.db import CardDB
from mtgfaces.rules.actions import casting, resolving
from mtgfaces.rules.play import PlayableGame
from mtgfaces.rules.state.decisions import Cast, Choose, PassPriority
from mtgfaces.rules.state.game import Game
from tests.rules.builders import put


@pytest.fixture
def game() -> Game:
    return Game(["Alice", "Bob"], rng=random.Random(7))


def cascade(game: Game, *library: str) -> None:
    """The library top first, then cast Bloodbraid Elf and resolve cascade."""
    for name in library:
        put(game, name, Zone.LIBRARY)
    elf = put(game, "Bloodbraid Elf", Zone.HAND)
    casting.cast(game, elf.id)
    assert [o.ability.source_name for o in game.objects(Zone.STACK) if o.ability] == ["Bloodbraid Elf"]
    resolving.resolve(game)


def names(game: Game, zone: Zone) -> list[str]:
    return [o.card.name for o in game.objects(zone, "Alice")]


def test_709_4_702_85a_a_split_card_counts_its_combined_mana_value_and_is_passed(game: Game) -> None:
    cascade(game, "Fire // Ice", "Plains", "Grizzly Bears", "Island")
    stack = game.objects(Zone.STACK)
    assert [game.characteristics(o).name for o in stack] == ["Grizzly Bears", "Bloodbraid Elf"]
    assert "without paying its mana cost" in game.log[-1].note or any(
        "without paying" in e.note for e in game.log
    )
    assert names(game, Zone.LIBRARY)[0] == "Island"
    assert sorted(names(game, Zone.LIBRARY)[1:]) == ["Fire // Ice", "Plains"]
    assert names(game, Zone.EXILE) == []


def test_712_8a_an_mdfc_with_a_land_back_is_hit_by_its_front_face(game: Game) -> None:
    put(game, "Grizzly Bears")
    cascade(game, "Sejiri Shelter // Sejiri Glacier")
    top = game.objects(Zone.STACK)[0]
    assert game.characteristics(top).name == "Sejiri Shelter"
    assert top.status.cast_from == "exile"


def test_608_2g_a_sorcery_speed_hit_is_cast_while_bloodbraid_is_on_the_stack(game: Game) -> None:
    cascade(game, "Dark Confidant")
    assert [game.characteristics(o).name for o in game.objects(Zone.STACK)] == [
        "Dark Confidant",
        "Bloodbraid Elf",
    ]
    resolving.resolve_all(game)
    assert sorted(names(game, Zone.BATTLEFIELD)) == ["Bloodbraid Elf", "Dark Confidant"]


def test_601_3_a_prohibited_hit_isnt_cast_and_goes_to_the_bottom(game: Game) -> None:
    mage = put(game, "Meddling Mage", Zone.HAND)
    casting.cast(game, mage.id, chosen=("Grizzly Bears",))
    resolving.resolve(game)
    cascade(game, "Grizzly Bears", "Island")
    assert [o.card.name for o in game.objects(Zone.STACK)] == ["Bloodbraid Elf"]
    assert names(game, Zone.LIBRARY) == ["Island", "Grizzly Bears"]


def test_702_85a_no_hit_every_exiled_card_goes_to_the_bottom_in_the_rng_order() -> None:
    orders = set()
    for seed in range(8):
        game = Game(["Alice", "Bob"], rng=random.Random(seed))
        cascade(game, "Plains", "Island", "Forest", "Swamp")
        assert names(game, Zone.EXILE) == []
        orders.add(tuple(names(game, Zone.LIBRARY)))
    assert len(orders) > 1  # a random order, from the game's generator
    twin = Game(["Alice", "Bob"], rng=random.Random(3))
    again = Game(["Alice", "Bob"], rng=random.Random(3))
    cascade(twin, "Plains", "Island", "Forest", "Swamp")
    cascade(again, "Plains", "Island", "Forest", "Swamp")
    assert names(twin, Zone.LIBRARY) == names(again, Zone.LIBRARY)


def test_702_85a_through_the_game_loop_the_player_chooses_to_cast_and_its_targets() -> None:
    db = CardDB.default()
    game = PlayableGame(["Alice", "Bob"], rng=random.Random(3), pay_costs=False)
    elf = game.put(db.card("Bloodbraid Elf"), zone=Zone.HAND, owner="Alice")
    game.put(db.card("Lightning Bolt"), zone=Zone.LIBRARY, owner="Alice")
    game.apply(Cast("Alice", elf.id))
    game.apply(PassPriority("Alice"))
    game.apply(PassPriority("Bob"))  # the cascade trigger resolves
    assert game.choice is not None and game.choice.question.options == ("yes", "no")
    game.apply(Choose("Alice", ("yes",)))
    assert game.choice is not None and game.choice.question.key == "targets"
    assert "Bob" in game.choice.question.options
    game.apply(Choose("Alice", ("Bob",)))
    bolt = game.objects(Zone.STACK)[0]
    assert game.characteristics(bolt).name == "Lightning Bolt" and bolt.status.targets == ("Bob",)
