"""Partition logs: record batches by offset, in memory or in one file per partition on disk.

A log is a sequence of batches with increasing offsets; the high watermark is the offset after
the last record (a single replica commits at once). On disk a partition's file holds the batches
back to back, exactly as they are served, so reopening the directory rebuilds the index from the
batches themselves, each checked against its CRC-32C:

- a torn batch at the end (a crash mid-write: fewer bytes than its header announces) is cut off;
- a damaged batch anywhere else is skipped and reported (:attr:`PartitionLog.damaged`), and the
  next intact batch is found by scanning for a header whose CRC checks, so one bad batch never
  costs the batches after it. Its bytes stay in the file until the log is rewritten;
- the offsets of the intact batches must be positive and increase (the base offset is outside
  the CRC): a batch whose base offset does not fit between its neighbours is set aside as
  damaged too, keeping the longest increasing run of batches;
- a rewrite (compaction) goes to a copy that replaces the file atomically; a copy left by a
  crash before it replaced the file is removed.

A compacted topic rewrites its logs with :meth:`PartitionLog.rewrite`, which keeps each batch's
offsets, as Kafka's log cleaner does; :func:`compact` computes what survives.

DeleteRecords moves a partition's log start offset forward (:meth:`PartitionLog.delete_before`):
batches wholly below it go, and one that holds it stays whole (readers skip its earlier
records, as Kafka's consumers do inside a segment). On disk the new start is kept in a file
beside the log (Kafka keeps it in a checkpoint file), so it survives a restart, and so does the
high watermark of a log whose every batch was deleted.
"""

from __future__ import annotations

import bisect
import logging
import os
import shutil
import uuid
from collections.abc import Iterator
from pathlib import Path

import attrs

from kgroup_proto.compression import CompressionError
from kgroup_proto.record_batch import (
    HEADER_SIZE,
    LENGTH_OVERHEAD,
    LOG_APPEND_TIME,
    BatchError,
    BatchHeader,
    Record,
    build_batch,
    complete_batches,
    read_header,
    read_records,
    record_timestamps,
    with_base_offset,
)

log = logging.getLogger("kgroup_proto.coordinator.log")

#: Topic IDs are derived from the name, so a topic keeps its ID across restarts.
_TOPIC_NAMESPACE = uuid.UUID("6f1c2b56-7a55-4b4e-9a0e-0c5b8f0d2a11")


#: Beside a partition's log: its log start offset, when DeleteRecords moved it.
LOG_START_FILE = "log-start-offset"


def topic_id_for(name: str) -> uuid.UUID:
    return uuid.uuid5(_TOPIC_NAMESPACE, name)


@attrs.define
class _Batch:
    base_offset: int
    last_offset: int
    max_timestamp: int
    position: int  # in the file, or index into the in-memory list
    size: int


