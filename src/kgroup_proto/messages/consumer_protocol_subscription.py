"""ConsumerProtocolSubscription: generated from ConsumerProtocolSubscription.json; edit the schema, not this file."""

from __future__ import annotations

import struct
from typing import ClassVar

import attrs

from kgroup_proto import runtime as rt

_new = object.__new__
_S_h = struct.Struct(">h")
_S_i = struct.Struct(">i")
_S_ih = struct.Struct(">ih")


@attrs.define(weakref_slot=False)
class TopicPartition(rt.Struct):
    """Partitions the member holds right now, grouped by topic.

    Versions 1-3.

    Attributes:
        topic: Topic name. (versions 1+)
        partitions: Partition indexes held in that topic. (versions 1+)
    """

    VALID_VERSIONS: ClassVar[range] = range(0, 4)
    FLEXIBLE_VERSIONS: ClassVar[range | None] = None

    topic: str = ""
    partitions: list[int] = attrs.field(factory=list)


@attrs.define(weakref_slot=False)
class ConsumerProtocolSubscription(rt.Struct):
    """The ConsumerProtocolSubscription data.

    Versions 0-3.

    Attributes:
        topics: Topic names the member subscribes to. (versions 0+)
        user_data: Opaque assignor data, returned to the member with its assignment; may be
            null. (versions 0+, nullable 0+)
        owned_partitions: Partitions the member holds right now, grouped by topic. (versions
            1+)
        generation_id: Generation in which the owned partitions were assigned; -1 if
            unknown. (versions 2+)
        rack_id: Rack the member runs in, or null. (versions 3+, nullable 3+)
    """

    API_KEY: ClassVar[int | None] = None
    MESSAGE_TYPE: ClassVar[str] = "data"
    VALID_VERSIONS: ClassVar[range] = range(0, 4)
    FLEXIBLE_VERSIONS: ClassVar[range | None] = None

    topics: list[str] = attrs.field(factory=list)
    user_data: bytes | None = None
    owned_partitions: list[TopicPartition] = attrs.field(factory=list)
    generation_id: int = -1
    rack_id: str | None = None


def _decode_TopicPartition_v1(data: bytes, pos: int) -> tuple[TopicPartition, int]:
    """Decode TopicPartition, versions 1, 2, 3."""
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


def _encode_TopicPartition_v1(obj: TopicPartition, out: bytearray) -> None:
    """Encode TopicPartition, versions 1, 2, 3."""
    b_topic = obj.topic.encode()
    out += _S_h.pack(len(b_topic))
    out += b_topic
    a_partitions = obj.partitions
    out += _S_i.pack(len(a_partitions))
    out += struct.pack(f">{len(a_partitions)}i", *a_partitions)


def _decode_ConsumerProtocolSubscription_v0(
    data: bytes, pos: int
) -> tuple[ConsumerProtocolSubscription, int]:
    """Decode ConsumerProtocolSubscription, version 0."""
    data_end = len(data)
    (n_topics,) = _S_i.unpack_from(data, pos)
    pos += 4
    if n_topics < 0:
        raise rt.Malformed
    if n_topics > data_end - pos:
        raise rt.Malformed
    items_topics: list[str] = []
    for _ in range(n_topics):
        (n_e_topics,) = _S_h.unpack_from(data, pos)
        pos += 2
        end = pos + n_e_topics
        if n_e_topics < 0 or end > data_end:
            raise rt.Malformed
        e_topics = data[pos:end].decode()
        pos = end
        items_topics.append(e_topics)
    topics = items_topics
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
    obj = _new(ConsumerProtocolSubscription)
    obj.topics = topics
    obj.user_data = user_data
    obj.owned_partitions = []
    obj.generation_id = -1
    obj.rack_id = None
    return obj, pos


