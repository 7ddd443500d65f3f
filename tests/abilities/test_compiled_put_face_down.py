"""Cards of another player's library put onto the battlefield face down
(708.3) with the values the effect lists (708.2): Cybership's "put the top
two cards of that player's library onto the battlefield face down under
your control. They're 2/2 Cyberman artifact creatures." Their controller
may look at them, their owner may not (708.5)."""

from __future__ import annotations

from mtgfaces.cards.characteristics import Zone
from mtgfaces.rules.actions import activating, combat, resolving, turns
from mtgfaces.rules.save import dumps, loads
from mtgfaces.rules.state.game import Game, Step, Turn
from mtgfaces.rules.state.status import FaceDown
from mtgfaces.rules.state.views import visible_log
from tests.rules.builders import names, put

CYBERSHIP = "Cybership"


def _cybership_hits(game: Game) -> None:
    """Cybership crewed by two Hill Giants, attacking Bob unblocked; its
    combat damage trigger resolved."""
    game.set_turn(Turn("Alice", Step.BEGINNING_OF_COMBAT, number=3))
    ship = put(game, CYBERSHIP, controlled_since=0)
    put(game, "Hill Giant")
    put(game, "Hill Giant")
    activating.activate(game, ship.id, 1)  # Crew 4
    resolving.resolve(game)
    combat.attack(game, [ship.id], defending="Bob")
    turns.set_step(game, Step.COMBAT_DAMAGE)
    combat.combat_damage(game)
    assert game.player("Bob").life == 12
    while game.objects(Zone.STACK):
        resolving.resolve(game)


def _cybermen(game: Game) -> list[tuple[str, str, str, tuple[str, ...], tuple[str, ...]]]:
    """The face-down permanents: card, owner, controller, types, subtypes."""
    found = []
    for obj in game.objects(Zone.BATTLEFIELD):
        if obj.is_face_down:
            value = game.characteristics(obj)
            found.append((obj.card.name, obj.owner, game.controller(obj), value.types, value.subtypes))
            assert (value.power, value.toughness, value.name) == ("2", "2", None)
    return found


def test_708_2_708_3_cybership_puts_the_top_two_cards_of_that_players_library_as_cybermen() -> None:
    game = Game(["Alice", "Bob"])
    for card in ("Lightning Bolt", "Grizzly Bears", "Forest"):
        put(game, card, Zone.LIBRARY, owner="Bob")
    _cybership_hits(game)
    cyberman = (("Artifact", "Creature"), ("Cyberman",))
    assert _cybermen(game) == [
        ("Lightning Bolt", "Bob", "Alice", *cyberman),  # an instant card face down too (708.2a)
        ("Grizzly Bears", "Bob", "Alice", *cyberman),
    ]
    assert names(game, Zone.LIBRARY, "Bob") == ["Forest"]
    down = [o.status.face_down for o in game.objects(Zone.BATTLEFIELD) if o.is_face_down]
    assert down == [FaceDown.CYBERMAN, FaceDown.CYBERMAN]
    assert _cybermen(loads(dumps(game))) == _cybermen(game)


def test_708_5_the_owner_doesnt_see_which_cards_became_cybermen() -> None:
    game = Game(["Alice", "Bob"])
    for card in ("Lightning Bolt", "Grizzly Bears"):
        put(game, card, Zone.LIBRARY, owner="Bob")
    _cybership_hits(game)
    bob = str(visible_log(game, "Bob")) + str(game.view("Bob"))
    assert "Lightning Bolt" not in bob and "Grizzly Bears" not in bob
    alice = str(game.view("Alice"))
    assert "Lightning Bolt" in alice and "Grizzly Bears" in alice  # 708.5: she may look at them


def test_708_3_fewer_cards_in_that_library_as_many_as_there_are() -> None:
    game = Game(["Alice", "Bob"])
    put(game, "Forest", Zone.LIBRARY, owner="Bob")
    _cybership_hits(game)
    assert [c[0] for c in _cybermen(game)] == ["Forest"]
    assert names(game, Zone.LIBRARY, "Bob") == []
