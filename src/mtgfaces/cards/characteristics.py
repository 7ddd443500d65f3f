"""The characteristics of an object (CR 109.3) as one frozen value, and the
trace of rules that produced them.

Printed data only says what each face says; a ``Characteristics`` value says
what an object *is* at a moment. The layout strategies build the base value
(:mod:`mtgfaces.cards.layouts`); the game applies copy, face-down and other
continuous effects on top.
"""

# No "from __future__ import annotations" here: typing.NamedTuple compiles each
# string annotation when the class is made, 1.7 ms a class at import time.

import re
from enum import StrEnum
from typing import NamedTuple

from mtgfaces.cards.colors import Color, color_tuple
from mtgfaces.cards.keywords import KEYWORD_ABILITIES
from mtgfaces.cards.mana import NO_MANA_COST, ManaCost
from mtgfaces.cards.model import Face, strip_reminder_text


class Zone(StrEnum):
    """The game zones (CR 400.1), plus outside the game (400.11)."""

    LIBRARY = "library"
    HAND = "hand"
    GRAVEYARD = "graveyard"
    EXILE = "exile"
    COMMAND = "command"
    STACK = "stack"
    BATTLEFIELD = "battlefield"
    OUTSIDE = "outside"

    @property
    def is_stack_or_battlefield(self) -> bool:
        return self in (Zone.STACK, Zone.BATTLEFIELD)

    @property
    def named(self) -> str:
        """The zone as a sentence names it: "exile", "the command zone",
        "the graveyard" (as in "cast it from exile")."""
        return _ZONE_WORDS.get(self, f"the {self.value}")


_ZONE_WORDS = {Zone.EXILE: "exile", Zone.COMMAND: "the command zone", Zone.OUTSIDE: "outside the game"}


class RuleNote(NamedTuple):
    """One step of a derivation: the CR rule applied and what it did."""

    rule: str
    note: str

    def __str__(self) -> str:
        return f"{self.rule} {self.note}"


class Characteristics(NamedTuple):
    """What an object is: name, mana cost and value, colors, types, text, P/T...

    ``name`` is ``None`` for an object with no name (a face-down permanent,
    CR 708.2); a split card off the stack has two names (709.4a), so ``name``
    joins them with `` // `` and ``names`` lists each.
    """

    name: str | None
    names: tuple[str, ...]
    mana_cost: ManaCost = NO_MANA_COST
    mana_value: float = 0
    colors: tuple[Color, ...] = ()
    color_indicator: tuple[Color, ...] | None = None
    supertypes: tuple[str, ...] = ()
    types: tuple[str, ...] = ()
    subtypes: tuple[str, ...] = ()
    rules_text: str = ""
    abilities: tuple[str, ...] = ()
    power: str | None = None
    toughness: str | None = None
    loyalty: str | None = None
    defense: str | None = None

    @property
    def type_line(self) -> str:
        left = " ".join(self.supertypes + self.types)
        return f"{left} — {' '.join(self.subtypes)}" if self.subtypes else left

    def has_type(self, card_type: str) -> bool:
        return card_type in self.types

    @property
    def is_land(self) -> bool:
        return "Land" in self.types

    def has_name(self, name: str) -> bool:
        """CR 201.2a: an object has a name if any of its names is that name."""
        return name in self.names


class Derivation(NamedTuple):
    """Characteristics together with the rules that produced them, in order."""

    characteristics: Characteristics
    trace: tuple[RuleNote, ...]


_KEYWORD_SPLIT_RE = re.compile(r"[,;]\s*")


