"""Abilities compiled from rules text (issue 17): a line of a face's text
that no script covers is read by a grammar (``grammar.lark``, parsed with
Lark) and, when one of its templates matches, becomes an ability of the
same model the scripts use (:mod:`mtgfaces.rules.state.abilities`).

A line is compiled once (cached), when an object's abilities are first
looked up, never at the command line's start. A line no template matches is
not compiled: the card stays unimplemented and says which line
(:mod:`mtgfaces.rules.coverage`). Where a face has a script, the script wins
(:mod:`mtgfaces.rules.state.registry` compiles only the lines no script
covers).

>>> ability = compile_line("Gatstaf Shepherd",
...     "At the beginning of each upkeep, if no spells were cast last turn, transform Gatstaf Shepherd.")
>>> ability.rule, ability.event.value
('603.4', 'turn_step')
>>> compile_line("Gatstaf Shepherd", "Intimidate") is None
True
"""

from __future__ import annotations

import os
import re
from functools import cache, lru_cache

from lark import Lark, LarkError

from mtgfaces.rules.abilities.compiler.templates import build
from mtgfaces.rules.state.abilities import Scripted

_SPACES = re.compile(r"\s+")


@cache
def _parser() -> Lark:
    with open(os.path.join(os.path.dirname(__file__), "grammar.lark"), encoding="utf-8") as grammar:
        return Lark(grammar.read(), parser="lalr", maybe_placeholders=False)


def normalize(face: str, line: str) -> str:
    """The line as the grammar reads it: lower case, single spaces, the
    face's own name (and "this creature", "this permanent": the 2024
    wording) written ``~``."""
    text = _SPACES.sub(" ", line.strip())
    if face:
        text = text.replace(face, "~")
    text = re.sub(r"\bthis (?:creature|permanent)\b", "~", text, flags=re.IGNORECASE)
    return text.lower()


@lru_cache(maxsize=4096)
def compile_line(face: str, line: str) -> Scripted | None:
    """The ability the line is, for the face named ``face``; ``None`` if no
    template reads it."""
    try:
        tree = _parser().parse(normalize(face, line))
    except LarkError:
        return None
    return build(tree, face, line)
