"""Share-partitions (KIP-932) driven by hand: acquisition, acknowledgement, lock expiry, the
delivery count limit, the start offset, and the ``__share_group_state`` records that persist
them. Expected values are worked out from Kafka's documented rules."""

from __future__ import annotations

from uuid import UUID

import pytest
from hypothesis import HealthCheck, settings
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, invariant, precondition, rule

from kgroup_proto.coordinator.share_partition import (
    AckBatch,
    AcknowledgeType,
    RecordState,
    SharePartition,
    SharePartitionSettings,
    ShareStateRecord,
)
from kgroup_proto.error_codes import ErrorCode
from kgroup_proto.messages import share_snapshot_value, share_update_value
from kgroup_proto.messages.share_snapshot_key import ShareSnapshotKey
from kgroup_proto.messages.share_snapshot_value import ShareSnapshotValue
from kgroup_proto.messages.share_update_key import ShareUpdateKey
from kgroup_proto.messages.share_update_value import ShareUpdateValue
from kgroup_proto.runtime.errors import DecodeError

TOPIC = UUID("6b1f3c4e-2a5d-4e7f-8a9b-0c1d2e3f4a5b")
ACCEPT, RELEASE, REJECT, RENEW, GAP = (
    AcknowledgeType.ACCEPT,
    AcknowledgeType.RELEASE,
    AcknowledgeType.REJECT,
    AcknowledgeType.RENEW,
    AcknowledgeType.GAP,
)


def new_partition(
    log_start: int = 0, log_end: int = 0, **overrides: object
) -> tuple[SharePartition, list[ShareStateRecord]]:
    fields: dict[str, object] = {"auto_offset_reset": "earliest"}
    fields.update(overrides)
    config = SharePartitionSettings(**fields)  # type: ignore[arg-type]
    sp, records = SharePartition.initialize(
        "g", TOPIC, 3, config, log_start_offset=log_start, log_end_offset=log_end, now_ms=0
    )
    return sp, list(records)


def ack(first: int, last: int, *types: int) -> AckBatch:
    return AckBatch(first, last, tuple(types))


def ranges(sp: SharePartition, member: str, log_end: int, n: int, now: int = 0) -> list[tuple]:
    result = sp.acquire(member, log_end, n, now)
    return [(r.first_offset, r.last_offset, r.delivery_count) for r in result.acquired]


def wire(records: list[ShareStateRecord]) -> list[ShareStateRecord]:
    """Each record through its bytes, as it would be read back from the topic."""
    return [ShareStateRecord.from_bytes(*record.to_bytes()) for record in records]


# ----------------------------------------------------------------------------- examples


def test_auto_offset_reset_chooses_the_initial_start_offset() -> None:
    earliest, records = new_partition(5, 20)
    assert (earliest.start_offset, earliest.end_offset) == (5, 5)
    latest, _ = new_partition(5, 20, auto_offset_reset="latest")
    assert latest.start_offset == 20
    # The first write is a snapshot: epoch 0, the start offset, nothing in flight.
    [record] = records
    assert record.key == ShareSnapshotKey(group_id="g", topic_id=TOPIC, partition=3)
    assert isinstance(record.value, ShareSnapshotValue)
    assert (record.value.snapshot_epoch, record.value.start_offset) == (0, 5)
    assert record.value.state_batches == []


def test_members_get_disjoint_ranges_up_to_the_log_end() -> None:
    sp, _ = new_partition()
    assert ranges(sp, "m1", 10, 4) == [(0, 3, 1)]
    assert ranges(sp, "m2", 10, 4) == [(4, 7, 1)]
    assert ranges(sp, "m1", 10, 10) == [(8, 9, 1)]
    assert ranges(sp, "m2", 10, 10) == []
    assert sp.acquired_by("m1") == [0, 1, 2, 3, 8, 9]
    assert (sp.start_offset, sp.end_offset) == (0, 9)


