"""The client's connection over real loopback sockets: negotiation, pipelining, failures.

The peer is scripted (tests/scripted_peer.py) so that every edge can be forced; the same client
against real brokers is in tests/interop.
"""

from __future__ import annotations

import asyncio
import socket
import struct
from collections.abc import Awaitable
from typing import TypeVar

import pytest

from kgroup_proto.client import (
    BrokerConnection,
    BrokerError,
    ConnectionClosed,
    ConnectionFailed,
    ProtocolViolation,
    RequestTimedOut,
    UnsupportedApi,
)
from kgroup_proto.client.recorder import FrameRecorder
from kgroup_proto.error_codes import ErrorCode
from kgroup_proto.framing import RequestFrame
from kgroup_proto.messages.api_versions_response import ApiVersion, ApiVersionsResponse
from kgroup_proto.messages.heartbeat_request import HeartbeatRequest
from kgroup_proto.messages.heartbeat_response import HeartbeatResponse
from kgroup_proto.messages.list_groups_request import ListGroupsRequest
from tests.scripted_peer import Reply, raw_frame, reply, scripted_peer, versions_answer

T = TypeVar("T")
HEARTBEAT, API_VERSIONS, LIST_GROUPS = 12, 18, 16
#: ApiVersions v0..4 and Heartbeat v0..7 (newer than this package's v4).
OFFERED = {API_VERSIONS: (0, 4), HEARTBEAT: (0, 7)}


def run(coroutine: Awaitable[T]) -> T:
    async def bounded() -> T:
        return await asyncio.wait_for(coroutine, 30)

    return asyncio.run(bounded())


def broker(frame: RequestFrame) -> Reply:
    """Answers ApiVersions with OFFERED and each Heartbeat with its generation as error code."""
    if frame.api_key == API_VERSIONS:
        return versions_answer(frame, OFFERED)
    assert isinstance(frame.body, HeartbeatRequest)
    return reply(HeartbeatResponse(error_code=frame.body.generation_id), frame)


def test_negotiation_picks_the_highest_version_both_sides_speak() -> None:
    async def scenario() -> None:
        async with scripted_peer(broker) as (port, received):
            async with await BrokerConnection.connect("127.0.0.1", port) as connection:
                assert connection.broker_versions[HEARTBEAT] == range(0, 8)
                assert connection.version_for(HEARTBEAT) == 4  # this package stops at v4
                assert connection.version_for(HEARTBEAT, highest=2) == 2
                response = await connection.request(HeartbeatRequest(group_id="g"))
                assert isinstance(response, HeartbeatResponse)
            assert [(r.api_key, r.api_version) for r in received] == [(18, 5), (12, 4)]
            assert received[0].header.client_id == "kgroup-proto"

    run(scenario())


def test_an_api_the_broker_lacks_is_refused_before_sending() -> None:
    async def scenario() -> None:
        async with scripted_peer(broker) as (port, received):
            async with await BrokerConnection.connect("127.0.0.1", port) as connection:
                assert not connection.supports(LIST_GROUPS)
                with pytest.raises(UnsupportedApi, match=r"ListGroups.*does not offer"):
                    await connection.request(ListGroupsRequest())
            assert len(received) == 1  # only ApiVersions went out

    run(scenario())


def test_apiversions_error_answer_in_v0_steps_down_to_the_brokers_version() -> None:
    # A broker that speaks ApiVersions up to v2 answers a v4 request with a v0 body carrying
    # UNSUPPORTED_VERSION and its own ApiVersions range, as Kafka brokers do.
    def old_broker(frame: RequestFrame) -> Reply:
        if frame.api_version > 2:
            error = ApiVersionsResponse(
                error_code=ErrorCode.UNSUPPORTED_VERSION,
                api_keys=[ApiVersion(api_key=API_VERSIONS, min_version=0, max_version=2)],
            )
            payload = struct.pack(">i", frame.header.correlation_id) + error.encode(0)
            return raw_frame(payload)
        return versions_answer(frame, {API_VERSIONS: (0, 2), HEARTBEAT: (0, 3)})

    async def scenario() -> None:
        recorder = FrameRecorder()
        async with scripted_peer(old_broker) as (port, received):
            connection = await BrokerConnection.connect("127.0.0.1", port, observer=recorder)
            await connection.close()
        assert [r.api_version for r in received] == [5, 2]
        assert connection.broker_versions == {API_VERSIONS: range(0, 3), HEARTBEAT: range(0, 4)}
        assert [r.api_version for r in recorder.responses] == [0, 2]  # the error came as v0
        assert recorder.mismatches == []

    run(scenario())


