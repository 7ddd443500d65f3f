"""docs/style.md, rule 12: modules stay small. A module past 700 lines is a
sign that it owns more than one thing: split it by topic (as
compiler/where_x.py and actions/legal_targets.py were split out) rather than
raise the limit."""

from __future__ import annotations

from pathlib import Path

SRC = Path(__file__).resolve().parents[1] / "src" / "mtgfaces"
LIMIT = 700


def test_style_12_every_module_stays_at_700_lines_or_fewer() -> None:
    modules = sorted(SRC.rglob("*.py"))
    assert len(modules) > 100  # the package is where this test looks
    over = {
        str(path.relative_to(SRC)): lines
        for path in modules
        if (lines := len(path.read_text(encoding="utf-8").splitlines())) > LIMIT
    }
    assert not over, f"modules over {LIMIT} lines (split each by topic): {over}"
