"""The invariant checker on hand-made logs: it passes correct histories and names each violation.

No broker here: these logs are written by hand (or drawn by hypothesis) to show that every check
can fail, and fails for the right reason.
"""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from tests.member.eventlog import (
    ASSIGNED,
    CONSUMER,
    COOPERATIVE,
    CRASHED,
    EAGER,
    LEFT,
    LOST,
    REVOKED,
    Commit,
    MemberLog,
    all_violations,
    commit_violations,
    incremental_violations,
    intervals,
    overlap_violations,
    sequence_violations,
    stable_violations,
)

T0, T1, T2 = ("t", 0), ("t", 1), ("t", 2)


def log(name: str, protocol: str, *changes: tuple[float, str, set[tuple[str, int]]]) -> MemberLog:
    member = MemberLog(name, protocol)
    for at, kind, partitions in changes:
        member.change(kind, partitions, at=at)
    return member


# ----------------------------------------------------------------------------- sequences


def test_a_consistent_cooperative_sequence_passes() -> None:
    a = log("a", COOPERATIVE, (1, ASSIGNED, {T0, T1}), (2, REVOKED, {T1}), (3, ASSIGNED, {T2}))
    assert sequence_violations(a) == []
    assert a.owned() == {T0, T2}


def test_assigning_a_partition_already_owned_is_reported() -> None:
    a = log("a", COOPERATIVE, (1, ASSIGNED, {T0}), (2, ASSIGNED, {T0, T1}))
    [problem] = sequence_violations(a)
    assert "assigned [('t', 0)] it already owns" in problem


def test_revoking_or_losing_what_is_not_owned_is_reported() -> None:
    a = log("a", CONSUMER, (1, ASSIGNED, {T0}), (2, REVOKED, {T1}), (3, LOST, {T0, T2}))
    problems = sequence_violations(a)
    assert len(problems) == 2
    assert "revoked [('t', 1)] it does not own" in problems[0]
    assert "lost [('t', 2)] it does not own" in problems[1]


def test_an_eager_member_must_give_up_everything_before_gaining() -> None:
    incremental = (1, ASSIGNED, {T0}), (2, ASSIGNED, {T1})
    assert sequence_violations(log("c", COOPERATIVE, *incremental)) == []
    [problem] = sequence_violations(log("e", EAGER, *incremental))
    assert "eager member assigned [('t', 1)] while still owning [('t', 0)]" in problem
    eager_round = (1, ASSIGNED, {T0}), (2, REVOKED, {T0}), (3, ASSIGNED, {T0, T1})
    assert sequence_violations(log("e", EAGER, *eager_round)) == []


def test_changes_after_the_member_ended_or_out_of_order_are_reported() -> None:
    a = log("a", COOPERATIVE, (1, ASSIGNED, {T0}), (5, REVOKED, {T0}), (4, ASSIGNED, {T1}))
    a.end(LEFT, at=4.5)
    problems = sequence_violations(a)
    assert any("stamped before" in p for p in problems)
    assert any("revoked after the member left" in p for p in problems)


# ----------------------------------------------------------------------------- overlaps


def test_a_handover_after_the_revocation_is_no_overlap() -> None:
    a = log("a", COOPERATIVE, (1, ASSIGNED, {T0, T1}), (3, REVOKED, {T1}))
    b = log("b", COOPERATIVE, (3.5, ASSIGNED, {T1}))
    assert overlap_violations([a, b]) == []


def test_a_partition_owned_by_two_members_at_once_is_reported() -> None:
    a = log("a", COOPERATIVE, (1, ASSIGNED, {T0, T1}), (3, REVOKED, {T1}))
    b = log("b", CONSUMER, (2.5, ASSIGNED, {T1}))
    [problem] = overlap_violations([a, b])
    assert problem.startswith("('t', 1): owned by a (1.000 to 3.000, revoked) and by b from 2.500")


