"""The broker's admin APIs (CreateTopics, DeleteTopics, CreatePartitions, DeleteRecords,
OffsetForLeaderEpoch, DescribeConfigs, DescribeCluster), the log start offset, and the API table.

Most cases drive :class:`AdminApis` over a topic store directly (no sockets); the last ones go
through a running broker: ApiVersions lists exactly what is answered, and a deleted topic or
trimmed log is seen the same way by Metadata, Fetch, ListOffsets and the groups' offsets.
"""

from __future__ import annotations

import asyncio
import uuid
from collections.abc import Iterator
from pathlib import Path

import pytest

from kgroup_proto._registry import request_class
from kgroup_proto.client.connection import BrokerConnection
from kgroup_proto.coordinator import BrokerConfig, TopicConfig
from kgroup_proto.coordinator.admin_apis import CLUSTER_OPERATIONS, AdminApis
from kgroup_proto.coordinator.broker_apis import served_versions
from kgroup_proto.coordinator.config import GroupSettings
from kgroup_proto.coordinator.group_apis import GroupCoordinator
from kgroup_proto.coordinator.group_store import Caller
from kgroup_proto.coordinator.log_storage import TopicStore
from kgroup_proto.error_codes import ErrorCode
from kgroup_proto.messages import (
    create_partitions_request,
    create_topics_request,
    delete_records_request,
    describe_configs_request,
    fetch_request,
    list_offsets_request,
    metadata_request,
    offset_commit_request,
    offset_fetch_request,
    offset_for_leader_epoch_request,
)
from kgroup_proto.messages import delete_topics_request as dt
from kgroup_proto.messages.api_versions_request import ApiVersionsRequest
from kgroup_proto.messages.consumer_group_heartbeat_request import (
    ConsumerGroupHeartbeatRequest,
    TopicPartitions,
)
from kgroup_proto.messages.create_topics_request import CreateTopicsRequest
from kgroup_proto.messages.create_topics_response import CreateTopicsResponse
from kgroup_proto.messages.delete_groups_request import DeleteGroupsRequest
from kgroup_proto.messages.delete_groups_response import DeleteGroupsResponse
from kgroup_proto.messages.describe_cluster_request import DescribeClusterRequest
from kgroup_proto.messages.produce_request import ProduceRequest
from kgroup_proto.record_batch import Record, build_batch, split_batches
from tests.coordinator_harness import BrokerThread, running_broker

pytestmark = pytest.mark.coordinator  # the broker and record batches need the coordinator extra

NODE = 7


class Admin:
    """AdminApis over a store, remembering what it reported deleted."""

    def __init__(self, data_dir: Path | None = None, **config: object) -> None:
        self.config = BrokerConfig(node_id=NODE, **config)  # type: ignore[arg-type]
        self.store = TopicStore(data_dir)
        self.deleted: list[str] = []
        self.apis = AdminApis(
            self.config,
            self.store,
            internal=("__consumer_offsets",),
            address=lambda: ("broker.example", 9093),
            on_deleted=self.deleted.extend,
        )

    def create(
        self, *topics: create_topics_request.CreatableTopic, validate_only: bool = False
    ) -> list[tuple[str, int]]:
        request = create_topics_request.CreateTopicsRequest(
            topics=list(topics), validate_only=validate_only
        )
        return [(r.name, r.error_code) for r in self.apis.create_topics(request).topics]


def topic(
    name: str, partitions: int = 1, factor: int = 1, **kw: object
) -> create_topics_request.CreatableTopic:
    return create_topics_request.CreatableTopic(
        name=name, num_partitions=partitions, replication_factor=factor, **kw
    )  # type: ignore[arg-type]


def append(store: TopicStore, name: str, index: int, *values: bytes) -> None:
    log = store.partition(name, index)
    assert log is not None
    batch = build_batch(
        [Record(offset=i, timestamp=1000 + i, key=None, value=v) for i, v in enumerate(values)]
    )
    log.append(split_batches(batch), 0)


# ---------------------------------------------------------------------- CreateTopics


