"""The mana payer (rules/state/mana.py): every mana symbol (107.4), X (107.3),
pools (106), restrictions on spending (106.6), and that it finds a payment
whenever one exists, checked against a brute-force search."""

from __future__ import annotations

import itertools
from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from mtgfaces.cards.mana import ManaCost, SymbolKind
from mtgfaces.rules.state.mana import (
    NoPayment,
    Source,
    Unit,
    find_payment,
    parse_pool,
    pool_text,
    sort_units,
    spendable,
)
from mtgfaces.rules.state.status import ObjectId
from tests import budget

W, U, B, R, G, C = (Unit(t) for t in "WUBRGC")


def land(number: int, *choices: str) -> Source:
    text = f"{{T}}: Add {' or '.join(choices)}."
    return Source(ObjectId(number), text, tuple(parse_pool(c) for c in choices), land=True)


PLAINS, ISLAND, FOREST = land(1, "{W}"), land(2, "{U}"), land(3, "{G}")
TUNDRA = land(4, "{W}", "{U}")
SOL_RING = Source(ObjectId(5), "{T}: Add {C}{C}.", ((C, C),), land=False)


def pay(cost: str, **kwargs: object) -> list[str]:
    found = find_payment(ManaCost.parse(cost), **kwargs)  # type: ignore[arg-type]
    return [str(u) for u in found.spent]


def test_106_1b_a_unit_of_mana_reads_back_from_its_text() -> None:
    for unit in (W, Unit("C", snow=True), Unit("U", only="noncreature"), Unit("G", True, "creature")):
        assert Unit.parse(str(unit)) == unit
    with pytest.raises(ValueError, match="not a unit of mana"):
        Unit.parse("X")
    assert pool_text(parse_pool("{U}{W}{C}")) == "{C}{W}{U}"
    with pytest.raises(ValueError, match="a pool holds only"):
        parse_pool("{2}")


def test_601_2g_the_payer_searches_so_a_dual_land_pays_the_color_nothing_else_makes() -> None:
    # Taking {W} from the Tundra first would leave {U} unpaid: the payer backtracks.
    found = find_payment(ManaCost.parse("{W}{U}"), sources=(TUNDRA, PLAINS))
    assert sorted(found.taps) == [(1, "{T}: Add {W}.", 0), (4, "{T}: Add {W} or {U}.", 1)]


def test_601_2g_the_pool_is_spent_before_any_source_is_tapped() -> None:
    found = find_payment(ManaCost.parse("{1}{U}"), pool=(U, W), sources=(ISLAND,))
    assert found.taps == () and found.pool == (W, U)


def test_106_4_what_a_tap_adds_beyond_the_cost_stays_in_the_pool() -> None:
    found = find_payment(ManaCost.parse("{1}"), sources=(SOL_RING,))
    assert found.spent == (C,) and found.floating == (C,)


def test_107_3_each_x_is_that_much_generic_mana() -> None:
    assert len(pay("{X}{X}{U}", x=2, sources=(ISLAND, SOL_RING, PLAINS, FOREST))) == 5
    with pytest.raises(NoPayment, match="needs 7 mana"):
        pay("{X}{X}{U}", x=3, sources=(ISLAND, SOL_RING, PLAINS, FOREST))


def test_107_4e_hybrid_is_paid_with_either_color() -> None:
    assert pay("{W/U}", sources=(ISLAND,)) == ["U"]
    assert pay("{W/U}", sources=(PLAINS,)) == ["W"]
    with pytest.raises(NoPayment):
        pay("{W/U}", sources=(FOREST,))


def test_107_4e_mono_hybrid_is_paid_with_its_color_or_two_generic() -> None:
    assert pay("{2/W}", sources=(PLAINS, SOL_RING)) == ["W"]
    assert pay("{2/W}", sources=(ISLAND, FOREST)) == ["U", "G"]
    with pytest.raises(NoPayment):
        pay("{2/W}", sources=(ISLAND,))


def test_107_4f_phyrexian_mana_is_paid_with_its_color_or_two_life() -> None:
    with_mana = find_payment(ManaCost.parse("{G/P}"), sources=(FOREST,), life=20)
    assert with_mana.life == 0 and with_mana.spent == (G,)
    with_life = find_payment(ManaCost.parse("{G/P}{G/P}"), sources=(FOREST,), life=20)
    assert with_life.life == 2 and with_life.spent == (G,)
    # CR 119.4: a player can pay life only up to their life total.
    with pytest.raises(NoPayment):
        find_payment(ManaCost.parse("{G/P}"), life=1)
    exact = find_payment(ManaCost.parse("{G/P}"), sources=(FOREST,), life=20, life_exact=2)
    assert exact.life == 2 and exact.taps == ()


def test_107_4c_colorless_mana_symbol_needs_colorless_mana() -> None:
    assert pay("{C}", sources=(PLAINS, SOL_RING)) == ["C"]
    with pytest.raises(NoPayment, match=r"needs 1 \{C\}"):
        pay("{C}", sources=(PLAINS,))


def test_107_4h_snow_mana_symbol_needs_mana_from_a_snow_source() -> None:
    snowy = Source(ObjectId(9), "{T}: Add {G}.", ((Unit("G", snow=True),),), land=True)
    assert pay("{S}", sources=(FOREST, snowy)) == ["G:snow"]
    with pytest.raises(NoPayment):
        pay("{S}", sources=(FOREST,))


