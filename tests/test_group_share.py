"""The share-group member (KIP-932): membership, share sessions, acquired records and
acknowledgements, against a fake coordinator and fake leaders written here."""

from __future__ import annotations

from collections.abc import Iterable
from uuid import UUID

import attrs
import pytest
from hypothesis import HealthCheck, settings
from hypothesis import strategies as st
from hypothesis.stateful import (
    RuleBasedStateMachine,
    initialize,
    invariant,
    precondition,
    rule,
)

from kgroup_proto import compression
from kgroup_proto.error_codes import ErrorCode
from kgroup_proto.group import ShareConfig
from kgroup_proto.group.events import (
    AcknowledgementRefused,
    AcknowledgementsCompleted,
    AcknowledgeType,
    FetchFailed,
    MemberFailed,
    MemberJoined,
    MemberLeft,
    Output,
    PartitionsAssigned,
    PartitionsLost,
    PartitionsRevoked,
    RecordsDelivered,
    SendRequest,
    ShareCommitCompleted,
    ShareRecord,
)
from kgroup_proto.group.share import (
    ERROR_REACTIONS,
    INT32_MAX,
    ShareApi,
    ShareMember,
    ShareReaction,
    ShareStateError,
    next_epoch,
)
from kgroup_proto.messages import (
    find_coordinator_response,
    metadata_response,
    share_acknowledge_response,
    share_fetch_response,
    share_group_heartbeat_response,
)
from kgroup_proto.messages.find_coordinator_request import FindCoordinatorRequest
from kgroup_proto.messages.metadata_request import MetadataRequest
from kgroup_proto.messages.share_acknowledge_request import ShareAcknowledgeRequest
from kgroup_proto.messages.share_fetch_request import ShareFetchRequest
from kgroup_proto.messages.share_group_heartbeat_request import ShareGroupHeartbeatRequest
from kgroup_proto.record_batch import CONTROL_COMMIT, Record, build_batch, control_batch
from kgroup_proto.runtime import Struct

#: What a Kafka 4.4 broker announces for the APIs a share member uses.
V2 = {76: range(0, 2), 78: range(1, 3), 79: range(1, 3), 3: range(0, 14), 10: range(0, 7)}
V1 = {**V2, 78: range(1, 2), 79: range(1, 2)}

ORDERS = UUID(int=0xA1)
#: partition -> leader node id
LEADERS = {0: 1, 1: 2, 2: 1}
COORDINATOR = 0
LOCK_MS = 30_000
SESSION_ERRORS = (
    ErrorCode.SHARE_SESSION_NOT_FOUND,
    ErrorCode.INVALID_SHARE_SESSION_EPOCH,
    ErrorCode.SHARE_SESSION_LIMIT_REACHED,
)
TP = tuple[str, int]


def config(**overrides: object) -> ShareConfig:
    return ShareConfig(group_id="g", member_id="m-1", **overrides)  # type: ignore[arg-type]


# ----------------------------------------------------------------------------- the fake cluster


@attrs.define
class Acquired:
    lapses_at: float
    has_record: bool


@attrs.define
class Leader:
    """What a fake leader knows of the member's share session."""

    node: int
    #: epoch the next request must carry; None: no session (the next must open one)
    expected: int | None = None
    #: partitions of the session
    partitions: set[int] = attrs.field(factory=set)
    #: (partition, offset) -> the acquisition
    acquired: dict[tuple[int, int], Acquired] = attrs.field(factory=dict)

    def reset(self) -> None:
        self.expected = None
        self.partitions.clear()
        self.acquired.clear()  # the broker lets the session's records go


