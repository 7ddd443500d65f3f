"""Is a deck legal in a format? Deck size, copies, every card's legality in
the format (from the card data, dated), and for Commander and Brawl the
commander and its color identity (903.3-903.5, 903.12).

A card the data has no legalities for (pre-release spoiler text) can't be
shown legal, so it is a problem of its own: a deck passes only on what the
data says.

>>> from mtgfaces.cards.decklist import read_deck
>>> check = check_deck(read_deck("4 Black Lotus\\n56 Island"), "vintage")
>>> check.legal
False
>>> print(check.problems[0])
CR 100.2a: 4 cards named 'Black Lotus'; it is restricted in vintage: 1 at most (legalities as of 2022-04-25)
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from typing import NamedTuple

from mtgfaces.cards.decklist import Deck, Entry
from mtgfaces.cards.model import Card, Legality
from mtgfaces.rules.decks import BRAWL, COMMANDER, allowance, check_commander_deck, is_basic

FORMATS = ("commander", "brawl", "standard", "modern", "pioneer", "legacy", "vintage", "pauper")
COMMANDER_FORMATS = ("commander", "brawl")
CONSTRUCTED_DECK = 60  # CR 100.2a: at least this many
SIDEBOARD = 15  # CR 100.4a: at most this many
COPIES = 4  # CR 100.2a


class FormatCheck(NamedTuple):
    """What a deck check found. ``problems`` are sentences, each starting
    with the rule or the data it rests on; ``not_legal`` the cards banned or
    not legal in the format, ``unknown`` those the data has no legalities
    for; ``legalities_as_of`` the dates of the legality data used (bans after
    them are not known); ``offending`` and ``commander_identity`` as for
    :class:`~mtgfaces.rules.decks.DeckCheck`."""

    format: str
    legal: bool
    cards: int  # in the deck, commanders included, sideboard not
    problems: tuple[str, ...]
    not_legal: tuple[str, ...]
    unknown: tuple[str, ...]
    legalities_as_of: tuple[str, ...]
    commander: str | None = None
    offending: tuple[str, ...] = ()
    commander_identity: tuple[str, ...] = ()


def check_deck(deck: Deck, deck_format: str) -> FormatCheck:
    """Check ``deck`` for ``deck_format`` (one of :data:`FORMATS`);
    ``ValueError`` naming the formats for another."""
    if deck_format not in FORMATS:
        raise ValueError(f"unknown format {deck_format!r}; formats: {', '.join(FORMATS)}")
    problems: list[str] = []
    commander: Card | None = None
    offending: tuple[str, ...] = ()
    identity: tuple[str, ...] = ()
    if deck_format in COMMANDER_FORMATS:
        commander, offending, identity = _commander_checks(deck, deck_format, problems)
    else:
        _constructed_checks(deck, deck_format, problems)
    unknown: dict[str, None] = {}
    not_legal: dict[str, None] = {}
    dates: set[str] = set()
    for card in _distinct(e.card for e in (*deck.commanders, *deck.companions, *deck.main, *deck.sideboard)):
        legalities = card.legalities
        if legalities is None:
            unknown[card.name] = None
            problems.append(
                f"data: {card.name!r} has no legalities in the card data (pre-release text), so its "
                f"legality in {deck_format} is unknown"
            )
            continue
        dates.add(legalities.as_of or "undated")
        status = legalities.status(deck_format)
        if status in (Legality.BANNED, Legality.NOT_LEGAL):
            not_legal[card.name] = None
            word = "banned" if status is Legality.BANNED else "not legal"
            problems.append(f"legality: {card.name!r} is {word} in {deck_format}{_as_of(legalities.as_of)}")
    cards = sum(e.copies for e in (*deck.commanders, *deck.main))
    return FormatCheck(
        format=deck_format,
        legal=not problems,
        cards=cards,
        problems=tuple(problems),
        not_legal=tuple(not_legal),
        unknown=tuple(unknown),
        legalities_as_of=tuple(sorted(dates)),
        commander=commander.name if commander is not None else None,
        offending=offending,
        commander_identity=identity,
    )


def _constructed_checks(deck: Deck, deck_format: str, problems: list[str]) -> None:
    main = sum(e.copies for e in deck.main)
    if main < CONSTRUCTED_DECK:
        problems.append(
            f"CR 100.2a: the main deck has {main} cards; a constructed deck has at least {CONSTRUCTED_DECK}"
        )
    side = sum(e.copies for e in deck.sideboard)
    if side > SIDEBOARD:
        problems.append(
            f"CR 100.4a: the sideboard has {side} cards; a constructed sideboard has at most {SIDEBOARD}"
        )
    counts: Counter[str] = Counter()
    cards: dict[str, Card] = {}
    for entry in (*deck.main, *deck.sideboard):  # CR 100.4a: the limit is over both
        counts[entry.card.name] += entry.copies
        cards[entry.card.name] = entry.card
    for name, count in counts.items():
        card = cards[name]
        if count <= 1 or is_basic(card):
            continue
        if card.legalities is not None and card.legalities.status(deck_format) is Legality.RESTRICTED:
            problems.append(
                f"CR 100.2a: {count} cards named {name!r}; it is restricted in {deck_format}: 1 at most"
                f"{_as_of(card.legalities.as_of)}"
            )
            continue
        limit, why = allowance(card)
        if limit is not None and why == "903.5b":  # no text of its own: the constructed limit
            limit, why = COPIES, "100.2a"
        if limit is not None and count > limit:
            problems.append(f"CR {why}: {count} cards named {name!r}; {_limit_text(why, limit)}")


def _limit_text(rule: str, limit: int) -> str:
    return f"its text allows up to {limit}" if rule == "113.6n" else f"a deck has at most {limit} of a card"


def _commander_checks(
    deck: Deck, deck_format: str, problems: list[str]
) -> tuple[Card | None, tuple[str, ...], tuple[str, ...]]:
    if len(deck.commanders) != 1 or deck.commanders[0].copies != 1:
        problems.append(
            f"CR 903.3: a {deck_format.title()} deck names one commander, in a 'Commander' section"
        )
        return None, (), ()
    commander = deck.commanders[0].card
    cards = deck.cards()
    variant = BRAWL if deck_format == "brawl" else COMMANDER
    result = check_commander_deck(commander, cards, full_deck=True, variant=variant)
    problems.extend(result.problems)
    return commander, result.offending, tuple(c.value for c in result.commander_identity)


def _distinct(cards: Iterable[Card]) -> list[Card]:
    return list({card.name: card for card in cards}.values())


def _as_of(date: str | None) -> str:
    return f" (legalities as of {date})" if date else " (legalities undated)"


__all__ = ["COMMANDER_FORMATS", "FORMATS", "Entry", "FormatCheck", "check_deck"]
