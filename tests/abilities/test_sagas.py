"""Sagas (CR 714) with Crystal Fragments // Summon: Alexander, the seed card
whose back face is a Saga creature."""

from __future__ import annotations

from mtgfaces.cards.characteristics import Zone
from mtgfaces.cards.model import Side
from mtgfaces.rules.actions import combat, moves, resolving, turns
from mtgfaces.rules.state.choices import Answering
from mtgfaces.rules.state.events import EventKind
from mtgfaces.rules.state.game import Game, Step, Turn
from mtgfaces.rules.state.sagas import LORE
from tests.rules.builders import put


def test_714_3a_a_saga_face_entering_transformed_gets_a_lore_counter_and_chapter_i_triggers() -> None:
    game = Game(["Alice", "Bob"])
    fragments = put(game, "Crystal Fragments", Zone.EXILE)
    moves.put_onto_battlefield(game, fragments.id, transformed=True)
    (saga,) = game.objects(Zone.BATTLEFIELD)
    assert game.characteristics(saga).name == "Summon: Alexander" and saga.status.up is Side.BACK
    assert saga.status.counter(LORE) == 1
    (chapter,) = game.objects(Zone.STACK)
    assert chapter.ability is not None and chapter.ability.source == saga.id
    resolving.resolve(game)  # I: prevent all damage to Alice's creatures this turn
    outcome = combat.deal_damage(game, None, saga.id, 3)
    assert outcome.ignored and game.get(saga.id).status.damage == 0


def test_714_3c_a_lore_counter_each_precombat_main_and_714_4_sacrificed_after_iii() -> None:
    game = Game(["Alice", "Bob"])
    fragments = put(game, "Crystal Fragments", Zone.EXILE)
    moves.put_onto_battlefield(game, fragments.id, transformed=True)
    resolving.resolve(game)  # chapter I
    bears = put(game, "Grizzly Bears", owner="Bob")
    for lore in (2, 3):
        game.set_turn(Turn("Alice", Step.DRAW, number=game.turn.number + 2))
        turns.set_step(game, Step.MAIN1)  # CR 714.3c: a lore counter, and the chapter triggers
        (saga,) = [o for o in game.objects(Zone.BATTLEFIELD) if o.card.name.startswith("Crystal")]
        assert saga.status.counter(LORE) == lore
        assert len(game.objects(Zone.STACK)) == 1
        resolving.resolve(game)
    assert game.get(bears.id).status.tapped  # III: tap all creatures your opponents control
    from mtgfaces.rules.sba import state_based_actions

    outcome = state_based_actions(game)  # CR 714.4: its last chapter has resolved
    assert [e.rule for e in outcome.events if e.kind is EventKind.LEFT_BATTLEFIELD] == ["714.4"]
    assert [o.card.name for o in game.objects(Zone.GRAVEYARD, "Alice")] == [
        "Crystal Fragments // Summon: Alexander"
    ]


def test_714_2b_608_2h_target_creature_gets_1_1_for_each_artifact_and_or_enchantment_michikos_reign() -> None:
    game = Game(["Alice", "Bob"])
    bears = put(game, "Grizzly Bears")
    put(game, "Ornithopter")  # an artifact
    reign = put(game, "Michiko's Reign of Truth // Portrait of Michiko", Zone.HAND)
    game.answering = Answering([(f"#{int(bears.id)}",)], then_default=True)
    moves.put_onto_battlefield(game, reign.id)  # 714.3a: chapter I; the Saga is an enchantment too
    resolving.resolve(game)
    value = game.characteristics(bears.id)
    assert (value.power, value.toughness) == ("4", "4")  # +2/+2: Ornithopter and the Saga


def test_714_2b_401_5_put_up_to_one_target_land_card_on_top_of_your_library_boseiju_reaches_skyward() -> None:
    game = Game(["Alice", "Bob"])
    forest = put(game, "Forest", Zone.GRAVEYARD)
    put(game, "Mountain", Zone.GRAVEYARD, owner="Bob")  # not hers: not a legal target
    saga = put(game, "Boseiju Reaches Skyward // Branch of Boseiju", counters=((LORE, 1),))
    game.answering = Answering([(f"#{int(forest.id)}",)], then_default=True)
    game.set_turn(Turn("Alice", Step.DRAW, number=3))
    turns.set_step(game, Step.MAIN1)  # 714.3c: chapter II
    assert game.get(saga.id).status.counter(LORE) == 2
    resolving.resolve(game)
    assert game.objects(Zone.LIBRARY, "Alice")[0].card.name == "Forest"
    assert "Mountain" in [o.card.name for o in game.objects(Zone.GRAVEYARD, "Bob")]
