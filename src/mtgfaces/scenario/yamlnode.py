"""Reading a scenario file: YAML composed into nodes that know their line and
column, and accessors that check each value and say where it was wrong.

Anchors and aliases are refused (a scenario has no use for them, and they
are how "billion laughs" files blow up); so are files over 1 MiB, nesting
deeper than 64 levels, and control characters in values (escape sequences
that a report would print to the terminal).
"""

from __future__ import annotations

import difflib
import math
import re
from collections.abc import Iterator, Sequence
from typing import NoReturn

import yaml

from mtgfaces.errors import MalformedInput

MAX_BYTES = 1 << 20
MAX_DEPTH = 64
MAX_INTEGER = 2**63 - 1
"""Whole numbers are bounded, so that no count or X overflows a float later."""

_BOOL = "tag:yaml.org,2002:bool"
_INT = "tag:yaml.org,2002:int"
_FLOAT = "tag:yaml.org,2002:float"
_NULL = "tag:yaml.org,2002:null"
_STR = "tag:yaml.org,2002:str"
_TIMESTAMP = "tag:yaml.org,2002:timestamp"
_STANDARD_TAGS = frozenset(
    {_BOOL, _INT, _FLOAT, _NULL, _STR, _TIMESTAMP, "tag:yaml.org,2002:map", "tag:yaml.org,2002:seq"}
)
# C0 and C1 controls and DEL, except tab and line feed; YAML lets "\e", "\0"
# and "\x07" escapes through, and raw U+0085.
# Control characters (tab and line breaks are fine), and bidirectional
# embeddings, overrides and isolates, which make text read as other text.
_CONTROL_RE = re.compile("[\x00-\x08\x0b-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069]")
_PRINTABLE = "scenario text is printable (tabs and line breaks are fine)"


class ScenarioError(MalformedInput):
    """A scenario file is wrong: names the file, line and column, what was
    wrong and what would be valid."""

    def __init__(self, message: str, *, file: str, line: int, column: int) -> None:
        self.file = file
        self.line = line
        self.column = column
        super().__init__(message, where=f"{file}:{line}:{column}")


def suggest(word: str, choices: Sequence[str]) -> str:
    """``"; did you mean 'x'?"`` for the closest choice, or nothing."""
    close = difflib.get_close_matches(word, list(choices), n=1, cutoff=0.6)
    return f"; did you mean {close[0]!r}?" if close else ""


class Node:
    """A YAML node with its place in the file."""

    __slots__ = ("file", "node")

    def __init__(self, node: yaml.Node, file: str) -> None:
        self.node = node
        self.file = file

    @property
    def line(self) -> int:
        return int(self.node.start_mark.line) + 1

    @property
    def column(self) -> int:
        return int(self.node.start_mark.column) + 1

    def error(self, message: str) -> ScenarioError:
        """The error for this node (``raise node.error(...)``)."""
        return ScenarioError(message, file=self.file, line=self.line, column=self.column)

    def fail(self, message: str) -> NoReturn:
        raise self.error(message)

    # -- kinds ---------------------------------------------------------------------
    @property
    def is_mapping(self) -> bool:
        return isinstance(self.node, yaml.MappingNode)

    @property
    def is_sequence(self) -> bool:
        return isinstance(self.node, yaml.SequenceNode)

    @property
    def is_scalar(self) -> bool:
        return isinstance(self.node, yaml.ScalarNode)

    @property
    def is_null(self) -> bool:
        return self.is_scalar and self.node.tag == _NULL

    def describe(self) -> str:
        if self.is_mapping:
            return "a mapping"
        if self.is_sequence:
            return "a list"
        if self.is_null:
            return "nothing (null)"
        return repr(self.node.value)

    # -- mappings --------------------------------------------------------------------
    def pairs(self) -> list[tuple[Node, Node]]:
        """The key and value nodes of a mapping, in file order."""
        if not self.is_mapping:
            self.fail(f"expected a mapping (key: value lines), got {self.describe()}")
        found = []
        seen: dict[str, Node] = {}
        for key, value in self.node.value:
            key_node, value_node = Node(key, self.file), Node(value, self.file)
            name = key_node.text()
            if name in seen:
                key_node.fail(f"key {name!r} appears twice (first at line {seen[name].line})")
            seen[name] = key_node
            found.append((key_node, value_node))
        return found

    def mapping(self, allowed: Sequence[str], *, what: str = "here") -> dict[str, Node]:
        """A mapping whose keys must be among ``allowed``."""
        found: dict[str, Node] = {}
        for key, value in self.pairs():
            name = key.text()
            if name not in allowed:
                key.fail(
                    f"unknown key {name!r} {what}{suggest(name, allowed)}; allowed: {', '.join(allowed)}"
                )
            found[name] = value
        return found

    def key_node(self, name: str) -> Node:
        """The key node for ``name`` in a mapping (for errors about the key)."""
        for key, _ in self.pairs():
            if key.text() == name:
                return key
        return self

    # -- sequences --------------------------------------------------------------------
    def items(self) -> list[Node]:
        if not self.is_sequence:
            self.fail(f"expected a list, got {self.describe()}")
        return [Node(item, self.file) for item in self.node.value]

    def items_or_one(self) -> list[Node]:
        """A list, or a single value taken as a list of one."""
        return self.items() if self.is_sequence else [self]

    # -- scalars ----------------------------------------------------------------------
    def _scalar(self, expected: str) -> str:
        if not self.is_scalar:
            self.fail(f"expected {expected}, got {self.describe()}")
        return str(self.node.value)

    def text(self) -> str:
        """A string (numbers and words that YAML would read as other types are
        taken as written, so a card named "1996 World Champion" works)."""
        if self.is_null:
            self.fail("expected text, got nothing")
        return self._scalar("text")

    def optional_text(self) -> str | None:
        return None if self.is_null else self.text()

    def integer(self) -> int:
        raw = self._scalar("a whole number")
        if self.node.tag != _INT:
            self.fail(f"expected a whole number, got {_shown(raw)}")
        try:
            value = int(raw, 0)
        except ValueError:  # YAML 1.1 forms Python doesn't read (017, 1:30), or thousands of digits
            self.fail(f"expected a whole number, got {_shown(raw)}")
        if abs(value) > MAX_INTEGER:
            self.fail(f"{_shown(raw)} is too large; a whole number here is at most {MAX_INTEGER}")
        return value

    def number(self) -> float:
        raw = self._scalar("a number")
        if self.node.tag == _INT:
            return self.integer()
        if self.node.tag != _FLOAT:
            self.fail(f"expected a number, got {_shown(raw)}")
        try:
            value = float(raw)
        except ValueError:  # .inf, .nan and the other YAML 1.1 forms
            value = math.nan
        if not math.isfinite(value) or abs(value) > MAX_INTEGER:
            self.fail(f"expected a finite number, got {_shown(raw)}")
        return int(value) if value == int(value) else value

    def flag(self) -> bool:
        raw = self._scalar("true or false")
        if self.node.tag != _BOOL:
            self.fail(f"expected true or false, got {raw!r}")
        return raw.lower() in ("true", "yes", "on", "y")

    def choice(self, choices: Sequence[str], *, what: str = "value") -> str:
        raw = self.text()
        if raw not in choices:
            self.fail(f"unknown {what} {raw!r}{suggest(raw, choices)}; expected one of {', '.join(choices)}")
        return raw

    def texts(self) -> list[str]:
        """A list of strings, or one string as a list of one."""
        return [item.text() for item in self.items_or_one()]

    def date_text(self) -> str:
        """A date written YYYY-MM-DD (YAML may read it as a timestamp)."""
        raw = self._scalar("a date (YYYY-MM-DD)")
        if self.node.tag not in (_TIMESTAMP, _STR):
            self.fail(f"expected a date (YYYY-MM-DD), got {raw!r}")
        return raw


