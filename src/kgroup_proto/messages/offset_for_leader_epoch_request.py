"""OffsetForLeaderEpochRequest: generated from OffsetForLeaderEpochRequest.json; edit the schema, not this file."""

from __future__ import annotations

import struct
from typing import ClassVar

import attrs

from kgroup_proto import runtime as rt

_new = object.__new__
_S_h = struct.Struct(">h")
_S_i = struct.Struct(">i")
_S_iB = struct.Struct(">iB")
_S_ii = struct.Struct(">ii")
_S_iii = struct.Struct(">iii")
_S_iiiB = struct.Struct(">iiiB")


@attrs.define(weakref_slot=False)
class OffsetForLeaderPartition(rt.Struct):
    """Partitions of this topic.

    Versions 2-4; flexible 4+.

    Attributes:
        partition: Index of the partition. (versions 0+)
        current_leader_epoch: Leader epoch the caller believes is current, to fence a stale
            leader or caller; -1 to skip the check. (versions 2+)
        leader_epoch: Epoch whose end offset is wanted. (versions 0+)
    """

    VALID_VERSIONS: ClassVar[range] = range(2, 5)
    FLEXIBLE_VERSIONS: ClassVar[range | None] = range(4, rt.VERSION_LIMIT)

    partition: int = 0
    current_leader_epoch: int = -1
    leader_epoch: int = 0
    unknown_tagged_fields: rt.Tags = ()


@attrs.define(weakref_slot=False)
class OffsetForLeaderTopic(rt.Struct):
    """Partitions to look up, by topic.

    Versions 2-4; flexible 4+.

    Attributes:
        topic: Name of the topic. (versions 0+)
        partitions: Partitions of this topic. (versions 0+)
    """

    VALID_VERSIONS: ClassVar[range] = range(2, 5)
    FLEXIBLE_VERSIONS: ClassVar[range | None] = range(4, rt.VERSION_LIMIT)

    topic: str = ""
    partitions: list[OffsetForLeaderPartition] = attrs.field(factory=list)
    unknown_tagged_fields: rt.Tags = ()


@attrs.define(weakref_slot=False)
class OffsetForLeaderEpochRequest(rt.Struct):
    """The OffsetForLeaderEpochRequest request.

    API key 23, versions 2-4; flexible 4+.

    Attributes:
        replica_id: Broker ID of the follower asking, or -2 for a consumer (or any other
            client). (versions 3+)
        topics: Partitions to look up, by topic. (versions 0+)
    """

    API_KEY: ClassVar[int | None] = 23
    MESSAGE_TYPE: ClassVar[str] = "request"
    VALID_VERSIONS: ClassVar[range] = range(2, 5)
    FLEXIBLE_VERSIONS: ClassVar[range | None] = range(4, rt.VERSION_LIMIT)

    replica_id: int = -2
    topics: list[OffsetForLeaderTopic] = attrs.field(factory=list)
    unknown_tagged_fields: rt.Tags = ()


def _decode_OffsetForLeaderPartition_v2(
    data: bytes, pos: int
) -> tuple[OffsetForLeaderPartition, int]:
    """Decode OffsetForLeaderPartition, versions 2, 3."""
    partition, current_leader_epoch, leader_epoch = _S_iii.unpack_from(data, pos)
    pos += 12
    obj = _new(OffsetForLeaderPartition)
    obj.partition = partition
    obj.current_leader_epoch = current_leader_epoch
    obj.leader_epoch = leader_epoch
    obj.unknown_tagged_fields = ()
    return obj, pos


def _decode_OffsetForLeaderPartition_v4(
    data: bytes, pos: int
) -> tuple[OffsetForLeaderPartition, int]:
    """Decode OffsetForLeaderPartition, version 4."""
    partition, current_leader_epoch, leader_epoch, tag_count = _S_iiiB.unpack_from(data, pos)
    pos += 13
    unknown: rt.Tags = ()
    if tag_count:
        unknown, pos = rt.read_unknown_tags(data, pos - 1)
    obj = _new(OffsetForLeaderPartition)
    obj.partition = partition
    obj.current_leader_epoch = current_leader_epoch
    obj.leader_epoch = leader_epoch
    obj.unknown_tagged_fields = unknown
    return obj, pos


def _encode_OffsetForLeaderPartition_v2(obj: OffsetForLeaderPartition, out: bytearray) -> None:
    """Encode OffsetForLeaderPartition, versions 2, 3."""
    out += _S_iii.pack(obj.partition, obj.current_leader_epoch, obj.leader_epoch)
    if obj.unknown_tagged_fields:
        raise rt.Malformed


