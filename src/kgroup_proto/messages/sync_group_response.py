"""SyncGroupResponse: generated from SyncGroupResponse.json; edit the schema, not this file."""

from __future__ import annotations

import struct
from typing import ClassVar

import attrs

from kgroup_proto import runtime as rt

_new = object.__new__
_S_hi = struct.Struct(">hi")
_S_ih = struct.Struct(">ih")
_S_ihB = struct.Struct(">ihB")
_S_ihi = struct.Struct(">ihi")


@attrs.define(weakref_slot=False)
class SyncGroupResponse(rt.Struct):
    """The SyncGroupResponse response.

    API key 14, versions 0-5; flexible 4+.

    Attributes:
        throttle_time_ms: Milliseconds the request was held back by a quota; 0 when no quota
            applied. (versions 1+)
        error_code: Error for the sync, 0 on success. (versions 0+)
        protocol_type: Protocol type of the group. (versions 5+, nullable 5+)
        protocol_name: Protocol the coordinator picked for the group. (versions 5+, nullable
            5+)
        assignment: Opaque assignment data for the calling member. (versions 0+)
    """

    API_KEY: ClassVar[int | None] = 14
    MESSAGE_TYPE: ClassVar[str] = "response"
    VALID_VERSIONS: ClassVar[range] = range(0, 6)
    FLEXIBLE_VERSIONS: ClassVar[range | None] = range(4, rt.VERSION_LIMIT)

    throttle_time_ms: int = 0
    error_code: int = 0
    protocol_type: str | None = None
    protocol_name: str | None = None
    assignment: bytes = b""
    unknown_tagged_fields: rt.Tags = ()


def _decode_SyncGroupResponse_v0(data: bytes, pos: int) -> tuple[SyncGroupResponse, int]:
    """Decode SyncGroupResponse, version 0."""
    data_end = len(data)
    error_code, n_assignment = _S_hi.unpack_from(data, pos)
    pos += 6
    end = pos + n_assignment
    if n_assignment < 0 or end > data_end:
        raise rt.Malformed
    assignment = data[pos:end]
    pos = end
    obj = _new(SyncGroupResponse)
    obj.throttle_time_ms = 0
    obj.error_code = error_code
    obj.protocol_type = None
    obj.protocol_name = None
    obj.assignment = assignment
    obj.unknown_tagged_fields = ()
    return obj, pos


def _decode_SyncGroupResponse_v1(data: bytes, pos: int) -> tuple[SyncGroupResponse, int]:
    """Decode SyncGroupResponse, versions 1, 2, 3."""
    data_end = len(data)
    throttle_time_ms, error_code, n_assignment = _S_ihi.unpack_from(data, pos)
    pos += 10
    end = pos + n_assignment
    if n_assignment < 0 or end > data_end:
        raise rt.Malformed
    assignment = data[pos:end]
    pos = end
    obj = _new(SyncGroupResponse)
    obj.throttle_time_ms = throttle_time_ms
    obj.error_code = error_code
    obj.protocol_type = None
    obj.protocol_name = None
    obj.assignment = assignment
    obj.unknown_tagged_fields = ()
    return obj, pos


def _decode_SyncGroupResponse_v4(data: bytes, pos: int) -> tuple[SyncGroupResponse, int]:
    """Decode SyncGroupResponse, version 4."""
    data_end = len(data)
    throttle_time_ms, error_code, n_assignment = _S_ihB.unpack_from(data, pos)
    pos += 7
    if n_assignment > 127:
        n_assignment, pos = rt.read_uvarint(data, pos - 1)
    end = pos + n_assignment - 1
    if not n_assignment or end > data_end:
        raise rt.Malformed
    assignment = data[pos:end]
    pos = end
    tag_count = data[pos]
    pos += 1
    unknown: rt.Tags = ()
    if tag_count:
        unknown, pos = rt.read_unknown_tags(data, pos - 1)
    obj = _new(SyncGroupResponse)
    obj.throttle_time_ms = throttle_time_ms
    obj.error_code = error_code
    obj.protocol_type = None
    obj.protocol_name = None
    obj.assignment = assignment
    obj.unknown_tagged_fields = unknown
    return obj, pos


def _decode_SyncGroupResponse_v5(data: bytes, pos: int) -> tuple[SyncGroupResponse, int]:
    """Decode SyncGroupResponse, version 5."""
    data_end = len(data)
    throttle_time_ms, error_code, n_protocol_type = _S_ihB.unpack_from(data, pos)
    pos += 7
    if n_protocol_type > 127:
        n_protocol_type, pos = rt.read_string_length(data, pos - 1)
    protocol_type: str | None
    if not n_protocol_type:
        protocol_type = None
    else:
        end = pos + n_protocol_type - 1
        if end > data_end:
            raise rt.Malformed
        protocol_type = data[pos:end].decode()
        pos = end
    n_protocol_name = data[pos]
    pos += 1
    if n_protocol_name > 127:
        n_protocol_name, pos = rt.read_string_length(data, pos - 1)
    protocol_name: str | None
    if not n_protocol_name:
        protocol_name = None
    else:
        end = pos + n_protocol_name - 1
        if end > data_end:
            raise rt.Malformed
        protocol_name = data[pos:end].decode()
        pos = end
    n_assignment = data[pos]
    pos += 1
    if n_assignment > 127:
        n_assignment, pos = rt.read_uvarint(data, pos - 1)
    end = pos + n_assignment - 1
    if not n_assignment or end > data_end:
        raise rt.Malformed
    assignment = data[pos:end]
    pos = end
    tag_count = data[pos]
    pos += 1
    unknown: rt.Tags = ()
    if tag_count:
        unknown, pos = rt.read_unknown_tags(data, pos - 1)
    obj = _new(SyncGroupResponse)
    obj.throttle_time_ms = throttle_time_ms
    obj.error_code = error_code
    obj.protocol_type = protocol_type
    obj.protocol_name = protocol_name
    obj.assignment = assignment
    obj.unknown_tagged_fields = unknown
    return obj, pos


