"""Topics, partitions and their offsets: Metadata (leaders) and ListOffsets (offsets by time).

The request builders and response readers have no I/O. :func:`describe_topics` and
:func:`list_offsets` run them over the connections of any ``Brokers`` (a ``GroupAdmin``):
Metadata goes to any bootstrap broker, ListOffsets to each partition's leader. When a leader
moved or is not known yet (the errors Kafka's clients answer with a metadata refresh), the
metadata is read again and the partitions still unanswered are asked again, a bounded number of
times.
"""

from __future__ import annotations

import asyncio
import uuid
from collections.abc import Iterable, Mapping

import attrs

from kgroup_proto.client.connection import Brokers
from kgroup_proto.client.errors import BrokerError, ClientError
from kgroup_proto.error_codes import ErrorCode, known_error
from kgroup_proto.messages import list_offsets_response, metadata_response
from kgroup_proto.messages.list_offsets_request import (
    ListOffsetsPartition,
    ListOffsetsRequest,
    ListOffsetsTopic,
)
from kgroup_proto.messages.metadata_request import MetadataRequest, MetadataRequestTopic
from kgroup_proto.protocol.models import Node

METADATA, LIST_OFFSETS = 3, 2
#: ListOffsets' special timestamps.
LATEST, EARLIEST = -1, -2
#: Isolation levels (Fetch and ListOffsets): all records, or only those of committed
#: transactions (reads stop at the last stable offset).
READ_UNCOMMITTED, READ_COMMITTED = 0, 1
#: Partition errors after which Kafka's clients read the metadata again and retry.
REFRESH_ERRORS = frozenset(
    {
        ErrorCode.NOT_LEADER_OR_FOLLOWER,
        ErrorCode.LEADER_NOT_AVAILABLE,
        ErrorCode.UNKNOWN_TOPIC_OR_PARTITION,
        ErrorCode.UNKNOWN_TOPIC_ID,
        ErrorCode.FENCED_LEADER_EPOCH,
        ErrorCode.UNKNOWN_LEADER_EPOCH,
        ErrorCode.REPLICA_NOT_AVAILABLE,
        ErrorCode.KAFKA_STORAGE_ERROR,
        ErrorCode.OFFSET_NOT_AVAILABLE,
    }
)

#: (topic, partition)
TopicPartition = tuple[str, int]


@attrs.frozen
class PartitionMetadata:
    partition: int
    leader: int  # node id, -1 when there is none
    leader_epoch: int
    error: ErrorCode


@attrs.frozen
class TopicMetadata:
    name: str
    topic_id: uuid.UUID  # all zeros before Metadata v10
    is_internal: bool
    error: ErrorCode
    partitions: tuple[PartitionMetadata, ...]


@attrs.frozen
class ClusterMetadata:
    brokers: Mapping[int, Node]
    topics: Mapping[str, TopicMetadata]

    def leader(self, topic: str, partition: int) -> Node | None:
        """The partition's leader, or None when the metadata names none (or no such broker)."""
        described = self.topics.get(topic)
        if described is None:
            return None
        for candidate in described.partitions:
            if candidate.partition == partition:
                return self.brokers.get(candidate.leader)
        return None

    def leader_epoch(self, topic: str, partition: int) -> int:
        described = self.topics.get(topic)
        for candidate in described.partitions if described else ():
            if candidate.partition == partition:
                return candidate.leader_epoch
        return -1


# ----------------------------------------------------------------------------- Metadata


#: Versions of ListOffsets that can ask for the last stable offset (read_committed).
_HAS_ISOLATION_LEVEL = ListOffsetsRequest.field_versions("isolation_level")


def metadata_request(topics: Iterable[str] | None, version: int) -> MetadataRequest:
    """Metadata of ``topics``, or of every topic (None; v0 says "all" with an empty list).

    Topics are never created by asking (v4+), as a reader must not create what it reads.
    """
    wanted: list[MetadataRequestTopic] | None
    if topics is None:
        wanted = [] if version == 0 else None
    else:
        wanted = [MetadataRequestTopic(name=t) for t in sorted(set(topics))]
    return MetadataRequest(topics=wanted, allow_auto_topic_creation=False)


def read_metadata(response: metadata_response.MetadataResponse) -> ClusterMetadata:
    brokers = {b.node_id: Node(b.node_id, b.host, b.port) for b in response.brokers}
    topics = {}
    for topic in response.topics:
        if topic.name is None:
            continue
        topics[topic.name] = TopicMetadata(
            name=topic.name,
            topic_id=topic.topic_id,
            is_internal=topic.is_internal,
            error=known_error(topic.error_code),
            partitions=tuple(
                sorted(
                    (
                        PartitionMetadata(
                            p.partition_index,
                            p.leader_id,
                            p.leader_epoch,
                            known_error(p.error_code),
                        )
                        for p in topic.partitions
                    ),
                    key=lambda p: p.partition,
                )
            ),
        )
    return ClusterMetadata(brokers, topics)


