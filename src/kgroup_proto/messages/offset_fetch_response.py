"""OffsetFetchResponse: generated from OffsetFetchResponse.json; edit the schema, not this file."""

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
_S_ii = struct.Struct(">ii")
_S_iqh = struct.Struct(">iqh")
_S_iqi = struct.Struct(">iqi")
_S_iqiB = struct.Struct(">iqiB")
_S_iqih = struct.Struct(">iqih")
_S_u = struct.Struct(">16s")


@attrs.define(weakref_slot=False)
class OffsetFetchResponsePartition(rt.Struct):
    """Result for each requested partition of this topic.

    Versions 0-7; flexible 6+.

    Attributes:
        partition_index: Index of the partition. (versions 0-7)
        committed_offset: Last committed offset, or -1 if there is none. (versions 0-7)
        committed_leader_epoch: Leader epoch stored with the offset; -1 if unknown.
            (versions 5-7)
        metadata: Client metadata stored with the offset. (versions 0-7, nullable 0-7)
        error_code: Error for this partition; 0 on success. (versions 0-7)
    """

    VALID_VERSIONS: ClassVar[range] = range(0, 11)
    FLEXIBLE_VERSIONS: ClassVar[range | None] = range(6, rt.VERSION_LIMIT)

    partition_index: int = 0
    committed_offset: int = 0
    committed_leader_epoch: int = -1
    metadata: str | None = ""
    error_code: int = 0
    unknown_tagged_fields: rt.Tags = ()


@attrs.define(weakref_slot=False)
class OffsetFetchResponseTopic(rt.Struct):
    """Results grouped by topic.

    Versions 0-7; flexible 6+.

    Attributes:
        name: Name of the topic. (versions 0-7)
        partitions: Result for each requested partition of this topic. (versions 0-7)
    """

    VALID_VERSIONS: ClassVar[range] = range(0, 11)
    FLEXIBLE_VERSIONS: ClassVar[range | None] = range(6, rt.VERSION_LIMIT)

    name: str = ""
    partitions: list[OffsetFetchResponsePartition] = attrs.field(factory=list)
    unknown_tagged_fields: rt.Tags = ()


@attrs.define(weakref_slot=False)
class OffsetFetchResponsePartitions(rt.Struct):
    """Result for each requested partition of this topic.

    Versions 8-10; flexible 6+.

    Attributes:
        partition_index: Index of the partition. (versions 8+)
        committed_offset: Last committed offset, or -1 if there is none. (versions 8+)
        committed_leader_epoch: Leader epoch stored with the offset; -1 if unknown.
            (versions 8+)
        metadata: Client metadata stored with the offset. (versions 8+, nullable 8+)
        error_code: Error for this partition; 0 on success. (versions 8+)
    """

    VALID_VERSIONS: ClassVar[range] = range(0, 11)
    FLEXIBLE_VERSIONS: ClassVar[range | None] = range(6, rt.VERSION_LIMIT)

    partition_index: int = 0
    committed_offset: int = 0
    committed_leader_epoch: int = -1
    metadata: str | None = ""
    error_code: int = 0
    unknown_tagged_fields: rt.Tags = ()


@attrs.define(weakref_slot=False)
class OffsetFetchResponseTopics(rt.Struct):
    """Results grouped by topic.

    Versions 8-10; flexible 6+.

    Attributes:
        name: Name of the topic. (versions 8-9)
        topic_id: ID of the topic. (versions 10+)
        partitions: Result for each requested partition of this topic. (versions 8+)
    """

    VALID_VERSIONS: ClassVar[range] = range(0, 11)
    FLEXIBLE_VERSIONS: ClassVar[range | None] = range(6, rt.VERSION_LIMIT)

    name: str = ""
    topic_id: UUID = rt.ZERO_UUID
    partitions: list[OffsetFetchResponsePartitions] = attrs.field(factory=list)
    unknown_tagged_fields: rt.Tags = ()


@attrs.define(weakref_slot=False)
class OffsetFetchResponseGroup(rt.Struct):
    """Results for each requested group.

    Versions 8-10; flexible 6+.

    Attributes:
        group_id: ID of the group. (versions 8+)
        topics: Results grouped by topic. (versions 8+)
        error_code: Error for this group as a whole; 0 on success. (versions 8+)
    """

    VALID_VERSIONS: ClassVar[range] = range(0, 11)
    FLEXIBLE_VERSIONS: ClassVar[range | None] = range(6, rt.VERSION_LIMIT)

    group_id: str = ""
    topics: list[OffsetFetchResponseTopics] = attrs.field(factory=list)
    error_code: int = 0
    unknown_tagged_fields: rt.Tags = ()


@attrs.define(weakref_slot=False)
class OffsetFetchResponse(rt.Struct):
    """The OffsetFetchResponse response.

    API key 9, versions 0-10; flexible 6+.

    Attributes:
        throttle_time_ms: Time in ms the broker held back this response because a quota was
            exceeded; 0 when no quota applied. (versions 3+)
        topics: Results grouped by topic. (versions 0-7)
        error_code: Error for the whole group; 0 on success. (versions 2-7)
        groups: Results for each requested group. (versions 8+)
    """

    API_KEY: ClassVar[int | None] = 9
    MESSAGE_TYPE: ClassVar[str] = "response"
    VALID_VERSIONS: ClassVar[range] = range(0, 11)
    FLEXIBLE_VERSIONS: ClassVar[range | None] = range(6, rt.VERSION_LIMIT)

    throttle_time_ms: int = 0
    topics: list[OffsetFetchResponseTopic] = attrs.field(factory=list)
    error_code: int = 0
    groups: list[OffsetFetchResponseGroup] = attrs.field(factory=list)
    unknown_tagged_fields: rt.Tags = ()


def _decode_OffsetFetchResponsePartition_v0(
    data: bytes, pos: int
) -> tuple[OffsetFetchResponsePartition, int]:
    """Decode OffsetFetchResponsePartition, versions 0, 1, 2, 3, 4."""
    data_end = len(data)
    partition_index, committed_offset, n_metadata = _S_iqh.unpack_from(data, pos)
    pos += 14
    metadata: str | None
    if n_metadata < 0:
        if n_metadata != -1:
            raise rt.Malformed
        metadata = None
    else:
        end = pos + n_metadata
        if end > data_end:
            raise rt.Malformed
        metadata = data[pos:end].decode()
        pos = end
    (error_code,) = _S_h.unpack_from(data, pos)
    pos += 2
    obj = _new(OffsetFetchResponsePartition)
    obj.partition_index = partition_index
    obj.committed_offset = committed_offset
    obj.committed_leader_epoch = -1
    obj.metadata = metadata
    obj.error_code = error_code
    obj.unknown_tagged_fields = ()
    return obj, pos


def _decode_OffsetFetchResponsePartition_v5(
    data: bytes, pos: int
) -> tuple[OffsetFetchResponsePartition, int]:
    """Decode OffsetFetchResponsePartition, version 5."""
    data_end = len(data)
    partition_index, committed_offset, committed_leader_epoch, n_metadata = _S_iqih.unpack_from(
        data, pos
    )
    pos += 18
    metadata: str | None
    if n_metadata < 0:
        if n_metadata != -1:
            raise rt.Malformed
        metadata = None
    else:
        end = pos + n_metadata
        if end > data_end:
            raise rt.Malformed
        metadata = data[pos:end].decode()
        pos = end
    (error_code,) = _S_h.unpack_from(data, pos)
    pos += 2
    obj = _new(OffsetFetchResponsePartition)
    obj.partition_index = partition_index
    obj.committed_offset = committed_offset
    obj.committed_leader_epoch = committed_leader_epoch
    obj.metadata = metadata
    obj.error_code = error_code
    obj.unknown_tagged_fields = ()
    return obj, pos


