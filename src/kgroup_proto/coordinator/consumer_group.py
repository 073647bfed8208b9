"""KIP-848 consumer groups: ConsumerGroupHeartbeat with server-side assignment, without sockets.

The group epoch moves whenever membership or subscriptions change; the target assignment is
recomputed for it by a server-side assignor, and each member then reconciles towards its target
one heartbeat at a time: partitions it must give up are revoked first (its epoch stays), and
once they are released it moves to the target epoch and receives the partitions that are free.
A member whose epoch does not match is fenced (FENCED_MEMBER_EPOCH) and must rejoin with 0.
"""

from __future__ import annotations

import enum
import logging
import re
import uuid
import warnings
from collections.abc import Iterable, Mapping

import attrs

from kgroup_proto.coordinator.assignors import ASSIGNORS, Assignment
from kgroup_proto.coordinator.config import GroupSettings
from kgroup_proto.error_codes import ErrorCode

log = logging.getLogger("kgroup_proto.coordinator.consumer")

JOIN_EPOCH = 0
LEAVE_EPOCH = -1
STATIC_LEAVE_EPOCH = -2

#: topic name -> partitions it has, as the broker knows them
Partitions = dict[str, set[int]]


class MemberState(enum.Enum):
    STABLE = "stable"
    UNREVOKED_PARTITIONS = "unrevoked_partitions"
    UNRELEASED_PARTITIONS = "unreleased_partitions"


@attrs.define
class ConsumerGroupMember:
    member_id: str
    instance_id: str | None
    rack_id: str | None
    client_id: str
    client_host: str
    rebalance_timeout_ms: int
    subscribed_topic_names: list[str]
    subscribed_topic_regex: str | None
    server_assignor: str | None
    last_seen: float
    member_epoch: int = 0
    previous_member_epoch: int = -1
    state: MemberState = MemberState.STABLE
    assigned: Partitions = attrs.field(factory=dict)
    revoking: Partitions = attrs.field(factory=dict)
    revoke_deadline: float | None = None
    #: (topic, partition) -> the member epoch in which the member was given it (KIP-1251)
    assignment_epochs: dict[tuple[str, int], int] = attrs.field(factory=dict)

    def subscribed(self, topics: Mapping[str, int]) -> frozenset[str]:
        """Topic names this member subscribes to among those that exist."""
        found = {t for t in self.subscribed_topic_names if t in topics}
        if self.subscribed_topic_regex is not None:
            pattern = re.compile(python_regex(self.subscribed_topic_regex))
            found |= {t for t in topics if pattern.fullmatch(t)}
        return frozenset(found)


@attrs.frozen
class MemberHeartbeat:
    """The fields of a ConsumerGroupHeartbeat request (None: unchanged since the last one)."""

    member_id: str
    member_epoch: int
    instance_id: str | None = None
    rack_id: str | None = None
    rebalance_timeout_ms: int = -1
    subscribed_topic_names: tuple[str, ...] | None = None
    subscribed_topic_regex: str | None = None
    server_assignor: str | None = None
    #: partitions the member owns, by topic name (ids already resolved); None if not sent
    owned: Partitions | None = None
    client_id: str = ""
    client_host: str = ""


@attrs.frozen
class HeartbeatResult:
    error: ErrorCode
    error_message: str | None = None
    member_id: str | None = None
    member_epoch: int = 0
    heartbeat_interval_ms: int = 0
    #: the member's assignment by topic name, when it is to be sent
    assignment: Partitions | None = None


def _count(partitions: Partitions) -> int:
    return sum(len(p) for p in partitions.values())


def _minus(a: Partitions, b: Partitions) -> Partitions:
    out = {t: p - b.get(t, set()) for t, p in a.items()}
    return {t: p for t, p in out.items() if p}


def _intersect(a: Partitions, b: Partitions) -> Partitions:
    out = {t: p & b.get(t, set()) for t, p in a.items()}
    return {t: p for t, p in out.items() if p}


def _union(a: Partitions, b: Partitions) -> Partitions:
    out = {t: set(p) for t, p in a.items()}
    for t, p in b.items():
        out.setdefault(t, set()).update(p)
    return out


#: What Kafka's regex engine (RE2/J) does not have and Python's ``re`` does: lookaround,
#: backreferences, conditionals, atomic groups and possessive quantifiers. Kafka rejects such a
#: SubscribedTopicRegex with INVALID_REGULAR_EXPRESSION, and so does this broker.
_NOT_RE2 = re.compile(r"\(\?(?:=|!|<=|<!|P=|\(|>)|\\[1-9]|(?<!\\)[*+?}]\+")
#: RE2's POSIX classes (``[[:alpha:]]``), which Python's ``re`` would read as a plain set.
_POSIX_CLASS = re.compile(r"\[:[a-z]+:\]")


