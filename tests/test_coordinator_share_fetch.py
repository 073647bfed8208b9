"""ShareFetch and ShareAcknowledge through the broker: share sessions, acquiring, acknowledging
(accept, release, reject), lock expiry, two members, and the share-partitions' state kept in
``__share_group_state`` across a restart."""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import TypeVar

import attrs

from kgroup_proto.client.connection import BrokerConnection
from kgroup_proto.coordinator.config import TopicConfig
from kgroup_proto.coordinator.log_storage import TopicStore, topic_id_for
from kgroup_proto.coordinator.share_partition import (
    RecordState,
    ShareStateRecord,
)
from kgroup_proto.coordinator.share_state_topic import SHARE_STATE_TOPIC
from kgroup_proto.error_codes import ErrorCode
from kgroup_proto.messages import share_acknowledge_request as ackreq
from kgroup_proto.messages import share_fetch_request as fetchreq
from kgroup_proto.messages.alter_share_group_offsets_request import (
    AlterShareGroupOffsetsRequest,
    AlterShareGroupOffsetsRequestPartition,
    AlterShareGroupOffsetsRequestTopic,
)
from kgroup_proto.messages.api_versions_request import ApiVersionsRequest
from kgroup_proto.messages.create_topics_request import CreatableTopic, CreateTopicsRequest
from kgroup_proto.messages.delete_share_group_offsets_request import (
    DeleteShareGroupOffsetsRequest,
    DeleteShareGroupOffsetsRequestTopic,
)
from kgroup_proto.messages.delete_topics_request import DeleteTopicsRequest
from kgroup_proto.messages.describe_share_group_offsets_request import (
    DescribeShareGroupOffsetsRequest,
    DescribeShareGroupOffsetsRequestGroup,
    DescribeShareGroupOffsetsRequestTopic,
)
from kgroup_proto.messages.produce_request import (
    PartitionProduceData,
    ProduceRequest,
    TopicProduceData,
)
from kgroup_proto.messages.share_acknowledge_response import ShareAcknowledgeResponse
from kgroup_proto.messages.share_fetch_response import ShareFetchResponse
from kgroup_proto.messages.share_group_heartbeat_request import ShareGroupHeartbeatRequest
from kgroup_proto.record_batch import Record, build_batch, read_header, read_records
from tests.coordinator_harness import TEST_GROUPS, BrokerThread, running_broker

T = TypeVar("T")
TOPIC = TopicConfig("queue", 1)
TOPIC_ID = topic_id_for("queue")
GROUP = "readers"
ACCEPT, RELEASE, REJECT, RENEW = 1, 2, 3, 4


def talk(broker: BrokerThread, work: Callable[[BrokerConnection], Awaitable[T]]) -> T:
    async def run() -> T:
        connection = await BrokerConnection.connect(broker.broker.host, broker.broker.port)
        try:
            return await work(connection)
        finally:
            await connection.close()

    return asyncio.run(run())


async def join(connection: BrokerConnection, member: str) -> None:
    answer = await connection.request(
        ShareGroupHeartbeatRequest(
            group_id=GROUP, member_id=member, member_epoch=0, subscribed_topic_names=["queue"]
        ),
        1,
    )
    assert answer.error_code == 0  # type: ignore[attr-defined]


async def leave(connection: BrokerConnection, member: str) -> None:
    answer = await connection.request(
        ShareGroupHeartbeatRequest(group_id=GROUP, member_id=member, member_epoch=-1), 1
    )
    assert answer.error_code == 0  # type: ignore[attr-defined]


async def produce(connection: BrokerConnection, *values: bytes) -> None:
    batch = build_batch([Record(i, 1000 + i, None, v) for i, v in enumerate(values)])
    answer = await connection.request(
        ProduceRequest(
            acks=-1,
            timeout_ms=5000,
            topic_data=[
                TopicProduceData(
                    name="queue", partition_data=[PartitionProduceData(index=0, records=batch)]
                )
            ],
        ),
        9,
    )
    assert answer.responses[0].partition_responses[0].error_code == 0  # type: ignore[attr-defined]


def acks(*batches: tuple[int, int, int]) -> list[fetchreq.AcknowledgementBatch]:
    return [fetchreq.AcknowledgementBatch(f, last, [kind]) for f, last, kind in batches]


