"""ConsumerGroupHeartbeat and ConsumerGroupDescribe: KIP-848 consumer groups.

The group's state machine (:mod:`kgroup_proto.coordinator.consumer_group`) decides; this
module translates topic ids to names on the way in and back on the way out. An empty
classic group (one that only stores offsets) becomes a consumer group on its first
heartbeat, as in Kafka.
"""

from __future__ import annotations

import uuid

from kgroup_proto.coordinator.consumer_group import ConsumerGroup, MemberHeartbeat, Partitions
from kgroup_proto.coordinator.group_store import Caller, GroupStore
from kgroup_proto.error_codes import ErrorCode
from kgroup_proto.messages import (
    consumer_group_describe_response,
    consumer_group_heartbeat_response,
)
from kgroup_proto.messages.consumer_group_describe_request import ConsumerGroupDescribeRequest
from kgroup_proto.messages.consumer_group_heartbeat_request import ConsumerGroupHeartbeatRequest


class ConsumerGroupApis:
    """The KIP-848 consumer group APIs over the shared group store."""

    def __init__(self, store: GroupStore) -> None:
        self.store = store

    def consumer_group_heartbeat(
        self, request: ConsumerGroupHeartbeatRequest, caller: Caller
    ) -> consumer_group_heartbeat_response.ConsumerGroupHeartbeatResponse:
        response = self._consumer_heartbeat(request, caller)
        self.store.persist(request.group_id)
        self.store.on_change()
        return response

    def _consumer_heartbeat(
        self, request: ConsumerGroupHeartbeatRequest, caller: Caller
    ) -> consumer_group_heartbeat_response.ConsumerGroupHeartbeatResponse:
        group_id = request.group_id
        if not group_id:
            return consumer_group_heartbeat_response.ConsumerGroupHeartbeatResponse(
                error_code=ErrorCode.INVALID_GROUP_ID, error_message="GroupId may not be empty"
            )
        if group_id in self.store.share:
            return consumer_group_heartbeat_response.ConsumerGroupHeartbeatResponse(
                error_code=ErrorCode.GROUP_ID_NOT_FOUND,
                error_message=f"group {group_id} is a share group",
            )
        classic = self.store.classic.get(group_id)
        if classic is not None:
            if not classic.is_empty() or classic.pending_members:
                return consumer_group_heartbeat_response.ConsumerGroupHeartbeatResponse(
                    error_code=ErrorCode.GROUP_ID_NOT_FOUND,
                    error_message=f"group {group_id} is a classic group",
                )
            del self.store.classic[group_id]  # an empty classic group (offsets only) is converted
        group = self.store.consumer.get(group_id)
        if group is None:
            if request.member_epoch != 0:
                return consumer_group_heartbeat_response.ConsumerGroupHeartbeatResponse(
                    error_code=ErrorCode.UNKNOWN_MEMBER_ID,
                    error_message=f"group {group_id} has no member {request.member_id}",
                )
            group = self.store.consumer[group_id] = ConsumerGroup(group_id, self.store.settings)
        owned: Partitions | None = None
        if request.topic_partitions is not None:
            owned = {}
            for tp in request.topic_partitions:
                topic = self.store.topics.by_id(tp.topic_id)
                if topic is not None:
                    owned.setdefault(topic.name, set()).update(tp.partitions)
        result = group.heartbeat(
            MemberHeartbeat(
                member_id=request.member_id,
                member_epoch=request.member_epoch,
                instance_id=request.instance_id,
                rack_id=request.rack_id,
                rebalance_timeout_ms=request.rebalance_timeout_ms,
                subscribed_topic_names=None
                if request.subscribed_topic_names is None
                else tuple(request.subscribed_topic_names),
                subscribed_topic_regex=request.subscribed_topic_regex,
                server_assignor=request.server_assignor,
                owned=owned,
                client_id=caller.client_id,
                client_host=caller.client_host,
            ),
            self.store.topics.partition_counts(),
            self.store.clock(),
        )
        assignment = None
        if result.assignment is not None:
            assignment = consumer_group_heartbeat_response.Assignment(
                topic_partitions=[
                    consumer_group_heartbeat_response.TopicPartitions(
                        topic_id=self._topic_id(name), partitions=sorted(partitions)
                    )
                    for name, partitions in sorted(result.assignment.items())
                ]
            )
        return consumer_group_heartbeat_response.ConsumerGroupHeartbeatResponse(
            error_code=result.error,
            error_message=result.error_message,
            member_id=result.member_id,
            member_epoch=result.member_epoch,
            heartbeat_interval_ms=result.heartbeat_interval_ms,
            assignment=assignment,
        )

    def _topic_id(self, name: str) -> uuid.UUID:
        topic = self.store.topics.get(name)
        return topic.topic_id if topic else uuid.UUID(int=0)

    def _described_assignment(
        self, partitions: Partitions
    ) -> consumer_group_describe_response.Assignment:
        return consumer_group_describe_response.Assignment(
            topic_partitions=[
                consumer_group_describe_response.TopicPartitions(
                    topic_id=self._topic_id(name), topic_name=name, partitions=sorted(parts)
                )
                for name, parts in sorted(partitions.items())
            ]
        )

    def consumer_group_describe(
        self, request: ConsumerGroupDescribeRequest, caller: Caller
    ) -> consumer_group_describe_response.ConsumerGroupDescribeResponse:
        del caller
        groups = []
        for group_id in request.group_ids:
            group = self.store.consumer.get(group_id)
            if group is None:
                groups.append(
                    consumer_group_describe_response.DescribedGroup(
                        error_code=ErrorCode.GROUP_ID_NOT_FOUND,
                        error_message=f"group {group_id} is not a consumer group",
                        group_id=group_id,
                        group_state="Dead",
                    )
                )
                continue
            members = [
                consumer_group_describe_response.Member(
                    member_id=m.member_id,
                    instance_id=m.instance_id,
                    rack_id=m.rack_id,
                    member_epoch=m.member_epoch,
                    client_id=m.client_id,
                    client_host=m.client_host,
                    subscribed_topic_names=list(m.subscribed_topic_names),
                    subscribed_topic_regex=m.subscribed_topic_regex,
                    assignment=self._described_assignment(m.assigned),
                    target_assignment=self._described_assignment(group.target.get(m.member_id, {})),
                    member_type=1,
                )
                for m in group.members.values()
            ]
            groups.append(
                consumer_group_describe_response.DescribedGroup(
                    group_id=group_id,
                    group_state=group.state(),
                    group_epoch=group.group_epoch,
                    assignment_epoch=group.assignment_epoch,
                    assignor_name=group.assignor_name,
                    members=members,
                )
            )
        return consumer_group_describe_response.ConsumerGroupDescribeResponse(groups=groups)
