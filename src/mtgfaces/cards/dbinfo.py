"""What ``mtgfaces db info`` says about a card database (see
:meth:`mtgfaces.cards.db.CardDB.info`).

Its own module so that looking up a card never builds it: the lookup path
imports :mod:`mtgfaces.cards.db` on every start of the command line.
"""

# No "from __future__ import annotations" here: typing.NamedTuple compiles each
# string annotation, which cost every start of the command line a millisecond.

from typing import NamedTuple

from mtgfaces.cards.sets import SetSummary


class DbInfo(NamedTuple):
    """What a database holds and where it came from."""

    path: str
    embedded: bool
    cards: int
    names: int
    languages: tuple[str, ...]
    source: str
    date: str
    skipped: dict[str, int]
    schema: int
    spoiler_text: int = 0  # cards whose text is pre-release (spoiler) wording
    no_rules_text: int = 0  # cards the data has no rules text for
    older_wording: int = 0  # cards whose text predates an Oracle rewording (mtgfaces.cards.wording)
    no_legalities: int = 0  # cards the data has no legalities for
    sets: SetSummary | None = None  # the newest set, and the sets missing or thin
