"""The offsets job: decode ``__consumer_offsets`` records on Spark into one table per record type.

Spark routes the raw records by their key's version (an expression, no Python); each record
type's records are then decoded in Arrow batches inside the Spark workers (``mapInArrow``) into
that type's own narrow rows and written as its table. Offset commits are nearly all of the
topic, so they are read straight from the input; the few other records are cached once and
every other type is read from that cache.
Records that do not decode are kept, with the reason, in ``errors``. The compacted view groups
the raw records by key on Spark and decodes only the survivors. Nothing but counts and the
report's aggregates is collected to the driver.
"""

from __future__ import annotations

import json
import time
from collections.abc import Callable
from functools import partial, reduce
from pathlib import Path
from typing import TYPE_CHECKING, Any

import attrs

from kgroup_proto.pipelines.batches import (
    CORRUPT_COLUMN,
    decode_batches,
    describe_batches,
    unroutable_batches,
)
from kgroup_proto.pipelines.records import RECORD_TYPES, RecordType
from kgroup_proto.pipelines.tables import (
    SOURCE_COLUMNS,
    Schema,
    decoded_schema,
    latest_state_schema,
    unroutable_schema,
)

if TYPE_CHECKING:
    from pyspark.sql import Column, DataFrame, SparkSession
    from pyspark.sql.types import StructType

#: The record type that makes up nearly all of the topic.
BULK_TABLE = "offset_commits"
UNROUTABLE = "_unroutable"
ERRORS = "errors"
LATEST_STATE = "latest_state"
SUMMARY_FILE = "summary.json"
SOURCE = list(SOURCE_COLUMNS.values())

Progress = Callable[[str], None]


@attrs.frozen
class Summary:
    """How many records went where; ``input_records == decoded_records + error_records``."""

    input_records: int
    decoded: dict[str, int]
    error_records: int
    latest_state_rows: int

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


def record_kind() -> Column:
    """The table a raw record belongs to, from its key's leading int16; else ``_unroutable``."""
    from pyspark.sql import functions as F

    key = F.col("key")
    version = F.conv(F.hex(F.substring(key, 1, 2)), 16, 10).cast("int")  # unsigned: -1 is 65535
    kind = F.when(F.col(CORRUPT_COLUMN).isNotNull() | (F.length(key) < 2), F.lit(UNROUTABLE))
    for record_type in RECORD_TYPES:
        kind = kind.when(version.isin(*record_type.key_class.VALID_VERSIONS), record_type.table)
    return kind.otherwise(F.lit(UNROUTABLE))


def route(frame: DataFrame) -> tuple[DataFrame, DataFrame]:
    """The input with each record's ``kind``: all of it, and the cached non-bulk part."""
    from pyspark import StorageLevel
    from pyspark.sql import functions as F

    routed = frame.withColumn("kind", record_kind())
    rest = routed.where(F.col("kind") != BULK_TABLE).persist(StorageLevel.MEMORY_AND_DISK)
    return routed, rest


def decode(spark: SparkSession, raw: DataFrame, record_type: RecordType) -> DataFrame:
    """One record type's decode pass, lazily (see ``tables.decoded_schema``)."""
    schema = spark_schema(decoded_schema(record_type))
    function = partial(decode_batches, schema=arrow_schema(spark, schema), table=record_type.table)
    return raw.mapInArrow(function, schema)


def unroutable(spark: SparkSession, raw: DataFrame) -> DataFrame:
    """Error rows for records whose key names no record type."""
    schema = spark_schema(unroutable_schema())
    return raw.mapInArrow(partial(unroutable_batches, schema=arrow_schema(spark, schema)), schema)


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


def table_frame(decoded: DataFrame, table: str) -> DataFrame:
    """A table's rows from its decode pass; classic group metadata gets one row per member."""
    from pyspark.sql import functions as F

    columns = [c for c in decoded.columns if c not in ("error", "error_key_version")]
    columns = [c for c in columns if c not in ("error_key", "error_value")]
    rows = decoded.where(F.col("error").isNull()).select(*columns)
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


def errors_frame(decoded: DataFrame, record_type: str | None) -> DataFrame:
    """The error rows of one decode pass, in the ``errors`` table's shape."""
    from pyspark.sql import functions as F

    return decoded.where(F.col("error").isNotNull()).select(
        *SOURCE,
        F.col("error").alias("reason"),
        F.lit(record_type).cast("string").alias("record_type"),
        F.col("error_key_version").alias("key_version"),
        F.col("error_key").alias("key"),
        F.col("error_value").alias("value"),
    )


def _write(frame: DataFrame, path: Path) -> None:
    frame.write.mode("errorifexists").parquet(str(path))


def run(
    spark: SparkSession,
    frame: DataFrame,
    output: Path,
    progress: Progress = lambda message: None,
) -> Summary:
    """Decode ``frame`` (Kafka-source columns) and write every table under ``output``."""
    from pyspark import StorageLevel
    from pyspark.sql import functions as F

    started = time.monotonic()

    def step(message: str) -> None:
        progress(f"[{time.monotonic() - started:6.1f}s] {message}")

    step("routing records by type")
    routed, rest = route(frame)
    kinds = {row["kind"]: row["count"] for row in routed.groupBy("kind").count().collect()}
    error_frames = []
    passes = [rest]
    for record_type in RECORD_TYPES:
        if not kinds.get(record_type.table):
            step(f"writing {record_type.table} (no records)")
        else:
            step(f"decoding and writing {record_type.table}")
        source = routed if record_type.table == BULK_TABLE else rest
        raw = source.where(F.col("kind") == record_type.table)
        decoded = decode(spark, raw, record_type).persist(StorageLevel.MEMORY_AND_DISK)
        passes.append(decoded)
        _write(table_frame(decoded, record_type.table), output / record_type.table)
        error_frames.append(errors_frame(decoded, record_type.name))
    step("writing errors")
    others = unroutable(spark, rest.where(F.col("kind") == UNROUTABLE))
    _write(
        reduce(lambda a, b: a.unionByName(b), [*error_frames, errors_frame(others, None)]),
        output / ERRORS,
    )
    for cached in passes:
        cached.unpersist()
    errors = spark.read.parquet(str(output / ERRORS))
    failed = {
        row["record_type"]: row["count"] for row in errors.groupBy("record_type").count().collect()
    }
    step("writing latest_state (the compacted view)")
    _write(compacted(spark, frame), output / LATEST_STATE)
    summary = Summary(
        input_records=sum(kinds.values()),
        decoded={rt.table: kinds.get(rt.table, 0) - failed.get(rt.name, 0) for rt in RECORD_TYPES},
        error_records=sum(failed.values()),
        latest_state_rows=spark.read.parquet(str(output / LATEST_STATE)).count(),
    )
    (output / SUMMARY_FILE).write_text(json.dumps(summary.to_json(), indent=2) + "\n")
    step("tables written")
    return summary
