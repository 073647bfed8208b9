"""The classic group member (JoinGroup, SyncGroup, Heartbeat), as a sans-IO state machine.

A member of a classic consumer group (``group.protocol=classic``) goes through these steps,
each one a request to the group's coordinator (found with FindCoordinator):

- **Join**: JoinGroup with protocol type ``consumer`` and one protocol per configured assignor,
  in preference order; each carries the member's ConsumerProtocolSubscription (v3: topics, the
  assignor's user data, owned partitions, the generation they belong to, rack). A first join
  without member id is answered with MEMBER_ID_REQUIRED and an id (KIP-394, v4+); the member
  joins again at once with it. Static members (``group.instance.id``, KIP-345, v5+) skip that.
  From v8 on the JoinGroup says why the member (re)joins (KIP-800).
- **Assign** (the leader only, the member whose id the JoinGroup answer names as leader): decode
  every member's subscription, ask Metadata for the partition counts of every topic any member
  subscribes to, run the assignor the coordinator chose, and send SyncGroup with each member's
  ConsumerProtocolAssignment. A returning static leader told ``skip_assignment`` (KIP-814) keeps
  the group's assignment and sends none.
- **Sync**: SyncGroup; every other member sends it with no assignments. The answer carries the
  member's own assignment.
- **Heartbeat** every ``heartbeat_interval_ms`` from the JoinGroup answer on (while SyncGroup is
  pending too, not while JoinGroup is), so that the coordinator keeps the member.
- **Leave**: LeaveGroup with a reason (v5+) when the application leaves; static members send
  none and let the session expire, as Java's consumer does.

Partitions move in one of two ways (the rebalance protocol, KIP-429): **eager** members give up
everything they own (:class:`~.events.PartitionsRevoked`) before every JoinGroup; **cooperative**
members keep what they own through the rebalance, give up what the new assignment no longer
holds after SyncGroup and then join again at once, so that a second round hands those partitions
to their new owners. Cooperative is used when every configured assignor supports it, as Java's
consumer decides. A member that learns its generation is gone (UNKNOWN_MEMBER_ID,
ILLEGAL_GENERATION, or its session timed out without a heartbeat answer) has its partitions
*lost* (:class:`~.events.PartitionsLost`): someone else may own them already.

Membership requests that follow a partition notification (the JoinGroup after a revocation, the
LeaveGroup after the final one) are only built once the notification has been drained from
:meth:`ClassicMember.outputs`: offsets the application commits in its callback therefore go out
while the member still holds its generation. :meth:`ClassicMember.next_deadline` then asks for
an immediate tick.

How the member reacts to each error code of each request is decided in one table,
:data:`ERROR_REACTIONS`, after Kafka's Java consumer (``AbstractCoordinator``,
``ConsumerCoordinator``, ``Heartbeat``); where Java's reaction would stop the consumer on
input a peer may send (an assignment or subscription that does not decode, an empty
assignment) the member follows librdkafka's ``rdkafka_cgrp.c`` instead.
"""

from __future__ import annotations

import enum
import functools
from collections.abc import Iterable, Mapping, Sequence

import attrs

from kgroup_proto.consumer_protocol import (
    decode_assignment,
    decode_subscription,
    encode_assignment,
    encode_subscription,
)
from kgroup_proto.error_codes import ErrorCode, known_error
from kgroup_proto.group.assignors import (
    ClassicAssignor,
    MemberAssignment,
    Subscription,
    assignor,
)
from kgroup_proto.group.backoff import Backoff
from kgroup_proto.group.config import ClassicConfig
from kgroup_proto.group.events import (
    MemberJoined,
    PartitionsAssigned,
    PartitionsLost,
    PartitionsRevoked,
    RebalanceProtocol,
    TopicPartition,
    by_topic,
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
    consumer_protocol_assignment,
    consumer_protocol_subscription,
    heartbeat_request,
    heartbeat_response,
    join_group_request,
    join_group_response,
    leave_group_request,
    metadata_request,
    metadata_response,
    sync_group_request,
    sync_group_response,
)
from kgroup_proto.messages.offset_commit_request import OffsetCommitRequest
from kgroup_proto.protocol.versions import negotiate
from kgroup_proto.runtime import Struct

METADATA, JOIN_GROUP, HEARTBEAT, LEAVE_GROUP, SYNC_GROUP = 3, 11, 12, 13, 14
#: Metadata v12 is the newest a member needs (v13 only adds a top-level error code).
METADATA_HIGHEST = 12
PROTOCOL_TYPE = "consumer"
#: The consumer protocol version written, as Java's consumer writes it (v3 adds the rack).
CONSUMER_PROTOCOL_VERSION = 3
#: The first JoinGroup version that carries ``group.instance.id``.
#: What each version of the requests carries, from their schemas.
_JOIN_HAS_REBALANCE_TIMEOUT = join_group_request.JoinGroupRequest.field_versions(
    "rebalance_timeout_ms"
)
_JOIN_HAS_INSTANCE_ID = join_group_request.JoinGroupRequest.field_versions("group_instance_id")
_JOIN_HAS_REASON = join_group_request.JoinGroupRequest.field_versions("reason")
_METADATA_HAS_AUTO_CREATE = metadata_request.MetadataRequest.field_versions(
    "allow_auto_topic_creation"
)
_SYNC_HAS_INSTANCE_ID = sync_group_request.SyncGroupRequest.field_versions("group_instance_id")
_SYNC_HAS_PROTOCOL = sync_group_request.SyncGroupRequest.field_versions("protocol_name")
_HEARTBEAT_HAS_INSTANCE_ID = heartbeat_request.HeartbeatRequest.field_versions("group_instance_id")
_LEAVE_BATCH = leave_group_request.LeaveGroupRequest.field_versions("members")
_LEAVE_HAS_REASON = leave_group_request.MemberIdentity.field_versions("reason")
_COMMIT_HAS_INSTANCE_ID = OffsetCommitRequest.field_versions("group_instance_id")
#: The first JoinGroup version with static membership (KIP-345).
STATIC_MEMBERSHIP_VERSION = _JOIN_HAS_INSTANCE_ID.start
#: Kafka truncates the reasons it sends in JoinGroup and LeaveGroup to this many characters.
REASON_MAX_CHARS = 255
DEFAULT_LEAVE_REASON = "the member is leaving the group"
NO_GENERATION_ID = -1


# ----------------------------------------------------------------------------- error table


class ClassicApi(enum.Enum):
    """The requests whose errors the member reacts to."""

    FIND_COORDINATOR = "FindCoordinator"
    JOIN_GROUP = "JoinGroup"
    SYNC_GROUP = "SyncGroup"
    HEARTBEAT = "Heartbeat"
    LEAVE_GROUP = "LeaveGroup"
    OFFSET_COMMIT = "OffsetCommit"
    OFFSET_FETCH = "OffsetFetch"


