"""``__consumer_offsets``: the internal topic where the coordinator keeps groups and offsets.

As in Kafka, every change the coordinator makes is appended to the group's partition of the
topic as one record batch (magic 2, CreateTime, no producer), whose records are the ones Kafka's
coordinator writes, byte for byte: the key is an int16 record type followed by the key struct,
the value an int16 version followed by the value struct, and a missing value (a tombstone)
deletes the key. The versions are the ones Kafka 4.x writes:

=====================================  ============  ================
record                                 key (type)    value version
=====================================  ============  ================
OffsetCommit                           1             3
GroupMetadata (classic group)          2             3
ConsumerGroupMetadata (group epoch)    3             0
ConsumerGroupPartitionMetadata         4             0
ConsumerGroupMemberMetadata            5             0
ConsumerGroupTargetAssignmentMetadata  6             0
ConsumerGroupTargetAssignmentMember    7             0
ConsumerGroupCurrentMemberAssignment   8             0
ShareGroupPartitionMetadata            9             0
ShareGroupMemberMetadata               10            0
ShareGroupMetadata (group epoch)       11            0
ShareGroupTargetAssignmentMetadata     12            0
ShareGroupTargetAssignmentMember       13            0
ShareGroupCurrentMemberAssignment      14            0
=====================================  ============  ================

A group's partition is Kafka's: ``Utils.abs(groupId.hashCode()) % partitions``, with Java's
``String.hashCode`` over UTF-16 code units (:func:`partition_for`).

Group records are derived from the state machines: :func:`classic_group_records`,
:func:`consumer_group_records` and :func:`share_group_records` give the records a group's state
stands for, and the journal (:class:`OffsetsTopic`) appends only what changed since it last
wrote for that group, with tombstones for keys that disappeared. A classic group is written when
a generation becomes stable (with its members, their subscriptions and the leader's
assignments), when it becomes empty, and when it goes; during a rebalance its last stable
generation stays, as in Kafka.

Replaying the topic (:meth:`OffsetsTopic.load`) keeps the latest value of every key, which is
all Kafka's loader needs too, and rebuilds the offsets and groups from it: classic groups come
back Stable with their members, generation and assignments (or Empty), so members go on
heartbeating without a rebalance; KIP-848 groups come back with their epochs, members, target
and current assignments, KIP-932 share groups likewise. Every member's session starts again
at load.

A member's CurrentMemberAssignment record carries KIP-1251's ``AssignmentEpochs`` (Kafka 4.3's
schema): for every partition of AssignedPartitions, the member epoch in which the member was
given it (a tagged field of TopicPartitions, left out of PartitionsPendingRevocation, whose
partitions the member is giving up). A reload restores them, so a commit is fenced after a
restart exactly as before it. A record without them (written before KIP-1251) makes each of the
member's partitions count as given in its current epoch, which accepts exactly the commits
Kafka accepted before KIP-1251 (the epoch in the request equal to the member's).

Compaction (:meth:`OffsetsTopic.compact`, :func:`~kgroup_proto.coordinator.log_storage.compact`)
keeps the latest record of every key with its offset, and a tombstone for a day
(:data:`TOMBSTONE_RETENTION_MS`, Kafka's delete.retention.ms). A partition is compacted when the
records appended since its last compaction reach both the number that survived it and
``offsets_compaction_min_records``: Kafka's cleanable ratio of 0.5. The same rule is applied
when the topic is loaded, so a restart reads at most about twice the live state.
"""

from __future__ import annotations

import logging
import struct
import uuid
from collections import Counter
from collections.abc import Callable, Iterable, Mapping
from pathlib import Path

import attrs

