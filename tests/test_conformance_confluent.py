"""Every public call of confluent-kafka's Producer, Consumer and AdminClient against the broker.

Each call works, or fails as librdkafka fails against a Kafka broker without the API
(_UNSUPPORTED_FEATURE or UNSUPPORTED_VERSION, decided from ApiVersions before anything is
sent); docs/coordinator.md's table holds the results (tests/conformance.py).
"""

from __future__ import annotations

import threading
from collections.abc import Iterator
from concurrent.futures import Future
from typing import Any

import confluent_kafka as ck
import pytest
from confluent_kafka import admin as cka

from tests.conformance import (
    UNSUPPORTED,
    check_outcome,
    check_table,
    public_calls,
    watching_broker_log,
)
from tests.conformance_runner import Call, run_calls_in_child
from tests.coordinator_harness import BrokerThread, running_broker

pytestmark = pytest.mark.coordinator

TIMEOUT = 10
TOPIC = "conformance-confluent"


def judge(exc: BaseException) -> str | None:
    error = exc.args[0] if exc.args and isinstance(exc.args[0], ck.KafkaError) else None
    if error is None:
        return None
    if error.code() in (ck.KafkaError._UNSUPPORTED_FEATURE, ck.KafkaError.UNSUPPORTED_VERSION):
        return UNSUPPORTED
    return None


def wait(result: Any) -> Any:
    """An admin call's futures, each waited for (their errors raised)."""
    if isinstance(result, Future):
        return result.result(TIMEOUT)
    if isinstance(result, dict):
        return {key: wait(value) for key, value in result.items()}
    return result


@pytest.fixture(scope="module")
def broker() -> Iterator[BrokerThread]:
    with running_broker() as thread:
        yield thread


def producer_calls(bootstrap: str) -> list[Call]:
    conf = {"bootstrap.servers": bootstrap, "socket.timeout.ms": 5000, "message.timeout.ms": 8000}
    p = ck.Producer(conf)
    tp = ck.Producer({**conf, "transactional.id": "conformance-txn"})
    failures: list[Any] = []

    def delivered(err: Any, msg: Any) -> None:
        if err is not None:
            failures.append(err)

    def produce() -> None:
        p.produce(TOPIC, b"value", key=b"key", on_delivery=delivered)
        assert p.flush(TIMEOUT) == 0 and not failures, failures

    def produce_batch() -> None:
        p.produce_batch(TOPIC, [{"value": b"a"}, {"value": b"b"}], on_delivery=delivered)
        assert p.flush(TIMEOUT) == 0 and not failures, failures

    def cluster_id() -> None:
        # Metadata's cluster id is the one DescribeCluster gives (whichever broker this is).
        admin = cka.AdminClient({"bootstrap.servers": bootstrap})
        described = admin.describe_cluster(request_timeout=TIMEOUT).result(TIMEOUT)
        assert described.cluster_id is not None
        assert p.cluster_id(TIMEOUT) == described.cluster_id

    group = ck.Consumer({"bootstrap.servers": bootstrap, "group.id": "conformance-txn-group"})
    return [
        Call("produce", produce),
        Call("produce_batch", produce_batch),
        Call("poll", lambda: p.poll(0)),
        Call("flush", lambda: p.flush(TIMEOUT)),
        Call("purge", lambda: p.purge()),
        Call("list_topics", lambda: p.list_topics(TOPIC, timeout=TIMEOUT)),
        Call("cluster_id", cluster_id),
        Call("set_sasl_credentials", lambda: p.set_sasl_credentials("user", "secret")),
        Call("init_transactions", lambda: tp.init_transactions(TIMEOUT)),
        Call("begin_transaction", lambda: tp.begin_transaction(), needs="init_transactions"),
        Call(
            "send_offsets_to_transaction",
            lambda: tp.send_offsets_to_transaction(
                [ck.TopicPartition(TOPIC, 0, 1)], group.consumer_group_metadata(), TIMEOUT
            ),
            needs="init_transactions",
        ),
        Call(
            "commit_transaction", lambda: tp.commit_transaction(TIMEOUT), needs="init_transactions"
        ),
        Call(
            "abort_transaction",
            lambda: (tp.begin_transaction(), tp.abort_transaction(TIMEOUT)),
            needs="init_transactions",
        ),
        Call("close", lambda: (p.close(), tp.close(), group.close())),
    ]


