"""A realistic ``__consumer_offsets`` history, written with the project's own encoders.

The scenario: classic consumer groups that rebalance (members join and leave), a group of static
members, an old group written with the oldest record versions, a Kafka Connect group (whose member
bytes are not the consumer protocol), an empty group, a deleted group and expired offsets
(tombstones), a KIP-848 consumer group and a share group through several epochs, a KIP-848 group
that subscribes by regular expression, a Kafka Streams group (KIP-1071) with its topology and
tasks, and a few corrupt records. Each record comes with what was written, so tests can check a
decode value by value.

Beside the records, :func:`end_offset_snapshots` gives the log-end offsets a monitor sampling
the cluster every 15 seconds would have seen, consistent with the commits: every topic's
producers have written each committed offset by the time it is committed. The groups keep up
with their topics, except ``legacy-reporting``, whose producers write 5 records a second more
than it reads (its lag grows: Burrow's WARN), and ``nightly-batch``, deleted while its topic's
producers go on writing.
"""

from __future__ import annotations

import random
import struct
import uuid
from collections.abc import Iterable, Iterator
from typing import Any

import attrs

from kgroup_proto.consumer_offsets import KEY_VERSIONS, RECORD_TYPES
from kgroup_proto.coordinator.offsets_topic import java_hash as java_hash  # kept importable here
from kgroup_proto.coordinator.offsets_topic import partition_for
from kgroup_proto.messages import consumer_group_current_member_assignment_value as cg_current
from kgroup_proto.messages import consumer_group_member_metadata_value as cg_member
from kgroup_proto.messages import consumer_group_partition_metadata_value as cg_partitions
from kgroup_proto.messages import consumer_group_target_assignment_member_value as cg_target
from kgroup_proto.messages import consumer_protocol_assignment as cp_assignment
from kgroup_proto.messages import consumer_protocol_subscription as cp_subscription
from kgroup_proto.messages import group_metadata_value as classic
from kgroup_proto.messages import share_group_current_member_assignment_value as sg_current
from kgroup_proto.messages import share_group_partition_metadata_value as sg_partitions
from kgroup_proto.messages import share_group_state_partition_metadata_value as sg_state
from kgroup_proto.messages import share_group_target_assignment_member_value as sg_target
from kgroup_proto.messages import streams_group_current_member_assignment_value as st_current
from kgroup_proto.messages import streams_group_member_metadata_value as st_member
from kgroup_proto.messages import streams_group_metadata_value as st_group
from kgroup_proto.messages import streams_group_target_assignment_member_value as st_target
from kgroup_proto.messages import streams_group_topology_value as st_topology
from kgroup_proto.messages.consumer_group_current_member_assignment_key import (
    ConsumerGroupCurrentMemberAssignmentKey,
)
from kgroup_proto.messages.consumer_group_member_metadata_key import ConsumerGroupMemberMetadataKey
from kgroup_proto.messages.consumer_group_metadata_key import ConsumerGroupMetadataKey
from kgroup_proto.messages.consumer_group_metadata_value import ConsumerGroupMetadataValue
from kgroup_proto.messages.consumer_group_partition_metadata_key import (
    ConsumerGroupPartitionMetadataKey,
)
from kgroup_proto.messages.consumer_group_regular_expression_key import (
    ConsumerGroupRegularExpressionKey,
)
from kgroup_proto.messages.consumer_group_regular_expression_value import (
    ConsumerGroupRegularExpressionValue,
)
from kgroup_proto.messages.consumer_group_target_assignment_member_key import (
    ConsumerGroupTargetAssignmentMemberKey,
)
from kgroup_proto.messages.consumer_group_target_assignment_metadata_key import (
    ConsumerGroupTargetAssignmentMetadataKey,
)
from kgroup_proto.messages.consumer_group_target_assignment_metadata_value import (
    ConsumerGroupTargetAssignmentMetadataValue,
)
from kgroup_proto.messages.group_metadata_key import GroupMetadataKey
from kgroup_proto.messages.offset_commit_key import OffsetCommitKey
from kgroup_proto.messages.offset_commit_value import OffsetCommitValue
from kgroup_proto.messages.share_group_member_metadata_value import ShareGroupMemberMetadataValue
from kgroup_proto.messages.share_group_metadata_value import ShareGroupMetadataValue
from kgroup_proto.messages.share_group_target_assignment_metadata_value import (
    ShareGroupTargetAssignmentMetadataValue,
)
from kgroup_proto.messages.streams_group_current_member_assignment_key import (
    StreamsGroupCurrentMemberAssignmentKey,
)
from kgroup_proto.messages.streams_group_member_metadata_key import StreamsGroupMemberMetadataKey
from kgroup_proto.messages.streams_group_metadata_key import StreamsGroupMetadataKey
from kgroup_proto.messages.streams_group_target_assignment_member_key import (
    StreamsGroupTargetAssignmentMemberKey,
)
from kgroup_proto.messages.streams_group_target_assignment_metadata_key import (
    StreamsGroupTargetAssignmentMetadataKey,
)
from kgroup_proto.messages.streams_group_target_assignment_metadata_value import (
    StreamsGroupTargetAssignmentMetadataValue,
)
from kgroup_proto.messages.streams_group_topology_key import StreamsGroupTopologyKey
from kgroup_proto.runtime import Struct

