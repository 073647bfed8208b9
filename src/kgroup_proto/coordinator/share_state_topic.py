"""``__share_group_state``: where the broker keeps its share-partitions' state (KIP-932).

The records are the ones :mod:`kgroup_proto.coordinator.share_partition` writes (ShareSnapshot
and ShareUpdate, as Kafka's share coordinator writes them); each write of a share-partition is
appended as one record batch (magic 2, CreateTime, no producer), as ``__consumer_offsets`` is
(:mod:`kgroup_proto.coordinator.offsets_topic`). The topic has one partition here (Kafka's
``share.coordinator.state.topic.num.partitions`` is 50, for spreading the load over brokers).

Replaying the topic (:meth:`ShareStateTopic.load`) reads every record in log order and rebuilds
each share-partition from its own records (:meth:`SharePartition.from_records`): a snapshot,
then the updates on it; a tombstone forgets it. The topic is never compacted: a ShareUpdate
shares its key with the updates before it, and all of them since the last snapshot are needed.
"""

from __future__ import annotations

import logging
import uuid
from collections.abc import Callable, Iterable

from kgroup_proto.compression import CompressionError
from kgroup_proto.coordinator.log_storage import Topic, TopicStore
from kgroup_proto.coordinator.share_partition import (
    SharePartition,
    SharePartitionSettings,
    ShareStateRecord,
)
from kgroup_proto.record_batch import BatchError, Record, build_batch, read_header, read_records
from kgroup_proto.runtime.errors import DecodeError

log = logging.getLogger("kgroup_proto.coordinator.share_state")

SHARE_STATE_TOPIC = "__share_group_state"
#: (group id, topic id, partition): one share-partition
SharePartitionKey = tuple[str, uuid.UUID, int]


class ShareStateTopic:
    """Appends share-partition records to ``__share_group_state`` and replays them."""

    def __init__(self, topics: TopicStore, wall_clock: Callable[[], int]) -> None:
        self.topics = topics
        self.wall_clock = wall_clock
        #: called after every append (the broker wakes fetches waiting for records)
        self.on_append: Callable[[], None] = lambda: None
        #: what replaying the topic could not read, for the log and the tests
        self.problems: list[str] = []

    def ensure(self) -> Topic:
        """The topic, created now if it does not exist yet."""
        topic = self.topics.get(SHARE_STATE_TOPIC)
        if topic is None or not topic.partitions:
            topic = self.topics.create(SHARE_STATE_TOPIC, 1)
            log.info("created %s", SHARE_STATE_TOPIC)
        return topic

    def append(self, records: Iterable[ShareStateRecord]) -> int:
        """Append the records as one batch; returns how many were appended."""
        pairs = [record.to_bytes() for record in records]
        if not pairs:
            return 0
        now = self.wall_clock()
        batch = build_batch([Record(i, now, key, value) for i, (key, value) in enumerate(pairs)])
        self.ensure().partitions[0].append([(read_header(batch), batch)], now)
        self.on_append()
        return len(pairs)

    def load(self, settings: SharePartitionSettings) -> dict[SharePartitionKey, SharePartition]:
        """Every share-partition the topic holds state for, rebuilt from its records."""
        self.problems = []
        found: dict[SharePartitionKey, list[ShareStateRecord]] = {}
        topic = self.topics.get(SHARE_STATE_TOPIC)
        for index, partition in enumerate(topic.partitions if topic else []):
            for damage in partition.damaged:
                self.problems.append(
                    f"{SHARE_STATE_TOPIC}-{index} bytes {damage.start}-{damage.end}: "
                    f"{damage.reason}"
                )
            for header, batch in partition.batches():
                try:
                    records = read_records(batch, header)
                except (BatchError, CompressionError) as exc:
                    self.problems.append(f"{SHARE_STATE_TOPIC}-{index}@{header.base_offset}: {exc}")
                    continue
                for record in records:
                    where = f"{SHARE_STATE_TOPIC}-{index}@{record.offset}"
                    if record.key is None:
                        self.problems.append(f"{where}: a record without a key")
                        continue
                    try:
                        state = ShareStateRecord.from_bytes(record.key, record.value)
                    except DecodeError as exc:
                        self.problems.append(f"{where}: {exc}")
                        continue
                    key = (state.key.group_id, state.key.topic_id, state.key.partition)
                    found.setdefault(key, []).append(state)
        loaded: dict[SharePartitionKey, SharePartition] = {}
        for key, states in found.items():
            try:
                sp = SharePartition.from_records(states, settings)
            except (ValueError, DecodeError) as exc:  # DecodeError is a ValueError too
                self.problems.append(f"share-partition {key[0]}:{key[1]}:{key[2]}: {exc}")
                continue
            if sp is not None:
                loaded[key] = sp
        for problem in self.problems:
            log.warning("replaying %s: %s", SHARE_STATE_TOPIC, problem)
        return loaded


__all__ = ["SHARE_STATE_TOPIC", "SharePartitionKey", "ShareStateTopic"]
