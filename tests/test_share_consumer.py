"""The asyncio share consumer (KIP-932) over real loopback sockets, against a scripted share
broker written here: one node that coordinates the group and leads ``orders``' one partition,
keeps each record's state (available with its delivery count, acquired, accepted, rejected)
and checks the share session's epochs. Kafka 4.4 runs the same consumer in
tests/kafka/test_share_consumer_on_kafka.py."""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable, Iterable
from typing import Any, TypeVar
from uuid import UUID

import pytest

from kgroup_proto.client import ConnectionFailed
from kgroup_proto.error_codes import ErrorCode
from kgroup_proto.framing import RequestFrame
from kgroup_proto.group import (
    AcknowledgementsCompleted,
    AcknowledgeType,
    MemberClosed,
    MemberFailedError,
    ShareConsumer,
    ShareRecord,
    ShareStateError,
)
from kgroup_proto.messages import (
    find_coordinator_response,
    metadata_response,
    share_acknowledge_response,
    share_fetch_response,
    share_group_heartbeat_response,
)
from kgroup_proto.messages.share_acknowledge_request import ShareAcknowledgeRequest
from kgroup_proto.messages.share_fetch_request import ShareFetchRequest
from kgroup_proto.messages.share_group_heartbeat_request import ShareGroupHeartbeatRequest
from kgroup_proto.record_batch import Record, build_batch
from kgroup_proto.runtime import Struct
from tests.interop.brokers import free_port
from tests.scripted_peer import Reply, reply, scripted_peer, versions_answer

T = TypeVar("T")

ORDERS = UUID(int=0xB2)
RECORDS = 6
#: ApiVersions, FindCoordinator, Metadata, ShareGroupHeartbeat, ShareFetch, ShareAcknowledge
OFFERED = {18: (0, 4), 10: (4, 6), 3: (0, 13), 76: (0, 1), 78: (1, 2), 79: (1, 2)}
FIND_COORDINATOR, METADATA, HEARTBEAT = 10, 3, 76


def run(scenario: Callable[[], Awaitable[T]]) -> T:
    async def bounded() -> T:
        return await asyncio.wait_for(scenario(), 60)

    return asyncio.run(bounded())


