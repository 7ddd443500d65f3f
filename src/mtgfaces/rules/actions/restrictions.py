"""The combat restrictions a creature's own text states, which the combat
rules read (509.1b, 509.1c): "This creature can't block.", "~ can't be
blocked.", "~ can't be blocked by creatures with power 2 or less." Plain
text tests, with nothing of the game: the coverage of rules text reads them
too (:mod:`mtgfaces.rules.actions.implemented`)."""

from __future__ import annotations

import re

from mtgfaces.cards.characteristics import Characteristics

# The combat restrictions a creature's own text states, which the combat
# rules read (509.1b): "This creature can't block." "~ can't be blocked."
_OF_ITSELF = ("can't block", "can't be blocked", "can block only creatures with flying")

ATTACKS_IF_ABLE = "attacks each combat if able"  # CR 508.1d: a requirement
MUST_BE_BLOCKED = "must be blocked if able"  # CR 509.1c: a requirement on the defending player's creatures
AT_MOST_ONE_BLOCKER = "can't be blocked by more than one creature"  # CR 509.1b: a restriction
BLOCKS_ANY_NUMBER = "can block any number of creatures"  # CR 509.1a: "one creature", changed
BLOCKS_ONE_MORE = "can block an additional creature each combat"  # CR 509.1a, likewise
_COMBAT = (ATTACKS_IF_ABLE, MUST_BE_BLOCKED, AT_MOST_ONE_BLOCKER, BLOCKS_ANY_NUMBER, BLOCKS_ONE_MORE)
# CR 508.1d, 303.4: an Aura's requirement on the creature it enchants
ENCHANTED_ATTACKS_IF_ABLE = f"enchanted creature {ATTACKS_IF_ABLE}."


def enchanted_attacks(value: Characteristics) -> int:
    """How many of an Aura's lines say "Enchanted creature attacks each
    combat if able." (each a requirement of its own, 508.1d)."""
    return sum(1 for line in value.abilities if line.strip().lower() == ENCHANTED_ATTACKS_IF_ABLE)


def says_of_itself(value: Characteristics, restriction: str) -> bool:
    """Whether one of the object's lines is exactly "[it] <restriction>." about itself."""
    return times_said(value, restriction) > 0


def times_said(value: Characteristics, restriction: str) -> int:
    """How many of the object's lines are exactly "[it] <restriction>." about
    itself (each is an ability of its own, 113.2c)."""
    # 201.5c: a legendary card may call itself by the part of its name
    # before the comma ("Sygg can't be blocked.").
    names = {n.lower() for n in value.names} | {n.split(",")[0].lower() for n in value.names if "," in n}
    own = {f"{name} {restriction}." for name in names}
    own |= {f"this creature {restriction}.", f"~ {restriction}."}
    return sum(1 for line in value.abilities if line.strip().lower() in own)


def blocks_at_most(value: Characteristics) -> int | None:
    """How many attackers a creature with these characteristics can block
    (509.1a: one; "can block an additional creature each combat" adds one
    for each such ability; "any number of creatures": ``None``)."""
    if says_of_itself(value, BLOCKS_ANY_NUMBER):
        return None
    return 1 + times_said(value, BLOCKS_ONE_MORE)


def only_stronger_block(value: Characteristics) -> bool:
    """509.1b: "Creatures with power less than ~'s power can't block it."."""
    return _power_compared_can_t_block(value, "less")


def only_weaker_block(value: Characteristics) -> bool:
    """509.1b: "Creatures with power greater than ~'s power can't block it."."""
    return _power_compared_can_t_block(value, "greater")


def _power_compared_can_t_block(value: Characteristics, than: str) -> bool:
    names = {name.lower() for name in value.names} | {"this creature", "~"}
    said = {f"creatures with power {than} than {n}'s power can't block it." for n in names}
    return any(line.strip().lower() in said for line in value.abilities)


_ATTACKS_UNLESS = re.compile(
    r"(.+) can't attack unless you control (?:a (1/1) creature|a creature with power (\d+) or greater)\."
)


def attacks_only_if(value: Characteristics) -> list[tuple[int, int | None]]:
    """508.1c: "~ can't attack unless you control a 1/1 creature" (power 1,
    toughness 1) or "... a creature with power 4 or greater" (4, ``None``):
    what one of its controller's creatures must be, from its own lines."""
    names = {name.lower() for name in value.names} | {"this creature", "~"}
    found: list[tuple[int, int | None]] = []
    for line in value.abilities:
        match = _ATTACKS_UNLESS.fullmatch(line.strip())
        if match is None or match.group(1).lower() not in names:
            continue
        found.append((1, 1) if match.group(2) else (int(match.group(3)), None))
    return found


def doesnt_untap(value: Characteristics) -> bool:
    """502.3: "~ doesn't untap during your untap step.", of itself."""
    return says_of_itself(value, _NO_UNTAP)


_NO_UNTAP = "doesn't untap during your untap step"


def runs_line(value: Characteristics, line: str) -> bool:
    """Whether the combat rules run this line of the object's text (for
    :mod:`mtgfaces.rules.coverage`): a restriction it states of itself."""
    single = value._replace(abilities=(line,))
    if enchanted_attacks(single):
        return True
    if only_stronger_block(single) or only_weaker_block(single) or attacks_only_if(single):
        return True
    return any(
        says_of_itself(single, restriction) for restriction in (*_OF_ITSELF, *_COMBAT, _NO_UNTAP)
    ) or bool(blocked_by_power(single))


def blocked_by_power(value: Characteristics) -> list[tuple[str, int]]:
    """509.1b: "[it] can't be blocked by creatures with power N or greater /
    or less", as ("greater" or "less", N), from the object's own lines."""
    names = {name.lower() for name in value.names} | {"this creature", "~"}
    found = []
    for line in value.abilities:
        match = _BY_POWER.fullmatch(line.strip().lower())
        if match is not None and match.group(1) in names:
            found.append((match.group(3), int(match.group(2))))
    return found


_BY_POWER = re.compile(r"(.+) can't be blocked by creatures with power (\d+) or (greater|less)\.")
