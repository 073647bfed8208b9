"""The classic member state machine, driven without sockets by hand-built responses.

Expected behaviour comes from what Kafka's Java consumer does (AbstractCoordinator,
ConsumerCoordinator, Heartbeat) and, where it says so, from librdkafka (rdkafka_cgrp.c).
"""

from __future__ import annotations

import itertools
from collections.abc import Iterable, Mapping, Sequence

import pytest
from hypothesis import HealthCheck, event, settings
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, initialize, invariant, precondition, rule

from kgroup_proto.consumer_protocol import (
    decode_assignment,
    decode_subscription,
    encode_assignment,
    encode_subscription,
)
from kgroup_proto.error_codes import ErrorCode
from kgroup_proto.group.assignors import MemberAssignment, Subscription
from kgroup_proto.group.classic import (
    ERROR_REACTIONS,
    ClassicApi,
    ClassicMember,
    Phase,
    rebalance_protocol,
)
from kgroup_proto.group.config import ClassicConfig
from kgroup_proto.group.events import (
    CommitCompleted,
    MemberFailed,
    MemberJoined,
    MemberLeft,
    OffsetAndMetadata,
    OffsetsFetched,
    Output,
    PartitionsAssigned,
    PartitionsLost,
    PartitionsRevoked,
    RebalanceProtocol,
    SendRequest,
    TopicPartition,
)
from kgroup_proto.messages import (
    find_coordinator_response,
    heartbeat_response,
    join_group_response,
    leave_group_response,
    metadata_response,
    offset_commit_response,
    offset_fetch_response,
    sync_group_response,
)
from kgroup_proto.messages.consumer_protocol_assignment import ConsumerProtocolAssignment
from kgroup_proto.messages.consumer_protocol_assignment import TopicPartition as AssignedTopic
from kgroup_proto.messages.consumer_protocol_subscription import ConsumerProtocolSubscription
from kgroup_proto.messages.consumer_protocol_subscription import TopicPartition as OwnedTopic
from kgroup_proto.messages.find_coordinator_request import FindCoordinatorRequest
from kgroup_proto.messages.heartbeat_request import HeartbeatRequest
from kgroup_proto.messages.join_group_request import JoinGroupRequest
from kgroup_proto.messages.leave_group_request import LeaveGroupRequest
from kgroup_proto.messages.metadata_request import MetadataRequest
from kgroup_proto.messages.offset_commit_request import OffsetCommitRequest
from kgroup_proto.messages.offset_fetch_request import OffsetFetchRequest
from kgroup_proto.messages.sync_group_request import SyncGroupRequest
from kgroup_proto.protocol.models import Node
from kgroup_proto.runtime import Struct

#: What a Kafka 4.0 broker announces for the APIs a classic member uses.
KAFKA_4 = {
    3: range(0, 14),
    8: range(2, 10),
    9: range(1, 10),
    10: range(0, 7),
    11: range(2, 10),
    12: range(0, 5),
    13: range(0, 6),
    14: range(0, 6),
}
#: A Kafka 2.2 broker: JoinGroup v4 (member ids required), no static membership, no reasons.
KAFKA_2_2 = {
    3: range(0, 8),
    8: range(0, 7),
    9: range(0, 6),
    10: range(0, 3),
    11: range(0, 5),
    12: range(0, 3),
    13: range(0, 3),
    14: range(0, 3),
}
COORDINATOR = Node(7, "broker-7", 9092)
GROUP = "orders-app"
SESSION, INTERVAL, REBALANCE, BACKOFF = 10_000, 1_000, 60_000, 100


# ----------------------------------------------------------------------------- assignors


class Fake:
    """A small assignor: partitions in (topic, partition) order dealt round robin to the
    members subscribed to their topic, in member id order; or, when ``plan`` is set, exactly
    that. It records what it was given."""

    def __init__(self, name: str, protocols: tuple[RebalanceProtocol, ...]) -> None:
        self.name = name
        self.protocols = protocols
        self.plan: dict[str, frozenset[TopicPartition]] | None = None
        self.calls: list[tuple[dict[str, int], dict[str, Subscription]]] = []
        self.received: list[tuple[MemberAssignment, int]] = []

    def subscription_user_data(
        self, topics: Iterable[str], owned: frozenset[TopicPartition], generation: int
    ) -> bytes | None:
        return f"{self.name}:{generation}".encode()

    def assign(
        self, partitions_per_topic: Mapping[str, int], subscriptions: Mapping[str, Subscription]
    ) -> dict[str, MemberAssignment]:
        self.calls.append((dict(partitions_per_topic), dict(subscriptions)))
        if self.plan is not None:
            return {m: MemberAssignment(p) for m, p in self.plan.items()}
        result: dict[str, set[TopicPartition]] = {m: set() for m in subscriptions}
        turn = 0
        for topic in sorted(partitions_per_topic):
            takers = sorted(m for m, s in subscriptions.items() if topic in s.topics)
            for partition in range(partitions_per_topic[topic]):
                if takers:
                    result[takers[turn % len(takers)]].add((topic, partition))
                    turn += 1
        return {m: MemberAssignment(frozenset(p)) for m, p in result.items()}

    def on_assignment(self, assignment: MemberAssignment, generation: int) -> None:
        self.received.append((assignment, generation))


def eager() -> Fake:
    return Fake("deal", (RebalanceProtocol.EAGER,))


def cooperative() -> Fake:
    return Fake("coop", (RebalanceProtocol.COOPERATIVE, RebalanceProtocol.EAGER))


def config(**overrides: object) -> ClassicConfig:
    fields: dict[str, object] = {
        "group_id": GROUP,
        "session_timeout_ms": SESSION,
        "heartbeat_interval_ms": INTERVAL,
        "rebalance_timeout_ms": REBALANCE,
        "retry_backoff_ms": BACKOFF,
        "retry_backoff_max_ms": 1_000,
        "metadata_max_age_ms": 30_000,
    }
    fields.update(overrides)
    return ClassicConfig(**fields)  # type: ignore[arg-type]


# ----------------------------------------------------------------------------- helpers


def sends(outputs: Sequence[Output]) -> list[SendRequest]:
    found = [o for o in outputs if isinstance(o, SendRequest)]
    for send in found:
        send.body.encode(send.version)  # every body fits the version it goes out in
    return found


def notes(outputs: Sequence[Output]) -> list[Output]:
    return [o for o in outputs if not isinstance(o, SendRequest)]


def of_kind(outputs: Sequence[Output], kind: type[Struct]) -> list[SendRequest]:
    return [s for s in sends(outputs) if isinstance(s.body, kind)]


def only(outputs: Sequence[Output], kind: type[Struct]) -> SendRequest:
    matching = of_kind(outputs, kind)
    assert len(matching) == 1, f"expected one {kind.__name__}, got {outputs}"
    return matching[0]


def join_body(send: SendRequest) -> JoinGroupRequest:
    assert isinstance(send.body, JoinGroupRequest)
    return send.body


def subscription_in(send: SendRequest, index: int = 0) -> ConsumerProtocolSubscription:
    data = join_body(send).protocols[index].metadata
    assert data[:2] == b"\x00\x03"  # consumer protocol v3, as Java writes it
    decoded = decode_subscription(data)
    assert decoded is not None
    return decoded


def owned_in(send: SendRequest) -> set[TopicPartition]:
    return {(tp.topic, p) for tp in subscription_in(send).owned_partitions for p in tp.partitions}


def coordinator_found(
    node: Node = COORDINATOR, version: int = 4
) -> find_coordinator_response.FindCoordinatorResponse:
    """A found coordinator, in the batched form from v4 on and the single one before."""
    if version < 4:
        return find_coordinator_response.FindCoordinatorResponse(
            node_id=node.node_id, host=node.host, port=node.port
        )
    return find_coordinator_response.FindCoordinatorResponse(
        coordinators=[
            find_coordinator_response.Coordinator(
                key=GROUP, node_id=node.node_id, host=node.host, port=node.port
            )
        ]
    )


def lookup_error(
    code: ErrorCode, version: int = 4
) -> find_coordinator_response.FindCoordinatorResponse:
    if version < 4:
        return find_coordinator_response.FindCoordinatorResponse(error_code=code)
    return find_coordinator_response.FindCoordinatorResponse(
        coordinators=[find_coordinator_response.Coordinator(key=GROUP, error_code=code)]
    )


def subscription_bytes(
    topics: Sequence[str], owned: Iterable[TopicPartition] = (), generation: int = -1
) -> bytes:
    by_topic: dict[str, list[int]] = {}
    for topic, partition in sorted(owned):
        by_topic.setdefault(topic, []).append(partition)
    return encode_subscription(
        ConsumerProtocolSubscription(
            topics=list(topics),
            owned_partitions=[OwnedTopic(topic=t, partitions=p) for t, p in by_topic.items()],
            generation_id=generation,
        ),
        3,
    )


def joined(
    generation: int,
    member_id: str = "m-1",
    *,
    protocol: str = "deal",
    leader: str = "m-0",
    members: Mapping[str, bytes] | None = None,
    skip_assignment: bool = False,
) -> join_group_response.JoinGroupResponse:
    return join_group_response.JoinGroupResponse(
        generation_id=generation,
        protocol_type="consumer",
        protocol_name=protocol,
        leader=leader,
        skip_assignment=skip_assignment,
        member_id=member_id,
        members=[
            join_group_response.JoinGroupResponseMember(member_id=m, metadata=d)
            for m, d in (members or {}).items()
        ],
    )


def join_error(error: ErrorCode, member_id: str = "") -> join_group_response.JoinGroupResponse:
    return join_group_response.JoinGroupResponse(
        error_code=error, member_id=member_id, protocol_name=None
    )


def assignment_bytes(partitions: Iterable[TopicPartition], user_data: bytes | None = None) -> bytes:
    by_topic: dict[str, list[int]] = {}
    for topic, partition in sorted(partitions):
        by_topic.setdefault(topic, []).append(partition)
    return encode_assignment(
        ConsumerProtocolAssignment(
            assigned_partitions=[AssignedTopic(topic=t, partitions=p) for t, p in by_topic.items()],
            user_data=user_data,
        ),
        3,
    )


