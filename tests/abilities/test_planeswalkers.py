"""Loyalty (306.5b, 606, 704.5i, 120.3c) through Jace, Telepath Unbound and
Tibalt, Cosmic Impostor."""

from __future__ import annotations

import pytest

from mtgfaces.cards.characteristics import Zone
from mtgfaces.cards.model import Side
from mtgfaces.errors import IllegalAction
from mtgfaces.rules.actions import activating, casting, combat, moves, resolving, turns
from mtgfaces.rules.sba import state_based_actions
from mtgfaces.rules.state.game import Game
from tests.rules.builders import put

JACE = "Jace, Vryn's Prodigy // Jace, Telepath Unbound"
VALKI = "Valki, God of Lies // Tibalt, Cosmic Impostor"


def game_with_libraries() -> Game:
    game = Game(["Alice", "Bob"])
    for player in game.players:
        for _ in range(3):
            put(game, "Forest", Zone.LIBRARY, owner=player)
    return game


def test_306_5b_a_planeswalker_cast_enters_with_its_loyalty() -> None:
    game = game_with_libraries()
    valki = put(game, VALKI, Zone.HAND)
    casting.cast(game, valki.id, side=Side.BACK)
    resolving.resolve(game)
    (tibalt,) = game.objects(Zone.BATTLEFIELD)
    assert game.characteristics(tibalt).name == "Tibalt, Cosmic Impostor"
    assert tibalt.status.counter("loyalty") == 5


def test_606_3_one_loyalty_ability_a_turn_as_a_sorcery() -> None:
    game = game_with_libraries()
    tibalt = put(game, VALKI, up=Side.BACK, counters=(("loyalty", 5),))
    activating.activate(game, tibalt.id, 1)  # [+2]
    assert game.get(tibalt.id).status.counter("loyalty") == 7
    resolving.resolve(game)
    assert len(game.objects(Zone.EXILE)) == 2  # the top card of each library
    with pytest.raises(IllegalAction) as refused:
        activating.activate(game, tibalt.id, 1)
    assert refused.value.code == "not_permitted" and refused.value.rule == "606.3"
    turns.next_turn(game)
    with pytest.raises(IllegalAction) as refused:  # Bob's turn: not as a sorcery for Alice
        activating.activate(game, tibalt.id, 1, player="Alice")
    assert refused.value.code == "timing"


def test_606_6_a_negative_cost_needs_the_counters_and_704_5i_at_zero_it_dies() -> None:
    game = game_with_libraries()
    tibalt = put(game, VALKI, up=Side.BACK, counters=(("loyalty", 3),))
    bears = put(game, "Grizzly Bears", owner="Bob")
    with pytest.raises(IllegalAction) as refused:
        activating.activate(game, tibalt.id, 3)  # [−8]
    assert refused.value.rule == "606.6"
    activating.activate(game, tibalt.id, 2, targets=(bears.id,))  # [−3]: to 0 loyalty
    state_based_actions(game)
    assert game.objects(Zone.GRAVEYARD, "Alice")[0].card.name == VALKI
    resolving.resolve(game)  # the ability resolves without its source (113.7a)
    assert [o.card.name for o in game.objects(Zone.EXILE)] == ["Grizzly Bears"]


def test_120_3c_damage_to_a_planeswalker_removes_loyalty() -> None:
    game = game_with_libraries()
    jace = put(game, JACE, up=Side.BACK, counters=(("loyalty", 5),))
    combat.deal_damage(game, None, jace.id, 2)
    assert game.get(jace.id).status.counter("loyalty") == 3 and game.get(jace.id).status.damage == 0


def test_611_2b_jace_plus_one_lasts_until_alices_next_turn() -> None:
    game = game_with_libraries()
    jace = put(game, JACE, up=Side.BACK, counters=(("loyalty", 5),))
    bears = put(game, "Grizzly Bears", owner="Bob")
    activating.activate(game, jace.id, 1, targets=(bears.id,))
    resolving.resolve(game)
    assert game.characteristics(bears.id).power == "0"
    turns.next_turn(game)  # Bob's turn: still -2/-0
    assert game.characteristics(bears.id).power == "0"
    turns.next_turn(game)  # Alice's next turn: it ends
    assert game.characteristics(bears.id).power == "2"


def test_601_3_jace_minus_three_lets_you_cast_that_card_from_the_graveyard_this_turn() -> None:
    game = game_with_libraries()
    jace = put(game, JACE, up=Side.BACK, counters=(("loyalty", 5),))
    bolt = put(game, "Lightning Bolt", Zone.GRAVEYARD)
    assert not casting.can_cast(game, bolt.id, from_zone=Zone.GRAVEYARD)
    activating.activate(game, jace.id, 2, targets=(bolt.id,))
    resolving.resolve(game)
    assert casting.can_cast(game, bolt.id, from_zone=Zone.GRAVEYARD, targets=("Bob",))
    moves.move(game, put(game, "Grizzly Bears").id, Zone.GRAVEYARD)
    turns.next_turn(game)
    assert not casting.can_cast(game, bolt.id, from_zone=Zone.GRAVEYARD)


def test_114_4_jaces_emblem_mills_an_opponent_whenever_its_owner_casts_a_spell() -> None:
    game = game_with_libraries()
    for _ in range(5):
        put(game, "Plains", Zone.LIBRARY, owner="Bob")
    jace = put(game, JACE, up=Side.BACK, counters=(("loyalty", 9),))
    activating.activate(game, jace.id, 3)  # [−9]
    resolving.resolve(game)
    (emblem,) = game.objects(Zone.COMMAND, "Alice")
    assert game.characteristics(emblem).types == ("Emblem",)
    state_based_actions(game)  # Jace, at 0 loyalty, goes; the emblem stays (114.1)
    assert game.objects(Zone.COMMAND, "Alice")
    bolt = put(game, "Lightning Bolt", Zone.HAND)
    casting.cast(game, bolt.id, targets=("Bob",))
    resolving.resolve(game)  # the emblem's trigger, above the Bolt
    assert len(game.objects(Zone.GRAVEYARD, "Bob")) == 5


def test_607_2a_tibalts_emblem_lets_its_owner_play_the_cards_exiled_with_tibalt() -> None:
    game = game_with_libraries()
    valki = put(game, VALKI, Zone.HAND)
    casting.cast(game, valki.id, side=Side.BACK)
    resolving.resolve(game)  # as Tibalt enters: the emblem
    (emblem,) = game.objects(Zone.COMMAND, "Alice")
    assert emblem.card.name == "Tibalt, Cosmic Impostor Emblem"
    assert game.characteristics(emblem).name is None  # CR 114.3: an emblem has no name
    assert "114.3" in [note.rule for note in game.derive(emblem).trace]
    (tibalt,) = game.objects(Zone.BATTLEFIELD)
    activating.activate(game, tibalt.id, 1)  # [+2]: each player's top card
    resolving.resolve(game)
    bobs = next(o for o in game.objects(Zone.EXILE) if o.owner == "Bob")
    assert casting.can_play_land(game, bobs.id, from_zone=Zone.EXILE)  # Bob's Forest, played by Alice
    other = put(game, "Forest", Zone.EXILE, owner="Bob")  # not exiled with Tibalt
    assert not casting.can_play_land(game, other.id, from_zone=Zone.EXILE)
