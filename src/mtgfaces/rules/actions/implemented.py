"""Which lines of rules text the engine runs (the knowledge behind
:mod:`mtgfaces.rules.coverage`, kept here, in the actions layer, so that a
strict game can refuse to put a card it doesn't run onto the battlefield
while an effect resolves, :mod:`mtgfaces.rules.actions.moves`).

A line runs when a scripted or compiled ability covers it (113.6), when it
is a line of keywords the engine implements, each of them (702.1), when the
rules of entering or of combat read it, or when it is reminder text (207.2).
A battle the card data gives no printed defense can't be played by the rules
(310.4b: it would enter with no defense counters and go to the graveyard,
704.5v): that gap of the data is listed as a line not run,
:data:`~mtgfaces.rules.state.battles.NO_DEFENSE`.
"""

from __future__ import annotations

import re

from mtgfaces.cards import other_costs
from mtgfaces.cards.characteristics import Characteristics
from mtgfaces.cards.model import says_its_own_color
from mtgfaces.rules.actions.entering import runs_line
from mtgfaces.rules.actions.restrictions import runs_line as says_it_of_itself
from mtgfaces.rules.state import battles, registry
from mtgfaces.rules.state.costs import additional_costs, reduces_its_own_cost

KEYWORDS_RUN: dict[str, str] = {
    "flying": "702.9",
    "reach": "702.17",
    "haste": "702.10",
    "vigilance": "702.20",
    "lifelink": "702.15",
    "trample": "702.19",
    "deathtouch": "702.2",
    "menace": "702.111",
    "first strike": "702.7",
    "double strike": "702.4",
    "flash": "702.8",
    "defender": "702.3",
    "indestructible": "702.12",
    "hexproof": "702.11",
    "shroud": "702.18",
    "intimidate": "702.13",
    "fear": "702.36",
    "skulk": "702.118",
    "protection": "702.16",
    "ward": "702.21",
    "morph": "702.37",
    "megamorph": "702.37b",
    "disguise": "702.168",
    "foretell": "702.143",
    "disturb": "702.146",
    "daybound": "702.145",
    "nightbound": "702.145",
    "craft": "702.167",
    "more than meets the eye": "702.162",
    "fuse": "702.102",
    "aftermath": "702.127",
    "prototype": "702.160",
    "enchant": "303.4a",
    "sunburst": "702.44",
    "flashback": "702.34",
    "kicker": "702.33",  # the cost; what a kicked spell does is the script's
    "devoid": "702.114",  # colorless in every zone: the face's colors (cards/model.py face_colors)
    "living metal": "702.161a",  # an artifact creature during your turn (abilities/cards/keywords.py)
    # A conspiracy starts face down with a name chosen in secret, and its
    # owner may turn it face up (actions/conspiracies.py).
    "hidden agenda": "702.106",
}
"""The keyword abilities the engine runs, each with its rule."""


def _keyword_line(line: str) -> bool:
    """Whether every part of the line is a keyword the engine runs."""
    parts = [p.strip() for p in re.split(r"[,;]", line) if p.strip()]
    return bool(parts) and all(any(_starts(p, k) for k in KEYWORDS_RUN) for p in parts)


def _starts(written: str, keyword: str) -> bool:
    part = written.lower()
    if part == keyword or part.startswith(keyword + " "):
        return True
    if not part.startswith((keyword + "—", keyword + " —")):
        return False
    # A cost after an em dash isn't mana ("Morph—Sacrifice another creature",
    # 702.37a): the engine pays ward's life (702.21a) and the morph and
    # disguise costs cards/other_costs.py reads.
    if keyword in ("morph", "megamorph", "disguise"):
        cost = written.split("—", 1)[1].split("(", maxsplit=1)[0]
        return other_costs.read(cost.strip().rstrip(".")) is not None
    return bool(_WARD_LIFE.match(part))


_WARD_LIFE = re.compile(r"^ward ?—pay \d+ life")


# 905.2: abilities that function only during a Conspiracy draft. In a game
# they do nothing, which is what the engine does with them. (A line that
# reads what the draft noted, "the number of cards you removed from the
# draft", does act in the game, and is not one of these.)
_DRAFT_ONLY = re.compile(
    r"^(?:Draft (?:this card|~|.+) face up\."
    r"|As you draft a card, you may (?:draft an additional card|remove it from the draft)[^.]*\.(?: .*)?"
    r"|Instead of drafting a card from a booster pack, .*"
    r"|During the draft, you may turn .* face down\..*"
    r"|As long as .* is face up during the draft, .*)$"
)


def draft_only(line: str) -> bool:
    """905.2: whether the line works only during the draft (nothing in a game).

    >>> draft_only("Draft Whispergear Sneak face up.")
    True
    >>> draft_only("Cogwork Grinder enters the battlefield with X +1/+1 counters on it, where X "
    ...            "is the number of cards you removed from the draft with cards named Cogwork Grinder.")
    False
    """
    return bool(_DRAFT_ONLY.match(line)) and "enters the battlefield" not in line


def lines_not_run(value: Characteristics) -> list[str]:
    """The lines of rules text of an object with these characteristics that
    the engine does not run (and, for a battle the data gives no printed
    defense, :data:`~mtgfaces.rules.state.battles.NO_DEFENSE`)."""
    scripted = set(registry.unscripted(value)) - {need.line for need in additional_costs(value)}
    gap = [battles.NO_DEFENSE] if battles.is_battle(value) and battles.printed_defense(value) is None else []
    return gap + [
        line
        for line in value.abilities
        if line in scripted
        and not _keyword_line(line)
        and not runs_line(value, line)
        and not says_it_of_itself(value, line)
        and not says_its_own_color(line, value.name or "")
        and not reduces_its_own_cost(line)
        and not draft_only(line)
        and not (line.startswith("(") and line.endswith(")"))
    ]
