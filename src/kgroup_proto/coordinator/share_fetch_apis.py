"""ShareFetch and ShareAcknowledge: the records of KIP-932 share groups.

The broker leads every partition, so it is each share-partition's leader and its share
coordinator at once: one :class:`~kgroup_proto.coordinator.share_partition.SharePartition` per
(group, topic id, partition), created at the first fetch (from the log's end, Kafka's default
``share.auto.offset.reset`` of latest), its records appended to ``__share_group_state``
(:mod:`kgroup_proto.coordinator.share_state_topic`) before the answer goes out, and replayed when
the broker starts.

Share sessions follow Kafka 4.4's rules, one per (group, member): a ShareFetch of epoch 0 opens
one (replacing the member's earlier session, whose records are released; beyond
``group.share.max.share.sessions`` open at once a new one is SHARE_SESSION_LIMIT_REACHED), and
may not carry acknowledgements (INVALID_REQUEST); later requests must bring the session's next
epoch (INVALID_SHARE_SESSION_EPOCH otherwise, SHARE_SESSION_NOT_FOUND without a session), each
adding its topics' partitions to the session and dropping the forgotten ones; epoch -1 applies the
request's acknowledgements and closes the session, releasing the member's acquired records (a
ShareAcknowledge cannot open a session: epoch 0 is INVALID_SHARE_SESSION_EPOCH there). Only a
member of the share group may open a session (UNKNOWN_MEMBER_ID otherwise). A member that
leaves the group (or whose session in the group expires) gives its records back at once; its
share session stays, without records, for the requests a leaving client still sends (its last
acknowledgements and the close with epoch -1, which Kafka answers too), until it is closed or
:data:`LEFT_SESSION_KEPT_MS` have passed.

A ShareFetch applies its acknowledgements first, then acquires records from the session's
partitions, at most MaxRecords in all; it answers at once when it acquired some, and otherwise
waits up to MaxWaitMs for records to arrive or be released, without holding the event loop.
When records arrive, the waiting fetches try in turn, the member that got records least recently
first (one that never got any before all): a member whose short waits keep running out is not
starved by members that wait without a break. The answer carries, for each partition, the
acquired ranges and the record batches covering them.
RENEW (KIP-1222) is an acknowledge type of version 2 only: in a version 1 request it fails the
partition's acknowledgement with INVALID_REQUEST. Acquisition locks run out on the broker's
timer (:meth:`ShareFetchApis.poll`).
"""

from __future__ import annotations

import asyncio
import logging
import time
import uuid
from collections.abc import Callable, Sequence

import attrs

from kgroup_proto.coordinator.broker_apis import BrokerApis
from kgroup_proto.coordinator.group_store import Caller, GroupStore
from kgroup_proto.coordinator.log_storage import topic_id_for
from kgroup_proto.coordinator.share_partition import (
    Acknowledgement,
    AcknowledgeType,
    RecordState,
    SharePartition,
    SharePartitionSettings,
    ShareStateRecord,
)
from kgroup_proto.coordinator.share_state_topic import SharePartitionKey, ShareStateTopic
from kgroup_proto.error_codes import ErrorCode
from kgroup_proto.messages import alter_share_group_offsets_response as alter_response
from kgroup_proto.messages import delete_share_group_offsets_response as delete_response
from kgroup_proto.messages import describe_share_group_offsets_response as describe_response
from kgroup_proto.messages import share_acknowledge_response as ack_response
from kgroup_proto.messages import share_fetch_response as fetch_response
from kgroup_proto.messages.alter_share_group_offsets_request import AlterShareGroupOffsetsRequest
from kgroup_proto.messages.delete_share_group_offsets_request import (
    DeleteShareGroupOffsetsRequest,
)
from kgroup_proto.messages.describe_share_group_offsets_request import (
    DescribeShareGroupOffsetsRequest,
)
from kgroup_proto.messages.share_acknowledge_request import ShareAcknowledgeRequest
from kgroup_proto.messages.share_fetch_request import ShareFetchRequest
from kgroup_proto.messages.share_fetch_response import AcquiredRecords
from kgroup_proto.record_batch import read_header