class ShareBroker:
    """Answers a share member as one Kafka node would (see the module docstring)."""

    def __init__(self, heartbeat_error: ErrorCode = ErrorCode.NONE) -> None:
        self.port = 0
        self.heartbeat_error = heartbeat_error
        #: offset -> "available", "acquired", "accepted", "rejected"
        self.state = dict.fromkeys(range(RECORDS), "available")
        self.deliveries = dict.fromkeys(range(RECORDS), 0)
        self.expected_epoch: int | None = None  # of the next share request; None: no session
        self.member_epoch = 0
        self.closed_with_acks: dict[int, AcknowledgeType] | None = None
        self.left = False
        #: what went wrong in the broker's checks (each test asserts there is nothing)
        self.errors: list[str] = []

    def __call__(self, frame: RequestFrame) -> Reply:
        try:
            return self.answer(frame)
        except Exception as exc:
            self.errors.append(f"{type(exc).__name__}: {exc}")
            return None  # the connection closes

    def answer(self, frame: RequestFrame) -> Reply:
        body, key = frame.body, frame.api_key
        if key == 18:
            return versions_answer(frame, OFFERED)
        if key == FIND_COORDINATOR:
            found = find_coordinator_response.Coordinator(
                key="g", node_id=0, host="127.0.0.1", port=self.port
            )
            return reply(
                find_coordinator_response.FindCoordinatorResponse(coordinators=[found]), frame
            )
        if key == METADATA:
            broker = metadata_response.MetadataResponseBroker(0, "127.0.0.1", self.port)
            part = metadata_response.MetadataResponsePartition(partition_index=0, leader_id=0)
            topic = metadata_response.MetadataResponseTopic(
                name="orders", topic_id=ORDERS, partitions=[part]
            )
            return reply(
                metadata_response.MetadataResponse(brokers=[broker], topics=[topic]), frame
            )
        if isinstance(body, ShareGroupHeartbeatRequest):
            return reply(self.heartbeat(body), frame)
        if isinstance(body, ShareFetchRequest | ShareAcknowledgeRequest):
            return reply(self.share(body), frame)
        raise AssertionError(f"unexpected request {body!r}")

    def heartbeat(self, body: ShareGroupHeartbeatRequest) -> Struct:
        if self.heartbeat_error is not ErrorCode.NONE:
            return share_group_heartbeat_response.ShareGroupHeartbeatResponse(
                error_code=self.heartbeat_error, error_message="scripted refusal"
            )
        if body.member_epoch == -1:
            assert self.expected_epoch is None, "left with a share session open"
            self.left = True
            return share_group_heartbeat_response.ShareGroupHeartbeatResponse(
                member_id=body.member_id, member_epoch=-1
            )
        self.member_epoch += 1
        assignment = share_group_heartbeat_response.Assignment(
            [share_group_heartbeat_response.TopicPartitions(ORDERS, [0])]
        )
        return share_group_heartbeat_response.ShareGroupHeartbeatResponse(
            member_id=body.member_id,
            member_epoch=self.member_epoch,
            heartbeat_interval_ms=5_000,
            assignment=assignment if body.member_epoch == 0 else None,
        )

    def share(self, body: ShareFetchRequest | ShareAcknowledgeRequest) -> Struct:
        epoch = body.share_session_epoch
        if self.expected_epoch is None:
            assert epoch == 0 and isinstance(body, ShareFetchRequest), "no session to go on with"
        else:
            assert epoch in (self.expected_epoch, -1), f"epoch {epoch}"
        acks = {
            offset: AcknowledgeType(
                batch.acknowledge_types[0]
                if len(batch.acknowledge_types) == 1
                else batch.acknowledge_types[offset - batch.first_offset]
            )
            for topic in body.topics
            for part in topic.partitions
            for batch in part.acknowledgement_batches
            for offset in range(batch.first_offset, batch.last_offset + 1)
        }
        for offset, ack in acks.items():
            assert self.state[offset] == "acquired", f"{offset} acknowledged, not acquired"
            self.state[offset] = {
                AcknowledgeType.ACCEPT: "accepted",
                AcknowledgeType.REJECT: "rejected",
                AcknowledgeType.RELEASE: "available",
            }[ack]
        if epoch == -1:
            self.expected_epoch = None
            self.closed_with_acks = acks
            for offset, state in self.state.items():  # the session's records go back
                if state == "acquired":
                    self.state[offset] = "available"
        else:
            self.expected_epoch = 1 if epoch in (0, 2**31 - 1) else epoch + 1
        if isinstance(body, ShareAcknowledgeRequest):
            parts = [share_acknowledge_response.PartitionData(0)] if acks else []
            return share_acknowledge_response.ShareAcknowledgeResponse(
                acquisition_lock_timeout_ms=30_000,
                responses=[share_acknowledge_response.ShareAcknowledgeTopicResponse(ORDERS, parts)],
            )
        data = share_fetch_response.PartitionData(0, records=b"")
        available = [o for o, state in self.state.items() if state == "available"]
        if available:
            data.records = b"".join(
                build_batch([Record(o, 1_000 + o, f"k{o}".encode(), f"v{o}".encode())])
                for o in available
            )
            for offset in available:
                self.state[offset] = "acquired"
                self.deliveries[offset] += 1
            data.acquired_records = [
                share_fetch_response.AcquiredRecords(o, o, self.deliveries[o]) for o in available
            ]
        return share_fetch_response.ShareFetchResponse(
            acquisition_lock_timeout_ms=30_000,
            responses=[share_fetch_response.ShareFetchableTopicResponse(ORDERS, [data])],
        )


async def consume(
    broker: ShareBroker,
    scenario: Callable[[ShareConsumer], Awaitable[T]],
    **options: Any,
) -> tuple[T, ShareConsumer]:
    async with scripted_peer(broker) as (port, _):
        broker.port = port
        consumer = ShareConsumer(f"127.0.0.1:{port}", group_id="g", topics=["orders"], **options)
        async with consumer:
            result = await scenario(consumer)
    assert broker.errors == []
    return result, consumer


