"""Bad input: hostile bytes raise DecodeError, unencodable messages raise EncodeError.

DESIGN.md promises that nothing but ``kp.DecodeError`` escapes a decode of hostile bytes and that
both errors name the message, version, field path and byte offset. Expected bytes and offsets
here are built by hand from the wire format, never taken from the codec.
"""

from __future__ import annotations

import struct
import time
import tracemalloc
from collections import defaultdict
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import kgroup_proto as kp
from fuzz.targets import check_body
from kgroup_proto import strategies
from kgroup_proto.messages.find_coordinator_request import FindCoordinatorRequest
from kgroup_proto.messages.heartbeat_request import HeartbeatRequest
from kgroup_proto.messages.heartbeat_response import HeartbeatResponse
from kgroup_proto.messages.join_group_request import JoinGroupRequest, JoinGroupRequestProtocol
from kgroup_proto.messages.offset_commit_request import (
    OffsetCommitRequest,
    OffsetCommitRequestPartition,
    OffsetCommitRequestTopic,
)
from kgroup_proto.messages.streams_group_member_metadata_value import (
    Endpoint,
    StreamsGroupMemberMetadataValue,
)
from tests.conftest import golden_fixtures, needs_shared


def i16(n: int) -> bytes:
    return struct.pack(">h", n)


def i32(n: int) -> bytes:
    return struct.pack(">i", n)


def i64(n: int) -> bytes:
    return struct.pack(">q", n)


def s16(raw: bytes) -> bytes:
    """A classic string: int16 length, then the bytes."""
    return i16(len(raw)) + raw


def uvarint(n: int) -> bytes:
    out = bytearray()
    while n >= 0x80:
        out.append((n & 0x7F) | 0x80)
        n >>= 7
    out.append(n)
    return bytes(out)


def compact(raw: bytes) -> bytes:
    """A compact string: unsigned varint length + 1, then the bytes."""
    return uvarint(len(raw) + 1) + raw


def decode_error(name: str, data: bytes, version: int) -> kp.DecodeError:
    with pytest.raises(kp.DecodeError) as info:
        kp.message_class(name).decode(data, version)
    err = info.value
    assert (err.message_name, err.version) == (name, version)
    return err


def encode_error(obj: kp.Struct, version: int) -> kp.EncodeError:
    with pytest.raises(kp.EncodeError) as info:
        obj.encode(version)
    err = info.value
    assert (err.message_name, err.version) == (type(obj).__name__, version)
    return err


# --------------------------------------------------------------------------- truncation


def _golden_by_file() -> dict[str, list[tuple[int, bytes]]]:
    found: dict[str, list[tuple[int, bytes]]] = defaultdict(list)
    for name, version, _doc, data in golden_fixtures():
        found[name].append((version, data))
    return found


GOLDEN_BY_FILE = _golden_by_file()
GOLDEN_NAMES = sorted(GOLDEN_BY_FILE) or ["<no golden fixtures>"]


@needs_shared
@pytest.mark.parametrize("name", GOLDEN_NAMES)
def test_every_proper_prefix_of_a_golden_fixture_is_a_decode_error(name: str) -> None:
    cls = kp.message_class(name)
    problems: list[str] = []
    for version, data in GOLDEN_BY_FILE[name]:
        for k in range(len(data)):
            prefix = data[:k]
            try:
                obj = cls.decode(prefix, version)
            except kp.DecodeError as err:
                if (err.message_name, err.version) != (name, version):
                    problems.append(f"v{version}[:{k}] names {err.message_name} v{err.version}")
                elif not isinstance(err.offset, int) or not 0 <= err.offset <= k:
                    problems.append(f"v{version}[:{k}] offset {err.offset!r} outside 0..{k}")
            except Exception as exc:
                problems.append(f"v{version}[:{k}] raised {type(exc).__name__}: {exc}")
            else:
                # Only acceptable if the prefix really is a complete message on its own.
                if obj.encode(version) != prefix:
                    problems.append(f"v{version}[:{k}] decoded to a message that is not the prefix")
    assert not problems, f"{len(problems)} bad prefixes, first: {problems[:5]}"


# --------------------------------------------------------------------------- hand-built decodes

