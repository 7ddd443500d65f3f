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


def test_a_file_name_and_a_title_with_a_bidi_override_print_escaped(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / f"na{RLO}me.yaml"
    path.write_text(
        f'format: 1\nscenario: "title {RLO} gnp.exe"\nplayers: [Alice, Bob]\n'
        "steps:\n  - check_player: Alice\n    life: 20\n",
        encoding="utf-8",
    )
    assert main(["run", str(path)]) == 0
    out = capsys.readouterr().out
    assert RLO not in out and out.count("\\u202e") == 2
    assert main(["run", "--json", str(path)]) == 0
    report = json.loads(capsys.readouterr().out.split("\n0 passed")[0].rsplit("]", 1)[0] + "]")
    assert report[0]["title"] == f"title {RLO} gnp.exe"  # the JSON escape decodes to the character
