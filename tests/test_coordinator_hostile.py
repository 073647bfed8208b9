"""Hostile peers: each gets Kafka's answer (an error response or a closed connection) and none
disturbs another connection or the coordinator, even 200 at once beside a working group."""

from __future__ import annotations

import random
import socket
import struct
import time
from collections.abc import Iterator

import pytest

from kgroup_proto.coordinator import TopicConfig
from kgroup_proto.error_codes import ErrorCode
from kgroup_proto.framing import ResponseMatcher, encode_request
from kgroup_proto.messages.api_versions_request import ApiVersionsRequest
from kgroup_proto.messages.api_versions_response import ApiVersionsResponse
from kgroup_proto.messages.heartbeat_request import HeartbeatRequest
from kgroup_proto.messages.join_group_request import JoinGroupRequest, JoinGroupRequestProtocol
from kgroup_proto.messages.metadata_request import MetadataRequest
from kgroup_proto.messages.produce_request import ProduceRequest
from tests.coordinator_harness import BrokerThread, running_broker, wait_for

MAX_FRAME = 1 << 20
pytestmark = pytest.mark.coordinator  # the broker needs the coordinator extra


@pytest.fixture
def broker() -> Iterator[BrokerThread]:
    with running_broker(TopicConfig("events", 4), max_frame_size=MAX_FRAME) as running:
        yield running


def connect(broker: BrokerThread) -> socket.socket:
    sock = socket.create_connection((broker.broker.host, broker.broker.port), timeout=10)
    sock.settimeout(10)
    return sock


def read_frame(sock: socket.socket) -> bytes | None:
    """One response payload, or None if the broker closed the connection."""
    head = _read_exact(sock, 4)
    if head is None:
        return None
    (size,) = struct.unpack(">i", head)
    return _read_exact(sock, size)


def _read_exact(sock: socket.socket, n: int) -> bytes | None:
    data = b""
    while len(data) < n:
        chunk = sock.recv(n - len(data))
        if not chunk:
            return None
        data += chunk
    return data


def closed_by_broker(sock: socket.socket) -> bool:
    try:
        return sock.recv(1) == b""
    except ConnectionResetError:
        return True


def frame(payload: bytes) -> bytes:
    return struct.pack(">i", len(payload)) + payload


def api_versions_ok(broker: BrokerThread) -> bool:
    with connect(broker) as sock:
        sock.sendall(encode_request(ApiVersionsRequest(), 0, 1, "probe"))
        payload = read_frame(sock)
    assert payload is not None
    return ApiVersionsResponse.decode(payload[4:], 0).error_code == 0


JOIN = JoinGroupRequest(
    group_id="g",
    session_timeout_ms=10_000,
    rebalance_timeout_ms=10_000,
    protocol_type="consumer",
    protocols=[JoinGroupRequestProtocol(name="range", metadata=b"")],
)

_JOIN_FRAME = encode_request(JOIN, 5, 7, "x")

HOSTILE = {
    "garbage": frame(random.Random(7).randbytes(64)),
    "short header": frame(b"\x00\x0c"),
    "unknown api key": frame(struct.pack(">hhi", 9999, 0, 7) + b"\x00\x00"),
    "unsupported version": frame(struct.pack(">hhi", 12, 99, 7) + b"\x00\x00"),
    "truncated body": frame(_JOIN_FRAME[4:-6]),
    "oversized frame": struct.pack(">i", MAX_FRAME + 1) + b"\x00" * 16,
    "negative size": struct.pack(">i", -5),
    "huge length field": frame(
        struct.pack(">hhi", 12, 0, 7) + b"\xff\xff" + b"\x7f\xff\xff\xff" + b"g"
    ),
}


@pytest.mark.parametrize("name", sorted(HOSTILE))
def test_hostile_frame_closes_only_its_connection(broker: BrokerThread, name: str) -> None:
    bystander = connect(broker)
    with connect(broker) as sock:
        sock.sendall(HOSTILE[name])
        assert closed_by_broker(sock)
    # The other connection still works, and so does a new one.
    bystander.sendall(encode_request(MetadataRequest(topics=None), 9, 2, "ok"))
    assert read_frame(bystander) is not None
    bystander.close()
    assert api_versions_ok(broker)
    assert sum(broker.broker.closed_for.values()) == 1
    assert broker.broker.coordinator.classic == {}


