"""KIP-932 share groups: ShareGroupHeartbeat with server-side assignment, without sockets.

A share group is a KIP-848 group without revocation: its partitions are not owned but shared
(records are handed out one by one by the share-partition leader), so a partition may have
several members and a member moves to a new target at once. The rules are Kafka's:

- a member joins with epoch 0 and a non-empty SubscribedTopicNames and leaves with -1; any
  other negative epoch is refused (INVALID_REQUEST);
- the group epoch moves when a member joins, leaves, expires or changes its subscription, and
  when the subscribed topics' partition counts change (a topic created or grown);
- the target assignment is recomputed by the ``simple`` assignor
  (:class:`~kgroup_proto.coordinator.assignors.ShareSimpleAssignor`) once per group epoch, and
  a member heartbeating behind it moves to the target epoch with its target partitions;
- a member sending an epoch other than its current or previous one is fenced
  (FENCED_MEMBER_EPOCH), an unknown member answers UNKNOWN_MEMBER_ID;
- a member that does not heartbeat within the session timeout is removed;
- the group is Empty without members and Stable with them (Kafka's two live share states).
"""

from __future__ import annotations

import logging
from collections.abc import Mapping

import attrs

from kgroup_proto.coordinator.assignors import SHARE_ASSIGNOR, Assignment
from kgroup_proto.coordinator.config import GroupSettings
from kgroup_proto.error_codes import ErrorCode

log = logging.getLogger("kgroup_proto.coordinator.share")

JOIN_EPOCH = 0
LEAVE_EPOCH = -1

#: topic name -> partitions
Partitions = dict[str, set[int]]


@attrs.define
class ShareGroupMember:
    member_id: str
    rack_id: str | None
    client_id: str
    client_host: str
    subscribed_topic_names: list[str]
    last_seen: float
    member_epoch: int = 0
    previous_member_epoch: int = -1
    assigned: Partitions = attrs.field(factory=dict)

    def subscribed(self, topics: Mapping[str, int]) -> frozenset[str]:
        """Topic names this member subscribes to among those that exist."""
        return frozenset(t for t in self.subscribed_topic_names if t in topics)


@attrs.frozen
class ShareHeartbeat:
    """The fields of a ShareGroupHeartbeat request (None: unchanged since the last one)."""

    member_id: str
    member_epoch: int
    rack_id: str | None = None
    subscribed_topic_names: tuple[str, ...] | None = None
    client_id: str = ""
    client_host: str = ""


@attrs.frozen
class ShareHeartbeatResult:
    error: ErrorCode
    error_message: str | None = None
    member_id: str | None = None
    member_epoch: int = 0
    heartbeat_interval_ms: int = 0
    #: the member's assignment by topic name, when it is to be sent
    assignment: Partitions | None = None


def validate(request: ShareHeartbeat) -> str | None:
    """Why Kafka refuses the request as invalid (INVALID_REQUEST), or None."""
    if request.rack_id == "":
        return "RackId can't be empty."
    if request.member_id == "":
        return "MemberId can't be empty."
    if request.member_epoch == JOIN_EPOCH:
        if not request.subscribed_topic_names:
            return "SubscribedTopicNames must be set in first request."
    elif request.member_epoch < 0 and request.member_epoch != LEAVE_EPOCH:
        return "MemberEpoch is invalid."
    return None


