"""OffsetCommitRequest: generated from OffsetCommitRequest.json; edit the schema, not this file."""

from __future__ import annotations

import struct
from typing import ClassVar
from uuid import UUID

import attrs

from kgroup_proto import runtime as rt

_new = object.__new__
_S_h = struct.Struct(">h")
_S_i = struct.Struct(">i")
_S_iB = struct.Struct(">iB")
_S_ih = struct.Struct(">ih")
_S_iqh = struct.Struct(">iqh")
_S_iqi = struct.Struct(">iqi")
_S_iqiB = struct.Struct(">iqiB")
_S_iqih = struct.Struct(">iqih")
_S_iqqh = struct.Struct(">iqqh")
_S_qi = struct.Struct(">qi")
_S_u = struct.Struct(">16s")


@attrs.define(weakref_slot=False)
class OffsetCommitRequestPartition(rt.Struct):
    """Partitions of this topic with offsets to store.

    Versions 0-10; flexible 8+.

    Attributes:
        partition_index: Index of the partition. (versions 0+)
        committed_offset: Offset to store for the partition. (versions 0+)
        committed_leader_epoch: Leader epoch that goes with the offset; -1 if unknown.
            (versions 6+)
        commit_timestamp: Time of the commit; -1 lets the broker use its own clock.
            (versions 1)
        committed_metadata: Free-form client metadata stored beside the offset. (versions
            0+, nullable 0+)
    """

    VALID_VERSIONS: ClassVar[range] = range(0, 11)
    FLEXIBLE_VERSIONS: ClassVar[range | None] = range(8, rt.VERSION_LIMIT)

    partition_index: int = 0
    committed_offset: int = 0
    committed_leader_epoch: int = -1
    commit_timestamp: int = -1
    committed_metadata: str | None = ""
    unknown_tagged_fields: rt.Tags = ()


@attrs.define(weakref_slot=False)
class OffsetCommitRequestTopic(rt.Struct):
    """Topics with offsets to store.

    Versions 0-10; flexible 8+.

    Attributes:
        name: Name of the topic. (versions 0-9)
        topic_id: ID of the topic. (versions 10+)
        partitions: Partitions of this topic with offsets to store. (versions 0+)
    """

    VALID_VERSIONS: ClassVar[range] = range(0, 11)
    FLEXIBLE_VERSIONS: ClassVar[range | None] = range(8, rt.VERSION_LIMIT)

    name: str = ""
    topic_id: UUID = rt.ZERO_UUID
    partitions: list[OffsetCommitRequestPartition] = attrs.field(factory=list)
    unknown_tagged_fields: rt.Tags = ()


@attrs.define(weakref_slot=False)
class OffsetCommitRequest(rt.Struct):
    """The OffsetCommitRequest request.

    API key 8, versions 0-10; flexible 8+.

    Attributes:
        group_id: ID of the group that owns the offsets. (versions 0+)
        generation_id_or_member_epoch: Generation ID under the classic protocol, member
            epoch under the consumer protocol; -1 for a commit outside group management.
            (versions 1+)
        member_id: Member ID the coordinator gave the committer. (versions 1+)
        group_instance_id: Static instance ID configured by the user, or null for a dynamic
            member. (versions 7+, nullable 7+)
        retention_time_ms: How long in ms the broker should keep these offsets; -1 uses the
            broker default. (versions 2-4)
        topics: Topics with offsets to store. (versions 0+)
    """

    API_KEY: ClassVar[int | None] = 8
    MESSAGE_TYPE: ClassVar[str] = "request"
    VALID_VERSIONS: ClassVar[range] = range(0, 11)
    FLEXIBLE_VERSIONS: ClassVar[range | None] = range(8, rt.VERSION_LIMIT)

    group_id: str = ""
    generation_id_or_member_epoch: int = -1
    member_id: str = ""
    group_instance_id: str | None = None
    retention_time_ms: int = -1
    topics: list[OffsetCommitRequestTopic] = attrs.field(factory=list)
    unknown_tagged_fields: rt.Tags = ()


def _decode_OffsetCommitRequestPartition_v0(
    data: bytes, pos: int
) -> tuple[OffsetCommitRequestPartition, int]:
    """Decode OffsetCommitRequestPartition, versions 0, 2, 3, 4, 5."""
    data_end = len(data)
    partition_index, committed_offset, n_committed_metadata = _S_iqh.unpack_from(data, pos)
    pos += 14
    committed_metadata: str | None
    if n_committed_metadata < 0:
        if n_committed_metadata != -1:
            raise rt.Malformed
        committed_metadata = None
    else:
        end = pos + n_committed_metadata
        if end > data_end:
            raise rt.Malformed
        committed_metadata = data[pos:end].decode()
        pos = end
    obj = _new(OffsetCommitRequestPartition)
    obj.partition_index = partition_index
    obj.committed_offset = committed_offset
    obj.committed_leader_epoch = -1
    obj.commit_timestamp = -1
    obj.committed_metadata = committed_metadata
    obj.unknown_tagged_fields = ()
    return obj, pos


def _decode_OffsetCommitRequestPartition_v1(
    data: bytes, pos: int
) -> tuple[OffsetCommitRequestPartition, int]:
    """Decode OffsetCommitRequestPartition, version 1."""
    data_end = len(data)
    partition_index, committed_offset, commit_timestamp, n_committed_metadata = _S_iqqh.unpack_from(
        data, pos
    )
    pos += 22
    committed_metadata: str | None
    if n_committed_metadata < 0:
        if n_committed_metadata != -1:
            raise rt.Malformed
        committed_metadata = None
    else:
        end = pos + n_committed_metadata
        if end > data_end:
            raise rt.Malformed
        committed_metadata = data[pos:end].decode()
        pos = end
    obj = _new(OffsetCommitRequestPartition)
    obj.partition_index = partition_index
    obj.committed_offset = committed_offset
    obj.committed_leader_epoch = -1
    obj.commit_timestamp = commit_timestamp
    obj.committed_metadata = committed_metadata
    obj.unknown_tagged_fields = ()
    return obj, pos


def _decode_OffsetCommitRequestPartition_v6(
    data: bytes, pos: int
) -> tuple[OffsetCommitRequestPartition, int]:
    """Decode OffsetCommitRequestPartition, versions 6, 7."""
    data_end = len(data)
    partition_index, committed_offset, committed_leader_epoch, n_committed_metadata = (
        _S_iqih.unpack_from(data, pos)
    )
    pos += 18
    committed_metadata: str | None
    if n_committed_metadata < 0:
        if n_committed_metadata != -1:
            raise rt.Malformed
        committed_metadata = None
    else:
        end = pos + n_committed_metadata
        if end > data_end:
            raise rt.Malformed
        committed_metadata = data[pos:end].decode()
        pos = end
    obj = _new(OffsetCommitRequestPartition)
    obj.partition_index = partition_index
    obj.committed_offset = committed_offset
    obj.committed_leader_epoch = committed_leader_epoch
    obj.commit_timestamp = -1
    obj.committed_metadata = committed_metadata
    obj.unknown_tagged_fields = ()
    return obj, pos


def _decode_OffsetCommitRequestPartition_v8(
    data: bytes, pos: int
) -> tuple[OffsetCommitRequestPartition, int]:
    """Decode OffsetCommitRequestPartition, versions 8, 9, 10."""
    data_end = len(data)
    partition_index, committed_offset, committed_leader_epoch, n_committed_metadata = (
        _S_iqiB.unpack_from(data, pos)
    )
    pos += 17
    if n_committed_metadata > 127:
        n_committed_metadata, pos = rt.read_string_length(data, pos - 1)
    committed_metadata: str | None
    if not n_committed_metadata:
        committed_metadata = None
    else:
        end = pos + n_committed_metadata - 1
        if end > data_end:
            raise rt.Malformed
        committed_metadata = data[pos:end].decode()
        pos = end
    tag_count = data[pos]
    pos += 1
    unknown: rt.Tags = ()
    if tag_count:
        unknown, pos = rt.read_unknown_tags(data, pos - 1)
    obj = _new(OffsetCommitRequestPartition)
    obj.partition_index = partition_index
    obj.committed_offset = committed_offset
    obj.committed_leader_epoch = committed_leader_epoch
    obj.commit_timestamp = -1
    obj.committed_metadata = committed_metadata
    obj.unknown_tagged_fields = unknown
    return obj, pos


