"""The five colors of Magic and color sets in canonical WUBRG order (CR 105)."""

from __future__ import annotations

from collections.abc import Iterable
from enum import StrEnum


class Color(StrEnum):
    """One of the five colors (CR 105.1), spelled by its mana letter."""

    WHITE = "W"
    BLUE = "U"
    BLACK = "B"
    RED = "R"
    GREEN = "G"


WUBRG: tuple[Color, ...] = tuple(Color)
_NAMES = {
    "white": Color.WHITE,
    "blue": Color.BLUE,
    "black": Color.BLACK,
    "red": Color.RED,
    "green": Color.GREEN,
}


def color_tuple(colors: Iterable[Color | str]) -> tuple[Color, ...]:
    """Return the distinct colors in WUBRG order.

    >>> color_tuple(["G", "W", "G"])
    (<Color.WHITE: 'W'>, <Color.GREEN: 'G'>)
    """
    present = {c if isinstance(c, Color) else parse_color(c) for c in colors}
    if len(present) < 2:
        return tuple(present)
    return tuple(c for c in WUBRG if c in present)


def parse_color(value: Color | str) -> Color:
    """Read a color from its letter (``"U"``) or its English word (``"blue"``)."""
    if isinstance(value, Color):
        return value
    text = value.strip()
    try:
        return Color(text.upper())
    except ValueError:
        pass
    try:
        return _NAMES[text.lower()]
    except KeyError:
        raise ValueError(
            f"{value!r} is not a color; expected one of W, U, B, R, G (or white, blue, black, red, green)"
        ) from None


def color_letters(colors: Iterable[Color]) -> list[str]:
    """The colors as a JSON-friendly list of letters, WUBRG order."""
    return [c.value for c in color_tuple(colors)]
