"""Counts for the closing note (issue 14): how many hostile inputs the corpus
tests saw refused cleanly, printed with the other tallies at the end; and
the database in use before each refused import."""

from __future__ import annotations

from pathlib import Path

import pytest

from mtgfaces.cards.dbbuild import build_database
from mtgfaces.cards.reader import iter_scryfall
from tests import budget
from tests.hostile.samples import PREVIOUS, SAMPLE


def pytest_runtest_logreport(report: pytest.TestReport) -> None:
    hostile = ("tests/hostile/test_corpus.py", "tests/hostile/test_imports_and_bounds.py")
    if report.when == "call" and report.passed and report.nodeid.startswith(hostile):
        budget.counter("hostile")["corpus cases refused"] += 1


@pytest.fixture(scope="module")
def previous_db(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The database in use before each import under test: the sample cards."""
    path = tmp_path_factory.mktemp("previous") / "cards.sqlite"
    build_database(
        path,
        iter_scryfall(SAMPLE),
        source=PREVIOUS,
        date="2026-01-01",
        localized={"Fire // Ice": {"fr": "Feu // Glace"}},
    )
    return path
