"""Compiled "exile up to two target cards from graveyards. For each creature
card exiled this way, each opponent loses 1 life and you gain 1 life."
(Graveyard Glutton): the targets may be in different graveyards (115.1);
only the cards actually exiled count (608.2b, 608.2c), as they are in exile
(400.7); the life is lost and gained once each, in one event (119.9)."""

from __future__ import annotations

from mtgfaces.cards.characteristics import Zone
from mtgfaces.rules.abilities.compiler import compile_line
from mtgfaces.rules.actions import combat, moves, resolving, turns
from mtgfaces.rules.state.choices import Answering
from mtgfaces.rules.state.events import EventKind
from mtgfaces.rules.state.game import Game, Step
from mtgfaces.rules.state.objects import GameObject
from mtgfaces.rules.state.status import Side
from tests.rules.builders import names, put

GLUTTON = "Graveyard Trespasser // Graveyard Glutton"


def _attack(game: Game, *targets: GameObject) -> None:
    """Graveyard Glutton (night face up) attacks; its trigger targets ``targets``."""
    glutton = put(game, GLUTTON, up=Side.BACK)
    turns.set_step(game, Step.DECLARE_ATTACKERS)
    game.answering = Answering([tuple(f"#{int(t.id)}" for t in targets)])
    combat.attack(game, [glutton.id], defending="Bob")


def test_115_1_608_2c_two_creature_cards_from_two_graveyards_drain_two() -> None:
    game = Game(["Alice", "Bob"])
    bears = put(game, "Grizzly Bears", Zone.GRAVEYARD, owner="Bob")
    elves = put(game, "Llanowar Elves", Zone.GRAVEYARD)
    _attack(game, bears, elves)
    resolving.resolve(game)
    assert sorted(names(game, Zone.EXILE)) == ["Grizzly Bears", "Llanowar Elves"]
    assert (game.player("Alice").life, game.player("Bob").life) == (22, 18)


def test_119_9_the_life_is_gained_in_one_event_not_one_per_card() -> None:
    game = Game(["Alice", "Bob"])
    bears = put(game, "Grizzly Bears", Zone.GRAVEYARD, owner="Bob")
    elves = put(game, "Llanowar Elves", Zone.GRAVEYARD)
    _attack(game, bears, elves)
    resolving.resolve(game)
    gains = [e.note for e in game.log if e.kind is EventKind.LIFE_CHANGED and e.player == "Alice"]
    assert gains == ["+2"]


def test_608_2c_a_noncreature_card_exiled_this_way_counts_nothing() -> None:
    game = Game(["Alice", "Bob"])
    bears = put(game, "Grizzly Bears", Zone.GRAVEYARD, owner="Bob")
    opt = put(game, "Opt", Zone.GRAVEYARD, owner="Bob")
    _attack(game, bears, opt)
    resolving.resolve(game)
    assert sorted(names(game, Zone.EXILE)) == ["Grizzly Bears", "Opt"]
    assert (game.player("Alice").life, game.player("Bob").life) == (21, 19)


def test_608_2b_a_target_gone_from_the_graveyard_is_not_exiled_and_not_counted() -> None:
    game = Game(["Alice", "Bob"])
    bears = put(game, "Grizzly Bears", Zone.GRAVEYARD, owner="Bob")
    elves = put(game, "Llanowar Elves", Zone.GRAVEYARD)
    _attack(game, bears, elves)
    moves.move(game, bears.id, Zone.HAND)  # an illegal target now (400.7)
    resolving.resolve(game)
    assert names(game, Zone.EXILE) == ["Llanowar Elves"] and names(game, Zone.HAND, "Bob") == [
        "Grizzly Bears"
    ]
    assert (game.player("Alice").life, game.player("Bob").life) == (21, 19)


def test_608_2c_for_each_exiled_needs_an_exile_before_and_life_after() -> None:
    head = "Whenever Graveyard Glutton attacks, "
    assert (
        compile_line("G", head + "draw a card. For each creature card exiled this way, you gain 1 life.")
        is None
    )
    assert (
        compile_line(
            "G",
            head + "exile target card from a graveyard. For each creature card exiled this way, draw a card.",
        )
        is None
    )
