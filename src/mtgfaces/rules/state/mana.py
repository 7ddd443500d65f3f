"""Mana and paying for it: a unit of mana, a player's mana pool (CR 106),
what a mana source can add, and the search for a payment of a cost
(601.2g-h, 107.4). Pure values and functions:
:mod:`mtgfaces.rules.actions.paying` applies a payment to a game.

The automatic payer is deterministic. It pays the most demanding symbols
first (colored and colorless {C}, then hybrid and Phyrexian, then snow,
then {2/W}, then generic and X) and, for each, uses mana in this order:
the pool (colorless first, then W U B R G), mana a source tapped for this
payment added, then a new source: sources that make only colorless mana
first, then those that make fewer kinds of mana, lands before other
permanents, then by object id. A Phyrexian symbol is paid with mana when a
payment with mana exists, else with 2 life. It backtracks, so it finds a
payment whenever one exists.

>>> need = ManaCost.parse("{1}{G}")
>>> forest = Source(ObjectId(1), "{T}: Add {G}.", ((Unit("G"),),), land=True)
>>> paid = find_payment(need, pool=(Unit("C"),), sources=(forest,))
>>> [str(u) for u in paid.spent], paid.taps
(['C', 'G'], ((1, '{T}: Add {G}.', 0),))
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterable, Iterator, Sequence
from enum import StrEnum
from typing import NamedTuple

from mtgfaces.cards.mana import ManaCost, ManaSymbol, SymbolKind
from mtgfaces.rules.state.status import ObjectId

MANA_TYPES = ("C", "W", "U", "B", "R", "G")
"""The six types of mana (CR 106.1b), colorless first: the order the payer
spends pool mana on generic costs."""

_RANK = {t: i for i, t in enumerate(MANA_TYPES)}
LIFE_PER_PHYREXIAN = 2  # CR 107.4f


class Unit(NamedTuple):
    """One mana: its type (``"W"`` ``"U"`` ``"B"`` ``"R"`` ``"G"``, or ``"C"``
    for colorless, 106.1b), whether a snow source made it (106.3, 107.4h),
    and what it may be spent on if its ability says (106.6: ``only`` is the
    kind of spell, as "noncreature" or "instant or sorcery"; empty: anything),
    and whether its player doesn't lose it as steps and phases end this turn
    (``kept``: "Until end of turn, you don't lose this mana as steps and
    phases end", 106.4; it ends in the cleanup step, 514.2), or doesn't
    lose it as steps end until the combat phase ends (``combat``: "Until
    end of combat, ...", firebending's mana, 702.189a; 500.5a, 511.2)."""

    type: str
    snow: bool = False
    only: str = ""
    kept: bool = False
    combat: bool = False

    def __str__(self) -> str:
        parts = [self.type, *(["snow"] if self.snow else []), *([f"only {self.only}"] if self.only else [])]
        return ":".join(parts + (["kept"] if self.kept else []) + (["combat"] if self.combat else []))

    @staticmethod
    def parse(text: str) -> Unit:
        """``"W"``, ``"W:snow"``, ``"U:only noncreature"``, ``"R:kept"``,
        ``"R:combat"``, as :meth:`__str__` writes it."""
        kind, *rest = text.split(":")
        snow, kept, combat = "snow" in rest, "kept" in rest, "combat" in rest
        only = [r.removeprefix("only ") for r in rest if r.startswith("only ")]
        if kind not in _RANK or len(rest) != int(snow) + int(kept) + int(combat) + len(only) or len(only) > 1:
            raise ValueError(
                f"{text!r} is not a unit of mana; expected one of {', '.join(MANA_TYPES)}, "
                "then optionally ':snow', ':only KIND', ':kept' and ':combat'"
            )
        return Unit(kind, snow, only[0] if only else "", kept, combat)


def sort_units(units: Iterable[Unit]) -> tuple[Unit, ...]:
    """Units in the canonical order (a pool keeps its mana sorted)."""
    return tuple(sorted(units, key=lambda u: (_RANK[u.type], u.snow, u.only, u.kept, u.combat)))


FACE_DOWN_SPELL = "face-down"
"""In what a payment is for: the spell is cast face down (708.4: it has the
face-down characteristics, a 2/2 creature)."""
MORPH_COST = "morph cost"
"""What a payment is for: turning a permanent face up for its morph or
megamorph cost (702.37e; 702.37b: a megamorph cost is a morph cost)."""
MANIFESTED_FACE_UP = "manifested face up"
"""What a payment is for: a manifested creature's mana cost, to turn it face
up (701.40b)."""
UNLOCK_DOOR = "unlock door"
"""What a payment is for: a Room's unlock cost (709.5e)."""
_NOT_SPELLS = frozenset({MORPH_COST, MANIFESTED_FACE_UP, UNLOCK_DOOR})
_MANA_VALUE = re.compile(r"mana value (\d+)")
_AT_LEAST = re.compile(r"mana value at least (\d+)")


ANY_X = "mana value X"
"""In what a payment is for: a spell whose X isn't chosen yet, its mana value
as great as X may make it (202.3e)."""


def mana_value_tag(value: float) -> str:
    """In what a payment is for: the spell's mana value on the stack (202.3e:
    X is the number chosen), for mana spendable only on some mana values."""
    return f"mana value {int(value)}"


def spendable(unit: Unit, spell_types: frozenset[str] | None) -> bool:
    """Whether the unit may be spent on what is being paid for (106.6): a
    spell with those card types and subtypes (and :data:`FACE_DOWN_SPELL`
    for one cast face down), a special action that turns a permanent face up
    (:data:`MORPH_COST`, :data:`MANIFESTED_FACE_UP`) or unlocks a door
    (:data:`UNLOCK_DOOR`), or ``None`` for anything else (an activation,
    another special action). ``only`` is one or more kinds joined by " or ",
    each a card type or subtype, lowercase, or "non" and a card type (a
    spell with it, or without it), types joined by " and " (a spell with
    all of them: "legendary and creature", "creature and Elf"; a subtype
    as written), "face-down creature" (a
    creature spell cast face down), "mana value at least N" (a spell's,
    :func:`mana_value_tag`), or one of those special actions."""
    if not unit.only:
        return True
    if spell_types is None:
        return False
    spell = not spell_types & _NOT_SPELLS
    for kind in unit.only.split(" or "):
        if kind in _NOT_SPELLS or not spell:
            if kind in spell_types:
                return True
            continue
        if kind == "face-down creature":
            if FACE_DOWN_SPELL in spell_types and "Creature" in spell_types:
                return True
            continue
        least = _AT_LEAST.fullmatch(kind)
        if least is not None:  # "spells with mana value 4 or greater" ("mana value at least 4")
            values = [int(m.group(1)) for t in spell_types if (m := _MANA_VALUE.fullmatch(t))]
            if ANY_X in spell_types or any(v >= int(least.group(1)) for v in values):
                return True
            continue
        if " and " in kind:  # "creature and Elf": a spell with all of them (a supertype too, 205.4)
            if all(_spelled(part) in spell_types for part in kind.split(" and ")):
                return True
            continue
        negated = kind.startswith("non")
        wanted = (kind[3:] if negated else kind).capitalize()
        if (wanted in spell_types) != negated:
            return True
    return False


def _spelled(kind: str) -> str:
    """A card type or supertype as the rules write it ("creature": "Creature");
    a subtype as it is written ("Time Lord", 205.3m)."""
    return kind if kind[:1].isupper() else kind.capitalize()


def pool_text(units: Iterable[Unit]) -> str:
    """Mana as symbols, ``{W}{U}{U}``; ``nothing`` for none."""
    return "".join(f"{{{u.type}}}" for u in sort_units(units)) or "nothing"


def parse_pool(text: str) -> tuple[Unit, ...]:
    """Units from mana symbols (``"{W}{U}{C}"``); anything else is refused."""
    cost = ManaCost.parse(text)
    units = []
    for symbol in cost.symbols:
        if symbol.kind is SymbolKind.COLORED and symbol.value == 1:
            units.append(Unit(symbol.colors[0].value))
        elif symbol.kind is SymbolKind.COLORLESS:
            units.append(Unit("C"))
        else:
            raise ValueError(
                f"{symbol.text} in {text!r} is not a unit of mana; a pool holds only {{W}} {{U}} {{B}} {{R}} "
                "{G} and {C} (CR 106.1b)"
            )
    return sort_units(units)


class SpendAs(StrEnum):
    """609.4b: an effect lets mana be spent "as though it were mana of any
    type" (any unit pays any symbol, {C} too) or "of any color" (any unit
    pays a colored symbol; {C} still asks for colorless mana: colorless is
    a type of mana, not a color, 106.1a-b). Only how the cost may be paid changes: not the cost, nor
    what mana was spent."""

    ANY_TYPE = "any type"
    ANY_COLOR = "any color"


class Source(NamedTuple):
    """A mana ability its controller may activate now to pay (605.3a):
    ``bundles`` are the choices of what one activation adds (``{W} or
    {U}`` is two bundles of one unit; ``{C}{C}`` one bundle of two)."""

    object: ObjectId
    ability: str  # the ability's text, e.g. "{T}: Add {W} or {U}."
    bundles: tuple[tuple[Unit, ...], ...]
    land: bool = False

    @property
    def kinds(self) -> frozenset[Unit]:
        return frozenset(u for bundle in self.bundles for u in bundle)


class Payment(NamedTuple):
    """How a cost is paid: the pool mana spent, the sources tapped (each
    with the index of the bundle chosen), the life paid for Phyrexian
    symbols, every unit spent, and what the taps added beyond the cost
    (which stays in the pool, 106.4)."""

    pool: tuple[Unit, ...]
    taps: tuple[tuple[ObjectId, str, int], ...]
    life: int
    spent: tuple[Unit, ...]
    floating: tuple[Unit, ...]


NOTHING_PAID = Payment((), (), 0, (), ())


class PayWith(NamedTuple):
    """A payment as the player states it (601.2g-h): the sources to tap
    (``None``: whichever the payer finds; ``()``: none), the pool mana to
    spend (``None``: whatever the payment needs), and the life to pay for
    Phyrexian symbols (``None``: as the payer finds). Its text form is the
    words ``tap=#3,#5 pool={W}{U} life=2`` (``tap=`` alone: tap nothing)."""

    tap: tuple[ObjectId, ...] | None = None
    pool: tuple[Unit, ...] | None = None
    life: int | None = None

    @property
    def tapped(self) -> tuple[ObjectId, ...]:
        """The sources it names (none if it leaves them to the payer)."""
        return self.tap or ()

    def words(self) -> list[str]:
        found = [] if self.tap is None else [f"tap={','.join(f'#{int(t)}' for t in self.tap)}"]
        if self.pool is not None:
            found.append(f"pool={''.join(f'{{{u.type}}}' for u in self.pool) or '{0}'}")
        if self.life is not None:
            found.append(f"life={self.life}")
        return found

    def __str__(self) -> str:
        return " ".join(self.words()) or "automatic"

    @staticmethod
    def read(words: Sequence[str]) -> PayWith | None:
        """From :meth:`words` (``None`` for none: the automatic payer)."""
        tap: tuple[ObjectId, ...] | None = None
        pool: tuple[Unit, ...] | None = None
        life: int | None = None
        for word in words:
            key, _, value = word.partition("=")
            if key == "tap":
                tap = tuple(ObjectId(int(t.removeprefix("#"))) for t in value.split(",") if t)
            elif key == "pool":
                pool = () if value == "{0}" else parse_pool(value)
            elif key == "life" and value.isdigit():
                life = int(value)
            else:
                raise ValueError(f"{word!r} is not part of a payment (tap=#ID,..., pool={{W}}{{U}}, life=N)")
        return PayWith(tap, pool, life) if words else None


class NoPayment(Exception):
    """No payment exists; the message says what is missing."""


# -- what a cost asks for ------------------------------------------------------------------------
# A need is one thing to pay: the unit types that pay it (None: any),
# whether it must be snow mana, whether 2 life pays it (Phyrexian), and for
# {2/W} how many generic mana pay it instead.
class _Need(NamedTuple):
    rank: int
    types: frozenset[str] | None
    snow: bool = False
    life: bool = False
    generic_instead: int = 0


_GENERIC = _Need(9, None)


def _needs(cost: ManaCost, x: int, extra_generic: int, spend_as: SpendAs | None = None) -> list[_Need]:
    """The cost as single needs, most demanding first (107.3: each X is
    ``x`` generic mana; 107.4e-f hybrid and Phyrexian), each paid by any
    mana where ``spend_as`` says (609.4b)."""
    needs: list[_Need] = []
    generic = 0
    for symbol in cost.symbols:
        generic += _add_need(symbol, x, needs)
    if spend_as is not None:
        needs = [_spent_as(need, spend_as) for need in needs]
    needs.sort(key=lambda n: n.rank)
    # An increase adds generic mana; a reduction takes off generic mana only,
    # never below none (601.2f, 118.7a).
    return needs + [_GENERIC] * max(0, generic + extra_generic)


def _add_need(symbol: ManaSymbol, x: int, needs: list[_Need]) -> int:
    """Add the symbol's needs; return the generic mana it asks for."""
    kind = symbol.kind
    letters = frozenset(c.value for c in symbol.colors)
    if kind is SymbolKind.GENERIC:
        # {½} can't be paid with half a mana from a pool: a whole one pays it.
        return int(symbol.value) + (1 if symbol.value != int(symbol.value) else 0)
    if kind is SymbolKind.VARIABLE:
        return x
    if kind is SymbolKind.COLORED:
        needs.append(_Need(0, letters))
    elif kind is SymbolKind.COLORLESS:
        needs.append(_Need(0, frozenset({"C"})))
    elif kind is SymbolKind.COLORLESS_HYBRID:
        needs.append(_Need(2, letters | {"C"}))
    elif kind is SymbolKind.HYBRID:
        needs.append(_Need(2, letters))
    elif kind is SymbolKind.PHYREXIAN:
        needs.append(_Need(3, letters, life=True))
    elif kind is SymbolKind.SNOW:
        needs.append(_Need(4, None, snow=True))
    elif kind is SymbolKind.MONO_HYBRID:
        needs.append(_Need(5, letters, generic_instead=int(symbol.value)))
    return 0


def _spent_as(need: _Need, spend_as: SpendAs) -> _Need:
    """609.4b: a need any mana pays, if the effect says so of its types
    (snow, 107.4h, and 2 life for a Phyrexian symbol, 107.4f, stay)."""
    if need.types is None or (spend_as is SpendAs.ANY_COLOR and need.types == frozenset({"C"})):
        return need
    return need._replace(types=None)


# -- the search ---------------------------------------------------------------------------------
class _Kind(NamedTuple):
    """Sources that make the same mana: interchangeable, so the search
    counts them instead of trying each (the first untapped one is tapped)."""

    bundles: tuple[tuple[Unit, ...], ...]
    members: tuple[Source, ...]  # in the payer's order


class Grouped(NamedTuple):
    """Sources grouped by the mana they make, in the payer's order: what
    :func:`find_payment` searches (group once, pay many times)."""

    kinds: tuple[_Kind, ...]


def group_sources(sources: Sequence[Source]) -> Grouped:
    """The sources as :func:`find_payment` searches them."""
    grouped: dict[tuple[tuple[Unit, ...], ...], list[Source]] = {}
    for index in sorted(range(len(sources)), key=lambda i: _source_rank(sources[i], i)):
        grouped.setdefault(sources[index].bundles, []).append(sources[index])
    return Grouped(tuple(_Kind(bundles, tuple(members)) for bundles, members in grouped.items()))


def pays_life(cost: ManaCost) -> bool:
    """Whether paying the cost may pay life: a Phyrexian symbol (107.4f).
    Without one, whether :func:`find_payment` finds a payment doesn't
    depend on the life it is given (unless ``life_exact``)."""
    return any(symbol.kind is SymbolKind.PHYREXIAN for symbol in cost.symbols)


Shape = tuple[tuple[Unit, ...], tuple[tuple[tuple[tuple[Unit, ...], ...], int], ...]]


def payable_shape(grouped: Grouped) -> Shape:
    """What of the sources decides whether :func:`find_payment` finds a
    payment (not which one): the mana of the sources that make one mana
    only, and what each other kind makes and how many of it there are. The
    search tries every kind for every need, so two groupings of the same
    shape pay the same costs, by other permanents; and tapping a source
    that makes one mana only is taking that mana, as from a pool (see
    :func:`payable_resources`)."""
    ones: list[Unit] = []
    others = []
    for kind in grouped.kinds:
        if len(kind.bundles) == 1 and len(kind.bundles[0]) == 1:
            ones += kind.bundles[0] * len(kind.members)
        else:
            others.append((kind.bundles, len(kind.members)))
    return tuple(ones), tuple(others)


def payable_resources(pool: Sequence[Unit], shape: Shape) -> Shape:
    """What decides whether :func:`find_payment` finds a payment from
    ``pool`` and sources of ``shape`` (:func:`payable_shape`): the pool with
    the mana of the sources that make one mana only, and the other kinds.
    The search takes a pool's mana or taps a source for each symbol in turn
    (trying every way), and tapping such a source pays a symbol with its
    one mana as spending it from the pool would: a pool and sources whose
    resources are the same pay the same costs (a land tapped for mana)."""
    ones, others = shape
    return sort_units([*pool, *ones]), others


class _State(NamedTuple):
    pool: tuple[Unit, ...]  # what is left of the pool offered
    made: tuple[Unit, ...]  # what taps in this payment added and isn't spent yet
    left: tuple[int, ...]  # how many of each kind of source are still untapped
    life: int


class _Search(NamedTuple):
    kinds: tuple[_Kind, ...]  # in the payer's order
    spell: frozenset[str] | None
    failed: set[tuple[tuple[_Need, ...], _State]]


_Found = tuple[list[Unit], list[tuple[ObjectId, str, int]], _State]


def find_payment(
    cost: ManaCost,
    *,
    x: int = 0,
    extra_generic: int = 0,
    pool: Sequence[Unit] = (),
    sources: Sequence[Source] | Grouped = (),
    life: int = 0,
    life_exact: int | None = None,
    spell: frozenset[str] | None = None,
    spend_as: SpendAs | None = None,
) -> Payment:
    """A payment of ``cost`` (with X = ``x`` and ``extra_generic`` more, the
    commander tax or another increase, or less for a reduction) from ``pool`` and ``sources``, with
    up to ``life`` life for Phyrexian symbols (119.4: a player can pay only
    as much life as they have); ``life_exact`` demands exactly that much
    life be paid. ``spell`` is the card types of the spell being paid for
    (``None``: an ability or special action), for mana with a restriction
    on its spending (106.6); ``spend_as``, how an effect lets its mana be
    spent (609.4b). Raises :class:`NoPayment` saying what is missing."""
    needs = _needs(cost, x, extra_generic, spend_as)
    if not needs and not life_exact:
        return NOTHING_PAID
    kinds = (sources if isinstance(sources, Grouped) else group_sources(sources)).kinds
    budget = life if life_exact is None else min(life, life_exact)
    start = _State(sort_units(pool), (), tuple(len(k.members) for k in kinds), budget)
    search = _Search(kinds, spell, set())
    if _total_available(start, kinds) < len(needs) - _life_payable(needs, start):
        raise NoPayment(_why_not(needs, start, kinds, cost, x, extra_generic, life_exact))
    for spent, taps, state in _search(needs, 0, start, search):
        paid_life = budget - state.life
        if life_exact is not None and paid_life != life_exact:
            continue
        used_pool = Counter(sort_units(pool))
        used_pool.subtract(state.pool)
        return Payment(
            sort_units(used_pool.elements()),
            tuple(taps),
            paid_life,
            sort_units(spent),
            sort_units(state.made),
        )
    raise NoPayment(_why_not(needs, start, kinds, cost, x, extra_generic, life_exact))


def can_pay(
    cost: ManaCost,
    *,
    x: int = 0,
    extra_generic: int = 0,
    pool: Sequence[Unit] = (),
    sources: Grouped,
    life: int = 0,
    spell: frozenset[str] | None = None,
    spend_as: SpendAs | None = None,
) -> bool:
    """Whether :func:`find_payment` finds a payment of ``cost`` (no exact
    life), without building it or saying why not."""
    needs = _needs(cost, x, extra_generic, spend_as)
    if not needs:
        return True
    kinds = sources.kinds
    start = _State(sort_units(pool), (), tuple(len(k.members) for k in kinds), life)
    if _total_available(start, kinds) < len(needs) - _life_payable(needs, start):
        return False
    if _too_few_of_a_type(needs, start, kinds):
        return False
    return next(_search(needs, 0, start, _Search(kinds, spell, set())), None) is not None


def _too_few_of_a_type(needs: list[_Need], state: _State, kinds: Sequence[_Kind]) -> bool:
    """Whether more symbols ask for mana of one type alone ({R}, {C}: not
    hybrid nor Phyrexian) than the pool and the sources could make of it at
    most (each source once, its bundle with the most of it): then no
    payment exists, and the search would try every way to find none."""
    wanted: dict[str, int] = {}
    for need in needs:
        if need.types is not None and len(need.types) == 1 and not need.life and not need.generic_instead:
            (letter,) = need.types
            wanted[letter] = wanted.get(letter, 0) + 1
    for letter, count in wanted.items():
        most = sum(1 for u in state.pool if u.type == letter)
        for kind, left in zip(kinds, state.left, strict=True):
            most += left * max(sum(1 for u in bundle if u.type == letter) for bundle in kind.bundles)
        if count > most:
            return True
    return False


def _source_rank(source: Source, index: int) -> tuple[int, int, int, int]:
    kinds = source.kinds
    colorless_only = all(u.type == "C" for u in kinds)
    land = 0 if source.land else 1
    return (0 if colorless_only else 1, len(kinds), land, int(source.object) * 1000 + index)


def _search(needs: list[_Need], at: int, state: _State, search: _Search) -> Iterator[_Found]:
    """Every way to pay ``needs[at:]`` from ``state``, in the payer's order
    (a position that led nowhere once is not tried again)."""
    if at == len(needs):
        yield [], [], state
        return
    key = (tuple(needs[at:]), state)
    if key in search.failed:
        return
    need = needs[at]
    found_any = False
    for used, after, taps in _ways(need, state, search):
        for spent, more_taps, final in _search(needs, at + 1, after, search):
            found_any = True
            yield [*used, *spent], [*taps, *more_taps], final
    if need.generic_instead:  # CR 107.4e: {2/W} may be paid with two generic mana
        rest = needs[:at] + [_GENERIC] * need.generic_instead + needs[at + 1 :]
        for found in _search(rest, at, state, search):
            found_any = True
            yield found
    if not found_any:
        search.failed.add(key)


def _ways(
    need: _Need, state: _State, search: _Search
) -> Iterator[tuple[list[Unit], _State, list[tuple[ObjectId, str, int]]]]:
    """The ways to pay one need, in order: pool, mana this payment's taps
    made, a new tap (one source of each kind: sources that make the same
    mana are interchangeable), then life for a Phyrexian symbol."""
    for unit in dict.fromkeys(state.pool):
        if _fits(unit, need, search.spell):
            yield [unit], state._replace(pool=_without(state.pool, unit)), []
    for unit in dict.fromkeys(state.made):
        if _fits(unit, need, search.spell):
            yield [unit], state._replace(made=_without(state.made, unit)), []
    for position, kind in enumerate(search.kinds):
        remaining = state.left[position]
        if not remaining:
            continue
        source = kind.members[len(kind.members) - remaining]
        left = (*state.left[:position], remaining - 1, *state.left[position + 1 :])
        for choice, bundle in enumerate(kind.bundles):
            ordered = sort_units(bundle)
            fitting = next((u for u in ordered if _fits(u, need, search.spell)), None)
            if fitting is None:
                continue
            made = sort_units([*state.made, *_without(ordered, fitting)])
            tap = (source.object, source.ability, choice)
            yield [fitting], state._replace(made=made, left=left), [tap]
    if need.life and state.life >= LIFE_PER_PHYREXIAN:
        yield [], state._replace(life=state.life - LIFE_PER_PHYREXIAN), []


def _fits(unit: Unit, need: _Need, spell: frozenset[str] | None) -> bool:
    return (
        (need.types is None or unit.type in need.types)
        and (unit.snow or not need.snow)
        and spendable(unit, spell)
    )


def _without(units: tuple[Unit, ...], unit: Unit) -> tuple[Unit, ...]:
    at = units.index(unit)
    return units[:at] + units[at + 1 :]


# -- saying why not ------------------------------------------------------------------------------
def _total_available(state: _State, kinds: Sequence[_Kind]) -> int:
    return len(state.pool) + sum(
        n * max(len(b) for b in k.bundles) for k, n in zip(kinds, state.left, strict=True)
    )


def _life_payable(needs: list[_Need], state: _State) -> int:
    return min(sum(1 for n in needs if n.life), state.life // LIFE_PER_PHYREXIAN)


def _why_not(
    needs: list[_Need],
    state: _State,
    kinds: Sequence[_Kind],
    cost: ManaCost,
    x: int,
    extra: int,
    life_exact: int | None,
) -> str:
    asked = cost.text or "{0}"
    if cost.has_variable:
        asked += f" with X={x}"
    if extra:
        asked += f" plus {{{extra}}}" if extra > 0 else f" minus {{{-extra}}}"
    count = sum(state.left)
    has = f"{pool_text(state.pool)} in the pool and {count} untapped mana source{'' if count == 1 else 's'}"
    available = _total_available(state, kinds)
    if available < len(needs) - _life_payable(needs, state):
        return f"{asked} needs {len(needs)} mana and there is at most {available}: {has}"
    if life_exact is not None:
        return f"{asked} can't be paid with exactly {life_exact} life for its Phyrexian symbols from {has}"
    for letter in (*MANA_TYPES[1:], "C"):
        wanted = sum(1 for n in needs if n.types == frozenset({letter}))
        can_make = sum(1 for u in state.pool if u.type == letter) + sum(
            n
            for k, n in zip(kinds, state.left, strict=True)
            if any(u.type == letter for b in k.bundles for u in b)
        )
        if wanted > can_make:
            return f"{asked} needs {wanted} {{{letter}}} and at most {can_make} can be made: {has}"
    return f"{asked} can't be paid from {has}: no mix of them makes each symbol's mana at once"
