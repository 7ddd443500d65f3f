"""Pyxis of Pandemonium: "{T}: Each player exiles the top card of their
library face down." and "{7}, {T}, Sacrifice ~: Each player turns face up
all cards they own exiled with ~, then puts all permanent cards among them
onto the battlefield." (607.2a linked abilities, 406.3 face-down exile,
110.2a: each player's permanents enter under their control)."""

from __future__ import annotations

from mtgfaces.cards.characteristics import Zone
from mtgfaces.rules.actions import activating, resolving
from mtgfaces.rules.save import dumps, loads
from mtgfaces.rules.state.game import Game
from mtgfaces.rules.state.objects import GameObject
from tests.rules.builders import names, put

PYXIS = "Pyxis of Pandemonium"


def _untap(game: Game, obj: GameObject) -> None:
    now = game.get(obj.id)
    game.replace(now._replace(status=now.status._replace(tapped=False)))


def _exiled_twice(game: Game) -> GameObject:
    """Alice's Pyxis has exiled two cards from each library: Alice's Grizzly
    Bears and Opt, Bob's Forest and Lightning Bolt (the game doesn't pay
    costs; the Pyxis untapped between)."""
    pyxis = put(game, PYXIS)
    put(game, "Grizzly Bears", Zone.LIBRARY)
    put(game, "Opt", Zone.LIBRARY)
    put(game, "Forest", Zone.LIBRARY, owner="Bob")
    put(game, "Lightning Bolt", Zone.LIBRARY, owner="Bob")
    for _ in range(2):
        activating.activate(game, pyxis.id, 1)
        resolving.resolve(game)
        _untap(game, pyxis)
    return pyxis


def test_406_3_each_player_exiles_their_top_card_face_down() -> None:
    game = Game(["Alice", "Bob"])
    _exiled_twice(game)
    exiled = game.objects(Zone.EXILE)
    assert len(exiled) == 4 and all(o.is_face_down for o in exiled)
    assert sorted(o.owner for o in exiled) == ["Alice", "Alice", "Bob", "Bob"]
    assert not game.objects(Zone.LIBRARY)


def test_607_2a_110_2a_the_permanent_cards_exiled_with_it_enter_under_their_owners_control() -> None:
    game = Game(["Alice", "Bob"])
    pyxis = _exiled_twice(game)
    activating.activate(game, pyxis.id, 2)
    assert names(game, Zone.GRAVEYARD, "Alice") == [PYXIS]  # sacrificed to pay for it
    resolving.resolve(game)
    assert names(game, Zone.BATTLEFIELD, "Alice") == ["Grizzly Bears"]
    assert names(game, Zone.BATTLEFIELD, "Bob") == ["Forest"]
    left = game.objects(Zone.EXILE)
    assert sorted(o.card.name for o in left) == ["Lightning Bolt", "Opt"]
    assert not any(o.is_face_down for o in left)  # turned face up: seen by all
    assert loads(dumps(game)).log == game.log


def test_607_2a_cards_exiled_by_another_pyxis_are_not_its_own() -> None:
    game = Game(["Alice", "Bob"])
    _exiled_twice(game)
    other = put(game, PYXIS)
    activating.activate(game, other.id, 2)
    resolving.resolve(game)
    assert names(game, Zone.BATTLEFIELD) == [PYXIS]  # the first; nothing of the other's
    assert len(game.objects(Zone.EXILE)) == 4 and all(o.is_face_down for o in game.objects(Zone.EXILE))
