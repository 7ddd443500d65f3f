"""Building printed values by hand for tests."""

from __future__ import annotations

from mtgfaces.cards.colors import Color
from mtgfaces.cards.model import Face, Side, make_face


def face(
    name: str,
    cost: str = "",
    type_line: str = "",
    text: str = "",
    *,
    indicator: tuple[Color, ...] | None = None,
    keywords: tuple[str, ...] = (),
    side: Side = Side.FRONT,
    power: str | None = None,
    toughness: str | None = None,
    loyalty: str | None = None,
) -> Face:
    return make_face(
        name,
        side=side,
        mana_cost=cost,
        type_line=type_line,
        oracle_text=text,
        color_indicator=indicator,
        keywords=keywords,
        power=power,
        toughness=toughness,
        loyalty=loyalty,
    )
