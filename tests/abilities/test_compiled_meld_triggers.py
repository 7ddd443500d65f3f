"""Meld pairs whose trigger offers or checks more before melding (701.42a,
712.4a): Vanille's "you may pay {3}{B}{G}. If you do, exile them, then meld
them" (609.3, 608.2c), with its intervening "if" (603.4); Mishra, Claimed by
Gix's "Whenever you attack, each opponent loses X life and you gain X life,
where X is the number of attacking creatures. If ~ and a creature named
Phyrexian Dragon Engine are attacking, and you both own and control them,
exile them, then meld them into Mishra, Lost to Phyrexia. It enters the
battlefield tapped and attacking." (508.1, 506.4, 508.4)."""

from __future__ import annotations

import pytest

from mtgfaces.cards.characteristics import Zone
from mtgfaces.rules.actions import combat, resolving, turns
from mtgfaces.rules.coverage import lines_not_run
from mtgfaces.rules.state.choices import Answering
from mtgfaces.rules.state.game import Game
from mtgfaces.rules.state.status import ObjectId
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


MISHRA = "Mishra, Claimed by Gix"
ENGINE = "Phyrexian Dragon Engine"


def _attack(game: Game, *names: str, defending: str = "Bob") -> list[int]:
    game.set_turn(Turn("Alice", Step.BEGINNING_OF_COMBAT, number=3))
    attackers = [put(game, name, controlled_since=0) for name in names]
    combat.attack(game, [a.id for a in attackers], defending=defending)
    return [int(a.id) for a in attackers]


def test_508_1_701_42a_508_4_mishra_drains_then_melds_into_an_attacking_mishra_lost_to_phyrexia() -> None:
    game = Game(["Alice", "Bob"])
    mishra, _, _ = _attack(game, MISHRA, ENGINE, "Grizzly Bears")
    assert not lines_not_run(game.characteristics(ObjectId(mishra)))
    assert len(game.objects(Zone.STACK)) == 1  # "whenever you attack": once (508.1)
    resolving.resolve_all(game)
    assert (game.player("Bob").life, game.player("Alice").life) == (17, 23)  # three attacking creatures
    (melded,) = [o for o in game.objects(Zone.BATTLEFIELD) if o.card.name == "Mishra, Lost to Phyrexia"]
    assert game.characteristics(melded.id).name == "Mishra, Lost to Phyrexia"
    assert melded.status.tapped and melded.status.attacking == "Bob"


def test_701_42b_mishra_without_the_engine_attacking_doesnt_meld() -> None:
    game = Game(["Alice", "Bob"])
    put(game, ENGINE, controlled_since=0)  # on the battlefield, not attacking
    _attack(game, MISHRA)
    resolving.resolve_all(game)
    assert (game.player("Bob").life, game.player("Alice").life) == (19, 21)
    assert sorted(game.characteristics(o.id).name for o in game.objects(Zone.BATTLEFIELD)) == [MISHRA, ENGINE]


def test_701_42b_mishra_with_an_engine_owned_by_another_player_doesnt_meld() -> None:
    game = Game(["Alice", "Bob"])
    game.set_turn(Turn("Alice", Step.BEGINNING_OF_COMBAT, number=3))
    mishra = put(game, MISHRA, controlled_since=0)
    engine = put(game, ENGINE, owner="Bob", controlled_since=0)
    game.replace(engine._replace(controller="Alice"))  # Alice controls Bob's Engine: she doesn't own it
    combat.attack(game, [mishra.id, engine.id], defending="Bob")
    resolving.resolve_all(game)
    assert game.player("Bob").life == 18
    assert sorted(game.characteristics(o.id).name for o in game.objects(Zone.BATTLEFIELD)) == [MISHRA, ENGINE]