def _encode_OffsetCommitRequestPartition_v0(
    obj: OffsetCommitRequestPartition, out: bytearray
) -> None:
    """Encode OffsetCommitRequestPartition, versions 0, 2, 3, 4, 5."""
    if obj.commit_timestamp != -1:
        raise rt.Malformed
    s_committed_metadata = obj.committed_metadata
    b_committed_metadata = None if s_committed_metadata is None else s_committed_metadata.encode()
    out += _S_iqh.pack(
        obj.partition_index,
        obj.committed_offset,
        -1 if b_committed_metadata is None else len(b_committed_metadata),
    )
    if b_committed_metadata is not None:
        out += b_committed_metadata
    if obj.unknown_tagged_fields:
        raise rt.Malformed


def _encode_OffsetCommitRequestPartition_v1(
    obj: OffsetCommitRequestPartition, out: bytearray
) -> None:
    """Encode OffsetCommitRequestPartition, version 1."""
    s_committed_metadata = obj.committed_metadata
    b_committed_metadata = None if s_committed_metadata is None else s_committed_metadata.encode()
    out += _S_iqqh.pack(
        obj.partition_index,
        obj.committed_offset,
        obj.commit_timestamp,
        -1 if b_committed_metadata is None else len(b_committed_metadata),
    )
    if b_committed_metadata is not None:
        out += b_committed_metadata
    if obj.unknown_tagged_fields:
        raise rt.Malformed


def _encode_OffsetCommitRequestPartition_v6(
    obj: OffsetCommitRequestPartition, out: bytearray
) -> None:
    """Encode OffsetCommitRequestPartition, versions 6, 7."""
    if obj.commit_timestamp != -1:
        raise rt.Malformed
    s_committed_metadata = obj.committed_metadata
    b_committed_metadata = None if s_committed_metadata is None else s_committed_metadata.encode()
    out += _S_iqih.pack(
        obj.partition_index,
        obj.committed_offset,
        obj.committed_leader_epoch,
        -1 if b_committed_metadata is None else len(b_committed_metadata),
    )
    if b_committed_metadata is not None:
        out += b_committed_metadata
    if obj.unknown_tagged_fields:
        raise rt.Malformed


def _encode_OffsetCommitRequestPartition_v8(
    obj: OffsetCommitRequestPartition, out: bytearray
) -> None:
    """Encode OffsetCommitRequestPartition, versions 8, 9, 10."""
    if obj.commit_timestamp != -1:
        raise rt.Malformed
    out += _S_iqi.pack(obj.partition_index, obj.committed_offset, obj.committed_leader_epoch)
    s_committed_metadata = obj.committed_metadata
    if s_committed_metadata is None:
        out.append(0)
    else:
        b_committed_metadata = s_committed_metadata.encode()
        n = len(b_committed_metadata) + 1
        if n < 128:
            out.append(n)
        else:
            out += rt.string_length(n)
        out += b_committed_metadata
    if obj.unknown_tagged_fields:
        rt.write_tags(out, (), obj.unknown_tagged_fields)
    else:
        out.append(0)


def _decode_OffsetCommitRequestTopic_v0(
    data: bytes, pos: int
) -> tuple[OffsetCommitRequestTopic, int]:
    """Decode OffsetCommitRequestTopic, versions 0, 2, 3, 4, 5."""
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
    items_partitions: list[OffsetCommitRequestPartition] = []
    for _ in range(n_partitions):
        (
            partitions__partition_index,
            partitions__committed_offset,
            n_partitions__committed_metadata,
        ) = _S_iqh.unpack_from(data, pos)
        pos += 14
        partitions__committed_metadata: str | None
        if n_partitions__committed_metadata < 0:
            if n_partitions__committed_metadata != -1:
                raise rt.Malformed
            partitions__committed_metadata = None
        else:
            end = pos + n_partitions__committed_metadata
            if end > data_end:
                raise rt.Malformed
            partitions__committed_metadata = data[pos:end].decode()
            pos = end
        e_partitions = _new(OffsetCommitRequestPartition)
        e_partitions.partition_index = partitions__partition_index
        e_partitions.committed_offset = partitions__committed_offset
        e_partitions.committed_leader_epoch = -1
        e_partitions.commit_timestamp = -1
        e_partitions.committed_metadata = partitions__committed_metadata
        e_partitions.unknown_tagged_fields = ()
        items_partitions.append(e_partitions)
    partitions = items_partitions
    obj = _new(OffsetCommitRequestTopic)
    obj.name = name
    obj.topic_id = rt.ZERO_UUID
    obj.partitions = partitions
    obj.unknown_tagged_fields = ()
    return obj, pos


def _decode_OffsetCommitRequestTopic_v1(
    data: bytes, pos: int
) -> tuple[OffsetCommitRequestTopic, int]:
    """Decode OffsetCommitRequestTopic, version 1."""
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
    items_partitions: list[OffsetCommitRequestPartition] = []
    for _ in range(n_partitions):
        (
            partitions__partition_index,
            partitions__committed_offset,
            partitions__commit_timestamp,
            n_partitions__committed_metadata,
        ) = _S_iqqh.unpack_from(data, pos)
        pos += 22
        partitions__committed_metadata: str | None
        if n_partitions__committed_metadata < 0:
            if n_partitions__committed_metadata != -1:
                raise rt.Malformed
            partitions__committed_metadata = None
        else:
            end = pos + n_partitions__committed_metadata
            if end > data_end:
                raise rt.Malformed
            partitions__committed_metadata = data[pos:end].decode()
            pos = end
        e_partitions = _new(OffsetCommitRequestPartition)
        e_partitions.partition_index = partitions__partition_index
        e_partitions.committed_offset = partitions__committed_offset
        e_partitions.committed_leader_epoch = -1
        e_partitions.commit_timestamp = partitions__commit_timestamp
        e_partitions.committed_metadata = partitions__committed_metadata
        e_partitions.unknown_tagged_fields = ()
        items_partitions.append(e_partitions)
    partitions = items_partitions
    obj = _new(OffsetCommitRequestTopic)
    obj.name = name
    obj.topic_id = rt.ZERO_UUID
    obj.partitions = partitions
    obj.unknown_tagged_fields = ()
    return obj, pos


def _decode_OffsetCommitRequestTopic_v6(
    data: bytes, pos: int
) -> tuple[OffsetCommitRequestTopic, int]:
    """Decode OffsetCommitRequestTopic, versions 6, 7."""
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
    items_partitions: list[OffsetCommitRequestPartition] = []
    for _ in range(n_partitions):
        (
            partitions__partition_index,
            partitions__committed_offset,
            partitions__committed_leader_epoch,
            n_partitions__committed_metadata,
        ) = _S_iqih.unpack_from(data, pos)
        pos += 18
        partitions__committed_metadata: str | None
        if n_partitions__committed_metadata < 0:
            if n_partitions__committed_metadata != -1:
                raise rt.Malformed
            partitions__committed_metadata = None
        else:
            end = pos + n_partitions__committed_metadata
            if end > data_end:
                raise rt.Malformed
            partitions__committed_metadata = data[pos:end].decode()
            pos = end
        e_partitions = _new(OffsetCommitRequestPartition)
        e_partitions.partition_index = partitions__partition_index
        e_partitions.committed_offset = partitions__committed_offset
        e_partitions.committed_leader_epoch = partitions__committed_leader_epoch
        e_partitions.commit_timestamp = -1
        e_partitions.committed_metadata = partitions__committed_metadata
        e_partitions.unknown_tagged_fields = ()
        items_partitions.append(e_partitions)
    partitions = items_partitions
    obj = _new(OffsetCommitRequestTopic)
    obj.name = name
    obj.topic_id = rt.ZERO_UUID
    obj.partitions = partitions
    obj.unknown_tagged_fields = ()
    return obj, pos


