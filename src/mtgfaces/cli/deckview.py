"""``mtgfaces deck check FILE``: is this deck legal? (Commander: 903.3-903.5.)"""

from __future__ import annotations

import json
import sys
from pathlib import Path

from mtgfaces.cards.decklist import read_deck
from mtgfaces.cli.files import read_bounded
from mtgfaces.errors import MalformedInput

FORMATS = ("commander",)
"""The formats a deck can be checked for. The others need each card's
legalities, which the card data doesn't hold yet: they are refused, not
guessed."""
MAX_DECK_BYTES = 1 << 20  # a deck list is a few kilobytes


def check(file: str, *, deck_format: str, as_json: bool) -> int:
    """Exit 0 when the deck is legal, 1 when it isn't, 2 for bad input."""
    from mtgfaces.rules.decks import check_commander_deck

    if deck_format not in FORMATS:
        raise MalformedInput(
            f"format {deck_format!r} can't be checked: the card data holds no legalities yet; "
            f"formats checked: {', '.join(FORMATS)}"
        )
    raw = read_bounded(Path(file), MAX_DECK_BYTES, holding="text", kind="a deck list")
    try:
        text = raw.decode("utf-8-sig")
    except UnicodeDecodeError as error:
        raise MalformedInput(f"not UTF-8 text ({error.reason} at byte {error.start})", where=file) from None
    try:
        deck = read_deck(text)
    except MalformedInput as error:
        raise MalformedInput(error.reason, where=file) from None
    if len(deck.commanders) != 1 or deck.commanders[0].copies != 1:
        raise MalformedInput(
            "a Commander deck list names its one commander in a 'Commander' section (903.3)", where=file
        )
    commander = deck.commanders[0].card
    result = check_commander_deck(commander, deck.cards(), full_deck=True)
    if as_json:
        report = {
            "format": deck_format,
            "commander": commander.name,
            "commander_identity": [c.value for c in result.commander_identity],
            "cards": 1 + len(deck.cards()),
            "legal": result.legal,
            "problems": list(result.problems),
            "offending": list(result.offending),
        }
        sys.stdout.write(json.dumps(report, ensure_ascii=False, indent=1) + "\n")
    else:
        verdict = "legal" if result.legal else "NOT legal"
        sys.stdout.write(f"{file}: {verdict} for {deck_format}, commander {commander.name}\n")
        for problem in result.problems:
            sys.stdout.write(f"  {problem}\n")
    return 0 if result.legal else 1
