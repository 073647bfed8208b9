"""ConsumerGroupPartitionMetadataValue: generated from ConsumerGroupPartitionMetadataValue.json; edit the schema, not this file."""

from __future__ import annotations

import struct
from typing import ClassVar
from uuid import UUID

import attrs

from kgroup_proto import runtime as rt

_new = object.__new__
_S_i = struct.Struct(">i")
_S_iB = struct.Struct(">iB")
_S_u = struct.Struct(">16s")


@attrs.define(weakref_slot=False)
class PartitionMetadata(rt.Struct):
    """Racks hosting each partition; left empty when no rack is known for any partition. No longer
        used from Kafka 4.0 on.

    Versions 0; flexible 0+.

    Attributes:
        partition: Partition number. (versions 0+)
        racks: Racks holding replicas of this partition. (versions 0+)
    """

    VALID_VERSIONS: ClassVar[range] = range(0, 1)
    FLEXIBLE_VERSIONS: ClassVar[range | None] = range(0, rt.VERSION_LIMIT)

    partition: int = 0
    racks: list[str] = attrs.field(factory=list)
    unknown_tagged_fields: rt.Tags = ()


@attrs.define(weakref_slot=False)
class TopicMetadata(rt.Struct):
    """One entry per subscribed topic.

    Versions 0; flexible 0+.

    Attributes:
        topic_id: Id of the topic. (versions 0+)
        topic_name: Name of the topic. (versions 0+)
        num_partitions: Partition count of the topic. (versions 0+)
        partition_metadata: Racks hosting each partition; left empty when no rack is known
            for any partition. No longer used from Kafka 4.0 on. (versions 0+)
    """

    VALID_VERSIONS: ClassVar[range] = range(0, 1)
    FLEXIBLE_VERSIONS: ClassVar[range | None] = range(0, rt.VERSION_LIMIT)

    topic_id: UUID = rt.ZERO_UUID
    topic_name: str = ""
    num_partitions: int = 0
    partition_metadata: list[PartitionMetadata] = attrs.field(factory=list)
    unknown_tagged_fields: rt.Tags = ()


@attrs.define(weakref_slot=False)
class ConsumerGroupPartitionMetadataValue(rt.Struct):
    """The ConsumerGroupPartitionMetadataValue data.

    Versions 0; flexible 0+.

    Attributes:
        topics: One entry per subscribed topic. (versions 0+)
    """

    API_KEY: ClassVar[int | None] = None
    MESSAGE_TYPE: ClassVar[str] = "data"
    VALID_VERSIONS: ClassVar[range] = range(0, 1)
    FLEXIBLE_VERSIONS: ClassVar[range | None] = range(0, rt.VERSION_LIMIT)

    topics: list[TopicMetadata] = attrs.field(factory=list)
    unknown_tagged_fields: rt.Tags = ()


def _decode_PartitionMetadata_v0(data: bytes, pos: int) -> tuple[PartitionMetadata, int]:
    """Decode PartitionMetadata, version 0."""
    data_end = len(data)
    partition, n_racks = _S_iB.unpack_from(data, pos)
    pos += 5
    if n_racks > 127:
        n_racks, pos = rt.read_uvarint(data, pos - 1)
    n_racks -= 1
    if n_racks < 0:
        raise rt.Malformed
    if n_racks > data_end - pos:
        raise rt.Malformed
    items_racks: list[str] = []
    for _ in range(n_racks):
        n_e_racks = data[pos]
        pos += 1
        if n_e_racks > 127:
            n_e_racks, pos = rt.read_string_length(data, pos - 1)
        end = pos + n_e_racks - 1
        if not n_e_racks or end > data_end:
            raise rt.Malformed
        e_racks = data[pos:end].decode()
        pos = end
        items_racks.append(e_racks)
    racks = items_racks
    tag_count = data[pos]
    pos += 1
    unknown: rt.Tags = ()
    if tag_count:
        unknown, pos = rt.read_unknown_tags(data, pos - 1)
    obj = _new(PartitionMetadata)
    obj.partition = partition
    obj.racks = racks
    obj.unknown_tagged_fields = unknown
    return obj, pos


