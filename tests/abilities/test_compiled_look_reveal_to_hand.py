"""Looking at the top card and revealing it into the hand (CR 401.4,
608.2c, 609.3, 701.20a): Sidequest: Catch a Fish's "At the beginning of your
upkeep, look at the top card of your library. If it's an artifact or
creature card, you may reveal it and put it into your hand. If you put a
card into your hand this way, create a Food token and transform this
enchantment." """

from __future__ import annotations

import pytest

from mtgfaces.cards.characteristics import Zone
from mtgfaces.rules.actions import resolving, turns
from mtgfaces.rules.coverage import lines_not_run
from mtgfaces.rules.state.choices import Answering
from mtgfaces.rules.state.events import EventKind
from mtgfaces.rules.state.game import Game, Step, Turn
from tests.rules.builders import names, put

SIDEQUEST = "Sidequest: Catch a Fish // Cooking Campsite"


def _upkeep(top: str, *, answer: str | None = None) -> tuple[Game, int]:
    game = Game(["Alice", "Bob"])
    game.set_turn(Turn("Alice", Step.UNTAP, number=3))
    quest = put(game, SIDEQUEST)
    assert not lines_not_run(game.characteristics(quest.id))
    put(game, top, Zone.LIBRARY)
    put(game, "Island", Zone.LIBRARY)
    turns.set_step(game, Step.UPKEEP)
    if answer is not None:
        game.answering = Answering([(answer,)])
    resolving.resolve_all(game)
    return game, int(quest.id)


@pytest.mark.parametrize("top", ["Grizzly Bears", "Ornithopter", "Mind Stone"])
def test_701_20a_an_artifact_or_creature_card_is_revealed_put_into_hand_then_food_and_transform(
    top: str,
) -> None:
    game, _ = _upkeep(top)
    assert names(game, Zone.HAND, "Alice") == [top]
    assert [e.note for e in game.log if e.kind is EventKind.REVEALED] == [top]
    assert [game.characteristics(o.id).name for o in game.objects(Zone.BATTLEFIELD) if o.is_token] == [
        "Food Token"
    ]  # 111.4
    (campsite,) = [o for o in game.objects(Zone.BATTLEFIELD) if not o.is_token]
    assert game.characteristics(campsite.id).name == "Cooking Campsite"


def test_608_2c_another_card_stays_on_top_no_food_no_transform() -> None:
    game, _ = _upkeep("Opt")  # an instant: not an artifact or creature card
    assert names(game, Zone.HAND, "Alice") == []
    assert names(game, Zone.LIBRARY, "Alice")[0] == "Opt"
    assert not [e for e in game.log if e.kind is EventKind.REVEALED]
    assert [game.characteristics(o.id).name for o in game.objects(Zone.BATTLEFIELD)] == [
        "Sidequest: Catch a Fish"
    ]


def test_609_3_declined_the_card_stays_and_nothing_else_happens() -> None:
    game, _ = _upkeep("Grizzly Bears", answer="no")
    assert names(game, Zone.LIBRARY, "Alice")[0] == "Grizzly Bears"
    assert not [e for e in game.log if e.kind is EventKind.REVEALED]
    assert [game.characteristics(o.id).name for o in game.objects(Zone.BATTLEFIELD)] == [
        "Sidequest: Catch a Fish"
    ]
