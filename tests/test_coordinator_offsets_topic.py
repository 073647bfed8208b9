"""``__consumer_offsets`` as the coordinator writes, serves, replays, repairs and compacts it.

The coordinator is driven through its request handlers with hand-held clocks (no sockets); the
records it appends are read back with the package's generated classes and, where the layout is
simple, compared with bytes built here from Kafka's field layout.
"""

from __future__ import annotations

import asyncio
import shutil
import struct
import tempfile
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, invariant, rule

from kgroup_proto.consumer_offsets import decode_record, group_of
from kgroup_proto.consumer_protocol import encode_assignment, encode_subscription
from kgroup_proto.coordinator import BrokerConfig, GroupSettings, TopicConfig
from kgroup_proto.coordinator.classic_group import ClassicGroup, GroupState, JoinRequest
from kgroup_proto.coordinator.committed_offsets import CommittedOffset
from kgroup_proto.coordinator.group_apis import GroupCoordinator
from kgroup_proto.coordinator.group_store import Caller
from kgroup_proto.coordinator.log_storage import PartitionLog, TopicStore, compact, topic_id_for
from kgroup_proto.coordinator.offsets_topic import (
    OFFSETS_TOPIC,
    TOMBSTONE_RETENTION_MS,
    OffsetsTopic,
    classic_group_records,
    consumer_group_records,
    java_hash,
    offset_commit_record,
    partition_for,
)
from kgroup_proto.error_codes import ErrorCode
from kgroup_proto.messages import (
    consumer_group_current_member_assignment_value,
    consumer_protocol_assignment,
)
from kgroup_proto.messages.consumer_group_current_member_assignment_key import (
    ConsumerGroupCurrentMemberAssignmentKey,
)
from kgroup_proto.messages.consumer_group_heartbeat_request import (
    ConsumerGroupHeartbeatRequest,
    TopicPartitions,
)
from kgroup_proto.messages.consumer_protocol_subscription import ConsumerProtocolSubscription
from kgroup_proto.messages.delete_groups_request import DeleteGroupsRequest
from kgroup_proto.messages.find_coordinator_request import FindCoordinatorRequest
from kgroup_proto.messages.heartbeat_request import HeartbeatRequest
from kgroup_proto.messages.join_group_request import JoinGroupRequest, JoinGroupRequestProtocol
from kgroup_proto.messages.leave_group_request import LeaveGroupRequest
from kgroup_proto.messages.metadata_request import MetadataRequest, MetadataRequestTopic
from kgroup_proto.messages.offset_commit_request import (
    OffsetCommitRequest,
    OffsetCommitRequestPartition,
    OffsetCommitRequestTopic,
)
from kgroup_proto.messages.offset_delete_request import (
    OffsetDeleteRequest,
    OffsetDeleteRequestPartition,
    OffsetDeleteRequestTopic,
)
from kgroup_proto.messages.produce_request import (
    PartitionProduceData,
    ProduceRequest,
    TopicProduceData,
)
from kgroup_proto.messages.sync_group_request import SyncGroupRequest, SyncGroupRequestAssignment
from kgroup_proto.record_batch import Record, build_batch, read_records, split_batches

# Record batches need crc32c, which comes with the tox env "coordinator".
pytestmark = pytest.mark.coordinator

START_WALL = 1_750_000_000_000
#: Group ids whose partitions Java computed: Utils.abs(id.hashCode()) % 7.
CLASSIC, CONSUMER, SIMPLE = "classic-rd", "kip848-rd", "reader"
PARTITION_OF = {CLASSIC: 5, CONSUMER: 6, SIMPLE: 1}
SETTINGS = GroupSettings(
    initial_rebalance_delay_ms=0,
    min_session_timeout_ms=1000,
    consumer_session_timeout_ms=10_000,
    consumer_heartbeat_interval_ms=100,
    offsets_topic_partitions=7,
    offsets_retention_ms=3_600_000,
)


class Clocks:
    """The coordinator's two clocks, moved by hand: monotonic ms and epoch ms."""

    def __init__(self) -> None:
        self.now = 1000.0
        self.wall = START_WALL

    def advance(self, ms: int) -> None:
        self.now += ms
        self.wall += ms


def coordinator(
    directory: Path, clocks: Clocks, settings: GroupSettings = SETTINGS
) -> GroupCoordinator:
    topics = TopicStore(directory)
    topics.create("orders", 4)
    topics.create("audit", 2)
    return GroupCoordinator(
        settings, topics, clock=lambda: clocks.now, wall_clock=lambda: clocks.wall
    )


def caller(version: int, client: str = "client") -> Caller:
    return Caller(client, "/127.0.0.1", version)


def subscription(*topics: str) -> bytes:
    return encode_subscription(ConsumerProtocolSubscription(topics=list(topics)), 0)


def assignment(topic: str, *partitions: int) -> bytes:
    value = consumer_protocol_assignment.ConsumerProtocolAssignment(
        assigned_partitions=[
            consumer_protocol_assignment.TopicPartition(topic=topic, partitions=list(partitions))
        ]
    )
    return encode_assignment(value, 0)


def live_records(topics: TopicStore, partition: int) -> list[tuple[bytes, bytes | None]]:
    log = topics.partition(OFFSETS_TOPIC, partition)
    assert log is not None
    return [
        (record.key or b"", record.value)
        for header, batch in log.batches()
        for record in read_records(batch, header)
    ]


# ----------------------------------------------------------------------------- partitioning


@pytest.mark.parametrize(
    ("group_id", "java", "of_50", "of_7"),
    [
        # String.hashCode() and Utils.abs(hash) % n as a JDK 17 computed them.
        ("reader", -934979389, 39, 1),
        ("orders", -1008770331, 31, 2),
        ("", 0, 0, 0),
        ("Aa", 2112, 12, 5),
        ("BB", 2112, 12, 5),
        ("polygenelubricants", -(2**31), 0, 0),  # Utils.abs(MIN_VALUE) is 0
        ("grüppe", -1233264812, 12, 3),
        ("消费者", 28099956, 6, 3),
        ("😀-group", -1198440043, 43, 3),  # a surrogate pair: two UTF-16 code units
        ("console-consumer-12345", 158455506, 6, 6),
        (CLASSIC, -281617075, 25, 5),
        (CONSUMER, 456527413, 13, 6),
    ],
)
def test_partitions_are_chosen_as_kafka_chooses_them(
    group_id: str, java: int, of_50: int, of_7: int
) -> None:
    assert java_hash(group_id) == java
    assert partition_for(group_id, 50) == of_50
    assert partition_for(group_id, 7) == of_7


