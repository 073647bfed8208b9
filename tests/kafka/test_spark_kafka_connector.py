"""The ``kgroup-kafka`` data source reads what Spark's own Kafka connector reads, on Kafka 4.4.

Spark's connector (``spark-sql-kafka-0-10_2.13`` 4.2.0, the newest served; apache-kafka/pom.xml
copies it and the jars it needs beside Spark's own) runs in the same Spark session as the
package's Python data source. A topic of three partitions holds records with and without keys,
a null value, an empty one, headers (one key twice), and two transactions, one committed and
one aborted. Each read below is made by both sources with the same options and must give the
same rows, column by column (key, value, topic, partition, offset, timestamp, timestamp type,
headers): the whole topic under read_uncommitted and read_committed, offset ranges given as
JSON, and a pattern subscription.

The command's ``--kafka-source spark-jar`` runs the same connector: tests/kafka/
test_offsets_on_kafka.py reads ``__consumer_offsets`` with both sources and compares the tables.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from typing import Any

import pytest
from kafka import KafkaAdminClient, KafkaProducer
from kafka.admin import NewTopic

from tests.apache_kafka import KafkaBuild, KafkaNode

TOPIC = "connector-rows"
OTHER = "connector-more"
PARTITIONS = 3


def _produce(bootstrap: str) -> None:
    admin = KafkaAdminClient(bootstrap_servers=bootstrap)
    try:
        admin.create_topics([NewTopic(TOPIC, PARTITIONS, 1), NewTopic(OTHER, 1, 1)])
    finally:
        admin.close()
    plain = KafkaProducer(bootstrap_servers=bootstrap)
    try:
        for serial in range(30):
            key = None if serial % 5 == 0 else f"key-{serial}".encode()
            value = None if serial == 7 else b"" if serial == 8 else f"value-{serial}".encode() * 3
            headers = [("trace", b"t1"), ("trace", b"t2"), ("empty", b"")] if serial % 4 else []
            plain.send(TOPIC, value=value, key=key, headers=headers, partition=serial % 3)
        for serial in range(5):
            plain.send(OTHER, value=f"other-{serial}".encode(), partition=0)
        plain.flush()
    finally:
        plain.close()
    for outcome in ("commit", "abort"):
        producer = KafkaProducer(bootstrap_servers=bootstrap, transactional_id=f"rows-{outcome}")
        try:
            producer.init_transactions()
            producer.begin_transaction()
            for serial in range(4):
                producer.send(TOPIC, value=f"{outcome}-{serial}".encode(), partition=serial % 3)
            producer.flush()
            if outcome == "commit":
                producer.commit_transaction()
            else:
                producer.abort_transaction()
        finally:
            producer.close()


@pytest.fixture(scope="module")
def spark(kafka: KafkaNode, kafka_jars: KafkaBuild) -> Iterator[Any]:
    from kgroup_proto.pipelines.kafka_datasource import register
    from kgroup_proto.pipelines.spark import start_session

    assert kafka_jars.spark_kafka_jars, "the build copied no connector jars"
    _produce(kafka.bootstrap)
    session = start_session("local[2]", {"spark.jars": ",".join(kafka_jars.spark_kafka_jars)})
    register(session)
    try:
        yield session
    finally:
        session.stop()


def _rows(spark: Any, source: str, options: dict[str, str]) -> list[dict[str, Any]]:
    frame = spark.read.format(source).options(**options).load()
    rows = [row.asDict(recursive=True) for row in frame.collect()]
    return sorted(rows, key=lambda row: (row["topic"], row["partition"], row["offset"]))


def _both(spark: Any, options: dict[str, str]) -> list[dict[str, Any]]:
    """The rows both sources read with ``options``, after checking they are the same."""
    theirs = _rows(spark, "kafka", options)
    ours = _rows(spark, "kgroup-kafka", options)
    assert ours == theirs
    return ours


@pytest.mark.parametrize("isolation", ["read_uncommitted", "read_committed"])
def test_the_whole_topic_reads_the_same(kafka: KafkaNode, spark: Any, isolation: str) -> None:
    options = {
        "kafka.bootstrap.servers": kafka.bootstrap,
        "subscribe": TOPIC,
        "includeHeaders": "true",
        "kafka.isolation.level": isolation,
    }
    rows = _both(spark, options)
    values = [row["value"] for row in rows]
    assert len(values) == 30 + 4 + (4 if isolation == "read_uncommitted" else 0)
    assert (b"abort-0" in values) is (isolation == "read_uncommitted")
    assert None in values and b"" in values
    headers = [row["headers"] for row in rows if row["headers"]]
    assert {"key": "trace", "value": b"t2"} in headers[0]


def test_offset_ranges_read_the_same(kafka: KafkaNode, spark: Any) -> None:
    start = {TOPIC: {"0": 2, "1": -2, "2": 5}}
    end = {TOPIC: {"0": 9, "1": 4, "2": -1}}
    rows = _both(
        spark,
        {
            "kafka.bootstrap.servers": kafka.bootstrap,
            "subscribe": TOPIC,
            "startingOffsets": json.dumps(start),
            "endingOffsets": json.dumps(end),
        },
    )
    offsets: dict[int, list[int]] = {}
    for row in rows:
        offsets.setdefault(row["partition"], []).append(row["offset"])
    assert offsets[0] == list(range(2, 9))
    assert offsets[1] == list(range(0, 4))
    assert offsets[2][0] == 5


def test_a_pattern_subscription_reads_the_same(kafka: KafkaNode, spark: Any) -> None:
    rows = _both(
        spark, {"kafka.bootstrap.servers": kafka.bootstrap, "subscribePattern": "connector-.*"}
    )
    assert {row["topic"] for row in rows} == {TOPIC, OTHER}
