"""Frames: size prefix, the right header version per API version, and bad frames."""

from __future__ import annotations

import struct

import pytest
from hypothesis import HealthCheck, given, settings

import kgroup_proto as kp
from kgroup_proto import framing, strategies
from kgroup_proto.messages.request_header import RequestHeader
from kgroup_proto.runtime import Struct


@pytest.mark.parametrize(
    ("api_key", "version", "request_header", "response_header"),
    [
        (12, 3, 1, 0),  # Heartbeat v3: not flexible
        (12, 4, 2, 1),  # Heartbeat v4: flexible
        (11, 5, 1, 0),  # JoinGroup v5
        (11, 6, 2, 1),  # JoinGroup v6: first flexible version
        (18, 2, 1, 0),  # ApiVersions v2
        (18, 3, 2, 0),  # ApiVersions v3: flexible request, response header stays v0
        (68, 0, 2, 1),  # ConsumerGroupHeartbeat: flexible from v0
        (47, 0, 1, 0),  # OffsetDelete: never flexible
    ],
)
def test_header_versions(
    api_key: int, version: int, request_header: int, response_header: int
) -> None:
    assert framing.request_header_version(api_key, version) == request_header
    assert framing.response_header_version(api_key, version) == response_header


def test_request_frame_layout_by_hand() -> None:
    body = kp.message_class("HeartbeatRequest")(group_id="g", generation_id=1, member_id="m")
    frame = framing.encode_request(body, 3, correlation_id=9, client_id="c")
    # v1 header: key 12, version 3, correlation 9, client id "c" (int16 length, never compact)
    header = struct.pack(">hhih", 12, 3, 9, 1) + b"c"
    payload = header + struct.pack(">h", 1) + b"g" + struct.pack(">ih", 1, 1) + b"m" + b"\xff\xff"
    assert frame == struct.pack(">i", len(payload)) + payload
    decoded = framing.decode_request(frame)
    assert (decoded.api_key, decoded.api_version, decoded.header_version) == (12, 3, 1)
    assert decoded.header.client_id == "c" and decoded.body == body


def test_flexible_request_header_keeps_client_id_non_compact() -> None:
    body = kp.message_class("HeartbeatRequest")(group_id="g", member_id="m")
    frame = framing.encode_request(body, 4, correlation_id=1, client_id="abc")
    # header v2: ClientId int16-prefixed, then an empty tag section
    assert frame[4:18] == struct.pack(">hhih", 12, 4, 1, 3) + b"abc" + b"\x00"


def request_versions() -> list[tuple[int, int]]:
    return [(key, v) for key, versions in kp.api_versions().items() for v in versions]


@pytest.mark.parametrize(("api_key", "version"), request_versions())
def test_request_and_response_frames_round_trip(api_key: int, version: int) -> None:
    request_cls, response_cls = kp.request_class(api_key), kp.response_class(api_key)

    @settings(
        max_examples=10, deadline=None, database=None, suppress_health_check=list(HealthCheck)
    )
    @given(strategies.for_class(request_cls, version), strategies.for_class(response_cls, version))
    def check(request: Struct, response: Struct) -> None:
        frame = framing.encode_request(request, version, correlation_id=42, client_id="t")
        decoded = framing.decode_request(frame)
        assert decoded.body == request and decoded.header.correlation_id == 42
        reply = framing.encode_response(response, version, correlation_id=42)
        answer = framing.decode_response(reply, api_key, version)
        assert answer.body == response and answer.header.correlation_id == 42

    check()


def test_bad_frames() -> None:
    body = kp.message_class("HeartbeatRequest")(group_id="g", member_id="m")
    frame = framing.encode_request(body, 4, correlation_id=1)
    with pytest.raises(kp.DecodeError, match="size prefix"):
        framing.decode_request(frame + b"\x00")
    with pytest.raises(kp.DecodeError, match="4-byte size prefix"):
        framing.decode_request(b"\x00\x00")
    unknown_api = RequestHeader(request_api_key=999, request_api_version=0).encode(1)
    with pytest.raises(kp.DecodeError, match="unknown API key 999"):
        framing.decode_request(struct.pack(">i", len(unknown_api)) + unknown_api)
    too_new = RequestHeader(request_api_key=12, request_api_version=99).encode(1)
    with pytest.raises(kp.DecodeError, match="no version 99"):
        framing.decode_request(struct.pack(">i", len(too_new)) + too_new)


