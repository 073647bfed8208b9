"""Transactions of real clients on the broker: librdkafka, kafka-python and aiokafka producers.

What a read_committed consumer sees is the check: a committed transaction's records and its
offsets, never an aborted one's (which read_uncommitted consumers do see).
"""

from __future__ import annotations

import asyncio
import itertools
from collections.abc import Iterator
from typing import Any

import pytest

from kgroup_proto.coordinator import TopicConfig
from tests.coordinator_harness import BrokerThread, running_broker

pytestmark = pytest.mark.coordinator

_ids = itertools.count()


@pytest.fixture
def broker() -> Iterator[BrokerThread]:
    with running_broker(TopicConfig("txn", 2)) as thread:
        yield thread


def _values(bootstrap: str, isolation: str, expected: int | None = None) -> list[bytes]:
    """Every value in topic ``txn`` as a consumer of that isolation level reads it."""
    import confluent_kafka

    consumer = confluent_kafka.Consumer(
        {
            "bootstrap.servers": bootstrap,
            "group.id": f"reader-{next(_ids)}",
            "auto.offset.reset": "earliest",
            "enable.auto.commit": False,
            "isolation.level": isolation,
        }
    )
    consumer.subscribe(["txn"])
    values: list[bytes] = []
    idle = 0
    try:
        while idle < 6 and (expected is None or len(values) < expected):
            message = consumer.poll(0.5)
            if message is None:
                idle += 1 if values or expected is None else 0
                continue
            assert message.error() is None, message.error()
            values.append(message.value() or b"")
    finally:
        consumer.close()
    return sorted(values)


def _committed(bootstrap: str, group: str, timeout: float = 30) -> dict[int, int]:
    """The group's offsets as librdkafka fetches them: requiring stable offsets, so that it
    waits while a transaction holds some (UNSTABLE_OFFSET_COMMIT)."""
    import confluent_kafka

    consumer = confluent_kafka.Consumer({"bootstrap.servers": bootstrap, "group.id": group})
    try:
        parts = consumer.committed(
            [confluent_kafka.TopicPartition("txn", p) for p in (0, 1)], timeout=timeout
        )
    finally:
        consumer.close()
    return {p.partition: p.offset for p in parts if p.offset >= 0}


def test_confluent_commit_and_abort_seen_by_read_committed_consumers(broker: BrokerThread) -> None:
    import confluent_kafka

    producer = confluent_kafka.Producer(
        {"bootstrap.servers": broker.bootstrap, "transactional.id": "tx-confluent"}
    )
    producer.init_transactions(30)
    producer.begin_transaction()
    for i in range(4):
        producer.produce("txn", value=b"kept-%d" % i, partition=i % 2)
    group = confluent_kafka.Consumer({"bootstrap.servers": broker.bootstrap, "group.id": "g-txn"})
    try:
        producer.send_offsets_to_transaction(
            [confluent_kafka.TopicPartition("txn", 0, 7)], group.consumer_group_metadata(), 30
        )
    finally:
        group.close()
    producer.flush(30)
    with pytest.raises(confluent_kafka.KafkaException, match="Timed out"):
        _committed(broker.bootstrap, "g-txn", timeout=3)  # unstable until the commit
    producer.commit_transaction(30)
    assert _committed(broker.bootstrap, "g-txn") == {0: 7}

    producer.begin_transaction()
    for i in range(3):
        producer.produce("txn", value=b"dropped-%d" % i, partition=i % 2)
    producer.flush(30)
    producer.abort_transaction(30)

    kept = sorted(b"kept-%d" % i for i in range(4))
    assert _values(broker.bootstrap, "read_committed", 4) == kept
    dropped = sorted(b"dropped-%d" % i for i in range(3))
    assert _values(broker.bootstrap, "read_uncommitted", 7) == sorted(kept + dropped)
    # Every request of the client decoded and re-encoded to the same bytes.
    seen = broker.check_reencoding()
    assert {24, 25, 26, 28} <= set(seen)


