"""OffsetDeleteResponse: generated from OffsetDeleteResponse.json; edit the schema, not this file."""

from __future__ import annotations

import struct
from typing import ClassVar

import attrs

from kgroup_proto import runtime as rt

_new = object.__new__
_S_h = struct.Struct(">h")
_S_hii = struct.Struct(">hii")
_S_i = struct.Struct(">i")
_S_ih = struct.Struct(">ih")


@attrs.define(weakref_slot=False)
class OffsetDeleteResponsePartition(rt.Struct):
    """Result for each partition of this topic.

    Versions 0.

    Attributes:
        partition_index: Index of the partition. (versions 0+)
        error_code: Error for this partition; 0 if its offset was removed. (versions 0+)
    """

    VALID_VERSIONS: ClassVar[range] = range(0, 1)
    FLEXIBLE_VERSIONS: ClassVar[range | None] = None

    partition_index: int = 0
    error_code: int = 0


@attrs.define(weakref_slot=False)
class OffsetDeleteResponseTopic(rt.Struct):
    """Results grouped by topic.

    Versions 0.

    Attributes:
        name: Name of the topic. (versions 0+)
        partitions: Result for each partition of this topic. (versions 0+)
    """

    VALID_VERSIONS: ClassVar[range] = range(0, 1)
    FLEXIBLE_VERSIONS: ClassVar[range | None] = None

    name: str = ""
    partitions: list[OffsetDeleteResponsePartition] = attrs.field(factory=list)


@attrs.define(weakref_slot=False)
class OffsetDeleteResponse(rt.Struct):
    """The OffsetDeleteResponse response.

    API key 47, versions 0.

    Attributes:
        error_code: Error for the whole group; 0 on success. (versions 0+)
        throttle_time_ms: Time in ms the broker held back this response because a quota was
            exceeded; 0 when no quota applied. (versions 0+)
        topics: Results grouped by topic. (versions 0+)
    """

    API_KEY: ClassVar[int | None] = 47
    MESSAGE_TYPE: ClassVar[str] = "response"
    VALID_VERSIONS: ClassVar[range] = range(0, 1)
    FLEXIBLE_VERSIONS: ClassVar[range | None] = None

    error_code: int = 0
    throttle_time_ms: int = 0
    topics: list[OffsetDeleteResponseTopic] = attrs.field(factory=list)


def _decode_OffsetDeleteResponsePartition_v0(
    data: bytes, pos: int
) -> tuple[OffsetDeleteResponsePartition, int]:
    """Decode OffsetDeleteResponsePartition, version 0."""
    partition_index, error_code = _S_ih.unpack_from(data, pos)
    pos += 6
    obj = _new(OffsetDeleteResponsePartition)
    obj.partition_index = partition_index
    obj.error_code = error_code
    return obj, pos


def _encode_OffsetDeleteResponsePartition_v0(
    obj: OffsetDeleteResponsePartition, out: bytearray
) -> None:
    """Encode OffsetDeleteResponsePartition, version 0."""
    out += _S_ih.pack(obj.partition_index, obj.error_code)


def _decode_OffsetDeleteResponseTopic_v0(
    data: bytes, pos: int
) -> tuple[OffsetDeleteResponseTopic, int]:
    """Decode OffsetDeleteResponseTopic, version 0."""
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
    items_partitions: list[OffsetDeleteResponsePartition] = []
    for _ in range(n_partitions):
        partitions__partition_index, partitions__error_code = _S_ih.unpack_from(data, pos)
        pos += 6
        e_partitions = _new(OffsetDeleteResponsePartition)
        e_partitions.partition_index = partitions__partition_index
        e_partitions.error_code = partitions__error_code
        items_partitions.append(e_partitions)
    partitions = items_partitions
    obj = _new(OffsetDeleteResponseTopic)
    obj.name = name
    obj.partitions = partitions
    return obj, pos


def _encode_OffsetDeleteResponseTopic_v0(obj: OffsetDeleteResponseTopic, out: bytearray) -> None:
    """Encode OffsetDeleteResponseTopic, version 0."""
    b_name = obj.name.encode()
    out += _S_h.pack(len(b_name))
    out += b_name
    a_partitions = obj.partitions
    out += _S_i.pack(len(a_partitions))
    for e_partitions in a_partitions:
        out += _S_ih.pack(e_partitions.partition_index, e_partitions.error_code)


