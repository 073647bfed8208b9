"""DescribeShareGroupOffsetsResponse: generated from DescribeShareGroupOffsetsResponse.json; edit the schema, not this file."""

from __future__ import annotations

import struct
from typing import ClassVar
from uuid import UUID

import attrs

from kgroup_proto import runtime as rt

_new = object.__new__
_S_h = struct.Struct(">h")
_S_hB = struct.Struct(">hB")
_S_i = struct.Struct(">i")
_S_iB = struct.Struct(">iB")
_S_iqih = struct.Struct(">iqih")
_S_iqihB = struct.Struct(">iqihB")
_S_iqiqh = struct.Struct(">iqiqh")
_S_iqiqhB = struct.Struct(">iqiqhB")
_S_u = struct.Struct(">16s")


@attrs.define(weakref_slot=False)
class DescribeShareGroupOffsetsResponsePartition(rt.Struct):
    """Partitions described for that topic.

    Versions 0-1; flexible 0+.

    Attributes:
        partition_index: Index of the partition. (versions 0+)
        start_offset: Start offset of the share-partition: the records before it are all
            done with. (versions 0+)
        leader_epoch: Leader epoch recorded with the share-partition's state. (versions 0+)
        lag: Records from the start offset to the end of the partition not yet done with, or
            -1 when the broker does not give it (v1+, KIP-1226). (versions 1+)
        error_code: Error for this partition; 0 when it was described. (versions 0+)
        error_message: Text explaining the partition's ErrorCode, null when there is none.
            (versions 0+, nullable 0+)
    """

    VALID_VERSIONS: ClassVar[range] = range(0, 2)
    FLEXIBLE_VERSIONS: ClassVar[range | None] = range(0, rt.VERSION_LIMIT)

    partition_index: int = 0
    start_offset: int = 0
    leader_epoch: int = 0
    lag: int = -1
    error_code: int = 0
    error_message: str | None = None
    unknown_tagged_fields: rt.Tags = ()


@attrs.define(weakref_slot=False)
class DescribeShareGroupOffsetsResponseTopic(rt.Struct):
    """Topics described for that group.

    Versions 0-1; flexible 0+.

    Attributes:
        topic_name: Name of the topic. (versions 0+)
        topic_id: ID of the topic. (versions 0+)
        partitions: Partitions described for that topic. (versions 0+)
    """

    VALID_VERSIONS: ClassVar[range] = range(0, 2)
    FLEXIBLE_VERSIONS: ClassVar[range | None] = range(0, rt.VERSION_LIMIT)

    topic_name: str = ""
    topic_id: UUID = rt.ZERO_UUID
    partitions: list[DescribeShareGroupOffsetsResponsePartition] = attrs.field(factory=list)
    unknown_tagged_fields: rt.Tags = ()


@attrs.define(weakref_slot=False)
class DescribeShareGroupOffsetsResponseGroup(rt.Struct):
    """One entry per share group asked for.

    Versions 0-1; flexible 0+.

    Attributes:
        group_id: ID of the share group. (versions 0+)
        topics: Topics described for that group. (versions 0+)
        error_code: Error for the whole group, such as GROUP_ID_NOT_FOUND; 0 when it was
            described. (versions 0+)
        error_message: Text explaining the group's ErrorCode, null when there is none.
            (versions 0+, nullable 0+)
    """

    VALID_VERSIONS: ClassVar[range] = range(0, 2)
    FLEXIBLE_VERSIONS: ClassVar[range | None] = range(0, rt.VERSION_LIMIT)

    group_id: str = ""
    topics: list[DescribeShareGroupOffsetsResponseTopic] = attrs.field(factory=list)
    error_code: int = 0
    error_message: str | None = None
    unknown_tagged_fields: rt.Tags = ()


@attrs.define(weakref_slot=False)
class DescribeShareGroupOffsetsResponse(rt.Struct):
    """The DescribeShareGroupOffsetsResponse response.

    API key 90, versions 0-1; flexible 0+.

    Attributes:
        throttle_time_ms: Milliseconds the broker held the response back because of a quota;
            0 when no quota applied. (versions 0+)
        groups: One entry per share group asked for. (versions 0+)
    """

    API_KEY: ClassVar[int | None] = 90
    MESSAGE_TYPE: ClassVar[str] = "response"
    VALID_VERSIONS: ClassVar[range] = range(0, 2)
    FLEXIBLE_VERSIONS: ClassVar[range | None] = range(0, rt.VERSION_LIMIT)

    throttle_time_ms: int = 0
    groups: list[DescribeShareGroupOffsetsResponseGroup] = attrs.field(factory=list)
    unknown_tagged_fields: rt.Tags = ()