from kgroup_proto.compression import CompressionError
from kgroup_proto.consumer_offsets import (
    Decoded,
    RecordError,
    decode_record,
    group_of,
    key_schema_version,
    written_record_type,
)
from kgroup_proto.coordinator.classic_group import ClassicGroup, GroupState, Member
from kgroup_proto.coordinator.committed_offsets import CommittedOffset
from kgroup_proto.coordinator.config import GroupSettings
from kgroup_proto.coordinator.consumer_group import (
    ConsumerGroup,
    ConsumerGroupMember,
    MemberState,
    Partitions,
)
from kgroup_proto.coordinator.log_storage import (
    Compaction,
    Topic,
    TopicStore,
    compact,
    topic_id_for,
)
from kgroup_proto.coordinator.share_group import ShareGroup, ShareGroupMember
from kgroup_proto.messages import (
    share_group_current_member_assignment_value as share_current,
)
from kgroup_proto.messages import share_group_partition_metadata_value as share_partitions
from kgroup_proto.messages import share_group_target_assignment_member_value as share_target
from kgroup_proto.messages.consumer_group_current_member_assignment_key import (
    ConsumerGroupCurrentMemberAssignmentKey,
)
from kgroup_proto.messages.consumer_group_current_member_assignment_value import (
    ConsumerGroupCurrentMemberAssignmentValue,
    TopicPartitions,
)
from kgroup_proto.messages.consumer_group_member_metadata_key import ConsumerGroupMemberMetadataKey
from kgroup_proto.messages.consumer_group_member_metadata_value import (
    ConsumerGroupMemberMetadataValue,
)
from kgroup_proto.messages.consumer_group_metadata_key import ConsumerGroupMetadataKey
from kgroup_proto.messages.consumer_group_metadata_value import ConsumerGroupMetadataValue
from kgroup_proto.messages.consumer_group_partition_metadata_key import (
    ConsumerGroupPartitionMetadataKey,
)
from kgroup_proto.messages.consumer_group_partition_metadata_value import (
    ConsumerGroupPartitionMetadataValue,
    TopicMetadata,
)
from kgroup_proto.messages.consumer_group_target_assignment_member_key import (
    ConsumerGroupTargetAssignmentMemberKey,
)
from kgroup_proto.messages.consumer_group_target_assignment_member_value import (
    ConsumerGroupTargetAssignmentMemberValue,
    TopicPartition,
)
from kgroup_proto.messages.consumer_group_target_assignment_metadata_key import (
    ConsumerGroupTargetAssignmentMetadataKey,
)
from kgroup_proto.messages.consumer_group_target_assignment_metadata_value import (
    ConsumerGroupTargetAssignmentMetadataValue,
)
from kgroup_proto.messages.group_metadata_key import GroupMetadataKey
from kgroup_proto.messages.group_metadata_value import GroupMetadataValue, MemberMetadata
from kgroup_proto.messages.offset_commit_key import OffsetCommitKey
from kgroup_proto.messages.offset_commit_value import OffsetCommitValue
from kgroup_proto.messages.share_group_current_member_assignment_key import (
    ShareGroupCurrentMemberAssignmentKey,
)
from kgroup_proto.messages.share_group_member_metadata_key import ShareGroupMemberMetadataKey
from kgroup_proto.messages.share_group_member_metadata_value import ShareGroupMemberMetadataValue
from kgroup_proto.messages.share_group_metadata_key import ShareGroupMetadataKey
from kgroup_proto.messages.share_group_metadata_value import ShareGroupMetadataValue
from kgroup_proto.messages.share_group_partition_metadata_key import (
    ShareGroupPartitionMetadataKey,
)
from kgroup_proto.messages.share_group_target_assignment_member_key import (
    ShareGroupTargetAssignmentMemberKey,
)
from kgroup_proto.messages.share_group_target_assignment_metadata_key import (
    ShareGroupTargetAssignmentMetadataKey,
)
from kgroup_proto.messages.share_group_target_assignment_metadata_value import (
    ShareGroupTargetAssignmentMetadataValue,
)
from kgroup_proto.record_batch import BatchError, Record, build_batch, read_header, read_records
from kgroup_proto.runtime import DecodeError, Struct

log = logging.getLogger("kgroup_proto.coordinator.offsets_topic")

OFFSETS_TOPIC = "__consumer_offsets"
#: Topics clients may read but never produce to, reported with IsInternal in Metadata.
INTERNAL_TOPICS = frozenset({OFFSETS_TOPIC})
#: Kafka's delete.retention.ms: how long compaction keeps a tombstone.
TOMBSTONE_RETENTION_MS = 24 * 3600 * 1000

#: Value versions Kafka 4.x writes: OffsetCommitValue v3 (v1 only with an expire timestamp,
#: which this broker never sets), GroupMetadataValue v3, every KIP-848 value v0.
OFFSET_COMMIT_VALUE_VERSION = 3
GROUP_METADATA_VALUE_VERSION = 3
CONSUMER_VALUE_VERSION = 0

#: KIP-848 member states as the CurrentMemberAssignment record numbers them.
MEMBER_STATE_CODES = {
    MemberState.STABLE: 0,
    MemberState.UNREVOKED_PARTITIONS: 1,
    MemberState.UNRELEASED_PARTITIONS: 2,
}
_STATES_BY_CODE = {code: state for state, code in MEMBER_STATE_CODES.items()}
#: The share group records this coordinator keeps (ShareGroupStatePartitionMetadata, which
#: Kafka's share coordinator needs, is not written and is ignored on replay).
_SHARE_KEYS = (
    ShareGroupCurrentMemberAssignmentKey,
    ShareGroupTargetAssignmentMemberKey,
    ShareGroupMemberMetadataKey,
    ShareGroupTargetAssignmentMetadataKey,
    ShareGroupPartitionMetadataKey,
    ShareGroupMetadataKey,
)
#: Tombstones of a group's records go out in this order of record types: per-member records
#: first, the group's epoch record last (a replay that meets it has nothing left to drop).
_TOMBSTONE_ORDER = {
    written_record_type(key_class): rank
    for rank, key_class in enumerate(
        [
            ConsumerGroupCurrentMemberAssignmentKey,
            ConsumerGroupTargetAssignmentMemberKey,
            ConsumerGroupMemberMetadataKey,
            ConsumerGroupTargetAssignmentMetadataKey,
            ConsumerGroupPartitionMetadataKey,
            ConsumerGroupMetadataKey,
            ShareGroupCurrentMemberAssignmentKey,
            ShareGroupTargetAssignmentMemberKey,
            ShareGroupMemberMetadataKey,
            ShareGroupTargetAssignmentMetadataKey,
            ShareGroupPartitionMetadataKey,
            ShareGroupMetadataKey,
            GroupMetadataKey,
        ]
    )
}
_INT16 = struct.Struct(">h")

#: One record: key bytes and value bytes (None for a tombstone).
KeyValue = tuple[bytes, bytes | None]


# ----------------------------------------------------------------------------- partitioning


