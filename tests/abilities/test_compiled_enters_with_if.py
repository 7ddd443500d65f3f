"""Compiled "If that card has mana value 3 or less, it enters with three
additional +1/+1 counters on it." after "You may put a creature card from
among them onto the battlefield", with Turntimber Symbiosis (the front face
of Turntimber Symbiosis // Turntimber, Serpentine Wood): a replacement
effect of the resolving spell, applied as the card enters (614.1c), so the
permanent is on the battlefield with its counters at once; the mana value is
the card's where it is (202.3: a modal double-faced card's front face's).
The seven cards are shown to their player only (401.4 puts the rest on the
bottom in a random order)."""

from __future__ import annotations

import random

from mtgfaces.cards.characteristics import Zone
from mtgfaces.cards.model import Side
from mtgfaces.rules.actions import casting, resolving
from mtgfaces.rules.pool import card_coverage
from mtgfaces.rules.state.choices import Answering
from mtgfaces.rules.state.events import EventKind
from mtgfaces.rules.state.game import Game, Step, Turn
from mtgfaces.rules.state.objects import GameObject
from tests.rules.builders import card, names, put

SYMBIOSIS = "Turntimber Symbiosis // Turntimber, Serpentine Wood"
FLORAHEDRON = "Tangled Florahedron // Tangled Vale"


def _game(*library: str) -> tuple[Game, list[GameObject]]:
    """Alice's main phase; her library, top first, then two Forests below
    the seven she will look at."""
    game = Game(["Alice", "Bob"], rng=random.Random(3))
    game.set_turn(Turn("Alice", Step.MAIN1, number=3))
    cards = [put(game, name, Zone.LIBRARY) for name in library]
    for _ in range(2):
        put(game, "Forest", Zone.LIBRARY)
    assert [o.id for o in game.objects(Zone.LIBRARY, "Alice")[: len(cards)]] == [c.id for c in cards]
    return game, cards


SEVEN = ("Grizzly Bears", "Hill Giant", "Island", "Island", "Island", "Island", "Island")


def _cast(game: Game, *answers: tuple[str, ...]) -> None:
    game.answering = Answering(list(answers))
    symbiosis = put(game, SYMBIOSIS, Zone.HAND)
    casting.cast(game, symbiosis.id, side=Side.FRONT)
    resolving.resolve(game)


def _entered(game: Game, name: str) -> GameObject:
    (found,) = [o for o in game.objects(Zone.BATTLEFIELD, "Alice") if o.card.name == name]
    return found


def test_turntimber_symbiosis_runs() -> None:
    assert card_coverage(card(SYMBIOSIS)).implemented


def test_614_1c_a_card_of_mana_value_3_or_less_enters_with_three_counters() -> None:
    game, cards = _game(*SEVEN)
    _cast(game, (f"#{int(cards[0].id)}",))
    bears = _entered(game, "Grizzly Bears")
    assert bears.status.counter("+1/+1") == 3
    assert game.characteristics(bears).power == "5"
    # it entered with them: no counters were put on it after (122.6)
    assert not [e for e in game.log if e.kind is EventKind.COUNTERS_ADDED and e.object == bears.id]


def test_614_1c_a_card_of_greater_mana_value_enters_with_none() -> None:
    game, cards = _game(*SEVEN)
    _cast(game, (f"#{int(cards[1].id)}",))
    assert _entered(game, "Hill Giant").status.counter("+1/+1") == 0


def test_202_3_a_modal_double_faced_card_s_mana_value_is_its_front_face_s() -> None:
    game, cards = _game(FLORAHEDRON, *SEVEN[1:])
    _cast(game, (f"#{int(cards[0].id)}",))
    assert _entered(game, FLORAHEDRON).status.counter("+1/+1") == 3


def test_609_3_401_4_you_may_put_none_and_the_seven_go_to_the_bottom() -> None:
    game, _ = _game(*SEVEN)
    _cast(game, ())
    assert names(game, Zone.BATTLEFIELD) == []
    library = names(game, Zone.LIBRARY, "Alice")
    assert library[:2] == ["Forest", "Forest"]
    assert sorted(library[2:]) == sorted(SEVEN)
