"""Commander deck construction (CR 903.3, 903.5): which card can be a
commander, and which cards fit the commander's color identity (903.4).

One commander per deck: partner abilities and "choose a Background"
(702.124), which allow two, are not paired here, so a Background alone is
refused as it would be without its partner.

>>> from mtgfaces.cards.db import CardDB
>>> db = CardDB.default()
>>> check = check_commander_deck(db.card("Wort, the Raidmother"), [db.card("Fire // Ice")])
>>> check.legal, check.offending
(False, ('Fire // Ice',))
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterable, Sequence
from typing import NamedTuple

from mtgfaces.cards.characteristics import Characteristics, Zone, from_face
from mtgfaces.cards.colors import Color, color_tuple
from mtgfaces.cards.identity import color_identity, within
from mtgfaces.cards.layouts import default_characteristics, rules_for
from mtgfaces.cards.model import Card, Face, Side, strip_reminder_text
from mtgfaces.cards.typeline import BASIC_LAND_TYPES

DECK_SIZE = 100
"""CR 903.5a: a Commander deck has exactly 100 cards, its commander included."""

_CAN_BE_COMMANDER = "can be your commander"  # CR 903.3a
# CR 113.6c: "As long as Grist, the Hunger Tide isn't on the battlefield, it's a
# 1/1 Insect creature in addition to its other types" works before the game too.
_CREATURE_OFF_BATTLEFIELD_RE = re.compile(
    r"isn't on the battlefield, it's an? [^.]*\bcreature\b[^.]*in addition to its other types", re.IGNORECASE
)
# A Spacecraft's power/toughness box is printed after its station symbol (CR 721).
_PT_BOX_RE = re.compile(r"^[0-9*X+\-]+/[0-9*X+\-]+$", re.MULTILINE)
# CR 113.6n: "A deck can have any number of cards named Relentless Rats."
_DECK_ALLOWANCE_RE = re.compile(
    r"A deck can have (?:any number of|up to (?P<count>\w+)) cards named (?P<name>[^\n]+?)\.", re.IGNORECASE
)
_NUMBERS = {
    "two": 2,
    "three": 3,
    "four": 4,
    "five": 5,
    "six": 6,
    "seven": 7,
    "eight": 8,
    "nine": 9,
    "ten": 10,
}
_SIDE_LABELS = {Side.FLIPPED: "flipped half", Side.BACK: "back face"}


class Variant(NamedTuple):
    """What a Commander variant's deck rules are: its name, its deck size
    and the rule for it, whether a legendary planeswalker may be the
    commander (Brawl, 903.12c), and whether a colorless commander allows any
    number of basic lands of one basic land type (Brawl, 903.12e)."""

    name: str
    size: int
    size_rule: str
    planeswalker_commanders: bool = False
    colorless_basics_of_one_type: bool = False


COMMANDER = Variant("Commander", DECK_SIZE, "903.5a")
BRAWL = Variant("Brawl", 60, "903.12d", planeswalker_commanders=True, colorless_basics_of_one_type=True)


class DeckCheck(NamedTuple):
    """What a Commander deck check found.

    ``problems`` are sentences, each starting with the rule it breaks
    (``"CR 903.5c: ..."``); ``offending`` the full names of the cards whose
    color identity isn't within the commander's (903.5c), in deck order, each
    once; ``commander_identity`` the commander's color identity (903.4).
    """

    legal: bool
    problems: tuple[str, ...]
    offending: tuple[str, ...]
    commander_identity: tuple[Color, ...]


def can_be_commander(card: Card) -> bool:
    """CR 903.3: whether the card can be designated as a commander.

    >>> from mtgfaces.cards.db import CardDB
    >>> can_be_commander(CardDB.default().card("Akki Lavarunner"))
    False
    """
    return commander_problem(card) is None


def commander_problem(card: Card, variant: Variant = COMMANDER) -> str | None:
    """Why the card can't be a commander, citing the rule, or ``None`` if it can.

    A commander is a legendary creature card, Vehicle card or Spacecraft card
    with a power/toughness box (903.3), or a card whose text says it can be
    your commander (903.3a). A card is judged by the characteristics it has
    outside the game: a double-faced card by its front face (712.8a), a flip
    card by its unflipped half (710.2), an adventurer card by its normal
    characteristics (715.4). The combined back face of a meld pair is no card
    of its own (712.4b), and a token is no card at all (111.1).
    """
    not_a_card = rules_for(card).not_a_card
    if not_a_card:
        return f"CR 903.3: {card.name!r} is {not_a_card}, not a card; a commander is a legendary card"
    if card.is_meld_result:
        parts = " or ".join(repr(p) for p in card.meld_parts) or "one of its meld cards"
        return (
            f"CR 712.4b: {card.name!r} is the combined back face of a meld pair, not a card; "
            f"designate {parts} (once melded, the result is still your commander, 903.3b)"
        )
    value = default_characteristics(card, Zone.COMMAND).characteristics
    if any(_CAN_BE_COMMANDER in ability.lower() for ability in value.abilities):
        return None
    legendary = "Legendary" in value.supertypes
    kind = _commander_kind(value) or (variant.planeswalker_commanders and value.has_type("Planeswalker"))
    if legendary and kind:
        return None  # 903.3; in Brawl a planeswalker too (903.12c)
    if not legendary and kind:
        what = "is not legendary"
    elif legendary:
        what = "is legendary but not a creature, Vehicle or Spacecraft card with a power/toughness box"
    else:
        what = "is not a legendary creature, Vehicle or Spacecraft card"
    return (
        f"CR 903.3: {card.name!r} can't be a commander: {value.name!r} {what}, "
        f"and its text doesn't say it can be your commander (903.3a){_other_face_note(card, value)}"
    )


def check_commander_deck(
    commander: Card,
    cards: Sequence[Card],
    *,
    full_deck: bool = False,
    variant: Variant = COMMANDER,
) -> DeckCheck:
    """Check a Commander deck: ``commander`` and ``cards``, the rest of the
    deck (without the commander).

    Always: that the commander can be one (903.3) and that every card's color
    identity is within the commander's (903.5c, with 903.5d for basic land
    types). With ``full_deck``, also the deck size (903.5a) and that, basic
    lands aside, no two cards share an English name (903.5b), as a card's own
    "A deck can have any number of cards named ..." allows (113.6n); without
    it a partial deck can be checked for color identity alone. ``variant``
    gives another variant's rules (:data:`BRAWL`). Interchangeable
    names (201.3b) are not known to the card data and are not checked.
    """
    problems: list[str] = []
    eligibility = commander_problem(commander, variant)
    if eligibility is not None:
        problems.append(eligibility)
    identity = color_identity(commander)
    allowed = _basics_allowed(variant, identity, cards)
    offending: dict[str, None] = {}
    for card in cards:
        not_a_card = _not_a_deck_card(card)
        if not_a_card is not None:
            problems.append(not_a_card)
            continue
        card_identity = color_identity(card)
        if card.name in offending or card.name == allowed or within(card_identity, identity):
            continue
        offending[card.name] = None
        problems.append(_outside_identity(card, card_identity, identity))
    if full_deck:
        total = 1 + len(cards)
        if total != variant.size:
            problems.append(
                f"CR {variant.size_rule}: the deck has {total} cards with its commander; a {variant.name} "
                f"deck has exactly {variant.size}"
            )
        problems.extend(singleton_problems([commander, *cards]))
    return DeckCheck(
        legal=not problems, problems=tuple(problems), offending=tuple(offending), commander_identity=identity
    )


# -- helpers ----------------------------------------------------------------------------------


def is_basic(card: Card) -> bool:
    """A basic card (205.4c): basic lands, any number of which a deck holds."""
    return "Basic" in default_characteristics(card, Zone.LIBRARY).characteristics.supertypes


def _basics_allowed(variant: Variant, identity: tuple[Color, ...], cards: Sequence[Card]) -> str | None:
    """CR 903.12e: beside a colorless Brawl commander, the basic land of the
    one basic land type the deck holds, in any number."""
    if not variant.colorless_basics_of_one_type or identity:
        return None
    basics = {c.name for c in cards if is_basic(c)}
    return basics.pop() if len(basics) == 1 else None


def _commander_kind(value: Characteristics) -> bool:
    """A creature card, a Vehicle card, or a Spacecraft card with a
    power/toughness box (CR 903.3 a-c)."""
    if "Creature" in value.types or "Vehicle" in value.subtypes:
        return True
    if _CREATURE_OFF_BATTLEFIELD_RE.search(strip_reminder_text(value.rules_text)):
        return True  # CR 113.6c
    if "Spacecraft" in value.subtypes:
        return value.power is not None or bool(_PT_BOX_RE.search(value.rules_text))
    return False


def _other_face_note(card: Card, value: Characteristics) -> str:
    """Say so when another face would qualify: it doesn't count before the game."""
    for face in card.faces:
        if face.name == value.name or face.side is Side.MELDED:
            continue
        other = from_face(face)
        if "Legendary" in other.supertypes and _commander_kind(other):
            rule = (
                "712.8a"
                if rules_for(card).double_faced
                else rules_for(card).normal_characteristics_rule(card) or "903.3"
            )
            label = _SIDE_LABELS.get(face.side, f"{face.side.value} characteristics")
            return (
                f"; its {label} {face.name!r} would qualify, but outside the game only "
                f"{value.name!r} counts ({rule})"
            )
    if "Background" in value.subtypes:
        return "; a Background can be a commander only beside one with choose a Background (702.124k)"
    return ""