def _decode_DescribeShareGroupOffsetsResponsePartition_v0(
    data: bytes, pos: int
) -> tuple[DescribeShareGroupOffsetsResponsePartition, int]:
    """Decode DescribeShareGroupOffsetsResponsePartition, version 0."""
    data_end = len(data)
    partition_index, start_offset, leader_epoch, error_code, n_error_message = _S_iqihB.unpack_from(
        data, pos
    )
    pos += 19
    if n_error_message > 127:
        n_error_message, pos = rt.read_string_length(data, pos - 1)
    error_message: str | None
    if not n_error_message:
        error_message = None
    else:
        end = pos + n_error_message - 1
        if end > data_end:
            raise rt.Malformed
        error_message = data[pos:end].decode()
        pos = end
    tag_count = data[pos]
    pos += 1
    unknown: rt.Tags = ()
    if tag_count:
        unknown, pos = rt.read_unknown_tags(data, pos - 1)
    obj = _new(DescribeShareGroupOffsetsResponsePartition)
    obj.partition_index = partition_index
    obj.start_offset = start_offset
    obj.leader_epoch = leader_epoch
    obj.lag = -1
    obj.error_code = error_code
    obj.error_message = error_message
    obj.unknown_tagged_fields = unknown
    return obj, pos


def _decode_DescribeShareGroupOffsetsResponsePartition_v1(
    data: bytes, pos: int
) -> tuple[DescribeShareGroupOffsetsResponsePartition, int]:
    """Decode DescribeShareGroupOffsetsResponsePartition, version 1."""
    data_end = len(data)
    partition_index, start_offset, leader_epoch, lag, error_code, n_error_message = (
        _S_iqiqhB.unpack_from(data, pos)
    )
    pos += 27
    if n_error_message > 127:
        n_error_message, pos = rt.read_string_length(data, pos - 1)
    error_message: str | None
    if not n_error_message:
        error_message = None
    else:
        end = pos + n_error_message - 1
        if end > data_end:
            raise rt.Malformed
        error_message = data[pos:end].decode()
        pos = end
    tag_count = data[pos]
    pos += 1
    unknown: rt.Tags = ()
    if tag_count:
        unknown, pos = rt.read_unknown_tags(data, pos - 1)
    obj = _new(DescribeShareGroupOffsetsResponsePartition)
    obj.partition_index = partition_index
    obj.start_offset = start_offset
    obj.leader_epoch = leader_epoch
    obj.lag = lag
    obj.error_code = error_code
    obj.error_message = error_message
    obj.unknown_tagged_fields = unknown
    return obj, pos


def _encode_DescribeShareGroupOffsetsResponsePartition_v0(
    obj: DescribeShareGroupOffsetsResponsePartition, out: bytearray
) -> None:
    """Encode DescribeShareGroupOffsetsResponsePartition, version 0."""
    out += _S_iqih.pack(obj.partition_index, obj.start_offset, obj.leader_epoch, obj.error_code)
    s_error_message = obj.error_message
    if s_error_message is None:
        out.append(0)
    else:
        b_error_message = s_error_message.encode()
        n = len(b_error_message) + 1
        if n < 128:
            out.append(n)
        else:
            out += rt.string_length(n)
        out += b_error_message
    if obj.unknown_tagged_fields:
        rt.write_tags(out, (), obj.unknown_tagged_fields)
    else:
        out.append(0)


def _encode_DescribeShareGroupOffsetsResponsePartition_v1(
    obj: DescribeShareGroupOffsetsResponsePartition, out: bytearray
) -> None:
    """Encode DescribeShareGroupOffsetsResponsePartition, version 1."""
    out += _S_iqiqh.pack(
        obj.partition_index, obj.start_offset, obj.leader_epoch, obj.lag, obj.error_code
    )
    s_error_message = obj.error_message
    if s_error_message is None:
        out.append(0)
    else:
        b_error_message = s_error_message.encode()
        n = len(b_error_message) + 1
        if n < 128:
            out.append(n)
        else:
            out += rt.string_length(n)
        out += b_error_message
    if obj.unknown_tagged_fields:
        rt.write_tags(out, (), obj.unknown_tagged_fields)
    else:
        out.append(0)


def _decode_DescribeShareGroupOffsetsResponseTopic_v0(
    data: bytes, pos: int
) -> tuple[DescribeShareGroupOffsetsResponseTopic, int]:
    """Decode DescribeShareGroupOffsetsResponseTopic, version 0."""
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
    items_partitions: list[DescribeShareGroupOffsetsResponsePartition] = []
    for _ in range(n_partitions):
        (
            partitions__partition_index,
            partitions__start_offset,
            partitions__leader_epoch,
            partitions__error_code,
            n_partitions__error_message,
        ) = _S_iqihB.unpack_from(data, pos)
        pos += 19
        if n_partitions__error_message > 127:
            n_partitions__error_message, pos = rt.read_string_length(data, pos - 1)
        partitions__error_message: str | None
        if not n_partitions__error_message:
            partitions__error_message = None
        else:
            end = pos + n_partitions__error_message - 1
            if end > data_end:
                raise rt.Malformed
            partitions__error_message = data[pos:end].decode()
            pos = end
        partitions__tag_count = data[pos]
        pos += 1
        partitions__unknown: rt.Tags = ()
        if partitions__tag_count:
            partitions__unknown, pos = rt.read_unknown_tags(data, pos - 1)
        e_partitions = _new(DescribeShareGroupOffsetsResponsePartition)
        e_partitions.partition_index = partitions__partition_index
        e_partitions.start_offset = partitions__start_offset
        e_partitions.leader_epoch = partitions__leader_epoch
        e_partitions.lag = -1
        e_partitions.error_code = partitions__error_code
        e_partitions.error_message = partitions__error_message
        e_partitions.unknown_tagged_fields = partitions__unknown
        items_partitions.append(e_partitions)
    partitions = items_partitions
    tag_count = data[pos]
    pos += 1
    unknown: rt.Tags = ()
    if tag_count:
        unknown, pos = rt.read_unknown_tags(data, pos - 1)
    obj = _new(DescribeShareGroupOffsetsResponseTopic)
    obj.topic_name = topic_name
    obj.topic_id = topic_id
    obj.partitions = partitions
    obj.unknown_tagged_fields = unknown
    return obj, pos