def abilities_of(text: str, keywords: tuple[str, ...]) -> tuple[str, ...]:
    """The abilities in a piece of rules text, one per paragraph (CR 113.2c),
    with a line of keywords ("Flying, vigilance", "Double strike; bushido 2")
    split into one per keyword (702.1) and reminder text left out (207.2).
    A keyword is one of the data's ``keywords`` or of the rules' (702): the
    spoiler texts come with no list of keywords."""
    lowered = {k.lower() for k in keywords}
    found: list[str] = []
    for raw in strip_reminder_text(text).splitlines():
        line = raw.strip()
        if not line:
            continue
        parts = _KEYWORD_SPLIT_RE.split(line)
        # A keyword line has no sentence ending and no ability word's dash
        # ("Heroic — Whenever ..., scry 1." is one triggered ability).
        plain = not line.endswith(".") and "—" not in line
        if plain and len(parts) > 1 and all(_keyword_part(p, i, lowered) for i, p in enumerate(parts)):
            found.extend(p[:1].upper() + p[1:] for p in parts)
        else:
            found.append(line)
    return tuple(found)


def _keyword_part(part: str, index: int, keywords: set[str]) -> bool:
    """Whether a part of a line is a keyword: one the data lists, or one of
    the rules', written in lower case after the first of its line ("Flying,
    vigilance"; a capital there is a name's next word: "Partner with Trynn,
    Champion of Freedom")."""
    if _starts_with_keyword(part, keywords):
        return True
    return (index == 0 or part[:1].islower()) and _starts_with_keyword(part, KEYWORD_ABILITIES)


def _starts_with_keyword(part: str, keywords: set[str] | frozenset[str]) -> bool:
    lowered = part.lower()
    return any(lowered == k or lowered.startswith(k + " ") for k in keywords)


def from_face(
    face: Face,
    *,
    mana_value: float | None = None,
    mana_cost: ManaCost | None = None,
    colors: tuple[Color, ...] | None = None,
    color_indicator: tuple[Color, ...] | None = None,
) -> Characteristics:
    """The characteristics one face gives, with overrides the rules call for."""
    cost = face.mana_cost if mana_cost is None else mana_cost
    return Characteristics(
        name=face.name,
        names=(face.name,),
        mana_cost=cost,
        mana_value=cost.mana_value() if mana_value is None else mana_value,
        colors=face.colors if colors is None else colors,
        color_indicator=face.color_indicator if color_indicator is None else color_indicator,
        supertypes=face.types.supertypes,
        types=face.types.types,
        subtypes=face.types.subtypes,
        rules_text=face.oracle_text,
        abilities=abilities_of(face.oracle_text, face.keywords),
        power=face.power,
        toughness=face.toughness,
        loyalty=face.loyalty,
        defense=face.defense,
    )


def combined(faces: tuple[Face, ...]) -> Characteristics:
    """Two or more split halves combined (CR 709.4, 709.4b-c)."""
    cost = NO_MANA_COST
    for face in faces:
        cost = cost.combined(face.mana_cost)
    names = tuple(f.name for f in faces)
    return Characteristics(
        name=" // ".join(names),
        names=names,
        mana_cost=cost,
        mana_value=cost.mana_value(),
        colors=color_tuple(c for f in faces for c in f.colors),
        supertypes=_union(f.types.supertypes for f in faces),
        types=_union(f.types.types for f in faces),
        subtypes=_union(f.types.subtypes for f in faces),
        rules_text="\n//\n".join(f.oracle_text for f in faces),
        abilities=tuple(a for f in faces for a in abilities_of(f.oracle_text, f.keywords)),
    )


def _union(groups: object) -> tuple[str, ...]:
    seen: dict[str, None] = {}
    for group in groups:  # type: ignore[attr-defined]
        for item in group:
            seen[item] = None
    return tuple(seen)


FACE_DOWN_WARD = "Ward {2}"


def face_down(*, ward: bool = False) -> Characteristics:
    """CR 708.2a: a 2/2 face-down creature with no text, name, subtypes or mana
    cost; colorless (202.2) with mana value 0 (202.3a). Disguise and cloak add
    ward {2} (702.168a, 701.58a)."""
    return Characteristics(
        name=None,
        names=(),
        types=("Creature",),
        abilities=(FACE_DOWN_WARD,) if ward else (),
        rules_text=FACE_DOWN_WARD if ward else "",
        power="2",
        toughness="2",
    )
