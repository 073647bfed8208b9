"""StreamsGroupMetadataKey: generated from StreamsGroupMetadataKey.json; edit the schema, not this file."""

from __future__ import annotations

import struct
from typing import ClassVar

import attrs

from kgroup_proto import runtime as rt

_new = object.__new__
_S_h = struct.Struct(">h")


@attrs.define(weakref_slot=False)
class StreamsGroupMetadataKey(rt.Struct):
    """The StreamsGroupMetadataKey data.

    Versions 17.

    Attributes:
        group_id: Id of the group the record belongs to. (versions 17)
    """

    API_KEY: ClassVar[int | None] = None
    MESSAGE_TYPE: ClassVar[str] = "data"
    VALID_VERSIONS: ClassVar[range] = range(17, 18)
    FLEXIBLE_VERSIONS: ClassVar[range | None] = None

    group_id: str = ""


def _decode_StreamsGroupMetadataKey_v17(
    data: bytes, pos: int
) -> tuple[StreamsGroupMetadataKey, int]:
    """Decode StreamsGroupMetadataKey, version 17."""
    data_end = len(data)
    (n_group_id,) = _S_h.unpack_from(data, pos)
    pos += 2
    end = pos + n_group_id
    if n_group_id < 0 or end > data_end:
        raise rt.Malformed
    group_id = data[pos:end].decode()
    pos = end
    obj = _new(StreamsGroupMetadataKey)
    obj.group_id = group_id
    return obj, pos


def _encode_StreamsGroupMetadataKey_v17(obj: StreamsGroupMetadataKey, out: bytearray) -> None:
    """Encode StreamsGroupMetadataKey, version 17."""
    b_group_id = obj.group_id.encode()
    out += _S_h.pack(len(b_group_id))
    out += b_group_id


StreamsGroupMetadataKey._SCHEMA = rt.StructInfo(
    "StreamsGroupMetadataKey",
    (rt.FieldInfo("group_id", "groupId", "string", rt.vr("17"), default=""),),
    flexible=rt.vr("none"),
)
StreamsGroupMetadataKey._DECODERS = {
    17: _decode_StreamsGroupMetadataKey_v17,
}
StreamsGroupMetadataKey._ENCODERS = {
    17: _encode_StreamsGroupMetadataKey_v17,
}
