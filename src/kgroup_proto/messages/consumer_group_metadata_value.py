"""ConsumerGroupMetadataValue: generated from ConsumerGroupMetadataValue.json; edit the schema, not this file."""

from __future__ import annotations

import struct
from typing import ClassVar

import attrs

from kgroup_proto import runtime as rt

_new = object.__new__
_S_i = struct.Struct(">i")
_S_iB = struct.Struct(">iB")


@attrs.define(weakref_slot=False)
class ConsumerGroupMetadataValue(rt.Struct):
    """The ConsumerGroupMetadataValue data.

    Versions 0; flexible 0+.

    Attributes:
        epoch: Current epoch of the group. (versions 0+)
    """

    API_KEY: ClassVar[int | None] = None
    MESSAGE_TYPE: ClassVar[str] = "data"
    VALID_VERSIONS: ClassVar[range] = range(0, 1)
    FLEXIBLE_VERSIONS: ClassVar[range | None] = range(0, rt.VERSION_LIMIT)

    epoch: int = 0
    unknown_tagged_fields: rt.Tags = ()


def _decode_ConsumerGroupMetadataValue_v0(
    data: bytes, pos: int
) -> tuple[ConsumerGroupMetadataValue, int]:
    """Decode ConsumerGroupMetadataValue, version 0."""
    epoch, tag_count = _S_iB.unpack_from(data, pos)
    pos += 5
    unknown: rt.Tags = ()
    if tag_count:
        unknown, pos = rt.read_unknown_tags(data, pos - 1)
    obj = _new(ConsumerGroupMetadataValue)
    obj.epoch = epoch
    obj.unknown_tagged_fields = unknown
    return obj, pos


def _encode_ConsumerGroupMetadataValue_v0(obj: ConsumerGroupMetadataValue, out: bytearray) -> None:
    """Encode ConsumerGroupMetadataValue, version 0."""
    out += _S_i.pack(obj.epoch)
    if obj.unknown_tagged_fields:
        rt.write_tags(out, (), obj.unknown_tagged_fields)
    else:
        out += b"\x00"


ConsumerGroupMetadataValue._SCHEMA = rt.StructInfo(
    "ConsumerGroupMetadataValue",
    (rt.FieldInfo("epoch", "epoch", "int32", rt.vr("0+"), default=0),),
    flexible=rt.vr("0+"),
)
ConsumerGroupMetadataValue._DECODERS = {
    0: _decode_ConsumerGroupMetadataValue_v0,
}
ConsumerGroupMetadataValue._ENCODERS = {
    0: _encode_ConsumerGroupMetadataValue_v0,
}
