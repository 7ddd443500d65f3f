"""Deck lists as people paste and export them, read into a :class:`Deck`.

Formats read:

- MTG Arena: sections ``Commander``, ``Companion``, ``Deck``, ``Sideboard``
  (and the ``About``/``Name`` header it writes), entries ``4 Lightning Bolt
  (STA) 42``;
- MTGO ``.txt``: ``4 Lightning Bolt`` lines, a blank line before the
  sideboard, or ``SB: 1 Name`` lines; MTGO ``.dek`` (XML, ``<Cards
  Quantity="4" Sideboard="false" Name="..."/>``);
- the plain lists of Moxfield, Archidekt and the like: ``4 Name``, ``4x
  Name``, set codes in brackets or parentheses, collector numbers and foil
  marks after the name, and section lines such as ``Commander:``, ``//
  Sideboard`` or ``Sideboard``.

``A // B``, ``A / B``, ``A/B`` and the name of one face all name the same
card, in any language the data has. A line that names no card is an error
with its line number and the closest real names: nothing is guessed.

>>> deck = read_deck("Commander\\n1 Esika, God of the Tree\\n\\nDeck\\n2 Forest\\n1 Fire/Ice")
>>> [(e.copies, e.card.name) for e in deck.main], deck.commanders[0].card.name
([(2, 'Forest'), (1, 'Fire // Ice')], 'Esika, God of the Tree // The Prismatic Bridge')
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, NamedTuple
from xml.etree import ElementTree

from mtgfaces.cards.model import Card
from mtgfaces.errors import AmbiguousReference, MalformedInput, UnknownCard

if TYPE_CHECKING:
    from mtgfaces.cards.db import CardDB


class Entry(NamedTuple):
    """A number of copies of one card, and the line that listed it."""

    copies: int
    card: Card
    line: int


class Deck(NamedTuple):
    """A deck: its commanders (903.3) and companion, the main deck, the
    sideboard."""

    commanders: tuple[Entry, ...]
    companions: tuple[Entry, ...]
    main: tuple[Entry, ...]
    sideboard: tuple[Entry, ...]

    def cards(self) -> list[Card]:
        """Every card of the main deck, each copy once."""
        return [e.card for e in self.main for _ in range(e.copies)]


_SECTIONS = {
    "commander": "commanders",
    "commanders": "commanders",
    "companion": "companions",
    "deck": "main",
    "main": "main",
    "mainboard": "main",
    "maindeck": "main",
    "sideboard": "sideboard",
    "side": "sideboard",
}
_SECTION = re.compile(r"^(?://\s*)?(?P<name>[A-Za-z ]+?)\s*:?\s*(?:\(\d+\))?$")
_ENTRY = re.compile(
    r"^(?P<sb>SB:\s*)?(?P<count>\d+)\s*x?\s+(?P<name>.+?)"
    r"(?:\s+[\[(][A-Za-z0-9]{2,6}[\])](?:\s+\S+)?)?(?:\s+\*[A-Za-z]+\*)*\s*$"
)
_HEADER = re.compile(r"^(?:About|Name\s.*)$")


def read_deck(text: str, db: CardDB | None = None) -> Deck:
    """A deck list in any of the formats above; ``MalformedInput`` with the
    line number for a line that names no card or can't be read."""
    if db is None:
        from mtgfaces.cards.db import CardDB

        db = CardDB.default()
    if text.lstrip().startswith("<"):
        return _read_dek(text, db)
    sections: dict[str, list[Entry]] = {"commanders": [], "companions": [], "main": [], "sideboard": []}
    current = "main"
    seen_entries = False
    for number, raw in enumerate(text.splitlines(), start=1):
        line = raw.strip()
        if not line:
            if seen_entries and current == "main" and not sections["sideboard"]:
                current = "sideboard_after_blank"  # MTGO .txt: a blank line, then the sideboard
            continue
        if _HEADER.match(line):
            continue
        section = _SECTION.match(line)
        if section is not None and section.group("name").strip().lower() in _SECTIONS:
            current = _SECTIONS[section.group("name").strip().lower()]
            continue
        entry = _ENTRY.match(line)
        if entry is None:
            raise MalformedInput(
                f"line {number}: {line[:80]!r} is no deck entry; write a number and a card name, "
                "like '4 Lightning Bolt'",
                where="deck list",
            )
        count = int(entry.group("count"))
        if count < 1:
            raise MalformedInput(f"line {number}: {count} copies; an entry has 1 or more", where="deck list")
        card = _card(db, entry.group("name"), number)
        target = "sideboard" if entry.group("sb") or current == "sideboard_after_blank" else current
        sections[target].append(Entry(count, card, number))
        seen_entries = True
    return Deck(*(tuple(sections[k]) for k in ("commanders", "companions", "main", "sideboard")))


def _read_dek(text: str, db: CardDB) -> Deck:
    """MTGO's ``.dek`` XML."""
    try:
        root = ElementTree.fromstring(text)  # ElementTree resolves no external entities
    except ElementTree.ParseError as error:
        raise MalformedInput(f"not a .dek file: {error}", where="deck list") from None
    main: list[Entry] = []
    side: list[Entry] = []
    for index, cards in enumerate(root.iter("Cards"), start=1):
        name, quantity = cards.get("Name"), cards.get("Quantity", "")
        if not name or not quantity.isdigit() or int(quantity) < 1:
            raise MalformedInput(
                f"<Cards> element {index} needs Name and a Quantity of 1 or more", where="deck list"
            )
        entry = Entry(int(quantity), _card(db, name, index), index)
        (side if cards.get("Sideboard", "false").lower() == "true" else main).append(entry)
    return Deck((), (), tuple(main), tuple(side))


def _card(db: CardDB, written: str, line: int) -> Card:
    name = re.sub(r"\s*/{1,2}\s*", " // ", written.strip())  # "A/B", "A / B" and "A // B" alike
    try:
        return db.card(name)
    except UnknownCard as error:
        raise MalformedInput(
            f"line {line}: no card named {written.strip()[:80]!r}{error.hint}", where="deck list"
        ) from None
    except AmbiguousReference as error:
        raise MalformedInput(
            f"line {line}: {written!r} could be any of {', '.join(map(repr, error.candidates))}; "
            "write the full name",
            where="deck list",
        ) from None
