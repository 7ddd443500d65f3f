"""Conditional "enters tapped" (CR 614.1c, 614.12): "~ enters the battlefield
tapped unless you control a legendary green creature" (Argoth, Sanctum of
Nature, issue 17) and the check lands ("unless you control an Island or a
Swamp"), read as the permanent would enter."""

from __future__ import annotations

import pytest

from mtgfaces.cards.characteristics import Zone
from mtgfaces.rules.actions import casting
from mtgfaces.rules.actions.tapped_unless import runs_line
from mtgfaces.rules.state.game import Game, Step, Turn
from tests.rules.builders import card, put


@pytest.mark.parametrize(
    ("mine", "tapped"),
    [
        ("Titania, Voice of Gaea", False),  # a legendary green creature
        ("Isamaru, Hound of Konda", True),  # legendary, but white
        ("Llanowar Elves", True),  # green, but not legendary
        (None, True),
    ],
)
def test_614_1c_enters_tapped_unless_you_control_a_legendary_green_creature_argoth(
    mine: str | None, tapped: bool
) -> None:
    game = Game(["Alice", "Bob"])
    game.set_turn(Turn("Alice", Step.MAIN1, number=3))
    if mine is not None:
        put(game, mine)
    put(game, "Titania, Voice of Gaea", owner="Bob")  # Bob's: not Alice's
    argoth = put(game, "Argoth, Sanctum of Nature", Zone.HAND)
    casting.play_land(game, argoth.id)
    (land,) = game.find("Argoth, Sanctum of Nature", [Zone.BATTLEFIELD])
    assert land.status.tapped is tapped


@pytest.mark.parametrize(("mine", "tapped"), [("Swamp", False), ("Island", False), ("Forest", True)])
def test_614_1c_a_check_land_enters_tapped_unless_you_control_either_type(mine: str, tapped: bool) -> None:
    game = Game(["Alice", "Bob"])
    game.set_turn(Turn("Alice", Step.MAIN1, number=3))
    put(game, mine)
    catacomb = put(game, "Drowned Catacomb", Zone.HAND)
    casting.play_land(game, catacomb.id)
    (land,) = game.find("Drowned Catacomb", [Zone.BATTLEFIELD])
    assert land.status.tapped is tapped


def test_614_1c_a_condition_not_understood_is_not_read() -> None:
    from mtgfaces.cards.characteristics import from_face

    chars = from_face(card("Argoth, Sanctum of Nature").faces[0])
    tapped_unless = "~ enters the battlefield tapped unless you control"
    assert runs_line(chars, f"{tapped_unless} a legendary green creature.")
    assert not runs_line(chars, f"{tapped_unless} two or more other lands.")