def offsets(records: Iterable[ShareRecord]) -> list[tuple[int, int]]:
    return [(r.offset, r.delivery_count) for r in records]


def test_implicit_mode_hands_out_every_record_once_and_accepts_them_all() -> None:
    broker = ShareBroker()

    async def scenario(consumer: ShareConsumer) -> list[ShareRecord]:
        seen: list[ShareRecord] = []
        async for record in consumer:
            seen.append(record)
            if len(seen) == RECORDS:
                break
        return seen

    seen, consumer = run(lambda: consume(broker, scenario))
    assert offsets(seen) == [(o, 1) for o in range(RECORDS)]
    assert [(r.topic, r.partition, r.key, r.value, r.timestamp) for r in seen[:2]] == [
        ("orders", 0, b"k0", b"v0", 1_000),
        ("orders", 0, b"k1", b"v1", 1_001),
    ]
    # The last poll's records were accepted by the session's closing request.
    assert broker.state == dict.fromkeys(range(RECORDS), "accepted")
    assert broker.closed_with_acks == dict.fromkeys(range(RECORDS), AcknowledgeType.ACCEPT)
    assert broker.left and consumer.done


def test_explicit_mode_releases_come_back_rejects_do_not_and_commit_waits() -> None:
    broker = ShareBroker()
    outcomes: list[Any] = []

    async def scenario(consumer: ShareConsumer) -> tuple[list[ShareRecord], Any]:
        seen: list[ShareRecord] = []
        async for record in consumer:
            seen.append(record)
            if record.offset == 1 and record.delivery_count == 1:
                consumer.acknowledge(record, AcknowledgeType.RELEASE)
            elif record.offset == 2:
                consumer.acknowledge(record, AcknowledgeType.REJECT)
            else:
                consumer.acknowledge(record)
            if len(seen) == RECORDS + 1:
                break
        return seen, await consumer.commit()

    (seen, errors), _ = run(
        lambda: consume(
            broker, scenario, acknowledgement_mode="explicit", on_acknowledged=outcomes.append
        )
    )
    assert offsets(seen) == [(o, 1) for o in range(RECORDS)] + [(1, 2)]
    assert errors == {}
    assert broker.state == {o: "rejected" if o == 2 else "accepted" for o in range(RECORDS)}
    acknowledged = {
        (offset, ack)
        for note in outcomes
        if isinstance(note, AcknowledgementsCompleted) and note.error is ErrorCode.NONE
        for offset, ack in note.offsets.items()
    }
    assert (1, AcknowledgeType.RELEASE) in acknowledged
    assert (2, AcknowledgeType.REJECT) in acknowledged
    assert broker.closed_with_acks == {}  # commit sent everything before the close


def test_explicit_mode_refuses_to_go_on_past_an_unacknowledged_record() -> None:
    broker = ShareBroker()

    async def scenario(consumer: ShareConsumer) -> str:
        first = await consumer.__anext__()
        with pytest.raises(ShareStateError):
            consumer.acknowledge(first, 9)  # type: ignore[arg-type]
        for _ in range(RECORDS - 1):
            consumer.acknowledge(await consumer.__anext__())
        with pytest.raises(ShareStateError, match="not acknowledged") as refused:
            await consumer.__anext__()
        consumer.acknowledge(first, AcknowledgeType.ACCEPT)
        with pytest.raises(ShareStateError, match="already acknowledged"):
            consumer.acknowledge(first, AcknowledgeType.REJECT)
        return str(refused.value)

    message, _ = run(lambda: consume(broker, scenario, acknowledgement_mode="explicit"))
    assert "orders-0 at offset 0" in message
    assert broker.closed_with_acks == dict.fromkeys(range(RECORDS), AcknowledgeType.ACCEPT)


