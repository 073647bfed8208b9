"""ListOffsetsRequest: generated from ListOffsetsRequest.json; edit the schema, not this file."""

from __future__ import annotations

import struct
from typing import ClassVar

import attrs

from kgroup_proto import runtime as rt

_new = object.__new__
_S_h = struct.Struct(">h")
_S_i = struct.Struct(">i")
_S_iB = struct.Struct(">iB")
_S_ib = struct.Struct(">ib")
_S_ibB = struct.Struct(">ibB")
_S_ibi = struct.Struct(">ibi")
_S_ii = struct.Struct(">ii")
_S_iiq = struct.Struct(">iiq")
_S_iiqB = struct.Struct(">iiqB")
_S_iq = struct.Struct(">iq")
_S_iqi = struct.Struct(">iqi")


@attrs.define(weakref_slot=False)
class ListOffsetsPartition(rt.Struct):
    """Partitions to look up.

    Versions 0-11; flexible 6+.

    Attributes:
        partition_index: Index of the partition. (versions 0+)
        current_leader_epoch: Leader epoch the client knows; -1 to skip the check. (versions
            4+)
        timestamp: Timestamp to find the first offset at or after, or a special value: -1
            latest, -2 earliest, -3 largest timestamp, -4 earliest local, -5 latest tiered,
            -6 earliest pending upload. (versions 0+)
        max_num_offsets: How many offsets to return at most (v0 only). (versions 0)
    """

    VALID_VERSIONS: ClassVar[range] = range(0, 12)
    FLEXIBLE_VERSIONS: ClassVar[range | None] = range(6, rt.VERSION_LIMIT)

    partition_index: int = 0
    current_leader_epoch: int = -1
    timestamp: int = 0
    max_num_offsets: int = 1
    unknown_tagged_fields: rt.Tags = ()


@attrs.define(weakref_slot=False)
class ListOffsetsTopic(rt.Struct):
    """Topics to look up.

    Versions 0-11; flexible 6+.

    Attributes:
        name: Name of the topic. (versions 0+)
        partitions: Partitions to look up. (versions 0+)
    """

    VALID_VERSIONS: ClassVar[range] = range(0, 12)
    FLEXIBLE_VERSIONS: ClassVar[range | None] = range(6, rt.VERSION_LIMIT)

    name: str = ""
    partitions: list[ListOffsetsPartition] = attrs.field(factory=list)
    unknown_tagged_fields: rt.Tags = ()


@attrs.define(weakref_slot=False)
class ListOffsetsRequest(rt.Struct):
    """The ListOffsetsRequest request.

    API key 2, versions 0-11; flexible 6+.

    Attributes:
        replica_id: Node ID of the asking broker; -1 for a client. (versions 0+)
        isolation_level: 0 sees uncommitted records; 1 sees only records up to the last
            stable offset. (versions 2+)
        topics: Topics to look up. (versions 0+)
        timeout_ms: How long in ms the broker may wait for remote storage. (versions 10+)
    """

    API_KEY: ClassVar[int | None] = 2
    MESSAGE_TYPE: ClassVar[str] = "request"
    VALID_VERSIONS: ClassVar[range] = range(0, 12)
    FLEXIBLE_VERSIONS: ClassVar[range | None] = range(6, rt.VERSION_LIMIT)

    replica_id: int = 0
    isolation_level: int = 0
    topics: list[ListOffsetsTopic] = attrs.field(factory=list)
    timeout_ms: int = 0
    unknown_tagged_fields: rt.Tags = ()


def _decode_ListOffsetsPartition_v0(data: bytes, pos: int) -> tuple[ListOffsetsPartition, int]:
    """Decode ListOffsetsPartition, version 0."""
    partition_index, timestamp, max_num_offsets = _S_iqi.unpack_from(data, pos)
    pos += 16
    obj = _new(ListOffsetsPartition)
    obj.partition_index = partition_index
    obj.current_leader_epoch = -1
    obj.timestamp = timestamp
    obj.max_num_offsets = max_num_offsets
    obj.unknown_tagged_fields = ()
    return obj, pos


def _decode_ListOffsetsPartition_v1(data: bytes, pos: int) -> tuple[ListOffsetsPartition, int]:
    """Decode ListOffsetsPartition, versions 1, 2, 3."""
    partition_index, timestamp = _S_iq.unpack_from(data, pos)
    pos += 12
    obj = _new(ListOffsetsPartition)
    obj.partition_index = partition_index
    obj.current_leader_epoch = -1
    obj.timestamp = timestamp
    obj.max_num_offsets = 1
    obj.unknown_tagged_fields = ()
    return obj, pos