def test_apiversions_error_in_librdkafkas_own_layout_falls_back_to_v0() -> None:
    # librdkafka's mock broker answers ApiVersions v3+ it does not speak with an error code,
    # a one-byte count, entries without tag sections and a throttle time: no version's layout.
    def mock_broker(frame: RequestFrame) -> Reply:
        if frame.api_version >= 3:
            body = struct.pack(">hbhhhi", 35, 1, API_VERSIONS, 0, 2, 0)
            return raw_frame(struct.pack(">i", frame.header.correlation_id) + body)
        return versions_answer(frame, {API_VERSIONS: (0, 2), HEARTBEAT: (0, 5)})

    async def scenario() -> None:
        async with scripted_peer(mock_broker) as (port, received):
            connection = await BrokerConnection.connect("127.0.0.1", port)
            await connection.close()
        assert [r.api_version for r in received] == [5, 0]
        assert connection.version_for(HEARTBEAT) == 4

    run(scenario())


def test_apiversions_error_other_than_unsupported_version_is_reported() -> None:
    def failing(frame: RequestFrame) -> Reply:
        return reply(ApiVersionsResponse(error_code=ErrorCode.CLUSTER_AUTHORIZATION_FAILED), frame)

    async def scenario() -> None:
        async with scripted_peer(failing) as (port, _):
            with pytest.raises(BrokerError, match=r"CLUSTER_AUTHORIZATION_FAILED \(31\)") as info:
                await BrokerConnection.connect("127.0.0.1", port)
            assert info.value.code == ErrorCode.CLUSTER_AUTHORIZATION_FAILED
            assert not info.value.retriable

    run(scenario())


def test_pipelined_requests_are_matched_to_out_of_order_answers() -> None:
    held: list[RequestFrame] = []

    def reversing(frame: RequestFrame) -> Reply:
        if frame.api_key == API_VERSIONS:
            return versions_answer(frame, OFFERED)
        held.append(frame)
        if len(held) < 5:
            return b""
        # All five are in: answer them newest first, in one write.
        return b"".join(
            reply(HeartbeatResponse(error_code=f.body.generation_id), f)  # type: ignore[attr-defined]
            for f in reversed(held)
        )

    async def scenario() -> None:
        async with (
            scripted_peer(reversing) as (port, _),
            await BrokerConnection.connect("127.0.0.1", port) as connection,
        ):
            answers = await asyncio.gather(
                *(
                    connection.request(HeartbeatRequest(group_id="g", generation_id=n))
                    for n in range(5)
                )
            )
        assert [a.error_code for a in answers] == [0, 1, 2, 3, 4]  # type: ignore[attr-defined]
        assert len({f.header.correlation_id for f in held}) == 5

    run(scenario())


def test_timeout_leaves_the_connection_usable_and_drops_the_late_answer() -> None:
    late: list[RequestFrame] = []

    def slow_first(frame: RequestFrame) -> Reply:
        if frame.api_key == API_VERSIONS:
            return versions_answer(frame, OFFERED)
        if not late:
            late.append(frame)
            return b""
        # The abandoned request's answer arrives first, then the current one's.
        return broker(late[0]) + broker(frame)

    async def scenario() -> None:
        async with (
            scripted_peer(slow_first) as (port, _),
            await BrokerConnection.connect("127.0.0.1", port) as connection,
        ):
            with pytest.raises(RequestTimedOut, match=r"Heartbeat v4 .* within 0.2 s"):
                await connection.request(
                    HeartbeatRequest(group_id="g", generation_id=7), timeout=0.2
                )
            answer = await connection.request(HeartbeatRequest(group_id="g", generation_id=9))
            assert answer.error_code == 9  # type: ignore[attr-defined]
            assert not connection.closed

    run(scenario())


