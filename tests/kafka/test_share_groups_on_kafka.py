"""The same ShareGroupHeartbeat sequence sent to Kafka 4.4 and to the package's broker.

Two members join a share group on a topic of two partitions, a third joins (members then
outnumber partitions) and leaves, then the second leaves; on the way
the sequence probes the errors (a wrong epoch, an unknown member, invalid requests, the group
id used by the other kinds of group) and what ListGroups, DescribeGroups, ShareGroupDescribe
and DeleteGroups answer. Both brokers' answers are reduced to what must match: error codes,
how the epochs move, the assignments' shapes (how many partitions each member has and whether
every partition is covered). The differences that remain are listed in docs/coordinator.md.
"""

from __future__ import annotations

import asyncio
import uuid
from typing import Any

from kgroup_proto.client.connection import BrokerConnection
from kgroup_proto.coordinator.config import TopicConfig
from kgroup_proto.error_codes import ErrorCode
from kgroup_proto.messages import create_topics_request as ct
from kgroup_proto.messages import share_group_heartbeat_response as shr
from kgroup_proto.messages.consumer_group_heartbeat_request import ConsumerGroupHeartbeatRequest
from kgroup_proto.messages.delete_groups_request import DeleteGroupsRequest
from kgroup_proto.messages.describe_groups_request import DescribeGroupsRequest
from kgroup_proto.messages.find_coordinator_request import FindCoordinatorRequest
from kgroup_proto.messages.join_group_request import JoinGroupRequest, JoinGroupRequestProtocol
from kgroup_proto.messages.list_groups_request import ListGroupsRequest
from kgroup_proto.messages.metadata_request import MetadataRequest, MetadataRequestTopic
from kgroup_proto.messages.offset_commit_request import (
    OffsetCommitRequest,
    OffsetCommitRequestPartition,
    OffsetCommitRequestTopic,
)
from kgroup_proto.messages.share_group_describe_request import ShareGroupDescribeRequest
from kgroup_proto.messages.share_group_heartbeat_request import ShareGroupHeartbeatRequest
from tests.apache_kafka import KafkaNode
from tests.coordinator_harness import running_broker

TOPIC = "share-compared"
GROUP = "share-compared-group"
PARTITIONS = 2
#: Answers a client retries: the coordinator is being created, loaded or moved.
COORDINATOR_MOVING = frozenset(
    {
        ErrorCode.COORDINATOR_LOAD_IN_PROGRESS,
        ErrorCode.COORDINATOR_NOT_AVAILABLE,
        ErrorCode.NOT_COORDINATOR,
    }
)


def _shape(assignment: shr.Assignment | None) -> list[int] | None:
    """The partitions of the topic in an assignment (None: none sent)."""
    if assignment is None:
        return None
    return sorted(p for tp in assignment.topic_partitions for p in tp.partitions)


