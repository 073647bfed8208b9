"""``kgroup-kafka``: a Spark data source (batch and stream) reading a live Kafka cluster in Python.

Register it once per session, then read as with Spark's own Kafka source, with no JAR::

    from kgroup_proto.pipelines.kafka_datasource import register

    register(spark)
    frame = (
        spark.read.format("kgroup-kafka")
        .option("kafka.bootstrap.servers", "broker:9092")
        .option("subscribe", "orders")
        .load()
    )

The columns are those of Spark's Kafka source: ``key``, ``value`` (binary), ``topic``,
``partition``, ``offset``, ``timestamp``, ``timestampType`` and, with ``includeHeaders``,
``headers``. This module is only the glue: the options, the plan and the reading live in
:mod:`~kgroup_proto.pipelines.kafka_source` and :mod:`~kgroup_proto.pipelines.kafka_reader`.
Planning (Metadata, ListOffsets) runs in the Python process Spark plans in; each offset range
is one input partition, read by an executor over its own connections.
"""

from __future__ import annotations

import asyncio
from collections.abc import Iterator, Mapping, Sequence
from typing import Any

from pyspark.sql.datasource import (
    DataSource,
    DataSourceReader,
    DataSourceStreamReader,
    InputPartition,
)
from pyspark.sql.streaming.datasource import (
    ReadAllAvailable,
    ReadLimit,
    ReadMaxRows,
    SupportsTriggerAvailableNow,
)
from pyspark.sql.types import (
    ArrayType,
    BinaryType,
    IntegerType,
    LongType,
    StringType,
    StructField,
    StructType,
    TimestampType,
)

from kgroup_proto.pipelines.kafka_reader import read_range
from kgroup_proto.pipelines.kafka_source import (
    SHORT_NAME,
    OffsetRange,
    SourceError,
    SourceOptions,
    format_offsets,
    initial_offsets,
    latest_offsets,
    parse_options,
    plan_batch,
    plan_stream,
    read_offsets,
)


def kafka_schema(include_headers: bool) -> StructType:
    """Spark's Kafka source schema: every column nullable, as Spark declares them."""
    fields = [
        StructField("key", BinaryType()),
        StructField("value", BinaryType()),
        StructField("topic", StringType()),
        StructField("partition", IntegerType()),
        StructField("offset", LongType()),
        StructField("timestamp", TimestampType()),
        StructField("timestampType", IntegerType()),
    ]
    if include_headers:
        header = StructType([StructField("key", StringType()), StructField("value", BinaryType())])
        fields.append(StructField("headers", ArrayType(header)))
    return StructType(fields)


def _read(options: SourceOptions, partition: InputPartition) -> Iterator[Any]:
    offsets = partition.value
    if offsets is None:  # Spark's stand-in when a batch plans no partition at all
        return iter(())
    assert isinstance(offsets, OffsetRange)
    return read_range(options, offsets)


class KafkaBatchReader(DataSourceReader):  # type: ignore[misc,unused-ignore]
    def __init__(self, options: SourceOptions) -> None:
        self.options = options

    def partitions(self) -> Sequence[InputPartition]:
        return [InputPartition(r) for r in asyncio.run(plan_batch(self.options))]

    def read(self, partition: InputPartition) -> Iterator[Any]:
        return _read(self.options, partition)


class KafkaStreamReader(DataSourceStreamReader, SupportsTriggerAvailableNow):  # type: ignore[misc,unused-ignore]
    """Offsets are ``{"topic": {"partition": offset}}``, the shape Spark's Kafka source keeps
    in its checkpoints."""

    def __init__(self, options: SourceOptions) -> None:
        self.options = options
        self._target: dict[tuple[str, int], int] | None = None

    def initialOffset(self) -> dict[str, dict[str, int]]:
        return format_offsets(asyncio.run(initial_offsets(self.options)))

    def getDefaultReadLimit(self) -> ReadLimit:
        limit = self.options.max_offsets_per_trigger
        return ReadAllAvailable() if limit is None else ReadMaxRows(limit)

    def latestOffset(self, start: Mapping[str, Any], limit: ReadLimit) -> dict[str, dict[str, int]]:
        most = limit.max_rows if isinstance(limit, ReadMaxRows) else None
        found = asyncio.run(latest_offsets(self.options, read_offsets(start), most, self._target))
        return format_offsets(found)

    def prepareForTriggerAvailableNow(self) -> None:
        # What is there now is all this run reads.
        self._target = asyncio.run(latest_offsets(self.options, {}, None))

    def partitions(self, start: Mapping[str, Any], end: Mapping[str, Any]) -> list[InputPartition]:
        ranges = asyncio.run(plan_stream(self.options, read_offsets(start), read_offsets(end)))
        return [InputPartition(r) for r in ranges]

    def read(self, partition: InputPartition) -> Iterator[Any]:
        return _read(self.options, partition)

    def commit(self, end: Mapping[str, Any]) -> None:
        del end  # offsets live in Spark's checkpoint; nothing is committed to Kafka


class KafkaDataSource(DataSource):  # type: ignore[misc,unused-ignore]
    """Reads Kafka topics with the options and columns of Spark's Kafka source."""

    @classmethod
    def name(cls) -> str:
        return SHORT_NAME

    def _include_headers(self) -> bool:
        text = str(self.options.get("includeHeaders", "false")).strip().lower()
        if text not in ("true", "false"):
            raise SourceError(f"option includeHeaders must be true or false, not {text!r}")
        return text == "true"

    def schema(self) -> StructType:
        return kafka_schema(self._include_headers())

    def reader(self, schema: StructType) -> KafkaBatchReader:
        del schema
        return KafkaBatchReader(parse_options(dict(self.options), streaming=False))

    def streamReader(self, schema: StructType) -> KafkaStreamReader:
        del schema
        return KafkaStreamReader(parse_options(dict(self.options), streaming=True))


def register(spark: Any) -> None:
    """Make ``spark.read.format("kgroup-kafka")`` (and ``readStream``) available."""
    spark.dataSource.register(KafkaDataSource)