def _decode_ConsumerProtocolSubscription_v1(
    data: bytes, pos: int
) -> tuple[ConsumerProtocolSubscription, int]:
    """Decode ConsumerProtocolSubscription, version 1."""
    data_end = len(data)
    (n_topics,) = _S_i.unpack_from(data, pos)
    pos += 4
    if n_topics < 0:
        raise rt.Malformed
    if n_topics > data_end - pos:
        raise rt.Malformed
    items_topics: list[str] = []
    for _ in range(n_topics):
        (n_e_topics,) = _S_h.unpack_from(data, pos)
        pos += 2
        end = pos + n_e_topics
        if n_e_topics < 0 or end > data_end:
            raise rt.Malformed
        e_topics = data[pos:end].decode()
        pos = end
        items_topics.append(e_topics)
    topics = items_topics
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
    (n_owned_partitions,) = _S_i.unpack_from(data, pos)
    pos += 4
    if n_owned_partitions < 0:
        raise rt.Malformed
    if n_owned_partitions > data_end - pos:
        raise rt.Malformed
    items_owned_partitions: list[TopicPartition] = []
    for _ in range(n_owned_partitions):
        (n_owned_partitions__topic,) = _S_h.unpack_from(data, pos)
        pos += 2
        end = pos + n_owned_partitions__topic
        if n_owned_partitions__topic < 0 or end > data_end:
            raise rt.Malformed
        owned_partitions__topic = data[pos:end].decode()
        pos = end
        (n_owned_partitions__partitions,) = _S_i.unpack_from(data, pos)
        pos += 4
        if n_owned_partitions__partitions < 0:
            raise rt.Malformed
        if n_owned_partitions__partitions > data_end - pos:
            raise rt.Malformed
        owned_partitions__partitions = list(
            struct.unpack_from(f">{n_owned_partitions__partitions}i", data, pos)
        )
        pos += n_owned_partitions__partitions * 4
        e_owned_partitions = _new(TopicPartition)
        e_owned_partitions.topic = owned_partitions__topic
        e_owned_partitions.partitions = owned_partitions__partitions
        items_owned_partitions.append(e_owned_partitions)
    owned_partitions = items_owned_partitions
    obj = _new(ConsumerProtocolSubscription)
    obj.topics = topics
    obj.user_data = user_data
    obj.owned_partitions = owned_partitions
    obj.generation_id = -1
    obj.rack_id = None
    return obj, pos


def _decode_ConsumerProtocolSubscription_v2(
    data: bytes, pos: int
) -> tuple[ConsumerProtocolSubscription, int]:
    """Decode ConsumerProtocolSubscription, version 2."""
    data_end = len(data)
    (n_topics,) = _S_i.unpack_from(data, pos)
    pos += 4
    if n_topics < 0:
        raise rt.Malformed
    if n_topics > data_end - pos:
        raise rt.Malformed
    items_topics: list[str] = []
    for _ in range(n_topics):
        (n_e_topics,) = _S_h.unpack_from(data, pos)
        pos += 2
        end = pos + n_e_topics
        if n_e_topics < 0 or end > data_end:
            raise rt.Malformed
        e_topics = data[pos:end].decode()
        pos = end
        items_topics.append(e_topics)
    topics = items_topics
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
    (n_owned_partitions,) = _S_i.unpack_from(data, pos)
    pos += 4
    if n_owned_partitions < 0:
        raise rt.Malformed
    if n_owned_partitions > data_end - pos:
        raise rt.Malformed
    items_owned_partitions: list[TopicPartition] = []
    for _ in range(n_owned_partitions):
        (n_owned_partitions__topic,) = _S_h.unpack_from(data, pos)
        pos += 2
        end = pos + n_owned_partitions__topic
        if n_owned_partitions__topic < 0 or end > data_end:
            raise rt.Malformed
        owned_partitions__topic = data[pos:end].decode()
        pos = end
        (n_owned_partitions__partitions,) = _S_i.unpack_from(data, pos)
        pos += 4
        if n_owned_partitions__partitions < 0:
            raise rt.Malformed
        if n_owned_partitions__partitions > data_end - pos:
            raise rt.Malformed
        owned_partitions__partitions = list(
            struct.unpack_from(f">{n_owned_partitions__partitions}i", data, pos)
        )
        pos += n_owned_partitions__partitions * 4
        e_owned_partitions = _new(TopicPartition)
        e_owned_partitions.topic = owned_partitions__topic
        e_owned_partitions.partitions = owned_partitions__partitions
        items_owned_partitions.append(e_owned_partitions)
    owned_partitions = items_owned_partitions
    (generation_id,) = _S_i.unpack_from(data, pos)
    pos += 4
    obj = _new(ConsumerProtocolSubscription)
    obj.topics = topics
    obj.user_data = user_data
    obj.owned_partitions = owned_partitions
    obj.generation_id = generation_id
    obj.rack_id = None
    return obj, pos


