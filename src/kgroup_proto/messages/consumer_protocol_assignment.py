"""ConsumerProtocolAssignment: generated from ConsumerProtocolAssignment.json; edit the schema, not this file."""

from __future__ import annotations

import struct
from typing import ClassVar

import attrs

from kgroup_proto import runtime as rt

_new = object.__new__
_S_h = struct.Struct(">h")
_S_i = struct.Struct(">i")


@attrs.define(weakref_slot=False)
class TopicPartition(rt.Struct):
    """Partitions given to the member, grouped by topic.

    Versions 0-3.

    Attributes:
        topic: Topic name. (versions 0+)
        partitions: Partition indexes assigned in that topic. (versions 0+)
    """

    VALID_VERSIONS: ClassVar[range] = range(0, 4)
    FLEXIBLE_VERSIONS: ClassVar[range | None] = None

    topic: str = ""
    partitions: list[int] = attrs.field(factory=list)


@attrs.define(weakref_slot=False)
class ConsumerProtocolAssignment(rt.Struct):
    """The ConsumerProtocolAssignment data.

    Versions 0-3.

    Attributes:
        assigned_partitions: Partitions given to the member, grouped by topic. (versions 0+)
        user_data: Opaque assignor data for the member; may be null. (versions 0+, nullable
            0+)
    """

    API_KEY: ClassVar[int | None] = None
    MESSAGE_TYPE: ClassVar[str] = "data"
    VALID_VERSIONS: ClassVar[range] = range(0, 4)
    FLEXIBLE_VERSIONS: ClassVar[range | None] = None

    assigned_partitions: list[TopicPartition] = attrs.field(factory=list)
    user_data: bytes | None = None


def _decode_TopicPartition_v0(data: bytes, pos: int) -> tuple[TopicPartition, int]:
    """Decode TopicPartition, versions 0, 1, 2, 3."""
    data_end = len(data)
    (n_topic,) = _S_h.unpack_from(data, pos)
    pos += 2
    end = pos + n_topic
    if n_topic < 0 or end > data_end:
        raise rt.Malformed
    topic = data[pos:end].decode()
    pos = end
    (n_partitions,) = _S_i.unpack_from(data, pos)
    pos += 4
    if n_partitions < 0:
        raise rt.Malformed
    if n_partitions > data_end - pos:
        raise rt.Malformed
    partitions = list(struct.unpack_from(f">{n_partitions}i", data, pos))
    pos += n_partitions * 4
    obj = _new(TopicPartition)
    obj.topic = topic
    obj.partitions = partitions
    return obj, pos


def _encode_TopicPartition_v0(obj: TopicPartition, out: bytearray) -> None:
    """Encode TopicPartition, versions 0, 1, 2, 3."""
    b_topic = obj.topic.encode()
    out += _S_h.pack(len(b_topic))
    out += b_topic
    a_partitions = obj.partitions
    out += _S_i.pack(len(a_partitions))
    out += struct.pack(f">{len(a_partitions)}i", *a_partitions)


def _decode_ConsumerProtocolAssignment_v0(
    data: bytes, pos: int
) -> tuple[ConsumerProtocolAssignment, int]:
    """Decode ConsumerProtocolAssignment, versions 0, 1, 2, 3."""
    data_end = len(data)
    (n_assigned_partitions,) = _S_i.unpack_from(data, pos)
    pos += 4
    if n_assigned_partitions < 0:
        raise rt.Malformed
    if n_assigned_partitions > data_end - pos:
        raise rt.Malformed
    items_assigned_partitions: list[TopicPartition] = []
    for _ in range(n_assigned_partitions):
        (n_assigned_partitions__topic,) = _S_h.unpack_from(data, pos)
        pos += 2
        end = pos + n_assigned_partitions__topic
        if n_assigned_partitions__topic < 0 or end > data_end:
            raise rt.Malformed
        assigned_partitions__topic = data[pos:end].decode()
        pos = end
        (n_assigned_partitions__partitions,) = _S_i.unpack_from(data, pos)
        pos += 4
        if n_assigned_partitions__partitions < 0:
            raise rt.Malformed
        if n_assigned_partitions__partitions > data_end - pos:
            raise rt.Malformed
        assigned_partitions__partitions = list(
            struct.unpack_from(f">{n_assigned_partitions__partitions}i", data, pos)
        )
        pos += n_assigned_partitions__partitions * 4
        e_assigned_partitions = _new(TopicPartition)
        e_assigned_partitions.topic = assigned_partitions__topic
        e_assigned_partitions.partitions = assigned_partitions__partitions
        items_assigned_partitions.append(e_assigned_partitions)
    assigned_partitions = items_assigned_partitions
    (n_user_data,) = _S_i.unpack_from(data, pos)
    pos += 4
    user_data: bytes | None
    if n_user_data < 0:
        if n_user_data != -1:
            raise rt.Malformed
        user_data = None
    else:
        end = pos + n_user_data
        if end > data_end:
            raise rt.Malformed
        user_data = data[pos:end]
        pos = end
    obj = _new(ConsumerProtocolAssignment)
    obj.assigned_partitions = assigned_partitions
    obj.user_data = user_data
    return obj, pos


