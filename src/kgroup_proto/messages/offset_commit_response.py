"""OffsetCommitResponse: generated from OffsetCommitResponse.json; edit the schema, not this file."""

from __future__ import annotations

import struct
from typing import ClassVar
from uuid import UUID

import attrs

from kgroup_proto import runtime as rt

_new = object.__new__
_S_h = struct.Struct(">h")
_S_i = struct.Struct(">i")
_S_iB = struct.Struct(">iB")
_S_ih = struct.Struct(">ih")
_S_ihB = struct.Struct(">ihB")
_S_ii = struct.Struct(">ii")
_S_u = struct.Struct(">16s")


@attrs.define(weakref_slot=False)
class OffsetCommitResponsePartition(rt.Struct):
    """Result for each partition of this topic.

    Versions 0-10; flexible 8+.

    Attributes:
        partition_index: Index of the partition. (versions 0+)
        error_code: Error for this partition; 0 if the offset was stored. (versions 0+)
    """

    VALID_VERSIONS: ClassVar[range] = range(0, 11)
    FLEXIBLE_VERSIONS: ClassVar[range | None] = range(8, rt.VERSION_LIMIT)

    partition_index: int = 0
    error_code: int = 0
    unknown_tagged_fields: rt.Tags = ()


@attrs.define(weakref_slot=False)
class OffsetCommitResponseTopic(rt.Struct):
    """Results grouped by topic.

    Versions 0-10; flexible 8+.

    Attributes:
        name: Name of the topic. (versions 0-9)
        topic_id: ID of the topic. (versions 10+)
        partitions: Result for each partition of this topic. (versions 0+)
    """

    VALID_VERSIONS: ClassVar[range] = range(0, 11)
    FLEXIBLE_VERSIONS: ClassVar[range | None] = range(8, rt.VERSION_LIMIT)

    name: str = ""
    topic_id: UUID = rt.ZERO_UUID
    partitions: list[OffsetCommitResponsePartition] = attrs.field(factory=list)
    unknown_tagged_fields: rt.Tags = ()


@attrs.define(weakref_slot=False)
class OffsetCommitResponse(rt.Struct):
    """The OffsetCommitResponse response.

    API key 8, versions 0-10; flexible 8+.

    Attributes:
        throttle_time_ms: Time in ms the broker held back this response because a quota was
            exceeded; 0 when no quota applied. (versions 3+)
        topics: Results grouped by topic. (versions 0+)
    """

    API_KEY: ClassVar[int | None] = 8
    MESSAGE_TYPE: ClassVar[str] = "response"
    VALID_VERSIONS: ClassVar[range] = range(0, 11)
    FLEXIBLE_VERSIONS: ClassVar[range | None] = range(8, rt.VERSION_LIMIT)

    throttle_time_ms: int = 0
    topics: list[OffsetCommitResponseTopic] = attrs.field(factory=list)
    unknown_tagged_fields: rt.Tags = ()


def _decode_OffsetCommitResponsePartition_v0(
    data: bytes, pos: int
) -> tuple[OffsetCommitResponsePartition, int]:
    """Decode OffsetCommitResponsePartition, versions 0, 1, 2, 3, 4, 5, 6, 7."""
    partition_index, error_code = _S_ih.unpack_from(data, pos)
    pos += 6
    obj = _new(OffsetCommitResponsePartition)
    obj.partition_index = partition_index
    obj.error_code = error_code
    obj.unknown_tagged_fields = ()
    return obj, pos


def _decode_OffsetCommitResponsePartition_v8(
    data: bytes, pos: int
) -> tuple[OffsetCommitResponsePartition, int]:
    """Decode OffsetCommitResponsePartition, versions 8, 9, 10."""
    partition_index, error_code, tag_count = _S_ihB.unpack_from(data, pos)
    pos += 7
    unknown: rt.Tags = ()
    if tag_count:
        unknown, pos = rt.read_unknown_tags(data, pos - 1)
    obj = _new(OffsetCommitResponsePartition)
    obj.partition_index = partition_index
    obj.error_code = error_code
    obj.unknown_tagged_fields = unknown
    return obj, pos


