"""What a card is in each zone and status: the data behind ``mtgfaces card``.

Each row comes from the layout strategy for that zone and face (the same
base step the game's characteristics start from), with the rules applied.
"""

# No "from __future__ import annotations" here: typing.NamedTuple compiles each
# string annotation when the class is made, 1.7 ms a class at import time.

from collections.abc import Callable
from typing import Any, NamedTuple

from mtgfaces.cards.characteristics import Derivation, RuleNote, Zone, face_down
from mtgfaces.cards.colors import color_letters
from mtgfaces.cards.identity import color_identity
from mtgfaces.cards.layouts import FUSED, melded, room_on_battlefield, rules_for
from mtgfaces.cards.model import Card, Face, Layout, Side, SplitKind
from mtgfaces.cards.record import legalities_record
from mtgfaces.cards.wording import older_wordings

_HIDDEN_AND_PUBLIC = (Zone.LIBRARY, Zone.HAND, Zone.GRAVEYARD, Zone.EXILE, Zone.COMMAND)


class ZoneRow(NamedTuple):
    """The card's characteristics in one zone and status."""

    zone: str
    status: str
    name: str | None
    names: list[str]
    mana_cost: str
    mana_value: float
    colors: list[str]
    supertypes: list[str]
    types: list[str]
    subtypes: list[str]
    power: str | None
    toughness: str | None
    loyalty: str | None
    defense: str | None
    rules: list[str]
    notes: list[str]


class FaceReport(NamedTuple):
    """One printed face."""

    name: str
    side: str
    mana_cost: str
    type_line: str
    oracle_text: str
    colors: list[str]
    color_indicator: list[str] | None
    power: str | None
    toughness: str | None
    loyalty: str | None
    defense: str | None
    localized_name: str | None = None


class CardReport(NamedTuple):
    """Everything ``mtgfaces card`` shows; ``--json`` prints it as is."""

    name: str
    layout: str
    split_kind: str | None
    mana_value: float
    colors: list[str]
    color_identity: list[str]
    names: list[str]
    choosable_names: list[str]
    is_double_faced: bool
    faces: list[FaceReport]
    zones: list[ZoneRow]
    localized_name: str | None = None
    meld_partner: str | None = None
    meld_result: str | None = None
    meld_parts: list[str] | None = None
    # What the data says of its own gaps: no one should mistake one for a
    # ruling (spoiler text, no rules text, older wording, no legalities).
    data_notes: list[str] | None = None
    oracle_id: str | None = None
    scryfall_id: str | None = None  # the printing the data kept
    set: str | None = None  # that printing's set
    legalities: dict[str, Any] | None = None  # {"as_of": date, "formats": {format: status}}


Lookup = Callable[[str], Card | None]


def to_plain(value: Any) -> Any:
    """Named tuples as dicts, tuples as lists, all the way down: for JSON."""
    if hasattr(value, "_asdict"):
        return {key: to_plain(item) for key, item in value._asdict().items()}
    if isinstance(value, (list, tuple)):
        return [to_plain(item) for item in value]
    if isinstance(value, dict):
        return {key: to_plain(item) for key, item in value.items()}
    return value


def card_report(
    card: Card,
    *,
    lookup: Lookup | None = None,
    translate: Callable[[str], str | None] | None = None,
) -> CardReport:
    """Build the report. ``lookup`` finds the other cards of a meld pair;
    ``translate`` gives a localized name for a card or face name."""
    rules = rules_for(card)
    default = rules.base(card, Zone.LIBRARY).characteristics
    return CardReport(
        name=card.name,
        layout=card.layout.value,
        split_kind=card.split_kind.value if card.split_kind else None,
        mana_value=default.mana_value,
        colors=color_letters(default.colors),
        color_identity=color_letters(color_identity(card)),
        names=list(default.names),
        choosable_names=list(rules.choosable_names(card)),
        is_double_faced=rules.double_faced,
        faces=[_face_report(f, translate) for f in card.faces],
        zones=zone_rows(card, lookup=lookup),
        localized_name=translate(card.name) if translate else None,
        meld_partner=card.meld.partner if card.meld else None,
        meld_result=card.meld.result if card.meld else None,
        meld_parts=list(card.meld_parts) if card.meld_parts else None,
        data_notes=data_notes(card) or None,
        oracle_id=card.oracle_id,
        scryfall_id=card.scryfall_id,
        set=card.set_code,
        legalities=legalities_record(card.legalities) if card.legalities is not None else None,
    )


def data_notes(card: Card) -> list[str]:
    """The card data's own gaps for this card, in words."""
    notes = []
    if card.source_quality == "spoiler":
        notes.append("spoiler text: the pre-release wording, which the final Oracle text may change")
    if card.text_missing:
        notes.append("no rules text in the data: a gap in the data, not a card without abilities")
    for rewording in older_wordings(card):
        notes.append(
            f"older Oracle wording: {rewording.old!r}, which Oracle now words {rewording.new!r} "
            f"({rewording.update}); they mean the same"
        )
    if card.legalities is None:
        notes.append("no legalities in the data: format legality unknown")
    return notes


def _face_report(face: Face, translate: Callable[[str], str | None] | None) -> FaceReport:
    return FaceReport(
        name=face.name,
        side=face.side.value,
        mana_cost=face.mana_cost.text,
        type_line=face.type_line,
        oracle_text=face.oracle_text,
        colors=color_letters(face.colors),
        color_indicator=color_letters(face.color_indicator) if face.color_indicator else None,
        power=face.power,
        toughness=face.toughness,
        loyalty=face.loyalty,
        defense=face.defense,
        localized_name=translate(face.name) if translate else None,
    )


