"""Reading Scryfall card files: a bulk JSON array, JSON lines, or one object,
plain or gzip-compressed, streamed one card object at a time.

Scryfall's bulk files put one card per line inside the array; those are read
line by line, each line decoded straight into a typed struct. Any other array
layout (minified, pretty-printed) streams through ijson's C parser. Either way
only one card's JSON is held at a time, never the decoded whole file.

Hostile files are refused with ``MalformedInput``, never an unbounded cost:
nesting deeper than :data:`MAX_JSON_DEPTH` (ijson's cost grows with the square
of the depth), lines longer than :data:`MAX_LINE_BYTES`.
"""

from __future__ import annotations

import gzip
import io
import os
import zlib
from collections.abc import Iterator
from typing import IO, Any

import ijson
import msgspec

from mtgfaces.cards.scryfall import ScryfallCard
from mtgfaces.errors import MalformedInput

_GZIP_MAGIC = b"\x1f\x8b"
MAX_JSON_DEPTH = 64
"""Deepest nesting read through ijson; a Scryfall card object nests five levels."""
MAX_LINE_BYTES = 16 << 20
"""Longest line (or single pretty-printed object) read; a card object is a few KiB."""
_DECODER = msgspec.json.Decoder(ScryfallCard)
_BATCH_DECODER = msgspec.json.Decoder(list[ScryfallCard])


def open_card_file(path: str | os.PathLike[str]) -> IO[bytes]:
    """Open a card file for reading bytes, decompressing gzip transparently."""
    try:
        raw = open(path, "rb")  # noqa: SIM115 - returned to the caller, who closes it
    except OSError as error:
        raise MalformedInput(f"can't read the file: {error.strerror}", where=str(path)) from None
    if raw.peek(2)[:2] == _GZIP_MAGIC:
        return gzip.GzipFile(fileobj=raw, mode="rb")  # type: ignore[return-value]
    return raw


def iter_scryfall(path: str | os.PathLike[str]) -> Iterator[ScryfallCard]:
    """Yield each Scryfall card object in the file, in file order.

    Raises ``MalformedInput`` naming the file and the card's position (and
    name, when it could be read) for anything that isn't a card object.
    """
    where = str(path)
    with open_card_file(path) as stream:
        try:
            yield from _iter_stream(stream, where)
        except (EOFError, gzip.BadGzipFile, zlib.error) as error:
            raise MalformedInput(f"the gzip data is truncated or corrupt ({error})", where=where) from None
        except OSError as error:
            raise MalformedInput(f"read error: {error}", where=where) from None


def _iter_stream(stream: IO[bytes], where: str) -> Iterator[ScryfallCard]:
    buffered: Any = stream if hasattr(stream, "peek") else io.BufferedReader(stream)
    head = _skip_space(buffered)
    if head == b"[":
        # Bounded reads: a minified array is one line of the whole file.
        first_line = buffered.readline(MAX_LINE_BYTES)
        second_line = buffered.readline(MAX_LINE_BYTES) if first_line.strip() == b"[" else b""
        if second_line and _whole_object(second_line):
            yield from _array_by_lines(io.BufferedReader(_Prefixed(second_line, buffered)), where)
        else:
            replay = _Prefixed(first_line + second_line, buffered)
            yield from _array_by_events(io.BufferedReader(replay), where)
    elif head == b"{":
        yield from _objects_by_lines(buffered, where)
    elif head == b"":
        raise MalformedInput("the file is empty; expected a JSON array of card objects", where=where)
    else:
        raise MalformedInput(
            f"expected a JSON array of card objects, JSON lines, or one card object; "
            f"the file starts with {head!r}",
            where=where,
        )


def _skip_space(stream: Any) -> bytes:
    while True:
        buffered: bytes = stream.peek(1)
        # A buffer at a time: a gzip file can inflate to gigabytes of blanks.
        blank = len(buffered) - len(buffered.lstrip(b" \n\r\t"))
        if blank:
            stream.read(blank)
            continue
        if buffered[:1] == b"\xef" and stream.peek(3)[:3] == b"\xef\xbb\xbf":  # a byte order mark
            stream.read(3)
            continue
        return buffered[:1]


def _whole_object(line: bytes) -> bool:
    """Whether one line of an array holds one whole card object."""
    text = line.strip().rstrip(b",")
    if text.endswith(b"}]"):
        text = text[:-1]
    try:
        _DECODER.decode(text)
    except msgspec.ValidationError:
        return True  # whole, but not a card: line mode reports it with its position
    except (msgspec.DecodeError, RecursionError):
        return False  # ijson reads it, and refuses deep nesting with its position
    return True


