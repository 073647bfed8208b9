"""ShareGroupStatePartitionMetadataKey: generated from ShareGroupStatePartitionMetadataKey.json; edit the schema, not this file."""

from __future__ import annotations

import struct
from typing import ClassVar

import attrs

from kgroup_proto import runtime as rt

_new = object.__new__
_S_h = struct.Struct(">h")


@attrs.define(weakref_slot=False)
class ShareGroupStatePartitionMetadataKey(rt.Struct):
    """The ShareGroupStatePartitionMetadataKey data.

    Versions 15.

    Attributes:
        group_id: Id of the group the record belongs to. (versions 15)
    """

    API_KEY: ClassVar[int | None] = None
    MESSAGE_TYPE: ClassVar[str] = "data"
    VALID_VERSIONS: ClassVar[range] = range(15, 16)
    FLEXIBLE_VERSIONS: ClassVar[range | None] = None

    group_id: str = ""


def _decode_ShareGroupStatePartitionMetadataKey_v15(
    data: bytes, pos: int
) -> tuple[ShareGroupStatePartitionMetadataKey, int]:
    """Decode ShareGroupStatePartitionMetadataKey, version 15."""
    data_end = len(data)
    (n_group_id,) = _S_h.unpack_from(data, pos)
    pos += 2
    end = pos + n_group_id
    if n_group_id < 0 or end > data_end:
        raise rt.Malformed
    group_id = data[pos:end].decode()
    pos = end
    obj = _new(ShareGroupStatePartitionMetadataKey)
    obj.group_id = group_id
    return obj, pos


def _encode_ShareGroupStatePartitionMetadataKey_v15(
    obj: ShareGroupStatePartitionMetadataKey, out: bytearray
) -> None:
    """Encode ShareGroupStatePartitionMetadataKey, version 15."""
    b_group_id = obj.group_id.encode()
    out += _S_h.pack(len(b_group_id))
    out += b_group_id


ShareGroupStatePartitionMetadataKey._SCHEMA = rt.StructInfo(
    "ShareGroupStatePartitionMetadataKey",
    (rt.FieldInfo("group_id", "groupId", "string", rt.vr("15"), default=""),),
    flexible=rt.vr("none"),
)
ShareGroupStatePartitionMetadataKey._DECODERS = {
    15: _decode_ShareGroupStatePartitionMetadataKey_v15,
}
ShareGroupStatePartitionMetadataKey._ENCODERS = {
    15: _encode_ShareGroupStatePartitionMetadataKey_v15,
}