def _decode_OffsetCommitRequestTopic_v8(
    data: bytes, pos: int
) -> tuple[OffsetCommitRequestTopic, int]:
    """Decode OffsetCommitRequestTopic, versions 8, 9."""
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
    items_partitions: list[OffsetCommitRequestPartition] = []
    for _ in range(n_partitions):
        (
            partitions__partition_index,
            partitions__committed_offset,
            partitions__committed_leader_epoch,
            n_partitions__committed_metadata,
        ) = _S_iqiB.unpack_from(data, pos)
        pos += 17
        if n_partitions__committed_metadata > 127:
            n_partitions__committed_metadata, pos = rt.read_string_length(data, pos - 1)
        partitions__committed_metadata: str | None
        if not n_partitions__committed_metadata:
            partitions__committed_metadata = None
        else:
            end = pos + n_partitions__committed_metadata - 1
            if end > data_end:
                raise rt.Malformed
            partitions__committed_metadata = data[pos:end].decode()
            pos = end
        partitions__tag_count = data[pos]
        pos += 1
        partitions__unknown: rt.Tags = ()
        if partitions__tag_count:
            partitions__unknown, pos = rt.read_unknown_tags(data, pos - 1)
        e_partitions = _new(OffsetCommitRequestPartition)
        e_partitions.partition_index = partitions__partition_index
        e_partitions.committed_offset = partitions__committed_offset
        e_partitions.committed_leader_epoch = partitions__committed_leader_epoch
        e_partitions.commit_timestamp = -1
        e_partitions.committed_metadata = partitions__committed_metadata
        e_partitions.unknown_tagged_fields = partitions__unknown
        items_partitions.append(e_partitions)
    partitions = items_partitions
    tag_count = data[pos]
    pos += 1
    unknown: rt.Tags = ()
    if tag_count:
        unknown, pos = rt.read_unknown_tags(data, pos - 1)
    obj = _new(OffsetCommitRequestTopic)
    obj.name = name
    obj.topic_id = rt.ZERO_UUID
    obj.partitions = partitions
    obj.unknown_tagged_fields = unknown
    return obj, pos


def _decode_OffsetCommitRequestTopic_v10(
    data: bytes, pos: int
) -> tuple[OffsetCommitRequestTopic, int]:
    """Decode OffsetCommitRequestTopic, version 10."""
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
    items_partitions: list[OffsetCommitRequestPartition] = []
    for _ in range(n_partitions):
        (
            partitions__partition_index,
            partitions__committed_offset,
            partitions__committed_leader_epoch,
            n_partitions__committed_metadata,
        ) = _S_iqiB.unpack_from(data, pos)
        pos += 17
        if n_partitions__committed_metadata > 127:
            n_partitions__committed_metadata, pos = rt.read_string_length(data, pos - 1)
        partitions__committed_metadata: str | None
        if not n_partitions__committed_metadata:
            partitions__committed_metadata = None
        else:
            end = pos + n_partitions__committed_metadata - 1
            if end > data_end:
                raise rt.Malformed
            partitions__committed_metadata = data[pos:end].decode()
            pos = end
        partitions__tag_count = data[pos]
        pos += 1
        partitions__unknown: rt.Tags = ()
        if partitions__tag_count:
            partitions__unknown, pos = rt.read_unknown_tags(data, pos - 1)
        e_partitions = _new(OffsetCommitRequestPartition)
        e_partitions.partition_index = partitions__partition_index
        e_partitions.committed_offset = partitions__committed_offset
        e_partitions.committed_leader_epoch = partitions__committed_leader_epoch
        e_partitions.commit_timestamp = -1
        e_partitions.committed_metadata = partitions__committed_metadata
        e_partitions.unknown_tagged_fields = partitions__unknown
        items_partitions.append(e_partitions)
    partitions = items_partitions
    tag_count = data[pos]
    pos += 1
    unknown: rt.Tags = ()
    if tag_count:
        unknown, pos = rt.read_unknown_tags(data, pos - 1)
    obj = _new(OffsetCommitRequestTopic)
    obj.name = ""
    obj.topic_id = topic_id
    obj.partitions = partitions
    obj.unknown_tagged_fields = unknown
    return obj, pos


def _encode_OffsetCommitRequestTopic_v0(obj: OffsetCommitRequestTopic, out: bytearray) -> None:
    """Encode OffsetCommitRequestTopic, versions 0, 2, 3, 4, 5."""
    b_name = obj.name.encode()
    out += _S_h.pack(len(b_name))
    out += b_name
    a_partitions = obj.partitions
    out += _S_i.pack(len(a_partitions))
    for e_partitions in a_partitions:
        if e_partitions.commit_timestamp != -1:
            raise rt.Malformed
        s_partitions__committed_metadata = e_partitions.committed_metadata
        b_partitions__committed_metadata = (
            None
            if s_partitions__committed_metadata is None
            else s_partitions__committed_metadata.encode()
        )
        out += _S_iqh.pack(
            e_partitions.partition_index,
            e_partitions.committed_offset,
            -1
            if b_partitions__committed_metadata is None
            else len(b_partitions__committed_metadata),
        )
        if b_partitions__committed_metadata is not None:
            out += b_partitions__committed_metadata
        if e_partitions.unknown_tagged_fields:
            raise rt.Malformed
    if obj.unknown_tagged_fields:
        raise rt.Malformed


def _encode_OffsetCommitRequestTopic_v1(obj: OffsetCommitRequestTopic, out: bytearray) -> None:
    """Encode OffsetCommitRequestTopic, version 1."""
    b_name = obj.name.encode()
    out += _S_h.pack(len(b_name))
    out += b_name
    a_partitions = obj.partitions
    out += _S_i.pack(len(a_partitions))
    for e_partitions in a_partitions:
        s_partitions__committed_metadata = e_partitions.committed_metadata
        b_partitions__committed_metadata = (
            None
            if s_partitions__committed_metadata is None
            else s_partitions__committed_metadata.encode()
        )
        out += _S_iqqh.pack(
            e_partitions.partition_index,
            e_partitions.committed_offset,
            e_partitions.commit_timestamp,
            -1
            if b_partitions__committed_metadata is None
            else len(b_partitions__committed_metadata),
        )
        if b_partitions__committed_metadata is not None:
            out += b_partitions__committed_metadata
        if e_partitions.unknown_tagged_fields:
            raise rt.Malformed
    if obj.unknown_tagged_fields:
        raise rt.Malformed


def _encode_OffsetCommitRequestTopic_v6(obj: OffsetCommitRequestTopic, out: bytearray) -> None:
    """Encode OffsetCommitRequestTopic, versions 6, 7."""
    b_name = obj.name.encode()
    out += _S_h.pack(len(b_name))
    out += b_name
    a_partitions = obj.partitions
    out += _S_i.pack(len(a_partitions))
    for e_partitions in a_partitions:
        if e_partitions.commit_timestamp != -1:
            raise rt.Malformed
        s_partitions__committed_metadata = e_partitions.committed_metadata
        b_partitions__committed_metadata = (
            None
            if s_partitions__committed_metadata is None
            else s_partitions__committed_metadata.encode()
        )
        out += _S_iqih.pack(
            e_partitions.partition_index,
            e_partitions.committed_offset,
            e_partitions.committed_leader_epoch,
            -1
            if b_partitions__committed_metadata is None
            else len(b_partitions__committed_metadata),
        )
        if b_partitions__committed_metadata is not None:
            out += b_partitions__committed_metadata
        if e_partitions.unknown_tagged_fields:
            raise rt.Malformed
    if obj.unknown_tagged_fields:
        raise rt.Malformed


