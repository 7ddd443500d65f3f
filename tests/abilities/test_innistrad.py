"""Delver of Secrets, Thing in the Ice, Huntmaster of the Fells and Moonmist
(CR 503.1a, 603.4, 614.1c, 701.20a, 701.27a-f)."""

from __future__ import annotations

import pytest

from mtgfaces.cards.characteristics import Zone
from mtgfaces.cards.model import Side
from mtgfaces.rules.abilities.cards.innistrad import KEEP_HIDDEN, spells_cast_last_turn
from mtgfaces.rules.actions import casting, faces, moves, resolving, turns
from mtgfaces.rules.state import registry
from mtgfaces.rules.state.abilities import Resolution, Triggered
from mtgfaces.rules.state.events import EventKind
from mtgfaces.rules.state.game import Game
from tests.rules.builders import put


@pytest.fixture
def game() -> Game:
    """Bob's turn, so that the next turn is Alice's (her upkeep)."""
    return Game(["Bob", "Alice"])


def _names(game: Game, zone: Zone, player: str | None = None) -> list[str | None]:
    return [game.characteristics(o).name for o in game.objects(zone, player)]


def test_503_1a_delver_triggers_at_its_controllers_upkeep_only(game: Game) -> None:
    put(game, "Delver of Secrets", owner="Bob")
    put(game, "Island", Zone.LIBRARY, owner="Alice")
    turns.next_turn(game)  # Alice's upkeep: Bob's Delver doesn't trigger
    assert game.objects(Zone.STACK) == []


def test_701_27a_delver_transforms_when_an_instant_is_revealed(game: Game) -> None:
    delver = put(game, "Delver of Secrets", owner="Alice")
    for name in ("Lightning Bolt", "Island"):
        put(game, name, Zone.LIBRARY, owner="Alice")
    turns.next_turn(game)  # 503.2: the turn stops in the upkeep, before the draw
    outcome = resolving.resolve(game)
    assert outcome.of(EventKind.REVEALED)
    assert game.characteristics(delver.id).name == "Insectile Aberration"
    assert _names(game, Zone.LIBRARY, "Alice") == ["Lightning Bolt", "Island"]  # 701.20b: it stays


def test_701_20a_delver_stays_when_a_land_is_revealed(game: Game) -> None:
    delver = put(game, "Delver of Secrets", owner="Alice")
    for name in ("Forest", "Island"):
        put(game, name, Zone.LIBRARY, owner="Alice")
    turns.next_turn(game)
    resolving.resolve(game)
    assert game.get(delver.id).status.up is Side.FRONT


def test_701_20a_delver_not_revealing_the_instant_doesnt_transform(game: Game) -> None:
    delver = put(game, "Delver of Secrets", owner="Alice")
    put(game, "Opt", Zone.LIBRARY, owner="Alice")
    (ability,) = (a for a in registry.for_face("Delver of Secrets") if isinstance(a, Triggered))
    ability.effect(Resolution(game, "Alice", delver.id, "Delver of Secrets", (), {"chosen": KEEP_HIDDEN}, 0))
    assert game.get(delver.id).status.up is Side.FRONT
    assert not any(e.kind is EventKind.REVEALED for e in game.log)


def test_701_27f_delver_transformed_in_response_isnt_transformed_back(game: Game) -> None:
    delver = put(game, "Delver of Secrets", owner="Alice")
    for name in ("Opt", "Island"):
        put(game, name, Zone.LIBRARY, owner="Alice")
    turns.next_turn(game)
    faces.transform(game, delver.id)
    outcome = resolving.resolve(game)
    assert outcome.rule == "701.27f"
    assert game.characteristics(delver.id).name == "Insectile Aberration"


def test_614_1c_thing_in_the_ice_enters_with_four_ice_counters() -> None:
    game = Game(["Alice", "Bob"])
    thing = put(game, "Thing in the Ice", Zone.HAND)
    casting.cast(game, thing.id)
    resolving.resolve(game)
    (permanent,) = game.objects(Zone.BATTLEFIELD)
    assert permanent.status.counter("ice") == 4
    assert game.objects(Zone.STACK) == []  # a replacement effect, not a trigger


def test_603_2_thing_in_the_ice_ignores_creature_spells_and_opponents_spells() -> None:
    game = Game(["Alice", "Bob"])
    put(game, "Thing in the Ice", counters=(("ice", 4),))
    bears = put(game, "Grizzly Bears", Zone.HAND)
    casting.cast(game, bears.id)
    assert _names(game, Zone.STACK) == ["Grizzly Bears"]
    resolving.resolve(game)
    opt = put(game, "Opt", Zone.HAND, owner="Bob")
    casting.cast(game, opt.id, player="Bob")  # instants are cast at any time
    assert _names(game, Zone.STACK) == ["Opt"]


