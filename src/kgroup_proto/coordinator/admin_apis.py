"""The admin APIs of a single-node broker: topics, partitions, records, settings and the cluster.

Decoded requests in, responses out; the topic store is the only state. The rules are Kafka's,
for a cluster of one broker that is also its controller:

- CreateTopics: a partition count and a replication factor, each -1 for the broker's default
  (``num.partitions``, and 1); or an assignment of replicas per partition, which must name this
  broker alone. Any other replication factor is INVALID_REPLICATION_FACTOR, a count below 1
  INVALID_PARTITIONS, a bad name INVALID_TOPIC_EXCEPTION, an existing topic
  TOPIC_ALREADY_EXISTS, a topic named twice in one request INVALID_REQUEST. Topic settings
  cannot be changed from the broker's (INVALID_CONFIG). ``validateOnly`` checks and answers as
  if the topics were created, creating nothing.
- DeleteTopics removes the topic, its log and every committed offset of it (the owner of the
  offsets is told through ``on_deleted``); a KIP-848 group that subscribed to it moves to a new
  epoch on its next heartbeat. Internal topics belong to the broker and are not deleted.
- CreatePartitions raises a count (never lowers it: INVALID_PARTITIONS); the same count is
  INVALID_PARTITIONS too, as in Kafka.
- DeleteRecords moves a partition's log start offset; -1 means the high watermark, an offset
  above it is OFFSET_OUT_OF_RANGE. Internal topics refuse it, as Kafka refuses it for them.
- OffsetForLeaderEpoch: every partition has had one leader epoch, 0, since it was created, so
  epoch 0 ends at the high watermark and no other epoch exists.
- DescribeConfigs: this broker's settings (resource type 4, named by its node ID or ``""``) and
  a topic's (type 2), under Kafka's names, from :mod:`kgroup_proto.coordinator.config`.
- DescribeCluster: this broker, which is the controller.
"""

from __future__ import annotations

import uuid
from collections.abc import Callable, Collection, Iterator

from kgroup_proto.coordinator.config import (
    CONFIG_SOURCE_DEFAULT,
    BrokerConfig,
    KafkaSetting,
    broker_settings,
    topic_settings,
    valid_topic_name,
)
from kgroup_proto.coordinator.log_storage import TopicStore
from kgroup_proto.error_codes import ErrorCode
from kgroup_proto.messages import (
    create_partitions_response,
    create_topics_response,
    delete_records_response,
    delete_topics_response,
    describe_cluster_response,
    describe_configs_response,
    offset_for_leader_epoch_response,
)
from kgroup_proto.messages.create_partitions_request import CreatePartitionsRequest
from kgroup_proto.messages.create_topics_request import CreatableTopic, CreateTopicsRequest
from kgroup_proto.messages.delete_records_request import DeleteRecordsRequest
from kgroup_proto.messages.delete_topics_request import DeleteTopicsRequest
from kgroup_proto.messages.describe_cluster_request import DescribeClusterRequest
from kgroup_proto.messages.describe_configs_request import DescribeConfigsRequest
from kgroup_proto.messages.offset_for_leader_epoch_request import OffsetForLeaderEpochRequest

#: DescribeConfigs' resource types (Kafka's ConfigResource.Type).
RESOURCE_TOPIC = 2
RESOURCE_BROKER = 4
#: DescribeCluster's endpoint types (KIP-919).
ENDPOINT_BROKERS = 1
#: ClusterAuthorizedOperations when they were not asked for.
OPERATIONS_NOT_ASKED = -(2**31)
#: Without an authorizer every operation is allowed: the bits of the cluster's operations
#: (Kafka's AclOperation codes CREATE 4, CLUSTER_ACTION 7, ALTER 8, DESCRIBE 9,
#: DESCRIBE_CONFIGS 10, ALTER_CONFIGS 11, IDEMPOTENT_WRITE 12).
CLUSTER_OPERATIONS = sum(1 << code for code in (4, 7, 8, 9, 10, 11, 12))
NO_TOPIC_ID = uuid.UUID(int=0)
#: The only leader epoch any partition of this broker has had.
LEADER_EPOCH = 0
#: The most partitions one topic may have here (as TopicConfig allows).
MAX_PARTITIONS = 100_000


