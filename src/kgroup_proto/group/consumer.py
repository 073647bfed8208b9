"""The KIP-848 group member (``group.protocol=consumer``), as a sans-IO state machine.

A member of a KIP-848 consumer group speaks one RPC with its coordinator, ConsumerGroupHeartbeat:

- **Join** with member epoch 0 and every field (subscription, rebalance timeout, server assignor,
  rack, instance id, and an empty list of owned partitions). From v1 on the client picks its own
  member id (``ConsumerConfig.member_id``); in v0 it sends an empty id and keeps the one the
  coordinator answers with.
- **Heartbeat** every ``HeartbeatIntervalMs`` (the coordinator says how often) with the current
  epoch, sending only the fields that changed since the previous heartbeat; null (or -1) means
  "unchanged". The subscription counts as one field: from v1 on, topic names and regular
  expression go together. After any error the next heartbeat carries every field again.
- **Reconcile**: a response may carry the member's *target* assignment (topic ids and partition
  indexes). Topic ids are resolved to names with Metadata. Partitions the member owns but the
  target no longer holds are given up first (:class:`PartitionsRevoked`) and the smaller set is
  reported in the next heartbeat; only once the coordinator has answered that heartbeat does the
  member take the new partitions (:class:`PartitionsAssigned`), which it acknowledges by listing
  what it owns in the heartbeat after. Partitions of topics whose id does not resolve yet wait.
- **Leave** with epoch -1 (a static member leaving for a while: -2), after giving up every
  partition; :class:`MemberLeft` follows the coordinator's answer.

Heartbeats that follow a notification (the revocation report, the acknowledgement, the rejoin
after partitions were lost, the leave) are only built after the notification has been drained
from :meth:`ConsumerMember.outputs`: requests the application makes in its callback (the commit
of revoked partitions' offsets, typically) are therefore sent before the coordinator hears that
the partitions are gone. :meth:`ConsumerMember.next_deadline` then asks for an immediate tick.

How the member reacts to each error code of ConsumerGroupHeartbeat, OffsetCommit, OffsetFetch and
FindCoordinator is decided in one table, :data:`ERROR_REACTIONS`, after Kafka's Java consumer
(``AbstractHeartbeatRequestManager``, ``ConsumerHeartbeatRequestManager``,
``CommitRequestManager``, ``CoordinatorRequestManager``).

Like Java's consumer, the member keeps its partitions while the coordinator cannot be reached:
the coordinator alone decides that a session expired, and the member learns it from the next
heartbeat that gets through (UNKNOWN_MEMBER_ID or FENCED_MEMBER_EPOCH), at which point the
partitions are lost and it rejoins. A heartbeat without an answer (``on_failure``) makes it look
the coordinator up again and retry with backoff.
"""

from __future__ import annotations

import enum
import functools
from collections.abc import Iterable, Mapping
from uuid import UUID

import attrs

from kgroup_proto.error_codes import ErrorCode, known_error
from kgroup_proto.group.config import ConsumerConfig
from kgroup_proto.group.events import (
    MemberJoined,
    PartitionsAssigned,
    PartitionsLost,
    PartitionsRevoked,
    TopicPartition,
)
from kgroup_proto.group.member_core import Leaving, MemberCore
from kgroup_proto.group.offset_calls import (
    CallStep,
    CommitCall,
    FetchCall,
    OffsetCall,
)
from kgroup_proto.group.offset_requests import (
    build_commit,
    build_fetch,
    commit_version,
    fetch_version,
)
from kgroup_proto.messages import (
    consumer_group_heartbeat_request,
    consumer_group_heartbeat_response,
    metadata_request,
    metadata_response,
)
from kgroup_proto.protocol.models import Node
from kgroup_proto.protocol.versions import negotiate
from kgroup_proto.runtime import ZERO_UUID, Struct

CONSUMER_GROUP_HEARTBEAT = 68
METADATA = 3
#: The first Metadata version whose answers carry topic ids, and the first that looks topics up
#: by id.
METADATA_TOPIC_IDS, METADATA_BY_ID = 10, 12

JOIN_EPOCH = 0
LEAVE_EPOCH = -1
STATIC_LEAVE_EPOCH = -2