async def fetch(
    connection: BrokerConnection,
    member: str,
    epoch: int,
    *,
    ack: list[fetchreq.AcknowledgementBatch] | None = None,
    wait_ms: int = 0,
    max_records: int = 500,
    version: int = 2,
    partitions: bool = True,
) -> ShareFetchResponse:
    topics = []
    if partitions or ack:
        topics = [
            fetchreq.FetchTopic(
                topic_id=TOPIC_ID,
                partitions=[
                    fetchreq.FetchPartition(partition_index=0, acknowledgement_batches=ack or [])
                ],
            )
        ]
    answer = await connection.request(
        fetchreq.ShareFetchRequest(
            group_id=GROUP,
            member_id=member,
            share_session_epoch=epoch,
            max_wait_ms=wait_ms,
            min_bytes=1,
            max_records=max_records,
            batch_size=max_records,
            topics=topics,
        ),
        version,
    )
    assert isinstance(answer, ShareFetchResponse)
    return answer


async def acknowledge(
    connection: BrokerConnection,
    member: str,
    epoch: int,
    batches: list[tuple[int, int, int]],
    version: int = 2,
) -> ShareAcknowledgeResponse:
    answer = await connection.request(
        ackreq.ShareAcknowledgeRequest(
            group_id=GROUP,
            member_id=member,
            share_session_epoch=epoch,
            topics=[
                ackreq.AcknowledgeTopic(
                    topic_id=TOPIC_ID,
                    partitions=[
                        ackreq.AcknowledgePartition(
                            partition_index=0,
                            acknowledgement_batches=[
                                ackreq.AcknowledgementBatch(f, last, [kind])
                                for f, last, kind in batches
                            ],
                        )
                    ],
                )
            ],
        ),
        version,
    )
    assert isinstance(answer, ShareAcknowledgeResponse)
    return answer


def acquired(answer: ShareFetchResponse) -> list[tuple[int, int, int]]:
    """(first, last, delivery count) of every acquired range in the answer."""
    assert answer.error_code == 0, answer
    return [
        (r.first_offset, r.last_offset, r.delivery_count)
        for topic in answer.responses
        for part in topic.partitions
        for r in part.acquired_records
    ]


def values(answer: ShareFetchResponse) -> dict[int, bytes | None]:
    """Offset -> value of every record in the answer's batches."""
    found: dict[int, bytes | None] = {}
    for topic in answer.responses:
        for part in topic.partitions:
            data = part.records or b""
            pos = 0
            while pos < len(data):
                header = read_header(data, pos)
                for record in read_records(data[pos : pos + header.size], header):
                    found[record.offset] = record.value
                pos += header.size
    return found


def ack_error(answer: ShareFetchResponse) -> int:
    return answer.responses[0].partitions[0].acknowledge_error_code


def test_api_versions_announce_share_fetch_and_share_acknowledge() -> None:
    with running_broker(TOPIC) as broker:

        async def work(connection: BrokerConnection) -> dict[int, tuple[int, int]]:
            answer = await connection.request(ApiVersionsRequest(), 3)
            return {k.api_key: (k.min_version, k.max_version) for k in answer.api_keys}  # type: ignore[attr-defined]

        listed = talk(broker, work)
    assert listed[78] == (1, 2)  # ShareFetch
    assert listed[79] == (1, 2)  # ShareAcknowledge
    assert listed[90] == (0, 1)  # DescribeShareGroupOffsets
    assert listed[91] == (0, 0)  # AlterShareGroupOffsets
    assert listed[92] == (0, 0)  # DeleteShareGroupOffsets


