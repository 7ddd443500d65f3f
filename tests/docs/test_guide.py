"""The documentation runs: every Python block of ``docs/guide/`` in order,
a page in ``docs/commands/`` for every command with every option the parser
defines, and every ``$ mtgfaces ...`` example there with the exit status and
output its page shows."""

from __future__ import annotations

import argparse
import os
import re
import shlex
import subprocess
import sys
from pathlib import Path
from typing import NamedTuple

import pytest

from mtgfaces.cards.db import CardDB
from mtgfaces.cli import build_parser

ROOT = Path(__file__).resolve().parents[2]
GUIDES = sorted((ROOT / "docs" / "guide").glob("*.md"))
COMMAND_DOCS = ROOT / "docs" / "commands"
COMMAND_PAGES = sorted(p for p in COMMAND_DOCS.glob("*.md") if p.name != "README.md")

_FENCE = re.compile(r"```(\S*)\s*")
_EXIT = re.compile(r"#\s*exit\s+(\d+)\s*$")
_ELIDED = "..."


class Block(NamedTuple):
    """A fenced block of a Markdown page."""

    language: str
    line: int  # the page's line number of the block's first line of text
    text: str


def blocks(page: Path) -> list[Block]:
    """The fenced blocks of a page, in order."""
    lines = page.read_text(encoding="utf-8").splitlines()
    found: list[Block] = []
    opened: tuple[str, int] | None = None
    for number, line in enumerate(lines, start=1):
        if opened is None:
            fence = _FENCE.fullmatch(line)
            if fence is not None:
                opened = (fence.group(1), number + 1)
        elif line.rstrip() == "```":
            language, first = opened
            found.append(Block(language, first, "\n".join(lines[first - 1 : number - 1])))
            opened = None
    assert opened is None, f"{page.name}: the block opened at line {opened[1] - 1} is never closed"
    return found


def relative(path: Path) -> str:
    return path.relative_to(ROOT).as_posix()


