"""The classic group state machine, driven by hand: no sockets, time passed in explicitly."""

from __future__ import annotations

import pytest

from kgroup_proto.coordinator.classic_group import (
    ClassicGroup,
    GroupState,
    JoinRequest,
    JoinResult,
    SyncResult,
)
from kgroup_proto.coordinator.config import GroupSettings
from kgroup_proto.error_codes import ErrorCode

SETTINGS = GroupSettings(initial_rebalance_delay_ms=3000, min_session_timeout_ms=1000)
SESSION = 10_000
REBALANCE = 30_000
#: When :func:`stable_group` is done: members joining together extend the initial delay once.
T = 6001


class Replies:
    """Collects the answers a callback receives."""

    def __init__(self) -> None:
        self.joins: list[JoinResult] = []
        self.syncs: list[SyncResult] = []

    def join(self, result: JoinResult) -> None:
        self.joins.append(result)

    def sync(self, result: SyncResult) -> None:
        self.syncs.append(result)

    @property
    def last_join(self) -> JoinResult:
        assert self.joins, "no JoinGroup answer yet"
        return self.joins[-1]


def request(
    member_id: str = "",
    instance_id: str | None = None,
    protocols: tuple[tuple[str, bytes], ...] = (("range", b"r"), ("roundrobin", b"rr")),
    reason: str | None = None,
    version: int = 9,
    session: int = SESSION,
) -> JoinRequest:
    return JoinRequest(
        member_id=member_id,
        instance_id=instance_id,
        protocol_type="consumer",
        protocols=protocols,
        session_timeout_ms=session,
        rebalance_timeout_ms=REBALANCE,
        client_id="client",
        client_host="/127.0.0.1",
        reason=reason,
        require_known_member_id=version >= 4,
        supports_skip_assignment=version >= 9,
    )


def join_new(group: ClassicGroup, now: float, **kwargs: object) -> tuple[str, Replies]:
    """The KIP-394 dance: join without id, get MEMBER_ID_REQUIRED, rejoin with the id."""
    replies = Replies()
    group.join(request(**kwargs), now, replies.join)  # type: ignore[arg-type]
    first = replies.last_join
    if kwargs.get("instance_id") is None:
        assert first.error is ErrorCode.MEMBER_ID_REQUIRED
        assert first.member_id.startswith("client-")
        group.join(request(member_id=first.member_id, **kwargs), now, replies.join)  # type: ignore[arg-type]
        return first.member_id, replies
    return "", replies


def stable_group(members: int = 2) -> tuple[ClassicGroup, list[str], list[Replies]]:
    """A group that went through its first rebalance and got the leader's assignment."""
    group = ClassicGroup("g", SETTINGS, 0)
    ids, replies = [], []
    for _ in range(members):
        member_id, reply = join_new(group, 0)
        ids.append(member_id)
        replies.append(reply)
    group.poll(3000)
    group.poll(6000)
    assert group.state is GroupState.COMPLETING_REBALANCE
    leader = group.leader_id
    assert leader is not None
    for member_id, reply in zip(ids, replies, strict=True):
        group.sync(
            member_id,
            None,
            1,
            "consumer",
            "range",
            {m: m.encode() for m in ids} if member_id == leader else {},
            T,
            reply.sync,
        )
    assert group.state is GroupState.STABLE
    return group, ids, replies


def test_new_group_waits_for_the_initial_rebalance_delay() -> None:
    group = ClassicGroup("g", SETTINGS, 0)
    member_id, replies = join_new(group, 0)
    assert group.state is GroupState.PREPARING_REBALANCE
    assert len(replies.joins) == 1  # only MEMBER_ID_REQUIRED so far
    group.poll(2999)
    assert group.state is GroupState.PREPARING_REBALANCE
    group.poll(3000)
    result = replies.last_join
    assert group.state is GroupState.COMPLETING_REBALANCE
    assert (result.error, result.generation_id, result.leader_id) == (ErrorCode.NONE, 1, member_id)
    assert result.protocol_name == "range"
    assert [m.member_id for m in result.members] == [member_id]
    assert result.members[0].metadata == b"r"


def test_initial_delay_extends_while_members_keep_joining() -> None:
    group = ClassicGroup("g", SETTINGS, 0)
    join_new(group, 0)
    join_new(group, 2000)
    group.poll(3000)  # a member joined during the delay: wait another delay
    assert group.state is GroupState.PREPARING_REBALANCE
    group.poll(6000)
    assert group.state is GroupState.COMPLETING_REBALANCE
    assert len(group.members) == 2


