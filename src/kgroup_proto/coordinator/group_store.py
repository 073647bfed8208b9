"""What the group APIs share: every group and committed offset of one broker, and their journal.

Classic groups (JoinGroup ... LeaveGroup), KIP-848 consumer groups (ConsumerGroupHeartbeat) and
KIP-932 share groups (ShareGroupHeartbeat) share one group-id namespace, as in Kafka: an id
belongs to one kind of group at a time.
Whatever a request or a timer changed is written to ``__consumer_offsets`` before the answer
goes out (:mod:`kgroup_proto.coordinator.offsets_topic`), and the state is rebuilt from that
topic when the store is created.
"""

from __future__ import annotations

import asyncio
import logging
import time
from collections.abc import Callable, Iterable, Mapping
from typing import TypeVar

import attrs

from kgroup_proto.consumer_protocol import decode_subscription
from kgroup_proto.coordinator.classic_group import ClassicGroup, GroupState
from kgroup_proto.coordinator.committed_offsets import CommittedOffset, OffsetStore
from kgroup_proto.coordinator.config import GroupSettings
from kgroup_proto.coordinator.consumer_group import ConsumerGroup
from kgroup_proto.coordinator.log_storage import TopicStore
from kgroup_proto.coordinator.offsets_topic import (
    KeyValue,
    OffsetsTopic,
    classic_group_records,
    consumer_group_records,
    offset_commit_record,
    restore_classic,
    restore_consumer,
    restore_share,
    share_group_records,
)
from kgroup_proto.coordinator.share_group import ShareGroup
from kgroup_proto.runtime import DecodeError

log = logging.getLogger("kgroup_proto.coordinator.groups")

T = TypeVar("T")


@attrs.frozen
class Caller:
    """Who sent a request, and in which version."""

    client_id: str
    client_host: str
    version: int


def now_ms() -> float:
    return time.monotonic() * 1000.0


def wall_ms() -> int:
    return int(time.time() * 1000)