def java_hash(text: str) -> int:
    """Java's String.hashCode (over UTF-16 code units, as a signed int32)."""
    data = text.encode("utf-16-be")
    value = 0
    for index in range(0, len(data), 2):
        value = (31 * value + (data[index] << 8 | data[index + 1])) & 0xFFFFFFFF
    return value - (1 << 32) if value >= 1 << 31 else value


def partition_for(group_id: str, partitions: int) -> int:
    """The ``__consumer_offsets`` partition of a group: ``Utils.abs(hashCode) % partitions``.

    Kafka's ``Utils.abs`` maps Integer.MIN_VALUE to 0 (``Math.abs`` would leave it negative).
    """
    code = java_hash(group_id)
    return (0 if code == -(1 << 31) else abs(code)) % partitions


# ----------------------------------------------------------------------------- records


def _key(key: Struct) -> bytes:
    """A key as Kafka writes it: its record type, then its body (the record type is the key
    schema's version in the form of Kafka up to 4.0, which schemas/ follows)."""
    cls = type(key)
    number = written_record_type(cls)
    return _INT16.pack(number) + key.encode(key_schema_version(cls, number))


def _value(version: int, value: Struct) -> bytes:
    return value.encode_versioned(version)


def offset_commit_record(
    group_id: str, topic: str, partition: int, committed: CommittedOffset | None
) -> KeyValue:
    """An OffsetCommit record, or its tombstone when ``committed`` is None."""
    key = _key(OffsetCommitKey(group=group_id, topic=topic, partition=partition))
    if committed is None:
        return key, None
    value = OffsetCommitValue(
        offset=committed.offset,
        leader_epoch=committed.leader_epoch,
        metadata=committed.metadata,
        commit_timestamp=committed.commit_timestamp,
    )
    return key, _value(OFFSET_COMMIT_VALUE_VERSION, value)


def group_metadata_key(group_id: str) -> bytes:
    return _key(GroupMetadataKey(group=group_id))


def classic_group_records(
    group: ClassicGroup, state_timestamp: int, has_offsets: bool
) -> dict[bytes, bytes] | None:
    """The GroupMetadata record a classic group stands for; None while a rebalance is under way.

    A Stable group is written with its members (each one's subscription for the selected
    protocol and the assignment the leader gave it), an Empty one without members. A group
    that never had a generation is written only when it holds offsets (a group that only
    stores offsets, as Kafka writes it: generation 0, no protocol type). A deleted group, or
    one that never formed, has no record.
    """
    if group.state in (GroupState.PREPARING_REBALANCE, GroupState.COMPLETING_REBALANCE):
        return None
    if group.state is GroupState.DEAD:
        return {}
    if group.state is GroupState.EMPTY and group.generation_id == 0 and not has_offsets:
        return {}
    members = []
    if group.state is GroupState.STABLE:
        protocol = group.protocol_name or ""
        members = [
            MemberMetadata(
                member_id=member.member_id,
                group_instance_id=member.instance_id,
                client_id=member.client_id,
                client_host=member.client_host,
                rebalance_timeout=member.rebalance_timeout_ms,
                session_timeout=member.session_timeout_ms,
                subscription=member.metadata(protocol),
                assignment=member.assignment,
            )
            for member in group.members.values()
        ]
    value = GroupMetadataValue(
        protocol_type=group.protocol_type or "",
        generation=group.generation_id,
        protocol=group.protocol_name if members else None,
        leader=group.leader_id if members else None,
        current_state_timestamp=state_timestamp,
        members=members,
    )
    return {group_metadata_key(group.group_id): _value(GROUP_METADATA_VALUE_VERSION, value)}


def _topic_partitions(partitions: Partitions) -> list[tuple[uuid.UUID, list[int]]]:
    return [(topic_id_for(name), sorted(parts)) for name, parts in sorted(partitions.items())]


def _current_partitions(
    partitions: Partitions, epochs: Mapping[tuple[str, int], int] | None = None
) -> list[TopicPartitions]:
    """TopicPartitions of a current assignment, with each partition's assignment epoch
    (KIP-1251's AssignmentEpochs, one per entry of Partitions) when ``epochs`` is given."""
    found = []
    for name, parts in sorted(partitions.items()):
        ordered = sorted(parts)
        found.append(
            TopicPartitions(
                topic_id=topic_id_for(name),
                partitions=ordered,
                assignment_epochs=[] if epochs is None else [epochs[name, p] for p in ordered],
            )
        )
    return found