def _decode(line: bytes, index: int, where: str) -> ScryfallCard:
    try:
        return _DECODER.decode(line)
    except msgspec.ValidationError as error:
        raise MalformedInput(f"card #{index + 1}{_name_hint(line)}: {error}", where=where) from None
    except msgspec.DecodeError as error:
        raise MalformedInput(f"card #{index + 1}: invalid JSON ({error})", where=where) from None
    except RecursionError:
        raise MalformedInput(
            f"card #{index + 1}: invalid JSON (nested too deeply; a card object nests a few levels)",
            where=where,
        ) from None


def _name_hint(line: bytes) -> str:
    try:
        name = msgspec.json.decode(line, type=dict[str, Any]).get("name")
    except (msgspec.DecodeError, msgspec.ValidationError, RecursionError):
        return ""
    return f" ({name!r})" if isinstance(name, str) else ""


_BATCH = 256  # lines decoded per call: one decoder call per card costs 15% more


def _array_by_lines(stream: IO[bytes], where: str) -> Iterator[ScryfallCard]:
    """Scryfall's own bulk layout: ``[`` alone, then one object per line.

    Lines are decoded a batch at a time as a small array; a batch that fails
    is decoded again line by line, so the error names the card.
    """
    index = 0
    closed = False
    batch: list[bytes] = []
    for raw in iter(lambda: stream.readline(MAX_LINE_BYTES), b""):
        line = raw.strip()
        if not line:
            continue
        if len(raw) == MAX_LINE_BYTES and not raw.endswith(b"\n"):
            raise MalformedInput(
                f"card #{index + len(batch) + 1}: a line of more than {MAX_LINE_BYTES} bytes; "
                "a card object is a few kilobytes",
                where=where,
            )
        if closed:
            raise MalformedInput(
                f"unexpected data after the closing ']' (card #{index + len(batch)})", where=where
            )
        if line == b"]":
            closed = True
            continue
        if line.endswith(b"]") and not line.endswith(b"}]"):
            line, closed = line[:-1].rstrip(), True
        elif line.endswith(b"}]"):
            line, closed = line[:-1], True
        if line.endswith(b","):
            line = line[:-1]
        batch.append(line)
        if len(batch) == _BATCH:
            yield from _decode_batch(batch, index, where)
            index += len(batch)
            batch = []
    yield from _decode_batch(batch, index, where)
    index += len(batch)
    if not closed:
        raise MalformedInput(f"the array is not closed after card #{index}: truncated file?", where=where)


def _decode_batch(lines: list[bytes], first: int, where: str) -> list[ScryfallCard]:
    if not lines:
        return []
    try:
        return _BATCH_DECODER.decode(b"[" + b",".join(lines) + b"]")
    except (msgspec.ValidationError, msgspec.DecodeError, RecursionError):
        return [_decode(line, first + offset, where) for offset, line in enumerate(lines)]


def _array_by_events(stream: IO[bytes], where: str) -> Iterator[ScryfallCard]:
    index = 0
    try:
        for item in ijson.items(io.BufferedReader(_DepthLimited(stream)), "item", use_float=True):
            try:
                yield msgspec.convert(item, ScryfallCard)
            except msgspec.ValidationError as error:
                name = item.get("name") if isinstance(item, dict) else None
                hint = f" ({name!r})" if isinstance(name, str) else ""
                raise MalformedInput(f"card #{index + 1}{hint}: {error}", where=where) from None
            index += 1
    except ijson.JSONError as error:
        raise MalformedInput(f"invalid JSON after card #{index}: {_first_line(error)}", where=where) from None
    except UnicodeDecodeError as error:  # yajl turns a lone surrogate escape ("\\ud800") into bad UTF-8
        raise MalformedInput(
            f"invalid JSON after card #{index}: a string that is not Unicode ({error.reason})", where=where
        ) from None
    except _TooDeep:
        raise MalformedInput(
            f"invalid JSON after card #{index}: nested more than {MAX_JSON_DEPTH} levels deep; "
            "a card object nests a few levels",
            where=where,
        ) from None


def _first_line(error: Exception) -> str:
    """yajl's message, without the excerpt and caret lines that follow it."""
    reason = error.args[0] if error.args else ""
    if isinstance(reason, bytes):
        reason = reason.decode("utf-8", "replace")
    return (str(reason).strip().splitlines() or [type(error).__name__])[0]


