"""ListOffsetsResponse: generated from ListOffsetsResponse.json; edit the schema, not this file."""

from __future__ import annotations

import struct
from typing import ClassVar

import attrs

from kgroup_proto import runtime as rt

_new = object.__new__
_S_h = struct.Struct(">h")
_S_i = struct.Struct(">i")
_S_iB = struct.Struct(">iB")
_S_ihi = struct.Struct(">ihi")
_S_ihqq = struct.Struct(">ihqq")
_S_ihqqi = struct.Struct(">ihqqi")
_S_ihqqiB = struct.Struct(">ihqqiB")
_S_ii = struct.Struct(">ii")


@attrs.define(weakref_slot=False)
class ListOffsetsPartitionResponse(rt.Struct):
    """Result for each partition of this topic.

    Versions 0-11; flexible 6+.

    Attributes:
        partition_index: Index of the partition. (versions 0+)
        error_code: Error for this partition; 0 on success. (versions 0+)
        old_style_offsets: Offsets found, newest first (v0 only). (versions 0)
        timestamp: Timestamp of the record found; -1 when none applies. (versions 1+)
        offset: Offset found; -1 when none applies. (versions 1+)
        leader_epoch: Leader epoch of the offset found; -1 if unknown. (versions 4+)
    """

    VALID_VERSIONS: ClassVar[range] = range(0, 12)
    FLEXIBLE_VERSIONS: ClassVar[range | None] = range(6, rt.VERSION_LIMIT)

    partition_index: int = 0
    error_code: int = 0
    old_style_offsets: list[int] = attrs.field(factory=list)
    timestamp: int = -1
    offset: int = -1
    leader_epoch: int = -1
    unknown_tagged_fields: rt.Tags = ()


@attrs.define(weakref_slot=False)
class ListOffsetsTopicResponse(rt.Struct):
    """Results grouped by topic.

    Versions 0-11; flexible 6+.

    Attributes:
        name: Name of the topic. (versions 0+)
        partitions: Result for each partition of this topic. (versions 0+)
    """

    VALID_VERSIONS: ClassVar[range] = range(0, 12)
    FLEXIBLE_VERSIONS: ClassVar[range | None] = range(6, rt.VERSION_LIMIT)

    name: str = ""
    partitions: list[ListOffsetsPartitionResponse] = attrs.field(factory=list)
    unknown_tagged_fields: rt.Tags = ()


@attrs.define(weakref_slot=False)
class ListOffsetsResponse(rt.Struct):
    """The ListOffsetsResponse response.

    API key 2, versions 0-11; flexible 6+.

    Attributes:
        throttle_time_ms: Time in ms the broker held back this response because a quota was
            exceeded; 0 when no quota applied. (versions 2+)
        topics: Results grouped by topic. (versions 0+)
    """

    API_KEY: ClassVar[int | None] = 2
    MESSAGE_TYPE: ClassVar[str] = "response"
    VALID_VERSIONS: ClassVar[range] = range(0, 12)
    FLEXIBLE_VERSIONS: ClassVar[range | None] = range(6, rt.VERSION_LIMIT)

    throttle_time_ms: int = 0
    topics: list[ListOffsetsTopicResponse] = attrs.field(factory=list)
    unknown_tagged_fields: rt.Tags = ()


def _decode_ListOffsetsPartitionResponse_v0(
    data: bytes, pos: int
) -> tuple[ListOffsetsPartitionResponse, int]:
    """Decode ListOffsetsPartitionResponse, version 0."""
    data_end = len(data)
    partition_index, error_code, n_old_style_offsets = _S_ihi.unpack_from(data, pos)
    pos += 10
    if n_old_style_offsets < 0:
        raise rt.Malformed
    if n_old_style_offsets > data_end - pos:
        raise rt.Malformed
    old_style_offsets = list(struct.unpack_from(f">{n_old_style_offsets}q", data, pos))
    pos += n_old_style_offsets * 8
    obj = _new(ListOffsetsPartitionResponse)
    obj.partition_index = partition_index
    obj.error_code = error_code
    obj.old_style_offsets = old_style_offsets
    obj.timestamp = -1
    obj.offset = -1
    obj.leader_epoch = -1
    obj.unknown_tagged_fields = ()
    return obj, pos


