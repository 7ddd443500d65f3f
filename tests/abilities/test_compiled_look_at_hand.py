"""Compiled "look at target opponent's hand" (701.20e, 402.3): Dragon's Eye
Savants, turned face up (708.8). Each card of that hand is shown to the
ability's controller only: the log keeps its name for that player, and no
one else learns anything, tested as a third player and as the opponent
would, by comparing positions that differ only in the hidden card."""

from __future__ import annotations

import json
import random

import mtgfaces
from mtgfaces.cards.characteristics import Zone
from mtgfaces.rules import save
from mtgfaces.rules.play import PlayableGame
from mtgfaces.rules.seat import Seat
from mtgfaces.rules.state.events import EventKind
from mtgfaces.rules.state.game import Step, Turn
from mtgfaces.rules.state.status import FaceDown, Status
from mtgfaces.rules.state.views import visible_log

SAVANTS = "Dragon's Eye Savants"


def _turned_up(hidden: str, *, victim: str = "Bob") -> PlayableGame:
    """Alice turns Savants face up (revealing her Counterspell, its morph
    cost) with Bob holding ``hidden`` and a Forest, Carol an Island; the
    trigger targets ``victim`` and resolves."""
    game = PlayableGame(["Alice", "Bob", "Carol"], rng=random.Random(3), pay_costs=True)
    game.set_turn(Turn("Alice", Step.MAIN1, number=3))
    card = mtgfaces.card
    game.put(card(SAVANTS), zone=Zone.BATTLEFIELD, owner="Alice", status=Status(face_down=FaceDown.MORPH))
    game.put(card("Counterspell"), zone=Zone.HAND, owner="Alice")
    game.put(card(hidden), zone=Zone.HAND, owner="Bob")
    game.put(card("Forest"), zone=Zone.HAND, owner="Bob")
    game.put(card("Island"), zone=Zone.HAND, owner="Carol")
    seats = {name: Seat(game, name, rng=random.Random(i)) for i, name in enumerate(game.players)}
    (turn_up,) = [a for a in seats["Alice"].legal_actions() if " turn up " in a]
    seats["Alice"].apply(turn_up)
    seats["Alice"].apply(f"Alice: choose {victim}")
    for name in game.players:
        seats[name].apply(f"{name}: pass")
    assert not game.objects(Zone.STACK)
    return game


def _looked(game: PlayableGame, viewer: str) -> list[tuple[str | None, str]]:
    return [(e["player"], e["note"]) for e in visible_log(game, viewer) if e["kind"] == "looked_at"]


def test_701_20e_the_controller_looks_at_target_opponents_hand_dragons_eye_savants() -> None:
    game = _turned_up("Lightning Bolt")
    looked = [e for e in game.log if e.kind is EventKind.LOOKED_AT]
    assert {e.object for e in looked} == {o.id for o in game.objects(Zone.HAND, "Bob")}
    assert [(e.player, e.note, e.rule) for e in looked] == [
        ("Alice", "Forest", "701.20e"),
        ("Alice", "Lightning Bolt", "701.20e"),
    ]  # by name: nothing of the order the cards came into Bob's hand
    assert _looked(game, "Alice") == [("Alice", "Forest"), ("Alice", "Lightning Bolt")]
    held = sorted(c.card.name for c in game.objects(Zone.HAND, "Bob"))
    assert held == ["Forest", "Lightning Bolt"]  # they stay in his hand (701.20b)


def test_701_20e_the_cards_are_shown_to_the_looker_only_not_to_a_third_player() -> None:
    game = _turned_up("Lightning Bolt")
    assert _looked(game, "Carol") == [("Alice", ""), ("Alice", "")]  # she counts them (402.3), no more
    for line in visible_log(game, "Carol"):
        if line["kind"] == "looked_at":
            assert line["object"] == {"id": None, "name": "a card in Bob's hand"}
    # and the looker follows no card by its id (402.3): she learns names, not which card is which
    assert all(e["object"]["id"] is None for e in visible_log(game, "Alice") if e["kind"] == "looked_at")


def test_701_20e_a_third_player_learns_nothing_from_a_look_at_hands_that_differ_only_in_one_card() -> None:
    carol, alice = set(), set()
    for hidden in ("Lightning Bolt", "Grizzly Bears", "Delver of Secrets"):
        game = _turned_up(hidden)
        seat = Seat(game, "Carol", rng=random.Random(9))
        carol.add(json.dumps([seat.export(), seat.view_text()], sort_keys=True, default=str))
        looker = Seat(game, "Alice", rng=random.Random(9))
        alice.add(json.dumps(looker.export(), sort_keys=True, default=str))
    assert len(carol) == 1
    assert len(alice) == 3  # the looker is shown each hidden card


def test_701_20e_the_opponent_not_looked_at_learns_nothing_either_and_a_looked_at_hand_is_not_hers() -> None:
    seen = set()
    for hidden in ("Lightning Bolt", "Grizzly Bears"):
        game = _turned_up(hidden, victim="Carol")  # Alice looks at Carol's Island, not at Bob's hand
        assert _looked(game, "Alice") == [("Alice", "Island")]
        seat = Seat(game, "Alice", rng=random.Random(9))
        seen.add(json.dumps([seat.export(), seat.view_text()], sort_keys=True, default=str))
    assert len(seen) == 1  # Bob's hand stays hidden from her (402.3)


def test_115_1_the_target_is_an_opponent_never_its_controller_dragons_eye_savants() -> None:
    game = PlayableGame(["Alice", "Bob", "Carol"], rng=random.Random(3), pay_costs=True)
    game.set_turn(Turn("Alice", Step.MAIN1, number=3))
    game.put(
        mtgfaces.card(SAVANTS), zone=Zone.BATTLEFIELD, owner="Alice", status=Status(face_down=FaceDown.MORPH)
    )
    game.put(mtgfaces.card("Counterspell"), zone=Zone.HAND, owner="Alice")
    alice = Seat(game, "Alice", rng=random.Random(1))
    (turn_up,) = [a for a in alice.legal_actions() if " turn up " in a]
    alice.apply(turn_up)
    asked = alice.question()
    assert asked is not None and asked["options"] == ["Bob", "Carol"]


def test_a_look_at_a_hand_survives_save_and_load() -> None:
    game = _turned_up("Lightning Bolt")
    loaded = save.loads(save.dumps(game))
    assert loaded.log == game.log
    assert visible_log(loaded, "Carol") == visible_log(game, "Carol")
