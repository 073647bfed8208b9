"""ConsumerGroupCurrentMemberAssignmentKey: generated from ConsumerGroupCurrentMemberAssignmentKey.json; edit the schema, not this file."""

from __future__ import annotations

import struct
from typing import ClassVar

import attrs

from kgroup_proto import runtime as rt

_new = object.__new__
_S_h = struct.Struct(">h")


@attrs.define(weakref_slot=False)
class ConsumerGroupCurrentMemberAssignmentKey(rt.Struct):
    """The ConsumerGroupCurrentMemberAssignmentKey data.

    Versions 8.

    Attributes:
        group_id: Id of the group the record belongs to. (versions 8)
        member_id: Id of the member the record describes. (versions 8)
    """

    API_KEY: ClassVar[int | None] = None
    MESSAGE_TYPE: ClassVar[str] = "data"
    VALID_VERSIONS: ClassVar[range] = range(8, 9)
    FLEXIBLE_VERSIONS: ClassVar[range | None] = None

    group_id: str = ""
    member_id: str = ""


def _decode_ConsumerGroupCurrentMemberAssignmentKey_v8(
    data: bytes, pos: int
) -> tuple[ConsumerGroupCurrentMemberAssignmentKey, int]:
    """Decode ConsumerGroupCurrentMemberAssignmentKey, version 8."""
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
    obj = _new(ConsumerGroupCurrentMemberAssignmentKey)
    obj.group_id = group_id
    obj.member_id = member_id
    return obj, pos


def _encode_ConsumerGroupCurrentMemberAssignmentKey_v8(
    obj: ConsumerGroupCurrentMemberAssignmentKey, out: bytearray
) -> None:
    """Encode ConsumerGroupCurrentMemberAssignmentKey, version 8."""
    b_group_id = obj.group_id.encode()
    out += _S_h.pack(len(b_group_id))
    out += b_group_id
    b_member_id = obj.member_id.encode()
    out += _S_h.pack(len(b_member_id))
    out += b_member_id


ConsumerGroupCurrentMemberAssignmentKey._SCHEMA = rt.StructInfo(
    "ConsumerGroupCurrentMemberAssignmentKey",
    (
        rt.FieldInfo("group_id", "groupId", "string", rt.vr("8"), default=""),
        rt.FieldInfo("member_id", "memberId", "string", rt.vr("8"), default=""),
    ),
    flexible=rt.vr("none"),
)
ConsumerGroupCurrentMemberAssignmentKey._DECODERS = {
    8: _decode_ConsumerGroupCurrentMemberAssignmentKey_v8,
}
ConsumerGroupCurrentMemberAssignmentKey._ENCODERS = {
    8: _encode_ConsumerGroupCurrentMemberAssignmentKey_v8,
}
