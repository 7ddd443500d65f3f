"""The engine asks, the player chooses (rules/state/choices.py): through the front
door a question stops the action until its player answers; the referee's
interface takes the documented defaults."""

from __future__ import annotations

import random

import pytest

from mtgfaces.cards.characteristics import Zone
from mtgfaces.cards.db import CardDB
from mtgfaces.errors import IllegalAction
from mtgfaces.rules import save
from mtgfaces.rules.actions.base import ErrorCode
from mtgfaces.rules.play import PlayableGame, loads, replay
from mtgfaces.rules.state.decisions import Cast, Choose, Concede, PassPriority, TurnFaceUp
from mtgfaces.rules.state.game import Step, Turn
from mtgfaces.rules.state.objects import GameObject
from mtgfaces.rules.state.status import FaceDown, Status

DB = CardDB.default()


def new_game() -> PlayableGame:
    return PlayableGame(["Alice", "Bob"], rng=random.Random(5), pay_costs=False)


def put(game: PlayableGame, name: str, zone: Zone = Zone.BATTLEFIELD, **status: object) -> GameObject:
    return game.put(DB.card(name), zone=zone, owner="Alice", status=Status(controlled_since=0, **status))  # type: ignore[arg-type]


def den_protector_position() -> tuple[PlayableGame, GameObject, GameObject, GameObject]:
    game = new_game()
    protector = put(game, "Den Protector", face_down=FaceDown.MEGAMORPH)
    first = put(game, "Lightning Bolt", Zone.GRAVEYARD)
    second = put(game, "Grizzly Bears", Zone.GRAVEYARD)
    return game, protector, first, second


def test_603_3d_a_trigger_asks_its_controller_for_its_target() -> None:
    game, protector, first, second = den_protector_position()
    start = game.copy()
    before_log = len(game.log)
    game.apply(TurnFaceUp("Alice", protector.id, "megamorph"))
    # The action stopped at the question: nothing happened yet.
    assert game.get(protector.id).is_face_down and len(game.log) == before_log
    assert game.choice is not None and game.choice.question.rule == "603.3d"
    assert game.to_act == "Alice"
    assert game.legal_actions("Alice") == [
        Choose("Alice", (f"#{first.id}",)),
        Choose("Alice", (f"#{second.id}",)),
        Concede("Alice"),
    ]
    assert game.legal_actions("Bob") == [Concede("Bob")]
    game.apply(Choose("Alice", (f"#{second.id}",)))
    assert game.choice is None and not game.get(protector.id).is_face_down
    trigger = game.objects(Zone.STACK)[0]
    assert trigger.ability is not None and dict(trigger.ability.options)["targets"] == f"#{second.id}"
    assert [str(a) for a in game.actions] == [
        f"Alice: turn up #{protector.id} megamorph",
        f"Alice: choose #{second.id}",
    ]
    assert save.dumps(replay(start, game.actions)) == save.dumps(game)


def test_603_3d_the_referee_takes_the_first_card_without_asking() -> None:
    from mtgfaces.rules.actions.faces import turn_face_up

    game, protector, first, _ = den_protector_position()
    turn_face_up(game, protector.id, using="megamorph")
    trigger = game.objects(Zone.STACK)[0]
    assert trigger.ability is not None and dict(trigger.ability.options)["targets"] == f"#{first.id}"


def test_a_pending_question_survives_a_save_and_only_its_answers_are_legal() -> None:
    game, protector, first, _ = den_protector_position()
    game.apply(TurnFaceUp("Alice", protector.id, "megamorph"))
    loaded = loads(save.dumps(game))
    assert loaded.choice == game.choice and save.dumps(loaded) == save.dumps(game)
    before = save.dumps(game)
    for wrong, code in (
        (PassPriority("Alice"), ErrorCode.TIMING),
        (Choose("Alice", ("#999",)), ErrorCode.ILLEGAL_CHOICE),
        (Choose("Alice", ()), ErrorCode.ILLEGAL_CHOICE),
        (Choose("Bob", (f"#{first.id}",)), ErrorCode.NO_PRIORITY),
    ):
        with pytest.raises(IllegalAction) as caught:
            game.apply(wrong)
        assert caught.value.code == code.value, wrong
        assert save.dumps(game) == before


def test_609_3_delver_asks_whether_to_reveal() -> None:
    game = new_game()
    game.set_turn(Turn("Alice", Step.DRAW))
    delver = put(game, "Delver of Secrets")
    put(game, "Lightning Bolt", Zone.LIBRARY)
    for _ in range(3):
        game.put(DB.card("Forest"), zone=Zone.LIBRARY, owner="Bob")
    game.set_turn(Turn("Bob", Step.END))
    game.apply(PassPriority("Bob"))
    game.apply(PassPriority("Alice"))  # Bob's turn ends; Alice's upkeep: Delver triggers
    assert game.turn.step is Step.UPKEEP and len(game.objects(Zone.STACK)) == 1
    game.apply(PassPriority("Alice"))
    game.apply(PassPriority("Bob"))  # it resolves: Alice looks, and may reveal
    assert game.choice is not None and game.choice.question.options == ("yes", "no")
    assert "Lightning Bolt" not in game.choice.question.prompt  # the question names no hidden card
    game.apply(Choose("Alice", ("no",)))
    assert game.characteristics(game.get(delver.id)).name == "Delver of Secrets"  # not revealed, no transform


