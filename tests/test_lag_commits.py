"""Reading ``__consumer_offsets`` live (``pipelines.lag_commits``), with no I/O: records as the
coordinator writes them in, the lag's inputs and the groups' histories out; the holdback that
keeps them in time order. The reader against real brokers is in tests/test_lag_sampler.py,
tests/test_lag_follow.py and tests/kafka/test_lag_on_kafka.py."""

from __future__ import annotations

import struct
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

import kgroup_proto as kp
from kgroup_proto.consumer_offsets import key_schema_version, written_record_type
from kgroup_proto.consumer_protocol import encode_assignment
from kgroup_proto.messages.consumer_protocol_assignment import (
    ConsumerProtocolAssignment,
    TopicPartition,
)
from kgroup_proto.messages.group_metadata_value import MemberMetadata
from kgroup_proto.pipelines import lag_commits
from kgroup_proto.pipelines.lag import Commit, EndOffset, GroupTombstone, OffsetTombstone
from kgroup_proto.pipelines.lag_commits import CommitLog, Holdback
from kgroup_proto.record_batch import Record, build_batch, complete_batches, read_records

CommitKey = kp.message_class("OffsetCommitKey")
CommitValue = kp.message_class("OffsetCommitValue")


def key_bytes(key: Any) -> bytes:
    number = written_record_type(type(key))
    return struct.pack(">h", number) + key.encode(key_schema_version(type(key), number))


def value_bytes(value: Any, version: int) -> bytes:
    return struct.pack(">h", version) + value.encode(version)


def commit_key(group: str = "g", topic: str = "t", partition: int = 0) -> bytes:
    return key_bytes(CommitKey(group=group, topic=topic, partition=partition))


@given(
    version=st.sampled_from(list(CommitValue.VALID_VERSIONS)),
    offset=st.integers(-(2**63), 2**63 - 1),
    stamp=st.integers(-(2**63), 2**63 - 1),
    metadata=st.text(max_size=40),
    epoch=st.integers(-(2**31), 2**31 - 1),
)
def test_a_commit_of_every_version_is_its_offset_at_its_commit_timestamp(
    version: int, offset: int, stamp: int, metadata: str, epoch: int
) -> None:
    value = CommitValue(
        offset=offset, leader_epoch=epoch, metadata=metadata, commit_timestamp=stamp
    )
    record = Record(41, 5, commit_key("group-é", "orders", 7), value_bytes(value, version))
    log = CommitLog()
    assert log.read([record]) == [Commit("group-é", "orders", 7, offset, stamp, 41)]
    assert (log.records, log.error_count) == (1, 0)


def test_tombstones_are_dated_by_their_records_and_delete_offsets_and_groups() -> None:
    group_key = kp.message_class("GroupMetadataKey")(group="g")
    consumer_key = kp.message_class("ConsumerGroupMetadataKey")(group_id="c")
    share_key = kp.message_class("ShareGroupMetadataKey")(group_id="s")
    records = [
        Record(1, 100, commit_key(), None),
        Record(2, 200, key_bytes(group_key), None),
        Record(3, 300, key_bytes(consumer_key), None),
        # A share group's tombstone deletes no committed offset: it has none.
        Record(4, 400, key_bytes(share_key), None),
    ]
    assert CommitLog().read(records) == [
        OffsetTombstone("g", "t", 0, 100, 1),
        GroupTombstone("g", 200, 2),
        GroupTombstone("c", 300, 3),
    ]


def test_a_classic_groups_record_makes_its_history() -> None:
    assignment = encode_assignment(ConsumerProtocolAssignment([TopicPartition("t", [0, 2])]), 1)
    members = [
        MemberMetadata("m-1", None, "client-1", "/10.0.0.1", 300_000, 45_000, b"", assignment),
        MemberMetadata("m-2", "static", "client-2", "/10.0.0.2", 300_000, 45_000, b"", b""),
    ]
    value = kp.message_class("GroupMetadataValue")("consumer", 4, "range", "m-1", 900, members)
    key = key_bytes(kp.message_class("GroupMetadataKey")(group="g"))
    log = CommitLog()
    assert log.read([Record(9, 1_000, key, value_bytes(value, 3))]) == []
    history = log.histories.groups["g"]
    assert (history.kind, history.state, history.protocol) == ("classic", "Stable", "range")
    assert [(m.member_id, m.instance_id, m.assignment) for m in history.members] == [
        ("m-1", None, {"t": [0, 2]}),
        ("m-2", "static", None),
    ]
    assert history.epochs == [(1_000, 4)]
    assert log.touched == {"g"}
    # Deleted: Dead, and a group tombstone for the evaluation.
    assert log.read([Record(10, 2_000, key, None)]) == [GroupTombstone("g", 2_000, 10)]
    assert (history.state, history.deleted_at) == ("Dead", 2_000)


