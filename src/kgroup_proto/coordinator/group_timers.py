"""Time passing in the coordinator: group deadlines, offset expiry, cleanup of empty groups.

Every ``offsets_retention_check_interval_ms`` the offsets that expired are deleted
(tombstones), and then empty groups without offsets, as Kafka's coordinator does: an Empty
classic group's offsets expire ``offsets_retention_ms`` after it became empty (after their
commit if that time is not known), a simple consumer's (a group that only stores offsets)
and a KIP-848 group's after their commit, except offsets of topics the group's members
subscribe to. Offsets of deleted topics go at once.
"""

from __future__ import annotations

import logging
from collections.abc import Iterable

from kgroup_proto.coordinator.classic_group import GroupState
from kgroup_proto.coordinator.group_store import GroupStore
from kgroup_proto.coordinator.offsets_topic import offset_commit_record

log = logging.getLogger("kgroup_proto.coordinator.groups")


class GroupTimers:
    """Deadlines of every group, and what expires; the store's groups and offsets change."""

    def __init__(self, store: GroupStore) -> None:
        self.store = store
        self._next_cleanup = store.wall_clock() + store.settings.offsets_retention_check_interval_ms

    def next_deadline(self) -> float | None:
        times = [g.next_deadline() for g in self.store.classic.values()]
        times += [g.next_deadline() for g in self.store.consumer.values()]
        times += [g.next_deadline() for g in self.store.share.values()]
        return min((t for t in times if t is not None), default=None)

    def poll(self) -> None:
        now = self.store.clock()
        counts = self.store.topics.partition_counts()
        for group_id, classic in list(self.store.classic.items()):
            deadline = classic.next_deadline()
            if deadline is not None and deadline <= now:
                classic.poll(now)
                self.store.persist(group_id)
        for group_id, group in list(self.store.consumer.items()):
            deadline = group.next_deadline()
            if deadline is not None and deadline <= now:
                group.poll(counts, now)
                self.store.persist(group_id)
        for group_id, share in list(self.store.share.items()):
            deadline = share.next_deadline()
            if deadline is not None and deadline <= now:
                share.poll(counts, now)
                self.store.persist(group_id)
        self._forget_unused_groups()
        wall = self.store.wall_clock()
        if wall >= self._next_cleanup:
            self._next_cleanup = wall + self.store.settings.offsets_retention_check_interval_ms
            self.cleanup(wall)

    def cleanup(self, wall_now: int) -> None:
        """Delete expired offsets, then empty groups left without offsets (Kafka's cleanup)."""
        for group_id in sorted(
            {*self.store.offsets.groups(), *self.store.classic, *self.store.consumer}
        ):
            expired = self._expired_offsets(group_id, wall_now)
            for topic, partition in expired:
                self.store.offsets.delete(group_id, topic, partition)
            deleted = not self.store.offsets.has_group(group_id) and self._delete_if_empty(group_id)
            if expired:
                log.info("group %s: %d offset(s) expired", group_id, len(expired))
            if expired or deleted:
                self.store.persist(
                    group_id, [offset_commit_record(group_id, *tp, None) for tp in expired]
                )

    def topics_deleted(self, names: Iterable[str]) -> None:
        """Deleted topics: every group's committed offsets of them are deleted (tombstones).

        Kafka's coordinator does the same when a topic goes. A KIP-848 group subscribed to one
        sees it gone from the metadata on its next heartbeat (a new group epoch); a classic
        group's members see it in Metadata and rejoin.
        """
        gone = set(names)
        for group_id in self.store.offsets.groups():
            deleted = [tp for tp in self.store.offsets.group_offsets(group_id) if tp[0] in gone]
            for topic, partition in deleted:
                self.store.offsets.delete(group_id, topic, partition)
            if deleted:
                log.info("group %s: offsets of deleted topic(s) removed", group_id)
                self.store.persist(
                    group_id, [offset_commit_record(group_id, *tp, None) for tp in sorted(deleted)]
                )
        self.store.on_change()

    def _expired_offsets(self, group_id: str, wall_now: int) -> list[tuple[str, int]]:
        offsets = self.store.offsets.group_offsets(group_id)
        if not offsets:
            return []
        classic = self.store.classic.get(group_id)
        consumer = self.store.consumer.get(group_id)
        since: int | None = None  # when an Empty classic group became empty
        subscribed: set[str] | None = set()
        if consumer is not None:
            subscribed = consumer.subscribed_topics(self.store.topics.partition_counts())
        elif classic is not None and classic.protocol_type is not None:
            if classic.state is GroupState.EMPTY:
                state = self.store.state_since.get(group_id)
                since = state[1] if state is not None and state[1] >= 0 else None
            elif classic.state is GroupState.STABLE and classic.protocol_type == "consumer":
                subscribed = self.store.subscribed_topics(classic, None)
            else:
                return []  # a rebalance is under way, or members whose topics are not known
        if subscribed is None:
            return []
        retention = self.store.settings.offsets_retention_ms
        return sorted(
            tp
            for tp, committed in offsets.items()
            if tp[0] not in subscribed
            and wall_now - (since if since is not None else committed.commit_timestamp) >= retention
        )

    def _delete_if_empty(self, group_id: str) -> bool:
        classic = self.store.classic.get(group_id)
        if (
            classic is not None
            and classic.state is GroupState.EMPTY
            and not classic.pending_members
        ):
            classic.mark_dead(self.store.clock())
            del self.store.classic[group_id]
        elif (consumer := self.store.consumer.get(group_id)) is not None and not consumer.members:
            consumer.dead = True
            del self.store.consumer[group_id]
        else:
            return False
        log.info("group %s deleted: empty, without offsets", group_id)
        return True

    def _forget_unused_groups(self) -> None:
        """Groups that never formed (only expired pending joiners, no offsets) are dropped.

        Groups that had a generation stay until DeleteGroups or the cleanup of empty groups
        without offsets, so that they can be described and deleted as in Kafka.
        """
        for group_id in list(self.store.classic):
            self.store.forget_if_unused(group_id)