def _decode_ListOffsetsPartition_v4(data: bytes, pos: int) -> tuple[ListOffsetsPartition, int]:
    """Decode ListOffsetsPartition, versions 4, 5."""
    partition_index, current_leader_epoch, timestamp = _S_iiq.unpack_from(data, pos)
    pos += 16
    obj = _new(ListOffsetsPartition)
    obj.partition_index = partition_index
    obj.current_leader_epoch = current_leader_epoch
    obj.timestamp = timestamp
    obj.max_num_offsets = 1
    obj.unknown_tagged_fields = ()
    return obj, pos


def _decode_ListOffsetsPartition_v6(data: bytes, pos: int) -> tuple[ListOffsetsPartition, int]:
    """Decode ListOffsetsPartition, versions 6, 7, 8, 9, 10, 11."""
    partition_index, current_leader_epoch, timestamp, tag_count = _S_iiqB.unpack_from(data, pos)
    pos += 17
    unknown: rt.Tags = ()
    if tag_count:
        unknown, pos = rt.read_unknown_tags(data, pos - 1)
    obj = _new(ListOffsetsPartition)
    obj.partition_index = partition_index
    obj.current_leader_epoch = current_leader_epoch
    obj.timestamp = timestamp
    obj.max_num_offsets = 1
    obj.unknown_tagged_fields = unknown
    return obj, pos


def _encode_ListOffsetsPartition_v0(obj: ListOffsetsPartition, out: bytearray) -> None:
    """Encode ListOffsetsPartition, version 0."""
    out += _S_iqi.pack(obj.partition_index, obj.timestamp, obj.max_num_offsets)
    if obj.unknown_tagged_fields:
        raise rt.Malformed


def _encode_ListOffsetsPartition_v1(obj: ListOffsetsPartition, out: bytearray) -> None:
    """Encode ListOffsetsPartition, versions 1, 2, 3."""
    if obj.max_num_offsets != 1:
        raise rt.Malformed
    out += _S_iq.pack(obj.partition_index, obj.timestamp)
    if obj.unknown_tagged_fields:
        raise rt.Malformed


def _encode_ListOffsetsPartition_v4(obj: ListOffsetsPartition, out: bytearray) -> None:
    """Encode ListOffsetsPartition, versions 4, 5."""
    if obj.max_num_offsets != 1:
        raise rt.Malformed
    out += _S_iiq.pack(obj.partition_index, obj.current_leader_epoch, obj.timestamp)
    if obj.unknown_tagged_fields:
        raise rt.Malformed


def _encode_ListOffsetsPartition_v6(obj: ListOffsetsPartition, out: bytearray) -> None:
    """Encode ListOffsetsPartition, versions 6, 7, 8, 9, 10, 11."""
    if obj.max_num_offsets != 1:
        raise rt.Malformed
    out += _S_iiq.pack(obj.partition_index, obj.current_leader_epoch, obj.timestamp)
    if obj.unknown_tagged_fields:
        rt.write_tags(out, (), obj.unknown_tagged_fields)
    else:
        out.append(0)


def _decode_ListOffsetsTopic_v0(data: bytes, pos: int) -> tuple[ListOffsetsTopic, int]:
    """Decode ListOffsetsTopic, version 0."""
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
    items_partitions: list[ListOffsetsPartition] = []
    for _ in range(n_partitions):
        partitions__partition_index, partitions__timestamp, partitions__max_num_offsets = (
            _S_iqi.unpack_from(data, pos)
        )
        pos += 16
        e_partitions = _new(ListOffsetsPartition)
        e_partitions.partition_index = partitions__partition_index
        e_partitions.current_leader_epoch = -1
        e_partitions.timestamp = partitions__timestamp
        e_partitions.max_num_offsets = partitions__max_num_offsets
        e_partitions.unknown_tagged_fields = ()
        items_partitions.append(e_partitions)
    partitions = items_partitions
    obj = _new(ListOffsetsTopic)
    obj.name = name
    obj.partitions = partitions
    obj.unknown_tagged_fields = ()
    return obj, pos