class Session:
    """One connection sending the sequence; ``seen`` collects what is compared."""

    def __init__(self, connection: BrokerConnection) -> None:
        self.connection = connection
        self.seen: list[tuple[str, Any]] = []

    async def beat(
        self, member: str, epoch: int, topics: list[str] | None = None
    ) -> shr.ShareGroupHeartbeatResponse:
        body = ShareGroupHeartbeatRequest(
            group_id=GROUP, member_id=member, member_epoch=epoch, subscribed_topic_names=topics
        )
        for _ in range(50):
            answer = await self.connection.request(body, 1)
            assert isinstance(answer, shr.ShareGroupHeartbeatResponse)
            if answer.error_code not in COORDINATOR_MOVING:
                return answer
            await asyncio.sleep(0.2)  # Kafka's coordinator is still loading the group's partition
        raise AssertionError(f"no coordinator for {GROUP}")

    async def settle(
        self, members: dict[str, int], held: dict[str, list[int]]
    ) -> dict[str, list[int]]:
        """Heartbeat every member until the group has settled: its target computed for its
        epoch, every member at that epoch, every partition covered.

        Kafka computes a target some time after the epoch moves, and hands out a share
        partition only once its share state is initialized; the package's broker does both at
        once.
        """
        for _ in range(60):
            for member in members:
                # A member still at epoch 0 has not joined yet: it sends the full request.
                epoch = members[member]
                answer = await self.beat(member, epoch, [TOPIC] if epoch == 0 else None)
                assert answer.error_code == ErrorCode.NONE, answer
                members[member] = answer.member_epoch
                if answer.assignment is not None:
                    held[member] = _shape(answer.assignment) or []
            described = await self.connection.request(
                ShareGroupDescribeRequest(group_ids=[GROUP]), 1
            )
            group = described.groups[0]  # type: ignore[attr-defined]
            covered = {p for parts in held.values() for p in parts}
            if (
                group.group_epoch == group.assignment_epoch
                and all(e == group.group_epoch for e in members.values())
                and covered == set(range(PARTITIONS))
                and all(held.get(m) for m in members)
            ):
                return held
            await asyncio.sleep(0.5)
        raise AssertionError(f"the group did not settle: {held}")

    async def run(self) -> None:
        seen = self.seen
        await self.connection.request(
            ct.CreateTopicsRequest(
                topics=[
                    ct.CreatableTopic(name=TOPIC, num_partitions=PARTITIONS, replication_factor=1)
                ],
                timeout_ms=10_000,
            ),
            5,
        )
        for _ in range(50):
            metadata = await self.connection.request(
                MetadataRequest(topics=[MetadataRequestTopic(name=TOPIC)]), 12
            )
            if metadata.topics[0].error_code == 0:  # type: ignore[attr-defined]
                break
            await asyncio.sleep(0.2)
        # FindCoordinator for the share group (key type 0, as any group) creates the offsets
        # topic on Kafka; its answer is the same broker on both.
        for _ in range(50):
            found = await self.connection.request(
                FindCoordinatorRequest(key_type=0, coordinator_keys=[GROUP]), 6
            )
            code = found.coordinators[0].error_code  # type: ignore[attr-defined]
            if code not in COORDINATOR_MOVING:
                break
            await asyncio.sleep(0.2)
        seen.append(("FindCoordinator", code))
        a, b = str(uuid.uuid4()), str(uuid.uuid4())
        # Invalid requests.
        for label, member, epoch, topics in [
            ("empty member id", "", 0, [TOPIC]),
            ("no subscription at join", a, 0, None),
            ("epoch -2", a, -2, None),
            ("unknown group, epoch 1", a, 1, None),
        ]:
            answer = await self.beat(member, epoch, topics)
            seen.append((label, answer.error_code))
        # A joins.
        joined = await self.beat(a, 0, [TOPIC])
        seen.append(("A joins", joined.error_code))
        seen.append(("A joins: interval given", joined.heartbeat_interval_ms > 0))
        seen.append(("A joins: assignment sent", joined.assignment is not None))
        epochs = {a: joined.member_epoch}
        held = await self.settle(epochs, {a: _shape(joined.assignment) or []})
        seen.append(("A alone", sorted(held[a])))
        first = epochs[a]
        # B joins: a new group epoch, the partitions are split.
        joined_b = await self.beat(b, 0, [TOPIC])
        seen.append(("B joins", joined_b.error_code))
        epochs[b] = joined_b.member_epoch
        held = await self.settle(epochs, {a: held[a], b: _shape(joined_b.assignment) or []})
        seen.append(("A and B: partitions each", sorted(len(p) for p in held.values())))
        seen.append(("B's epoch after A's first", epochs[b] > first))
        seen.append(("A and B: disjoint", not set(held[a]) & set(held[b])))
        seen.append(("A moved to B's epoch", epochs[a] == epochs[b]))
        # A third member on two partitions: members outnumber partitions, which are shared.
        c = str(uuid.uuid4())
        joined_c = await self.beat(c, 0, [TOPIC])
        seen.append(("C joins", joined_c.error_code))
        epochs[c] = joined_c.member_epoch
        held = await self.settle(epochs, {**held, c: _shape(joined_c.assignment) or []})
        seen.append(("A, B and C: partitions each", sorted(len(p) for p in held.values())))
        sharers = sorted(sum(p in parts for parts in held.values()) for p in range(PARTITIONS))
        seen.append(("A, B and C: members per partition", sharers))
        left_c = await self.beat(c, -1)
        seen.append(("C leaves", (left_c.error_code, left_c.member_epoch)))
        del epochs[c], held[c]
        held = await self.settle(epochs, held)
        seen.append(("A and B again: partitions each", sorted(len(p) for p in held.values())))
        # Errors of a member of the group.
        fenced = await self.beat(a, epochs[a] + 5)
        seen.append(("A with a future epoch", fenced.error_code))
        unknown = await self.beat(str(uuid.uuid4()), 1)
        seen.append(("unknown member", unknown.error_code))
        # What the admin APIs say of the group.
        listed = await self.connection.request(ListGroupsRequest(types_filter=["share"]), 5)
        rows = [(g.group_state, g.group_type) for g in listed.groups if g.group_id == GROUP]  # type: ignore[attr-defined]
        seen.append(("ListGroups share", rows))
        described = await self.connection.request(ShareGroupDescribeRequest(group_ids=[GROUP]), 1)
        group = described.groups[0]  # type: ignore[attr-defined]
        seen.append(
            (
                "ShareGroupDescribe",
                (
                    group.error_code,
                    group.group_state,
                    group.group_epoch == group.assignment_epoch == epochs[a],
                    len(group.members),
                    group.assignor_name,
                ),
            )
        )
        classic = await self.connection.request(DescribeGroupsRequest(groups=[GROUP]), 6)
        seen.append(("DescribeGroups", classic.groups[0].error_code))  # type: ignore[attr-defined]
        consumer = await self.connection.request(
            ConsumerGroupHeartbeatRequest(
                group_id=GROUP,
                member_id=str(uuid.uuid4()),
                member_epoch=0,
                rebalance_timeout_ms=30_000,
                subscribed_topic_names=[TOPIC],
                topic_partitions=[],
            ),
            1,
        )
        seen.append(("ConsumerGroupHeartbeat on it", consumer.error_code))  # type: ignore[attr-defined]
        join = await self.connection.request(
            JoinGroupRequest(
                group_id=GROUP,
                session_timeout_ms=10_000,
                rebalance_timeout_ms=10_000,
                member_id="",
                protocol_type="consumer",
                protocols=[JoinGroupRequestProtocol(name="range", metadata=b"")],
            ),
            9,
        )
        seen.append(("JoinGroup on it", join.error_code))  # type: ignore[attr-defined]
        commit = await self.connection.request(
            OffsetCommitRequest(
                group_id=GROUP,
                topics=[
                    OffsetCommitRequestTopic(
                        name=TOPIC,
                        partitions=[
                            OffsetCommitRequestPartition(partition_index=0, committed_offset=1)
                        ],
                    )
                ],
            ),
            9,
        )
        seen.append(("OffsetCommit on it", commit.topics[0].partitions[0].error_code))  # type: ignore[attr-defined]
        busy = await self.connection.request(DeleteGroupsRequest(groups_names=[GROUP]), 2)
        seen.append(("DeleteGroups while members", busy.results[0].error_code))  # type: ignore[attr-defined]
        # B leaves: A gets every partition back in a newer epoch.
        left = await self.beat(b, -1)
        seen.append(("B leaves", (left.error_code, left.member_epoch)))
        before = epochs.pop(b)
        held = await self.settle(epochs, {a: held[a]})
        seen.append(("A after B left", (sorted(held[a]), epochs[a] > before)))
        gone = await self.beat(b, before)
        seen.append(("B after leaving", gone.error_code))
        # A leaves: the group is empty and may be deleted.
        left = await self.beat(a, -1)
        seen.append(("A leaves", (left.error_code, left.member_epoch)))
        listed = await self.connection.request(ListGroupsRequest(types_filter=["share"]), 5)
        rows = [(g.group_state, g.group_type) for g in listed.groups if g.group_id == GROUP]  # type: ignore[attr-defined]
        seen.append(("ListGroups share, empty", rows))
        deleted = await self.connection.request(DeleteGroupsRequest(groups_names=[GROUP]), 2)
        seen.append(("DeleteGroups", deleted.results[0].error_code))  # type: ignore[attr-defined]