def _decode_DescribeShareGroupOffsetsResponseTopic_v1(
    data: bytes, pos: int
) -> tuple[DescribeShareGroupOffsetsResponseTopic, int]:
    """Decode DescribeShareGroupOffsetsResponseTopic, version 1."""
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
    items_partitions: list[DescribeShareGroupOffsetsResponsePartition] = []
    for _ in range(n_partitions):
        (
            partitions__partition_index,
            partitions__start_offset,
            partitions__leader_epoch,
            partitions__lag,
            partitions__error_code,
            n_partitions__error_message,
        ) = _S_iqiqhB.unpack_from(data, pos)
        pos += 27
        if n_partitions__error_message > 127:
            n_partitions__error_message, pos = rt.read_string_length(data, pos - 1)
        partitions__error_message: str | None
        if not n_partitions__error_message:
            partitions__error_message = None
        else:
            end = pos + n_partitions__error_message - 1
            if end > data_end:
                raise rt.Malformed
            partitions__error_message = data[pos:end].decode()
            pos = end
        partitions__tag_count = data[pos]
        pos += 1
        partitions__unknown: rt.Tags = ()
        if partitions__tag_count:
            partitions__unknown, pos = rt.read_unknown_tags(data, pos - 1)
        e_partitions = _new(DescribeShareGroupOffsetsResponsePartition)
        e_partitions.partition_index = partitions__partition_index
        e_partitions.start_offset = partitions__start_offset
        e_partitions.leader_epoch = partitions__leader_epoch
        e_partitions.lag = partitions__lag
        e_partitions.error_code = partitions__error_code
        e_partitions.error_message = partitions__error_message
        e_partitions.unknown_tagged_fields = partitions__unknown
        items_partitions.append(e_partitions)
    partitions = items_partitions
    tag_count = data[pos]
    pos += 1
    unknown: rt.Tags = ()
    if tag_count:
        unknown, pos = rt.read_unknown_tags(data, pos - 1)
    obj = _new(DescribeShareGroupOffsetsResponseTopic)
    obj.topic_name = topic_name
    obj.topic_id = topic_id
    obj.partitions = partitions
    obj.unknown_tagged_fields = unknown
    return obj, pos


def _encode_DescribeShareGroupOffsetsResponseTopic_v0(
    obj: DescribeShareGroupOffsetsResponseTopic, out: bytearray
) -> None:
    """Encode DescribeShareGroupOffsetsResponseTopic, version 0."""
    append = out.append
    b_topic_name = obj.topic_name.encode()
    n = len(b_topic_name) + 1
    if n < 128:
        append(n)
    else:
        out += rt.string_length(n)
    out += b_topic_name
    out += _S_u.pack(obj.topic_id.bytes)
    a_partitions = obj.partitions
    n = len(a_partitions) + 1
    if n < 128:
        append(n)
    else:
        out += rt.uvarint(n)
    for e_partitions in a_partitions:
        out += _S_iqih.pack(
            e_partitions.partition_index,
            e_partitions.start_offset,
            e_partitions.leader_epoch,
            e_partitions.error_code,
        )
        s_partitions__error_message = e_partitions.error_message
        if s_partitions__error_message is None:
            append(0)
        else:
            b_partitions__error_message = s_partitions__error_message.encode()
            n = len(b_partitions__error_message) + 1
            if n < 128:
                append(n)
            else:
                out += rt.string_length(n)
            out += b_partitions__error_message
        if e_partitions.unknown_tagged_fields:
            rt.write_tags(out, (), e_partitions.unknown_tagged_fields)
        else:
            append(0)
    if obj.unknown_tagged_fields:
        rt.write_tags(out, (), obj.unknown_tagged_fields)
    else:
        append(0)


def _encode_DescribeShareGroupOffsetsResponseTopic_v1(
    obj: DescribeShareGroupOffsetsResponseTopic, out: bytearray
) -> None:
    """Encode DescribeShareGroupOffsetsResponseTopic, version 1."""
    append = out.append
    b_topic_name = obj.topic_name.encode()
    n = len(b_topic_name) + 1
    if n < 128:
        append(n)
    else:
        out += rt.string_length(n)
    out += b_topic_name
    out += _S_u.pack(obj.topic_id.bytes)
    a_partitions = obj.partitions
    n = len(a_partitions) + 1
    if n < 128:
        append(n)
    else:
        out += rt.uvarint(n)
    for e_partitions in a_partitions:
        out += _S_iqiqh.pack(
            e_partitions.partition_index,
            e_partitions.start_offset,
            e_partitions.leader_epoch,
            e_partitions.lag,
            e_partitions.error_code,
        )
        s_partitions__error_message = e_partitions.error_message
        if s_partitions__error_message is None:
            append(0)
        else:
            b_partitions__error_message = s_partitions__error_message.encode()
            n = len(b_partitions__error_message) + 1
            if n < 128:
                append(n)
            else:
                out += rt.string_length(n)
            out += b_partitions__error_message
        if e_partitions.unknown_tagged_fields:
            rt.write_tags(out, (), e_partitions.unknown_tagged_fields)
        else:
            append(0)
    if obj.unknown_tagged_fields:
        rt.write_tags(out, (), obj.unknown_tagged_fields)
    else:
        append(0)


