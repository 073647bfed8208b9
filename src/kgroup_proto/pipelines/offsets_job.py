"""The offsets job: decode ``__consumer_offsets`` records on Spark into one table per record type.

One Spark job decodes every record and writes every table: each task decodes its records in
Arrow batches (``batches.decode_records_batch``, offset commits read column-wise) and writes
each table's rows to Parquet files of its own with pyarrow (``table_files``); the driver
commits the files the tasks report. Parquet input with Spark's column types is read by the
tasks themselves, a row group range each, so the records never pass through Spark's JVM; any
other input (JSON Lines, a live cluster) reaches the tasks through ``mapInArrow``. The
compacted view groups the raw records by key on Spark and decodes only the survivors; it is
written by Spark while the tables are. Nothing but counts is collected to the driver.
"""

from __future__ import annotations

import itertools
import json
import shutil
import threading
import time
import uuid
from collections.abc import Callable, Iterable, Iterator, Sequence
from concurrent.futures import ThreadPoolExecutor
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING, Any

import attrs

from kgroup_proto.consumer_offsets import RECORD_TYPES
from kgroup_proto.pipelines import table_files
from kgroup_proto.pipelines.batches import CORRUPT_COLUMN, describe_batches
from kgroup_proto.pipelines.table_schemas import (
    ERRORS,
    SOURCE_COLUMNS,
    UNKNOWN,
    Schema,
    latest_state_schema,
)

if TYPE_CHECKING:
    import pyarrow as pa
    from pyspark.sql import DataFrame, SparkSession
    from pyspark.sql.types import StructType

LATEST_STATE = "latest_state"
SUMMARY_FILE = "summary.json"
TABLES = [record_type.table for record_type in RECORD_TYPES]
#: The input columns the tasks read from Parquet, and the rows in each batch they decode.
INPUT_COLUMNS = ["key", "value", *SOURCE_COLUMNS]
BATCH_ROWS = 10_000

Progress = Callable[[str], None]


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
    from kgroup_proto.pipelines.spark import warm_workers

    return warm_workers(spark, table_files.__name__)


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


def _write_batches(batches: Iterable[pa.RecordBatch], staging: str) -> Iterator[pa.RecordBatch]:
    """A ``mapInArrow`` task: its input's records decoded and written as table files."""
    yield from table_files.write_partition(batches, staging, _task_name())


def _write_row_groups(splits: Iterable[tuple[str, list[int]]], staging: str) -> Iterator[Any]:
    """An RDD task: its Parquet row groups read, decoded and written as table files."""
    import pyarrow.parquet as pq

    def batches() -> Iterator[pa.RecordBatch]:
        for path, row_groups in splits:
            reader = pq.ParquetFile(path)
            yield from reader.iter_batches(BATCH_ROWS, row_groups, columns=INPUT_COLUMNS)

    for report in table_files.write_partition(batches(), staging, _task_name()):
        yield from zip(*(column.to_pylist() for column in report.columns), strict=True)


def row_group_splits(files: Sequence[Path], tasks: int) -> list[list[tuple[str, list[int]]]]:
    """The row groups of ``files`` dealt into at most ``tasks`` splits of about equal rows."""
    import pyarrow.parquet as pq

    groups = []
    for path in files:
        metadata = pq.ParquetFile(path).metadata
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


def _tables_pass(
    spark: SparkSession, frame: DataFrame, staging: Path, parquet: Sequence[Path] | None
) -> list[tuple[str, str, int]]:
    """Run the one job that decodes every record and writes the table files; its reports."""
    if parquet:
        context = spark.sparkContext
        splits = row_group_splits(parquet, max(context.defaultParallelism, 1))
        if not splits:  # files without rows
            return []
        tasks = context.parallelize(splits, len(splits))
        reports: list[tuple[str, str, int]] = tasks.mapPartitions(
            lambda split: _write_row_groups(itertools.chain.from_iterable(split), str(staging))
        ).collect()
        return reports
    columns = ["key", "value", *SOURCE_COLUMNS, CORRUPT_COLUMN]
    schema = "kind string, file string, rows long"  # table_files.REPORT
    rows = (
        frame.select(*columns)
        .mapInArrow(partial(_write_batches, staging=str(staging)), schema)
        .collect()
    )
    return [(row.kind, row.file, row.rows) for row in rows]


def write_tables(
    spark: SparkSession,
    frame: DataFrame,
    output: Path,
    progress: Progress = lambda message: None,
    also: dict[str, Callable[[], DataFrame]] | None = None,
    parquet: Sequence[Path] | None = None,
) -> dict[str, int]:
    """Decode ``frame`` once and write every table and ``errors`` under ``output``, and the
    frames ``also`` makes beside them (on Spark, while the tables are written).

    ``frame`` has Spark's Kafka source columns and ``_corrupt_record``. ``parquet``, if given,
    are the Parquet files ``frame`` reads, with Spark's column types: the tasks then read them
    directly. Returns the number of records per table, in ``errors`` and ``unknown``.
    """
    staging = table_files.new_staging(output)
    output.mkdir(parents=True, exist_ok=True)
    progress("decoding every record and writing its table, in one job")
    try:
        with ThreadPoolExecutor(len(also or {}) + 1, thread_name_prefix="offsets-writer") as pool:
            beside = [
                pool.submit(_write, make(), output / name) for name, make in (also or {}).items()
            ]
            reports = _tables_pass(spark, frame, staging, parquet)
            for done in beside:
                done.result()
        return table_files.commit(output, staging, reports).counts
    finally:
        shutil.rmtree(staging, ignore_errors=True)


def run(
    spark: SparkSession,
    frame: DataFrame,
    output: Path,
    progress: Progress = lambda message: None,
    parquet: Sequence[Path] | None = None,
) -> Summary:
    """Decode ``frame`` (Kafka-source columns) and write every table under ``output``;
    ``parquet`` as for :func:`write_tables`."""
    from pyspark.sql import Observation
    from pyspark.sql import functions as F

    started = time.monotonic()

    def step(message: str) -> None:
        progress(f"[{time.monotonic() - started:6.1f}s] {message}")

    latest = Observation(LATEST_STATE)

    def survivors() -> DataFrame:
        return compacted(spark, frame).observe(latest, F.count(F.lit(1)).alias("rows"))

    counts = write_tables(spark, frame, output, step, {LATEST_STATE: survivors}, parquet)
    summary = Summary(
        input_records=sum(counts.values()),
        decoded={table: counts[table] for table in TABLES},
        error_records=counts[ERRORS] + counts[UNKNOWN],
        latest_state_rows=latest.get["rows"],
        unknown_records=counts[UNKNOWN],
    )
    (output / SUMMARY_FILE).write_text(json.dumps(summary.to_json(), indent=2) + "\n")
    step("tables written")
    return summary
