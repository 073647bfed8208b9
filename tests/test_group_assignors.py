"""Client-side classic assignors: worked examples, properties, and kafka-python as a peer.

Expected results in the examples are worked out by hand from the rule quoted above each one.
"""

from __future__ import annotations

import struct
import types
from collections.abc import Mapping
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from kgroup_proto.group.assignors import (
    ASSIGNOR_NAMES,
    ClassicAssignor,
    CooperativeStickyAssignor,
    RangeAssignor,
    RoundRobinAssignor,
    Subscription,
    assignor,
    subscription_generation,
)
from kgroup_proto.group.events import RebalanceProtocol, TopicPartition

Partitions = Mapping[str, int]
Subscriptions = Mapping[str, Subscription]


def tps(spec: str) -> frozenset[TopicPartition]:
    """``"t-0 t-2 u-1"`` -> {("t", 0), ("t", 2), ("u", 1)}."""
    out = set()
    for item in spec.split():
        topic, _, partition = item.rpartition("-")
        out.add((topic, int(partition)))
    return frozenset(out)


def run(which: ClassicAssignor, partitions: Partitions, subs: Subscriptions) -> dict[str, Any]:
    return {m: a.partitions for m, a in which.assign(partitions, subs).items()}


def sub(
    topics: str, owned: str = "", generation: int = -1, instance: str | None = None
) -> Subscription:
    return Subscription(
        tuple(topics.split()),
        owned_partitions=tps(owned),
        generation=generation,
        group_instance_id=instance,
    )


# ----------------------------------------------------------------------------- names, lookup


def test_names_protocols_and_lookup() -> None:
    assert ASSIGNOR_NAMES == ("range", "roundrobin", "cooperative-sticky")
    for name in ASSIGNOR_NAMES:
        made = assignor(name)
        assert made.name == name
        assert assignor(name) is not made, "a new instance per call"
    assert assignor("range").protocols == (RebalanceProtocol.EAGER,)
    assert assignor("roundrobin").protocols == (RebalanceProtocol.EAGER,)
    # Java's CooperativeStickyAssignor.supportedProtocols: COOPERATIVE, then EAGER.
    assert assignor("cooperative-sticky").protocols == (
        RebalanceProtocol.COOPERATIVE,
        RebalanceProtocol.EAGER,
    )
    with pytest.raises(ValueError) as error:
        assignor("sticky")
    for name in ASSIGNOR_NAMES:
        assert name in str(error.value)


def test_subscription_user_data() -> None:
    # range and roundrobin have none; cooperative-sticky writes the generation as one
    # big-endian int32, as Java does for leaders reading subscriptions older than v2.
    assert RangeAssignor().subscription_user_data(["t"], frozenset(), 3) is None
    assert RoundRobinAssignor().subscription_user_data(["t"], frozenset(), 3) is None
    sticky = CooperativeStickyAssignor()
    assert sticky.subscription_user_data(["t"], tps("t-0"), 7) == b"\x00\x00\x00\x07"
    assert sticky.subscription_user_data(["t"], frozenset(), -1) == b"\xff\xff\xff\xff"


def test_subscription_generation_field_then_user_data() -> None:
    # The v2 field when present; else Java's 4-byte user data; else unknown (-1).
    assert subscription_generation(Subscription(("t",), generation=5)) == 5
    assert subscription_generation(Subscription(("t",), user_data=struct.pack(">i", 9))) == 9
    both = Subscription(("t",), user_data=struct.pack(">i", 9), generation=2)
    assert subscription_generation(both) == 2
    assert subscription_generation(Subscription(("t",), user_data=b"\x00\x01")) == -1
    assert subscription_generation(Subscription(("t",), user_data=b"")) == -1
    assert subscription_generation(Subscription(("t",))) == -1


# ------------------------------------------------------------------------- range, by hand


def test_range_splits_each_topic_into_ranges() -> None:
    # Per topic: n // m partitions each, the first n % m members (by member id) one more.
    # t0 and t1 have 3 partitions, 2 members: 1 each, C0 one more: C0 0-1, C1 2.
    got = run(RangeAssignor(), {"t0": 3, "t1": 3}, {"C0": sub("t0 t1"), "C1": sub("t0 t1")})
    assert got == {"C0": tps("t0-0 t0-1 t1-0 t1-1"), "C1": tps("t0-2 t1-2")}


