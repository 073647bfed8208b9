"""ConsumerGroupTargetAssignmentMetadataKey: generated from ConsumerGroupTargetAssignmentMetadataKey.json; edit the schema, not this file."""

from __future__ import annotations

import struct
from typing import ClassVar

import attrs

from kgroup_proto import runtime as rt

_new = object.__new__
_S_h = struct.Struct(">h")


@attrs.define(weakref_slot=False)
class ConsumerGroupTargetAssignmentMetadataKey(rt.Struct):
    """The ConsumerGroupTargetAssignmentMetadataKey data.

    Versions 6.

    Attributes:
        group_id: Id of the group the record belongs to. (versions 6)
    """

    API_KEY: ClassVar[int | None] = None
    MESSAGE_TYPE: ClassVar[str] = "data"
    VALID_VERSIONS: ClassVar[range] = range(6, 7)
    FLEXIBLE_VERSIONS: ClassVar[range | None] = None

    group_id: str = ""


def _decode_ConsumerGroupTargetAssignmentMetadataKey_v6(
    data: bytes, pos: int
) -> tuple[ConsumerGroupTargetAssignmentMetadataKey, int]:
    """Decode ConsumerGroupTargetAssignmentMetadataKey, version 6."""
    data_end = len(data)
    (n_group_id,) = _S_h.unpack_from(data, pos)
    pos += 2
    end = pos + n_group_id
    if n_group_id < 0 or end > data_end:
        raise rt.Malformed
    group_id = data[pos:end].decode()
    pos = end
    obj = _new(ConsumerGroupTargetAssignmentMetadataKey)
    obj.group_id = group_id
    return obj, pos


def _encode_ConsumerGroupTargetAssignmentMetadataKey_v6(
    obj: ConsumerGroupTargetAssignmentMetadataKey, out: bytearray
) -> None:
    """Encode ConsumerGroupTargetAssignmentMetadataKey, version 6."""
    b_group_id = obj.group_id.encode()
    out += _S_h.pack(len(b_group_id))
    out += b_group_id


ConsumerGroupTargetAssignmentMetadataKey._SCHEMA = rt.StructInfo(
    "ConsumerGroupTargetAssignmentMetadataKey",
    (rt.FieldInfo("group_id", "groupId", "string", rt.vr("6"), default=""),),
    flexible=rt.vr("none"),
)
ConsumerGroupTargetAssignmentMetadataKey._DECODERS = {
    6: _decode_ConsumerGroupTargetAssignmentMetadataKey_v6,
}
ConsumerGroupTargetAssignmentMetadataKey._ENCODERS = {
    6: _encode_ConsumerGroupTargetAssignmentMetadataKey_v6,
}
