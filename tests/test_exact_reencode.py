"""Decode and encode accept the same values: what decodes is written back to the same bytes, and
what cannot be written back is refused at decode naming the rule; what encode is given is
checked, unknown tagged fields included. Expected bytes are built by hand from the wire format.
"""

from __future__ import annotations

import itertools
import struct
from typing import Any

import attrs
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import kgroup_proto as kp
from kgroup_proto import strategies
from kgroup_proto.messages.api_versions_response import SupportedFeatureKey
from kgroup_proto.messages.consumer_group_heartbeat_response import Assignment
from kgroup_proto.messages.heartbeat_response import HeartbeatResponse
from kgroup_proto.runtime import Struct
from kgroup_proto.runtime.checked import checked_decode, checked_encode
from tests.test_bad_input import compact, i16, i32, uvarint

SETTINGS = settings(
    max_examples=15, deadline=None, database=None, suppress_health_check=list(HealthCheck)
)
ORDER_RULE = "strictly ascending tag order"


def both_reject(name: str, data: bytes, version: int) -> kp.DecodeError:
    """The generated decoder and the checked path both refuse ``data``, for the same reason."""
    cls = kp.message_class(name)
    with pytest.raises(kp.DecodeError) as fast:
        cls.decode(data, version)
    with pytest.raises(kp.DecodeError) as checked:
        checked_decode(cls, data, version)
    assert (fast.value.path, fast.value.reason) == (checked.value.path, checked.value.reason)
    return fast.value


def encode_error(obj: Struct, version: int) -> kp.EncodeError:
    with pytest.raises(kp.EncodeError) as fast:
        obj.encode(version)
    with pytest.raises(kp.EncodeError) as checked:
        checked_encode(obj, version)
    assert (fast.value.path, fast.value.reason) == (checked.value.path, checked.value.reason)
    return fast.value


def tag_section(entries: list[tuple[int, bytes]]) -> bytes:
    out = uvarint(len(entries))
    for tag, payload in entries:
        out += uvarint(tag) + uvarint(len(payload)) + payload
    return out


# --------------------------------------------------------------------------- the reported cases

# HeartbeatResponse v4: throttle 0, error 0, then its tag section.
HEARTBEAT_V4_HEAD = i32(0) + i16(0)


def test_tag_above_uint32_is_a_decode_error() -> None:
    """A 5-byte tag of 2**33 - 1 cannot be written back: Kafka reads tags as a 32-bit int."""
    data = bytes.fromhex("00000000000001ffffffff1f00")
    err = both_reject("HeartbeatResponse", data, 4)
    assert (err.path, err.offset) == ("<tagged fields>", 7)
    assert "above 2**32 - 1" in err.reason
    # The largest tag Kafka reads and writes back, 2**31 - 2 (fe ff ff ff 07), decodes and
    # re-encodes; from 2**31 - 1 up (ff ff ff ff 07, ff ff ff ff 0f) Kafka cannot write it back.
    data = HEARTBEAT_V4_HEAD + bytes.fromhex("01feffffff0700")
    decoded = HeartbeatResponse.decode(data, 4)
    assert decoded.unknown_tagged_fields == ((2**31 - 2, b""),)
    assert decoded.encode(4) == data
    for tag in ("ffffffff07", "ffffffff0f"):
        err = both_reject("HeartbeatResponse", HEARTBEAT_V4_HEAD + bytes.fromhex(f"01{tag}00"), 4)
        assert "above 2**31 - 2" in err.reason


def test_tags_out_of_order_or_repeated_are_a_decode_error() -> None:
    """OffsetCommitResponse v9 with tags 0, 49, 0, 0: re-encoding would sort them."""
    err = both_reject("OffsetCommitResponse", bytes.fromhex("0000000001040000310000000000"), 9)
    assert (err.path, err.offset) == ("<tagged fields>", 10)
    assert ORDER_RULE in err.reason
    repeated = HEARTBEAT_V4_HEAD + tag_section([(5, b"a"), (5, b"b")])
    assert ORDER_RULE in both_reject("HeartbeatResponse", repeated, 4).reason


