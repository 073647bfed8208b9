"""One share-partition of one share group (KIP-932), as a state machine without I/O.

A share group's members read a partition together: each record is handed to one member at a
time (acquired, under a time lock), and that member acknowledges it (accept, release for another
delivery, reject) or loses it when the lock runs out. The partition keeps the in-flight window:
its start offset (SPSO), below which every record is done with, and its end offset (SPEO), the
last offset handed out so far; every offset in between has a state (available, acquired,
acknowledged, archived) and a delivery count.

Callers feed events in (``acquire``, ``acknowledge``, ``tick``, ``member_left``,
``alter_start_offset``) with the time as ``now_ms``, and get results out: the acquired ranges as
ShareFetch answers them, the error code ShareAcknowledge answers, and the records to append to
``__share_group_state`` (ShareSnapshot and ShareUpdate, as Kafka's share coordinator writes
them). ``SharePartition.from_records`` rebuilds a partition from those records.

Rules followed (Kafka 4.4's share-partition leader and share coordinator):

- A record is acquired with its delivery count raised by one and a lock until
  ``now + group.share.record.lock.duration.ms``. Released (by the member or by the lock running
  out) it becomes available again with its count kept, or archived once the count has reached
  ``group.share.delivery.count.limit``. A record on its last delivery is handed out alone.
  When its member leaves, the delivery is taken back: the record is available again with its
  count lowered by one.
- New records (past the end offset) are acquired only while the window holds fewer than
  ``group.share.partition.max.record.locks`` offsets; available records inside the window are
  always offered again.
- An acknowledgement is all or nothing per partition: offsets not acquired by that member, or
  already acknowledged, fail the whole partition with INVALID_RECORD_STATE and change nothing;
  offsets past the end of the window with INVALID_REQUEST; ranges wholly below the start offset
  are skipped.
- Acquisitions and lock renewals are not persisted; every other change is, as one write of the
  start offset and the changed offsets' states. The share coordinator turns a write into a
  ShareSnapshot (the whole state) when the partition has none yet or when enough ShareUpdates
  (``share.coordinator.snapshot.update.records.per.snapshot``) were written since the last one,
  and into a ShareUpdate (the delta) otherwise.
"""

from __future__ import annotations

import enum
import struct
from collections.abc import Iterable, Sequence
from typing import Literal, Protocol
from uuid import UUID

import attrs

from kgroup_proto.consumer_offsets import key_schema_version, written_record_type
from kgroup_proto.error_codes import ErrorCode
from kgroup_proto.messages import share_snapshot_value as snapshot_value
from kgroup_proto.messages import share_update_value as update_value
from kgroup_proto.messages.share_fetch_response import AcquiredRecords
from kgroup_proto.messages.share_snapshot_key import ShareSnapshotKey
from kgroup_proto.messages.share_snapshot_value import ShareSnapshotValue
from kgroup_proto.messages.share_update_key import ShareUpdateKey
from kgroup_proto.messages.share_update_value import ShareUpdateValue
from kgroup_proto.runtime.errors import DecodeError

_INT16 = struct.Struct(">h")


class RecordState(enum.IntEnum):
    """Delivery state of an in-flight record (the ids Kafka persists)."""

    AVAILABLE = 0
    ACQUIRED = 1
    ACKNOWLEDGED = 2
    ARCHIVED = 4


_PERSISTED_STATES = frozenset(int(state) for state in RecordState)


class AcknowledgeType(enum.IntEnum):
    """ShareAcknowledge's (and ShareFetch's) acknowledge types."""

    GAP = 0
    ACCEPT = 1
    RELEASE = 2
    REJECT = 3
    RENEW = 4  # KIP-1222: keep the records and restart their lock


