"""StreamsGroupTargetAssignmentMetadataKey: generated from StreamsGroupTargetAssignmentMetadataKey.json; edit the schema, not this file."""

from __future__ import annotations

import struct
from typing import ClassVar

import attrs

from kgroup_proto import runtime as rt

_new = object.__new__
_S_h = struct.Struct(">h")


@attrs.define(weakref_slot=False)
class StreamsGroupTargetAssignmentMetadataKey(rt.Struct):
    """The StreamsGroupTargetAssignmentMetadataKey data.

    Versions 20.

    Attributes:
        group_id: Id of the group the record belongs to. (versions 20)
    """

    API_KEY: ClassVar[int | None] = None
    MESSAGE_TYPE: ClassVar[str] = "data"
    VALID_VERSIONS: ClassVar[range] = range(20, 21)
    FLEXIBLE_VERSIONS: ClassVar[range | None] = None

    group_id: str = ""


def _decode_StreamsGroupTargetAssignmentMetadataKey_v20(
    data: bytes, pos: int
) -> tuple[StreamsGroupTargetAssignmentMetadataKey, int]:
    """Decode StreamsGroupTargetAssignmentMetadataKey, version 20."""
    data_end = len(data)
    (n_group_id,) = _S_h.unpack_from(data, pos)
    pos += 2
    end = pos + n_group_id
    if n_group_id < 0 or end > data_end:
        raise rt.Malformed
    group_id = data[pos:end].decode()
    pos = end
    obj = _new(StreamsGroupTargetAssignmentMetadataKey)
    obj.group_id = group_id
    return obj, pos


def _encode_StreamsGroupTargetAssignmentMetadataKey_v20(
    obj: StreamsGroupTargetAssignmentMetadataKey, out: bytearray
) -> None:
    """Encode StreamsGroupTargetAssignmentMetadataKey, version 20."""
    b_group_id = obj.group_id.encode()
    out += _S_h.pack(len(b_group_id))
    out += b_group_id


StreamsGroupTargetAssignmentMetadataKey._SCHEMA = rt.StructInfo(
    "StreamsGroupTargetAssignmentMetadataKey",
    (rt.FieldInfo("group_id", "groupId", "string", rt.vr("20"), default=""),),
    flexible=rt.vr("none"),
)
StreamsGroupTargetAssignmentMetadataKey._DECODERS = {
    20: _decode_StreamsGroupTargetAssignmentMetadataKey_v20,
}
StreamsGroupTargetAssignmentMetadataKey._ENCODERS = {
    20: _encode_StreamsGroupTargetAssignmentMetadataKey_v20,
}
