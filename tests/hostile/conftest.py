"""Counts for the closing note (issue 14): how many hostile inputs the corpus
tests saw refused cleanly, printed with the other tallies at the end."""

from __future__ import annotations

import pytest

from tests import budget


def pytest_runtest_logreport(report: pytest.TestReport) -> None:
    if report.when == "call" and report.passed and "tests/hostile/test_corpus.py" in report.nodeid:
        budget.counter("hostile")["corpus cases refused"] += 1
