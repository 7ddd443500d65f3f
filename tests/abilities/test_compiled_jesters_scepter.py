"""Jester's Scepter: "When ~ enters, exile the top five cards of target
player's library face down. You may look at those cards for as long as they
remain exiled." and "{2}, {T}, Put a card exiled with ~ into its owner's
graveyard: Counter target spell if it has the same name as that card."
(607.2a linked abilities, 602.2b the cost's card chosen as it is paid,
608.2h "that card" as the cost put it there, 201.3 same name, 608.2b)."""

from __future__ import annotations

import pytest

from mtgfaces.cards.characteristics import Zone
from mtgfaces.errors import IllegalAction
from mtgfaces.rules.actions import activating, casting, moves, resolving
from mtgfaces.rules.save import dumps, loads
from mtgfaces.rules.state.choices import Answering
from mtgfaces.rules.state.game import Game, Step, Turn
from mtgfaces.rules.state.objects import GameObject
from tests.rules.builders import names, position, put

SCEPTER = "Jester's Scepter"
BOBS = ["Grizzly Bears", "Opt", "Forest", "Island", "Lightning Bolt"]


def _scepter(game: Game) -> GameObject:
    """Alice's Scepter enters; its trigger, aimed at Bob, exiles his top five
    cards face down (Lightning Bolt among them); one card stays."""
    for name in [*BOBS, "Shock"]:  # the first put is the top card
        put(game, name, Zone.LIBRARY, owner="Bob")
    scepter = put(game, SCEPTER, Zone.HAND)
    game.answering = Answering([("Bob",)], then_default=True)
    moves.put_onto_battlefield(game, scepter.id, under="Alice")
    resolving.resolve(game)
    game.answering = None
    (on_battlefield,) = [o for o in game.objects(Zone.BATTLEFIELD) if o.card.name == SCEPTER]
    return on_battlefield


def _bolt_cast_by_bob(game: Game, name: str = "Lightning Bolt") -> GameObject:
    game.set_turn(Turn("Bob", Step.MAIN1, number=2, priority="Bob"))
    spell = put(game, name, Zone.HAND, owner="Bob")
    casting.cast(game, spell.id, player="Bob", targets=("Alice",))
    game.set_turn(game.turn._replace(priority="Alice"))
    (on_stack,) = game.objects(Zone.STACK)
    return on_stack


def test_406_3_the_top_five_cards_are_exiled_face_down() -> None:
    game = Game(["Alice", "Bob"])
    _scepter(game)
    exiled = game.objects(Zone.EXILE)
    assert len(exiled) == 5 and all(o.is_face_down and o.owner == "Bob" for o in exiled)
    assert names(game, Zone.LIBRARY, "Bob") == ["Shock"]


def test_201_3_a_spell_with_the_same_name_as_the_binned_card_is_countered() -> None:
    game = Game(["Alice", "Bob"])
    scepter = _scepter(game)
    bolt = _bolt_cast_by_bob(game)
    (exiled_bolt,) = [o for o in game.objects(Zone.EXILE) if o.card.name == "Lightning Bolt"]
    game.answering = Answering([(f"#{int(exiled_bolt.id)}",)], then_default=True)
    activating.activate(game, scepter.id, 1, player="Alice", targets=(bolt.id,))
    assert sorted(names(game, Zone.GRAVEYARD, "Bob")) == ["Lightning Bolt"]  # the cost: face up there
    resolving.resolve(game)
    assert not game.objects(Zone.STACK)
    assert sorted(names(game, Zone.GRAVEYARD, "Bob")) == ["Lightning Bolt", "Lightning Bolt"]
    assert game.player("Alice").life == 20
    assert len(game.objects(Zone.EXILE)) == 4
    assert loads(dumps(game)).log == game.log


def test_608_2h_a_spell_of_another_name_is_not_countered() -> None:
    game = Game(["Alice", "Bob"])
    scepter = _scepter(game)
    bolt = _bolt_cast_by_bob(game)
    (exiled_opt,) = [o for o in game.objects(Zone.EXILE) if o.card.name == "Opt"]
    game.answering = Answering([(f"#{int(exiled_opt.id)}",)], then_default=True)
    activating.activate(game, scepter.id, 1, player="Alice", targets=(bolt.id,))
    resolving.resolve(game)  # the Scepter's ability: the Bolt stays
    assert [o.id for o in game.objects(Zone.STACK)] == [bolt.id]
    assert names(game, Zone.GRAVEYARD, "Bob") == ["Opt"]


def test_607_2a_with_no_card_exiled_with_it_the_cost_cant_be_paid() -> None:
    game = Game(["Alice", "Bob"])
    scepter = put(game, SCEPTER)  # no entering trigger: nothing exiled with it
    bolt = _bolt_cast_by_bob(game)
    before = position(game)
    with pytest.raises(IllegalAction, match="607.2a"):
        activating.activate(game, scepter.id, 1, player="Alice", targets=(bolt.id,))
    assert position(game) == before
