"""The conspiracies' lines that read "the chosen name" of their hidden agenda
(CR 702.106d, 607.2d), each played with its card from the command zone
(315.5, 113.6p): triggers on a creature or spell with that name (603.2),
a granted activated ability (113.1a), entering with a counter (614.1c,
614.12) and spending mana as though it were any color (609.4b). A face-down
conspiracy has no abilities (315.5b)."""

from __future__ import annotations

import pytest

import mtgfaces
from mtgfaces.cards.characteristics import Zone
from mtgfaces.cards.db import CardDB
from mtgfaces.rules.actions import activating, casting, combat, resolving
from mtgfaces.rules.actions.conspiracies import put_conspiracy, turn_conspiracy_face_up
from mtgfaces.rules.actions.paying_as_it_resolves import DECLINE, PAY
from mtgfaces.rules.pool import card_coverage
from mtgfaces.rules.state.choices import Answering
from mtgfaces.rules.state.decisions import TurnConspiracyFaceUp, parse
from mtgfaces.rules.state.game import Game, Step, Turn
from mtgfaces.rules.state.objects import GameObject
from tests.rules.builders import put

DB = CardDB.default()
BEARS = "Grizzly Bears"


def _game(card: str, named: str = BEARS, *, up: bool = True) -> Game:
    game = Game(["Alice", "Bob"])
    game.set_turn(Turn("Alice", Step.BEGINNING_OF_COMBAT, number=3))
    conspiracy = put_conspiracy(game, DB.card(card), owner="Alice", named=(named,))
    if up:
        turn_conspiracy_face_up(game, conspiracy.id, player="Alice")
    return game


def _stacked(game: Game) -> list[str]:
    return [o.card.name for o in game.objects(Zone.STACK)]


def _resolve_all(game: Game) -> None:
    while game.objects(Zone.STACK):
        resolving.resolve(game)


def _library(game: Game, player: str, many: int) -> None:
    for _ in range(many):
        put(game, "Island", Zone.LIBRARY, owner=player)


def _indestructible(game: Game, obj: GameObject) -> bool:
    return "Indestructible" in game.characteristics(game.get(obj.id)).abilities


@pytest.mark.parametrize(
    "name",
    [
        "Adriana's Valor",
        "Hired Heist",
        "Iterative Analysis",
        "Incendiary Dissent",
        "Muzzio's Preparations",
        "Unexpected Potential",
        "Secret Summoning",
    ],
)
def test_702_106d_these_conspiracies_are_implemented(name: str) -> None:
    assert card_coverage(DB.card(name)).missing == ()


# -- Adriana's Valor: "Whenever a creature you control with the chosen name attacks" -------


@pytest.mark.parametrize(("answer", "kept"), [(PAY, True), (DECLINE, False)])
def test_508_3a_adrianas_valor_triggers_for_an_attacker_with_the_chosen_name(answer: str, kept: bool) -> None:
    game = _game("Adriana's Valor")
    bears = put(game, BEARS, controlled_since=0)
    elves = put(game, "Llanowar Elves", controlled_since=0)
    combat.attack(game, [bears.id, elves.id], defending="Bob")
    assert _stacked(game) == ["Adriana's Valor"]  # the Bears only: the Elves have another name
    game.answering = Answering([(answer,)])
    _resolve_all(game)
    assert _indestructible(game, bears) is kept
    assert not _indestructible(game, elves)


def test_315_5b_a_face_down_adrianas_valor_does_not_trigger() -> None:
    game = _game("Adriana's Valor", up=False)
    bears = put(game, BEARS, controlled_since=0)
    combat.attack(game, [bears.id], defending="Bob")
    assert _stacked(game) == []


def test_508_3a_adrianas_valor_ignores_an_opponents_creature_with_the_chosen_name() -> None:
    game = _game("Adriana's Valor")
    game.set_turn(Turn("Bob", Step.BEGINNING_OF_COMBAT, number=4))
    theirs = put(game, BEARS, owner="Bob", controlled_since=0)
    combat.attack(game, [theirs.id], defending="Alice")
    assert _stacked(game) == []  # "you control"


# -- Hired Heist: "... deals combat damage to a player, you may pay {U}. If you do, draw" ---


