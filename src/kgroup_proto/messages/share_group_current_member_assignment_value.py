"""ShareGroupCurrentMemberAssignmentValue: generated from ShareGroupCurrentMemberAssignmentValue.json; edit the schema, not this file."""

from __future__ import annotations

import struct
from typing import ClassVar
from uuid import UUID

import attrs

from kgroup_proto import runtime as rt

_new = object.__new__
_S_iib = struct.Struct(">iib")
_S_iibB = struct.Struct(">iibB")
_S_u = struct.Struct(">16s")


@attrs.define(weakref_slot=False)
class TopicPartitions(rt.Struct):
    """Partitions the member owns or has been given.

    Versions 0; flexible 0+.

    Attributes:
        topic_id: Id of the topic. (versions 0+)
        partitions: Partition numbers within that topic. (versions 0+)
    """

    VALID_VERSIONS: ClassVar[range] = range(0, 1)
    FLEXIBLE_VERSIONS: ClassVar[range | None] = range(0, rt.VERSION_LIMIT)

    topic_id: UUID = rt.ZERO_UUID
    partitions: list[int] = attrs.field(factory=list)
    unknown_tagged_fields: rt.Tags = ()


@attrs.define(weakref_slot=False)
class ShareGroupCurrentMemberAssignmentValue(rt.Struct):
    """The ShareGroupCurrentMemberAssignmentValue data.

    Versions 0; flexible 0+.

    Attributes:
        member_epoch: Epoch the member is expected to send in its next heartbeat. (versions
            0+)
        previous_member_epoch: Epoch before the last bump; accepted if the member never saw
            the bump. (versions 0+)
        state: Reconciliation state of the member (a MemberState code). (versions 0+)
        assigned_partitions: Partitions the member owns or has been given. (versions 0+)
    """

    API_KEY: ClassVar[int | None] = None
    MESSAGE_TYPE: ClassVar[str] = "data"
    VALID_VERSIONS: ClassVar[range] = range(0, 1)
    FLEXIBLE_VERSIONS: ClassVar[range | None] = range(0, rt.VERSION_LIMIT)

    member_epoch: int = 0
    previous_member_epoch: int = 0
    state: int = 0
    assigned_partitions: list[TopicPartitions] = attrs.field(factory=list)
    unknown_tagged_fields: rt.Tags = ()


def _decode_TopicPartitions_v0(data: bytes, pos: int) -> tuple[TopicPartitions, int]:
    """Decode TopicPartitions, version 0."""
    data_end = len(data)
    (topic_id_raw,) = _S_u.unpack_from(data, pos)
    pos += 16
    topic_id = UUID(bytes=topic_id_raw)
    n_partitions = data[pos]
    pos += 1
    if n_partitions > 127:
        n_partitions, pos = rt.read_uvarint(data, pos - 1)
    n_partitions -= 1
    if n_partitions < 0:
        raise rt.Malformed
    if n_partitions > data_end - pos:
        raise rt.Malformed
    partitions = list(struct.unpack_from(f">{n_partitions}i", data, pos))
    pos += n_partitions * 4
    tag_count = data[pos]
    pos += 1
    unknown: rt.Tags = ()
    if tag_count:
        unknown, pos = rt.read_unknown_tags(data, pos - 1)
    obj = _new(TopicPartitions)
    obj.topic_id = topic_id
    obj.partitions = partitions
    obj.unknown_tagged_fields = unknown
    return obj, pos


def _encode_TopicPartitions_v0(obj: TopicPartitions, out: bytearray) -> None:
    """Encode TopicPartitions, version 0."""
    out += _S_u.pack(obj.topic_id.bytes)
    a_partitions = obj.partitions
    n = len(a_partitions) + 1
    if n < 128:
        out.append(n)
    else:
        out += rt.uvarint(n)
    out += struct.pack(f">{len(a_partitions)}i", *a_partitions)
    if obj.unknown_tagged_fields:
        rt.write_tags(out, (), obj.unknown_tagged_fields)
    else:
        out.append(0)