# HeartbeatRequest v0: group_id "g", generation_id 5, member_id "m" (10 bytes).
HEARTBEAT_V0 = s16(b"g") + i32(5) + s16(b"m")
# HeartbeatRequest v4: the same fields in compact form, a null group_instance_id (compact
# length 0), then an empty tagged-field section. Other v4 bodies below end the same way.
HEARTBEAT_V4 = compact(b"g") + i32(5) + compact(b"m") + b"\x00" + b"\x00"


def test_hand_built_messages_decode() -> None:
    """The baseline the malformed variants below are derived from is itself valid."""
    expected = HeartbeatRequest(group_id="g", generation_id=5, member_id="m")
    assert HeartbeatRequest.decode(HEARTBEAT_V0, 0) == expected
    assert HeartbeatRequest.decode(HEARTBEAT_V4, 4) == expected


@pytest.mark.parametrize(
    ("data", "path", "offsets"),
    [
        # group_id claims 5 bytes, 1 remains: the length prefix at 0, its payload at 2.
        (i16(5) + b"g", "group_id", {0, 2}),
        (s16(b"g") + i32(5) + i16(9) + b"m", "member_id", {7, 9}),
        (i16(0x7FFF), "group_id", {0, 2}),
    ],
    ids=["first-field", "later-field", "max-int16"],
)
def test_string_length_past_the_end(data: bytes, path: str, offsets: set[int]) -> None:
    err = decode_error("HeartbeatRequest", data, 0)
    assert err.path == path
    assert err.offset in offsets


def test_compact_string_length_past_the_end() -> None:
    data = uvarint(2**32 - 1) + b"g" + i32(5)
    err = decode_error("HeartbeatRequest", data, 4)
    assert err.path == "group_id"
    assert err.offset in {0, 5}


@pytest.mark.parametrize("length", [-1, -2, -32768])
def test_negative_length_for_a_non_nullable_string(length: int) -> None:
    err = decode_error("HeartbeatRequest", i16(length) + i32(5) + s16(b"m"), 0)
    assert (err.path, err.offset) == ("group_id", 0)
    err = decode_error("HeartbeatRequest", s16(b"g") + i32(5) + i16(length), 0)
    assert (err.path, err.offset) == ("member_id", 7)


def test_compact_null_for_a_non_nullable_string() -> None:
    err = decode_error("HeartbeatRequest", b"\x00" + i32(5) + compact(b"m") + b"\x00\x00", 4)
    assert (err.path, err.offset) == ("group_id", 0)


@pytest.mark.parametrize("length", [-1, -2])
def test_negative_length_for_a_non_nullable_array(length: int) -> None:
    err = decode_error("DescribeGroupsRequest", i32(length), 0)
    assert (err.path, err.offset) == ("groups", 0)
    err = decode_error("OffsetCommitRequest", s16(b"g") + i32(length), 0)
    assert (err.path, err.offset) == ("topics", 3)


def test_negative_length_is_null_where_the_field_is_nullable() -> None:
    """The other side of the rule: -1 in a nullable string is a valid null."""
    data = s16(b"g") + i32(5) + s16(b"m") + i16(-1)
    obj = HeartbeatRequest.decode(data, 3)
    assert obj.group_instance_id is None


@pytest.mark.parametrize(
    ("payload", "bad_at"),
    [
        (b"a\xffb", 1),  # 0xff never starts a UTF-8 sequence
        (b"\xc3(", 0),  # a lead byte without its continuation byte
        (b"ab\xe2\x82", 2),  # a sequence cut off by the end of the string
        (b"\xed\xa0\x80", 0),  # an encoded surrogate
        (b"\xc0\xaf", 0),  # an overlong encoding of "/"
    ],
    ids=["bad-lead", "bad-continuation", "cut-short", "surrogate", "overlong"],
)
def test_invalid_utf8_points_at_the_bad_byte(payload: bytes, bad_at: int) -> None:
    err = decode_error("HeartbeatRequest", s16(payload) + i32(5) + s16(b"m"), 0)
    assert (err.path, err.offset) == ("group_id", 2 + bad_at)
    err = decode_error("HeartbeatRequest", compact(b"g") + i32(5) + compact(payload) + b"\0\0", 4)
    assert (err.path, err.offset) == ("member_id", 7 + bad_at)


