"""A progress bar on the terminal while a batch runs, as ``mtgfaces run``
shows one: on standard error only when it is a terminal, only once the
batch has run a second, cleared at the end."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager

from mtgfaces.cli.safe_output import terminal_stderr

PROGRESS_AFTER = 1.0
"""Seconds a batch runs before its bar shows (the delay of ``mtgfaces run``'s)."""


@contextmanager
def progress_bar(total: int, unit: str) -> Iterator[Callable[[], None]]:
    """A function that counts one more finished job on the bar (and does
    nothing when standard error is no terminal)."""
    terminal = terminal_stderr()
    if terminal is None:
        yield lambda: None
        return
    from tqdm import tqdm  # only for a terminal, as mtgfaces run does

    with tqdm(
        total=total, file=terminal, delay=PROGRESS_AFTER, leave=False, unit=unit, dynamic_ncols=True
    ) as bar:

        def advance() -> None:
            bar.update()

        yield advance