def _encode_OffsetCommitRequestTopic_v8(obj: OffsetCommitRequestTopic, out: bytearray) -> None:
    """Encode OffsetCommitRequestTopic, versions 8, 9."""
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
        if e_partitions.commit_timestamp != -1:
            raise rt.Malformed
        out += _S_iqi.pack(
            e_partitions.partition_index,
            e_partitions.committed_offset,
            e_partitions.committed_leader_epoch,
        )
        s_partitions__committed_metadata = e_partitions.committed_metadata
        if s_partitions__committed_metadata is None:
            append(0)
        else:
            b_partitions__committed_metadata = s_partitions__committed_metadata.encode()
            n = len(b_partitions__committed_metadata) + 1
            if n < 128:
                append(n)
            else:
                out += rt.string_length(n)
            out += b_partitions__committed_metadata
        if e_partitions.unknown_tagged_fields:
            rt.write_tags(out, (), e_partitions.unknown_tagged_fields)
        else:
            append(0)
    if obj.unknown_tagged_fields:
        rt.write_tags(out, (), obj.unknown_tagged_fields)
    else:
        append(0)


def _encode_OffsetCommitRequestTopic_v10(obj: OffsetCommitRequestTopic, out: bytearray) -> None:
    """Encode OffsetCommitRequestTopic, version 10."""
    append = out.append
    out += _S_u.pack(obj.topic_id.bytes)
    a_partitions = obj.partitions
    n = len(a_partitions) + 1
    if n < 128:
        append(n)
    else:
        out += rt.uvarint(n)
    for e_partitions in a_partitions:
        if e_partitions.commit_timestamp != -1:
            raise rt.Malformed
        out += _S_iqi.pack(
            e_partitions.partition_index,
            e_partitions.committed_offset,
            e_partitions.committed_leader_epoch,
        )
        s_partitions__committed_metadata = e_partitions.committed_metadata
        if s_partitions__committed_metadata is None:
            append(0)
        else:
            b_partitions__committed_metadata = s_partitions__committed_metadata.encode()
            n = len(b_partitions__committed_metadata) + 1
            if n < 128:
                append(n)
            else:
                out += rt.string_length(n)
            out += b_partitions__committed_metadata
        if e_partitions.unknown_tagged_fields:
            rt.write_tags(out, (), e_partitions.unknown_tagged_fields)
        else:
            append(0)
    if obj.unknown_tagged_fields:
        rt.write_tags(out, (), obj.unknown_tagged_fields)
    else:
        append(0)


def _decode_OffsetCommitRequest_v0(data: bytes, pos: int) -> tuple[OffsetCommitRequest, int]:
    """Decode OffsetCommitRequest, version 0."""
    data_end = len(data)
    (n_group_id,) = _S_h.unpack_from(data, pos)
    pos += 2
    end = pos + n_group_id
    if n_group_id < 0 or end > data_end:
        raise rt.Malformed
    group_id = data[pos:end].decode()
    pos = end
    (n_topics,) = _S_i.unpack_from(data, pos)
    pos += 4
    if n_topics < 0:
        raise rt.Malformed
    if n_topics > data_end - pos:
        raise rt.Malformed
    items_topics: list[OffsetCommitRequestTopic] = []
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
        items_topics__partitions: list[OffsetCommitRequestPartition] = []
        for _ in range(n_topics__partitions):
            e_topics__partitions, pos = _decode_OffsetCommitRequestPartition_v0(data, pos)
            items_topics__partitions.append(e_topics__partitions)
        topics__partitions = items_topics__partitions
        e_topics = _new(OffsetCommitRequestTopic)
        e_topics.name = topics__name
        e_topics.topic_id = rt.ZERO_UUID
        e_topics.partitions = topics__partitions
        e_topics.unknown_tagged_fields = ()
        items_topics.append(e_topics)
    topics = items_topics
    obj = _new(OffsetCommitRequest)
    obj.group_id = group_id
    obj.generation_id_or_member_epoch = -1
    obj.member_id = ""
    obj.group_instance_id = None
    obj.retention_time_ms = -1
    obj.topics = topics
    obj.unknown_tagged_fields = ()
    return obj, pos


def _decode_OffsetCommitRequest_v1(data: bytes, pos: int) -> tuple[OffsetCommitRequest, int]:
    """Decode OffsetCommitRequest, version 1."""
    data_end = len(data)
    (n_group_id,) = _S_h.unpack_from(data, pos)
    pos += 2
    end = pos + n_group_id
    if n_group_id < 0 or end > data_end:
        raise rt.Malformed
    group_id = data[pos:end].decode()
    pos = end
    generation_id_or_member_epoch, n_member_id = _S_ih.unpack_from(data, pos)
    pos += 6
    end = pos + n_member_id
    if n_member_id < 0 or end > data_end:
        raise rt.Malformed
    member_id = data[pos:end].decode()
    pos = end
    (n_topics,) = _S_i.unpack_from(data, pos)
    pos += 4
    if n_topics < 0:
        raise rt.Malformed
    if n_topics > data_end - pos:
        raise rt.Malformed
    items_topics: list[OffsetCommitRequestTopic] = []
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
        items_topics__partitions: list[OffsetCommitRequestPartition] = []
        for _ in range(n_topics__partitions):
            e_topics__partitions, pos = _decode_OffsetCommitRequestPartition_v1(data, pos)
            items_topics__partitions.append(e_topics__partitions)
        topics__partitions = items_topics__partitions
        e_topics = _new(OffsetCommitRequestTopic)
        e_topics.name = topics__name
        e_topics.topic_id = rt.ZERO_UUID
        e_topics.partitions = topics__partitions
        e_topics.unknown_tagged_fields = ()
        items_topics.append(e_topics)
    topics = items_topics
    obj = _new(OffsetCommitRequest)
    obj.group_id = group_id
    obj.generation_id_or_member_epoch = generation_id_or_member_epoch
    obj.member_id = member_id
    obj.group_instance_id = None
    obj.retention_time_ms = -1
    obj.topics = topics
    obj.unknown_tagged_fields = ()
    return obj, pos


def _decode_OffsetCommitRequest_v2(data: bytes, pos: int) -> tuple[OffsetCommitRequest, int]:
    """Decode OffsetCommitRequest, versions 2, 3, 4."""
    data_end = len(data)
    (n_group_id,) = _S_h.unpack_from(data, pos)
    pos += 2
    end = pos + n_group_id
    if n_group_id < 0 or end > data_end:
        raise rt.Malformed
    group_id = data[pos:end].decode()
    pos = end
    generation_id_or_member_epoch, n_member_id = _S_ih.unpack_from(data, pos)
    pos += 6
    end = pos + n_member_id
    if n_member_id < 0 or end > data_end:
        raise rt.Malformed
    member_id = data[pos:end].decode()
    pos = end
    retention_time_ms, n_topics = _S_qi.unpack_from(data, pos)
    pos += 12
    if n_topics < 0:
        raise rt.Malformed
    if n_topics > data_end - pos:
        raise rt.Malformed
    items_topics: list[OffsetCommitRequestTopic] = []
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
        items_topics__partitions: list[OffsetCommitRequestPartition] = []
        for _ in range(n_topics__partitions):
            e_topics__partitions, pos = _decode_OffsetCommitRequestPartition_v0(data, pos)
            items_topics__partitions.append(e_topics__partitions)
        topics__partitions = items_topics__partitions
        e_topics = _new(OffsetCommitRequestTopic)
        e_topics.name = topics__name
        e_topics.topic_id = rt.ZERO_UUID
        e_topics.partitions = topics__partitions
        e_topics.unknown_tagged_fields = ()
        items_topics.append(e_topics)
    topics = items_topics
    obj = _new(OffsetCommitRequest)
    obj.group_id = group_id
    obj.generation_id_or_member_epoch = generation_id_or_member_epoch
    obj.member_id = member_id
    obj.group_instance_id = None
    obj.retention_time_ms = retention_time_ms
    obj.topics = topics
    obj.unknown_tagged_fields = ()
    return obj, pos