class Cluster:
    """One coordinator and the leaders of ``orders``; checks every request the member sends."""

    def __init__(self, versions: dict[int, range] = V2, **overrides: object) -> None:
        self.sm = ShareMember(config(**overrides), versions)
        self.now = 0.0
        self.pending: dict[int, tuple[SendRequest, float]] = {}
        self.notes: list[Output] = []
        self.leaders = {n: Leader(n) for n in set(LEADERS.values())}
        self.next_offset = dict.fromkeys(LEADERS, 100)
        self.acks_sent: list[tuple[TP, int, AcknowledgeType]] = []
        self.renews_sent: list[tuple[TP, int]] = []
        self.completions_due = 0
        self.left_sessions_open = False

    # -------------------------------------------------------------- plumbing

    def drain(self) -> list[Output]:
        out = self.sm.outputs()
        for item in out:
            if isinstance(item, SendRequest):
                self.check_request(item)
                self.pending[item.request_id] = (item, self.now)
            else:
                self.notes.append(item)
                if isinstance(item, AcknowledgementsCompleted):
                    self.completions_due -= 1
        self.sm.check_invariants()
        return out

    def of(self, kind: type[Struct]) -> list[SendRequest]:
        return [req for req, _ in self.pending.values() if isinstance(req.body, kind)]

    def answer(self, request: SendRequest, body: Struct) -> None:
        del self.pending[request.request_id]
        self.sm.on_response(request.request_id, body, self.now)
        self.drain()

    def fail(self, request: SendRequest) -> None:
        del self.pending[request.request_id]
        if isinstance(request.body, ShareFetchRequest | ShareAcknowledgeRequest):
            assert request.destination is not None
            self.leaders[request.destination.node_id].reset()
        self.sm.on_failure(request.request_id, "connection closed", self.now)
        self.drain()

    def tick(self, ms: float) -> None:
        self.now += ms
        self.sm.tick(self.now)
        self.drain()

    def settle_control(self) -> None:
        """Answer lookups and Metadata at once (they are not what these tests are about)."""
        for _ in range(5):
            for request in self.of(FindCoordinatorRequest):
                self.answer(request, coordinator_found())
            for request in self.of(MetadataRequest):
                self.answer(request, metadata())
            if not self.of(FindCoordinatorRequest) and not self.of(MetadataRequest):
                return

    # -------------------------------------------------------------- checks on the wire

    def check_request(self, request: SendRequest) -> None:
        body = request.body
        if isinstance(body, FindCoordinatorRequest):
            assert body.key_type == 0
        if isinstance(body, ShareGroupHeartbeatRequest) and body.member_epoch == -1:
            # the leave comes after every session was closed
            assert not any(leader.expected for leader in self.leaders.values())
            assert not self.of(ShareFetchRequest) and not self.of(ShareAcknowledgeRequest)
        if not isinstance(body, ShareFetchRequest | ShareAcknowledgeRequest):
            return
        assert request.destination is not None
        leader = self.leaders[request.destination.node_id]
        in_flight = [
            r
            for r, _ in self.pending.values()
            if r.destination == request.destination
            and isinstance(r.body, ShareFetchRequest | ShareAcknowledgeRequest)
        ]
        assert not in_flight, "two share requests in flight to one leader"
        assert body.member_id == "m-1" and body.group_id == "g"
        epoch = body.share_session_epoch
        if leader.expected is None:
            assert epoch == 0, f"epoch {epoch} without a session"
            assert isinstance(body, ShareFetchRequest), "a session opens with ShareFetch"
        elif epoch == 0:
            leader.reset()  # the member starts over
        else:
            assert epoch in (leader.expected, -1), f"epoch {epoch}, expected {leader.expected}"
        for topic in body.topics:
            assert topic.topic_id == ORDERS
            for part in topic.partitions:
                offsets = self.ack_offsets(part.acknowledgement_batches)
                assert epoch != 0 or not offsets, "acknowledgements opening a session"
                for offset, ack in offsets.items():
                    key = (part.partition_index, offset)
                    held = leader.acquired.get(key)
                    assert held is not None, f"acknowledged {key}, not acquired by this session"
                    assert self.now < held.lapses_at, f"acknowledged {key} after its lock lapsed"
                    if ack is AcknowledgeType.GAP:
                        assert not held.has_record, f"{key} acknowledged as a gap"
                    tp = ("orders", part.partition_index)
                    if ack is AcknowledgeType.RENEW:
                        self.renews_sent.append((tp, offset))
                    else:
                        del leader.acquired[key]
                        self.acks_sent.append((tp, offset, ack))
                if offsets:
                    self.completions_due += 1
        if isinstance(body, ShareAcknowledgeRequest):
            renews = {
                ack
                for t in body.topics
                for p in t.partitions
                for ack in self.ack_offsets(p.acknowledgement_batches).values()
            }
            if body.is_renew_ack:
                assert renews == {AcknowledgeType.RENEW}
            else:
                assert AcknowledgeType.RENEW not in renews

    @staticmethod
    def ack_offsets(batches: Iterable[object]) -> dict[int, AcknowledgeType]:
        out: dict[int, AcknowledgeType] = {}
        for batch in batches:
            first, last = batch.first_offset, batch.last_offset  # type: ignore[attr-defined]
            types = batch.acknowledge_types  # type: ignore[attr-defined]
            assert first <= last and types
            assert len(types) in (1, last - first + 1)
            for i, offset in enumerate(range(first, last + 1)):
                assert offset not in out, "an offset acknowledged twice in one request"
                out[offset] = AcknowledgeType(types[0] if len(types) == 1 else types[i])
        return out

    # -------------------------------------------------------------- answers

    def heartbeat_ok(self, request: SendRequest, partitions: Iterable[int] | None) -> None:
        body = request.body
        assert isinstance(body, ShareGroupHeartbeatRequest)
        epoch = 0 if body.member_epoch == -1 else max(body.member_epoch, 0) + 1
        assignment = None
        if partitions is not None:
            assignment = share_group_heartbeat_response.Assignment(
                [share_group_heartbeat_response.TopicPartitions(ORDERS, sorted(partitions))]
            )
        self.answer(
            request,
            share_group_heartbeat_response.ShareGroupHeartbeatResponse(
                member_id=body.member_id,
                member_epoch=epoch,
                heartbeat_interval_ms=3_000,
                assignment=assignment,
            ),
        )

    def share_ok(
        self,
        request: SendRequest,
        records: int = 2,
        gaps: int = 0,
        ack_error: ErrorCode = ErrorCode.NONE,
        codec: int = compression.NONE,
    ) -> None:
        """Answer a ShareFetch or ShareAcknowledge: acquire ``records`` records and ``gaps``
        offsets past the batch in each fetched partition; the batch starts one record before
        the acquired range."""
        body = request.body
        assert request.destination is not None
        leader = self.leaders[request.destination.node_id]
        sent_at = self.pending[request.request_id][1]
        acked = {(t.topic_id, p.partition_index) for t in body.topics for p in t.partitions}  # type: ignore[attr-defined]
        acked = {
            (t.topic_id, p.partition_index)
            for t in body.topics  # type: ignore[attr-defined]
            for p in t.partitions
            if p.acknowledgement_batches
        }
        epoch = body.share_session_epoch  # type: ignore[attr-defined]
        if epoch == -1:
            leader.reset()
        else:
            leader.expected = next_epoch(epoch)
        if isinstance(body, ShareAcknowledgeRequest):
            if body.is_renew_ack and ack_error is ErrorCode.NONE:
                for t in body.topics:
                    for p in t.partitions:
                        for offset in self.ack_offsets(p.acknowledgement_batches):
                            leader.acquired[(p.partition_index, offset)].lapses_at = (
                                sent_at + LOCK_MS
                            )
            response: Struct = share_acknowledge_response.ShareAcknowledgeResponse(
                acquisition_lock_timeout_ms=LOCK_MS,
                responses=[
                    share_acknowledge_response.ShareAcknowledgeTopicResponse(
                        ORDERS,
                        [
                            share_acknowledge_response.PartitionData(p, error_code=ack_error)
                            for _, p in sorted(acked)
                        ],
                    )
                ]
                if acked
                else [],
            )
            self.answer(request, response)
            return
        assert isinstance(body, ShareFetchRequest)
        for t in body.topics:
            for p in t.partitions:
                if epoch == 0 or not p.acknowledgement_batches:
                    leader.partitions.add(p.partition_index)
        for t in body.forgotten_topics_data:
            leader.partitions -= set(t.partitions)
        parts = []
        for p in sorted(leader.partitions | {p for _, p in acked}):
            data = share_fetch_response.PartitionData(
                p, acknowledge_error_code=ack_error if (ORDERS, p) in acked else 0
            )
            if p in leader.partitions and records + gaps:
                first = self.next_offset[p]
                last = first + records + gaps - 1
                self.next_offset[p] = last + 2
                batch = [
                    Record(o, 1_000 + o, None, f"v{o}".encode())
                    for o in range(first - 1, first + records)
                ]
                data.records = build_batch(batch, codec=codec)
                data.acquired_records = [share_fetch_response.AcquiredRecords(first, last, 1)]
                for offset in range(first, last + 1):
                    leader.acquired[(p, offset)] = Acquired(
                        sent_at + LOCK_MS, offset < first + records
                    )
            parts.append(data)
        self.answer(
            request,
            share_fetch_response.ShareFetchResponse(
                acquisition_lock_timeout_ms=LOCK_MS,
                responses=[share_fetch_response.ShareFetchableTopicResponse(ORDERS, parts)],
            ),
        )

    def fetch_answer(
        self, request: SendRequest, parts: list[share_fetch_response.PartitionData]
    ) -> None:
        """Answer a ShareFetch with these partitions as they are (the session goes on)."""
        assert request.destination is not None
        epoch = request.body.share_session_epoch  # type: ignore[attr-defined]
        self.leaders[request.destination.node_id].expected = next_epoch(epoch)
        self.answer(
            request,
            share_fetch_response.ShareFetchResponse(
                acquisition_lock_timeout_ms=LOCK_MS,
                responses=[share_fetch_response.ShareFetchableTopicResponse(ORDERS, parts)],
            ),
        )

    def share_error(self, request: SendRequest, code: ErrorCode) -> None:
        assert request.destination is not None
        leader = self.leaders[request.destination.node_id]
        epoch = request.body.share_session_epoch  # type: ignore[attr-defined]
        if code in SESSION_ERRORS or epoch == -1:
            leader.reset()
        else:
            leader.expected = next_epoch(epoch)
        cls = (
            share_fetch_response.ShareFetchResponse
            if isinstance(request.body, ShareFetchRequest)
            else share_acknowledge_response.ShareAcknowledgeResponse
        )
        self.answer(request, cls(error_code=code))

    # -------------------------------------------------------------- scenarios

    def join(self, partitions: Iterable[int] = (0, 1)) -> None:
        self.sm.subscribe(["orders"], self.now)
        self.drain()
        self.settle_control()
        (hb,) = self.of(ShareGroupHeartbeatRequest)
        self.heartbeat_ok(hb, partitions)
        self.settle_control()

    def delivered(self) -> list[ShareRecord]:
        return [r for n in self.notes if isinstance(n, RecordsDelivered) for r in n.records]

    def fetches(self) -> list[SendRequest]:
        return self.of(ShareFetchRequest)