@pytest.mark.parametrize(
    ("entries", "path", "reason"),
    [
        (((-1, b"a"),), "unknown_tagged_fields[0]", "outside 0..2147483646"),
        (((-200, b"a"),), "unknown_tagged_fields[0]", "outside 0..2147483646"),
        (((2**31 - 1, b"a"),), "unknown_tagged_fields[0]", "outside 0..2147483646"),
        ((("7", b"a"),), "unknown_tagged_fields[0]", "expected an integer tag, got str"),
        (((True, b"a"),), "unknown_tagged_fields[0]", "expected an integer tag, got bool"),
        (((7, "a"),), "unknown_tagged_fields[0]", "expected bytes, got str"),
        (((7, b"a", b"b"),), "unknown_tagged_fields[0]", "expected a (tag, bytes) pair"),
        (((9, b""), (7, b"")), "unknown_tagged_fields[1]", ORDER_RULE),
        (((7, b""), (7, b"")), "unknown_tagged_fields[1]", ORDER_RULE),
        ("junk", "unknown_tagged_fields", "expected a tuple of (tag, bytes), got str"),
    ],
    ids=[
        "minus-one",
        "minus-200",
        "2**31-1",
        "str-tag",
        "bool-tag",
        "str-payload",
        "triple",
        "descending",
        "repeated",
        "not-a-tuple",
    ],
)
def test_bad_unknown_tagged_fields_are_an_encode_error(
    entries: Any, path: str, reason: str
) -> None:
    err = encode_error(HeartbeatResponse(unknown_tagged_fields=entries), 4)
    assert (err.message_name, err.version, err.path) == ("HeartbeatResponse", 4, path)
    assert reason in err.reason


def test_unknown_tagged_fields_in_a_version_without_tags_are_an_encode_error() -> None:
    """Kafka refuses to write tagged fields into a version that is not flexible."""
    err = encode_error(HeartbeatResponse(unknown_tagged_fields=((7, b"a"),)), 3)
    assert err.path == "unknown_tagged_fields"
    assert "no tagged fields" in err.reason
    assert HeartbeatResponse().encode(3) == i32(0) + i16(0)


# --------------------------------------------------------------------------- varints


@pytest.mark.parametrize(
    ("varint", "reason"),
    [
        (b"\x82\x00", "shortest form"),  # 2, padded to two bytes
        (b"\x82\x80\x00", "shortest form"),
        (b"\xff\xff\xff\xff\x10", "above 2**32 - 1"),  # 2**32 + ... in five bytes
        (b"\x80\x80\x80\x80\x80\x01", "longer than 5 bytes"),
    ],
    ids=["two-bytes", "three-bytes", "33-bits", "six-bytes"],
)
def test_varints_kafka_would_not_write_are_refused(varint: bytes, reason: str) -> None:
    # HeartbeatRequest v4: group_id's compact length is the varint.
    data = varint + b"g" + i32(5) + compact(b"m") + b"\x00\x00"
    err = both_reject("HeartbeatRequest", data, 4)
    assert (err.path, err.offset) == ("group_id", 0)
    assert reason in err.reason


def test_a_long_varint_in_its_shortest_form_is_read() -> None:
    """A 200-byte string: its compact length 201 takes two bytes (c9 01)."""
    data = b"\xc9\x01" + b"g" * 200 + i32(5) + compact(b"m") + b"\x00\x00"
    decoded = kp.message_class("HeartbeatRequest").decode(data, 4)
    assert decoded.group_id == "g" * 200
    assert decoded.encode(4) == data


# --------------------------------------------------------------------------- one value, two forms


@pytest.mark.parametrize("byte", [2, 0x80, 0xFF])
def test_a_bool_is_0_or_1(byte: int) -> None:
    """MetadataRequest v4: an empty topic list, then allow_auto_topic_creation."""
    assert kp.message_class("MetadataRequest").decode(i32(0) + b"\x01", 4).encode(4)
    err = both_reject("MetadataRequest", i32(0) + bytes([byte]), 4)
    assert (err.path, err.offset) == ("allow_auto_topic_creation", 4)
    assert "0 (false) or 1 (true)" in err.reason