def _decode_DescribeShareGroupOffsetsResponseGroup_v0(
    data: bytes, pos: int
) -> tuple[DescribeShareGroupOffsetsResponseGroup, int]:
    """Decode DescribeShareGroupOffsetsResponseGroup, version 0."""
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
    items_topics: list[DescribeShareGroupOffsetsResponseTopic] = []
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
        items_topics__partitions: list[DescribeShareGroupOffsetsResponsePartition] = []
        for _ in range(n_topics__partitions):
            e_topics__partitions, pos = _decode_DescribeShareGroupOffsetsResponsePartition_v0(
                data, pos
            )
            items_topics__partitions.append(e_topics__partitions)
        topics__partitions = items_topics__partitions
        topics__tag_count = data[pos]
        pos += 1
        topics__unknown: rt.Tags = ()
        if topics__tag_count:
            topics__unknown, pos = rt.read_unknown_tags(data, pos - 1)
        e_topics = _new(DescribeShareGroupOffsetsResponseTopic)
        e_topics.topic_name = topics__topic_name
        e_topics.topic_id = topics__topic_id
        e_topics.partitions = topics__partitions
        e_topics.unknown_tagged_fields = topics__unknown
        items_topics.append(e_topics)
    topics = items_topics
    error_code, n_error_message = _S_hB.unpack_from(data, pos)
    pos += 3
    if n_error_message > 127:
        n_error_message, pos = rt.read_string_length(data, pos - 1)
    error_message: str | None
    if not n_error_message:
        error_message = None
    else:
        end = pos + n_error_message - 1
        if end > data_end:
            raise rt.Malformed
        error_message = data[pos:end].decode()
        pos = end
    tag_count = data[pos]
    pos += 1
    unknown: rt.Tags = ()
    if tag_count:
        unknown, pos = rt.read_unknown_tags(data, pos - 1)
    obj = _new(DescribeShareGroupOffsetsResponseGroup)
    obj.group_id = group_id
    obj.topics = topics
    obj.error_code = error_code
    obj.error_message = error_message
    obj.unknown_tagged_fields = unknown
    return obj, pos


def _decode_DescribeShareGroupOffsetsResponseGroup_v1(
    data: bytes, pos: int
) -> tuple[DescribeShareGroupOffsetsResponseGroup, int]:
    """Decode DescribeShareGroupOffsetsResponseGroup, version 1."""
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
    items_topics: list[DescribeShareGroupOffsetsResponseTopic] = []
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
        items_topics__partitions: list[DescribeShareGroupOffsetsResponsePartition] = []
        for _ in range(n_topics__partitions):
            e_topics__partitions, pos = _decode_DescribeShareGroupOffsetsResponsePartition_v1(
                data, pos
            )
            items_topics__partitions.append(e_topics__partitions)
        topics__partitions = items_topics__partitions
        topics__tag_count = data[pos]
        pos += 1
        topics__unknown: rt.Tags = ()
        if topics__tag_count:
            topics__unknown, pos = rt.read_unknown_tags(data, pos - 1)
        e_topics = _new(DescribeShareGroupOffsetsResponseTopic)
        e_topics.topic_name = topics__topic_name
        e_topics.topic_id = topics__topic_id
        e_topics.partitions = topics__partitions
        e_topics.unknown_tagged_fields = topics__unknown
        items_topics.append(e_topics)
    topics = items_topics
    error_code, n_error_message = _S_hB.unpack_from(data, pos)
    pos += 3
    if n_error_message > 127:
        n_error_message, pos = rt.read_string_length(data, pos - 1)
    error_message: str | None
    if not n_error_message:
        error_message = None
    else:
        end = pos + n_error_message - 1
        if end > data_end:
            raise rt.Malformed
        error_message = data[pos:end].decode()
        pos = end
    tag_count = data[pos]
    pos += 1
    unknown: rt.Tags = ()
    if tag_count:
        unknown, pos = rt.read_unknown_tags(data, pos - 1)
    obj = _new(DescribeShareGroupOffsetsResponseGroup)
    obj.group_id = group_id
    obj.topics = topics
    obj.error_code = error_code
    obj.error_message = error_message
    obj.unknown_tagged_fields = unknown
    return obj, pos