def _decode_ListOffsetsPartitionResponse_v1(
    data: bytes, pos: int
) -> tuple[ListOffsetsPartitionResponse, int]:
    """Decode ListOffsetsPartitionResponse, versions 1, 2, 3."""
    partition_index, error_code, timestamp, offset = _S_ihqq.unpack_from(data, pos)
    pos += 22
    obj = _new(ListOffsetsPartitionResponse)
    obj.partition_index = partition_index
    obj.error_code = error_code
    obj.old_style_offsets = []
    obj.timestamp = timestamp
    obj.offset = offset
    obj.leader_epoch = -1
    obj.unknown_tagged_fields = ()
    return obj, pos


def _decode_ListOffsetsPartitionResponse_v4(
    data: bytes, pos: int
) -> tuple[ListOffsetsPartitionResponse, int]:
    """Decode ListOffsetsPartitionResponse, versions 4, 5."""
    partition_index, error_code, timestamp, offset, leader_epoch = _S_ihqqi.unpack_from(data, pos)
    pos += 26
    obj = _new(ListOffsetsPartitionResponse)
    obj.partition_index = partition_index
    obj.error_code = error_code
    obj.old_style_offsets = []
    obj.timestamp = timestamp
    obj.offset = offset
    obj.leader_epoch = leader_epoch
    obj.unknown_tagged_fields = ()
    return obj, pos


def _decode_ListOffsetsPartitionResponse_v6(
    data: bytes, pos: int
) -> tuple[ListOffsetsPartitionResponse, int]:
    """Decode ListOffsetsPartitionResponse, versions 6, 7, 8, 9, 10, 11."""
    partition_index, error_code, timestamp, offset, leader_epoch, tag_count = _S_ihqqiB.unpack_from(
        data, pos
    )
    pos += 27
    unknown: rt.Tags = ()
    if tag_count:
        unknown, pos = rt.read_unknown_tags(data, pos - 1)
    obj = _new(ListOffsetsPartitionResponse)
    obj.partition_index = partition_index
    obj.error_code = error_code
    obj.old_style_offsets = []
    obj.timestamp = timestamp
    obj.offset = offset
    obj.leader_epoch = leader_epoch
    obj.unknown_tagged_fields = unknown
    return obj, pos


def _encode_ListOffsetsPartitionResponse_v0(
    obj: ListOffsetsPartitionResponse, out: bytearray
) -> None:
    """Encode ListOffsetsPartitionResponse, version 0."""
    if obj.timestamp != -1:
        raise rt.Malformed
    if obj.offset != -1:
        raise rt.Malformed
    if obj.leader_epoch != -1:
        raise rt.Malformed
    a_old_style_offsets = obj.old_style_offsets
    out += _S_ihi.pack(obj.partition_index, obj.error_code, len(a_old_style_offsets))
    out += struct.pack(f">{len(a_old_style_offsets)}q", *a_old_style_offsets)
    if obj.unknown_tagged_fields:
        raise rt.Malformed


def _encode_ListOffsetsPartitionResponse_v1(
    obj: ListOffsetsPartitionResponse, out: bytearray
) -> None:
    """Encode ListOffsetsPartitionResponse, versions 1, 2, 3."""
    if obj.old_style_offsets != []:
        raise rt.Malformed
    if obj.leader_epoch != -1:
        raise rt.Malformed
    out += _S_ihqq.pack(obj.partition_index, obj.error_code, obj.timestamp, obj.offset)
    if obj.unknown_tagged_fields:
        raise rt.Malformed


def _encode_ListOffsetsPartitionResponse_v4(
    obj: ListOffsetsPartitionResponse, out: bytearray
) -> None:
    """Encode ListOffsetsPartitionResponse, versions 4, 5."""
    if obj.old_style_offsets != []:
        raise rt.Malformed
    out += _S_ihqqi.pack(
        obj.partition_index, obj.error_code, obj.timestamp, obj.offset, obj.leader_epoch
    )
    if obj.unknown_tagged_fields:
        raise rt.Malformed


def _encode_ListOffsetsPartitionResponse_v6(
    obj: ListOffsetsPartitionResponse, out: bytearray
) -> None:
    """Encode ListOffsetsPartitionResponse, versions 6, 7, 8, 9, 10, 11."""
    if obj.old_style_offsets != []:
        raise rt.Malformed
    out += _S_ihqqi.pack(
        obj.partition_index, obj.error_code, obj.timestamp, obj.offset, obj.leader_epoch
    )
    if obj.unknown_tagged_fields:
        rt.write_tags(out, (), obj.unknown_tagged_fields)
    else:
        out.append(0)


