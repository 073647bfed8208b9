"""ConsumerGroupTargetAssignmentMetadataValue: generated from ConsumerGroupTargetAssignmentMetadataValue.json; edit the schema, not this file."""

from __future__ import annotations

import struct
from typing import ClassVar

import attrs

from kgroup_proto import runtime as rt

_new = object.__new__
_S_i = struct.Struct(">i")
_S_q = struct.Struct(">q")


@attrs.define(weakref_slot=False)
class ConsumerGroupTargetAssignmentMetadataValue(rt.Struct):
    """The ConsumerGroupTargetAssignmentMetadataValue data.

    Versions 0; flexible 0+.

    Attributes:
        assignment_epoch: Group epoch at which the target assignment was computed. (versions
            0+)
        assignment_timestamp: When the computation of this target assignment ended, in ms
            since the epoch; 0 if not recorded. (versions 0+, tag 0)
    """

    API_KEY: ClassVar[int | None] = None
    MESSAGE_TYPE: ClassVar[str] = "data"
    VALID_VERSIONS: ClassVar[range] = range(0, 1)
    FLEXIBLE_VERSIONS: ClassVar[range | None] = range(0, rt.VERSION_LIMIT)

    assignment_epoch: int = 0
    assignment_timestamp: int = 0
    unknown_tagged_fields: rt.Tags = ()


def _decode_ConsumerGroupTargetAssignmentMetadataValue_v0(
    data: bytes, pos: int
) -> tuple[ConsumerGroupTargetAssignmentMetadataValue, int]:
    """Decode ConsumerGroupTargetAssignmentMetadataValue, version 0."""
    data_end = len(data)
    (assignment_epoch,) = _S_i.unpack_from(data, pos)
    pos += 4
    assignment_timestamp: int
    assignment_timestamp = 0
    unknown: rt.Tags = ()
    if data[pos]:
        unknown_list: list[tuple[int, bytes]] = []
        count, pos = rt.read_uvarint(data, pos)
        last_tag = -1
        for _ in range(count):
            tag, pos = rt.read_uvarint(data, pos)
            if tag <= last_tag or tag > rt.TAG_LIMIT:
                raise rt.Malformed
            last_tag = tag
            size, pos = rt.read_uvarint(data, pos)
            end_tag = pos + size
            if end_tag > data_end:
                raise rt.Malformed
            if tag == 0:
                (assignment_timestamp,) = _S_q.unpack_from(data, pos)
                pos += 8
                if not (assignment_timestamp != 0):
                    unknown_list.append((tag, data[end_tag - size : end_tag]))
            else:
                unknown_list.append((tag, data[pos:end_tag]))
                pos = end_tag
            if pos != end_tag:
                raise rt.Malformed
        unknown = tuple(unknown_list)
    else:
        pos += 1
    obj = _new(ConsumerGroupTargetAssignmentMetadataValue)
    obj.assignment_epoch = assignment_epoch
    obj.assignment_timestamp = assignment_timestamp
    obj.unknown_tagged_fields = unknown
    return obj, pos


def _encode_ConsumerGroupTargetAssignmentMetadataValue_v0(
    obj: ConsumerGroupTargetAssignmentMetadataValue, out: bytearray
) -> None:
    """Encode ConsumerGroupTargetAssignmentMetadataValue, version 0."""
    out += _S_i.pack(obj.assignment_epoch)
    tags: list[tuple[int, bytes]] = []
    sub: bytearray
    if obj.assignment_timestamp != 0:
        sub = bytearray()
        sub += _S_q.pack(obj.assignment_timestamp)
        tags.append((0, bytes(sub)))
    rt.write_tags(out, tags, obj.unknown_tagged_fields, (0,))


ConsumerGroupTargetAssignmentMetadataValue._SCHEMA = rt.StructInfo(
    "ConsumerGroupTargetAssignmentMetadataValue",
    (
        rt.FieldInfo("assignment_epoch", "assignmentEpoch", "int32", rt.vr("0+"), default=0),
        rt.FieldInfo(
            "assignment_timestamp",
            "assignmentTimestamp",
            "int64",
            rt.vr("0+"),
            tagged=rt.vr("0+"),
            tag=0,
            default=0,
            ignorable=True,
        ),
    ),
    flexible=rt.vr("0+"),
)
ConsumerGroupTargetAssignmentMetadataValue._DECODERS = {
    0: _decode_ConsumerGroupTargetAssignmentMetadataValue_v0,
}
ConsumerGroupTargetAssignmentMetadataValue._ENCODERS = {
    0: _encode_ConsumerGroupTargetAssignmentMetadataValue_v0,
}
