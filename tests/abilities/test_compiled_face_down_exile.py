"""Compiled effects that exile the cards of a hand or a library face down
and bring them back later (issue 17): Memory Jar and Magus of the Jar,
Ignorant Bliss, Suppress, Scroll Rack, Inverter of Truth and Doomsday
Excruciator, played through a game and named after the rules they check.
Cards exiled face down can't be examined by any player, their owner
included (406.3); a delayed triggered ability returns only the cards that
are still the same objects in exile (603.7c, 400.7); the opponent's seat is
probed as an opponent would: it must not change with the exiled cards."""

from __future__ import annotations

import json
import random

import pytest

from mtgfaces.cards.characteristics import Zone
from mtgfaces.rules import save
from mtgfaces.rules.abilities.compiler import compile_line
from mtgfaces.rules.actions import activating, casting, moves, resolving, turns
from mtgfaces.rules.play import PlayableGame
from mtgfaces.rules.seat import Seat
from mtgfaces.rules.state.abilities import SpellAbility
from mtgfaces.rules.state.choices import Answering, Asked
from mtgfaces.rules.state.delayed import DelayedWhen
from mtgfaces.rules.state.events import EventKind
from mtgfaces.rules.state.game import Game
from mtgfaces.rules.state.looking import may_look
from mtgfaces.rules.state.values import Step
from tests.rules.builders import names, put


def _hand(game: Game, owner: str, *cards: str) -> None:
    for name in cards:
        put(game, name, Zone.HAND, owner=owner)


def _library(game: Game, owner: str, *cards: str) -> list[int]:
    """The cards put into ``owner``'s library, the first on top."""
    return [put(game, name, Zone.LIBRARY, owner=owner).id for name in cards]


def _jarred(game: Game, jar: str = "Memory Jar") -> None:
    """Alice's hand and Bob's, their libraries of eight Islands; Alice
    activates ``jar`` and it resolves."""
    _hand(game, "Alice", "Lightning Bolt", "Forest")
    _hand(game, "Bob", "Opt")
    _library(game, "Alice", *["Island"] * 8)
    _library(game, "Bob", *["Island"] * 8)
    source = put(game, jar)
    activating.activate(game, source.id, 1)
    resolving.resolve(game)


# -- Memory Jar, Magus of the Jar -----------------------------------------------


@pytest.mark.parametrize("jar", ["Memory Jar", "Magus of the Jar"])
def test_406_3_121_2c_each_player_exiles_their_hand_face_down_and_draws_seven(jar: str) -> None:
    game = Game(["Alice", "Bob"])
    _jarred(game, jar)
    exiled = game.objects(Zone.EXILE)
    assert sorted(o.card.name for o in exiled) == ["Forest", "Lightning Bolt", "Opt"]
    assert all(o.is_face_down for o in exiled)
    assert names(game, Zone.HAND, "Alice") == ["Island"] * 7
    assert names(game, Zone.HAND, "Bob") == ["Island"] * 7
    assert names(game, Zone.GRAVEYARD, "Alice") == [jar]  # sacrificed to pay its cost
    (waiting,) = game.delayed_triggers
    assert waiting.when is DelayedWhen.NEXT_END_STEP and waiting.controller == "Alice"


def test_406_3_no_player_may_look_at_the_cards_exiled_face_down_their_owner_included() -> None:
    game = Game(["Alice", "Bob"])
    _jarred(game)
    for card in game.objects(Zone.EXILE):
        assert not may_look(game, card, "Alice") and not may_look(game, card, "Bob")
    assert all(o.card is None for o in game.view("Alice").player("Alice").exile)
    assert all(o.card is None for o in game.view("Bob").player("Alice").exile)


@pytest.mark.parametrize("jar", ["Memory Jar", "Magus of the Jar"])
def test_603_7a_513_1_at_the_next_end_step_each_player_discards_their_hand_and_gets_the_exiled_cards_back(
    jar: str,
) -> None:
    game = Game(["Alice", "Bob"])
    _jarred(game, jar)
    turns.set_step(game, Step.END)
    assert game.delayed_triggers == ()  # 603.7c: it triggered, once
    resolving.resolve(game)
    assert sorted(names(game, Zone.HAND, "Alice")) == ["Forest", "Lightning Bolt"]
    assert names(game, Zone.HAND, "Bob") == ["Opt"]
    assert names(game, Zone.GRAVEYARD, "Bob") == ["Island"] * 7  # 701.9a: discarded
    assert names(game, Zone.GRAVEYARD, "Alice").count("Island") == 7
    assert game.objects(Zone.EXILE) == []
    discarded = [e for e in game.log if e.kind is EventKind.DISCARDED]
    assert len(discarded) == 14