def _decode_OffsetFetchResponsePartition_v6(
    data: bytes, pos: int
) -> tuple[OffsetFetchResponsePartition, int]:
    """Decode OffsetFetchResponsePartition, versions 6, 7."""
    data_end = len(data)
    partition_index, committed_offset, committed_leader_epoch, n_metadata = _S_iqiB.unpack_from(
        data, pos
    )
    pos += 17
    if n_metadata > 127:
        n_metadata, pos = rt.read_string_length(data, pos - 1)
    metadata: str | None
    if not n_metadata:
        metadata = None
    else:
        end = pos + n_metadata - 1
        if end > data_end:
            raise rt.Malformed
        metadata = data[pos:end].decode()
        pos = end
    error_code, tag_count = _S_hB.unpack_from(data, pos)
    pos += 3
    unknown: rt.Tags = ()
    if tag_count:
        unknown, pos = rt.read_unknown_tags(data, pos - 1)
    obj = _new(OffsetFetchResponsePartition)
    obj.partition_index = partition_index
    obj.committed_offset = committed_offset
    obj.committed_leader_epoch = committed_leader_epoch
    obj.metadata = metadata
    obj.error_code = error_code
    obj.unknown_tagged_fields = unknown
    return obj, pos


def _encode_OffsetFetchResponsePartition_v0(
    obj: OffsetFetchResponsePartition, out: bytearray
) -> None:
    """Encode OffsetFetchResponsePartition, versions 0, 1, 2, 3, 4."""
    s_metadata = obj.metadata
    b_metadata = None if s_metadata is None else s_metadata.encode()
    out += _S_iqh.pack(
        obj.partition_index, obj.committed_offset, -1 if b_metadata is None else len(b_metadata)
    )
    if b_metadata is not None:
        out += b_metadata
    out += _S_h.pack(obj.error_code)
    if obj.unknown_tagged_fields:
        raise rt.Malformed


def _encode_OffsetFetchResponsePartition_v5(
    obj: OffsetFetchResponsePartition, out: bytearray
) -> None:
    """Encode OffsetFetchResponsePartition, version 5."""
    s_metadata = obj.metadata
    b_metadata = None if s_metadata is None else s_metadata.encode()
    out += _S_iqih.pack(
        obj.partition_index,
        obj.committed_offset,
        obj.committed_leader_epoch,
        -1 if b_metadata is None else len(b_metadata),
    )
    if b_metadata is not None:
        out += b_metadata
    out += _S_h.pack(obj.error_code)
    if obj.unknown_tagged_fields:
        raise rt.Malformed


def _encode_OffsetFetchResponsePartition_v6(
    obj: OffsetFetchResponsePartition, out: bytearray
) -> None:
    """Encode OffsetFetchResponsePartition, versions 6, 7."""
    out += _S_iqi.pack(obj.partition_index, obj.committed_offset, obj.committed_leader_epoch)
    s_metadata = obj.metadata
    if s_metadata is None:
        out.append(0)
    else:
        b_metadata = s_metadata.encode()
        n = len(b_metadata) + 1
        if n < 128:
            out.append(n)
        else:
            out += rt.string_length(n)
        out += b_metadata
    out += _S_h.pack(obj.error_code)
    if obj.unknown_tagged_fields:
        rt.write_tags(out, (), obj.unknown_tagged_fields)
    else:
        out.append(0)


def _decode_OffsetFetchResponseTopic_v0(
    data: bytes, pos: int
) -> tuple[OffsetFetchResponseTopic, int]:
    """Decode OffsetFetchResponseTopic, versions 0, 1, 2, 3, 4."""
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
    items_partitions: list[OffsetFetchResponsePartition] = []
    for _ in range(n_partitions):
        partitions__partition_index, partitions__committed_offset, n_partitions__metadata = (
            _S_iqh.unpack_from(data, pos)
        )
        pos += 14
        partitions__metadata: str | None
        if n_partitions__metadata < 0:
            if n_partitions__metadata != -1:
                raise rt.Malformed
            partitions__metadata = None
        else:
            end = pos + n_partitions__metadata
            if end > data_end:
                raise rt.Malformed
            partitions__metadata = data[pos:end].decode()
            pos = end
        (partitions__error_code,) = _S_h.unpack_from(data, pos)
        pos += 2
        e_partitions = _new(OffsetFetchResponsePartition)
        e_partitions.partition_index = partitions__partition_index
        e_partitions.committed_offset = partitions__committed_offset
        e_partitions.committed_leader_epoch = -1
        e_partitions.metadata = partitions__metadata
        e_partitions.error_code = partitions__error_code
        e_partitions.unknown_tagged_fields = ()
        items_partitions.append(e_partitions)
    partitions = items_partitions
    obj = _new(OffsetFetchResponseTopic)
    obj.name = name
    obj.partitions = partitions
    obj.unknown_tagged_fields = ()
    return obj, pos


def _decode_OffsetFetchResponseTopic_v5(
    data: bytes, pos: int
) -> tuple[OffsetFetchResponseTopic, int]:
    """Decode OffsetFetchResponseTopic, version 5."""
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
    items_partitions: list[OffsetFetchResponsePartition] = []
    for _ in range(n_partitions):
        (
            partitions__partition_index,
            partitions__committed_offset,
            partitions__committed_leader_epoch,
            n_partitions__metadata,
        ) = _S_iqih.unpack_from(data, pos)
        pos += 18
        partitions__metadata: str | None
        if n_partitions__metadata < 0:
            if n_partitions__metadata != -1:
                raise rt.Malformed
            partitions__metadata = None
        else:
            end = pos + n_partitions__metadata
            if end > data_end:
                raise rt.Malformed
            partitions__metadata = data[pos:end].decode()
            pos = end
        (partitions__error_code,) = _S_h.unpack_from(data, pos)
        pos += 2
        e_partitions = _new(OffsetFetchResponsePartition)
        e_partitions.partition_index = partitions__partition_index
        e_partitions.committed_offset = partitions__committed_offset
        e_partitions.committed_leader_epoch = partitions__committed_leader_epoch
        e_partitions.metadata = partitions__metadata
        e_partitions.error_code = partitions__error_code
        e_partitions.unknown_tagged_fields = ()
        items_partitions.append(e_partitions)
    partitions = items_partitions
    obj = _new(OffsetFetchResponseTopic)
    obj.name = name
    obj.partitions = partitions
    obj.unknown_tagged_fields = ()
    return obj, pos


def _decode_OffsetFetchResponseTopic_v6(
    data: bytes, pos: int
) -> tuple[OffsetFetchResponseTopic, int]:
    """Decode OffsetFetchResponseTopic, versions 6, 7."""
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
    items_partitions: list[OffsetFetchResponsePartition] = []
    for _ in range(n_partitions):
        (
            partitions__partition_index,
            partitions__committed_offset,
            partitions__committed_leader_epoch,
            n_partitions__metadata,
        ) = _S_iqiB.unpack_from(data, pos)
        pos += 17
        if n_partitions__metadata > 127:
            n_partitions__metadata, pos = rt.read_string_length(data, pos - 1)
        partitions__metadata: str | None
        if not n_partitions__metadata:
            partitions__metadata = None
        else:
            end = pos + n_partitions__metadata - 1
            if end > data_end:
                raise rt.Malformed
            partitions__metadata = data[pos:end].decode()
            pos = end
        partitions__error_code, partitions__tag_count = _S_hB.unpack_from(data, pos)
        pos += 3
        partitions__unknown: rt.Tags = ()
        if partitions__tag_count:
            partitions__unknown, pos = rt.read_unknown_tags(data, pos - 1)
        e_partitions = _new(OffsetFetchResponsePartition)
        e_partitions.partition_index = partitions__partition_index
        e_partitions.committed_offset = partitions__committed_offset
        e_partitions.committed_leader_epoch = partitions__committed_leader_epoch
        e_partitions.metadata = partitions__metadata
        e_partitions.error_code = partitions__error_code
        e_partitions.unknown_tagged_fields = partitions__unknown
        items_partitions.append(e_partitions)
    partitions = items_partitions
    tag_count = data[pos]
    pos += 1
    unknown: rt.Tags = ()
    if tag_count:
        unknown, pos = rt.read_unknown_tags(data, pos - 1)
    obj = _new(OffsetFetchResponseTopic)
    obj.name = name
    obj.partitions = partitions
    obj.unknown_tagged_fields = unknown
    return obj, pos


