"""Game objects: a card (or a token's definition) plus its status in a zone."""

from __future__ import annotations

from typing import NamedTuple

from mtgfaces.cards.characteristics import Zone
from mtgfaces.cards.layouts import rules_for
from mtgfaces.cards.model import Card
from mtgfaces.rules.state.status import ObjectId, Status


class Ability(NamedTuple):
    """An ability on the stack (CR 113.1b): when it resolves it performs
    ``does`` (an effect action's name) on ``target``. ``transformations`` is
    the source's transform count when the ability was put on the stack, for
    701.27f."""

    does: str
    target: ObjectId | None
    source: ObjectId | None
    source_name: str
    transformations: int | None = None
    options: tuple[tuple[str, str], ...] = ()


class GameObject(NamedTuple):
    """One object: which card, whose, where, and its status (CR 109).

    A melded permanent (CR 712.4a) is one object represented by two cards:
    ``card`` is the melded result, ``parts`` the two meld cards. A copy of a
    spell (707.10) is not a card: ``is_card_copy`` marks it.
    """

    id: ObjectId
    card: Card
    owner: str
    controller: str
    zone: Zone
    status: Status = Status()
    timestamp: int = 0
    is_token: bool = False
    parts: tuple[Card, ...] = ()
    is_spell_copy: bool = False
    ability: Ability | None = None  # an ability on the stack, not a spell (CR 113.1b)
    # Its card is designated its owner's commander (CR 903.3: an attribute of
    # the card, not a characteristic; kept as it changes zones).
    commander: bool = False

    @property
    def is_face_down(self) -> bool:
        return self.status.face_down is not None

    @property
    def is_melded(self) -> bool:
        return bool(self.parts)

    @property
    def is_double_faced(self) -> bool:
        """Represented by a double-faced card or a double-faced token (CR 712.1, 111.10i)."""
        return self.is_melded or rules_for(self.card).double_faced

    @property
    def can_transform(self) -> bool:
        """CR 712.9: only a permanent represented by a double-faced card that
        isn't a meld card, or a double-faced token, can transform."""
        return (
            not self.is_melded and rules_for(self.card).can_transform  # a meld card can't (712.4c)
        )

    @property
    def cards(self) -> tuple[Card, ...]:
        """The physical cards representing the object (none for a token)."""
        if self.is_token or self.is_spell_copy or self.ability is not None:
            return ()
        return self.parts or (self.card,)
