"""TxnOffsetCommitResponse: generated from TxnOffsetCommitResponse.json; edit the schema, not this file."""

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
class TxnOffsetCommitResponsePartition(rt.Struct):
    """Result for each partition of this topic.

    Versions 0-6; flexible 3+.

    Attributes:
        partition_index: Index of the partition. (versions 0+)
        error_code: Error for this partition; 0 on success. (versions 0+)
    """

    VALID_VERSIONS: ClassVar[range] = range(0, 7)
    FLEXIBLE_VERSIONS: ClassVar[range | None] = range(3, rt.VERSION_LIMIT)

    partition_index: int = 0
    error_code: int = 0
    unknown_tagged_fields: rt.Tags = ()


@attrs.define(weakref_slot=False)
class TxnOffsetCommitResponseTopic(rt.Struct):
    """Results grouped by topic.

    Versions 0-6; flexible 3+.

    Attributes:
        name: Name of the topic. (versions 0-5)
        topic_id: ID of the topic. (versions 6+)
        partitions: Result for each partition of this topic. (versions 0+)
    """

    VALID_VERSIONS: ClassVar[range] = range(0, 7)
    FLEXIBLE_VERSIONS: ClassVar[range | None] = range(3, rt.VERSION_LIMIT)

    name: str = ""
    topic_id: UUID = rt.ZERO_UUID
    partitions: list[TxnOffsetCommitResponsePartition] = attrs.field(factory=list)
    unknown_tagged_fields: rt.Tags = ()


@attrs.define(weakref_slot=False)
class TxnOffsetCommitResponse(rt.Struct):
    """The TxnOffsetCommitResponse response.

    API key 28, versions 0-6; flexible 3+.

    Attributes:
        throttle_time_ms: Time in ms the broker held back this response because a quota was
            exceeded; 0 when no quota applied. (versions 0+)
        topics: Results grouped by topic. (versions 0+)
    """

    API_KEY: ClassVar[int | None] = 28
    MESSAGE_TYPE: ClassVar[str] = "response"
    VALID_VERSIONS: ClassVar[range] = range(0, 7)
    FLEXIBLE_VERSIONS: ClassVar[range | None] = range(3, rt.VERSION_LIMIT)

    throttle_time_ms: int = 0
    topics: list[TxnOffsetCommitResponseTopic] = attrs.field(factory=list)
    unknown_tagged_fields: rt.Tags = ()


def _decode_TxnOffsetCommitResponsePartition_v0(
    data: bytes, pos: int
) -> tuple[TxnOffsetCommitResponsePartition, int]:
    """Decode TxnOffsetCommitResponsePartition, versions 0, 1, 2."""
    partition_index, error_code = _S_ih.unpack_from(data, pos)
    pos += 6
    obj = _new(TxnOffsetCommitResponsePartition)
    obj.partition_index = partition_index
    obj.error_code = error_code
    obj.unknown_tagged_fields = ()
    return obj, pos


def _decode_TxnOffsetCommitResponsePartition_v3(
    data: bytes, pos: int
) -> tuple[TxnOffsetCommitResponsePartition, int]:
    """Decode TxnOffsetCommitResponsePartition, versions 3, 4, 5, 6."""
    partition_index, error_code, tag_count = _S_ihB.unpack_from(data, pos)
    pos += 7
    unknown: rt.Tags = ()
    if tag_count:
        unknown, pos = rt.read_unknown_tags(data, pos - 1)
    obj = _new(TxnOffsetCommitResponsePartition)
    obj.partition_index = partition_index
    obj.error_code = error_code
    obj.unknown_tagged_fields = unknown
    return obj, pos


def _encode_TxnOffsetCommitResponsePartition_v0(
    obj: TxnOffsetCommitResponsePartition, out: bytearray
) -> None:
    """Encode TxnOffsetCommitResponsePartition, versions 0, 1, 2."""
    out += _S_ih.pack(obj.partition_index, obj.error_code)
    if obj.unknown_tagged_fields:
        raise rt.Malformed


def _encode_TxnOffsetCommitResponsePartition_v3(
    obj: TxnOffsetCommitResponsePartition, out: bytearray
) -> None:
    """Encode TxnOffsetCommitResponsePartition, versions 3, 4, 5, 6."""
    out += _S_ih.pack(obj.partition_index, obj.error_code)
    if obj.unknown_tagged_fields:
        rt.write_tags(out, (), obj.unknown_tagged_fields)
    else:
        out.append(0)


