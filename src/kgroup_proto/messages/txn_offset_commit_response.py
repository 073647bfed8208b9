"""TxnOffsetCommitResponse: generated from TxnOffsetCommitResponse.json; edit the schema, not this file."""

from __future__ import annotations

import struct
from typing import ClassVar

import attrs

from kgroup_proto import runtime as rt

_S_h = struct.Struct(">h")
_S_i = struct.Struct(">i")
_S_ih = struct.Struct(">ih")
_S_ii = struct.Struct(">ii")


@attrs.define(weakref_slot=False)
class TxnOffsetCommitResponsePartition(rt.Struct):
    """Result for each partition of this topic.

    Versions 0-5; flexible 3+.

    Attributes:
        partition_index: Index of the partition. (versions 0+)
        error_code: Error for this partition; 0 on success. (versions 0+)
    """

    VALID_VERSIONS: ClassVar[range] = range(0, 6)
    FLEXIBLE_VERSIONS: ClassVar[range | None] = range(3, rt.VERSION_LIMIT)

    partition_index: int = 0
    error_code: int = 0
    unknown_tagged_fields: rt.Tags = ()


@attrs.define(weakref_slot=False)
class TxnOffsetCommitResponseTopic(rt.Struct):
    """Results grouped by topic.

    Versions 0-5; flexible 3+.

    Attributes:
        name: Name of the topic. (versions 0+)
        partitions: Result for each partition of this topic. (versions 0+)
    """

    VALID_VERSIONS: ClassVar[range] = range(0, 6)
    FLEXIBLE_VERSIONS: ClassVar[range | None] = range(3, rt.VERSION_LIMIT)

    name: str = ""
    partitions: list[TxnOffsetCommitResponsePartition] = attrs.field(factory=list)
    unknown_tagged_fields: rt.Tags = ()


@attrs.define(weakref_slot=False)
class TxnOffsetCommitResponse(rt.Struct):
    """The TxnOffsetCommitResponse response.

    API key 28, versions 0-5; flexible 3+.

    Attributes:
        throttle_time_ms: Time in ms the broker held back this response because a quota was
            exceeded; 0 when no quota applied. (versions 0+)
        topics: Results grouped by topic. (versions 0+)
    """

    API_KEY: ClassVar[int | None] = 28
    MESSAGE_TYPE: ClassVar[str] = "response"
    VALID_VERSIONS: ClassVar[range] = range(0, 6)
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
    return TxnOffsetCommitResponsePartition(partition_index, error_code, ()), pos


def _decode_TxnOffsetCommitResponsePartition_v3(
    data: bytes, pos: int
) -> tuple[TxnOffsetCommitResponsePartition, int]:
    """Decode TxnOffsetCommitResponsePartition, versions 3, 4, 5."""
    partition_index, error_code = _S_ih.unpack_from(data, pos)
    pos += 6
    unknown: rt.Tags
    if data[pos]:
        unknown, pos = rt.read_unknown_tags(data, pos)
    else:
        pos += 1
        unknown = ()
    return TxnOffsetCommitResponsePartition(partition_index, error_code, unknown), pos


def _encode_TxnOffsetCommitResponsePartition_v0(
    obj: TxnOffsetCommitResponsePartition, out: list[bytes]
) -> None:
    """Encode TxnOffsetCommitResponsePartition, versions 0, 1, 2."""
    w = out.append
    w(_S_ih.pack(obj.partition_index, obj.error_code))


def _encode_TxnOffsetCommitResponsePartition_v3(
    obj: TxnOffsetCommitResponsePartition, out: list[bytes]
) -> None:
    """Encode TxnOffsetCommitResponsePartition, versions 3, 4, 5."""
    w = out.append
    w(_S_ih.pack(obj.partition_index, obj.error_code))
    if obj.unknown_tagged_fields:
        rt.write_tags(w, (), obj.unknown_tagged_fields)
    else:
        w(rt.NO_TAGS)