async def describe_topics(admin: Brokers, topics: Iterable[str] | None) -> ClusterMetadata:
    """The cluster's brokers and ``topics`` (None: every topic), from any bootstrap broker."""
    broker = await admin.any_broker()
    version = broker.version_for(METADATA)
    response = await broker.request(metadata_request(topics, version), version)
    assert isinstance(response, metadata_response.MetadataResponse)
    return read_metadata(response)


# ----------------------------------------------------------------------------- ListOffsets


def list_offsets_request(
    timestamps: Mapping[TopicPartition, int],
    version: int,
    *,
    isolation_level: int = READ_UNCOMMITTED,
    leader_epochs: Mapping[TopicPartition, int] | None = None,
) -> ListOffsetsRequest:
    """The first offset at or after each timestamp (or LATEST, EARLIEST), asked as a consumer
    (replica id -1). v0 is not built: it answers with a list of offsets instead of one."""
    if version < 1:
        raise ValueError("ListOffsets v0 answers a different question; v1 or later is needed")
    topics: dict[str, list[ListOffsetsPartition]] = {}
    for (topic, partition), timestamp in sorted(timestamps.items()):
        topics.setdefault(topic, []).append(
            ListOffsetsPartition(
                partition_index=partition,
                current_leader_epoch=(leader_epochs or {}).get((topic, partition), -1),
                timestamp=timestamp,
            )
        )
    return ListOffsetsRequest(
        replica_id=-1,
        isolation_level=isolation_level,
        topics=[ListOffsetsTopic(name=t, partitions=p) for t, p in topics.items()],
    )


def read_list_offsets(
    response: list_offsets_response.ListOffsetsResponse,
) -> dict[TopicPartition, tuple[ErrorCode, int]]:
    """(error, offset) per partition; offset -1 when no record is at or after the timestamp."""
    return {
        (topic.name, p.partition_index): (known_error(p.error_code), p.offset)
        for topic in response.topics
        for p in topic.partitions
    }


class OffsetLookupFailed(ClientError):
    """ListOffsets failed for some partitions after every retry; the message names them."""


async def list_offsets(
    admin: Brokers,
    timestamps: Mapping[TopicPartition, int],
    *,
    isolation_level: int = READ_UNCOMMITTED,
    metadata: ClusterMetadata | None = None,
    retries: int = 3,
    retry_backoff: float = 0.2,
) -> dict[TopicPartition, int]:
    """The offset for each partition's timestamp, asked of its leader (-1: no such record).

    Partitions whose leader moved or is unknown are asked again after a metadata refresh, up
    to ``retries`` times; other errors fail at once.
    """
    found: dict[TopicPartition, int] = {}
    pending = dict(timestamps)
    failures: dict[TopicPartition, ErrorCode] = {}
    for attempt in range(retries + 1):
        if metadata is None or attempt:
            metadata = await describe_topics(admin, sorted({t for t, _ in pending}))
        by_leader: dict[Node, dict[TopicPartition, int]] = {}
        failures = {}
        for tp, timestamp in pending.items():
            leader = metadata.leader(*tp)
            if leader is None:
                failures[tp] = ErrorCode.LEADER_NOT_AVAILABLE
            else:
                by_leader.setdefault(leader, {})[tp] = timestamp
        answers = await asyncio.gather(
            *(
                _list_at(admin, node, asked, isolation_level, metadata)
                for node, asked in by_leader.items()
            )
        )
        for answer in answers:
            for tp, (code, offset) in answer.items():
                if code == ErrorCode.NONE:
                    found[tp] = offset
                    pending.pop(tp, None)
                elif code in REFRESH_ERRORS:
                    failures[tp] = code
                else:
                    raise BrokerError(code, f"ListOffsets {tp[0]}-{tp[1]}")
        if not pending:
            return found
        if attempt < retries:
            await asyncio.sleep(retry_backoff * 2**attempt)
    named = ", ".join(
        f"{t}-{p} ({failures[(t, p)].name if (t, p) in failures else 'no answer'})"
        for t, p in pending
    )
    raise OffsetLookupFailed(f"no offsets for {named} after {retries + 1} attempts")


async def _list_at(
    admin: Brokers,
    node: Node,
    timestamps: Mapping[TopicPartition, int],
    isolation_level: int,
    metadata: ClusterMetadata,
) -> dict[TopicPartition, tuple[ErrorCode, int]]:
    connection = await admin.connection(node.host, node.port)
    version = connection.version_for(LIST_OFFSETS)
    if isolation_level == READ_COMMITTED and version not in _HAS_ISOLATION_LEVEL:
        raise BrokerError(
            ErrorCode.UNSUPPORTED_VERSION,
            f"ListOffsets v{version} to {connection.address}",
            "read_committed needs ListOffsets v2 or later",
        )
    epochs = {tp: metadata.leader_epoch(*tp) for tp in timestamps}
    request = list_offsets_request(
        timestamps, version, isolation_level=isolation_level, leader_epochs=epochs
    )
    response = await connection.request(request, version)
    assert isinstance(response, list_offsets_response.ListOffsetsResponse)
    answered = read_list_offsets(response)
    # A partition the broker left out of its answer is asked again like a moved one.
    return {tp: answered.get(tp, (ErrorCode.LEADER_NOT_AVAILABLE, -1)) for tp in timestamps}
