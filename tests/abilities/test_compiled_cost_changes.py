"""Compiled cost changes of static abilities (601.2f, 118.7a, 604.1):
"spells you cast from anywhere other than your hand cost {2} less" reads
where the spell is cast from; "spells you cast but don't own cost {1}
less" reads its owner (108.3). Played in games that pay costs."""

from __future__ import annotations

import pytest

from mtgfaces.cards.characteristics import Zone
from mtgfaces.errors import IllegalAction
from mtgfaces.rules.actions import casting
from mtgfaces.rules.pool import card_coverage
from mtgfaces.rules.state.game import Game
from mtgfaces.rules.state.permissions import RuleEffect, RuleEffectKind
from tests.rules.builders import card, put


def paid_game() -> Game:
    return Game(["Alice", "Bob"], pay_costs=True)


def test_601_2f_118_9d_sage_of_the_beyond_reduces_a_flashback_cost_but_not_a_cast_from_hand() -> None:
    assert card_coverage(card("Sage of the Beyond")).missing == ()
    game = paid_game()
    put(game, "Sage of the Beyond")
    put(game, "Island")
    in_hand = put(game, "Think Twice", Zone.HAND)  # {1}{U}: from her hand, not reduced
    with pytest.raises(IllegalAction, match="601.2h"):
        casting.cast(game, in_hand.id)
    twice = put(game, "Think Twice", Zone.GRAVEYARD)  # flashback {2}{U} minus {2} (118.9d)
    spell = game.get(casting.cast(game, twice.id, from_zone=Zone.GRAVEYARD).new_objects[0])
    assert spell.status.alternative == "flashback" and spell.status.mana_spent == ("U",)


def test_601_2f_sage_of_the_beyond_is_only_its_controller_s() -> None:
    game = paid_game()
    put(game, "Sage of the Beyond", owner="Bob")
    put(game, "Island")
    put(game, "Island")
    twice = put(game, "Think Twice", Zone.GRAVEYARD)
    with pytest.raises(IllegalAction, match="601.2h"):
        casting.cast(game, twice.id, from_zone=Zone.GRAVEYARD)


def test_108_3_601_2f_gonti_reduces_only_spells_you_don_t_own() -> None:
    assert card_coverage(card("Gonti, Canny Acquisitor")).missing == ()
    game = paid_game()
    put(game, "Gonti, Canny Acquisitor")
    put(game, "Island")
    theirs = put(game, "Think Twice", Zone.EXILE, owner="Bob")  # {1}{U}, Bob's card
    game.add_rule_effect(
        RuleEffect(
            0,
            RuleEffectKind.MAY_CAST_FROM,
            "Alice",
            zone=Zone.EXILE,
            zone_owner="Bob",
            cards=("Think Twice",),
        )
    )
    mine = put(game, "Think Twice", Zone.HAND)
    with pytest.raises(IllegalAction, match="601.2h"):
        casting.cast(game, mine.id)  # hers: {1}{U}, not reduced
    spell = game.get(casting.cast(game, theirs.id, from_zone=Zone.EXILE).new_objects[0])
    assert spell.status.mana_spent == ("U",) and spell.owner == "Bob" and game.controller(spell) == "Alice"
