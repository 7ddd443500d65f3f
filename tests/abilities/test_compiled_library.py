"""Compiled effects that look at a library (issue 17): searching (701.23),
scry (701.22), surveil (701.25). The player who looks sees those cards
through the question (``shown``); no other player learns anything: tested
as an opponent would, by comparing positions that differ only in the
hidden cards."""

from __future__ import annotations

import json
import random

import pytest

import mtgfaces
from mtgfaces.cards.characteristics import Zone
from mtgfaces.errors import IllegalAction
from mtgfaces.rules import save
from mtgfaces.rules.actions import casting, moves, resolving
from mtgfaces.rules.play import PlayableGame
from mtgfaces.rules.seat import UNKNOWN_HANDLE, Seat
from mtgfaces.rules.state.choices import Answering, Asked
from mtgfaces.rules.state.events import EventKind
from mtgfaces.rules.state.game import Game
from tests.rules.builders import names, put


def library(game: Game, *cards: str, owner: str = "Alice") -> list[int]:
    return [put(game, card, Zone.LIBRARY, owner=owner).id for card in cards]


def test_701_23a_701_24a_search_for_a_basic_land_onto_the_battlefield_tapped_then_shuffle() -> None:
    game = Game(["Alice", "Bob"])
    library(game, "Grizzly Bears", "Forest", "Lightning Bolt")
    road = put(game, "Road // Ruin", Zone.HAND)
    casting.cast(game, road.id, side="left")
    resolving.resolve(game)
    (land,) = game.objects(Zone.BATTLEFIELD)
    assert land.card.name == "Forest" and land.status.tapped
    assert sorted(names(game, Zone.LIBRARY, "Alice")) == ["Grizzly Bears", "Lightning Bolt"]
    assert any(e.kind is EventKind.SHUFFLED for e in game.log)  # 701.24a


def test_701_23b_a_search_for_a_stated_quality_may_find_nothing() -> None:
    game = Game(["Alice", "Bob"])
    library(game, "Forest", "Island")
    game.answering = Answering([()])
    road = put(game, "Road // Ruin", Zone.HAND)
    casting.cast(game, road.id, side="left")
    resolving.resolve(game)
    assert game.objects(Zone.BATTLEFIELD) == []
    assert len(game.objects(Zone.LIBRARY, "Alice")) == 2


def test_701_23a_701_20a_search_reveal_and_put_into_the_hand_flower() -> None:
    game = Game(["Alice", "Bob"])
    library(game, "Island", "Plains", "Forest")
    flower = put(game, "Flower // Flourish", Zone.HAND)
    casting.cast(game, flower.id, side="left")
    resolving.resolve(game)
    assert names(game, Zone.HAND, "Alice") == ["Plains"]  # the first basic Forest or Plains
    revealed = [e for e in game.log if e.kind is EventKind.REVEALED]
    assert [e.note for e in revealed] == ["Plains"]


def test_701_22a_scry_puts_any_number_on_the_bottom_and_orders_the_rest() -> None:
    game = Game(["Alice", "Bob"])
    a, b, c, _ = library(game, "Island", "Forest", "Plains", "Swamp")
    game.answering = Answering([(f"#{b}",), (f"#{c}",), (f"#{a}",)])  # then Swamp, the last
    reason = put(game, "Reason // Believe", Zone.HAND)
    casting.cast(game, reason.id, side="left")
    resolving.resolve(game)
    assert names(game, Zone.LIBRARY, "Alice") == ["Plains", "Island", "Swamp", "Forest"]


def test_701_25a_surveil_then_draw_discovery() -> None:
    game = Game(["Alice", "Bob"])
    a, _, _ = library(game, "Island", "Forest", "Plains")
    game.answering = Answering([(f"#{a}",)], then_default=True)
    discovery = put(game, "Discovery // Dispersal", Zone.HAND)
    casting.cast(game, discovery.id, side="left")
    resolving.resolve(game)
    assert names(game, Zone.GRAVEYARD, "Alice")[:1] == ["Island"]
    assert names(game, Zone.HAND, "Alice") == ["Forest"]


def _searching(hidden: str) -> PlayableGame:
    """Alice casts Road with ``hidden`` and a Forest in her library, and is
    asked which card she finds."""
    game = PlayableGame(["Alice", "Bob"], rng=random.Random(3), pay_costs=False)
    card = mtgfaces.card
    game.put(card("Road // Ruin"), zone=Zone.HAND, owner="Alice")
    game.put(card(hidden), zone=Zone.LIBRARY, owner="Alice")
    game.put(card("Forest"), zone=Zone.LIBRARY, owner="Alice")
    game.put(card("Island"), zone=Zone.LIBRARY, owner="Bob")
    alice, bob = Seat(game, "Alice", rng=random.Random(5)), Seat(game, "Bob", rng=random.Random(6))
    alice.apply(next(a for a in alice.legal_actions() if a.endswith(" left")))  # Road
    alice.apply("Alice: pass")
    bob.apply("Bob: pass")
    return game


@pytest.mark.parametrize("hidden", ["Plains", "Grizzly Bears"])
def test_701_23a_401_2_the_searcher_sees_her_library_through_the_question(hidden: str) -> None:
    game = _searching(hidden)
    alice = Seat(game, "Alice", rng=random.Random(5))
    asked = alice.question()
    assert asked is not None and asked["rule"] == "701.23a"
    shown = {c["name"]: c["handle"] for c in asked["shown"]}
    assert set(shown) == {hidden, "Forest"}  # she looks at every card of her library
    basic = [shown[n] for n in shown if n in ("Forest", "Plains")]
    assert sorted(asked["options"]) == sorted(basic)  # only what fits can be found
    alice.apply(f"Alice: choose {shown['Forest']}")
    assert [o["characteristics"]["name"] for o in alice.view()["battlefield"]] == ["Forest"]
    with pytest.raises(IllegalAction) as refused:  # her library is hidden again (401.2)
        alice.trace(shown[hidden])
    assert refused.value.code == UNKNOWN_HANDLE


def test_701_23a_the_opponent_learns_nothing_from_the_search_of_a_library_that_differs() -> None:
    seen = set()
    for hidden in ("Plains", "Grizzly Bears", "Lightning Bolt"):
        game = _searching(hidden)
        bob = Seat(game, "Bob", rng=random.Random(6))
        assert bob.question() is None
        seen.add(json.dumps([bob.export(), bob.view_text()], sort_keys=True, default=str))
    assert len(seen) == 1


def test_a_question_that_shows_hidden_cards_survives_save_and_load() -> None:
    game = _searching("Plains")
    assert game.choice is not None and game.choice.question.shown
    loaded = save.loads(save.dumps(game))
    assert loaded.choice == game.choice


def test_701_22a_608_2h_scry_x_where_x_is_its_power_spotter_thopter() -> None:
    game = Game(["Alice", "Bob"])
    ids = library(game, "Forest", "Island", "Plains", "Swamp", "Mountain")
    thopter = put(game, "Spotter Thopter", Zone.HAND)  # 4/4 (its prototype is 2/3)
    moves.put_onto_battlefield(game, thopter.id)
    game.answering = Answering([])
    with pytest.raises(Asked) as asked:
        resolving.resolve(game)
    assert asked.value.question.options == tuple(f"#{i}" for i in ids[:4])  # X is its power, 4
    game.answering = Answering([tuple(f"#{i}" for i in ids[:4])])  # all four to the bottom
    resolving.resolve(game)
    assert names(game, Zone.LIBRARY) == ["Mountain", "Forest", "Island", "Plains", "Swamp"]