def coordinator_found() -> Struct:
    return find_coordinator_response.FindCoordinatorResponse(
        coordinators=[
            find_coordinator_response.Coordinator(key="g", node_id=COORDINATOR, host="c", port=9092)
        ]
    )


def metadata() -> Struct:
    brokers = [
        metadata_response.MetadataResponseBroker(node_id=n, host=f"b{n}", port=9092)
        for n in (0, 1, 2)
    ]
    partitions = [
        metadata_response.MetadataResponsePartition(partition_index=p, leader_id=n)
        for p, n in LEADERS.items()
    ]
    topic = metadata_response.MetadataResponseTopic(
        name="orders", topic_id=ORDERS, partitions=partitions
    )
    return metadata_response.MetadataResponse(brokers=brokers, topics=[topic])


# ----------------------------------------------------------------------------- examples


def test_joins_with_epoch_zero_and_heartbeats_at_the_coordinators_interval() -> None:
    c = Cluster(rack_id="r1")
    c.sm.subscribe(["orders"], 0)
    c.drain()
    (lookup,) = c.of(FindCoordinatorRequest)
    assert lookup.body.key_type == 0  # type: ignore[attr-defined]
    c.answer(lookup, coordinator_found())
    (join,) = c.of(ShareGroupHeartbeatRequest)
    assert join.destination is not None and join.destination.node_id == COORDINATOR
    body = join.body
    assert isinstance(body, ShareGroupHeartbeatRequest)
    assert (body.member_id, body.member_epoch) == ("m-1", 0)
    assert body.subscribed_topic_names == ["orders"] and body.rack_id == "r1"
    c.heartbeat_ok(join, [0])
    assert MemberJoined("m-1", member_epoch=1) in c.notes
    c.settle_control()
    assert c.sm.assignment == {("orders", 0)}
    assert PartitionsAssigned(frozenset({("orders", 0)}), member_epoch=1) in c.notes
    assert c.sm.next_deadline() is not None
    c.tick(2_999)
    assert not c.of(ShareGroupHeartbeatRequest)
    c.tick(1)
    (beat,) = c.of(ShareGroupHeartbeatRequest)
    assert beat.body.member_epoch == 1  # type: ignore[attr-defined]
    assert beat.body.subscribed_topic_names is None  # type: ignore[attr-defined]