def _encode_OffsetFetchResponseTopic_v0(obj: OffsetFetchResponseTopic, out: bytearray) -> None:
    """Encode OffsetFetchResponseTopic, versions 0, 1, 2, 3, 4."""
    b_name = obj.name.encode()
    out += _S_h.pack(len(b_name))
    out += b_name
    a_partitions = obj.partitions
    out += _S_i.pack(len(a_partitions))
    for e_partitions in a_partitions:
        s_partitions__metadata = e_partitions.metadata
        b_partitions__metadata = (
            None if s_partitions__metadata is None else s_partitions__metadata.encode()
        )
        out += _S_iqh.pack(
            e_partitions.partition_index,
            e_partitions.committed_offset,
            -1 if b_partitions__metadata is None else len(b_partitions__metadata),
        )
        if b_partitions__metadata is not None:
            out += b_partitions__metadata
        out += _S_h.pack(e_partitions.error_code)
        if e_partitions.unknown_tagged_fields:
            raise rt.Malformed
    if obj.unknown_tagged_fields:
        raise rt.Malformed


def _encode_OffsetFetchResponseTopic_v5(obj: OffsetFetchResponseTopic, out: bytearray) -> None:
    """Encode OffsetFetchResponseTopic, version 5."""
    b_name = obj.name.encode()
    out += _S_h.pack(len(b_name))
    out += b_name
    a_partitions = obj.partitions
    out += _S_i.pack(len(a_partitions))
    for e_partitions in a_partitions:
        s_partitions__metadata = e_partitions.metadata
        b_partitions__metadata = (
            None if s_partitions__metadata is None else s_partitions__metadata.encode()
        )
        out += _S_iqih.pack(
            e_partitions.partition_index,
            e_partitions.committed_offset,
            e_partitions.committed_leader_epoch,
            -1 if b_partitions__metadata is None else len(b_partitions__metadata),
        )
        if b_partitions__metadata is not None:
            out += b_partitions__metadata
        out += _S_h.pack(e_partitions.error_code)
        if e_partitions.unknown_tagged_fields:
            raise rt.Malformed
    if obj.unknown_tagged_fields:
        raise rt.Malformed


def _encode_OffsetFetchResponseTopic_v6(obj: OffsetFetchResponseTopic, out: bytearray) -> None:
    """Encode OffsetFetchResponseTopic, versions 6, 7."""
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
        out += _S_iqi.pack(
            e_partitions.partition_index,
            e_partitions.committed_offset,
            e_partitions.committed_leader_epoch,
        )
        s_partitions__metadata = e_partitions.metadata
        if s_partitions__metadata is None:
            append(0)
        else:
            b_partitions__metadata = s_partitions__metadata.encode()
            n = len(b_partitions__metadata) + 1
            if n < 128:
                append(n)
            else:
                out += rt.string_length(n)
            out += b_partitions__metadata
        out += _S_h.pack(e_partitions.error_code)
        if e_partitions.unknown_tagged_fields:
            rt.write_tags(out, (), e_partitions.unknown_tagged_fields)
        else:
            append(0)
    if obj.unknown_tagged_fields:
        rt.write_tags(out, (), obj.unknown_tagged_fields)
    else:
        append(0)


def _decode_OffsetFetchResponsePartitions_v8(
    data: bytes, pos: int
) -> tuple[OffsetFetchResponsePartitions, int]:
    """Decode OffsetFetchResponsePartitions, versions 8, 9, 10."""
    data_end = len(data)
    partition_index, committed_offset, committed_leader_epoch, n_metadata = _S_iqiB.unpack_from(
        data, pos
    )
    pos += 17
    if n_metadata > 127:
        n_metadata, pos = rt.read_string_length(data, pos - 1)
    metadata: str | None
    if not n_metadata:
        metadata = None
    else:
        end = pos + n_metadata - 1
        if end > data_end:
            raise rt.Malformed
        metadata = data[pos:end].decode()
        pos = end
    error_code, tag_count = _S_hB.unpack_from(data, pos)
    pos += 3
    unknown: rt.Tags = ()
    if tag_count:
        unknown, pos = rt.read_unknown_tags(data, pos - 1)
    obj = _new(OffsetFetchResponsePartitions)
    obj.partition_index = partition_index
    obj.committed_offset = committed_offset
    obj.committed_leader_epoch = committed_leader_epoch
    obj.metadata = metadata
    obj.error_code = error_code
    obj.unknown_tagged_fields = unknown
    return obj, pos


def _encode_OffsetFetchResponsePartitions_v8(
    obj: OffsetFetchResponsePartitions, out: bytearray
) -> None:
    """Encode OffsetFetchResponsePartitions, versions 8, 9, 10."""
    out += _S_iqi.pack(obj.partition_index, obj.committed_offset, obj.committed_leader_epoch)
    s_metadata = obj.metadata
    if s_metadata is None:
        out.append(0)
    else:
        b_metadata = s_metadata.encode()
        n = len(b_metadata) + 1
        if n < 128:
            out.append(n)
        else:
            out += rt.string_length(n)
        out += b_metadata
    out += _S_h.pack(obj.error_code)
    if obj.unknown_tagged_fields:
        rt.write_tags(out, (), obj.unknown_tagged_fields)
    else:
        out.append(0)


def _decode_OffsetFetchResponseTopics_v8(
    data: bytes, pos: int
) -> tuple[OffsetFetchResponseTopics, int]:
    """Decode OffsetFetchResponseTopics, versions 8, 9."""
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
    items_partitions: list[OffsetFetchResponsePartitions] = []
    for _ in range(n_partitions):
        (
            partitions__partition_index,
            partitions__committed_offset,
            partitions__committed_leader_epoch,
            n_partitions__metadata,
        ) = _S_iqiB.unpack_from(data, pos)
        pos += 17
        if n_partitions__metadata > 127:
            n_partitions__metadata, pos = rt.read_string_length(data, pos - 1)
        partitions__metadata: str | None
        if not n_partitions__metadata:
            partitions__metadata = None
        else:
            end = pos + n_partitions__metadata - 1
            if end > data_end:
                raise rt.Malformed
            partitions__metadata = data[pos:end].decode()
            pos = end
        partitions__error_code, partitions__tag_count = _S_hB.unpack_from(data, pos)
        pos += 3
        partitions__unknown: rt.Tags = ()
        if partitions__tag_count:
            partitions__unknown, pos = rt.read_unknown_tags(data, pos - 1)
        e_partitions = _new(OffsetFetchResponsePartitions)
        e_partitions.partition_index = partitions__partition_index
        e_partitions.committed_offset = partitions__committed_offset
        e_partitions.committed_leader_epoch = partitions__committed_leader_epoch
        e_partitions.metadata = partitions__metadata
        e_partitions.error_code = partitions__error_code
        e_partitions.unknown_tagged_fields = partitions__unknown
        items_partitions.append(e_partitions)
    partitions = items_partitions
    tag_count = data[pos]
    pos += 1
    unknown: rt.Tags = ()
    if tag_count:
        unknown, pos = rt.read_unknown_tags(data, pos - 1)
    obj = _new(OffsetFetchResponseTopics)
    obj.name = name
    obj.topic_id = rt.ZERO_UUID
    obj.partitions = partitions
    obj.unknown_tagged_fields = unknown
    return obj, pos


