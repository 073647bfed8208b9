"""AlterShareGroupOffsetsRequest: generated from AlterShareGroupOffsetsRequest.json; edit the schema, not this file."""

from __future__ import annotations

import struct
from typing import ClassVar

import attrs

from kgroup_proto import runtime as rt

_new = object.__new__
_S_iq = struct.Struct(">iq")
_S_iqB = struct.Struct(">iqB")


@attrs.define(weakref_slot=False)
class AlterShareGroupOffsetsRequestPartition(rt.Struct):
    """Partitions of that topic whose start offsets are set.

    Versions 0; flexible 0+.

    Attributes:
        partition_index: Index of the partition. (versions 0+)
        start_offset: New start offset of the share-partition: delivery begins again there.
            (versions 0+)
    """

    VALID_VERSIONS: ClassVar[range] = range(0, 1)
    FLEXIBLE_VERSIONS: ClassVar[range | None] = range(0, rt.VERSION_LIMIT)

    partition_index: int = 0
    start_offset: int = 0
    unknown_tagged_fields: rt.Tags = ()


@attrs.define(weakref_slot=False)
class AlterShareGroupOffsetsRequestTopic(rt.Struct):
    """Topics whose start offsets are set.

    Versions 0; flexible 0+.

    Attributes:
        topic_name: Name of the topic. (versions 0+)
        partitions: Partitions of that topic whose start offsets are set. (versions 0+)
    """

    VALID_VERSIONS: ClassVar[range] = range(0, 1)
    FLEXIBLE_VERSIONS: ClassVar[range | None] = range(0, rt.VERSION_LIMIT)

    topic_name: str = ""
    partitions: list[AlterShareGroupOffsetsRequestPartition] = attrs.field(factory=list)
    unknown_tagged_fields: rt.Tags = ()


@attrs.define(weakref_slot=False)
class AlterShareGroupOffsetsRequest(rt.Struct):
    """The AlterShareGroupOffsetsRequest request.

    API key 91, versions 0; flexible 0+.

    Attributes:
        group_id: ID of the share group. (versions 0+)
        topics: Topics whose start offsets are set. (versions 0+)
    """

    API_KEY: ClassVar[int | None] = 91
    MESSAGE_TYPE: ClassVar[str] = "request"
    VALID_VERSIONS: ClassVar[range] = range(0, 1)
    FLEXIBLE_VERSIONS: ClassVar[range | None] = range(0, rt.VERSION_LIMIT)

    group_id: str = ""
    topics: list[AlterShareGroupOffsetsRequestTopic] = attrs.field(factory=list)
    unknown_tagged_fields: rt.Tags = ()


def _decode_AlterShareGroupOffsetsRequestPartition_v0(
    data: bytes, pos: int
) -> tuple[AlterShareGroupOffsetsRequestPartition, int]:
    """Decode AlterShareGroupOffsetsRequestPartition, version 0."""
    partition_index, start_offset, tag_count = _S_iqB.unpack_from(data, pos)
    pos += 13
    unknown: rt.Tags = ()
    if tag_count:
        unknown, pos = rt.read_unknown_tags(data, pos - 1)
    obj = _new(AlterShareGroupOffsetsRequestPartition)
    obj.partition_index = partition_index
    obj.start_offset = start_offset
    obj.unknown_tagged_fields = unknown
    return obj, pos


def _encode_AlterShareGroupOffsetsRequestPartition_v0(
    obj: AlterShareGroupOffsetsRequestPartition, out: bytearray
) -> None:
    """Encode AlterShareGroupOffsetsRequestPartition, version 0."""
    out += _S_iq.pack(obj.partition_index, obj.start_offset)
    if obj.unknown_tagged_fields:
        rt.write_tags(out, (), obj.unknown_tagged_fields)
    else:
        out.append(0)


