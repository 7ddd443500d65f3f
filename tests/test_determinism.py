"""Determinism across processes: the same scenarios give the same report
byte for byte, and the same playout seed the same game and log, whatever
the interpreter's hash seed (set and dict orders must never leak out)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
EXAMPLES = ROOT / "examples"

PLAYOUT = """
import random, sys
from mtgfaces.cards.characteristics import Zone
from mtgfaces.cards.db import CardDB
from mtgfaces.rules import save
from mtgfaces.rules.actions import turns
from mtgfaces.rules.state.game import Game
from mtgfaces.rules.playout import random_playout

DECK = ["Delver of Secrets", "Fire // Ice", "Bruna, the Fading Light", "Gisela, the Broken Blade",
        "Den Protector", "Bottomless Pool // Locker Room", "Saw It Coming", "Bonecrusher Giant", "Forest"]
db = CardDB.default()
game = Game(["Alice", "Bob"], rng=random.Random(int(sys.argv[1])))
for player in game.players:
    for name in DECK * 3:
        game.put(db.card(name), zone=Zone.LIBRARY, owner=player)
    game.shuffle(player)
    turns.draw(game, player, 7)
random_playout(game, random.Random(int(sys.argv[1])), 150)
sys.stdout.write(save.dumps(game))
"""


def run(args: list[str], hash_seed: str) -> str:
    env = {**os.environ, "PYTHONHASHSEED": hash_seed}
    done = subprocess.run(args, capture_output=True, text=True, env=env, cwd=ROOT, check=False)
    assert done.returncode in (0, 1), done.stderr
    return done.stdout


@pytest.mark.parametrize("options", [[], ["--json"], ["--explain"]], ids=["text", "json", "explain"])
def test_the_same_scenarios_give_the_same_report_byte_for_byte(options: list[str]) -> None:
    command = [sys.executable, "-m", "mtgfaces", "run", *options, str(EXAMPLES)]
    first, second = run(command, "1"), run(command, "2")
    assert first and first == second


def test_the_same_playout_seed_gives_the_same_game_and_log_in_any_process() -> None:
    command = [sys.executable, "-c", PLAYOUT, "11"]
    first, second = run(command, "3"), run(command, "4")
    assert '"log"' in first and first == second
    assert run([sys.executable, "-c", PLAYOUT, "12"], "3") != first