def test_603_7c_400_7_a_card_that_left_exile_is_not_returned() -> None:
    game = Game(["Alice", "Bob"])
    _jarred(game)
    (bolt,) = [o for o in game.objects(Zone.EXILE) if o.card.name == "Lightning Bolt"]
    moves.move(game, bolt.id, Zone.GRAVEYARD)  # a new object there (400.7)
    (card,) = game.objects(Zone.GRAVEYARD, "Alice")[-1:]
    moves.move(game, card.id, Zone.EXILE, face_down=True)  # back in exile: a new object still
    turns.set_step(game, Step.END)
    resolving.resolve(game)
    assert names(game, Zone.HAND, "Alice") == ["Forest"]
    assert names(game, Zone.EXILE) == ["Lightning Bolt"]


def test_603_7a_activated_in_the_end_step_the_cards_come_back_at_the_next_turn_s_end_step() -> None:
    game = Game(["Alice", "Bob"])
    turns.set_step(game, Step.END)
    _jarred(game)
    assert game.objects(Zone.STACK) == []  # this end step had begun: not "the next"
    turns.next_turn(game)
    assert len(game.objects(Zone.EXILE)) == 3
    turns.set_step(game, Step.END)
    resolving.resolve(game)
    assert game.objects(Zone.EXILE) == []
    assert names(game, Zone.HAND, "Bob") == ["Opt"]


def test_603_7_a_save_keeps_the_waiting_ability_and_the_cards_it_returns() -> None:
    game = Game(["Alice", "Bob"])
    _jarred(game)
    loaded = save.loads(save.dumps(game))
    assert save.dumps(loaded) == save.dumps(game)
    turns.set_step(loaded, Step.END)
    resolving.resolve(loaded)
    assert sorted(names(loaded, Zone.HAND, "Alice")) == ["Forest", "Lightning Bolt"]


def _seat_answers(hidden: str, player: str) -> str:
    game = PlayableGame(["Alice", "Bob"])
    _hand(game, "Alice", hidden)
    _library(game, "Alice", *["Island"] * 8)
    _library(game, "Bob", *["Island"] * 8)
    jar = put(game, "Memory Jar")
    activating.activate(game, jar.id, 1)
    resolving.resolve(game)
    seat = Seat(game, player, rng=random.Random(5))
    return json.dumps([seat.export(), seat.view_text(), seat.legal_actions()], sort_keys=True, default=str)


@pytest.mark.parametrize("hidden", ["Lightning Bolt", "Forest", "Delver of Secrets"])
def test_406_3_the_opponent_s_seat_answers_the_same_whatever_card_was_exiled_face_down(hidden: str) -> None:
    assert _seat_answers(hidden, "Bob") == _seat_answers("Opt", "Bob")


# -- Ignorant Bliss -------------------------------------------------------------


def _bliss(game: Game, *held: str) -> None:
    _hand(game, "Alice", *held)
    _library(game, "Alice", "Island", "Swamp")
    bliss = put(game, "Ignorant Bliss", Zone.HAND)
    casting.cast(game, bliss.id)
    resolving.resolve(game)


def test_603_7a_121_1_ignorant_bliss_returns_those_cards_then_its_controller_draws() -> None:
    assert isinstance(
        compile_line(
            "Ignorant Bliss",
            "Exile all cards from your hand face down. At the beginning of the next end step, "
            "return those cards to your hand, then draw a card.",
            spell=True,
        ),
        SpellAbility,
    )
    game = Game(["Alice", "Bob"])
    _bliss(game, "Lightning Bolt", "Forest")
    assert names(game, Zone.HAND, "Alice") == []
    assert all(o.is_face_down for o in game.objects(Zone.EXILE))
    turns.set_step(game, Step.END)
    resolving.resolve(game)
    assert sorted(names(game, Zone.HAND, "Alice")) == ["Forest", "Island", "Lightning Bolt"]
    assert game.objects(Zone.EXILE) == []