def _decode_OffsetCommitRequest_v5(data: bytes, pos: int) -> tuple[OffsetCommitRequest, int]:
    """Decode OffsetCommitRequest, version 5."""
    data_end = len(data)
    (n_group_id,) = _S_h.unpack_from(data, pos)
    pos += 2
    end = pos + n_group_id
    if n_group_id < 0 or end > data_end:
        raise rt.Malformed
    group_id = data[pos:end].decode()
    pos = end
    generation_id_or_member_epoch, n_member_id = _S_ih.unpack_from(data, pos)
    pos += 6
    end = pos + n_member_id
    if n_member_id < 0 or end > data_end:
        raise rt.Malformed
    member_id = data[pos:end].decode()
    pos = end
    (n_topics,) = _S_i.unpack_from(data, pos)
    pos += 4
    if n_topics < 0:
        raise rt.Malformed
    if n_topics > data_end - pos:
        raise rt.Malformed
    items_topics: list[OffsetCommitRequestTopic] = []
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
        items_topics__partitions: list[OffsetCommitRequestPartition] = []
        for _ in range(n_topics__partitions):
            e_topics__partitions, pos = _decode_OffsetCommitRequestPartition_v0(data, pos)
            items_topics__partitions.append(e_topics__partitions)
        topics__partitions = items_topics__partitions
        e_topics = _new(OffsetCommitRequestTopic)
        e_topics.name = topics__name
        e_topics.topic_id = rt.ZERO_UUID
        e_topics.partitions = topics__partitions
        e_topics.unknown_tagged_fields = ()
        items_topics.append(e_topics)
    topics = items_topics
    obj = _new(OffsetCommitRequest)
    obj.group_id = group_id
    obj.generation_id_or_member_epoch = generation_id_or_member_epoch
    obj.member_id = member_id
    obj.group_instance_id = None
    obj.retention_time_ms = -1
    obj.topics = topics
    obj.unknown_tagged_fields = ()
    return obj, pos


def _decode_OffsetCommitRequest_v6(data: bytes, pos: int) -> tuple[OffsetCommitRequest, int]:
    """Decode OffsetCommitRequest, version 6."""
    data_end = len(data)
    (n_group_id,) = _S_h.unpack_from(data, pos)
    pos += 2
    end = pos + n_group_id
    if n_group_id < 0 or end > data_end:
        raise rt.Malformed
    group_id = data[pos:end].decode()
    pos = end
    generation_id_or_member_epoch, n_member_id = _S_ih.unpack_from(data, pos)
    pos += 6
    end = pos + n_member_id
    if n_member_id < 0 or end > data_end:
        raise rt.Malformed
    member_id = data[pos:end].decode()
    pos = end
    (n_topics,) = _S_i.unpack_from(data, pos)
    pos += 4
    if n_topics < 0:
        raise rt.Malformed
    if n_topics > data_end - pos:
        raise rt.Malformed
    items_topics: list[OffsetCommitRequestTopic] = []
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
        items_topics__partitions: list[OffsetCommitRequestPartition] = []
        for _ in range(n_topics__partitions):
            e_topics__partitions, pos = _decode_OffsetCommitRequestPartition_v6(data, pos)
            items_topics__partitions.append(e_topics__partitions)
        topics__partitions = items_topics__partitions
        e_topics = _new(OffsetCommitRequestTopic)
        e_topics.name = topics__name
        e_topics.topic_id = rt.ZERO_UUID
        e_topics.partitions = topics__partitions
        e_topics.unknown_tagged_fields = ()
        items_topics.append(e_topics)
    topics = items_topics
    obj = _new(OffsetCommitRequest)
    obj.group_id = group_id
    obj.generation_id_or_member_epoch = generation_id_or_member_epoch
    obj.member_id = member_id
    obj.group_instance_id = None
    obj.retention_time_ms = -1
    obj.topics = topics
    obj.unknown_tagged_fields = ()
    return obj, pos


def _decode_OffsetCommitRequest_v7(data: bytes, pos: int) -> tuple[OffsetCommitRequest, int]:
    """Decode OffsetCommitRequest, version 7."""
    data_end = len(data)
    (n_group_id,) = _S_h.unpack_from(data, pos)
    pos += 2
    end = pos + n_group_id
    if n_group_id < 0 or end > data_end:
        raise rt.Malformed
    group_id = data[pos:end].decode()
    pos = end
    generation_id_or_member_epoch, n_member_id = _S_ih.unpack_from(data, pos)
    pos += 6
    end = pos + n_member_id
    if n_member_id < 0 or end > data_end:
        raise rt.Malformed
    member_id = data[pos:end].decode()
    pos = end
    (n_group_instance_id,) = _S_h.unpack_from(data, pos)
    pos += 2
    group_instance_id: str | None
    if n_group_instance_id < 0:
        if n_group_instance_id != -1:
            raise rt.Malformed
        group_instance_id = None
    else:
        end = pos + n_group_instance_id
        if end > data_end:
            raise rt.Malformed
        group_instance_id = data[pos:end].decode()
        pos = end
    (n_topics,) = _S_i.unpack_from(data, pos)
    pos += 4
    if n_topics < 0:
        raise rt.Malformed
    if n_topics > data_end - pos:
        raise rt.Malformed
    items_topics: list[OffsetCommitRequestTopic] = []
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
        items_topics__partitions: list[OffsetCommitRequestPartition] = []
        for _ in range(n_topics__partitions):
            e_topics__partitions, pos = _decode_OffsetCommitRequestPartition_v6(data, pos)
            items_topics__partitions.append(e_topics__partitions)
        topics__partitions = items_topics__partitions
        e_topics = _new(OffsetCommitRequestTopic)
        e_topics.name = topics__name
        e_topics.topic_id = rt.ZERO_UUID
        e_topics.partitions = topics__partitions
        e_topics.unknown_tagged_fields = ()
        items_topics.append(e_topics)
    topics = items_topics
    obj = _new(OffsetCommitRequest)
    obj.group_id = group_id
    obj.generation_id_or_member_epoch = generation_id_or_member_epoch
    obj.member_id = member_id
    obj.group_instance_id = group_instance_id
    obj.retention_time_ms = -1
    obj.topics = topics
    obj.unknown_tagged_fields = ()
    return obj, pos


def _decode_OffsetCommitRequest_v8(data: bytes, pos: int) -> tuple[OffsetCommitRequest, int]:
    """Decode OffsetCommitRequest, versions 8, 9."""
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
    generation_id_or_member_epoch, n_member_id = _S_iB.unpack_from(data, pos)
    pos += 5
    if n_member_id > 127:
        n_member_id, pos = rt.read_string_length(data, pos - 1)
    end = pos + n_member_id - 1
    if not n_member_id or end > data_end:
        raise rt.Malformed
    member_id = data[pos:end].decode()
    pos = end
    n_group_instance_id = data[pos]
    pos += 1
    if n_group_instance_id > 127:
        n_group_instance_id, pos = rt.read_string_length(data, pos - 1)
    group_instance_id: str | None
    if not n_group_instance_id:
        group_instance_id = None
    else:
        end = pos + n_group_instance_id - 1
        if end > data_end:
            raise rt.Malformed
        group_instance_id = data[pos:end].decode()
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
    items_topics: list[OffsetCommitRequestTopic] = []
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
        items_topics__partitions: list[OffsetCommitRequestPartition] = []
        for _ in range(n_topics__partitions):
            e_topics__partitions, pos = _decode_OffsetCommitRequestPartition_v8(data, pos)
            items_topics__partitions.append(e_topics__partitions)
        topics__partitions = items_topics__partitions
        topics__tag_count = data[pos]
        pos += 1
        topics__unknown: rt.Tags = ()
        if topics__tag_count:
            topics__unknown, pos = rt.read_unknown_tags(data, pos - 1)
        e_topics = _new(OffsetCommitRequestTopic)
        e_topics.name = topics__name
        e_topics.topic_id = rt.ZERO_UUID
        e_topics.partitions = topics__partitions
        e_topics.unknown_tagged_fields = topics__unknown
        items_topics.append(e_topics)
    topics = items_topics
    tag_count = data[pos]
    pos += 1
    unknown: rt.Tags = ()
    if tag_count:
        unknown, pos = rt.read_unknown_tags(data, pos - 1)
    obj = _new(OffsetCommitRequest)
    obj.group_id = group_id
    obj.generation_id_or_member_epoch = generation_id_or_member_epoch
    obj.member_id = member_id
    obj.group_instance_id = group_instance_id
    obj.retention_time_ms = -1
    obj.topics = topics
    obj.unknown_tagged_fields = unknown
    return obj, pos