def synced(
    partitions: Iterable[TopicPartition], protocol: str = "deal"
) -> sync_group_response.SyncGroupResponse:
    return sync_group_response.SyncGroupResponse(
        protocol_type="consumer", protocol_name=protocol, assignment=assignment_bytes(partitions)
    )


def decoded_assignments(send: SendRequest) -> dict[str, set[TopicPartition]]:
    assert isinstance(send.body, SyncGroupRequest)
    result: dict[str, set[TopicPartition]] = {}
    for a in send.body.assignments:
        decoded = decode_assignment(a.assignment)
        assert decoded is not None
        result[a.member_id] = {
            (tp.topic, p) for tp in decoded.assigned_partitions for p in tp.partitions
        }
    return result


def metadata(counts: Mapping[str, int | None]) -> metadata_response.MetadataResponse:
    """None: the topic does not exist."""
    return metadata_response.MetadataResponse(
        topics=[
            metadata_response.MetadataResponseTopic(
                name=name,
                error_code=ErrorCode.UNKNOWN_TOPIC_OR_PARTITION if n is None else ErrorCode.NONE,
                partitions=[
                    metadata_response.MetadataResponsePartition(partition_index=p)
                    for p in range(n or 0)
                ],
            )
            for name, n in counts.items()
        ]
    )


def beat(error: ErrorCode = ErrorCode.NONE) -> heartbeat_response.HeartbeatResponse:
    return heartbeat_response.HeartbeatResponse(error_code=error)


def commit_answer(
    errors: Mapping[TopicPartition, ErrorCode],
) -> offset_commit_response.OffsetCommitResponse:
    topics: dict[str, list[offset_commit_response.OffsetCommitResponsePartition]] = {}
    for (topic, partition), code in sorted(errors.items()):
        topics.setdefault(topic, []).append(
            offset_commit_response.OffsetCommitResponsePartition(
                partition_index=partition, error_code=code
            )
        )
    return offset_commit_response.OffsetCommitResponse(
        topics=[
            offset_commit_response.OffsetCommitResponseTopic(name=t, partitions=p)
            for t, p in topics.items()
        ]
    )


def fetch_answer(
    offsets: Mapping[TopicPartition, int], error: ErrorCode = ErrorCode.NONE, version: int = 9
) -> offset_fetch_response.OffsetFetchResponse:
    """Committed offsets: one group in the batched form from v8 on, the single form before."""
    if version < 8:
        single: dict[str, list[offset_fetch_response.OffsetFetchResponsePartition]] = {}
        for (topic, partition), offset in sorted(offsets.items()):
            single.setdefault(topic, []).append(
                offset_fetch_response.OffsetFetchResponsePartition(
                    partition_index=partition, committed_offset=offset
                )
            )
        return offset_fetch_response.OffsetFetchResponse(
            error_code=error,
            topics=[
                offset_fetch_response.OffsetFetchResponseTopic(name=t, partitions=p)
                for t, p in single.items()
            ],
        )
    topics: dict[str, list[offset_fetch_response.OffsetFetchResponsePartitions]] = {}
    for (topic, partition), offset in sorted(offsets.items()):
        topics.setdefault(topic, []).append(
            offset_fetch_response.OffsetFetchResponsePartitions(
                partition_index=partition, committed_offset=offset
            )
        )
    return offset_fetch_response.OffsetFetchResponse(
        groups=[
            offset_fetch_response.OffsetFetchResponseGroup(
                group_id=GROUP,
                error_code=error,
                topics=[
                    offset_fetch_response.OffsetFetchResponseTopics(name=t, partitions=p)
                    for t, p in topics.items()
                ],
            )
        ]
    )


class Member:
    """A ClassicMember with a clock and its outputs at hand."""

    def __init__(
        self,
        assignor: Fake | None = None,
        versions: Mapping[int, range] = KAFKA_4,
        **overrides: object,
    ) -> None:
        self.assignor = assignor or eager()
        self.sm = ClassicMember(config(**overrides), versions, assignors=[self.assignor])
        self.now = 0.0

    def out(self) -> list[Output]:
        return self.sm.outputs()

    def at(self, now: float) -> list[Output]:
        self.now = now
        self.sm.tick(now)
        return self.out()

    def answer(self, send: SendRequest, body: Struct, now: float | None = None) -> list[Output]:
        if now is not None:
            self.now = now
        self.sm.on_response(send.request_id, body, self.now)
        return self.out()

    def fail(self, send: SendRequest, now: float | None = None) -> list[Output]:
        if now is not None:
            self.now = now
        self.sm.on_failure(send.request_id, "connection closed", self.now)
        return self.out()

    def find_coordinator(self, outputs: Sequence[Output]) -> list[Output]:
        lookup = only(outputs, FindCoordinatorRequest)
        assert lookup.destination is None
        return self.answer(lookup, coordinator_found(COORDINATOR, lookup.version))

    def start(self, topics: Sequence[str] = ("orders",)) -> SendRequest:
        """Subscribe and find the coordinator: returns the first JoinGroup."""
        self.sm.subscribe(topics, self.now)
        return only(self.find_coordinator(self.out()), JoinGroupRequest)

    def follow(
        self,
        join: SendRequest,
        partitions: Iterable[TopicPartition],
        generation: int = 1,
        member_id: str = "m-1",
    ) -> list[Output]:
        """Answer ``join`` as a follower of ``generation``, then its SyncGroup with
        ``partitions``; returns what the SyncGroup answer brought."""
        protocol = self.assignor.name
        sync = only(
            self.answer(join, joined(generation, member_id, protocol=protocol)), SyncGroupRequest
        )
        return self.answer(sync, synced(partitions, protocol))

    def stable(
        self, partitions: Iterable[TopicPartition] = (), topics: Sequence[str] = ("orders",)
    ) -> None:
        """Join as follower of generation 1 owning ``partitions``."""
        outputs = self.follow(self.start(topics), partitions)
        assert self.sm.phase is Phase.STABLE and self.sm.assignment == frozenset(partitions)
        assert MemberJoined("m-1", generation=1, leader=False) in outputs

    def advance(self, until: float) -> list[Output]:
        """Run the clock to ``until`` tick by tick, as a driver does, answering every heartbeat;
        returns every other output."""
        kept: list[Output] = []
        while True:
            deadline = self.sm.next_deadline()
            step = until if deadline is None or deadline > until else deadline
            for output in self.at(step):
                if isinstance(output, SendRequest) and isinstance(output.body, HeartbeatRequest):
                    kept += self.answer(output, beat())
                else:
                    kept.append(output)
            if step >= until:
                return kept

    def heartbeat(self) -> SendRequest:
        """Run the clock to the next heartbeat."""
        deadline = self.sm.next_deadline()
        assert deadline is not None
        return only(self.at(deadline), HeartbeatRequest)


# ----------------------------------------------------------------------------- joining


def test_a_follower_joins_syncs_and_heartbeats() -> None:
    m = Member(rack_id="rack-a")
    m.sm.subscribe(["payments", "orders"], 0)
    lookup = only(m.out(), FindCoordinatorRequest)
    assert isinstance(lookup.body, FindCoordinatorRequest)
    assert lookup.body.key_type == 0 and lookup.body.coordinator_keys == [GROUP]
    join = only(m.answer(lookup, coordinator_found()), JoinGroupRequest)
    assert join.destination == COORDINATOR and join.version == 9
    body = join_body(join)
    assert (body.group_id, body.member_id, body.protocol_type) == (GROUP, "", "consumer")
    assert (body.session_timeout_ms, body.rebalance_timeout_ms) == (SESSION, REBALANCE)
    assert body.group_instance_id is None and body.reason == ""
    assert [p.name for p in body.protocols] == ["deal"]
    sub = subscription_in(join)
    assert sub.topics == ["orders", "payments"]
    assert sub.user_data == b"deal:-1" and sub.owned_partitions == [] and sub.generation_id == -1
    assert sub.rack_id == "rack-a"

    sync = only(m.answer(join, joined(4, "m-1"), now=50), SyncGroupRequest)
    assert isinstance(sync.body, SyncGroupRequest) and sync.destination == COORDINATOR
    assert (sync.body.generation_id, sync.body.member_id) == (4, "m-1")
    assert (sync.body.protocol_type, sync.body.protocol_name) == ("consumer", "deal")
    assert sync.body.assignments == []
    assert m.sm.phase is Phase.COMPLETING

    outputs = m.answer(sync, synced([("orders", 0), ("payments", 1)]), now=60)
    assert outputs == [
        MemberJoined("m-1", generation=4, leader=False),
        PartitionsAssigned(frozenset({("orders", 0), ("payments", 1)}), generation=4),
    ]
    assert m.assignor.received == [
        (MemberAssignment(frozenset({("orders", 0), ("payments", 1)})), 4)
    ]
    # Heartbeats run from the JoinGroup answer on, every heartbeat.interval.ms.
    assert m.sm.next_deadline() == 50 + INTERVAL
    assert m.at(50 + INTERVAL - 1) == []
    send = only(m.at(50 + INTERVAL), HeartbeatRequest)
    assert isinstance(send.body, HeartbeatRequest) and send.destination == COORDINATOR
    assert (send.body.generation_id, send.body.member_id) == (4, "m-1")
    assert m.answer(send, beat(), now=1_100) == []
    assert only(m.at(50 + 2 * INTERVAL), HeartbeatRequest)


