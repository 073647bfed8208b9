"""Server-side partition assignors: ``uniform`` and ``range`` for KIP-848 consumer groups,
``simple`` for KIP-932 share groups (:class:`ShareSimpleAssignor`, whose partitions may have
several members).

All take each member's subscribed topics, the partition count of every topic and the current
target assignment. ``uniform`` and ``range`` return a new target in which every subscribed
partition has exactly one owner among the members subscribed to its topic: ``uniform`` balances
the number of partitions per member and keeps partitions where they are when that stays
balanced; ``range`` gives each member a contiguous range of every topic it subscribes to, as the
classic range assignor does. ``simple`` is not offered to consumer groups (:data:`ASSIGNORS`).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Protocol

#: member id -> topic name -> partitions
Assignment = dict[str, dict[str, set[int]]]


class Assignor(Protocol):
    name: str

    def assign(
        self,
        subscriptions: Mapping[str, frozenset[str]],
        partitions: Mapping[str, int],
        current: Assignment,
    ) -> Assignment: ...


def _empty(subscriptions: Mapping[str, frozenset[str]]) -> Assignment:
    return {member: {} for member in subscriptions}


def _subscribers(
    subscriptions: Mapping[str, frozenset[str]], partitions: Mapping[str, int]
) -> dict[str, list[str]]:
    """Topic -> its subscribed members (sorted), for topics that exist."""
    found: dict[str, list[str]] = {}
    for member in sorted(subscriptions):
        for topic in subscriptions[member]:
            if topic in partitions:
                found.setdefault(topic, []).append(member)
    return found


class ServerRangeAssignor:
    """Per topic: members in id order get ``n // m`` partitions, the first ``n % m`` one more."""

    name = "range"

    def assign(
        self,
        subscriptions: Mapping[str, frozenset[str]],
        partitions: Mapping[str, int],
        current: Assignment,
    ) -> Assignment:
        del current
        result = _empty(subscriptions)
        for topic, members in sorted(_subscribers(subscriptions, partitions).items()):
            count = partitions[topic]
            base, extra = divmod(count, len(members))
            start = 0
            for index, member in enumerate(members):
                size = base + (1 if index < extra else 0)
                if size:
                    result[member][topic] = set(range(start, start + size))
                start += size
        return result


