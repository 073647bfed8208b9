"""FetchRequest: generated from FetchRequest.json; edit the schema, not this file."""

from __future__ import annotations

import struct
from typing import ClassVar
from uuid import UUID

import attrs

from kgroup_proto import runtime as rt

_new = object.__new__
_S_h = struct.Struct(">h")
_S_i = struct.Struct(">i")
_S_iiibii = struct.Struct(">iiibii")
_S_iiibiiB = struct.Struct(">iiibiiB")
_S_iiii = struct.Struct(">iiii")
_S_iiiibi = struct.Struct(">iiiibi")
_S_iiiibii = struct.Struct(">iiiibii")
_S_iiiibiiB = struct.Struct(">iiiibiiB")
_S_iiiibiii = struct.Struct(">iiiibiii")
_S_iiiii = struct.Struct(">iiiii")
_S_iiqiqi = struct.Struct(">iiqiqi")
_S_iiqiqiB = struct.Struct(">iiqiqiB")
_S_iiqqi = struct.Struct(">iiqqi")
_S_iq = struct.Struct(">iq")
_S_iqB = struct.Struct(">iqB")
_S_iqi = struct.Struct(">iqi")
_S_iqqi = struct.Struct(">iqqi")
_S_q = struct.Struct(">q")
_S_u = struct.Struct(">16s")


@attrs.define(weakref_slot=False)
class ReplicaState(rt.Struct):
    """Identity of a fetching replica; left at its defaults by consumers.

    Versions 15-18; flexible 12+.

    Attributes:
        replica_id: Node ID of the fetching replica; -1 for a consumer. (versions 15+)
        replica_epoch: Broker epoch of the fetching replica; -1 if not known. (versions 15+)
    """

    VALID_VERSIONS: ClassVar[range] = range(0, 19)
    FLEXIBLE_VERSIONS: ClassVar[range | None] = range(12, rt.VERSION_LIMIT)

    replica_id: int = -1
    replica_epoch: int = -1
    unknown_tagged_fields: rt.Tags = ()


@attrs.define(weakref_slot=False)
class FetchPartition(rt.Struct):
    """Partitions to read from.

    Versions 0-18; flexible 12+.

    Attributes:
        partition: Index of the partition. (versions 0+)
        current_leader_epoch: Leader epoch the fetcher knows, used to detect stale leaders;
            -1 to skip. (versions 9+)
        fetch_offset: Offset to read from. (versions 0+)
        last_fetched_epoch: Epoch of the last record fetched, used to detect log divergence;
            -1 if none. (versions 12+)
        log_start_offset: Log start offset of a fetching follower; -1 for consumers.
            (versions 5+)
        partition_max_bytes: Upper bound on the data returned for this partition. (versions
            0+)
        replica_directory_id: Log directory of the fetching replica. (versions 17+, tag 0)
        high_watermark: High watermark the fetching replica knows; -1 if unknown, INT64_MAX
            if not supported. (versions 18+, tag 1)
    """

    VALID_VERSIONS: ClassVar[range] = range(0, 19)
    FLEXIBLE_VERSIONS: ClassVar[range | None] = range(12, rt.VERSION_LIMIT)

    partition: int = 0
    current_leader_epoch: int = -1
    fetch_offset: int = 0
    last_fetched_epoch: int = -1
    log_start_offset: int = -1
    partition_max_bytes: int = 0
    replica_directory_id: UUID = rt.ZERO_UUID
    high_watermark: int = 9223372036854775807
    unknown_tagged_fields: rt.Tags = ()


@attrs.define(weakref_slot=False)
class FetchTopic(rt.Struct):
    """Topics to read from.

    Versions 0-18; flexible 12+.

    Attributes:
        topic: Name of the topic. (versions 0-12)
        topic_id: ID of the topic. (versions 13+)
        partitions: Partitions to read from. (versions 0+)
    """

    VALID_VERSIONS: ClassVar[range] = range(0, 19)
    FLEXIBLE_VERSIONS: ClassVar[range | None] = range(12, rt.VERSION_LIMIT)

    topic: str = ""
    topic_id: UUID = rt.ZERO_UUID
    partitions: list[FetchPartition] = attrs.field(factory=list)
    unknown_tagged_fields: rt.Tags = ()


@attrs.define(weakref_slot=False)
class ForgottenTopic(rt.Struct):
    """Partitions to drop from an incremental fetch session.

    Versions 7-18; flexible 12+.

    Attributes:
        topic: Name of the topic. (versions 7-12)
        topic_id: ID of the topic. (versions 13+)
        partitions: Indexes of the partitions to drop. (versions 7+)
    """

    VALID_VERSIONS: ClassVar[range] = range(0, 19)
    FLEXIBLE_VERSIONS: ClassVar[range | None] = range(12, rt.VERSION_LIMIT)

    topic: str = ""
    topic_id: UUID = rt.ZERO_UUID
    partitions: list[int] = attrs.field(factory=list)
    unknown_tagged_fields: rt.Tags = ()


@attrs.define(weakref_slot=False)
class FetchRequest(rt.Struct):
    """The FetchRequest request.

    API key 1, versions 0-18; flexible 12+.

    Attributes:
        cluster_id: Cluster ID the fetcher expects, or null to skip the check. (versions
            12+, tag 0, nullable 12+)
        replica_id: Node ID of the fetching replica; -1 for a consumer. (versions 0-14)
        replica_state: Identity of a fetching replica; left at its defaults by consumers.
            (versions 15+, tag 1)
        max_wait_ms: Longest time in ms to wait for MinBytes of data. (versions 0+)
        min_bytes: Smallest amount of data worth answering with; the broker waits up to
            MaxWaitMs for it. (versions 0+)
        max_bytes: Upper bound on the data in the whole response (at least one batch is
            always returned). (versions 3+)
        isolation_level: 0 reads uncommitted records; 1 reads only committed records up to
            the last stable offset. (versions 4+)
        session_id: ID of the incremental fetch session; 0 for none. (versions 7+)
        session_epoch: Epoch within the fetch session; 0 opens a session, -1 fetches without
            one. (versions 7+)
        topics: Topics to read from. (versions 0+)
        forgotten_topics_data: Partitions to drop from an incremental fetch session.
            (versions 7+)
        rack_id: Rack of the consumer, for reading from a nearby replica. (versions 11+)
    """

    API_KEY: ClassVar[int | None] = 1
    MESSAGE_TYPE: ClassVar[str] = "request"
    VALID_VERSIONS: ClassVar[range] = range(0, 19)
    FLEXIBLE_VERSIONS: ClassVar[range | None] = range(12, rt.VERSION_LIMIT)

    cluster_id: str | None = None
    replica_id: int = -1
    replica_state: ReplicaState = attrs.field(factory=ReplicaState)
    max_wait_ms: int = 0
    min_bytes: int = 0
    max_bytes: int = 2147483647
    isolation_level: int = 0
    session_id: int = 0
    session_epoch: int = -1
    topics: list[FetchTopic] = attrs.field(factory=list)
    forgotten_topics_data: list[ForgottenTopic] = attrs.field(factory=list)
    rack_id: str = ""
    unknown_tagged_fields: rt.Tags = ()


def _decode_ReplicaState_v15(data: bytes, pos: int) -> tuple[ReplicaState, int]:
    """Decode ReplicaState, versions 15, 16, 17, 18."""
    replica_id, replica_epoch, tag_count = _S_iqB.unpack_from(data, pos)
    pos += 13
    unknown: rt.Tags = ()
    if tag_count:
        unknown, pos = rt.read_unknown_tags(data, pos - 1)
    obj = _new(ReplicaState)
    obj.replica_id = replica_id
    obj.replica_epoch = replica_epoch
    obj.unknown_tagged_fields = unknown
    return obj, pos


def _encode_ReplicaState_v15(obj: ReplicaState, out: bytearray) -> None:
    """Encode ReplicaState, versions 15, 16, 17, 18."""
    out += _S_iq.pack(obj.replica_id, obj.replica_epoch)
    if obj.unknown_tagged_fields:
        rt.write_tags(out, (), obj.unknown_tagged_fields)
    else:
        out.append(0)


def _decode_FetchPartition_v0(data: bytes, pos: int) -> tuple[FetchPartition, int]:
    """Decode FetchPartition, versions 0, 1, 2, 3, 4."""
    partition, fetch_offset, partition_max_bytes = _S_iqi.unpack_from(data, pos)
    pos += 16
    obj = _new(FetchPartition)
    obj.partition = partition
    obj.current_leader_epoch = -1
    obj.fetch_offset = fetch_offset
    obj.last_fetched_epoch = -1
    obj.log_start_offset = -1
    obj.partition_max_bytes = partition_max_bytes
    obj.replica_directory_id = rt.ZERO_UUID
    obj.high_watermark = 9223372036854775807
    obj.unknown_tagged_fields = ()
    return obj, pos


def _decode_FetchPartition_v5(data: bytes, pos: int) -> tuple[FetchPartition, int]:
    """Decode FetchPartition, versions 5, 6, 7, 8."""
    partition, fetch_offset, log_start_offset, partition_max_bytes = _S_iqqi.unpack_from(data, pos)
    pos += 24
    obj = _new(FetchPartition)
    obj.partition = partition
    obj.current_leader_epoch = -1
    obj.fetch_offset = fetch_offset
    obj.last_fetched_epoch = -1
    obj.log_start_offset = log_start_offset
    obj.partition_max_bytes = partition_max_bytes
    obj.replica_directory_id = rt.ZERO_UUID
    obj.high_watermark = 9223372036854775807
    obj.unknown_tagged_fields = ()
    return obj, pos


def _decode_FetchPartition_v9(data: bytes, pos: int) -> tuple[FetchPartition, int]:
    """Decode FetchPartition, versions 9, 10, 11."""
    partition, current_leader_epoch, fetch_offset, log_start_offset, partition_max_bytes = (
        _S_iiqqi.unpack_from(data, pos)
    )
    pos += 28
    obj = _new(FetchPartition)
    obj.partition = partition
    obj.current_leader_epoch = current_leader_epoch
    obj.fetch_offset = fetch_offset
    obj.last_fetched_epoch = -1
    obj.log_start_offset = log_start_offset
    obj.partition_max_bytes = partition_max_bytes
    obj.replica_directory_id = rt.ZERO_UUID
    obj.high_watermark = 9223372036854775807
    obj.unknown_tagged_fields = ()
    return obj, pos


def _decode_FetchPartition_v12(data: bytes, pos: int) -> tuple[FetchPartition, int]:
    """Decode FetchPartition, versions 12, 13, 14, 15, 16."""
    (
        partition,
        current_leader_epoch,
        fetch_offset,
        last_fetched_epoch,
        log_start_offset,
        partition_max_bytes,
        tag_count,
    ) = _S_iiqiqiB.unpack_from(data, pos)
    pos += 33
    unknown: rt.Tags = ()
    if tag_count:
        unknown, pos = rt.read_unknown_tags(data, pos - 1, (0, 1))
    obj = _new(FetchPartition)
    obj.partition = partition
    obj.current_leader_epoch = current_leader_epoch
    obj.fetch_offset = fetch_offset
    obj.last_fetched_epoch = last_fetched_epoch
    obj.log_start_offset = log_start_offset
    obj.partition_max_bytes = partition_max_bytes
    obj.replica_directory_id = rt.ZERO_UUID
    obj.high_watermark = 9223372036854775807
    obj.unknown_tagged_fields = unknown
    return obj, pos


def _decode_FetchPartition_v17(data: bytes, pos: int) -> tuple[FetchPartition, int]:
    """Decode FetchPartition, version 17."""
    data_end = len(data)
    (
        partition,
        current_leader_epoch,
        fetch_offset,
        last_fetched_epoch,
        log_start_offset,
        partition_max_bytes,
    ) = _S_iiqiqi.unpack_from(data, pos)
    pos += 32
    replica_directory_id: UUID
    replica_directory_id = rt.ZERO_UUID
    unknown: rt.Tags = ()
    if data[pos]:
        unknown_list: list[tuple[int, bytes]] = []
        count, pos = rt.read_uvarint(data, pos)
        last_tag = -1
        for _ in range(count):
            tag, pos = rt.read_uvarint(data, pos)
            if tag <= last_tag or tag > rt.TAG_LIMIT:
                raise rt.Malformed
            last_tag = tag
            size, pos = rt.read_uvarint(data, pos)
            end_tag = pos + size
            if end_tag > data_end:
                raise rt.Malformed
            if tag == 0:
                (replica_directory_id_raw,) = _S_u.unpack_from(data, pos)
                pos += 16
                replica_directory_id = UUID(bytes=replica_directory_id_raw)
                if not (replica_directory_id != rt.ZERO_UUID):
                    unknown_list.append((tag, data[end_tag - size : end_tag]))
            elif tag in (1,):
                raise rt.Malformed
            else:
                unknown_list.append((tag, data[pos:end_tag]))
                pos = end_tag
            if pos != end_tag:
                raise rt.Malformed
        unknown = tuple(unknown_list)
    else:
        pos += 1
    obj = _new(FetchPartition)
    obj.partition = partition
    obj.current_leader_epoch = current_leader_epoch
    obj.fetch_offset = fetch_offset
    obj.last_fetched_epoch = last_fetched_epoch
    obj.log_start_offset = log_start_offset
    obj.partition_max_bytes = partition_max_bytes
    obj.replica_directory_id = replica_directory_id
    obj.high_watermark = 9223372036854775807
    obj.unknown_tagged_fields = unknown
    return obj, pos


def _decode_FetchPartition_v18(data: bytes, pos: int) -> tuple[FetchPartition, int]:
    """Decode FetchPartition, version 18."""
    data_end = len(data)
    (
        partition,
        current_leader_epoch,
        fetch_offset,
        last_fetched_epoch,
        log_start_offset,
        partition_max_bytes,
    ) = _S_iiqiqi.unpack_from(data, pos)
    pos += 32
    replica_directory_id: UUID
    replica_directory_id = rt.ZERO_UUID
    high_watermark: int
    high_watermark = 9223372036854775807
    unknown: rt.Tags = ()
    if data[pos]:
        unknown_list: list[tuple[int, bytes]] = []
        count, pos = rt.read_uvarint(data, pos)
        last_tag = -1
        for _ in range(count):
            tag, pos = rt.read_uvarint(data, pos)
            if tag <= last_tag or tag > rt.TAG_LIMIT:
                raise rt.Malformed
            last_tag = tag
            size, pos = rt.read_uvarint(data, pos)
            end_tag = pos + size
            if end_tag > data_end:
                raise rt.Malformed
            if tag == 0:
                (replica_directory_id_raw,) = _S_u.unpack_from(data, pos)
                pos += 16
                replica_directory_id = UUID(bytes=replica_directory_id_raw)
                if not (replica_directory_id != rt.ZERO_UUID):
                    unknown_list.append((tag, data[end_tag - size : end_tag]))
            elif tag == 1:
                (high_watermark,) = _S_q.unpack_from(data, pos)
                pos += 8
                if not (high_watermark != 9223372036854775807):
                    unknown_list.append((tag, data[end_tag - size : end_tag]))
            else:
                unknown_list.append((tag, data[pos:end_tag]))
                pos = end_tag
            if pos != end_tag:
                raise rt.Malformed
        unknown = tuple(unknown_list)
    else:
        pos += 1
    obj = _new(FetchPartition)
    obj.partition = partition
    obj.current_leader_epoch = current_leader_epoch
    obj.fetch_offset = fetch_offset
    obj.last_fetched_epoch = last_fetched_epoch
    obj.log_start_offset = log_start_offset
    obj.partition_max_bytes = partition_max_bytes
    obj.replica_directory_id = replica_directory_id
    obj.high_watermark = high_watermark
    obj.unknown_tagged_fields = unknown
    return obj, pos


def _encode_FetchPartition_v0(obj: FetchPartition, out: bytearray) -> None:
    """Encode FetchPartition, versions 0, 1, 2, 3, 4."""
    if obj.last_fetched_epoch != -1:
        raise rt.Malformed
    out += _S_iqi.pack(obj.partition, obj.fetch_offset, obj.partition_max_bytes)
    if obj.unknown_tagged_fields:
        raise rt.Malformed


