"""Filters over characteristics: what searches, prohibitions and effects match.

A filter looks only at characteristics (and controller, zone, face-down
status), so it sees exactly what the rules say is there: a search for a
legendary card can't find Akki Lavarunner in a library (CR 710.2), and a
filter on a spell being cast sees the face or half being cast (601.3e).

>>> Filter(types=("Creature",), mana_value=Comparison.parse("<=3")).describe()
'types Creature, mana value <=3'
"""

from __future__ import annotations

import operator
from collections.abc import Callable
from typing import NamedTuple, Protocol

from mtgfaces.cards.characteristics import Characteristics, Zone
from mtgfaces.cards.colors import Color
from mtgfaces.errors import MalformedInput

_OPERATORS: dict[str, Callable[[float, float], bool]] = {
    "<=": operator.le,
    ">=": operator.ge,
    "<": operator.lt,
    ">": operator.gt,
    "==": operator.eq,
    "=": operator.eq,
    "!=": operator.ne,
}


class Comparison(NamedTuple):
    """A number test: ``<=3``, ``5``, ``even`` or ``odd``."""

    op: str
    value: float = 0

    @staticmethod
    def parse(text: str | float) -> Comparison:
        """Read ``3``, ``"<=3"``, ``">2"``, ``"even"`` or ``"odd"``."""
        if isinstance(text, (int, float)) and not isinstance(text, bool):
            return Comparison("==", float(text))
        raw = str(text).strip()
        if raw in ("even", "odd"):
            return Comparison(raw)
        for symbol in sorted(_OPERATORS, key=len, reverse=True):
            if raw.startswith(symbol):
                number = raw[len(symbol) :].strip()
                break
        else:
            symbol, number = "==", raw
        try:
            return Comparison("==" if symbol == "=" else symbol, float(number))
        except ValueError:
            raise MalformedInput(
                f"{text!r} is not a number test; expected a number, <=N, <N, >=N, >N, even or odd"
            ) from None

    def compile(self) -> Callable[[float | None], bool]:
        """The test as one function, its operator resolved once."""
        if self.op in ("even", "odd"):
            return self.test
        compare, bound = _OPERATORS[self.op], self.value
        return lambda number: number is not None and compare(number, bound)

    def test(self, number: float | None) -> bool:
        if number is None:
            return False
        if self.op == "even":
            return number == int(number) and int(number) % 2 == 0
        if self.op == "odd":
            return number == int(number) and int(number) % 2 == 1
        return _OPERATORS[self.op](number, self.value)

    def __str__(self) -> str:
        if self.op in ("even", "odd"):
            return self.op
        value = int(self.value) if self.value == int(self.value) else self.value
        return f"{'' if self.op == '==' else self.op}{value}"


class Subject(NamedTuple):
    """What a filter is tested against: an object's characteristics with the
    facts about it that aren't characteristics."""

    characteristics: Characteristics
    controller: str | None = None
    zone: Zone | None = None
    face_down: bool = False


class Traits(Protocol):
    """What a compiled filter reads: a ``Characteristics`` value, or the
    layers' draft of one (:mod:`mtgfaces.rules.state.layers`)."""

    @property
    def names(self) -> tuple[str, ...]: ...
    @property
    def mana_value(self) -> float: ...
    @property
    def colors(self) -> tuple[Color, ...]: ...
    @property
    def supertypes(self) -> tuple[str, ...]: ...
    @property
    def types(self) -> tuple[str, ...]: ...
    @property
    def subtypes(self) -> tuple[str, ...]: ...
    @property
    def power(self) -> str | None: ...
    @property
    def toughness(self) -> str | None: ...


Predicate = Callable[[Traits, "str | None", "Zone | None", bool], bool]
"""A compiled filter: (characteristics, controller, zone, face down) -> match."""