class ServerUniformAssignor:
    """Balanced and sticky: each member ends within one partition of the others it can share with.

    Partitions keep their current owner while that owner is under its quota; the rest go, topic
    by topic (fewest subscribers first), to the eligible member with the fewest partitions.
    """

    name = "uniform"

    def assign(
        self,
        subscriptions: Mapping[str, frozenset[str]],
        partitions: Mapping[str, int],
        current: Assignment,
    ) -> Assignment:
        result = _empty(subscriptions)
        subscribers = _subscribers(subscriptions, partitions)
        if not subscribers:
            return result
        counts = dict.fromkeys(subscriptions, 0)
        total = sum(partitions[t] for t in subscribers)
        eligible = [m for m in subscriptions if any(t in partitions for t in subscriptions[m])]
        quota = -(-total // len(eligible))  # ceiling: nobody keeps more than this
        taken: set[tuple[str, int]] = set()
        # 1. Stickiness: keep current partitions that are still subscribed, up to the quota.
        for member in sorted(current):
            if member not in subscriptions:
                continue
            for topic in sorted(current[member]):
                if topic not in subscribers or member not in subscribers[topic]:
                    continue
                for partition in sorted(current[member][topic]):
                    if partition < partitions[topic] and counts[member] < quota:
                        if (topic, partition) in taken:
                            continue
                        result[member].setdefault(topic, set()).add(partition)
                        counts[member] += 1
                        taken.add((topic, partition))
        # 2. The rest: topics with the fewest subscribers first, to the least loaded member.
        for topic in sorted(subscribers, key=lambda t: (len(subscribers[t]), t)):
            members = subscribers[topic]
            for partition in range(partitions[topic]):
                if (topic, partition) in taken:
                    continue
                owner = min(members, key=lambda m: (counts[m], m))
                result[owner].setdefault(topic, set()).add(partition)
                counts[owner] += 1
                taken.add((topic, partition))
        self._rebalance(result, counts, subscribers)
        return result

    @staticmethod
    def _rebalance(
        result: Assignment, counts: dict[str, int], subscribers: dict[str, list[str]]
    ) -> None:
        """Move partitions from the most to the least loaded eligible member until even."""
        moved = True
        while moved:
            moved = False
            for topic, members in subscribers.items():
                heavy = max(members, key=lambda m: (counts[m], m))
                light = min(members, key=lambda m: (counts[m], m))
                owned = result[heavy].get(topic)
                if counts[heavy] - counts[light] > 1 and owned:
                    partition = max(owned)
                    owned.discard(partition)
                    if not owned:
                        del result[heavy][topic]
                    result[light].setdefault(topic, set()).add(partition)
                    counts[heavy] -= 1
                    counts[light] += 1
                    moved = True


class ShareSimpleAssignor:
    """Share groups' ``simple`` assignor (Kafka's rule): partitions shared evenly, members balanced.

    Among M members and P partitions, each partition is to be shared by ``ceil(M / P)`` members
    (one when there are at least as many partitions as members), and those ``ceil(M / P) * P``
    places are spread over the members so that their counts differ by at most one: with more
    partitions than members each partition has one member, with more members than partitions
    every partition has several and some members may have two. Members keep the partitions they
    have where those bounds allow. When every member subscribes to the same topics, their
    partitions are shared out together, as Kafka does; otherwise topic by topic among the members
    subscribed to it.
    """

    name = "simple"

    def assign(
        self,
        subscriptions: Mapping[str, frozenset[str]],
        partitions: Mapping[str, int],
        current: Assignment,
    ) -> Assignment:
        result = _empty(subscriptions)
        subscribers = _subscribers(subscriptions, partitions)
        everyone = sorted(subscriptions)
        pools: list[tuple[list[str], list[tuple[str, int]]]]
        if len({frozenset(subscriptions[m] & partitions.keys()) for m in everyone}) == 1:
            pool = [(t, p) for t in sorted(subscribers) for p in range(partitions[t])]
            pools = [(everyone, pool)] if pool else []
        else:
            pools = [
                (members, [(t, p) for p in range(partitions[t])])
                for t, members in sorted(subscribers.items())
                if partitions[t] > 0
            ]
        for members, pool in pools:
            for member, held in self._share_out(members, pool, current).items():
                for topic, partition in held:
                    result[member].setdefault(topic, set()).add(partition)
        return result

    @staticmethod
    def _share_out(
        members: list[str], pool: list[tuple[str, int]], current: Assignment
    ) -> dict[str, set[tuple[str, int]]]:
        count, size = len(members), len(pool)
        sharing = -(-count // size)  # members per partition
        places = sharing * size
        # Member i's share of the places: ceil(places*(i+1)/count) - ceil(places*i/count).
        wanted = {
            m: -(-places * (i + 1) // count) - -(-places * i // count)
            for i, m in enumerate(members)
        }
        held: dict[str, set[tuple[str, int]]] = {m: set() for m in members}
        sharers: dict[tuple[str, int], int] = dict.fromkeys(pool, 0)
        for member in members:  # stickiness, within both bounds
            mine = current.get(member, {})
            for tp in sorted((t, p) for t, parts in mine.items() for p in parts):
                if tp in sharers and sharers[tp] < sharing and len(held[member]) < wanted[member]:
                    held[member].add(tp)
                    sharers[tp] += 1
        while True:
            short = [tp for tp in pool if sharers[tp] < sharing]
            if not short:
                return held
            tp = min(short, key=lambda x: (sharers[x], x))
            room = [m for m in members if tp not in held[m] and len(held[m]) < wanted[m]]
            if not room:
                # What the members kept leaves no way to fill the places: share out afresh.
                return ShareSimpleAssignor._cyclic(members, pool, sharing, wanted)
            member = max(room, key=lambda m: (wanted[m] - len(held[m]), -members.index(m)))
            held[member].add(tp)
            sharers[tp] += 1

    @staticmethod
    def _cyclic(
        members: list[str], pool: list[tuple[str, int]], sharing: int, wanted: Mapping[str, int]
    ) -> dict[str, set[tuple[str, int]]]:
        """The places (each partition ``sharing`` times, in turn) cut into consecutive runs of
        each member's count: a run is never longer than the pool, so no partition repeats."""
        places = pool * sharing
        held: dict[str, set[tuple[str, int]]] = {}
        start = 0
        for member in members:
            held[member] = set(places[start : start + wanted[member]])
            start += wanted[member]
        return held


SHARE_ASSIGNOR = ShareSimpleAssignor()

ASSIGNORS: dict[str, Assignor] = {
    a.name: a for a in (ServerUniformAssignor(), ServerRangeAssignor())
}
