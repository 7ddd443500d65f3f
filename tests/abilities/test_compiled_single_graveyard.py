"""Compiled "up to two target creature cards from a single graveyard" (CR
601.2c: a constraint across the targets of one word, every one in the same
player's graveyard) with Pull, the right half of Push // Pull: "Put up to
two target creature cards from a single graveyard onto the battlefield
under your control. They gain haste until end of turn. Sacrifice them at the
beginning of the next end step." "They" are the permanents the cards became
(400.7); the delayed triggered ability refers to those objects (603.7c) and
sacrifices only what its controller still controls (701.21a)."""

from __future__ import annotations

import random

import pytest

from mtgfaces.cards.characteristics import Zone
from mtgfaces.cards.model import Side
from mtgfaces.errors import IllegalAction
from mtgfaces.rules.actions import casting, moves, resolving, turns
from mtgfaces.rules.play import PlayableGame
from mtgfaces.rules.pool import card_coverage
from mtgfaces.rules.save import dumps, loads
from mtgfaces.rules.state.decisions import Cast
from mtgfaces.rules.state.game import Game, Step, Turn
from mtgfaces.rules.state.objects import GameObject
from tests.rules.builders import card, names, put

PULL = "Push // Pull"


def _game() -> Game:
    game = PlayableGame(["Alice", "Bob"], rng=random.Random(1), pay_costs=False)
    game.set_turn(Turn("Alice", Step.MAIN1, number=3, priority="Alice", passes=0))
    return game


def _pull(game: Game, *targets: GameObject) -> None:
    pull = put(game, PULL, Zone.HAND)
    casting.cast(game, pull.id, side=Side.RIGHT, targets=[t.id for t in targets])
    resolving.resolve(game)


def _mine(game: Game, name: str) -> GameObject:
    (found,) = [o for o in game.objects(Zone.BATTLEFIELD, "Alice") if o.card.name == name]
    return found


def test_pull_runs() -> None:
    assert card_coverage(card(PULL)).implemented


def test_110_2a_702_10_they_enter_under_your_control_with_haste_and_are_sacrificed_at_the_end_step() -> None:
    game = _game()
    bears = put(game, "Grizzly Bears", Zone.GRAVEYARD, owner="Bob")
    giant = put(game, "Hill Giant", Zone.GRAVEYARD, owner="Bob")
    _pull(game, bears, giant)
    assert sorted(names(game, Zone.BATTLEFIELD, "Alice")) == ["Grizzly Bears", "Hill Giant"]
    for name in ("Grizzly Bears", "Hill Giant"):
        assert "Haste" in game.characteristics(_mine(game, name)).abilities
    assert names(game, Zone.GRAVEYARD, "Bob") == []
    turns.set_step(game, Step.END)
    resolving.resolve_all(game)
    assert names(game, Zone.BATTLEFIELD) == []
    assert sorted(names(game, Zone.GRAVEYARD, "Bob")) == ["Grizzly Bears", "Hill Giant"]  # 404.2: the owner's
    assert game.delayed_triggers == ()


def test_601_2c_targets_from_two_graveyards_are_refused_and_nothing_changes() -> None:
    game = _game()
    bears = put(game, "Grizzly Bears", Zone.GRAVEYARD, owner="Bob")
    giant = put(game, "Hill Giant", Zone.GRAVEYARD, owner="Alice")
    pull = put(game, PULL, Zone.HAND)
    before = dumps(game)
    with pytest.raises(IllegalAction) as caught:
        casting.cast(game, pull.id, side=Side.RIGHT, targets=[bears.id, giant.id])
    assert caught.value.rule == "601.2c"
    assert dumps(game) == before


def test_601_2c_only_pairs_from_one_graveyard_are_listed() -> None:
    game = _game()
    assert isinstance(game, PlayableGame)
    bears = put(game, "Grizzly Bears", Zone.GRAVEYARD, owner="Bob")
    giant = put(game, "Hill Giant", Zone.GRAVEYARD, owner="Bob")
    mine = put(game, "Ornithopter", Zone.GRAVEYARD, owner="Alice")
    pull = put(game, PULL, Zone.HAND)
    listed = {
        frozenset(a.targets)
        for a in game.legal_actions("Alice")
        if isinstance(a, Cast) and a.card == pull.id and a.side is Side.RIGHT
    }
    assert frozenset({bears.id, giant.id}) in listed
    assert frozenset({mine.id}) in listed and frozenset() in listed  # "up to two": one, or none
    assert frozenset({bears.id, mine.id}) not in listed
    assert frozenset({giant.id, mine.id}) not in listed


def test_608_2b_a_target_gone_is_left_alone_and_the_other_still_comes() -> None:
    game = _game()
    bears = put(game, "Grizzly Bears", Zone.GRAVEYARD, owner="Bob")
    giant = put(game, "Hill Giant", Zone.GRAVEYARD, owner="Bob")
    pull = put(game, PULL, Zone.HAND)
    casting.cast(game, pull.id, side=Side.RIGHT, targets=[bears.id, giant.id])
    moves.move(game, giant.id, Zone.EXILE)  # 400.7: a new object, no longer a legal target
    resolving.resolve(game)
    assert names(game, Zone.BATTLEFIELD, "Alice") == ["Grizzly Bears"]
    assert names(game, Zone.EXILE, "Bob") == ["Hill Giant"]