def test_create_topics_follows_kafkas_rules_for_one_broker() -> None:
    admin = Admin(default_partitions=4)
    assert admin.create(
        topic("orders", 3),
        topic("defaulted", -1, -1),
        topic("replicated", 1, 3),
        topic("zero-factor", 1, 0),
        topic("no-partitions", 0),
        topic("bad name!"),
        topic("__consumer_offsets"),
    ) == [
        ("orders", ErrorCode.NONE),
        ("defaulted", ErrorCode.NONE),
        ("replicated", ErrorCode.INVALID_REPLICATION_FACTOR),
        ("zero-factor", ErrorCode.INVALID_REPLICATION_FACTOR),
        ("no-partitions", ErrorCode.INVALID_PARTITIONS),
        ("bad name!", ErrorCode.INVALID_TOPIC_EXCEPTION),
        ("__consumer_offsets", ErrorCode.INVALID_REQUEST),
    ]
    assert admin.store.partition_counts() == {"orders": 3, "defaulted": 4}
    assert admin.create(topic("orders", 3)) == [("orders", ErrorCode.TOPIC_ALREADY_EXISTS)]
    # '.' and '_' name the same metrics, so Kafka refuses names that differ only there.
    assert admin.create(topic("my.topic"), topic("my_topic")) == [
        ("my.topic", ErrorCode.NONE),
        ("my_topic", ErrorCode.INVALID_TOPIC_EXCEPTION),
    ]


def test_create_topics_answers_the_created_topic_and_validate_only_creates_nothing() -> None:
    admin = Admin()
    assert admin.create(topic("dry", 2), validate_only=True) == [("dry", ErrorCode.NONE)]
    assert admin.store.get("dry") is None
    response = admin.apis.create_topics(
        create_topics_request.CreateTopicsRequest(topics=[topic("real", 2)])
    )
    (result,) = response.topics
    created = admin.store.get("real")
    assert created is not None and result.topic_id == created.topic_id
    assert (result.num_partitions, result.replication_factor) == (2, 1)
    assert {c.name: c.value for c in result.configs or []}["cleanup.policy"] == "delete"
    again = type(response).decode(response.encode(7), 7)
    assert again.topics[0].topic_id == created.topic_id


def test_create_topics_takes_an_assignment_to_this_broker_only() -> None:
    admin = Admin()
    mine = [
        create_topics_request.CreatableReplicaAssignment(partition_index=i, broker_ids=[NODE])
        for i in (1, 0)
    ]
    other = [
        create_topics_request.CreatableReplicaAssignment(partition_index=0, broker_ids=[NODE + 1])
    ]
    assert admin.create(
        topic("assigned", -1, -1, assignments=mine),
        topic("elsewhere", -1, -1, assignments=other),
        topic("both", 2, 1, assignments=mine),
        topic(
            "configured",
            configs=[create_topics_request.CreatableTopicConfig(name="retention.ms", value="1")],
        ),
        topic("twice"),
        topic("twice"),
    ) == [
        ("assigned", ErrorCode.NONE),
        ("elsewhere", ErrorCode.INVALID_REPLICA_ASSIGNMENT),
        ("both", ErrorCode.INVALID_REQUEST),
        ("configured", ErrorCode.INVALID_CONFIG),
        ("twice", ErrorCode.INVALID_REQUEST),
        ("twice", ErrorCode.INVALID_REQUEST),
    ]
    assert admin.store.partition_counts() == {"assigned": 2}


# ---------------------------------------------------------------------- DeleteTopics


def test_delete_topics_by_name_and_by_id(tmp_path: Path) -> None:
    admin = Admin(tmp_path)
    admin.create(topic("a", 2), topic("b"))
    internal = admin.store.create("__consumer_offsets", 1)
    b = admin.store.get("b")
    assert b is not None and (tmp_path / "a-1").is_dir()
    old = admin.apis.delete_topics(dt.DeleteTopicsRequest(topic_names=["a", "missing"]), 5)
    assert [(r.name, r.error_code) for r in old.responses] == [
        ("a", ErrorCode.NONE),
        ("missing", ErrorCode.UNKNOWN_TOPIC_OR_PARTITION),
    ]
    assert not (tmp_path / "a-0").exists() and not (tmp_path / "a-1").exists()
    unknown = uuid.uuid4()
    new = admin.apis.delete_topics(
        dt.DeleteTopicsRequest(
            topics=[
                dt.DeleteTopicState(name=None, topic_id=b.topic_id),
                dt.DeleteTopicState(name=None, topic_id=unknown),
                dt.DeleteTopicState(name="__consumer_offsets"),
            ]
        ),
        6,
    )
    assert [(r.name, r.topic_id, r.error_code) for r in new.responses] == [
        ("b", b.topic_id, ErrorCode.NONE),
        (None, unknown, ErrorCode.UNKNOWN_TOPIC_ID),
        ("__consumer_offsets", internal.topic_id, ErrorCode.INVALID_TOPIC_EXCEPTION),
    ]
    assert admin.deleted == ["a", "b"]
    assert set(admin.store.topics) == {"__consumer_offsets"}
    assert set(TopicStore(tmp_path).topics) == {"__consumer_offsets"}


