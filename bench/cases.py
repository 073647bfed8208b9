"""The benchmark's messages, built once as kgroup-proto objects from seeded random data.

Every library is measured on the same logical message, so each case is built here exactly once;
the peers' objects are converted from it (bench/peers/). The data looks like a real cluster's:
uuid-bearing member ids, dotted topic names, large offsets, binary protocol metadata.
"""

from __future__ import annotations

import random
import uuid
from collections.abc import Callable
from dataclasses import dataclass

from kgroup_proto.messages.consumer_group_heartbeat_response import (
    Assignment,
    ConsumerGroupHeartbeatResponse,
    TopicPartitions,
)
from kgroup_proto.messages.describe_groups_response import (
    DescribedGroup,
    DescribedGroupMember,
    DescribeGroupsResponse,
)
from kgroup_proto.messages.heartbeat_request import HeartbeatRequest
from kgroup_proto.messages.join_group_response import JoinGroupResponse, JoinGroupResponseMember
from kgroup_proto.messages.offset_commit_request import (
    OffsetCommitRequest,
    OffsetCommitRequestPartition,
    OffsetCommitRequestTopic,
)
from kgroup_proto.messages.offset_fetch_response import (
    OffsetFetchResponse,
    OffsetFetchResponseGroup,
    OffsetFetchResponsePartitions,
    OffsetFetchResponseTopics,
)
from kgroup_proto.runtime import Struct

SEED = 20240611
WORDS = ("orders", "payments", "clicks", "inventory", "audit", "billing", "sessions", "alerts")

#: Unknown tagged field put on nested structs for the "with tagged fields" scaling shape.
NESTED_TAG = ((100, b"xx"),)


@dataclass(frozen=True)
class Case:
    """One benchmark case: the message, its version and the kgroup-proto object holding it."""

    key: str
    title: str
    name: str
    version: int
    obj: Struct
    #: Partition entries in the message (for bytes per decoded partition), 0 if not counted.
    partitions: int = 0


def _uuid(rng: random.Random) -> uuid.UUID:
    return uuid.UUID(int=rng.getrandbits(128), version=4)


def _member_id(rng: random.Random, client: str) -> str:
    """A classic-protocol member id: the client id, a dash, and a random uuid."""
    return f"{client}-{_uuid(rng)}"


def _topic(rng: random.Random, i: int) -> str:
    return f"prod.{rng.choice(WORDS)}.events-v2.{i:04d}"


def join_group_response(rng: random.Random) -> Case:
    """(a) The leader's JoinGroup response: 100 members, 150 B of subscription metadata each."""
    members = [
        JoinGroupResponseMember(
            member_id=_member_id(rng, f"consumer-{i:03d}"),
            group_instance_id=f"app-host-{i:03d}" if i % 5 == 0 else None,
            metadata=rng.randbytes(150),
        )
        for i in range(100)
    ]
    obj = JoinGroupResponse(
        throttle_time_ms=0,
        error_code=0,
        generation_id=1742,
        protocol_type="consumer",
        protocol_name="cooperative-sticky",
        leader=members[0].member_id,
        skip_assignment=False,
        member_id=members[0].member_id,
        members=members,
    )
    return Case("a", "JoinGroupResponse v9, 100 members x 150 B", "JoinGroupResponse", 9, obj)


def offset_commit_request(
    rng: random.Random, topics: int = 20, partitions: int = 50, tags: bool = False
) -> OffsetCommitRequest:
    """An OffsetCommitRequest v9 of ``topics`` x ``partitions``; also the scaling shape."""
    extra = NESTED_TAG if tags else ()
    return OffsetCommitRequest(
        group_id="prod.orders.enricher",
        generation_id_or_member_epoch=1742,
        member_id=_member_id(rng, "consumer-app-007"),
        group_instance_id=None,
        topics=[
            OffsetCommitRequestTopic(
                name=_topic(rng, t),
                partitions=[
                    OffsetCommitRequestPartition(
                        partition_index=p,
                        committed_offset=rng.randrange(1 << 40),
                        committed_leader_epoch=rng.randrange(200),
                        committed_metadata="",
                        unknown_tagged_fields=extra,
                    )
                    for p in range(partitions)
                ],
                unknown_tagged_fields=extra,
            )
            for t in range(topics)
        ],
    )