@attrs.frozen
class Damage:
    """Bytes of a partition file that were skipped when it was opened, and why."""

    start: int
    end: int
    reason: str


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
        #: what opening the file skipped (damaged batches), in file order
        self.damaged: list[Damage] = []
        if path is not None:
            self._load(path)
            self._load_start(path.parent / LOG_START_FILE)

    @property
    def path(self) -> Path | None:
        """The log's file, or None for a log kept in memory."""
        return self._path

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

    def read(self, offset: int, max_bytes: int, upto: int | None = None) -> bytes:
        """Whole batches from the one holding ``offset``; at least one batch if any exists.
        With ``upto``, only batches that start below it."""
        index = bisect.bisect_right(self._bases, offset) - 1
        index = max(index, 0)
        out: list[bytes] = []
        total = 0
        for entry in self._batches[index:]:
            if entry.last_offset < offset:
                continue
            if upto is not None and entry.base_offset >= upto:
                break
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

    def batches(self) -> Iterator[tuple[BatchHeader, bytes]]:
        """Every batch of the log in offset order, with its header (offsets as stored)."""
        for entry in list(self._batches):
            data = self._bytes(entry)
            yield read_header(data), data

    def rewrite(self, batches: list[bytes]) -> None:
        """Replace every batch by ``batches``, whose offsets are kept as they are.

        This is how a compaction lands: the surviving records keep their offsets, the high
        watermark and the log start offset do not move, and readers see the gaps as Kafka's
        consumers see a compacted log. On disk the new file replaces the old one atomically.
        """
        entries: list[_Batch] = []
        position = 0
        last = -1
        for batch in batches:
            header = read_header(batch)
            if header.base_offset <= last or header.last_offset >= self.high_watermark:
                raise ValueError(
                    f"batch at offset {header.base_offset} does not fit the log "
                    f"(after {last}, below {self.high_watermark})"
                )
            last = header.last_offset
            entries.append(
                _Batch(header.base_offset, last, header.max_timestamp, position, len(batch))
            )
            position += 1 if self._path is None else len(batch)
        if self._path is None:
            self._memory = list(batches)
        else:
            temporary = _cleaned(self._path)
            with open(temporary, "wb") as out:
                out.write(b"".join(batches))
                out.flush()
                os.fsync(out.fileno())
            os.replace(temporary, self._path)
            _sync_directory(self._path.parent)
            self._file_size = position
        self._batches = entries
        self._bases = [entry.base_offset for entry in entries]
        self.damaged = []

    def delete_before(self, offset: int) -> int:
        """Make ``offset`` the log start offset (DeleteRecords); returns the new start.

        ``offset`` must be at most the high watermark; a start that is already past it stays.
        Batches whose every record is below the new start are removed.
        """
        if not 0 <= offset <= self.high_watermark:
            raise ValueError(f"offset {offset} is outside 0..{self.high_watermark}")
        if offset <= self.log_start_offset:
            return self.log_start_offset
        self.log_start_offset = offset
        if self._path is not None:
            _write_atomically(self._path.parent / LOG_START_FILE, f"{offset}\n".encode())
        if self._batches and self._batches[0].last_offset < offset:
            self.rewrite([data for header, data in self.batches() if header.last_offset >= offset])
        return offset

    def _load_start(self, path: Path) -> None:
        if not path.exists():
            return
        text = path.read_text(encoding="ascii", errors="replace").strip()
        if not text.isdigit():
            log.warning("%s: ignoring a log start offset that is not a number: %r", path, text)
            return
        self.log_start_offset = int(text)
        # Every batch may have been deleted: the log still ends where it ended.
        self.high_watermark = max(self.high_watermark, self.log_start_offset)

    def _load(self, path: Path) -> None:
        path.parent.mkdir(parents=True, exist_ok=True)
        leftover = _cleaned(path)
        if leftover.exists():
            # A crash during a rewrite, before the new file replaced the old one: the old file
            # is whole, the unfinished copy is of no use.
            log.warning("%s: removing %s, left by an unfinished compaction", path, leftover.name)
            leftover.unlink()
        if not path.exists():
            path.touch()
            return
        data = path.read_bytes()
        found, damaged, end = _scan(data)
        if end < len(data):
            log.warning(
                "%s: cutting off a torn batch at byte %d (%d bytes)", path, end, len(data) - end
            )
            with open(path, "r+b") as out:
                out.truncate(end)
        chain = _increasing([(pos, header) for pos, header in found if header.base_offset >= 0])
        in_chain = {pos for pos, _ in chain}
        for pos, header in found:
            if pos not in in_chain:
                damaged.append(
                    Damage(
                        pos,
                        pos + header.size,
                        f"offsets {header.base_offset}-{header.last_offset} are out of order",
                    )
                )
        damaged.sort(key=lambda d: d.start)
        for damage in damaged:
            log.warning(
                "%s: skipping damaged bytes %d-%d: %s",
                path,
                damage.start,
                damage.end,
                damage.reason,
            )
        self.damaged = damaged
        for pos, header in chain:
            self._batches.append(
                _Batch(
                    header.base_offset, header.last_offset, header.max_timestamp, pos, header.size
                )
            )
            self._bases.append(header.base_offset)
            self.high_watermark = header.last_offset + 1
        self._file_size = end