def _encode_OffsetCommitResponsePartition_v0(
    obj: OffsetCommitResponsePartition, out: bytearray
) -> None:
    """Encode OffsetCommitResponsePartition, versions 0, 1, 2, 3, 4, 5, 6, 7."""
    out += _S_ih.pack(obj.partition_index, obj.error_code)
    if obj.unknown_tagged_fields:
        raise rt.Malformed


def _encode_OffsetCommitResponsePartition_v8(
    obj: OffsetCommitResponsePartition, out: bytearray
) -> None:
    """Encode OffsetCommitResponsePartition, versions 8, 9, 10."""
    out += _S_ih.pack(obj.partition_index, obj.error_code)
    if obj.unknown_tagged_fields:
        rt.write_tags(out, (), obj.unknown_tagged_fields)
    else:
        out.append(0)


def _decode_OffsetCommitResponseTopic_v0(
    data: bytes, pos: int
) -> tuple[OffsetCommitResponseTopic, int]:
    """Decode OffsetCommitResponseTopic, versions 0, 1, 2, 3, 4, 5, 6, 7."""
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
    items_partitions: list[OffsetCommitResponsePartition] = []
    for _ in range(n_partitions):
        partitions__partition_index, partitions__error_code = _S_ih.unpack_from(data, pos)
        pos += 6
        e_partitions = _new(OffsetCommitResponsePartition)
        e_partitions.partition_index = partitions__partition_index
        e_partitions.error_code = partitions__error_code
        e_partitions.unknown_tagged_fields = ()
        items_partitions.append(e_partitions)
    partitions = items_partitions
    obj = _new(OffsetCommitResponseTopic)
    obj.name = name
    obj.topic_id = rt.ZERO_UUID
    obj.partitions = partitions
    obj.unknown_tagged_fields = ()
    return obj, pos


def _decode_OffsetCommitResponseTopic_v8(
    data: bytes, pos: int
) -> tuple[OffsetCommitResponseTopic, int]:
    """Decode OffsetCommitResponseTopic, versions 8, 9."""
    data_end = len(data)
    n_name = data[pos]
    pos += 1
    if n_name > 127:
        n_name, pos = rt.read_string_length(data, pos - 1)
    end = pos + n_name - 1
    if not n_name or end > data_end:
        raise rt.Malformed
    name = data[pos:end].decode()
    pos = end
    n_partitions = data[pos]
    pos += 1
    if n_partitions > 127:
        n_partitions, pos = rt.read_uvarint(data, pos - 1)
    n_partitions -= 1
    if n_partitions < 0:
        raise rt.Malformed
    if n_partitions > data_end - pos:
        raise rt.Malformed
    items_partitions: list[OffsetCommitResponsePartition] = []
    for _ in range(n_partitions):
        partitions__partition_index, partitions__error_code, partitions__tag_count = (
            _S_ihB.unpack_from(data, pos)
        )
        pos += 7
        partitions__unknown: rt.Tags = ()
        if partitions__tag_count:
            partitions__unknown, pos = rt.read_unknown_tags(data, pos - 1)
        e_partitions = _new(OffsetCommitResponsePartition)
        e_partitions.partition_index = partitions__partition_index
        e_partitions.error_code = partitions__error_code
        e_partitions.unknown_tagged_fields = partitions__unknown
        items_partitions.append(e_partitions)
    partitions = items_partitions
    tag_count = data[pos]
    pos += 1
    unknown: rt.Tags = ()
    if tag_count:
        unknown, pos = rt.read_unknown_tags(data, pos - 1)
    obj = _new(OffsetCommitResponseTopic)
    obj.name = name
    obj.topic_id = rt.ZERO_UUID
    obj.partitions = partitions
    obj.unknown_tagged_fields = unknown
    return obj, pos