def consumer_calls(bootstrap: str) -> list[Call]:
    c = ck.Consumer(
        {
            "bootstrap.servers": bootstrap,
            "group.id": "conformance-consumer",
            "auto.offset.reset": "earliest",
            "enable.auto.offset.store": False,
            "session.timeout.ms": 6000,
        }
    )
    # Incremental assignment needs the cooperative protocol.
    cooperative = ck.Consumer(
        {
            "bootstrap.servers": bootstrap,
            "group.id": "conformance-cooperative",
            "partition.assignment.strategy": "cooperative-sticky",
        }
    )
    part = ck.TopicPartition(TOPIC, 0)
    got: list[Any] = []
    revoked = threading.Event()

    def subscribe() -> None:
        c.subscribe([TOPIC], on_revoke=lambda _consumer, _parts: revoked.set())

    def unsubscribe() -> None:
        # The revocation reaches the application in a later poll. Serve it here: left queued, it
        # runs inside close, after the manual assignment below, where librdkafka can block.
        revoked.clear()
        c.unsubscribe()
        for _ in range(40):
            if revoked.is_set():
                return
            c.poll(0.1)
        raise AssertionError("unsubscribe revoked nothing")

    def poll() -> None:
        for _ in range(40):
            msg = c.poll(0.25)
            if msg is not None and msg.error() is None:
                got.append(msg)
                return
        raise AssertionError("no record arrived")

    def store_offsets() -> None:
        c.store_offsets(message=got[0])

    def commit() -> None:
        c.commit(offsets=[ck.TopicPartition(TOPIC, 0, 1)], asynchronous=False)

    def committed() -> None:
        assert c.committed([part], timeout=TIMEOUT)[0].offset == 1

    return [
        Call("subscribe", subscribe),
        Call("poll", poll),
        Call("consume", lambda: c.consume(1, timeout=1)),
        Call("assignment", lambda: c.assignment()),
        Call("memberid", lambda: c.memberid()),
        Call("consumer_group_metadata", lambda: c.consumer_group_metadata()),
        Call("store_offsets", store_offsets),
        Call("commit", commit),
        Call("committed", committed),
        Call("position", lambda: c.position([part])),
        Call("get_watermark_offsets", lambda: c.get_watermark_offsets(part, timeout=TIMEOUT)),
        Call(
            "offsets_for_times",
            lambda: c.offsets_for_times([ck.TopicPartition(TOPIC, 0, 0)], timeout=TIMEOUT),
        ),
        Call("pause", lambda: c.pause([part])),
        Call("resume", lambda: c.resume([part])),
        Call("seek", lambda: c.seek(ck.TopicPartition(TOPIC, 0, 0))),
        Call("unsubscribe", unsubscribe),
        Call("assign", lambda: c.assign([ck.TopicPartition(TOPIC, 0, 0)])),
        Call(
            "incremental_assign",
            lambda: cooperative.incremental_assign([ck.TopicPartition(TOPIC, 0, 0)]),
        ),
        Call("incremental_unassign", lambda: cooperative.incremental_unassign([part])),
        Call("unassign", lambda: c.unassign()),
        Call("list_topics", lambda: c.list_topics(timeout=TIMEOUT)),
        Call("cluster_id", lambda: c.cluster_id(TIMEOUT)),
        Call("set_sasl_credentials", lambda: c.set_sasl_credentials("user", "secret")),
        Call("close", lambda: (c.close(), cooperative.close())),
    ]