def _decode_ListOffsetsTopic_v1(data: bytes, pos: int) -> tuple[ListOffsetsTopic, int]:
    """Decode ListOffsetsTopic, versions 1, 2, 3."""
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
    items_partitions: list[ListOffsetsPartition] = []
    for _ in range(n_partitions):
        partitions__partition_index, partitions__timestamp = _S_iq.unpack_from(data, pos)
        pos += 12
        e_partitions = _new(ListOffsetsPartition)
        e_partitions.partition_index = partitions__partition_index
        e_partitions.current_leader_epoch = -1
        e_partitions.timestamp = partitions__timestamp
        e_partitions.max_num_offsets = 1
        e_partitions.unknown_tagged_fields = ()
        items_partitions.append(e_partitions)
    partitions = items_partitions
    obj = _new(ListOffsetsTopic)
    obj.name = name
    obj.partitions = partitions
    obj.unknown_tagged_fields = ()
    return obj, pos


def _decode_ListOffsetsTopic_v4(data: bytes, pos: int) -> tuple[ListOffsetsTopic, int]:
    """Decode ListOffsetsTopic, versions 4, 5."""
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
    items_partitions: list[ListOffsetsPartition] = []
    for _ in range(n_partitions):
        partitions__partition_index, partitions__current_leader_epoch, partitions__timestamp = (
            _S_iiq.unpack_from(data, pos)
        )
        pos += 16
        e_partitions = _new(ListOffsetsPartition)
        e_partitions.partition_index = partitions__partition_index
        e_partitions.current_leader_epoch = partitions__current_leader_epoch
        e_partitions.timestamp = partitions__timestamp
        e_partitions.max_num_offsets = 1
        e_partitions.unknown_tagged_fields = ()
        items_partitions.append(e_partitions)
    partitions = items_partitions
    obj = _new(ListOffsetsTopic)
    obj.name = name
    obj.partitions = partitions
    obj.unknown_tagged_fields = ()
    return obj, pos


def _decode_ListOffsetsTopic_v6(data: bytes, pos: int) -> tuple[ListOffsetsTopic, int]:
    """Decode ListOffsetsTopic, versions 6, 7, 8, 9, 10, 11."""
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
    items_partitions: list[ListOffsetsPartition] = []
    for _ in range(n_partitions):
        (
            partitions__partition_index,
            partitions__current_leader_epoch,
            partitions__timestamp,
            partitions__tag_count,
        ) = _S_iiqB.unpack_from(data, pos)
        pos += 17
        partitions__unknown: rt.Tags = ()
        if partitions__tag_count:
            partitions__unknown, pos = rt.read_unknown_tags(data, pos - 1)
        e_partitions = _new(ListOffsetsPartition)
        e_partitions.partition_index = partitions__partition_index
        e_partitions.current_leader_epoch = partitions__current_leader_epoch
        e_partitions.timestamp = partitions__timestamp
        e_partitions.max_num_offsets = 1
        e_partitions.unknown_tagged_fields = partitions__unknown
        items_partitions.append(e_partitions)
    partitions = items_partitions
    tag_count = data[pos]
    pos += 1
    unknown: rt.Tags = ()
    if tag_count:
        unknown, pos = rt.read_unknown_tags(data, pos - 1)
    obj = _new(ListOffsetsTopic)
    obj.name = name
    obj.partitions = partitions
    obj.unknown_tagged_fields = unknown
    return obj, pos


def _encode_ListOffsetsTopic_v0(obj: ListOffsetsTopic, out: bytearray) -> None:
    """Encode ListOffsetsTopic, version 0."""
    b_name = obj.name.encode()
    out += _S_h.pack(len(b_name))
    out += b_name
    a_partitions = obj.partitions
    out += _S_i.pack(len(a_partitions))
    for e_partitions in a_partitions:
        out += _S_iqi.pack(
            e_partitions.partition_index, e_partitions.timestamp, e_partitions.max_num_offsets
        )
        if e_partitions.unknown_tagged_fields:
            raise rt.Malformed
    if obj.unknown_tagged_fields:
        raise rt.Malformed


def _encode_ListOffsetsTopic_v1(obj: ListOffsetsTopic, out: bytearray) -> None:
    """Encode ListOffsetsTopic, versions 1, 2, 3."""
    b_name = obj.name.encode()
    out += _S_h.pack(len(b_name))
    out += b_name
    a_partitions = obj.partitions
    out += _S_i.pack(len(a_partitions))
    for e_partitions in a_partitions:
        if e_partitions.max_num_offsets != 1:
            raise rt.Malformed
        out += _S_iq.pack(e_partitions.partition_index, e_partitions.timestamp)
        if e_partitions.unknown_tagged_fields:
            raise rt.Malformed
    if obj.unknown_tagged_fields:
        raise rt.Malformed