def test_range_puts_static_members_first_by_instance_id() -> None:
    # Order: members with a group.instance.id first, by that id; then the others by member id.
    # "c" (instance y), "b" (instance z), "a": 4 partitions, 1 each, the first one more.
    subs = {"a": sub("t"), "b": sub("t", instance="z"), "c": sub("t", instance="y")}
    assert run(RangeAssignor(), {"t": 4}, subs) == {
        "c": tps("t-0 t-1"),
        "b": tps("t-2"),
        "a": tps("t-3"),
    }


def test_range_per_topic_subscribers_and_missing_topics() -> None:
    # Each topic is split among its own subscribers only; topics that do not exist or have no
    # partitions give nothing, and members with nothing to get are still in the result.
    # t1 (2): A, B -> 1 each. t2 (3): B alone. gone: absent. empty: 0 partitions.
    subs = {"A": sub("t1 gone"), "B": sub("t1 t2 empty"), "C": sub("gone")}
    got = run(RangeAssignor(), {"t1": 2, "t2": 3, "empty": 0}, subs)
    assert got == {"A": tps("t1-0"), "B": tps("t1-1 t2-0 t2-1 t2-2"), "C": frozenset()}


# -------------------------------------------------------------------- roundrobin, by hand


def test_roundrobin_deals_sorted_partitions_in_turn() -> None:
    # All partitions sorted (t0-0 t0-1 t0-2 t1-0 t1-1 t1-2), dealt C0, C1, C0, C1, ...
    got = run(RoundRobinAssignor(), {"t0": 3, "t1": 3}, {"C0": sub("t0 t1"), "C1": sub("t0 t1")})
    assert got == {"C0": tps("t0-0 t0-2 t1-1"), "C1": tps("t0-1 t1-0 t1-2")}


def test_roundrobin_skips_members_not_subscribed() -> None:
    # Ring C0, C1, C2; each partition goes to the next member on the ring subscribed to it.
    # t0-0 -> C0; t1-0 -> C1; t1-1 -> C2; t2-0: C0 and C1 skipped -> C2; t2-1, t2-2 likewise.
    subs = {"C0": sub("t0"), "C1": sub("t0 t1"), "C2": sub("t0 t1 t2")}
    got = run(RoundRobinAssignor(), {"t0": 1, "t1": 2, "t2": 3}, subs)
    assert got == {"C0": tps("t0-0"), "C1": tps("t1-0"), "C2": tps("t1-1 t2-0 t2-1 t2-2")}


def test_roundrobin_static_members_first() -> None:
    # Ring: "z" (instance a), then "m", "y" by member id. 4 partitions: z, m, y, z.
    subs = {"y": sub("t"), "m": sub("t"), "z": sub("t", instance="a")}
    got = run(RoundRobinAssignor(), {"t": 4}, subs)
    assert got == {"z": tps("t-0 t-3"), "m": tps("t-1"), "y": tps("t-2")}


# ------------------------------------------------------------ cooperative-sticky, by hand


def test_sticky_fresh_group_round_robin_to_quota() -> None:
    # 3 partitions, 2 members: quota 1, one member gets 2. Nothing owned: partitions go round
    # robin to members below quota in id order (t-0 A, t-1 B), then the rest, one each, to
    # members at quota in the order they reached it (t-2 A).
    got = run(CooperativeStickyAssignor(), {"t": 3}, {"A": sub("t"), "B": sub("t")})
    assert got == {"A": tps("t-0 t-2"), "B": tps("t-1")}


def test_sticky_new_member_gets_moved_partition_in_the_second_round() -> None:
    # A owns t-0..t-2 (generation 1); B joins. Quota 1, one member 2: A owns the most, keeps
    # its two lowest partitions; t-2 is meant for B but A still owns it, so round 1 gives it
    # to nobody. A revokes it and rejoins; round 2 gives it to B.
    sticky = CooperativeStickyAssignor()
    round1 = {"A": sub("t", "t-0 t-1 t-2", 1), "B": sub("t", "", 1)}
    assert sticky.plan({"t": 3}, round1) == {"A": tps("t-0 t-1"), "B": tps("t-2")}
    assert run(sticky, {"t": 3}, round1) == {"A": tps("t-0 t-1"), "B": frozenset()}
    round2 = {"A": sub("t", "t-0 t-1", 2), "B": sub("t", "", 2)}
    assert run(sticky, {"t": 3}, round2) == {"A": tps("t-0 t-1"), "B": tps("t-2")}


