"""Traces per characteristic (CR 613): which rules made each characteristic
what it is, and what a player may learn of them (708.5): from
:mod:`mtgfaces.rules.traces`, split out of the view tests."""

from __future__ import annotations

import json

from mtgfaces.cards.characteristics import RuleNote, Zone
from mtgfaces.rules.state.effects import ContinuousEffect, Modification
from mtgfaces.rules.state.status import FaceDown, Status
from mtgfaces.rules.traces import CHARACTERISTICS, LAYERS, split_trace, trace_for
from tests.rules.leaks import card
from tests.rules.test_views import assert_no_trace_of, new_game

# -- traces, per characteristic ------------------------------------------------------


def test_613_each_layer_s_rule_concerns_what_that_layer_changes() -> None:
    trace = [
        RuleNote("712.8e", "back face up: only the back face's characteristics"),
        RuleNote("202.3b", "mana value from the front face's mana cost"),
        RuleNote("613.1d", "types added by effect #1"),
        RuleNote("613.1e", "colors set by effect #2"),
        RuleNote("613.1f", "abilities added by effect #3"),
        RuleNote("613.4c", "counters: 1 +1/+1, 0 -1/-1"),
        RuleNote("999.9z", "a rule the table doesn't know"),
    ]
    notes = split_trace(trace, 2)
    assert [(n.rule, n.layer, n.concerns) for n in notes] == [
        ("712.8e", "printed", CHARACTERISTICS),  # choosing the face sets every characteristic
        ("202.3b", "printed", ("mana_cost",)),
        ("613.1d", "4", ("types",)),
        ("613.1e", "5", ("colors",)),
        ("613.1f", "6", ("abilities",)),
        ("613.4c", "7c", ("power_toughness",)),
        ("999.9z", None, CHARACTERISTICS),  # never left out of a characteristic it may explain
    ]
    assert all(n.layer is None or n.layer in LAYERS for n in notes)


def test_613_2a_the_copy_layer_s_rules_are_told_from_the_printed_ones_by_place() -> None:
    """202.3b is a printed value's rule (a back face's mana value) before the
    layers, and a copy effect's in layer 1a after them."""
    notes = split_trace([RuleNote("202.3b", "printed"), RuleNote("202.3b", "a copy of a back face")], 1)
    assert [n.layer for n in notes] == ["printed", "1a"]


def test_708_5_a_face_down_permanent_s_trace_is_its_card_s_only_to_its_controller() -> None:
    game = new_game()
    cloaked = game.put(
        card("Delver of Secrets"),
        zone=Zone.BATTLEFIELD,
        owner="Bob",
        status=Status(face_down=FaceDown.CLOAK, counters=(("+1/+1", 1),)),
    )
    alice, bob = trace_for(game, "Alice", cloaked.id), trace_for(game, "Bob", cloaked.id)
    assert alice is not None and bob is not None
    assert not alice.visible and [n.rule for n in alice.notes] == ["708.2a", "701.58a", "613.4c"]
    assert [n.rule for n in alice.concerning("abilities")] == ["708.2a", "701.58a"]  # ward {2}
    assert bob.visible and bob.notes[0].rule == "712.8d"  # the front face he may look at (708.5)
    assert_no_trace_of(card("Delver of Secrets"), alice.to_json())


def test_613_1_alice_sees_what_effects_made_of_a_face_down_permanent_not_which() -> None:
    game = new_game()
    hidden = game.put(
        card("Delver of Secrets"),
        zone=Zone.BATTLEFIELD,
        owner="Bob",
        status=Status(face_down=FaceDown.MANIFEST),
    )
    game.add_effect(ContinuousEffect(0, 0, Modification(power=1, toughness=1), objects=(hidden.id,)))
    seen = trace_for(game, "Alice", hidden.id)
    assert seen is not None
    assert [str(n) for n in seen.concerning("power_toughness")][-1] == "613.1 continuous effects make it 3/3"
    assert "effect #" not in json.dumps(seen.to_json())
    truly = trace_for(game, "Bob", hidden.id)
    assert truly is not None and any(n.layer == "7c" and "effect #" in n.note for n in truly.notes)


def test_401_2_402_3_a_hidden_card_has_no_trace_for_who_can_t_see_it() -> None:
    game = new_game()
    in_hand = game.put(card("Shock"), zone=Zone.HAND, owner="Bob")
    in_library = game.put(card("Shock"), zone=Zone.LIBRARY, owner="Bob")
    assert trace_for(game, "Alice", in_hand.id) is None and trace_for(game, "Alice", in_library.id) is None
    assert trace_for(game, "Bob", in_hand.id) is not None  # his own hand (402.3)
    assert trace_for(game, "Bob", in_library.id) is None  # not even his own library (401.2)
