"""An uploaded scenario file, run with the scenario runner: each step with
its result (a check passed or failed, with expected and actual values and
the rules), and its set-up to play on in the sandbox.

The upload is read up to the scenario loader's limit (1 MiB) and parsed by
the loader, which refuses YAML anchors and aliases, nesting past 64 levels
and control characters, before anything else reads it.
"""

from __future__ import annotations

import os
import tempfile
from typing import Any, NamedTuple

import yaml

from mtgfaces.cards.db import CardDB
from mtgfaces.scenario.runner import FileResult, run_file
from mtgfaces.scenario.spec import parse
from mtgfaces.scenario.yamlnode import MAX_BYTES, ScenarioError


class Failure(NamedTuple):
    field: str
    expected: Any
    actual: Any
    rules: tuple[str, ...]


class StepRow(NamedTuple):
    number: int
    action: str
    subject: str
    passed: bool
    failures: list[Failure]


class ScenarioRun(NamedTuple):
    name: str
    title: str
    status: str  # passed, failed or invalid (the runner's)
    error: str | None
    steps: list[StepRow]
    document: dict[str, Any] | None  # its header and set-up, to play on


def run_scenario(data: bytes, name: str, db: CardDB | None = None) -> ScenarioRun:
    """Run the scenario ``data`` (named ``name`` in messages)."""
    if len(data) > MAX_BYTES:
        return ScenarioRun(
            name, "", "invalid", f"{name}: more than 1 MiB; a scenario file is at most 1 MiB", [], None
        )
    document: dict[str, Any] | None = None
    try:
        parse(data, name)  # the loader's limits, before yaml.safe_load reads it again
        loaded = yaml.safe_load(data)
    except ScenarioError as error:
        return ScenarioRun(name, "", "invalid", str(error), [], None)
    if isinstance(loaded, dict):
        document = {k: v for k, v in loaded.items() if k != "steps"} | {"steps": []}
    with tempfile.TemporaryDirectory(prefix="mtgfaces-web-") as folder:
        path = os.path.join(folder, "scenario.yaml")
        with open(path, "wb") as file:
            file.write(data)
        result = run_file(path, db=db)
    return _shown(result, name, document)


def _shown(result: FileResult, name: str, document: dict[str, Any] | None) -> ScenarioRun:
    error = result.error.replace(result.path, name) if result.error else None
    steps = [
        StepRow(
            step.number,
            step.action,
            step.subject,
            step.passed,
            [Failure(f.field, f.expected, f.actual, tuple(f.rules)) for f in step.failures],
        )
        for step in result.steps
    ]
    return ScenarioRun(
        name, result.title, result.status, error, steps, document if result.status != "invalid" else None
    )