def test_old_join_versions_get_a_member_id_without_the_extra_round_trip() -> None:
    group = ClassicGroup("g", SETTINGS, 0)
    replies = Replies()
    group.join(request(version=3), 0, replies.join)
    assert replies.joins == []
    group.poll(3000)
    assert replies.last_join.error is ErrorCode.NONE
    assert replies.last_join.member_id.startswith("client-")


def test_leader_alone_gets_members_and_everyone_gets_their_assignment() -> None:
    group, ids, replies = stable_group(3)
    leader = group.leader_id
    for member_id, reply in zip(ids, replies, strict=True):
        join = reply.last_join
        assert join.generation_id == 1
        assert join.leader_id == leader
        assert len(join.members) == (3 if member_id == leader else 0)
        assert reply.syncs[-1] == SyncResult(
            ErrorCode.NONE, "consumer", "range", member_id.encode()
        )


def test_protocol_is_chosen_by_votes_among_common_protocols() -> None:
    group = ClassicGroup("g", SETTINGS, 0)
    join_new(group, 0, protocols=(("roundrobin", b"1"), ("range", b"2")))
    join_new(group, 0, protocols=(("roundrobin", b"1"), ("range", b"2"), ("sticky", b"3")))
    join_new(group, 0, protocols=(("range", b"2"), ("roundrobin", b"1")))
    group.poll(3000)
    group.poll(6000)
    assert group.protocol_name == "roundrobin"


def test_a_member_with_no_common_protocol_is_rejected() -> None:
    group, _, _ = stable_group()
    replies = Replies()
    group.join(request(protocols=(("sticky", b""),)), T + 2000, replies.join)
    assert replies.last_join.error is ErrorCode.INCONSISTENT_GROUP_PROTOCOL
    assert group.state is GroupState.STABLE


def test_session_timeout_out_of_bounds_is_rejected() -> None:
    group = ClassicGroup("g", SETTINGS, 0)
    replies = Replies()
    group.join(request(session=500), 0, replies.join)
    assert replies.last_join.error is ErrorCode.INVALID_SESSION_TIMEOUT


def test_unknown_member_id_is_rejected() -> None:
    group, _, _ = stable_group()
    replies = Replies()
    group.join(request(member_id="nobody"), T + 2000, replies.join)
    assert replies.last_join.error is ErrorCode.UNKNOWN_MEMBER_ID


def test_heartbeat_checks_member_and_generation() -> None:
    group, ids, _ = stable_group()
    assert group.heartbeat(ids[0], None, 1, T + 1000) is ErrorCode.NONE
    assert group.heartbeat(ids[0], None, 0, T + 1000) is ErrorCode.ILLEGAL_GENERATION
    assert group.heartbeat("nobody", None, 1, T + 1000) is ErrorCode.UNKNOWN_MEMBER_ID


def test_new_member_triggers_rebalance_and_heartbeats_say_so() -> None:
    group, ids, replies = stable_group()
    newcomer, new_replies = join_new(group, T + 2000)
    assert group.state is GroupState.PREPARING_REBALANCE
    assert group.heartbeat(ids[0], None, 1, T + 2001) is ErrorCode.REBALANCE_IN_PROGRESS
    assert group.validate_offset_commit(ids[0], None, 1) is ErrorCode.NONE
    for member_id, reply in zip(ids, replies, strict=True):
        group.join(request(member_id=member_id), T + 2002, reply.join)
    # Everyone rejoined: no need to wait for the rebalance timeout.
    assert group.state is GroupState.COMPLETING_REBALANCE
    assert group.generation_id == 2
    assert new_replies.last_join.generation_id == 2
    assert group.sync(ids[0], None, 1, None, None, {}, T + 2003, replies[0].sync) is None
    assert replies[0].syncs[-1].error is ErrorCode.ILLEGAL_GENERATION
    assert group.validate_offset_commit(ids[0], None, 2) is ErrorCode.REBALANCE_IN_PROGRESS
    assert newcomer in group.members


