"""Compiled "can't be countered" effects (101.2, 113.6g, 701.6a): a static
ability of a permanent saying its controller's spells of a kind can't be
countered, or a spell's "other spells you control can't be countered this
turn", wins over an effect countering one; every counter of a spell asks
(actions/countering.py). And the rest of Bound // Determined: "return up
to X cards ..., where X is the number of colors that creature was"
(608.2h), "Exile this card." (608.2n)."""

from __future__ import annotations

from mtgfaces.cards.characteristics import Zone
from mtgfaces.cards.model import Side
from mtgfaces.rules.actions import casting, resolving, turns
from mtgfaces.rules.pool import card_coverage
from mtgfaces.rules.state.choices import Answering
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


def test_608_2h_608_2n_bound_returns_as_many_cards_as_the_sacrificed_creature_had_colors() -> None:
    assert card_coverage(card("Bound // Determined")).missing == ()
    game = Game(["Alice", "Bob"])
    put(game, "Watchwolf")  # green and white
    opt, _, shock = (put(game, name, Zone.GRAVEYARD) for name in ("Opt", "Island", "Shock"))
    bound = put(game, "Bound // Determined", Zone.HAND)
    casting.cast(game, bound.id, side="left")
    game.answering = Answering([(f"#{opt.id}", f"#{shock.id}")])
    resolving.resolve(game)  # the Watchwolf is sacrificed: two colors, two cards
    game.answering = None
    assert sorted(o.card.name for o in game.objects(Zone.HAND, "Alice")) == ["Opt", "Shock"]
    assert [o.card.name for o in game.objects(Zone.EXILE, "Alice")] == ["Bound // Determined"]  # 608.2n
    assert sorted(o.card.name for o in game.objects(Zone.GRAVEYARD, "Alice")) == ["Island", "Watchwolf"]


def test_608_2h_bound_with_no_creature_to_sacrifice_returns_nothing() -> None:
    game = Game(["Alice", "Bob"])
    put(game, "Opt", Zone.GRAVEYARD)
    bound = put(game, "Bound // Determined", Zone.HAND)
    casting.cast(game, bound.id, side="left")
    resolving.resolve(game)
    assert not game.objects(Zone.HAND, "Alice")
    assert [o.card.name for o in game.objects(Zone.EXILE, "Alice")] == ["Bound // Determined"]


def test_101_2_514_2_determined_other_spells_you_control_can_t_be_countered_this_turn() -> None:
    game = Game(["Alice", "Bob"])
    put(game, "Island", Zone.LIBRARY)
    put(game, "Island", Zone.LIBRARY)
    determined = put(game, "Bound // Determined", Zone.HAND)
    casting.cast(game, determined.id, side="right")
    resolving.resolve(game)  # and she draws a card
    assert len(game.objects(Zone.HAND, "Alice")) == 1
    bears = put(game, "Grizzly Bears", Zone.HAND)
    (creature,) = casting.cast(game, bears.id).new_objects
    counterspell = put(game, "Counterspell", Zone.HAND, owner="Bob")
    casting.cast(game, counterspell.id, player="Bob", targets=[creature])
    resolving.resolve(game)
    assert game.get(creature).zone is Zone.STACK  # not countered
    resolving.resolve(game)
    put(game, "Island", Zone.LIBRARY, owner="Bob")
    turns.next_turn(game)  # 514.2: it ends with the turn
    mine = put(game, "Lightning Bolt", Zone.HAND)
    (spell,) = casting.cast(game, mine.id, player="Alice", targets=["Bob"]).new_objects
    casting.cast(game, put(game, "Counterspell", Zone.HAND, owner="Bob").id, player="Bob", targets=[spell])
    resolving.resolve(game)
    assert spell not in game  # countered: the turn's effect has ended
    assert "Lightning Bolt" in [o.card.name for o in game.objects(Zone.GRAVEYARD, "Alice")]
