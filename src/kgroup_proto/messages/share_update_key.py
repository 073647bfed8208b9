"""ShareUpdateKey: generated from ShareUpdateKey.json; edit the schema, not this file."""

from __future__ import annotations

import struct
from typing import ClassVar
from uuid import UUID

import attrs

from kgroup_proto import runtime as rt

_new = object.__new__
_S_h = struct.Struct(">h")
_S_i = struct.Struct(">i")
_S_u = struct.Struct(">16s")
_S_ui = struct.Struct(">16si")


@attrs.define(weakref_slot=False)
class ShareUpdateKey(rt.Struct):
    """The ShareUpdateKey data.

    Versions 1.

    Attributes:
        group_id: Share group the state belongs to. (versions 1)
        topic_id: Id of the topic the share-partition lives in. (versions 1)
        partition: Partition number of the share-partition. (versions 1)
    """

    API_KEY: ClassVar[int | None] = None
    MESSAGE_TYPE: ClassVar[str] = "data"
    VALID_VERSIONS: ClassVar[range] = range(1, 2)
    FLEXIBLE_VERSIONS: ClassVar[range | None] = None

    group_id: str = ""
    topic_id: UUID = rt.ZERO_UUID
    partition: int = 0


def _decode_ShareUpdateKey_v1(data: bytes, pos: int) -> tuple[ShareUpdateKey, int]:
    """Decode ShareUpdateKey, version 1."""
    data_end = len(data)
    (n_group_id,) = _S_h.unpack_from(data, pos)
    pos += 2
    end = pos + n_group_id
    if n_group_id < 0 or end > data_end:
        raise rt.Malformed
    group_id = data[pos:end].decode()
    pos = end
    (topic_id_raw,) = _S_u.unpack_from(data, pos)
    pos += 16
    topic_id = UUID(bytes=topic_id_raw)
    (partition,) = _S_i.unpack_from(data, pos)
    pos += 4
    obj = _new(ShareUpdateKey)
    obj.group_id = group_id
    obj.topic_id = topic_id
    obj.partition = partition
    return obj, pos


def _encode_ShareUpdateKey_v1(obj: ShareUpdateKey, out: bytearray) -> None:
    """Encode ShareUpdateKey, version 1."""
    b_group_id = obj.group_id.encode()
    out += _S_h.pack(len(b_group_id))
    out += b_group_id
    out += _S_ui.pack(obj.topic_id.bytes, obj.partition)


ShareUpdateKey._SCHEMA = rt.StructInfo(
    "ShareUpdateKey",
    (
        rt.FieldInfo("group_id", "groupId", "string", rt.vr("1"), default=""),
        rt.FieldInfo("topic_id", "topicId", "uuid", rt.vr("1"), default=rt.ZERO_UUID),
        rt.FieldInfo("partition", "partition", "int32", rt.vr("1"), default=0),
    ),
    flexible=rt.vr("none"),
)
ShareUpdateKey._DECODERS = {
    1: _decode_ShareUpdateKey_v1,
}
ShareUpdateKey._ENCODERS = {
    1: _encode_ShareUpdateKey_v1,
}
