"""Mana symbols and mana costs in Scryfall notation (CR 107.4, 202).

>>> cost = ManaCost.parse("{2}{W/U}{G/P}")
>>> cost.mana_value()
4
>>> [c.value for c in cost.colors]
['W', 'U', 'G']
"""

# No "from __future__ import annotations" here: typing.NamedTuple compiles each
# string annotation when the class is made, 1.7 ms a class at import time.

import re
from enum import StrEnum
from functools import cache, lru_cache
from typing import NamedTuple

from mtgfaces.cards.colors import WUBRG, Color, color_tuple
from mtgfaces.errors import MalformedInput


class SymbolKind(StrEnum):
    """What kind of mana symbol a symbol is (CR 107.4)."""

    GENERIC = "generic"  # {0}, {1}, ... {1000000}, and {½}
    COLORED = "colored"  # {W} {U} {B} {R} {G}, and half-colored {HW}
    COLORLESS = "colorless"  # {C}, 107.4c
    SNOW = "snow"  # {S}, 107.4h
    VARIABLE = "variable"  # {X} {Y} {Z}, 107.3
    HYBRID = "hybrid"  # {W/U}, 107.4e
    MONO_HYBRID = "mono_hybrid"  # {2/W}, 107.4e
    COLORLESS_HYBRID = "colorless_hybrid"  # {C/W}
    PHYREXIAN = "phyrexian"  # {W/P} and {W/U/P}, 107.4f


class ManaSymbol(NamedTuple):
    """One mana symbol, e.g. ``{W/P}``.

    ``value`` is what the symbol adds to a mana value (CR 202.3f-g: a hybrid
    symbol counts its largest component, a Phyrexian symbol counts 1); a
    variable symbol adds 0 here and its chosen number on the stack (202.3e).
    """

    text: str
    kind: SymbolKind
    colors: tuple[Color, ...]
    value: float

    @property
    def is_variable(self) -> bool:
        return self.kind is SymbolKind.VARIABLE


_COLOR_LETTERS = frozenset(c.value for c in WUBRG)
_SYMBOL_RE = re.compile(r"\{([^{}]*)\}")
_MAX_DIGITS = 7  # {1000000} (Gleemax) is the largest generic mana symbol printed


def _number(text: str) -> float | None:
    if text.isascii() and text.isdigit():
        if len(text) > _MAX_DIGITS:
            # Thousands of digits would overflow float() or int()'s digit limit.
            shown = "{" + (text if len(text) <= 20 else text[:10] + "...") + "}"
            raise MalformedInput(
                f"{shown!r} has {len(text)} digits; a generic mana symbol has at most "
                f"{_MAX_DIGITS}, as in {{1000000}}"
            )
        return float(int(text))
    if text == "½":
        return 0.5
    return None