def test_acquire_accept_release_reject_and_the_session_epochs() -> None:
    with running_broker(TOPIC) as broker:

        async def work(connection: BrokerConnection) -> None:
            await join(connection, "m1")
            # The share-partition starts at the log's end (latest): records produced before
            # the first fetch are not delivered.
            await produce(connection, b"old")
            first = await fetch(connection, "m1", 0)
            assert acquired(first) == []
            await produce(connection, b"a", b"b", b"c", b"d")
            got = await fetch(connection, "m1", 1)
            assert acquired(got) == [(1, 4, 1)]
            assert values(got) == {1: b"a", 2: b"b", 3: b"c", 4: b"d"}
            assert got.acquisition_lock_timeout_ms == 30_000
            # Accept 1, release 2, reject 3 (piggybacked), 4 stays acquired.
            again = await fetch(connection, "m1", 2, ack=acks((1, 1, 1), (2, 2, 2), (3, 3, 3)))
            assert ack_error(again) == 0
            assert acquired(again) == [(2, 2, 2)]  # released: delivered again, count 2
            # A record already acknowledged (rejected) cannot be acknowledged again.
            twice = await acknowledge(connection, "m1", 3, [(3, 3, ACCEPT)])
            assert twice.responses[0].partitions[0].error_code == ErrorCode.INVALID_RECORD_STATE
            # Epochs: a wrong one, then a request without a session.
            wrong = await fetch(connection, "m1", 9)
            assert wrong.error_code == ErrorCode.INVALID_SHARE_SESSION_EPOCH
            unknown = await fetch(connection, "nobody", 1)
            assert unknown.error_code == ErrorCode.SHARE_SESSION_NOT_FOUND
            opened_by_ack = await acknowledge(connection, "m1", 0, [(2, 2, ACCEPT)])
            assert opened_by_ack.error_code == ErrorCode.INVALID_SHARE_SESSION_EPOCH
            with_acks = await fetch(connection, "m1", 0, ack=acks((2, 2, 1)))
            assert with_acks.error_code == ErrorCode.INVALID_REQUEST
            stranger = await fetch(connection, "stranger", 0)
            assert stranger.error_code == ErrorCode.UNKNOWN_MEMBER_ID
            # Epoch 4 goes on; RENEW is refused on v1; accept 2 and 4 with epoch -1 (close).
            renew_v1 = await acknowledge(connection, "m1", 4, [(2, 2, RENEW)], version=1)
            assert renew_v1.responses[0].partitions[0].error_code == ErrorCode.INVALID_REQUEST
            done = await acknowledge(connection, "m1", -1, [(2, 2, ACCEPT), (4, 4, ACCEPT)])
            assert done.error_code == 0
            assert done.responses[0].partitions[0].error_code == 0
            closed = await fetch(connection, "m1", 5)
            assert closed.error_code == ErrorCode.SHARE_SESSION_NOT_FOUND

        talk(broker, work)
        sp = broker.call(lambda: broker.broker.share_fetch.partitions[(GROUP, TOPIC_ID, 0)])
        assert broker.call(lambda: sp.start_offset) == 5  # everything up to 4 done with
        assert broker.call(lambda: sp.state_of(3)) is None


def test_closing_a_session_releases_its_records_and_lock_expiry_too() -> None:
    # The lock's duration is the broker's group.share.record.lock.duration.ms.
    groups = attrs.evolve(TEST_GROUPS, share_record_lock_duration_ms=300)
    with running_broker(TOPIC, groups=groups) as broker:

        async def work(connection: BrokerConnection) -> None:
            await join(connection, "m1")
            assert acquired(await fetch(connection, "m1", 0)) == []
            await produce(connection, b"x", b"y")
            assert acquired(await fetch(connection, "m1", 1)) == [(0, 1, 1)]
            # Nobody acknowledges: the lock runs out and the records come back, count 2.
            later = await fetch(connection, "m1", 2, wait_ms=5000)
            assert acquired(later) == [(0, 1, 2)]
            # Closing the session gives them back with the delivery taken back (count 1),
            # so the next delivery is the second one again.
            closing = await fetch(connection, "m1", -1, partitions=False)
            assert closing.error_code == 0
            assert acquired(await fetch(connection, "m1", 0)) == [(0, 1, 2)]

        talk(broker, work)