def _decode_ConsumerProtocolSubscription_v3(
    data: bytes, pos: int
) -> tuple[ConsumerProtocolSubscription, int]:
    """Decode ConsumerProtocolSubscription, version 3."""
    data_end = len(data)
    (n_topics,) = _S_i.unpack_from(data, pos)
    pos += 4
    if n_topics < 0:
        raise rt.Malformed
    if n_topics > data_end - pos:
        raise rt.Malformed
    items_topics: list[str] = []
    for _ in range(n_topics):
        (n_e_topics,) = _S_h.unpack_from(data, pos)
        pos += 2
        end = pos + n_e_topics
        if n_e_topics < 0 or end > data_end:
            raise rt.Malformed
        e_topics = data[pos:end].decode()
        pos = end
        items_topics.append(e_topics)
    topics = items_topics
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
    (n_owned_partitions,) = _S_i.unpack_from(data, pos)
    pos += 4
    if n_owned_partitions < 0:
        raise rt.Malformed
    if n_owned_partitions > data_end - pos:
        raise rt.Malformed
    items_owned_partitions: list[TopicPartition] = []
    for _ in range(n_owned_partitions):
        (n_owned_partitions__topic,) = _S_h.unpack_from(data, pos)
        pos += 2
        end = pos + n_owned_partitions__topic
        if n_owned_partitions__topic < 0 or end > data_end:
            raise rt.Malformed
        owned_partitions__topic = data[pos:end].decode()
        pos = end
        (n_owned_partitions__partitions,) = _S_i.unpack_from(data, pos)
        pos += 4
        if n_owned_partitions__partitions < 0:
            raise rt.Malformed
        if n_owned_partitions__partitions > data_end - pos:
            raise rt.Malformed
        owned_partitions__partitions = list(
            struct.unpack_from(f">{n_owned_partitions__partitions}i", data, pos)
        )
        pos += n_owned_partitions__partitions * 4
        e_owned_partitions = _new(TopicPartition)
        e_owned_partitions.topic = owned_partitions__topic
        e_owned_partitions.partitions = owned_partitions__partitions
        items_owned_partitions.append(e_owned_partitions)
    owned_partitions = items_owned_partitions
    generation_id, n_rack_id = _S_ih.unpack_from(data, pos)
    pos += 6
    rack_id: str | None
    if n_rack_id < 0:
        if n_rack_id != -1:
            raise rt.Malformed
        rack_id = None
    else:
        end = pos + n_rack_id
        if end > data_end:
            raise rt.Malformed
        rack_id = data[pos:end].decode()
        pos = end
    obj = _new(ConsumerProtocolSubscription)
    obj.topics = topics
    obj.user_data = user_data
    obj.owned_partitions = owned_partitions
    obj.generation_id = generation_id
    obj.rack_id = rack_id
    return obj, pos


def _encode_ConsumerProtocolSubscription_v0(
    obj: ConsumerProtocolSubscription, out: bytearray
) -> None:
    """Encode ConsumerProtocolSubscription, version 0."""
    a_topics = obj.topics
    out += _S_i.pack(len(a_topics))
    if not isinstance(a_topics, (list, tuple)):
        raise rt.Malformed
    for e_topics in a_topics:
        b_e_topics = e_topics.encode()
        out += _S_h.pack(len(b_e_topics))
        out += b_e_topics
    s_user_data = obj.user_data
    b_user_data = None if s_user_data is None else s_user_data
    out += _S_i.pack(-1 if b_user_data is None else len(b_user_data))
    if b_user_data is not None:
        out += b_user_data


def _encode_ConsumerProtocolSubscription_v1(
    obj: ConsumerProtocolSubscription, out: bytearray
) -> None:
    """Encode ConsumerProtocolSubscription, version 1."""
    a_topics = obj.topics
    out += _S_i.pack(len(a_topics))
    if not isinstance(a_topics, (list, tuple)):
        raise rt.Malformed
    for e_topics in a_topics:
        b_e_topics = e_topics.encode()
        out += _S_h.pack(len(b_e_topics))
        out += b_e_topics
    s_user_data = obj.user_data
    b_user_data = None if s_user_data is None else s_user_data
    out += _S_i.pack(-1 if b_user_data is None else len(b_user_data))
    if b_user_data is not None:
        out += b_user_data
    a_owned_partitions = obj.owned_partitions
    out += _S_i.pack(len(a_owned_partitions))
    for e_owned_partitions in a_owned_partitions:
        b_owned_partitions__topic = e_owned_partitions.topic.encode()
        out += _S_h.pack(len(b_owned_partitions__topic))
        out += b_owned_partitions__topic
        a_owned_partitions__partitions = e_owned_partitions.partitions
        out += _S_i.pack(len(a_owned_partitions__partitions))
        out += struct.pack(
            f">{len(a_owned_partitions__partitions)}i", *a_owned_partitions__partitions
        )


