"""Whole random games through the front door (issue 11): both players choose
among ``legal_actions`` (priority passes and declarations included) until the
game ends or a turn cap; every step keeps the invariants, every listed action
is legal, a player without priority is refused without a change, and the
game replays byte for byte from its start and its actions.

Sized by :func:`tests.budget.examples`; ``pytest --slow`` plays 100x more."""

from __future__ import annotations

import random
from collections import Counter

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from mtgfaces.cards.characteristics import Zone
from mtgfaces.cards.layouts import rules_for
from mtgfaces.cards.model import Side
from mtgfaces.errors import IllegalAction
from mtgfaces.rules import priority, save
from mtgfaces.rules.actions import turns
from mtgfaces.rules.actions.base import ErrorCode, Outcome
from mtgfaces.rules.play import PlayableGame, apply, can, legal_actions, random_game, replay
from mtgfaces.rules.state.decisions import Action, Cast, Concede, PassPriority
from mtgfaces.rules.state.events import EventKind
from mtgfaces.rules.state.game import Game
from mtgfaces.rules.state.mana import Unit, parse_pool
from tests import budget
from tests.rules.leaks import card
from tests.rules.test_random_play import POOL

COUNTS = budget.counter("random games")
SPELLS = [name for name in POOL if name != "Forest"]


LANDS = ["Plains", "Island", "Swamp", "Mountain", "Forest"] * 3


def new_game(spells: list[str], seed: int) -> PlayableGame:
    """Two 40-card-ish libraries of the spells and basic lands, seven drawn;
    every cost is paid (601.2f-h)."""
    game = PlayableGame(["Alice", "Bob"], rng=random.Random(seed), pay_costs=True)
    for player in game.players:
        for name in spells * 2 + LANDS:
            game.put(card(name), zone=Zone.LIBRARY, owner=player)
        game.shuffle(player)
        turns.draw(game, player, 7)
    _POOLS[id(game)] = {p: Counter() for p in game.players}
    return game


_POOLS: dict[int, dict[str, Counter[Unit]]] = {}
"""Each live game's pools as last checked, by ``id``: :func:`new_game` resets
the entry, since a finished game's ``id`` is reused by a later one (a game
that stopped at the turn cap with mana floating would otherwise hand its pool
to the next)."""


def check_mana(game: Game, outcome: Outcome) -> None:
    """What was spent equals what left the pools and what the sources made
    (601.2h, 106.4): each pool is what it was, plus the mana added, minus
    what was paid and what emptied; no pool ever holds less than nothing."""
    before = _POOLS[id(game)]
    for player in game.players:
        expected = Counter(before[player])
        for event in outcome.events:
            if event.player != player:
                continue
            if event.kind is EventKind.MANA_ADDED:
                expected.update(u.type for u in parse_pool(event.note))
            elif event.kind in (EventKind.COST_PAID, EventKind.MANA_EMPTIED):
                paid = event.note.rsplit("paid ", 1)[-1].split(" and ")[0]
                expected.subtract(u.type for u in parse_pool("" if paid == "nothing" else paid))
        now = Counter(u.type for u in game.player(player).mana_pool)
        assert all(n >= 0 for n in expected.values()), (player, expected)
        assert +expected == now, (player, expected, now, [str(e) for e in outcome.events])
        before[player] = now
        COUNTS["pools checked"] += 1


def check_refused_payment(game: Game) -> None:
    """A cast the player can't pay for is refused (601.2h) and changes
    nothing, byte for byte."""
    who = priority.holder(game)
    if who is None or game.choice is not None or game.turn.pending is not None:
        return
    listed = {a.card for a in legal_actions(game, who) if isinstance(a, Cast)}
    for obj in game.objects(Zone.HAND, who):
        act = Cast(who, obj.id)
        if obj.id in listed or rules_for(obj.card).stack_sides(obj.card)[:1] != (Side.FRONT,):
            continue
        before = save.dumps(game)
        try:
            apply(game, act)
        except IllegalAction as refused:
            if refused.code == ErrorCode.CANNOT_PAY.value:
                COUNTS["refused payments unchanged"] += 1
            assert save.dumps(game) == before
            return
        raise AssertionError(f"{act} was not listed and yet applied")


def check_step(game: Game, chosen: Action, outcome: Outcome) -> None:
    """After every action: one zone per object, someone to act unless the
    game is over, the listed actions legal, an action out of turn refused,
    mana accounted for, and an unpaid cast refused without a change."""
    check_mana(game, outcome)
    if COUNTS["steps"] % 7 == 0:
        check_refused_payment(game)
    ids = [o.id for o in game.objects()]
    assert len(ids) == len(set(ids)) == sum(len(z) for _, _, z in game.zone_ids())
    who = priority.holder(game)
    assert (who is None) == (game.result() is not None)
    if who is None:
        return
    listed = legal_actions(game, who)
    assert listed and len(listed) == len(set(listed))
    if COUNTS["steps"] % 5 == 0:  # every listed action is legal (listing trusts its targets)
        assert all(can(game, act) for act in listed)
        COUNTS["listed actions verified"] += len(listed)
    for other in game.players:
        if other != who:
            assert legal_actions(game, other) in ([Concede(other)], [])
            before = save.dumps(game)
            try:
                apply(game, PassPriority(other))
            except IllegalAction as refused:
                assert refused.code == ErrorCode.NO_PRIORITY.value
            else:
                raise AssertionError(f"{other} passed priority while {who} held it")
            assert save.dumps(game) == before
            COUNTS["out-of-turn actions refused"] += 1
    COUNTS["steps"] += 1


@settings(
    max_examples=budget.examples(6),
    deadline=None,
    derandomize=budget.derandomized(),
    suppress_health_check=[HealthCheck.too_slow],
)
@given(
    spells=st.lists(st.sampled_from(SPELLS), min_size=8, max_size=14, unique=True),
    seed=st.integers(0, 2**16),
)
def test_random_games_play_by_the_rules_and_replay_byte_for_byte(spells: list[str], seed: int) -> None:
    game = new_game(spells, seed)
    start = game.copy()
    taken = random_game(game, random.Random(seed), max_actions=600, max_turns=12, after=check_step)
    assert game.actions == taken
    assert save.dumps(replay(start, taken)) == save.dumps(game)
    assert save.dumps(save.loads(save.dumps(game))) == save.dumps(game)
    COUNTS["games"] += 1
    COUNTS["games ended"] += game.result() is not None
    COUNTS["actions"] += len(taken)