def test_accepting_moves_the_start_offset_and_other_members_are_refused() -> None:
    sp, _ = new_partition()
    ranges(sp, "m1", 4, 4)
    result = sp.acknowledge("m1", [ack(0, 1, ACCEPT)], 5)
    assert result.error is ErrorCode.NONE
    assert sp.start_offset == 2
    [record] = result.records
    assert isinstance(record.value, ShareUpdateValue)
    assert record.key == ShareUpdateKey(group_id="g", topic_id=TOPIC, partition=3)
    # Offsets 0-1 fell below the new start offset: the update carries only the start.
    assert (record.value.start_offset, record.value.state_batches) == (2, [])
    # m2 holds nothing: its acknowledgement fails and changes nothing.
    refused = sp.acknowledge("m2", [ack(2, 2, ACCEPT)], 6)
    assert (refused.error, refused.records) == (ErrorCode.INVALID_RECORD_STATE, ())
    assert sp.state_of(2) == (RecordState.ACQUIRED, 1, "m1")


def test_an_acknowledgement_is_all_or_nothing() -> None:
    sp, _ = new_partition()
    ranges(sp, "m1", 3, 3)
    ranges(sp, "m2", 5, 2)  # 3-4
    result = sp.acknowledge("m1", [ack(0, 1, ACCEPT), ack(2, 3, ACCEPT)], 1)
    assert result.error is ErrorCode.INVALID_RECORD_STATE
    assert [sp.state_of(o) for o in (0, 1)] == [(RecordState.ACQUIRED, 1, "m1")] * 2
    # Acknowledging the same offset twice: the second finds it no longer acquired.
    again = sp.acknowledge("m1", [ack(0, 0, ACCEPT), ack(0, 0, REJECT)], 1)
    assert again.error is ErrorCode.INVALID_RECORD_STATE
    assert sp.start_offset == 0


def test_malformed_acknowledgements_are_invalid_requests() -> None:
    sp, _ = new_partition()
    assert sp.acknowledge("m1", [ack(0, 0, ACCEPT)], 0).error is ErrorCode.INVALID_RECORD_STATE
    ranges(sp, "m1", 4, 4)
    for batch in (
        ack(0, 3, ACCEPT, ACCEPT),  # neither one type nor one per offset
        ack(0, 0, 5),  # no such type
        ack(3, 2, ACCEPT),  # last before first
        ack(2, 4, ACCEPT),  # past the end offset (3)
    ):
        assert sp.acknowledge("m1", [batch], 0).error is ErrorCode.INVALID_REQUEST
    # Ranges out of order; the request is checked whole before any offset is looked at.
    backwards = [ack(2, 3, ACCEPT), ack(0, 1, ACCEPT)]
    assert sp.acknowledge("m1", backwards, 0).error is ErrorCode.INVALID_REQUEST
    not_held_then_bad = [ack(0, 0, ACCEPT), ack(1, 1, 9)]
    assert sp.acknowledge("m2", not_held_then_bad, 0).error is ErrorCode.INVALID_REQUEST
    assert sp.acquired_by("m1") == [0, 1, 2, 3]


def test_per_offset_types_and_ranges_below_the_start_offset() -> None:
    sp, _ = new_partition()
    ranges(sp, "m1", 5, 5)
    result = sp.acknowledge("m1", [ack(0, 4, ACCEPT, GAP, REJECT, RELEASE, ACCEPT)], 0)
    assert result.error is ErrorCode.NONE
    # 0 accepted, 1 a gap and 2 rejected (archived): the start offset moves to 3.
    assert sp.start_offset == 3
    assert sp.state_of(3) == (RecordState.AVAILABLE, 1, "")
    assert sp.state_of(4) == (RecordState.ACKNOWLEDGED, 1, "")
    [record] = result.records
    assert isinstance(record.value, ShareUpdateValue)
    assert record.value.start_offset == 3
    assert [
        (b.first_offset, b.last_offset, b.delivery_state, b.delivery_count)
        for b in record.value.state_batches
    ] == [(3, 3, 0, 1), (4, 4, 2, 1)]
    # A range wholly below the start offset is skipped, not refused.
    skipped = sp.acknowledge("m1", [ack(0, 2, ACCEPT)], 0)
    assert (skipped.error, skipped.records) == (ErrorCode.NONE, ())