def _encode_FetchPartition_v5(obj: FetchPartition, out: bytearray) -> None:
    """Encode FetchPartition, versions 5, 6, 7, 8."""
    if obj.last_fetched_epoch != -1:
        raise rt.Malformed
    out += _S_iqqi.pack(
        obj.partition, obj.fetch_offset, obj.log_start_offset, obj.partition_max_bytes
    )
    if obj.unknown_tagged_fields:
        raise rt.Malformed


def _encode_FetchPartition_v9(obj: FetchPartition, out: bytearray) -> None:
    """Encode FetchPartition, versions 9, 10, 11."""
    if obj.last_fetched_epoch != -1:
        raise rt.Malformed
    out += _S_iiqqi.pack(
        obj.partition,
        obj.current_leader_epoch,
        obj.fetch_offset,
        obj.log_start_offset,
        obj.partition_max_bytes,
    )
    if obj.unknown_tagged_fields:
        raise rt.Malformed


def _encode_FetchPartition_v12(obj: FetchPartition, out: bytearray) -> None:
    """Encode FetchPartition, versions 12, 13, 14, 15, 16."""
    out += _S_iiqiqi.pack(
        obj.partition,
        obj.current_leader_epoch,
        obj.fetch_offset,
        obj.last_fetched_epoch,
        obj.log_start_offset,
        obj.partition_max_bytes,
    )
    if obj.unknown_tagged_fields:
        rt.write_tags(out, (), obj.unknown_tagged_fields, (), (0, 1))
    else:
        out.append(0)


def _encode_FetchPartition_v17(obj: FetchPartition, out: bytearray) -> None:
    """Encode FetchPartition, version 17."""
    out += _S_iiqiqi.pack(
        obj.partition,
        obj.current_leader_epoch,
        obj.fetch_offset,
        obj.last_fetched_epoch,
        obj.log_start_offset,
        obj.partition_max_bytes,
    )
    tags: list[tuple[int, bytes]] = []
    sub: bytearray
    if obj.replica_directory_id != rt.ZERO_UUID:
        sub = bytearray()
        sub += _S_u.pack(obj.replica_directory_id.bytes)
        tags.append((0, bytes(sub)))
    rt.write_tags(out, tags, obj.unknown_tagged_fields, (0,), (1,))


def _encode_FetchPartition_v18(obj: FetchPartition, out: bytearray) -> None:
    """Encode FetchPartition, version 18."""
    out += _S_iiqiqi.pack(
        obj.partition,
        obj.current_leader_epoch,
        obj.fetch_offset,
        obj.last_fetched_epoch,
        obj.log_start_offset,
        obj.partition_max_bytes,
    )
    tags: list[tuple[int, bytes]] = []
    sub: bytearray
    if obj.replica_directory_id != rt.ZERO_UUID:
        sub = bytearray()
        sub += _S_u.pack(obj.replica_directory_id.bytes)
        tags.append((0, bytes(sub)))
    if obj.high_watermark != 9223372036854775807:
        sub = bytearray()
        sub += _S_q.pack(obj.high_watermark)
        tags.append((1, bytes(sub)))
    rt.write_tags(out, tags, obj.unknown_tagged_fields, (0, 1))


def _decode_FetchTopic_v0(data: bytes, pos: int) -> tuple[FetchTopic, int]:
    """Decode FetchTopic, versions 0, 1, 2, 3, 4."""
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
    items_partitions: list[FetchPartition] = []
    for _ in range(n_partitions):
        partitions__partition, partitions__fetch_offset, partitions__partition_max_bytes = (
            _S_iqi.unpack_from(data, pos)
        )
        pos += 16
        e_partitions = _new(FetchPartition)
        e_partitions.partition = partitions__partition
        e_partitions.current_leader_epoch = -1
        e_partitions.fetch_offset = partitions__fetch_offset
        e_partitions.last_fetched_epoch = -1
        e_partitions.log_start_offset = -1
        e_partitions.partition_max_bytes = partitions__partition_max_bytes
        e_partitions.replica_directory_id = rt.ZERO_UUID
        e_partitions.high_watermark = 9223372036854775807
        e_partitions.unknown_tagged_fields = ()
        items_partitions.append(e_partitions)
    partitions = items_partitions
    obj = _new(FetchTopic)
    obj.topic = topic
    obj.topic_id = rt.ZERO_UUID
    obj.partitions = partitions
    obj.unknown_tagged_fields = ()
    return obj, pos


def _decode_FetchTopic_v5(data: bytes, pos: int) -> tuple[FetchTopic, int]:
    """Decode FetchTopic, versions 5, 6, 7, 8."""
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
    items_partitions: list[FetchPartition] = []
    for _ in range(n_partitions):
        (
            partitions__partition,
            partitions__fetch_offset,
            partitions__log_start_offset,
            partitions__partition_max_bytes,
        ) = _S_iqqi.unpack_from(data, pos)
        pos += 24
        e_partitions = _new(FetchPartition)
        e_partitions.partition = partitions__partition
        e_partitions.current_leader_epoch = -1
        e_partitions.fetch_offset = partitions__fetch_offset
        e_partitions.last_fetched_epoch = -1
        e_partitions.log_start_offset = partitions__log_start_offset
        e_partitions.partition_max_bytes = partitions__partition_max_bytes
        e_partitions.replica_directory_id = rt.ZERO_UUID
        e_partitions.high_watermark = 9223372036854775807
        e_partitions.unknown_tagged_fields = ()
        items_partitions.append(e_partitions)
    partitions = items_partitions
    obj = _new(FetchTopic)
    obj.topic = topic
    obj.topic_id = rt.ZERO_UUID
    obj.partitions = partitions
    obj.unknown_tagged_fields = ()
    return obj, pos


def _decode_FetchTopic_v9(data: bytes, pos: int) -> tuple[FetchTopic, int]:
    """Decode FetchTopic, versions 9, 10, 11."""
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
    items_partitions: list[FetchPartition] = []
    for _ in range(n_partitions):
        (
            partitions__partition,
            partitions__current_leader_epoch,
            partitions__fetch_offset,
            partitions__log_start_offset,
            partitions__partition_max_bytes,
        ) = _S_iiqqi.unpack_from(data, pos)
        pos += 28
        e_partitions = _new(FetchPartition)
        e_partitions.partition = partitions__partition
        e_partitions.current_leader_epoch = partitions__current_leader_epoch
        e_partitions.fetch_offset = partitions__fetch_offset
        e_partitions.last_fetched_epoch = -1
        e_partitions.log_start_offset = partitions__log_start_offset
        e_partitions.partition_max_bytes = partitions__partition_max_bytes
        e_partitions.replica_directory_id = rt.ZERO_UUID
        e_partitions.high_watermark = 9223372036854775807
        e_partitions.unknown_tagged_fields = ()
        items_partitions.append(e_partitions)
    partitions = items_partitions
    obj = _new(FetchTopic)
    obj.topic = topic
    obj.topic_id = rt.ZERO_UUID
    obj.partitions = partitions
    obj.unknown_tagged_fields = ()
    return obj, pos


def _decode_FetchTopic_v12(data: bytes, pos: int) -> tuple[FetchTopic, int]:
    """Decode FetchTopic, version 12."""
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
    items_partitions: list[FetchPartition] = []
    for _ in range(n_partitions):
        (
            partitions__partition,
            partitions__current_leader_epoch,
            partitions__fetch_offset,
            partitions__last_fetched_epoch,
            partitions__log_start_offset,
            partitions__partition_max_bytes,
            partitions__tag_count,
        ) = _S_iiqiqiB.unpack_from(data, pos)
        pos += 33
        partitions__unknown: rt.Tags = ()
        if partitions__tag_count:
            partitions__unknown, pos = rt.read_unknown_tags(data, pos - 1, (0, 1))
        e_partitions = _new(FetchPartition)
        e_partitions.partition = partitions__partition
        e_partitions.current_leader_epoch = partitions__current_leader_epoch
        e_partitions.fetch_offset = partitions__fetch_offset
        e_partitions.last_fetched_epoch = partitions__last_fetched_epoch
        e_partitions.log_start_offset = partitions__log_start_offset
        e_partitions.partition_max_bytes = partitions__partition_max_bytes
        e_partitions.replica_directory_id = rt.ZERO_UUID
        e_partitions.high_watermark = 9223372036854775807
        e_partitions.unknown_tagged_fields = partitions__unknown
        items_partitions.append(e_partitions)
    partitions = items_partitions
    tag_count = data[pos]
    pos += 1
    unknown: rt.Tags = ()
    if tag_count:
        unknown, pos = rt.read_unknown_tags(data, pos - 1)
    obj = _new(FetchTopic)
    obj.topic = topic
    obj.topic_id = rt.ZERO_UUID
    obj.partitions = partitions
    obj.unknown_tagged_fields = unknown
    return obj, pos


def _decode_FetchTopic_v13(data: bytes, pos: int) -> tuple[FetchTopic, int]:
    """Decode FetchTopic, versions 13, 14, 15, 16."""
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
    items_partitions: list[FetchPartition] = []
    for _ in range(n_partitions):
        (
            partitions__partition,
            partitions__current_leader_epoch,
            partitions__fetch_offset,
            partitions__last_fetched_epoch,
            partitions__log_start_offset,
            partitions__partition_max_bytes,
            partitions__tag_count,
        ) = _S_iiqiqiB.unpack_from(data, pos)
        pos += 33
        partitions__unknown: rt.Tags = ()
        if partitions__tag_count:
            partitions__unknown, pos = rt.read_unknown_tags(data, pos - 1, (0, 1))
        e_partitions = _new(FetchPartition)
        e_partitions.partition = partitions__partition
        e_partitions.current_leader_epoch = partitions__current_leader_epoch
        e_partitions.fetch_offset = partitions__fetch_offset
        e_partitions.last_fetched_epoch = partitions__last_fetched_epoch
        e_partitions.log_start_offset = partitions__log_start_offset
        e_partitions.partition_max_bytes = partitions__partition_max_bytes
        e_partitions.replica_directory_id = rt.ZERO_UUID
        e_partitions.high_watermark = 9223372036854775807
        e_partitions.unknown_tagged_fields = partitions__unknown
        items_partitions.append(e_partitions)
    partitions = items_partitions
    tag_count = data[pos]
    pos += 1
    unknown: rt.Tags = ()
    if tag_count:
        unknown, pos = rt.read_unknown_tags(data, pos - 1)
    obj = _new(FetchTopic)
    obj.topic = ""
    obj.topic_id = topic_id
    obj.partitions = partitions
    obj.unknown_tagged_fields = unknown
    return obj, pos


def _decode_FetchTopic_v17(data: bytes, pos: int) -> tuple[FetchTopic, int]:
    """Decode FetchTopic, version 17."""
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
    items_partitions: list[FetchPartition] = []
    for _ in range(n_partitions):
        (
            partitions__partition,
            partitions__current_leader_epoch,
            partitions__fetch_offset,
            partitions__last_fetched_epoch,
            partitions__log_start_offset,
            partitions__partition_max_bytes,
        ) = _S_iiqiqi.unpack_from(data, pos)
        pos += 32
        partitions__replica_directory_id: UUID
        partitions__replica_directory_id = rt.ZERO_UUID
        partitions__unknown: rt.Tags = ()
        if data[pos]:
            partitions__unknown_list: list[tuple[int, bytes]] = []
            partitions__count, pos = rt.read_uvarint(data, pos)
            partitions__last_tag = -1
            for _ in range(partitions__count):
                partitions__tag, pos = rt.read_uvarint(data, pos)
                if partitions__tag <= partitions__last_tag or partitions__tag > rt.TAG_LIMIT:
                    raise rt.Malformed
                partitions__last_tag = partitions__tag
                partitions__size, pos = rt.read_uvarint(data, pos)
                partitions__end_tag = pos + partitions__size
                if partitions__end_tag > data_end:
                    raise rt.Malformed
                if partitions__tag == 0:
                    (partitions__replica_directory_id_raw,) = _S_u.unpack_from(data, pos)
                    pos += 16
                    partitions__replica_directory_id = UUID(
                        bytes=partitions__replica_directory_id_raw
                    )
                    if not (partitions__replica_directory_id != rt.ZERO_UUID):
                        partitions__unknown_list.append(
                            (
                                partitions__tag,
                                data[partitions__end_tag - partitions__size : partitions__end_tag],
                            )
                        )
                elif partitions__tag in (1,):
                    raise rt.Malformed
                else:
                    partitions__unknown_list.append(
                        (partitions__tag, data[pos:partitions__end_tag])
                    )
                    pos = partitions__end_tag
                if pos != partitions__end_tag:
                    raise rt.Malformed
            partitions__unknown = tuple(partitions__unknown_list)
        else:
            pos += 1
        e_partitions = _new(FetchPartition)
        e_partitions.partition = partitions__partition
        e_partitions.current_leader_epoch = partitions__current_leader_epoch
        e_partitions.fetch_offset = partitions__fetch_offset
        e_partitions.last_fetched_epoch = partitions__last_fetched_epoch
        e_partitions.log_start_offset = partitions__log_start_offset
        e_partitions.partition_max_bytes = partitions__partition_max_bytes
        e_partitions.replica_directory_id = partitions__replica_directory_id
        e_partitions.high_watermark = 9223372036854775807
        e_partitions.unknown_tagged_fields = partitions__unknown
        items_partitions.append(e_partitions)
    partitions = items_partitions
    tag_count = data[pos]
    pos += 1
    unknown: rt.Tags = ()
    if tag_count:
        unknown, pos = rt.read_unknown_tags(data, pos - 1)
    obj = _new(FetchTopic)
    obj.topic = ""
    obj.topic_id = topic_id
    obj.partitions = partitions
    obj.unknown_tagged_fields = unknown
    return obj, pos


def _decode_FetchTopic_v18(data: bytes, pos: int) -> tuple[FetchTopic, int]:
    """Decode FetchTopic, version 18."""
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
    items_partitions: list[FetchPartition] = []
    for _ in range(n_partitions):
        (
            partitions__partition,
            partitions__current_leader_epoch,
            partitions__fetch_offset,
            partitions__last_fetched_epoch,
            partitions__log_start_offset,
            partitions__partition_max_bytes,
        ) = _S_iiqiqi.unpack_from(data, pos)
        pos += 32
        partitions__replica_directory_id: UUID
        partitions__replica_directory_id = rt.ZERO_UUID
        partitions__high_watermark: int
        partitions__high_watermark = 9223372036854775807
        partitions__unknown: rt.Tags = ()
        if data[pos]:
            partitions__unknown_list: list[tuple[int, bytes]] = []
            partitions__count, pos = rt.read_uvarint(data, pos)
            partitions__last_tag = -1
            for _ in range(partitions__count):
                partitions__tag, pos = rt.read_uvarint(data, pos)
                if partitions__tag <= partitions__last_tag or partitions__tag > rt.TAG_LIMIT:
                    raise rt.Malformed
                partitions__last_tag = partitions__tag
                partitions__size, pos = rt.read_uvarint(data, pos)
                partitions__end_tag = pos + partitions__size
                if partitions__end_tag > data_end:
                    raise rt.Malformed
                if partitions__tag == 0:
                    (partitions__replica_directory_id_raw,) = _S_u.unpack_from(data, pos)
                    pos += 16
                    partitions__replica_directory_id = UUID(
                        bytes=partitions__replica_directory_id_raw
                    )
                    if not (partitions__replica_directory_id != rt.ZERO_UUID):
                        partitions__unknown_list.append(
                            (
                                partitions__tag,
                                data[partitions__end_tag - partitions__size : partitions__end_tag],
                            )
                        )
                elif partitions__tag == 1:
                    (partitions__high_watermark,) = _S_q.unpack_from(data, pos)
                    pos += 8
                    if not (partitions__high_watermark != 9223372036854775807):
                        partitions__unknown_list.append(
                            (
                                partitions__tag,
                                data[partitions__end_tag - partitions__size : partitions__end_tag],
                            )
                        )
                else:
                    partitions__unknown_list.append(
                        (partitions__tag, data[pos:partitions__end_tag])
                    )
                    pos = partitions__end_tag
                if pos != partitions__end_tag:
                    raise rt.Malformed
            partitions__unknown = tuple(partitions__unknown_list)
        else:
            pos += 1
        e_partitions = _new(FetchPartition)
        e_partitions.partition = partitions__partition
        e_partitions.current_leader_epoch = partitions__current_leader_epoch
        e_partitions.fetch_offset = partitions__fetch_offset
        e_partitions.last_fetched_epoch = partitions__last_fetched_epoch
        e_partitions.log_start_offset = partitions__log_start_offset
        e_partitions.partition_max_bytes = partitions__partition_max_bytes
        e_partitions.replica_directory_id = partitions__replica_directory_id
        e_partitions.high_watermark = partitions__high_watermark
        e_partitions.unknown_tagged_fields = partitions__unknown
        items_partitions.append(e_partitions)
    partitions = items_partitions
    tag_count = data[pos]
    pos += 1
    unknown: rt.Tags = ()
    if tag_count:
        unknown, pos = rt.read_unknown_tags(data, pos - 1)
    obj = _new(FetchTopic)
    obj.topic = ""
    obj.topic_id = topic_id
    obj.partitions = partitions
    obj.unknown_tagged_fields = unknown
    return obj, pos


