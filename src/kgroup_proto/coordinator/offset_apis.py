"""OffsetCommit, OffsetFetch and OffsetDelete: a group's committed offsets.

Commits are checked against the group's generation (classic) or member epoch (KIP-848) and
written to ``__consumer_offsets`` before the answer goes out. From OffsetCommit v10 and
OffsetFetch v10 on, topics are named by id. Offsets an open transaction holds are not
answered (the last offset committed outside it is); from OffsetFetch v7 on, a fetch with
RequireStable gets UNSTABLE_OFFSET_COMMIT for them instead, as Kafka answers it (KIP-447).
"""

from __future__ import annotations

import uuid

from kgroup_proto.coordinator.classic_group import ClassicGroup
from kgroup_proto.coordinator.committed_offsets import CommittedOffset
from kgroup_proto.coordinator.group_store import Caller, GroupStore
from kgroup_proto.coordinator.offsets_topic import KeyValue, offset_commit_record
from kgroup_proto.error_codes import ErrorCode
from kgroup_proto.messages.offset_commit_request import (
    OffsetCommitRequest,
    OffsetCommitRequestPartition,
    OffsetCommitRequestTopic,
)
from kgroup_proto.messages.offset_commit_response import (
    OffsetCommitResponse,
    OffsetCommitResponsePartition,
    OffsetCommitResponseTopic,
)
from kgroup_proto.messages.offset_delete_request import OffsetDeleteRequest
from kgroup_proto.messages.offset_delete_response import (
    OffsetDeleteResponse,
    OffsetDeleteResponsePartition,
    OffsetDeleteResponseTopic,
)
from kgroup_proto.messages.offset_fetch_request import OffsetFetchRequest, OffsetFetchRequestTopics
from kgroup_proto.messages.offset_fetch_response import (
    OffsetFetchResponse,
    OffsetFetchResponseGroup,
    OffsetFetchResponsePartition,
    OffsetFetchResponsePartitions,
    OffsetFetchResponseTopic,
    OffsetFetchResponseTopics,
)

#: Versions of OffsetCommit and OffsetFetch that name topics by id (KIP-848).
_COMMIT_BY_TOPIC_ID = OffsetCommitRequestTopic.field_versions("topic_id")
_FETCH_BY_TOPIC_ID = OffsetFetchRequestTopics.field_versions("topic_id")
#: The one version of OffsetCommit whose partitions carry their own commit time.
_HAS_COMMIT_TIMESTAMP = OffsetCommitRequestPartition.field_versions("commit_timestamp")
#: Versions of OffsetFetch that ask for several groups at once (KIP-709).
_FETCH_GROUPS_BATCH = OffsetFetchRequest.field_versions("groups")
#: Versions of OffsetFetch's single-group answer with a group-level error code.
_FETCH_HAS_GROUP_ERROR = OffsetFetchResponse.field_versions("error_code")