def test_a_record_is_archived_when_released_at_the_delivery_limit() -> None:
    sp, _ = new_partition(delivery_count_limit=2)
    assert ranges(sp, "m1", 1, 1) == [(0, 0, 1)]
    assert sp.acknowledge("m1", [ack(0, 0, RELEASE)], 0).error is ErrorCode.NONE
    assert sp.state_of(0) == (RecordState.AVAILABLE, 1, "")
    assert ranges(sp, "m2", 1, 1) == [(0, 0, 2)]
    assert sp.acknowledge("m2", [ack(0, 0, RELEASE)], 0).error is ErrorCode.NONE
    # Delivered twice, the limit: archived, and the start offset passes it.
    assert sp.start_offset == 1
    assert ranges(sp, "m1", 1, 1) == []


def test_a_record_on_its_last_delivery_goes_out_alone() -> None:
    sp, _ = new_partition(delivery_count_limit=3)
    assert ranges(sp, "m1", 5, 10) == [(0, 4, 1)]
    sp.acknowledge("m1", [ack(1, 1, RELEASE), ack(3, 3, RELEASE)], 0)
    assert ranges(sp, "m2", 5, 10) == [(1, 1, 2), (3, 3, 2)]
    sp.acknowledge("m2", [ack(1, 1, RELEASE), ack(3, 3, RELEASE)], 0)
    sp.acknowledge("m1", [ack(0, 0, RELEASE)], 0)
    # 0 is on its second delivery; 1 and 3 on their third and last: the acquisition stops
    # before 1, and then each goes out alone.
    assert ranges(sp, "m3", 5, 10) == [(0, 0, 2)]
    assert ranges(sp, "m3", 5, 10) == [(1, 1, 3)]
    assert ranges(sp, "m3", 9, 10) == [(3, 3, 3)]
    assert ranges(sp, "m3", 9, 10) == [(5, 8, 1)]


def test_locks_expire_at_their_deadline_and_renew_restarts_them() -> None:
    sp, _ = new_partition(record_lock_duration_ms=1000)
    ranges(sp, "m1", 2, 2, now=0)
    assert sp.next_deadline_ms() == 1000
    assert sp.tick(999) == ()
    assert sp.acknowledge("m1", [ack(1, 1, RENEW)], 800).error is ErrorCode.NONE
    [record] = sp.tick(1000)  # offset 0 goes back, with its delivery count
    assert isinstance(record.value, ShareUpdateValue)
    assert [
        (b.first_offset, b.delivery_state, b.delivery_count) for b in record.value.state_batches
    ] == [(0, 0, 1)]
    assert sp.state_of(1) == (RecordState.ACQUIRED, 1, "m1")
    assert sp.next_deadline_ms() == 1800
    assert ranges(sp, "m2", 2, 5, now=1000) == [(0, 0, 2)]
    sp.tick(1800)
    assert sp.state_of(1) == (RecordState.AVAILABLE, 1, "")


def test_expiry_at_the_limit_archives() -> None:
    sp, _ = new_partition(record_lock_duration_ms=10, delivery_count_limit=1)
    ranges(sp, "m1", 3, 3)
    sp.tick(10)
    assert (sp.start_offset, sp.acquired_count()) == (3, 0)


def test_max_record_locks_bounds_the_window() -> None:
    sp, _ = new_partition(max_record_locks=5)
    assert ranges(sp, "m1", 100, 10) == [(0, 4, 1)]
    assert ranges(sp, "m2", 100, 10) == []
    sp.acknowledge("m1", [ack(0, 1, ACCEPT), ack(2, 2, RELEASE)], 0)
    # Window 2..4 (3 offsets): offset 2 is offered again, then two new ones.
    assert ranges(sp, "m2", 100, 10) == [(2, 2, 2), (5, 6, 1)]
    assert sp.acquired_count() == 5


