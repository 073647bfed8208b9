"""What a real peer does that kgroup-proto's members have to live with, pinned down on its own.

librdkafka 2.16.1's mock cluster:

- ends every flexible Metadata response (v9 and later) with one byte more than the message
  holds; v1 to v8 are exact. Kafka's clients read a response's fields and ignore what follows,
  and so does kgroup-proto's client: a KIP-848 member, which needs Metadata v10+ to map its
  assignment's topic ids to names, works against the mock (test_mixed.py);
- announces JoinGroup v6, SyncGroup v4 and LeaveGroup v4 but cannot parse them (its handlers
  read the flexible versions' compact arrays as int32 counts, and LeaveGroup in the v0-v2
  layout), and answers a SyncGroup error with a null assignment, which the schema does not
  allow. The mixed-group tests tell it to announce only the versions it parses
  (``MOCK_GROUP_VERSIONS``); the error answer stays;
- ends a classic rebalance as soon as the leader's SyncGroup brings the assignments, and answers
  a follower's SyncGroup that comes after it with that null-assignment error: a follower must
  sync before its leader. The mixed-group tests let a kgroup-proto member lead there
  (``MockCluster.sync_waits_for_followers``).

The strict xfail tests below fail the day the mock is fixed (and the cap can go).
"""

from __future__ import annotations

import asyncio
import struct
from collections.abc import Iterator

import attrs
import pytest

from kgroup_proto import DecodeError, framing
from kgroup_proto.client import GroupAdmin
from kgroup_proto.client.topics import describe_topics
from kgroup_proto.messages.join_group_request import JoinGroupRequest, JoinGroupRequestProtocol
from kgroup_proto.messages.leave_group_request import LeaveGroupRequest, MemberIdentity
from kgroup_proto.messages.metadata_request import MetadataRequest, MetadataRequestTopic
from kgroup_proto.messages.metadata_response import MetadataResponse
from kgroup_proto.messages.sync_group_request import SyncGroupRequest, SyncGroupRequestAssignment
from kgroup_proto.runtime import Struct
from tests.member.coordinators import MockCluster

pytestmark = pytest.mark.member

TOPIC = "quirks"
METADATA = 3


@pytest.fixture(scope="module")
def mock() -> Iterator[MockCluster]:
    cluster = MockCluster(brokers=1, cap_group_versions=False)
    try:
        cluster.command("topic", name=TOPIC, partitions=3)
        yield cluster
    finally:
        cluster.stop()


def metadata_answer(bootstrap: str, version: int) -> bytes:
    """The mock's raw answer (size prefix removed) to Metadata ``version`` for :data:`TOPIC`."""
    request = MetadataRequest(
        topics=[MetadataRequestTopic(name=TOPIC)], allow_auto_topic_creation=version < 4
    )
    return answer(bootstrap, request, version)


def answer(bootstrap: str, request: Struct, version: int) -> bytes:
    """The mock's raw answer to ``request``; IncompleteReadError if it closes the connection."""
    host, _, port = bootstrap.split(",")[0].rpartition(":")

    async def round_trip() -> bytes:
        reader, writer = await asyncio.open_connection(host, int(port))
        try:
            writer.write(framing.encode_request(request, version, correlation_id=1, client_id="q"))
            await writer.drain()
            (size,) = struct.unpack(">i", await reader.readexactly(4))
            return await reader.readexactly(size)
        finally:
            writer.close()

    return asyncio.run(asyncio.wait_for(round_trip(), 30))


@pytest.mark.parametrize("version", [9, 10, 12])
def test_mock_flexible_metadata_has_one_zero_byte_too_many(mock: MockCluster, version: int) -> None:
    payload = metadata_answer(mock.bootstrap, version)
    with pytest.raises(DecodeError, match="1 trailing bytes after the message"):
        framing.decode_response_payload(payload, METADATA, version)
    assert payload[-1] == 0
    frame = framing.decode_response_payload(payload[:-1], METADATA, version)
    assert isinstance(frame.body, MetadataResponse)
    assert [(t.name, len(t.partitions)) for t in frame.body.topics] == [(TOPIC, 3)]


@pytest.mark.parametrize("version", range(1, 9))
def test_mock_metadata_before_flexible_versions_is_exact(mock: MockCluster, version: int) -> None:
    payload = metadata_answer(mock.bootstrap, version)
    frame = framing.decode_response_payload(payload, METADATA, version)
    assert [t.name for t in frame.body.topics] == [TOPIC]  # type: ignore[attr-defined]


def test_the_client_reads_the_mocks_padded_metadata(mock: MockCluster) -> None:
    async def read() -> list[tuple[str, int, bool]]:
        async with GroupAdmin(mock.bootstrap, request_timeout=15) as admin:
            broker = await admin.any_broker()
            assert broker.broker_versions[METADATA].stop - 1 >= 10  # flexible, with topic ids
            metadata = await describe_topics(admin, [TOPIC])
        return [(t.name, len(t.partitions), t.topic_id.int != 0) for t in metadata.topics.values()]

    assert asyncio.run(asyncio.wait_for(read(), 30)) == [(TOPIC, 3, True)]


# ----------------------------------------------------------------------------- group APIs

JOIN = JoinGroupRequest(
    group_id="quirks-join",
    session_timeout_ms=6000,
    rebalance_timeout_ms=6000,
    member_id="",
    protocol_type="consumer",
    protocols=[JoinGroupRequestProtocol(name="range", metadata=b"\x00\x00\x00\x00\x00\x00")],
)
SYNC = SyncGroupRequest(group_id="quirks-sync", generation_id=1, member_id="nobody", assignments=[])
LEAVE = LeaveGroupRequest(group_id="quirks-leave", members=[MemberIdentity(member_id="nobody")])


