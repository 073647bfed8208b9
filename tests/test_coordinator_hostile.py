"""Hostile peers: each gets Kafka's answer (an error response or a closed connection) and none
disturbs another connection or the coordinator, even 200 at once beside a working group.

Peers that cost the broker time or memory are cut off by its limits: requests above their API's
size refused from their first bytes, large requests decoded off the event loop, idle and
stalled connections closed, unfinished requests bounded together; while slow, half-sent and
large malformed requests arrive, librdkafka's consumers keep their groups without a rebalance.
"""

from __future__ import annotations

import contextlib
import random
import socket
import struct
import threading
import time
from collections import Counter
from collections.abc import Callable, Iterator
from concurrent.futures import Executor, Future, ThreadPoolExecutor
from typing import Any

import pytest

from kgroup_proto.coordinator import TopicConfig
from kgroup_proto.coordinator.connections import CloseConnection, UnfinishedBytes
from kgroup_proto.error_codes import ErrorCode
from kgroup_proto.framing import ResponseMatcher, encode_request
from kgroup_proto.messages.api_versions_request import ApiVersionsRequest
from kgroup_proto.messages.api_versions_response import ApiVersionsResponse
from kgroup_proto.messages.heartbeat_request import HeartbeatRequest
from kgroup_proto.messages.join_group_request import JoinGroupRequest, JoinGroupRequestProtocol
from kgroup_proto.messages.metadata_request import MetadataRequest
from kgroup_proto.messages.offset_commit_request import (
    OffsetCommitRequest,
    OffsetCommitRequestPartition,
    OffsetCommitRequestTopic,
)
from kgroup_proto.messages.produce_request import (
    PartitionProduceData,
    ProduceRequest,
    TopicProduceData,
)
from tests.coordinator_harness import BrokerThread, running_broker, wait_for
from tests.test_coordinator_real_clients import ConsumerThread

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
    assert broker.broker.coordinator.store.classic == {}


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
        group = broker.broker.coordinator.store.classic["steady"]
        generation = broker.call(lambda: group.generation_id)
        kinds = sorted(HOSTILE)
        for index in range(200):
            sock = connect(broker)
            if index % 3 == 0:  # half a frame, then silence: open until the receive timeout
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


# --------------------------------------------------------------------------- limits


def header(api_key: int, version: int, size: int) -> bytes:
    """A size prefix announcing ``size`` payload bytes, then the first header fields only."""
    return struct.pack(">ihhi", size, api_key, version, 9)


def truncated_commit(partitions: int) -> bytes:
    """An OffsetCommit v8 frame whose body lacks its last byte (its size prefix says so)."""
    body = OffsetCommitRequest(
        group_id="g",
        member_id="m",
        topics=[
            OffsetCommitRequestTopic(
                name="events",
                partitions=[
                    OffsetCommitRequestPartition(partition_index=i, committed_offset=i)
                    for i in range(partitions)
                ],
            )
        ],
    )
    return frame(encode_request(body, 8, 11, "bad")[4:-1])


def truncated_produce(partitions: int) -> bytes:
    """A Produce v9 frame of ``partitions`` null-record partitions lacking its last byte."""
    body = ProduceRequest(
        acks=1,
        timeout_ms=1000,
        topic_data=[
            TopicProduceData(
                name="events",
                partition_data=[PartitionProduceData(index=i) for i in range(partitions)],
            )
        ],
    )
    return frame(encode_request(body, 9, 12, "bad")[4:-1])


def padded_api_versions(size: int) -> bytes:
    """A whole ApiVersions v3 frame of ``size`` payload bytes: the request, then bytes the broker
    ignores after its body."""
    payload = encode_request(ApiVersionsRequest(), 3, 21, "pad")[4:]
    return frame(payload + b"\x00" * (size - len(payload)))


@pytest.fixture
def limited() -> Iterator[BrokerThread]:
    with running_broker(
        TopicConfig("events", 4),
        max_frame_size=MAX_FRAME,
        max_request_size=100_000,
        connections_max_idle_ms=600,
        request_receive_timeout_ms=1000,
    ) as running:
        yield running


def test_a_request_above_its_api_limit_is_refused_from_its_first_bytes(
    limited: BrokerThread,
) -> None:
    with connect(limited) as sock:
        sock.sendall(header(8, 8, 500_000))  # OffsetCommit: nothing of its body is sent
        assert closed_by_broker(sock)
    assert limited.broker.closed_for == {"oversized frame": 1}
    # A Produce of that size is within its limit: it is read in full and decoded.
    produce = truncated_produce(80_000)
    assert 100_000 < len(produce) < MAX_FRAME
    with connect(limited) as sock:
        sock.sendall(produce)
        assert closed_by_broker(sock)
    assert limited.broker.closed_for == {"oversized frame": 1, "undecodable request": 1}


def test_an_idle_connection_is_closed_and_a_used_one_when_it_falls_silent(
    limited: BrokerThread,
) -> None:
    with connect(limited) as silent, connect(limited) as used:
        used.sendall(encode_request(ApiVersionsRequest(), 3, 1, "once"))
        assert read_frame(used) is not None
        assert closed_by_broker(silent)
        assert closed_by_broker(used)
    assert limited.broker.closed_for == {"idle connection": 2}