@attrs.frozen
class SharePartitionSettings:
    """The share group's settings a share-partition obeys, with Kafka's defaults."""

    #: group.share.record.lock.duration.ms
    record_lock_duration_ms: int = 30_000
    #: group.share.delivery.count.limit
    delivery_count_limit: int = 5
    #: group.share.partition.max.record.locks
    max_record_locks: int = 2000
    #: share.auto.offset.reset: where a partition without state starts
    auto_offset_reset: Literal["earliest", "latest"] = "latest"
    #: share.coordinator.snapshot.update.records.per.snapshot
    update_records_per_snapshot: int = 500

    def __attrs_post_init__(self) -> None:
        if self.record_lock_duration_ms <= 0:
            raise ValueError("record_lock_duration_ms must be positive")
        if not 1 <= self.delivery_count_limit <= 32767:
            raise ValueError("delivery_count_limit must be 1..32767")
        if self.max_record_locks <= 0:
            raise ValueError("max_record_locks must be positive")
        if self.auto_offset_reset not in ("earliest", "latest"):
            raise ValueError("auto_offset_reset must be 'earliest' or 'latest'")
        if self.update_records_per_snapshot < 0:
            raise ValueError("update_records_per_snapshot must not be negative")


class Acknowledgement(Protocol):
    """One acknowledged range: ShareAcknowledgeRequest's and ShareFetchRequest's
    AcknowledgementBatch have this shape."""

    @property
    def first_offset(self) -> int: ...

    @property
    def last_offset(self) -> int: ...

    @property
    def acknowledge_types(self) -> Sequence[int]: ...


@attrs.frozen
class AckBatch:
    """An acknowledgement built by hand: one type for the range or one per offset."""

    first_offset: int
    last_offset: int
    acknowledge_types: tuple[int, ...]


@attrs.frozen
class ShareStateRecord:
    """A record of ``__share_group_state``: a ShareSnapshot or a ShareUpdate (or a tombstone,
    whose value is None)."""

    key: ShareSnapshotKey | ShareUpdateKey
    value: ShareSnapshotValue | ShareUpdateValue | None

    def to_bytes(self) -> tuple[bytes, bytes | None]:
        """(key, value) as the topic holds them: the record type then the key's body; the
        value's version then its body (None for a tombstone)."""
        cls = type(self.key)
        number = written_record_type(cls)
        key = _INT16.pack(number) + self.key.encode(key_schema_version(cls, number))
        return key, None if self.value is None else self.value.encode_versioned(0)

    @classmethod
    def from_bytes(cls, key: bytes, value: bytes | None) -> ShareStateRecord:
        """Read a record back; DecodeError when the bytes are not a share-state record."""
        if len(key) < 2:
            raise DecodeError("a share-state record key needs its 2-byte record type")
        (number,) = _INT16.unpack_from(key, 0)
        for key_class, value_class in (
            (ShareSnapshotKey, ShareSnapshotValue),
            (ShareUpdateKey, ShareUpdateValue),
        ):
            if number == written_record_type(key_class):
                body = key_class.decode(key[2:], key_schema_version(key_class, number))
                decoded = None if value is None else value_class.decode_versioned(value)[1]
                return cls(body, decoded)
        raise DecodeError(f"record type {number} is not a share-state record")


@attrs.frozen
class AcquireResult:
    """What a fetch acquired, as ShareFetchResponse's AcquiredRecords (ranges of one delivery
    count each, in offset order)."""

    acquired: tuple[AcquiredRecords, ...]

    @property
    def count(self) -> int:
        return sum(r.last_offset - r.first_offset + 1 for r in self.acquired)


@attrs.frozen
class ChangeResult:
    """The partition's error code for a request (NONE when it was applied) and the records to
    append to ``__share_group_state`` for what changed."""

    error: ErrorCode
    records: tuple[ShareStateRecord, ...] = ()


@attrs.define
class _InFlight:
    state: RecordState
    delivery_count: int
    member_id: str = ""
    deadline_ms: int = 0


@attrs.frozen
class StateBatch:
    """A range of offsets with one persisted delivery state and count."""

    first_offset: int
    last_offset: int
    delivery_state: int
    delivery_count: int