@cache
def parse_symbol(text: str) -> ManaSymbol:
    """Parse one mana symbol such as ``"{2/W}"``.

    Raises ``MalformedInput`` quoting the symbol when it is not a mana symbol.
    """
    inner = text[1:-1] if text.startswith("{") and text.endswith("}") else None
    if inner is None or not inner:
        raise MalformedInput(f"{text!r} is not a mana symbol")
    number = _number(inner)
    if number is not None:
        return ManaSymbol(text, SymbolKind.GENERIC, (), number)
    if inner in _COLOR_LETTERS:
        return ManaSymbol(text, SymbolKind.COLORED, (Color(inner),), 1.0)
    if len(inner) == 2 and inner[0] == "H" and inner[1] in _COLOR_LETTERS:
        # Half-colored mana of the Un-sets (CR 107.4 does not list it; Scryfall does).
        return ManaSymbol(text, SymbolKind.COLORED, (Color(inner[1]),), 0.5)
    if inner == "C":
        return ManaSymbol(text, SymbolKind.COLORLESS, (), 1.0)
    if inner == "S":
        return ManaSymbol(text, SymbolKind.SNOW, (), 1.0)
    if inner in ("X", "Y", "Z"):
        return ManaSymbol(text, SymbolKind.VARIABLE, (), 0.0)
    parts = inner.split("/")
    if len(parts) == 2 and parts[1] == "P" and parts[0] in _COLOR_LETTERS:
        return ManaSymbol(text, SymbolKind.PHYREXIAN, (Color(parts[0]),), 1.0)
    if (
        len(parts) == 3
        and parts[2] == "P"
        and parts[0] in _COLOR_LETTERS
        and parts[1] in _COLOR_LETTERS
        and parts[0] != parts[1]
    ):
        return ManaSymbol(text, SymbolKind.PHYREXIAN, color_tuple(parts[:2]), 1.0)
    if len(parts) == 2 and parts[1] in _COLOR_LETTERS:
        first, second = parts
        if first in _COLOR_LETTERS and first != second:
            return ManaSymbol(text, SymbolKind.HYBRID, color_tuple(parts), 1.0)
        if first == "C":
            return ManaSymbol(text, SymbolKind.COLORLESS_HYBRID, (Color(second),), 1.0)
        amount = _number(first)
        if amount is not None:
            # CR 202.3f: count the largest component of a hybrid symbol.
            return ManaSymbol(text, SymbolKind.MONO_HYBRID, (Color(second),), max(amount, 1.0))
    raise MalformedInput(
        f"{text!r} is not a mana symbol; expected a number, W U B R G, C, S, X/Y/Z, "
        "hybrid like {W/U} or {2/W}, or Phyrexian like {W/P} or {W/U/P}"
    )


def _normalized(value: float) -> float:
    """Mana values are whole numbers except where half mana is involved."""
    return int(value) if value == int(value) else value


class ManaCost(NamedTuple):
    """A mana cost: its symbols, in printed order, and the text it came from.

    An empty cost (``NO_MANA_COST``) means *no mana cost* (CR 202.1b), which
    differs from a cost of ``{0}``. A split card's combined cost keeps both
    halves' symbols apart in its text (``"{1}{R} // {1}{U}"``, CR 709.4b).
    """

    text: str
    symbols: tuple[ManaSymbol, ...]
    colors: tuple[Color, ...] = ()
    """The colors of the cost's symbols, WUBRG order (CR 202.2)."""
    printed: str = ""
    """For a combined split cost, the halves as written (``{1}{R} // {1}{U}``);
    parsing it gives this cost back. Empty otherwise."""

    @staticmethod
    def parse(text: str | None, *, card: str | None = None) -> "ManaCost":
        """Parse a cost in Scryfall notation; ``card`` names the card for errors."""
        try:
            return _parse_cost(text or "")
        except MalformedInput as error:
            if card is None:
                raise
            raise MalformedInput(error.reason, where=f"card {card!r}") from None

    @property
    def is_none(self) -> bool:
        """True when there is no mana cost at all (not even ``{0}``)."""
        return not self.symbols

    @property
    def has_variable(self) -> bool:
        return any(s.is_variable for s in self.symbols)

    def mana_value(self, *, x: int = 0) -> float:
        """Total mana in the cost (CR 202.3); each variable symbol counts ``x``.

        X is 0 except on the stack (202.3e), so ``x`` defaults to 0.
        """
        total = sum(x if s.is_variable else s.value for s in self.symbols)
        return _normalized(total)

    def combined(self, other: "ManaCost") -> "ManaCost":
        """The combined cost of two split halves (CR 709.4b): one cost, its
        generic parts added up (Fire // Ice: {1}{R} and {1}{U} make
        {2}{U}{R}), while ``symbols`` keeps each half's symbols apart for the
        effects that look at the symbols themselves."""
        if other.is_none:
            return self
        if self.is_none:
            return other
        symbols = self.symbols + other.symbols
        printed = f"{self.printed or self.text} // {other.printed or other.text}"
        return _make(_combined_text(symbols), symbols, printed)

    def reduced_by(self, generic: int) -> "ManaCost":
        """The cost with up to ``generic`` of its generic mana taken off
        (118.7a: a reduction reduces only the generic component, and not
        below {0}); no mana cost stays none (202.1b).

        >>> ManaCost.parse("{4}{W}{U}").reduced_by(2).text
        '{2}{W}{U}'
        >>> ManaCost.parse("{1}{G}").reduced_by(2).text
        '{G}'
        """
        if self.is_none or generic <= 0:
            return self
        kept: list[ManaSymbol] = []
        left = generic
        for symbol in self.symbols:
            whole = symbol.kind is SymbolKind.GENERIC and symbol.value == int(symbol.value)
            if whole and left:
                taken = min(left, int(symbol.value))
                left -= taken
                if symbol.value > taken:
                    kept.append(parse_symbol(f"{{{int(symbol.value) - taken}}}"))
                continue
            kept.append(symbol)
        if not kept:
            kept.append(parse_symbol("{0}"))
        return _make("".join(s.text for s in kept), tuple(kept))

    def __str__(self) -> str:
        return self.text