def test_a_request_that_stops_arriving_is_closed(limited: BrokerThread) -> None:
    request = encode_request(ApiVersionsRequest(), 3, 1, "slow")
    with connect(limited) as sock:
        sock.sendall(request[:-1])  # all but the last byte
        assert closed_by_broker(sock)
    assert limited.broker.closed_for == {"request timeout": 1}


class Holder:
    """A stand-in connection for UnfinishedBytes: records why it was closed."""

    def __init__(self, name: str) -> None:
        self.name = name
        self.evicted: str | None = None

    def evict(self, kind: str, detail: str) -> None:
        self.evicted = kind


def test_over_the_limit_the_largest_holders_are_closed_first() -> None:
    budget = UnfinishedBytes(1000)
    a, b, c = Holder("a"), Holder("b"), Holder("c")
    budget.hold(a, 600)  # type: ignore[arg-type]
    budget.hold(b, 100)  # type: ignore[arg-type]
    budget.hold(c, 250)  # type: ignore[arg-type]
    assert budget.total == 950 and not any(h.evicted for h in (a, b, c))
    budget.hold(c, 400)  # type: ignore[arg-type]  # 1100: a, the largest, goes
    assert (a.evicted, b.evicted, c.evicted) == ("unfinished bytes", None, None)
    assert budget.total == 500
    # The connection that grows past the limit is closed itself when it holds the most.
    budget.hold(b, 300)  # type: ignore[arg-type]
    with pytest.raises(CloseConnection, match="unfinished bytes"):
        budget.hold(c, 900)  # type: ignore[arg-type]
    assert budget.total == 300
    budget.release(b)  # type: ignore[arg-type]
    assert budget.total == 0


class GatedExecutor(Executor):
    """Runs each job on a thread once ``gate`` is set; ``entered`` is set when a job arrives."""

    def __init__(self) -> None:
        self.gate = threading.Event()
        self.entered = threading.Event()
        self._pool = ThreadPoolExecutor(1)

    def submit(self, fn: Callable[..., Any], /, *args: Any, **kwargs: Any) -> Future[Any]:
        def run() -> Any:
            self.entered.set()
            self.gate.wait(30)
            return fn(*args, **kwargs)

        return self._pool.submit(run)

    def shutdown(self, wait: bool = True, *, cancel_futures: bool = False) -> None:
        self.gate.set()
        self._pool.shutdown(wait=wait, cancel_futures=cancel_futures)


def test_a_large_request_is_decoded_while_the_loop_serves_others(broker: BrokerThread) -> None:
    gated = GatedExecutor()
    broker.call(lambda: setattr(broker.broker, "decoder", gated))
    small = encode_request(ApiVersionsRequest(), 3, 5, "small")
    with connect(broker) as large, connect(broker) as other:
        large.sendall(truncated_commit(20_000))  # about 400 KB: decoded off the loop
        assert gated.entered.wait(30), "the large request never reached the decoder"
        # Its decode has not even started; the loop answers everyone else meanwhile.
        other.sendall(small)
        assert read_frame(other) is not None
        assert broker.broker.closed_for == {}
        gated.gate.set()
        assert closed_by_broker(large)
        other.sendall(small)  # and goes on doing so
        assert read_frame(other) is not None
    assert broker.broker.closed_for == {"undecodable request": 1}


def test_unfinished_requests_beyond_the_shared_limit_close_the_largest() -> None:
    limit = 1 << 20
    with running_broker(
        TopicConfig("events", 1), max_frame_size=limit, queued_max_request_bytes=limit
    ) as running:
        unfinished = running.broker._unfinished
        large, small, later = (padded_api_versions(size) for size in (600_000, 100_000, 400_000))
        with connect(running) as a, connect(running) as b, connect(running) as c:
            sent = 0
            for sock, data in ((a, large), (b, small)):
                sock.sendall(data[: len(data) - 1000])
                sent += len(data) - 1000
                wait_for(lambda: unfinished.total == sent, what="the bytes held")  # noqa: B023
            assert sent + len(later) - 1000 > limit
            c.sendall(later[: len(later) - 1000])
            # c pushed the total over the limit: a, holding the most, was closed.
            assert closed_by_broker(a)
            # Counted once a's task has seen its connection end, just after the cut.
            wait_for(
                lambda: (
                    running.call(lambda: dict(running.broker.closed_for)) == {"unfinished bytes": 1}
                ),
                what="the cut counted",
            )
            assert unfinished.total <= limit
            for sock, data in ((b, small), (c, later)):
                sock.sendall(data[len(data) - 1000 :])
                payload = read_frame(sock)
                assert payload is not None and struct.unpack_from(">i", payload)[0] == 21
        wait_for(lambda: unfinished.total == 0, what="every byte released")