def consumer_group_records(group: ConsumerGroup) -> dict[bytes, bytes]:
    """The KIP-848 records a consumer group stands for, in the order Kafka writes them.

    Per member: its subscription (MemberMetadata) and its current assignment with epochs and
    reconciliation state (CurrentMemberAssignment); per member of the target assignment: its
    target partitions (TargetAssignmentMember); for the group: its epoch (ConsumerGroupMetadata),
    the subscribed topics' partition counts (PartitionMetadata) and the epoch the target was
    computed for (TargetAssignmentMetadata). Topics are named by their ids, as in Kafka.
    """
    group_id = group.group_id
    records: dict[bytes, bytes] = {}
    members = sorted(group.members.values(), key=lambda m: m.member_id)
    for member in members:
        key = ConsumerGroupMemberMetadataKey(group_id=group_id, member_id=member.member_id)
        value = ConsumerGroupMemberMetadataValue(
            instance_id=member.instance_id,
            rack_id=member.rack_id,
            client_id=member.client_id,
            client_host=member.client_host,
            subscribed_topic_names=sorted(member.subscribed_topic_names),
            subscribed_topic_regex=member.subscribed_topic_regex,
            rebalance_timeout_ms=member.rebalance_timeout_ms,
            server_assignor=member.server_assignor,
        )
        records[_key(key)] = _value(CONSUMER_VALUE_VERSION, value)
    partitions = ConsumerGroupPartitionMetadataValue(
        topics=[
            TopicMetadata(topic_id=topic_id_for(name), topic_name=name, num_partitions=count)
            for name, count in sorted(group.subscribed_metadata.items())
        ]
    )
    records[_key(ConsumerGroupPartitionMetadataKey(group_id=group_id))] = _value(
        CONSUMER_VALUE_VERSION, partitions
    )
    records[_key(ConsumerGroupMetadataKey(group_id=group_id))] = _value(
        CONSUMER_VALUE_VERSION, ConsumerGroupMetadataValue(epoch=group.group_epoch)
    )
    for member_id in sorted(group.target):
        key_t = ConsumerGroupTargetAssignmentMemberKey(group_id=group_id, member_id=member_id)
        target = ConsumerGroupTargetAssignmentMemberValue(
            topic_partitions=[
                TopicPartition(topic_id=topic_id, partitions=parts)
                for topic_id, parts in _topic_partitions(group.target[member_id])
            ]
        )
        records[_key(key_t)] = _value(CONSUMER_VALUE_VERSION, target)
    key_m = ConsumerGroupTargetAssignmentMetadataKey(group_id=group_id)
    records[_key(key_m)] = _value(
        CONSUMER_VALUE_VERSION,
        ConsumerGroupTargetAssignmentMetadataValue(assignment_epoch=group.assignment_epoch),
    )
    for member in members:
        key_c = ConsumerGroupCurrentMemberAssignmentKey(
            group_id=group_id, member_id=member.member_id
        )
        current = ConsumerGroupCurrentMemberAssignmentValue(
            member_epoch=member.member_epoch,
            previous_member_epoch=member.previous_member_epoch,
            state=MEMBER_STATE_CODES[member.state],
            assigned_partitions=_current_partitions(member.assigned, _assignment_epochs(member)),
            partitions_pending_revocation=_current_partitions(member.revoking),
        )
        records[_key(key_c)] = _value(CONSUMER_VALUE_VERSION, current)
    return records


def share_group_records(group: ShareGroup) -> dict[bytes, bytes]:
    """The KIP-932 records a share group stands for, in the order Kafka writes them.

    Per member: its subscription (ShareGroupMemberMetadata) and current assignment
    (ShareGroupCurrentMemberAssignment, always state 0: share members never revoke); per member
    of the target: its partitions (ShareGroupTargetAssignmentMember); for the group: its epoch
    (ShareGroupMetadata), the subscribed topics' partition counts (ShareGroupPartitionMetadata)
    and the target's epoch (ShareGroupTargetAssignmentMetadata).
    """
    group_id = group.group_id
    records: dict[bytes, bytes] = {}
    members = sorted(group.members.values(), key=lambda m: m.member_id)
    for member in members:
        key = ShareGroupMemberMetadataKey(group_id=group_id, member_id=member.member_id)
        value = ShareGroupMemberMetadataValue(
            rack_id=member.rack_id,
            client_id=member.client_id,
            client_host=member.client_host,
            subscribed_topic_names=sorted(member.subscribed_topic_names),
        )
        records[_key(key)] = _value(CONSUMER_VALUE_VERSION, value)
    partitions = share_partitions.ShareGroupPartitionMetadataValue(
        topics=[
            share_partitions.TopicMetadata(
                topic_id=topic_id_for(name), topic_name=name, num_partitions=count
            )
            for name, count in sorted(group.subscribed_metadata.items())
        ]
    )
    records[_key(ShareGroupPartitionMetadataKey(group_id=group_id))] = _value(
        CONSUMER_VALUE_VERSION, partitions
    )
    records[_key(ShareGroupMetadataKey(group_id=group_id))] = _value(
        CONSUMER_VALUE_VERSION, ShareGroupMetadataValue(epoch=group.group_epoch)
    )
    for member_id in sorted(group.target):
        key_t = ShareGroupTargetAssignmentMemberKey(group_id=group_id, member_id=member_id)
        target = share_target.ShareGroupTargetAssignmentMemberValue(
            topic_partitions=[
                share_target.TopicPartition(topic_id=topic_id, partitions=parts)
                for topic_id, parts in _topic_partitions(group.target[member_id])
            ]
        )
        records[_key(key_t)] = _value(CONSUMER_VALUE_VERSION, target)
    key_m = ShareGroupTargetAssignmentMetadataKey(group_id=group_id)
    records[_key(key_m)] = _value(
        CONSUMER_VALUE_VERSION,
        ShareGroupTargetAssignmentMetadataValue(assignment_epoch=group.assignment_epoch),
    )
    for member in members:
        key_c = ShareGroupCurrentMemberAssignmentKey(group_id=group_id, member_id=member.member_id)
        current = share_current.ShareGroupCurrentMemberAssignmentValue(
            member_epoch=member.member_epoch,
            previous_member_epoch=member.previous_member_epoch,
            state=0,
            assigned_partitions=[
                share_current.TopicPartitions(topic_id=topic_id, partitions=parts)
                for topic_id, parts in _topic_partitions(member.assigned)
            ],
        )
        records[_key(key_c)] = _value(CONSUMER_VALUE_VERSION, current)
    return records


