"""Real groups in ``__consumer_offsets``, read back by real clients, decoded by the pipeline.

While confluent-kafka (classic and KIP-848) and kafka-python groups run against the broker, a
confluent-kafka consumer reads the whole ``__consumer_offsets`` topic and writes it out as JSON
Lines with the columns of Spark's Kafka source (the input of ``kgroup-proto offsets``). Every
record is then decoded by the offsets pipeline's own per-record functions
(``pipelines.records``: what its Arrow batch functions apply to each record, without pyarrow or
Spark), and the tables must agree with what the clients committed and with what ``GroupAdmin``
(the ``groups describe`` and ``groups offsets`` commands) reports. A second test restarts the
broker under running groups: they go on without a rebalance.
"""

from __future__ import annotations

import asyncio
import base64
import json
import time
from collections.abc import Iterator
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import attrs
import pytest

from kgroup_proto.client import GroupAdmin
from kgroup_proto.consumer_offsets import decode_record
from kgroup_proto.coordinator import BrokerConfig, TopicConfig
from kgroup_proto.coordinator.classic_group import GroupState
from kgroup_proto.pipelines.records import describe_record, table_row
from kgroup_proto.runtime.wire_types import uuid_to_json
from tests.coordinator_harness import TEST_GROUPS, BrokerThread, running_broker, wait_for
from tests.test_coordinator_real_clients import ConsumerThread, produce

pytestmark = pytest.mark.coordinator

TOPIC = "__consumer_offsets"
EVENTS, OTHER = 60, 30
#: The groups and their partitions of a 50-partition topic, as a JDK computed
#: Utils.abs(groupId.hashCode()) % 50.
CLASSIC, MODERN, LEGACY = "classic-rd", "kip848-rd", "kafka-python-rd"
PARTITIONS = {CLASSIC: 25, MODERN: 13, LEGACY: 32}


@pytest.fixture
def broker() -> Iterator[BrokerThread]:
    with running_broker(TopicConfig("events", 6), TopicConfig("other", 3)) as running:
        yield running


def start_groups(bootstrap: str) -> dict[str, list[ConsumerThread]]:
    groups = {
        CLASSIC: [ConsumerThread("confluent", bootstrap, CLASSIC, "events") for _ in range(2)],
        MODERN: [
            ConsumerThread("confluent", bootstrap, MODERN, "events", protocol="consumer")
            for _ in range(2)
        ],
        LEGACY: [ConsumerThread("kafka-python", bootstrap, LEGACY, "other")],
    }
    for consumers in groups.values():
        for consumer in consumers:
            consumer.start()
    return groups


def stop_groups(groups: dict[str, list[ConsumerThread]]) -> None:
    for consumers in groups.values():
        for consumer in consumers:
            consumer.stop()


def committed(broker: BrokerThread, group_id: str) -> dict[tuple[str, int], int]:
    offsets = broker.call(lambda: broker.broker.coordinator.store.offsets.group_offsets(group_id))
    return {tp: c.offset for tp, c in offsets.items()}