def test_frame_reader_handles_every_split_point() -> None:
    bodies = [
        kp.message_class("HeartbeatRequest")(group_id="g" * n, member_id="m") for n in (0, 1, 200)
    ]
    stream = b"".join(framing.encode_request(b, 4, correlation_id=i) for i, b in enumerate(bodies))
    expected = [stream[4 : 4 + struct.unpack_from(">i", stream, 0)[0]]]
    for split in range(len(stream) + 1):
        reader = framing.FrameReader()
        frames = reader.feed(stream[:split]) + reader.feed(stream[split:])
        assert len(frames) == 3 and frames[0] == expected[0], split
        assert [framing.decode_request_payload(f).body for f in frames] == bodies
        assert reader.pending == 0
    byte_by_byte = framing.FrameReader()
    one_at_a_time = [frame for b in stream for frame in byte_by_byte.feed(bytes([b]))]
    assert one_at_a_time == frames


def test_frame_reader_rejects_oversized_and_negative_sizes() -> None:
    reader = framing.FrameReader(max_frame_size=1000)
    with pytest.raises(framing.FrameTooLarge, match="1001"):
        reader.feed(struct.pack(">i", 1001))
    with pytest.raises(framing.FrameTooLarge, match="-5"):
        framing.FrameReader().feed(struct.pack(">i", -5) + b"x")


def test_frame_reader_refuses_a_request_above_its_api_limit_from_its_key() -> None:
    def limit(api_key: int) -> int:
        return 1000 if api_key == 0 else 100

    reader = framing.FrameReader(max_frame_size=1000, max_size_for=limit)
    # A 500-byte OffsetCommit (API key 8): refused once both bytes of the key are in.
    assert reader.feed(struct.pack(">i", 500) + b"\x00") == []
    with pytest.raises(framing.FrameTooLarge, match="API key 8 of 500 bytes"):
        reader.feed(b"\x08")
    # A 500-byte Produce (API key 0) and a 100-byte OffsetCommit are within their limits.
    produce = b"\x00\x00" + b"p" * 498
    commit = b"\x00\x08" + b"c" * 98
    reader = framing.FrameReader(max_frame_size=1000, max_size_for=limit)
    stream = b"".join(struct.pack(">i", len(p)) + p for p in (produce, commit))
    assert [f for b in stream for f in reader.feed(bytes([b]))] == [produce, commit]


def test_response_matcher_pairs_by_correlation_id() -> None:
    matcher = framing.ResponseMatcher()
    matcher.expect(1, 12, 4)  # Heartbeat v4: flexible header v1
    matcher.expect(2, 18, 3)  # ApiVersions v3: header v0 even though flexible
    heartbeat = kp.response_class(12)(error_code=27)
    versions = kp.response_class(18)(error_code=0)
    replies = framing.FrameReader().feed(
        framing.encode_response(versions, 3, correlation_id=2)
        + framing.encode_response(heartbeat, 4, correlation_id=1)
    )
    assert [matcher.decode(r)[:2] for r in replies[:1]] == [(18, 3)]
    api_key, version, frame = matcher.decode(replies[1])
    assert (api_key, version, frame.body, frame.header_version) == (12, 4, heartbeat, 1)
    assert len(matcher) == 0
    with pytest.raises(kp.DecodeError, match="unknown correlation id 1"):
        matcher.decode(replies[1])


def test_trailing_bytes_are_counted_only_when_allowed() -> None:
    body = kp.message_class("HeartbeatRequest")(group_id="g", member_id="m")
    payload = framing.encode_request(body, 4, correlation_id=7)[4:]
    with pytest.raises(kp.DecodeError, match="3 trailing bytes"):
        framing.decode_request_payload(payload + b"\x01\x02\x03")
    frame = framing.decode_request_payload(payload + b"\x01\x02\x03", allow_trailing=True)
    assert frame.body == body and frame.trailing == 3 and frame.header.correlation_id == 7
    assert framing.decode_request_payload(payload, allow_trailing=True).trailing == 0


def test_allowing_trailing_bytes_still_rejects_malformed_bodies() -> None:
    body = kp.message_class("HeartbeatRequest")(group_id="group", member_id="m")
    payload = framing.encode_request(body, 4, correlation_id=7)[4:]
    # A body that ends early.
    with pytest.raises(kp.DecodeError, match="HeartbeatRequest v4"):
        framing.decode_request_payload(payload[:-3], allow_trailing=True)
    # A compact string length past the end (group_id's length byte follows the header).
    header_end = len(payload) - len(body.encode(4))
    bad_length = bytearray(payload)
    bad_length[header_end] = 0x7F
    with pytest.raises(kp.DecodeError, match="group_id"):
        framing.decode_request_payload(bytes(bad_length), allow_trailing=True)
    # A varint that never ends.
    endless = payload[:header_end] + b"\xff" * 12
    with pytest.raises(kp.DecodeError):
        framing.decode_request_payload(endless, allow_trailing=True)