def _encode_DescribeShareGroupOffsetsResponseGroup_v0(
    obj: DescribeShareGroupOffsetsResponseGroup, out: bytearray
) -> None:
    """Encode DescribeShareGroupOffsetsResponseGroup, version 0."""
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
        out += _S_u.pack(e_topics.topic_id.bytes)
        a_topics__partitions = e_topics.partitions
        n = len(a_topics__partitions) + 1
        if n < 128:
            append(n)
        else:
            out += rt.uvarint(n)
        for e_topics__partitions in a_topics__partitions:
            out += _S_iqih.pack(
                e_topics__partitions.partition_index,
                e_topics__partitions.start_offset,
                e_topics__partitions.leader_epoch,
                e_topics__partitions.error_code,
            )
            s_topics__partitions__error_message = e_topics__partitions.error_message
            if s_topics__partitions__error_message is None:
                append(0)
            else:
                b_topics__partitions__error_message = s_topics__partitions__error_message.encode()
                n = len(b_topics__partitions__error_message) + 1
                if n < 128:
                    append(n)
                else:
                    out += rt.string_length(n)
                out += b_topics__partitions__error_message
            if e_topics__partitions.unknown_tagged_fields:
                rt.write_tags(out, (), e_topics__partitions.unknown_tagged_fields)
            else:
                append(0)
        if e_topics.unknown_tagged_fields:
            rt.write_tags(out, (), e_topics.unknown_tagged_fields)
        else:
            append(0)
    out += _S_h.pack(obj.error_code)
    s_error_message = obj.error_message
    if s_error_message is None:
        append(0)
    else:
        b_error_message = s_error_message.encode()
        n = len(b_error_message) + 1
        if n < 128:
            append(n)
        else:
            out += rt.string_length(n)
        out += b_error_message
    if obj.unknown_tagged_fields:
        rt.write_tags(out, (), obj.unknown_tagged_fields)
    else:
        append(0)


def _encode_DescribeShareGroupOffsetsResponseGroup_v1(
    obj: DescribeShareGroupOffsetsResponseGroup, out: bytearray
) -> None:
    """Encode DescribeShareGroupOffsetsResponseGroup, version 1."""
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
        out += _S_u.pack(e_topics.topic_id.bytes)
        a_topics__partitions = e_topics.partitions
        n = len(a_topics__partitions) + 1
        if n < 128:
            append(n)
        else:
            out += rt.uvarint(n)
        for e_topics__partitions in a_topics__partitions:
            out += _S_iqiqh.pack(
                e_topics__partitions.partition_index,
                e_topics__partitions.start_offset,
                e_topics__partitions.leader_epoch,
                e_topics__partitions.lag,
                e_topics__partitions.error_code,
            )
            s_topics__partitions__error_message = e_topics__partitions.error_message
            if s_topics__partitions__error_message is None:
                append(0)
            else:
                b_topics__partitions__error_message = s_topics__partitions__error_message.encode()
                n = len(b_topics__partitions__error_message) + 1
                if n < 128:
                    append(n)
                else:
                    out += rt.string_length(n)
                out += b_topics__partitions__error_message
            if e_topics__partitions.unknown_tagged_fields:
                rt.write_tags(out, (), e_topics__partitions.unknown_tagged_fields)
            else:
                append(0)
        if e_topics.unknown_tagged_fields:
            rt.write_tags(out, (), e_topics.unknown_tagged_fields)
        else:
            append(0)
    out += _S_h.pack(obj.error_code)
    s_error_message = obj.error_message
    if s_error_message is None:
        append(0)
    else:
        b_error_message = s_error_message.encode()
        n = len(b_error_message) + 1
        if n < 128:
            append(n)
        else:
            out += rt.string_length(n)
        out += b_error_message
    if obj.unknown_tagged_fields:
        rt.write_tags(out, (), obj.unknown_tagged_fields)
    else:
        append(0)


def _decode_DescribeShareGroupOffsetsResponse_v0(
    data: bytes, pos: int
) -> tuple[DescribeShareGroupOffsetsResponse, int]:
    """Decode DescribeShareGroupOffsetsResponse, version 0."""
    data_end = len(data)
    throttle_time_ms, n_groups = _S_iB.unpack_from(data, pos)
    pos += 5
    if n_groups > 127:
        n_groups, pos = rt.read_uvarint(data, pos - 1)
    n_groups -= 1
    if n_groups < 0:
        raise rt.Malformed
    if n_groups > data_end - pos:
        raise rt.Malformed
    items_groups: list[DescribeShareGroupOffsetsResponseGroup] = []
    for _ in range(n_groups):
        n_groups__group_id = data[pos]
        pos += 1
        if n_groups__group_id > 127:
            n_groups__group_id, pos = rt.read_string_length(data, pos - 1)
        end = pos + n_groups__group_id - 1
        if not n_groups__group_id or end > data_end:
            raise rt.Malformed
        groups__group_id = data[pos:end].decode()
        pos = end
        n_groups__topics = data[pos]
        pos += 1
        if n_groups__topics > 127:
            n_groups__topics, pos = rt.read_uvarint(data, pos - 1)
        n_groups__topics -= 1
        if n_groups__topics < 0:
            raise rt.Malformed
        if n_groups__topics > data_end - pos:
            raise rt.Malformed
        items_groups__topics: list[DescribeShareGroupOffsetsResponseTopic] = []
        for _ in range(n_groups__topics):
            e_groups__topics, pos = _decode_DescribeShareGroupOffsetsResponseTopic_v0(data, pos)
            items_groups__topics.append(e_groups__topics)
        groups__topics = items_groups__topics
        groups__error_code, n_groups__error_message = _S_hB.unpack_from(data, pos)
        pos += 3
        if n_groups__error_message > 127:
            n_groups__error_message, pos = rt.read_string_length(data, pos - 1)
        groups__error_message: str | None
        if not n_groups__error_message:
            groups__error_message = None
        else:
            end = pos + n_groups__error_message - 1
            if end > data_end:
                raise rt.Malformed
            groups__error_message = data[pos:end].decode()
            pos = end
        groups__tag_count = data[pos]
        pos += 1
        groups__unknown: rt.Tags = ()
        if groups__tag_count:
            groups__unknown, pos = rt.read_unknown_tags(data, pos - 1)
        e_groups = _new(DescribeShareGroupOffsetsResponseGroup)
        e_groups.group_id = groups__group_id
        e_groups.topics = groups__topics
        e_groups.error_code = groups__error_code
        e_groups.error_message = groups__error_message
        e_groups.unknown_tagged_fields = groups__unknown
        items_groups.append(e_groups)
    groups = items_groups
    tag_count = data[pos]
    pos += 1
    unknown: rt.Tags = ()
    if tag_count:
        unknown, pos = rt.read_unknown_tags(data, pos - 1)
    obj = _new(DescribeShareGroupOffsetsResponse)
    obj.throttle_time_ms = throttle_time_ms
    obj.groups = groups
    obj.unknown_tagged_fields = unknown
    return obj, pos


