"""The word index behind "did you mean": suggestions for a misspelt name
without scoring all 220,000 names of the database.

At import time every word of every name (any language) is listed under its
first character, with the cards whose names hold it. A lookup scores only the
words that begin like the reference's words (a typo rarely hits the first
letter), takes the cards holding the close ones, and ranks those by their
names. Words most cards share ("the", "de") tell nothing: the index keeps
only how many cards hold them, so they are recognized and weigh little.
Only when that finds nothing does the caller score every name.

A close word is first looked for one typo away (a letter wrong, missing,
extra, or two letters swapped), by a regular expression over the words of
that initial; only a word with none is compared with every word of its
initial (by rapidfuzz). The scores are rapidfuzz's ``fuzz.ratio``, computed
here by :func:`ratio` so that a misspelt name (the usual case: one typo)
costs no import of rapidfuzz at start-up.

>>> index = build_word_index([("sejiri shelter", 1), ("sejiri glacier", 1), ("glacial wall", 2)])
>>> index.words["g"].split()
['glacial', 'glacier']
>>> index.cards["glacier"]
'1'
"""

from __future__ import annotations

import math
import re
from collections.abc import Callable, Iterable
from typing import NamedTuple

WORD = re.compile(r"\w+")
MIN_WORD = 3  # shorter words are mostly articles: "of", "la", "の"
COMMON = 300  # a word in more cards than this tells nothing about which card is meant
CLOSE = 70  # how alike (0-100) a word must be to count as the reference's word misspelt
CLOSE_WORDS = 20  # at most this many close words for each word of the reference
CANDIDATES = 20  # cards ranked by their names at most


class WordIndex(NamedTuple):
    """``words``: first character -> the words, newline-separated;
    ``cards``: word -> the ids of the cards holding it, space-separated."""

    words: dict[str, str]
    cards: dict[str, str]


def build_word_index(keys: Iterable[tuple[str, int]]) -> WordIndex:
    """The index of ``(normalized name, card id)`` pairs."""
    holders: dict[str, set[int]] = {}
    for key, card_id in keys:
        for word in WORD.findall(key):
            if len(word) >= MIN_WORD:
                holders.setdefault(word, set()).add(card_id)
    by_initial: dict[str, list[str]] = {}
    for word in sorted(holders):
        by_initial.setdefault(word[0], []).append(word)
    return WordIndex(
        words={initial: "\n".join(words) for initial, words in by_initial.items()},
        cards={word: _postings(ids) for word, ids in holders.items()},
    )


def _postings(ids: set[int]) -> str:
    """The ids, or for a common word only how many: it is found as itself
    (so "des" isn't taken for a misspelt "deus"), and names no card."""
    return f"*{len(ids)}" if len(ids) > COMMON else " ".join(map(str, sorted(ids)))


def _holders(postings: str) -> tuple[int, list[int]]:
    if postings.startswith("*"):
        return int(postings[1:]), []
    ids = [int(i) for i in postings.split()]
    return len(ids), ids


def ratio(first: str, second: str) -> float:
    """How alike two strings are, 0-100: ``100 * (1 - indel / (len + len))``
    with ``indel = len + len - 2 * LCS``, the
    normalized Indel similarity that rapidfuzz's ``fuzz.ratio`` returns (100
    for two empty strings). The longest common subsequence is counted with
    the bit-parallel method (Allison and Dix; Hyyrö): one pass over
    ``second``, a few integer operations per character.

    >>> round(ratio("glaicer", "glacier"), 2)
    85.71
    """
    total = len(first) + len(second)
    if not total:
        return 100.0
    masks: dict[str, int] = {}
    for position, char in enumerate(first):
        masks[char] = masks.get(char, 0) | (1 << position)
    full = (1 << len(first)) - 1
    rows = full
    for char in second:
        matches = rows & masks.get(char, 0)
        rows = ((rows + matches) | (rows - matches)) & full
    common = len(first) - rows.bit_count()
    return 100.0 * (1.0 - (total - 2 * common) / total)  # as rapidfuzz rounds it


def _one_typo(word: str) -> re.Pattern[str]:
    """Matches, as a whole line, ``word`` and every word one typo from it:
    a letter wrong or missing (``se.?iri``), one extra (``se.jiri``), or two
    neighbours swapped (``sjeiri``)."""
    parts = [re.escape(char) for char in word]
    ways = {"".join(parts[:i]) + ".?" + "".join(parts[i + 1 :]) for i in range(len(parts))}
    ways.update("".join(parts[:i]) + "." + "".join(parts[i:]) for i in range(len(parts) + 1))
    ways.update(
        "".join(parts[:i]) + parts[i + 1] + parts[i] + "".join(parts[i + 2 :]) for i in range(len(parts) - 1)
    )
    return re.compile("^(?:" + "|".join(sorted(ways)) + ")$", re.MULTILINE)


def close_words(word: str, bucket: str) -> list[tuple[str, float]]:
    """The words of ``bucket`` (newline-separated, sorted) like ``word``,
    each with its :func:`ratio`, best first, at most :data:`CLOSE_WORDS`, none
    below :data:`CLOSE`: those one typo away if any, else any alike."""
    typos = [(text, ratio(word, text)) for text in _one_typo(word).findall(bucket)]
    found = sorted(((t, s) for t, s in typos if s >= CLOSE), key=lambda item: -item[1])
    if found:
        return found[:CLOSE_WORDS]
    from rapidfuzz import fuzz, process  # only for a word with no one-typo neighbour

    matches = process.extract(
        word, bucket.split("\n"), scorer=fuzz.ratio, score_cutoff=CLOSE, limit=CLOSE_WORDS
    )
    return [(text, score) for text, score, _ in matches]


Fetch = Callable[[str, list[str]], list[tuple[str, str]]]
"""Reads ``(key, value)`` rows of a table of the index for the given keys."""


def candidate_cards(query: str, fetch: Fetch) -> list[tuple[int, float]]:
    """Cards whose names hold words close to the words of ``query`` (a
    normalized name), each with how well (0-100), best first; at most
    :data:`CANDIDATES`.

    How well: for each word of the query, how alike the card's closest word
    is, averaged with the query's words weighted by how telling they are
    (a word few cards hold counts more: "valki" more than "gott" in "Valki,
    Gott der Lügen"); a word like no indexed word counts fully, as missing.
    """
    words = [w for w in dict.fromkeys(WORD.findall(query)) if len(w) >= MIN_WORD]
    if not words:
        return []
    buckets = dict(fetch("words", sorted({w[0] for w in words})))
    close = {word: close_words(word, buckets.get(word[0], "")) for word in words}
    holders = {
        text: _holders(postings)
        for text, postings in fetch("cards", sorted({text for alike in close.values() for text, _ in alike}))
    }
    weight = {word: _telling(holders[alike[0][0]][0]) if alike else 1.0 for word, alike in close.items()}
    total = sum(weight.values())
    best: dict[int, dict[str, float]] = {}
    for word, alike in close.items():
        for text, score in alike:
            for card_id in holders[text][1]:
                per_word = best.setdefault(card_id, {})
                per_word[word] = max(per_word.get(word, 0.0), score)
    scored = (
        (card_id, sum(s * weight[w] for w, s in found.items()) / total) for card_id, found in best.items()
    )
    return sorted(scored, key=_rank)[:CANDIDATES]


def _telling(holders: int) -> float:
    """How much a word tells, from how many cards hold it: 1 for one card,
    less for more."""
    return 1.0 / (1.0 + math.log2(max(holders, 1)))


def _rank(item: tuple[int, float]) -> tuple[float, int]:
    return (-item[1], item[0])
