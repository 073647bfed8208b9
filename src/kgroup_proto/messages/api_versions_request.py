"""ApiVersionsRequest: generated from ApiVersionsRequest.json; edit the schema, not this file."""

from __future__ import annotations

import struct
from typing import ClassVar

import attrs

from kgroup_proto import runtime as rt

_new = object.__new__
_S_i = struct.Struct(">i")
_S_iB = struct.Struct(">iB")


@attrs.define(weakref_slot=False)
class ApiVersionsRequest(rt.Struct):
    """The ApiVersionsRequest request.

    API key 18, versions 0-5; flexible 3+.

    Attributes:
        client_software_name: Name of the client library sending the request. (versions 3+)
        client_software_version: Version string of that client library. (versions 3+)
        cluster_id: ID of the cluster the client means to reach, or null if it does not
            know; sent with NodeId or not at all. (versions 5+, nullable 5+)
        node_id: ID of the node the client means to reach, or -1 if it does not know; sent
            with ClusterId or not at all. (versions 5+)
    """

    API_KEY: ClassVar[int | None] = 18
    MESSAGE_TYPE: ClassVar[str] = "request"
    VALID_VERSIONS: ClassVar[range] = range(0, 6)
    FLEXIBLE_VERSIONS: ClassVar[range | None] = range(3, rt.VERSION_LIMIT)

    client_software_name: str = ""
    client_software_version: str = ""
    cluster_id: str | None = None
    node_id: int = -1
    unknown_tagged_fields: rt.Tags = ()


def _decode_ApiVersionsRequest_v0(data: bytes, pos: int) -> tuple[ApiVersionsRequest, int]:
    """Decode ApiVersionsRequest, versions 0, 1, 2."""
    obj = _new(ApiVersionsRequest)
    obj.client_software_name = ""
    obj.client_software_version = ""
    obj.cluster_id = None
    obj.node_id = -1
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
    obj.cluster_id = None
    obj.node_id = -1
    obj.unknown_tagged_fields = unknown
    return obj, pos


def _decode_ApiVersionsRequest_v5(data: bytes, pos: int) -> tuple[ApiVersionsRequest, int]:
    """Decode ApiVersionsRequest, version 5."""
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
    n_cluster_id = data[pos]
    pos += 1
    if n_cluster_id > 127:
        n_cluster_id, pos = rt.read_string_length(data, pos - 1)
    cluster_id: str | None
    if not n_cluster_id:
        cluster_id = None
    else:
        end = pos + n_cluster_id - 1
        if end > data_end:
            raise rt.Malformed
        cluster_id = data[pos:end].decode()
        pos = end
    node_id, tag_count = _S_iB.unpack_from(data, pos)
    pos += 5
    unknown: rt.Tags = ()
    if tag_count:
        unknown, pos = rt.read_unknown_tags(data, pos - 1)
    obj = _new(ApiVersionsRequest)
    obj.client_software_name = client_software_name
    obj.client_software_version = client_software_version
    obj.cluster_id = cluster_id
    obj.node_id = node_id
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
    if n < 128:
        out.append(n)
    else:
        out += rt.string_length(n)
    out += b_client_software_name
    b_client_software_version = obj.client_software_version.encode()
    n = len(b_client_software_version) + 1
    if n < 128:
        out.append(n)
    else:
        out += rt.string_length(n)
    out += b_client_software_version
    if obj.unknown_tagged_fields:
        rt.write_tags(out, (), obj.unknown_tagged_fields)
    else:
        out.append(0)


def _encode_ApiVersionsRequest_v5(obj: ApiVersionsRequest, out: bytearray) -> None:
    """Encode ApiVersionsRequest, version 5."""
    b_client_software_name = obj.client_software_name.encode()
    n = len(b_client_software_name) + 1
    if n < 128:
        out.append(n)
    else:
        out += rt.string_length(n)
    out += b_client_software_name
    b_client_software_version = obj.client_software_version.encode()
    n = len(b_client_software_version) + 1
    if n < 128:
        out.append(n)
    else:
        out += rt.string_length(n)
    out += b_client_software_version
    s_cluster_id = obj.cluster_id
    if s_cluster_id is None:
        out.append(0)
    else:
        b_cluster_id = s_cluster_id.encode()
        n = len(b_cluster_id) + 1
        if n < 128:
            out.append(n)
        else:
            out += rt.string_length(n)
        out += b_cluster_id
    out += _S_i.pack(obj.node_id)
    if obj.unknown_tagged_fields:
        rt.write_tags(out, (), obj.unknown_tagged_fields)
    else:
        out.append(0)


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
        rt.FieldInfo(
            "cluster_id", "clusterId", "string", rt.vr("5+"), nullable=rt.vr("5+"), ignorable=True
        ),
        rt.FieldInfo("node_id", "nodeId", "int32", rt.vr("5+"), default=-1, ignorable=True),
    ),
    flexible=rt.vr("3+"),
)
ApiVersionsRequest._DECODERS = {
    0: _decode_ApiVersionsRequest_v0,
    1: _decode_ApiVersionsRequest_v0,
    2: _decode_ApiVersionsRequest_v0,
    3: _decode_ApiVersionsRequest_v3,
    4: _decode_ApiVersionsRequest_v3,
    5: _decode_ApiVersionsRequest_v5,
}
ApiVersionsRequest._ENCODERS = {
    0: _encode_ApiVersionsRequest_v0,
    1: _encode_ApiVersionsRequest_v0,
    2: _encode_ApiVersionsRequest_v0,
    3: _encode_ApiVersionsRequest_v3,
    4: _encode_ApiVersionsRequest_v3,
    5: _encode_ApiVersionsRequest_v5,
}