def test_sticky_member_leaves_others_keep_theirs() -> None:
    # C left owning t-4, t-5. 6 partitions, 2 members: quota 3. A and B keep what they own;
    # t-4 goes to A, t-5 to B (below quota, round robin in id order); nobody claims them any
    # more, so they are given at once.
    subs = {"A": sub("t", "t-0 t-1", 4), "B": sub("t", "t-2 t-3", 4)}
    got = run(CooperativeStickyAssignor(), {"t": 6}, subs)
    assert got == {"A": tps("t-0 t-1 t-4"), "B": tps("t-2 t-3 t-5")}


def test_sticky_highest_generation_owns_a_partition() -> None:
    # A claims t-0 in generation 3, B in generation 5: B owns it and keeps it; A's stale claim
    # does not hold it back. Quota 1 each: A gets t-1.
    subs = {"A": sub("t", "t-0", 3), "B": sub("t", "t-0", 5)}
    assert run(CooperativeStickyAssignor(), {"t": 2}, subs) == {
        "A": tps("t-1"),
        "B": tps("t-0"),
    }


def test_sticky_generation_from_user_data() -> None:
    # A's subscription has no generation field but Java's user data says 7 > B's 5: A owns t-0.
    a = Subscription(("t",), user_data=struct.pack(">i", 7), owned_partitions=tps("t-0"))
    subs = {"A": a, "B": sub("t", "t-0", 5)}
    assert run(CooperativeStickyAssignor(), {"t": 2}, subs) == {
        "A": tps("t-0"),
        "B": tps("t-1"),
    }


def test_sticky_partition_claimed_twice_in_one_generation_waits() -> None:
    # A and B both claim t-0 in generation 4: neither is believed, both are below quota 1 and
    # get, round robin, t-0 (A) and t-1 (B). t-0 is still claimed, so it waits a round.
    sticky = CooperativeStickyAssignor()
    subs = {"A": sub("t", "t-0", 4), "B": sub("t", "t-0", 4)}
    assert sticky.plan({"t": 2}, subs) == {"A": tps("t-0"), "B": tps("t-1")}
    assert run(sticky, {"t": 2}, subs) == {"A": frozenset(), "B": tps("t-1")}


def test_sticky_deleted_and_unsubscribed_topics() -> None:
    # A owns t-0, x-0 (x deleted) and u-0 (A no longer subscribes to u; B does). Subscriptions
    # differ. x-0 is forgotten. A keeps t-0. Unowned partitions, topics with fewest subscribers
    # first: u-0 -> B (its only subscriber); t-1 -> A or B, both at 1, A by id. u-0 is still
    # claimed by A, so B gets it in the next round.
    sticky = CooperativeStickyAssignor()
    subs = {"A": sub("t", "t-0 x-0 u-0", 2), "B": sub("t u", "", 2)}
    assert sticky.plan({"t": 2, "u": 1}, subs) == {"A": tps("t-0 t-1"), "B": tps("u-0")}
    assert run(sticky, {"t": 2, "u": 1}, subs) == {"A": tps("t-0 t-1"), "B": frozenset()}


def test_sticky_different_subscriptions_fresh() -> None:
    # Topics with the fewest subscribers first (t2: B only), each partition to the least
    # loaded subscriber (ties by id): t2-0, t2-1 -> B; t1-0 -> A (0 < 2); t1-1 -> A (1 < 2).
    subs = {"A": sub("t1"), "B": sub("t1 t2")}
    got = run(CooperativeStickyAssignor(), {"t1": 2, "t2": 2}, subs)
    assert got == {"A": tps("t1-0 t1-1"), "B": tps("t2-0 t2-1")}