@pytest.mark.parametrize("code", [ErrorCode.FENCED_MEMBER_EPOCH, ErrorCode.UNKNOWN_MEMBER_ID])
def test_fenced_member_loses_its_partitions_and_rejoins_with_epoch_zero(code: ErrorCode) -> None:
    c = Cluster()
    c.join([0])
    c.tick(3_000)
    (beat,) = c.of(ShareGroupHeartbeatRequest)
    c.answer(beat, share_group_heartbeat_response.ShareGroupHeartbeatResponse(error_code=code))
    assert PartitionsLost(frozenset({("orders", 0)}), member_epoch=1) in c.notes
    assert c.sm.assignment == frozenset()
    (rejoin,) = c.of(ShareGroupHeartbeatRequest)
    assert rejoin.body.member_epoch == 0  # type: ignore[attr-defined]
    assert rejoin.body.member_id == "m-1"  # type: ignore[attr-defined]
    assert rejoin.body.subscribed_topic_names == ["orders"]  # type: ignore[attr-defined]


def test_every_heartbeat_error_has_a_reaction() -> None:
    for code in ErrorCode:
        if code is not ErrorCode.NONE:
            assert (ShareApi.SHARE_GROUP_HEARTBEAT, code) in ERROR_REACTIONS
    beat = ShareApi.SHARE_GROUP_HEARTBEAT
    assert ERROR_REACTIONS[(beat, ErrorCode.NOT_COORDINATOR)] is ShareReaction.REDISCOVER
    assert ERROR_REACTIONS[(beat, ErrorCode.GROUP_AUTHORIZATION_FAILED)] is ShareReaction.FATAL
    assert ERROR_REACTIONS[(beat, ErrorCode.COORDINATOR_LOAD_IN_PROGRESS)] is ShareReaction.RETRY
    for code in SESSION_ERRORS:
        assert ERROR_REACTIONS[(ShareApi.SHARE_FETCH, code)] is ShareReaction.RESET_SESSION


def test_fatal_heartbeat_error_fails_the_member() -> None:
    c = Cluster()
    c.join([0])
    c.tick(3_000)
    (beat,) = c.of(ShareGroupHeartbeatRequest)
    c.answer(
        beat,
        share_group_heartbeat_response.ShareGroupHeartbeatResponse(
            error_code=ErrorCode.GROUP_AUTHORIZATION_FAILED
        ),
    )
    (failed,) = [n for n in c.notes if isinstance(n, MemberFailed)]
    assert failed.error is ErrorCode.GROUP_AUTHORIZATION_FAILED
    assert c.sm.done


def test_session_epochs_run_from_zero_and_wrap_to_one() -> None:
    assert [next_epoch(e) for e in (0, 1, 41, INT32_MAX)] == [1, 2, 42, 1]
    c = Cluster()
    c.join([0])
    epochs = []
    for _ in range(3):
        (fetch,) = c.fetches()
        epochs.append(fetch.body.share_session_epoch)  # type: ignore[attr-defined]
        c.share_ok(fetch, records=0)
    assert epochs == [0, 1, 2]


def test_records_outside_acquired_ranges_are_dropped() -> None:
    c = Cluster()
    c.join([0])
    (fetch,) = c.fetches()
    c.share_ok(fetch, records=2, gaps=1)
    got = [(r.topic, r.partition, r.offset, r.value, r.delivery_count) for r in c.delivered()]
    # the batch starts at offset 99, outside the acquired range 100-102
    assert got == [("orders", 0, 100, b"v100", 1), ("orders", 0, 101, b"v101", 1)]
    c.sm.poll(c.now)
    c.drain()
    (fetch,) = c.fetches()
    (topic,) = fetch.body.topics  # type: ignore[attr-defined]
    (part,) = topic.partitions
    assert Cluster.ack_offsets(part.acknowledgement_batches) == {
        100: AcknowledgeType.ACCEPT,
        101: AcknowledgeType.ACCEPT,
        102: AcknowledgeType.RELEASE,  # past the batch: it may hold a record
    }


def test_acquired_offsets_past_the_last_whole_batch_are_released() -> None:
    c = Cluster()
    c.join([0])
    (fetch,) = c.fetches()
    whole = build_batch([Record(100, 1, None, b"a"), Record(101, 1, None, b"b")])
    cut = build_batch([Record(102, 1, None, b"c"), Record(103, 1, None, b"d")])
    part = share_fetch_response.PartitionData(
        0,
        records=whole + cut[:-5],
        acquired_records=[share_fetch_response.AcquiredRecords(100, 103, 1)],
    )
    c.leaders[1].acquired.update({(0, o): Acquired(LOCK_MS, True) for o in range(100, 104)})
    c.fetch_answer(fetch, [part])
    assert [r.offset for r in c.delivered()] == [100, 101]
    c.sm.poll(c.now)
    c.drain()
    (fetch,) = c.fetches()
    (part_sent,) = fetch.body.topics[0].partitions  # type: ignore[attr-defined]
    assert Cluster.ack_offsets(part_sent.acknowledgement_batches) == {
        100: AcknowledgeType.ACCEPT,
        101: AcknowledgeType.ACCEPT,
        102: AcknowledgeType.RELEASE,
        103: AcknowledgeType.RELEASE,
    }


@pytest.mark.parametrize("codec", [compression.GZIP, compression.LZ4, compression.ZSTD])
def test_records_come_out_of_compressed_batches(codec: int) -> None:
    c = Cluster()
    c.join([0])
    (fetch,) = c.fetches()
    c.share_ok(fetch, records=3, codec=codec)
    assert [r.value for r in c.delivered()] == [b"v100", b"v101", b"v102"]