def _decode_OffsetCommitRequest_v10(data: bytes, pos: int) -> tuple[OffsetCommitRequest, int]:
    """Decode OffsetCommitRequest, version 10."""
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
    generation_id_or_member_epoch, n_member_id = _S_iB.unpack_from(data, pos)
    pos += 5
    if n_member_id > 127:
        n_member_id, pos = rt.read_string_length(data, pos - 1)
    end = pos + n_member_id - 1
    if not n_member_id or end > data_end:
        raise rt.Malformed
    member_id = data[pos:end].decode()
    pos = end
    n_group_instance_id = data[pos]
    pos += 1
    if n_group_instance_id > 127:
        n_group_instance_id, pos = rt.read_string_length(data, pos - 1)
    group_instance_id: str | None
    if not n_group_instance_id:
        group_instance_id = None
    else:
        end = pos + n_group_instance_id - 1
        if end > data_end:
            raise rt.Malformed
        group_instance_id = data[pos:end].decode()
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
    items_topics: list[OffsetCommitRequestTopic] = []
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
        items_topics__partitions: list[OffsetCommitRequestPartition] = []
        for _ in range(n_topics__partitions):
            e_topics__partitions, pos = _decode_OffsetCommitRequestPartition_v8(data, pos)
            items_topics__partitions.append(e_topics__partitions)
        topics__partitions = items_topics__partitions
        topics__tag_count = data[pos]
        pos += 1
        topics__unknown: rt.Tags = ()
        if topics__tag_count:
            topics__unknown, pos = rt.read_unknown_tags(data, pos - 1)
        e_topics = _new(OffsetCommitRequestTopic)
        e_topics.name = ""
        e_topics.topic_id = topics__topic_id
        e_topics.partitions = topics__partitions
        e_topics.unknown_tagged_fields = topics__unknown
        items_topics.append(e_topics)
    topics = items_topics
    tag_count = data[pos]
    pos += 1
    unknown: rt.Tags = ()
    if tag_count:
        unknown, pos = rt.read_unknown_tags(data, pos - 1)
    obj = _new(OffsetCommitRequest)
    obj.group_id = group_id
    obj.generation_id_or_member_epoch = generation_id_or_member_epoch
    obj.member_id = member_id
    obj.group_instance_id = group_instance_id
    obj.retention_time_ms = -1
    obj.topics = topics
    obj.unknown_tagged_fields = unknown
    return obj, pos


def _encode_OffsetCommitRequest_v0(obj: OffsetCommitRequest, out: bytearray) -> None:
    """Encode OffsetCommitRequest, version 0."""
    if obj.group_instance_id is not None:
        raise rt.Malformed
    b_group_id = obj.group_id.encode()
    out += _S_h.pack(len(b_group_id))
    out += b_group_id
    a_topics = obj.topics
    out += _S_i.pack(len(a_topics))
    for e_topics in a_topics:
        b_topics__name = e_topics.name.encode()
        out += _S_h.pack(len(b_topics__name))
        out += b_topics__name
        a_topics__partitions = e_topics.partitions
        out += _S_i.pack(len(a_topics__partitions))
        for e_topics__partitions in a_topics__partitions:
            if e_topics__partitions.commit_timestamp != -1:
                raise rt.Malformed
            s_topics__partitions__committed_metadata = e_topics__partitions.committed_metadata
            b_topics__partitions__committed_metadata = (
                None
                if s_topics__partitions__committed_metadata is None
                else s_topics__partitions__committed_metadata.encode()
            )
            out += _S_iqh.pack(
                e_topics__partitions.partition_index,
                e_topics__partitions.committed_offset,
                -1
                if b_topics__partitions__committed_metadata is None
                else len(b_topics__partitions__committed_metadata),
            )
            if b_topics__partitions__committed_metadata is not None:
                out += b_topics__partitions__committed_metadata
            if e_topics__partitions.unknown_tagged_fields:
                raise rt.Malformed
        if e_topics.unknown_tagged_fields:
            raise rt.Malformed
    if obj.unknown_tagged_fields:
        raise rt.Malformed


def _encode_OffsetCommitRequest_v1(obj: OffsetCommitRequest, out: bytearray) -> None:
    """Encode OffsetCommitRequest, version 1."""
    if obj.group_instance_id is not None:
        raise rt.Malformed
    b_group_id = obj.group_id.encode()
    out += _S_h.pack(len(b_group_id))
    out += b_group_id
    b_member_id = obj.member_id.encode()
    out += _S_ih.pack(obj.generation_id_or_member_epoch, len(b_member_id))
    out += b_member_id
    a_topics = obj.topics
    out += _S_i.pack(len(a_topics))
    for e_topics in a_topics:
        b_topics__name = e_topics.name.encode()
        out += _S_h.pack(len(b_topics__name))
        out += b_topics__name
        a_topics__partitions = e_topics.partitions
        out += _S_i.pack(len(a_topics__partitions))
        for e_topics__partitions in a_topics__partitions:
            s_topics__partitions__committed_metadata = e_topics__partitions.committed_metadata
            b_topics__partitions__committed_metadata = (
                None
                if s_topics__partitions__committed_metadata is None
                else s_topics__partitions__committed_metadata.encode()
            )
            out += _S_iqqh.pack(
                e_topics__partitions.partition_index,
                e_topics__partitions.committed_offset,
                e_topics__partitions.commit_timestamp,
                -1
                if b_topics__partitions__committed_metadata is None
                else len(b_topics__partitions__committed_metadata),
            )
            if b_topics__partitions__committed_metadata is not None:
                out += b_topics__partitions__committed_metadata
            if e_topics__partitions.unknown_tagged_fields:
                raise rt.Malformed
        if e_topics.unknown_tagged_fields:
            raise rt.Malformed
    if obj.unknown_tagged_fields:
        raise rt.Malformed


def _encode_OffsetCommitRequest_v2(obj: OffsetCommitRequest, out: bytearray) -> None:
    """Encode OffsetCommitRequest, versions 2, 3, 4."""
    if obj.group_instance_id is not None:
        raise rt.Malformed
    b_group_id = obj.group_id.encode()
    out += _S_h.pack(len(b_group_id))
    out += b_group_id
    b_member_id = obj.member_id.encode()
    out += _S_ih.pack(obj.generation_id_or_member_epoch, len(b_member_id))
    out += b_member_id
    a_topics = obj.topics
    out += _S_qi.pack(obj.retention_time_ms, len(a_topics))
    for e_topics in a_topics:
        b_topics__name = e_topics.name.encode()
        out += _S_h.pack(len(b_topics__name))
        out += b_topics__name
        a_topics__partitions = e_topics.partitions
        out += _S_i.pack(len(a_topics__partitions))
        for e_topics__partitions in a_topics__partitions:
            if e_topics__partitions.commit_timestamp != -1:
                raise rt.Malformed
            s_topics__partitions__committed_metadata = e_topics__partitions.committed_metadata
            b_topics__partitions__committed_metadata = (
                None
                if s_topics__partitions__committed_metadata is None
                else s_topics__partitions__committed_metadata.encode()
            )
            out += _S_iqh.pack(
                e_topics__partitions.partition_index,
                e_topics__partitions.committed_offset,
                -1
                if b_topics__partitions__committed_metadata is None
                else len(b_topics__partitions__committed_metadata),
            )
            if b_topics__partitions__committed_metadata is not None:
                out += b_topics__partitions__committed_metadata
            if e_topics__partitions.unknown_tagged_fields:
                raise rt.Malformed
        if e_topics.unknown_tagged_fields:
            raise rt.Malformed
    if obj.unknown_tagged_fields:
        raise rt.Malformed


