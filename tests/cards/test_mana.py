"""Mana symbols, mana costs and mana value (CR 107.3, 107.4, 202, 709.4b)."""

from __future__ import annotations

import pytest

from mtgfaces.cards.colors import WUBRG, Color, color_letters, color_tuple, parse_color
from mtgfaces.cards.mana import (
    NO_MANA_COST,
    ManaCost,
    SymbolKind,
    mana_symbols_in_text,
    parse_symbol,
)
from mtgfaces.errors import MalformedInput

W, U, B, R, G = Color.WHITE, Color.BLUE, Color.BLACK, Color.RED, Color.GREEN


def _kinds(cost: ManaCost) -> list[SymbolKind]:
    return [s.kind for s in cost.symbols]


# --- 107.4a-d: colored, generic, colorless and zero symbols -------------------------------


def test_107_4b_numeral_is_generic_mana() -> None:
    cost = ManaCost.parse("{3}")
    assert _kinds(cost) == [SymbolKind.GENERIC]
    assert cost.colors == ()
    assert cost.mana_value() == 3


def test_107_4a_five_colored_symbols() -> None:
    cost = ManaCost.parse("{W}{U}{B}{R}{G}")
    assert _kinds(cost) == [SymbolKind.COLORED] * 5
    assert [s.colors for s in cost.symbols] == [(W,), (U,), (B,), (R,), (G,)]
    assert cost.colors == WUBRG
    assert cost.mana_value() == 5


def test_202_2_colors_from_mana_symbols() -> None:
    assert ManaCost.parse("{2}{R}").colors == (R,)
    assert ManaCost.parse("{1}{W}{U}").colors == (W, U)
    assert ManaCost.parse("{7}").colors == ()


def test_202_2c_colors_in_wubrg_order_whatever_the_printed_order() -> None:
    assert ManaCost.parse("{G}{W}").colors == (W, G)
    assert ManaCost.parse("{R}{W}").colors == (W, R)
    assert ManaCost.parse("{G}{U}{B}").colors == (U, B, G)
    assert ManaCost.parse("{G/W}").colors == (W, G)


def test_202_2c_each_color_counted_once() -> None:
    assert ManaCost.parse("{R}{R}{R}").colors == (R,)
    assert ManaCost.parse("{W}{W/U}{U/P}").colors == (W, U)


def test_107_4c_colorless_symbol() -> None:
    cost = ManaCost.parse("{C}{C}")
    assert _kinds(cost) == [SymbolKind.COLORLESS] * 2
    assert cost.colors == ()
    assert cost.mana_value() == 2


def test_107_4d_zero_symbol() -> None:
    cost = ManaCost.parse("{0}")
    assert _kinds(cost) == [SymbolKind.GENERIC]
    assert cost.mana_value() == 0
    assert not cost.is_none


def test_107_4h_snow_symbol_is_one_colorless_mana() -> None:
    cost = ManaCost.parse("{1}{S}{S}")
    assert _kinds(cost) == [SymbolKind.GENERIC, SymbolKind.SNOW, SymbolKind.SNOW]
    assert cost.colors == ()
    assert cost.mana_value() == 3


def test_107_4b_one_million_generic() -> None:
    cost = ManaCost.parse("{1000000}")
    assert cost.mana_value() == 1_000_000


def test_107_4_prints_back_its_text() -> None:
    assert str(ManaCost.parse("{2}{W/U}{G/P}")) == "{2}{W/U}{G/P}"


# --- 107.3 / 202.3e: variable symbols -------------------------------------------------------


def test_202_3e_x_is_zero_off_the_stack() -> None:
    cost = ManaCost.parse("{X}{R}")
    assert cost.has_variable
    assert cost.mana_value() == 1


def test_202_3e_x_is_chosen_value_on_the_stack() -> None:
    assert ManaCost.parse("{X}{R}").mana_value(x=3) == 4


def test_202_3e_each_x_counts_the_chosen_value() -> None:
    assert ManaCost.parse("{X}{X}{R}").mana_value(x=3) == 7
    assert ManaCost.parse("{X}{X}{X}{R}").mana_value(x=2) == 7


@pytest.mark.parametrize("letter", ["X", "Y", "Z"])
def test_107_3p_y_and_z_are_variable_like_x(letter: str) -> None:
    symbol = parse_symbol("{" + letter + "}")
    assert symbol.kind is SymbolKind.VARIABLE
    assert symbol.is_variable
    assert symbol.colors == ()
    assert ManaCost.parse("{" + letter + "}{G}").mana_value() == 1


def test_202_3e_no_variable_ignores_x() -> None:
    cost = ManaCost.parse("{2}{G}")
    assert not cost.has_variable
    assert cost.mana_value(x=10) == 3


# --- 107.4e / 202.3f: hybrid symbols ---------------------------------------------------------


def test_107_4e_hybrid_is_both_colors() -> None:
    symbol = parse_symbol("{W/U}")
    assert symbol.kind is SymbolKind.HYBRID
    assert symbol.colors == (W, U)


