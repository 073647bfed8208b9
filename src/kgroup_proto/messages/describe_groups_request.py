"""DescribeGroupsRequest: generated from DescribeGroupsRequest.json; edit the schema, not this file."""

from __future__ import annotations

import struct
from typing import ClassVar

import attrs

from kgroup_proto import runtime as rt

_new = object.__new__
_S_BB = struct.Struct(">BB")
_S_h = struct.Struct(">h")
_S_i = struct.Struct(">i")
_S_o = struct.Struct(">?")


@attrs.define(weakref_slot=False)
class DescribeGroupsRequest(rt.Struct):
    """The DescribeGroupsRequest request.

    API key 15, versions 0-6; flexible 5+.

    Attributes:
        groups: IDs of the groups to look up. (versions 0+)
        include_authorized_operations: When true, the response lists the ACL operations the
            caller may perform on each group. (versions 3+)
    """

    API_KEY: ClassVar[int | None] = 15
    MESSAGE_TYPE: ClassVar[str] = "request"
    VALID_VERSIONS: ClassVar[range] = range(0, 7)
    FLEXIBLE_VERSIONS: ClassVar[range | None] = range(5, rt.VERSION_LIMIT)

    groups: list[str] = attrs.field(factory=list)
    include_authorized_operations: bool = False
    unknown_tagged_fields: rt.Tags = ()


def _decode_DescribeGroupsRequest_v0(data: bytes, pos: int) -> tuple[DescribeGroupsRequest, int]:
    """Decode DescribeGroupsRequest, versions 0, 1, 2."""
    data_end = len(data)
    (n_groups,) = _S_i.unpack_from(data, pos)
    pos += 4
    if n_groups < 0:
        raise rt.Malformed
    if n_groups > data_end - pos:
        raise rt.Malformed
    items_groups: list[str] = []
    for _ in range(n_groups):
        (n_e_groups,) = _S_h.unpack_from(data, pos)
        pos += 2
        end = pos + n_e_groups
        if n_e_groups < 0 or end > data_end:
            raise rt.Malformed
        e_groups = data[pos:end].decode()
        pos = end
        items_groups.append(e_groups)
    groups = items_groups
    obj = _new(DescribeGroupsRequest)
    obj.groups = groups
    obj.include_authorized_operations = False
    obj.unknown_tagged_fields = ()
    return obj, pos


def _decode_DescribeGroupsRequest_v3(data: bytes, pos: int) -> tuple[DescribeGroupsRequest, int]:
    """Decode DescribeGroupsRequest, versions 3, 4."""
    data_end = len(data)
    (n_groups,) = _S_i.unpack_from(data, pos)
    pos += 4
    if n_groups < 0:
        raise rt.Malformed
    if n_groups > data_end - pos:
        raise rt.Malformed
    items_groups: list[str] = []
    for _ in range(n_groups):
        (n_e_groups,) = _S_h.unpack_from(data, pos)
        pos += 2
        end = pos + n_e_groups
        if n_e_groups < 0 or end > data_end:
            raise rt.Malformed
        e_groups = data[pos:end].decode()
        pos = end
        items_groups.append(e_groups)
    groups = items_groups
    include_authorized_operations_raw = data[pos]
    pos += 1
    include_authorized_operations = rt.BOOLS[include_authorized_operations_raw]
    obj = _new(DescribeGroupsRequest)
    obj.groups = groups
    obj.include_authorized_operations = include_authorized_operations
    obj.unknown_tagged_fields = ()
    return obj, pos