#: How often to heartbeat until the coordinator says (its ``group.consumer.heartbeat.interval.ms``
#: default).
DEFAULT_HEARTBEAT_INTERVAL_MS = 5_000


# ----------------------------------------------------------------------------- error table


class ConsumerApi(enum.Enum):
    """The requests whose errors the member reacts to."""

    CONSUMER_GROUP_HEARTBEAT = "ConsumerGroupHeartbeat"
    OFFSET_COMMIT = "OffsetCommit"
    OFFSET_FETCH = "OffsetFetch"
    FIND_COORDINATOR = "FindCoordinator"


class ConsumerReaction(enum.Enum):
    """What the member does about an error."""

    #: Send the same request again after backoff (``retry.backoff.ms``, doubling up to
    #: ``retry.backoff.max.ms``); a heartbeat retried this way carries every field.
    RETRY = "retry"
    #: Forget the coordinator, look it up again with FindCoordinator, then send again.
    REDISCOVER = "rediscover"
    #: The member is out of the group: its partitions are lost (:class:`PartitionsLost`) and it
    #: rejoins at once with epoch 0, keeping its member id.
    REJOIN = "rejoin"
    #: The member epoch sent was older than the member's current one: send again once a
    #: heartbeat has brought the current epoch (at once if one already has).
    RETRY_AFTER_HEARTBEAT = "retry after heartbeat"
    #: The call fails with this error (:class:`CommitCompleted` or :class:`OffsetsFetched`
    #: carries it); the member itself goes on.
    FAIL = "fail"
    #: The member cannot go on: its partitions are lost, :class:`MemberFailed`, nothing more is
    #: sent.
    FATAL = "fatal"


_HEARTBEAT = {
    ErrorCode.NOT_COORDINATOR: ConsumerReaction.REDISCOVER,
    ErrorCode.COORDINATOR_NOT_AVAILABLE: ConsumerReaction.REDISCOVER,
    ErrorCode.COORDINATOR_LOAD_IN_PROGRESS: ConsumerReaction.RETRY,
    ErrorCode.FENCED_MEMBER_EPOCH: ConsumerReaction.REJOIN,
    ErrorCode.UNKNOWN_MEMBER_ID: ConsumerReaction.REJOIN,
    ErrorCode.GROUP_AUTHORIZATION_FAILED: ConsumerReaction.FATAL,
    ErrorCode.INVALID_REQUEST: ConsumerReaction.FATAL,
    ErrorCode.GROUP_MAX_SIZE_REACHED: ConsumerReaction.FATAL,
    ErrorCode.UNSUPPORTED_ASSIGNOR: ConsumerReaction.FATAL,
    ErrorCode.UNSUPPORTED_VERSION: ConsumerReaction.FATAL,
    ErrorCode.UNRELEASED_INSTANCE_ID: ConsumerReaction.FATAL,
    ErrorCode.FENCED_INSTANCE_ID: ConsumerReaction.FATAL,
    ErrorCode.INVALID_REGULAR_EXPRESSION: ConsumerReaction.FATAL,
    # Java reports it to the application and keeps heartbeating, so that the member recovers
    # once the topic ACLs are granted.
    ErrorCode.TOPIC_AUTHORIZATION_FAILED: ConsumerReaction.RETRY,
}
_OFFSET_COMMIT = {
    ErrorCode.NOT_COORDINATOR: ConsumerReaction.REDISCOVER,
    ErrorCode.COORDINATOR_NOT_AVAILABLE: ConsumerReaction.REDISCOVER,
    ErrorCode.REQUEST_TIMED_OUT: ConsumerReaction.REDISCOVER,
    ErrorCode.COORDINATOR_LOAD_IN_PROGRESS: ConsumerReaction.RETRY,
    ErrorCode.UNKNOWN_TOPIC_OR_PARTITION: ConsumerReaction.RETRY,
    ErrorCode.STALE_MEMBER_EPOCH: ConsumerReaction.RETRY_AFTER_HEARTBEAT,
    ErrorCode.GROUP_AUTHORIZATION_FAILED: ConsumerReaction.FAIL,
    ErrorCode.TOPIC_AUTHORIZATION_FAILED: ConsumerReaction.FAIL,
    ErrorCode.OFFSET_METADATA_TOO_LARGE: ConsumerReaction.FAIL,
    ErrorCode.INVALID_COMMIT_OFFSET_SIZE: ConsumerReaction.FAIL,
    ErrorCode.UNKNOWN_MEMBER_ID: ConsumerReaction.FAIL,
    ErrorCode.FENCED_INSTANCE_ID: ConsumerReaction.FAIL,
    ErrorCode.FENCED_MEMBER_EPOCH: ConsumerReaction.FAIL,
}
_OFFSET_FETCH = {
    ErrorCode.NOT_COORDINATOR: ConsumerReaction.REDISCOVER,
    ErrorCode.COORDINATOR_NOT_AVAILABLE: ConsumerReaction.REDISCOVER,
    ErrorCode.COORDINATOR_LOAD_IN_PROGRESS: ConsumerReaction.RETRY,
    ErrorCode.UNSTABLE_OFFSET_COMMIT: ConsumerReaction.RETRY,
    ErrorCode.STALE_MEMBER_EPOCH: ConsumerReaction.RETRY_AFTER_HEARTBEAT,
    ErrorCode.UNKNOWN_MEMBER_ID: ConsumerReaction.FAIL,
    ErrorCode.GROUP_AUTHORIZATION_FAILED: ConsumerReaction.FAIL,
    ErrorCode.TOPIC_AUTHORIZATION_FAILED: ConsumerReaction.FAIL,
    ErrorCode.UNKNOWN_TOPIC_OR_PARTITION: ConsumerReaction.FAIL,
    ErrorCode.GROUP_ID_NOT_FOUND: ConsumerReaction.FAIL,
    ErrorCode.INVALID_GROUP_ID: ConsumerReaction.FAIL,
}
_FIND_COORDINATOR = {
    ErrorCode.COORDINATOR_NOT_AVAILABLE: ConsumerReaction.RETRY,
    ErrorCode.NOT_COORDINATOR: ConsumerReaction.RETRY,
    ErrorCode.COORDINATOR_LOAD_IN_PROGRESS: ConsumerReaction.RETRY,
    ErrorCode.GROUP_AUTHORIZATION_FAILED: ConsumerReaction.FATAL,
    ErrorCode.INVALID_REQUEST: ConsumerReaction.FATAL,
    ErrorCode.UNSUPPORTED_VERSION: ConsumerReaction.FATAL,
}
_NAMED: dict[ConsumerApi, dict[ErrorCode, ConsumerReaction]] = {
    ConsumerApi.CONSUMER_GROUP_HEARTBEAT: _HEARTBEAT,
    ConsumerApi.OFFSET_COMMIT: _OFFSET_COMMIT,
    ConsumerApi.OFFSET_FETCH: _OFFSET_FETCH,
    ConsumerApi.FIND_COORDINATOR: _FIND_COORDINATOR,
}


