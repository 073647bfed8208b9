"""Write the offsets job's tables from the decode pass, as Parquet files, with pyarrow.

Each Spark task (or the benchmark's one plain process) decodes its records with
``batches.decode_records_batch``, the one decode pass, and writes every table's rows straight to
a Parquet file of its own per table, under its attempt's own prefix of a staging directory, on
whatever filesystem the output is (:mod:`storage`). The driver then commits
(:func:`storage.commit_files`): the files the successful tasks reported are moved into each
table's directory (or, on an object store, listed in the output's manifest), a table no task
wrote gets an empty file with its columns, and whatever failed attempts left is removed. So one
Spark job writes every table, instead of a job per table, and no decoded row passes back
through Spark's JVM.

The files are what Spark would write for the same rows: the columns of
``table_schemas.table_schema``, timestamps as INT96 and Spark's schema (with the columns'
comments) in the footer, so Spark and pyarrow read them as they read Spark's own.
"""

from __future__ import annotations

import json
import posixpath
import uuid
from collections import Counter
from collections.abc import Iterable, Iterator
from functools import cache
from pathlib import Path
from typing import Any

import numpy as np
import pyarrow as pa
import pyarrow.compute as pc
import pyarrow.parquet as pq

from kgroup_proto.consumer_offsets import RECORD_TYPES
from kgroup_proto.pipelines import storage
from kgroup_proto.pipelines.batches import decode_records_batch, describe_batch
from kgroup_proto.pipelines.storage import Location
from kgroup_proto.pipelines.table_schemas import (
    ERRORS,
    KIND,
    LATEST_STATE,
    ROW_PER_MEMBER,
    SOURCE_COLUMNS,
    UNKNOWN,
    decode_pass_schema,
    table_schema,
)

#: Every table a decode pass writes, ``errors`` last.
TABLES = [*(record_type.table for record_type in RECORD_TYPES), ERRORS]
#: What a task reports, a row per kind of record it saw: the table file it wrote them to and
#: how many there were (``errors`` and ``unknown`` share the errors table's file).
REPORT = pa.schema([("kind", pa.string()), ("file", pa.string()), ("rows", pa.int64())])
#: One row of ``REPORT``: a kind of record (or ``latest_state``), its file, how many records.
Report = tuple[str, str, int]
SPARK_ROW_METADATA = b"org.apache.spark.sql.parquet.row.metadata"
STAGING_PREFIX = "_staging-"
#: An empty table's one file.
EMPTY_FILE = "part-empty.snappy.parquet"
_SOURCE = list(SOURCE_COLUMNS.values())
#: The input columns compaction reads.
COMPACTION_COLUMNS = ["key", "value", "topic", "partition", "offset", "timestamp"]


def _arrow(schema: dict[str, Any]) -> pa.Schema:
    from pyspark.sql.pandas.types import to_arrow_schema
    from pyspark.sql.types import StructType

    return to_arrow_schema(StructType.fromJson(schema), timezone="UTC")


@cache
def decode_schema() -> pa.Schema:
    """The decode pass's rows, as Arrow."""
    return _arrow(decode_pass_schema())


@cache
def file_schema(table: str) -> pa.Schema:
    """A table's columns as Arrow, with Spark's schema in the metadata, as Spark writes it."""
    schema = table_schema(table)
    return _arrow(schema).with_metadata({SPARK_ROW_METADATA: json.dumps(schema).encode()})


def _table_rows(decoded: pa.RecordBatch, kind: str, selected: pa.Array) -> pa.RecordBatch:
    """The rows of one kind of record in ``decoded``, shaped as their table's columns."""
    if kind in (ERRORS, UNKNOWN):
        part = decoded.select([*_SOURCE, "error", "error_record_type", "error_key_version",
                               "error_key", "error_value"]).filter(selected)  # fmt: skip
        return pa.RecordBatch.from_arrays(part.columns, schema=file_schema(ERRORS))
    part = decoded.select([kind, *_SOURCE]).filter(selected)
    record = part.column(0)
    columns = dict(zip(record.type.names, record.flatten(), strict=True))
    columns.update(zip(_SOURCE, part.columns[1:], strict=True))
    schema = file_schema(kind)
    if kind == ROW_PER_MEMBER:
        columns = _one_row_per_member(columns)
    return pa.RecordBatch.from_arrays([columns[name] for name in schema.names], schema=schema)


