"""Lumbering Laundry: "{2}: Until end of turn, you may look at face-down
creatures you don't control any time." (708.5: only a face-down
permanent's controller may look at it, unless an effect says otherwise;
514.2: until the cleanup step.) The looker sees those cards in her view
while it lasts, and no one else learns anything, during or after: tested by
comparing views of positions that differ only in the hidden card."""

from __future__ import annotations

import json
import random

import mtgfaces
from mtgfaces.cards.characteristics import Zone
from mtgfaces.rules.actions import moves, turns
from mtgfaces.rules.play import PlayableGame
from mtgfaces.rules.seat import Seat
from mtgfaces.rules.state.game import Step, Turn
from mtgfaces.rules.state.status import FaceDown, Status
from mtgfaces.rules.state.views import view_for

LAUNDRY = "Lumbering Laundry"


def _game(
    hidden: str, *, activated: bool, players: tuple[str, ...] = ("Alice", "Bob", "Carol")
) -> PlayableGame:
    """Alice has Lumbering Laundry and a face-down Forest; Bob a face-down
    ``hidden`` (manifested); with ``activated``, Alice's ability resolved."""
    game = PlayableGame(list(players), rng=random.Random(3), pay_costs=False)
    game.set_turn(Turn("Alice", Step.MAIN1, number=3))
    card = mtgfaces.card
    game.put(card(LAUNDRY), zone=Zone.BATTLEFIELD, owner="Alice")
    game.put(card("Forest"), zone=Zone.BATTLEFIELD, owner="Alice", status=Status(face_down=FaceDown.MANIFEST))
    game.put(card(hidden), zone=Zone.BATTLEFIELD, owner="Bob", status=Status(face_down=FaceDown.MANIFEST))
    if activated:
        seats = {name: Seat(game, name, rng=random.Random(i)) for i, name in enumerate(players)}
        (activate,) = [a for a in seats["Alice"].legal_actions() if " activate " in a]
        seats["Alice"].apply(activate)
        for name in players:
            seats[name].apply(f"{name}: pass")
        assert not game.objects(Zone.STACK)
    return game


def _export(game: PlayableGame, player: str) -> str:
    seat = Seat(game, player, rng=random.Random(9))
    return json.dumps([seat.export(), seat.view_text()], sort_keys=True, default=str)


def _bobs_face_down(game: PlayableGame, viewer: str) -> tuple[bool, str | None]:
    (seen,) = [o for o in view_for(game, viewer).battlefield if o.controller == "Bob"]
    return seen.visible, None if seen.card is None else seen.card.name


def test_708_5_until_end_of_turn_she_looks_at_the_face_down_creatures_she_doesnt_control() -> None:
    before = _game("Grizzly Bears", activated=False)
    assert _bobs_face_down(before, "Alice") == (False, None)
    game = _game("Grizzly Bears", activated=True)
    assert _bobs_face_down(game, "Alice") == (True, "Grizzly Bears")
    assert _bobs_face_down(game, "Carol") == (False, None)  # the effect is Alice's only
    (hers,) = [o for o in view_for(game, "Bob").battlefield if o.controller == "Alice" and o.face_down]
    assert not hers.visible  # nor does Bob see Alice's


def test_708_5_a_third_player_learns_nothing_from_positions_that_differ_in_the_hidden_card() -> None:
    carol, alice = set(), set()
    for hidden in ("Grizzly Bears", "Hill Giant", "Lightning Bolt"):
        game = _game(hidden, activated=True)
        carol.add(_export(game, "Carol"))
        alice.add(_export(game, "Alice"))
    assert len(carol) == 1
    assert len(alice) == 3  # the looker is shown each


def test_514_2_after_the_turn_ends_she_no_longer_sees_them_and_nothing_was_left_behind() -> None:
    seen = set()
    for hidden in ("Grizzly Bears", "Hill Giant"):
        game = _game(hidden, activated=True)
        turns.next_turn(game)
        assert _bobs_face_down(game, "Alice") == (False, None)
        seen.add(_export(game, "Alice"))
    assert len(seen) == 1  # no log line, view or note names the card she saw


def test_708_6_a_shared_note_names_it_by_its_label_even_when_every_player_may_look_at_it() -> None:
    game = _game("Grizzly Bears", activated=True, players=("Alice", "Bob"))  # Bob controls it, Alice may look
    (theirs,) = [o for o in game.objects(Zone.BATTLEFIELD) if o.controller == "Bob"]
    assert moves.public_name(game, theirs.id) == "face-down creature #2 (manifest)"