def test_control_records_are_not_delivered() -> None:
    c = Cluster()
    c.join([0])
    (fetch,) = c.fetches()
    records = build_batch([Record(100, 1, None, b"a")]) + control_batch(
        101, 1, 0, 0, CONTROL_COMMIT
    )
    part = share_fetch_response.PartitionData(
        0,
        records=records,
        acquired_records=[share_fetch_response.AcquiredRecords(100, 101, 1)],
    )
    c.leaders[1].acquired.update({(0, 100): Acquired(LOCK_MS, True)})
    c.leaders[1].acquired.update({(0, 101): Acquired(LOCK_MS, False)})
    c.fetch_answer(fetch, [part])
    assert [r.offset for r in c.delivered()] == [100]
    c.sm.poll(c.now)
    c.drain()
    (fetch,) = c.fetches()
    (part_sent,) = fetch.body.topics[0].partitions  # type: ignore[attr-defined]
    assert Cluster.ack_offsets(part_sent.acknowledgement_batches) == {
        100: AcknowledgeType.ACCEPT,
        101: AcknowledgeType.GAP,
    }


def test_explicit_acknowledgements_are_batched_into_ranges() -> None:
    c = Cluster(explicit_acks=True)
    c.join([0])
    (fetch,) = c.fetches()
    c.share_ok(fetch, records=5)
    kinds = [AcknowledgeType.ACCEPT, AcknowledgeType.ACCEPT, AcknowledgeType.REJECT]
    for offset, kind in zip((100, 101, 102), kinds, strict=True):
        c.sm.acknowledge("orders", 0, offset, kind, c.now)
    c.sm.acknowledge("orders", 0, 104, AcknowledgeType.RELEASE, c.now)
    with pytest.raises(ShareStateError, match="offset 103"):
        c.sm.poll(c.now)
    with pytest.raises(ShareStateError, match="already acknowledged"):
        c.sm.acknowledge("orders", 0, 100, AcknowledgeType.ACCEPT, c.now)
    with pytest.raises(ShareStateError, match="not delivered"):
        c.sm.acknowledge("orders", 0, 99, AcknowledgeType.ACCEPT, c.now)
    c.sm.acknowledge("orders", 0, 103, AcknowledgeType.ACCEPT, c.now)
    c.sm.poll(c.now)
    c.drain()
    (fetch,) = c.fetches()
    (part,) = fetch.body.topics[0].partitions  # type: ignore[attr-defined]
    batches = [
        (b.first_offset, b.last_offset, b.acknowledge_types) for b in part.acknowledgement_batches
    ]
    assert batches == [(100, 104, [1, 1, 3, 1, 2])]


def test_a_batch_of_acknowledgements_is_the_same_as_one_at_a_time() -> None:
    c = Cluster(explicit_acks=True)
    c.join([0])
    (fetch,) = c.fetches()
    c.share_ok(fetch, records=5)
    c.sm.acknowledge_many(
        [("orders", 0, 100), ("orders", 0, 101), ("orders", 0, 103)], AcknowledgeType.ACCEPT, c.now
    )
    # A record not delivered stops the batch; the ones before it stay acknowledged.
    with pytest.raises(ShareStateError, match="offset 99 was not delivered"):
        c.sm.acknowledge_many(
            [("orders", 0, 102), ("orders", 0, 99), ("orders", 0, 104)],
            AcknowledgeType.RELEASE,
            c.now,
        )
    assert c.sm.unacknowledged() == frozenset({(("orders", 0), 104)})
    with pytest.raises(ShareStateError, match="already acknowledged"):
        c.sm.acknowledge_many(
            [("orders", 0, 104), ("orders", 0, 100)], AcknowledgeType.REJECT, c.now
        )
    c.sm.poll(c.now)
    c.drain()
    (fetch,) = c.fetches()
    (part,) = fetch.body.topics[0].partitions  # type: ignore[attr-defined]
    batches = [
        (b.first_offset, b.last_offset, b.acknowledge_types) for b in part.acknowledgement_batches
    ]
    assert batches == [(100, 104, [1, 1, 2, 1, 3])]


def test_a_lapsed_lock_refuses_the_acknowledgement() -> None:
    c = Cluster(explicit_acks=True)
    c.join([0])
    (fetch,) = c.fetches()
    c.share_ok(fetch, records=2)
    c.sm.acknowledge("orders", 0, 100, AcknowledgeType.ACCEPT, c.now)
    c.tick(LOCK_MS)
    c.sm.acknowledge("orders", 0, 101, AcknowledgeType.ACCEPT, c.now)
    c.drain()
    refused = [n for n in c.notes if isinstance(n, AcknowledgementRefused)]
    assert [(n.offset, n.ack_type) for n in refused] == [
        (100, AcknowledgeType.ACCEPT),
        (101, AcknowledgeType.ACCEPT),
    ]
    assert all("lock lapsed" in n.reason for n in refused)
    c.sm.poll(c.now)  # nothing is left to acknowledge
    c.drain()
    (fetch,) = c.fetches()
    body = fetch.body
    assert isinstance(body, ShareFetchRequest)
    assert not [p for t in body.topics for p in t.partitions if p.acknowledgement_batches]


