"""Jobs for the backend tests, importable by the workers (a process pool's
and Ray's alike): one that kills the process running it (it wraps a real
playout, so its record is that game's, with the game's seed and repro), and
one that says when it ran; and two scripted players."""

from __future__ import annotations

import os
import random
import signal
import time
from typing import Any, NamedTuple

from mtgfaces.batch.games import Played, PlayoutJob
from mtgfaces.batch.jobs import Outcome
from mtgfaces.batch.records import Record
from mtgfaces.rules.play import PlayableGame
from mtgfaces.rules.state.decisions import Action


class KillsItsProcess(NamedTuple):
    """``game`` played, unless its seed is ``doomed``: then the process
    running it is killed (SIGKILL: no Python cleanup, as a segfault or the
    out-of-memory killer would leave it)."""

    game: PlayoutJob
    doomed: int

    def run(self) -> Played:
        if self.game.seed == self.doomed:
            os.kill(os.getpid(), signal.SIGKILL)
        return self.game.run()

    def record(self, outcome: Outcome[Any]) -> Record:
        return self.game.record(outcome)

    def repro(self) -> str:
        return self.game.repro()


class SaysWhenItRan(NamedTuple):
    """Waits ``seconds`` and returns when it started and ended (the clock
    every process of the machine shares)."""

    seconds: float

    def run(self) -> tuple[float, float]:
        began = time.time()
        time.sleep(self.seconds)
        return (began, time.time())

    def record(self, outcome: Outcome[Any]) -> Record:
        return Record(index=outcome.index, kind="probe", source=(), status="done")

    def repro(self) -> str:
        return f"SaysWhenItRan({self.seconds})"


def uniform(game: PlayableGame, player: str, legal: list[Action], rng: random.Random) -> Action:
    """What a seat without a policy does: a uniformly random legal action."""
    return rng.choice(legal)


def first_listed(game: PlayableGame, player: str, legal: list[Action], rng: random.Random) -> Action:
    """A scripted player: always the first action listed."""
    return legal[0]