def _encode_FetchTopic_v0(obj: FetchTopic, out: bytearray) -> None:
    """Encode FetchTopic, versions 0, 1, 2, 3, 4."""
    b_topic = obj.topic.encode()
    out += _S_h.pack(len(b_topic))
    out += b_topic
    a_partitions = obj.partitions
    out += _S_i.pack(len(a_partitions))
    for e_partitions in a_partitions:
        if e_partitions.last_fetched_epoch != -1:
            raise rt.Malformed
        out += _S_iqi.pack(
            e_partitions.partition, e_partitions.fetch_offset, e_partitions.partition_max_bytes
        )
        if e_partitions.unknown_tagged_fields:
            raise rt.Malformed
    if obj.unknown_tagged_fields:
        raise rt.Malformed


def _encode_FetchTopic_v5(obj: FetchTopic, out: bytearray) -> None:
    """Encode FetchTopic, versions 5, 6, 7, 8."""
    b_topic = obj.topic.encode()
    out += _S_h.pack(len(b_topic))
    out += b_topic
    a_partitions = obj.partitions
    out += _S_i.pack(len(a_partitions))
    for e_partitions in a_partitions:
        if e_partitions.last_fetched_epoch != -1:
            raise rt.Malformed
        out += _S_iqqi.pack(
            e_partitions.partition,
            e_partitions.fetch_offset,
            e_partitions.log_start_offset,
            e_partitions.partition_max_bytes,
        )
        if e_partitions.unknown_tagged_fields:
            raise rt.Malformed
    if obj.unknown_tagged_fields:
        raise rt.Malformed


def _encode_FetchTopic_v9(obj: FetchTopic, out: bytearray) -> None:
    """Encode FetchTopic, versions 9, 10, 11."""
    b_topic = obj.topic.encode()
    out += _S_h.pack(len(b_topic))
    out += b_topic
    a_partitions = obj.partitions
    out += _S_i.pack(len(a_partitions))
    for e_partitions in a_partitions:
        if e_partitions.last_fetched_epoch != -1:
            raise rt.Malformed
        out += _S_iiqqi.pack(
            e_partitions.partition,
            e_partitions.current_leader_epoch,
            e_partitions.fetch_offset,
            e_partitions.log_start_offset,
            e_partitions.partition_max_bytes,
        )
        if e_partitions.unknown_tagged_fields:
            raise rt.Malformed
    if obj.unknown_tagged_fields:
        raise rt.Malformed


def _encode_FetchTopic_v12(obj: FetchTopic, out: bytearray) -> None:
    """Encode FetchTopic, version 12."""
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
        out += _S_iiqiqi.pack(
            e_partitions.partition,
            e_partitions.current_leader_epoch,
            e_partitions.fetch_offset,
            e_partitions.last_fetched_epoch,
            e_partitions.log_start_offset,
            e_partitions.partition_max_bytes,
        )
        if e_partitions.unknown_tagged_fields:
            rt.write_tags(out, (), e_partitions.unknown_tagged_fields, (), (0, 1))
        else:
            append(0)
    if obj.unknown_tagged_fields:
        rt.write_tags(out, (), obj.unknown_tagged_fields)
    else:
        append(0)


def _encode_FetchTopic_v13(obj: FetchTopic, out: bytearray) -> None:
    """Encode FetchTopic, versions 13, 14, 15, 16."""
    append = out.append
    out += _S_u.pack(obj.topic_id.bytes)
    a_partitions = obj.partitions
    n = len(a_partitions) + 1
    if n < 128:
        append(n)
    else:
        out += rt.uvarint(n)
    for e_partitions in a_partitions:
        out += _S_iiqiqi.pack(
            e_partitions.partition,
            e_partitions.current_leader_epoch,
            e_partitions.fetch_offset,
            e_partitions.last_fetched_epoch,
            e_partitions.log_start_offset,
            e_partitions.partition_max_bytes,
        )
        if e_partitions.unknown_tagged_fields:
            rt.write_tags(out, (), e_partitions.unknown_tagged_fields, (), (0, 1))
        else:
            append(0)
    if obj.unknown_tagged_fields:
        rt.write_tags(out, (), obj.unknown_tagged_fields)
    else:
        append(0)


def _encode_FetchTopic_v17(obj: FetchTopic, out: bytearray) -> None:
    """Encode FetchTopic, version 17."""
    append = out.append
    out += _S_u.pack(obj.topic_id.bytes)
    a_partitions = obj.partitions
    n = len(a_partitions) + 1
    if n < 128:
        append(n)
    else:
        out += rt.uvarint(n)
    for e_partitions in a_partitions:
        out += _S_iiqiqi.pack(
            e_partitions.partition,
            e_partitions.current_leader_epoch,
            e_partitions.fetch_offset,
            e_partitions.last_fetched_epoch,
            e_partitions.log_start_offset,
            e_partitions.partition_max_bytes,
        )
        partitions__tags: list[tuple[int, bytes]] = []
        partitions__sub: bytearray
        if e_partitions.replica_directory_id != rt.ZERO_UUID:
            partitions__sub = bytearray()
            partitions__sub += _S_u.pack(e_partitions.replica_directory_id.bytes)
            partitions__tags.append((0, bytes(partitions__sub)))
        rt.write_tags(out, partitions__tags, e_partitions.unknown_tagged_fields, (0,), (1,))
    if obj.unknown_tagged_fields:
        rt.write_tags(out, (), obj.unknown_tagged_fields)
    else:
        append(0)


def _encode_FetchTopic_v18(obj: FetchTopic, out: bytearray) -> None:
    """Encode FetchTopic, version 18."""
    append = out.append
    out += _S_u.pack(obj.topic_id.bytes)
    a_partitions = obj.partitions
    n = len(a_partitions) + 1
    if n < 128:
        append(n)
    else:
        out += rt.uvarint(n)
    for e_partitions in a_partitions:
        out += _S_iiqiqi.pack(
            e_partitions.partition,
            e_partitions.current_leader_epoch,
            e_partitions.fetch_offset,
            e_partitions.last_fetched_epoch,
            e_partitions.log_start_offset,
            e_partitions.partition_max_bytes,
        )
        partitions__tags: list[tuple[int, bytes]] = []
        partitions__sub: bytearray
        if e_partitions.replica_directory_id != rt.ZERO_UUID:
            partitions__sub = bytearray()
            partitions__sub += _S_u.pack(e_partitions.replica_directory_id.bytes)
            partitions__tags.append((0, bytes(partitions__sub)))
        if e_partitions.high_watermark != 9223372036854775807:
            partitions__sub = bytearray()
            partitions__sub += _S_q.pack(e_partitions.high_watermark)
            partitions__tags.append((1, bytes(partitions__sub)))
        rt.write_tags(out, partitions__tags, e_partitions.unknown_tagged_fields, (0, 1))
    if obj.unknown_tagged_fields:
        rt.write_tags(out, (), obj.unknown_tagged_fields)
    else:
        append(0)


def _decode_ForgottenTopic_v7(data: bytes, pos: int) -> tuple[ForgottenTopic, int]:
    """Decode ForgottenTopic, versions 7, 8, 9, 10, 11."""
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
    obj = _new(ForgottenTopic)
    obj.topic = topic
    obj.topic_id = rt.ZERO_UUID
    obj.partitions = partitions
    obj.unknown_tagged_fields = ()
    return obj, pos


def _decode_ForgottenTopic_v12(data: bytes, pos: int) -> tuple[ForgottenTopic, int]:
    """Decode ForgottenTopic, version 12."""
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
    partitions = list(struct.unpack_from(f">{n_partitions}i", data, pos))
    pos += n_partitions * 4
    tag_count = data[pos]
    pos += 1
    unknown: rt.Tags = ()
    if tag_count:
        unknown, pos = rt.read_unknown_tags(data, pos - 1)
    obj = _new(ForgottenTopic)
    obj.topic = topic
    obj.topic_id = rt.ZERO_UUID
    obj.partitions = partitions
    obj.unknown_tagged_fields = unknown
    return obj, pos


def _decode_ForgottenTopic_v13(data: bytes, pos: int) -> tuple[ForgottenTopic, int]:
    """Decode ForgottenTopic, versions 13, 14, 15, 16, 17, 18."""
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
    partitions = list(struct.unpack_from(f">{n_partitions}i", data, pos))
    pos += n_partitions * 4
    tag_count = data[pos]
    pos += 1
    unknown: rt.Tags = ()
    if tag_count:
        unknown, pos = rt.read_unknown_tags(data, pos - 1)
    obj = _new(ForgottenTopic)
    obj.topic = ""
    obj.topic_id = topic_id
    obj.partitions = partitions
    obj.unknown_tagged_fields = unknown
    return obj, pos


def _encode_ForgottenTopic_v7(obj: ForgottenTopic, out: bytearray) -> None:
    """Encode ForgottenTopic, versions 7, 8, 9, 10, 11."""
    b_topic = obj.topic.encode()
    out += _S_h.pack(len(b_topic))
    out += b_topic
    a_partitions = obj.partitions
    out += _S_i.pack(len(a_partitions))
    out += struct.pack(f">{len(a_partitions)}i", *a_partitions)
    if obj.unknown_tagged_fields:
        raise rt.Malformed


def _encode_ForgottenTopic_v12(obj: ForgottenTopic, out: bytearray) -> None:
    """Encode ForgottenTopic, version 12."""
    b_topic = obj.topic.encode()
    n = len(b_topic) + 1
    if n < 128:
        out.append(n)
    else:
        out += rt.string_length(n)
    out += b_topic
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


def _encode_ForgottenTopic_v13(obj: ForgottenTopic, out: bytearray) -> None:
    """Encode ForgottenTopic, versions 13, 14, 15, 16, 17, 18."""
    out += _S_u.pack(obj.topic_id.bytes)
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


def _decode_FetchRequest_v0(data: bytes, pos: int) -> tuple[FetchRequest, int]:
    """Decode FetchRequest, versions 0, 1, 2."""
    data_end = len(data)
    replica_id, max_wait_ms, min_bytes, n_topics = _S_iiii.unpack_from(data, pos)
    pos += 16
    if n_topics < 0:
        raise rt.Malformed
    if n_topics > data_end - pos:
        raise rt.Malformed
    items_topics: list[FetchTopic] = []
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
        items_topics__partitions: list[FetchPartition] = []
        for _ in range(n_topics__partitions):
            e_topics__partitions, pos = _decode_FetchPartition_v0(data, pos)
            items_topics__partitions.append(e_topics__partitions)
        topics__partitions = items_topics__partitions
        e_topics = _new(FetchTopic)
        e_topics.topic = topics__topic
        e_topics.topic_id = rt.ZERO_UUID
        e_topics.partitions = topics__partitions
        e_topics.unknown_tagged_fields = ()
        items_topics.append(e_topics)
    topics = items_topics
    obj = _new(FetchRequest)
    obj.cluster_id = None
    obj.replica_id = replica_id
    obj.replica_state = ReplicaState()
    obj.max_wait_ms = max_wait_ms
    obj.min_bytes = min_bytes
    obj.max_bytes = 2147483647
    obj.isolation_level = 0
    obj.session_id = 0
    obj.session_epoch = -1
    obj.topics = topics
    obj.forgotten_topics_data = []
    obj.rack_id = ""
    obj.unknown_tagged_fields = ()
    return obj, pos


def _decode_FetchRequest_v3(data: bytes, pos: int) -> tuple[FetchRequest, int]:
    """Decode FetchRequest, version 3."""
    data_end = len(data)
    replica_id, max_wait_ms, min_bytes, max_bytes, n_topics = _S_iiiii.unpack_from(data, pos)
    pos += 20
    if n_topics < 0:
        raise rt.Malformed
    if n_topics > data_end - pos:
        raise rt.Malformed
    items_topics: list[FetchTopic] = []
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
        items_topics__partitions: list[FetchPartition] = []
        for _ in range(n_topics__partitions):
            e_topics__partitions, pos = _decode_FetchPartition_v0(data, pos)
            items_topics__partitions.append(e_topics__partitions)
        topics__partitions = items_topics__partitions
        e_topics = _new(FetchTopic)
        e_topics.topic = topics__topic
        e_topics.topic_id = rt.ZERO_UUID
        e_topics.partitions = topics__partitions
        e_topics.unknown_tagged_fields = ()
        items_topics.append(e_topics)
    topics = items_topics
    obj = _new(FetchRequest)
    obj.cluster_id = None
    obj.replica_id = replica_id
    obj.replica_state = ReplicaState()
    obj.max_wait_ms = max_wait_ms
    obj.min_bytes = min_bytes
    obj.max_bytes = max_bytes
    obj.isolation_level = 0
    obj.session_id = 0
    obj.session_epoch = -1
    obj.topics = topics
    obj.forgotten_topics_data = []
    obj.rack_id = ""
    obj.unknown_tagged_fields = ()
    return obj, pos


def _decode_FetchRequest_v4(data: bytes, pos: int) -> tuple[FetchRequest, int]:
    """Decode FetchRequest, version 4."""
    data_end = len(data)
    replica_id, max_wait_ms, min_bytes, max_bytes, isolation_level, n_topics = (
        _S_iiiibi.unpack_from(data, pos)
    )
    pos += 21
    if n_topics < 0:
        raise rt.Malformed
    if n_topics > data_end - pos:
        raise rt.Malformed
    items_topics: list[FetchTopic] = []
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
        items_topics__partitions: list[FetchPartition] = []
        for _ in range(n_topics__partitions):
            e_topics__partitions, pos = _decode_FetchPartition_v0(data, pos)
            items_topics__partitions.append(e_topics__partitions)
        topics__partitions = items_topics__partitions
        e_topics = _new(FetchTopic)
        e_topics.topic = topics__topic
        e_topics.topic_id = rt.ZERO_UUID
        e_topics.partitions = topics__partitions
        e_topics.unknown_tagged_fields = ()
        items_topics.append(e_topics)
    topics = items_topics
    obj = _new(FetchRequest)
    obj.cluster_id = None
    obj.replica_id = replica_id
    obj.replica_state = ReplicaState()
    obj.max_wait_ms = max_wait_ms
    obj.min_bytes = min_bytes
    obj.max_bytes = max_bytes
    obj.isolation_level = isolation_level
    obj.session_id = 0
    obj.session_epoch = -1
    obj.topics = topics
    obj.forgotten_topics_data = []
    obj.rack_id = ""
    obj.unknown_tagged_fields = ()
    return obj, pos


