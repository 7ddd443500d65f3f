"""``mtgfaces run PATH...``: run scenario files and report."""

from __future__ import annotations

import sys

from mtgfaces.cli.safe_output import terminal_stderr
from mtgfaces.scenario.runner import FAILED, INVALID, PASSED, FileResult, run_file, scenario_files


def run(
    paths: list[str], *, as_json: bool, explain: bool, verbose: bool = False, workers: int | None = None
) -> int:
    files = scenario_files(paths)
    if not files:
        sys.stderr.write("mtgfaces: no scenario files (*.yaml) in " + ", ".join(paths) + "\n")
        return 2
    interrupted = False
    if workers is None:
        results = _run_all(files, explain=explain)
    else:
        from mtgfaces.batch.cli import Interrupted, run_parallel

        try:
            results = run_parallel(files, workers, explain=explain)
        except Interrupted as stopped:
            results, interrupted = stopped.results, True
    if as_json:
        import json

        sys.stdout.write(json.dumps([r.to_json() for r in results], ensure_ascii=False, indent=1) + "\n")
    else:
        for result in results:
            sys.stdout.write(render(result, explain=explain, verbose=verbose))
    counts = {status: sum(r.status == status for r in results) for status in (PASSED, FAILED, INVALID)}
    summary = f"{counts[PASSED]} passed, {counts[FAILED]} failed"
    if counts[INVALID]:
        summary += f", {counts[INVALID]} invalid"
    (sys.stderr if as_json else sys.stdout).write(summary + "\n")
    if interrupted:
        raise KeyboardInterrupt  # main says so and exits 130, once what finished is written
    if counts[INVALID]:
        return 2
    return 1 if counts[FAILED] else 0


PROGRESS_AFTER = 1.0
"""Seconds a run takes before its progress bar shows (on a terminal only)."""


def _run_all(files: list[str], *, explain: bool) -> list[FileResult]:
    terminal = terminal_stderr()
    if terminal is None:
        return [run_file(path, explain=explain) for path in files]
    from tqdm import tqdm  # imported only for a terminal: it costs the command line 10 ms

    with tqdm(
        files, file=terminal, delay=PROGRESS_AFTER, leave=False, unit="file", dynamic_ncols=True
    ) as bar:
        return [run_file(path, explain=explain) for path in bar]


def render(result: FileResult, *, explain: bool = False, verbose: bool = False) -> str:
    """One file's report: a line with its status and title; then, for a file
    that didn't pass, why (its error, or each failing step in full); every
    step with ``verbose`` or ``explain``."""
    lines = [f"{result.status.upper():8} {result.path}" + (f": {result.title}" if result.title else "")]
    if result.error is not None:
        lines.append(f"  {result.error}")
    for step in result.steps:
        if step.passed and not (verbose or explain):
            continue
        mark = "ok  " if step.passed else "FAIL"
        lines.append(f"  {mark} step {step.number}: {step.action} {step.subject}".rstrip())
        for failure in step.failures:
            lines.append(
                f"       {failure.field}: expected {failure.expected!r}, actual {failure.actual!r}"
                + (f" (CR {', '.join(failure.rules)})" if failure.rules else "")
            )
        if explain:
            lines.extend(f"       | {note}" for note in step.explain)
    return "\n".join(lines) + "\n"