log = logging.getLogger("kgroup_proto.coordinator.share_fetch")

INITIAL_EPOCH = 0
FINAL_EPOCH = -1
#: What a fetch acquires when its MaxRecords is not positive (Kafka's max.poll.records).
DEFAULT_MAX_RECORDS = 500
_INT32_MAX = 2**31 - 1

#: (topic id, partition)
TopicIdPartition = tuple[uuid.UUID, int]


@attrs.define
class ShareSession:
    """One member's share session: the epoch its next request must bring, and its partitions."""

    epoch: int
    partitions: dict[TopicIdPartition, None] = attrs.field(factory=dict)
    #: when its member left the group (wall-clock ms): no more records for it
    left_ms: int | None = None

    def advance(self) -> None:
        self.epoch = 1 if self.epoch >= _INT32_MAX else self.epoch + 1


#: How long the share session of a member that left its group stays for its last requests.
LEFT_SESSION_KEPT_MS = 30_000


class _Refused(Exception):
    """A request refused whole: its top-level error code and message."""

    def __init__(self, error: ErrorCode, message: str) -> None:
        super().__init__(message)
        self.error = error
        self.message = message


class ShareFetchApis:
    """ShareFetch and ShareAcknowledge over the broker's logs and share groups."""

    def __init__(
        self,
        store: GroupStore,
        apis: BrokerApis,
        journal: ShareStateTopic,
        settings: SharePartitionSettings | None = None,
        max_sessions: int = 2000,
    ) -> None:
        self.store = store
        #: group.share.max.share.sessions: share sessions open at once, beyond which a new one
        #: is refused with SHARE_SESSION_LIMIT_REACHED
        self.max_sessions = max_sessions
        self.apis = apis
        self.journal = journal
        #: what a new share-partition obeys (Kafka's defaults unless set)
        self.settings = settings or SharePartitionSettings()
        self.partitions: dict[SharePartitionKey, SharePartition] = journal.load(self.settings)
        self.sessions: dict[tuple[str, str], ShareSession] = {}
        #: when each (group, member) last got records (monotonic seconds), for the waiters' turn
        self._served: dict[tuple[str, str], float] = {}
        #: fetches woken by an append, waiting for their turn: (last served, arrival, key, future)
        self._woken: list[tuple[float, int, tuple[str, str], asyncio.Future[None]]] = []
        self._arrivals = 0
        #: called after anything that may move a deadline (the broker re-arms its timer)
        self.on_change: Callable[[], None] = lambda: None

    # ------------------------------------------------------------------ time

    def _wall(self) -> int:
        return self.store.wall_clock()

    def next_deadline(self) -> float | None:
        """When the earliest acquisition lock runs out, on the group store's clock."""
        deadlines = [
            d for sp in self.partitions.values() if (d := sp.next_deadline_ms()) is not None
        ]
        deadlines += [
            left + LEFT_SESSION_KEPT_MS
            for session in self.sessions.values()
            if (left := session.left_ms) is not None
        ]
        if not deadlines:
            return None
        return self.store.clock() + (min(deadlines) - self._wall())

    def poll(self) -> None:
        """Release the records whose lock ran out, and those of members gone from their group;
        drop the sessions of members gone for :data:`LEFT_SESSION_KEPT_MS`."""
        now = self._wall()
        released = False
        for sp in self.partitions.values():
            deadline = sp.next_deadline_ms()
            if deadline is not None and deadline <= now:
                self._write(sp.tick(now))
                released = True
        for (group_id, member_id), session in list(self.sessions.items()):
            if session.left_ms is not None:
                if now - session.left_ms >= LEFT_SESSION_KEPT_MS:
                    self._close(group_id, member_id)
                continue
            group = self.store.share.get(group_id)
            if group is None or member_id not in group.members:
                log.info("%s left share group %s: its records go back", member_id, group_id)
                session.left_ms = now
                self._give_back(group_id, member_id)
                released = True
        if released:
            self.apis.notify_appended()

    # ------------------------------------------------------------------ sessions

    def _session(
        self, group_id: str, member_id: str, epoch: int, *, fetch: bool
    ) -> ShareSession | None:
        """The session this request continues or opens (None once it is closed by epoch -1,
        which the caller does after the acknowledgements); _Refused when there is none."""
        key = (group_id, member_id)
        session = self.sessions.get(key)
        if epoch == INITIAL_EPOCH:
            if not fetch:
                raise _Refused(
                    ErrorCode.INVALID_SHARE_SESSION_EPOCH,
                    "A ShareAcknowledge cannot open a share session (epoch 0).",
                )
            group = self.store.share.get(group_id)
            if group is None or member_id not in group.members:
                raise _Refused(
                    ErrorCode.UNKNOWN_MEMBER_ID,
                    f"Member {member_id} is not a member of share group {group_id}.",
                )
            if session is not None:
                self._close(group_id, member_id)
            elif len(self.sessions) >= self.max_sessions:
                self._make_room()
                if len(self.sessions) >= self.max_sessions:
                    raise _Refused(
                        ErrorCode.SHARE_SESSION_LIMIT_REACHED,
                        f"The broker holds {len(self.sessions)} share sessions, its limit.",
                    )
            session = self.sessions[key] = ShareSession(epoch=1)
            return session
        if session is None:
            raise _Refused(
                ErrorCode.SHARE_SESSION_NOT_FOUND,
                f"No share session for member {member_id} of group {group_id}.",
            )
        if epoch == FINAL_EPOCH:
            return session
        if epoch != session.epoch:
            raise _Refused(
                ErrorCode.INVALID_SHARE_SESSION_EPOCH,
                f"The share session's epoch is {session.epoch}, not {epoch}.",
            )
        session.advance()
        return session

    def _make_room(self) -> None:
        """Drop the sessions kept only for members that left their group."""
        for (group_id, member_id), session in list(self.sessions.items()):
            if session.left_ms is not None:
                self._close(group_id, member_id)

    def _close(self, group_id: str, member_id: str) -> None:
        """End a member's session and give back every record it holds in the group."""
        self.sessions.pop((group_id, member_id), None)
        self._served.pop((group_id, member_id), None)
        self._give_back(group_id, member_id)

    def _give_back(self, group_id: str, member_id: str) -> None:
        """Every record the member holds in the group goes back to it."""
        now = self._wall()
        for (group, _, _), sp in self.partitions.items():
            if group == group_id and sp.acquired_by(member_id):
                self._write(sp.member_left(member_id, now))
        self.apis.notify_appended()

    def forget_topics(self, names: Sequence[str]) -> None:
        """Deleted topics take their share-partitions' state with them (a tombstone each): a
        topic made again under the same name (and so the same id) starts afresh."""
        gone = {topic_id_for(name) for name in names}
        now = self._wall()
        for key in [key for key in self.partitions if key[1] in gone]:
            sp = self.partitions.pop(key)
            for group_id, member_id in self.sessions:
                if group_id == key[0] and sp.acquired_by(member_id):
                    sp.member_left(member_id, now)
            self._write(sp.delete_state().records)
        for session in self.sessions.values():
            for place in [place for place in session.partitions if place[0] in gone]:
                del session.partitions[place]

    # ------------------------------------------------------------------ share-partitions

    def _write(self, records: Sequence[ShareStateRecord]) -> int:
        return self.journal.append(records)

    def _share_partition(
        self, group_id: str, topic_id: uuid.UUID, partition: int
    ) -> SharePartition | None:
        """The share-partition, created from the log's end (or start) at its first use; None
        for a partition the broker does not have."""
        topic = self.store.topics.by_id(topic_id)
        if topic is None or not 0 <= partition < len(topic.partitions):
            return None
        key = (group_id, topic_id, partition)
        sp = self.partitions.get(key)
        if sp is None:
            log_ = topic.partitions[partition]
            sp, records = SharePartition.initialize(
                group_id,
                topic_id,
                partition,
                self.settings,
                log_start_offset=log_.log_start_offset,
                log_end_offset=log_.high_watermark,
                now_ms=self._wall(),
            )
            self._write(records)
            self.partitions[key] = sp
        return sp

    def _acknowledge(
        self,
        group_id: str,
        member_id: str,
        topic_id: uuid.UUID,
        partition: int,
        batches: Sequence[Acknowledgement],
        version: int,
    ) -> ErrorCode:
        if version < 2 and any(AcknowledgeType.RENEW in b.acknowledge_types for b in batches):
            return ErrorCode.INVALID_REQUEST
        sp = self._share_partition(group_id, topic_id, partition)
        if sp is None:
            return ErrorCode.UNKNOWN_TOPIC_OR_PARTITION
        result = sp.acknowledge(member_id, batches, self._wall())
        self._write(result.records)
        if any(t == AcknowledgeType.RELEASE for b in batches for t in b.acknowledge_types):
            self.apis.notify_appended()  # released records may go to a waiting fetch
        return result.error

    # ------------------------------------------------------------------ ShareFetch

    async def share_fetch(
        self, request: ShareFetchRequest, caller: Caller
    ) -> fetch_response.ShareFetchResponse:
        version = caller.version
        group_id = request.group_id or ""
        member_id = request.member_id
        lock_ms = self.settings.record_lock_duration_ms
        try:
            if not group_id or not member_id:
                raise _Refused(ErrorCode.INVALID_REQUEST, "GroupId and MemberId must be set.")
            epoch = request.share_session_epoch
            has_acks = any(p.acknowledgement_batches for t in request.topics for p in t.partitions)
            if epoch == INITIAL_EPOCH and has_acks:
                raise _Refused(
                    ErrorCode.INVALID_REQUEST, "Acknowledge data present in the initial fetch."
                )
            session = self._session(group_id, member_id, epoch, fetch=True)
        except _Refused as refused:
            return fetch_response.ShareFetchResponse(
                error_code=refused.error,
                error_message=refused.message,
                acquisition_lock_timeout_ms=lock_ms,
            )
        assert session is not None
        answers: dict[TopicIdPartition, fetch_response.PartitionData] = {}
        for topic in request.topics:
            for part in topic.partitions:
                place = (topic.topic_id, part.partition_index)
                answer = answers[place] = fetch_response.PartitionData(
                    partition_index=part.partition_index
                )
                if part.acknowledgement_batches:
                    answer.acknowledge_error_code = self._acknowledge(
                        group_id,
                        member_id,
                        topic.topic_id,
                        part.partition_index,
                        part.acknowledgement_batches,
                        version,
                    )
                if epoch != FINAL_EPOCH:
                    session.partitions[place] = None
        for forgotten in request.forgotten_topics_data:
            for index in forgotten.partitions:
                session.partitions.pop((forgotten.topic_id, index), None)
        if epoch == FINAL_EPOCH:
            self._close(group_id, member_id)
            return self._fetch_answer(answers, lock_ms)
        max_records = request.max_records if request.max_records > 0 else DEFAULT_MAX_RECORDS
        deadline = time.monotonic() + max(request.max_wait_ms, 0) / 1000.0
        while session.left_ms is None:
            appended = self.apis.appended
            if self._acquire(group_id, member_id, session, answers, max_records, request):
                break
            remaining = deadline - time.monotonic()
            if remaining <= 0:
                break
            try:
                async with asyncio.timeout(remaining):
                    await appended.wait()
                    await self._turn((group_id, member_id))
            except TimeoutError:
                pass
            if self.sessions.get((group_id, member_id)) is not session:
                break  # closed meanwhile (the member left): nothing more to hand it
        self.on_change()
        return self._fetch_answer(answers, lock_ms)

    async def _turn(self, key: tuple[str, str]) -> None:
        """Wait until the fetches woken with this one that got records less recently tried.

        Every fetch an append wakes resumes in the same pass of the loop and queues here; the
        first schedules :meth:`_let_in`, which runs after all of them and lets them go on in the
        order of their members' last records."""
        future = asyncio.get_running_loop().create_future()
        if not self._woken:
            asyncio.get_running_loop().call_soon(self._let_in)
        self._arrivals += 1
        self._woken.append((self._served.get(key, 0.0), self._arrivals, key, future))
        await future

    def _let_in(self) -> None:
        woken, self._woken = sorted(self._woken, key=lambda item: item[:2]), []
        for _, _, _, future in woken:
            if not future.done():
                future.set_result(None)

    def _acquire(
        self,
        group_id: str,
        member_id: str,
        session: ShareSession,
        answers: dict[TopicIdPartition, fetch_response.PartitionData],
        max_records: int,
        request: ShareFetchRequest,
    ) -> bool:
        """Acquire records from the session's partitions into ``answers``; True if any."""
        now = self._wall()
        budget = max_records
        byte_budget = request.max_bytes
        got = False
        for place in list(session.partitions):
            topic_id, index = place
            sp = self._share_partition(group_id, topic_id, index)
            if sp is None:
                answer = answers.setdefault(
                    place, fetch_response.PartitionData(partition_index=index)
                )
                answer.error_code = ErrorCode.UNKNOWN_TOPIC_OR_PARTITION
                continue
            if budget <= 0:
                continue
            topic = self.store.topics.by_id(topic_id)
            assert topic is not None
            log_ = topic.partitions[index]
            acquired = sp.acquire(member_id, log_.high_watermark, budget, now).acquired
            if not acquired:
                continue
            got = True
            self._served[(group_id, member_id)] = time.monotonic()
            budget -= sum(r.last_offset - r.first_offset + 1 for r in acquired)
            answer = answers.setdefault(place, fetch_response.PartitionData(partition_index=index))
            answer.acquired_records = list(acquired)
            data = _covering(log_.read, acquired, byte_budget)
            byte_budget = max(0, byte_budget - len(data))
            answer.records = data
        return got

    def _fetch_answer(
        self, answers: dict[TopicIdPartition, fetch_response.PartitionData], lock_ms: int
    ) -> fetch_response.ShareFetchResponse:
        by_topic: dict[uuid.UUID, list[fetch_response.PartitionData]] = {}
        for (topic_id, _), answer in answers.items():
            if answer.records is None:
                answer.records = b""
            answer.current_leader = fetch_response.LeaderIdAndEpoch(leader_id=-1, leader_epoch=-1)
            by_topic.setdefault(topic_id, []).append(answer)
        return fetch_response.ShareFetchResponse(
            acquisition_lock_timeout_ms=lock_ms,
            responses=[
                fetch_response.ShareFetchableTopicResponse(topic_id=topic_id, partitions=parts)
                for topic_id, parts in by_topic.items()
            ],
        )

    # ------------------------------------------------------------------ ShareAcknowledge

    def share_acknowledge(
        self, request: ShareAcknowledgeRequest, caller: Caller
    ) -> ack_response.ShareAcknowledgeResponse:
        group_id = request.group_id or ""
        member_id = request.member_id
        lock_ms = self.settings.record_lock_duration_ms
        epoch = request.share_session_epoch
        try:
            if not group_id or not member_id:
                raise _Refused(ErrorCode.INVALID_REQUEST, "GroupId and MemberId must be set.")
            self._session(group_id, member_id, epoch, fetch=False)
        except _Refused as refused:
            return ack_response.ShareAcknowledgeResponse(
                error_code=refused.error,
                error_message=refused.message,
                acquisition_lock_timeout_ms=lock_ms,
            )
        topics = []
        for topic in request.topics:
            parts = [
                ack_response.PartitionData(
                    partition_index=part.partition_index,
                    error_code=self._acknowledge(
                        group_id,
                        member_id,
                        topic.topic_id,
                        part.partition_index,
                        part.acknowledgement_batches,
                        caller.version,
                    ),
                    current_leader=ack_response.LeaderIdAndEpoch(leader_id=-1, leader_epoch=-1),
                )
                for part in topic.partitions
            ]
            topics.append(
                ack_response.ShareAcknowledgeTopicResponse(
                    topic_id=topic.topic_id, partitions=parts
                )
            )
        if epoch == FINAL_EPOCH:
            self._close(group_id, member_id)
        self.on_change()
        return ack_response.ShareAcknowledgeResponse(
            acquisition_lock_timeout_ms=lock_ms, responses=topics
        )

    # ------------------------------------------------------------------ share-group offsets

    def _held(self, group_id: str) -> dict[str, dict[int, SharePartition]]:
        """The group's share-partitions by topic name and partition."""
        found: dict[str, dict[int, SharePartition]] = {}
        for (group, topic_id, index), sp in self.partitions.items():
            topic = self.store.topics.by_id(topic_id)
            if group == group_id and topic is not None:
                found.setdefault(topic.name, {})[index] = sp
        return found

    def _lag(self, sp: SharePartition) -> int:
        """Records from the start offset to the log's end not yet done with."""
        topic = self.store.topics.by_id(sp.topic_id)
        if topic is None or not 0 <= sp.partition < len(topic.partitions):
            return -1
        end = topic.partitions[sp.partition].high_watermark
        done = (RecordState.ACKNOWLEDGED, RecordState.ARCHIVED)
        return sum(
            1
            for offset in range(sp.start_offset, end)
            if (state := sp.state_of(offset)) is None or state[0] not in done
        )

    def describe_share_group_offsets(
        self, request: DescribeShareGroupOffsetsRequest, caller: Caller
    ) -> describe_response.DescribeShareGroupOffsetsResponse:
        """Each share-partition's start offset (-1 without state) and lag (v1)."""
        del caller
        groups = []
        for wanted in request.groups:
            group_id = wanted.group_id
            if group_id not in self.store.share:
                other = group_id in self.store.classic or group_id in self.store.consumer
                kind = "is not a share group" if other else "not found"
                groups.append(
                    describe_response.DescribeShareGroupOffsetsResponseGroup(
                        group_id=group_id,
                        error_code=ErrorCode.GROUP_ID_NOT_FOUND,
                        error_message=f"Group {group_id} {kind}.",
                    )
                )
                continue
            held = self._held(group_id)
            asked = (
                [(name, sorted(parts)) for name, parts in sorted(held.items())]
                if wanted.topics is None
                else [(t.topic_name, list(t.partitions)) for t in wanted.topics]
            )
            topics = []
            for name, indexes in asked:
                topic = self.store.topics.get(name)
                parts = []
                for index in indexes:
                    sp = held.get(name, {}).get(index)
                    if topic is None or not 0 <= index < len(topic.partitions):
                        parts.append(
                            describe_response.DescribeShareGroupOffsetsResponsePartition(
                                partition_index=index,
                                start_offset=-1,
                                error_code=ErrorCode.UNKNOWN_TOPIC_OR_PARTITION,
                                error_message="This server does not host this topic-partition.",
                            )
                        )
                        continue
                    parts.append(
                        describe_response.DescribeShareGroupOffsetsResponsePartition(
                            partition_index=index,
                            start_offset=-1 if sp is None else sp.start_offset,
                            leader_epoch=-1 if sp is None else sp.leader_epoch,
                            lag=-1 if sp is None else self._lag(sp),
                        )
                    )
                topics.append(
                    describe_response.DescribeShareGroupOffsetsResponseTopic(
                        topic_name=name,
                        topic_id=topic.topic_id if topic else uuid.UUID(int=0),
                        partitions=parts,
                    )
                )
            groups.append(
                describe_response.DescribeShareGroupOffsetsResponseGroup(
                    group_id=group_id, topics=topics
                )
            )
        return describe_response.DescribeShareGroupOffsetsResponse(groups=groups)

    def _refuse_change(self, group_id: str) -> tuple[ErrorCode, str] | None:
        group = self.store.share.get(group_id)
        if group is None:
            return ErrorCode.GROUP_ID_NOT_FOUND, f"Share group {group_id} not found."
        if group.members:
            return ErrorCode.NON_EMPTY_GROUP, f"Share group {group_id} is not empty."
        return None

    def alter_share_group_offsets(
        self, request: AlterShareGroupOffsetsRequest, caller: Caller
    ) -> alter_response.AlterShareGroupOffsetsResponse:
        """Move share-partitions' start offsets (a new state epoch each); the group must be
        empty."""
        del caller
        group_id = request.group_id
        refused = self._refuse_change(group_id)
        if refused is not None:
            return alter_response.AlterShareGroupOffsetsResponse(
                error_code=refused[0], error_message=refused[1]
            )
        now = self._wall()
        topics = []
        for wanted in request.topics:
            topic = self.store.topics.get(wanted.topic_name)
            parts = []
            for part in wanted.partitions:
                error = ErrorCode.UNKNOWN_TOPIC_OR_PARTITION
                if topic is not None:
                    sp = self._share_partition(group_id, topic.topic_id, part.partition_index)
                    if sp is not None:
                        result = sp.alter_start_offset(part.start_offset, sp.state_epoch + 1, now)
                        self._write(result.records)
                        error = result.error
                parts.append(
                    alter_response.AlterShareGroupOffsetsResponsePartition(
                        partition_index=part.partition_index, error_code=error
                    )
                )
            topics.append(
                alter_response.AlterShareGroupOffsetsResponseTopic(
                    topic_name=wanted.topic_name,
                    topic_id=topic.topic_id if topic else uuid.UUID(int=0),
                    partitions=parts,
                )
            )
        return alter_response.AlterShareGroupOffsetsResponse(responses=topics)

    def delete_share_group_offsets(
        self, request: DeleteShareGroupOffsetsRequest, caller: Caller
    ) -> delete_response.DeleteShareGroupOffsetsResponse:
        """Forget the share-partitions' state of whole topics (tombstones); the group must be
        empty. A partition starts again from ``share.auto.offset.reset`` at its next fetch."""
        del caller
        group_id = request.group_id
        refused = self._refuse_change(group_id)
        if refused is not None:
            return delete_response.DeleteShareGroupOffsetsResponse(
                error_code=refused[0], error_message=refused[1]
            )
        held = self._held(group_id)
        topics = []
        for wanted in request.topics:
            topic = self.store.topics.get(wanted.topic_name)
            error = ErrorCode.UNKNOWN_TOPIC_OR_PARTITION if topic is None else ErrorCode.NONE
            for index, sp in sorted(held.get(wanted.topic_name, {}).items()):
                result = sp.delete_state()
                if result.error:
                    error = result.error
                    continue
                self._write(result.records)
                del self.partitions[(group_id, sp.topic_id, index)]
            topics.append(
                delete_response.DeleteShareGroupOffsetsResponseTopic(
                    topic_name=wanted.topic_name,
                    topic_id=topic.topic_id if topic else uuid.UUID(int=0),
                    error_code=error,
                )
            )
        return delete_response.DeleteShareGroupOffsetsResponse(responses=topics)


def _covering(
    read: Callable[[int, int, int | None], bytes],
    acquired: Sequence[AcquiredRecords],
    max_bytes: int,
) -> bytes:
    """The log's batches holding the acquired ranges, each batch once, in offset order (the
    first one even when larger than ``max_bytes``, as Fetch does)."""
    out: list[bytes] = []
    covered = -1  # every offset up to here is in a batch already taken
    total = 0
    for ranged in acquired:
        if ranged.last_offset <= covered:
            continue
        start = max(ranged.first_offset, covered + 1)
        data = read(start, max(max_bytes - total, 0), ranged.last_offset + 1)
        if not data:
            continue
        if out and total + len(data) > max_bytes:
            break
        out.append(data)
        total += len(data)
        covered = _last_offset_of(data)
    return b"".join(out)


def _last_offset_of(data: bytes) -> int:
    pos = 0
    last = -1
    while pos < len(data):
        header = read_header(data, pos)
        last = header.base_offset + header.last_offset_delta
        pos += header.size
    return last


__all__ = ["ShareFetchApis", "ShareSession"]