def test_sticky_evens_out_by_moving_owned_partitions_when_needed() -> None:
    # B subscribes to t only and owns nothing; A owns all of t (4) and u (2). Placing adds
    # nothing; B may take t's partitions: A 6 vs B 0, then 5/1, 4/2, 3/3. The moves take A's
    # highest-numbered t partitions first: t-3, t-2, t-1. All three are still A's, so this
    # round B gets none of them.
    sticky = CooperativeStickyAssignor()
    subs = {"A": sub("t u", "t-0 t-1 t-2 t-3 u-0 u-1", 1), "B": sub("t", "", 1)}
    assert sticky.plan({"t": 4, "u": 2}, subs) == {
        "A": tps("t-0 u-0 u-1"),
        "B": tps("t-1 t-2 t-3"),
    }
    assert run(sticky, {"t": 4, "u": 2}, subs) == {"A": tps("t-0 u-0 u-1"), "B": frozenset()}


def test_sticky_moves_newly_placed_partitions_before_owned_ones() -> None:
    # a (4): P, R subscribe; b (1): P, Q, R. P owns a-1 a-2, R owns a-3 b-0; a-0 is unowned.
    # Placing (a first: fewer subscribers): a-0 -> P or R, both at 2, P by id: P 3, Q 0, R 2.
    # No new partition can reach Q (only P holds one, and only R may take it, at 2), so a
    # direct move: b-0 from R (2) to Q (0). Then P 3, R 1: P passes its new a-0 to R rather
    # than an owned one. Only b-0 changes owner, and it waits a round.
    sticky = CooperativeStickyAssignor()
    subs = {"P": sub("a b", "a-1 a-2", 1), "Q": sub("b", "", 1), "R": sub("a b", "a-3 b-0", 1)}
    assert sticky.plan({"a": 4, "b": 1}, subs) == {
        "P": tps("a-1 a-2"),
        "Q": tps("b-0"),
        "R": tps("a-0 a-3"),
    }
    assert run(sticky, {"a": 4, "b": 1}, subs) == {
        "P": tps("a-1 a-2"),
        "Q": frozenset(),
        "R": tps("a-0 a-3"),
    }


def test_sticky_passes_new_partitions_along_a_chain() -> None:
    # a, b, c with one partition each. P: b c, Q: a c, R: a, S: b. P owns b-0.
    # Placing (all topics have 2 subscribers, so by name): a-0 -> Q (Q, R at 0: Q by id);
    # c-0 -> P (P, Q at 1: P by id). P 2, Q 1, R 0, S 0: P must shed one. Q (1) is not light
    # enough to take c-0 alone, but Q can pass its new a-0 on to R (0): c-0 P -> Q and
    # a-0 Q -> R. P keeps b-0, which S could otherwise have taken; S at 0 is balanced, as P
    # has just one more.
    subs = {
        "P": sub("b c", "b-0", 1),
        "Q": sub("a c", "", 1),
        "R": sub("a", "", 1),
        "S": sub("b", "", 1),
    }
    got = run(CooperativeStickyAssignor(), {"a": 1, "b": 1, "c": 1}, subs)
    assert got == {"P": tps("b-0"), "Q": tps("c-0"), "R": tps("a-0"), "S": frozenset()}


# ------------------------------------------------------------------------------ strategies

TOPICS = ("a", "b", "c", "d")


@st.composite
def groups(draw: st.DrawFn, owned: bool = True) -> tuple[dict[str, int], dict[str, Subscription]]:
    """Random topics (some empty), members with random subscriptions (some to topics that do
    not exist), instance ids, and, when ``owned``, random claims: overlapping, stale, on
    deleted topics and beyond a topic's partitions."""
    partitions = draw(st.dictionaries(st.sampled_from(TOPICS), st.integers(0, 7), max_size=4))
    members = draw(
        st.lists(st.text("mnopq", min_size=1, max_size=3), min_size=1, max_size=6, unique=True)
    )
    instances = draw(st.lists(st.text("xyz", min_size=1, max_size=2), unique=True, max_size=6))
    claimable = [(t, p) for t in (*TOPICS, "gone") for p in range(8)]
    subs = {}
    for index, member in enumerate(members):
        topics = draw(st.lists(st.sampled_from((*TOPICS, "gone")), min_size=1, unique=True))
        static = index < len(instances) and draw(st.booleans())
        subs[member] = Subscription(
            tuple(topics),
            owned_partitions=draw(st.frozensets(st.sampled_from(claimable), max_size=10))
            if owned
            else frozenset(),
            generation=draw(st.integers(-1, 3)),
            group_instance_id=instances[index] if static else None,
        )
    return partitions, subs


