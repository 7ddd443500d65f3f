"""The sets that brought new cards to the game, with their release dates: to
say what a card database holds and what it lacks (``mtgfaces db info``).

A database keeps one printing of each card, so a set whose new cards all
have their kept printing elsewhere would look absent; the sets listed here
are the premier sets and the Horizons and Universes Beyond sets of new cards
since 2020, each of which is where its new cards were first printed.

>>> summary = summarize({"khm": 287, "tla": 277, "tmt": 8})
>>> summary.newest.code, summary.newest.cards
('tmt', 8)
>>> "mh3" in [s.code for s in summary.missing]
True
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import NamedTuple


class SetInfo(NamedTuple):
    code: str  # Scryfall's set code
    name: str
    released: str  # ISO date of the tabletop release


SETS = (
    SetInfo("thb", "Theros Beyond Death", "2020-01-24"),
    SetInfo("iko", "Ikoria: Lair of Behemoths", "2020-04-24"),
    SetInfo("m21", "Core Set 2021", "2020-07-03"),
    SetInfo("znr", "Zendikar Rising", "2020-09-25"),
    SetInfo("khm", "Kaldheim", "2021-02-05"),
    SetInfo("stx", "Strixhaven: School of Mages", "2021-04-23"),
    SetInfo("mh2", "Modern Horizons 2", "2021-06-18"),
    SetInfo("afr", "Adventures in the Forgotten Realms", "2021-07-23"),
    SetInfo("mid", "Innistrad: Midnight Hunt", "2021-09-24"),
    SetInfo("vow", "Innistrad: Crimson Vow", "2021-11-19"),
    SetInfo("neo", "Kamigawa: Neon Dynasty", "2022-02-18"),
    SetInfo("snc", "Streets of New Capenna", "2022-04-29"),
    SetInfo("clb", "Commander Legends: Battle for Baldur's Gate", "2022-06-10"),
    SetInfo("dmu", "Dominaria United", "2022-09-09"),
    SetInfo("40k", "Warhammer 40,000 Commander", "2022-10-07"),
    SetInfo("bro", "The Brothers' War", "2022-11-18"),
    SetInfo("one", "Phyrexia: All Will Be One", "2023-02-10"),
    SetInfo("mom", "March of the Machine", "2023-04-21"),
    SetInfo("mat", "March of the Machine: The Aftermath", "2023-05-12"),
    SetInfo("ltr", "The Lord of the Rings: Tales of Middle-earth", "2023-06-23"),
    SetInfo("woe", "Wilds of Eldraine", "2023-09-08"),
    SetInfo("who", "Doctor Who", "2023-10-13"),
    SetInfo("lci", "The Lost Caverns of Ixalan", "2023-11-17"),
    SetInfo("mkm", "Murders at Karlov Manor", "2024-02-09"),
    SetInfo("pip", "Fallout", "2024-03-08"),
    SetInfo("otj", "Outlaws of Thunder Junction", "2024-04-19"),
    SetInfo("mh3", "Modern Horizons 3", "2024-06-14"),
    SetInfo("acr", "Assassin's Creed", "2024-07-05"),
    SetInfo("blb", "Bloomburrow", "2024-08-02"),
    SetInfo("dsk", "Duskmourn: House of Horror", "2024-09-27"),
    SetInfo("fdn", "Foundations", "2024-11-15"),
    SetInfo("dft", "Aetherdrift", "2025-02-14"),
    SetInfo("tdm", "Tarkir: Dragonstorm", "2025-04-11"),
    SetInfo("fin", "Final Fantasy", "2025-06-13"),
    SetInfo("eoe", "Edge of Eternities", "2025-08-01"),
    SetInfo("spm", "Marvel's Spider-Man", "2025-09-26"),
    SetInfo("tla", "Avatar: The Last Airbender", "2025-11-21"),
    SetInfo("ecl", "Lorwyn Eclipsed", "2026-01-23"),
    SetInfo("tmt", "Teenage Mutant Ninja Turtles", "2026-03-06"),
)

FEW_CARDS = 25
"""Each set listed printed more than this many new cards (the smallest,
March of the Machine: The Aftermath, fifty): fewer in a database means it
holds only part of the set (its early spoilers, say)."""


class SetCount(NamedTuple):
    code: str
    name: str
    released: str
    cards: int  # the database's cards whose kept printing is from this set


class SetSummary(NamedTuple):
    """What a database holds of the listed sets."""

    newest: SetCount | None  # the latest-released listed set it has cards from
    missing: tuple[SetCount, ...]  # listed sets, released by then, it has no card from
    few: tuple[SetCount, ...]  # listed sets it has fewer than FEW_CARDS cards from


def summarize(counts: Mapping[str, int]) -> SetSummary:
    """``counts``: the number of cards per set code (lower case)."""
    listed = [SetCount(s.code, s.name, s.released, counts.get(s.code, 0)) for s in SETS]
    present = [s for s in listed if s.cards]
    newest = max(present, key=lambda s: s.released) if present else None
    if newest is None:
        return SetSummary(None, (), ())
    missing = tuple(s for s in listed if not s.cards and s.released <= newest.released)
    few = tuple(s for s in present if s.cards < FEW_CARDS)
    return SetSummary(newest, missing, few)