def _heartbeat_response_v0(marker: int) -> bytes:
    """ConsumerGroupHeartbeatResponse v0 with null strings, then the assignment's marker."""
    head = i32(0) + i16(0) + b"\x00" + b"\x00" + i32(3) + i32(1000)
    return head + struct.pack(">b", marker)


@pytest.mark.parametrize("marker", [0, 2, -2, 127])
def test_a_nullable_struct_marker_is_minus_1_or_1(marker: int) -> None:
    name = "ConsumerGroupHeartbeatResponse"
    cls = kp.message_class(name)
    null = _heartbeat_response_v0(-1) + b"\x00"
    assert cls.decode(null, 0).assignment is None
    present = _heartbeat_response_v0(1) + b"\x01\x00" + b"\x00"  # no partitions, no tags
    assert cls.decode(present, 0).assignment == Assignment()
    assert cls.decode(present, 0).encode(0) == present
    err = both_reject(name, _heartbeat_response_v0(marker) + b"\x01\x00\x00", 0)
    assert (err.path, err.offset) == ("assignment", 16)  # 4 + 2 + 1 + 1 + 4 + 4
    assert "-1 (null) or 1 (present)" in err.reason


@pytest.mark.parametrize("length", [-2, -100, -32768])
def test_a_null_string_is_length_minus_1(length: int) -> None:
    """HeartbeatRequest v3's nullable group_instance_id, with another negative length."""
    head = i16(1) + b"g" + i32(5) + i16(1) + b"m"
    assert kp.message_class("HeartbeatRequest").decode(head + i16(-1), 3).encode(3)
    err = both_reject("HeartbeatRequest", head + i16(length), 3)
    assert (err.path, err.offset) == ("group_instance_id", len(head))
    assert "null is written as -1" in err.reason


@pytest.mark.parametrize("count", [-2, -(2**31)])
def test_a_null_array_is_count_minus_1(count: int) -> None:
    """MetadataRequest v1's nullable topics (null: every topic)."""
    assert kp.message_class("MetadataRequest").decode(i32(-1), 1).topics is None
    err = both_reject("MetadataRequest", i32(count), 1)
    assert (err.path, err.offset) == ("topics", 0)
    assert "null is written as -1" in err.reason


# --------------------------------------------------------------------------- encode checks


@pytest.mark.parametrize("value", [2, 0, "yes", None, 1.0])
def test_a_bool_field_takes_only_a_bool(value: Any) -> None:
    request = kp.message_class("MetadataRequest")(allow_auto_topic_creation=value)
    err = encode_error(request, 4)
    assert err.path == "allow_auto_topic_creation"


def test_a_string_array_does_not_take_a_str() -> None:
    """A str is iterable: without the check its characters would be the elements."""
    request = kp.message_class("DescribeGroupsRequest")(groups="orders")
    for version in (0, 5):  # classic and compact arrays
        assert encode_error(request, version).path == "groups"


def test_a_known_tag_kept_from_a_peer_must_hold_its_default() -> None:
    """ApiVersionsResponse v3's SupportedFeatures is tag 0. A peer's bytes for it at its
    default (an empty array, 01) are written back; other bytes under that tag are refused."""
    cls = kp.message_class("ApiVersionsResponse")
    plain = cls().encode(3)
    explicit = cls(unknown_tagged_fields=((0, b"\x01"),))
    assert explicit.encode(3) == plain[:-1] + bytes([1, 0, 1, 1])
    for payload, reason in [(b"\x02\x00", "must be that default"), (b"", "must be that default")]:
        err = encode_error(cls(unknown_tagged_fields=((0, payload),)), 3)
        assert err.path == "unknown_tagged_fields[0]"
        assert reason in err.reason
    # Once the field is set, its value replaces the peer's bytes.
    feature = SupportedFeatureKey(name="f", min_version=1, max_version=2)
    replaced = cls(supported_features=[feature], unknown_tagged_fields=((0, b"\x01"),))
    assert replaced.encode(3) == cls(supported_features=[feature]).encode(3)


# --------------------------------------------------------------------------- every version


def flexible_versions() -> list[Any]:
    return [
        pytest.param(name, version, id=f"{name}-v{version}")
        for name in kp.message_names()
        for version in kp.message_class(name).VALID_VERSIONS
        if version in (kp.message_class(name).FLEXIBLE_VERSIONS or ())
    ]