@st.composite
def settled_groups(
    draw: st.DrawFn, equal: bool = False
) -> tuple[dict[str, int], dict[str, Subscription]]:
    """Groups as they are between rebalances: each partition owned by at most one member, all
    in the same generation; ``equal``: every member subscribes to the same topics."""
    partitions, subs = draw(groups(owned=False))
    topics = next(iter(subs.values())).topics
    members = sorted(subs)
    owner_of = {}
    for topic, count in partitions.items():
        for partition in range(count):
            owner_of[(topic, partition)] = draw(st.sampled_from([None, *members]))
    generation = draw(st.integers(0, 5))
    return partitions, {
        m: Subscription(
            topics if equal else s.topics,
            owned_partitions=frozenset(tp for tp, o in owner_of.items() if o == m),
            generation=generation,
        )
        for m, s in subs.items()
    }


# ------------------------------------------------------------------------------ checkers


def assignable(partitions: Partitions, subs: Subscriptions) -> set[TopicPartition]:
    """Every partition of a topic that exists and someone subscribes to."""
    topics = {t for s in subs.values() for t in s.topics if partitions.get(t, 0) > 0}
    return {(t, p) for t in topics for p in range(partitions[t])}


def check_exactly_once_to_subscribers(
    result: Mapping[str, frozenset[TopicPartition]], partitions: Partitions, subs: Subscriptions
) -> None:
    assert set(result) == set(subs), "every member gets an assignment, nobody else"
    seen: list[TopicPartition] = []
    for member, got in result.items():
        for tp in got:
            assert tp[0] in subs[member].topics, f"{member} got {tp} it does not subscribe to"
        seen.extend(got)
    assert len(seen) == len(set(seen)), "a partition given twice"
    assert set(seen) == assignable(partitions, subs)


def check_balanced(
    result: Mapping[str, frozenset[TopicPartition]], partitions: Partitions, subs: Subscriptions
) -> None:
    """No member could take a partition of its topics from one holding 2+ more than it."""
    holder = {tp: m for m, got in result.items() for tp in got}
    for member, got in result.items():
        for tp in assignable(partitions, {member: subs[member]}):
            if tp not in got:
                other = holder[tp]
                assert len(result[other]) <= len(got) + 1, (
                    f"{tp} of {other} ({len(result[other])}) could go to {member} ({len(got)})"
                )


def generation_of(subscription: Subscription) -> int:
    if subscription.generation >= 0:
        return subscription.generation
    if subscription.user_data is not None and len(subscription.user_data) == 4:
        return int(struct.unpack(">i", subscription.user_data)[0])
    return -1


def claims(partitions: Partitions, subs: Subscriptions) -> dict[TopicPartition, list[str]]:
    """Partition -> members claiming it, on existing partitions only."""
    out: dict[TopicPartition, list[str]] = {}
    for member, subscription in subs.items():
        for tp in subscription.owned_partitions:
            if 0 <= tp[1] < partitions.get(tp[0], 0):
                out.setdefault(tp, []).append(member)
    return out


def current_owner(claimants: list[str], subs: Subscriptions) -> str | None:
    """The claimant in the highest generation, if only one claims it in that generation."""
    top = max(generation_of(subs[m]) for m in claimants)
    best = [m for m in claimants if generation_of(subs[m]) == top]
    return best[0] if len(best) == 1 else None


def check_cooperative_safety(
    given: Mapping[str, frozenset[TopicPartition]], partitions: Partitions, subs: Subscriptions
) -> None:
    """A partition is given only to its current owner or when nobody claims it: never to a
    new owner while the current owner still holds it."""
    claimed = claims(partitions, subs)
    for member, got in given.items():
        for tp in got:
            if tp in claimed:
                assert current_owner(claimed[tp], subs) == member, (
                    f"{tp} given to {member} while {claimed[tp]} claim it"
                )


# ------------------------------------------------------------------------------ properties

EAGER_ASSIGNORS = [RangeAssignor, RoundRobinAssignor]

#: results are under test, not speed: no per-example time limit
untimed = settings(deadline=None)


@pytest.mark.parametrize("make", EAGER_ASSIGNORS)
@untimed
@given(group=groups())
def test_each_partition_once_to_subscribers(make: type[ClassicAssignor], group: Any) -> None:
    partitions, subs = group
    check_exactly_once_to_subscribers(run(make(), partitions, subs), partitions, subs)


