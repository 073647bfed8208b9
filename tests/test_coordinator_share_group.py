"""KIP-932 share groups and the ``simple`` assignor, driven by hand without sockets."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from hypothesis.stateful import (
    Bundle,
    RuleBasedStateMachine,
    consumes,
    initialize,
    invariant,
    rule,
)

from kgroup_proto.coordinator.assignors import ShareSimpleAssignor
from kgroup_proto.coordinator.config import GroupSettings
from kgroup_proto.coordinator.group_store import GroupStore
from kgroup_proto.coordinator.log_storage import TopicStore
from kgroup_proto.coordinator.share_group import ShareGroup, ShareHeartbeat, ShareHeartbeatResult
from kgroup_proto.error_codes import ErrorCode

TOPICS = {"a": 3, "b": 1}
SETTINGS = GroupSettings(
    share_session_timeout_ms=10_000, share_heartbeat_interval_ms=500, offsets_topic_partitions=1
)


def join(
    group: ShareGroup, member_id: str, now: float = 0, topics: tuple[str, ...] = ("a",)
) -> ShareHeartbeatResult:
    return group.heartbeat(ShareHeartbeat(member_id, 0, subscribed_topic_names=topics), TOPICS, now)


def beat(group: ShareGroup, member_id: str, epoch: int, now: float = 0) -> ShareHeartbeatResult:
    return group.heartbeat(ShareHeartbeat(member_id, epoch), TOPICS, now)


def test_a_member_joins_with_epoch_zero_and_gets_every_partition() -> None:
    group = ShareGroup("g", SETTINGS)
    first = join(group, "m1")
    assert (first.error, first.member_id, first.member_epoch) == (ErrorCode.NONE, "m1", 1)
    assert first.assignment == {"a": {0, 1, 2}}
    assert first.heartbeat_interval_ms == 500
    assert group.state() == "Stable"
    again = beat(group, "m1", 1, now=1)
    assert (again.error, again.member_epoch, again.assignment) == (ErrorCode.NONE, 1, None)


def test_a_second_member_splits_the_partitions_without_revocation() -> None:
    group = ShareGroup("g", SETTINGS)
    join(group, "m1")
    second = join(group, "m2", now=1)
    assert second.member_epoch == 2
    # m1 moves to the new epoch on its next heartbeat at once: nothing waits for a revocation.
    first = beat(group, "m1", 1, now=2)
    assert first.member_epoch == 2
    assert first.assignment is not None and second.assignment is not None
    assert first.assignment["a"].isdisjoint(second.assignment["a"])
    assert first.assignment["a"] | second.assignment["a"] == {0, 1, 2}
    assert (group.group_epoch, group.assignment_epoch) == (2, 2)


def test_more_members_than_partitions_share_them() -> None:
    group = ShareGroup("g", SETTINGS)
    results = [join(group, f"m{i}", now=i, topics=("b",)) for i in range(3)]
    assert results[-1].assignment == {"b": {0}}
    for i in range(3):
        assert beat(group, f"m{i}", results[i].member_epoch, now=10).error is ErrorCode.NONE
    assert all(m.assigned == {"b": {0}} for m in group.members.values())


def test_epochs_other_than_the_current_or_previous_are_fenced() -> None:
    group = ShareGroup("g", SETTINGS)
    join(group, "m1")
    join(group, "m2")
    moved = beat(group, "m1", 1)  # m1: previous epoch 1, now 2
    assert moved.member_epoch == 2
    assert beat(group, "m1", 1).error is ErrorCode.NONE  # the previous epoch is accepted
    assert beat(group, "m1", 3).error is ErrorCode.FENCED_MEMBER_EPOCH
    assert beat(group, "m1", 0 + 5).error is ErrorCode.FENCED_MEMBER_EPOCH
    assert beat(group, "nobody", 2).error is ErrorCode.UNKNOWN_MEMBER_ID


@pytest.mark.parametrize(
    ("request_", "message"),
    [
        (ShareHeartbeat("", 0, subscribed_topic_names=("a",)), "MemberId can't be empty."),
        (ShareHeartbeat("m", 0), "SubscribedTopicNames must be set in first request."),
        (ShareHeartbeat("m", 0, subscribed_topic_names=()), "SubscribedTopicNames must be set"),
        (ShareHeartbeat("m", -2), "MemberEpoch is invalid."),
        (ShareHeartbeat("m", 1, rack_id=""), "RackId can't be empty."),
    ],
)
def test_invalid_requests(request_: ShareHeartbeat, message: str) -> None:
    group = ShareGroup("g", SETTINGS)
    result = group.heartbeat(request_, TOPICS, 0)
    assert result.error is ErrorCode.INVALID_REQUEST
    assert result.error_message is not None and result.error_message.startswith(message)
    assert group.group_epoch == 0 and not group.members


def test_leaving_and_expiring_bump_the_epoch_and_others_take_over() -> None:
    group = ShareGroup("g", SETTINGS)
    join(group, "m1")
    join(group, "m2", now=5000)
    split = beat(group, "m1", 1, now=5000)
    assert split.member_epoch == 2 and split.assignment is not None
    assert len(split.assignment["a"]) < 3
    left = beat(group, "m2", -1, now=5001)
    assert (left.error, left.member_epoch) == (ErrorCode.NONE, -1)
    assert group.group_epoch == 3 and "m2" not in group.target
    assert beat(group, "m2", -1).error is ErrorCode.UNKNOWN_MEMBER_ID
    assert beat(group, "m1", 2, now=6000).assignment == {"a": {0, 1, 2}}
    assert group.next_deadline() == 16_000
    group.poll(TOPICS, 15_999)
    assert group.members
    group.poll(TOPICS, 16_000)
    assert not group.members and group.state() == "Empty" and group.group_epoch == 4


def test_subscription_and_metadata_changes_bump_the_epoch() -> None:
    group = ShareGroup("g", SETTINGS)
    join(group, "m1")
    same = group.heartbeat(ShareHeartbeat("m1", 1, subscribed_topic_names=("a",)), TOPICS, 1)
    assert (same.member_epoch, same.assignment) == (1, None)
    changed = group.heartbeat(ShareHeartbeat("m1", 1, subscribed_topic_names=("a", "b")), TOPICS, 2)
    assert (changed.member_epoch, changed.assignment) == (2, {"a": {0, 1, 2}, "b": {0}})
    grown = group.heartbeat(ShareHeartbeat("m1", 2), {**TOPICS, "b": 2}, 3)
    assert (grown.member_epoch, grown.assignment) == (3, {"a": {0, 1, 2}, "b": {0, 1}})
    # A topic the member names but that does not exist is assigned once it is created.
    join(group, "m2", topics=("later",))
    assert group.members["m2"].assigned == {}
    created = group.heartbeat(ShareHeartbeat("m2", 4), {**TOPICS, "b": 2, "later": 1}, 4)
    assert (created.member_epoch, created.assignment) == (5, {"later": {0}})


# ----------------------------------------------------------------------------- the assignor

subscriptions = st.dictionaries(
    st.sampled_from([f"m{i}" for i in range(8)]),
    st.frozensets(st.sampled_from(["a", "b", "c", "missing"]), min_size=1),
    min_size=1,
)
partition_counts = st.fixed_dictionaries(
    {"a": st.integers(1, 9), "b": st.integers(1, 3), "c": st.integers(1, 2)}
)


def _pools(
    subs: dict[str, frozenset[str]], counts: dict[str, int]
) -> list[tuple[list[str], list[tuple[str, int]]]]:
    """Kafka's split: one pool when every member subscribes to the same (existing) topics,
    else one per topic among its subscribers."""
    existing = [topics & counts.keys() for topics in subs.values()]
    if all(topics == existing[0] for topics in existing):
        pool = [(t, p) for t in sorted(existing[0]) for p in range(counts[t])]
        return [(sorted(subs), pool)] if pool else []
    return [
        ([m for m, topics in subs.items() if t in topics], [(t, p) for p in range(counts[t])])
        for t in counts
        if any(t in topics for topics in subs.values())
    ]


def _check_share_assignment(
    subs: dict[str, frozenset[str]],
    counts: dict[str, int],
    result: dict[str, dict[str, set[int]]],
) -> None:
    for member, topics in subs.items():
        assert set(result[member]) <= topics, (member, result[member])
    for members, pool in _pools(subs, counts):
        sharing = -(-len(members) // len(pool))  # members per partition
        held = {m: {(t, p) for t in result[m] for p in result[m][t]} & set(pool) for m in members}
        sharers = [sum(tp in parts for parts in held.values()) for tp in pool]
        assert all(n == sharing for n in sharers), (sharing, held)
        sizes = [len(parts) for parts in held.values()]
        assert max(sizes) - min(sizes) <= 1, held


@given(subscriptions, partition_counts, st.data())
@settings(max_examples=200, deadline=None)
def test_simple_covers_every_partition_and_balances(
    subs: dict[str, frozenset[str]], counts: dict[str, int], data: st.DataObject
) -> None:
    assignor = ShareSimpleAssignor()
    first = assignor.assign(subs, counts, {})
    _check_share_assignment(subs, counts, first)
    # From any current assignment (a previous one, members gone or new), the rules hold.
    others = data.draw(subscriptions)
    again = assignor.assign(others, counts, first)
    _check_share_assignment(others, counts, again)


def test_simple_is_sticky_when_a_member_joins() -> None:
    assignor = ShareSimpleAssignor()
    subs = {"m1": frozenset({"a"}), "m2": frozenset({"a"})}
    before = assignor.assign(subs, {"a": 6}, {})
    after = assignor.assign({**subs, "m3": frozenset({"a"})}, {"a": 6}, before)
    # Each old member keeps two of its three partitions; the newcomer gets the freed ones.
    for member in ("m1", "m2"):
        assert len(after[member]["a"] & before[member]["a"]) == 2
    assert len(after["m3"]["a"]) == 2


# ----------------------------------------------------------------------------- event sequences


class ShareGroupMachine(RuleBasedStateMachine):
    """Random joins, heartbeats, stale epochs, leaves, expiries, topic growth and restarts.

    The group lives in a store over an in-memory ``__consumer_offsets``: every step is written
    there, and a restart rebuilds the group from the records alone.
    """

    members = Bundle("members")

    @initialize()
    def start(self) -> None:
        self.now = 0.0
        self.topics = TopicStore()
        self.topics.create("a", 3)
        self.topics.create("b", 1)
        self.store = GroupStore(SETTINGS, self.topics, lambda: self.now, lambda: 1_000_000)
        self.group = self.store.share["g"] = ShareGroup("g", SETTINGS)
        self.epochs: dict[str, int] = {}
        self.last_epoch = 0
        self.counter = 0

    def _counts(self) -> dict[str, int]:
        return self.topics.partition_counts()

    def _send(self, request: ShareHeartbeat) -> ShareHeartbeatResult:
        before = self.group.group_epoch
        result = self.group.heartbeat(request, self._counts(), self.now)
        self.store.persist("g")
        assert self.group.group_epoch >= before
        if result.error is ErrorCode.NONE and request.member_epoch >= 0:
            member = self.group.members[request.member_id]
            # A member that heartbeats is at the target's epoch, with its target.
            assert result.member_epoch == self.group.assignment_epoch == self.group.group_epoch
            assert member.assigned == {
                t: p for t, p in self.group.target.get(member.member_id, {}).items() if p
            }
            if result.assignment is not None:
                assert result.assignment == member.assigned
            self.epochs[request.member_id] = result.member_epoch
        return result

    @rule(target=members, topics=st.sampled_from([("a",), ("b",), ("a", "b"), ("c",)]))
    def join(self, topics: tuple[str, ...]) -> str:
        self.counter += 1
        member_id = f"m{self.counter}"
        result = self._send(ShareHeartbeat(member_id, 0, subscribed_topic_names=topics))
        assert result.error is ErrorCode.NONE and result.assignment is not None
        return member_id

    @rule(member=members)
    def heartbeat(self, member: str) -> None:
        epoch = self.epochs.get(member)
        result = self._send(ShareHeartbeat(member, epoch if epoch is not None else 1))
        expected = ErrorCode.NONE if member in self.group.members else ErrorCode.UNKNOWN_MEMBER_ID
        assert result.error is expected

    @rule(member=members, ahead=st.integers(1, 3))
    def stale_epoch(self, member: str, ahead: int) -> None:
        if member in self.group.members:
            epoch = self.group.members[member].member_epoch + ahead
            assert self._send(ShareHeartbeat(member, epoch)).error is ErrorCode.FENCED_MEMBER_EPOCH

    @rule(member=consumes(members))
    def leave(self, member: str) -> None:
        result = self._send(ShareHeartbeat(member, -1))
        assert result.error is ErrorCode.NONE or member not in self.epochs
        self.epochs.pop(member, None)
        assert member not in self.group.members

    @rule(member=members, topics=st.sampled_from([("a",), ("b",), ("a", "b")]))
    def resubscribe(self, member: str, topics: tuple[str, ...]) -> None:
        if member in self.group.members:
            epoch = self.group.members[member].member_epoch
            self._send(ShareHeartbeat(member, epoch, subscribed_topic_names=topics))

    @rule(ms=st.integers(0, 15_000))
    def time_passes(self, ms: int) -> None:
        self.now += ms
        self.group.poll(self._counts(), self.now)
        self.store.persist("g")
        for member in list(self.epochs):
            if member not in self.group.members:
                del self.epochs[member]

    @rule(topic=st.sampled_from(["a", "b", "c"]))
    def grow(self, topic: str) -> None:
        known = self._counts().get(topic, 0)
        if known < 6:
            self.topics.create(topic, known + 1)

    @rule()
    def restart(self) -> None:
        before = self.group
        self.store = GroupStore(SETTINGS, self.topics, lambda: self.now, lambda: 1_000_000)
        after = self.store.share.get("g")
        if after is None:  # a group never written: it had no members nor epoch
            assert before.group_epoch == 0
            after = self.store.share["g"] = ShareGroup("g", SETTINGS)
        assert (after.group_epoch, after.assignment_epoch) == (
            before.group_epoch,
            before.assignment_epoch,
        )
        assert after.target == {m: t for m, t in before.target.items()}
        assert after.subscribed_metadata == before.subscribed_metadata
        assert sorted(after.members) == sorted(before.members)
        for member_id, member in before.members.items():
            restored = after.members[member_id]
            assert (restored.member_epoch, restored.previous_member_epoch) == (
                member.member_epoch,
                member.previous_member_epoch,
            )
            assert restored.assigned == member.assigned
            assert sorted(restored.subscribed_topic_names) == sorted(member.subscribed_topic_names)
        self.group = after

    @invariant()
    def epochs_and_state(self) -> None:
        group = self.group
        assert group.assignment_epoch <= group.group_epoch
        assert group.group_epoch >= self.last_epoch
        self.last_epoch = group.group_epoch
        assert all(0 < m.member_epoch <= group.group_epoch for m in group.members.values())
        assert group.state() == ("Stable" if group.members else "Empty")
        assert set(group.target) <= set(group.members)


ShareGroupMachine.TestCase.settings = settings(
    max_examples=60, stateful_step_count=30, deadline=None
)
test_share_group_event_sequences = ShareGroupMachine.TestCase
