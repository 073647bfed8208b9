"""Client-side partition assignors of classic consumer groups: what the group leader runs.

The leader of a classic group receives every member's ConsumerProtocolSubscription in its
JoinGroup response, runs the assignor the group agreed on, and sends each member its
ConsumerProtocolAssignment in SyncGroup. Names, subscription metadata and results match Java's
and librdkafka's assignors of the same name, so members of either kind can share a group with
either as leader.
"""

from __future__ import annotations

import struct
from collections import deque
from collections.abc import Iterable, Mapping
from typing import Protocol

import attrs

from kgroup_proto.group.events import RebalanceProtocol, TopicPartition


@attrs.frozen
class Subscription:
    """One member's subscription as the leader sees it (decoded ConsumerProtocolSubscription).

    ``owned_partitions`` (v1+) and ``generation`` (v2+, -1 when absent) are what cooperative
    assignors need; ``rack_id`` is v3's.
    """

    topics: tuple[str, ...]
    user_data: bytes | None = None
    owned_partitions: frozenset[TopicPartition] = frozenset()
    generation: int = -1
    rack_id: str | None = None
    group_instance_id: str | None = None


@attrs.frozen
class MemberAssignment:
    """What one member is given (encoded as ConsumerProtocolAssignment)."""

    partitions: frozenset[TopicPartition]
    user_data: bytes | None = None


class ClassicAssignor(Protocol):
    """An assignor: its protocol name, the rebalance protocols it supports, and the work."""

    name: str
    #: supported rebalance protocols, preferred first (cooperative-sticky: both)
    protocols: tuple[RebalanceProtocol, ...]

    def subscription_user_data(
        self, topics: Iterable[str], owned: frozenset[TopicPartition], generation: int
    ) -> bytes | None:
        """The user data this member puts in its own subscription (None: none)."""
        ...

    def assign(
        self, partitions_per_topic: Mapping[str, int], subscriptions: Mapping[str, Subscription]
    ) -> dict[str, MemberAssignment]:
        """member id -> assignment, for every member in ``subscriptions``."""
        ...

    def on_assignment(self, assignment: MemberAssignment, generation: int) -> None:
        """Called on every member (leader or not) with what it was given."""
        ...


# ------------------------------------------------------------------------------ ordering


def _java_order(text: str) -> bytes:
    """Sort key that orders strings as Java's ``String.compareTo`` does (by UTF-16 code unit).

    It differs from Python's code point order only between characters above U+FFFF and those
    from U+E000 to U+FFFF. librdkafka compares UTF-8 bytes, i.e. code points, so a librdkafka
    leader may order such ids differently.
    """
    return text.encode("utf-16-be", "surrogatepass")


def _member_order(member_id: str, subscription: Subscription) -> tuple[int, bytes, bytes]:
    """The member order of Java's range and roundrobin assignors: static members (those with a
    ``group.instance.id``) first, by instance id; then dynamic members, by member id.

    librdkafka compares instance ids only between two static members and member ids
    otherwise, so in a group mixing static and dynamic members its leader may order them
    differently; with only one kind the orders agree.
    """
    if subscription.group_instance_id is not None:
        return (0, _java_order(subscription.group_instance_id), _java_order(member_id))
    return (1, b"", _java_order(member_id))


def _assignable_topics(
    subscription: Subscription, partitions_per_topic: Mapping[str, int]
) -> frozenset[str]:
    """The member's topics that exist with at least one partition; the others get nothing."""
    return frozenset(t for t in subscription.topics if partitions_per_topic.get(t, 0) > 0)


def _empty(subscriptions: Mapping[str, Subscription]) -> dict[str, set[TopicPartition]]:
    return {member: set() for member in subscriptions}


def _frozen(assignment: Mapping[str, Iterable[TopicPartition]]) -> dict[str, MemberAssignment]:
    return {member: MemberAssignment(frozenset(tps)) for member, tps in assignment.items()}


# ----------------------------------------------------------------------------------- range