def _decode_ShareGroupCurrentMemberAssignmentValue_v0(
    data: bytes, pos: int
) -> tuple[ShareGroupCurrentMemberAssignmentValue, int]:
    """Decode ShareGroupCurrentMemberAssignmentValue, version 0."""
    data_end = len(data)
    member_epoch, previous_member_epoch, state, n_assigned_partitions = _S_iibB.unpack_from(
        data, pos
    )
    pos += 10
    if n_assigned_partitions > 127:
        n_assigned_partitions, pos = rt.read_uvarint(data, pos - 1)
    n_assigned_partitions -= 1
    if n_assigned_partitions < 0:
        raise rt.Malformed
    if n_assigned_partitions > data_end - pos:
        raise rt.Malformed
    items_assigned_partitions: list[TopicPartitions] = []
    for _ in range(n_assigned_partitions):
        (assigned_partitions__topic_id_raw,) = _S_u.unpack_from(data, pos)
        pos += 16
        assigned_partitions__topic_id = UUID(bytes=assigned_partitions__topic_id_raw)
        n_assigned_partitions__partitions = data[pos]
        pos += 1
        if n_assigned_partitions__partitions > 127:
            n_assigned_partitions__partitions, pos = rt.read_uvarint(data, pos - 1)
        n_assigned_partitions__partitions -= 1
        if n_assigned_partitions__partitions < 0:
            raise rt.Malformed
        if n_assigned_partitions__partitions > data_end - pos:
            raise rt.Malformed
        assigned_partitions__partitions = list(
            struct.unpack_from(f">{n_assigned_partitions__partitions}i", data, pos)
        )
        pos += n_assigned_partitions__partitions * 4
        assigned_partitions__tag_count = data[pos]
        pos += 1
        assigned_partitions__unknown: rt.Tags = ()
        if assigned_partitions__tag_count:
            assigned_partitions__unknown, pos = rt.read_unknown_tags(data, pos - 1)
        e_assigned_partitions = _new(TopicPartitions)
        e_assigned_partitions.topic_id = assigned_partitions__topic_id
        e_assigned_partitions.partitions = assigned_partitions__partitions
        e_assigned_partitions.unknown_tagged_fields = assigned_partitions__unknown
        items_assigned_partitions.append(e_assigned_partitions)
    assigned_partitions = items_assigned_partitions
    tag_count = data[pos]
    pos += 1
    unknown: rt.Tags = ()
    if tag_count:
        unknown, pos = rt.read_unknown_tags(data, pos - 1)
    obj = _new(ShareGroupCurrentMemberAssignmentValue)
    obj.member_epoch = member_epoch
    obj.previous_member_epoch = previous_member_epoch
    obj.state = state
    obj.assigned_partitions = assigned_partitions
    obj.unknown_tagged_fields = unknown
    return obj, pos


def _encode_ShareGroupCurrentMemberAssignmentValue_v0(
    obj: ShareGroupCurrentMemberAssignmentValue, out: bytearray
) -> None:
    """Encode ShareGroupCurrentMemberAssignmentValue, version 0."""
    append = out.append
    out += _S_iib.pack(obj.member_epoch, obj.previous_member_epoch, obj.state)
    a_assigned_partitions = obj.assigned_partitions
    n = len(a_assigned_partitions) + 1
    if n < 128:
        append(n)
    else:
        out += rt.uvarint(n)
    for e_assigned_partitions in a_assigned_partitions:
        out += _S_u.pack(e_assigned_partitions.topic_id.bytes)
        a_assigned_partitions__partitions = e_assigned_partitions.partitions
        n = len(a_assigned_partitions__partitions) + 1
        if n < 128:
            append(n)
        else:
            out += rt.uvarint(n)
        out += struct.pack(
            f">{len(a_assigned_partitions__partitions)}i", *a_assigned_partitions__partitions
        )
        if e_assigned_partitions.unknown_tagged_fields:
            rt.write_tags(out, (), e_assigned_partitions.unknown_tagged_fields)
        else:
            append(0)
    if obj.unknown_tagged_fields:
        rt.write_tags(out, (), obj.unknown_tagged_fields)
    else:
        append(0)


TopicPartitions._SCHEMA = rt.StructInfo(
    "TopicPartitions",
    (
        rt.FieldInfo("topic_id", "topicId", "uuid", rt.vr("0+"), default=rt.ZERO_UUID),
        rt.FieldInfo("partitions", "partitions", "int32", rt.vr("0+"), is_array=True, default=()),
    ),
    flexible=rt.vr("0+"),
)
TopicPartitions._DECODERS = {
    0: _decode_TopicPartitions_v0,
}
TopicPartitions._ENCODERS = {
    0: _encode_TopicPartitions_v0,
}

ShareGroupCurrentMemberAssignmentValue._SCHEMA = rt.StructInfo(
    "ShareGroupCurrentMemberAssignmentValue",
    (
        rt.FieldInfo("member_epoch", "memberEpoch", "int32", rt.vr("0+"), default=0),
        rt.FieldInfo(
            "previous_member_epoch", "previousMemberEpoch", "int32", rt.vr("0+"), default=0
        ),
        rt.FieldInfo("state", "state", "int8", rt.vr("0+"), default=0),
        rt.FieldInfo(
            "assigned_partitions",
            "assignedPartitions",
            "struct",
            rt.vr("0+"),
            is_array=True,
            struct=lambda: TopicPartitions,
            default=(),
        ),
    ),
    flexible=rt.vr("0+"),
)
ShareGroupCurrentMemberAssignmentValue._DECODERS = {
    0: _decode_ShareGroupCurrentMemberAssignmentValue_v0,
}
ShareGroupCurrentMemberAssignmentValue._ENCODERS = {
    0: _encode_ShareGroupCurrentMemberAssignmentValue_v0,
}