@pytest.mark.parametrize("code", SESSION_ERRORS)
def test_a_session_error_starts_a_new_session(code: ErrorCode) -> None:
    c = Cluster(explicit_acks=True)
    c.join([0])
    (fetch,) = c.fetches()
    c.share_ok(fetch, records=2)
    c.sm.acknowledge("orders", 0, 100, AcknowledgeType.ACCEPT, c.now)
    c.sm.acknowledge("orders", 0, 101, AcknowledgeType.RELEASE, c.now)
    handle = c.sm.commit_acknowledgements(c.now)
    c.drain()
    (ack,) = c.of(ShareAcknowledgeRequest)
    c.share_error(ack, code)
    assert ShareCommitCompleted(handle, {("orders", 0): code}) in c.notes
    completed = [n for n in c.notes if isinstance(n, AcknowledgementsCompleted)]
    assert [(n.offsets, n.error) for n in completed] == [
        ({100: AcknowledgeType.ACCEPT, 101: AcknowledgeType.RELEASE}, code)
    ]
    c.tick(1_000)
    (fetch,) = c.fetches()
    assert fetch.body.share_session_epoch == 0  # type: ignore[attr-defined]


def test_acknowledgements_without_an_answer_fail_and_the_session_starts_over() -> None:
    c = Cluster(explicit_acks=True)
    c.join([0])
    (fetch,) = c.fetches()
    c.share_ok(fetch, records=2)
    c.sm.acknowledge("orders", 0, 100, AcknowledgeType.ACCEPT, c.now)
    c.sm.acknowledge("orders", 0, 101, AcknowledgeType.REJECT, c.now)
    c.sm.poll(c.now)
    c.drain()
    (fetch,) = c.fetches()
    c.fail(fetch)
    completed = [n for n in c.notes if isinstance(n, AcknowledgementsCompleted)]
    assert [n.error for n in completed] == [ErrorCode.NETWORK_EXCEPTION]
    c.settle_control()
    c.tick(1_000)
    (fetch,) = c.fetches()
    assert fetch.body.share_session_epoch == 0  # type: ignore[attr-defined]


def test_records_of_an_ended_session_cannot_be_acknowledged() -> None:
    c = Cluster(explicit_acks=True)
    c.join([0])
    (fetch,) = c.fetches()
    c.share_ok(fetch, records=2)
    c.sm.acknowledge("orders", 0, 100, AcknowledgeType.ACCEPT, c.now)
    c.sm.commit_acknowledgements(c.now)
    c.drain()
    (ack,) = c.of(ShareAcknowledgeRequest)
    c.share_error(ack, ErrorCode.SHARE_SESSION_NOT_FOUND)
    c.sm.acknowledge("orders", 0, 101, AcknowledgeType.ACCEPT, c.now)
    c.drain()
    (refused,) = [n for n in c.notes if isinstance(n, AcknowledgementRefused)]
    assert (refused.offset, refused.ack_type) == (101, AcknowledgeType.ACCEPT)
    assert "SHARE_SESSION_NOT_FOUND" in refused.reason
    c.sm.poll(c.now)  # nothing acknowledgeable is left


def test_renew_keeps_the_record_acquired_with_a_fresh_lock() -> None:
    c = Cluster(explicit_acks=True)
    c.join([0])
    (fetch,) = c.fetches()
    c.share_ok(fetch, records=1)
    c.tick(LOCK_MS - 10)
    c.sm.acknowledge("orders", 0, 100, AcknowledgeType.RENEW, c.now)
    c.drain()
    (renew,) = c.of(ShareAcknowledgeRequest)
    assert renew.body.is_renew_ack  # type: ignore[attr-defined]
    c.share_ok(renew)
    c.tick(LOCK_MS - 20)
    c.sm.acknowledge("orders", 0, 100, AcknowledgeType.ACCEPT, c.now)
    handle = c.sm.commit_acknowledgements(c.now)
    c.drain()
    (ack,) = c.of(ShareAcknowledgeRequest)
    c.share_ok(ack)
    assert ShareCommitCompleted(handle, {}) in c.notes
    assert (("orders", 0), 100, AcknowledgeType.ACCEPT) in c.acks_sent


def test_renew_needs_version_two() -> None:
    c = Cluster(V1, explicit_acks=True)
    c.join([0])
    (fetch,) = c.fetches()
    c.share_ok(fetch, records=1)
    with pytest.raises(ShareStateError, match="RENEW needs ShareAcknowledge v2"):
        c.sm.acknowledge("orders", 0, 100, AcknowledgeType.RENEW, c.now)


def test_implicit_mode_refuses_explicit_acknowledgements() -> None:
    c = Cluster()
    c.join([0])
    (fetch,) = c.fetches()
    c.share_ok(fetch, records=1)
    with pytest.raises(ShareStateError, match="explicit"):
        c.sm.acknowledge("orders", 0, 100, AcknowledgeType.ACCEPT, c.now)


def test_per_partition_acknowledgement_errors_reach_the_application() -> None:
    c = Cluster()
    c.join([0])
    (fetch,) = c.fetches()
    c.share_ok(fetch, records=1)
    c.sm.poll(c.now)
    c.drain()
    (fetch,) = c.fetches()
    c.share_ok(fetch, records=0, ack_error=ErrorCode.INVALID_RECORD_STATE)
    (done,) = [n for n in c.notes if isinstance(n, AcknowledgementsCompleted)]
    assert done == AcknowledgementsCompleted(
        ("orders", 0), {100: AcknowledgeType.ACCEPT}, ErrorCode.INVALID_RECORD_STATE
    )


def test_leader_errors_look_the_leader_up_again_and_others_are_reported() -> None:
    c = Cluster()
    c.join([0])
    (fetch,) = c.fetches()
    part = share_fetch_response.PartitionData(
        0, error_code=ErrorCode.TOPIC_AUTHORIZATION_FAILED, error_message="no"
    )
    c.fetch_answer(fetch, [part])
    assert FetchFailed(("orders", 0), ErrorCode.TOPIC_AUTHORIZATION_FAILED, "no") in c.notes
    assert not c.of(MetadataRequest)
    (fetch,) = c.fetches()
    part = share_fetch_response.PartitionData(0, error_code=ErrorCode.NOT_LEADER_OR_FOLLOWER)
    c.fetch_answer(fetch, [part])
    assert c.of(MetadataRequest)


