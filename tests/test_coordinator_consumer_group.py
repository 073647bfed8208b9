"""KIP-848 consumer groups and the server-side assignors, driven by hand without sockets."""

from __future__ import annotations

import itertools

import attrs
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from kgroup_proto.coordinator.assignors import ASSIGNORS, ServerRangeAssignor, ServerUniformAssignor
from kgroup_proto.coordinator.config import GroupSettings
from kgroup_proto.coordinator.consumer_group import (
    ConsumerGroup,
    HeartbeatResult,
    MemberHeartbeat,
)
from kgroup_proto.error_codes import ErrorCode

TOPICS = {"a": 4, "b": 2}
SETTINGS = GroupSettings(consumer_session_timeout_ms=10_000, consumer_heartbeat_interval_ms=500)


def join(group: ConsumerGroup, member_id: str, now: float = 0, **kwargs: object) -> HeartbeatResult:
    fields: dict[str, object] = {
        "member_id": member_id,
        "member_epoch": 0,
        "rebalance_timeout_ms": 5000,
        "subscribed_topic_names": ("a", "b"),
        "owned": {},
    }
    fields.update(kwargs)
    return group.heartbeat(MemberHeartbeat(**fields), TOPICS, now)  # type: ignore[arg-type]


def beat(
    group: ConsumerGroup, result: HeartbeatResult, now: float, owned: dict[str, set[int]]
) -> HeartbeatResult:
    assert result.member_id is not None
    return group.heartbeat(
        MemberHeartbeat(member_id=result.member_id, member_epoch=result.member_epoch, owned=owned),
        TOPICS,
        now,
    )


def converge(group: ConsumerGroup, members: dict[str, HeartbeatResult], now: float) -> float:
    """Heartbeat every member, reporting what it was given, until the group is stable."""
    owned = {m: dict(r.assignment or {}) for m, r in members.items()}
    for _ in range(20):
        for member_id in members:
            result = beat(group, members[member_id], now, owned[member_id])
            assert result.error is ErrorCode.NONE, result
            if result.assignment is not None:
                owned[member_id] = result.assignment
            # An answer without an assignment leaves the member's as it was.
            members[member_id] = attrs.evolve(result, assignment=owned[member_id])
            now += 1
        if group.state() == "Stable":
            return now
    raise AssertionError(f"no convergence: {group.state()}")


def test_join_gets_an_epoch_and_an_assignment() -> None:
    group = ConsumerGroup("g", SETTINGS)
    result = join(group, "m1")
    assert result.error is ErrorCode.NONE
    assert result.member_epoch == 1
    assert result.heartbeat_interval_ms == 500
    assert result.assignment == {"a": {0, 1, 2, 3}, "b": {0, 1}}
    assert group.state() == "Stable"


def test_server_generates_a_member_id_when_none_is_given() -> None:
    group = ConsumerGroup("g", SETTINGS)
    result = join(group, "")
    assert result.member_id
    assert result.member_id in group.members


def test_second_member_causes_revocation_then_assignment() -> None:
    group = ConsumerGroup("g", SETTINGS)
    first = join(group, "m1")
    second = join(group, "m2", now=1)
    assert second.member_epoch == 2
    # m2's partitions are still owned by m1, so it gets none yet.
    assert second.assignment == {}
    # m1 is told to give some up; its epoch stays until it does.
    revoking = beat(group, first, 2, {"a": {0, 1, 2, 3}, "b": {0, 1}})
    assert revoking.member_epoch == 1
    assert revoking.assignment is not None
    kept = revoking.assignment
    assert sum(map(len, kept.values())) == 3
    assert group.state() == "Reconciling"
    # Once m1 reports it dropped them, it moves to epoch 2, and m2 gets the freed partitions.
    done = beat(group, revoking, 3, kept)
    assert done.member_epoch == 2
    second = beat(group, second, 4, {})
    assert second.assignment is not None
    assert sum(map(len, second.assignment.values())) == 3
    assert group.state() == "Stable"
    owned = list(kept.items()) + list(second.assignment.items())
    flat = sorted((t, p) for t, parts in owned for p in parts)
    assert flat == sorted((t, p) for t, n in TOPICS.items() for p in range(n))


