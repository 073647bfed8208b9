"""ShareGroupMetadataKey: generated from ShareGroupMetadataKey.json; edit the schema, not this file."""

from __future__ import annotations

import struct
from typing import ClassVar

import attrs

from kgroup_proto import runtime as rt

_new = object.__new__
_S_h = struct.Struct(">h")


@attrs.define(weakref_slot=False)
class ShareGroupMetadataKey(rt.Struct):
    """The ShareGroupMetadataKey data.

    Versions 11.

    Attributes:
        group_id: Id of the group the record belongs to. (versions 11)
    """

    API_KEY: ClassVar[int | None] = None
    MESSAGE_TYPE: ClassVar[str] = "data"
    VALID_VERSIONS: ClassVar[range] = range(11, 12)
    FLEXIBLE_VERSIONS: ClassVar[range | None] = None

    group_id: str = ""


def _decode_ShareGroupMetadataKey_v11(data: bytes, pos: int) -> tuple[ShareGroupMetadataKey, int]:
    """Decode ShareGroupMetadataKey, version 11."""
    data_end = len(data)
    (n_group_id,) = _S_h.unpack_from(data, pos)
    pos += 2
    end = pos + n_group_id
    if n_group_id < 0 or end > data_end:
        raise rt.Malformed
    group_id = data[pos:end].decode()
    pos = end
    obj = _new(ShareGroupMetadataKey)
    obj.group_id = group_id
    return obj, pos


def _encode_ShareGroupMetadataKey_v11(obj: ShareGroupMetadataKey, out: bytearray) -> None:
    """Encode ShareGroupMetadataKey, version 11."""
    b_group_id = obj.group_id.encode()
    out += _S_h.pack(len(b_group_id))
    out += b_group_id


ShareGroupMetadataKey._SCHEMA = rt.StructInfo(
    "ShareGroupMetadataKey",
    (rt.FieldInfo("group_id", "groupId", "string", rt.vr("11"), default=""),),
    flexible=rt.vr("none"),
)
ShareGroupMetadataKey._DECODERS = {
    11: _decode_ShareGroupMetadataKey_v11,
}
ShareGroupMetadataKey._ENCODERS = {
    11: _encode_ShareGroupMetadataKey_v11,
}
