"""The errors mtgfaces raises, grouped by cause under one base class.

Every message quotes the offending input with ``!r`` and says what would have
been valid, so that a user can fix the input without reading the source.
"""

from __future__ import annotations

from collections.abc import Sequence


class MtgFacesError(Exception):
    """Base class of every error raised on purpose by mtgfaces."""


class MalformedInput(MtgFacesError, ValueError):
    """Input data (a card file, a mana cost, a scenario) is not well formed.

    ``where`` names the file and the position or card, when known.
    """

    def __init__(self, message: str, *, where: str | None = None) -> None:
        self.where = where
        self.reason = message
        super().__init__(f"{where}: {message}" if where else message)


class UnknownCard(MtgFacesError, LookupError):
    """A card name matched nothing; ``suggestions`` are the closest real names."""

    def __init__(self, name: str, suggestions: Sequence[str] = (), scores: Sequence[int] = ()) -> None:
        self.name = name
        self.suggestions = tuple(suggestions)
        self.scores = tuple(scores)  # each suggestion's score out of 100, when known
        shown = repr(name) if len(name) <= 200 else f"{name[:60]!r}... ({len(name):,} characters)"
        super().__init__(f"no card named {shown}{self.hint}")

    @property
    def hint(self) -> str:
        """ "; closest names: 'A' (91), 'B' (62)" (each with its score out of
        100 when known), or nothing when there is no suggestion."""
        if len(self.scores) == len(self.suggestions):
            listed = [f"{s!r} ({score})" for s, score in zip(self.suggestions, self.scores, strict=True)]
        else:
            listed = [repr(s) for s in self.suggestions]
        return "; closest names: " + ", ".join(listed) if listed else ""


class AmbiguousReference(MtgFacesError, LookupError):
    """A reference matched more than one thing; ``candidates`` lists them."""

    def __init__(self, reference: str, candidates: Sequence[str]) -> None:
        self.reference = reference
        self.candidates = tuple(candidates)
        listed = ", ".join(repr(c) for c in self.candidates)
        super().__init__(f"{reference!r} is ambiguous: it could be any of {listed}")


class IllegalAction(MtgFacesError):
    """A player tried something the rules forbid.

    ``code`` is a stable machine-readable code (see docs/scenario-format.md),
    ``rule`` the Comprehensive Rules number that forbids it.
    """

    def __init__(self, code: str, rule: str, message: str) -> None:
        self.code = code
        self.rule = rule
        self.reason = message
        super().__init__(f"{message} [{code}, CR {rule}]")
