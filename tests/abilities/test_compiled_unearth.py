"""Unearth (CR 702.84a), compiled from "Unearth {3}{R}{R}" (Phyrexian Dragon
Engine; issue 17): an activated ability of the card in its owner's
graveyard (113.6), listed there, activated only as a sorcery (602.5d); the
permanent gains haste, is exiled at the beginning of the next end step
(603.7a, 513.1), and is exiled instead if it would leave the battlefield
for any other zone (614.1a). Played with real cards, costs paid."""

from __future__ import annotations

import pytest

from mtgfaces.cards.characteristics import Zone
from mtgfaces.errors import IllegalAction
from mtgfaces.rules.abilities.compiler import compile_line
from mtgfaces.rules.actions import activating, combat, moves, regeneration, resolving, turns
from mtgfaces.rules.play import PlayableGame
from mtgfaces.rules.save import dumps, loads
from mtgfaces.rules.state.abilities import Activated
from mtgfaces.rules.state.decisions import Activate, PassPriority, parse
from mtgfaces.rules.state.game import Game, Step, Turn
from mtgfaces.rules.state.objects import GameObject
from mtgfaces.rules.state.status import ObjectId
from tests.rules.builders import names, put

ENGINE = "Phyrexian Dragon Engine"
LINE = "Unearth {3}{R}{R}"


def _game() -> PlayableGame:
    """Alice's first main phase, priority hers, five Mountains, the Engine
    in her graveyard."""
    game = PlayableGame(["Alice", "Bob"], pay_costs=True)
    game.set_turn(Turn("Alice", Step.MAIN1, number=3, priority="Alice", passes=0))
    for _ in range(5):
        put(game, "Mountain")
    for _ in range(3):
        put(game, "Island", Zone.LIBRARY)  # for its "enters from your graveyard" draw
    return game


def _engine_in_graveyard(game: Game) -> GameObject:
    return put(game, ENGINE, Zone.GRAVEYARD)


def _unearthed(game: Game) -> ObjectId:
    """The Engine unearthed and on the battlefield: the permanent's id."""
    engine = _engine_in_graveyard(game)
    activating.activate(game, engine.id, 1)
    while game.objects(Zone.STACK):  # unearth, then its "enters from your graveyard" trigger
        resolving.resolve_all(game)
    (permanent,) = [o for o in game.objects(Zone.BATTLEFIELD) if o.card.name == ENGINE]
    return permanent.id


def test_702_84a_the_keyword_compiles_to_a_sorcery_speed_ability_of_the_graveyard() -> None:
    ability = compile_line(ENGINE, LINE)
    assert isinstance(ability, Activated)
    assert ability.zone is Zone.GRAVEYARD and ability.sorcery_speed and ability.cost.mana == "{3}{R}{R}"
    assert compile_line(ENGINE, "Unearth {X}{R}") is None


def test_113_6_unearth_is_listed_from_the_graveyard_and_its_text_form_round_trips() -> None:
    game = _game()
    engine = _engine_in_graveyard(game)
    listed = [a for a in game.legal_actions("Alice") if isinstance(a, Activate) and a.source == engine.id]
    assert listed == [Activate("Alice", engine.id, 1)]  # its one activated ability: unearth
    assert parse(str(listed[0])) == listed[0]
    game.apply(listed[0])
    game.apply(PassPriority("Alice"))
    game.apply(PassPriority("Bob"))
    (permanent,) = [o for o in game.objects(Zone.BATTLEFIELD) if o.card.name == ENGINE]
    assert "Haste" in game.characteristics(permanent).abilities
    assert all(m.status.tapped for m in game.objects(Zone.BATTLEFIELD) if m.card.name == "Mountain")


def test_702_84a_with_haste_it_attacks_then_is_exiled_at_the_next_end_step() -> None:
    game = _game()
    engine = _unearthed(game)
    turns.set_step(game, Step.DECLARE_ATTACKERS)
    combat.attack(game, [engine], defending="Bob")  # it came under Alice's control this turn
    turns.set_step(game, Step.END)
    resolving.resolve_all(game)
    assert names(game, Zone.EXILE, "Alice") == [ENGINE]
    assert game.delayed_triggers == ()


@pytest.mark.parametrize("to", [Zone.HAND, Zone.GRAVEYARD, Zone.LIBRARY])
def test_614_1a_if_it_would_leave_the_battlefield_it_is_exiled_instead(to: Zone) -> None:
    game = _game()
    engine = _unearthed(game)
    moves.move(game, engine, to)
    assert names(game, Zone.EXILE, "Alice") == [ENGINE]
    assert ENGINE not in names(game, to, "Alice")


def test_400_7_another_permanent_is_not_exiled_instead() -> None:
    game = _game()
    _unearthed(game)
    bears = put(game, "Grizzly Bears")
    moves.move(game, bears.id, Zone.HAND)
    assert "Grizzly Bears" in names(game, Zone.HAND, "Alice") and names(game, Zone.EXILE) == []


def test_602_5d_not_at_instant_speed_nor_from_the_hand_and_nothing_changes() -> None:
    game = _game()
    engine = _engine_in_graveyard(game)
    game.set_turn(Turn("Bob", Step.MAIN1, number=4, priority="Alice", passes=0))  # Bob's turn
    before = dumps(game)
    with pytest.raises(IllegalAction):
        activating.activate(game, engine.id, 1)
    assert dumps(game) == before
    assert not [a for a in game.legal_actions("Alice") if isinstance(a, Activate) and a.source == engine.id]
    game = _game()
    in_hand = put(game, ENGINE, Zone.HAND)
    before = dumps(game)
    with pytest.raises(IllegalAction):
        activating.activate(game, in_hand.id, 1)
    assert dumps(game) == before


def test_601_2h_without_the_mana_it_is_refused_and_nothing_changes() -> None:
    game = PlayableGame(["Alice", "Bob"], pay_costs=True)
    game.set_turn(Turn("Alice", Step.MAIN1, number=3, priority="Alice", passes=0))
    for _ in range(4):
        put(game, "Mountain")
    engine = _engine_in_graveyard(game)
    before = dumps(game)
    with pytest.raises(IllegalAction):
        activating.activate(game, engine.id, 1)
    assert dumps(game) == before


def test_603_7_the_delayed_exile_and_the_replacement_survive_a_save() -> None:
    game = _game()
    engine = _unearthed(game)
    text = dumps(game)
    loaded = loads(text)
    assert dumps(loaded) == text
    moves.move(loaded, engine, Zone.HAND)
    assert names(loaded, Zone.EXILE, "Alice") == [ENGINE]
    again = loads(text)
    turns.set_step(again, Step.END)
    resolving.resolve_all(again)
    assert names(again, Zone.EXILE, "Alice") == [ENGINE]


def test_614_1a_destroyed_it_is_exiled_instead_of_dying() -> None:
    game = _game()
    engine = _unearthed(game)
    regeneration.destroy(game, engine)  # 701.8a: it would be put into its owner's graveyard
    assert names(game, Zone.EXILE, "Alice") == [ENGINE] and names(game, Zone.GRAVEYARD, "Alice") == []