def _decode_TxnOffsetCommitResponseTopic_v0(
    data: bytes, pos: int
) -> tuple[TxnOffsetCommitResponseTopic, int]:
    """Decode TxnOffsetCommitResponseTopic, versions 0, 1, 2."""
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
    items_partitions: list[TxnOffsetCommitResponsePartition] = []
    for _ in range(n_partitions):
        partitions__partition_index, partitions__error_code = _S_ih.unpack_from(data, pos)
        pos += 6
        e_partitions = _new(TxnOffsetCommitResponsePartition)
        e_partitions.partition_index = partitions__partition_index
        e_partitions.error_code = partitions__error_code
        e_partitions.unknown_tagged_fields = ()
        items_partitions.append(e_partitions)
    partitions = items_partitions
    obj = _new(TxnOffsetCommitResponseTopic)
    obj.name = name
    obj.topic_id = rt.ZERO_UUID
    obj.partitions = partitions
    obj.unknown_tagged_fields = ()
    return obj, pos


def _decode_TxnOffsetCommitResponseTopic_v3(
    data: bytes, pos: int
) -> tuple[TxnOffsetCommitResponseTopic, int]:
    """Decode TxnOffsetCommitResponseTopic, versions 3, 4, 5."""
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
    items_partitions: list[TxnOffsetCommitResponsePartition] = []
    for _ in range(n_partitions):
        partitions__partition_index, partitions__error_code, partitions__tag_count = (
            _S_ihB.unpack_from(data, pos)
        )
        pos += 7
        partitions__unknown: rt.Tags = ()
        if partitions__tag_count:
            partitions__unknown, pos = rt.read_unknown_tags(data, pos - 1)
        e_partitions = _new(TxnOffsetCommitResponsePartition)
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
    obj = _new(TxnOffsetCommitResponseTopic)
    obj.name = name
    obj.topic_id = rt.ZERO_UUID
    obj.partitions = partitions
    obj.unknown_tagged_fields = unknown
    return obj, pos


def _decode_TxnOffsetCommitResponseTopic_v6(
    data: bytes, pos: int
) -> tuple[TxnOffsetCommitResponseTopic, int]:
    """Decode TxnOffsetCommitResponseTopic, version 6."""
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
    items_partitions: list[TxnOffsetCommitResponsePartition] = []
    for _ in range(n_partitions):
        partitions__partition_index, partitions__error_code, partitions__tag_count = (
            _S_ihB.unpack_from(data, pos)
        )
        pos += 7
        partitions__unknown: rt.Tags = ()
        if partitions__tag_count:
            partitions__unknown, pos = rt.read_unknown_tags(data, pos - 1)
        e_partitions = _new(TxnOffsetCommitResponsePartition)
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
    obj = _new(TxnOffsetCommitResponseTopic)
    obj.name = ""
    obj.topic_id = topic_id
    obj.partitions = partitions
    obj.unknown_tagged_fields = unknown
    return obj, pos


def _encode_TxnOffsetCommitResponseTopic_v0(
    obj: TxnOffsetCommitResponseTopic, out: bytearray
) -> None:
    """Encode TxnOffsetCommitResponseTopic, versions 0, 1, 2."""
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


def _encode_TxnOffsetCommitResponseTopic_v3(
    obj: TxnOffsetCommitResponseTopic, out: bytearray
) -> None:
    """Encode TxnOffsetCommitResponseTopic, versions 3, 4, 5."""
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


def _encode_TxnOffsetCommitResponseTopic_v6(
    obj: TxnOffsetCommitResponseTopic, out: bytearray
) -> None:
    """Encode TxnOffsetCommitResponseTopic, version 6."""
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


