"""Request builders and response readers for the coordinator APIs, with no I/O.

The admin client and the group members both find coordinators, commit and fetch offsets; these
functions are the one place where the bodies are built for a given version and where the answers
are read back. OffsetCommit and OffsetFetch stop at v9: later versions name topics by id alone.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping

import attrs

from kgroup_proto.error_codes import ErrorCode, known_error
from kgroup_proto.messages import (
    find_coordinator_response,
    offset_commit_response,
    offset_fetch_response,
)
from kgroup_proto.messages.find_coordinator_request import FindCoordinatorRequest
from kgroup_proto.messages.offset_commit_request import (
    OffsetCommitRequest,
    OffsetCommitRequestPartition,
    OffsetCommitRequestTopic,
)
from kgroup_proto.messages.offset_fetch_request import (
    OffsetFetchRequest,
    OffsetFetchRequestGroup,
    OffsetFetchRequestTopic,
    OffsetFetchRequestTopics,
)
from kgroup_proto.protocol.models import Node

FIND_COORDINATOR, OFFSET_COMMIT, OFFSET_FETCH = 10, 8, 9
#: The newest versions that still name topics (v10 of both swaps names for topic ids).
OFFSET_COMMIT_HIGHEST = OFFSET_FETCH_HIGHEST = 9
COORDINATOR_KEY_TYPE_GROUP = 0

#: (topic, partition)
TopicPartition = tuple[str, int]


#: Versions of FindCoordinator that ask for a batch of keys (KIP-699).
_COORDINATOR_BATCH = FindCoordinatorRequest.field_versions("coordinator_keys")
#: Versions of OffsetFetch that ask for several groups at once (KIP-709).
_FETCH_GROUPS_BATCH = OffsetFetchRequest.field_versions("groups")


# ----------------------------------------------------------------------------- FindCoordinator


def find_coordinator_request(group_id: str, version: int) -> FindCoordinatorRequest:
    """The group's coordinator lookup: one key (v0-3) or a batch of one (v4+)."""
    if version in _COORDINATOR_BATCH:
        return FindCoordinatorRequest(
            key_type=COORDINATOR_KEY_TYPE_GROUP, coordinator_keys=[group_id]
        )
    return FindCoordinatorRequest(key=group_id, key_type=COORDINATOR_KEY_TYPE_GROUP)


def read_find_coordinator(
    response: find_coordinator_response.FindCoordinatorResponse, version: int
) -> tuple[ErrorCode | int, str | None, Node]:
    """(error code, error message, node) of a one-group lookup; a batch of any other size is
    answered as UNKNOWN_SERVER_ERROR."""
    if version in _COORDINATOR_BATCH:
        if len(response.coordinators) != 1:
            detail = f"expected one coordinator, got {len(response.coordinators)}"
            return ErrorCode.UNKNOWN_SERVER_ERROR, detail, Node(-1, "", -1)
        answer = response.coordinators[0]
        node = Node(answer.node_id, answer.host, answer.port)
        return known_error(answer.error_code), answer.error_message, node
    node = Node(response.node_id, response.host, response.port)
    return known_error(response.error_code), response.error_message, node


# ----------------------------------------------------------------------------- OffsetCommit


def offset_commit_request(
    group_id: str,
    offsets: Mapping[TopicPartition, tuple[int, int, str | None]],
    *,
    generation_or_epoch: int = -1,
    member_id: str = "",
    group_instance_id: str | None = None,
) -> OffsetCommitRequest:
    """A commit of ``(offset, leader epoch, metadata)`` per partition, topics in name order.

    ``generation_or_epoch`` is the classic generation or the KIP-848 member epoch (-1 and an
    empty member id for a commit from outside any group, as admin tools send it).
    """
    topics: dict[str, list[OffsetCommitRequestPartition]] = {}
    for (topic, partition), (offset, leader_epoch, metadata) in sorted(offsets.items()):
        topics.setdefault(topic, []).append(
            OffsetCommitRequestPartition(
                partition_index=partition,
                committed_offset=offset,
                committed_leader_epoch=leader_epoch,
                committed_metadata=metadata,
            )
        )
    return OffsetCommitRequest(
        group_id=group_id,
        generation_id_or_member_epoch=generation_or_epoch,
        member_id=member_id,
        group_instance_id=group_instance_id,
        topics=[
            OffsetCommitRequestTopic(name=name, partitions=parts) for name, parts in topics.items()
        ],
    )


def read_offset_commit(
    response: offset_commit_response.OffsetCommitResponse,
) -> dict[TopicPartition, ErrorCode]:
    """Every partition's error code as the coordinator answered (NONE where committed)."""
    return {
        (topic.name, p.partition_index): known_error(p.error_code)
        for topic in response.topics
        for p in topic.partitions
    }


# ----------------------------------------------------------------------------- OffsetFetch


def offset_fetch_request(
    group_id: str,
    topics: Mapping[str, Iterable[int]] | None,
    version: int,
    *,
    member_id: str | None = None,
    member_epoch: int = -1,
    require_stable: bool = False,
) -> OffsetFetchRequest:
    """One group's committed offsets: the listed partitions, or every one (None, v2+).

    v8+ use the batched form; v9's ``member_id`` and ``member_epoch`` let a KIP-848 member fetch
    with its epoch checked. ``require_stable`` (v7+) waits out pending transactional commits.
    """
    if version in _FETCH_GROUPS_BATCH:
        wanted = (
            None
            if topics is None
            else [
                OffsetFetchRequestTopics(name=t, partition_indexes=sorted(p))
                for t, p in sorted(topics.items())
            ]
        )
        return OffsetFetchRequest(
            groups=[
                OffsetFetchRequestGroup(
                    group_id=group_id, member_id=member_id, member_epoch=member_epoch, topics=wanted
                )
            ],
            require_stable=require_stable,
        )
    return OffsetFetchRequest(
        group_id=group_id,
        topics=None
        if topics is None
        else [
            OffsetFetchRequestTopic(name=t, partition_indexes=sorted(p))
            for t, p in sorted(topics.items())
        ],
        require_stable=require_stable,
    )


@attrs.frozen
class FetchedOffset:
    """One partition of an OffsetFetch answer; ``offset`` -1 when nothing is committed."""

    topic: str
    partition: int
    offset: int
    leader_epoch: int
    metadata: str | None
    error: ErrorCode


def read_offset_fetch(
    response: offset_fetch_response.OffsetFetchResponse, group_id: str, version: int
) -> tuple[ErrorCode, list[FetchedOffset]]:
    """(the group's error code, every partition's answer) of a one-group fetch.

    A v8+ answer that does not carry exactly the one group asked for is UNKNOWN_SERVER_ERROR.
    """
    parts: list[
        tuple[
            str,
            offset_fetch_response.OffsetFetchResponsePartition
            | offset_fetch_response.OffsetFetchResponsePartitions,
        ]
    ]
    if version in _FETCH_GROUPS_BATCH:
        groups = [g for g in response.groups if g.group_id == group_id]
        if len(groups) != 1:
            return ErrorCode.UNKNOWN_SERVER_ERROR, []
        code = groups[0].error_code
        parts = [(t.name, p) for t in groups[0].topics for p in t.partitions]
    else:
        code = response.error_code
        parts = [(t.name, p) for t in response.topics for p in t.partitions]
    fetched = [
        FetchedOffset(
            topic,
            p.partition_index,
            p.committed_offset,
            p.committed_leader_epoch,
            p.metadata,
            known_error(p.error_code),
        )
        for topic, p in parts
    ]
    return known_error(code), fetched