class Hostile(threading.Thread):
    """Peers that waste the broker's time and memory, each on connections of its own."""

    def __init__(self, bootstrap: tuple[str, int]) -> None:
        super().__init__(daemon=True)
        self.bootstrap = bootstrap
        self.sockets: dict[str, list[socket.socket]] = {}
        self.error: BaseException | None = None

    def open(self, kind: str, first: bytes) -> socket.socket:
        sock = socket.create_connection(self.bootstrap, timeout=30)
        self.sockets.setdefault(kind, []).append(sock)
        sock.sendall(first)
        return sock

    def run(self) -> None:
        try:
            # Fifty slowloris peers: a small request at one byte a second.
            slow = [self.open("slowloris", header(18, 3, 200)[:1]) for _ in range(50)]
            # Large requests that do not decode, each missing its last byte: about 0.9 MB of
            # commits (18 bytes a partition) and 2.6 MB of Produce (6 bytes a partition), one
            # after the other (so that none is cut for holding too much, below).
            for _ in range(3):
                for data in (truncated_commit(50_000), truncated_produce(430_000)):
                    assert closed_by_broker(self.open("malformed", data))
            # Commits above the APIs' limit, refused from their first bytes.
            for _ in range(3):
                self.open("too large", header(8, 8, 3_000_000))
            # Twenty peers each send 300 KB of a 1 MB Produce and stop: 6 MB in all.
            for _ in range(20):
                self.open("half frame", header(0, 9, 1_000_000) + b"\x00" * 300_000)
            for second in range(1, 6):
                time.sleep(1)
                for sock in slow:
                    with contextlib.suppress(OSError):  # closed by now
                        sock.send(header(18, 3, 200)[second : second + 1])
        except BaseException as exc:
            self.error = exc

    def close(self) -> None:
        for group in self.sockets.values():
            for sock in group:
                sock.close()


def test_slow_half_sent_and_large_malformed_requests_leave_real_groups_alone() -> None:
    with running_broker(
        TopicConfig("events", 4),
        max_frame_size=4 << 20,
        queued_max_request_bytes=4 << 20,
        request_receive_timeout_ms=2000,
    ) as running:
        classic = [ConsumerThread("confluent", running.bootstrap, "steady", "events") for _ in "ab"]
        modern = [
            ConsumerThread(
                "confluent", running.bootstrap, "steady-848", "events", protocol="consumer"
            )
            for _ in "ab"
        ]
        consumers = classic + modern
        for consumer in consumers:
            consumer.start()
        hostile = Hostile((running.broker.host, running.broker.port))
        coordinator = running.broker.coordinator
        try:

            def stable() -> bool:
                old = coordinator.store.classic.get("steady")
                new = coordinator.store.consumer.get("steady-848")
                return (
                    old is not None
                    and new is not None
                    and running.call(lambda: old.state.name) == "STABLE"
                    and running.call(new.state) == "Stable"
                    and all(len(c.members) == 2 for c in (old, new))
                    and sum(len(c.assignment) for c in classic) == 4
                    and sum(len(c.assignment) for c in modern) == 4
                )

            wait_for(stable, what="both groups stable")
            old, new = coordinator.store.classic["steady"], coordinator.store.consumer["steady-848"]
            generation = running.call(lambda: old.generation_id)
            epoch = running.call(lambda: new.group_epoch)
            hostile.start()
            values = [f"v{i}".encode() for i in range(40)]
            _produce(running.bootstrap, values)
            hostile.join(120)
            assert hostile.error is None, hostile.error
            for group in hostile.sockets.values():
                for sock in group:
                    assert closed_by_broker(sock)
            wait_for(
                lambda: all(
                    sorted(v for c in group for v in c.records) == sorted(values)
                    for group in (classic, modern)
                ),
                what="every record consumed once by each group",
            )
            # Neither group rebalanced: same generation and group epoch, same members.
            assert running.call(lambda: old.generation_id) == generation
            assert running.call(lambda: new.group_epoch) == epoch
            assert running.call(lambda: (len(old.members), len(new.members))) == (2, 2)
            hostile_peers = sum(len(group) for group in hostile.sockets.values())
            wait_for(
                lambda: (
                    running.call(lambda: sum(running.broker.closed_for.values())) >= hostile_peers
                ),
                what="every close counted",
            )
            closed = running.call(lambda: Counter(running.broker.closed_for))
            assert sum(closed.values()) == hostile_peers == 50 + 6 + 3 + 20
            assert closed["oversized frame"] == 3
            assert closed["undecodable request"] == 6
            # Slowloris peers time out; the half frames are cut while they hold too much
            # together (at most 4 MiB: 13 of 300 KB), and the rest time out.
            assert closed["unfinished bytes"] >= 20 - 13
            assert closed["request timeout"] + closed["unfinished bytes"] == 50 + 20
            assert running.call(lambda: running.broker._unfinished.total) == 0
        finally:
            hostile.close()
            for consumer in consumers:
                consumer.stop()


def _produce(bootstrap: str, values: list[bytes]) -> None:
    import confluent_kafka

    producer = confluent_kafka.Producer({"bootstrap.servers": bootstrap, "linger.ms": 5})
    for index, value in enumerate(values):
        producer.produce("events", value, partition=index % 4)
    assert producer.flush(30) == 0