def _encode_OffsetForLeaderPartition_v4(obj: OffsetForLeaderPartition, out: bytearray) -> None:
    """Encode OffsetForLeaderPartition, version 4."""
    out += _S_iii.pack(obj.partition, obj.current_leader_epoch, obj.leader_epoch)
    if obj.unknown_tagged_fields:
        rt.write_tags(out, (), obj.unknown_tagged_fields)
    else:
        out.append(0)


def _decode_OffsetForLeaderTopic_v2(data: bytes, pos: int) -> tuple[OffsetForLeaderTopic, int]:
    """Decode OffsetForLeaderTopic, versions 2, 3."""
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
    items_partitions: list[OffsetForLeaderPartition] = []
    for _ in range(n_partitions):
        partitions__partition, partitions__current_leader_epoch, partitions__leader_epoch = (
            _S_iii.unpack_from(data, pos)
        )
        pos += 12
        e_partitions = _new(OffsetForLeaderPartition)
        e_partitions.partition = partitions__partition
        e_partitions.current_leader_epoch = partitions__current_leader_epoch
        e_partitions.leader_epoch = partitions__leader_epoch
        e_partitions.unknown_tagged_fields = ()
        items_partitions.append(e_partitions)
    partitions = items_partitions
    obj = _new(OffsetForLeaderTopic)
    obj.topic = topic
    obj.partitions = partitions
    obj.unknown_tagged_fields = ()
    return obj, pos


def _decode_OffsetForLeaderTopic_v4(data: bytes, pos: int) -> tuple[OffsetForLeaderTopic, int]:
    """Decode OffsetForLeaderTopic, version 4."""
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
    items_partitions: list[OffsetForLeaderPartition] = []
    for _ in range(n_partitions):
        (
            partitions__partition,
            partitions__current_leader_epoch,
            partitions__leader_epoch,
            partitions__tag_count,
        ) = _S_iiiB.unpack_from(data, pos)
        pos += 13
        partitions__unknown: rt.Tags = ()
        if partitions__tag_count:
            partitions__unknown, pos = rt.read_unknown_tags(data, pos - 1)
        e_partitions = _new(OffsetForLeaderPartition)
        e_partitions.partition = partitions__partition
        e_partitions.current_leader_epoch = partitions__current_leader_epoch
        e_partitions.leader_epoch = partitions__leader_epoch
        e_partitions.unknown_tagged_fields = partitions__unknown
        items_partitions.append(e_partitions)
    partitions = items_partitions
    tag_count = data[pos]
    pos += 1
    unknown: rt.Tags = ()
    if tag_count:
        unknown, pos = rt.read_unknown_tags(data, pos - 1)
    obj = _new(OffsetForLeaderTopic)
    obj.topic = topic
    obj.partitions = partitions
    obj.unknown_tagged_fields = unknown
    return obj, pos


def _encode_OffsetForLeaderTopic_v2(obj: OffsetForLeaderTopic, out: bytearray) -> None:
    """Encode OffsetForLeaderTopic, versions 2, 3."""
    b_topic = obj.topic.encode()
    out += _S_h.pack(len(b_topic))
    out += b_topic
    a_partitions = obj.partitions
    out += _S_i.pack(len(a_partitions))
    for e_partitions in a_partitions:
        out += _S_iii.pack(
            e_partitions.partition, e_partitions.current_leader_epoch, e_partitions.leader_epoch
        )
        if e_partitions.unknown_tagged_fields:
            raise rt.Malformed
    if obj.unknown_tagged_fields:
        raise rt.Malformed


def _encode_OffsetForLeaderTopic_v4(obj: OffsetForLeaderTopic, out: bytearray) -> None:
    """Encode OffsetForLeaderTopic, version 4."""
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
        out += _S_iii.pack(
            e_partitions.partition, e_partitions.current_leader_epoch, e_partitions.leader_epoch
        )
        if e_partitions.unknown_tagged_fields:
            rt.write_tags(out, (), e_partitions.unknown_tagged_fields)
        else:
            append(0)
    if obj.unknown_tagged_fields:
        rt.write_tags(out, (), obj.unknown_tagged_fields)
    else:
        append(0)