def test_the_leader_assigns_every_members_subscription() -> None:
    m = Member()
    join = m.start(["orders"])
    other = subscription_bytes(["orders", "payments"], owned=[("orders", 1)], generation=3)
    response = joined(
        4, "m-1", leader="m-1", members={"m-1": join_body(join).protocols[0].metadata, "m-2": other}
    )
    response.members[1].group_instance_id = "i-2"
    lookup = only(m.answer(join, response, now=10), MetadataRequest)
    assert isinstance(lookup.body, MetadataRequest) and lookup.destination is None
    assert [t.name for t in lookup.body.topics or []] == ["orders", "payments"]
    assert lookup.body.allow_auto_topic_creation is False
    assert m.sm.leader and m.sm.phase is Phase.COMPLETING

    sync = only(m.answer(lookup, metadata({"orders": 3, "payments": 2}), now=20), SyncGroupRequest)
    ((counts, subscriptions),) = m.assignor.calls
    assert counts == {"orders": 3, "payments": 2}
    assert subscriptions["m-1"] == Subscription(("orders",), b"deal:-1", generation=-1)
    assert subscriptions["m-2"] == Subscription(
        ("orders", "payments"),
        owned_partitions=frozenset({("orders", 1)}),
        generation=3,
        group_instance_id="i-2",
    )
    # Dealt in order: orders-0 m-1, orders-1 m-2, orders-2 m-1, payments to m-2 alone.
    assert decoded_assignments(sync) == {
        "m-1": {("orders", 0), ("orders", 2)},
        "m-2": {("orders", 1), ("payments", 0), ("payments", 1)},
    }
    outputs = m.answer(sync, synced([("orders", 0), ("orders", 2)]), now=30)
    assert outputs[0] == MemberJoined("m-1", generation=4, leader=True)


def test_the_leader_leaves_out_topics_that_do_not_exist() -> None:
    m = Member()
    join = m.start(["orders", "gone"])
    mine = join_body(join).protocols[0].metadata
    lookup = only(
        m.answer(join, joined(1, "m-1", leader="m-1", members={"m-1": mine})), MetadataRequest
    )
    sync = only(m.answer(lookup, metadata({"orders": 2, "gone": None})), SyncGroupRequest)
    assert m.assignor.calls[0][0] == {"orders": 2}
    assert decoded_assignments(sync) == {"m-1": {("orders", 0), ("orders", 1)}}


def test_a_subscription_that_does_not_decode_subscribes_to_nothing() -> None:
    m = Member()
    join = m.start(["orders"])
    members = {"m-1": join_body(join).protocols[0].metadata, "m-bad": b"\x00\x03\xff"}
    lookup = only(m.answer(join, joined(1, "m-1", leader="m-1", members=members)), MetadataRequest)
    sync = only(m.answer(lookup, metadata({"orders": 2})), SyncGroupRequest)
    assert decoded_assignments(sync) == {"m-1": {("orders", 0), ("orders", 1)}, "m-bad": set()}


def test_the_leader_rejoins_when_a_subscribed_topic_gains_partitions() -> None:
    m = Member()
    join = m.start(["orders"])
    mine = join_body(join).protocols[0].metadata
    lookup = only(
        m.answer(join, joined(1, "m-1", leader="m-1", members={"m-1": mine}), now=0),
        MetadataRequest,
    )
    sync = only(m.answer(lookup, metadata({"orders": 2}), now=10), SyncGroupRequest)
    m.answer(sync, synced([("orders", 0), ("orders", 1)]), now=20)
    # metadata.max.age.ms after the assignment's metadata, the leader looks again.
    assert m.advance(10 + 30_000 - 1) == []
    refresh = only(m.advance(10 + 30_000), MetadataRequest)
    assert m.answer(refresh, metadata({"orders": 2})) == []  # nothing changed
    refresh = only(m.advance(m.now + 30_000), MetadataRequest)
    outputs = m.answer(refresh, metadata({"orders": 4}))
    # Eager: everything is given up before the JoinGroup, which waits for the drain.
    assert outputs == [PartitionsRevoked(frozenset({("orders", 0), ("orders", 1)}), generation=1)]
    rejoin = only(m.at(m.now), JoinGroupRequest)
    assert join_body(rejoin).reason == "partition count of orders changed"
    assert owned_in(rejoin) == set() and subscription_in(rejoin).generation_id == 1


def test_a_follower_does_not_watch_partition_counts() -> None:
    m = Member()
    m.stable([("orders", 0)])
    assert m.advance(100_000) == []


def test_member_id_required_then_join_with_the_given_id() -> None:
    m = Member()
    join = m.start()
    assert join_body(join).member_id == ""
    outputs = m.answer(join, join_error(ErrorCode.MEMBER_ID_REQUIRED, "m-given"))
    again = only(outputs, JoinGroupRequest)  # at once, in the same outputs
    assert join_body(again).member_id == "m-given"
    assert join_body(again).reason == "need to re-join with the given member id: m-given"
    assert m.sm.member_id == "m-given"
    assert notes(m.follow(again, [("orders", 0)], member_id="m-given")) == [
        MemberJoined("m-given", generation=1, leader=False),
        PartitionsAssigned(frozenset({("orders", 0)}), generation=1),
    ]


def test_a_static_member_names_its_instance_everywhere_and_does_not_leave() -> None:
    m = Member(group_instance_id="i-1")
    join = m.start()
    assert join_body(join).group_instance_id == "i-1"
    sync = only(m.answer(join, joined(1, "m-1")), SyncGroupRequest)
    assert isinstance(sync.body, SyncGroupRequest) and sync.body.group_instance_id == "i-1"
    m.answer(sync, synced([("orders", 0)]))
    send = m.heartbeat()
    assert isinstance(send.body, HeartbeatRequest) and send.body.group_instance_id == "i-1"
    m.answer(send, beat())
    m.sm.commit({("orders", 0): OffsetAndMetadata(5)}, m.now)
    commit = only(m.out(), OffsetCommitRequest)
    assert isinstance(commit.body, OffsetCommitRequest)
    assert commit.body.group_instance_id == "i-1"
    m.answer(commit, commit_answer({("orders", 0): ErrorCode.NONE}))
    m.sm.leave(m.now, "restarting")
    assert m.out() == [PartitionsRevoked(frozenset({("orders", 0)}), generation=1)]
    # Static members never send LeaveGroup: the coordinator keeps their place for the session.
    assert m.at(m.now) == [MemberLeft("restarting")]
    assert m.sm.done and m.sm.next_deadline() is None


def test_a_returning_static_leader_skips_the_assignment() -> None:
    m = Member(group_instance_id="i-1")
    join = m.start()
    mine = join_body(join).protocols[0].metadata
    response = joined(5, "m-1", leader="m-1", members={"m-1": mine}, skip_assignment=True)
    lookup = only(m.answer(join, response), MetadataRequest)
    sync = only(m.answer(lookup, metadata({"orders": 2})), SyncGroupRequest)
    assert isinstance(sync.body, SyncGroupRequest) and sync.body.assignments == []
    assert m.assignor.calls == []


def test_static_membership_needs_join_group_v5() -> None:
    with pytest.raises(LookupError):
        ClassicMember(config(group_instance_id="i-1"), KAFKA_2_2, assignors=[eager()])


def test_an_old_broker_gets_the_fields_its_versions_have() -> None:
    m = Member(versions=KAFKA_2_2)
    join = m.start()
    assert join.version == 4 and join_body(join).reason is None
    again = only(m.answer(join, join_error(ErrorCode.MEMBER_ID_REQUIRED, "m-1")), JoinGroupRequest)
    m.follow(again, [("orders", 0)])
    m.answer(m.heartbeat(), beat())
    m.sm.leave(m.now, "bye")
    m.out()
    leave = only(m.at(m.now), LeaveGroupRequest)
    assert isinstance(leave.body, LeaveGroupRequest) and leave.version == 2
    assert leave.body.member_id == "m-1" and leave.body.members == []


def test_the_registry_picks_the_protocol_every_assignor_supports() -> None:
    both = ClassicMember(config(assignors=("range", "cooperative-sticky")), KAFKA_4)
    assert both.protocol is RebalanceProtocol.EAGER
    sticky = ClassicMember(config(assignors=("cooperative-sticky",)), KAFKA_4)
    assert sticky.protocol is RebalanceProtocol.COOPERATIVE


def test_rebalance_protocol_as_java_chooses() -> None:
    assert rebalance_protocol([cooperative()]) is RebalanceProtocol.COOPERATIVE
    assert rebalance_protocol([cooperative(), eager()]) is RebalanceProtocol.EAGER
    only_coop = Fake("only-coop", (RebalanceProtocol.COOPERATIVE,))
    with pytest.raises(ValueError):
        rebalance_protocol([only_coop, eager()])
    with pytest.raises(ValueError):
        rebalance_protocol([])


def test_the_coordinator_may_only_choose_an_offered_protocol() -> None:
    m = Member()
    join = m.start()
    outputs = m.answer(join, joined(1, "m-1", protocol="range"))
    assert len(outputs) == 1 and isinstance(outputs[0], MemberFailed)
    assert outputs[0].error is ErrorCode.INCONSISTENT_GROUP_PROTOCOL
    assert m.sm.done


# ----------------------------------------------------------------------------- rebalances


def test_eager_revokes_everything_before_the_join_and_commits_go_first() -> None:
    m = Member()
    m.stable([("orders", 0), ("orders", 1)])
    outputs = m.answer(m.heartbeat(), beat(ErrorCode.REBALANCE_IN_PROGRESS))
    assert outputs == [PartitionsRevoked(frozenset({("orders", 0), ("orders", 1)}), generation=1)]
    # The application commits in its callback: with the generation it still holds.
    assert m.sm.next_deadline() == m.now
    m.sm.commit({("orders", 0): OffsetAndMetadata(10)}, m.now)
    outputs = m.out()
    kinds = [type(s.body) for s in sends(outputs)]
    assert kinds == [OffsetCommitRequest, JoinGroupRequest]
    commit, rejoin = sends(outputs)
    assert isinstance(commit.body, OffsetCommitRequest)
    assert commit.body.generation_id_or_member_epoch == 1 and commit.body.member_id == "m-1"
    assert join_body(rejoin).member_id == "m-1"
    assert join_body(rejoin).reason == "the group is rebalancing"
    assert owned_in(rejoin) == set() and subscription_in(rejoin).generation_id == 1
    assert m.sm.phase is Phase.PREPARING
    # Heartbeats stop while the JoinGroup is out; the commit is in flight: no timer at all.
    assert m.sm.next_deadline() is None
    outputs = m.answer(rejoin, joined(2, "m-1"))
    sync = only(outputs, SyncGroupRequest)
    assert notes(m.answer(sync, synced([("orders", 1)]))) == [
        MemberJoined("m-1", generation=2, leader=False),
        PartitionsAssigned(frozenset({("orders", 1)}), generation=2),
    ]