class RangeAssignor:
    """``range``: each topic on its own, split into contiguous ranges.

    For every topic, its subscribers are ordered (static members by ``group.instance.id``
    first, then the others by member id); with ``n`` partitions and ``m`` subscribers each gets
    ``n // m`` consecutive partitions and the first ``n % m`` one more. Topics with the same
    subscribers and partition counts are therefore co-partitioned: partition ``i`` of each goes
    to the same member.

    Kafka's rack-aware variant (KIP-881) needs the racks of each partition's replicas, which an
    assignor given partition counts does not have: racks are ignored, which is what Java and
    librdkafka do too when no partition has a known rack.
    """

    name = "range"
    protocols: tuple[RebalanceProtocol, ...] = (RebalanceProtocol.EAGER,)

    def subscription_user_data(
        self, topics: Iterable[str], owned: frozenset[TopicPartition], generation: int
    ) -> bytes | None:
        return None

    def assign(
        self, partitions_per_topic: Mapping[str, int], subscriptions: Mapping[str, Subscription]
    ) -> dict[str, MemberAssignment]:
        result = _empty(subscriptions)
        subscribers: dict[str, list[str]] = {}
        for member, subscription in subscriptions.items():
            for topic in _assignable_topics(subscription, partitions_per_topic):
                subscribers.setdefault(topic, []).append(member)
        for topic, members in subscribers.items():
            members.sort(key=lambda m: _member_order(m, subscriptions[m]))
            base, extra = divmod(partitions_per_topic[topic], len(members))
            start = 0
            for index, member in enumerate(members):
                size = base + (1 if index < extra else 0)
                result[member].update((topic, p) for p in range(start, start + size))
                start += size
        return _frozen(result)

    def on_assignment(self, assignment: MemberAssignment, generation: int) -> None:
        """Nothing to remember: the range assignment depends on the subscriptions only."""


# ------------------------------------------------------------------------------ roundrobin


class RoundRobinAssignor:
    """``roundrobin``: every partition of every subscribed topic, in one sorted list.

    Partitions are sorted by topic name, then number; members are ordered as ``range`` orders
    them and form a ring. Each partition goes to the next member on the ring that subscribes to
    its topic, and the ring moves on past that member. With equal subscriptions the counts
    differ by at most one; with different ones they may not.
    """

    name = "roundrobin"
    protocols: tuple[RebalanceProtocol, ...] = (RebalanceProtocol.EAGER,)

    def subscription_user_data(
        self, topics: Iterable[str], owned: frozenset[TopicPartition], generation: int
    ) -> bytes | None:
        return None

    def assign(
        self, partitions_per_topic: Mapping[str, int], subscriptions: Mapping[str, Subscription]
    ) -> dict[str, MemberAssignment]:
        result = _empty(subscriptions)
        topics_of = {
            m: _assignable_topics(s, partitions_per_topic) for m, s in subscriptions.items()
        }
        ring = sorted(subscriptions, key=lambda m: _member_order(m, subscriptions[m]))
        position = 0
        for topic in sorted(set().union(*topics_of.values()), key=_java_order):
            for partition in range(partitions_per_topic[topic]):
                while topic not in topics_of[ring[position]]:
                    position = (position + 1) % len(ring)
                result[ring[position]].add((topic, partition))
                position = (position + 1) % len(ring)
        return _frozen(result)

    def on_assignment(self, assignment: MemberAssignment, generation: int) -> None:
        """Nothing to remember: the assignment depends on the subscriptions only."""


# ---------------------------------------------------------------------- cooperative-sticky


_GENERATION = struct.Struct(">i")


def subscription_generation(subscription: Subscription) -> int:
    """The generation a member's owned partitions belong to (-1: unknown).

    ConsumerProtocolSubscription v2 carries it as a field. Older members running Java's
    ``cooperative-sticky`` put it in the user data instead, as a single big-endian int32; it is
    read from there when the field is absent. Any other user data means unknown.
    """
    if subscription.generation >= 0:
        return subscription.generation
    data = subscription.user_data
    if data is not None and len(data) == _GENERATION.size:
        return int(_GENERATION.unpack(data)[0])
    return -1


