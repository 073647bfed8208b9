"""The group coordinator's APIs: decoded requests in, responses out, groups and offsets in between.

Classic groups (JoinGroup ... LeaveGroup) and KIP-848 consumer groups (ConsumerGroupHeartbeat)
share one group-id namespace, as in Kafka: an id belongs to one kind of group at a time. The
state machines decide; this module only translates between messages and their calls, and waits
(asynchronously) for JoinGroup and SyncGroup answers that come when a rebalance completes.

Whatever a request or a timer changed is written to ``__consumer_offsets`` before the answer
goes out (:mod:`kgroup_proto.coordinator.offsets_topic`), and the coordinator's state is rebuilt
from that topic when it starts. Every ``offsets_retention_check_interval_ms`` the offsets that
expired are deleted (tombstones), and then empty groups without offsets, as Kafka's
coordinator does: an Empty classic group's offsets expire ``offsets_retention_ms`` after it
became empty (after their commit if that time is not known), a simple consumer's (a group
that only stores offsets) and a KIP-848 group's after their commit, except offsets of topics
the group's members subscribe to.
"""

from __future__ import annotations

import asyncio
import logging
import time
import uuid
from collections.abc import Callable, Iterable, Mapping
from typing import TypeVar

import attrs

from kgroup_proto.consumer_protocol import decode_subscription
from kgroup_proto.coordinator.classic_group import (
    ClassicGroup,
    GroupState,
    JoinRequest,
    JoinResult,
    SyncResult,
)
from kgroup_proto.coordinator.committed_offsets import CommittedOffset, OffsetStore
from kgroup_proto.coordinator.config import GroupSettings
from kgroup_proto.coordinator.consumer_group import ConsumerGroup, HeartbeatRequest, Partitions
from kgroup_proto.coordinator.log_storage import TopicStore
from kgroup_proto.coordinator.offsets_topic import (
    KeyValue,
    OffsetsTopic,
    classic_group_records,
    consumer_group_records,
    offset_commit_record,
    restore_classic,
    restore_consumer,
)
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
        clock: Callable[[], float] = now_ms,
        wall_clock: Callable[[], int] = _wall_ms,
    ) -> None:
        self.settings = settings
        self.topics = topics
        self.offsets = OffsetStore()
        self.clock = clock
        #: epoch milliseconds: commit and record timestamps, offset expiry
        self.wall_clock = wall_clock
        self.classic: dict[str, ClassicGroup] = {}
        self.consumer: dict[str, ConsumerGroup] = {}
        #: called after anything that may move a deadline, so the broker re-arms its timer
        self.on_change: Callable[[], None] = lambda: None
        self.journal = OffsetsTopic(topics, settings, wall_clock)
        #: classic group -> ((state, generation), epoch ms when it was first seen so)
        self._state_since: dict[str, tuple[tuple[GroupState, int], int]] = {}
        self._next_cleanup = wall_clock() + settings.offsets_retention_check_interval_ms
        self._load()

    # ------------------------------------------------------------------ __consumer_offsets

    def _load(self) -> None:
        loaded = self.journal.load()
        now = self.clock()
        for (group_id, topic, partition), committed in loaded.offsets.items():
            self.offsets.commit(group_id, topic, partition, committed)
        for group_id, value in loaded.classic.items():
            group = restore_classic(group_id, value, self.settings, now)
            self.classic[group_id] = group
            since = value.current_state_timestamp
            self._state_since[group_id] = ((group.state, group.generation_id), since)
        for group_id, records in loaded.consumer.items():
            if group_id in self.classic:
                log.warning(
                    "group %s has classic and KIP-848 records; keeping it classic", group_id
                )
                continue
            self.consumer[group_id] = restore_consumer(
                group_id, records, self.settings, self.topics, now
            )
        for group_id in self.offsets.groups():  # groups known only by their committed offsets
            if group_id not in self.classic and group_id not in self.consumer:
                self.classic[group_id] = ClassicGroup(group_id, self.settings, now)
        if loaded.records:
            log.info(
                "loaded %d classic and %d consumer groups and %d offsets from %d records",
                len(loaded.classic),
                len(self.consumer),
                len(loaded.offsets),
                loaded.records,
            )

    def import_offsets(self, found: Mapping[tuple[str, str, int], CommittedOffset | None]) -> int:
        """Take over commits kept elsewhere (an older broker's file) where none is known yet.

        Each group's are written as one batch; returns how many offsets were taken.
        """
        by_group: dict[str, list[KeyValue]] = {}
        for (group_id, topic, partition), committed in sorted(found.items()):
            if committed is None or self.offsets.fetch(group_id, topic, partition) is not None:
                continue
            self.offsets.commit(group_id, topic, partition, committed)
            record = offset_commit_record(group_id, topic, partition, committed)
            by_group.setdefault(group_id, []).append(record)
            if group_id not in self.classic and group_id not in self.consumer:
                self.classic[group_id] = ClassicGroup(group_id, self.settings, self.clock())
        for group_id, records in by_group.items():
            self._persist(group_id, records)
        return sum(map(len, by_group.values()))

    def _group_records(self, group_id: str) -> dict[bytes, bytes] | None:
        classic = self.classic.get(group_id)
        if classic is not None:
            state = (classic.state, classic.generation_id)
            since = self._state_since.get(group_id)
            if since is None or since[0] != state:
                since = self._state_since[group_id] = (state, self.wall_clock())
            return classic_group_records(classic, since[1], self.offsets.has_group(group_id))
        self._state_since.pop(group_id, None)
        consumer = self.consumer.get(group_id)
        if consumer is not None:
            return consumer_group_records(consumer)
        return {}

    def _persist(self, group_id: str, offsets: Iterable[KeyValue] = ()) -> None:
        """Write what changed in the group, with ``offsets``, as one batch."""
        if group_id:
            self.journal.write(group_id, self._group_records(group_id), offsets)

    # ------------------------------------------------------------------ timers

    def next_deadline(self) -> float | None:
        times = [g.next_deadline() for g in self.classic.values()]
        times += [g.next_deadline() for g in self.consumer.values()]
        return min((t for t in times if t is not None), default=None)

    def poll(self) -> None:
        now = self.clock()
        counts = self.topics.partition_counts()
        for group_id, classic in list(self.classic.items()):
            deadline = classic.next_deadline()
            if deadline is not None and deadline <= now:
                classic.poll(now)
                self._persist(group_id)
        for group_id, group in list(self.consumer.items()):
            deadline = group.next_deadline()
            if deadline is not None and deadline <= now:
                group.poll(counts, now)
                self._persist(group_id)
        self._forget_unused_groups()
        wall = self.wall_clock()
        if wall >= self._next_cleanup:
            self._next_cleanup = wall + self.settings.offsets_retention_check_interval_ms
            self.cleanup(wall)

    def cleanup(self, wall_now: int) -> None:
        """Delete expired offsets, then empty groups left without offsets (Kafka's cleanup)."""
        for group_id in sorted({*self.offsets.groups(), *self.classic, *self.consumer}):
            expired = self._expired_offsets(group_id, wall_now)
            for topic, partition in expired:
                self.offsets.delete(group_id, topic, partition)
            deleted = not self.offsets.has_group(group_id) and self._delete_if_empty(group_id)
            if expired:
                log.info("group %s: %d offset(s) expired", group_id, len(expired))
            if expired or deleted:
                self._persist(
                    group_id, [offset_commit_record(group_id, *tp, None) for tp in expired]
                )

    def topics_deleted(self, names: Iterable[str]) -> None:
        """Deleted topics: every group's committed offsets of them are deleted (tombstones).

        Kafka's coordinator does the same when a topic goes. A KIP-848 group subscribed to one
        sees it gone from the metadata on its next heartbeat (a new group epoch); a classic
        group's members see it in Metadata and rejoin.
        """
        gone = set(names)
        for group_id in self.offsets.groups():
            deleted = [tp for tp in self.offsets.group_offsets(group_id) if tp[0] in gone]
            for topic, partition in deleted:
                self.offsets.delete(group_id, topic, partition)
            if deleted:
                log.info("group %s: offsets of deleted topic(s) removed", group_id)
                self._persist(
                    group_id, [offset_commit_record(group_id, *tp, None) for tp in sorted(deleted)]
                )
        self.on_change()

    def _expired_offsets(self, group_id: str, wall_now: int) -> list[tuple[str, int]]:
        offsets = self.offsets.group_offsets(group_id)
        if not offsets:
            return []
        classic = self.classic.get(group_id)
        consumer = self.consumer.get(group_id)
        since: int | None = None  # when an Empty classic group became empty
        subscribed: set[str] | None = set()
        if consumer is not None:
            subscribed = consumer.subscribed_topics(self.topics.partition_counts())
        elif classic is not None and classic.protocol_type is not None:
            if classic.state is GroupState.EMPTY:
                state = self._state_since.get(group_id)
                since = state[1] if state is not None and state[1] >= 0 else None
            elif classic.state is GroupState.STABLE and classic.protocol_type == "consumer":
                subscribed = self._subscribed_topics(classic, None)
            else:
                return []  # a rebalance is under way, or members whose topics are not known
        if subscribed is None:
            return []
        retention = self.settings.offsets_retention_ms
        return sorted(
            tp
            for tp, committed in offsets.items()
            if tp[0] not in subscribed
            and wall_now - (since if since is not None else committed.commit_timestamp) >= retention
        )

    def _delete_if_empty(self, group_id: str) -> bool:
        classic = self.classic.get(group_id)
        if (
            classic is not None
            and classic.state is GroupState.EMPTY
            and not classic.pending_members
        ):
            classic.mark_dead(self.clock())
            del self.classic[group_id]
        elif (consumer := self.consumer.get(group_id)) is not None and not consumer.members:
            consumer.dead = True
            del self.consumer[group_id]
        else:
            return False
        log.info("group %s deleted: empty, without offsets", group_id)
        return True

    def _forget_unused_groups(self) -> None:
        """Groups that never formed (only expired pending joiners, no offsets) are dropped.

        Groups that had a generation stay until DeleteGroups or the cleanup of empty groups
        without offsets, so that they can be described and deleted as in Kafka.
        """
        for group_id in list(self.classic):
            self._forget_if_unused(group_id)

    def _forget_if_unused(self, group_id: str) -> None:
        classic = self.classic.get(group_id)
        if (
            classic is not None
            and classic.state is GroupState.EMPTY
            and classic.generation_id == 0
            and not classic.members
            and not classic.pending_members
            and not self.offsets.has_group(group_id)
        ):
            del self.classic[group_id]
            self._persist(group_id)

    async def _wait(self, group_id: str, start: Callable[[Callable[[T], None]], None]) -> T:
        future: asyncio.Future[T] = asyncio.get_running_loop().create_future()

        def done(result: T) -> None:
            if not future.done():
                future.set_result(result)

        start(done)
        self._persist(group_id)
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
            result = await self._wait(
                request.group_id, lambda reply: joined.join(join, self.clock(), reply)
            )
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
                request.group_id,
                lambda reply: target.sync(
                    request.member_id,
                    request.group_instance_id,
                    request.generation_id,
                    request.protocol_type,
                    request.protocol_name,
                    assignments,
                    self.clock(),
                    reply,
                ),
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
            self._persist(request.group_id)
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
        self._persist(request.group_id)
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
        removed = self.offsets.delete_group(group_id)
        self._persist(group_id, [offset_commit_record(group_id, *tp, None) for tp in removed])
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
        now_wall = self.wall_clock()
        topics = []
        written: list[KeyValue] = []
        for topic in request.topics:
            name = self._topic_name(topic.name, topic.topic_id, version, 10)
            partitions = []
            for part in topic.partitions:
                code = error
                if code is ErrorCode.NONE:
                    code = self._commit_one(
                        request.group_id, name, part, now_wall, version, written
                    )
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
        self._persist(request.group_id, written)
        self._forget_if_unused(request.group_id)  # created for a commit that stored nothing
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
        written: list[KeyValue],
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
        committed = CommittedOffset(
            part.committed_offset, part.committed_leader_epoch, metadata, timestamp
        )
        self.offsets.commit(group_id, name, part.partition_index, committed)
        written.append(offset_commit_record(group_id, name, part.partition_index, committed))
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
        tombstones: list[KeyValue] = []
        for topic in request.topics:
            parts = []
            for part in topic.partitions:
                if topic.name in subscribed:
                    code = ErrorCode.GROUP_SUBSCRIBED_TO_TOPIC
                else:
                    if self.offsets.delete(group_id, topic.name, part.partition_index):
                        tombstones.append(
                            offset_commit_record(group_id, topic.name, part.partition_index, None)
                        )
                    code = ErrorCode.NONE
                parts.append(
                    od.OffsetDeleteResponsePartition(
                        partition_index=part.partition_index, error_code=code
                    )
                )
            topics.append(od.OffsetDeleteResponseTopic(name=topic.name, partitions=parts))
        self._persist(group_id, tombstones)
        self._forget_if_unused(group_id)  # a group that only stored offsets, now none
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
        self._persist(request.group_id)
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