def test_two_members_never_hold_one_record_and_a_leaver_gives_its_records_back() -> None:
    with running_broker(TOPIC) as broker:

        async def work(connection: BrokerConnection) -> None:
            await join(connection, "m1")
            await join(connection, "m2")
            assert acquired(await fetch(connection, "m1", 0)) == []
            assert acquired(await fetch(connection, "m2", 0)) == []
            await produce(connection, *[b"%d" % i for i in range(10)])
            one = acquired(await fetch(connection, "m1", 1, max_records=4))
            two = acquired(await fetch(connection, "m2", 1, max_records=100))
            assert one == [(0, 3, 1)]
            assert two == [(4, 9, 1)]
            # m2 cannot acknowledge m1's records.
            foreign = await acknowledge(connection, "m2", 2, [(0, 0, ACCEPT)])
            assert foreign.responses[0].partitions[0].error_code == ErrorCode.INVALID_RECORD_STATE
            # Nothing left for either while both hold theirs.
            assert acquired(await fetch(connection, "m1", 2)) == []
            # m1 leaves the group: its records go to m2, which waits for them.
            waiting = asyncio.ensure_future(fetch(connection, "m2", 3, wait_ms=10_000))
            other = await BrokerConnection.connect(broker.broker.host, broker.broker.port)
            try:
                await leave(other, "m1")
            finally:
                await other.close()
            assert acquired(await waiting) == [(0, 3, 1)]

        talk(broker, work)
        # m1's session stays, without records, for the requests a leaving client still sends.
        sessions = broker.call(
            lambda: {
                key: session.left_ms is not None
                for key, session in broker.broker.share_fetch.sessions.items()
            }
        )
        assert sessions == {(GROUP, "m1"): True, (GROUP, "m2"): False}


def test_a_member_that_left_closes_its_session_and_gets_no_records() -> None:
    """As a leaving client does (librdkafka's share consumer): leave the group, then fetch and
    close the share session. The records it held went back when it left."""
    with running_broker(TOPIC) as broker:

        async def work(connection: BrokerConnection) -> None:
            await join(connection, "m1")
            await join(connection, "m2")
            assert acquired(await fetch(connection, "m1", 0)) == []
            assert acquired(await fetch(connection, "m2", 0)) == []
            await produce(connection, b"a", b"b")
            assert acquired(await fetch(connection, "m1", 1)) == [(0, 1, 1)]
            await leave(connection, "m1")
            broker.call(broker.broker.share_fetch.poll)
            # Given back with the delivery taken back, as when a session closes.
            assert acquired(await fetch(connection, "m2", 1)) == [(0, 1, 1)]
            assert acquired(await fetch(connection, "m1", 2, wait_ms=5000)) == []
            closing = await acknowledge(connection, "m1", -1, [])
            assert closing.error_code == ErrorCode.NONE

        talk(broker, work)
        sessions = broker.call(lambda: set(broker.broker.share_fetch.sessions))
        assert sessions == {(GROUP, "m2")}


def _state_records(data_dir: Path) -> list[ShareStateRecord]:
    topic = TopicStore(data_dir / "topics").get(SHARE_STATE_TOPIC)
    assert topic is not None
    found = []
    for partition in topic.partitions:
        for header, batch in partition.batches():
            for record in read_records(batch, header):
                assert record.key is not None
                found.append(ShareStateRecord.from_bytes(record.key, record.value))
    return found


def test_the_share_partition_comes_back_after_a_restart(tmp_path: Path) -> None:
    with running_broker(TOPIC, data_dir=tmp_path) as broker:

        async def work(connection: BrokerConnection) -> None:
            await join(connection, "m1")
            assert acquired(await fetch(connection, "m1", 0)) == []
            await produce(connection, b"a", b"b", b"c", b"d")
            assert acquired(await fetch(connection, "m1", 1)) == [(0, 3, 1)]
            answer = await acknowledge(
                connection, "m1", 2, [(0, 0, ACCEPT), (1, 1, REJECT), (2, 2, RELEASE)]
            )
            assert answer.responses[0].partitions[0].error_code == 0
            # 3 stays acquired when the broker stops: it comes back available.

        talk(broker, work)
    records = _state_records(tmp_path)
    assert [type(r.value).__name__ for r in records] == ["ShareSnapshotValue", "ShareUpdateValue"]
    assert {(r.key.group_id, r.key.topic_id, r.key.partition) for r in records} == {
        (GROUP, TOPIC_ID, 0)
    }
    with running_broker(TOPIC, data_dir=tmp_path) as broker:
        sp = broker.call(lambda: broker.broker.share_fetch.partitions[(GROUP, TOPIC_ID, 0)])
        assert broker.call(lambda: sp.start_offset) == 2
        assert broker.call(lambda: sp.state_of(2)) == (RecordState.AVAILABLE, 1, "")

        async def after(connection: BrokerConnection) -> None:
            # The group came back from __consumer_offsets with its member, the share session
            # did not: the member opens a new one and gets 2 (second delivery) and 3 (first).
            stale = await fetch(connection, "m1", 3)
            assert stale.error_code == ErrorCode.SHARE_SESSION_NOT_FOUND
            assert acquired(await fetch(connection, "m1", 0)) == [(2, 2, 2), (3, 3, 1)]

        talk(broker, after)