def test_701_21a_one_no_longer_under_your_control_is_not_sacrificed() -> None:
    game = _game()
    bears = put(game, "Grizzly Bears", Zone.GRAVEYARD, owner="Bob")
    giant = put(game, "Hill Giant", Zone.GRAVEYARD, owner="Bob")
    _pull(game, bears, giant)
    moves.gain_control(game, _mine(game, "Hill Giant").id, "Bob")
    turns.set_step(game, Step.END)
    resolving.resolve_all(game)
    assert names(game, Zone.BATTLEFIELD, "Bob") == ["Hill Giant"]
    assert names(game, Zone.GRAVEYARD, "Bob") == ["Grizzly Bears"]


def test_603_7c_the_delayed_sacrifice_survives_a_save() -> None:
    game = _game()
    bears = put(game, "Grizzly Bears", Zone.GRAVEYARD, owner="Bob")
    _pull(game, bears)
    text = dumps(game)
    loaded = loads(text)
    assert dumps(loaded) == text
    turns.set_step(loaded, Step.END)
    resolving.resolve_all(loaded)
    assert names(loaded, Zone.GRAVEYARD, "Bob") == ["Grizzly Bears"]


# Cease, the left half of Cease // Desist: "Exile up to two target cards from
# a single graveyard. Target player gains 2 life and draws a card." Its "up
# to" word comes first: the targets of the words after it are counted from
# the end (601.2c: announced in the order of the words).

CEASE = "Cease // Desist"


def _cease(game: Game, *targets: GameObject | str) -> None:
    cease = put(game, CEASE, Zone.HAND)
    chosen = [t if isinstance(t, str) else t.id for t in targets]
    casting.cast(game, cease.id, side=Side.LEFT, targets=chosen)
    resolving.resolve(game)


def test_cease_runs() -> None:
    assert card_coverage(card(CEASE)).implemented


def test_406_2_119_3_121_1_cease_exiles_two_cards_of_one_graveyard_and_the_player_gains_and_draws() -> None:
    game = _game()
    put(game, "Island", Zone.LIBRARY)
    bears = put(game, "Grizzly Bears", Zone.GRAVEYARD, owner="Bob")
    forest = put(game, "Forest", Zone.GRAVEYARD, owner="Bob")
    _cease(game, bears, forest, "Alice")
    assert sorted(names(game, Zone.EXILE, "Bob")) == ["Forest", "Grizzly Bears"]
    assert game.player("Alice").life == 22
    assert names(game, Zone.HAND, "Alice") == ["Island"]


def test_601_2c_cease_with_no_card_still_targets_the_player() -> None:
    game = _game()
    put(game, "Island", Zone.LIBRARY, owner="Bob")
    bears = put(game, "Grizzly Bears", Zone.GRAVEYARD, owner="Bob")
    _cease(game, "Bob")
    assert names(game, Zone.GRAVEYARD, "Bob") == ["Grizzly Bears"] and bears.id in game
    assert game.player("Bob").life == 22 and names(game, Zone.HAND, "Bob") == ["Island"]


def test_601_2c_cease_refuses_cards_of_two_graveyards_and_lists_only_one_graveyard_s() -> None:
    game = _game()
    assert isinstance(game, PlayableGame)
    bears = put(game, "Grizzly Bears", Zone.GRAVEYARD, owner="Bob")
    mine = put(game, "Forest", Zone.GRAVEYARD, owner="Alice")
    cease = put(game, CEASE, Zone.HAND)
    before = dumps(game)
    with pytest.raises(IllegalAction) as caught:
        casting.cast(game, cease.id, side=Side.LEFT, targets=[bears.id, mine.id, "Alice"])
    assert caught.value.rule == "601.2c"
    assert dumps(game) == before
    listed = {a.targets for a in game.legal_actions("Alice") if isinstance(a, Cast) and a.card == cease.id}
    assert (bears.id, "Alice") in listed and (mine.id, "Bob") in listed and ("Bob",) in listed
    assert not [t for t in listed if bears.id in t and mine.id in t]


def test_608_2b_cards_gone_the_player_still_gains_and_draws() -> None:
    game = _game()
    put(game, "Island", Zone.LIBRARY)
    bears = put(game, "Grizzly Bears", Zone.GRAVEYARD, owner="Bob")
    cease = put(game, CEASE, Zone.HAND)
    casting.cast(game, cease.id, side=Side.LEFT, targets=[bears.id, "Alice"])
    moves.move(game, bears.id, Zone.LIBRARY)  # 400.7: no longer the card targeted
    resolving.resolve(game)
    assert names(game, Zone.EXILE) == []
    assert game.player("Alice").life == 22
