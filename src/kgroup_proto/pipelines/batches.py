"""Arrow batch functions: a batch of input records in, a batch of decoded rows out.

Spark runs them through ``mapInArrow`` in its Python workers; the benchmark runs the very same
functions in one plain process. Each batch holds records of one record type (Spark routes them
by the key's version first), so each output is that type's narrow row. The source partition,
offset and timestamp columns pass through untouched; only decoded columns are built in Python.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from typing import Any

import pyarrow as pa

from kgroup_proto.pipelines.records import (
    RecordError,
    decode_record,
    describe_record,
    table_row,
)
from kgroup_proto.pipelines.tables import SOURCE_COLUMNS

#: Input column that Spark's JSON reader fills with a line it could not parse.
CORRUPT_COLUMN = "_corrupt_record"
ERROR_COLUMNS = ("error", "error_key_version", "error_key", "error_value")
BAD_LINE = "the input line is not a record with the expected columns"


def _source_arrays(batch: pa.RecordBatch, schema: pa.Schema) -> dict[str, pa.Array]:
    return {
        target: batch.column(source).cast(schema.field(target).type)
        for source, target in SOURCE_COLUMNS.items()
    }


def _corrupt_lines(batch: pa.RecordBatch) -> list[str | None]:
    if CORRUPT_COLUMN in batch.schema.names:
        lines: list[str | None] = batch.column(CORRUPT_COLUMN).to_pylist()
        return lines
    return [None] * batch.num_rows


class _Errors:
    """The error columns of one batch, filled in as records fail."""

    def __init__(self, count: int) -> None:
        self.columns: dict[str, list[Any]] = {name: [None] * count for name in ERROR_COLUMNS}

    def add(self, index: int, reason: str, version: int | None, key: Any, value: Any) -> None:
        self.columns["error"][index] = reason
        self.columns["error_key_version"][index] = version
        self.columns["error_key"][index] = key
        self.columns["error_value"][index] = value


def _assemble(schema: pa.Schema, arrays: dict[str, Any]) -> pa.RecordBatch:
    columns = []
    for target in schema:
        data = arrays[target.name]
        columns.append(data if isinstance(data, pa.Array) else pa.array(data, target.type))
    return pa.RecordBatch.from_arrays(columns, schema=schema)


def decode_batch(batch: pa.RecordBatch, schema: pa.Schema, table: str) -> pa.RecordBatch:
    """Decode records of the type whose table is ``table`` into ``schema``.

    ``schema`` is ``tables.decoded_schema`` as Arrow: the table's columns, then the source and
    error columns. A record that does not decode gets null table columns and the error columns.
    """
    count = batch.num_rows
    keys = batch.column("key").to_pylist()
    values = batch.column("value").to_pylist()
    corrupt = _corrupt_lines(batch)
    errors = _Errors(count)
    rows: list[dict[str, Any] | None] = [None] * count
    for index in range(count):
        key, value = keys[index], values[index]
        if corrupt[index] is not None:
            errors.add(index, BAD_LINE, None, None, str(corrupt[index]).encode())
            continue
        try:
            decoded = decode_record(key, value)
        except RecordError as exc:
            errors.add(index, exc.reason, exc.key_version, key, value)
            continue
        if decoded.record_type.table != table:
            reason = f"a {decoded.record_type.name} record among {table} records"
            errors.add(index, reason, decoded.key_version, key, value)
            continue
        rows[index] = table_row(decoded)
    record_fields = [f for f in schema if f.name not in SOURCE_COLUMNS.values()]
    record_fields = [f for f in record_fields if f.name not in ERROR_COLUMNS]
    records = pa.array(rows, pa.struct(record_fields))
    arrays: dict[str, Any] = dict(zip(records.type.names, records.flatten(), strict=True))
    arrays.update(_source_arrays(batch, schema))
    arrays.update(errors.columns)
    return _assemble(schema, arrays)


def unroutable_batch(batch: pa.RecordBatch, schema: pa.Schema) -> pa.RecordBatch:
    """Records Spark could not route to a record type: each one's reason and raw bytes."""
    keys = batch.column("key").to_pylist()
    values = batch.column("value").to_pylist()
    corrupt = _corrupt_lines(batch)
    errors = _Errors(batch.num_rows)
    for index, (key, value) in enumerate(zip(keys, values, strict=True)):
        if corrupt[index] is not None:
            errors.add(index, BAD_LINE, None, None, str(corrupt[index]).encode())
            continue
        try:
            decoded = decode_record(key, value)
        except RecordError as exc:
            errors.add(index, exc.reason, exc.key_version, key, value)
        else:  # cannot happen while routing and decoding read the same key versions
            reason = f"a {decoded.record_type.name} record that was not routed to its table"
            errors.add(index, reason, decoded.key_version, key, value)
    arrays: dict[str, Any] = _source_arrays(batch, schema)
    arrays.update(errors.columns)
    return _assemble(schema, arrays)


def describe_batch(batch: pa.RecordBatch, schema: pa.Schema) -> pa.RecordBatch:
    """The compacted view's rows (tables.latest_state_schema, as Arrow) for ``batch``."""
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


def decode_batches(
    batches: Iterable[pa.RecordBatch], schema: pa.Schema, table: str
) -> Iterator[pa.RecordBatch]:
    """``decode_batch`` over a stream, as ``mapInArrow`` calls it."""
    for batch in batches:
        yield decode_batch(batch, schema, table)


def unroutable_batches(
    batches: Iterable[pa.RecordBatch], schema: pa.Schema
) -> Iterator[pa.RecordBatch]:
    for batch in batches:
        yield unroutable_batch(batch, schema)


def describe_batches(
    batches: Iterable[pa.RecordBatch], schema: pa.Schema
) -> Iterator[pa.RecordBatch]:
    for batch in batches:
        yield describe_batch(batch, schema)
