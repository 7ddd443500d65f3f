"""Compiled "When this creature transforms into ~, look at the top card of
your library. If it's a land card, you may put it onto the battlefield. If
you don't put the card onto the battlefield, put it into your hand."
(Skyclave Aerialist // Skyclave Invader; CR 701.27e, 401.4, 608.2c, 609.3,
issue 17): the one card looked at, asked about (shown to its player only)
only when it is a land card, and put into the hand otherwise."""

from __future__ import annotations

import pytest

from mtgfaces.cards.characteristics import Zone
from mtgfaces.rules.actions import activating, resolving
from mtgfaces.rules.state.choices import Answering, Asked
from mtgfaces.rules.state.game import Game, Step, Turn
from tests.rules.builders import names, put

AERIALIST = "Skyclave Aerialist // Skyclave Invader"


def _triggered(top: str) -> Game:
    """Alice activates the Aerialist's "{4}{G/P}: Transform" (a sorcery-speed
    ability, 602.5d) and it resolves: its trigger (701.27e) is on the stack,
    ``top`` the top card of her library."""
    game = Game(["Alice", "Bob"])
    game.set_turn(Turn("Alice", Step.MAIN1, number=3))
    put(game, top, Zone.LIBRARY)  # the first card put is the top one
    put(game, "Opt", Zone.LIBRARY)
    aerialist = put(game, AERIALIST, controlled_since=0)
    activating.activate(game, aerialist.id, 1)
    resolving.resolve(game)
    assert game.characteristics(aerialist.id).name == "Skyclave Invader"
    assert len(game.objects(Zone.STACK)) == 1
    return game


def _transformed(top: str, answers: list[tuple[str, ...]] | None = None) -> Game:
    """The trigger resolved with ``answers`` (none: a question would stop it)."""
    game = _triggered(top)
    game.answering = Answering(answers or [])
    resolving.resolve(game)
    return game


@pytest.mark.parametrize(("answer", "zone"), [("yes", Zone.BATTLEFIELD), ("no", Zone.HAND)])
def test_609_3_a_land_card_looked_at_may_be_put_onto_the_battlefield_skyclave_invader(
    answer: str, zone: Zone
) -> None:
    game = _transformed("Forest", [(answer,)])
    assert "Forest" in names(game, zone, "Alice")
    assert names(game, Zone.LIBRARY, "Alice") == ["Opt"]


def test_608_2c_a_card_that_isn_t_a_land_goes_to_the_hand_unasked_skyclave_invader() -> None:
    game = _transformed("Grizzly Bears")  # no answer given: a question would stop the test
    assert names(game, Zone.HAND, "Alice") == ["Grizzly Bears"]
    assert "Grizzly Bears" not in names(game, Zone.BATTLEFIELD)


def test_401_2_the_question_shows_the_land_card_to_its_player_only_skyclave_invader() -> None:
    game = _triggered("Forest")
    (forest,) = [o.id for o in game.objects(Zone.LIBRARY) if o.card.name == "Forest"]
    game.answering = Answering([])
    with pytest.raises(Asked) as asked:
        resolving.resolve(game)
    question = asked.value.question
    assert question.player == "Alice" and question.key == "may" and question.rule == "609.3"
    assert question.shown == (forest,) and "Forest" not in question.prompt


def test_712_8a_a_modal_card_with_a_land_back_face_isn_t_a_land_card_skyclave_invader() -> None:
    game = _transformed("Agadeem's Awakening // Agadeem, the Undercrypt")  # a sorcery card in the library
    assert names(game, Zone.HAND, "Alice") == ["Agadeem's Awakening // Agadeem, the Undercrypt"]