# ---------------------------------------------------------------------- CreatePartitions


def test_create_partitions_only_grows() -> None:
    admin = Admin()
    admin.create(topic("grow", 2), topic("same", 2), topic("shrink", 3))
    request = create_partitions_request.CreatePartitionsRequest(
        topics=[
            create_partitions_request.CreatePartitionsTopic(name="grow", count=5),
            create_partitions_request.CreatePartitionsTopic(name="same", count=2),
            create_partitions_request.CreatePartitionsTopic(name="shrink", count=1),
            create_partitions_request.CreatePartitionsTopic(name="missing", count=1),
            create_partitions_request.CreatePartitionsTopic(
                name="same",
                count=3,
                assignments=[create_partitions_request.CreatePartitionsAssignment(broker_ids=[0])],
            ),
        ]
    )
    codes = [(r.name, r.error_code) for r in admin.apis.create_partitions(request).results]
    assert codes == [
        ("grow", ErrorCode.NONE),
        ("same", ErrorCode.INVALID_REQUEST),  # named twice
        ("shrink", ErrorCode.INVALID_PARTITIONS),
        ("missing", ErrorCode.UNKNOWN_TOPIC_OR_PARTITION),
        ("same", ErrorCode.INVALID_REQUEST),
    ]
    single = create_partitions_request.CreatePartitionsRequest(
        topics=[create_partitions_request.CreatePartitionsTopic(name="same", count=2)]
    )
    assert (
        admin.apis.create_partitions(single).results[0].error_code == ErrorCode.INVALID_PARTITIONS
    )
    assert admin.store.partition_counts() == {"grow": 5, "same": 2, "shrink": 3}


# ---------------------------------------------------------------------- DeleteRecords


def delete_records(admin: Admin, name: str, offset: int) -> tuple[int, int]:
    request = delete_records_request.DeleteRecordsRequest(
        topics=[
            delete_records_request.DeleteRecordsTopic(
                name=name,
                partitions=[
                    delete_records_request.DeleteRecordsPartition(partition_index=0, offset=offset)
                ],
            )
        ]
    )
    (result,) = admin.apis.delete_records(request).topics[0].partitions
    return result.error_code, result.low_watermark


def test_delete_records_moves_the_log_start_offset_and_keeps_it_on_disk(tmp_path: Path) -> None:
    admin = Admin(tmp_path)
    admin.create(topic("trim"))
    append(admin.store, "trim", 0, b"a", b"b")
    append(admin.store, "trim", 0, b"c", b"d")
    assert delete_records(admin, "trim", 5) == (ErrorCode.OFFSET_OUT_OF_RANGE, -1)
    assert delete_records(admin, "trim", 3) == (ErrorCode.NONE, 3)
    assert delete_records(admin, "trim", 1) == (ErrorCode.NONE, 3)  # never moves back
    log = admin.store.partition("trim", 0)
    assert log is not None and len(list(log.batches())) == 1  # the first batch is gone
    assert delete_records(admin, "missing", 0) == (ErrorCode.UNKNOWN_TOPIC_OR_PARTITION, -1)
    reopened = TopicStore(tmp_path).partition("trim", 0)
    assert reopened is not None and (reopened.log_start_offset, reopened.high_watermark) == (3, 4)
    assert delete_records(admin, "trim", -1) == (ErrorCode.NONE, 4)  # -1: the high watermark
    empty = TopicStore(tmp_path).partition("trim", 0)
    assert empty is not None and (empty.log_start_offset, empty.high_watermark) == (4, 4)


def test_delete_records_refuses_internal_topics() -> None:
    admin = Admin()
    admin.store.create("__consumer_offsets", 1)
    assert delete_records(admin, "__consumer_offsets", 0) == (
        ErrorCode.INVALID_TOPIC_EXCEPTION,
        -1,
    )


# ---------------------------------------------------------------------- OffsetForLeaderEpoch