@untimed
@given(group=groups())
def test_range_ranges_per_topic(group: Any) -> None:
    # Per topic: counts among its subscribers differ by at most one, and in member order the
    # ranges are consecutive, larger ones first.
    partitions, subs = group
    result = run(RangeAssignor(), partitions, subs)
    for topic, count in partitions.items():
        members = [m for m in subs if topic in subs[m].topics]
        if not count or not members:
            continue
        members.sort(
            key=lambda m: (
                (0, subs[m].group_instance_id, m)
                if subs[m].group_instance_id is not None
                else (1, "", m)
            )
        )
        ranges = [sorted(p for t, p in result[m] if t == topic) for m in members]
        sizes = [len(r) for r in ranges]
        assert max(sizes) - min(sizes) <= 1
        assert sizes == sorted(sizes, reverse=True)
        assert [p for r in ranges for p in r] == list(range(count))


@untimed
@given(group=groups(owned=False))
def test_roundrobin_equal_subscriptions_within_one(group: Any) -> None:
    partitions, subs = group
    topics = next(iter(subs.values())).topics
    subs = {m: Subscription(topics) for m in subs}
    counts = [len(p) for p in run(RoundRobinAssignor(), partitions, subs).values()]
    assert max(counts) - min(counts) <= 1


@untimed
@given(group=groups())
def test_sticky_plan_complete_and_balanced(group: Any) -> None:
    partitions, subs = group
    plan = CooperativeStickyAssignor().plan(partitions, subs)
    check_exactly_once_to_subscribers(plan, partitions, subs)
    check_balanced(plan, partitions, subs)


@untimed
@given(group=groups())
def test_sticky_holds_back_only_partitions_changing_owner(group: Any) -> None:
    partitions, subs = group
    sticky = CooperativeStickyAssignor()
    plan = sticky.plan(partitions, subs)
    given_now = run(sticky, partitions, subs)
    check_cooperative_safety(given_now, partitions, subs)
    claimed = claims(partitions, subs)
    for member in subs:
        assert given_now[member] <= plan[member]
        for tp in plan[member] - given_now[member]:
            assert tp in claimed, f"{tp} held back though nobody claims it"


@untimed
@given(group=settled_groups(equal=True))
def test_sticky_equal_subscriptions_keep_as_many_owned_as_quotas_allow(group: Any) -> None:
    # n partitions, m members: everyone gets n // m, and n % m members one more. A member
    # keeps min(owned, n // m) of its partitions at least, and the members owning more than
    # the quota fill the n % m larger places: nothing else could keep more.
    partitions, subs = group
    plan = CooperativeStickyAssignor().plan(partitions, subs)
    total = len(assignable(partitions, subs))
    low, extra = divmod(total, len(subs))
    owned = {m: len(s.owned_partitions & assignable(partitions, subs)) for m, s in subs.items()}
    kept = {m: len(plan[m] & subs[m].owned_partitions) for m in subs}
    for member in subs:
        assert kept[member] >= min(owned[member], low)
    owning_more = sum(1 for n in owned.values() if n > low)
    best = sum(min(n, low) for n in owned.values()) + min(extra, owning_more)
    assert sum(kept.values()) == best


@untimed
@given(group=groups())
def test_sticky_settled_assignment_stays(group: Any) -> None:
    # Members owning exactly the plan, in one newer generation: nothing moves, nothing waits.
    partitions, subs = group
    sticky = CooperativeStickyAssignor()
    plan = sticky.plan(partitions, subs)
    again = {
        m: Subscription(s.topics, owned_partitions=plan[m], generation=9) for m, s in subs.items()
    }
    assert sticky.plan(partitions, again) == plan
    assert run(sticky, partitions, again) == plan


@untimed
@given(group=settled_groups(equal=True))
def test_sticky_equal_subscriptions_settle_in_two_rounds(group: Any) -> None:
    # Round 1 holds back what moves; members revoke it and rejoin owning what they were given;
    # round 2 holds nothing back.
    partitions, subs = group
    sticky = CooperativeStickyAssignor()
    first = run(sticky, partitions, subs)
    generation = next(iter(subs.values())).generation + 1
    second_subs = {
        m: Subscription(s.topics, owned_partitions=first[m], generation=generation)
        for m, s in subs.items()
    }
    second = run(sticky, partitions, second_subs)
    assert second == sticky.plan(partitions, second_subs)
    check_exactly_once_to_subscribers(second, partitions, second_subs)
    for member in subs:
        assert first[member] <= second[member], "round 2 takes nothing given in round 1"


