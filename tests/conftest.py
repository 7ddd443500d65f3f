"""Test-session options: ``--slow`` runs every property test 100x longer.

Two profiles:

- CI (the default): each property test runs its CI budget
  (:func:`tests.budget.examples`), derandomized: the same examples on every
  run (``derandomize=budget.derandomized()`` in each ``@settings``).
- ``--slow``: every property test runs ``budget.SLOW_FACTOR`` (100) times its CI
  budget, none derandomized, all from one fresh seed drawn from ``secrets``
  for the session (unless ``--hypothesis-seed=N`` is given). The seed is
  printed when the session starts and again in the terminal summary, as
  ``slow profile: hypothesis seed N; replay with pytest --slow
  --hypothesis-seed=N``; that command runs the same examples again (the
  example database is not used when a seed is forced). Property tests run by
  plain ``random.Random`` take their seeds from it too (:func:`budget.seeds`).

``--hypothesis-seed`` without ``--slow`` changes nothing: CI is derandomized.
"""

from __future__ import annotations

import secrets

import pytest

from tests import budget


def pytest_addoption(parser: pytest.Parser) -> None:
    parser.addoption(
        "--slow",
        action="store_true",
        default=False,
        help=f"run every property test {budget.SLOW_FACTOR}x longer, from a fresh (printed) seed",
    )


@pytest.hookimpl(tryfirst=True)  # before hypothesis's plugin reads --hypothesis-seed
def pytest_configure(config: pytest.Config) -> None:
    slow = bool(config.getoption("--slow"))
    if slow and getattr(config.option, "hypothesis_seed", None) is None:
        config.option.hypothesis_seed = str(secrets.randbelow(2**32))
    budget.set_slow(slow, _seed_of(getattr(config.option, "hypothesis_seed", None)))


def _seed_of(option: str | None) -> int | str | None:
    """The seed as hypothesis's plugin reads the option: an int if it is one."""
    try:
        return None if option is None else int(option)
    except ValueError:
        return option


def _seed_line() -> str:
    seed = budget.seed()
    return f"slow profile: hypothesis seed {seed}; replay with pytest --slow --hypothesis-seed={seed}"


def pytest_sessionstart(session: pytest.Session) -> None:
    reporter = session.config.pluginmanager.get_plugin("terminalreporter")
    if budget.is_slow() and reporter is not None:
        reporter.write_line(_seed_line())


def pytest_terminal_summary(terminalreporter: pytest.TerminalReporter) -> None:
    lines = budget.report()
    if lines or budget.is_slow():
        profile = "slow" if budget.is_slow() else "ci"
        terminalreporter.section(f"property runs ({profile} profile)")
        if budget.is_slow():
            terminalreporter.write_line(_seed_line())
        for line in lines:
            terminalreporter.write_line(line)