def _decode_OffsetCommitResponseTopic_v10(
    data: bytes, pos: int
) -> tuple[OffsetCommitResponseTopic, int]:
    """Decode OffsetCommitResponseTopic, version 10."""
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
    items_partitions: list[OffsetCommitResponsePartition] = []
    for _ in range(n_partitions):
        partitions__partition_index, partitions__error_code, partitions__tag_count = (
            _S_ihB.unpack_from(data, pos)
        )
        pos += 7
        partitions__unknown: rt.Tags = ()
        if partitions__tag_count:
            partitions__unknown, pos = rt.read_unknown_tags(data, pos - 1)
        e_partitions = _new(OffsetCommitResponsePartition)
        e_partitions.partition_index = partitions__partition_index
        e_partitions.error_code = partitions__error_code
        e_partitions.unknown_tagged_fields = partitions__unknown
        items_partitions.append(e_partitions)
    partitions = items_partitions
    tag_count = data[pos]
    pos += 1
    unknown: rt.Tags = ()
    if tag_count:
        unknown, pos = rt.read_unknown_tags(data, pos - 1)
    obj = _new(OffsetCommitResponseTopic)
    obj.name = ""
    obj.topic_id = topic_id
    obj.partitions = partitions
    obj.unknown_tagged_fields = unknown
    return obj, pos


def _encode_OffsetCommitResponseTopic_v0(obj: OffsetCommitResponseTopic, out: bytearray) -> None:
    """Encode OffsetCommitResponseTopic, versions 0, 1, 2, 3, 4, 5, 6, 7."""
    b_name = obj.name.encode()
    out += _S_h.pack(len(b_name))
    out += b_name
    a_partitions = obj.partitions
    out += _S_i.pack(len(a_partitions))
    for e_partitions in a_partitions:
        out += _S_ih.pack(e_partitions.partition_index, e_partitions.error_code)
        if e_partitions.unknown_tagged_fields:
            raise rt.Malformed
    if obj.unknown_tagged_fields:
        raise rt.Malformed


def _encode_OffsetCommitResponseTopic_v8(obj: OffsetCommitResponseTopic, out: bytearray) -> None:
    """Encode OffsetCommitResponseTopic, versions 8, 9."""
    append = out.append
    b_name = obj.name.encode()
    n = len(b_name) + 1
    if n < 128:
        append(n)
    else:
        out += rt.string_length(n)
    out += b_name
    a_partitions = obj.partitions
    n = len(a_partitions) + 1
    if n < 128:
        append(n)
    else:
        out += rt.uvarint(n)
    for e_partitions in a_partitions:
        out += _S_ih.pack(e_partitions.partition_index, e_partitions.error_code)
        if e_partitions.unknown_tagged_fields:
            rt.write_tags(out, (), e_partitions.unknown_tagged_fields)
        else:
            append(0)
    if obj.unknown_tagged_fields:
        rt.write_tags(out, (), obj.unknown_tagged_fields)
    else:
        append(0)


def _encode_OffsetCommitResponseTopic_v10(obj: OffsetCommitResponseTopic, out: bytearray) -> None:
    """Encode OffsetCommitResponseTopic, version 10."""
    append = out.append
    out += _S_u.pack(obj.topic_id.bytes)
    a_partitions = obj.partitions
    n = len(a_partitions) + 1
    if n < 128:
        append(n)
    else:
        out += rt.uvarint(n)
    for e_partitions in a_partitions:
        out += _S_ih.pack(e_partitions.partition_index, e_partitions.error_code)
        if e_partitions.unknown_tagged_fields:
            rt.write_tags(out, (), e_partitions.unknown_tagged_fields)
        else:
            append(0)
    if obj.unknown_tagged_fields:
        rt.write_tags(out, (), obj.unknown_tagged_fields)
    else:
        append(0)


def _decode_OffsetCommitResponse_v0(data: bytes, pos: int) -> tuple[OffsetCommitResponse, int]:
    """Decode OffsetCommitResponse, versions 0, 1, 2."""
    data_end = len(data)
    (n_topics,) = _S_i.unpack_from(data, pos)
    pos += 4
    if n_topics < 0:
        raise rt.Malformed
    if n_topics > data_end - pos:
        raise rt.Malformed
    items_topics: list[OffsetCommitResponseTopic] = []
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
        items_topics__partitions: list[OffsetCommitResponsePartition] = []
        for _ in range(n_topics__partitions):
            e_topics__partitions, pos = _decode_OffsetCommitResponsePartition_v0(data, pos)
            items_topics__partitions.append(e_topics__partitions)
        topics__partitions = items_topics__partitions
        e_topics = _new(OffsetCommitResponseTopic)
        e_topics.name = topics__name
        e_topics.topic_id = rt.ZERO_UUID
        e_topics.partitions = topics__partitions
        e_topics.unknown_tagged_fields = ()
        items_topics.append(e_topics)
    topics = items_topics
    obj = _new(OffsetCommitResponse)
    obj.throttle_time_ms = 0
    obj.topics = topics
    obj.unknown_tagged_fields = ()
    return obj, pos