def _decode_DescribeGroupsRequest_v5(data: bytes, pos: int) -> tuple[DescribeGroupsRequest, int]:
    """Decode DescribeGroupsRequest, versions 5, 6."""
    data_end = len(data)
    n_groups = data[pos]
    pos += 1
    if n_groups > 127:
        n_groups, pos = rt.read_uvarint(data, pos - 1)
    n_groups -= 1
    if n_groups < 0:
        raise rt.Malformed
    if n_groups > data_end - pos:
        raise rt.Malformed
    items_groups: list[str] = []
    for _ in range(n_groups):
        n_e_groups = data[pos]
        pos += 1
        if n_e_groups > 127:
            n_e_groups, pos = rt.read_string_length(data, pos - 1)
        end = pos + n_e_groups - 1
        if not n_e_groups or end > data_end:
            raise rt.Malformed
        e_groups = data[pos:end].decode()
        pos = end
        items_groups.append(e_groups)
    groups = items_groups
    include_authorized_operations_raw, tag_count = _S_BB.unpack_from(data, pos)
    pos += 2
    include_authorized_operations = rt.BOOLS[include_authorized_operations_raw]
    unknown: rt.Tags = ()
    if tag_count:
        unknown, pos = rt.read_unknown_tags(data, pos - 1)
    obj = _new(DescribeGroupsRequest)
    obj.groups = groups
    obj.include_authorized_operations = include_authorized_operations
    obj.unknown_tagged_fields = unknown
    return obj, pos


def _encode_DescribeGroupsRequest_v0(obj: DescribeGroupsRequest, out: bytearray) -> None:
    """Encode DescribeGroupsRequest, versions 0, 1, 2."""
    if obj.include_authorized_operations is not False:
        raise rt.Malformed
    a_groups = obj.groups
    out += _S_i.pack(len(a_groups))
    if not isinstance(a_groups, (list, tuple)):
        raise rt.Malformed
    for e_groups in a_groups:
        b_e_groups = e_groups.encode()
        out += _S_h.pack(len(b_e_groups))
        out += b_e_groups
    if obj.unknown_tagged_fields:
        raise rt.Malformed


def _encode_DescribeGroupsRequest_v3(obj: DescribeGroupsRequest, out: bytearray) -> None:
    """Encode DescribeGroupsRequest, versions 3, 4."""
    a_groups = obj.groups
    out += _S_i.pack(len(a_groups))
    if not isinstance(a_groups, (list, tuple)):
        raise rt.Malformed
    for e_groups in a_groups:
        b_e_groups = e_groups.encode()
        out += _S_h.pack(len(b_e_groups))
        out += b_e_groups
    if (
        obj.include_authorized_operations is not True
        and obj.include_authorized_operations is not False
    ):
        raise rt.Malformed
    out += _S_o.pack(obj.include_authorized_operations)
    if obj.unknown_tagged_fields:
        raise rt.Malformed


def _encode_DescribeGroupsRequest_v5(obj: DescribeGroupsRequest, out: bytearray) -> None:
    """Encode DescribeGroupsRequest, versions 5, 6."""
    append = out.append
    a_groups = obj.groups
    n = len(a_groups) + 1
    if n < 128:
        append(n)
    else:
        out += rt.uvarint(n)
    if not isinstance(a_groups, (list, tuple)):
        raise rt.Malformed
    for e_groups in a_groups:
        b_e_groups = e_groups.encode()
        n = len(b_e_groups) + 1
        if n < 128:
            append(n)
        else:
            out += rt.string_length(n)
        out += b_e_groups
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


DescribeGroupsRequest._SCHEMA = rt.StructInfo(
    "DescribeGroupsRequest",
    (
        rt.FieldInfo("groups", "groups", "string", rt.vr("0+"), is_array=True, default=()),
        rt.FieldInfo(
            "include_authorized_operations",
            "includeAuthorizedOperations",
            "bool",
            rt.vr("3+"),
            default=False,
        ),
    ),
    flexible=rt.vr("5+"),
)
DescribeGroupsRequest._DECODERS = {
    0: _decode_DescribeGroupsRequest_v0,
    1: _decode_DescribeGroupsRequest_v0,
    2: _decode_DescribeGroupsRequest_v0,
    3: _decode_DescribeGroupsRequest_v3,
    4: _decode_DescribeGroupsRequest_v3,
    5: _decode_DescribeGroupsRequest_v5,
    6: _decode_DescribeGroupsRequest_v5,
}
DescribeGroupsRequest._ENCODERS = {
    0: _encode_DescribeGroupsRequest_v0,
    1: _encode_DescribeGroupsRequest_v0,
    2: _encode_DescribeGroupsRequest_v0,
    3: _encode_DescribeGroupsRequest_v3,
    4: _encode_DescribeGroupsRequest_v3,
    5: _encode_DescribeGroupsRequest_v5,
    6: _encode_DescribeGroupsRequest_v5,
}
