"""The kgroup-kafka data source on real Spark (local[2]), against the project's broker and Tansu.

The topics are written by confluent-kafka (librdkafka) producers, one per compression codec;
brokers store batches as producers send them, so the compressed batches read here are exactly
the ones a producer compressed. One Spark session serves the module.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from collections import Counter
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

pytest.importorskip("pyspark", reason="pyspark is not installed: `tox -e spark` runs these")
pytest.importorskip("crc32c", reason="crc32c is not installed: `tox -e spark` runs these")

from kgroup_proto.cli import main
from kgroup_proto.consumer_offsets import TABLES
from kgroup_proto.coordinator import TopicConfig
from kgroup_proto.pipelines import sample
from kgroup_proto.pipelines.kafka_datasource import kafka_schema, register
from kgroup_proto.pipelines.kafka_reader import arrow_schema
from kgroup_proto.pipelines.spark import start_session, stop_session
from tests.conftest import REPO
from tests.coordinator_harness import running_broker
from tests.interop.brokers import free_port, running_tansu

confluent_kafka = pytest.importorskip(
    "confluent_kafka", reason="confluent-kafka is not installed: `tox -e spark` runs these"
)

CODECS = ("gzip", "snappy", "lz4", "zstd")
FIRST_TIMESTAMP = 1_700_000_000_000
#: Per partition (written with CODECS[partition]): (key, value, headers, timestamp) in order.
Written = dict[int, list[tuple[bytes, bytes, list[tuple[str, bytes]], int]]]


def produce_codecs(bootstrap: str, topic: str, count: int) -> Written:
    written: Written = {}
    for partition, codec in enumerate(CODECS):
        producer = confluent_kafka.Producer(
            {"bootstrap.servers": bootstrap, "compression.type": codec, "linger.ms": 20}
        )
        for index in range(count):
            key = f"{codec}-{index}".encode()
            value = (f"{index}|" + codec * 20).encode()
            headers = [("codec", codec.encode()), ("index", str(index).encode())]
            timestamp = FIRST_TIMESTAMP + 1000 * index + partition
            producer.produce(topic, value, key, partition, timestamp=timestamp, headers=headers)
            written.setdefault(partition, []).append((key, value, headers, timestamp))
        assert producer.flush(30) == 0
    return written


def produce(
    bootstrap: str, topic: str, records: list[tuple[int, bytes | None, bytes | None]]
) -> None:
    producer = confluent_kafka.Producer({"bootstrap.servers": bootstrap, "linger.ms": 5})
    for partition, key, value in records:
        producer.produce(topic, value, key, partition)
    assert producer.flush(30) == 0


@pytest.fixture(scope="module")
def spark() -> Iterator[Any]:
    session = start_session("local[2]")
    register(session)
    yield session
    stop_session(session)


@pytest.fixture(scope="module")
def broker() -> Iterator[tuple[str, Written]]:
    topics = (TopicConfig("codecs", 4), TopicConfig("stream", 2), TopicConfig("exported", 4))
    with running_broker(*topics) as running:
        yield running.bootstrap, produce_codecs(running.bootstrap, "codecs", 30)


def read(spark: Any, bootstrap: str, **options: str) -> Any:
    return (
        spark.read.format("kgroup-kafka")
        .option("kafka.bootstrap.servers", bootstrap)
        .options(**options)
        .load()
    )


def rows_by_partition(frame: Any) -> dict[int, list[Any]]:
    out: dict[int, list[Any]] = {}
    for row in sorted(frame.collect(), key=lambda r: (r.partition, r.offset)):
        out.setdefault(row.partition, []).append(row)
    return out


def test_schema_is_spark_kafka_source_schema(spark: Any, broker: tuple[str, Written]) -> None:
    from pyspark.sql.pandas.types import to_arrow_schema

    frame = read(spark, broker[0], subscribe="codecs")
    assert [(f.name, f.dataType.simpleString(), f.nullable) for f in frame.schema] == [
        ("key", "binary", True),
        ("value", "binary", True),
        ("topic", "string", True),
        ("partition", "int", True),
        ("offset", "bigint", True),
        ("timestamp", "timestamp", True),
        ("timestampType", "int", True),
    ]
    with_headers = read(spark, broker[0], subscribe="codecs", includeHeaders="true").schema
    assert (
        with_headers["headers"].dataType.simpleString() == "array<struct<key:string,value:binary>>"
    )
    for headers in (False, True):
        assert arrow_schema(headers) == to_arrow_schema(kafka_schema(headers), timezone="UTC")


def test_batch_read_of_every_codec(spark: Any, broker: tuple[str, Written]) -> None:
    bootstrap, written = broker
    frame = read(spark, bootstrap, subscribe="codecs", includeHeaders="true")
    assert frame.rdd.getNumPartitions() == len(CODECS)  # one Spark partition per Kafka one
    found = rows_by_partition(frame)
    assert sorted(found) == list(range(len(CODECS)))
    for partition, rows in found.items():
        expected = written[partition]
        assert [r.offset for r in rows] == list(range(len(expected)))
        assert [(r.key, r.value) for r in rows] == [(k, v) for k, v, _, _ in expected]
        assert [[(h.key, h.value) for h in r.headers] for r in rows] == [
            h for _, _, h, _ in expected
        ]
        assert [round(r.timestamp.timestamp() * 1000) for r in rows] == [t for *_, t in expected]
        assert {(r.topic, r.timestampType) for r in rows} == {("codecs", 0)}


def test_batch_read_between_starting_and_ending_offsets(
    spark: Any, broker: tuple[str, Written]
) -> None:
    bootstrap, written = broker
    frame = read(
        spark,
        bootstrap,
        subscribe="codecs",
        startingOffsets='{"codecs": {"0": 5, "1": -2, "2": 29, "3": 10}}',
        endingOffsets='{"codecs": {"0": 8, "1": 2, "2": -1, "3": 10}}',
    )
    found = rows_by_partition(frame)
    assert {p: [r.offset for r in rows] for p, rows in found.items()} == {
        0: [5, 6, 7],
        1: [0, 1],
        2: [29],
    }
    assert [r.key for r in found[0]] == [k for k, *_ in written[0][5:8]]
    assert read(spark, bootstrap, subscribePattern="code.*").count() == 30 * len(CODECS)


def test_stream_of_two_triggers_then_a_restart(
    spark: Any, broker: tuple[str, Written], tmp_path: Path
) -> None:
    bootstrap = broker[0]
    produce(bootstrap, "stream", [(i % 2, f"a{i}".encode(), None) for i in range(20)])
    batches: list[tuple[int, list[tuple[int, int, bytes]]]] = []

    def keep(frame: Any, batch_id: int) -> None:
        rows = frame.collect()
        batches.append((batch_id, sorted((r.partition, r.offset, r.key) for r in rows)))

    def run() -> None:
        stream = (
            spark.readStream.format("kgroup-kafka")
            .option("kafka.bootstrap.servers", bootstrap)
            .option("subscribe", "stream")
            .option("startingOffsets", "earliest")
            .option("maxOffsetsPerTrigger", "10")
            .load()
        )
        query = (
            stream.writeStream.foreachBatch(keep)
            .option("checkpointLocation", str(tmp_path / "checkpoint"))
            .trigger(availableNow=True)
            .start()
        )
        query.awaitTermination(300)
        assert query.exception() is None

    run()
    # 20 records, at most 10 a trigger, shared evenly by the two partitions: two triggers.
    assert [(i, len(rows)) for i, rows in batches] == [(0, 10), (1, 10)]
    assert batches[0][1] == [(p, o, f"a{2 * o + p}".encode()) for p in (0, 1) for o in range(5)]
    assert batches[1][1] == [(p, o, f"a{2 * o + p}".encode()) for p in (0, 1) for o in range(5, 10)]
    produce(bootstrap, "stream", [(1, b"late", None)])
    run()  # the checkpoint's offsets: only the new record
    assert batches[2:] == [(2, [(1, 10, b"late")])]


def test_batch_read_from_tansu(spark: Any, tmp_path_factory: pytest.TempPathFactory) -> None:
    log = tmp_path_factory.mktemp("tansu") / "tansu.log"
    with running_tansu(log) as tansu:
        tansu.create_topic("codecs", len(CODECS))
        written = produce_codecs(tansu.bootstrap, "codecs", 12)
        # Tansu's ListOffsets(latest) does not give the log end; its Fetch high watermark does.
        frame = read(spark, tansu.bootstrap, subscribe="codecs", latestOffsetsFrom="fetch")
        found = rows_by_partition(frame)
    assert sorted(found) == list(range(len(CODECS)))
    for partition, rows in found.items():
        assert [(r.offset, r.key, r.value) for r in rows] == [
            (i, k, v) for i, (k, v, _, _) in enumerate(written[partition])
        ]


def run_cli(*args: str) -> subprocess.CompletedProcess[str]:
    env = {**os.environ}
    env["PYTHONPATH"] = os.pathsep.join([str(REPO / "src"), env.get("PYTHONPATH", "")])
    return subprocess.run(
        [sys.executable, "-m", "kgroup_proto", "offsets", *args],
        capture_output=True,
        text=True,
        timeout=600,
        env=env,
        check=False,
    )


def test_offsets_command_reads_a_live_topic(broker: tuple[str, Written], tmp_path: Path) -> None:
    bootstrap = broker[0]
    written = list(sample.scenario())
    producer = confluent_kafka.Producer({"bootstrap.servers": bootstrap, "linger.ms": 5})
    for record in written:
        producer.produce(
            "exported", record.value, record.key, record.partition, timestamp=record.timestamp_ms
        )
    assert producer.flush(30) == 0
    output = tmp_path / "out"
    result = run_cli(
        "--kafka", bootstrap, "--topic", "exported", "--output", str(output), "--master", "local[2]"
    )
    assert result.returncode == 0, result.stderr
    summary = json.loads((output / "summary.json").read_text())
    corrupt = sum(1 for w in written if w.corrupt)
    assert summary["input_records"] == len(written)
    assert summary["error_records"] == corrupt
    expected = Counter(TABLES[w.record_type] for w in written if w.record_type)
    assert {t: n for t, n in summary["decoded_by_table"].items() if n} == dict(expected)
    assert (
        f"exported on {bootstrap}: offsets of 3 partition(s) span {len(written)}" in result.stderr
    )


def test_offsets_command_names_an_unreachable_cluster(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    port = free_port()
    argv = ["offsets", "--kafka", f"127.0.0.1:{port}", "--output", str(tmp_path / "out")]
    assert main(argv) == 1
    err = capsys.readouterr().err
    assert "Traceback" not in err
    assert (
        f"kgroup-proto: error: cannot read __consumer_offsets from 127.0.0.1:{port}: "
        f"cannot connect to 127.0.0.1:{port}" in err
    )
    assert not (tmp_path / "out").exists()
