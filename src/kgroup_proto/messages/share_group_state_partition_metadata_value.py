"""ShareGroupStatePartitionMetadataValue: generated from ShareGroupStatePartitionMetadataValue.json; edit the schema, not this file."""

from __future__ import annotations

import struct
from typing import ClassVar
from uuid import UUID

import attrs

from kgroup_proto import runtime as rt

_new = object.__new__
_S_u = struct.Struct(">16s")


@attrs.define(weakref_slot=False)
class TopicPartitionsInfo(rt.Struct):
    """Topics whose share-partition state is being set up, with the partitions concerned.

    Versions 0; flexible 0+.

    Attributes:
        topic_id: Id of the topic. (versions 0+)
        topic_name: Name of the topic. (versions 0+)
        partitions: Partitions with initialised state. (versions 0+)
    """

    VALID_VERSIONS: ClassVar[range] = range(0, 1)
    FLEXIBLE_VERSIONS: ClassVar[range | None] = range(0, rt.VERSION_LIMIT)

    topic_id: UUID = rt.ZERO_UUID
    topic_name: str = ""
    partitions: list[int] = attrs.field(factory=list)
    unknown_tagged_fields: rt.Tags = ()


@attrs.define(weakref_slot=False)
class TopicInfo(rt.Struct):
    """Topics whose share-partition state is being removed.

    Versions 0; flexible 0+.

    Attributes:
        topic_id: Id of the topic. (versions 0+)
        topic_name: Name of the topic. (versions 0+)
    """

    VALID_VERSIONS: ClassVar[range] = range(0, 1)
    FLEXIBLE_VERSIONS: ClassVar[range | None] = range(0, rt.VERSION_LIMIT)

    topic_id: UUID = rt.ZERO_UUID
    topic_name: str = ""
    unknown_tagged_fields: rt.Tags = ()


@attrs.define(weakref_slot=False)
class ShareGroupStatePartitionMetadataValue(rt.Struct):
    """The ShareGroupStatePartitionMetadataValue data.

    Versions 0; flexible 0+.

    Attributes:
        initializing_topics: Topics whose share-partition state is being set up, with the
            partitions concerned. (versions 0+)
        initialized_topics: Topics whose share-partition state has been set up, with their
            partitions. (versions 0+)
        deleting_topics: Topics whose share-partition state is being removed. (versions 0+)
    """

    API_KEY: ClassVar[int | None] = None
    MESSAGE_TYPE: ClassVar[str] = "data"
    VALID_VERSIONS: ClassVar[range] = range(0, 1)
    FLEXIBLE_VERSIONS: ClassVar[range | None] = range(0, rt.VERSION_LIMIT)

    initializing_topics: list[TopicPartitionsInfo] = attrs.field(factory=list)
    initialized_topics: list[TopicPartitionsInfo] = attrs.field(factory=list)
    deleting_topics: list[TopicInfo] = attrs.field(factory=list)
    unknown_tagged_fields: rt.Tags = ()


def _decode_TopicPartitionsInfo_v0(data: bytes, pos: int) -> tuple[TopicPartitionsInfo, int]:
    """Decode TopicPartitionsInfo, version 0."""
    data_end = len(data)
    (topic_id_raw,) = _S_u.unpack_from(data, pos)
    pos += 16
    topic_id = UUID(bytes=topic_id_raw)
    n_topic_name = data[pos]
    pos += 1
    if n_topic_name > 127:
        n_topic_name, pos = rt.read_string_length(data, pos - 1)
    end = pos + n_topic_name - 1
    if not n_topic_name or end > data_end:
        raise rt.Malformed
    topic_name = data[pos:end].decode()
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
    partitions = list(struct.unpack_from(f">{n_partitions}i", data, pos))
    pos += n_partitions * 4
    tag_count = data[pos]
    pos += 1
    unknown: rt.Tags = ()
    if tag_count:
        unknown, pos = rt.read_unknown_tags(data, pos - 1)
    obj = _new(TopicPartitionsInfo)
    obj.topic_id = topic_id
    obj.topic_name = topic_name
    obj.partitions = partitions
    obj.unknown_tagged_fields = unknown
    return obj, pos


def _encode_TopicPartitionsInfo_v0(obj: TopicPartitionsInfo, out: bytearray) -> None:
    """Encode TopicPartitionsInfo, version 0."""
    out += _S_u.pack(obj.topic_id.bytes)
    b_topic_name = obj.topic_name.encode()
    n = len(b_topic_name) + 1
    if n < 128:
        out.append(n)
    else:
        out += rt.string_length(n)
    out += b_topic_name
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