_INT16 = struct.Struct(">h")
#: 2025-03-03T09:00:00Z, in epoch milliseconds.
START_MS = 1_740_992_400_000
TOPIC_NAME = "__consumer_offsets"
#: How often the end offsets are sampled: less than the shortest time between two rounds of
#: commits (20 s), so a sample falls between any two commits of a partition.
END_OFFSET_INTERVAL_MS = 15_000
#: Records per second a topic's producers write beyond what its group reads.
FALLING_BEHIND = {"reports": 5}
#: Records per second a topic's producers go on writing after its group's last commit.
WRITING_ON = {"exports": 3}


@attrs.frozen
class Embedded:
    """A classic consumer member's subscription and assignment, as written."""

    subscription: cp_subscription.ConsumerProtocolSubscription
    subscription_version: int
    assignment: cp_assignment.ConsumerProtocolAssignment | None
    assignment_version: int


@attrs.frozen
class Written:
    """One record of the topic and what the scenario meant by it.

    ``record_type`` is None for a corrupt record, whose ``corrupt`` says what is wrong with it.
    """

    partition: int
    offset: int
    timestamp_ms: int
    key: bytes | None
    value: bytes | None
    record_type: str | None = None
    key_obj: Struct | None = None
    key_version: int | None = None
    value_obj: Struct | None = None
    value_version: int | None = None
    embedded: tuple[Embedded | None, ...] = ()
    corrupt: str | None = None


class Topic:
    """Appends records to the partitions of a simulated __consumer_offsets topic."""

    def __init__(self, partitions: int, seed: int) -> None:
        self.partitions = partitions
        self.rng = random.Random(seed)
        self.clock = START_MS
        self.next_offset = [0] * partitions
        self._key_versions = {rt.name: min(rt.key_class.VALID_VERSIONS) for rt in RECORD_TYPES}

    def tick(self, low_ms: int, high_ms: int) -> None:
        self.clock += self.rng.randint(low_ms, high_ms)

    def _place(self, partition: int) -> tuple[int, int]:
        offset = self.next_offset[partition]
        self.next_offset[partition] += 1
        self.tick(1, 40)
        return offset, self.clock

    def record(
        self,
        group: str,
        key: Struct,
        value: Struct | None,
        value_version: int = 0,
        key_version: int | None = None,
        embedded: tuple[Embedded | None, ...] = (),
    ) -> Written:
        """A well-formed record for ``group``; a None value is a tombstone."""
        name = type(key).__name__.removesuffix("Key")
        version = self._key_versions[name] if key_version is None else key_version
        assert KEY_VERSIONS[version].name == name
        partition = partition_for(group, self.partitions)
        offset, timestamp = self._place(partition)
        return Written(
            partition=partition,
            offset=offset,
            timestamp_ms=timestamp,
            key=key.encode_versioned(version),
            value=None if value is None else value.encode_versioned(value_version),
            record_type=name,
            key_obj=key,
            key_version=version,
            value_obj=value,
            value_version=None if value is None else value_version,
            embedded=embedded,
        )

    def corrupt(self, group: str, key: bytes | None, value: bytes | None, what: str) -> Written:
        partition = partition_for(group, self.partitions)
        offset, timestamp = self._place(partition)
        return Written(partition, offset, timestamp, key, value, corrupt=what)


def topic_id(name: str) -> uuid.UUID:
    """A stable topic id for a topic name."""
    return uuid.uuid5(uuid.NAMESPACE_URL, f"kafka-topic:{name}")


def spread(partitions: list[int], members: list[str]) -> dict[str, list[int]]:
    """Round-robin assignment of partitions to members, in member order."""
    out: dict[str, list[int]] = {member: [] for member in members}
    for index, partition in enumerate(partitions):
        out[members[index % len(members)]].append(partition)
    return out


# --------------------------------------------------------------------------- classic groups