@untimed
@given(group=settled_groups(), rounds=st.integers(1, 4))
def test_sticky_rounds_stay_safe(group: Any, rounds: int) -> None:
    # Whatever the subscriptions, every round is safe and its plan balanced, members owning
    # what the previous round gave them.
    partitions, subs = group
    sticky = CooperativeStickyAssignor()
    for _ in range(rounds):
        given_now = run(sticky, partitions, subs)
        check_cooperative_safety(given_now, partitions, subs)
        check_balanced(sticky.plan(partitions, subs), partitions, subs)
        generation = next(iter(subs.values())).generation + 1
        subs = {
            m: Subscription(s.topics, owned_partitions=given_now[m], generation=generation)
            for m, s in subs.items()
        }


@pytest.mark.parametrize("make", [*EAGER_ASSIGNORS, CooperativeStickyAssignor])
@untimed
@given(group=groups(), data=st.data())
def test_same_input_same_output_whatever_the_order(
    make: type[ClassicAssignor], group: Any, data: st.DataObject
) -> None:
    partitions, subs = group
    shuffled_subs = dict(data.draw(st.permutations(list(subs.items()))))
    shuffled_partitions = dict(data.draw(st.permutations(list(partitions.items()))))
    first = run(make(), partitions, subs)
    assert run(make(), shuffled_partitions, shuffled_subs) == first
    assert run(make(), partitions, subs) == first


# ---------------------------------------------------------------- kafka-python as a peer


class _Cluster:
    def __init__(self, partitions: Partitions) -> None:
        self.partitions = partitions

    def partitions_for_topic(self, topic: str) -> set[int] | None:
        if topic not in self.partitions:
            return None
        return set(range(self.partitions[topic]))


def kafka_python(name: str, partitions: Partitions, subs: Subscriptions) -> dict[str, Any]:
    """kafka-python 3.0.12's assignor of that name on the same group.

    Where kafka-python departs from Java:

    - Both order static members first with ``itertools.groupby`` over the members as given,
      which keeps only the last run of each kind: when static and dynamic members are
      interleaved, members are dropped. Members are handed to it static ones first, which it
      gets right.
    - Its roundrobin raises KeyError as soon as it has to skip a member not subscribed to a
      topic (it looks the member up by its (instance id, member id) pair), so it works only
      when all members subscribe to the same topics.
    """
    from kafka.coordinator.assignors.range import RangePartitionAssignor
    from kafka.coordinator.assignors.roundrobin import RoundRobinPartitionAssignor
    from kafka.protocol.consumer.metadata import ConsumerProtocolSubscription

    peer = {"range": RangePartitionAssignor, "roundrobin": RoundRobinPartitionAssignor}[name]
    members = [
        types.SimpleNamespace(
            member_id=m,
            group_instance_id=s.group_instance_id,
            metadata=ConsumerProtocolSubscription(0, list(s.topics), b""),
        )
        for m, s in sorted(subs.items(), key=lambda kv: kv[1].group_instance_id is None)
    ]
    answer = peer.assign(_Cluster(partitions), members)
    return {
        m: frozenset((t, p) for t, ps in a.assigned_partitions for p in ps)
        for m, a in answer.items()
    }


@settings(max_examples=300, deadline=None)
@given(group=groups(owned=False))
def test_range_same_result_as_kafka_python(group: Any) -> None:
    partitions, subs = group
    assert run(RangeAssignor(), partitions, subs) == kafka_python("range", partitions, subs)


@settings(max_examples=300, deadline=None)
@given(group=groups(owned=False))
def test_roundrobin_same_result_as_kafka_python(group: Any) -> None:
    partitions, subs = group
    topics = next(iter(subs.values())).topics
    subs = {m: Subscription(topics, group_instance_id=s.group_instance_id) for m, s in subs.items()}
    got = run(RoundRobinAssignor(), partitions, subs)
    assert got == kafka_python("roundrobin", partitions, subs)
