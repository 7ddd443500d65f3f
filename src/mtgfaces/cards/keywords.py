"""Keyword abilities read from rules text where they matter to faces: the
costs of morph, megamorph, disguise and the like (CR 702).

>>> from mtgfaces.cards.model import make_face
>>> face = make_face("Den Protector", oracle_text="Megamorph {1}{G} (...)", keywords=("Megamorph",))
>>> keyword_cost(face, "Megamorph").text
'{1}{G}'
"""

from __future__ import annotations

import re
from functools import lru_cache

from mtgfaces.cards.mana import ManaCost
from mtgfaces.cards.model import Face, strip_reminder_text

_COSTED = re.compile(r"^(?P<keyword>[A-Z][A-Za-z ]*?)(?: |—)(?P<cost>(?:\{[^}]+\})+)", re.MULTILINE)


@lru_cache(maxsize=4096)
def _costs(text: str) -> dict[str, str]:
    found: dict[str, str] = {}
    for match in _COSTED.finditer(strip_reminder_text(text)):
        found.setdefault(match.group("keyword").strip().lower(), match.group("cost"))
    return found


def keyword_cost(face: Face, keyword: str) -> ManaCost | None:
    """The mana cost printed after ``keyword`` at the start of a line of the
    face's rules text ("Morph {2}{U}", "Disguise {1}{W}", "Disturb {1}{U}"),
    or ``None`` when the face has no such keyword ability."""
    cost = _costs(face.oracle_text).get(keyword.lower())
    return None if cost is None else ManaCost.parse(cost, card=face.name)


def costed_keywords(face: Face) -> frozenset[str]:
    """The keywords, in lower case, that :func:`keyword_cost` finds a cost
    for on the face: ``keyword_cost(face, k) is not None`` exactly when
    ``k.lower()`` is in it (one lookup for several keywords).

    >>> from mtgfaces.cards.model import make_face
    >>> sorted(costed_keywords(make_face("Den Protector", oracle_text="Megamorph {1}{G}")))
    ['megamorph']
    """
    return _costed_keywords(face.oracle_text)


@lru_cache(maxsize=4096)
def _costed_keywords(text: str) -> frozenset[str]:
    return frozenset(_costs(text))


@lru_cache(maxsize=4096)
def stripped_lines(abilities: tuple[str, ...]) -> frozenset[str]:
    """The lines of an object's abilities, stripped and in lower case: a
    keyword ability alone on its line is in it ("flash", "hexproof").
    Remembered by the lines (listing and targeting ask it again and again).

    >>> sorted(stripped_lines(("Flash", " Hexproof ", "Flying, vigilance")))
    ['flash', 'flying, vigilance', 'hexproof']
    """
    return frozenset(line.strip().lower() for line in abilities)


def has_keyword(face: Face, keyword: str) -> bool:
    """Whether the face has the keyword ability (from the data's keywords or
    its own text, reminder text left out)."""
    wanted = keyword.lower()
    if any(k.lower() == wanted for k in face.keywords):
        return True
    return any(
        line.strip().lower().startswith(wanted) for line in strip_reminder_text(face.oracle_text).splitlines()
    )