def test_leave_closes_every_session_then_leaves_the_group() -> None:
    c = Cluster()
    c.join([0, 1])
    for fetch in c.fetches():
        c.share_ok(fetch, records=1)
    c.sm.leave(c.now, "done")
    c.drain()
    closes = c.of(ShareAcknowledgeRequest)
    assert sorted(r.destination.node_id for r in closes) == [1, 2]  # type: ignore[union-attr]
    assert all(r.body.share_session_epoch == -1 for r in closes)  # type: ignore[attr-defined]
    assert not c.of(ShareGroupHeartbeatRequest)
    for close in closes:
        c.share_ok(close)
    (leave,) = c.of(ShareGroupHeartbeatRequest)
    assert leave.body.member_epoch == -1  # type: ignore[attr-defined]
    c.heartbeat_ok(leave, None)
    assert MemberLeft("done") in c.notes and c.sm.done
    assert sorted(offset for _, offset, _ in c.acks_sent) == [100, 100]
    assert PartitionsRevoked(frozenset({("orders", 0), ("orders", 1)}), member_epoch=1) in c.notes


def test_revoked_partitions_are_forgotten_by_the_session() -> None:
    c = Cluster()
    c.join([0, 2])
    (fetch,) = c.fetches()
    c.share_ok(fetch, records=0)
    c.tick(3_000)
    (beat,) = c.of(ShareGroupHeartbeatRequest)
    c.heartbeat_ok(beat, [0])
    (fetch,) = c.fetches()  # the fetch in flight when the assignment changed
    c.share_ok(fetch, records=0)
    (fetch,) = c.fetches()
    body = fetch.body
    assert isinstance(body, ShareFetchRequest)
    assert [(t.topic_id, t.partitions) for t in body.forgotten_topics_data] == [(ORDERS, [2])]
    c.share_ok(fetch, records=0)
    assert c.leaders[1].partitions == {0}
    assert PartitionsRevoked(frozenset({("orders", 2)}), member_epoch=2) in c.notes


# ----------------------------------------------------------------------------- stateful


