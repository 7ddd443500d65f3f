"""Compiled "Kazuul's Fury deals damage equal to the sacrificed creature's
power to any target." beside "As an additional cost to cast this spell,
sacrifice a creature." (Kazuul's Fury // Kazuul's Cliffs; issue 17): the
additional cost is paid as the spell is cast (601.2b, 601.2h), and the
cost_paid event notes the creature as it last existed on the battlefield
(608.2h), which the spell reads as it resolves; a copy reads its
original's (707.10). Costs paid, real cards."""

from __future__ import annotations

import pytest

from mtgfaces.cards.characteristics import Zone
from mtgfaces.cards.model import Side
from mtgfaces.errors import IllegalAction
from mtgfaces.rules.abilities.compiler import compile_line
from mtgfaces.rules.actions import casting, resolving
from mtgfaces.rules.play import PlayableGame
from mtgfaces.rules.save import dumps, loads
from mtgfaces.rules.state import registry
from mtgfaces.rules.state.choices import Answering
from mtgfaces.rules.state.decisions import Cast, Choose, PassPriority
from mtgfaces.rules.state.events import EventKind
from mtgfaces.rules.state.game import Game, Step, Turn
from mtgfaces.rules.state.objects import GameObject
from tests.rules.builders import names, put

CARD = "Kazuul's Fury // Kazuul's Cliffs"
LINE = "Kazuul's Fury deals damage equal to the sacrificed creature's power to any target."


def _game(mountains: int = 3) -> Game:
    game = Game(["Alice", "Bob"], pay_costs=True)
    game.set_turn(Turn("Alice", Step.MAIN1, number=3))
    for _ in range(mountains):
        put(game, "Mountain")
    return game


def _fury(game: Game, target: object = "Bob") -> GameObject:
    fury = put(game, CARD, Zone.HAND)
    casting.cast(game, fury.id, side=Side.FRONT, targets=(target,))
    (spell,) = [o for o in game.objects(Zone.STACK) if o.card.name == CARD]
    return spell


def test_608_2h_the_line_compiles_only_beside_a_sacrifice_to_cast_it() -> None:
    assert compile_line("Kazuul's Fury", LINE, spell=True) is not None
    assert compile_line("Kazuul's Fury", LINE) is None  # not a permanent's: nothing noted
    game = Game(["Alice", "Bob"])
    value = game.characteristics(put(game, CARD, Zone.HAND))
    assert [a.text for a in registry.compiled(value)] == [LINE]
    without_cost = value._replace(abilities=(LINE,))  # no creature sacrificed to cast it
    assert registry.compiled(without_cost) == []


def test_601_2h_608_2h_the_damage_is_the_sacrificed_creature_s_power() -> None:
    game = _game()
    giant = put(game, "Hill Giant")  # 3/3
    spell = _fury(game)
    assert names(game, Zone.GRAVEYARD, "Alice") == ["Hill Giant"]  # sacrificed as it was cast
    (noted,) = [e for e in game.log if e.kind is EventKind.COST_PAID and e.note.startswith("sacrificed")]
    assert noted.object == spell.id and "power=3" in noted.note
    assert giant.id not in game
    resolving.resolve(game)
    assert game.player("Bob").life == 17


def test_608_2h_its_power_as_it_last_existed_on_the_battlefield() -> None:
    game = _game()
    put(game, "Grizzly Bears", counters=(("+1/+1", 3),))  # 5/5 on the battlefield, 2/2 in the graveyard
    _fury(game)
    resolving.resolve(game)
    assert game.player("Bob").life == 15


def test_601_2h_the_sacrifice_is_chosen_and_a_save_keeps_what_was_noted() -> None:
    game = _game()
    put(game, "Grizzly Bears")
    giant = put(game, "Hill Giant")
    game.answering = Answering([(f"#{int(giant.id)}",)])
    _fury(game)
    game.answering = None
    loaded = loads(dumps(game))
    resolving.resolve(loaded)
    assert loaded.player("Bob").life == 17
    assert "Grizzly Bears" in names(loaded, Zone.BATTLEFIELD)


def test_601_2h_with_no_creature_to_sacrifice_it_cant_be_cast_and_nothing_changes() -> None:
    game = _game()
    fury = put(game, CARD, Zone.HAND)
    before = dumps(game)
    with pytest.raises(IllegalAction):
        casting.cast(game, fury.id, side=Side.FRONT, targets=("Bob",))
    assert dumps(game) == before


def test_707_10_a_copy_deals_the_same_damage_twincast() -> None:
    game = _game()
    put(game, "Hill Giant")
    for _ in range(2):
        put(game, "Island")
    spell = _fury(game)
    twincast = put(game, "Twincast", Zone.HAND)
    casting.cast(game, twincast.id, targets=(spell.id,))
    game.answering = Answering([("no",)])  # the copy keeps its target: Bob
    resolving.resolve(game)  # Twincast: the copy goes on the stack
    game.answering = None
    resolving.resolve_all(game)
    assert game.player("Bob").life == 14


def test_601_2h_played_through_the_game_the_caster_chooses_what_to_sacrifice() -> None:
    game = PlayableGame(["Alice", "Bob"], pay_costs=True)
    game.set_turn(Turn("Alice", Step.MAIN1, number=3, priority="Alice", passes=0))
    for _ in range(3):
        put(game, "Mountain")
    put(game, "Grizzly Bears")
    giant = put(game, "Hill Giant")
    fury = put(game, CARD, Zone.HAND)
    casts = [a for a in game.legal_actions("Alice") if isinstance(a, Cast) and a.card == fury.id]
    assert casts
    game.apply(Cast("Alice", fury.id, side=Side.FRONT, targets=("Bob",)))
    assert game.choice is not None and game.choice.question.key == "sacrifice"
    game.apply(Choose("Alice", (f"#{int(giant.id)}",)))
    game.apply(PassPriority("Alice"))
    game.apply(PassPriority("Bob"))
    assert game.player("Bob").life == 17
