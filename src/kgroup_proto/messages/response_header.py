"""ResponseHeader: generated from ResponseHeader.json; edit the schema, not this file."""

from __future__ import annotations

import struct
from typing import ClassVar

import attrs

from kgroup_proto import runtime as rt

_new = object.__new__
_S_i = struct.Struct(">i")
_S_iB = struct.Struct(">iB")


@attrs.define(weakref_slot=False)
class ResponseHeader(rt.Struct):
    """The ResponseHeader header.

    Versions 0-1; flexible 1+.

    Attributes:
        correlation_id: Copied from the request this response answers. (versions 0+)
    """

    API_KEY: ClassVar[int | None] = None
    MESSAGE_TYPE: ClassVar[str] = "header"
    VALID_VERSIONS: ClassVar[range] = range(0, 2)
    FLEXIBLE_VERSIONS: ClassVar[range | None] = range(1, rt.VERSION_LIMIT)

    correlation_id: int = 0
    unknown_tagged_fields: rt.Tags = ()


def _decode_ResponseHeader_v0(data: bytes, pos: int) -> tuple[ResponseHeader, int]:
    """Decode ResponseHeader, version 0."""
    (correlation_id,) = _S_i.unpack_from(data, pos)
    pos += 4
    obj = _new(ResponseHeader)
    obj.correlation_id = correlation_id
    obj.unknown_tagged_fields = ()
    return obj, pos


def _decode_ResponseHeader_v1(data: bytes, pos: int) -> tuple[ResponseHeader, int]:
    """Decode ResponseHeader, version 1."""
    correlation_id, tag_count = _S_iB.unpack_from(data, pos)
    pos += 5
    unknown: rt.Tags = ()
    if tag_count:
        unknown, pos = rt.read_unknown_tags(data, pos - 1)
    obj = _new(ResponseHeader)
    obj.correlation_id = correlation_id
    obj.unknown_tagged_fields = unknown
    return obj, pos


def _encode_ResponseHeader_v0(obj: ResponseHeader, out: bytearray) -> None:
    """Encode ResponseHeader, version 0."""
    out += _S_i.pack(obj.correlation_id)
    if obj.unknown_tagged_fields:
        raise rt.Malformed


def _encode_ResponseHeader_v1(obj: ResponseHeader, out: bytearray) -> None:
    """Encode ResponseHeader, version 1."""
    out += _S_i.pack(obj.correlation_id)
    if obj.unknown_tagged_fields:
        rt.write_tags(out, (), obj.unknown_tagged_fields)
    else:
        out.append(0)


ResponseHeader._SCHEMA = rt.StructInfo(
    "ResponseHeader",
    (rt.FieldInfo("correlation_id", "correlationId", "int32", rt.vr("0+"), default=0),),
    flexible=rt.vr("1+"),
)
ResponseHeader._DECODERS = {
    0: _decode_ResponseHeader_v0,
    1: _decode_ResponseHeader_v1,
}
ResponseHeader._ENCODERS = {
    0: _encode_ResponseHeader_v0,
    1: _encode_ResponseHeader_v1,
}
