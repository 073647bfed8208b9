"""ConsumerGroupPartitionMetadataKey: generated from ConsumerGroupPartitionMetadataKey.json; edit the schema, not this file."""

from __future__ import annotations

import struct
from typing import ClassVar

import attrs

from kgroup_proto import runtime as rt

_new = object.__new__
_S_h = struct.Struct(">h")


@attrs.define(weakref_slot=False)
class ConsumerGroupPartitionMetadataKey(rt.Struct):
    """The ConsumerGroupPartitionMetadataKey data.

    Versions 4.

    Attributes:
        group_id: Id of the group the record belongs to. (versions 4)
    """

    API_KEY: ClassVar[int | None] = None
    MESSAGE_TYPE: ClassVar[str] = "data"
    VALID_VERSIONS: ClassVar[range] = range(4, 5)
    FLEXIBLE_VERSIONS: ClassVar[range | None] = None

    group_id: str = ""


def _decode_ConsumerGroupPartitionMetadataKey_v4(
    data: bytes, pos: int
) -> tuple[ConsumerGroupPartitionMetadataKey, int]:
    """Decode ConsumerGroupPartitionMetadataKey, version 4."""
    data_end = len(data)
    (n_group_id,) = _S_h.unpack_from(data, pos)
    pos += 2
    end = pos + n_group_id
    if n_group_id < 0 or end > data_end:
        raise rt.Malformed
    group_id = data[pos:end].decode()
    pos = end
    obj = _new(ConsumerGroupPartitionMetadataKey)
    obj.group_id = group_id
    return obj, pos


def _encode_ConsumerGroupPartitionMetadataKey_v4(
    obj: ConsumerGroupPartitionMetadataKey, out: bytearray
) -> None:
    """Encode ConsumerGroupPartitionMetadataKey, version 4."""
    b_group_id = obj.group_id.encode()
    out += _S_h.pack(len(b_group_id))
    out += b_group_id


ConsumerGroupPartitionMetadataKey._SCHEMA = rt.StructInfo(
    "ConsumerGroupPartitionMetadataKey",
    (rt.FieldInfo("group_id", "groupId", "string", rt.vr("4"), default=""),),
    flexible=rt.vr("none"),
)
ConsumerGroupPartitionMetadataKey._DECODERS = {
    4: _decode_ConsumerGroupPartitionMetadataKey_v4,
}
ConsumerGroupPartitionMetadataKey._ENCODERS = {
    4: _encode_ConsumerGroupPartitionMetadataKey_v4,
}
