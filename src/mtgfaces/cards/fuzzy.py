"""The word index behind "did you mean": suggestions for a misspelt name
without scoring all 220,000 names of the database.

At import time every word of every name (any language) is listed under its
first character, with the cards whose names hold it. A lookup scores only the
words that begin like the reference's words (a typo rarely hits the first
letter), takes the cards holding the close ones, and ranks those by their
names. Words most cards share ("the", "de") tell nothing: the index keeps
only how many cards hold them, so they are recognized and weigh little.
Only when that finds nothing does the caller score every name.

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
    from rapidfuzz import fuzz, process

    words = [w for w in dict.fromkeys(WORD.findall(query)) if len(w) >= MIN_WORD]
    if not words:
        return []
    buckets = {initial: text.split("\n") for initial, text in fetch("words", sorted({w[0] for w in words}))}
    close: dict[str, list[tuple[str, float]]] = {}
    for word in words:
        matches = process.extract(
            word, buckets.get(word[0], []), scorer=fuzz.ratio, score_cutoff=CLOSE, limit=CLOSE_WORDS
        )
        close[word] = [(text, score) for text, score, _ in matches]
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
