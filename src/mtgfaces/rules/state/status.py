"""A game object's status: everything about it that isn't printed on the card.

Status is what changes as the object is played: which face is up, face down
and how, flipped, tapped, counters, attachments, unlocked doors. A zone change
makes a new object with a fresh status (CR 400.7), so nothing here is ever
"reset" by hand.
"""

from __future__ import annotations

from enum import StrEnum
from typing import NamedTuple, NewType

from mtgfaces.cards.model import Side

ObjectId = NewType("ObjectId", int)
"""An object's identity in one game. A new one is issued at every zone change
(CR 400.7), so an id says nothing about which card it is."""

Target = ObjectId | str
"""What a spell or ability targets: an object, or a player by name (CR 115.1)."""


class FaceDown(StrEnum):
    """How an object came to be face down (CR 708.6 requires telling them apart)."""

    MANIFEST = "manifest"  # CR 701.40
    MANIFEST_DREAD = "manifest_dread"  # CR 701.62
    CLOAK = "cloak"  # CR 701.58
    MORPH = "morph"  # CR 702.37
    MEGAMORPH = "megamorph"  # CR 702.37b
    DISGUISE = "disguise"  # CR 702.168
    TURNED = "turned"  # turned face down by an effect (Ixidron), CR 708.2a
    # turned face down by an effect that lists its characteristics: a 2/2
    # Cyberman artifact creature (Cyber Conversion), CR 708.2
    CYBERMAN = "cyberman"
    EXILE = "exile"  # exiled face down, CR 406.3
    FORETELL = "foretell"  # exiled face down by foretelling, CR 702.143
    HIDDEN_AGENDA = "hidden_agenda"  # a conspiracy in the command zone, CR 702.106a, 315.2

    @property
    def has_ward(self) -> bool:
        """Disguise and cloak give the face-down object ward {2} (702.168a, 701.58a)."""
        return self in (FaceDown.DISGUISE, FaceDown.CLOAK)

    @property
    def is_exile(self) -> bool:
        return self in (FaceDown.EXILE, FaceDown.FORETELL)


FUSED = "fused"
"""``Status.up`` of a fused split spell (CR 702.102)."""


class Status(NamedTuple):
    """The status of one object in its current zone.

    ``up`` is the face that is up on the stack or battlefield: ``FRONT`` by
    default, ``BACK`` once transformed or cast transformed, ``LEFT``/``RIGHT``
    (or :data:`FUSED`) for a split spell, ``ADVENTURE``/``OMEN``/``PROTOTYPE``
    for a spell cast that way (and ``PROTOTYPE`` for the permanent it
    becomes), ``MELDED`` for a melded permanent. In other zones it is
    ``FRONT``.
    """

    up: Side | str = Side.FRONT
    face_down: FaceDown | None = None
    flipped: bool = False  # CR 710
    tapped: bool = False
    counters: tuple[tuple[str, int], ...] = ()
    attached_to: Target | None = None  # a permanent, or a player an Aura enchants (303.4b, 303.4f)
    unlocked: frozenset[Side] = frozenset()  # Room doors, CR 709.5c
    x: int | None = None  # the value chosen for X on the stack, CR 202.3e
    # Exiled by its own Adventure resolving: the player who controlled that
    # spell, who may cast the creature from exile (CR 715.3d).
    on_adventure: str | None = None
    cast_from: str | None = None  # the zone a spell was cast from (aftermath 702.127)
    transformations: int = 0  # how many times it transformed or converted (701.27f)
    targets: tuple[Target, ...] = ()  # objects and players (115.1)
    foretold_turn: int | None = None  # the turn it was foretold (702.143a: castable on a later one)
    damage: int = 0  # damage marked on a permanent (120.3e); removed in cleanup (514.3a)
    attacking: Target | None = None  # the player or planeswalker an attacking creature attacks (508.1)
    chosen: tuple[str, ...] = ()  # what was chosen as it entered or was cast: a color, a name (607.1)
    # The turn since whose start its controller has controlled it (302.6):
    # set as it enters or changes control; 0 for what a position starts with.
    controlled_since: int = 0
    blocking: ObjectId | None = None  # the attacking creature a blocking creature blocks (509.1)
    # Dealt damage by a source with deathtouch since state-based actions were
    # last checked: destroyed by the next check (702.2b, 704.5h).
    deathtouched: bool = False
    # The mana spent to cast it (601.2h), one entry per mana: "W" ... "G" or
    # "C", with ":snow" when a snow source made it; "*" is mana of no recorded
    # type (a game whose costs are free records its cost, not a payment). The
    # permanent a spell becomes keeps it.
    mana_spent: tuple[str, ...] = ()
    # The alternative cost it was cast for (118.9): "face_down", "disturb",
    # "more_than_meets_the_eye", "foretell", "flashback" or
    # "without_paying_its_mana_cost"; None for its mana cost.
    alternative: str | None = None
    # The player who protects a battle (310.8), chosen as it enters (310.8a)
    # or by a state-based action (704.5w-x).
    protector: str | None = None
    # A foretell cost an effect gave it as it became foretold (702.143d), the
    # cost's text: it may be cast for it from exile after that turn.
    foretell_cost: str | None = None

    def spent_colors(self) -> dict[str, int]:
        """How much mana of each color was spent to cast it (601.2h), WUBRG
        order, colors spent only: what converge, sunburst and adamant read."""
        kinds = [entry.split(":")[0] for entry in self.mana_spent]
        return {color: kinds.count(color) for color in "WUBRG" if color in kinds}

    def counter(self, kind: str) -> int:
        return dict(self.counters).get(kind, 0)

    def with_counters(self, kind: str, delta: int) -> Status:
        counts = dict(self.counters)
        counts[kind] = counts.get(kind, 0) + delta
        return self._replace(counters=tuple(sorted((k, n) for k, n in counts.items() if n > 0)))
