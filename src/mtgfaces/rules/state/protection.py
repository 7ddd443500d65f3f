"""Protection (CR 702.16): what "protection from [quality]" stops.

A permanent with protection from a quality can't be the target of spells or
abilities from sources with it (702.16b), can't be enchanted or equipped by
them (702.16c, d) and prevents all damage they would deal it (702.16e).
Blocking isn't modelled. Qualities read here: a color, "everything" (702.16k),
"multicolored", "monocolored", "each color" and the card types (creatures,
artifacts, instants, ...).

>>> from mtgfaces.cards.characteristics import Characteristics
>>> red = Characteristics(name="Shock", names=("Shock",), colors=(Color.RED,), types=("Instant",))
>>> qualities_stopping(("Protection from red",), red)
['red']
>>> qualities_stopping(("Protection from artifacts",), red)
[]
"""

from __future__ import annotations

import re
from functools import lru_cache

from mtgfaces.cards.characteristics import Characteristics
from mtgfaces.cards.colors import Color
from mtgfaces.cards.keywords import stripped_lines

_PROTECTION = re.compile(r"^protection from (?P<what>.+?)\.?$", re.IGNORECASE)
_WORDS = {
    "white": Color.WHITE,
    "blue": Color.BLUE,
    "black": Color.BLACK,
    "red": Color.RED,
    "green": Color.GREEN,
}
_TYPES = {
    "creatures": "Creature",
    "artifacts": "Artifact",
    "enchantments": "Enchantment",
    "instants": "Instant",
    "sorceries": "Sorcery",
    "planeswalkers": "Planeswalker",
    "lands": "Land",
}


def qualities(abilities: tuple[str, ...]) -> list[str]:
    """The qualities of every protection ability: "protection from red and
    from blue" gives red and blue (702.16a)."""
    return list(_qualities(abilities))


@lru_cache(maxsize=4096)
def _qualities(abilities: tuple[str, ...]) -> tuple[str, ...]:
    # Remembered by the lines (every target checked reads them).
    found: list[str] = []
    for ability in abilities:
        match = _PROTECTION.match(ability.strip())
        if match is not None:
            parts = re.split(r",? and from |, from ", match.group("what"))
            found.extend(p.strip().lower() for p in parts if p.strip())
    return tuple(found)


def _has(quality: str, source: Characteristics) -> bool:
    if quality == "everything":
        return True  # 702.16k
    if quality in _WORDS:
        return _WORDS[quality] in source.colors
    if quality in {"each color", "all colors"}:
        return bool(source.colors)  # 702.16g
    if quality == "multicolored":
        return len(source.colors) > 1
    if quality == "monocolored":
        return len(source.colors) == 1
    if quality in _TYPES:
        return source.has_type(_TYPES[quality])
    return False


def qualities_stopping(abilities: tuple[str, ...], source: Characteristics) -> list[str]:
    """The protection qualities among ``abilities`` that a source with these
    characteristics has: non-empty means protection applies (702.16b-e)."""
    return [q for q in _qualities(abilities) if _has(q, source)]


def has_hexproof(abilities: tuple[str, ...]) -> bool:
    """CR 702.11b: "Hexproof" means "This permanent can't be the target of
    spells or abilities your opponents control"."""
    return "hexproof" in stripped_lines(abilities)


def has_shroud(abilities: tuple[str, ...]) -> bool:
    """CR 702.18a: "Shroud" means "This permanent or player can't be the
    target of spells or abilities" (anyone's)."""
    return "shroud" in stripped_lines(abilities)