def _decode_ListOffsetsTopicResponse_v0(
    data: bytes, pos: int
) -> tuple[ListOffsetsTopicResponse, int]:
    """Decode ListOffsetsTopicResponse, version 0."""
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
    items_partitions: list[ListOffsetsPartitionResponse] = []
    for _ in range(n_partitions):
        partitions__partition_index, partitions__error_code, n_partitions__old_style_offsets = (
            _S_ihi.unpack_from(data, pos)
        )
        pos += 10
        if n_partitions__old_style_offsets < 0:
            raise rt.Malformed
        if n_partitions__old_style_offsets > data_end - pos:
            raise rt.Malformed
        partitions__old_style_offsets = list(
            struct.unpack_from(f">{n_partitions__old_style_offsets}q", data, pos)
        )
        pos += n_partitions__old_style_offsets * 8
        e_partitions = _new(ListOffsetsPartitionResponse)
        e_partitions.partition_index = partitions__partition_index
        e_partitions.error_code = partitions__error_code
        e_partitions.old_style_offsets = partitions__old_style_offsets
        e_partitions.timestamp = -1
        e_partitions.offset = -1
        e_partitions.leader_epoch = -1
        e_partitions.unknown_tagged_fields = ()
        items_partitions.append(e_partitions)
    partitions = items_partitions
    obj = _new(ListOffsetsTopicResponse)
    obj.name = name
    obj.partitions = partitions
    obj.unknown_tagged_fields = ()
    return obj, pos


def _decode_ListOffsetsTopicResponse_v1(
    data: bytes, pos: int
) -> tuple[ListOffsetsTopicResponse, int]:
    """Decode ListOffsetsTopicResponse, versions 1, 2, 3."""
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
    items_partitions: list[ListOffsetsPartitionResponse] = []
    for _ in range(n_partitions):
        (
            partitions__partition_index,
            partitions__error_code,
            partitions__timestamp,
            partitions__offset,
        ) = _S_ihqq.unpack_from(data, pos)
        pos += 22
        e_partitions = _new(ListOffsetsPartitionResponse)
        e_partitions.partition_index = partitions__partition_index
        e_partitions.error_code = partitions__error_code
        e_partitions.old_style_offsets = []
        e_partitions.timestamp = partitions__timestamp
        e_partitions.offset = partitions__offset
        e_partitions.leader_epoch = -1
        e_partitions.unknown_tagged_fields = ()
        items_partitions.append(e_partitions)
    partitions = items_partitions
    obj = _new(ListOffsetsTopicResponse)
    obj.name = name
    obj.partitions = partitions
    obj.unknown_tagged_fields = ()
    return obj, pos


def _decode_ListOffsetsTopicResponse_v4(
    data: bytes, pos: int
) -> tuple[ListOffsetsTopicResponse, int]:
    """Decode ListOffsetsTopicResponse, versions 4, 5."""
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
    items_partitions: list[ListOffsetsPartitionResponse] = []
    for _ in range(n_partitions):
        (
            partitions__partition_index,
            partitions__error_code,
            partitions__timestamp,
            partitions__offset,
            partitions__leader_epoch,
        ) = _S_ihqqi.unpack_from(data, pos)
        pos += 26
        e_partitions = _new(ListOffsetsPartitionResponse)
        e_partitions.partition_index = partitions__partition_index
        e_partitions.error_code = partitions__error_code
        e_partitions.old_style_offsets = []
        e_partitions.timestamp = partitions__timestamp
        e_partitions.offset = partitions__offset
        e_partitions.leader_epoch = partitions__leader_epoch
        e_partitions.unknown_tagged_fields = ()
        items_partitions.append(e_partitions)
    partitions = items_partitions
    obj = _new(ListOffsetsTopicResponse)
    obj.name = name
    obj.partitions = partitions
    obj.unknown_tagged_fields = ()
    return obj, pos


def _decode_ListOffsetsTopicResponse_v6(
    data: bytes, pos: int
) -> tuple[ListOffsetsTopicResponse, int]:
    """Decode ListOffsetsTopicResponse, versions 6, 7, 8, 9, 10, 11."""
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
    items_partitions: list[ListOffsetsPartitionResponse] = []
    for _ in range(n_partitions):
        (
            partitions__partition_index,
            partitions__error_code,
            partitions__timestamp,
            partitions__offset,
            partitions__leader_epoch,
            partitions__tag_count,
        ) = _S_ihqqiB.unpack_from(data, pos)
        pos += 27
        partitions__unknown: rt.Tags = ()
        if partitions__tag_count:
            partitions__unknown, pos = rt.read_unknown_tags(data, pos - 1)
        e_partitions = _new(ListOffsetsPartitionResponse)
        e_partitions.partition_index = partitions__partition_index
        e_partitions.error_code = partitions__error_code
        e_partitions.old_style_offsets = []
        e_partitions.timestamp = partitions__timestamp
        e_partitions.offset = partitions__offset
        e_partitions.leader_epoch = partitions__leader_epoch
        e_partitions.unknown_tagged_fields = partitions__unknown
        items_partitions.append(e_partitions)
    partitions = items_partitions
    tag_count = data[pos]
    pos += 1
    unknown: rt.Tags = ()
    if tag_count:
        unknown, pos = rt.read_unknown_tags(data, pos - 1)
    obj = _new(ListOffsetsTopicResponse)
    obj.name = name
    obj.partitions = partitions
    obj.unknown_tagged_fields = unknown
    return obj, pos


