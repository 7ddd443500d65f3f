"""Commander color identity (CR 903.4) of a printed card.

>>> from mtgfaces.cards.mana import ManaCost
>>> from mtgfaces.cards.model import Card, Face, Layout
>>> bosh = Face(name="Bosh", mana_cost=ManaCost.parse("{8}"),
...             oracle_text="{3}{R}, Sacrifice an artifact: ...")
>>> [c.value for c in color_identity(Card(name="Bosh", layout=Layout.NORMAL, faces=(bosh,)))]
['R']
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator

from mtgfaces.cards.colors import Color, color_tuple
from mtgfaces.cards.mana import mana_symbols_in_text
from mtgfaces.cards.model import Card, Face, strip_reminder_text
from mtgfaces.cards.typeline import BASIC_LAND_TYPES


def color_identity(card: Card) -> tuple[Color, ...]:
    """The card's color identity, WUBRG order.

    Every face counts: back faces (CR 903.4d) and alternative characteristics
    such as an Adventure, Omen, prototype or flipped half (903.4e). For each:
    the mana cost's symbols and color indicator (903.4, 204), mana symbols in
    the rules text without reminder text (903.4c), colors a characteristic-
    defining ability gives (604.3), and the colors of mana its basic land types
    let it tap for (305.6, 903.5d).

    A meld card's back face is not included: it is only half of the melded
    permanent's face, and a reference to it outside a melded permanent fails
    to find characteristics (712.4b). An ability that says it "doesn't affect
    its color identity" (Fallaji Wayfarer) is left out, as it says.
    """
    return color_tuple(_face_colors(card.faces))


_IDENTITY_EXEMPT = "doesn't affect its color identity"


def _face_colors(faces: Iterable[Face]) -> Iterator[Color]:
    for face in faces:
        yield from face.mana_cost.colors
        yield from face.color_indicator or ()
        if _IDENTITY_EXEMPT not in face.oracle_text:
            yield from face.colors
        for symbol in mana_symbols_in_text(strip_reminder_text(face.oracle_text)):
            yield from symbol.colors
        for subtype in face.types.subtypes:
            letter = BASIC_LAND_TYPES.get(subtype)
            if letter is not None and face.is_land:
                yield Color(letter)


def within(identity: Iterable[Color], commander: Iterable[Color]) -> bool:
    """CR 903.5c: every color of ``identity`` is in the commander's identity."""
    return set(identity) <= set(commander)
