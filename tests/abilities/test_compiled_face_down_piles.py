"""Face-down piles (406.3, 701.24a): Ghastly Conscription's "exile all
creature cards from target player's graveyard in a face-down pile, shuffle
that pile, then manifest those cards" and Jeskai Infiltrator's "exile it and
the top card of your library in a face-down pile, shuffle that pile, then
manifest those cards" (701.40a, 701.40e). The shuffle hides from the other
players which card became which face-down permanent."""

from __future__ import annotations

import random

import pytest

from mtgfaces.cards.characteristics import Zone
from mtgfaces.errors import MalformedInput
from mtgfaces.rules.actions import casting, combat, moves, piles, resolving, turns
from mtgfaces.rules.save import dumps, loads
from mtgfaces.rules.state.game import Game, Step, Turn
from mtgfaces.rules.state.status import FaceDown
from mtgfaces.rules.state.views import visible_log
from tests.rules.builders import names, put

CONSCRIPTION = "Ghastly Conscription"
INFILTRATOR = "Jeskai Infiltrator"


def _manifested(game: Game) -> list[tuple[str, str, str]]:
    """The manifested permanents, in the order they entered: card, owner, controller."""
    return [
        (o.card.name, o.owner, game.controller(o))
        for o in game.objects(Zone.BATTLEFIELD)
        if o.status.face_down is FaceDown.MANIFEST
    ]


def _conscription(seed: int) -> Game:
    """Alice casts Ghastly Conscription at Bob, whose graveyard holds two
    creature cards and a land; it resolves."""
    game = Game(["Alice", "Bob"], rng=random.Random(seed))
    for card in ("Grizzly Bears", "Forest", "Hill Giant"):
        put(game, card, Zone.GRAVEYARD, owner="Bob")
    spell = put(game, CONSCRIPTION, Zone.HAND)
    casting.cast(game, spell.id, targets=("Bob",))
    resolving.resolve(game)
    return game


def test_701_40a_ghastly_conscription_manifests_the_creature_cards_of_target_players_graveyard() -> None:
    game = _conscription(1)
    assert sorted(_manifested(game)) == [("Grizzly Bears", "Bob", "Alice"), ("Hill Giant", "Bob", "Alice")]
    assert names(game, Zone.GRAVEYARD, "Bob") == ["Forest"]
    assert names(game, Zone.EXILE) == []
    assert all(game.characteristics(o).power == "2" for o in game.objects(Zone.BATTLEFIELD))
    assert _manifested(loads(dumps(game))) == _manifested(game)


def test_701_24a_406_3_the_shuffled_pile_hides_which_card_each_manifested_permanent_is() -> None:
    games = {}
    for seed in range(40):
        game = _conscription(seed)
        games.setdefault(tuple(_manifested(game)), game)
    assert len(games) == 2  # the pile's order is random: either card may enter first
    first, second = games.values()
    assert visible_log(first, "Bob") == visible_log(second, "Bob")  # he can't tell them apart
    assert str(first.view("Bob")) == str(second.view("Bob"))
    assert str(first.view("Alice")) != str(second.view("Alice"))  # 708.5: she may look at hers


def test_701_24a_only_cards_exiled_face_down_make_a_pile() -> None:
    game = Game(["Alice", "Bob"])
    bears = put(game, "Grizzly Bears", Zone.EXILE)  # face up
    before = dumps(game)
    with pytest.raises(MalformedInput, match="face down"):
        piles.shuffle_face_down_pile(game, [bears.id], player="Alice")
    assert dumps(game) == before


def _infiltrator_hits(game: Game) -> None:
    game.set_turn(Turn("Alice", Step.BEGINNING_OF_COMBAT, number=3))
    infiltrator = put(game, INFILTRATOR, controlled_since=0)
    combat.attack(game, [infiltrator.id], defending="Bob")
    turns.set_step(game, Step.COMBAT_DAMAGE)
    combat.combat_damage(game)
    assert game.player("Bob").life == 18
    while game.objects(Zone.STACK):
        resolving.resolve(game)


def test_701_40e_jeskai_infiltrator_exiles_itself_and_the_top_card_then_manifests_both() -> None:
    game = Game(["Alice", "Bob"])
    put(game, "Lightning Bolt", Zone.LIBRARY)
    put(game, "Forest", Zone.LIBRARY)
    _infiltrator_hits(game)
    hers = ("Alice", "Alice")
    assert sorted(_manifested(game)) == [(INFILTRATOR, *hers), ("Lightning Bolt", *hers)]
    assert names(game, Zone.LIBRARY, "Alice") == ["Forest"]
    assert names(game, Zone.EXILE) == []


def test_400_7_jeskai_infiltrator_gone_before_it_resolves_only_the_top_card_is_manifested() -> None:
    game = Game(["Alice", "Bob"])
    put(game, "Lightning Bolt", Zone.LIBRARY)
    game.set_turn(Turn("Alice", Step.BEGINNING_OF_COMBAT, number=3))
    infiltrator = put(game, INFILTRATOR, controlled_since=0)
    combat.attack(game, [infiltrator.id], defending="Bob")
    turns.set_step(game, Step.COMBAT_DAMAGE)
    combat.combat_damage(game)
    moves.move(game, infiltrator.id, Zone.HAND)  # bounced in response
    resolving.resolve(game)
    assert _manifested(game) == [("Lightning Bolt", "Alice", "Alice")]
    assert names(game, Zone.HAND, "Alice") == [INFILTRATOR]