def _encode_ListOffsetsTopicResponse_v0(obj: ListOffsetsTopicResponse, out: bytearray) -> None:
    """Encode ListOffsetsTopicResponse, version 0."""
    b_name = obj.name.encode()
    out += _S_h.pack(len(b_name))
    out += b_name
    a_partitions = obj.partitions
    out += _S_i.pack(len(a_partitions))
    for e_partitions in a_partitions:
        if e_partitions.timestamp != -1:
            raise rt.Malformed
        if e_partitions.offset != -1:
            raise rt.Malformed
        if e_partitions.leader_epoch != -1:
            raise rt.Malformed
        a_partitions__old_style_offsets = e_partitions.old_style_offsets
        out += _S_ihi.pack(
            e_partitions.partition_index,
            e_partitions.error_code,
            len(a_partitions__old_style_offsets),
        )
        out += struct.pack(
            f">{len(a_partitions__old_style_offsets)}q", *a_partitions__old_style_offsets
        )
        if e_partitions.unknown_tagged_fields:
            raise rt.Malformed
    if obj.unknown_tagged_fields:
        raise rt.Malformed


def _encode_ListOffsetsTopicResponse_v1(obj: ListOffsetsTopicResponse, out: bytearray) -> None:
    """Encode ListOffsetsTopicResponse, versions 1, 2, 3."""
    b_name = obj.name.encode()
    out += _S_h.pack(len(b_name))
    out += b_name
    a_partitions = obj.partitions
    out += _S_i.pack(len(a_partitions))
    for e_partitions in a_partitions:
        if e_partitions.old_style_offsets != []:
            raise rt.Malformed
        if e_partitions.leader_epoch != -1:
            raise rt.Malformed
        out += _S_ihqq.pack(
            e_partitions.partition_index,
            e_partitions.error_code,
            e_partitions.timestamp,
            e_partitions.offset,
        )
        if e_partitions.unknown_tagged_fields:
            raise rt.Malformed
    if obj.unknown_tagged_fields:
        raise rt.Malformed


def _encode_ListOffsetsTopicResponse_v4(obj: ListOffsetsTopicResponse, out: bytearray) -> None:
    """Encode ListOffsetsTopicResponse, versions 4, 5."""
    b_name = obj.name.encode()
    out += _S_h.pack(len(b_name))
    out += b_name
    a_partitions = obj.partitions
    out += _S_i.pack(len(a_partitions))
    for e_partitions in a_partitions:
        if e_partitions.old_style_offsets != []:
            raise rt.Malformed
        out += _S_ihqqi.pack(
            e_partitions.partition_index,
            e_partitions.error_code,
            e_partitions.timestamp,
            e_partitions.offset,
            e_partitions.leader_epoch,
        )
        if e_partitions.unknown_tagged_fields:
            raise rt.Malformed
    if obj.unknown_tagged_fields:
        raise rt.Malformed


def _encode_ListOffsetsTopicResponse_v6(obj: ListOffsetsTopicResponse, out: bytearray) -> None:
    """Encode ListOffsetsTopicResponse, versions 6, 7, 8, 9, 10, 11."""
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
        if e_partitions.old_style_offsets != []:
            raise rt.Malformed
        out += _S_ihqqi.pack(
            e_partitions.partition_index,
            e_partitions.error_code,
            e_partitions.timestamp,
            e_partitions.offset,
            e_partitions.leader_epoch,
        )
        if e_partitions.unknown_tagged_fields:
            rt.write_tags(out, (), e_partitions.unknown_tagged_fields)
        else:
            append(0)
    if obj.unknown_tagged_fields:
        rt.write_tags(out, (), obj.unknown_tagged_fields)
    else:
        append(0)


