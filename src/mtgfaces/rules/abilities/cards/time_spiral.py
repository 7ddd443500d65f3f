"""Time Spiral (2006): Zoetic Cavern, a land with morph.

Rulings covered: it may be played as a land, or cast face down as a 2/2
creature spell with morph (702.37c: the face-down spell isn't a land, so
305.9 doesn't stop it; the engine checks the face-down characteristics,
708.4); face down it has no abilities, so no mana ability (708.2a); turned
face up for {2} it is a land, the same permanent, with its mana ability
(702.37e, 708.8).
"""

from __future__ import annotations

from mtgfaces.rules.abilities.model import Activated, Cost
from mtgfaces.rules.abilities.registry import script
from mtgfaces.rules.abilities.support import add_mana

script(
    Activated("Zoetic Cavern", "{T}: Add {C}.", Cost(tap=True), add_mana("{C}"), "605.1a", mana_ability=True),
)
