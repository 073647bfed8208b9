"""Arrow batch functions: a batch of input records in, a batch of decoded rows out.

Spark's tasks run them in its Python workers (through ``table_files``); the benchmark runs the
very same functions in one plain process. ``decode_records_batch`` is the one decode pass over
every record: each output row says which table its record belongs to and carries the record's
row in that table's struct column. Offset commits, nearly all of the topic, are read
column-wise by ``commit_columns``; every other record, and any commit that path does not read,
is decoded by the generated classes one by one. The source partition, offset and timestamp
columns pass through untouched.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from typing import Any

import numpy as np
import pyarrow as pa
import pyarrow.compute as pc

from kgroup_proto.consumer_offsets import (
    KEY_VERSIONS,
    RECORD_TYPES,
    TABLES,
    UNKNOWN_TYPE,
    RecordError,
    decode_record,
)
from kgroup_proto.pipelines.commit_columns import decode_commits
from kgroup_proto.pipelines.records import describe_record, table_row
from kgroup_proto.pipelines.table_schemas import ERRORS, KIND, SOURCE_COLUMNS, UNKNOWN

#: Input column that Spark's JSON reader fills with a line it could not parse.
CORRUPT_COLUMN = "_corrupt_record"
ERROR_COLUMNS = ("error", "error_record_type", "error_key_version", "error_key", "error_value")
BAD_LINE = "the input line is not a record with the expected columns"
BULK_TABLE = TABLES["OffsetCommit"]

#: Every value of the ``kind`` column, by its code in a batch.
KINDS = (*(record_type.table for record_type in RECORD_TYPES), ERRORS, UNKNOWN)
_KIND_CODES = {kind: code for code, kind in enumerate(KINDS)}
_ERROR_CODE = _KIND_CODES[ERRORS]
_UNKNOWN_CODE = _KIND_CODES[UNKNOWN]


def _source_arrays(batch: pa.RecordBatch, schema: pa.Schema) -> dict[str, pa.Array]:
    return {
        target: batch.column(source).cast(schema.field(target).type)
        for source, target in SOURCE_COLUMNS.items()
    }


def _corrupt_lines(batch: pa.RecordBatch) -> list[str | None] | None:
    """Each row's unparsed input line, or None when every line parsed."""
    if CORRUPT_COLUMN not in batch.schema.names:
        return None
    column = batch.column(CORRUPT_COLUMN)
    if column.null_count == len(column):
        return None
    lines: list[str | None] = column.to_pylist()
    return lines


class _Errors:
    """The error columns of one batch, filled in as records fail."""

    def __init__(self, count: int) -> None:
        self.count = count
        self.columns: dict[str, list[Any]] | None = None

    def add(self, index: int, reason: str, version: int | None, key: Any, value: Any) -> None:
        if self.columns is None:
            self.columns = {name: [None] * self.count for name in ERROR_COLUMNS}
        known = KEY_VERSIONS.get(version) if version is not None else None
        self.columns["error"][index] = reason
        self.columns["error_record_type"][index] = known.name if known is not None else None
        self.columns["error_key_version"][index] = version
        self.columns["error_key"][index] = key
        self.columns["error_value"][index] = value

    def arrays(self, schema: pa.Schema) -> dict[str, pa.Array]:
        names = [name for name in ERROR_COLUMNS if name in schema.names]
        if self.columns is None:
            return {name: pa.nulls(self.count, schema.field(name).type) for name in names}
        return {name: pa.array(self.columns[name], schema.field(name).type) for name in names}


class _Decoded:
    """A batch decoded: each row's kind code, its table rows and its errors.

    Offset commits read column-wise are in ``commits``; the rows the generated classes decoded
    are in ``rows``, by table and row index.
    """

    def __init__(self, batch: pa.RecordBatch) -> None:
        count = batch.num_rows
        keys = batch.column("key")
        values = batch.column("value")
        corrupt = _corrupt_lines(batch)
        if corrupt is not None:  # a line that did not parse is never read as a record
            unparsed = pa.array([line is not None for line in corrupt])
            keys = pc.if_else(unparsed, pa.nulls(count, keys.type), keys)
        fast = decode_commits(keys, values)
        self.count = count
        self.commits = fast.column
        self.codes = np.where(fast.read, _KIND_CODES[BULK_TABLE], _ERROR_CODE).astype(np.int8)
        self.rows: dict[str, dict[int, dict[str, Any]]] = {}
        self.errors = _Errors(count)
        left = np.flatnonzero(~fast.read)
        if not left.size:
            return
        indices = pa.array(left)
        raw_keys = batch.column("key").take(indices).to_pylist()
        raw_values = values.take(indices).to_pylist()
        for index, key, value in zip(left.tolist(), raw_keys, raw_values, strict=True):
            if corrupt is not None and corrupt[index] is not None:
                self.errors.add(index, BAD_LINE, None, None, str(corrupt[index]).encode())
                continue
            try:
                decoded = decode_record(key, value)
            except RecordError as exc:
                self.errors.add(index, exc.reason, exc.key_version, key, value)
                if exc.reason.startswith(UNKNOWN_TYPE):
                    self.codes[index] = _UNKNOWN_CODE
                continue
            table = decoded.record_type.table
            self.codes[index] = _KIND_CODES[table]
            self.rows.setdefault(table, {})[index] = table_row(decoded)

    def column(self, table: str, row_type: pa.StructType) -> pa.Array:
        """A table's struct column: the record's row where the record is of that table."""
        rows = self.rows.get(table, {})
        if table == BULK_TABLE and self.commits is not None:
            column = self.commits
            if rows:  # commits the generated classes decoded join those read column-wise
                slow = pa.array(list(rows.values()), column.type)
                order = np.arange(self.count)
                order[list(rows)] = np.arange(self.count, self.count + len(rows))
                column = pa.concat_arrays([column, slow]).take(pa.array(order))
            return column.cast(row_type) if column.type != row_type else column
        if not rows:
            return pa.nulls(self.count, row_type)
        full: list[dict[str, Any] | None] = [None] * self.count
        for index, row in rows.items():
            full[index] = row
        return pa.array(full, row_type)


