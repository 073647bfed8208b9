"""What the group-administration calls return: plain frozen records, ready for ``attrs.asdict``."""

from __future__ import annotations

import attrs

#: topic -> sorted partition indexes.
TopicPartitions = dict[str, list[int]]


@attrs.frozen
class Node:
    """A broker as FindCoordinator names it."""

    node_id: int
    host: str
    port: int

    @property
    def address(self) -> str:
        return f"{self.host}:{self.port}"


@attrs.frozen
class GroupListing:
    """One group from ListGroups. ``state`` needs ListGroups v4, ``group_type`` v5."""

    group_id: str
    protocol_type: str
    state: str | None
    group_type: str | None


@attrs.frozen
class MemberDescription:
    """One member of a described group.

    For classic groups ``assignment`` and ``subscribed_topics`` are decoded from the member's
    ConsumerProtocolAssignment and ConsumerProtocolSubscription bytes (None when the group does
    not use the consumer protocol, or the broker sent no bytes because it is rebalancing). For
    KIP-848 consumer groups they come from ConsumerGroupDescribe, which also gives the member's
    epoch and the target assignment it is moving to; for share groups from ShareGroupDescribe.
    A streams group's member (StreamsGroupDescribe) is assigned tasks, not partitions: its
    ``assignment`` is None and ``active_tasks``, ``standby_tasks`` and ``warmup_tasks`` map each
    subtopology id to its task (partition) numbers; ``process_id`` names the application
    instance the member runs in.
    """

    member_id: str
    client_id: str
    client_host: str
    group_instance_id: str | None
    assignment: TopicPartitions | None
    subscribed_topics: list[str] | None
    member_epoch: int | None = None
    target_assignment: TopicPartitions | None = None
    rack_id: str | None = None
    active_tasks: TopicPartitions | None = None
    standby_tasks: TopicPartitions | None = None
    warmup_tasks: TopicPartitions | None = None
    process_id: str | None = None


@attrs.frozen
class GroupDescription:
    """A group as its coordinator describes it.

    ``group_type`` is ``"classic"`` (JoinGroup/SyncGroup, described by DescribeGroups),
    ``"consumer"`` (KIP-848, described by ConsumerGroupDescribe), ``"share"`` (KIP-932,
    ShareGroupDescribe) or ``"streams"`` (KIP-1071, StreamsGroupDescribe). ``assignor`` is the
    classic group's chosen protocol (e.g. ``"range"``) or the other kinds' server-side assignor.
    ``protocol_type`` is what ListGroups reports for the kind: ``"consumer"`` for consumer
    groups, ``"share"`` and ``"streams"`` for the others.
    """

    group_id: str
    group_type: str
    state: str
    protocol_type: str
    assignor: str
    members: list[MemberDescription]
    coordinator: Node
    group_epoch: int | None = None
    assignment_epoch: int | None = None


@attrs.frozen
class ShareOffset:
    """Where a share group stands on one partition: the share-partition's start offset (the
    records before it are all done with; -1 while the group has not initialized it), the
    leader epoch recorded with it, and the lag the coordinator reports (None when the broker
    speaks DescribeShareGroupOffsets v0, which has no lag, or reports it unknown)."""

    topic: str
    partition: int
    start_offset: int
    leader_epoch: int
    lag: int | None


@attrs.frozen
class CommittedOffset:
    """A committed offset of one partition (``leader_epoch`` is -1 when unknown)."""

    topic: str
    partition: int
    offset: int
    leader_epoch: int
    metadata: str | None
