"""The command line declares only the command it is given (start-up time):
the parser built for one command parses, helps and refuses exactly as the
whole parser does."""

from __future__ import annotations

import argparse

import pytest

from mtgfaces.cli import _COMMANDS, build_parser, main

LINES = [
    ["card", "Sejiri Glacier"],
    ["card", "Abri de Seijiri", "--lang", "fr", "--json"],
    ["card", "--json", "--", "-odd name"],
    ["run", "a.yaml", "b", "--explain", "-v", "--workers", "2"],
    ["playout", "a.txt", "b.txt", "--games", "3", "--seed", "7", "--workers", "2"],
    ["coverage", "--layout", "meld", "--top", "3"],
    ["deck", "check", "deck.txt", "--format", "modern"],
    ["serve", "--port", "8123", "--json"],
    ["db", "info"],
    ["db", "import", "cards.json", "--names", "n.json", "--date", "2026-01-02"],
    ["db", "reset", "--json"],
]

REFUSED = [
    ["card"],
    ["card", "a", "b"],
    ["card", "x", "--lang"],
    ["run"],
    ["run", "a.yaml", "--workers", "0"],
    ["playout", "a", "b"],
    ["playout", "a", "b", "--games", "2", "--workers", "2", "--ray", "auto"],
    ["coverage", "--top", "many"],
    ["deck"],
    ["deck", "lint", "x"],
    ["db"],
    ["db", "import"],
]


@pytest.mark.parametrize("line", LINES, ids=" ".join)
def test_one_command_parses_as_the_whole_parser(line: list[str]) -> None:
    assert line[0] in _COMMANDS
    assert vars(build_parser(line[0]).parse_args(line)) == vars(build_parser().parse_args(line))


@pytest.mark.parametrize("line", [*REFUSED, *([line[0], "--help"] for line in LINES)], ids=" ".join)
def test_one_command_refuses_and_helps_as_the_whole_parser(
    line: list[str], capsys: pytest.CaptureFixture[str]
) -> None:
    seen = []
    for parser in (build_parser(line[0]), build_parser()):
        with pytest.raises(SystemExit) as stop:
            parser.parse_args(line)
        out, err = capsys.readouterr()
        seen.append((stop.value.code, out, err))
    assert seen[0] == seen[1]
    assert seen[0][1] or seen[0][2]  # it said why, or printed the help


def test_every_command_is_declared_alone_and_listed_in_order() -> None:
    subs = [a for a in build_parser()._actions if isinstance(a, argparse._SubParsersAction)]
    assert list(subs[0].choices) == list(_COMMANDS)
    for name in _COMMANDS:
        (alone,) = [a for a in build_parser(name)._actions if isinstance(a, argparse._SubParsersAction)]
        assert list(alone.choices) == [name]


@pytest.mark.parametrize("line", [[], ["-h"], ["cards", "x"], ["--json", "card", "x"]], ids=repr)
def test_a_line_that_names_no_command_first_gets_the_whole_parser(
    line: list[str], capsys: pytest.CaptureFixture[str]
) -> None:
    with pytest.raises(SystemExit):
        main(line)
    out, err = capsys.readouterr()
    shown = out + err
    assert "usage: mtgfaces [-h] COMMAND ..." in shown
    if line != ["-h"]:
        return
    for name in _COMMANDS:  # --help lists every command
        assert f"    {name}" in shown