def _decode_OffsetFetchResponseTopics_v10(
    data: bytes, pos: int
) -> tuple[OffsetFetchResponseTopics, int]:
    """Decode OffsetFetchResponseTopics, version 10."""
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
    items_partitions: list[OffsetFetchResponsePartitions] = []
    for _ in range(n_partitions):
        (
            partitions__partition_index,
            partitions__committed_offset,
            partitions__committed_leader_epoch,
            n_partitions__metadata,
        ) = _S_iqiB.unpack_from(data, pos)
        pos += 17
        if n_partitions__metadata > 127:
            n_partitions__metadata, pos = rt.read_string_length(data, pos - 1)
        partitions__metadata: str | None
        if not n_partitions__metadata:
            partitions__metadata = None
        else:
            end = pos + n_partitions__metadata - 1
            if end > data_end:
                raise rt.Malformed
            partitions__metadata = data[pos:end].decode()
            pos = end
        partitions__error_code, partitions__tag_count = _S_hB.unpack_from(data, pos)
        pos += 3
        partitions__unknown: rt.Tags = ()
        if partitions__tag_count:
            partitions__unknown, pos = rt.read_unknown_tags(data, pos - 1)
        e_partitions = _new(OffsetFetchResponsePartitions)
        e_partitions.partition_index = partitions__partition_index
        e_partitions.committed_offset = partitions__committed_offset
        e_partitions.committed_leader_epoch = partitions__committed_leader_epoch
        e_partitions.metadata = partitions__metadata
        e_partitions.error_code = partitions__error_code
        e_partitions.unknown_tagged_fields = partitions__unknown
        items_partitions.append(e_partitions)
    partitions = items_partitions
    tag_count = data[pos]
    pos += 1
    unknown: rt.Tags = ()
    if tag_count:
        unknown, pos = rt.read_unknown_tags(data, pos - 1)
    obj = _new(OffsetFetchResponseTopics)
    obj.name = ""
    obj.topic_id = topic_id
    obj.partitions = partitions
    obj.unknown_tagged_fields = unknown
    return obj, pos


def _encode_OffsetFetchResponseTopics_v8(obj: OffsetFetchResponseTopics, out: bytearray) -> None:
    """Encode OffsetFetchResponseTopics, versions 8, 9."""
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
        out += _S_iqi.pack(
            e_partitions.partition_index,
            e_partitions.committed_offset,
            e_partitions.committed_leader_epoch,
        )
        s_partitions__metadata = e_partitions.metadata
        if s_partitions__metadata is None:
            append(0)
        else:
            b_partitions__metadata = s_partitions__metadata.encode()
            n = len(b_partitions__metadata) + 1
            if n < 128:
                append(n)
            else:
                out += rt.string_length(n)
            out += b_partitions__metadata
        out += _S_h.pack(e_partitions.error_code)
        if e_partitions.unknown_tagged_fields:
            rt.write_tags(out, (), e_partitions.unknown_tagged_fields)
        else:
            append(0)
    if obj.unknown_tagged_fields:
        rt.write_tags(out, (), obj.unknown_tagged_fields)
    else:
        append(0)


def _encode_OffsetFetchResponseTopics_v10(obj: OffsetFetchResponseTopics, out: bytearray) -> None:
    """Encode OffsetFetchResponseTopics, version 10."""
    append = out.append
    out += _S_u.pack(obj.topic_id.bytes)
    a_partitions = obj.partitions
    n = len(a_partitions) + 1
    if n < 128:
        append(n)
    else:
        out += rt.uvarint(n)
    for e_partitions in a_partitions:
        out += _S_iqi.pack(
            e_partitions.partition_index,
            e_partitions.committed_offset,
            e_partitions.committed_leader_epoch,
        )
        s_partitions__metadata = e_partitions.metadata
        if s_partitions__metadata is None:
            append(0)
        else:
            b_partitions__metadata = s_partitions__metadata.encode()
            n = len(b_partitions__metadata) + 1
            if n < 128:
                append(n)
            else:
                out += rt.string_length(n)
            out += b_partitions__metadata
        out += _S_h.pack(e_partitions.error_code)
        if e_partitions.unknown_tagged_fields:
            rt.write_tags(out, (), e_partitions.unknown_tagged_fields)
        else:
            append(0)
    if obj.unknown_tagged_fields:
        rt.write_tags(out, (), obj.unknown_tagged_fields)
    else:
        append(0)


def _decode_OffsetFetchResponseGroup_v8(
    data: bytes, pos: int
) -> tuple[OffsetFetchResponseGroup, int]:
    """Decode OffsetFetchResponseGroup, versions 8, 9."""
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
    items_topics: list[OffsetFetchResponseTopics] = []
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
        items_topics__partitions: list[OffsetFetchResponsePartitions] = []
        for _ in range(n_topics__partitions):
            e_topics__partitions, pos = _decode_OffsetFetchResponsePartitions_v8(data, pos)
            items_topics__partitions.append(e_topics__partitions)
        topics__partitions = items_topics__partitions
        topics__tag_count = data[pos]
        pos += 1
        topics__unknown: rt.Tags = ()
        if topics__tag_count:
            topics__unknown, pos = rt.read_unknown_tags(data, pos - 1)
        e_topics = _new(OffsetFetchResponseTopics)
        e_topics.name = topics__name
        e_topics.topic_id = rt.ZERO_UUID
        e_topics.partitions = topics__partitions
        e_topics.unknown_tagged_fields = topics__unknown
        items_topics.append(e_topics)
    topics = items_topics
    error_code, tag_count = _S_hB.unpack_from(data, pos)
    pos += 3
    unknown: rt.Tags = ()
    if tag_count:
        unknown, pos = rt.read_unknown_tags(data, pos - 1)
    obj = _new(OffsetFetchResponseGroup)
    obj.group_id = group_id
    obj.topics = topics
    obj.error_code = error_code
    obj.unknown_tagged_fields = unknown
    return obj, pos


def _decode_OffsetFetchResponseGroup_v10(
    data: bytes, pos: int
) -> tuple[OffsetFetchResponseGroup, int]:
    """Decode OffsetFetchResponseGroup, version 10."""
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
    items_topics: list[OffsetFetchResponseTopics] = []
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
        items_topics__partitions: list[OffsetFetchResponsePartitions] = []
        for _ in range(n_topics__partitions):
            e_topics__partitions, pos = _decode_OffsetFetchResponsePartitions_v8(data, pos)
            items_topics__partitions.append(e_topics__partitions)
        topics__partitions = items_topics__partitions
        topics__tag_count = data[pos]
        pos += 1
        topics__unknown: rt.Tags = ()
        if topics__tag_count:
            topics__unknown, pos = rt.read_unknown_tags(data, pos - 1)
        e_topics = _new(OffsetFetchResponseTopics)
        e_topics.name = ""
        e_topics.topic_id = topics__topic_id
        e_topics.partitions = topics__partitions
        e_topics.unknown_tagged_fields = topics__unknown
        items_topics.append(e_topics)
    topics = items_topics
    error_code, tag_count = _S_hB.unpack_from(data, pos)
    pos += 3
    unknown: rt.Tags = ()
    if tag_count:
        unknown, pos = rt.read_unknown_tags(data, pos - 1)
    obj = _new(OffsetFetchResponseGroup)
    obj.group_id = group_id
    obj.topics = topics
    obj.error_code = error_code
    obj.unknown_tagged_fields = unknown
    return obj, pos


def _encode_OffsetFetchResponseGroup_v8(obj: OffsetFetchResponseGroup, out: bytearray) -> None:
    """Encode OffsetFetchResponseGroup, versions 8, 9."""
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
            out += _S_iqi.pack(
                e_topics__partitions.partition_index,
                e_topics__partitions.committed_offset,
                e_topics__partitions.committed_leader_epoch,
            )
            s_topics__partitions__metadata = e_topics__partitions.metadata
            if s_topics__partitions__metadata is None:
                append(0)
            else:
                b_topics__partitions__metadata = s_topics__partitions__metadata.encode()
                n = len(b_topics__partitions__metadata) + 1
                if n < 128:
                    append(n)
                else:
                    out += rt.string_length(n)
                out += b_topics__partitions__metadata
            out += _S_h.pack(e_topics__partitions.error_code)
            if e_topics__partitions.unknown_tagged_fields:
                rt.write_tags(out, (), e_topics__partitions.unknown_tagged_fields)
            else:
                append(0)
        if e_topics.unknown_tagged_fields:
            rt.write_tags(out, (), e_topics.unknown_tagged_fields)
        else:
            append(0)
    out += _S_h.pack(obj.error_code)
    if obj.unknown_tagged_fields:
        rt.write_tags(out, (), obj.unknown_tagged_fields)
    else:
        append(0)


