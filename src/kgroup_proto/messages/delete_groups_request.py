"""DeleteGroupsRequest: generated from DeleteGroupsRequest.json; edit the schema, not this file."""

from __future__ import annotations

import struct
from typing import ClassVar

import attrs

from kgroup_proto import runtime as rt

_new = object.__new__
_S_h = struct.Struct(">h")
_S_i = struct.Struct(">i")


@attrs.define(weakref_slot=False)
class DeleteGroupsRequest(rt.Struct):
    """The DeleteGroupsRequest request.

    API key 42, versions 0-3; flexible 2+.

    Attributes:
        groups_names: IDs of the groups to remove. (versions 0+)
    """

    API_KEY: ClassVar[int | None] = 42
    MESSAGE_TYPE: ClassVar[str] = "request"
    VALID_VERSIONS: ClassVar[range] = range(0, 4)
    FLEXIBLE_VERSIONS: ClassVar[range | None] = range(2, rt.VERSION_LIMIT)

    groups_names: list[str] = attrs.field(factory=list)
    unknown_tagged_fields: rt.Tags = ()


def _decode_DeleteGroupsRequest_v0(data: bytes, pos: int) -> tuple[DeleteGroupsRequest, int]:
    """Decode DeleteGroupsRequest, versions 0, 1."""
    data_end = len(data)
    (n_groups_names,) = _S_i.unpack_from(data, pos)
    pos += 4
    if n_groups_names < 0:
        raise rt.Malformed
    if n_groups_names > data_end - pos:
        raise rt.Malformed
    items_groups_names: list[str] = []
    for _ in range(n_groups_names):
        (n_e_groups_names,) = _S_h.unpack_from(data, pos)
        pos += 2
        end = pos + n_e_groups_names
        if n_e_groups_names < 0 or end > data_end:
            raise rt.Malformed
        e_groups_names = data[pos:end].decode()
        pos = end
        items_groups_names.append(e_groups_names)
    groups_names = items_groups_names
    obj = _new(DeleteGroupsRequest)
    obj.groups_names = groups_names
    obj.unknown_tagged_fields = ()
    return obj, pos


def _decode_DeleteGroupsRequest_v2(data: bytes, pos: int) -> tuple[DeleteGroupsRequest, int]:
    """Decode DeleteGroupsRequest, versions 2, 3."""
    data_end = len(data)
    n_groups_names = data[pos]
    pos += 1
    if n_groups_names > 127:
        n_groups_names, pos = rt.read_uvarint(data, pos - 1)
    n_groups_names -= 1
    if n_groups_names < 0:
        raise rt.Malformed
    if n_groups_names > data_end - pos:
        raise rt.Malformed
    items_groups_names: list[str] = []
    for _ in range(n_groups_names):
        n_e_groups_names = data[pos]
        pos += 1
        if n_e_groups_names > 127:
            n_e_groups_names, pos = rt.read_string_length(data, pos - 1)
        end = pos + n_e_groups_names - 1
        if not n_e_groups_names or end > data_end:
            raise rt.Malformed
        e_groups_names = data[pos:end].decode()
        pos = end
        items_groups_names.append(e_groups_names)
    groups_names = items_groups_names
    tag_count = data[pos]
    pos += 1
    unknown: rt.Tags = ()
    if tag_count:
        unknown, pos = rt.read_unknown_tags(data, pos - 1)
    obj = _new(DeleteGroupsRequest)
    obj.groups_names = groups_names
    obj.unknown_tagged_fields = unknown
    return obj, pos


def _encode_DeleteGroupsRequest_v0(obj: DeleteGroupsRequest, out: bytearray) -> None:
    """Encode DeleteGroupsRequest, versions 0, 1."""
    a_groups_names = obj.groups_names
    out += _S_i.pack(len(a_groups_names))
    if not isinstance(a_groups_names, (list, tuple)):
        raise rt.Malformed
    for e_groups_names in a_groups_names:
        b_e_groups_names = e_groups_names.encode()
        out += _S_h.pack(len(b_e_groups_names))
        out += b_e_groups_names
    if obj.unknown_tagged_fields:
        raise rt.Malformed


def _encode_DeleteGroupsRequest_v2(obj: DeleteGroupsRequest, out: bytearray) -> None:
    """Encode DeleteGroupsRequest, versions 2, 3."""
    append = out.append
    a_groups_names = obj.groups_names
    n = len(a_groups_names) + 1
    if n < 128:
        append(n)
    else:
        out += rt.uvarint(n)
    if not isinstance(a_groups_names, (list, tuple)):
        raise rt.Malformed
    for e_groups_names in a_groups_names:
        b_e_groups_names = e_groups_names.encode()
        n = len(b_e_groups_names) + 1
        if n < 128:
            append(n)
        else:
            out += rt.string_length(n)
        out += b_e_groups_names
    if obj.unknown_tagged_fields:
        rt.write_tags(out, (), obj.unknown_tagged_fields)
    else:
        append(0)


DeleteGroupsRequest._SCHEMA = rt.StructInfo(
    "DeleteGroupsRequest",
    (
        rt.FieldInfo(
            "groups_names", "groupsNames", "string", rt.vr("0+"), is_array=True, default=()
        ),
    ),
    flexible=rt.vr("2+"),
)
DeleteGroupsRequest._DECODERS = {
    0: _decode_DeleteGroupsRequest_v0,
    1: _decode_DeleteGroupsRequest_v0,
    2: _decode_DeleteGroupsRequest_v2,
    3: _decode_DeleteGroupsRequest_v2,
}
DeleteGroupsRequest._ENCODERS = {
    0: _encode_DeleteGroupsRequest_v0,
    1: _encode_DeleteGroupsRequest_v0,
    2: _encode_DeleteGroupsRequest_v2,
    3: _encode_DeleteGroupsRequest_v2,
}