def _decode_TxnOffsetCommitResponse_v0(
    data: bytes, pos: int
) -> tuple[TxnOffsetCommitResponse, int]:
    """Decode TxnOffsetCommitResponse, versions 0, 1, 2."""
    data_end = len(data)
    throttle_time_ms, n_topics = _S_ii.unpack_from(data, pos)
    pos += 8
    if n_topics < 0:
        raise rt.Malformed
    if n_topics > data_end - pos:
        raise rt.Malformed
    items_topics: list[TxnOffsetCommitResponseTopic] = []
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
        items_topics__partitions: list[TxnOffsetCommitResponsePartition] = []
        for _ in range(n_topics__partitions):
            e_topics__partitions, pos = _decode_TxnOffsetCommitResponsePartition_v0(data, pos)
            items_topics__partitions.append(e_topics__partitions)
        topics__partitions = items_topics__partitions
        e_topics = _new(TxnOffsetCommitResponseTopic)
        e_topics.name = topics__name
        e_topics.topic_id = rt.ZERO_UUID
        e_topics.partitions = topics__partitions
        e_topics.unknown_tagged_fields = ()
        items_topics.append(e_topics)
    topics = items_topics
    obj = _new(TxnOffsetCommitResponse)
    obj.throttle_time_ms = throttle_time_ms
    obj.topics = topics
    obj.unknown_tagged_fields = ()
    return obj, pos


def _decode_TxnOffsetCommitResponse_v3(
    data: bytes, pos: int
) -> tuple[TxnOffsetCommitResponse, int]:
    """Decode TxnOffsetCommitResponse, versions 3, 4, 5."""
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
    items_topics: list[TxnOffsetCommitResponseTopic] = []
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
        items_topics__partitions: list[TxnOffsetCommitResponsePartition] = []
        for _ in range(n_topics__partitions):
            e_topics__partitions, pos = _decode_TxnOffsetCommitResponsePartition_v3(data, pos)
            items_topics__partitions.append(e_topics__partitions)
        topics__partitions = items_topics__partitions
        topics__tag_count = data[pos]
        pos += 1
        topics__unknown: rt.Tags = ()
        if topics__tag_count:
            topics__unknown, pos = rt.read_unknown_tags(data, pos - 1)
        e_topics = _new(TxnOffsetCommitResponseTopic)
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
    obj = _new(TxnOffsetCommitResponse)
    obj.throttle_time_ms = throttle_time_ms
    obj.topics = topics
    obj.unknown_tagged_fields = unknown
    return obj, pos


def _decode_TxnOffsetCommitResponse_v6(
    data: bytes, pos: int
) -> tuple[TxnOffsetCommitResponse, int]:
    """Decode TxnOffsetCommitResponse, version 6."""
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
    items_topics: list[TxnOffsetCommitResponseTopic] = []
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
        items_topics__partitions: list[TxnOffsetCommitResponsePartition] = []
        for _ in range(n_topics__partitions):
            e_topics__partitions, pos = _decode_TxnOffsetCommitResponsePartition_v3(data, pos)
            items_topics__partitions.append(e_topics__partitions)
        topics__partitions = items_topics__partitions
        topics__tag_count = data[pos]
        pos += 1
        topics__unknown: rt.Tags = ()
        if topics__tag_count:
            topics__unknown, pos = rt.read_unknown_tags(data, pos - 1)
        e_topics = _new(TxnOffsetCommitResponseTopic)
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
    obj = _new(TxnOffsetCommitResponse)
    obj.throttle_time_ms = throttle_time_ms
    obj.topics = topics
    obj.unknown_tagged_fields = unknown
    return obj, pos


def _encode_TxnOffsetCommitResponse_v0(obj: TxnOffsetCommitResponse, out: bytearray) -> None:
    """Encode TxnOffsetCommitResponse, versions 0, 1, 2."""
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


def _encode_TxnOffsetCommitResponse_v3(obj: TxnOffsetCommitResponse, out: bytearray) -> None:
    """Encode TxnOffsetCommitResponse, versions 3, 4, 5."""
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


def _encode_TxnOffsetCommitResponse_v6(obj: TxnOffsetCommitResponse, out: bytearray) -> None:
    """Encode TxnOffsetCommitResponse, version 6."""
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