def _decode_OffsetCommitResponse_v3(data: bytes, pos: int) -> tuple[OffsetCommitResponse, int]:
    """Decode OffsetCommitResponse, versions 3, 4, 5, 6, 7."""
    data_end = len(data)
    throttle_time_ms, n_topics = _S_ii.unpack_from(data, pos)
    pos += 8
    if n_topics < 0:
        raise rt.Malformed
    if n_topics > data_end - pos:
        raise rt.Malformed
    items_topics: list[OffsetCommitResponseTopic] = []
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
        items_topics__partitions: list[OffsetCommitResponsePartition] = []
        for _ in range(n_topics__partitions):
            e_topics__partitions, pos = _decode_OffsetCommitResponsePartition_v0(data, pos)
            items_topics__partitions.append(e_topics__partitions)
        topics__partitions = items_topics__partitions
        e_topics = _new(OffsetCommitResponseTopic)
        e_topics.name = topics__name
        e_topics.topic_id = rt.ZERO_UUID
        e_topics.partitions = topics__partitions
        e_topics.unknown_tagged_fields = ()
        items_topics.append(e_topics)
    topics = items_topics
    obj = _new(OffsetCommitResponse)
    obj.throttle_time_ms = throttle_time_ms
    obj.topics = topics
    obj.unknown_tagged_fields = ()
    return obj, pos


def _decode_OffsetCommitResponse_v8(data: bytes, pos: int) -> tuple[OffsetCommitResponse, int]:
    """Decode OffsetCommitResponse, versions 8, 9."""
    data_end = len(data)
    throttle_time_ms, n_topics = _S_iB.unpack_from(data, pos)
    pos += 5
    if n_topics > 127:
        n_topics, pos = rt.read_uvarint(data, pos - 1)
    n_topics -= 1
    if n_topics < 0:
        raise rt.Malformed
    if n_topics > data_end - pos:
        raise rt.Malformed
    items_topics: list[OffsetCommitResponseTopic] = []
    for _ in range(n_topics):
        n_topics__name = data[pos]
        pos += 1
        if n_topics__name > 127:
            n_topics__name, pos = rt.read_string_length(data, pos - 1)
        end = pos + n_topics__name - 1
        if not n_topics__name or end > data_end:
            raise rt.Malformed
        topics__name = data[pos:end].decode()
        pos = end
        n_topics__partitions = data[pos]
        pos += 1
        if n_topics__partitions > 127:
            n_topics__partitions, pos = rt.read_uvarint(data, pos - 1)
        n_topics__partitions -= 1
        if n_topics__partitions < 0:
            raise rt.Malformed
        if n_topics__partitions > data_end - pos:
            raise rt.Malformed
        items_topics__partitions: list[OffsetCommitResponsePartition] = []
        for _ in range(n_topics__partitions):
            e_topics__partitions, pos = _decode_OffsetCommitResponsePartition_v8(data, pos)
            items_topics__partitions.append(e_topics__partitions)
        topics__partitions = items_topics__partitions
        topics__tag_count = data[pos]
        pos += 1
        topics__unknown: rt.Tags = ()
        if topics__tag_count:
            topics__unknown, pos = rt.read_unknown_tags(data, pos - 1)
        e_topics = _new(OffsetCommitResponseTopic)
        e_topics.name = topics__name
        e_topics.topic_id = rt.ZERO_UUID
        e_topics.partitions = topics__partitions
        e_topics.unknown_tagged_fields = topics__unknown
        items_topics.append(e_topics)
    topics = items_topics
    tag_count = data[pos]
    pos += 1
    unknown: rt.Tags = ()
    if tag_count:
        unknown, pos = rt.read_unknown_tags(data, pos - 1)
    obj = _new(OffsetCommitResponse)
    obj.throttle_time_ms = throttle_time_ms
    obj.topics = topics
    obj.unknown_tagged_fields = unknown
    return obj, pos