class ShareGroup:
    """One KIP-932 group. Every method takes ``now`` (ms) and never blocks."""

    def __init__(self, group_id: str, settings: GroupSettings) -> None:
        self.group_id = group_id
        self.settings = settings
        self.group_epoch = 0
        self.assignment_epoch = 0
        self.members: dict[str, ShareGroupMember] = {}
        self.target: Assignment = {}
        self.assignor_name = SHARE_ASSIGNOR.name
        #: subscribed topic -> partition count when the target was last computed
        self.subscribed_metadata: dict[str, int] = {}
        self.dead = False
        self.events: list[str] = []

    # ------------------------------------------------------------------ queries

    def state(self) -> str:
        """Kafka's share group states: Empty or Stable (Dead once deleted)."""
        if self.dead:
            return "Dead"
        return "Stable" if self.members else "Empty"

    def subscribed_topics(self, topics: Mapping[str, int]) -> set[str]:
        found: set[str] = set()
        for member in self.members.values():
            found |= member.subscribed(topics)
        return found

    def next_deadline(self) -> float | None:
        return min(
            (m.last_seen + self.settings.share_session_timeout_ms for m in self.members.values()),
            default=None,
        )

    # ------------------------------------------------------------------ heartbeat

    def heartbeat(
        self, request: ShareHeartbeat, topics: Mapping[str, int], now: float
    ) -> ShareHeartbeatResult:
        """One ShareGroupHeartbeat: join, leave, or heartbeat and move to the target."""
        problem = validate(request)
        if problem is not None:
            return ShareHeartbeatResult(ErrorCode.INVALID_REQUEST, problem)
        if request.member_epoch == LEAVE_EPOCH:
            return self._leave(request, topics, now)
        member = self.members.get(request.member_id)
        if request.member_epoch == JOIN_EPOCH:
            if member is None:
                if len(self.members) >= self.settings.max_size:
                    return ShareHeartbeatResult(
                        ErrorCode.GROUP_MAX_SIZE_REACHED, "the group is full"
                    )
                member = ShareGroupMember(
                    member_id=request.member_id,
                    rack_id=request.rack_id,
                    client_id=request.client_id,
                    client_host=request.client_host,
                    subscribed_topic_names=list(request.subscribed_topic_names or ()),
                    last_seen=now,
                )
                self.members[member.member_id] = member
                self._bump(f"member {member.member_id} joined")
            else:
                self._record(f"member {member.member_id} rejoined with epoch 0")
                self._update(member, request, topics)
        elif member is None:
            return ShareHeartbeatResult(
                ErrorCode.UNKNOWN_MEMBER_ID, f"member {request.member_id} is not in the group"
            )
        elif request.member_epoch not in (member.member_epoch, member.previous_member_epoch):
            self._record(
                f"fenced member {member.member_id}: epoch {request.member_epoch}, "
                f"expected {member.member_epoch}"
            )
            return ShareHeartbeatResult(
                ErrorCode.FENCED_MEMBER_EPOCH,
                f"member epoch {request.member_epoch} does not match {member.member_epoch}",
            )
        else:
            self._update(member, request, topics)
        member.client_id, member.client_host = request.client_id, request.client_host
        member.last_seen = now
        before = {t: set(p) for t, p in member.assigned.items()}
        self._refresh_target(topics)
        self._reconcile(member)
        send = request.member_epoch == JOIN_EPOCH or before != member.assigned
        return ShareHeartbeatResult(
            ErrorCode.NONE,
            member_id=member.member_id,
            member_epoch=member.member_epoch,
            heartbeat_interval_ms=self.settings.share_heartbeat_interval_ms,
            assignment={t: set(p) for t, p in member.assigned.items()} if send else None,
        )

    def _update(
        self, member: ShareGroupMember, request: ShareHeartbeat, topics: Mapping[str, int]
    ) -> None:
        if request.rack_id is not None:
            member.rack_id = request.rack_id
        if request.subscribed_topic_names is not None:
            before = member.subscribed_topic_names
            member.subscribed_topic_names = list(request.subscribed_topic_names)
            if sorted(before) != sorted(member.subscribed_topic_names):
                self._bump(f"member {member.member_id} changed its subscription")
        del topics

    def _leave(
        self, request: ShareHeartbeat, topics: Mapping[str, int], now: float
    ) -> ShareHeartbeatResult:
        member = self.members.get(request.member_id)
        if member is None:
            return ShareHeartbeatResult(
                ErrorCode.UNKNOWN_MEMBER_ID, f"member {request.member_id} is not in the group"
            )
        self._remove(member, "left the group")
        self._refresh_target(topics)
        del now
        return ShareHeartbeatResult(
            ErrorCode.NONE,
            member_id=member.member_id,
            member_epoch=LEAVE_EPOCH,
            heartbeat_interval_ms=0,
        )

    def _remove(self, member: ShareGroupMember, why: str) -> None:
        del self.members[member.member_id]
        self.target.pop(member.member_id, None)
        self._bump(f"member {member.member_id} {why}")

    def _bump(self, why: str) -> None:
        self.group_epoch += 1
        self._record(f"group epoch {self.group_epoch}: {why}", level=logging.INFO)

    # ------------------------------------------------------------------ assignment

    def _refresh_target(self, topics: Mapping[str, int]) -> None:
        """Recompute the target once for each new group epoch; new metadata is a new epoch."""
        current = {t: topics[t] for t in self.subscribed_topics(topics)}
        if self.assignment_epoch >= self.group_epoch:
            if current == self.subscribed_metadata:
                return
            self._bump("the subscribed topics' metadata changed")
        subscriptions = {m.member_id: m.subscribed(topics) for m in self.members.values()}
        self.target = SHARE_ASSIGNOR.assign(subscriptions, topics, self.target)
        self.subscribed_metadata = current
        self.assignment_epoch = self.group_epoch
        self._record(f"target assignment for epoch {self.assignment_epoch}")

    def _reconcile(self, member: ShareGroupMember) -> None:
        """Nothing is revoked in a share group: the member takes its target at once."""
        if member.member_epoch != self.assignment_epoch:
            member.previous_member_epoch = member.member_epoch
            member.member_epoch = self.assignment_epoch
        target = self.target.get(member.member_id, {})
        member.assigned = {t: set(p) for t, p in target.items() if p}

    # ------------------------------------------------------------------ timers

    def poll(self, topics: Mapping[str, int], now: float) -> None:
        """Expire members whose session ran out."""
        for member in list(self.members.values()):
            if member.last_seen + self.settings.share_session_timeout_ms <= now:
                self._remove(member, "expired: no heartbeat within the session timeout")
        self._refresh_target(topics)

    def _record(self, text: str, level: int = logging.DEBUG) -> None:
        self.events.append(text)
        del self.events[:-200]
        log.log(level, "share group %s: %s", self.group_id, text)