def consumer_group_heartbeat_response(rng: random.Random) -> Case:
    """(c) A KIP-848 heartbeat response carrying a 10 topics x 100 partitions assignment."""
    obj = ConsumerGroupHeartbeatResponse(
        throttle_time_ms=0,
        error_code=0,
        error_message=None,
        member_id="Wb6RkX3hQy2vNcEo1pLt8A",
        member_epoch=57,
        heartbeat_interval_ms=5000,
        assignment=Assignment(
            topic_partitions=[
                TopicPartitions(topic_id=_uuid(rng), partitions=list(range(100))) for _ in range(10)
            ]
        ),
    )
    return Case(
        "c",
        "ConsumerGroupHeartbeatResponse v0, 10 topics x 100 partitions",
        "ConsumerGroupHeartbeatResponse",
        0,
        obj,
    )


def heartbeat_request(rng: random.Random) -> Case:
    """(d) The smallest frequent message: a classic-protocol heartbeat."""
    obj = HeartbeatRequest(
        group_id="prod.orders.enricher",
        generation_id=1742,
        member_id=_member_id(rng, "consumer-app-0007"),
        group_instance_id=None,
    )
    return Case("d", "HeartbeatRequest v4", "HeartbeatRequest", 4, obj)


def describe_groups_response(rng: random.Random) -> Case:
    """(e) An admin's DescribeGroups answer: 20 groups x 20 members with metadata and assignment."""
    groups = []
    for g in range(20):
        members = [
            DescribedGroupMember(
                member_id=_member_id(rng, f"consumer-app-{m:03d}"),
                group_instance_id=None,
                client_id=f"consumer-app-{m:03d}",
                client_host=f"/10.{g}.{m}.{rng.randrange(256)}",
                member_metadata=rng.randbytes(43),
                member_assignment=rng.randbytes(56),
            )
            for m in range(20)
        ]
        groups.append(
            DescribedGroup(
                error_code=0,
                group_id=f"prod.{WORDS[g % len(WORDS)]}.group-{g:02d}",
                group_state="Stable",
                protocol_type="consumer",
                protocol_data="range",
                members=members,
            )
        )
    obj = DescribeGroupsResponse(throttle_time_ms=0, groups=groups)
    return Case(
        "e", "DescribeGroupsResponse v5, 20 groups x 20 members", "DescribeGroupsResponse", 5, obj
    )


def offset_fetch_response(rng: random.Random) -> Case:
    """(f) A batched OffsetFetch answer: 5 groups x 10 topics x 50 partitions."""
    groups = [
        OffsetFetchResponseGroup(
            group_id=f"prod.{WORDS[g]}.group-{g:02d}",
            topics=[
                OffsetFetchResponseTopics(
                    name=_topic(rng, t),
                    partitions=[
                        OffsetFetchResponsePartitions(
                            partition_index=p,
                            committed_offset=rng.randrange(1 << 40),
                            committed_leader_epoch=rng.randrange(200),
                            metadata="",
                            error_code=0,
                        )
                        for p in range(50)
                    ],
                )
                for t in range(10)
            ],
            error_code=0,
        )
        for g in range(5)
    ]
    obj = OffsetFetchResponse(throttle_time_ms=0, groups=groups)
    return Case(
        "f",
        "OffsetFetchResponse v8, 5 groups x 10 topics x 50 partitions",
        "OffsetFetchResponse",
        8,
        obj,
        partitions=2500,
    )


def _offset_commit_case(rng: random.Random) -> Case:
    obj = offset_commit_request(rng)
    title = "OffsetCommitRequest v9, 20 topics x 50 partitions"
    return Case("b", title, "OffsetCommitRequest", 9, obj, partitions=1000)


BUILDERS: dict[str, Callable[[random.Random], Case]] = {
    "a": join_group_response,
    "b": _offset_commit_case,
    "c": consumer_group_heartbeat_response,
    "d": heartbeat_request,
    "e": describe_groups_response,
    "f": offset_fetch_response,
}


def build(keys: list[str]) -> list[Case]:
    """The requested cases, each from its own seeded generator so that selection is stable."""
    return [BUILDERS[key](random.Random(f"{SEED}-{key}")) for key in keys]
