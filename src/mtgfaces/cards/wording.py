"""Oracle wordings the card data keeps from before an update that reworded
every card using them, so a reader doesn't take an old text for a ruling.

The data's reprints keep the text of their source (see the data README);
each change listed here only reworded cards, it didn't change what they do.

>>> from mtgfaces.cards.mana import ManaCost
>>> from mtgfaces.cards.model import Card, Face, Layout
>>> face = Face(name="Elvish Visionary", mana_cost=ManaCost.parse("{1}{G}"),
...             oracle_text="When Elvish Visionary enters the battlefield, draw a card.")
>>> [w.old for w in older_wordings(Card(name=face.name, layout=Layout.NORMAL, faces=(face,)))]
['enters the battlefield']
"""

from __future__ import annotations

from typing import NamedTuple

from mtgfaces.cards.model import Card


class Rewording(NamedTuple):
    old: str
    new: str
    update: str  # which Oracle update made the change, and when


REWORDINGS = (
    Rewording("enters the battlefield", "enters", "the Foundations update, November 2024"),
    Rewording("converted mana cost", "mana value", "the Strixhaven update, April 2021 (CR 202.3)"),
)


def older_wordings(card: Card) -> tuple[Rewording, ...]:
    """The rewordings the card's text predates."""
    text = "\n".join(face.oracle_text for face in card.faces)
    return tuple(r for r in REWORDINGS if r.old in text)