def _encode_ListOffsetsTopic_v4(obj: ListOffsetsTopic, out: bytearray) -> None:
    """Encode ListOffsetsTopic, versions 4, 5."""
    b_name = obj.name.encode()
    out += _S_h.pack(len(b_name))
    out += b_name
    a_partitions = obj.partitions
    out += _S_i.pack(len(a_partitions))
    for e_partitions in a_partitions:
        if e_partitions.max_num_offsets != 1:
            raise rt.Malformed
        out += _S_iiq.pack(
            e_partitions.partition_index, e_partitions.current_leader_epoch, e_partitions.timestamp
        )
        if e_partitions.unknown_tagged_fields:
            raise rt.Malformed
    if obj.unknown_tagged_fields:
        raise rt.Malformed


def _encode_ListOffsetsTopic_v6(obj: ListOffsetsTopic, out: bytearray) -> None:
    """Encode ListOffsetsTopic, versions 6, 7, 8, 9, 10, 11."""
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
        if e_partitions.max_num_offsets != 1:
            raise rt.Malformed
        out += _S_iiq.pack(
            e_partitions.partition_index, e_partitions.current_leader_epoch, e_partitions.timestamp
        )
        if e_partitions.unknown_tagged_fields:
            rt.write_tags(out, (), e_partitions.unknown_tagged_fields)
        else:
            append(0)
    if obj.unknown_tagged_fields:
        rt.write_tags(out, (), obj.unknown_tagged_fields)
    else:
        append(0)


def _decode_ListOffsetsRequest_v0(data: bytes, pos: int) -> tuple[ListOffsetsRequest, int]:
    """Decode ListOffsetsRequest, version 0."""
    data_end = len(data)
    replica_id, n_topics = _S_ii.unpack_from(data, pos)
    pos += 8
    if n_topics < 0:
        raise rt.Malformed
    if n_topics > data_end - pos:
        raise rt.Malformed
    items_topics: list[ListOffsetsTopic] = []
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
        items_topics__partitions: list[ListOffsetsPartition] = []
        for _ in range(n_topics__partitions):
            e_topics__partitions, pos = _decode_ListOffsetsPartition_v0(data, pos)
            items_topics__partitions.append(e_topics__partitions)
        topics__partitions = items_topics__partitions
        e_topics = _new(ListOffsetsTopic)
        e_topics.name = topics__name
        e_topics.partitions = topics__partitions
        e_topics.unknown_tagged_fields = ()
        items_topics.append(e_topics)
    topics = items_topics
    obj = _new(ListOffsetsRequest)
    obj.replica_id = replica_id
    obj.isolation_level = 0
    obj.topics = topics
    obj.timeout_ms = 0
    obj.unknown_tagged_fields = ()
    return obj, pos


def _decode_ListOffsetsRequest_v1(data: bytes, pos: int) -> tuple[ListOffsetsRequest, int]:
    """Decode ListOffsetsRequest, version 1."""
    data_end = len(data)
    replica_id, n_topics = _S_ii.unpack_from(data, pos)
    pos += 8
    if n_topics < 0:
        raise rt.Malformed
    if n_topics > data_end - pos:
        raise rt.Malformed
    items_topics: list[ListOffsetsTopic] = []
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
        items_topics__partitions: list[ListOffsetsPartition] = []
        for _ in range(n_topics__partitions):
            e_topics__partitions, pos = _decode_ListOffsetsPartition_v1(data, pos)
            items_topics__partitions.append(e_topics__partitions)
        topics__partitions = items_topics__partitions
        e_topics = _new(ListOffsetsTopic)
        e_topics.name = topics__name
        e_topics.partitions = topics__partitions
        e_topics.unknown_tagged_fields = ()
        items_topics.append(e_topics)
    topics = items_topics
    obj = _new(ListOffsetsRequest)
    obj.replica_id = replica_id
    obj.isolation_level = 0
    obj.topics = topics
    obj.timeout_ms = 0
    obj.unknown_tagged_fields = ()
    return obj, pos


