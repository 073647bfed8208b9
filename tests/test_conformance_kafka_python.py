"""Every public call of kafka-python's KafkaProducer, KafkaConsumer and KafkaAdminClient against
the broker.

Each call works, or fails as kafka-python fails against a Kafka broker without the API
(IncompatibleBrokerVersion or UnsupportedVersionError, decided from ApiVersions);
docs/coordinator.md's table holds the results (tests/conformance.py).
"""

from __future__ import annotations

from collections.abc import Iterator

import kafka
import pytest
from kafka import admin as ka
from kafka import errors as ke
from kafka.structs import OffsetAndMetadata, TopicPartition

from tests.conformance import (
    UNSUPPORTED,
    check_outcome,
    check_table,
    public_calls,
    watching_broker_log,
)
from tests.conformance_runner import Call, run_calls
from tests.coordinator_harness import BrokerThread, running_broker

pytestmark = pytest.mark.coordinator

TOPIC = "conformance-kafka-python"
GROUP = "conformance-kafka-python"
MADE = "conformance-kafka-python-made"
COMMON = {"request_timeout_ms": 8000}


def judge(exc: BaseException) -> str | None:
    if isinstance(exc, ke.IncompatibleBrokerVersion | ke.UnsupportedVersionError):
        return UNSUPPORTED
    return None


@pytest.fixture(scope="module")
def broker() -> Iterator[BrokerThread]:
    with running_broker() as thread:
        yield thread


def producer_calls(bootstrap: str) -> list[Call]:
    p = kafka.KafkaProducer(bootstrap_servers=bootstrap, **COMMON)
    tp = kafka.KafkaProducer(
        bootstrap_servers=bootstrap, transactional_id="conformance-kp-txn", **COMMON
    )
    # A group of its own: the transaction commits its offsets, which the consumer's group
    # must not start from.
    tp_metadata = kafka.KafkaConsumer(
        bootstrap_servers=bootstrap, group_id=f"{GROUP}-txn", **COMMON
    )

    def send() -> None:
        p.send(TOPIC, b"value", key=b"key").get(timeout=10)

    return [
        Call("bootstrap_connected", lambda: p.bootstrap_connected()),
        Call("send", send),
        Call("flush", lambda: p.flush(timeout=10)),
        Call("partitions_for", lambda: p.partitions_for(TOPIC)),
        Call(
            "max_usable_produce_magic", lambda: p.max_usable_produce_magic(p.config["api_version"])
        ),
        Call("metrics", lambda: p.metrics()),
        Call("init_transactions", lambda: tp.init_transactions()),
        Call("begin_transaction", lambda: tp.begin_transaction(), needs="init_transactions"),
        Call(
            "send_offsets_to_transaction",
            lambda: tp.send_offsets_to_transaction(
                {TopicPartition(TOPIC, 0): OffsetAndMetadata(1, "", -1)},
                tp_metadata.group_metadata(),
            ),
            needs="init_transactions",
        ),
        Call("commit_transaction", lambda: tp.commit_transaction(), needs="init_transactions"),
        Call(
            "abort_transaction",
            lambda: (tp.begin_transaction(), tp.abort_transaction()),
            needs="init_transactions",
        ),
        Call("close", lambda: (p.close(timeout=5), tp.close(timeout=5), tp_metadata.close())),
    ]