def test_an_owner_that_never_gave_it_up_overlaps_its_successor() -> None:
    a = log("a", EAGER, (1, ASSIGNED, {T0}))
    b = log("b", EAGER, (2, ASSIGNED, {T0}))
    [problem] = overlap_violations([a, b])
    assert "still owned" in problem


def test_a_lost_or_crashed_owner_may_overlap_its_successor() -> None:
    # The coordinator moved the partition when the session expired; the old owner found out
    # later (lost) or never (crashed). Fencing, checked on commits, keeps that harmless.
    lost = log("a", COOPERATIVE, (1, ASSIGNED, {T0}), (9, LOST, {T0}))
    crashed = log("c", COOPERATIVE, (1, ASSIGNED, {T1}))
    crashed.end(CRASHED, at=12)
    b = log("b", COOPERATIVE, (8, ASSIGNED, {T0, T1}))
    assert overlap_violations([lost, crashed, b]) == []
    # but a member that left handed its partitions over: no overlap allowed
    left = log("l", COOPERATIVE, (1, ASSIGNED, {T2}))
    left.end(LEFT, at=12)
    successor = log("s", COOPERATIVE, (8, ASSIGNED, {T2}))
    [problem] = overlap_violations([left, successor])
    assert "owned by l (1.000 to 12.000, left) and by s" in problem


# ----------------------------------------------------------------------------- incremental


def test_cooperative_members_give_up_only_what_moves() -> None:
    a = log("a", COOPERATIVE, (1, ASSIGNED, {T0, T1}), (2, REVOKED, {T1}))
    b = log("b", COOPERATIVE, (3, ASSIGNED, {T1}), (5, REVOKED, {T1}))
    a.change(ASSIGNED, {T1}, at=6)  # it moved to b and back: fine
    assert incremental_violations([a, b]) == []


def test_a_partition_revoked_and_handed_straight_back_is_reported() -> None:
    for protocol in (COOPERATIVE, CONSUMER):
        a = log("a", protocol, (1, ASSIGNED, {T0, T1}), (2, REVOKED, {T1}), (3, ASSIGNED, {T1}))
        [problem] = incremental_violations([a, log("b", protocol, (1, ASSIGNED, {T2}))])
        assert problem == (
            "a: ('t', 1) revoked at 2.000 and given back at 3.000 with nobody owning it between"
        )
    # eager members give everything up on every rebalance: nothing to report
    eager = log("e", EAGER, (1, ASSIGNED, {T0, T1}), (2, REVOKED, {T0, T1}), (3, ASSIGNED, {T1}))
    assert incremental_violations([eager]) == []


# ----------------------------------------------------------------------------- stable points


def test_every_partition_has_exactly_one_live_owner_at_a_stable_point() -> None:
    a = log("a", COOPERATIVE, (1, ASSIGNED, {T0, T1}))
    b = log("b", COOPERATIVE, (1, ASSIGNED, {T2}))
    assert stable_violations([a, b], 2, ["a", "b"], [T0, T1, T2]) == []


def test_unowned_doubly_owned_dead_owned_and_unsubscribed_are_reported() -> None:
    a = log("a", COOPERATIVE, (1, ASSIGNED, {T0, ("u", 0)}))
    b = log("b", COOPERATIVE, (1, ASSIGNED, {T0}))
    dead = log("d", COOPERATIVE, (1, ASSIGNED, {T1}))
    problems = stable_violations([a, b, dead], 2, ["a", "b"], [T0, T1, T2])
    assert problems == [
        "at 2.000: ('t', 0) owned by ['a', 'b'], not exactly one",
        "at 2.000: ('t', 1) owned by d, which is not a live member",
        "at 2.000: ('t', 2) owned by nobody, not exactly one",
        "at 2.000: ('u', 0) is not subscribed but owned by ['a']",
    ]


