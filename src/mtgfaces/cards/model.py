"""Printed card data: immutable ``Face`` and ``Card`` values.

A card is a layout and a tuple of faces; which face counts where is decided
by the layout strategies in :mod:`mtgfaces.cards.layouts`, never stored here.
"""

# No "from __future__ import annotations" here: typing.NamedTuple compiles each
# string annotation when the class is made, 1.7 ms a class at import time.

import re
from collections.abc import Mapping
from enum import StrEnum
from typing import NamedTuple

from mtgfaces.cards.colors import WUBRG, Color, color_tuple
from mtgfaces.cards.mana import NO_MANA_COST, ManaCost
from mtgfaces.cards.typeline import TypeLine


class Layout(StrEnum):
    """How a card's faces are arranged; the values are Scryfall's layout names.

    ``OMEN`` and ``PREPARE`` are ours: Scryfall files omen cards under
    ``adventure`` (we key on the Omen subtype, CR 720) and has no name yet for
    preparation cards (CR 722).
    """

    NORMAL = "normal"
    SPLIT = "split"
    FLIP = "flip"
    TRANSFORM = "transform"
    MODAL_DFC = "modal_dfc"
    MELD = "meld"
    ADVENTURE = "adventure"
    OMEN = "omen"
    PREPARE = "prepare"
    PROTOTYPE = "prototype"
    LEVELER = "leveler"
    CLASS = "class"
    CASE = "case"
    SAGA = "saga"
    MUTATE = "mutate"
    BATTLE = "battle"
    TOKEN = "token"
    DOUBLE_FACED_TOKEN = "double_faced_token"
    EMBLEM = "emblem"
    HOST = "host"
    AUGMENT = "augment"


NON_GAME_LAYOUTS = frozenset(
    {"art_series", "planar", "scheme", "vanguard", "reversible_card", "double_sided"}
)
"""Scryfall layouts that are not cards of a traditional game of Magic (CR 100.2,
901-904 cover the casual variants): skipped by the loaders and counted."""


class SplitKind(StrEnum):
    """Which kind of split card a ``split`` layout card is (CR 709, 702.102, 702.127)."""

    ORDINARY = "ordinary"
    FUSE = "fuse"
    AFTERMATH = "aftermath"
    ROOM = "room"


class Side(StrEnum):
    """Which part of a card a face is."""

    FRONT = "front"  # the only face of a single-faced card, or a DFC's front face
    BACK = "back"
    LEFT = "left"  # split halves
    RIGHT = "right"
    MIDDLE = "middle"  # the middle third of Smelt // Herd // Saw
    FLIPPED = "flipped"  # the upside-down half of a flip card (CR 710.1b)
    ADVENTURE = "adventure"  # CR 715.2
    OMEN = "omen"  # CR 720.2
    PREPARE = "prepare"  # CR 722.2
    PROTOTYPE = "prototype"  # CR 718.2
    MELDED = "melded"  # the combined back face of a meld pair (CR 712.4)


_REMINDER_RE = re.compile(r"\([^()]*\)")
# A characteristic-defining ability about the object's own color (CR 604.3a):
# "<this card's name> is all colors." / "This spell is colorless."
_SELF_COLOR_RE = re.compile(
    r"(?:^|\n|\. )(?P<who>[^\n.]+?) is (?P<what>all colors|colorless)\.", re.IGNORECASE
)
_SELF_WORDS = ("this card", "this spell", "this creature", "this permanent", "this land", "it", "~")


def strip_reminder_text(text: str) -> str:
    """Rules text without its parenthesized reminder text (CR 207.2, 903.4c)."""
    return _REMINDER_RE.sub("", text)


class Face(NamedTuple):
    """One set of printed characteristics: a face, half, or alternative set."""

    name: str
    side: Side = Side.FRONT
    mana_cost: ManaCost = NO_MANA_COST
    type_line: str = ""
    types: TypeLine = TypeLine()
    oracle_text: str = ""
    color_indicator: tuple[Color, ...] | None = None
    power: str | None = None
    toughness: str | None = None
    loyalty: str | None = None
    defense: str | None = None
    keywords: tuple[str, ...] = ()
    colors: tuple[Color, ...] = ()
    """Derived by :func:`face_colors` when the face is built (CR 202.2, 204, 604.3)."""

    @property
    def is_land(self) -> bool:
        return "Land" in self.types.types

    @property
    def is_permanent(self) -> bool:
        return self.types.is_permanent

    @property
    def is_instant_or_sorcery(self) -> bool:
        return "Instant" in self.types.types or "Sorcery" in self.types.types

    @property
    def is_conspiracy(self) -> bool:
        """A conspiracy card (315): it starts the game in the command zone."""
        return "Conspiracy" in self.types.types


def face_colors(
    mana_cost: ManaCost,
    color_indicator: tuple[Color, ...] | None,
    oracle_text: str,
    keywords: tuple[str, ...],
    *,
    name: str = "",
) -> tuple[Color, ...]:
    """A face's colors (CR 202.2): its mana cost's, or its color indicator's
    (204), as changed by characteristic-defining abilities (604.3) such as
    devoid (702.114a) or "is all colors"."""
    if "Devoid" in keywords:
        return ()
    if "color" in oracle_text:
        for match in _SELF_COLOR_RE.finditer(strip_reminder_text(oracle_text)):
            who = match.group("who").strip().lower()
            if who in _SELF_WORDS or (name and who == name.lower()):
                return WUBRG if match.group("what").lower() == "all colors" else ()
    if color_indicator is not None:
        return color_tuple(color_indicator + mana_cost.colors)
    return mana_cost.colors


