"""ConsumerGroupMemberMetadataKey: generated from ConsumerGroupMemberMetadataKey.json; edit the schema, not this file."""

from __future__ import annotations

import struct
from typing import ClassVar

import attrs

from kgroup_proto import runtime as rt

_new = object.__new__
_S_h = struct.Struct(">h")


@attrs.define(weakref_slot=False)
class ConsumerGroupMemberMetadataKey(rt.Struct):
    """The ConsumerGroupMemberMetadataKey data.

    Versions 5.

    Attributes:
        group_id: Id of the group the record belongs to. (versions 5)
        member_id: Id of the member the record describes. (versions 5)
    """

    API_KEY: ClassVar[int | None] = None
    MESSAGE_TYPE: ClassVar[str] = "data"
    VALID_VERSIONS: ClassVar[range] = range(5, 6)
    FLEXIBLE_VERSIONS: ClassVar[range | None] = None

    group_id: str = ""
    member_id: str = ""


def _decode_ConsumerGroupMemberMetadataKey_v5(
    data: bytes, pos: int
) -> tuple[ConsumerGroupMemberMetadataKey, int]:
    """Decode ConsumerGroupMemberMetadataKey, version 5."""
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
    obj = _new(ConsumerGroupMemberMetadataKey)
    obj.group_id = group_id
    obj.member_id = member_id
    return obj, pos


def _encode_ConsumerGroupMemberMetadataKey_v5(
    obj: ConsumerGroupMemberMetadataKey, out: bytearray
) -> None:
    """Encode ConsumerGroupMemberMetadataKey, version 5."""
    b_group_id = obj.group_id.encode()
    out += _S_h.pack(len(b_group_id))
    out += b_group_id
    b_member_id = obj.member_id.encode()
    out += _S_h.pack(len(b_member_id))
    out += b_member_id


ConsumerGroupMemberMetadataKey._SCHEMA = rt.StructInfo(
    "ConsumerGroupMemberMetadataKey",
    (
        rt.FieldInfo("group_id", "groupId", "string", rt.vr("5"), default=""),
        rt.FieldInfo("member_id", "memberId", "string", rt.vr("5"), default=""),
    ),
    flexible=rt.vr("none"),
)
ConsumerGroupMemberMetadataKey._DECODERS = {
    5: _decode_ConsumerGroupMemberMetadataKey_v5,
}
ConsumerGroupMemberMetadataKey._ENCODERS = {
    5: _encode_ConsumerGroupMemberMetadataKey_v5,
}