def test_704_5j_the_legend_rule_asks_which_to_keep() -> None:
    game = new_game()
    older = put(game, "Isamaru, Hound of Konda")
    newer = put(game, "Isamaru, Hound of Konda", Zone.HAND)
    game.apply(Cast("Alice", newer.id))
    game.apply(PassPriority("Alice"))
    game.apply(PassPriority("Bob"))
    assert game.choice is not None and game.choice.question.rule == "704.5j"
    game.apply(Choose("Alice", (f"#{older.id}",)))
    assert [o.id for o in game.find("Isamaru, Hound of Konda", [Zone.BATTLEFIELD])] == [older.id]


def test_603_3b_a_player_orders_their_simultaneous_triggers() -> None:
    game = new_game()
    first = put(game, "Delver of Secrets")
    second = put(game, "Delver of Secrets")
    for _ in range(3):
        game.put(DB.card("Forest"), zone=Zone.LIBRARY, owner="Alice")
        game.put(DB.card("Forest"), zone=Zone.LIBRARY, owner="Bob")
    game.set_turn(Turn("Bob", Step.END))
    game.apply(PassPriority("Bob"))
    game.apply(PassPriority("Alice"))
    assert game.choice is not None and game.choice.question.key == "first"
    assert game.choice.question.options == ("1", "2")
    game.apply(Choose("Alice", ("2",)))  # the second Delver's trigger goes on first: it resolves last
    sources = [o.ability.source for o in game.objects(Zone.STACK) if o.ability is not None]
    assert sources == [first.id, second.id]  # top first


def test_105_3_sejiri_shelter_asks_for_a_color_as_it_resolves() -> None:
    game = new_game()
    bears = put(game, "Grizzly Bears")
    shelter = put(game, "Sejiri Shelter", Zone.HAND)
    game.apply(Cast("Alice", shelter.id, targets=(bears.id,)))
    game.apply(PassPriority("Alice"))
    game.apply(PassPriority("Bob"))
    assert game.choice is not None
    assert game.choice.question.options == ("white", "blue", "black", "red", "green")
    game.apply(Choose("Alice", ("red",)))
    assert "Protection from red" in game.characteristics(bears.id).abilities


def test_707_2_clone_asks_which_creature_to_copy_or_none() -> None:
    game = new_game()
    bears = put(game, "Grizzly Bears")
    wurm = put(game, "Craw Wurm")
    clone = put(game, "Clone", Zone.HAND)
    game.apply(Cast("Alice", clone.id))
    game.apply(PassPriority("Alice"))
    game.apply(PassPriority("Bob"))
    assert game.choice is not None and game.choice.question.minimum == 0  # "you may" (609.3)
    assert set(game.legal_actions("Alice")) >= {
        Choose("Alice", ()),
        Choose("Alice", (f"#{bears.id}",)),
        Choose("Alice", (f"#{wurm.id}",)),
    }
    game.apply(Choose("Alice", (f"#{wurm.id}",)))
    copy = game.find("Clone", [Zone.BATTLEFIELD])[0]
    assert game.characteristics(copy).name == "Craw Wurm"


def test_602_2b_701_9a_the_player_chooses_the_cards_a_cost_discards() -> None:
    game = new_game()
    game.turn = Turn(active="Alice", step=Step.MAIN1, number=1)
    merchant = put(game, "Merchant of the Vale // Haggle")  # "{2}{R}, Discard a card: Draw a card."
    put(game, "Island", Zone.LIBRARY)
    first, second = put(game, "Opt", Zone.HAND), put(game, "Grizzly Bears", Zone.HAND)
    activate = next(
        a for a in game.legal_actions("Alice") if str(a).startswith(f"Alice: activate #{merchant.id}")
    )
    game.apply(activate)
    assert game.choice is not None and game.choice.question.rule == "602.2b"
    assert {a for a in game.legal_actions("Alice") if isinstance(a, Choose)} == {
        Choose("Alice", (f"#{first.id}",)),
        Choose("Alice", (f"#{second.id}",)),
    }
    game.apply(Choose("Alice", (f"#{second.id}",)))
    assert [o.card.name for o in game.objects(Zone.GRAVEYARD)] == ["Grizzly Bears"]
    assert [o.card.name for o in game.objects(Zone.HAND)] == ["Opt"]