@attrs.frozen
class ClassicMember:
    member_id: str
    client_id: str
    host: str
    instance_id: str | None = None
    #: Sends subscription bytes that are not the consumer protocol, and has no assignment yet.
    garbled: bool = False


class ClassicGroup:
    """A classic (JoinGroup/SyncGroup) group: commits offsets and stores its metadata."""

    def __init__(
        self,
        topic: Topic,
        name: str,
        topics: dict[str, int],
        group_version: int = 3,
        commit_version: int = 3,
        key_version: int = 1,
        protocol_type: str = "consumer",
        protocol: str = "range",
    ) -> None:
        self.topic = topic
        self.name = name
        self.topics = topics
        self.group_version = group_version
        self.commit_version = commit_version
        self.key_version = key_version
        self.protocol_type = protocol_type
        self.protocol = protocol
        self.generation = 0
        self.positions = {
            (t, p): topic.rng.randint(0, 5000) for t, n in topics.items() for p in range(n)
        }

    def rebalance(self, members: list[ClassicMember], same_generation: bool = False) -> Written:
        """A completed rebalance: the new generation with its members' assignments."""
        if not same_generation:
            self.generation += 1
        ids = [m.member_id for m in members]
        owned: dict[str, dict[str, list[int]]] = {m: {} for m in ids}
        for name, count in self.topics.items():
            for member_id, parts in spread(list(range(count)), ids).items():
                if parts:
                    owned[member_id][name] = parts
        rows = []
        embedded: list[Embedded | None] = []
        for index, member in enumerate(members):
            sub_bytes, asg_bytes, info = self._member_bytes(index, member, owned[member.member_id])
            embedded.append(info)
            rows.append(
                classic.MemberMetadata(
                    member_id=member.member_id,
                    group_instance_id=member.instance_id,
                    client_id=member.client_id,
                    client_host=member.host,
                    rebalance_timeout=300_000,
                    session_timeout=45_000,
                    subscription=sub_bytes,
                    assignment=asg_bytes,
                )
            )
        value = classic.GroupMetadataValue(
            protocol_type=self.protocol_type,
            generation=self.generation,
            protocol=self.protocol,
            leader=ids[0],
            # Versions before 2 have no state timestamp: write only what the version carries.
            current_state_timestamp=self.topic.clock if self.group_version >= 2 else -1,
            members=rows,
        )
        self.topic.tick(500, 3000)
        return self.topic.record(
            self.name,
            GroupMetadataKey(group=self.name),
            value,
            self.group_version,
            2,
            tuple(embedded),
        )

    def _member_bytes(
        self, index: int, member: ClassicMember, owned: dict[str, list[int]]
    ) -> tuple[bytes, bytes, Embedded | None]:
        if self.protocol_type != "consumer":  # e.g. Kafka Connect: its own format
            sub = b"\x00\x01" + f"url=http://{member.host}:8083".encode()
            return sub, b"\x00\x01" + member.member_id.encode(), None
        if member.garbled:  # a topic count of -2: no consumer wrote this
            return b"\x00\x01\xff\xff\xff\xfe", b"", None
        sub_version = index % 4  # every subscription version appears
        subscription = cp_subscription.ConsumerProtocolSubscription(
            topics=sorted(self.topics),
            user_data=b"v" if sub_version == 2 else None,
            owned_partitions=[
                cp_subscription.TopicPartition(topic=t, partitions=p) for t, p in owned.items()
            ]
            if sub_version >= 1
            else [],
            generation_id=self.generation if sub_version >= 2 else -1,
            rack_id=f"rack-{index % 3}" if sub_version >= 3 else None,
        )
        assignment = cp_assignment.ConsumerProtocolAssignment(
            assigned_partitions=[
                cp_assignment.TopicPartition(topic=t, partitions=p) for t, p in owned.items()
            ],
            user_data=None,
        )
        assignment_version = 3 if sub_version else 0
        info = Embedded(subscription, sub_version, assignment, assignment_version)
        return (
            subscription.encode_versioned(sub_version),
            assignment.encode_versioned(assignment_version),
            info,
        )

    def commit_round(self, advance: int = 200) -> Iterator[Written]:
        """Every member commits the position of every partition it reads."""
        for (name, partition), position in sorted(self.positions.items()):
            position += self.topic.rng.randint(1, advance)
            self.positions[(name, partition)] = position
            yield self.commit(name, partition, position)

    def commit(self, name: str, partition: int, position: int) -> Written:
        now = self.topic.clock
        value = OffsetCommitValue(
            offset=position,
            leader_epoch=7 if self.commit_version >= 3 else -1,
            metadata="" if partition % 2 else f"host-{partition}",
            commit_timestamp=now,
            expire_timestamp=now + 7 * 86_400_000 if self.commit_version == 1 else -1,
        )
        key = OffsetCommitKey(group=self.name, topic=name, partition=partition)
        return self.topic.record(self.name, key, value, self.commit_version, self.key_version)

    def delete_offsets(self, name: str) -> Iterator[Written]:
        """Tombstones for a topic's offsets: expiry, or a deleted group."""
        for partition in range(self.topics[name]):
            key = OffsetCommitKey(group=self.name, topic=name, partition=partition)
            yield self.topic.record(self.name, key, None, key_version=self.key_version)

    def delete(self) -> Iterator[Written]:
        """The group is deleted: its offsets, then its metadata, are tombstoned."""
        for name in sorted(self.topics):
            yield from self.delete_offsets(name)
        yield self.topic.record(self.name, GroupMetadataKey(group=self.name), None, key_version=2)