def test_wrong_epoch_is_fenced() -> None:
    group = ConsumerGroup("g", SETTINGS)
    result = join(group, "m1")
    stale = group.heartbeat(MemberHeartbeat("m1", 7), TOPICS, 1)
    assert stale.error is ErrorCode.FENCED_MEMBER_EPOCH
    unknown = group.heartbeat(MemberHeartbeat("nobody", 1), TOPICS, 1)
    assert unknown.error is ErrorCode.UNKNOWN_MEMBER_ID
    assert beat(group, result, 2, {"a": {0}}).error is ErrorCode.NONE


def test_previous_epoch_is_accepted_while_owned_partitions_fit() -> None:
    group = ConsumerGroup("g", SETTINGS)
    first = join(group, "m1")
    join(group, "m2", now=1)
    revoking = beat(group, first, 2, {"a": {0, 1, 2, 3}, "b": {0, 1}})
    assert revoking.assignment is not None
    moved = beat(group, revoking, 3, revoking.assignment)
    assert moved.member_epoch == 2
    # A heartbeat with epoch 1 (the answer was lost) is fine as long as ownership fits.
    again = group.heartbeat(MemberHeartbeat("m1", 1, owned=revoking.assignment), TOPICS, 4)
    assert again.error is ErrorCode.NONE
    assert again.member_epoch == 2


def test_leave_bumps_the_epoch_and_others_take_over() -> None:
    group = ConsumerGroup("g", SETTINGS)
    members = {"m1": join(group, "m1"), "m2": join(group, "m2", now=1)}
    now = converge(group, members, 2)
    left = group.heartbeat(MemberHeartbeat("m2", -1), TOPICS, now)
    assert (left.error, left.member_epoch) == (ErrorCode.NONE, -1)
    del members["m2"]
    converge(group, members, now + 1)
    assert members["m1"].assignment == {"a": {0, 1, 2, 3}, "b": {0, 1}}


def test_session_expiry_removes_a_member() -> None:
    group = ConsumerGroup("g", SETTINGS)
    members = {"m1": join(group, "m1"), "m2": join(group, "m2", now=1)}
    now = converge(group, members, 2)
    epoch = group.group_epoch
    beat(group, members["m1"], now + 9000, members["m1"].assignment or {})
    group.poll(TOPICS, now + 10_001)
    assert list(group.members) == ["m1"]
    assert group.group_epoch == epoch + 1


def test_member_that_does_not_revoke_in_time_is_removed() -> None:
    group = ConsumerGroup("g", SETTINGS)
    first = join(group, "m1")
    join(group, "m2", now=1)
    beat(group, first, 2, {"a": {0, 1, 2, 3}, "b": {0, 1}})  # keeps everything
    group.heartbeat(MemberHeartbeat("m2", 2, owned={}), TOPICS, 4000)
    group.poll(TOPICS, 5002)
    assert "m1" not in group.members


def test_static_member_restart_keeps_its_assignment() -> None:
    group = ConsumerGroup("g", SETTINGS)
    members = {
        "s1": join(group, "s1", instance_id="i1"),
        "m2": join(group, "m2", now=1),
    }
    now = converge(group, members, 2)
    assignment = members["s1"].assignment
    epoch = group.group_epoch
    left = group.heartbeat(
        MemberHeartbeat("s1", members["s1"].member_epoch, instance_id="i1"), TOPICS, now
    )
    assert left.error is ErrorCode.NONE
    temporary = group.heartbeat(MemberHeartbeat("s1", -2, instance_id="i1"), TOPICS, now)
    assert temporary.member_epoch == -2
    back = join(group, "s1-new", now=now + 1, instance_id="i1")
    assert back.error is ErrorCode.NONE
    assert back.assignment == assignment
    assert group.group_epoch == epoch  # no rebalance
    assert "s1" not in group.members