def _decode_ListOffsetsResponse_v0(data: bytes, pos: int) -> tuple[ListOffsetsResponse, int]:
    """Decode ListOffsetsResponse, version 0."""
    data_end = len(data)
    (n_topics,) = _S_i.unpack_from(data, pos)
    pos += 4
    if n_topics < 0:
        raise rt.Malformed
    if n_topics > data_end - pos:
        raise rt.Malformed
    items_topics: list[ListOffsetsTopicResponse] = []
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
        items_topics__partitions: list[ListOffsetsPartitionResponse] = []
        for _ in range(n_topics__partitions):
            e_topics__partitions, pos = _decode_ListOffsetsPartitionResponse_v0(data, pos)
            items_topics__partitions.append(e_topics__partitions)
        topics__partitions = items_topics__partitions
        e_topics = _new(ListOffsetsTopicResponse)
        e_topics.name = topics__name
        e_topics.partitions = topics__partitions
        e_topics.unknown_tagged_fields = ()
        items_topics.append(e_topics)
    topics = items_topics
    obj = _new(ListOffsetsResponse)
    obj.throttle_time_ms = 0
    obj.topics = topics
    obj.unknown_tagged_fields = ()
    return obj, pos


def _decode_ListOffsetsResponse_v1(data: bytes, pos: int) -> tuple[ListOffsetsResponse, int]:
    """Decode ListOffsetsResponse, version 1."""
    data_end = len(data)
    (n_topics,) = _S_i.unpack_from(data, pos)
    pos += 4
    if n_topics < 0:
        raise rt.Malformed
    if n_topics > data_end - pos:
        raise rt.Malformed
    items_topics: list[ListOffsetsTopicResponse] = []
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
        items_topics__partitions: list[ListOffsetsPartitionResponse] = []
        for _ in range(n_topics__partitions):
            e_topics__partitions, pos = _decode_ListOffsetsPartitionResponse_v1(data, pos)
            items_topics__partitions.append(e_topics__partitions)
        topics__partitions = items_topics__partitions
        e_topics = _new(ListOffsetsTopicResponse)
        e_topics.name = topics__name
        e_topics.partitions = topics__partitions
        e_topics.unknown_tagged_fields = ()
        items_topics.append(e_topics)
    topics = items_topics
    obj = _new(ListOffsetsResponse)
    obj.throttle_time_ms = 0
    obj.topics = topics
    obj.unknown_tagged_fields = ()
    return obj, pos


def _decode_ListOffsetsResponse_v2(data: bytes, pos: int) -> tuple[ListOffsetsResponse, int]:
    """Decode ListOffsetsResponse, versions 2, 3."""
    data_end = len(data)
    throttle_time_ms, n_topics = _S_ii.unpack_from(data, pos)
    pos += 8
    if n_topics < 0:
        raise rt.Malformed
    if n_topics > data_end - pos:
        raise rt.Malformed
    items_topics: list[ListOffsetsTopicResponse] = []
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
        items_topics__partitions: list[ListOffsetsPartitionResponse] = []
        for _ in range(n_topics__partitions):
            e_topics__partitions, pos = _decode_ListOffsetsPartitionResponse_v1(data, pos)
            items_topics__partitions.append(e_topics__partitions)
        topics__partitions = items_topics__partitions
        e_topics = _new(ListOffsetsTopicResponse)
        e_topics.name = topics__name
        e_topics.partitions = topics__partitions
        e_topics.unknown_tagged_fields = ()
        items_topics.append(e_topics)
    topics = items_topics
    obj = _new(ListOffsetsResponse)
    obj.throttle_time_ms = throttle_time_ms
    obj.topics = topics
    obj.unknown_tagged_fields = ()
    return obj, pos


def _decode_ListOffsetsResponse_v4(data: bytes, pos: int) -> tuple[ListOffsetsResponse, int]:
    """Decode ListOffsetsResponse, versions 4, 5."""
    data_end = len(data)
    throttle_time_ms, n_topics = _S_ii.unpack_from(data, pos)
    pos += 8
    if n_topics < 0:
        raise rt.Malformed
    if n_topics > data_end - pos:
        raise rt.Malformed
    items_topics: list[ListOffsetsTopicResponse] = []
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
        items_topics__partitions: list[ListOffsetsPartitionResponse] = []
        for _ in range(n_topics__partitions):
            e_topics__partitions, pos = _decode_ListOffsetsPartitionResponse_v4(data, pos)
            items_topics__partitions.append(e_topics__partitions)
        topics__partitions = items_topics__partitions
        e_topics = _new(ListOffsetsTopicResponse)
        e_topics.name = topics__name
        e_topics.partitions = topics__partitions
        e_topics.unknown_tagged_fields = ()
        items_topics.append(e_topics)
    topics = items_topics
    obj = _new(ListOffsetsResponse)
    obj.throttle_time_ms = throttle_time_ms
    obj.topics = topics
    obj.unknown_tagged_fields = ()
    return obj, pos


