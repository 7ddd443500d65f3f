"""Playouts of two decks: a game per seed, played through the front door
(``legal_actions`` and ``apply``) by two players who choose uniformly among
their legal actions, or by a program (a :data:`Policy`) for either seat, to
the end of the game (CR 104) or a cap.

Everything random in a game comes from its seed: who plays first (103.1),
the shuffles (103.3) and every later random event through the game's own
generator, and the players' choices through a second generator seeded from
it. So a game replays alone from its seed and the two deck lists, on any
machine, whichever worker played it first.

>>> from mtgfaces.cards.decklist import read_deck
>>> decks = (read_deck("40 Grizzly Bears\\n20 Forest"), read_deck("40 Grizzly Bears\\n20 Forest"))
>>> played = PlayoutJob(decks, ("a.txt", "b.txt"), seed=3, max_turns=4).run()
>>> played.turns, played.winner
(4, None)
>>> played == PlayoutJob(decks, ("a.txt", "b.txt"), seed=3, max_turns=4).run()
True
"""

from __future__ import annotations

import hashlib
import random
import shlex
from collections.abc import Callable
from typing import TYPE_CHECKING, Any, NamedTuple

from mtgfaces.batch.jobs import Outcome, failure_record
from mtgfaces.batch.records import DRAW, PLAYOUT, UNFINISHED, WON, Record

if TYPE_CHECKING:
    from mtgfaces.cards.decklist import Deck
    from mtgfaces.rules.play import PlayableGame
    from mtgfaces.rules.state.decisions import Action

SEATS = ("A", "B")
"""The players' names: ``A`` plays the first deck, ``B`` the second."""
MAX_TURNS = 100
"""The default turn cap (each player's turn counts one): random play ends
most 40- to 60-card games by turn 40, by damage or, at the latest, when a
library runs out (704.5b)."""
MAX_ACTIONS = 10_000
"""The default cap on the players' decisions in one game."""

Policy = Callable[["PlayableGame", str, "list[Action]", random.Random], "Action"]
"""A scripted player: given the game, the player to act, its legal actions
(never empty, never conceding) and the game's choice generator (its only
source of randomness, so that the game stays its seed's), the action to
take. A module-level function, so that it travels to the workers by name."""


class Played(NamedTuple):
    """How one playout went: the seat that won (``None``: a draw or not
    over), the seat that played first, the turns begun, the actions taken,
    and the SHA-256 of the final save."""

    winner: str | None
    over: bool
    first: str
    turns: int
    actions: int
    state: str


def new_game(decks: tuple[Deck, Deck], seed: int) -> PlayableGame:
    """The start of game ``seed``: a random player plays first (CR 103.1:
    a random method decides; here it simply plays first), each library
    shuffled (103.3), seven cards drawn (103.5)."""
    from mtgfaces.rules.play import PlayableGame

    rng = random.Random(seed)
    first = rng.choice(SEATS)
    order = (first, *(seat for seat in SEATS if seat != first))
    return PlayableGame.from_decks({seat: decks[SEATS.index(seat)] for seat in order}, rng=rng)


def choices(seed: int) -> random.Random:
    """The players' generator for game ``seed`` (apart from the game's own,
    so that a change in how often the engine shuffles doesn't change every
    later choice)."""
    return random.Random(f"mtgfaces playout {seed}")


def play(
    game: PlayableGame,
    seed: int,
    *,
    max_turns: int = MAX_TURNS,
    max_actions: int = MAX_ACTIONS,
    policies: tuple[Policy | None, Policy | None] = (None, None),
) -> list[Action]:
    """Play ``game`` (from :func:`new_game`) on to its end or a cap; the
    actions taken. Each seat chooses uniformly among its legal actions
    (never conceding), or as its policy says, every random choice drawn
    from :func:`choices`."""
    from mtgfaces.rules.play import random_game
    from mtgfaces.rules.state.decisions import Concede

    rng = choices(seed)
    if policies == (None, None):
        return random_game(game, rng, max_turns=max_turns, max_actions=max_actions)
    taken: list[Action] = []
    while len(taken) < max_actions and game.result() is None and game.turn.number <= max_turns:
        who = game.to_act
        assert who is not None  # the game goes on: someone acts (117)
        legal = [a for a in game.legal_actions(who) if not isinstance(a, Concede)]
        policy = policies[SEATS.index(who)]
        chosen = rng.choice(legal) if policy is None else policy(game, who, legal, rng)
        game.apply(chosen)
        taken.append(chosen)
    return taken


class PlayoutJob(NamedTuple):
    """One game of ``decks`` (the cards themselves, so a worker needs no
    card database), ``sources`` naming their files for the record and the
    repro; ``policies`` the seats' programs (``None``: uniformly random)."""

    decks: tuple[Deck, Deck]
    sources: tuple[str, str]
    seed: int
    max_turns: int = MAX_TURNS
    max_actions: int = MAX_ACTIONS
    policies: tuple[Policy | None, Policy | None] = (None, None)

    def run(self) -> Played:
        from mtgfaces.rules.save import dumps

        game = new_game(self.decks, self.seed)
        first = game.turn.active
        actions = play(
            game, self.seed, max_turns=self.max_turns, max_actions=self.max_actions, policies=self.policies
        )
        result = game.result()
        winner = result.winners[0] if result is not None and len(result.winners) == 1 else None
        state = hashlib.sha256(dumps(game).encode()).hexdigest()
        turns = min(game.turn.number, self.max_turns)
        return Played(winner, result is not None, first, turns, len(actions), state)

    def record(self, outcome: Outcome[Any]) -> Record:
        played: Played | None = outcome.value
        if played is None:
            return failure_record(self, outcome, PLAYOUT, self.sources).replace(seed=self.seed)
        status = UNFINISHED if not played.over else WON if played.winner is not None else DRAW
        return Record(
            index=outcome.index,
            kind=PLAYOUT,
            source=self.sources,
            status=status,
            seed=self.seed,
            winner=played.winner,
            first=played.first,
            turns=played.turns,
            actions=played.actions,
            state=played.state,
            duration=outcome.duration,
        )

    def repro(self) -> str:
        decks = shlex.join(self.sources)
        command = f"mtgfaces playout {decks} --games 1 --seed {self.seed} --turns {self.max_turns}"
        notes = [f"max_actions={self.max_actions}"] if self.max_actions != MAX_ACTIONS else []
        notes += [
            f"{seat} plays {policy.__module__}.{policy.__qualname__}"
            for seat, policy in zip(SEATS, self.policies, strict=True)
            if policy is not None
        ]
        return f"{command} ({', '.join(notes)})" if notes else command


def playouts(
    decks: tuple[Deck, Deck],
    *,
    games: int,
    seed: int = 0,
    max_turns: int = MAX_TURNS,
    max_actions: int = MAX_ACTIONS,
    sources: tuple[str, str] = SEATS,
    policies: tuple[Policy | None, Policy | None] = (None, None),
) -> list[PlayoutJob]:
    """``games`` playouts of ``decks``, seeded ``seed``, ``seed + 1``...: game
    ``i`` of the batch is game ``seed + i`` of any other, so any one replays
    with ``games=1`` and its own seed. ``ValueError`` for fewer than one
    game, turn or action."""
    for name, value in (("games", games), ("max_turns", max_turns), ("max_actions", max_actions)):
        if value < 1:
            raise ValueError(f"{name} is {value}; it must be 1 or more")
    return [PlayoutJob(decks, sources, seed + i, max_turns, max_actions, policies) for i in range(games)]
