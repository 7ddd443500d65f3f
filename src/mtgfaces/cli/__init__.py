"""The ``mtgfaces`` command: argument parsing and printing only.

Exit status: 0 success, 1 a check failed, 2 bad input (unknown card, bad
arguments, malformed file). Errors go to stderr as one clear sentence,
never as a traceback. Heavy modules are imported by the command that needs
them, to keep start-up fast.
"""

from __future__ import annotations

import argparse
import io
import os
import sys
from collections.abc import Callable, Sequence
from typing import Any

from mtgfaces.cli.safe_output import escaped_output
from mtgfaces.errors import MtgFacesError

EXIT_OK = 0
EXIT_FAILED = 1
EXIT_INVALID = 2


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> None:  # type: ignore[override]
        self.print_usage(sys.stderr)
        sys.stderr.write(f"mtgfaces: error: {message}\n")
        raise SystemExit(EXIT_INVALID)


def _columns() -> int:
    """The terminal width, found without argparse's default (importing shutil
    costs the command line 5 ms it doesn't need)."""
    try:
        return max(40, int(os.environ["COLUMNS"]) - 2)
    except (KeyError, ValueError):
        pass
    try:
        return max(40, os.get_terminal_size(sys.stdout.fileno()).columns - 2)
    except (OSError, ValueError, AttributeError):
        return 78


def _formatter(prog: str) -> argparse.HelpFormatter:
    return argparse.HelpFormatter(prog, width=_columns())


def build_parser(command: str | None = None) -> argparse.ArgumentParser:
    """The command line's parser. Given ``command`` (the first argument, when
    it names one), only that command is declared: argparse hands everything
    after a command's name to that command's parser, so the result parses the
    line exactly as the whole parser would, without building the others."""
    parser = _Parser(
        prog="mtgfaces",
        description="A rules engine for the multi-faced cards of Magic: The Gathering.",
        formatter_class=_formatter,
    )
    commands = parser.add_subparsers(dest="command", required=True, metavar="COMMAND", parser_class=_Parser)
    for name, declare in _COMMANDS.items():
        if command is None or command == name:
            declare(commands)
    return parser


_Commands = argparse._SubParsersAction  # what add_subparsers returns


def _declare_card(commands: _Commands[Any]) -> None:
    card = commands.add_parser(
        "card",
        formatter_class=_formatter,
        help="show a card's faces and what it is in each zone and status",
        description="Show a card's faces and what it is in each zone and status, "
        "with the Comprehensive Rules behind each row.",
    )
    card.add_argument("name", help="a full name, a face name, or a localized printed name")
    card.add_argument("--lang", metavar="CODE", help="also show localized names (fr, de, ja, ...)")
    card.add_argument("--json", action="store_true", help="print a JSON object instead")
    card.set_defaults(handler=_card)


def _declare_run(commands: _Commands[Any]) -> None:
    from mtgfaces.batch.cli import positive_int

    run = commands.add_parser(
        "run",
        formatter_class=_formatter,
        help="run scenario files (YAML) and say whether the rules agree",
        description="Run scenario files and directories (every *.yaml below, sorted). Exit 0 when every "
        "check passed, 1 when a check or expect failed, 2 when a file is invalid.",
    )
    run.add_argument("paths", nargs="+", metavar="PATH", help="scenario files or directories")
    run.add_argument("--json", action="store_true", help="print a machine-readable report")
    run.add_argument("--explain", action="store_true", help="print each checked object's rules trace")
    run.add_argument(
        "-v", "--verbose", action="store_true", help="print every step, not only those of failing files"
    )
    run.add_argument("--workers", type=positive_int, metavar="K", help="run the files on K worker processes")
    run.set_defaults(handler=_run)


def _declare_playout(commands: _Commands[Any]) -> None:
    from mtgfaces.batch.cli import add_commands

    add_commands(commands, formatter_class=_formatter)


def _declare_coverage(commands: _Commands[Any]) -> None:
    coverage = commands.add_parser(
        "coverage",
        formatter_class=_formatter,
        help="how much of the multi-faced pool the engine runs",
        description="Count the multi-faced pool of the card database in use (transform, modal_dfc, flip, "
        "split, adventure, omen, prepare, meld, prototype and battle cards, and the cards that can be or "
        "turn something face down) and how many of its cards are implemented: every line of rules text "
        "on every face runs. Lists the lines most often not run: the next templates to write.",
    )
    coverage.add_argument("--layout", metavar="L", help="one group only (a layout, or face-down)")
    coverage.add_argument("--top", type=int, default=15, metavar="N", help="how many lines to list (15)")
    coverage.add_argument("--json", action="store_true", help="print a JSON report")
    coverage.set_defaults(handler=_coverage)


def _declare_deck(commands: _Commands[Any]) -> None:
    deck = commands.add_parser("deck", help="deck lists: check a deck", formatter_class=_formatter)
    deck_commands = deck.add_subparsers(dest="deck_command", required=True, metavar="ACTION")
    deck_check = deck_commands.add_parser(
        "check",
        formatter_class=_formatter,
        help="is the deck legal? exit 0 legal, 1 not, 2 bad input",
        description="Read a deck list (MTG Arena, MTGO .txt or .dek, or a plain '4 Name' list) and check it "
        "for the format: every card's legality there (from the card data, dated: later bans are not in "
        "it; a card with no legalities in the data is not taken for legal); for Commander and Brawl the "
        "commander (903.3, 903.12c), the deck size and singleton rule (903.5a-b, 903.12d) and color "
        "identity (903.4, 903.5c-d); for the constructed formats the deck size, sideboard and copy limits "
        "(100.2a, 100.4a, restricted cards). Exit 0 legal, 1 not legal, 2 bad input.",
    )
    deck_check.add_argument("file", help="the deck list")
    deck_check.add_argument(
        "--format",
        default="commander",
        metavar="FORMAT",
        help="commander (the default), brawl, standard, modern, pioneer, legacy, vintage or pauper",
    )
    deck_check.add_argument("--json", action="store_true", help="print a JSON report")
    deck_check.set_defaults(handler=_deck_check)


