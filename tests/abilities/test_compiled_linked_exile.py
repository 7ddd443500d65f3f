"""Linked abilities (607.2a): Unidentified Hovership's "When ~ enters,
exile up to one target creature with toughness 5 or less." and "When ~
leaves the battlefield, the exiled card's owner manifests dread." (701.62a)."""

from __future__ import annotations

from mtgfaces.cards.characteristics import Zone
from mtgfaces.rules.actions import moves, resolving
from mtgfaces.rules.save import dumps, loads
from mtgfaces.rules.state.game import Game
from mtgfaces.rules.state.status import FaceDown, ObjectId
from tests.rules.builders import names, put

HOVERSHIP = "Unidentified Hovership"


def _dread(game: Game) -> list[tuple[str, str]]:
    """The permanents manifested with dread: card, controller."""
    return [
        (o.card.name, game.controller(o))
        for o in game.objects(Zone.BATTLEFIELD)
        if o.status.face_down is FaceDown.MANIFEST_DREAD
    ]


def _hovership_exiles(game: Game) -> ObjectId:
    """Hovership enters under Alice; its trigger exiles the one creature
    there is (or nothing); the Hovership's id."""
    ship = put(game, HOVERSHIP, Zone.HAND)
    moves.put_onto_battlefield(game, ship.id)
    (permanent,) = [o for o in game.objects(Zone.BATTLEFIELD) if o.card.name == HOVERSHIP]
    resolving.resolve_all(game)
    return permanent.id


def test_607_2a_701_62a_the_exiled_cards_owner_manifests_dread_as_the_hovership_leaves() -> None:
    game = Game(["Alice", "Bob"])
    put(game, "Grizzly Bears", owner="Bob")
    for card in ("Forest", "Hill Giant", "Island"):
        put(game, card, Zone.LIBRARY, owner="Bob")
    ship = _hovership_exiles(game)
    assert names(game, Zone.EXILE) == ["Grizzly Bears"]
    game = loads(dumps(game))  # the link is kept by saves
    moves.move(game, ship, Zone.GRAVEYARD)
    resolving.resolve(game)
    assert _dread(game) == [("Forest", "Bob")]  # Bob's, under Bob's control; the top card by default
    assert names(game, Zone.GRAVEYARD, "Bob") == ["Hill Giant"]
    assert names(game, Zone.EXILE) == ["Grizzly Bears"]  # it stays exiled


def test_607_2a_nothing_exiled_no_one_manifests_dread() -> None:
    game = Game(["Alice", "Bob"])
    put(game, "Forest", Zone.LIBRARY, owner="Bob")
    ship = _hovership_exiles(game)  # no creature to target: "up to one" is none (115.1)
    assert names(game, Zone.EXILE) == []
    moves.move(game, ship, Zone.GRAVEYARD)
    resolving.resolve_all(game)
    assert _dread(game) == []


def test_400_7_the_owner_manifests_dread_even_if_the_exiled_card_left_exile() -> None:
    game = Game(["Alice", "Bob"])
    put(game, "Grizzly Bears", owner="Bob")
    put(game, "Forest", Zone.LIBRARY, owner="Bob")
    ship = _hovership_exiles(game)
    (bears,) = game.objects(Zone.EXILE)
    moves.move(game, bears.id, Zone.HAND)
    moves.move(game, ship, Zone.HAND)
    resolving.resolve(game)
    assert _dread(game) == [("Forest", "Bob")]


def test_111_1_an_exiled_token_is_no_card_no_one_manifests_dread() -> None:
    game = Game(["Alice", "Bob"])
    game.replace(put(game, "Grizzly Bears", owner="Bob")._replace(is_token=True))
    put(game, "Forest", Zone.LIBRARY, owner="Bob")
    ship = _hovership_exiles(game)
    assert game.objects(Zone.BATTLEFIELD, "Bob") == []  # exiled, then gone (111.7)
    moves.move(game, ship, Zone.GRAVEYARD)
    resolving.resolve_all(game)
    assert _dread(game) == []
