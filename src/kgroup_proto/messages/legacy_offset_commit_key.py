"""LegacyOffsetCommitKey: generated from LegacyOffsetCommitKey.json; edit the schema, not this file."""

from __future__ import annotations

import struct
from typing import ClassVar

import attrs

from kgroup_proto import runtime as rt

_new = object.__new__
_S_h = struct.Struct(">h")
_S_i = struct.Struct(">i")


@attrs.define(weakref_slot=False)
class LegacyOffsetCommitKey(rt.Struct):
    """The LegacyOffsetCommitKey data.

    Versions 0.

    Attributes:
        group: Consumer group that owns the committed offset. (versions 0)
        topic: Topic the offset was committed for. (versions 0)
        partition: Partition the offset was committed for. (versions 0)
    """

    API_KEY: ClassVar[int | None] = None
    MESSAGE_TYPE: ClassVar[str] = "data"
    VALID_VERSIONS: ClassVar[range] = range(0, 1)
    FLEXIBLE_VERSIONS: ClassVar[range | None] = None

    group: str = ""
    topic: str = ""
    partition: int = 0


def _decode_LegacyOffsetCommitKey_v0(data: bytes, pos: int) -> tuple[LegacyOffsetCommitKey, int]:
    """Decode LegacyOffsetCommitKey, version 0."""
    data_end = len(data)
    (n_group,) = _S_h.unpack_from(data, pos)
    pos += 2
    end = pos + n_group
    if n_group < 0 or end > data_end:
        raise rt.Malformed
    group = data[pos:end].decode()
    pos = end
    (n_topic,) = _S_h.unpack_from(data, pos)
    pos += 2
    end = pos + n_topic
    if n_topic < 0 or end > data_end:
        raise rt.Malformed
    topic = data[pos:end].decode()
    pos = end
    (partition,) = _S_i.unpack_from(data, pos)
    pos += 4
    obj = _new(LegacyOffsetCommitKey)
    obj.group = group
    obj.topic = topic
    obj.partition = partition
    return obj, pos


def _encode_LegacyOffsetCommitKey_v0(obj: LegacyOffsetCommitKey, out: bytearray) -> None:
    """Encode LegacyOffsetCommitKey, version 0."""
    b_group = obj.group.encode()
    out += _S_h.pack(len(b_group))
    out += b_group
    b_topic = obj.topic.encode()
    out += _S_h.pack(len(b_topic))
    out += b_topic
    out += _S_i.pack(obj.partition)


LegacyOffsetCommitKey._SCHEMA = rt.StructInfo(
    "LegacyOffsetCommitKey",
    (
        rt.FieldInfo("group", "group", "string", rt.vr("0"), default=""),
        rt.FieldInfo("topic", "topic", "string", rt.vr("0"), default=""),
        rt.FieldInfo("partition", "partition", "int32", rt.vr("0"), default=0),
    ),
    flexible=rt.vr("none"),
)
LegacyOffsetCommitKey._DECODERS = {
    0: _decode_LegacyOffsetCommitKey_v0,
}
LegacyOffsetCommitKey._ENCODERS = {
    0: _encode_LegacyOffsetCommitKey_v0,
}