def test_cooperative_keeps_partitions_then_revokes_and_rejoins_for_a_second_round() -> None:
    m = Member(cooperative())
    m.stable([("orders", 0), ("orders", 1), ("orders", 2)])
    outputs = m.answer(m.heartbeat(), beat(ErrorCode.REBALANCE_IN_PROGRESS))
    rejoin = only(outputs, JoinGroupRequest)  # nothing revoked: the JoinGroup goes at once
    assert notes(outputs) == []
    assert owned_in(rejoin) == {("orders", 0), ("orders", 1), ("orders", 2)}
    assert subscription_in(rejoin).generation_id == 1
    assert m.sm.assignment == {("orders", 0), ("orders", 1), ("orders", 2)}

    # First round: the leader takes orders-1 and orders-2 away and gives them to no one yet.
    sync = only(m.answer(rejoin, joined(2, "m-1", protocol="coop")), SyncGroupRequest)
    outputs = m.answer(sync, synced([("orders", 0)], "coop"))
    assert outputs == [
        MemberJoined("m-1", generation=2, leader=False),
        PartitionsRevoked(frozenset({("orders", 1), ("orders", 2)}), generation=2),
    ]
    second = only(m.at(m.now), JoinGroupRequest)
    assert "revoked" in (join_body(second).reason or "")
    assert owned_in(second) == {("orders", 0)}

    # Second round: the member keeps orders-0; nothing moves, so there is no third round.
    sync = only(m.answer(second, joined(3, "m-1", protocol="coop")), SyncGroupRequest)
    outputs = m.answer(sync, synced([("orders", 0)], "coop"))
    assert outputs == [MemberJoined("m-1", generation=3, leader=False)]
    assert m.sm.assignment == {("orders", 0)} and m.sm.phase is Phase.STABLE
    assert m.at(m.now) == []


def test_cooperative_second_round_assigns_what_was_released() -> None:
    m = Member(cooperative())
    m.stable([("orders", 0), ("orders", 1)], topics=["orders", "payments"])
    rejoin = only(m.answer(m.heartbeat(), beat(ErrorCode.REBALANCE_IN_PROGRESS)), JoinGroupRequest)
    sync = only(m.answer(rejoin, joined(2, "m-1", protocol="coop")), SyncGroupRequest)
    assert notes(m.answer(sync, synced([("orders", 0)], "coop")))[1:] == [
        PartitionsRevoked(frozenset({("orders", 1)}), generation=2)
    ]
    second = only(m.at(m.now), JoinGroupRequest)
    sync = only(m.answer(second, joined(3, "m-1", protocol="coop")), SyncGroupRequest)
    outputs = m.answer(sync, synced([("orders", 0), ("payments", 0)], "coop"))
    assert outputs == [
        MemberJoined("m-1", generation=3, leader=False),
        PartitionsAssigned(frozenset({("payments", 0)}), generation=3),
    ]
    assert m.at(m.now) == []  # nothing revoked: no third round


def test_cooperative_revokes_topics_no_longer_subscribed_before_joining() -> None:
    m = Member(cooperative())
    m.stable([("orders", 0), ("payments", 0)], topics=["orders", "payments"])
    m.sm.subscribe(["orders"], m.now)
    assert m.out() == [PartitionsRevoked(frozenset({("payments", 0)}), generation=1)]
    rejoin = only(m.at(m.now), JoinGroupRequest)
    assert join_body(rejoin).reason == "subscription changed"
    assert subscription_in(rejoin).topics == ["orders"]
    assert owned_in(rejoin) == {("orders", 0)}


def test_heartbeats_go_on_during_sync_and_ignore_a_rebalance_already_under_way() -> None:
    m = Member()
    join = m.start()
    assert m.sm.next_deadline() is None  # no heartbeats while the JoinGroup is out
    sync = only(m.answer(join, joined(1, "m-1"), now=0), SyncGroupRequest)
    send = only(m.at(INTERVAL), HeartbeatRequest)
    outputs = m.answer(send, beat(ErrorCode.REBALANCE_IN_PROGRESS))
    assert sends(outputs) == [] and m.sm.phase is Phase.COMPLETING
    outputs = m.answer(sync, synced([("orders", 0)]))
    assert notes(outputs) == [
        MemberJoined("m-1", generation=1, leader=False),
        PartitionsAssigned(frozenset({("orders", 0)}), generation=1),
    ]
    assert m.sm.next_deadline() == 2 * INTERVAL  # still on the heartbeat cadence, no rejoin


def test_an_assignment_for_topics_not_subscribed_makes_the_member_join_again() -> None:
    m = Member()
    join = m.start()
    sync = only(m.answer(join, joined(1, "m-1")), SyncGroupRequest)
    outputs = m.answer(sync, synced([("other", 0)]))
    rejoin = only(outputs, JoinGroupRequest)
    assert join_body(rejoin).reason == "the assignment does not match the subscription"
    assert m.sm.assignment == frozenset()


def test_empty_assignment_bytes_are_an_empty_assignment() -> None:
    m = Member()
    join = m.start()
    sync = only(m.answer(join, joined(1, "m-1")), SyncGroupRequest)
    body = sync_group_response.SyncGroupResponse(
        protocol_type="consumer", protocol_name="deal", assignment=b""
    )
    assert m.answer(sync, body) == [MemberJoined("m-1", generation=1, leader=False)]
    assert m.sm.phase is Phase.STABLE


def test_assignment_bytes_that_do_not_decode_make_the_member_join_again() -> None:
    m = Member()
    join = m.start()
    sync = only(m.answer(join, joined(1, "m-1")), SyncGroupRequest)
    body = sync_group_response.SyncGroupResponse(
        protocol_type="consumer", protocol_name="deal", assignment=b"\x00"
    )
    rejoin = only(m.answer(sync, body), JoinGroupRequest)
    assert join_body(rejoin).member_id == "m-1"


# ----------------------------------------------------------------------------- sessions and timers


def test_no_heartbeat_answer_within_the_session_loses_the_partitions() -> None:
    m = Member(cooperative())
    m.stable([("orders", 0)])
    m.answer(m.heartbeat(), beat(), now=m.now)
    answered = m.now
    send = m.heartbeat()  # goes unanswered
    assert m.sm.next_deadline() == answered + SESSION
    outputs = m.at(answered + SESSION)
    # librdkafka's rule: the partitions are lost and the member id with them; Java's: the
    # coordinator is looked up again.
    assert notes(outputs) == [PartitionsLost(frozenset({("orders", 0)}), generation=1)]
    assert only(outputs, FindCoordinatorRequest)
    rejoin = only(m.find_coordinator(outputs), JoinGroupRequest)
    assert join_body(rejoin).member_id == "" and owned_in(rejoin) == set()
    # The late heartbeat answer is about a generation left behind: ignored.
    assert m.answer(send, beat(ErrorCode.UNKNOWN_MEMBER_ID)) == []


def test_a_leader_that_cannot_assign_within_the_rebalance_timeout_gives_up_the_generation() -> None:
    m = Member()
    join = m.start()
    mine = join_body(join).protocols[0].metadata
    lookup = only(
        m.answer(join, joined(1, "m-1", leader="m-1", members={"m-1": mine}), now=0),
        MetadataRequest,
    )
    m.fail(lookup, now=5)
    retry = only(m.at(5 + BACKOFF), MetadataRequest)  # Metadata is retried with backoff
    # heartbeats keep the session alive meanwhile
    t = float(INTERVAL)
    while t < REBALANCE:
        for send in sends(m.at(t)):
            assert isinstance(send.body, HeartbeatRequest)
            m.answer(send, beat())
        t += INTERVAL
    outputs = m.at(REBALANCE)
    rejoin = only(outputs, JoinGroupRequest)
    assert join_body(rejoin).member_id == "m-1"
    assert join_body(rejoin).reason == "no assignment within the rebalance timeout"
    assert m.answer(retry, metadata({"orders": 1})) == []  # too late: ignored


def test_the_coordinator_found_again_restarts_the_session() -> None:
    m = Member()
    m.stable([("orders", 0)])
    outputs = m.answer(m.heartbeat(), beat(ErrorCode.NOT_COORDINATOR), now=m.now + 5)
    lookup = only(outputs, FindCoordinatorRequest)
    assert m.sm.coordinator is None
    m.now += SESSION  # the lookup takes long; the session is not checked meanwhile
    outputs = m.answer(lookup, coordinator_found())
    assert notes(outputs) == []
    assert m.sm.next_deadline() is not None and m.sm.assignment == {("orders", 0)}


# ----------------------------------------------------------------------------- offsets


def test_commits_carry_generation_and_member_id() -> None:
    m = Member()
    m.stable([("orders", 0), ("orders", 1)])
    handle = m.sm.commit(
        {("orders", 1): OffsetAndMetadata(7, "x", 3), ("orders", 0): OffsetAndMetadata(42)}, m.now
    )
    send = only(m.out(), OffsetCommitRequest)
    assert isinstance(send.body, OffsetCommitRequest) and send.destination == COORDINATOR
    assert send.version == 9
    body = send.body
    assert (body.group_id, body.generation_id_or_member_epoch, body.member_id) == (GROUP, 1, "m-1")
    assert body.group_instance_id is None
    assert [
        (
            t.name,
            [
                (
                    p.partition_index,
                    p.committed_offset,
                    p.committed_leader_epoch,
                    p.committed_metadata,
                )
                for p in t.partitions
            ],
        )
        for t in body.topics
    ] == [("orders", [(0, 42, -1, ""), (1, 7, 3, "x")])]
    answer = commit_answer({("orders", 0): ErrorCode.NONE, ("orders", 1): ErrorCode.NONE})
    assert m.answer(send, answer) == [
        CommitCompleted(
            handle,
            {("orders", 1): OffsetAndMetadata(7, "x", 3), ("orders", 0): OffsetAndMetadata(42)},
            {},
        )
    ]