def test_a_fetch_waiting_for_records_does_not_stall_the_broker() -> None:
    with running_broker(TOPIC) as broker:

        async def work(connection: BrokerConnection) -> None:
            await join(connection, "m1")
            assert acquired(await fetch(connection, "m1", 0)) == []
            waiting = asyncio.ensure_future(fetch(connection, "m1", 1, wait_ms=30_000))
            other = await BrokerConnection.connect(broker.broker.host, broker.broker.port)
            try:
                await produce(other, b"late")
            finally:
                await other.close()
            got = await waiting
            assert acquired(got) == [(0, 0, 1)]
            assert values(got) == {0: b"late"}

        talk(broker, work)


def test_the_share_group_offset_admin_apis() -> None:
    with running_broker(TOPIC) as broker:

        async def work(connection: BrokerConnection) -> None:
            await join(connection, "m1")
            assert acquired(await fetch(connection, "m1", 0)) == []
            await produce(connection, b"a", b"b", b"c", b"d", b"e")
            assert acquired(await fetch(connection, "m1", 1)) == [(0, 4, 1)]
            await acknowledge(connection, "m1", 2, [(0, 1, ACCEPT), (3, 3, REJECT)])
            described = await connection.request(
                DescribeShareGroupOffsetsRequest(
                    groups=[
                        DescribeShareGroupOffsetsRequestGroup(group_id=GROUP, topics=None),
                        DescribeShareGroupOffsetsRequestGroup(group_id="absent", topics=None),
                    ]
                ),
                1,
            )
            group, absent = described.groups  # type: ignore[attr-defined]
            assert absent.error_code == ErrorCode.GROUP_ID_NOT_FOUND
            (topic,) = group.topics
            assert (topic.topic_name, topic.topic_id) == ("queue", TOPIC_ID)
            (part,) = topic.partitions
            # 0 and 1 accepted: the start offset is 2; 2 and 4 are still to do (3 rejected).
            assert (part.partition_index, part.start_offset, part.lag, part.error_code) == (
                0,
                2,
                2,
                0,
            )
            alter = AlterShareGroupOffsetsRequest(
                group_id=GROUP,
                topics=[
                    AlterShareGroupOffsetsRequestTopic(
                        topic_name="queue",
                        partitions=[
                            AlterShareGroupOffsetsRequestPartition(
                                partition_index=0, start_offset=1
                            )
                        ],
                    )
                ],
            )
            busy = await connection.request(alter, 0)
            assert busy.error_code == ErrorCode.NON_EMPTY_GROUP  # type: ignore[attr-defined]
            await fetch(connection, "m1", -1, partitions=False)
            await leave(connection, "m1")
            altered = await connection.request(alter, 0)
            assert altered.error_code == 0  # type: ignore[attr-defined]
            assert altered.responses[0].partitions[0].error_code == 0  # type: ignore[attr-defined]
            # The member comes back and gets every record from offset 1, as new deliveries.
            await join(connection, "m1")
            assert acquired(await fetch(connection, "m1", 0)) == [(1, 4, 1)]
            await fetch(connection, "m1", -1, partitions=False)
            await leave(connection, "m1")
            deleted = await connection.request(
                DeleteShareGroupOffsetsRequest(
                    group_id=GROUP,
                    topics=[
                        DeleteShareGroupOffsetsRequestTopic(topic_name="queue"),
                        DeleteShareGroupOffsetsRequestTopic(topic_name="nowhere"),
                    ],
                ),
                0,
            )
            queue, nowhere = deleted.responses  # type: ignore[attr-defined]
            assert (queue.error_code, nowhere.error_code) == (
                0,
                ErrorCode.UNKNOWN_TOPIC_OR_PARTITION,
            )
            after = await connection.request(
                DescribeShareGroupOffsetsRequest(
                    groups=[
                        DescribeShareGroupOffsetsRequestGroup(
                            group_id=GROUP,
                            topics=[
                                DescribeShareGroupOffsetsRequestTopic(
                                    topic_name="queue", partitions=[0]
                                )
                            ],
                        )
                    ]
                ),
                1,
            )
            assert after.groups[0].topics[0].partitions[0].start_offset == -1  # type: ignore[attr-defined]
            # Without state the partition starts again at the log's end.
            await join(connection, "m1")
            assert acquired(await fetch(connection, "m1", 0)) == []
            await produce(connection, b"f")
            assert acquired(await fetch(connection, "m1", 1)) == [(5, 5, 1)]

        talk(broker, work)