def _encode_PartitionMetadata_v0(obj: PartitionMetadata, out: bytearray) -> None:
    """Encode PartitionMetadata, version 0."""
    append = out.append
    out += _S_i.pack(obj.partition)
    a_racks = obj.racks
    n = len(a_racks) + 1
    if n < 128:
        append(n)
    else:
        out += rt.uvarint(n)
    if not isinstance(a_racks, (list, tuple)):
        raise rt.Malformed
    for e_racks in a_racks:
        b_e_racks = e_racks.encode()
        n = len(b_e_racks) + 1
        if n < 128:
            append(n)
        else:
            out += rt.string_length(n)
        out += b_e_racks
    if obj.unknown_tagged_fields:
        rt.write_tags(out, (), obj.unknown_tagged_fields)
    else:
        append(0)


def _decode_TopicMetadata_v0(data: bytes, pos: int) -> tuple[TopicMetadata, int]:
    """Decode TopicMetadata, version 0."""
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
    num_partitions, n_partition_metadata = _S_iB.unpack_from(data, pos)
    pos += 5
    if n_partition_metadata > 127:
        n_partition_metadata, pos = rt.read_uvarint(data, pos - 1)
    n_partition_metadata -= 1
    if n_partition_metadata < 0:
        raise rt.Malformed
    if n_partition_metadata > data_end - pos:
        raise rt.Malformed
    items_partition_metadata: list[PartitionMetadata] = []
    for _ in range(n_partition_metadata):
        partition_metadata__partition, n_partition_metadata__racks = _S_iB.unpack_from(data, pos)
        pos += 5
        if n_partition_metadata__racks > 127:
            n_partition_metadata__racks, pos = rt.read_uvarint(data, pos - 1)
        n_partition_metadata__racks -= 1
        if n_partition_metadata__racks < 0:
            raise rt.Malformed
        if n_partition_metadata__racks > data_end - pos:
            raise rt.Malformed
        items_partition_metadata__racks: list[str] = []
        for _ in range(n_partition_metadata__racks):
            n_e_partition_metadata__racks = data[pos]
            pos += 1
            if n_e_partition_metadata__racks > 127:
                n_e_partition_metadata__racks, pos = rt.read_string_length(data, pos - 1)
            end = pos + n_e_partition_metadata__racks - 1
            if not n_e_partition_metadata__racks or end > data_end:
                raise rt.Malformed
            e_partition_metadata__racks = data[pos:end].decode()
            pos = end
            items_partition_metadata__racks.append(e_partition_metadata__racks)
        partition_metadata__racks = items_partition_metadata__racks
        partition_metadata__tag_count = data[pos]
        pos += 1
        partition_metadata__unknown: rt.Tags = ()
        if partition_metadata__tag_count:
            partition_metadata__unknown, pos = rt.read_unknown_tags(data, pos - 1)
        e_partition_metadata = _new(PartitionMetadata)
        e_partition_metadata.partition = partition_metadata__partition
        e_partition_metadata.racks = partition_metadata__racks
        e_partition_metadata.unknown_tagged_fields = partition_metadata__unknown
        items_partition_metadata.append(e_partition_metadata)
    partition_metadata = items_partition_metadata
    tag_count = data[pos]
    pos += 1
    unknown: rt.Tags = ()
    if tag_count:
        unknown, pos = rt.read_unknown_tags(data, pos - 1)
    obj = _new(TopicMetadata)
    obj.topic_id = topic_id
    obj.topic_name = topic_name
    obj.num_partitions = num_partitions
    obj.partition_metadata = partition_metadata
    obj.unknown_tagged_fields = unknown
    return obj, pos