def test_603_7a_with_no_card_in_hand_ignorant_bliss_still_draws_at_the_end_step() -> None:
    game = Game(["Alice", "Bob"])
    _bliss(game)
    (waiting,) = game.delayed_triggers
    turns.set_step(game, Step.END)
    resolving.resolve(game)
    assert names(game, Zone.HAND, "Alice") == ["Island"]
    assert waiting.when is DelayedWhen.NEXT_END_STEP


# -- Suppress --------------------------------------------------------------------


def _suppressed(game: Game, target: str) -> None:
    _hand(game, "Bob", "Opt", "Forest")
    _hand(game, "Alice", "Lightning Bolt")
    suppress = put(game, "Suppress", Zone.HAND)
    casting.cast(game, suppress.id, targets=[target])
    resolving.resolve(game)


def test_513_1_suppress_returns_the_cards_at_the_end_step_of_that_player_s_next_turn_not_before() -> None:
    game = Game(["Alice", "Bob"])
    _library(game, "Bob", "Island", "Island")
    _suppressed(game, "Bob")
    assert names(game, Zone.HAND, "Bob") == [] and names(game, Zone.HAND, "Alice") == ["Lightning Bolt"]
    (waiting,) = game.delayed_triggers
    assert waiting.when is DelayedWhen.THAT_PLAYERS_NEXT_END_STEP and dict(waiting.noted)["player"] == "Bob"
    turns.set_step(game, Step.END)  # Alice's end step: not Bob's turn
    assert game.objects(Zone.STACK) == [] and len(game.delayed_triggers) == 1
    turns.next_turn(game)
    assert game.turn.active == "Bob"
    assert names(game, Zone.HAND, "Bob") == ["Island"]  # his draw step
    turns.set_step(game, Step.END)
    resolving.resolve(game)
    assert sorted(names(game, Zone.HAND, "Bob")) == ["Forest", "Island", "Opt"]
    assert game.objects(Zone.EXILE) == []


def test_513_1_on_its_caster_s_own_turn_that_player_s_next_turn_is_a_later_one() -> None:
    game = Game(["Alice", "Bob"])
    _library(game, "Alice", "Island", "Island")
    _suppressed(game, "Alice")
    turns.set_step(game, Step.END)  # the turn it was cast in: not "that player's next turn"
    assert game.objects(Zone.STACK) == [] and names(game, Zone.EXILE) == ["Lightning Bolt"]
    turns.next_turn(game)  # Bob's
    turns.set_step(game, Step.END)
    assert game.objects(Zone.STACK) == []
    turns.next_turn(game)  # Alice's next turn
    turns.set_step(game, Step.END)
    resolving.resolve(game)
    assert "Lightning Bolt" in names(game, Zone.HAND, "Alice")
    assert names(game, Zone.HAND, "Bob") == ["Opt", "Forest"]  # never exiled


def test_603_7_a_save_keeps_whose_next_turn_it_waits_for() -> None:
    game = Game(["Alice", "Bob"])
    _suppressed(game, "Bob")
    loaded = save.loads(save.dumps(game))
    assert loaded.delayed_triggers == game.delayed_triggers
    turns.next_turn(loaded)
    turns.set_step(loaded, Step.END)
    resolving.resolve(loaded)
    assert sorted(names(loaded, Zone.HAND, "Bob")) == ["Forest", "Opt"]


# -- Scroll Rack -------------------------------------------------------------------


def _rack(game: Game) -> tuple[list[int], list[int]]:
    hand = [put(game, name, Zone.HAND).id for name in ("Lightning Bolt", "Forest", "Opt")]
    library = _library(game, "Alice", "Island", "Swamp", "Mountain", "Plains")
    rack = put(game, "Scroll Rack")
    activating.activate(game, rack.id, 1)
    return hand, library


def _order_question(game: Game, picked: tuple[str, ...]) -> tuple[str, ...]:
    """The question asking which exiled card goes on top, once ``picked``
    were exiled: its options, in the order the cards were exiled."""
    game.answering = Answering([picked])
    with pytest.raises(Asked) as asked:
        resolving.resolve(game)
    question = asked.value.question
    assert question.player == "Alice" and question.rule == "401.4"  # 406.3: shown to her only
    assert tuple(f"#{int(i)}" for i in question.shown) == question.options
    return question.options


