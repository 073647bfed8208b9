"""OffsetDeleteRequest: generated from OffsetDeleteRequest.json; edit the schema, not this file."""

from __future__ import annotations

import struct
from typing import ClassVar

import attrs

from kgroup_proto import runtime as rt

_new = object.__new__
_S_h = struct.Struct(">h")
_S_i = struct.Struct(">i")


@attrs.define(weakref_slot=False)
class OffsetDeleteRequestPartition(rt.Struct):
    """Partitions of this topic whose offsets should be removed.

    Versions 0.

    Attributes:
        partition_index: Index of the partition. (versions 0+)
    """

    VALID_VERSIONS: ClassVar[range] = range(0, 1)
    FLEXIBLE_VERSIONS: ClassVar[range | None] = None

    partition_index: int = 0


@attrs.define(weakref_slot=False)
class OffsetDeleteRequestTopic(rt.Struct):
    """Topics whose offsets should be removed.

    Versions 0.

    Attributes:
        name: Name of the topic. (versions 0+)
        partitions: Partitions of this topic whose offsets should be removed. (versions 0+)
    """

    VALID_VERSIONS: ClassVar[range] = range(0, 1)
    FLEXIBLE_VERSIONS: ClassVar[range | None] = None

    name: str = ""
    partitions: list[OffsetDeleteRequestPartition] = attrs.field(factory=list)


@attrs.define(weakref_slot=False)
class OffsetDeleteRequest(rt.Struct):
    """The OffsetDeleteRequest request.

    API key 47, versions 0.

    Attributes:
        group_id: ID of the group that owns the offsets. (versions 0+)
        topics: Topics whose offsets should be removed. (versions 0+)
    """

    API_KEY: ClassVar[int | None] = 47
    MESSAGE_TYPE: ClassVar[str] = "request"
    VALID_VERSIONS: ClassVar[range] = range(0, 1)
    FLEXIBLE_VERSIONS: ClassVar[range | None] = None

    group_id: str = ""
    topics: list[OffsetDeleteRequestTopic] = attrs.field(factory=list)


def _decode_OffsetDeleteRequestPartition_v0(
    data: bytes, pos: int
) -> tuple[OffsetDeleteRequestPartition, int]:
    """Decode OffsetDeleteRequestPartition, version 0."""
    (partition_index,) = _S_i.unpack_from(data, pos)
    pos += 4
    obj = _new(OffsetDeleteRequestPartition)
    obj.partition_index = partition_index
    return obj, pos


def _encode_OffsetDeleteRequestPartition_v0(
    obj: OffsetDeleteRequestPartition, out: bytearray
) -> None:
    """Encode OffsetDeleteRequestPartition, version 0."""
    out += _S_i.pack(obj.partition_index)


def _decode_OffsetDeleteRequestTopic_v0(
    data: bytes, pos: int
) -> tuple[OffsetDeleteRequestTopic, int]:
    """Decode OffsetDeleteRequestTopic, version 0."""
    data_end = len(data)
    (n_name,) = _S_h.unpack_from(data, pos)
    pos += 2
    end = pos + n_name
    if n_name < 0 or end > data_end:
        raise rt.Malformed
    name = data[pos:end].decode()
    pos = end
    (n_partitions,) = _S_i.unpack_from(data, pos)
    pos += 4
    if n_partitions < 0:
        raise rt.Malformed
    if n_partitions > data_end - pos:
        raise rt.Malformed
    items_partitions: list[OffsetDeleteRequestPartition] = []
    for _ in range(n_partitions):
        (partitions__partition_index,) = _S_i.unpack_from(data, pos)
        pos += 4
        e_partitions = _new(OffsetDeleteRequestPartition)
        e_partitions.partition_index = partitions__partition_index
        items_partitions.append(e_partitions)
    partitions = items_partitions
    obj = _new(OffsetDeleteRequestTopic)
    obj.name = name
    obj.partitions = partitions
    return obj, pos


def _encode_OffsetDeleteRequestTopic_v0(obj: OffsetDeleteRequestTopic, out: bytearray) -> None:
    """Encode OffsetDeleteRequestTopic, version 0."""
    b_name = obj.name.encode()
    out += _S_h.pack(len(b_name))
    out += b_name
    a_partitions = obj.partitions
    out += _S_i.pack(len(a_partitions))
    for e_partitions in a_partitions:
        out += _S_i.pack(e_partitions.partition_index)


