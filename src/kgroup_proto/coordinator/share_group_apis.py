"""ShareGroupHeartbeat and ShareGroupDescribe: KIP-932 share groups.

The group's state machine (:mod:`kgroup_proto.coordinator.share_group`) decides; this module
finds or creates the group and translates topic names to ids on the way out. A group id held
by a classic or consumer group answers GROUP_ID_NOT_FOUND, as in Kafka (the kinds never
convert into one another).
"""

from __future__ import annotations

import uuid

from kgroup_proto.coordinator.group_store import Caller, GroupStore
from kgroup_proto.coordinator.share_group import (
    JOIN_EPOCH,
    Partitions,
    ShareGroup,
    ShareHeartbeat,
    validate,
)
from kgroup_proto.error_codes import ErrorCode
from kgroup_proto.messages import share_group_describe_response as describe
from kgroup_proto.messages import share_group_heartbeat_response as heartbeat
from kgroup_proto.messages.share_group_describe_request import ShareGroupDescribeRequest
from kgroup_proto.messages.share_group_heartbeat_request import ShareGroupHeartbeatRequest


class ShareGroupApis:
    """The KIP-932 share group APIs over the shared group store."""

    def __init__(self, store: GroupStore) -> None:
        self.store = store

    def share_group_heartbeat(
        self, request: ShareGroupHeartbeatRequest, caller: Caller
    ) -> heartbeat.ShareGroupHeartbeatResponse:
        response = self._heartbeat(request, caller)
        self.store.persist(request.group_id)
        self.store.on_change()
        return response

    def _heartbeat(
        self, request: ShareGroupHeartbeatRequest, caller: Caller
    ) -> heartbeat.ShareGroupHeartbeatResponse:
        group_id = request.group_id
        beat = ShareHeartbeat(
            member_id=request.member_id,
            member_epoch=request.member_epoch,
            rack_id=request.rack_id,
            subscribed_topic_names=None
            if request.subscribed_topic_names is None
            else tuple(request.subscribed_topic_names),
            client_id=caller.client_id,
            client_host=caller.client_host,
        )
        problem = "GroupId can't be empty." if not group_id else validate(beat)
        if problem is not None:
            return heartbeat.ShareGroupHeartbeatResponse(
                error_code=ErrorCode.INVALID_REQUEST, error_message=problem
            )
        if group_id in self.store.classic or group_id in self.store.consumer:
            return heartbeat.ShareGroupHeartbeatResponse(
                error_code=ErrorCode.GROUP_ID_NOT_FOUND,
                error_message=f"Group {group_id} is not a share group.",
            )
        group = self.store.share.get(group_id)
        if group is None:
            if request.member_epoch != JOIN_EPOCH:
                # Kafka answers GROUP_ID_NOT_FOUND here (a consumer group's UNKNOWN_MEMBER_ID).
                return heartbeat.ShareGroupHeartbeatResponse(
                    error_code=ErrorCode.GROUP_ID_NOT_FOUND,
                    error_message=f"Share group {group_id} not found.",
                )
            group = self.store.share[group_id] = ShareGroup(group_id, self.store.settings)
        result = group.heartbeat(beat, self.store.topics.partition_counts(), self.store.clock())
        assignment = None
        if result.assignment is not None:
            assignment = heartbeat.Assignment(
                topic_partitions=[
                    heartbeat.TopicPartitions(
                        topic_id=self._topic_id(name), partitions=sorted(partitions)
                    )
                    for name, partitions in sorted(result.assignment.items())
                ]
            )
        return heartbeat.ShareGroupHeartbeatResponse(
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

    def _described(self, partitions: Partitions) -> describe.Assignment:
        return describe.Assignment(
            topic_partitions=[
                describe.TopicPartitions(
                    topic_id=self._topic_id(name), topic_name=name, partitions=sorted(parts)
                )
                for name, parts in sorted(partitions.items())
            ]
        )

    def share_group_describe(
        self, request: ShareGroupDescribeRequest, caller: Caller
    ) -> describe.ShareGroupDescribeResponse:
        del caller
        groups = []
        for group_id in request.group_ids:
            group = self.store.share.get(group_id)
            if group is None:
                kind = self.store.classic.get(group_id) or self.store.consumer.get(group_id)
                groups.append(
                    describe.DescribedGroup(
                        error_code=ErrorCode.GROUP_ID_NOT_FOUND,
                        error_message=f"Group {group_id} is not a share group."
                        if kind is not None
                        else f"Group {group_id} not found.",
                        group_id=group_id,
                        group_state="Dead",
                    )
                )
                continue
            members = [
                describe.Member(
                    member_id=m.member_id,
                    rack_id=m.rack_id,
                    member_epoch=m.member_epoch,
                    client_id=m.client_id,
                    client_host=m.client_host,
                    subscribed_topic_names=list(m.subscribed_topic_names),
                    assignment=self._described(m.assigned),
                )
                for m in group.members.values()
            ]
            groups.append(
                describe.DescribedGroup(
                    group_id=group_id,
                    group_state=group.state(),
                    group_epoch=group.group_epoch,
                    assignment_epoch=group.assignment_epoch,
                    assignor_name=group.assignor_name,
                    members=members,
                )
            )
        return describe.ShareGroupDescribeResponse(groups=groups)
