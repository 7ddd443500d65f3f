"""Compiled filters that name card types and a subtype as alternatives
(CR 205.3, 115.1, issue 17): "target creature or Vehicle you control"
(Tales of Master Seshiro), "whenever you cast an instant, sorcery, or
Wizard spell" (Umara Wizard). An object fits if it has one of the types or
the subtype."""

from __future__ import annotations

import pytest

from mtgfaces.cards.characteristics import Zone
from mtgfaces.rules.actions import casting, moves, resolving
from mtgfaces.rules.state.choices import Answering
from mtgfaces.rules.state.game import Game, Step, Turn
from tests.rules.builders import put


def _chapter_one(game: Game, answer: int) -> None:
    tales = put(game, "Tales of Master Seshiro // Seshiro's Living Legacy", Zone.HAND)
    game.answering = Answering([(f"#{answer}",)])
    moves.put_onto_battlefield(game, tales.id)  # 714.3a: chapter I triggers, its target chosen


def test_205_3_target_creature_or_vehicle_you_control_tales_of_master_seshiro() -> None:
    game = Game(["Alice", "Bob"])
    game.set_turn(Turn("Alice", Step.MAIN1, number=3))
    copter = put(game, "Smuggler's Copter")  # a Vehicle, not a creature now
    put(game, "Grizzly Bears")
    _chapter_one(game, int(copter.id))
    resolving.resolve(game)
    assert game.get(copter.id).status.counter("+1/+1") == 1
    assert "Vigilance" in game.characteristics(game.get(copter.id)).abilities


@pytest.mark.parametrize("other", ["Forest", "Bob's Grizzly Bears"])
def test_205_3_neither_type_nor_subtype_is_no_target_tales_of_master_seshiro(other: str) -> None:
    game = Game(["Alice", "Bob"])
    game.set_turn(Turn("Alice", Step.MAIN1, number=3))
    wrong = put(game, "Forest") if other == "Forest" else put(game, "Grizzly Bears", owner="Bob")
    copter = put(game, "Smuggler's Copter")  # the only legal target: chosen without a question
    tales = put(game, "Tales of Master Seshiro // Seshiro's Living Legacy", Zone.HAND)
    game.answering = Answering([])  # no question may be asked
    moves.put_onto_battlefield(game, tales.id)
    resolving.resolve(game)
    assert game.get(copter.id).status.counter("+1/+1") == 1
    assert game.get(wrong.id).status.counter("+1/+1") == 0


@pytest.mark.parametrize(
    ("spell", "flies"),
    [
        ("Opt", True),
        ("Divination", True),
        ("Ledger Shredder", False),
        ("Umara Wizard // Umara Skyfalls", True),
    ],
)
def test_205_3_whenever_you_cast_an_instant_sorcery_or_wizard_spell_umara_wizard(
    spell: str, flies: bool
) -> None:
    game = Game(["Alice", "Bob"])
    game.set_turn(Turn("Alice", Step.MAIN1, number=3))
    put(game, "Island", Zone.LIBRARY)
    put(game, "Island", Zone.LIBRARY)
    wizard = put(game, "Umara Wizard // Umara Skyfalls")
    cast = put(game, spell, Zone.HAND)
    game.answering = Answering([], then_default=True)
    casting.cast(game, cast.id)
    triggers = [o for o in game.objects(Zone.STACK) if o.ability is not None]
    assert len(triggers) == (1 if flies else 0)
    while game.objects(Zone.STACK):
        resolving.resolve(game)
    assert ("Flying" in game.characteristics(game.get(wizard.id)).abilities) is flies
