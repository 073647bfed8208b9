"""ConsumerGroupTargetAssignmentMemberKey: generated from ConsumerGroupTargetAssignmentMemberKey.json; edit the schema, not this file."""

from __future__ import annotations

import struct
from typing import ClassVar

import attrs

from kgroup_proto import runtime as rt

_new = object.__new__
_S_h = struct.Struct(">h")


@attrs.define(weakref_slot=False)
class ConsumerGroupTargetAssignmentMemberKey(rt.Struct):
    """The ConsumerGroupTargetAssignmentMemberKey data.

    Versions 7.

    Attributes:
        group_id: Id of the group the record belongs to. (versions 7)
        member_id: Id of the member the record describes. (versions 7)
    """

    API_KEY: ClassVar[int | None] = None
    MESSAGE_TYPE: ClassVar[str] = "data"
    VALID_VERSIONS: ClassVar[range] = range(7, 8)
    FLEXIBLE_VERSIONS: ClassVar[range | None] = None

    group_id: str = ""
    member_id: str = ""


def _decode_ConsumerGroupTargetAssignmentMemberKey_v7(
    data: bytes, pos: int
) -> tuple[ConsumerGroupTargetAssignmentMemberKey, int]:
    """Decode ConsumerGroupTargetAssignmentMemberKey, version 7."""
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
    obj = _new(ConsumerGroupTargetAssignmentMemberKey)
    obj.group_id = group_id
    obj.member_id = member_id
    return obj, pos


def _encode_ConsumerGroupTargetAssignmentMemberKey_v7(
    obj: ConsumerGroupTargetAssignmentMemberKey, out: bytearray
) -> None:
    """Encode ConsumerGroupTargetAssignmentMemberKey, version 7."""
    b_group_id = obj.group_id.encode()
    out += _S_h.pack(len(b_group_id))
    out += b_group_id
    b_member_id = obj.member_id.encode()
    out += _S_h.pack(len(b_member_id))
    out += b_member_id


ConsumerGroupTargetAssignmentMemberKey._SCHEMA = rt.StructInfo(
    "ConsumerGroupTargetAssignmentMemberKey",
    (
        rt.FieldInfo("group_id", "groupId", "string", rt.vr("7"), default=""),
        rt.FieldInfo("member_id", "memberId", "string", rt.vr("7"), default=""),
    ),
    flexible=rt.vr("none"),
)
ConsumerGroupTargetAssignmentMemberKey._DECODERS = {
    7: _decode_ConsumerGroupTargetAssignmentMemberKey_v7,
}
ConsumerGroupTargetAssignmentMemberKey._ENCODERS = {
    7: _encode_ConsumerGroupTargetAssignmentMemberKey_v7,
}