#: Versions of DeleteTopics that name each topic or give its id (KIP-516).
_DELETE_BY_TOPIC_STATE = DeleteTopicsRequest.field_versions("topics")


class AdminApis:
    """CreateTopics, DeleteTopics, CreatePartitions, DeleteRecords, OffsetForLeaderEpoch,
    DescribeConfigs and DescribeCluster over a :class:`TopicStore`.

    ``internal`` names the topics the broker owns; ``on_deleted`` is told the names of deleted
    topics; ``address`` gives the host and port clients reach the broker on.
    """

    def __init__(
        self,
        config: BrokerConfig,
        topics: TopicStore,
        internal: Collection[str],
        address: Callable[[], tuple[str, int]],
        on_deleted: Callable[[list[str]], None] = lambda names: None,
    ) -> None:
        self.config = config
        self.topics = topics
        self.internal = internal
        self.address = address
        self.on_deleted = on_deleted

    # ------------------------------------------------------------------ topics

    def create_topics(
        self, request: CreateTopicsRequest
    ) -> create_topics_response.CreateTopicsResponse:
        names = [topic.name for topic in request.topics]
        results = []
        for topic in request.topics:
            if names.count(topic.name) > 1:
                results.append(
                    _topic_error(
                        topic.name, ErrorCode.INVALID_REQUEST, "topic named more than once"
                    )
                )
                continue
            code, message, partitions = self._check_new_topic(topic)
            if code is not ErrorCode.NONE:
                results.append(_topic_error(topic.name, code, message))
                continue
            topic_id = NO_TOPIC_ID  # validateOnly: nothing is created
            if not request.validate_only:
                topic_id = self.topics.create(topic.name, partitions).topic_id
            results.append(
                create_topics_response.CreatableTopicResult(
                    name=topic.name,
                    error_code=ErrorCode.NONE,
                    error_message=None,  # as Kafka: null on success, not the schema's ""
                    num_partitions=partitions,
                    replication_factor=1,
                    configs=[
                        create_topics_response.CreatableTopicConfigs(
                            name=s.name,
                            value=s.value,
                            read_only=s.read_only,
                            config_source=s.source,
                            is_sensitive=False,
                        )
                        for s in topic_settings(self.config, internal=False)
                    ],
                    topic_id=topic_id,  # ignorable: left out before v7
                )
            )
        return create_topics_response.CreateTopicsResponse(topics=results)

    def _check_new_topic(self, topic: CreatableTopic) -> tuple[ErrorCode, str | None, int]:
        name = topic.name
        if not valid_topic_name(name):
            return ErrorCode.INVALID_TOPIC_EXCEPTION, f"{name!r} is not a valid topic name", 0
        if self.topics.get(name) is not None:
            return ErrorCode.TOPIC_ALREADY_EXISTS, f"topic {name!r} already exists", 0
        if name in self.internal:
            return ErrorCode.INVALID_REQUEST, f"internal topic {name} is created by the broker", 0
        for existing in self.topics.topics:
            if _collides(existing, name):
                return (
                    ErrorCode.INVALID_TOPIC_EXCEPTION,
                    f"{name!r} collides with {existing!r} ('.' and '_' are the same in metrics)",
                    0,
                )
        if topic.configs:
            return (
                ErrorCode.INVALID_CONFIG,
                "topic settings cannot differ from the broker's: "
                + ", ".join(c.name for c in topic.configs),
                0,
            )
        if topic.assignments:
            if topic.num_partitions != -1 or topic.replication_factor != -1:
                return (
                    ErrorCode.INVALID_REQUEST,
                    "with an assignment, the partition count and replication factor must be -1",
                    0,
                )
            indexes = sorted(a.partition_index for a in topic.assignments)
            if indexes != list(range(len(indexes))):
                return (
                    ErrorCode.INVALID_REPLICA_ASSIGNMENT,
                    "partitions must be numbered 0 to N-1",
                    0,
                )
            if any(a.broker_ids != [self.config.node_id] for a in topic.assignments):
                return (
                    ErrorCode.INVALID_REPLICA_ASSIGNMENT,
                    f"every partition must have one replica, on broker {self.config.node_id}",
                    0,
                )
            return ErrorCode.NONE, None, len(indexes)
        partitions = topic.num_partitions
        if partitions == -1:
            partitions = self.config.default_partitions
        if not 1 <= partitions <= MAX_PARTITIONS:
            return (
                ErrorCode.INVALID_PARTITIONS,
                f"number of partitions must be 1..{MAX_PARTITIONS} (or -1), not {partitions}",
                0,
            )
        if topic.replication_factor not in (-1, 1):
            return (
                ErrorCode.INVALID_REPLICATION_FACTOR,
                f"replication factor {topic.replication_factor} is larger than the 1 broker "
                "available"
                if topic.replication_factor > 1
                else f"replication factor must be 1 (or -1), not {topic.replication_factor}",
                0,
            )
        return ErrorCode.NONE, None, partitions

    def delete_topics(
        self, request: DeleteTopicsRequest, version: int
    ) -> delete_topics_response.DeleteTopicsResponse:
        # v6 names each topic or gives its ID; before, a list of names.
        wanted = (
            [(t.name, t.topic_id) for t in request.topics]
            if version in _DELETE_BY_TOPIC_STATE
            else [(name, NO_TOPIC_ID) for name in request.topic_names]
        )
        results = []
        deleted: list[str] = []
        for name, topic_id in wanted:
            if name is None:
                found = self.topics.by_id(topic_id)
                missing = ErrorCode.UNKNOWN_TOPIC_ID
            else:
                found = self.topics.get(name)
                missing = ErrorCode.UNKNOWN_TOPIC_OR_PARTITION
            result = delete_topics_response.DeletableTopicResult(
                name=found.name if found is not None else name,
                topic_id=found.topic_id if found is not None else topic_id,
                error_code=ErrorCode.NONE,
            )
            if found is None:
                result.error_code = missing
                result.error_message = "no such topic"
            elif found.name in self.internal:
                result.error_code = ErrorCode.INVALID_TOPIC_EXCEPTION
                result.error_message = f"internal topic {found.name} cannot be deleted"
            elif found.name not in deleted:
                self.topics.delete(found.name)
                deleted.append(found.name)
            results.append(result)
        if deleted:
            self.on_deleted(deleted)
        return delete_topics_response.DeleteTopicsResponse(responses=results)

    def create_partitions(
        self, request: CreatePartitionsRequest
    ) -> create_partitions_response.CreatePartitionsResponse:
        names = [topic.name for topic in request.topics]
        results = []
        for topic in request.topics:
            code, message = ErrorCode.NONE, None
            found = self.topics.get(topic.name)
            if names.count(topic.name) > 1:
                code, message = ErrorCode.INVALID_REQUEST, "topic named more than once"
            elif found is None:
                code, message = ErrorCode.UNKNOWN_TOPIC_OR_PARTITION, "no such topic"
            elif topic.name in self.internal:
                code = ErrorCode.INVALID_REQUEST
                message = f"the partitions of internal topic {topic.name} are fixed at creation"
            elif topic.count <= len(found.partitions):
                code = ErrorCode.INVALID_PARTITIONS
                message = (
                    f"topic already has {len(found.partitions)} partitions"
                    if topic.count == len(found.partitions)
                    else f"topic has {len(found.partitions)} partitions; their number can only grow"
                )
            elif topic.count > MAX_PARTITIONS:
                code = ErrorCode.INVALID_PARTITIONS
                message = f"a topic has at most {MAX_PARTITIONS} partitions"
            elif topic.assignments and (
                len(topic.assignments) != topic.count - len(found.partitions)
                or any(a.broker_ids != [self.config.node_id] for a in topic.assignments)
            ):
                code = ErrorCode.INVALID_REPLICA_ASSIGNMENT
                message = (
                    "one assignment per new partition, each of one replica on broker "
                    f"{self.config.node_id}"
                )
            elif not request.validate_only:
                self.topics.create(topic.name, topic.count)
            results.append(
                create_partitions_response.CreatePartitionsTopicResult(
                    name=topic.name, error_code=code, error_message=message
                )
            )
        return create_partitions_response.CreatePartitionsResponse(results=results)

    # ------------------------------------------------------------------ records

    def delete_records(
        self, request: DeleteRecordsRequest
    ) -> delete_records_response.DeleteRecordsResponse:
        topics = []
        for topic in request.topics:
            parts = []
            for part in topic.partitions:
                code, low = self._delete_records(topic.name, part.partition_index, part.offset)
                parts.append(
                    delete_records_response.DeleteRecordsPartitionResult(
                        partition_index=part.partition_index, low_watermark=low, error_code=code
                    )
                )
            topics.append(
                delete_records_response.DeleteRecordsTopicResult(name=topic.name, partitions=parts)
            )
        return delete_records_response.DeleteRecordsResponse(topics=topics)

    def _delete_records(self, name: str, index: int, offset: int) -> tuple[ErrorCode, int]:
        log = self.topics.partition(name, index)
        if log is None:
            return ErrorCode.UNKNOWN_TOPIC_OR_PARTITION, -1
        if name in self.internal:
            return ErrorCode.INVALID_TOPIC_EXCEPTION, -1
        if offset == -1:
            offset = log.high_watermark
        if not 0 <= offset <= log.high_watermark:
            return ErrorCode.OFFSET_OUT_OF_RANGE, -1
        return ErrorCode.NONE, log.delete_before(offset)

    def offset_for_leader_epoch(
        self, request: OffsetForLeaderEpochRequest
    ) -> offset_for_leader_epoch_response.OffsetForLeaderEpochResponse:
        topics = []
        for topic in request.topics:
            parts = []
            for part in topic.partitions:
                log = self.topics.partition(topic.topic, part.partition)
                answer = offset_for_leader_epoch_response.EpochEndOffset(partition=part.partition)
                if log is None:
                    answer.error_code = ErrorCode.UNKNOWN_TOPIC_OR_PARTITION
                elif part.current_leader_epoch > LEADER_EPOCH:
                    # A caller ahead of the leader (-1 skips the check; nothing is older than 0).
                    answer.error_code = ErrorCode.UNKNOWN_LEADER_EPOCH
                elif part.leader_epoch == LEADER_EPOCH:
                    answer.leader_epoch = LEADER_EPOCH
                    answer.end_offset = log.high_watermark
                parts.append(answer)
            topics.append(
                offset_for_leader_epoch_response.OffsetForLeaderTopicResult(
                    topic=topic.topic, partitions=parts
                )
            )
        return offset_for_leader_epoch_response.OffsetForLeaderEpochResponse(topics=topics)

    # ------------------------------------------------------------------ settings and cluster

    def describe_configs(
        self, request: DescribeConfigsRequest, version: int
    ) -> describe_configs_response.DescribeConfigsResponse:
        results = []
        for resource in request.resources:
            result = describe_configs_response.DescribeConfigsResult(
                error_code=ErrorCode.NONE,
                resource_type=resource.resource_type,
                resource_name=resource.resource_name,
            )
            settings: list[KafkaSetting] | None = None
            if resource.resource_type == RESOURCE_BROKER:
                if resource.resource_name in ("", str(self.config.node_id)):
                    settings = broker_settings(self.config)
                else:
                    result.error_code = ErrorCode.INVALID_REQUEST
                    result.error_message = (
                        f"unexpected broker id, expected {self.config.node_id} or empty string, "
                        f"but received {resource.resource_name}"
                    )
            elif resource.resource_type == RESOURCE_TOPIC:
                name = resource.resource_name
                if not valid_topic_name(name):
                    result.error_code = ErrorCode.INVALID_TOPIC_EXCEPTION
                    result.error_message = f"{name!r} is not a valid topic name"
                elif self.topics.get(name) is None:
                    result.error_code = ErrorCode.UNKNOWN_TOPIC_OR_PARTITION
                    result.error_message = f"topic {name!r} does not exist"
                else:
                    settings = topic_settings(self.config, internal=name in self.internal)
            else:
                result.error_code = ErrorCode.INVALID_REQUEST
                result.error_message = (
                    f"resource type {resource.resource_type} is not served by this broker"
                )
            if settings is not None:
                keys = resource.configuration_keys
                result.configs = [
                    _described(s, request.include_synonyms, request.include_documentation)
                    for s in settings
                    if keys is None or s.name in keys
                ]
            results.append(result)
        del version
        return describe_configs_response.DescribeConfigsResponse(results=results)

    def describe_cluster(
        self, request: DescribeClusterRequest, version: int
    ) -> describe_cluster_response.DescribeClusterResponse:
        # Before v1 the endpoint type is absent and decodes as its default: brokers.
        if request.endpoint_type != ENDPOINT_BROKERS:
            return describe_cluster_response.DescribeClusterResponse(
                error_code=ErrorCode.MISMATCHED_ENDPOINT_TYPE,
                error_message="this listener serves brokers, not controllers",
                endpoint_type=request.endpoint_type,
                cluster_id=self.config.cluster_id,
            )
        host, port = self.address()
        return describe_cluster_response.DescribeClusterResponse(
            error_code=ErrorCode.NONE,
            endpoint_type=ENDPOINT_BROKERS,
            cluster_id=self.config.cluster_id,
            controller_id=self.config.node_id,
            brokers=[
                describe_cluster_response.DescribeClusterBroker(
                    broker_id=self.config.node_id, host=host, port=port
                )
            ],
            cluster_authorized_operations=(
                CLUSTER_OPERATIONS
                if request.include_cluster_authorized_operations
                else OPERATIONS_NOT_ASKED
            ),
        )


