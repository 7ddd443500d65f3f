"""Compiled effects counting cards in hands (CR 121.1, 401.4, 608.2h,
701.9a, issue 17): "each player with fewer cards in hand than the player
with the most cards in hand draws cards equal to the difference" (Tales of
the Ancestors), "target opponent discards two cards. If fewer than two
cards were discarded this way, you draw cards equal to the difference"
(Skull Raid), "put any number of cards from your hand on the bottom of your
library, then draw that many cards plus one" (Valakut Awakening)."""

from __future__ import annotations

import pytest

from mtgfaces.cards.characteristics import Zone
from mtgfaces.cards.model import Side
from mtgfaces.rules.actions import activating, casting, resolving, turns
from mtgfaces.rules.state.choices import Answering
from mtgfaces.rules.state.game import Game, Step, Turn
from tests.rules.builders import put


def _library(game: Game, player: str, count: int) -> None:
    for _ in range(count):
        put(game, "Island", Zone.LIBRARY, owner=player)


def test_121_1_each_player_draws_up_to_the_most_cards_in_hand_tales_of_the_ancestors() -> None:
    game = Game(["Alice", "Bob", "Carol"])
    for player in ("Alice", "Bob", "Carol"):
        _library(game, player, 5)
    for name in ("Opt", "Shock", "Giant Growth", "Duress"):
        put(game, name, Zone.HAND, owner="Bob")  # the most: 4
    put(game, "Opt", Zone.HAND, owner="Carol")  # 1: draws 3
    tales = put(game, "Tales of the Ancestors", Zone.HAND)  # Alice: 0 once it's cast, draws 4
    casting.cast(game, tales.id)
    resolving.resolve(game)
    sizes = [len(game.objects(Zone.HAND, p)) for p in ("Alice", "Bob", "Carol")]
    assert sizes == [4, 4, 4]


@pytest.mark.parametrize(("in_hand", "drawn"), [(3, 0), (1, 1), (0, 2)])
def test_608_2h_if_fewer_than_two_cards_were_discarded_draw_the_difference_skull_raid(
    in_hand: int, drawn: int
) -> None:
    game = Game(["Alice", "Bob"])
    _library(game, "Alice", 3)
    for _ in range(in_hand):
        put(game, "Opt", Zone.HAND, owner="Bob")
    raid = put(game, "Skull Raid", Zone.HAND)
    casting.cast(game, raid.id, targets=["Bob"])
    resolving.resolve(game)
    assert len(game.objects(Zone.HAND, "Alice")) == drawn
    assert len(game.objects(Zone.HAND, "Bob")) == max(0, in_hand - 2)


def test_401_4_put_any_number_on_the_bottom_then_draw_that_many_plus_one_valakut_awakening() -> None:
    game = Game(["Alice", "Bob"])
    _library(game, "Alice", 4)
    kept = put(game, "Shock", Zone.HAND)
    bottom = [put(game, "Opt", Zone.HAND), put(game, "Duress", Zone.HAND)]
    awakening = put(game, "Valakut Awakening // Valakut Stoneforge", Zone.HAND)
    game.answering = Answering([tuple(f"#{int(c.id)}" for c in bottom)])
    casting.cast(game, awakening.id, side=Side.FRONT)
    resolving.resolve(game)
    library = game.objects(Zone.LIBRARY, "Alice")
    assert [o.card.name for o in library[-2:]] == ["Opt", "Duress"]  # the bottom, in the order chosen
    hand = [o.card.name for o in game.objects(Zone.HAND, "Alice")]
    assert sorted(hand) == ["Island", "Island", "Island", "Shock"] and kept.id in game


def test_701_21a_sacrifice_a_creature_with_the_greatest_power_then_gain_life_equal_to_it_consume() -> None:
    game = Game(["Alice", "Bob"])
    giant = put(game, "Hill Giant", owner="Bob")  # 3/3
    craw = put(game, "Craw Wurm", owner="Bob")  # 6/4: the greatest
    put(game, "Colossal Dreadmaw", owner="Alice")  # hers: not counted
    consecrate = put(game, "Consecrate // Consume", Zone.HAND)
    casting.cast(game, consecrate.id, side=Side.RIGHT, targets=["Bob"])
    resolving.resolve(game)
    assert craw.id not in game and giant.id in game
    assert game.player("Alice").life == 26


