"""Dated rule changes: the engine follows the current Comprehensive Rules,
and a game with ``rules_as_of`` set reproduces the rules in force that day.

Every rule the engine knows to have changed is one entry here, so that the
places that depend on it ask :func:`in_force` instead of testing dates. A
change's ``effective`` date is that of the first archived edition of the CR
with the new text; ``rules`` gives the rule numbers in the last edition with
the old text and in the first with the new one (numbers moved over the years:
double-faced cards were 711 before they were 712, face-down objects 504 and
707 before 708). The archive starts with the edition of 15 March 2003: an
earlier ``rules_as_of`` is an error.

>>> in_force(None, "any_double_faced_card_transforms")
True
>>> in_force("2020-09-25", "any_double_faced_card_transforms")
False
>>> in_force("2016-07-22", "back_face_mana_value_is_front_faces")
True
>>> parse_date("2002-10-01")  # doctest: +ELLIPSIS
Traceback (most recent call last):
...
mtgfaces.errors.MalformedInput: '2002-10-01' is before 2003-03-15, the oldest ... edition ...; ...
"""

from __future__ import annotations

import datetime as dt
from typing import NamedTuple

from mtgfaces.errors import MalformedInput

OLDEST_EDITION = dt.date(2003, 3, 15)
"""The oldest Comprehensive Rules edition the engine knows (and can reproduce)."""


class RuleChange(NamedTuple):
    """A rule that changed on ``effective`` (the date of the first archived CR
    edition with the new text), with what it said before and after.
    ``rules`` are the rule numbers in the last edition with the old text,
    then in the first with the new one, then today's where they moved;
    ``last_before`` is the date of that last edition with the old text."""

    key: str
    effective: dt.date
    rules: tuple[str, ...]
    before: str
    after: str
    last_before: dt.date | None = None


CHANGES: dict[str, RuleChange] = {
    change.key: change
    for change in (
        RuleChange(
            # Old: 502.26a-b, 502.26e (2003-03-15 to 2006-07-15). New: 502.26a-b,
            # 502.26e (2006-10-01); now 702.37a-b and 708.2a.
            key="face_down_has_no_mana_cost",
            effective=dt.date(2006, 10, 1),
            last_before=dt.date(2006, 7, 15),
            rules=("502.26a", "502.26b", "502.26e", "708.2a", "702.37a"),
            before=(
                "A face-down spell or permanent is a 2/2 creature with no text, no name, no subtypes, no "
                "expansion symbol and a mana cost of {0} (502.26a-b, 502.26e, up to the 2006-07-15 edition)."
            ),
            after="A face-down spell or permanent is a 2/2 creature with no text, no name, no subtypes and "
            "no mana cost.",
        ),
        RuleChange(
            # Old: 711.4b and 202.3a (2011-09-30 to 2015-11-13). New: 202.3b, 711.4b
            # (2016-07-22, "This is a change from previous rules"); now 202.3b, 712.8e.
            key="back_face_mana_value_is_front_faces",
            effective=dt.date(2016, 7, 22),
            last_before=dt.date(2015, 11, 13),
            rules=("711.4b", "202.3a", "202.3b", "712.8e"),
            before=(
                "A double-faced permanent's back face has no mana cost, so with its back face up its "
                "converted mana cost is 0 (711.4b, 202.3a, up to the 2015-11-13 edition)."
            ),
            after=(
                "A transformed permanent's mana value is calculated from its front face's mana cost; a copy "
                "of a back face still has mana value 0."
            ),
        ),
        RuleChange(
            # Old: 701.25 had no such rule (2011-09-30 to 2015-11-13). New: 701.25f
            # (2016-07-22, "This is a change from previous rules"); now 701.27f.
            key="transforms_once_per_ability",
            effective=dt.date(2016, 7, 22),
            last_before=dt.date(2015, 11, 13),
            rules=("701.25", "701.25f", "701.27f"),
            before=(
                "An ability of a permanent that transforms it does so even if the permanent transformed "
                "since the ability was put onto the stack (or since a delayed trigger was created)."
            ),
            after=(
                "If the permanent has transformed since its ability was put onto the stack (or since its "
                "delayed triggered ability was created), the instruction to transform it is ignored."
            ),
        ),
        RuleChange(
            # Old: 707.8, 701.28a, 712.1 (2022-11-18: a token is never double-faced
            # and can't transform). New: 707.8a, 701.28a (2023-04-14, March of the
            # Machine: "transforming tokens"); now 707.8a, 701.27a, 712.9.
            key="token_copies_of_transforming_cards_are_double_faced",
            effective=dt.date(2023, 4, 14),
            last_before=dt.date(2022, 11, 18),
            rules=("707.8", "701.28a", "707.8a", "701.27a", "712.9"),
            before=(
                "Only permanents represented by transforming double-faced cards can transform: a token "
                "never can, and a token copy of a double-faced permanent or card has only the copiable "
                "values of the face that's up (707.8, 701.28a, up to the 2022-11-18 edition)."
            ),
            after=(
                "A token copy of a transforming permanent or card is a transforming token with both faces, "
                "the same face up (707.8a), and a transforming token can transform (701.28a)."
            ),
        ),
        RuleChange(
            # Old: 707.10 and 707.8 (2022-11-18). New: 707.10g (2023-04-14).
            key="spell_copies_of_transforming_cards_are_double_faced",
            effective=dt.date(2023, 4, 14),
            last_before=dt.date(2022, 11, 18),
            rules=("707.10", "707.8", "707.10g"),
            before=(
                "A copy of a transforming double-faced spell copies only the face that's up; the token "
                "it becomes as it resolves isn't double-faced and can't transform (up to the 2022-11-18 "
                "edition)."
            ),
            after=(
                "A copy of a transforming permanent spell is a transforming spell with both faces, the same "
                "face up, and resolves into a transforming token (707.10g)."
            ),
        ),
        RuleChange(
            # Old: 707.8a and 707.10g said "transforming" (2023-04-14 to 2025-07-25).
            # New: "double-faced" (2025-09-19).
            key="copies_of_any_double_faced_card_are_double_faced",
            effective=dt.date(2025, 9, 19),
            last_before=dt.date(2025, 7, 25),
            rules=("707.8a", "707.10g"),
            before=(
                "Only a copy of a transforming double-faced permanent, card or spell is double-faced; a "
                "token or spell copy of a modal double-faced card or a meld card has only the face that's "
                "up (707.8a, 707.10g, up to the 2025-07-25 edition)."
            ),
            after="A token or spell copy of any double-faced permanent, card or spell is double-faced, "
            "with the same face up.",
        ),
        RuleChange(
            key="any_double_faced_card_transforms",
            effective=dt.date(2025, 9, 19),
            last_before=dt.date(2025, 7, 25),
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
    """An ISO date (``2020-09-25``) from the oldest edition the engine knows
    on, or ``MalformedInput`` saying what is expected."""
    try:
        date = dt.date.fromisoformat(str(text))
    except ValueError:
        raise MalformedInput(f"{text!r} is not a date; expected YYYY-MM-DD, e.g. 2020-09-25") from None
    if date < OLDEST_EDITION:
        raise MalformedInput(
            f"{text!r} is before {OLDEST_EDITION}, the oldest Comprehensive Rules edition the engine "
            f"knows; give a date from {OLDEST_EDITION} on"
        )
    return date


def in_force(rules_as_of: str | None, key: str) -> bool:
    """Whether the change ``key`` is in force for a game whose rules are those
    of ``rules_as_of`` (``None``: the current rules)."""
    change = CHANGES[key]
    return rules_as_of is None or parse_date(rules_as_of) >= change.effective