def _decode_OffsetDeleteRequest_v0(data: bytes, pos: int) -> tuple[OffsetDeleteRequest, int]:
    """Decode OffsetDeleteRequest, version 0."""
    data_end = len(data)
    (n_group_id,) = _S_h.unpack_from(data, pos)
    pos += 2
    end = pos + n_group_id
    if n_group_id < 0 or end > data_end:
        raise rt.Malformed
    group_id = data[pos:end].decode()
    pos = end
    (n_topics,) = _S_i.unpack_from(data, pos)
    pos += 4
    if n_topics < 0:
        raise rt.Malformed
    if n_topics > data_end - pos:
        raise rt.Malformed
    items_topics: list[OffsetDeleteRequestTopic] = []
    for _ in range(n_topics):
        (n_topics__name,) = _S_h.unpack_from(data, pos)
        pos += 2
        end = pos + n_topics__name
        if n_topics__name < 0 or end > data_end:
            raise rt.Malformed
        topics__name = data[pos:end].decode()
        pos = end
        (n_topics__partitions,) = _S_i.unpack_from(data, pos)
        pos += 4
        if n_topics__partitions < 0:
            raise rt.Malformed
        if n_topics__partitions > data_end - pos:
            raise rt.Malformed
        items_topics__partitions: list[OffsetDeleteRequestPartition] = []
        for _ in range(n_topics__partitions):
            e_topics__partitions, pos = _decode_OffsetDeleteRequestPartition_v0(data, pos)
            items_topics__partitions.append(e_topics__partitions)
        topics__partitions = items_topics__partitions
        e_topics = _new(OffsetDeleteRequestTopic)
        e_topics.name = topics__name
        e_topics.partitions = topics__partitions
        items_topics.append(e_topics)
    topics = items_topics
    obj = _new(OffsetDeleteRequest)
    obj.group_id = group_id
    obj.topics = topics
    return obj, pos


def _encode_OffsetDeleteRequest_v0(obj: OffsetDeleteRequest, out: bytearray) -> None:
    """Encode OffsetDeleteRequest, version 0."""
    b_group_id = obj.group_id.encode()
    out += _S_h.pack(len(b_group_id))
    out += b_group_id
    a_topics = obj.topics
    out += _S_i.pack(len(a_topics))
    for e_topics in a_topics:
        b_topics__name = e_topics.name.encode()
        out += _S_h.pack(len(b_topics__name))
        out += b_topics__name
        a_topics__partitions = e_topics.partitions
        out += _S_i.pack(len(a_topics__partitions))
        for e_topics__partitions in a_topics__partitions:
            out += _S_i.pack(e_topics__partitions.partition_index)


OffsetDeleteRequestPartition._SCHEMA = rt.StructInfo(
    "OffsetDeleteRequestPartition",
    (rt.FieldInfo("partition_index", "partitionIndex", "int32", rt.vr("0+"), default=0),),
    flexible=rt.vr("none"),
)
OffsetDeleteRequestPartition._DECODERS = {
    0: _decode_OffsetDeleteRequestPartition_v0,
}
OffsetDeleteRequestPartition._ENCODERS = {
    0: _encode_OffsetDeleteRequestPartition_v0,
}

OffsetDeleteRequestTopic._SCHEMA = rt.StructInfo(
    "OffsetDeleteRequestTopic",
    (
        rt.FieldInfo("name", "name", "string", rt.vr("0+"), default=""),
        rt.FieldInfo(
            "partitions",
            "partitions",
            "struct",
            rt.vr("0+"),
            is_array=True,
            struct=lambda: OffsetDeleteRequestPartition,
            default=(),
        ),
    ),
    flexible=rt.vr("none"),
)
OffsetDeleteRequestTopic._DECODERS = {
    0: _decode_OffsetDeleteRequestTopic_v0,
}
OffsetDeleteRequestTopic._ENCODERS = {
    0: _encode_OffsetDeleteRequestTopic_v0,
}

OffsetDeleteRequest._SCHEMA = rt.StructInfo(
    "OffsetDeleteRequest",
    (
        rt.FieldInfo("group_id", "groupId", "string", rt.vr("0+"), default=""),
        rt.FieldInfo(
            "topics",
            "topics",
            "struct",
            rt.vr("0+"),
            is_array=True,
            struct=lambda: OffsetDeleteRequestTopic,
            default=(),
        ),
    ),
    flexible=rt.vr("none"),
)
OffsetDeleteRequest._DECODERS = {
    0: _decode_OffsetDeleteRequest_v0,
}
OffsetDeleteRequest._ENCODERS = {
    0: _encode_OffsetDeleteRequest_v0,
}
