"""ShareGroupPartitionMetadataKey: generated from ShareGroupPartitionMetadataKey.json; edit the schema, not this file."""

from __future__ import annotations

import struct
from typing import ClassVar

import attrs

from kgroup_proto import runtime as rt

_new = object.__new__
_S_h = struct.Struct(">h")


@attrs.define(weakref_slot=False)
class ShareGroupPartitionMetadataKey(rt.Struct):
    """The ShareGroupPartitionMetadataKey data.

    Versions 9.

    Attributes:
        group_id: Id of the group the record belongs to. (versions 9)
    """

    API_KEY: ClassVar[int | None] = None
    MESSAGE_TYPE: ClassVar[str] = "data"
    VALID_VERSIONS: ClassVar[range] = range(9, 10)
    FLEXIBLE_VERSIONS: ClassVar[range | None] = None

    group_id: str = ""


def _decode_ShareGroupPartitionMetadataKey_v9(
    data: bytes, pos: int
) -> tuple[ShareGroupPartitionMetadataKey, int]:
    """Decode ShareGroupPartitionMetadataKey, version 9."""
    data_end = len(data)
    (n_group_id,) = _S_h.unpack_from(data, pos)
    pos += 2
    end = pos + n_group_id
    if n_group_id < 0 or end > data_end:
        raise rt.Malformed
    group_id = data[pos:end].decode()
    pos = end
    obj = _new(ShareGroupPartitionMetadataKey)
    obj.group_id = group_id
    return obj, pos


def _encode_ShareGroupPartitionMetadataKey_v9(
    obj: ShareGroupPartitionMetadataKey, out: bytearray
) -> None:
    """Encode ShareGroupPartitionMetadataKey, version 9."""
    b_group_id = obj.group_id.encode()
    out += _S_h.pack(len(b_group_id))
    out += b_group_id


ShareGroupPartitionMetadataKey._SCHEMA = rt.StructInfo(
    "ShareGroupPartitionMetadataKey",
    (rt.FieldInfo("group_id", "groupId", "string", rt.vr("9"), default=""),),
    flexible=rt.vr("none"),
)
ShareGroupPartitionMetadataKey._DECODERS = {
    9: _decode_ShareGroupPartitionMetadataKey_v9,
}
ShareGroupPartitionMetadataKey._ENCODERS = {
    9: _encode_ShareGroupPartitionMetadataKey_v9,
}