def test_mock_parses_the_group_versions_the_tests_cap_it_at(mock: MockCluster) -> None:
    joined = framing.decode_response_payload(answer(mock.bootstrap, JOIN, 5), 11, 5)
    assert joined.body.error_code == 0  # type: ignore[attr-defined]
    assert joined.body.protocol_name == "range"  # type: ignore[attr-defined]
    leave = LeaveGroupRequest(group_id="quirks-leave", member_id="nobody")
    left = framing.decode_response_payload(answer(mock.bootstrap, leave, 2), 13, 2)
    assert left.body.error_code != 0  # type: ignore[attr-defined]  # no such group


@pytest.mark.xfail(
    strict=True,
    raises=asyncio.IncompleteReadError,
    reason="librdkafka 2.16.1's mock announces JoinGroup v6 but reads its protocol count as an "
    "int32 (rd_kafka_mock_handle_JoinGroup: rd_kafka_buf_read_i32(rkbuf, &ProtocolCnt)) where "
    "v6 has a compact array; the count comes out above 1000 and it closes the connection",
)
def test_mock_answers_join_group_v6(mock: MockCluster) -> None:
    framing.decode_response_payload(answer(mock.bootstrap, JOIN, 6), 11, 6)


@pytest.mark.xfail(
    strict=True,
    raises=asyncio.IncompleteReadError,
    reason="librdkafka 2.16.1's mock announces SyncGroup v4 but reads the assignment count as an "
    "int32 (rd_kafka_mock_handle_SyncGroup) where v4 has a compact array, and closes the "
    "connection",
)
def test_mock_answers_sync_group_v4(mock: MockCluster) -> None:
    framing.decode_response_payload(answer(mock.bootstrap, SYNC, 4), 14, 4)


@pytest.mark.xfail(
    strict=True,
    raises=DecodeError,
    reason="librdkafka 2.16.1's mock answers LeaveGroup v3+ in the v0-v2 layout (its handler "
    "reads GroupId and MemberId and writes only the error code): the Members array is missing",
)
def test_mock_answers_leave_group_v4(mock: MockCluster) -> None:
    framing.decode_response_payload(answer(mock.bootstrap, LEAVE, 4), 13, 4)


@pytest.mark.xfail(
    strict=True,
    raises=DecodeError,
    reason="librdkafka 2.16.1's mock answers a SyncGroup error with a null assignment "
    "(rd_kafka_buf_write_bytes(resp, NULL, -1)); the schema's Assignment is not nullable, so "
    "Kafka's clients and kgroup-proto's refuse the answer (the member then retries)",
)
@pytest.mark.parametrize("version", [0, 3])
def test_mock_sync_group_error_answer_decodes(mock: MockCluster, version: int) -> None:
    framing.decode_response_payload(answer(mock.bootstrap, SYNC, version), 14, version)


@pytest.mark.xfail(
    strict=True,
    raises=DecodeError,
    reason="librdkafka 2.16.1's mock ends a classic rebalance as soon as the leader's SyncGroup "
    "brings every member's assignment (rd_kafka_mock_cgrp_classic_sync_check counts assignments, "
    "not SyncGroup requests) and answers a follower's SyncGroup that comes after it with "
    "INVALID_REQUEST and a null assignment; Kafka answers it with the follower's assignment",
)
def test_mock_answers_a_followers_sync_group_after_the_leaders(mock: MockCluster) -> None:
    host, _, port = mock.bootstrap.split(",")[0].rpartition(":")
    join = attrs.evolve(JOIN, group_id="quirks-late-follower")

    async def exchange(
        stream: tuple[asyncio.StreamReader, asyncio.StreamWriter], request: Struct, api: int
    ) -> Struct:
        reader, writer = stream
        writer.write(framing.encode_request(request, 3 if api == 14 else 5, 1, client_id="q"))
        await writer.drain()
        (size,) = struct.unpack(">i", await reader.readexactly(4))
        payload = await reader.readexactly(size)
        return framing.decode_response_payload(payload, api, 3 if api == 14 else 5).body

    async def late_follower() -> Struct:
        streams = [await asyncio.open_connection(host, int(port)) for _ in range(2)]
        try:
            # Both join the one rebalance (the mock waits a moment for members to come).
            joined = await asyncio.gather(*(exchange(s, join, 11) for s in streams))
            leader = next(i for i, j in enumerate(joined) if j.leader == j.member_id)
            follower = 1 - leader
            every = [
                SyncGroupRequestAssignment(member_id=j.member_id, assignment=b"\x00\x00")
                for j in joined
            ]
            synced = await exchange(
                streams[leader],
                SyncGroupRequest(
                    group_id=join.group_id,
                    generation_id=joined[leader].generation_id,
                    member_id=joined[leader].member_id,
                    assignments=every,
                ),
                14,
            )
            assert synced.error_code == 0  # type: ignore[attr-defined]
            return await exchange(
                streams[follower],
                SyncGroupRequest(
                    group_id=join.group_id,
                    generation_id=joined[follower].generation_id,
                    member_id=joined[follower].member_id,
                    assignments=[],
                ),
                14,
            )
        finally:
            for _, writer in streams:
                writer.close()

    answer = asyncio.run(asyncio.wait_for(late_follower(), 30))
    assert answer.assignment == b"\x00\x00"  # type: ignore[attr-defined]