def decode_records_batch(batch: pa.RecordBatch, schema: pa.Schema) -> pa.RecordBatch:
    """Decode every record of ``batch`` into ``schema`` (``table_schemas.decode_pass_schema`` as
    Arrow): its kind, its row in its table's column, the source and error columns. A record
    whose table has no column in ``schema`` is a ValueError."""
    decoded = _Decoded(batch)
    arrays: dict[str, pa.Array] = {KIND: pa.array(KINDS).take(pa.array(decoded.codes))}
    for record_type in RECORD_TYPES:
        if record_type.table in schema.names:
            arrays[record_type.table] = decoded.column(
                record_type.table, schema.field(record_type.table).type
            )
        elif (decoded.codes == _KIND_CODES[record_type.table]).any():
            raise ValueError(f"a {record_type.name} record in a pass without its table")
    arrays.update(_source_arrays(batch, schema))
    arrays.update(decoded.errors.arrays(schema))
    return _assemble(schema, arrays)


def decode_batch(batch: pa.RecordBatch, schema: pa.Schema, table: str) -> pa.RecordBatch:
    """Decode records of one table's type into ``schema`` (``table_schemas.decoded_schema`` as
    Arrow): the table's columns, then the source and error columns. A record of another type,
    or one that does not decode, gets null table columns and the error columns."""
    decoded = _Decoded(batch)
    keys = batch.column("key")
    values = batch.column("value")
    others = (decoded.codes != _KIND_CODES[table]) & (decoded.codes < _ERROR_CODE)
    for index in np.flatnonzero(others).tolist():
        other = RECORD_TYPES[decoded.codes[index]]
        key = keys[index].as_py()
        version = int.from_bytes(key[:2], signed=True)
        reason = f"a {other.name} record among {table} records"
        decoded.errors.add(index, reason, version, key, values[index].as_py())
    names = [f.name for f in schema if f.name not in SOURCE_COLUMNS.values()]
    row_type = pa.struct([schema.field(name) for name in names if name not in ERROR_COLUMNS])
    rows = decoded.column(table, row_type)
    arrays: dict[str, pa.Array] = dict(zip(row_type.names, rows.flatten(), strict=True))
    arrays.update(_source_arrays(batch, schema))
    arrays.update(decoded.errors.arrays(schema))
    return _assemble(schema, arrays)


def _assemble(schema: pa.Schema, arrays: dict[str, Any]) -> pa.RecordBatch:
    columns = []
    for target in schema:
        data = arrays[target.name]
        columns.append(data if isinstance(data, pa.Array) else pa.array(data, target.type))
    return pa.RecordBatch.from_arrays(columns, schema=schema)


def describe_batch(batch: pa.RecordBatch, schema: pa.Schema) -> pa.RecordBatch:
    """The compacted view's rows (table_schemas.latest_state_schema, as Arrow) for ``batch``."""
    keys = batch.column("key").to_pylist()
    values = batch.column("value").to_pylist()
    described = [describe_record(key, value) for key, value in zip(keys, values, strict=True)]
    arrays: dict[str, Any] = _source_arrays(batch, schema)
    arrays["key"] = batch.column("key").cast(schema.field("key").type)
    arrays["value"] = batch.column("value").cast(schema.field("value").type)
    arrays["source_topic"] = batch.column("topic").cast(schema.field("source_topic").type)
    for name in schema.names:
        if name not in arrays:
            arrays[name] = [row[name] for row in described]
    return _assemble(schema, arrays)


def describe_batches(
    batches: Iterable[pa.RecordBatch], schema: pa.Schema
) -> Iterator[pa.RecordBatch]:
    for batch in batches:
        yield describe_batch(batch, schema)
