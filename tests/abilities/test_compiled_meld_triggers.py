"""Meld pairs whose trigger offers or checks more before melding (701.42a,
712.4a): Vanille's "you may pay {3}{B}{G}. If you do, exile them, then meld
them" (609.3, 608.2c), with its intervening "if" (603.4)."""

from __future__ import annotations

import pytest

from mtgfaces.cards.characteristics import Zone
from mtgfaces.rules.actions import resolving, turns
from mtgfaces.rules.coverage import lines_not_run
from mtgfaces.rules.state.choices import Answering
from mtgfaces.rules.state.game import Game
from mtgfaces.rules.state.values import Step, Turn
from tests.rules.builders import put

VANILLE = "Vanille, Cheerful l'Cie"
FANG = "Fang, Fearless l'Cie"


def _lands(game: Game, *names: str) -> None:
    for name in names:
        put(game, name)


def _to_main(game: Game, step: Step) -> None:
    game.set_turn(Turn("Alice", Step.DRAW, number=3))
    turns.set_step(game, step)


def _names(game: Game) -> list[str]:
    named = (game.characteristics(o.id) for o in game.objects(Zone.BATTLEFIELD))
    return sorted(c.name for c in named if "Land" not in c.types)


def test_701_42a_vanille_pays_and_melds_with_fang_in_the_first_main_phase() -> None:
    game = Game(["Alice", "Bob"], pay_costs=True)
    vanille = put(game, VANILLE)
    assert not lines_not_run(game.characteristics(vanille.id))
    put(game, FANG)
    _lands(game, "Swamp", "Swamp", "Forest", "Forest", "Forest")
    _to_main(game, Step.MAIN1)
    resolving.resolve_all(game)
    assert _names(game) == ["Ragnarok, Divine Deliverance"]
    assert all(o.status.tapped for o in game.objects(Zone.BATTLEFIELD) if o.card.name in ("Swamp", "Forest"))


def test_609_3_608_2c_vanille_declined_payment_melds_nothing() -> None:
    game = Game(["Alice", "Bob"], pay_costs=True)
    put(game, VANILLE)
    put(game, FANG)
    _lands(game, "Swamp", "Swamp", "Forest", "Forest", "Forest")
    _to_main(game, Step.MAIN1)
    game.answering = Answering([("don't pay",)])
    resolving.resolve_all(game)
    assert _names(game) == sorted([FANG, VANILLE])
    assert not any(o.status.tapped for o in game.objects(Zone.BATTLEFIELD))


def test_118_3_vanille_cannot_pay_without_the_mana() -> None:
    game = Game(["Alice", "Bob"], pay_costs=True)
    put(game, VANILLE)
    put(game, FANG)
    _lands(game, "Swamp", "Forest", "Forest", "Forest")  # four lands: {3}{B}{G} can't be paid
    _to_main(game, Step.MAIN1)
    resolving.resolve_all(game)
    assert _names(game) == sorted([FANG, VANILLE])


@pytest.mark.parametrize("owner", ["Bob", None])
def test_603_4_712_4a_vanille_without_fang_owned_and_controlled_doesnt_trigger(owner: str | None) -> None:
    game = Game(["Alice", "Bob"], pay_costs=True)
    put(game, VANILLE)
    if owner is not None:
        put(game, FANG, owner=owner)  # on Bob's side: Alice doesn't own nor control it
    _lands(game, "Swamp", "Swamp", "Forest", "Forest", "Forest")
    _to_main(game, Step.MAIN1)
    assert game.objects(Zone.STACK) == []


def test_505_1_vanille_doesnt_trigger_in_the_second_main_phase() -> None:
    game = Game(["Alice", "Bob"], pay_costs=True)
    put(game, VANILLE)
    put(game, FANG)
    game.set_turn(Turn("Alice", Step.END_OF_COMBAT, number=3))
    turns.set_step(game, Step.MAIN2)
    assert game.objects(Zone.STACK) == []
