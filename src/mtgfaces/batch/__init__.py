"""Many games at once: batch playouts, scenario corpora and deck checks,
in this process, on a local process pool or on Ray.

A batch is a list of jobs; a backend runs them and :func:`run_jobs`
streams a plain :class:`Record` for each as it finishes::

    from mtgfaces.batch import ProcessPool, playouts, read_deck_file, run_jobs

    decks = (read_deck_file("a.txt"), read_deck_file("b.txt"))
    with ProcessPool() as pool:
        for record in run_jobs(playouts(decks, games=1000, sources=("a.txt", "b.txt")), pool):
            print(record.seed, record.status, record.winner)

- jobs: :func:`playouts` (:class:`PlayoutJob`: a game per seed, random or
  played by a :data:`Policy`; :func:`read_deck_file` reads the decks),
  :func:`scenarios` (:class:`ScenarioJob`), :func:`deck_checks`
  (:class:`DeckCheckJob`);
- backends: :class:`InProcess` (the default), :class:`ProcessPool`,
  :class:`RayBackend` (the ``ray`` extra), :func:`backend_for`,
  :class:`BackendUnavailable`;
- running: :func:`run_jobs` (records), :func:`outcomes` (the jobs' values);
- results: :class:`Record`, :func:`summarize` and :func:`wilson_interval`,
  :func:`open_writer` (JSON lines, or Parquet with the ``parquet`` extra)
  and :func:`read_records`.

The names load on first use: importing this package imports nothing else,
so that the command line can declare ``mtgfaces playout`` for free.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from mtgfaces.batch.backends import Backend, BackendUnavailable, InProcess, backend_for
    from mtgfaces.batch.games import PlayoutJob, Policy, new_game, play, playouts
    from mtgfaces.batch.jobs import (
        DeckCheckJob,
        Job,
        Outcome,
        ScenarioJob,
        deck_checks,
        read_deck_file,
        scenarios,
    )
    from mtgfaces.batch.output import open_writer, read_records
    from mtgfaces.batch.pool import ProcessPool
    from mtgfaces.batch.ray_backend import RayBackend
    from mtgfaces.batch.records import Record
    from mtgfaces.batch.run import outcomes, run_jobs
    from mtgfaces.batch.summary import Summary, summarize, wilson_interval

_EXPORTS: dict[str, str] = {
    "Backend": "mtgfaces.batch.backends",
    "BackendUnavailable": "mtgfaces.batch.backends",
    "InProcess": "mtgfaces.batch.backends",
    "backend_for": "mtgfaces.batch.backends",
    "PlayoutJob": "mtgfaces.batch.games",
    "Policy": "mtgfaces.batch.games",
    "new_game": "mtgfaces.batch.games",
    "play": "mtgfaces.batch.games",
    "playouts": "mtgfaces.batch.games",
    "DeckCheckJob": "mtgfaces.batch.jobs",
    "Job": "mtgfaces.batch.jobs",
    "Outcome": "mtgfaces.batch.jobs",
    "ScenarioJob": "mtgfaces.batch.jobs",
    "deck_checks": "mtgfaces.batch.jobs",
    "read_deck_file": "mtgfaces.batch.jobs",
    "scenarios": "mtgfaces.batch.jobs",
    "open_writer": "mtgfaces.batch.output",
    "read_records": "mtgfaces.batch.output",
    "ProcessPool": "mtgfaces.batch.pool",
    "RayBackend": "mtgfaces.batch.ray_backend",
    "Record": "mtgfaces.batch.records",
    "outcomes": "mtgfaces.batch.run",
    "run_jobs": "mtgfaces.batch.run",
    "Summary": "mtgfaces.batch.summary",
    "summarize": "mtgfaces.batch.summary",
    "wilson_interval": "mtgfaces.batch.summary",
}

__all__ = [
    "Backend",
    "BackendUnavailable",
    "DeckCheckJob",
    "InProcess",
    "Job",
    "Outcome",
    "PlayoutJob",
    "Policy",
    "ProcessPool",
    "RayBackend",
    "Record",
    "ScenarioJob",
    "Summary",
    "backend_for",
    "deck_checks",
    "new_game",
    "open_writer",
    "outcomes",
    "play",
    "playouts",
    "read_deck_file",
    "read_records",
    "run_jobs",
    "scenarios",
    "summarize",
    "wilson_interval",
]


def __getattr__(name: str) -> Any:
    """Load a public name on first use (PEP 562)."""
    if name not in _EXPORTS:
        raise AttributeError(f"module 'mtgfaces.batch' has no attribute {name!r}")
    value = getattr(importlib.import_module(_EXPORTS[name]), name)
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    return sorted({*globals(), *__all__})