def test_trailing_bytes_are_reported_where_the_message_ended() -> None:
    err = decode_error("HeartbeatRequest", HEARTBEAT_V0 + b"\x00", 0)
    assert err.offset == len(HEARTBEAT_V0)
    err = decode_error("HeartbeatRequest", HEARTBEAT_V4 + b"junk", 4)
    assert err.offset == len(HEARTBEAT_V4)
    obj, end = HeartbeatRequest.decode_prefix(HEARTBEAT_V4 + b"junk", 4)
    assert (obj.member_id, end) == ("m", len(HEARTBEAT_V4))


@pytest.mark.parametrize(
    "varint",
    [b"\x80\x80\x80\x80\x80\x01", b"\xff" * 6, b"\xff" * 20],
    ids=["6-zero", "6-ff", "20-ff"],
)
def test_compact_length_varint_longer_than_five_bytes(varint: bytes) -> None:
    err = decode_error("HeartbeatRequest", varint + b"g" + i32(5) + compact(b"m") + b"\0\0", 4)
    assert (err.path, err.offset) == ("group_id", 0)


def test_tagged_field_running_past_the_end() -> None:
    # One unknown tag (7) that claims 10 bytes where only 1 follows.
    body = compact(b"g") + i32(5) + compact(b"m") + b"\x00"
    err = decode_error("HeartbeatRequest", body + b"\x01\x07\x0a\x00", 4)
    assert err.offset is not None and len(body) <= err.offset <= len(body) + 3


def _offset_commit_v2(metadata: bytes) -> tuple[bytes, int]:
    """OffsetCommitRequest v2, one topic with two partitions; the second one's metadata given
    raw (length prefix included). Returns the bytes and where that metadata starts."""
    head = s16(b"g") + i32(1) + s16(b"m") + i64(-1)
    topic = i32(1) + s16(b"t") + i32(2)
    first = i32(0) + i64(10) + s16(b"")
    second = i32(1) + i64(11)
    start = len(head + topic + first + second)
    return head + topic + first + second + metadata, start


def test_nested_field_path_for_invalid_utf8() -> None:
    data, start = _offset_commit_v2(s16(b"ok\xfe"))
    err = decode_error("OffsetCommitRequest", data, 2)
    assert err.path == "topics[0].partitions[1].committed_metadata"
    assert err.offset == start + 2 + 2
    assert "topics[0].partitions[1].committed_metadata" in str(err)
    assert "OffsetCommitRequest" in str(err)


def test_nested_field_path_for_length_past_the_end() -> None:
    data, start = _offset_commit_v2(i16(50) + b"xy")
    err = decode_error("OffsetCommitRequest", data, 2)
    assert err.path == "topics[0].partitions[1].committed_metadata"
    assert err.offset in {start, start + 2}
    # The same field is nullable, so -1 there is a valid null rather than an error.
    data, _ = _offset_commit_v2(i16(-1))
    obj = OffsetCommitRequest.decode(data, 2)
    assert obj.topics[0].partitions[1].committed_metadata is None


# Arrays of structs claiming 2**31 - 1 elements, padded to 20 bytes.
HUGE_ARRAYS = [
    # v0: group_id "g", then topics with an int32 count.
    pytest.param(0, s16(b"g") + i32(2**31 - 1), 3, id="int32-count"),
    # v8 (flexible): group_id, generation, member_id "", null instance id, compact count.
    pytest.param(8, compact(b"g") + i32(1) + b"\x01" + b"\x00" + uvarint(2**31), 8, id="varint"),
]


@pytest.mark.parametrize(("version", "head", "array_at"), HUGE_ARRAYS)
def test_huge_array_count_fails_at_once_without_allocating(
    version: int, head: bytes, array_at: int
) -> None:
    data = head + b"\x00" * (20 - len(head))
    assert len(data) == 20
    tracemalloc.start()
    try:
        tracemalloc.reset_peak()
        started = time.perf_counter()
        err = decode_error("OffsetCommitRequest", data, version)
        elapsed = time.perf_counter() - started
        _, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    assert err.path == "topics"
    assert err.offset in {array_at, len(head)}
    assert peak < 1_000_000, f"peak allocation {peak} bytes"
    assert elapsed < 1.0


# --------------------------------------------------------------------------- encode errors


