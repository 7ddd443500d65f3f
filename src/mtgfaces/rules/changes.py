"""Dated rule changes: the engine follows the current Comprehensive Rules,
and a game with ``rules_as_of`` set reproduces the rules in force that day.

Every rule the engine knows to have changed is one entry here, so that the
places that depend on it ask :func:`in_force` instead of testing dates.

>>> in_force(None, "any_double_faced_card_transforms")
True
>>> in_force("2020-09-25", "any_double_faced_card_transforms")
False
"""

from __future__ import annotations

import datetime as dt
from typing import NamedTuple

from mtgfaces.errors import MalformedInput


class RuleChange(NamedTuple):
    """A rule that changed on ``effective`` (the date of the CR edition that
    changed it), with what it said before and after."""

    key: str
    effective: dt.date
    rules: tuple[str, ...]
    before: str
    after: str


CHANGES: dict[str, RuleChange] = {
    change.key: change
    for change in (
        RuleChange(
            key="any_double_faced_card_transforms",
            effective=dt.date(2025, 9, 19),
            rules=("712.9", "712.14a"),
            before=(
                "Only transforming double-faced cards and transforming tokens can transform or be "
                "put onto the battlefield transformed; a modal double-faced card can't (seed ruling S5)."
            ),
            after="Any double-faced card that isn't a meld card, and any double-faced token, can transform.",
        ),
    )
}


def parse_date(text: str) -> dt.date:
    """An ISO date (``2020-09-25``), or ``MalformedInput`` saying what is expected."""
    try:
        return dt.date.fromisoformat(str(text))
    except ValueError:
        raise MalformedInput(f"{text!r} is not a date; expected YYYY-MM-DD, e.g. 2020-09-25") from None


def in_force(rules_as_of: str | None, key: str) -> bool:
    """Whether the change ``key`` is in force for a game whose rules are those
    of ``rules_as_of`` (``None``: the current rules)."""
    change = CHANGES[key]
    return rules_as_of is None or parse_date(rules_as_of) >= change.effective