# Group ids come from UTF-8 on the wire: no lone surrogates.
@given(st.text(max_size=30), st.characters(exclude_categories=("Cs",)), st.integers(1, 1000))
def test_hash_follows_javas_definition(prefix: str, last: str, partitions: int) -> None:
    # s.hashCode() = 31 * prefix.hashCode() + each UTF-16 unit of the last character, in int32.
    expected = java_hash(prefix)
    units = last.encode("utf-16-be")
    for index in range(0, len(units), 2):
        expected = (31 * expected + int.from_bytes(units[index : index + 2], "big")) % 2**32
    expected = expected - 2**32 if expected >= 2**31 else expected
    assert java_hash(prefix + last) == expected
    assert 0 <= partition_for(prefix + last, partitions) < partitions


# ----------------------------------------------------------------------------- record bytes


def kafka_string(text: str) -> bytes:
    data = text.encode()
    return struct.pack(">h", len(data)) + data


def kafka_bytes(data: bytes) -> bytes:
    return struct.pack(">i", len(data)) + data


def test_offset_commit_records_are_kafkas_bytes() -> None:
    key, value = offset_commit_record("g", "orders", 3, CommittedOffset(42, 7, "meta", 1234))
    assert key == struct.pack(">h", 1) + kafka_string("g") + kafka_string("orders") + b"\0\0\0\3"
    assert value == (struct.pack(">hqi", 3, 42, 7) + kafka_string("meta") + struct.pack(">q", 1234))
    assert offset_commit_record("g", "orders", 3, None) == (key, None)


def stable_classic_group() -> ClassicGroup:
    """Two members through JoinGroup and SyncGroup, on the state machine alone."""
    group = ClassicGroup("gm", SETTINGS, 0)
    joined: list[Any] = []
    for client, instance in (("c-1", "static-1"), ("c-2", None)):
        group.join(
            JoinRequest(
                member_id="",
                instance_id=instance,
                protocol_type="consumer",
                protocols=(("range", subscription("orders")),),
                session_timeout_ms=10_000,
                rebalance_timeout_ms=20_000,
                client_id=client,
                client_host="/10.0.0.1",
                require_known_member_id=False,
            ),
            0,
            joined.append,
        )
    group.poll(0)
    group.poll(0)
    assert len(joined) == 2 and all(r.error is ErrorCode.NONE for r in joined)
    leader = group.leader_id
    assert leader is not None
    other = next(m for m in group.members if m != leader)
    plan = {leader: assignment("orders", 0, 1), other: assignment("orders", 2, 3)}
    group.sync(other, None, 1, None, None, {}, 0, lambda result: None)
    group.sync(leader, None, 1, "consumer", "range", plan, 0, lambda result: None)
    assert group.state is GroupState.STABLE
    return group


def test_group_metadata_records_are_kafkas_bytes() -> None:
    group = stable_classic_group()
    records = classic_group_records(group, 99, has_offsets=False)
    assert records is not None
    [(key, value)] = records.items()
    assert key == struct.pack(">h", 2) + kafka_string("gm")
    members = b""
    for member in group.members.values():
        instance = member.instance_id
        members += (
            kafka_string(member.member_id)
            + (kafka_string(instance) if instance is not None else b"\xff\xff")
            + kafka_string(member.client_id)
            + kafka_string("/10.0.0.1")
            + struct.pack(">ii", 20_000, 10_000)
            + kafka_bytes(subscription("orders"))
            + kafka_bytes(member.assignment)
        )
    assert value == (
        struct.pack(">h", 3)
        + kafka_string("consumer")
        + struct.pack(">i", 1)
        + kafka_string("range")
        + kafka_string(group.leader_id or "")
        + struct.pack(">q", 99)
        + struct.pack(">i", 2)
        + members
    )
    assert sorted(m.assignment for m in group.members.values()) == sorted(
        [assignment("orders", 0, 1), assignment("orders", 2, 3)]
    )


def test_classic_records_follow_the_states_kafka_writes_in() -> None:
    group = ClassicGroup("gm", SETTINGS, 0)
    assert classic_group_records(group, -1, has_offsets=False) == {}  # never formed
    [(_, empty)] = (classic_group_records(group, 5, has_offsets=True) or {}).items()
    decoded = decode_record(struct.pack(">h", 2) + kafka_string("gm"), empty)
    assert decoded.value is not None
    assert decoded.value.to_json(3) == {
        "protocolType": "",
        "generation": 0,
        "protocol": None,
        "leader": None,
        "currentStateTimestamp": 5,
        "members": [],
    }
    stable = stable_classic_group()
    stable.leave(next(iter(stable.members)), None, "bye", 1)
    assert stable.state is GroupState.PREPARING_REBALANCE
    assert classic_group_records(stable, 7, has_offsets=True) is None  # the last one stays
    stable.mark_dead(2)
    assert classic_group_records(stable, 7, has_offsets=True) == {}


def test_consumer_group_values_start_with_their_version_and_decode() -> None:
    clocks = Clocks()
    with tempfile.TemporaryDirectory() as directory:
        coord = coordinator(Path(directory), clocks)
        run_consumer_group(coord, clocks, ("m-1", "m-2"))
        records = consumer_group_records(coord.store.consumer[CONSUMER])
    epoch_key = struct.pack(">h", 3) + kafka_string(CONSUMER)
    group = coord.store.consumer[CONSUMER]
    # ConsumerGroupMetadataValue v0 is flexible: int16 version, int32 epoch, empty tag buffer.
    assert records[epoch_key] == struct.pack(">hi", 0, group.group_epoch) + b"\0"
    by_type: dict[str, list[Any]] = {}
    for key, value in records.items():
        decoded = decode_record(key, value)
        assert decoded.value_version == 0
        by_type.setdefault(decoded.record_type.name, []).append(decoded)
    assert sorted(by_type) == [
        "ConsumerGroupCurrentMemberAssignment",
        "ConsumerGroupMemberMetadata",
        "ConsumerGroupMetadata",
        "ConsumerGroupPartitionMetadata",
        "ConsumerGroupTargetAssignmentMember",
        "ConsumerGroupTargetAssignmentMetadata",
    ]
    orders = topic_id_for("orders")
    current = {d.key.member_id: d.value for d in by_type["ConsumerGroupCurrentMemberAssignment"]}
    held = {
        member_id: [(tp.topic_id, tp.partitions) for tp in value.assigned_partitions]
        for member_id, value in current.items()
    }
    parts = sorted(p for pairs in held.values() for _, ps in pairs for p in ps)
    assert parts == [0, 1, 2, 3]
    assert {t for pairs in held.values() for t, _ in pairs} == {orders}
    assert all(v.member_epoch == group.group_epoch and v.state == 0 for v in current.values())
    [partitions] = by_type["ConsumerGroupPartitionMetadata"]
    assert [(t.topic_name, t.num_partitions) for t in partitions.value.topics] == [("orders", 4)]
    members = {d.key.member_id: d.value for d in by_type["ConsumerGroupMemberMetadata"]}
    assert {m: v.subscribed_topic_names for m, v in members.items()} == {
        "m-1": ["orders"],
        "m-2": ["orders"],
    }


