"""Scryfall card objects: their shape, and how each becomes a ``Card``.

Only the fields the engine uses are declared; msgspec ignores the others and
reports a wrong type with the JSON path where it found it.
"""

from __future__ import annotations

import re

import msgspec

from mtgfaces.cards.colors import Color, color_tuple
from mtgfaces.cards.line_breaks import restore_line_breaks
from mtgfaces.cards.mana import NO_MANA_COST, ManaCost
from mtgfaces.cards.model import (
    NON_GAME_LAYOUTS,
    Card,
    Face,
    Layout,
    Legalities,
    Legality,
    MeldLink,
    Side,
    SplitKind,
    face_colors,
    make_face,
    strip_reminder_text,
)
from mtgfaces.errors import MalformedInput


class ScryfallFace(msgspec.Struct, kw_only=True, omit_defaults=True, gc=False):
    """A Scryfall ``card_face`` object (the fields we read)."""

    name: str
    printed_name: str | None = None
    mana_cost: str = ""
    type_line: str = ""
    oracle_text: str = ""
    color_indicator: list[Color] | None = None
    power: str | None = None
    toughness: str | None = None
    loyalty: str | None = None
    defense: str | None = None


class ScryfallPart(msgspec.Struct, kw_only=True, omit_defaults=True, gc=False):
    """A Scryfall ``related_card`` object (``all_parts``)."""

    name: str
    component: str = ""
    type_line: str = ""


class ScryfallCard(msgspec.Struct, kw_only=True, omit_defaults=True, gc=False):
    """A Scryfall card object (the fields we read); also our database record."""

    name: str
    layout: str
    lang: str = "en"
    printed_name: str | None = None
    oracle_id: str | None = None
    id: str | None = None  # the Scryfall id of this printing
    set: str | None = None
    legalities: dict[str, Legality] | None = None
    source: str | None = None  # where the shared data took the object from
    mana_cost: str = ""
    cmc: float | None = None
    type_line: str = ""
    oracle_text: str = ""
    color_indicator: list[Color] | None = None
    color_identity: list[Color] | None = None
    power: str | None = None
    toughness: str | None = None
    loyalty: str | None = None
    defense: str | None = None
    keywords: list[str] = []
    card_faces: list[ScryfallFace] | None = None
    all_parts: list[ScryfallPart] | None = None
    source_quality: str | None = None
    text_missing: bool = False
    funny: bool = False
    digital: bool = False


class SkippedCard(Exception):
    """Raised by :func:`card_from_scryfall` for a non-game layout."""

    def __init__(self, layout: str) -> None:
        self.layout = layout
        super().__init__(layout)


_PROTOTYPE_RE = re.compile(r"Prototype ((?:\{[^}]+\})+) [—-] (\S+)/(\S+)")
# Control characters, and the bidirectional embeddings, overrides and
# isolates, which no printed name needs (a right-to-left name carries its
# direction itself) and which can make a name read as another on a terminal.
_CONTROL_RE = re.compile("[\x00-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069]")


def check_name(name: str, *, what: str = "name", where: str | None = None) -> str:
    """``name`` if it is a name: not blank, no control characters and no
    bidirectional overrides.

    Names are printed on terminals, and the database's rows separate their
    fields with control characters (:mod:`mtgfaces.cards.rows`); an escape
    sequence or a NUL in a name is a broken or hostile file, not a card.
    """
    if not name.strip():
        raise MalformedInput(f"{what} {name!r} is blank; a name is printable text", where=where)
    found = _CONTROL_RE.search(name)
    if found is not None:
        raise MalformedInput(
            f"{what} {name!r} has the control character U+{ord(found.group()):04X}; a name is printable text",
            where=where,
        )
    return name


_LAYOUTS = {layout.value: layout for layout in Layout}
_TWO_SIDED: dict[Layout, tuple[Side, ...]] = {
    Layout.TRANSFORM: (Side.FRONT, Side.BACK),
    Layout.MODAL_DFC: (Side.FRONT, Side.BACK),
    Layout.BATTLE: (Side.FRONT, Side.BACK),
    Layout.DOUBLE_FACED_TOKEN: (Side.FRONT, Side.BACK),
    Layout.FLIP: (Side.FRONT, Side.FLIPPED),
}
_MULTI_PART = frozenset({Layout.SPLIT, Layout.ADVENTURE, Layout.OMEN, Layout.PREPARE})
_IDENTITIES: dict[tuple[Color, ...], tuple[Color, ...]] = {}


