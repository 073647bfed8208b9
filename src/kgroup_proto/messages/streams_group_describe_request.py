"""StreamsGroupDescribeRequest: generated from StreamsGroupDescribeRequest.json; edit the schema, not this file."""

from __future__ import annotations

import struct
from typing import ClassVar

import attrs

from kgroup_proto import runtime as rt

_new = object.__new__
_S_BB = struct.Struct(">BB")
_S_BBB = struct.Struct(">BBB")
_S_o = struct.Struct(">?")
_S_oo = struct.Struct(">??")


@attrs.define(weakref_slot=False)
class StreamsGroupDescribeRequest(rt.Struct):
    """The StreamsGroupDescribeRequest request.

    API key 89, versions 0-1; flexible 0+.

    Attributes:
        group_ids: Streams groups to describe. (versions 0+)
        include_authorized_operations: Set to get the operations the caller may perform on
            each group. (versions 0+)
        include_topology_description: Set to get each group's topology description as well
            (KIP-1331). (versions 1+)
    """

    API_KEY: ClassVar[int | None] = 89
    MESSAGE_TYPE: ClassVar[str] = "request"
    VALID_VERSIONS: ClassVar[range] = range(0, 2)
    FLEXIBLE_VERSIONS: ClassVar[range | None] = range(0, rt.VERSION_LIMIT)

    group_ids: list[str] = attrs.field(factory=list)
    include_authorized_operations: bool = False
    include_topology_description: bool = False
    unknown_tagged_fields: rt.Tags = ()


def _decode_StreamsGroupDescribeRequest_v0(
    data: bytes, pos: int
) -> tuple[StreamsGroupDescribeRequest, int]:
    """Decode StreamsGroupDescribeRequest, version 0."""
    data_end = len(data)
    n_group_ids = data[pos]
    pos += 1
    if n_group_ids > 127:
        n_group_ids, pos = rt.read_uvarint(data, pos - 1)
    n_group_ids -= 1
    if n_group_ids < 0:
        raise rt.Malformed
    if n_group_ids > data_end - pos:
        raise rt.Malformed
    items_group_ids: list[str] = []
    for _ in range(n_group_ids):
        n_e_group_ids = data[pos]
        pos += 1
        if n_e_group_ids > 127:
            n_e_group_ids, pos = rt.read_string_length(data, pos - 1)
        end = pos + n_e_group_ids - 1
        if not n_e_group_ids or end > data_end:
            raise rt.Malformed
        e_group_ids = data[pos:end].decode()
        pos = end
        items_group_ids.append(e_group_ids)
    group_ids = items_group_ids
    include_authorized_operations_raw, tag_count = _S_BB.unpack_from(data, pos)
    pos += 2
    include_authorized_operations = rt.BOOLS[include_authorized_operations_raw]
    unknown: rt.Tags = ()
    if tag_count:
        unknown, pos = rt.read_unknown_tags(data, pos - 1)
    obj = _new(StreamsGroupDescribeRequest)
    obj.group_ids = group_ids
    obj.include_authorized_operations = include_authorized_operations
    obj.include_topology_description = False
    obj.unknown_tagged_fields = unknown
    return obj, pos


def _decode_StreamsGroupDescribeRequest_v1(
    data: bytes, pos: int
) -> tuple[StreamsGroupDescribeRequest, int]:
    """Decode StreamsGroupDescribeRequest, version 1."""
    data_end = len(data)
    n_group_ids = data[pos]
    pos += 1
    if n_group_ids > 127:
        n_group_ids, pos = rt.read_uvarint(data, pos - 1)
    n_group_ids -= 1
    if n_group_ids < 0:
        raise rt.Malformed
    if n_group_ids > data_end - pos:
        raise rt.Malformed
    items_group_ids: list[str] = []
    for _ in range(n_group_ids):
        n_e_group_ids = data[pos]
        pos += 1
        if n_e_group_ids > 127:
            n_e_group_ids, pos = rt.read_string_length(data, pos - 1)
        end = pos + n_e_group_ids - 1
        if not n_e_group_ids or end > data_end:
            raise rt.Malformed
        e_group_ids = data[pos:end].decode()
        pos = end
        items_group_ids.append(e_group_ids)
    group_ids = items_group_ids
    include_authorized_operations_raw, include_topology_description_raw, tag_count = (
        _S_BBB.unpack_from(data, pos)
    )
    pos += 3
    include_authorized_operations = rt.BOOLS[include_authorized_operations_raw]
    include_topology_description = rt.BOOLS[include_topology_description_raw]
    unknown: rt.Tags = ()
    if tag_count:
        unknown, pos = rt.read_unknown_tags(data, pos - 1)
    obj = _new(StreamsGroupDescribeRequest)
    obj.group_ids = group_ids
    obj.include_authorized_operations = include_authorized_operations
    obj.include_topology_description = include_topology_description
    obj.unknown_tagged_fields = unknown
    return obj, pos


