"""Card lookup for the pages: a card by any of its names in any language the
data has, its faces and the zone-by-zone table of :mod:`mtgfaces.cards.report`,
and suggestions as one types."""

from __future__ import annotations

from typing import NamedTuple

from mtgfaces.cards.db import CardDB
from mtgfaces.cards.report import CardReport, card_report
from mtgfaces.errors import AmbiguousReference, MalformedInput, UnknownCard
from mtgfaces.web.symbols import Piece, pieces

MAX_SUGGESTIONS = 8
MIN_TYPED = 2


class FaceShown(NamedTuple):
    name: str
    side: str
    cost: list[Piece]
    type_line: str
    text: list[list[Piece]]
    colors: str
    color_indicator: str | None
    stats: str | None
    localized: str | None


class CardPage(NamedTuple):
    report: CardReport
    faces: list[FaceShown]
    localized: dict[str, str]
    zone_costs: list[list[Piece]]


class Found(NamedTuple):
    page: CardPage | None
    error: str | None
    suggestions: list[str]


def card_page(db: CardDB, name: str) -> Found:
    """The card ``name`` names, or why none does and the closest names."""
    try:
        card = db.card(name.strip()[:200])
    except UnknownCard as error:
        return Found(None, f"No card is named {name.strip()[:200]!r}.", list(error.suggestions))
    except AmbiguousReference as error:
        return Found(None, f"{name!r} could be any of these; choose one.", list(error.candidates))
    except MalformedInput as error:
        return Found(None, error.reason, [])
    report = card_report(card, lookup=db.get)
    faces = []
    for face in report.faces:
        stats = None
        if face.power is not None:
            stats = f"{face.power}/{face.toughness}"
        elif face.loyalty is not None:
            stats = f"loyalty {face.loyalty}"
        elif face.defense is not None:
            stats = f"defense {face.defense}"
        faces.append(
            FaceShown(
                name=face.name,
                side=face.side,
                cost=pieces(face.mana_cost),
                type_line=face.type_line,
                text=[pieces(line) for line in face.oracle_text.splitlines() if line],
                colors=" ".join(face.colors),
                color_indicator=" ".join(face.color_indicator) if face.color_indicator else None,
                stats=stats,
                localized=None,
            )
        )
    return Found(
        CardPage(report, faces, db.localized_names(card), [pieces(row.mana_cost) for row in report.zones]),
        None,
        [],
    )


def suggestions(db: CardDB, typed: str) -> list[str]:
    """The real card names closest to what was typed, best first (none for
    fewer than two characters)."""
    text = typed.strip()[:200]
    if len(text) < MIN_TYPED:
        return []
    return db.suggestions(text, limit=MAX_SUGGESTIONS)