def _decode_FetchRequest_v5(data: bytes, pos: int) -> tuple[FetchRequest, int]:
    """Decode FetchRequest, versions 5, 6."""
    data_end = len(data)
    replica_id, max_wait_ms, min_bytes, max_bytes, isolation_level, n_topics = (
        _S_iiiibi.unpack_from(data, pos)
    )
    pos += 21
    if n_topics < 0:
        raise rt.Malformed
    if n_topics > data_end - pos:
        raise rt.Malformed
    items_topics: list[FetchTopic] = []
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
        items_topics__partitions: list[FetchPartition] = []
        for _ in range(n_topics__partitions):
            e_topics__partitions, pos = _decode_FetchPartition_v5(data, pos)
            items_topics__partitions.append(e_topics__partitions)
        topics__partitions = items_topics__partitions
        e_topics = _new(FetchTopic)
        e_topics.topic = topics__topic
        e_topics.topic_id = rt.ZERO_UUID
        e_topics.partitions = topics__partitions
        e_topics.unknown_tagged_fields = ()
        items_topics.append(e_topics)
    topics = items_topics
    obj = _new(FetchRequest)
    obj.cluster_id = None
    obj.replica_id = replica_id
    obj.replica_state = ReplicaState()
    obj.max_wait_ms = max_wait_ms
    obj.min_bytes = min_bytes
    obj.max_bytes = max_bytes
    obj.isolation_level = isolation_level
    obj.session_id = 0
    obj.session_epoch = -1
    obj.topics = topics
    obj.forgotten_topics_data = []
    obj.rack_id = ""
    obj.unknown_tagged_fields = ()
    return obj, pos


def _decode_FetchRequest_v7(data: bytes, pos: int) -> tuple[FetchRequest, int]:
    """Decode FetchRequest, versions 7, 8."""
    data_end = len(data)
    (
        replica_id,
        max_wait_ms,
        min_bytes,
        max_bytes,
        isolation_level,
        session_id,
        session_epoch,
        n_topics,
    ) = _S_iiiibiii.unpack_from(data, pos)
    pos += 29
    if n_topics < 0:
        raise rt.Malformed
    if n_topics > data_end - pos:
        raise rt.Malformed
    items_topics: list[FetchTopic] = []
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
        items_topics__partitions: list[FetchPartition] = []
        for _ in range(n_topics__partitions):
            e_topics__partitions, pos = _decode_FetchPartition_v5(data, pos)
            items_topics__partitions.append(e_topics__partitions)
        topics__partitions = items_topics__partitions
        e_topics = _new(FetchTopic)
        e_topics.topic = topics__topic
        e_topics.topic_id = rt.ZERO_UUID
        e_topics.partitions = topics__partitions
        e_topics.unknown_tagged_fields = ()
        items_topics.append(e_topics)
    topics = items_topics
    (n_forgotten_topics_data,) = _S_i.unpack_from(data, pos)
    pos += 4
    if n_forgotten_topics_data < 0:
        raise rt.Malformed
    if n_forgotten_topics_data > data_end - pos:
        raise rt.Malformed
    items_forgotten_topics_data: list[ForgottenTopic] = []
    for _ in range(n_forgotten_topics_data):
        (n_forgotten_topics_data__topic,) = _S_h.unpack_from(data, pos)
        pos += 2
        end = pos + n_forgotten_topics_data__topic
        if n_forgotten_topics_data__topic < 0 or end > data_end:
            raise rt.Malformed
        forgotten_topics_data__topic = data[pos:end].decode()
        pos = end
        (n_forgotten_topics_data__partitions,) = _S_i.unpack_from(data, pos)
        pos += 4
        if n_forgotten_topics_data__partitions < 0:
            raise rt.Malformed
        if n_forgotten_topics_data__partitions > data_end - pos:
            raise rt.Malformed
        forgotten_topics_data__partitions = list(
            struct.unpack_from(f">{n_forgotten_topics_data__partitions}i", data, pos)
        )
        pos += n_forgotten_topics_data__partitions * 4
        e_forgotten_topics_data = _new(ForgottenTopic)
        e_forgotten_topics_data.topic = forgotten_topics_data__topic
        e_forgotten_topics_data.topic_id = rt.ZERO_UUID
        e_forgotten_topics_data.partitions = forgotten_topics_data__partitions
        e_forgotten_topics_data.unknown_tagged_fields = ()
        items_forgotten_topics_data.append(e_forgotten_topics_data)
    forgotten_topics_data = items_forgotten_topics_data
    obj = _new(FetchRequest)
    obj.cluster_id = None
    obj.replica_id = replica_id
    obj.replica_state = ReplicaState()
    obj.max_wait_ms = max_wait_ms
    obj.min_bytes = min_bytes
    obj.max_bytes = max_bytes
    obj.isolation_level = isolation_level
    obj.session_id = session_id
    obj.session_epoch = session_epoch
    obj.topics = topics
    obj.forgotten_topics_data = forgotten_topics_data
    obj.rack_id = ""
    obj.unknown_tagged_fields = ()
    return obj, pos


def _decode_FetchRequest_v9(data: bytes, pos: int) -> tuple[FetchRequest, int]:
    """Decode FetchRequest, versions 9, 10."""
    data_end = len(data)
    (
        replica_id,
        max_wait_ms,
        min_bytes,
        max_bytes,
        isolation_level,
        session_id,
        session_epoch,
        n_topics,
    ) = _S_iiiibiii.unpack_from(data, pos)
    pos += 29
    if n_topics < 0:
        raise rt.Malformed
    if n_topics > data_end - pos:
        raise rt.Malformed
    items_topics: list[FetchTopic] = []
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
        items_topics__partitions: list[FetchPartition] = []
        for _ in range(n_topics__partitions):
            e_topics__partitions, pos = _decode_FetchPartition_v9(data, pos)
            items_topics__partitions.append(e_topics__partitions)
        topics__partitions = items_topics__partitions
        e_topics = _new(FetchTopic)
        e_topics.topic = topics__topic
        e_topics.topic_id = rt.ZERO_UUID
        e_topics.partitions = topics__partitions
        e_topics.unknown_tagged_fields = ()
        items_topics.append(e_topics)
    topics = items_topics
    (n_forgotten_topics_data,) = _S_i.unpack_from(data, pos)
    pos += 4
    if n_forgotten_topics_data < 0:
        raise rt.Malformed
    if n_forgotten_topics_data > data_end - pos:
        raise rt.Malformed
    items_forgotten_topics_data: list[ForgottenTopic] = []
    for _ in range(n_forgotten_topics_data):
        (n_forgotten_topics_data__topic,) = _S_h.unpack_from(data, pos)
        pos += 2
        end = pos + n_forgotten_topics_data__topic
        if n_forgotten_topics_data__topic < 0 or end > data_end:
            raise rt.Malformed
        forgotten_topics_data__topic = data[pos:end].decode()
        pos = end
        (n_forgotten_topics_data__partitions,) = _S_i.unpack_from(data, pos)
        pos += 4
        if n_forgotten_topics_data__partitions < 0:
            raise rt.Malformed
        if n_forgotten_topics_data__partitions > data_end - pos:
            raise rt.Malformed
        forgotten_topics_data__partitions = list(
            struct.unpack_from(f">{n_forgotten_topics_data__partitions}i", data, pos)
        )
        pos += n_forgotten_topics_data__partitions * 4
        e_forgotten_topics_data = _new(ForgottenTopic)
        e_forgotten_topics_data.topic = forgotten_topics_data__topic
        e_forgotten_topics_data.topic_id = rt.ZERO_UUID
        e_forgotten_topics_data.partitions = forgotten_topics_data__partitions
        e_forgotten_topics_data.unknown_tagged_fields = ()
        items_forgotten_topics_data.append(e_forgotten_topics_data)
    forgotten_topics_data = items_forgotten_topics_data
    obj = _new(FetchRequest)
    obj.cluster_id = None
    obj.replica_id = replica_id
    obj.replica_state = ReplicaState()
    obj.max_wait_ms = max_wait_ms
    obj.min_bytes = min_bytes
    obj.max_bytes = max_bytes
    obj.isolation_level = isolation_level
    obj.session_id = session_id
    obj.session_epoch = session_epoch
    obj.topics = topics
    obj.forgotten_topics_data = forgotten_topics_data
    obj.rack_id = ""
    obj.unknown_tagged_fields = ()
    return obj, pos


def _decode_FetchRequest_v11(data: bytes, pos: int) -> tuple[FetchRequest, int]:
    """Decode FetchRequest, version 11."""
    data_end = len(data)
    (
        replica_id,
        max_wait_ms,
        min_bytes,
        max_bytes,
        isolation_level,
        session_id,
        session_epoch,
        n_topics,
    ) = _S_iiiibiii.unpack_from(data, pos)
    pos += 29
    if n_topics < 0:
        raise rt.Malformed
    if n_topics > data_end - pos:
        raise rt.Malformed
    items_topics: list[FetchTopic] = []
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
        items_topics__partitions: list[FetchPartition] = []
        for _ in range(n_topics__partitions):
            e_topics__partitions, pos = _decode_FetchPartition_v9(data, pos)
            items_topics__partitions.append(e_topics__partitions)
        topics__partitions = items_topics__partitions
        e_topics = _new(FetchTopic)
        e_topics.topic = topics__topic
        e_topics.topic_id = rt.ZERO_UUID
        e_topics.partitions = topics__partitions
        e_topics.unknown_tagged_fields = ()
        items_topics.append(e_topics)
    topics = items_topics
    (n_forgotten_topics_data,) = _S_i.unpack_from(data, pos)
    pos += 4
    if n_forgotten_topics_data < 0:
        raise rt.Malformed
    if n_forgotten_topics_data > data_end - pos:
        raise rt.Malformed
    items_forgotten_topics_data: list[ForgottenTopic] = []
    for _ in range(n_forgotten_topics_data):
        (n_forgotten_topics_data__topic,) = _S_h.unpack_from(data, pos)
        pos += 2
        end = pos + n_forgotten_topics_data__topic
        if n_forgotten_topics_data__topic < 0 or end > data_end:
            raise rt.Malformed
        forgotten_topics_data__topic = data[pos:end].decode()
        pos = end
        (n_forgotten_topics_data__partitions,) = _S_i.unpack_from(data, pos)
        pos += 4
        if n_forgotten_topics_data__partitions < 0:
            raise rt.Malformed
        if n_forgotten_topics_data__partitions > data_end - pos:
            raise rt.Malformed
        forgotten_topics_data__partitions = list(
            struct.unpack_from(f">{n_forgotten_topics_data__partitions}i", data, pos)
        )
        pos += n_forgotten_topics_data__partitions * 4
        e_forgotten_topics_data = _new(ForgottenTopic)
        e_forgotten_topics_data.topic = forgotten_topics_data__topic
        e_forgotten_topics_data.topic_id = rt.ZERO_UUID
        e_forgotten_topics_data.partitions = forgotten_topics_data__partitions
        e_forgotten_topics_data.unknown_tagged_fields = ()
        items_forgotten_topics_data.append(e_forgotten_topics_data)
    forgotten_topics_data = items_forgotten_topics_data
    (n_rack_id,) = _S_h.unpack_from(data, pos)
    pos += 2
    end = pos + n_rack_id
    if n_rack_id < 0 or end > data_end:
        raise rt.Malformed
    rack_id = data[pos:end].decode()
    pos = end
    obj = _new(FetchRequest)
    obj.cluster_id = None
    obj.replica_id = replica_id
    obj.replica_state = ReplicaState()
    obj.max_wait_ms = max_wait_ms
    obj.min_bytes = min_bytes
    obj.max_bytes = max_bytes
    obj.isolation_level = isolation_level
    obj.session_id = session_id
    obj.session_epoch = session_epoch
    obj.topics = topics
    obj.forgotten_topics_data = forgotten_topics_data
    obj.rack_id = rack_id
    obj.unknown_tagged_fields = ()
    return obj, pos


def _decode_FetchRequest_v12(data: bytes, pos: int) -> tuple[FetchRequest, int]:
    """Decode FetchRequest, version 12."""
    data_end = len(data)
    (
        replica_id,
        max_wait_ms,
        min_bytes,
        max_bytes,
        isolation_level,
        session_id,
        session_epoch,
        n_topics,
    ) = _S_iiiibiiB.unpack_from(data, pos)
    pos += 26
    if n_topics > 127:
        n_topics, pos = rt.read_uvarint(data, pos - 1)
    n_topics -= 1
    if n_topics < 0:
        raise rt.Malformed
    if n_topics > data_end - pos:
        raise rt.Malformed
    items_topics: list[FetchTopic] = []
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
        items_topics__partitions: list[FetchPartition] = []
        for _ in range(n_topics__partitions):
            e_topics__partitions, pos = _decode_FetchPartition_v12(data, pos)
            items_topics__partitions.append(e_topics__partitions)
        topics__partitions = items_topics__partitions
        topics__tag_count = data[pos]
        pos += 1
        topics__unknown: rt.Tags = ()
        if topics__tag_count:
            topics__unknown, pos = rt.read_unknown_tags(data, pos - 1)
        e_topics = _new(FetchTopic)
        e_topics.topic = topics__topic
        e_topics.topic_id = rt.ZERO_UUID
        e_topics.partitions = topics__partitions
        e_topics.unknown_tagged_fields = topics__unknown
        items_topics.append(e_topics)
    topics = items_topics
    n_forgotten_topics_data = data[pos]
    pos += 1
    if n_forgotten_topics_data > 127:
        n_forgotten_topics_data, pos = rt.read_uvarint(data, pos - 1)
    n_forgotten_topics_data -= 1
    if n_forgotten_topics_data < 0:
        raise rt.Malformed
    if n_forgotten_topics_data > data_end - pos:
        raise rt.Malformed
    items_forgotten_topics_data: list[ForgottenTopic] = []
    for _ in range(n_forgotten_topics_data):
        n_forgotten_topics_data__topic = data[pos]
        pos += 1
        if n_forgotten_topics_data__topic > 127:
            n_forgotten_topics_data__topic, pos = rt.read_string_length(data, pos - 1)
        end = pos + n_forgotten_topics_data__topic - 1
        if not n_forgotten_topics_data__topic or end > data_end:
            raise rt.Malformed
        forgotten_topics_data__topic = data[pos:end].decode()
        pos = end
        n_forgotten_topics_data__partitions = data[pos]
        pos += 1
        if n_forgotten_topics_data__partitions > 127:
            n_forgotten_topics_data__partitions, pos = rt.read_uvarint(data, pos - 1)
        n_forgotten_topics_data__partitions -= 1
        if n_forgotten_topics_data__partitions < 0:
            raise rt.Malformed
        if n_forgotten_topics_data__partitions > data_end - pos:
            raise rt.Malformed
        forgotten_topics_data__partitions = list(
            struct.unpack_from(f">{n_forgotten_topics_data__partitions}i", data, pos)
        )
        pos += n_forgotten_topics_data__partitions * 4
        forgotten_topics_data__tag_count = data[pos]
        pos += 1
        forgotten_topics_data__unknown: rt.Tags = ()
        if forgotten_topics_data__tag_count:
            forgotten_topics_data__unknown, pos = rt.read_unknown_tags(data, pos - 1)
        e_forgotten_topics_data = _new(ForgottenTopic)
        e_forgotten_topics_data.topic = forgotten_topics_data__topic
        e_forgotten_topics_data.topic_id = rt.ZERO_UUID
        e_forgotten_topics_data.partitions = forgotten_topics_data__partitions
        e_forgotten_topics_data.unknown_tagged_fields = forgotten_topics_data__unknown
        items_forgotten_topics_data.append(e_forgotten_topics_data)
    forgotten_topics_data = items_forgotten_topics_data
    n_rack_id = data[pos]
    pos += 1
    if n_rack_id > 127:
        n_rack_id, pos = rt.read_string_length(data, pos - 1)
    end = pos + n_rack_id - 1
    if not n_rack_id or end > data_end:
        raise rt.Malformed
    rack_id = data[pos:end].decode()
    pos = end
    cluster_id: str | None
    cluster_id = None
    unknown: rt.Tags = ()
    if data[pos]:
        unknown_list: list[tuple[int, bytes]] = []
        count, pos = rt.read_uvarint(data, pos)
        last_tag = -1
        for _ in range(count):
            tag, pos = rt.read_uvarint(data, pos)
            if tag <= last_tag or tag > rt.TAG_LIMIT:
                raise rt.Malformed
            last_tag = tag
            size, pos = rt.read_uvarint(data, pos)
            end_tag = pos + size
            if end_tag > data_end:
                raise rt.Malformed
            if tag == 0:
                n_cluster_id = data[pos]
                pos += 1
                if n_cluster_id > 127:
                    n_cluster_id, pos = rt.read_string_length(data, pos - 1)
                if not n_cluster_id:
                    cluster_id = None
                else:
                    end = pos + n_cluster_id - 1
                    if end > data_end:
                        raise rt.Malformed
                    cluster_id = data[pos:end].decode()
                    pos = end
                if not (cluster_id is not None):
                    unknown_list.append((tag, data[end_tag - size : end_tag]))
            elif tag in (1,):
                raise rt.Malformed
            else:
                unknown_list.append((tag, data[pos:end_tag]))
                pos = end_tag
            if pos != end_tag:
                raise rt.Malformed
        unknown = tuple(unknown_list)
    else:
        pos += 1
    obj = _new(FetchRequest)
    obj.cluster_id = cluster_id
    obj.replica_id = replica_id
    obj.replica_state = ReplicaState()
    obj.max_wait_ms = max_wait_ms
    obj.min_bytes = min_bytes
    obj.max_bytes = max_bytes
    obj.isolation_level = isolation_level
    obj.session_id = session_id
    obj.session_epoch = session_epoch
    obj.topics = topics
    obj.forgotten_topics_data = forgotten_topics_data
    obj.rack_id = rack_id
    obj.unknown_tagged_fields = unknown
    return obj, pos