# ----------------------------------------------------------------------------- driving groups


def join_request(group_id: str, member_id: str = "") -> JoinGroupRequest:
    return JoinGroupRequest(
        group_id=group_id,
        session_timeout_ms=10_000,
        rebalance_timeout_ms=10_000,
        member_id=member_id,
        protocol_type="consumer",
        protocols=[JoinGroupRequestProtocol(name="range", metadata=subscription("orders"))],
    )


async def _classic_group(coord: GroupCoordinator, clocks: Clocks) -> dict[str, Any]:
    joins = [
        asyncio.create_task(
            coord.classic_apis.join_group(join_request(CLASSIC), caller(3, f"c-{i}"))
        )
        for i in range(2)
    ]
    while not all(task.done() for task in joins):
        await asyncio.sleep(0)
        clocks.advance(1)
        coord.timers.poll()
    results = [task.result() for task in joins]
    leader = results[0].leader
    generation = results[0].generation_id
    members = sorted(r.member_id for r in results)
    plan = {members[0]: assignment("orders", 0, 1), members[1]: assignment("orders", 2, 3)}
    syncs = []
    for member_id in members:
        request = SyncGroupRequest(
            group_id=CLASSIC,
            generation_id=generation,
            member_id=member_id,
            assignments=[
                SyncGroupRequestAssignment(member_id=m, assignment=a) for m, a in plan.items()
            ]
            if member_id == leader
            else [],
        )
        syncs.append(asyncio.create_task(coord.classic_apis.sync_group(request, caller(3))))
    synced = await asyncio.gather(*syncs)
    assert all(s.error_code == ErrorCode.NONE for s in synced)
    return {"leader": leader, "generation": generation, "plan": plan}


def run_classic_group(coord: GroupCoordinator, clocks: Clocks) -> dict[str, Any]:
    return asyncio.run(_classic_group(coord, clocks))


def commit(
    coord: GroupCoordinator,
    group_id: str,
    offsets: dict[tuple[str, int], int],
    generation: int = -1,
    member_id: str = "",
) -> list[int]:
    request = OffsetCommitRequest(
        group_id=group_id,
        generation_id_or_member_epoch=generation,
        member_id=member_id,
        topics=[
            OffsetCommitRequestTopic(
                name=topic,
                partitions=[
                    OffsetCommitRequestPartition(
                        partition_index=p,
                        committed_offset=o,
                        committed_leader_epoch=4,
                        committed_metadata=f"{topic}-{p}",
                    )
                ],
            )
            for (topic, p), o in sorted(offsets.items())
        ],
    )
    response = coord.offset_apis.offset_commit(request, caller(8))
    return [p.error_code for t in response.topics for p in t.partitions]


def heartbeat(
    coord: GroupCoordinator, member_id: str, epoch: int, owned: dict[str, set[int]] | None
) -> Any:
    request = ConsumerGroupHeartbeatRequest(
        group_id=CONSUMER,
        member_id=member_id,
        member_epoch=epoch,
        rebalance_timeout_ms=30_000 if epoch == 0 else -1,
        subscribed_topic_names=["orders"] if epoch == 0 else None,
        topic_partitions=None
        if owned is None
        else [
            TopicPartitions(topic_id=topic_id_for(t), partitions=sorted(p))
            for t, p in sorted(owned.items())
        ],
    )
    return coord.consumer_apis.consumer_group_heartbeat(request, caller(1))


def run_consumer_group(
    coord: GroupCoordinator,
    clocks: Clocks,
    member_ids: tuple[str, ...],
    members: dict[str, tuple[int, dict[str, set[int]]]] | None = None,
) -> dict[str, tuple[int, dict[str, set[int]]]]:
    """Members join (or go on from ``members``: epoch and what they own) and heartbeat,
    reporting what they own, until every one is reconciled."""
    names = {topic_id_for("orders"): "orders", topic_id_for("audit"): "audit"}
    state = {m: (members or {}).get(m, (0, {})) for m in member_ids}
    for _ in range(20):
        for member_id in member_ids:
            epoch, owned = state[member_id]
            response = heartbeat(coord, member_id, epoch, owned if epoch else {})
            assert response.error_code == ErrorCode.NONE, response
            if response.assignment is not None:
                owned = {
                    names[tp.topic_id]: set(tp.partitions)
                    for tp in response.assignment.topic_partitions
                }
            state[member_id] = (response.member_epoch, owned)
            clocks.advance(10)
        if coord.store.consumer[CONSUMER].state() == "Stable":
            return state
    raise AssertionError("the group did not become stable")


# ----------------------------------------------------------------------------- restart


def test_a_restart_restores_classic_and_kip848_groups_and_offsets(tmp_path: Path) -> None:
    clocks = Clocks()
    coord = coordinator(tmp_path, clocks)
    classic = run_classic_group(coord, clocks)
    leader, generation = classic["leader"], classic["generation"]
    assert commit(coord, CLASSIC, {("orders", 0): 10, ("orders", 2): 20}, generation, leader) == [
        0,
        0,
    ]
    members = run_consumer_group(coord, clocks, ("m-1", "m-2"))
    epoch, owned = members["m-1"]
    mine = {(t, p): 5 for t in owned for p in owned[t]}
    assert commit(coord, CONSUMER, mine, epoch, "m-1") == [0] * len(mine)
    committed_at = clocks.wall
    assert commit(coord, SIMPLE, {("audit", 1): 77}) == [0]
    expected_offsets = {
        g: coord.store.offsets.group_offsets(g) for g in (CLASSIC, CONSUMER, SIMPLE)
    }
    before = consumer_group_records(coord.store.consumer[CONSUMER])
    old_classic = coord.store.classic[CLASSIC]

    restarted = Clocks()
    restarted.now, restarted.wall = 5.0, clocks.wall + 60_000
    again = coordinator(tmp_path, restarted)
    ends = {g: again.store.topics.partition(OFFSETS_TOPIC, p) for g, p in PARTITION_OF.items()}
    high_watermarks = {g: log.high_watermark for g, log in ends.items() if log is not None}

    group = again.store.classic[CLASSIC]
    assert group.state is GroupState.STABLE
    assert (group.generation_id, group.protocol_type, group.protocol_name, group.leader_id) == (
        generation,
        "consumer",
        "range",
        leader,
    )
    assert {m.member_id: m.assignment for m in group.members.values()} == classic["plan"]
    assert {m.member_id: m.metadata("range") for m in group.members.values()} == {
        m: subscription("orders") for m in classic["plan"]
    }
    assert {m.member_id: (m.client_id, m.session_timeout_ms) for m in group.members.values()} == {
        m.member_id: (m.client_id, 10_000) for m in old_classic.members.values()
    }
    # Members go on heartbeating in their generation: no rebalance.
    for member_id in classic["plan"]:
        beat = HeartbeatRequest(group_id=CLASSIC, generation_id=generation, member_id=member_id)
        assert again.classic_apis.heartbeat(beat, caller(3)).error_code == ErrorCode.NONE
    assert again.store.classic[CLASSIC].state is GroupState.STABLE
    assert {g: again.store.offsets.group_offsets(g) for g in expected_offsets} == expected_offsets
    assert again.store.offsets.fetch(SIMPLE, "audit", 1) == CommittedOffset(
        77, 4, "audit-1", committed_at
    )

    consumer = again.store.consumer[CONSUMER]
    assert consumer_group_records(consumer) == before
    assert consumer.state() == "Stable"
    for member_id, (epoch, owned) in members.items():
        response = heartbeat(again, member_id, epoch, owned)
        assert (response.error_code, response.member_epoch) == (ErrorCode.NONE, epoch)
        assert consumer.members[member_id].assigned == owned
    assert consumer_group_records(consumer) == before
    # The groups came back as they were written: heartbeats after the restart wrote nothing.
    assert {g: log.high_watermark for g, log in ends.items() if log is not None} == (
        high_watermarks
    )
    epoch, owned = members["m-2"]
    theirs = {(t, p): 9 for t in owned for p in owned[t]}
    assert commit(again, CONSUMER, theirs, epoch, "m-2") == [0] * len(theirs)
    assert commit(again, CONSUMER, {("orders", 0): 1}, epoch + 1, "m-2") == [
        ErrorCode.FENCED_MEMBER_EPOCH
    ]