async def _run(host: str, port: int) -> list[tuple[str, Any]]:
    connection = await BrokerConnection.connect(host, port)
    try:
        session = Session(connection)
        await session.run()
        return session.seen
    finally:
        await connection.close()


def test_a_share_group_sequence_answers_as_on_kafka(kafka: KafkaNode) -> None:
    host, port = kafka.bootstrap.rsplit(":", 1)
    on_kafka = asyncio.run(_run(host, int(port)))
    with running_broker(TopicConfig("unused", 1)) as broker:
        ours = asyncio.run(_run(broker.broker.host, broker.broker.port))
    assert [label for label, _ in ours] == [label for label, _ in on_kafka]
    differing = [
        (label, theirs, mine)
        for (label, theirs), (_, mine) in zip(on_kafka, ours, strict=True)
        if theirs != mine
    ]
    assert not differing, "\n".join(f"{x}: Kafka {y!r}, ours {z!r}" for x, y, z in differing)
    # What both answered, against Kafka's rules as documented in KIP-932.
    answers = dict(on_kafka)
    assert answers["A and B: partitions each"] == [1, 1]
    # Kafka's rule: ceil(3 / 2) = 2 members per partition, 4 places over 3 members.
    assert answers["A, B and C: partitions each"] == [1, 1, 2]
    assert answers["A, B and C: members per partition"] == [2, 2]
    assert answers["A and B again: partitions each"] == [1, 1]
    assert answers["A with a future epoch"] == ErrorCode.FENCED_MEMBER_EPOCH
    assert answers["ListGroups share"] == [("Stable", "share")]
    assert answers["ListGroups share, empty"] == [("Empty", "share")]
    assert answers["DeleteGroups"] == ErrorCode.NONE
    assert answers["unknown group, epoch 1"] == ErrorCode.GROUP_ID_NOT_FOUND
    assert answers["JoinGroup on it"] == ErrorCode.INCONSISTENT_GROUP_PROTOCOL
    assert answers["ConsumerGroupHeartbeat on it"] == ErrorCode.GROUP_ID_NOT_FOUND
