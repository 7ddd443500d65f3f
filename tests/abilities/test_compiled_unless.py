"""Payments asked for as a compiled ability resolves (issue 17, 118.12):
"counter target spell unless its controller pays", "sacrifice ~ unless you
pay", "you may pay ... If you do"; with real cards, costs paid with real
mana, named after the rules."""

from __future__ import annotations

import pytest

from mtgfaces.cards.characteristics import Zone
from mtgfaces.rules.actions import casting, resolving, turns
from mtgfaces.rules.state.choices import Answering
from mtgfaces.rules.state.game import Game
from mtgfaces.rules.state.values import Step
from tests.rules.builders import names, put


def _opt_and_disruption(game: Game, bob_lands: int) -> int:
    for _ in range(bob_lands):
        put(game, "Island", owner="Bob")
    put(game, "Island")
    put(game, "Island")
    put(game, "Island", Zone.LIBRARY, owner="Bob")
    opt = put(game, "Opt", Zone.HAND, owner="Bob")
    casting.cast(game, opt.id, player="Bob")
    spell = game.objects(Zone.STACK)[0]
    disruption = put(game, "Jwari Disruption // Jwari Ruins", Zone.HAND)
    casting.cast(game, disruption.id, targets=[spell.id])
    return int(spell.id)


@pytest.mark.parametrize(("bob_lands", "countered"), [(1, False), (0, True)])
def test_118_12_118_3_counter_target_spell_unless_its_controller_pays_jwari_disruption(
    bob_lands: int, countered: bool
) -> None:
    game = Game(["Alice", "Bob"], pay_costs=True)
    _opt_and_disruption(game, bob_lands + 1)  # one Island pays for Opt
    resolving.resolve(game)
    assert ("Opt" in names(game, Zone.GRAVEYARD, "Bob")) is countered
    assert [o.card.name for o in game.objects(Zone.STACK)] == ([] if countered else ["Opt"])


def test_118_12_the_controller_may_decline_to_pay() -> None:
    game = Game(["Alice", "Bob"], pay_costs=True)
    _opt_and_disruption(game, 2)
    game.answering = Answering([("don't pay",)])
    resolving.resolve(game)
    assert "Opt" in names(game, Zone.GRAVEYARD, "Bob")
    assert not any(
        o.status.tapped
        for o in game.objects(Zone.BATTLEFIELD, "Bob")
        if o.card.name == "Island" and o.id != game.objects(Zone.BATTLEFIELD, "Bob")[0].id
    )


@pytest.mark.parametrize(("forests", "kept"), [(2, True), (1, False)])
def test_118_12_701_21a_sacrifice_it_unless_you_pay_krosan_cloudscraper(forests: int, kept: bool) -> None:
    game = Game(["Alice", "Bob"], pay_costs=True)
    for _ in range(forests):
        put(game, "Forest")
    put(game, "Krosan Cloudscraper")
    game.turn = game.turn._replace(step=Step.UNTAP)
    turns.set_step(game, Step.UPKEEP)
    resolving.resolve_all(game)
    assert ("Krosan Cloudscraper" in names(game, Zone.BATTLEFIELD)) is kept
    assert sum(o.status.tapped for o in game.objects(Zone.BATTLEFIELD) if o.card.name == "Forest") == (
        2 if kept else 0
    )


@pytest.mark.parametrize(("swamps", "transformed"), [(4, True), (3, False)])
def test_609_3_608_2c_you_may_pay_if_you_do_transform_screeching_bat(swamps: int, transformed: bool) -> None:
    game = Game(["Alice", "Bob"], pay_costs=True)
    for _ in range(swamps):
        put(game, "Swamp")
    bat = put(game, "Screeching Bat // Stalking Vampire")
    game.turn = game.turn._replace(step=Step.UNTAP)
    turns.set_step(game, Step.UPKEEP)
    resolving.resolve_all(game)
    name = game.characteristics(game.get(bat.id)).name
    assert name == ("Stalking Vampire" if transformed else "Screeching Bat")