def current_assignment_values(
    topics: TopicStore, member_id: str
) -> list[consumer_group_current_member_assignment_value.ConsumerGroupCurrentMemberAssignmentValue]:
    """Every CurrentMemberAssignment value written for the member, oldest first."""
    found = []
    for key, value in live_records(topics, PARTITION_OF[CONSUMER]):
        decoded = decode_record(key, value) if value is not None else None
        if (
            decoded is not None
            and getattr(decoded.key, "member_id", None) == member_id
            and isinstance(
                decoded.value,
                consumer_group_current_member_assignment_value.ConsumerGroupCurrentMemberAssignmentValue,
            )
        ):
            found.append(decoded.value)
    return found


def test_assignment_epochs_are_written_and_fence_commits_after_a_restart(
    tmp_path: Path,
) -> None:
    clocks = Clocks()
    coord = coordinator(tmp_path, clocks)
    alone = run_consumer_group(coord, clocks, ("m-1",))
    first_epoch, everything = alone["m-1"]
    assert everything == {"orders": {0, 1, 2, 3}}
    shared = run_consumer_group(coord, clocks, ("m-1", "m-2"), alone)
    middle_epoch, kept = shared["m-1"]
    assert middle_epoch > first_epoch and kept and kept["orders"] < everything["orders"]
    left = heartbeat(coord, "m-2", -1, None)
    assert left.error_code == ErrorCode.NONE
    back = run_consumer_group(coord, clocks, ("m-1",), {"m-1": shared["m-1"]})
    last_epoch, owned = back["m-1"]
    assert last_epoch > middle_epoch and owned == everything
    since = {p: first_epoch if p in kept["orders"] else last_epoch for p in owned["orders"]}

    # The member's latest record gives each partition the epoch it was given in.
    latest = current_assignment_values(coord.store.topics, "m-1")[-1]
    assert latest.member_epoch == last_epoch
    (entry,) = latest.assigned_partitions
    assert entry.topic_id == topic_id_for("orders")
    assert dict(zip(entry.partitions, entry.assignment_epochs or [], strict=True)) == since
    # Kafka's encoding: tag 0 of the TopicPartitions entry, a compact array of int32s.
    epochs = b"".join(struct.pack(">i", since[p]) for p in entry.partitions)
    tagged = b"\x01\x00" + bytes([len(epochs) + 1]) + bytes([len(entry.partitions) + 1]) + epochs
    assert tagged in latest.encode_versioned(0)

    restarted = Clocks()
    restarted.now, restarted.wall = 5.0, clocks.wall + 60_000
    again = coordinator(tmp_path, restarted)
    old_partition = min(kept["orders"])
    new_partition = min(everything["orders"] - kept["orders"])
    # Fetched under the middle epoch: holds for a partition given before it...
    assert commit(again, CONSUMER, {("orders", old_partition): 7}, middle_epoch, "m-1") == [0]
    assert commit(again, CONSUMER, {("orders", old_partition): 8}, first_epoch, "m-1") == [0]
    # ... and is stale for one given after it.
    assert commit(again, CONSUMER, {("orders", new_partition): 7}, middle_epoch, "m-1") == [
        ErrorCode.STALE_MEMBER_EPOCH
    ]
    assert (
        commit(
            again,
            CONSUMER,
            {("orders", old_partition): 9, ("orders", new_partition): 9},
            middle_epoch,
            "m-1",
        )
        == [ErrorCode.STALE_MEMBER_EPOCH] * 2
    )
    assert commit(again, CONSUMER, {("orders", new_partition): 7}, last_epoch, "m-1") == [0]
    fetched = again.store.offsets.fetch(CONSUMER, "orders", old_partition)
    assert fetched is not None and fetched.offset == 8


def test_a_record_without_assignment_epochs_counts_partitions_as_given_in_the_members_epoch(
    tmp_path: Path,
) -> None:
    clocks = Clocks()
    coord = coordinator(tmp_path, clocks)
    alone = run_consumer_group(coord, clocks, ("m-1",))
    shared = run_consumer_group(coord, clocks, ("m-1", "m-2"), alone)
    first_epoch = alone["m-1"][0]
    middle_epoch, kept = shared["m-1"]
    # What a broker before KIP-1251 wrote: the same record without AssignmentEpochs.
    latest = current_assignment_values(coord.store.topics, "m-1")[-1]
    for entry in latest.assigned_partitions:
        entry.assignment_epochs = []
    key = ConsumerGroupCurrentMemberAssignmentKey(group_id=CONSUMER, member_id="m-1")
    coord.store.journal.write(
        CONSUMER, None, [(key.encode_versioned(8), latest.encode_versioned(0))]
    )

    restarted = Clocks()
    restarted.now, restarted.wall = 5.0, clocks.wall + 60_000
    again = coordinator(tmp_path, restarted)
    partition = min(kept["orders"])
    assert commit(again, CONSUMER, {("orders", partition): 3}, first_epoch, "m-1") == [
        ErrorCode.STALE_MEMBER_EPOCH
    ]
    assert commit(again, CONSUMER, {("orders", partition): 3}, middle_epoch, "m-1") == [0]
    # Written again, the record carries the epochs it was loaded with.
    assert again.store.consumer[CONSUMER].members["m-1"].assignment_epochs == {
        ("orders", p): middle_epoch for p in kept["orders"]
    }
    rewritten = consumer_group_records(again.store.consumer[CONSUMER])
    value = decode_record(key.encode_versioned(8), rewritten[key.encode_versioned(8)]).value
    assert isinstance(
        value,
        consumer_group_current_member_assignment_value.ConsumerGroupCurrentMemberAssignmentValue,
    )
    assert [e.assignment_epochs for e in value.assigned_partitions] == [
        [middle_epoch] * len(kept["orders"])
    ]


