"""Abilities compiled from rules text (issue 17): a line of a face's text
that no script covers is read by a grammar (``grammar.lark``, parsed with
Lark) and, when its parts are ones the compiler knows, becomes an ability of
the same model the scripts use (:mod:`mtgfaces.rules.state.abilities`).

A line is composed of parts: a trigger (``heads``), or costs before a
colon, then sentences of effects (``effects``) naming players and objects
(``objects``). It is compiled once (cached), when an object's abilities are
first looked up, never at the command line's start. A line the grammar
can't read, or whose parts don't fit together ("it" after two target
words, "it" with nothing to stand for), is not compiled: the card stays unimplemented
and says which line (:mod:`mtgfaces.rules.coverage`). Where a face has a
script, the script wins (:mod:`mtgfaces.rules.state.registry` compiles
only the lines no script covers).

>>> ability = compile_line("Gatstaf Shepherd",
...     "At the beginning of each upkeep, if no spells were cast last turn, transform Gatstaf Shepherd.")
>>> ability.rule, ability.event.value
('603.4', 'turn_step')
>>> compile_line("Gatstaf Shepherd", "Intimidate") is None
True
>>> bolt = "Lightning Bolt deals 3 damage to any target."
>>> compile_line("Lightning Bolt", bolt, spell=True).targets.kind.value
'any target'
"""

from __future__ import annotations

import os
import re
from collections.abc import Callable
from functools import cache, lru_cache

from lark import Lark, LarkError

from mtgfaces.rules.abilities.compiler.templates import build_activated, build_line
from mtgfaces.rules.state import mana_abilities
from mtgfaces.rules.state.abilities import Scripted

_SPACES = re.compile(r"\s+")
_REMINDER = re.compile(r"\s*\([^()]*\)")
# (capitalized where it starts a sentence: "{R}: This creature gets +1/+0 until end of turn.")
_SELF = re.compile(
    r"(?:\bthis|(?:^|(?<=[.:] ))This) (?:creature|permanent|token|artifact|enchantment|land|Vehicle"
    r"|Equipment|Aura|Room|Class|Case|card)\b"
)
# CR 207.2c: an ability word ("Landfall — ") has no rules meaning.
# (also before a static ability of ~ or "As long as": "Hellbent — ~ gets", "Descend 8 — ~ can't")
# A keyword written with a dash is not one: boast (702.142), exhaust (702.177), max speed
# (702.178), forecast (702.57), a Case's "To solve" and "Solved" (719.3), an Attraction's visit.
_ABILITY_WORD = re.compile(
    r"^(?![IV]+(?:, [IV]+)* —)(?!(?:Boast|Exhaust|Forecast|Max speed|To solve|Solved|Visit) —)"
    r"[A-Z][A-Za-z' ]*(?: [48])? — (?=(?:When|Whenever|At|As long as|During|~) |\{)"
)
# CR 207.2c's list of the ability words: each is dropped before whatever follows it.
_LISTED_ABILITY_WORD = re.compile(
    r"^(?:adamant|addendum|alliance|battalion|bloodrush|celebration|channel|chroma|cohort|constellation"
    r"|converge|council's dilemma|coven|delirium|descend 4|descend 8|disappear|domain|eerie|eminence"
    r"|enrage|fateful hour|fathomless descent|ferocious|flurry|formidable|grandeur|hellbent|heroic"
    r"|imprint|infusion|inspired|join forces|kinship|landfall|lieutenant|magecraft|metalcraft|morbid"
    r"|opus|pack tactics|paradox|parley|radiance|raid|rally|renew|repartee|revolt|secret council"
    r"|spell mastery|strive|survival|sweep|tempting offer|threshold|undergrowth|valiant|vivid|void"
    r"|will of the council) — ",
    re.IGNORECASE,
)
_CHAPTERS = re.compile(r"^([IV]+(?:, [IV]+)*) — ")
# CR 207.2d: a flavor word ("Jecht Beam — ", after a chapter number) has no rules meaning.
_FLAVOR_WORD = re.compile(r"^((?:iii|ii|iv|i|v|vi)(?:, (?:iii|ii|iv|i|v|vi))* — )[A-Z][A-Za-z' ]* — ")
# 602.1: a cost after a comma is written capitalized ("{1}, Sacrifice ~:").
_COST_WORD = re.compile(r"(?<=, )(Sacrifice|Discard|Exile|Remove|Pay|Put|Tap|Untap)\b")
_SENTENCE_START = re.compile(r"(^|[.:—] |—)([A-Z][a-z'’-]*(?:[A-Z][a-z]+)?)(?=[ .,:—]|$)")
# CR 602.1: an activated ability's costs, before the colon.
_COST = (
    r"(?:\{[^}]+\}|sacrifice ~|sacrifice (?:an?|another|two|three|four|five) [^,:.]+|exile ~"
    r"|exile an? [^,:.]+ face up"
    r"|tap (?:an|two|three|two other|three other) untapped [^,:.]+|pay \d+ life"
    r"|discard (?:a card|two cards|three cards|your hand)"
    r"|put a card exiled with ~ into its owner's graveyard"
    r"|remove (?:a|an|one|two|three|\d+) \S+ counters? from ~)"
)
_COSTS = re.compile(rf"^({_COST}(?:(?:, )?{_COST})*): (.+)$")


