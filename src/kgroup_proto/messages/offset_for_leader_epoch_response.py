"""OffsetForLeaderEpochResponse: generated from OffsetForLeaderEpochResponse.json; edit the schema, not this file."""

from __future__ import annotations

import struct
from typing import ClassVar

import attrs

from kgroup_proto import runtime as rt

_new = object.__new__
_S_h = struct.Struct(">h")
_S_hiiq = struct.Struct(">hiiq")
_S_hiiqB = struct.Struct(">hiiqB")
_S_i = struct.Struct(">i")
_S_iB = struct.Struct(">iB")
_S_ii = struct.Struct(">ii")


@attrs.define(weakref_slot=False)
class EpochEndOffset(rt.Struct):
    """Result for each partition of this topic.

    Versions 2-4; flexible 4+.

    Attributes:
        error_code: Error for this partition; 0 on success. (versions 0+)
        partition: Index of the partition. (versions 0+)
        leader_epoch: Largest epoch not above the one asked for that the log has, or -1 when
            the log has none. (versions 1+)
        end_offset: Offset after the last record of that epoch (the log end offset for the
            current epoch), or -1. (versions 0+)
    """

    VALID_VERSIONS: ClassVar[range] = range(2, 5)
    FLEXIBLE_VERSIONS: ClassVar[range | None] = range(4, rt.VERSION_LIMIT)

    error_code: int = 0
    partition: int = 0
    leader_epoch: int = -1
    end_offset: int = -1
    unknown_tagged_fields: rt.Tags = ()


@attrs.define(weakref_slot=False)
class OffsetForLeaderTopicResult(rt.Struct):
    """Results grouped by topic.

    Versions 2-4; flexible 4+.

    Attributes:
        topic: Name of the topic. (versions 0+)
        partitions: Result for each partition of this topic. (versions 0+)
    """

    VALID_VERSIONS: ClassVar[range] = range(2, 5)
    FLEXIBLE_VERSIONS: ClassVar[range | None] = range(4, rt.VERSION_LIMIT)

    topic: str = ""
    partitions: list[EpochEndOffset] = attrs.field(factory=list)
    unknown_tagged_fields: rt.Tags = ()


@attrs.define(weakref_slot=False)
class OffsetForLeaderEpochResponse(rt.Struct):
    """The OffsetForLeaderEpochResponse response.

    API key 23, versions 2-4; flexible 4+.

    Attributes:
        throttle_time_ms: Time in ms the broker held back this response because a quota was
            exceeded; 0 when no quota applied. (versions 2+)
        topics: Results grouped by topic. (versions 0+)
    """

    API_KEY: ClassVar[int | None] = 23
    MESSAGE_TYPE: ClassVar[str] = "response"
    VALID_VERSIONS: ClassVar[range] = range(2, 5)
    FLEXIBLE_VERSIONS: ClassVar[range | None] = range(4, rt.VERSION_LIMIT)

    throttle_time_ms: int = 0
    topics: list[OffsetForLeaderTopicResult] = attrs.field(factory=list)
    unknown_tagged_fields: rt.Tags = ()


def _decode_EpochEndOffset_v2(data: bytes, pos: int) -> tuple[EpochEndOffset, int]:
    """Decode EpochEndOffset, versions 2, 3."""
    error_code, partition, leader_epoch, end_offset = _S_hiiq.unpack_from(data, pos)
    pos += 18
    obj = _new(EpochEndOffset)
    obj.error_code = error_code
    obj.partition = partition
    obj.leader_epoch = leader_epoch
    obj.end_offset = end_offset
    obj.unknown_tagged_fields = ()
    return obj, pos


def _decode_EpochEndOffset_v4(data: bytes, pos: int) -> tuple[EpochEndOffset, int]:
    """Decode EpochEndOffset, version 4."""
    error_code, partition, leader_epoch, end_offset, tag_count = _S_hiiqB.unpack_from(data, pos)
    pos += 19
    unknown: rt.Tags = ()
    if tag_count:
        unknown, pos = rt.read_unknown_tags(data, pos - 1)
    obj = _new(EpochEndOffset)
    obj.error_code = error_code
    obj.partition = partition
    obj.leader_epoch = leader_epoch
    obj.end_offset = end_offset
    obj.unknown_tagged_fields = unknown
    return obj, pos


def _encode_EpochEndOffset_v2(obj: EpochEndOffset, out: bytearray) -> None:
    """Encode EpochEndOffset, versions 2, 3."""
    out += _S_hiiq.pack(obj.error_code, obj.partition, obj.leader_epoch, obj.end_offset)
    if obj.unknown_tagged_fields:
        raise rt.Malformed


