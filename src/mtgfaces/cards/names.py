"""Card name normalisation for lookups: case, accents, punctuation variants.

>>> normalize_name("Æther Vial") == normalize_name("aether vial")
True
>>> normalize_name("Fire//Ice") == normalize_name("fire // ice")
True
"""

from __future__ import annotations

import re
import unicodedata
from functools import lru_cache

_FOLD = str.maketrans(
    {
        "’": "'",
        "‘": "'",
        "`": "'",
        "´": "'",
        "“": '"',
        "”": '"',
        "–": "-",
        "—": "-",
        "‐": "-",
        "　": " ",
    }
)
_LIGATURES = {"æ": "ae", "œ": "oe", "ß": "ss", "ø": "o", "đ": "d", "ł": "l"}
_SPACES_RE = re.compile(r"\s+")
_SLASHES_RE = re.compile(r"\s*//\s*")


def _is_latin(char: str) -> bool:
    code = ord(char)
    return code <= 0x024F or 0x1E00 <= code <= 0x1EFF


def _strip_latin_accents(text: str) -> list[str]:
    """Accents off Latin letters only: a Japanese dakuten or the breve of
    Russian й is part of the letter, not an accent."""
    out: list[str] = []
    base_is_latin = False
    for char in unicodedata.normalize("NFD", text):
        if unicodedata.combining(char):
            if not base_is_latin:
                out.append(char)
            continue
        base_is_latin = _is_latin(char)
        out.append(char)
    return out


@lru_cache(maxsize=4096)
def normalize_name(name: str) -> str:
    """The lookup key of a name: case-folded, accents removed (CJK kept as is),
    quotes and dashes unified, white space folded, `` // `` spaced."""
    text = unicodedata.normalize("NFKC", name).translate(_FOLD).casefold()
    for ligature, plain in _LIGATURES.items():
        text = text.replace(ligature, plain)
    text = unicodedata.normalize("NFC", "".join(_strip_latin_accents(text)))
    text = _SLASHES_RE.sub(" // ", text)
    return _SPACES_RE.sub(" ", text).strip()
