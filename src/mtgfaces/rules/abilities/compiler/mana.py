"""Compiled clauses that add mana (CR 106.1, 106.4), in a mana ability
(605.1a: an activated ability without a target that could add mana; it
doesn't use the stack, 605.3b) or in a triggered ability or spell (which
uses the stack, 605.1b: a trigger that isn't on a mana ability isn't one):
"add {G}{G}", "add {R} or {G}", "add one mana of any color", "add two
mana of any one color", "add X mana of any one color, where X is ...",
"add {G} for each creature you control", "add an amount of {G} equal to ~'s
power"; and the sentences after it that say what that mana is: "Until end
of turn, you don't lose this mana as steps and phases end" (106.4), "Spend
this mana only to cast ..." (106.6: instant or sorcery spells, spells with
mana value 4 or greater, Room spells and unlocking doors, a creature spell of
the type chosen as the source entered or a legendary creature spell). The clauses by
rule name in :data:`CLAUSES`, the sentences in :data:`SENTENCES`.

An amount counted by the clause (608.2h) is counted as it resolves: as the
mana ability is activated (605.3b), or as the trigger resolves. A choice of
color is made as it resolves (106.1b, 608.2d); a mana ability's activator
may give it as it activates (``chosen``, 605.3a).
"""

from __future__ import annotations

from collections.abc import Callable

from lark import Token, Tree

from mtgfaces.cards.characteristics import Zone
from mtgfaces.rules.abilities.compiler.changing import chosen_type
from mtgfaces.rules.abilities.compiler.objects import Builder, Reading, matches, power_of_source
from mtgfaces.rules.abilities.compiler.phrases import Unreadable, read_filter
from mtgfaces.rules.state.abilities import Effect, Resolution
from mtgfaces.rules.state.choices import Question, ask
from mtgfaces.rules.state.mana import UNLOCK_DOOR
from mtgfaces.rules.state.mana_abilities import put_mana

COLORS = {"white": "{W}", "blue": "{U}", "black": "{B}", "red": "{R}", "green": "{G}"}
"""The five colors of mana by name (105.1, 106.1a), as their symbols."""


class ManaTerms:
    """What the sentences after an "add" clause say of the mana it adds,
    read before the ability ever resolves: kept until end of turn (106.4)
    or of combat (702.189a),
    spendable only on some spells (106.6)."""

    def __init__(self) -> None:
        self.kept = False
        self.combat = False
        self.only = ""  # what it may be spent on (106.6), as Unit.only says it


def _terms(reading: Reading) -> ManaTerms:
    """The terms of the mana the ability's "add" clauses add (one set per
    ability: "this mana" is all of it)."""
    if reading.mana is None:
        reading.mana = ManaTerms()
    return reading.mana


def _symbols(clause: Tree[Token]) -> list[str]:
    return [str(t) for t in clause.children if isinstance(t, Token) and t.type == "MANA"]


def _plain(symbol: str) -> str:
    """106.1b: one mana of one type, as {W} {U} {B} {R} {G} or {C}."""
    if symbol not in ("{W}", "{U}", "{B}", "{R}", "{G}", "{C}"):
        raise Unreadable(f"{symbol} isn't one mana of one type")
    return symbol


def _add(terms: ManaTerms, res: Resolution, mana: str) -> None:
    if mana:
        put_mana(res, mana, only=_fixed_terms(terms.only, res), kept=terms.kept, combat=terms.combat)


_CHOSEN_TYPE = "the chosen type"
"""In what mana may be spent on, as the ability is read: the creature type
chosen as its source entered, fixed as the mana is added."""


def _fixed_terms(only: str, res: Resolution) -> str:
    """607.2d, 106.6: "of the chosen type": the type its source's controller
    chose as it entered, read as the mana is added (the mana keeps it); a
    kind naming it fits nothing if no type was chosen."""
    if _CHOSEN_TYPE not in only:
        return only
    source = res.game.get(res.source) if res.source is not None and res.source in res.game else None
    chosen = chosen_type(source) if source is not None else None
    kinds = only.split(" or ")
    if chosen is None:
        return " or ".join(k for k in kinds if _CHOSEN_TYPE not in k) or "nothing"
    return " or ".join(k.replace(_CHOSEN_TYPE, chosen) for k in kinds)