def _encode_OffsetCommitRequest_v5(obj: OffsetCommitRequest, out: bytearray) -> None:
    """Encode OffsetCommitRequest, version 5."""
    if obj.group_instance_id is not None:
        raise rt.Malformed
    b_group_id = obj.group_id.encode()
    out += _S_h.pack(len(b_group_id))
    out += b_group_id
    b_member_id = obj.member_id.encode()
    out += _S_ih.pack(obj.generation_id_or_member_epoch, len(b_member_id))
    out += b_member_id
    a_topics = obj.topics
    out += _S_i.pack(len(a_topics))
    for e_topics in a_topics:
        b_topics__name = e_topics.name.encode()
        out += _S_h.pack(len(b_topics__name))
        out += b_topics__name
        a_topics__partitions = e_topics.partitions
        out += _S_i.pack(len(a_topics__partitions))
        for e_topics__partitions in a_topics__partitions:
            if e_topics__partitions.commit_timestamp != -1:
                raise rt.Malformed
            s_topics__partitions__committed_metadata = e_topics__partitions.committed_metadata
            b_topics__partitions__committed_metadata = (
                None
                if s_topics__partitions__committed_metadata is None
                else s_topics__partitions__committed_metadata.encode()
            )
            out += _S_iqh.pack(
                e_topics__partitions.partition_index,
                e_topics__partitions.committed_offset,
                -1
                if b_topics__partitions__committed_metadata is None
                else len(b_topics__partitions__committed_metadata),
            )
            if b_topics__partitions__committed_metadata is not None:
                out += b_topics__partitions__committed_metadata
            if e_topics__partitions.unknown_tagged_fields:
                raise rt.Malformed
        if e_topics.unknown_tagged_fields:
            raise rt.Malformed
    if obj.unknown_tagged_fields:
        raise rt.Malformed


def _encode_OffsetCommitRequest_v6(obj: OffsetCommitRequest, out: bytearray) -> None:
    """Encode OffsetCommitRequest, version 6."""
    if obj.group_instance_id is not None:
        raise rt.Malformed
    b_group_id = obj.group_id.encode()
    out += _S_h.pack(len(b_group_id))
    out += b_group_id
    b_member_id = obj.member_id.encode()
    out += _S_ih.pack(obj.generation_id_or_member_epoch, len(b_member_id))
    out += b_member_id
    a_topics = obj.topics
    out += _S_i.pack(len(a_topics))
    for e_topics in a_topics:
        b_topics__name = e_topics.name.encode()
        out += _S_h.pack(len(b_topics__name))
        out += b_topics__name
        a_topics__partitions = e_topics.partitions
        out += _S_i.pack(len(a_topics__partitions))
        for e_topics__partitions in a_topics__partitions:
            if e_topics__partitions.commit_timestamp != -1:
                raise rt.Malformed
            s_topics__partitions__committed_metadata = e_topics__partitions.committed_metadata
            b_topics__partitions__committed_metadata = (
                None
                if s_topics__partitions__committed_metadata is None
                else s_topics__partitions__committed_metadata.encode()
            )
            out += _S_iqih.pack(
                e_topics__partitions.partition_index,
                e_topics__partitions.committed_offset,
                e_topics__partitions.committed_leader_epoch,
                -1
                if b_topics__partitions__committed_metadata is None
                else len(b_topics__partitions__committed_metadata),
            )
            if b_topics__partitions__committed_metadata is not None:
                out += b_topics__partitions__committed_metadata
            if e_topics__partitions.unknown_tagged_fields:
                raise rt.Malformed
        if e_topics.unknown_tagged_fields:
            raise rt.Malformed
    if obj.unknown_tagged_fields:
        raise rt.Malformed


def _encode_OffsetCommitRequest_v7(obj: OffsetCommitRequest, out: bytearray) -> None:
    """Encode OffsetCommitRequest, version 7."""
    b_group_id = obj.group_id.encode()
    out += _S_h.pack(len(b_group_id))
    out += b_group_id
    b_member_id = obj.member_id.encode()
    out += _S_ih.pack(obj.generation_id_or_member_epoch, len(b_member_id))
    out += b_member_id
    s_group_instance_id = obj.group_instance_id
    b_group_instance_id = None if s_group_instance_id is None else s_group_instance_id.encode()
    out += _S_h.pack(-1 if b_group_instance_id is None else len(b_group_instance_id))
    if b_group_instance_id is not None:
        out += b_group_instance_id
    a_topics = obj.topics
    out += _S_i.pack(len(a_topics))
    for e_topics in a_topics:
        b_topics__name = e_topics.name.encode()
        out += _S_h.pack(len(b_topics__name))
        out += b_topics__name
        a_topics__partitions = e_topics.partitions
        out += _S_i.pack(len(a_topics__partitions))
        for e_topics__partitions in a_topics__partitions:
            if e_topics__partitions.commit_timestamp != -1:
                raise rt.Malformed
            s_topics__partitions__committed_metadata = e_topics__partitions.committed_metadata
            b_topics__partitions__committed_metadata = (
                None
                if s_topics__partitions__committed_metadata is None
                else s_topics__partitions__committed_metadata.encode()
            )
            out += _S_iqih.pack(
                e_topics__partitions.partition_index,
                e_topics__partitions.committed_offset,
                e_topics__partitions.committed_leader_epoch,
                -1
                if b_topics__partitions__committed_metadata is None
                else len(b_topics__partitions__committed_metadata),
            )
            if b_topics__partitions__committed_metadata is not None:
                out += b_topics__partitions__committed_metadata
            if e_topics__partitions.unknown_tagged_fields:
                raise rt.Malformed
        if e_topics.unknown_tagged_fields:
            raise rt.Malformed
    if obj.unknown_tagged_fields:
        raise rt.Malformed


def _encode_OffsetCommitRequest_v8(obj: OffsetCommitRequest, out: bytearray) -> None:
    """Encode OffsetCommitRequest, versions 8, 9."""
    append = out.append
    b_group_id = obj.group_id.encode()
    n = len(b_group_id) + 1
    if n < 128:
        append(n)
    else:
        out += rt.string_length(n)
    out += b_group_id
    out += _S_i.pack(obj.generation_id_or_member_epoch)
    b_member_id = obj.member_id.encode()
    n = len(b_member_id) + 1
    if n < 128:
        append(n)
    else:
        out += rt.string_length(n)
    out += b_member_id
    s_group_instance_id = obj.group_instance_id
    if s_group_instance_id is None:
        append(0)
    else:
        b_group_instance_id = s_group_instance_id.encode()
        n = len(b_group_instance_id) + 1
        if n < 128:
            append(n)
        else:
            out += rt.string_length(n)
        out += b_group_instance_id
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
            if e_topics__partitions.commit_timestamp != -1:
                raise rt.Malformed
            out += _S_iqi.pack(
                e_topics__partitions.partition_index,
                e_topics__partitions.committed_offset,
                e_topics__partitions.committed_leader_epoch,
            )
            s_topics__partitions__committed_metadata = e_topics__partitions.committed_metadata
            if s_topics__partitions__committed_metadata is None:
                append(0)
            else:
                b_topics__partitions__committed_metadata = (
                    s_topics__partitions__committed_metadata.encode()
                )
                n = len(b_topics__partitions__committed_metadata) + 1
                if n < 128:
                    append(n)
                else:
                    out += rt.string_length(n)
                out += b_topics__partitions__committed_metadata
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


