"""Real Kafka clients against the broker: confluent-kafka (librdkafka), kafka-python and aiokafka.

Groups of mixed clients share partitions, consume what is produced exactly once, commit and fetch
offsets back after a restart, rebalance when a member leaves, keep a static member's place when
it restarts, and librdkafka's KIP-848 consumer gets its assignment by ConsumerGroupHeartbeat.
Every request frame any client sent is checked to re-encode to the same bytes.
"""

from __future__ import annotations

import asyncio
import itertools
import threading
import time
from collections.abc import Iterator
from typing import Any

import pytest

from kgroup_proto.consumer_protocol import decode_assignment
from kgroup_proto.coordinator import TopicConfig
from kgroup_proto.coordinator.classic_group import GroupState
from tests.coordinator_harness import BrokerThread, running_broker, wait_for

# The client libraries come with the tox env "coordinator"; other envs deselect these tests.
pytestmark = pytest.mark.coordinator

CLIENTS = ("confluent", "kafka-python", "aiokafka")
SESSION_MS = 6000
HEARTBEAT_MS = 300
_ids = itertools.count()


class ConsumerThread(threading.Thread):
    """One consumer of one client library, polling in its own thread and committing as it goes."""

    def __init__(
        self,
        kind: str,
        bootstrap: str,
        group: str,
        topic: str,
        instance_id: str | None = None,
        protocol: str = "classic",
    ) -> None:
        super().__init__(daemon=True, name=f"{kind}-{next(_ids)}")
        self.kind, self.bootstrap, self.group, self.topic = kind, bootstrap, group, topic
        self.instance_id, self.protocol = instance_id, protocol
        self.records: list[bytes] = []
        self.assignment: set[int] = set()
        self.stopping = threading.Event()
        self.error: BaseException | None = None
        self.leave_on_close = True

    def run(self) -> None:
        try:
            if self.kind == "confluent":
                self._run_confluent()
            elif self.kind == "kafka-python":
                self._run_kafka_python()
            else:
                asyncio.run(self._run_aiokafka())
        except BaseException as exc:
            self.error = exc

    def stop(self) -> None:
        self.stopping.set()
        self.join(60)
        assert not self.is_alive(), f"{self.name} did not stop"
        if self.error is not None:
            raise self.error

    def _run_confluent(self) -> None:
        import confluent_kafka

        conf: dict[str, Any] = {
            "bootstrap.servers": self.bootstrap,
            "group.id": self.group,
            "auto.offset.reset": "earliest",
            "enable.auto.commit": False,
            "client.id": self.name,
        }
        if self.protocol == "consumer":
            conf["group.protocol"] = "consumer"
        else:
            conf["session.timeout.ms"] = SESSION_MS
            conf["heartbeat.interval.ms"] = HEARTBEAT_MS
        if self.instance_id is not None:
            conf["group.instance.id"] = self.instance_id
        consumer = confluent_kafka.Consumer(conf)
        consumer.subscribe([self.topic])
        try:
            while not self.stopping.is_set():
                message = consumer.poll(0.1)
                if message is not None and message.error() is None:
                    self.records.append(message.value())
                    consumer.commit(message=message, asynchronous=False)
                self.assignment = {tp.partition for tp in consumer.assignment()}
        finally:
            consumer.close()

    def _run_kafka_python(self) -> None:
        import kafka

        consumer = kafka.KafkaConsumer(
            self.topic,
            bootstrap_servers=self.bootstrap,
            group_id=self.group,
            client_id=self.name,
            auto_offset_reset="earliest",
            enable_auto_commit=False,
            session_timeout_ms=SESSION_MS,
            heartbeat_interval_ms=HEARTBEAT_MS,
        )
        try:
            while not self.stopping.is_set():
                batches = consumer.poll(timeout_ms=100)
                for records in batches.values():
                    self.records.extend(r.value for r in records)
                if batches:
                    consumer.commit()
                self.assignment = {tp.partition for tp in consumer.assignment()}
        finally:
            consumer.close()

    async def _run_aiokafka(self) -> None:
        import aiokafka

        consumer = aiokafka.AIOKafkaConsumer(
            self.topic,
            bootstrap_servers=self.bootstrap,
            group_id=self.group,
            client_id=self.name,
            auto_offset_reset="earliest",
            enable_auto_commit=False,
            session_timeout_ms=SESSION_MS,
            heartbeat_interval_ms=HEARTBEAT_MS,
        )
        await consumer.start()
        try:
            while not self.stopping.is_set():
                batches = await consumer.getmany(timeout_ms=100)
                for records in batches.values():
                    self.records.extend(r.value for r in records)
                if batches:
                    await consumer.commit()
                self.assignment = {tp.partition for tp in consumer.assignment()}
        finally:
            await consumer.stop()


