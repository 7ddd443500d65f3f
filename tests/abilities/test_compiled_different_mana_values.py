"""Compiled "Return from your graveyard to the battlefield any number of
target creature cards that each have a different mana value X or less."
(Agadeem's Awakening, the front face of Agadeem's Awakening // Agadeem, the
Undercrypt): X is chosen before the targets (601.2b, 601.2c), so which cards
may be targets depends on it; no two targets may share a mana value (202.3);
the targets still legal as it resolves return (608.2b) under its caster's
control (110.2a)."""

from __future__ import annotations

import random

import pytest

from mtgfaces.cards.characteristics import Zone
from mtgfaces.cards.model import Side
from mtgfaces.errors import IllegalAction
from mtgfaces.rules.actions import casting, moves, resolving
from mtgfaces.rules.play import PlayableGame
from mtgfaces.rules.pool import card_coverage
from mtgfaces.rules.save import dumps
from mtgfaces.rules.state.decisions import Cast
from mtgfaces.rules.state.game import Step, Turn
from mtgfaces.rules.state.objects import GameObject
from tests.rules.builders import card, names, put

AWAKENING = "Agadeem's Awakening // Agadeem, the Undercrypt"


def _game() -> PlayableGame:
    game = PlayableGame(["Alice", "Bob"], rng=random.Random(4), pay_costs=False)
    game.set_turn(Turn("Alice", Step.MAIN1, number=3, priority="Alice", passes=0))
    return game


def _cast(game: PlayableGame, x: int, *targets: GameObject) -> GameObject:
    awakening = put(game, AWAKENING, Zone.HAND)
    casting.cast(game, awakening.id, side=Side.FRONT, x=x, targets=[t.id for t in targets])
    return awakening


def test_agadeem_s_awakening_runs() -> None:
    assert card_coverage(card(AWAKENING)).implemented


def test_601_2c_cards_of_different_mana_values_x_or_less_return() -> None:
    game = _game()
    bears = put(game, "Grizzly Bears", Zone.GRAVEYARD)  # 2
    ornithopter = put(game, "Ornithopter", Zone.GRAVEYARD)  # 0
    put(game, "Hill Giant", Zone.GRAVEYARD)  # 4: not targeted
    _cast(game, 3, bears, ornithopter)
    resolving.resolve(game)
    assert sorted(names(game, Zone.BATTLEFIELD, "Alice")) == ["Grizzly Bears", "Ornithopter"]
    assert "Hill Giant" in names(game, Zone.GRAVEYARD, "Alice")


@pytest.mark.parametrize(
    ("x", "rule"),
    [(3, "601.2c"), (1, "115.1")],  # two of mana value 2; or mana value 2 with X 1
)
def test_601_2c_two_of_one_mana_value_or_one_above_x_are_refused(x: int, rule: str) -> None:
    game = _game()
    bears = put(game, "Grizzly Bears", Zone.GRAVEYARD)
    other = put(game, "Grizzly Bears", Zone.GRAVEYARD)
    awakening = put(game, AWAKENING, Zone.HAND)
    before = dumps(game)
    chosen = [bears.id, other.id] if x == 3 else [bears.id]
    with pytest.raises(IllegalAction) as caught:
        casting.cast(game, awakening.id, side=Side.FRONT, x=x, targets=chosen)
    assert caught.value.rule == rule
    assert dumps(game) == before


def test_601_2b_the_targets_listed_depend_on_the_x_chosen() -> None:
    game = _game()
    bears = put(game, "Grizzly Bears", Zone.GRAVEYARD)
    giant = put(game, "Hill Giant", Zone.GRAVEYARD)
    twin = put(game, "Grizzly Bears", Zone.GRAVEYARD)
    for _ in range(4):
        put(game, "Swamp")  # X up to 4 is listed (107.3)
    awakening = put(game, AWAKENING, Zone.HAND)
    listed = {(a.x, frozenset(a.targets)) for a in game.legal_actions("Alice") if isinstance(a, Cast)}
    listed = {(x, t) for x, t in listed if x is not None}
    assert (4, frozenset({bears.id, giant.id})) in listed
    assert (3, frozenset({bears.id})) in listed and (0, frozenset()) in listed
    assert not [t for x, t in listed if giant.id in t and x < 4]
    assert not [t for _, t in listed if {bears.id, twin.id} <= t]
    assert awakening.id in game


def test_608_2b_a_target_gone_is_left_alone_the_others_return() -> None:
    game = _game()
    bears = put(game, "Grizzly Bears", Zone.GRAVEYARD)
    giant = put(game, "Hill Giant", Zone.GRAVEYARD)
    _cast(game, 4, bears, giant)
    moves.move(game, giant.id, Zone.EXILE)
    resolving.resolve(game)
    assert names(game, Zone.BATTLEFIELD, "Alice") == ["Grizzly Bears"]
    assert names(game, Zone.EXILE, "Alice") == ["Hill Giant"]


def test_404_2_only_cards_of_your_own_graveyard() -> None:
    game = _game()
    theirs = put(game, "Grizzly Bears", Zone.GRAVEYARD, owner="Bob")
    awakening = put(game, AWAKENING, Zone.HAND)
    with pytest.raises(IllegalAction):
        casting.cast(game, awakening.id, side=Side.FRONT, x=5, targets=[theirs.id])
