"""Compiled "when ~ is turned face up" triggers (708.8) of the multi-faced
pool's morph cards: Dermoplasm puts a creature card with a morph ability
from its controller's hand onto the battlefield face up, and if it does,
returns itself to its owner's hand (609.3, 608.2c)."""

from __future__ import annotations

from mtgfaces.cards.characteristics import Zone
from mtgfaces.rules.actions import faces, resolving
from mtgfaces.rules.state.choices import Answering
from mtgfaces.rules.state.game import Game
from mtgfaces.rules.state.status import FaceDown
from tests.rules.builders import names, put

DERMOPLASM = "Dermoplasm"


def _dermoplasm_turned_up(game: Game) -> int:
    """Dermoplasm face down under Alice, turned face up by its morph cost
    (paid: the game doesn't pay costs); its trigger on the stack."""
    dermoplasm = put(game, DERMOPLASM, face_down=FaceDown.MORPH)
    faces.turn_face_up(game, dermoplasm.id, player="Alice")
    assert len(game.objects(Zone.STACK)) == 1
    return int(dermoplasm.id)


def test_708_8_110_2_dermoplasm_puts_a_morph_creature_onto_the_battlefield_face_up_and_returns() -> None:
    game = Game(["Alice", "Bob"])
    cutthroat = put(game, "Zombie Cutthroat", Zone.HAND)  # Morph—Pay 5 life
    put(game, "Grizzly Bears", Zone.HAND)  # no morph ability: not offered
    _dermoplasm_turned_up(game)
    resolving.resolve(game)
    (entered,) = [o for o in game.objects(Zone.BATTLEFIELD) if o.card.name == "Zombie Cutthroat"]
    assert not entered.is_face_down and game.characteristics(entered).power == "3"
    assert entered.id != cutthroat.id  # a new object (400.7)
    assert sorted(names(game, Zone.HAND, "Alice")) == [DERMOPLASM, "Grizzly Bears"]
    assert names(game, Zone.BATTLEFIELD) == ["Zombie Cutthroat"]


def test_609_3_608_2c_dermoplasm_declined_stays_on_the_battlefield() -> None:
    game = Game(["Alice", "Bob"])
    put(game, "Zombie Cutthroat", Zone.HAND)
    _dermoplasm_turned_up(game)
    game.answering = Answering([()])  # "you may": she puts nothing
    resolving.resolve(game)
    assert names(game, Zone.BATTLEFIELD) == [DERMOPLASM]
    assert names(game, Zone.HAND, "Alice") == ["Zombie Cutthroat"]


def test_608_2c_dermoplasm_with_no_morph_creature_card_in_hand_stays() -> None:
    game = Game(["Alice", "Bob"])
    put(game, "Grizzly Bears", Zone.HAND)
    _dermoplasm_turned_up(game)
    resolving.resolve(game)
    assert names(game, Zone.BATTLEFIELD) == [DERMOPLASM]
    assert names(game, Zone.HAND, "Alice") == ["Grizzly Bears"]
