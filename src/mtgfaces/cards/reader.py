"""Reading Scryfall card files: a bulk JSON array, JSON lines, or one object,
plain or gzip-compressed, streamed one card object at a time.

Scryfall's bulk files put one card per line inside the array; those are read
line by line, each line decoded straight into a typed struct. Any other array
layout (minified, pretty-printed) streams through ijson's C parser. Either way
only one card's JSON is held at a time, never the decoded whole file.
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
        first_line = buffered.readline()
        second_line = buffered.readline() if first_line.strip() == b"[" else b""
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
        peeked: bytes = stream.peek(1)[:1]
        if peeked in (b" ", b"\n", b"\r", b"\t"):
            stream.read(1)
            continue
        if peeked == b"\xef" and stream.peek(3)[:3] == b"\xef\xbb\xbf":  # a byte order mark
            stream.read(3)
            continue
        return peeked


def _whole_object(line: bytes) -> bool:
    """Whether one line of an array holds one whole card object."""
    text = line.strip().rstrip(b",")
    if text.endswith(b"}]"):
        text = text[:-1]
    try:
        _DECODER.decode(text)
    except msgspec.ValidationError:
        return True  # whole, but not a card: line mode reports it with its position
    except msgspec.DecodeError:
        return False
    return True


def _decode(line: bytes, index: int, where: str) -> ScryfallCard:
    try:
        return _DECODER.decode(line)
    except msgspec.ValidationError as error:
        raise MalformedInput(f"card #{index + 1}{_name_hint(line)}: {error}", where=where) from None
    except msgspec.DecodeError as error:
        raise MalformedInput(f"card #{index + 1}: invalid JSON ({error})", where=where) from None


def _name_hint(line: bytes) -> str:
    try:
        name = msgspec.json.decode(line, type=dict[str, Any]).get("name")
    except (msgspec.DecodeError, msgspec.ValidationError):
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
    for raw in stream:
        line = raw.strip()
        if not line:
            continue
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
    except (msgspec.ValidationError, msgspec.DecodeError):
        return [_decode(line, first + offset, where) for offset, line in enumerate(lines)]


def _array_by_events(stream: IO[bytes], where: str) -> Iterator[ScryfallCard]:
    index = 0
    try:
        for item in ijson.items(stream, "item", use_float=True):
            try:
                yield msgspec.convert(item, ScryfallCard)
            except msgspec.ValidationError as error:
                name = item.get("name") if isinstance(item, dict) else None
                hint = f" ({name!r})" if isinstance(name, str) else ""
                raise MalformedInput(f"card #{index + 1}{hint}: {error}", where=where) from None
            index += 1
    except ijson.JSONError as error:
        raise MalformedInput(f"invalid JSON after card #{index}: {error}", where=where) from None


def _objects_by_lines(stream: IO[bytes], where: str) -> Iterator[ScryfallCard]:
    """JSON lines, or a single (possibly pretty-printed) object."""
    first = stream.readline()
    try:
        _DECODER.decode(first)
    except msgspec.ValidationError:
        pass  # a whole object on the line, but a bad one: report it as JSON lines do
    except msgspec.DecodeError:
        whole = first + stream.read()
        yield _decode(whole, 0, where)
        return
    lines = _Prefixed(first, stream)
    index = 0
    for raw in io.BufferedReader(lines):
        line = raw.strip()
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