def _objects_by_lines(stream: IO[bytes], where: str) -> Iterator[ScryfallCard]:
    """JSON lines, or a single (possibly pretty-printed) object."""
    first = stream.readline(MAX_LINE_BYTES)
    try:
        _DECODER.decode(first)
    except (msgspec.ValidationError, RecursionError):
        pass  # a whole object on the line, but a bad one: report it as JSON lines do
    except msgspec.DecodeError:
        whole = first + stream.read(MAX_LINE_BYTES)
        if len(whole) > MAX_LINE_BYTES:
            raise MalformedInput(
                f"card #1: an object of more than {MAX_LINE_BYTES} bytes; a card object is a few kilobytes",
                where=where,
            ) from None
        yield _decode(whole, 0, where)
        return
    lines = io.BufferedReader(_Prefixed(first, stream))
    index = 0
    for raw in iter(lambda: lines.readline(MAX_LINE_BYTES), b""):
        line = raw.strip()
        if len(raw) == MAX_LINE_BYTES and not raw.endswith(b"\n"):
            raise MalformedInput(
                f"card #{index + 1}: a line of more than {MAX_LINE_BYTES} bytes; "
                "a card object is a few kilobytes",
                where=where,
            )
        if line:
            yield _decode(line, index, where)
            index += 1


class _Prefixed(io.RawIOBase):
    """A readable stream of some already-read bytes followed by the rest."""

    def __init__(self, prefix: bytes, rest: IO[bytes]) -> None:
        self._prefix = prefix
        self._rest = rest

    def readable(self) -> bool:
        return True

    def readinto(self, buffer: Any) -> int:
        view = memoryview(buffer)
        if self._prefix:
            count = min(len(view), len(self._prefix))
            view[:count] = self._prefix[:count]
            self._prefix = self._prefix[count:]
            return count
        data = self._rest.read(len(view))
        view[: len(data)] = data
        return len(data)


class _TooDeep(Exception):
    """Raised through ijson by :class:`_DepthLimited`."""


_STRUCTURE = b'[]{}"'
_NOT_STRUCTURE = bytes(b for b in range(256) if b not in _STRUCTURE)
_ONE_KIND_OF_BRACKET = bytes.maketrans(b"{}", b"[]")


class _DepthLimited(io.RawIOBase):
    """The bytes of a stream, passed through unchanged once their JSON nesting
    is known to stay within :data:`MAX_JSON_DEPTH`.

    ijson keeps the path of every open level, so a file of a few hundred
    kilobytes of ``[`` costs it gigabytes; this raises ``_TooDeep`` before
    ijson sees such a chunk. Each chunk is reduced with bytes methods only:
    escapes dropped, then everything but brackets and quotes, then the parts
    inside strings; what is left bounds the depth.
    """

    def __init__(self, raw: IO[bytes]) -> None:
        self._raw = raw
        self._depth = 0
        self._in_string = False
        self._escape = b""  # a backslash whose escaped byte is in the next chunk

    def readable(self) -> bool:
        return True

    def readinto(self, buffer: Any) -> int:
        data = self._raw.read(len(buffer))
        self._check(data)
        view = memoryview(buffer)
        view[: len(data)] = data
        return len(data)

    def _check(self, data: bytes) -> None:
        # Pairs of backslashes first, so that the backslash in \\" escapes nothing.
        text = (self._escape + data).replace(b"\\\\", b"").replace(b'\\"', b"")
        self._escape = b"\\" if text.endswith(b"\\") else b""
        # An empty string, or one string's end and the next one's start: no brackets there.
        marks = text.translate(None, _NOT_STRUCTURE).replace(b'""', b"")
        if b'"' in marks:
            parts = marks.split(b'"')
            outside = b"".join(parts[1::2] if self._in_string else parts[::2])
            self._in_string ^= len(parts) % 2 == 0
        else:
            outside = b"" if self._in_string else marks
        brackets = outside.translate(_ONE_KIND_OF_BRACKET)
        nesting = 0  # how deep the pairs that open and close in this chunk nest
        while b"[]" in brackets:
            brackets = brackets.replace(b"[]", b"")
            nesting += 1
            if nesting > MAX_JSON_DEPTH:
                raise _TooDeep
        # Left: the closes of levels opened before, then the opens of levels still open.
        closes = brackets.count(b"]")
        after = max(0, self._depth - closes) + len(brackets) - closes
        if max(self._depth, after) + nesting > MAX_JSON_DEPTH:
            raise _TooDeep
        self._depth = after