def card_from_scryfall(obj: ScryfallCard, *, legalities_as_of: str | None = None) -> Card:
    """Build a ``Card`` from one Scryfall card object; ``legalities_as_of``
    dates its legalities (the day the file was written, when known).

    Raises ``SkippedCard`` for layouts that are not game cards, and
    ``MalformedInput`` naming the card when a field can't be read.
    """
    layout = _LAYOUTS.get(obj.layout)
    if layout is None and obj.layout in NON_GAME_LAYOUTS:
        raise SkippedCard(obj.layout)
    check_name(obj.name, what="the card name")
    if layout is None:
        valid = ", ".join(sorted(_LAYOUTS))
        raise MalformedInput(
            f"unknown layout {obj.layout!r}; expected one of {valid} "
            f"(or a non-game layout: {', '.join(sorted(NON_GAME_LAYOUTS))})",
            where=f"card {obj.name!r}",
        )
    keywords = tuple(obj.keywords)
    if layout is Layout.NORMAL and "Prototype" in keywords and _PROTOTYPE_RE.search(obj.oracle_text):
        layout = Layout.PROTOTYPE  # CR 718: some sources file prototype cards as normal
    split_kind = None
    meld = None
    meld_parts: tuple[str, ...] = ()
    raw_faces = obj.card_faces
    if not raw_faces:
        if layout in _TWO_SIDED or layout in _MULTI_PART:
            raise MalformedInput(
                f"layout {layout.value!r} needs card_faces, one object per face; found none",
                where=f"card {obj.name!r}",
            )
        side = Side.FRONT
        if layout is Layout.MELD:
            for part in obj.all_parts or ():
                check_name(part.name, what="the meld card name", where=f"card {obj.name!r}")
            meld, meld_parts = _meld_links(obj)
            if meld_parts or _names_itself_result(obj):
                side = Side.MELDED
        faces = [_single_face(obj, keywords, side)]
        if layout is Layout.PROTOTYPE:
            faces.extend(_prototype_face(faces[0]))
    else:
        sides = _TWO_SIDED.get(layout)
        if sides is None:
            sides = _sides(layout, len(raw_faces))
        if len(sides) != len(raw_faces):
            raise MalformedInput(
                f"layout {layout.value!r} needs exactly {len(sides)} card_faces, found {len(raw_faces)}",
                where=f"card {obj.name!r}",
            )
        for raw in raw_faces:
            check_name(raw.name, what="the face name", where=f"card {obj.name!r}")
        faces = [_face(raw, obj.name, keywords, side) for raw, side in zip(raw_faces, sides, strict=True)]
        if layout is Layout.SPLIT:
            split_kind = _split_kind(faces, keywords)
        elif layout in (Layout.ADVENTURE, Layout.OMEN, Layout.PREPARE):
            layout, faces = _adventure_faces(layout, faces)
    identity = None
    if obj.color_identity is not None:
        given = tuple(obj.color_identity)
        identity = _IDENTITIES.get(given)
        if identity is None:
            identity = _IDENTITIES.setdefault(given, color_tuple(given))
    return Card(
        name=obj.name,
        layout=layout,
        faces=tuple(faces),
        split_kind=split_kind,
        meld=meld,
        meld_parts=meld_parts,
        keywords=keywords,
        oracle_id=obj.oracle_id,
        data_mana_value=obj.cmc,
        data_color_identity=identity,
        source_quality=obj.source_quality,
        text_missing=obj.text_missing,
        funny=obj.funny,
        digital=obj.digital,
        scryfall_id=obj.id,
        set_code=obj.set,
        legalities=Legalities.of(obj.legalities, legalities_as_of) if obj.legalities is not None else None,
    )


def _sides(layout: Layout, count: int) -> tuple[Side, ...]:
    if layout is Layout.SPLIT:
        # Smelt // Herd // Saw (Unfinity) has three halves: the middle one is MIDDLE.
        return (Side.LEFT, *(Side.MIDDLE,) * max(0, count - 2), Side.RIGHT)
    if layout in (Layout.ADVENTURE, Layout.OMEN, Layout.PREPARE):
        return (Side.FRONT, Side.ADVENTURE)  # _adventure_faces settles the second side
    # Any other layout given card_faces (a reversible printing) is its first face.
    return (Side.FRONT,) * count


def _names_itself_result(obj: ScryfallCard) -> bool:
    return any(p.component == "meld_result" and p.name == obj.name for p in obj.all_parts or ())


def _single_face(obj: ScryfallCard, keywords: tuple[str, ...], side: Side) -> Face:
    top = ScryfallFace(
        name=obj.name,
        mana_cost=obj.mana_cost,
        type_line=obj.type_line,
        oracle_text=obj.oracle_text,
        color_indicator=obj.color_indicator,
        power=obj.power,
        toughness=obj.toughness,
        loyalty=obj.loyalty,
        defense=obj.defense,
    )
    return _face(top, obj.name, keywords, side, all_keywords=True)


