"""Esika, God of the Tree // The Prismatic Bridge (issue 17: a card the
examples play): "Other legendary creatures you control have vigilance and
"{T}: Add one mana of any color."" (613.1f, 113.1a: a keyword and a quoted
ability granted together) and "At the beginning of your upkeep, reveal cards
from the top of your library until you reveal a creature or planeswalker
card. Put that card onto the battlefield and the rest on the bottom of your
library in a random order." (701.20a, 401.4)."""

from __future__ import annotations

from mtgfaces.cards.characteristics import Zone
from mtgfaces.cards.model import Side
from mtgfaces.rules.actions import resolving, turns
from mtgfaces.rules.state.events import EventKind
from mtgfaces.rules.state.game import Game, Step, Turn
from tests.rules.builders import names, put

ESIKA = "Esika, God of the Tree // The Prismatic Bridge"
MANA = "{T}: Add one mana of any color."


def test_613_1f_other_legendary_creatures_you_control_have_vigilance_and_a_mana_ability_esika() -> None:
    game = Game(["Alice", "Bob"])
    esika = put(game, ESIKA)
    isamaru = put(game, "Isamaru, Hound of Konda")  # legendary
    bears = put(game, "Grizzly Bears")  # not legendary
    theirs = put(game, "Isamaru, Hound of Konda", owner="Bob")
    granted = game.characteristics(game.get(isamaru.id)).abilities
    assert "Vigilance" in granted and MANA in granted
    for other in (bears, theirs):
        assert MANA not in game.characteristics(game.get(other.id)).abilities
    assert "Vigilance" in game.characteristics(game.get(esika.id)).abilities  # its own, printed
    assert game.characteristics(game.get(esika.id)).abilities.count(MANA) == 1  # its own, not "other"


def test_701_20a_reveal_until_a_creature_or_planeswalker_onto_the_battlefield_the_prismatic_bridge() -> None:
    game = Game(["Alice", "Bob"])
    game.set_turn(Turn("Alice", Step.UNTAP, number=3))
    for name in ("Island", "Opt", "Grizzly Bears", "Forest"):
        put(game, name, Zone.LIBRARY)
    put(game, ESIKA, up=Side.BACK)
    turns.set_step(game, Step.UPKEEP)
    resolving.resolve(game)
    assert "Grizzly Bears" in names(game, Zone.BATTLEFIELD, "Alice")
    library = names(game, Zone.LIBRARY, "Alice")
    assert library[0] == "Forest" and sorted(library[1:]) == ["Island", "Opt"]  # the rest on the bottom
    revealed = [e.note for e in game.log if e.kind is EventKind.REVEALED]
    assert revealed == ["Island", "Opt", "Grizzly Bears"]  # shown to all as they are revealed


def test_701_20a_nothing_fits_every_card_is_revealed_and_goes_to_the_bottom_the_prismatic_bridge() -> None:
    game = Game(["Alice", "Bob"])
    game.set_turn(Turn("Alice", Step.UNTAP, number=3))
    for name in ("Island", "Opt"):
        put(game, name, Zone.LIBRARY)
    put(game, ESIKA, up=Side.BACK)
    turns.set_step(game, Step.UPKEEP)
    resolving.resolve(game)
    assert sorted(names(game, Zone.LIBRARY, "Alice")) == ["Island", "Opt"]
    assert names(game, Zone.BATTLEFIELD, "Alice") == [ESIKA]