@cache
def _parser() -> Lark:
    with open(os.path.join(os.path.dirname(__file__), "grammar.lark"), encoding="utf-8") as grammar:
        return Lark(
            grammar.read(),
            parser="lalr",
            start=["line", "costs", "activated_effects"],
            maybe_placeholders=False,
        )


def normalize(face: str, line: str) -> str:
    """The line as the grammar reads it: reminder text dropped (207.2),
    single spaces, the face's own name (and "this creature", "this
    permanent", "this token": the newer wordings) written ``~``, an ability
    word dropped (207.2c), chapter numbers and the first letter of each
    sentence in lower case (a capitalized word left is a subtype). An
    ability in quotation marks is kept as written (113.1a: it is the text
    of what gets it), its closing period moved after the quotation mark."""
    text = _SPACES.sub(" ", _REMINDER.sub("", line).strip())
    if face:
        text = text.replace(face, "~")
        if (
            len(face) > 2 and face[0] == face[-1] == '"'
        ):  # a playtest card's quoted name: its text doesn't quote it
            text = text.replace(face[1:-1], "~")
        short = face.split(",", maxsplit=1)[0]
        if short != face and len(short) > 2:
            # 201.5c: a card may call itself by a shortened name, the part of
            # its name before the comma ("Jerren" for Jerren, Corrupted Bishop).
            text = re.sub(rf"\b{re.escape(short)}\b(?!, [A-Z])", "~", text)  # not another name's start
    quoted = _QUOTED.findall(text)
    text = _QUOTED.sub(lambda _: _QUOTE_MARK, text)
    text = _SELF.sub("~", text)
    text = _LISTED_ABILITY_WORD.sub("", text)
    text = _ABILITY_WORD.sub("", text)
    text = _CHAPTERS.sub(lambda m: m.group(1).lower() + " — ", text)
    text = _FLAVOR_WORD.sub(lambda m: m.group(1), text)
    text = text.replace("this Saga", "this saga")
    text = _COST_WORD.sub(lambda m: m.group(1).lower(), text)
    text = _SENTENCE_START.sub(_lower_if_known, text)
    for words in quoted:
        text = text.replace(_QUOTE_MARK, words, 1)
    return text[:-2] + '".' if text.endswith('."') else text


_QUOTED = re.compile(r'"[^"]*"')
_QUOTE_MARK = "\x00"  # where a quoted ability stands while the rest is normalized


def _lower_if_known(match: re.Match[str]) -> str:
    """A sentence's first word in lower case if the grammar knows it: one
    it doesn't ("Werewolves you control have menace") is a subtype (205.3)."""
    word = match.group(2)
    lower = word[0].lower() + word[1:]
    if _NON_SUBTYPE.fullmatch(lower):  # "Non-Angel creatures you control ..."
        return match.group(1) + lower
    # "It's": the grammar reads "it" then "'s"
    known = lower in _grammar_words() or (lower.split("'")[0] in _grammar_words() and "'" in lower)
    return match.group(1) + (lower if known else word)


_NON_SUBTYPE = re.compile(r"non-[A-Z][a-z]+")


@cache
def _grammar_words() -> frozenset[str]:
    """Every lower-case word the grammar's terminals spell."""
    found: set[str] = set()
    for terminal in _parser().terminals:
        found.update(re.findall(r"[a-z][a-z'’-]*", str(terminal.pattern.value)))
    return frozenset(found)


