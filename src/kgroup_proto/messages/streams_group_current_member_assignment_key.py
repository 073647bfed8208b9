"""StreamsGroupCurrentMemberAssignmentKey: generated from StreamsGroupCurrentMemberAssignmentKey.json; edit the schema, not this file."""

from __future__ import annotations

import struct
from typing import ClassVar

import attrs

from kgroup_proto import runtime as rt

_new = object.__new__
_S_h = struct.Struct(">h")


@attrs.define(weakref_slot=False)
class StreamsGroupCurrentMemberAssignmentKey(rt.Struct):
    """The StreamsGroupCurrentMemberAssignmentKey data.

    Versions 22.

    Attributes:
        group_id: Id of the group the record belongs to. (versions 22)
        member_id: Id of the member the record describes. (versions 22)
    """

    API_KEY: ClassVar[int | None] = None
    MESSAGE_TYPE: ClassVar[str] = "data"
    VALID_VERSIONS: ClassVar[range] = range(22, 23)
    FLEXIBLE_VERSIONS: ClassVar[range | None] = None

    group_id: str = ""
    member_id: str = ""


def _decode_StreamsGroupCurrentMemberAssignmentKey_v22(
    data: bytes, pos: int
) -> tuple[StreamsGroupCurrentMemberAssignmentKey, int]:
    """Decode StreamsGroupCurrentMemberAssignmentKey, version 22."""
    data_end = len(data)
    (n_group_id,) = _S_h.unpack_from(data, pos)
    pos += 2
    end = pos + n_group_id
    if n_group_id < 0 or end > data_end:
        raise rt.Malformed
    group_id = data[pos:end].decode()
    pos = end
    (n_member_id,) = _S_h.unpack_from(data, pos)
    pos += 2
    end = pos + n_member_id
    if n_member_id < 0 or end > data_end:
        raise rt.Malformed
    member_id = data[pos:end].decode()
    pos = end
    obj = _new(StreamsGroupCurrentMemberAssignmentKey)
    obj.group_id = group_id
    obj.member_id = member_id
    return obj, pos


def _encode_StreamsGroupCurrentMemberAssignmentKey_v22(
    obj: StreamsGroupCurrentMemberAssignmentKey, out: bytearray
) -> None:
    """Encode StreamsGroupCurrentMemberAssignmentKey, version 22."""
    b_group_id = obj.group_id.encode()
    out += _S_h.pack(len(b_group_id))
    out += b_group_id
    b_member_id = obj.member_id.encode()
    out += _S_h.pack(len(b_member_id))
    out += b_member_id


StreamsGroupCurrentMemberAssignmentKey._SCHEMA = rt.StructInfo(
    "StreamsGroupCurrentMemberAssignmentKey",
    (
        rt.FieldInfo("group_id", "groupId", "string", rt.vr("22"), default=""),
        rt.FieldInfo("member_id", "memberId", "string", rt.vr("22"), default=""),
    ),
    flexible=rt.vr("none"),
)
StreamsGroupCurrentMemberAssignmentKey._DECODERS = {
    22: _decode_StreamsGroupCurrentMemberAssignmentKey_v22,
}
StreamsGroupCurrentMemberAssignmentKey._ENCODERS = {
    22: _encode_StreamsGroupCurrentMemberAssignmentKey_v22,
}
