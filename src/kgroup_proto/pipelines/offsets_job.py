"""The offsets job: decode ``__consumer_offsets`` records on Spark into one table per record type.

One Spark job decodes every record and writes every table: each task decodes its records in
Arrow batches (``batches.decode_records_batch``, offset commits read column-wise) and writes
each table's rows to Parquet files of its own with pyarrow (``table_files``); the driver
commits the files the tasks report. Inputs and output are local paths or URIs (``storage``):
tasks and driver resolve them to the same filesystem. Parquet input with Spark's column types
is read by the tasks themselves, a row group range each, so the records never pass through
Spark's JVM; any
other input (JSON Lines, a live cluster) reaches the tasks through ``mapInArrow``. The
compacted view groups the raw records by key on Spark and decodes only the survivors; it is
written while the tables are (by Spark to a local output, by the tasks to any other). Nothing
but counts is collected to the driver.
"""

from __future__ import annotations

import itertools
import json
import threading
import time
import uuid
from collections.abc import Iterable, Iterator, Sequence
from concurrent.futures import ThreadPoolExecutor
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING, Any

import attrs

from kgroup_proto.consumer_offsets import RECORD_TYPES
from kgroup_proto.pipelines import spark as spark_session
from kgroup_proto.pipelines import table_files
from kgroup_proto.pipelines.batches import CORRUPT_COLUMN, describe_batches
from kgroup_proto.pipelines.runs import Progress, no_progress
from kgroup_proto.pipelines.storage import Location
from kgroup_proto.pipelines.table_files import Report
from kgroup_proto.pipelines.table_schemas import (
    ERRORS,
    LATEST_STATE,
    SOURCE_COLUMNS,
    SUMMARY_FILE,
    UNKNOWN,
    Schema,
    latest_state_schema,
)

if TYPE_CHECKING:
    import pyarrow as pa
    from pyspark.sql import DataFrame, SparkSession
    from pyspark.sql.types import StructType

TABLES = [record_type.table for record_type in RECORD_TYPES]
#: The input columns the tasks read from Parquet, and the rows in each batch they decode.
INPUT_COLUMNS = ["key", "value", *SOURCE_COLUMNS]
BATCH_ROWS = 10_000


@attrs.frozen
class Summary:
    """How many records went where; ``input_records == decoded_records + error_records``.

    ``unknown_records`` of the error records name a record type no schema has (a newer
    Kafka's); they are kept in ``errors`` with their bytes like every record not decoded.
    """

    input_records: int
    decoded: dict[str, int]
    error_records: int
    latest_state_rows: int
    unknown_records: int = 0

    @property
    def decoded_records(self) -> int:
        return sum(self.decoded.values())

    @property
    def reconciles(self) -> bool:
        return self.input_records == self.decoded_records + self.error_records

    def to_json(self) -> dict[str, Any]:
        return {
            "input_records": self.input_records,
            "decoded_records": self.decoded_records,
            "error_records": self.error_records,
            "unknown_records": self.unknown_records,
            "decoded_by_table": self.decoded,
            "latest_state_rows": self.latest_state_rows,
        }


def spark_schema(schema: Schema) -> StructType:
    from pyspark.sql.types import StructType

    return StructType.fromJson(schema)


def arrow_schema(spark: SparkSession, schema: StructType) -> Any:
    """The Arrow schema Spark expects back from ``mapInArrow`` for ``schema``."""
    from pyspark.sql.pandas.types import to_arrow_schema

    timezone = spark.conf.get("spark.sql.session.timeZone") or "UTC"
    return to_arrow_schema(schema, timezone=timezone)


def compacted(spark: SparkSession, frame: DataFrame) -> DataFrame:
    """What log compaction keeps: the last record per key and partition, minus tombstones."""
    from pyspark.sql import functions as F

    last = (
        frame.where(F.col("key").isNotNull() & F.col("_corrupt_record").isNull())
        .groupBy("topic", "partition", "key")
        .agg(F.max_by(F.struct("value", "offset", "timestamp"), "offset").alias("last"))
        .where(F.col("last.value").isNotNull())
        .select("key", "last.value", "topic", "partition", "last.offset", "last.timestamp")
    )
    schema = spark_schema(latest_state_schema())
    return last.mapInArrow(partial(describe_batches, schema=arrow_schema(spark, schema)), schema)


def warm_workers(spark: SparkSession) -> threading.Thread:
    """Start Spark's Python workers with the tasks' modules loaded (``spark.warm_workers``)."""
    return spark_session.warm_workers(spark, table_files.__name__)


