"""Find and check the input files before Spark reads them, so a bad input gets a clear message.

Inputs are Parquet or JSON Lines files (or directories of them, as Spark writes them) holding the
columns of Spark's Kafka source, at local paths or URIs (``storage``: ``s3://``, ``gs://``,
...). Each file's columns are checked on the driver from its footer or first line; the records
themselves are only ever read by Spark's tasks.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Mapping
from pathlib import Path
from typing import TYPE_CHECKING

import attrs

from kgroup_proto.pipelines.storage import Location, StorageError, is_uri

if TYPE_CHECKING:
    import pyarrow as pa
    from pyspark.sql import DataFrame, SparkSession

PARQUET_MAGIC = b"PAR1"
#: Spark's Kafka source columns the decode needs, and the Spark types they must have.
REQUIRED = {
    "key": "binary",
    "value": "binary",
    "topic": "string",
    "partition": "int",
    "offset": "bigint",
    "timestamp": "timestamp",
}
#: Column kinds accepted besides the exact ones: integers of either width are cast.
ALSO_ACCEPTED = {"partition": ("bigint",), "offset": ("int",)}
SPARK_SCHEMA = ", ".join(f"`{name}` {kind}" for name, kind in REQUIRED.items())
CORRUPT_COLUMN = "_corrupt_record"


class InputError(ValueError):
    """An input that cannot be used; the message names the file and the problem."""


@attrs.frozen
class InputFile:
    #: A local path, or a file at a URI.
    path: Path | Location
    format: str  # "parquet" or "json"


def _data_files(directory: Path) -> list[Path]:
    """Files Spark would read in a directory: not hidden, not bookkeeping (``_SUCCESS``)."""
    found = []
    for path in sorted(directory.rglob("*")):
        relative = path.relative_to(directory).parts
        if path.is_file() and not any(p.startswith((".", "_")) for p in relative):
            found.append(path)
    return found


def _head(path: Path | Location, size: int) -> bytes:
    if isinstance(path, Location):
        try:
            return path.head(size)
        except (OSError, StorageError) as exc:
            raise InputError(f"{path}: cannot read: {exc}") from None
    try:
        with path.open("rb") as handle:
            return handle.read(size)
    except OSError as exc:
        raise InputError(f"{path}: cannot read: {exc.strerror}") from None


def sniff(path: Path | Location) -> str:
    """``parquet`` or ``json`` from the file's first bytes."""
    head = _head(path, 4096)
    if head.startswith(PARQUET_MAGIC):
        return "parquet"
    if head.lstrip()[:1] == b"{":
        return "json"
    if not head.strip():
        raise InputError(f"{path}: the file is empty")
    raise InputError(f"{path}: not a Parquet file or JSON Lines file")


def _discover_uri(location: Location) -> list[InputFile]:
    try:
        if not location.exists():
            raise InputError(f"{location}: no such file or directory")
        if not location.is_dir():
            return [InputFile(location, sniff(location))]
        inside = [
            location.join(*relative.split("/"))
            for relative in location.files()
            if not any(p.startswith((".", "_")) for p in relative.split("/"))
        ]
    except (OSError, StorageError) as exc:
        raise InputError(f"{location}: cannot read: {exc}") from None
    if not inside:
        raise InputError(f"{location}: the directory holds no data files")
    return [InputFile(p, sniff(p)) for p in inside]


def discover(inputs: Iterable[str], options: Mapping[str, str] | None = None) -> list[InputFile]:
    """Every data file under the given paths or URIs (``options``: their filesystem's), with
    its format."""
    files: list[InputFile] = []
    for text in inputs:
        if is_uri(text):
            files += _discover_uri(Location.of(text, options))
            continue
        path = Path(text)
        if not path.exists():
            raise InputError(f"{path}: no such file or directory")
        if path.is_dir():
            inside = _data_files(path)
            if not inside:
                raise InputError(f"{path}: the directory holds no data files")
            files += [InputFile(p, sniff(p)) for p in inside]
        else:
            files.append(InputFile(path, sniff(path)))
    return files


