"""The share-group member (KIP-932), as a sans-IO state machine.

A share-group member is the KIP-848 member's sibling: the coordinator assigns partitions in
answer to heartbeats, but many members may read one partition at once, and records are not
consumed by moving an offset but acquired, record by record, and acknowledged.

- **Membership** (ShareGroupHeartbeat): FindCoordinator with key type 0 (group), join with
  epoch 0 sending the client-chosen member id, the subscribed topic names and the rack;
  heartbeat every ``HeartbeatIntervalMs`` with the names only when they changed (or after an
  error); the assignment comes by topic id and is named with Metadata. The member reports no
  owned partitions: an assignment is taken as it comes. FENCED_MEMBER_EPOCH and
  UNKNOWN_MEMBER_ID lose the partitions and rejoin with epoch 0; the leave is epoch -1.
- **Fetching** (ShareFetch): one share session per partition leader. Epoch 0 opens it (the
  member id names the session), each answered request moves it on (1, 2, ... INT32_MAX, then
  1 again), and epoch -1 (a ShareAcknowledge when the member leaves) closes it. A request adds
  the partitions the session lacks and forgets the ones it should no longer hold. The session
  errors (SHARE_SESSION_NOT_FOUND, INVALID_SHARE_SESSION_EPOCH, SHARE_SESSION_LIMIT_REACHED)
  and a request without an answer start over with epoch 0: the broker has let the records of
  the old session go, so they can no longer be acknowledged. At most one request is in flight
  per leader.
- **Records**: the answer names acquired offset ranges (with their delivery count) beside the
  record batches; records outside the ranges are dropped; acquired offsets that a whole batch
  covers without a record (control records, compacted away) are acknowledged as gaps, those
  past the last whole batch are released. Each record stays acquired until
  ``AcquisitionLockTimeoutMs`` after the fetch was sent (the broker's lock started no earlier):
  an acknowledgement after that is refused here (:class:`AcknowledgementRefused`), never sent.
- **Acknowledgements**: ACCEPT, RELEASE, REJECT (and RENEW, ShareAcknowledge v2, KIP-1222:
  the record stays acquired with a fresh lock) per offset, batched into ranges, ride on the
  next ShareFetch to the leader that delivered them, or go explicitly in ShareAcknowledge on
  :meth:`ShareMember.commit_acknowledgements`, for partitions the member gave up, and in the
  closing request. Their outcome per partition comes back as
  :class:`AcknowledgementsCompleted`. In implicit mode :meth:`ShareMember.poll` (and a commit)
  accept every delivered record not acknowledged yet; in explicit mode ``poll`` refuses to go
  on while a delivered record waits for its acknowledgement.

A leader gets its next ShareFetch once the application has polled past the records it
delivered (an answer without records is followed by the next fetch at once: the broker holds
it up to ``MaxWaitMs``). How the member reacts to each error code is decided in one table,
:data:`ERROR_REACTIONS`, after Kafka's share consumer (``ShareHeartbeatRequestManager``,
``ShareConsumeRequestManager``, ``ShareSessionHandler``).
"""

from __future__ import annotations

import enum
import functools
import math
from collections.abc import Iterable, Mapping
from uuid import UUID

import attrs

from kgroup_proto import record_batch
from kgroup_proto.compression import CompressionError
from kgroup_proto.error_codes import ErrorCode, known_error
from kgroup_proto.group.config import ShareConfig
from kgroup_proto.group.events import (
    AcknowledgementRefused,
    AcknowledgementsCompleted,
    AcknowledgeType,
    FetchFailed,
    MemberJoined,
    PartitionsAssigned,
    PartitionsLost,
    PartitionsRevoked,
    RecordsDelivered,
    ShareCommitCompleted,
    ShareRecord,
    TopicPartition,
)
from kgroup_proto.group.member_core import Leaving, MemberCore
from kgroup_proto.group.offset_calls import CallStep, CommitCall, FetchCall, OffsetCall
from kgroup_proto.messages import (
    metadata_request,
    metadata_response,
    share_acknowledge_request,
    share_acknowledge_response,
    share_fetch_request,
    share_fetch_response,
    share_group_heartbeat_request,
    share_group_heartbeat_response,
)
from kgroup_proto.protocol.models import Node
from kgroup_proto.protocol.versions import negotiate
from kgroup_proto.runtime import ZERO_UUID, Struct

SHARE_GROUP_HEARTBEAT, SHARE_FETCH, SHARE_ACKNOWLEDGE, METADATA = 76, 78, 79, 3
METADATA_TOPIC_IDS, METADATA_BY_ID = 10, 12
#: The first ShareFetch and ShareAcknowledge version that carries RENEW (KIP-1222).
RENEW_VERSION = 2

JOIN_EPOCH, LEAVE_EPOCH = 0, -1
#: Share session epochs: 0 opens, -1 closes, the others run 1..INT32_MAX and wrap to 1.
OPEN_SESSION, CLOSE_SESSION, INT32_MAX = 0, -1, 2**31 - 1
DEFAULT_HEARTBEAT_INTERVAL_MS = 5_000


def next_epoch(epoch: int) -> int:
    """The session epoch after ``epoch`` answered: 1 after 0, INT32_MAX wraps to 1."""
    return 1 if epoch in (OPEN_SESSION, INT32_MAX) else epoch + 1


# ----------------------------------------------------------------------------- notifications


class ShareStateError(ValueError):
    """An acknowledgement or poll the member cannot take (the application's mistake)."""


# ----------------------------------------------------------------------------- error table


class ShareApi(enum.Enum):
    """The requests (and, for ShareFetch, the partition-level outcome) whose errors the member
    reacts to."""

    SHARE_GROUP_HEARTBEAT = "ShareGroupHeartbeat"
    SHARE_FETCH = "ShareFetch"
    SHARE_ACKNOWLEDGE = "ShareAcknowledge"
    SHARE_FETCH_PARTITION = "ShareFetch partition"
    FIND_COORDINATOR = "FindCoordinator"


class ShareReaction(enum.Enum):
    RETRY = "retry"  # send again after backoff (the session, if any, goes on)
    REDISCOVER = "rediscover"  # coordinator lookup, then send again
    REJOIN = "rejoin"  # partitions lost, join again with epoch 0
    RESET_SESSION = "reset session"  # the share session starts over with epoch 0
    REFRESH_METADATA = "refresh metadata"  # the partition's leader moved: look it up again
    REPORT = "report"  # tell the application (FetchFailed), go on
    FATAL = "fatal"  # MemberFailed, nothing more is sent