def _not_a_deck_card(card: Card) -> str | None:
    not_a_card = rules_for(card).not_a_card
    if not_a_card:
        return f"CR 111.1: {card.name!r} is {not_a_card}, not a card; a deck holds only cards"
    if card.is_meld_result:
        parts = " and ".join(repr(p) for p in card.meld_parts) or "its two meld cards"
        return (
            f"CR 712.4b: {card.name!r} is the combined back face of a meld pair, not a card; "
            f"the deck holds {parts}"
        )
    return None


def _outside_identity(card: Card, card_identity: tuple[Color, ...], identity: tuple[Color, ...]) -> str:
    outside = color_tuple(set(card_identity) - set(identity))
    rule = "903.5c"
    if set(outside) & set(_basic_land_type_colors(card.faces)):
        rule = "903.5d"  # a basic land type makes mana of a color outside the identity
    return (
        f"CR {rule}: {card.name!r} has color identity {_colors(card_identity)}, not within the "
        f"commander's {_colors(identity)} ({_colors(outside)} outside it)"
    )


def _basic_land_type_colors(faces: Iterable[Face]) -> Iterable[Color]:
    for face in faces:
        if face.is_land:
            for subtype in face.types.subtypes:
                letter = BASIC_LAND_TYPES.get(subtype)
                if letter is not None:
                    yield Color(letter)