def test_202_3f_hybrid_counts_largest_component() -> None:
    assert ManaCost.parse("{W/U}").mana_value() == 1
    assert ManaCost.parse("{R/G}{R/G}").mana_value() == 2


def test_107_4e_mono_hybrid() -> None:
    symbol = parse_symbol("{2/W}")
    assert symbol.kind is SymbolKind.MONO_HYBRID
    assert symbol.colors == (W,)
    assert symbol.value == 2


def test_202_3f_mono_hybrid_counts_two() -> None:
    # Spectral Procession
    cost = ManaCost.parse("{2/W}{2/W}{2/W}")
    assert cost.mana_value() == 6
    assert cost.colors == (W,)


def test_107_4e_colorless_hybrid_is_its_color() -> None:
    symbol = parse_symbol("{C/W}")
    assert symbol.kind is SymbolKind.COLORLESS_HYBRID
    assert symbol.colors == (W,)
    assert ManaCost.parse("{C/W}").mana_value() == 1
    assert ManaCost.parse("{C/W}").colors == (W,)


# --- 107.4f / 202.3g: Phyrexian symbols -----------------------------------------------------


@pytest.mark.parametrize(("text", "color"), [("{W/P}", W), ("{U/P}", U), ("{B/P}", B)])
def test_107_4f_phyrexian_is_its_color(text: str, color: Color) -> None:
    symbol = parse_symbol(text)
    assert symbol.kind is SymbolKind.PHYREXIAN
    assert symbol.colors == (color,)


def test_202_3g_phyrexian_counts_one() -> None:
    assert ManaCost.parse("{W/P}").mana_value() == 1
    # Dismember
    assert ManaCost.parse("{1}{B/P}{B/P}").mana_value() == 3


def test_107_4f_hybrid_phyrexian_is_both_colors() -> None:
    symbol = parse_symbol("{W/U/P}")
    assert symbol.kind is SymbolKind.PHYREXIAN
    assert symbol.colors == (W, U)
    assert parse_symbol("{G/U/P}").colors == (U, G)
    assert ManaCost.parse("{W/U/P}").mana_value() == 1


# --- half mana (Un-sets) ---------------------------------------------------------------------


def test_202_3_half_generic_mana() -> None:
    cost = ManaCost.parse("{½}")
    assert _kinds(cost) == [SymbolKind.GENERIC]
    assert cost.mana_value() == 0.5


def test_202_3_half_colored_mana() -> None:
    cost = ManaCost.parse("{HW}")
    assert cost.colors == (W,)
    assert cost.mana_value() == 0.5


def test_202_3_two_halves_make_a_whole_number() -> None:
    value = ManaCost.parse("{HR}{HR}").mana_value()
    assert value == 1
    assert isinstance(value, int)


def test_202_3_whole_mana_values_are_ints() -> None:
    assert isinstance(ManaCost.parse("{2}{W/U}{G/P}").mana_value(), int)
    assert ManaCost.parse("{2}{W/U}{G/P}").mana_value() == 4


# --- 202.1b: no mana cost --------------------------------------------------------------------


@pytest.mark.parametrize("text", ["", None, "   "])
def test_202_1b_empty_text_is_no_mana_cost(text: str | None) -> None:
    cost = ManaCost.parse(text)
    assert cost.is_none
    assert cost == NO_MANA_COST
    assert cost is NO_MANA_COST
    assert cost.symbols == ()
    assert cost.colors == ()
    assert cost.mana_value() == 0


def test_202_1b_no_mana_cost_differs_from_zero() -> None:
    zero = ManaCost.parse("{0}")
    assert not zero.is_none
    assert zero != NO_MANA_COST
    assert zero.mana_value() == NO_MANA_COST.mana_value() == 0


# --- 709.4b: split cards ---------------------------------------------------------------------


def test_709_4b_split_cost_is_one_combined_cost_keeping_the_symbols() -> None:
    cost = ManaCost.parse("{1}{R} // {1}{U}")
    assert cost.text == "{2}{U}{R}"  # the CR's own example for Fire // Ice
    assert cost.printed == "{1}{R} // {1}{U}"
    # An effect that looks at the symbols sees {1} twice (709.4b, Jegantha).
    assert [s.text for s in cost.symbols] == ["{1}", "{R}", "{1}", "{U}"]
    assert cost.colors == (U, R)
    assert ManaCost.parse("{R} // {3}{G}").text == "{3}{R}{G}"  # Assault // Battery


def test_202_3d_split_card_mana_value_is_combined() -> None:
    assert ManaCost.parse("{1}{R} // {1}{U}").mana_value() == 4


def test_709_4b_split_cost_spacing_normalized() -> None:
    assert ManaCost.parse("{1}{R}//{1}{U}") == ManaCost.parse("{1}{R} // {1}{U}")
    assert ManaCost.parse("{1}{R}//{1}{U}").printed == "{1}{R} // {1}{U}"