def _ranges(items: Iterable[tuple[int, int, int]]) -> list[StateBatch]:
    """(offset, state, count) in offset order -> runs of consecutive offsets alike."""
    out: list[StateBatch] = []
    for offset, state, count in items:
        if out:
            last = out[-1]
            if (
                last.last_offset + 1 == offset
                and last.delivery_state == state
                and last.delivery_count == count
            ):
                out[-1] = attrs.evolve(last, last_offset=offset)
                continue
        out.append(StateBatch(offset, offset, state, count))
    return out


@attrs.define
class _Writer:
    """The share coordinator's side of one share-partition key: which record a write becomes."""

    has_state: bool = False
    snapshot_epoch: int = 0
    #: Kafka's count of ShareUpdates replayed since the snapshot: the first update after the
    #: partition's first snapshot counts 0, and a snapshot resets it only once it reached the
    #: limit (so the first snapshot is followed by limit + 1 updates, later ones by limit).
    update_count: int | None = None

    def replay_snapshot(self, value: ShareSnapshotValue, limit: int) -> None:
        self.has_state = True
        self.snapshot_epoch = value.snapshot_epoch
        if self.update_count is not None and self.update_count >= limit:
            self.update_count = 0

    def replay_update(self) -> None:
        self.update_count = 0 if self.update_count is None else self.update_count + 1

    def wants_snapshot(self, limit: int) -> bool:
        return not self.has_state or (self.update_count or 0) >= limit

    def next_snapshot_epoch(self) -> int:
        return self.snapshot_epoch + 1 if self.has_state else 0


