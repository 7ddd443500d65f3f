"""Compiled manifest dread (701.62a): the player chooses which of the two
cards looked at is manifested, shown to that player only; "manifest dread X
times, then put X +1/+1 counters on each of those creatures" (Valgavoth's
Onslaught: each time in full, 701.40e; "those creatures" are the
permanents they became, 608.2h)."""

from __future__ import annotations

import json
import random

import pytest

import mtgfaces
from mtgfaces.cards.characteristics import Zone
from mtgfaces.rules.actions import casting, combat, resolving
from mtgfaces.rules.play import PlayableGame
from mtgfaces.rules.seat import Seat
from mtgfaces.rules.state.choices import Answering, Asked
from mtgfaces.rules.state.game import Game, Step, Turn
from mtgfaces.rules.state.status import FaceDown
from tests.rules.builders import names, put

ONSLAUGHT = "Valgavoth's Onslaught"


def _library(game: Game, *cards: str) -> list[int]:
    return [put(game, card, Zone.LIBRARY).id for card in cards]


def _dread(game: Game) -> list[tuple[str, int, str | None]]:
    """The manifested permanents: card, +1/+1 counters, power."""
    return [
        (o.card.name, o.status.counter("+1/+1"), game.characteristics(o).power)
        for o in game.objects(Zone.BATTLEFIELD)
        if o.status.face_down is FaceDown.MANIFEST_DREAD
    ]


def test_701_62a_701_40e_manifest_dread_x_times_then_x_counters_on_each_valgavoths_onslaught() -> None:
    game = Game(["Alice", "Bob"])
    forest, bears, island, bolt, _ = _library(
        game, "Forest", "Grizzly Bears", "Island", "Lightning Bolt", "Plains"
    )
    onslaught = put(game, ONSLAUGHT, Zone.HAND)
    casting.cast(game, onslaught.id, x=2)
    game.answering = Answering([(f"#{bears}",), (f"#{bolt}",)])  # the second card each time
    resolving.resolve(game)
    assert _dread(game) == [("Grizzly Bears", 2, "4"), ("Lightning Bolt", 2, "4")]  # 2/2 with two counters
    assert names(game, Zone.GRAVEYARD, "Alice") == ["Forest", "Island", ONSLAUGHT]
    assert names(game, Zone.LIBRARY, "Alice") == ["Plains"]
    del forest, island


def test_701_62a_each_manifest_dread_asks_which_card_and_shows_only_those_two() -> None:
    game = Game(["Alice", "Bob"])
    first = _library(game, "Forest", "Grizzly Bears", "Island", "Lightning Bolt")
    onslaught = put(game, ONSLAUGHT, Zone.HAND)
    casting.cast(game, onslaught.id, x=2)
    game.answering = Answering([])
    with pytest.raises(Asked) as asked:
        resolving.resolve(game)
    question = asked.value.question
    assert (question.player, question.rule, question.shown) == ("Alice", "701.62a", tuple(first[:2]))
    assert question.options == (f"#{first[0]}", f"#{first[1]}")


def test_608_2h_only_the_manifested_creatures_get_counters_not_another_valgavoths_onslaught() -> None:
    game = Game(["Alice", "Bob"])
    _library(game, "Forest", "Island", "Plains")
    bears = put(game, "Grizzly Bears")
    onslaught = put(game, ONSLAUGHT, Zone.HAND)
    casting.cast(game, onslaught.id, x=1)
    resolving.resolve(game)  # no one to ask: the top card is manifested
    assert _dread(game) == [("Forest", 1, "3")]
    assert game.get(bears.id).status.counter("+1/+1") == 0


def test_107_3b_x_is_0_nothing_is_manifested_or_looked_at_valgavoths_onslaught() -> None:
    game = Game(["Alice", "Bob"])
    _library(game, "Forest", "Island")
    onslaught = put(game, ONSLAUGHT, Zone.HAND)
    casting.cast(game, onslaught.id, x=0)
    game.answering = Answering([])  # nothing may be asked
    resolving.resolve(game)
    assert _dread(game) == []
    assert names(game, Zone.LIBRARY, "Alice") == ["Forest", "Island"]


def test_701_62a_a_library_of_one_card_manifests_it_with_nothing_asked_valgavoths_onslaught() -> None:
    game = Game(["Alice", "Bob"])
    _library(game, "Island")
    onslaught = put(game, ONSLAUGHT, Zone.HAND)
    casting.cast(game, onslaught.id, x=2)  # the second time, the library is empty: nothing happens
    game.answering = Answering([])
    resolving.resolve(game)
    assert _dread(game) == [("Island", 2, "4")]


def test_701_62a_the_attack_trigger_manifests_the_card_its_controller_chooses_hauntwoods_shrieker() -> None:
    game = Game(["Alice", "Bob"])
    game.set_turn(Turn("Alice", Step.DECLARE_ATTACKERS, number=3))
    _, bears = _library(game, "Forest", "Grizzly Bears")
    shrieker = put(game, "Hauntwoods Shrieker")
    combat.attack(game, [shrieker.id], defending="Bob")
    game.answering = Answering([(f"#{bears}",)])
    resolving.resolve_all(game)
    assert _dread(game) == [("Grizzly Bears", 0, "2")]
    assert names(game, Zone.GRAVEYARD, "Alice") == ["Forest"]


def _asked_to_manifest(hidden: str) -> PlayableGame:
    """Alice casts Onslaught for X=1 with ``hidden`` and a Forest on top of
    her library; she is asked which one to manifest."""
    game = PlayableGame(["Alice", "Bob"], rng=random.Random(3), pay_costs=True)
    game.set_turn(Turn("Alice", Step.MAIN1, number=3))
    card = mtgfaces.card
    game.put(card(hidden), zone=Zone.LIBRARY, owner="Alice")
    game.put(card("Forest"), zone=Zone.LIBRARY, owner="Alice")
    game.put(card(ONSLAUGHT), zone=Zone.HAND, owner="Alice")
    for _ in range(3):
        game.put(card("Forest"), zone=Zone.BATTLEFIELD, owner="Alice")
    alice, bob = Seat(game, "Alice", rng=random.Random(5)), Seat(game, "Bob", rng=random.Random(6))
    (cast,) = [a for a in alice.legal_actions() if a.endswith("x=1")]
    alice.apply(cast)
    alice.apply("Alice: pass")
    bob.apply("Bob: pass")
    return game


def test_701_62a_401_2_the_manifesting_player_sees_the_two_cards_through_the_question() -> None:
    game = _asked_to_manifest("Grizzly Bears")
    alice = Seat(game, "Alice", rng=random.Random(5))
    asked = alice.question()
    assert asked is not None and asked["rule"] == "701.62a"
    shown = {c["name"]: c["handle"] for c in asked["shown"]}
    assert set(shown) == {"Grizzly Bears", "Forest"} and sorted(asked["options"]) == sorted(shown.values())
    alice.apply(f"Alice: choose {shown['Grizzly Bears']}")
    assert _dread(game) == [("Grizzly Bears", 1, "3")]
    assert names(game, Zone.GRAVEYARD, "Alice") == ["Forest", ONSLAUGHT]


def test_701_62a_the_opponent_learns_nothing_from_the_cards_looked_at_that_differ() -> None:
    seen = set()
    for hidden in ("Grizzly Bears", "Lightning Bolt", "Island"):
        game = _asked_to_manifest(hidden)
        bob = Seat(game, "Bob", rng=random.Random(6))
        assert bob.question() is None
        seen.add(json.dumps([bob.export(), bob.view_text()], sort_keys=True, default=str))
    assert len(seen) == 1
