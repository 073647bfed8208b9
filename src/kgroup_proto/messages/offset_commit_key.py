"""OffsetCommitKey: generated from OffsetCommitKey.json; edit the schema, not this file."""

from __future__ import annotations

import struct
from typing import ClassVar

import attrs

from kgroup_proto import runtime as rt

_new = object.__new__
_S_h = struct.Struct(">h")
_S_i = struct.Struct(">i")


@attrs.define(weakref_slot=False)
class OffsetCommitKey(rt.Struct):
    """The OffsetCommitKey data.

    Versions 0-1.

    Attributes:
        group: Consumer group that owns the committed offset. (versions 0-1)
        topic: Topic the offset was committed for. (versions 0-1)
        partition: Partition the offset was committed for. (versions 0-1)
    """

    API_KEY: ClassVar[int | None] = None
    MESSAGE_TYPE: ClassVar[str] = "data"
    VALID_VERSIONS: ClassVar[range] = range(0, 2)
    FLEXIBLE_VERSIONS: ClassVar[range | None] = None

    group: str = ""
    topic: str = ""
    partition: int = 0


def _decode_OffsetCommitKey_v0(data: bytes, pos: int) -> tuple[OffsetCommitKey, int]:
    """Decode OffsetCommitKey, versions 0, 1."""
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
    obj = _new(OffsetCommitKey)
    obj.group = group
    obj.topic = topic
    obj.partition = partition
    return obj, pos


def _encode_OffsetCommitKey_v0(obj: OffsetCommitKey, out: bytearray) -> None:
    """Encode OffsetCommitKey, versions 0, 1."""
    b_group = obj.group.encode()
    out += _S_h.pack(len(b_group))
    out += b_group
    b_topic = obj.topic.encode()
    out += _S_h.pack(len(b_topic))
    out += b_topic
    out += _S_i.pack(obj.partition)


OffsetCommitKey._SCHEMA = rt.StructInfo(
    "OffsetCommitKey",
    (
        rt.FieldInfo("group", "group", "string", rt.vr("0-1"), default=""),
        rt.FieldInfo("topic", "topic", "string", rt.vr("0-1"), default=""),
        rt.FieldInfo("partition", "partition", "int32", rt.vr("0-1"), default=0),
    ),
    flexible=rt.vr("none"),
)
OffsetCommitKey._DECODERS = {
    0: _decode_OffsetCommitKey_v0,
    1: _decode_OffsetCommitKey_v0,
}
OffsetCommitKey._ENCODERS = {
    0: _encode_OffsetCommitKey_v0,
    1: _encode_OffsetCommitKey_v0,
}