def _encode_TopicMetadata_v0(obj: TopicMetadata, out: bytearray) -> None:
    """Encode TopicMetadata, version 0."""
    append = out.append
    out += _S_u.pack(obj.topic_id.bytes)
    b_topic_name = obj.topic_name.encode()
    n = len(b_topic_name) + 1
    if n < 128:
        append(n)
    else:
        out += rt.string_length(n)
    out += b_topic_name
    out += _S_i.pack(obj.num_partitions)
    a_partition_metadata = obj.partition_metadata
    n = len(a_partition_metadata) + 1
    if n < 128:
        append(n)
    else:
        out += rt.uvarint(n)
    for e_partition_metadata in a_partition_metadata:
        out += _S_i.pack(e_partition_metadata.partition)
        a_partition_metadata__racks = e_partition_metadata.racks
        n = len(a_partition_metadata__racks) + 1
        if n < 128:
            append(n)
        else:
            out += rt.uvarint(n)
        if not isinstance(a_partition_metadata__racks, (list, tuple)):
            raise rt.Malformed
        for e_partition_metadata__racks in a_partition_metadata__racks:
            b_e_partition_metadata__racks = e_partition_metadata__racks.encode()
            n = len(b_e_partition_metadata__racks) + 1
            if n < 128:
                append(n)
            else:
                out += rt.string_length(n)
            out += b_e_partition_metadata__racks
        if e_partition_metadata.unknown_tagged_fields:
            rt.write_tags(out, (), e_partition_metadata.unknown_tagged_fields)
        else:
            append(0)
    if obj.unknown_tagged_fields:
        rt.write_tags(out, (), obj.unknown_tagged_fields)
    else:
        append(0)


def _decode_ConsumerGroupPartitionMetadataValue_v0(
    data: bytes, pos: int
) -> tuple[ConsumerGroupPartitionMetadataValue, int]:
    """Decode ConsumerGroupPartitionMetadataValue, version 0."""
    data_end = len(data)
    n_topics = data[pos]
    pos += 1
    if n_topics > 127:
        n_topics, pos = rt.read_uvarint(data, pos - 1)
    n_topics -= 1
    if n_topics < 0:
        raise rt.Malformed
    if n_topics > data_end - pos:
        raise rt.Malformed
    items_topics: list[TopicMetadata] = []
    for _ in range(n_topics):
        (topics__topic_id_raw,) = _S_u.unpack_from(data, pos)
        pos += 16
        topics__topic_id = UUID(bytes=topics__topic_id_raw)
        n_topics__topic_name = data[pos]
        pos += 1
        if n_topics__topic_name > 127:
            n_topics__topic_name, pos = rt.read_string_length(data, pos - 1)
        end = pos + n_topics__topic_name - 1
        if not n_topics__topic_name or end > data_end:
            raise rt.Malformed
        topics__topic_name = data[pos:end].decode()
        pos = end
        topics__num_partitions, n_topics__partition_metadata = _S_iB.unpack_from(data, pos)
        pos += 5
        if n_topics__partition_metadata > 127:
            n_topics__partition_metadata, pos = rt.read_uvarint(data, pos - 1)
        n_topics__partition_metadata -= 1
        if n_topics__partition_metadata < 0:
            raise rt.Malformed
        if n_topics__partition_metadata > data_end - pos:
            raise rt.Malformed
        items_topics__partition_metadata: list[PartitionMetadata] = []
        for _ in range(n_topics__partition_metadata):
            e_topics__partition_metadata, pos = _decode_PartitionMetadata_v0(data, pos)
            items_topics__partition_metadata.append(e_topics__partition_metadata)
        topics__partition_metadata = items_topics__partition_metadata
        topics__tag_count = data[pos]
        pos += 1
        topics__unknown: rt.Tags = ()
        if topics__tag_count:
            topics__unknown, pos = rt.read_unknown_tags(data, pos - 1)
        e_topics = _new(TopicMetadata)
        e_topics.topic_id = topics__topic_id
        e_topics.topic_name = topics__topic_name
        e_topics.num_partitions = topics__num_partitions
        e_topics.partition_metadata = topics__partition_metadata
        e_topics.unknown_tagged_fields = topics__unknown
        items_topics.append(e_topics)
    topics = items_topics
    tag_count = data[pos]
    pos += 1
    unknown: rt.Tags = ()
    if tag_count:
        unknown, pos = rt.read_unknown_tags(data, pos - 1)
    obj = _new(ConsumerGroupPartitionMetadataValue)
    obj.topics = topics
    obj.unknown_tagged_fields = unknown
    return obj, pos