# --------------------------------------------------------------------------- KIP-848 groups


class ModernGroup:
    """A KIP-848 consumer group or a share group: epochs, members and assignments."""

    def __init__(
        self,
        topic: Topic,
        name: str,
        topics: dict[str, int],
        share: bool,
        static: dict[str, str] | None = None,
    ) -> None:
        self.topic = topic
        self.name = name
        self.topics = topics
        self.share = share
        self.static = static or {}
        self.epoch = 0
        self.members: list[str] = []
        self.owned: dict[str, dict[str, list[int]]] = {}
        self.positions = {(t, p): 0 for t, n in topics.items() for p in range(n)}

    def _rec(self, kind: str, value: Struct | None, member: str | None = None) -> Written:
        prefix = "ShareGroup" if self.share else "ConsumerGroup"
        record_type = next(rt for rt in RECORD_TYPES if rt.name == prefix + kind)
        fields: dict[str, Any] = {"group_id": self.name}
        if member is not None:
            fields["member_id"] = member
        return self.topic.record(self.name, record_type.key_class(**fields), value)

    def _partitions(self, owned: dict[str, list[int]]) -> list[Any]:
        module = sg_current if self.share else cg_current
        return [
            module.TopicPartitions(topic_id=topic_id(t), partitions=p) for t, p in owned.items()
        ]

    def set_members(self, members: list[str]) -> Iterator[Written]:
        """Members join or leave: a new epoch, target assignment and current assignments."""
        gone = [m for m in self.members if m not in members]
        joined = [m for m in members if m not in self.members]
        self.epoch += 1
        self.topic.tick(1000, 5000)
        if self.share:
            yield self._rec("Metadata", ShareGroupMetadataValue(epoch=self.epoch))
        else:
            yield self._rec("Metadata", ConsumerGroupMetadataValue(epoch=self.epoch))
        if self.epoch == 1:
            yield self._rec("PartitionMetadata", self._partition_metadata())
        for member in joined:
            yield self._rec("MemberMetadata", self._member_metadata(member), member)
        for member in gone:
            yield self._rec("CurrentMemberAssignment", None, member)
            yield self._rec("TargetAssignmentMember", None, member)
            yield self._rec("MemberMetadata", None, member)
        owned = self._assign(members)
        for member in members:
            yield self._rec("TargetAssignmentMember", self._target(owned[member]), member)
        if self.share:
            yield self._rec(
                "TargetAssignmentMetadata",
                ShareGroupTargetAssignmentMetadataValue(assignment_epoch=self.epoch),
            )
        else:
            yield self._rec(
                "TargetAssignmentMetadata",
                ConsumerGroupTargetAssignmentMetadataValue(assignment_epoch=self.epoch),
            )
        for member in members:
            yield self._rec("CurrentMemberAssignment", self._current(owned, member), member)
        self.owned = owned
        if self.share:
            initialized = [
                sg_state.TopicPartitionsInfo(
                    topic_id=topic_id(t), topic_name=t, partitions=list(range(n))
                )
                for t, n in sorted(self.topics.items())
            ]
            yield self._rec(
                "StatePartitionMetadata",
                sg_state.ShareGroupStatePartitionMetadataValue(
                    initialized_topics=initialized, deleting_topics=[]
                ),
            )
        self.members = list(members)

    def _assign(self, members: list[str]) -> dict[str, dict[str, list[int]]]:
        owned: dict[str, dict[str, list[int]]] = {m: {} for m in members}
        for name, count in sorted(self.topics.items()):
            for member, parts in spread(list(range(count)), members).items():
                if parts:
                    owned[member][name] = parts
        return owned

    def _partition_metadata(self) -> Struct:
        module = sg_partitions if self.share else cg_partitions
        topics = [
            module.TopicMetadata(
                topic_id=topic_id(t),
                topic_name=t,
                num_partitions=n,
                partition_metadata=[
                    module.PartitionMetadata(partition=p, racks=[f"rack-{p % 3}"]) for p in range(n)
                ],
            )
            for t, n in sorted(self.topics.items())
        ]
        if self.share:
            return sg_partitions.ShareGroupPartitionMetadataValue(topics=topics)
        return cg_partitions.ConsumerGroupPartitionMetadataValue(topics=topics)

    def _member_metadata(self, member: str) -> Struct:
        client = f"{self.name}-client-{len(self.members)}"
        host = f"/10.0.1.{10 + len(member)}"
        if self.share:
            return ShareGroupMemberMetadataValue(
                rack_id=None,
                client_id=client,
                client_host=host,
                subscribed_topic_names=sorted(self.topics),
            )
        classic_member = None
        if member.endswith("-classic"):  # a member still speaking JoinGroup to a KIP-848 group
            classic_member = cg_member.ClassicMemberMetadata(
                session_timeout_ms=45_000,
                supported_protocols=[
                    cg_member.ClassicProtocol(name="cooperative-sticky", metadata=b"\x00\x03")
                ],
            )
        return cg_member.ConsumerGroupMemberMetadataValue(
            instance_id=self.static.get(member),
            rack_id="rack-1",
            client_id=client,
            client_host=host,
            subscribed_topic_names=sorted(self.topics),
            subscribed_topic_regex=None,
            rebalance_timeout_ms=60_000,
            server_assignor="uniform",
            classic_member_metadata=classic_member,
        )

    def _target(self, owned: dict[str, list[int]]) -> Struct:
        if self.share:
            return sg_target.ShareGroupTargetAssignmentMemberValue(
                topic_partitions=[
                    sg_target.TopicPartition(topic_id=topic_id(t), partitions=p)
                    for t, p in owned.items()
                ]
            )
        return cg_target.ConsumerGroupTargetAssignmentMemberValue(
            topic_partitions=[
                cg_target.TopicPartition(topic_id=topic_id(t), partitions=p)
                for t, p in owned.items()
            ]
        )

    def _current(self, owned: dict[str, dict[str, list[int]]], member: str) -> Struct:
        if self.share:
            return sg_current.ShareGroupCurrentMemberAssignmentValue(
                member_epoch=self.epoch,
                previous_member_epoch=self.epoch - 1,
                state=0,
                assigned_partitions=self._partitions(owned[member]),
            )
        # Partitions the member held and must give up before it may take new ones.
        pending = {
            t: lost
            for t, held in self.owned.get(member, {}).items()
            if (lost := [p for p in held if p not in owned[member].get(t, [])])
        }
        return cg_current.ConsumerGroupCurrentMemberAssignmentValue(
            member_epoch=self.epoch,
            previous_member_epoch=self.epoch - 1,
            state=1 if pending else 0,
            assigned_partitions=self._partitions(owned[member]),
            partitions_pending_revocation=self._partitions(pending),
        )

    def commit_round(self) -> Iterator[Written]:
        for (name, partition), position in sorted(self.positions.items()):
            position += self.topic.rng.randint(1, 300)
            self.positions[(name, partition)] = position
            value = OffsetCommitValue(
                offset=position,
                leader_epoch=self.epoch + 10,
                metadata="",
                commit_timestamp=self.topic.clock,
            )
            key = OffsetCommitKey(group=self.name, topic=name, partition=partition)
            yield self.topic.record(self.name, key, value, 4 if partition % 2 else 3, 1)


