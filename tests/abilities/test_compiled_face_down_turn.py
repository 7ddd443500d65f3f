"""Oblivious Bookworm: "At the beginning of your end step, you may draw a
card. If you do, discard a card unless a permanent entered the battlefield
face down under your control this turn or you turned a permanent face up
this turn." (608.2c: the discard only if she drew, and only if neither
happened this turn; 708.3 entering face down, 708.8 turning face up)."""

from __future__ import annotations

from mtgfaces.cards.characteristics import Zone
from mtgfaces.rules.actions import casting, faces, manifesting, moves, resolving, turns
from mtgfaces.rules.save import dumps, loads
from mtgfaces.rules.state.choices import Answering
from mtgfaces.rules.state.game import Game, Step
from mtgfaces.rules.state.status import FaceDown
from tests.rules.builders import names, put

BOOKWORM = "Oblivious Bookworm"


def _game() -> Game:
    """Alice's turn: the Bookworm, a Forest in hand, three cards in her
    library (and Bob's)."""
    game = Game(["Alice", "Bob"])
    put(game, BOOKWORM)
    put(game, "Forest", Zone.HAND)
    for owner in ("Alice", "Bob"):
        for _ in range(3):
            put(game, "Island", Zone.LIBRARY, owner=owner)
    return game


def _end_step(game: Game) -> None:
    """Her end step: the trigger, then it resolves."""
    turns.set_step(game, Step.END)
    assert len(game.objects(Zone.STACK)) == 1
    resolving.resolve(game)


def test_608_2c_she_draws_then_discards_when_nothing_entered_face_down() -> None:
    game = _game()
    put(game, "Zombie Cutthroat", face_down=FaceDown.MORPH)  # face down before this turn: no entry logged
    _end_step(game)
    assert len(game.objects(Zone.LIBRARY, "Alice")) == 2
    assert len(game.objects(Zone.HAND, "Alice")) == 1
    assert len(game.objects(Zone.GRAVEYARD, "Alice")) == 1


def test_608_2c_declined_she_neither_draws_nor_discards() -> None:
    game = _game()
    game.answering = Answering([("no",)])  # "you may draw a card": she doesn't
    _end_step(game)
    assert len(game.objects(Zone.LIBRARY, "Alice")) == 3
    assert names(game, Zone.HAND, "Alice") == ["Forest"]
    assert not game.objects(Zone.GRAVEYARD, "Alice")


def test_708_3_a_permanent_manifested_under_her_control_this_turn_spares_the_discard() -> None:
    game = _game()
    manifesting.manifest(game, "Alice")
    _end_step(game)
    assert len(game.objects(Zone.LIBRARY, "Alice")) == 1  # one manifested, one drawn
    assert len(game.objects(Zone.HAND, "Alice")) == 2
    assert not game.objects(Zone.GRAVEYARD, "Alice")
    assert loads(dumps(game)).log == game.log


def test_708_3_one_entered_face_down_then_turned_up_still_counts() -> None:
    game = _game()
    manifesting.manifest(game, "Alice")
    (manifested,) = [o for o in game.objects(Zone.BATTLEFIELD) if o.is_face_down]
    faces.turn_face_up(game, manifested.id, player="Alice", using="effect")
    _end_step(game)
    assert len(game.objects(Zone.HAND, "Alice")) == 2
    assert not game.objects(Zone.GRAVEYARD, "Alice")


def test_110_2_a_permanent_manifested_under_bob_s_control_doesn_t_count() -> None:
    game = _game()
    manifesting.manifest(game, "Bob")
    _end_step(game)
    assert len(game.objects(Zone.HAND, "Alice")) == 1
    assert len(game.objects(Zone.GRAVEYARD, "Alice")) == 1


def test_702_37e_turning_her_morph_face_up_this_turn_spares_the_discard() -> None:
    game = _game()
    cutthroat = put(game, "Zombie Cutthroat", face_down=FaceDown.MORPH)  # Morph—Pay 5 life
    faces.turn_face_up(game, cutthroat.id, player="Alice")
    _end_step(game)
    assert len(game.objects(Zone.HAND, "Alice")) == 2
    assert not game.objects(Zone.GRAVEYARD, "Alice")


def _morph_cast_face_down(game: Game) -> None:
    """Alice casts Abomination of Gudul face down (702.37c) and it resolves: it
    enters face down (708.3; the game doesn't pay costs)."""
    abomination = put(game, "Abomination of Gudul", Zone.HAND)
    casting.cast(game, abomination.id, player="Alice", face_down=FaceDown.MORPH)
    resolving.resolve(game)
    assert [o.is_face_down for o in game.objects(Zone.BATTLEFIELD) if o.card.name != BOOKWORM] == [True]


def test_708_3_a_morph_cast_face_down_and_resolved_spares_the_discard() -> None:
    game = _game()
    _morph_cast_face_down(game)
    _end_step(game)
    assert len(game.objects(Zone.HAND, "Alice")) == 2
    assert not game.objects(Zone.GRAVEYARD, "Alice")


def test_708_9_one_that_entered_face_down_and_left_still_counts() -> None:
    game = _game()
    _morph_cast_face_down(game)
    (down,) = [o for o in game.objects(Zone.BATTLEFIELD) if o.is_face_down]
    moves.move(game, down.id, Zone.GRAVEYARD)  # revealed as it leaves (708.9)
    _end_step(game)
    assert len(game.objects(Zone.HAND, "Alice")) == 2
    assert names(game, Zone.GRAVEYARD, "Alice") == ["Abomination of Gudul"]