def _decode_OffsetForLeaderEpochRequest_v2(
    data: bytes, pos: int
) -> tuple[OffsetForLeaderEpochRequest, int]:
    """Decode OffsetForLeaderEpochRequest, version 2."""
    data_end = len(data)
    (n_topics,) = _S_i.unpack_from(data, pos)
    pos += 4
    if n_topics < 0:
        raise rt.Malformed
    if n_topics > data_end - pos:
        raise rt.Malformed
    items_topics: list[OffsetForLeaderTopic] = []
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
        items_topics__partitions: list[OffsetForLeaderPartition] = []
        for _ in range(n_topics__partitions):
            e_topics__partitions, pos = _decode_OffsetForLeaderPartition_v2(data, pos)
            items_topics__partitions.append(e_topics__partitions)
        topics__partitions = items_topics__partitions
        e_topics = _new(OffsetForLeaderTopic)
        e_topics.topic = topics__topic
        e_topics.partitions = topics__partitions
        e_topics.unknown_tagged_fields = ()
        items_topics.append(e_topics)
    topics = items_topics
    obj = _new(OffsetForLeaderEpochRequest)
    obj.replica_id = -2
    obj.topics = topics
    obj.unknown_tagged_fields = ()
    return obj, pos


def _decode_OffsetForLeaderEpochRequest_v3(
    data: bytes, pos: int
) -> tuple[OffsetForLeaderEpochRequest, int]:
    """Decode OffsetForLeaderEpochRequest, version 3."""
    data_end = len(data)
    replica_id, n_topics = _S_ii.unpack_from(data, pos)
    pos += 8
    if n_topics < 0:
        raise rt.Malformed
    if n_topics > data_end - pos:
        raise rt.Malformed
    items_topics: list[OffsetForLeaderTopic] = []
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
        items_topics__partitions: list[OffsetForLeaderPartition] = []
        for _ in range(n_topics__partitions):
            e_topics__partitions, pos = _decode_OffsetForLeaderPartition_v2(data, pos)
            items_topics__partitions.append(e_topics__partitions)
        topics__partitions = items_topics__partitions
        e_topics = _new(OffsetForLeaderTopic)
        e_topics.topic = topics__topic
        e_topics.partitions = topics__partitions
        e_topics.unknown_tagged_fields = ()
        items_topics.append(e_topics)
    topics = items_topics
    obj = _new(OffsetForLeaderEpochRequest)
    obj.replica_id = replica_id
    obj.topics = topics
    obj.unknown_tagged_fields = ()
    return obj, pos


def _decode_OffsetForLeaderEpochRequest_v4(
    data: bytes, pos: int
) -> tuple[OffsetForLeaderEpochRequest, int]:
    """Decode OffsetForLeaderEpochRequest, version 4."""
    data_end = len(data)
    replica_id, n_topics = _S_iB.unpack_from(data, pos)
    pos += 5
    if n_topics > 127:
        n_topics, pos = rt.read_uvarint(data, pos - 1)
    n_topics -= 1
    if n_topics < 0:
        raise rt.Malformed
    if n_topics > data_end - pos:
        raise rt.Malformed
    items_topics: list[OffsetForLeaderTopic] = []
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
        items_topics__partitions: list[OffsetForLeaderPartition] = []
        for _ in range(n_topics__partitions):
            e_topics__partitions, pos = _decode_OffsetForLeaderPartition_v4(data, pos)
            items_topics__partitions.append(e_topics__partitions)
        topics__partitions = items_topics__partitions
        topics__tag_count = data[pos]
        pos += 1
        topics__unknown: rt.Tags = ()
        if topics__tag_count:
            topics__unknown, pos = rt.read_unknown_tags(data, pos - 1)
        e_topics = _new(OffsetForLeaderTopic)
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
    obj = _new(OffsetForLeaderEpochRequest)
    obj.replica_id = replica_id
    obj.topics = topics
    obj.unknown_tagged_fields = unknown
    return obj, pos


def _encode_OffsetForLeaderEpochRequest_v2(
    obj: OffsetForLeaderEpochRequest, out: bytearray
) -> None:
    """Encode OffsetForLeaderEpochRequest, version 2."""
    a_topics = obj.topics
    out += _S_i.pack(len(a_topics))
    for e_topics in a_topics:
        b_topics__topic = e_topics.topic.encode()
        out += _S_h.pack(len(b_topics__topic))
        out += b_topics__topic
        a_topics__partitions = e_topics.partitions
        out += _S_i.pack(len(a_topics__partitions))
        for e_topics__partitions in a_topics__partitions:
            out += _S_iii.pack(
                e_topics__partitions.partition,
                e_topics__partitions.current_leader_epoch,
                e_topics__partitions.leader_epoch,
            )
            if e_topics__partitions.unknown_tagged_fields:
                raise rt.Malformed
        if e_topics.unknown_tagged_fields:
            raise rt.Malformed
    if obj.unknown_tagged_fields:
        raise rt.Malformed