def test_each_group_writes_only_to_its_partition(tmp_path: Path) -> None:
    clocks = Clocks()
    coord = coordinator(tmp_path, clocks)
    run_classic_group(coord, clocks)
    run_consumer_group(coord, clocks, ("m-1",))
    assert commit(coord, SIMPLE, {("audit", 0): 3}) == [0]
    for partition in range(7):
        records = live_records(coord.store.topics, partition)
        owners = {group_of(decode_record(k, v).key) for k, v in records}
        assert owners == {g for g, p in PARTITION_OF.items() if p == partition}, partition
    assert len(coord.store.topics.topics[OFFSETS_TOPIC].partitions) == 7


def test_group_changes_are_written_once(tmp_path: Path) -> None:
    clocks = Clocks()
    coord = coordinator(tmp_path, clocks)
    members = run_consumer_group(coord, clocks, ("m-1", "m-2"))
    written = len(live_records(coord.store.topics, PARTITION_OF[CONSUMER]))
    for member_id, (epoch, owned) in members.items():
        heartbeat(coord, member_id, epoch, owned)  # nothing changes
    assert len(live_records(coord.store.topics, PARTITION_OF[CONSUMER])) == written
    heartbeat(coord, "m-2", -1, None)  # leaves: its records go, the others change
    records = live_records(coord.store.topics, PARTITION_OF[CONSUMER])[written:]
    kinds = [(decode_record(k, v).record_type.name, v is None) for k, v in records]
    assert kinds[:3] == [
        ("ConsumerGroupCurrentMemberAssignment", True),
        ("ConsumerGroupTargetAssignmentMember", True),
        ("ConsumerGroupMemberMetadata", True),
    ]
    assert ("ConsumerGroupMetadata", False) in kinds
    assert ("ConsumerGroupMemberMetadata", False) not in kinds  # m-1's subscription is unchanged


# ----------------------------------------------------------------------------- tombstones


def test_deleting_groups_and_offsets_writes_tombstones(tmp_path: Path) -> None:
    clocks = Clocks()
    coord = coordinator(tmp_path, clocks)
    classic = run_classic_group(coord, clocks)
    leader, generation = classic["leader"], classic["generation"]
    commit(coord, CLASSIC, {("orders", 1): 4, ("audit", 0): 8}, generation, leader)
    members = run_consumer_group(coord, clocks, ("m-1",))
    commit(coord, CONSUMER, {("orders", 3): 2}, members["m-1"][0], "m-1")
    partition = PARTITION_OF[CLASSIC]
    seen = len(live_records(coord.store.topics, partition))
    deleted = coord.offset_apis.offset_delete(
        OffsetDeleteRequest(
            group_id=CLASSIC,
            topics=[
                OffsetDeleteRequestTopic(
                    name="audit", partitions=[OffsetDeleteRequestPartition(partition_index=0)]
                )
            ],
        ),
        caller(0),
    )
    assert deleted.topics[0].partitions[0].error_code == ErrorCode.NONE
    [(key, value)] = live_records(coord.store.topics, partition)[seen:]
    assert (key, value) == offset_commit_record(CLASSIC, "audit", 0, None)
    for member_id in classic["plan"]:
        coord.classic_apis.leave_group(
            LeaveGroupRequest(group_id=CLASSIC, member_id=member_id), caller(0)
        )
    clocks.advance(20_000)
    coord.timers.poll()  # the rebalance ends with nobody: Empty
    assert coord.store.classic[CLASSIC].state is GroupState.EMPTY
    heartbeat(coord, "m-1", -1, None)
    result = coord.admin_apis.delete_groups(
        DeleteGroupsRequest(groups_names=[CLASSIC, CONSUMER]), caller(2)
    )
    assert [r.error_code for r in result.results] == [ErrorCode.NONE, ErrorCode.NONE]
    for group_id in (CLASSIC, CONSUMER):
        records = live_records(coord.store.topics, PARTITION_OF[group_id])
        latest = {k: v for k, v in records}
        assert all(v is None for v in latest.values()), group_id  # every key deleted
        # The deletion is one batch: tombstones of offsets first, the group's records last.
        log = coord.store.topics.partition(OFFSETS_TOPIC, PARTITION_OF[group_id])
        assert log is not None
        header, batch = list(log.batches())[-1]
        names = [
            decode_record(r.key, r.value).record_type.name for r in read_records(batch, header)
        ]
        assert names[0] == "OffsetCommit"
        assert names[-1] in ("GroupMetadata", "ConsumerGroupMetadata")
    again = coordinator(tmp_path, Clocks())
    assert CLASSIC not in again.store.classic and CONSUMER not in again.store.consumer
    assert not again.store.offsets.groups()


def test_expired_offsets_and_then_empty_groups_are_deleted(tmp_path: Path) -> None:
    clocks = Clocks()
    coord = coordinator(tmp_path, clocks)
    commit(coord, SIMPLE, {("audit", 0): 1})
    clocks.advance(1000)
    commit(coord, SIMPLE, {("audit", 1): 2})
    members = run_consumer_group(coord, clocks, ("m-1",))
    epoch = members["m-1"][0]
    assert commit(coord, CONSUMER, {("orders", 0): 5}, epoch, "m-1") == [0]
    assert commit(coord, CONSUMER, {("audit", 0): 6}, -1, "") == [ErrorCode.UNKNOWN_MEMBER_ID]
    retention = SETTINGS.offsets_retention_ms
    clocks.wall = START_WALL + retention  # (audit, 0) was committed at START_WALL
    coord.timers.cleanup(clocks.wall)
    assert coord.store.offsets.group_offsets(SIMPLE).keys() == {("audit", 1)}
    assert coord.store.offsets.fetch(CONSUMER, "orders", 0) is not None  # a subscribed topic
    clocks.wall += 1000
    coord.timers.cleanup(clocks.wall)
    assert not coord.store.offsets.has_group(SIMPLE)
    assert SIMPLE not in coord.store.classic  # empty and without offsets: deleted
    latest = dict(live_records(coord.store.topics, PARTITION_OF[SIMPLE]))
    assert latest == {
        offset_commit_record(SIMPLE, "audit", 0, None)[0]: None,
        offset_commit_record(SIMPLE, "audit", 1, None)[0]: None,
        struct.pack(">h", 2) + kafka_string(SIMPLE): None,
    }
    heartbeat(coord, "m-1", -1, None)  # the KIP-848 group empties; its offsets expire too
    coord.timers.cleanup(clocks.wall)
    assert coord.store.offsets.has_group(CONSUMER)  # committed less than the retention ago
    clocks.wall += retention
    coord.timers.cleanup(clocks.wall)
    assert CONSUMER not in coord.store.consumer
    again = coordinator(tmp_path, Clocks())
    assert not again.store.offsets.groups() and not again.store.classic and not again.store.consumer


