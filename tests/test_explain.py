"""Explaining a rejected input: the same error as the full checked decode, without its cost.

The checked path explains a failure by walking the layout without building the message and by
letting each nested struct's generated decoder vouch for what it accepts. These tests hold it
to the reference (``checked_decode``, which builds every value and knows no shortcut): same
reason, field path and byte offset on fuzzed bad input of every message and version, and on
hand-built faults deep in big messages; and they bound its memory against a good decode's.
"""

from __future__ import annotations

import tracemalloc
from collections.abc import Callable
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import kgroup_proto as kp
from kgroup_proto.messages.consumer_group_heartbeat_response import (
    Assignment,
    ConsumerGroupHeartbeatResponse,
    TopicPartitions,
)
from kgroup_proto.messages.describe_groups_request import DescribeGroupsRequest
from kgroup_proto.messages.offset_commit_request import (
    OffsetCommitRequest,
    OffsetCommitRequestPartition,
    OffsetCommitRequestTopic,
)
from kgroup_proto.runtime.checked import checked_decode
from tests.test_bad_input import PAIRS, _hostile_bytes


def reference_error(cls: type[kp.Struct], data: bytes, version: int) -> kp.DecodeError | None:
    try:
        checked_decode(cls, data, version)
    except kp.DecodeError as exc:
        return exc
    return None


def decode_prefix_error(cls: type[kp.Struct], data: bytes, version: int) -> kp.DecodeError:
    with pytest.raises(kp.DecodeError) as info:
        cls.decode_prefix(data, version)
    return info.value


def where(err: kp.DecodeError) -> tuple[str, str, int | None]:
    return err.reason, err.path, err.offset


@pytest.mark.parametrize(("name", "version"), PAIRS, ids=[f"{n}-v{v}" for n, v in PAIRS])
@settings(
    max_examples=10,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)
@given(data=st.data())
def test_explanation_matches_the_reference_walk(
    name: str, version: int, data: st.DataObject
) -> None:
    cls = kp.message_class(name)
    raw = _hostile_bytes(data, name, version)
    expected = reference_error(cls, raw, version)
    try:
        cls.decode_prefix(raw, version)
    except kp.DecodeError as err:
        assert expected is not None, f"rejected, but the reference accepts it: {err}"
        assert where(err) == where(expected)
        assert (err.message_name, err.version) == (name, version)
    else:
        assert expected is None, f"accepted, but the reference rejects it: {expected}"


def _partition(index: int, metadata: str = "") -> OffsetCommitRequestPartition:
    return OffsetCommitRequestPartition(
        partition_index=index, committed_offset=1000 + index, committed_metadata=metadata
    )


def one_big_topic(partitions: int, last_metadata: str) -> OffsetCommitRequest:
    parts = [_partition(i) for i in range(partitions - 1)] + [
        _partition(partitions - 1, last_metadata)
    ]
    return OffsetCommitRequest(
        group_id="g",
        member_id="m",
        topics=[OffsetCommitRequestTopic(name="t", partitions=parts)],
    )


def many_topics(topics: int, partitions: int) -> OffsetCommitRequest:
    return OffsetCommitRequest(
        group_id="g",
        member_id="m",
        topics=[
            OffsetCommitRequestTopic(
                name=f"topic-{t}", partitions=[_partition(i) for i in range(partitions)]
            )
            for t in range(topics)
        ],
    )


@pytest.mark.parametrize("version", [2, 8])
def test_bad_utf8_in_the_last_of_many_partitions(version: int) -> None:
    count = 3000
    good = one_big_topic(count, "\N{SNOWMAN}").encode(version)
    # The snowman's three UTF-8 bytes occur once; its first byte replaced by a continuation
    # byte makes the string invalid right there.
    at = good.index("\N{SNOWMAN}".encode())
    bad = good[:at] + b"\x80" + good[at + 1 :]
    err = decode_prefix_error(OffsetCommitRequest, bad, version)
    assert err.path == f"topics[0].partitions[{count - 1}].committed_metadata"
    assert err.offset == at
    assert err.reason.startswith("invalid UTF-8")