def _decode_ListOffsetsRequest_v2(data: bytes, pos: int) -> tuple[ListOffsetsRequest, int]:
    """Decode ListOffsetsRequest, versions 2, 3."""
    data_end = len(data)
    replica_id, isolation_level, n_topics = _S_ibi.unpack_from(data, pos)
    pos += 9
    if n_topics < 0:
        raise rt.Malformed
    if n_topics > data_end - pos:
        raise rt.Malformed
    items_topics: list[ListOffsetsTopic] = []
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
        items_topics__partitions: list[ListOffsetsPartition] = []
        for _ in range(n_topics__partitions):
            e_topics__partitions, pos = _decode_ListOffsetsPartition_v1(data, pos)
            items_topics__partitions.append(e_topics__partitions)
        topics__partitions = items_topics__partitions
        e_topics = _new(ListOffsetsTopic)
        e_topics.name = topics__name
        e_topics.partitions = topics__partitions
        e_topics.unknown_tagged_fields = ()
        items_topics.append(e_topics)
    topics = items_topics
    obj = _new(ListOffsetsRequest)
    obj.replica_id = replica_id
    obj.isolation_level = isolation_level
    obj.topics = topics
    obj.timeout_ms = 0
    obj.unknown_tagged_fields = ()
    return obj, pos


def _decode_ListOffsetsRequest_v4(data: bytes, pos: int) -> tuple[ListOffsetsRequest, int]:
    """Decode ListOffsetsRequest, versions 4, 5."""
    data_end = len(data)
    replica_id, isolation_level, n_topics = _S_ibi.unpack_from(data, pos)
    pos += 9
    if n_topics < 0:
        raise rt.Malformed
    if n_topics > data_end - pos:
        raise rt.Malformed
    items_topics: list[ListOffsetsTopic] = []
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
        items_topics__partitions: list[ListOffsetsPartition] = []
        for _ in range(n_topics__partitions):
            e_topics__partitions, pos = _decode_ListOffsetsPartition_v4(data, pos)
            items_topics__partitions.append(e_topics__partitions)
        topics__partitions = items_topics__partitions
        e_topics = _new(ListOffsetsTopic)
        e_topics.name = topics__name
        e_topics.partitions = topics__partitions
        e_topics.unknown_tagged_fields = ()
        items_topics.append(e_topics)
    topics = items_topics
    obj = _new(ListOffsetsRequest)
    obj.replica_id = replica_id
    obj.isolation_level = isolation_level
    obj.topics = topics
    obj.timeout_ms = 0
    obj.unknown_tagged_fields = ()
    return obj, pos


def _decode_ListOffsetsRequest_v6(data: bytes, pos: int) -> tuple[ListOffsetsRequest, int]:
    """Decode ListOffsetsRequest, versions 6, 7, 8, 9."""
    data_end = len(data)
    replica_id, isolation_level, n_topics = _S_ibB.unpack_from(data, pos)
    pos += 6
    if n_topics > 127:
        n_topics, pos = rt.read_uvarint(data, pos - 1)
    n_topics -= 1
    if n_topics < 0:
        raise rt.Malformed
    if n_topics > data_end - pos:
        raise rt.Malformed
    items_topics: list[ListOffsetsTopic] = []
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
        items_topics__partitions: list[ListOffsetsPartition] = []
        for _ in range(n_topics__partitions):
            e_topics__partitions, pos = _decode_ListOffsetsPartition_v6(data, pos)
            items_topics__partitions.append(e_topics__partitions)
        topics__partitions = items_topics__partitions
        topics__tag_count = data[pos]
        pos += 1
        topics__unknown: rt.Tags = ()
        if topics__tag_count:
            topics__unknown, pos = rt.read_unknown_tags(data, pos - 1)
        e_topics = _new(ListOffsetsTopic)
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
    obj = _new(ListOffsetsRequest)
    obj.replica_id = replica_id
    obj.isolation_level = isolation_level
    obj.topics = topics
    obj.timeout_ms = 0
    obj.unknown_tagged_fields = unknown
    return obj, pos


