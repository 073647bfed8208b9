"""DescribeClusterRequest: generated from DescribeClusterRequest.json; edit the schema, not this file."""

from __future__ import annotations

import struct
from typing import ClassVar

import attrs

from kgroup_proto import runtime as rt

_new = object.__new__
_S_BB = struct.Struct(">BB")
_S_BbB = struct.Struct(">BbB")
_S_BbBB = struct.Struct(">BbBB")
_S_o = struct.Struct(">?")
_S_ob = struct.Struct(">?b")
_S_obo = struct.Struct(">?b?")


@attrs.define(weakref_slot=False)
class DescribeClusterRequest(rt.Struct):
    """The DescribeClusterRequest request.

    API key 60, versions 0-2; flexible 0+.

    Attributes:
        include_cluster_authorized_operations: Whether to return the operations the caller
            may perform on the cluster. (versions 0+)
        endpoint_type: Which endpoints to describe: 1 for brokers, 2 for controllers.
            (versions 1+)
        include_fenced_brokers: Whether to list brokers that are fenced as well. (versions
            2+)
    """

    API_KEY: ClassVar[int | None] = 60
    MESSAGE_TYPE: ClassVar[str] = "request"
    VALID_VERSIONS: ClassVar[range] = range(0, 3)
    FLEXIBLE_VERSIONS: ClassVar[range | None] = range(0, rt.VERSION_LIMIT)

    include_cluster_authorized_operations: bool = False
    endpoint_type: int = 1
    include_fenced_brokers: bool = False
    unknown_tagged_fields: rt.Tags = ()


def _decode_DescribeClusterRequest_v0(data: bytes, pos: int) -> tuple[DescribeClusterRequest, int]:
    """Decode DescribeClusterRequest, version 0."""
    include_cluster_authorized_operations_raw, tag_count = _S_BB.unpack_from(data, pos)
    pos += 2
    include_cluster_authorized_operations = rt.BOOLS[include_cluster_authorized_operations_raw]
    unknown: rt.Tags = ()
    if tag_count:
        unknown, pos = rt.read_unknown_tags(data, pos - 1)
    obj = _new(DescribeClusterRequest)
    obj.include_cluster_authorized_operations = include_cluster_authorized_operations
    obj.endpoint_type = 1
    obj.include_fenced_brokers = False
    obj.unknown_tagged_fields = unknown
    return obj, pos


def _decode_DescribeClusterRequest_v1(data: bytes, pos: int) -> tuple[DescribeClusterRequest, int]:
    """Decode DescribeClusterRequest, version 1."""
    include_cluster_authorized_operations_raw, endpoint_type, tag_count = _S_BbB.unpack_from(
        data, pos
    )
    pos += 3
    include_cluster_authorized_operations = rt.BOOLS[include_cluster_authorized_operations_raw]
    unknown: rt.Tags = ()
    if tag_count:
        unknown, pos = rt.read_unknown_tags(data, pos - 1)
    obj = _new(DescribeClusterRequest)
    obj.include_cluster_authorized_operations = include_cluster_authorized_operations
    obj.endpoint_type = endpoint_type
    obj.include_fenced_brokers = False
    obj.unknown_tagged_fields = unknown
    return obj, pos


def _decode_DescribeClusterRequest_v2(data: bytes, pos: int) -> tuple[DescribeClusterRequest, int]:
    """Decode DescribeClusterRequest, version 2."""
    (
        include_cluster_authorized_operations_raw,
        endpoint_type,
        include_fenced_brokers_raw,
        tag_count,
    ) = _S_BbBB.unpack_from(data, pos)
    pos += 4
    include_cluster_authorized_operations = rt.BOOLS[include_cluster_authorized_operations_raw]
    include_fenced_brokers = rt.BOOLS[include_fenced_brokers_raw]
    unknown: rt.Tags = ()
    if tag_count:
        unknown, pos = rt.read_unknown_tags(data, pos - 1)
    obj = _new(DescribeClusterRequest)
    obj.include_cluster_authorized_operations = include_cluster_authorized_operations
    obj.endpoint_type = endpoint_type
    obj.include_fenced_brokers = include_fenced_brokers
    obj.unknown_tagged_fields = unknown
    return obj, pos


def _encode_DescribeClusterRequest_v0(obj: DescribeClusterRequest, out: bytearray) -> None:
    """Encode DescribeClusterRequest, version 0."""
    if obj.endpoint_type != 1:
        raise rt.Malformed
    if obj.include_fenced_brokers is not False:
        raise rt.Malformed
    if (
        obj.include_cluster_authorized_operations is not True
        and obj.include_cluster_authorized_operations is not False
    ):
        raise rt.Malformed
    out += _S_o.pack(obj.include_cluster_authorized_operations)
    if obj.unknown_tagged_fields:
        rt.write_tags(out, (), obj.unknown_tagged_fields)
    else:
        out.append(0)


def _encode_DescribeClusterRequest_v1(obj: DescribeClusterRequest, out: bytearray) -> None:
    """Encode DescribeClusterRequest, version 1."""
    if obj.include_fenced_brokers is not False:
        raise rt.Malformed
    if (
        obj.include_cluster_authorized_operations is not True
        and obj.include_cluster_authorized_operations is not False
    ):
        raise rt.Malformed
    out += _S_ob.pack(obj.include_cluster_authorized_operations, obj.endpoint_type)
    if obj.unknown_tagged_fields:
        rt.write_tags(out, (), obj.unknown_tagged_fields)
    else:
        out.append(0)


def _encode_DescribeClusterRequest_v2(obj: DescribeClusterRequest, out: bytearray) -> None:
    """Encode DescribeClusterRequest, version 2."""
    if (
        obj.include_cluster_authorized_operations is not True
        and obj.include_cluster_authorized_operations is not False
    ):
        raise rt.Malformed
    if obj.include_fenced_brokers is not True and obj.include_fenced_brokers is not False:
        raise rt.Malformed
    out += _S_obo.pack(
        obj.include_cluster_authorized_operations, obj.endpoint_type, obj.include_fenced_brokers
    )
    if obj.unknown_tagged_fields:
        rt.write_tags(out, (), obj.unknown_tagged_fields)
    else:
        out.append(0)


DescribeClusterRequest._SCHEMA = rt.StructInfo(
    "DescribeClusterRequest",
    (
        rt.FieldInfo(
            "include_cluster_authorized_operations",
            "includeClusterAuthorizedOperations",
            "bool",
            rt.vr("0+"),
            default=False,
        ),
        rt.FieldInfo("endpoint_type", "endpointType", "int8", rt.vr("1+"), default=1),
        rt.FieldInfo(
            "include_fenced_brokers", "includeFencedBrokers", "bool", rt.vr("2+"), default=False
        ),
    ),
    flexible=rt.vr("0+"),
)
DescribeClusterRequest._DECODERS = {
    0: _decode_DescribeClusterRequest_v0,
    1: _decode_DescribeClusterRequest_v1,
    2: _decode_DescribeClusterRequest_v2,
}
DescribeClusterRequest._ENCODERS = {
    0: _encode_DescribeClusterRequest_v0,
    1: _encode_DescribeClusterRequest_v1,
    2: _encode_DescribeClusterRequest_v2,
}