def test_106_6_restricted_mana_is_spent_only_on_what_it_allows() -> None:
    emperor = Source(ObjectId(7), "{T}: Add {U} or {R}.", ((Unit("U", only="noncreature"),),), land=False)
    assert pay("{U}", sources=(emperor,), spell=frozenset({"Instant"})) == ["U:only noncreature"]
    with pytest.raises(NoPayment):
        pay("{U}", sources=(emperor,), spell=frozenset({"Creature"}))
    with pytest.raises(NoPayment):
        pay("{U}", sources=(emperor,))  # an ability's cost: not a spell at all
    assert spendable(Unit("R", only="instant or sorcery"), frozenset({"Sorcery"}))


def test_601_2h_refusals_say_what_is_missing() -> None:
    with pytest.raises(NoPayment, match=r"\{U\}\{U\} needs 2 \{U\} and at most 1 can be made"):
        pay("{U}{U}", sources=(TUNDRA, PLAINS))
    with pytest.raises(NoPayment, match="needs 5 mana and there is at most 2"):
        pay("{5}", sources=(TUNDRA, PLAINS))


def test_the_payers_order_is_documented_and_deterministic() -> None:
    # Generic mana: pool colorless first, then sources making only colorless
    # mana, then those making fewer kinds, lands first, then by id.
    found = find_payment(ManaCost.parse("{2}"), sources=(TUNDRA, PLAINS, SOL_RING))
    assert [t[0] for t in found.taps] == [5]
    found = find_payment(ManaCost.parse("{1}"), sources=(TUNDRA, PLAINS))
    assert [t[0] for t in found.taps] == [1]


# -- a payment exists exactly when a brute-force search finds one ------------------------------
COSTS = ["{W}", "{U}", "{1}", "{2}", "{C}", "{W/U}", "{2/W}", "{G/P}", "{X}", "{S}", "{U}{U}", "{W}{U}"]
KINDS = ["{W}", "{U}", "{G}", "{C}", "{C}{C}", "{W}|{U}", "{U}|{G}"]


def _units_pay(units: list[Unit], cost: ManaCost, x: int, life: int) -> bool:
    """Whether exactly these units (and up to ``life`` life) pay ``cost``,
    trying every assignment (an independent, slow check)."""
    slots: list[list[set[Unit] | str]] = []
    for symbol in cost.symbols:
        colors = {c.value for c in symbol.colors}
        any_unit = {Unit(t, s) for t in "WUBRGC" for s in (False, True)}
        if symbol.kind is SymbolKind.GENERIC:
            slots += [[any_unit]] * int(symbol.value)
        elif symbol.kind is SymbolKind.VARIABLE:
            slots += [[any_unit]] * x
        elif symbol.kind is SymbolKind.COLORLESS:
            slots.append([{Unit("C"), Unit("C", True)}])
        elif symbol.kind is SymbolKind.SNOW:
            slots.append([{u for u in any_unit if u.snow}])
        elif symbol.kind is SymbolKind.PHYREXIAN:
            slots.append([{Unit(c, s) for c in colors for s in (False, True)}, "life"])
        elif symbol.kind is SymbolKind.MONO_HYBRID:
            slots.append([{Unit(c, s) for c in colors for s in (False, True)}, "two"])
        else:
            slots.append([{Unit(c, s) for c in colors for s in (False, True)}])
    for options in itertools.product(*slots):
        needed: list[set[Unit]] = []
        life_used = 0
        for option in options:
            if option == "life":
                life_used += 2
            elif option == "two":
                needed += [{Unit(t, s) for t in "WUBRGC" for s in (False, True)}] * 2
            else:
                assert isinstance(option, set)
                needed.append(option)
        if life_used > life or len(needed) > len(units):
            continue
        for chosen in itertools.permutations(units, len(needed)):
            if all(u in want for u, want in zip(chosen, needed, strict=True)):
                return True
    return False


def _exists(cost: ManaCost, x: int, pool: list[Unit], sources: list[Source], life: int) -> bool:
    for taps in itertools.product(*[[None, *range(len(s.bundles))] for s in sources]):
        made = list(pool)
        for source, choice in zip(sources, taps, strict=True):
            if choice is not None:
                made += source.bundles[choice]
        for size in range(len(made) + 1):
            for subset in set(itertools.combinations(sort_units(made), size)):
                if _units_pay(list(subset), cost, x, life):
                    return True
    return False


@given(
    cost=st.lists(st.sampled_from(COSTS), min_size=1, max_size=3),
    x=st.integers(0, 2),
    pool=st.lists(st.sampled_from([W, U, C, Unit("G", snow=True)]), max_size=2),
    kinds=st.lists(st.sampled_from(KINDS), max_size=3),
    life=st.sampled_from([0, 1, 2, 4]),
)
@settings(max_examples=budget.examples(60), derandomize=budget.derandomized(), deadline=None)
def test_601_2g_a_payment_is_found_exactly_when_one_exists(
    cost: list[str], x: int, pool: list[Unit], kinds: list[str], life: int
) -> None:
    parsed = ManaCost.parse("".join(cost))
    sources = [
        Source(ObjectId(i + 1), kind, tuple(parse_pool(c) for c in kind.split("|")), land=True)
        for i, kind in enumerate(kinds)
    ]
    try:
        found = find_payment(parsed, x=x, pool=pool, sources=sources, life=life)
    except NoPayment:
        assert not _exists(parsed, x, pool, sources, life)
        return
    # What was spent pays the cost, came from the pool and the taps, and
    # what is left over is exactly the rest of what the taps made.
    assert _units_pay(list(found.spent), parsed, x, found.life)
    made = Counter(found.pool)
    for source, _, choice in found.taps:
        made.update(sources[int(source) - 1].bundles[choice])
    made.subtract(found.spent)
    made.subtract(found.floating)
    assert all(n == 0 for n in made.values())
    assert not Counter(found.pool) - Counter(pool)