def _shown(raw: str) -> str:
    """``raw`` quoted, cut short if it is long."""
    return repr(raw) if len(raw) <= 40 else f"{raw[:30]!r}... ({len(raw)} characters)"


def load(text: str | bytes, file: str) -> Node:
    """Compose a scenario file into nodes, refusing what no scenario needs."""
    data = text.encode("utf-8") if isinstance(text, str) else text
    if len(data) > MAX_BYTES:
        raise ScenarioError(
            f"the file is more than {MAX_BYTES} bytes; a scenario may be at most {MAX_BYTES}",
            file=file,
            line=1,
            column=1,
        )
    try:
        decoded = data.decode("utf-8")
    except UnicodeDecodeError as error:
        line = data[: error.start].count(b"\n") + 1
        raise ScenarioError(
            f"not UTF-8: byte {data[error.start]:#04x} at offset {error.start}; save the file as UTF-8",
            file=file,
            line=line,
            column=1,
        ) from None
    if "\x00" in decoded:
        raise ScenarioError("the file contains a NUL character", file=file, line=1, column=1)
    try:
        root = yaml.compose(decoded, Loader=yaml.CSafeLoader)
    except yaml.MarkedYAMLError as error:
        mark = error.problem_mark or error.context_mark
        line = mark.line + 1 if mark else 1
        column = mark.column + 1 if mark else 1
        problem = error.problem or error.context or "invalid YAML"
        raise ScenarioError(f"YAML syntax error: {problem}", file=file, line=line, column=column) from None
    except yaml.reader.ReaderError as error:  # a raw control character; the position counts bytes
        start = data.rfind(b"\n", 0, error.position) + 1
        raise ScenarioError(
            f"the control character U+{error.character:04X}; {_PRINTABLE}",
            file=file,
            line=data.count(b"\n", 0, error.position) + 1,
            column=len(data[start : error.position].decode("utf-8", "replace")) + 1,
        ) from None
    except yaml.YAMLError as error:
        raise ScenarioError(f"YAML error: {error}", file=file, line=1, column=1) from None
    if root is None:
        raise ScenarioError(
            "the file is empty; a scenario needs format, scenario, players and steps",
            file=file,
            line=1,
            column=1,
        )
    _check_tree(root, file)
    return Node(root, file)


def _check_tree(root: yaml.Node, file: str) -> None:
    """No node twice (aliases), no anchors, no deep nesting, no custom tags."""
    seen: set[int] = set()
    stack: list[tuple[yaml.Node, int]] = [(root, 1)]
    while stack:
        node, depth = stack.pop()
        place = Node(node, file)
        if id(node) in seen:
            place.fail("YAML anchors and aliases are not allowed in a scenario; write the value out")
        seen.add(id(node))
        if depth > MAX_DEPTH:
            place.fail(f"nested more than {MAX_DEPTH} levels deep")
        if node.tag not in _STANDARD_TAGS:
            place.fail(f"YAML tag {node.tag!r} is not allowed in a scenario; write plain values")
        if isinstance(node, yaml.ScalarNode) and (control := _CONTROL_RE.search(node.value)):
            place.fail(
                f"the control character U+{ord(control.group()):04X} in {_shown(node.value)}; {_PRINTABLE}"
            )
        for child in _children(node):
            stack.append((child, depth + 1))


def _children(node: yaml.Node) -> Iterator[yaml.Node]:
    if isinstance(node, yaml.MappingNode):
        for key, value in node.value:
            yield key
            yield value
    elif isinstance(node, yaml.SequenceNode):
        yield from node.value
