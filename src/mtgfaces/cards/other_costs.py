"""The morph and disguise costs that aren't mana, as printed (CR 702.37a,
702.168a): "Morph—Reveal a white card in your hand", "Morph—Discard a Zombie
card", "Morph—Sacrifice another creature", "Morph—Return two Islands you
control to their owner's hand", "Morph—Pay 5 life", read into an
:class:`OtherCost`; words not described here aren't read (``None``). Paying
one is the actions' (:mod:`mtgfaces.rules.actions.face_up_costs`)."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, NamedTuple

from mtgfaces.cards.characteristics import Zone
from mtgfaces.cards.colors import Color

if TYPE_CHECKING:
    from mtgfaces.cards.model import Face

_NUMBERS = {"a": 1, "an": 1, "another": 1, "one": 1, "two": 2, "three": 3}
_COLORS = {c.name.lower(): c for c in Color}
_PLURAL = {"Islands": "Island", "Mountains": "Mountain", "Forests": "Forest", "Plains": "Plains"}
_PLURAL |= {"Swamps": "Swamp", "Birds": "Bird", "creatures": "creature"}

_LINE = re.compile(r"^(?P<keyword>Morph|Megamorph|Disguise)—(?P<cost>[^(]+?)\.?\s*(?:\(.*)?$")
_REVEAL = re.compile(r"^Reveal (?P<n>an?|two) (?P<color>white|blue|black|red|green) cards? in your hand$")
_DISCARD = re.compile(r"^Discard (?P<n>an?|two) (?:(?P<subtype>[A-Z][a-z]+) )?cards?$")
_SACRIFICE = re.compile(r"^Sacrifice (?P<n>an?|another|two|three) (?P<what>creatures?|[A-Z][a-z]+)$")
_RETURN = re.compile(
    r"^Return (?P<n>an?|two|three) (?P<what>creatures?|[A-Z][a-z]+) you control"
    r" to (?:its|their) owners?'s? hands?$"
)
_LIFE = re.compile(r"^Pay (?P<n>\d+) life$")


class OtherCost(NamedTuple):
    """A cost that isn't mana, as read from the line: ``verb`` (reveal,
    discard, sacrifice, return, life), how many, and what may pay it: cards
    in hand of a ``color`` or ``subtype``, or permanents its controller
    controls of a card ``type`` or ``subtype`` (``another``: not itself)."""

    verb: str
    number: int
    words: str
    color: Color | None = None
    subtype: str = ""
    card_type: str = ""
    another: bool = False

    @property
    def zone(self) -> Zone:
        return Zone.HAND if self.verb in ("reveal", "discard") else Zone.BATTLEFIELD


def other_cost(face: Face, keyword: str) -> OtherCost | None:
    """The non-mana cost after ``keyword`` ("Morph", "Megamorph",
    "Disguise") on the face, if the face has one these words describe."""
    for line in face.oracle_text.split("\n"):
        found = _LINE.match(line.strip())
        if found is not None and found.group("keyword") == keyword:
            return read(found.group("cost").strip())
    return None


def read(text: str) -> OtherCost | None:
    """The cost the words describe, or ``None``.

    >>> read("Reveal a white card in your hand").color
    <Color.WHITE: 'W'>
    >>> read("Return two Islands you control to their owner's hand")[:3]
    ('return', 2, "Return two Islands you control to their owner's hand")
    """
    if (found := _REVEAL.match(text)) is not None:
        return OtherCost("reveal", _NUMBERS[found["n"]], text, color=_COLORS[found["color"]])
    if (found := _DISCARD.match(text)) is not None:
        return OtherCost("discard", _NUMBERS[found["n"]], text, subtype=found["subtype"] or "")
    if (found := _LIFE.match(text)) is not None:
        return OtherCost("life", int(found["n"]), text)
    for verb, pattern in (("sacrifice", _SACRIFICE), ("return", _RETURN)):
        if (found := pattern.match(text)) is not None:
            what = _PLURAL.get(found["what"], found["what"])
            card_type, subtype = ("Creature", "") if what == "creature" else ("", what)
            number = _NUMBERS[found["n"]]
            another = found["n"] == "another"
            return OtherCost(verb, number, text, subtype=subtype, card_type=card_type, another=another)
    return None
