"""Terminal output that can't be turned against the reader: control
characters, bidirectional overrides and zero-width characters in anything
printed (a scenario's title, a file name, a card name from a database) are
written as visible escapes (``\\x1b``, ``\\u202e``), never as themselves.

Newlines and tabs pass. JSON output stays valid JSON: the escapes are JSON's
own for those characters.
"""

from __future__ import annotations

import sys
from collections.abc import Iterator
from contextlib import contextmanager
from typing import TextIO

# C0 controls but tab and newline, DEL and C1 controls, zero-width and
# direction marks, bidi embeddings, overrides and isolates, word joiners and
# invisible operators, the byte-order mark: each to its escape, for
# str.translate (a table costs nothing at start-up; a regular expression of
# these ranges costs a millisecond to compile).
_UNSAFE_RANGES = (
    (0x00, 0x08),
    (0x0B, 0x1F),
    (0x7F, 0x9F),
    (0x200B, 0x200F),
    (0x202A, 0x202E),
    (0x2060, 0x2064),
    (0x2066, 0x2069),
    (0xFEFF, 0xFEFF),
)
_ESCAPES = {code: f"\\u{code:04x}" for low, high in _UNSAFE_RANGES for code in range(low, high + 1)}


def escape(text: str) -> str:
    """``text`` with every unsafe character as a visible escape."""
    return text.translate(_ESCAPES)


class _Escaping:
    """A text stream that escapes what it is given, then writes it on."""

    def __init__(self, inner: TextIO) -> None:
        self._inner = inner

    def write(self, text: str) -> int:
        self._inner.write(escape(text))
        return len(text)

    def flush(self) -> None:
        self._inner.flush()

    def __getattr__(self, name: str) -> object:
        return getattr(self._inner, name)


def terminal_stderr() -> TextIO | None:
    """The real stderr when it is a terminal (for a progress bar, whose
    control characters are ours), else ``None``."""
    stream = sys.stderr
    inner = stream._inner if isinstance(stream, _Escaping) else stream
    isatty = getattr(inner, "isatty", None)
    return inner if isatty is not None and isatty() else None


def progress(text: str) -> None:
    """Write our own progress line on stderr: a carriage return and then
    ``text`` (escaped), the one control character that passes as itself."""
    stream = sys.stderr
    inner = stream._inner if isinstance(stream, _Escaping) else stream
    inner.write("\r" + escape(text))
    inner.flush()


@contextmanager
def escaped_output() -> Iterator[None]:
    """While it lasts, everything written to stdout and stderr is escaped."""
    out, err = sys.stdout, sys.stderr
    sys.stdout, sys.stderr = _Escaping(out), _Escaping(err)
    try:
        yield
    finally:
        sys.stdout, sys.stderr = out, err