class SharePartition:
    """The in-flight state of one share-partition and the records that persist it."""

    def __init__(
        self,
        group_id: str,
        topic_id: UUID,
        partition: int,
        settings: SharePartitionSettings,
        *,
        start_offset: int,
        state_epoch: int = 0,
        leader_epoch: int = 0,
        create_timestamp: int = 0,
    ) -> None:
        self.group_id = group_id
        self.topic_id = topic_id
        self.partition = partition
        self.settings = settings
        self.state_epoch = state_epoch
        self.leader_epoch = leader_epoch
        self.create_timestamp = create_timestamp
        self._start = start_offset
        self._next = start_offset  # first offset not yet in the window
        self._records: dict[int, _InFlight] = {}
        self._writer = _Writer()

    # -- creation ---------------------------------------------------------------------------

    @classmethod
    def initialize(
        cls,
        group_id: str,
        topic_id: UUID,
        partition: int,
        settings: SharePartitionSettings,
        *,
        log_start_offset: int,
        log_end_offset: int,
        now_ms: int,
        state_epoch: int = 0,
        leader_epoch: int = 0,
    ) -> tuple[SharePartition, tuple[ShareStateRecord, ...]]:
        """A partition without persisted state: it starts at the log's start offset
        (``earliest``) or end offset (``latest``); its first snapshot is returned with it."""
        if not 0 <= log_start_offset <= log_end_offset:
            raise ValueError("log offsets must satisfy 0 <= start <= end")
        start = log_start_offset if settings.auto_offset_reset == "earliest" else log_end_offset
        sp = cls(
            group_id,
            topic_id,
            partition,
            settings,
            start_offset=start,
            state_epoch=state_epoch,
            leader_epoch=leader_epoch,
            create_timestamp=now_ms,
        )
        return sp, (sp._write_snapshot(now_ms),)

    @classmethod
    def from_records(
        cls,
        records: Iterable[ShareStateRecord],
        settings: SharePartitionSettings,
    ) -> SharePartition | None:
        """Rebuild a partition from its ``__share_group_state`` records, in log order (a
        snapshot, then the updates on it; a tombstone forgets it). None when no state is left.
        Records that were acquired come back available with their last persisted count.
        ValueError for records of two partitions or an update without a snapshot,
        DecodeError for a delivery state this module does not know."""
        sp: SharePartition | None = None
        writer = _Writer()
        identity: tuple[str, UUID, int] | None = None
        batches: list[StateBatch] = []
        for record in records:
            key = record.key
            this = (key.group_id, key.topic_id, key.partition)
            if identity is None:
                identity = this
            elif this != identity:
                raise ValueError(f"records of two share-partitions: {identity} and {this}")
            value = record.value
            if value is None:
                sp, writer, batches = None, _Writer(), []
            elif isinstance(value, ShareSnapshotValue):
                if not isinstance(key, ShareSnapshotKey):
                    raise ValueError("a ShareSnapshotValue under a ShareUpdateKey")
                sp = cls(
                    key.group_id,
                    key.topic_id,
                    key.partition,
                    settings,
                    start_offset=value.start_offset,
                    state_epoch=value.state_epoch,
                    leader_epoch=value.leader_epoch,
                    create_timestamp=value.create_timestamp,
                )
                batches = _combine(
                    [],
                    [
                        StateBatch(
                            b.first_offset, b.last_offset, b.delivery_state, b.delivery_count
                        )
                        for b in value.state_batches
                    ],
                    value.start_offset,
                )
                writer.replay_snapshot(value, settings.update_records_per_snapshot)
            else:
                if not isinstance(key, ShareUpdateKey):
                    raise ValueError("a ShareUpdateValue under a ShareSnapshotKey")
                if sp is None:
                    raise ValueError("a ShareUpdate with no snapshot before it")
                if value.start_offset != -1:
                    sp._start = value.start_offset
                if value.leader_epoch != -1:
                    sp.leader_epoch = value.leader_epoch
                batches = _combine(
                    batches,
                    [
                        StateBatch(
                            b.first_offset, b.last_offset, b.delivery_state, b.delivery_count
                        )
                        for b in value.state_batches
                    ],
                    sp._start,
                )
                writer.replay_update()
        if sp is None:
            return None
        sp._writer = writer
        sp._load(batches)
        return sp

    def _load(self, batches: list[StateBatch]) -> None:
        self._records = {}
        self._next = self._start
        for batch in batches:
            for offset in range(self._next, batch.first_offset):
                self._records[offset] = _InFlight(RecordState.AVAILABLE, 0)
            if batch.delivery_state not in _PERSISTED_STATES:
                raise DecodeError(
                    f"state batch {batch.first_offset}-{batch.last_offset}: delivery state "
                    f"{batch.delivery_state} is none of available (0), acquired (1), "
                    "acknowledged (2), archived (4)"
                )
            state = RecordState(batch.delivery_state)
            if state is RecordState.ACQUIRED:
                state = RecordState.AVAILABLE
            for offset in range(max(batch.first_offset, self._start), batch.last_offset + 1):
                self._records[offset] = _InFlight(state, batch.delivery_count)
            self._next = max(self._next, batch.last_offset + 1)
        self._advance_start()

    # -- the window -------------------------------------------------------------------------

    @property
    def start_offset(self) -> int:
        """The share-partition start offset (SPSO): every record below it is done with."""
        return self._start

    @property
    def end_offset(self) -> int:
        """The share-partition end offset (SPEO): the last offset in flight, or the start
        offset when nothing is."""
        return self._next - 1 if self._next > self._start else self._start

    @property
    def next_fetch_offset(self) -> int:
        """The first offset never handed out: new records are fetched from here."""
        return self._next

    @property
    def snapshot_epoch(self) -> int:
        """The epoch of the last ShareSnapshot written (or replayed) for this partition."""
        return self._writer.snapshot_epoch

    @property
    def updates_since_snapshot(self) -> int | None:
        """The share coordinator's count of ShareUpdates since the snapshot (None before the
        first update); a write becomes a snapshot once it reaches the configured number."""
        return self._writer.update_count

    def state_of(self, offset: int) -> tuple[RecordState, int, str] | None:
        """(state, delivery count, member holding it) of an offset in the window, else None."""
        rec = self._records.get(offset)
        return None if rec is None else (rec.state, rec.delivery_count, rec.member_id)

    def acquired_count(self) -> int:
        return sum(1 for r in self._records.values() if r.state is RecordState.ACQUIRED)

    def acquired_by(self, member_id: str) -> list[int]:
        return sorted(
            o
            for o, r in self._records.items()
            if r.state is RecordState.ACQUIRED and r.member_id == member_id
        )

    def next_deadline_ms(self) -> int | None:
        """When the earliest acquisition lock runs out (for the caller's timer), or None."""
        deadlines = [
            r.deadline_ms for r in self._records.values() if r.state is RecordState.ACQUIRED
        ]
        return min(deadlines) if deadlines else None

    def durable_view(self) -> tuple[int, int, dict[int, tuple[int, int]]]:
        """What the persisted records say: (start offset, state epoch, {offset: (state,
        count)}), leaving out offsets never delivered; an acquired record shows as the
        available one it was before this delivery."""
        view: dict[int, tuple[int, int]] = {}
        for offset, rec in self._records.items():
            state, count = rec.state, rec.delivery_count
            if state is RecordState.ACQUIRED:
                state, count = RecordState.AVAILABLE, count - 1
            if (state, count) != (RecordState.AVAILABLE, 0):
                view[offset] = (int(state), count)
        return self._start, self.state_epoch, view

    # -- operations -------------------------------------------------------------------------

    def acquire(
        self, member_id: str, log_end_offset: int, max_records: int, now_ms: int
    ) -> AcquireResult:
        """Hand up to ``max_records`` records below ``log_end_offset`` to ``member_id``:
        available records in the window first, then new ones while the window is under
        ``max_record_locks`` offsets. A record on its last delivery (when the limit is above
        2) is handed out alone and ends the acquisition. Nothing is persisted."""
        if not member_id:
            raise ValueError("member_id must not be empty")
        chosen: list[int] = []
        limit = self.settings.delivery_count_limit
        throttled = False
        if max_records > 0:
            for offset in range(self._start, min(self._next, log_end_offset)):
                if len(chosen) == max_records:
                    break
                rec = self._records[offset]
                if rec.state is not RecordState.AVAILABLE:
                    continue
                # A record on its last delivery goes out alone, so that one bad record does
                # not use up the deliveries of the records handed out with it.
                last_delivery = limit > 2 and rec.delivery_count == limit - 1
                if last_delivery and chosen:
                    throttled = True
                    break
                chosen.append(offset)
                if last_delivery:
                    throttled = True
                    break
        if max_records > 0 and not throttled:
            room = self.settings.max_record_locks - (self._next - self._start)
            new_end = min(log_end_offset, self._next + max(0, room))
            for offset in range(self._next, new_end):
                if len(chosen) == max_records:
                    break
                self._records[offset] = _InFlight(RecordState.AVAILABLE, 0)
                self._next = offset + 1
                chosen.append(offset)
        deadline = now_ms + self.settings.record_lock_duration_ms
        items: list[tuple[int, int, int]] = []
        for offset in chosen:
            rec = self._records[offset]
            rec.state = RecordState.ACQUIRED
            rec.delivery_count += 1
            rec.member_id = member_id
            rec.deadline_ms = deadline
            items.append((offset, 0, rec.delivery_count))
        return AcquireResult(
            tuple(
                AcquiredRecords(
                    first_offset=b.first_offset,
                    last_offset=b.last_offset,
                    delivery_count=b.delivery_count,
                )
                for b in _ranges(items)
            )
        )

    def acknowledge(
        self, member_id: str, batches: Sequence[Acknowledgement], now_ms: int
    ) -> ChangeResult:
        """Apply a member's acknowledgements to this partition, all or nothing."""
        parsed = _parse_acknowledgements(batches)
        if parsed is None:
            return ChangeResult(ErrorCode.INVALID_REQUEST)
        plan: dict[int, AcknowledgeType] = {}
        for first, last, kinds in parsed:
            if last < self._start:
                continue  # all of it already done with
            if self._next == self._start:
                return ChangeResult(ErrorCode.INVALID_RECORD_STATE)
            if last >= self._next:
                return ChangeResult(ErrorCode.INVALID_REQUEST)
            for offset in range(max(first, self._start), last + 1):
                rec = self._records[offset]
                if (
                    rec.state is not RecordState.ACQUIRED
                    or rec.member_id != member_id
                    or (offset in plan and plan[offset] is not AcknowledgeType.RENEW)
                ):
                    return ChangeResult(ErrorCode.INVALID_RECORD_STATE)
                plan[offset] = kinds[0] if len(kinds) == 1 else kinds[offset - first]
        changed: list[int] = []
        for offset, kind in sorted(plan.items()):
            rec = self._records[offset]
            if kind is AcknowledgeType.RENEW:
                rec.deadline_ms = now_ms + self.settings.record_lock_duration_ms
                continue
            if kind is AcknowledgeType.ACCEPT:
                self._settle(rec, RecordState.ACKNOWLEDGED)
            elif kind is AcknowledgeType.RELEASE:
                self._release(rec)
            else:
                self._settle(rec, RecordState.ARCHIVED)
            changed.append(offset)
        return ChangeResult(ErrorCode.NONE, self._persist(changed, now_ms))

    def tick(self, now_ms: int) -> tuple[ShareStateRecord, ...]:
        """Release the records whose acquisition lock ran out by ``now_ms``."""
        changed = [
            offset
            for offset, rec in sorted(self._records.items())
            if rec.state is RecordState.ACQUIRED and rec.deadline_ms <= now_ms
        ]
        for offset in changed:
            self._release(self._records[offset])
        return self._persist(changed, now_ms)

    def member_left(self, member_id: str, now_ms: int) -> tuple[ShareStateRecord, ...]:
        """Give back every record a member held (its share session closed or it left). Kafka
        counts them as never delivered: each becomes available with its delivery count
        lowered by one, whatever the limit."""
        changed = self.acquired_by(member_id)
        for offset in changed:
            rec = self._records[offset]
            self._settle(rec, RecordState.AVAILABLE)
            rec.delivery_count -= 1
        return self._persist(changed, now_ms)

    def alter_start_offset(self, start_offset: int, state_epoch: int, now_ms: int) -> ChangeResult:
        """Move the start offset (AlterShareGroupOffsets): the in-flight state is dropped and a
        new state epoch begins, persisted as a fresh snapshot. Refused with NON_EMPTY_GROUP
        while a member holds records (the group must be empty)."""
        if start_offset < 0:
            return ChangeResult(ErrorCode.INVALID_REQUEST)
        if self.acquired_count():
            return ChangeResult(ErrorCode.NON_EMPTY_GROUP)
        self.state_epoch = state_epoch
        self._start = self._next = start_offset
        self._records = {}
        return ChangeResult(ErrorCode.NONE, (self._write_snapshot(now_ms),))

    def delete_state(self) -> ChangeResult:
        """Forget the partition's state (DeleteShareGroupOffsets): the record to append is a
        tombstone; the partition starts again from ``share.auto.offset.reset`` when next
        initialized. Refused with NON_EMPTY_GROUP while a member holds records."""
        if self.acquired_count():
            return ChangeResult(ErrorCode.NON_EMPTY_GROUP)
        self._writer = _Writer()
        return ChangeResult(ErrorCode.NONE, (ShareStateRecord(self._snapshot_key(), None),))

    # -- internals --------------------------------------------------------------------------

    def _settle(self, rec: _InFlight, state: RecordState) -> None:
        rec.state = state
        rec.member_id = ""
        rec.deadline_ms = 0

    def _release(self, rec: _InFlight) -> None:
        limit = self.settings.delivery_count_limit
        self._settle(
            rec, RecordState.ARCHIVED if rec.delivery_count >= limit else RecordState.AVAILABLE
        )

    def _advance_start(self) -> bool:
        moved = False
        while self._start < self._next and self._records[self._start].state in (
            RecordState.ACKNOWLEDGED,
            RecordState.ARCHIVED,
        ):
            del self._records[self._start]
            self._start += 1
            moved = True
        return moved

    def _persist(self, changed: list[int], now_ms: int) -> tuple[ShareStateRecord, ...]:
        moved = self._advance_start()
        if not changed and not moved:
            return ()
        if self._writer.wants_snapshot(self.settings.update_records_per_snapshot):
            return (self._write_snapshot(now_ms),)
        items = [
            (o, int(self._records[o].state), self._records[o].delivery_count)
            for o in changed
            if o >= self._start
        ]
        value = ShareUpdateValue(
            snapshot_epoch=self._writer.snapshot_epoch,
            leader_epoch=self.leader_epoch,
            start_offset=self._start,
            state_batches=[
                update_value.StateBatch(
                    first_offset=b.first_offset,
                    last_offset=b.last_offset,
                    delivery_state=b.delivery_state,
                    delivery_count=b.delivery_count,
                )
                for b in _ranges(items)
            ],
        )
        self._writer.replay_update()
        key = ShareUpdateKey(
            group_id=self.group_id, topic_id=self.topic_id, partition=self.partition
        )
        return (ShareStateRecord(key, value),)

    def _snapshot_key(self) -> ShareSnapshotKey:
        return ShareSnapshotKey(
            group_id=self.group_id, topic_id=self.topic_id, partition=self.partition
        )

    def _write_snapshot(self, now_ms: int) -> ShareStateRecord:
        _, _, view = self.durable_view()
        value = ShareSnapshotValue(
            snapshot_epoch=self._writer.next_snapshot_epoch(),
            state_epoch=self.state_epoch,
            leader_epoch=self.leader_epoch,
            start_offset=self._start,
            create_timestamp=self.create_timestamp,
            write_timestamp=now_ms,
            state_batches=[
                snapshot_value.StateBatch(
                    first_offset=b.first_offset,
                    last_offset=b.last_offset,
                    delivery_state=b.delivery_state,
                    delivery_count=b.delivery_count,
                )
                for b in _ranges((o, s, c) for o, (s, c) in sorted(view.items()))
            ],
        )
        self._writer.replay_snapshot(value, self.settings.update_records_per_snapshot)
        return ShareStateRecord(self._snapshot_key(), value)