@pytest.mark.parametrize(("answer", "drawn"), [(PAY, 1), (DECLINE, 0)])
def test_510_3a_hired_heist_draws_when_a_creature_with_the_chosen_name_deals_combat_damage(
    answer: str, drawn: int
) -> None:
    game = _game("Hired Heist")
    _library(game, "Alice", 3)
    bears = put(game, BEARS, controlled_since=0)
    elves = put(game, "Llanowar Elves", controlled_since=0)
    combat.attack(game, [bears.id, elves.id], defending="Bob")
    assert _stacked(game) == []  # attacking isn't dealing damage
    combat.combat_damage(game)
    assert game.player("Bob").life == 17
    assert _stacked(game) == ["Hired Heist"]  # once: the Bears' damage, not the Elves'
    game.answering = Answering([(answer,)])
    _resolve_all(game)
    assert len(game.objects(Zone.HAND, "Alice")) == drawn


def test_510_3a_hired_heist_does_not_trigger_on_a_blocked_creature() -> None:
    game = _game("Hired Heist")
    bears = put(game, BEARS, controlled_since=0)
    wall = put(game, "Wall of Stone", owner="Bob", controlled_since=0)
    combat.attack(game, [bears.id], defending="Bob")
    combat.block(game, [(wall.id, bears.id)], player="Bob")
    combat.combat_damage(game)
    assert _stacked(game) == []  # its damage went to a creature


def test_510_3a_a_creature_you_control_deals_combat_damage_to_a_player_larceny_each_creature() -> None:
    game = Game(["Alice", "Bob"])
    game.set_turn(Turn("Alice", Step.BEGINNING_OF_COMBAT, number=3))
    put(game, "Larceny")
    for _ in range(3):
        put(game, "Island", Zone.HAND, owner="Bob")
    attackers = [put(game, BEARS, controlled_since=0) for _ in range(2)]
    combat.attack(game, [a.id for a in attackers], defending="Bob")
    combat.combat_damage(game)
    assert _stacked(game) == ["Larceny", "Larceny"]  # one for each creature (510.3a)
    _resolve_all(game)
    assert len(game.objects(Zone.HAND, "Bob")) == 1  # "that player discards a card", twice


# -- Iterative Analysis: "Whenever you cast an instant or sorcery spell with the chosen name" ---


def test_601_2i_iterative_analysis_may_draw_when_a_spell_with_the_chosen_name_is_cast() -> None:
    game = _game("Iterative Analysis", "Lightning Bolt")
    game.set_turn(Turn("Alice", Step.MAIN1, number=3))
    _library(game, "Alice", 3)
    bolt = put(game, "Lightning Bolt", Zone.HAND)
    shock = put(game, "Shock", Zone.HAND)
    casting.cast(game, shock.id, targets=["Bob"])
    assert _stacked(game) == ["Shock"]  # another name: no trigger
    casting.cast(game, bolt.id, targets=["Bob"])
    assert _stacked(game) == ["Iterative Analysis", "Lightning Bolt", "Shock"]  # the top first
    game.answering = Answering([("yes",)])
    resolving.resolve(game)
    assert [o.card.name for o in game.objects(Zone.HAND, "Alice")] == ["Island"]


def test_601_2i_iterative_analysis_ignores_an_opponents_spell_with_the_chosen_name() -> None:
    game = _game("Iterative Analysis", "Lightning Bolt")
    game.set_turn(Turn("Bob", Step.MAIN1, number=4))
    bolt = put(game, "Lightning Bolt", Zone.HAND, owner="Bob")
    casting.cast(game, bolt.id, targets=["Alice"])
    assert _stacked(game) == ["Lightning Bolt"]  # "you cast"


# -- Incendiary Dissent: creatures with the chosen name have "{R}: This creature gets +1/+0" ---


def test_113_1a_incendiary_dissent_grants_a_pump_ability_to_creatures_with_the_chosen_name() -> None:
    game = _game("Incendiary Dissent")
    bears = put(game, BEARS)
    elves = put(game, "Llanowar Elves")
    granted = "{R}: This creature gets +1/+0 until end of turn."
    assert granted in game.characteristics(bears.id).abilities
    assert granted not in game.characteristics(elves.id).abilities
    activating.activate(game, bears.id, granted)
    _resolve_all(game)
    value = game.characteristics(bears.id)
    assert (value.power, value.toughness) == ("3", "2")