def _decode_ListOffsetsResponse_v6(data: bytes, pos: int) -> tuple[ListOffsetsResponse, int]:
    """Decode ListOffsetsResponse, versions 6, 7, 8, 9, 10, 11."""
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
    items_topics: list[ListOffsetsTopicResponse] = []
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
        items_topics__partitions: list[ListOffsetsPartitionResponse] = []
        for _ in range(n_topics__partitions):
            e_topics__partitions, pos = _decode_ListOffsetsPartitionResponse_v6(data, pos)
            items_topics__partitions.append(e_topics__partitions)
        topics__partitions = items_topics__partitions
        topics__tag_count = data[pos]
        pos += 1
        topics__unknown: rt.Tags = ()
        if topics__tag_count:
            topics__unknown, pos = rt.read_unknown_tags(data, pos - 1)
        e_topics = _new(ListOffsetsTopicResponse)
        e_topics.name = topics__name
        e_topics.partitions = topics__partitions
        e_topics.unknown_tagged_fields = topics__unknown
        items_topics.append(e_topics)
    topics = items_topics
    tag_count = data[pos]
    pos += 1
    unknown: rt.Tags = ()
    if tag_count:
        unknown, pos = rt.read_unknown_tags(data, pos - 1)
    obj = _new(ListOffsetsResponse)
    obj.throttle_time_ms = throttle_time_ms
    obj.topics = topics
    obj.unknown_tagged_fields = unknown
    return obj, pos


def _encode_ListOffsetsResponse_v0(obj: ListOffsetsResponse, out: bytearray) -> None:
    """Encode ListOffsetsResponse, version 0."""
    a_topics = obj.topics
    out += _S_i.pack(len(a_topics))
    for e_topics in a_topics:
        b_topics__name = e_topics.name.encode()
        out += _S_h.pack(len(b_topics__name))
        out += b_topics__name
        a_topics__partitions = e_topics.partitions
        out += _S_i.pack(len(a_topics__partitions))
        for e_topics__partitions in a_topics__partitions:
            if e_topics__partitions.timestamp != -1:
                raise rt.Malformed
            if e_topics__partitions.offset != -1:
                raise rt.Malformed
            if e_topics__partitions.leader_epoch != -1:
                raise rt.Malformed
            a_topics__partitions__old_style_offsets = e_topics__partitions.old_style_offsets
            out += _S_ihi.pack(
                e_topics__partitions.partition_index,
                e_topics__partitions.error_code,
                len(a_topics__partitions__old_style_offsets),
            )
            out += struct.pack(
                f">{len(a_topics__partitions__old_style_offsets)}q",
                *a_topics__partitions__old_style_offsets,
            )
            if e_topics__partitions.unknown_tagged_fields:
                raise rt.Malformed
        if e_topics.unknown_tagged_fields:
            raise rt.Malformed
    if obj.unknown_tagged_fields:
        raise rt.Malformed


def _encode_ListOffsetsResponse_v1(obj: ListOffsetsResponse, out: bytearray) -> None:
    """Encode ListOffsetsResponse, version 1."""
    a_topics = obj.topics
    out += _S_i.pack(len(a_topics))
    for e_topics in a_topics:
        b_topics__name = e_topics.name.encode()
        out += _S_h.pack(len(b_topics__name))
        out += b_topics__name
        a_topics__partitions = e_topics.partitions
        out += _S_i.pack(len(a_topics__partitions))
        for e_topics__partitions in a_topics__partitions:
            if e_topics__partitions.old_style_offsets != []:
                raise rt.Malformed
            if e_topics__partitions.leader_epoch != -1:
                raise rt.Malformed
            out += _S_ihqq.pack(
                e_topics__partitions.partition_index,
                e_topics__partitions.error_code,
                e_topics__partitions.timestamp,
                e_topics__partitions.offset,
            )
            if e_topics__partitions.unknown_tagged_fields:
                raise rt.Malformed
        if e_topics.unknown_tagged_fields:
            raise rt.Malformed
    if obj.unknown_tagged_fields:
        raise rt.Malformed


