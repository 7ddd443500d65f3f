"""Type lines: supertypes, card types and subtypes (CR 205).

>>> TypeLine.parse("Legendary Creature — Goblin Shaman")
TypeLine(supertypes=('Legendary',), types=('Creature',), subtypes=('Goblin', 'Shaman'))
"""

# No "from __future__ import annotations" here: typing.NamedTuple compiles each
# string annotation when the class is made, 1.7 ms a class at import time.

import re
from functools import lru_cache
from typing import NamedTuple

SUPERTYPES = frozenset({"Basic", "Legendary", "Ongoing", "Snow", "World", "Elite", "Host"})
"""CR 205.4a, plus Elite and Host, which Scryfall uses for Un-set cards."""

CARD_TYPES = frozenset(
    {
        "Artifact",
        "Battle",
        "Conspiracy",
        "Creature",
        "Dungeon",
        "Enchantment",
        "Instant",
        "Kindred",
        "Land",
        "Phenomenon",
        "Plane",
        "Planeswalker",
        "Scheme",
        "Sorcery",
        "Vanguard",
    }
)
"""CR 205.2a."""

PERMANENT_TYPES = frozenset({"Artifact", "Battle", "Creature", "Enchantment", "Land", "Planeswalker"})
"""CR 110.4: the card types a permanent can have."""

BASIC_LAND_TYPES = {"Plains": "W", "Island": "U", "Swamp": "B", "Mountain": "R", "Forest": "G"}
"""CR 305.6: each basic land type and the color of mana it taps for."""

_RENAMED = {"Tribal": "Kindred"}  # CR 205.2a: Tribal was renamed Kindred in 2024.
# Scryfall's separator is an em dash; some spoiler text uses a hyphen instead.
# An em dash may lack spaces; a hyphen only separates with spaces around it, as
# it also joins words ("Assembly-Worker").
_DASH_RE = re.compile(r"\s*(?:—|--)\s*|\s+[-–]\s+")
_MULTI_WORD_SUBTYPES = ("Time Lord",)  # CR 205.3m


class TypeLine(NamedTuple):
    """A parsed type line: supertypes, card types and subtypes, in printed order."""

    supertypes: tuple[str, ...] = ()
    types: tuple[str, ...] = ()
    subtypes: tuple[str, ...] = ()

    @staticmethod
    def parse(text: str) -> "TypeLine":
        """Parse one face's type line; words a rule doesn't know stay as types."""
        return _parse(text)

    @property
    def is_permanent(self) -> bool:
        """True for a permanent card's types (CR 110.4)."""
        return any(t in PERMANENT_TYPES for t in self.types)

    def has_type(self, name: str) -> bool:
        return name in self.types

    def __str__(self) -> str:
        left = " ".join(self.supertypes + self.types)
        return f"{left} — {' '.join(self.subtypes)}" if self.subtypes else left


@lru_cache(maxsize=8192)
def _parse(text: str) -> TypeLine:
    parts = _DASH_RE.split(text.strip(), maxsplit=1)
    head, tail = parts[0], parts[1] if len(parts) > 1 else ""
    supertypes: list[str] = []
    types: list[str] = []
    for word in head.split():
        canonical = word.capitalize() if word.islower() else word
        if canonical in SUPERTYPES:
            supertypes.append(canonical)
        else:
            types.append(_RENAMED.get(canonical, canonical))
    return TypeLine(tuple(supertypes), tuple(types), _subtypes(tail, types))


def _subtypes(tail: str, types: list[str]) -> tuple[str, ...]:
    """Subtypes are single words, except a few multi-word ones (CR 205.3)."""
    words = tail.split()
    if "Plane" in types and words:
        # CR 205.3n: a planar type is the whole phrase ("New Phyrexia").
        return (" ".join(words),)
    for phrase in _MULTI_WORD_SUBTYPES:
        if phrase in tail:
            before, _, after = tail.partition(phrase)
            return (*before.split(), phrase, *after.split())
    return tuple(words)
