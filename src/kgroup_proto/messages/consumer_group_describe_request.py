"""ConsumerGroupDescribeRequest: generated from ConsumerGroupDescribeRequest.json; edit the schema, not this file."""

from __future__ import annotations

import struct
from typing import ClassVar

import attrs

from kgroup_proto import runtime as rt

_new = object.__new__
_S_BB = struct.Struct(">BB")
_S_o = struct.Struct(">?")


@attrs.define(weakref_slot=False)
class ConsumerGroupDescribeRequest(rt.Struct):
    """The ConsumerGroupDescribeRequest request.

    API key 69, versions 0-1; flexible 0+.

    Attributes:
        group_ids: Groups to describe. (versions 0+)
        include_authorized_operations: Set to get the operations the caller may perform on
            each group. (versions 0+)
    """

    API_KEY: ClassVar[int | None] = 69
    MESSAGE_TYPE: ClassVar[str] = "request"
    VALID_VERSIONS: ClassVar[range] = range(0, 2)
    FLEXIBLE_VERSIONS: ClassVar[range | None] = range(0, rt.VERSION_LIMIT)

    group_ids: list[str] = attrs.field(factory=list)
    include_authorized_operations: bool = False
    unknown_tagged_fields: rt.Tags = ()


def _decode_ConsumerGroupDescribeRequest_v0(
    data: bytes, pos: int
) -> tuple[ConsumerGroupDescribeRequest, int]:
    """Decode ConsumerGroupDescribeRequest, versions 0, 1."""
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
    obj = _new(ConsumerGroupDescribeRequest)
    obj.group_ids = group_ids
    obj.include_authorized_operations = include_authorized_operations
    obj.unknown_tagged_fields = unknown
    return obj, pos


def _encode_ConsumerGroupDescribeRequest_v0(
    obj: ConsumerGroupDescribeRequest, out: bytearray
) -> None:
    """Encode ConsumerGroupDescribeRequest, versions 0, 1."""
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
    out += _S_o.pack(obj.include_authorized_operations)
    if obj.unknown_tagged_fields:
        rt.write_tags(out, (), obj.unknown_tagged_fields)
    else:
        append(0)


ConsumerGroupDescribeRequest._SCHEMA = rt.StructInfo(
    "ConsumerGroupDescribeRequest",
    (
        rt.FieldInfo("group_ids", "groupIds", "string", rt.vr("0+"), is_array=True, default=()),
        rt.FieldInfo(
            "include_authorized_operations",
            "includeAuthorizedOperations",
            "bool",
            rt.vr("0+"),
            default=False,
        ),
    ),
    flexible=rt.vr("0+"),
)
ConsumerGroupDescribeRequest._DECODERS = {
    0: _decode_ConsumerGroupDescribeRequest_v0,
    1: _decode_ConsumerGroupDescribeRequest_v0,
}
ConsumerGroupDescribeRequest._ENCODERS = {
    0: _encode_ConsumerGroupDescribeRequest_v0,
    1: _encode_ConsumerGroupDescribeRequest_v0,
}
