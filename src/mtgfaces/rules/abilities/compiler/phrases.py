"""What a compiled line's words say before any game is looked at: the
numbers ("a", "two", X, "that many", 107.3a, 608.2h), subtypes singular or
plural (205.3), a noun phrase as a :class:`TargetFilter` (115.1, 205.2-4,
105.2), and the text of a subtree; :class:`Unreadable` for words that can't
be run as written."""

from __future__ import annotations

import re
from collections.abc import Callable

from lark import Token, Tree

from mtgfaces.cards.characteristics import Zone
from mtgfaces.cards.colors import Color
from mtgfaces.rules.actions.activating import SACRIFICED
from mtgfaces.rules.state.abilities import Resolution, TargetFilter
from mtgfaces.rules.state.filters import Comparison


class Unreadable(Exception):
    """A line the templates parse but can't run as written (two kinds of
    target, "it" with nothing to stand for): it is not compiled."""


_COLORS = {
    "white": Color.WHITE,
    "blue": Color.BLUE,
    "black": Color.BLACK,
    "red": Color.RED,
    "green": Color.GREEN,
}
_PLURALS = {"creatures": "Creature", "permanents": "", "artifacts": "Artifact", "enchantments": "Enchantment"}
_PLURALS["lands"] = "Land"
NUMBER_WORDS = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7}
NUMBER_WORDS |= {"eight": 8, "nine": 9, "ten": 10, "thirteen": 13, "twenty": 20}
"""The numbers rules text writes as words (the grammar's NUMBER_WORD, and "a")."""


_UNSPOKEN = {
    "yours": "you control",
    "theirs": "an opponent controls",
    "with_morph": "with a morph ability",
    "with_basic_land_type": "with a basic land type",
    "with_keyword": "with",
    "without_keyword": "without",
    "with_power": "with power",
    "with_mana_value": "with mana value",
    "with_toughness": "with toughness",
    "that_players": "that player controls",
    "in_combat": "attacking or blocking",
    "face_down": "face-down",
}
_UNSPOKEN |= {w: w for w in ("tapped", "untapped", "nontoken", "basic", "nonbasic", "multicolored")}
_UNSPOKEN |= {w: w for w in ("legendary", "nonlegendary", "attacking", "blocking")}
"""The words of rules whose literal words the parse tree doesn't keep."""

MORPH_ABILITY = "morph ability"
# 110.4a: a permanent card is an artifact, battle, creature, enchantment, land or planeswalker card.
PERMANENT_TYPES = ("Artifact", "Battle", "Creature", "Enchantment", "Land", "Planeswalker")
"""The filter's keyword for "with a morph ability" (702.37, 702.37b)."""

_COUNTER_KIND = re.compile(r"[+-]\d+/[+-]\d+")

_COMPARED = ("with_power", "with_mana_value", "with_toughness")


def words(tree: Tree[Token] | Token) -> str:
    """The text of a subtree, its tokens joined by spaces, with the words
    the parse drops put back ("you control", "with")."""
    if isinstance(tree, Token):
        return str(tree)
    said = [words(child) for child in tree.children]
    kind = str(tree.data)
    if kind in _COMPARED or kind == "subtype_either":  # "with power 4 or greater", "Wolf or Werewolf"
        said.insert(1, "or")
    elif kind == "noun":  # "creature or planeswalker card"
        pairs = list(zip(tree.children, said, strict=True))
        types = [w for c, w in pairs if isinstance(c, Tree) or c.type == "TYPE"]  # "Wolf or Werewolf"
        said = [" or ".join(types), *(w for c, w in pairs if isinstance(c, Token) and c.type != "TYPE")]
    if kind in _UNSPOKEN:
        said.insert(0, _UNSPOKEN[kind])
    return " ".join(w for w in said if w)


Amount = Callable[[Resolution], int]


def amount(tree: Tree[Token]) -> Amount:
    """A number, or X: the value chosen as the spell was cast or the ability
    activated (107.3a, 601.2b, 602.2b), 0 if none was (107.3b)."""
    if tree.data == "x":
        return lambda res: max(0, int(res.noted.get("x") or 0))
    if tree.data == "twice_x":  # "twice X" (608.2h)
        return lambda res: 2 * max(0, int(res.noted.get("x") or 0))
    if tree.data == "x_plus":  # "X plus 2" (608.2h)
        more = int(str(tree.children[0]))
        return lambda res: max(0, int(res.noted.get("x") or 0)) + more
    if tree.data == "that_many":  # 608.2h: as many as noted (damage dealt, counters removed)
        return lambda res: max(0, int(res.noted.get("amount") or 0))
    if tree.data == "that_many_plus_one":  # "draw that many cards plus one"
        return lambda res: max(0, int(res.noted.get("amount") or 0)) + 1
    if tree.data == "sacrificed":  # 608.2h: as it last existed, noted as the cost was paid
        stat = next(str(t) for t in tree.children if isinstance(t, Token) and t.type == "STAT")
        key = f"{SACRIFICED} {stat}"
        return lambda res: max(0, int(res.noted.get(key) or 0))
    if tree.data == "devotion":
        color = _COLORS[str(next(t for t in tree.children if isinstance(t, Token) and t.type == "COLOR"))]
        return lambda res: devotion(res, color)
    fixed = number(tree)
    return lambda res: fixed