def test_static_instance_in_use_is_refused() -> None:
    group = ConsumerGroup("g", SETTINGS)
    join(group, "s1", instance_id="i1")
    clash = join(group, "s2", now=1, instance_id="i1")
    assert clash.error is ErrorCode.UNRELEASED_INSTANCE_ID


@pytest.mark.parametrize(
    ("kwargs", "error"),
    [
        ({"rebalance_timeout_ms": -1}, ErrorCode.INVALID_REQUEST),
        ({"subscribed_topic_names": None}, ErrorCode.INVALID_REQUEST),
        ({"server_assignor": "sticky"}, ErrorCode.UNSUPPORTED_ASSIGNOR),
        ({"subscribed_topic_regex": "("}, ErrorCode.INVALID_REGULAR_EXPRESSION),
        ({"member_epoch": -3}, ErrorCode.INVALID_REQUEST),
        ({"instance_id": ""}, ErrorCode.INVALID_REQUEST),
    ],
)
def test_invalid_joins(kwargs: dict[str, object], error: ErrorCode) -> None:
    assert join(ConsumerGroup("g", SETTINGS), "m", **kwargs).error is error


def test_regex_subscription_and_range_assignor() -> None:
    group = ConsumerGroup("g", SETTINGS)
    members = {
        "m1": join(
            group,
            "m1",
            subscribed_topic_names=None,
            subscribed_topic_regex="a|b",
            server_assignor="range",
        ),
        "m2": join(group, "m2", now=1, subscribed_topic_names=("a",)),
    }
    converge(group, members, 2)
    assert group.assignor_name == "range"
    assert members["m1"].assignment == {"a": {0, 1}, "b": {0, 1}}
    assert members["m2"].assignment == {"a": {2, 3}}


def test_offset_commit_epochs() -> None:
    group = ConsumerGroup("g", SETTINGS)
    join(group, "m1")
    assert group.validate_offset_commit("m1", 1) is ErrorCode.NONE
    assert group.validate_offset_commit("m1", 2) is ErrorCode.FENCED_MEMBER_EPOCH
    assert group.validate_offset_commit("nobody", 1) is ErrorCode.UNKNOWN_MEMBER_ID
    join(group, "m2", now=1)
    group.heartbeat(MemberHeartbeat("m1", 1, owned={}), TOPICS, 2)
    assert group.validate_offset_commit("m1", 0) is ErrorCode.STALE_MEMBER_EPOCH


def test_commits_are_fenced_by_each_partitions_assignment_epoch() -> None:
    """KIP-1251: accepted when assignment epoch <= request epoch <= the member's epoch."""
    group = ConsumerGroup("g", SETTINGS)
    first = join(group, "m1")  # epoch 1, owns everything
    second = join(group, "m2", now=1)  # group epoch 2
    revoking = beat(group, first, 2, {"a": {0, 1, 2, 3}, "b": {0, 1}})
    assert revoking.assignment is not None
    kept = {(t, p) for t, parts in revoking.assignment.items() for p in parts}
    given_up = {(t, p) for t, n in TOPICS.items() for p in range(n)} - kept
    moved = beat(group, revoking, 3, revoking.assignment)
    assert moved.member_epoch == 2
    # m1 fetched records under epoch 1 and commits them after moving to epoch 2: the
    # partitions it kept were given to it in epoch 1, so the commit holds.
    assert group.validate_offset_commit("m1", 1, sorted(kept)) is ErrorCode.NONE
    assert group.validate_offset_commit("m1", 2, sorted(kept)) is ErrorCode.NONE
    # A partition it gave up is not its to commit any more, whatever the epoch.
    lost = sorted(given_up)[:1]
    assert group.validate_offset_commit("m1", 1, lost) is ErrorCode.STALE_MEMBER_EPOCH
    assert group.validate_offset_commit("m1", 1, sorted(kept) + lost) is (
        ErrorCode.STALE_MEMBER_EPOCH
    )
    assert group.validate_offset_commit("m1", 3, sorted(kept)) is ErrorCode.FENCED_MEMBER_EPOCH
    # m2 was given its partitions in epoch 2: a commit with epoch 1 is below that.
    taken = beat(group, second, 4, {})
    assert taken.member_epoch == 2 and taken.assignment
    theirs = sorted((t, p) for t, parts in taken.assignment.items() for p in parts)
    assert group.validate_offset_commit("m2", 2, theirs) is ErrorCode.NONE
    assert group.validate_offset_commit("m2", 1, theirs) is ErrorCode.STALE_MEMBER_EPOCH
    # With no partitions to judge by, an older epoch is stale as before.
    assert group.validate_offset_commit("m1", 1, []) is ErrorCode.STALE_MEMBER_EPOCH