def test_a_crashed_member_owns_nothing_after_its_end() -> None:
    dead = log("d", COOPERATIVE, (1, ASSIGNED, {T0}))
    dead.end(CRASHED, at=3)
    live = log("b", COOPERATIVE, (4, ASSIGNED, {T0}))
    assert stable_violations([dead, live], 5, ["b"], [T0]) == []
    assert stable_violations([dead, live], 2, ["b"], [T0]) == [
        "at 2.000: ('t', 0) owned by d, which is not a live member"
    ]


# ----------------------------------------------------------------------------- commits


def test_commits_by_owners_resumed_by_successors_and_kept_pass() -> None:
    a = log("a", COOPERATIVE, (1, ASSIGNED, {T0}), (5, REVOKED, {T0}))
    a.commit(Commit(2, 2.1, {T0: 10}))
    a.commit(Commit(4.8, 4.9, {T0: 17}))  # from inside the revocation callback
    b = log("b", CONSUMER, (6, ASSIGNED, {T0}))
    b.resume(6, T0, 17)
    b.commit(Commit(7, 7.1, {T0: 30}))
    assert commit_violations([a, b], {T0: 30}) == []


def test_an_accepted_commit_from_a_fenced_zombie_is_reported() -> None:
    zombie = log("z", COOPERATIVE, (1, ASSIGNED, {T0}), (9, LOST, {T0}))
    zombie.commit(Commit(7, 7.2, {T0: 99}))  # sent after b took over
    b = log("b", COOPERATIVE, (6, ASSIGNED, {T0}))
    problems = commit_violations([zombie, b], {T0: 99})
    assert problems == ["z's commit of ('t', 0) at 99 (sent 7.000) was accepted while b owned it"]
    # refused, as the coordinator must: nothing to report
    zombie.commits[0] = Commit(7, 7.2, {T0: 99}, refused={T0: "ILLEGAL_GENERATION"})
    assert commit_violations([zombie, b], {T0: None}) == []


def test_a_commit_for_a_partition_the_member_never_owned_is_reported() -> None:
    a = log("a", COOPERATIVE, (1, ASSIGNED, {T0}))
    a.commit(Commit(2, 2.1, {T0: 3, T1: 4}))
    [problem] = commit_violations([a], {T0: 3, T1: 4})
    assert "a's commit of ('t', 1) at 4 (sent 2.000) was accepted while nobody owned it" in problem


def test_a_lost_accepted_commit_is_reported() -> None:
    a = log("a", COOPERATIVE, (1, ASSIGNED, {T0, T1}))
    a.commit(Commit(2, 2.1, {T0: 10, T1: 11}))
    a.commit(Commit(3, 3.1, {T0: 12}))
    problems = commit_violations([a], {T0: 10, T1: None})
    assert problems == [
        "('t', 0): committed offset at the end is 10, but the accepted commits leave only [12] "
        "possible",
        "('t', 1): committed offset at the end is None, but the accepted commits leave only [11] "
        "possible",
    ]


def test_a_commit_without_an_answer_may_or_may_not_have_landed() -> None:
    a = log("a", COOPERATIVE, (1, ASSIGNED, {T0}))
    a.commit(Commit(2, 2.1, {T0: 10}))
    a.commit(Commit(3, 8, {T0: 12}, unknown=frozenset({T0})))
    assert commit_violations([a], {T0: 10}) == []
    assert commit_violations([a], {T0: 12}) == []
    [problem] = commit_violations([a], {T0: 11})
    assert "only [10, 12] possible" in problem


def test_a_successor_that_resumes_elsewhere_than_the_last_commit_is_reported() -> None:
    a = log("a", COOPERATIVE, (1, ASSIGNED, {T0}), (5, REVOKED, {T0}))
    a.commit(Commit(4.5, 4.6, {T0: 17}))
    b = log("b", COOPERATIVE, (6, ASSIGNED, {T0}))
    b.resume(6, T0, 12)
    [problem] = commit_violations([a, b], {T0: 17})
    assert "b resumed ('t', 0) at 12 after its assignment at 6.000" in problem
    assert "could only be [17]" in problem
    # with no commit at all, a partition resumes from the log start
    c = log("c", COOPERATIVE, (1, ASSIGNED, {T1}))
    c.resume(1, T1, 0)
    assert commit_violations([c], {T1: None}) == []