def devotion(res: Resolution, color: Color) -> int:
    """700.5: its controller's devotion to ``color``, as it resolves: the
    mana symbols of that color (a hybrid or Phyrexian one of that color
    too) among the mana costs of the permanents they control; a copy's
    is the copied one's (700.5a, 707.2), a face-down one has none (708.2)."""
    game = res.game
    costs = (game.characteristics(o.id).mana_cost for o in game.objects(Zone.BATTLEFIELD, res.controller))
    return sum(1 for cost in costs for symbol in cost.symbols if color in symbol.colors)


def number(tree: Tree[Token]) -> int:
    """A count or amount: "a", "two", "3"."""
    if tree.data == "that_many":
        raise Unreadable("'that many' where a fixed number is needed")
    if tree.data == "one" or not tree.children:  # "a", "an", "one"
        return 1
    if tree.data == "x":
        raise Unreadable("X")
    if tree.data == "devotion":
        raise Unreadable("devotion where a fixed number is needed")
    return NUMBER_WORDS.get(str(tree.children[0]), 0) or int(str(tree.children[0]))


_IRREGULAR = {
    "Faeries": "Faerie",
    "Zombies": "Zombie",
    "Pixies": "Pixie",
    "Fungi": "Fungus",
    "Homunculi": "Homunculus",
}


def singular(subtype: str) -> str:
    """205.3: the subtype a word names, singular or plural ("Saprolings":
    Saproling, "Elves": Elf, "Allies": Ally, "Sphinxes": Sphinx).

    >>> [singular(w) for w in ("Werewolves", "Saprolings", "Sphinxes", "Faeries", "Allies", "Werewolf")]
    ['Werewolf', 'Saproling', 'Sphinx', 'Faerie', 'Ally', 'Werewolf']
    """
    if subtype in _IRREGULAR:
        return _IRREGULAR[subtype]
    if subtype.endswith("ves"):
        return subtype[:-3] + "f"
    if subtype.endswith("ies"):
        return subtype[:-3] + "y"
    if subtype.endswith(("xes", "ches", "shes", "sses")):
        return subtype[:-2]
    if subtype.endswith("s") and not subtype.endswith("ss"):
        return subtype[:-1]
    return subtype