def _encode_OffsetFetchResponseGroup_v10(obj: OffsetFetchResponseGroup, out: bytearray) -> None:
    """Encode OffsetFetchResponseGroup, version 10."""
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
        out += _S_u.pack(e_topics.topic_id.bytes)
        a_topics__partitions = e_topics.partitions
        n = len(a_topics__partitions) + 1
        if n < 128:
            append(n)
        else:
            out += rt.uvarint(n)
        for e_topics__partitions in a_topics__partitions:
            out += _S_iqi.pack(
                e_topics__partitions.partition_index,
                e_topics__partitions.committed_offset,
                e_topics__partitions.committed_leader_epoch,
            )
            s_topics__partitions__metadata = e_topics__partitions.metadata
            if s_topics__partitions__metadata is None:
                append(0)
            else:
                b_topics__partitions__metadata = s_topics__partitions__metadata.encode()
                n = len(b_topics__partitions__metadata) + 1
                if n < 128:
                    append(n)
                else:
                    out += rt.string_length(n)
                out += b_topics__partitions__metadata
            out += _S_h.pack(e_topics__partitions.error_code)
            if e_topics__partitions.unknown_tagged_fields:
                rt.write_tags(out, (), e_topics__partitions.unknown_tagged_fields)
            else:
                append(0)
        if e_topics.unknown_tagged_fields:
            rt.write_tags(out, (), e_topics.unknown_tagged_fields)
        else:
            append(0)
    out += _S_h.pack(obj.error_code)
    if obj.unknown_tagged_fields:
        rt.write_tags(out, (), obj.unknown_tagged_fields)
    else:
        append(0)


def _decode_OffsetFetchResponse_v0(data: bytes, pos: int) -> tuple[OffsetFetchResponse, int]:
    """Decode OffsetFetchResponse, versions 0, 1."""
    data_end = len(data)
    (n_topics,) = _S_i.unpack_from(data, pos)
    pos += 4
    if n_topics < 0:
        raise rt.Malformed
    if n_topics > data_end - pos:
        raise rt.Malformed
    items_topics: list[OffsetFetchResponseTopic] = []
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
        items_topics__partitions: list[OffsetFetchResponsePartition] = []
        for _ in range(n_topics__partitions):
            e_topics__partitions, pos = _decode_OffsetFetchResponsePartition_v0(data, pos)
            items_topics__partitions.append(e_topics__partitions)
        topics__partitions = items_topics__partitions
        e_topics = _new(OffsetFetchResponseTopic)
        e_topics.name = topics__name
        e_topics.partitions = topics__partitions
        e_topics.unknown_tagged_fields = ()
        items_topics.append(e_topics)
    topics = items_topics
    obj = _new(OffsetFetchResponse)
    obj.throttle_time_ms = 0
    obj.topics = topics
    obj.error_code = 0
    obj.groups = []
    obj.unknown_tagged_fields = ()
    return obj, pos


def _decode_OffsetFetchResponse_v2(data: bytes, pos: int) -> tuple[OffsetFetchResponse, int]:
    """Decode OffsetFetchResponse, version 2."""
    data_end = len(data)
    (n_topics,) = _S_i.unpack_from(data, pos)
    pos += 4
    if n_topics < 0:
        raise rt.Malformed
    if n_topics > data_end - pos:
        raise rt.Malformed
    items_topics: list[OffsetFetchResponseTopic] = []
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
        items_topics__partitions: list[OffsetFetchResponsePartition] = []
        for _ in range(n_topics__partitions):
            e_topics__partitions, pos = _decode_OffsetFetchResponsePartition_v0(data, pos)
            items_topics__partitions.append(e_topics__partitions)
        topics__partitions = items_topics__partitions
        e_topics = _new(OffsetFetchResponseTopic)
        e_topics.name = topics__name
        e_topics.partitions = topics__partitions
        e_topics.unknown_tagged_fields = ()
        items_topics.append(e_topics)
    topics = items_topics
    (error_code,) = _S_h.unpack_from(data, pos)
    pos += 2
    obj = _new(OffsetFetchResponse)
    obj.throttle_time_ms = 0
    obj.topics = topics
    obj.error_code = error_code
    obj.groups = []
    obj.unknown_tagged_fields = ()
    return obj, pos


def _decode_OffsetFetchResponse_v3(data: bytes, pos: int) -> tuple[OffsetFetchResponse, int]:
    """Decode OffsetFetchResponse, versions 3, 4."""
    data_end = len(data)
    throttle_time_ms, n_topics = _S_ii.unpack_from(data, pos)
    pos += 8
    if n_topics < 0:
        raise rt.Malformed
    if n_topics > data_end - pos:
        raise rt.Malformed
    items_topics: list[OffsetFetchResponseTopic] = []
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
        items_topics__partitions: list[OffsetFetchResponsePartition] = []
        for _ in range(n_topics__partitions):
            e_topics__partitions, pos = _decode_OffsetFetchResponsePartition_v0(data, pos)
            items_topics__partitions.append(e_topics__partitions)
        topics__partitions = items_topics__partitions
        e_topics = _new(OffsetFetchResponseTopic)
        e_topics.name = topics__name
        e_topics.partitions = topics__partitions
        e_topics.unknown_tagged_fields = ()
        items_topics.append(e_topics)
    topics = items_topics
    (error_code,) = _S_h.unpack_from(data, pos)
    pos += 2
    obj = _new(OffsetFetchResponse)
    obj.throttle_time_ms = throttle_time_ms
    obj.topics = topics
    obj.error_code = error_code
    obj.groups = []
    obj.unknown_tagged_fields = ()
    return obj, pos


def _decode_OffsetFetchResponse_v5(data: bytes, pos: int) -> tuple[OffsetFetchResponse, int]:
    """Decode OffsetFetchResponse, version 5."""
    data_end = len(data)
    throttle_time_ms, n_topics = _S_ii.unpack_from(data, pos)
    pos += 8
    if n_topics < 0:
        raise rt.Malformed
    if n_topics > data_end - pos:
        raise rt.Malformed
    items_topics: list[OffsetFetchResponseTopic] = []
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
        items_topics__partitions: list[OffsetFetchResponsePartition] = []
        for _ in range(n_topics__partitions):
            e_topics__partitions, pos = _decode_OffsetFetchResponsePartition_v5(data, pos)
            items_topics__partitions.append(e_topics__partitions)
        topics__partitions = items_topics__partitions
        e_topics = _new(OffsetFetchResponseTopic)
        e_topics.name = topics__name
        e_topics.partitions = topics__partitions
        e_topics.unknown_tagged_fields = ()
        items_topics.append(e_topics)
    topics = items_topics
    (error_code,) = _S_h.unpack_from(data, pos)
    pos += 2
    obj = _new(OffsetFetchResponse)
    obj.throttle_time_ms = throttle_time_ms
    obj.topics = topics
    obj.error_code = error_code
    obj.groups = []
    obj.unknown_tagged_fields = ()
    return obj, pos


def _decode_OffsetFetchResponse_v6(data: bytes, pos: int) -> tuple[OffsetFetchResponse, int]:
    """Decode OffsetFetchResponse, versions 6, 7."""
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
    items_topics: list[OffsetFetchResponseTopic] = []
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
        items_topics__partitions: list[OffsetFetchResponsePartition] = []
        for _ in range(n_topics__partitions):
            e_topics__partitions, pos = _decode_OffsetFetchResponsePartition_v6(data, pos)
            items_topics__partitions.append(e_topics__partitions)
        topics__partitions = items_topics__partitions
        topics__tag_count = data[pos]
        pos += 1
        topics__unknown: rt.Tags = ()
        if topics__tag_count:
            topics__unknown, pos = rt.read_unknown_tags(data, pos - 1)
        e_topics = _new(OffsetFetchResponseTopic)
        e_topics.name = topics__name
        e_topics.partitions = topics__partitions
        e_topics.unknown_tagged_fields = topics__unknown
        items_topics.append(e_topics)
    topics = items_topics
    error_code, tag_count = _S_hB.unpack_from(data, pos)
    pos += 3
    unknown: rt.Tags = ()
    if tag_count:
        unknown, pos = rt.read_unknown_tags(data, pos - 1)
    obj = _new(OffsetFetchResponse)
    obj.throttle_time_ms = throttle_time_ms
    obj.topics = topics
    obj.error_code = error_code
    obj.groups = []
    obj.unknown_tagged_fields = unknown
    return obj, pos