def _decode_DescribeShareGroupOffsetsResponse_v1(
    data: bytes, pos: int
) -> tuple[DescribeShareGroupOffsetsResponse, int]:
    """Decode DescribeShareGroupOffsetsResponse, version 1."""
    data_end = len(data)
    throttle_time_ms, n_groups = _S_iB.unpack_from(data, pos)
    pos += 5
    if n_groups > 127:
        n_groups, pos = rt.read_uvarint(data, pos - 1)
    n_groups -= 1
    if n_groups < 0:
        raise rt.Malformed
    if n_groups > data_end - pos:
        raise rt.Malformed
    items_groups: list[DescribeShareGroupOffsetsResponseGroup] = []
    for _ in range(n_groups):
        n_groups__group_id = data[pos]
        pos += 1
        if n_groups__group_id > 127:
            n_groups__group_id, pos = rt.read_string_length(data, pos - 1)
        end = pos + n_groups__group_id - 1
        if not n_groups__group_id or end > data_end:
            raise rt.Malformed
        groups__group_id = data[pos:end].decode()
        pos = end
        n_groups__topics = data[pos]
        pos += 1
        if n_groups__topics > 127:
            n_groups__topics, pos = rt.read_uvarint(data, pos - 1)
        n_groups__topics -= 1
        if n_groups__topics < 0:
            raise rt.Malformed
        if n_groups__topics > data_end - pos:
            raise rt.Malformed
        items_groups__topics: list[DescribeShareGroupOffsetsResponseTopic] = []
        for _ in range(n_groups__topics):
            e_groups__topics, pos = _decode_DescribeShareGroupOffsetsResponseTopic_v1(data, pos)
            items_groups__topics.append(e_groups__topics)
        groups__topics = items_groups__topics
        groups__error_code, n_groups__error_message = _S_hB.unpack_from(data, pos)
        pos += 3
        if n_groups__error_message > 127:
            n_groups__error_message, pos = rt.read_string_length(data, pos - 1)
        groups__error_message: str | None
        if not n_groups__error_message:
            groups__error_message = None
        else:
            end = pos + n_groups__error_message - 1
            if end > data_end:
                raise rt.Malformed
            groups__error_message = data[pos:end].decode()
            pos = end
        groups__tag_count = data[pos]
        pos += 1
        groups__unknown: rt.Tags = ()
        if groups__tag_count:
            groups__unknown, pos = rt.read_unknown_tags(data, pos - 1)
        e_groups = _new(DescribeShareGroupOffsetsResponseGroup)
        e_groups.group_id = groups__group_id
        e_groups.topics = groups__topics
        e_groups.error_code = groups__error_code
        e_groups.error_message = groups__error_message
        e_groups.unknown_tagged_fields = groups__unknown
        items_groups.append(e_groups)
    groups = items_groups
    tag_count = data[pos]
    pos += 1
    unknown: rt.Tags = ()
    if tag_count:
        unknown, pos = rt.read_unknown_tags(data, pos - 1)
    obj = _new(DescribeShareGroupOffsetsResponse)
    obj.throttle_time_ms = throttle_time_ms
    obj.groups = groups
    obj.unknown_tagged_fields = unknown
    return obj, pos