def _decode_OffsetDeleteResponse_v0(data: bytes, pos: int) -> tuple[OffsetDeleteResponse, int]:
    """Decode OffsetDeleteResponse, version 0."""
    data_end = len(data)
    error_code, throttle_time_ms, n_topics = _S_hii.unpack_from(data, pos)
    pos += 10
    if n_topics < 0:
        raise rt.Malformed
    if n_topics > data_end - pos:
        raise rt.Malformed
    items_topics: list[OffsetDeleteResponseTopic] = []
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
        items_topics__partitions: list[OffsetDeleteResponsePartition] = []
        for _ in range(n_topics__partitions):
            e_topics__partitions, pos = _decode_OffsetDeleteResponsePartition_v0(data, pos)
            items_topics__partitions.append(e_topics__partitions)
        topics__partitions = items_topics__partitions
        e_topics = _new(OffsetDeleteResponseTopic)
        e_topics.name = topics__name
        e_topics.partitions = topics__partitions
        items_topics.append(e_topics)
    topics = items_topics
    obj = _new(OffsetDeleteResponse)
    obj.error_code = error_code
    obj.throttle_time_ms = throttle_time_ms
    obj.topics = topics
    return obj, pos


def _encode_OffsetDeleteResponse_v0(obj: OffsetDeleteResponse, out: bytearray) -> None:
    """Encode OffsetDeleteResponse, version 0."""
    a_topics = obj.topics
    out += _S_hii.pack(obj.error_code, obj.throttle_time_ms, len(a_topics))
    for e_topics in a_topics:
        b_topics__name = e_topics.name.encode()
        out += _S_h.pack(len(b_topics__name))
        out += b_topics__name
        a_topics__partitions = e_topics.partitions
        out += _S_i.pack(len(a_topics__partitions))
        for e_topics__partitions in a_topics__partitions:
            out += _S_ih.pack(e_topics__partitions.partition_index, e_topics__partitions.error_code)


OffsetDeleteResponsePartition._SCHEMA = rt.StructInfo(
    "OffsetDeleteResponsePartition",
    (
        rt.FieldInfo("partition_index", "partitionIndex", "int32", rt.vr("0+"), default=0),
        rt.FieldInfo("error_code", "errorCode", "int16", rt.vr("0+"), default=0),
    ),
    flexible=rt.vr("none"),
)
OffsetDeleteResponsePartition._DECODERS = {
    0: _decode_OffsetDeleteResponsePartition_v0,
}
OffsetDeleteResponsePartition._ENCODERS = {
    0: _encode_OffsetDeleteResponsePartition_v0,
}

OffsetDeleteResponseTopic._SCHEMA = rt.StructInfo(
    "OffsetDeleteResponseTopic",
    (
        rt.FieldInfo("name", "name", "string", rt.vr("0+"), default=""),
        rt.FieldInfo(
            "partitions",
            "partitions",
            "struct",
            rt.vr("0+"),
            is_array=True,
            struct=lambda: OffsetDeleteResponsePartition,
            default=(),
        ),
    ),
    flexible=rt.vr("none"),
)
OffsetDeleteResponseTopic._DECODERS = {
    0: _decode_OffsetDeleteResponseTopic_v0,
}
OffsetDeleteResponseTopic._ENCODERS = {
    0: _encode_OffsetDeleteResponseTopic_v0,
}

OffsetDeleteResponse._SCHEMA = rt.StructInfo(
    "OffsetDeleteResponse",
    (
        rt.FieldInfo("error_code", "errorCode", "int16", rt.vr("0+"), default=0),
        rt.FieldInfo(
            "throttle_time_ms", "throttleTimeMs", "int32", rt.vr("0+"), default=0, ignorable=True
        ),
        rt.FieldInfo(
            "topics",
            "topics",
            "struct",
            rt.vr("0+"),
            is_array=True,
            struct=lambda: OffsetDeleteResponseTopic,
            default=(),
        ),
    ),
    flexible=rt.vr("none"),
)
OffsetDeleteResponse._DECODERS = {
    0: _decode_OffsetDeleteResponse_v0,
}
OffsetDeleteResponse._ENCODERS = {
    0: _encode_OffsetDeleteResponse_v0,
}