def _decode_TxnOffsetCommitResponseTopic_v0(
    data: bytes, pos: int
) -> tuple[TxnOffsetCommitResponseTopic, int]:
    """Decode TxnOffsetCommitResponseTopic, versions 0, 1, 2."""
    (n_name,) = _S_h.unpack_from(data, pos)
    pos += 2
    if n_name < 0:
        raise rt.Malformed
    end = pos + n_name
    if end > len(data):
        raise rt.Malformed
    name = data[pos:end].decode()
    pos = end
    (n_partitions,) = _S_i.unpack_from(data, pos)
    pos += 4
    if n_partitions < 0:
        raise rt.Malformed
    if n_partitions > len(data) - pos:
        raise rt.Malformed
    items_partitions: list[TxnOffsetCommitResponsePartition] = []
    for _ in range(n_partitions):
        e_partitions, pos = _decode_TxnOffsetCommitResponsePartition_v0(data, pos)
        items_partitions.append(e_partitions)
    partitions = items_partitions
    return TxnOffsetCommitResponseTopic(name, partitions, ()), pos


def _decode_TxnOffsetCommitResponseTopic_v3(
    data: bytes, pos: int
) -> tuple[TxnOffsetCommitResponseTopic, int]:
    """Decode TxnOffsetCommitResponseTopic, versions 3, 4, 5."""
    n_name = data[pos] - 1
    if n_name < 127:
        pos += 1
    else:
        n_name, pos = rt.read_uvarint(data, pos)
        n_name -= 1
    if n_name < 0:
        raise rt.Malformed
    end = pos + n_name
    if end > len(data):
        raise rt.Malformed
    name = data[pos:end].decode()
    pos = end
    n_partitions = data[pos] - 1
    if n_partitions < 127:
        pos += 1
    else:
        n_partitions, pos = rt.read_uvarint(data, pos)
        n_partitions -= 1
    if n_partitions < 0:
        raise rt.Malformed
    if n_partitions > len(data) - pos:
        raise rt.Malformed
    items_partitions: list[TxnOffsetCommitResponsePartition] = []
    for _ in range(n_partitions):
        e_partitions, pos = _decode_TxnOffsetCommitResponsePartition_v3(data, pos)
        items_partitions.append(e_partitions)
    partitions = items_partitions
    unknown: rt.Tags
    if data[pos]:
        unknown, pos = rt.read_unknown_tags(data, pos)
    else:
        pos += 1
        unknown = ()
    return TxnOffsetCommitResponseTopic(name, partitions, unknown), pos


def _encode_TxnOffsetCommitResponseTopic_v0(
    obj: TxnOffsetCommitResponseTopic, out: list[bytes]
) -> None:
    """Encode TxnOffsetCommitResponseTopic, versions 0, 1, 2."""
    w = out.append
    b_name = obj.name.encode()
    w(_S_h.pack(len(b_name)))
    w(b_name)
    a_partitions = obj.partitions
    w(_S_i.pack(len(a_partitions)))
    for e_partitions in a_partitions:
        _encode_TxnOffsetCommitResponsePartition_v0(e_partitions, out)


def _encode_TxnOffsetCommitResponseTopic_v3(
    obj: TxnOffsetCommitResponseTopic, out: list[bytes]
) -> None:
    """Encode TxnOffsetCommitResponseTopic, versions 3, 4, 5."""
    w = out.append
    b_name = obj.name.encode()
    n = len(b_name) + 1
    w(rt.UVARINT1[n] if n < 128 else rt.uvarint(n))
    w(b_name)
    a_partitions = obj.partitions
    n = len(a_partitions) + 1
    w(rt.UVARINT1[n] if n < 128 else rt.uvarint(n))
    for e_partitions in a_partitions:
        _encode_TxnOffsetCommitResponsePartition_v3(e_partitions, out)
    if obj.unknown_tagged_fields:
        rt.write_tags(w, (), obj.unknown_tagged_fields)
    else:
        w(rt.NO_TAGS)


def _decode_TxnOffsetCommitResponse_v0(
    data: bytes, pos: int
) -> tuple[TxnOffsetCommitResponse, int]:
    """Decode TxnOffsetCommitResponse, versions 0, 1, 2."""
    throttle_time_ms, n_topics = _S_ii.unpack_from(data, pos)
    pos += 8
    if n_topics < 0:
        raise rt.Malformed
    if n_topics > len(data) - pos:
        raise rt.Malformed
    items_topics: list[TxnOffsetCommitResponseTopic] = []
    for _ in range(n_topics):
        e_topics, pos = _decode_TxnOffsetCommitResponseTopic_v0(data, pos)
        items_topics.append(e_topics)
    topics = items_topics
    return TxnOffsetCommitResponse(throttle_time_ms, topics, ()), pos