def _write(frame: DataFrame, path: Path) -> None:
    frame.write.mode("errorifexists").parquet(str(path))


def _task_name() -> str:
    """A name for this task attempt's files, unique within the job."""
    from pyspark import TaskContext

    context = TaskContext.get()
    unique = uuid.uuid4().hex[:12]
    if context is None:
        return unique
    return f"{context.partitionId():05d}-{context.attemptNumber()}-{unique}"


def _write_batches(
    batches: Iterable[pa.RecordBatch], staging: Location
) -> Iterator[pa.RecordBatch]:
    """A ``mapInArrow`` task: its input's records decoded and written as table files."""
    yield from table_files.write_partition(batches, staging, _task_name())


def _write_latest_rows(
    batches: Iterable[pa.RecordBatch], staging: Location
) -> Iterator[pa.RecordBatch]:
    """A ``mapInArrow`` task: its share of the compacted view written as a table file."""
    yield from table_files.write_rows(batches, staging, _task_name(), LATEST_STATE)


#: A Parquet input file as the tasks get it: its path or URI, and its filesystem's options.
Options = tuple[tuple[str, str], ...]


def _read_row_groups(
    splits: Iterable[tuple[str, list[int]]], columns: list[str], options: Options = ()
) -> Iterator[Any]:
    import pyarrow.parquet as pq

    for path, row_groups in splits:
        filesystem, where = Location(path, options).resolve()
        with filesystem.open_input_file(where) as handle:
            parquet = pq.ParquetFile(handle)
            yield from parquet.iter_batches(BATCH_ROWS, row_groups, columns=columns)


def _write_row_groups(
    splits: Iterable[tuple[str, list[int]]], staging: Location, options: Options = ()
) -> Iterator[Any]:
    """An RDD task: its Parquet row groups read, decoded and written as table files."""
    batches = _read_row_groups(splits, INPUT_COLUMNS, options)
    for report in table_files.write_partition(batches, staging, _task_name()):
        yield from table_files.report_rows(report)


#: A task's share of Parquet input: files and the row groups of each to read.
Split = list[tuple[str, list[int]]]


def row_group_splits(files: Sequence[Path | Location], tasks: int) -> list[Split]:
    """The row groups of ``files`` dealt into at most ``tasks`` splits of about equal rows."""
    import pyarrow.parquet as pq

    groups = []
    for path in files:
        filesystem, where = Location.of(path).resolve()
        with filesystem.open_input_file(where) as handle:
            metadata = pq.ParquetFile(handle).metadata
        groups += [
            (str(path), i, metadata.row_group(i).num_rows) for i in range(metadata.num_row_groups)
        ]
    splits: list[dict[str, list[int]]] = [{} for _ in range(max(1, min(tasks, len(groups))))]
    loads = [0] * len(splits)
    for name, index, rows in sorted(groups, key=lambda group: -group[2]):
        lightest = loads.index(min(loads))
        loads[lightest] += rows
        splits[lightest].setdefault(name, []).append(index)
    return [sorted((name, sorted(found)) for name, found in s.items()) for s in splits if s]


@attrs.frozen
class ParquetFiles:
    """Parquet files with Spark's column types (``inputs.direct_parquet``): the job's tasks
    read them themselves, a share of their row groups each, and Spark's JVM never sees a
    record."""

    paths: Sequence[Path | Location]

    @property
    def options(self) -> Options:
        """The filesystem options of the files (given once, for all of them)."""
        return next((p.options for p in self.paths if isinstance(p, Location)), ())

    def splits(self, spark: SparkSession) -> list[Split]:
        return row_group_splits(self.paths, max(spark.sparkContext.defaultParallelism, 1))


def _tables_pass(
    spark: SparkSession, source: DataFrame | list[Split], staging: Location, options: Options
) -> list[Report]:
    """Run the one job that decodes every record of ``source`` (a DataFrame, or the splits of
    Parquet files the tasks read) and writes the table files; its reports."""
    if isinstance(source, list):
        splits = source
        if not splits:  # files without rows
            return []
        tasks = spark.sparkContext.parallelize(splits, len(splits))
        reports: list[Report] = tasks.mapPartitions(
            lambda split: _write_row_groups(itertools.chain.from_iterable(split), staging, options)
        ).collect()
        return reports
    from pyspark.sql.pandas.types import from_arrow_schema

    columns = ["key", "value", *SOURCE_COLUMNS, CORRUPT_COLUMN]
    schema = from_arrow_schema(table_files.REPORT)
    rows = (
        source.select(*columns)
        .mapInArrow(partial(_write_batches, staging=staging), schema)
        .collect()
    )
    return [(row.kind, row.file, row.rows) for row in rows]