_SESSION = {
    ErrorCode.SHARE_SESSION_NOT_FOUND: ShareReaction.RESET_SESSION,
    ErrorCode.INVALID_SHARE_SESSION_EPOCH: ShareReaction.RESET_SESSION,
    ErrorCode.SHARE_SESSION_LIMIT_REACHED: ShareReaction.RESET_SESSION,
    ErrorCode.GROUP_AUTHORIZATION_FAILED: ShareReaction.FATAL,
    ErrorCode.UNSUPPORTED_VERSION: ShareReaction.FATAL,
}
_NAMED: dict[ShareApi, dict[ErrorCode, ShareReaction]] = {
    ShareApi.SHARE_GROUP_HEARTBEAT: {
        ErrorCode.NOT_COORDINATOR: ShareReaction.REDISCOVER,
        ErrorCode.COORDINATOR_NOT_AVAILABLE: ShareReaction.REDISCOVER,
        ErrorCode.COORDINATOR_LOAD_IN_PROGRESS: ShareReaction.RETRY,
        ErrorCode.FENCED_MEMBER_EPOCH: ShareReaction.REJOIN,
        ErrorCode.UNKNOWN_MEMBER_ID: ShareReaction.REJOIN,
        ErrorCode.GROUP_AUTHORIZATION_FAILED: ShareReaction.FATAL,
        ErrorCode.INVALID_REQUEST: ShareReaction.FATAL,
        ErrorCode.GROUP_MAX_SIZE_REACHED: ShareReaction.FATAL,
        ErrorCode.UNSUPPORTED_VERSION: ShareReaction.FATAL,
        # The group id names a group of another type.
        ErrorCode.GROUP_ID_NOT_FOUND: ShareReaction.FATAL,
        # Reported, and heartbeats go on, so the member recovers once the ACLs are granted.
        ErrorCode.TOPIC_AUTHORIZATION_FAILED: ShareReaction.RETRY,
    },
    ShareApi.SHARE_FETCH: _SESSION,
    ShareApi.SHARE_ACKNOWLEDGE: _SESSION,
    ShareApi.SHARE_FETCH_PARTITION: {
        ErrorCode.NOT_LEADER_OR_FOLLOWER: ShareReaction.REFRESH_METADATA,
        ErrorCode.FENCED_LEADER_EPOCH: ShareReaction.REFRESH_METADATA,
        ErrorCode.UNKNOWN_LEADER_EPOCH: ShareReaction.REFRESH_METADATA,
        ErrorCode.LEADER_NOT_AVAILABLE: ShareReaction.REFRESH_METADATA,
        ErrorCode.UNKNOWN_TOPIC_OR_PARTITION: ShareReaction.REFRESH_METADATA,
        ErrorCode.UNKNOWN_TOPIC_ID: ShareReaction.REFRESH_METADATA,
        ErrorCode.KAFKA_STORAGE_ERROR: ShareReaction.REFRESH_METADATA,
    },
    ShareApi.FIND_COORDINATOR: {
        ErrorCode.COORDINATOR_NOT_AVAILABLE: ShareReaction.RETRY,
        ErrorCode.NOT_COORDINATOR: ShareReaction.RETRY,
        ErrorCode.COORDINATOR_LOAD_IN_PROGRESS: ShareReaction.RETRY,
        ErrorCode.GROUP_AUTHORIZATION_FAILED: ShareReaction.FATAL,
        ErrorCode.INVALID_REQUEST: ShareReaction.FATAL,
        ErrorCode.UNSUPPORTED_VERSION: ShareReaction.FATAL,
    },
}


def _unnamed(api: ShareApi, code: ErrorCode) -> ShareReaction:
    """Codes the table does not name: a partition's error is reported; a whole ShareFetch or
    ShareAcknowledge refused otherwise is retried after backoff with the session going on (as
    Kafka's session handler moves to the next epoch); the heartbeat and the lookup retry a
    retriable code and fail the member on any other."""
    if api is ShareApi.SHARE_FETCH_PARTITION:
        return ShareReaction.REPORT
    if api in (ShareApi.SHARE_FETCH, ShareApi.SHARE_ACKNOWLEDGE) or code.retriable:
        return ShareReaction.RETRY
    return ShareReaction.FATAL


#: The member's reaction to every error code of every request it sends.
ERROR_REACTIONS: dict[tuple[ShareApi, ErrorCode], ShareReaction] = {
    (api, code): _NAMED[api].get(code, _unnamed(api, code))
    for api in ShareApi
    for code in ErrorCode
    if code is not ErrorCode.NONE
}


def reaction(api: ShareApi, code: int) -> ShareReaction:
    return ERROR_REACTIONS[(api, known_error(code))]


# ----------------------------------------------------------------------------- bookkeeping

#: (topic id, partition)
_IdPartition = tuple[UUID, int]


@attrs.define
class _Held:
    """A record the member holds acquired."""

    session: tuple[int, int]  # (leader node id, session generation) that acquired it
    lapses_at: float
    delivered: bool  # handed to the application (False: a gap, acknowledged by the member)
    ack: AcknowledgeType | None = None  # chosen, not sent yet


@attrs.define
class _Request:
    """A ShareFetch or ShareAcknowledge in flight on a session."""

    kind: str  # "fetch", "ack", "renew", "close"
    epoch: int
    sent_at: float
    acks: dict[TopicPartition, dict[int, AcknowledgeType]]
    commits: frozenset[int] = frozenset()


@attrs.define
class _Session:
    """The share session with one leader; its fields are what the broker has heard."""

    node: Node
    generation: int
    epoch: int = OPEN_SESSION  # of the next request
    partitions: frozenset[_IdPartition] = frozenset()
    in_flight: _Request | None = None
    retry_at: float | None = None
    awaiting_poll: bool = False  # delivered records the application has not polled past
    closing: bool = False
    #: commit handles whose acknowledgements of this session go in its next ShareAcknowledge
    commits: frozenset[int] = frozenset()

    @property
    def key(self) -> tuple[int, int]:
        return (self.node.node_id, self.generation)

    @property
    def phase(self) -> SessionPhase:
        return SessionPhase.OPENING if self.epoch == OPEN_SESSION else SessionPhase.OPEN


class SessionPhase(enum.Enum):
    """Where a share session stands; :meth:`ShareMember._move_session` makes every change."""

    OPENING = "opening"  # the next request carries epoch 0 (nothing acquired through it yet)
    OPEN = "open"  # the broker holds the session; the next request carries its epoch
    CLOSED = "closed"  # closed (epoch -1 sent) or dropped: the session is forgotten


#: Every change of a session: an answered request opens it or moves it on (OPEN -> OPEN), a
#: session error or a lost request starts it over (-> OPENING), a close ends it.
SESSION_TRANSITIONS: dict[SessionPhase, frozenset[SessionPhase]] = {
    SessionPhase.OPENING: frozenset({SessionPhase.OPEN, SessionPhase.OPENING, SessionPhase.CLOSED}),
    SessionPhase.OPEN: frozenset({SessionPhase.OPEN, SessionPhase.OPENING, SessionPhase.CLOSED}),
    SessionPhase.CLOSED: frozenset(),
}