def produce(bootstrap: str, topic: str, values: list[bytes], partitions: int) -> None:
    import confluent_kafka

    producer = confluent_kafka.Producer({"bootstrap.servers": bootstrap, "linger.ms": 5})
    for index, value in enumerate(values):
        producer.produce(topic, value, partition=index % partitions)
    assert producer.flush(30) == 0


@pytest.fixture
def broker() -> Iterator[BrokerThread]:
    with running_broker(TopicConfig("events", 6), TopicConfig("other", 3)) as running:
        yield running
        seen = running.check_reencoding()
        assert seen, "no request reached the broker"


def classic_assignment(broker: BrokerThread, group_id: str) -> dict[str, set[int]] | None:
    """Member id -> partitions of "events", from the broker's stable classic group."""

    def read() -> dict[str, set[int]] | None:
        group = broker.broker.coordinator.store.classic.get(group_id)
        if group is None or group.state is not GroupState.STABLE:
            return None
        out = {}
        for member in group.members.values():
            decoded = decode_assignment(member.assignment)
            parts = set()
            for tp in decoded.assigned_partitions if decoded else []:
                if tp.topic == "events":
                    parts.update(tp.partitions)
            out[member.member_id] = parts
        return out

    return broker.call(read)


def assert_partitioned(assignments: list[set[int]], partitions: int) -> None:
    flat = [p for parts in assignments for p in parts]
    assert sorted(flat) == list(range(partitions)), assignments


def settled(broker: BrokerThread, group_id: str, consumers: list[ConsumerThread]) -> bool:
    members = classic_assignment(broker, group_id)
    if members is None or len(members) != len(consumers):
        return False
    if not all(parts for parts in members.values()):
        return False
    mine = sorted(sorted(c.assignment) for c in consumers)
    return mine == sorted(sorted(p) for p in members.values())


def test_three_mixed_clients_share_a_group_and_consume_each_record_once(
    broker: BrokerThread,
) -> None:
    consumers = [ConsumerThread(kind, broker.bootstrap, "mixed", "events") for kind in CLIENTS]
    for consumer in consumers:
        consumer.start()
    try:
        wait_for(lambda: settled(broker, "mixed", consumers), what="three members assigned")
        assert_partitioned([c.assignment for c in consumers], 6)
        group = broker.broker.coordinator.store.classic["mixed"]
        # aiokafka offers only roundrobin, so that is what the members agree on.
        assert group.protocol_name == "roundrobin"
        values = [f"record-{i}".encode() for i in range(120)]
        produce(broker.bootstrap, "events", values, 6)
        wait_for(lambda: sum(len(c.records) for c in consumers) >= len(values), what="all records")
        time.sleep(0.5)  # anything consumed twice would show up now
        consumed = [v for c in consumers for v in c.records]
        assert sorted(consumed) == sorted(values)
        assert all(c.records for c in consumers), [len(c.records) for c in consumers]
    finally:
        for consumer in consumers:
            consumer.stop()


@pytest.mark.parametrize("kind", CLIENTS)
def test_committed_offsets_are_fetched_back_after_a_restart(
    broker: BrokerThread, kind: str
) -> None:
    group = f"restart-{kind}"
    first_batch = [f"{kind}-a{i}".encode() for i in range(12)]
    produce(broker.bootstrap, "other", first_batch, 3)
    consumer = ConsumerThread(kind, broker.bootstrap, group, "other")
    consumer.start()
    wait_for(lambda: len(consumer.records) >= len(first_batch), what="first batch")
    consumer.stop()
    assert sorted(consumer.records) == sorted(first_batch)
    committed = broker.call(lambda: broker.broker.coordinator.store.offsets.group_offsets(group))
    assert {tp: c.offset for tp, c in committed.items()} == {("other", p): 4 for p in range(3)}

    second_batch = [f"{kind}-b{i}".encode() for i in range(6)]
    produce(broker.bootstrap, "other", second_batch, 3)
    again = ConsumerThread(kind, broker.bootstrap, group, "other")
    again.start()
    wait_for(lambda: len(again.records) >= len(second_batch), what="second batch")
    time.sleep(0.5)
    again.stop()
    assert sorted(again.records) == sorted(second_batch)  # nothing from before the commit


