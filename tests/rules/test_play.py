"""The game a program plays: priority and the turn (CR 117, 500-514), the
front door (legal actions, verify/can/apply), game results (104) and replay."""

from __future__ import annotations

import random

import pytest

from mtgfaces.cards.characteristics import Zone
from mtgfaces.cards.db import CardDB
from mtgfaces.cards.model import Side
from mtgfaces.errors import IllegalAction, MalformedInput
from mtgfaces.rules import save
from mtgfaces.rules.actions.base import ErrorCode
from mtgfaces.rules.play import PlayableGame, legal_actions, replay
from mtgfaces.rules.state.decisions import (
    Cast,
    Concede,
    DeclareAttackers,
    DeclareBlockers,
    DiscardToHandSize,
    PassPriority,
    PlayLand,
    parse,
)
from mtgfaces.rules.state.events import EventKind
from mtgfaces.rules.state.game import Pending, Result, Step, Turn
from mtgfaces.rules.state.objects import GameObject
from mtgfaces.rules.state.status import ObjectId, Status

DB = CardDB.default()


def new_game(**turn: object) -> PlayableGame:
    game = PlayableGame(["Alice", "Bob"], rng=random.Random(1), pay_costs=False)
    if turn:
        game.set_turn(Turn("Alice", **turn))  # type: ignore[arg-type]
    return game


def put(game: PlayableGame, name: str, zone: Zone = Zone.BATTLEFIELD, owner: str = "Alice") -> GameObject:
    return game.put(DB.card(name), zone=zone, owner=owner, status=Status(controlled_since=0))


def passes(game: PlayableGame, count: int = 1) -> None:
    for _ in range(count):
        who = game.to_act
        assert who is not None
        game.apply(PassPriority(who))


def refused(game: PlayableGame, text: str, code: ErrorCode) -> IllegalAction:
    before = save.dumps(game)
    with pytest.raises(IllegalAction) as caught:
        game.apply(parse(text))
    assert caught.value.code == code.value
    assert save.dumps(game) == before  # a refused action changes nothing
    return caught.value


def test_117_3a_the_active_player_receives_priority_first() -> None:
    game = new_game()
    assert game.to_act == "Alice"
    assert game.legal_actions("Bob") == [Concede("Bob")]


def test_117_3d_passing_gives_priority_to_the_next_player() -> None:
    game = new_game()
    passes(game)
    assert game.to_act == "Bob" and game.turn.passes == 1
    error = refused(game, "Alice: pass", ErrorCode.NO_PRIORITY)
    assert error.rule == "117.1" and "Bob has priority" in str(error)


def test_117_4_all_pass_with_an_empty_stack_ends_the_step() -> None:
    game = new_game()
    passes(game, 2)
    assert game.turn.step is Step.BEGINNING_OF_COMBAT and game.to_act == "Alice"


def test_117_4_all_pass_resolves_the_top_of_the_stack_and_117_3b_the_active_player_gets_priority() -> None:
    game = new_game()
    bolt = put(game, "Lightning Bolt", Zone.HAND)
    game.apply(Cast("Alice", bolt.id, targets=("Bob",)))
    assert game.to_act == "Alice"  # CR 117.3c: who cast it keeps priority
    passes(game)
    assert game.to_act == "Bob" and game.player("Bob").life == 20
    passes(game)
    assert game.player("Bob").life == 17 and game.objects(Zone.STACK) == []
    assert game.to_act == "Alice" and game.turn.step is Step.MAIN1


def test_601_2c_a_spell_with_a_target_must_be_cast_with_one() -> None:
    game = new_game()
    bolt = put(game, "Lightning Bolt", Zone.HAND)
    error = refused(game, f"Alice: cast #{bolt.id}", ErrorCode.ILLEGAL_TARGET)
    assert error.rule == "601.2c"