def _decode_TxnOffsetCommitResponse_v3(
    data: bytes, pos: int
) -> tuple[TxnOffsetCommitResponse, int]:
    """Decode TxnOffsetCommitResponse, versions 3, 4, 5."""
    (throttle_time_ms,) = _S_i.unpack_from(data, pos)
    pos += 4
    n_topics = data[pos] - 1
    if n_topics < 127:
        pos += 1
    else:
        n_topics, pos = rt.read_uvarint(data, pos)
        n_topics -= 1
    if n_topics < 0:
        raise rt.Malformed
    if n_topics > len(data) - pos:
        raise rt.Malformed
    items_topics: list[TxnOffsetCommitResponseTopic] = []
    for _ in range(n_topics):
        e_topics, pos = _decode_TxnOffsetCommitResponseTopic_v3(data, pos)
        items_topics.append(e_topics)
    topics = items_topics
    unknown: rt.Tags
    if data[pos]:
        unknown, pos = rt.read_unknown_tags(data, pos)
    else:
        pos += 1
        unknown = ()
    return TxnOffsetCommitResponse(throttle_time_ms, topics, unknown), pos


def _encode_TxnOffsetCommitResponse_v0(obj: TxnOffsetCommitResponse, out: list[bytes]) -> None:
    """Encode TxnOffsetCommitResponse, versions 0, 1, 2."""
    w = out.append
    a_topics = obj.topics
    w(_S_ii.pack(obj.throttle_time_ms, len(a_topics)))
    for e_topics in a_topics:
        _encode_TxnOffsetCommitResponseTopic_v0(e_topics, out)


def _encode_TxnOffsetCommitResponse_v3(obj: TxnOffsetCommitResponse, out: list[bytes]) -> None:
    """Encode TxnOffsetCommitResponse, versions 3, 4, 5."""
    w = out.append
    w(_S_i.pack(obj.throttle_time_ms))
    a_topics = obj.topics
    n = len(a_topics) + 1
    w(rt.UVARINT1[n] if n < 128 else rt.uvarint(n))
    for e_topics in a_topics:
        _encode_TxnOffsetCommitResponseTopic_v3(e_topics, out)
    if obj.unknown_tagged_fields:
        rt.write_tags(w, (), obj.unknown_tagged_fields)
    else:
        w(rt.NO_TAGS)


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
}
TxnOffsetCommitResponsePartition._ENCODERS = {
    0: _encode_TxnOffsetCommitResponsePartition_v0,
    1: _encode_TxnOffsetCommitResponsePartition_v0,
    2: _encode_TxnOffsetCommitResponsePartition_v0,
    3: _encode_TxnOffsetCommitResponsePartition_v3,
    4: _encode_TxnOffsetCommitResponsePartition_v3,
    5: _encode_TxnOffsetCommitResponsePartition_v3,
}

TxnOffsetCommitResponseTopic._SCHEMA = rt.StructInfo(
    "TxnOffsetCommitResponseTopic",
    (
        rt.FieldInfo("name", "name", "string", rt.vr("0+"), default=""),
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
}
TxnOffsetCommitResponseTopic._ENCODERS = {
    0: _encode_TxnOffsetCommitResponseTopic_v0,
    1: _encode_TxnOffsetCommitResponseTopic_v0,
    2: _encode_TxnOffsetCommitResponseTopic_v0,
    3: _encode_TxnOffsetCommitResponseTopic_v3,
    4: _encode_TxnOffsetCommitResponseTopic_v3,
    5: _encode_TxnOffsetCommitResponseTopic_v3,
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
}
TxnOffsetCommitResponse._ENCODERS = {
    0: _encode_TxnOffsetCommitResponse_v0,
    1: _encode_TxnOffsetCommitResponse_v0,
    2: _encode_TxnOffsetCommitResponse_v0,
    3: _encode_TxnOffsetCommitResponse_v3,
    4: _encode_TxnOffsetCommitResponse_v3,
    5: _encode_TxnOffsetCommitResponse_v3,
}