def consumer_calls(bootstrap: str) -> list[Call]:
    c = kafka.KafkaConsumer(
        bootstrap_servers=bootstrap,
        group_id=GROUP,
        auto_offset_reset="earliest",
        enable_auto_commit=False,
        session_timeout_ms=6000,
        heartbeat_interval_ms=500,
        **COMMON,
    )
    part = TopicPartition(TOPIC, 0)

    def poll() -> None:
        for _ in range(40):
            if c.poll(timeout_ms=250):
                return
        raise AssertionError("no record arrived")

    def commit() -> None:
        c.commit({part: OffsetAndMetadata(1, "", -1)})

    def committed() -> None:
        assert c.committed(part) == 1

    def commit_async() -> None:
        future = c.commit_async({part: OffsetAndMetadata(1, "", -1)})
        for _ in range(40):
            if future.is_done:
                break
            c.poll(timeout_ms=250)
        assert future.succeeded(), future.exception

    def seek() -> None:
        c.seek(part, 0)

    return [
        Call("bootstrap_connected", lambda: c.bootstrap_connected()),
        Call("topics", lambda: c.topics()),
        Call("partitions_for_topic", lambda: c.partitions_for_topic(TOPIC)),
        Call("subscribe", lambda: c.subscribe([TOPIC])),
        Call("subscription", lambda: c.subscription()),
        Call("poll", poll),
        Call("assignment", lambda: c.assignment()),
        Call("group_metadata", lambda: c.group_metadata()),
        Call("commit", commit),
        Call("commit_async", commit_async),
        Call("committed", committed),
        Call("position", lambda: c.position(part)),
        Call("highwater", lambda: c.highwater(part)),
        Call("beginning_offsets", lambda: c.beginning_offsets([part])),
        Call("end_offsets", lambda: c.end_offsets([part])),
        Call("offsets_for_times", lambda: c.offsets_for_times({part: 0})),
        Call("pause", lambda: c.pause(part)),
        Call("paused", lambda: c.paused()),
        Call("resume", lambda: c.resume(part)),
        Call("seek", seek),
        Call("seek_to_beginning", lambda: c.seek_to_beginning(part)),
        Call("seek_to_end", lambda: c.seek_to_end(part)),
        Call("unsubscribe", lambda: c.unsubscribe()),
        Call("assign", lambda: c.assign([part])),
        Call("bootstrap", lambda: c.bootstrap(timeout_ms=5000)),
        Call("metrics", lambda: c.metrics()),
        Call("close", lambda: c.close()),
    ]