@pytest.fixture
def embedded_database(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """The embedded card database in use, whatever the environment says;
    ``MTGFACES_HOME`` a fresh directory (returned)."""
    home = tmp_path / "home"
    monkeypatch.setenv("MTGFACES_HOME", str(home))
    monkeypatch.delenv("MTGFACES_DB", raising=False)
    monkeypatch.setattr(CardDB, "_default", None)
    return home


# -- the guide ----------------------------------------------------------------------------------


def test_the_python_guide_is_there() -> None:
    assert ROOT / "docs" / "guide" / "python.md" in GUIDES


@pytest.mark.parametrize("page", GUIDES, ids=lambda page: page.name)
def test_every_python_block_of_a_guide_runs_in_order_in_one_namespace(
    page: Path, embedded_database: Path
) -> None:
    code_blocks = [block for block in blocks(page) if block.language == "python"]
    assert code_blocks, f"{relative(page)} has no python block"
    namespace: dict[str, object] = {"__name__": f"guide_{page.stem}"}
    for block in code_blocks:
        # Padded with blank lines, so that a traceback names the page's own line.
        code = "\n" * (block.line - 1) + block.text + "\n"
        exec(compile(code, relative(page), "exec"), namespace)


# -- a page per command -------------------------------------------------------------------------


def commands(parser: argparse.ArgumentParser) -> list[argparse.ArgumentParser]:
    """The commands that take no subcommand: ``mtgfaces card``, ``mtgfaces db info``..."""
    groups = [a for a in parser._actions if isinstance(a, argparse._SubParsersAction)]
    if not groups:
        return [parser]
    return [command for group in groups for child in group.choices.values() for command in commands(child)]


def page_of(command: argparse.ArgumentParser) -> Path:
    """``mtgfaces deck check`` is documented in ``docs/commands/deck-check.md``."""
    return COMMAND_DOCS / ("-".join(command.prog.split()[1:]) + ".md")


COMMANDS = commands(build_parser())


@pytest.mark.parametrize("command", COMMANDS, ids=lambda command: command.prog)
def test_every_command_has_a_page_with_its_usage_and_every_option(
    command: argparse.ArgumentParser, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("COLUMNS", "1000")  # the usage on one line, as the pages show it
    page = page_of(command)
    assert page.is_file(), f"{command.prog} has no page: write {relative(page)}"
    text = page.read_text(encoding="utf-8")
    index = (COMMAND_DOCS / "README.md").read_text(encoding="utf-8")
    assert f"]({page.name})" in index, f"docs/commands/README.md doesn't link {page.name}"
    usage = command.format_usage().strip()
    assert usage in text.splitlines(), f"{page.name} lacks the usage line {usage!r}"
    for action in command._actions:
        if isinstance(action, argparse._HelpAction):
            continue  # -h/--help: the same for every command, on the index
        if action.option_strings:
            for option in action.option_strings:
                explained = re.search(rf"`{re.escape(option)}[` ]", text) is not None
                assert explained, f"{page.name} doesn't explain {option}"
        else:
            name = action.metavar if isinstance(action.metavar, str) else action.dest
            assert f"`{name}`" in text, f"{page.name} doesn't explain the argument {name}"


def test_every_command_page_names_a_command() -> None:
    documented = {page_of(command) for command in COMMANDS}
    assert set(COMMAND_PAGES) == documented


def test_the_index_names_every_group_of_commands() -> None:
    index = (COMMAND_DOCS / "README.md").read_text(encoding="utf-8")
    groups = {" ".join(command.prog.split()[:-1]) for command in COMMANDS} - {"mtgfaces"}
    for group in sorted(groups):
        assert f"`{group}`" in index, f"docs/commands/README.md doesn't say what {group!r} is"


# -- the examples of the command pages ----------------------------------------------------------


class Example(NamedTuple):
    """A ``console`` block whose first line is ``$ mtgfaces ...``."""

    line: int
    words: list[str]  # after "mtgfaces"
    status: int
    shown: list[str]


def examples(page: Path) -> list[Example]:
    found: list[Example] = []
    for block in blocks(page):
        first, *shown = block.text.splitlines() or [""]
        if block.language != "console" or not first.startswith("$ mtgfaces "):
            continue
        assert not any(line.startswith("$ ") for line in shown), (
            f"{page.name}:{block.line}: one command per console block"
        )
        exit_comment = _EXIT.search(first)
        status = int(exit_comment.group(1)) if exit_comment else 0
        words = shlex.split(first[2:], comments=True)
        found.append(Example(block.line, words[1:], status, shown))
    return found


def as_shown(output: bytes) -> list[str]:
    """Output lines as a terminal leaves them: a progress line rewritten
    after a carriage return shows only its last text."""
    lines = [line.rsplit("\r", 1)[-1].rstrip() for line in output.decode("utf-8").split("\n")]
    return lines[:-1] if lines and not lines[-1] else lines


def shown_pattern(shown: list[str]) -> re.Pattern[str]:
    """The real output a block may stand for: its lines one for one, except
    that a line ``...`` stands for any number of lines and ``...`` within a
    line for any text."""
    parts = []
    for line in shown:
        if line.strip() == _ELIDED:
            parts.append(r"(?:[^\n]*\n)*?")
        else:
            parts.append(".*".join(re.escape(piece) for piece in line.rstrip().split(_ELIDED)) + r"\n")
    return re.compile("".join(parts))


def test_every_command_page_has_a_runnable_example() -> None:
    without = [page.name for page in COMMAND_PAGES if not examples(page)]
    assert not without, f"no '$ mtgfaces ...' console block in {', '.join(without)}"


@pytest.mark.parametrize("page", COMMAND_PAGES, ids=lambda page: page.name)
def test_every_example_runs_with_the_status_and_output_its_page_shows(
    page: Path, embedded_database: Path
) -> None:
    env = {key: value for key, value in os.environ.items() if key != "MTGFACES_DB"}
    env.update(MTGFACES_HOME=str(embedded_database), COLUMNS="100", PYTHONUTF8="1")
    for example in examples(page):
        where = f"{relative(page)}:{example.line}"
        done = subprocess.run(
            [sys.executable, "-m", "mtgfaces", *example.words],
            cwd=ROOT,
            env=env,
            capture_output=True,
            timeout=120,
        )
        text = "".join(line + "\n" for line in as_shown(done.stdout) + as_shown(done.stderr))
        status = done.returncode
        assert status == example.status, f"{where}: exit {status}, the page says {example.status}:\n{text}"
        same = shown_pattern(example.shown).fullmatch(text) is not None
        assert same, f"{where}: the page's output is not the real one, which is:\n{text}"
