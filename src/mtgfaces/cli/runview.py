"""``mtgfaces run PATH...``: run scenario files and report."""

from __future__ import annotations

import sys

from mtgfaces.scenario.runner import FAILED, INVALID, PASSED, FileResult, run_file, scenario_files


def run(paths: list[str], *, as_json: bool, explain: bool, verbose: bool = False) -> int:
    files = scenario_files(paths)
    if not files:
        sys.stderr.write("mtgfaces: no scenario files (*.yaml) in " + ", ".join(paths) + "\n")
        return 2
    results = [run_file(path, explain=explain) for path in files]
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
    if counts[INVALID]:
        return 2
    return 1 if counts[FAILED] else 0


def render(result: FileResult, *, explain: bool = False, verbose: bool = False) -> str:
    """One file's report: a line with its status and title; then, for a file
    that didn't pass, why (its error, or each failing step in full); every
    step with ``verbose`` or ``explain``."""
    lines = [f"{result.status.upper():8} {result.path}: {result.title}"]
    if result.error is not None:
        lines.append(f"  {result.error}")
    for step in result.steps:
        if step.passed and not (verbose or explain):
            continue
        mark = "ok  " if step.passed else "FAIL"
        lines.append(f"  {mark} step {step.number}: {step.action} {step.subject}")
        for failure in step.failures:
            lines.append(
                f"       {failure.field}: expected {failure.expected!r}, actual {failure.actual!r}"
                + (f" (CR {', '.join(failure.rules)})" if failure.rules else "")
            )
        if explain:
            lines.extend(f"       | {note}" for note in step.explain)
    return "\n".join(lines) + "\n"
