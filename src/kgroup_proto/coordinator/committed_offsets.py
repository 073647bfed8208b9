"""Committed offsets per group and partition, as the coordinator holds them in memory.

What is committed is also written to the ``__consumer_offsets`` topic, from which the store is
rebuilt when the broker starts (:mod:`kgroup_proto.coordinator.offsets_topic`).

Offsets committed inside a transaction (TxnOffsetCommit) are held apart, per producer, until
the transaction ends: :meth:`OffsetStore.release` applies them on commit and drops them on
abort. Until then OffsetFetch answers the last offset committed outside it, and a fetch that
requires stable offsets is told UNSTABLE_OFFSET_COMMIT for the partitions they cover.
"""

from __future__ import annotations

import attrs


@attrs.frozen
class CommittedOffset:
    offset: int
    leader_epoch: int = -1
    metadata: str = ""
    commit_timestamp: int = -1


class OffsetStore:
    """Offsets by (group, topic, partition)."""

    def __init__(self) -> None:
        self._offsets: dict[str, dict[tuple[str, int], CommittedOffset]] = {}
        #: producer id -> (group, topic, partition) -> offset held until its transaction ends
        self._pending: dict[int, dict[tuple[str, str, int], CommittedOffset]] = {}

    def commit(self, group: str, topic: str, partition: int, value: CommittedOffset) -> None:
        self._offsets.setdefault(group, {})[(topic, partition)] = value

    def fetch(self, group: str, topic: str, partition: int) -> CommittedOffset | None:
        return self._offsets.get(group, {}).get((topic, partition))

    def group_offsets(self, group: str) -> dict[tuple[str, int], CommittedOffset]:
        return dict(self._offsets.get(group, {}))

    def has_group(self, group: str) -> bool:
        return bool(self._offsets.get(group))

    def groups(self) -> list[str]:
        return [g for g, offsets in self._offsets.items() if offsets]

    def delete(self, group: str, topic: str, partition: int) -> bool:
        """Forget one offset; True if there was one."""
        offsets = self._offsets.get(group)
        if offsets is None or offsets.pop((topic, partition), None) is None:
            return False
        if not offsets:
            del self._offsets[group]
        return True

    def delete_group(self, group: str) -> list[tuple[str, int]]:
        """Forget every offset of ``group``; returns the (topic, partition) pairs it had."""
        return sorted(self._offsets.pop(group, {}))

    def hold(
        self, producer_id: int, group: str, topic: str, partition: int, value: CommittedOffset
    ) -> None:
        """An offset committed in the producer's open transaction."""
        self._pending.setdefault(producer_id, {})[(group, topic, partition)] = value

    def is_pending(self, group: str, topic: str, partition: int) -> bool:
        """Whether an open transaction holds an offset for this partition of the group."""
        return any((group, topic, partition) in held for held in self._pending.values())

    def release(
        self, producer_id: int, commit: bool
    ) -> list[tuple[str, str, int, CommittedOffset]]:
        """The producer's transaction ended: its held offsets, now committed (or dropped)."""
        held = self._pending.pop(producer_id, {})
        if not commit:
            return []
        applied = [(g, t, p, v) for (g, t, p), v in sorted(held.items())]
        for group, topic, partition, value in applied:
            self.commit(group, topic, partition, value)
        return applied
