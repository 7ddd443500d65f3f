"""Compiled static abilities granting a keyword with a cost (issue 17):
"Each creature you control has ward {1}" gives each one the keyword line
"Ward {1}" (613.1f), which the engine's ward runs (CR 702.21a)."""

from __future__ import annotations

from mtgfaces.cards.characteristics import Zone
from mtgfaces.cards.model import Side
from mtgfaces.rules.actions import casting, resolving
from mtgfaces.rules.state.game import Game
from tests.rules.builders import put


def test_702_21a_613_1f_each_creature_you_control_has_ward_1_chapel_shieldgeist() -> None:
    game = Game(["Alice", "Bob"])
    put(game, "Chaplain of Alms // Chapel Shieldgeist", up=Side.BACK)  # Chapel Shieldgeist
    bear = put(game, "Grizzly Bears")
    theirs = put(game, "Grizzly Bears", owner="Bob")
    assert "Ward {1}" in game.characteristics(bear.id).abilities
    assert "Ward {1}" not in game.characteristics(theirs.id).abilities  # "you control"
    shock = put(game, "Shock", Zone.HAND, owner="Bob")
    game.set_turn(game.turn._replace(active="Bob"))
    casting.cast(game, shock.id, targets=(bear.id,), player="Bob")
    assert [o.ability is not None for o in game.objects(Zone.STACK)] == [True, False]  # ward triggered
    resolving.resolve(game)  # unpaid: the Shock is countered
    assert [o.card.name for o in game.objects(Zone.GRAVEYARD, "Bob")] == ["Shock"]
    assert game.get(bear.id).status.damage == 0
