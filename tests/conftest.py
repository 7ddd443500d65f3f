"""Test-session options: ``--slow`` runs every property test 100x longer."""

from __future__ import annotations

import pytest

from tests import budget


def pytest_addoption(parser: pytest.Parser) -> None:
    parser.addoption(
        "--slow",
        action="store_true",
        default=False,
        help=f"run the random-play, leak and fuzz properties {budget.SLOW_FACTOR}x longer",
    )


def pytest_configure(config: pytest.Config) -> None:
    budget.set_slow(bool(config.getoption("--slow")))


def pytest_terminal_summary(terminalreporter: pytest.TerminalReporter) -> None:
    lines = budget.report()
    if lines:
        profile = "slow" if budget.is_slow() else "ci"
        terminalreporter.section(f"property runs ({profile} profile)")
        for line in lines:
            terminalreporter.write_line(line)