def _encode_ListOffsetsResponse_v2(obj: ListOffsetsResponse, out: bytearray) -> None:
    """Encode ListOffsetsResponse, versions 2, 3."""
    a_topics = obj.topics
    out += _S_ii.pack(obj.throttle_time_ms, len(a_topics))
    for e_topics in a_topics:
        b_topics__name = e_topics.name.encode()
        out += _S_h.pack(len(b_topics__name))
        out += b_topics__name
        a_topics__partitions = e_topics.partitions
        out += _S_i.pack(len(a_topics__partitions))
        for e_topics__partitions in a_topics__partitions:
            if e_topics__partitions.old_style_offsets != []:
                raise rt.Malformed
            if e_topics__partitions.leader_epoch != -1:
                raise rt.Malformed
            out += _S_ihqq.pack(
                e_topics__partitions.partition_index,
                e_topics__partitions.error_code,
                e_topics__partitions.timestamp,
                e_topics__partitions.offset,
            )
            if e_topics__partitions.unknown_tagged_fields:
                raise rt.Malformed
        if e_topics.unknown_tagged_fields:
            raise rt.Malformed
    if obj.unknown_tagged_fields:
        raise rt.Malformed


def _encode_ListOffsetsResponse_v4(obj: ListOffsetsResponse, out: bytearray) -> None:
    """Encode ListOffsetsResponse, versions 4, 5."""
    a_topics = obj.topics
    out += _S_ii.pack(obj.throttle_time_ms, len(a_topics))
    for e_topics in a_topics:
        b_topics__name = e_topics.name.encode()
        out += _S_h.pack(len(b_topics__name))
        out += b_topics__name
        a_topics__partitions = e_topics.partitions
        out += _S_i.pack(len(a_topics__partitions))
        for e_topics__partitions in a_topics__partitions:
            if e_topics__partitions.old_style_offsets != []:
                raise rt.Malformed
            out += _S_ihqqi.pack(
                e_topics__partitions.partition_index,
                e_topics__partitions.error_code,
                e_topics__partitions.timestamp,
                e_topics__partitions.offset,
                e_topics__partitions.leader_epoch,
            )
            if e_topics__partitions.unknown_tagged_fields:
                raise rt.Malformed
        if e_topics.unknown_tagged_fields:
            raise rt.Malformed
    if obj.unknown_tagged_fields:
        raise rt.Malformed


