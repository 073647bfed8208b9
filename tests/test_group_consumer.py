"""The KIP-848 member state machine, driven without sockets by hand-built responses.

Expected behaviour comes from KIP-848 and from what Kafka's Java consumer does
(AbstractHeartbeatRequestManager, ConsumerMembershipManager, CommitRequestManager).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from uuid import UUID

import pytest
from hypothesis import HealthCheck, event, settings
from hypothesis import strategies as st
from hypothesis.stateful import (
    RuleBasedStateMachine,
    initialize,
    invariant,
    precondition,
    rule,
)

from kgroup_proto.error_codes import ErrorCode
from kgroup_proto.group.config import ConsumerConfig
from kgroup_proto.group.consumer import ConsumerMember
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
    SendRequest,
)
from kgroup_proto.messages import (
    consumer_group_heartbeat_response,
    find_coordinator_response,
    metadata_response,
    offset_commit_response,
    offset_fetch_response,
)
from kgroup_proto.messages.consumer_group_heartbeat_request import ConsumerGroupHeartbeatRequest
from kgroup_proto.messages.find_coordinator_request import FindCoordinatorRequest
from kgroup_proto.messages.metadata_request import MetadataRequest
from kgroup_proto.messages.offset_commit_request import OffsetCommitRequest
from kgroup_proto.messages.offset_fetch_request import OffsetFetchRequest
from kgroup_proto.protocol.models import Node
from kgroup_proto.runtime import Struct

#: What a Kafka 4.0 broker announces for the APIs a member uses.
V1 = {68: range(0, 2), 3: range(0, 14), 10: range(0, 7), 8: range(0, 11), 9: range(0, 11)}
V0 = {**V1, 68: range(0, 1)}
#: A broker whose Metadata cannot look topics up by id (v10-11 only name them in answers).
V1_METADATA_11 = {**V1, 3: range(0, 12)}

ORDERS, PAYMENTS = UUID(int=0xA1), UUID(int=0xB2)
NAMES = {ORDERS: "orders", PAYMENTS: "payments"}
COORDINATOR = Node(7, "broker-7", 9092)
GROUP = "orders-app"


def config(**overrides: object) -> ConsumerConfig:
    fields: dict[str, object] = {"group_id": GROUP, "member_id": "m-1"}
    fields.update(overrides)
    return ConsumerConfig(**fields)  # type: ignore[arg-type]


# ----------------------------------------------------------------------------- helpers


def sends(outputs: Sequence[Output]) -> list[SendRequest]:
    found = [o for o in outputs if isinstance(o, SendRequest)]
    for send in found:
        send.body.encode(send.version)  # every body fits the version it goes out in
    return found


def notes(outputs: Sequence[Output]) -> list[Output]:
    return [o for o in outputs if not isinstance(o, SendRequest)]


def only(outputs: Sequence[Output], kind: type[Struct]) -> SendRequest:
    matching = [s for s in sends(outputs) if isinstance(s.body, kind)]
    assert len(matching) == 1, f"expected one {kind.__name__}, got {outputs}"
    return matching[0]


def heartbeat_of(outputs: Sequence[Output]) -> tuple[SendRequest, ConsumerGroupHeartbeatRequest]:
    send = only(outputs, ConsumerGroupHeartbeatRequest)
    assert isinstance(send.body, ConsumerGroupHeartbeatRequest)
    assert send.destination == COORDINATOR
    return send, send.body


def owned(body: ConsumerGroupHeartbeatRequest) -> dict[UUID, list[int]] | None:
    if body.topic_partitions is None:
        return None
    return {tp.topic_id: tp.partitions for tp in body.topic_partitions}


def response(
    epoch: int,
    assignment: Mapping[UUID, Iterable[int]] | None = None,
    *,
    member_id: str | None = "m-1",
    interval: int = 3000,
    error: ErrorCode = ErrorCode.NONE,
    message: str | None = None,
) -> consumer_group_heartbeat_response.ConsumerGroupHeartbeatResponse:
    return consumer_group_heartbeat_response.ConsumerGroupHeartbeatResponse(
        error_code=error,
        error_message=message,
        member_id=member_id if error is ErrorCode.NONE else None,
        member_epoch=epoch,
        heartbeat_interval_ms=interval,
        assignment=None
        if assignment is None
        else consumer_group_heartbeat_response.Assignment(
            topic_partitions=[
                consumer_group_heartbeat_response.TopicPartitions(topic_id=t, partitions=sorted(p))
                for t, p in assignment.items()
            ]
        ),
    )


def error_response(
    error: ErrorCode,
) -> consumer_group_heartbeat_response.ConsumerGroupHeartbeatResponse:
    return response(0, error=error, message=f"broker says {error.name}")


def coordinator_found(
    node: Node = COORDINATOR,
) -> find_coordinator_response.FindCoordinatorResponse:
    return find_coordinator_response.FindCoordinatorResponse(
        coordinators=[
            find_coordinator_response.Coordinator(
                key=GROUP, node_id=node.node_id, host=node.host, port=node.port
            )
        ]
    )


def metadata(names: Mapping[UUID, str]) -> metadata_response.MetadataResponse:
    return metadata_response.MetadataResponse(
        topics=[
            metadata_response.MetadataResponseTopic(name=n, topic_id=t) for t, n in names.items()
        ]
    )


class Member:
    """A ConsumerMember with a clock and the last outputs at hand."""

    def __init__(self, versions: Mapping[int, range] = V1, **overrides: object) -> None:
        self.sm = ConsumerMember(config(**overrides), versions)
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
        return self.answer(lookup, coordinator_found())

    def join(
        self,
        topics: Sequence[str] = ("orders",),
        assignment: Mapping[UUID, Iterable[int]] | None = None,
    ) -> SendRequest:
        """Subscribe and join with epoch 1; returns the next heartbeat (the acknowledgement when
        partitions were assigned)."""
        self.sm.subscribe(topics, self.now)
        send, _ = heartbeat_of(self.find_coordinator(self.out()))
        outputs = self.answer(send, response(1, assignment or {}))
        if assignment:
            ids = {t for t, parts in assignment.items() if parts}
            outputs = self.answer(
                only(outputs, MetadataRequest), metadata({t: NAMES[t] for t in ids})
            )
            assert isinstance(outputs[-1], PartitionsAssigned)
            ack, _ = heartbeat_of(self.at(self.now))
            return ack
        assert outputs == [MemberJoined("m-1", member_epoch=1)]
        return heartbeat_of(self.at(self.now + 3000))[0]


# ----------------------------------------------------------------------------- join and reconcile


def test_join_sends_every_field_then_acknowledges_the_assignment() -> None:
    m = Member(rack_id="rack-a", server_assignor="uniform", rebalance_timeout_ms=120_000)
    m.sm.subscribe(["orders", "payments", "orders"], 0)
    outputs = m.out()
    assert len(outputs) == 1, "nothing but the coordinator lookup before the coordinator is known"
    send, join = heartbeat_of(m.find_coordinator(outputs))
    assert send.version == 1
    assert join.group_id == GROUP and join.member_id == "m-1" and join.member_epoch == 0
    assert join.rebalance_timeout_ms == 120_000
    assert join.subscribed_topic_names == ["orders", "payments"]
    assert join.server_assignor == "uniform" and join.rack_id == "rack-a"
    assert join.topic_partitions == [], "a joining member owns nothing, and says so"
    assert join.instance_id is None
    assert join.subscribed_topic_regex == "", "names and expression go together (none: empty)"

    outputs = m.answer(send, response(1, {ORDERS: [0, 1], PAYMENTS: [2]}), now=10)
    assert notes(outputs) == [MemberJoined("m-1", member_epoch=1)]
    lookup = only(outputs, MetadataRequest)
    assert lookup.destination is None and lookup.version == 12
    assert isinstance(lookup.body, MetadataRequest) and lookup.body.topics is not None
    assert {t.topic_id for t in lookup.body.topics} == {ORDERS, PAYMENTS}
    assert all(t.name is None for t in lookup.body.topics), "v12+ looks topics up by id"
    assert m.sm.assignment == frozenset()

    outputs = m.answer(lookup, metadata(NAMES), now=20)
    assert outputs == [
        PartitionsAssigned(
            frozenset({("orders", 0), ("orders", 1), ("payments", 2)}), member_epoch=1
        )
    ], "the acknowledgement waits until the application has been told"
    assert m.sm.next_deadline() == 20, "then it is due at once"
    _, ack = heartbeat_of(m.at(20))
    assert ack.member_epoch == 1
    assert owned(ack) == {ORDERS: [0, 1], PAYMENTS: [2]}
    assert ack.subscribed_topic_names is None and ack.rebalance_timeout_ms == -1
    assert ack.server_assignor is None and ack.rack_id is None
    assert m.sm.assignment == {("orders", 0), ("orders", 1), ("payments", 2)}


def test_steady_state_heartbeats_carry_only_what_changed() -> None:
    m = Member(group_instance_id="i-1", rack_id="r")
    ack = m.join(assignment={ORDERS: [0]})
    assert m.answer(ack, response(1), now=100) == []
    assert m.sm.next_deadline() == 3000, "the interval counts from when the heartbeat was sent"
    assert m.at(2999) == []
    send, body = heartbeat_of(m.at(3000))
    assert body.member_epoch == 1 and body.member_id == "m-1"
    assert body.topic_partitions is None and body.subscribed_topic_names is None
    assert body.rebalance_timeout_ms == -1 and body.instance_id is None and body.rack_id is None
    assert body.server_assignor is None
    assert m.answer(send, response(1, interval=5000), now=3010) == []
    assert m.sm.next_deadline() == 8000, "the coordinator's new interval applies"

    m.sm.subscribe(["orders", "payments"], 3020)
    _, body = heartbeat_of(m.out())  # a new subscription goes out at once
    assert body.subscribed_topic_names == ["orders", "payments"]
    assert body.subscribed_topic_regex == ""
    assert body.topic_partitions is None and body.rebalance_timeout_ms == -1


def test_a_retried_heartbeat_carries_every_field() -> None:
    m = Member(group_instance_id="i-1", rack_id="r", server_assignor="range")
    ack = m.join(assignment={ORDERS: [0, 1]})
    outputs = m.answer(ack, error_response(ErrorCode.COORDINATOR_LOAD_IN_PROGRESS), now=50)
    assert outputs == [], "a loading coordinator is retried, not given up on"
    assert m.sm.assignment == {("orders", 0), ("orders", 1)}
    assert m.sm.next_deadline() == 150, "after retry.backoff.ms"
    assert m.at(149) == []
    _, body = heartbeat_of(m.at(150))
    assert body.member_epoch == 1
    assert body.instance_id == "i-1" and body.rack_id == "r" and body.server_assignor == "range"
    assert body.rebalance_timeout_ms == 300_000 and body.subscribed_topic_names == ["orders"]
    assert owned(body) == {ORDERS: [0, 1]}


def test_revocation_is_reported_before_new_partitions_are_taken() -> None:
    m = Member()
    ack = m.join(assignment={ORDERS: [0, 1]})
    outputs = m.answer(ack, response(2, {ORDERS: [1, 2]}), now=10)
    assert outputs == [PartitionsRevoked(frozenset({("orders", 0)}), member_epoch=2)]
    assert m.sm.assignment == {("orders", 1)}
    # The application commits what it processed of the revoked partition in its callback: that
    # commit goes out before the heartbeat that gives the partition up.
    m.sm.commit({("orders", 0): OffsetAndMetadata(42)}, 11)
    outputs = m.out()
    assert [type(s.body) for s in sends(outputs)] == [
        OffsetCommitRequest,
        ConsumerGroupHeartbeatRequest,
    ]
    send, reduced = heartbeat_of(outputs)
    assert owned(reduced) == {ORDERS: [1]}
    assert m.at(12) == [], "partition 2 waits until the coordinator has heard of the revocation"

    outputs = m.answer(send, response(2), now=20)
    assert outputs == [PartitionsAssigned(frozenset({("orders", 2)}), member_epoch=2)]
    _, acknowledged = heartbeat_of(m.at(20))
    assert owned(acknowledged) == {ORDERS: [1, 2]}


def test_a_failed_revocation_report_is_repeated_before_anything_is_assigned() -> None:
    m = Member()
    ack = m.join(assignment={ORDERS: [0, 1]})
    outputs = m.answer(ack, response(2, {ORDERS: [1], PAYMENTS: [0]}), now=10)
    assert notes(outputs) == [PartitionsRevoked(frozenset({("orders", 0)}), member_epoch=2)]
    lookup = only(outputs, MetadataRequest)
    send, reduced = heartbeat_of(m.at(10))
    assert owned(reduced) == {ORDERS: [1]}
    assert m.answer(lookup, metadata(NAMES)) == [], "resolved, but the revocation comes first"
    outputs = m.find_coordinator(m.fail(send, now=11))
    assert outputs == [], "the retry waits out the backoff"
    send, again = heartbeat_of(m.at(111))
    assert owned(again) == {ORDERS: [1]}
    outputs = m.answer(send, response(2), now=120)
    assert outputs == [PartitionsAssigned(frozenset({("payments", 0)}), member_epoch=2)]


def test_partitions_of_unresolved_topics_wait_for_metadata() -> None:
    m = Member()
    m.sm.subscribe(["orders", "payments"], 0)
    send, _ = heartbeat_of(m.find_coordinator(m.out()))
    outputs = m.answer(send, response(1, {ORDERS: [0], PAYMENTS: [1]}))
    lookup = only(outputs, MetadataRequest)
    outputs = m.answer(lookup, metadata({ORDERS: "orders"}), now=5)
    assert notes(outputs) == [PartitionsAssigned(frozenset({("orders", 0)}), member_epoch=1)]
    ack_send, ack = heartbeat_of(m.at(5))
    assert owned(ack) == {ORDERS: [0]}, "the acknowledgement names only what the member owns"
    assert m.sm.next_deadline() == 105, "the unresolved id is looked up again after backoff"
    outputs = m.at(105)
    lookup = only(outputs, MetadataRequest)
    assert isinstance(lookup.body, MetadataRequest) and lookup.body.topics is not None
    assert [t.topic_id for t in lookup.body.topics] == [PAYMENTS]
    assert m.answer(ack_send, response(1)) == []
    outputs = m.answer(lookup, metadata({PAYMENTS: "payments"}))
    assert outputs == [PartitionsAssigned(frozenset({("payments", 1)}), member_epoch=1)]


def test_metadata_before_v12_asks_for_the_subscribed_names_or_every_topic() -> None:
    m = Member(V1_METADATA_11)
    m.sm.subscribe(["orders"], 0)
    send, _ = heartbeat_of(m.find_coordinator(m.out()))
    lookup = only(m.answer(send, response(1, {ORDERS: [0]})), MetadataRequest)
    assert lookup.version == 11 and isinstance(lookup.body, MetadataRequest)
    assert [(t.name, t.topic_id.int) for t in lookup.body.topics or []] == [("orders", 0)]

    m = Member(V1_METADATA_11)
    m.sm.subscribe_pattern("ord.*", 0)
    send, _ = heartbeat_of(m.find_coordinator(m.out()))
    lookup = only(m.answer(send, response(1, {ORDERS: [0]})), MetadataRequest)
    assert isinstance(lookup.body, MetadataRequest) and lookup.body.topics is None


# ----------------------------------------------------------------------------- member id, regex


def test_v1_members_pick_their_own_id_and_keep_it_when_fenced() -> None:
    m = Member()
    ack = m.join(assignment={ORDERS: [0]})
    outputs = m.answer(ack, error_response(ErrorCode.FENCED_MEMBER_EPOCH))
    assert outputs == [PartitionsLost(frozenset({("orders", 0)}), member_epoch=1)]
    _, rejoin = heartbeat_of(m.at(m.now))
    assert rejoin.member_id == "m-1" and rejoin.member_epoch == 0 and rejoin.topic_partitions == []


def test_v0_members_join_without_an_id_and_take_the_coordinators() -> None:
    m = Member(V0)
    m.sm.subscribe(["orders"], 0)
    send, join = heartbeat_of(m.find_coordinator(m.out()))
    assert send.version == 0 and join.member_id == ""
    assert join.subscribed_topic_names == ["orders"] and join.subscribed_topic_regex is None
    outputs = m.answer(send, response(4, member_id="given-by-broker"))
    assert outputs == [MemberJoined("given-by-broker", member_epoch=4)]
    assert m.sm.member_id == "given-by-broker"
    send, body = heartbeat_of(m.at(3000))
    assert body.member_id == "given-by-broker" and body.member_epoch == 4
    # Nothing to lose: the rejoin goes out at once.
    _, rejoin = heartbeat_of(m.answer(send, error_response(ErrorCode.UNKNOWN_MEMBER_ID)))
    assert rejoin.member_epoch == 0 and rejoin.member_id == "given-by-broker"


def test_regex_subscriptions_go_to_the_coordinator() -> None:
    m = Member()
    m.sm.subscribe_pattern("ord.*", 0)
    send, join = heartbeat_of(m.find_coordinator(m.out()))
    assert join.subscribed_topic_regex == "ord.*" and join.subscribed_topic_names == []
    m.answer(send, response(1))
    m.sm.subscribe(["payments"], 10)
    _, body = heartbeat_of(m.out())
    assert body.subscribed_topic_names == ["payments"]
    assert body.subscribed_topic_regex == "", "an empty expression drops the old one"


def test_regex_subscriptions_need_v1() -> None:
    m = Member(V0)
    m.sm.subscribe_pattern("ord.*", 0)
    outputs = m.out()
    assert len(outputs) == 1 and isinstance(outputs[0], MemberFailed)
    assert outputs[0].error is ErrorCode.UNSUPPORTED_VERSION
    assert m.sm.done and m.at(100) == []


def test_a_broker_without_the_consumer_protocol_cannot_host_a_member() -> None:
    with pytest.raises(LookupError):
        ConsumerMember(config(), {k: v for k, v in V1.items() if k != 68})
    with pytest.raises(LookupError):
        ConsumerMember(config(), {**V1, 3: range(0, 10)})


# ----------------------------------------------------------------------------- leaving


@pytest.mark.parametrize(("instance", "epoch"), [(None, -1), ("i-1", -2)])
def test_leave_revokes_then_sends_the_leave_epoch(instance: str | None, epoch: int) -> None:
    m = Member(group_instance_id=instance)
    ack = m.join(assignment={ORDERS: [0, 1]})
    m.answer(ack, response(1), now=5)
    m.sm.leave(6, "shutting down")
    assert m.out() == [PartitionsRevoked(frozenset({("orders", 0), ("orders", 1)}), member_epoch=1)]
    assert m.sm.assignment == frozenset()
    send, body = heartbeat_of(m.at(6))
    assert body.member_epoch == epoch and body.member_id == "m-1"
    assert body.instance_id == instance
    assert not m.sm.done
    assert m.answer(send, response(epoch, member_id="m-1"), now=7) == [MemberLeft("shutting down")]
    assert m.sm.done and m.sm.next_deadline() is None
    assert m.at(100_000) == []
    m.sm.commit({("orders", 0): OffsetAndMetadata(1)}, 100_001)
    outputs = m.out()
    assert sends(outputs) == []
    assert outputs == [
        CommitCompleted(
            1, {("orders", 0): OffsetAndMetadata(1)}, {("orders", 0): ErrorCode.UNKNOWN_MEMBER_ID}
        )
    ]


def test_leave_waits_for_the_heartbeat_in_flight() -> None:
    m = Member(V0)
    m.sm.subscribe(["orders"], 0)
    join, _ = heartbeat_of(m.find_coordinator(m.out()))
    m.sm.leave(1)
    assert m.out() == [], "the join is still in flight: one heartbeat at a time"
    outputs = m.answer(join, response(3, {ORDERS: [0]}, member_id="given"))
    _, body = heartbeat_of(outputs)
    assert body.member_epoch == -1 and body.member_id == "given"
    assert notes(outputs) == [], "a leaving member takes no partitions"


def test_leaving_before_joining_sends_nothing() -> None:
    m = Member()
    m.sm.leave(0, "never mind")
    assert m.out() == [MemberLeft("never mind")]
    assert m.sm.done


def test_a_failed_leave_still_ends_the_membership() -> None:
    m = Member()
    ack = m.join()
    m.answer(ack, response(1))
    m.sm.leave(10)
    send, _ = heartbeat_of(m.out())
    assert m.fail(send) == [MemberLeft(None)]
    assert m.sm.done


# ----------------------------------------------------------------------------- heartbeat errors

JAVA_FATAL = [
    ErrorCode.GROUP_AUTHORIZATION_FAILED,
    ErrorCode.INVALID_REQUEST,
    ErrorCode.GROUP_MAX_SIZE_REACHED,
    ErrorCode.UNSUPPORTED_ASSIGNOR,
    ErrorCode.UNSUPPORTED_VERSION,
    ErrorCode.UNRELEASED_INSTANCE_ID,
    ErrorCode.FENCED_INSTANCE_ID,
    ErrorCode.INVALID_REGULAR_EXPRESSION,
    # Java treats any code it does not expect as fatal; these cannot pass by themselves.
    ErrorCode.UNKNOWN_SERVER_ERROR,
    ErrorCode.REBALANCE_IN_PROGRESS,
    ErrorCode.GROUP_ID_NOT_FOUND,
]


@pytest.mark.parametrize("error", JAVA_FATAL, ids=lambda e: e.name)
def test_fatal_heartbeat_errors_lose_the_partitions_and_stop(error: ErrorCode) -> None:
    m = Member()
    ack = m.join(assignment={ORDERS: [0]})
    outputs = m.answer(ack, error_response(error))
    assert len(outputs) == 2
    assert outputs[0] == PartitionsLost(frozenset({("orders", 0)}), member_epoch=1)
    failed = outputs[1]
    assert isinstance(failed, MemberFailed) and failed.error is error
    assert f"broker says {error.name}" in failed.detail
    assert m.sm.done and m.sm.assignment == frozenset()
    assert m.at(1_000_000) == [] and m.sm.next_deadline() is None


@pytest.mark.parametrize(
    "error", [ErrorCode.FENCED_MEMBER_EPOCH, ErrorCode.UNKNOWN_MEMBER_ID], ids=lambda e: e.name
)
def test_fenced_members_lose_their_partitions_and_rejoin_at_once(error: ErrorCode) -> None:
    m = Member(server_assignor="uniform")
    ack = m.join(assignment={ORDERS: [0, 1]})
    outputs = m.answer(ack, error_response(error), now=40)
    assert outputs == [PartitionsLost(frozenset({("orders", 0), ("orders", 1)}), member_epoch=1)]
    assert m.sm.assignment == frozenset()
    assert m.sm.next_deadline() == 40, "no backoff before rejoining"
    send, rejoin = heartbeat_of(m.at(40))
    assert rejoin.member_epoch == 0 and rejoin.member_id == "m-1"
    assert rejoin.topic_partitions == [] and rejoin.subscribed_topic_names == ["orders"]
    assert rejoin.rebalance_timeout_ms == 300_000 and rejoin.server_assignor == "uniform"
    outputs = m.answer(send, response(5, {ORDERS: [1]}))
    assert outputs == [
        MemberJoined("m-1", member_epoch=5),
        PartitionsAssigned(frozenset({("orders", 1)}), member_epoch=5),
    ], "the topic name is remembered from before"


@pytest.mark.parametrize(
    "error", [ErrorCode.NOT_COORDINATOR, ErrorCode.COORDINATOR_NOT_AVAILABLE], ids=lambda e: e.name
)
def test_coordinator_errors_look_the_coordinator_up_again(error: ErrorCode) -> None:
    m = Member()
    ack = m.join(assignment={ORDERS: [0]})
    outputs = m.answer(ack, error_response(error), now=30)
    assert notes(outputs) == [] and m.sm.assignment == {("orders", 0)}
    assert m.sm.coordinator is None
    lookup = only(outputs, FindCoordinatorRequest)
    elsewhere = Node(8, "broker-8", 9092)
    outputs = m.answer(lookup, coordinator_found(elsewhere), now=31)
    send = only(outputs, ConsumerGroupHeartbeatRequest)
    assert send.destination == elsewhere, "the heartbeat follows the new coordinator at once"
    assert isinstance(send.body, ConsumerGroupHeartbeatRequest)
    assert send.body.member_epoch == 1 and owned(send.body) == {ORDERS: [0]}
    assert send.body.rebalance_timeout_ms == 300_000


@pytest.mark.parametrize(
    "error",
    [
        ErrorCode.COORDINATOR_LOAD_IN_PROGRESS,
        # Java reports it and keeps heartbeating so that granting the ACL is enough to recover.
        ErrorCode.TOPIC_AUTHORIZATION_FAILED,
        # Retriable codes nobody expects from this API: retried like a loading coordinator.
        ErrorCode.REQUEST_TIMED_OUT,
        ErrorCode.NOT_ENOUGH_REPLICAS,
    ],
    ids=lambda e: e.name,
)
def test_retriable_heartbeat_errors_back_off_exponentially(error: ErrorCode) -> None:
    m = Member(retry_backoff_ms=100, retry_backoff_max_ms=300)
    ack = m.join(assignment={ORDERS: [0]})
    waits = []
    send = ack
    for _ in range(4):
        at = m.now
        assert notes(m.answer(send, error_response(error))) == []
        deadline = m.sm.next_deadline()
        assert deadline is not None
        waits.append(deadline - at)
        assert m.at(deadline - 1) == []
        send, _ = heartbeat_of(m.at(deadline))
    assert waits == [100, 200, 300, 300]
    assert m.sm.assignment == {("orders", 0)} and not m.sm.done
    assert m.answer(send, response(1)) == []
    m.answer(heartbeat_of(m.at(m.now + 3000))[0], error_response(error))
    assert m.sm.next_deadline() == m.now + 100, "a success resets the backoff"


def test_a_heartbeat_without_answer_rediscovers_and_backs_off() -> None:
    m = Member()
    ack = m.join(assignment={ORDERS: [0]})
    outputs = m.fail(ack, now=10)
    assert notes(outputs) == [] and m.sm.assignment == {("orders", 0)}
    lookup = only(outputs, FindCoordinatorRequest)
    assert m.answer(lookup, coordinator_found(), now=11) == [], "the retry waits for backoff"
    _, body = heartbeat_of(m.at(110))
    assert body.member_epoch == 1 and owned(body) == {ORDERS: [0]}


@pytest.mark.parametrize(
    ("error", "fatal"),
    [
        (ErrorCode.COORDINATOR_NOT_AVAILABLE, False),
        (ErrorCode.COORDINATOR_LOAD_IN_PROGRESS, False),
        (ErrorCode.GROUP_AUTHORIZATION_FAILED, True),
        (ErrorCode.INVALID_REQUEST, True),
    ],
    ids=lambda v: getattr(v, "name", str(v)),
)
def test_find_coordinator_errors(error: ErrorCode, fatal: bool) -> None:
    m = Member()
    m.sm.subscribe(["orders"], 0)
    lookup = only(m.out(), FindCoordinatorRequest)
    refused = find_coordinator_response.FindCoordinatorResponse(
        coordinators=[find_coordinator_response.Coordinator(key=GROUP, error_code=error)]
    )
    outputs = m.answer(lookup, refused)
    if fatal:
        assert len(outputs) == 1 and isinstance(outputs[0], MemberFailed)
        assert outputs[0].error is error and m.sm.done
    else:
        assert outputs == [] and m.sm.next_deadline() == 100
        only(m.at(100), FindCoordinatorRequest)


# ----------------------------------------------------------------------------- offsets


def joined_with_commit(
    offsets: Mapping[tuple[str, int], int] | None = None,
) -> tuple[Member, SendRequest, OffsetCommitRequest]:
    m = Member()
    ack = m.join(assignment={ORDERS: [0, 1]})
    m.answer(ack, response(1), now=10)
    wanted = offsets or {("orders", 0): 42}
    m.sm.commit({tp: OffsetAndMetadata(o) for tp, o in wanted.items()}, 11)
    send = only(m.out(), OffsetCommitRequest)
    assert isinstance(send.body, OffsetCommitRequest) and send.destination == COORDINATOR
    return m, send, send.body


def commit_answer(
    errors: Mapping[tuple[str, int], ErrorCode],
) -> offset_commit_response.OffsetCommitResponse:
    topics: dict[str, list[offset_commit_response.OffsetCommitResponsePartition]] = {}
    for (topic, partition), code in errors.items():
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


def test_commits_carry_the_member_id_and_epoch() -> None:
    m, send, body = joined_with_commit({("orders", 0): 42, ("orders", 1): 7})
    assert send.version == 9
    assert body.group_id == GROUP and body.member_id == "m-1"
    assert body.generation_id_or_member_epoch == 1
    assert [
        (t.name, [(p.partition_index, p.committed_offset) for p in t.partitions])
        for t in body.topics
    ] == [("orders", [(0, 42), (1, 7)])]
    ok = {("orders", 0): ErrorCode.NONE, ("orders", 1): ErrorCode.NONE}
    outputs = m.answer(send, commit_answer(ok))
    assert outputs == [
        CommitCompleted(
            1, {("orders", 0): OffsetAndMetadata(42), ("orders", 1): OffsetAndMetadata(7)}, {}
        )
    ]


def test_a_stale_epoch_commit_is_retried_after_the_next_heartbeat() -> None:
    m, send, _ = joined_with_commit()
    assert m.answer(send, commit_answer({("orders", 0): ErrorCode.STALE_MEMBER_EPOCH})) == []
    assert m.at(2999) == [], "nothing to retry with until a heartbeat brings the epoch"
    hb_send, _ = heartbeat_of(m.at(3000))
    outputs = m.answer(hb_send, response(2))
    retry = only(outputs, OffsetCommitRequest)
    assert isinstance(retry.body, OffsetCommitRequest)
    assert retry.body.generation_id_or_member_epoch == 2
    outputs = m.answer(retry, commit_answer({("orders", 0): ErrorCode.NONE}))
    assert outputs == [CommitCompleted(1, {("orders", 0): OffsetAndMetadata(42)}, {})]


def test_a_stale_epoch_commit_goes_again_at_once_when_the_epoch_already_moved() -> None:
    m, send, _ = joined_with_commit()
    hb_send, _ = heartbeat_of(m.at(3000))
    m.answer(hb_send, response(2))
    outputs = m.answer(send, commit_answer({("orders", 0): ErrorCode.STALE_MEMBER_EPOCH}))
    retry = only(outputs, OffsetCommitRequest)
    assert isinstance(retry.body, OffsetCommitRequest)
    assert retry.body.generation_id_or_member_epoch == 2


def test_a_stale_commit_of_a_fenced_member_fails() -> None:
    m, send, _ = joined_with_commit()
    m.answer(send, commit_answer({("orders", 0): ErrorCode.STALE_MEMBER_EPOCH}))
    hb_send, _ = heartbeat_of(m.at(3000))
    outputs = m.answer(hb_send, error_response(ErrorCode.FENCED_MEMBER_EPOCH))
    assert (
        CommitCompleted(
            1, {("orders", 0): OffsetAndMetadata(42)}, {("orders", 0): ErrorCode.STALE_MEMBER_EPOCH}
        )
        in outputs
    )


COMMIT_FAILS = [
    ErrorCode.GROUP_AUTHORIZATION_FAILED,
    ErrorCode.TOPIC_AUTHORIZATION_FAILED,
    ErrorCode.OFFSET_METADATA_TOO_LARGE,
    ErrorCode.INVALID_COMMIT_OFFSET_SIZE,
    ErrorCode.UNKNOWN_MEMBER_ID,
    ErrorCode.FENCED_INSTANCE_ID,
    ErrorCode.FENCED_MEMBER_EPOCH,
    # Java fails a commit on any code it does not expect, retriable or not.
    ErrorCode.UNKNOWN_SERVER_ERROR,
    ErrorCode.NOT_ENOUGH_REPLICAS,
]


@pytest.mark.parametrize("error", COMMIT_FAILS, ids=lambda e: e.name)
def test_commit_errors_that_fail_the_commit(error: ErrorCode) -> None:
    m, send, _ = joined_with_commit({("orders", 0): 42, ("orders", 1): 7})
    outputs = m.answer(send, commit_answer({("orders", 0): ErrorCode.NONE, ("orders", 1): error}))
    assert len(outputs) == 1 and isinstance(outputs[0], CommitCompleted)
    assert outputs[0].errors == {("orders", 1): error}
    assert not m.sm.done and m.sm.assignment == {("orders", 0), ("orders", 1)}
    assert sends(m.at(m.now + 1000)) == [], "not retried"


@pytest.mark.parametrize(
    ("error", "rediscover"),
    [
        (ErrorCode.NOT_COORDINATOR, True),
        (ErrorCode.COORDINATOR_NOT_AVAILABLE, True),
        (ErrorCode.REQUEST_TIMED_OUT, True),
        (ErrorCode.COORDINATOR_LOAD_IN_PROGRESS, False),
        (ErrorCode.UNKNOWN_TOPIC_OR_PARTITION, False),
    ],
    ids=lambda v: getattr(v, "name", str(v)),
)
def test_commit_errors_that_are_retried(error: ErrorCode, rediscover: bool) -> None:
    m, send, _ = joined_with_commit()
    outputs = m.answer(send, commit_answer({("orders", 0): error}), now=20)
    assert notes(outputs) == []
    if rediscover:
        lookup = only(outputs, FindCoordinatorRequest)
        assert m.answer(lookup, coordinator_found(), now=21) == [], "the retry waits for backoff"
    else:
        assert sends(outputs) == []
    retry = only(m.at(120), OffsetCommitRequest)
    assert retry.request_id != send.request_id
    outputs = m.answer(retry, commit_answer({("orders", 0): ErrorCode.NONE}))
    assert outputs == [CommitCompleted(1, {("orders", 0): OffsetAndMetadata(42)}, {})]


def test_a_commit_that_keeps_failing_gives_up_after_the_api_timeout() -> None:
    m, send, _ = joined_with_commit()
    loading = commit_answer({("orders", 0): ErrorCode.COORDINATOR_LOAD_IN_PROGRESS})
    outputs = m.answer(send, loading)
    completed: list[CommitCompleted] = []
    attempts = 1
    while not completed:
        retries = [s for s in sends(outputs) if isinstance(s.body, OffsetCommitRequest)]
        if retries:
            attempts += 1
            outputs = m.answer(retries[0], loading)
        else:
            deadline = m.sm.next_deadline()
            assert deadline is not None
            outputs = m.at(deadline)
        completed = [o for o in outputs if isinstance(o, CommitCompleted)]
    assert completed[0].errors == {("orders", 0): ErrorCode.COORDINATOR_LOAD_IN_PROGRESS}
    assert 11 + 60_000 <= m.now < 11 + 60_000 + 1_000, "default.api.timeout.ms after the call"
    assert attempts > 50, "retried all along, at most retry.backoff.max.ms apart"


def test_commits_need_an_epoch() -> None:
    m = Member()
    m.sm.subscribe(["orders"], 0)
    handle = m.sm.commit({("orders", 0): OffsetAndMetadata(5)}, 0)
    outputs = m.out()
    assert (
        CommitCompleted(
            handle,
            {("orders", 0): OffsetAndMetadata(5)},
            {("orders", 0): ErrorCode.UNKNOWN_MEMBER_ID},
        )
        in outputs
    )
    assert not any(isinstance(s.body, OffsetCommitRequest) for s in sends(outputs))


def fetch_answer(
    offsets: Mapping[tuple[str, int], int], error: ErrorCode = ErrorCode.NONE
) -> offset_fetch_response.OffsetFetchResponse:
    topics: dict[str, list[offset_fetch_response.OffsetFetchResponsePartitions]] = {}
    for (topic, partition), offset in offsets.items():
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


def test_fetch_committed_with_member_id_and_epoch() -> None:
    m = Member()
    ack = m.join(assignment={ORDERS: [0, 1]})
    m.answer(ack, response(1))
    handle = m.sm.fetch_committed([("orders", 0), ("orders", 1)], 5)
    send = only(m.out(), OffsetFetchRequest)
    assert send.version == 9 and isinstance(send.body, OffsetFetchRequest)
    group = send.body.groups[0]
    assert group.member_id == "m-1" and group.member_epoch == 1
    assert send.body.require_stable
    outputs = m.answer(send, fetch_answer({("orders", 0): 17, ("orders", 1): -1}))
    assert outputs == [
        OffsetsFetched(handle, {("orders", 0): OffsetAndMetadata(17), ("orders", 1): None})
    ]


def test_fetch_committed_outside_the_group_names_no_member() -> None:
    m = Member()
    handle = m.sm.fetch_committed([("orders", 0)], 0)
    outputs = m.answer(only(m.out(), FindCoordinatorRequest), coordinator_found())
    send = only(outputs, OffsetFetchRequest)
    assert isinstance(send.body, OffsetFetchRequest)
    assert send.body.groups[0].member_id is None and send.body.groups[0].member_epoch == -1
    outputs = m.answer(send, fetch_answer({("orders", 0): 3}))
    assert outputs == [OffsetsFetched(handle, {("orders", 0): OffsetAndMetadata(3)})]


@pytest.mark.parametrize(
    ("error", "reaction"),
    [
        (ErrorCode.GROUP_AUTHORIZATION_FAILED, "fail"),
        (ErrorCode.UNKNOWN_MEMBER_ID, "fail"),
        (ErrorCode.GROUP_ID_NOT_FOUND, "fail"),
        (ErrorCode.INVALID_GROUP_ID, "fail"),
        (ErrorCode.NOT_COORDINATOR, "rediscover"),
        (ErrorCode.COORDINATOR_NOT_AVAILABLE, "rediscover"),
        (ErrorCode.COORDINATOR_LOAD_IN_PROGRESS, "retry"),
        (ErrorCode.STALE_MEMBER_EPOCH, "after heartbeat"),
    ],
    ids=lambda v: getattr(v, "name", str(v)),
)
def test_offset_fetch_errors(error: ErrorCode, reaction: str) -> None:
    m = Member()
    ack = m.join(assignment={ORDERS: [0]})
    m.answer(ack, response(1), now=10)
    handle = m.sm.fetch_committed([("orders", 0)], 10)
    send = only(m.out(), OffsetFetchRequest)
    outputs = m.answer(send, fetch_answer({}, error), now=20)
    if reaction == "fail":
        assert outputs == [OffsetsFetched(handle, {}, error)]
        return
    assert notes(outputs) == []
    if reaction == "rediscover":
        m.answer(only(outputs, FindCoordinatorRequest), coordinator_found(), now=21)
        retry = only(m.at(120), OffsetFetchRequest)
    elif reaction == "retry":
        assert m.at(119) == []
        retry = only(m.at(120), OffsetFetchRequest)
    else:
        assert m.at(2999) == []
        hb_send, _ = heartbeat_of(m.at(3000))
        retry = only(m.answer(hb_send, response(2)), OffsetFetchRequest)
        assert isinstance(retry.body, OffsetFetchRequest)
        assert retry.body.groups[0].member_epoch == 2
    outputs = m.answer(retry, fetch_answer({("orders", 0): 8}))
    assert outputs == [OffsetsFetched(handle, {("orders", 0): OffsetAndMetadata(8)})]


def test_unstable_offsets_are_fetched_again() -> None:
    m = Member()
    handle = m.sm.fetch_committed([("orders", 0)], 0)
    send = only(
        m.answer(only(m.out(), FindCoordinatorRequest), coordinator_found()), OffsetFetchRequest
    )
    unstable = offset_fetch_response.OffsetFetchResponse(
        groups=[
            offset_fetch_response.OffsetFetchResponseGroup(
                group_id=GROUP,
                topics=[
                    offset_fetch_response.OffsetFetchResponseTopics(
                        name="orders",
                        partitions=[
                            offset_fetch_response.OffsetFetchResponsePartitions(
                                partition_index=0, error_code=ErrorCode.UNSTABLE_OFFSET_COMMIT
                            )
                        ],
                    )
                ],
            )
        ]
    )
    assert m.answer(send, unstable) == []
    retry = only(m.at(100), OffsetFetchRequest)
    assert m.answer(retry, fetch_answer({("orders", 0): 9})) == [
        OffsetsFetched(handle, {("orders", 0): OffsetAndMetadata(9)})
    ]


# ----------------------------------------------------------------------------- random sequences

#: topic id -> (name, partition count); GONE is a topic no Metadata answer knows (deleted).
UNIVERSE = {ORDERS: ("orders", 3), PAYMENTS: ("payments", 2), UUID(int=0xC3): ("audit", 1)}
GONE = UUID(int=0xDEAD)
TOPICS = sorted(name for name, _ in UNIVERSE.values())
ALL_PARTITIONS = sorted((name, p) for name, count in UNIVERSE.values() for p in range(count))
HEARTBEAT_ERRORS = {
    "retry": [
        ErrorCode.COORDINATOR_LOAD_IN_PROGRESS,
        ErrorCode.TOPIC_AUTHORIZATION_FAILED,
        ErrorCode.REQUEST_TIMED_OUT,
    ],
    "rediscover": [ErrorCode.NOT_COORDINATOR, ErrorCode.COORDINATOR_NOT_AVAILABLE],
    "fence": [ErrorCode.FENCED_MEMBER_EPOCH, ErrorCode.UNKNOWN_MEMBER_ID],
    "fatal": JAVA_FATAL,
}
COMMIT_ERRORS = [
    ErrorCode.NONE,
    ErrorCode.NONE,
    ErrorCode.STALE_MEMBER_EPOCH,
    ErrorCode.NOT_COORDINATOR,
    ErrorCode.COORDINATOR_LOAD_IN_PROGRESS,
    ErrorCode.UNKNOWN_MEMBER_ID,
    ErrorCode.REQUEST_TIMED_OUT,
]
FETCH_ERRORS = [
    ErrorCode.NONE,
    ErrorCode.NONE,
    ErrorCode.STALE_MEMBER_EPOCH,
    ErrorCode.NOT_COORDINATOR,
    ErrorCode.COORDINATOR_LOAD_IN_PROGRESS,
    ErrorCode.UNKNOWN_MEMBER_ID,
]


class MemberMachine(RuleBasedStateMachine):
    """Random responses, errors, failures, application calls and time; the invariants of the
    member are checked after every step, and every output as it comes out."""

    @initialize(
        v1=st.booleans(),
        static=st.booleans(),
        by_id=st.booleans(),
        topics=st.sets(st.sampled_from(TOPICS), min_size=1),
    )
    def start(self, v1: bool, static: bool, by_id: bool, topics: set[str]) -> None:
        versions = dict(V1 if v1 else V0)
        if not by_id:
            versions[3] = range(0, 12)
        self.v1, self.static = v1, static
        self.sm = ConsumerMember(config(group_instance_id="i-1" if static else None), versions)
        self.now = 0.0
        self.pending: dict[int, SendRequest] = {}
        self.ids: set[int] = set()
        self.coordinator: Node | None = None
        self.nodes = 0
        self.owned: set[tuple[str, int]] = set()  # what the application was told it owns
        self.unreported: set[tuple[str, int]] = set()  # revoked, not yet heard by the coordinator
        self.clears: dict[int, set[tuple[str, int]]] = {}  # heartbeat -> revocations it reports
        self.leave_called = False
        self.finished = False
        self.commits: set[int] = set()
        self.fetches: set[int] = set()
        self.steps = 0
        self.sm.subscribe(topics, self.now)
        self.settle()

    # ------------------------------------------------------------------ checking outputs

    def process(self) -> None:
        for output in self.sm.outputs():
            event(type(output).__name__ if not isinstance(output, SendRequest) else "sent")
            if isinstance(output, SendRequest):
                self.check_send(output)
            elif isinstance(output, PartitionsAssigned):
                assert not output.partitions & self.owned, "assigned twice"
                assert not output.partitions & self.unreported, "still being revoked"
                # and nothing new is taken before the coordinator has heard of every revocation
                assert not self.unreported
                self.owned |= output.partitions
            elif isinstance(output, PartitionsRevoked):
                assert output.partitions and output.partitions <= self.owned
                self.owned -= output.partitions
                self.unreported |= output.partitions
            elif isinstance(output, PartitionsLost):
                assert output.partitions and output.partitions <= self.owned
                self.owned -= output.partitions
                self.unreported.clear()  # the member starts again from nothing
            elif isinstance(output, MemberLeft | MemberFailed):
                assert not self.finished
                assert not isinstance(output, MemberLeft) or self.leave_called
                self.finished = True
            elif isinstance(output, CommitCompleted):
                self.commits.remove(output.handle)  # answered exactly once
            elif isinstance(output, OffsetsFetched):
                self.fetches.remove(output.handle)

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
        if isinstance(body, ConsumerGroupHeartbeatRequest):
            assert not any(
                isinstance(s.body, ConsumerGroupHeartbeatRequest) for s in self.pending.values()
            ), "one heartbeat in flight at a time"
            if body.member_epoch == 0:
                assert not self.leave_called
                assert body.topic_partitions == [] and body.rebalance_timeout_ms > 0
                assert (body.subscribed_topic_names, body.subscribed_topic_regex) != (None, None)
            elif body.member_epoch < 0:
                assert self.leave_called and body.member_epoch == (-2 if self.static else -1)
            else:
                assert not self.leave_called
            if self.v1 or body.member_epoch != 0:
                assert body.member_id
            if self.v1:  # the subscription's two halves travel together
                names, regex = body.subscribed_topic_names, body.subscribed_topic_regex
                assert (names is None) == (regex is None)
            if body.topic_partitions is not None:
                claimed = {
                    (UNIVERSE[tp.topic_id][0], p)
                    for tp in body.topic_partitions
                    for p in tp.partitions
                }
                assert claimed <= self.owned, "claims only what the application was told"
                self.clears[send.request_id] = set(self.unreported)
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

    def answer_for(self, send: SendRequest, data: st.DataObject) -> Struct:
        body = send.body
        if isinstance(body, FindCoordinatorRequest):
            outcome = data.draw(st.sampled_from(["ok"] * 6 + ["busy"]))
            if data.draw(st.integers(0, 49)) == 0:
                outcome = "denied"
            if outcome == "ok":
                self.nodes += 1
                node = Node(self.nodes, f"broker-{self.nodes}", 9092)
                return coordinator_found(node)
            code = (
                ErrorCode.COORDINATOR_NOT_AVAILABLE
                if outcome == "busy"
                else ErrorCode.GROUP_AUTHORIZATION_FAILED
            )
            return find_coordinator_response.FindCoordinatorResponse(
                coordinators=[find_coordinator_response.Coordinator(key=GROUP, error_code=code)]
            )
        if isinstance(body, MetadataRequest):
            known = data.draw(st.sets(st.sampled_from(sorted(UNIVERSE))))
            return metadata({t: UNIVERSE[t][0] for t in known})
        if isinstance(body, ConsumerGroupHeartbeatRequest):
            return self.heartbeat_answer(body, data)
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
        wanted = [(t.name, p) for t in body.groups[0].topics or [] for p in t.partition_indexes]
        return fetch_answer({tp: data.draw(st.integers(-1, 99)) for tp in wanted}, error)

    def heartbeat_answer(
        self, body: ConsumerGroupHeartbeatRequest, data: st.DataObject
    ) -> consumer_group_heartbeat_response.ConsumerGroupHeartbeatResponse:
        kinds = ["ok"] * 8 + ["retry", "rediscover", "fence"]
        kinds += ["fatal"] if data.draw(st.integers(0, 29)) == 0 else []
        kind = data.draw(st.sampled_from(kinds))
        if kind != "ok":
            return error_response(data.draw(st.sampled_from(HEARTBEAT_ERRORS[kind])))
        if body.member_epoch < 0:
            return response(body.member_epoch, member_id=body.member_id)
        epoch = max(1, body.member_epoch) + data.draw(st.integers(0, 2))
        member_id = body.member_id or "given-by-broker"
        assignment: dict[UUID, list[int]] | None = None
        if data.draw(st.booleans()):
            assignment = {
                t: sorted(data.draw(st.sets(st.integers(0, count - 1))))
                for t, (_, count) in UNIVERSE.items()
            }
            if data.draw(st.integers(0, 4)) == 0:
                assignment[GONE] = [0]
        interval = data.draw(st.sampled_from([0, 500, 3000]))
        return response(epoch, assignment, member_id=member_id, interval=interval)

    # ------------------------------------------------------------------ rules

    def deliver(self, data: st.DataObject) -> None:
        """Answer one request in flight (any of them: the network reorders), or fail it."""
        request_id = data.draw(st.sampled_from(sorted(self.pending)))
        send = self.pending.pop(request_id)
        cleared = self.clears.pop(request_id, set())
        if data.draw(st.integers(0, 5)) == 0:
            self.sm.on_failure(request_id, "connection closed", self.now)
            self.settle()
            return
        body = self.answer_for(send, data)
        if (
            isinstance(body, find_coordinator_response.FindCoordinatorResponse)
            and body.coordinators[0].error_code == 0
        ):
            found = body.coordinators[0]
            self.coordinator = Node(found.node_id, found.host, found.port)
        if (
            isinstance(body, consumer_group_heartbeat_response.ConsumerGroupHeartbeatResponse)
            and body.error_code == 0
        ):
            self.unreported -= cleared
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

    @rule(ms=st.sampled_from([1, 50, 100, 1_000, 3_000, 10_000, 61_000]))
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
        self.sm.subscribe(topics, self.now)
        self.settle()

    @precondition(lambda self: self.v1)
    @rule(regex=st.sampled_from(["ord.*", "pay.*|audit", ".*"]))
    def subscribe_pattern(self, regex: str) -> None:
        self.sm.subscribe_pattern(regex, self.now)
        self.settle()

    @rule(partitions=st.sets(st.sampled_from(ALL_PARTITIONS), max_size=3), owned_only=st.booleans())
    def commit(self, partitions: set[tuple[str, int]], owned_only: bool) -> None:
        chosen = self.owned if owned_only else partitions
        self.commits.add(self.sm.commit({tp: OffsetAndMetadata(7) for tp in chosen}, self.now))
        self.settle()

    @rule(partitions=st.sets(st.sampled_from(ALL_PARTITIONS), max_size=3))
    def fetch(self, partitions: set[tuple[str, int]]) -> None:
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


MemberMachine.TestCase.settings = settings(
    max_examples=200,
    stateful_step_count=80,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow],
)
test_member_machine = MemberMachine.TestCase


def test_an_empty_subscription_does_not_join() -> None:
    m = Member()
    m.sm.subscribe([], 0)
    outputs = m.find_coordinator(m.out())
    assert outputs == [] and m.sm.next_deadline() is None
    m.sm.subscribe(["orders"], 5)
    _, join = heartbeat_of(m.out())
    assert join.member_epoch == 0 and join.subscribed_topic_names == ["orders"]


def test_a_commit_without_answer_is_sent_again_to_the_coordinator_found_anew() -> None:
    m, send, _ = joined_with_commit()
    outputs = m.fail(send, now=20)
    assert notes(outputs) == []
    lookup = only(outputs, FindCoordinatorRequest)
    elsewhere = Node(9, "broker-9", 9092)
    assert m.answer(lookup, coordinator_found(elsewhere), now=21) == []
    retry = only(m.at(120), OffsetCommitRequest)
    assert retry.destination == elsewhere
    outputs = m.answer(retry, commit_answer({("orders", 0): ErrorCode.NONE}))
    assert outputs == [CommitCompleted(1, {("orders", 0): OffsetAndMetadata(42)}, {})]


def test_a_fetch_without_answer_is_sent_again() -> None:
    m = Member()
    handle = m.sm.fetch_committed([("orders", 0)], 0)
    send = only(m.find_coordinator(m.out()), OffsetFetchRequest)
    lookup = only(m.fail(send, now=5), FindCoordinatorRequest)
    assert m.answer(lookup, coordinator_found()) == []
    retry = only(m.at(105), OffsetFetchRequest)
    outputs = m.answer(retry, fetch_answer({("orders", 0): 4}))
    assert outputs == [OffsetsFetched(handle, {("orders", 0): OffsetAndMetadata(4)})]


def test_a_code_kafka_does_not_define_is_an_unknown_server_error() -> None:
    m = Member()
    ack = m.join(assignment={ORDERS: [0]})
    undefined = consumer_group_heartbeat_response.ConsumerGroupHeartbeatResponse(
        error_code=9999, member_epoch=0
    )
    outputs = m.answer(ack, undefined)
    assert outputs[0] == PartitionsLost(frozenset({("orders", 0)}), member_epoch=1)
    assert isinstance(outputs[1], MemberFailed)
    assert outputs[1].error is ErrorCode.UNKNOWN_SERVER_ERROR


def test_one_heartbeat_at_a_time() -> None:
    m = Member()
    m.sm.subscribe(["orders"], 0)
    join, _ = heartbeat_of(m.find_coordinator(m.out()))
    m.sm.subscribe(["orders", "payments"], 1)
    assert m.out() == [] and m.at(10_000) == [], "the new subscription waits for the join"
    outputs = m.answer(join, response(1))
    _, body = heartbeat_of(outputs)
    assert body.member_epoch == 1 and body.subscribed_topic_names == ["orders", "payments"]