def _encode_EpochEndOffset_v4(obj: EpochEndOffset, out: bytearray) -> None:
    """Encode EpochEndOffset, version 4."""
    out += _S_hiiq.pack(obj.error_code, obj.partition, obj.leader_epoch, obj.end_offset)
    if obj.unknown_tagged_fields:
        rt.write_tags(out, (), obj.unknown_tagged_fields)
    else:
        out.append(0)


def _decode_OffsetForLeaderTopicResult_v2(
    data: bytes, pos: int
) -> tuple[OffsetForLeaderTopicResult, int]:
    """Decode OffsetForLeaderTopicResult, versions 2, 3."""
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
    items_partitions: list[EpochEndOffset] = []
    for _ in range(n_partitions):
        (
            partitions__error_code,
            partitions__partition,
            partitions__leader_epoch,
            partitions__end_offset,
        ) = _S_hiiq.unpack_from(data, pos)
        pos += 18
        e_partitions = _new(EpochEndOffset)
        e_partitions.error_code = partitions__error_code
        e_partitions.partition = partitions__partition
        e_partitions.leader_epoch = partitions__leader_epoch
        e_partitions.end_offset = partitions__end_offset
        e_partitions.unknown_tagged_fields = ()
        items_partitions.append(e_partitions)
    partitions = items_partitions
    obj = _new(OffsetForLeaderTopicResult)
    obj.topic = topic
    obj.partitions = partitions
    obj.unknown_tagged_fields = ()
    return obj, pos


def _decode_OffsetForLeaderTopicResult_v4(
    data: bytes, pos: int
) -> tuple[OffsetForLeaderTopicResult, int]:
    """Decode OffsetForLeaderTopicResult, version 4."""
    data_end = len(data)
    n_topic = data[pos]
    pos += 1
    if n_topic > 127:
        n_topic, pos = rt.read_string_length(data, pos - 1)
    end = pos + n_topic - 1
    if not n_topic or end > data_end:
        raise rt.Malformed
    topic = data[pos:end].decode()
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
    items_partitions: list[EpochEndOffset] = []
    for _ in range(n_partitions):
        (
            partitions__error_code,
            partitions__partition,
            partitions__leader_epoch,
            partitions__end_offset,
            partitions__tag_count,
        ) = _S_hiiqB.unpack_from(data, pos)
        pos += 19
        partitions__unknown: rt.Tags = ()
        if partitions__tag_count:
            partitions__unknown, pos = rt.read_unknown_tags(data, pos - 1)
        e_partitions = _new(EpochEndOffset)
        e_partitions.error_code = partitions__error_code
        e_partitions.partition = partitions__partition
        e_partitions.leader_epoch = partitions__leader_epoch
        e_partitions.end_offset = partitions__end_offset
        e_partitions.unknown_tagged_fields = partitions__unknown
        items_partitions.append(e_partitions)
    partitions = items_partitions
    tag_count = data[pos]
    pos += 1
    unknown: rt.Tags = ()
    if tag_count:
        unknown, pos = rt.read_unknown_tags(data, pos - 1)
    obj = _new(OffsetForLeaderTopicResult)
    obj.topic = topic
    obj.partitions = partitions
    obj.unknown_tagged_fields = unknown
    return obj, pos


def _encode_OffsetForLeaderTopicResult_v2(obj: OffsetForLeaderTopicResult, out: bytearray) -> None:
    """Encode OffsetForLeaderTopicResult, versions 2, 3."""
    b_topic = obj.topic.encode()
    out += _S_h.pack(len(b_topic))
    out += b_topic
    a_partitions = obj.partitions
    out += _S_i.pack(len(a_partitions))
    for e_partitions in a_partitions:
        out += _S_hiiq.pack(
            e_partitions.error_code,
            e_partitions.partition,
            e_partitions.leader_epoch,
            e_partitions.end_offset,
        )
        if e_partitions.unknown_tagged_fields:
            raise rt.Malformed
    if obj.unknown_tagged_fields:
        raise rt.Malformed


def _encode_OffsetForLeaderTopicResult_v4(obj: OffsetForLeaderTopicResult, out: bytearray) -> None:
    """Encode OffsetForLeaderTopicResult, version 4."""
    append = out.append
    b_topic = obj.topic.encode()
    n = len(b_topic) + 1
    if n < 128:
        append(n)
    else:
        out += rt.string_length(n)
    out += b_topic
    a_partitions = obj.partitions
    n = len(a_partitions) + 1
    if n < 128:
        append(n)
    else:
        out += rt.uvarint(n)
    for e_partitions in a_partitions:
        out += _S_hiiq.pack(
            e_partitions.error_code,
            e_partitions.partition,
            e_partitions.leader_epoch,
            e_partitions.end_offset,
        )
        if e_partitions.unknown_tagged_fields:
            rt.write_tags(out, (), e_partitions.unknown_tagged_fields)
        else:
            append(0)
    if obj.unknown_tagged_fields:
        rt.write_tags(out, (), obj.unknown_tagged_fields)
    else:
        append(0)


