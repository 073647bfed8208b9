"""The ``__share_group_state`` records a share-partition writes, read by Kafka 4.4's own
ShareSnapshot and ShareUpdate classes: Kafka reads every key and value to the fields the
partition meant, and writes them back byte for byte."""

from __future__ import annotations

from collections.abc import Iterator
from uuid import UUID

import pytest

from kgroup_proto.coordinator.share_partition import (
    AckBatch,
    AcknowledgeType,
    SharePartition,
    SharePartitionSettings,
    ShareStateRecord,
)
from tests.apache_kafka import KafkaBuild
from tests.kafka_judge import KafkaJudge

TOPIC = UUID("0f1e2d3c-4b5a-4978-8695-a4b3c2d1e0f9")


@pytest.fixture(scope="module")
def judge(kafka_jars: KafkaBuild) -> Iterator[KafkaJudge]:
    with KafkaJudge(kafka_jars) as running:
        yield running


def scenario() -> list[ShareStateRecord]:
    """A first snapshot, updates (acceptance, release, rejection, expiry), a snapshot once
    two updates were counted, an alteration and a tombstone."""
    config = SharePartitionSettings(
        auto_offset_reset="earliest", record_lock_duration_ms=1000, update_records_per_snapshot=2
    )
    sp, first = SharePartition.initialize(
        "orders-share", TOPIC, 7, config, log_start_offset=10, log_end_offset=30, now_ms=1_000
    )
    records = list(first)
    sp.acquire("m1", 30, 8, 2_000)  # 10-17
    batches = [
        AckBatch(10, 12, (AcknowledgeType.ACCEPT,)),
        AckBatch(13, 15, (AcknowledgeType.RELEASE, AcknowledgeType.REJECT, AcknowledgeType.GAP)),
    ]
    records += sp.acknowledge("m1", batches, 2_500).records
    records += sp.tick(3_000)  # 16-17 back
    sp.acquire("m2", 30, 3, 3_100)  # 13, 16, 17
    records += sp.acknowledge("m2", [AckBatch(13, 13, (AcknowledgeType.ACCEPT,))], 3_200).records
    records += sp.member_left("m2", 3_300)
    records += sp.alter_start_offset(25, 1, 4_000).records
    records += sp.delete_state().records
    return records


def value_body(record: ShareStateRecord) -> bytes:
    """A record's value without its version."""
    _, value = record.to_bytes()
    assert value is not None and value[:2] == b"\x00\x00"
    return value[2:]


def test_kafka_reads_the_share_state_records(judge: KafkaJudge) -> None:
    records = scenario()
    kinds = [type(r.value).__name__ if r.value is not None else "tombstone" for r in records]
    assert kinds == [
        "ShareSnapshotValue",
        "ShareUpdateValue",
        "ShareUpdateValue",
        "ShareUpdateValue",
        "ShareSnapshotValue",
        "ShareSnapshotValue",
        "tombstone",
    ]
    for record in records:
        key, value = record.to_bytes()
        key_name = type(record.key).__name__
        # Kafka 4.4's key classes read the body after the record type as version 0.
        read_key = judge.read(key_name, 0, key[2:])
        assert read_key.error is None, read_key.error
        assert read_key.data == key[2:]
        # (the package numbers the key's version by its record type: ShareUpdateKey is v1)
        assert read_key.json == record.key.to_json(type(record.key).VALID_VERSIONS.start)
        assert (read_key.json["groupId"], read_key.json["partition"]) == ("orders-share", 7)
        if value is None:
            continue
        assert record.value is not None
        name = type(record.value).__name__
        read = judge.read(name, 0, value[2:])
        assert read.error is None, read.error
        assert read.data == value[2:]
        assert read.json == record.value.to_json(0)
    # What the partition meant, as Kafka reads it.
    second = judge.read("ShareUpdateValue", 0, value_body(records[1])).json
    assert second["startOffset"] == 13
    assert [
        (b["firstOffset"], b["lastOffset"], b["deliveryState"], b["deliveryCount"])
        for b in second["stateBatches"]
    ] == [(13, 13, 0, 1), (14, 15, 4, 1)]
    altered = judge.read("ShareSnapshotValue", 0, value_body(records[5])).json
    assert (altered["stateEpoch"], altered["startOffset"], altered["stateBatches"]) == (1, 25, [])