def test_offset_for_leader_epoch_knows_epoch_zero_only() -> None:
    admin = Admin()
    admin.create(topic("epochs"))
    append(admin.store, "epochs", 0, b"a", b"b", b"c")

    def ask(name: str, epoch: int, current: int = -1) -> tuple[int, int, int]:
        request = offset_for_leader_epoch_request.OffsetForLeaderEpochRequest(
            topics=[
                offset_for_leader_epoch_request.OffsetForLeaderTopic(
                    topic=name,
                    partitions=[
                        offset_for_leader_epoch_request.OffsetForLeaderPartition(
                            partition=0, leader_epoch=epoch, current_leader_epoch=current
                        )
                    ],
                )
            ]
        )
        (answer,) = admin.apis.offset_for_leader_epoch(request).topics[0].partitions
        return answer.error_code, answer.leader_epoch, answer.end_offset

    assert ask("epochs", 0) == (ErrorCode.NONE, 0, 3)
    assert ask("epochs", 0, current=0) == (ErrorCode.NONE, 0, 3)
    assert ask("epochs", 4) == (ErrorCode.NONE, -1, -1)
    assert ask("epochs", 0, current=2) == (ErrorCode.UNKNOWN_LEADER_EPOCH, -1, -1)
    assert ask("missing", 0) == (ErrorCode.UNKNOWN_TOPIC_OR_PARTITION, -1, -1)


# ---------------------------------------------------------------------- DescribeConfigs


def describe(
    admin: Admin, kind: int, name: str, keys: list[str] | None = None
) -> dict[str, object]:
    request = describe_configs_request.DescribeConfigsRequest(
        resources=[
            describe_configs_request.DescribeConfigsResource(
                resource_type=kind, resource_name=name, configuration_keys=keys
            )
        ],
        include_synonyms=True,
    )
    (result,) = admin.apis.describe_configs(request, 4).results
    if result.error_code != ErrorCode.NONE:
        return {"error": result.error_code}
    return {c.name: (c.value, c.config_source, len(c.synonyms)) for c in result.configs}


def test_describe_configs_reports_the_brokers_settings_and_where_they_come_from() -> None:
    admin = Admin(default_partitions=6, auto_create_topics=False)
    broker = describe(admin, 4, str(NODE))
    assert broker["num.partitions"] == ("6", 4, 2)  # from the broker's settings, over the default
    assert broker["auto.create.topics.enable"] == ("false", 4, 2)
    assert broker["group.min.session.timeout.ms"] == ("6000", 5, 1)  # Kafka's default
    assert broker["offsets.retention.minutes"] == ("10080", 5, 1)
    assert broker["default.replication.factor"] == ("1", 5, 1)
    # Share-partitions' settings, with Kafka 4.4's defaults.
    assert broker["group.share.record.lock.duration.ms"] == ("30000", 5, 1)
    assert broker["group.share.delivery.count.limit"] == ("5", 5, 1)
    assert broker["group.share.partition.max.record.locks"] == ("2000", 5, 1)
    assert broker["group.share.max.share.sessions"] == ("2000", 5, 1)
    assert describe(admin, 4, "") == broker
    assert describe(admin, 4, "1") == {"error": ErrorCode.INVALID_REQUEST}
    assert describe(admin, 4, str(NODE), ["num.partitions", "no.such.setting"]) == {
        "num.partitions": ("6", 4, 2)
    }
    admin.create(topic("described"))
    admin.store.create("__consumer_offsets", 1)
    assert describe(admin, 2, "described")["cleanup.policy"] == ("delete", 5, 1)
    assert describe(admin, 2, "__consumer_offsets")["cleanup.policy"] == ("compact", 1, 2)
    assert describe(admin, 2, "missing") == {"error": ErrorCode.UNKNOWN_TOPIC_OR_PARTITION}
    assert describe(admin, 8, "logger") == {"error": ErrorCode.INVALID_REQUEST}


# ---------------------------------------------------------------------- DescribeCluster


