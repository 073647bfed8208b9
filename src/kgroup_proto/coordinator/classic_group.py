"""The classic group state machine (JoinGroup/SyncGroup/Heartbeat/LeaveGroup), without sockets.

States and transitions are Kafka's: Empty -> PreparingRebalance -> CompletingRebalance -> Stable,
back to PreparingRebalance when members come, go or change, and Dead once deleted. Time is passed
in (``now`` in milliseconds) and deferred answers go to callbacks, so that tests can drive every
timer by hand; the broker calls :meth:`ClassicGroup.poll` when :meth:`next_deadline` is due.
"""

from __future__ import annotations

import enum
import logging
import uuid
from collections import Counter
from collections.abc import Callable

import attrs

from kgroup_proto.coordinator.config import GroupSettings
from kgroup_proto.error_codes import ErrorCode

log = logging.getLogger("kgroup_proto.coordinator.classic")


class GroupState(enum.Enum):
    EMPTY = "Empty"
    PREPARING_REBALANCE = "PreparingRebalance"
    COMPLETING_REBALANCE = "CompletingRebalance"
    STABLE = "Stable"
    DEAD = "Dead"


@attrs.frozen
class MemberInfo:
    """What a leader learns about each member: its id, static instance and protocol metadata."""

    member_id: str
    instance_id: str | None
    metadata: bytes


@attrs.frozen
class JoinResult:
    error: ErrorCode
    member_id: str = ""
    generation_id: int = -1
    protocol_type: str | None = None
    protocol_name: str | None = None
    leader_id: str = ""
    skip_assignment: bool = False
    members: tuple[MemberInfo, ...] = ()


@attrs.frozen
class SyncResult:
    error: ErrorCode
    protocol_type: str | None = None
    protocol_name: str | None = None
    assignment: bytes = b""


JoinCallback = Callable[[JoinResult], None]
SyncCallback = Callable[[SyncResult], None]


@attrs.frozen
class JoinRequest:
    """The parts of a JoinGroup request the state machine needs, version already applied."""

    member_id: str
    instance_id: str | None
    protocol_type: str
    protocols: tuple[tuple[str, bytes], ...]
    session_timeout_ms: int
    rebalance_timeout_ms: int
    client_id: str = ""
    client_host: str = ""
    reason: str | None = None
    #: v4+: a new dynamic member must rejoin with the id it is given (KIP-394).
    require_known_member_id: bool = True
    #: v9+: a static leader rejoining a stable group may skip the assignment (KIP-814).
    supports_skip_assignment: bool = False


@attrs.define
class Member:
    member_id: str
    instance_id: str | None
    client_id: str
    client_host: str
    session_timeout_ms: int
    rebalance_timeout_ms: int
    protocol_type: str
    protocols: tuple[tuple[str, bytes], ...]
    last_seen: float
    assignment: bytes = b""
    join_callback: JoinCallback | None = None
    sync_callback: SyncCallback | None = None

    def metadata(self, protocol: str) -> bytes:
        for name, data in self.protocols:
            if name == protocol:
                return data
        return b""

    def protocol_names(self) -> list[str]:
        return [name for name, _ in self.protocols]

    def vote(self, candidates: set[str]) -> str:
        """The member's most preferred protocol among those every member supports."""
        return next(name for name in self.protocol_names() if name in candidates)


@attrs.frozen
class GroupEvent:
    """One line of the group's history: rebalances, joins and leaves with their reasons."""

    at: float
    generation_id: int
    text: str


def _fail_join(error: ErrorCode) -> JoinResult:
    return JoinResult(error=error)