def _encode_OffsetForLeaderEpochRequest_v3(
    obj: OffsetForLeaderEpochRequest, out: bytearray
) -> None:
    """Encode OffsetForLeaderEpochRequest, version 3."""
    a_topics = obj.topics
    out += _S_ii.pack(obj.replica_id, len(a_topics))
    for e_topics in a_topics:
        b_topics__topic = e_topics.topic.encode()
        out += _S_h.pack(len(b_topics__topic))
        out += b_topics__topic
        a_topics__partitions = e_topics.partitions
        out += _S_i.pack(len(a_topics__partitions))
        for e_topics__partitions in a_topics__partitions:
            out += _S_iii.pack(
                e_topics__partitions.partition,
                e_topics__partitions.current_leader_epoch,
                e_topics__partitions.leader_epoch,
            )
            if e_topics__partitions.unknown_tagged_fields:
                raise rt.Malformed
        if e_topics.unknown_tagged_fields:
            raise rt.Malformed
    if obj.unknown_tagged_fields:
        raise rt.Malformed


def _encode_OffsetForLeaderEpochRequest_v4(
    obj: OffsetForLeaderEpochRequest, out: bytearray
) -> None:
    """Encode OffsetForLeaderEpochRequest, version 4."""
    append = out.append
    out += _S_i.pack(obj.replica_id)
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
            out += _S_iii.pack(
                e_topics__partitions.partition,
                e_topics__partitions.current_leader_epoch,
                e_topics__partitions.leader_epoch,
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


OffsetForLeaderPartition._SCHEMA = rt.StructInfo(
    "OffsetForLeaderPartition",
    (
        rt.FieldInfo("partition", "partition", "int32", rt.vr("0+"), default=0),
        rt.FieldInfo(
            "current_leader_epoch",
            "currentLeaderEpoch",
            "int32",
            rt.vr("2+"),
            default=-1,
            ignorable=True,
        ),
        rt.FieldInfo("leader_epoch", "leaderEpoch", "int32", rt.vr("0+"), default=0),
    ),
    flexible=rt.vr("4+"),
)
OffsetForLeaderPartition._DECODERS = {
    2: _decode_OffsetForLeaderPartition_v2,
    3: _decode_OffsetForLeaderPartition_v2,
    4: _decode_OffsetForLeaderPartition_v4,
}
OffsetForLeaderPartition._ENCODERS = {
    2: _encode_OffsetForLeaderPartition_v2,
    3: _encode_OffsetForLeaderPartition_v2,
    4: _encode_OffsetForLeaderPartition_v4,
}

OffsetForLeaderTopic._SCHEMA = rt.StructInfo(
    "OffsetForLeaderTopic",
    (
        rt.FieldInfo("topic", "topic", "string", rt.vr("0+"), default=""),
        rt.FieldInfo(
            "partitions",
            "partitions",
            "struct",
            rt.vr("0+"),
            is_array=True,
            struct=lambda: OffsetForLeaderPartition,
            default=(),
        ),
    ),
    flexible=rt.vr("4+"),
)
OffsetForLeaderTopic._DECODERS = {
    2: _decode_OffsetForLeaderTopic_v2,
    3: _decode_OffsetForLeaderTopic_v2,
    4: _decode_OffsetForLeaderTopic_v4,
}
OffsetForLeaderTopic._ENCODERS = {
    2: _encode_OffsetForLeaderTopic_v2,
    3: _encode_OffsetForLeaderTopic_v2,
    4: _encode_OffsetForLeaderTopic_v4,
}

OffsetForLeaderEpochRequest._SCHEMA = rt.StructInfo(
    "OffsetForLeaderEpochRequest",
    (
        rt.FieldInfo("replica_id", "replicaId", "int32", rt.vr("3+"), default=-2, ignorable=True),
        rt.FieldInfo(
            "topics",
            "topics",
            "struct",
            rt.vr("0+"),
            is_array=True,
            struct=lambda: OffsetForLeaderTopic,
            default=(),
        ),
    ),
    flexible=rt.vr("4+"),
)
OffsetForLeaderEpochRequest._DECODERS = {
    2: _decode_OffsetForLeaderEpochRequest_v2,
    3: _decode_OffsetForLeaderEpochRequest_v3,
    4: _decode_OffsetForLeaderEpochRequest_v4,
}
OffsetForLeaderEpochRequest._ENCODERS = {
    2: _encode_OffsetForLeaderEpochRequest_v2,
    3: _encode_OffsetForLeaderEpochRequest_v3,
    4: _encode_OffsetForLeaderEpochRequest_v4,
}