def test_an_empty_classic_groups_offsets_expire_from_when_it_emptied(tmp_path: Path) -> None:
    clocks = Clocks()
    coord = coordinator(tmp_path, clocks)
    classic = run_classic_group(coord, clocks)
    commit(coord, CLASSIC, {("orders", 0): 3}, classic["generation"], classic["leader"])
    clocks.advance(SETTINGS.offsets_retention_ms)  # committed long ago, but the group is Stable
    coord.timers.cleanup(clocks.wall)
    assert coord.store.offsets.has_group(CLASSIC)
    clocks.advance(5000)
    emptied = clocks.wall
    for member_id in classic["plan"]:  # the last one leaving ends the rebalance: Empty
        coord.classic_apis.leave_group(
            LeaveGroupRequest(group_id=CLASSIC, member_id=member_id), caller(0)
        )
    assert coord.store.classic[CLASSIC].state is GroupState.EMPTY
    clocks.wall = emptied + SETTINGS.offsets_retention_ms - 1
    coord.timers.cleanup(clocks.wall)
    assert coord.store.offsets.has_group(CLASSIC)
    restarted = Clocks()
    restarted.wall = emptied + SETTINGS.offsets_retention_ms
    again = coordinator(tmp_path, restarted)  # when it emptied is in its record
    again.timers.cleanup(restarted.wall)
    assert not again.store.offsets.has_group(CLASSIC) and CLASSIC not in again.store.classic


# ----------------------------------------------------------------------------- damage


def small_log(directory: Path) -> tuple[Path, list[tuple[int, bytes]]]:
    """A one-partition offsets log of four batches; returns its file and (offset, batch)s."""
    topics = TopicStore(directory)
    journal = OffsetsTopic(topics, GroupSettings(offsets_topic_partitions=1), lambda: START_WALL)
    for index in range(4):
        journal.write(
            f"g{index}",
            None,
            [
                offset_commit_record(f"g{index}", "orders", p, CommittedOffset(index * 10 + p))
                for p in range(index % 2 + 1)
            ],
        )
    log = topics.partition(OFFSETS_TOPIC, 0)
    assert log is not None and log.path is not None
    return log.path, [(h.base_offset, b) for h, b in log.batches()]


def test_flipping_any_byte_keeps_every_intact_batch(tmp_path: Path) -> None:
    path, batches = small_log(tmp_path / "original")
    data = path.read_bytes()
    starts = [data.index(b) for _, b in batches]
    last = len(batches) - 1
    copy = tmp_path / "copy" / "log"
    copy.parent.mkdir()
    for position in range(len(data)):
        damaged = bytearray(data)
        damaged[position] ^= 0xFF
        copy.write_bytes(bytes(damaged))
        log = PartitionLog(copy)
        hit = max(i for i, start in enumerate(starts) if start <= position)
        within = position - starts[hit]
        loaded = [(h.base_offset, b) for h, b in log.batches()]
        others = [batch for i, batch in enumerate(batches) if i != hit]
        assert [b for b in loaded if b in others] == others, position
        if 8 <= within < 12 or within >= 16:  # length, magic, CRC and everything it covers
            assert len(loaded) == len(others), position
            if hit == last and within < 12 and copy.stat().st_size < len(data):
                # A length running past the end of the file reads as a torn write: cut.
                assert copy.read_bytes() == data[: starts[last]], position
                continue
            assert [(d.start, d.end) for d in log.damaged] == [
                (starts[hit], starts[hit] + len(batches[hit][1]))
            ], position
        else:  # base offset or leader epoch: outside the CRC, so the batch may still load
            assert len(loaded) in (len(others), len(batches)), position
        assert copy.stat().st_size == len(data), position
        if hit != last:
            assert log.high_watermark == batches[-1][0] + 2, position


def test_a_replay_keeps_every_commit_of_intact_batches(tmp_path: Path) -> None:
    path, batches = small_log(tmp_path / "original" / "topics")
    data = path.read_bytes()
    starts = [data.index(b) for _, b in batches]
    commits = [
        {(f"g{i}", "orders", p): i * 10 + p for p in range(i % 2 + 1)} for i in range(len(batches))
    ]
    for position in range(len(data)):
        directory = tmp_path / f"at-{position}"
        shutil.copytree(tmp_path / "original", directory)
        target = directory / "topics" / path.relative_to(tmp_path / "original" / "topics")
        damaged = bytearray(data)
        damaged[position] ^= 0x5A
        target.write_bytes(bytes(damaged))
        again = GroupCoordinator(
            GroupSettings(offsets_topic_partitions=1), TopicStore(directory / "topics")
        )
        hit = max(i for i, start in enumerate(starts) if start <= position)
        found = {
            (g, t, p): c.offset
            for g in again.store.offsets.groups()
            for (t, p), c in again.store.offsets.group_offsets(g).items()
        }
        for index, expected in enumerate(commits):
            if index != hit:
                assert expected.items() <= found.items(), position
        shutil.rmtree(directory)


def test_only_a_torn_last_batch_is_cut(tmp_path: Path) -> None:
    path, batches = small_log(tmp_path)
    whole = path.read_bytes()
    extra = build_batch([Record(0, START_WALL, b"k", b"v")])
    path.write_bytes(whole + extra[:-5])  # a crash while the fifth batch was written
    log = PartitionLog(path)
    assert path.read_bytes() == whole
    assert [(h.base_offset, b) for h, b in log.batches()] == batches
    assert not log.damaged


# ----------------------------------------------------------------------------- compaction


