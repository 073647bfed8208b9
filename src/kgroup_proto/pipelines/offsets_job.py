"""The offsets job: decode ``__consumer_offsets`` records on Spark into one table per record type.

Records are decoded in Arrow batches inside the Spark workers (``mapInArrow``), in two passes
split on Spark by the record type in a key's first two bytes: offset commits, nearly all of a
real topic, in a narrow pass that decodes them column-wise into the ``offset_commits`` columns;
every other record in a wide pass with a struct column per table. Each output row names the
table its record belongs to (or ``errors``) and carries its row in that table's column. The
commits' pass goes straight into the ``offset_commits`` write, uncached, counting as it goes
the commits it could not decode; only if there are any is it run again for ``errors``. The wide
pass is cached and every other table is written from the cache. Each table counts its records
as it is written, and the writes run several at a time, each planning its own frame, since
each is a small Spark job whose fixed costs would otherwise add up one after another. Keeping
the commits out of the wide row is what keeps the cache small and each table's scan short. The
compacted view groups the raw records by key on Spark and decodes only the survivors; it is
written alongside the tables. Nothing but counts is collected to the driver.
"""

from __future__ import annotations

import json
import threading
import time
from collections.abc import Callable, Mapping, Sequence
from concurrent.futures import ThreadPoolExecutor
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING, Any

import attrs

from kgroup_proto.consumer_offsets import KEY_VERSIONS, RECORD_TYPES
from kgroup_proto.pipelines.batches import (
    BULK_TABLE,
    CORRUPT_COLUMN,
    decode_records_batches,
    describe_batches,
)
from kgroup_proto.pipelines.table_schemas import (
    ERRORS,
    KIND,
    SOURCE_COLUMNS,
    UNKNOWN,
    Schema,
    decode_pass_schema,
    latest_state_schema,
)

if TYPE_CHECKING:
    from pyspark.sql import DataFrame, Observation, SparkSession
    from pyspark.sql.types import StructType

LATEST_STATE = "latest_state"
SUMMARY_FILE = "summary.json"
SOURCE = list(SOURCE_COLUMNS.values())
#: Table writes running at once: enough to overlap the fixed costs of small jobs.
WRITERS = 4
TABLES = [record_type.table for record_type in RECORD_TYPES]

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


#: Record types (a key's first two bytes) read into the bulk table, offset commits.
BULK_TYPES = tuple(sorted(n for n, t in KEY_VERSIONS.items() if t.table == BULK_TABLE))


@attrs.frozen
class Passes:
    """The two decode passes: ``bulk`` for offset commits, ``rest`` for every other record."""

    bulk: DataFrame
    rest: DataFrame


def decode(spark: SparkSession, frame: DataFrame) -> Passes:
    """The decode passes over every record, lazily (see ``table_schemas.decode_pass_schema``)."""
    from pyspark.sql import functions as F

    record_type = F.substring(F.col("key"), 1, 2)
    bulk = F.coalesce(
        record_type.isin(*(F.lit(bytearray(n.to_bytes(2, "big"))) for n in BULK_TYPES)),
        F.lit(False),
    )
    columns = ["key", "value", *SOURCE_COLUMNS, CORRUPT_COLUMN]

    def decoded(rows: DataFrame, tables: list[str] | None) -> DataFrame:
        schema = spark_schema(decode_pass_schema(tables))
        function = partial(decode_records_batches, schema=arrow_schema(spark, schema))
        return rows.select(*columns).mapInArrow(function, schema)

    return Passes(
        bulk=decoded(frame.where(bulk), [BULK_TABLE]),
        rest=decoded(frame.where(~bulk), [t for t in TABLES if t != BULK_TABLE]),
    )


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


def table_frame(decoded: DataFrame, table: str, counted: Observation | None = None) -> DataFrame:
    """A table's rows from the decode pass; classic group metadata gets one row per member.

    ``counted``, if given, counts the table's records (``rows``) as the frame is written.
    """
    from pyspark.sql import functions as F

    records = decoded.where(F.col(KIND) == table)
    if counted is not None:
        records = records.observe(counted, F.count(F.lit(1)).alias("rows"))
    rows = records.select(f"`{table}`.*", *SOURCE)
    if table != "group_metadata":
        return rows
    group_columns = [c for c in rows.columns if c != "members"]
    count = F.when(F.col("members").isNull(), F.lit(None)).otherwise(F.size("members"))
    exploded = rows.select(
        *group_columns,
        count.alias("member_count"),
        F.posexplode_outer("members").alias("member_index", "member"),
    )
    return exploded.select(*group_columns, "member_count", "member_index", "member.*")