def _fixed(reading: Reading, _: list[Tree[Token]], clause: Tree[Token]) -> Effect:
    terms = _terms(reading)
    mana = "".join(_plain(s) for s in _symbols(clause))

    def add(res: Resolution) -> None:
        """106.4: "add {G}{U}": the mana goes into its controller's pool."""
        _add(terms, res, mana)

    return add


def _choose(res: Resolution, options: dict[str, str], what: str) -> str:
    """The symbol of the choice made as the ability resolves (608.2d): the
    one its activator gave as they activated it (605.3a: "G", "{G}" or
    "green"), else asked of its controller."""
    given = res.noted.get("chosen", "").split("|")[0].strip().lower()
    if given.startswith("{") and "}" in given:  # "{u}{u}": all of one color, its first symbol
        given = given[: given.index("}") + 1]
    for word, symbol in options.items():
        if given in (word, symbol.lower(), symbol.strip("{}").lower()):
            return symbol
    prompt = f"{res.source_name}: add {what}"
    question = Question(res.controller, "color", prompt, tuple(options), 1, 1, "106.1b")
    (picked,) = ask(res.game, question, default=(next(iter(options)),))
    return options[picked]


def _any_color(reading: Reading, _: list[Tree[Token]], __: Tree[Token]) -> Effect:
    terms = _terms(reading)

    def add(res: Resolution) -> None:
        """106.1b, 608.2d: "add one mana of any color": its controller
        chooses the color."""
        _add(terms, res, _choose(res, COLORS, "one mana of which color?"))

    return add


def _one_of(reading: Reading, _: list[Tree[Token]], clause: Tree[Token]) -> Effect:
    terms = _terms(reading)
    named = {v: k for k, v in COLORS.items()} | {"{C}": "colorless"}
    options = {named[_plain(s)]: s for s in _symbols(clause)}

    def add(res: Resolution) -> None:
        """608.2d: "add {R} or {G}": its controller chooses which."""
        _add(terms, res, _choose(res, options, " or ".join(options.values()) + "?"))

    return add


_NUMBERS = {"two": 2, "three": 3, "four": 4, "five": 5}


def _one_color(reading: Reading, _: list[Tree[Token]], clause: Tree[Token]) -> Effect:
    terms = _terms(reading)
    (word,) = (str(t) for t in clause.children if isinstance(t, Token))
    fixed = _NUMBERS.get(word)

    def add(res: Resolution) -> None:
        """106.1b, 107.3: "add two mana of any one color", "add X mana of
        any one color" (X as the sentence's "where X is" says, 608.2h): all
        of the one color its controller chooses."""
        many = fixed if fixed is not None else max(0, int(res.noted.get("x", "0")))
        _add(terms, res, _choose(res, COLORS, f"{many} mana of which one color?") * many)

    return add


def _for_each(reading: Reading, parts: list[Tree[Token]], clause: Tree[Token]) -> Effect:
    terms = _terms(reading)
    mana = "".join(_plain(s) for s in _symbols(clause))
    (counted,) = parts
    wanted = read_filter(counted)

    def add(res: Resolution) -> None:
        """608.2h: "add {G} for each creature you control", counted as it
        resolves (605.3b: a mana ability resolves as it is activated)."""
        found = [o for o in res.game.objects(Zone.BATTLEFIELD) if matches(res, o, wanted)]
        _add(terms, res, mana * len(found))

    return add


def _equal_power(reading: Reading, _: list[Tree[Token]], clause: Tree[Token]) -> Effect:
    if not reading.has_self:
        raise Unreadable("~'s power in a spell")
    terms = _terms(reading)
    mana = "".join(_plain(s) for s in _symbols(clause))

    def add(res: Resolution) -> None:
        """608.2h, 113.7a: "add an amount of {G} equal to ~'s power": its
        power as it resolves, or as it last was on the battlefield."""
        _add(terms, res, mana * max(0, power_of_source(res)))

    return add