def _decode_OffsetFetchResponse_v8(data: bytes, pos: int) -> tuple[OffsetFetchResponse, int]:
    """Decode OffsetFetchResponse, versions 8, 9."""
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
    items_groups: list[OffsetFetchResponseGroup] = []
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
        items_groups__topics: list[OffsetFetchResponseTopics] = []
        for _ in range(n_groups__topics):
            e_groups__topics, pos = _decode_OffsetFetchResponseTopics_v8(data, pos)
            items_groups__topics.append(e_groups__topics)
        groups__topics = items_groups__topics
        groups__error_code, groups__tag_count = _S_hB.unpack_from(data, pos)
        pos += 3
        groups__unknown: rt.Tags = ()
        if groups__tag_count:
            groups__unknown, pos = rt.read_unknown_tags(data, pos - 1)
        e_groups = _new(OffsetFetchResponseGroup)
        e_groups.group_id = groups__group_id
        e_groups.topics = groups__topics
        e_groups.error_code = groups__error_code
        e_groups.unknown_tagged_fields = groups__unknown
        items_groups.append(e_groups)
    groups = items_groups
    tag_count = data[pos]
    pos += 1
    unknown: rt.Tags = ()
    if tag_count:
        unknown, pos = rt.read_unknown_tags(data, pos - 1)
    obj = _new(OffsetFetchResponse)
    obj.throttle_time_ms = throttle_time_ms
    obj.topics = []
    obj.error_code = 0
    obj.groups = groups
    obj.unknown_tagged_fields = unknown
    return obj, pos


def _decode_OffsetFetchResponse_v10(data: bytes, pos: int) -> tuple[OffsetFetchResponse, int]:
    """Decode OffsetFetchResponse, version 10."""
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
    items_groups: list[OffsetFetchResponseGroup] = []
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
        items_groups__topics: list[OffsetFetchResponseTopics] = []
        for _ in range(n_groups__topics):
            e_groups__topics, pos = _decode_OffsetFetchResponseTopics_v10(data, pos)
            items_groups__topics.append(e_groups__topics)
        groups__topics = items_groups__topics
        groups__error_code, groups__tag_count = _S_hB.unpack_from(data, pos)
        pos += 3
        groups__unknown: rt.Tags = ()
        if groups__tag_count:
            groups__unknown, pos = rt.read_unknown_tags(data, pos - 1)
        e_groups = _new(OffsetFetchResponseGroup)
        e_groups.group_id = groups__group_id
        e_groups.topics = groups__topics
        e_groups.error_code = groups__error_code
        e_groups.unknown_tagged_fields = groups__unknown
        items_groups.append(e_groups)
    groups = items_groups
    tag_count = data[pos]
    pos += 1
    unknown: rt.Tags = ()
    if tag_count:
        unknown, pos = rt.read_unknown_tags(data, pos - 1)
    obj = _new(OffsetFetchResponse)
    obj.throttle_time_ms = throttle_time_ms
    obj.topics = []
    obj.error_code = 0
    obj.groups = groups
    obj.unknown_tagged_fields = unknown
    return obj, pos


def _encode_OffsetFetchResponse_v0(obj: OffsetFetchResponse, out: bytearray) -> None:
    """Encode OffsetFetchResponse, versions 0, 1."""
    if obj.groups != []:
        raise rt.Malformed
    a_topics = obj.topics
    out += _S_i.pack(len(a_topics))
    for e_topics in a_topics:
        b_topics__name = e_topics.name.encode()
        out += _S_h.pack(len(b_topics__name))
        out += b_topics__name
        a_topics__partitions = e_topics.partitions
        out += _S_i.pack(len(a_topics__partitions))
        for e_topics__partitions in a_topics__partitions:
            s_topics__partitions__metadata = e_topics__partitions.metadata
            b_topics__partitions__metadata = (
                None
                if s_topics__partitions__metadata is None
                else s_topics__partitions__metadata.encode()
            )
            out += _S_iqh.pack(
                e_topics__partitions.partition_index,
                e_topics__partitions.committed_offset,
                -1
                if b_topics__partitions__metadata is None
                else len(b_topics__partitions__metadata),
            )
            if b_topics__partitions__metadata is not None:
                out += b_topics__partitions__metadata
            out += _S_h.pack(e_topics__partitions.error_code)
            if e_topics__partitions.unknown_tagged_fields:
                raise rt.Malformed
        if e_topics.unknown_tagged_fields:
            raise rt.Malformed
    if obj.unknown_tagged_fields:
        raise rt.Malformed


def _encode_OffsetFetchResponse_v2(obj: OffsetFetchResponse, out: bytearray) -> None:
    """Encode OffsetFetchResponse, version 2."""
    if obj.groups != []:
        raise rt.Malformed
    a_topics = obj.topics
    out += _S_i.pack(len(a_topics))
    for e_topics in a_topics:
        b_topics__name = e_topics.name.encode()
        out += _S_h.pack(len(b_topics__name))
        out += b_topics__name
        a_topics__partitions = e_topics.partitions
        out += _S_i.pack(len(a_topics__partitions))
        for e_topics__partitions in a_topics__partitions:
            s_topics__partitions__metadata = e_topics__partitions.metadata
            b_topics__partitions__metadata = (
                None
                if s_topics__partitions__metadata is None
                else s_topics__partitions__metadata.encode()
            )
            out += _S_iqh.pack(
                e_topics__partitions.partition_index,
                e_topics__partitions.committed_offset,
                -1
                if b_topics__partitions__metadata is None
                else len(b_topics__partitions__metadata),
            )
            if b_topics__partitions__metadata is not None:
                out += b_topics__partitions__metadata
            out += _S_h.pack(e_topics__partitions.error_code)
            if e_topics__partitions.unknown_tagged_fields:
                raise rt.Malformed
        if e_topics.unknown_tagged_fields:
            raise rt.Malformed
    out += _S_h.pack(obj.error_code)
    if obj.unknown_tagged_fields:
        raise rt.Malformed


def _encode_OffsetFetchResponse_v3(obj: OffsetFetchResponse, out: bytearray) -> None:
    """Encode OffsetFetchResponse, versions 3, 4."""
    if obj.groups != []:
        raise rt.Malformed
    a_topics = obj.topics
    out += _S_ii.pack(obj.throttle_time_ms, len(a_topics))
    for e_topics in a_topics:
        b_topics__name = e_topics.name.encode()
        out += _S_h.pack(len(b_topics__name))
        out += b_topics__name
        a_topics__partitions = e_topics.partitions
        out += _S_i.pack(len(a_topics__partitions))
        for e_topics__partitions in a_topics__partitions:
            s_topics__partitions__metadata = e_topics__partitions.metadata
            b_topics__partitions__metadata = (
                None
                if s_topics__partitions__metadata is None
                else s_topics__partitions__metadata.encode()
            )
            out += _S_iqh.pack(
                e_topics__partitions.partition_index,
                e_topics__partitions.committed_offset,
                -1
                if b_topics__partitions__metadata is None
                else len(b_topics__partitions__metadata),
            )
            if b_topics__partitions__metadata is not None:
                out += b_topics__partitions__metadata
            out += _S_h.pack(e_topics__partitions.error_code)
            if e_topics__partitions.unknown_tagged_fields:
                raise rt.Malformed
        if e_topics.unknown_tagged_fields:
            raise rt.Malformed
    out += _S_h.pack(obj.error_code)
    if obj.unknown_tagged_fields:
        raise rt.Malformed


