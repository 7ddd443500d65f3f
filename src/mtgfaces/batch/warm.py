"""What the process pool's server process loads once, before it forks the
workers: the engine's modules, and every card's scripted abilities (loaded
on the first lookup otherwise, which made each worker's first game about
three times as slow as the next). No card database is opened here: an
SQLite connection must not cross a fork, and each worker opens its own."""

from __future__ import annotations

import importlib

MODULES = (
    "mtgfaces.batch.games",
    "mtgfaces.batch.jobs",
    "mtgfaces.rules.play",
    "mtgfaces.rules.save",
    "mtgfaces.scenario.runner",
)


def warm() -> None:
    """Import :data:`MODULES` and fill the registry of scripted abilities."""
    for name in MODULES:
        importlib.import_module(name)
    from mtgfaces.rules.state import registry

    registry.scripted_faces()  # loads every card module, and the compiler


warm()