class ClassicReaction(enum.Enum):
    """What the member does about an error.

    For a commit or an offset fetch, RETRY and REDISCOVER send the same request again (until
    the call's ``default.api.timeout.ms`` passes); every other reaction completes the call
    with the coordinator's errors, and then has its effect on the member.
    """

    #: Send again after backoff: a JoinGroup after ``retry.backoff.ms``; a heartbeat, commit
    #: or fetch after ``retry.backoff.ms`` doubling up to ``retry.backoff.max.ms``.
    RETRY = "retry"
    #: Forget the coordinator, look it up again with FindCoordinator, then send again after
    #: backoff (after a SyncGroup error: a new JoinGroup).
    REDISCOVER = "rediscover"
    #: Join again at once, keeping generation and member id (the group is rebalancing).
    REJOIN = "rejoin"
    #: Join again at once with the member id the error response carries (KIP-394).
    REJOIN_WITH_MEMBER_ID = "rejoin with the given member id"
    #: The generation is gone but the member id may still be valid: the partitions are lost
    #: and the member joins again at once with its member id.
    RESET_GENERATION = "reset generation and rejoin"
    #: The coordinator does not know the member: the partitions are lost and it joins again at
    #: once without member id.
    RESET_MEMBER = "reset member id and rejoin"
    #: The call (commit or fetch) fails with the error; the member goes on.
    FAIL = "fail"
    #: The member cannot go on: its partitions are lost, :class:`MemberFailed`, nothing more is
    #: sent.
    FATAL = "fatal"
    #: Nothing to do: the LeaveGroup is sent once and the member has left whatever the answer.
    IGNORE = "ignore"


_R = ClassicReaction
_E = ErrorCode
_FIND_COORDINATOR = {
    _E.GROUP_AUTHORIZATION_FAILED: _R.FATAL,
}
_JOIN_GROUP = {
    _E.COORDINATOR_LOAD_IN_PROGRESS: _R.RETRY,
    _E.COORDINATOR_NOT_AVAILABLE: _R.REDISCOVER,
    _E.NOT_COORDINATOR: _R.REDISCOVER,
    _E.UNKNOWN_MEMBER_ID: _R.RESET_MEMBER,
    _E.MEMBER_ID_REQUIRED: _R.REJOIN_WITH_MEMBER_ID,
    _E.REBALANCE_IN_PROGRESS: _R.REJOIN,
    _E.FENCED_INSTANCE_ID: _R.FATAL,
    _E.INCONSISTENT_GROUP_PROTOCOL: _R.FATAL,
    _E.INVALID_SESSION_TIMEOUT: _R.FATAL,
    _E.INVALID_GROUP_ID: _R.FATAL,
    _E.GROUP_AUTHORIZATION_FAILED: _R.FATAL,
    _E.GROUP_MAX_SIZE_REACHED: _R.FATAL,
    _E.UNSUPPORTED_VERSION: _R.FATAL,
}
_SYNC_GROUP = {
    _E.COORDINATOR_NOT_AVAILABLE: _R.REDISCOVER,
    _E.NOT_COORDINATOR: _R.REDISCOVER,
    _E.REBALANCE_IN_PROGRESS: _R.REJOIN,
    _E.UNKNOWN_MEMBER_ID: _R.RESET_MEMBER,
    _E.ILLEGAL_GENERATION: _R.RESET_GENERATION,
    _E.FENCED_INSTANCE_ID: _R.FATAL,
    _E.GROUP_AUTHORIZATION_FAILED: _R.FATAL,
}
_HEARTBEAT = {
    _E.COORDINATOR_NOT_AVAILABLE: _R.REDISCOVER,
    _E.NOT_COORDINATOR: _R.REDISCOVER,
    _E.REBALANCE_IN_PROGRESS: _R.REJOIN,
    _E.ILLEGAL_GENERATION: _R.RESET_GENERATION,
    _E.UNKNOWN_MEMBER_ID: _R.RESET_MEMBER,
    _E.FENCED_INSTANCE_ID: _R.FATAL,
    # Java's heartbeat thread backs off and heartbeats again on any other error, this one too.
    _E.GROUP_AUTHORIZATION_FAILED: _R.RETRY,
}
_OFFSET_COMMIT = {
    _E.COORDINATOR_LOAD_IN_PROGRESS: _R.RETRY,
    _E.UNKNOWN_TOPIC_OR_PARTITION: _R.RETRY,
    _E.COORDINATOR_NOT_AVAILABLE: _R.REDISCOVER,
    _E.NOT_COORDINATOR: _R.REDISCOVER,
    _E.REQUEST_TIMED_OUT: _R.REDISCOVER,
    _E.GROUP_AUTHORIZATION_FAILED: _R.FAIL,
    _E.TOPIC_AUTHORIZATION_FAILED: _R.FAIL,
    _E.OFFSET_METADATA_TOO_LARGE: _R.FAIL,
    _E.INVALID_COMMIT_OFFSET_SIZE: _R.FAIL,
    _E.REBALANCE_IN_PROGRESS: _R.REJOIN,
    _E.UNKNOWN_MEMBER_ID: _R.RESET_MEMBER,
    _E.ILLEGAL_GENERATION: _R.RESET_GENERATION,
    _E.FENCED_INSTANCE_ID: _R.FATAL,
}
_OFFSET_FETCH = {
    _E.COORDINATOR_NOT_AVAILABLE: _R.REDISCOVER,
    _E.NOT_COORDINATOR: _R.REDISCOVER,
    _E.COORDINATOR_LOAD_IN_PROGRESS: _R.RETRY,
    _E.UNSTABLE_OFFSET_COMMIT: _R.RETRY,
    _E.GROUP_AUTHORIZATION_FAILED: _R.FAIL,
    _E.TOPIC_AUTHORIZATION_FAILED: _R.FAIL,
    _E.UNKNOWN_TOPIC_OR_PARTITION: _R.FAIL,
}
_NAMED: dict[ClassicApi, dict[ErrorCode, ClassicReaction]] = {
    ClassicApi.FIND_COORDINATOR: _FIND_COORDINATOR,
    ClassicApi.JOIN_GROUP: _JOIN_GROUP,
    ClassicApi.SYNC_GROUP: _SYNC_GROUP,
    ClassicApi.HEARTBEAT: _HEARTBEAT,
    ClassicApi.LEAVE_GROUP: {},
    ClassicApi.OFFSET_COMMIT: _OFFSET_COMMIT,
    ClassicApi.OFFSET_FETCH: _OFFSET_FETCH,
}


def _unnamed(api: ClassicApi, code: ErrorCode) -> ClassicReaction:
    """Codes the table does not name, as Java treats codes its handlers do not expect.

    JoinGroup and SyncGroup raise them to the application (fatal here); the heartbeat thread
    backs off and heartbeats again; a LeaveGroup is never retried; a commit fails; an offset
    fetch and a coordinator lookup retry a retriable code and give up on any other (the lookup
    by raising it: fatal).
    """
    if api is ClassicApi.JOIN_GROUP or api is ClassicApi.SYNC_GROUP:
        return ClassicReaction.FATAL
    if api is ClassicApi.HEARTBEAT:
        return ClassicReaction.RETRY
    if api is ClassicApi.LEAVE_GROUP:
        return ClassicReaction.IGNORE
    if api is ClassicApi.OFFSET_COMMIT:
        return ClassicReaction.FAIL
    if code.retriable:
        return ClassicReaction.RETRY
    return ClassicReaction.FATAL if api is ClassicApi.FIND_COORDINATOR else ClassicReaction.FAIL