def test_describe_cluster_names_this_broker_as_the_controller() -> None:
    admin = Admin(cluster_id="one")
    answer = admin.apis.describe_cluster(
        DescribeClusterRequest(include_cluster_authorized_operations=True), 1
    )
    assert (answer.error_code, answer.cluster_id, answer.controller_id) == (
        ErrorCode.NONE,
        "one",
        NODE,
    )
    assert [(b.broker_id, b.host, b.port) for b in answer.brokers] == [
        (NODE, "broker.example", 9093)
    ]
    assert answer.cluster_authorized_operations == CLUSTER_OPERATIONS
    controllers = admin.apis.describe_cluster(DescribeClusterRequest(endpoint_type=2), 1)
    assert controllers.error_code == ErrorCode.MISMATCHED_ENDPOINT_TYPE


# ---------------------------------------------------------------------- through the broker


@pytest.fixture
def broker() -> Iterator[BrokerThread]:
    with running_broker(TopicConfig("kept", 1)) as running:
        yield running


def test_api_versions_lists_exactly_what_is_answered(broker: BrokerThread) -> None:
    """Every API and version the broker lists gets an answer (to a default body), not a closed
    connection; and every API with a handler is listed."""

    async def run() -> dict[int, range]:
        connection = await BrokerConnection.connect(broker.broker.host, broker.broker.port)
        try:
            listed = (await connection.request(ApiVersionsRequest(), 3)).api_keys  # type: ignore[attr-defined]
            served = {a.api_key: range(a.min_version, a.max_version + 1) for a in listed}
            for key, versions in served.items():
                for version in (versions.start, versions.stop - 1):
                    body = request_class(key)()
                    if key == 0:
                        body.acks = 1  # type: ignore[attr-defined]  # acks=0 has no answer
                    await connection.request(body, version, timeout=10)
            return served
        finally:
            await connection.close()

    served = asyncio.run(run())
    assert served == broker.broker.api_versions
    assert {19, 20, 21, 23, 32, 37, 60} <= served.keys()
    assert dict(broker.broker.closed_for) == {}


def test_a_deleted_topic_leaves_metadata_logs_and_group_offsets(broker: BrokerThread) -> None:
    async def run() -> tuple[list[int], int, list[str], int]:
        connection = await BrokerConnection.connect(broker.broker.host, broker.broker.port)
        try:
            await connection.request(
                create_topics_request.CreateTopicsRequest(topics=[topic("doomed", 2)]), timeout=10
            )
            commit = offset_commit_request.OffsetCommitRequest(
                group_id="readers",
                generation_id_or_member_epoch=-1,
                topics=[
                    offset_commit_request.OffsetCommitRequestTopic(
                        name=name,
                        partitions=[
                            offset_commit_request.OffsetCommitRequestPartition(
                                partition_index=0, committed_offset=0
                            )
                        ],
                    )
                    for name in ("doomed", "kept")
                ],
            )
            await connection.request(commit, 8, timeout=10)
            deleted = await connection.request(dt.DeleteTopicsRequest(topic_names=["doomed"]), 5)
            fetched = await connection.request(
                offset_fetch_request.OffsetFetchRequest(group_id="readers", topics=None),
                7,
                timeout=10,
            )
            metadata = await connection.request(
                metadata_request.MetadataRequest(
                    topics=[metadata_request.MetadataRequestTopic(name="doomed")],
                    allow_auto_topic_creation=False,
                ),
                9,
            )
            return (
                [r.error_code for r in deleted.responses],  # type: ignore[attr-defined]
                metadata.topics[0].error_code,  # type: ignore[attr-defined]
                sorted(t.name for t in fetched.topics),  # type: ignore[attr-defined]
                len(
                    broker.call(
                        lambda: broker.broker.coordinator.store.offsets.group_offsets("readers")
                    )
                ),
            )
        finally:
            await connection.close()

    codes, metadata_error, offsets_of, kept = asyncio.run(run())
    assert codes == [ErrorCode.NONE]
    assert metadata_error == ErrorCode.UNKNOWN_TOPIC_OR_PARTITION
    assert offsets_of == ["kept"]
    assert kept == 1
    assert broker.call(lambda: broker.broker.topics.get("doomed")) is None


