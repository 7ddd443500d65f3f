"""Hauntwoods Shrieker: "{1}{G}: Reveal target face-down permanent. If it's a
creature card, you may turn it face up." (701.20a: shown to every player;
708.5: until then only its controller may look at it; 708.7, 708.8:
turned face up by the effect, even another player's.) A player who only
watches learns the card from the reveal and nothing before it: tested by
comparing views of positions that differ only in the hidden card."""

from __future__ import annotations

import json
import random

import pytest

import mtgfaces
from mtgfaces.cards.characteristics import Zone
from mtgfaces.errors import IllegalAction
from mtgfaces.rules.actions import activating, resolving
from mtgfaces.rules.play import PlayableGame
from mtgfaces.rules.save import dumps
from mtgfaces.rules.seat import Seat
from mtgfaces.rules.state.choices import Answering
from mtgfaces.rules.state.events import EventKind
from mtgfaces.rules.state.game import Game, Step, Turn
from mtgfaces.rules.state.status import FaceDown, Status
from mtgfaces.rules.state.views import visible_log
from tests.rules.builders import put

SHRIEKER = "Hauntwoods Shrieker"


def _reveal(game: Game, target: int, *answers: tuple[str, ...]) -> None:
    shrieker = put(game, SHRIEKER)
    game.answering = Answering(list(answers))
    activating.activate(game, shrieker.id, targets=[target])
    resolving.resolve(game)


def _revealed(game: Game, viewer: str) -> list[str]:
    return [e["note"] for e in visible_log(game, viewer) if e["kind"] == "revealed"]


def test_701_20a_708_7_a_revealed_creature_card_may_be_turned_face_up_even_an_opponents() -> None:
    game = Game(["Alice", "Bob"])
    angler = put(game, "Gurmag Angler", owner="Bob", face_down=FaceDown.MANIFEST)
    _reveal(game, angler.id, ("yes",))
    assert not game.get(angler.id).is_face_down
    assert game.controller(game.get(angler.id)) == "Bob"  # still Bob's (708.8: the same object)
    for viewer in ("Alice", "Bob"):
        assert _revealed(game, viewer) == ["face-down creature #1 (manifest) is Gurmag Angler"]


def test_609_3_its_controller_may_leave_the_revealed_creature_face_down() -> None:
    game = Game(["Alice", "Bob"])
    angler = put(game, "Gurmag Angler", owner="Bob", face_down=FaceDown.MANIFEST)
    _reveal(game, angler.id, ("no",))
    assert game.get(angler.id).is_face_down
    assert _revealed(game, "Alice") == [
        "face-down creature #1 (manifest) is Gurmag Angler"
    ]  # revealed anyway


def test_701_20a_a_card_that_isnt_a_creature_card_is_revealed_and_stays_face_down() -> None:
    game = Game(["Alice", "Bob"])
    forest = put(game, "Forest", owner="Bob", face_down=FaceDown.MANIFEST_DREAD)
    _reveal(game, forest.id)  # no question: nothing to choose
    assert game.get(forest.id).is_face_down
    assert not any(e.kind is EventKind.TURNED_FACE_UP for e in game.log)
    assert _revealed(game, "Alice") == ["face-down creature #1 (manifest dread) is Forest"]


def test_701_20a_a_morph_creature_card_turns_face_up_without_its_morph_cost() -> None:
    game = Game(["Alice", "Bob"], pay_costs=False)
    cutthroat = put(game, "Zombie Cutthroat", owner="Bob", face_down=FaceDown.MORPH)
    _reveal(game, cutthroat.id, ("yes",))
    assert not game.get(cutthroat.id).is_face_down
    assert game.player("Bob").life == 20  # its morph cost (pay 5 life) isn't paid


def test_115_1_the_target_is_a_face_down_permanent() -> None:
    game = Game(["Alice", "Bob"])
    bears = put(game, "Grizzly Bears", owner="Bob")
    shrieker = put(game, SHRIEKER)
    before = dumps(game)
    with pytest.raises(IllegalAction):
        activating.activate(game, shrieker.id, targets=[bears.id])
    assert dumps(game) == before


def _activated(hidden: str, *, resolve: bool) -> PlayableGame:
    """Alice activates Shrieker targeting Bob's face-down ``hidden``; with
    ``resolve``, both pass and it resolves (Alice declines to turn it up)."""
    game = PlayableGame(["Alice", "Bob"], rng=random.Random(3), pay_costs=False)
    game.set_turn(Turn("Alice", Step.MAIN1, number=3))
    card = mtgfaces.card
    game.put(card(SHRIEKER), zone=Zone.BATTLEFIELD, owner="Alice")
    game.put(card(hidden), zone=Zone.BATTLEFIELD, owner="Bob", status=Status(face_down=FaceDown.MANIFEST))
    alice, bob = Seat(game, "Alice", rng=random.Random(5)), Seat(game, "Bob", rng=random.Random(6))
    (activate,) = [a for a in alice.legal_actions() if " activate " in a]
    alice.apply(activate)
    if alice.question() is not None:  # the one target may be asked for
        (choice,) = [a for a in alice.legal_actions() if " choose " in a]
        alice.apply(choice)
    if resolve:
        alice.apply("Alice: pass")
        bob.apply("Bob: pass")
        if alice.question() is not None:
            alice.apply("Alice: choose no")
    return game


def _export(game: PlayableGame, player: str) -> str:
    seat = Seat(game, player, rng=random.Random(9))
    return json.dumps([seat.export(), seat.view_text()], sort_keys=True, default=str)


def test_708_5_before_it_is_revealed_the_other_player_learns_nothing_of_the_card() -> None:
    exports = {_export(_activated(hidden, resolve=False), "Alice") for hidden in ("Gurmag Angler", "Forest")}
    assert len(exports) == 1


def test_701_20a_once_revealed_the_other_player_is_shown_the_card_and_nothing_else_differs() -> None:
    seen = {
        hidden: _export(_activated(hidden, resolve=True), "Alice") for hidden in ("Gurmag Angler", "Forest")
    }
    assert seen["Gurmag Angler"] != seen["Forest"]
    assert seen["Gurmag Angler"].replace("Gurmag Angler", "Forest") == seen["Forest"]