def test_712_12_playing_the_back_face_of_a_modal_dfc_land() -> None:
    game = new_game()
    pathway = put(game, "Blightstep Pathway", Zone.HAND)
    listed = [str(a) for a in legal_actions(game, "Alice") if isinstance(a, PlayLand)]
    assert listed == [f"Alice: play #{pathway.id} front", f"Alice: play #{pathway.id} back"]
    game.apply(PlayLand("Alice", pathway.id, side=Side.BACK))
    assert game.characteristics(game.objects(Zone.BATTLEFIELD)[0]).name == "Searstep Pathway"
    assert not [a for a in legal_actions(game, "Alice") if isinstance(a, PlayLand)]  # one land a turn (305.2)


def test_502_4_no_priority_in_the_untap_step_and_the_turn_goes_round() -> None:
    game = new_game(step=Step.END)
    for _ in range(10):
        put(game, "Forest", Zone.LIBRARY, "Bob")
    passes(game, 2)  # end step -> cleanup -> Bob's untap, upkeep
    assert game.turn == Turn("Bob", Step.UPKEEP, number=2, priority="Bob", passes=0)
    steps = [e.note for e in game.log if e.kind is EventKind.TURN_STEP]
    assert steps[-4:] == ["cleanup", "cleanup", "untap", "upkeep"]
    passes(game, 2)
    assert game.turn.step is Step.DRAW and len(game.objects(Zone.HAND, "Bob")) == 1  # CR 504.1


def test_508_1_the_game_waits_for_attackers_and_508_8_skips_blockers_without_them() -> None:
    game = new_game(step=Step.BEGINNING_OF_COMBAT)
    bear = put(game, "Grizzly Bears")
    passes(game, 2)
    assert game.turn.step is Step.DECLARE_ATTACKERS and game.turn.pending is Pending.ATTACKERS
    assert set(game.legal_actions("Alice")) == {
        DeclareAttackers("Alice"),
        DeclareAttackers("Alice", ((bear.id, "Bob"),)),
        Concede("Alice"),
    }
    refused(game, "Alice: pass", ErrorCode.TIMING)
    game.apply(DeclareAttackers("Alice"))
    assert game.to_act == "Alice" and game.turn.pending is None
    passes(game, 2)
    assert game.turn.step is Step.END_OF_COMBAT  # no blockers or combat damage steps


def test_510_1_combat_damage_in_its_own_step_after_blocks() -> None:
    game = new_game(step=Step.BEGINNING_OF_COMBAT)
    bear = put(game, "Grizzly Bears")
    put(game, "Grizzly Bears", owner="Bob")  # summoning sick, but it can block
    passes(game, 2)
    game.apply(DeclareAttackers("Alice", ((bear.id, "Bob"),)))
    passes(game, 2)
    assert game.turn.pending is Pending.BLOCKERS and game.to_act == "Bob"
    game.apply(DeclareBlockers("Bob"))
    passes(game, 2)
    assert game.turn.step is Step.COMBAT_DAMAGE and game.player("Bob").life == 18
    passes(game, 2)
    assert game.turn.step is Step.END_OF_COMBAT
    passes(game, 2)
    assert game.turn.step is Step.MAIN2 and game.get(bear.id).status.attacking is None  # CR 511.3


def test_514_1_discard_to_maximum_hand_size_in_cleanup() -> None:
    game = new_game(step=Step.END)
    hand = [put(game, "Forest", Zone.HAND) for _ in range(9)]
    passes(game, 2)
    assert game.turn.step is Step.CLEANUP and game.turn.pending is Pending.DISCARD
    assert len(game.legal_actions("Alice")) == 36 + 1  # C(9, 2) discards, and conceding
    error = refused(game, f"Alice: discard #{hand[0].id}", ErrorCode.NOT_PERMITTED)
    assert "exactly 2, not 1" in str(error)
    game.apply(DiscardToHandSize("Alice", (hand[0].id, hand[1].id)))
    assert len(game.objects(Zone.HAND, "Alice")) == 7 and game.turn.active == "Bob"


def test_402_2_you_have_no_maximum_hand_size_steaming_sauna() -> None:
    game = new_game(step=Step.END)
    room = put(game, "Roaring Furnace // Steaming Sauna")
    game.replace(room._replace(status=room.status._replace(unlocked=frozenset({Side.RIGHT}))))
    for _ in range(9):
        put(game, "Forest", Zone.HAND)
    passes(game, 2)
    assert game.turn.pending is not Pending.DISCARD  # no discard in cleanup (514.1)
    assert len(game.objects(Zone.HAND, "Alice")) == 9