def test_315_5b_a_face_down_incendiary_dissent_grants_nothing() -> None:
    game = _game("Incendiary Dissent", up=False)
    bears = put(game, BEARS)
    assert not any(line.startswith("{R}") for line in game.characteristics(bears.id).abilities)


# -- Muzzio's Preparations: "... enters the battlefield with an additional +1/+1 counter on it" ---


def test_614_12_muzzios_preparations_a_creature_with_the_chosen_name_enters_with_a_counter() -> None:
    game = _game("Muzzio's Preparations")
    game.set_turn(Turn("Alice", Step.MAIN1, number=3))
    for name in (BEARS, "Llanowar Elves"):
        casting.cast(game, put(game, name, Zone.HAND).id)
        _resolve_all(game)
    bears, elves = game.objects(Zone.BATTLEFIELD)
    assert bears.status.counter("+1/+1") == 1
    assert game.characteristics(bears).power == "3"
    assert elves.status.counter("+1/+1") == 0


def test_614_12_muzzios_preparations_not_for_an_opponents_creature_nor_face_down() -> None:
    game = _game("Muzzio's Preparations")
    game.set_turn(Turn("Bob", Step.MAIN1, number=4))
    casting.cast(game, put(game, BEARS, Zone.HAND, owner="Bob").id)
    _resolve_all(game)
    (theirs,) = game.objects(Zone.BATTLEFIELD)
    assert theirs.status.counter("+1/+1") == 0  # "you control"
    game = _game("Muzzio's Preparations", up=False)
    game.set_turn(Turn("Alice", Step.MAIN1, number=3))
    casting.cast(game, put(game, BEARS, Zone.HAND).id)
    _resolve_all(game)
    (bears,) = game.objects(Zone.BATTLEFIELD)
    assert bears.status.counter("+1/+1") == 0


# -- Unexpected Potential: spend mana as though it were any color for the chosen name (609.4b) ---


def _potential(up: bool) -> tuple[mtgfaces.Game, GameObject, GameObject]:
    game = mtgfaces.Game(["Alice", "Bob"])  # costs are paid
    conspiracy = game.add_conspiracy("Alice", mtgfaces.card("Unexpected Potential"), named=[BEARS])
    if up:
        game.apply(TurnConspiracyFaceUp("Alice", conspiracy.id))
    for _ in range(2):
        game.put(mtgfaces.card("Mountain"), zone=Zone.BATTLEFIELD, owner="Alice")
    bears = game.put(mtgfaces.card(BEARS), zone=Zone.HAND, owner="Alice")
    elves = game.put(mtgfaces.card("Llanowar Elves"), zone=Zone.HAND, owner="Alice")
    return game, bears, elves


def test_609_4b_unexpected_potential_red_mana_pays_green_for_the_chosen_name() -> None:
    game, bears, elves = _potential(up=True)
    assert not game.can(parse(f"Alice: cast #{elves.id}"))  # another name: {G} needs green
    cast = parse(f"Alice: cast #{bears.id}")
    assert cast in game.legal_actions("Alice")
    game.apply(cast)  # {1}{G} with two Mountains
    assert [game.characteristics(o).name for o in game.objects(Zone.STACK)] == [BEARS]


def test_315_5b_a_face_down_unexpected_potential_lets_no_mana_be_spent_otherwise() -> None:
    game, bears, _ = _potential(up=False)
    assert not game.can(parse(f"Alice: cast #{bears.id}"))


# -- Secret Summoning: search for any number of cards with that name (701.23a-b, 607.2d) ---


def _summoning(up: bool = True) -> tuple[Game, list[GameObject]]:
    game = _game("Secret Summoning", up=up)
    game.set_turn(Turn("Alice", Step.MAIN1, number=3))
    named = [put(game, BEARS, Zone.LIBRARY) for _ in range(2)]
    put(game, "Llanowar Elves", Zone.LIBRARY)
    casting.cast(game, put(game, BEARS, Zone.HAND).id)
    resolving.resolve(game)  # the Bears enter: the trigger goes on the stack
    return game, named