@attrs.frozen
class Ownership:
    """Who owns what when the leader assigns, from the members' owned partitions.

    A partition claimed by several members belongs to the one reporting the highest
    generation (the others' claims are stale). When two or more members claim it in that same
    highest generation nobody is believed: it is ``contested``, and every claimant has to give
    it up before anyone gets it. Claims on topics that no longer exist, or on partitions beyond
    a topic's count, are ignored.
    """

    #: partition -> its owner
    owners: Mapping[TopicPartition, str]
    #: partitions claimed in the same highest generation by more than one member
    contested: frozenset[TopicPartition]

    @classmethod
    def of(
        cls, partitions_per_topic: Mapping[str, int], subscriptions: Mapping[str, Subscription]
    ) -> Ownership:
        best: dict[TopicPartition, tuple[int, list[str]]] = {}
        for member in sorted(subscriptions):
            subscription = subscriptions[member]
            generation = subscription_generation(subscription)
            for tp in subscription.owned_partitions:
                if not 0 <= tp[1] < partitions_per_topic.get(tp[0], 0):
                    continue
                seen = best.get(tp)
                if seen is None or generation > seen[0]:
                    best[tp] = (generation, [member])
                elif generation == seen[0]:
                    seen[1].append(member)
        owners = {tp: members[0] for tp, (_, members) in best.items() if len(members) == 1}
        contested = frozenset(tp for tp, (_, members) in best.items() if len(members) > 1)
        return cls(owners, contested)

    def claimed(self, tp: TopicPartition) -> bool:
        return tp in self.owners or tp in self.contested


class CooperativeStickyAssignor:
    """``cooperative-sticky``: balanced, moving as few owned partitions as balance allows.

    The target assignment (:meth:`plan`) follows the rules of Java's sticky assignors:

    - Balance: no member could take a partition of a topic it subscribes to from a member that
      has two or more partitions more than it. With equal subscriptions that means everyone has
      ``total // members`` or one more.
    - Stickiness: each member keeps the partitions it owns (see :class:`Ownership`) unless
      balance forces them away. With equal subscriptions a member keeps up to the quota of its
      owned partitions, lowest partition numbers first, and the members owning the most keep
      the one-above-quota places; partitions nobody keeps go round robin to the members below
      quota, in member id order. With different subscriptions the unowned partitions go, topic
      by topic (topics with the fewest subscribers first), to the least loaded subscriber, and
      then partitions move from the most to the least loaded member that may take them, newly
      placed partitions before owned ones, until the balance rule holds.

    :meth:`assign` then applies the cooperative rule (KIP-429): a partition whose target owner
    is not its current owner is left out of this round. Its owner, no longer assigned it,
    revokes it and rejoins, and the next round hands it over. A partition is given out at once
    only to its current owner or when nobody claims it. Under the eager protocol members own
    nothing when they join, so nothing is held back.

    Java's and librdkafka's leaders follow the same rules, so their results have these
    properties too, but need not place every partition where this one does: Java, for one,
    visits members in hash map order. Any of them may lead a group of the others.

    Racks are ignored (see :class:`RangeAssignor`).
    """

    name = "cooperative-sticky"
    protocols: tuple[RebalanceProtocol, ...] = (
        RebalanceProtocol.COOPERATIVE,
        RebalanceProtocol.EAGER,
    )

    def subscription_user_data(
        self, topics: Iterable[str], owned: frozenset[TopicPartition], generation: int
    ) -> bytes | None:
        """The generation of the owned partitions as a big-endian int32, as Java writes it for
        leaders that read subscriptions older than v2."""
        return _GENERATION.pack(generation)

    def assign(
        self, partitions_per_topic: Mapping[str, int], subscriptions: Mapping[str, Subscription]
    ) -> dict[str, MemberAssignment]:
        ownership = Ownership.of(partitions_per_topic, subscriptions)
        target = self._plan(partitions_per_topic, subscriptions, ownership)
        return {
            member: MemberAssignment(
                frozenset(
                    tp
                    for tp in tps
                    if not ownership.claimed(tp) or ownership.owners.get(tp) == member
                )
            )
            for member, tps in target.items()
        }

    def plan(
        self, partitions_per_topic: Mapping[str, int], subscriptions: Mapping[str, Subscription]
    ) -> dict[str, frozenset[TopicPartition]]:
        """The balanced, sticky target assignment, before partitions that change owner are held
        back for the next round."""
        ownership = Ownership.of(partitions_per_topic, subscriptions)
        return {
            m: frozenset(tps)
            for m, tps in self._plan(partitions_per_topic, subscriptions, ownership).items()
        }

    def on_assignment(self, assignment: MemberAssignment, generation: int) -> None:
        """Nothing to remember: the member reports its owned partitions and their generation."""

    # -------------------------------------------------------------------------- the plan

    def _plan(
        self,
        partitions_per_topic: Mapping[str, int],
        subscriptions: Mapping[str, Subscription],
        ownership: Ownership,
    ) -> dict[str, set[TopicPartition]]:
        members = sorted(subscriptions, key=_java_order)
        topics_of = {m: _assignable_topics(subscriptions[m], partitions_per_topic) for m in members}
        owned: dict[str, list[TopicPartition]] = {m: [] for m in members}
        for tp, member in ownership.owners.items():
            if tp[0] in topics_of[member]:
                owned[member].append(tp)
        if not members:
            return {}
        if len(set(topics_of.values())) == 1:
            return _constrained(partitions_per_topic, members, topics_of[members[0]], owned)
        return _general(partitions_per_topic, members, topics_of, owned)


