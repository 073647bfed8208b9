"""ShareGroupTargetAssignmentMemberValue: generated from ShareGroupTargetAssignmentMemberValue.json; edit the schema, not this file."""

from __future__ import annotations

import struct
from typing import ClassVar
from uuid import UUID

import attrs

from kgroup_proto import runtime as rt

_new = object.__new__
_S_u = struct.Struct(">16s")


@attrs.define(weakref_slot=False)
class TopicPartition(rt.Struct):
    """Partitions in the member's target assignment.

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
class ShareGroupTargetAssignmentMemberValue(rt.Struct):
    """The ShareGroupTargetAssignmentMemberValue data.

    Versions 0; flexible 0+.

    Attributes:
        topic_partitions: Partitions in the member's target assignment. (versions 0+)
    """

    API_KEY: ClassVar[int | None] = None
    MESSAGE_TYPE: ClassVar[str] = "data"
    VALID_VERSIONS: ClassVar[range] = range(0, 1)
    FLEXIBLE_VERSIONS: ClassVar[range | None] = range(0, rt.VERSION_LIMIT)

    topic_partitions: list[TopicPartition] = attrs.field(factory=list)
    unknown_tagged_fields: rt.Tags = ()


def _decode_TopicPartition_v0(data: bytes, pos: int) -> tuple[TopicPartition, int]:
    """Decode TopicPartition, version 0."""
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
    obj = _new(TopicPartition)
    obj.topic_id = topic_id
    obj.partitions = partitions
    obj.unknown_tagged_fields = unknown
    return obj, pos


def _encode_TopicPartition_v0(obj: TopicPartition, out: bytearray) -> None:
    """Encode TopicPartition, version 0."""
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


def _decode_ShareGroupTargetAssignmentMemberValue_v0(
    data: bytes, pos: int
) -> tuple[ShareGroupTargetAssignmentMemberValue, int]:
    """Decode ShareGroupTargetAssignmentMemberValue, version 0."""
    data_end = len(data)
    n_topic_partitions = data[pos]
    pos += 1
    if n_topic_partitions > 127:
        n_topic_partitions, pos = rt.read_uvarint(data, pos - 1)
    n_topic_partitions -= 1
    if n_topic_partitions < 0:
        raise rt.Malformed
    if n_topic_partitions > data_end - pos:
        raise rt.Malformed
    items_topic_partitions: list[TopicPartition] = []
    for _ in range(n_topic_partitions):
        (topic_partitions__topic_id_raw,) = _S_u.unpack_from(data, pos)
        pos += 16
        topic_partitions__topic_id = UUID(bytes=topic_partitions__topic_id_raw)
        n_topic_partitions__partitions = data[pos]
        pos += 1
        if n_topic_partitions__partitions > 127:
            n_topic_partitions__partitions, pos = rt.read_uvarint(data, pos - 1)
        n_topic_partitions__partitions -= 1
        if n_topic_partitions__partitions < 0:
            raise rt.Malformed
        if n_topic_partitions__partitions > data_end - pos:
            raise rt.Malformed
        topic_partitions__partitions = list(
            struct.unpack_from(f">{n_topic_partitions__partitions}i", data, pos)
        )
        pos += n_topic_partitions__partitions * 4
        topic_partitions__tag_count = data[pos]
        pos += 1
        topic_partitions__unknown: rt.Tags = ()
        if topic_partitions__tag_count:
            topic_partitions__unknown, pos = rt.read_unknown_tags(data, pos - 1)
        e_topic_partitions = _new(TopicPartition)
        e_topic_partitions.topic_id = topic_partitions__topic_id
        e_topic_partitions.partitions = topic_partitions__partitions
        e_topic_partitions.unknown_tagged_fields = topic_partitions__unknown
        items_topic_partitions.append(e_topic_partitions)
    topic_partitions = items_topic_partitions
    tag_count = data[pos]
    pos += 1
    unknown: rt.Tags = ()
    if tag_count:
        unknown, pos = rt.read_unknown_tags(data, pos - 1)
    obj = _new(ShareGroupTargetAssignmentMemberValue)
    obj.topic_partitions = topic_partitions
    obj.unknown_tagged_fields = unknown
    return obj, pos


def _encode_ShareGroupTargetAssignmentMemberValue_v0(
    obj: ShareGroupTargetAssignmentMemberValue, out: bytearray
) -> None:
    """Encode ShareGroupTargetAssignmentMemberValue, version 0."""
    append = out.append
    a_topic_partitions = obj.topic_partitions
    n = len(a_topic_partitions) + 1
    if n < 128:
        append(n)
    else:
        out += rt.uvarint(n)
    for e_topic_partitions in a_topic_partitions:
        out += _S_u.pack(e_topic_partitions.topic_id.bytes)
        a_topic_partitions__partitions = e_topic_partitions.partitions
        n = len(a_topic_partitions__partitions) + 1
        if n < 128:
            append(n)
        else:
            out += rt.uvarint(n)
        out += struct.pack(
            f">{len(a_topic_partitions__partitions)}i", *a_topic_partitions__partitions
        )
        if e_topic_partitions.unknown_tagged_fields:
            rt.write_tags(out, (), e_topic_partitions.unknown_tagged_fields)
        else:
            append(0)
    if obj.unknown_tagged_fields:
        rt.write_tags(out, (), obj.unknown_tagged_fields)
    else:
        append(0)


TopicPartition._SCHEMA = rt.StructInfo(
    "TopicPartition",
    (
        rt.FieldInfo("topic_id", "topicId", "uuid", rt.vr("0+"), default=rt.ZERO_UUID),
        rt.FieldInfo("partitions", "partitions", "int32", rt.vr("0+"), is_array=True, default=()),
    ),
    flexible=rt.vr("0+"),
)
TopicPartition._DECODERS = {
    0: _decode_TopicPartition_v0,
}
TopicPartition._ENCODERS = {
    0: _encode_TopicPartition_v0,
}

ShareGroupTargetAssignmentMemberValue._SCHEMA = rt.StructInfo(
    "ShareGroupTargetAssignmentMemberValue",
    (
        rt.FieldInfo(
            "topic_partitions",
            "topicPartitions",
            "struct",
            rt.vr("0+"),
            is_array=True,
            struct=lambda: TopicPartition,
            default=(),
        ),
    ),
    flexible=rt.vr("0+"),
)
ShareGroupTargetAssignmentMemberValue._DECODERS = {
    0: _decode_ShareGroupTargetAssignmentMemberValue_v0,
}
ShareGroupTargetAssignmentMemberValue._ENCODERS = {
    0: _encode_ShareGroupTargetAssignmentMemberValue_v0,
}
