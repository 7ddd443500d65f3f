"""The multi-faced pool, and how much of it the engine runs (the measure of
issue 17): every card whose layout has more than one set of characteristics
(712 double-faced cards, 709 split cards, 710 flip cards, 715/720/722
adventurer cards, 712.4 meld, 718 prototype, 310 battles), plus every card
that can be face down (702.37 morph and megamorph, 702.168 disguise) or
whose text manifests, cloaks or turns something face down (701.40, 701.62,
701.58, 708).

A card is implemented when every line of rules text on every face runs
(:func:`mtgfaces.rules.coverage.lines_not_run`: a keyword the engine
knows, a scripted ability, or what the engine reads from text). A card the
data has no rules text for is never implemented: its text is unknown.

>>> from mtgfaces.cards.db import CardDB
>>> grizzly, delver = CardDB.default().card("Grizzly Bears"), CardDB.default().card("Delver of Secrets")
>>> in_pool(grizzly), in_pool(delver)
(False, True)
>>> card_coverage(delver).implemented
True
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterable
from typing import NamedTuple

from mtgfaces.cards.characteristics import from_face
from mtgfaces.cards.layouts import rules_for, strategy
from mtgfaces.cards.model import Card, Layout
from mtgfaces.rules.coverage import HALVES_SHARE_A_SIDE, halves_share_a_side, lines_not_run

FACE_DOWN_GROUP = "face-down"
"""The group of the pool's single-faced cards: morph, megamorph, disguise,
or text that manifests, cloaks or turns something face down."""
_FACE_DOWN_KEYWORDS = frozenset({"morph", "megamorph", "disguise"})
_FACE_DOWN_TEXT = re.compile(r"\bmanifest|\bcloak|\bface down\b", re.IGNORECASE)
NO_TEXT = "(no rules text in the data)"
_NUMBER = re.compile(r"\b\d+\b")


class CardCoverage(NamedTuple):
    """One card of the pool: its group (its layout, or ``face-down``) and
    the lines of its faces the engine doesn't run, each face's own name
    written ``~``."""

    name: str
    group: str
    missing: tuple[str, ...]

    @property
    def implemented(self) -> bool:
        return not self.missing


class CoverageReport(NamedTuple):
    """How much of the pool (or of one group) is implemented, per group,
    and the lines most often not run, numbers written ``N``: the next
    templates to write."""

    cards: int
    implemented: int
    groups: dict[str, tuple[int, int]]  # group: (implemented, cards)
    phrases: list[tuple[str, int]]

    @property
    def share(self) -> float:
        return self.implemented / self.cards if self.cards else 0.0


def in_pool(card: Card) -> bool:
    """Whether the card belongs to the multi-faced pool."""
    if rules_for(card).multi_faced:  # the strategy says (712, 709, 710, 715, 718, 720, 722)
        return True
    if _FACE_DOWN_KEYWORDS & {k.lower() for k in card.keywords}:
        return True
    return any(_FACE_DOWN_TEXT.search(face.oracle_text) for face in card.faces)


def group_of(card: Card) -> str:
    """Its layout, or ``face-down`` for a single-faced card of the pool."""
    return card.layout.value if rules_for(card).multi_faced else FACE_DOWN_GROUP


def groups() -> list[str]:
    """Every group of the pool: the multi-faced layouts and ``face-down``."""
    return sorted([*(layout.value for layout in Layout if strategy(layout).multi_faced), FACE_DOWN_GROUP])


def card_coverage(card: Card) -> CardCoverage:
    """The lines of every face of the card that the engine doesn't run."""
    if card.text_missing:
        return CardCoverage(card.name, group_of(card), (NO_TEXT,))
    missing: list[str] = [HALVES_SHARE_A_SIDE] if halves_share_a_side(card) else []
    for face in card.faces:
        for line in lines_not_run(from_face(face)):
            missing.append(line.replace(face.name, "~") if face.name else line)
    return CardCoverage(card.name, group_of(card), tuple(missing))


def coverage_report(cards: Iterable[Card], *, group: str | None = None, top: int = 15) -> CoverageReport:
    """The report over the pool's cards among ``cards`` (of one ``group``
    when given), with the ``top`` lines most often not run."""
    found = [card_coverage(card) for card in cards if in_pool(card)]
    if group is not None:
        found = [c for c in found if c.group == group]
    groups: dict[str, tuple[int, int]] = {}
    for one in found:
        done, total = groups.get(one.group, (0, 0))
        groups[one.group] = (done + one.implemented, total + 1)
    phrases: Counter[str] = Counter(_NUMBER.sub("N", line) for one in found for line in one.missing)
    return CoverageReport(
        cards=len(found),
        implemented=sum(one.implemented for one in found),
        groups=dict(sorted(groups.items())),
        phrases=phrases.most_common(top),
    )