def test_a_member_leaves_and_the_others_take_its_partitions(broker: BrokerThread) -> None:
    consumers = [
        ConsumerThread(kind, broker.bootstrap, "leaving", "events")
        for kind in ("kafka-python", "confluent", "kafka-python")
    ]
    for consumer in consumers:
        consumer.start()
    try:
        wait_for(lambda: settled(broker, "leaving", consumers), what="three members")
        generation = broker.broker.coordinator.store.classic["leaving"].generation_id
        leaver = consumers.pop(1)
        leaver.stop()
        wait_for(lambda: settled(broker, "leaving", consumers), what="two members")
        group = broker.broker.coordinator.store.classic["leaving"]
        assert group.generation_id > generation
        assert_partitioned([c.assignment for c in consumers], 6)
        assert any("LeaveGroup" in event.text for event in group.events)
    finally:
        for consumer in consumers:
            consumer.stop()


def test_a_static_member_restarts_without_a_rebalance(broker: BrokerThread) -> None:
    static = ConsumerThread("confluent", broker.bootstrap, "static", "events", instance_id="s-1")
    other = ConsumerThread("kafka-python", broker.bootstrap, "static", "events")
    static.start()
    other.start()
    try:
        wait_for(lambda: settled(broker, "static", [static, other]), what="two members")
        group = broker.broker.coordinator.store.classic["static"]
        generation = broker.call(lambda: group.generation_id)
        before = static.assignment
        static.stop()  # a static member does not send LeaveGroup when it closes
        static = ConsumerThread(
            "confluent", broker.bootstrap, "static", "events", instance_id="s-1"
        )
        static.start()
        wait_for(lambda: static.assignment == before, what="the restarted static member")
        assert broker.call(lambda: group.generation_id) == generation
        assert broker.call(lambda: group.state) is GroupState.STABLE
        assert any("static member s-1 rejoined" in e.text for e in group.events)
        assert_partitioned([static.assignment, other.assignment], 6)
    finally:
        static.stop()
        other.stop()


def test_librdkafka_kip848_consumers_get_assignments_by_heartbeat(broker: BrokerThread) -> None:
    consumers = [
        ConsumerThread("confluent", broker.bootstrap, "next-gen", "events", protocol="consumer")
        for _ in range(2)
    ]
    for consumer in consumers:
        consumer.start()
    try:

        def stable() -> bool:
            group = broker.broker.coordinator.store.consumer.get("next-gen")
            if group is None or broker.call(group.state) != "Stable" or len(group.members) != 2:
                return False
            return sum(len(c.assignment) for c in consumers) == 6 and all(
                c.assignment for c in consumers
            )

        wait_for(stable, what="a stable KIP-848 group")
        assert_partitioned([c.assignment for c in consumers], 6)
        group = broker.broker.coordinator.store.consumer["next-gen"]
        assert group.group_epoch >= 2
        values = [f"kip848-{i}".encode() for i in range(30)]
        produce(broker.bootstrap, "events", values, 6)
        wait_for(lambda: sum(len(c.records) for c in consumers) >= 30, what="records")
        assert sorted(v for c in consumers for v in c.records) == sorted(values)
    finally:
        for consumer in consumers:
            consumer.stop()
    seen = broker.check_reencoding()
    assert seen[68] > 0  # ConsumerGroupHeartbeat went over the wire


