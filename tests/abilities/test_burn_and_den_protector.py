"""Lightning Bolt and Shock (120.3, 608.2b) and Den Protector's "when turned
face up" trigger (708.8, 603.3d)."""

from __future__ import annotations

from mtgfaces.cards.characteristics import Zone
from mtgfaces.rules.actions import casting, faces, moves, resolving
from mtgfaces.rules.state.game import Game
from mtgfaces.rules.state.status import FaceDown
from tests.rules.builders import put


def test_120_3_bolt_deals_3_to_a_player_and_608_2b_nothing_to_a_target_gone() -> None:
    game = Game(["Alice", "Bob"])
    bolt = put(game, "Lightning Bolt", Zone.HAND)
    casting.cast(game, bolt.id, targets=("Bob",))
    resolving.resolve(game)
    assert game.player("Bob").life == 17
    bears = put(game, "Grizzly Bears", owner="Bob")
    shock = put(game, "Shock", Zone.HAND)
    casting.cast(game, shock.id, targets=(bears.id,))
    moves.move(game, bears.id, Zone.HAND)
    resolving.resolve(game)  # 608.2b: its only target is gone; it doesn't resolve
    assert game.player("Bob").life == 17


def test_708_8_den_protector_turned_face_up_returns_a_card() -> None:
    game = Game(["Alice", "Bob"])
    protector = put(game, "Den Protector", face_down=FaceDown.MEGAMORPH)
    bolt = put(game, "Lightning Bolt", Zone.GRAVEYARD)
    faces.turn_face_up(game, protector.id, using="megamorph")
    (ability,) = game.objects(Zone.STACK)
    assert ability.ability is not None and ability.ability.target == bolt.id
    resolving.resolve(game)
    assert [o.card.name for o in game.objects(Zone.HAND)] == ["Lightning Bolt"]


def test_603_3d_with_no_card_to_target_nothing_goes_on_the_stack() -> None:
    game = Game(["Alice", "Bob"])
    protector = put(game, "Den Protector", face_down=FaceDown.MEGAMORPH)
    faces.turn_face_up(game, protector.id, using="megamorph")
    assert not game.objects(Zone.STACK)