def test_701_27e_awoken_horror_returns_non_horror_creatures() -> None:
    game = Game(["Alice", "Bob"])
    thing = put(game, "Thing in the Ice", counters=(("ice", 1),))
    bears = put(game, "Grizzly Bears", owner="Bob")
    opt = put(game, "Opt", Zone.HAND)
    casting.cast(game, opt.id)
    resolving.resolve(game)  # the last counter: it transforms
    assert game.characteristics(thing.id).name == "Awoken Horror"
    top, spell = game.objects(Zone.STACK)
    assert top.ability is not None and top.ability.source == thing.id
    assert game.characteristics(spell).name == "Opt"
    resolving.resolve(game)
    assert bears.id not in game
    assert _names(game, Zone.HAND, "Bob") == ["Grizzly Bears"]
    assert game.get(thing.id).zone is Zone.BATTLEFIELD  # a Horror itself


def test_603_6a_huntmaster_enters_makes_a_wolf_and_gains_two_life() -> None:
    game = Game(["Alice", "Bob"])
    huntmaster = put(game, "Huntmaster of the Fells", Zone.HAND)
    casting.cast(game, huntmaster.id)
    resolving.resolve(game)
    resolving.resolve(game)
    assert sorted(n or "" for n in _names(game, Zone.BATTLEFIELD)) == ["Huntmaster of the Fells", "Wolf"]
    wolf = next(o for o in game.objects(Zone.BATTLEFIELD) if o.is_token)
    assert game.characteristics(wolf).power == "2"
    assert game.player("Alice").life == 22


def test_701_27e_huntmaster_entering_transformed_doesnt_trigger() -> None:
    game = Game(["Alice", "Bob"])
    huntmaster = put(game, "Huntmaster of the Fells", Zone.EXILE)
    moves.put_onto_battlefield(game, huntmaster.id, transformed=True)
    assert game.objects(Zone.STACK) == []  # neither "enters" as Huntmaster nor "transforms into" Ravager


def test_603_4_huntmaster_upkeep_trigger_needs_a_turn_without_spells() -> None:
    game = Game(["Alice", "Bob"])
    for player in game.players:
        for _ in range(2):
            put(game, "Island", Zone.LIBRARY, owner=player)
    huntmaster = put(game, "Huntmaster of the Fells")
    opt = put(game, "Opt", Zone.HAND)
    casting.cast(game, opt.id)
    resolving.resolve(game)
    turns.next_turn(game)  # Bob's upkeep: Alice cast a spell last turn
    assert spells_cast_last_turn(game) == {"Alice": 1}
    assert game.objects(Zone.STACK) == []
    turns.next_turn(game)  # Alice's upkeep: no spells in Bob's turn
    resolving.resolve(game)
    assert game.characteristics(huntmaster.id).name == "Ravager of the Fells"


def test_701_27e_ravager_deals_two_to_opponent_and_their_creature() -> None:
    game = Game(["Alice", "Bob"])
    huntmaster = put(game, "Huntmaster of the Fells")
    bears = put(game, "Grizzly Bears", owner="Bob")
    faces.transform(game, huntmaster.id)
    (ability,) = game.objects(Zone.STACK)
    assert ability.ability is not None and ability.ability.target == bears.id
    resolving.resolve(game)
    assert game.player("Bob").life == 18
    assert game.get(bears.id).status.damage == 2


def test_608_2b_ravager_without_a_creature_still_hits_the_player() -> None:
    game = Game(["Alice", "Bob"])
    huntmaster = put(game, "Huntmaster of the Fells")
    put(game, "Grizzly Bears")  # Alice's own creature isn't a target
    faces.transform(game, huntmaster.id)
    resolving.resolve(game)
    assert game.player("Bob").life == 18
    assert all(o.status.damage == 0 for o in game.objects(Zone.BATTLEFIELD))


def test_701_27c_moonmist_transforms_humans_only_double_faced_ones() -> None:
    game = Game(["Alice", "Bob"])
    delver = put(game, "Delver of Secrets")
    vanguard = put(game, "Elite Vanguard")
    bears = put(game, "Grizzly Bears")
    moonmist = put(game, "Moonmist", Zone.HAND)
    casting.cast(game, moonmist.id)
    outcome = resolving.resolve(game)
    assert outcome.rule == "712.9"  # 701.27c: a single-faced Human doesn't transform
    assert game.characteristics(delver.id).name == "Insectile Aberration"
    assert game.characteristics(vanguard.id).name == "Elite Vanguard"
    assert game.characteristics(bears.id).name == "Grizzly Bears"