def read_filter(tree: Tree[Token], *, zone: Zone | None = Zone.BATTLEFIELD) -> TargetFilter:
    """A ``filter`` (or ``filter_plural``) subtree as a :class:`TargetFilter`
    (115.1, 205.2, 205.3, 105.2)."""
    types: list[str] = []
    not_types: list[str] = []
    subtypes: list[str] = []
    colors: list[str] = []
    whose, tapped, in_combat, card = "", None, False, False
    keyword, without, token, either = "", False, None, False
    not_subtypes: list[str] = []
    combat = ""
    power: Comparison | None = None
    mana_value: Comparison | None = None
    toughness: Comparison | None = None
    face_down: bool | None = None
    basic: bool | None = None
    legendary: bool | None = None
    multicolored = False
    not_colors: list[str] = []
    damaged = False
    entered = False
    counter = ""
    or_subtypes: list[str] = []
    owned = False
    x_tests: list[tuple[str, str]] = []
    power_tests: list[tuple[str, str]] = []
    for part in tree.children:
        if isinstance(part, Tree) and part.data == "card_type":  # a spell's filter
            types.append(words(part).title())
            continue
        if isinstance(part, Tree) and part.data == "or_subtype":  # "instant, sorcery, or Wizard"
            or_subtypes.append(singular(words(part)))
            continue
        if isinstance(part, Token) and part.type == "TYPE":  # "Werewolves you control"
            subtypes.append(singular(str(part)))
            either = either or tree.data == "filter_plural_either"  # "Wolves and Werewolves": any of them
            continue
        if isinstance(part, Token):  # a plural noun
            kind = _PLURALS.get(str(part), "")
            types += [kind] if kind else []
            continue
        if part.data == "noun":
            for piece in part.children:
                if isinstance(piece, Tree) and piece.data == "or_subtype":  # "creature or Vehicle"
                    or_subtypes.append(singular(words(piece)))
                elif isinstance(piece, Tree):  # card_type
                    types.append(words(piece).title())
                elif piece.type == "CARD":
                    card = True
                elif piece.type == "TYPE":  # a subtype alone: "a Werewolf", "all Saprolings"
                    subtypes.append(singular(str(piece)))
                    either = either or len(subtypes) > 1  # "a Wolf or Werewolf": either (205.3)
                elif piece.type == "TYPE_LIST":  # "artifact, creature, or enchantment"
                    types += [t.title() for t in re.findall(r"[a-z]+", str(piece)) if t != "or"]
                elif piece.type == "PERMANENT" and any(
                    isinstance(p, Token) and p.type == "CARD" for p in part.children
                ):  # "a permanent card" (110.4b)
                    types += ["Artifact", "Creature", "Enchantment", "Land", "Planeswalker", "Battle"]
                elif piece.type == "PLURAL":
                    kind = _PLURALS.get(str(piece), "")
                    types += [kind] if kind else []
        elif part.data in ("with_keyword", "without_keyword"):
            keyword, without = str(part.children[0]).lower(), part.data == "without_keyword"
        elif part.data == "with_morph":  # 702.37: a morph (or megamorph, 702.37b) ability
            keyword = MORPH_ABILITY
        elif part.data == "with_basic_land_type":  # 205.3i: any of the five
            subtypes += ["Plains", "Island", "Swamp", "Mountain", "Forest"]
            either = True
        elif part.data == "dealt_damage_this_turn":
            damaged = True
        elif part.data == "entered_under_yours_this_turn":
            entered = True
        elif part.data == "with_counters":  # 122.1: "with a -1/-1 counter on it"
            counter = _COUNTER_KIND.findall(str(part.children[0]))[0]
        elif part.data in ("with_power", "with_mana_value", "with_toughness"):
            amount_token, more_less = (str(c) for c in part.children)
            test = Comparison(">=" if more_less in ("greater", "more") else "<=", int(amount_token))
            if part.data == "with_power":
                power = test
            elif part.data == "with_mana_value":
                mana_value = test
            else:
                toughness = test
        elif part.data == "with_mana_value_x":  # 608.2h: X as it resolves
            x_tests.append(("mana value", "=="))
        elif part.data == "with_mana_value_at_most_power":  # 115.1: the source's power, where checked
            power_tests.append(("mana value", "<="))
        elif part.data == "with_toughness_x":
            more_less = str(part.children[-1])
            x_tests.append(("toughness", ">=" if more_less in ("greater", "more") else "<="))
        elif part.data == "face_down":
            face_down = True
        elif part.data in ("basic", "nonbasic"):
            basic = part.data == "basic"
        elif part.data in ("legendary", "nonlegendary"):
            legendary = part.data == "legendary"
        elif part.data == "multicolored":
            multicolored = True
        elif part.data == "non_color":
            not_colors.append(_COLORS[str(part.children[0])[3:]].value)
        elif part.data == "nontoken":
            token = False
        elif part.data == "non_subtype":
            not_subtypes.append(str(part.children[0])[4:])
        elif part.data == "owned":  # 108.3: "you own"
            owned = True
        elif part.data in ("yours", "theirs"):
            whose = "you" if part.data == "yours" else "opponent"
        elif part.data == "that_players":  # "that player controls": bound as it triggers (608.2h)
            whose = "that_player"
        elif part.data in ("tapped", "untapped"):
            tapped = part.data == "tapped"
        elif part.data == "in_combat":
            in_combat = True
        elif part.data in ("attacking", "blocking"):
            combat = str(part.data)
        elif part.data == "non_types":  # "noncreature, nonland" (205.4)
            not_types += [w[3:].title() for w in str(part.children[0]).split(", ")]
        elif part.data == "non_type":
            not_types.append(str(part.children[0])[3:].title())
        elif part.data == "color":
            colors.append(_COLORS[str(part.children[0])].value)
        elif part.data == "subtype":
            subtypes.append(str(part.children[0]))
        elif part.data == "subtype_either":  # "a basic Forest or Plains card": either
            subtypes += [str(c) for c in part.children]
            either = True
        else:  # a part no filter holds ("the greatest power among ..."): read by its own template
            raise Unreadable(f"a filter with {part.data}")
    if len(subtypes) > 1 and not either:
        raise Unreadable("two capitalized words: a subtype of two words, or a name")
    if card and zone is Zone.BATTLEFIELD:
        raise Unreadable("a card is named without its zone")
    if not card and zone is Zone.GRAVEYARD:
        raise Unreadable("a permanent is named in a graveyard")
    return TargetFilter(
        words(tree),
        zone=zone,
        types=tuple(types),
        not_types=tuple(not_types),
        subtypes=tuple(subtypes),
        colors=tuple(colors),
        whose=whose,
        tapped=tapped,
        in_combat=in_combat,
        keyword=keyword,
        without=without,
        power=power,
        mana_value=mana_value,
        token=token,
        not_subtypes=tuple(not_subtypes),
        combat=combat,
        toughness=toughness,
        face_down=face_down,
        basic=basic,
        legendary=legendary,
        multicolored=multicolored,
        not_colors=tuple(not_colors),
        damaged_this_turn=damaged,
        entered_under_yours_this_turn=entered,
        counter=counter,
        or_subtypes=tuple(or_subtypes),
        x_tests=tuple(x_tests),
        owned=owned,
        power_tests=tuple(power_tests),
    )
