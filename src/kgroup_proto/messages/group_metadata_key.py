"""GroupMetadataKey: generated from GroupMetadataKey.json; edit the schema, not this file."""

from __future__ import annotations

import struct
from typing import ClassVar

import attrs

from kgroup_proto import runtime as rt

_new = object.__new__
_S_h = struct.Struct(">h")


@attrs.define(weakref_slot=False)
class GroupMetadataKey(rt.Struct):
    """The GroupMetadataKey data.

    Versions 2.

    Attributes:
        group: Id of the group the record describes. (versions 2)
    """

    API_KEY: ClassVar[int | None] = None
    MESSAGE_TYPE: ClassVar[str] = "data"
    VALID_VERSIONS: ClassVar[range] = range(2, 3)
    FLEXIBLE_VERSIONS: ClassVar[range | None] = None

    group: str = ""


def _decode_GroupMetadataKey_v2(data: bytes, pos: int) -> tuple[GroupMetadataKey, int]:
    """Decode GroupMetadataKey, version 2."""
    data_end = len(data)
    (n_group,) = _S_h.unpack_from(data, pos)
    pos += 2
    end = pos + n_group
    if n_group < 0 or end > data_end:
        raise rt.Malformed
    group = data[pos:end].decode()
    pos = end
    obj = _new(GroupMetadataKey)
    obj.group = group
    return obj, pos


def _encode_GroupMetadataKey_v2(obj: GroupMetadataKey, out: bytearray) -> None:
    """Encode GroupMetadataKey, version 2."""
    b_group = obj.group.encode()
    out += _S_h.pack(len(b_group))
    out += b_group


GroupMetadataKey._SCHEMA = rt.StructInfo(
    "GroupMetadataKey",
    (rt.FieldInfo("group", "group", "string", rt.vr("2"), default=""),),
    flexible=rt.vr("none"),
)
GroupMetadataKey._DECODERS = {
    2: _decode_GroupMetadataKey_v2,
}
GroupMetadataKey._ENCODERS = {
    2: _encode_GroupMetadataKey_v2,
}