def test_records_that_do_not_decode_are_counted_not_raised() -> None:
    good = value_bytes(CommitValue(offset=3, commit_timestamp=7), 3)
    bad_utf8 = value_bytes(CommitValue(offset=3, metadata="ok", commit_timestamp=7), 3)
    bad_utf8 = bad_utf8.replace(b"ok", b"\xff\xfe")
    records = [
        Record(1, 0, commit_key(), struct.pack(">h", 99) + good[2:]),  # no such version
        Record(2, 0, commit_key(), good[:9]),  # cut short
        Record(3, 0, commit_key(), bad_utf8),  # metadata that is not UTF-8
        Record(4, 0, struct.pack(">h", 999) + b"junk", b"x"),  # no such record type
        Record(5, 0, None, good),  # no key
        Record(6, 0, b"\x00", good),  # a key too short for its type
        Record(7, 0, commit_key(), good),
    ]
    log = CommitLog()
    assert log.read(records) == [Commit("g", "t", 0, 3, 7, 7)]
    assert (log.records, log.error_count, len(log.errors)) == (7, 6, 6)
    assert "offset 4: unknown record type 999" in log.errors[3]


def test_only_the_groups_asked_for_are_kept() -> None:
    value = value_bytes(CommitValue(offset=3, commit_timestamp=7), 3)
    records = [Record(1, 0, commit_key("a"), value), Record(2, 0, commit_key("b"), value)]
    assert CommitLog(["b"]).read(records) == [Commit("b", "t", 0, 3, 7, 2)]


def test_the_remembered_keys_are_bounded(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(lag_commits, "KEYS_KEPT", 10)
    value = value_bytes(CommitValue(offset=3, commit_timestamp=7), 3)
    log = CommitLog()
    for partition in range(100):
        assert log.read([Record(partition, 0, commit_key(partition=partition), value)]) == [
            Commit("g", "t", partition, 3, 7, partition)
        ]
        assert len(log._keys) <= 10


def test_records_read_from_a_fetched_batch() -> None:
    value = value_bytes(CommitValue(offset=11, commit_timestamp=1_700_000_000_123), 3)
    batch = build_batch(
        [Record(500 + i, 1_700_000_000_000 + i * 300, commit_key(partition=i), value)
         for i in range(3)],
    )  # fmt: skip
    ((header, data),) = list(complete_batches(batch))
    assert CommitLog().read(read_records(data, header)) == [
        Commit("g", "t", i, 11, 1_700_000_000_123, 500 + i) for i in range(3)
    ]


def test_the_holdback_releases_in_time_order_and_dates_late_inputs_after_it() -> None:
    held = Holdback()
    held.add([Commit("g", "t", 0, 1, 1_000), Commit("g", "t", 0, 2, 2_500)],
             [EndOffset("t", 0, 2_000, 9)])  # fmt: skip
    assert held.release(2_000) == ([Commit("g", "t", 0, 1, 1_000)], [EndOffset("t", 0, 2_000, 9)])
    # Released up to 2000: asking again for less gives nothing.
    assert held.release(1_500) == ([], [])
    # A commit made at 1900 and read only now goes just after what was released.
    held.add([Commit("g", "t", 0, 3, 1_900)], [])
    assert held.late == 1
    assert held.release(None) == (
        [Commit("g", "t", 0, 2, 2_500), Commit("g", "t", 0, 3, 2_001)],
        [],
    )
    assert (held.events, held.ends, held.released_to) == ([], [], 2_500)