def test_an_open_transaction_holds_back_read_committed_until_it_ends(
    broker: BrokerThread,
) -> None:
    import confluent_kafka

    producer = confluent_kafka.Producer(
        {"bootstrap.servers": broker.bootstrap, "transactional.id": "tx-open"}
    )
    producer.init_transactions(30)
    producer.begin_transaction()
    producer.produce("txn", value=b"pending", partition=0)
    producer.flush(30)
    plain = confluent_kafka.Producer({"bootstrap.servers": broker.bootstrap})
    plain.produce("txn", value=b"after", partition=0)
    plain.flush(30)
    assert _values(broker.bootstrap, "read_committed") == []
    assert _values(broker.bootstrap, "read_uncommitted", 2) == [b"after", b"pending"]
    # A second producer with the same transactional id fences the first and aborts its
    # transaction: the record after it becomes readable, the pending one never.
    successor = confluent_kafka.Producer(
        {"bootstrap.servers": broker.bootstrap, "transactional.id": "tx-open"}
    )
    successor.init_transactions(30)
    assert _values(broker.bootstrap, "read_committed", 1) == [b"after"]
    with pytest.raises(confluent_kafka.KafkaException):
        producer.commit_transaction(10)


def test_kafka_python_transaction(broker: BrokerThread) -> None:
    from kafka import KafkaProducer, TopicPartition
    from kafka.structs import OffsetAndMetadata

    producer: Any = KafkaProducer(
        bootstrap_servers=broker.bootstrap, transactional_id="tx-kafka-python"
    )
    try:
        producer.init_transactions()
        producer.begin_transaction()
        producer.send("txn", value=b"kp-kept", partition=1)
        producer.send_offsets_to_transaction(
            {TopicPartition("txn", 1): OffsetAndMetadata(3, "", -1)}, "g-kp"
        )
        producer.commit_transaction()
        producer.begin_transaction()
        producer.send("txn", value=b"kp-dropped", partition=1)
        producer.flush()
        producer.abort_transaction()
    finally:
        producer.close()
    assert _values(broker.bootstrap, "read_committed", 1) == [b"kp-kept"]
    assert _values(broker.bootstrap, "read_uncommitted", 2) == [b"kp-dropped", b"kp-kept"]
    assert _committed(broker.bootstrap, "g-kp") == {1: 3}


def test_aiokafka_transaction(broker: BrokerThread) -> None:
    from aiokafka import AIOKafkaProducer, TopicPartition  # type: ignore[import-untyped]

    async def run() -> None:
        producer = AIOKafkaProducer(
            bootstrap_servers=broker.bootstrap, transactional_id="tx-aiokafka"
        )
        await producer.start()
        try:
            async with producer.transaction():
                await producer.send_and_wait("txn", b"aio-kept", partition=0)
                await producer.send_offsets_to_transaction({TopicPartition("txn", 0): 5}, "g-aio")
            await producer.begin_transaction()
            await producer.send_and_wait("txn", b"aio-dropped", partition=0)
            await producer.abort_transaction()
        finally:
            await producer.stop()

    asyncio.run(run())
    assert _values(broker.bootstrap, "read_committed", 1) == [b"aio-kept"]
    assert _values(broker.bootstrap, "read_uncommitted", 2) == [b"aio-dropped", b"aio-kept"]
    assert _committed(broker.bootstrap, "g-aio") == {0: 5}


def test_a_restart_keeps_commits_and_aborts_what_was_open(tmp_path: Any) -> None:
    import confluent_kafka

    with running_broker(TopicConfig("txn", 2), data_dir=tmp_path) as broker:
        producer = confluent_kafka.Producer(
            {"bootstrap.servers": broker.bootstrap, "transactional.id": "tx-restart"}
        )
        producer.init_transactions(30)
        producer.begin_transaction()
        producer.produce("txn", value=b"committed", partition=0)
        producer.commit_transaction(30)
        producer.begin_transaction()
        producer.produce("txn", value=b"open", partition=0)
        producer.flush(30)
    with running_broker(TopicConfig("txn", 2), data_dir=tmp_path) as broker:
        # The open transaction was aborted at the restart, so a later record is readable.
        plain = confluent_kafka.Producer({"bootstrap.servers": broker.bootstrap})
        plain.produce("txn", value=b"later", partition=0)
        plain.flush(30)
        assert _values(broker.bootstrap, "read_committed", 2) == [b"committed", b"later"]
        everything = [b"committed", b"later", b"open"]
        assert _values(broker.bootstrap, "read_uncommitted", 3) == everything