def test_implicit_mode_refuses_acknowledge_and_a_closed_consumer_refuses_calls() -> None:
    broker = ShareBroker()

    async def scenario(consumer: ShareConsumer) -> ShareRecord:
        record = await consumer.__anext__()
        with pytest.raises(ShareStateError, match="explicit"):
            consumer.acknowledge(record)
        return record

    _, consumer = run(lambda: consume(broker, scenario))

    async def after() -> None:
        with pytest.raises(MemberClosed):
            consumer.commit_async()
        with pytest.raises(MemberClosed):
            await consumer.commit()
        assert [r async for r in consumer] == []

    run(after)


def test_a_refused_membership_ends_the_iteration_with_the_error() -> None:
    broker = ShareBroker(heartbeat_error=ErrorCode.GROUP_AUTHORIZATION_FAILED)

    async def scenario(consumer: ShareConsumer) -> MemberFailedError:
        with pytest.raises(MemberFailedError) as failed:
            await consumer.__anext__()
        return failed.value

    error, _ = run(lambda: consume(broker, scenario))
    assert error.error is ErrorCode.GROUP_AUTHORIZATION_FAILED


def test_bad_arguments_and_an_unreachable_broker_are_the_packages_errors() -> None:
    with pytest.raises(ValueError, match="acknowledgement_mode"):
        ShareConsumer("127.0.0.1:1", group_id="g", topics=["t"], acknowledgement_mode="auto")  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="topics"):
        ShareConsumer("127.0.0.1:1", group_id="g", topics=[])

    async def not_started() -> None:
        consumer = ShareConsumer("127.0.0.1:1", group_id="g", topics=["t"])
        with pytest.raises(MemberClosed, match="not started"):
            await consumer.__anext__()
        with pytest.raises(MemberClosed, match="not started"):
            consumer.commit_async()

    run(not_started)

    async def unreachable() -> None:
        consumer = ShareConsumer(
            f"127.0.0.1:{free_port()}", group_id="g", topics=["t"], connect_timeout=2
        )
        with pytest.raises(ConnectionFailed):
            async with consumer:
                pass

    run(unreachable)


def test_records_delivered_but_not_handed_out_go_back_to_the_group_on_close() -> None:
    broker = ShareBroker()

    async def scenario(consumer: ShareConsumer) -> list[ShareRecord]:
        return [await consumer.__anext__(), await consumer.__anext__()]

    seen, _ = run(lambda: consume(broker, scenario))
    assert offsets(seen) == [(0, 1), (1, 1)]
    assert broker.closed_with_acks == {0: AcknowledgeType.ACCEPT, 1: AcknowledgeType.ACCEPT}
    assert broker.state == {o: "accepted" if o < 2 else "available" for o in range(RECORDS)}


def test_records_in_batches_and_an_asynchronous_commit() -> None:
    broker = ShareBroker()
    outcomes: list[AcknowledgementsCompleted] = []
    answered = asyncio.Event()

    def on_acknowledged(note: object) -> None:
        assert isinstance(note, AcknowledgementsCompleted)
        outcomes.append(note)
        answered.set()

    async def scenario(consumer: ShareConsumer) -> tuple[list[ShareRecord], ...]:
        first = await consumer.records(limit=4)
        for record in first:
            consumer.acknowledge(record)
        assert consumer.commit_async() is None
        await answered.wait()
        states = dict(broker.state)
        rest = await consumer.records()
        for record in rest:
            consumer.acknowledge(record, AcknowledgeType.REJECT)
        assert await consumer.commit() == {}
        assert broker.state == {o: "accepted" if o < 4 else "rejected" for o in range(RECORDS)}
        return first, rest, tuple(states.values())

    (first, rest, states), _ = run(
        lambda: consume(
            broker, scenario, acknowledgement_mode="explicit", on_acknowledged=on_acknowledged
        )
    )
    assert offsets(first) == [(o, 1) for o in range(4)]
    assert offsets(rest) == [(4, 1), (5, 1)]
    # The asynchronous commit's acknowledgements were applied while 4 and 5 stayed acquired.
    assert states == ("accepted",) * 4 + ("acquired",) * 2
    assert dict(outcomes[0].offsets) == dict.fromkeys(range(4), AcknowledgeType.ACCEPT)
