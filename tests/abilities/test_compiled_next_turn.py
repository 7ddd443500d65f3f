"""Compiled "until the end of your next turn, you may play that card"
(CR 611.2a, 601.3, 305.1, issue 17): the permission lasts through the rest
of this turn and all of its controller's next turn, and ends in that turn's
cleanup step (514.2). Compleated Conjurer, Painter's Studio."""

from __future__ import annotations

import pytest

from mtgfaces.cards.characteristics import Zone
from mtgfaces.cards.model import Side
from mtgfaces.errors import IllegalAction
from mtgfaces.rules import save
from mtgfaces.rules.actions import activating, casting, resolving, turns
from mtgfaces.rules.state.game import Game, Step, Turn
from tests.rules.builders import names, put


def _conjurer_exiles_the_top_card(game: Game) -> int:
    put(game, "Mountain", Zone.LIBRARY)
    weird = put(game, "Captive Weird // Compleated Conjurer")
    activating.activate(game, weird.id, 1)  # {3}{R/P}: Transform ~ (as a sorcery)
    while game.objects(Zone.STACK):
        resolving.resolve(game)
    assert game.characteristics(game.get(weird.id)).name == "Compleated Conjurer"
    (exiled,) = game.objects(Zone.EXILE)
    assert exiled.card.name == "Mountain"
    return int(exiled.id)


def _alices_next_main_phase(game: Game) -> None:
    turns.next_turn(game)  # Bob's
    turns.next_turn(game)  # Alice's next turn, in its first main phase
    assert game.turn.active == "Alice" and game.turn.step is Step.MAIN1


def test_611_2a_until_the_end_of_your_next_turn_you_may_play_that_card_compleated_conjurer() -> None:
    game = Game(["Alice", "Bob"])
    game.set_turn(Turn("Alice", Step.MAIN1, number=3))
    exiled = _conjurer_exiles_the_top_card(game)
    _alices_next_main_phase(game)  # this turn's cleanup didn't end it
    casting.play_land(game, exiled, from_zone=Zone.EXILE)
    assert "Mountain" in names(game, Zone.BATTLEFIELD, "Alice")


def test_514_2_the_permission_ends_in_the_cleanup_of_your_next_turn_compleated_conjurer() -> None:
    game = Game(["Alice", "Bob"])
    game.set_turn(Turn("Alice", Step.MAIN1, number=3))
    exiled = _conjurer_exiles_the_top_card(game)
    _alices_next_main_phase(game)
    _alices_next_main_phase(game)  # the turn after: it has ended
    with pytest.raises(IllegalAction):
        casting.verify_play_land(game, exiled, from_zone=Zone.EXILE)
    assert not [e for e in game.rule_effects if e.objects == (exiled,)]


def test_611_2a_the_lasting_permission_survives_save_and_load() -> None:
    game = Game(["Alice", "Bob"])
    game.set_turn(Turn("Alice", Step.MAIN1, number=3))
    exiled = _conjurer_exiles_the_top_card(game)
    loaded = save.loads(save.dumps(game))
    _alices_next_main_phase(loaded)
    casting.play_land(loaded, exiled, from_zone=Zone.EXILE)


def test_611_2a_when_you_unlock_this_door_play_them_until_the_end_of_your_next_turn_painters_studio() -> None:
    game = Game(["Alice", "Bob"])
    game.set_turn(Turn("Alice", Step.MAIN1, number=3))
    for name in ("Island", "Mountain", "Forest"):
        put(game, name, Zone.LIBRARY)
    studio = put(game, "Painter's Studio // Defaced Gallery", Zone.HAND)
    casting.cast(game, studio.id, side=Side.LEFT)
    while game.objects(Zone.STACK):
        resolving.resolve(game)
    exiled = game.objects(Zone.EXILE)
    assert sorted(o.card.name for o in exiled) == ["Island", "Mountain"]
    _alices_next_main_phase(game)
    casting.play_land(game, exiled[0].id, from_zone=Zone.EXILE)
    assert exiled[0].card.name in names(game, Zone.BATTLEFIELD, "Alice")
