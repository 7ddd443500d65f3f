"""``mtgfaces deck check FILE``: is this deck legal? (Commander: 903.3-903.5.)"""

from __future__ import annotations

import json
import sys
from pathlib import Path

from mtgfaces.cards.decklist import read_deck
from mtgfaces.cli.files import read_bounded
from mtgfaces.errors import MalformedInput

MAX_DECK_BYTES = 1 << 20  # a deck list is a few kilobytes


def check(file: str, *, deck_format: str, as_json: bool) -> int:
    """Exit 0 when the deck is legal, 1 when it isn't, 2 for bad input."""
    from mtgfaces.rules.formats import COMMANDER_FORMATS, FORMATS, check_deck

    if deck_format not in FORMATS:
        raise MalformedInput(f"unknown format {deck_format!r}; formats: {', '.join(FORMATS)}")
    raw = read_bounded(Path(file), MAX_DECK_BYTES, holding="text", kind="a deck list")
    try:
        text = raw.decode("utf-8-sig")
    except UnicodeDecodeError as error:
        raise MalformedInput(f"not UTF-8 text ({error.reason} at byte {error.start})", where=file) from None
    try:
        deck = read_deck(text)
    except MalformedInput as error:
        raise MalformedInput(error.reason, where=file) from None
    if deck_format in COMMANDER_FORMATS and (len(deck.commanders) != 1 or deck.commanders[0].copies != 1):
        raise MalformedInput(
            f"a {deck_format.title()} deck list names its one commander in a 'Commander' section (903.3)",
            where=file,
        )
    result = check_deck(deck, deck_format)
    if as_json:
        report = {**result._asdict(), "sideboard": sum(e.copies for e in deck.sideboard)}
        sys.stdout.write(json.dumps(report, ensure_ascii=False, indent=1) + "\n")
    else:
        verdict = "legal" if result.legal else "NOT legal"
        commander = f", commander {result.commander}" if result.commander else ""
        sys.stdout.write(f"{file}: {verdict} for {deck_format}{commander} ({result.cards} cards)\n")
        for problem in result.problems:
            sys.stdout.write(f"  {problem}\n")
        dates = ", ".join(result.legalities_as_of) or "none"
        sys.stdout.write(f"  card legalities as of: {dates} (later bans and unbans are not in the data)\n")
    return 0 if result.legal else 1
