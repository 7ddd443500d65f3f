"""Mana and other symbols in card text (``{2}{U/P}``, ``{T}``) as pieces a
template draws with the vendored mana-font: each symbol keeps its own text
(``{U}``) beside the picture, so color is never the only signal.

>>> [(p.text, p.css) for p in pieces("{1}{U/P}: Draw.")]
[('{1}', 'ms ms-cost ms-1'), ('{U/P}', 'ms ms-cost ms-up'), (': Draw.', None)]
"""

from __future__ import annotations

import re
from functools import cache
from importlib import resources
from typing import NamedTuple

_SYMBOL = re.compile(r"\{[^{}]{1,12}\}")
_CLASS = re.compile(r"\.ms-([a-z0-9-]+)::?before")
# Symbols whose mana-font class is not the symbol's letters run together.
_SPECIAL = {"T": "tap", "Q": "untap", "½": "1-2", "∞": "infinity", "CHAOS": "chaos", "PW": "planeswalker"}
_WORDS = {
    "W": "white",
    "U": "blue",
    "B": "black",
    "R": "red",
    "G": "green",
    "C": "colorless",
    "S": "snow",
    "X": "X",
    "T": "tap",
    "Q": "untap",
    "E": "energy",
    "P": "Phyrexian",
}


class Piece(NamedTuple):
    """Plain text (``css`` is ``None``) or one symbol and the mana-font
    classes that draw it (``label``: the symbol in words, for screen readers)."""

    text: str
    css: str | None
    label: str = ""


@cache
def _known_classes() -> frozenset[str]:
    """The symbol classes the vendored stylesheet defines."""
    sheet = resources.files("mtgfaces.web").joinpath("static/mana-font/css/mana.min.css")
    return frozenset(_CLASS.findall(sheet.read_text(encoding="utf-8-sig")))


def _class_of(symbol: str) -> str | None:
    inner = symbol[1:-1].upper()
    name = _SPECIAL.get(inner, inner.replace("/", "").lower())
    return name if name in _known_classes() else None


def label(symbol: str) -> str:
    """A symbol in words: ``{W/P}`` is "white Phyrexian", ``{2}`` "2"."""
    parts = symbol[1:-1].upper().split("/")
    return " or ".join(_WORDS.get(p, p) for p in parts).replace(" or Phyrexian", " Phyrexian")


def pieces(text: str) -> list[Piece]:
    """``text`` split into plain runs and symbols."""
    found: list[Piece] = []
    at = 0
    for match in _SYMBOL.finditer(text):
        if match.start() > at:
            found.append(Piece(text[at : match.start()], None))
        symbol = match.group(0)
        name = _class_of(symbol)
        found.append(Piece(symbol, f"ms ms-cost ms-{name}" if name else "", label(symbol)))
        at = match.end()
    if at < len(text):
        found.append(Piece(text[at:], None))
    return found
