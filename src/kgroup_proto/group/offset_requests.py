"""The OffsetCommit and OffsetFetch a member sends, and what their answers say."""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from kgroup_proto.error_codes import ErrorCode
from kgroup_proto.group.events import OffsetAndMetadata, TopicPartition, by_topic
from kgroup_proto.messages.offset_commit_response import OffsetCommitResponse
from kgroup_proto.messages.offset_fetch_request import OffsetFetchRequest
from kgroup_proto.messages.offset_fetch_response import OffsetFetchResponse
from kgroup_proto.protocol.requests import (
    OFFSET_COMMIT,
    OFFSET_COMMIT_HIGHEST,
    OFFSET_FETCH,
    OFFSET_FETCH_HIGHEST,
    offset_commit_request,
    offset_fetch_request,
    read_offset_commit,
    read_offset_fetch,
)
from kgroup_proto.protocol.versions import negotiate
from kgroup_proto.runtime import Struct

#: Versions of OffsetFetch that can wait out pending transactional commits (KIP-447).
_HAS_REQUIRE_STABLE = OffsetFetchRequest.field_versions("require_stable")


def commit_version(broker_versions: Mapping[int, range]) -> int:
    """The OffsetCommit version a member sends (the newest that still names topics)."""
    return negotiate(OFFSET_COMMIT, broker_versions, OFFSET_COMMIT_HIGHEST)


def fetch_version(broker_versions: Mapping[int, range]) -> int:
    """The OffsetFetch version a member sends (the newest that still names topics)."""
    return negotiate(OFFSET_FETCH, broker_versions, OFFSET_FETCH_HIGHEST)


def build_commit(
    group_id: str,
    offsets: Mapping[TopicPartition, OffsetAndMetadata],
    *,
    generation_or_epoch: int,
    member_id: str,
    group_instance_id: str | None,
) -> Struct:
    """An OffsetCommit from a group member (its generation or member epoch and id)."""
    return offset_commit_request(
        group_id,
        {tp: (o.offset, o.leader_epoch, o.metadata) for tp, o in offsets.items()},
        generation_or_epoch=generation_or_epoch,
        member_id=member_id,
        group_instance_id=group_instance_id,
    )


def read_commit(body: Struct, offsets: Iterable[TopicPartition]) -> dict[TopicPartition, ErrorCode]:
    """The partitions the coordinator refused, with its error; a partition of ``offsets`` the
    answer leaves out counts as UNKNOWN_SERVER_ERROR (the commit cannot be known to hold)."""
    if not isinstance(body, OffsetCommitResponse):
        return dict.fromkeys(offsets, ErrorCode.UNKNOWN_SERVER_ERROR)
    answered = read_offset_commit(body)
    errors: dict[TopicPartition, ErrorCode] = {}
    for tp in offsets:
        code = answered.get(tp, ErrorCode.UNKNOWN_SERVER_ERROR)
        if code != ErrorCode.NONE:
            errors[tp] = code
    return errors


def build_fetch(
    group_id: str,
    partitions: Iterable[TopicPartition],
    version: int,
    *,
    member_id: str | None = None,
    member_epoch: int = -1,
) -> Struct:
    """An OffsetFetch of ``partitions`` that waits out pending transactional commits (v7+), as
    Kafka's consumer asks (``require_stable``); v9 carries the KIP-848 member id and epoch."""
    return offset_fetch_request(
        group_id,
        by_topic(set(partitions)),
        version,
        member_id=member_id,
        member_epoch=member_epoch,
        require_stable=version in _HAS_REQUIRE_STABLE,
    )


def read_fetch(
    body: Struct, group_id: str, version: int, partitions: Iterable[TopicPartition]
) -> tuple[ErrorCode, dict[TopicPartition, OffsetAndMetadata | None]]:
    """(error, committed offsets) of an OffsetFetch: the group's error, else the first
    partition error; None where nothing is committed (offset -1)."""
    wanted = set(partitions)
    if not isinstance(body, OffsetFetchResponse):
        return ErrorCode.UNKNOWN_SERVER_ERROR, {}
    code, fetched = read_offset_fetch(body, group_id, version)
    if code != ErrorCode.NONE:
        return code, {}
    result: dict[TopicPartition, OffsetAndMetadata | None] = dict.fromkeys(wanted)
    for p in fetched:
        if p.error != ErrorCode.NONE:
            return p.error, {}
        tp = (p.topic, p.partition)
        if tp in wanted and p.offset >= 0:
            result[tp] = OffsetAndMetadata(p.offset, p.metadata or "", p.leader_epoch)
    return ErrorCode.NONE, result


__all__ = [
    "build_commit",
    "build_fetch",
    "commit_version",
    "fetch_version",
    "read_commit",
    "read_fetch",
]
