"""``mtgfaces card NAME``: a card's faces and its zone-by-zone table."""

from __future__ import annotations

import sys
from typing import TYPE_CHECKING, Any

from mtgfaces.cards.db import CardDB
from mtgfaces.errors import MalformedInput

if TYPE_CHECKING:
    from mtgfaces.cards.report import CardReport, ZoneRow


def show_card(name: str, *, lang: str | None, as_json: bool) -> int:
    db = CardDB.default()
    card = db.card(name)
    translate = None
    if lang is not None:
        languages = db.languages()
        if lang not in languages:
            raise MalformedInput(f"unknown language code {lang!r}; the database has: {', '.join(languages)}")
        translations = _translations(db, card.name, lang)

        def translate(english: str) -> str | None:
            return translations.get(english)

    # Imported once the card is found: a misspelt name needs only the suggestions.
    from mtgfaces.cards.report import card_report, to_plain

    report = card_report(card, lookup=db.get, translate=translate)
    if as_json:
        import json

        sys.stdout.write(json.dumps(to_plain(report), ensure_ascii=False) + "\n")
    else:
        sys.stdout.write(render(report, lang=lang))
    return 0


def _translations(db: CardDB, card_name: str, lang: str) -> dict[str, str]:
    rows = db.names_of(card_name, lang)
    return dict(rows)


def _value(value: float) -> str:
    return str(int(value)) if value == int(value) else str(value)


def _colors(colors: list[str]) -> str:
    return "".join(colors) or "colorless"


def render(report: CardReport, *, lang: str | None = None) -> str:
    """The human-readable text of a card report."""
    out: list[str] = []
    kind = report.layout + (f" ({report.split_kind})" if report.split_kind else "")
    if report.is_double_faced:
        kind += ", double-faced"
    out.append(f"{report.name}  [{kind}]")
    for note in report.data_notes or ():
        out.append(f"  data: {note}")
    if lang is not None:
        out.append(f"  {lang}: {report.localized_name or '(no printed name in this language)'}")
    if report.oracle_id or report.scryfall_id:
        ids = [f"oracle {report.oracle_id}" if report.oracle_id else "no oracle id"]
        if report.scryfall_id:
            ids.append(f"scryfall {report.scryfall_id} ({(report.set or '?').upper()})")
        out.append(f"  ids: {' · '.join(ids)}")
    if report.legalities is not None:
        out.append(f"  {_legalities(report.legalities)}")
    out.append(
        f"  mana value {_value(report.mana_value)} · colors {_colors(report.colors)} · "
        f"color identity {_colors(report.color_identity)}"
    )
    if report.choosable_names != report.names:
        out.append(f"  names that can be chosen (201.4, 712.19): {'; '.join(report.choosable_names)}")
    if report.meld_result:
        out.append(f"  melds with {report.meld_partner} into {report.meld_result} (712.4)")
    if report.meld_parts:
        out.append(f"  the melded back face of {' and '.join(report.meld_parts)} (712.4)")
    for face in report.faces:
        out.append("")
        head = f"{face.side.upper():<10}{face.name}"
        if face.mana_cost:
            head += f"  {face.mana_cost}"
        out.append(head)
        if face.localized_name:
            out.append(f"{'':<10}{lang}: {face.localized_name}")
        line = face.type_line
        if face.color_indicator:
            line += f"  (color indicator: {''.join(face.color_indicator)})"
        out.append(f"{'':<10}{line}")
        for text_line in face.oracle_text.splitlines():
            out.append(f"{'':<10}{text_line}")
        stats = _stats(face.power, face.toughness, face.loyalty, face.defense)
        if stats:
            out.append(f"{'':<10}{stats}")
    out.append("")
    out.append("What it is, zone by zone:")
    out.extend(_table(_collapsed(report.zones)))
    return "\n".join(out) + "\n"


def _legalities(legalities: dict[str, Any]) -> str:
    by_status: dict[str, list[str]] = {}
    for name, status in legalities["formats"].items():
        by_status.setdefault(status, []).append(name)
    parts = [
        f"{status.replace('_', ' ')} in {', '.join(names)}" for status, names in sorted(by_status.items())
    ]
    when = f"as of {legalities['as_of']}" if legalities["as_of"] else "undated"
    return f"legalities ({when}): {'; '.join(parts) or 'not legal in any format'}"


def _stats(power: str | None, toughness: str | None, loyalty: str | None, defense: str | None) -> str:
    parts = []
    if power is not None or toughness is not None:
        parts.append(f"{power}/{toughness}")
    if loyalty is not None:
        parts.append(f"loyalty {loyalty}")
    if defense is not None:
        parts.append(f"defense {defense}")
    return ", ".join(parts)


def _collapsed(rows: list[ZoneRow]) -> list[tuple[str, ZoneRow]]:
    """Merge consecutive zones whose rows say the same (library, hand, ...)."""
    merged: list[tuple[str, ZoneRow]] = []
    for row in rows:
        if merged and row.status == "" and merged[-1][1].status == "" and _same(row, merged[-1][1]):
            label, first = merged[-1]
            merged[-1] = (f"{label}/{row.zone}", first)
        else:
            merged.append((row.zone, row))
    return merged


def _same(a: ZoneRow, b: ZoneRow) -> bool:
    return a._replace(zone="") == b._replace(zone="")


def _table(rows: list[tuple[str, ZoneRow]]) -> list[str]:
    header = ("ZONE", "STATUS", "NAME", "MV", "COLORS", "TYPE LINE", "P/T", "RULES")
    body = []
    for label, row in rows:
        types = " ".join(row.supertypes + row.types)
        if row.subtypes:
            types += " — " + " ".join(row.subtypes)
        body.append(
            (
                label,
                row.status or "-",
                row.name if row.name is not None else "(no name)",
                _value(row.mana_value),
                _colors(row.colors),
                types,
                _stats(row.power, row.toughness, row.loyalty, row.defense) or "-",
                ", ".join(row.rules),
            )
        )
    widths = [max(len(r[i]) for r in (header, *body)) for i in range(len(header))]
    lines = []
    for r in (header, *body):
        lines.append("  ".join(cell.ljust(widths[i]) for i, cell in enumerate(r)).rstrip())
    return lines