class GroupStore:
    """Every group and committed offset of one broker, as the group APIs share them."""

    def __init__(
        self,
        settings: GroupSettings,
        topics: TopicStore,
        clock: Callable[[], float] = now_ms,
        wall_clock: Callable[[], int] = wall_ms,
    ) -> None:
        self.settings = settings
        self.topics = topics
        self.offsets = OffsetStore()
        self.clock = clock
        #: epoch milliseconds: commit and record timestamps, offset expiry
        self.wall_clock = wall_clock
        self.classic: dict[str, ClassicGroup] = {}
        self.consumer: dict[str, ConsumerGroup] = {}
        self.share: dict[str, ShareGroup] = {}
        #: called after anything that may move a deadline, so the broker re-arms its timer
        self.on_change: Callable[[], None] = lambda: None
        self.journal = OffsetsTopic(topics, settings, wall_clock)
        #: classic group -> ((state, generation), epoch ms when it was first seen so)
        self.state_since: dict[str, tuple[tuple[GroupState, int], int]] = {}
        self._load()

    # ------------------------------------------------------------------ __consumer_offsets

    def _load(self) -> None:
        loaded = self.journal.load()
        now = self.clock()
        for (group_id, topic, partition), committed in loaded.offsets.items():
            self.offsets.commit(group_id, topic, partition, committed)
        for group_id, value in loaded.classic.items():
            group = restore_classic(group_id, value, self.settings, now)
            self.classic[group_id] = group
            since = value.current_state_timestamp
            self.state_since[group_id] = ((group.state, group.generation_id), since)
        for group_id, records in loaded.consumer.items():
            if group_id in self.classic:
                log.warning(
                    "group %s has classic and KIP-848 records; keeping it classic", group_id
                )
                continue
            self.consumer[group_id] = restore_consumer(
                group_id, records, self.settings, self.topics, now
            )
        for group_id, share_records in loaded.share.items():
            if group_id in self.classic or group_id in self.consumer:
                log.warning(
                    "group %s has share and other records; ignoring the share ones", group_id
                )
                continue
            self.share[group_id] = restore_share(
                group_id, share_records, self.settings, self.topics, now
            )
        for group_id in self.offsets.groups():  # groups known only by their committed offsets
            if group_id not in self.classic and group_id not in self.consumer:
                self.classic[group_id] = ClassicGroup(group_id, self.settings, now)
        if loaded.records:
            log.info(
                "loaded %d classic, %d consumer and %d share groups and %d offsets from %d records",
                len(loaded.classic),
                len(self.consumer),
                len(self.share),
                len(loaded.offsets),
                loaded.records,
            )

    def import_offsets(self, found: Mapping[tuple[str, str, int], CommittedOffset | None]) -> int:
        """Take over commits kept elsewhere (an older broker's file) where none is known yet.

        Each group's are written as one batch; returns how many offsets were taken.
        """
        by_group: dict[str, list[KeyValue]] = {}
        for (group_id, topic, partition), committed in sorted(found.items()):
            if committed is None or self.offsets.fetch(group_id, topic, partition) is not None:
                continue
            self.offsets.commit(group_id, topic, partition, committed)
            record = offset_commit_record(group_id, topic, partition, committed)
            by_group.setdefault(group_id, []).append(record)
            if group_id not in self.classic and group_id not in self.consumer:
                self.classic[group_id] = ClassicGroup(group_id, self.settings, self.clock())
        for group_id, records in by_group.items():
            self.persist(group_id, records)
        return sum(map(len, by_group.values()))

    def _group_records(self, group_id: str) -> dict[bytes, bytes] | None:
        classic = self.classic.get(group_id)
        if classic is not None:
            state = (classic.state, classic.generation_id)
            since = self.state_since.get(group_id)
            if since is None or since[0] != state:
                since = self.state_since[group_id] = (state, self.wall_clock())
            return classic_group_records(classic, since[1], self.offsets.has_group(group_id))
        self.state_since.pop(group_id, None)
        consumer = self.consumer.get(group_id)
        if consumer is not None:
            return consumer_group_records(consumer)
        share = self.share.get(group_id)
        if share is not None:
            return share_group_records(share)
        return {}

    def persist(self, group_id: str, offsets: Iterable[KeyValue] = ()) -> None:
        """Write what changed in the group, with ``offsets``, as one batch."""
        if group_id:
            self.journal.write(group_id, self._group_records(group_id), offsets)

    def forget_if_unused(self, group_id: str) -> None:
        classic = self.classic.get(group_id)
        if (
            classic is not None
            and classic.state is GroupState.EMPTY
            and classic.generation_id == 0
            and not classic.members
            and not classic.pending_members
            and not self.offsets.has_group(group_id)
        ):
            del self.classic[group_id]
            self.persist(group_id)

    async def wait(self, group_id: str, start: Callable[[Callable[[T], None]], None]) -> T:
        future: asyncio.Future[T] = asyncio.get_running_loop().create_future()

        def done(result: T) -> None:
            if not future.done():
                future.set_result(result)

        start(done)
        self.persist(group_id)
        self.on_change()
        return await future

    def subscribed_topics(
        self, classic: ClassicGroup | None, consumer: ConsumerGroup | None
    ) -> set[str] | None:
        """Topics the group's members consume; None if that cannot be known (non-consumer)."""
        if consumer is not None:
            return consumer.subscribed_topics(self.topics.partition_counts())
        assert classic is not None
        if classic.is_empty():
            return set()
        if classic.protocol_type != "consumer" or classic.state is not GroupState.STABLE:
            return None
        topics: set[str] = set()
        for metadata in classic.subscribed_protocol_metadata():
            try:
                subscription = decode_subscription(metadata)
            except DecodeError:
                return None
            if subscription is not None:
                topics.update(subscription.topics)
        return topics