def wait_until_consumed(broker: BrokerThread, groups: dict[str, list[ConsumerThread]]) -> None:
    # Each group read every record once and committed the offset after the last one.
    expected = {
        CLASSIC: {("events", p): EVENTS // 6 for p in range(6)},
        MODERN: {("events", p): EVENTS // 6 for p in range(6)},
        LEGACY: {("other", p): OTHER // 3 for p in range(3)},
    }
    for group_id, consumers in groups.items():
        wait_for(
            lambda g=group_id: committed(broker, g) == expected[g],  # type: ignore[misc]
            what=f"the commits of {group_id}",
        )
        total = EVENTS if group_id != LEGACY else OTHER
        assert sum(len(c.records) for c in consumers) == total, group_id
        assert all(c.assignment for c in consumers), group_id


def stable(broker: BrokerThread) -> bool:
    def check() -> bool:
        coordinator = broker.broker.coordinator
        classic = [coordinator.store.classic.get(g) for g in (CLASSIC, LEGACY)]
        modern = coordinator.store.consumer.get(MODERN)
        return (
            all(g is not None and g.state is GroupState.STABLE for g in classic)
            and modern is not None
            and modern.state() == "Stable"
            and len(modern.members) == 2
        )

    return broker.call(check)


def read_topic(bootstrap: str) -> list[dict[str, Any]]:
    """Every record of the topic, read by a confluent-kafka consumer from the earliest offsets."""
    import confluent_kafka

    reader = confluent_kafka.Consumer(
        {
            "bootstrap.servers": bootstrap,
            "group.id": "offsets-reader",  # never joined: the partitions are assigned
            "enable.auto.commit": False,
            "enable.partition.eof": True,
        }
    )
    try:
        partitions = reader.list_topics(TOPIC, timeout=10).topics[TOPIC].partitions
        assert len(partitions) == 50
        reader.assign(
            [
                confluent_kafka.TopicPartition(TOPIC, p, confluent_kafka.OFFSET_BEGINNING)
                for p in partitions
            ]
        )
        ends = {
            p: reader.get_watermark_offsets(confluent_kafka.TopicPartition(TOPIC, p), timeout=10)
            for p in partitions
        }
        at_end: set[int] = set()
        rows: list[dict[str, Any]] = []
        deadline = time.monotonic() + 60
        while len(at_end) < len(partitions) and time.monotonic() < deadline:
            message = reader.poll(0.5)
            if message is None:
                continue
            error = message.error()
            if error is not None:
                assert error.code() == confluent_kafka.KafkaError._PARTITION_EOF, error
                at_end.add(message.partition())
                continue
            kind, stamp = message.timestamp()
            assert kind == confluent_kafka.TIMESTAMP_CREATE_TIME
            rows.append(
                {
                    "key": message.key(),
                    "value": message.value(),
                    "topic": message.topic(),
                    "partition": message.partition(),
                    "offset": message.offset(),
                    "timestamp_ms": stamp,
                }
            )
        assert len(at_end) == len(partitions), "not every partition was read to its end"
        for partition, (low, high) in ends.items():
            found = [r["offset"] for r in rows if r["partition"] == partition]
            assert low == 0 and found == list(range(high)), partition
        first = min(rows, key=lambda r: (r["partition"] != PARTITIONS[CLASSIC], r["offset"]))
        at = reader.offsets_for_times(
            [confluent_kafka.TopicPartition(TOPIC, first["partition"], first["timestamp_ms"])],
            timeout=10,
        )
        assert at[0].offset == first["offset"]  # ListOffsets by time finds the first record
        return rows
    finally:
        reader.close()


def export_json_lines(rows: list[dict[str, Any]], path: Path) -> None:
    """The columns of Spark's Kafka source, binary as base64, as ``kgroup-proto offsets`` reads."""
    with path.open("w", encoding="utf-8") as out:
        for row in rows:
            stamp = datetime.fromtimestamp(row["timestamp_ms"] / 1000, UTC)
            line = {
                "key": base64.b64encode(row["key"]).decode() if row["key"] is not None else None,
                "value": (
                    base64.b64encode(row["value"]).decode() if row["value"] is not None else None
                ),
                "topic": row["topic"],
                "partition": row["partition"],
                "offset": row["offset"],
                "timestamp": stamp.isoformat(timespec="milliseconds").replace("+00:00", "Z"),
                "timestampType": 0,
            }
            out.write(json.dumps(line) + "\n")


def decode_export(path: Path) -> tuple[dict[str, list[dict[str, Any]]], list[str]]:
    """Rows by table, in topic order, and the reasons of records that did not decode."""
    tables: dict[str, list[dict[str, Any]]] = {}
    errors: list[str] = []
    for line in path.read_text(encoding="utf-8").splitlines():
        item = json.loads(line)
        key = base64.b64decode(item["key"]) if item["key"] is not None else None
        value = base64.b64decode(item["value"]) if item["value"] is not None else None
        described = describe_record(key, value)
        if described["error"] is not None:
            errors.append(described["error"])
            continue
        decoded = decode_record(key, value)
        row = table_row(decoded)
        row["source_partition"], row["source_offset"] = item["partition"], item["offset"]
        tables.setdefault(decoded.record_type.table, []).append(row)
    return tables, errors


def latest(rows: list[dict[str, Any]], *key: str) -> dict[tuple[Any, ...], dict[str, Any]]:
    """Compaction's view: the last row of each key (rows are in offset order per partition)."""
    found: dict[tuple[Any, ...], dict[str, Any]] = {}
    for row in sorted(rows, key=lambda r: (r["source_partition"], r["source_offset"])):
        found[tuple(row[k] for k in key)] = row
    return {k: r for k, r in found.items() if not r["tombstone"]}


def check_kip848_group(
    tables: dict[str, list[dict[str, Any]]], group: Any, topic_ids: dict[str, str]
) -> None:
    """The KIP-848 group's records agree with its description: epochs, members, target and
    current assignments (with KIP-1251's assignment epochs, none above the member's epoch)."""
    assert (group.group_type, group.state) == ("consumer", "Stable")
    [epoch] = latest(tables["consumer_group_metadata"], "group_id").values()
    assert epoch["epoch"] == group.group_epoch
    [target_epoch] = latest(
        tables["consumer_group_target_assignment_metadata"], "group_id"
    ).values()
    assert target_epoch["assignment_epoch"] == group.assignment_epoch

    def by_name(partitions: list[dict[str, Any]]) -> dict[str, list[int]]:
        return {topic_ids[tp["topic_id"]]: sorted(tp["partitions"]) for tp in partitions}

    current = latest(tables["consumer_group_current_member_assignment"], "group_id", "member_id")
    targets = latest(tables["consumer_group_target_assignment_member"], "group_id", "member_id")
    members = latest(tables["consumer_group_member_metadata"], "group_id", "member_id")
    assert (
        {m for _, m in current}
        == {m for _, m in targets}
        == {m for _, m in members}
        == {m.member_id for m in group.members}
    )
    for member in group.members:
        key = (group.group_id, member.member_id)
        assert current[key]["member_epoch"] == member.member_epoch
        assert by_name(current[key]["assigned_partitions"]) == member.assignment
        for tp in current[key]["assigned_partitions"]:
            epochs = tp["assignment_epochs"]
            assert len(epochs) == len(tp["partitions"])
            assert all(1 <= e <= member.member_epoch for e in epochs)
        assert by_name(targets[key]["topic_partitions"]) == member.target_assignment
        assert members[key]["client_id"] == member.client_id
        assert members[key]["subscribed_topic_names"] == ["events"]


async def describe(bootstrap: str) -> tuple[dict[str, Any], dict[str, dict[tuple[str, int], int]]]:
    async with GroupAdmin(bootstrap) as admin:
        described = {g.group_id: g for g in await admin.describe_groups(PARTITIONS)}
        offsets = {
            group_id: {
                (c.topic, c.partition): c.offset for c in await admin.fetch_offsets(group_id)
            }
            for group_id in PARTITIONS
        }
    return described, offsets


def test_real_groups_are_read_back_from_consumer_offsets(
    broker: BrokerThread, tmp_path: Path
) -> None:
    produce(broker.bootstrap, "events", [f"e{i}".encode() for i in range(EVENTS)], 6)
    produce(broker.bootstrap, "other", [f"o{i}".encode() for i in range(OTHER)], 3)
    groups = start_groups(broker.bootstrap)
    try:
        wait_until_consumed(broker, groups)
        wait_for(lambda: stable(broker), what="three stable groups")
        rows = read_topic(broker.bootstrap)
        described, fetched = asyncio.run(describe(broker.bootstrap))
        # Nothing was written meanwhile: the tables and the descriptions are of one moment.
        assert len(read_topic(broker.bootstrap)) == len(rows)
        client_commits = {g: committed(broker, g) for g in PARTITIONS}
        generations = broker.call(
            lambda: {
                g: broker.broker.coordinator.store.classic[g].generation_id
                for g in (CLASSIC, LEGACY)
            }
        )
        topic_ids = broker.call(
            lambda: {
                uuid_to_json(t.topic_id): name for name, t in broker.broker.topics.topics.items()
            }
        )
    finally:
        stop_groups(groups)

    export = tmp_path / "consumer-offsets.jsonl"
    export_json_lines(rows, export)
    tables, errors = decode_export(export)
    assert errors == []
    assert sum(map(len, tables.values())) == len(rows)
    for row in rows:  # each group's records are in its own partition
        group = json.loads(describe_record(row["key"], row["value"])["key_json"])
        group_id = group.get("group", group.get("groupId"))
        if group_id in PARTITIONS:
            assert row["partition"] == PARTITIONS[group_id], group_id

    # Offsets: the latest commit of each partition is what the consumers committed, and what
    # OffsetFetch answers.
    commits = latest(tables["offset_commits"], "group", "topic", "partition")
    for group_id in PARTITIONS:
        mine = {(t, p): r["offset"] for (g, t, p), r in commits.items() if g == group_id}
        assert mine == client_commits[group_id] == fetched[group_id], group_id

    # Classic groups: generation, protocol, leader, members and their assignments.
    metadata = latest(tables["group_metadata"], "group")
    for group_id in (CLASSIC, LEGACY):
        row = metadata[(group_id,)]
        group = described[group_id]
        assert (group.group_type, group.state, row["protocol_type"]) == (
            "classic",
            "Stable",
            "consumer",
        )
        assert (row["generation"], row["protocol"]) == (generations[group_id], group.assignor)
        assert row["leader"] in {m.member_id for m in group.members}
        stored = {
            m["member_id"]: {
                tp["topic"]: sorted(tp["partitions"])
                for tp in m["assignment"]["assigned_partitions"]
            }
            for m in row["members"]
        }
        assert stored == {m.member_id: m.assignment for m in group.members}, group_id
        assert {m["member_id"]: m["client_id"] for m in row["members"]} == {
            m.member_id: m.client_id for m in group.members
        }
        assert all(m["subscription"]["topics"] for m in row["members"])

    check_kip848_group(tables, described[MODERN], topic_ids)
    assert broker.check_reencoding()


def test_running_groups_survive_a_broker_restart_without_a_rebalance(tmp_path: Path) -> None:
    config = BrokerConfig(
        port=0,
        topics=(TopicConfig("events", 6), TopicConfig("other", 3)),
        groups=TEST_GROUPS,
        data_dir=tmp_path / "data",
    )
    first: BrokerThread | None = BrokerThread(config)
    assert first is not None
    bootstrap = first.bootstrap
    produce(bootstrap, "events", [f"e{i}".encode() for i in range(EVENTS)], 6)
    produce(bootstrap, "other", [f"o{i}".encode() for i in range(OTHER)], 3)
    groups = start_groups(bootstrap)
    second: BrokerThread | None = None
    try:
        wait_until_consumed(first, groups)
        wait_for(lambda: stable(first), what="three stable groups")

        def snapshot(broker: BrokerThread) -> dict[str, Any]:
            def read() -> dict[str, Any]:
                coordinator = broker.broker.coordinator
                modern = coordinator.store.consumer[MODERN]
                return {
                    "classic": {
                        g: (
                            coordinator.store.classic[g].generation_id,
                            sorted(coordinator.store.classic[g].members),
                        )
                        for g in (CLASSIC, LEGACY)
                    },
                    "modern": (
                        modern.group_epoch,
                        {m.member_id: m.member_epoch for m in modern.members.values()},
                    ),
                }

            return broker.call(read)

        before = snapshot(first)
        assignments = {g: [c.assignment for c in cs] for g, cs in groups.items()}
        first.close()
        first = None
        second = BrokerThread(attrs.evolve(config, port=int(bootstrap.rsplit(":", 1)[1])))
        assert snapshot(second) == before  # as loaded from __consumer_offsets
        more_events = [f"after-{i}".encode() for i in range(12)]
        produce(bootstrap, "events", more_events, 6)

        def caught_up() -> bool:
            return all(
                sum(len(c.records) for c in groups[g]) == EVENTS + len(more_events)
                for g in (CLASSIC, MODERN)
            )

        wait_for(caught_up, what="the records produced after the restart")
        time.sleep(2 * TEST_GROUPS.consumer_heartbeat_interval_ms / 1000 + 1)
        assert snapshot(second) == before  # members heartbeated on: no rebalance, no new epoch
        assert {g: [c.assignment for c in cs] for g, cs in groups.items()} == assignments
        for group_id in (CLASSIC, MODERN):  # nothing was read twice: the commits were kept
            values = [v for c in groups[group_id] for v in c.records]
            assert len(values) == len(set(values)), group_id
    finally:
        stop_groups(groups)
        for running in (first, second):
            if running is not None:
                running.close()