NO_MANA_COST = ManaCost("", ())


def _make(text: str, symbols: tuple[ManaSymbol, ...], printed: str = "") -> ManaCost:
    return ManaCost(text, symbols, color_tuple(c for s in symbols for c in s.colors), printed)


_WUBRG_INDEX = {c: i for i, c in enumerate(WUBRG)}


def _combined_text(symbols: tuple[ManaSymbol, ...]) -> str:
    """One cost's text for symbols of several costs: variable symbols first,
    the generic amount summed, then the rest in WUBRG order of their colors
    (the order of the CR's own examples, 709.4b)."""
    generic = sum(int(s.value) for s in symbols if s.kind is SymbolKind.GENERIC and s.value == int(s.value))
    halves = [s for s in symbols if s.kind is SymbolKind.GENERIC and s.value != int(s.value)]
    variable = [s for s in symbols if s.kind is SymbolKind.VARIABLE]
    rest = [s for s in symbols if s.kind not in (SymbolKind.GENERIC, SymbolKind.VARIABLE)]
    rest.sort(key=lambda s: min((_WUBRG_INDEX[c] for c in s.colors), default=len(WUBRG)))
    parts = [s.text for s in variable]
    if generic or not (rest or halves or variable):
        parts.append(f"{{{generic}}}")
    parts.extend(s.text for s in halves + rest)
    return "".join(parts)


@lru_cache(maxsize=16384)
def _parse_cost(text: str) -> ManaCost:
    stripped = text.strip()
    if not stripped:
        return NO_MANA_COST
    halves = [h.strip() for h in stripped.split("//")]
    symbols: list[ManaSymbol] = []
    for half in halves:
        position = 0
        for match in _SYMBOL_RE.finditer(half):
            if match.start() != position:
                _bad_cost(text, f"unexpected {half[position : match.start()]!r}")
            try:
                symbols.append(parse_symbol(match.group(0)))
            except MalformedInput as error:
                _bad_cost(text, error.reason)
            position = match.end()
        if position != len(half):
            _bad_cost(text, f"unexpected {half[position:]!r}")
    if len(halves) > 1:
        # CR 709.4b: a split card's halves make one combined mana cost.
        return _make(_combined_text(tuple(symbols)), tuple(symbols), " // ".join(halves))
    return _make(halves[0], tuple(symbols))


def _bad_cost(text: str, why: str) -> None:
    shown = repr(text) if len(text) <= 80 else f"{text[:60]!r}... ({len(text)} characters)"
    raise MalformedInput(f"mana cost {shown}: {why}")


# Symbols that appear in rules text but are not mana symbols; color identity
# (CR 903.4) looks only at mana symbols.
NON_MANA_SYMBOLS = frozenset({"{T}", "{Q}", "{E}", "{A}", "{TK}", "{CHAOS}", "{P}", "{∞}", "{PW}", "{H}"})


def mana_symbols_in_text(text: str) -> tuple[ManaSymbol, ...]:
    """The mana symbols that appear in a piece of rules text, in order.

    Non-mana symbols such as ``{T}`` and ``{E}`` are skipped.
    """
    found: list[ManaSymbol] = []
    for match in _SYMBOL_RE.finditer(text):
        token = match.group(0)
        if token in NON_MANA_SYMBOLS:
            continue
        try:
            found.append(parse_symbol(token))
        except MalformedInput:
            continue
    return tuple(found)