def test_104_3a_conceding_ends_a_two_player_game() -> None:
    game = new_game()
    game.apply(Concede("Bob"))
    assert game.result() == Result(("Alice",)) and str(game.result()) == "Alice won (104.2a)"
    assert game.to_act is None and game.legal_actions("Alice") == []
    refused(game, "Alice: pass", ErrorCode.GAME_OVER)


def test_704_5a_state_based_actions_follow_every_action_and_end_the_game() -> None:
    game = new_game()
    game.set_player(game.player("Bob")._replace(life=3))
    bolt = put(game, "Lightning Bolt", Zone.HAND)
    game.apply(Cast("Alice", bolt.id, targets=("Bob",)))
    passes(game, 2)
    assert game.player("Bob").has_lost and game.result() == Result(("Alice",))


def test_704_5j_the_legend_rule_is_applied_after_an_action() -> None:
    game = new_game()
    put(game, "Isamaru, Hound of Konda")
    second = put(game, "Isamaru, Hound of Konda", Zone.HAND)
    game.apply(Cast("Alice", second.id))
    passes(game, 2)
    assert len(game.find("Isamaru, Hound of Konda", [Zone.BATTLEFIELD])) == 1


def test_every_listed_action_is_legal_and_a_player_without_priority_has_none() -> None:
    game = new_game()
    for name in ("Sejiri Shelter", "Fire // Ice", "Bonecrusher Giant", "Delver of Secrets", "Forest"):
        put(game, name, Zone.HAND)
    put(game, "Grizzly Bears")
    listed = game.legal_actions("Alice")
    assert all(game.can(a) for a in listed)
    assert len(listed) == len(set(listed))
    assert {type(a).__name__ for a in listed} >= {"PassPriority", "PlayLand", "Cast", "Concede"}


def test_an_action_for_no_player_of_the_game_is_malformed() -> None:
    with pytest.raises(MalformedInput, match="no player 'Carol'"):
        new_game().apply(PassPriority("Carol"))


def test_replay_rebuilds_the_game_byte_for_byte() -> None:
    game = new_game()
    for name in ("Forest", "Grizzly Bears", "Lightning Bolt", "Delver of Secrets") * 5:
        put(game, name, Zone.LIBRARY)
        put(game, name, Zone.LIBRARY, "Bob")
    start = game.copy()
    rng = random.Random(3)
    for _ in range(120):
        if game.result() is not None:
            break
        who = game.to_act
        assert who is not None
        game.apply(rng.choice([a for a in game.legal_actions(who) if not isinstance(a, Concede)]))
    assert save.dumps(replay(start, game.actions)) == save.dumps(game)
    assert save.loads(save.dumps(game)).actions == game.actions


def test_actions_are_listed_for_ids_not_card_names() -> None:
    game = new_game()
    forest = put(game, "Forest", Zone.HAND)
    assert str(PlayLand("Alice", forest.id)) == f"Alice: play #{forest.id}"
    assert ObjectId(forest.id) in {getattr(a, "card", None) for a in game.legal_actions("Alice")}


def test_the_referee_performs_a_players_action_outside_priority() -> None:
    from mtgfaces.rules.play import perform

    game = new_game()
    bolt = put(game, "Lightning Bolt", Zone.HAND, owner="Bob")
    perform(game, Cast("Bob", bolt.id, targets=("Alice",)))  # Bob has no priority; the referee acts
    assert game.objects(Zone.STACK)[0].controller == "Bob" and game.actions == []
    with pytest.raises(MalformedInput, match="the referee takes only"):
        perform(game, PassPriority("Alice"))


def test_508_1a_every_declaration_of_attackers_is_listed_on_a_small_board() -> None:
    game = new_game(step=Step.BEGINNING_OF_COMBAT)
    for _ in range(3):
        put(game, "Grizzly Bears")
    passes(game, 2)
    declared = [a for a in game.legal_actions("Alice") if isinstance(a, DeclareAttackers)]
    assert len(declared) == len(set(declared)) == 2**3  # each attacks Bob or doesn't