def _parquet_schema(path: Path | Location) -> pa.Schema:
    import pyarrow.parquet as pq

    if isinstance(path, Location):
        filesystem, where = path.resolve()
        return pq.read_schema(where, filesystem=filesystem)
    return pq.read_schema(path)


def _parquet_columns(path: Path | Location) -> dict[str, str]:
    import pyarrow as pa

    try:
        schema = _parquet_schema(path)
    except (OSError, pa.ArrowException) as exc:
        raise InputError(f"{path}: not a readable Parquet file: {exc}") from None
    kinds = {}
    for arrow_field in schema:
        kind = arrow_field.type
        if pa.types.is_binary(kind) or pa.types.is_large_binary(kind):
            kinds[arrow_field.name] = "binary"
        elif pa.types.is_string(kind) or pa.types.is_large_string(kind):
            kinds[arrow_field.name] = "string"
        elif pa.types.is_int32(kind):
            kinds[arrow_field.name] = "int"
        elif pa.types.is_int64(kind):
            kinds[arrow_field.name] = "bigint"
        elif pa.types.is_timestamp(kind):
            kinds[arrow_field.name] = "timestamp"
        else:
            kinds[arrow_field.name] = str(kind)
    return kinds


def _has_spark_types(path: Path | Location) -> bool:
    """Whether a Parquet file holds the Kafka-source columns exactly as Spark would read them
    (its timestamps adjusted to UTC, as Spark writes them), so Spark can be given the schema
    instead of inferring it; otherwise Spark infers it and the columns are cast."""
    if any(_parquet_columns(path).get(name) != kind for name, kind in REQUIRED.items()):
        return False
    timestamp = _parquet_schema(path).field("timestamp").type
    return getattr(timestamp, "tz", None) is not None


def _json_columns(path: Path | Location) -> dict[str, str]:
    """Column kinds from the first line of a JSON Lines file (null fits any column)."""
    if isinstance(path, Location):
        lines = _head(path, 1 << 20).splitlines()
        first = next((line for line in lines if line.strip()), b"")
    else:
        with path.open("rb") as handle:
            first = next((line for line in handle if line.strip()), b"")
    try:
        document = json.loads(first)
    except ValueError:
        raise InputError(f"{path}: the first line is not JSON") from None
    if not isinstance(document, dict):
        raise InputError(f"{path}: the first line is not a JSON object")
    kinds = {}
    for name, value in document.items():
        expected = REQUIRED.get(name)
        if value is None:
            kinds[name] = expected or "null"
        elif isinstance(value, str):
            kinds[name] = expected if expected in ("binary", "string", "timestamp") else "string"
        elif isinstance(value, int) and not isinstance(value, bool):
            kinds[name] = expected if expected in ("int", "bigint") else "number"
        else:
            kinds[name] = type(value).__name__
    return kinds


def check_columns(file: InputFile) -> None:
    """Raise InputError if the file lacks a Kafka-source column or has it with another type."""
    columns = _parquet_columns(file.path) if file.format == "parquet" else _json_columns(file.path)
    missing = [name for name in REQUIRED if name not in columns]
    if missing:
        raise InputError(
            f"{file.path}: missing column(s) {', '.join(missing)}; expected the columns of "
            f"Spark's Kafka source: {', '.join(REQUIRED)}"
        )
    for name, kind in REQUIRED.items():
        if columns[name] != kind and columns[name] not in ALSO_ACCEPTED.get(name, ()):
            raise InputError(f"{file.path}: column {name} is {columns[name]}, expected {kind}")


def read(spark: SparkSession, files: list[InputFile]) -> DataFrame:
    """One DataFrame of the Kafka-source columns (plus ``_corrupt_record``) over all files."""
    from pyspark.sql import functions as F

    frames = []
    parquet = [str(f.path) for f in files if f.format == "parquet"]
    if parquet:
        columns = (F.col(f"`{name}`").cast(kind).alias(name) for name, kind in REQUIRED.items())
        reader = spark.read
        if all(_has_spark_types(f.path) for f in files if f.format == "parquet"):
            reader = reader.schema(SPARK_SCHEMA)  # Spark need not infer it in a job of its own
        frame = reader.parquet(*parquet).select(*columns)
        frames.append(frame.withColumn(CORRUPT_COLUMN, F.lit(None).cast("string")))
    lines = [str(f.path) for f in files if f.format == "json"]
    if lines:
        frames.append(
            spark.read.schema(f"{SPARK_SCHEMA}, `{CORRUPT_COLUMN}` string")
            .option("mode", "PERMISSIVE")
            .option("columnNameOfCorruptRecord", CORRUPT_COLUMN)
            .json(lines)
        )
    frame = frames[0]
    for other in frames[1:]:
        frame = frame.unionByName(other)
    return frame