def _decode_TopicInfo_v0(data: bytes, pos: int) -> tuple[TopicInfo, int]:
    """Decode TopicInfo, version 0."""
    data_end = len(data)
    (topic_id_raw,) = _S_u.unpack_from(data, pos)
    pos += 16
    topic_id = UUID(bytes=topic_id_raw)
    n_topic_name = data[pos]
    pos += 1
    if n_topic_name > 127:
        n_topic_name, pos = rt.read_string_length(data, pos - 1)
    end = pos + n_topic_name - 1
    if not n_topic_name or end > data_end:
        raise rt.Malformed
    topic_name = data[pos:end].decode()
    pos = end
    tag_count = data[pos]
    pos += 1
    unknown: rt.Tags = ()
    if tag_count:
        unknown, pos = rt.read_unknown_tags(data, pos - 1)
    obj = _new(TopicInfo)
    obj.topic_id = topic_id
    obj.topic_name = topic_name
    obj.unknown_tagged_fields = unknown
    return obj, pos


def _encode_TopicInfo_v0(obj: TopicInfo, out: bytearray) -> None:
    """Encode TopicInfo, version 0."""
    out += _S_u.pack(obj.topic_id.bytes)
    b_topic_name = obj.topic_name.encode()
    n = len(b_topic_name) + 1
    if n < 128:
        out.append(n)
    else:
        out += rt.string_length(n)
    out += b_topic_name
    if obj.unknown_tagged_fields:
        rt.write_tags(out, (), obj.unknown_tagged_fields)
    else:
        out.append(0)