def _encode_DescribeShareGroupOffsetsResponse_v0(
    obj: DescribeShareGroupOffsetsResponse, out: bytearray
) -> None:
    """Encode DescribeShareGroupOffsetsResponse, version 0."""
    append = out.append
    out += _S_i.pack(obj.throttle_time_ms)
    a_groups = obj.groups
    n = len(a_groups) + 1
    if n < 128:
        append(n)
    else:
        out += rt.uvarint(n)
    for e_groups in a_groups:
        b_groups__group_id = e_groups.group_id.encode()
        n = len(b_groups__group_id) + 1
        if n < 128:
            append(n)
        else:
            out += rt.string_length(n)
        out += b_groups__group_id
        a_groups__topics = e_groups.topics
        n = len(a_groups__topics) + 1
        if n < 128:
            append(n)
        else:
            out += rt.uvarint(n)
        for e_groups__topics in a_groups__topics:
            b_groups__topics__topic_name = e_groups__topics.topic_name.encode()
            n = len(b_groups__topics__topic_name) + 1
            if n < 128:
                append(n)
            else:
                out += rt.string_length(n)
            out += b_groups__topics__topic_name
            out += _S_u.pack(e_groups__topics.topic_id.bytes)
            a_groups__topics__partitions = e_groups__topics.partitions
            n = len(a_groups__topics__partitions) + 1
            if n < 128:
                append(n)
            else:
                out += rt.uvarint(n)
            for e_groups__topics__partitions in a_groups__topics__partitions:
                out += _S_iqih.pack(
                    e_groups__topics__partitions.partition_index,
                    e_groups__topics__partitions.start_offset,
                    e_groups__topics__partitions.leader_epoch,
                    e_groups__topics__partitions.error_code,
                )
                s_groups__topics__partitions__error_message = (
                    e_groups__topics__partitions.error_message
                )
                if s_groups__topics__partitions__error_message is None:
                    append(0)
                else:
                    b_groups__topics__partitions__error_message = (
                        s_groups__topics__partitions__error_message.encode()
                    )
                    n = len(b_groups__topics__partitions__error_message) + 1
                    if n < 128:
                        append(n)
                    else:
                        out += rt.string_length(n)
                    out += b_groups__topics__partitions__error_message
                if e_groups__topics__partitions.unknown_tagged_fields:
                    rt.write_tags(out, (), e_groups__topics__partitions.unknown_tagged_fields)
                else:
                    append(0)
            if e_groups__topics.unknown_tagged_fields:
                rt.write_tags(out, (), e_groups__topics.unknown_tagged_fields)
            else:
                append(0)
        out += _S_h.pack(e_groups.error_code)
        s_groups__error_message = e_groups.error_message
        if s_groups__error_message is None:
            append(0)
        else:
            b_groups__error_message = s_groups__error_message.encode()
            n = len(b_groups__error_message) + 1
            if n < 128:
                append(n)
            else:
                out += rt.string_length(n)
            out += b_groups__error_message
        if e_groups.unknown_tagged_fields:
            rt.write_tags(out, (), e_groups.unknown_tagged_fields)
        else:
            append(0)
    if obj.unknown_tagged_fields:
        rt.write_tags(out, (), obj.unknown_tagged_fields)
    else:
        append(0)


def _encode_DescribeShareGroupOffsetsResponse_v1(
    obj: DescribeShareGroupOffsetsResponse, out: bytearray
) -> None:
    """Encode DescribeShareGroupOffsetsResponse, version 1."""
    append = out.append
    out += _S_i.pack(obj.throttle_time_ms)
    a_groups = obj.groups
    n = len(a_groups) + 1
    if n < 128:
        append(n)
    else:
        out += rt.uvarint(n)
    for e_groups in a_groups:
        b_groups__group_id = e_groups.group_id.encode()
        n = len(b_groups__group_id) + 1
        if n < 128:
            append(n)
        else:
            out += rt.string_length(n)
        out += b_groups__group_id
        a_groups__topics = e_groups.topics
        n = len(a_groups__topics) + 1
        if n < 128:
            append(n)
        else:
            out += rt.uvarint(n)
        for e_groups__topics in a_groups__topics:
            b_groups__topics__topic_name = e_groups__topics.topic_name.encode()
            n = len(b_groups__topics__topic_name) + 1
            if n < 128:
                append(n)
            else:
                out += rt.string_length(n)
            out += b_groups__topics__topic_name
            out += _S_u.pack(e_groups__topics.topic_id.bytes)
            a_groups__topics__partitions = e_groups__topics.partitions
            n = len(a_groups__topics__partitions) + 1
            if n < 128:
                append(n)
            else:
                out += rt.uvarint(n)
            for e_groups__topics__partitions in a_groups__topics__partitions:
                out += _S_iqiqh.pack(
                    e_groups__topics__partitions.partition_index,
                    e_groups__topics__partitions.start_offset,
                    e_groups__topics__partitions.leader_epoch,
                    e_groups__topics__partitions.lag,
                    e_groups__topics__partitions.error_code,
                )
                s_groups__topics__partitions__error_message = (
                    e_groups__topics__partitions.error_message
                )
                if s_groups__topics__partitions__error_message is None:
                    append(0)
                else:
                    b_groups__topics__partitions__error_message = (
                        s_groups__topics__partitions__error_message.encode()
                    )
                    n = len(b_groups__topics__partitions__error_message) + 1
                    if n < 128:
                        append(n)
                    else:
                        out += rt.string_length(n)
                    out += b_groups__topics__partitions__error_message
                if e_groups__topics__partitions.unknown_tagged_fields:
                    rt.write_tags(out, (), e_groups__topics__partitions.unknown_tagged_fields)
                else:
                    append(0)
            if e_groups__topics.unknown_tagged_fields:
                rt.write_tags(out, (), e_groups__topics.unknown_tagged_fields)
            else:
                append(0)
        out += _S_h.pack(e_groups.error_code)
        s_groups__error_message = e_groups.error_message
        if s_groups__error_message is None:
            append(0)
        else:
            b_groups__error_message = s_groups__error_message.encode()
            n = len(b_groups__error_message) + 1
            if n < 128:
                append(n)
            else:
                out += rt.string_length(n)
            out += b_groups__error_message
        if e_groups.unknown_tagged_fields:
            rt.write_tags(out, (), e_groups.unknown_tagged_fields)
        else:
            append(0)
    if obj.unknown_tagged_fields:
        rt.write_tags(out, (), obj.unknown_tagged_fields)
    else:
        append(0)