def _streams_member(port: int) -> StreamsGroupMemberMetadataValue:
    """A streams-group member whose endpoint's port (a uint16) is ``port``."""
    return StreamsGroupMemberMetadataValue(user_endpoint=Endpoint(host="h", port=port))


def _heartbeat(**overrides: Any) -> HeartbeatRequest:
    values: dict[str, Any] = {"group_id": "g", "generation_id": 5, "member_id": "m"}
    values.update(overrides)
    return HeartbeatRequest(**values)


@pytest.mark.parametrize(
    ("obj", "version", "path"),
    [
        (HeartbeatResponse(error_code=40000), 0, "error_code"),
        (HeartbeatResponse(error_code=-32769), 4, "error_code"),
        (_heartbeat(generation_id=2**31), 0, "generation_id"),
        (_heartbeat(generation_id=-(2**31) - 1), 4, "generation_id"),
        (_streams_member(port=-1), 0, "user_endpoint.port"),
        (_streams_member(port=65536), 0, "user_endpoint.port"),
        (_heartbeat(group_id=None), 0, "group_id"),
        (_heartbeat(member_id=None), 4, "member_id"),
        (_heartbeat(generation_id="5"), 0, "generation_id"),
        (_heartbeat(group_id=5), 4, "group_id"),
    ],
    ids=[
        "int16-high",
        "int16-low",
        "int32-high",
        "int32-low",
        "uint16-negative",
        "uint16-high",
        "none-string",
        "none-compact-string",
        "str-for-int",
        "int-for-str",
    ],
)
def test_unencodable_value_names_the_field(obj: kp.Struct, version: int, path: str) -> None:
    err = encode_error(obj, version)
    assert err.path == path
    assert path in str(err)


def _offset_commit(partition: OffsetCommitRequestPartition) -> OffsetCommitRequest:
    first = OffsetCommitRequestPartition(partition_index=0, committed_offset=10)
    topic = OffsetCommitRequestTopic(name="t", partitions=[first, partition])
    return OffsetCommitRequest(group_id="g", topics=[topic])


def test_nested_encode_error_names_the_path() -> None:
    obj = _offset_commit(OffsetCommitRequestPartition(partition_index=1, committed_offset=2**63))
    for version in (2, 8):
        err = encode_error(obj, version)
        assert err.path == "topics[0].partitions[1].committed_offset"


@pytest.mark.parametrize(
    ("obj", "version", "path"),
    [
        (JoinGroupRequest(group_instance_id="static"), 4, "group_instance_id"),
        (JoinGroupRequest(group_instance_id=""), 0, "group_instance_id"),
        (FindCoordinatorRequest(key_type=1), 0, "key_type"),
        (FindCoordinatorRequest(coordinator_keys=["g"]), 3, "coordinator_keys"),
        (FindCoordinatorRequest(key="g"), 4, "key"),
        (
            _offset_commit(OffsetCommitRequestPartition(partition_index=1, commit_timestamp=7)),
            2,
            "topics[0].partitions[1].commit_timestamp",
        ),
    ],
    ids=["instance-id-v4", "empty-instance-id-v0", "key-type-v0", "keys-v3", "key-v4", "nested"],
)
def test_non_default_field_missing_from_the_version_is_an_error(
    obj: kp.Struct, version: int, path: str
) -> None:
    assert encode_error(obj, version).path == path


def test_ignorable_or_default_fields_are_dropped_silently() -> None:
    # ThrottleTimeMs (ignorable) does not exist in v0: only the error code is written.
    response = HeartbeatResponse(throttle_time_ms=100, error_code=27)
    assert response.encode(0) == i16(27)

    # RebalanceTimeoutMs (v1+) and Reason (v8+) are ignorable; GroupInstanceId (v5+) is not,
    # but sits at its default (null).
    join = JoinGroupRequest(
        group_id="g",
        session_timeout_ms=30000,
        rebalance_timeout_ms=5000,
        member_id="",
        group_instance_id=None,
        protocol_type="consumer",
        protocols=[JoinGroupRequestProtocol(name="range", metadata=b"\x01")],
        reason="why",
    )
    protocols = i32(1) + s16(b"range") + i32(1) + b"\x01"
    assert join.encode(0) == s16(b"g") + i32(30000) + s16(b"") + s16(b"consumer") + protocols
    v4 = s16(b"g") + i32(30000) + i32(5000) + s16(b"") + s16(b"consumer") + protocols
    assert join.encode(4) == v4

    # KeyType is not ignorable, but 0 is its default, so v0 carries just the key.
    find = FindCoordinatorRequest(key="g", key_type=0)
    assert find.encode(0) == s16(b"g")

    # CommitTimestamp (v1 only) at its default -1 is dropped from v2.
    obj = _offset_commit(OffsetCommitRequestPartition(partition_index=1, committed_offset=11))
    head = s16(b"g") + i32(-1) + s16(b"") + i64(-1)
    topic = i32(1) + s16(b"t") + i32(2)
    partitions = i32(0) + i64(10) + s16(b"") + i32(1) + i64(11) + s16(b"")
    assert obj.encode(2) == head + topic + partitions