def _decode_ListOffsetsRequest_v10(data: bytes, pos: int) -> tuple[ListOffsetsRequest, int]:
    """Decode ListOffsetsRequest, versions 10, 11."""
    data_end = len(data)
    replica_id, isolation_level, n_topics = _S_ibB.unpack_from(data, pos)
    pos += 6
    if n_topics > 127:
        n_topics, pos = rt.read_uvarint(data, pos - 1)
    n_topics -= 1
    if n_topics < 0:
        raise rt.Malformed
    if n_topics > data_end - pos:
        raise rt.Malformed
    items_topics: list[ListOffsetsTopic] = []
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
        items_topics__partitions: list[ListOffsetsPartition] = []
        for _ in range(n_topics__partitions):
            e_topics__partitions, pos = _decode_ListOffsetsPartition_v6(data, pos)
            items_topics__partitions.append(e_topics__partitions)
        topics__partitions = items_topics__partitions
        topics__tag_count = data[pos]
        pos += 1
        topics__unknown: rt.Tags = ()
        if topics__tag_count:
            topics__unknown, pos = rt.read_unknown_tags(data, pos - 1)
        e_topics = _new(ListOffsetsTopic)
        e_topics.name = topics__name
        e_topics.partitions = topics__partitions
        e_topics.unknown_tagged_fields = topics__unknown
        items_topics.append(e_topics)
    topics = items_topics
    timeout_ms, tag_count = _S_iB.unpack_from(data, pos)
    pos += 5
    unknown: rt.Tags = ()
    if tag_count:
        unknown, pos = rt.read_unknown_tags(data, pos - 1)
    obj = _new(ListOffsetsRequest)
    obj.replica_id = replica_id
    obj.isolation_level = isolation_level
    obj.topics = topics
    obj.timeout_ms = timeout_ms
    obj.unknown_tagged_fields = unknown
    return obj, pos


def _encode_ListOffsetsRequest_v0(obj: ListOffsetsRequest, out: bytearray) -> None:
    """Encode ListOffsetsRequest, version 0."""
    if obj.isolation_level != 0:
        raise rt.Malformed
    a_topics = obj.topics
    out += _S_ii.pack(obj.replica_id, len(a_topics))
    for e_topics in a_topics:
        b_topics__name = e_topics.name.encode()
        out += _S_h.pack(len(b_topics__name))
        out += b_topics__name
        a_topics__partitions = e_topics.partitions
        out += _S_i.pack(len(a_topics__partitions))
        for e_topics__partitions in a_topics__partitions:
            out += _S_iqi.pack(
                e_topics__partitions.partition_index,
                e_topics__partitions.timestamp,
                e_topics__partitions.max_num_offsets,
            )
            if e_topics__partitions.unknown_tagged_fields:
                raise rt.Malformed
        if e_topics.unknown_tagged_fields:
            raise rt.Malformed
    if obj.unknown_tagged_fields:
        raise rt.Malformed


def _encode_ListOffsetsRequest_v1(obj: ListOffsetsRequest, out: bytearray) -> None:
    """Encode ListOffsetsRequest, version 1."""
    if obj.isolation_level != 0:
        raise rt.Malformed
    a_topics = obj.topics
    out += _S_ii.pack(obj.replica_id, len(a_topics))
    for e_topics in a_topics:
        b_topics__name = e_topics.name.encode()
        out += _S_h.pack(len(b_topics__name))
        out += b_topics__name
        a_topics__partitions = e_topics.partitions
        out += _S_i.pack(len(a_topics__partitions))
        for e_topics__partitions in a_topics__partitions:
            if e_topics__partitions.max_num_offsets != 1:
                raise rt.Malformed
            out += _S_iq.pack(e_topics__partitions.partition_index, e_topics__partitions.timestamp)
            if e_topics__partitions.unknown_tagged_fields:
                raise rt.Malformed
        if e_topics.unknown_tagged_fields:
            raise rt.Malformed
    if obj.unknown_tagged_fields:
        raise rt.Malformed


def _encode_ListOffsetsRequest_v2(obj: ListOffsetsRequest, out: bytearray) -> None:
    """Encode ListOffsetsRequest, versions 2, 3."""
    a_topics = obj.topics
    out += _S_ibi.pack(obj.replica_id, obj.isolation_level, len(a_topics))
    for e_topics in a_topics:
        b_topics__name = e_topics.name.encode()
        out += _S_h.pack(len(b_topics__name))
        out += b_topics__name
        a_topics__partitions = e_topics.partitions
        out += _S_i.pack(len(a_topics__partitions))
        for e_topics__partitions in a_topics__partitions:
            if e_topics__partitions.max_num_offsets != 1:
                raise rt.Malformed
            out += _S_iq.pack(e_topics__partitions.partition_index, e_topics__partitions.timestamp)
            if e_topics__partitions.unknown_tagged_fields:
                raise rt.Malformed
        if e_topics.unknown_tagged_fields:
            raise rt.Malformed
    if obj.unknown_tagged_fields:
        raise rt.Malformed