def test_a_leaving_member_gives_its_records_back() -> None:
    sp, _ = new_partition()
    ranges(sp, "m1", 3, 2)
    ranges(sp, "m2", 3, 2)
    [record] = sp.member_left("m1", 50)
    assert isinstance(record.value, ShareUpdateValue)
    assert sp.acquired_by("m1") == []
    assert sp.acquired_by("m2") == [2]
    # Never delivered as far as Kafka counts: the next delivery is the first again.
    assert sp.state_of(0) == (RecordState.AVAILABLE, 0, "")
    assert ranges(sp, "m2", 3, 5) == [(0, 1, 1)]
    assert sp.member_left("m3", 60) == ()


def test_a_leaving_member_does_not_use_up_a_last_delivery() -> None:
    sp, _ = new_partition(delivery_count_limit=1)
    ranges(sp, "m1", 1, 1)
    sp.member_left("m1", 0)
    assert sp.state_of(0) == (RecordState.AVAILABLE, 0, "")
    assert ranges(sp, "m2", 1, 1) == [(0, 0, 1)]
    sp.acknowledge("m2", [ack(0, 0, RELEASE)], 0)
    assert sp.start_offset == 1  # released at the limit: archived


def test_snapshots_follow_the_share_coordinator_rule() -> None:
    # With 2 updates per snapshot, Kafka counts the first update after the partition's first
    # snapshot as 0, so 3 updates come before the next snapshot; after that, 2.
    sp, first = new_partition(update_records_per_snapshot=2)
    kinds = []
    for offset in range(8):
        ranges(sp, "m1", offset + 1, 1)
        [record] = sp.acknowledge("m1", [ack(offset, offset, ACCEPT)], offset).records
        value = record.value
        assert value is not None
        kinds.append(("S" if isinstance(value, ShareSnapshotValue) else "U", value.snapshot_epoch))
    assert kinds == [
        ("U", 0),
        ("U", 0),
        ("U", 0),
        ("S", 1),
        ("U", 1),
        ("U", 1),
        ("S", 2),
        ("U", 2),
    ]
    last = SharePartition.from_records(wire(first), sp.settings)
    assert last is not None and last.start_offset == 0


def test_replay_brings_back_the_persisted_state_with_acquisitions_undone() -> None:
    sp, records = new_partition()
    ranges(sp, "m1", 8, 8)
    records += sp.acknowledge("m1", [ack(0, 3, ACCEPT)], 1).records
    records += sp.acknowledge("m1", [ack(5, 5, RELEASE), ack(6, 6, REJECT)], 2).records
    replayed = SharePartition.from_records(wire(records), sp.settings)
    assert replayed is not None
    # Offset 4 and 7 were acquired, never persisted: 4 is fresh again, 7 is past the window.
    assert (replayed.start_offset, replayed.end_offset) == (4, 6)
    assert replayed.durable_view() == sp.durable_view() == (4, 0, {5: (0, 1), 6: (4, 1)})
    assert ranges(replayed, "m2", 9, 10) == [(4, 4, 1), (5, 5, 2), (7, 8, 1)]


def test_replay_merges_overlapping_batches_by_delivery_count_then_state() -> None:
    snapshot = ShareStateRecord(
        ShareSnapshotKey(group_id="g", topic_id=TOPIC, partition=3),
        ShareSnapshotValue(
            start_offset=0,
            state_batches=[share_snapshot_value.StateBatch(0, 4, 0, 2)],
        ),
    )
    update = ShareStateRecord(
        ShareUpdateKey(group_id="g", topic_id=TOPIC, partition=3),
        ShareUpdateValue(
            start_offset=0,
            state_batches=[
                share_update_value.StateBatch(2, 2, 2, 1),  # a lower count loses
                share_update_value.StateBatch(3, 3, 4, 2),  # same count, archived wins
            ],
        ),
    )
    sp = SharePartition.from_records(wire([snapshot, update]), SharePartitionSettings())
    assert sp is not None
    assert [sp.state_of(o) for o in range(5)] == [
        (RecordState.AVAILABLE, 2, ""),
        (RecordState.AVAILABLE, 2, ""),
        (RecordState.AVAILABLE, 2, ""),
        (RecordState.ARCHIVED, 2, ""),
        (RecordState.AVAILABLE, 2, ""),
    ]
    assert sp.updates_since_snapshot == 0  # Kafka counts the first update as 0