def errors_frame(passes: Sequence[DataFrame], counted: Observation | None = None) -> DataFrame:
    """The records of the decode passes that did not decode, in the ``errors`` table's shape.

    ``counted``, if given, counts them as the frame is written: those of a known record type
    that did not decode (``errors``), and those whose record type no schema has (``unknown``).
    """
    from pyspark.sql import functions as F

    failed = [
        decoded.where(F.col(KIND).isin(ERRORS, UNKNOWN)).select(
            KIND,
            *SOURCE,
            F.col("error").alias("reason"),
            F.col("error_record_type").alias("record_type"),
            F.col("error_key_version").alias("key_version"),
            F.col("error_key").alias("key"),
            F.col("error_value").alias("value"),
        )
        for decoded in passes
    ]
    rows = failed[0]
    for more in failed[1:]:
        rows = rows.unionByName(more)
    if counted is not None:
        kinds = (F.count_if(F.col(KIND) == kind).alias(kind) for kind in (ERRORS, UNKNOWN))
        rows = rows.observe(counted, *kinds)
    return rows.drop(KIND)


def _write(frame: DataFrame, path: Path) -> None:
    frame.write.mode("errorifexists").parquet(str(path))


def write_tables(
    spark: SparkSession,
    frame: DataFrame,
    output: Path,
    progress: Progress = lambda message: None,
    also: dict[str, Callable[[], DataFrame]] | None = None,
) -> dict[str, int]:
    """Decode ``frame`` once and write every table and ``errors`` under ``output``, and the
    frames ``also`` makes beside them.

    Returns the number of records per table and in ``errors``. ``frame`` has Spark's Kafka
    source columns and ``_corrupt_record``.
    """
    from pyspark import StorageLevel
    from pyspark.sql import Observation
    from pyspark.sql import functions as F

    passes = decode(spark, frame)
    # The offset commits' pass is read by one write, offset_commits: it is not cached. It
    # counts the commits it could not decode as it goes, and only if there are any is it run
    # again for the errors table. Every other table reads the other pass, which is cached:
    # the first writes decode into the cache (one task decodes a partition, others wanting
    # it wait and read it from the cache). Each table counts its records as it is written,
    # so no job is spent on counting.
    passes.rest.persist(StorageLevel.MEMORY_AND_DISK)
    try:
        counted = {table: Observation(table) for table in TABLES}
        commits_failed = Observation("offset commits not decoded")
        not_decoded = F.count_if(F.col(KIND) != BULK_TABLE).alias("rows")
        bulk = passes.bulk.observe(commits_failed, not_decoded)
        writes: dict[str, Callable[[], DataFrame]] = {
            table: partial(table_frame, bulk if table == BULK_TABLE else passes.rest, table,
                           counted[table])
            for table in TABLES
        }  # fmt: skip
        failed = Observation(ERRORS)

        def errors() -> DataFrame:
            with_errors = [passes.rest]
            if commits_failed.get["rows"]:
                with_errors.insert(0, passes.bulk)
            return errors_frame(with_errors, failed)

        writes[ERRORS] = errors
        writes.update(also or {})
        _write_all(writes, output, progress, after={ERRORS: BULK_TABLE})
    finally:
        passes.rest.unpersist()
    found = {table: counted[table].get["rows"] for table in TABLES}
    return {**found, ERRORS: failed.get[ERRORS], UNKNOWN: failed.get[UNKNOWN]}


def _write_all(
    frames: dict[str, Callable[[], DataFrame]],
    output: Path,
    progress: Progress,
    after: Mapping[str, str] | None = None,
) -> None:
    """Make each frame and write it to its own directory, ``WRITERS`` at a time: making a
    frame is the driver's planning work, which overlaps the other writes too. A frame named
    in ``after`` is made once the write it names has finished (which must come before it in
    ``frames``); if that write failed, it is not written at all, and that failure is raised.
    """
    waits = dict(after or {})
    order = list(frames)
    if any(order.index(first) > order.index(name) for name, first in waits.items()):
        raise ValueError("a write waits for one that comes after it")
    finished = {name: threading.Event() for name in frames}
    succeeded: set[str] = set()

    def write(name: str) -> None:
        try:
            if name in waits:
                finished[waits[name]].wait()
                if waits[name] not in succeeded:
                    return
            progress(f"writing {name}")
            _write(frames[name](), output / name)
            succeeded.add(name)
        finally:
            finished[name].set()

    with ThreadPoolExecutor(WRITERS, thread_name_prefix="offsets-writer") as pool:
        for done in [pool.submit(write, name) for name in frames]:
            done.result()


def run(
    spark: SparkSession,
    frame: DataFrame,
    output: Path,
    progress: Progress = lambda message: None,
) -> Summary:
    """Decode ``frame`` (Kafka-source columns) and write every table under ``output``."""
    from pyspark.sql import Observation
    from pyspark.sql import functions as F

    started = time.monotonic()

    def step(message: str) -> None:
        progress(f"[{time.monotonic() - started:6.1f}s] {message}")

    step("decoding every record: offset commits in one pass, the rest in another")
    latest = Observation(LATEST_STATE)

    def survivors() -> DataFrame:
        return compacted(spark, frame).observe(latest, F.count(F.lit(1)).alias("rows"))

    counts = write_tables(spark, frame, output, step, {LATEST_STATE: survivors})
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
