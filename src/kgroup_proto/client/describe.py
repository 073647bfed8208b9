"""Turn the describe answers of every group kind into :class:`GroupDescription` records.

DescribeGroups (classic), ConsumerGroupDescribe (KIP-848), ShareGroupDescribe (KIP-932) and
StreamsGroupDescribe (KIP-1071).
"""

from __future__ import annotations

from collections.abc import Iterable

from kgroup_proto.client.errors import ProtocolViolation
from kgroup_proto.consumer_protocol import decode_assignment, decode_subscription
from kgroup_proto.messages import (
    consumer_group_describe_response,
    describe_groups_response,
    share_group_describe_response,
    streams_group_describe_response,
)
from kgroup_proto.messages.consumer_protocol_assignment import TopicPartition
from kgroup_proto.protocol.models import GroupDescription, MemberDescription, Node, TopicPartitions
from kgroup_proto.runtime import DecodeError

CONSUMER_PROTOCOL = "consumer"


def _topic_partitions(pairs: Iterable[tuple[str, Iterable[int]]]) -> TopicPartitions:
    merged: dict[str, set[int]] = {}
    for topic, partitions in pairs:
        merged.setdefault(topic, set()).update(partitions)
    return {topic: sorted(merged[topic]) for topic in sorted(merged)}


def _assigned(partitions: Iterable[TopicPartition]) -> TopicPartitions:
    return _topic_partitions((tp.topic, tp.partitions) for tp in partitions)


def classic_member(
    group_id: str, member: describe_groups_response.DescribedGroupMember, protocol_type: str
) -> MemberDescription:
    """A classic member; consumer-protocol bytes are decoded, other protocols' are left out."""
    assignment: TopicPartitions | None = None
    topics: list[str] | None = None
    if protocol_type == CONSUMER_PROTOCOL:
        try:
            decoded_assignment = decode_assignment(member.member_assignment)
            subscription = decode_subscription(member.member_metadata)
        except DecodeError as exc:
            raise ProtocolViolation(
                f"group {group_id!r}, member {member.member_id!r}: "
                f"consumer-protocol bytes do not decode: {exc}"
            ) from None
        if decoded_assignment is not None:
            assignment = _assigned(decoded_assignment.assigned_partitions)
        if subscription is not None:
            topics = sorted(subscription.topics)
    return MemberDescription(
        member_id=member.member_id,
        client_id=member.client_id,
        client_host=member.client_host,
        group_instance_id=member.group_instance_id,
        assignment=assignment,
        subscribed_topics=topics,
    )


def classic_group(
    group: describe_groups_response.DescribedGroup, coordinator: Node
) -> GroupDescription:
    return GroupDescription(
        group_id=group.group_id,
        group_type="classic",
        state=group.group_state,
        protocol_type=group.protocol_type,
        assignor=group.protocol_data,
        members=[classic_member(group.group_id, m, group.protocol_type) for m in group.members],
        coordinator=coordinator,
    )


def _owned(assignment: consumer_group_describe_response.Assignment) -> TopicPartitions:
    return _topic_partitions((tp.topic_name, tp.partitions) for tp in assignment.topic_partitions)


def consumer_group(
    group: consumer_group_describe_response.DescribedGroup, coordinator: Node
) -> GroupDescription:
    """A KIP-848 consumer group; assignments name topics as the broker does."""
    members = [
        MemberDescription(
            member_id=m.member_id,
            client_id=m.client_id,
            client_host=m.client_host,
            group_instance_id=m.instance_id,
            assignment=_owned(m.assignment),
            subscribed_topics=sorted(m.subscribed_topic_names),
            member_epoch=m.member_epoch,
            target_assignment=_owned(m.target_assignment),
            rack_id=m.rack_id,
        )
        for m in group.members
    ]
    return GroupDescription(
        group_id=group.group_id,
        group_type="consumer",
        state=group.group_state,
        protocol_type=CONSUMER_PROTOCOL,
        assignor=group.assignor_name,
        members=members,
        coordinator=coordinator,
        group_epoch=group.group_epoch,
        assignment_epoch=group.assignment_epoch,
    )


def share_group(
    group: share_group_describe_response.DescribedGroup, coordinator: Node
) -> GroupDescription:
    """A share group (KIP-932): its members share the partitions they are assigned."""
    members = [
        MemberDescription(
            member_id=m.member_id,
            client_id=m.client_id,
            client_host=m.client_host,
            group_instance_id=None,
            assignment=_topic_partitions(
                (tp.topic_name, tp.partitions) for tp in m.assignment.topic_partitions
            ),
            subscribed_topics=sorted(m.subscribed_topic_names),
            member_epoch=m.member_epoch,
            rack_id=m.rack_id,
        )
        for m in group.members
    ]
    return GroupDescription(
        group_id=group.group_id,
        group_type="share",
        state=group.group_state,
        protocol_type="share",
        assignor=group.assignor_name,
        members=members,
        coordinator=coordinator,
        group_epoch=group.group_epoch,
        assignment_epoch=group.assignment_epoch,
    )


def _tasks(tasks: Iterable[streams_group_describe_response.TaskIds]) -> TopicPartitions:
    return _topic_partitions((t.subtopology_id, t.partitions) for t in tasks)


def streams_group(
    group: streams_group_describe_response.DescribedGroup, coordinator: Node
) -> GroupDescription:
    """A streams group (KIP-1071): members own tasks of the topology's subtopologies."""
    members = [
        MemberDescription(
            member_id=m.member_id,
            client_id=m.client_id,
            client_host=m.client_host,
            group_instance_id=m.instance_id,
            assignment=None,
            subscribed_topics=None,
            member_epoch=m.member_epoch,
            rack_id=m.rack_id,
            active_tasks=_tasks(m.assignment.active_tasks),
            standby_tasks=_tasks(m.assignment.standby_tasks),
            warmup_tasks=_tasks(m.assignment.warmup_tasks),
            process_id=m.process_id,
        )
        for m in group.members
    ]
    return GroupDescription(
        group_id=group.group_id,
        group_type="streams",
        state=group.group_state,
        protocol_type="streams",
        assignor=group.assignor_name or "",
        members=members,
        coordinator=coordinator,
        group_epoch=group.group_epoch,
        assignment_epoch=group.assignment_epoch,
    )
