"""The word index behind "did you mean" (mtgfaces.cards.fuzzy): its scores
are rapidfuzz's ``fuzz.ratio`` exactly, and a one-typo word is found
without importing rapidfuzz."""

from __future__ import annotations

import subprocess
import sys

from hypothesis import given
from hypothesis import strategies as st
from rapidfuzz import fuzz

from mtgfaces.cards.fuzzy import CLOSE, close_words, ratio

BUCKET = "\n".join(sorted(["glacial", "glacier", "glaciers", "glare", "gleam", "globe", "galcier"]))


@given(st.text(alphabet="abcéの ", max_size=80), st.text(alphabet="abcéの ", max_size=80))
def test_ratio_is_rapidfuzz_ratio(first: str, second: str) -> None:
    assert ratio(first, second) == fuzz.ratio(first, second)


def test_one_typo_words_are_found_by_every_kind_of_typo() -> None:
    for typo in ("glaicer", "glacer", "glacire", "glaciier", "glaxier"):
        found = dict(close_words(typo, BUCKET))
        assert "glacier" in found, typo
        assert found["glacier"] == fuzz.ratio(typo, "glacier")


def test_only_one_typo_words_when_there_are_some_best_first() -> None:
    found = close_words("glaicer", BUCKET)
    assert [text for text, _ in found] == ["glacier"]  # "galcier" and "glacial" are two typos away
    assert [score for _, score in found] == sorted((score for _, score in found), reverse=True)


def test_a_word_with_no_one_typo_neighbour_is_compared_with_every_word() -> None:
    found = dict(close_words("gleciar", BUCKET))
    expected = {text: fuzz.ratio("gleciar", text) for text in BUCKET.split("\n")}
    assert found
    assert found == {text: score for text, score in expected.items() if score >= CLOSE}


def test_a_misspelt_name_is_suggested_without_importing_rapidfuzz() -> None:
    code = (
        "import sys; from mtgfaces.cards.db import CardDB;"
        "print(CardDB.default().suggestions('Sejri Glaicer')[0]); print('rapidfuzz' in sys.modules)"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out.split("\n")[:2] == ["Sejiri Shelter // Sejiri Glacier", "False"]