def _encode_ListOffsetsResponse_v6(obj: ListOffsetsResponse, out: bytearray) -> None:
    """Encode ListOffsetsResponse, versions 6, 7, 8, 9, 10, 11."""
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
            if e_topics__partitions.old_style_offsets != []:
                raise rt.Malformed
            out += _S_ihqqi.pack(
                e_topics__partitions.partition_index,
                e_topics__partitions.error_code,
                e_topics__partitions.timestamp,
                e_topics__partitions.offset,
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


ListOffsetsPartitionResponse._SCHEMA = rt.StructInfo(
    "ListOffsetsPartitionResponse",
    (
        rt.FieldInfo("partition_index", "partitionIndex", "int32", rt.vr("0+"), default=0),
        rt.FieldInfo("error_code", "errorCode", "int16", rt.vr("0+"), default=0),
        rt.FieldInfo(
            "old_style_offsets", "oldStyleOffsets", "int64", rt.vr("0"), is_array=True, default=()
        ),
        rt.FieldInfo("timestamp", "timestamp", "int64", rt.vr("1+"), default=-1),
        rt.FieldInfo("offset", "offset", "int64", rt.vr("1+"), default=-1),
        rt.FieldInfo("leader_epoch", "leaderEpoch", "int32", rt.vr("4+"), default=-1),
    ),
    flexible=rt.vr("6+"),
)
ListOffsetsPartitionResponse._DECODERS = {
    0: _decode_ListOffsetsPartitionResponse_v0,
    1: _decode_ListOffsetsPartitionResponse_v1,
    2: _decode_ListOffsetsPartitionResponse_v1,
    3: _decode_ListOffsetsPartitionResponse_v1,
    4: _decode_ListOffsetsPartitionResponse_v4,
    5: _decode_ListOffsetsPartitionResponse_v4,
    6: _decode_ListOffsetsPartitionResponse_v6,
    7: _decode_ListOffsetsPartitionResponse_v6,
    8: _decode_ListOffsetsPartitionResponse_v6,
    9: _decode_ListOffsetsPartitionResponse_v6,
    10: _decode_ListOffsetsPartitionResponse_v6,
    11: _decode_ListOffsetsPartitionResponse_v6,
}
ListOffsetsPartitionResponse._ENCODERS = {
    0: _encode_ListOffsetsPartitionResponse_v0,
    1: _encode_ListOffsetsPartitionResponse_v1,
    2: _encode_ListOffsetsPartitionResponse_v1,
    3: _encode_ListOffsetsPartitionResponse_v1,
    4: _encode_ListOffsetsPartitionResponse_v4,
    5: _encode_ListOffsetsPartitionResponse_v4,
    6: _encode_ListOffsetsPartitionResponse_v6,
    7: _encode_ListOffsetsPartitionResponse_v6,
    8: _encode_ListOffsetsPartitionResponse_v6,
    9: _encode_ListOffsetsPartitionResponse_v6,
    10: _encode_ListOffsetsPartitionResponse_v6,
    11: _encode_ListOffsetsPartitionResponse_v6,
}

ListOffsetsTopicResponse._SCHEMA = rt.StructInfo(
    "ListOffsetsTopicResponse",
    (
        rt.FieldInfo("name", "name", "string", rt.vr("0+"), default=""),
        rt.FieldInfo(
            "partitions",
            "partitions",
            "struct",
            rt.vr("0+"),
            is_array=True,
            struct=lambda: ListOffsetsPartitionResponse,
            default=(),
        ),
    ),
    flexible=rt.vr("6+"),
)
ListOffsetsTopicResponse._DECODERS = {
    0: _decode_ListOffsetsTopicResponse_v0,
    1: _decode_ListOffsetsTopicResponse_v1,
    2: _decode_ListOffsetsTopicResponse_v1,
    3: _decode_ListOffsetsTopicResponse_v1,
    4: _decode_ListOffsetsTopicResponse_v4,
    5: _decode_ListOffsetsTopicResponse_v4,
    6: _decode_ListOffsetsTopicResponse_v6,
    7: _decode_ListOffsetsTopicResponse_v6,
    8: _decode_ListOffsetsTopicResponse_v6,
    9: _decode_ListOffsetsTopicResponse_v6,
    10: _decode_ListOffsetsTopicResponse_v6,
    11: _decode_ListOffsetsTopicResponse_v6,
}
ListOffsetsTopicResponse._ENCODERS = {
    0: _encode_ListOffsetsTopicResponse_v0,
    1: _encode_ListOffsetsTopicResponse_v1,
    2: _encode_ListOffsetsTopicResponse_v1,
    3: _encode_ListOffsetsTopicResponse_v1,
    4: _encode_ListOffsetsTopicResponse_v4,
    5: _encode_ListOffsetsTopicResponse_v4,
    6: _encode_ListOffsetsTopicResponse_v6,
    7: _encode_ListOffsetsTopicResponse_v6,
    8: _encode_ListOffsetsTopicResponse_v6,
    9: _encode_ListOffsetsTopicResponse_v6,
    10: _encode_ListOffsetsTopicResponse_v6,
    11: _encode_ListOffsetsTopicResponse_v6,
}

ListOffsetsResponse._SCHEMA = rt.StructInfo(
    "ListOffsetsResponse",
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
            struct=lambda: ListOffsetsTopicResponse,
            default=(),
        ),
    ),
    flexible=rt.vr("6+"),
)
ListOffsetsResponse._DECODERS = {
    0: _decode_ListOffsetsResponse_v0,
    1: _decode_ListOffsetsResponse_v1,
    2: _decode_ListOffsetsResponse_v2,
    3: _decode_ListOffsetsResponse_v2,
    4: _decode_ListOffsetsResponse_v4,
    5: _decode_ListOffsetsResponse_v4,
    6: _decode_ListOffsetsResponse_v6,
    7: _decode_ListOffsetsResponse_v6,
    8: _decode_ListOffsetsResponse_v6,
    9: _decode_ListOffsetsResponse_v6,
    10: _decode_ListOffsetsResponse_v6,
    11: _decode_ListOffsetsResponse_v6,
}
ListOffsetsResponse._ENCODERS = {
    0: _encode_ListOffsetsResponse_v0,
    1: _encode_ListOffsetsResponse_v1,
    2: _encode_ListOffsetsResponse_v2,
    3: _encode_ListOffsetsResponse_v2,
    4: _encode_ListOffsetsResponse_v4,
    5: _encode_ListOffsetsResponse_v4,
    6: _encode_ListOffsetsResponse_v6,
    7: _encode_ListOffsetsResponse_v6,
    8: _encode_ListOffsetsResponse_v6,
    9: _encode_ListOffsetsResponse_v6,
    10: _encode_ListOffsetsResponse_v6,
    11: _encode_ListOffsetsResponse_v6,
}