writes = st.lists(
    st.tuples(st.sampled_from([b"a", b"b", b"c", b"d"]), st.none() | st.binary(max_size=4)),
    min_size=1,
    max_size=40,
)


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(writes, st.integers(1, 5), st.booleans())
def test_compaction_keeps_the_latest_record_of_each_key(
    records: list[tuple[bytes, bytes | None]], per_batch: int, tombstones_are_old: bool
) -> None:
    with tempfile.TemporaryDirectory() as directory:
        log = PartitionLog(Path(directory) / "log")
        originals = []
        for start in range(0, len(records), per_batch):
            chunk = records[start : start + per_batch]
            batch = build_batch(
                [Record(i, START_WALL, key, value) for i, (key, value) in enumerate(chunk)]
            )
            log.append(split_batches(batch), START_WALL)
            originals.append((start, start + len(chunk) - 1))
        stored = {h.base_offset: b for h, b in log.batches()}
        latest = {key: offset for offset, (key, _) in enumerate(records)}
        survivors = [
            (offset, key, value)
            for offset, (key, value) in enumerate(records)
            if latest[key] == offset and (value is not None or not tombstones_are_old)
        ]
        now = START_WALL + (TOMBSTONE_RETENTION_MS + 1 if tombstones_are_old else 0)
        done = compact(log, now, TOMBSTONE_RETENTION_MS)
        kept = [
            (record.offset, record.key, record.value)
            for header, batch in log.batches()
            for record in read_records(batch, header)
        ]
        assert kept == survivors
        assert (done.records_before, done.records_after) == (len(records), len(survivors))
        assert log.high_watermark == len(records)
        after = {h.base_offset: (h.last_offset, b) for h, b in log.batches()}
        for first, final in originals:
            inside = [offset for offset, _, _ in survivors if first <= offset <= final]
            if len(inside) == final - first + 1:  # lost nothing: kept byte for byte
                assert after[first] == (final, stored[first])
            elif inside:  # rewritten from its first survivor, keeping its last offset
                assert after[inside[0]][0] == final
            else:
                assert not any(first <= base <= final for base in after)
        reopened = PartitionLog(Path(directory) / "log")
        assert [b for _, b in reopened.batches()] == [b for _, b in log.batches()]
        assert not reopened.damaged


def test_compaction_runs_once_enough_was_appended_and_at_load(tmp_path: Path) -> None:
    settings_ = GroupSettings(offsets_topic_partitions=1, offsets_compaction_min_records=10)
    clocks = Clocks()
    coord = coordinator(tmp_path, clocks, settings_)
    # The first commit writes the group's record and two offsets, each later one two offsets:
    # after the fifth, 11 records were appended, at least the 10 that start a compaction.
    for offset in range(4):
        commit(coord, SIMPLE, {("audit", 0): offset, ("audit", 1): offset})
    assert coord.store.journal.compactions == []
    for offset in range(4, 9):
        commit(coord, SIMPLE, {("audit", 0): offset, ("audit", 1): offset})
    [(partition, first)] = coord.store.journal.compactions
    assert (partition, first.records_before, first.records_after) == (0, 11, 3)
    for offset in range(9, 20):
        commit(coord, SIMPLE, {("audit", 0): offset})
    log = coord.store.topics.partition(OFFSETS_TOPIC, 0)
    assert log is not None
    size = sum(h.record_count for h, _ in log.batches())
    assert size <= 2 * 10 + 3
    again = coordinator(tmp_path, clocks, settings_)
    assert again.store.offsets.fetch(SIMPLE, "audit", 0) == CommittedOffset(
        19, 4, "audit-0", START_WALL
    )
    assert again.store.offsets.fetch(SIMPLE, "audit", 1) == CommittedOffset(
        8, 4, "audit-1", START_WALL
    )
    many = coordinator(tmp_path, clocks, GroupSettings(offsets_topic_partitions=1))
    for offset in range(30):
        commit(many, SIMPLE, {("audit", 0): offset})
    loaded = coordinator(tmp_path, clocks, settings_)  # 30 stale records > 10: compacted at load
    assert [c.records_after for _, c in loaded.store.journal.compactions] == [3]
    assert loaded.store.offsets.fetch(SIMPLE, "audit", 0) == CommittedOffset(
        29, 4, "audit-0", START_WALL
    )


# ----------------------------------------------------------------------------- the topic


def broker(**overrides: Any) -> Any:
    from kgroup_proto.coordinator.server import Broker

    config = BrokerConfig(port=0, topics=(TopicConfig("orders", 2),), **overrides)
    return Broker(config)


def test_metadata_reports_the_topic_as_internal_and_never_auto_creates_it() -> None:
    server = broker(auto_create_topics=False, default_partitions=3)
    apis = server.apis
    every = apis.metadata(MetadataRequest(topics=None), 12)
    assert [t.name for t in every.topics] == ["orders"]  # created only when first needed
    named = apis.metadata(
        MetadataRequest(
            topics=[MetadataRequestTopic(name=OFFSETS_TOPIC)], allow_auto_topic_creation=False
        ),
        12,
    )
    [topic] = named.topics
    assert (topic.error_code, topic.is_internal, len(topic.partitions)) == (0, True, 50)
    every = apis.metadata(MetadataRequest(topics=None), 12)
    flags = {t.name: (t.is_internal, len(t.partitions)) for t in every.topics}
    assert flags == {"orders": (False, 2), OFFSETS_TOPIC: (True, 50)}
    unknown = apis.metadata(MetadataRequest(topics=[MetadataRequestTopic(name="__other")]), 12)
    assert unknown.topics[0].error_code == ErrorCode.UNKNOWN_TOPIC_OR_PARTITION


def test_find_coordinator_creates_the_topic_and_clients_cannot_produce_to_it() -> None:
    server = broker(groups=GroupSettings(offsets_topic_partitions=3))
    assert OFFSETS_TOPIC not in server.topics.topics
    server.apis.find_coordinator(FindCoordinatorRequest(key="g", key_type=0), 3)
    assert len(server.topics.topics[OFFSETS_TOPIC].partitions) == 3
    produced = server.apis.produce(
        ProduceRequest(
            acks=-1,
            timeout_ms=1000,
            topic_data=[
                TopicProduceData(
                    name=OFFSETS_TOPIC,
                    partition_data=[
                        PartitionProduceData(
                            index=0, records=build_batch([Record(0, 1, b"k", b"v")])
                        )
                    ],
                )
            ],
        )
    )
    part = produced.responses[0].partition_responses[0]
    assert part.error_code == ErrorCode.INVALID_TOPIC_EXCEPTION
    assert server.topics.partition(OFFSETS_TOPIC, 0).high_watermark == 0  # type: ignore[union-attr]


def test_an_existing_topic_keeps_its_partition_count(tmp_path: Path) -> None:
    clocks = Clocks()
    first = coordinator(tmp_path, clocks)
    commit(first, SIMPLE, {("audit", 0): 12})
    wider = GroupSettings(offsets_topic_partitions=50)
    again = coordinator(tmp_path, clocks, wider)
    assert len(again.store.topics.topics[OFFSETS_TOPIC].partitions) == 7
    assert again.store.journal.partition_for(SIMPLE) == PARTITION_OF[SIMPLE]
    assert again.store.offsets.fetch(SIMPLE, "audit", 0) is not None