#: The member's reaction to every error code of every request it sends.
ERROR_REACTIONS: dict[tuple[ClassicApi, ErrorCode], ClassicReaction] = {
    (api, code): _NAMED[api][code] if code in _NAMED[api] else _unnamed(api, code)
    for api in ClassicApi
    for code in ErrorCode
    if code is not ErrorCode.NONE
}

#: When one commit answer carries several errors, the reaction first in this list wins.
_COMMIT_PRECEDENCE = (
    ClassicReaction.FATAL,
    ClassicReaction.RESET_MEMBER,
    ClassicReaction.RESET_GENERATION,
    ClassicReaction.REJOIN,
    ClassicReaction.FAIL,
    ClassicReaction.REDISCOVER,
    ClassicReaction.RETRY,
)


#: The reactions after which a commit or an offset fetch is sent again.
_CALL_STEPS = {
    ClassicReaction.RETRY: CallStep.RETRY,
    ClassicReaction.REDISCOVER: CallStep.REDISCOVER,
}


def _commit_reaction(call: CommitCall) -> ClassicReaction:
    """The reaction to a commit answer's errors (the first in precedence)."""
    found = {reaction(ClassicApi.OFFSET_COMMIT, code) for code in call.errors.values()}
    return next(r for r in _COMMIT_PRECEDENCE if r in found)


def reaction(api: ClassicApi, code: int) -> ClassicReaction:
    """The reaction to ``code`` (a code Kafka does not define counts as UNKNOWN_SERVER_ERROR)."""
    return ERROR_REACTIONS[(api, known_error(code))]


def rebalance_protocol(assignors: Sequence[ClassicAssignor]) -> RebalanceProtocol:
    """The protocol every assignor supports, the more advanced one when both are (Java's rule:
    one eager-only assignor among the configured ones makes the member eager)."""
    if not assignors:
        raise ValueError("a classic member needs at least one assignor")
    common = set(assignors[0].protocols)
    for each in assignors[1:]:
        common &= set(each.protocols)
    if not common:
        names = ", ".join(a.name for a in assignors)
        raise ValueError(f"the assignors {names} share no rebalance protocol")
    if RebalanceProtocol.COOPERATIVE in common:
        return RebalanceProtocol.COOPERATIVE
    return RebalanceProtocol.EAGER


# ----------------------------------------------------------------------------- bookkeeping


@attrs.frozen
class Generation:
    """The generation the member joined: its id, the member id and the chosen protocol."""

    generation_id: int = NO_GENERATION_ID
    member_id: str = ""
    protocol: str | None = None


NO_GENERATION = Generation()


class Phase(enum.Enum):
    """Where the member is in the group (Java's ``MemberState``)."""

    #: Not in a generation (before the first join, after a reset or after leaving).
    UNJOINED = "unjoined"
    #: A JoinGroup is out or about to be sent again; no heartbeats.
    PREPARING = "preparing rebalance"
    #: JoinGroup answered: the leader assigns, SyncGroup is out; heartbeats go on.
    COMPLETING = "completing rebalance"
    #: SyncGroup answered: the member owns its assignment.
    STABLE = "stable"


#: Every phase change a classic member makes, from -> to; :meth:`ClassicMember._move` makes
#: them all. A member joins (preparing), gets its generation (completing), its assignment
#: (stable), and rejoins from any of them; a reset, leaving or the end puts it out (unjoined).
TRANSITIONS: dict[Phase, frozenset[Phase]] = {
    Phase.UNJOINED: frozenset({Phase.UNJOINED, Phase.PREPARING}),
    Phase.PREPARING: frozenset({Phase.PREPARING, Phase.COMPLETING, Phase.UNJOINED}),
    Phase.COMPLETING: frozenset({Phase.PREPARING, Phase.STABLE, Phase.UNJOINED}),
    Phase.STABLE: frozenset({Phase.PREPARING, Phase.UNJOINED}),
}


@attrs.define(kw_only=True)
class _Rebalance:
    """What the next JoinGroup needs, and the JoinGroup or SyncGroup in flight (one at a time:
    a rebalance is a JoinGroup, then a SyncGroup)."""

    #: Why the member (re)joins (KIP-800; empty for the first join); None: no rejoin wanted
    #: (a JoinGroup still goes when the subscription changed).
    reason: str | None = ""
    #: The revocation the rebalance protocol asks for before the next JoinGroup is still due.
    revoke_first: bool = True
    #: When a JoinGroup is sent again after a failure (``retry.backoff.ms``).
    retry_at: float | None = None
    #: The subscription the last JoinGroup carried.
    subscription: tuple[str, ...] | None = None
    join_in_flight: _InFlight | None = None
    sync_in_flight: _InFlight | None = None

    @property
    def in_flight(self) -> bool:
        return self.join_in_flight is not None or self.sync_in_flight is not None


@attrs.define(kw_only=True)
class _Heartbeats:
    """The heartbeats and the session they keep, from the JoinGroup answer on."""

    backoff: Backoff
    in_flight: _InFlight | None = None
    #: When the next heartbeat goes.
    due: float = 0.0
    #: When the session ends without a heartbeat answer.
    session_deadline: float = 0.0


@attrs.define(kw_only=True)
class _Leading:
    """The leader's work in its generation, from the JoinGroup answer that names it leader."""

    #: Every member's subscription, by member id.
    members: dict[str, Subscription]
    #: The topics any member subscribes to.
    topics: tuple[str, ...]
    #: A returning static leader keeps the group's assignment (KIP-814).
    skip_assignment: bool
    #: When the assignment must be sent by (the rebalance timeout); None once it has been.
    assign_deadline: float | None
    #: When Metadata for the assignment is asked (again).
    metadata_retry_at: float
    #: The partition counts the assignment used, rechecked every ``metadata.max.age.ms``.
    snapshot: dict[str, int] | None = None
    refresh_at: float = 0.0


@attrs.frozen
class _InFlight:
    generation: Generation
    sent_at: float


@attrs.frozen
class _MetadataInFlight:
    generation: Generation
    topics: tuple[str, ...]
    #: True for the leader's assignment, False for its periodic check of partition counts
    for_assignment: bool


# ----------------------------------------------------------------------------- the member


