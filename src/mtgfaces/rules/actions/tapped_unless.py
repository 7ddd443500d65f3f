"""Conditional "enters tapped" (CR 614.1c, 614.12): "~ enters the
battlefield tapped unless you control a legendary green creature", "... a
Forest or a Plains" (the check lands). The condition is read as the
permanent would enter: its controller's permanents then. A plain text test
(what the coverage reads, :func:`runs_line`) and the check itself."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, NamedTuple

from mtgfaces.cards.characteristics import Characteristics, Zone

if TYPE_CHECKING:
    from mtgfaces.rules.state.game import Game

_SELF = r"(?:this (?:land|creature|artifact|enchantment|permanent)|~|{name})"
_TAPPED_UNLESS = r"^{self} enters(?: the battlefield)? tapped unless you control (?P<wanted>.+)\.$"
_SUPERTYPES = {"legendary": "Legendary", "basic": "Basic", "snow": "Snow"}
_COLORS = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}
_TYPES = {"creature", "artifact", "enchantment", "land", "planeswalker"}


class _Kind(NamedTuple):
    """One alternative of the condition: a permanent with all of these."""

    supertypes: tuple[str, ...]
    colors: tuple[str, ...]
    types: tuple[str, ...]
    subtypes: tuple[str, ...]

    def fits(self, value: Characteristics) -> bool:
        return (
            all(s in value.supertypes for s in self.supertypes)
            and all(any(c.value == wanted for c in value.colors) for wanted in self.colors)
            and all(value.has_type(t) for t in self.types)
            and all(s in value.subtypes for s in self.subtypes)
        )


def _kinds(value: Characteristics, line: str) -> list[_Kind] | None:
    """The alternatives the line names, or ``None`` if it isn't such a line
    (or names something this reading doesn't know)."""
    name = re.escape(value.name) if value.name else "(?!)"
    pattern = re.compile(_TAPPED_UNLESS.replace("{self}", _SELF.replace("{name}", name)), re.IGNORECASE)
    match = pattern.match(line.strip())
    if match is None:
        return None
    kinds = []
    for alternative in re.split(r",? or ", match.group("wanted")):
        words = alternative.split()
        if not words or words[0] not in ("a", "an"):
            return None
        supertypes, colors, types, subtypes = [], [], [], []
        for word in words[1:]:
            if word in _SUPERTYPES:
                supertypes.append(_SUPERTYPES[word])
            elif word in _COLORS:
                colors.append(_COLORS[word])
            elif word in _TYPES:
                types.append(word.title())
            elif word[:1].isupper() and word.isalpha():
                subtypes.append(word)  # 205.3: a subtype ("a Forest")
            else:
                return None
        if not (types or subtypes):
            return None
        kinds.append(_Kind(tuple(supertypes), tuple(colors), tuple(types), tuple(subtypes)))
    return kinds


def runs_line(value: Characteristics, line: str) -> bool:
    """Whether the line is a conditional "enters tapped" this module reads."""
    return _kinds(value, line) is not None


def enters_tapped_unless(game: Game, value: Characteristics, controller: str) -> bool:
    """614.1c: whether a permanent with these characteristics, entering under
    ``controller``, enters tapped for one of its "tapped unless you control
    ..." lines: none of the permanents they control is of a kind named."""
    for line in value.abilities:
        kinds = _kinds(value, line)
        if kinds is None:
            continue
        mine = [game.characteristics(o) for o in game.objects(Zone.BATTLEFIELD, controller)]
        if not any(kind.fits(v) for kind in kinds for v in mine):
            return True
    return False