def _root_without_tags(cls: type[Struct], version: int, message: Struct) -> Struct:
    """``message`` with the root's tagged fields at their defaults: its bytes then end in the
    root's empty tag section, a single zero byte."""
    defaults = {
        f.attr: f.default_value()
        for f in cls._SCHEMA.fields
        if version in f.tagged or version not in f.versions
    }
    return attrs.evolve(message, unknown_tagged_fields=(), **defaults)  # type: ignore[misc]


@pytest.mark.parametrize(("name", "version"), flexible_versions())
def test_tag_order_both_ways(name: str, version: int) -> None:
    """Strictly ascending tags decode and re-encode byte for byte; any other order is refused
    by both decoders naming the rule, and by the encoder naming the entry."""
    cls = kp.message_class(name)
    # tags of fields in other versions are refused as unknown ones (as Kafka refuses them)
    known = {f.tag for f in cls._SCHEMA.fields if f.tag is not None}
    free = [tag for tag in (0, 1, 2, 3, 127, 128, 2**31 - 2) if tag not in known]
    entries = st.lists(st.tuples(st.sampled_from(free), st.binary(max_size=3)), max_size=4)

    @SETTINGS
    @given(strategies.for_class(cls, version), entries)
    def check(message: Struct, drawn: list[tuple[int, bytes]]) -> None:
        plain = _root_without_tags(cls, version, message)
        data = plain.encode(version)
        assert data[-1] == 0
        wire = data[:-1] + tag_section(drawn)
        tags = [tag for tag, _ in drawn]
        ordered = all(a < b for a, b in itertools.pairwise(tags))
        tagged = attrs.evolve(plain, unknown_tagged_fields=tuple(drawn))  # type: ignore[misc]
        if ordered:
            decoded = cls.decode(wire, version)
            assert decoded == tagged
            assert checked_decode(cls, wire, version) == (tagged, len(wire))
            assert decoded.encode(version) == wire
            assert tagged.encode(version) == wire
        else:
            err = both_reject(name, wire, version)
            assert (err.path, ORDER_RULE in err.reason) == ("<tagged fields>", True)
            first = next(i for i in range(1, len(tags)) if tags[i] <= tags[i - 1])
            assert encode_error(tagged, version).path == f"unknown_tagged_fields[{first}]"

    check()


# --------------------------------------------------------------------------- record batches


def _padded_zero(size: int) -> bytes:
    """Zero as a varint of ``size`` bytes: Kafka reads padding, up to the type's length."""
    return b"\x80" * (size - 1) + b"\x00"


def _one_record_batch(timestamp_delta: bytes, offset_delta: bytes) -> bytes:
    """A batch of one record (key "k", value "v") whose two deltas are given raw."""
    from kgroup_proto.record_batch import HEADER_SIZE, Record, build_batch

    body = b"\x00" + timestamp_delta + offset_delta + b"\x02k" + b"\x02v" + b"\x00"
    record = bytes([len(body) * 2]) + body  # zig-zag length, one byte
    head = bytearray(build_batch([Record(0, 0, b"k", b"v")])[:HEADER_SIZE])
    struct.pack_into(">i", head, 8, HEADER_SIZE - 12 + len(record))
    return bytes(head) + record


@pytest.mark.parametrize(
    ("timestamp_bytes", "offset_bytes", "error"),
    [
        (1, 1, None),
        (10, 5, None),  # the longest a varlong and a varint may be
        (11, 1, "varlong longer than 10 bytes"),
        (1, 6, "varint longer than 5 bytes"),
    ],
)
def test_record_varints_are_as_long_as_kafka_reads(
    timestamp_bytes: int, offset_bytes: int, error: str | None
) -> None:
    from kgroup_proto.record_batch import BatchError, read_header, read_records

    batch = _one_record_batch(_padded_zero(timestamp_bytes), _padded_zero(offset_bytes))
    header = read_header(batch)
    if error is None:
        [record] = read_records(batch, header)
        assert (record.offset, record.key, record.value) == (0, b"k", b"v")
    else:
        with pytest.raises(BatchError, match=error):
            read_records(batch, header)
