"""The group coordinator's APIs: decoded requests in, responses out, groups and offsets in between.

Classic groups (JoinGroup ... LeaveGroup) and KIP-848 consumer groups (ConsumerGroupHeartbeat)
share one group-id namespace, as in Kafka: an id belongs to one kind of group at a time. The
state machines decide; this module only translates between messages and their calls, and waits
(asynchronously) for JoinGroup and SyncGroup answers that come when a rebalance completes.
"""

from __future__ import annotations

import asyncio
import logging
import time
import uuid
from collections.abc import Callable
from typing import TypeVar

import attrs

from kgroup_proto.client.consumer_protocol import decode_subscription
from kgroup_proto.coordinator.classic_group import (
    ClassicGroup,
    GroupState,
    JoinRequest,
    JoinResult,
    SyncResult,
)
from kgroup_proto.coordinator.config import GroupSettings
from kgroup_proto.coordinator.consumer_group import ConsumerGroup, HeartbeatRequest, Partitions
from kgroup_proto.coordinator.log_storage import TopicStore
from kgroup_proto.coordinator.offsets import CommittedOffset, OffsetStore
from kgroup_proto.error_codes import ErrorCode
from kgroup_proto.messages import consumer_group_describe_response as cgd
from kgroup_proto.messages import consumer_group_heartbeat_response as cgh
from kgroup_proto.messages import describe_groups_response as dg
from kgroup_proto.messages import offset_commit_response as oc
from kgroup_proto.messages import offset_delete_response as od
from kgroup_proto.messages import offset_fetch_response as of
from kgroup_proto.messages.consumer_group_describe_request import ConsumerGroupDescribeRequest
from kgroup_proto.messages.consumer_group_heartbeat_request import ConsumerGroupHeartbeatRequest
from kgroup_proto.messages.delete_groups_request import DeleteGroupsRequest
from kgroup_proto.messages.delete_groups_response import (
    DeletableGroupResult,
    DeleteGroupsResponse,
)
from kgroup_proto.messages.describe_groups_request import DescribeGroupsRequest
from kgroup_proto.messages.heartbeat_request import HeartbeatRequest as ClassicHeartbeat
from kgroup_proto.messages.heartbeat_response import HeartbeatResponse
from kgroup_proto.messages.join_group_request import JoinGroupRequest
from kgroup_proto.messages.join_group_response import JoinGroupResponse, JoinGroupResponseMember
from kgroup_proto.messages.leave_group_request import LeaveGroupRequest
from kgroup_proto.messages.leave_group_response import LeaveGroupResponse, MemberResponse
from kgroup_proto.messages.list_groups_request import ListGroupsRequest
from kgroup_proto.messages.list_groups_response import ListedGroup, ListGroupsResponse
from kgroup_proto.messages.offset_commit_request import (
    OffsetCommitRequest,
    OffsetCommitRequestPartition,
)
from kgroup_proto.messages.offset_delete_request import OffsetDeleteRequest
from kgroup_proto.messages.offset_fetch_request import OffsetFetchRequest
from kgroup_proto.messages.sync_group_request import SyncGroupRequest
from kgroup_proto.messages.sync_group_response import SyncGroupResponse
from kgroup_proto.runtime import DecodeError

log = logging.getLogger("kgroup_proto.coordinator.groups")

T = TypeVar("T")


@attrs.frozen
class Caller:
    """Who sent a request, and in which version."""

    client_id: str
    client_host: str
    version: int


def now_ms() -> float:
    return time.monotonic() * 1000.0


def _wall_ms() -> int:
    return int(time.time() * 1000)


