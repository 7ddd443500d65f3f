"""Reading a file a user names, bounded: a regular file only (a FIFO or a
device never ends), gunzipped if it is gzip, read a mebibyte at a time and
refused past a limit (a small gzip bomb stops there)."""

from __future__ import annotations

import gzip
from pathlib import Path

from mtgfaces.errors import MalformedInput


def read_bounded(path: Path, limit: int, *, holding: str, kind: str) -> bytes:
    """The file's bytes (inflated if gzip), at most ``limit`` of them;
    ``holding`` and ``kind`` say what it holds and what it is, for the
    refusal ("names", "a localized names file")."""
    if not path.is_file():
        raise MalformedInput("not a regular file", where=str(path))
    with path.open("rb") as file:
        gzipped = file.read(2) == b"\x1f\x8b"
    chunks: list[bytes] = []
    size = 0
    with gzip.open(path, "rb") if gzipped else path.open("rb") as stream:
        while chunk := stream.read(1 << 20):
            size += len(chunk)
            if size > limit:
                shown = f"{limit // (1 << 20)} MiB" if limit >= 1 << 20 else f"{limit:,} bytes"
                raise MalformedInput(
                    f"more than {shown} of {holding} once inflated; {kind} is far smaller", where=str(path)
                )
            chunks.append(chunk)
    return b"".join(chunks)