def test_all_violations_gathers_every_kind() -> None:
    a = log("a", EAGER, (1, ASSIGNED, {T0}), (2, ASSIGNED, {T1}))
    b = log("b", EAGER, (1.5, ASSIGNED, {T0}))
    b.commit(Commit(1.6, 1.7, {T0: 5}))
    problems = all_violations([a, b], {T0: 4})
    assert any("eager member assigned" in p for p in problems)
    assert any("owned by a" in p and "by b" in p for p in problems)
    assert any("committed offset at the end is 4" in p for p in problems)


# ----------------------------------------------------------------------------- hypothesis

MEMBERS = ("a", "b", "c")


@st.composite
def handovers(draw: st.DrawFn) -> tuple[list[MemberLog], list[tuple[float, str, int]]]:
    """A history of one partition handed between members, each owner revoking before the next
    is assigned, committing while it owns it; returns the logs and each ownership span."""
    logs = {name: MemberLog(name, COOPERATIVE) for name in MEMBERS}
    now = 0.0
    offset = 0
    spans = []
    drawn = draw(st.lists(st.sampled_from(MEMBERS), min_size=1, max_size=8))
    # each hand-over goes to another member (a cooperative member keeps what stays with it)
    owners = [o for i, o in enumerate(drawn) if i == 0 or o != drawn[i - 1]]
    for owner in owners:
        now += draw(st.floats(0.01, 1))
        start = now
        logs[owner].change(ASSIGNED, {T0}, at=now)
        logs[owner].resume(now, T0, offset)
        for _ in range(draw(st.integers(0, 3))):
            now += draw(st.floats(0.01, 1))
            offset += draw(st.integers(1, 50))
            logs[owner].commit(Commit(now, now + 0.005, {T0: offset}))
            now += 0.01
        now += draw(st.floats(0.01, 1))
        logs[owner].change(REVOKED, {T0}, at=now)
        spans.append((start, owner, offset))
    return list(logs.values()), spans


@settings(max_examples=200, deadline=None)
@given(handovers())
def test_orderly_handovers_never_violate(history: tuple[list[MemberLog], list]) -> None:
    logs, spans = history
    final = spans[-1][2]
    assert all_violations(logs, {T0: final if final else None}) == []
    for start, owner, _ in spans:
        assert stable_violations(logs, start + 0.001, MEMBERS, [T0]) == []
        assert [i.member for i in intervals(logs[MEMBERS.index(owner)]) if i.contains(start)] == [
            owner
        ]


@settings(max_examples=200, deadline=None)
@given(handovers(), st.data())
def test_an_early_assignment_is_always_caught(
    history: tuple[list[MemberLog], list], data: st.DataObject
) -> None:
    logs, spans = history
    # A member outside the history takes the partition while one of the owners still has it.
    start, owner, _ = data.draw(st.sampled_from(spans))
    intruder = MemberLog("x", COOPERATIVE)
    intruder.change(ASSIGNED, {T0}, at=start + 0.001)
    intruder.change(REVOKED, {T0}, at=start + 0.002)
    problems = overlap_violations([*logs, intruder])
    assert len(problems) == 1
    assert f"owned by {owner} ({start:.3f} to" in problems[0]
    assert problems[0].endswith(f"and by x from {start + 0.001:.3f}")


@settings(max_examples=200, deadline=None)
@given(handovers(), st.integers(1, 1000))
def test_any_other_final_offset_is_caught(
    history: tuple[list[MemberLog], list], shift: int
) -> None:
    logs, spans = history
    final = spans[-1][2]
    [problem] = commit_violations(logs, {T0: final + shift})
    assert f"committed offset at the end is {final + shift}" in problem