def test_121_5_401_4_scroll_rack_swaps_the_chosen_cards_for_as_many_from_the_top() -> None:
    game = Game(["Alice", "Bob"])
    bolt, forest, _ = _rack(game)[0]
    picked = (f"#{int(bolt)}", f"#{int(forest)}")
    order = _order_question(game, picked)
    game.answering = Answering([picked, order[:1]])
    resolving.resolve(game)
    assert sorted(names(game, Zone.HAND, "Alice")) == ["Island", "Opt", "Swamp"]
    assert names(game, Zone.LIBRARY, "Alice") == ["Lightning Bolt", "Forest", "Mountain", "Plains"]
    assert game.objects(Zone.EXILE) == []


@pytest.mark.parametrize(("first", "top"), [(0, "Lightning Bolt"), (1, "Forest")])
def test_401_4_its_controller_chooses_the_order_of_the_cards_put_back(first: int, top: str) -> None:
    game = Game(["Alice", "Bob"])
    bolt, forest, _ = _rack(game)[0]
    picked = (f"#{int(bolt)}", f"#{int(forest)}")
    order = _order_question(game, picked)
    game.answering = Answering([picked, (order[first],)])
    resolving.resolve(game)
    assert names(game, Zone.LIBRARY, "Alice")[0] == top
    assert len(names(game, Zone.LIBRARY, "Alice")) == 4


def test_608_2d_exiling_no_card_puts_none_into_the_hand() -> None:
    game = Game(["Alice", "Bob"])
    _rack(game)
    game.answering = Answering([()])
    resolving.resolve(game)
    assert sorted(names(game, Zone.HAND, "Alice")) == ["Forest", "Lightning Bolt", "Opt"]
    assert names(game, Zone.LIBRARY, "Alice") == ["Island", "Swamp", "Mountain", "Plains"]


# -- Inverter of Truth, Doomsday Excruciator ---------------------------------------


def test_406_3_701_24a_inverter_of_truth_exiles_the_library_face_down_and_shuffles_the_graveyard_in() -> None:
    game = Game(["Alice", "Bob"])
    _library(game, "Alice", "Island", "Swamp", "Mountain")
    put(game, "Lightning Bolt", Zone.GRAVEYARD)
    put(game, "Opt", Zone.GRAVEYARD)
    inverter = put(game, "Inverter of Truth", Zone.HAND)
    casting.cast(game, inverter.id)
    resolving.resolve(game)  # the creature spell
    resolving.resolve(game)  # its enters trigger
    assert sorted(names(game, Zone.EXILE, "Alice")) == ["Island", "Mountain", "Swamp"]
    assert all(o.is_face_down and not may_look(game, o, "Alice") for o in game.objects(Zone.EXILE))
    assert sorted(names(game, Zone.LIBRARY, "Alice")) == ["Lightning Bolt", "Opt"]
    assert names(game, Zone.GRAVEYARD, "Alice") == []
    assert any(e.kind is EventKind.SHUFFLED and e.player == "Alice" for e in game.log)


def _excruciator_library(game: Game, owner: str, count: int) -> list[str]:
    cards = [("Island", "Swamp", "Mountain", "Plains", "Forest")[i % 5] for i in range(count)]
    _library(game, owner, *cards)
    return cards


def test_603_4_406_3_doomsday_excruciator_cast_leaves_each_library_its_bottom_six_cards() -> None:
    game = Game(["Alice", "Bob"])
    alices = _excruciator_library(game, "Alice", 10)
    bobs = _excruciator_library(game, "Bob", 4)
    excruciator = put(game, "Doomsday Excruciator", Zone.HAND)
    casting.cast(game, excruciator.id)
    resolving.resolve(game)
    resolving.resolve(game)  # "if it was cast": it was
    assert names(game, Zone.LIBRARY, "Alice") == alices[4:]  # the bottom six, in order
    assert names(game, Zone.LIBRARY, "Bob") == bobs  # six or fewer: none exiled
    assert sorted(names(game, Zone.EXILE)) == sorted(alices[:4])
    assert all(o.is_face_down for o in game.objects(Zone.EXILE))


def test_603_4_doomsday_excruciator_put_onto_the_battlefield_doesn_t_trigger() -> None:
    game = Game(["Alice", "Bob"])
    alices = _excruciator_library(game, "Alice", 10)
    excruciator = put(game, "Doomsday Excruciator", Zone.HAND)
    moves.put_onto_battlefield(game, excruciator.id)
    assert game.objects(Zone.STACK) == []
    assert names(game, Zone.LIBRARY, "Alice") == alices