def _face(
    raw: ScryfallFace, card: str, keywords: tuple[str, ...], side: Side, *, all_keywords: bool = False
) -> Face:
    # Some spoiler texts in the data lost line breaks between abilities (CR 113.2c):
    # the face keeps its text with them put back (mtgfaces.cards.line_breaks).
    text = restore_line_breaks(raw.oracle_text)
    return make_face(
        raw.name,
        side=side,
        mana_cost=raw.mana_cost,
        type_line=raw.type_line,
        oracle_text=text,
        color_indicator=tuple(raw.color_indicator) if raw.color_indicator is not None else None,
        power=raw.power,
        toughness=raw.toughness,
        loyalty=raw.loyalty,
        defense=raw.defense,
        keywords=keywords if all_keywords else _keywords_of(text, keywords),
        card=card,
    )


def _keywords_of(text: str, keywords: tuple[str, ...]) -> tuple[str, ...]:
    """Scryfall lists keywords per card; a face has those its own text names."""
    plain = strip_reminder_text(text).lower()
    return tuple(k for k in keywords if re.search(rf"\b{re.escape(k.lower())}\b", plain))


def _with_side(face: Face, side: Side) -> Face:
    return face._replace(side=side)


def _split_kind(faces: list[Face], keywords: tuple[str, ...]) -> SplitKind:
    if any("Room" in f.types.subtypes for f in faces):
        return SplitKind.ROOM  # CR 709.5: a shared type line with subtype Room
    if "Fuse" in keywords or "\nFuse" in faces[-1].oracle_text:
        return SplitKind.FUSE  # CR 702.102
    if "Aftermath" in keywords or faces[-1].oracle_text.startswith("Aftermath"):
        return SplitKind.AFTERMATH  # CR 702.127
    return SplitKind.ORDINARY


def _adventure_faces(layout: Layout, faces: list[Face]) -> tuple[Layout, list[Face]]:
    main, spell = faces[0], faces[1]
    if "Omen" in spell.types.subtypes:
        layout, side = Layout.OMEN, Side.OMEN  # CR 720: Scryfall files these as adventure
    elif layout is Layout.PREPARE:
        side = Side.PREPARE
    else:
        side = Side.ADVENTURE
    if main.is_land and not main.mana_cost.is_none and spell.mana_cost.is_none:
        # A known source fault (Final Fantasy Towns): the Adventure's cost sits on
        # the land face. Lands have no mana cost (CR 305.9 and the printed cards).
        spell = spell._replace(
            mana_cost=main.mana_cost,
            colors=face_colors(main.mana_cost, spell.color_indicator, spell.oracle_text, (), name=spell.name),
        )
        main = main._replace(
            mana_cost=NO_MANA_COST,
            colors=face_colors(NO_MANA_COST, main.color_indicator, main.oracle_text, (), name=main.name),
        )
    return layout, [main, _with_side(spell, side)]


def _prototype_face(main: Face) -> list[Face]:
    """CR 718.2: the prototype cost and P/T are printed in the rules text."""
    match = _PROTOTYPE_RE.search(main.oracle_text)
    if match is None:
        return []
    cost = ManaCost.parse(match.group(1), card=main.name)
    return [
        main._replace(
            side=Side.PROTOTYPE,
            mana_cost=cost,
            power=match.group(2),
            toughness=match.group(3),
            # CR 718.3b: a prototyped permanent's color comes from its prototype cost.
            colors=face_colors(cost, main.color_indicator, main.oracle_text, main.keywords, name=main.name),
        )
    ]


def _meld_links(obj: ScryfallCard) -> tuple[MeldLink | None, tuple[str, ...]]:
    """Find a meld card's partner and result (CR 712.4) from ``all_parts``.

    The Final Fantasy data labels the result ``meld_part`` too. The result is
    the one with no mana cost; seen from a part, it is the one its text melds
    "into", or the one that is not the part it "Melds with".
    """
    parts = obj.all_parts or []
    results = [p.name for p in parts if p.component == "meld_result"]
    pieces = [p.name for p in parts if p.component == "meld_part"]
    if not results and len(pieces) == 3 and obj.name in pieces:
        others = [p for p in pieces if p != obj.name]
        if not obj.mana_cost:
            results, pieces = [obj.name], others
        else:
            text = obj.oracle_text
            into = [p for p in others if f"into {p}" in text]
            partner = [p for p in others if f"Melds with {p}" in text]
            if into:
                results = into
            elif partner:
                results = [p for p in others if p != partner[0]]
            pieces = [p for p in pieces if p not in results]
    if len(results) != 1:
        return None, ()
    result = results[0]
    if obj.name == result:
        # The melded back face, even when the data names fewer than two parts.
        return None, tuple(p for p in pieces if p != result)
    if len(pieces) != 2:
        return None, ()
    if obj.name not in pieces:
        return None, ()
    partner_name = next(p for p in pieces if p != obj.name)
    return MeldLink(partner=partner_name, result=result), ()