def _decode_AlterShareGroupOffsetsRequestTopic_v0(
    data: bytes, pos: int
) -> tuple[AlterShareGroupOffsetsRequestTopic, int]:
    """Decode AlterShareGroupOffsetsRequestTopic, version 0."""
    data_end = len(data)
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
    items_partitions: list[AlterShareGroupOffsetsRequestPartition] = []
    for _ in range(n_partitions):
        partitions__partition_index, partitions__start_offset, partitions__tag_count = (
            _S_iqB.unpack_from(data, pos)
        )
        pos += 13
        partitions__unknown: rt.Tags = ()
        if partitions__tag_count:
            partitions__unknown, pos = rt.read_unknown_tags(data, pos - 1)
        e_partitions = _new(AlterShareGroupOffsetsRequestPartition)
        e_partitions.partition_index = partitions__partition_index
        e_partitions.start_offset = partitions__start_offset
        e_partitions.unknown_tagged_fields = partitions__unknown
        items_partitions.append(e_partitions)
    partitions = items_partitions
    tag_count = data[pos]
    pos += 1
    unknown: rt.Tags = ()
    if tag_count:
        unknown, pos = rt.read_unknown_tags(data, pos - 1)
    obj = _new(AlterShareGroupOffsetsRequestTopic)
    obj.topic_name = topic_name
    obj.partitions = partitions
    obj.unknown_tagged_fields = unknown
    return obj, pos


def _encode_AlterShareGroupOffsetsRequestTopic_v0(
    obj: AlterShareGroupOffsetsRequestTopic, out: bytearray
) -> None:
    """Encode AlterShareGroupOffsetsRequestTopic, version 0."""
    append = out.append
    b_topic_name = obj.topic_name.encode()
    n = len(b_topic_name) + 1
    if n < 128:
        append(n)
    else:
        out += rt.string_length(n)
    out += b_topic_name
    a_partitions = obj.partitions
    n = len(a_partitions) + 1
    if n < 128:
        append(n)
    else:
        out += rt.uvarint(n)
    for e_partitions in a_partitions:
        out += _S_iq.pack(e_partitions.partition_index, e_partitions.start_offset)
        if e_partitions.unknown_tagged_fields:
            rt.write_tags(out, (), e_partitions.unknown_tagged_fields)
        else:
            append(0)
    if obj.unknown_tagged_fields:
        rt.write_tags(out, (), obj.unknown_tagged_fields)
    else:
        append(0)


def _decode_AlterShareGroupOffsetsRequest_v0(
    data: bytes, pos: int
) -> tuple[AlterShareGroupOffsetsRequest, int]:
    """Decode AlterShareGroupOffsetsRequest, version 0."""
    data_end = len(data)
    n_group_id = data[pos]
    pos += 1
    if n_group_id > 127:
        n_group_id, pos = rt.read_string_length(data, pos - 1)
    end = pos + n_group_id - 1
    if not n_group_id or end > data_end:
        raise rt.Malformed
    group_id = data[pos:end].decode()
    pos = end
    n_topics = data[pos]
    pos += 1
    if n_topics > 127:
        n_topics, pos = rt.read_uvarint(data, pos - 1)
    n_topics -= 1
    if n_topics < 0:
        raise rt.Malformed
    if n_topics > data_end - pos:
        raise rt.Malformed
    items_topics: list[AlterShareGroupOffsetsRequestTopic] = []
    for _ in range(n_topics):
        n_topics__topic_name = data[pos]
        pos += 1
        if n_topics__topic_name > 127:
            n_topics__topic_name, pos = rt.read_string_length(data, pos - 1)
        end = pos + n_topics__topic_name - 1
        if not n_topics__topic_name or end > data_end:
            raise rt.Malformed
        topics__topic_name = data[pos:end].decode()
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
        items_topics__partitions: list[AlterShareGroupOffsetsRequestPartition] = []
        for _ in range(n_topics__partitions):
            e_topics__partitions, pos = _decode_AlterShareGroupOffsetsRequestPartition_v0(data, pos)
            items_topics__partitions.append(e_topics__partitions)
        topics__partitions = items_topics__partitions
        topics__tag_count = data[pos]
        pos += 1
        topics__unknown: rt.Tags = ()
        if topics__tag_count:
            topics__unknown, pos = rt.read_unknown_tags(data, pos - 1)
        e_topics = _new(AlterShareGroupOffsetsRequestTopic)
        e_topics.topic_name = topics__topic_name
        e_topics.partitions = topics__partitions
        e_topics.unknown_tagged_fields = topics__unknown
        items_topics.append(e_topics)
    topics = items_topics
    tag_count = data[pos]
    pos += 1
    unknown: rt.Tags = ()
    if tag_count:
        unknown, pos = rt.read_unknown_tags(data, pos - 1)
    obj = _new(AlterShareGroupOffsetsRequest)
    obj.group_id = group_id
    obj.topics = topics
    obj.unknown_tagged_fields = unknown
    return obj, pos