def _topic_error(
    name: str, code: ErrorCode, message: str | None
) -> create_topics_response.CreatableTopicResult:
    return create_topics_response.CreatableTopicResult(
        name=name, error_code=code, error_message=message
    )


def _collides(a: str, b: str) -> bool:
    """Kafka's rule: two topic names that differ only in '.' versus '_' collide."""
    return a != b and a.replace(".", "_") == b.replace(".", "_")


def _described(
    setting: KafkaSetting, synonyms: bool, documentation: bool
) -> describe_configs_response.DescribeConfigsResourceResult:
    return describe_configs_response.DescribeConfigsResourceResult(
        name=setting.name,
        value=setting.value,
        read_only=setting.read_only,
        config_source=setting.source,
        is_sensitive=False,
        synonyms=list(_synonyms(setting)) if synonyms else [],
        config_type=setting.kind,
        documentation=setting.doc if documentation else None,
    )


def _synonyms(setting: KafkaSetting) -> Iterator[describe_configs_response.DescribeConfigsSynonym]:
    yield describe_configs_response.DescribeConfigsSynonym(
        name=setting.name, value=setting.value, source=setting.source
    )
    if setting.source != CONFIG_SOURCE_DEFAULT and setting.default is not None:
        yield describe_configs_response.DescribeConfigsSynonym(
            name=setting.name, value=setting.default, source=CONFIG_SOURCE_DEFAULT
        )


__all__ = ["AdminApis"]