def _encode_ConsumerProtocolAssignment_v0(obj: ConsumerProtocolAssignment, out: bytearray) -> None:
    """Encode ConsumerProtocolAssignment, versions 0, 1, 2, 3."""
    a_assigned_partitions = obj.assigned_partitions
    out += _S_i.pack(len(a_assigned_partitions))
    for e_assigned_partitions in a_assigned_partitions:
        b_assigned_partitions__topic = e_assigned_partitions.topic.encode()
        out += _S_h.pack(len(b_assigned_partitions__topic))
        out += b_assigned_partitions__topic
        a_assigned_partitions__partitions = e_assigned_partitions.partitions
        out += _S_i.pack(len(a_assigned_partitions__partitions))
        out += struct.pack(
            f">{len(a_assigned_partitions__partitions)}i", *a_assigned_partitions__partitions
        )
    s_user_data = obj.user_data
    b_user_data = None if s_user_data is None else s_user_data
    out += _S_i.pack(-1 if b_user_data is None else len(b_user_data))
    if b_user_data is not None:
        out += b_user_data


TopicPartition._SCHEMA = rt.StructInfo(
    "TopicPartition",
    (
        rt.FieldInfo("topic", "topic", "string", rt.vr("0+"), default=""),
        rt.FieldInfo("partitions", "partitions", "int32", rt.vr("0+"), is_array=True, default=()),
    ),
    flexible=rt.vr("none"),
)
TopicPartition._DECODERS = {
    0: _decode_TopicPartition_v0,
    1: _decode_TopicPartition_v0,
    2: _decode_TopicPartition_v0,
    3: _decode_TopicPartition_v0,
}
TopicPartition._ENCODERS = {
    0: _encode_TopicPartition_v0,
    1: _encode_TopicPartition_v0,
    2: _encode_TopicPartition_v0,
    3: _encode_TopicPartition_v0,
}

ConsumerProtocolAssignment._SCHEMA = rt.StructInfo(
    "ConsumerProtocolAssignment",
    (
        rt.FieldInfo(
            "assigned_partitions",
            "assignedPartitions",
            "struct",
            rt.vr("0+"),
            is_array=True,
            struct=lambda: TopicPartition,
            default=(),
        ),
        rt.FieldInfo("user_data", "userData", "bytes", rt.vr("0+"), nullable=rt.vr("0+")),
    ),
    flexible=rt.vr("none"),
)
ConsumerProtocolAssignment._DECODERS = {
    0: _decode_ConsumerProtocolAssignment_v0,
    1: _decode_ConsumerProtocolAssignment_v0,
    2: _decode_ConsumerProtocolAssignment_v0,
    3: _decode_ConsumerProtocolAssignment_v0,
}
ConsumerProtocolAssignment._ENCODERS = {
    0: _encode_ConsumerProtocolAssignment_v0,
    1: _encode_ConsumerProtocolAssignment_v0,
    2: _encode_ConsumerProtocolAssignment_v0,
    3: _encode_ConsumerProtocolAssignment_v0,
}