def admin_calls(bootstrap: str) -> list[Call]:
    a = cka.AdminClient({"bootstrap.servers": bootstrap, "socket.timeout.ms": 5000})
    opts = {"request_timeout": TIMEOUT}
    made = "conformance-confluent-made"
    topic = cka.ConfigResource(cka.ResourceType.TOPIC, made)
    pattern = cka.ResourcePatternType.LITERAL
    acl = cka.AclBinding(
        cka.ResourceType.TOPIC, made, pattern, "User:a", "*",
        cka.AclOperation.READ, cka.AclPermissionType.ALLOW,
    )  # fmt: skip
    acl_filter = cka.AclBindingFilter(
        cka.ResourceType.ANY, None, cka.ResourcePatternType.ANY, None, None,
        cka.AclOperation.ANY, cka.AclPermissionType.ANY,
    )  # fmt: skip
    groups = [ck.ConsumerGroupTopicPartitions("conformance-consumer")]
    return [
        Call("create_topics", lambda: wait(a.create_topics([cka.NewTopic(made, 2, 1)], **opts))),
        Call(
            "create_partitions",
            lambda: wait(a.create_partitions([cka.NewPartitions(made, 3)], **opts)),
        ),
        Call("list_topics", lambda: a.list_topics(timeout=TIMEOUT)),
        Call(
            "describe_topics",
            lambda: wait(a.describe_topics(ck.TopicCollection([made]), **opts)),
        ),
        Call("describe_cluster", lambda: wait(a.describe_cluster(**opts))),
        Call("cluster_id", lambda: a.cluster_id(TIMEOUT) if callable(a.cluster_id) else None),
        Call(
            "describe_configs",
            lambda: wait(
                a.describe_configs([topic, cka.ConfigResource(cka.ResourceType.BROKER, "0")])
            ),
        ),
        Call(
            "alter_configs",
            lambda: wait(a.alter_configs([cka.ConfigResource(cka.ResourceType.TOPIC, made)])),
        ),
        Call(
            "incremental_alter_configs",
            lambda: wait(
                a.incremental_alter_configs(
                    [
                        cka.ConfigResource(
                            cka.ResourceType.TOPIC,
                            made,
                            incremental_configs=[
                                cka.ConfigEntry(
                                    "retention.ms",
                                    "1000",
                                    incremental_operation=cka.AlterConfigOpType.SET,
                                )
                            ],
                        )
                    ]
                )
            ),
        ),
        Call(
            "list_offsets",
            lambda: wait(
                a.list_offsets({ck.TopicPartition(TOPIC, 0): cka.OffsetSpec.earliest()}, **opts)
            ),
        ),
        Call(
            "delete_records",
            lambda: wait(a.delete_records([ck.TopicPartition(TOPIC, 0, 1)], **opts)),
        ),
        Call("list_groups", lambda: a.list_groups(timeout=TIMEOUT)),
        Call("list_consumer_groups", lambda: wait(a.list_consumer_groups(**opts))),
        Call(
            "describe_consumer_groups",
            lambda: wait(a.describe_consumer_groups(["conformance-consumer"], **opts)),
        ),
        Call("list_consumer_group_offsets", lambda: wait(a.list_consumer_group_offsets(groups))),
        Call(
            "alter_consumer_group_offsets",
            lambda: wait(
                a.alter_consumer_group_offsets(
                    [
                        ck.ConsumerGroupTopicPartitions(
                            "conformance-consumer", [ck.TopicPartition(TOPIC, 0, 1)]
                        )
                    ]
                )
            ),
        ),
        Call(
            "delete_consumer_groups",
            lambda: wait(a.delete_consumer_groups(["conformance-consumer"], **opts)),
        ),
        Call("create_acls", lambda: wait(a.create_acls([acl], **opts))),
        Call("describe_acls", lambda: wait(a.describe_acls(acl_filter, **opts))),
        Call("delete_acls", lambda: wait(a.delete_acls([acl_filter], **opts))),
        Call(
            "describe_user_scram_credentials",
            lambda: wait(a.describe_user_scram_credentials(**opts)),
        ),
        Call(
            "alter_user_scram_credentials",
            lambda: wait(
                a.alter_user_scram_credentials(
                    [cka.UserScramCredentialDeletion("user", cka.ScramMechanism.SCRAM_SHA_256)]
                )
            ),
        ),
        Call(
            "elect_leaders",
            lambda: wait(a.elect_leaders(ck.ElectionType.PREFERRED, [ck.TopicPartition(made, 0)])),
        ),
        Call("delete_topics", lambda: wait(a.delete_topics([made], **opts))),
        Call("poll", lambda: a.poll(0)),
        Call("set_sasl_credentials", lambda: a.set_sasl_credentials("user", "secret")),
    ]


SUITES = {
    "confluent-kafka Producer": (ck.Producer, producer_calls),
    "confluent-kafka Consumer": (ck.Consumer, consumer_calls),
    "confluent-kafka AdminClient": (cka.AdminClient, admin_calls),
}


@pytest.mark.parametrize("client", list(SUITES))
def test_every_call_works_or_is_unsupported(broker: BrokerThread, client: str) -> None:
    cls, calls = SUITES[client]
    with watching_broker_log() as log:
        # librdkafka can block inside a call while it holds the interpreter's lock, which no
        # thread's deadline can stop: the calls run in a child process that a hang gets killed.
        rows = run_calls_in_child(client, __name__, calls.__name__, "judge", broker.bootstrap)
    assert {r.call for r in rows} == public_calls(cls)
    check_table({client}, rows)
    check_outcome(rows, log, broker.broker.closed_for)
