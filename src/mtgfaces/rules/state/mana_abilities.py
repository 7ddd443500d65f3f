"""Mana abilities every object with such a line of text has, without a
script per card (CR 605): "{T}: Add {G}.", "{T}: Add {W} or {U}.",
"{T}: Add {C}{C}.", "{T}: Add {R}, {G}, or {W}.", "{T}: Add one mana of any
color.", each optionally with "Spend this mana only to cast noncreature
spells." (106.6), and the intrinsic "{T}: Add [mana]" of each basic land type
(305.6). A line with more to it (a condition, a restriction on spending, a
second sentence, a cost beyond {T}) is not read here: a card script covers
it, the compiler reads it (``rules/abilities/compiler/mana.py``, a mana
ability all the same, 605.1a), or the engine doesn't run it
(:mod:`mtgfaces.rules.coverage` says so). Only the abilities read here are
the sources an automatic payment taps (their mana is known before they are
activated); a compiled one is activated first, its mana then in the pool.

>>> [a.produces for a in from_line("Tundra", "{T}: Add {W} or {U}.")]
[('{W}', '{U}')]
>>> [a.produces for a in intrinsic(("Forest", "Island"))]
[('{U}',), ('{G}',)]
"""

from __future__ import annotations

import re
from functools import cache

from mtgfaces.rules.state.abilities import Activated, Cost, Effect, Resolution
from mtgfaces.rules.state.events import Event, EventKind
from mtgfaces.rules.state.mana import MANIFESTED_FACE_UP, MORPH_COST, parse_pool
from mtgfaces.rules.state.pools import add_to_pool

BASIC_LAND_MANA = {"Plains": "{W}", "Island": "{U}", "Swamp": "{B}", "Mountain": "{R}", "Forest": "{G}"}
"""CR 305.6: the mana each basic land type's intrinsic ability adds."""

RULES_FACE = ""
"""The ``face`` of an ability that belongs to the rules, not to a card's
script: any object with the line has it."""

_SYMBOLS = r"(?:\{[WUBRGC]\})+"
_LINE = re.compile(
    rf"^\{{T\}}: Add (?P<what>{_SYMBOLS}(?:(?:, | or |, or ){_SYMBOLS})*"
    r"|one mana of any color|(?:two|three) mana of any one color)\."
    r"(?: Spend this mana only to cast (?:an? )?(?P<only>(?:non)?[a-z]+(?: or (?:non)?[a-z]+)?) spells?\."
    r"| Spend this mana only (?P<purposes>to cast a face-down creature spell, pay a mana cost to turn a "
    r"manifested creature face up, or pay a morph cost)\.)?$"
)
_PURPOSES = {
    # 106.6 (Qarsi Deceiver): a spell cast face down (708.4), the special actions of 701.40b and 702.37e
    "to cast a face-down creature spell, pay a mana cost to turn a manifested creature face up, or pay a "
    "morph cost": f"face-down creature or {MANIFESTED_FACE_UP} or {MORPH_COST}",
}
_ANY_COLOR = ("{W}", "{U}", "{B}", "{R}", "{G}")


@cache
def from_line(face: str, line: str) -> tuple[Activated, ...]:
    """The mana ability a line of rules text is, if it is one this module
    reads (605.1a: no target, a {T} cost, it adds mana); ``face`` names the
    card face for messages only."""
    match = _LINE.match(line)
    if match is None:
        return ()
    what = match.group("what")
    choices: tuple[str, ...]
    if what == "one mana of any color":
        choices = _ANY_COLOR
    elif what.endswith("mana of any one color"):  # 106.1b: that many of the one color chosen
        choices = tuple(symbol * (2 if what.startswith("two") else 3) for symbol in _ANY_COLOR)
    else:
        choices = tuple(re.split(r", or |, | or ", what))
    only = match.group("only") or _PURPOSES.get(match.group("purposes") or "", "")
    return (_ability(line, choices, "605.1a", only),)


@cache
def intrinsic(subtypes: tuple[str, ...]) -> tuple[Activated, ...]:
    """The intrinsic mana abilities of a land's basic land types (305.6,
    also when an effect gives it the type, 305.7)."""
    return tuple(
        _ability(f"{{T}}: Add {mana}.", (mana,), "305.6")
        for land_type, mana in BASIC_LAND_MANA.items()
        if land_type in subtypes
    )


def _ability(text: str, choices: tuple[str, ...], rule: str, only: str = "") -> Activated:
    """``only``: what the mana may be spent on (106.6), as a kind of spell."""
    return Activated(
        RULES_FACE,
        text,
        Cost(tap=True),
        add_mana(*choices, only=only),
        rule,
        mana_ability=True,
        produces=choices,
        spend_only=only,
    )


def add_mana(*symbols: str, only: str = "") -> Effect:
    """A mana ability's effect (106.1, 605): ``symbols`` are the choices
    (each one or more mana, "{R}" or "{C}{C}"), the first unless the
    activation chose another (``chosen``: "R" or "{R}"). The mana goes into
    its controller's pool (106.4), snow mana when the source is snow (106.3),
    spendable only on ``only`` spells if that is given (106.6)."""

    def add(res: Resolution) -> None:
        wanted = res.noted.get("chosen", "").split("|")[0].strip().strip("{}").upper()
        chosen = next((s for s in symbols if s.strip("{}").upper() == wanted), symbols[0])
        put_mana(res, chosen, only=only)

    return add


def put_mana(res: Resolution, mana: str, *, only: str = "", kept: bool = False, combat: bool = False) -> None:
    """``mana`` ("{G}{G}") goes into the controller's pool (106.4) as an
    ability resolves: snow mana when its source is snow (106.3), spendable
    only on ``only`` spells if that is given (106.6), and not lost as steps
    and phases end this turn when ``kept`` (106.4), or this combat phase
    when ``combat`` (702.189a, 500.5a)."""
    snow = (
        res.source is not None
        and res.source in res.game
        and "Snow" in res.game.characteristics(res.source).supertypes
    )
    units = [u._replace(snow=snow, only=only, kept=kept, combat=combat) for u in parse_pool(mana)]
    add_to_pool(res.game, res.controller, units)
    res.game.record(
        Event(EventKind.MANA_ADDED, object=res.source, player=res.controller, rule="106.4", note=mana)
    )