def test_peer_closing_fails_the_waiting_request_and_later_ones() -> None:
    def closing(frame: RequestFrame) -> Reply:
        return versions_answer(frame, OFFERED) if frame.api_key == API_VERSIONS else None

    async def scenario() -> None:
        async with scripted_peer(closing) as (port, _):
            connection = await BrokerConnection.connect("127.0.0.1", port)
            with pytest.raises(ConnectionClosed, match="closed the connection with 1 request"):
                await connection.request(HeartbeatRequest(group_id="g"))
            with pytest.raises(ConnectionClosed):
                await connection.request(HeartbeatRequest(group_id="g"))
            await connection.close()

    run(scenario())


@pytest.mark.parametrize(
    ("garbage", "reason"),
    [
        (raw_frame(b"\x00\x00\x00\x02\x00"), r"HeartbeatResponse v4.*byte"),  # truncated body
        (raw_frame(b"\x00\x00\x03\xe7" + bytes(8)), "correlation id 999 answers no request"),
        (struct.pack(">i", -5), "frame size -5"),
        (b"\x7f\xff\xff\xff", "frame size 2147483647 is outside"),
    ],
)
def test_garbage_answers_raise_protocol_violation_and_close(garbage: bytes, reason: str) -> None:
    def garbling(frame: RequestFrame) -> Reply:
        return versions_answer(frame, OFFERED) if frame.api_key == API_VERSIONS else garbage

    async def scenario() -> None:
        async with scripted_peer(garbling) as (port, _):
            connection = await BrokerConnection.connect("127.0.0.1", port)
            with pytest.raises(ProtocolViolation, match=reason):
                await connection.request(HeartbeatRequest(group_id="g"))
            assert connection.closed
            await connection.close()

    run(scenario())


def test_garbage_answer_to_apiversions_fails_the_connect() -> None:
    async def scenario() -> None:
        async with scripted_peer(lambda frame: raw_frame(b"\x00\x00\x00\x01junk")) as (port, _):
            with pytest.raises(ProtocolViolation, match="ApiVersionsResponse"):
                await BrokerConnection.connect("127.0.0.1", port)

    run(scenario())


def test_nothing_listening_is_a_connection_failure() -> None:
    with socket.socket() as sock:  # a port that was free a moment ago
        sock.bind(("127.0.0.1", 0))
        port = sock.getsockname()[1]
    with pytest.raises(ConnectionFailed, match=f"127.0.0.1:{port}: Connection refused"):
        run(BrokerConnection.connect("127.0.0.1", port))


def test_a_silent_peer_times_out_the_negotiation() -> None:
    async def scenario() -> None:
        async with scripted_peer(lambda frame: b"") as (port, _):
            with pytest.raises(RequestTimedOut, match="ApiVersions v5"):
                await BrokerConnection.connect("127.0.0.1", port, request_timeout=0.3)

    run(scenario())


def test_bytes_after_a_response_body_are_ignored_as_kafkas_clients_ignore_them() -> None:
    def padded(frame: RequestFrame) -> Reply:
        answer = broker(frame)
        if frame.api_key != HEARTBEAT or answer is None:
            return answer
        # One byte more than the message holds, as librdkafka's mock cluster sends after
        # flexible Metadata; the size prefix covers it.
        return raw_frame(answer[4:] + b"\x00")

    async def scenario() -> None:
        recorder = FrameRecorder()
        async with (
            scripted_peer(padded) as (port, _),
            await BrokerConnection.connect("127.0.0.1", port, observer=recorder) as connection,
        ):
            response = await connection.request(HeartbeatRequest(group_id="g"))
            assert response == HeartbeatResponse()
            assert not connection.closed
        [heartbeat] = [r for r in recorder.responses if r.api_key == HEARTBEAT]
        assert heartbeat.frame is not None and heartbeat.frame.trailing == 1
        assert recorder.mismatches == []

    run(scenario())


def test_an_api_versions_answer_with_bytes_left_over_is_not_taken_as_read() -> None:
    def padded_versions(frame: RequestFrame) -> Reply:
        answer = broker(frame)
        if frame.api_key == API_VERSIONS and answer is not None:
            return raw_frame(answer[4:] + b"\x00\x00")
        return answer

    async def scenario() -> None:
        async with scripted_peer(padded_versions) as (port, _):
            with pytest.raises(ProtocolViolation):
                await BrokerConnection.connect("127.0.0.1", port)

    run(scenario())
