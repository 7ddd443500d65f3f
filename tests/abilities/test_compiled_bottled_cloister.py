"""Compiled "return all cards you own exiled with ~ to your hand, then draw a
card." (Bottled Cloister): the cards its other ability exiled face down are
linked to it (607.2a), no one may look at them in exile (406.3), and only
the same objects still in exile (400.7) that its controller owns come back."""

from __future__ import annotations

from mtgfaces.cards.characteristics import Zone
from mtgfaces.rules.actions import moves, resolving, turns
from mtgfaces.rules.state.game import Game, Step, Turn
from mtgfaces.rules.state.looking import may_look
from tests.rules.builders import names, put


def _bottled(game: Game) -> None:
    """Alice's Cloister exiles her hand of two at Bob's upkeep."""
    game.set_turn(Turn("Bob", Step.UNTAP, number=2))
    put(game, "Bottled Cloister")
    put(game, "Lightning Bolt", Zone.HAND)
    put(game, "Forest", Zone.HAND)
    for name in ("Island", "Plains"):
        put(game, name, Zone.LIBRARY)
    turns.set_step(game, Step.UPKEEP)
    resolving.resolve(game)


def _alice_upkeep(game: Game) -> None:
    game.set_turn(Turn("Alice", Step.UNTAP, number=3))
    turns.set_step(game, Step.UPKEEP)
    resolving.resolve(game)


def test_406_3_at_an_opponent_s_upkeep_the_hand_is_exiled_face_down_seen_by_no_one() -> None:
    game = Game(["Alice", "Bob"])
    _bottled(game)
    exiled = game.objects(Zone.EXILE, "Alice")
    assert names(game, Zone.HAND, "Alice") == [] and len(exiled) == 2
    assert all(o.is_face_down for o in exiled)
    assert not any(may_look(game, o, p) for o in exiled for p in ("Alice", "Bob"))


def test_607_2a_121_1_at_your_upkeep_the_linked_cards_return_then_you_draw() -> None:
    game = Game(["Alice", "Bob"])
    _bottled(game)
    _alice_upkeep(game)
    assert sorted(names(game, Zone.HAND, "Alice")) == ["Forest", "Island", "Lightning Bolt"]
    assert game.objects(Zone.EXILE, "Alice") == []


def test_400_7_a_card_that_left_exile_and_came_back_is_not_returned() -> None:
    game = Game(["Alice", "Bob"])
    _bottled(game)
    bolt = next(o for o in game.objects(Zone.EXILE, "Alice") if o.card.name == "Lightning Bolt")
    moves.move(game, bolt.id, Zone.GRAVEYARD)
    (again,) = (o for o in game.objects(Zone.GRAVEYARD, "Alice") if o.card.name == "Lightning Bolt")
    moves.move(game, again.id, Zone.EXILE)
    _alice_upkeep(game)
    assert sorted(names(game, Zone.HAND, "Alice")) == ["Forest", "Island"]
    assert names(game, Zone.EXILE, "Alice") == ["Lightning Bolt"]


def test_607_2a_a_card_exiled_by_another_ability_is_not_returned() -> None:
    game = Game(["Alice", "Bob"])
    put(game, "Opt", Zone.EXILE)
    _bottled(game)
    _alice_upkeep(game)
    assert "Opt" not in names(game, Zone.HAND, "Alice")
    assert names(game, Zone.EXILE, "Alice") == ["Opt"]


def test_607_2a_108_3_only_the_cards_its_controller_owns_return() -> None:
    game = Game(["Alice", "Bob"])
    _bottled(game)
    (cloister,) = (o for o in game.objects(Zone.BATTLEFIELD) if o.card.name == "Bottled Cloister")
    moves.gain_control(game, cloister.id, "Bob")
    put(game, "Swamp", Zone.LIBRARY, owner="Bob")
    game.set_turn(Turn("Bob", Step.UNTAP, number=4))
    turns.set_step(game, Step.UPKEEP)
    resolving.resolve(game)
    assert names(game, Zone.HAND, "Bob") == ["Swamp"]
    assert len(game.objects(Zone.EXILE, "Alice")) == 2