# --------------------------------------------------------------------------- pattern and streams


def pattern_and_streams_groups(topic: Topic) -> Iterator[Written]:
    """A KIP-848 group subscribed by regular expression, and a Kafka Streams group (KIP-1071).

    The pattern group's member subscribes with ``events\\..*``; the coordinator records what the
    pattern matched (a ``ConsumerGroupRegularExpression`` record) and records it again when a
    new topic matches. The streams group's coordinator records its topology, its members (one
    leaves), their tasks (active ones with the epoch each was assigned in) and their offsets.
    """
    group, pattern = "events-by-pattern", r"events\..*"
    matched = ["events.eu", "events.us"]
    topic.tick(1000, 5000)

    def regex(version: int) -> Written:
        value = ConsumerGroupRegularExpressionValue(
            topics=list(matched), version=version, timestamp=topic.clock
        )
        key = ConsumerGroupRegularExpressionKey(group_id=group, regular_expression=pattern)
        return topic.record(group, key, value)

    yield topic.record(
        group,
        ConsumerGroupMemberMetadataKey(group_id=group, member_id="e-one"),
        cg_member.ConsumerGroupMemberMetadataValue(
            instance_id=None,
            rack_id=None,
            client_id="events-client",
            client_host="/10.0.2.1",
            subscribed_topic_regex=pattern,
            rebalance_timeout_ms=60_000,
            server_assignor="uniform",
        ),
    )
    yield regex(21)
    for epoch in (1, 2):
        if epoch == 2:  # a topic created later matches the pattern too
            matched.append("events.apac")
            topic.tick(30_000, 60_000)
            yield regex(34)
        yield topic.record(
            group, ConsumerGroupMetadataKey(group_id=group), ConsumerGroupMetadataValue(epoch=epoch)
        )
        subscribed = [
            cg_partitions.TopicMetadata(topic_id=topic_id(t), topic_name=t, num_partitions=1)
            for t in matched
        ]
        yield topic.record(
            group,
            ConsumerGroupPartitionMetadataKey(group_id=group),
            cg_partitions.ConsumerGroupPartitionMetadataValue(topics=subscribed),
        )
        owned = [cg_target.TopicPartition(topic_id=topic_id(t), partitions=[0]) for t in matched]
        yield topic.record(
            group,
            ConsumerGroupTargetAssignmentMemberKey(group_id=group, member_id="e-one"),
            cg_target.ConsumerGroupTargetAssignmentMemberValue(topic_partitions=owned),
        )
        yield topic.record(
            group,
            ConsumerGroupTargetAssignmentMetadataKey(group_id=group),
            ConsumerGroupTargetAssignmentMetadataValue(assignment_epoch=epoch),
        )
        current = [
            cg_current.TopicPartitions(
                topic_id=topic_id(t),
                partitions=[0],
                assignment_epochs=[1 if t != "events.apac" else 2],
            )
            for t in matched
        ]
        yield topic.record(
            group,
            ConsumerGroupCurrentMemberAssignmentKey(group_id=group, member_id="e-one"),
            cg_current.ConsumerGroupCurrentMemberAssignmentValue(
                member_epoch=epoch, previous_member_epoch=epoch - 1, assigned_partitions=current
            ),
        )
    yield from _streams_group(topic)


