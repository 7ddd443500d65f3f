"""Compiled "When you play a card exiled with ~, transform ~." (Voltaic
Visionary // Volt-Charged Berserker; CR 305.1, 601.2, 607.2a, 701.27a, issue
17): casting a spell or playing a land from exile triggers it, when its card
was exiled by this very permanent's ability (its "{T}: ... Exile the top
card of your library. You may play that card this turn.")."""

from __future__ import annotations

from mtgfaces.cards.characteristics import Zone
from mtgfaces.rules.actions import activating, casting, moves, resolving
from mtgfaces.rules.state.game import Game, Step, Turn
from mtgfaces.rules.state.objects import GameObject
from mtgfaces.rules.state.status import ObjectId
from tests.rules.builders import put

VISIONARY = "Voltaic Visionary // Volt-Charged Berserker"


def _game(top: str) -> tuple[Game, GameObject]:
    """Alice's first main phase, ``top`` the top card of her library, the
    Visionary on the battlefield since before the turn."""
    game = Game(["Alice", "Bob"])
    game.set_turn(Turn("Alice", Step.MAIN1, number=3))
    put(game, top, Zone.LIBRARY)
    put(game, "Island", Zone.LIBRARY)
    return game, put(game, VISIONARY, controlled_since=0)


def _exile_top(game: Game, visionary: GameObject) -> ObjectId:
    """Its "{T}: ... Exile the top card of your library" resolved: the exiled card."""
    activating.activate(game, visionary.id, 1)
    resolving.resolve(game)
    (exiled,) = game.objects(Zone.EXILE)
    return exiled.id


def _name(game: Game, obj: ObjectId) -> str:
    return game.characteristics(obj).name


def test_601_2_casting_the_exiled_card_transforms_it_voltaic_visionary() -> None:
    game, visionary = _game("Opt")
    opt = _exile_top(game, visionary)
    assert game.player("Alice").life == 18
    casting.cast(game, opt, from_zone=Zone.EXILE)
    assert len(game.objects(Zone.STACK)) == 2  # the trigger above Opt
    resolving.resolve(game)
    assert _name(game, visionary.id) == "Volt-Charged Berserker"


def test_305_1_playing_the_exiled_land_transforms_it_voltaic_visionary() -> None:
    game, visionary = _game("Forest")
    forest = _exile_top(game, visionary)
    casting.play_land(game, forest, from_zone=Zone.EXILE)
    resolving.resolve(game)
    assert _name(game, visionary.id) == "Volt-Charged Berserker"


def test_603_2_a_card_cast_from_the_hand_doesn_t_trigger_it_voltaic_visionary() -> None:
    game, visionary = _game("Opt")
    _exile_top(game, visionary)
    opt = put(game, "Opt", Zone.HAND)
    casting.cast(game, opt.id)
    assert len(game.objects(Zone.STACK)) == 1 and _name(game, visionary.id) == "Voltaic Visionary"


def test_607_2a_a_card_another_visionary_exiled_triggers_that_one_only_voltaic_visionary() -> None:
    game, first = _game("Opt")
    second = put(game, VISIONARY, controlled_since=0)
    opt = _exile_top(game, first)
    casting.cast(game, opt, from_zone=Zone.EXILE)
    resolving.resolve(game)
    assert _name(game, first.id) == "Volt-Charged Berserker"
    assert _name(game, second.id) == "Voltaic Visionary"


def test_400_7_after_it_left_and_returned_it_is_a_new_object_voltaic_visionary() -> None:
    game, visionary = _game("Opt")
    opt = _exile_top(game, visionary)
    moves.blink(game, visionary.id)
    (returned,) = [o for o in game.objects(Zone.BATTLEFIELD) if o.card.name == VISIONARY]
    casting.cast(game, opt, from_zone=Zone.EXILE)
    assert len(game.objects(Zone.STACK)) == 1 and _name(game, returned.id) == "Voltaic Visionary"
