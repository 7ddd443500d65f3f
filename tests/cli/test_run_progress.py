"""`mtgfaces run` shows a progress bar on a terminal, once a run takes over a
second, and never in a pipe or a file (issue 15)."""

from __future__ import annotations

import io
from pathlib import Path

import pytest

from mtgfaces.cli import main, runview

EXAMPLES = Path(__file__).resolve().parents[2] / "examples" / "seeds"


class Terminal(io.StringIO):
    def isatty(self) -> bool:
        return True


def test_a_run_on_a_terminal_shows_its_progress(monkeypatch: pytest.MonkeyPatch) -> None:
    terminal = Terminal()
    monkeypatch.setattr(runview, "terminal_stderr", lambda: terminal)
    monkeypatch.setattr(runview, "PROGRESS_AFTER", 0.0)  # as if the run took over a second
    assert main(["run", str(EXAMPLES)]) == 0
    drawn = terminal.getvalue()
    files = len(list(EXAMPLES.glob("*.yaml")))
    assert f"0/{files}" in drawn and "file/s" in drawn and drawn.endswith("\r")  # cleared when done


def test_a_quick_run_or_one_not_on_a_terminal_shows_none(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    terminal = Terminal()
    monkeypatch.setattr(runview, "terminal_stderr", lambda: terminal)
    assert main(["run", str(EXAMPLES / sorted(p.name for p in EXAMPLES.glob("*.yaml"))[0])]) == 0
    assert terminal.getvalue() == ""  # under a second: no bar
    monkeypatch.undo()
    monkeypatch.setattr(runview, "PROGRESS_AFTER", 0.0)
    assert main(["run", str(EXAMPLES)]) == 0
    assert "file/s" not in capsys.readouterr().err  # stderr here is no terminal