def test_unknown_api_versions_version_gets_a_v0_answer(broker: BrokerThread) -> None:
    with connect(broker) as sock:
        sock.sendall(frame(struct.pack(">hhi", 18, 42, 99) + b"\x00\x02id\x00"))
        payload = read_frame(sock)
        assert payload is not None
        assert struct.unpack_from(">i", payload)[0] == 99
        response = ApiVersionsResponse.decode(payload[4:], 0)
        assert response.error_code == ErrorCode.UNSUPPORTED_VERSION
        assert any(k.api_key == 11 and k.max_version == 9 for k in response.api_keys)
        # The connection stays open: the client retries with a version it now knows.
        sock.sendall(encode_request(ApiVersionsRequest(), 3, 100, "retry"))
        assert read_frame(sock) is not None


def test_a_frame_split_into_single_bytes_is_still_one_request(broker: BrokerThread) -> None:
    with connect(broker) as sock:
        for byte in encode_request(ApiVersionsRequest(), 2, 5, "slow"):
            sock.send(bytes([byte]))
        payload = read_frame(sock)
    assert payload is not None and struct.unpack_from(">i", payload)[0] == 5


def test_pipelined_replies_come_back_in_request_order(broker: BrokerThread) -> None:
    matcher = ResponseMatcher()
    requests = []
    for correlation in range(10, 20):
        if correlation == 14:  # acks=0: no reply at all
            body = ProduceRequest(acks=0, timeout_ms=1000, topic_data=[])
            requests.append(encode_request(body, 9, correlation, "p"))
            continue
        body = HeartbeatRequest(group_id="nope", generation_id=1, member_id="m")
        requests.append(encode_request(body, 4, correlation, "p"))
        matcher.expect(correlation, 12, 4)
    with connect(broker) as sock:
        sock.sendall(b"".join(requests))
        order = []
        for _ in range(9):
            payload = read_frame(sock)
            assert payload is not None
            _, _, decoded = matcher.decode(payload)
            order.append(decoded.header.correlation_id)
            assert decoded.body.error_code == ErrorCode.UNKNOWN_MEMBER_ID  # type: ignore[attr-defined]
    assert order == [c for c in range(10, 20) if c != 14]


def test_two_hundred_hostile_connections_beside_a_working_group(broker: BrokerThread) -> None:
    kafka = pytest.importorskip("kafka", reason="kafka-python is not installed")
    consumer = kafka.KafkaConsumer(
        "events",
        bootstrap_servers=broker.bootstrap,
        group_id="steady",
        auto_offset_reset="earliest",
        session_timeout_ms=6000,
        heartbeat_interval_ms=300,
    )
    producer = kafka.KafkaProducer(bootstrap_servers=broker.bootstrap)
    hostile: list[socket.socket] = []
    try:
        consumer.poll(timeout_ms=100)
        wait_for(
            lambda: bool(consumer.poll(timeout_ms=50) or True) and len(consumer.assignment()) == 4,
            what="the consumer's assignment",
        )
        group = broker.broker.coordinator.classic["steady"]
        generation = broker.call(lambda: group.generation_id)
        kinds = sorted(HOSTILE)
        for index in range(200):
            sock = connect(broker)
            if index % 3 == 0:  # half a frame, then silence: the connection stays open
                sock.sendall(struct.pack(">i", 1000) + b"\x00" * 10)
            else:
                sock.sendall(HOSTILE[kinds[index % len(kinds)]])
            hostile.append(sock)
        sent = [f"v{i}".encode() for i in range(40)]
        for value in sent:
            producer.send("events", value)
        producer.flush(30)
        got: list[bytes] = []
        deadline = time.monotonic() + 60
        while len(got) < len(sent) and time.monotonic() < deadline:
            for records in consumer.poll(timeout_ms=200).values():
                got.extend(r.value for r in records)
        assert sorted(got) == sorted(sent)
        assert broker.call(lambda: group.generation_id) == generation
        assert broker.call(lambda: len(group.members)) == 1
        closing = sum(1 for index in range(200) if index % 3)
        wait_for(lambda: sum(broker.broker.closed_for.values()) == closing, what="the closes")
        assert api_versions_ok(broker)
    finally:
        for sock in hostile:
            sock.close()
        producer.close()
        consumer.close()