def test_commits_need_a_completed_rebalance() -> None:
    m = Member()
    m.start()
    offsets = {("orders", 0): OffsetAndMetadata(1)}
    handle = m.sm.commit(offsets, m.now)
    assert m.out() == [
        CommitCompleted(handle, offsets, {("orders", 0): ErrorCode.REBALANCE_IN_PROGRESS})
    ]
    # Java's CommitFailedException: not in a generation at all. The commit waits for the
    # coordinator first, as commitSync does.
    fresh = Member()
    fresh.sm.subscribe([], 0)
    handle = fresh.sm.commit(offsets, 0)
    outputs = fresh.find_coordinator(fresh.out())
    assert CommitCompleted(handle, offsets, {("orders", 0): ErrorCode.UNKNOWN_MEMBER_ID}) in outputs


def test_a_commit_is_retried_until_the_api_timeout() -> None:
    m = Member()
    m.stable([("orders", 0)])
    offsets = {("orders", 0): OffsetAndMetadata(1)}
    start = m.now
    handle = m.sm.commit(offsets, start)
    busy = commit_answer({("orders", 0): ErrorCode.COORDINATOR_LOAD_IN_PROGRESS})
    sent_at: list[float] = []
    completed: list[Output] = []
    outputs = m.out()
    while not completed:
        for output in outputs:
            if isinstance(output, CommitCompleted):
                completed.append(output)
            elif isinstance(output, SendRequest):
                if isinstance(output.body, OffsetCommitRequest):
                    sent_at.append(m.now)
                    assert m.answer(output, busy) == []
                else:
                    assert isinstance(output.body, HeartbeatRequest)
                    assert m.answer(output, beat()) == []
        if completed:
            break
        deadline = m.sm.next_deadline()
        assert deadline is not None
        outputs = m.at(deadline)
    # retry.backoff.ms doubling up to retry.backoff.max.ms, for default.api.timeout.ms (60 s)
    assert sent_at[:5] == [start, start + 100, start + 300, start + 700, start + 1_500]
    assert {b - a for a, b in itertools.pairwise(sent_at[4:])} == {1_000}
    assert sent_at[-1] == start + 59_500 and m.now == start + 60_000
    assert completed == [
        CommitCompleted(handle, offsets, {("orders", 0): ErrorCode.COORDINATOR_LOAD_IN_PROGRESS})
    ]


def test_a_commit_without_answer_goes_again_to_the_coordinator_found_anew() -> None:
    m = Member()
    m.stable([("orders", 0)])
    m.sm.commit({("orders", 0): OffsetAndMetadata(1)}, m.now)
    send = only(m.out(), OffsetCommitRequest)
    lookup = only(m.fail(send), FindCoordinatorRequest)
    outputs = m.answer(lookup, coordinator_found(Node(8, "broker-8", 9092)))
    assert of_kind(outputs, OffsetCommitRequest) == []  # backoff first
    again = only(m.at(m.now + BACKOFF), OffsetCommitRequest)
    assert again.destination == Node(8, "broker-8", 9092)


def test_fetch_committed_asks_without_member_id() -> None:
    m = Member()
    m.stable([("orders", 0), ("orders", 1)])
    handle = m.sm.fetch_committed([("orders", 1), ("orders", 0)], m.now)
    send = only(m.out(), OffsetFetchRequest)
    assert isinstance(send.body, OffsetFetchRequest) and send.destination == COORDINATOR
    (group,) = send.body.groups
    assert group.member_id is None and group.member_epoch == -1 and send.body.require_stable
    assert [(t.name, t.partition_indexes) for t in group.topics or []] == [("orders", [0, 1])]
    outputs = m.answer(send, fetch_answer({("orders", 0): 5, ("orders", 1): -1}))
    assert outputs == [
        OffsetsFetched(handle, {("orders", 0): OffsetAndMetadata(5), ("orders", 1): None})
    ]


# ----------------------------------------------------------------------------- leaving


def test_leave_revokes_then_sends_leave_group_with_the_reason() -> None:
    m = Member()
    m.stable([("orders", 0)])
    m.sm.leave(m.now, "shutting down")
    assert m.out() == [PartitionsRevoked(frozenset({("orders", 0)}), generation=1)]
    leave = only(m.at(m.now), LeaveGroupRequest)
    assert isinstance(leave.body, LeaveGroupRequest) and leave.version == 5
    (who,) = leave.body.members
    assert (who.member_id, who.group_instance_id, who.reason) == ("m-1", None, "shutting down")
    # Commits after the LeaveGroup went out fail: the generation is gone.
    offsets = {("orders", 0): OffsetAndMetadata(1)}
    handle = m.sm.commit(offsets, m.now)
    assert m.out() == [
        CommitCompleted(handle, offsets, {("orders", 0): ErrorCode.UNKNOWN_MEMBER_ID})
    ]
    assert m.answer(leave, leave_group_response.LeaveGroupResponse()) == [
        MemberLeft("shutting down")
    ]
    assert m.sm.done and m.sm.next_deadline() is None
    m.sm.subscribe(["orders"], m.now)
    assert m.at(m.now + 100_000) == []


def test_a_failed_leave_still_ends_the_membership() -> None:
    m = Member()
    m.stable()
    m.sm.leave(m.now)
    leave = only(m.out(), LeaveGroupRequest)  # nothing owned: nothing to wait for
    assert isinstance(leave.body, LeaveGroupRequest)
    assert leave.body.members[0].reason == "the member is leaving the group"
    assert m.fail(leave) == [MemberLeft(None)]


def test_leave_while_joining_sends_leave_group_and_ignores_the_join_answer() -> None:
    m = Member()
    join = m.start()
    again = only(m.answer(join, join_error(ErrorCode.MEMBER_ID_REQUIRED, "m-9")), JoinGroupRequest)
    m.sm.leave(m.now, "changed my mind")
    leave = only(m.out(), LeaveGroupRequest)
    assert isinstance(leave.body, LeaveGroupRequest) and leave.body.members[0].member_id == "m-9"
    assert m.answer(again, joined(1, "m-9")) == []
    assert m.answer(leave, leave_group_response.LeaveGroupResponse()) == [
        MemberLeft("changed my mind")
    ]


def test_leave_before_any_member_id_sends_nothing() -> None:
    m = Member()
    m.start()
    m.sm.leave(m.now)
    assert m.out() == [MemberLeft(None)]


def test_leave_in_the_middle_of_a_rebalance_loses_the_partitions() -> None:
    m = Member(cooperative())
    m.stable([("orders", 0)])
    only(m.answer(m.heartbeat(), beat(ErrorCode.REBALANCE_IN_PROGRESS)), JoinGroupRequest)
    m.sm.leave(m.now)
    assert m.out() == [PartitionsLost(frozenset({("orders", 0)}), generation=1)]
    assert only(m.at(m.now), LeaveGroupRequest)


# ----------------------------------------------------------------------------- every error code

#: Java's consumer, API by API: what it does with the codes its handlers name, and with any
#: other code. Written from AbstractCoordinator's JoinGroupResponseHandler,
#: SyncGroupResponseHandler, HeartbeatResponseHandler (and the heartbeat thread's listener),
#: LeaveGroupResponseHandler, ConsumerCoordinator's OffsetCommitResponseHandler,
#: OffsetFetchResponseHandler and FindCoordinatorResponseHandler.
JAVA: dict[ClassicApi, tuple[dict[ErrorCode, str], str]] = {
    ClassicApi.FIND_COORDINATOR: (
        {ErrorCode.GROUP_AUTHORIZATION_FAILED: "fatal"},
        "retry if retriable else fatal",  # RetriableException: back off; else thrown
    ),
    ClassicApi.JOIN_GROUP: (
        {
            ErrorCode.COORDINATOR_LOAD_IN_PROGRESS: "retry",
            ErrorCode.UNKNOWN_MEMBER_ID: "reset member",
            ErrorCode.COORDINATOR_NOT_AVAILABLE: "rediscover",
            ErrorCode.NOT_COORDINATOR: "rediscover",
            ErrorCode.FENCED_INSTANCE_ID: "fatal",
            ErrorCode.INCONSISTENT_GROUP_PROTOCOL: "fatal",
            ErrorCode.INVALID_SESSION_TIMEOUT: "fatal",
            ErrorCode.INVALID_GROUP_ID: "fatal",
            ErrorCode.GROUP_AUTHORIZATION_FAILED: "fatal",
            ErrorCode.GROUP_MAX_SIZE_REACHED: "fatal",
            ErrorCode.UNSUPPORTED_VERSION: "fatal",
            ErrorCode.MEMBER_ID_REQUIRED: "rejoin with id",
            ErrorCode.REBALANCE_IN_PROGRESS: "rejoin",
        },
        "fatal",  # "Unexpected error in join group response": a KafkaException
    ),
    ClassicApi.SYNC_GROUP: (
        {
            ErrorCode.GROUP_AUTHORIZATION_FAILED: "fatal",
            ErrorCode.REBALANCE_IN_PROGRESS: "rejoin",
            ErrorCode.FENCED_INSTANCE_ID: "fatal",
            ErrorCode.UNKNOWN_MEMBER_ID: "reset member",
            ErrorCode.ILLEGAL_GENERATION: "reset generation",
            ErrorCode.COORDINATOR_NOT_AVAILABLE: "rediscover",
            ErrorCode.NOT_COORDINATOR: "rediscover",
        },
        "fatal",  # "Unexpected error from SyncGroup"
    ),
    ClassicApi.HEARTBEAT: (
        {
            ErrorCode.COORDINATOR_NOT_AVAILABLE: "rediscover",
            ErrorCode.NOT_COORDINATOR: "rediscover",
            ErrorCode.REBALANCE_IN_PROGRESS: "rejoin",
            ErrorCode.ILLEGAL_GENERATION: "reset generation",
            ErrorCode.UNKNOWN_MEMBER_ID: "reset member",
            ErrorCode.FENCED_INSTANCE_ID: "fatal",
        },
        "retry",  # the heartbeat thread's listener: failHeartbeat, i.e. back off
    ),
    ClassicApi.LEAVE_GROUP: ({}, "left"),  # one attempt, whatever the answer
    ClassicApi.OFFSET_COMMIT: (
        {
            ErrorCode.GROUP_AUTHORIZATION_FAILED: "fail",
            ErrorCode.TOPIC_AUTHORIZATION_FAILED: "fail",
            ErrorCode.OFFSET_METADATA_TOO_LARGE: "fail",
            ErrorCode.INVALID_COMMIT_OFFSET_SIZE: "fail",
            ErrorCode.COORDINATOR_LOAD_IN_PROGRESS: "retry",
            ErrorCode.UNKNOWN_TOPIC_OR_PARTITION: "retry",
            ErrorCode.COORDINATOR_NOT_AVAILABLE: "rediscover",
            ErrorCode.NOT_COORDINATOR: "rediscover",
            ErrorCode.REQUEST_TIMED_OUT: "rediscover",
            ErrorCode.FENCED_INSTANCE_ID: "fatal",
            ErrorCode.REBALANCE_IN_PROGRESS: "rejoin",
            ErrorCode.UNKNOWN_MEMBER_ID: "reset member",
            ErrorCode.ILLEGAL_GENERATION: "reset generation",
        },
        "fail",  # "Unexpected error in commit": not retriable, commitSync throws
    ),
    ClassicApi.OFFSET_FETCH: (
        {
            ErrorCode.COORDINATOR_NOT_AVAILABLE: "rediscover",
            ErrorCode.NOT_COORDINATOR: "rediscover",
            ErrorCode.GROUP_AUTHORIZATION_FAILED: "fail",
            ErrorCode.UNKNOWN_TOPIC_OR_PARTITION: "fail",
            ErrorCode.TOPIC_AUTHORIZATION_FAILED: "fail",
            ErrorCode.UNSTABLE_OFFSET_COMMIT: "retry",
        },
        "retry if retriable else fail",
    ),
}


