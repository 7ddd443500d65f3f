"""How the abilities layer plugs into the layers below it, which can't import
it: the card scripts and the compiler into the registry
(:func:`mtgfaces.rules.state.registry.load_scripts_with`), and what happens
after every action into the action wrapper
(:func:`mtgfaces.rules.actions.base.plug_in`). :mod:`mtgfaces.rules` calls
:func:`plug_in` as it is imported, so no game runs without it.
"""

from __future__ import annotations

import importlib
import pkgutil
from collections.abc import Callable
from typing import TYPE_CHECKING

from mtgfaces.rules.abilities import cards, triggers, until
from mtgfaces.rules.actions import base, daybound
from mtgfaces.rules.state import registry

if TYPE_CHECKING:
    from mtgfaces.rules.state.abilities import Scripted
    from mtgfaces.rules.state.game import Game


def card_modules() -> list[str]:
    """The card modules (every module of the ``cards`` package, sorted),
    imported together the first time an ability is looked up."""

    return sorted(m.name for m in pkgutil.iter_modules(cards.__path__))


def load_scripts() -> Callable[..., Scripted | None]:
    """Import every card script (each registers its abilities) and return the
    compiler of a face's line of text (issue 17). Found by name and loaded on
    the first lookup, not with this module: a command that never looks an
    ability up doesn't pay for the scripts or the compiler's grammar."""
    for name in card_modules():
        importlib.import_module(f"{cards.__name__}.{name}")
    compiler = importlib.import_module("mtgfaces.rules.abilities.compiler")
    compile_line: Callable[..., Scripted | None] = compiler.compile_line
    return compile_line


def settle(game: Game, start: int) -> None:
    """After an action that began at ``start`` in the log: the cards linked
    "until it leaves the battlefield" return (610.3), then day and night take
    their permanents with them (702.145c-g)."""
    until.return_cards(game, start)
    daybound.apply(game)


def plug_in() -> None:
    """Plug this layer into the layers below it (once per process)."""
    registry.load_scripts_with(load_scripts)
    base.plug_in(base.AfterAction(settle=settle, put_triggers_on_stack=triggers.put_on_stack))
