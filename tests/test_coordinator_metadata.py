"""What librdkafka sends for "every topic" is answered as Kafka answers it.

librdkafka writes its all-topics MetadataRequest v9+ with a 4-byte zero where the 1-byte null
array count belongs (librdkafka issue #5049), so three bytes follow the body. Kafka's broker reads
the fields and ignores what follows; so does this broker, which is what makes confluent-kafka's
``list_topics()``, ``kcat -L`` and librdkafka's regex subscriptions work against it.
"""

from __future__ import annotations

import logging
import socket
import struct
import threading
from collections.abc import Iterator
from typing import Any

import pytest

from kgroup_proto.coordinator import TopicConfig
from kgroup_proto.framing import FrameReader, decode_request_payload, decode_response_payload
from kgroup_proto.messages.metadata_request import MetadataRequest
from tests.coordinator_harness import BrokerThread, running_broker, wait_for

pytestmark = pytest.mark.coordinator  # the broker needs the coordinator extra

#: librdkafka 2.16's all-topics MetadataRequest v13 (header v2, client id "rdkafka"), captured
#: from confluent-kafka's ``AdminClient.list_topics()``: body ``00000000 01 00 00``.
LIBRDKAFKA_ALL_TOPICS_V13 = bytes.fromhex("0003000d00000003000772646b61666b610000000000010000")


@pytest.fixture
def broker() -> Iterator[BrokerThread]:
    with running_broker(TopicConfig("orders-eu", 2), TopicConfig("payments", 1)) as running:
        yield running
        assert not running.broker.closed_for, running.broker.closed_for
        assert running.check_reencoding()


def test_librdkafka_all_topics_bytes_are_answered_with_every_topic(
    broker: BrokerThread, caplog: pytest.LogCaptureFixture
) -> None:
    caplog.set_level(logging.DEBUG, logger="kgroup_proto.coordinator.server")
    with socket.create_connection((broker.broker.host, broker.broker.port), timeout=10) as sock:
        sock.sendall(struct.pack(">i", len(LIBRDKAFKA_ALL_TOPICS_V13)) + LIBRDKAFKA_ALL_TOPICS_V13)
        reader = FrameReader()
        frames: list[bytes] = []
        while not frames:
            chunk = sock.recv(65536)
            assert chunk, "the broker closed the connection"
            frames = reader.feed(chunk)
    response = decode_response_payload(frames[0], 3, 13)
    assert response.header.correlation_id == 3
    names = {topic.name: len(topic.partitions) for topic in response.body.topics}
    assert names == {"orders-eu": 2, "payments": 1}
    assert "ignoring 3 bytes after MetadataRequest v13" in caplog.text


def test_the_captured_bytes_are_a_null_topic_list_plus_three_bytes() -> None:
    frame = decode_request_payload(LIBRDKAFKA_ALL_TOPICS_V13, allow_trailing=True)
    assert frame.trailing == 3
    assert isinstance(frame.body, MetadataRequest)
    assert frame.body.topics is None
    assert frame.header.client_id == "rdkafka"


def test_list_topics_with_and_without_a_topic(broker: BrokerThread) -> None:
    from confluent_kafka.admin import AdminClient

    admin = AdminClient({"bootstrap.servers": broker.bootstrap})
    every = admin.list_topics(timeout=10)
    assert {name: len(t.partitions) for name, t in every.topics.items()} == {
        "orders-eu": 2,
        "payments": 1,
    }
    assert [b.port for b in every.brokers.values()] == [broker.broker.port]
    one = admin.list_topics(topic="payments", timeout=10)
    assert set(one.topics) == {"payments"}
    assert one.topics["payments"].error is None
    # librdkafka sent the all-topics form at least once, and the broker answered it.
    trailing = [
        p for p in broker.payloads if decode_request_payload(p, allow_trailing=True).trailing
    ]
    assert trailing


@pytest.mark.parametrize("protocol", ["classic", "consumer"])
def test_regex_subscription_picks_up_a_topic_created_later(
    broker: BrokerThread, protocol: str
) -> None:
    """Classic: librdkafka lists every topic and matches the regex itself. KIP-848: it sends
    SubscribedTopicRegex and the broker resolves it, again when a topic is created."""
    import confluent_kafka

    seen: dict[str, set[int]] = {}
    values: list[tuple[str, bytes]] = []
    stop = threading.Event()
    errors: list[BaseException] = []

    def consume() -> None:
        conf: dict[str, Any] = {
            "bootstrap.servers": broker.bootstrap,
            "group.id": f"regex-{protocol}",
            "auto.offset.reset": "earliest",
            "topic.metadata.refresh.interval.ms": 500,
        }
        if protocol == "consumer":
            conf["group.protocol"] = "consumer"
        else:
            conf["session.timeout.ms"] = 6000
            conf["heartbeat.interval.ms"] = 300
        consumer = confluent_kafka.Consumer(conf)
        consumer.subscribe(["^orders-.*"])
        try:
            while not stop.is_set():
                message = consumer.poll(0.1)
                if message is not None and message.error() is None:
                    values.append((message.topic(), message.value()))
                for tp in consumer.assignment():
                    seen.setdefault(tp.topic, set()).add(tp.partition)
        except BaseException as exc:
            errors.append(exc)
        finally:
            consumer.close()

    thread = threading.Thread(target=consume, daemon=True)
    thread.start()
    try:
        wait_for(lambda: seen.get("orders-eu") == {0, 1}, 30, "orders-eu assigned")
        assert "payments" not in seen
        if protocol == "consumer":
            regexes = broker.call(
                lambda: [
                    m.subscribed_topic_regex
                    for m in broker.broker.coordinator.store.consumer[
                        "regex-consumer"
                    ].members.values()
                ]
            )
            # librdkafka joins its regexes into one, each in parentheses.
            assert regexes == ["(^orders-.*)"]
        producer = confluent_kafka.Producer({"bootstrap.servers": broker.bootstrap})
        # Producing to a topic the broker lacks creates it (auto.create.topics.enable).
        producer.produce("orders-us", b"first-us")
        producer.produce("orders-eu", b"first-eu", partition=1)
        assert producer.flush(30) == 0
        assert broker.call(lambda: "orders-us" in broker.broker.topics.topics)
        wait_for(lambda: "orders-us" in seen, 30, "orders-us picked up by the regex")
        wait_for(lambda: len(values) >= 2, 30, "both records consumed")
    finally:
        stop.set()
        thread.join(30)
    assert not errors, errors
    assert sorted(values) == [("orders-eu", b"first-eu"), ("orders-us", b"first-us")]
    assert "payments" not in seen
