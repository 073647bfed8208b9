"""AddOffsetsToTxnResponse: generated from AddOffsetsToTxnResponse.json; edit the schema, not this file."""

from __future__ import annotations

import struct
from typing import ClassVar

import attrs

from kgroup_proto import runtime as rt

_new = object.__new__
_S_ih = struct.Struct(">ih")
_S_ihB = struct.Struct(">ihB")


@attrs.define(weakref_slot=False)
class AddOffsetsToTxnResponse(rt.Struct):
    """The AddOffsetsToTxnResponse response.

    API key 25, versions 0-4; flexible 3+.

    Attributes:
        throttle_time_ms: Time in ms the broker held back this response because a quota was
            exceeded; 0 when none applied. (versions 0+)
        error_code: Error for the request; 0 when the group's offsets partition is in the
            transaction. (versions 0+)
    """

    API_KEY: ClassVar[int | None] = 25
    MESSAGE_TYPE: ClassVar[str] = "response"
    VALID_VERSIONS: ClassVar[range] = range(0, 5)
    FLEXIBLE_VERSIONS: ClassVar[range | None] = range(3, rt.VERSION_LIMIT)

    throttle_time_ms: int = 0
    error_code: int = 0
    unknown_tagged_fields: rt.Tags = ()


def _decode_AddOffsetsToTxnResponse_v0(
    data: bytes, pos: int
) -> tuple[AddOffsetsToTxnResponse, int]:
    """Decode AddOffsetsToTxnResponse, versions 0, 1, 2."""
    throttle_time_ms, error_code = _S_ih.unpack_from(data, pos)
    pos += 6
    obj = _new(AddOffsetsToTxnResponse)
    obj.throttle_time_ms = throttle_time_ms
    obj.error_code = error_code
    obj.unknown_tagged_fields = ()
    return obj, pos


def _decode_AddOffsetsToTxnResponse_v3(
    data: bytes, pos: int
) -> tuple[AddOffsetsToTxnResponse, int]:
    """Decode AddOffsetsToTxnResponse, versions 3, 4."""
    throttle_time_ms, error_code, tag_count = _S_ihB.unpack_from(data, pos)
    pos += 7
    unknown: rt.Tags = ()
    if tag_count:
        unknown, pos = rt.read_unknown_tags(data, pos - 1)
    obj = _new(AddOffsetsToTxnResponse)
    obj.throttle_time_ms = throttle_time_ms
    obj.error_code = error_code
    obj.unknown_tagged_fields = unknown
    return obj, pos


def _encode_AddOffsetsToTxnResponse_v0(obj: AddOffsetsToTxnResponse, out: bytearray) -> None:
    """Encode AddOffsetsToTxnResponse, versions 0, 1, 2."""
    out += _S_ih.pack(obj.throttle_time_ms, obj.error_code)
    if obj.unknown_tagged_fields:
        raise rt.Malformed


def _encode_AddOffsetsToTxnResponse_v3(obj: AddOffsetsToTxnResponse, out: bytearray) -> None:
    """Encode AddOffsetsToTxnResponse, versions 3, 4."""
    out += _S_ih.pack(obj.throttle_time_ms, obj.error_code)
    if obj.unknown_tagged_fields:
        rt.write_tags(out, (), obj.unknown_tagged_fields)
    else:
        out.append(0)


AddOffsetsToTxnResponse._SCHEMA = rt.StructInfo(
    "AddOffsetsToTxnResponse",
    (
        rt.FieldInfo("throttle_time_ms", "throttleTimeMs", "int32", rt.vr("0+"), default=0),
        rt.FieldInfo("error_code", "errorCode", "int16", rt.vr("0+"), default=0),
    ),
    flexible=rt.vr("3+"),
)
AddOffsetsToTxnResponse._DECODERS = {
    0: _decode_AddOffsetsToTxnResponse_v0,
    1: _decode_AddOffsetsToTxnResponse_v0,
    2: _decode_AddOffsetsToTxnResponse_v0,
    3: _decode_AddOffsetsToTxnResponse_v3,
    4: _decode_AddOffsetsToTxnResponse_v3,
}
AddOffsetsToTxnResponse._ENCODERS = {
    0: _encode_AddOffsetsToTxnResponse_v0,
    1: _encode_AddOffsetsToTxnResponse_v0,
    2: _encode_AddOffsetsToTxnResponse_v0,
    3: _encode_AddOffsetsToTxnResponse_v3,
    4: _encode_AddOffsetsToTxnResponse_v3,
}
