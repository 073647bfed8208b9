"""Fetch, as a consumer sends it: one partition's records from an offset, with no I/O.

Requests go out in the negotiated version, from v4 (the first to carry isolation levels, last
stable offsets and aborted transactions, with records in batches of magic 2). v7+ could use a
fetch session (KIP-227); these requests ask for none (session id 0, epoch -1), so every fetch is
a full one. v13+ name topics by id, which Metadata v10+ gives; without an id the request stays at
v12.
"""

from __future__ import annotations

import uuid

import attrs

from kgroup_proto.error_codes import ErrorCode, known_error
from kgroup_proto.messages import fetch_response
from kgroup_proto.messages.fetch_request import FetchPartition, FetchRequest, FetchTopic

FETCH = 1
LOWEST_VERSION = 4
#: Versions of Fetch that name topics by id (KIP-516); the last one that names them by name.
_BY_TOPIC_ID = FetchTopic.field_versions("topic_id")
LAST_VERSION_WITH_NAMES = FetchTopic.field_versions("topic").stop - 1
NO_SESSION_ID, NO_SESSION_EPOCH = 0, -1


@attrs.frozen
class FetchedPartition:
    """One partition of a Fetch answer."""

    error: ErrorCode
    high_watermark: int
    last_stable_offset: int  # -1 when the version has none
    log_start_offset: int  # -1 when the version has none
    #: (producer id, first offset) of transactions aborted in the range (read_committed).
    aborted: tuple[tuple[int, int], ...]
    records: bytes


def fetch_version(offered: int, topic_id: uuid.UUID) -> int:
    """The version to send: the negotiated one, kept at v12 when the topic id is unknown."""
    if topic_id.int == 0:
        return min(offered, LAST_VERSION_WITH_NAMES)
    return offered


def fetch_request(
    topic: str,
    topic_id: uuid.UUID,
    partition: int,
    offset: int,
    version: int,
    *,
    max_bytes: int,
    partition_max_bytes: int,
    max_wait_ms: int = 500,
    min_bytes: int = 1,
    isolation_level: int = 0,
    leader_epoch: int = -1,
) -> FetchRequest:
    """A full fetch (no session) of one partition from ``offset``."""
    if version < LOWEST_VERSION:
        raise ValueError(f"Fetch v{version} predates record batches; v{LOWEST_VERSION}+ is needed")
    return FetchRequest(
        replica_id=-1,
        max_wait_ms=max_wait_ms,
        min_bytes=min_bytes,
        max_bytes=max_bytes,
        isolation_level=isolation_level,
        session_id=NO_SESSION_ID,
        session_epoch=NO_SESSION_EPOCH,
        topics=[
            FetchTopic(
                topic=topic,
                topic_id=topic_id,
                partitions=[
                    FetchPartition(
                        partition=partition,
                        current_leader_epoch=leader_epoch,
                        fetch_offset=offset,
                        log_start_offset=-1,
                        partition_max_bytes=partition_max_bytes,
                    )
                ],
            )
        ],
    )


def read_fetch(
    response: fetch_response.FetchResponse,
    topic: str,
    topic_id: uuid.UUID,
    partition: int,
    version: int,
) -> FetchedPartition | None:
    """The answer for the one partition asked; a top-level error (v7+) applies to it.

    None when the answer leaves the partition out, as some brokers (Tansu) do when it has
    nothing to return within the wait.
    """
    if response.error_code != ErrorCode.NONE:
        return FetchedPartition(known_error(response.error_code), -1, -1, -1, (), b"")
    for answer in response.responses:
        named = answer.topic_id == topic_id if version in _BY_TOPIC_ID else answer.topic == topic
        if not named:
            continue
        for data in answer.partitions:
            if data.partition_index != partition:
                continue
            return FetchedPartition(
                error=known_error(data.error_code),
                high_watermark=data.high_watermark,
                last_stable_offset=data.last_stable_offset,
                log_start_offset=data.log_start_offset,
                aborted=tuple(
                    (a.producer_id, a.first_offset) for a in data.aborted_transactions or ()
                ),
                records=data.records or b"",
            )
    return None