# --------------------------------------------------------------------------- unsupported versions


@pytest.mark.parametrize("version", [-1, 5, 99, 2**15])
def test_unsupported_version(version: int) -> None:
    assert encode_error(_heartbeat(), version).path == ""
    decode_error("HeartbeatRequest", HEARTBEAT_V0, version)
    with pytest.raises(kp.DecodeError):
        HeartbeatRequest.decode_prefix(HEARTBEAT_V0, version)


# --------------------------------------------------------------------------- fuzzing

PAIRS = [
    (name, version)
    for name in kp.message_names()
    for version in kp.message_class(name).VALID_VERSIONS
]
GOLDEN_SEEDS = {
    (name, version): [data for v, data in fixtures if v == version]
    for name, fixtures in GOLDEN_BY_FILE.items()
    for version, _ in fixtures
}
BOUNDARY_BYTES = st.sampled_from([0x00, 0x01, 0x7F, 0x80, 0xFE, 0xFF])


@st.composite
def mutated(draw: st.DrawFn, seed: bytes) -> bytes:
    """``seed`` with a few bytes flipped, overwritten, inserted or deleted, or cut short."""
    out = bytearray(seed)
    for _ in range(draw(st.integers(1, 4))):
        op = draw(st.sampled_from(["flip", "set", "insert", "delete", "cut"]))
        if op == "insert" or not out:
            out.insert(draw(st.integers(0, len(out))), draw(BOUNDARY_BYTES | st.integers(0, 255)))
            continue
        at = draw(st.integers(0, len(out) - 1))
        if op == "flip":
            out[at] ^= 1 << draw(st.integers(0, 7))
        elif op == "set":
            out[at] = draw(BOUNDARY_BYTES)
        elif op == "delete":
            del out[at]
        else:
            del out[at:]
    return bytes(out)


def _hostile_bytes(data: st.DataObject, name: str, version: int) -> bytes:
    draw = data.draw
    cls = kp.message_class(name)
    choice = draw(st.sampled_from(["random", "encoded", "golden"]))
    if choice == "random":
        return draw(st.binary(max_size=64))
    if choice == "golden" and (name, version) in GOLDEN_SEEDS:
        seed = draw(st.sampled_from(GOLDEN_SEEDS[(name, version)]))
    else:
        seed = draw(strategies.for_class(cls, version)).encode(version)
    return draw(mutated(seed))


@pytest.mark.parametrize(("name", "version"), PAIRS, ids=[f"{n}-v{v}" for n, v in PAIRS])
@settings(
    max_examples=20,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)
@given(data=st.data())
def test_hostile_bytes_raise_only_decode_error(
    name: str, version: int, data: st.DataObject
) -> None:
    """Only DecodeError escapes; the generated decoder and the checked path agree on accepting
    and on the message; what decodes is written back to the same bytes (fuzz/targets.py)."""
    raw = _hostile_bytes(data, name, version)
    try:
        kp.message_class(name).decode(raw, version)
    except kp.DecodeError as err:
        assert (err.message_name, err.version) == (name, version)
        assert isinstance(err.offset, int) and 0 <= err.offset <= len(raw), err.offset
    check_body(kp.message_class(name), version, raw)


@needs_shared
def test_every_golden_fixture_seeds_a_fuzzed_decoder() -> None:
    """The fuzz seeds really include Kafka's bytes, for versions the package decodes."""
    assert GOLDEN_SEEDS
    assert set(GOLDEN_SEEDS) <= set(PAIRS)
