"""An uploaded scenario file, run one step at a time with the scenario
runner's :class:`~mtgfaces.scenario.runner.Stepper`: each step with its
result (a check passed or failed, with expected and actual values and the
rules) and the position after it (the true state: the scenario is the
judge's), and its set-up to play on in the sandbox.

The upload is read up to the scenario loader's limit (1 MiB) and parsed by
the loader, which refuses YAML anchors and aliases, nesting past 64 levels
and control characters, before anything else reads it. Positions are
bounded: at most :data:`MAX_SHOWN_OBJECTS` objects are drawn in all, and a
step that changes nothing shows no new position.
"""

from __future__ import annotations

from typing import Any, NamedTuple

import yaml

from mtgfaces.cards.characteristics import Zone
from mtgfaces.cards.db import CardDB
from mtgfaces.errors import MalformedInput
from mtgfaces.rules.state.game import Game
from mtgfaces.scenario.runner import INVALID, Stepper, StepResult
from mtgfaces.scenario.spec import parse
from mtgfaces.scenario.yamlnode import MAX_BYTES, ScenarioError
from mtgfaces.web.render import Shown, pool_pieces, truth
from mtgfaces.web.symbols import Piece

MAX_SHOWN_OBJECTS = 1_000
"""The most objects drawn in the positions of one run, about 3 KiB of page
each with their traces (past it, later steps show none)."""


class Failure(NamedTuple):
    field: str
    expected: Any
    actual: Any
    rules: tuple[str, ...]


class PlayerLine(NamedTuple):
    name: str
    life: int
    library_size: int
    mana_pool: list[Piece]


class Position(NamedTuple):
    """The true state at one point of the run: the turn, each player's life,
    library size and mana pool, and every object outside the libraries by
    zone (each with its trace)."""

    turn: str
    players: list[PlayerLine]
    zones: list[tuple[str, list[Shown]]]
    size: int


class StepRow(NamedTuple):
    number: int
    action: str
    subject: str
    passed: bool
    failures: list[Failure]
    position: Position | None  # None: the step changed nothing, or past the drawing budget
    changed: bool


class ScenarioRun(NamedTuple):
    name: str
    title: str
    status: str  # passed, failed or invalid (the runner's)
    error: str | None
    steps: list[StepRow]
    document: dict[str, Any] | None  # its header and set-up, to play on
    start: Position | None = None  # the position its set-up gives
    positions_cut: bool = False  # the drawing budget ran out


def position(game: Game) -> Position:
    """The true state of ``game`` as a :class:`Position`."""
    objects = truth(game)
    zones: list[tuple[str, list[Shown]]] = []
    for player in game.players:
        mine = [o.shown for o in objects if o.zone == "battlefield" and o.controller == player]
        if mine:
            zones.append((f"battlefield: {player}'s permanents", mine))
    stack = [o.shown for o in objects if o.zone == "stack"]
    if stack:
        zones.append(("stack (top first)", stack))
    for player in game.players:
        for zone in (Zone.HAND, Zone.GRAVEYARD, Zone.EXILE, Zone.COMMAND):
            here = [o.shown for o in objects if o.zone == zone.value and o.owner == player]
            if here:
                zones.append((f"{player}'s {zone.value}", here))
    turn = game.turn
    players = [
        PlayerLine(
            p,
            game.player(p).life,
            len(game.objects(Zone.LIBRARY, p)),
            pool_pieces([str(u) for u in game.player(p).mana_pool]),
        )
        for p in game.players
    ]
    size = sum(len(shown) for _, shown in zones)
    return Position(
        f"turn {turn.number}, {turn.active}'s {turn.step.value.replace('_', ' ')} step", players, zones, size
    )


def run_scenario(data: bytes, name: str, db: CardDB | None = None) -> ScenarioRun:
    """Run the scenario ``data`` (named ``name`` in messages) one step at a
    time, with the position after each step."""
    if len(data) > MAX_BYTES:
        return ScenarioRun(
            name, "", INVALID, f"{name}: more than 1 MiB; a scenario file is at most 1 MiB", [], None
        )
    title = ""
    rows: list[StepRow] = []
    start: Position | None = None
    budget = MAX_SHOWN_OBJECTS
    try:
        scenario = parse(data, name)  # the loader's limits, before yaml.safe_load reads it again
        title = scenario.title
        stepper = Stepper(scenario, db=db)
        start = position(stepper.game)
        budget -= start.size
        version = stepper.game.version
        while not stepper.done:
            result = stepper.step()
            changed = stepper.game.version != version
            version = stepper.game.version
            shown = position(stepper.game) if changed and budget > 0 else None
            budget -= shown.size if shown is not None else 0
            rows.append(_row(result, shown, changed))
    except ScenarioError as error:
        return ScenarioRun(name, title, INVALID, str(error), rows, None, start, budget <= 0)
    except MalformedInput as error:
        return ScenarioRun(name, title, INVALID, f"{name}: {error}", rows, None, start, budget <= 0)
    loaded = yaml.safe_load(data)
    document = (
        {k: v for k, v in loaded.items() if k != "steps"} | {"steps": []}
        if isinstance(loaded, dict)
        else None
    )
    return ScenarioRun(name, title, stepper.status, None, rows, document, start, budget <= 0)


def _row(result: StepResult, shown: Position | None, changed: bool) -> StepRow:
    failures = [Failure(f.field, f.expected, f.actual, tuple(f.rules)) for f in result.failures]
    return StepRow(result.number, result.action, result.subject, result.passed, failures, shown, changed)