def _unnamed(api: ConsumerApi, code: ErrorCode) -> ConsumerReaction:
    """Codes the table does not name: a commit fails (Java fails it on any unexpected error,
    retriable or not); otherwise a retriable code is retried after backoff, and any other one
    fails the fetch or, for the heartbeat and the coordinator lookup, the member."""
    if api is ConsumerApi.OFFSET_COMMIT:
        return ConsumerReaction.FAIL
    if code.retriable:
        return ConsumerReaction.RETRY
    return ConsumerReaction.FAIL if api is ConsumerApi.OFFSET_FETCH else ConsumerReaction.FATAL


#: The member's reaction to every error code of every request it sends.
ERROR_REACTIONS: dict[tuple[ConsumerApi, ErrorCode], ConsumerReaction] = {
    (api, code): _NAMED[api][code] if code in _NAMED[api] else _unnamed(api, code)
    for api in ConsumerApi
    for code in ErrorCode
    if code is not ErrorCode.NONE
}


def reaction(api: ConsumerApi, code: int) -> ConsumerReaction:
    """The reaction to ``code`` (a code Kafka does not define counts as UNKNOWN_SERVER_ERROR)."""
    return ERROR_REACTIONS[(api, known_error(code))]


# ----------------------------------------------------------------------------- bookkeeping

#: topic id -> partition indexes
_Partitions = dict[UUID, frozenset[int]]


@attrs.frozen
class _Sent:
    """The fields the coordinator last heard: what a heartbeat may leave out."""

    names: tuple[str, ...]
    regex: str | None
    owned: frozenset[tuple[UUID, int]]