def _encode_OffsetFetchResponse_v5(obj: OffsetFetchResponse, out: bytearray) -> None:
    """Encode OffsetFetchResponse, version 5."""
    if obj.groups != []:
        raise rt.Malformed
    a_topics = obj.topics
    out += _S_ii.pack(obj.throttle_time_ms, len(a_topics))
    for e_topics in a_topics:
        b_topics__name = e_topics.name.encode()
        out += _S_h.pack(len(b_topics__name))
        out += b_topics__name
        a_topics__partitions = e_topics.partitions
        out += _S_i.pack(len(a_topics__partitions))
        for e_topics__partitions in a_topics__partitions:
            s_topics__partitions__metadata = e_topics__partitions.metadata
            b_topics__partitions__metadata = (
                None
                if s_topics__partitions__metadata is None
                else s_topics__partitions__metadata.encode()
            )
            out += _S_iqih.pack(
                e_topics__partitions.partition_index,
                e_topics__partitions.committed_offset,
                e_topics__partitions.committed_leader_epoch,
                -1
                if b_topics__partitions__metadata is None
                else len(b_topics__partitions__metadata),
            )
            if b_topics__partitions__metadata is not None:
                out += b_topics__partitions__metadata
            out += _S_h.pack(e_topics__partitions.error_code)
            if e_topics__partitions.unknown_tagged_fields:
                raise rt.Malformed
        if e_topics.unknown_tagged_fields:
            raise rt.Malformed
    out += _S_h.pack(obj.error_code)
    if obj.unknown_tagged_fields:
        raise rt.Malformed


def _encode_OffsetFetchResponse_v6(obj: OffsetFetchResponse, out: bytearray) -> None:
    """Encode OffsetFetchResponse, versions 6, 7."""
    append = out.append
    if obj.groups != []:
        raise rt.Malformed
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
            out += _S_iqi.pack(
                e_topics__partitions.partition_index,
                e_topics__partitions.committed_offset,
                e_topics__partitions.committed_leader_epoch,
            )
            s_topics__partitions__metadata = e_topics__partitions.metadata
            if s_topics__partitions__metadata is None:
                append(0)
            else:
                b_topics__partitions__metadata = s_topics__partitions__metadata.encode()
                n = len(b_topics__partitions__metadata) + 1
                if n < 128:
                    append(n)
                else:
                    out += rt.string_length(n)
                out += b_topics__partitions__metadata
            out += _S_h.pack(e_topics__partitions.error_code)
            if e_topics__partitions.unknown_tagged_fields:
                rt.write_tags(out, (), e_topics__partitions.unknown_tagged_fields)
            else:
                append(0)
        if e_topics.unknown_tagged_fields:
            rt.write_tags(out, (), e_topics.unknown_tagged_fields)
        else:
            append(0)
    out += _S_h.pack(obj.error_code)
    if obj.unknown_tagged_fields:
        rt.write_tags(out, (), obj.unknown_tagged_fields)
    else:
        append(0)


def _encode_OffsetFetchResponse_v8(obj: OffsetFetchResponse, out: bytearray) -> None:
    """Encode OffsetFetchResponse, versions 8, 9."""
    append = out.append
    if obj.topics != []:
        raise rt.Malformed
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
            b_groups__topics__name = e_groups__topics.name.encode()
            n = len(b_groups__topics__name) + 1
            if n < 128:
                append(n)
            else:
                out += rt.string_length(n)
            out += b_groups__topics__name
            a_groups__topics__partitions = e_groups__topics.partitions
            n = len(a_groups__topics__partitions) + 1
            if n < 128:
                append(n)
            else:
                out += rt.uvarint(n)
            for e_groups__topics__partitions in a_groups__topics__partitions:
                out += _S_iqi.pack(
                    e_groups__topics__partitions.partition_index,
                    e_groups__topics__partitions.committed_offset,
                    e_groups__topics__partitions.committed_leader_epoch,
                )
                s_groups__topics__partitions__metadata = e_groups__topics__partitions.metadata
                if s_groups__topics__partitions__metadata is None:
                    append(0)
                else:
                    b_groups__topics__partitions__metadata = (
                        s_groups__topics__partitions__metadata.encode()
                    )
                    n = len(b_groups__topics__partitions__metadata) + 1
                    if n < 128:
                        append(n)
                    else:
                        out += rt.string_length(n)
                    out += b_groups__topics__partitions__metadata
                out += _S_h.pack(e_groups__topics__partitions.error_code)
                if e_groups__topics__partitions.unknown_tagged_fields:
                    rt.write_tags(out, (), e_groups__topics__partitions.unknown_tagged_fields)
                else:
                    append(0)
            if e_groups__topics.unknown_tagged_fields:
                rt.write_tags(out, (), e_groups__topics.unknown_tagged_fields)
            else:
                append(0)
        out += _S_h.pack(e_groups.error_code)
        if e_groups.unknown_tagged_fields:
            rt.write_tags(out, (), e_groups.unknown_tagged_fields)
        else:
            append(0)
    if obj.unknown_tagged_fields:
        rt.write_tags(out, (), obj.unknown_tagged_fields)
    else:
        append(0)


def _encode_OffsetFetchResponse_v10(obj: OffsetFetchResponse, out: bytearray) -> None:
    """Encode OffsetFetchResponse, version 10."""
    append = out.append
    if obj.topics != []:
        raise rt.Malformed
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
            out += _S_u.pack(e_groups__topics.topic_id.bytes)
            a_groups__topics__partitions = e_groups__topics.partitions
            n = len(a_groups__topics__partitions) + 1
            if n < 128:
                append(n)
            else:
                out += rt.uvarint(n)
            for e_groups__topics__partitions in a_groups__topics__partitions:
                out += _S_iqi.pack(
                    e_groups__topics__partitions.partition_index,
                    e_groups__topics__partitions.committed_offset,
                    e_groups__topics__partitions.committed_leader_epoch,
                )
                s_groups__topics__partitions__metadata = e_groups__topics__partitions.metadata
                if s_groups__topics__partitions__metadata is None:
                    append(0)
                else:
                    b_groups__topics__partitions__metadata = (
                        s_groups__topics__partitions__metadata.encode()
                    )
                    n = len(b_groups__topics__partitions__metadata) + 1
                    if n < 128:
                        append(n)
                    else:
                        out += rt.string_length(n)
                    out += b_groups__topics__partitions__metadata
                out += _S_h.pack(e_groups__topics__partitions.error_code)
                if e_groups__topics__partitions.unknown_tagged_fields:
                    rt.write_tags(out, (), e_groups__topics__partitions.unknown_tagged_fields)
                else:
                    append(0)
            if e_groups__topics.unknown_tagged_fields:
                rt.write_tags(out, (), e_groups__topics.unknown_tagged_fields)
            else:
                append(0)
        out += _S_h.pack(e_groups.error_code)
        if e_groups.unknown_tagged_fields:
            rt.write_tags(out, (), e_groups.unknown_tagged_fields)
        else:
            append(0)
    if obj.unknown_tagged_fields:
        rt.write_tags(out, (), obj.unknown_tagged_fields)
    else:
        append(0)


OffsetFetchResponsePartition._SCHEMA = rt.StructInfo(
    "OffsetFetchResponsePartition",
    (
        rt.FieldInfo("partition_index", "partitionIndex", "int32", rt.vr("0-7"), default=0),
        rt.FieldInfo("committed_offset", "committedOffset", "int64", rt.vr("0-7"), default=0),
        rt.FieldInfo(
            "committed_leader_epoch",
            "committedLeaderEpoch",
            "int32",
            rt.vr("5-7"),
            default=-1,
            ignorable=True,
        ),
        rt.FieldInfo(
            "metadata", "metadata", "string", rt.vr("0-7"), nullable=rt.vr("0-7"), default=""
        ),
        rt.FieldInfo("error_code", "errorCode", "int16", rt.vr("0-7"), default=0),
    ),
    flexible=rt.vr("6+"),
)
OffsetFetchResponsePartition._DECODERS = {
    0: _decode_OffsetFetchResponsePartition_v0,
    1: _decode_OffsetFetchResponsePartition_v0,
    2: _decode_OffsetFetchResponsePartition_v0,
    3: _decode_OffsetFetchResponsePartition_v0,
    4: _decode_OffsetFetchResponsePartition_v0,
    5: _decode_OffsetFetchResponsePartition_v5,
    6: _decode_OffsetFetchResponsePartition_v6,
    7: _decode_OffsetFetchResponsePartition_v6,
}
OffsetFetchResponsePartition._ENCODERS = {
    0: _encode_OffsetFetchResponsePartition_v0,
    1: _encode_OffsetFetchResponsePartition_v0,
    2: _encode_OffsetFetchResponsePartition_v0,
    3: _encode_OffsetFetchResponsePartition_v0,
    4: _encode_OffsetFetchResponsePartition_v0,
    5: _encode_OffsetFetchResponsePartition_v5,
    6: _encode_OffsetFetchResponsePartition_v6,
    7: _encode_OffsetFetchResponsePartition_v6,
}