def java_expects(api: ClassicApi, code: ErrorCode) -> str:
    named, otherwise = JAVA[api]
    expected = named.get(code, otherwise)
    if expected == "retry if retriable else fatal":
        return "retry" if code.retriable else "fatal"
    if expected == "retry if retriable else fail":
        return "retry" if code.retriable else "fail"
    return expected


def stable_cooperative() -> Member:
    """A cooperative member owning orders-0, so that a lost generation shows."""
    m = Member(cooperative())
    m.stable([("orders", 0)])
    return m


def rejoining() -> tuple[Member, SendRequest]:
    m = stable_cooperative()
    return m, only(m.answer(m.heartbeat(), beat(ErrorCode.REBALANCE_IN_PROGRESS)), JoinGroupRequest)


def lost_and_joined_again(
    m: Member, outputs: list[Output], member_id: str, generation: int
) -> None:
    assert notes(outputs) == [PartitionsLost(frozenset({("orders", 0)}), generation=generation)]
    assert of_kind(outputs, JoinGroupRequest) == []  # the JoinGroup waits for the drain
    rejoin = only(m.at(m.now), JoinGroupRequest)  # at once, after the loss was drained
    assert join_body(rejoin).member_id == member_id and owned_in(rejoin) == set()


def failed(
    m: Member, outputs: list[Output], code: ErrorCode, lost_generation: int | None = None
) -> None:
    lost = (
        []
        if lost_generation is None
        else [PartitionsLost(frozenset({("orders", 0)}), generation=lost_generation)]
    )
    assert notes(outputs)[:-1] == lost
    assert isinstance(outputs[-1], MemberFailed) and outputs[-1].error is code
    assert m.sm.done and sends(outputs) == [] and m.sm.assignment == frozenset()
    assert m.at(m.now + 100_000) == []


def check_membership_error(api: ClassicApi, code: ErrorCode, expected: str) -> None:
    """JoinGroup, SyncGroup and Heartbeat errors, on a cooperative member that owns orders-0
    and is rejoining (JoinGroup, SyncGroup) or stable (Heartbeat)."""
    if api is ClassicApi.HEARTBEAT:
        m = stable_cooperative()
        send = m.heartbeat()
    else:
        m, send = rejoining()
        if api is ClassicApi.SYNC_GROUP:
            send = only(m.answer(send, joined(2, "m-1", protocol="coop")), SyncGroupRequest)
    body: Struct
    if api is ClassicApi.JOIN_GROUP:
        body = join_error(code, "m-given")
    elif api is ClassicApi.SYNC_GROUP:
        body = sync_group_response.SyncGroupResponse(error_code=code)
    else:
        body = beat(code)
    outputs = m.answer(send, body)
    generation = 2 if api is ClassicApi.SYNC_GROUP else 1  # SyncGroup follows generation 2's join
    if expected == "fatal":
        failed(m, outputs, code, generation)
    elif expected in ("reset member", "reset generation"):
        member_id = "" if expected == "reset member" else "m-1"
        lost_and_joined_again(m, outputs, member_id, generation)
    elif expected == "rejoin with id":
        assert notes(outputs) == []
        assert join_body(only(outputs, JoinGroupRequest)).member_id == "m-given"
    elif expected == "rejoin":
        assert notes(outputs) == [] and m.sm.assignment == {("orders", 0)}
        rejoin = only(outputs, JoinGroupRequest)  # cooperative: at once, keeping orders-0
        assert join_body(rejoin).member_id == "m-1" and owned_in(rejoin) == {("orders", 0)}
    elif expected == "rediscover":
        assert notes(outputs) == [] and m.sm.coordinator is None
        outputs = m.find_coordinator(outputs)
        assert sends(outputs) == []  # after backoff
        again = sends(m.at(m.now + BACKOFF))
        kind = HeartbeatRequest if api is ClassicApi.HEARTBEAT else JoinGroupRequest
        assert [type(s.body) for s in again] == [kind]
        assert m.sm.assignment == {("orders", 0)}
    else:
        assert expected == "retry", expected
        assert outputs == [] and m.sm.coordinator == COORDINATOR
        assert m.at(m.now + BACKOFF - 1) == []
        kind = HeartbeatRequest if api is ClassicApi.HEARTBEAT else JoinGroupRequest
        assert [type(s.body) for s in sends(m.at(m.now + 1))] == [kind]
        assert m.sm.assignment == {("orders", 0)}


def check_commit_error(code: ErrorCode, expected: str) -> None:
    m = stable_cooperative()
    offsets = {("orders", 0): OffsetAndMetadata(3)}
    handle = m.sm.commit(offsets, m.now)
    send = only(m.out(), OffsetCommitRequest)
    outputs = m.answer(send, commit_answer({("orders", 0): code}))
    completed = CommitCompleted(handle, offsets, {("orders", 0): code})
    if expected in ("retry", "rediscover"):
        assert notes(outputs) == []
        if expected == "rediscover":
            outputs = m.find_coordinator(outputs)
        assert of_kind(outputs, OffsetCommitRequest) == []
        assert only(m.at(m.now + BACKOFF), OffsetCommitRequest)
        return
    assert notes(outputs)[0] == completed
    rest = outputs[1:]
    if expected == "fail":
        assert rest == [] and m.sm.phase is Phase.STABLE and not m.sm.done
    elif expected == "fatal":
        failed(m, rest, code, 1)
    elif expected == "rejoin":
        rejoin = only(rest, JoinGroupRequest)
        assert notes(rest) == [] and owned_in(rejoin) == {("orders", 0)}
    else:
        lost_and_joined_again(m, rest, "" if expected == "reset member" else "m-1", 1)


def check_fetch_error(code: ErrorCode, expected: str) -> None:
    m = stable_cooperative()
    handle = m.sm.fetch_committed([("orders", 0)], m.now)
    send = only(m.out(), OffsetFetchRequest)
    outputs = m.answer(send, fetch_answer({}, code))
    if expected == "fail":
        assert outputs == [OffsetsFetched(handle, {}, code)] and not m.sm.done
        return
    assert notes(outputs) == []
    if expected == "rediscover":
        outputs = m.find_coordinator(outputs)
    else:
        assert expected == "retry", expected
    assert of_kind(outputs, OffsetFetchRequest) == []
    assert only(m.at(m.now + BACKOFF), OffsetFetchRequest)


def check_lookup_error(code: ErrorCode, expected: str) -> None:
    m = Member()
    m.sm.subscribe(["orders"], 0)
    lookup = only(m.out(), FindCoordinatorRequest)
    outputs = m.answer(lookup, lookup_error(code))
    if expected == "fatal":
        failed(m, outputs, code)
        return
    assert expected == "retry", expected
    assert outputs == [] and not m.sm.done
    assert only(m.at(BACKOFF), FindCoordinatorRequest)


def check_leave_error(code: ErrorCode, expected: str) -> None:
    assert expected == "left"
    m = Member()
    m.stable()
    m.sm.leave(m.now, "bye")
    leave = only(m.out(), LeaveGroupRequest)
    outputs = m.answer(leave, leave_group_response.LeaveGroupResponse(error_code=code))
    assert outputs == [MemberLeft("bye")] and m.sm.done


def _row_order(row: tuple[ClassicApi, ErrorCode]) -> tuple[str, int]:
    return row[0].value, int(row[1])


ERROR_ROWS = sorted(ERROR_REACTIONS, key=_row_order)