DescribeShareGroupOffsetsResponsePartition._SCHEMA = rt.StructInfo(
    "DescribeShareGroupOffsetsResponsePartition",
    (
        rt.FieldInfo("partition_index", "partitionIndex", "int32", rt.vr("0+"), default=0),
        rt.FieldInfo("start_offset", "startOffset", "int64", rt.vr("0+"), default=0),
        rt.FieldInfo("leader_epoch", "leaderEpoch", "int32", rt.vr("0+"), default=0),
        rt.FieldInfo("lag", "lag", "int64", rt.vr("1+"), default=-1, ignorable=True),
        rt.FieldInfo("error_code", "errorCode", "int16", rt.vr("0+"), default=0),
        rt.FieldInfo("error_message", "errorMessage", "string", rt.vr("0+"), nullable=rt.vr("0+")),
    ),
    flexible=rt.vr("0+"),
)
DescribeShareGroupOffsetsResponsePartition._DECODERS = {
    0: _decode_DescribeShareGroupOffsetsResponsePartition_v0,
    1: _decode_DescribeShareGroupOffsetsResponsePartition_v1,
}
DescribeShareGroupOffsetsResponsePartition._ENCODERS = {
    0: _encode_DescribeShareGroupOffsetsResponsePartition_v0,
    1: _encode_DescribeShareGroupOffsetsResponsePartition_v1,
}

DescribeShareGroupOffsetsResponseTopic._SCHEMA = rt.StructInfo(
    "DescribeShareGroupOffsetsResponseTopic",
    (
        rt.FieldInfo("topic_name", "topicName", "string", rt.vr("0+"), default=""),
        rt.FieldInfo("topic_id", "topicId", "uuid", rt.vr("0+"), default=rt.ZERO_UUID),
        rt.FieldInfo(
            "partitions",
            "partitions",
            "struct",
            rt.vr("0+"),
            is_array=True,
            struct=lambda: DescribeShareGroupOffsetsResponsePartition,
            default=(),
        ),
    ),
    flexible=rt.vr("0+"),
)
DescribeShareGroupOffsetsResponseTopic._DECODERS = {
    0: _decode_DescribeShareGroupOffsetsResponseTopic_v0,
    1: _decode_DescribeShareGroupOffsetsResponseTopic_v1,
}
DescribeShareGroupOffsetsResponseTopic._ENCODERS = {
    0: _encode_DescribeShareGroupOffsetsResponseTopic_v0,
    1: _encode_DescribeShareGroupOffsetsResponseTopic_v1,
}

DescribeShareGroupOffsetsResponseGroup._SCHEMA = rt.StructInfo(
    "DescribeShareGroupOffsetsResponseGroup",
    (
        rt.FieldInfo("group_id", "groupId", "string", rt.vr("0+"), default=""),
        rt.FieldInfo(
            "topics",
            "topics",
            "struct",
            rt.vr("0+"),
            is_array=True,
            struct=lambda: DescribeShareGroupOffsetsResponseTopic,
            default=(),
        ),
        rt.FieldInfo("error_code", "errorCode", "int16", rt.vr("0+"), default=0),
        rt.FieldInfo("error_message", "errorMessage", "string", rt.vr("0+"), nullable=rt.vr("0+")),
    ),
    flexible=rt.vr("0+"),
)
DescribeShareGroupOffsetsResponseGroup._DECODERS = {
    0: _decode_DescribeShareGroupOffsetsResponseGroup_v0,
    1: _decode_DescribeShareGroupOffsetsResponseGroup_v1,
}
DescribeShareGroupOffsetsResponseGroup._ENCODERS = {
    0: _encode_DescribeShareGroupOffsetsResponseGroup_v0,
    1: _encode_DescribeShareGroupOffsetsResponseGroup_v1,
}

DescribeShareGroupOffsetsResponse._SCHEMA = rt.StructInfo(
    "DescribeShareGroupOffsetsResponse",
    (
        rt.FieldInfo("throttle_time_ms", "throttleTimeMs", "int32", rt.vr("0+"), default=0),
        rt.FieldInfo(
            "groups",
            "groups",
            "struct",
            rt.vr("0+"),
            is_array=True,
            struct=lambda: DescribeShareGroupOffsetsResponseGroup,
            default=(),
        ),
    ),
    flexible=rt.vr("0+"),
)
DescribeShareGroupOffsetsResponse._DECODERS = {
    0: _decode_DescribeShareGroupOffsetsResponse_v0,
    1: _decode_DescribeShareGroupOffsetsResponse_v1,
}
DescribeShareGroupOffsetsResponse._ENCODERS = {
    0: _encode_DescribeShareGroupOffsetsResponse_v0,
    1: _encode_DescribeShareGroupOffsetsResponse_v1,
}
