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
    """Share groups' ``simple`` assignor: every subscribed partition goes to at least one member.

    Topic by topic, among the members subscribed to it: with at least as many partitions as
    members, each partition has exactly one member and the members' counts differ by at most
    one; with more members than partitions, each member gets exactly one partition of the topic
    and the partitions are shared, the numbers of members sharing each differing by at most one.
    Members keep what they have where that stays within those bounds.
    """

    name = "simple"

    def assign(
        self,
        subscriptions: Mapping[str, frozenset[str]],
        partitions: Mapping[str, int],
        current: Assignment,
    ) -> Assignment:
        result = _empty(subscriptions)
        for topic, members in sorted(_subscribers(subscriptions, partitions).items()):
            count = partitions[topic]
            if count <= 0:
                continue
            held = {m: current.get(m, {}).get(topic, set()) for m in members}
            if len(members) <= count:
                owners = self._spread(members, count, held)
                for partition, member in owners.items():
                    result[member].setdefault(topic, set()).add(partition)
            else:
                chosen = self._share(members, count, held)
                for member, partition in chosen.items():
                    result[member][topic] = {partition}
        return result

    @staticmethod
    def _spread(members: list[str], count: int, held: Mapping[str, set[int]]) -> dict[int, str]:
        """Each partition to one member, balanced; a member keeps what fits its quota."""
        quota = -(-count // len(members))
        owners: dict[int, str] = {}
        counts = dict.fromkeys(members, 0)
        for member in members:
            for partition in sorted(held[member]):
                if partition < count and partition not in owners and counts[member] < quota:
                    owners[partition] = member
                    counts[member] += 1
        for partition in range(count):
            if partition not in owners:
                member = min(members, key=lambda m: (counts[m], m))
                owners[partition] = member
                counts[member] += 1
        while True:
            heavy = max(members, key=lambda m: (counts[m], m))
            light = min(members, key=lambda m: (counts[m], m))
            if counts[heavy] - counts[light] <= 1:
                return owners
            partition = max(p for p, m in owners.items() if m == heavy)
            owners[partition] = light
            counts[heavy] -= 1
            counts[light] += 1

    @staticmethod
    def _share(members: list[str], count: int, held: Mapping[str, set[int]]) -> dict[str, int]:
        """Each member to one partition, every partition covered, sharers balanced."""
        quota = -(-len(members) // count)
        chosen: dict[str, int] = {}
        sharers = dict.fromkeys(range(count), 0)
        for member in members:
            kept = [p for p in sorted(held[member]) if p < count and sharers[p] < quota]
            if kept:
                chosen[member] = kept[0]
                sharers[kept[0]] += 1
        for member in members:
            if member not in chosen:
                partition = min(sharers, key=lambda p: (sharers[p], p))
                chosen[member] = partition
                sharers[partition] += 1
        while True:
            crowded = max(sharers, key=lambda p: (sharers[p], -p))
            lonely = min(sharers, key=lambda p: (sharers[p], p))
            if sharers[crowded] - sharers[lonely] <= 1:
                return chosen
            member = max(m for m, p in chosen.items() if p == crowded)
            chosen[member] = lonely
            sharers[crowded] -= 1
            sharers[lonely] += 1


SHARE_ASSIGNOR = ShareSimpleAssignor()

ASSIGNORS: dict[str, Assignor] = {
    a.name: a for a in (ServerUniformAssignor(), ServerRangeAssignor())
}