class ClassicGroup:
    """One classic group. Every method takes ``now`` (ms) and never blocks."""

    def __init__(self, group_id: str, settings: GroupSettings, now: float) -> None:
        self.group_id = group_id
        self.settings = settings
        self.state = GroupState.EMPTY
        self.generation_id = 0
        self.protocol_type: str | None = None
        self.protocol_name: str | None = None
        self.leader_id: str | None = None
        self.members: dict[str, Member] = {}
        self.static_members: dict[str, str] = {}  # instance id -> member id
        self.pending_members: dict[str, float] = {}  # KIP-394 member id -> expiry
        self.pending_sync: set[str] = set()
        self.events: list[GroupEvent] = []
        self.created = now
        self._join_deadline: float | None = None
        self._initial_join = False
        self._initial_remaining = 0.0
        self._new_member_added = False
        self._sync_deadline: float | None = None

    # ------------------------------------------------------------------ queries

    def is_empty(self) -> bool:
        return not self.members

    def has_member(self, member_id: str) -> bool:
        return member_id in self.members

    def rebalance_timeout_ms(self) -> int:
        return max((m.rebalance_timeout_ms for m in self.members.values()), default=0)

    def candidate_protocols(self) -> set[str]:
        """Protocols every current member supports."""
        sets = [set(m.protocol_names()) for m in self.members.values()]
        return set.intersection(*sets) if sets else set()

    def select_protocol(self) -> str:
        """Each member votes for its first choice among the candidates; most votes wins."""
        candidates = self.candidate_protocols()
        votes = Counter(m.vote(candidates) for m in self.members.values())
        first_member = next(iter(self.members.values()))
        best = max(votes.values())
        # Ties go to the earliest member's preference order, so the choice is deterministic.
        return next(n for n in first_member.protocol_names() if votes.get(n) == best)

    def subscribed_protocol_metadata(self) -> list[bytes]:
        """Each member's metadata for the selected protocol (consumer subscriptions)."""
        if self.protocol_name is None:
            return []
        return [m.metadata(self.protocol_name) for m in self.members.values()]

    def next_deadline(self) -> float | None:
        """The earliest time :meth:`poll` has work to do, or None."""
        times: list[float] = list(self.pending_members.values())
        for member in self.members.values():
            if member.join_callback is None and member.member_id not in self.pending_sync:
                times.append(member.last_seen + member.session_timeout_ms)
        if self._join_deadline is not None:
            times.append(self._join_deadline)
        if self._sync_deadline is not None:
            times.append(self._sync_deadline)
        return min(times, default=None)

    # ------------------------------------------------------------------ JoinGroup

    def join(self, request: JoinRequest, now: float, reply: JoinCallback) -> None:
        """Handle a JoinGroup; ``reply`` is called now or when the rebalance completes."""
        error = self._validate_join(request)
        if error is not ErrorCode.NONE:
            reply(_fail_join(error))
            return
        if request.instance_id is not None:
            self._join_static(request, now, reply)
        elif request.member_id == "":
            new_id = f"{request.client_id}-{uuid.uuid4()}"
            if request.require_known_member_id:
                self.pending_members[new_id] = now + request.session_timeout_ms
                reply(JoinResult(ErrorCode.MEMBER_ID_REQUIRED, member_id=new_id))
            else:
                self._add_member_and_rebalance(request, new_id, now, reply)
        elif request.member_id in self.pending_members:
            del self.pending_members[request.member_id]
            self._add_member_and_rebalance(request, request.member_id, now, reply)
        elif request.member_id not in self.members:
            reply(_fail_join(ErrorCode.UNKNOWN_MEMBER_ID))
        else:
            self._join_existing(self.members[request.member_id], request, now, reply)

    def _validate_join(self, request: JoinRequest) -> ErrorCode:
        if self.state is GroupState.DEAD:
            return ErrorCode.COORDINATOR_NOT_AVAILABLE
        settings = self.settings
        if not (
            settings.min_session_timeout_ms
            <= request.session_timeout_ms
            <= settings.max_session_timeout_ms
        ):
            return ErrorCode.INVALID_SESSION_TIMEOUT
        if not self._supports_protocols(request):
            return ErrorCode.INCONSISTENT_GROUP_PROTOCOL
        if request.instance_id is None:
            is_new = request.member_id == "" or request.member_id in self.pending_members
        else:
            is_new = request.instance_id not in self.static_members
        if is_new and len(self.members) >= settings.max_size:
            return ErrorCode.GROUP_MAX_SIZE_REACHED
        return ErrorCode.NONE

    def _supports_protocols(self, request: JoinRequest) -> bool:
        names = {name for name, _ in request.protocols}
        if not request.protocol_type or not names:
            return False
        if self.state is GroupState.EMPTY and not self.members:
            return True
        if request.protocol_type != self.protocol_type:
            return False
        others = [
            set(m.protocol_names())
            for m in self.members.values()
            if m.member_id != request.member_id
        ]
        common = set.intersection(*others) if others else names
        return bool(common & names)

    def _join_static(self, request: JoinRequest, now: float, reply: JoinCallback) -> None:
        instance_id = request.instance_id
        assert instance_id is not None
        known = self.static_members.get(instance_id)
        if request.member_id == "":
            new_id = f"{instance_id}-{uuid.uuid4()}"
            if known is None:
                self._add_member_and_rebalance(request, new_id, now, reply)
            else:
                self._replace_static_member(known, new_id, request, now, reply)
        elif known is None:
            reply(_fail_join(ErrorCode.UNKNOWN_MEMBER_ID))
        elif known != request.member_id:
            self._record(now, f"fenced join of {request.member_id}: instance {instance_id}")
            reply(_fail_join(ErrorCode.FENCED_INSTANCE_ID))
        else:
            self._join_existing(self.members[known], request, now, reply)

    def _new_member(self, request: JoinRequest, member_id: str, now: float) -> Member:
        return Member(
            member_id=member_id,
            instance_id=request.instance_id,
            client_id=request.client_id,
            client_host=request.client_host,
            session_timeout_ms=request.session_timeout_ms,
            rebalance_timeout_ms=request.rebalance_timeout_ms,
            protocol_type=request.protocol_type,
            protocols=request.protocols,
            last_seen=now,
        )

    def _add_member_and_rebalance(
        self, request: JoinRequest, member_id: str, now: float, reply: JoinCallback
    ) -> None:
        member = self._new_member(request, member_id, now)
        member.join_callback = reply
        if not self.members:
            self.protocol_type = request.protocol_type
        self.members[member_id] = member
        if request.instance_id is not None:
            self.static_members[request.instance_id] = member_id
        if self.leader_id is None:
            self.leader_id = member_id
        self._new_member_added = True
        self._prepare_or_check(now, f"adding new member {member_id}", request.reason)

    def _join_existing(
        self, member: Member, request: JoinRequest, now: float, reply: JoinCallback
    ) -> None:
        member.last_seen = now
        changed = member.protocols != request.protocols
        if self.state is GroupState.PREPARING_REBALANCE:
            self._update_member(member, request, reply)
            self._maybe_complete_join(now)
        elif self.state is GroupState.COMPLETING_REBALANCE:
            if changed:
                self._update_member(member, request, reply)
                self._prepare_rebalance(
                    now, f"updating metadata for member {member.member_id}", request.reason
                )
            else:
                reply(self._join_result_for(member))
        elif self.state is GroupState.STABLE:
            if member.member_id == self.leader_id or changed:
                self._update_member(member, request, reply)
                self._prepare_rebalance(
                    now,
                    f"{'leader' if not changed else 'member'} {member.member_id} re-joining",
                    request.reason,
                )
            else:
                reply(self._join_result_for(member, include_members=False))
        else:  # Empty with members cannot happen; Dead is rejected earlier.
            reply(_fail_join(ErrorCode.UNKNOWN_MEMBER_ID))

    def _update_member(self, member: Member, request: JoinRequest, reply: JoinCallback) -> None:
        if member.join_callback is not None and member.join_callback is not reply:
            member.join_callback(_fail_join(ErrorCode.REBALANCE_IN_PROGRESS))
        member.protocols = request.protocols
        member.session_timeout_ms = request.session_timeout_ms
        member.rebalance_timeout_ms = request.rebalance_timeout_ms
        member.client_id = request.client_id or member.client_id
        member.client_host = request.client_host or member.client_host
        member.join_callback = reply

    def _replace_static_member(
        self, old_id: str, new_id: str, request: JoinRequest, now: float, reply: JoinCallback
    ) -> None:
        """A static member restarted: it takes its old place, without a rebalance if it can."""
        old = self.members.pop(old_id)
        if old.join_callback is not None:
            old.join_callback(_fail_join(ErrorCode.FENCED_INSTANCE_ID))
        if old.sync_callback is not None:
            old.sync_callback(SyncResult(ErrorCode.FENCED_INSTANCE_ID))
        was_leader = self.leader_id == old_id
        old_protocols = old.protocols
        member = attrs.evolve(old, member_id=new_id, join_callback=None, sync_callback=None)
        member.last_seen = now
        self.members[new_id] = member
        self.static_members[request.instance_id or ""] = new_id
        if was_leader:
            self.leader_id = new_id
        if old_id in self.pending_sync:
            self.pending_sync.discard(old_id)
            self.pending_sync.add(new_id)
        self._record(
            now,
            f"static member {request.instance_id} rejoined: {old_id} -> {new_id}",
            request.reason,
        )
        if self.state is GroupState.STABLE:
            member.protocols = request.protocols
            if self.protocol_name is not None and self.select_protocol() == self.protocol_name:
                # Same protocol for the next generation: hand back the current one, no rebalance.
                # A rejoining leader that can skip the assignment (v9+) is told it leads; an
                # older one is given its old id as leader, so it does not assign again.
                leader = was_leader and request.supports_skip_assignment
                leader_id = self.leader_id or ""
                if was_leader:
                    leader_id = new_id if leader else old_id
                reply(
                    JoinResult(
                        ErrorCode.NONE,
                        member_id=new_id,
                        generation_id=self.generation_id,
                        protocol_type=self.protocol_type,
                        protocol_name=self.protocol_name,
                        leader_id=leader_id,
                        skip_assignment=leader,
                        members=self._member_infos() if leader else (),
                    )
                )
                return
            member.protocols = old_protocols
            self._update_member(member, request, reply)
            self._prepare_rebalance(
                now, f"static member {new_id} changed the selected protocol", request.reason
            )
        elif self.state is GroupState.COMPLETING_REBALANCE:
            self._update_member(member, request, reply)
            self._prepare_rebalance(
                now, f"updating metadata for static member {new_id}", request.reason
            )
        else:  # PreparingRebalance: it simply joins the rebalance under way.
            self._update_member(member, request, reply)
            self._maybe_complete_join(now)

    # ------------------------------------------------------------------ rebalancing

    def _prepare_or_check(self, now: float, why: str, reason: str | None) -> None:
        if self.state is GroupState.PREPARING_REBALANCE:
            self._record(now, why, reason)
            self._maybe_complete_join(now)
        else:
            self._prepare_rebalance(now, why, reason)

    def _prepare_rebalance(self, now: float, why: str, reason: str | None) -> None:
        """Move to PreparingRebalance; from Empty with Kafka's initial delay for more members."""
        if self.state is GroupState.COMPLETING_REBALANCE:
            self._fail_pending_syncs(ErrorCode.REBALANCE_IN_PROGRESS)
            for member in self.members.values():
                member.assignment = b""
        self._sync_deadline = None
        self.pending_sync.clear()
        initial = self.state is GroupState.EMPTY
        self._record(
            now,
            f"preparing to rebalance in state {self.state.value} with old generation "
            f"{self.generation_id} ({why})",
            reason,
            level=logging.INFO,
        )
        self.state = GroupState.PREPARING_REBALANCE
        timeout = self.rebalance_timeout_ms()
        if initial:
            delay = min(self.settings.initial_rebalance_delay_ms, timeout)
            self._initial_join = True
            self._initial_remaining = max(timeout - delay, 0)
            self._new_member_added = False
            self._join_deadline = now + delay
        else:
            self._initial_join = False
            self._join_deadline = now + timeout
            self._maybe_complete_join(now)

    def _all_joined(self) -> bool:
        return not self.pending_members and all(
            m.join_callback is not None for m in self.members.values()
        )

    def _maybe_complete_join(self, now: float) -> None:
        if self.state is not GroupState.PREPARING_REBALANCE or self._initial_join:
            return
        if self._all_joined():
            self._complete_join(now)

    def _complete_join(self, now: float) -> None:
        self._join_deadline = None
        self._initial_join = False
        for member in list(self.members.values()):
            if member.join_callback is None and member.instance_id is None:
                self._remove_member(member, now, "did not rejoin in time", rebalance=False)
        self.generation_id += 1
        if not self.members:
            self.state = GroupState.EMPTY
            self.protocol_name = None
            self.leader_id = None
            self._record(now, f"generation {self.generation_id} is empty")
            return
        self.protocol_name = self.select_protocol()
        self.state = GroupState.COMPLETING_REBALANCE
        if self.leader_id not in self.members:
            joined = [m for m in self.members.values() if m.join_callback is not None]
            self.leader_id = (joined or list(self.members.values()))[0].member_id
        self._record(
            now,
            f"stabilized generation {self.generation_id} with protocol {self.protocol_name} "
            f"and {len(self.members)} member(s); leader {self.leader_id}",
            level=logging.INFO,
        )
        self.pending_sync = set(self.members)
        self._sync_deadline = now + self.rebalance_timeout_ms()
        for member in list(self.members.values()):
            callback, member.join_callback = member.join_callback, None
            member.last_seen = now
            if callback is not None:
                callback(self._join_result_for(member))

    def _member_infos(self) -> tuple[MemberInfo, ...]:
        protocol = self.protocol_name or ""
        return tuple(
            MemberInfo(m.member_id, m.instance_id, m.metadata(protocol))
            for m in self.members.values()
        )

    def _join_result_for(self, member: Member, include_members: bool = True) -> JoinResult:
        leader = member.member_id == self.leader_id
        return JoinResult(
            ErrorCode.NONE,
            member_id=member.member_id,
            generation_id=self.generation_id,
            protocol_type=self.protocol_type,
            protocol_name=self.protocol_name,
            leader_id=self.leader_id or "",
            members=self._member_infos() if leader and include_members else (),
        )

    # ------------------------------------------------------------------ SyncGroup

    def sync(
        self,
        member_id: str,
        instance_id: str | None,
        generation_id: int,
        protocol_type: str | None,
        protocol_name: str | None,
        assignments: dict[str, bytes],
        now: float,
        reply: SyncCallback,
    ) -> None:
        """Handle a SyncGroup; the leader's assignment answers every waiting member."""
        error = self._validate_member(member_id, instance_id, generation_id)
        if error is ErrorCode.NONE and (
            (protocol_type is not None and protocol_type != self.protocol_type)
            or (protocol_name is not None and protocol_name != self.protocol_name)
        ):
            error = ErrorCode.INCONSISTENT_GROUP_PROTOCOL
        if error is not ErrorCode.NONE:
            reply(SyncResult(error))
            return
        member = self.members[member_id]
        member.last_seen = now
        if self.state is GroupState.PREPARING_REBALANCE:
            reply(SyncResult(ErrorCode.REBALANCE_IN_PROGRESS))
        elif self.state is GroupState.STABLE:
            self.pending_sync.discard(member_id)
            reply(self._sync_result(member))
        else:  # CompletingRebalance
            member.sync_callback = reply
            self.pending_sync.discard(member_id)
            if member_id == self.leader_id:
                for other in self.members.values():
                    other.assignment = assignments.get(other.member_id, b"")
                self.state = GroupState.STABLE
                self._record(now, f"assignment received from leader {member_id}")
                for other in self.members.values():
                    callback, other.sync_callback = other.sync_callback, None
                    if callback is not None:
                        callback(self._sync_result(other))
            if not self.pending_sync:
                self._sync_deadline = None

    def _sync_result(self, member: Member) -> SyncResult:
        return SyncResult(
            ErrorCode.NONE,
            protocol_type=self.protocol_type,
            protocol_name=self.protocol_name,
            assignment=member.assignment,
        )

    def _fail_pending_syncs(self, error: ErrorCode) -> None:
        for member in self.members.values():
            callback, member.sync_callback = member.sync_callback, None
            if callback is not None:
                callback(SyncResult(error))

    def _validate_member(
        self, member_id: str, instance_id: str | None, generation_id: int | None
    ) -> ErrorCode:
        """Kafka's checks, in Kafka's order: dead, unknown member, fenced instance, generation."""
        if self.state is GroupState.DEAD:
            return ErrorCode.COORDINATOR_NOT_AVAILABLE
        if instance_id is not None:
            known = self.static_members.get(instance_id)
            if known is not None and known != member_id:
                return ErrorCode.FENCED_INSTANCE_ID
        if member_id not in self.members:
            return ErrorCode.UNKNOWN_MEMBER_ID
        if generation_id is not None and generation_id != self.generation_id:
            return ErrorCode.ILLEGAL_GENERATION
        return ErrorCode.NONE

    # ------------------------------------------------------------------ Heartbeat

    def heartbeat(
        self, member_id: str, instance_id: str | None, generation_id: int, now: float
    ) -> ErrorCode:
        if self.state is GroupState.EMPTY:
            return ErrorCode.UNKNOWN_MEMBER_ID
        error = self._validate_member(member_id, instance_id, generation_id)
        if error is not ErrorCode.NONE:
            return error
        self.members[member_id].last_seen = now
        if self.state is GroupState.PREPARING_REBALANCE:
            return ErrorCode.REBALANCE_IN_PROGRESS
        return ErrorCode.NONE

    # ------------------------------------------------------------------ LeaveGroup

    def leave(
        self, member_id: str, instance_id: str | None, reason: str | None, now: float
    ) -> ErrorCode:
        """Remove one member (by member id, or by instance id for static members)."""
        if self.state is GroupState.DEAD:
            return ErrorCode.COORDINATOR_NOT_AVAILABLE
        if instance_id is not None:
            known = self.static_members.get(instance_id)
            if known is None:
                return ErrorCode.UNKNOWN_MEMBER_ID
            if member_id and member_id != known:
                return ErrorCode.FENCED_INSTANCE_ID
            member_id = known
        if member_id in self.pending_members:
            del self.pending_members[member_id]
            self._record(now, f"pending member {member_id} left", reason)
            self._maybe_complete_join(now)
            return ErrorCode.NONE
        member = self.members.get(member_id)
        if member is None:
            return ErrorCode.UNKNOWN_MEMBER_ID
        self._remove_member(member, now, "left the group (LeaveGroup)", reason=reason)
        return ErrorCode.NONE

    def _remove_member(
        self,
        member: Member,
        now: float,
        why: str,
        reason: str | None = None,
        rebalance: bool = True,
    ) -> None:
        del self.members[member.member_id]
        if member.instance_id is not None:
            self.static_members.pop(member.instance_id, None)
        self.pending_sync.discard(member.member_id)
        if member.join_callback is not None:
            member.join_callback(_fail_join(ErrorCode.UNKNOWN_MEMBER_ID))
        if member.sync_callback is not None:
            member.sync_callback(SyncResult(ErrorCode.UNKNOWN_MEMBER_ID))
        if self.leader_id == member.member_id:
            self.leader_id = next(iter(self.members), None)
        text = f"member {member.member_id} {why}"
        if not rebalance:
            self._record(now, text, reason)
        elif self.state in (GroupState.STABLE, GroupState.COMPLETING_REBALANCE):
            self._prepare_rebalance(now, f"removing {text}", reason)
        elif self.state is GroupState.PREPARING_REBALANCE:
            self._record(now, text, reason)
            self._maybe_complete_join(now)
        else:
            self._record(now, text, reason)

    # ------------------------------------------------------------------ OffsetCommit

    def validate_offset_commit(
        self, member_id: str, instance_id: str | None, generation_id: int
    ) -> ErrorCode:
        """May this (member, generation) commit offsets? Kafka's rules for classic groups."""
        if self.state is GroupState.DEAD:
            return ErrorCode.COORDINATOR_NOT_AVAILABLE
        if generation_id < 0 and self.state is GroupState.EMPTY:
            return ErrorCode.NONE  # a group that only stores offsets
        if generation_id < 0 and member_id == "" and instance_id is None:
            return ErrorCode.UNKNOWN_MEMBER_ID
        if self.state is GroupState.COMPLETING_REBALANCE:
            return ErrorCode.REBALANCE_IN_PROGRESS
        return self._validate_member(member_id, instance_id, generation_id)

    def touch(self, member_id: str, now: float) -> None:
        """A successful commit also counts as a sign of life, as in Kafka."""
        member = self.members.get(member_id)
        if member is not None:
            member.last_seen = now

    # ------------------------------------------------------------------ timers

    def poll(self, now: float) -> None:
        """Run every timer that is due: pending ids, sessions, join and sync deadlines."""
        for member_id, expiry in list(self.pending_members.items()):
            if expiry <= now:
                del self.pending_members[member_id]
                self._record(now, f"pending member {member_id} expired")
                self._maybe_complete_join(now)
        for member in list(self.members.values()):
            if member.member_id not in self.members:
                continue
            waiting = member.join_callback is not None or member.member_id in self.pending_sync
            if not waiting and member.last_seen + member.session_timeout_ms <= now:
                self._remove_member(
                    member,
                    now,
                    f"expired: no heartbeat within the session timeout "
                    f"({member.session_timeout_ms} ms)",
                )
        if self._join_deadline is not None and self._join_deadline <= now:
            self._on_join_deadline(now)
        if self._sync_deadline is not None and self._sync_deadline <= now:
            self._sync_deadline = None
            late = [self.members[m] for m in self.pending_sync if m in self.members]
            self.pending_sync.clear()
            for member in late:
                self._remove_member(member, now, "did not sync within the rebalance timeout")

    def _on_join_deadline(self, now: float) -> None:
        if self._initial_join and self._new_member_added and self._initial_remaining > 0:
            step = min(self.settings.initial_rebalance_delay_ms, self._initial_remaining)
            self._initial_remaining -= step
            self._new_member_added = False
            self._join_deadline = now + step
            return
        self._complete_join(now)

    def mark_dead(self, now: float) -> None:
        """The group is deleted: answer every waiting request and refuse all further ones."""
        for member in self.members.values():
            if member.join_callback is not None:
                member.join_callback(_fail_join(ErrorCode.COORDINATOR_NOT_AVAILABLE))
                member.join_callback = None
        self._fail_pending_syncs(ErrorCode.COORDINATOR_NOT_AVAILABLE)
        self.state = GroupState.DEAD
        self._join_deadline = self._sync_deadline = None
        self.pending_members.clear()
        self._record(now, "group deleted")

    # ------------------------------------------------------------------ history

    def _record(
        self, now: float, text: str, reason: str | None = None, level: int = logging.DEBUG
    ) -> None:
        if reason:
            text = f"{text}; client reason: {reason}"
        self.events.append(GroupEvent(now, self.generation_id, text))
        del self.events[:-200]
        log.log(level, "group %s: %s", self.group_id, text)