@pytest.mark.parametrize(
    ("api", "code"),
    ERROR_ROWS,
    ids=lambda value: value.value if isinstance(value, ClassicApi) else value.name,
)
def test_every_error_code_gets_javas_reaction(api: ClassicApi, code: ErrorCode) -> None:
    expected = java_expects(api, code)
    if api in (ClassicApi.JOIN_GROUP, ClassicApi.SYNC_GROUP, ClassicApi.HEARTBEAT):
        check_membership_error(api, code, expected)
    elif api is ClassicApi.OFFSET_COMMIT:
        check_commit_error(code, expected)
    elif api is ClassicApi.OFFSET_FETCH:
        check_fetch_error(code, expected)
    elif api is ClassicApi.FIND_COORDINATOR:
        check_lookup_error(code, expected)
    else:
        check_leave_error(code, expected)


def test_the_table_names_every_code_of_every_api() -> None:
    for api in ClassicApi:
        for code in ErrorCode:
            assert (code is ErrorCode.NONE) == ((api, code) not in ERROR_REACTIONS)


def test_a_code_kafka_does_not_define_is_an_unknown_server_error() -> None:
    m = Member()
    join = m.start()
    outputs = m.answer(join, join_group_response.JoinGroupResponse(error_code=9999))
    assert isinstance(outputs[-1], MemberFailed)
    assert outputs[-1].error is ErrorCode.UNKNOWN_SERVER_ERROR


@pytest.mark.parametrize(
    "error",
    [ErrorCode.ILLEGAL_GENERATION, ErrorCode.UNKNOWN_MEMBER_ID, ErrorCode.FENCED_INSTANCE_ID],
    ids=lambda e: e.name,
)
def test_a_heartbeat_error_about_an_older_generation_is_ignored(error: ErrorCode) -> None:
    """Java ignores these answers to a heartbeat of a generation the member has left behind."""
    m = Member(cooperative())
    m.stable([("orders", 0)])
    old = m.heartbeat()  # generation 1, still out
    m.sm.commit({("orders", 0): OffsetAndMetadata(3)}, m.now)
    commit = only(m.out(), OffsetCommitRequest)
    rejoin = only(
        m.answer(commit, commit_answer({("orders", 0): ErrorCode.REBALANCE_IN_PROGRESS})),
        JoinGroupRequest,
    )
    only(m.answer(rejoin, joined(2, "m-1", protocol="coop")), SyncGroupRequest)
    assert m.answer(old, beat(error)) == []
    assert m.sm.phase is Phase.COMPLETING and m.sm.assignment == {("orders", 0)}
    assert not m.sm.done and m.sm.generation == 2


def test_a_stale_commit_error_during_a_newer_rebalance_only_fails_the_commit() -> None:
    m = Member(cooperative())
    m.stable([("orders", 0)])
    offsets = {("orders", 0): OffsetAndMetadata(3)}
    handle = m.sm.commit(offsets, m.now)
    commit = only(m.out(), OffsetCommitRequest)
    rejoin = only(m.answer(m.heartbeat(), beat(ErrorCode.REBALANCE_IN_PROGRESS)), JoinGroupRequest)
    sync = only(m.answer(rejoin, joined(2, "m-1", protocol="coop")), SyncGroupRequest)
    m.answer(sync, synced([("orders", 0)], "coop"))
    rejoin = only(m.answer(m.heartbeat(), beat(ErrorCode.REBALANCE_IN_PROGRESS)), JoinGroupRequest)
    outputs = m.answer(commit, commit_answer({("orders", 0): ErrorCode.ILLEGAL_GENERATION}))
    assert outputs == [
        CommitCompleted(handle, offsets, {("orders", 0): ErrorCode.ILLEGAL_GENERATION})
    ]
    assert m.sm.assignment == {("orders", 0)}


# ----------------------------------------------------------------------------- random sequences

UNIVERSE = {"orders": 3, "payments": 2, "audit": 1}
TOPICS = sorted(UNIVERSE)
ALL_PARTITIONS = sorted((t, p) for t, n in UNIVERSE.items() for p in range(n))
FATAL_RARELY = {
    ClassicApi.JOIN_GROUP: [ErrorCode.GROUP_MAX_SIZE_REACHED, ErrorCode.UNKNOWN_SERVER_ERROR],
    ClassicApi.SYNC_GROUP: [ErrorCode.GROUP_AUTHORIZATION_FAILED, ErrorCode.UNKNOWN_SERVER_ERROR],
    ClassicApi.HEARTBEAT: [ErrorCode.FENCED_INSTANCE_ID],
}
SURVIVABLE = {
    ClassicApi.JOIN_GROUP: [
        ErrorCode.COORDINATOR_LOAD_IN_PROGRESS,
        ErrorCode.NOT_COORDINATOR,
        ErrorCode.COORDINATOR_NOT_AVAILABLE,
        ErrorCode.UNKNOWN_MEMBER_ID,
        ErrorCode.REBALANCE_IN_PROGRESS,
    ],
    ClassicApi.SYNC_GROUP: [
        ErrorCode.NOT_COORDINATOR,
        ErrorCode.REBALANCE_IN_PROGRESS,
        ErrorCode.UNKNOWN_MEMBER_ID,
        ErrorCode.ILLEGAL_GENERATION,
    ],
    ClassicApi.HEARTBEAT: [
        ErrorCode.NOT_COORDINATOR,
        ErrorCode.REBALANCE_IN_PROGRESS,
        ErrorCode.ILLEGAL_GENERATION,
        ErrorCode.UNKNOWN_MEMBER_ID,
        ErrorCode.GROUP_AUTHORIZATION_FAILED,
        ErrorCode.COORDINATOR_LOAD_IN_PROGRESS,
    ],
}
COMMIT_ERRORS = [
    ErrorCode.NONE,
    ErrorCode.NONE,
    ErrorCode.NONE,
    ErrorCode.COORDINATOR_LOAD_IN_PROGRESS,
    ErrorCode.NOT_COORDINATOR,
    ErrorCode.REBALANCE_IN_PROGRESS,
    ErrorCode.ILLEGAL_GENERATION,
    ErrorCode.UNKNOWN_MEMBER_ID,
    ErrorCode.OFFSET_METADATA_TOO_LARGE,
]
FETCH_ERRORS = [
    ErrorCode.NONE,
    ErrorCode.NONE,
    ErrorCode.COORDINATOR_LOAD_IN_PROGRESS,
    ErrorCode.NOT_COORDINATOR,
    ErrorCode.UNSTABLE_OFFSET_COMMIT,
    ErrorCode.GROUP_AUTHORIZATION_FAILED,
]
MEMBERSHIP = (JoinGroupRequest, SyncGroupRequest)


