"""Devotion (CR 700.5) and "you may [do one thing], then [another]" (609.3):
Clive, Ifrit's Dominant's "When Clive enters, you may discard your hand,
then draw cards equal to your devotion to red." """

from __future__ import annotations

from mtgfaces.cards.characteristics import Zone
from mtgfaces.rules.actions import moves, resolving
from mtgfaces.rules.coverage import lines_not_run
from mtgfaces.rules.state.choices import Answering
from mtgfaces.rules.state.game import Game
from mtgfaces.rules.state.status import ObjectId
from tests.rules.builders import names, put

CLIVE = "Clive, Ifrit's Dominant // Ifrit, Warden of Inferno"


def _game() -> tuple[Game, int]:
    game = Game(["Alice", "Bob"])
    for _ in range(10):
        put(game, "Island", Zone.LIBRARY)
    put(game, "Opt", Zone.HAND)
    put(game, "Shock", Zone.HAND)
    clive = put(game, CLIVE, Zone.HAND)
    return game, int(clive.id)


def test_700_5_clive_draws_cards_equal_to_your_devotion_to_red() -> None:
    game, clive = _game()
    put(game, "Boros Reckoner")  # {R/W}{R/W}{R/W}: three red symbols (700.5)
    put(game, "Grizzly Bears")  # {1}{G}: none
    put(game, "Boros Reckoner", owner="Bob")  # not Alice's: not her devotion
    moves.put_onto_battlefield(game, ObjectId(clive))
    (entered,) = [o for o in game.objects(Zone.BATTLEFIELD) if o.card.name == CLIVE]
    assert not lines_not_run(game.characteristics(entered.id))
    resolving.resolve_all(game)
    assert sorted(names(game, Zone.GRAVEYARD, "Alice")) == ["Opt", "Shock"]
    assert len(game.objects(Zone.HAND, "Alice")) == 5  # Clive's {R}{R} and the Reckoner's three


def test_708_2_700_5_a_face_down_permanent_has_no_mana_cost_for_devotion() -> None:
    game, clive = _game()
    hidden = put(game, "Boros Reckoner", Zone.HAND)
    moves.put_onto_battlefield(game, hidden.id, face_down=True)
    moves.put_onto_battlefield(game, ObjectId(clive))
    resolving.resolve_all(game)
    assert len(game.objects(Zone.HAND, "Alice")) == 2  # only Clive's own {R}{R}


def test_609_3_clive_declined_discards_nothing_and_draws_nothing() -> None:
    game, clive = _game()
    moves.put_onto_battlefield(game, ObjectId(clive))
    game.answering = Answering([("no",)])
    resolving.resolve_all(game)
    assert sorted(names(game, Zone.HAND, "Alice")) == ["Opt", "Shock"]
    assert len(game.objects(Zone.LIBRARY, "Alice")) == 10