#: An escaped backslash, or RE2's quoted literal text ``\Q...\E`` (to the pattern's end when no
#: ``\E`` closes it), which Java's ``Pattern.quote`` writes and Python's ``re`` lacks.
_QUOTED = re.compile(r"\\\\|\\Q(.*?)(?:\\E|\Z)", re.DOTALL)


def python_regex(pattern: str) -> str:
    r"""``pattern`` with RE2's quoted text (``\Q...\E``) written as Python's ``re`` escapes it."""

    def unquote(match: re.Match[str]) -> str:
        quoted = match.group(1)
        return match.group(0) if quoted is None else re.escape(quoted)

    return _QUOTED.sub(unquote, pattern)


def regex_problem(pattern: str) -> str | None:
    r"""Why ``pattern`` is not a topic regex Kafka would accept, or None.

    Kafka compiles SubscribedTopicRegex with RE2/J and matches whole topic names; this broker
    uses Python's ``re`` with ``fullmatch``. The two agree on the common syntax (classes,
    alternation, repetition, anchors, ``(?i)``); RE2's Unicode classes such as ``\pL`` and
    POSIX classes such as ``[[:alpha:]]`` are not available here and are rejected as invalid.
    """
    original, pattern = pattern, python_regex(pattern)
    if _NOT_RE2.search(pattern):
        return f"{original!r} uses syntax that RE2 lacks (lookaround, backreferences, ...)"
    if _POSIX_CLASS.search(pattern):
        return f"{original!r}: POSIX character classes are not supported by this broker"
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore", FutureWarning)
            re.compile(pattern)
    except re.error as exc:
        return f"{original!r}: {exc}"
    return None