class ClassicMember(MemberCore):
    """A classic consumer-group member; a :class:`~.events.MemberStateMachine`.

    ``broker_versions`` are the API versions the bootstrap broker announced in ApiVersions;
    every request goes out in the highest version both sides speak. ``assignors`` replaces the
    ones ``config.assignors`` names (for assignors of your own). Raises :class:`LookupError`
    when the broker cannot host such a member (an API missing, or a static member without
    JoinGroup v5) and :class:`ValueError` for settings Java's consumer refuses too.
    """

    def __init__(
        self,
        config: ClassicConfig,
        broker_versions: Mapping[int, range],
        *,
        assignors: Sequence[ClassicAssignor] | None = None,
    ) -> None:
        if config.heartbeat_interval_ms >= config.session_timeout_ms:
            raise ValueError("heartbeat_interval_ms must be lower than session_timeout_ms")
        self.config = config
        self.join_version = negotiate(JOIN_GROUP, broker_versions)
        if config.group_instance_id is not None and self.join_version < STATIC_MEMBERSHIP_VERSION:
            raise LookupError(
                f"static membership needs JoinGroup v{STATIC_MEMBERSHIP_VERSION}; the broker "
                f"speaks up to v{self.join_version}"
            )
        self.sync_version = negotiate(SYNC_GROUP, broker_versions)
        self.heartbeat_version = negotiate(HEARTBEAT, broker_versions)
        self.leave_version = negotiate(LEAVE_GROUP, broker_versions)
        self.metadata_version = negotiate(METADATA, broker_versions, METADATA_HIGHEST)
        self.commit_version = commit_version(broker_versions)
        self.fetch_version = fetch_version(broker_versions)
        chosen = (
            tuple(assignors)
            if assignors is not None
            else tuple(assignor(name) for name in config.assignors)
        )
        self.protocol = rebalance_protocol(chosen)
        self.assignors = chosen
        self._by_name = {a.name: a for a in chosen}
        if len(self._by_name) != len(chosen):
            raise ValueError("two assignors share a name")

        super().__init__(
            config.group_id, broker_versions, config.retry_backoff_ms, config.retry_backoff_max_ms
        )

        # membership
        self._phase = Phase.UNJOINED
        self._generation = NO_GENERATION
        self._subscription: tuple[str, ...] | None = None
        self._owned: frozenset[TopicPartition] = frozenset()
        self._rebalance = _Rebalance()

        # the leader's work
        self._leading: _Leading | None = None
        self._metadata: _MetadataInFlight | None = None
        self._metadata_backoff = self._backoff()

        # heartbeats
        self._heartbeats = _Heartbeats(backoff=self._backoff())

    # ------------------------------------------------------------------ properties

    @property
    def member_id(self) -> str:
        return self._generation.member_id

    @property
    def generation(self) -> int:
        """The generation id joined (-1 while the member has none)."""
        return self._generation.generation_id

    @property
    def phase(self) -> Phase:
        return self._phase

    @property
    def leader(self) -> bool:
        """True while this member leads the current generation."""
        return self._leading is not None

    @property
    def assignment(self) -> frozenset[TopicPartition]:
        return self._owned

    # ------------------------------------------------------------------ application calls

    def subscribe(self, topics: Iterable[str], now_ms: float) -> None:
        """Subscribe to these topic names (replacing any earlier subscription).

        A member in the group joins again when its subscription changes (a cooperative member
        gives up the partitions of topics it no longer subscribes to first). A member that is
        not in the group waits for a non-empty subscription before it joins.
        """
        if self._done or self._leaving:
            return
        self._subscription = tuple(sorted(set(topics)))
        self._pump(now_ms)

    def leave(self, now_ms: float, reason: str | None = None) -> None:
        """Give up every partition, then send LeaveGroup (a dynamic member in a generation).

        As in Java's ``onLeavePrepare``, the partitions are revoked, or lost when the member has
        no generation or is in the middle of a rebalance. Static members, and members the
        coordinator cannot know (no member id, no known coordinator), send no LeaveGroup.
        """
        if not self._start_leaving(reason):
            return
        if self._owned:
            gen = self._generation
            rebalancing = self._phase in (Phase.PREPARING, Phase.COMPLETING)
            if gen.generation_id == NO_GENERATION_ID or not gen.member_id or rebalancing:
                self._lose()
            else:
                self._notify(PartitionsRevoked(self._owned, generation=gen.generation_id))
                self._owned = frozenset()
        self._pump(now_ms)

    # ------------------------------------------------------------------ driver calls

    def _deadlines(self) -> list[float | None]:
        return [
            self._join_due(),
            self._heartbeat_due(),
            self._session_due(),
            self._assign_due(),
            self._metadata_due(),
            self._leave_due(),
        ]

    # ------------------------------------------------------------------ what is due, and sending

    def _pump_metadata(self, now: float) -> None:
        due = self._metadata_due()
        if due is not None and due <= now:
            self._send_metadata(now)

    def _pump_membership(self, now: float) -> None:
        due = self._leave_due()
        if due is not None and due <= now:
            self._leave_step(now)
        due = self._join_due()
        if due is not None and due <= now:
            self._join_step(now)
        due = self._heartbeat_due()
        if due is not None and due <= now:
            self._send_heartbeat(now)

    def _coordinator_found(self, now: float) -> None:
        self._heartbeats.session_deadline = now + self.config.session_timeout_ms

    def _timers(self, now: float) -> None:
        """Deadlines that passed before whatever input comes now.

        - Session: no heartbeat answer within ``session_timeout_ms``. Java's consumer looks the
          coordinator up again; the coordinator has expired the member by then, so its
          partitions are lost and it joins again without member id, as librdkafka does.
        - Rebalance timeout: the leader could not assign (Metadata got no answer) within
          ``rebalance_timeout_ms`` of the JoinGroup answer. The coordinator drops members that
          have not sent SyncGroup by then, so the generation is gone.
        """
        if self._done:
            return
        due = self._session_due()
        if due is not None and due <= now:
            self._lookup.mark_dead()
            self._reset(keep_member_id=False, reason="session timed out without a heartbeat answer")
        due = self._assign_due()
        if due is not None and due <= now:
            self._reset(keep_member_id=True, reason="no assignment within the rebalance timeout")

    def _wants_group(self) -> bool:
        return self._subscription is not None and not self._leaving

    def _heartbeating(self) -> bool:
        """Heartbeats go from the JoinGroup answer on, while the member is in a generation."""
        return (
            not self._done
            and not self._leaving
            and self._phase in (Phase.COMPLETING, Phase.STABLE)
            and self._lookup.coordinator is not None
        )

    def _heartbeat_due(self) -> float | None:
        if not self._heartbeating() or self._heartbeats.in_flight is not None:
            return None
        return self._heartbeats.due

    def _session_due(self) -> float | None:
        return self._heartbeats.session_deadline if self._heartbeating() else None

    def _assign_due(self) -> float | None:
        if self._done or self._leaving or self._phase is not Phase.COMPLETING:
            return None
        return self._leading.assign_deadline if self._leading is not None else None

    # ------------------------------------------------------------------ joining

    def _wants_join(self) -> bool:
        if self._done or self._leaving or self._subscription is None:
            return False
        if self._phase is Phase.COMPLETING:
            return False  # the rebalance under way finishes first
        if self._phase is Phase.UNJOINED and not self._subscription:
            return False  # nothing to join for
        wanted = self._rebalance.reason is not None
        return wanted or self._subscription != self._rebalance.subscription

    def _join_due(self) -> float | None:
        if not self._wants_join() or self._rebalance.in_flight:
            return None
        if self._gate or self._lookup.coordinator is None:
            return None
        return self._rebalance.retry_at if self._rebalance.retry_at is not None else self._now

    def _join_step(self, now: float) -> None:
        """Give up what the rebalance protocol says before joining, then send JoinGroup."""
        if self._rebalance.revoke_first:
            self._rebalance.revoke_first = False
            if self._revoke_before_join():
                return  # JoinGroup follows once the revocation has been drained
        self._send_join(now)

    def _revoke_before_join(self) -> bool:
        """Eager: revoke everything owned. Cooperative: only partitions of topics no longer
        subscribed to. True when a revocation was notified."""
        assert self._subscription is not None
        if self.protocol is RebalanceProtocol.EAGER:
            revoked = self._owned
        else:
            subscribed = set(self._subscription)
            revoked = frozenset(tp for tp in self._owned if tp[0] not in subscribed)
        if not revoked:
            return False
        self._owned -= revoked
        self._notify(PartitionsRevoked(revoked, generation=self._generation.generation_id))
        return True

    def _send_join(self, now: float) -> None:
        coordinator = self._lookup.coordinator
        assert coordinator is not None and self._subscription is not None
        reason = (
            self._rebalance.reason if self._rebalance.reason is not None else "subscription changed"
        )
        self._rebalance.subscription = self._subscription
        gen = self._generation
        protocols = [
            join_group_request.JoinGroupRequestProtocol(
                name=a.name, metadata=self._subscription_bytes(a)
            )
            for a in self.assignors
        ]
        body = join_group_request.JoinGroupRequest(
            group_id=self.config.group_id,
            session_timeout_ms=self.config.session_timeout_ms,
            member_id=gen.member_id,
            protocol_type=PROTOCOL_TYPE,
            protocols=protocols,
        )
        if self.join_version in _JOIN_HAS_REBALANCE_TIMEOUT:
            body.rebalance_timeout_ms = self.config.rebalance_timeout_ms
        if self.join_version in _JOIN_HAS_INSTANCE_ID:
            body.group_instance_id = self.config.group_instance_id
        if self.join_version in _JOIN_HAS_REASON:
            body.reason = reason[:REASON_MAX_CHARS]
        self._move(Phase.PREPARING)
        self._rebalance.reason = reason  # until SyncGroup completes the rebalance
        self._rebalance.retry_at = None
        self._rebalance.join_in_flight = sent = _InFlight(gen, now)
        self._send(
            body,
            self.join_version,
            coordinator,
            functools.partial(self._join_answered, sent),
            functools.partial(self._join_failed, sent),
        )

    def _subscription_bytes(self, each: ClassicAssignor) -> bytes:
        """ConsumerProtocolSubscription v3 as Java writes it: topics and owned partitions
        sorted, the generation of the owned partitions, the rack."""
        assert self._subscription is not None
        owned = by_topic(self._owned)
        generation = self._generation.generation_id
        subscription = consumer_protocol_subscription.ConsumerProtocolSubscription(
            topics=list(self._subscription),
            user_data=each.subscription_user_data(self._subscription, self._owned, generation),
            owned_partitions=[
                consumer_protocol_subscription.TopicPartition(topic=t, partitions=p)
                for t, p in owned.items()
            ],
            generation_id=generation,
            rack_id=self.config.rack_id,
        )
        return encode_subscription(subscription, CONSUMER_PROTOCOL_VERSION)

    def _join_answered(self, sent: _InFlight, body: Struct, now: float) -> None:
        self._rebalance.join_in_flight = None
        if self._done or self._leaving:
            return
        if self._phase is not Phase.PREPARING:
            # The member was reset while this JoinGroup was out (Java's UnjoinedGroupException,
            # retried after backoff).
            self._rebalance.retry_at = now + self.config.retry_backoff_ms
            return
        if not isinstance(body, join_group_response.JoinGroupResponse):
            self._join_failed(sent, now)
            return
        code = known_error(body.error_code)
        if code is ErrorCode.NONE:
            self._joined(body, now)
        else:
            self._rebalance_error(
                ClassicApi.JOIN_GROUP, code, sent, now, given_member_id=body.member_id
            )

    def _join_failed(self, sent: _InFlight, now: float) -> None:
        """No answer: the coordinator may be gone; look it up and join again after backoff."""
        self._rebalance.join_in_flight = None
        if self._done or self._leaving:
            return
        if self._phase is not Phase.PREPARING:
            self._rebalance.retry_at = now + self.config.retry_backoff_ms
            return
        self._lookup.mark_dead()
        self._rejoin_later(f"{ClassicApi.JOIN_GROUP.value} got no answer", now)

    def _joined(self, body: join_group_response.JoinGroupResponse, now: float) -> None:
        if body.protocol_type is not None and body.protocol_type != PROTOCOL_TYPE:
            self._fail(
                ErrorCode.INCONSISTENT_GROUP_PROTOCOL,
                f"JoinGroup answered protocol type {body.protocol_type!r}, not {PROTOCOL_TYPE!r}",
            )
            return
        name = body.protocol_name or ""
        if name not in self._by_name:
            self._fail(
                ErrorCode.INCONSISTENT_GROUP_PROTOCOL,
                f"the coordinator chose protocol {name!r}, which this member did not offer",
            )
            return
        member_id = body.member_id or self._generation.member_id
        if not member_id:
            self._fail(ErrorCode.UNKNOWN_SERVER_ERROR, "the coordinator assigned no member id")
            return
        self._generation = Generation(body.generation_id, member_id, name)
        self._move(Phase.COMPLETING)
        self._heartbeats.session_deadline = now + self.config.session_timeout_ms
        self._heartbeats.due = now + self.config.heartbeat_interval_ms
        self._heartbeats.backoff.reset()
        if body.leader != member_id:
            self._leading = None
            self._send_sync([], now)
            return
        members = {m.member_id: _subscription_of(m) for m in body.members}
        self._leading = leading = _Leading(
            members=members,
            topics=tuple(sorted({t for s in members.values() for t in s.topics})),
            skip_assignment=body.skip_assignment,
            assign_deadline=now + self.config.rebalance_timeout_ms,
            metadata_retry_at=now,
        )
        self._metadata_backoff.reset()
        if not leading.topics:
            self._assign({}, now)

    def _rebalance_error(
        self,
        api: ClassicApi,
        code: ErrorCode,
        sent: _InFlight,
        now: float,
        *,
        given_member_id: str = "",
    ) -> None:
        """A JoinGroup or SyncGroup error: every reaction but FATAL joins again (Java fails
        the join future and runs ``joinGroupIfNeeded`` again)."""
        what = reaction(api, code)
        reason = f"{api.value} failed with {code.name}"
        if what is ClassicReaction.FATAL:
            self._fail(code, _detail(api, code))
        elif what is ClassicReaction.RESET_MEMBER or what is ClassicReaction.RESET_GENERATION:
            # Only the generation the request was sent in is reset (Java's generationUnchanged).
            if sent.generation == self._generation:
                self._reset(keep_member_id=what is ClassicReaction.RESET_GENERATION, reason=reason)
            else:
                self._rejoin_now(reason)
        elif what is ClassicReaction.REJOIN_WITH_MEMBER_ID:
            self._generation = Generation(NO_GENERATION_ID, given_member_id, None)
            if given_member_id:
                self._rejoin_now(f"need to re-join with the given member id: {given_member_id}")
            else:
                self._rejoin_later(f"{reason} but gave no member id", now)
        elif what is ClassicReaction.REJOIN:
            self._rejoin_now(reason)
        elif what is ClassicReaction.REDISCOVER:
            self._lookup.mark_dead()
            self._rejoin_later(reason, now)
        else:
            self._rejoin_later(reason, now)

    def _rejoin_now(self, reason: str) -> None:
        """The rebalance goes on with a new JoinGroup: a member in one stays in it (commits
        fail with REBALANCE_IN_PROGRESS meanwhile), one without a generation stays without."""
        if self._phase is not Phase.UNJOINED:
            self._move(Phase.PREPARING)
        self._rebalance.reason = reason
        self._rebalance.retry_at = None

    def _rejoin_later(self, reason: str, now: float) -> None:
        """Join again after ``retry.backoff.ms`` (Java sleeps that long between join attempts)."""
        self._rejoin_now(reason)
        self._rebalance.retry_at = now + self.config.retry_backoff_ms

    def _request_rejoin(self, reason: str) -> None:
        """Join again once nothing holds it back (a stable member keeps its generation until
        its JoinGroup goes out)."""
        self._rebalance.reason = reason

    # ------------------------------------------------------------------ the leader

    def _assign(self, counts: Mapping[str, int], now: float) -> None:
        """Run the chosen assignor over every member's subscription; send SyncGroup."""
        leading = self._leading
        assert leading is not None
        leading.assign_deadline = None
        leading.snapshot = dict(counts)
        leading.refresh_at = now + self.config.metadata_max_age_ms
        if leading.skip_assignment:
            self._send_sync([], now)
            return
        protocol = self._generation.protocol or ""
        existing = {t: n for t, n in counts.items() if n > 0}
        try:
            result = self._by_name[protocol].assign(existing, leading.members)
        except Exception as exc:  # an assignor is code of the application's choosing
            self._fail(ErrorCode.UNKNOWN_SERVER_ERROR, f"the {protocol} assignor failed: {exc!r}")
            return
        assignments = [
            sync_group_request.SyncGroupRequestAssignment(
                member_id=member,
                assignment=_assignment_bytes(result.get(member, MemberAssignment(frozenset()))),
            )
            for member in sorted(leading.members)
        ]
        self._send_sync(assignments, now)

    def _metadata_due(self) -> float | None:
        if self._done or self._leaving or self._metadata is not None:
            return None
        leading = self._leading
        if leading is None:
            return None
        if self._phase is Phase.COMPLETING and leading.assign_deadline is not None:
            return leading.metadata_retry_at
        if self._watching():
            return leading.refresh_at
        return None

    def _watching(self) -> bool:
        """The leader of a stable generation rechecks the partition counts its assignment used
        every ``metadata.max.age.ms``, to pick up partitions added to a topic."""
        leading = self._leading
        return (
            self._phase is Phase.STABLE
            and leading is not None
            and leading.snapshot is not None
            and bool(leading.topics)
        )

    def _send_metadata(self, now: float) -> None:
        assert self._leading is not None
        topics = self._leading.topics
        body = metadata_request.MetadataRequest(
            topics=[metadata_request.MetadataRequestTopic(name=t) for t in topics]
        )
        if self.metadata_version in _METADATA_HAS_AUTO_CREATE:
            body.allow_auto_topic_creation = False
        for_assignment = self._phase is Phase.COMPLETING
        self._metadata = sent = _MetadataInFlight(self._generation, topics, for_assignment)
        self._send(
            body,
            self.metadata_version,
            None,
            functools.partial(self._metadata_answered, sent),
            functools.partial(self._metadata_failed, sent),
        )

    def _metadata_answered(self, sent: _MetadataInFlight, body: Struct, now: float) -> None:
        self._metadata = None
        if self._done:
            return
        counts = _partition_counts(body, sent.topics)
        if counts is None:
            self._metadata_failed(sent, now)
            return
        self._metadata_backoff.reset()
        if sent.generation != self._generation:
            return
        leading = self._leading
        if sent.for_assignment:
            assigning = leading is not None and leading.assign_deadline is not None
            if self._phase is Phase.COMPLETING and assigning:
                self._assign(counts, now)
            return
        if not self._watching() or leading is None or leading.snapshot is None:
            return
        leading.refresh_at = now + self.config.metadata_max_age_ms
        snapshot = leading.snapshot
        changed = sorted(
            t for t, n in counts.items() if t in sent.topics and snapshot.get(t, 0) != n
        )
        if changed:
            self._request_rejoin(f"partition count of {', '.join(changed)} changed")

    def _metadata_failed(self, sent: _MetadataInFlight, now: float) -> None:
        self._metadata = None
        wait = self._metadata_backoff.next_wait_ms()
        if self._leading is None:
            return  # a later leadership asks at once
        if sent.for_assignment:
            self._leading.metadata_retry_at = now + wait
        else:
            self._leading.refresh_at = now + wait

    # ------------------------------------------------------------------ syncing

    def _send_sync(
        self, assignments: list[sync_group_request.SyncGroupRequestAssignment], now: float
    ) -> None:
        coordinator = self._lookup.coordinator
        if coordinator is None:
            # Java fails the rebalance with COORDINATOR_NOT_AVAILABLE and joins again.
            self._rejoin_later("the coordinator was lost before SyncGroup", now)
            return
        gen = self._generation
        body = sync_group_request.SyncGroupRequest(
            group_id=self.config.group_id,
            generation_id=gen.generation_id,
            member_id=gen.member_id,
            assignments=assignments,
        )
        if self.sync_version in _SYNC_HAS_INSTANCE_ID:
            body.group_instance_id = self.config.group_instance_id
        if self.sync_version in _SYNC_HAS_PROTOCOL:
            body.protocol_type, body.protocol_name = PROTOCOL_TYPE, gen.protocol
        self._rebalance.sync_in_flight = sent = _InFlight(gen, now)
        self._send(
            body,
            self.sync_version,
            coordinator,
            functools.partial(self._sync_answered, sent),
            functools.partial(self._sync_failed, sent),
        )

    def _sync_answered(self, sent: _InFlight, body: Struct, now: float) -> None:
        self._rebalance.sync_in_flight = None
        if self._done or self._leaving:
            return
        if self._phase is not Phase.COMPLETING or sent.generation != self._generation:
            return  # the member was reset meanwhile and joins again
        if not isinstance(body, sync_group_response.SyncGroupResponse):
            self._sync_failed(sent, now)
            return
        code = known_error(body.error_code)
        if code is ErrorCode.NONE:
            self._synced(body, now)
        else:
            self._rebalance_error(ClassicApi.SYNC_GROUP, code, sent, now)

    def _sync_failed(self, sent: _InFlight, now: float) -> None:
        self._rebalance.sync_in_flight = None
        if self._done or self._leaving:
            return
        if self._phase is not Phase.COMPLETING or sent.generation != self._generation:
            return
        self._lookup.mark_dead()
        self._rejoin_later(f"{ClassicApi.SYNC_GROUP.value} got no answer", now)

    def _synced(self, body: sync_group_response.SyncGroupResponse, now: float) -> None:
        """The assignment: give up what it no longer holds, then take what is new.

        Empty assignment bytes are an empty assignment and bytes that do not decode make the
        member join again, as in librdkafka (Java raises both to the application).
        """
        gen = self._generation
        if body.protocol_type is not None and body.protocol_type != PROTOCOL_TYPE:
            self._fail(
                ErrorCode.INCONSISTENT_GROUP_PROTOCOL,
                f"SyncGroup answered protocol type {body.protocol_type!r}, not {PROTOCOL_TYPE!r}",
            )
            return
        if body.protocol_name is not None and body.protocol_name != gen.protocol:
            self._fail(
                ErrorCode.INCONSISTENT_GROUP_PROTOCOL,
                f"SyncGroup answered protocol {body.protocol_name!r}; JoinGroup chose "
                f"{gen.protocol!r}",
            )
            return
        try:
            decoded = decode_assignment(body.assignment)
        except ValueError:
            self._rejoin_now("the assignment does not decode")
            return
        assigned = frozenset(
            (tp.topic, p)
            for tp in (decoded.assigned_partitions if decoded is not None else [])
            for p in tp.partitions
        )
        user_data = decoded.user_data if decoded is not None else None
        self._move(Phase.STABLE)
        self._rebalance.reason = None
        self._rebalance.retry_at = None
        self._rebalance.revoke_first = True
        self._heartbeats.session_deadline = now + self.config.session_timeout_ms
        self._out.append(
            MemberJoined(gen.member_id, generation=gen.generation_id, leader=self.leader)
        )
        assert self._subscription is not None
        subscribed = set(self._subscription)
        if any(topic not in subscribed for topic, _ in assigned):
            # Java: the subscription changed since the JoinGroup; keep what is owned and join
            # again with the current one.
            self._request_rejoin("the assignment does not match the subscription")
            return
        revoked = self._owned - assigned
        added = assigned - self._owned
        if revoked:
            self._owned -= revoked
            self._notify(PartitionsRevoked(revoked, generation=gen.generation_id))
            if self.protocol is RebalanceProtocol.COOPERATIVE:
                self._request_rejoin("partitions were revoked; joining again to hand them over")
        try:
            self._by_name[gen.protocol or ""].on_assignment(
                MemberAssignment(assigned, user_data), gen.generation_id
            )
        except Exception as exc:  # an assignor is code of the application's choosing
            self._fail(
                ErrorCode.UNKNOWN_SERVER_ERROR, f"the {gen.protocol} assignor failed: {exc!r}"
            )
            return
        if added:
            self._owned |= added
            self._notify(PartitionsAssigned(added, generation=gen.generation_id))

    # ------------------------------------------------------------------ heartbeats

    def _send_heartbeat(self, now: float) -> None:
        coordinator = self._lookup.coordinator
        assert coordinator is not None
        gen = self._generation
        body = heartbeat_request.HeartbeatRequest(
            group_id=self.config.group_id,
            generation_id=gen.generation_id,
            member_id=gen.member_id,
        )
        if self.heartbeat_version in _HEARTBEAT_HAS_INSTANCE_ID:
            body.group_instance_id = self.config.group_instance_id
        self._heartbeats.in_flight = sent = _InFlight(gen, now)
        self._send(
            body,
            self.heartbeat_version,
            coordinator,
            functools.partial(self._heartbeat_answered, sent),
            self._heartbeat_failed,
        )

    def _heartbeat_answered(self, sent: _InFlight, body: Struct, now: float) -> None:
        self._heartbeats.in_flight = None
        if self._done:
            return
        if not isinstance(body, heartbeat_response.HeartbeatResponse):
            self._heartbeat_failed(now)
            return
        code = known_error(body.error_code)
        what = (
            ClassicReaction.IGNORE
            if code is ErrorCode.NONE
            else reaction(ClassicApi.HEARTBEAT, code)
        )
        current = sent.generation == self._generation
        if what is ClassicReaction.IGNORE or what is ClassicReaction.REJOIN:
            # REBALANCE_IN_PROGRESS is an answer too: the coordinator keeps the member while it
            # rejoins. Only a stable member has anything to rejoin for; one already rebalancing
            # ignores it.
            self._heartbeat_received(sent)
            if what is ClassicReaction.REJOIN and current and self._phase is Phase.STABLE:
                self._request_rejoin("the group is rebalancing")
        elif what in (
            ClassicReaction.RESET_GENERATION,
            ClassicReaction.RESET_MEMBER,
            ClassicReaction.FATAL,
        ):
            if not current:
                # An answer about a generation the member has already left behind.
                self._heartbeats.due = sent.sent_at + self.config.heartbeat_interval_ms
            elif what is ClassicReaction.FATAL:
                self._fail(code, _detail(ClassicApi.HEARTBEAT, code))
            else:
                reason = f"{ClassicApi.HEARTBEAT.value} failed with {code.name}"
                self._reset(keep_member_id=what is ClassicReaction.RESET_GENERATION, reason=reason)
        else:
            if what is ClassicReaction.REDISCOVER:
                self._lookup.mark_dead()
            self._heartbeats.due = now + self._heartbeats.backoff.next_wait_ms()

    def _heartbeat_received(self, sent: _InFlight) -> None:
        self._heartbeats.backoff.reset()
        self._heartbeats.session_deadline = self._now + self.config.session_timeout_ms
        self._heartbeats.due = sent.sent_at + self.config.heartbeat_interval_ms

    def _heartbeat_failed(self, now: float) -> None:
        """No answer: the coordinator connection failed; look it up again, back off."""
        self._heartbeats.in_flight = None
        if self._done:
            return
        self._lookup.mark_dead()
        self._heartbeats.due = now + self._heartbeats.backoff.next_wait_ms()

    # ------------------------------------------------------------------ leaving

    def _leave_due(self) -> float | None:
        presence = self._presence
        if not isinstance(presence, Leaving) or self._gate or presence.request_id is not None:
            return None
        return self._now

    def _leave_step(self, now: float) -> None:
        """Send LeaveGroup once the revocation has been drained, or finish without it."""
        leaving = self._presence
        assert isinstance(leaving, Leaving)
        gen = self._generation
        coordinator = self._lookup.coordinator
        dynamic = self.config.group_instance_id is None
        known = self._phase is not Phase.UNJOINED and bool(gen.member_id)
        if not dynamic or not known or coordinator is None:
            self._finish_leave()
            return
        reason = (leaving.reason or DEFAULT_LEAVE_REASON)[:REASON_MAX_CHARS]
        if self.leave_version in _LEAVE_BATCH:
            body = leave_group_request.LeaveGroupRequest(
                group_id=self.config.group_id,
                members=[
                    leave_group_request.MemberIdentity(
                        member_id=gen.member_id,
                        reason=reason if self.leave_version in _LEAVE_HAS_REASON else None,
                    )
                ],
            )
        else:
            body = leave_group_request.LeaveGroupRequest(
                group_id=self.config.group_id, member_id=gen.member_id
            )
        # Java resets the generation as the LeaveGroup goes out: later commits fail.
        self._generation = NO_GENERATION
        self._move(Phase.UNJOINED)
        leaving.request_id = self._send(
            body, self.leave_version, coordinator, self._leave_answered, self._leave_answered
        )

    def _leave_answered(self, *_: object) -> None:
        """Whatever the answer, or none: the leave is sent once, as Java sends it."""
        self._finish_leave()

    # ------------------------------------------------------------------ commits and fetches

    def _offset_request(self, call: OffsetCall) -> tuple[Struct, int] | ErrorCode:
        if isinstance(call, FetchCall):
            # A classic member fetches as Java's does: without member id or epoch.
            return build_fetch(self.config.group_id, call.partitions, self.fetch_version), (
                self.fetch_version
            )
        if self._phase is not Phase.STABLE:
            # Java's generationIfStable: only a member in a completed rebalance commits.
            rebalancing = self._phase in (Phase.PREPARING, Phase.COMPLETING)
            return ErrorCode.REBALANCE_IN_PROGRESS if rebalancing else ErrorCode.UNKNOWN_MEMBER_ID
        gen = self._generation
        instance = (
            self.config.group_instance_id
            if self.commit_version in _COMMIT_HAS_INSTANCE_ID
            else None
        )
        body = build_commit(
            self.config.group_id,
            call.offsets,
            generation_or_epoch=gen.generation_id,
            member_id=gen.member_id,
            group_instance_id=instance,
        )
        call.sent_in = gen
        return body, self.commit_version

    def _commit_step(self, call: CommitCall) -> CallStep:
        return _CALL_STEPS.get(_commit_reaction(call), CallStep.FINISH)

    def _fetch_step(self, call: FetchCall) -> CallStep:
        return _CALL_STEPS.get(reaction(ClassicApi.OFFSET_FETCH, call.error), CallStep.FINISH)

    def _commit_failed(self, call: CommitCall) -> None:
        """What a failed commit means for the member (Java's OffsetCommitResponseHandler)."""
        if self._leaving:
            return
        what = _commit_reaction(call)
        current = call.sent_in == self._generation
        code = next(iter(call.errors.values()))
        if what is ClassicReaction.REJOIN:
            self._request_rejoin("offset commit failed: the group is rebalancing")
        elif what is ClassicReaction.RESET_MEMBER or what is ClassicReaction.RESET_GENERATION:
            # Java leaves a member that has already moved on to a newer rebalance alone.
            if current or self._phase is not Phase.PREPARING:
                reason = f"{ClassicApi.OFFSET_COMMIT.value} failed with {code.name}"
                self._reset(keep_member_id=what is ClassicReaction.RESET_GENERATION, reason=reason)
        elif what is ClassicReaction.FATAL and current:
            fatal = next(
                c for c in call.errors.values() if reaction(ClassicApi.OFFSET_COMMIT, c) is what
            )
            self._fail(fatal, _detail(ClassicApi.OFFSET_COMMIT, fatal))

    # ------------------------------------------------------------------ resets and endings

    def _reset(self, *, keep_member_id: bool, reason: str) -> None:
        """The generation is gone: the partitions are lost and the member joins again at once,
        with its member id when it may still be valid (ILLEGAL_GENERATION), else without."""
        gen = self._generation
        self._lose()
        self._generation = Generation(NO_GENERATION_ID, gen.member_id if keep_member_id else "")
        self._move(Phase.UNJOINED)
        self._leading = None
        self._rebalance.reason = reason
        self._rebalance.revoke_first = True
        self._rebalance.retry_at = None

    def _lose(self) -> None:
        if self._owned:
            lost, self._owned = self._owned, frozenset()
            self._notify(PartitionsLost(lost, generation=self._generation.generation_id))

    def _lookup_fatal(self, code: ErrorCode) -> bool:
        return reaction(ClassicApi.FIND_COORDINATOR, code) is ClassicReaction.FATAL

    def _lose_all(self) -> None:
        self._lose()

    def _move(self, phase: Phase) -> None:
        """The one place the phase changes."""
        if phase not in TRANSITIONS[self._phase]:
            raise AssertionError(f"a classic member does not go from {self._phase} to {phase}")
        self._phase = phase

    def _requests_in_flight(self) -> list[object]:
        presence = self._presence
        slots = (
            self._rebalance.join_in_flight,
            self._rebalance.sync_in_flight,
            self._heartbeats.in_flight,
            self._metadata,
            presence.request_id if isinstance(presence, Leaving) else None,
        )
        return [slot for slot in slots if slot is not None]

    def check_invariants(self) -> None:
        """Raise AssertionError unless the member's state hangs together (for tests: call it
        after every input)."""
        super().check_invariants()
        gen, phase, leading = self._generation, self._phase, self._leading
        assert self._rebalance.join_in_flight is None or self._rebalance.sync_in_flight is None, (
            "one JoinGroup or SyncGroup at a time"
        )
        assert not (self._done or self._leaving) or not self._owned, "partitions after leaving"
        if self._done:
            assert phase is Phase.UNJOINED
        elif phase is Phase.UNJOINED:
            assert gen.generation_id == NO_GENERATION_ID, "unjoined with a generation"
        if phase in (Phase.COMPLETING, Phase.STABLE):
            assert gen.generation_id != NO_GENERATION_ID and gen.member_id
            assert gen.protocol in self._by_name
        if phase in (Phase.PREPARING, Phase.COMPLETING):
            assert self._rebalance.reason is not None, "rebalancing without a reason"
        if leading is not None and leading.assign_deadline is not None:
            assert self._rebalance.sync_in_flight is None, "SyncGroup before the assignment"
            assert phase is Phase.COMPLETING or self._done or self._leaving
        if phase is Phase.STABLE and leading is not None:
            assert leading.assign_deadline is None and leading.snapshot is not None

    def _ended(self) -> None:
        self._move(Phase.UNJOINED)