def test_list_offsets_and_fetch_follow_the_log_start_offset(broker: BrokerThread) -> None:
    broker.call(lambda: append(broker.broker.topics, "kept", 0, b"a", b"b", b"c"))
    broker.call(lambda: append(broker.broker.topics, "kept", 0, b"d", b"e"))

    async def run() -> tuple[int, int, int, int]:
        connection = await BrokerConnection.connect(broker.broker.host, broker.broker.port)
        try:
            trimmed = await connection.request(
                delete_records_request.DeleteRecordsRequest(
                    topics=[
                        delete_records_request.DeleteRecordsTopic(
                            name="kept",
                            partitions=[
                                delete_records_request.DeleteRecordsPartition(
                                    partition_index=0, offset=4
                                )
                            ],
                        )
                    ]
                ),
                2,
            )
            earliest = await connection.request(
                list_offsets_request.ListOffsetsRequest(
                    replica_id=-1,
                    topics=[
                        list_offsets_request.ListOffsetsTopic(
                            name="kept",
                            partitions=[
                                list_offsets_request.ListOffsetsPartition(
                                    partition_index=0, timestamp=-2
                                )
                            ],
                        )
                    ],
                ),
                7,
            )
            by_time = await connection.request(
                list_offsets_request.ListOffsetsRequest(
                    replica_id=-1,
                    topics=[
                        list_offsets_request.ListOffsetsTopic(
                            name="kept",
                            partitions=[
                                list_offsets_request.ListOffsetsPartition(
                                    partition_index=0, timestamp=0
                                )
                            ],
                        )
                    ],
                ),
                7,
            )

            async def fetch(offset: int) -> int:
                answer = await connection.request(
                    fetch_request.FetchRequest(
                        replica_id=-1,
                        max_wait_ms=0,
                        topics=[
                            fetch_request.FetchTopic(
                                topic="kept",
                                partitions=[
                                    fetch_request.FetchPartition(
                                        partition=0,
                                        fetch_offset=offset,
                                        partition_max_bytes=1 << 20,
                                    )
                                ],
                            )
                        ],
                    ),
                    12,
                )
                return int(answer.responses[0].partitions[0].error_code)  # type: ignore[attr-defined]

            return (
                trimmed.topics[0].partitions[0].low_watermark,  # type: ignore[attr-defined]
                earliest.topics[0].partitions[0].offset,  # type: ignore[attr-defined]
                by_time.topics[0].partitions[0].offset,  # type: ignore[attr-defined]
                (await fetch(2)) * 1000 + await fetch(4),
            )
        finally:
            await connection.close()

    low, earliest, by_time, fetch_codes = asyncio.run(run())
    assert (low, earliest, by_time) == (4, 4, 4)
    assert fetch_codes == ErrorCode.OFFSET_OUT_OF_RANGE * 1000 + ErrorCode.NONE


def test_served_versions_are_the_codecs_within_the_limits() -> None:
    assert range(0, 14) == ProduceRequest.VALID_VERSIONS  # the codec decodes them all
    assert served_versions([ProduceRequest, CreateTopicsRequest]) == {
        0: range(3, 12),  # record batches only, and no topic IDs
        19: range(2, 8),
    }
    with pytest.raises(ValueError, match="not a request"):
        served_versions([CreateTopicsResponse])


def test_a_kip_848_member_gives_up_a_deleted_topic_and_moves_to_a_new_epoch() -> None:
    admin = Admin()
    admin.create(topic("subscribed", 2))
    groups = GroupCoordinator(GroupSettings(), admin.store)
    admin.apis.on_deleted = groups.timers.topics_deleted
    caller = Caller("member", "127.0.0.1", 1)

    def heartbeat(epoch: int, owned: list[int] | None) -> tuple[int, list[int] | None]:
        """The epoch and the assignment answered (None: none sent)."""
        request = ConsumerGroupHeartbeatRequest(
            group_id="g",
            member_id="m1",
            member_epoch=epoch,
            rebalance_timeout_ms=30_000,
            subscribed_topic_names=["subscribed"] if epoch == 0 else None,
            topic_partitions=None
            if owned is None
            else [TopicPartitions(topic_id=topic_id, partitions=owned)]
            if owned
            else [],
        )
        answer = groups.consumer_apis.consumer_group_heartbeat(request, caller)
        assert answer.error_code == ErrorCode.NONE
        if answer.assignment is None:
            return answer.member_epoch, None
        assigned = [p for tp in answer.assignment.topic_partitions for p in tp.partitions]
        return answer.member_epoch, assigned

    created = admin.store.get("subscribed")
    assert created is not None
    topic_id = created.topic_id
    assert heartbeat(0, None) == (1, [0, 1])
    admin.apis.delete_topics(dt.DeleteTopicsRequest(topic_names=["subscribed"]), 5)
    assert heartbeat(1, None) == (1, [])  # revoke first
    assert heartbeat(1, []) == (2, [])  # then the new epoch, without the topic