def _one_row_per_member(columns: dict[str, pa.Array]) -> dict[str, pa.Array]:
    """A group's row repeated for each of its members, with the member's columns beside it;
    a group without members (or a tombstone) keeps one row with null member columns."""
    members = columns.pop("members")
    listed = pc.list_value_length(members)  # null for a tombstone, as ``member_count`` is
    sizes = pc.fill_null(listed, 0).to_numpy()
    lengths = np.maximum(sizes, 1)
    rows = np.repeat(np.arange(len(members)), lengths)
    index = np.arange(len(rows)) - (np.cumsum(lengths) - lengths)[rows]
    none = sizes[rows] == 0
    first = (np.cumsum(sizes) - sizes)[rows]
    member = pc.list_flatten(members).take(pa.array(first + index, mask=none))
    taken = pa.array(rows)
    grown = {name: column.take(taken) for name, column in columns.items()}
    grown["member_count"] = listed.cast(pa.int32()).take(taken)
    grown["member_index"] = pa.array(index, pa.int32(), mask=none)
    grown.update(zip(member.type.names, member.flatten(), strict=True))
    return grown


def write_partition(
    batches: Iterable[pa.RecordBatch], staging: str | Path | Location, task: str
) -> Iterator[pa.RecordBatch]:
    """Decode a task's record batches and write each table's rows under ``staging``, in the
    prefix of ``task`` (a name unique to the attempt), a file per table; yield one batch of
    ``REPORT``: per kind, the file (a path in the staging's filesystem) and the number of
    records."""
    prefix = storage.attempt_prefix(Location.of(staging), task)
    writers: dict[str, pq.ParquetWriter] = {}
    files: dict[str, str] = {}
    counts: Counter[str] = Counter()
    try:
        for batch in batches:
            decoded = decode_records_batch(batch, decode_schema())
            kinds = decoded.column(KIND)
            for kind in pc.unique(kinds).to_pylist():
                selected = pc.equal(kinds, kind)
                rows = _table_rows(decoded, kind, selected)
                table = ERRORS if kind == UNKNOWN else kind
                if table not in writers:
                    files[table], writers[table] = _writer(prefix, table, task)
                writers[table].write_batch(rows)
                counts[kind] += pc.sum(selected).as_py()  # records: a group's members are one
    finally:
        for writer in writers.values():
            writer.close()
    kinds_seen = list(counts)
    yield pa.RecordBatch.from_arrays(
        [
            pa.array(kinds_seen, pa.string()),
            pa.array([files[ERRORS if k == UNKNOWN else k] for k in kinds_seen], pa.string()),
            pa.array([counts[k] for k in kinds_seen], pa.int64()),
        ],
        schema=REPORT,
    )


def report_rows(report: pa.RecordBatch) -> list[Report]:
    """The rows of a ``REPORT`` batch."""
    return list(zip(*(column.to_pylist() for column in report.columns), strict=True))


def _writer(prefix: Location, table: str, task: str) -> tuple[str, pq.ParquetWriter]:
    """A table's file in an attempt's prefix: its path, and a writer of Spark's columns."""
    filesystem, directory = (prefix / table).resolve()
    if prefix.renames:  # an object store has no directories to make
        filesystem.create_dir(directory, recursive=True)
    path = posixpath.join(directory, f"part-{task}.snappy.parquet")
    writer = pq.ParquetWriter(
        path, file_schema(table), filesystem=filesystem, use_deprecated_int96_timestamps=True
    )
    return path, writer


#: A record's place in compaction, ``(topic, partition, key)``, and what it holds there,
#: ``(offset, value, timestamp)``: the record with the highest offset per place survives.
Place = tuple[str, int, bytes]
Held = tuple[int, bytes | None, Any]


def last_per_key(batches: Iterable[pa.RecordBatch]) -> Iterator[tuple[Place, Held]]:
    """A task's share of compaction: the last record of each key among its records (a
    tombstone included, so that it hides the values before it)."""
    last: dict[Place, Held] = {}
    for batch in batches:
        columns = [batch.column(n).to_pylist() for n in COMPACTION_COLUMNS]
        for key, value, topic, partition, offset, timestamp in zip(*columns, strict=True):
            if key is None:
                continue
            place = (topic, partition, key)
            held = last.get(place)
            if held is None or offset > held[0]:
                last[place] = (offset, value, timestamp)
    yield from last.items()


def later(one: Held, other: Held) -> Held:
    return one if one[0] >= other[0] else other


