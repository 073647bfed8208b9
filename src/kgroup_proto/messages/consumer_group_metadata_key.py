"""ConsumerGroupMetadataKey: generated from ConsumerGroupMetadataKey.json; edit the schema, not this file."""

from __future__ import annotations

import struct
from typing import ClassVar

import attrs

from kgroup_proto import runtime as rt

_new = object.__new__
_S_h = struct.Struct(">h")


@attrs.define(weakref_slot=False)
class ConsumerGroupMetadataKey(rt.Struct):
    """The ConsumerGroupMetadataKey data.

    Versions 3.

    Attributes:
        group_id: Id of the group the record belongs to. (versions 3)
    """

    API_KEY: ClassVar[int | None] = None
    MESSAGE_TYPE: ClassVar[str] = "data"
    VALID_VERSIONS: ClassVar[range] = range(3, 4)
    FLEXIBLE_VERSIONS: ClassVar[range | None] = None

    group_id: str = ""


def _decode_ConsumerGroupMetadataKey_v3(
    data: bytes, pos: int
) -> tuple[ConsumerGroupMetadataKey, int]:
    """Decode ConsumerGroupMetadataKey, version 3."""
    data_end = len(data)
    (n_group_id,) = _S_h.unpack_from(data, pos)
    pos += 2
    end = pos + n_group_id
    if n_group_id < 0 or end > data_end:
        raise rt.Malformed
    group_id = data[pos:end].decode()
    pos = end
    obj = _new(ConsumerGroupMetadataKey)
    obj.group_id = group_id
    return obj, pos


def _encode_ConsumerGroupMetadataKey_v3(obj: ConsumerGroupMetadataKey, out: bytearray) -> None:
    """Encode ConsumerGroupMetadataKey, version 3."""
    b_group_id = obj.group_id.encode()
    out += _S_h.pack(len(b_group_id))
    out += b_group_id


ConsumerGroupMetadataKey._SCHEMA = rt.StructInfo(
    "ConsumerGroupMetadataKey",
    (rt.FieldInfo("group_id", "groupId", "string", rt.vr("3"), default=""),),
    flexible=rt.vr("none"),
)
ConsumerGroupMetadataKey._DECODERS = {
    3: _decode_ConsumerGroupMetadataKey_v3,
}
ConsumerGroupMetadataKey._ENCODERS = {
    3: _encode_ConsumerGroupMetadataKey_v3,
}