def _assignment_epochs(member: ConsumerGroupMember) -> dict[tuple[str, int], int]:
    """The epoch in which the member was given each partition it owns (KIP-1251).

    A partition without one (a group loaded from records that did not carry them) counts as
    given in the member's current epoch, or for a static member away for now, the epoch it
    left in: the rule Kafka applied before KIP-1251.
    """
    epoch = member.member_epoch if member.member_epoch >= 0 else member.previous_member_epoch
    return {
        (topic, partition): member.assignment_epochs.get((topic, partition), epoch)
        for topic, parts in member.assigned.items()
        for partition in parts
    }


def record_type(key: bytes) -> int:
    """A record's type: the int16 its key starts with."""
    value: int = _INT16.unpack_from(key)[0]
    return value


# ----------------------------------------------------------------------------- replay


@attrs.define
class ConsumerGroupRecords:
    """The latest KIP-848 records of one group, as values by member where they are per member."""

    epoch: ConsumerGroupMetadataValue | None = None
    partitions: ConsumerGroupPartitionMetadataValue | None = None
    assignment_epoch: int = 0
    members: dict[str, ConsumerGroupMemberMetadataValue] = attrs.field(factory=dict)
    targets: dict[str, ConsumerGroupTargetAssignmentMemberValue] = attrs.field(factory=dict)
    current: dict[str, ConsumerGroupCurrentMemberAssignmentValue] = attrs.field(factory=dict)


@attrs.define
class ShareGroupRecords:
    """The latest KIP-932 records of one share group."""

    epoch: ShareGroupMetadataValue | None = None
    partitions: share_partitions.ShareGroupPartitionMetadataValue | None = None
    assignment_epoch: int = 0
    members: dict[str, ShareGroupMemberMetadataValue] = attrs.field(factory=dict)
    targets: dict[str, share_target.ShareGroupTargetAssignmentMemberValue] = attrs.field(
        factory=dict
    )
    current: dict[str, share_current.ShareGroupCurrentMemberAssignmentValue] = attrs.field(
        factory=dict
    )


@attrs.define
class Loaded:
    """What a replay of the topic found: offsets, group records, and what it had to skip."""

    offsets: dict[tuple[str, str, int], CommittedOffset] = attrs.field(factory=dict)
    classic: dict[str, GroupMetadataValue] = attrs.field(factory=dict)
    consumer: dict[str, ConsumerGroupRecords] = attrs.field(factory=dict)
    share: dict[str, ShareGroupRecords] = attrs.field(factory=dict)
    #: records (source partition, offset) that did not decode, and why
    problems: list[str] = attrs.field(factory=list)
    records: int = 0


def apply_record(loaded: Loaded, decoded: Decoded) -> None:
    """Add one live (latest, not a tombstone) record to what the replay rebuilds."""
    key, value = decoded.key, decoded.value
    kind = decoded.key_version
    if isinstance(key, OffsetCommitKey) and isinstance(value, OffsetCommitValue):
        leader_epoch = value.leader_epoch if (decoded.value_version or 0) >= 3 else -1
        loaded.offsets[(key.group, key.topic, key.partition)] = CommittedOffset(
            value.offset, leader_epoch, value.metadata, value.commit_timestamp
        )
        return
    if isinstance(key, GroupMetadataKey) and isinstance(value, GroupMetadataValue):
        loaded.classic[key.group] = value
        return
    group_id = group_of(key)
    if group_id is None or kind not in _TOMBSTONE_ORDER:
        return  # records this coordinator does not keep (streams groups, share state)
    if isinstance(key, _SHARE_KEYS):
        _apply_share(loaded.share.setdefault(group_id, ShareGroupRecords()), key, value)
        return
    records = loaded.consumer.setdefault(group_id, ConsumerGroupRecords())
    member_id: str = getattr(key, "member_id", "")
    if isinstance(value, ConsumerGroupMetadataValue):
        records.epoch = value
    elif isinstance(value, ConsumerGroupPartitionMetadataValue):
        records.partitions = value
    elif isinstance(value, ConsumerGroupTargetAssignmentMetadataValue):
        records.assignment_epoch = value.assignment_epoch
    elif isinstance(value, ConsumerGroupMemberMetadataValue):
        records.members[member_id] = value
    elif isinstance(value, ConsumerGroupTargetAssignmentMemberValue):
        records.targets[member_id] = value
    elif isinstance(value, ConsumerGroupCurrentMemberAssignmentValue):
        records.current[member_id] = value


def _apply_share(records: ShareGroupRecords, key: Struct, value: Struct | None) -> None:
    member_id: str = getattr(key, "member_id", "")
    if isinstance(value, ShareGroupMetadataValue):
        records.epoch = value
    elif isinstance(value, share_partitions.ShareGroupPartitionMetadataValue):
        records.partitions = value
    elif isinstance(value, ShareGroupTargetAssignmentMetadataValue):
        records.assignment_epoch = value.assignment_epoch
    elif isinstance(value, ShareGroupMemberMetadataValue):
        records.members[member_id] = value
    elif isinstance(value, share_target.ShareGroupTargetAssignmentMemberValue):
        records.targets[member_id] = value
    elif isinstance(value, share_current.ShareGroupCurrentMemberAssignmentValue):
        records.current[member_id] = value


