"""Discover the Impossible, compiled (CR 401.4, 406.3, 118.9, 608.2c):
"Look at the top five cards of your library. Exile one of them face down
and put the rest on the bottom of your library in a random order. You may
cast the exiled card without paying its mana cost if it's an instant spell
with mana value 2 or less. If you don't, put that card into your hand."
Cast with the real card."""

from __future__ import annotations

import json

import pytest

from mtgfaces.cards.characteristics import Zone
from mtgfaces.rules.abilities.compiler import compile_line
from mtgfaces.rules.actions import casting, resolving
from mtgfaces.rules.state.game import Game, Step, Turn
from mtgfaces.rules.state.views import visible_log
from tests.rules.builders import names, put

DISCOVER = "Discover the Impossible"


def _discover(game: Game, top: str) -> None:
    """Discover the Impossible cast with ``top`` on top of five cards (the
    referee exiles the first card looked at)."""
    game.set_turn(Turn("Alice", Step.MAIN1, number=3))
    for card in (top, "Island", "Forest", "Swamp", "Mountain", "Plains"):
        put(game, card, Zone.LIBRARY)
    spell = put(game, DISCOVER, Zone.HAND)
    casting.cast(game, spell.id)
    resolving.resolve(game)


def test_118_9_an_instant_with_mana_value_2_or_less_is_cast_free() -> None:
    game = Game(["Alice", "Bob"])
    _discover(game, "Lightning Bolt")
    assert names(game, Zone.STACK) == ["Lightning Bolt"]  # cast from exile, free
    assert names(game, Zone.HAND, "Alice") == [] and not game.objects(Zone.EXILE)
    assert names(game, Zone.LIBRARY)[0] == "Plains"  # the sixth card stays on top (401.4)
    assert sorted(names(game, Zone.LIBRARY)[1:]) == ["Forest", "Island", "Mountain", "Swamp"]
    resolving.resolve(game)
    assert game.player("Bob").life == 17


@pytest.mark.parametrize("top", ["Grizzly Bears", "Cancel", "Divination"])
def test_608_2c_a_card_that_cant_be_cast_this_way_goes_to_your_hand(top: str) -> None:
    game = Game(["Alice", "Bob"])
    _discover(game, top)  # a creature; an instant of mana value 3; a sorcery
    assert not game.objects(Zone.STACK) and not game.objects(Zone.EXILE)
    assert names(game, Zone.HAND, "Alice") == [top]


def test_406_3_the_card_exiled_face_down_and_put_into_a_hand_is_never_named_to_the_opponent() -> None:
    game = Game(["Alice", "Bob"])
    _discover(game, "Grizzly Bears")
    assert "Grizzly Bears" not in json.dumps(visible_log(game, "Bob"))
    assert "Grizzly Bears" in json.dumps(visible_log(game, "Alice"))


def test_608_2c_the_exiled_card_of_a_spell_is_read_only_after_exiling_one_looked_at() -> None:
    line = (
        "You may cast the exiled card without paying its mana cost"
        " if it's an instant spell with mana value 2 or less."
    )
    assert compile_line(DISCOVER, line, spell=True) is None