def test_701_23b_secret_summoning_finds_the_cards_with_the_chosen_name_the_player_picks() -> None:
    game, (first, second) = _summoning()
    assert _stacked(game) == ["Secret Summoning"]
    game.answering = Answering([("yes",), (f"#{int(first.id)}",)])  # any number: one of the two
    resolving.resolve(game)
    assert [o.card.name for o in game.objects(Zone.HAND, "Alice")] == [BEARS]  # a new object (400.7)
    assert second.id in game and first.id not in game  # the other one stays in the library
    assert any(e.rule == "701.20a" and e.note == BEARS for e in game.log)  # revealed


def test_701_23a_secret_summoning_may_find_every_card_with_that_name_and_none_other() -> None:
    game, named = _summoning()
    game.answering = Answering([("yes",), tuple(f"#{int(o.id)}" for o in named)])
    resolving.resolve(game)
    assert [o.card.name for o in game.objects(Zone.HAND, "Alice")] == [BEARS, BEARS]
    assert [o.card.name for o in game.objects(Zone.LIBRARY, "Alice")] == ["Llanowar Elves"]


def test_603_2_secret_summoning_triggers_only_on_the_chosen_name_face_up() -> None:
    game = _game("Secret Summoning")
    game.set_turn(Turn("Alice", Step.MAIN1, number=3))
    casting.cast(game, put(game, "Llanowar Elves", Zone.HAND).id)
    resolving.resolve(game)
    assert _stacked(game) == []  # another name
    game, _ = _summoning(up=False)
    assert _stacked(game) == []  # 315.5b: face down, no ability


# -- Double Stroke: "Whenever you cast an instant or sorcery spell with the chosen name, you may copy it" --


@pytest.mark.parametrize(("copy", "bob"), [("yes", 12), ("no", 15)])
def test_707_10_double_stroke_may_copy_a_spell_with_the_chosen_name(copy: str, bob: int) -> None:
    game = _game("Double Stroke", "Lightning Bolt")
    game.set_turn(Turn("Alice", Step.MAIN1, number=3))
    bolt = put(game, "Lightning Bolt", Zone.HAND)
    shock = put(game, "Shock", Zone.HAND)  # another name: nothing
    casting.cast(game, shock.id, targets=["Bob"])
    assert _stacked(game) == ["Shock"]
    resolving.resolve(game)
    game.answering = Answering([(copy,), ("no",)], then_default=True)  # copy it; keep its target
    casting.cast(game, bolt.id, targets=["Bob"])
    assert _stacked(game) == ["Double Stroke", "Lightning Bolt"]  # the trigger on top
    _resolve_all(game)
    assert game.player("Bob").life == bob  # Shock 2, then Bolt 3 (and its copy 3)


def test_702_106d_double_stroke_is_implemented() -> None:
    assert card_coverage(DB.card("Double Stroke")).missing == ()


# -- Echoing Boon: "... if it targets a creature you control with the chosen name, you may copy that spell" --


@pytest.mark.parametrize(("named", "copies"), [(BEARS, True), ("Llanowar Elves", False)])
def test_707_10_echoing_boon_copies_a_spell_targeting_a_creature_with_the_chosen_name(
    named: str, copies: bool
) -> None:
    game = _game("Echoing Boon", named)
    game.set_turn(Turn("Alice", Step.MAIN1, number=3))
    bears = put(game, BEARS)
    growth = put(game, "Giant Growth", Zone.HAND)
    game.answering = Answering([("yes",), ("no",)], then_default=True)  # copy it; keep its target
    casting.cast(game, growth.id, targets=[bears.id])
    assert _stacked(game) == (["Echoing Boon", "Giant Growth"] if copies else ["Giant Growth"])
    _resolve_all(game)
    power = game.characteristics(game.get(bears.id)).power
    assert power == ("8" if copies else "5")  # +3/+3 twice, or once


def test_702_106d_echoing_boon_is_implemented() -> None:
    assert card_coverage(DB.card("Echoing Boon")).missing == ()
