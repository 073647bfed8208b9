"""HeartbeatResponse: generated from HeartbeatResponse.json; edit the schema, not this file."""

from __future__ import annotations

import struct
from typing import ClassVar

import attrs

from kgroup_proto import runtime as rt

_new = object.__new__
_S_h = struct.Struct(">h")
_S_ih = struct.Struct(">ih")
_S_ihB = struct.Struct(">ihB")


@attrs.define(weakref_slot=False)
class HeartbeatResponse(rt.Struct):
    """The HeartbeatResponse response.

    API key 12, versions 0-4; flexible 4+.

    Attributes:
        throttle_time_ms: Milliseconds the request was held back by a quota; 0 when no quota
            applied. (versions 1+)
        error_code: Error for the heartbeat, 0 on success (REBALANCE_IN_PROGRESS asks the
            member to rejoin). (versions 0+)
    """

    API_KEY: ClassVar[int | None] = 12
    MESSAGE_TYPE: ClassVar[str] = "response"
    VALID_VERSIONS: ClassVar[range] = range(0, 5)
    FLEXIBLE_VERSIONS: ClassVar[range | None] = range(4, rt.VERSION_LIMIT)

    throttle_time_ms: int = 0
    error_code: int = 0
    unknown_tagged_fields: rt.Tags = ()


def _decode_HeartbeatResponse_v0(data: bytes, pos: int) -> tuple[HeartbeatResponse, int]:
    """Decode HeartbeatResponse, version 0."""
    (error_code,) = _S_h.unpack_from(data, pos)
    pos += 2
    obj = _new(HeartbeatResponse)
    obj.throttle_time_ms = 0
    obj.error_code = error_code
    obj.unknown_tagged_fields = ()
    return obj, pos


def _decode_HeartbeatResponse_v1(data: bytes, pos: int) -> tuple[HeartbeatResponse, int]:
    """Decode HeartbeatResponse, versions 1, 2, 3."""
    throttle_time_ms, error_code = _S_ih.unpack_from(data, pos)
    pos += 6
    obj = _new(HeartbeatResponse)
    obj.throttle_time_ms = throttle_time_ms
    obj.error_code = error_code
    obj.unknown_tagged_fields = ()
    return obj, pos


def _decode_HeartbeatResponse_v4(data: bytes, pos: int) -> tuple[HeartbeatResponse, int]:
    """Decode HeartbeatResponse, version 4."""
    throttle_time_ms, error_code, tag_count = _S_ihB.unpack_from(data, pos)
    pos += 7
    unknown: rt.Tags = ()
    if tag_count:
        unknown, pos = rt.read_unknown_tags(data, pos - 1)
    obj = _new(HeartbeatResponse)
    obj.throttle_time_ms = throttle_time_ms
    obj.error_code = error_code
    obj.unknown_tagged_fields = unknown
    return obj, pos


def _encode_HeartbeatResponse_v0(obj: HeartbeatResponse, out: bytearray) -> None:
    """Encode HeartbeatResponse, version 0."""
    out += _S_h.pack(obj.error_code)
    if obj.unknown_tagged_fields:
        raise rt.Malformed


def _encode_HeartbeatResponse_v1(obj: HeartbeatResponse, out: bytearray) -> None:
    """Encode HeartbeatResponse, versions 1, 2, 3."""
    out += _S_ih.pack(obj.throttle_time_ms, obj.error_code)
    if obj.unknown_tagged_fields:
        raise rt.Malformed


def _encode_HeartbeatResponse_v4(obj: HeartbeatResponse, out: bytearray) -> None:
    """Encode HeartbeatResponse, version 4."""
    out += _S_ih.pack(obj.throttle_time_ms, obj.error_code)
    if obj.unknown_tagged_fields:
        rt.write_tags(out, (), obj.unknown_tagged_fields)
    else:
        out.append(0)


HeartbeatResponse._SCHEMA = rt.StructInfo(
    "HeartbeatResponse",
    (
        rt.FieldInfo(
            "throttle_time_ms", "throttleTimeMs", "int32", rt.vr("1+"), default=0, ignorable=True
        ),
        rt.FieldInfo("error_code", "errorCode", "int16", rt.vr("0+"), default=0),
    ),
    flexible=rt.vr("4+"),
)
HeartbeatResponse._DECODERS = {
    0: _decode_HeartbeatResponse_v0,
    1: _decode_HeartbeatResponse_v1,
    2: _decode_HeartbeatResponse_v1,
    3: _decode_HeartbeatResponse_v1,
    4: _decode_HeartbeatResponse_v4,
}
HeartbeatResponse._ENCODERS = {
    0: _encode_HeartbeatResponse_v0,
    1: _encode_HeartbeatResponse_v1,
    2: _encode_HeartbeatResponse_v1,
    3: _encode_HeartbeatResponse_v1,
    4: _encode_HeartbeatResponse_v4,
}