def test_a_deleted_topic_takes_its_share_partitions_with_it() -> None:
    with running_broker(TOPIC) as broker:

        async def work(connection: BrokerConnection) -> None:
            await join(connection, "m1")
            assert acquired(await fetch(connection, "m1", 0)) == []
            await produce(connection, b"a", b"b", b"c")
            assert acquired(await fetch(connection, "m1", 1)) == [(0, 2, 1)]
            accepted = await acknowledge(connection, "m1", 2, [(0, 2, ACCEPT)])
            assert accepted.responses[0].partitions[0].error_code == 0
            deleted = await connection.request(DeleteTopicsRequest(topic_names=["queue"]), 5)
            assert deleted.responses[0].error_code == 0  # type: ignore[attr-defined]
            made = await connection.request(
                CreateTopicsRequest(
                    topics=[CreatableTopic(name="queue", num_partitions=1, replication_factor=1)],
                    timeout_ms=5000,
                ),
                7,
            )
            assert made.topics[0].error_code == 0  # type: ignore[attr-defined]
            # The same name, so the same topic id: the share-partition starts afresh, at the
            # new log's end, rather than where the deleted one was.
            assert acquired(await fetch(connection, "m1", 0)) == []
            await produce(connection, b"new")
            got = await fetch(connection, "m1", 1)
            assert acquired(got) == [(0, 0, 1)]
            assert values(got) == {0: b"new"}

        talk(broker, work)


def test_a_new_record_goes_to_the_waiting_member_served_least_recently() -> None:
    """m1 got records and waits again first; m2 never got any and waits after it: the next
    record goes to m2, then the one after to m1."""
    with running_broker(TOPIC) as broker:

        async def work(first: BrokerConnection) -> None:
            second = await BrokerConnection.connect(broker.broker.host, broker.broker.port)
            try:
                await join(first, "m1")
                await join(first, "m2")
                assert acquired(await fetch(first, "m1", 0)) == []
                assert acquired(await fetch(second, "m2", 0)) == []
                await produce(first, b"a")
                assert acquired(await fetch(first, "m1", 1)) == [(0, 0, 1)]
                one = asyncio.ensure_future(
                    fetch(first, "m1", 2, ack=acks((0, 0, ACCEPT)), wait_ms=10_000)
                )
                await asyncio.sleep(0.3)  # m1 is waiting before m2
                two = asyncio.ensure_future(fetch(second, "m2", 1, wait_ms=10_000))
                await asyncio.sleep(0.3)
                assert not one.done() and not two.done()
                other = await BrokerConnection.connect(broker.broker.host, broker.broker.port)
                try:
                    await produce(other, b"b")
                    assert acquired(await two) == [(1, 1, 1)]
                    assert not one.done()
                    await produce(other, b"c")
                    assert acquired(await one) == [(2, 2, 1)]
                finally:
                    await other.close()
            finally:
                await second.close()

        talk(broker, work)


def test_a_session_past_the_brokers_limit_is_refused() -> None:
    """group.share.max.share.sessions: the broker's limit of share sessions open at once;
    sessions kept only for members that left make room."""
    groups = attrs.evolve(TEST_GROUPS, share_max_share_sessions=1)
    with running_broker(TOPIC, groups=groups) as broker:

        async def work(connection: BrokerConnection) -> None:
            await join(connection, "m1")
            await join(connection, "m2")
            assert acquired(await fetch(connection, "m1", 0)) == []
            refused = await fetch(connection, "m2", 0)
            assert refused.error_code == ErrorCode.SHARE_SESSION_LIMIT_REACHED
            await leave(connection, "m1")
            broker.call(broker.broker.share_fetch.poll)
            assert acquired(await fetch(connection, "m2", 0)) == []

        talk(broker, work)
        sessions = broker.call(lambda: set(broker.broker.share_fetch.sessions))
        assert sessions == {(GROUP, "m2")}
