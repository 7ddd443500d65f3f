"""Cycling (CR 702.29): "Cycling [cost]" means "[Cost], Discard this card:
Draw a card.", an activated ability that works only while the card is in
its owner's hand (702.29a, 113.6); it exists in every zone (702.29b), and
typecycling is cycling (702.29f)."""

from __future__ import annotations

import random

import pytest

from mtgfaces.cards.characteristics import Zone
from mtgfaces.errors import IllegalAction
from mtgfaces.rules.actions import activating, resolving
from mtgfaces.rules.play import PlayableGame
from mtgfaces.rules.pool import card_coverage
from mtgfaces.rules.save import dumps
from mtgfaces.rules.state.decisions import Activate
from mtgfaces.rules.state.events import EventKind
from mtgfaces.rules.state.game import Game, Step, Turn
from tests.rules.builders import card, names, put


def test_702_29a_cycling_from_the_hand_discards_it_and_draws_a_card_backslide() -> None:
    game = PlayableGame(["Alice", "Bob"], rng=random.Random(2), pay_costs=True)
    game.set_turn(Turn("Alice", Step.MAIN1, number=3))
    backslide = put(game, "Backslide", Zone.HAND)
    put(game, "Grizzly Bears", Zone.LIBRARY)
    island = put(game, "Island")
    cycle = Activate("Alice", backslide.id, 1)
    assert cycle in game.legal_actions("Alice")  # listed from the hand (113.6)
    game.apply(cycle)
    assert game.get(island.id).status.tapped  # {U} paid
    assert names(game, Zone.GRAVEYARD, "Alice") == ["Backslide"]  # discarded as the cost (701.9a)
    assert any(e.kind is EventKind.DISCARDED for e in game.log)
    assert [o.ability is not None for o in game.objects(Zone.STACK)] == [True]
    resolving.resolve(game)
    assert names(game, Zone.HAND, "Alice") == ["Grizzly Bears"]
    assert card_coverage(card("Backslide")).implemented


def test_702_29a_113_6_cycling_works_only_from_the_hand() -> None:
    game = Game(["Alice", "Bob"])
    in_graveyard = put(game, "Backslide", Zone.GRAVEYARD)
    on_battlefield = put(game, "Vile Manifestation")
    before = dumps(game)
    for obj in (in_graveyard, on_battlefield):
        with pytest.raises(IllegalAction, match="works only from the hand") as refused:
            activating.activate(game, obj.id, "Cycling")
        assert refused.value.rule == "113.6"
    assert dumps(game) == before


def test_702_29b_702_29f_it_gets_1_0_for_each_card_with_cycling_in_your_graveyard_vile_manifestation() -> (
    None
):
    game = Game(["Alice", "Bob"])
    vile = put(game, "Vile Manifestation")
    printed = int(game.characteristics(vile.id).power or 0)
    put(game, "Backslide", Zone.GRAVEYARD)  # Cycling {U}
    put(game, "Absorb Vis", Zone.GRAVEYARD)  # Basic landcycling {1}{B}: typecycling is cycling
    put(game, "Grizzly Bears", Zone.GRAVEYARD)  # no cycling
    put(game, "Backslide", Zone.GRAVEYARD, owner="Bob")  # not in her graveyard
    assert int(game.characteristics(vile.id).power or 0) == printed + 2
    assert card_coverage(card("Vile Manifestation")).implemented