def test_a_topic_created_later_joins_a_regex_subscription() -> None:
    group = ConsumerGroup("g", SETTINGS)
    topics = {"orders-eu": 2, "payments": 1}
    first = group.heartbeat(
        MemberHeartbeat(
            "m1", 0, rebalance_timeout_ms=5000, subscribed_topic_regex="orders-.*", owned={}
        ),
        topics,
        0,
    )
    assert first.assignment == {"orders-eu": {0, 1}} and first.member_epoch == 1
    # Nothing changed: the next heartbeat keeps the epoch.
    same = group.heartbeat(MemberHeartbeat("m1", 1, owned=first.assignment), topics, 1)
    assert same.member_epoch == 1 and group.group_epoch == 1
    topics["orders-us"] = 3
    grown = group.heartbeat(MemberHeartbeat("m1", 1, owned=first.assignment), topics, 2)
    assert grown.member_epoch == 2
    assert grown.assignment == {"orders-eu": {0, 1}, "orders-us": {0, 1, 2}}
    # Partitions added to a subscribed topic are a new epoch too.
    topics["orders-eu"] = 4
    more = group.heartbeat(MemberHeartbeat("m1", 2, owned=grown.assignment), topics, 3)
    assert more.member_epoch == 3
    assert more.assignment is not None and more.assignment["orders-eu"] == {0, 1, 2, 3}


@pytest.mark.parametrize(
    "pattern",
    ["orders-(?=eu)", r"(a)\1", "a++", "(?>a)", "[[:alpha:]]+", r"\pL", "(unclosed"],
)
def test_regexes_kafka_would_reject_are_invalid(pattern: str) -> None:
    group = ConsumerGroup("g", SETTINGS)
    result = join(group, "m1", subscribed_topic_names=None, subscribed_topic_regex=pattern)
    assert result.error is ErrorCode.INVALID_REGULAR_EXPRESSION
    assert result.error_message


@pytest.mark.parametrize("pattern", ["orders-.*", "(?i)ORDERS-EU", "a|b", r"orders\.v[0-9]+"])
def test_regexes_both_engines_read_alike_are_accepted(pattern: str) -> None:
    group = ConsumerGroup("g", SETTINGS)
    result = join(group, "m1", subscribed_topic_names=None, subscribed_topic_regex=pattern)
    assert result.error is ErrorCode.NONE


@pytest.mark.parametrize(
    ("pattern", "assigned"),
    [
        # Java's Pattern.quote("a.b"): RE2 reads the quoted text literally.
        (r"\Qa.b\E", {"a.b"}),
        (r"\Qa.b", {"a.b"}),  # quoted to the end
        (r"\Qa\E.*", {"a", "a.b", "aXb"}),
        (r"(?:\Q(?=\E|a)", {"a", "(?="}),  # lookahead syntax only inside quotes: literal
        (r"a\\Q.b", set()),  # an escaped backslash before Q quotes nothing
    ],
)
def test_quoted_regex_text_is_literal(pattern: str, assigned: set[str]) -> None:
    group = ConsumerGroup("g", SETTINGS)
    topics = {"a.b": 1, "aXb": 1, "a": 1, "(?=": 1}
    result = group.heartbeat(
        MemberHeartbeat(
            "m1", 0, rebalance_timeout_ms=5000, subscribed_topic_regex=pattern, owned={}
        ),
        topics,
        0,
    )
    assert result.error is ErrorCode.NONE
    assert set((result.assignment or {}).keys()) == assigned