def test_alter_and_delete_start_over() -> None:
    sp, records = new_partition()
    ranges(sp, "m1", 5, 5)
    assert sp.alter_start_offset(50, 1, 10).error is ErrorCode.NON_EMPTY_GROUP
    assert sp.delete_state().error is ErrorCode.NON_EMPTY_GROUP
    records += sp.member_left("m1", 11)
    altered = sp.alter_start_offset(50, 1, 12)
    assert altered.error is ErrorCode.NONE
    [snapshot] = altered.records
    assert isinstance(snapshot.value, ShareSnapshotValue)
    assert (snapshot.value.state_epoch, snapshot.value.start_offset) == (1, 50)
    assert snapshot.value.state_batches == []
    records += altered.records
    replayed = SharePartition.from_records(wire(records), sp.settings)
    assert replayed is not None
    assert replayed.durable_view() == (50, 1, {})
    assert ranges(sp, "m1", 60, 2) == [(50, 51, 1)]
    sp.member_left("m1", 13)
    deleted = sp.delete_state()
    [tombstone] = deleted.records
    assert tombstone.value is None and isinstance(tombstone.key, ShareSnapshotKey)
    assert SharePartition.from_records(wire([*records, tombstone]), sp.settings) is None


def test_replay_refuses_records_of_another_partition_or_an_orphan_update() -> None:
    sp, records = new_partition()
    other = ShareStateRecord(
        ShareSnapshotKey(group_id="h", topic_id=TOPIC, partition=3), records[0].value
    )
    with pytest.raises(ValueError, match="two share-partitions"):
        SharePartition.from_records([*records, other], sp.settings)
    ranges(sp, "m1", 1, 1)
    update = sp.acknowledge("m1", [ack(0, 0, ACCEPT)], 0).records
    with pytest.raises(ValueError, match="no snapshot"):
        SharePartition.from_records(update, sp.settings)
    archiving = ShareStateRecord(
        records[0].key,
        ShareSnapshotValue(state_batches=[share_snapshot_value.StateBatch(0, 0, 3, 1)]),
    )
    with pytest.raises(DecodeError, match="delivery state 3"):
        SharePartition.from_records([archiving], sp.settings)


def test_records_have_kafka_s_key_layout_and_bad_bytes_are_refused() -> None:
    sp, records = new_partition()
    ranges(sp, "m1", 1, 1)
    records += sp.acknowledge("m1", [ack(0, 0, ACCEPT)], 0).records
    snapshot_key, _ = records[0].to_bytes()
    update_key, update_value = records[1].to_bytes()
    # Record type 0 is ShareSnapshot, 1 ShareUpdate; then the group id (int16 length), the
    # topic id and the partition.
    assert snapshot_key == b"\x00\x00" + b"\x00\x01g" + TOPIC.bytes + b"\x00\x00\x00\x03"
    assert update_key[:2] == b"\x00\x01" and update_key[2:] == snapshot_key[2:]
    assert update_value is not None and update_value[:2] == b"\x00\x00"
    with pytest.raises(DecodeError, match="record type 7"):
        ShareStateRecord.from_bytes(b"\x00\x07" + snapshot_key[2:], None)
    with pytest.raises(DecodeError):
        ShareStateRecord.from_bytes(snapshot_key, b"\x00\x00\x01")
    with pytest.raises(DecodeError):
        ShareStateRecord.from_bytes(b"\x00", None)


# ----------------------------------------------------------------------------- stateful