def _encode_ListOffsetsRequest_v4(obj: ListOffsetsRequest, out: bytearray) -> None:
    """Encode ListOffsetsRequest, versions 4, 5."""
    a_topics = obj.topics
    out += _S_ibi.pack(obj.replica_id, obj.isolation_level, len(a_topics))
    for e_topics in a_topics:
        b_topics__name = e_topics.name.encode()
        out += _S_h.pack(len(b_topics__name))
        out += b_topics__name
        a_topics__partitions = e_topics.partitions
        out += _S_i.pack(len(a_topics__partitions))
        for e_topics__partitions in a_topics__partitions:
            if e_topics__partitions.max_num_offsets != 1:
                raise rt.Malformed
            out += _S_iiq.pack(
                e_topics__partitions.partition_index,
                e_topics__partitions.current_leader_epoch,
                e_topics__partitions.timestamp,
            )
            if e_topics__partitions.unknown_tagged_fields:
                raise rt.Malformed
        if e_topics.unknown_tagged_fields:
            raise rt.Malformed
    if obj.unknown_tagged_fields:
        raise rt.Malformed


def _encode_ListOffsetsRequest_v6(obj: ListOffsetsRequest, out: bytearray) -> None:
    """Encode ListOffsetsRequest, versions 6, 7, 8, 9."""
    append = out.append
    out += _S_ib.pack(obj.replica_id, obj.isolation_level)
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
            if e_topics__partitions.max_num_offsets != 1:
                raise rt.Malformed
            out += _S_iiq.pack(
                e_topics__partitions.partition_index,
                e_topics__partitions.current_leader_epoch,
                e_topics__partitions.timestamp,
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


def _encode_ListOffsetsRequest_v10(obj: ListOffsetsRequest, out: bytearray) -> None:
    """Encode ListOffsetsRequest, versions 10, 11."""
    append = out.append
    out += _S_ib.pack(obj.replica_id, obj.isolation_level)
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
            if e_topics__partitions.max_num_offsets != 1:
                raise rt.Malformed
            out += _S_iiq.pack(
                e_topics__partitions.partition_index,
                e_topics__partitions.current_leader_epoch,
                e_topics__partitions.timestamp,
            )
            if e_topics__partitions.unknown_tagged_fields:
                rt.write_tags(out, (), e_topics__partitions.unknown_tagged_fields)
            else:
                append(0)
        if e_topics.unknown_tagged_fields:
            rt.write_tags(out, (), e_topics.unknown_tagged_fields)
        else:
            append(0)
    out += _S_i.pack(obj.timeout_ms)
    if obj.unknown_tagged_fields:
        rt.write_tags(out, (), obj.unknown_tagged_fields)
    else:
        append(0)


ListOffsetsPartition._SCHEMA = rt.StructInfo(
    "ListOffsetsPartition",
    (
        rt.FieldInfo("partition_index", "partitionIndex", "int32", rt.vr("0+"), default=0),
        rt.FieldInfo(
            "current_leader_epoch",
            "currentLeaderEpoch",
            "int32",
            rt.vr("4+"),
            default=-1,
            ignorable=True,
        ),
        rt.FieldInfo("timestamp", "timestamp", "int64", rt.vr("0+"), default=0),
        rt.FieldInfo("max_num_offsets", "maxNumOffsets", "int32", rt.vr("0"), default=1),
    ),
    flexible=rt.vr("6+"),
)
ListOffsetsPartition._DECODERS = {
    0: _decode_ListOffsetsPartition_v0,
    1: _decode_ListOffsetsPartition_v1,
    2: _decode_ListOffsetsPartition_v1,
    3: _decode_ListOffsetsPartition_v1,
    4: _decode_ListOffsetsPartition_v4,
    5: _decode_ListOffsetsPartition_v4,
    6: _decode_ListOffsetsPartition_v6,
    7: _decode_ListOffsetsPartition_v6,
    8: _decode_ListOffsetsPartition_v6,
    9: _decode_ListOffsetsPartition_v6,
    10: _decode_ListOffsetsPartition_v6,
    11: _decode_ListOffsetsPartition_v6,
}
ListOffsetsPartition._ENCODERS = {
    0: _encode_ListOffsetsPartition_v0,
    1: _encode_ListOffsetsPartition_v1,
    2: _encode_ListOffsetsPartition_v1,
    3: _encode_ListOffsetsPartition_v1,
    4: _encode_ListOffsetsPartition_v4,
    5: _encode_ListOffsetsPartition_v4,
    6: _encode_ListOffsetsPartition_v6,
    7: _encode_ListOffsetsPartition_v6,
    8: _encode_ListOffsetsPartition_v6,
    9: _encode_ListOffsetsPartition_v6,
    10: _encode_ListOffsetsPartition_v6,
    11: _encode_ListOffsetsPartition_v6,
}

ListOffsetsTopic._SCHEMA = rt.StructInfo(
    "ListOffsetsTopic",
    (
        rt.FieldInfo("name", "name", "string", rt.vr("0+"), default=""),
        rt.FieldInfo(
            "partitions",
            "partitions",
            "struct",
            rt.vr("0+"),
            is_array=True,
            struct=lambda: ListOffsetsPartition,
            default=(),
        ),
    ),
    flexible=rt.vr("6+"),
)
ListOffsetsTopic._DECODERS = {
    0: _decode_ListOffsetsTopic_v0,
    1: _decode_ListOffsetsTopic_v1,
    2: _decode_ListOffsetsTopic_v1,
    3: _decode_ListOffsetsTopic_v1,
    4: _decode_ListOffsetsTopic_v4,
    5: _decode_ListOffsetsTopic_v4,
    6: _decode_ListOffsetsTopic_v6,
    7: _decode_ListOffsetsTopic_v6,
    8: _decode_ListOffsetsTopic_v6,
    9: _decode_ListOffsetsTopic_v6,
    10: _decode_ListOffsetsTopic_v6,
    11: _decode_ListOffsetsTopic_v6,
}
ListOffsetsTopic._ENCODERS = {
    0: _encode_ListOffsetsTopic_v0,
    1: _encode_ListOffsetsTopic_v1,
    2: _encode_ListOffsetsTopic_v1,
    3: _encode_ListOffsetsTopic_v1,
    4: _encode_ListOffsetsTopic_v4,
    5: _encode_ListOffsetsTopic_v4,
    6: _encode_ListOffsetsTopic_v6,
    7: _encode_ListOffsetsTopic_v6,
    8: _encode_ListOffsetsTopic_v6,
    9: _encode_ListOffsetsTopic_v6,
    10: _encode_ListOffsetsTopic_v6,
    11: _encode_ListOffsetsTopic_v6,
}

ListOffsetsRequest._SCHEMA = rt.StructInfo(
    "ListOffsetsRequest",
    (
        rt.FieldInfo("replica_id", "replicaId", "int32", rt.vr("0+"), default=0),
        rt.FieldInfo("isolation_level", "isolationLevel", "int8", rt.vr("2+"), default=0),
        rt.FieldInfo(
            "topics",
            "topics",
            "struct",
            rt.vr("0+"),
            is_array=True,
            struct=lambda: ListOffsetsTopic,
            default=(),
        ),
        rt.FieldInfo("timeout_ms", "timeoutMs", "int32", rt.vr("10+"), default=0, ignorable=True),
    ),
    flexible=rt.vr("6+"),
)
ListOffsetsRequest._DECODERS = {
    0: _decode_ListOffsetsRequest_v0,
    1: _decode_ListOffsetsRequest_v1,
    2: _decode_ListOffsetsRequest_v2,
    3: _decode_ListOffsetsRequest_v2,
    4: _decode_ListOffsetsRequest_v4,
    5: _decode_ListOffsetsRequest_v4,
    6: _decode_ListOffsetsRequest_v6,
    7: _decode_ListOffsetsRequest_v6,
    8: _decode_ListOffsetsRequest_v6,
    9: _decode_ListOffsetsRequest_v6,
    10: _decode_ListOffsetsRequest_v10,
    11: _decode_ListOffsetsRequest_v10,
}
ListOffsetsRequest._ENCODERS = {
    0: _encode_ListOffsetsRequest_v0,
    1: _encode_ListOffsetsRequest_v1,
    2: _encode_ListOffsetsRequest_v2,
    3: _encode_ListOffsetsRequest_v2,
    4: _encode_ListOffsetsRequest_v4,
    5: _encode_ListOffsetsRequest_v4,
    6: _encode_ListOffsetsRequest_v6,
    7: _encode_ListOffsetsRequest_v6,
    8: _encode_ListOffsetsRequest_v6,
    9: _encode_ListOffsetsRequest_v6,
    10: _encode_ListOffsetsRequest_v10,
    11: _encode_ListOffsetsRequest_v10,
}