class _Kind(enum.Enum):
    JOIN = "join"
    HEARTBEAT = "heartbeat"
    LEAVE = "leave"


@attrs.define
class _InFlight:
    kind: _Kind
    epoch: int
    sent_at: float
    #: True when this heartbeat tells the coordinator about partitions given up since the last
    #: answered heartbeat
    reports_revocation: bool


# ----------------------------------------------------------------------------- the member


class ConsumerMember(MemberCore):
    """A KIP-848 consumer-group member; a :class:`~.events.MemberStateMachine`.

    ``broker_versions`` are the API versions the bootstrap broker announced in ApiVersions; every
    request goes out in the highest version both sides speak. Raises :class:`LookupError` when the
    broker cannot host such a member (no ConsumerGroupHeartbeat, FindCoordinator, OffsetCommit or
    OffsetFetch, or no Metadata that names topic ids).
    """

    def __init__(self, config: ConsumerConfig, broker_versions: Mapping[int, range]) -> None:
        self.config = config
        self.heartbeat_version = negotiate(CONSUMER_GROUP_HEARTBEAT, broker_versions)
        # v12 looks topics up by id; v13 adds nothing a member reads (a top-level error code).
        self.metadata_version = negotiate(METADATA, broker_versions, METADATA_BY_ID)
        if self.metadata_version < METADATA_TOPIC_IDS:
            raise LookupError(
                f"the broker's Metadata stops at v{self.metadata_version}: topic ids need v10"
            )
        self.commit_version = commit_version(broker_versions)
        self.fetch_version = fetch_version(broker_versions)
        super().__init__(
            config.group_id, broker_versions, config.retry_backoff_ms, config.retry_backoff_max_ms
        )

        # membership
        self._member_id = config.member_id if self.heartbeat_version >= 1 else ""
        self._epoch = JOIN_EPOCH
        self._subscribed = False
        self._names: tuple[str, ...] = ()
        self._regex: str | None = None
        self._join_sent = False  # the coordinator may know this member although epoch is 0

        # assignment
        self._owned: _Partitions = {}
        self._owned_names: dict[UUID, str] = {}
        self._target: _Partitions | None = None
        self._topic_names: dict[UUID, str] = {}
        self._revocation_unreported = False

        # heartbeats
        self._sent: _Sent | None = None
        self._hb: _InFlight | None = None
        self._interval = float(DEFAULT_HEARTBEAT_INTERVAL_MS)
        self._hb_due = 0.0
        self._hb_now = True
        self._hb_retry_at: float | None = None
        self._hb_backoff = self._backoff()

        # metadata, offsets
        self._metadata: int | None = None
        self._metadata_retry_at = 0.0
        self._metadata_backoff = self._backoff()

    # ------------------------------------------------------------------ properties

    @property
    def member_id(self) -> str:
        return self._member_id

    @property
    def member_epoch(self) -> int:
        """The epoch the member holds (0 while it joins)."""
        return self._epoch

    @property
    def assignment(self) -> frozenset[TopicPartition]:
        return frozenset(
            (self._owned_names[topic], p) for topic, parts in self._owned.items() for p in parts
        )

    # ------------------------------------------------------------------ application calls

    def subscribe(self, topics: Iterable[str], now_ms: float) -> None:
        """Subscribe to these topic names (replacing any earlier subscription).

        A member in the group with an empty subscription stays in it, owning nothing; one that
        is not in the group waits for a subscription before it joins.
        """
        if self._done or self._leaving:
            return
        self._names, self._regex = tuple(sorted(set(topics))), None
        self._subscription_changed(now_ms)

    def subscribe_pattern(self, regex: str, now_ms: float) -> None:
        """Subscribe to the topics a regular expression matches, evaluated by the coordinator
        (RE2/J syntax, ConsumerGroupHeartbeat v1+; with a v0 broker the member fails with
        UNSUPPORTED_VERSION, as Java's does)."""
        if self._done or self._leaving:
            return
        if self.heartbeat_version < 1:
            self._fail(
                ErrorCode.UNSUPPORTED_VERSION,
                "regular expression subscriptions need ConsumerGroupHeartbeat v1; the broker "
                "speaks v0",
            )
            return
        self._names, self._regex = (), regex
        self._subscription_changed(now_ms)

    def leave(self, now_ms: float, reason: str | None = None) -> None:
        """Give up every partition, then leave with epoch -1 (-2 for a static member)."""
        if not self._start_leaving(reason):
            return
        self._target = None
        if self._owned:
            self._notify(PartitionsRevoked(self.assignment, member_epoch=self._epoch))
            self._owned, self._owned_names = {}, {}
        self._pump(now_ms)

    # ------------------------------------------------------------------ driver calls

    def _deadlines(self) -> list[float | None]:
        return [self._metadata_due(), self._heartbeat_due()]

    # ------------------------------------------------------------------ what is due, and sending

    def _pump_metadata(self, now: float) -> None:
        due = self._metadata_due()
        if due is not None and due <= now:
            self._send_metadata()

    def _pump_membership(self, now: float) -> None:
        if self._leaving:
            self._leave_step()
        else:
            due = self._heartbeat_due()
            if due is not None and due <= now:
                self._send_heartbeat(now)

    def _wants_group(self) -> bool:
        return self._subscribed and not self._leaving

    def _commit_refusal(self) -> ErrorCode | None:
        in_group = not self._done and self._epoch > 0 and not self._leave_sent
        return None if in_group else ErrorCode.UNKNOWN_MEMBER_ID

    def _heartbeat_due(self) -> float | None:
        """When the next heartbeat (or the leave) goes out; None while it cannot."""
        if self._done or self._hb is not None or self._gate:
            return None
        if self._leaving:
            return self._now  # the leave step goes now, whether it sends or not
        if not self._subscribed or self._lookup.coordinator is None:
            return None
        if self._epoch == JOIN_EPOCH and not self._names and self._regex is None:
            return None  # a join must subscribe to something; wait for a subscription
        due = self._now if self._hb_now else self._hb_due
        if self._hb_retry_at is not None:
            due = max(due, self._hb_retry_at)
        return due

    def _send_heartbeat(self, now: float) -> None:
        coordinator = self._lookup.coordinator
        assert coordinator is not None
        full = self._sent is None or self._epoch == JOIN_EPOCH
        owned = frozenset((t, p) for t, parts in self._owned.items() for p in parts)
        body = consumer_group_heartbeat_request.ConsumerGroupHeartbeatRequest(
            group_id=self.config.group_id,
            member_id=self._member_id,
            member_epoch=self._epoch,
        )
        v1 = self.heartbeat_version >= 1
        if full or self._sent is None:  # (the second test only narrows the type)
            body.instance_id = self.config.group_instance_id
            body.rack_id = self.config.rack_id
            body.rebalance_timeout_ms = self.config.rebalance_timeout_ms
            body.server_assignor = self.config.server_assignor
            send_subscription = include_owned = True
        else:
            send_subscription = (self._names, self._regex) != (self._sent.names, self._sent.regex)
            include_owned = owned != self._sent.owned or self._revocation_unreported
        if send_subscription:
            # Names and expression go together, as librdkafka sends them (its mock coordinator
            # insists): [] for no names, "" for no expression (which drops an old one).
            body.subscribed_topic_names = list(self._names)
            if v1:
                body.subscribed_topic_regex = self._regex or ""
        if include_owned:
            body.topic_partitions = [
                consumer_group_heartbeat_request.TopicPartitions(
                    topic_id=t, partitions=sorted(parts)
                )
                for t, parts in sorted(self._owned.items())
            ]
        self._sent = _Sent(self._names, self._regex, owned)
        kind = _Kind.JOIN if self._epoch == JOIN_EPOCH else _Kind.HEARTBEAT
        self._hb = sent = _InFlight(
            kind,
            self._epoch,
            now,
            reports_revocation=include_owned and self._revocation_unreported,
        )
        if kind is _Kind.JOIN and self._member_id:
            self._join_sent = True
        self._hb_now = False
        self._send_heartbeat_request(body, coordinator, sent)

    def _leave_step(self) -> None:
        """Send the leave heartbeat once nothing else is in flight, or finish without it.

        A member the coordinator cannot know (no member id yet, fenced, never joined) has nothing
        to leave; without a known coordinator Java skips the leave heartbeat too, and the
        coordinator lets the session expire.
        """
        if self._heartbeat_due() is None:
            return
        coordinator = self._lookup.coordinator
        may_be_member = bool(self._member_id) and (self._epoch > 0 or self._join_sent)
        if not may_be_member or coordinator is None:
            self._finish_leave()
            return
        static = self.config.group_instance_id is not None
        epoch = STATIC_LEAVE_EPOCH if static else LEAVE_EPOCH
        body = consumer_group_heartbeat_request.ConsumerGroupHeartbeatRequest(
            group_id=self.config.group_id,
            member_id=self._member_id,
            member_epoch=epoch,
            instance_id=self.config.group_instance_id,
        )
        self._hb = sent = _InFlight(_Kind.LEAVE, epoch, self._now, reports_revocation=False)
        leaving = self._presence
        assert isinstance(leaving, Leaving)
        leaving.request_id = self._send_heartbeat_request(body, coordinator, sent)

    def _send_heartbeat_request(
        self,
        body: consumer_group_heartbeat_request.ConsumerGroupHeartbeatRequest,
        coordinator: Node,
        sent: _InFlight,
    ) -> int:
        return self._send(
            body,
            self.heartbeat_version,
            coordinator,
            functools.partial(self._heartbeat_reply, sent),
            functools.partial(self._heartbeat_failed, sent),
        )

    def _subscription_changed(self, now: float) -> None:
        self._subscribed = True
        self._hb_now = True  # join, or tell the coordinator at once
        self._pump(now)

    # ------------------------------------------------------------------ heartbeat answers

    def _heartbeat_reply(self, sent: _InFlight, body: Struct, now: float) -> None:
        if isinstance(body, consumer_group_heartbeat_response.ConsumerGroupHeartbeatResponse):
            self._hb = None
            self._heartbeat_answered(sent, body, now)
        else:
            self._heartbeat_failed(sent, now)

    def _heartbeat_answered(
        self,
        sent: _InFlight,
        body: consumer_group_heartbeat_response.ConsumerGroupHeartbeatResponse,
        now: float,
    ) -> None:
        if sent.kind is _Kind.LEAVE:
            self._finish_leave()  # whatever the answer: the leave is sent once, as Java does
            return
        if self._done:
            return
        code = known_error(body.error_code)
        if code is not ErrorCode.NONE:
            self._heartbeat_error(code, body.error_message, now)
            return
        if body.member_id:
            self._member_id = body.member_id
        if not self._member_id:
            self._fail(ErrorCode.UNKNOWN_SERVER_ERROR, "the coordinator assigned no member id")
            return
        if body.member_epoch <= 0:
            # A member the coordinator answers without an epoch is not in the group.
            self._fence()
            return
        self._hb_backoff.reset()
        self._hb_retry_at = None
        self._epoch = body.member_epoch
        if body.heartbeat_interval_ms > 0:
            self._interval = float(body.heartbeat_interval_ms)
        self._hb_due = sent.sent_at + self._interval
        if sent.reports_revocation:
            self._revocation_unreported = False
        for call in self._offset_calls:
            if call.waits_for_heartbeat:
                call.waits_for_heartbeat, call.retry_at = False, now
        if self._leaving:
            return
        if sent.kind is _Kind.JOIN:
            self._out.append(MemberJoined(self._member_id, member_epoch=self._epoch))
        if body.assignment is not None:
            target = {
                tp.topic_id: frozenset(tp.partitions) for tp in body.assignment.topic_partitions
            }
            target = {t: parts for t, parts in target.items() if parts}
            if target != self._target:
                self._target = target
                self._metadata_backoff.reset()
                self._metadata_retry_at = now
        self._reconcile()

    def _heartbeat_error(self, code: ErrorCode, message: str | None, now: float) -> None:
        self._sent = None  # the next heartbeat carries every field
        what = reaction(ConsumerApi.CONSUMER_GROUP_HEARTBEAT, code)
        if what is ConsumerReaction.FATAL:
            self._fail(code, _detail(ConsumerApi.CONSUMER_GROUP_HEARTBEAT, code, message))
        elif what is ConsumerReaction.REJOIN:
            if self._leaving:
                self._finish_leave()  # already out of the group: nothing left to leave
            else:
                self._fence()
        elif what is ConsumerReaction.REDISCOVER:
            # Java skips the backoff: the heartbeat goes as soon as the coordinator is found.
            self._lookup.mark_dead()
            self._hb_backoff.reset()
            self._hb_retry_at, self._hb_now = None, True
        else:
            self._hb_retry_at = now + self._hb_backoff.next_wait_ms()
            self._hb_now = True

    def _heartbeat_failed(self, sent: _InFlight, now: float) -> None:
        self._hb = None
        if sent.kind is _Kind.LEAVE:
            self._finish_leave()
            return
        if self._done:
            return
        self._sent = None
        self._lookup.mark_dead()
        self._hb_retry_at = now + self._hb_backoff.next_wait_ms()
        self._hb_now = True

    def _fence(self) -> None:
        """Out of the group: the partitions are lost, then the member rejoins with epoch 0 and
        the same member id (after the application has handled the loss)."""
        lost, epoch = self.assignment, self._epoch
        self._owned, self._owned_names, self._target = {}, {}, None
        self._revocation_unreported = False
        self._epoch = JOIN_EPOCH
        self._join_sent = False
        self._sent = None
        self._hb_backoff.reset()
        self._hb_retry_at, self._hb_now = None, True
        for call in self._offset_calls:
            if call.waits_for_heartbeat and call.request_id is None:
                self._offset_calls.finish(call)  # no epoch to retry with any more
        if lost:
            self._notify(PartitionsLost(lost, member_epoch=epoch))

    # ------------------------------------------------------------------ reconciliation

    def _reconcile(self) -> None:
        """One step towards the target: revoke first; assign only once the coordinator has
        answered the heartbeat that reported the revocation."""
        if self._done or self._leaving or self._epoch <= 0 or self._target is None:
            return
        target = self._target
        revoked = {
            (t, p) for t, parts in self._owned.items() for p in parts if p not in target.get(t, ())
        }
        if revoked:
            names = frozenset((self._owned_names[t], p) for t, p in revoked)
            for t, p in revoked:
                self._owned[t] = self._owned[t] - {p}
            for t in [t for t, parts in self._owned.items() if not parts]:
                del self._owned[t], self._owned_names[t]
            self._revocation_unreported = True
            self._hb_now = True
            self._notify(PartitionsRevoked(names, member_epoch=self._epoch))
            return
        if self._revocation_unreported:
            return
        added = {
            (t, p)
            for t, parts in target.items()
            if t in self._topic_names
            for p in parts
            if p not in self._owned.get(t, ())
        }
        if added:
            for t, p in added:
                self._owned[t] = self._owned.get(t, frozenset()) | {p}
                self._owned_names.setdefault(t, self._topic_names[t])
            names = frozenset((self._owned_names[t], p) for t, p in added)
            self._hb_now = True  # acknowledge
            self._notify(PartitionsAssigned(names, member_epoch=self._epoch))

    def _unresolved(self) -> list[UUID]:
        if self._target is None:
            return []
        return sorted(t for t in self._target if t not in self._topic_names)

    def _metadata_due(self) -> float | None:
        if self._done or self._leaving or self._metadata is not None or self._epoch <= 0:
            return None
        if not self._unresolved():
            return None
        return self._metadata_retry_at

    def _send_metadata(self) -> None:
        """Look the target's unknown topic ids up: by id from Metadata v12, else by the
        subscribed names (all topics for a regular expression); v10+ answers carry the ids."""
        if self.metadata_version >= METADATA_BY_ID:
            topics: list[metadata_request.MetadataRequestTopic] | None = [
                metadata_request.MetadataRequestTopic(topic_id=t, name=None)
                for t in self._unresolved()
            ]
        elif self._regex is None:
            topics = [metadata_request.MetadataRequestTopic(name=name) for name in self._names]
        else:
            topics = None
        body = metadata_request.MetadataRequest(topics=topics, allow_auto_topic_creation=False)
        self._metadata = self._send(
            body, self.metadata_version, None, self._metadata_answered, self._metadata_failed
        )

    def _metadata_failed(self, now: float) -> None:
        self._metadata = None
        self._metadata_retry_at = now + self._metadata_backoff.next_wait_ms()

    def _metadata_answered(self, body: Struct, now: float) -> None:
        self._metadata = None
        if (
            isinstance(body, metadata_response.MetadataResponse)
            and body.error_code == ErrorCode.NONE
        ):
            for topic in body.topics:
                if (
                    topic.error_code == ErrorCode.NONE
                    and topic.name
                    and topic.topic_id != ZERO_UUID
                ):
                    self._topic_names[topic.topic_id] = topic.name
        if self._unresolved():
            self._metadata_retry_at = now + self._metadata_backoff.next_wait_ms()
        else:
            self._metadata_backoff.reset()
        self._reconcile()

    # ------------------------------------------------------------------ commits and fetches

    def _offset_request(self, call: OffsetCall) -> tuple[Struct, int] | ErrorCode:
        in_group = self._epoch > 0 and not self._leave_sent
        if isinstance(call, CommitCall):
            if not in_group:
                return ErrorCode.UNKNOWN_MEMBER_ID
            body = build_commit(
                self.config.group_id,
                call.offsets,
                generation_or_epoch=self._epoch,
                member_id=self._member_id,
                group_instance_id=self.config.group_instance_id,
            )
            version = self.commit_version
        else:
            # Outside the group an offset fetch goes without member id and epoch, as Java's.
            version = self.fetch_version
            body = build_fetch(
                self.config.group_id,
                call.partitions,
                version,
                member_id=self._member_id if in_group else None,
                member_epoch=self._epoch if in_group else -1,
            )
        call.sent_in = self._epoch if in_group else -1
        return body, version

    def _commit_step(self, call: CommitCall) -> CallStep:
        reactions = {reaction(ConsumerApi.OFFSET_COMMIT, code) for code in call.errors.values()}
        if ConsumerReaction.FAIL in reactions:
            return CallStep.FINISH
        if ConsumerReaction.REDISCOVER in reactions:
            return CallStep.REDISCOVER
        if ConsumerReaction.RETRY_AFTER_HEARTBEAT in reactions:
            return self._after_heartbeat(call)
        return CallStep.RETRY

    def _fetch_step(self, call: FetchCall) -> CallStep:
        what = reaction(ConsumerApi.OFFSET_FETCH, call.error)
        if what is ConsumerReaction.FAIL or what is ConsumerReaction.FATAL:
            return CallStep.FINISH
        if what is ConsumerReaction.REDISCOVER:
            return CallStep.REDISCOVER
        if what is ConsumerReaction.RETRY_AFTER_HEARTBEAT:
            return self._after_heartbeat(call)
        return CallStep.RETRY

    def _commit_failed(self, call: CommitCall) -> None:
        """A failed commit leaves the member as it is (the call carries the error)."""

    def _after_heartbeat(self, call: OffsetCall) -> CallStep:
        """STALE_MEMBER_EPOCH: retry with the epoch the next heartbeat brings (at once if one
        already has); a member without an epoch cannot retry."""
        if self._epoch <= 0 or self._leaving:
            return CallStep.FINISH
        if self._epoch != call.sent_in:
            return CallStep.RETRY_NOW
        return CallStep.WAIT_FOR_HEARTBEAT

    # ------------------------------------------------------------------ endings

    def _lookup_fatal(self, code: ErrorCode) -> bool:
        return reaction(ConsumerApi.FIND_COORDINATOR, code) is ConsumerReaction.FATAL

    def _lose_all(self) -> None:
        if self._owned:
            self._out.append(PartitionsLost(self.assignment, member_epoch=self._epoch))
            self._owned, self._owned_names = {}, {}

    def _ended(self) -> None:
        self._target = None

    def _requests_in_flight(self) -> list[object]:
        return [slot for slot in (self._hb, self._metadata) if slot is not None]

    def check_invariants(self) -> None:
        """Raise AssertionError unless the member's state hangs together (for tests: call it
        after every input)."""
        super().check_invariants()
        assert self._owned.keys() == self._owned_names.keys()
        assert all(self._owned.values()), "a topic owned without partitions"
        if self._owned:
            assert self._epoch > 0, "partitions without a member epoch"
        if self._done or self._leaving:
            assert not self._owned and self._target is None, "partitions after leaving"


def _detail(api: ConsumerApi, code: ErrorCode, message: str | None) -> str:
    text = f"{api.value} failed with {code.describe()}"
    return f"{text}: {message}" if message else text


__all__ = [
    "ERROR_REACTIONS",
    "ConsumerApi",
    "ConsumerMember",
    "ConsumerReaction",
    "reaction",
]
