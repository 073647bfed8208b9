"""ShareGroupTargetAssignmentMemberKey: generated from ShareGroupTargetAssignmentMemberKey.json; edit the schema, not this file."""

from __future__ import annotations

import struct
from typing import ClassVar

import attrs

from kgroup_proto import runtime as rt

_new = object.__new__
_S_h = struct.Struct(">h")


@attrs.define(weakref_slot=False)
class ShareGroupTargetAssignmentMemberKey(rt.Struct):
    """The ShareGroupTargetAssignmentMemberKey data.

    Versions 13.

    Attributes:
        group_id: Id of the group the record belongs to. (versions 13)
        member_id: Id of the member the record describes. (versions 13)
    """

    API_KEY: ClassVar[int | None] = None
    MESSAGE_TYPE: ClassVar[str] = "data"
    VALID_VERSIONS: ClassVar[range] = range(13, 14)
    FLEXIBLE_VERSIONS: ClassVar[range | None] = None

    group_id: str = ""
    member_id: str = ""


def _decode_ShareGroupTargetAssignmentMemberKey_v13(
    data: bytes, pos: int
) -> tuple[ShareGroupTargetAssignmentMemberKey, int]:
    """Decode ShareGroupTargetAssignmentMemberKey, version 13."""
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
    obj = _new(ShareGroupTargetAssignmentMemberKey)
    obj.group_id = group_id
    obj.member_id = member_id
    return obj, pos


def _encode_ShareGroupTargetAssignmentMemberKey_v13(
    obj: ShareGroupTargetAssignmentMemberKey, out: bytearray
) -> None:
    """Encode ShareGroupTargetAssignmentMemberKey, version 13."""
    b_group_id = obj.group_id.encode()
    out += _S_h.pack(len(b_group_id))
    out += b_group_id
    b_member_id = obj.member_id.encode()
    out += _S_h.pack(len(b_member_id))
    out += b_member_id


ShareGroupTargetAssignmentMemberKey._SCHEMA = rt.StructInfo(
    "ShareGroupTargetAssignmentMemberKey",
    (
        rt.FieldInfo("group_id", "groupId", "string", rt.vr("13"), default=""),
        rt.FieldInfo("member_id", "memberId", "string", rt.vr("13"), default=""),
    ),
    flexible=rt.vr("none"),
)
ShareGroupTargetAssignmentMemberKey._DECODERS = {
    13: _decode_ShareGroupTargetAssignmentMemberKey_v13,
}
ShareGroupTargetAssignmentMemberKey._ENCODERS = {
    13: _encode_ShareGroupTargetAssignmentMemberKey_v13,
}
