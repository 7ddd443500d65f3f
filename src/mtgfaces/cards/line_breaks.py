"""Line breaks the card data lost: "Some spoiler text lacks a line break"
(the data README, "Known gaps and faults").

Each paragraph of a card's rules text is a separate ability (CR 113.2c); only
keyword abilities may share a line (702.1). Some pre-release texts in the data
glue two paragraphs together ("FlashWhen Green Slime enters the battlefield,
..."), so a reader would take two abilities for one wrong one. The glue shows
where the break was, because no Oracle text has it:

- a sentence's end (a lowercase letter, digit or ``}`` then ``.`` or ``!``)
  or a reminder text's ``)`` directly followed by a capital letter, ``{``, a
  mode's bullet or a loyalty cost ("+1:", "−3:", "0:"). A quote mark between
  them closes a quoted ability when the line holds an odd number of quote
  marks before it (the break follows it), and opens the next line's text
  otherwise (the break comes before it);
- a line of keyword abilities (:data:`~mtgfaces.cards.keywords.KEYWORD_ABILITIES`,
  whole words, any case, each with its number or cost: "toxic 2", "ward {2}")
  directly followed by a capital letter or ``{``;
- a Class's "[Cost]: Level N" (716.2a) directly followed by its abilities;
- a mode's bullet (700.2) anywhere but at the start of a line.

Anything else stays as it is: card names with inner capitals ("Ramirez
DePietro"), costs ("{T}:", "{U}{U}"), initials ("B.O.B."), a quoted ability
that goes on ("has \\"{T}: Add {G}.\\""), loyalty costs at a line's start.

>>> restore_line_breaks("FlashWhen this creature enters, draw a card.")
'Flash\\nWhen this creature enters, draw a card.'
>>> restore_line_breaks("Flying, vigilance, toxic 2Corrupted — At the beginning of your end step, scry 1.")
'Flying, vigilance, toxic 2\\nCorrupted — At the beginning of your end step, scry 1.'
>>> restore_line_breaks("Put a counter on B.O.B. {T}: Add {U}{U}.")
'Put a counter on B.O.B. {T}: Add {U}{U}.'
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from functools import cache

from mtgfaces.cards.keywords import KEYWORD_ABILITIES

# Keywords whose parameter is words (702.5a "Enchant [object or player]",
# 702.16a "Protection from [quality]", 702.11d, 702.41a, 702.47a, 702.124j).
_WORDED = ("enchant", "protection from", "hexproof from", "affinity for", "splice onto", "partner with")
_CLASS_LEVEL = re.compile(r"(?:\{[^{}]+\})+: Level \d+(?=[A-Z{])")  # CR 716.2a
# What starts a line: a capital, a symbol, a mode's bullet (700.2), a loyalty
# cost (606.3; "−" is the minus sign the data prints).
_NEXT = r"(?:[A-Z{•]|[+−](?:\d+|X):|0:)"
# A capital before the period ends a sentence too ("A, E, I, O, or U.Whenever")
# when a word follows, not another initial ("B.O.B.").
_GLUED_END = re.compile(rf'(?:(?<=[a-z0-9}}])[.!]|(?<=[A-Z])\.(?=[A-Z][a-z]|\{{)|\))(?P<quote>")?(?={_NEXT})')
_BULLET = re.compile("(?<=.)•")


def _alternation(names: Iterable[str]) -> str:
    # Longest first, so that "flashback" is tried before "flash".
    return "|".join(re.escape(name) for name in sorted(names, key=lambda n: (-len(n), n)))


@cache
def _keyword_line() -> re.Pattern[str]:
    """A line's start made of keyword abilities and glued to what follows.
    Compiled on first use: the alternation of every keyword costs an import
    several milliseconds."""
    plain = _alternation(k for k in KEYWORD_ABILITIES if k not in _WORDED)
    # A keyword, a whole word in any case, with its number ("toxic 2", "crew X")
    # and/or its cost ("ward {2}", "equip {1}{W}"), all its symbols taken.
    part = rf"(?i:{plain})(?![a-z'-])(?: (?:\d+|X)(?![\d/]))?(?: (?:\{{[^{{}}\s]+\}})++)?"
    # A keyword with words: they run up to the glued capital ("Enchant creature
    # you controlWhen", "Protection from RobotsField ...").
    worded = rf"(?i:{_alternation(_WORDED)}) [A-Za-z ,'-]*?[a-z]"
    return re.compile(rf"(?:{part}|{worded})(?:, (?:{part}|{worded}))*(?=[A-Z{{])")


def restore_line_breaks(text: str) -> str:
    """``text`` with the line breaks put back where two paragraphs are glued
    together (see the module's docstring for where); text with none glued
    comes back unchanged (the same object)."""
    if not text:
        return text
    lines: list[str] = []
    for line in text.split("\n"):
        lines.extend(_split(line))
    joined = "\n".join(lines)
    return text if joined == text else joined


def _split(line: str) -> list[str]:
    parts: list[str] = []
    rest = line
    while (cut := _first_cut(rest)) is not None:
        parts.append(rest[:cut])
        rest = rest[cut:]
    parts.append(rest)
    return parts


def _first_cut(line: str) -> int | None:
    """Where the first glued line break of ``line`` was, if any."""
    at_start = _keyword_line().match(line) or _CLASS_LEVEL.match(line)
    if at_start is not None:
        return at_start.end()
    cuts: list[int] = []
    end = _GLUED_END.search(line)
    if end is not None:
        if end.group("quote") is None:
            cuts.append(end.end())
        else:
            opened = line.count('"', 0, end.start("quote")) % 2 == 1
            # A closing quote ends the quoted ability; an opening one starts the next line.
            cuts.append(end.end() if opened else end.start("quote"))
    bullet = _BULLET.search(line)
    if bullet is not None:
        cuts.append(bullet.start())
    return min(cuts) if cuts else None