def _decode_FetchRequest_v13(data: bytes, pos: int) -> tuple[FetchRequest, int]:
    """Decode FetchRequest, versions 13, 14."""
    data_end = len(data)
    (
        replica_id,
        max_wait_ms,
        min_bytes,
        max_bytes,
        isolation_level,
        session_id,
        session_epoch,
        n_topics,
    ) = _S_iiiibiiB.unpack_from(data, pos)
    pos += 26
    if n_topics > 127:
        n_topics, pos = rt.read_uvarint(data, pos - 1)
    n_topics -= 1
    if n_topics < 0:
        raise rt.Malformed
    if n_topics > data_end - pos:
        raise rt.Malformed
    items_topics: list[FetchTopic] = []
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
        items_topics__partitions: list[FetchPartition] = []
        for _ in range(n_topics__partitions):
            e_topics__partitions, pos = _decode_FetchPartition_v12(data, pos)
            items_topics__partitions.append(e_topics__partitions)
        topics__partitions = items_topics__partitions
        topics__tag_count = data[pos]
        pos += 1
        topics__unknown: rt.Tags = ()
        if topics__tag_count:
            topics__unknown, pos = rt.read_unknown_tags(data, pos - 1)
        e_topics = _new(FetchTopic)
        e_topics.topic = ""
        e_topics.topic_id = topics__topic_id
        e_topics.partitions = topics__partitions
        e_topics.unknown_tagged_fields = topics__unknown
        items_topics.append(e_topics)
    topics = items_topics
    n_forgotten_topics_data = data[pos]
    pos += 1
    if n_forgotten_topics_data > 127:
        n_forgotten_topics_data, pos = rt.read_uvarint(data, pos - 1)
    n_forgotten_topics_data -= 1
    if n_forgotten_topics_data < 0:
        raise rt.Malformed
    if n_forgotten_topics_data > data_end - pos:
        raise rt.Malformed
    items_forgotten_topics_data: list[ForgottenTopic] = []
    for _ in range(n_forgotten_topics_data):
        (forgotten_topics_data__topic_id_raw,) = _S_u.unpack_from(data, pos)
        pos += 16
        forgotten_topics_data__topic_id = UUID(bytes=forgotten_topics_data__topic_id_raw)
        n_forgotten_topics_data__partitions = data[pos]
        pos += 1
        if n_forgotten_topics_data__partitions > 127:
            n_forgotten_topics_data__partitions, pos = rt.read_uvarint(data, pos - 1)
        n_forgotten_topics_data__partitions -= 1
        if n_forgotten_topics_data__partitions < 0:
            raise rt.Malformed
        if n_forgotten_topics_data__partitions > data_end - pos:
            raise rt.Malformed
        forgotten_topics_data__partitions = list(
            struct.unpack_from(f">{n_forgotten_topics_data__partitions}i", data, pos)
        )
        pos += n_forgotten_topics_data__partitions * 4
        forgotten_topics_data__tag_count = data[pos]
        pos += 1
        forgotten_topics_data__unknown: rt.Tags = ()
        if forgotten_topics_data__tag_count:
            forgotten_topics_data__unknown, pos = rt.read_unknown_tags(data, pos - 1)
        e_forgotten_topics_data = _new(ForgottenTopic)
        e_forgotten_topics_data.topic = ""
        e_forgotten_topics_data.topic_id = forgotten_topics_data__topic_id
        e_forgotten_topics_data.partitions = forgotten_topics_data__partitions
        e_forgotten_topics_data.unknown_tagged_fields = forgotten_topics_data__unknown
        items_forgotten_topics_data.append(e_forgotten_topics_data)
    forgotten_topics_data = items_forgotten_topics_data
    n_rack_id = data[pos]
    pos += 1
    if n_rack_id > 127:
        n_rack_id, pos = rt.read_string_length(data, pos - 1)
    end = pos + n_rack_id - 1
    if not n_rack_id or end > data_end:
        raise rt.Malformed
    rack_id = data[pos:end].decode()
    pos = end
    cluster_id: str | None
    cluster_id = None
    unknown: rt.Tags = ()
    if data[pos]:
        unknown_list: list[tuple[int, bytes]] = []
        count, pos = rt.read_uvarint(data, pos)
        last_tag = -1
        for _ in range(count):
            tag, pos = rt.read_uvarint(data, pos)
            if tag <= last_tag or tag > rt.TAG_LIMIT:
                raise rt.Malformed
            last_tag = tag
            size, pos = rt.read_uvarint(data, pos)
            end_tag = pos + size
            if end_tag > data_end:
                raise rt.Malformed
            if tag == 0:
                n_cluster_id = data[pos]
                pos += 1
                if n_cluster_id > 127:
                    n_cluster_id, pos = rt.read_string_length(data, pos - 1)
                if not n_cluster_id:
                    cluster_id = None
                else:
                    end = pos + n_cluster_id - 1
                    if end > data_end:
                        raise rt.Malformed
                    cluster_id = data[pos:end].decode()
                    pos = end
                if not (cluster_id is not None):
                    unknown_list.append((tag, data[end_tag - size : end_tag]))
            elif tag in (1,):
                raise rt.Malformed
            else:
                unknown_list.append((tag, data[pos:end_tag]))
                pos = end_tag
            if pos != end_tag:
                raise rt.Malformed
        unknown = tuple(unknown_list)
    else:
        pos += 1
    obj = _new(FetchRequest)
    obj.cluster_id = cluster_id
    obj.replica_id = replica_id
    obj.replica_state = ReplicaState()
    obj.max_wait_ms = max_wait_ms
    obj.min_bytes = min_bytes
    obj.max_bytes = max_bytes
    obj.isolation_level = isolation_level
    obj.session_id = session_id
    obj.session_epoch = session_epoch
    obj.topics = topics
    obj.forgotten_topics_data = forgotten_topics_data
    obj.rack_id = rack_id
    obj.unknown_tagged_fields = unknown
    return obj, pos


def _decode_FetchRequest_v15(data: bytes, pos: int) -> tuple[FetchRequest, int]:
    """Decode FetchRequest, versions 15, 16."""
    data_end = len(data)
    max_wait_ms, min_bytes, max_bytes, isolation_level, session_id, session_epoch, n_topics = (
        _S_iiibiiB.unpack_from(data, pos)
    )
    pos += 22
    if n_topics > 127:
        n_topics, pos = rt.read_uvarint(data, pos - 1)
    n_topics -= 1
    if n_topics < 0:
        raise rt.Malformed
    if n_topics > data_end - pos:
        raise rt.Malformed
    items_topics: list[FetchTopic] = []
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
        items_topics__partitions: list[FetchPartition] = []
        for _ in range(n_topics__partitions):
            e_topics__partitions, pos = _decode_FetchPartition_v12(data, pos)
            items_topics__partitions.append(e_topics__partitions)
        topics__partitions = items_topics__partitions
        topics__tag_count = data[pos]
        pos += 1
        topics__unknown: rt.Tags = ()
        if topics__tag_count:
            topics__unknown, pos = rt.read_unknown_tags(data, pos - 1)
        e_topics = _new(FetchTopic)
        e_topics.topic = ""
        e_topics.topic_id = topics__topic_id
        e_topics.partitions = topics__partitions
        e_topics.unknown_tagged_fields = topics__unknown
        items_topics.append(e_topics)
    topics = items_topics
    n_forgotten_topics_data = data[pos]
    pos += 1
    if n_forgotten_topics_data > 127:
        n_forgotten_topics_data, pos = rt.read_uvarint(data, pos - 1)
    n_forgotten_topics_data -= 1
    if n_forgotten_topics_data < 0:
        raise rt.Malformed
    if n_forgotten_topics_data > data_end - pos:
        raise rt.Malformed
    items_forgotten_topics_data: list[ForgottenTopic] = []
    for _ in range(n_forgotten_topics_data):
        (forgotten_topics_data__topic_id_raw,) = _S_u.unpack_from(data, pos)
        pos += 16
        forgotten_topics_data__topic_id = UUID(bytes=forgotten_topics_data__topic_id_raw)
        n_forgotten_topics_data__partitions = data[pos]
        pos += 1
        if n_forgotten_topics_data__partitions > 127:
            n_forgotten_topics_data__partitions, pos = rt.read_uvarint(data, pos - 1)
        n_forgotten_topics_data__partitions -= 1
        if n_forgotten_topics_data__partitions < 0:
            raise rt.Malformed
        if n_forgotten_topics_data__partitions > data_end - pos:
            raise rt.Malformed
        forgotten_topics_data__partitions = list(
            struct.unpack_from(f">{n_forgotten_topics_data__partitions}i", data, pos)
        )
        pos += n_forgotten_topics_data__partitions * 4
        forgotten_topics_data__tag_count = data[pos]
        pos += 1
        forgotten_topics_data__unknown: rt.Tags = ()
        if forgotten_topics_data__tag_count:
            forgotten_topics_data__unknown, pos = rt.read_unknown_tags(data, pos - 1)
        e_forgotten_topics_data = _new(ForgottenTopic)
        e_forgotten_topics_data.topic = ""
        e_forgotten_topics_data.topic_id = forgotten_topics_data__topic_id
        e_forgotten_topics_data.partitions = forgotten_topics_data__partitions
        e_forgotten_topics_data.unknown_tagged_fields = forgotten_topics_data__unknown
        items_forgotten_topics_data.append(e_forgotten_topics_data)
    forgotten_topics_data = items_forgotten_topics_data
    n_rack_id = data[pos]
    pos += 1
    if n_rack_id > 127:
        n_rack_id, pos = rt.read_string_length(data, pos - 1)
    end = pos + n_rack_id - 1
    if not n_rack_id or end > data_end:
        raise rt.Malformed
    rack_id = data[pos:end].decode()
    pos = end
    cluster_id: str | None
    cluster_id = None
    replica_state: ReplicaState
    replica_state = ReplicaState()
    unknown: rt.Tags = ()
    if data[pos]:
        unknown_list: list[tuple[int, bytes]] = []
        count, pos = rt.read_uvarint(data, pos)
        last_tag = -1
        for _ in range(count):
            tag, pos = rt.read_uvarint(data, pos)
            if tag <= last_tag or tag > rt.TAG_LIMIT:
                raise rt.Malformed
            last_tag = tag
            size, pos = rt.read_uvarint(data, pos)
            end_tag = pos + size
            if end_tag > data_end:
                raise rt.Malformed
            if tag == 0:
                n_cluster_id = data[pos]
                pos += 1
                if n_cluster_id > 127:
                    n_cluster_id, pos = rt.read_string_length(data, pos - 1)
                if not n_cluster_id:
                    cluster_id = None
                else:
                    end = pos + n_cluster_id - 1
                    if end > data_end:
                        raise rt.Malformed
                    cluster_id = data[pos:end].decode()
                    pos = end
                if not (cluster_id is not None):
                    unknown_list.append((tag, data[end_tag - size : end_tag]))
            elif tag == 1:
                replica_state, pos = _decode_ReplicaState_v15(data, pos)
                if not (replica_state != ReplicaState()):
                    unknown_list.append((tag, data[end_tag - size : end_tag]))
            else:
                unknown_list.append((tag, data[pos:end_tag]))
                pos = end_tag
            if pos != end_tag:
                raise rt.Malformed
        unknown = tuple(unknown_list)
    else:
        pos += 1
    obj = _new(FetchRequest)
    obj.cluster_id = cluster_id
    obj.replica_id = -1
    obj.replica_state = replica_state
    obj.max_wait_ms = max_wait_ms
    obj.min_bytes = min_bytes
    obj.max_bytes = max_bytes
    obj.isolation_level = isolation_level
    obj.session_id = session_id
    obj.session_epoch = session_epoch
    obj.topics = topics
    obj.forgotten_topics_data = forgotten_topics_data
    obj.rack_id = rack_id
    obj.unknown_tagged_fields = unknown
    return obj, pos