class ClassicMachine(RuleBasedStateMachine):
    """Random answers, error codes, failures, application calls and time; the invariants of the
    member are checked after every step, and every output as it comes out."""

    @initialize(
        coop=st.booleans(),
        static=st.booleans(),
        old_broker=st.booleans(),
        topics=st.sets(st.sampled_from(TOPICS), min_size=1),
    )
    def start(self, coop: bool, static: bool, old_broker: bool, topics: set[str]) -> None:
        versions = KAFKA_2_2 if old_broker and not static else KAFKA_4
        self.assignor = cooperative() if coop else eager()
        self.coop, self.static = coop, static
        self.sm = ClassicMember(
            config(group_instance_id="i-1" if static else None),
            versions,
            assignors=[self.assignor],
        )
        self.now = 0.0
        self.pending: dict[int, SendRequest] = {}
        self.ids: set[int] = set()
        self.coordinator: Node | None = None
        self.found: dict[int, Node] = {}  # lookup -> the coordinator its answer names
        self.nodes = 0
        self.generation = 0
        self.subscription = tuple(sorted(topics))
        self.owned: set[TopicPartition] = set()
        self.leave_called = False
        self.finished = False
        self.commits: set[int] = set()
        self.fetches: set[int] = set()
        self.steps = 0
        self.sm.subscribe(topics, self.now)
        self.settle()

    # ------------------------------------------------------------------ checking outputs

    def process(self) -> None:
        added: set[TopicPartition] = set()
        revoked: set[TopicPartition] = set()
        for output in self.sm.outputs():
            event(type(output).__name__ if not isinstance(output, SendRequest) else "sent")
            if isinstance(output, SendRequest):
                self.check_send(output)
            elif isinstance(output, PartitionsAssigned):
                assert output.partitions and not output.partitions & self.owned
                self.owned |= output.partitions
                added |= output.partitions
            elif isinstance(output, PartitionsRevoked | PartitionsLost):
                assert output.partitions and output.partitions <= self.owned
                self.owned -= output.partitions
                revoked |= output.partitions
            elif isinstance(output, MemberLeft | MemberFailed):
                assert not self.finished
                assert not isinstance(output, MemberLeft) or self.leave_called
                self.finished = True
            elif isinstance(output, CommitCompleted):
                self.commits.remove(output.handle)  # answered exactly once
            elif isinstance(output, OffsetsFetched):
                self.fetches.remove(output.handle)
        assert not added & revoked, "a partition both given and taken in one step"
        assert self.sm.assignment == self.owned

    def check_send(self, send: SendRequest) -> None:
        assert not self.finished, "nothing is sent once the member is done"
        assert send.request_id not in self.ids, "request ids are never reused"
        self.ids.add(send.request_id)
        send.body.encode(send.version)
        body = send.body
        if isinstance(body, FindCoordinatorRequest | MetadataRequest):
            assert send.destination is None
        else:
            assert self.coordinator is not None and send.destination == self.coordinator
        if isinstance(body, MEMBERSHIP):
            assert not self.leave_called
            assert not any(isinstance(s.body, MEMBERSHIP) for s in self.pending.values()), (
                "one JoinGroup or SyncGroup at a time"
            )
        if isinstance(body, JoinGroupRequest):
            sub = subscription_in(send)
            assert tuple(sub.topics) == self.subscription
            if self.coop:
                assert owned_in(send) == self.owned  # kept through the rebalance
            else:
                assert not self.owned, "eager members give everything up before joining"
            assert (body.group_instance_id == "i-1") == self.static
        if isinstance(body, HeartbeatRequest):
            assert not any(isinstance(s.body, HeartbeatRequest) for s in self.pending.values())
        if isinstance(body, LeaveGroupRequest):
            assert self.leave_called and not self.static
        self.pending[send.request_id] = send

    def settle(self) -> None:
        """Tick whenever the member asks to, as a driver does; it must not ask forever."""
        self.steps += 1
        self.process()
        for _ in range(3):
            deadline = self.sm.next_deadline()
            if deadline is None or deadline > self.now:
                return
            self.sm.tick(self.now)
            self.process()
        deadline = self.sm.next_deadline()
        assert deadline is None or deadline > self.now, "a deadline that ticking does not move"

    # ------------------------------------------------------------------ answers

    def error_of(self, api: ClassicApi, data: st.DataObject) -> ErrorCode:
        if data.draw(st.integers(0, 59)) == 0:
            return data.draw(st.sampled_from(FATAL_RARELY[api]))
        return data.draw(st.sampled_from(SURVIVABLE[api]))

    def answer_for(self, send: SendRequest, data: st.DataObject) -> Struct:
        body = send.body
        if isinstance(body, FindCoordinatorRequest):
            outcome = data.draw(st.sampled_from(["ok"] * 6 + ["busy"]))
            if data.draw(st.integers(0, 99)) == 0:
                outcome = "denied"
            if outcome == "ok":
                self.nodes += 1
                node = Node(self.nodes, f"broker-{self.nodes}", 9092)
                self.found[send.request_id] = node
                return coordinator_found(node, send.version)
            code = (
                ErrorCode.COORDINATOR_NOT_AVAILABLE
                if outcome == "busy"
                else ErrorCode.GROUP_AUTHORIZATION_FAILED
            )
            return lookup_error(code, send.version)
        if isinstance(body, MetadataRequest):
            counts: dict[str, int | None] = {}
            for topic in body.topics or []:
                name = topic.name or ""
                counts[name] = data.draw(st.sampled_from([None, UNIVERSE.get(name, 1), 4]))
            return metadata(counts)
        if isinstance(body, JoinGroupRequest):
            return self.join_answer(send, body, data)
        if isinstance(body, SyncGroupRequest):
            kind = data.draw(st.sampled_from(["ok"] * 12 + ["error"] * 2 + ["empty", "garbage"]))
            if kind == "error":
                return sync_group_response.SyncGroupResponse(
                    error_code=self.error_of(ClassicApi.SYNC_GROUP, data)
                )
            if kind == "garbage":
                return sync_group_response.SyncGroupResponse(assignment=b"\x00\x03\x00")
            if kind == "empty":
                return sync_group_response.SyncGroupResponse(assignment=b"")
            pool = [tp for tp in ALL_PARTITIONS if tp[0] in self.subscription]
            if data.draw(st.integers(0, 9)) == 0:
                pool = ALL_PARTITIONS  # an assignment for a subscription since changed
            chosen = data.draw(st.sets(st.sampled_from(pool))) if pool else set()
            return synced(chosen, self.assignor.name)
        if isinstance(body, HeartbeatRequest):
            if data.draw(st.integers(0, 3)) == 0:
                return beat(self.error_of(ClassicApi.HEARTBEAT, data))
            return beat()
        if isinstance(body, LeaveGroupRequest):
            return leave_group_response.LeaveGroupResponse(
                error_code=data.draw(st.sampled_from([ErrorCode.NONE, ErrorCode.UNKNOWN_MEMBER_ID]))
            )
        if isinstance(body, OffsetCommitRequest):
            return commit_answer(
                {
                    (t.name, p.partition_index): data.draw(st.sampled_from(COMMIT_ERRORS))
                    for t in body.topics
                    for p in t.partitions
                }
            )
        assert isinstance(body, OffsetFetchRequest)
        error = data.draw(st.sampled_from(FETCH_ERRORS))
        if send.version >= 8:
            asked = [(t.name, t.partition_indexes) for t in body.groups[0].topics or []]
        else:
            asked = [(t.name, t.partition_indexes) for t in body.topics or []]
        wanted = [(name, p) for name, indexes in asked for p in indexes]
        offsets = {tp: data.draw(st.integers(-1, 99)) for tp in wanted}
        return fetch_answer(offsets, error, send.version)

    def join_answer(
        self, send: SendRequest, body: JoinGroupRequest, data: st.DataObject
    ) -> join_group_response.JoinGroupResponse:
        kind = data.draw(
            st.sampled_from(["follower"] * 6 + ["leader"] * 4 + ["id"] * 2 + ["error"])
        )
        if kind == "error":
            return join_error(self.error_of(ClassicApi.JOIN_GROUP, data))
        member_id = body.member_id or f"m-{send.request_id}"
        if kind == "id" and not body.member_id:
            return join_error(ErrorCode.MEMBER_ID_REQUIRED, member_id)
        self.generation += 1
        if kind != "leader":
            return joined(self.generation, member_id, protocol=self.assignor.name)
        members = {member_id: body.protocols[0].metadata}
        for other in range(data.draw(st.integers(0, 2))):
            topics = sorted(data.draw(st.sets(st.sampled_from(TOPICS))))
            owned = data.draw(st.sets(st.sampled_from(ALL_PARTITIONS), max_size=2))
            members[f"other-{other}"] = subscription_bytes(topics, owned, self.generation - 1)
        if data.draw(st.integers(0, 9)) == 0:
            members["broken"] = b"\x00"
        return joined(
            self.generation,
            member_id,
            protocol=self.assignor.name,
            leader=member_id,
            members=members,
            skip_assignment=self.static and data.draw(st.integers(0, 4)) == 0,
        )

    # ------------------------------------------------------------------ rules

    def deliver(self, data: st.DataObject) -> None:
        """Answer one request in flight (any of them: the network reorders), or fail it."""
        request_id = data.draw(st.sampled_from(sorted(self.pending)))
        send = self.pending.pop(request_id)
        if data.draw(st.integers(0, 11)) == 0:
            self.sm.on_failure(request_id, "connection closed", self.now)
            self.settle()
            return
        body = self.answer_for(send, data)
        if request_id in self.found:
            self.coordinator = self.found.pop(request_id)
        self.sm.on_response(request_id, body, self.now)
        self.settle()

    # The network is busier than the application: three rules deliver.
    @precondition(lambda self: self.pending)
    @rule(data=st.data())
    def respond(self, data: st.DataObject) -> None:
        self.deliver(data)

    @precondition(lambda self: self.pending)
    @rule(data=st.data())
    def respond_again(self, data: st.DataObject) -> None:
        self.deliver(data)

    @precondition(lambda self: self.pending)
    @rule(data=st.data())
    def respond_once_more(self, data: st.DataObject) -> None:
        self.deliver(data)

    @precondition(lambda self: self.pending)
    @rule(data=st.data())
    def respond_to_everything(self, data: st.DataObject) -> None:
        for _ in range(len(self.pending)):
            if self.pending:
                self.deliver(data)

    @rule(ms=st.sampled_from([1, 50, 100, 1_000, 3_000, 11_000, 61_000]))
    def advance(self, ms: int) -> None:
        self.now += ms
        self.sm.tick(self.now)
        self.settle()

    @rule()
    def until_deadline(self) -> None:
        deadline = self.sm.next_deadline()
        if deadline is not None:
            self.now = max(self.now, deadline)
            self.sm.tick(self.now)
        self.settle()

    @rule(topics=st.sets(st.sampled_from(TOPICS)))
    def subscribe(self, topics: set[str]) -> None:
        if not self.leave_called and not self.finished:
            self.subscription = tuple(sorted(topics))
        self.sm.subscribe(topics, self.now)
        self.settle()

    @rule(partitions=st.sets(st.sampled_from(ALL_PARTITIONS), max_size=3), owned_only=st.booleans())
    def commit(self, partitions: set[TopicPartition], owned_only: bool) -> None:
        chosen = self.owned if owned_only else partitions
        self.commits.add(self.sm.commit({tp: OffsetAndMetadata(7) for tp in chosen}, self.now))
        self.settle()

    @rule(partitions=st.sets(st.sampled_from(ALL_PARTITIONS), max_size=3))
    def fetch(self, partitions: set[TopicPartition]) -> None:
        self.fetches.add(self.sm.fetch_committed(partitions, self.now))
        self.settle()

    @precondition(lambda self: not self.leave_called and self.steps > 30)
    @rule()
    def leave(self) -> None:
        self.leave_called = True
        self.sm.leave(self.now, "done")
        self.settle()

    # ------------------------------------------------------------------ invariants

    @invariant()
    def member_state_hangs_together(self) -> None:
        self.sm.check_invariants()

    @invariant()
    def owned_is_what_was_notified(self) -> None:
        assert self.sm.assignment == self.owned

    @invariant()
    def done_once_finished(self) -> None:
        assert self.sm.done == self.finished
        if self.finished:
            assert self.sm.next_deadline() is None and not self.owned

    @invariant()
    def deadlines_are_not_in_the_past(self) -> None:
        deadline = self.sm.next_deadline()
        assert deadline is None or deadline > self.now

    def teardown(self) -> None:
        """Every commit and fetch is answered in the end, whatever the network does."""
        for _ in range(5):
            for request_id in sorted(self.pending):
                del self.pending[request_id]
                self.sm.on_failure(request_id, "connection closed", self.now)
            self.now += 61_000
            self.sm.tick(self.now)
            self.settle()
        assert not self.commits and not self.fetches


ClassicMachine.TestCase.settings = settings(
    max_examples=300,
    stateful_step_count=100,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow],
)
test_classic_machine = ClassicMachine.TestCase


def test_phase_changes_outside_the_transition_table_are_refused() -> None:
    """Every phase change goes through one table: a member out of the group cannot become
    stable or completing without joining first, and the invariant check sees a broken state."""
    member = ClassicMember(config(), KAFKA_4, assignors=[eager()])
    member.check_invariants()
    with pytest.raises(AssertionError, match="does not go from"):
        member._move(Phase.STABLE)
    with pytest.raises(AssertionError, match="does not go from"):
        member._move(Phase.COMPLETING)
    member._gate = True  # waiting for a notification that was never queued
    with pytest.raises(AssertionError, match="not queued"):
        member.check_invariants()