def direct_parquet(files: list[InputFile]) -> list[Path | Location] | None:
    """The files, if every one is Parquet with Spark's column types: the offsets job's tasks
    can then read them themselves (``offsets_job.write_tables``)."""
    if all(f.format == "parquet" and _has_spark_types(f.path) for f in files):
        return [f.path for f in files]
    return None


#: The Spark setting that makes Spark's own Kafka connector find offsets with a consumer.
SPARK_KAFKA_OFFSET_FETCHING = "spark.sql.streaming.kafka.useDeprecatedOffsetFetching"


def kafka_options(bootstrap: str, topic: str) -> dict[str, str]:
    """The Kafka-source options that read a whole topic, for either source: its committed
    records, as Kafka's coordinator replays ``__consumer_offsets`` (offsets committed in a
    transaction that was aborted never took effect, and Kafka's compaction removes them)."""
    return {
        "kafka.bootstrap.servers": bootstrap,
        "subscribe": topic,
        "startingOffsets": "earliest",
        "endingOffsets": "latest",
        "kafka.isolation.level": "read_committed",
    }


def connector_options(bootstrap: str, topic: str) -> dict[str, str]:
    """:func:`kafka_options` for Spark's own Kafka connector: the topic's partitions assigned
    and their offsets given, as this package plans the read. A subscription would make the
    connector's consumer join a consumer group, which writes to ``__consumer_offsets`` while
    it is being read."""
    import asyncio

    # The planning uses the asyncio client: loaded only where a live cluster is read.
    from kgroup_proto.pipelines.kafka_source import parse_options, plan_batch

    options = kafka_options(bootstrap, topic)
    ranges = asyncio.run(plan_batch(parse_options(options, streaming=False)))
    del options["subscribe"]
    return {
        **options,
        "assign": json.dumps({topic: sorted(r.partition for r in ranges)}),
        "startingOffsets": json.dumps({topic: {str(r.partition): r.start for r in ranges}}),
        "endingOffsets": json.dumps({topic: {str(r.partition): r.end for r in ranges}}),
    }


def read_kafka(
    spark: SparkSession, bootstrap: str, topic: str, source: str = "kgroup"
) -> DataFrame:
    """The whole topic from a live cluster: through this package's Python data source
    (``kgroup``), or Spark's own Kafka source (``spark-jar``, a separate Spark package)."""
    from pyspark.sql import functions as F

    if source == "kgroup":
        # The data source is built on pyspark's DataSource API and the asyncio client: both
        # loaded only where a live cluster is read.
        from kgroup_proto.pipelines.kafka_datasource import register
        from kgroup_proto.pipelines.kafka_source import SHORT_NAME  # (see above)

        register(spark)
        reader = spark.read.format(SHORT_NAME)
        frame = reader.options(**kafka_options(bootstrap, topic)).load()
    else:
        # Spark's connector finds offsets with Kafka's Admin client by default, which sees no
        # partition of an internal topic such as __consumer_offsets (Spark 4.2's connector on
        # Kafka 4.4: an empty frame, without error); its consumer-based offset reader sees them.
        spark.conf.set(SPARK_KAFKA_OFFSET_FETCHING, "true")
        # Loading asks nothing of the cluster yet: a missing connector is said first.
        spark.read.format("kafka").options(**kafka_options(bootstrap, topic)).load()
        frame = spark.read.format("kafka").options(**connector_options(bootstrap, topic)).load()
    return frame.select(*REQUIRED).withColumn(CORRUPT_COLUMN, F.lit(None).cast("string"))