def _decode_OffsetCommitResponse_v10(data: bytes, pos: int) -> tuple[OffsetCommitResponse, int]:
    """Decode OffsetCommitResponse, version 10."""
    data_end = len(data)
    throttle_time_ms, n_topics = _S_iB.unpack_from(data, pos)
    pos += 5
    if n_topics > 127:
        n_topics, pos = rt.read_uvarint(data, pos - 1)
    n_topics -= 1
    if n_topics < 0:
        raise rt.Malformed
    if n_topics > data_end - pos:
        raise rt.Malformed
    items_topics: list[OffsetCommitResponseTopic] = []
    for _ in range(n_topics):
        (topics__topic_id_raw,) = _S_u.unpack_from(data, pos)
        pos += 16
        topics__topic_id = UUID(bytes=topics__topic_id_raw)
        n_topics__partitions = data[pos]
        pos += 1
        if n_topics__partitions > 127:
            n_topics__partitions, pos = rt.read_uvarint(data, pos - 1)
        n_topics__partitions -= 1
        if n_topics__partitions < 0:
            raise rt.Malformed
        if n_topics__partitions > data_end - pos:
            raise rt.Malformed
        items_topics__partitions: list[OffsetCommitResponsePartition] = []
        for _ in range(n_topics__partitions):
            e_topics__partitions, pos = _decode_OffsetCommitResponsePartition_v8(data, pos)
            items_topics__partitions.append(e_topics__partitions)
        topics__partitions = items_topics__partitions
        topics__tag_count = data[pos]
        pos += 1
        topics__unknown: rt.Tags = ()
        if topics__tag_count:
            topics__unknown, pos = rt.read_unknown_tags(data, pos - 1)
        e_topics = _new(OffsetCommitResponseTopic)
        e_topics.name = ""
        e_topics.topic_id = topics__topic_id
        e_topics.partitions = topics__partitions
        e_topics.unknown_tagged_fields = topics__unknown
        items_topics.append(e_topics)
    topics = items_topics
    tag_count = data[pos]
    pos += 1
    unknown: rt.Tags = ()
    if tag_count:
        unknown, pos = rt.read_unknown_tags(data, pos - 1)
    obj = _new(OffsetCommitResponse)
    obj.throttle_time_ms = throttle_time_ms
    obj.topics = topics
    obj.unknown_tagged_fields = unknown
    return obj, pos


def _encode_OffsetCommitResponse_v0(obj: OffsetCommitResponse, out: bytearray) -> None:
    """Encode OffsetCommitResponse, versions 0, 1, 2."""
    a_topics = obj.topics
    out += _S_i.pack(len(a_topics))
    for e_topics in a_topics:
        b_topics__name = e_topics.name.encode()
        out += _S_h.pack(len(b_topics__name))
        out += b_topics__name
        a_topics__partitions = e_topics.partitions
        out += _S_i.pack(len(a_topics__partitions))
        for e_topics__partitions in a_topics__partitions:
            out += _S_ih.pack(e_topics__partitions.partition_index, e_topics__partitions.error_code)
            if e_topics__partitions.unknown_tagged_fields:
                raise rt.Malformed
        if e_topics.unknown_tagged_fields:
            raise rt.Malformed
    if obj.unknown_tagged_fields:
        raise rt.Malformed


def _encode_OffsetCommitResponse_v3(obj: OffsetCommitResponse, out: bytearray) -> None:
    """Encode OffsetCommitResponse, versions 3, 4, 5, 6, 7."""
    a_topics = obj.topics
    out += _S_ii.pack(obj.throttle_time_ms, len(a_topics))
    for e_topics in a_topics:
        b_topics__name = e_topics.name.encode()
        out += _S_h.pack(len(b_topics__name))
        out += b_topics__name
        a_topics__partitions = e_topics.partitions
        out += _S_i.pack(len(a_topics__partitions))
        for e_topics__partitions in a_topics__partitions:
            out += _S_ih.pack(e_topics__partitions.partition_index, e_topics__partitions.error_code)
            if e_topics__partitions.unknown_tagged_fields:
                raise rt.Malformed
        if e_topics.unknown_tagged_fields:
            raise rt.Malformed
    if obj.unknown_tagged_fields:
        raise rt.Malformed


