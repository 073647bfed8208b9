"""ConsumerGroupMetadataValue: generated from ConsumerGroupMetadataValue.json; edit the schema, not this file."""

from __future__ import annotations

import struct
from typing import ClassVar

import attrs

from kgroup_proto import runtime as rt

_new = object.__new__
_S_i = struct.Struct(">i")
_S_q = struct.Struct(">q")


@attrs.define(weakref_slot=False)
class ConsumerGroupMetadataValue(rt.Struct):
    """The ConsumerGroupMetadataValue data.

    Versions 0; flexible 0+.

    Attributes:
        epoch: Current epoch of the group. (versions 0+)
        metadata_hash: Hash over the metadata of every subscribed topic; a different hash
            means topics changed and the group must rebalance (KIP-1101). 0 when not
            computed. (versions 0+, tag 0)
    """

    API_KEY: ClassVar[int | None] = None
    MESSAGE_TYPE: ClassVar[str] = "data"
    VALID_VERSIONS: ClassVar[range] = range(0, 1)
    FLEXIBLE_VERSIONS: ClassVar[range | None] = range(0, rt.VERSION_LIMIT)

    epoch: int = 0
    metadata_hash: int = 0
    unknown_tagged_fields: rt.Tags = ()


def _decode_ConsumerGroupMetadataValue_v0(
    data: bytes, pos: int
) -> tuple[ConsumerGroupMetadataValue, int]:
    """Decode ConsumerGroupMetadataValue, version 0."""
    data_end = len(data)
    (epoch,) = _S_i.unpack_from(data, pos)
    pos += 4
    metadata_hash: int
    metadata_hash = 0
    unknown: rt.Tags = ()
    if data[pos]:
        unknown_list: list[tuple[int, bytes]] = []
        count, pos = rt.read_uvarint(data, pos)
        last_tag = -1
        for _ in range(count):
            tag, pos = rt.read_uvarint(data, pos)
            if tag <= last_tag or tag > rt.TAG_LIMIT:
                raise rt.Malformed
            last_tag = tag
            size, pos = rt.read_uvarint(data, pos)
            end_tag = pos + size
            if end_tag > data_end:
                raise rt.Malformed
            if tag == 0:
                (metadata_hash,) = _S_q.unpack_from(data, pos)
                pos += 8
                if not (metadata_hash != 0):
                    unknown_list.append((tag, data[end_tag - size : end_tag]))
            else:
                unknown_list.append((tag, data[pos:end_tag]))
                pos = end_tag
            if pos != end_tag:
                raise rt.Malformed
        unknown = tuple(unknown_list)
    else:
        pos += 1
    obj = _new(ConsumerGroupMetadataValue)
    obj.epoch = epoch
    obj.metadata_hash = metadata_hash
    obj.unknown_tagged_fields = unknown
    return obj, pos


def _encode_ConsumerGroupMetadataValue_v0(obj: ConsumerGroupMetadataValue, out: bytearray) -> None:
    """Encode ConsumerGroupMetadataValue, version 0."""
    out += _S_i.pack(obj.epoch)
    tags: list[tuple[int, bytes]] = []
    sub: bytearray
    if obj.metadata_hash != 0:
        sub = bytearray()
        sub += _S_q.pack(obj.metadata_hash)
        tags.append((0, bytes(sub)))
    rt.write_tags(out, tags, obj.unknown_tagged_fields, (0,))


ConsumerGroupMetadataValue._SCHEMA = rt.StructInfo(
    "ConsumerGroupMetadataValue",
    (
        rt.FieldInfo("epoch", "epoch", "int32", rt.vr("0+"), default=0),
        rt.FieldInfo(
            "metadata_hash",
            "metadataHash",
            "int64",
            rt.vr("0+"),
            tagged=rt.vr("0+"),
            tag=0,
            default=0,
        ),
    ),
    flexible=rt.vr("0+"),
)
ConsumerGroupMetadataValue._DECODERS = {
    0: _decode_ConsumerGroupMetadataValue_v0,
}
ConsumerGroupMetadataValue._ENCODERS = {
    0: _encode_ConsumerGroupMetadataValue_v0,
}