class ShareMachine(RuleBasedStateMachine):
    """Heartbeats, fetch answers, errors, acknowledgements, commits, polls and time, in any
    order; every request is checked by the fake cluster as it goes out."""

    def __init__(self) -> None:
        super().__init__()
        self.c: Cluster | None = None
        self.app_acked: set[tuple[TP, int]] = set()
        self.refused: list[tuple[TP, int]] = []
        #: delivered record -> "open", "acked", "renewing" (a RENEW not sent yet) or "closed"
        self.state: dict[tuple[TP, int], str] = {}
        self.seen_renews = 0
        self.seen_records = 0
        self.commits: set[int] = set()
        self.seen_notes = 0

    @initialize(explicit=st.booleans())
    def start(self, explicit: bool) -> None:
        self.explicit = explicit
        self.c = Cluster(explicit_acks=explicit)
        self.c.sm.subscribe(["orders"], 0)
        self.c.drain()
        self.c.settle_control()

    @property
    def cluster(self) -> Cluster:
        assert self.c is not None
        return self.c

    explicit = False

    steps = 0

    def absorb(self) -> None:
        c = self.cluster
        c.settle_control()
        self.steps += 1
        for record in c.delivered()[self.seen_records :]:
            self.state[(record.topic_partition, record.offset)] = "open"
        self.seen_records = len(c.delivered())
        for key in c.renews_sent[self.seen_renews :]:
            assert self.state[key] == "renewing", f"{key} renewed without being asked to"
            self.state[key] = "open"
        self.seen_renews = len(c.renews_sent)
        for note in c.notes[self.seen_notes :]:
            if isinstance(note, AcknowledgementRefused):
                key = (note.partition, note.offset)
                assert key not in self.refused, f"{key} refused twice"
                self.refused.append(key)
                if key in self.state:
                    self.state[key] = "closed"
            if isinstance(note, ShareCommitCompleted):
                assert note.handle in self.commits, "a commit completed twice"
                self.commits.discard(note.handle)
        self.seen_notes = len(c.notes)

    @rule(
        data=st.data(),
        outcome=st.sampled_from(["ok"] * 6 + ["fenced", "unknown", "moved", "fail"]),
        partitions=st.sets(st.sampled_from(sorted(LEADERS)), min_size=1) | st.just(set()),
    )
    def heartbeat(self, data: st.DataObject, outcome: str, partitions: set[int]) -> None:
        c = self.cluster
        beats = c.of(ShareGroupHeartbeatRequest)
        if not beats:
            return
        beat = data.draw(st.sampled_from(beats))
        codes = {
            "fenced": ErrorCode.FENCED_MEMBER_EPOCH,
            "unknown": ErrorCode.UNKNOWN_MEMBER_ID,
            "moved": ErrorCode.NOT_COORDINATOR,
        }
        if outcome == "ok":
            c.heartbeat_ok(beat, partitions or None)
        elif outcome == "fail":
            c.fail(beat)
        else:
            c.answer(
                beat,
                share_group_heartbeat_response.ShareGroupHeartbeatResponse(
                    error_code=codes[outcome]
                ),
            )
        self.absorb()

    @rule(
        data=st.data(),
        outcome=st.sampled_from(["ok"] * 6 + ["ack error", "session", "other", "fail"]),
        records=st.integers(0, 3),
        gaps=st.integers(0, 1),
    )
    def share(self, data: st.DataObject, outcome: str, records: int, gaps: int) -> None:
        c = self.cluster
        requests = c.of(ShareFetchRequest) + c.of(ShareAcknowledgeRequest)
        if not requests:
            return
        request = data.draw(st.sampled_from(requests))
        if outcome == "ok":
            c.share_ok(request, records, gaps)
        elif outcome == "ack error":
            c.share_ok(request, records, gaps, ack_error=ErrorCode.INVALID_RECORD_STATE)
        elif outcome == "session":
            c.share_error(request, data.draw(st.sampled_from(SESSION_ERRORS)))
        elif outcome == "other":
            c.share_error(request, ErrorCode.UNKNOWN_SERVER_ERROR)
        else:
            c.fail(request)
        self.absorb()

    @rule(ms=st.sampled_from([1, 100, 1_000, 3_000, 3_000, 10_000, LOCK_MS]))
    def tick(self, ms: int) -> None:
        c = self.cluster
        c.tick(ms)
        self.absorb()
        deadline = c.sm.next_deadline()
        # what was due has been done: a driver waiting for the deadline does not spin
        assert deadline is None or deadline > c.now, f"due at {deadline}, now {c.now}"

    @rule()
    def poll(self) -> None:
        c = self.cluster
        live = self.live_unacked()
        try:
            c.sm.poll(c.now)
        except ShareStateError:
            assert self.explicit and live, "poll refused with nothing left to acknowledge"
        else:
            assert not (self.explicit and live), f"poll went on with {sorted(live)} unacked"
            self.polled_upto = len(c.delivered())
        c.drain()
        self.absorb()

    polled_upto = 0

    def live_unacked(self) -> set[tuple[TP, int]]:
        """Delivered records open for acknowledgement that the fake leaders still hold
        acquired and unlapsed."""
        c = self.cluster
        out = set()
        for (tp, offset), state in self.state.items():
            if state != "open":
                continue
            for leader in c.leaders.values():
                held = leader.acquired.get((tp[1], offset))
                if held is not None and c.now < held.lapses_at:
                    out.add((tp, offset))
        return out

    @rule(
        data=st.data(),
        kind=st.sampled_from([t for t in AcknowledgeType if t is not AcknowledgeType.GAP]),
    )
    def acknowledge(self, data: st.DataObject, kind: AcknowledgeType) -> None:
        c = self.cluster
        if not self.explicit:
            return
        fresh = c.delivered()[self.polled_upto :]
        if not fresh:
            return
        record = data.draw(st.sampled_from(fresh))
        key = (record.topic_partition, record.offset)
        state = self.state[key]
        try:
            c.sm.acknowledge(record.topic, record.partition, record.offset, kind, c.now)
        except ShareStateError:
            assert state != "open", f"{key} open for acknowledgement, but it raised"
            return
        assert state == "open", f"{key} acknowledged again ({state}) without an error"
        self.state[key] = "renewing" if kind is AcknowledgeType.RENEW else "acked"
        if kind is not AcknowledgeType.RENEW:
            self.app_acked.add(key)
        c.drain()
        self.absorb()

    @rule(kind=st.sampled_from([AcknowledgeType.ACCEPT, AcknowledgeType.RELEASE]))
    def acknowledge_all(self, kind: AcknowledgeType) -> None:
        c = self.cluster
        if not self.explicit:
            return
        for record in c.delivered()[self.polled_upto :]:
            key = (record.topic_partition, record.offset)
            if self.state[key] == "open":
                c.sm.acknowledge(record.topic, record.partition, record.offset, kind, c.now)
                self.state[key] = "acked"
                self.app_acked.add(key)
        c.drain()
        self.absorb()

    @rule()
    def commit(self) -> None:
        c = self.cluster
        self.commits.add(c.sm.commit_acknowledgements(c.now))
        c.drain()
        self.absorb()

    @precondition(lambda self: self.steps > 30)
    @rule()
    def leave(self) -> None:
        c = self.cluster
        c.sm.leave(c.now)
        c.drain()
        self.absorb()

    @invariant()
    def member_holds_together(self) -> None:
        if self.c is not None:
            self.c.sm.check_invariants()

    def teardown(self) -> None:
        if self.c is None:
            return
        c = self.c
        c.sm.leave(c.now)
        c.drain()
        for _ in range(50):
            if c.sm.done and not c.pending:
                break
            c.settle_control()
            for request, _ in list(c.pending.values()):
                if request.request_id not in c.pending:
                    continue
                if isinstance(request.body, ShareGroupHeartbeatRequest):
                    c.heartbeat_ok(request, None)
                elif isinstance(request.body, ShareFetchRequest | ShareAcknowledgeRequest):
                    c.share_ok(request, records=0)
            c.tick(1_000)
        self.absorb()
        assert c.sm.done and not c.pending
        assert any(isinstance(n, MemberLeft) for n in c.notes)
        # leave ended the sessions
        assert all(leader.expected is None for leader in c.leaders.values())
        # every application acknowledgement went out once, or was refused once
        sent = [(tp, offset) for tp, offset, ack in c.acks_sent if ack is not AcknowledgeType.GAP]
        assert len(sent) == len(set(sent)), "an acknowledgement sent twice"
        if self.explicit:
            missing = self.app_acked - set(sent) - set(self.refused)
            assert not missing, f"acknowledgements lost: {sorted(missing)}"
        assert not set(sent) & set(self.refused), "an acknowledgement sent and refused"
        assert c.completions_due == 0, "acknowledgements sent without an outcome"
        assert not self.commits, "commits never completed"


ShareMachine.TestCase.settings = settings(
    max_examples=200,
    stateful_step_count=80,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow],
)
test_share_machine = ShareMachine.TestCase
