"""Every card of the multi-faced pool that was implemented stays so (issue
17): the list scripts/list_implemented.py writes. A change to the grammar
can make lines unreadable again without changing the count (a terminal that
shadows another: "it" against FOUND, "creatures" against PLURAL); this
names the cards it cost."""

from __future__ import annotations

from pathlib import Path

from mtgfaces.cards.db import CardDB
from mtgfaces.rules.pool import card_coverage, in_pool

LISTED = Path(__file__).with_name("implemented_pool.txt")


def test_every_card_once_implemented_still_is() -> None:
    listed = set(LISTED.read_text(encoding="utf-8").splitlines())
    found = {c.name: c for c in (card_coverage(card) for card in CardDB.default() if in_pool(card))}
    lost = {name: found[name].missing if name in found else ("(no longer in the pool)",) for name in listed}
    lost = {name: missing for name, missing in lost.items() if missing}
    assert not lost, "no longer implemented (or run scripts/list_implemented.py if meant): " + "; ".join(
        f"{name}: {missing[0]!r}" for name, missing in sorted(lost.items())
    )
