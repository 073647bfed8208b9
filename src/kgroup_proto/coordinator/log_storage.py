"""Partition logs: record batches by offset, in memory or in one file per partition on disk.

A log is a sequence of batches with increasing offsets; the high watermark is the offset after
the last record (a single replica commits at once). On disk a partition's file holds the batches
back to back, exactly as they are served, so reopening the directory rebuilds the index by
reading the batch headers; a torn batch at the end (a crash mid-write) is cut off.
"""

from __future__ import annotations

import bisect
import logging
import os
import uuid
from pathlib import Path

import attrs

from kgroup_proto.record_batch import (
    BatchError,
    BatchHeader,
    read_header,
    record_timestamps,
    with_base_offset,
)

log = logging.getLogger("kgroup_proto.coordinator.log")

#: Topic IDs are derived from the name, so a topic keeps its ID across restarts.
_TOPIC_NAMESPACE = uuid.UUID("6f1c2b56-7a55-4b4e-9a0e-0c5b8f0d2a11")


def topic_id_for(name: str) -> uuid.UUID:
    return uuid.uuid5(_TOPIC_NAMESPACE, name)


@attrs.define
class _Batch:
    base_offset: int
    last_offset: int
    max_timestamp: int
    position: int  # in the file, or index into the in-memory list
    size: int


class PartitionLog:
    """One partition's batches; ``path`` None keeps them in memory."""

    def __init__(self, path: Path | None = None) -> None:
        self._path = path
        self._batches: list[_Batch] = []
        self._bases: list[int] = []
        self._memory: list[bytes] = []
        self._file_size = 0
        self.high_watermark = 0
        self.log_start_offset = 0
        if path is not None:
            self._load(path)

    def append(self, batches: list[tuple[BatchHeader, bytes]], now_ms: int) -> tuple[int, int]:
        """Give the batches the next offsets and store them; returns (base offset, append time)."""
        del now_ms
        first = self.high_watermark
        data: list[bytes] = []
        for header, batch in batches:
            base = self.high_watermark
            stored = with_base_offset(batch, base)
            last = base + header.last_offset_delta
            entry = _Batch(base, last, header.max_timestamp, 0, len(stored))
            if self._path is None:
                entry.position = len(self._memory)
                self._memory.append(stored)
            else:
                entry.position = self._file_size + sum(map(len, data))
                data.append(stored)
            self._batches.append(entry)
            self._bases.append(base)
            self.high_watermark = last + 1
        if self._path is not None:
            with open(self._path, "ab") as out:
                out.write(b"".join(data))
                out.flush()
                os.fsync(out.fileno())
            self._file_size += sum(map(len, data))
        return first, -1

    def _bytes(self, entry: _Batch) -> bytes:
        if self._path is None:
            return self._memory[entry.position]
        with open(self._path, "rb") as src:
            src.seek(entry.position)
            return src.read(entry.size)

    def read(self, offset: int, max_bytes: int) -> bytes:
        """Whole batches from the one holding ``offset``; at least one batch if any exists."""
        index = bisect.bisect_right(self._bases, offset) - 1
        index = max(index, 0)
        out: list[bytes] = []
        total = 0
        for entry in self._batches[index:]:
            if entry.last_offset < offset:
                continue
            if out and total + entry.size > max_bytes:
                break
            out.append(self._bytes(entry))
            total += entry.size
        return b"".join(out)

    def offset_for_timestamp(self, timestamp: int) -> tuple[int, int] | None:
        """(offset, timestamp) of the first record at or after ``timestamp``, or None."""
        for entry in self._batches:
            if entry.max_timestamp < timestamp:
                continue
            data = self._bytes(entry)
            header = read_header(data)
            try:
                for offset, ts in record_timestamps(data, header):
                    if ts >= timestamp:
                        return offset, ts
            except BatchError:  # compressed: answer at batch granularity
                return entry.base_offset, entry.max_timestamp
        return None

    def max_timestamp(self) -> tuple[int, int] | None:
        """(offset, timestamp) of the batch with the largest timestamp, or None when empty."""
        best: _Batch | None = None
        for entry in self._batches:
            if best is None or entry.max_timestamp > best.max_timestamp:
                best = entry
        if best is None:
            return None
        return best.last_offset, best.max_timestamp

    def _load(self, path: Path) -> None:
        path.parent.mkdir(parents=True, exist_ok=True)
        if not path.exists():
            path.touch()
            return
        data = path.read_bytes()
        pos = 0
        while pos < len(data):
            try:
                header = read_header(data, pos)
            except BatchError as exc:
                log.warning("%s: cutting off a damaged tail at byte %d: %s", path, pos, exc)
                with open(path, "r+b") as out:
                    out.truncate(pos)
                break
            last = header.base_offset + header.last_offset_delta
            self._batches.append(
                _Batch(header.base_offset, last, header.max_timestamp, pos, header.size)
            )
            self._bases.append(header.base_offset)
            self.high_watermark = last + 1
            pos += header.size
        self._file_size = pos


@attrs.define
class Topic:
    name: str
    topic_id: uuid.UUID
    partitions: list[PartitionLog]


class TopicStore:
    """Every topic the broker serves; ``data_dir`` None keeps all data in memory."""

    def __init__(self, data_dir: Path | None = None) -> None:
        self.data_dir = data_dir
        self.topics: dict[str, Topic] = {}
        self._by_id: dict[uuid.UUID, Topic] = {}
        if data_dir is not None:
            data_dir.mkdir(parents=True, exist_ok=True)
            for entry in sorted(data_dir.iterdir()):
                name, _, index = entry.name.rpartition("-")
                if entry.is_dir() and index.isdigit() and name:
                    self._reopen(name, int(index))

    def _reopen(self, name: str, index: int) -> None:
        topic = self.topics.get(name)
        if topic is None:
            topic = self._add(name, 0)
        while len(topic.partitions) <= index:
            topic.partitions.append(self._new_log(name, len(topic.partitions)))

    def _new_log(self, name: str, index: int) -> PartitionLog:
        if self.data_dir is None:
            return PartitionLog()
        return PartitionLog(self.data_dir / f"{name}-{index}" / "00000000000000000000.log")

    def _add(self, name: str, partitions: int) -> Topic:
        topic = Topic(name, topic_id_for(name), [])
        self.topics[name] = topic
        self._by_id[topic.topic_id] = topic
        for index in range(partitions):
            topic.partitions.append(self._new_log(name, index))
        return topic

    def create(self, name: str, partitions: int) -> Topic:
        """The topic, created with ``partitions`` if it does not exist (or has fewer)."""
        topic = self.topics.get(name) or self._add(name, 0)
        while len(topic.partitions) < partitions:
            topic.partitions.append(self._new_log(name, len(topic.partitions)))
        return topic

    def get(self, name: str) -> Topic | None:
        return self.topics.get(name)

    def by_id(self, topic_id: uuid.UUID) -> Topic | None:
        return self._by_id.get(topic_id)

    def partition(self, name: str, index: int) -> PartitionLog | None:
        topic = self.topics.get(name)
        if topic is None or not 0 <= index < len(topic.partitions):
            return None
        return topic.partitions[index]

    def partition_counts(self) -> dict[str, int]:
        return {name: len(topic.partitions) for name, topic in self.topics.items()}
