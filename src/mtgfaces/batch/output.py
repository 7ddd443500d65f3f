"""Writing records down as they come: JSON lines (one object a line, each
flushed as it is written, so that an interrupted batch leaves every finished
record whole), or Parquet through pyarrow (the ``parquet`` extra) when the
file's name ends in ``.parquet``.

>>> import io
>>> out = io.StringIO()
>>> JsonLines(out).write(Record(index=0, kind="scenario", source=("s.yaml",), status="passed"))
>>> out.getvalue()[:48]
'{"index": 0, "kind": "scenario", "source": ["s.y'
"""

from __future__ import annotations

import json
from pathlib import Path
from types import TracebackType
from typing import Any, Protocol, Self, TextIO

from mtgfaces.batch.extras import require
from mtgfaces.batch.records import Record

PARQUET_SUFFIX = ".parquet"
ROW_GROUP = 1024
"""Records per Parquet row group: written together, at most this many lost
to a crash of the writing process itself."""


class RecordWriter(Protocol):
    """Where records go."""

    def write(self, record: Record) -> None: ...

    def close(self) -> None: ...


class JsonLines:
    """Records as JSON lines on a text stream, flushed one by one."""

    def __init__(self, stream: TextIO, *, owned: bool = False) -> None:
        self._stream = stream
        self._owned = owned

    def write(self, record: Record) -> None:
        self._stream.write(json.dumps(record.to_json(), ensure_ascii=False) + "\n")
        self._stream.flush()

    def close(self) -> None:
        if self._owned:
            self._stream.close()


class Parquet:
    """Records as a Parquet file, a row group every :data:`ROW_GROUP`
    records; a valid file once closed, with every record written before."""

    def __init__(self, path: Path) -> None:
        import pyarrow.parquet as pq  # type: ignore[import-untyped, unused-ignore]

        self._schema = schema()
        self._writer = pq.ParquetWriter(str(path), self._schema)
        self._rows: list[dict[str, Any]] = []

    def write(self, record: Record) -> None:
        self._rows.append(record.to_json())
        if len(self._rows) >= ROW_GROUP:
            self._flush()

    def _flush(self) -> None:
        import pyarrow as pa  # type: ignore[import-untyped, unused-ignore]

        if self._rows:
            self._writer.write_table(pa.Table.from_pylist(self._rows, schema=self._schema))
            self._rows = []

    def close(self) -> None:
        self._flush()
        self._writer.close()

    def __enter__(self) -> Self:
        return self

    def __exit__(
        self, kind: type[BaseException] | None, error: BaseException | None, trace: TracebackType | None
    ) -> None:
        self.close()


def schema() -> Any:
    """The Parquet schema of a record (:class:`~mtgfaces.batch.records.Record`'s fields)."""
    import pyarrow as pa

    text, texts = pa.string(), pa.list_(pa.string())
    return pa.schema(
        [
            ("index", pa.int64()),
            ("kind", text),
            ("source", texts),
            ("status", text),
            ("seed", pa.int64()),
            ("winner", text),
            ("first", text),
            ("turns", pa.int64()),
            ("actions", pa.int64()),
            ("problems", texts),
            ("state", text),
            ("error", text),
            ("repro", text),
            ("duration", pa.float64()),
        ]
    )


def open_writer(path: str) -> RecordWriter:
    """A writer for ``path``: Parquet if it ends in ``.parquet``, else JSON
    lines. :class:`~mtgfaces.batch.extras.MissingExtra` saying what to
    install when Parquet is asked for without pyarrow."""
    file = Path(path)
    if file.suffix == PARQUET_SUFFIX:
        require("pyarrow", "parquet", f"{path}: Parquet output")
        return Parquet(file)
    return JsonLines(file.open("w", encoding="utf-8"), owned=True)


def read_records(path: str) -> list[Record]:
    """The records a batch wrote to ``path`` (JSON lines or Parquet)."""
    file = Path(path)
    if file.suffix == PARQUET_SUFFIX:
        import pyarrow.parquet as pq

        return [Record.from_json(row) for row in pq.read_table(str(file)).to_pylist()]
    with file.open(encoding="utf-8") as stream:
        return [Record.from_json(json.loads(line)) for line in stream if line.strip()]
