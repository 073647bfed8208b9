"""ShareGroupTargetAssignmentMetadataKey: generated from ShareGroupTargetAssignmentMetadataKey.json; edit the schema, not this file."""

from __future__ import annotations

import struct
from typing import ClassVar

import attrs

from kgroup_proto import runtime as rt

_new = object.__new__
_S_h = struct.Struct(">h")


@attrs.define(weakref_slot=False)
class ShareGroupTargetAssignmentMetadataKey(rt.Struct):
    """The ShareGroupTargetAssignmentMetadataKey data.

    Versions 12.

    Attributes:
        group_id: Id of the group the record belongs to. (versions 12)
    """

    API_KEY: ClassVar[int | None] = None
    MESSAGE_TYPE: ClassVar[str] = "data"
    VALID_VERSIONS: ClassVar[range] = range(12, 13)
    FLEXIBLE_VERSIONS: ClassVar[range | None] = None

    group_id: str = ""


def _decode_ShareGroupTargetAssignmentMetadataKey_v12(
    data: bytes, pos: int
) -> tuple[ShareGroupTargetAssignmentMetadataKey, int]:
    """Decode ShareGroupTargetAssignmentMetadataKey, version 12."""
    data_end = len(data)
    (n_group_id,) = _S_h.unpack_from(data, pos)
    pos += 2
    end = pos + n_group_id
    if n_group_id < 0 or end > data_end:
        raise rt.Malformed
    group_id = data[pos:end].decode()
    pos = end
    obj = _new(ShareGroupTargetAssignmentMetadataKey)
    obj.group_id = group_id
    return obj, pos


def _encode_ShareGroupTargetAssignmentMetadataKey_v12(
    obj: ShareGroupTargetAssignmentMetadataKey, out: bytearray
) -> None:
    """Encode ShareGroupTargetAssignmentMetadataKey, version 12."""
    b_group_id = obj.group_id.encode()
    out += _S_h.pack(len(b_group_id))
    out += b_group_id


ShareGroupTargetAssignmentMetadataKey._SCHEMA = rt.StructInfo(
    "ShareGroupTargetAssignmentMetadataKey",
    (rt.FieldInfo("group_id", "groupId", "string", rt.vr("12"), default=""),),
    flexible=rt.vr("none"),
)
ShareGroupTargetAssignmentMetadataKey._DECODERS = {
    12: _decode_ShareGroupTargetAssignmentMetadataKey_v12,
}
ShareGroupTargetAssignmentMetadataKey._ENCODERS = {
    12: _encode_ShareGroupTargetAssignmentMetadataKey_v12,
}