def test_members_that_do_not_rejoin_are_removed_at_the_rebalance_timeout() -> None:
    group, ids, replies = stable_group()
    group.join(request(member_id=ids[0], protocols=(("range", b"new"),)), T + 2000, replies[0].join)
    assert group.state is GroupState.PREPARING_REBALANCE
    for at in range(T + 2000, T + 2000 + REBALANCE, SESSION // 2):  # alive, but not rejoining
        assert group.heartbeat(ids[1], None, 1, at) is ErrorCode.REBALANCE_IN_PROGRESS
        group.poll(at)
    group.poll(T + 2000 + REBALANCE - 1)
    assert group.state is GroupState.PREPARING_REBALANCE
    group.poll(T + 2000 + REBALANCE)
    assert list(group.members) == [ids[0]]
    assert replies[0].last_join.generation_id == 2
    assert replies[0].last_join.members[0].metadata == b"new"


def test_session_expiry_removes_a_silent_member() -> None:
    group, ids, _ = stable_group()
    group.heartbeat(ids[0], None, 1, T + SESSION - 100)
    group.poll(T + SESSION)
    assert ids[1] not in group.members
    assert group.state is GroupState.PREPARING_REBALANCE
    assert any("expired" in e.text for e in group.events)


def test_leave_with_reason_rebalances_and_keeps_the_reason() -> None:
    group, ids, replies = stable_group()
    assert group.leave(ids[1], None, "shutting down", T + 1000) is ErrorCode.NONE
    assert group.state is GroupState.PREPARING_REBALANCE
    assert any("client reason: shutting down" in e.text for e in group.events)
    group.join(request(member_id=ids[0]), T + 1001, replies[0].join)
    assert group.state is GroupState.COMPLETING_REBALANCE
    assert group.leave("nobody", None, None, T + 1002) is ErrorCode.UNKNOWN_MEMBER_ID


def test_last_member_leaving_empties_the_group() -> None:
    group, ids, _ = stable_group(1)
    group.leave(ids[0], None, None, T + 1000)
    assert group.state is GroupState.EMPTY
    assert group.generation_id == 2
    assert group.heartbeat(ids[0], None, 1, T + 1001) is ErrorCode.UNKNOWN_MEMBER_ID
    assert group.validate_offset_commit("", None, -1) is ErrorCode.NONE


def test_rejoin_during_completing_rebalance_with_same_metadata_gets_the_same_generation() -> None:
    group = ClassicGroup("g", SETTINGS, 0)
    member_id, replies = join_new(group, 0)
    group.poll(3000)
    group.join(request(member_id=member_id), 3100, replies.join)
    assert group.state is GroupState.COMPLETING_REBALANCE
    assert replies.last_join.generation_id == 1


def test_sync_rules() -> None:
    group = ClassicGroup("g", SETTINGS, 0)
    first, r1 = join_new(group, 0)
    second, r2 = join_new(group, 0)
    group.poll(3000)  # the second joiner extends the initial delay once
    group.poll(6000)
    follower = second if group.leader_id == first else first
    follower_replies = r2 if follower == second else r1
    group.sync(follower, None, 1, "consumer", "range", {}, 6001, follower_replies.sync)
    assert follower_replies.syncs == []  # waits for the leader
    group.sync(follower, None, 1, "consumer", "roundrobin", {}, 6001, follower_replies.sync)
    assert follower_replies.syncs[-1].error is ErrorCode.INCONSISTENT_GROUP_PROTOCOL
    group.sync("nobody", None, 1, None, None, {}, 6001, follower_replies.sync)
    assert follower_replies.syncs[-1].error is ErrorCode.UNKNOWN_MEMBER_ID


def test_members_that_do_not_sync_in_time_are_removed() -> None:
    group = ClassicGroup("g", SETTINGS, 0)
    join_new(group, 0)
    join_new(group, 0)
    group.poll(3000)  # the second joiner extends the initial delay once
    group.poll(6000)
    group.poll(6000 + REBALANCE)
    assert group.members == {}
    assert group.state is GroupState.EMPTY


def test_static_member_restart_in_stable_group_needs_no_rebalance() -> None:
    group = ClassicGroup("g", SETTINGS, 0)
    static = Replies()
    group.join(request(instance_id="i-1"), 0, static.join)
    other_id, _ = join_new(group, 0)
    group.poll(3000)  # the second joiner extends the initial delay once
    group.poll(6000)
    static_id = static.last_join.member_id
    assert static_id.startswith("i-1-")
    leader = group.leader_id
    assignments = {static_id: b"A", other_id: b"B"}
    group.sync(leader or "", None, 1, None, None, assignments, 6001, Replies().sync)
    assert group.state is GroupState.STABLE

    restarted = Replies()
    group.join(request(instance_id="i-1", reason="restart"), 8000, restarted.join)
    result = restarted.last_join
    assert group.state is GroupState.STABLE
    assert result.error is ErrorCode.NONE
    assert result.generation_id == 1
    new_id = result.member_id
    assert new_id != static_id
    assert group.static_members["i-1"] == new_id
    group.sync(new_id, "i-1", 1, None, None, {}, 8001, restarted.sync)
    assert restarted.syncs[-1].assignment == b"A"
    # The old incarnation is fenced.
    assert group.heartbeat(static_id, "i-1", 1, 8002) is ErrorCode.FENCED_INSTANCE_ID
    assert group.heartbeat(other_id, None, 1, 8002) is ErrorCode.NONE


def test_static_member_with_wrong_member_id_is_fenced() -> None:
    group = ClassicGroup("g", SETTINGS, 0)
    replies = Replies()
    group.join(request(instance_id="i-1"), 0, replies.join)
    group.poll(3000)
    group.join(request(member_id="i-1-stale", instance_id="i-1"), 3001, replies.join)
    assert replies.last_join.error is ErrorCode.FENCED_INSTANCE_ID
    assert group.leave("", "i-1", None, 3002) is ErrorCode.NONE
    assert group.state is GroupState.EMPTY


def test_static_members_are_kept_through_a_rebalance_they_miss() -> None:
    group = ClassicGroup("g", SETTINGS, 0)
    static = Replies()
    group.join(request(instance_id="i-1"), 0, static.join)
    dynamic_id, dynamic = join_new(group, 0)
    group.poll(3000)  # the second joiner extends the initial delay once
    group.poll(6000)
    group.sync(group.leader_id or "", None, 1, None, None, {}, 6001, Replies().sync)
    group.join(request(member_id=dynamic_id, protocols=(("range", b"x"),)), 7000, dynamic.join)
    for at in range(7000, 7000 + REBALANCE, SESSION // 2):  # alive, but not rejoining
        group.heartbeat(static.last_join.member_id, "i-1", 1, at)
        group.poll(at)
    group.poll(7000 + REBALANCE)
    assert static.last_join.member_id in group.members
    assert group.generation_id == 2


def test_pending_member_id_expires_after_the_session_timeout() -> None:
    group = ClassicGroup("g", SETTINGS, 0)
    replies = Replies()
    group.join(request(), 0, replies.join)
    pending = replies.last_join.member_id
    assert pending in group.pending_members
    group.poll(SESSION)
    assert pending not in group.pending_members
    group.join(request(member_id=pending), SESSION + 1, replies.join)
    assert replies.last_join.error is ErrorCode.UNKNOWN_MEMBER_ID


def test_group_max_size() -> None:
    group = ClassicGroup("g", GroupSettings(max_size=1, min_session_timeout_ms=1000), 0)
    join_new(group, 0)
    replies = Replies()
    group.join(request(member_id="x"), 0, replies.join)
    assert replies.last_join.error is ErrorCode.UNKNOWN_MEMBER_ID
    group.join(request(instance_id="i"), 0, replies.join)
    assert replies.last_join.error is ErrorCode.GROUP_MAX_SIZE_REACHED


def test_offset_commit_rules() -> None:
    group, ids, _ = stable_group()
    assert group.validate_offset_commit(ids[0], None, 1) is ErrorCode.NONE
    assert group.validate_offset_commit(ids[0], None, 7) is ErrorCode.ILLEGAL_GENERATION
    assert group.validate_offset_commit("nobody", None, 1) is ErrorCode.UNKNOWN_MEMBER_ID
    assert group.validate_offset_commit("", None, -1) is ErrorCode.UNKNOWN_MEMBER_ID


def test_dead_group_refuses_everything_and_answers_waiters() -> None:
    group = ClassicGroup("g", SETTINGS, 0)
    replies = Replies()
    group.join(request(version=3), 0, replies.join)
    group.mark_dead(1)
    assert replies.last_join.error is ErrorCode.COORDINATOR_NOT_AVAILABLE
    group.join(request(), 2, replies.join)
    assert replies.last_join.error is ErrorCode.COORDINATOR_NOT_AVAILABLE
    assert group.state is GroupState.DEAD


@pytest.mark.parametrize("members", [1, 2, 5])
def test_next_deadline_is_when_poll_has_work(members: int) -> None:
    group, _, _ = stable_group(members)
    deadline = group.next_deadline()
    assert deadline is not None
    group.poll(deadline - 1)
    assert len(group.members) == members
    group.poll(deadline)
    assert len(group.members) < members
