"""Compiled "can't be countered" effects (101.2, 113.6g, 701.6a): a static
ability of a permanent saying its controller's spells of a kind can't be
countered wins over an effect countering one; every counter of a spell
asks (actions/countering.py)."""

from __future__ import annotations

from mtgfaces.cards.characteristics import Zone
from mtgfaces.cards.model import Side
from mtgfaces.rules.actions import casting, resolving
from mtgfaces.rules.pool import card_coverage
from mtgfaces.rules.state.events import EventKind
from mtgfaces.rules.state.game import Game
from mtgfaces.rules.state.status import FaceDown
from tests.rules.builders import card, put


def test_101_2_benevolent_geist_s_noncreature_spells_can_t_be_countered() -> None:
    assert card_coverage(card("Malevolent Hermit // Benevolent Geist")).missing == ()
    game = Game(["Alice", "Bob"])
    put(game, "Malevolent Hermit // Benevolent Geist", up=Side.BACK)
    bolt = put(game, "Lightning Bolt", Zone.HAND)
    (spell,) = casting.cast(game, bolt.id, targets=["Bob"]).new_objects
    counterspell = put(game, "Counterspell", Zone.HAND, owner="Bob")
    casting.cast(game, counterspell.id, player="Bob", targets=[spell])
    resolving.resolve(game)  # Counterspell: the Bolt can't be countered
    assert game.get(spell).zone is Zone.STACK
    assert any(e.kind is EventKind.IGNORED and e.rule == "101.2" for e in game.log)
    resolving.resolve(game)
    assert game.player("Bob").life == 17


def test_101_2_benevolent_geist_doesn_t_stop_creature_spells_or_the_opponent_s_being_countered() -> None:
    game = Game(["Alice", "Bob"])
    put(game, "Malevolent Hermit // Benevolent Geist", up=Side.BACK)
    bears = put(game, "Grizzly Bears", Zone.HAND)
    (creature,) = casting.cast(game, bears.id).new_objects
    counterspell = put(game, "Counterspell", Zone.HAND, owner="Bob")
    casting.cast(game, counterspell.id, player="Bob", targets=[creature])
    resolving.resolve(game)
    assert [o.card.name for o in game.objects(Zone.GRAVEYARD, "Alice")] == ["Grizzly Bears"]
    their_bolt = put(game, "Lightning Bolt", Zone.HAND, owner="Bob")
    (theirs,) = casting.cast(game, their_bolt.id, player="Bob", targets=["Alice"]).new_objects
    mine = put(game, "Counterspell", Zone.HAND)
    casting.cast(game, mine.id, targets=[theirs])
    resolving.resolve(game)
    assert "Lightning Bolt" in [o.card.name for o in game.objects(Zone.GRAVEYARD, "Bob")]


def test_702_21a_101_2_ward_doesn_t_counter_a_spell_that_can_t_be_countered() -> None:
    game = Game(["Alice", "Bob"], pay_costs=True)
    put(game, "Mountain")
    put(game, "Malevolent Hermit // Benevolent Geist", up=Side.BACK)
    ward = put(game, "Fugitive Codebreaker", owner="Bob", face_down=FaceDown.DISGUISE)  # ward {2}
    bolt = put(game, "Lightning Bolt", Zone.HAND)
    spell = casting.cast(game, bolt.id, targets=[ward.id]).new_objects[0]
    assert any(o.ability is not None for o in game.objects(Zone.STACK))  # ward triggered
    resolving.resolve(game)  # ward: {2} can't be paid, and the Bolt can't be countered
    assert game.get(spell).zone is Zone.STACK
    resolving.resolve(game)
    assert (
        ward.id not in game
        or game.get(ward.id).zone is not Zone.BATTLEFIELD
        or game.get(ward.id).status.damage == 3
    )