def _parse_acknowledgements(
    batches: Sequence[Acknowledgement],
) -> list[tuple[int, int, list[AcknowledgeType]]] | None:
    """A partition's acknowledgement ranges checked as Kafka checks the request before the
    partition sees it, or None (INVALID_REQUEST): each range in order (one may start on the
    previous one's last offset, which then fails as no longer acquired), with one type or one
    per offset, every type known."""
    parsed: list[tuple[int, int, list[AcknowledgeType]]] = []
    previous_last = -1
    for batch in batches:
        first, last, types = batch.first_offset, batch.last_offset, batch.acknowledge_types
        if first < 0 or last < first or first < previous_last:
            return None
        if len(types) not in (1, last - first + 1):
            return None
        try:
            kinds = [AcknowledgeType(t) for t in types]
        except ValueError:
            return None
        parsed.append((first, last, kinds))
        previous_last = last
    return parsed


def _combine(
    so_far: list[StateBatch], newer: list[StateBatch], start_offset: int
) -> list[StateBatch]:
    """Merge an update's batches into the state so far, as the share coordinator does: where
    batches overlap, an offset keeps the state with the higher delivery count, and for equal
    counts the higher state id (archived over acknowledged over available), whichever came
    first; what lies below the start offset is dropped."""
    per_offset: dict[int, tuple[int, int]] = {}
    for batch in [*so_far, *newer]:
        for offset in range(max(batch.first_offset, start_offset), batch.last_offset + 1):
            candidate = (batch.delivery_count, batch.delivery_state)
            if offset not in per_offset or candidate > per_offset[offset]:
                per_offset[offset] = candidate
    return _ranges((o, s, c) for o, (c, s) in sorted(per_offset.items()))
