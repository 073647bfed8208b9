"""ShareGroupMetadataValue: generated from ShareGroupMetadataValue.json; edit the schema, not this file."""

from __future__ import annotations

import struct
from typing import ClassVar

import attrs

from kgroup_proto import runtime as rt

_new = object.__new__
_S_iq = struct.Struct(">iq")
_S_iqB = struct.Struct(">iqB")


@attrs.define(weakref_slot=False)
class ShareGroupMetadataValue(rt.Struct):
    """The ShareGroupMetadataValue data.

    Versions 0; flexible 0+.

    Attributes:
        epoch: Current epoch of the group. (versions 0+)
        metadata_hash: Hash over the metadata of every subscribed topic; a different hash
            means topics changed and the group must be reassigned. (versions 0+)
    """

    API_KEY: ClassVar[int | None] = None
    MESSAGE_TYPE: ClassVar[str] = "data"
    VALID_VERSIONS: ClassVar[range] = range(0, 1)
    FLEXIBLE_VERSIONS: ClassVar[range | None] = range(0, rt.VERSION_LIMIT)

    epoch: int = 0
    metadata_hash: int = 0
    unknown_tagged_fields: rt.Tags = ()


def _decode_ShareGroupMetadataValue_v0(
    data: bytes, pos: int
) -> tuple[ShareGroupMetadataValue, int]:
    """Decode ShareGroupMetadataValue, version 0."""
    epoch, metadata_hash, tag_count = _S_iqB.unpack_from(data, pos)
    pos += 13
    unknown: rt.Tags = ()
    if tag_count:
        unknown, pos = rt.read_unknown_tags(data, pos - 1)
    obj = _new(ShareGroupMetadataValue)
    obj.epoch = epoch
    obj.metadata_hash = metadata_hash
    obj.unknown_tagged_fields = unknown
    return obj, pos


def _encode_ShareGroupMetadataValue_v0(obj: ShareGroupMetadataValue, out: bytearray) -> None:
    """Encode ShareGroupMetadataValue, version 0."""
    out += _S_iq.pack(obj.epoch, obj.metadata_hash)
    if obj.unknown_tagged_fields:
        rt.write_tags(out, (), obj.unknown_tagged_fields)
    else:
        out.append(0)


ShareGroupMetadataValue._SCHEMA = rt.StructInfo(
    "ShareGroupMetadataValue",
    (
        rt.FieldInfo("epoch", "epoch", "int32", rt.vr("0+"), default=0),
        rt.FieldInfo("metadata_hash", "metadataHash", "int64", rt.vr("0+"), default=0),
    ),
    flexible=rt.vr("0+"),
)
ShareGroupMetadataValue._DECODERS = {
    0: _decode_ShareGroupMetadataValue_v0,
}
ShareGroupMetadataValue._ENCODERS = {
    0: _encode_ShareGroupMetadataValue_v0,
}