def _decode_OffsetForLeaderEpochResponse_v2(
    data: bytes, pos: int
) -> tuple[OffsetForLeaderEpochResponse, int]:
    """Decode OffsetForLeaderEpochResponse, versions 2, 3."""
    data_end = len(data)
    throttle_time_ms, n_topics = _S_ii.unpack_from(data, pos)
    pos += 8
    if n_topics < 0:
        raise rt.Malformed
    if n_topics > data_end - pos:
        raise rt.Malformed
    items_topics: list[OffsetForLeaderTopicResult] = []
    for _ in range(n_topics):
        (n_topics__topic,) = _S_h.unpack_from(data, pos)
        pos += 2
        end = pos + n_topics__topic
        if n_topics__topic < 0 or end > data_end:
            raise rt.Malformed
        topics__topic = data[pos:end].decode()
        pos = end
        (n_topics__partitions,) = _S_i.unpack_from(data, pos)
        pos += 4
        if n_topics__partitions < 0:
            raise rt.Malformed
        if n_topics__partitions > data_end - pos:
            raise rt.Malformed
        items_topics__partitions: list[EpochEndOffset] = []
        for _ in range(n_topics__partitions):
            e_topics__partitions, pos = _decode_EpochEndOffset_v2(data, pos)
            items_topics__partitions.append(e_topics__partitions)
        topics__partitions = items_topics__partitions
        e_topics = _new(OffsetForLeaderTopicResult)
        e_topics.topic = topics__topic
        e_topics.partitions = topics__partitions
        e_topics.unknown_tagged_fields = ()
        items_topics.append(e_topics)
    topics = items_topics
    obj = _new(OffsetForLeaderEpochResponse)
    obj.throttle_time_ms = throttle_time_ms
    obj.topics = topics
    obj.unknown_tagged_fields = ()
    return obj, pos


def _decode_OffsetForLeaderEpochResponse_v4(
    data: bytes, pos: int
) -> tuple[OffsetForLeaderEpochResponse, int]:
    """Decode OffsetForLeaderEpochResponse, version 4."""
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
    items_topics: list[OffsetForLeaderTopicResult] = []
    for _ in range(n_topics):
        n_topics__topic = data[pos]
        pos += 1
        if n_topics__topic > 127:
            n_topics__topic, pos = rt.read_string_length(data, pos - 1)
        end = pos + n_topics__topic - 1
        if not n_topics__topic or end > data_end:
            raise rt.Malformed
        topics__topic = data[pos:end].decode()
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
        items_topics__partitions: list[EpochEndOffset] = []
        for _ in range(n_topics__partitions):
            e_topics__partitions, pos = _decode_EpochEndOffset_v4(data, pos)
            items_topics__partitions.append(e_topics__partitions)
        topics__partitions = items_topics__partitions
        topics__tag_count = data[pos]
        pos += 1
        topics__unknown: rt.Tags = ()
        if topics__tag_count:
            topics__unknown, pos = rt.read_unknown_tags(data, pos - 1)
        e_topics = _new(OffsetForLeaderTopicResult)
        e_topics.topic = topics__topic
        e_topics.partitions = topics__partitions
        e_topics.unknown_tagged_fields = topics__unknown
        items_topics.append(e_topics)
    topics = items_topics
    tag_count = data[pos]
    pos += 1
    unknown: rt.Tags = ()
    if tag_count:
        unknown, pos = rt.read_unknown_tags(data, pos - 1)
    obj = _new(OffsetForLeaderEpochResponse)
    obj.throttle_time_ms = throttle_time_ms
    obj.topics = topics
    obj.unknown_tagged_fields = unknown
    return obj, pos


def _encode_OffsetForLeaderEpochResponse_v2(
    obj: OffsetForLeaderEpochResponse, out: bytearray
) -> None:
    """Encode OffsetForLeaderEpochResponse, versions 2, 3."""
    a_topics = obj.topics
    out += _S_ii.pack(obj.throttle_time_ms, len(a_topics))
    for e_topics in a_topics:
        b_topics__topic = e_topics.topic.encode()
        out += _S_h.pack(len(b_topics__topic))
        out += b_topics__topic
        a_topics__partitions = e_topics.partitions
        out += _S_i.pack(len(a_topics__partitions))
        for e_topics__partitions in a_topics__partitions:
            out += _S_hiiq.pack(
                e_topics__partitions.error_code,
                e_topics__partitions.partition,
                e_topics__partitions.leader_epoch,
                e_topics__partitions.end_offset,
            )
            if e_topics__partitions.unknown_tagged_fields:
                raise rt.Malformed
        if e_topics.unknown_tagged_fields:
            raise rt.Malformed
    if obj.unknown_tagged_fields:
        raise rt.Malformed