def restore_share(
    group_id: str,
    records: ShareGroupRecords,
    settings: GroupSettings,
    topics: TopicStore,
    now: float,
) -> ShareGroup:
    """A KIP-932 group with its epochs, members, target and current assignments."""
    group = ShareGroup(group_id, settings)
    group.group_epoch = records.epoch.epoch if records.epoch is not None else 0
    group.assignment_epoch = records.assignment_epoch
    if records.partitions is not None:
        group.subscribed_metadata = {
            t.topic_name: t.num_partitions for t in records.partitions.topics
        }
    for member_id, target in records.targets.items():
        group.target[member_id] = _by_name(
            ((tp.topic_id, tp.partitions) for tp in target.topic_partitions), topics
        )
    for member_id, metadata in sorted(records.members.items()):
        member = ShareGroupMember(
            member_id=member_id,
            rack_id=metadata.rack_id,
            client_id=metadata.client_id,
            client_host=metadata.client_host,
            subscribed_topic_names=list(metadata.subscribed_topic_names),
            last_seen=now,
        )
        current = records.current.get(member_id)
        if current is not None:
            member.member_epoch = current.member_epoch
            member.previous_member_epoch = current.previous_member_epoch
            member.assigned = _by_name(
                ((tp.topic_id, tp.partitions) for tp in current.assigned_partitions), topics
            )
        group.members[member_id] = member
    return group


def restore_classic(
    group_id: str, value: GroupMetadataValue, settings: GroupSettings, now: float
) -> ClassicGroup:
    """A classic group as Kafka's coordinator loads one: Stable with its members, or Empty.

    Each member supports only the protocol the group selected, with the subscription it was
    selected with, and its session starts now.
    """
    group = ClassicGroup(group_id, settings, now)
    group.generation_id = value.generation
    group.protocol_type = value.protocol_type or None
    protocol = value.protocol
    for item in value.members:
        if protocol is None:
            break  # members are written only with the protocol they were selected with
        member = Member(
            member_id=item.member_id,
            instance_id=item.group_instance_id,
            client_id=item.client_id,
            client_host=item.client_host,
            session_timeout_ms=item.session_timeout,
            rebalance_timeout_ms=(
                item.rebalance_timeout if item.rebalance_timeout >= 0 else item.session_timeout
            ),
            protocol_type=group.protocol_type or "",
            protocols=((protocol, item.subscription),),
            last_seen=now,
            assignment=item.assignment,
        )
        group.members[member.member_id] = member
        if member.instance_id is not None:
            group.static_members[member.instance_id] = member.member_id
    if group.members:
        group.state = GroupState.STABLE
        group.protocol_name = protocol
        group.leader_id = (
            value.leader if value.leader in group.members else next(iter(group.members))
        )
    return group


def _by_name(
    topic_partitions: Iterable[tuple[uuid.UUID, list[int]]], topics: TopicStore
) -> Partitions:
    found: Partitions = {}
    for topic_id, parts in topic_partitions:
        topic = topics.by_id(topic_id)
        if topic is None:
            log.warning("topic %s of a stored assignment no longer exists", topic_id)
            continue
        found.setdefault(topic.name, set()).update(parts)
    return found


def _stored_epochs(
    topic_partitions: Iterable[TopicPartitions], topics: TopicStore
) -> dict[tuple[str, int], int]:
    """The AssignmentEpochs of a CurrentMemberAssignment record, by (topic, partition).

    An entry without them (null, or written before KIP-1251), or whose count does not match
    its partitions, gives none; its topic's partitions then count as given in the member's
    epoch (:func:`_assignment_epochs`).
    """
    found: dict[tuple[str, int], int] = {}
    for entry in topic_partitions:
        topic = topics.by_id(entry.topic_id)
        epochs = entry.assignment_epochs
        if topic is None or not epochs or len(epochs) != len(entry.partitions):
            continue
        found.update(((topic.name, p), e) for p, e in zip(entry.partitions, epochs, strict=True))
    return found


