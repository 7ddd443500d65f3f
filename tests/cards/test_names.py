"""Card-name lookup keys (CR 201: names; 709.4a: split-card names).

A name lookup must find "Æther Vial" when typed "aether vial", but must never
merge two different foreign names whose letters differ only by a mark that is
part of the letter (a Japanese dakuten, the breve of Russian й).
"""

from __future__ import annotations

import unicodedata

import pytest

from mtgfaces.cards.names import normalize_name


def same(a: str, b: str) -> bool:
    return normalize_name(a) == normalize_name(b)


def test_201_1_lookup_ignores_case() -> None:
    assert same("LIGHTNING BOLT", "lightning bolt")
    assert same("Lightning Bolt", "lIgHtNiNg BoLt")
    assert normalize_name("Lightning Bolt") == "lightning bolt"


@pytest.mark.parametrize(
    ("accented", "plain"),
    [
        ("Émeria, the Sky Ruin", "Emeria, the Sky Ruin"),
        ("Lim-Dûl's Vault", "Lim-Dul's Vault"),
        ("Jötun Grunt", "Jotun Grunt"),
        ("Déjà Vu", "Deja Vu"),
        ("Ifh-Bíff Efreet", "Ifh-Biff Efreet"),
        ("Márton Stromgald", "Marton Stromgald"),
    ],
)
def test_201_1_latin_accents_removed(accented: str, plain: str) -> None:
    assert same(accented, plain)


def test_201_1_accents_removed_from_decomposed_input() -> None:
    assert same(unicodedata.normalize("NFD", "Émeria"), "Emeria")
    assert normalize_name("Émeria") == "emeria"


def test_201_2_japanese_dakuten_kept() -> None:
    # Sejiri vs Seshiri: the dakuten makes a different letter.
    assert not same("セジーリ", "セシーリ")
    assert normalize_name("セジーリ") == "セジーリ"


def test_201_2_japanese_handakuten_kept() -> None:
    assert not same("パ", "ハ")
    assert not same("パ", "バ")


def test_201_2_decomposed_kana_equal_composed() -> None:
    assert same(unicodedata.normalize("NFD", "セジーリ"), "セジーリ")


def test_201_2_halfwidth_katakana_equal_fullwidth() -> None:
    assert same("ｾｼﾞｰﾘ", "セジーリ")


def test_201_2_russian_short_i_kept() -> None:
    assert not same("Йотун", "Иотун")
    assert normalize_name("Йотун") == "йотун"
    assert same(unicodedata.normalize("NFD", "Й"), "й")


def test_201_2_russian_case_folded() -> None:
    assert same("ГОБЛИН", "гоблин")


@pytest.mark.parametrize("quote", ["’", "‘", "`"])
def test_201_1_apostrophe_variants(quote: str) -> None:
    assert same(f"Urza{quote}s Tower", "Urza's Tower")


def test_201_1_curly_apostrophe_is_straight() -> None:
    assert normalize_name("Urza’s Tower") == "urza's tower"


def test_201_1_acute_accent_as_apostrophe() -> None:
    assert same("Urza´s Tower", "Urza's Tower")


def test_201_1_curly_double_quotes() -> None:
    assert same("“Ach! Hans, Run!”", '"Ach! Hans, Run!"')


@pytest.mark.parametrize("dash", ["–", "—", "‐"])
def test_201_1_dash_variants(dash: str) -> None:
    assert same(f"Lim{dash}Dûl's Vault", "Lim-Dul's Vault")


@pytest.mark.parametrize(
    "variant", ["Fire//Ice", "fire // ice", "Fire  //  Ice", "FIRE// ICE", " Fire //Ice "]
)
def test_709_4a_split_name_slashes(variant: str) -> None:
    assert normalize_name(variant) == "fire // ice"


def test_709_4a_three_part_split_name() -> None:
    assert normalize_name("Smelt//Herd//Saw") == "smelt // herd // saw"


def test_201_1_fullwidth_letters() -> None:
    assert same("ＦＩＲＥ", "fire")
    assert same("Ｆｉｒｅ／／Ｉｃｅ", "Fire // Ice")


def test_201_1_ligature_ae() -> None:
    assert same("Æther Vial", "Aether Vial")
    assert same("æther vial", "AETHER VIAL")
    assert same("Ærathi Berserker", "Aerathi Berserker")
    assert normalize_name("Æther Vial") == "aether vial"


def test_201_1_white_space_folded() -> None:
    assert normalize_name("  Llanowar \t Elves\n") == "llanowar elves"
    assert same("Llanowar　Elves", "Llanowar Elves")  # ideographic space


def test_201_1_different_names_stay_different() -> None:
    assert not same("Fire", "Ice")
    assert not same("Fire // Ice", "Fire")
    assert not same("Aether Vial", "Aether Vials")


@pytest.mark.parametrize(
    "name", ["Æther Vial", "Fire//Ice", "Émeria", "セジーリ", "Йотун", "Urza’s Tower", "ＦＩＲＥ"]
)
def test_201_1_normalization_is_idempotent(name: str) -> None:
    once = normalize_name(name)
    assert normalize_name(once) == once