OffsetFetchResponseTopic._SCHEMA = rt.StructInfo(
    "OffsetFetchResponseTopic",
    (
        rt.FieldInfo("name", "name", "string", rt.vr("0-7"), default=""),
        rt.FieldInfo(
            "partitions",
            "partitions",
            "struct",
            rt.vr("0-7"),
            is_array=True,
            struct=lambda: OffsetFetchResponsePartition,
            default=(),
        ),
    ),
    flexible=rt.vr("6+"),
)
OffsetFetchResponseTopic._DECODERS = {
    0: _decode_OffsetFetchResponseTopic_v0,
    1: _decode_OffsetFetchResponseTopic_v0,
    2: _decode_OffsetFetchResponseTopic_v0,
    3: _decode_OffsetFetchResponseTopic_v0,
    4: _decode_OffsetFetchResponseTopic_v0,
    5: _decode_OffsetFetchResponseTopic_v5,
    6: _decode_OffsetFetchResponseTopic_v6,
    7: _decode_OffsetFetchResponseTopic_v6,
}
OffsetFetchResponseTopic._ENCODERS = {
    0: _encode_OffsetFetchResponseTopic_v0,
    1: _encode_OffsetFetchResponseTopic_v0,
    2: _encode_OffsetFetchResponseTopic_v0,
    3: _encode_OffsetFetchResponseTopic_v0,
    4: _encode_OffsetFetchResponseTopic_v0,
    5: _encode_OffsetFetchResponseTopic_v5,
    6: _encode_OffsetFetchResponseTopic_v6,
    7: _encode_OffsetFetchResponseTopic_v6,
}

OffsetFetchResponsePartitions._SCHEMA = rt.StructInfo(
    "OffsetFetchResponsePartitions",
    (
        rt.FieldInfo("partition_index", "partitionIndex", "int32", rt.vr("8+"), default=0),
        rt.FieldInfo("committed_offset", "committedOffset", "int64", rt.vr("8+"), default=0),
        rt.FieldInfo(
            "committed_leader_epoch",
            "committedLeaderEpoch",
            "int32",
            rt.vr("8+"),
            default=-1,
            ignorable=True,
        ),
        rt.FieldInfo(
            "metadata", "metadata", "string", rt.vr("8+"), nullable=rt.vr("8+"), default=""
        ),
        rt.FieldInfo("error_code", "errorCode", "int16", rt.vr("8+"), default=0),
    ),
    flexible=rt.vr("6+"),
)
OffsetFetchResponsePartitions._DECODERS = {
    8: _decode_OffsetFetchResponsePartitions_v8,
    9: _decode_OffsetFetchResponsePartitions_v8,
    10: _decode_OffsetFetchResponsePartitions_v8,
}
OffsetFetchResponsePartitions._ENCODERS = {
    8: _encode_OffsetFetchResponsePartitions_v8,
    9: _encode_OffsetFetchResponsePartitions_v8,
    10: _encode_OffsetFetchResponsePartitions_v8,
}

OffsetFetchResponseTopics._SCHEMA = rt.StructInfo(
    "OffsetFetchResponseTopics",
    (
        rt.FieldInfo("name", "name", "string", rt.vr("8-9"), default="", ignorable=True),
        rt.FieldInfo(
            "topic_id", "topicId", "uuid", rt.vr("10+"), default=rt.ZERO_UUID, ignorable=True
        ),
        rt.FieldInfo(
            "partitions",
            "partitions",
            "struct",
            rt.vr("8+"),
            is_array=True,
            struct=lambda: OffsetFetchResponsePartitions,
            default=(),
        ),
    ),
    flexible=rt.vr("6+"),
)
OffsetFetchResponseTopics._DECODERS = {
    8: _decode_OffsetFetchResponseTopics_v8,
    9: _decode_OffsetFetchResponseTopics_v8,
    10: _decode_OffsetFetchResponseTopics_v10,
}
OffsetFetchResponseTopics._ENCODERS = {
    8: _encode_OffsetFetchResponseTopics_v8,
    9: _encode_OffsetFetchResponseTopics_v8,
    10: _encode_OffsetFetchResponseTopics_v10,
}

OffsetFetchResponseGroup._SCHEMA = rt.StructInfo(
    "OffsetFetchResponseGroup",
    (
        rt.FieldInfo("group_id", "groupId", "string", rt.vr("8+"), default=""),
        rt.FieldInfo(
            "topics",
            "topics",
            "struct",
            rt.vr("8+"),
            is_array=True,
            struct=lambda: OffsetFetchResponseTopics,
            default=(),
        ),
        rt.FieldInfo("error_code", "errorCode", "int16", rt.vr("8+"), default=0),
    ),
    flexible=rt.vr("6+"),
)
OffsetFetchResponseGroup._DECODERS = {
    8: _decode_OffsetFetchResponseGroup_v8,
    9: _decode_OffsetFetchResponseGroup_v8,
    10: _decode_OffsetFetchResponseGroup_v10,
}
OffsetFetchResponseGroup._ENCODERS = {
    8: _encode_OffsetFetchResponseGroup_v8,
    9: _encode_OffsetFetchResponseGroup_v8,
    10: _encode_OffsetFetchResponseGroup_v10,
}

OffsetFetchResponse._SCHEMA = rt.StructInfo(
    "OffsetFetchResponse",
    (
        rt.FieldInfo(
            "throttle_time_ms", "throttleTimeMs", "int32", rt.vr("3+"), default=0, ignorable=True
        ),
        rt.FieldInfo(
            "topics",
            "topics",
            "struct",
            rt.vr("0-7"),
            is_array=True,
            struct=lambda: OffsetFetchResponseTopic,
            default=(),
        ),
        rt.FieldInfo("error_code", "errorCode", "int16", rt.vr("2-7"), default=0, ignorable=True),
        rt.FieldInfo(
            "groups",
            "groups",
            "struct",
            rt.vr("8+"),
            is_array=True,
            struct=lambda: OffsetFetchResponseGroup,
            default=(),
        ),
    ),
    flexible=rt.vr("6+"),
)
OffsetFetchResponse._DECODERS = {
    0: _decode_OffsetFetchResponse_v0,
    1: _decode_OffsetFetchResponse_v0,
    2: _decode_OffsetFetchResponse_v2,
    3: _decode_OffsetFetchResponse_v3,
    4: _decode_OffsetFetchResponse_v3,
    5: _decode_OffsetFetchResponse_v5,
    6: _decode_OffsetFetchResponse_v6,
    7: _decode_OffsetFetchResponse_v6,
    8: _decode_OffsetFetchResponse_v8,
    9: _decode_OffsetFetchResponse_v8,
    10: _decode_OffsetFetchResponse_v10,
}
OffsetFetchResponse._ENCODERS = {
    0: _encode_OffsetFetchResponse_v0,
    1: _encode_OffsetFetchResponse_v0,
    2: _encode_OffsetFetchResponse_v2,
    3: _encode_OffsetFetchResponse_v3,
    4: _encode_OffsetFetchResponse_v3,
    5: _encode_OffsetFetchResponse_v5,
    6: _encode_OffsetFetchResponse_v6,
    7: _encode_OffsetFetchResponse_v6,
    8: _encode_OffsetFetchResponse_v8,
    9: _encode_OffsetFetchResponse_v8,
    10: _encode_OffsetFetchResponse_v10,
}