def restore_consumer(
    group_id: str,
    records: ConsumerGroupRecords,
    settings: GroupSettings,
    topics: TopicStore,
    now: float,
) -> ConsumerGroup:
    """A KIP-848 group with its epochs, members, target and current assignments.

    Sessions start now; a member still revoking partitions gets its rebalance timeout again.
    """
    group = ConsumerGroup(group_id, settings)
    group.group_epoch = records.epoch.epoch if records.epoch is not None else 0
    group.assignment_epoch = records.assignment_epoch
    if records.partitions is not None:
        group.subscribed_metadata = {
            t.topic_name: t.num_partitions for t in records.partitions.topics
        }
    for member_id, target in records.targets.items():
        group.target[member_id] = _by_name(
            ((tp.topic_id, tp.partitions) for tp in target.topic_partitions), topics
        )
    assignors: Counter[str] = Counter()
    for member_id, metadata in sorted(records.members.items()):
        member = ConsumerGroupMember(
            member_id=member_id,
            instance_id=metadata.instance_id,
            rack_id=metadata.rack_id,
            client_id=metadata.client_id,
            client_host=metadata.client_host,
            rebalance_timeout_ms=metadata.rebalance_timeout_ms,
            subscribed_topic_names=list(metadata.subscribed_topic_names),
            subscribed_topic_regex=metadata.subscribed_topic_regex,
            server_assignor=metadata.server_assignor,
            last_seen=now,
        )
        current = records.current.get(member_id)
        if current is not None:
            member.member_epoch = current.member_epoch
            member.previous_member_epoch = current.previous_member_epoch
            member.state = _STATES_BY_CODE.get(current.state, MemberState.STABLE)
            member.assigned = _by_name(
                ((tp.topic_id, tp.partitions) for tp in current.assigned_partitions), topics
            )
            member.revoking = _by_name(
                ((tp.topic_id, tp.partitions) for tp in current.partitions_pending_revocation),
                topics,
            )
            member.assignment_epochs = _stored_epochs(current.assigned_partitions, topics)
            member.assignment_epochs = _assignment_epochs(member)  # fills in the missing
        if member.state is MemberState.UNREVOKED_PARTITIONS:
            member.revoke_deadline = now + member.rebalance_timeout_ms
        if member.server_assignor is not None:
            assignors[member.server_assignor] += 1
        group.members[member_id] = member
        if member.instance_id is not None:
            group.static_members[member.instance_id] = member_id
    if assignors:
        group.assignor_name = assignors.most_common(1)[0][0]
    return group


def read_legacy_offsets_file(path: Path) -> dict[tuple[str, str, int], CommittedOffset | None]:
    """The commits of the offsets file older versions of this broker kept beside the topics.

    Its entries are an int32 key size, the key (OffsetCommitKey v1), an int32 value size (-1
    for a tombstone) and the value (OffsetCommitValue v3); a torn last entry is ignored.
    """
    data = path.read_bytes()
    size = struct.Struct(">i")
    found: dict[tuple[str, str, int], CommittedOffset | None] = {}
    pos = 0
    try:
        while pos < len(data):
            (length,) = size.unpack_from(data, pos)
            pos += 4
            if length < 2 or pos + length > len(data):
                raise ValueError(f"key of {length} bytes does not fit")
            _, key = OffsetCommitKey.decode_versioned(data[pos : pos + length])
            pos += length
            (length,) = size.unpack_from(data, pos)
            pos += 4
            committed: CommittedOffset | None = None
            if length != -1:
                if length < 2 or pos + length > len(data):
                    raise ValueError(f"value of {length} bytes does not fit")
                _, value = OffsetCommitValue.decode_versioned(data[pos : pos + length])
                pos += length
                committed = CommittedOffset(
                    value.offset, value.leader_epoch, value.metadata, value.commit_timestamp
                )
            found[(key.group, key.topic, key.partition)] = committed
    except (DecodeError, struct.error, ValueError) as exc:
        log.warning("%s: ignoring the torn end at byte %d: %s", path, pos, exc)
    return found


# ----------------------------------------------------------------------------- the journal