def _all_partitions(
    partitions_per_topic: Mapping[str, int], topics: Iterable[str]
) -> list[TopicPartition]:
    return [(t, p) for t in topics for p in range(partitions_per_topic[t])]


def _constrained(
    partitions_per_topic: Mapping[str, int],
    members: list[str],
    topics: frozenset[str],
    owned: Mapping[str, list[TopicPartition]],
) -> dict[str, set[TopicPartition]]:
    """Every member subscribes to the same topics: quotas are known up front.

    With ``n`` partitions and ``m`` members, ``n % m`` members get ``n // m + 1`` and the rest
    ``n // m``. Members, in id order, keep owned partitions up to their quota; one above quota
    only while such places remain and the member owns that many.
    """
    total = sum(partitions_per_topic[t] for t in topics)
    min_quota, extra = divmod(total, len(members))
    max_quota = min_quota + (1 if extra else 0)
    result: dict[str, set[TopicPartition]] = {}
    over_min = 0  # members holding max_quota (at most `extra` of them)
    below_min: deque[str] = deque()  # members under min_quota, filled round robin
    at_min: deque[str] = deque()  # members at min_quota that may still take one more
    for member in members:
        mine = sorted(owned[member], key=lambda tp: (tp[1], _java_order(tp[0])))
        if len(mine) < min_quota:
            result[member] = set(mine)
            below_min.append(member)
        elif len(mine) >= max_quota and over_min < extra:
            result[member] = set(mine[:max_quota])
            over_min += 1
            if over_min == extra:
                at_min.clear()
        else:
            result[member] = set(mine[:min_quota])
            if over_min < extra:
                at_min.append(member)
    taken = set().union(*result.values())
    for tp in _all_partitions(partitions_per_topic, sorted(topics, key=_java_order)):
        if tp in taken:
            continue
        if below_min:
            member = below_min.popleft()
            result[member].add(tp)
            if len(result[member]) < min_quota:
                below_min.append(member)
            else:
                at_min.append(member)
        else:
            member = at_min.popleft()
            result[member].add(tp)
    return result