def _decode_FetchRequest_v17(data: bytes, pos: int) -> tuple[FetchRequest, int]:
    """Decode FetchRequest, version 17."""
    data_end = len(data)
    max_wait_ms, min_bytes, max_bytes, isolation_level, session_id, session_epoch, n_topics = (
        _S_iiibiiB.unpack_from(data, pos)
    )
    pos += 22
    if n_topics > 127:
        n_topics, pos = rt.read_uvarint(data, pos - 1)
    n_topics -= 1
    if n_topics < 0:
        raise rt.Malformed
    if n_topics > data_end - pos:
        raise rt.Malformed
    items_topics: list[FetchTopic] = []
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
        items_topics__partitions: list[FetchPartition] = []
        for _ in range(n_topics__partitions):
            e_topics__partitions, pos = _decode_FetchPartition_v17(data, pos)
            items_topics__partitions.append(e_topics__partitions)
        topics__partitions = items_topics__partitions
        topics__tag_count = data[pos]
        pos += 1
        topics__unknown: rt.Tags = ()
        if topics__tag_count:
            topics__unknown, pos = rt.read_unknown_tags(data, pos - 1)
        e_topics = _new(FetchTopic)
        e_topics.topic = ""
        e_topics.topic_id = topics__topic_id
        e_topics.partitions = topics__partitions
        e_topics.unknown_tagged_fields = topics__unknown
        items_topics.append(e_topics)
    topics = items_topics
    n_forgotten_topics_data = data[pos]
    pos += 1
    if n_forgotten_topics_data > 127:
        n_forgotten_topics_data, pos = rt.read_uvarint(data, pos - 1)
    n_forgotten_topics_data -= 1
    if n_forgotten_topics_data < 0:
        raise rt.Malformed
    if n_forgotten_topics_data > data_end - pos:
        raise rt.Malformed
    items_forgotten_topics_data: list[ForgottenTopic] = []
    for _ in range(n_forgotten_topics_data):
        (forgotten_topics_data__topic_id_raw,) = _S_u.unpack_from(data, pos)
        pos += 16
        forgotten_topics_data__topic_id = UUID(bytes=forgotten_topics_data__topic_id_raw)
        n_forgotten_topics_data__partitions = data[pos]
        pos += 1
        if n_forgotten_topics_data__partitions > 127:
            n_forgotten_topics_data__partitions, pos = rt.read_uvarint(data, pos - 1)
        n_forgotten_topics_data__partitions -= 1
        if n_forgotten_topics_data__partitions < 0:
            raise rt.Malformed
        if n_forgotten_topics_data__partitions > data_end - pos:
            raise rt.Malformed
        forgotten_topics_data__partitions = list(
            struct.unpack_from(f">{n_forgotten_topics_data__partitions}i", data, pos)
        )
        pos += n_forgotten_topics_data__partitions * 4
        forgotten_topics_data__tag_count = data[pos]
        pos += 1
        forgotten_topics_data__unknown: rt.Tags = ()
        if forgotten_topics_data__tag_count:
            forgotten_topics_data__unknown, pos = rt.read_unknown_tags(data, pos - 1)
        e_forgotten_topics_data = _new(ForgottenTopic)
        e_forgotten_topics_data.topic = ""
        e_forgotten_topics_data.topic_id = forgotten_topics_data__topic_id
        e_forgotten_topics_data.partitions = forgotten_topics_data__partitions
        e_forgotten_topics_data.unknown_tagged_fields = forgotten_topics_data__unknown
        items_forgotten_topics_data.append(e_forgotten_topics_data)
    forgotten_topics_data = items_forgotten_topics_data
    n_rack_id = data[pos]
    pos += 1
    if n_rack_id > 127:
        n_rack_id, pos = rt.read_string_length(data, pos - 1)
    end = pos + n_rack_id - 1
    if not n_rack_id or end > data_end:
        raise rt.Malformed
    rack_id = data[pos:end].decode()
    pos = end
    cluster_id: str | None
    cluster_id = None
    replica_state: ReplicaState
    replica_state = ReplicaState()
    unknown: rt.Tags = ()
    if data[pos]:
        unknown_list: list[tuple[int, bytes]] = []
        count, pos = rt.read_uvarint(data, pos)
        last_tag = -1
        for _ in range(count):
            tag, pos = rt.read_uvarint(data, pos)
            if tag <= last_tag or tag > rt.TAG_LIMIT:
                raise rt.Malformed
            last_tag = tag
            size, pos = rt.read_uvarint(data, pos)
            end_tag = pos + size
            if end_tag > data_end:
                raise rt.Malformed
            if tag == 0:
                n_cluster_id = data[pos]
                pos += 1
                if n_cluster_id > 127:
                    n_cluster_id, pos = rt.read_string_length(data, pos - 1)
                if not n_cluster_id:
                    cluster_id = None
                else:
                    end = pos + n_cluster_id - 1
                    if end > data_end:
                        raise rt.Malformed
                    cluster_id = data[pos:end].decode()
                    pos = end
                if not (cluster_id is not None):
                    unknown_list.append((tag, data[end_tag - size : end_tag]))
            elif tag == 1:
                replica_state, pos = _decode_ReplicaState_v15(data, pos)
                if not (replica_state != ReplicaState()):
                    unknown_list.append((tag, data[end_tag - size : end_tag]))
            else:
                unknown_list.append((tag, data[pos:end_tag]))
                pos = end_tag
            if pos != end_tag:
                raise rt.Malformed
        unknown = tuple(unknown_list)
    else:
        pos += 1
    obj = _new(FetchRequest)
    obj.cluster_id = cluster_id
    obj.replica_id = -1
    obj.replica_state = replica_state
    obj.max_wait_ms = max_wait_ms
    obj.min_bytes = min_bytes
    obj.max_bytes = max_bytes
    obj.isolation_level = isolation_level
    obj.session_id = session_id
    obj.session_epoch = session_epoch
    obj.topics = topics
    obj.forgotten_topics_data = forgotten_topics_data
    obj.rack_id = rack_id
    obj.unknown_tagged_fields = unknown
    return obj, pos


def _decode_FetchRequest_v18(data: bytes, pos: int) -> tuple[FetchRequest, int]:
    """Decode FetchRequest, version 18."""
    data_end = len(data)
    max_wait_ms, min_bytes, max_bytes, isolation_level, session_id, session_epoch, n_topics = (
        _S_iiibiiB.unpack_from(data, pos)
    )
    pos += 22
    if n_topics > 127:
        n_topics, pos = rt.read_uvarint(data, pos - 1)
    n_topics -= 1
    if n_topics < 0:
        raise rt.Malformed
    if n_topics > data_end - pos:
        raise rt.Malformed
    items_topics: list[FetchTopic] = []
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
        items_topics__partitions: list[FetchPartition] = []
        for _ in range(n_topics__partitions):
            e_topics__partitions, pos = _decode_FetchPartition_v18(data, pos)
            items_topics__partitions.append(e_topics__partitions)
        topics__partitions = items_topics__partitions
        topics__tag_count = data[pos]
        pos += 1
        topics__unknown: rt.Tags = ()
        if topics__tag_count:
            topics__unknown, pos = rt.read_unknown_tags(data, pos - 1)
        e_topics = _new(FetchTopic)
        e_topics.topic = ""
        e_topics.topic_id = topics__topic_id
        e_topics.partitions = topics__partitions
        e_topics.unknown_tagged_fields = topics__unknown
        items_topics.append(e_topics)
    topics = items_topics
    n_forgotten_topics_data = data[pos]
    pos += 1
    if n_forgotten_topics_data > 127:
        n_forgotten_topics_data, pos = rt.read_uvarint(data, pos - 1)
    n_forgotten_topics_data -= 1
    if n_forgotten_topics_data < 0:
        raise rt.Malformed
    if n_forgotten_topics_data > data_end - pos:
        raise rt.Malformed
    items_forgotten_topics_data: list[ForgottenTopic] = []
    for _ in range(n_forgotten_topics_data):
        (forgotten_topics_data__topic_id_raw,) = _S_u.unpack_from(data, pos)
        pos += 16
        forgotten_topics_data__topic_id = UUID(bytes=forgotten_topics_data__topic_id_raw)
        n_forgotten_topics_data__partitions = data[pos]
        pos += 1
        if n_forgotten_topics_data__partitions > 127:
            n_forgotten_topics_data__partitions, pos = rt.read_uvarint(data, pos - 1)
        n_forgotten_topics_data__partitions -= 1
        if n_forgotten_topics_data__partitions < 0:
            raise rt.Malformed
        if n_forgotten_topics_data__partitions > data_end - pos:
            raise rt.Malformed
        forgotten_topics_data__partitions = list(
            struct.unpack_from(f">{n_forgotten_topics_data__partitions}i", data, pos)
        )
        pos += n_forgotten_topics_data__partitions * 4
        forgotten_topics_data__tag_count = data[pos]
        pos += 1
        forgotten_topics_data__unknown: rt.Tags = ()
        if forgotten_topics_data__tag_count:
            forgotten_topics_data__unknown, pos = rt.read_unknown_tags(data, pos - 1)
        e_forgotten_topics_data = _new(ForgottenTopic)
        e_forgotten_topics_data.topic = ""
        e_forgotten_topics_data.topic_id = forgotten_topics_data__topic_id
        e_forgotten_topics_data.partitions = forgotten_topics_data__partitions
        e_forgotten_topics_data.unknown_tagged_fields = forgotten_topics_data__unknown
        items_forgotten_topics_data.append(e_forgotten_topics_data)
    forgotten_topics_data = items_forgotten_topics_data
    n_rack_id = data[pos]
    pos += 1
    if n_rack_id > 127:
        n_rack_id, pos = rt.read_string_length(data, pos - 1)
    end = pos + n_rack_id - 1
    if not n_rack_id or end > data_end:
        raise rt.Malformed
    rack_id = data[pos:end].decode()
    pos = end
    cluster_id: str | None
    cluster_id = None
    replica_state: ReplicaState
    replica_state = ReplicaState()
    unknown: rt.Tags = ()
    if data[pos]:
        unknown_list: list[tuple[int, bytes]] = []
        count, pos = rt.read_uvarint(data, pos)
        last_tag = -1
        for _ in range(count):
            tag, pos = rt.read_uvarint(data, pos)
            if tag <= last_tag or tag > rt.TAG_LIMIT:
                raise rt.Malformed
            last_tag = tag
            size, pos = rt.read_uvarint(data, pos)
            end_tag = pos + size
            if end_tag > data_end:
                raise rt.Malformed
            if tag == 0:
                n_cluster_id = data[pos]
                pos += 1
                if n_cluster_id > 127:
                    n_cluster_id, pos = rt.read_string_length(data, pos - 1)
                if not n_cluster_id:
                    cluster_id = None
                else:
                    end = pos + n_cluster_id - 1
                    if end > data_end:
                        raise rt.Malformed
                    cluster_id = data[pos:end].decode()
                    pos = end
                if not (cluster_id is not None):
                    unknown_list.append((tag, data[end_tag - size : end_tag]))
            elif tag == 1:
                replica_state, pos = _decode_ReplicaState_v15(data, pos)
                if not (replica_state != ReplicaState()):
                    unknown_list.append((tag, data[end_tag - size : end_tag]))
            else:
                unknown_list.append((tag, data[pos:end_tag]))
                pos = end_tag
            if pos != end_tag:
                raise rt.Malformed
        unknown = tuple(unknown_list)
    else:
        pos += 1
    obj = _new(FetchRequest)
    obj.cluster_id = cluster_id
    obj.replica_id = -1
    obj.replica_state = replica_state
    obj.max_wait_ms = max_wait_ms
    obj.min_bytes = min_bytes
    obj.max_bytes = max_bytes
    obj.isolation_level = isolation_level
    obj.session_id = session_id
    obj.session_epoch = session_epoch
    obj.topics = topics
    obj.forgotten_topics_data = forgotten_topics_data
    obj.rack_id = rack_id
    obj.unknown_tagged_fields = unknown
    return obj, pos


def _encode_FetchRequest_v0(obj: FetchRequest, out: bytearray) -> None:
    """Encode FetchRequest, versions 0, 1, 2."""
    if obj.replica_state != ReplicaState():
        raise rt.Malformed
    if obj.forgotten_topics_data != []:
        raise rt.Malformed
    a_topics = obj.topics
    out += _S_iiii.pack(obj.replica_id, obj.max_wait_ms, obj.min_bytes, len(a_topics))
    for e_topics in a_topics:
        b_topics__topic = e_topics.topic.encode()
        out += _S_h.pack(len(b_topics__topic))
        out += b_topics__topic
        a_topics__partitions = e_topics.partitions
        out += _S_i.pack(len(a_topics__partitions))
        for e_topics__partitions in a_topics__partitions:
            if e_topics__partitions.last_fetched_epoch != -1:
                raise rt.Malformed
            out += _S_iqi.pack(
                e_topics__partitions.partition,
                e_topics__partitions.fetch_offset,
                e_topics__partitions.partition_max_bytes,
            )
            if e_topics__partitions.unknown_tagged_fields:
                raise rt.Malformed
        if e_topics.unknown_tagged_fields:
            raise rt.Malformed
    if obj.unknown_tagged_fields:
        raise rt.Malformed


def _encode_FetchRequest_v3(obj: FetchRequest, out: bytearray) -> None:
    """Encode FetchRequest, version 3."""
    if obj.replica_state != ReplicaState():
        raise rt.Malformed
    if obj.forgotten_topics_data != []:
        raise rt.Malformed
    a_topics = obj.topics
    out += _S_iiiii.pack(
        obj.replica_id, obj.max_wait_ms, obj.min_bytes, obj.max_bytes, len(a_topics)
    )
    for e_topics in a_topics:
        b_topics__topic = e_topics.topic.encode()
        out += _S_h.pack(len(b_topics__topic))
        out += b_topics__topic
        a_topics__partitions = e_topics.partitions
        out += _S_i.pack(len(a_topics__partitions))
        for e_topics__partitions in a_topics__partitions:
            if e_topics__partitions.last_fetched_epoch != -1:
                raise rt.Malformed
            out += _S_iqi.pack(
                e_topics__partitions.partition,
                e_topics__partitions.fetch_offset,
                e_topics__partitions.partition_max_bytes,
            )
            if e_topics__partitions.unknown_tagged_fields:
                raise rt.Malformed
        if e_topics.unknown_tagged_fields:
            raise rt.Malformed
    if obj.unknown_tagged_fields:
        raise rt.Malformed


def _encode_FetchRequest_v4(obj: FetchRequest, out: bytearray) -> None:
    """Encode FetchRequest, version 4."""
    if obj.replica_state != ReplicaState():
        raise rt.Malformed
    if obj.forgotten_topics_data != []:
        raise rt.Malformed
    a_topics = obj.topics
    out += _S_iiiibi.pack(
        obj.replica_id,
        obj.max_wait_ms,
        obj.min_bytes,
        obj.max_bytes,
        obj.isolation_level,
        len(a_topics),
    )
    for e_topics in a_topics:
        b_topics__topic = e_topics.topic.encode()
        out += _S_h.pack(len(b_topics__topic))
        out += b_topics__topic
        a_topics__partitions = e_topics.partitions
        out += _S_i.pack(len(a_topics__partitions))
        for e_topics__partitions in a_topics__partitions:
            if e_topics__partitions.last_fetched_epoch != -1:
                raise rt.Malformed
            out += _S_iqi.pack(
                e_topics__partitions.partition,
                e_topics__partitions.fetch_offset,
                e_topics__partitions.partition_max_bytes,
            )
            if e_topics__partitions.unknown_tagged_fields:
                raise rt.Malformed
        if e_topics.unknown_tagged_fields:
            raise rt.Malformed
    if obj.unknown_tagged_fields:
        raise rt.Malformed


def _encode_FetchRequest_v5(obj: FetchRequest, out: bytearray) -> None:
    """Encode FetchRequest, versions 5, 6."""
    if obj.replica_state != ReplicaState():
        raise rt.Malformed
    if obj.forgotten_topics_data != []:
        raise rt.Malformed
    a_topics = obj.topics
    out += _S_iiiibi.pack(
        obj.replica_id,
        obj.max_wait_ms,
        obj.min_bytes,
        obj.max_bytes,
        obj.isolation_level,
        len(a_topics),
    )
    for e_topics in a_topics:
        b_topics__topic = e_topics.topic.encode()
        out += _S_h.pack(len(b_topics__topic))
        out += b_topics__topic
        a_topics__partitions = e_topics.partitions
        out += _S_i.pack(len(a_topics__partitions))
        for e_topics__partitions in a_topics__partitions:
            if e_topics__partitions.last_fetched_epoch != -1:
                raise rt.Malformed
            out += _S_iqqi.pack(
                e_topics__partitions.partition,
                e_topics__partitions.fetch_offset,
                e_topics__partitions.log_start_offset,
                e_topics__partitions.partition_max_bytes,
            )
            if e_topics__partitions.unknown_tagged_fields:
                raise rt.Malformed
        if e_topics.unknown_tagged_fields:
            raise rt.Malformed
    if obj.unknown_tagged_fields:
        raise rt.Malformed


def _encode_FetchRequest_v7(obj: FetchRequest, out: bytearray) -> None:
    """Encode FetchRequest, versions 7, 8."""
    if obj.replica_state != ReplicaState():
        raise rt.Malformed
    a_topics = obj.topics
    out += _S_iiiibiii.pack(
        obj.replica_id,
        obj.max_wait_ms,
        obj.min_bytes,
        obj.max_bytes,
        obj.isolation_level,
        obj.session_id,
        obj.session_epoch,
        len(a_topics),
    )
    for e_topics in a_topics:
        b_topics__topic = e_topics.topic.encode()
        out += _S_h.pack(len(b_topics__topic))
        out += b_topics__topic
        a_topics__partitions = e_topics.partitions
        out += _S_i.pack(len(a_topics__partitions))
        for e_topics__partitions in a_topics__partitions:
            if e_topics__partitions.last_fetched_epoch != -1:
                raise rt.Malformed
            out += _S_iqqi.pack(
                e_topics__partitions.partition,
                e_topics__partitions.fetch_offset,
                e_topics__partitions.log_start_offset,
                e_topics__partitions.partition_max_bytes,
            )
            if e_topics__partitions.unknown_tagged_fields:
                raise rt.Malformed
        if e_topics.unknown_tagged_fields:
            raise rt.Malformed
    a_forgotten_topics_data = obj.forgotten_topics_data
    out += _S_i.pack(len(a_forgotten_topics_data))
    for e_forgotten_topics_data in a_forgotten_topics_data:
        b_forgotten_topics_data__topic = e_forgotten_topics_data.topic.encode()
        out += _S_h.pack(len(b_forgotten_topics_data__topic))
        out += b_forgotten_topics_data__topic
        a_forgotten_topics_data__partitions = e_forgotten_topics_data.partitions
        out += _S_i.pack(len(a_forgotten_topics_data__partitions))
        out += struct.pack(
            f">{len(a_forgotten_topics_data__partitions)}i", *a_forgotten_topics_data__partitions
        )
        if e_forgotten_topics_data.unknown_tagged_fields:
            raise rt.Malformed
    if obj.unknown_tagged_fields:
        raise rt.Malformed