def _streams_group(topic: Topic) -> Iterator[Written]:
    group = "wordcount-streams"
    changelog = st_topology.TopicInfo(name="wordcount-counts-changelog")
    repartition = st_topology.TopicInfo(name="wordcount-repartition", partitions=2)
    topology = st_topology.StreamsGroupTopologyValue(
        epoch=0,
        subtopologies=[
            st_topology.Subtopology(
                subtopology_id="0",
                source_topics=["words"],
                repartition_sink_topics=["wordcount-repartition"],
            ),
            st_topology.Subtopology(
                subtopology_id="1",
                repartition_source_topics=[repartition],
                state_changelog_topics=[changelog],
            ),
        ],
    )
    topic.tick(1000, 5000)
    yield topic.record(group, StreamsGroupTopologyKey(group_id=group), topology)
    members = {"w-one": "process-a", "w-two": "process-b"}
    for n, (member, process) in enumerate(members.items()):
        yield topic.record(
            group,
            StreamsGroupMemberMetadataKey(group_id=group, member_id=member),
            st_member.StreamsGroupMemberMetadataValue(
                instance_id=None,
                rack_id=None,
                client_id=f"wordcount-{process}",
                client_host=f"/10.0.3.{n + 1}",
                rebalance_timeout_ms=300_000,
                topology_epoch=0,
                process_id=process,
                user_endpoint=st_member.Endpoint(host=f"wordcount-{n + 1}", port=7070),
                client_tags=[st_member.KeyValue(key="zone", value=f"zone-{n % 2}")],
            ),
        )

    def assign(
        epoch: int, tasks: dict[str, dict[str, list[int]]], since: dict[str, int]
    ) -> Iterator[Written]:
        """A new group epoch with its target and current assignments; ``since`` has the epoch
        each task ("subtopology_partition") kept from an earlier assignment was given in."""
        yield topic.record(
            group,
            StreamsGroupMetadataKey(group_id=group),
            st_group.StreamsGroupMetadataValue(
                epoch=epoch,
                metadata_hash=0x5EED + epoch,
                validated_topology_epoch=0,
                last_assignment_configs=[
                    st_group.LastAssignmentConfig(key="num.standby.replicas", value="0")
                ],
            ),
        )
        for member, owned in tasks.items():
            target = [st_target.TaskIds(subtopology_id=s, partitions=p) for s, p in owned.items()]
            yield topic.record(
                group,
                StreamsGroupTargetAssignmentMemberKey(group_id=group, member_id=member),
                st_target.StreamsGroupTargetAssignmentMemberValue(active_tasks=target),
            )
        yield topic.record(
            group,
            StreamsGroupTargetAssignmentMetadataKey(group_id=group),
            StreamsGroupTargetAssignmentMetadataValue(assignment_epoch=epoch),
        )
        for member, owned in tasks.items():
            active = [
                st_current.TaskIds(
                    subtopology_id=s,
                    partitions=p,
                    assignment_epochs=[since.get(f"{s}_{x}", epoch) for x in p],
                )
                for s, p in owned.items()
            ]
            yield topic.record(
                group,
                StreamsGroupCurrentMemberAssignmentKey(group_id=group, member_id=member),
                st_current.StreamsGroupCurrentMemberAssignmentValue(
                    member_epoch=epoch, previous_member_epoch=epoch - 1, active_tasks=active
                ),
            )

    yield from assign(1, {"w-one": {"0": [0], "1": [0]}, "w-two": {"0": [1], "1": [1]}}, {})
    for partition in (0, 1):
        topic.tick(20_000, 40_000)
        for name in ("words", "wordcount-repartition"):
            key = OffsetCommitKey(group=group, topic=name, partition=partition)
            value = OffsetCommitValue(offset=500 + partition, commit_timestamp=topic.clock)
            yield topic.record(group, key, value, 3, 1)
    # w-two leaves: its records go, and w-one takes every task, keeping those it had since 1.
    for key_class in (
        StreamsGroupCurrentMemberAssignmentKey,
        StreamsGroupTargetAssignmentMemberKey,
        StreamsGroupMemberMetadataKey,
    ):
        yield topic.record(group, key_class(group_id=group, member_id="w-two"), None)
    kept = {"0_0": 1, "1_0": 1}
    yield from assign(2, {"w-one": {"0": [0, 1], "1": [0, 1]}}, kept)