def test_api_versions_v5_answers_only_the_cluster_and_node_it_is(broker: BrokerThread) -> None:
    """KIP-1242: a v5 client may name the cluster and node it means; naming one of the two is
    INVALID_REQUEST, naming another cluster or node REBOOTSTRAP_REQUIRED, both without the API
    list (as Kafka 4.4 answers). v4 has no such fields, so it always gets the list."""
    config = broker.broker.config
    asks = {
        "neither": (None, -1),
        "this broker": (config.cluster_id, config.node_id),
        "another cluster": ("another-cluster", config.node_id),
        "another node": (config.cluster_id, config.node_id + 1),
        "cluster only": (config.cluster_id, -1),
        "node only": (None, config.node_id),
    }

    async def run() -> dict[str, tuple[int, int]]:
        connection = await BrokerConnection.connect(broker.broker.host, broker.broker.port)
        try:
            answers = {}
            for label, (cluster, node) in asks.items():
                request = ApiVersionsRequest(cluster_id=cluster, node_id=node)
                answer = await connection.request(request, 5)
                answers[label] = (answer.error_code, len(answer.api_keys))  # type: ignore[attr-defined]
            old = await connection.request(ApiVersionsRequest(cluster_id="x", node_id=9), 4)
            answers["v4"] = (old.error_code, len(old.api_keys))  # type: ignore[attr-defined]
            return answers
        finally:
            await connection.close()

    listed = len(broker.broker.api_versions)
    assert asyncio.run(run()) == {
        "neither": (ErrorCode.NONE, listed),
        "this broker": (ErrorCode.NONE, listed),
        "another cluster": (ErrorCode.REBOOTSTRAP_REQUIRED, 0),
        "another node": (ErrorCode.REBOOTSTRAP_REQUIRED, 0),
        "cluster only": (ErrorCode.INVALID_REQUEST, 0),
        "node only": (ErrorCode.INVALID_REQUEST, 0),
        "v4": (ErrorCode.NONE, listed),
    }
    assert broker.broker.api_versions[18] == range(0, 6)
    assert dict(broker.broker.closed_for) == {}


def test_delete_groups_v3_says_why_a_group_was_not_deleted() -> None:
    admin = Admin()
    admin.create(topic("subscribed", 1))
    groups = GroupCoordinator(GroupSettings(), admin.store)
    joined = groups.consumer_apis.consumer_group_heartbeat(
        ConsumerGroupHeartbeatRequest(
            group_id="busy",
            member_id="m1",
            member_epoch=0,
            rebalance_timeout_ms=30_000,
            subscribed_topic_names=["subscribed"],
            topic_partitions=[],
        ),
        Caller("member", "127.0.0.1", 1),
    )
    assert joined.error_code == ErrorCode.NONE
    request = DeleteGroupsRequest(groups_names=["busy", "missing", ""])
    answer = groups.admin_apis.delete_groups(request, Caller("admin", "127.0.0.1", 3))
    results = {r.group_id: r for r in answer.results}
    assert {g: r.error_code for g, r in results.items()} == {
        "busy": ErrorCode.NON_EMPTY_GROUP,
        "missing": ErrorCode.GROUP_ID_NOT_FOUND,
        "": ErrorCode.INVALID_GROUP_ID,
    }
    messages = {g: r.error_message for g, r in results.items()}
    assert all(messages.values()) and "busy" in str(messages["busy"])
    # v3 carries the messages; v2 has no field for them and drops them.
    assert DeleteGroupsResponse.decode(answer.encode(3), 3) == answer
    in_v2 = DeleteGroupsResponse.decode(answer.encode(2), 2)
    assert [r.error_message for r in in_v2.results] == [None, None, None]
    # Once its member has left, the group is deleted, and the result has no message.
    left = groups.consumer_apis.consumer_group_heartbeat(
        ConsumerGroupHeartbeatRequest(group_id="busy", member_id="m1", member_epoch=-1),
        Caller("member", "127.0.0.1", 1),
    )
    assert left.error_code == ErrorCode.NONE
    deleted = groups.admin_apis.delete_groups(
        DeleteGroupsRequest(groups_names=["busy"]), Caller("admin", "127.0.0.1", 3)
    )
    assert [(r.error_code, r.error_message) for r in deleted.results] == [(ErrorCode.NONE, None)]