def _encode_OffsetCommitResponse_v8(obj: OffsetCommitResponse, out: bytearray) -> None:
    """Encode OffsetCommitResponse, versions 8, 9."""
    append = out.append
    out += _S_i.pack(obj.throttle_time_ms)
    a_topics = obj.topics
    n = len(a_topics) + 1
    if n < 128:
        append(n)
    else:
        out += rt.uvarint(n)
    for e_topics in a_topics:
        b_topics__name = e_topics.name.encode()
        n = len(b_topics__name) + 1
        if n < 128:
            append(n)
        else:
            out += rt.string_length(n)
        out += b_topics__name
        a_topics__partitions = e_topics.partitions
        n = len(a_topics__partitions) + 1
        if n < 128:
            append(n)
        else:
            out += rt.uvarint(n)
        for e_topics__partitions in a_topics__partitions:
            out += _S_ih.pack(e_topics__partitions.partition_index, e_topics__partitions.error_code)
            if e_topics__partitions.unknown_tagged_fields:
                rt.write_tags(out, (), e_topics__partitions.unknown_tagged_fields)
            else:
                append(0)
        if e_topics.unknown_tagged_fields:
            rt.write_tags(out, (), e_topics.unknown_tagged_fields)
        else:
            append(0)
    if obj.unknown_tagged_fields:
        rt.write_tags(out, (), obj.unknown_tagged_fields)
    else:
        append(0)


def _encode_OffsetCommitResponse_v10(obj: OffsetCommitResponse, out: bytearray) -> None:
    """Encode OffsetCommitResponse, version 10."""
    append = out.append
    out += _S_i.pack(obj.throttle_time_ms)
    a_topics = obj.topics
    n = len(a_topics) + 1
    if n < 128:
        append(n)
    else:
        out += rt.uvarint(n)
    for e_topics in a_topics:
        out += _S_u.pack(e_topics.topic_id.bytes)
        a_topics__partitions = e_topics.partitions
        n = len(a_topics__partitions) + 1
        if n < 128:
            append(n)
        else:
            out += rt.uvarint(n)
        for e_topics__partitions in a_topics__partitions:
            out += _S_ih.pack(e_topics__partitions.partition_index, e_topics__partitions.error_code)
            if e_topics__partitions.unknown_tagged_fields:
                rt.write_tags(out, (), e_topics__partitions.unknown_tagged_fields)
            else:
                append(0)
        if e_topics.unknown_tagged_fields:
            rt.write_tags(out, (), e_topics.unknown_tagged_fields)
        else:
            append(0)
    if obj.unknown_tagged_fields:
        rt.write_tags(out, (), obj.unknown_tagged_fields)
    else:
        append(0)


OffsetCommitResponsePartition._SCHEMA = rt.StructInfo(
    "OffsetCommitResponsePartition",
    (
        rt.FieldInfo("partition_index", "partitionIndex", "int32", rt.vr("0+"), default=0),
        rt.FieldInfo("error_code", "errorCode", "int16", rt.vr("0+"), default=0),
    ),
    flexible=rt.vr("8+"),
)
OffsetCommitResponsePartition._DECODERS = {
    0: _decode_OffsetCommitResponsePartition_v0,
    1: _decode_OffsetCommitResponsePartition_v0,
    2: _decode_OffsetCommitResponsePartition_v0,
    3: _decode_OffsetCommitResponsePartition_v0,
    4: _decode_OffsetCommitResponsePartition_v0,
    5: _decode_OffsetCommitResponsePartition_v0,
    6: _decode_OffsetCommitResponsePartition_v0,
    7: _decode_OffsetCommitResponsePartition_v0,
    8: _decode_OffsetCommitResponsePartition_v8,
    9: _decode_OffsetCommitResponsePartition_v8,
    10: _decode_OffsetCommitResponsePartition_v8,
}
OffsetCommitResponsePartition._ENCODERS = {
    0: _encode_OffsetCommitResponsePartition_v0,
    1: _encode_OffsetCommitResponsePartition_v0,
    2: _encode_OffsetCommitResponsePartition_v0,
    3: _encode_OffsetCommitResponsePartition_v0,
    4: _encode_OffsetCommitResponsePartition_v0,
    5: _encode_OffsetCommitResponsePartition_v0,
    6: _encode_OffsetCommitResponsePartition_v0,
    7: _encode_OffsetCommitResponsePartition_v0,
    8: _encode_OffsetCommitResponsePartition_v8,
    9: _encode_OffsetCommitResponsePartition_v8,
    10: _encode_OffsetCommitResponsePartition_v8,
}