TxnOffsetCommitResponsePartition._SCHEMA = rt.StructInfo(
    "TxnOffsetCommitResponsePartition",
    (
        rt.FieldInfo("partition_index", "partitionIndex", "int32", rt.vr("0+"), default=0),
        rt.FieldInfo("error_code", "errorCode", "int16", rt.vr("0+"), default=0),
    ),
    flexible=rt.vr("3+"),
)
TxnOffsetCommitResponsePartition._DECODERS = {
    0: _decode_TxnOffsetCommitResponsePartition_v0,
    1: _decode_TxnOffsetCommitResponsePartition_v0,
    2: _decode_TxnOffsetCommitResponsePartition_v0,
    3: _decode_TxnOffsetCommitResponsePartition_v3,
    4: _decode_TxnOffsetCommitResponsePartition_v3,
    5: _decode_TxnOffsetCommitResponsePartition_v3,
    6: _decode_TxnOffsetCommitResponsePartition_v3,
}
TxnOffsetCommitResponsePartition._ENCODERS = {
    0: _encode_TxnOffsetCommitResponsePartition_v0,
    1: _encode_TxnOffsetCommitResponsePartition_v0,
    2: _encode_TxnOffsetCommitResponsePartition_v0,
    3: _encode_TxnOffsetCommitResponsePartition_v3,
    4: _encode_TxnOffsetCommitResponsePartition_v3,
    5: _encode_TxnOffsetCommitResponsePartition_v3,
    6: _encode_TxnOffsetCommitResponsePartition_v3,
}

TxnOffsetCommitResponseTopic._SCHEMA = rt.StructInfo(
    "TxnOffsetCommitResponseTopic",
    (
        rt.FieldInfo("name", "name", "string", rt.vr("0-5"), default="", ignorable=True),
        rt.FieldInfo(
            "topic_id", "topicId", "uuid", rt.vr("6+"), default=rt.ZERO_UUID, ignorable=True
        ),
        rt.FieldInfo(
            "partitions",
            "partitions",
            "struct",
            rt.vr("0+"),
            is_array=True,
            struct=lambda: TxnOffsetCommitResponsePartition,
            default=(),
        ),
    ),
    flexible=rt.vr("3+"),
)
TxnOffsetCommitResponseTopic._DECODERS = {
    0: _decode_TxnOffsetCommitResponseTopic_v0,
    1: _decode_TxnOffsetCommitResponseTopic_v0,
    2: _decode_TxnOffsetCommitResponseTopic_v0,
    3: _decode_TxnOffsetCommitResponseTopic_v3,
    4: _decode_TxnOffsetCommitResponseTopic_v3,
    5: _decode_TxnOffsetCommitResponseTopic_v3,
    6: _decode_TxnOffsetCommitResponseTopic_v6,
}
TxnOffsetCommitResponseTopic._ENCODERS = {
    0: _encode_TxnOffsetCommitResponseTopic_v0,
    1: _encode_TxnOffsetCommitResponseTopic_v0,
    2: _encode_TxnOffsetCommitResponseTopic_v0,
    3: _encode_TxnOffsetCommitResponseTopic_v3,
    4: _encode_TxnOffsetCommitResponseTopic_v3,
    5: _encode_TxnOffsetCommitResponseTopic_v3,
    6: _encode_TxnOffsetCommitResponseTopic_v6,
}

TxnOffsetCommitResponse._SCHEMA = rt.StructInfo(
    "TxnOffsetCommitResponse",
    (
        rt.FieldInfo("throttle_time_ms", "throttleTimeMs", "int32", rt.vr("0+"), default=0),
        rt.FieldInfo(
            "topics",
            "topics",
            "struct",
            rt.vr("0+"),
            is_array=True,
            struct=lambda: TxnOffsetCommitResponseTopic,
            default=(),
        ),
    ),
    flexible=rt.vr("3+"),
)
TxnOffsetCommitResponse._DECODERS = {
    0: _decode_TxnOffsetCommitResponse_v0,
    1: _decode_TxnOffsetCommitResponse_v0,
    2: _decode_TxnOffsetCommitResponse_v0,
    3: _decode_TxnOffsetCommitResponse_v3,
    4: _decode_TxnOffsetCommitResponse_v3,
    5: _decode_TxnOffsetCommitResponse_v3,
    6: _decode_TxnOffsetCommitResponse_v6,
}
TxnOffsetCommitResponse._ENCODERS = {
    0: _encode_TxnOffsetCommitResponse_v0,
    1: _encode_TxnOffsetCommitResponse_v0,
    2: _encode_TxnOffsetCommitResponse_v0,
    3: _encode_TxnOffsetCommitResponse_v3,
    4: _encode_TxnOffsetCommitResponse_v3,
    5: _encode_TxnOffsetCommitResponse_v3,
    6: _encode_TxnOffsetCommitResponse_v6,
}