def _cleaned(path: Path) -> Path:
    """Where a rewrite of ``path`` is written before it replaces the file."""
    return path.with_name(path.name + ".cleaned")


def _intact(data: bytes, pos: int) -> BatchHeader | None:
    """The header of the batch at ``pos`` if the whole batch is there and its CRC checks.

    A compacted batch holds fewer records than its offsets span, so only that it holds at
    least one, and no more than its span, is required of the counts.
    """
    try:
        header = read_header(data, pos)
        whole = list(complete_batches(data[pos : pos + header.size]))
    except BatchError:
        return None
    if len(whole) != 1 or not 1 <= header.record_count <= header.last_offset_delta + 1:
        return None
    return header


def _next_intact(data: bytes, start: int, hint: int | None) -> int | None:
    """The position of the first intact batch at or after ``start``.

    ``hint`` (where the damaged batch's own length says the next one starts) is tried first;
    then every position whose magic byte reads 2.
    """
    if hint is not None and hint < len(data) and _intact(data, hint) is not None:
        return hint
    magic_at = 16  # baseOffset, batchLength, partitionLeaderEpoch
    probe = data.find(b"\x02", start + magic_at)
    while probe != -1 and probe - magic_at + HEADER_SIZE <= len(data):
        if _intact(data, probe - magic_at) is not None:
            return probe - magic_at
        probe = data.find(b"\x02", probe + 1)
    return None


def _scan(data: bytes) -> tuple[list[tuple[int, BatchHeader]], list[Damage], int]:
    """Intact batches (position, header), damaged spans, and where a torn tail starts."""
    found: list[tuple[int, BatchHeader]] = []
    damaged: list[Damage] = []
    pos = 0
    while pos < len(data):
        header = _intact(data, pos)
        if header is not None:
            found.append((pos, header))
            pos += header.size
            continue
        announced = _announced_size(data, pos)
        hint = pos + announced if announced is not None else None
        following = _next_intact(data, pos + 1, hint)
        if following is None:
            if announced is None or pos + announced > len(data):
                return found, damaged, pos  # torn: the write of the last batch never finished
            damaged.append(Damage(pos, len(data), _why(data, pos)))
            break
        damaged.append(Damage(pos, following, _why(data, pos)))
        pos = following
    return found, damaged, len(data)


def _announced_size(data: bytes, pos: int) -> int | None:
    """The batch size the header at ``pos`` announces, or None when no header fits."""
    if len(data) - pos < HEADER_SIZE:
        return None
    length = int.from_bytes(data[pos + 8 : pos + 12], "big", signed=True)
    if length < HEADER_SIZE - LENGTH_OVERHEAD:
        return None
    return length + LENGTH_OVERHEAD


def _why(data: bytes, pos: int) -> str:
    try:
        header = read_header(data, pos)
        list(complete_batches(data[pos : pos + header.size]))
    except BatchError as exc:
        return str(exc)
    return f"record count {header.record_count} does not fit offsets {header.last_offset_delta + 1}"


def _increasing(
    found: list[tuple[int, BatchHeader]],
) -> list[tuple[int, BatchHeader]]:
    """The longest run of batches (in file order) whose offset ranges strictly increase.

    Base offsets are outside the CRC, so a damaged one passes the check; with the others in
    order, the one that does not fit is the odd one out (patience sorting over last offsets).
    """
    tails: list[int] = []  # tails[n]: smallest last offset ending a run of n + 1 batches
    ends: list[int] = []  # index into found of that batch
    previous: list[int] = [-1] * len(found)
    for index, (_, header) in enumerate(found):
        length = bisect.bisect_left(tails, header.base_offset)
        if length > 0:
            previous[index] = ends[length - 1]
        if length == len(tails):
            tails.append(header.last_offset)
            ends.append(index)
        elif header.last_offset < tails[length]:
            tails[length] = header.last_offset
            ends[length] = index
    chain: list[tuple[int, BatchHeader]] = []
    index = ends[-1] if ends else -1
    while index >= 0:
        chain.append(found[index])
        index = previous[index]
    chain.reverse()
    return chain


