"""Hideaway (CR 702.75, issue 17): "Hideaway N" looks at the top N cards,
exiles one face down linked to the permanent (607.2a) and puts the rest on
the bottom in a random order; the controller of that permanent may look at
the exiled card, no one else (702.75a); "Hideaway" with no number is
"Hideaway 4" and the permanent enters tapped (702.75b)."""

from __future__ import annotations

from mtgfaces.cards.characteristics import Zone
from mtgfaces.rules.abilities.compiler import compile_line
from mtgfaces.rules.actions import casting, moves, resolving
from mtgfaces.rules.state.abilities import Triggered
from mtgfaces.rules.state.game import Game
from mtgfaces.rules.state.views import may_look
from tests.rules.builders import names, put


def watcher_entered(game: Game) -> int:
    for card in ("Lightning Bolt", "Island", "Forest", "Swamp", "Mountain"):
        put(game, card, Zone.LIBRARY)
    watcher = put(game, "Watcher for Tomorrow", Zone.HAND)
    casting.cast(game, watcher.id)
    resolving.resolve(game)  # it enters tapped (702.75b); hideaway triggers
    resolving.resolve(game)  # the referee's choice: the first card looked at
    (entered,) = game.find("Watcher for Tomorrow", [Zone.BATTLEFIELD])
    return int(entered.id)


def test_702_75a_hideaway_n_is_read_as_its_triggered_ability() -> None:
    assert isinstance(compile_line("Cemetery Tampering", "Hideaway 5"), Triggered)
    assert isinstance(compile_line("Howltooth Hollow", "Hideaway"), Triggered)


def test_702_75a_b_hideaway_four_exiles_one_face_down_the_rest_go_to_the_bottom() -> None:
    game = Game(["Alice", "Bob"])
    watcher = watcher_entered(game)
    assert game.get(watcher).status.tapped  # 702.75b: the old "Hideaway" enters tapped
    (exiled,) = game.objects(Zone.EXILE)
    assert exiled.is_face_down and exiled.card.name == "Lightning Bolt"
    assert names(game, Zone.LIBRARY)[0] == "Mountain"  # the fifth card stays on top
    assert sorted(names(game, Zone.LIBRARY)[1:]) == ["Forest", "Island", "Swamp"]


def test_702_75a_only_the_controller_of_the_permanent_may_look_at_the_hidden_card() -> None:
    game = Game(["Alice", "Bob"])
    watcher = watcher_entered(game)
    (exiled,) = game.objects(Zone.EXILE)
    assert may_look(game, exiled, "Alice") and not may_look(game, exiled, "Bob")
    moves.move(game, watcher, Zone.GRAVEYARD)  # it leaves: no one controls it any more
    resolving.resolve(game)  # "put the exiled card into its owner's hand"
    assert names(game, Zone.HAND) == ["Lightning Bolt"] and not game.objects(Zone.EXILE)


def test_702_75a_a_player_s_view_shows_the_hidden_card_to_its_controller_only() -> None:
    game = Game(["Alice", "Bob"])
    watcher_entered(game)
    (alice,) = game.view("Alice").players[0].exile
    (bob,) = next(p for p in game.view("Bob").players if p.name == "Alice").exile
    assert alice.face_up is not None and alice.face_up.name == "Lightning Bolt"  # 702.75a
    assert bob.face_up is None and bob.card is None  # 406.3: hidden from the opponent
