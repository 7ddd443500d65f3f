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


KEYWORD_ABILITIES: frozenset[str] = frozenset(
    (
        # CR 702.2-702.190, by the name each rule gives it, in lower case.
        "deathtouch", "defender", "double strike", "enchant", "equip", "first strike", "flash",
        "flying", "haste", "hexproof", "indestructible", "intimidate", "landwalk", "lifelink",
        "protection", "reach", "shroud", "trample", "vigilance", "ward", "banding", "rampage",
        "cumulative upkeep", "flanking", "phasing", "buyback", "shadow", "cycling", "echo",
        "horsemanship", "fading", "kicker", "flashback", "madness", "fear", "morph", "amplify",
        "provoke", "storm", "affinity", "entwine", "modular", "sunburst", "bushido", "soulshift",
        "splice", "offering", "ninjutsu", "epic", "convoke", "dredge", "transmute", "bloodthirst",
        "haunt", "replicate", "forecast", "graft", "recover", "ripple", "split second", "suspend",
        "vanishing", "absorb", "aura swap", "delve", "fortify", "frenzy", "gravestorm", "poisonous",
        "transfigure", "champion", "changeling", "evoke", "hideaway", "prowl", "reinforce",
        "conspire", "persist", "wither", "retrace", "devour", "exalted", "unearth", "cascade",
        "annihilator", "level up", "rebound", "umbra armor", "infect", "battle cry",
        "living weapon", "undying", "miracle", "soulbond", "overload", "scavenge", "unleash",
        "cipher", "evolve", "extort", "fuse", "bestow", "tribute", "dethrone", "hidden agenda",
        "outlast", "prowess", "dash", "exploit", "menace", "renown", "awaken", "devoid", "ingest",
        "myriad", "surge", "skulk", "emerge", "escalate", "melee", "crew", "fabricate", "partner",
        "undaunted", "improvise", "aftermath", "embalm", "eternalize", "afflict", "ascend",
        "assist", "jump-start", "mentor", "afterlife", "riot", "spectacle", "escape", "companion",
        "mutate", "encore", "boast", "foretell", "demonstrate", "daybound", "nightbound",
        "disturb", "decayed", "cleave", "training", "compleated", "reconfigure", "blitz",
        "casualty", "enlist", "read ahead", "ravenous", "squad", "space sculptor", "visit",
        "prototype", "living metal", "more than meets the eye", "for mirrodin!", "toxic",
        "backup", "bargain", "craft", "disguise", "solved", "plot", "saddle", "spree",
        "freerunning", "gift", "offspring", "impending", "exhaust", "max speed",
        "start your engines!", "harmonize", "mobilize", "job select", "tiered", "station", "warp",
        "mayhem", "web-slinging", "firebending", "sneak", "increment", "paradigm",
        # Variants the rules name: 702.6e, 702.11d, 702.14c, 702.16, 702.29e, 702.33c,
        # 702.37b, 702.49d (commander ninjutsu), 702.106 (double agenda), 702.124j (partner
        # with); "totem armor" is umbra armor's older name (702.89b).
        "equip planeswalker", "hexproof from", "protection from", "basic landcycling",
        "landcycling", "typecycling", "multikicker", "megamorph", "commander ninjutsu",
        "double agenda", "partner with", "totem armor", "nonbasic landwalk", "legendary landwalk",
        "islandwalk", "swampwalk", "forestwalk", "mountainwalk", "plainswalk", "desertwalk",
        "islandcycling", "swampcycling", "forestcycling", "mountaincycling", "plainscycling",
        "wizardcycling", "slivercycling",
    )
)  # fmt: skip
"""The keyword abilities of the Comprehensive Rules (702), with the variants
the rules and the card data name, in lower case: what a line of keywords can
be made of (:mod:`mtgfaces.cards.line_breaks` reads it)."""