_FACE_UP = "when ~ is turned face up, "
_X = re.compile(r"(?<![{+-])\bX\b|[+-]X\b")


def _x_is_known(text: str, costs: re.Match[str] | None, *, spell: bool) -> bool:
    """107.3: an X in the text has a value only where something chose it: a
    spell's cost (601.2b), an activated ability's {X} cost (602.2b), or ",
    where X is ..." (608.2h). A trigger or static ability that says X
    otherwise (a morph's {X}, 107.3m's entering X) isn't read: it would run
    with X as 0. "When ~ is turned face up" reads the X chosen for its
    morph or disguise cost (702.37f, 702.168e)."""
    if not _X.search(text) or ", where X is" in text or text.startswith(_FACE_UP):
        return True
    if costs is not None:
        return "{X}" in costs.group(1)
    return spell


@lru_cache(maxsize=8192)
def compile_line(face: str, line: str, *, spell: bool = False) -> Scripted | None:
    """The ability the line is, for the face named ``face`` (an instant or
    sorcery face when ``spell``: its text is what it does as it resolves);
    ``None`` if the compiler can't read it."""
    if mana_abilities.from_line(face, line):
        return None  # 605.1a: a mana ability the rules read for every object with the line
    text = normalize(face, line)
    parser = _parser()
    costs = _COSTS.match(text)
    if not _x_is_known(text, costs, spell=spell):
        return None
    if costs is None and "the sacrificed" in text and not spell:
        # 608.2h: only an activated ability's cost or a spell's additional cost (601.2b) is noted;
        # the registry reads a spell's line only if its additional cost sacrifices one permanent
        return None
    try:
        if costs is not None:
            return build_activated(
                parser.parse(costs.group(1), start="costs"),
                parser.parse(costs.group(2), start="activated_effects"),
                face,
                line,
            )
        tree = parser.parse(text, start="line")
        defined = _STANDS_FOR.get(str(tree.data))
        if defined is not None:  # a keyword that means a text (702.1): that text, named by its line
            rule, stands_for = defined
            tree = parser.parse(normalize(face, stands_for(int(str(tree.children[0])))), start="line")
            built = build_line(tree, face, line, spell=spell)
            return None if built is None else built._replace(rule=rule)
        ability = build_line(tree, face, line, spell=spell)
    except LarkError:
        return None
    granting = _GRANTS.search(line)
    if ability is not None and granting is not None and not _granted_readable(line, granting):
        return None
    return ability


def _firebending(n: int) -> str:
    return (
        f"Whenever this creature attacks, add {'{R}' * n}. "
        "Until end of combat, you don't lose this mana as steps and phases end."
    )


def _bushido(n: int) -> str:
    return (
        f"Whenever this creature blocks or becomes blocked, this creature gets +{n}/+{n} until end of turn."
    )


_STANDS_FOR: dict[str, tuple[str, Callable[[int], str]]] = {
    # 702.45a: "Bushido N" means "Whenever this creature blocks or becomes blocked, it gets +N/+N
    # until end of turn." (702.45b: each instance triggers on its own)
    "bushido": ("702.45a", _bushido),
    # 702.189a: "Firebending N" means "Whenever this creature attacks, add N {R}. Until end of
    # combat, you don't lose this mana as steps and phases end."
    "firebending": ("702.189a", _firebending),
}
"""Keyword abilities defined as a text the grammar reads: the line compiles
as that text (a triggered ability here), named by the keyword's own line."""


_GRANTEE = "A Granted Ability"
"""The face name a granted ability is read with to see whether it can be."""


_GRANTS = re.compile(r'\b(?:has|have|gains|gain|with)(?: [a-z ,]+ and)? "([^"]+)"')


def _granted_readable(line: str, granting: re.Match[str]) -> bool:
    """113.1a: an ability granted in quotation marks counts as read only if
    the engine reads it too, as the object that gets it will have it (a mana
    ability, or a line the compiler reads), and if that object has a name to
    be read by (not a face-down one, 708.2)."""
    if "face-down" in line[: granting.start()].lower():
        return False
    granted = granting.group(1)
    return bool(mana_abilities.from_line(_GRANTEE, granted)) or compile_line(_GRANTEE, granted) is not None