def _encode_OffsetForLeaderEpochResponse_v4(
    obj: OffsetForLeaderEpochResponse, out: bytearray
) -> None:
    """Encode OffsetForLeaderEpochResponse, version 4."""
    append = out.append
    out += _S_i.pack(obj.throttle_time_ms)
    a_topics = obj.topics
    n = len(a_topics) + 1
    if n < 128:
        append(n)
    else:
        out += rt.uvarint(n)
    for e_topics in a_topics:
        b_topics__topic = e_topics.topic.encode()
        n = len(b_topics__topic) + 1
        if n < 128:
            append(n)
        else:
            out += rt.string_length(n)
        out += b_topics__topic
        a_topics__partitions = e_topics.partitions
        n = len(a_topics__partitions) + 1
        if n < 128:
            append(n)
        else:
            out += rt.uvarint(n)
        for e_topics__partitions in a_topics__partitions:
            out += _S_hiiq.pack(
                e_topics__partitions.error_code,
                e_topics__partitions.partition,
                e_topics__partitions.leader_epoch,
                e_topics__partitions.end_offset,
            )
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


EpochEndOffset._SCHEMA = rt.StructInfo(
    "EpochEndOffset",
    (
        rt.FieldInfo("error_code", "errorCode", "int16", rt.vr("0+"), default=0),
        rt.FieldInfo("partition", "partition", "int32", rt.vr("0+"), default=0),
        rt.FieldInfo(
            "leader_epoch", "leaderEpoch", "int32", rt.vr("1+"), default=-1, ignorable=True
        ),
        rt.FieldInfo("end_offset", "endOffset", "int64", rt.vr("0+"), default=-1),
    ),
    flexible=rt.vr("4+"),
)
EpochEndOffset._DECODERS = {
    2: _decode_EpochEndOffset_v2,
    3: _decode_EpochEndOffset_v2,
    4: _decode_EpochEndOffset_v4,
}
EpochEndOffset._ENCODERS = {
    2: _encode_EpochEndOffset_v2,
    3: _encode_EpochEndOffset_v2,
    4: _encode_EpochEndOffset_v4,
}

OffsetForLeaderTopicResult._SCHEMA = rt.StructInfo(
    "OffsetForLeaderTopicResult",
    (
        rt.FieldInfo("topic", "topic", "string", rt.vr("0+"), default=""),
        rt.FieldInfo(
            "partitions",
            "partitions",
            "struct",
            rt.vr("0+"),
            is_array=True,
            struct=lambda: EpochEndOffset,
            default=(),
        ),
    ),
    flexible=rt.vr("4+"),
)
OffsetForLeaderTopicResult._DECODERS = {
    2: _decode_OffsetForLeaderTopicResult_v2,
    3: _decode_OffsetForLeaderTopicResult_v2,
    4: _decode_OffsetForLeaderTopicResult_v4,
}
OffsetForLeaderTopicResult._ENCODERS = {
    2: _encode_OffsetForLeaderTopicResult_v2,
    3: _encode_OffsetForLeaderTopicResult_v2,
    4: _encode_OffsetForLeaderTopicResult_v4,
}

OffsetForLeaderEpochResponse._SCHEMA = rt.StructInfo(
    "OffsetForLeaderEpochResponse",
    (
        rt.FieldInfo(
            "throttle_time_ms", "throttleTimeMs", "int32", rt.vr("2+"), default=0, ignorable=True
        ),
        rt.FieldInfo(
            "topics",
            "topics",
            "struct",
            rt.vr("0+"),
            is_array=True,
            struct=lambda: OffsetForLeaderTopicResult,
            default=(),
        ),
    ),
    flexible=rt.vr("4+"),
)
OffsetForLeaderEpochResponse._DECODERS = {
    2: _decode_OffsetForLeaderEpochResponse_v2,
    3: _decode_OffsetForLeaderEpochResponse_v2,
    4: _decode_OffsetForLeaderEpochResponse_v4,
}
OffsetForLeaderEpochResponse._ENCODERS = {
    2: _encode_OffsetForLeaderEpochResponse_v2,
    3: _encode_OffsetForLeaderEpochResponse_v2,
    4: _encode_OffsetForLeaderEpochResponse_v4,
}