def says_its_own_color(line: str, name: str) -> bool:
    """Whether the line is a characteristic-defining ability about the
    object's own color ("~ is all colors.", 604.3a), which
    :func:`face_colors` applies in every zone."""
    match = _SELF_COLOR_RE.fullmatch(strip_reminder_text(line).strip())
    if match is None:
        return False
    who = match.group("who").strip().lower()
    return who in _SELF_WORDS or (bool(name) and who == name.lower())


def make_face(
    name: str,
    *,
    side: Side = Side.FRONT,
    mana_cost: str = "",
    type_line: str = "",
    oracle_text: str = "",
    color_indicator: tuple[Color, ...] | None = None,
    power: str | None = None,
    toughness: str | None = None,
    loyalty: str | None = None,
    defense: str | None = None,
    keywords: tuple[str, ...] = (),
    card: str | None = None,
) -> Face:
    """A face from its printed text: the mana cost and type line parsed, the
    colors derived (CR 202.2, 204, 604.3). ``card`` names the card in errors.

    >>> make_face("Shock", mana_cost="{R}", type_line="Instant").colors
    (<Color.RED: 'R'>,)
    """
    cost = ManaCost.parse(mana_cost, card=card or name)
    indicator = color_tuple(color_indicator) if color_indicator is not None else None
    return Face(
        name=name,
        side=side,
        mana_cost=cost,
        type_line=type_line,
        types=TypeLine.parse(type_line),
        oracle_text=oracle_text,
        color_indicator=indicator,
        power=power,
        toughness=toughness,
        loyalty=loyalty,
        defense=defense,
        keywords=keywords,
        colors=face_colors(cost, indicator, oracle_text, keywords, name=name),
    )


class Legality(StrEnum):
    """A card's status in a format, in Scryfall's words."""

    LEGAL = "legal"
    NOT_LEGAL = "not_legal"
    BANNED = "banned"
    RESTRICTED = "restricted"  # one copy at most (Vintage)


class Legalities(NamedTuple):
    """A card's legality in each format its source listed (Scryfall's
    ``legalities``); a format it doesn't list is one it isn't legal in.

    ``as_of`` is the date of the source's snapshot (ISO), ``None`` if it gave
    none: bans and unbans after that date are not in it.
    """

    formats: tuple[tuple[str, Legality], ...]
    as_of: str | None = None

    def status(self, deck_format: str) -> Legality:
        """The card's status in ``deck_format`` (``NOT_LEGAL`` if unlisted)."""
        for name, legality in self.formats:
            if name == deck_format:
                return legality
        return Legality.NOT_LEGAL

    @classmethod
    def of(cls, given: Mapping[str, str], as_of: str | None) -> "Legalities":
        """From a source's ``{format: status}``; ``ValueError`` for a status
        that isn't one of :class:`Legality`. ``not_legal`` entries are dropped:
        unlisted means the same."""
        formats = sorted((name, Legality(status)) for name, status in given.items())
        return cls(
            tuple((name, status) for name, status in formats if status is not Legality.NOT_LEGAL), as_of
        )


class MeldLink(NamedTuple):
    """For a meld card, its counterpart and the melded result (CR 712.4, 712.5)."""

    partner: str
    result: str


class Card(NamedTuple):
    """A printed card: its layout and faces, plus what the data source said.

    ``data_mana_value`` and ``data_color_identity`` are the source file's own
    values, kept only so that the computed ones can be cross-checked.
    """

    name: str
    layout: Layout
    faces: tuple[Face, ...]
    split_kind: SplitKind | None = None
    meld: MeldLink | None = None
    meld_parts: tuple[str, ...] = ()  # for a melded result: the two cards it is made of
    keywords: tuple[str, ...] = ()
    oracle_id: str | None = None
    data_mana_value: float | None = None
    data_color_identity: tuple[Color, ...] | None = None
    source_quality: str | None = None
    text_missing: bool = False
    funny: bool = False
    digital: bool = False
    scryfall_id: str | None = None  # the one printing the data kept
    set_code: str | None = None  # that printing's set, Scryfall's code ("khm")
    legalities: Legalities | None = None  # None: the source had none (spoiler text)

    @property
    def face_names(self) -> tuple[str, ...]:
        """Each distinct face name, in printed order."""
        return tuple(dict.fromkeys(f.name for f in self.faces))

    def face(self, side: Side) -> Face:
        """The face on ``side``; ``KeyError`` naming the sides it has otherwise."""
        for face in self.faces:
            if face.side is side:
                return face
        sides = ", ".join(f.side.value for f in self.faces)
        raise KeyError(f"{self.name!r} has no {side.value} face; it has: {sides}")

    def has_side(self, side: Side) -> bool:
        return any(f.side is side for f in self.faces)

    @property
    def front(self) -> Face:
        return self.faces[0]

    @property
    def is_meld_result(self) -> bool:
        """The combined back face of a meld pair, filed as a card of its own (712.4)."""
        return self.front.side is Side.MELDED

    def __repr__(self) -> str:
        return f"Card({self.name!r}, layout={self.layout.value!r})"