class OffsetApis:
    """The committed-offset APIs over the shared group store."""

    def __init__(self, store: GroupStore) -> None:
        self.store = store

    def _topic_name(self, name: str, topic_id: uuid.UUID, version: int, by_id: range) -> str | None:
        if version not in by_id:
            return name
        topic = self.store.topics.by_id(topic_id)
        return None if topic is None else topic.name

    def offset_commit(self, request: OffsetCommitRequest, caller: Caller) -> OffsetCommitResponse:
        version = caller.version
        error = self._commit_check(request, version)
        now_wall = self.store.wall_clock()
        topics = []
        written: list[KeyValue] = []
        for topic in request.topics:
            name = self._topic_name(topic.name, topic.topic_id, version, _COMMIT_BY_TOPIC_ID)
            partitions = []
            for part in topic.partitions:
                code = error
                if code is ErrorCode.NONE:
                    code = self._commit_one(
                        request.group_id, name, part, now_wall, version, written
                    )
                partitions.append(
                    OffsetCommitResponsePartition(
                        partition_index=part.partition_index, error_code=code
                    )
                )
            topics.append(
                OffsetCommitResponseTopic(
                    name=topic.name, topic_id=topic.topic_id, partitions=partitions
                )
            )
        self.store.persist(request.group_id, written)
        self.store.forget_if_unused(request.group_id)  # created for a commit that stored nothing
        self.store.on_change()
        return OffsetCommitResponse(topics=topics)

    def _commit_check(self, request: OffsetCommitRequest, version: int) -> ErrorCode:
        group_id = request.group_id
        if not group_id:
            return ErrorCode.INVALID_GROUP_ID
        # Before v1 both are absent and decode as their defaults, -1 and "": a simple commit.
        generation = request.generation_id_or_member_epoch
        member_id = request.member_id
        if group_id in self.store.share:
            return ErrorCode.GROUP_ID_NOT_FOUND  # a share group commits no offsets
        consumer = self.store.consumer.get(group_id)
        if consumer is not None:
            partitions = [
                (name, part.partition_index)
                for topic in request.topics
                if (
                    name := self._topic_name(
                        topic.name, topic.topic_id, version, _COMMIT_BY_TOPIC_ID
                    )
                )
                is not None
                for part in topic.partitions
            ]
            return consumer.validate_offset_commit(member_id, generation, partitions)
        group = self.store.classic.get(group_id)
        if group is None:
            if generation >= 0:
                return ErrorCode.ILLEGAL_GENERATION
            group = self.store.classic[group_id] = ClassicGroup(
                group_id, self.store.settings, self.store.clock()
            )
        error = group.validate_offset_commit(member_id, request.group_instance_id, generation)
        if error is ErrorCode.NONE:
            group.touch(member_id, self.store.clock())
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
        if self.store.topics.partition(name, part.partition_index) is None:
            return ErrorCode.UNKNOWN_TOPIC_OR_PARTITION
        metadata = part.committed_metadata or ""
        if len(metadata.encode()) > self.store.settings.offset_metadata_max_bytes:
            return ErrorCode.OFFSET_METADATA_TOO_LARGE
        timestamp = (
            part.commit_timestamp
            if version in _HAS_COMMIT_TIMESTAMP and part.commit_timestamp >= 0
            else now_wall
        )
        committed = CommittedOffset(
            part.committed_offset, part.committed_leader_epoch, metadata, timestamp
        )
        self.store.offsets.commit(group_id, name, part.partition_index, committed)
        written.append(offset_commit_record(group_id, name, part.partition_index, committed))
        return ErrorCode.NONE

    def offset_fetch(self, request: OffsetFetchRequest, caller: Caller) -> OffsetFetchResponse:
        version = caller.version
        if version not in _FETCH_GROUPS_BATCH:
            wanted = (
                None
                if request.topics is None
                else [(t.name, uuid.UUID(int=0), t.partition_indexes) for t in request.topics]
            )
            stable = request.require_stable  # false where absent (before v7)
            error, found = self._fetch_group(request.group_id, None, -1, wanted, version, stable)
            topics = [
                OffsetFetchResponseTopic(
                    name=name,
                    partitions=[
                        OffsetFetchResponsePartition(
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
            if version not in _FETCH_HAS_GROUP_ERROR and error is not ErrorCode.NONE:
                # v0-v1 have no group-level error: report it on every partition.
                for topic in topics:
                    for p in topic.partitions:
                        p.error_code = error
            return OffsetFetchResponse(topics=topics, error_code=error)
        groups = []
        for g in request.groups:
            wanted = (
                None
                if g.topics is None
                else [(t.name, t.topic_id, t.partition_indexes) for t in g.topics]
            )
            error, found = self._fetch_group(
                g.group_id, g.member_id, g.member_epoch, wanted, version, request.require_stable
            )
            groups.append(
                OffsetFetchResponseGroup(
                    group_id=g.group_id,
                    error_code=error,
                    topics=[
                        OffsetFetchResponseTopics(
                            name=name,
                            topic_id=topic_id,
                            partitions=[
                                OffsetFetchResponsePartitions(
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
        return OffsetFetchResponse(groups=groups)

    def _fetch_group(
        self,
        group_id: str,
        member_id: str | None,
        member_epoch: int,
        wanted: list[tuple[str, uuid.UUID, list[int]]] | None,
        version: int,
        require_stable: bool = False,
    ) -> tuple[
        ErrorCode, list[tuple[str, uuid.UUID, list[tuple[int, CommittedOffset | None, ErrorCode]]]]
    ]:
        consumer = self.store.consumer.get(group_id)
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
                self.store.offsets.group_offsets(group_id).items()
            ):
                by_topic.setdefault(topic, []).append((partition, committed, ErrorCode.NONE))
            for topic, parts in by_topic.items():
                known = self.store.topics.get(topic)
                topic_id = known.topic_id if known else uuid.UUID(int=0)
                found.append((topic, topic_id, parts))
            return ErrorCode.NONE, found
        for name, topic_id, partitions in wanted:
            resolved = self._topic_name(name, topic_id, version, _FETCH_BY_TOPIC_ID)
            parts = []
            for p in partitions:
                if resolved is None:
                    parts.append((p, None, ErrorCode.UNKNOWN_TOPIC_ID))
                elif require_stable and self.store.offsets.is_pending(group_id, resolved, p):
                    parts.append((p, None, ErrorCode.UNSTABLE_OFFSET_COMMIT))
                else:
                    parts.append(
                        (p, self.store.offsets.fetch(group_id, resolved, p), ErrorCode.NONE)
                    )
            found.append((name, topic_id, parts))
        return ErrorCode.NONE, found

    def offset_delete(self, request: OffsetDeleteRequest, caller: Caller) -> OffsetDeleteResponse:
        del caller
        group_id = request.group_id
        classic = self.store.classic.get(group_id)
        consumer = self.store.consumer.get(group_id)
        if not group_id:
            return OffsetDeleteResponse(error_code=ErrorCode.INVALID_GROUP_ID)
        if classic is None and consumer is None:
            return OffsetDeleteResponse(error_code=ErrorCode.GROUP_ID_NOT_FOUND)
        subscribed = self.store.subscribed_topics(classic, consumer)
        if subscribed is None:
            return OffsetDeleteResponse(error_code=ErrorCode.NON_EMPTY_GROUP)
        topics = []
        tombstones: list[KeyValue] = []
        for topic in request.topics:
            parts = []
            for part in topic.partitions:
                if topic.name in subscribed:
                    code = ErrorCode.GROUP_SUBSCRIBED_TO_TOPIC
                else:
                    if self.store.offsets.delete(group_id, topic.name, part.partition_index):
                        tombstones.append(
                            offset_commit_record(group_id, topic.name, part.partition_index, None)
                        )
                    code = ErrorCode.NONE
                parts.append(
                    OffsetDeleteResponsePartition(
                        partition_index=part.partition_index, error_code=code
                    )
                )
            topics.append(OffsetDeleteResponseTopic(name=topic.name, partitions=parts))
        self.store.persist(group_id, tombstones)
        self.store.forget_if_unused(group_id)  # a group that only stored offsets, now none
        return OffsetDeleteResponse(error_code=ErrorCode.NONE, topics=topics)