def _encode_ConsumerGroupPartitionMetadataValue_v0(
    obj: ConsumerGroupPartitionMetadataValue, out: bytearray
) -> None:
    """Encode ConsumerGroupPartitionMetadataValue, version 0."""
    append = out.append
    a_topics = obj.topics
    n = len(a_topics) + 1
    if n < 128:
        append(n)
    else:
        out += rt.uvarint(n)
    for e_topics in a_topics:
        out += _S_u.pack(e_topics.topic_id.bytes)
        b_topics__topic_name = e_topics.topic_name.encode()
        n = len(b_topics__topic_name) + 1
        if n < 128:
            append(n)
        else:
            out += rt.string_length(n)
        out += b_topics__topic_name
        out += _S_i.pack(e_topics.num_partitions)
        a_topics__partition_metadata = e_topics.partition_metadata
        n = len(a_topics__partition_metadata) + 1
        if n < 128:
            append(n)
        else:
            out += rt.uvarint(n)
        for e_topics__partition_metadata in a_topics__partition_metadata:
            out += _S_i.pack(e_topics__partition_metadata.partition)
            a_topics__partition_metadata__racks = e_topics__partition_metadata.racks
            n = len(a_topics__partition_metadata__racks) + 1
            if n < 128:
                append(n)
            else:
                out += rt.uvarint(n)
            if not isinstance(a_topics__partition_metadata__racks, (list, tuple)):
                raise rt.Malformed
            for e_topics__partition_metadata__racks in a_topics__partition_metadata__racks:
                b_e_topics__partition_metadata__racks = e_topics__partition_metadata__racks.encode()
                n = len(b_e_topics__partition_metadata__racks) + 1
                if n < 128:
                    append(n)
                else:
                    out += rt.string_length(n)
                out += b_e_topics__partition_metadata__racks
            if e_topics__partition_metadata.unknown_tagged_fields:
                rt.write_tags(out, (), e_topics__partition_metadata.unknown_tagged_fields)
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


PartitionMetadata._SCHEMA = rt.StructInfo(
    "PartitionMetadata",
    (
        rt.FieldInfo("partition", "partition", "int32", rt.vr("0+"), default=0),
        rt.FieldInfo("racks", "racks", "string", rt.vr("0+"), is_array=True, default=()),
    ),
    flexible=rt.vr("0+"),
)
PartitionMetadata._DECODERS = {
    0: _decode_PartitionMetadata_v0,
}
PartitionMetadata._ENCODERS = {
    0: _encode_PartitionMetadata_v0,
}

TopicMetadata._SCHEMA = rt.StructInfo(
    "TopicMetadata",
    (
        rt.FieldInfo("topic_id", "topicId", "uuid", rt.vr("0+"), default=rt.ZERO_UUID),
        rt.FieldInfo("topic_name", "topicName", "string", rt.vr("0+"), default=""),
        rt.FieldInfo("num_partitions", "numPartitions", "int32", rt.vr("0+"), default=0),
        rt.FieldInfo(
            "partition_metadata",
            "partitionMetadata",
            "struct",
            rt.vr("0+"),
            is_array=True,
            struct=lambda: PartitionMetadata,
            default=(),
        ),
    ),
    flexible=rt.vr("0+"),
)
TopicMetadata._DECODERS = {
    0: _decode_TopicMetadata_v0,
}
TopicMetadata._ENCODERS = {
    0: _encode_TopicMetadata_v0,
}

ConsumerGroupPartitionMetadataValue._SCHEMA = rt.StructInfo(
    "ConsumerGroupPartitionMetadataValue",
    (
        rt.FieldInfo(
            "topics",
            "topics",
            "struct",
            rt.vr("0+"),
            is_array=True,
            struct=lambda: TopicMetadata,
            default=(),
        ),
    ),
    flexible=rt.vr("0+"),
)
ConsumerGroupPartitionMetadataValue._DECODERS = {
    0: _decode_ConsumerGroupPartitionMetadataValue_v0,
}
ConsumerGroupPartitionMetadataValue._ENCODERS = {
    0: _encode_ConsumerGroupPartitionMetadataValue_v0,
}