def _encode_FetchRequest_v9(obj: FetchRequest, out: bytearray) -> None:
    """Encode FetchRequest, versions 9, 10."""
    if obj.replica_state != ReplicaState():
        raise rt.Malformed
    a_topics = obj.topics
    out += _S_iiiibiii.pack(
        obj.replica_id,
        obj.max_wait_ms,
        obj.min_bytes,
        obj.max_bytes,
        obj.isolation_level,
        obj.session_id,
        obj.session_epoch,
        len(a_topics),
    )
    for e_topics in a_topics:
        b_topics__topic = e_topics.topic.encode()
        out += _S_h.pack(len(b_topics__topic))
        out += b_topics__topic
        a_topics__partitions = e_topics.partitions
        out += _S_i.pack(len(a_topics__partitions))
        for e_topics__partitions in a_topics__partitions:
            if e_topics__partitions.last_fetched_epoch != -1:
                raise rt.Malformed
            out += _S_iiqqi.pack(
                e_topics__partitions.partition,
                e_topics__partitions.current_leader_epoch,
                e_topics__partitions.fetch_offset,
                e_topics__partitions.log_start_offset,
                e_topics__partitions.partition_max_bytes,
            )
            if e_topics__partitions.unknown_tagged_fields:
                raise rt.Malformed
        if e_topics.unknown_tagged_fields:
            raise rt.Malformed
    a_forgotten_topics_data = obj.forgotten_topics_data
    out += _S_i.pack(len(a_forgotten_topics_data))
    for e_forgotten_topics_data in a_forgotten_topics_data:
        b_forgotten_topics_data__topic = e_forgotten_topics_data.topic.encode()
        out += _S_h.pack(len(b_forgotten_topics_data__topic))
        out += b_forgotten_topics_data__topic
        a_forgotten_topics_data__partitions = e_forgotten_topics_data.partitions
        out += _S_i.pack(len(a_forgotten_topics_data__partitions))
        out += struct.pack(
            f">{len(a_forgotten_topics_data__partitions)}i", *a_forgotten_topics_data__partitions
        )
        if e_forgotten_topics_data.unknown_tagged_fields:
            raise rt.Malformed
    if obj.unknown_tagged_fields:
        raise rt.Malformed


def _encode_FetchRequest_v11(obj: FetchRequest, out: bytearray) -> None:
    """Encode FetchRequest, version 11."""
    if obj.replica_state != ReplicaState():
        raise rt.Malformed
    a_topics = obj.topics
    out += _S_iiiibiii.pack(
        obj.replica_id,
        obj.max_wait_ms,
        obj.min_bytes,
        obj.max_bytes,
        obj.isolation_level,
        obj.session_id,
        obj.session_epoch,
        len(a_topics),
    )
    for e_topics in a_topics:
        b_topics__topic = e_topics.topic.encode()
        out += _S_h.pack(len(b_topics__topic))
        out += b_topics__topic
        a_topics__partitions = e_topics.partitions
        out += _S_i.pack(len(a_topics__partitions))
        for e_topics__partitions in a_topics__partitions:
            if e_topics__partitions.last_fetched_epoch != -1:
                raise rt.Malformed
            out += _S_iiqqi.pack(
                e_topics__partitions.partition,
                e_topics__partitions.current_leader_epoch,
                e_topics__partitions.fetch_offset,
                e_topics__partitions.log_start_offset,
                e_topics__partitions.partition_max_bytes,
            )
            if e_topics__partitions.unknown_tagged_fields:
                raise rt.Malformed
        if e_topics.unknown_tagged_fields:
            raise rt.Malformed
    a_forgotten_topics_data = obj.forgotten_topics_data
    out += _S_i.pack(len(a_forgotten_topics_data))
    for e_forgotten_topics_data in a_forgotten_topics_data:
        b_forgotten_topics_data__topic = e_forgotten_topics_data.topic.encode()
        out += _S_h.pack(len(b_forgotten_topics_data__topic))
        out += b_forgotten_topics_data__topic
        a_forgotten_topics_data__partitions = e_forgotten_topics_data.partitions
        out += _S_i.pack(len(a_forgotten_topics_data__partitions))
        out += struct.pack(
            f">{len(a_forgotten_topics_data__partitions)}i", *a_forgotten_topics_data__partitions
        )
        if e_forgotten_topics_data.unknown_tagged_fields:
            raise rt.Malformed
    b_rack_id = obj.rack_id.encode()
    out += _S_h.pack(len(b_rack_id))
    out += b_rack_id
    if obj.unknown_tagged_fields:
        raise rt.Malformed


def _encode_FetchRequest_v12(obj: FetchRequest, out: bytearray) -> None:
    """Encode FetchRequest, version 12."""
    append = out.append
    if obj.replica_state != ReplicaState():
        raise rt.Malformed
    out += _S_iiiibii.pack(
        obj.replica_id,
        obj.max_wait_ms,
        obj.min_bytes,
        obj.max_bytes,
        obj.isolation_level,
        obj.session_id,
        obj.session_epoch,
    )
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
            out += _S_iiqiqi.pack(
                e_topics__partitions.partition,
                e_topics__partitions.current_leader_epoch,
                e_topics__partitions.fetch_offset,
                e_topics__partitions.last_fetched_epoch,
                e_topics__partitions.log_start_offset,
                e_topics__partitions.partition_max_bytes,
            )
            if e_topics__partitions.unknown_tagged_fields:
                rt.write_tags(out, (), e_topics__partitions.unknown_tagged_fields, (), (0, 1))
            else:
                append(0)
        if e_topics.unknown_tagged_fields:
            rt.write_tags(out, (), e_topics.unknown_tagged_fields)
        else:
            append(0)
    a_forgotten_topics_data = obj.forgotten_topics_data
    n = len(a_forgotten_topics_data) + 1
    if n < 128:
        append(n)
    else:
        out += rt.uvarint(n)
    for e_forgotten_topics_data in a_forgotten_topics_data:
        b_forgotten_topics_data__topic = e_forgotten_topics_data.topic.encode()
        n = len(b_forgotten_topics_data__topic) + 1
        if n < 128:
            append(n)
        else:
            out += rt.string_length(n)
        out += b_forgotten_topics_data__topic
        a_forgotten_topics_data__partitions = e_forgotten_topics_data.partitions
        n = len(a_forgotten_topics_data__partitions) + 1
        if n < 128:
            append(n)
        else:
            out += rt.uvarint(n)
        out += struct.pack(
            f">{len(a_forgotten_topics_data__partitions)}i", *a_forgotten_topics_data__partitions
        )
        if e_forgotten_topics_data.unknown_tagged_fields:
            rt.write_tags(out, (), e_forgotten_topics_data.unknown_tagged_fields)
        else:
            append(0)
    b_rack_id = obj.rack_id.encode()
    n = len(b_rack_id) + 1
    if n < 128:
        append(n)
    else:
        out += rt.string_length(n)
    out += b_rack_id
    tags: list[tuple[int, bytes]] = []
    sub: bytearray
    if obj.cluster_id is not None:
        sub = bytearray()
        s_cluster_id = obj.cluster_id
        if s_cluster_id is None:
            sub.append(0)
        else:
            b_cluster_id = s_cluster_id.encode()
            n = len(b_cluster_id) + 1
            if n < 128:
                sub.append(n)
            else:
                sub += rt.string_length(n)
            sub += b_cluster_id
        tags.append((0, bytes(sub)))
    rt.write_tags(out, tags, obj.unknown_tagged_fields, (0,), (1,))


def _encode_FetchRequest_v13(obj: FetchRequest, out: bytearray) -> None:
    """Encode FetchRequest, versions 13, 14."""
    append = out.append
    if obj.replica_state != ReplicaState():
        raise rt.Malformed
    out += _S_iiiibii.pack(
        obj.replica_id,
        obj.max_wait_ms,
        obj.min_bytes,
        obj.max_bytes,
        obj.isolation_level,
        obj.session_id,
        obj.session_epoch,
    )
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
            out += _S_iiqiqi.pack(
                e_topics__partitions.partition,
                e_topics__partitions.current_leader_epoch,
                e_topics__partitions.fetch_offset,
                e_topics__partitions.last_fetched_epoch,
                e_topics__partitions.log_start_offset,
                e_topics__partitions.partition_max_bytes,
            )
            if e_topics__partitions.unknown_tagged_fields:
                rt.write_tags(out, (), e_topics__partitions.unknown_tagged_fields, (), (0, 1))
            else:
                append(0)
        if e_topics.unknown_tagged_fields:
            rt.write_tags(out, (), e_topics.unknown_tagged_fields)
        else:
            append(0)
    a_forgotten_topics_data = obj.forgotten_topics_data
    n = len(a_forgotten_topics_data) + 1
    if n < 128:
        append(n)
    else:
        out += rt.uvarint(n)
    for e_forgotten_topics_data in a_forgotten_topics_data:
        out += _S_u.pack(e_forgotten_topics_data.topic_id.bytes)
        a_forgotten_topics_data__partitions = e_forgotten_topics_data.partitions
        n = len(a_forgotten_topics_data__partitions) + 1
        if n < 128:
            append(n)
        else:
            out += rt.uvarint(n)
        out += struct.pack(
            f">{len(a_forgotten_topics_data__partitions)}i", *a_forgotten_topics_data__partitions
        )
        if e_forgotten_topics_data.unknown_tagged_fields:
            rt.write_tags(out, (), e_forgotten_topics_data.unknown_tagged_fields)
        else:
            append(0)
    b_rack_id = obj.rack_id.encode()
    n = len(b_rack_id) + 1
    if n < 128:
        append(n)
    else:
        out += rt.string_length(n)
    out += b_rack_id
    tags: list[tuple[int, bytes]] = []
    sub: bytearray
    if obj.cluster_id is not None:
        sub = bytearray()
        s_cluster_id = obj.cluster_id
        if s_cluster_id is None:
            sub.append(0)
        else:
            b_cluster_id = s_cluster_id.encode()
            n = len(b_cluster_id) + 1
            if n < 128:
                sub.append(n)
            else:
                sub += rt.string_length(n)
            sub += b_cluster_id
        tags.append((0, bytes(sub)))
    rt.write_tags(out, tags, obj.unknown_tagged_fields, (0,), (1,))


def _encode_FetchRequest_v15(obj: FetchRequest, out: bytearray) -> None:
    """Encode FetchRequest, versions 15, 16."""
    append = out.append
    if obj.replica_id != -1:
        raise rt.Malformed
    out += _S_iiibii.pack(
        obj.max_wait_ms,
        obj.min_bytes,
        obj.max_bytes,
        obj.isolation_level,
        obj.session_id,
        obj.session_epoch,
    )
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
            out += _S_iiqiqi.pack(
                e_topics__partitions.partition,
                e_topics__partitions.current_leader_epoch,
                e_topics__partitions.fetch_offset,
                e_topics__partitions.last_fetched_epoch,
                e_topics__partitions.log_start_offset,
                e_topics__partitions.partition_max_bytes,
            )
            if e_topics__partitions.unknown_tagged_fields:
                rt.write_tags(out, (), e_topics__partitions.unknown_tagged_fields, (), (0, 1))
            else:
                append(0)
        if e_topics.unknown_tagged_fields:
            rt.write_tags(out, (), e_topics.unknown_tagged_fields)
        else:
            append(0)
    a_forgotten_topics_data = obj.forgotten_topics_data
    n = len(a_forgotten_topics_data) + 1
    if n < 128:
        append(n)
    else:
        out += rt.uvarint(n)
    for e_forgotten_topics_data in a_forgotten_topics_data:
        out += _S_u.pack(e_forgotten_topics_data.topic_id.bytes)
        a_forgotten_topics_data__partitions = e_forgotten_topics_data.partitions
        n = len(a_forgotten_topics_data__partitions) + 1
        if n < 128:
            append(n)
        else:
            out += rt.uvarint(n)
        out += struct.pack(
            f">{len(a_forgotten_topics_data__partitions)}i", *a_forgotten_topics_data__partitions
        )
        if e_forgotten_topics_data.unknown_tagged_fields:
            rt.write_tags(out, (), e_forgotten_topics_data.unknown_tagged_fields)
        else:
            append(0)
    b_rack_id = obj.rack_id.encode()
    n = len(b_rack_id) + 1
    if n < 128:
        append(n)
    else:
        out += rt.string_length(n)
    out += b_rack_id
    tags: list[tuple[int, bytes]] = []
    sub: bytearray
    if obj.cluster_id is not None:
        sub = bytearray()
        s_cluster_id = obj.cluster_id
        if s_cluster_id is None:
            sub.append(0)
        else:
            b_cluster_id = s_cluster_id.encode()
            n = len(b_cluster_id) + 1
            if n < 128:
                sub.append(n)
            else:
                sub += rt.string_length(n)
            sub += b_cluster_id
        tags.append((0, bytes(sub)))
    if obj.replica_state != ReplicaState():
        sub = bytearray()
        _encode_ReplicaState_v15(obj.replica_state, sub)
        tags.append((1, bytes(sub)))
    rt.write_tags(out, tags, obj.unknown_tagged_fields, (0, 1))


def _encode_FetchRequest_v17(obj: FetchRequest, out: bytearray) -> None:
    """Encode FetchRequest, version 17."""
    append = out.append
    if obj.replica_id != -1:
        raise rt.Malformed
    out += _S_iiibii.pack(
        obj.max_wait_ms,
        obj.min_bytes,
        obj.max_bytes,
        obj.isolation_level,
        obj.session_id,
        obj.session_epoch,
    )
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
            out += _S_iiqiqi.pack(
                e_topics__partitions.partition,
                e_topics__partitions.current_leader_epoch,
                e_topics__partitions.fetch_offset,
                e_topics__partitions.last_fetched_epoch,
                e_topics__partitions.log_start_offset,
                e_topics__partitions.partition_max_bytes,
            )
            topics__partitions__tags: list[tuple[int, bytes]] = []
            topics__partitions__sub: bytearray
            if e_topics__partitions.replica_directory_id != rt.ZERO_UUID:
                topics__partitions__sub = bytearray()
                topics__partitions__sub += _S_u.pack(
                    e_topics__partitions.replica_directory_id.bytes
                )
                topics__partitions__tags.append((0, bytes(topics__partitions__sub)))
            rt.write_tags(
                out,
                topics__partitions__tags,
                e_topics__partitions.unknown_tagged_fields,
                (0,),
                (1,),
            )
        if e_topics.unknown_tagged_fields:
            rt.write_tags(out, (), e_topics.unknown_tagged_fields)
        else:
            append(0)
    a_forgotten_topics_data = obj.forgotten_topics_data
    n = len(a_forgotten_topics_data) + 1
    if n < 128:
        append(n)
    else:
        out += rt.uvarint(n)
    for e_forgotten_topics_data in a_forgotten_topics_data:
        out += _S_u.pack(e_forgotten_topics_data.topic_id.bytes)
        a_forgotten_topics_data__partitions = e_forgotten_topics_data.partitions
        n = len(a_forgotten_topics_data__partitions) + 1
        if n < 128:
            append(n)
        else:
            out += rt.uvarint(n)
        out += struct.pack(
            f">{len(a_forgotten_topics_data__partitions)}i", *a_forgotten_topics_data__partitions
        )
        if e_forgotten_topics_data.unknown_tagged_fields:
            rt.write_tags(out, (), e_forgotten_topics_data.unknown_tagged_fields)
        else:
            append(0)
    b_rack_id = obj.rack_id.encode()
    n = len(b_rack_id) + 1
    if n < 128:
        append(n)
    else:
        out += rt.string_length(n)
    out += b_rack_id
    tags: list[tuple[int, bytes]] = []
    sub: bytearray
    if obj.cluster_id is not None:
        sub = bytearray()
        s_cluster_id = obj.cluster_id
        if s_cluster_id is None:
            sub.append(0)
        else:
            b_cluster_id = s_cluster_id.encode()
            n = len(b_cluster_id) + 1
            if n < 128:
                sub.append(n)
            else:
                sub += rt.string_length(n)
            sub += b_cluster_id
        tags.append((0, bytes(sub)))
    if obj.replica_state != ReplicaState():
        sub = bytearray()
        _encode_ReplicaState_v15(obj.replica_state, sub)
        tags.append((1, bytes(sub)))
    rt.write_tags(out, tags, obj.unknown_tagged_fields, (0, 1))