class OffsetsTopic:
    """The coordinator's journal: appends its records to ``__consumer_offsets`` and replays them.

    The topic is created on first use with ``settings.offsets_topic_partitions`` partitions, as
    Kafka creates it when a coordinator is first looked up; once it exists its partition count
    never changes (a different setting later is ignored, with a warning), since every group's
    partition depends on it. Only a creation that a crash cut short (fewer partitions, no
    records) is finished when the topic is loaded.
    """

    def __init__(
        self,
        topics: TopicStore,
        settings: GroupSettings,
        wall_clock: Callable[[], int],
    ) -> None:
        self.topics = topics
        self.settings = settings
        self.wall_clock = wall_clock
        #: called after every append (the broker wakes fetches waiting for records)
        self.on_append: Callable[[], None] = lambda: None
        self._written: dict[str, dict[bytes, bytes]] = {}
        self._appended: dict[int, int] = {}
        self._survived: dict[int, int] = {}
        #: the latest compactions (partition, what it did), newest last
        self.compactions: list[tuple[int, Compaction]] = []

    @property
    def partitions(self) -> int:
        topic = self.topics.get(OFFSETS_TOPIC)
        return (
            len(topic.partitions) if topic is not None else self.settings.offsets_topic_partitions
        )

    def ensure(self) -> Topic:
        """The topic, created now if it does not exist yet."""
        topic = self.topics.get(OFFSETS_TOPIC)
        if topic is None or not topic.partitions:
            topic = self.topics.create(OFFSETS_TOPIC, self.settings.offsets_topic_partitions)
            log.info("created %s with %d partitions", OFFSETS_TOPIC, len(topic.partitions))
        return topic

    def partition_for(self, group_id: str) -> int:
        return partition_for(group_id, self.partitions)

    # ------------------------------------------------------------------ writing

    def write(
        self,
        group_id: str,
        group_records: Mapping[bytes, bytes] | None,
        offsets: Iterable[KeyValue] = (),
    ) -> int:
        """Append one batch: ``offsets`` and what changed in the group's records.

        ``group_records`` is everything the group's state stands for now (None: unchanged);
        keys written before and missing now get tombstones. Tombstones come first (offsets',
        then the group's, per-member ones before the group's own), then the group's records,
        then the offsets. Returns the number of records appended.
        """
        offsets = list(offsets)
        tombstones = [item for item in offsets if item[1] is None]
        puts: list[KeyValue] = []
        if group_records is not None:
            before = self._written.get(group_id, {})
            gone = [key for key in before if key not in group_records]
            gone.sort(key=lambda key: _TOMBSTONE_ORDER.get(record_type(key), 0))
            tombstones += [(key, None) for key in gone]
            puts = [(k, v) for k, v in group_records.items() if before.get(k) != v]
            if group_records:
                self._written[group_id] = dict(group_records)
            else:
                self._written.pop(group_id, None)
        records = tombstones + puts + [item for item in offsets if item[1] is not None]
        if records:
            self._append(self.partition_for(group_id), records)
        return len(records)

    def _append(self, index: int, records: list[KeyValue]) -> None:
        topic = self.ensure()
        now = self.wall_clock()
        batch = build_batch([Record(i, now, key, value) for i, (key, value) in enumerate(records)])
        partition = topic.partitions[index]
        partition.append([(read_header(batch), batch)], now)
        self._appended[index] = self._appended.get(index, 0) + len(records)
        self.on_append()
        if self._appended[index] >= max(
            self.settings.offsets_compaction_min_records, self._survived.get(index, 0)
        ):
            self.compact(index)

    def compact(self, index: int) -> Compaction:
        """Compact one partition now (see the module's documentation for when it happens)."""
        topic = self.ensure()
        done = compact(topic.partitions[index], self.wall_clock(), TOMBSTONE_RETENTION_MS)
        self._appended[index] = 0
        self._survived[index] = done.records_after
        self.compactions.append((index, done))
        del self.compactions[:-100]
        log.info(
            "compacted %s-%d: %d records in %d batches -> %d in %d",
            OFFSETS_TOPIC,
            index,
            done.records_before,
            done.batches_before,
            done.records_after,
            done.batches_after,
        )
        return done

    # ------------------------------------------------------------------ replay

    def load(self) -> Loaded:
        """Replay the topic (if it exists): the latest value of every key, decoded.

        Batches that cannot be read and records that do not decode are reported (logged and
        listed in ``problems``) and skipped; nothing else is lost because of them.
        """
        loaded = Loaded()
        topic = self.topics.get(OFFSETS_TOPIC)
        if topic is None:
            return loaded
        # The record decoder knows every coordinator record type (its classes load with it):
        # a broker without the topic yet, as every new one, starts without it.
        wanted = self.settings.offsets_topic_partitions
        if len(topic.partitions) < wanted and not any(p.high_watermark for p in topic.partitions):
            # A crash while the topic was being created (one directory per partition) leaves
            # fewer partitions than it was created with. Nothing can have been written then,
            # since the first record follows the whole creation, so the creation is finished.
            log.warning(
                "%s has %d partitions and no records: creating the other %d",
                OFFSETS_TOPIC,
                len(topic.partitions),
                wanted - len(topic.partitions),
            )
            topic = self.topics.create(OFFSETS_TOPIC, wanted)
        if len(topic.partitions) != self.settings.offsets_topic_partitions:
            log.warning(
                "%s has %d partitions; offsets_topic_partitions = %d applies only when it is "
                "created",
                OFFSETS_TOPIC,
                len(topic.partitions),
                self.settings.offsets_topic_partitions,
            )
        for index, partition in enumerate(topic.partitions):
            for damage in partition.damaged:
                loaded.problems.append(
                    f"{OFFSETS_TOPIC}-{index} bytes {damage.start}-{damage.end}: {damage.reason}"
                )
            latest: dict[bytes, tuple[int, bytes | None]] = {}
            count = 0
            for header, batch in partition.batches():
                try:
                    records = read_records(batch, header)
                except (BatchError, CompressionError) as exc:
                    loaded.problems.append(f"{OFFSETS_TOPIC}-{index}@{header.base_offset}: {exc}")
                    continue
                for record in records:
                    count += 1
                    if record.key is None:
                        loaded.problems.append(
                            f"{OFFSETS_TOPIC}-{index}@{record.offset}: a record without a key"
                        )
                        continue
                    latest[record.key] = (record.offset, record.value)
            loaded.records += count
            live = len(latest)
            self._appended[index] = count - live
            self._survived[index] = live
            for key, (offset, value) in latest.items():
                if value is None:
                    continue
                try:
                    decoded = decode_record(key, value)
                except RecordError as exc:
                    loaded.problems.append(f"{OFFSETS_TOPIC}-{index}@{offset}: {exc.reason}")
                    continue
                apply_record(loaded, decoded)
                if decoded.record_type.name != "OffsetCommit":
                    group_id = group_of(decoded.key)
                    if group_id is not None:
                        self._written.setdefault(group_id, {})[key] = value
            if count - live >= max(self.settings.offsets_compaction_min_records, live):
                self.compact(index)
        for problem in loaded.problems:
            log.warning("replaying %s: %s", OFFSETS_TOPIC, problem)
        return loaded


__all__ = [
    "INTERNAL_TOPICS",
    "OFFSETS_TOPIC",
    "ConsumerGroupRecords",
    "Loaded",
    "ShareGroupRecords",
    "OffsetsTopic",
    "classic_group_records",
    "consumer_group_records",
    "java_hash",
    "offset_commit_record",
    "partition_for",
    "read_legacy_offsets_file",
    "restore_classic",
    "restore_consumer",
    "restore_share",
    "share_group_records",
]