class ConsumerGroup:
    """One KIP-848 group. Every method takes ``now`` (ms) and never blocks."""

    def __init__(self, group_id: str, settings: GroupSettings) -> None:
        self.group_id = group_id
        self.settings = settings
        self.group_epoch = 0
        self.assignment_epoch = 0
        self.members: dict[str, ConsumerGroupMember] = {}
        self.static_members: dict[str, str] = {}
        self.target: Assignment = {}
        self.assignor_name = settings.consumer_assignors[0]
        #: subscribed topic -> partition count when the target was last computed
        self.subscribed_metadata: dict[str, int] = {}
        self.dead = False
        self.events: list[str] = []

    # ------------------------------------------------------------------ queries

    def state(self) -> str:
        """Kafka's state names: Empty, Assigning, Reconciling, Stable (Dead once deleted)."""
        if self.dead:
            return "Dead"
        if not self.members:
            return "Empty"
        if self.assignment_epoch < self.group_epoch:
            return "Assigning"
        if any(
            m.member_epoch != self.assignment_epoch or m.state is not MemberState.STABLE
            for m in self.members.values()
            if m.member_epoch >= 0
        ):
            return "Reconciling"
        return "Stable"

    def subscribed_topics(self, topics: Mapping[str, int]) -> set[str]:
        found: set[str] = set()
        for member in self.members.values():
            found |= member.subscribed(topics)
        return found

    def next_deadline(self) -> float | None:
        times = []
        for member in self.members.values():
            times.append(member.last_seen + self.settings.consumer_session_timeout_ms)
            if member.revoke_deadline is not None:
                times.append(member.revoke_deadline)
        return min(times, default=None)

    # ------------------------------------------------------------------ heartbeat

    def heartbeat(
        self, request: MemberHeartbeat, topics: Mapping[str, int], now: float
    ) -> HeartbeatResult:
        """One ConsumerGroupHeartbeat: join, leave, or heartbeat-and-reconcile."""
        problem = self._validate(request)
        if problem is not None:
            return HeartbeatResult(ErrorCode.INVALID_REQUEST, problem)
        assignor = request.server_assignor
        if assignor is not None and (
            assignor not in ASSIGNORS or assignor not in self.settings.consumer_assignors
        ):
            return HeartbeatResult(
                ErrorCode.UNSUPPORTED_ASSIGNOR, f"assignor {assignor!r} is not supported"
            )
        if request.subscribed_topic_regex is not None:
            problem = regex_problem(request.subscribed_topic_regex)
            if problem is not None:
                return HeartbeatResult(ErrorCode.INVALID_REGULAR_EXPRESSION, problem)
        if request.member_epoch in (LEAVE_EPOCH, STATIC_LEAVE_EPOCH):
            return self._leave(request, topics, now)
        if request.member_epoch == JOIN_EPOCH:
            joined = self._join(request, topics, now)
            if isinstance(joined, HeartbeatResult):
                return joined
            member = joined
        else:
            found = self.members.get(request.member_id)
            if found is None:
                return HeartbeatResult(
                    ErrorCode.UNKNOWN_MEMBER_ID, f"member {request.member_id} is not in the group"
                )
            member = found
            fenced = self._check_epoch(member, request)
            if fenced is not None:
                return fenced
            self._update(member, request, topics, now)
        member.last_seen = now
        before = (member.member_epoch, {t: set(p) for t, p in member.assigned.items()})
        self._refresh_target(topics, now)
        self._reconcile(member, request.owned, now)
        changed = before != (member.member_epoch, member.assigned)
        # The assignment goes to a member that joins, whose epoch or partitions changed, or that
        # reports the partitions it owns. Kafka sends it only on a join, a full request or a
        # change of partitions: an answer a client timed out on is then never repeated, and on
        # a loaded machine librdkafka's KIP-848 members were seen to wait for partitions the
        # coordinator had given them. Repeating it costs a few bytes per heartbeat.
        send = request.owned is not None or request.member_epoch == JOIN_EPOCH or changed
        return HeartbeatResult(
            ErrorCode.NONE,
            member_id=member.member_id,
            member_epoch=member.member_epoch,
            heartbeat_interval_ms=self.settings.consumer_heartbeat_interval_ms,
            assignment={t: set(p) for t, p in member.assigned.items()} if send else None,
        )

    def _validate(self, request: MemberHeartbeat) -> str | None:
        if request.member_epoch < STATIC_LEAVE_EPOCH:
            return f"member epoch {request.member_epoch} is below -2"
        if request.instance_id == "":
            return "InstanceId may not be empty"
        if request.member_epoch == JOIN_EPOCH:
            if request.rebalance_timeout_ms <= 0:
                return "RebalanceTimeoutMs must be given when joining"
            if request.subscribed_topic_names is None and request.subscribed_topic_regex is None:
                return "SubscribedTopicNames or SubscribedTopicRegex must be given when joining"
        elif request.member_id == "":
            return "MemberId may only be empty when joining"
        return None

    def _check_epoch(
        self, member: ConsumerGroupMember, request: MemberHeartbeat
    ) -> HeartbeatResult | None:
        """Kafka's rule: the current epoch, or the previous one if owned partitions still fit."""
        if request.member_epoch == member.member_epoch:
            return None
        if (
            request.member_epoch == member.previous_member_epoch
            and request.owned is not None
            and not _minus(request.owned, member.assigned)
        ):
            return None
        self._record(
            f"fenced member {member.member_id}: epoch {request.member_epoch}, "
            f"expected {member.member_epoch}"
        )
        return HeartbeatResult(
            ErrorCode.FENCED_MEMBER_EPOCH,
            f"member epoch {request.member_epoch} does not match {member.member_epoch}",
        )

    def _join(
        self, request: MemberHeartbeat, topics: Mapping[str, int], now: float
    ) -> ConsumerGroupMember | HeartbeatResult:
        if len(self.members) >= self.settings.max_size and (request.member_id not in self.members):
            return HeartbeatResult(ErrorCode.GROUP_MAX_SIZE_REACHED, "the group is full")
        member_id = request.member_id or str(uuid.uuid4())
        inherited: ConsumerGroupMember | None = None
        if request.instance_id is not None:
            known = self.static_members.get(request.instance_id)
            if known is not None and known != member_id:
                previous = self.members[known]
                if previous.member_epoch != STATIC_LEAVE_EPOCH:
                    return HeartbeatResult(
                        ErrorCode.UNRELEASED_INSTANCE_ID,
                        f"instance {request.instance_id} is still used by member {known}",
                    )
                inherited = self.members.pop(known)
                self._record(
                    f"static member {request.instance_id} rejoined: {known} -> {member_id}"
                )
        old = self.members.pop(member_id, None)
        if old is not None:
            self._record(f"member {member_id} rejoined with epoch 0")
        member = ConsumerGroupMember(
            member_id=member_id,
            instance_id=request.instance_id,
            rack_id=request.rack_id,
            client_id=request.client_id,
            client_host=request.client_host,
            rebalance_timeout_ms=request.rebalance_timeout_ms,
            subscribed_topic_names=list(request.subscribed_topic_names or ()),
            subscribed_topic_regex=request.subscribed_topic_regex,
            server_assignor=request.server_assignor,
            last_seen=now,
        )
        if inherited is not None:
            # The restarted static member takes over its predecessor's place and assignment.
            member.member_epoch = inherited.previous_member_epoch
            member.previous_member_epoch = inherited.previous_member_epoch
            member.assigned, member.revoking = inherited.assigned, inherited.revoking
            member.assignment_epochs = inherited.assignment_epochs
            member.state = inherited.state
            if member_id != inherited.member_id and inherited.member_id in self.target:
                self.target[member_id] = self.target.pop(inherited.member_id)
        self.members[member_id] = member
        if request.instance_id is not None:
            self.static_members[request.instance_id] = member_id
        if inherited is None or member.subscribed(topics) != inherited.subscribed(topics):
            self._bump(f"member {member_id} joined")
        if request.server_assignor is not None:
            self.assignor_name = request.server_assignor
        return member

    def _update(
        self,
        member: ConsumerGroupMember,
        request: MemberHeartbeat,
        topics: Mapping[str, int],
        now: float,
    ) -> None:
        before = member.subscribed(topics)
        if request.rebalance_timeout_ms > 0:
            member.rebalance_timeout_ms = request.rebalance_timeout_ms
        if request.rack_id is not None:
            member.rack_id = request.rack_id
        if request.subscribed_topic_names is not None:
            member.subscribed_topic_names = list(request.subscribed_topic_names)
        if request.subscribed_topic_regex is not None:
            member.subscribed_topic_regex = request.subscribed_topic_regex or None
        if (
            request.server_assignor is not None
            and request.server_assignor != member.server_assignor
        ):
            member.server_assignor = request.server_assignor
            self.assignor_name = request.server_assignor
            self._bump(f"member {member.member_id} asked for assignor {request.server_assignor}")
        if member.subscribed(topics) != before:
            self._bump(f"member {member.member_id} changed its subscription")
        del now

    def _leave(
        self, request: MemberHeartbeat, topics: Mapping[str, int], now: float
    ) -> HeartbeatResult:
        member_id = request.member_id
        if request.instance_id is not None and not member_id:
            member_id = self.static_members.get(request.instance_id, "")
        member = self.members.get(member_id)
        if member is None:
            return HeartbeatResult(
                ErrorCode.UNKNOWN_MEMBER_ID, f"member {request.member_id} is not in the group"
            )
        if request.member_epoch == STATIC_LEAVE_EPOCH and member.instance_id is not None:
            # A static member leaving for a while keeps its partitions for its successor.
            member.previous_member_epoch = member.member_epoch
            member.member_epoch = STATIC_LEAVE_EPOCH
            member.last_seen = now
            self._record(f"static member {member.instance_id} left temporarily")
        else:
            self._remove(member, "left the group")
            self._refresh_target(topics, now)
        return HeartbeatResult(
            ErrorCode.NONE,
            member_id=member_id,
            member_epoch=request.member_epoch,
            heartbeat_interval_ms=0,
        )

    def _remove(self, member: ConsumerGroupMember, why: str) -> None:
        del self.members[member.member_id]
        if member.instance_id is not None:
            self.static_members.pop(member.instance_id, None)
        self.target.pop(member.member_id, None)
        self._bump(f"member {member.member_id} {why}")

    def _bump(self, why: str) -> None:
        self.group_epoch += 1
        self._record(f"group epoch {self.group_epoch}: {why}", level=logging.INFO)

    # ------------------------------------------------------------------ assignment

    def _refresh_target(self, topics: Mapping[str, int], now: float) -> None:
        """Recompute the target assignment once for each new group epoch.

        As in Kafka, a change in the subscribed topics' metadata is a new group epoch: a topic
        created that a member's regex matches, or partitions added to a subscribed topic.
        """
        del now
        if self.assignment_epoch >= self.group_epoch:
            current = {t: topics[t] for t in self.subscribed_topics(topics)}
            if current == self.subscribed_metadata:
                return
            self._bump("the subscribed topics' metadata changed")
        subscriptions = {m.member_id: m.subscribed(topics) for m in self.members.values()}
        assignor = ASSIGNORS[self.assignor_name]
        self.target = assignor.assign(subscriptions, topics, self.target)
        self.subscribed_metadata = {t: topics[t] for t in self.subscribed_topics(topics)}
        self.assignment_epoch = self.group_epoch
        self._record(f"target assignment for epoch {self.assignment_epoch} by {assignor.name}")

    def _owned_by_others(self, member_id: str) -> Partitions:
        owned: Partitions = {}
        for other in self.members.values():
            if other.member_id != member_id:
                owned = _union(owned, _union(other.assigned, other.revoking))
        return owned

    def _reconcile(self, member: ConsumerGroupMember, owned: Partitions | None, now: float) -> None:
        """Move the member one step towards its target (Kafka's CurrentAssignmentBuilder)."""
        target = self.target.get(member.member_id, {})
        if member.state is MemberState.UNREVOKED_PARTITIONS:
            if owned is None or _intersect(owned, member.revoking):
                return  # still holding partitions it must give up
            member.revoking = {}
            member.revoke_deadline = None
            member.state = MemberState.STABLE
        if member.member_epoch < self.assignment_epoch or (
            member.state is MemberState.UNRELEASED_PARTITIONS
        ):
            keep = _intersect(member.assigned, target)
            revoke = _minus(member.assigned, target)
            if revoke:
                member.assigned = keep
                member.revoking = revoke
                for topic, parts in revoke.items():
                    for partition in parts:
                        member.assignment_epochs.pop((topic, partition), None)
                member.state = MemberState.UNREVOKED_PARTITIONS
                member.revoke_deadline = now + member.rebalance_timeout_ms
                return
            wanted = _minus(target, keep)
            free = _minus(wanted, self._owned_by_others(member.member_id))
            if member.member_epoch != self.assignment_epoch:
                member.previous_member_epoch = member.member_epoch
                member.member_epoch = self.assignment_epoch
            member.assigned = _union(keep, free)
            for topic, parts in free.items():
                for partition in parts:
                    member.assignment_epochs[(topic, partition)] = member.member_epoch
            unreleased = _minus(wanted, free)
            member.state = MemberState.UNRELEASED_PARTITIONS if unreleased else MemberState.STABLE

    # ------------------------------------------------------------------ commits

    def validate_offset_commit(
        self, member_id: str, member_epoch: int, partitions: Iterable[tuple[str, int]] = ()
    ) -> ErrorCode:
        """KIP-848 commits carry the member epoch instead of a generation.

        Kafka 4.3's rule (KIP-1251): a commit is accepted when, for every partition in it, the
        epoch in which the member was given the partition <= the epoch in the request <= the
        member's current epoch. So a member that has moved to a new epoch by a heartbeat can
        still commit, with the epoch it fetched under, the partitions it kept; a partition it
        does not own, or was given after that epoch, answers STALE_MEMBER_EPOCH.
        """
        if self.dead:
            return ErrorCode.COORDINATOR_NOT_AVAILABLE
        if member_id == "" and member_epoch < 0:
            return ErrorCode.NONE if not self.members else ErrorCode.UNKNOWN_MEMBER_ID
        member = self.members.get(member_id)
        if member is None:
            return ErrorCode.UNKNOWN_MEMBER_ID
        if member_epoch > member.member_epoch:
            return ErrorCode.FENCED_MEMBER_EPOCH
        if member_epoch == member.member_epoch:
            return ErrorCode.NONE
        wanted = list(partitions)
        if not wanted:
            return ErrorCode.STALE_MEMBER_EPOCH
        for tp in wanted:
            given = member.assignment_epochs.get(tp)
            if given is None or given > member_epoch:
                return ErrorCode.STALE_MEMBER_EPOCH
        return ErrorCode.NONE

    # ------------------------------------------------------------------ timers

    def poll(self, topics: Mapping[str, int], now: float) -> None:
        """Expire sessions and members that did not revoke within their rebalance timeout."""
        for member in list(self.members.values()):
            if member.last_seen + self.settings.consumer_session_timeout_ms <= now:
                self._remove(member, "expired: no heartbeat within the session timeout")
            elif member.revoke_deadline is not None and member.revoke_deadline <= now:
                self._remove(member, "did not revoke its partitions within the rebalance timeout")
        self._refresh_target(topics, now)

    def count_assigned(self) -> int:
        return sum(_count(m.assigned) for m in self.members.values())

    def _record(self, text: str, level: int = logging.DEBUG) -> None:
        self.events.append(text)
        del self.events[:-200]
        log.log(level, "consumer group %s: %s", self.group_id, text)