class GroupCoordinator:
    """Every group and committed offset of one broker."""

    def __init__(
        self,
        settings: GroupSettings,
        topics: TopicStore,
        offsets: OffsetStore,
        clock: Callable[[], float] = now_ms,
    ) -> None:
        self.settings = settings
        self.topics = topics
        self.offsets = offsets
        self.clock = clock
        self.classic: dict[str, ClassicGroup] = {}
        self.consumer: dict[str, ConsumerGroup] = {}
        #: called after anything that may move a deadline, so the broker re-arms its timer
        self.on_change: Callable[[], None] = lambda: None
        for group_id in offsets.groups():  # groups known only by their committed offsets
            self.classic[group_id] = ClassicGroup(group_id, settings, clock())

    # ------------------------------------------------------------------ timers

    def next_deadline(self) -> float | None:
        times = [g.next_deadline() for g in self.classic.values()]
        times += [g.next_deadline() for g in self.consumer.values()]
        return min((t for t in times if t is not None), default=None)

    def poll(self) -> None:
        now = self.clock()
        counts = self.topics.partition_counts()
        for classic in list(self.classic.values()):
            deadline = classic.next_deadline()
            if deadline is not None and deadline <= now:
                classic.poll(now)
        for group in list(self.consumer.values()):
            deadline = group.next_deadline()
            if deadline is not None and deadline <= now:
                group.poll(counts, now)
        self._forget_unused_groups()

    def _forget_unused_groups(self) -> None:
        """Groups that never formed (only expired pending joiners, no offsets) are dropped.

        Groups that had a generation stay until DeleteGroups, so that they can be described and
        deleted as in Kafka (whose cleanup of empty groups runs only every few minutes).
        """
        for group_id, classic in list(self.classic.items()):
            if (
                classic.state is GroupState.EMPTY
                and classic.generation_id == 0
                and not classic.members
                and not classic.pending_members
                and not self.offsets.has_group(group_id)
            ):
                del self.classic[group_id]

    async def _wait(self, start: Callable[[Callable[[T], None]], None]) -> T:
        future: asyncio.Future[T] = asyncio.get_running_loop().create_future()

        def done(result: T) -> None:
            if not future.done():
                future.set_result(result)

        start(done)
        self.on_change()
        return await future

    # ------------------------------------------------------------------ JoinGroup

    async def join_group(self, request: JoinGroupRequest, caller: Caller) -> JoinGroupResponse:
        version = caller.version
        precheck = self._join_precheck(request)
        if precheck is not None:
            result = precheck
        else:
            group = self.classic.get(request.group_id)
            if group is None:
                group = self.classic[request.group_id] = ClassicGroup(
                    request.group_id, self.settings, self.clock()
                )
            join = JoinRequest(
                member_id=request.member_id,
                instance_id=request.group_instance_id,
                protocol_type=request.protocol_type,
                protocols=tuple((p.name, p.metadata) for p in request.protocols),
                session_timeout_ms=request.session_timeout_ms,
                rebalance_timeout_ms=request.rebalance_timeout_ms
                if version >= 1
                else request.session_timeout_ms,
                client_id=caller.client_id,
                client_host=caller.client_host,
                reason=request.reason,
                require_known_member_id=version >= 4,
                supports_skip_assignment=version >= 9,
            )
            joined = group
            result = await self._wait(lambda reply: joined.join(join, self.clock(), reply))
        members = [
            JoinGroupResponseMember(
                member_id=m.member_id, group_instance_id=m.instance_id, metadata=m.metadata
            )
            for m in result.members
        ]
        protocol_name = result.protocol_name
        if protocol_name is None and version < 7:
            protocol_name = ""
        return JoinGroupResponse(
            error_code=result.error,
            generation_id=result.generation_id,
            protocol_type=result.protocol_type,
            protocol_name=protocol_name,
            leader=result.leader_id,
            skip_assignment=result.skip_assignment,
            member_id=result.member_id,
            members=members,
        )

    def _join_precheck(self, request: JoinGroupRequest) -> JoinResult | None:
        if not request.group_id:
            return JoinResult(ErrorCode.INVALID_GROUP_ID, member_id=request.member_id)
        if request.group_id in self.consumer:
            return JoinResult(ErrorCode.INCONSISTENT_GROUP_PROTOCOL, member_id=request.member_id)
        if request.group_id not in self.classic and request.member_id:
            return JoinResult(ErrorCode.UNKNOWN_MEMBER_ID, member_id=request.member_id)
        return None

    # ------------------------------------------------------------------ SyncGroup

    async def sync_group(self, request: SyncGroupRequest, caller: Caller) -> SyncGroupResponse:
        group = self.classic.get(request.group_id)
        if not request.group_id:
            result = SyncResult(ErrorCode.INVALID_GROUP_ID)
        elif group is None:
            result = SyncResult(ErrorCode.UNKNOWN_MEMBER_ID)
        else:
            assignments = {a.member_id: a.assignment for a in request.assignments}
            target = group
            result = await self._wait(
                lambda reply: target.sync(
                    request.member_id,
                    request.group_instance_id,
                    request.generation_id,
                    request.protocol_type,
                    request.protocol_name,
                    assignments,
                    self.clock(),
                    reply,
                )
            )
        del caller
        return SyncGroupResponse(
            error_code=result.error,
            protocol_type=result.protocol_type,
            protocol_name=result.protocol_name,
            assignment=result.assignment,
        )

    # ------------------------------------------------------------------ Heartbeat

    def heartbeat(self, request: ClassicHeartbeat, caller: Caller) -> HeartbeatResponse:
        del caller
        group = self.classic.get(request.group_id)
        if not request.group_id:
            error = ErrorCode.INVALID_GROUP_ID
        elif group is None:
            error = ErrorCode.UNKNOWN_MEMBER_ID
        else:
            error = group.heartbeat(
                request.member_id, request.group_instance_id, request.generation_id, self.clock()
            )
        self.on_change()
        return HeartbeatResponse(error_code=error)

    # ------------------------------------------------------------------ LeaveGroup

    def leave_group(self, request: LeaveGroupRequest, caller: Caller) -> LeaveGroupResponse:
        group = self.classic.get(request.group_id)
        now = self.clock()
        if caller.version <= 2:
            if group is None:
                error = ErrorCode.UNKNOWN_MEMBER_ID
            else:
                error = group.leave(request.member_id, None, None, now)
            self.on_change()
            return LeaveGroupResponse(error_code=error)
        results = []
        for identity in request.members:
            if group is None:
                error = ErrorCode.UNKNOWN_MEMBER_ID
            else:
                error = group.leave(
                    identity.member_id, identity.group_instance_id, identity.reason, now
                )
            results.append(
                MemberResponse(
                    member_id=identity.member_id,
                    group_instance_id=identity.group_instance_id,
                    error_code=error,
                )
            )
        self.on_change()
        return LeaveGroupResponse(error_code=ErrorCode.NONE, members=results)

    # ------------------------------------------------------------------ Describe/List/Delete

    def describe_groups(
        self, request: DescribeGroupsRequest, caller: Caller
    ) -> dg.DescribeGroupsResponse:
        described = []
        for group_id in request.groups:
            described.append(self._describe_classic(group_id, caller.version))
        return dg.DescribeGroupsResponse(groups=described)

    def _describe_classic(self, group_id: str, version: int) -> dg.DescribedGroup:
        if group_id in self.consumer:
            return dg.DescribedGroup(
                error_code=ErrorCode.GROUP_ID_NOT_FOUND,
                error_message=f"group {group_id} is not a classic group" if version >= 6 else None,
                group_id=group_id,
                group_state="Dead",
            )
        group = self.classic.get(group_id)
        if group is None:
            if version >= 6:  # older versions describe an unknown group as Dead, without error
                return dg.DescribedGroup(
                    error_code=ErrorCode.GROUP_ID_NOT_FOUND,
                    error_message=f"group {group_id} not found",
                    group_id=group_id,
                    group_state="Dead",
                )
            return dg.DescribedGroup(group_id=group_id, group_state="Dead")
        stable = group.state is GroupState.STABLE
        members = [
            dg.DescribedGroupMember(
                member_id=m.member_id,
                group_instance_id=m.instance_id,
                client_id=m.client_id,
                client_host=m.client_host,
                member_metadata=m.metadata(group.protocol_name or "") if stable else b"",
                member_assignment=m.assignment if stable else b"",
            )
            for m in group.members.values()
        ]
        return dg.DescribedGroup(
            group_id=group_id,
            group_state=group.state.value,
            protocol_type=group.protocol_type or "",
            protocol_data=(group.protocol_name or "") if stable else "",
            members=members,
        )

    def list_groups(self, request: ListGroupsRequest, caller: Caller) -> ListGroupsResponse:
        states = {s.casefold() for s in request.states_filter} if caller.version >= 4 else set()
        types = {t.casefold() for t in request.types_filter} if caller.version >= 5 else set()
        listed = []
        rows: list[tuple[str, str, str, str]] = []
        for group_id, group in self.classic.items():
            if group.state is not GroupState.DEAD:
                rows.append((group_id, group.protocol_type or "", group.state.value, "classic"))
        for group_id, consumer in self.consumer.items():
            rows.append((group_id, "consumer", consumer.state(), "consumer"))
        for group_id, protocol_type, state, kind in sorted(rows):
            if states and state.casefold() not in states:
                continue
            if types and kind not in types:
                continue
            listed.append(
                ListedGroup(
                    group_id=group_id,
                    protocol_type=protocol_type,
                    group_state=state,
                    group_type=kind,
                )
            )
        return ListGroupsResponse(error_code=ErrorCode.NONE, groups=listed)

    def delete_groups(self, request: DeleteGroupsRequest, caller: Caller) -> DeleteGroupsResponse:
        del caller
        results = []
        for group_id in request.groups_names:
            results.append(
                DeletableGroupResult(group_id=group_id, error_code=self._delete(group_id))
            )
        self.on_change()
        return DeleteGroupsResponse(results=results)

    def _delete(self, group_id: str) -> ErrorCode:
        if not group_id:
            return ErrorCode.INVALID_GROUP_ID
        classic = self.classic.get(group_id)
        consumer = self.consumer.get(group_id)
        if classic is not None:
            if classic.state not in (GroupState.EMPTY, GroupState.DEAD):
                return ErrorCode.NON_EMPTY_GROUP
            classic.mark_dead(self.clock())
            del self.classic[group_id]
        elif consumer is not None:
            if consumer.members:
                return ErrorCode.NON_EMPTY_GROUP
            consumer.dead = True
            del self.consumer[group_id]
        else:
            return ErrorCode.GROUP_ID_NOT_FOUND
        self.offsets.delete_group(group_id)
        log.info("group %s deleted", group_id)
        return ErrorCode.NONE

    # ------------------------------------------------------------------ offsets

    def _topic_name(self, name: str, topic_id: uuid.UUID, version: int, id_from: int) -> str | None:
        if version < id_from:
            return name
        topic = self.topics.by_id(topic_id)
        return None if topic is None else topic.name

    def offset_commit(
        self, request: OffsetCommitRequest, caller: Caller
    ) -> oc.OffsetCommitResponse:
        version = caller.version
        error = self._commit_check(request, version)
        now_wall = _wall_ms()
        topics = []
        for topic in request.topics:
            name = self._topic_name(topic.name, topic.topic_id, version, 10)
            partitions = []
            for part in topic.partitions:
                code = error
                if code is ErrorCode.NONE:
                    code = self._commit_one(request.group_id, name, part, now_wall, version)
                partitions.append(
                    oc.OffsetCommitResponsePartition(
                        partition_index=part.partition_index, error_code=code
                    )
                )
            topics.append(
                oc.OffsetCommitResponseTopic(
                    name=topic.name, topic_id=topic.topic_id, partitions=partitions
                )
            )
        self.on_change()
        return oc.OffsetCommitResponse(topics=topics)

    def _commit_check(self, request: OffsetCommitRequest, version: int) -> ErrorCode:
        group_id = request.group_id
        if not group_id:
            return ErrorCode.INVALID_GROUP_ID
        generation = request.generation_id_or_member_epoch if version >= 1 else -1
        member_id = request.member_id if version >= 1 else ""
        consumer = self.consumer.get(group_id)
        if consumer is not None:
            partitions = [
                (name, part.partition_index)
                for topic in request.topics
                if (name := self._topic_name(topic.name, topic.topic_id, version, 10)) is not None
                for part in topic.partitions
            ]
            return consumer.validate_offset_commit(member_id, generation, partitions)
        group = self.classic.get(group_id)
        if group is None:
            if generation >= 0:
                return ErrorCode.ILLEGAL_GENERATION
            group = self.classic[group_id] = ClassicGroup(group_id, self.settings, self.clock())
        error = group.validate_offset_commit(member_id, request.group_instance_id, generation)
        if error is ErrorCode.NONE:
            group.touch(member_id, self.clock())
        return error

    def _commit_one(
        self,
        group_id: str,
        name: str | None,
        part: OffsetCommitRequestPartition,
        now_wall: int,
        version: int,
    ) -> ErrorCode:
        if name is None:
            return ErrorCode.UNKNOWN_TOPIC_ID
        if self.topics.partition(name, part.partition_index) is None:
            return ErrorCode.UNKNOWN_TOPIC_OR_PARTITION
        metadata = part.committed_metadata or ""
        if len(metadata.encode()) > self.settings.offset_metadata_max_bytes:
            return ErrorCode.OFFSET_METADATA_TOO_LARGE
        timestamp = (
            part.commit_timestamp if version == 1 and part.commit_timestamp >= 0 else now_wall
        )
        self.offsets.commit(
            group_id,
            name,
            part.partition_index,
            CommittedOffset(
                part.committed_offset, part.committed_leader_epoch, metadata, timestamp
            ),
        )
        return ErrorCode.NONE

    def offset_fetch(self, request: OffsetFetchRequest, caller: Caller) -> of.OffsetFetchResponse:
        version = caller.version
        if version <= 7:
            wanted = (
                None
                if request.topics is None
                else [(t.name, uuid.UUID(int=0), t.partition_indexes) for t in request.topics]
            )
            error, found = self._fetch_group(request.group_id, None, -1, wanted, version)
            topics = [
                of.OffsetFetchResponseTopic(
                    name=name,
                    partitions=[
                        of.OffsetFetchResponsePartition(
                            partition_index=p,
                            committed_offset=c.offset if c else -1,
                            committed_leader_epoch=c.leader_epoch if c else -1,
                            metadata=c.metadata if c else "",
                            error_code=code,
                        )
                        for p, c, code in parts
                    ],
                )
                for name, _, parts in found
            ]
            if version < 2 and error is not ErrorCode.NONE:
                # v0-v1 have no group-level error: report it on every partition.
                for topic in topics:
                    for p in topic.partitions:
                        p.error_code = error
            return of.OffsetFetchResponse(topics=topics, error_code=error)
        groups = []
        for g in request.groups:
            wanted = (
                None
                if g.topics is None
                else [(t.name, t.topic_id, t.partition_indexes) for t in g.topics]
            )
            error, found = self._fetch_group(
                g.group_id, g.member_id, g.member_epoch, wanted, version
            )
            groups.append(
                of.OffsetFetchResponseGroup(
                    group_id=g.group_id,
                    error_code=error,
                    topics=[
                        of.OffsetFetchResponseTopics(
                            name=name,
                            topic_id=topic_id,
                            partitions=[
                                of.OffsetFetchResponsePartitions(
                                    partition_index=p,
                                    committed_offset=c.offset if c else -1,
                                    committed_leader_epoch=c.leader_epoch if c else -1,
                                    metadata=c.metadata if c else "",
                                    error_code=code,
                                )
                                for p, c, code in parts
                            ],
                        )
                        for name, topic_id, parts in found
                    ],
                )
            )
        return of.OffsetFetchResponse(groups=groups)

    def _fetch_group(
        self,
        group_id: str,
        member_id: str | None,
        member_epoch: int,
        wanted: list[tuple[str, uuid.UUID, list[int]]] | None,
        version: int,
    ) -> tuple[
        ErrorCode, list[tuple[str, uuid.UUID, list[tuple[int, CommittedOffset | None, ErrorCode]]]]
    ]:
        consumer = self.consumer.get(group_id)
        if consumer is not None and member_id is not None and member_epoch >= 0:
            member = consumer.members.get(member_id)
            if member is None:
                return ErrorCode.UNKNOWN_MEMBER_ID, []
            if member.member_epoch != member_epoch:
                return ErrorCode.STALE_MEMBER_EPOCH, []
        found: list[tuple[str, uuid.UUID, list[tuple[int, CommittedOffset | None, ErrorCode]]]] = []
        if wanted is None:
            by_topic: dict[str, list[tuple[int, CommittedOffset | None, ErrorCode]]] = {}
            for (topic, partition), committed in sorted(
                self.offsets.group_offsets(group_id).items()
            ):
                by_topic.setdefault(topic, []).append((partition, committed, ErrorCode.NONE))
            for topic, parts in by_topic.items():
                known = self.topics.get(topic)
                topic_id = known.topic_id if known else uuid.UUID(int=0)
                found.append((topic, topic_id, parts))
            return ErrorCode.NONE, found
        for name, topic_id, partitions in wanted:
            resolved = self._topic_name(name, topic_id, version, 10)
            parts = []
            for p in partitions:
                if resolved is None:
                    parts.append((p, None, ErrorCode.UNKNOWN_TOPIC_ID))
                else:
                    parts.append((p, self.offsets.fetch(group_id, resolved, p), ErrorCode.NONE))
            found.append((name, topic_id, parts))
        return ErrorCode.NONE, found

    def offset_delete(
        self, request: OffsetDeleteRequest, caller: Caller
    ) -> od.OffsetDeleteResponse:
        del caller
        group_id = request.group_id
        classic = self.classic.get(group_id)
        consumer = self.consumer.get(group_id)
        if not group_id:
            return od.OffsetDeleteResponse(error_code=ErrorCode.INVALID_GROUP_ID)
        if classic is None and consumer is None:
            return od.OffsetDeleteResponse(error_code=ErrorCode.GROUP_ID_NOT_FOUND)
        subscribed = self._subscribed_topics(classic, consumer)
        if subscribed is None:
            return od.OffsetDeleteResponse(error_code=ErrorCode.NON_EMPTY_GROUP)
        topics = []
        for topic in request.topics:
            parts = []
            for part in topic.partitions:
                if topic.name in subscribed:
                    code = ErrorCode.GROUP_SUBSCRIBED_TO_TOPIC
                else:
                    self.offsets.delete(group_id, topic.name, part.partition_index)
                    code = ErrorCode.NONE
                parts.append(
                    od.OffsetDeleteResponsePartition(
                        partition_index=part.partition_index, error_code=code
                    )
                )
            topics.append(od.OffsetDeleteResponseTopic(name=topic.name, partitions=parts))
        return od.OffsetDeleteResponse(error_code=ErrorCode.NONE, topics=topics)

    def _subscribed_topics(
        self, classic: ClassicGroup | None, consumer: ConsumerGroup | None
    ) -> set[str] | None:
        """Topics the group's members consume; None if that cannot be known (non-consumer)."""
        if consumer is not None:
            return consumer.subscribed_topics(self.topics.partition_counts())
        assert classic is not None
        if classic.is_empty():
            return set()
        if classic.protocol_type != "consumer" or classic.state is not GroupState.STABLE:
            return None
        topics: set[str] = set()
        for metadata in classic.subscribed_protocol_metadata():
            try:
                subscription = decode_subscription(metadata)
            except DecodeError:
                return None
            if subscription is not None:
                topics.update(subscription.topics)
        return topics

    # ------------------------------------------------------------------ KIP-848

    def consumer_group_heartbeat(
        self, request: ConsumerGroupHeartbeatRequest, caller: Caller
    ) -> cgh.ConsumerGroupHeartbeatResponse:
        response = self._consumer_heartbeat(request, caller)
        self.on_change()
        return response

    def _consumer_heartbeat(
        self, request: ConsumerGroupHeartbeatRequest, caller: Caller
    ) -> cgh.ConsumerGroupHeartbeatResponse:
        group_id = request.group_id
        if not group_id:
            return cgh.ConsumerGroupHeartbeatResponse(
                error_code=ErrorCode.INVALID_GROUP_ID, error_message="GroupId may not be empty"
            )
        classic = self.classic.get(group_id)
        if classic is not None:
            if not classic.is_empty() or classic.pending_members:
                return cgh.ConsumerGroupHeartbeatResponse(
                    error_code=ErrorCode.GROUP_ID_NOT_FOUND,
                    error_message=f"group {group_id} is a classic group",
                )
            del self.classic[group_id]  # an empty classic group (offsets only) is converted
        group = self.consumer.get(group_id)
        if group is None:
            if request.member_epoch != 0:
                return cgh.ConsumerGroupHeartbeatResponse(
                    error_code=ErrorCode.UNKNOWN_MEMBER_ID,
                    error_message=f"group {group_id} has no member {request.member_id}",
                )
            group = self.consumer[group_id] = ConsumerGroup(group_id, self.settings)
        owned: Partitions | None = None
        if request.topic_partitions is not None:
            owned = {}
            for tp in request.topic_partitions:
                topic = self.topics.by_id(tp.topic_id)
                if topic is not None:
                    owned.setdefault(topic.name, set()).update(tp.partitions)
        result = group.heartbeat(
            HeartbeatRequest(
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
            self.topics.partition_counts(),
            self.clock(),
        )
        assignment = None
        if result.assignment is not None:
            assignment = cgh.Assignment(
                topic_partitions=[
                    cgh.TopicPartitions(
                        topic_id=self._topic_id(name), partitions=sorted(partitions)
                    )
                    for name, partitions in sorted(result.assignment.items())
                ]
            )
        return cgh.ConsumerGroupHeartbeatResponse(
            error_code=result.error,
            error_message=result.error_message,
            member_id=result.member_id,
            member_epoch=result.member_epoch,
            heartbeat_interval_ms=result.heartbeat_interval_ms,
            assignment=assignment,
        )

    def _topic_id(self, name: str) -> uuid.UUID:
        topic = self.topics.get(name)
        return topic.topic_id if topic else uuid.UUID(int=0)

    def _described_assignment(self, partitions: Partitions) -> cgd.Assignment:
        return cgd.Assignment(
            topic_partitions=[
                cgd.TopicPartitions(
                    topic_id=self._topic_id(name), topic_name=name, partitions=sorted(parts)
                )
                for name, parts in sorted(partitions.items())
            ]
        )

    def consumer_group_describe(
        self, request: ConsumerGroupDescribeRequest, caller: Caller
    ) -> cgd.ConsumerGroupDescribeResponse:
        del caller
        groups = []
        for group_id in request.group_ids:
            group = self.consumer.get(group_id)
            if group is None:
                groups.append(
                    cgd.DescribedGroup(
                        error_code=ErrorCode.GROUP_ID_NOT_FOUND,
                        error_message=f"group {group_id} is not a consumer group",
                        group_id=group_id,
                        group_state="Dead",
                    )
                )
                continue
            members = [
                cgd.Member(
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
                cgd.DescribedGroup(
                    group_id=group_id,
                    group_state=group.state(),
                    group_epoch=group.group_epoch,
                    assignment_epoch=group.assignment_epoch,
                    assignor_name=group.assignor_name,
                    members=members,
                )
            )
        return cgd.ConsumerGroupDescribeResponse(groups=groups)