def _encode_ConsumerProtocolSubscription_v2(
    obj: ConsumerProtocolSubscription, out: bytearray
) -> None:
    """Encode ConsumerProtocolSubscription, version 2."""
    a_topics = obj.topics
    out += _S_i.pack(len(a_topics))
    if not isinstance(a_topics, (list, tuple)):
        raise rt.Malformed
    for e_topics in a_topics:
        b_e_topics = e_topics.encode()
        out += _S_h.pack(len(b_e_topics))
        out += b_e_topics
    s_user_data = obj.user_data
    b_user_data = None if s_user_data is None else s_user_data
    out += _S_i.pack(-1 if b_user_data is None else len(b_user_data))
    if b_user_data is not None:
        out += b_user_data
    a_owned_partitions = obj.owned_partitions
    out += _S_i.pack(len(a_owned_partitions))
    for e_owned_partitions in a_owned_partitions:
        b_owned_partitions__topic = e_owned_partitions.topic.encode()
        out += _S_h.pack(len(b_owned_partitions__topic))
        out += b_owned_partitions__topic
        a_owned_partitions__partitions = e_owned_partitions.partitions
        out += _S_i.pack(len(a_owned_partitions__partitions))
        out += struct.pack(
            f">{len(a_owned_partitions__partitions)}i", *a_owned_partitions__partitions
        )
    out += _S_i.pack(obj.generation_id)


def _encode_ConsumerProtocolSubscription_v3(
    obj: ConsumerProtocolSubscription, out: bytearray
) -> None:
    """Encode ConsumerProtocolSubscription, version 3."""
    a_topics = obj.topics
    out += _S_i.pack(len(a_topics))
    if not isinstance(a_topics, (list, tuple)):
        raise rt.Malformed
    for e_topics in a_topics:
        b_e_topics = e_topics.encode()
        out += _S_h.pack(len(b_e_topics))
        out += b_e_topics
    s_user_data = obj.user_data
    b_user_data = None if s_user_data is None else s_user_data
    out += _S_i.pack(-1 if b_user_data is None else len(b_user_data))
    if b_user_data is not None:
        out += b_user_data
    a_owned_partitions = obj.owned_partitions
    out += _S_i.pack(len(a_owned_partitions))
    for e_owned_partitions in a_owned_partitions:
        b_owned_partitions__topic = e_owned_partitions.topic.encode()
        out += _S_h.pack(len(b_owned_partitions__topic))
        out += b_owned_partitions__topic
        a_owned_partitions__partitions = e_owned_partitions.partitions
        out += _S_i.pack(len(a_owned_partitions__partitions))
        out += struct.pack(
            f">{len(a_owned_partitions__partitions)}i", *a_owned_partitions__partitions
        )
    s_rack_id = obj.rack_id
    b_rack_id = None if s_rack_id is None else s_rack_id.encode()
    out += _S_ih.pack(obj.generation_id, -1 if b_rack_id is None else len(b_rack_id))
    if b_rack_id is not None:
        out += b_rack_id


TopicPartition._SCHEMA = rt.StructInfo(
    "TopicPartition",
    (
        rt.FieldInfo("topic", "topic", "string", rt.vr("1+"), default=""),
        rt.FieldInfo("partitions", "partitions", "int32", rt.vr("1+"), is_array=True, default=()),
    ),
    flexible=rt.vr("none"),
)
TopicPartition._DECODERS = {
    1: _decode_TopicPartition_v1,
    2: _decode_TopicPartition_v1,
    3: _decode_TopicPartition_v1,
}
TopicPartition._ENCODERS = {
    1: _encode_TopicPartition_v1,
    2: _encode_TopicPartition_v1,
    3: _encode_TopicPartition_v1,
}

ConsumerProtocolSubscription._SCHEMA = rt.StructInfo(
    "ConsumerProtocolSubscription",
    (
        rt.FieldInfo("topics", "topics", "string", rt.vr("0+"), is_array=True, default=()),
        rt.FieldInfo("user_data", "userData", "bytes", rt.vr("0+"), nullable=rt.vr("0+")),
        rt.FieldInfo(
            "owned_partitions",
            "ownedPartitions",
            "struct",
            rt.vr("1+"),
            is_array=True,
            struct=lambda: TopicPartition,
            default=(),
            ignorable=True,
        ),
        rt.FieldInfo(
            "generation_id", "generationId", "int32", rt.vr("2+"), default=-1, ignorable=True
        ),
        rt.FieldInfo(
            "rack_id", "rackId", "string", rt.vr("3+"), nullable=rt.vr("3+"), ignorable=True
        ),
    ),
    flexible=rt.vr("none"),
)
ConsumerProtocolSubscription._DECODERS = {
    0: _decode_ConsumerProtocolSubscription_v0,
    1: _decode_ConsumerProtocolSubscription_v1,
    2: _decode_ConsumerProtocolSubscription_v2,
    3: _decode_ConsumerProtocolSubscription_v3,
}
ConsumerProtocolSubscription._ENCODERS = {
    0: _encode_ConsumerProtocolSubscription_v0,
    1: _encode_ConsumerProtocolSubscription_v1,
    2: _encode_ConsumerProtocolSubscription_v2,
    3: _encode_ConsumerProtocolSubscription_v3,
}