def _encode_OffsetCommitRequest_v10(obj: OffsetCommitRequest, out: bytearray) -> None:
    """Encode OffsetCommitRequest, version 10."""
    append = out.append
    b_group_id = obj.group_id.encode()
    n = len(b_group_id) + 1
    if n < 128:
        append(n)
    else:
        out += rt.string_length(n)
    out += b_group_id
    out += _S_i.pack(obj.generation_id_or_member_epoch)
    b_member_id = obj.member_id.encode()
    n = len(b_member_id) + 1
    if n < 128:
        append(n)
    else:
        out += rt.string_length(n)
    out += b_member_id
    s_group_instance_id = obj.group_instance_id
    if s_group_instance_id is None:
        append(0)
    else:
        b_group_instance_id = s_group_instance_id.encode()
        n = len(b_group_instance_id) + 1
        if n < 128:
            append(n)
        else:
            out += rt.string_length(n)
        out += b_group_instance_id
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
            if e_topics__partitions.commit_timestamp != -1:
                raise rt.Malformed
            out += _S_iqi.pack(
                e_topics__partitions.partition_index,
                e_topics__partitions.committed_offset,
                e_topics__partitions.committed_leader_epoch,
            )
            s_topics__partitions__committed_metadata = e_topics__partitions.committed_metadata
            if s_topics__partitions__committed_metadata is None:
                append(0)
            else:
                b_topics__partitions__committed_metadata = (
                    s_topics__partitions__committed_metadata.encode()
                )
                n = len(b_topics__partitions__committed_metadata) + 1
                if n < 128:
                    append(n)
                else:
                    out += rt.string_length(n)
                out += b_topics__partitions__committed_metadata
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


OffsetCommitRequestPartition._SCHEMA = rt.StructInfo(
    "OffsetCommitRequestPartition",
    (
        rt.FieldInfo("partition_index", "partitionIndex", "int32", rt.vr("0+"), default=0),
        rt.FieldInfo("committed_offset", "committedOffset", "int64", rt.vr("0+"), default=0),
        rt.FieldInfo(
            "committed_leader_epoch",
            "committedLeaderEpoch",
            "int32",
            rt.vr("6+"),
            default=-1,
            ignorable=True,
        ),
        rt.FieldInfo("commit_timestamp", "commitTimestamp", "int64", rt.vr("1"), default=-1),
        rt.FieldInfo(
            "committed_metadata",
            "committedMetadata",
            "string",
            rt.vr("0+"),
            nullable=rt.vr("0+"),
            default="",
        ),
    ),
    flexible=rt.vr("8+"),
)
OffsetCommitRequestPartition._DECODERS = {
    0: _decode_OffsetCommitRequestPartition_v0,
    2: _decode_OffsetCommitRequestPartition_v0,
    3: _decode_OffsetCommitRequestPartition_v0,
    4: _decode_OffsetCommitRequestPartition_v0,
    5: _decode_OffsetCommitRequestPartition_v0,
    1: _decode_OffsetCommitRequestPartition_v1,
    6: _decode_OffsetCommitRequestPartition_v6,
    7: _decode_OffsetCommitRequestPartition_v6,
    8: _decode_OffsetCommitRequestPartition_v8,
    9: _decode_OffsetCommitRequestPartition_v8,
    10: _decode_OffsetCommitRequestPartition_v8,
}
OffsetCommitRequestPartition._ENCODERS = {
    0: _encode_OffsetCommitRequestPartition_v0,
    2: _encode_OffsetCommitRequestPartition_v0,
    3: _encode_OffsetCommitRequestPartition_v0,
    4: _encode_OffsetCommitRequestPartition_v0,
    5: _encode_OffsetCommitRequestPartition_v0,
    1: _encode_OffsetCommitRequestPartition_v1,
    6: _encode_OffsetCommitRequestPartition_v6,
    7: _encode_OffsetCommitRequestPartition_v6,
    8: _encode_OffsetCommitRequestPartition_v8,
    9: _encode_OffsetCommitRequestPartition_v8,
    10: _encode_OffsetCommitRequestPartition_v8,
}

OffsetCommitRequestTopic._SCHEMA = rt.StructInfo(
    "OffsetCommitRequestTopic",
    (
        rt.FieldInfo("name", "name", "string", rt.vr("0-9"), default="", ignorable=True),
        rt.FieldInfo(
            "topic_id", "topicId", "uuid", rt.vr("10+"), default=rt.ZERO_UUID, ignorable=True
        ),
        rt.FieldInfo(
            "partitions",
            "partitions",
            "struct",
            rt.vr("0+"),
            is_array=True,
            struct=lambda: OffsetCommitRequestPartition,
            default=(),
        ),
    ),
    flexible=rt.vr("8+"),
)
OffsetCommitRequestTopic._DECODERS = {
    0: _decode_OffsetCommitRequestTopic_v0,
    2: _decode_OffsetCommitRequestTopic_v0,
    3: _decode_OffsetCommitRequestTopic_v0,
    4: _decode_OffsetCommitRequestTopic_v0,
    5: _decode_OffsetCommitRequestTopic_v0,
    1: _decode_OffsetCommitRequestTopic_v1,
    6: _decode_OffsetCommitRequestTopic_v6,
    7: _decode_OffsetCommitRequestTopic_v6,
    8: _decode_OffsetCommitRequestTopic_v8,
    9: _decode_OffsetCommitRequestTopic_v8,
    10: _decode_OffsetCommitRequestTopic_v10,
}
OffsetCommitRequestTopic._ENCODERS = {
    0: _encode_OffsetCommitRequestTopic_v0,
    2: _encode_OffsetCommitRequestTopic_v0,
    3: _encode_OffsetCommitRequestTopic_v0,
    4: _encode_OffsetCommitRequestTopic_v0,
    5: _encode_OffsetCommitRequestTopic_v0,
    1: _encode_OffsetCommitRequestTopic_v1,
    6: _encode_OffsetCommitRequestTopic_v6,
    7: _encode_OffsetCommitRequestTopic_v6,
    8: _encode_OffsetCommitRequestTopic_v8,
    9: _encode_OffsetCommitRequestTopic_v8,
    10: _encode_OffsetCommitRequestTopic_v10,
}

OffsetCommitRequest._SCHEMA = rt.StructInfo(
    "OffsetCommitRequest",
    (
        rt.FieldInfo("group_id", "groupId", "string", rt.vr("0+"), default=""),
        rt.FieldInfo(
            "generation_id_or_member_epoch",
            "generationIdOrMemberEpoch",
            "int32",
            rt.vr("1+"),
            default=-1,
            ignorable=True,
        ),
        rt.FieldInfo("member_id", "memberId", "string", rt.vr("1+"), default="", ignorable=True),
        rt.FieldInfo(
            "group_instance_id", "groupInstanceId", "string", rt.vr("7+"), nullable=rt.vr("7+")
        ),
        rt.FieldInfo(
            "retention_time_ms",
            "retentionTimeMs",
            "int64",
            rt.vr("2-4"),
            default=-1,
            ignorable=True,
        ),
        rt.FieldInfo(
            "topics",
            "topics",
            "struct",
            rt.vr("0+"),
            is_array=True,
            struct=lambda: OffsetCommitRequestTopic,
            default=(),
        ),
    ),
    flexible=rt.vr("8+"),
)
OffsetCommitRequest._DECODERS = {
    0: _decode_OffsetCommitRequest_v0,
    1: _decode_OffsetCommitRequest_v1,
    2: _decode_OffsetCommitRequest_v2,
    3: _decode_OffsetCommitRequest_v2,
    4: _decode_OffsetCommitRequest_v2,
    5: _decode_OffsetCommitRequest_v5,
    6: _decode_OffsetCommitRequest_v6,
    7: _decode_OffsetCommitRequest_v7,
    8: _decode_OffsetCommitRequest_v8,
    9: _decode_OffsetCommitRequest_v8,
    10: _decode_OffsetCommitRequest_v10,
}
OffsetCommitRequest._ENCODERS = {
    0: _encode_OffsetCommitRequest_v0,
    1: _encode_OffsetCommitRequest_v1,
    2: _encode_OffsetCommitRequest_v2,
    3: _encode_OffsetCommitRequest_v2,
    4: _encode_OffsetCommitRequest_v2,
    5: _encode_OffsetCommitRequest_v5,
    6: _encode_OffsetCommitRequest_v6,
    7: _encode_OffsetCommitRequest_v7,
    8: _encode_OffsetCommitRequest_v8,
    9: _encode_OffsetCommitRequest_v8,
    10: _encode_OffsetCommitRequest_v10,
}