def _declare_serve(commands: _Commands[Any]) -> None:
    serve = commands.add_parser(
        "serve",
        formatter_class=_formatter,
        help="start the web sandbox: look up cards, set up, play and explain positions",
        description="Start the web sandbox on this machine: look up cards, set up a position for two "
        "players, play it, and see why the rules say what they say. Stop it with Ctrl-C.",
    )
    serve.add_argument("--port", type=int, default=8000, metavar="N", help="the port to listen on (8000)")
    serve.add_argument(
        "--host", default="127.0.0.1", help="the address to listen on (127.0.0.1: this machine only)"
    )
    serve.add_argument("--json", action="store_true", help="print the sandbox's address as a JSON object")
    serve.set_defaults(handler=_serve)


def _declare_db(commands: _Commands[Any]) -> None:
    db = commands.add_parser("db", help="the card database: info, import, reset", formatter_class=_formatter)
    db_commands = db.add_subparsers(dest="db_command", required=True, metavar="ACTION")
    info = db_commands.add_parser(
        "info", help="count, source and date of the database in use", formatter_class=_formatter
    )
    info.add_argument("--json", action="store_true", help="print a JSON object instead")
    info.set_defaults(handler=_db_info)
    imp = db_commands.add_parser(
        "import",
        formatter_class=_formatter,
        help="import a Scryfall bulk file (JSON array, JSON lines, gzip or plain)",
        description="Import a Scryfall card file; it is used from then on. Localized names "
        "come from the file's non-English printings, from --names, and from the database "
        "in use. The previous database stays in place until the new one is complete.",
    )
    imp.add_argument("file", help="a Scryfall card file: JSON array, JSON lines or one object")
    imp.add_argument(
        "--names", metavar="FILE", help='localized names as JSON {"English name": {"fr": "..."}}'
    )
    imp.add_argument("--date", help="the date of the data (default: the file's modification date)")
    imp.add_argument("--json", action="store_true", help="print what was imported as JSON")
    imp.set_defaults(handler=_db_import)
    reset = db_commands.add_parser(
        "reset", help="forget the imported database; use the embedded one", formatter_class=_formatter
    )
    reset.add_argument("--json", action="store_true", help="print what was done as JSON")
    reset.set_defaults(handler=_db_reset)


# In the order --help lists them.
_COMMANDS: dict[str, Callable[[_Commands[Any]], None]] = {
    "card": _declare_card,
    "run": _declare_run,
    "playout": _declare_playout,
    "coverage": _declare_coverage,
    "deck": _declare_deck,
    "serve": _declare_serve,
    "db": _declare_db,
}


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line; return the exit status."""
    _escape_unencodable_output()
    with escaped_output():  # no control character reaches the terminal as itself
        arguments = sys.argv[1:] if argv is None else list(argv)
        first = arguments[0] if arguments else None
        args = build_parser(first if first in _COMMANDS else None).parse_args(arguments)
        try:
            status: int = args.handler(args)
        except MtgFacesError as error:
            sys.stderr.write(f"mtgfaces: {error}\n")
            return EXIT_INVALID
        except KeyboardInterrupt:
            sys.stderr.write("mtgfaces: interrupted\n")
            return 130
        except BrokenPipeError:
            return EXIT_OK
        return status


def _escape_unencodable_output() -> None:
    """Write what the terminal's encoding can't (a file name of undecodable
    bytes, Japanese names on a Latin-1 terminal) as escapes, not a traceback."""
    for stream in (sys.stdout, sys.stderr):
        if isinstance(stream, io.TextIOWrapper) and stream.errors == "strict":
            stream.reconfigure(errors="backslashreplace")


def _card(args: argparse.Namespace) -> int:
    from mtgfaces.cli.cardview import show_card

    return show_card(args.name, lang=args.lang, as_json=args.json)


def _run(args: argparse.Namespace) -> int:
    from mtgfaces.cli.runview import run

    return run(
        args.paths, as_json=args.json, explain=args.explain, verbose=args.verbose, workers=args.workers
    )


def _coverage(args: argparse.Namespace) -> int:
    from mtgfaces.cli.coverageview import show_coverage

    return show_coverage(group=args.layout, top=args.top, as_json=args.json)


def _deck_check(args: argparse.Namespace) -> int:
    from mtgfaces.cli.deckview import check

    return check(args.file, deck_format=args.format, as_json=args.json)


def _serve(args: argparse.Namespace) -> int:
    from mtgfaces.web.server import serve

    return serve(host=args.host, port=args.port, as_json=args.json)


def _db_info(args: argparse.Namespace) -> int:
    from mtgfaces.cli.dbview import show_info

    return show_info(as_json=args.json)


def _db_import(args: argparse.Namespace) -> int:
    from mtgfaces.cli.dbview import import_file

    return import_file(args.file, names=args.names, date=args.date, as_json=args.json)


def _db_reset(args: argparse.Namespace) -> int:
    from mtgfaces.cli.dbview import reset

    return reset(as_json=args.json)


if __name__ == "__main__":
    raise SystemExit(main())
