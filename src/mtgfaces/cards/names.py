"""Card name normalisation for lookups: case, accents, punctuation variants.

>>> normalize_name("Æther Vial") == normalize_name("aether vial")
True
>>> normalize_name("Fire//Ice") == normalize_name("fire // ice")
True
"""

from __future__ import annotations

import re
import unicodedata

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
        "æ": "ae",
        "œ": "oe",
        "ø": "o",
        "đ": "d",
        "ł": "l",
    }
)
# Combining marks (U+0300-036F) right after a Latin letter are accents; after
# any other letter (Japanese dakuten are elsewhere anyway, Russian й's breve is
# here) they are part of the letter and stay.
_LATIN_ACCENTS_RE = re.compile(r"(?<=[A-Za-z\u00c0-\u024f\u1e00-\u1eff])[\u0300-\u036f]+")
_SPACES_RE = re.compile(r"\s+")
_SLASHES_RE = re.compile(r"\s*//\s*")


def normalize_name(name: str) -> str:
    """The lookup key of a name: case-folded, accents removed from Latin
    letters, quotes and dashes unified, white space folded, `` // `` spaced."""
    if name.isascii():
        text = name.lower().replace("`", "'")
    else:
        text = unicodedata.normalize("NFKC", name.translate(_FOLD)).casefold().translate(_FOLD)
        decomposed = unicodedata.normalize("NFD", text)
        text = unicodedata.normalize("NFC", _LATIN_ACCENTS_RE.sub("", decomposed))
    if "/" in text:
        text = _SLASHES_RE.sub(" // ", text)
    return _SPACES_RE.sub(" ", text).strip()