def _encode_AlterShareGroupOffsetsRequest_v0(
    obj: AlterShareGroupOffsetsRequest, out: bytearray
) -> None:
    """Encode AlterShareGroupOffsetsRequest, version 0."""
    append = out.append
    b_group_id = obj.group_id.encode()
    n = len(b_group_id) + 1
    if n < 128:
        append(n)
    else:
        out += rt.string_length(n)
    out += b_group_id
    a_topics = obj.topics
    n = len(a_topics) + 1
    if n < 128:
        append(n)
    else:
        out += rt.uvarint(n)
    for e_topics in a_topics:
        b_topics__topic_name = e_topics.topic_name.encode()
        n = len(b_topics__topic_name) + 1
        if n < 128:
            append(n)
        else:
            out += rt.string_length(n)
        out += b_topics__topic_name
        a_topics__partitions = e_topics.partitions
        n = len(a_topics__partitions) + 1
        if n < 128:
            append(n)
        else:
            out += rt.uvarint(n)
        for e_topics__partitions in a_topics__partitions:
            out += _S_iq.pack(
                e_topics__partitions.partition_index, e_topics__partitions.start_offset
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


AlterShareGroupOffsetsRequestPartition._SCHEMA = rt.StructInfo(
    "AlterShareGroupOffsetsRequestPartition",
    (
        rt.FieldInfo("partition_index", "partitionIndex", "int32", rt.vr("0+"), default=0),
        rt.FieldInfo("start_offset", "startOffset", "int64", rt.vr("0+"), default=0),
    ),
    flexible=rt.vr("0+"),
)
AlterShareGroupOffsetsRequestPartition._DECODERS = {
    0: _decode_AlterShareGroupOffsetsRequestPartition_v0,
}
AlterShareGroupOffsetsRequestPartition._ENCODERS = {
    0: _encode_AlterShareGroupOffsetsRequestPartition_v0,
}

AlterShareGroupOffsetsRequestTopic._SCHEMA = rt.StructInfo(
    "AlterShareGroupOffsetsRequestTopic",
    (
        rt.FieldInfo("topic_name", "topicName", "string", rt.vr("0+"), default=""),
        rt.FieldInfo(
            "partitions",
            "partitions",
            "struct",
            rt.vr("0+"),
            is_array=True,
            struct=lambda: AlterShareGroupOffsetsRequestPartition,
            default=(),
        ),
    ),
    flexible=rt.vr("0+"),
)
AlterShareGroupOffsetsRequestTopic._DECODERS = {
    0: _decode_AlterShareGroupOffsetsRequestTopic_v0,
}
AlterShareGroupOffsetsRequestTopic._ENCODERS = {
    0: _encode_AlterShareGroupOffsetsRequestTopic_v0,
}

AlterShareGroupOffsetsRequest._SCHEMA = rt.StructInfo(
    "AlterShareGroupOffsetsRequest",
    (
        rt.FieldInfo("group_id", "groupId", "string", rt.vr("0+"), default=""),
        rt.FieldInfo(
            "topics",
            "topics",
            "struct",
            rt.vr("0+"),
            is_array=True,
            struct=lambda: AlterShareGroupOffsetsRequestTopic,
            default=(),
        ),
    ),
    flexible=rt.vr("0+"),
)
AlterShareGroupOffsetsRequest._DECODERS = {
    0: _decode_AlterShareGroupOffsetsRequest_v0,
}
AlterShareGroupOffsetsRequest._ENCODERS = {
    0: _encode_AlterShareGroupOffsetsRequest_v0,
}