# ---------------------------------------------------------------------- assignors

subscriptions = st.dictionaries(
    st.sampled_from([f"m{i}" for i in range(6)]),
    st.frozensets(st.sampled_from(["a", "b", "c", "missing"]), min_size=1),
    min_size=1,
)
partition_counts = st.fixed_dictionaries(
    {"a": st.integers(1, 12), "b": st.integers(1, 5), "c": st.integers(1, 3)}
)


@settings(max_examples=200, deadline=None)
@given(subscriptions, partition_counts, st.sampled_from(sorted(ASSIGNORS)))
def test_every_subscribed_partition_has_exactly_one_eligible_owner(
    subs: dict[str, frozenset[str]], counts: dict[str, int], name: str
) -> None:
    result = ASSIGNORS[name].assign(subs, counts, {})
    owners: dict[tuple[str, int], list[str]] = {}
    for member, topics in result.items():
        for topic, partitions in topics.items():
            assert topic in subs[member]
            for p in partitions:
                owners.setdefault((topic, p), []).append(member)
    wanted = {
        (t, p) for t in counts if any(t in s for s in subs.values()) for p in range(counts[t])
    }
    assert set(owners) == wanted
    assert all(len(o) == 1 for o in owners.values())


@settings(max_examples=100, deadline=None)
@given(st.integers(1, 6), st.integers(1, 30))
def test_uniform_is_balanced_for_identical_subscriptions(members: int, partitions: int) -> None:
    subs = {f"m{i}": frozenset({"a"}) for i in range(members)}
    result = ServerUniformAssignor().assign(subs, {"a": partitions}, {})
    sizes = [len(result[m].get("a", set())) for m in subs]
    assert max(sizes) - min(sizes) <= 1


def test_uniform_is_sticky() -> None:
    subs = {"m1": frozenset({"a"}), "m2": frozenset({"a"})}
    first = ServerUniformAssignor().assign(subs, {"a": 6}, {})
    subs3 = {**subs, "m3": frozenset({"a"})}
    second = ServerUniformAssignor().assign(subs3, {"a": 6}, first)
    for member in ("m1", "m2"):
        assert second[member]["a"] <= first[member]["a"]
    assert len(second["m3"]["a"]) == 2


def test_range_gives_contiguous_ranges() -> None:
    subs = {m: frozenset({"a"}) for m in ("x", "y", "z")}
    result = ServerRangeAssignor().assign(subs, {"a": 7}, {})
    assert [sorted(result[m]["a"]) for m in ("x", "y", "z")] == [[0, 1, 2], [3, 4], [5, 6]]
    assert list(itertools.chain(*(sorted(result[m]["a"]) for m in "xyz"))) == list(range(7))


def test_the_assignment_is_sent_on_a_join_a_change_and_to_a_member_reporting_its_partitions() -> (
    None
):
    """To a joining member, to one that reports the partitions it owns (Kafka 4.4 repeats it
    only on a full request; repeated, a lost answer cannot leave a member without its
    partitions) and when the member's partitions change; not to a bare heartbeat."""
    group = ConsumerGroup("g", SETTINGS)
    joined = join(group, "m1")
    assert joined.assignment == {"a": {0, 1, 2, 3}, "b": {0, 1}}
    owned = joined.assignment
    bare = group.heartbeat(MemberHeartbeat("m1", joined.member_epoch), TOPICS, 1)
    assert bare.error is ErrorCode.NONE and bare.assignment is None
    again = group.heartbeat(MemberHeartbeat("m1", joined.member_epoch, owned=owned), TOPICS, 2)
    assert again.error is ErrorCode.NONE and again.assignment == owned
    # A second member takes partitions away from the first: its next heartbeat says so.
    join(group, "m2", now=3)
    moved = group.heartbeat(MemberHeartbeat("m1", joined.member_epoch), TOPICS, 4)
    assert moved.assignment is not None and moved.assignment != owned
