"""Compiled "If ..., ... Otherwise, ..." sentences and the conditions they
ask (CR 608.2c, issue 17): one check, when the "if" sentence is done, and
the "otherwise" sentence done only if it failed (Unholy Annex, Wedding
Announcement, Stoic Farmer); "if this spell was foretold" (702.143c,
Poison the Cup)."""

from __future__ import annotations

import pytest

from mtgfaces.cards.characteristics import Zone
from mtgfaces.cards.model import Side
from mtgfaces.rules.abilities.compiler import compile_line
from mtgfaces.rules.actions import casting, combat, resolving, turns
from mtgfaces.rules.actions.foretelling import foretell
from mtgfaces.rules.state.choices import Answering
from mtgfaces.rules.state.game import Game, Step, Turn
from tests.rules.builders import names, put


def _library(game: Game, *cards: str, owner: str = "Alice") -> None:
    for name in cards:
        put(game, name, Zone.LIBRARY, owner=owner)


def _to_end_step(game: Game) -> None:
    turns.set_step(game, Step.END)
    while game.objects(Zone.STACK):
        resolving.resolve(game)


@pytest.mark.parametrize(("demon", "alice", "bob"), [(True, 22, 18), (False, 18, 20)])
def test_608_2c_if_you_control_a_demon_drain_otherwise_lose_2_life_unholy_annex(
    demon: bool, alice: int, bob: int
) -> None:
    game = Game(["Alice", "Bob"])
    game.set_turn(Turn("Alice", Step.MAIN2, number=3))
    _library(game, "Island")
    room = put(game, "Unholy Annex // Ritual Chamber")
    game.replace(room._replace(status=room.status._replace(unlocked=frozenset({Side.LEFT}))))
    if demon:
        put(game, "Lord of the Pit")
    _to_end_step(game)
    assert names(game, Zone.HAND, "Alice") == ["Island"]  # draws either way
    assert (game.player("Alice").life, game.player("Bob").life) == (alice, bob)


def test_608_2c_a_demon_an_opponent_controls_is_not_yours_unholy_annex() -> None:
    game = Game(["Alice", "Bob"])
    game.set_turn(Turn("Alice", Step.MAIN2, number=3))
    _library(game, "Island")
    room = put(game, "Unholy Annex // Ritual Chamber")
    game.replace(room._replace(status=room.status._replace(unlocked=frozenset({Side.LEFT}))))
    put(game, "Lord of the Pit", owner="Bob")
    _to_end_step(game)
    assert (game.player("Alice").life, game.player("Bob").life) == (18, 20)


@pytest.mark.parametrize(("attackers", "drawn", "humans"), [(2, 1, 0), (1, 0, 1)])
def test_608_2c_attacked_with_two_or_more_draw_otherwise_a_human_wedding_announcement(
    attackers: int, drawn: int, humans: int
) -> None:
    game = Game(["Alice", "Bob"])
    game.set_turn(Turn("Alice", Step.MAIN1, number=3))
    _library(game, "Island")
    put(game, "Wedding Announcement // Wedding Festivity")
    bears = [put(game, "Grizzly Bears") for _ in range(attackers)]
    combat.attack(game, [b.id for b in bears], defending="Bob")
    _to_end_step(game)
    assert len(game.objects(Zone.HAND, "Alice")) == drawn
    tokens = [o for o in game.objects(Zone.BATTLEFIELD) if "Human" in game.characteristics(o).subtypes]
    assert len(tokens) == humans, [game.characteristics(o) for o in game.objects(Zone.BATTLEFIELD)]


def test_608_2c_then_if_it_has_three_invitation_counters_transform_it_wedding_announcement() -> None:
    game = Game(["Alice", "Bob"])
    game.set_turn(Turn("Alice", Step.MAIN2, number=3))
    wedding = put(game, "Wedding Announcement // Wedding Festivity")
    game.replace(wedding._replace(status=wedding.status._replace(counters=(("invitation", 2),))))
    _to_end_step(game)
    now = game.get(wedding.id)
    assert now.status.counter("invitation") == 3
    assert game.characteristics(now).name == "Wedding Festivity"  # 701.27a


@pytest.mark.parametrize(("bob_lands", "where"), [(3, Zone.BATTLEFIELD), (2, Zone.HAND)])
def test_608_2c_if_an_opponent_controls_more_lands_onto_the_battlefield_otherwise_to_hand_stoic_farmer(
    bob_lands: int, where: Zone
) -> None:
    game = Game(["Alice", "Bob"])
    game.set_turn(Turn("Alice", Step.MAIN1, number=3))
    _library(game, "Island", "Plains", "Forest")
    for _ in range(2):
        put(game, "Plains")
    for _ in range(bob_lands):
        put(game, "Swamp", owner="Bob")
    farmer = put(game, "Stoic Farmer", Zone.HAND)
    casting.cast(game, farmer.id)
    while game.objects(Zone.STACK):
        resolving.resolve(game)
    (found,) = [o for o in game.objects(where, "Alice") if o.card.name == "Plains" and o.zone is where][-1:]
    assert found.card.name == "Plains"
    if where is Zone.BATTLEFIELD:
        assert found.status.tapped
    assert sorted(names(game, Zone.LIBRARY, "Alice")) == ["Forest", "Island"]


@pytest.mark.parametrize("was_foretold", [True, False])
def test_702_143c_if_this_spell_was_foretold_scry_2_poison_the_cup(was_foretold: bool) -> None:
    game = Game(["Alice", "Bob"])
    game.set_turn(Turn("Alice", Step.MAIN1, number=2))
    _library(game, "Island", "Forest", "Swamp")
    victim = put(game, "Grizzly Bears", owner="Bob")
    cup = put(game, "Poison the Cup", Zone.HAND)
    if was_foretold:
        foretell(game, cup.id)
        game.set_turn(Turn("Alice", Step.MAIN1, number=4))  # 702.143a: cast on a later turn
        (cup,) = game.objects(Zone.EXILE, "Alice")
    top = game.objects(Zone.LIBRARY, "Alice")[0]
    game.answering = Answering([(f"#{int(top.id)}",)])  # scry: the top card to the bottom
    casting.cast(game, cup.id, targets=[victim.id], from_zone=Zone.EXILE if was_foretold else Zone.HAND)
    resolving.resolve(game)
    assert victim.id not in game
    bottom = game.objects(Zone.LIBRARY, "Alice")[-1]
    assert (bottom.id == top.id) is was_foretold


def test_608_2c_otherwise_after_no_if_sentence_is_not_read() -> None:
    assert compile_line("Test", "Draw a card. Otherwise, you lose 2 life.", spell=True) is None
    assert (
        compile_line("Test", "If you control a Demon, draw a card. Scry 1. Otherwise, scry 2.", spell=True)
        is None
    )