# --------------------------------------------------------------------------- the scenario


def _corrupt_records(topic: Topic) -> Iterator[Written]:
    good_key = OffsetCommitKey(group="orders", topic="orders", partition=0).encode_versioned(1)
    good_value = OffsetCommitValue(offset=10, commit_timestamp=1).encode_versioned(3)
    group_key = GroupMetadataKey(group="orders").encode_versioned(2)
    group_value = classic.GroupMetadataValue(
        protocol_type="consumer", generation=1
    ).encode_versioned(3)
    yield topic.corrupt("orders", good_key, good_value[:9], "value cut short")
    yield topic.corrupt(
        "orders", good_key, _INT16.pack(9) + good_value[2:], "unknown value version"
    )
    # Record type 99: no Kafka version has it (a newer one might), so it is unknown, not broken.
    yield topic.corrupt("orders", b"\x00\x63\x00\x03abc", b"\x00\x00\x00", "unknown key version")
    yield topic.corrupt("orders", b"\x07", good_value, "key of one byte")
    yield topic.corrupt("orders", None, good_value, "no key")
    yield topic.corrupt("orders", group_key, group_value + b"\xde\xad\xbe", "trailing bytes")
    yield topic.corrupt("orders", good_key[:6], good_value, "key string cut short")


def scenario(partitions: int = 4, seed: int = 7, commit_rounds: int = 24) -> Iterator[Written]:
    """The whole history, record by record, in the order it was appended.

    Groups commit once per round, 20 to 60 seconds apart; the rebalances, deletions and expiries
    happen at fixed fractions of the rounds, so any ``commit_rounds`` of 6 or more tells the
    same story at a different length.
    """
    topic = Topic(partitions, seed)
    orders = ClassicGroup(topic, "orders-processor", {"orders": 6, "orders-retry": 2})
    payments = ClassicGroup(
        topic, "payments-static", {"payments": 4}, group_version=4, commit_version=4
    )
    legacy = ClassicGroup(
        topic, "legacy-reporting", {"reports": 2}, group_version=1, commit_version=1, key_version=0
    )
    connect = ClassicGroup(
        topic, "connect-cluster", {}, protocol_type="connect", protocol="sessioned"
    )
    batch = ClassicGroup(topic, "nightly-batch", {"exports": 3}, group_version=2)
    modern = ModernGroup(
        topic, "inventory-848", {"inventory": 6}, False, {"m-gamma-classic": "inventory-static-3"}
    )
    share = ModernGroup(topic, "audit-share", {"audit-log": 4}, share=True)

    def host(n: int) -> str:
        return f"/10.0.0.{n}"

    a = ClassicMember("consumer-orders-1-7f3a", "orders-app", host(11))
    b = ClassicMember("consumer-orders-2-c41d", "orders-app", host(12))
    c = ClassicMember("consumer-orders-3-09be", "orders-app", host(13))
    p1 = ClassicMember("payments-1-5d2e", "payments", host(21), instance_id="payments-host-1")
    p2 = ClassicMember("payments-2-88a0", "payments", host(22), instance_id="payments-host-2")
    p2_restarted = ClassicMember("payments-2-f310", "payments", host(22), "payments-host-2")
    old = ClassicMember("legacy-1-0001", "reporter", host(31))
    workers = [ClassicMember(f"connect-{i}-aa{i}", f"worker-{i}", host(40 + i)) for i in (1, 2)]
    batcher = ClassicMember("nightly-1-b00c", "batch", host(51))
    newcomer = ClassicMember("nightly-2-e7d1", "batch", host(52), garbled=True)

    yield orders.rebalance([a, b])
    yield payments.rebalance([p1, p2])
    yield legacy.rebalance([old])
    yield connect.rebalance(workers)
    yield batch.rebalance([batcher, newcomer])
    yield from modern.set_members(["m-alpha", "m-beta"])
    yield from share.set_members(["s-one", "s-two"])
    grow, restart, shrink, expire = (max(i, commit_rounds * i // 6) for i in (1, 2, 3, 4))
    for round_index in range(commit_rounds):
        topic.tick(20_000, 60_000)
        for group in (orders, payments, legacy, batch):
            yield from group.commit_round()
        yield from modern.commit_round()
        if round_index == grow:
            yield orders.rebalance([a, b, c])
            yield from modern.set_members(["m-alpha", "m-beta", "m-gamma-classic"])
        if round_index == restart:
            yield payments.rebalance([p1, p2_restarted], same_generation=True)
            yield from share.set_members(["s-one", "s-two", "s-three"])
        if round_index == shrink:
            yield orders.rebalance([a, c])
            yield from modern.set_members(["m-alpha", "m-gamma-classic"])
            yield from batch.delete()
            batch.positions.clear()
        if round_index == expire:
            yield from orders.delete_offsets("orders-retry")
            for key in [k for k in orders.positions if k[0] == "orders-retry"]:
                del orders.positions[key]
    yield topic.record(  # a group that emptied out: no protocol, no leader, no members
        "idle-group",
        GroupMetadataKey(group="idle-group"),
        classic.GroupMetadataValue(
            protocol_type="consumer",
            generation=4,
            protocol=None,
            leader=None,
            current_state_timestamp=topic.clock,
            members=[],
        ),
        3,
        2,
    )
    yield from pattern_and_streams_groups(topic)
    yield from _corrupt_records(topic)


# --------------------------------------------------------------------------- end offsets


@attrs.frozen
class EndOffsetSnapshot:
    """A partition's log-end offset (the next record's offset) as sampled at ``time``."""

    topic: str
    partition: int
    time: int
    offset: int


def end_offset_snapshots(
    records: Iterable[Written], interval_ms: int = END_OFFSET_INTERVAL_MS
) -> list[EndOffsetSnapshot]:
    """The end offset of every partition a group committed on, every ``interval_ms`` from
    ``START_MS`` to the first sample after the last record, in time order.

    The producers are modelled on the commits: at any time a partition holds every offset
    committed up to the next commit on it (a group commits what it has read, so those records
    were written), plus, for the topics in ``FALLING_BEHIND``, a backlog growing at that rate
    since the first sample, and for those in ``WRITING_ON`` what is written after the last
    commit.
    """
    commits: dict[tuple[str, int], list[tuple[int, int]]] = {}
    last_time = START_MS
    for w in records:
        last_time = max(last_time, w.timestamp_ms)
        if w.record_type != "OffsetCommit" or w.value_obj is None:
            continue
        key = w.key_obj
        assert isinstance(key, OffsetCommitKey) and isinstance(w.value_obj, OffsetCommitValue)
        commits.setdefault((key.topic, key.partition), []).append(
            (w.value_obj.commit_timestamp, w.value_obj.offset)
        )
    times = range(START_MS, last_time + interval_ms + 1, interval_ms)
    snapshots = []
    for time in times:
        for (topic, partition), points in sorted(commits.items()):
            points = sorted(points)
            upcoming = [t for t, _ in points if t >= time]
            until = upcoming[0] if upcoming else points[-1][0]
            written = max(offset for t, offset in points if t <= until)
            written += FALLING_BEHIND.get(topic, 0) * (time - START_MS) // 1000
            written += WRITING_ON.get(topic, 0) * max(0, time - points[-1][0]) // 1000
            snapshots.append(EndOffsetSnapshot(topic, partition, time, written))
    return snapshots