def test_709_4b_split_combined_cost_keeps_halves() -> None:
    fire, ice = ManaCost.parse("{1}{R}"), ManaCost.parse("{1}{U}")
    both = fire.combined(ice)
    assert both == ManaCost.parse("{1}{R} // {1}{U}")
    # The symbols stay separate: two {1}, not one {2}.
    assert [s.text for s in both.symbols] == ["{1}", "{R}", "{1}", "{U}"]
    assert both.mana_value() == 4
    assert both.colors == (U, R)


def test_709_4b_combined_with_no_mana_cost() -> None:
    fire = ManaCost.parse("{1}{R}")
    assert fire.combined(NO_MANA_COST) == fire
    assert NO_MANA_COST.combined(fire) == fire
    assert NO_MANA_COST.combined(NO_MANA_COST).is_none


def test_709_4b_three_halves() -> None:
    cost = ManaCost.parse("{R} // {R} // {R}")
    assert cost.text == "{R}{R}{R}"
    assert cost.mana_value() == 3


# --- malformed costs -------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "quoted"),
    [
        ("{Q}", "'{Q}'"),
        ("{T}", "'{T}'"),
        ("{E}", "'{E}'"),
        ("{W/W}", "'{W/W}'"),
        ("{W/P/U}", "'{W/P/U}'"),
        ("{w}", "'{w}'"),
        ("{}", "'{}'"),
        ("W", "'W'"),
        ("{2}x", "'x'"),
        ("{1}{R", "'{R'"),
        ("{2} {G}", "' '"),
    ],
)
def test_107_4_unknown_symbol_is_malformed_input(text: str, quoted: str) -> None:
    with pytest.raises(MalformedInput) as caught:
        ManaCost.parse(text)
    assert quoted in str(caught.value)
    assert caught.value.where is None


def test_107_4_malformed_input_is_a_value_error() -> None:
    with pytest.raises(ValueError, match=r"\{Q\}"):
        ManaCost.parse("{Q}")


def test_107_4_error_names_the_card() -> None:
    with pytest.raises(MalformedInput) as caught:
        ManaCost.parse("{1}{Q}", card="Lightning Bolt")
    error = caught.value
    assert error.where == "card 'Lightning Bolt'"
    assert "Lightning Bolt" in str(error)
    assert "'{Q}'" in str(error)


def test_107_4_parse_symbol_quotes_the_symbol() -> None:
    with pytest.raises(MalformedInput, match=r"'\{T\}'"):
        parse_symbol("{T}")
    with pytest.raises(MalformedInput, match="'W'"):
        parse_symbol("W")


@pytest.mark.parametrize("text", ["{²}", "{١}"])
def test_107_4_non_ascii_digits_are_not_numerals(text: str) -> None:
    with pytest.raises(MalformedInput):
        ManaCost.parse(text)


# --- mana symbols in rules text --------------------------------------------------------------


def test_903_4_mana_symbols_in_text_skip_tap_energy_untap() -> None:
    found = mana_symbols_in_text("{T}, Pay {E}{E}: Add {R}{G}. {Q}: Untap it.")
    assert [s.text for s in found] == ["{R}", "{G}"]


def test_107_4_mana_symbols_in_text_in_order() -> None:
    found = mana_symbols_in_text("{2/W}, {S}: Do a thing. {X}{U/P}: Another. {CHAOS}")
    assert [s.text for s in found] == ["{2/W}", "{S}", "{X}", "{U/P}"]


def test_107_4_no_symbols_in_plain_text() -> None:
    assert mana_symbols_in_text("Flying") == ()
    assert mana_symbols_in_text("") == ()


def test_107_4_mana_symbols_in_text_skips_superscript_digit() -> None:
    assert [s.text for s in mana_symbols_in_text("{²} {R}")] == ["{R}"]


# --- colors (CR 105) -------------------------------------------------------------------------


def test_105_1_wubrg_order() -> None:
    assert [c.value for c in WUBRG] == ["W", "U", "B", "R", "G"]


def test_105_1_color_tuple_sorts_and_dedupes() -> None:
    assert color_tuple(["G", "W", "G"]) == (W, G)
    assert color_tuple([R, "u", B]) == (U, B, R)
    assert color_tuple([]) == ()


@pytest.mark.parametrize(
    ("text", "color"),
    [("W", W), ("u", U), ("Black", B), (" red ", R), ("GREEN", G), (G, G)],
)
def test_105_1_parse_color(text: str | Color, color: Color) -> None:
    assert parse_color(text) is color


@pytest.mark.parametrize("text", ["", "P", "purple", "C"])
def test_105_1_parse_color_rejects_non_colors(text: str) -> None:
    with pytest.raises(ValueError, match=repr(text)):
        parse_color(text)


def test_105_1_color_letters() -> None:
    assert color_letters([G, R, W]) == ["W", "R", "G"]