@pytest.mark.parametrize(("returned", "elves"), [("Llanowar Elves", 2), ("Grizzly Bears", 0)])
def test_608_2h_if_it_s_an_elf_the_permanent_it_became_return_upon_the_tide(
    returned: str, elves: int
) -> None:
    game = Game(["Alice", "Bob"])
    card = put(game, returned, Zone.GRAVEYARD)
    tide = put(game, "Return Upon the Tide", Zone.HAND)
    casting.cast(game, tide.id, targets=[card.id])
    resolving.resolve(game)
    assert returned in [o.card.name for o in game.objects(Zone.BATTLEFIELD, "Alice")]
    assert [o.card.name for o in game.objects(Zone.BATTLEFIELD, "Alice")].count("Elf Warrior Token") == elves


def test_604_3_power_and_toughness_equal_the_cards_in_all_players_hands_werewolf_of_ancient_hunger() -> None:
    game = Game(["Alice", "Bob"])
    werewolf = put(game, "Sage of Ancient Lore // Werewolf of Ancient Hunger", up=Side.BACK)
    for owner, count in (("Alice", 2), ("Bob", 3)):
        for _ in range(count):
            put(game, "Opt", Zone.HAND, owner=owner)
    value = game.characteristics(werewolf.id)
    assert (value.power, value.toughness) == ("5", "5")


@pytest.mark.parametrize(("milled", "transforms"), [("Ornithopter", True), ("Grizzly Bears", False)])
def test_105_2c_if_there_is_a_colorless_creature_card_in_your_graveyard_transform_grizzled_angler(
    milled: str, transforms: bool
) -> None:
    game = Game(["Alice", "Bob"])
    angler = put(game, "Grizzled Angler // Grisly Anglerfish", controlled_since=0)
    put(game, "Island", Zone.LIBRARY)
    put(game, milled, Zone.LIBRARY)
    activating.activate(game, angler.id, 1)
    resolving.resolve(game)
    assert game.characteristics(angler.id).name == ("Grisly Anglerfish" if transforms else "Grizzled Angler")


@pytest.mark.parametrize(
    ("creature", "untapped"), [("Grizzly Bears", False), ("Wolfkin Outcast // Wedding Crasher", True)]
)
def test_608_2h_if_it_s_a_wolf_or_werewolf_untap_it_howlpack_piper(creature: str, untapped: bool) -> None:
    game = Game(["Alice", "Bob"])
    game.set_turn(Turn("Alice", Step.MAIN1, number=3))
    piper = put(game, "Howlpack Piper // Wildsong Howler", controlled_since=0)
    card = put(game, creature, Zone.HAND)
    game.answering = Answering([(f"#{int(card.id)}",)], then_default=True)
    activating.activate(game, piper.id, 1)
    resolving.resolve(game)
    assert card.card.name in [o.card.name for o in game.objects(Zone.BATTLEFIELD, "Alice")]
    assert game.get(piper.id).status.tapped is not untapped


@pytest.mark.parametrize(("in_hand", "flips"), [(1, True), (2, False)])
def test_608_2h_then_if_that_player_has_no_cards_in_hand_flip_nezumi_shortfang(
    in_hand: int, flips: bool
) -> None:
    game = Game(["Alice", "Bob"])
    nezumi = put(game, "Nezumi Shortfang // Stabwhisker the Odious", controlled_since=0)
    for _ in range(in_hand):
        put(game, "Opt", Zone.HAND, owner="Bob")
    activating.activate(game, nezumi.id, 1, targets=["Bob"])
    resolving.resolve(game)
    name = game.characteristics(nezumi.id).name
    assert name == ("Stabwhisker the Odious" if flips else "Nezumi Shortfang")


def test_119_3_that_player_loses_1_life_for_each_card_fewer_than_three_in_hand_stabwhisker() -> None:
    game = Game(["Alice", "Bob"])
    put(game, "Nezumi Shortfang // Stabwhisker the Odious", up=Side.FLIPPED)
    put(game, "Opt", Zone.HAND, owner="Bob")  # one card: two fewer than three
    game.set_turn(Turn("Alice", Step.END, number=3))
    turns.next_turn(game)  # Bob's upkeep
    while game.objects(Zone.STACK):
        resolving.resolve(game)
    assert game.player("Bob").life == 18 and game.player("Alice").life == 20