@pytest.mark.parametrize("version", [2, 8])
def test_last_byte_missing_from_many_topics(version: int) -> None:
    good = many_topics(200, 20).encode(version)
    err = decode_prefix_error(OffsetCommitRequest, good[:-1], version)
    expected = reference_error(OffsetCommitRequest, good[:-1], version)
    assert expected is not None and where(err) == where(expected)
    assert err.offset is not None and err.offset >= len(good) - 4 - 2


def test_fixed_width_array_cut_inside_an_element() -> None:
    # ConsumerGroupHeartbeatResponse v0 (flexible): the assignment's one topic lists 1000
    # partition indexes; the body is cut 4 bytes before the end. What follows the array is its
    # topic's, the assignment's and the message's empty tag sections (3 bytes), so the cut
    # leaves 3 of the last int32's 4 bytes.
    obj = ConsumerGroupHeartbeatResponse(
        member_id="m",
        assignment=Assignment(topic_partitions=[TopicPartitions(partitions=list(range(1000)))]),
    )
    good = obj.encode(0)
    bad = good[:-4]
    err = decode_prefix_error(ConsumerGroupHeartbeatResponse, bad, 0)
    assert err.path == "assignment.topic_partitions[0].partitions[999]"
    assert err.offset == len(good) - 3 - 4
    assert err.reason == "int32 needs 4 bytes but only 3 remain"


CUT_STRINGS = [
    # v4: cut between the two bytes of the last string's int16 length.
    pytest.param(4, -1, -2, "int16 needs 2 bytes but only 1 remain", id="v4"),
    # v5: cut after the last string's compact length, before its one byte.
    pytest.param(5, 0, 0, "string needs 1 bytes but only 0 remain", id="v5"),
]


@pytest.mark.parametrize(("version", "cut_at", "fault_at", "reason"), CUT_STRINGS)
def test_faults_in_the_last_of_many_strings(
    version: int, cut_at: int, fault_at: int, reason: str
) -> None:
    # DescribeGroupsRequest: an array of group ids (int16 lengths in v4, compact ones in the
    # flexible v5), each a 1-byte string here; then, in v4, the include-operations bool.
    good = DescribeGroupsRequest(groups=["a"] * 4000 + ["b"]).encode(version)
    at = good.rindex(b"b")
    bad = good[:at] + b"\xfe" + good[at + 1 :]
    err = decode_prefix_error(DescribeGroupsRequest, bad, version)
    assert (err.path, err.offset) == ("groups[4000]", at)
    assert err.reason.startswith("invalid UTF-8")
    err = decode_prefix_error(DescribeGroupsRequest, good[: at + cut_at], version)
    assert where(err) == (reason, "groups[4000]", at + fault_at)


def peak(fn: Callable[[], Any]) -> int:
    tracemalloc.start()
    try:
        tracemalloc.reset_peak()
        before, _ = tracemalloc.get_traced_memory()
        result = fn()
        _, top = tracemalloc.get_traced_memory()
        del result
    finally:
        tracemalloc.stop()
    return top - before


def rejected(cls: type[kp.Struct], data: bytes, version: int) -> kp.DecodeError:
    try:
        cls.decode(data, version)
    except kp.DecodeError as exc:
        return exc
    raise AssertionError("accepted")


def test_explaining_a_cut_message_holds_nothing_of_it() -> None:
    """The failed attempt's half-built message is freed before the walk, which keeps only one
    topic at a time: explaining needs a small fraction of what decoding the message takes."""
    from kgroup_proto.runtime.checked import explain_decode

    good = many_topics(400, 50).encode(8)
    bad = good[:-1]
    decoded = peak(lambda: OffsetCommitRequest.decode(good, 8))
    explaining = peak(lambda: explain_decode(OffsetCommitRequest, bad, 8, 0))
    assert explaining < decoded / 20
    # The whole failed decode needs no more than a good one: the attempt, then the walk.
    assert peak(lambda: rejected(OffsetCommitRequest, bad, 8)) < decoded * 1.2


def test_explaining_a_deep_fault_needs_about_what_a_decode_needs() -> None:
    good = one_big_topic(20_000, "x").encode(8)
    at = good.rindex(b"x")
    bad = good[:at] + b"\xff" + good[at + 1 :]
    decoded = peak(lambda: OffsetCommitRequest.decode(good, 8))
    assert peak(lambda: rejected(OffsetCommitRequest, bad, 8)) < decoded * 1.2