def _decode_ShareGroupStatePartitionMetadataValue_v0(
    data: bytes, pos: int
) -> tuple[ShareGroupStatePartitionMetadataValue, int]:
    """Decode ShareGroupStatePartitionMetadataValue, version 0."""
    data_end = len(data)
    n_initializing_topics = data[pos]
    pos += 1
    if n_initializing_topics > 127:
        n_initializing_topics, pos = rt.read_uvarint(data, pos - 1)
    n_initializing_topics -= 1
    if n_initializing_topics < 0:
        raise rt.Malformed
    if n_initializing_topics > data_end - pos:
        raise rt.Malformed
    items_initializing_topics: list[TopicPartitionsInfo] = []
    for _ in range(n_initializing_topics):
        (initializing_topics__topic_id_raw,) = _S_u.unpack_from(data, pos)
        pos += 16
        initializing_topics__topic_id = UUID(bytes=initializing_topics__topic_id_raw)
        n_initializing_topics__topic_name = data[pos]
        pos += 1
        if n_initializing_topics__topic_name > 127:
            n_initializing_topics__topic_name, pos = rt.read_string_length(data, pos - 1)
        end = pos + n_initializing_topics__topic_name - 1
        if not n_initializing_topics__topic_name or end > data_end:
            raise rt.Malformed
        initializing_topics__topic_name = data[pos:end].decode()
        pos = end
        n_initializing_topics__partitions = data[pos]
        pos += 1
        if n_initializing_topics__partitions > 127:
            n_initializing_topics__partitions, pos = rt.read_uvarint(data, pos - 1)
        n_initializing_topics__partitions -= 1
        if n_initializing_topics__partitions < 0:
            raise rt.Malformed
        if n_initializing_topics__partitions > data_end - pos:
            raise rt.Malformed
        initializing_topics__partitions = list(
            struct.unpack_from(f">{n_initializing_topics__partitions}i", data, pos)
        )
        pos += n_initializing_topics__partitions * 4
        initializing_topics__tag_count = data[pos]
        pos += 1
        initializing_topics__unknown: rt.Tags = ()
        if initializing_topics__tag_count:
            initializing_topics__unknown, pos = rt.read_unknown_tags(data, pos - 1)
        e_initializing_topics = _new(TopicPartitionsInfo)
        e_initializing_topics.topic_id = initializing_topics__topic_id
        e_initializing_topics.topic_name = initializing_topics__topic_name
        e_initializing_topics.partitions = initializing_topics__partitions
        e_initializing_topics.unknown_tagged_fields = initializing_topics__unknown
        items_initializing_topics.append(e_initializing_topics)
    initializing_topics = items_initializing_topics
    n_initialized_topics = data[pos]
    pos += 1
    if n_initialized_topics > 127:
        n_initialized_topics, pos = rt.read_uvarint(data, pos - 1)
    n_initialized_topics -= 1
    if n_initialized_topics < 0:
        raise rt.Malformed
    if n_initialized_topics > data_end - pos:
        raise rt.Malformed
    items_initialized_topics: list[TopicPartitionsInfo] = []
    for _ in range(n_initialized_topics):
        (initialized_topics__topic_id_raw,) = _S_u.unpack_from(data, pos)
        pos += 16
        initialized_topics__topic_id = UUID(bytes=initialized_topics__topic_id_raw)
        n_initialized_topics__topic_name = data[pos]
        pos += 1
        if n_initialized_topics__topic_name > 127:
            n_initialized_topics__topic_name, pos = rt.read_string_length(data, pos - 1)
        end = pos + n_initialized_topics__topic_name - 1
        if not n_initialized_topics__topic_name or end > data_end:
            raise rt.Malformed
        initialized_topics__topic_name = data[pos:end].decode()
        pos = end
        n_initialized_topics__partitions = data[pos]
        pos += 1
        if n_initialized_topics__partitions > 127:
            n_initialized_topics__partitions, pos = rt.read_uvarint(data, pos - 1)
        n_initialized_topics__partitions -= 1
        if n_initialized_topics__partitions < 0:
            raise rt.Malformed
        if n_initialized_topics__partitions > data_end - pos:
            raise rt.Malformed
        initialized_topics__partitions = list(
            struct.unpack_from(f">{n_initialized_topics__partitions}i", data, pos)
        )
        pos += n_initialized_topics__partitions * 4
        initialized_topics__tag_count = data[pos]
        pos += 1
        initialized_topics__unknown: rt.Tags = ()
        if initialized_topics__tag_count:
            initialized_topics__unknown, pos = rt.read_unknown_tags(data, pos - 1)
        e_initialized_topics = _new(TopicPartitionsInfo)
        e_initialized_topics.topic_id = initialized_topics__topic_id
        e_initialized_topics.topic_name = initialized_topics__topic_name
        e_initialized_topics.partitions = initialized_topics__partitions
        e_initialized_topics.unknown_tagged_fields = initialized_topics__unknown
        items_initialized_topics.append(e_initialized_topics)
    initialized_topics = items_initialized_topics
    n_deleting_topics = data[pos]
    pos += 1
    if n_deleting_topics > 127:
        n_deleting_topics, pos = rt.read_uvarint(data, pos - 1)
    n_deleting_topics -= 1
    if n_deleting_topics < 0:
        raise rt.Malformed
    if n_deleting_topics > data_end - pos:
        raise rt.Malformed
    items_deleting_topics: list[TopicInfo] = []
    for _ in range(n_deleting_topics):
        (deleting_topics__topic_id_raw,) = _S_u.unpack_from(data, pos)
        pos += 16
        deleting_topics__topic_id = UUID(bytes=deleting_topics__topic_id_raw)
        n_deleting_topics__topic_name = data[pos]
        pos += 1
        if n_deleting_topics__topic_name > 127:
            n_deleting_topics__topic_name, pos = rt.read_string_length(data, pos - 1)
        end = pos + n_deleting_topics__topic_name - 1
        if not n_deleting_topics__topic_name or end > data_end:
            raise rt.Malformed
        deleting_topics__topic_name = data[pos:end].decode()
        pos = end
        deleting_topics__tag_count = data[pos]
        pos += 1
        deleting_topics__unknown: rt.Tags = ()
        if deleting_topics__tag_count:
            deleting_topics__unknown, pos = rt.read_unknown_tags(data, pos - 1)
        e_deleting_topics = _new(TopicInfo)
        e_deleting_topics.topic_id = deleting_topics__topic_id
        e_deleting_topics.topic_name = deleting_topics__topic_name
        e_deleting_topics.unknown_tagged_fields = deleting_topics__unknown
        items_deleting_topics.append(e_deleting_topics)
    deleting_topics = items_deleting_topics
    tag_count = data[pos]
    pos += 1
    unknown: rt.Tags = ()
    if tag_count:
        unknown, pos = rt.read_unknown_tags(data, pos - 1)
    obj = _new(ShareGroupStatePartitionMetadataValue)
    obj.initializing_topics = initializing_topics
    obj.initialized_topics = initialized_topics
    obj.deleting_topics = deleting_topics
    obj.unknown_tagged_fields = unknown
    return obj, pos