def _colors(colors: tuple[Color, ...]) -> str:
    words = [c.name.lower() for c in colors]
    if not words:
        return "colorless"
    return words[0] if len(words) == 1 else f"{', '.join(words[:-1])} and {words[-1]}"


def singleton_problems(deck: Sequence[Card]) -> list[str]:
    """CR 903.5b: other than basic lands, a different English name each,
    unless the card's own text allows more (113.6n)."""
    problems: list[str] = []
    counts = Counter(card.name for card in deck)
    by_name = {card.name: card for card in deck}
    for name, count in counts.items():
        card = by_name[name]
        if count == 1 or is_basic(card):
            continue
        allowed, why = allowance(card)
        if allowed is None or count <= allowed:
            continue
        problems.append(f"CR {why}: {count} cards named {name!r}; {_allowance_text(why, allowed)}")
    return problems


def allowance(card: Card) -> tuple[int | None, str]:
    """How many cards of this name a deck may hold (``None``: any number),
    and the rule that says so."""
    for match in _DECK_ALLOWANCE_RE.finditer(strip_reminder_text(card.front.oracle_text)):
        if match.group("name") != card.front.name:
            continue
        count = match.group("count")
        if count is None:
            return None, "113.6n"
        number = _NUMBERS.get(count.lower())
        if number is None and count.isdigit():
            number = int(count)
        if number is not None:
            return number, "113.6n"
    return 1, "903.5b"


def _allowance_text(rule: str, allowed: int) -> str:
    if rule == "903.5b":
        return "other than basic lands, each card in a Commander deck must have a different English name"
    return f"its text allows up to {allowed}"
