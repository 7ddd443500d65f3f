"""Decks and batches shared by the batch tests: short games (a turn cap of
six), so that a whole batch runs in a second or two on two cores."""

from __future__ import annotations

from pathlib import Path

import pytest

from mtgfaces.batch.games import PlayoutJob, playouts
from mtgfaces.batch.jobs import read_deck_file
from mtgfaces.cards.decklist import Deck

ROOT = Path(__file__).resolve().parents[2]
GIANTS = "docs/commands/examples/giants.txt"
ISAMARU = "docs/commands/examples/isamaru.txt"
TURNS = 6


@pytest.fixture(scope="session")
def decks() -> tuple[Deck, Deck]:
    """Two real deck lists of the command pages: red Giants (Bonecrusher
    Giant's adventure, Fire // Ice) and white Isamaru (a Commander list)."""
    return (read_deck_file(str(ROOT / GIANTS)), read_deck_file(str(ROOT / ISAMARU)))


@pytest.fixture(scope="session")
def games(decks: tuple[Deck, Deck]) -> list[PlayoutJob]:
    """Six short games, seeds 40 to 45."""
    return playouts(decks, games=6, seed=40, max_turns=TURNS, sources=(GIANTS, ISAMARU))