@attrs.define
class _Commit:
    waiting: set[int]  # node ids of the sessions still to answer
    errors: dict[TopicPartition, ErrorCode]


class _Kind(enum.Enum):
    JOIN = "join"
    HEARTBEAT = "heartbeat"
    LEAVE = "leave"


@attrs.define
class _Heartbeat:
    kind: _Kind
    sent_at: float


# ----------------------------------------------------------------------------- the member


class ShareMember(MemberCore):
    """A share-group member (see the module docstring).

    Application calls: :meth:`subscribe`, :meth:`poll`, :meth:`acknowledge`,
    :meth:`commit_acknowledgements`, :meth:`leave`; driver calls as for every member
    (``tick``, ``on_response``, ``on_failure``, ``outputs``, ``next_deadline``). Raises
    :class:`LookupError` when the broker speaks no ShareGroupHeartbeat, ShareFetch,
    ShareAcknowledge or Metadata naming topic ids.
    """

    def __init__(self, config: ShareConfig, broker_versions: Mapping[int, range]) -> None:
        self.config = config
        self.heartbeat_version = negotiate(SHARE_GROUP_HEARTBEAT, broker_versions)
        self.fetch_version = negotiate(SHARE_FETCH, broker_versions)
        self.ack_version = negotiate(SHARE_ACKNOWLEDGE, broker_versions)
        self.metadata_version = negotiate(METADATA, broker_versions, METADATA_BY_ID)
        if self.metadata_version < METADATA_TOPIC_IDS:
            raise LookupError(
                f"the broker's Metadata stops at v{self.metadata_version}: topic ids need v10"
            )
        super().__init__(
            config.group_id, broker_versions, config.retry_backoff_ms, config.retry_backoff_max_ms
        )
        self._member_id = config.member_id
        self._epoch = JOIN_EPOCH
        self._names: tuple[str, ...] | None = None  # None: never subscribed
        self._names_sent: tuple[str, ...] | None = None
        self._hb: _Heartbeat | None = None
        self._interval = float(DEFAULT_HEARTBEAT_INTERVAL_MS)
        self._hb_due = 0.0
        self._hb_now = True
        self._hb_retry_at: float | None = None
        self._hb_backoff = self._backoff()
        # assignment: the coordinator's target, by id; what the application was told, by id
        self._target: frozenset[_IdPartition] = frozenset()
        self._assigned: frozenset[_IdPartition] = frozenset()
        self._topic_names: dict[UUID, str] = {}
        self._topic_ids: dict[str, UUID] = {}
        self._leaders: dict[_IdPartition, Node] = {}
        self._metadata: int | None = None
        self._metadata_stale = False
        self._metadata_retry_at = 0.0
        self._metadata_backoff = self._backoff()
        # sessions, records, acknowledgements
        self._sessions: dict[int, _Session] = {}
        self._generations = 0
        self._held: dict[TopicPartition, dict[int, _Held]] = {}
        #: no held record's lock lapses before this (a bound, refreshed when it is reached), so
        #: that an acknowledgement does not look over every record held
        self._lapse_floor = math.inf
        #: sessions that may have renewals chosen and not sent
        self._renewals: set[tuple[int, int]] = set()
        self._gone: dict[tuple[TopicPartition, int], str] = {}
        self._session_backoff = self._backoff()
        self._commits: dict[int, _Commit] = {}

    # ------------------------------------------------------------------ properties

    @property
    def member_id(self) -> str:
        return self._member_id

    @property
    def member_epoch(self) -> int:
        return self._epoch

    @property
    def assignment(self) -> frozenset[TopicPartition]:
        return frozenset((self._topic_names[t], p) for t, p in self._assigned)

    @property
    def session_epochs(self) -> dict[int, int]:
        """Leader node id -> epoch of the next request of its share session."""
        return {node: s.epoch for node, s in self._sessions.items()}

    def unacknowledged(self) -> frozenset[tuple[TopicPartition, int]]:
        """Delivered records still waiting for the application's acknowledgement."""
        return frozenset(
            (tp, offset)
            for tp, held in self._held.items()
            for offset, h in held.items()
            if h.delivered and h.ack is None
        )

    # ------------------------------------------------------------------ application calls

    def subscribe(self, topics: Iterable[str], now_ms: float) -> None:
        """Subscribe to these topic names (replacing any earlier subscription)."""
        if self._done or self._leaving:
            return
        self._names = tuple(sorted(set(topics)))
        self._hb_now = True
        self._pump(now_ms)

    def poll(self, now_ms: float) -> None:
        """The application is done with the records delivered so far and wants more.

        Implicit mode accepts every delivered record not acknowledged; explicit mode raises
        :class:`ShareStateError` while one waits for its acknowledgement. Leaders whose records
        were waiting for this are fetched from again.
        """
        self._now = now_ms
        self._timers(now_ms)  # records whose lock lapsed wait for nothing
        if self.config.explicit_acks:
            waiting = sorted(self.unacknowledged())
            if waiting:
                (topic, partition), offset = waiting[0]
                raise ShareStateError(
                    f"{len(waiting)} delivered records are not acknowledged (the first is "
                    f"{topic}-{partition} at offset {offset}); explicit mode acknowledges "
                    "every record before the next poll"
                )
        else:
            self._accept_delivered()
        self._gone.clear()
        for session in self._sessions.values():
            session.awaiting_poll = False
        self._pump(now_ms)

    def acknowledge(
        self, topic: str, partition: int, offset: int, ack_type: AcknowledgeType, now_ms: float
    ) -> None:
        """Acknowledge one delivered record (explicit mode only). It goes with the next request
        to the leader that delivered it; a record whose lock lapsed or whose session ended is
        refused with :class:`AcknowledgementRefused`. Raises :class:`ShareStateError` for a
        record that was never delivered or is already acknowledged."""
        self.acknowledge_many([(topic, partition, offset)], ack_type, now_ms)

    def acknowledge_many(
        self,
        records: Iterable[tuple[str, int, int]],
        ack_type: AcknowledgeType,
        now_ms: float,
    ) -> None:
        """:meth:`acknowledge` for each ``(topic, partition, offset)`` with the same type, then
        one look at what is due: a batch of n records costs n, not n times the records held.
        A record that raises :class:`ShareStateError` stops the batch; those before it stay
        acknowledged."""
        self._now = now_ms
        ack_type = AcknowledgeType(ack_type)
        if not self.config.explicit_acks:
            raise ShareStateError("acknowledge needs share.acknowledgement.mode=explicit")
        if ack_type is AcknowledgeType.GAP:
            raise ShareStateError("GAP is not an acknowledgement for a delivered record")
        if ack_type is AcknowledgeType.RENEW and self.ack_version < RENEW_VERSION:
            raise ShareStateError(
                f"RENEW needs ShareAcknowledge v{RENEW_VERSION}; the broker speaks "
                f"v{self.ack_version}"
            )
        self._timers(now_ms)  # locks that lapsed by now
        try:
            for topic, partition, offset in records:
                tp = (topic, partition)
                held = self._held.get(tp, {}).get(offset)
                if held is None or not held.delivered:
                    reason = self._gone.pop((tp, offset), None)
                    if reason is None:
                        raise ShareStateError(
                            f"{topic}-{partition} offset {offset} was not delivered"
                        )
                    self._out.append(AcknowledgementRefused(tp, offset, ack_type, reason))
                    continue
                if held.ack is not None:
                    raise ShareStateError(
                        f"{topic}-{partition} offset {offset} is already acknowledged "
                        f"({held.ack.name})"
                    )
                held.ack = ack_type
                if ack_type is AcknowledgeType.RENEW:
                    self._renewals.add(held.session)
        finally:
            self._pump(now_ms)

    def commit_acknowledgements(self, now_ms: float) -> int:
        """Send the acknowledgements not sent yet, in ShareAcknowledge, without waiting for
        the next fetch; :class:`ShareCommitCompleted` answers the handle."""
        self._now = now_ms
        self._timers(now_ms)
        handle = next(self._handles)
        if not self.config.explicit_acks:
            self._accept_delivered()
        waiting = {
            node
            for node, session in self._sessions.items()
            if not session.closing and self._pending(session, renew=False)
        }
        self._commits[handle] = _Commit(waiting, {})
        for node in waiting:
            self._sessions[node].commits |= {handle}
        self._settle_commit(handle)
        self._pump(now_ms)
        return handle

    def leave(self, now_ms: float, reason: str | None = None) -> None:
        """Give up the partitions, close every share session (sending what is left to
        acknowledge with epoch -1), then leave the group with epoch -1."""
        if not self._start_leaving(reason):
            return
        if not self.config.explicit_acks:
            self._accept_delivered()
        self._set_assignment(frozenset(), revoke=True)
        self._target = frozenset()
        for session in self._sessions.values():
            session.closing = True
        self._pump(now_ms)

    # ------------------------------------------------------------------ timers and deadlines

    def _timers(self, now: float) -> None:
        if now < self._lapse_floor:
            return
        floor = math.inf
        for tp, held in list(self._held.items()):
            for offset, h in list(held.items()):
                if h.lapses_at <= now:
                    self._drop(tp, offset, "the acquisition lock lapsed")
                else:
                    floor = min(floor, h.lapses_at)
        self._lapse_floor = floor

    def _deadlines(self) -> list[float | None]:
        times: list[float | None] = [self._metadata_due(), self._heartbeat_due()]
        if self._lapse_floor < math.inf:
            times.append(self._lapse_floor)  # early at worst: the scan then moves it on
        times += [self._session_due(s) for s in self._sessions.values()]
        if self._leaving and not self._sessions and self._hb is None:
            times.append(self._now)  # the leave heartbeat goes, or the leave ends
        return times

    # ------------------------------------------------------------------ sending

    def _pump_metadata(self, now: float) -> None:
        due = self._metadata_due()
        if due is not None and due <= now:
            self._send_metadata()

    def _pump_membership(self, now: float) -> None:
        self._sync_sessions()
        for session in list(self._sessions.values()):
            due = self._session_due(session)
            if due is not None and due <= now:
                self._session_step(session, now)
        if self._done:
            return
        if self._leaving:
            if not self._sessions:
                self._leave_step()
            return
        due = self._heartbeat_due()
        if due is not None and due <= now:
            self._send_heartbeat(now)

    def _wants_group(self) -> bool:
        return self._names is not None and not self._leaving

    def _heartbeat_due(self) -> float | None:
        if self._done or self._hb is not None or self._leaving:
            return None
        if self._names is None or self._lookup.coordinator is None:
            return None
        if self._epoch == JOIN_EPOCH and not self._names:
            return None  # a join subscribes to something
        due = self._now if self._hb_now else self._hb_due
        if self._hb_retry_at is not None:
            due = max(due, self._hb_retry_at)
        return due

    def _send_heartbeat(self, now: float) -> None:
        coordinator = self._lookup.coordinator
        assert coordinator is not None and self._names is not None
        body = share_group_heartbeat_request.ShareGroupHeartbeatRequest(
            group_id=self.config.group_id, member_id=self._member_id, member_epoch=self._epoch
        )
        joining = self._epoch == JOIN_EPOCH
        if joining:
            body.rack_id = self.config.rack_id
        if joining or self._names != self._names_sent:
            body.subscribed_topic_names = list(self._names)
        self._names_sent = self._names
        sent = _Heartbeat(_Kind.JOIN if joining else _Kind.HEARTBEAT, now)
        self._hb = sent
        self._hb_now = False
        self._send_heartbeat_request(body, coordinator, sent)

    def _leave_step(self) -> None:
        """The leave heartbeat, once every session is closed; without a coordinator or an
        epoch the coordinator has nothing to let go."""
        if self._hb is not None:
            return
        coordinator = self._lookup.coordinator
        if coordinator is None or self._epoch <= 0:
            self._finish_leave()
            return
        body = share_group_heartbeat_request.ShareGroupHeartbeatRequest(
            group_id=self.config.group_id, member_id=self._member_id, member_epoch=LEAVE_EPOCH
        )
        self._hb = sent = _Heartbeat(_Kind.LEAVE, self._now)
        leaving = self._presence
        assert isinstance(leaving, Leaving)
        leaving.request_id = self._send_heartbeat_request(body, coordinator, sent)

    def _send_heartbeat_request(self, body: Struct, coordinator: Node, sent: _Heartbeat) -> int:
        return self._send(
            body,
            self.heartbeat_version,
            coordinator,
            functools.partial(self._heartbeat_reply, sent),
            functools.partial(self._heartbeat_failed, sent),
        )

    # ------------------------------------------------------------------ heartbeat answers

    def _heartbeat_reply(self, sent: _Heartbeat, body: Struct, now: float) -> None:
        self._hb = None
        if not isinstance(body, share_group_heartbeat_response.ShareGroupHeartbeatResponse):
            self._heartbeat_failed(sent, now)
            return
        if sent.kind is _Kind.LEAVE:
            self._finish_leave()
            return
        if self._done:
            return
        code = known_error(body.error_code)
        if code is not ErrorCode.NONE:
            self._heartbeat_error(code, body.error_message, now)
            return
        if body.member_id:
            self._member_id = body.member_id
        if body.member_epoch <= 0:
            self._fence()
            return
        self._hb_backoff.reset()
        self._hb_retry_at = None
        self._epoch = body.member_epoch
        if body.heartbeat_interval_ms > 0:
            self._interval = float(body.heartbeat_interval_ms)
        self._hb_due = sent.sent_at + self._interval
        if self._leaving:
            return
        if sent.kind is _Kind.JOIN:
            self._out.append(MemberJoined(self._member_id, member_epoch=self._epoch))
        if body.assignment is not None:
            self._target = frozenset(
                (tp.topic_id, p) for tp in body.assignment.topic_partitions for p in tp.partitions
            )
            self._metadata_backoff.reset()
            self._metadata_retry_at = now
        self._reconcile()

    def _heartbeat_error(self, code: ErrorCode, message: str | None, now: float) -> None:
        self._names_sent = None  # the next heartbeat carries the subscription again
        what = reaction(ShareApi.SHARE_GROUP_HEARTBEAT, code)
        if what is ShareReaction.FATAL:
            self._fail(code, _detail(ShareApi.SHARE_GROUP_HEARTBEAT, code, message))
        elif what is ShareReaction.REJOIN:
            self._fence()
        elif what is ShareReaction.REDISCOVER:
            # After backoff: a coordinator still loading answers COORDINATOR_NOT_AVAILABLE
            # until it is ready, and the lookup finds it again at once.
            self._lookup.mark_dead()
            self._hb_retry_at = now + self._hb_backoff.next_wait_ms()
            self._hb_now = True
        else:
            self._hb_retry_at = now + self._hb_backoff.next_wait_ms()
            self._hb_now = True

    def _heartbeat_failed(self, sent: _Heartbeat, now: float) -> None:
        self._hb = None
        if sent.kind is _Kind.LEAVE:
            self._finish_leave()
            return
        if self._done:
            return
        self._names_sent = None
        self._lookup.mark_dead()
        self._hb_retry_at = now + self._hb_backoff.next_wait_ms()
        self._hb_now = True

    def _fence(self) -> None:
        """Out of the group: the partitions are lost; rejoin with epoch 0, same member id."""
        epoch = self._epoch
        lost = self.assignment
        self._assigned = self._target = frozenset()
        self._epoch = JOIN_EPOCH
        self._names_sent = None
        self._hb_backoff.reset()
        self._hb_retry_at, self._hb_now = None, True
        if lost:
            self._out.append(PartitionsLost(lost, member_epoch=epoch))

    # ------------------------------------------------------------------ assignment

    def _reconcile(self) -> None:
        """Take the target: the partitions whose topic is named are assigned, the others
        wait for Metadata; partitions no longer in it are revoked."""
        if self._done or self._leaving or self._epoch <= 0:
            return
        named = frozenset((t, p) for t, p in self._target if t in self._topic_names)
        self._set_assignment(named, revoke=True)

    def _set_assignment(self, new: frozenset[_IdPartition], *, revoke: bool) -> None:
        old = self._assigned
        gone, added = old - new, new - old
        self._assigned = new
        if gone and revoke:
            names = frozenset((self._topic_names[t], p) for t, p in gone)
            self._out.append(PartitionsRevoked(names, member_epoch=self._epoch))
        if added:
            names = frozenset((self._topic_names[t], p) for t, p in added)
            self._out.append(PartitionsAssigned(names, member_epoch=self._epoch))

    def _unresolved(self) -> list[UUID]:
        missing = {
            t for t, p in self._target if t not in self._topic_names or (t, p) not in self._leaders
        }
        return sorted(missing)

    def _metadata_due(self) -> float | None:
        if self._done or self._leaving or self._metadata is not None:
            return None
        if not self._metadata_stale and not self._unresolved():
            return None
        return self._metadata_retry_at

    def _send_metadata(self) -> None:
        wanted = sorted({t for t, _ in self._target} | {t for t, _ in self._assigned})
        topics: list[metadata_request.MetadataRequestTopic] | None
        if self.metadata_version >= METADATA_BY_ID:
            topics = [metadata_request.MetadataRequestTopic(topic_id=t, name=None) for t in wanted]
        else:
            names = set(self._names or ()) | {self._topic_names[t] for t, _ in self._assigned}
            topics = [metadata_request.MetadataRequestTopic(name=n) for n in sorted(names)]
        body = metadata_request.MetadataRequest(topics=topics, allow_auto_topic_creation=False)
        self._metadata_stale = False
        self._metadata = self._send(
            body, self.metadata_version, None, self._metadata_answered, self._metadata_failed
        )

    def _metadata_failed(self, now: float) -> None:
        self._metadata = None
        self._metadata_stale = True
        self._metadata_retry_at = now + self._metadata_backoff.next_wait_ms()

    def _metadata_answered(self, body: Struct, now: float) -> None:
        self._metadata = None
        if isinstance(body, metadata_response.MetadataResponse):
            brokers = {b.node_id: Node(b.node_id, b.host, b.port) for b in body.brokers}
            for topic in body.topics:
                if topic.error_code != ErrorCode.NONE or not topic.name:
                    continue
                if topic.topic_id == ZERO_UUID:
                    continue
                self._topic_names[topic.topic_id] = topic.name
                self._topic_ids[topic.name] = topic.topic_id
                for part in topic.partitions:
                    key = (topic.topic_id, part.partition_index)
                    node = brokers.get(part.leader_id)
                    if node is None:
                        self._leaders.pop(key, None)
                    else:
                        self._leaders[key] = node
        if self._unresolved():
            self._metadata_retry_at = now + self._metadata_backoff.next_wait_ms()
        else:
            self._metadata_backoff.reset()
        self._reconcile()

    # ------------------------------------------------------------------ share sessions

    def _sync_sessions(self) -> None:
        """A session for every leader of an assigned partition."""
        if self._done or self._leaving:
            return
        for key in self._assigned:
            node = self._leaders.get(key)
            if node is not None and node.node_id not in self._sessions:
                self._new_session(node)

    def _new_session(self, node: Node) -> _Session:
        self._generations += 1
        session = _Session(node, self._generations)
        self._sessions[node.node_id] = session
        return session

    def _wanted(self, session: _Session) -> frozenset[_IdPartition]:
        if session.closing:
            return frozenset()
        node = session.node.node_id
        return frozenset(
            key for key in self._assigned if (n := self._leaders.get(key)) and n.node_id == node
        )

    def _pending(
        self, session: _Session, *, renew: bool | None
    ) -> dict[TopicPartition, dict[int, AcknowledgeType]]:
        """Acknowledgements chosen for records of this session and not sent (renewals only,
        none, or both when ``renew`` is None)."""
        out: dict[TopicPartition, dict[int, AcknowledgeType]] = {}
        for tp, held in self._held.items():
            for offset, h in held.items():
                if h.session != session.key or h.ack is None:
                    continue
                if renew is not None and (h.ack is AcknowledgeType.RENEW) != renew:
                    continue
                out.setdefault(tp, {})[offset] = h.ack
        return out

    def _session_due(self, session: _Session) -> float | None:
        if self._done or session.in_flight is not None:
            return None
        due = self._now if session.retry_at is None else max(self._now, session.retry_at)
        if session.closing or session.commits or self._renewal_waiting(session):
            return due
        if session.epoch > OPEN_SESSION and self._leaving_partitions_acked(session):
            return due
        wanted = self._wanted(session)
        if wanted != session.partitions or (wanted and not session.awaiting_poll):
            return due
        return None

    def _renewal_waiting(self, session: _Session) -> bool:
        """Renewals chosen for records of this session and not sent."""
        if session.key not in self._renewals:
            return False
        if self._pending(session, renew=True):
            return True
        self._renewals.discard(session.key)
        return False

    def _leaving_partitions_acked(self, session: _Session) -> bool:
        """Acknowledgements waiting for partitions the session no longer fetches."""
        wanted = {(self._topic_names.get(t), p) for t, p in self._wanted(session)}
        return any(
            h.session == session.key and h.ack is not None and h.ack is not AcknowledgeType.RENEW
            for tp, held in self._held.items()
            if tp not in wanted
            for h in held.values()
        )

    def _session_step(self, session: _Session, now: float) -> None:
        """The next request of this session: the close, renewals, a commit, acknowledgements
        of partitions it gives up, or a fetch."""
        if session.closing:
            if session.epoch == OPEN_SESSION:
                self._end_session(session, "the share session closed")
            else:
                self._send_ack(session, "close", self._pending(session, renew=False), now)
            return
        if session.epoch > OPEN_SESSION:
            renewals = self._pending(session, renew=True)
            if renewals:
                self._send_ack(session, "renew", renewals, now)
                return
            if session.commits or self._leaving_partitions_acked(session):
                self._send_ack(session, "ack", self._pending(session, renew=False), now)
                return
        if session.commits:  # a session that is opening holds nothing to acknowledge
            for handle in session.commits:
                self._commit_answered(handle, session.node.node_id, {})
            session.commits = frozenset()
        self._send_fetch(session, now)

    def _take(
        self, acks: dict[TopicPartition, dict[int, AcknowledgeType]]
    ) -> dict[TopicPartition, dict[int, AcknowledgeType]]:
        """Acknowledgements leave the held records as they are sent (a renewal keeps it)."""
        for tp, offsets in acks.items():
            held = self._held[tp]
            for offset, ack in offsets.items():
                if ack is AcknowledgeType.RENEW:
                    held[offset].ack = None
                else:
                    del held[offset]
            if not held:
                del self._held[tp]
        return acks

    def _batches(self, offsets: Mapping[int, AcknowledgeType]) -> list[tuple[int, int, list[int]]]:
        """Consecutive offsets in one range: one type for the range when they agree, else one
        per offset."""
        out: list[tuple[int, int, list[int]]] = []
        run: list[int] = []
        for offset in sorted(offsets):
            if run and offset != run[-1] + 1:
                out.append(_batch(run, offsets))
                run = []
            run.append(offset)
        if run:
            out.append(_batch(run, offsets))
        return out

    def _send_fetch(self, session: _Session, now: float) -> None:
        wanted = self._wanted(session)
        acks = self._take(self._pending(session, renew=False)) if session.epoch > 0 else {}
        added = wanted - session.partitions if session.epoch > 0 else wanted
        forgotten = session.partitions - wanted if session.epoch > 0 else frozenset()
        by_topic: dict[UUID, dict[int, share_fetch_request.FetchPartition]] = {}
        for t, p in sorted(added):
            by_topic.setdefault(t, {})[p] = share_fetch_request.FetchPartition(partition_index=p)
        for (topic, p), offsets in acks.items():
            part = by_topic.setdefault(self._topic_ids[topic], {}).setdefault(
                p, share_fetch_request.FetchPartition(partition_index=p)
            )
            part.acknowledgement_batches = [
                share_fetch_request.AcknowledgementBatch(first, last, types)
                for first, last, types in self._batches(offsets)
            ]
        forgot: dict[UUID, list[int]] = {}
        for t, p in sorted(forgotten):
            forgot.setdefault(t, []).append(p)
        body = share_fetch_request.ShareFetchRequest(
            group_id=self.config.group_id,
            member_id=self._member_id,
            share_session_epoch=session.epoch,
            max_wait_ms=self.config.max_wait_ms if wanted else 0,
            min_bytes=self.config.min_bytes,
            max_bytes=self.config.max_bytes,
            max_records=self.config.max_records,
            batch_size=self.config.max_records,
            topics=[
                share_fetch_request.FetchTopic(topic_id=t, partitions=list(parts.values()))
                for t, parts in sorted(by_topic.items())
            ],
            forgotten_topics_data=[
                share_fetch_request.ForgottenTopic(topic_id=t, partitions=ps)
                for t, ps in forgot.items()
            ],
        )
        session.partitions = wanted
        sent = _Request("fetch", session.epoch, now, acks)
        self._send_on(session, body, self.fetch_version, sent)

    def _send_ack(
        self,
        session: _Session,
        kind: str,
        pending: dict[TopicPartition, dict[int, AcknowledgeType]],
        now: float,
    ) -> None:
        acks = self._take(pending)
        epoch = CLOSE_SESSION if kind == "close" else session.epoch
        by_topic: dict[UUID, list[share_acknowledge_request.AcknowledgePartition]] = {}
        for (topic, p), offsets in sorted(acks.items()):
            by_topic.setdefault(self._topic_ids[topic], []).append(
                share_acknowledge_request.AcknowledgePartition(
                    partition_index=p,
                    acknowledgement_batches=[
                        share_acknowledge_request.AcknowledgementBatch(first, last, types)
                        for first, last, types in self._batches(offsets)
                    ],
                )
            )
        body = share_acknowledge_request.ShareAcknowledgeRequest(
            group_id=self.config.group_id,
            member_id=self._member_id,
            share_session_epoch=epoch,
            is_renew_ack=kind == "renew",
            topics=[
                share_acknowledge_request.AcknowledgeTopic(topic_id=t, partitions=parts)
                for t, parts in sorted(by_topic.items())
            ],
        )
        commits = session.commits if kind in ("ack", "close") else frozenset()
        if kind in ("ack", "close"):
            session.commits = frozenset()
        sent = _Request(kind, epoch, now, acks, commits)
        self._send_on(session, body, self.ack_version, sent)

    def _send_on(self, session: _Session, body: Struct, version: int, sent: _Request) -> None:
        session.in_flight = sent
        self._send(
            body,
            version,
            session.node,
            functools.partial(self._session_reply, session, sent),
            functools.partial(self._session_failed, session, sent),
        )

    # ------------------------------------------------------------------ session answers

    def _session_reply(self, session: _Session, sent: _Request, body: Struct, now: float) -> None:
        session.in_flight = None
        if not isinstance(
            body,
            share_fetch_response.ShareFetchResponse
            | share_acknowledge_response.ShareAcknowledgeResponse,
        ):
            self._session_failed(session, sent, now)
            return
        api = ShareApi.SHARE_FETCH if sent.kind == "fetch" else ShareApi.SHARE_ACKNOWLEDGE
        code = known_error(body.error_code)
        if code is not ErrorCode.NONE:
            self._acks_done(session, sent, {tp: code for tp in sent.acks})
            what = reaction(api, code)
            if what is ShareReaction.FATAL:
                self._fail(code, _detail(api, code, body.error_message))
            elif sent.kind == "close":
                self._end_session(session, "the share session closed")
            elif what is ShareReaction.RESET_SESSION:
                self._reset_session(session, f"the share session ended ({code.name})", now)
            else:
                self._move_session(session, next_epoch(sent.epoch))
                session.retry_at = now + self._session_backoff.next_wait_ms()
            return
        self._session_backoff.reset()
        session.retry_at = None
        errors: dict[TopicPartition, ErrorCode] = {}
        if isinstance(body, share_fetch_response.ShareFetchResponse):
            errors = self._fetch_answered(session, sent, body, now)
        else:
            for topic in body.responses:
                for ack_part in topic.partitions:
                    tp = (self._topic_names.get(topic.topic_id, ""), ack_part.partition_index)
                    errors[tp] = known_error(ack_part.error_code)
            if sent.kind == "renew" and body.acquisition_lock_timeout_ms > 0:
                for tp, offsets in sent.acks.items():
                    for offset in offsets:
                        held = self._held.get(tp, {}).get(offset)
                        if held is not None and errors.get(tp, ErrorCode.NONE) is ErrorCode.NONE:
                            held.lapses_at = sent.sent_at + body.acquisition_lock_timeout_ms
        self._acks_done(session, sent, errors)
        if sent.kind == "close":
            self._end_session(session, "the share session closed")
        else:
            self._move_session(session, next_epoch(sent.epoch))

    def _fetch_answered(
        self,
        session: _Session,
        sent: _Request,
        body: share_fetch_response.ShareFetchResponse,
        now: float,
    ) -> dict[TopicPartition, ErrorCode]:
        ack_errors: dict[TopicPartition, ErrorCode] = {}
        delivered: list[ShareRecord] = []
        lapses_at = sent.sent_at + body.acquisition_lock_timeout_ms
        for topic in body.responses:
            name = self._topic_names.get(topic.topic_id)
            if name is None:
                continue
            for part in sorted(topic.partitions, key=lambda p: p.partition_index):
                tp = (name, part.partition_index)
                ack_errors[tp] = known_error(part.acknowledge_error_code)
                code = known_error(part.error_code)
                if code is not ErrorCode.NONE:
                    what = reaction(ShareApi.SHARE_FETCH_PARTITION, code)
                    if what is ShareReaction.REFRESH_METADATA:
                        self._metadata_stale = True
                    else:
                        detail = part.error_message or code.describe()
                        self._out.append(FetchFailed(tp, code, detail))
                    continue
                delivered += self._acquire(session, tp, part, lapses_at)
        if delivered:
            session.awaiting_poll = True
            self._out.append(RecordsDelivered(tuple(delivered)))
        return ack_errors

    def _acquire(
        self,
        session: _Session,
        tp: TopicPartition,
        part: share_fetch_response.PartitionData,
        lapses_at: float,
    ) -> list[ShareRecord]:
        """The records of the acquired ranges; acquired offsets without a record are gaps."""
        counts: dict[int, int] = {}
        for acquired in part.acquired_records:
            for offset in range(acquired.first_offset, acquired.last_offset + 1):
                counts[offset] = acquired.delivery_count
        if not counts:
            return []
        records: dict[int, record_batch.Record] = {}
        covered: list[tuple[int, int]] = []  # offset ranges of the whole batches read
        corrupt: str | None = None
        try:
            for header, batch in record_batch.complete_batches(part.records or b""):
                covered.append((header.base_offset, header.last_offset))
                if header.is_control:
                    continue
                for one in record_batch.read_records(batch, header):
                    if one.offset in counts:
                        records[one.offset] = one
        except (record_batch.BatchError, CompressionError) as exc:
            corrupt = str(exc)
        held = self._held.setdefault(tp, {})
        out = []
        for offset, count in sorted(counts.items()):
            if offset in held:
                continue  # already held: the broker cannot hand it out twice
            record = records.get(offset)
            self._lapse_floor = min(self._lapse_floor, lapses_at)
            if corrupt is not None or record is None:
                if corrupt is not None:
                    ack = AcknowledgeType.REJECT
                elif any(first <= offset <= last for first, last in covered):
                    ack = AcknowledgeType.GAP  # compacted away, or a control record
                else:
                    ack = AcknowledgeType.RELEASE  # its batch did not come whole
                held[offset] = _Held(session.key, lapses_at, delivered=False, ack=ack)
                continue
            held[offset] = _Held(session.key, lapses_at, delivered=True)
            out.append(
                ShareRecord(
                    tp[0],
                    tp[1],
                    offset,
                    count,
                    record.timestamp,
                    record.key,
                    record.value,
                    record.headers,
                    record.timestamp_type,
                )
            )
        if not held:
            del self._held[tp]
        if corrupt is not None:
            self._out.append(FetchFailed(tp, ErrorCode.CORRUPT_MESSAGE, corrupt))
        return out

    def _session_failed(self, session: _Session, sent: _Request, now: float) -> None:
        """No answer: the acknowledgements' fate is unknown; the session starts over."""
        session.in_flight = None
        self._acks_done(session, sent, {tp: ErrorCode.NETWORK_EXCEPTION for tp in sent.acks})
        if sent.kind == "close":
            self._end_session(session, "the share session closed")
            return
        self._metadata_stale = True
        self._reset_session(session, "the connection to the leader failed", now)

    def _reset_session(self, session: _Session, reason: str, now: float) -> None:
        """Start over with epoch 0: the records of the old session can no longer be
        acknowledged."""
        self._move_session(session, OPEN_SESSION, reason)
        session.retry_at = now + self._session_backoff.next_wait_ms()
        for handle in session.commits:
            self._commit_answered(handle, session.node.node_id, {})
        session.commits = frozenset()

    def _end_session(self, session: _Session, reason: str) -> None:
        self._move_session(session, None, reason)

    def _move_session(self, session: _Session, epoch: int | None, reason: str = "") -> None:
        """The one place a session changes: to ``epoch`` (None: closed). Starting over or
        closing lets the session's records go (``reason`` tells the application why)."""
        to = (
            SessionPhase.CLOSED
            if epoch is None
            else SessionPhase.OPENING
            if epoch == OPEN_SESSION
            else SessionPhase.OPEN
        )
        if to not in SESSION_TRANSITIONS[session.phase]:
            raise AssertionError(f"a share session does not go from {session.phase} to {to}")
        if epoch is not None and epoch != OPEN_SESSION:
            session.epoch = epoch
            return
        self._drop_session_records(session, reason)
        if epoch is None:
            for handle in session.commits:
                self._commit_answered(handle, session.node.node_id, {})
            del self._sessions[session.node.node_id]
            return
        session.epoch = OPEN_SESSION
        session.partitions = frozenset()
        session.awaiting_poll = False
        self._generations += 1
        session.generation = self._generations

    def _drop_session_records(self, session: _Session, reason: str) -> None:
        for tp, held in list(self._held.items()):
            for offset, h in list(held.items()):
                if h.session == session.key:
                    self._drop(tp, offset, reason)

    def _drop(self, tp: TopicPartition, offset: int, reason: str) -> None:
        """A held record is let go without being acknowledged."""
        held = self._held[tp]
        h = held.pop(offset)
        if not held:
            del self._held[tp]
        if h.ack is not None and h.delivered:
            self._out.append(AcknowledgementRefused(tp, offset, h.ack, reason))
        elif h.delivered:
            self._gone[(tp, offset)] = reason

    def _acks_done(
        self, session: _Session, sent: _Request, errors: Mapping[TopicPartition, ErrorCode]
    ) -> None:
        for tp, offsets in sent.acks.items():
            self._out.append(
                AcknowledgementsCompleted(tp, dict(offsets), errors.get(tp, ErrorCode.NONE))
            )
        failed = {
            tp: errors.get(tp, ErrorCode.NONE)
            for tp in sent.acks
            if errors.get(tp, ErrorCode.NONE) is not ErrorCode.NONE
        }
        for handle in sent.commits:
            self._commit_answered(handle, session.node.node_id, failed)

    def _commit_answered(
        self, handle: int, node: int, errors: Mapping[TopicPartition, ErrorCode]
    ) -> None:
        commit = self._commits.get(handle)
        if commit is None:
            return
        commit.waiting.discard(node)
        commit.errors.update(errors)
        self._settle_commit(handle)

    def _settle_commit(self, handle: int) -> None:
        commit = self._commits[handle]
        if not commit.waiting:
            del self._commits[handle]
            self._out.append(ShareCommitCompleted(handle, dict(commit.errors)))

    def _accept_delivered(self) -> None:
        for held in self._held.values():
            for h in held.values():
                if h.delivered and h.ack is None:
                    h.ack = AcknowledgeType.ACCEPT

    # ------------------------------------------------------------------ offsets: none

    def _offset_request(self, call: OffsetCall) -> tuple[Struct, int] | ErrorCode:
        return ErrorCode.INVALID_REQUEST  # a share group keeps no committed offsets

    def _commit_refusal(self) -> ErrorCode | None:
        return ErrorCode.INVALID_REQUEST

    def _commit_step(self, call: CommitCall) -> CallStep:
        return CallStep.FINISH

    def _fetch_step(self, call: FetchCall) -> CallStep:
        return CallStep.FINISH

    # ------------------------------------------------------------------ endings

    def _lookup_fatal(self, code: ErrorCode) -> bool:
        return reaction(ShareApi.FIND_COORDINATOR, code) is ShareReaction.FATAL

    def _lose_all(self) -> None:
        if self._assigned:
            self._out.append(PartitionsLost(self.assignment, member_epoch=self._epoch))
            self._assigned = frozenset()

    def _ended(self) -> None:
        """Nothing more is sent: acknowledgements not sent are refused, commits answered."""
        self._target = frozenset()
        for tp, held in list(self._held.items()):
            for offset in list(held):
                self._drop(tp, offset, "the member ended")
        for session in list(self._sessions.values()):
            if session.in_flight is None:
                self._end_session(session, "the member ended")
        for handle, commit in list(self._commits.items()):
            commit.waiting = {n for n in commit.waiting if n in self._sessions}
            self._settle_commit(handle)

    def _requests_in_flight(self) -> list[object]:
        slots: list[object] = [s.in_flight for s in self._sessions.values() if s.in_flight]
        slots += [slot for slot in (self._hb, self._metadata) if slot is not None]
        return slots

    def check_invariants(self) -> None:
        super().check_invariants()
        keys = {s.key for s in self._sessions.values()}
        for tp, held in self._held.items():
            assert held, "a partition held without records"
            for offset, h in held.items():
                assert h.session in keys, f"{tp} {offset} held by a session that is gone"
                assert h.lapses_at > self._now, f"{tp} {offset} held after its lock lapsed"
        for node, session in self._sessions.items():
            assert session.node.node_id == node
            assert 0 <= session.epoch <= INT32_MAX, "a session epoch out of range"
            if session.epoch == OPEN_SESSION and session.in_flight is None:
                assert not any(
                    h.session == session.key for hs in self._held.values() for h in hs.values()
                ), "records held by an unopened session"
        if self._assigned:
            assert self._epoch > 0, "partitions without a member epoch"
        if self._leaving or self._done:
            assert not self._assigned, "partitions after leaving"
        for handle, commit in self._commits.items():
            assert commit.waiting, f"commit {handle} complete but unanswered"


def _batch(run: list[int], offsets: Mapping[int, AcknowledgeType]) -> tuple[int, int, list[int]]:
    types = [int(offsets[o]) for o in run]
    return run[0], run[-1], types if len(set(types)) > 1 else types[:1]


def _detail(api: ShareApi, code: ErrorCode, message: str | None) -> str:
    text = f"{api.value} failed with {code.describe()}"
    return f"{text}: {message}" if message else text


__all__ = [
    "ERROR_REACTIONS",
    "ShareApi",
    "ShareMember",
    "ShareReaction",
    "SESSION_TRANSITIONS",
    "SessionPhase",
    "ShareStateError",
    "next_epoch",
    "reaction",
]
