"""StreamsGroupTargetAssignmentMetadataValue: generated from StreamsGroupTargetAssignmentMetadataValue.json; edit the schema, not this file."""

from __future__ import annotations

import struct
from typing import ClassVar

import attrs

from kgroup_proto import runtime as rt

_new = object.__new__
_S_i = struct.Struct(">i")
_S_iB = struct.Struct(">iB")


@attrs.define(weakref_slot=False)
class StreamsGroupTargetAssignmentMetadataValue(rt.Struct):
    """The StreamsGroupTargetAssignmentMetadataValue data.

    Versions 0; flexible 0+.

    Attributes:
        assignment_epoch: Group epoch the target assignment was computed for. (versions 0+)
    """

    API_KEY: ClassVar[int | None] = None
    MESSAGE_TYPE: ClassVar[str] = "data"
    VALID_VERSIONS: ClassVar[range] = range(0, 1)
    FLEXIBLE_VERSIONS: ClassVar[range | None] = range(0, rt.VERSION_LIMIT)

    assignment_epoch: int = 0
    unknown_tagged_fields: rt.Tags = ()


def _decode_StreamsGroupTargetAssignmentMetadataValue_v0(
    data: bytes, pos: int
) -> tuple[StreamsGroupTargetAssignmentMetadataValue, int]:
    """Decode StreamsGroupTargetAssignmentMetadataValue, version 0."""
    assignment_epoch, tag_count = _S_iB.unpack_from(data, pos)
    pos += 5
    unknown: rt.Tags = ()
    if tag_count:
        unknown, pos = rt.read_unknown_tags(data, pos - 1)
    obj = _new(StreamsGroupTargetAssignmentMetadataValue)
    obj.assignment_epoch = assignment_epoch
    obj.unknown_tagged_fields = unknown
    return obj, pos


def _encode_StreamsGroupTargetAssignmentMetadataValue_v0(
    obj: StreamsGroupTargetAssignmentMetadataValue, out: bytearray
) -> None:
    """Encode StreamsGroupTargetAssignmentMetadataValue, version 0."""
    out += _S_i.pack(obj.assignment_epoch)
    if obj.unknown_tagged_fields:
        rt.write_tags(out, (), obj.unknown_tagged_fields)
    else:
        out += b"\x00"


StreamsGroupTargetAssignmentMetadataValue._SCHEMA = rt.StructInfo(
    "StreamsGroupTargetAssignmentMetadataValue",
    (rt.FieldInfo("assignment_epoch", "assignmentEpoch", "int32", rt.vr("0+"), default=0),),
    flexible=rt.vr("0+"),
)
StreamsGroupTargetAssignmentMetadataValue._DECODERS = {
    0: _decode_StreamsGroupTargetAssignmentMetadataValue_v0,
}
StreamsGroupTargetAssignmentMetadataValue._ENCODERS = {
    0: _encode_StreamsGroupTargetAssignmentMetadataValue_v0,
}