# ----------------------------------------------------------------------------- helpers


def _subscription_of(member: join_group_response.JoinGroupResponseMember) -> Subscription:
    """A member's subscription as the leader reads it; metadata that does not decode counts as
    a subscription to nothing (librdkafka's leader skips such a member too)."""
    try:
        decoded = decode_subscription(member.metadata)
    except ValueError:
        decoded = None
    if decoded is None:
        return Subscription(topics=(), group_instance_id=member.group_instance_id)
    return Subscription(
        topics=tuple(decoded.topics),
        user_data=decoded.user_data,
        owned_partitions=frozenset(
            (tp.topic, p) for tp in decoded.owned_partitions for p in tp.partitions
        ),
        generation=decoded.generation_id,
        rack_id=decoded.rack_id,
        group_instance_id=member.group_instance_id,
    )


def _assignment_bytes(given: MemberAssignment) -> bytes:
    assignment = consumer_protocol_assignment.ConsumerProtocolAssignment(
        assigned_partitions=[
            consumer_protocol_assignment.TopicPartition(topic=t, partitions=p)
            for t, p in by_topic(given.partitions).items()
        ],
        user_data=given.user_data,
    )
    return encode_assignment(assignment, CONSUMER_PROTOCOL_VERSION)


def _partition_counts(body: Struct, topics: Iterable[str]) -> dict[str, int] | None:
    """Partition count per topic the answer is sure about: its partitions when it has no
    error, 0 when it does not exist. Topics with other errors (leader elections, missing
    authorization) are left out. None: the answer as a whole failed."""
    if (
        not isinstance(body, metadata_response.MetadataResponse)
        or body.error_code != ErrorCode.NONE
    ):
        return None
    wanted = set(topics)
    counts: dict[str, int] = {}
    for topic in body.topics:
        if topic.name not in wanted:
            continue
        if topic.error_code == ErrorCode.NONE:
            counts[topic.name] = len(topic.partitions)
        elif topic.error_code == ErrorCode.UNKNOWN_TOPIC_OR_PARTITION:
            counts[topic.name] = 0
    return counts


def _detail(api: ClassicApi, code: ErrorCode) -> str:
    return f"{api.value} failed with {code.describe()}"


__all__ = [
    "ERROR_REACTIONS",
    "NO_GENERATION",
    "ClassicApi",
    "ClassicMember",
    "Generation",
    "Phase",
    "ClassicReaction",
    "reaction",
    "rebalance_protocol",
]