def test_admin_apis_of_two_libraries_see_both_kinds_of_group(broker: BrokerThread) -> None:
    """ListGroups, DescribeGroups/ConsumerGroupDescribe, OffsetFetch, OffsetDelete, DeleteGroups."""
    import confluent_kafka
    from confluent_kafka.admin import AdminClient
    from kafka import TopicPartition
    from kafka.admin import KafkaAdminClient

    admin = AdminClient({"bootstrap.servers": broker.bootstrap})
    legacy = KafkaAdminClient(bootstrap_servers=broker.bootstrap)
    # An offset for a topic the group will not read, committed while the group is empty.
    alter = legacy.alter_group_offsets("adm-classic", {TopicPartition("other", 0): offset(7)})
    assert list(alter.values()) == [kafka_no_error()]
    classic = ConsumerThread("confluent", broker.bootstrap, "adm-classic", "events")
    modern = ConsumerThread("confluent", broker.bootstrap, "adm-848", "events", protocol="consumer")
    classic.start()
    modern.start()
    try:
        wait_for(lambda: len(classic.assignment) == 6 and len(modern.assignment) == 6, what="both")
        listed = {g.group_id: g for g in admin.list_consumer_groups().result(30).valid}
        assert str(listed["adm-classic"].type) == "ConsumerGroupType.CLASSIC"
        assert str(listed["adm-848"].type) == "ConsumerGroupType.CONSUMER"
        described = {
            group_id: future.result(30)
            for group_id, future in admin.describe_consumer_groups(
                ["adm-classic", "adm-848"]
            ).items()
        }
        assert described["adm-classic"].partition_assignor == "range"
        assert described["adm-848"].partition_assignor == "uniform"
        for description in described.values():
            (member,) = description.members
            assert sorted(tp.partition for tp in member.assignment.topic_partitions) == list(
                range(6)
            )
        # Kafka refuses offsets from outside an active group.
        refused = legacy.alter_group_offsets("adm-classic", {TopicPartition("other", 1): offset(1)})
        assert [error.errno for error in refused.values()] == [25]  # UNKNOWN_MEMBER_ID
        fetched = admin.list_consumer_group_offsets(
            [confluent_kafka.ConsumerGroupTopicPartitions("adm-classic")]
        )
        offsets = fetched["adm-classic"].result(30).topic_partitions
        assert [(tp.topic, tp.partition, tp.offset) for tp in offsets] == [("other", 0, 7)]
        deleted = legacy.delete_group_offsets(
            "adm-classic", [TopicPartition("other", 0), TopicPartition("events", 0)]
        )
        assert deleted[TopicPartition("other", 0)] is kafka_no_error()
        assert deleted[TopicPartition("events", 0)].errno == 86  # GROUP_SUBSCRIBED_TO_TOPIC
    finally:
        classic.stop()
        modern.stop()
    results = admin.delete_consumer_groups(["adm-classic", "adm-848", "missing"])
    results["adm-classic"].result(30)
    results["adm-848"].result(30)
    with pytest.raises(confluent_kafka.KafkaException, match="GROUP_ID_NOT_FOUND"):
        results["missing"].result(30)
    assert "adm-classic" not in broker.call(lambda: list(broker.broker.coordinator.store.classic))
    legacy.close()
    seen = broker.check_reencoding()
    for api_key in (9, 15, 16, 42, 47, 69):
        assert seen[api_key] > 0, api_key


def offset(value: int) -> Any:
    from kafka.structs import OffsetAndMetadata

    return OffsetAndMetadata(value, "", -1)


def kafka_no_error() -> Any:
    from kafka.errors import NoError

    return NoError


def test_kgroup_proto_admin_describes_a_live_kip848_group(broker: BrokerThread) -> None:
    """The client's KIP-848 describe path against members that librdkafka really runs."""
    from kgroup_proto.client import GroupAdmin

    consumers = [
        ConsumerThread("confluent", broker.bootstrap, "described", "events", protocol="consumer")
        for _ in range(2)
    ]
    for consumer in consumers:
        consumer.start()
    try:
        wait_for(
            lambda: (
                sum(len(c.assignment) for c in consumers) == 6
                and all(c.assignment for c in consumers)
            ),
            what="both KIP-848 members assigned",
        )

        async def describe() -> Any:
            async with GroupAdmin(broker.bootstrap) as admin:
                return (await admin.describe_groups(["described"]))[0]

        group = asyncio.run(describe())
        assert (group.group_type, group.state, len(group.members)) == ("consumer", "Stable", 2)
        described = sorted(sorted(m.assignment["events"]) for m in group.members if m.assignment)
        held = sorted(sorted(c.assignment) for c in consumers)
        assert described == held  # each member's partitions, as the consumers themselves hold them
        assert all(m.member_epoch == group.group_epoch for m in group.members)
    finally:
        for consumer in consumers:
            consumer.stop()