def _keep(reading: Reading, _: Tree[Token]) -> None:
    """106.4: "Until end of turn, you don't lose this mana as steps and
    phases end": the mana the sentence before added stays in its pool
    until the cleanup step (514.2)."""
    if reading.mana is None:
        raise Unreadable("'this mana' with no mana added before")
    reading.mana.kept = True


def _keep_this_combat(reading: Reading, _: Tree[Token]) -> None:
    """702.189a, 500.5a: "Until end of combat, you don't lose this mana as
    steps and phases end" (firebending's): the mana stays in its pool until
    the combat phase ends."""
    if reading.mana is None:
        raise Unreadable("'this mana' with no mana added before")
    reading.mana.combat = True


def _only_mana_value(reading: Reading, sentence: Tree[Token]) -> None:
    """106.6: "Spend this mana only to cast spells with mana value 4 or
    greater" (a spell's mana value on the stack, X as chosen, 202.3e)."""
    if reading.mana is None or reading.mana.only:
        raise Unreadable("'this mana' with no mana added before")
    least, more_less = (str(t) for t in sentence.children if isinstance(t, Token))
    if more_less != "greater":
        raise Unreadable(f"mana value {least} or {more_less}")
    reading.mana.only = f"mana value at least {int(least)}"  # no " or ": it joins kinds


def _only_rooms(reading: Reading, sentence: Tree[Token]) -> None:
    """106.6, 709.5e: "Spend this mana only to cast Room spells and unlock
    doors"."""
    if reading.mana is None or reading.mana.only:
        raise Unreadable("'this mana' with no mana added before")
    (subtype,) = (str(t) for t in sentence.children if isinstance(t, Token))
    if subtype != "Room":
        raise Unreadable(f"{subtype} spells and doors")
    reading.mana.only = f"room or {UNLOCK_DOOR}"


def _only_types(reading: Reading, sentence: Tree[Token]) -> None:
    """106.6: "Spend this mana only to cast an instant or sorcery spell",
    "... noncreature spells" (a spell with one of those card types, or
    without it)."""
    if reading.mana is None or reading.mana.only:
        raise Unreadable("'this mana' with no mana added before")
    kinds = [str(t) for kind in sentence.find_data("spent_type") for t in kind.scan_values(lambda _: True)]
    reading.mana.only = " or ".join(kinds)


def _only_chosen_type_or_legendary(reading: Reading, sentence: Tree[Token]) -> None:
    """106.6, 607.2d, 205.4a: "Spend this mana only to cast a creature spell
    of the chosen type or a legendary creature spell": a spell with both
    the card type and the type chosen as the source entered, or with the
    card type and the supertype legendary."""
    if reading.mana is None or reading.mana.only:
        raise Unreadable("'this mana' with no mana added before")
    spent = (c for c in sentence.children if isinstance(c, Tree) and c.data == "spent_type")
    of_type, legendary = (" ".join(str(t) for t in kind.scan_values(lambda _: True)) for kind in spent)
    if of_type.startswith("non") or legendary.startswith("non"):
        raise Unreadable(f"a {of_type} spell of the chosen type or a legendary {legendary} spell")
    reading.mana.only = f"{of_type} and {_CHOSEN_TYPE} or legendary and {legendary}"


CLAUSES: dict[str, Builder] = {
    "add_mana": _fixed,
    "add_any_color": _any_color,
    "add_one_of": _one_of,
    "add_one_color": _one_color,
    "add_for_each": _for_each,
    "add_equal_power": _equal_power,
}

SENTENCES: dict[str, Callable[[Reading, Tree[Token]], None]] = {
    "keep_mana": _keep,
    "keep_mana_this_combat": _keep_this_combat,
    "spend_only_mana_value": _only_mana_value,
    "spend_only_rooms": _only_rooms,
    "spend_only_types": _only_types,
    "spend_only_chosen_type_or_legendary": _only_chosen_type_or_legendary,
}
"""Sentences that say what the mana added before is (read, not done)."""