class Filter(NamedTuple):
    """Criteria that must all hold: every listed type, supertype and subtype;
    any listed color and any listed name; the controller, zone and face-down
    status; number tests; and the combinators ``not_`` and ``any_of``."""

    types: tuple[str, ...] = ()
    supertypes: tuple[str, ...] = ()
    subtypes: tuple[str, ...] = ()
    colors: tuple[Color, ...] = ()
    names: tuple[str, ...] = ()
    controller: str | None = None
    face_down: bool | None = None
    mana_value: Comparison | None = None
    power: Comparison | None = None
    toughness: Comparison | None = None
    zone: Zone | None = None
    not_: Filter | None = None
    any_of: tuple[Filter, ...] = ()

    def matches(self, subject: Subject) -> bool:
        """Whether ``subject`` meets every criterion."""
        value = subject.characteristics
        if self.types and not all(t in value.types for t in self.types):
            return False
        if self.supertypes and not all(t in value.supertypes for t in self.supertypes):
            return False
        if self.subtypes and not all(t in value.subtypes for t in self.subtypes):
            return False
        if self.colors and not any(c in value.colors for c in self.colors):
            return False
        if self.names and not any(value.has_name(n) for n in self.names):
            return False  # CR 201.2a: one of its names; a nameless object has none
        if self.controller is not None and subject.controller != self.controller:
            return False
        if self.face_down is not None and subject.face_down != self.face_down:
            return False
        if self.zone is not None and subject.zone is not self.zone:
            return False
        if self.mana_value is not None and not self.mana_value.test(value.mana_value):
            return False
        if self.power is not None and not self.power.test(printed_number(value.power)):
            return False
        if self.toughness is not None and not self.toughness.test(printed_number(value.toughness)):
            return False
        if self.not_ is not None and self.not_.matches(subject):
            return False
        return not self.any_of or any(f.matches(subject) for f in self.any_of)

    def reads(self) -> frozenset[str]:
        """The characteristics this filter looks at: while the layers change
        none of them, its answer for an object stands."""
        fields = {
            name
            for name, present in (
                ("types", self.types),
                ("supertypes", self.supertypes),
                ("subtypes", self.subtypes),
                ("colors", self.colors),
                ("names", self.names),
                ("mana_value", self.mana_value is not None),
                ("power", self.power is not None),
                ("toughness", self.toughness is not None),
            )
            if present
        }
        for inner in (self.not_, *self.any_of):
            if inner is not None:
                fields |= inner.reads()
        return frozenset(fields)

    def compile(self) -> Predicate:
        """The filter as one function of (characteristics, controller, zone,
        face down) that tests only the criteria this filter has: what the
        layers call once per object and effect."""
        checks: list[Predicate] = []
        for field, wanted in (
            ("types", self.types),
            ("supertypes", self.supertypes),
            ("subtypes", self.subtypes),
        ):
            if wanted:
                checks.append(_all_in(field, wanted))
        if self.colors:
            checks.append(_any_in("colors", self.colors))
        if self.names:
            checks.append(_any_in("names", self.names))  # CR 201.2a: any one of its names
        if self.controller is not None:
            who = self.controller
            checks.append(lambda v, c, z, d: c == who)
        if self.face_down is not None:
            down = self.face_down
            checks.append(lambda v, c, z, d: d == down)
        if self.zone is not None:
            where = self.zone
            checks.append(lambda v, c, z, d: z is where)
        if self.mana_value is not None:
            value_test = self.mana_value.compile()
            checks.append(lambda v, c, z, d: value_test(v.mana_value))
        if self.power is not None:
            power_test = self.power.compile()
            checks.append(lambda v, c, z, d: power_test(printed_number(v.power)))
        if self.toughness is not None:
            toughness_test = self.toughness.compile()
            checks.append(lambda v, c, z, d: toughness_test(printed_number(v.toughness)))
        if self.not_ is not None:
            negated = self.not_.compile()
            checks.append(lambda v, c, z, d: not negated(v, c, z, d))
        if self.any_of:
            options = tuple(f.compile() for f in self.any_of)
            if len(options) == 2:
                one, other = options
                checks.append(lambda v, c, z, d: one(v, c, z, d) or other(v, c, z, d))
            else:
                checks.append(lambda v, c, z, d: any(f(v, c, z, d) for f in options))
        return _conjunction(checks)

    def describe(self) -> str:
        """A short readable account of the filter, for errors and traces."""
        parts = []
        for label, items in (
            ("types", self.types),
            ("supertypes", self.supertypes),
            ("subtypes", self.subtypes),
            ("colors", self.colors),
            ("names", self.names),
        ):
            if items:
                parts.append(f"{label} {' '.join(items)}")
        for label, test in (
            ("mana value", self.mana_value),
            ("power", self.power),
            ("toughness", self.toughness),
        ):
            if test is not None:
                parts.append(f"{label} {test}")
        if self.controller is not None:
            parts.append(f"controlled by {self.controller}")
        if self.face_down is not None:
            parts.append("face down" if self.face_down else "face up")
        if self.zone is not None:
            parts.append(f"in {self.zone.value}")
        if self.not_ is not None:
            parts.append(f"not ({self.not_.describe()})")
        if self.any_of:
            parts.append("any of (" + "; ".join(f.describe() for f in self.any_of) + ")")
        return ", ".join(parts) or "anything"


def _all_in(field: str, wanted: tuple[str, ...]) -> Predicate:
    get = operator.attrgetter(field)
    if len(wanted) == 1:
        (only,) = wanted
        return lambda v, c, z, d: only in get(v)
    return lambda v, c, z, d: all(w in get(v) for w in wanted)


def _any_in(field: str, wanted: tuple[str, ...]) -> Predicate:
    get = operator.attrgetter(field)
    if len(wanted) == 1:
        (only,) = wanted
        return lambda v, c, z, d: only in get(v)
    return lambda v, c, z, d: any(w in get(v) for w in wanted)


def _conjunction(checks: list[Predicate]) -> Predicate:
    if not checks:
        return lambda v, c, z, d: True
    if len(checks) == 1:
        return checks[0]
    if len(checks) == 2:
        first, second = checks
        return lambda v, c, z, d: first(v, c, z, d) and second(v, c, z, d)
    return lambda v, c, z, d: all(check(v, c, z, d) for check in checks)


def printed_number(text: str | None) -> float | None:
    """A printed P/T as a number; ``*`` and other non-numbers count as 0
    (CR 208.2a: a characteristic-defining ability would set them)."""
    if text is None:
        return None
    try:
        return float(text)
    except ValueError:
        return 0.0