class SharePartitionMachine(RuleBasedStateMachine):
    """Several members acquire, acknowledge, lose locks and leave; the partition keeps Kafka's
    invariants and its records always rebuild it."""

    LOCK_MS = 100
    LIMIT = 3
    MAX_LOCKS = 12

    def __init__(self) -> None:
        super().__init__()
        self.config = SharePartitionSettings(
            record_lock_duration_ms=self.LOCK_MS,
            delivery_count_limit=self.LIMIT,
            max_record_locks=self.MAX_LOCKS,
            auto_offset_reset="earliest",
            update_records_per_snapshot=3,
        )
        self.sp, records = SharePartition.initialize(
            "g", TOPIC, 0, self.config, log_start_offset=0, log_end_offset=0, now_ms=0
        )
        self.records = list(records)
        self.now = 0
        self.log_end = 0
        # The model: who holds each offset (and until when), counts seen, offsets finished.
        self.held: dict[int, tuple[str, int]] = {}
        self.counts: dict[int, int] = {}
        self.done: set[int] = set()
        self.last_start = 0

    members = st.sampled_from(["m1", "m2", "m3"])
    kinds = st.sampled_from(list(AcknowledgeType))

    def _release_in_model(self, offset: int) -> None:
        del self.held[offset]
        if self.counts[offset] >= self.LIMIT:
            self.done.add(offset)

    @rule(member=members, produced=st.integers(0, 6), max_records=st.integers(0, 8))
    def acquire(self, member: str, produced: int, max_records: int) -> None:
        self.log_end += produced
        result = self.sp.acquire(member, self.log_end, max_records, self.now)
        offsets = [o for r in result.acquired for o in range(r.first_offset, r.last_offset + 1)]
        assert len(offsets) == len(set(offsets)) <= max_records
        for r in result.acquired:
            for o in range(r.first_offset, r.last_offset + 1):
                assert self.sp.start_offset <= o < self.log_end
                assert o not in self.held and o not in self.done
                assert r.delivery_count == self.counts.get(o, 0) + 1
                self.counts[o] = r.delivery_count
                self.held[o] = (member, self.now + self.LOCK_MS)
        start, nxt = self.sp.start_offset, self.sp.next_fetch_offset
        available = []
        for o in range(start, min(nxt, self.log_end)):
            state = self.sp.state_of(o)
            assert state is not None
            if state[0] is RecordState.AVAILABLE:
                available.append(state[1])
        last_delivery = [r for r in result.acquired if r.delivery_count == self.LIMIT]
        if last_delivery:
            # A record on its last delivery goes out alone.
            assert [(r.first_offset, r.last_offset) for r in result.acquired] == [
                (offsets[0], offsets[0])
            ]
        elif len(offsets) < max_records:
            # Nothing more could be had: the next available record waits for its last
            # delivery, or none is left below the log end and there is no room (or no record)
            # for new ones.
            if available:
                assert offsets and available[0] == self.LIMIT - 1
            else:
                assert nxt >= self.log_end or nxt - start >= self.MAX_LOCKS

    def _expected(self, member: str, first: int, last: int) -> ErrorCode:
        start, nxt = self.sp.start_offset, self.sp.next_fetch_offset
        if last < start:
            return ErrorCode.NONE
        if nxt == start:
            return ErrorCode.INVALID_RECORD_STATE
        if last >= nxt:
            return ErrorCode.INVALID_REQUEST
        for o in range(max(first, start), last + 1):
            if o not in self.held or self.held[o][0] != member:
                return ErrorCode.INVALID_RECORD_STATE
        return ErrorCode.NONE

    def _acknowledge(self, member: str, first: int, last: int, *kinds: AcknowledgeType) -> None:
        expected = self._expected(member, first, last)
        result = self.sp.acknowledge(member, [ack(first, last, *kinds)], self.now)
        assert result.error is expected
        self.records += result.records
        if expected is not ErrorCode.NONE:
            return
        for o in range(max(first, self.last_start), last + 1):
            if o not in self.held:
                continue
            kind = kinds[0] if len(kinds) == 1 else kinds[o - first]
            if kind is AcknowledgeType.RENEW:
                self.held[o] = (member, self.now + self.LOCK_MS)
            elif kind is AcknowledgeType.RELEASE:
                self._release_in_model(o)
            else:
                del self.held[o]
                self.done.add(o)

    @rule(member=members, kind=kinds, data=st.data())
    def acknowledge_own(self, member: str, kind: AcknowledgeType, data: st.DataObject) -> None:
        mine = sorted(o for o, (m, _) in self.held.items() if m == member)
        if not mine:
            return
        first = data.draw(st.sampled_from(mine))
        last = first
        while last + 1 in self.held and self.held[last + 1][0] == member:
            last += 1
        last = data.draw(st.integers(first, last))
        if data.draw(st.booleans()):
            self._acknowledge(member, first, last, kind)
        else:  # one type per offset
            n = last - first + 1
            self._acknowledge(
                member, first, last, *data.draw(st.lists(self.kinds, min_size=n, max_size=n))
            )

    @rule(member=members, kind=kinds, first=st.integers(0, 40), length=st.integers(1, 4))
    def acknowledge_any(self, member: str, kind: AcknowledgeType, first: int, length: int) -> None:
        self._acknowledge(member, first, first + length - 1, kind)

    @rule(ms=st.integers(1, 150))
    def time_passes(self, ms: int) -> None:
        self.now += ms
        self.records += self.sp.tick(self.now)
        for o, (_, deadline) in list(self.held.items()):
            if deadline <= self.now:
                self._release_in_model(o)

    @rule(member=members)
    def member_leaves(self, member: str) -> None:
        self.records += self.sp.member_left(member, self.now)
        for o, (m, _) in list(self.held.items()):
            if m == member:
                # The delivery is taken back: one count less, available whatever the limit.
                del self.held[o]
                self.counts[o] -= 1

    @precondition(lambda self: not self.held)
    @rule(offset=st.integers(0, 40))
    def alter_start_offset(self, offset: int) -> None:
        result = self.sp.alter_start_offset(offset, self.sp.state_epoch + 1, self.now)
        assert result.error is ErrorCode.NONE
        self.records += result.records
        self.counts, self.done = {}, set()
        self.last_start = offset

    @invariant()
    def each_acquired_record_has_one_holder_as_the_model_says(self) -> None:
        holders = {o: m for m in ("m1", "m2", "m3") for o in self.sp.acquired_by(m)}
        assert sum(len(self.sp.acquired_by(m)) for m in ("m1", "m2", "m3")) == len(holders)
        assert holders == {o: m for o, (m, _) in self.held.items()}
        assert self.sp.acquired_count() == len(self.held) <= self.MAX_LOCKS
        assert self.sp.next_fetch_offset - self.sp.start_offset <= self.MAX_LOCKS

    @invariant()
    def delivery_counts_follow_the_model_and_stay_within_the_limit(self) -> None:
        # The model's counts only grow, by one per acquisition, except a leaving member's
        # records, whose delivery is taken back.
        for o in range(self.sp.start_offset, self.sp.next_fetch_offset):
            state = self.sp.state_of(o)
            assert state is not None
            kind, count, _ = state
            assert count == self.counts.get(o, 0) <= self.LIMIT
            if kind is RecordState.AVAILABLE:
                assert count < self.LIMIT
            assert (kind in (RecordState.ACKNOWLEDGED, RecordState.ARCHIVED)) == (o in self.done)

    @invariant()
    def the_start_offset_grows_over_finished_records(self) -> None:
        start = self.sp.start_offset
        assert start >= self.last_start
        assert all(o in self.done for o in range(self.last_start, start))
        assert start == self.sp.next_fetch_offset or start not in self.done
        self.last_start = start

    @invariant()
    def the_records_rebuild_the_partition(self) -> None:
        replayed = SharePartition.from_records(wire(self.records), self.config)
        assert replayed is not None
        assert replayed.durable_view() == self.sp.durable_view()
        assert replayed.acquired_count() == 0
        assert (replayed.snapshot_epoch, replayed.updates_since_snapshot) == (
            self.sp.snapshot_epoch,
            self.sp.updates_since_snapshot,
        )


TestSharePartitionMachine = SharePartitionMachine.TestCase
TestSharePartitionMachine.settings = settings(
    max_examples=150, stateful_step_count=40, deadline=None, suppress_health_check=list(HealthCheck)
)