def _latest_state(
    spark: SparkSession,
    source: DataFrame | list[Split],
    output: Location,
    staging: Location,
    options: Options,
) -> list[Report]:
    """Write the compacted view: for Parquet files' splits, in Python tasks (each task's last
    record per key, then the last of those per key), staged with the tables; for a DataFrame,
    on Spark, straight to a local ``output``, or staged by the tasks for any other. Its reports
    (the file is empty where Spark wrote it)."""
    from pyspark.sql import Observation
    from pyspark.sql import functions as F

    if not isinstance(source, list) and output.is_local:
        counted = Observation(LATEST_STATE)
        survivors = compacted(spark, source).observe(counted, F.count(F.lit(1)).alias("rows"))
        _write(survivors, output.local / LATEST_STATE)
        return [(LATEST_STATE, "", counted.get["rows"])]
    if not isinstance(source, list):
        from pyspark.sql.pandas.types import from_arrow_schema

        schema = from_arrow_schema(table_files.REPORT)
        written = compacted(spark, source).mapInArrow(
            partial(_write_latest_rows, staging=staging), schema
        )
        return [(row.kind, row.file, row.rows) for row in written.collect()]
    splits = source
    if not splits:
        return []
    columns = table_files.COMPACTION_COLUMNS
    places = spark.sparkContext.parallelize(splits, len(splits)).mapPartitions(
        lambda split: table_files.last_per_key(
            _read_row_groups(itertools.chain.from_iterable(split), columns, options)
        )
    )
    last = places.reduceByKey(table_files.later, len(splits))
    reports: list[Report] = last.mapPartitions(
        lambda kept: table_files.write_latest(kept, staging, _task_name())
    ).collect()
    return reports


def write_tables(
    spark: SparkSession,
    records: DataFrame | ParquetFiles,
    output: Path | Location,
    progress: Progress = no_progress,
    latest_state: bool = False,
) -> dict[str, int]:
    """Decode every record once and write every table and ``errors`` under ``output``; with
    ``latest_state``, the compacted view too, while the tables are written.

    Returns the number of records per table, in ``errors`` and ``unknown`` (and the rows of
    ``latest_state``).
    """
    output = Location.of(output)
    staging = Location.of(table_files.new_staging(output))
    if output.renames:  # an object store has no directories to make
        output.make_dir()
    tables = list(table_files.TABLES)
    if latest_state and (isinstance(records, ParquetFiles) or not output.is_local):
        tables.append(LATEST_STATE)
    options = records.options if isinstance(records, ParquetFiles) else ()
    # Parquet files are dealt into the tasks' shares once, for both jobs.
    source = records.splits(spark) if isinstance(records, ParquetFiles) else records
    progress("decoding every record and writing its table, in one job")
    committed = False
    try:
        with ThreadPoolExecutor(1, thread_name_prefix="offsets-latest-state") as pool:
            beside = (
                pool.submit(_latest_state, spark, source, output, staging, options)
                if latest_state
                else None
            )
            reports = _tables_pass(spark, source, staging, options)
            if beside is not None:
                reports += beside.result()
        counts = table_files.commit(output, staging, reports, tables)
        committed = True
        return counts
    finally:
        if not committed:  # what the attempts wrote is removed: the tables are not there
            staging.remove()


def run(
    spark: SparkSession,
    records: DataFrame | ParquetFiles,
    output: Path | Location,
    progress: Progress = no_progress,
) -> Summary:
    """Decode ``records`` and write every table and the compacted view under ``output``."""
    started = time.monotonic()

    def step(message: str) -> None:
        progress(f"[{time.monotonic() - started:6.1f}s] {message}")

    counts = write_tables(spark, records, output, step, latest_state=True)
    summary = Summary(
        input_records=sum(counts[table] for table in [*TABLES, ERRORS, UNKNOWN]),
        decoded={table: counts[table] for table in TABLES},
        error_records=counts[ERRORS] + counts[UNKNOWN],
        latest_state_rows=counts[LATEST_STATE],
        unknown_records=counts[UNKNOWN],
    )
    text = json.dumps(summary.to_json(), indent=2) + "\n"
    (Location.of(output) / SUMMARY_FILE).write_bytes(text.encode())
    step("tables written")
    return summary