def _encode_StreamsGroupDescribeRequest_v0(
    obj: StreamsGroupDescribeRequest, out: bytearray
) -> None:
    """Encode StreamsGroupDescribeRequest, version 0."""
    append = out.append
    if obj.include_topology_description is not False:
        raise rt.Malformed
    a_group_ids = obj.group_ids
    n = len(a_group_ids) + 1
    if n < 128:
        append(n)
    else:
        out += rt.uvarint(n)
    if not isinstance(a_group_ids, (list, tuple)):
        raise rt.Malformed
    for e_group_ids in a_group_ids:
        b_e_group_ids = e_group_ids.encode()
        n = len(b_e_group_ids) + 1
        if n < 128:
            append(n)
        else:
            out += rt.string_length(n)
        out += b_e_group_ids
    if (
        obj.include_authorized_operations is not True
        and obj.include_authorized_operations is not False
    ):
        raise rt.Malformed
    out += _S_o.pack(obj.include_authorized_operations)
    if obj.unknown_tagged_fields:
        rt.write_tags(out, (), obj.unknown_tagged_fields)
    else:
        append(0)


def _encode_StreamsGroupDescribeRequest_v1(
    obj: StreamsGroupDescribeRequest, out: bytearray
) -> None:
    """Encode StreamsGroupDescribeRequest, version 1."""
    append = out.append
    a_group_ids = obj.group_ids
    n = len(a_group_ids) + 1
    if n < 128:
        append(n)
    else:
        out += rt.uvarint(n)
    if not isinstance(a_group_ids, (list, tuple)):
        raise rt.Malformed
    for e_group_ids in a_group_ids:
        b_e_group_ids = e_group_ids.encode()
        n = len(b_e_group_ids) + 1
        if n < 128:
            append(n)
        else:
            out += rt.string_length(n)
        out += b_e_group_ids
    if (
        obj.include_authorized_operations is not True
        and obj.include_authorized_operations is not False
    ):
        raise rt.Malformed
    if (
        obj.include_topology_description is not True
        and obj.include_topology_description is not False
    ):
        raise rt.Malformed
    out += _S_oo.pack(obj.include_authorized_operations, obj.include_topology_description)
    if obj.unknown_tagged_fields:
        rt.write_tags(out, (), obj.unknown_tagged_fields)
    else:
        append(0)


StreamsGroupDescribeRequest._SCHEMA = rt.StructInfo(
    "StreamsGroupDescribeRequest",
    (
        rt.FieldInfo("group_ids", "groupIds", "string", rt.vr("0+"), is_array=True, default=()),
        rt.FieldInfo(
            "include_authorized_operations",
            "includeAuthorizedOperations",
            "bool",
            rt.vr("0+"),
            default=False,
        ),
        rt.FieldInfo(
            "include_topology_description",
            "includeTopologyDescription",
            "bool",
            rt.vr("1+"),
            default=False,
        ),
    ),
    flexible=rt.vr("0+"),
)
StreamsGroupDescribeRequest._DECODERS = {
    0: _decode_StreamsGroupDescribeRequest_v0,
    1: _decode_StreamsGroupDescribeRequest_v1,
}
StreamsGroupDescribeRequest._ENCODERS = {
    0: _encode_StreamsGroupDescribeRequest_v0,
    1: _encode_StreamsGroupDescribeRequest_v1,
}