def zone_rows(card: Card, *, lookup: Lookup | None = None) -> list[ZoneRow]:
    """One row per zone and status the card can be in."""
    rules = rules_for(card)
    rows: list[ZoneRow] = []
    if card.is_meld_result:
        parts = [lookup(p) for p in card.meld_parts] if lookup else []
        found = tuple(p for p in parts if p is not None)
        if len(found) == 2:
            rows.append(_row(Zone.BATTLEFIELD, "melded", melded(card, (found[0], found[1]))))
        else:
            rows.append(_row(Zone.BATTLEFIELD, "melded", rules.base(card, Zone.BATTLEFIELD)))
        return rows
    for zone in _HIDDEN_AND_PUBLIC:
        rows.append(_row(zone, "", rules.base(card, zone)))
    for side in rules.stack_sides(card):
        rows.append(_row(Zone.STACK, _cast_status(card, side), rules.base(card, Zone.STACK, side)))
    if rules.nonmodal and _castable_transformed(card):
        back = card.face(Side.BACK)
        rows.append(
            _row(
                Zone.STACK,
                f"cast transformed as {back.name}",
                rules.base(card, Zone.STACK, Side.BACK),
                notes=["only where an effect or ability allows it (712.11a), e.g. disturb"],
            )
        )
    for side in rules.land_sides(card):
        face = card.face(side)
        rows.append(
            _row(Zone.BATTLEFIELD, f"played as {face.name}", rules.base(card, Zone.BATTLEFIELD, side))
        )
    rows.extend(_battlefield_rows(card, lookup))
    rows.append(_face_down_row("face down (morph, megamorph, manifest, manifest dread)", ward=False))
    rows.append(_face_down_row("face down (disguise, cloak)", ward=True))
    return rows


def _battlefield_rows(card: Card, lookup: Lookup | None) -> list[ZoneRow]:
    rules = rules_for(card)
    rows: list[ZoneRow] = []
    if card.split_kind is SplitKind.ROOM:
        left, right = card.faces[0], card.faces[-1]
        for doors, label in (
            (frozenset(), "no door unlocked"),
            (frozenset({Side.LEFT}), f"{left.name} unlocked"),
            (frozenset({Side.RIGHT}), f"{right.name} unlocked"),
            (frozenset({Side.LEFT, Side.RIGHT}), "both doors unlocked"),
        ):
            rows.append(_row(Zone.BATTLEFIELD, label, room_on_battlefield(card, unlocked=doors)))
        return rows
    land_sides = set(rules.land_sides(card))
    for side in rules.battlefield_sides(card):
        if side in land_sides:
            continue
        face = card.face(side)
        rows.append(
            _row(
                Zone.BATTLEFIELD,
                _permanent_status(card, face),
                rules.base(card, Zone.BATTLEFIELD, side),
            )
        )
    if card.meld is not None and lookup is not None:
        result, partner = lookup(card.meld.result), lookup(card.meld.partner)
        if result is not None and partner is not None:
            rows.append(
                _row(
                    Zone.BATTLEFIELD,
                    f"melded with {partner.name} into {result.name}",
                    melded(result, (card, partner)),
                )
            )
    return rows


def _cast_status(card: Card, side: Side | str) -> str:
    if side == FUSED:
        return "cast fused"
    face = card.face(Side(side))
    if face.side in (Side.ADVENTURE, Side.OMEN):
        return f"cast as {face.side.value} {face.name}"
    if side is Side.PROTOTYPE:
        return "cast prototyped"
    if card.layout is Layout.PROTOTYPE:
        return "cast normally"
    return f"cast as {face.name}"


def _permanent_status(card: Card, face: Face) -> str:
    if face.side is Side.FLIPPED:
        return f"flipped: {face.name}"
    if face.side is Side.BACK:
        return f"transformed: {face.name}" if rules_for(card).nonmodal else f"{face.name} up"
    if face.side is Side.PROTOTYPE:
        return "prototyped"
    if card.layout is Layout.PROTOTYPE:
        return "normal"
    return f"{face.name} up" if rules_for(card).double_faced else "on the battlefield"


def _castable_transformed(card: Card) -> bool:
    keywords = {k.lower() for k in card.keywords}
    return bool(keywords & {"disturb", "more than meets the eye"}) and not card.face(Side.BACK).is_land


def _face_down_row(status: str, *, ward: bool) -> ZoneRow:
    rule = "702.168a" if ward else "708.2a"
    trace = (RuleNote(rule, "face-down 2/2 with no name, cost or subtypes" + (", ward {2}" if ward else "")),)
    return _row(Zone.BATTLEFIELD, status, Derivation(face_down(ward=ward), trace))


def _row(zone: Zone, status: str, derivation: Derivation, *, notes: list[str] | None = None) -> ZoneRow:
    value = derivation.characteristics
    return ZoneRow(
        zone=zone.value,
        status=status,
        name=value.name,
        names=list(value.names),
        mana_cost=value.mana_cost.text,
        mana_value=value.mana_value,
        colors=color_letters(value.colors),
        supertypes=list(value.supertypes),
        types=list(value.types),
        subtypes=list(value.subtypes),
        power=value.power,
        toughness=value.toughness,
        loyalty=value.loyalty,
        defense=value.defense,
        rules=[note.rule for note in derivation.trace],
        notes=[str(note) for note in derivation.trace] + (notes or []),
    )