def _write_atomically(path: Path, data: bytes) -> None:
    temporary = path.with_name(path.name + ".tmp")
    with open(temporary, "wb") as out:
        out.write(data)
        out.flush()
        os.fsync(out.fileno())
    os.replace(temporary, path)
    _sync_directory(path.parent)


def _sync_directory(directory: Path) -> None:
    fd = os.open(directory, os.O_RDONLY)
    try:
        os.fsync(fd)
    finally:
        os.close(fd)


@attrs.frozen
class Compaction:
    """What one compaction did: records and batches before and after."""

    records_before: int
    records_after: int
    batches_before: int
    batches_after: int


def compact(partition: PartitionLog, now_ms: int, tombstone_retention_ms: int) -> Compaction:
    """Keep the latest record of each key, with its offset, as Kafka's log cleaner does.

    A record survives when no later record has its key; a tombstone (null value) survives
    until it is ``tombstone_retention_ms`` old (by its timestamp), so that readers that were
    behind still see the deletion (Kafka's delete.retention.ms). Records without a key cannot
    be compacted and stay. A batch whose records all survive is kept byte for byte; others are
    rewritten with the survivors, keeping the batch's last offset; empty ones go.
    """
    latest: dict[bytes, int] = {}
    read: list[tuple[BatchHeader, bytes, list[Record] | None]] = []
    for header, batch in partition.batches():
        records: list[Record] | None = None
        if not (header.is_control or header.is_transactional):
            try:
                records = read_records(batch, header)
            except (BatchError, CompressionError) as exc:
                log.warning(
                    "%s: batch at offset %d is kept uncompacted: %s",
                    partition.path,
                    header.base_offset,
                    exc,
                )
            else:
                for record in records:
                    if record.key is not None:
                        latest[record.key] = record.offset
        read.append((header, batch, records))
    horizon = now_ms - tombstone_retention_ms
    kept: list[bytes] = []
    before = after = 0
    for header, batch, records in read:
        if records is None:
            before += header.record_count
            after += header.record_count
            kept.append(batch)
            continue
        survivors = [
            r
            for r in records
            if r.key is None
            or (latest[r.key] == r.offset and not (r.value is None and r.timestamp < horizon))
        ]
        before += len(records)
        after += len(survivors)
        if len(survivors) == len(records):
            kept.append(batch)
        elif survivors:
            kept.append(
                build_batch(
                    survivors,
                    codec=header.compression,
                    last_offset=header.last_offset,
                    producer_id=header.producer_id,
                    producer_epoch=header.producer_epoch,
                    base_sequence=header.base_sequence,
                    log_append_time=(
                        header.max_timestamp if header.timestamp_type == LOG_APPEND_TIME else None
                    ),
                    partition_leader_epoch=header.partition_leader_epoch,
                )
            )
    batches_before = len(read)
    if len(kept) != batches_before or after != before:
        partition.rewrite(kept)
    return Compaction(before, after, batches_before, len(kept))


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

    def delete(self, name: str) -> Topic | None:
        """Remove the topic with every partition and record (on disk too); None if unknown."""
        topic = self.topics.pop(name, None)
        if topic is None:
            return None
        self._by_id.pop(topic.topic_id, None)
        if self.data_dir is not None:
            for index in range(len(topic.partitions)):
                shutil.rmtree(self.data_dir / f"{name}-{index}", ignore_errors=True)
            _sync_directory(self.data_dir)
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