OffsetCommitResponseTopic._SCHEMA = rt.StructInfo(
    "OffsetCommitResponseTopic",
    (
        rt.FieldInfo("name", "name", "string", rt.vr("0-9"), default="", ignorable=True),
        rt.FieldInfo(
            "topic_id", "topicId", "uuid", rt.vr("10+"), default=rt.ZERO_UUID, ignorable=True
        ),
        rt.FieldInfo(
            "partitions",
            "partitions",
            "struct",
            rt.vr("0+"),
            is_array=True,
            struct=lambda: OffsetCommitResponsePartition,
            default=(),
        ),
    ),
    flexible=rt.vr("8+"),
)
OffsetCommitResponseTopic._DECODERS = {
    0: _decode_OffsetCommitResponseTopic_v0,
    1: _decode_OffsetCommitResponseTopic_v0,
    2: _decode_OffsetCommitResponseTopic_v0,
    3: _decode_OffsetCommitResponseTopic_v0,
    4: _decode_OffsetCommitResponseTopic_v0,
    5: _decode_OffsetCommitResponseTopic_v0,
    6: _decode_OffsetCommitResponseTopic_v0,
    7: _decode_OffsetCommitResponseTopic_v0,
    8: _decode_OffsetCommitResponseTopic_v8,
    9: _decode_OffsetCommitResponseTopic_v8,
    10: _decode_OffsetCommitResponseTopic_v10,
}
OffsetCommitResponseTopic._ENCODERS = {
    0: _encode_OffsetCommitResponseTopic_v0,
    1: _encode_OffsetCommitResponseTopic_v0,
    2: _encode_OffsetCommitResponseTopic_v0,
    3: _encode_OffsetCommitResponseTopic_v0,
    4: _encode_OffsetCommitResponseTopic_v0,
    5: _encode_OffsetCommitResponseTopic_v0,
    6: _encode_OffsetCommitResponseTopic_v0,
    7: _encode_OffsetCommitResponseTopic_v0,
    8: _encode_OffsetCommitResponseTopic_v8,
    9: _encode_OffsetCommitResponseTopic_v8,
    10: _encode_OffsetCommitResponseTopic_v10,
}

OffsetCommitResponse._SCHEMA = rt.StructInfo(
    "OffsetCommitResponse",
    (
        rt.FieldInfo(
            "throttle_time_ms", "throttleTimeMs", "int32", rt.vr("3+"), default=0, ignorable=True
        ),
        rt.FieldInfo(
            "topics",
            "topics",
            "struct",
            rt.vr("0+"),
            is_array=True,
            struct=lambda: OffsetCommitResponseTopic,
            default=(),
        ),
    ),
    flexible=rt.vr("8+"),
)
OffsetCommitResponse._DECODERS = {
    0: _decode_OffsetCommitResponse_v0,
    1: _decode_OffsetCommitResponse_v0,
    2: _decode_OffsetCommitResponse_v0,
    3: _decode_OffsetCommitResponse_v3,
    4: _decode_OffsetCommitResponse_v3,
    5: _decode_OffsetCommitResponse_v3,
    6: _decode_OffsetCommitResponse_v3,
    7: _decode_OffsetCommitResponse_v3,
    8: _decode_OffsetCommitResponse_v8,
    9: _decode_OffsetCommitResponse_v8,
    10: _decode_OffsetCommitResponse_v10,
}
OffsetCommitResponse._ENCODERS = {
    0: _encode_OffsetCommitResponse_v0,
    1: _encode_OffsetCommitResponse_v0,
    2: _encode_OffsetCommitResponse_v0,
    3: _encode_OffsetCommitResponse_v3,
    4: _encode_OffsetCommitResponse_v3,
    5: _encode_OffsetCommitResponse_v3,
    6: _encode_OffsetCommitResponse_v3,
    7: _encode_OffsetCommitResponse_v3,
    8: _encode_OffsetCommitResponse_v8,
    9: _encode_OffsetCommitResponse_v8,
    10: _encode_OffsetCommitResponse_v10,
}
