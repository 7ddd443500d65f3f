"""The plain record of one finished job: what a batch streams out, one JSON
line (or Parquet row) each.

Every kind of job fills the same flat fields, ``None`` where a field says
nothing about it (a scenario has no seed), so that a whole batch is one
table. ``duration`` is the one field that depends on the machine: two runs of
the same jobs give equal records once it is left out (:meth:`Record.comparable`).

>>> record = Record(index=0, kind="playout", source=("a.txt", "b.txt"), status="won", seed=7, winner="A")
>>> record.comparable()["winner"], "duration" in record.comparable()
('A', False)
"""

from __future__ import annotations

from dataclasses import astuple, dataclass, fields, replace
from typing import Any

PLAYOUT, SCENARIO, DECK_CHECK = "playout", "scenario", "deck_check"
"""The kinds of job."""

WON, DRAW, UNFINISHED = "won", "draw", "unfinished"
"""A playout's status: a player won (CR 104.2a), a draw (104.4a), or the
turn or action cap came first."""
LEGAL, NOT_LEGAL, INVALID = "legal", "not_legal", "invalid"
"""A deck check's status (and ``invalid`` for a deck list that can't be read)."""
ERROR, CRASHED = "error", "crashed"
"""Any job's status when it failed: ``error``, it raised an exception;
``crashed``, the process running it died. Both carry ``error`` and ``repro``."""
FAILURES = (ERROR, CRASHED)

TIMING_FIELDS = ("duration",)
"""The fields that depend on the machine and its load, not on the job."""


@dataclass(frozen=True, slots=True)
class Record:
    """One job's result.

    - ``index``: the job's place in its batch (0 first);
    - ``kind``: ``playout``, ``scenario`` or ``deck_check``;
    - ``source``: the files the job read (a playout's two deck lists);
    - ``status``: ``won``, ``draw``, ``unfinished`` (playouts); ``passed``,
      ``failed``, ``invalid`` (scenarios); ``legal``, ``not_legal``,
      ``invalid`` (deck checks); ``error`` or ``crashed`` (any);
    - ``seed``: the playout's seed (the game replays alone from it and the
      two deck lists);
    - ``winner``: the seat that won (``A`` plays the first deck, ``B`` the
      second), ``None`` for a draw or an unfinished game; ``first``: the seat
      that played first (CR 103.1);
    - ``turns``: the turns begun (each player's turn counts one), at most the
      cap; ``actions``: the decisions the players took;
    - ``problems``: a scenario's failed checks, a deck's problems;
    - ``state``: the SHA-256 of the game's final save (``mtgfaces.dumps``):
      equal states, equal digests;
    - ``error`` and ``repro``: for a failed job, what went wrong and the
      command that runs the job again alone;
    - ``duration``: the seconds the job took in its worker.
    """

    index: int
    kind: str
    source: tuple[str, ...]
    status: str
    seed: int | None = None
    winner: str | None = None
    first: str | None = None
    turns: int | None = None
    actions: int | None = None
    problems: tuple[str, ...] = ()
    state: str | None = None
    error: str | None = None
    repro: str | None = None
    duration: float = 0.0

    @property
    def failed(self) -> bool:
        """Whether the job raised or its process died (not a failed check)."""
        return self.status in FAILURES

    def to_json(self) -> dict[str, Any]:
        """The record as a JSON object (tuples as lists)."""
        return {
            field.name: list(value) if isinstance(value, tuple) else value
            for field, value in zip(fields(self), astuple(self), strict=True)
        }

    def replace(self, **changes: Any) -> Record:
        """A copy with ``changes``."""
        return replace(self, **changes)

    def comparable(self) -> dict[str, Any]:
        """:meth:`to_json` without the timing fields: what two runs of the
        same job on any backend agree on."""
        return {k: v for k, v in self.to_json().items() if k not in TIMING_FIELDS}

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Record:
        """The record :meth:`to_json` wrote; ``ValueError`` naming a missing
        or unknown field."""
        names = [field.name for field in fields(cls)]
        unknown = set(data) - set(names)
        missing = {"index", "kind", "source", "status"} - set(data)
        if unknown or missing:
            raise ValueError(
                f"not a batch record: unknown fields {sorted(unknown)}, missing {sorted(missing)}; "
                f"a record has {', '.join(names)}"
            )
        values: dict[str, Any] = {k: tuple(v) if isinstance(v, list) else v for k, v in data.items()}
        return cls(**values)