def test_a_creation_cut_short_by_a_crash_is_finished_at_the_next_start(tmp_path: Path) -> None:
    clocks = Clocks()
    partial = TopicStore(tmp_path)
    partial.create(OFFSETS_TOPIC, 3)  # killed after three of the seven partitions
    again = coordinator(tmp_path, clocks)
    assert len(again.store.topics.topics[OFFSETS_TOPIC].partitions) == 7
    assert commit(again, SIMPLE, {("audit", 0): 12}) == [0]
    log = again.store.topics.partition(OFFSETS_TOPIC, PARTITION_OF[SIMPLE])
    assert log is not None and log.high_watermark == 2  # the group's record and the commit
    # Once a record is written the count is the topic's for good.
    wider = GroupSettings(offsets_topic_partitions=9)
    assert (
        len(coordinator(tmp_path, clocks, wider).store.topics.topics[OFFSETS_TOPIC].partitions) == 7
    )


def test_the_old_offsets_file_is_moved_into_the_topic(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    from kgroup_proto.messages.offset_commit_key import OffsetCommitKey
    from kgroup_proto.messages.offset_commit_value import OffsetCommitValue

    def entry(group: str, partition: int, offset: int | None) -> bytes:
        key = OffsetCommitKey(group=group, topic="orders", partition=partition).encode_versioned(1)
        out = struct.pack(">i", len(key)) + key
        if offset is None:
            return out + struct.pack(">i", -1)
        value = OffsetCommitValue(offset=offset, leader_epoch=2, metadata="m", commit_timestamp=9)
        data = value.encode_versioned(3)
        return out + struct.pack(">i", len(data)) + data

    tmp_path.mkdir(exist_ok=True)
    legacy = tmp_path / "consumer-offsets.log"
    legacy.write_bytes(
        entry("old", 0, 5)
        + entry("old", 1, 6)
        + entry("old", 1, None)
        + entry("old", 0, 8)
        + b"\0\0"
    )
    server = broker(data_dir=tmp_path)
    assert not legacy.exists()
    assert "moved 1 committed offset(s)" in caplog.text
    assert server.coordinator.store.offsets.group_offsets("old") == {
        ("orders", 0): CommittedOffset(8, 2, "m", 9)
    }
    again = broker(data_dir=tmp_path)
    assert again.coordinator.store.offsets.fetch("old", "orders", 0) == CommittedOffset(
        8, 2, "m", 9
    )


# ----------------------------------------------------------------------------- stateful


class JournalMachine(RuleBasedStateMachine):
    """Commits, deletions, expiry, compaction and restarts in any order; after every step a
    fresh replay of the topic holds exactly what the coordinator holds."""

    def __init__(self) -> None:
        super().__init__()
        self.directory = tempfile.TemporaryDirectory()
        self.clocks = Clocks()
        self.settings = GroupSettings(
            offsets_topic_partitions=3,
            offsets_retention_ms=10_000,
            offsets_compaction_min_records=8,
        )
        self.coord = coordinator(Path(self.directory.name), self.clocks, self.settings)
        self.model: dict[tuple[str, str, int], int] = {}

    groups = st.sampled_from(["g-a", "g-b", "g-c", "g-d"])
    partitions = st.sampled_from([("orders", 0), ("orders", 1), ("audit", 0)])

    @rule(group=groups, tp=partitions, offset=st.integers(0, 10**6))
    def commit(self, group: str, tp: tuple[str, int], offset: int) -> None:
        assert commit(self.coord, group, {tp: offset}) == [0]
        self.model[(group, *tp)] = offset

    @rule(group=groups, tp=partitions)
    def delete_offset(self, group: str, tp: tuple[str, int]) -> None:
        request = OffsetDeleteRequest(
            group_id=group,
            topics=[
                OffsetDeleteRequestTopic(
                    name=tp[0], partitions=[OffsetDeleteRequestPartition(partition_index=tp[1])]
                )
            ],
        )
        response = self.coord.offset_apis.offset_delete(request, caller(0))
        known = any(g == group for g, _, _ in self.model)
        expected = ErrorCode.NONE if known else ErrorCode.GROUP_ID_NOT_FOUND
        assert response.error_code == expected
        self.model.pop((group, *tp), None)

    @rule(group=groups)
    def delete_group(self, group: str) -> None:
        response = self.coord.admin_apis.delete_groups(
            DeleteGroupsRequest(groups_names=[group]), caller(2)
        )
        known = any(g == group for g, _, _ in self.model)
        assert response.results[0].error_code == (
            ErrorCode.NONE if known else ErrorCode.GROUP_ID_NOT_FOUND
        )
        self.model = {k: v for k, v in self.model.items() if k[0] != group}

    @rule(ms=st.integers(0, 12_000))
    def time_passes_and_offsets_expire(self, ms: int) -> None:
        self.clocks.advance(ms)
        self.coord.timers.cleanup(self.clocks.wall)
        # A group that only stores offsets loses each one retention after its commit.
        kept = {
            (g, t, p): c
            for g in self.coord.store.offsets.groups()
            for (t, p), c in self.coord.store.offsets.group_offsets(g).items()
        }
        for key in list(self.model):
            if key not in kept:
                del self.model[key]
        for committed in kept.values():
            assert self.clocks.wall - committed.commit_timestamp < 10_000

    @rule(partition=st.integers(0, 2))
    def compact(self, partition: int) -> None:
        self.coord.store.journal.compact(partition)

    @rule()
    def restart(self) -> None:
        self.coord = coordinator(Path(self.directory.name), self.clocks, self.settings)

    @invariant()
    def a_replay_holds_what_the_coordinator_holds(self) -> None:
        held = {
            (g, t, p): c.offset
            for g in self.coord.store.offsets.groups()
            for (t, p), c in self.coord.store.offsets.group_offsets(g).items()
        }
        assert held == self.model
        replayed = coordinator(Path(self.directory.name), self.clocks, self.settings)
        assert {
            g: replayed.store.offsets.group_offsets(g) for g in replayed.store.offsets.groups()
        } == {
            g: self.coord.store.offsets.group_offsets(g) for g in self.coord.store.offsets.groups()
        }
        assert set(replayed.store.classic) == set(self.coord.store.classic)

    def teardown(self) -> None:
        self.directory.cleanup()


TestJournalMachine = JournalMachine.TestCase
TestJournalMachine.settings = settings(
    max_examples=25, stateful_step_count=25, deadline=None, suppress_health_check=list(HealthCheck)
)
