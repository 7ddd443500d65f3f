"""Compiled "You may have ~ enter the battlefield as a copy of [a
permanent], except it's a [subtype] in addition to its other types." (CR
614.1c, 707.2, 707.9a-b, issue 17): Glasspool Mimic (a creature you
control), Mirrorhall Mimic (any creature on the battlefield)."""

from __future__ import annotations

import pytest

from mtgfaces.cards.characteristics import Zone
from mtgfaces.cards.model import Side
from mtgfaces.errors import IllegalAction
from mtgfaces.rules.actions import casting, resolving
from mtgfaces.rules.state.choices import Answering
from mtgfaces.rules.state.game import Game, Step, Turn
from tests.rules.builders import put


def _cast(game: Game, name: str, *answers: tuple[str, ...]) -> int:
    game.set_turn(Turn("Alice", Step.MAIN1, number=3))
    mimic = put(game, name, Zone.HAND)
    game.answering = Answering(list(answers))
    casting.cast(game, mimic.id, side=Side.FRONT)
    resolving.resolve(game)
    (entered,) = [o for o in game.objects(Zone.BATTLEFIELD, "Alice") if o.card.name == name]
    return int(entered.id)


def test_707_9b_enter_as_a_copy_of_a_creature_you_control_plus_shapeshifter_rogue_glasspool_mimic() -> None:
    game = Game(["Alice", "Bob"])
    giant = put(game, "Hill Giant")
    put(game, "Craw Wurm", owner="Bob")
    mimic = _cast(game, "Glasspool Mimic // Glasspool Shore", ("yes",), (f"#{int(giant.id)}",))
    value = game.characteristics(game.get(mimic))
    assert value.name == "Hill Giant" and (value.power, value.toughness) == ("3", "3")
    assert set(value.subtypes) == {"Giant", "Shapeshifter", "Rogue"}


def test_115_1_only_a_creature_you_control_can_be_copied_glasspool_mimic() -> None:
    game = Game(["Alice", "Bob"])
    put(game, "Hill Giant")
    put(game, "Grizzly Bears")
    wurm = put(game, "Craw Wurm", owner="Bob")
    with pytest.raises(IllegalAction):
        _cast(game, "Glasspool Mimic // Glasspool Shore", ("yes",), (f"#{int(wurm.id)}",))


def test_609_3_you_may_not_copy_it_enters_as_itself_glasspool_mimic() -> None:
    game = Game(["Alice", "Bob"])
    put(game, "Hill Giant")
    mimic = _cast(game, "Glasspool Mimic // Glasspool Shore", ("no",))
    assert game.characteristics(game.get(mimic)).name == "Glasspool Mimic"


def test_707_9b_enter_as_a_copy_of_any_creature_plus_spirit_mirrorhall_mimic() -> None:
    game = Game(["Alice", "Bob"])
    wurm = put(game, "Craw Wurm", owner="Bob")
    mimic = _cast(game, "Mirrorhall Mimic // Ghastly Mimicry", ("yes",), (f"#{int(wurm.id)}",))
    value = game.characteristics(game.get(mimic))
    assert value.name == "Craw Wurm" and set(value.subtypes) == {"Wurm", "Spirit"}
    assert game.controller(game.get(mimic)) == "Alice"


def test_707_9b_at_your_upkeep_a_token_copy_of_enchanted_creature_plus_spirit_ghastly_mimicry() -> None:
    from mtgfaces.rules.actions import turns

    game = Game(["Alice", "Bob"])
    game.set_turn(Turn("Alice", Step.UNTAP, number=3))
    wurm = put(game, "Craw Wurm", owner="Bob")
    put(game, "Mirrorhall Mimic // Ghastly Mimicry", up=Side.BACK, attached_to=wurm.id)
    turns.set_step(game, Step.UPKEEP)
    resolving.resolve(game)
    (token,) = [o for o in game.objects(Zone.BATTLEFIELD, "Alice") if o.is_token]
    value = game.characteristics(token)
    assert value.name == "Craw Wurm" and set(value.subtypes) == {"Wurm", "Spirit"}
    assert (value.power, value.toughness) == ("6", "4")