def _encode_FetchRequest_v18(obj: FetchRequest, out: bytearray) -> None:
    """Encode FetchRequest, version 18."""
    append = out.append
    if obj.replica_id != -1:
        raise rt.Malformed
    out += _S_iiibii.pack(
        obj.max_wait_ms,
        obj.min_bytes,
        obj.max_bytes,
        obj.isolation_level,
        obj.session_id,
        obj.session_epoch,
    )
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
            out += _S_iiqiqi.pack(
                e_topics__partitions.partition,
                e_topics__partitions.current_leader_epoch,
                e_topics__partitions.fetch_offset,
                e_topics__partitions.last_fetched_epoch,
                e_topics__partitions.log_start_offset,
                e_topics__partitions.partition_max_bytes,
            )
            topics__partitions__tags: list[tuple[int, bytes]] = []
            topics__partitions__sub: bytearray
            if e_topics__partitions.replica_directory_id != rt.ZERO_UUID:
                topics__partitions__sub = bytearray()
                topics__partitions__sub += _S_u.pack(
                    e_topics__partitions.replica_directory_id.bytes
                )
                topics__partitions__tags.append((0, bytes(topics__partitions__sub)))
            if e_topics__partitions.high_watermark != 9223372036854775807:
                topics__partitions__sub = bytearray()
                topics__partitions__sub += _S_q.pack(e_topics__partitions.high_watermark)
                topics__partitions__tags.append((1, bytes(topics__partitions__sub)))
            rt.write_tags(
                out, topics__partitions__tags, e_topics__partitions.unknown_tagged_fields, (0, 1)
            )
        if e_topics.unknown_tagged_fields:
            rt.write_tags(out, (), e_topics.unknown_tagged_fields)
        else:
            append(0)
    a_forgotten_topics_data = obj.forgotten_topics_data
    n = len(a_forgotten_topics_data) + 1
    if n < 128:
        append(n)
    else:
        out += rt.uvarint(n)
    for e_forgotten_topics_data in a_forgotten_topics_data:
        out += _S_u.pack(e_forgotten_topics_data.topic_id.bytes)
        a_forgotten_topics_data__partitions = e_forgotten_topics_data.partitions
        n = len(a_forgotten_topics_data__partitions) + 1
        if n < 128:
            append(n)
        else:
            out += rt.uvarint(n)
        out += struct.pack(
            f">{len(a_forgotten_topics_data__partitions)}i", *a_forgotten_topics_data__partitions
        )
        if e_forgotten_topics_data.unknown_tagged_fields:
            rt.write_tags(out, (), e_forgotten_topics_data.unknown_tagged_fields)
        else:
            append(0)
    b_rack_id = obj.rack_id.encode()
    n = len(b_rack_id) + 1
    if n < 128:
        append(n)
    else:
        out += rt.string_length(n)
    out += b_rack_id
    tags: list[tuple[int, bytes]] = []
    sub: bytearray
    if obj.cluster_id is not None:
        sub = bytearray()
        s_cluster_id = obj.cluster_id
        if s_cluster_id is None:
            sub.append(0)
        else:
            b_cluster_id = s_cluster_id.encode()
            n = len(b_cluster_id) + 1
            if n < 128:
                sub.append(n)
            else:
                sub += rt.string_length(n)
            sub += b_cluster_id
        tags.append((0, bytes(sub)))
    if obj.replica_state != ReplicaState():
        sub = bytearray()
        _encode_ReplicaState_v15(obj.replica_state, sub)
        tags.append((1, bytes(sub)))
    rt.write_tags(out, tags, obj.unknown_tagged_fields, (0, 1))


ReplicaState._SCHEMA = rt.StructInfo(
    "ReplicaState",
    (
        rt.FieldInfo("replica_id", "replicaId", "int32", rt.vr("15+"), default=-1),
        rt.FieldInfo("replica_epoch", "replicaEpoch", "int64", rt.vr("15+"), default=-1),
    ),
    flexible=rt.vr("12+"),
)
ReplicaState._DECODERS = {
    15: _decode_ReplicaState_v15,
    16: _decode_ReplicaState_v15,
    17: _decode_ReplicaState_v15,
    18: _decode_ReplicaState_v15,
}
ReplicaState._ENCODERS = {
    15: _encode_ReplicaState_v15,
    16: _encode_ReplicaState_v15,
    17: _encode_ReplicaState_v15,
    18: _encode_ReplicaState_v15,
}

FetchPartition._SCHEMA = rt.StructInfo(
    "FetchPartition",
    (
        rt.FieldInfo("partition", "partition", "int32", rt.vr("0+"), default=0),
        rt.FieldInfo(
            "current_leader_epoch",
            "currentLeaderEpoch",
            "int32",
            rt.vr("9+"),
            default=-1,
            ignorable=True,
        ),
        rt.FieldInfo("fetch_offset", "fetchOffset", "int64", rt.vr("0+"), default=0),
        rt.FieldInfo("last_fetched_epoch", "lastFetchedEpoch", "int32", rt.vr("12+"), default=-1),
        rt.FieldInfo(
            "log_start_offset", "logStartOffset", "int64", rt.vr("5+"), default=-1, ignorable=True
        ),
        rt.FieldInfo("partition_max_bytes", "partitionMaxBytes", "int32", rt.vr("0+"), default=0),
        rt.FieldInfo(
            "replica_directory_id",
            "replicaDirectoryId",
            "uuid",
            rt.vr("17+"),
            tagged=rt.vr("17+"),
            tag=0,
            default=rt.ZERO_UUID,
            ignorable=True,
        ),
        rt.FieldInfo(
            "high_watermark",
            "highWatermark",
            "int64",
            rt.vr("18+"),
            tagged=rt.vr("18+"),
            tag=1,
            default=9223372036854775807,
            ignorable=True,
        ),
    ),
    flexible=rt.vr("12+"),
)
FetchPartition._DECODERS = {
    0: _decode_FetchPartition_v0,
    1: _decode_FetchPartition_v0,
    2: _decode_FetchPartition_v0,
    3: _decode_FetchPartition_v0,
    4: _decode_FetchPartition_v0,
    5: _decode_FetchPartition_v5,
    6: _decode_FetchPartition_v5,
    7: _decode_FetchPartition_v5,
    8: _decode_FetchPartition_v5,
    9: _decode_FetchPartition_v9,
    10: _decode_FetchPartition_v9,
    11: _decode_FetchPartition_v9,
    12: _decode_FetchPartition_v12,
    13: _decode_FetchPartition_v12,
    14: _decode_FetchPartition_v12,
    15: _decode_FetchPartition_v12,
    16: _decode_FetchPartition_v12,
    17: _decode_FetchPartition_v17,
    18: _decode_FetchPartition_v18,
}
FetchPartition._ENCODERS = {
    0: _encode_FetchPartition_v0,
    1: _encode_FetchPartition_v0,
    2: _encode_FetchPartition_v0,
    3: _encode_FetchPartition_v0,
    4: _encode_FetchPartition_v0,
    5: _encode_FetchPartition_v5,
    6: _encode_FetchPartition_v5,
    7: _encode_FetchPartition_v5,
    8: _encode_FetchPartition_v5,
    9: _encode_FetchPartition_v9,
    10: _encode_FetchPartition_v9,
    11: _encode_FetchPartition_v9,
    12: _encode_FetchPartition_v12,
    13: _encode_FetchPartition_v12,
    14: _encode_FetchPartition_v12,
    15: _encode_FetchPartition_v12,
    16: _encode_FetchPartition_v12,
    17: _encode_FetchPartition_v17,
    18: _encode_FetchPartition_v18,
}

FetchTopic._SCHEMA = rt.StructInfo(
    "FetchTopic",
    (
        rt.FieldInfo("topic", "topic", "string", rt.vr("0-12"), default="", ignorable=True),
        rt.FieldInfo(
            "topic_id", "topicId", "uuid", rt.vr("13+"), default=rt.ZERO_UUID, ignorable=True
        ),
        rt.FieldInfo(
            "partitions",
            "partitions",
            "struct",
            rt.vr("0+"),
            is_array=True,
            struct=lambda: FetchPartition,
            default=(),
        ),
    ),
    flexible=rt.vr("12+"),
)
FetchTopic._DECODERS = {
    0: _decode_FetchTopic_v0,
    1: _decode_FetchTopic_v0,
    2: _decode_FetchTopic_v0,
    3: _decode_FetchTopic_v0,
    4: _decode_FetchTopic_v0,
    5: _decode_FetchTopic_v5,
    6: _decode_FetchTopic_v5,
    7: _decode_FetchTopic_v5,
    8: _decode_FetchTopic_v5,
    9: _decode_FetchTopic_v9,
    10: _decode_FetchTopic_v9,
    11: _decode_FetchTopic_v9,
    12: _decode_FetchTopic_v12,
    13: _decode_FetchTopic_v13,
    14: _decode_FetchTopic_v13,
    15: _decode_FetchTopic_v13,
    16: _decode_FetchTopic_v13,
    17: _decode_FetchTopic_v17,
    18: _decode_FetchTopic_v18,
}
FetchTopic._ENCODERS = {
    0: _encode_FetchTopic_v0,
    1: _encode_FetchTopic_v0,
    2: _encode_FetchTopic_v0,
    3: _encode_FetchTopic_v0,
    4: _encode_FetchTopic_v0,
    5: _encode_FetchTopic_v5,
    6: _encode_FetchTopic_v5,
    7: _encode_FetchTopic_v5,
    8: _encode_FetchTopic_v5,
    9: _encode_FetchTopic_v9,
    10: _encode_FetchTopic_v9,
    11: _encode_FetchTopic_v9,
    12: _encode_FetchTopic_v12,
    13: _encode_FetchTopic_v13,
    14: _encode_FetchTopic_v13,
    15: _encode_FetchTopic_v13,
    16: _encode_FetchTopic_v13,
    17: _encode_FetchTopic_v17,
    18: _encode_FetchTopic_v18,
}

ForgottenTopic._SCHEMA = rt.StructInfo(
    "ForgottenTopic",
    (
        rt.FieldInfo("topic", "topic", "string", rt.vr("7-12"), default="", ignorable=True),
        rt.FieldInfo(
            "topic_id", "topicId", "uuid", rt.vr("13+"), default=rt.ZERO_UUID, ignorable=True
        ),
        rt.FieldInfo("partitions", "partitions", "int32", rt.vr("7+"), is_array=True, default=()),
    ),
    flexible=rt.vr("12+"),
)
ForgottenTopic._DECODERS = {
    7: _decode_ForgottenTopic_v7,
    8: _decode_ForgottenTopic_v7,
    9: _decode_ForgottenTopic_v7,
    10: _decode_ForgottenTopic_v7,
    11: _decode_ForgottenTopic_v7,
    12: _decode_ForgottenTopic_v12,
    13: _decode_ForgottenTopic_v13,
    14: _decode_ForgottenTopic_v13,
    15: _decode_ForgottenTopic_v13,
    16: _decode_ForgottenTopic_v13,
    17: _decode_ForgottenTopic_v13,
    18: _decode_ForgottenTopic_v13,
}
ForgottenTopic._ENCODERS = {
    7: _encode_ForgottenTopic_v7,
    8: _encode_ForgottenTopic_v7,
    9: _encode_ForgottenTopic_v7,
    10: _encode_ForgottenTopic_v7,
    11: _encode_ForgottenTopic_v7,
    12: _encode_ForgottenTopic_v12,
    13: _encode_ForgottenTopic_v13,
    14: _encode_ForgottenTopic_v13,
    15: _encode_ForgottenTopic_v13,
    16: _encode_ForgottenTopic_v13,
    17: _encode_ForgottenTopic_v13,
    18: _encode_ForgottenTopic_v13,
}

FetchRequest._SCHEMA = rt.StructInfo(
    "FetchRequest",
    (
        rt.FieldInfo(
            "cluster_id",
            "clusterId",
            "string",
            rt.vr("12+"),
            nullable=rt.vr("12+"),
            tagged=rt.vr("12+"),
            tag=0,
            ignorable=True,
        ),
        rt.FieldInfo("replica_id", "replicaId", "int32", rt.vr("0-14"), default=-1),
        rt.FieldInfo(
            "replica_state",
            "replicaState",
            "struct",
            rt.vr("15+"),
            struct=lambda: ReplicaState,
            tagged=rt.vr("15+"),
            tag=1,
            default=ReplicaState(),
        ),
        rt.FieldInfo("max_wait_ms", "maxWaitMs", "int32", rt.vr("0+"), default=0),
        rt.FieldInfo("min_bytes", "minBytes", "int32", rt.vr("0+"), default=0),
        rt.FieldInfo(
            "max_bytes", "maxBytes", "int32", rt.vr("3+"), default=2147483647, ignorable=True
        ),
        rt.FieldInfo(
            "isolation_level", "isolationLevel", "int8", rt.vr("4+"), default=0, ignorable=True
        ),
        rt.FieldInfo("session_id", "sessionId", "int32", rt.vr("7+"), default=0, ignorable=True),
        rt.FieldInfo(
            "session_epoch", "sessionEpoch", "int32", rt.vr("7+"), default=-1, ignorable=True
        ),
        rt.FieldInfo(
            "topics",
            "topics",
            "struct",
            rt.vr("0+"),
            is_array=True,
            struct=lambda: FetchTopic,
            default=(),
        ),
        rt.FieldInfo(
            "forgotten_topics_data",
            "forgottenTopicsData",
            "struct",
            rt.vr("7+"),
            is_array=True,
            struct=lambda: ForgottenTopic,
            default=(),
        ),
        rt.FieldInfo("rack_id", "rackId", "string", rt.vr("11+"), default="", ignorable=True),
    ),
    flexible=rt.vr("12+"),
)
FetchRequest._DECODERS = {
    0: _decode_FetchRequest_v0,
    1: _decode_FetchRequest_v0,
    2: _decode_FetchRequest_v0,
    3: _decode_FetchRequest_v3,
    4: _decode_FetchRequest_v4,
    5: _decode_FetchRequest_v5,
    6: _decode_FetchRequest_v5,
    7: _decode_FetchRequest_v7,
    8: _decode_FetchRequest_v7,
    9: _decode_FetchRequest_v9,
    10: _decode_FetchRequest_v9,
    11: _decode_FetchRequest_v11,
    12: _decode_FetchRequest_v12,
    13: _decode_FetchRequest_v13,
    14: _decode_FetchRequest_v13,
    15: _decode_FetchRequest_v15,
    16: _decode_FetchRequest_v15,
    17: _decode_FetchRequest_v17,
    18: _decode_FetchRequest_v18,
}
FetchRequest._ENCODERS = {
    0: _encode_FetchRequest_v0,
    1: _encode_FetchRequest_v0,
    2: _encode_FetchRequest_v0,
    3: _encode_FetchRequest_v3,
    4: _encode_FetchRequest_v4,
    5: _encode_FetchRequest_v5,
    6: _encode_FetchRequest_v5,
    7: _encode_FetchRequest_v7,
    8: _encode_FetchRequest_v7,
    9: _encode_FetchRequest_v9,
    10: _encode_FetchRequest_v9,
    11: _encode_FetchRequest_v11,
    12: _encode_FetchRequest_v12,
    13: _encode_FetchRequest_v13,
    14: _encode_FetchRequest_v13,
    15: _encode_FetchRequest_v15,
    16: _encode_FetchRequest_v15,
    17: _encode_FetchRequest_v17,
    18: _encode_FetchRequest_v18,
}