def _general(
    partitions_per_topic: Mapping[str, int],
    members: list[str],
    topics_of: Mapping[str, frozenset[str]],
    owned: Mapping[str, list[TopicPartition]],
) -> dict[str, set[TopicPartition]]:
    """Subscriptions differ: keep what is owned, place the rest, then even out.

    Unowned partitions go, topics with the fewest subscribers first, to the least loaded
    subscriber. Evening out then repeats the first of these moves that applies:

    1. shift newly placed partitions along a chain of members, each passing one to the next
       (a member may pass a partition to any member subscribed to its topic), from a member
       to one holding two or more fewer: only the two ends change counts;
    2. move any partition straight from its holder to a subscriber of its topic holding two or
       more fewer.

    Each move lowers the sum of squared counts, so evening out ends; it ends when no move of
    the second kind is left, which is the balance rule. Owned partitions move only when moving
    new ones cannot even the counts out.
    """
    result = {m: set(owned[m]) for m in members}
    holder = {tp: m for m, tps in result.items() for tp in tps}
    subscribers: dict[str, list[str]] = {}
    for member in members:
        for topic in topics_of[member]:
            subscribers.setdefault(topic, []).append(member)
    order = {m: _java_order(m) for m in members}
    topics = sorted(subscribers, key=lambda t: (len(subscribers[t]), _java_order(t)))
    # member -> topic -> the partitions of that topic placed on the member in this round
    placed: dict[str, dict[str, set[TopicPartition]]] = {m: {} for m in members}
    for tp in _all_partitions(partitions_per_topic, topics):
        if tp in holder:
            continue
        member = min(subscribers[tp[0]], key=lambda m: (len(result[m]), order[m]))
        result[member].add(tp)
        holder[tp] = member
        placed[member].setdefault(tp[0], set()).add(tp)

    def move(tp: TopicPartition, source: str, target: str) -> None:
        result[source].remove(tp)
        result[target].add(tp)
        holder[tp] = target
        mine = placed[source].get(tp[0])
        if mine is not None and tp in mine:
            mine.remove(tp)
            if not mine:
                del placed[source][tp[0]]
            placed[target].setdefault(tp[0], set()).add(tp)

    def shift_placed() -> bool:
        lightest = min(len(tps) for tps in result.values())
        for heavy in sorted(members, key=lambda m: (-len(result[m]), order[m])):
            if len(result[heavy]) - lightest < 2:
                return False
            # Breadth first over "X can pass a newly placed partition of topic t to Y".
            via: dict[str, tuple[str, TopicPartition] | None] = {heavy: None}
            queue = deque([heavy])
            crossed: set[str] = set()  # topics whose subscribers are all reached already
            while queue:
                current = queue.popleft()
                for topic, tps in sorted(placed[current].items()):
                    if topic in crossed:
                        continue
                    crossed.add(topic)
                    for member in subscribers[topic]:
                        if member not in via:
                            via[member] = (current, max(tps))
                            queue.append(member)
            reachable = [m for m in via if len(result[m]) <= len(result[heavy]) - 2]
            if not reachable:
                continue
            target = min(reachable, key=lambda m: (len(result[m]), order[m]))
            step = via[target]
            while step is not None:
                source, tp = step
                move(tp, source, target)
                target, step = source, via[source]
            return True
        return False

    def move_any() -> bool:
        best: tuple[int, str, str, TopicPartition] | None = None
        for topic in topics:
            light = min(subscribers[topic], key=lambda m: (len(result[m]), order[m]))
            heavy, tp = max(
                ((holder[tp], tp) for tp in _all_partitions(partitions_per_topic, [topic])),
                key=lambda c: (len(result[c[0]]), order[c[0]], c[1][1]),
            )
            gap = len(result[heavy]) - len(result[light])
            if gap >= 2 and (best is None or gap > best[0]):
                best = (gap, heavy, light, tp)
        if best is None:
            return False
        move(best[3], best[1], best[2])
        return True

    while shift_placed() or move_any():
        pass
    return result


# --------------------------------------------------------------------------------- lookup

ASSIGNOR_NAMES: tuple[str, ...] = ("range", "roundrobin", "cooperative-sticky")

_ASSIGNORS: dict[str, type[RangeAssignor | RoundRobinAssignor | CooperativeStickyAssignor]] = {
    "range": RangeAssignor,
    "roundrobin": RoundRobinAssignor,
    "cooperative-sticky": CooperativeStickyAssignor,
}


def assignor(name: str) -> ClassicAssignor:
    """A new assignor of that name (``partition.assignment.strategy`` names)."""
    try:
        return _ASSIGNORS[name]()
    except KeyError:
        raise ValueError(f"unknown assignor {name!r}; known: {', '.join(ASSIGNOR_NAMES)}") from None


__all__ = [
    "ASSIGNOR_NAMES",
    "ClassicAssignor",
    "CooperativeStickyAssignor",
    "MemberAssignment",
    "Ownership",
    "RangeAssignor",
    "RoundRobinAssignor",
    "Subscription",
    "assignor",
    "subscription_generation",
]
