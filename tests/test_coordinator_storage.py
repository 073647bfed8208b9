"""Record batches, partition logs and the offsets store, with batches built by kafka-python."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from kgroup_proto.coordinator.committed_offsets import CommittedOffset, OffsetStore
from kgroup_proto.coordinator.log_storage import PartitionLog, TopicStore
from kgroup_proto.record_batch import BatchError, read_header, split_batches, with_base_offset

# kafka-python builds and reads the batches; it and crc32c come with the tox env "coordinator".
pytestmark = pytest.mark.coordinator


def DefaultRecordBatch(data: bytes) -> Any:  # kafka-python's class, imported late
    from kafka.record.default_records import DefaultRecordBatch as Batch

    return Batch(data)


def batch(values: list[bytes], first_timestamp: int = 1000, compression: int = 0) -> bytes:
    from kafka.record.default_records import DefaultRecordBatchBuilder

    builder = DefaultRecordBatchBuilder(2, compression, False, -1, -1, -1, 1 << 20)
    for index, value in enumerate(values):
        builder.append(index, first_timestamp + 10 * index, None, value, [])
    return bytes(builder.build())


def test_batches_are_split_and_checked() -> None:
    data = batch([b"a", b"b"]) + batch([b"c"])
    found = split_batches(data)
    assert [h.record_count for h, _ in found] == [2, 1]
    assert b"".join(raw for _, raw in found) == data


def test_crc_mismatch_is_reported_as_corrupt() -> None:
    data = bytearray(batch([b"hello"]))
    data[-1] ^= 0xFF
    with pytest.raises(BatchError) as info:
        split_batches(bytes(data))
    assert info.value.corrupt


@pytest.mark.parametrize("kind", ["empty", "short", "truncated", "magic 1"])
def test_malformed_batches_are_rejected(kind: str) -> None:
    good = batch([b"x"])
    data = {
        "empty": b"",
        "short": b"\x00" * 10,
        "truncated": good[:-1],
        "magic 1": good[:16] + b"\x01" + good[17:],
    }[kind]
    with pytest.raises(BatchError):
        split_batches(data)


def test_setting_the_base_offset_keeps_the_crc_valid() -> None:
    moved = with_base_offset(batch([b"a", b"b", b"c"]), 41)
    parsed = DefaultRecordBatch(moved)
    assert parsed.validate_crc()
    assert [r.offset for r in parsed] == [41, 42, 43]


def test_memory_log_assigns_offsets_and_serves_whole_batches() -> None:
    log = PartitionLog()
    base, _ = log.append(split_batches(batch([b"a", b"b"])), 0)
    second, _ = log.append(split_batches(batch([b"c"], first_timestamp=5000)), 0)
    assert (base, second, log.high_watermark) == (0, 2, 3)
    data = log.read(1, 1 << 20)
    offsets = [r.offset for h, raw in split_batches(data) for r in DefaultRecordBatch(raw)]
    assert offsets == [0, 1, 2]
    assert log.read(2, 1) == split_batches(data)[1][1]  # at least one batch, however small
    assert log.offset_for_timestamp(1010) == (1, 1010)
    assert log.offset_for_timestamp(4000) == (2, 5000)
    assert log.offset_for_timestamp(6000) is None
    assert log.max_timestamp() == (2, 5000)


def test_compressed_batches_are_found_by_batch(tmp_path: Path) -> None:
    log = PartitionLog(tmp_path / "t-0" / "log")
    log.append(split_batches(batch([b"a" * 100] * 5, compression=1)), 0)
    assert log.offset_for_timestamp(1020) == (0, 1040)


def test_disk_log_survives_a_restart_and_cuts_a_torn_tail(tmp_path: Path) -> None:
    store = TopicStore(tmp_path)
    store.create("orders", 2)
    log = store.partition("orders", 1)
    assert log is not None
    log.append(split_batches(batch([b"a", b"b"])), 0)
    log.append(split_batches(batch([b"c"])), 0)
    path = tmp_path / "orders-1" / "00000000000000000000.log"
    with open(path, "ab") as out:
        out.write(batch([b"torn"])[:30])
    reopened = TopicStore(tmp_path)
    again = reopened.partition("orders", 1)
    assert again is not None
    assert again.high_watermark == 3
    assert reopened.partition_counts() == {"orders": 2}
    assert reopened.topics["orders"].topic_id == store.topics["orders"].topic_id
    assert [r.value for r in DefaultRecordBatch(again.read(2, 100))] == [b"c"]


def test_a_damaged_batch_in_the_middle_is_skipped_and_the_file_kept(tmp_path: Path) -> None:
    path = tmp_path / "t-0" / "log"
    log = PartitionLog(path)
    for values in ([b"a", b"b"], [b"c"], [b"d", b"e"]):
        log.append(split_batches(batch(values)), 0)
    data = bytearray(path.read_bytes())
    second = split_batches(bytes(data))[1][1]
    start = data.index(second)
    data[start + len(second) - 2] ^= 0x55  # inside the record: covered by the CRC
    path.write_bytes(bytes(data))
    again = PartitionLog(path)
    assert path.stat().st_size == len(data)  # nothing is cut: only a torn end would be
    assert [(d.start, d.end) for d in again.damaged] == [(start, start + len(second))]
    assert again.high_watermark == 5
    served = [
        r.value for _, raw in split_batches(again.read(0, 1 << 20)) for r in DefaultRecordBatch(raw)
    ]
    assert served == [b"a", b"b", b"d", b"e"]
    assert [r.offset for r in DefaultRecordBatch(again.read(2, 1 << 20))] == [3, 4]
    again.append(split_batches(batch([b"f"])), 0)
    reopened = PartitionLog(path)
    assert reopened.high_watermark == 6
    assert len(reopened.damaged) == 1
    kept = [r.value for _, raw in reopened.batches() for r in DefaultRecordBatch(raw)]
    assert kept == [b"a", b"b", b"d", b"e", b"f"]


def test_rewrite_keeps_offsets_and_the_high_watermark(tmp_path: Path) -> None:
    path = tmp_path / "t-0" / "log"
    log = PartitionLog(path)
    for values in ([b"a", b"b"], [b"c"], [b"d", b"e"]):
        log.append(split_batches(batch(values)), 0)
    batches = [raw for _, raw in log.batches()]
    log.rewrite([batches[0], batches[2]])
    assert log.high_watermark == 5
    assert [h.base_offset for h, _ in log.batches()] == [0, 3]
    assert [r.offset for r in DefaultRecordBatch(log.read(1, 1))] == [0, 1]
    assert [r.offset for r in DefaultRecordBatch(log.read(2, 1 << 20))] == [3, 4]
    reopened = PartitionLog(path)
    assert [h.base_offset for h, _ in reopened.batches()] == [0, 3]
    assert reopened.high_watermark == 5
    with pytest.raises(ValueError, match="does not fit"):
        log.rewrite([batches[2], batches[0]])


def test_offset_store_forgets_offsets_and_groups() -> None:
    store = OffsetStore()
    store.commit("g", "t", 0, CommittedOffset(5, 0, "meta", 123))
    store.commit("g", "t", 1, CommittedOffset(7))
    store.commit("g", "t", 0, CommittedOffset(9, 1, "", 456))
    assert store.delete("g", "t", 1)
    assert not store.delete("g", "t", 1)
    store.commit("h", "u", 3, CommittedOffset(1))
    store.commit("h", "t", 0, CommittedOffset(2))
    assert store.delete_group("h") == [("t", 0), ("u", 3)]
    assert store.group_offsets("g") == {("t", 0): CommittedOffset(9, 1, "", 456)}
    assert store.groups() == ["g"]
    assert not store.has_group("h")


def test_a_copy_left_by_an_unfinished_rewrite_is_removed(tmp_path: Path) -> None:
    path = tmp_path / "t-0" / "00000000000000000000.log"
    log = PartitionLog(path)
    log.append([(read_header(b), b) for b in (batch([b"a", b"b"]), batch([b"c"]))], 0)
    whole = path.read_bytes()
    leftover = path.with_name(path.name + ".cleaned")
    leftover.write_bytes(whole[:30])  # killed while the compacted copy was written
    again = PartitionLog(path)
    assert not leftover.exists()
    assert path.read_bytes() == whole
    assert [h.base_offset for h, _ in again.batches()] == [0, 2]
    assert again.high_watermark == 3 and not again.damaged
