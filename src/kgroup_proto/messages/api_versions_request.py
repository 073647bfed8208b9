"""ApiVersionsRequest: generated from ApiVersionsRequest.json; edit the schema, not this file."""

from __future__ import annotations

from typing import ClassVar

import attrs

from kgroup_proto import runtime as rt

_new = object.__new__


@attrs.define(weakref_slot=False)
class ApiVersionsRequest(rt.Struct):
    """The ApiVersionsRequest request.

    API key 18, versions 0-4; flexible 3+.

    Attributes:
        client_software_name: Name of the client library sending the request. (versions 3+)
        client_software_version: Version string of that client library. (versions 3+)
    """

    API_KEY: ClassVar[int | None] = 18
    MESSAGE_TYPE: ClassVar[str] = "request"
    VALID_VERSIONS: ClassVar[range] = range(0, 5)
    FLEXIBLE_VERSIONS: ClassVar[range | None] = range(3, rt.VERSION_LIMIT)

    client_software_name: str = ""
    client_software_version: str = ""
    unknown_tagged_fields: rt.Tags = ()


def _decode_ApiVersionsRequest_v0(data: bytes, pos: int) -> tuple[ApiVersionsRequest, int]:
    """Decode ApiVersionsRequest, versions 0, 1, 2."""
    obj = _new(ApiVersionsRequest)
    obj.client_software_name = ""
    obj.client_software_version = ""
    obj.unknown_tagged_fields = ()
    return obj, pos


def _decode_ApiVersionsRequest_v3(data: bytes, pos: int) -> tuple[ApiVersionsRequest, int]:
    """Decode ApiVersionsRequest, versions 3, 4."""
    data_end = len(data)
    n_client_software_name = data[pos]
    pos += 1
    if n_client_software_name > 127:
        n_client_software_name, pos = rt.read_string_length(data, pos - 1)
    end = pos + n_client_software_name - 1
    if not n_client_software_name or end > data_end:
        raise rt.Malformed
    client_software_name = data[pos:end].decode()
    pos = end
    n_client_software_version = data[pos]
    pos += 1
    if n_client_software_version > 127:
        n_client_software_version, pos = rt.read_string_length(data, pos - 1)
    end = pos + n_client_software_version - 1
    if not n_client_software_version or end > data_end:
        raise rt.Malformed
    client_software_version = data[pos:end].decode()
    pos = end
    tag_count = data[pos]
    pos += 1
    unknown: rt.Tags = ()
    if tag_count:
        unknown, pos = rt.read_unknown_tags(data, pos - 1)
    obj = _new(ApiVersionsRequest)
    obj.client_software_name = client_software_name
    obj.client_software_version = client_software_version
    obj.unknown_tagged_fields = unknown
    return obj, pos


def _encode_ApiVersionsRequest_v0(obj: ApiVersionsRequest, out: bytearray) -> None:
    """Encode ApiVersionsRequest, versions 0, 1, 2."""
    if obj.unknown_tagged_fields:
        raise rt.Malformed


def _encode_ApiVersionsRequest_v3(obj: ApiVersionsRequest, out: bytearray) -> None:
    """Encode ApiVersionsRequest, versions 3, 4."""
    b_client_software_name = obj.client_software_name.encode()
    n = len(b_client_software_name) + 1
    out += rt.UVARINT1[n] if n < 128 else rt.string_length(n)
    out += b_client_software_name
    b_client_software_version = obj.client_software_version.encode()
    n = len(b_client_software_version) + 1
    out += rt.UVARINT1[n] if n < 128 else rt.string_length(n)
    out += b_client_software_version
    if obj.unknown_tagged_fields:
        rt.write_tags(out, (), obj.unknown_tagged_fields)
    else:
        out += b"\x00"


ApiVersionsRequest._SCHEMA = rt.StructInfo(
    "ApiVersionsRequest",
    (
        rt.FieldInfo(
            "client_software_name",
            "clientSoftwareName",
            "string",
            rt.vr("3+"),
            default="",
            ignorable=True,
        ),
        rt.FieldInfo(
            "client_software_version",
            "clientSoftwareVersion",
            "string",
            rt.vr("3+"),
            default="",
            ignorable=True,
        ),
    ),
    flexible=rt.vr("3+"),
)
ApiVersionsRequest._DECODERS = {
    0: _decode_ApiVersionsRequest_v0,
    1: _decode_ApiVersionsRequest_v0,
    2: _decode_ApiVersionsRequest_v0,
    3: _decode_ApiVersionsRequest_v3,
    4: _decode_ApiVersionsRequest_v3,
}
ApiVersionsRequest._ENCODERS = {
    0: _encode_ApiVersionsRequest_v0,
    1: _encode_ApiVersionsRequest_v0,
    2: _encode_ApiVersionsRequest_v0,
    3: _encode_ApiVersionsRequest_v3,
    4: _encode_ApiVersionsRequest_v3,
}
