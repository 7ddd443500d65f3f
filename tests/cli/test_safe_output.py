"""Terminal output can't be turned against its reader (issue 14): control
characters, bidi overrides and zero-width characters in anything printed
are escaped visibly, and JSON output stays JSON."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from mtgfaces.cli import main
from mtgfaces.cli.safe_output import escape

RLO = "\u202e"  # RIGHT-TO-LEFT OVERRIDE: "gnp.exe" reads as "exe.png"


def test_escape_makes_every_unsafe_character_visible() -> None:
    assert escape("a\x1b[2Jb") == "a\\u001b[2Jb"
    assert escape(f"x{RLO}y\u200bz\r") == "x\\u202ey\\u200bz\\u000d"
    assert escape("tabs\tand\nlines stay, and ‘Æther’ too") == "tabs\tand\nlines stay, and ‘Æther’ too"


def test_a_file_name_with_a_bidi_override_prints_escaped_and_a_title_with_one_is_refused(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / f"na{RLO}me.yaml"
    body = "players: [Alice, Bob]\nsteps:\n  - check_player: Alice\n    life: 20\n"
    path.write_text(f'format: 1\nscenario: "a title"\n{body}', encoding="utf-8")
    assert main(["run", str(path)]) == 0
    out = capsys.readouterr().out
    assert RLO not in out and out.count("\\u202e") == 1
    assert main(["run", "--json", str(path)]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report[0]["path"] == str(path)  # the JSON escape decodes to the character
    path.write_text(f'format: 1\nscenario: "title {RLO} gnp.exe"\n{body}', encoding="utf-8")
    assert main(["run", str(path)]) == 2  # scenario text can't hold one (it reads as other text)
    assert "U+202E" in capsys.readouterr().out


def test_run_prints_one_line_per_passing_file_and_every_step_with_verbose(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    passing = tmp_path / "a.yaml"
    passing.write_text(
        "format: 1\nscenario: fine\nplayers: [Alice, Bob]\nsteps:\n  - check_player: Alice\n    life: 20\n"
        "  - check_player: Bob\n    life: 20\n",
        encoding="utf-8",
    )
    failing = tmp_path / "b.yaml"
    failing.write_text(
        "format: 1\nscenario: wrong\nplayers: [Alice, Bob]\nsteps:\n  - check_player: Alice\n    life: 20\n"
        "  - check_player: Bob\n    life: 19\n",
        encoding="utf-8",
    )
    assert main(["run", str(tmp_path)]) == 1
    out = capsys.readouterr().out.splitlines()
    assert out[0].startswith("PASSED") and out[1].startswith("FAILED")
    assert [line.strip()[:11] for line in out[2:4]] == ["FAIL step 2", "life: expec"]  # only the failing step
    assert out[-1] == "1 passed, 1 failed"
    assert main(["run", "-v", str(passing)]) == 0
    assert len(capsys.readouterr().out.splitlines()) == 4  # the file, its two steps, the summary
