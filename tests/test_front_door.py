"""The front door: ``import mtgfaces`` gives what a program needs, the
README's quickstart runs, and help() is worth reading."""

from __future__ import annotations

import contextlib
import inspect
import io
import re
import subprocess
import sys
from pathlib import Path

import mtgfaces
from mtgfaces.rules.actions import casting

README = Path(__file__).resolve().parent.parent / "README.md"


def quickstart() -> str:
    text = README.read_text(encoding="utf-8")
    section = text.split("## Quickstart", 1)[1]
    found = re.search(r"```python\n(.*?)```", section, re.DOTALL)
    assert found is not None
    return found.group(1)


def test_the_readme_quickstart_runs_and_each_player_sees_their_own_view() -> None:
    code = quickstart()
    assert len([line for line in code.splitlines() if line.strip()]) <= 13
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        exec(compile(code, "README.md quickstart", "exec"), {})
    alice, bob = out.getvalue().split("Bob's view")
    assert "Sejiri Glacier" in alice and "Insectile Aberration" in alice
    assert "Brazen Borrower" in bob and "Brazen Borrower" not in alice  # a hidden hand (402.3)


def test_every_public_name_loads_and_is_listed() -> None:
    assert sorted(mtgfaces.__all__) == mtgfaces.__all__
    for name in mtgfaces.__all__:
        assert getattr(mtgfaces, name) is not None
    assert mtgfaces.Game.__name__ == "PlayableGame"


def test_import_mtgfaces_loads_no_rules_until_asked() -> None:
    code = "import sys, mtgfaces; print(sorted(m for m in sys.modules if m.startswith('mtgfaces.')))"
    loaded = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert loaded.strip() == "[]"


def test_actions_keep_their_signature_and_docstring_for_help() -> None:
    signature = inspect.signature(casting.cast)
    assert "side" in signature.parameters and signature.return_annotation == "Outcome"
    assert inspect.signature(casting.can_cast).return_annotation == "bool"
    assert casting.cast.__doc__ and casting.cast.__doc__.startswith("Cast a spell")
    assert casting.cast.__wrapped__ is not None  # type: ignore[attr-defined]
