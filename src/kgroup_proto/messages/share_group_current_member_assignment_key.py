"""ShareGroupCurrentMemberAssignmentKey: generated from ShareGroupCurrentMemberAssignmentKey.json; edit the schema, not this file."""

from __future__ import annotations

import struct
from typing import ClassVar

import attrs

from kgroup_proto import runtime as rt

_new = object.__new__
_S_h = struct.Struct(">h")


@attrs.define(weakref_slot=False)
class ShareGroupCurrentMemberAssignmentKey(rt.Struct):
    """The ShareGroupCurrentMemberAssignmentKey data.

    Versions 14.

    Attributes:
        group_id: Id of the group the record belongs to. (versions 14)
        member_id: Id of the member the record describes. (versions 14)
    """

    API_KEY: ClassVar[int | None] = None
    MESSAGE_TYPE: ClassVar[str] = "data"
    VALID_VERSIONS: ClassVar[range] = range(14, 15)
    FLEXIBLE_VERSIONS: ClassVar[range | None] = None

    group_id: str = ""
    member_id: str = ""


def _decode_ShareGroupCurrentMemberAssignmentKey_v14(
    data: bytes, pos: int
) -> tuple[ShareGroupCurrentMemberAssignmentKey, int]:
    """Decode ShareGroupCurrentMemberAssignmentKey, version 14."""
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
    obj = _new(ShareGroupCurrentMemberAssignmentKey)
    obj.group_id = group_id
    obj.member_id = member_id
    return obj, pos


def _encode_ShareGroupCurrentMemberAssignmentKey_v14(
    obj: ShareGroupCurrentMemberAssignmentKey, out: bytearray
) -> None:
    """Encode ShareGroupCurrentMemberAssignmentKey, version 14."""
    b_group_id = obj.group_id.encode()
    out += _S_h.pack(len(b_group_id))
    out += b_group_id
    b_member_id = obj.member_id.encode()
    out += _S_h.pack(len(b_member_id))
    out += b_member_id


ShareGroupCurrentMemberAssignmentKey._SCHEMA = rt.StructInfo(
    "ShareGroupCurrentMemberAssignmentKey",
    (
        rt.FieldInfo("group_id", "groupId", "string", rt.vr("14"), default=""),
        rt.FieldInfo("member_id", "memberId", "string", rt.vr("14"), default=""),
    ),
    flexible=rt.vr("none"),
)
ShareGroupCurrentMemberAssignmentKey._DECODERS = {
    14: _decode_ShareGroupCurrentMemberAssignmentKey_v14,
}
ShareGroupCurrentMemberAssignmentKey._ENCODERS = {
    14: _encode_ShareGroupCurrentMemberAssignmentKey_v14,
}