def admin_calls(bootstrap: str) -> list[Call]:
    a = ka.KafkaAdminClient(bootstrap_servers=bootstrap, **COMMON)
    part = TopicPartition(TOPIC, 0)
    topic = ka.ConfigResource(ka.ConfigResourceType.TOPIC, MADE)
    acl_filter = ka.ACLFilter(
        principal=None,
        host=None,
        operation=ka.ACLOperation.ANY,
        permission_type=ka.ACLPermissionType.ANY,
        resource_pattern=ka.ResourcePatternFilter(
            ka.ResourceType.ANY, None, ka.ACLResourcePatternType.ANY
        ),
    )
    acl = ka.ACL(
        principal="User:a",
        host="*",
        operation=ka.ACLOperation.READ,
        permission_type=ka.ACLPermissionType.ALLOW,
        resource_pattern=ka.ResourcePattern(
            ka.ResourceType.TOPIC, MADE, ka.ACLResourcePatternType.LITERAL
        ),
    )
    return [
        Call("api_versions", lambda: a.api_versions()),
        Call("get_broker_version_data", lambda: a.get_broker_version_data(0)),
        Call("create_topics", lambda: a.create_topics([ka.NewTopic(MADE, 2, 1)])),
        Call("wait_for_topics", lambda: a.wait_for_topics([MADE], timeout_ms=5000)),
        Call("create_partitions", lambda: a.create_partitions({MADE: ka.NewPartitions(3)})),
        Call("list_topics", lambda: a.list_topics()),
        Call("describe_topics", lambda: a.describe_topics([MADE])),
        Call("describe_topic_partitions", lambda: a.describe_topic_partitions([MADE])),
        Call("describe_cluster", lambda: a.describe_cluster()),
        Call("describe_features", lambda: a.describe_features()),
        Call("update_features", lambda: a.update_features({"group.version": 1})),
        Call("describe_metadata_quorum", lambda: a.describe_metadata_quorum()),
        Call(
            "describe_configs",
            lambda: a.describe_configs(
                [topic, ka.ConfigResource(ka.ConfigResourceType.BROKER, "0")]
            ),
        ),
        Call("list_config_resources", lambda: a.list_config_resources()),
        Call(
            "alter_configs",
            lambda: a.alter_configs(
                [ka.ConfigResource(ka.ConfigResourceType.TOPIC, MADE, {"retention.ms": "1000"})],
                raise_on_unknown=False,
            ),
        ),
        Call(
            "reset_configs",
            lambda: a.reset_configs(
                [ka.ConfigResource(ka.ConfigResourceType.TOPIC, MADE, {"retention.ms": None})],
                raise_on_unknown=False,
            ),
        ),
        Call(
            "list_partition_offsets",
            lambda: a.list_partition_offsets({part: ka.OffsetSpec.EARLIEST}),
        ),
        Call("delete_records", lambda: a.delete_records({part: 1})),
        Call("list_groups", lambda: a.list_groups()),
        Call("describe_groups", lambda: a.describe_groups([GROUP])),
        Call("list_group_offsets", lambda: a.list_group_offsets({GROUP: None})),
        Call(
            "alter_group_offsets",
            lambda: a.alter_group_offsets(GROUP, {part: OffsetAndMetadata(1, "", -1)}),
        ),
        Call(
            "reset_group_offsets",
            lambda: a.reset_group_offsets(GROUP, {part: ka.OffsetSpec.EARLIEST}),
        ),
        Call("delete_group_offsets", lambda: a.delete_group_offsets(GROUP, [part])),
        Call(
            "remove_group_members",
            lambda: a.remove_group_members(GROUP, [ka.MemberToRemove(group_instance_id="gone")]),
        ),
        Call("delete_groups", lambda: a.delete_groups([GROUP])),
        Call("create_acls", lambda: a.create_acls([acl])),
        Call("describe_acls", lambda: a.describe_acls(acl_filter)),
        Call("delete_acls", lambda: a.delete_acls([acl_filter])),
        Call("describe_user_scram_credentials", lambda: a.describe_user_scram_credentials()),
        Call(
            "alter_user_scram_credentials",
            lambda: a.alter_user_scram_credentials(
                [ka.UserScramCredentialDeletion("user", ka.ScramMechanism.SCRAM_SHA_256)]
            ),
        ),
        Call("describe_log_dirs", lambda: a.describe_log_dirs()),
        Call(
            "alter_replica_log_dirs",
            lambda: a.alter_replica_log_dirs({kafka.TopicPartitionReplica(MADE, 0, 0): "/nowhere"}),
        ),
        Call("list_partition_reassignments", lambda: a.list_partition_reassignments()),
        Call(
            "alter_partition_reassignments",
            lambda: a.alter_partition_reassignments({TopicPartition(MADE, 0): [0]}),
        ),
        Call("elect_leaders", lambda: a.elect_leaders(0, {MADE: [0]})),
        Call("describe_producers", lambda: a.describe_producers([part])),
        Call("list_transactions", lambda: a.list_transactions()),
        Call("describe_transactions", lambda: a.describe_transactions(["conformance-kp-txn"])),
        Call("find_hanging_transactions", lambda: a.find_hanging_transactions()),
        Call(
            "abort_transaction",
            lambda: a.abort_transaction(ka.AbortTransactionSpec(part, 1000, 0, -1)),
        ),
        Call("delete_topics", lambda: a.delete_topics([MADE])),
        Call("close", lambda: a.close()),
    ]


SUITES = {
    "kafka-python KafkaProducer": (kafka.KafkaProducer, producer_calls),
    "kafka-python KafkaConsumer": (kafka.KafkaConsumer, consumer_calls),
    "kafka-python KafkaAdminClient": (ka.KafkaAdminClient, admin_calls),
}


@pytest.mark.parametrize("client", list(SUITES))
def test_every_call_works_or_is_unsupported(broker: BrokerThread, client: str) -> None:
    cls, calls = SUITES[client]
    with watching_broker_log() as log:
        listed = calls(broker.bootstrap)
        rows = run_calls(client, listed, judge)
    assert {c.name for c in listed} == public_calls(cls)
    check_table({client}, rows)
    check_outcome(rows, log, broker.broker.closed_for)
