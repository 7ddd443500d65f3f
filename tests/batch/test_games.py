"""Random playouts of two decks: each game is its seed's, ends by the rules
(CR 104) or at its cap, and replays alone, byte for byte."""

from __future__ import annotations

import hashlib

import pytest

import mtgfaces
from mtgfaces.batch.games import MAX_ACTIONS, PlayoutJob, new_game, play, playouts
from mtgfaces.batch.jobs import execute
from mtgfaces.batch.records import DRAW, ERROR, UNFINISHED, WON
from mtgfaces.cards.decklist import Deck, read_deck
from mtgfaces.errors import IllegalAction
from mtgfaces.rules.state.decisions import Concede
from tests.batch.conftest import GIANTS, ISAMARU, TURNS
from tests.batch.probes import first_listed, uniform

SOURCES = ("a.txt", "b.txt")


def record_of(job: PlayoutJob, index: int = 0) -> dict[str, object]:
    return job.record(execute(index, job)).comparable()


def test_104_4a_both_players_losing_at_once_is_a_draw() -> None:
    # Five cards each: both draw from an empty library setting up (103.5)
    # and lose together at the first check of state-based actions (704.5b).
    five = read_deck("5 Forest")
    record = record_of(PlayoutJob((five, five), SOURCES, seed=1))
    assert (record["status"], record["winner"], record["turns"]) == (DRAW, None, 1)


def test_104_2a_a_player_wins_when_the_opponent_has_left_the_game() -> None:
    # B holds seven cards and an empty library: it loses at its first draw
    # (704.5b), on turn 2 or, playing first and skipping that draw (103.8a), 3.
    lands, seven = read_deck("60 Forest"), read_deck("7 Forest")
    for seed in range(4):
        record = record_of(PlayoutJob((lands, seven), SOURCES, seed=seed))
        assert (record["status"], record["winner"]) == (WON, "A")
        assert record["turns"] == (3 if record["first"] == "B" else 2)


def test_103_1_either_deck_may_play_first_as_the_seed_decides(decks: tuple[Deck, Deck]) -> None:
    firsts = {seed: new_game(decks, seed).turn.active for seed in range(12)}
    assert set(firsts.values()) == {"A", "B"}
    assert firsts == {seed: new_game(decks, seed).turn.active for seed in range(12)}


def test_the_same_seed_gives_the_same_record_and_another_seed_another(games: list[PlayoutJob]) -> None:
    again = playouts(games[0].decks, games=2, seed=games[0].seed, max_turns=TURNS, sources=games[0].sources)
    assert record_of(again[0]) == record_of(games[0])
    assert record_of(again[1], 1) == record_of(games[1], 1)
    assert record_of(games[0])["state"] != record_of(games[1])["state"]


def test_a_game_replays_alone_from_its_seed_and_decks_byte_for_byte(decks: tuple[Deck, Deck]) -> None:
    job = PlayoutJob(decks, (GIANTS, ISAMARU), seed=44, max_turns=TURNS)
    record = record_of(job)
    start = new_game(decks, 44)
    game = start.copy()
    taken = play(game, 44, max_turns=TURNS)
    saved = mtgfaces.dumps(game)
    assert len(taken) == record["actions"] and game.actions == taken
    assert hashlib.sha256(saved.encode()).hexdigest() == record["state"]
    assert mtgfaces.dumps(mtgfaces.replay(start, taken)) == saved


def test_a_game_stops_at_its_turn_cap_unfinished(games: list[PlayoutJob]) -> None:
    records = [record_of(job, i) for i, job in enumerate(games)]
    assert all(r["turns"] == TURNS and r["status"] == UNFINISHED for r in records if r["winner"] is None)
    assert all(isinstance(r["actions"], int) and r["actions"] > 0 for r in records)


def test_a_game_that_raises_is_an_error_record_with_its_seed_and_repro(
    games: list[PlayoutJob], monkeypatch: pytest.MonkeyPatch
) -> None:
    def refuses(*args: object, **kwargs: object) -> None:
        raise IllegalAction("no_priority", "117.1", "Bob doesn't hold priority")

    monkeypatch.setattr("mtgfaces.rules.play.random_game", refuses)
    record = games[2].record(execute(2, games[2]))
    assert (record.status, record.seed, record.index, record.winner) == (ERROR, 42, 2, None)
    assert record.error is not None
    assert record.error.startswith("IllegalAction: Bob doesn't hold priority [no_priority, CR 117.1] (at ")
    assert record.repro == f"mtgfaces playout {GIANTS} {ISAMARU} --games 1 --seed 42 --turns {TURNS}"


def test_the_repro_of_a_game_with_another_action_cap_says_so(games: list[PlayoutJob]) -> None:
    assert games[0].repro().endswith(f"--turns {TURNS}") and games[0].max_actions == MAX_ACTIONS
    assert games[0]._replace(max_actions=50).repro().endswith("(max_actions=50)")


def test_a_batch_of_no_games_or_turns_is_refused(decks: tuple[Deck, Deck]) -> None:
    with pytest.raises(ValueError, match="games is 0; it must be 1 or more"):
        playouts(decks, games=0)
    with pytest.raises(ValueError, match="max_turns is -1; it must be 1 or more"):
        playouts(decks, games=1, max_turns=-1)


def test_a_seat_playing_the_uniform_policy_plays_as_a_seat_without_one(games: list[PlayoutJob]) -> None:
    scripted = games[1]._replace(policies=(uniform, uniform))
    assert record_of(scripted, 1) == record_of(games[1], 1)


def test_a_scripted_seat_plays_its_policy_and_its_repro_says_so(games: list[PlayoutJob]) -> None:
    scripted = games[1]._replace(policies=(first_listed, None))
    start = new_game(scripted.decks, scripted.seed)
    taken = play(start.copy(), scripted.seed, max_turns=TURNS, policies=scripted.policies)
    replayed, chosen_by_a = start.copy(), 0
    for act in taken:
        if replayed.to_act == "A":  # A took the first action listed, every time
            assert act == next(a for a in replayed.legal_actions("A") if not isinstance(a, Concede))
            chosen_by_a += 1
        replayed.apply(act)
    assert chosen_by_a > 10
    assert record_of(scripted, 1) != record_of(games[1], 1)
    assert scripted.repro().endswith("(A plays tests.batch.probes.first_listed)")