def write_latest(
    survivors: Iterable[tuple[Place, Held]], staging: str | Path | Location, task: str
) -> list[Report]:
    """Describe a task's share of the compacted view's records (their values, tombstones
    left out) and write them as a ``latest_state`` file; the task's report."""
    kept = [(place, held) for place, held in survivors if held[1] is not None]
    if not kept:
        return []
    batch = pa.RecordBatch.from_arrays(
        [
            pa.array([place[2] for place, _ in kept], pa.binary()),
            pa.array([held[1] for _, held in kept], pa.binary()),
            pa.array([place[0] for place, _ in kept], pa.string()),
            pa.array([place[1] for place, _ in kept], pa.int32()),
            pa.array([held[0] for _, held in kept], pa.int64()),
            pa.array([held[2] for _, held in kept], pa.timestamp("us", tz="UTC")),
        ],
        names=COMPACTION_COLUMNS,
    )
    rows = describe_batch(batch, file_schema(LATEST_STATE))
    prefix = storage.attempt_prefix(Location.of(staging), task)
    path, writer = _writer(prefix, LATEST_STATE, task)
    with writer:
        writer.write_batch(rows)
    return [(LATEST_STATE, path, rows.num_rows)]


def write_rows(
    batches: Iterable[pa.RecordBatch], staging: str | Path | Location, task: str, table: str
) -> Iterator[pa.RecordBatch]:
    """Write rows already shaped as ``table``'s columns (a ``mapInArrow`` task's input) as the
    attempt's file of the table; yield one batch of ``REPORT``."""
    prefix = storage.attempt_prefix(Location.of(staging), task)
    path, writer = "", None
    rows = 0
    try:
        for batch in batches:
            if writer is None:
                path, writer = _writer(prefix, table, task)
            writer.write_batch(pa.RecordBatch.from_arrays(batch.columns, schema=file_schema(table)))
            rows += batch.num_rows
    finally:
        if writer is not None:
            writer.close()
    kinds = [table] if writer is not None else []
    yield pa.RecordBatch.from_arrays(
        [pa.array(kinds, pa.string()), pa.array([path][: len(kinds)], pa.string()),
         pa.array([rows][: len(kinds)], pa.int64())],
        schema=REPORT,
    )  # fmt: skip


def new_staging(output: Path | Location) -> Path | Location:
    """A staging directory for one job's attempts, inside ``output``."""
    if isinstance(output, Location):
        return output / f"{STAGING_PREFIX}{uuid.uuid4().hex}"
    return output / f"{STAGING_PREFIX}{uuid.uuid4().hex}"


def commit(
    output: Path | Location,
    staging: Path | Location,
    reports: Iterable[Report],
    tables: Iterable[str] = TABLES,
) -> dict[str, int]:
    """Commit the files successful attempts reported (:func:`storage.commit_files`: moved into
    their tables' directories under ``output``, or listed in its manifest on an object store);
    write an empty file for each of ``tables`` that no task wrote, and ``_SUCCESS`` in each, as
    Spark does; what failed attempts left in ``staging`` is removed. Returns the records per
    kind (every one of ``tables``, ``errors``, ``unknown``)."""
    output, staging = Location.of(output), Location.of(staging)
    tables = list(tables)
    counts: Counter[str] = Counter({table: 0 for table in [*tables, UNKNOWN]})
    files = []
    for kind, file, rows in reports:
        counts[kind] += rows
        if file:  # no file: written straight to output, by Spark
            files.append(file)
    committed = storage.commit_files(output, staging, files)
    filesystem, root = output.resolve()
    for table in tables:
        directory = posixpath.join(root, table)
        if output.renames:
            filesystem.create_dir(directory, recursive=True)
            written = any(
                info.path.endswith(".parquet")
                for info in filesystem.get_file_info(storage_selector(directory))
            )
        else:
            written = bool(committed.get(table))
        if not written:
            pq.write_table(
                file_schema(table).empty_table(),
                posixpath.join(directory, EMPTY_FILE),
                filesystem=filesystem,
                use_deprecated_int96_timestamps=True,
            )
            committed[table] = [f"{table}/{EMPTY_FILE}"]
        with filesystem.open_output_stream(posixpath.join(directory, "_SUCCESS")):
            pass
    if not output.renames:
        storage.write_manifest(output, committed)
    return dict(counts)


def storage_selector(directory: str) -> Any:
    import pyarrow.fs as pafs

    return pafs.FileSelector(directory, allow_not_found=True)