def _encode_ShareGroupStatePartitionMetadataValue_v0(
    obj: ShareGroupStatePartitionMetadataValue, out: bytearray
) -> None:
    """Encode ShareGroupStatePartitionMetadataValue, version 0."""
    append = out.append
    a_initializing_topics = obj.initializing_topics
    n = len(a_initializing_topics) + 1
    if n < 128:
        append(n)
    else:
        out += rt.uvarint(n)
    for e_initializing_topics in a_initializing_topics:
        out += _S_u.pack(e_initializing_topics.topic_id.bytes)
        b_initializing_topics__topic_name = e_initializing_topics.topic_name.encode()
        n = len(b_initializing_topics__topic_name) + 1
        if n < 128:
            append(n)
        else:
            out += rt.string_length(n)
        out += b_initializing_topics__topic_name
        a_initializing_topics__partitions = e_initializing_topics.partitions
        n = len(a_initializing_topics__partitions) + 1
        if n < 128:
            append(n)
        else:
            out += rt.uvarint(n)
        out += struct.pack(
            f">{len(a_initializing_topics__partitions)}i", *a_initializing_topics__partitions
        )
        if e_initializing_topics.unknown_tagged_fields:
            rt.write_tags(out, (), e_initializing_topics.unknown_tagged_fields)
        else:
            append(0)
    a_initialized_topics = obj.initialized_topics
    n = len(a_initialized_topics) + 1
    if n < 128:
        append(n)
    else:
        out += rt.uvarint(n)
    for e_initialized_topics in a_initialized_topics:
        out += _S_u.pack(e_initialized_topics.topic_id.bytes)
        b_initialized_topics__topic_name = e_initialized_topics.topic_name.encode()
        n = len(b_initialized_topics__topic_name) + 1
        if n < 128:
            append(n)
        else:
            out += rt.string_length(n)
        out += b_initialized_topics__topic_name
        a_initialized_topics__partitions = e_initialized_topics.partitions
        n = len(a_initialized_topics__partitions) + 1
        if n < 128:
            append(n)
        else:
            out += rt.uvarint(n)
        out += struct.pack(
            f">{len(a_initialized_topics__partitions)}i", *a_initialized_topics__partitions
        )
        if e_initialized_topics.unknown_tagged_fields:
            rt.write_tags(out, (), e_initialized_topics.unknown_tagged_fields)
        else:
            append(0)
    a_deleting_topics = obj.deleting_topics
    n = len(a_deleting_topics) + 1
    if n < 128:
        append(n)
    else:
        out += rt.uvarint(n)
    for e_deleting_topics in a_deleting_topics:
        out += _S_u.pack(e_deleting_topics.topic_id.bytes)
        b_deleting_topics__topic_name = e_deleting_topics.topic_name.encode()
        n = len(b_deleting_topics__topic_name) + 1
        if n < 128:
            append(n)
        else:
            out += rt.string_length(n)
        out += b_deleting_topics__topic_name
        if e_deleting_topics.unknown_tagged_fields:
            rt.write_tags(out, (), e_deleting_topics.unknown_tagged_fields)
        else:
            append(0)
    if obj.unknown_tagged_fields:
        rt.write_tags(out, (), obj.unknown_tagged_fields)
    else:
        append(0)


TopicPartitionsInfo._SCHEMA = rt.StructInfo(
    "TopicPartitionsInfo",
    (
        rt.FieldInfo("topic_id", "topicId", "uuid", rt.vr("0+"), default=rt.ZERO_UUID),
        rt.FieldInfo("topic_name", "topicName", "string", rt.vr("0+"), default=""),
        rt.FieldInfo("partitions", "partitions", "int32", rt.vr("0+"), is_array=True, default=()),
    ),
    flexible=rt.vr("0+"),
)
TopicPartitionsInfo._DECODERS = {
    0: _decode_TopicPartitionsInfo_v0,
}
TopicPartitionsInfo._ENCODERS = {
    0: _encode_TopicPartitionsInfo_v0,
}

TopicInfo._SCHEMA = rt.StructInfo(
    "TopicInfo",
    (
        rt.FieldInfo("topic_id", "topicId", "uuid", rt.vr("0+"), default=rt.ZERO_UUID),
        rt.FieldInfo("topic_name", "topicName", "string", rt.vr("0+"), default=""),
    ),
    flexible=rt.vr("0+"),
)
TopicInfo._DECODERS = {
    0: _decode_TopicInfo_v0,
}
TopicInfo._ENCODERS = {
    0: _encode_TopicInfo_v0,
}

ShareGroupStatePartitionMetadataValue._SCHEMA = rt.StructInfo(
    "ShareGroupStatePartitionMetadataValue",
    (
        rt.FieldInfo(
            "initializing_topics",
            "initializingTopics",
            "struct",
            rt.vr("0+"),
            is_array=True,
            struct=lambda: TopicPartitionsInfo,
            default=(),
        ),
        rt.FieldInfo(
            "initialized_topics",
            "initializedTopics",
            "struct",
            rt.vr("0+"),
            is_array=True,
            struct=lambda: TopicPartitionsInfo,
            default=(),
        ),
        rt.FieldInfo(
            "deleting_topics",
            "deletingTopics",
            "struct",
            rt.vr("0+"),
            is_array=True,
            struct=lambda: TopicInfo,
            default=(),
        ),
    ),
    flexible=rt.vr("0+"),
)
ShareGroupStatePartitionMetadataValue._DECODERS = {
    0: _decode_ShareGroupStatePartitionMetadataValue_v0,
}
ShareGroupStatePartitionMetadataValue._ENCODERS = {
    0: _encode_ShareGroupStatePartitionMetadataValue_v0,
}
