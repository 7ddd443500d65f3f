"""Scenario files as batch jobs: a record per file that says what
``mtgfaces run`` says, with the command that runs a failing file alone."""

from __future__ import annotations

from mtgfaces.batch.jobs import scenarios
from mtgfaces.batch.pool import ProcessPool
from mtgfaces.batch.records import SCENARIO
from mtgfaces.batch.run import run_jobs

FILES = [
    "examples/seeds/S01-legality-face-being-played.yaml",
    "docs/commands/examples/wrong-ruling.yaml",
    "docs/commands/examples/unknown-card.yaml",
]


def test_712_8a_a_wrong_ruling_is_a_failed_record_with_the_rule_and_its_repro() -> None:
    passed, wrong, unknown = run_jobs(scenarios(FILES), ordered=True)
    assert (passed.kind, passed.status, passed.problems, passed.repro) == (SCENARIO, "passed", (), None)
    assert wrong.status == "failed" and wrong.source == (FILES[1],)
    assert wrong.problems == (
        "step 1 check: name: expected 'Insectile Aberration', actual 'Delver of Secrets' (CR 712.8a)",
    )
    assert wrong.repro == f"mtgfaces run {FILES[1]}"
    assert unknown.status == "invalid" and unknown.error is not None
    assert "unknown card 'Sejiri Glaicer'" in unknown.error


def test_scenario_records_are_the_same_on_a_pool() -> None:
    jobs = scenarios(["examples/seeds", *FILES[1:]])
    here = [r.comparable() for r in run_jobs(jobs, ordered=True)]
    with ProcessPool(2) as pool:
        assert [r.comparable() for r in run_jobs(jobs, pool, ordered=True)] == here
    assert len(here) == len(jobs) > 30
