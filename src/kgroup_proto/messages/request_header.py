"""RequestHeader: generated from RequestHeader.json; edit the schema, not this file."""

from __future__ import annotations

import struct
from typing import ClassVar

import attrs

from kgroup_proto import runtime as rt

_new = object.__new__
_S_hhi = struct.Struct(">hhi")
_S_hhih = struct.Struct(">hhih")


@attrs.define(weakref_slot=False)
class RequestHeader(rt.Struct):
    """The RequestHeader header.

    Versions 0-2; flexible 2+.

    Attributes:
        request_api_key: Which API the request belongs to. (versions 0+)
        request_api_version: Version of that API the body is encoded with. (versions 0+)
        correlation_id: Chosen by the client; the broker echoes it in the matching response.
            (versions 0+)
        client_id: Free-form name the client reports for itself, or null. (versions 1+,
            nullable 1+)
    """

    API_KEY: ClassVar[int | None] = None
    MESSAGE_TYPE: ClassVar[str] = "header"
    VALID_VERSIONS: ClassVar[range] = range(0, 3)
    FLEXIBLE_VERSIONS: ClassVar[range | None] = range(2, rt.VERSION_LIMIT)

    request_api_key: int = 0
    request_api_version: int = 0
    correlation_id: int = 0
    client_id: str | None = ""
    unknown_tagged_fields: rt.Tags = ()


def _decode_RequestHeader_v0(data: bytes, pos: int) -> tuple[RequestHeader, int]:
    """Decode RequestHeader, version 0."""
    request_api_key, request_api_version, correlation_id = _S_hhi.unpack_from(data, pos)
    pos += 8
    obj = _new(RequestHeader)
    obj.request_api_key = request_api_key
    obj.request_api_version = request_api_version
    obj.correlation_id = correlation_id
    obj.client_id = ""
    obj.unknown_tagged_fields = ()
    return obj, pos


def _decode_RequestHeader_v1(data: bytes, pos: int) -> tuple[RequestHeader, int]:
    """Decode RequestHeader, version 1."""
    data_end = len(data)
    request_api_key, request_api_version, correlation_id, n_client_id = _S_hhih.unpack_from(
        data, pos
    )
    pos += 10
    client_id: str | None
    if n_client_id < 0:
        if n_client_id != -1:
            raise rt.Malformed
        client_id = None
    else:
        end = pos + n_client_id
        if end > data_end:
            raise rt.Malformed
        client_id = data[pos:end].decode()
        pos = end
    obj = _new(RequestHeader)
    obj.request_api_key = request_api_key
    obj.request_api_version = request_api_version
    obj.correlation_id = correlation_id
    obj.client_id = client_id
    obj.unknown_tagged_fields = ()
    return obj, pos


def _decode_RequestHeader_v2(data: bytes, pos: int) -> tuple[RequestHeader, int]:
    """Decode RequestHeader, version 2."""
    data_end = len(data)
    request_api_key, request_api_version, correlation_id, n_client_id = _S_hhih.unpack_from(
        data, pos
    )
    pos += 10
    client_id: str | None
    if n_client_id < 0:
        if n_client_id != -1:
            raise rt.Malformed
        client_id = None
    else:
        end = pos + n_client_id
        if end > data_end:
            raise rt.Malformed
        client_id = data[pos:end].decode()
        pos = end
    tag_count = data[pos]
    pos += 1
    unknown: rt.Tags = ()
    if tag_count:
        unknown, pos = rt.read_unknown_tags(data, pos - 1)
    obj = _new(RequestHeader)
    obj.request_api_key = request_api_key
    obj.request_api_version = request_api_version
    obj.correlation_id = correlation_id
    obj.client_id = client_id
    obj.unknown_tagged_fields = unknown
    return obj, pos


def _encode_RequestHeader_v0(obj: RequestHeader, out: bytearray) -> None:
    """Encode RequestHeader, version 0."""
    out += _S_hhi.pack(obj.request_api_key, obj.request_api_version, obj.correlation_id)
    if obj.unknown_tagged_fields:
        raise rt.Malformed


def _encode_RequestHeader_v1(obj: RequestHeader, out: bytearray) -> None:
    """Encode RequestHeader, version 1."""
    s_client_id = obj.client_id
    b_client_id = None if s_client_id is None else s_client_id.encode()
    out += _S_hhih.pack(
        obj.request_api_key,
        obj.request_api_version,
        obj.correlation_id,
        -1 if b_client_id is None else len(b_client_id),
    )
    if b_client_id is not None:
        out += b_client_id
    if obj.unknown_tagged_fields:
        raise rt.Malformed


def _encode_RequestHeader_v2(obj: RequestHeader, out: bytearray) -> None:
    """Encode RequestHeader, version 2."""
    s_client_id = obj.client_id
    b_client_id = None if s_client_id is None else s_client_id.encode()
    out += _S_hhih.pack(
        obj.request_api_key,
        obj.request_api_version,
        obj.correlation_id,
        -1 if b_client_id is None else len(b_client_id),
    )
    if b_client_id is not None:
        out += b_client_id
    if obj.unknown_tagged_fields:
        rt.write_tags(out, (), obj.unknown_tagged_fields)
    else:
        out.append(0)


RequestHeader._SCHEMA = rt.StructInfo(
    "RequestHeader",
    (
        rt.FieldInfo("request_api_key", "requestApiKey", "int16", rt.vr("0+"), default=0),
        rt.FieldInfo("request_api_version", "requestApiVersion", "int16", rt.vr("0+"), default=0),
        rt.FieldInfo("correlation_id", "correlationId", "int32", rt.vr("0+"), default=0),
        rt.FieldInfo(
            "client_id",
            "clientId",
            "string",
            rt.vr("1+"),
            nullable=rt.vr("1+"),
            compact=rt.vr("none"),
            default="",
            ignorable=True,
        ),
    ),
    flexible=rt.vr("2+"),
)
RequestHeader._DECODERS = {
    0: _decode_RequestHeader_v0,
    1: _decode_RequestHeader_v1,
    2: _decode_RequestHeader_v2,
}
RequestHeader._ENCODERS = {
    0: _encode_RequestHeader_v0,
    1: _encode_RequestHeader_v1,
    2: _encode_RequestHeader_v2,
}
