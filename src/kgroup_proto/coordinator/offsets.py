"""Committed offsets per group and partition, kept in memory and optionally in a file on disk.

On disk the store is an append-only log of ``__consumer_offsets`` records, written with the
package's own codec: each entry is an int32 key size, the key (a 2-byte version and an
OffsetCommitKey), an int32 value size (-1 for a tombstone) and the value (a 2-byte version and an
OffsetCommitValue). Replaying the file in order rebuilds the store; a torn last entry (a crash
mid-write) is dropped.
"""

from __future__ import annotations

import logging
import os
import struct
from pathlib import Path

import attrs

from kgroup_proto.messages.offset_commit_key import OffsetCommitKey
from kgroup_proto.messages.offset_commit_value import OffsetCommitValue
from kgroup_proto.runtime import DecodeError

log = logging.getLogger("kgroup_proto.coordinator.offsets")

_KEY_VERSION = 1
_VALUE_VERSION = 3
_SIZE = struct.Struct(">i")


@attrs.frozen
class CommittedOffset:
    offset: int
    leader_epoch: int = -1
    metadata: str = ""
    commit_timestamp: int = -1


Key = tuple[str, str, int]  # group, topic, partition


class OffsetStore:
    """Offsets by (group, topic, partition); ``path`` None keeps them in memory only."""

    def __init__(self, path: Path | None = None) -> None:
        self._offsets: dict[str, dict[tuple[str, int], CommittedOffset]] = {}
        self._path = path
        if path is not None:
            self._replay(path)

    def commit(self, group: str, topic: str, partition: int, value: CommittedOffset) -> None:
        self._offsets.setdefault(group, {})[(topic, partition)] = value
        self._append((group, topic, partition), value)

    def fetch(self, group: str, topic: str, partition: int) -> CommittedOffset | None:
        return self._offsets.get(group, {}).get((topic, partition))

    def group_offsets(self, group: str) -> dict[tuple[str, int], CommittedOffset]:
        return dict(self._offsets.get(group, {}))

    def has_group(self, group: str) -> bool:
        return bool(self._offsets.get(group))

    def groups(self) -> list[str]:
        return [g for g, offsets in self._offsets.items() if offsets]

    def delete(self, group: str, topic: str, partition: int) -> None:
        offsets = self._offsets.get(group, {})
        if offsets.pop((topic, partition), None) is not None:
            self._append((group, topic, partition), None)

    def delete_group(self, group: str) -> None:
        for topic, partition in list(self._offsets.get(group, {})):
            self.delete(group, topic, partition)
        self._offsets.pop(group, None)

    # ------------------------------------------------------------------ disk

    def _append(self, key: Key, value: CommittedOffset | None) -> None:
        if self._path is None:
            return
        group, topic, partition = key
        key_bytes = OffsetCommitKey(group=group, topic=topic, partition=partition).encode_versioned(
            _KEY_VERSION
        )
        entry = _SIZE.pack(len(key_bytes)) + key_bytes
        if value is None:
            entry += _SIZE.pack(-1)
        else:
            value_bytes = OffsetCommitValue(
                offset=value.offset,
                leader_epoch=value.leader_epoch,
                metadata=value.metadata,
                commit_timestamp=value.commit_timestamp,
            ).encode_versioned(_VALUE_VERSION)
            entry += _SIZE.pack(len(value_bytes)) + value_bytes
        with open(self._path, "ab") as out:
            out.write(entry)
            out.flush()
            os.fsync(out.fileno())

    def _replay(self, path: Path) -> None:
        try:
            data = path.read_bytes()
        except FileNotFoundError:
            return
        pos = 0
        while pos < len(data):
            try:
                key, value, pos = _read_entry(data, pos)
            except (DecodeError, struct.error, ValueError) as exc:
                log.warning("%s: dropping the damaged tail at byte %d: %s", path, pos, exc)
                with open(path, "r+b") as out:
                    out.truncate(pos)
                break
            group, topic, partition = key
            if value is None:
                self._offsets.get(group, {}).pop((topic, partition), None)
            else:
                self._offsets.setdefault(group, {})[(topic, partition)] = value


def _read_entry(data: bytes, pos: int) -> tuple[Key, CommittedOffset | None, int]:
    (size,) = _SIZE.unpack_from(data, pos)
    pos += 4
    if size < 2 or pos + size > len(data):
        raise ValueError(f"key of {size} bytes does not fit")
    _, key = OffsetCommitKey.decode_versioned(data[pos : pos + size])
    pos += size
    (size,) = _SIZE.unpack_from(data, pos)
    pos += 4
    if size == -1:
        return (key.group, key.topic, key.partition), None, pos
    if size < 2 or pos + size > len(data):
        raise ValueError(f"value of {size} bytes does not fit")
    _, value = OffsetCommitValue.decode_versioned(data[pos : pos + size])
    pos += size
    committed = CommittedOffset(
        value.offset, value.leader_epoch, value.metadata, value.commit_timestamp
    )
    return (key.group, key.topic, key.partition), committed, pos