def _encode_SyncGroupResponse_v0(obj: SyncGroupResponse, out: bytearray) -> None:
    """Encode SyncGroupResponse, version 0."""
    b_assignment = obj.assignment
    out += _S_hi.pack(obj.error_code, len(b_assignment))
    out += b_assignment
    if obj.unknown_tagged_fields:
        raise rt.Malformed


def _encode_SyncGroupResponse_v1(obj: SyncGroupResponse, out: bytearray) -> None:
    """Encode SyncGroupResponse, versions 1, 2, 3."""
    b_assignment = obj.assignment
    out += _S_ihi.pack(obj.throttle_time_ms, obj.error_code, len(b_assignment))
    out += b_assignment
    if obj.unknown_tagged_fields:
        raise rt.Malformed


def _encode_SyncGroupResponse_v4(obj: SyncGroupResponse, out: bytearray) -> None:
    """Encode SyncGroupResponse, version 4."""
    out += _S_ih.pack(obj.throttle_time_ms, obj.error_code)
    b_assignment = obj.assignment
    n = len(b_assignment) + 1
    if n < 128:
        out.append(n)
    elif n < 0x4000:
        out.append((n & 0x7F) | 0x80)
        out.append(n >> 7)
    else:
        out += rt.uvarint(n)
    out += b_assignment
    if obj.unknown_tagged_fields:
        rt.write_tags(out, (), obj.unknown_tagged_fields)
    else:
        out.append(0)


def _encode_SyncGroupResponse_v5(obj: SyncGroupResponse, out: bytearray) -> None:
    """Encode SyncGroupResponse, version 5."""
    out += _S_ih.pack(obj.throttle_time_ms, obj.error_code)
    s_protocol_type = obj.protocol_type
    if s_protocol_type is None:
        out.append(0)
    else:
        b_protocol_type = s_protocol_type.encode()
        n = len(b_protocol_type) + 1
        if n < 128:
            out.append(n)
        else:
            out += rt.string_length(n)
        out += b_protocol_type
    s_protocol_name = obj.protocol_name
    if s_protocol_name is None:
        out.append(0)
    else:
        b_protocol_name = s_protocol_name.encode()
        n = len(b_protocol_name) + 1
        if n < 128:
            out.append(n)
        else:
            out += rt.string_length(n)
        out += b_protocol_name
    b_assignment = obj.assignment
    n = len(b_assignment) + 1
    if n < 128:
        out.append(n)
    elif n < 0x4000:
        out.append((n & 0x7F) | 0x80)
        out.append(n >> 7)
    else:
        out += rt.uvarint(n)
    out += b_assignment
    if obj.unknown_tagged_fields:
        rt.write_tags(out, (), obj.unknown_tagged_fields)
    else:
        out.append(0)


SyncGroupResponse._SCHEMA = rt.StructInfo(
    "SyncGroupResponse",
    (
        rt.FieldInfo(
            "throttle_time_ms", "throttleTimeMs", "int32", rt.vr("1+"), default=0, ignorable=True
        ),
        rt.FieldInfo("error_code", "errorCode", "int16", rt.vr("0+"), default=0),
        rt.FieldInfo(
            "protocol_type",
            "protocolType",
            "string",
            rt.vr("5+"),
            nullable=rt.vr("5+"),
            ignorable=True,
        ),
        rt.FieldInfo(
            "protocol_name",
            "protocolName",
            "string",
            rt.vr("5+"),
            nullable=rt.vr("5+"),
            ignorable=True,
        ),
        rt.FieldInfo("assignment", "assignment", "bytes", rt.vr("0+"), default=b""),
    ),
    flexible=rt.vr("4+"),
)
SyncGroupResponse._DECODERS = {
    0: _decode_SyncGroupResponse_v0,
    1: _decode_SyncGroupResponse_v1,
    2: _decode_SyncGroupResponse_v1,
    3: _decode_SyncGroupResponse_v1,
    4: _decode_SyncGroupResponse_v4,
    5: _decode_SyncGroupResponse_v5,
}
SyncGroupResponse._ENCODERS = {
    0: _encode_SyncGroupResponse_v0,
    1: _encode_SyncGroupResponse_v1,
    2: _encode_SyncGroupResponse_v1,
    3: _encode_SyncGroupResponse_v1,
    4: _encode_SyncGroupResponse_v4,
    5: _encode_SyncGroupResponse_v5,
}
