"""MetadataResponse: generated from MetadataResponse.json; edit the schema, not this file."""

from __future__ import annotations

import struct
from typing import ClassVar
from uuid import UUID

import attrs

from kgroup_proto import runtime as rt

_new = object.__new__
_S_BB = struct.Struct(">BB")
_S_Bi = struct.Struct(">Bi")
_S_h = struct.Struct(">h")
_S_hB = struct.Struct(">hB")
_S_hh = struct.Struct(">hh")
_S_hiii = struct.Struct(">hiii")
_S_hiiiB = struct.Struct(">hiiiB")
_S_hiiii = struct.Struct(">hiiii")
_S_i = struct.Struct(">i")
_S_iB = struct.Struct(">iB")
_S_ih = struct.Struct(">ih")
_S_ii = struct.Struct(">ii")
_S_o = struct.Struct(">?")
_S_oi = struct.Struct(">?i")
_S_u = struct.Struct(">16s")
_S_uo = struct.Struct(">16s?")


@attrs.define(weakref_slot=False)
class MetadataResponseBroker(rt.Struct):
    """Every live broker of the cluster.

    Versions 0-13; flexible 9+.

    Attributes:
        node_id: Node ID of the broker. (versions 0+)
        host: Host name clients connect to. (versions 0+)
        port: Port clients connect to. (versions 0+)
        rack: Rack the broker is in, or null. (versions 1+, nullable 1+)
    """

    VALID_VERSIONS: ClassVar[range] = range(0, 14)
    FLEXIBLE_VERSIONS: ClassVar[range | None] = range(9, rt.VERSION_LIMIT)

    node_id: int = 0
    host: str = ""
    port: int = 0
    rack: str | None = None
    unknown_tagged_fields: rt.Tags = ()


@attrs.define(weakref_slot=False)
class MetadataResponsePartition(rt.Struct):
    """Layout of each partition.

    Versions 0-13; flexible 9+.

    Attributes:
        error_code: Error for this partition; 0 on success. (versions 0+)
        partition_index: Index of the partition. (versions 0+)
        leader_id: Node ID of the leader replica; -1 if there is none. (versions 0+)
        leader_epoch: Epoch of the current leader; -1 if unknown. (versions 7+)
        replica_nodes: Node IDs of every replica. (versions 0+)
        isr_nodes: Node IDs of the in-sync replicas. (versions 0+)
        offline_replicas: Node IDs of replicas whose log directory is offline. (versions 5+)
    """

    VALID_VERSIONS: ClassVar[range] = range(0, 14)
    FLEXIBLE_VERSIONS: ClassVar[range | None] = range(9, rt.VERSION_LIMIT)

    error_code: int = 0
    partition_index: int = 0
    leader_id: int = 0
    leader_epoch: int = -1
    replica_nodes: list[int] = attrs.field(factory=list)
    isr_nodes: list[int] = attrs.field(factory=list)
    offline_replicas: list[int] = attrs.field(factory=list)
    unknown_tagged_fields: rt.Tags = ()


@attrs.define(weakref_slot=False)
class MetadataResponseTopic(rt.Struct):
    """One entry per requested (or, for a null request list, existing) topic.

    Versions 0-13; flexible 9+.

    Attributes:
        error_code: Error for this topic; 0 on success. (versions 0+)
        name: Name of the topic; null for an unknown topic looked up by ID. (versions 0+,
            nullable 12+)
        topic_id: ID of the topic. (versions 10+)
        is_internal: True for the broker's own topics, such as the offsets topic. (versions
            1+)
        partitions: Layout of each partition. (versions 0+)
        topic_authorized_operations: Bitfield of operations the caller may perform on the
            topic; INT32_MIN when not requested. (versions 8+)
    """

    VALID_VERSIONS: ClassVar[range] = range(0, 14)
    FLEXIBLE_VERSIONS: ClassVar[range | None] = range(9, rt.VERSION_LIMIT)

    error_code: int = 0
    name: str | None = ""
    topic_id: UUID = rt.ZERO_UUID
    is_internal: bool = False
    partitions: list[MetadataResponsePartition] = attrs.field(factory=list)
    topic_authorized_operations: int = -2147483648
    unknown_tagged_fields: rt.Tags = ()


@attrs.define(weakref_slot=False)
class MetadataResponse(rt.Struct):
    """The MetadataResponse response.

    API key 3, versions 0-13; flexible 9+.

    Attributes:
        throttle_time_ms: Time in ms the broker held back this response because a quota was
            exceeded; 0 when no quota applied. (versions 3+)
        brokers: Every live broker of the cluster. (versions 0+)
        cluster_id: ID of the cluster, or null. (versions 2+, nullable 2+)
        controller_id: Node ID of the active controller; -1 if unknown. (versions 1+)
        topics: One entry per requested (or, for a null request list, existing) topic.
            (versions 0+)
        cluster_authorized_operations: Bitfield of operations the caller may perform on the
            cluster; INT32_MIN when not requested. (versions 8-10)
        error_code: Error for the whole request; 0 on success. (versions 13+)
    """

    API_KEY: ClassVar[int | None] = 3
    MESSAGE_TYPE: ClassVar[str] = "response"
    VALID_VERSIONS: ClassVar[range] = range(0, 14)
    FLEXIBLE_VERSIONS: ClassVar[range | None] = range(9, rt.VERSION_LIMIT)

    throttle_time_ms: int = 0
    brokers: list[MetadataResponseBroker] = attrs.field(factory=list)
    cluster_id: str | None = None
    controller_id: int = -1
    topics: list[MetadataResponseTopic] = attrs.field(factory=list)
    cluster_authorized_operations: int = -2147483648
    error_code: int = 0
    unknown_tagged_fields: rt.Tags = ()


def _decode_MetadataResponseBroker_v0(data: bytes, pos: int) -> tuple[MetadataResponseBroker, int]:
    """Decode MetadataResponseBroker, version 0."""
    data_end = len(data)
    node_id, n_host = _S_ih.unpack_from(data, pos)
    pos += 6
    end = pos + n_host
    if n_host < 0 or end > data_end:
        raise rt.Malformed
    host = data[pos:end].decode()
    pos = end
    (port,) = _S_i.unpack_from(data, pos)
    pos += 4
    obj = _new(MetadataResponseBroker)
    obj.node_id = node_id
    obj.host = host
    obj.port = port
    obj.rack = None
    obj.unknown_tagged_fields = ()
    return obj, pos


def _decode_MetadataResponseBroker_v1(data: bytes, pos: int) -> tuple[MetadataResponseBroker, int]:
    """Decode MetadataResponseBroker, versions 1, 2, 3, 4, 5, 6, 7, 8."""
    data_end = len(data)
    node_id, n_host = _S_ih.unpack_from(data, pos)
    pos += 6
    end = pos + n_host
    if n_host < 0 or end > data_end:
        raise rt.Malformed
    host = data[pos:end].decode()
    pos = end
    port, n_rack = _S_ih.unpack_from(data, pos)
    pos += 6
    rack: str | None
    if n_rack < 0:
        if n_rack != -1:
            raise rt.Malformed
        rack = None
    else:
        end = pos + n_rack
        if end > data_end:
            raise rt.Malformed
        rack = data[pos:end].decode()
        pos = end
    obj = _new(MetadataResponseBroker)
    obj.node_id = node_id
    obj.host = host
    obj.port = port
    obj.rack = rack
    obj.unknown_tagged_fields = ()
    return obj, pos


def _decode_MetadataResponseBroker_v9(data: bytes, pos: int) -> tuple[MetadataResponseBroker, int]:
    """Decode MetadataResponseBroker, versions 9, 10, 11, 12, 13."""
    data_end = len(data)
    node_id, n_host = _S_iB.unpack_from(data, pos)
    pos += 5
    if n_host > 127:
        n_host, pos = rt.read_string_length(data, pos - 1)
    end = pos + n_host - 1
    if not n_host or end > data_end:
        raise rt.Malformed
    host = data[pos:end].decode()
    pos = end
    port, n_rack = _S_iB.unpack_from(data, pos)
    pos += 5
    if n_rack > 127:
        n_rack, pos = rt.read_string_length(data, pos - 1)
    rack: str | None
    if not n_rack:
        rack = None
    else:
        end = pos + n_rack - 1
        if end > data_end:
            raise rt.Malformed
        rack = data[pos:end].decode()
        pos = end
    tag_count = data[pos]
    pos += 1
    unknown: rt.Tags = ()
    if tag_count:
        unknown, pos = rt.read_unknown_tags(data, pos - 1)
    obj = _new(MetadataResponseBroker)
    obj.node_id = node_id
    obj.host = host
    obj.port = port
    obj.rack = rack
    obj.unknown_tagged_fields = unknown
    return obj, pos


def _encode_MetadataResponseBroker_v0(obj: MetadataResponseBroker, out: bytearray) -> None:
    """Encode MetadataResponseBroker, version 0."""
    b_host = obj.host.encode()
    out += _S_ih.pack(obj.node_id, len(b_host))
    out += b_host
    out += _S_i.pack(obj.port)
    if obj.unknown_tagged_fields:
        raise rt.Malformed


def _encode_MetadataResponseBroker_v1(obj: MetadataResponseBroker, out: bytearray) -> None:
    """Encode MetadataResponseBroker, versions 1, 2, 3, 4, 5, 6, 7, 8."""
    b_host = obj.host.encode()
    out += _S_ih.pack(obj.node_id, len(b_host))
    out += b_host
    s_rack = obj.rack
    b_rack = None if s_rack is None else s_rack.encode()
    out += _S_ih.pack(obj.port, -1 if b_rack is None else len(b_rack))
    if b_rack is not None:
        out += b_rack
    if obj.unknown_tagged_fields:
        raise rt.Malformed


def _encode_MetadataResponseBroker_v9(obj: MetadataResponseBroker, out: bytearray) -> None:
    """Encode MetadataResponseBroker, versions 9, 10, 11, 12, 13."""
    out += _S_i.pack(obj.node_id)
    b_host = obj.host.encode()
    n = len(b_host) + 1
    if n < 128:
        out.append(n)
    else:
        out += rt.string_length(n)
    out += b_host
    out += _S_i.pack(obj.port)
    s_rack = obj.rack
    if s_rack is None:
        out.append(0)
    else:
        b_rack = s_rack.encode()
        n = len(b_rack) + 1
        if n < 128:
            out.append(n)
        else:
            out += rt.string_length(n)
        out += b_rack
    if obj.unknown_tagged_fields:
        rt.write_tags(out, (), obj.unknown_tagged_fields)
    else:
        out.append(0)


def _decode_MetadataResponsePartition_v0(
    data: bytes, pos: int
) -> tuple[MetadataResponsePartition, int]:
    """Decode MetadataResponsePartition, versions 0, 1, 2, 3, 4."""
    data_end = len(data)
    error_code, partition_index, leader_id, n_replica_nodes = _S_hiii.unpack_from(data, pos)
    pos += 14
    if n_replica_nodes < 0:
        raise rt.Malformed
    if n_replica_nodes > data_end - pos:
        raise rt.Malformed
    replica_nodes = list(struct.unpack_from(f">{n_replica_nodes}i", data, pos))
    pos += n_replica_nodes * 4
    (n_isr_nodes,) = _S_i.unpack_from(data, pos)
    pos += 4
    if n_isr_nodes < 0:
        raise rt.Malformed
    if n_isr_nodes > data_end - pos:
        raise rt.Malformed
    isr_nodes = list(struct.unpack_from(f">{n_isr_nodes}i", data, pos))
    pos += n_isr_nodes * 4
    obj = _new(MetadataResponsePartition)
    obj.error_code = error_code
    obj.partition_index = partition_index
    obj.leader_id = leader_id
    obj.leader_epoch = -1
    obj.replica_nodes = replica_nodes
    obj.isr_nodes = isr_nodes
    obj.offline_replicas = []
    obj.unknown_tagged_fields = ()
    return obj, pos


def _decode_MetadataResponsePartition_v5(
    data: bytes, pos: int
) -> tuple[MetadataResponsePartition, int]:
    """Decode MetadataResponsePartition, versions 5, 6."""
    data_end = len(data)
    error_code, partition_index, leader_id, n_replica_nodes = _S_hiii.unpack_from(data, pos)
    pos += 14
    if n_replica_nodes < 0:
        raise rt.Malformed
    if n_replica_nodes > data_end - pos:
        raise rt.Malformed
    replica_nodes = list(struct.unpack_from(f">{n_replica_nodes}i", data, pos))
    pos += n_replica_nodes * 4
    (n_isr_nodes,) = _S_i.unpack_from(data, pos)
    pos += 4
    if n_isr_nodes < 0:
        raise rt.Malformed
    if n_isr_nodes > data_end - pos:
        raise rt.Malformed
    isr_nodes = list(struct.unpack_from(f">{n_isr_nodes}i", data, pos))
    pos += n_isr_nodes * 4
    (n_offline_replicas,) = _S_i.unpack_from(data, pos)
    pos += 4
    if n_offline_replicas < 0:
        raise rt.Malformed
    if n_offline_replicas > data_end - pos:
        raise rt.Malformed
    offline_replicas = list(struct.unpack_from(f">{n_offline_replicas}i", data, pos))
    pos += n_offline_replicas * 4
    obj = _new(MetadataResponsePartition)
    obj.error_code = error_code
    obj.partition_index = partition_index
    obj.leader_id = leader_id
    obj.leader_epoch = -1
    obj.replica_nodes = replica_nodes
    obj.isr_nodes = isr_nodes
    obj.offline_replicas = offline_replicas
    obj.unknown_tagged_fields = ()
    return obj, pos


def _decode_MetadataResponsePartition_v7(
    data: bytes, pos: int
) -> tuple[MetadataResponsePartition, int]:
    """Decode MetadataResponsePartition, versions 7, 8."""
    data_end = len(data)
    error_code, partition_index, leader_id, leader_epoch, n_replica_nodes = _S_hiiii.unpack_from(
        data, pos
    )
    pos += 18
    if n_replica_nodes < 0:
        raise rt.Malformed
    if n_replica_nodes > data_end - pos:
        raise rt.Malformed
    replica_nodes = list(struct.unpack_from(f">{n_replica_nodes}i", data, pos))
    pos += n_replica_nodes * 4
    (n_isr_nodes,) = _S_i.unpack_from(data, pos)
    pos += 4
    if n_isr_nodes < 0:
        raise rt.Malformed
    if n_isr_nodes > data_end - pos:
        raise rt.Malformed
    isr_nodes = list(struct.unpack_from(f">{n_isr_nodes}i", data, pos))
    pos += n_isr_nodes * 4
    (n_offline_replicas,) = _S_i.unpack_from(data, pos)
    pos += 4
    if n_offline_replicas < 0:
        raise rt.Malformed
    if n_offline_replicas > data_end - pos:
        raise rt.Malformed
    offline_replicas = list(struct.unpack_from(f">{n_offline_replicas}i", data, pos))
    pos += n_offline_replicas * 4
    obj = _new(MetadataResponsePartition)
    obj.error_code = error_code
    obj.partition_index = partition_index
    obj.leader_id = leader_id
    obj.leader_epoch = leader_epoch
    obj.replica_nodes = replica_nodes
    obj.isr_nodes = isr_nodes
    obj.offline_replicas = offline_replicas
    obj.unknown_tagged_fields = ()
    return obj, pos


def _decode_MetadataResponsePartition_v9(
    data: bytes, pos: int
) -> tuple[MetadataResponsePartition, int]:
    """Decode MetadataResponsePartition, versions 9, 10, 11, 12, 13."""
    data_end = len(data)
    error_code, partition_index, leader_id, leader_epoch, n_replica_nodes = _S_hiiiB.unpack_from(
        data, pos
    )
    pos += 15
    if n_replica_nodes > 127:
        n_replica_nodes, pos = rt.read_uvarint(data, pos - 1)
    n_replica_nodes -= 1
    if n_replica_nodes < 0:
        raise rt.Malformed
    if n_replica_nodes > data_end - pos:
        raise rt.Malformed
    replica_nodes = list(struct.unpack_from(f">{n_replica_nodes}i", data, pos))
    pos += n_replica_nodes * 4
    n_isr_nodes = data[pos]
    pos += 1
    if n_isr_nodes > 127:
        n_isr_nodes, pos = rt.read_uvarint(data, pos - 1)
    n_isr_nodes -= 1
    if n_isr_nodes < 0:
        raise rt.Malformed
    if n_isr_nodes > data_end - pos:
        raise rt.Malformed
    isr_nodes = list(struct.unpack_from(f">{n_isr_nodes}i", data, pos))
    pos += n_isr_nodes * 4
    n_offline_replicas = data[pos]
    pos += 1
    if n_offline_replicas > 127:
        n_offline_replicas, pos = rt.read_uvarint(data, pos - 1)
    n_offline_replicas -= 1
    if n_offline_replicas < 0:
        raise rt.Malformed
    if n_offline_replicas > data_end - pos:
        raise rt.Malformed
    offline_replicas = list(struct.unpack_from(f">{n_offline_replicas}i", data, pos))
    pos += n_offline_replicas * 4
    tag_count = data[pos]
    pos += 1
    unknown: rt.Tags = ()
    if tag_count:
        unknown, pos = rt.read_unknown_tags(data, pos - 1)
    obj = _new(MetadataResponsePartition)
    obj.error_code = error_code
    obj.partition_index = partition_index
    obj.leader_id = leader_id
    obj.leader_epoch = leader_epoch
    obj.replica_nodes = replica_nodes
    obj.isr_nodes = isr_nodes
    obj.offline_replicas = offline_replicas
    obj.unknown_tagged_fields = unknown
    return obj, pos


def _encode_MetadataResponsePartition_v0(obj: MetadataResponsePartition, out: bytearray) -> None:
    """Encode MetadataResponsePartition, versions 0, 1, 2, 3, 4."""
    a_replica_nodes = obj.replica_nodes
    out += _S_hiii.pack(obj.error_code, obj.partition_index, obj.leader_id, len(a_replica_nodes))
    out += struct.pack(f">{len(a_replica_nodes)}i", *a_replica_nodes)
    a_isr_nodes = obj.isr_nodes
    out += _S_i.pack(len(a_isr_nodes))
    out += struct.pack(f">{len(a_isr_nodes)}i", *a_isr_nodes)
    if obj.unknown_tagged_fields:
        raise rt.Malformed


def _encode_MetadataResponsePartition_v5(obj: MetadataResponsePartition, out: bytearray) -> None:
    """Encode MetadataResponsePartition, versions 5, 6."""
    a_replica_nodes = obj.replica_nodes
    out += _S_hiii.pack(obj.error_code, obj.partition_index, obj.leader_id, len(a_replica_nodes))
    out += struct.pack(f">{len(a_replica_nodes)}i", *a_replica_nodes)
    a_isr_nodes = obj.isr_nodes
    out += _S_i.pack(len(a_isr_nodes))
    out += struct.pack(f">{len(a_isr_nodes)}i", *a_isr_nodes)
    a_offline_replicas = obj.offline_replicas
    out += _S_i.pack(len(a_offline_replicas))
    out += struct.pack(f">{len(a_offline_replicas)}i", *a_offline_replicas)
    if obj.unknown_tagged_fields:
        raise rt.Malformed


def _encode_MetadataResponsePartition_v7(obj: MetadataResponsePartition, out: bytearray) -> None:
    """Encode MetadataResponsePartition, versions 7, 8."""
    a_replica_nodes = obj.replica_nodes
    out += _S_hiiii.pack(
        obj.error_code, obj.partition_index, obj.leader_id, obj.leader_epoch, len(a_replica_nodes)
    )
    out += struct.pack(f">{len(a_replica_nodes)}i", *a_replica_nodes)
    a_isr_nodes = obj.isr_nodes
    out += _S_i.pack(len(a_isr_nodes))
    out += struct.pack(f">{len(a_isr_nodes)}i", *a_isr_nodes)
    a_offline_replicas = obj.offline_replicas
    out += _S_i.pack(len(a_offline_replicas))
    out += struct.pack(f">{len(a_offline_replicas)}i", *a_offline_replicas)
    if obj.unknown_tagged_fields:
        raise rt.Malformed


def _encode_MetadataResponsePartition_v9(obj: MetadataResponsePartition, out: bytearray) -> None:
    """Encode MetadataResponsePartition, versions 9, 10, 11, 12, 13."""
    out += _S_hiii.pack(obj.error_code, obj.partition_index, obj.leader_id, obj.leader_epoch)
    a_replica_nodes = obj.replica_nodes
    n = len(a_replica_nodes) + 1
    if n < 128:
        out.append(n)
    else:
        out += rt.uvarint(n)
    out += struct.pack(f">{len(a_replica_nodes)}i", *a_replica_nodes)
    a_isr_nodes = obj.isr_nodes
    n = len(a_isr_nodes) + 1
    if n < 128:
        out.append(n)
    else:
        out += rt.uvarint(n)
    out += struct.pack(f">{len(a_isr_nodes)}i", *a_isr_nodes)
    a_offline_replicas = obj.offline_replicas
    n = len(a_offline_replicas) + 1
    if n < 128:
        out.append(n)
    else:
        out += rt.uvarint(n)
    out += struct.pack(f">{len(a_offline_replicas)}i", *a_offline_replicas)
    if obj.unknown_tagged_fields:
        rt.write_tags(out, (), obj.unknown_tagged_fields)
    else:
        out.append(0)


def _decode_MetadataResponseTopic_v0(data: bytes, pos: int) -> tuple[MetadataResponseTopic, int]:
    """Decode MetadataResponseTopic, version 0."""
    data_end = len(data)
    error_code, n_name = _S_hh.unpack_from(data, pos)
    pos += 4
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
    items_partitions: list[MetadataResponsePartition] = []
    for _ in range(n_partitions):
        (
            partitions__error_code,
            partitions__partition_index,
            partitions__leader_id,
            n_partitions__replica_nodes,
        ) = _S_hiii.unpack_from(data, pos)
        pos += 14
        if n_partitions__replica_nodes < 0:
            raise rt.Malformed
        if n_partitions__replica_nodes > data_end - pos:
            raise rt.Malformed
        partitions__replica_nodes = list(
            struct.unpack_from(f">{n_partitions__replica_nodes}i", data, pos)
        )
        pos += n_partitions__replica_nodes * 4
        (n_partitions__isr_nodes,) = _S_i.unpack_from(data, pos)
        pos += 4
        if n_partitions__isr_nodes < 0:
            raise rt.Malformed
        if n_partitions__isr_nodes > data_end - pos:
            raise rt.Malformed
        partitions__isr_nodes = list(struct.unpack_from(f">{n_partitions__isr_nodes}i", data, pos))
        pos += n_partitions__isr_nodes * 4
        e_partitions = _new(MetadataResponsePartition)
        e_partitions.error_code = partitions__error_code
        e_partitions.partition_index = partitions__partition_index
        e_partitions.leader_id = partitions__leader_id
        e_partitions.leader_epoch = -1
        e_partitions.replica_nodes = partitions__replica_nodes
        e_partitions.isr_nodes = partitions__isr_nodes
        e_partitions.offline_replicas = []
        e_partitions.unknown_tagged_fields = ()
        items_partitions.append(e_partitions)
    partitions = items_partitions
    obj = _new(MetadataResponseTopic)
    obj.error_code = error_code
    obj.name = name
    obj.topic_id = rt.ZERO_UUID
    obj.is_internal = False
    obj.partitions = partitions
    obj.topic_authorized_operations = -2147483648
    obj.unknown_tagged_fields = ()
    return obj, pos


def _decode_MetadataResponseTopic_v1(data: bytes, pos: int) -> tuple[MetadataResponseTopic, int]:
    """Decode MetadataResponseTopic, versions 1, 2, 3, 4."""
    data_end = len(data)
    error_code, n_name = _S_hh.unpack_from(data, pos)
    pos += 4
    end = pos + n_name
    if n_name < 0 or end > data_end:
        raise rt.Malformed
    name = data[pos:end].decode()
    pos = end
    is_internal_raw, n_partitions = _S_Bi.unpack_from(data, pos)
    pos += 5
    is_internal = rt.BOOLS[is_internal_raw]
    if n_partitions < 0:
        raise rt.Malformed
    if n_partitions > data_end - pos:
        raise rt.Malformed
    items_partitions: list[MetadataResponsePartition] = []
    for _ in range(n_partitions):
        (
            partitions__error_code,
            partitions__partition_index,
            partitions__leader_id,
            n_partitions__replica_nodes,
        ) = _S_hiii.unpack_from(data, pos)
        pos += 14
        if n_partitions__replica_nodes < 0:
            raise rt.Malformed
        if n_partitions__replica_nodes > data_end - pos:
            raise rt.Malformed
        partitions__replica_nodes = list(
            struct.unpack_from(f">{n_partitions__replica_nodes}i", data, pos)
        )
        pos += n_partitions__replica_nodes * 4
        (n_partitions__isr_nodes,) = _S_i.unpack_from(data, pos)
        pos += 4
        if n_partitions__isr_nodes < 0:
            raise rt.Malformed
        if n_partitions__isr_nodes > data_end - pos:
            raise rt.Malformed
        partitions__isr_nodes = list(struct.unpack_from(f">{n_partitions__isr_nodes}i", data, pos))
        pos += n_partitions__isr_nodes * 4
        e_partitions = _new(MetadataResponsePartition)
        e_partitions.error_code = partitions__error_code
        e_partitions.partition_index = partitions__partition_index
        e_partitions.leader_id = partitions__leader_id
        e_partitions.leader_epoch = -1
        e_partitions.replica_nodes = partitions__replica_nodes
        e_partitions.isr_nodes = partitions__isr_nodes
        e_partitions.offline_replicas = []
        e_partitions.unknown_tagged_fields = ()
        items_partitions.append(e_partitions)
    partitions = items_partitions
    obj = _new(MetadataResponseTopic)
    obj.error_code = error_code
    obj.name = name
    obj.topic_id = rt.ZERO_UUID
    obj.is_internal = is_internal
    obj.partitions = partitions
    obj.topic_authorized_operations = -2147483648
    obj.unknown_tagged_fields = ()
    return obj, pos


def _decode_MetadataResponseTopic_v5(data: bytes, pos: int) -> tuple[MetadataResponseTopic, int]:
    """Decode MetadataResponseTopic, versions 5, 6."""
    data_end = len(data)
    error_code, n_name = _S_hh.unpack_from(data, pos)
    pos += 4
    end = pos + n_name
    if n_name < 0 or end > data_end:
        raise rt.Malformed
    name = data[pos:end].decode()
    pos = end
    is_internal_raw, n_partitions = _S_Bi.unpack_from(data, pos)
    pos += 5
    is_internal = rt.BOOLS[is_internal_raw]
    if n_partitions < 0:
        raise rt.Malformed
    if n_partitions > data_end - pos:
        raise rt.Malformed
    items_partitions: list[MetadataResponsePartition] = []
    for _ in range(n_partitions):
        (
            partitions__error_code,
            partitions__partition_index,
            partitions__leader_id,
            n_partitions__replica_nodes,
        ) = _S_hiii.unpack_from(data, pos)
        pos += 14
        if n_partitions__replica_nodes < 0:
            raise rt.Malformed
        if n_partitions__replica_nodes > data_end - pos:
            raise rt.Malformed
        partitions__replica_nodes = list(
            struct.unpack_from(f">{n_partitions__replica_nodes}i", data, pos)
        )
        pos += n_partitions__replica_nodes * 4
        (n_partitions__isr_nodes,) = _S_i.unpack_from(data, pos)
        pos += 4
        if n_partitions__isr_nodes < 0:
            raise rt.Malformed
        if n_partitions__isr_nodes > data_end - pos:
            raise rt.Malformed
        partitions__isr_nodes = list(struct.unpack_from(f">{n_partitions__isr_nodes}i", data, pos))
        pos += n_partitions__isr_nodes * 4
        (n_partitions__offline_replicas,) = _S_i.unpack_from(data, pos)
        pos += 4
        if n_partitions__offline_replicas < 0:
            raise rt.Malformed
        if n_partitions__offline_replicas > data_end - pos:
            raise rt.Malformed
        partitions__offline_replicas = list(
            struct.unpack_from(f">{n_partitions__offline_replicas}i", data, pos)
        )
        pos += n_partitions__offline_replicas * 4
        e_partitions = _new(MetadataResponsePartition)
        e_partitions.error_code = partitions__error_code
        e_partitions.partition_index = partitions__partition_index
        e_partitions.leader_id = partitions__leader_id
        e_partitions.leader_epoch = -1
        e_partitions.replica_nodes = partitions__replica_nodes
        e_partitions.isr_nodes = partitions__isr_nodes
        e_partitions.offline_replicas = partitions__offline_replicas
        e_partitions.unknown_tagged_fields = ()
        items_partitions.append(e_partitions)
    partitions = items_partitions
    obj = _new(MetadataResponseTopic)
    obj.error_code = error_code
    obj.name = name
    obj.topic_id = rt.ZERO_UUID
    obj.is_internal = is_internal
    obj.partitions = partitions
    obj.topic_authorized_operations = -2147483648
    obj.unknown_tagged_fields = ()
    return obj, pos


def _decode_MetadataResponseTopic_v7(data: bytes, pos: int) -> tuple[MetadataResponseTopic, int]:
    """Decode MetadataResponseTopic, version 7."""
    data_end = len(data)
    error_code, n_name = _S_hh.unpack_from(data, pos)
    pos += 4
    end = pos + n_name
    if n_name < 0 or end > data_end:
        raise rt.Malformed
    name = data[pos:end].decode()
    pos = end
    is_internal_raw, n_partitions = _S_Bi.unpack_from(data, pos)
    pos += 5
    is_internal = rt.BOOLS[is_internal_raw]
    if n_partitions < 0:
        raise rt.Malformed
    if n_partitions > data_end - pos:
        raise rt.Malformed
    items_partitions: list[MetadataResponsePartition] = []
    for _ in range(n_partitions):
        (
            partitions__error_code,
            partitions__partition_index,
            partitions__leader_id,
            partitions__leader_epoch,
            n_partitions__replica_nodes,
        ) = _S_hiiii.unpack_from(data, pos)
        pos += 18
        if n_partitions__replica_nodes < 0:
            raise rt.Malformed
        if n_partitions__replica_nodes > data_end - pos:
            raise rt.Malformed
        partitions__replica_nodes = list(
            struct.unpack_from(f">{n_partitions__replica_nodes}i", data, pos)
        )
        pos += n_partitions__replica_nodes * 4
        (n_partitions__isr_nodes,) = _S_i.unpack_from(data, pos)
        pos += 4
        if n_partitions__isr_nodes < 0:
            raise rt.Malformed
        if n_partitions__isr_nodes > data_end - pos:
            raise rt.Malformed
        partitions__isr_nodes = list(struct.unpack_from(f">{n_partitions__isr_nodes}i", data, pos))
        pos += n_partitions__isr_nodes * 4
        (n_partitions__offline_replicas,) = _S_i.unpack_from(data, pos)
        pos += 4
        if n_partitions__offline_replicas < 0:
            raise rt.Malformed
        if n_partitions__offline_replicas > data_end - pos:
            raise rt.Malformed
        partitions__offline_replicas = list(
            struct.unpack_from(f">{n_partitions__offline_replicas}i", data, pos)
        )
        pos += n_partitions__offline_replicas * 4
        e_partitions = _new(MetadataResponsePartition)
        e_partitions.error_code = partitions__error_code
        e_partitions.partition_index = partitions__partition_index
        e_partitions.leader_id = partitions__leader_id
        e_partitions.leader_epoch = partitions__leader_epoch
        e_partitions.replica_nodes = partitions__replica_nodes
        e_partitions.isr_nodes = partitions__isr_nodes
        e_partitions.offline_replicas = partitions__offline_replicas
        e_partitions.unknown_tagged_fields = ()
        items_partitions.append(e_partitions)
    partitions = items_partitions
    obj = _new(MetadataResponseTopic)
    obj.error_code = error_code
    obj.name = name
    obj.topic_id = rt.ZERO_UUID
    obj.is_internal = is_internal
    obj.partitions = partitions
    obj.topic_authorized_operations = -2147483648
    obj.unknown_tagged_fields = ()
    return obj, pos


def _decode_MetadataResponseTopic_v8(data: bytes, pos: int) -> tuple[MetadataResponseTopic, int]:
    """Decode MetadataResponseTopic, version 8."""
    data_end = len(data)
    error_code, n_name = _S_hh.unpack_from(data, pos)
    pos += 4
    end = pos + n_name
    if n_name < 0 or end > data_end:
        raise rt.Malformed
    name = data[pos:end].decode()
    pos = end
    is_internal_raw, n_partitions = _S_Bi.unpack_from(data, pos)
    pos += 5
    is_internal = rt.BOOLS[is_internal_raw]
    if n_partitions < 0:
        raise rt.Malformed
    if n_partitions > data_end - pos:
        raise rt.Malformed
    items_partitions: list[MetadataResponsePartition] = []
    for _ in range(n_partitions):
        (
            partitions__error_code,
            partitions__partition_index,
            partitions__leader_id,
            partitions__leader_epoch,
            n_partitions__replica_nodes,
        ) = _S_hiiii.unpack_from(data, pos)
        pos += 18
        if n_partitions__replica_nodes < 0:
            raise rt.Malformed
        if n_partitions__replica_nodes > data_end - pos:
            raise rt.Malformed
        partitions__replica_nodes = list(
            struct.unpack_from(f">{n_partitions__replica_nodes}i", data, pos)
        )
        pos += n_partitions__replica_nodes * 4
        (n_partitions__isr_nodes,) = _S_i.unpack_from(data, pos)
        pos += 4
        if n_partitions__isr_nodes < 0:
            raise rt.Malformed
        if n_partitions__isr_nodes > data_end - pos:
            raise rt.Malformed
        partitions__isr_nodes = list(struct.unpack_from(f">{n_partitions__isr_nodes}i", data, pos))
        pos += n_partitions__isr_nodes * 4
        (n_partitions__offline_replicas,) = _S_i.unpack_from(data, pos)
        pos += 4
        if n_partitions__offline_replicas < 0:
            raise rt.Malformed
        if n_partitions__offline_replicas > data_end - pos:
            raise rt.Malformed
        partitions__offline_replicas = list(
            struct.unpack_from(f">{n_partitions__offline_replicas}i", data, pos)
        )
        pos += n_partitions__offline_replicas * 4
        e_partitions = _new(MetadataResponsePartition)
        e_partitions.error_code = partitions__error_code
        e_partitions.partition_index = partitions__partition_index
        e_partitions.leader_id = partitions__leader_id
        e_partitions.leader_epoch = partitions__leader_epoch
        e_partitions.replica_nodes = partitions__replica_nodes
        e_partitions.isr_nodes = partitions__isr_nodes
        e_partitions.offline_replicas = partitions__offline_replicas
        e_partitions.unknown_tagged_fields = ()
        items_partitions.append(e_partitions)
    partitions = items_partitions
    (topic_authorized_operations,) = _S_i.unpack_from(data, pos)
    pos += 4
    obj = _new(MetadataResponseTopic)
    obj.error_code = error_code
    obj.name = name
    obj.topic_id = rt.ZERO_UUID
    obj.is_internal = is_internal
    obj.partitions = partitions
    obj.topic_authorized_operations = topic_authorized_operations
    obj.unknown_tagged_fields = ()
    return obj, pos


def _decode_MetadataResponseTopic_v9(data: bytes, pos: int) -> tuple[MetadataResponseTopic, int]:
    """Decode MetadataResponseTopic, version 9."""
    data_end = len(data)
    error_code, n_name = _S_hB.unpack_from(data, pos)
    pos += 3
    if n_name > 127:
        n_name, pos = rt.read_string_length(data, pos - 1)
    end = pos + n_name - 1
    if not n_name or end > data_end:
        raise rt.Malformed
    name = data[pos:end].decode()
    pos = end
    is_internal_raw, n_partitions = _S_BB.unpack_from(data, pos)
    pos += 2
    is_internal = rt.BOOLS[is_internal_raw]
    if n_partitions > 127:
        n_partitions, pos = rt.read_uvarint(data, pos - 1)
    n_partitions -= 1
    if n_partitions < 0:
        raise rt.Malformed
    if n_partitions > data_end - pos:
        raise rt.Malformed
    items_partitions: list[MetadataResponsePartition] = []
    for _ in range(n_partitions):
        (
            partitions__error_code,
            partitions__partition_index,
            partitions__leader_id,
            partitions__leader_epoch,
            n_partitions__replica_nodes,
        ) = _S_hiiiB.unpack_from(data, pos)
        pos += 15
        if n_partitions__replica_nodes > 127:
            n_partitions__replica_nodes, pos = rt.read_uvarint(data, pos - 1)
        n_partitions__replica_nodes -= 1
        if n_partitions__replica_nodes < 0:
            raise rt.Malformed
        if n_partitions__replica_nodes > data_end - pos:
            raise rt.Malformed
        partitions__replica_nodes = list(
            struct.unpack_from(f">{n_partitions__replica_nodes}i", data, pos)
        )
        pos += n_partitions__replica_nodes * 4
        n_partitions__isr_nodes = data[pos]
        pos += 1
        if n_partitions__isr_nodes > 127:
            n_partitions__isr_nodes, pos = rt.read_uvarint(data, pos - 1)
        n_partitions__isr_nodes -= 1
        if n_partitions__isr_nodes < 0:
            raise rt.Malformed
        if n_partitions__isr_nodes > data_end - pos:
            raise rt.Malformed
        partitions__isr_nodes = list(struct.unpack_from(f">{n_partitions__isr_nodes}i", data, pos))
        pos += n_partitions__isr_nodes * 4
        n_partitions__offline_replicas = data[pos]
        pos += 1
        if n_partitions__offline_replicas > 127:
            n_partitions__offline_replicas, pos = rt.read_uvarint(data, pos - 1)
        n_partitions__offline_replicas -= 1
        if n_partitions__offline_replicas < 0:
            raise rt.Malformed
        if n_partitions__offline_replicas > data_end - pos:
            raise rt.Malformed
        partitions__offline_replicas = list(
            struct.unpack_from(f">{n_partitions__offline_replicas}i", data, pos)
        )
        pos += n_partitions__offline_replicas * 4
        partitions__tag_count = data[pos]
        pos += 1
        partitions__unknown: rt.Tags = ()
        if partitions__tag_count:
            partitions__unknown, pos = rt.read_unknown_tags(data, pos - 1)
        e_partitions = _new(MetadataResponsePartition)
        e_partitions.error_code = partitions__error_code
        e_partitions.partition_index = partitions__partition_index
        e_partitions.leader_id = partitions__leader_id
        e_partitions.leader_epoch = partitions__leader_epoch
        e_partitions.replica_nodes = partitions__replica_nodes
        e_partitions.isr_nodes = partitions__isr_nodes
        e_partitions.offline_replicas = partitions__offline_replicas
        e_partitions.unknown_tagged_fields = partitions__unknown
        items_partitions.append(e_partitions)
    partitions = items_partitions
    topic_authorized_operations, tag_count = _S_iB.unpack_from(data, pos)
    pos += 5
    unknown: rt.Tags = ()
    if tag_count:
        unknown, pos = rt.read_unknown_tags(data, pos - 1)
    obj = _new(MetadataResponseTopic)
    obj.error_code = error_code
    obj.name = name
    obj.topic_id = rt.ZERO_UUID
    obj.is_internal = is_internal
    obj.partitions = partitions
    obj.topic_authorized_operations = topic_authorized_operations
    obj.unknown_tagged_fields = unknown
    return obj, pos


def _decode_MetadataResponseTopic_v10(data: bytes, pos: int) -> tuple[MetadataResponseTopic, int]:
    """Decode MetadataResponseTopic, versions 10, 11."""
    data_end = len(data)
    error_code, n_name = _S_hB.unpack_from(data, pos)
    pos += 3
    if n_name > 127:
        n_name, pos = rt.read_string_length(data, pos - 1)
    end = pos + n_name - 1
    if not n_name or end > data_end:
        raise rt.Malformed
    name = data[pos:end].decode()
    pos = end
    (topic_id_raw,) = _S_u.unpack_from(data, pos)
    pos += 16
    topic_id = UUID(bytes=topic_id_raw)
    is_internal_raw, n_partitions = _S_BB.unpack_from(data, pos)
    pos += 2
    is_internal = rt.BOOLS[is_internal_raw]
    if n_partitions > 127:
        n_partitions, pos = rt.read_uvarint(data, pos - 1)
    n_partitions -= 1
    if n_partitions < 0:
        raise rt.Malformed
    if n_partitions > data_end - pos:
        raise rt.Malformed
    items_partitions: list[MetadataResponsePartition] = []
    for _ in range(n_partitions):
        (
            partitions__error_code,
            partitions__partition_index,
            partitions__leader_id,
            partitions__leader_epoch,
            n_partitions__replica_nodes,
        ) = _S_hiiiB.unpack_from(data, pos)
        pos += 15
        if n_partitions__replica_nodes > 127:
            n_partitions__replica_nodes, pos = rt.read_uvarint(data, pos - 1)
        n_partitions__replica_nodes -= 1
        if n_partitions__replica_nodes < 0:
            raise rt.Malformed
        if n_partitions__replica_nodes > data_end - pos:
            raise rt.Malformed
        partitions__replica_nodes = list(
            struct.unpack_from(f">{n_partitions__replica_nodes}i", data, pos)
        )
        pos += n_partitions__replica_nodes * 4
        n_partitions__isr_nodes = data[pos]
        pos += 1
        if n_partitions__isr_nodes > 127:
            n_partitions__isr_nodes, pos = rt.read_uvarint(data, pos - 1)
        n_partitions__isr_nodes -= 1
        if n_partitions__isr_nodes < 0:
            raise rt.Malformed
        if n_partitions__isr_nodes > data_end - pos:
            raise rt.Malformed
        partitions__isr_nodes = list(struct.unpack_from(f">{n_partitions__isr_nodes}i", data, pos))
        pos += n_partitions__isr_nodes * 4
        n_partitions__offline_replicas = data[pos]
        pos += 1
        if n_partitions__offline_replicas > 127:
            n_partitions__offline_replicas, pos = rt.read_uvarint(data, pos - 1)
        n_partitions__offline_replicas -= 1
        if n_partitions__offline_replicas < 0:
            raise rt.Malformed
        if n_partitions__offline_replicas > data_end - pos:
            raise rt.Malformed
        partitions__offline_replicas = list(
            struct.unpack_from(f">{n_partitions__offline_replicas}i", data, pos)
        )
        pos += n_partitions__offline_replicas * 4
        partitions__tag_count = data[pos]
        pos += 1
        partitions__unknown: rt.Tags = ()
        if partitions__tag_count:
            partitions__unknown, pos = rt.read_unknown_tags(data, pos - 1)
        e_partitions = _new(MetadataResponsePartition)
        e_partitions.error_code = partitions__error_code
        e_partitions.partition_index = partitions__partition_index
        e_partitions.leader_id = partitions__leader_id
        e_partitions.leader_epoch = partitions__leader_epoch
        e_partitions.replica_nodes = partitions__replica_nodes
        e_partitions.isr_nodes = partitions__isr_nodes
        e_partitions.offline_replicas = partitions__offline_replicas
        e_partitions.unknown_tagged_fields = partitions__unknown
        items_partitions.append(e_partitions)
    partitions = items_partitions
    topic_authorized_operations, tag_count = _S_iB.unpack_from(data, pos)
    pos += 5
    unknown: rt.Tags = ()
    if tag_count:
        unknown, pos = rt.read_unknown_tags(data, pos - 1)
    obj = _new(MetadataResponseTopic)
    obj.error_code = error_code
    obj.name = name
    obj.topic_id = topic_id
    obj.is_internal = is_internal
    obj.partitions = partitions
    obj.topic_authorized_operations = topic_authorized_operations
    obj.unknown_tagged_fields = unknown
    return obj, pos


def _decode_MetadataResponseTopic_v12(data: bytes, pos: int) -> tuple[MetadataResponseTopic, int]:
    """Decode MetadataResponseTopic, versions 12, 13."""
    data_end = len(data)
    error_code, n_name = _S_hB.unpack_from(data, pos)
    pos += 3
    if n_name > 127:
        n_name, pos = rt.read_string_length(data, pos - 1)
    name: str | None
    if not n_name:
        name = None
    else:
        end = pos + n_name - 1
        if end > data_end:
            raise rt.Malformed
        name = data[pos:end].decode()
        pos = end
    (topic_id_raw,) = _S_u.unpack_from(data, pos)
    pos += 16
    topic_id = UUID(bytes=topic_id_raw)
    is_internal_raw, n_partitions = _S_BB.unpack_from(data, pos)
    pos += 2
    is_internal = rt.BOOLS[is_internal_raw]
    if n_partitions > 127:
        n_partitions, pos = rt.read_uvarint(data, pos - 1)
    n_partitions -= 1
    if n_partitions < 0:
        raise rt.Malformed
    if n_partitions > data_end - pos:
        raise rt.Malformed
    items_partitions: list[MetadataResponsePartition] = []
    for _ in range(n_partitions):
        (
            partitions__error_code,
            partitions__partition_index,
            partitions__leader_id,
            partitions__leader_epoch,
            n_partitions__replica_nodes,
        ) = _S_hiiiB.unpack_from(data, pos)
        pos += 15
        if n_partitions__replica_nodes > 127:
            n_partitions__replica_nodes, pos = rt.read_uvarint(data, pos - 1)
        n_partitions__replica_nodes -= 1
        if n_partitions__replica_nodes < 0:
            raise rt.Malformed
        if n_partitions__replica_nodes > data_end - pos:
            raise rt.Malformed
        partitions__replica_nodes = list(
            struct.unpack_from(f">{n_partitions__replica_nodes}i", data, pos)
        )
        pos += n_partitions__replica_nodes * 4
        n_partitions__isr_nodes = data[pos]
        pos += 1
        if n_partitions__isr_nodes > 127:
            n_partitions__isr_nodes, pos = rt.read_uvarint(data, pos - 1)
        n_partitions__isr_nodes -= 1
        if n_partitions__isr_nodes < 0:
            raise rt.Malformed
        if n_partitions__isr_nodes > data_end - pos:
            raise rt.Malformed
        partitions__isr_nodes = list(struct.unpack_from(f">{n_partitions__isr_nodes}i", data, pos))
        pos += n_partitions__isr_nodes * 4
        n_partitions__offline_replicas = data[pos]
        pos += 1
        if n_partitions__offline_replicas > 127:
            n_partitions__offline_replicas, pos = rt.read_uvarint(data, pos - 1)
        n_partitions__offline_replicas -= 1
        if n_partitions__offline_replicas < 0:
            raise rt.Malformed
        if n_partitions__offline_replicas > data_end - pos:
            raise rt.Malformed
        partitions__offline_replicas = list(
            struct.unpack_from(f">{n_partitions__offline_replicas}i", data, pos)
        )
        pos += n_partitions__offline_replicas * 4
        partitions__tag_count = data[pos]
        pos += 1
        partitions__unknown: rt.Tags = ()
        if partitions__tag_count:
            partitions__unknown, pos = rt.read_unknown_tags(data, pos - 1)
        e_partitions = _new(MetadataResponsePartition)
        e_partitions.error_code = partitions__error_code
        e_partitions.partition_index = partitions__partition_index
        e_partitions.leader_id = partitions__leader_id
        e_partitions.leader_epoch = partitions__leader_epoch
        e_partitions.replica_nodes = partitions__replica_nodes
        e_partitions.isr_nodes = partitions__isr_nodes
        e_partitions.offline_replicas = partitions__offline_replicas
        e_partitions.unknown_tagged_fields = partitions__unknown
        items_partitions.append(e_partitions)
    partitions = items_partitions
    topic_authorized_operations, tag_count = _S_iB.unpack_from(data, pos)
    pos += 5
    unknown: rt.Tags = ()
    if tag_count:
        unknown, pos = rt.read_unknown_tags(data, pos - 1)
    obj = _new(MetadataResponseTopic)
    obj.error_code = error_code
    obj.name = name
    obj.topic_id = topic_id
    obj.is_internal = is_internal
    obj.partitions = partitions
    obj.topic_authorized_operations = topic_authorized_operations
    obj.unknown_tagged_fields = unknown
    return obj, pos


def _encode_MetadataResponseTopic_v0(obj: MetadataResponseTopic, out: bytearray) -> None:
    """Encode MetadataResponseTopic, version 0."""
    if obj.topic_authorized_operations != -2147483648:
        raise rt.Malformed
    v_name = obj.name
    if v_name is None:
        raise rt.Malformed
    b_name = v_name.encode()
    out += _S_hh.pack(obj.error_code, len(b_name))
    out += b_name
    a_partitions = obj.partitions
    out += _S_i.pack(len(a_partitions))
    for e_partitions in a_partitions:
        a_partitions__replica_nodes = e_partitions.replica_nodes
        out += _S_hiii.pack(
            e_partitions.error_code,
            e_partitions.partition_index,
            e_partitions.leader_id,
            len(a_partitions__replica_nodes),
        )
        out += struct.pack(f">{len(a_partitions__replica_nodes)}i", *a_partitions__replica_nodes)
        a_partitions__isr_nodes = e_partitions.isr_nodes
        out += _S_i.pack(len(a_partitions__isr_nodes))
        out += struct.pack(f">{len(a_partitions__isr_nodes)}i", *a_partitions__isr_nodes)
        if e_partitions.unknown_tagged_fields:
            raise rt.Malformed
    if obj.unknown_tagged_fields:
        raise rt.Malformed


def _encode_MetadataResponseTopic_v1(obj: MetadataResponseTopic, out: bytearray) -> None:
    """Encode MetadataResponseTopic, versions 1, 2, 3, 4."""
    if obj.topic_authorized_operations != -2147483648:
        raise rt.Malformed
    v_name = obj.name
    if v_name is None:
        raise rt.Malformed
    b_name = v_name.encode()
    out += _S_hh.pack(obj.error_code, len(b_name))
    out += b_name
    if obj.is_internal is not True and obj.is_internal is not False:
        raise rt.Malformed
    a_partitions = obj.partitions
    out += _S_oi.pack(obj.is_internal, len(a_partitions))
    for e_partitions in a_partitions:
        a_partitions__replica_nodes = e_partitions.replica_nodes
        out += _S_hiii.pack(
            e_partitions.error_code,
            e_partitions.partition_index,
            e_partitions.leader_id,
            len(a_partitions__replica_nodes),
        )
        out += struct.pack(f">{len(a_partitions__replica_nodes)}i", *a_partitions__replica_nodes)
        a_partitions__isr_nodes = e_partitions.isr_nodes
        out += _S_i.pack(len(a_partitions__isr_nodes))
        out += struct.pack(f">{len(a_partitions__isr_nodes)}i", *a_partitions__isr_nodes)
        if e_partitions.unknown_tagged_fields:
            raise rt.Malformed
    if obj.unknown_tagged_fields:
        raise rt.Malformed


def _encode_MetadataResponseTopic_v5(obj: MetadataResponseTopic, out: bytearray) -> None:
    """Encode MetadataResponseTopic, versions 5, 6."""
    if obj.topic_authorized_operations != -2147483648:
        raise rt.Malformed
    v_name = obj.name
    if v_name is None:
        raise rt.Malformed
    b_name = v_name.encode()
    out += _S_hh.pack(obj.error_code, len(b_name))
    out += b_name
    if obj.is_internal is not True and obj.is_internal is not False:
        raise rt.Malformed
    a_partitions = obj.partitions
    out += _S_oi.pack(obj.is_internal, len(a_partitions))
    for e_partitions in a_partitions:
        a_partitions__replica_nodes = e_partitions.replica_nodes
        out += _S_hiii.pack(
            e_partitions.error_code,
            e_partitions.partition_index,
            e_partitions.leader_id,
            len(a_partitions__replica_nodes),
        )
        out += struct.pack(f">{len(a_partitions__replica_nodes)}i", *a_partitions__replica_nodes)
        a_partitions__isr_nodes = e_partitions.isr_nodes
        out += _S_i.pack(len(a_partitions__isr_nodes))
        out += struct.pack(f">{len(a_partitions__isr_nodes)}i", *a_partitions__isr_nodes)
        a_partitions__offline_replicas = e_partitions.offline_replicas
        out += _S_i.pack(len(a_partitions__offline_replicas))
        out += struct.pack(
            f">{len(a_partitions__offline_replicas)}i", *a_partitions__offline_replicas
        )
        if e_partitions.unknown_tagged_fields:
            raise rt.Malformed
    if obj.unknown_tagged_fields:
        raise rt.Malformed


def _encode_MetadataResponseTopic_v7(obj: MetadataResponseTopic, out: bytearray) -> None:
    """Encode MetadataResponseTopic, version 7."""
    if obj.topic_authorized_operations != -2147483648:
        raise rt.Malformed
    v_name = obj.name
    if v_name is None:
        raise rt.Malformed
    b_name = v_name.encode()
    out += _S_hh.pack(obj.error_code, len(b_name))
    out += b_name
    if obj.is_internal is not True and obj.is_internal is not False:
        raise rt.Malformed
    a_partitions = obj.partitions
    out += _S_oi.pack(obj.is_internal, len(a_partitions))
    for e_partitions in a_partitions:
        a_partitions__replica_nodes = e_partitions.replica_nodes
        out += _S_hiiii.pack(
            e_partitions.error_code,
            e_partitions.partition_index,
            e_partitions.leader_id,
            e_partitions.leader_epoch,
            len(a_partitions__replica_nodes),
        )
        out += struct.pack(f">{len(a_partitions__replica_nodes)}i", *a_partitions__replica_nodes)
        a_partitions__isr_nodes = e_partitions.isr_nodes
        out += _S_i.pack(len(a_partitions__isr_nodes))
        out += struct.pack(f">{len(a_partitions__isr_nodes)}i", *a_partitions__isr_nodes)
        a_partitions__offline_replicas = e_partitions.offline_replicas
        out += _S_i.pack(len(a_partitions__offline_replicas))
        out += struct.pack(
            f">{len(a_partitions__offline_replicas)}i", *a_partitions__offline_replicas
        )
        if e_partitions.unknown_tagged_fields:
            raise rt.Malformed
    if obj.unknown_tagged_fields:
        raise rt.Malformed


def _encode_MetadataResponseTopic_v8(obj: MetadataResponseTopic, out: bytearray) -> None:
    """Encode MetadataResponseTopic, version 8."""
    v_name = obj.name
    if v_name is None:
        raise rt.Malformed
    b_name = v_name.encode()
    out += _S_hh.pack(obj.error_code, len(b_name))
    out += b_name
    if obj.is_internal is not True and obj.is_internal is not False:
        raise rt.Malformed
    a_partitions = obj.partitions
    out += _S_oi.pack(obj.is_internal, len(a_partitions))
    for e_partitions in a_partitions:
        a_partitions__replica_nodes = e_partitions.replica_nodes
        out += _S_hiiii.pack(
            e_partitions.error_code,
            e_partitions.partition_index,
            e_partitions.leader_id,
            e_partitions.leader_epoch,
            len(a_partitions__replica_nodes),
        )
        out += struct.pack(f">{len(a_partitions__replica_nodes)}i", *a_partitions__replica_nodes)
        a_partitions__isr_nodes = e_partitions.isr_nodes
        out += _S_i.pack(len(a_partitions__isr_nodes))
        out += struct.pack(f">{len(a_partitions__isr_nodes)}i", *a_partitions__isr_nodes)
        a_partitions__offline_replicas = e_partitions.offline_replicas
        out += _S_i.pack(len(a_partitions__offline_replicas))
        out += struct.pack(
            f">{len(a_partitions__offline_replicas)}i", *a_partitions__offline_replicas
        )
        if e_partitions.unknown_tagged_fields:
            raise rt.Malformed
    out += _S_i.pack(obj.topic_authorized_operations)
    if obj.unknown_tagged_fields:
        raise rt.Malformed


def _encode_MetadataResponseTopic_v9(obj: MetadataResponseTopic, out: bytearray) -> None:
    """Encode MetadataResponseTopic, version 9."""
    append = out.append
    v_name = obj.name
    if v_name is None:
        raise rt.Malformed
    out += _S_h.pack(obj.error_code)
    b_name = v_name.encode()
    n = len(b_name) + 1
    if n < 128:
        append(n)
    else:
        out += rt.string_length(n)
    out += b_name
    if obj.is_internal is not True and obj.is_internal is not False:
        raise rt.Malformed
    out += _S_o.pack(obj.is_internal)
    a_partitions = obj.partitions
    n = len(a_partitions) + 1
    if n < 128:
        append(n)
    else:
        out += rt.uvarint(n)
    for e_partitions in a_partitions:
        out += _S_hiii.pack(
            e_partitions.error_code,
            e_partitions.partition_index,
            e_partitions.leader_id,
            e_partitions.leader_epoch,
        )
        a_partitions__replica_nodes = e_partitions.replica_nodes
        n = len(a_partitions__replica_nodes) + 1
        if n < 128:
            append(n)
        else:
            out += rt.uvarint(n)
        out += struct.pack(f">{len(a_partitions__replica_nodes)}i", *a_partitions__replica_nodes)
        a_partitions__isr_nodes = e_partitions.isr_nodes
        n = len(a_partitions__isr_nodes) + 1
        if n < 128:
            append(n)
        else:
            out += rt.uvarint(n)
        out += struct.pack(f">{len(a_partitions__isr_nodes)}i", *a_partitions__isr_nodes)
        a_partitions__offline_replicas = e_partitions.offline_replicas
        n = len(a_partitions__offline_replicas) + 1
        if n < 128:
            append(n)
        else:
            out += rt.uvarint(n)
        out += struct.pack(
            f">{len(a_partitions__offline_replicas)}i", *a_partitions__offline_replicas
        )
        if e_partitions.unknown_tagged_fields:
            rt.write_tags(out, (), e_partitions.unknown_tagged_fields)
        else:
            append(0)
    out += _S_i.pack(obj.topic_authorized_operations)
    if obj.unknown_tagged_fields:
        rt.write_tags(out, (), obj.unknown_tagged_fields)
    else:
        append(0)


def _encode_MetadataResponseTopic_v10(obj: MetadataResponseTopic, out: bytearray) -> None:
    """Encode MetadataResponseTopic, versions 10, 11."""
    append = out.append
    v_name = obj.name
    if v_name is None:
        raise rt.Malformed
    out += _S_h.pack(obj.error_code)
    b_name = v_name.encode()
    n = len(b_name) + 1
    if n < 128:
        append(n)
    else:
        out += rt.string_length(n)
    out += b_name
    if obj.is_internal is not True and obj.is_internal is not False:
        raise rt.Malformed
    out += _S_uo.pack(obj.topic_id.bytes, obj.is_internal)
    a_partitions = obj.partitions
    n = len(a_partitions) + 1
    if n < 128:
        append(n)
    else:
        out += rt.uvarint(n)
    for e_partitions in a_partitions:
        out += _S_hiii.pack(
            e_partitions.error_code,
            e_partitions.partition_index,
            e_partitions.leader_id,
            e_partitions.leader_epoch,
        )
        a_partitions__replica_nodes = e_partitions.replica_nodes
        n = len(a_partitions__replica_nodes) + 1
        if n < 128:
            append(n)
        else:
            out += rt.uvarint(n)
        out += struct.pack(f">{len(a_partitions__replica_nodes)}i", *a_partitions__replica_nodes)
        a_partitions__isr_nodes = e_partitions.isr_nodes
        n = len(a_partitions__isr_nodes) + 1
        if n < 128:
            append(n)
        else:
            out += rt.uvarint(n)
        out += struct.pack(f">{len(a_partitions__isr_nodes)}i", *a_partitions__isr_nodes)
        a_partitions__offline_replicas = e_partitions.offline_replicas
        n = len(a_partitions__offline_replicas) + 1
        if n < 128:
            append(n)
        else:
            out += rt.uvarint(n)
        out += struct.pack(
            f">{len(a_partitions__offline_replicas)}i", *a_partitions__offline_replicas
        )
        if e_partitions.unknown_tagged_fields:
            rt.write_tags(out, (), e_partitions.unknown_tagged_fields)
        else:
            append(0)
    out += _S_i.pack(obj.topic_authorized_operations)
    if obj.unknown_tagged_fields:
        rt.write_tags(out, (), obj.unknown_tagged_fields)
    else:
        append(0)


def _encode_MetadataResponseTopic_v12(obj: MetadataResponseTopic, out: bytearray) -> None:
    """Encode MetadataResponseTopic, versions 12, 13."""
    append = out.append
    out += _S_h.pack(obj.error_code)
    s_name = obj.name
    if s_name is None:
        append(0)
    else:
        b_name = s_name.encode()
        n = len(b_name) + 1
        if n < 128:
            append(n)
        else:
            out += rt.string_length(n)
        out += b_name
    if obj.is_internal is not True and obj.is_internal is not False:
        raise rt.Malformed
    out += _S_uo.pack(obj.topic_id.bytes, obj.is_internal)
    a_partitions = obj.partitions
    n = len(a_partitions) + 1
    if n < 128:
        append(n)
    else:
        out += rt.uvarint(n)
    for e_partitions in a_partitions:
        out += _S_hiii.pack(
            e_partitions.error_code,
            e_partitions.partition_index,
            e_partitions.leader_id,
            e_partitions.leader_epoch,
        )
        a_partitions__replica_nodes = e_partitions.replica_nodes
        n = len(a_partitions__replica_nodes) + 1
        if n < 128:
            append(n)
        else:
            out += rt.uvarint(n)
        out += struct.pack(f">{len(a_partitions__replica_nodes)}i", *a_partitions__replica_nodes)
        a_partitions__isr_nodes = e_partitions.isr_nodes
        n = len(a_partitions__isr_nodes) + 1
        if n < 128:
            append(n)
        else:
            out += rt.uvarint(n)
        out += struct.pack(f">{len(a_partitions__isr_nodes)}i", *a_partitions__isr_nodes)
        a_partitions__offline_replicas = e_partitions.offline_replicas
        n = len(a_partitions__offline_replicas) + 1
        if n < 128:
            append(n)
        else:
            out += rt.uvarint(n)
        out += struct.pack(
            f">{len(a_partitions__offline_replicas)}i", *a_partitions__offline_replicas
        )
        if e_partitions.unknown_tagged_fields:
            rt.write_tags(out, (), e_partitions.unknown_tagged_fields)
        else:
            append(0)
    out += _S_i.pack(obj.topic_authorized_operations)
    if obj.unknown_tagged_fields:
        rt.write_tags(out, (), obj.unknown_tagged_fields)
    else:
        append(0)


def _decode_MetadataResponse_v0(data: bytes, pos: int) -> tuple[MetadataResponse, int]:
    """Decode MetadataResponse, version 0."""
    data_end = len(data)
    (n_brokers,) = _S_i.unpack_from(data, pos)
    pos += 4
    if n_brokers < 0:
        raise rt.Malformed
    if n_brokers > data_end - pos:
        raise rt.Malformed
    items_brokers: list[MetadataResponseBroker] = []
    for _ in range(n_brokers):
        brokers__node_id, n_brokers__host = _S_ih.unpack_from(data, pos)
        pos += 6
        end = pos + n_brokers__host
        if n_brokers__host < 0 or end > data_end:
            raise rt.Malformed
        brokers__host = data[pos:end].decode()
        pos = end
        (brokers__port,) = _S_i.unpack_from(data, pos)
        pos += 4
        e_brokers = _new(MetadataResponseBroker)
        e_brokers.node_id = brokers__node_id
        e_brokers.host = brokers__host
        e_brokers.port = brokers__port
        e_brokers.rack = None
        e_brokers.unknown_tagged_fields = ()
        items_brokers.append(e_brokers)
    brokers = items_brokers
    (n_topics,) = _S_i.unpack_from(data, pos)
    pos += 4
    if n_topics < 0:
        raise rt.Malformed
    if n_topics > data_end - pos:
        raise rt.Malformed
    items_topics: list[MetadataResponseTopic] = []
    for _ in range(n_topics):
        topics__error_code, n_topics__name = _S_hh.unpack_from(data, pos)
        pos += 4
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
        items_topics__partitions: list[MetadataResponsePartition] = []
        for _ in range(n_topics__partitions):
            e_topics__partitions, pos = _decode_MetadataResponsePartition_v0(data, pos)
            items_topics__partitions.append(e_topics__partitions)
        topics__partitions = items_topics__partitions
        e_topics = _new(MetadataResponseTopic)
        e_topics.error_code = topics__error_code
        e_topics.name = topics__name
        e_topics.topic_id = rt.ZERO_UUID
        e_topics.is_internal = False
        e_topics.partitions = topics__partitions
        e_topics.topic_authorized_operations = -2147483648
        e_topics.unknown_tagged_fields = ()
        items_topics.append(e_topics)
    topics = items_topics
    obj = _new(MetadataResponse)
    obj.throttle_time_ms = 0
    obj.brokers = brokers
    obj.cluster_id = None
    obj.controller_id = -1
    obj.topics = topics
    obj.cluster_authorized_operations = -2147483648
    obj.error_code = 0
    obj.unknown_tagged_fields = ()
    return obj, pos


def _decode_MetadataResponse_v1(data: bytes, pos: int) -> tuple[MetadataResponse, int]:
    """Decode MetadataResponse, version 1."""
    data_end = len(data)
    (n_brokers,) = _S_i.unpack_from(data, pos)
    pos += 4
    if n_brokers < 0:
        raise rt.Malformed
    if n_brokers > data_end - pos:
        raise rt.Malformed
    items_brokers: list[MetadataResponseBroker] = []
    for _ in range(n_brokers):
        brokers__node_id, n_brokers__host = _S_ih.unpack_from(data, pos)
        pos += 6
        end = pos + n_brokers__host
        if n_brokers__host < 0 or end > data_end:
            raise rt.Malformed
        brokers__host = data[pos:end].decode()
        pos = end
        brokers__port, n_brokers__rack = _S_ih.unpack_from(data, pos)
        pos += 6
        brokers__rack: str | None
        if n_brokers__rack < 0:
            if n_brokers__rack != -1:
                raise rt.Malformed
            brokers__rack = None
        else:
            end = pos + n_brokers__rack
            if end > data_end:
                raise rt.Malformed
            brokers__rack = data[pos:end].decode()
            pos = end
        e_brokers = _new(MetadataResponseBroker)
        e_brokers.node_id = brokers__node_id
        e_brokers.host = brokers__host
        e_brokers.port = brokers__port
        e_brokers.rack = brokers__rack
        e_brokers.unknown_tagged_fields = ()
        items_brokers.append(e_brokers)
    brokers = items_brokers
    controller_id, n_topics = _S_ii.unpack_from(data, pos)
    pos += 8
    if n_topics < 0:
        raise rt.Malformed
    if n_topics > data_end - pos:
        raise rt.Malformed
    items_topics: list[MetadataResponseTopic] = []
    for _ in range(n_topics):
        topics__error_code, n_topics__name = _S_hh.unpack_from(data, pos)
        pos += 4
        end = pos + n_topics__name
        if n_topics__name < 0 or end > data_end:
            raise rt.Malformed
        topics__name = data[pos:end].decode()
        pos = end
        topics__is_internal_raw, n_topics__partitions = _S_Bi.unpack_from(data, pos)
        pos += 5
        topics__is_internal = rt.BOOLS[topics__is_internal_raw]
        if n_topics__partitions < 0:
            raise rt.Malformed
        if n_topics__partitions > data_end - pos:
            raise rt.Malformed
        items_topics__partitions: list[MetadataResponsePartition] = []
        for _ in range(n_topics__partitions):
            e_topics__partitions, pos = _decode_MetadataResponsePartition_v0(data, pos)
            items_topics__partitions.append(e_topics__partitions)
        topics__partitions = items_topics__partitions
        e_topics = _new(MetadataResponseTopic)
        e_topics.error_code = topics__error_code
        e_topics.name = topics__name
        e_topics.topic_id = rt.ZERO_UUID
        e_topics.is_internal = topics__is_internal
        e_topics.partitions = topics__partitions
        e_topics.topic_authorized_operations = -2147483648
        e_topics.unknown_tagged_fields = ()
        items_topics.append(e_topics)
    topics = items_topics
    obj = _new(MetadataResponse)
    obj.throttle_time_ms = 0
    obj.brokers = brokers
    obj.cluster_id = None
    obj.controller_id = controller_id
    obj.topics = topics
    obj.cluster_authorized_operations = -2147483648
    obj.error_code = 0
    obj.unknown_tagged_fields = ()
    return obj, pos


def _decode_MetadataResponse_v2(data: bytes, pos: int) -> tuple[MetadataResponse, int]:
    """Decode MetadataResponse, version 2."""
    data_end = len(data)
    (n_brokers,) = _S_i.unpack_from(data, pos)
    pos += 4
    if n_brokers < 0:
        raise rt.Malformed
    if n_brokers > data_end - pos:
        raise rt.Malformed
    items_brokers: list[MetadataResponseBroker] = []
    for _ in range(n_brokers):
        brokers__node_id, n_brokers__host = _S_ih.unpack_from(data, pos)
        pos += 6
        end = pos + n_brokers__host
        if n_brokers__host < 0 or end > data_end:
            raise rt.Malformed
        brokers__host = data[pos:end].decode()
        pos = end
        brokers__port, n_brokers__rack = _S_ih.unpack_from(data, pos)
        pos += 6
        brokers__rack: str | None
        if n_brokers__rack < 0:
            if n_brokers__rack != -1:
                raise rt.Malformed
            brokers__rack = None
        else:
            end = pos + n_brokers__rack
            if end > data_end:
                raise rt.Malformed
            brokers__rack = data[pos:end].decode()
            pos = end
        e_brokers = _new(MetadataResponseBroker)
        e_brokers.node_id = brokers__node_id
        e_brokers.host = brokers__host
        e_brokers.port = brokers__port
        e_brokers.rack = brokers__rack
        e_brokers.unknown_tagged_fields = ()
        items_brokers.append(e_brokers)
    brokers = items_brokers
    (n_cluster_id,) = _S_h.unpack_from(data, pos)
    pos += 2
    cluster_id: str | None
    if n_cluster_id < 0:
        if n_cluster_id != -1:
            raise rt.Malformed
        cluster_id = None
    else:
        end = pos + n_cluster_id
        if end > data_end:
            raise rt.Malformed
        cluster_id = data[pos:end].decode()
        pos = end
    controller_id, n_topics = _S_ii.unpack_from(data, pos)
    pos += 8
    if n_topics < 0:
        raise rt.Malformed
    if n_topics > data_end - pos:
        raise rt.Malformed
    items_topics: list[MetadataResponseTopic] = []
    for _ in range(n_topics):
        topics__error_code, n_topics__name = _S_hh.unpack_from(data, pos)
        pos += 4
        end = pos + n_topics__name
        if n_topics__name < 0 or end > data_end:
            raise rt.Malformed
        topics__name = data[pos:end].decode()
        pos = end
        topics__is_internal_raw, n_topics__partitions = _S_Bi.unpack_from(data, pos)
        pos += 5
        topics__is_internal = rt.BOOLS[topics__is_internal_raw]
        if n_topics__partitions < 0:
            raise rt.Malformed
        if n_topics__partitions > data_end - pos:
            raise rt.Malformed
        items_topics__partitions: list[MetadataResponsePartition] = []
        for _ in range(n_topics__partitions):
            e_topics__partitions, pos = _decode_MetadataResponsePartition_v0(data, pos)
            items_topics__partitions.append(e_topics__partitions)
        topics__partitions = items_topics__partitions
        e_topics = _new(MetadataResponseTopic)
        e_topics.error_code = topics__error_code
        e_topics.name = topics__name
        e_topics.topic_id = rt.ZERO_UUID
        e_topics.is_internal = topics__is_internal
        e_topics.partitions = topics__partitions
        e_topics.topic_authorized_operations = -2147483648
        e_topics.unknown_tagged_fields = ()
        items_topics.append(e_topics)
    topics = items_topics
    obj = _new(MetadataResponse)
    obj.throttle_time_ms = 0
    obj.brokers = brokers
    obj.cluster_id = cluster_id
    obj.controller_id = controller_id
    obj.topics = topics
    obj.cluster_authorized_operations = -2147483648
    obj.error_code = 0
    obj.unknown_tagged_fields = ()
    return obj, pos


def _decode_MetadataResponse_v3(data: bytes, pos: int) -> tuple[MetadataResponse, int]:
    """Decode MetadataResponse, versions 3, 4."""
    data_end = len(data)
    throttle_time_ms, n_brokers = _S_ii.unpack_from(data, pos)
    pos += 8
    if n_brokers < 0:
        raise rt.Malformed
    if n_brokers > data_end - pos:
        raise rt.Malformed
    items_brokers: list[MetadataResponseBroker] = []
    for _ in range(n_brokers):
        brokers__node_id, n_brokers__host = _S_ih.unpack_from(data, pos)
        pos += 6
        end = pos + n_brokers__host
        if n_brokers__host < 0 or end > data_end:
            raise rt.Malformed
        brokers__host = data[pos:end].decode()
        pos = end
        brokers__port, n_brokers__rack = _S_ih.unpack_from(data, pos)
        pos += 6
        brokers__rack: str | None
        if n_brokers__rack < 0:
            if n_brokers__rack != -1:
                raise rt.Malformed
            brokers__rack = None
        else:
            end = pos + n_brokers__rack
            if end > data_end:
                raise rt.Malformed
            brokers__rack = data[pos:end].decode()
            pos = end
        e_brokers = _new(MetadataResponseBroker)
        e_brokers.node_id = brokers__node_id
        e_brokers.host = brokers__host
        e_brokers.port = brokers__port
        e_brokers.rack = brokers__rack
        e_brokers.unknown_tagged_fields = ()
        items_brokers.append(e_brokers)
    brokers = items_brokers
    (n_cluster_id,) = _S_h.unpack_from(data, pos)
    pos += 2
    cluster_id: str | None
    if n_cluster_id < 0:
        if n_cluster_id != -1:
            raise rt.Malformed
        cluster_id = None
    else:
        end = pos + n_cluster_id
        if end > data_end:
            raise rt.Malformed
        cluster_id = data[pos:end].decode()
        pos = end
    controller_id, n_topics = _S_ii.unpack_from(data, pos)
    pos += 8
    if n_topics < 0:
        raise rt.Malformed
    if n_topics > data_end - pos:
        raise rt.Malformed
    items_topics: list[MetadataResponseTopic] = []
    for _ in range(n_topics):
        topics__error_code, n_topics__name = _S_hh.unpack_from(data, pos)
        pos += 4
        end = pos + n_topics__name
        if n_topics__name < 0 or end > data_end:
            raise rt.Malformed
        topics__name = data[pos:end].decode()
        pos = end
        topics__is_internal_raw, n_topics__partitions = _S_Bi.unpack_from(data, pos)
        pos += 5
        topics__is_internal = rt.BOOLS[topics__is_internal_raw]
        if n_topics__partitions < 0:
            raise rt.Malformed
        if n_topics__partitions > data_end - pos:
            raise rt.Malformed
        items_topics__partitions: list[MetadataResponsePartition] = []
        for _ in range(n_topics__partitions):
            e_topics__partitions, pos = _decode_MetadataResponsePartition_v0(data, pos)
            items_topics__partitions.append(e_topics__partitions)
        topics__partitions = items_topics__partitions
        e_topics = _new(MetadataResponseTopic)
        e_topics.error_code = topics__error_code
        e_topics.name = topics__name
        e_topics.topic_id = rt.ZERO_UUID
        e_topics.is_internal = topics__is_internal
        e_topics.partitions = topics__partitions
        e_topics.topic_authorized_operations = -2147483648
        e_topics.unknown_tagged_fields = ()
        items_topics.append(e_topics)
    topics = items_topics
    obj = _new(MetadataResponse)
    obj.throttle_time_ms = throttle_time_ms
    obj.brokers = brokers
    obj.cluster_id = cluster_id
    obj.controller_id = controller_id
    obj.topics = topics
    obj.cluster_authorized_operations = -2147483648
    obj.error_code = 0
    obj.unknown_tagged_fields = ()
    return obj, pos


def _decode_MetadataResponse_v5(data: bytes, pos: int) -> tuple[MetadataResponse, int]:
    """Decode MetadataResponse, versions 5, 6."""
    data_end = len(data)
    throttle_time_ms, n_brokers = _S_ii.unpack_from(data, pos)
    pos += 8
    if n_brokers < 0:
        raise rt.Malformed
    if n_brokers > data_end - pos:
        raise rt.Malformed
    items_brokers: list[MetadataResponseBroker] = []
    for _ in range(n_brokers):
        brokers__node_id, n_brokers__host = _S_ih.unpack_from(data, pos)
        pos += 6
        end = pos + n_brokers__host
        if n_brokers__host < 0 or end > data_end:
            raise rt.Malformed
        brokers__host = data[pos:end].decode()
        pos = end
        brokers__port, n_brokers__rack = _S_ih.unpack_from(data, pos)
        pos += 6
        brokers__rack: str | None
        if n_brokers__rack < 0:
            if n_brokers__rack != -1:
                raise rt.Malformed
            brokers__rack = None
        else:
            end = pos + n_brokers__rack
            if end > data_end:
                raise rt.Malformed
            brokers__rack = data[pos:end].decode()
            pos = end
        e_brokers = _new(MetadataResponseBroker)
        e_brokers.node_id = brokers__node_id
        e_brokers.host = brokers__host
        e_brokers.port = brokers__port
        e_brokers.rack = brokers__rack
        e_brokers.unknown_tagged_fields = ()
        items_brokers.append(e_brokers)
    brokers = items_brokers
    (n_cluster_id,) = _S_h.unpack_from(data, pos)
    pos += 2
    cluster_id: str | None
    if n_cluster_id < 0:
        if n_cluster_id != -1:
            raise rt.Malformed
        cluster_id = None
    else:
        end = pos + n_cluster_id
        if end > data_end:
            raise rt.Malformed
        cluster_id = data[pos:end].decode()
        pos = end
    controller_id, n_topics = _S_ii.unpack_from(data, pos)
    pos += 8
    if n_topics < 0:
        raise rt.Malformed
    if n_topics > data_end - pos:
        raise rt.Malformed
    items_topics: list[MetadataResponseTopic] = []
    for _ in range(n_topics):
        topics__error_code, n_topics__name = _S_hh.unpack_from(data, pos)
        pos += 4
        end = pos + n_topics__name
        if n_topics__name < 0 or end > data_end:
            raise rt.Malformed
        topics__name = data[pos:end].decode()
        pos = end
        topics__is_internal_raw, n_topics__partitions = _S_Bi.unpack_from(data, pos)
        pos += 5
        topics__is_internal = rt.BOOLS[topics__is_internal_raw]
        if n_topics__partitions < 0:
            raise rt.Malformed
        if n_topics__partitions > data_end - pos:
            raise rt.Malformed
        items_topics__partitions: list[MetadataResponsePartition] = []
        for _ in range(n_topics__partitions):
            e_topics__partitions, pos = _decode_MetadataResponsePartition_v5(data, pos)
            items_topics__partitions.append(e_topics__partitions)
        topics__partitions = items_topics__partitions
        e_topics = _new(MetadataResponseTopic)
        e_topics.error_code = topics__error_code
        e_topics.name = topics__name
        e_topics.topic_id = rt.ZERO_UUID
        e_topics.is_internal = topics__is_internal
        e_topics.partitions = topics__partitions
        e_topics.topic_authorized_operations = -2147483648
        e_topics.unknown_tagged_fields = ()
        items_topics.append(e_topics)
    topics = items_topics
    obj = _new(MetadataResponse)
    obj.throttle_time_ms = throttle_time_ms
    obj.brokers = brokers
    obj.cluster_id = cluster_id
    obj.controller_id = controller_id
    obj.topics = topics
    obj.cluster_authorized_operations = -2147483648
    obj.error_code = 0
    obj.unknown_tagged_fields = ()
    return obj, pos


def _decode_MetadataResponse_v7(data: bytes, pos: int) -> tuple[MetadataResponse, int]:
    """Decode MetadataResponse, version 7."""
    data_end = len(data)
    throttle_time_ms, n_brokers = _S_ii.unpack_from(data, pos)
    pos += 8
    if n_brokers < 0:
        raise rt.Malformed
    if n_brokers > data_end - pos:
        raise rt.Malformed
    items_brokers: list[MetadataResponseBroker] = []
    for _ in range(n_brokers):
        brokers__node_id, n_brokers__host = _S_ih.unpack_from(data, pos)
        pos += 6
        end = pos + n_brokers__host
        if n_brokers__host < 0 or end > data_end:
            raise rt.Malformed
        brokers__host = data[pos:end].decode()
        pos = end
        brokers__port, n_brokers__rack = _S_ih.unpack_from(data, pos)
        pos += 6
        brokers__rack: str | None
        if n_brokers__rack < 0:
            if n_brokers__rack != -1:
                raise rt.Malformed
            brokers__rack = None
        else:
            end = pos + n_brokers__rack
            if end > data_end:
                raise rt.Malformed
            brokers__rack = data[pos:end].decode()
            pos = end
        e_brokers = _new(MetadataResponseBroker)
        e_brokers.node_id = brokers__node_id
        e_brokers.host = brokers__host
        e_brokers.port = brokers__port
        e_brokers.rack = brokers__rack
        e_brokers.unknown_tagged_fields = ()
        items_brokers.append(e_brokers)
    brokers = items_brokers
    (n_cluster_id,) = _S_h.unpack_from(data, pos)
    pos += 2
    cluster_id: str | None
    if n_cluster_id < 0:
        if n_cluster_id != -1:
            raise rt.Malformed
        cluster_id = None
    else:
        end = pos + n_cluster_id
        if end > data_end:
            raise rt.Malformed
        cluster_id = data[pos:end].decode()
        pos = end
    controller_id, n_topics = _S_ii.unpack_from(data, pos)
    pos += 8
    if n_topics < 0:
        raise rt.Malformed
    if n_topics > data_end - pos:
        raise rt.Malformed
    items_topics: list[MetadataResponseTopic] = []
    for _ in range(n_topics):
        topics__error_code, n_topics__name = _S_hh.unpack_from(data, pos)
        pos += 4
        end = pos + n_topics__name
        if n_topics__name < 0 or end > data_end:
            raise rt.Malformed
        topics__name = data[pos:end].decode()
        pos = end
        topics__is_internal_raw, n_topics__partitions = _S_Bi.unpack_from(data, pos)
        pos += 5
        topics__is_internal = rt.BOOLS[topics__is_internal_raw]
        if n_topics__partitions < 0:
            raise rt.Malformed
        if n_topics__partitions > data_end - pos:
            raise rt.Malformed
        items_topics__partitions: list[MetadataResponsePartition] = []
        for _ in range(n_topics__partitions):
            e_topics__partitions, pos = _decode_MetadataResponsePartition_v7(data, pos)
            items_topics__partitions.append(e_topics__partitions)
        topics__partitions = items_topics__partitions
        e_topics = _new(MetadataResponseTopic)
        e_topics.error_code = topics__error_code
        e_topics.name = topics__name
        e_topics.topic_id = rt.ZERO_UUID
        e_topics.is_internal = topics__is_internal
        e_topics.partitions = topics__partitions
        e_topics.topic_authorized_operations = -2147483648
        e_topics.unknown_tagged_fields = ()
        items_topics.append(e_topics)
    topics = items_topics
    obj = _new(MetadataResponse)
    obj.throttle_time_ms = throttle_time_ms
    obj.brokers = brokers
    obj.cluster_id = cluster_id
    obj.controller_id = controller_id
    obj.topics = topics
    obj.cluster_authorized_operations = -2147483648
    obj.error_code = 0
    obj.unknown_tagged_fields = ()
    return obj, pos


def _decode_MetadataResponse_v8(data: bytes, pos: int) -> tuple[MetadataResponse, int]:
    """Decode MetadataResponse, version 8."""
    data_end = len(data)
    throttle_time_ms, n_brokers = _S_ii.unpack_from(data, pos)
    pos += 8
    if n_brokers < 0:
        raise rt.Malformed
    if n_brokers > data_end - pos:
        raise rt.Malformed
    items_brokers: list[MetadataResponseBroker] = []
    for _ in range(n_brokers):
        brokers__node_id, n_brokers__host = _S_ih.unpack_from(data, pos)
        pos += 6
        end = pos + n_brokers__host
        if n_brokers__host < 0 or end > data_end:
            raise rt.Malformed
        brokers__host = data[pos:end].decode()
        pos = end
        brokers__port, n_brokers__rack = _S_ih.unpack_from(data, pos)
        pos += 6
        brokers__rack: str | None
        if n_brokers__rack < 0:
            if n_brokers__rack != -1:
                raise rt.Malformed
            brokers__rack = None
        else:
            end = pos + n_brokers__rack
            if end > data_end:
                raise rt.Malformed
            brokers__rack = data[pos:end].decode()
            pos = end
        e_brokers = _new(MetadataResponseBroker)
        e_brokers.node_id = brokers__node_id
        e_brokers.host = brokers__host
        e_brokers.port = brokers__port
        e_brokers.rack = brokers__rack
        e_brokers.unknown_tagged_fields = ()
        items_brokers.append(e_brokers)
    brokers = items_brokers
    (n_cluster_id,) = _S_h.unpack_from(data, pos)
    pos += 2
    cluster_id: str | None
    if n_cluster_id < 0:
        if n_cluster_id != -1:
            raise rt.Malformed
        cluster_id = None
    else:
        end = pos + n_cluster_id
        if end > data_end:
            raise rt.Malformed
        cluster_id = data[pos:end].decode()
        pos = end
    controller_id, n_topics = _S_ii.unpack_from(data, pos)
    pos += 8
    if n_topics < 0:
        raise rt.Malformed
    if n_topics > data_end - pos:
        raise rt.Malformed
    items_topics: list[MetadataResponseTopic] = []
    for _ in range(n_topics):
        topics__error_code, n_topics__name = _S_hh.unpack_from(data, pos)
        pos += 4
        end = pos + n_topics__name
        if n_topics__name < 0 or end > data_end:
            raise rt.Malformed
        topics__name = data[pos:end].decode()
        pos = end
        topics__is_internal_raw, n_topics__partitions = _S_Bi.unpack_from(data, pos)
        pos += 5
        topics__is_internal = rt.BOOLS[topics__is_internal_raw]
        if n_topics__partitions < 0:
            raise rt.Malformed
        if n_topics__partitions > data_end - pos:
            raise rt.Malformed
        items_topics__partitions: list[MetadataResponsePartition] = []
        for _ in range(n_topics__partitions):
            e_topics__partitions, pos = _decode_MetadataResponsePartition_v7(data, pos)
            items_topics__partitions.append(e_topics__partitions)
        topics__partitions = items_topics__partitions
        (topics__topic_authorized_operations,) = _S_i.unpack_from(data, pos)
        pos += 4
        e_topics = _new(MetadataResponseTopic)
        e_topics.error_code = topics__error_code
        e_topics.name = topics__name
        e_topics.topic_id = rt.ZERO_UUID
        e_topics.is_internal = topics__is_internal
        e_topics.partitions = topics__partitions
        e_topics.topic_authorized_operations = topics__topic_authorized_operations
        e_topics.unknown_tagged_fields = ()
        items_topics.append(e_topics)
    topics = items_topics
    (cluster_authorized_operations,) = _S_i.unpack_from(data, pos)
    pos += 4
    obj = _new(MetadataResponse)
    obj.throttle_time_ms = throttle_time_ms
    obj.brokers = brokers
    obj.cluster_id = cluster_id
    obj.controller_id = controller_id
    obj.topics = topics
    obj.cluster_authorized_operations = cluster_authorized_operations
    obj.error_code = 0
    obj.unknown_tagged_fields = ()
    return obj, pos


def _decode_MetadataResponse_v9(data: bytes, pos: int) -> tuple[MetadataResponse, int]:
    """Decode MetadataResponse, version 9."""
    data_end = len(data)
    throttle_time_ms, n_brokers = _S_iB.unpack_from(data, pos)
    pos += 5
    if n_brokers > 127:
        n_brokers, pos = rt.read_uvarint(data, pos - 1)
    n_brokers -= 1
    if n_brokers < 0:
        raise rt.Malformed
    if n_brokers > data_end - pos:
        raise rt.Malformed
    items_brokers: list[MetadataResponseBroker] = []
    for _ in range(n_brokers):
        brokers__node_id, n_brokers__host = _S_iB.unpack_from(data, pos)
        pos += 5
        if n_brokers__host > 127:
            n_brokers__host, pos = rt.read_string_length(data, pos - 1)
        end = pos + n_brokers__host - 1
        if not n_brokers__host or end > data_end:
            raise rt.Malformed
        brokers__host = data[pos:end].decode()
        pos = end
        brokers__port, n_brokers__rack = _S_iB.unpack_from(data, pos)
        pos += 5
        if n_brokers__rack > 127:
            n_brokers__rack, pos = rt.read_string_length(data, pos - 1)
        brokers__rack: str | None
        if not n_brokers__rack:
            brokers__rack = None
        else:
            end = pos + n_brokers__rack - 1
            if end > data_end:
                raise rt.Malformed
            brokers__rack = data[pos:end].decode()
            pos = end
        brokers__tag_count = data[pos]
        pos += 1
        brokers__unknown: rt.Tags = ()
        if brokers__tag_count:
            brokers__unknown, pos = rt.read_unknown_tags(data, pos - 1)
        e_brokers = _new(MetadataResponseBroker)
        e_brokers.node_id = brokers__node_id
        e_brokers.host = brokers__host
        e_brokers.port = brokers__port
        e_brokers.rack = brokers__rack
        e_brokers.unknown_tagged_fields = brokers__unknown
        items_brokers.append(e_brokers)
    brokers = items_brokers
    n_cluster_id = data[pos]
    pos += 1
    if n_cluster_id > 127:
        n_cluster_id, pos = rt.read_string_length(data, pos - 1)
    cluster_id: str | None
    if not n_cluster_id:
        cluster_id = None
    else:
        end = pos + n_cluster_id - 1
        if end > data_end:
            raise rt.Malformed
        cluster_id = data[pos:end].decode()
        pos = end
    controller_id, n_topics = _S_iB.unpack_from(data, pos)
    pos += 5
    if n_topics > 127:
        n_topics, pos = rt.read_uvarint(data, pos - 1)
    n_topics -= 1
    if n_topics < 0:
        raise rt.Malformed
    if n_topics > data_end - pos:
        raise rt.Malformed
    items_topics: list[MetadataResponseTopic] = []
    for _ in range(n_topics):
        topics__error_code, n_topics__name = _S_hB.unpack_from(data, pos)
        pos += 3
        if n_topics__name > 127:
            n_topics__name, pos = rt.read_string_length(data, pos - 1)
        end = pos + n_topics__name - 1
        if not n_topics__name or end > data_end:
            raise rt.Malformed
        topics__name = data[pos:end].decode()
        pos = end
        topics__is_internal_raw, n_topics__partitions = _S_BB.unpack_from(data, pos)
        pos += 2
        topics__is_internal = rt.BOOLS[topics__is_internal_raw]
        if n_topics__partitions > 127:
            n_topics__partitions, pos = rt.read_uvarint(data, pos - 1)
        n_topics__partitions -= 1
        if n_topics__partitions < 0:
            raise rt.Malformed
        if n_topics__partitions > data_end - pos:
            raise rt.Malformed
        items_topics__partitions: list[MetadataResponsePartition] = []
        for _ in range(n_topics__partitions):
            e_topics__partitions, pos = _decode_MetadataResponsePartition_v9(data, pos)
            items_topics__partitions.append(e_topics__partitions)
        topics__partitions = items_topics__partitions
        topics__topic_authorized_operations, topics__tag_count = _S_iB.unpack_from(data, pos)
        pos += 5
        topics__unknown: rt.Tags = ()
        if topics__tag_count:
            topics__unknown, pos = rt.read_unknown_tags(data, pos - 1)
        e_topics = _new(MetadataResponseTopic)
        e_topics.error_code = topics__error_code
        e_topics.name = topics__name
        e_topics.topic_id = rt.ZERO_UUID
        e_topics.is_internal = topics__is_internal
        e_topics.partitions = topics__partitions
        e_topics.topic_authorized_operations = topics__topic_authorized_operations
        e_topics.unknown_tagged_fields = topics__unknown
        items_topics.append(e_topics)
    topics = items_topics
    cluster_authorized_operations, tag_count = _S_iB.unpack_from(data, pos)
    pos += 5
    unknown: rt.Tags = ()
    if tag_count:
        unknown, pos = rt.read_unknown_tags(data, pos - 1)
    obj = _new(MetadataResponse)
    obj.throttle_time_ms = throttle_time_ms
    obj.brokers = brokers
    obj.cluster_id = cluster_id
    obj.controller_id = controller_id
    obj.topics = topics
    obj.cluster_authorized_operations = cluster_authorized_operations
    obj.error_code = 0
    obj.unknown_tagged_fields = unknown
    return obj, pos


def _decode_MetadataResponse_v10(data: bytes, pos: int) -> tuple[MetadataResponse, int]:
    """Decode MetadataResponse, version 10."""
    data_end = len(data)
    throttle_time_ms, n_brokers = _S_iB.unpack_from(data, pos)
    pos += 5
    if n_brokers > 127:
        n_brokers, pos = rt.read_uvarint(data, pos - 1)
    n_brokers -= 1
    if n_brokers < 0:
        raise rt.Malformed
    if n_brokers > data_end - pos:
        raise rt.Malformed
    items_brokers: list[MetadataResponseBroker] = []
    for _ in range(n_brokers):
        brokers__node_id, n_brokers__host = _S_iB.unpack_from(data, pos)
        pos += 5
        if n_brokers__host > 127:
            n_brokers__host, pos = rt.read_string_length(data, pos - 1)
        end = pos + n_brokers__host - 1
        if not n_brokers__host or end > data_end:
            raise rt.Malformed
        brokers__host = data[pos:end].decode()
        pos = end
        brokers__port, n_brokers__rack = _S_iB.unpack_from(data, pos)
        pos += 5
        if n_brokers__rack > 127:
            n_brokers__rack, pos = rt.read_string_length(data, pos - 1)
        brokers__rack: str | None
        if not n_brokers__rack:
            brokers__rack = None
        else:
            end = pos + n_brokers__rack - 1
            if end > data_end:
                raise rt.Malformed
            brokers__rack = data[pos:end].decode()
            pos = end
        brokers__tag_count = data[pos]
        pos += 1
        brokers__unknown: rt.Tags = ()
        if brokers__tag_count:
            brokers__unknown, pos = rt.read_unknown_tags(data, pos - 1)
        e_brokers = _new(MetadataResponseBroker)
        e_brokers.node_id = brokers__node_id
        e_brokers.host = brokers__host
        e_brokers.port = brokers__port
        e_brokers.rack = brokers__rack
        e_brokers.unknown_tagged_fields = brokers__unknown
        items_brokers.append(e_brokers)
    brokers = items_brokers
    n_cluster_id = data[pos]
    pos += 1
    if n_cluster_id > 127:
        n_cluster_id, pos = rt.read_string_length(data, pos - 1)
    cluster_id: str | None
    if not n_cluster_id:
        cluster_id = None
    else:
        end = pos + n_cluster_id - 1
        if end > data_end:
            raise rt.Malformed
        cluster_id = data[pos:end].decode()
        pos = end
    controller_id, n_topics = _S_iB.unpack_from(data, pos)
    pos += 5
    if n_topics > 127:
        n_topics, pos = rt.read_uvarint(data, pos - 1)
    n_topics -= 1
    if n_topics < 0:
        raise rt.Malformed
    if n_topics > data_end - pos:
        raise rt.Malformed
    items_topics: list[MetadataResponseTopic] = []
    for _ in range(n_topics):
        topics__error_code, n_topics__name = _S_hB.unpack_from(data, pos)
        pos += 3
        if n_topics__name > 127:
            n_topics__name, pos = rt.read_string_length(data, pos - 1)
        end = pos + n_topics__name - 1
        if not n_topics__name or end > data_end:
            raise rt.Malformed
        topics__name = data[pos:end].decode()
        pos = end
        (topics__topic_id_raw,) = _S_u.unpack_from(data, pos)
        pos += 16
        topics__topic_id = UUID(bytes=topics__topic_id_raw)
        topics__is_internal_raw, n_topics__partitions = _S_BB.unpack_from(data, pos)
        pos += 2
        topics__is_internal = rt.BOOLS[topics__is_internal_raw]
        if n_topics__partitions > 127:
            n_topics__partitions, pos = rt.read_uvarint(data, pos - 1)
        n_topics__partitions -= 1
        if n_topics__partitions < 0:
            raise rt.Malformed
        if n_topics__partitions > data_end - pos:
            raise rt.Malformed
        items_topics__partitions: list[MetadataResponsePartition] = []
        for _ in range(n_topics__partitions):
            e_topics__partitions, pos = _decode_MetadataResponsePartition_v9(data, pos)
            items_topics__partitions.append(e_topics__partitions)
        topics__partitions = items_topics__partitions
        topics__topic_authorized_operations, topics__tag_count = _S_iB.unpack_from(data, pos)
        pos += 5
        topics__unknown: rt.Tags = ()
        if topics__tag_count:
            topics__unknown, pos = rt.read_unknown_tags(data, pos - 1)
        e_topics = _new(MetadataResponseTopic)
        e_topics.error_code = topics__error_code
        e_topics.name = topics__name
        e_topics.topic_id = topics__topic_id
        e_topics.is_internal = topics__is_internal
        e_topics.partitions = topics__partitions
        e_topics.topic_authorized_operations = topics__topic_authorized_operations
        e_topics.unknown_tagged_fields = topics__unknown
        items_topics.append(e_topics)
    topics = items_topics
    cluster_authorized_operations, tag_count = _S_iB.unpack_from(data, pos)
    pos += 5
    unknown: rt.Tags = ()
    if tag_count:
        unknown, pos = rt.read_unknown_tags(data, pos - 1)
    obj = _new(MetadataResponse)
    obj.throttle_time_ms = throttle_time_ms
    obj.brokers = brokers
    obj.cluster_id = cluster_id
    obj.controller_id = controller_id
    obj.topics = topics
    obj.cluster_authorized_operations = cluster_authorized_operations
    obj.error_code = 0
    obj.unknown_tagged_fields = unknown
    return obj, pos


def _decode_MetadataResponse_v11(data: bytes, pos: int) -> tuple[MetadataResponse, int]:
    """Decode MetadataResponse, version 11."""
    data_end = len(data)
    throttle_time_ms, n_brokers = _S_iB.unpack_from(data, pos)
    pos += 5
    if n_brokers > 127:
        n_brokers, pos = rt.read_uvarint(data, pos - 1)
    n_brokers -= 1
    if n_brokers < 0:
        raise rt.Malformed
    if n_brokers > data_end - pos:
        raise rt.Malformed
    items_brokers: list[MetadataResponseBroker] = []
    for _ in range(n_brokers):
        brokers__node_id, n_brokers__host = _S_iB.unpack_from(data, pos)
        pos += 5
        if n_brokers__host > 127:
            n_brokers__host, pos = rt.read_string_length(data, pos - 1)
        end = pos + n_brokers__host - 1
        if not n_brokers__host or end > data_end:
            raise rt.Malformed
        brokers__host = data[pos:end].decode()
        pos = end
        brokers__port, n_brokers__rack = _S_iB.unpack_from(data, pos)
        pos += 5
        if n_brokers__rack > 127:
            n_brokers__rack, pos = rt.read_string_length(data, pos - 1)
        brokers__rack: str | None
        if not n_brokers__rack:
            brokers__rack = None
        else:
            end = pos + n_brokers__rack - 1
            if end > data_end:
                raise rt.Malformed
            brokers__rack = data[pos:end].decode()
            pos = end
        brokers__tag_count = data[pos]
        pos += 1
        brokers__unknown: rt.Tags = ()
        if brokers__tag_count:
            brokers__unknown, pos = rt.read_unknown_tags(data, pos - 1)
        e_brokers = _new(MetadataResponseBroker)
        e_brokers.node_id = brokers__node_id
        e_brokers.host = brokers__host
        e_brokers.port = brokers__port
        e_brokers.rack = brokers__rack
        e_brokers.unknown_tagged_fields = brokers__unknown
        items_brokers.append(e_brokers)
    brokers = items_brokers
    n_cluster_id = data[pos]
    pos += 1
    if n_cluster_id > 127:
        n_cluster_id, pos = rt.read_string_length(data, pos - 1)
    cluster_id: str | None
    if not n_cluster_id:
        cluster_id = None
    else:
        end = pos + n_cluster_id - 1
        if end > data_end:
            raise rt.Malformed
        cluster_id = data[pos:end].decode()
        pos = end
    controller_id, n_topics = _S_iB.unpack_from(data, pos)
    pos += 5
    if n_topics > 127:
        n_topics, pos = rt.read_uvarint(data, pos - 1)
    n_topics -= 1
    if n_topics < 0:
        raise rt.Malformed
    if n_topics > data_end - pos:
        raise rt.Malformed
    items_topics: list[MetadataResponseTopic] = []
    for _ in range(n_topics):
        topics__error_code, n_topics__name = _S_hB.unpack_from(data, pos)
        pos += 3
        if n_topics__name > 127:
            n_topics__name, pos = rt.read_string_length(data, pos - 1)
        end = pos + n_topics__name - 1
        if not n_topics__name or end > data_end:
            raise rt.Malformed
        topics__name = data[pos:end].decode()
        pos = end
        (topics__topic_id_raw,) = _S_u.unpack_from(data, pos)
        pos += 16
        topics__topic_id = UUID(bytes=topics__topic_id_raw)
        topics__is_internal_raw, n_topics__partitions = _S_BB.unpack_from(data, pos)
        pos += 2
        topics__is_internal = rt.BOOLS[topics__is_internal_raw]
        if n_topics__partitions > 127:
            n_topics__partitions, pos = rt.read_uvarint(data, pos - 1)
        n_topics__partitions -= 1
        if n_topics__partitions < 0:
            raise rt.Malformed
        if n_topics__partitions > data_end - pos:
            raise rt.Malformed
        items_topics__partitions: list[MetadataResponsePartition] = []
        for _ in range(n_topics__partitions):
            e_topics__partitions, pos = _decode_MetadataResponsePartition_v9(data, pos)
            items_topics__partitions.append(e_topics__partitions)
        topics__partitions = items_topics__partitions
        topics__topic_authorized_operations, topics__tag_count = _S_iB.unpack_from(data, pos)
        pos += 5
        topics__unknown: rt.Tags = ()
        if topics__tag_count:
            topics__unknown, pos = rt.read_unknown_tags(data, pos - 1)
        e_topics = _new(MetadataResponseTopic)
        e_topics.error_code = topics__error_code
        e_topics.name = topics__name
        e_topics.topic_id = topics__topic_id
        e_topics.is_internal = topics__is_internal
        e_topics.partitions = topics__partitions
        e_topics.topic_authorized_operations = topics__topic_authorized_operations
        e_topics.unknown_tagged_fields = topics__unknown
        items_topics.append(e_topics)
    topics = items_topics
    tag_count = data[pos]
    pos += 1
    unknown: rt.Tags = ()
    if tag_count:
        unknown, pos = rt.read_unknown_tags(data, pos - 1)
    obj = _new(MetadataResponse)
    obj.throttle_time_ms = throttle_time_ms
    obj.brokers = brokers
    obj.cluster_id = cluster_id
    obj.controller_id = controller_id
    obj.topics = topics
    obj.cluster_authorized_operations = -2147483648
    obj.error_code = 0
    obj.unknown_tagged_fields = unknown
    return obj, pos


def _decode_MetadataResponse_v12(data: bytes, pos: int) -> tuple[MetadataResponse, int]:
    """Decode MetadataResponse, version 12."""
    data_end = len(data)
    throttle_time_ms, n_brokers = _S_iB.unpack_from(data, pos)
    pos += 5
    if n_brokers > 127:
        n_brokers, pos = rt.read_uvarint(data, pos - 1)
    n_brokers -= 1
    if n_brokers < 0:
        raise rt.Malformed
    if n_brokers > data_end - pos:
        raise rt.Malformed
    items_brokers: list[MetadataResponseBroker] = []
    for _ in range(n_brokers):
        brokers__node_id, n_brokers__host = _S_iB.unpack_from(data, pos)
        pos += 5
        if n_brokers__host > 127:
            n_brokers__host, pos = rt.read_string_length(data, pos - 1)
        end = pos + n_brokers__host - 1
        if not n_brokers__host or end > data_end:
            raise rt.Malformed
        brokers__host = data[pos:end].decode()
        pos = end
        brokers__port, n_brokers__rack = _S_iB.unpack_from(data, pos)
        pos += 5
        if n_brokers__rack > 127:
            n_brokers__rack, pos = rt.read_string_length(data, pos - 1)
        brokers__rack: str | None
        if not n_brokers__rack:
            brokers__rack = None
        else:
            end = pos + n_brokers__rack - 1
            if end > data_end:
                raise rt.Malformed
            brokers__rack = data[pos:end].decode()
            pos = end
        brokers__tag_count = data[pos]
        pos += 1
        brokers__unknown: rt.Tags = ()
        if brokers__tag_count:
            brokers__unknown, pos = rt.read_unknown_tags(data, pos - 1)
        e_brokers = _new(MetadataResponseBroker)
        e_brokers.node_id = brokers__node_id
        e_brokers.host = brokers__host
        e_brokers.port = brokers__port
        e_brokers.rack = brokers__rack
        e_brokers.unknown_tagged_fields = brokers__unknown
        items_brokers.append(e_brokers)
    brokers = items_brokers
    n_cluster_id = data[pos]
    pos += 1
    if n_cluster_id > 127:
        n_cluster_id, pos = rt.read_string_length(data, pos - 1)
    cluster_id: str | None
    if not n_cluster_id:
        cluster_id = None
    else:
        end = pos + n_cluster_id - 1
        if end > data_end:
            raise rt.Malformed
        cluster_id = data[pos:end].decode()
        pos = end
    controller_id, n_topics = _S_iB.unpack_from(data, pos)
    pos += 5
    if n_topics > 127:
        n_topics, pos = rt.read_uvarint(data, pos - 1)
    n_topics -= 1
    if n_topics < 0:
        raise rt.Malformed
    if n_topics > data_end - pos:
        raise rt.Malformed
    items_topics: list[MetadataResponseTopic] = []
    for _ in range(n_topics):
        topics__error_code, n_topics__name = _S_hB.unpack_from(data, pos)
        pos += 3
        if n_topics__name > 127:
            n_topics__name, pos = rt.read_string_length(data, pos - 1)
        topics__name: str | None
        if not n_topics__name:
            topics__name = None
        else:
            end = pos + n_topics__name - 1
            if end > data_end:
                raise rt.Malformed
            topics__name = data[pos:end].decode()
            pos = end
        (topics__topic_id_raw,) = _S_u.unpack_from(data, pos)
        pos += 16
        topics__topic_id = UUID(bytes=topics__topic_id_raw)
        topics__is_internal_raw, n_topics__partitions = _S_BB.unpack_from(data, pos)
        pos += 2
        topics__is_internal = rt.BOOLS[topics__is_internal_raw]
        if n_topics__partitions > 127:
            n_topics__partitions, pos = rt.read_uvarint(data, pos - 1)
        n_topics__partitions -= 1
        if n_topics__partitions < 0:
            raise rt.Malformed
        if n_topics__partitions > data_end - pos:
            raise rt.Malformed
        items_topics__partitions: list[MetadataResponsePartition] = []
        for _ in range(n_topics__partitions):
            e_topics__partitions, pos = _decode_MetadataResponsePartition_v9(data, pos)
            items_topics__partitions.append(e_topics__partitions)
        topics__partitions = items_topics__partitions
        topics__topic_authorized_operations, topics__tag_count = _S_iB.unpack_from(data, pos)
        pos += 5
        topics__unknown: rt.Tags = ()
        if topics__tag_count:
            topics__unknown, pos = rt.read_unknown_tags(data, pos - 1)
        e_topics = _new(MetadataResponseTopic)
        e_topics.error_code = topics__error_code
        e_topics.name = topics__name
        e_topics.topic_id = topics__topic_id
        e_topics.is_internal = topics__is_internal
        e_topics.partitions = topics__partitions
        e_topics.topic_authorized_operations = topics__topic_authorized_operations
        e_topics.unknown_tagged_fields = topics__unknown
        items_topics.append(e_topics)
    topics = items_topics
    tag_count = data[pos]
    pos += 1
    unknown: rt.Tags = ()
    if tag_count:
        unknown, pos = rt.read_unknown_tags(data, pos - 1)
    obj = _new(MetadataResponse)
    obj.throttle_time_ms = throttle_time_ms
    obj.brokers = brokers
    obj.cluster_id = cluster_id
    obj.controller_id = controller_id
    obj.topics = topics
    obj.cluster_authorized_operations = -2147483648
    obj.error_code = 0
    obj.unknown_tagged_fields = unknown
    return obj, pos


def _decode_MetadataResponse_v13(data: bytes, pos: int) -> tuple[MetadataResponse, int]:
    """Decode MetadataResponse, version 13."""
    data_end = len(data)
    throttle_time_ms, n_brokers = _S_iB.unpack_from(data, pos)
    pos += 5
    if n_brokers > 127:
        n_brokers, pos = rt.read_uvarint(data, pos - 1)
    n_brokers -= 1
    if n_brokers < 0:
        raise rt.Malformed
    if n_brokers > data_end - pos:
        raise rt.Malformed
    items_brokers: list[MetadataResponseBroker] = []
    for _ in range(n_brokers):
        brokers__node_id, n_brokers__host = _S_iB.unpack_from(data, pos)
        pos += 5
        if n_brokers__host > 127:
            n_brokers__host, pos = rt.read_string_length(data, pos - 1)
        end = pos + n_brokers__host - 1
        if not n_brokers__host or end > data_end:
            raise rt.Malformed
        brokers__host = data[pos:end].decode()
        pos = end
        brokers__port, n_brokers__rack = _S_iB.unpack_from(data, pos)
        pos += 5
        if n_brokers__rack > 127:
            n_brokers__rack, pos = rt.read_string_length(data, pos - 1)
        brokers__rack: str | None
        if not n_brokers__rack:
            brokers__rack = None
        else:
            end = pos + n_brokers__rack - 1
            if end > data_end:
                raise rt.Malformed
            brokers__rack = data[pos:end].decode()
            pos = end
        brokers__tag_count = data[pos]
        pos += 1
        brokers__unknown: rt.Tags = ()
        if brokers__tag_count:
            brokers__unknown, pos = rt.read_unknown_tags(data, pos - 1)
        e_brokers = _new(MetadataResponseBroker)
        e_brokers.node_id = brokers__node_id
        e_brokers.host = brokers__host
        e_brokers.port = brokers__port
        e_brokers.rack = brokers__rack
        e_brokers.unknown_tagged_fields = brokers__unknown
        items_brokers.append(e_brokers)
    brokers = items_brokers
    n_cluster_id = data[pos]
    pos += 1
    if n_cluster_id > 127:
        n_cluster_id, pos = rt.read_string_length(data, pos - 1)
    cluster_id: str | None
    if not n_cluster_id:
        cluster_id = None
    else:
        end = pos + n_cluster_id - 1
        if end > data_end:
            raise rt.Malformed
        cluster_id = data[pos:end].decode()
        pos = end
    controller_id, n_topics = _S_iB.unpack_from(data, pos)
    pos += 5
    if n_topics > 127:
        n_topics, pos = rt.read_uvarint(data, pos - 1)
    n_topics -= 1
    if n_topics < 0:
        raise rt.Malformed
    if n_topics > data_end - pos:
        raise rt.Malformed
    items_topics: list[MetadataResponseTopic] = []
    for _ in range(n_topics):
        topics__error_code, n_topics__name = _S_hB.unpack_from(data, pos)
        pos += 3
        if n_topics__name > 127:
            n_topics__name, pos = rt.read_string_length(data, pos - 1)
        topics__name: str | None
        if not n_topics__name:
            topics__name = None
        else:
            end = pos + n_topics__name - 1
            if end > data_end:
                raise rt.Malformed
            topics__name = data[pos:end].decode()
            pos = end
        (topics__topic_id_raw,) = _S_u.unpack_from(data, pos)
        pos += 16
        topics__topic_id = UUID(bytes=topics__topic_id_raw)
        topics__is_internal_raw, n_topics__partitions = _S_BB.unpack_from(data, pos)
        pos += 2
        topics__is_internal = rt.BOOLS[topics__is_internal_raw]
        if n_topics__partitions > 127:
            n_topics__partitions, pos = rt.read_uvarint(data, pos - 1)
        n_topics__partitions -= 1
        if n_topics__partitions < 0:
            raise rt.Malformed
        if n_topics__partitions > data_end - pos:
            raise rt.Malformed
        items_topics__partitions: list[MetadataResponsePartition] = []
        for _ in range(n_topics__partitions):
            e_topics__partitions, pos = _decode_MetadataResponsePartition_v9(data, pos)
            items_topics__partitions.append(e_topics__partitions)
        topics__partitions = items_topics__partitions
        topics__topic_authorized_operations, topics__tag_count = _S_iB.unpack_from(data, pos)
        pos += 5
        topics__unknown: rt.Tags = ()
        if topics__tag_count:
            topics__unknown, pos = rt.read_unknown_tags(data, pos - 1)
        e_topics = _new(MetadataResponseTopic)
        e_topics.error_code = topics__error_code
        e_topics.name = topics__name
        e_topics.topic_id = topics__topic_id
        e_topics.is_internal = topics__is_internal
        e_topics.partitions = topics__partitions
        e_topics.topic_authorized_operations = topics__topic_authorized_operations
        e_topics.unknown_tagged_fields = topics__unknown
        items_topics.append(e_topics)
    topics = items_topics
    error_code, tag_count = _S_hB.unpack_from(data, pos)
    pos += 3
    unknown: rt.Tags = ()
    if tag_count:
        unknown, pos = rt.read_unknown_tags(data, pos - 1)
    obj = _new(MetadataResponse)
    obj.throttle_time_ms = throttle_time_ms
    obj.brokers = brokers
    obj.cluster_id = cluster_id
    obj.controller_id = controller_id
    obj.topics = topics
    obj.cluster_authorized_operations = -2147483648
    obj.error_code = error_code
    obj.unknown_tagged_fields = unknown
    return obj, pos


def _encode_MetadataResponse_v0(obj: MetadataResponse, out: bytearray) -> None:
    """Encode MetadataResponse, version 0."""
    if obj.cluster_authorized_operations != -2147483648:
        raise rt.Malformed
    a_brokers = obj.brokers
    out += _S_i.pack(len(a_brokers))
    for e_brokers in a_brokers:
        b_brokers__host = e_brokers.host.encode()
        out += _S_ih.pack(e_brokers.node_id, len(b_brokers__host))
        out += b_brokers__host
        out += _S_i.pack(e_brokers.port)
        if e_brokers.unknown_tagged_fields:
            raise rt.Malformed
    a_topics = obj.topics
    out += _S_i.pack(len(a_topics))
    for e_topics in a_topics:
        if e_topics.topic_authorized_operations != -2147483648:
            raise rt.Malformed
        v_topics__name = e_topics.name
        if v_topics__name is None:
            raise rt.Malformed
        b_topics__name = v_topics__name.encode()
        out += _S_hh.pack(e_topics.error_code, len(b_topics__name))
        out += b_topics__name
        a_topics__partitions = e_topics.partitions
        out += _S_i.pack(len(a_topics__partitions))
        for e_topics__partitions in a_topics__partitions:
            a_topics__partitions__replica_nodes = e_topics__partitions.replica_nodes
            out += _S_hiii.pack(
                e_topics__partitions.error_code,
                e_topics__partitions.partition_index,
                e_topics__partitions.leader_id,
                len(a_topics__partitions__replica_nodes),
            )
            out += struct.pack(
                f">{len(a_topics__partitions__replica_nodes)}i",
                *a_topics__partitions__replica_nodes,
            )
            a_topics__partitions__isr_nodes = e_topics__partitions.isr_nodes
            out += _S_i.pack(len(a_topics__partitions__isr_nodes))
            out += struct.pack(
                f">{len(a_topics__partitions__isr_nodes)}i", *a_topics__partitions__isr_nodes
            )
            if e_topics__partitions.unknown_tagged_fields:
                raise rt.Malformed
        if e_topics.unknown_tagged_fields:
            raise rt.Malformed
    if obj.unknown_tagged_fields:
        raise rt.Malformed


def _encode_MetadataResponse_v1(obj: MetadataResponse, out: bytearray) -> None:
    """Encode MetadataResponse, version 1."""
    if obj.cluster_authorized_operations != -2147483648:
        raise rt.Malformed
    a_brokers = obj.brokers
    out += _S_i.pack(len(a_brokers))
    for e_brokers in a_brokers:
        b_brokers__host = e_brokers.host.encode()
        out += _S_ih.pack(e_brokers.node_id, len(b_brokers__host))
        out += b_brokers__host
        s_brokers__rack = e_brokers.rack
        b_brokers__rack = None if s_brokers__rack is None else s_brokers__rack.encode()
        out += _S_ih.pack(e_brokers.port, -1 if b_brokers__rack is None else len(b_brokers__rack))
        if b_brokers__rack is not None:
            out += b_brokers__rack
        if e_brokers.unknown_tagged_fields:
            raise rt.Malformed
    a_topics = obj.topics
    out += _S_ii.pack(obj.controller_id, len(a_topics))
    for e_topics in a_topics:
        if e_topics.topic_authorized_operations != -2147483648:
            raise rt.Malformed
        v_topics__name = e_topics.name
        if v_topics__name is None:
            raise rt.Malformed
        b_topics__name = v_topics__name.encode()
        out += _S_hh.pack(e_topics.error_code, len(b_topics__name))
        out += b_topics__name
        if e_topics.is_internal is not True and e_topics.is_internal is not False:
            raise rt.Malformed
        a_topics__partitions = e_topics.partitions
        out += _S_oi.pack(e_topics.is_internal, len(a_topics__partitions))
        for e_topics__partitions in a_topics__partitions:
            a_topics__partitions__replica_nodes = e_topics__partitions.replica_nodes
            out += _S_hiii.pack(
                e_topics__partitions.error_code,
                e_topics__partitions.partition_index,
                e_topics__partitions.leader_id,
                len(a_topics__partitions__replica_nodes),
            )
            out += struct.pack(
                f">{len(a_topics__partitions__replica_nodes)}i",
                *a_topics__partitions__replica_nodes,
            )
            a_topics__partitions__isr_nodes = e_topics__partitions.isr_nodes
            out += _S_i.pack(len(a_topics__partitions__isr_nodes))
            out += struct.pack(
                f">{len(a_topics__partitions__isr_nodes)}i", *a_topics__partitions__isr_nodes
            )
            if e_topics__partitions.unknown_tagged_fields:
                raise rt.Malformed
        if e_topics.unknown_tagged_fields:
            raise rt.Malformed
    if obj.unknown_tagged_fields:
        raise rt.Malformed


def _encode_MetadataResponse_v2(obj: MetadataResponse, out: bytearray) -> None:
    """Encode MetadataResponse, version 2."""
    if obj.cluster_authorized_operations != -2147483648:
        raise rt.Malformed
    a_brokers = obj.brokers
    out += _S_i.pack(len(a_brokers))
    for e_brokers in a_brokers:
        b_brokers__host = e_brokers.host.encode()
        out += _S_ih.pack(e_brokers.node_id, len(b_brokers__host))
        out += b_brokers__host
        s_brokers__rack = e_brokers.rack
        b_brokers__rack = None if s_brokers__rack is None else s_brokers__rack.encode()
        out += _S_ih.pack(e_brokers.port, -1 if b_brokers__rack is None else len(b_brokers__rack))
        if b_brokers__rack is not None:
            out += b_brokers__rack
        if e_brokers.unknown_tagged_fields:
            raise rt.Malformed
    s_cluster_id = obj.cluster_id
    b_cluster_id = None if s_cluster_id is None else s_cluster_id.encode()
    out += _S_h.pack(-1 if b_cluster_id is None else len(b_cluster_id))
    if b_cluster_id is not None:
        out += b_cluster_id
    a_topics = obj.topics
    out += _S_ii.pack(obj.controller_id, len(a_topics))
    for e_topics in a_topics:
        if e_topics.topic_authorized_operations != -2147483648:
            raise rt.Malformed
        v_topics__name = e_topics.name
        if v_topics__name is None:
            raise rt.Malformed
        b_topics__name = v_topics__name.encode()
        out += _S_hh.pack(e_topics.error_code, len(b_topics__name))
        out += b_topics__name
        if e_topics.is_internal is not True and e_topics.is_internal is not False:
            raise rt.Malformed
        a_topics__partitions = e_topics.partitions
        out += _S_oi.pack(e_topics.is_internal, len(a_topics__partitions))
        for e_topics__partitions in a_topics__partitions:
            a_topics__partitions__replica_nodes = e_topics__partitions.replica_nodes
            out += _S_hiii.pack(
                e_topics__partitions.error_code,
                e_topics__partitions.partition_index,
                e_topics__partitions.leader_id,
                len(a_topics__partitions__replica_nodes),
            )
            out += struct.pack(
                f">{len(a_topics__partitions__replica_nodes)}i",
                *a_topics__partitions__replica_nodes,
            )
            a_topics__partitions__isr_nodes = e_topics__partitions.isr_nodes
            out += _S_i.pack(len(a_topics__partitions__isr_nodes))
            out += struct.pack(
                f">{len(a_topics__partitions__isr_nodes)}i", *a_topics__partitions__isr_nodes
            )
            if e_topics__partitions.unknown_tagged_fields:
                raise rt.Malformed
        if e_topics.unknown_tagged_fields:
            raise rt.Malformed
    if obj.unknown_tagged_fields:
        raise rt.Malformed


def _encode_MetadataResponse_v3(obj: MetadataResponse, out: bytearray) -> None:
    """Encode MetadataResponse, versions 3, 4."""
    if obj.cluster_authorized_operations != -2147483648:
        raise rt.Malformed
    a_brokers = obj.brokers
    out += _S_ii.pack(obj.throttle_time_ms, len(a_brokers))
    for e_brokers in a_brokers:
        b_brokers__host = e_brokers.host.encode()
        out += _S_ih.pack(e_brokers.node_id, len(b_brokers__host))
        out += b_brokers__host
        s_brokers__rack = e_brokers.rack
        b_brokers__rack = None if s_brokers__rack is None else s_brokers__rack.encode()
        out += _S_ih.pack(e_brokers.port, -1 if b_brokers__rack is None else len(b_brokers__rack))
        if b_brokers__rack is not None:
            out += b_brokers__rack
        if e_brokers.unknown_tagged_fields:
            raise rt.Malformed
    s_cluster_id = obj.cluster_id
    b_cluster_id = None if s_cluster_id is None else s_cluster_id.encode()
    out += _S_h.pack(-1 if b_cluster_id is None else len(b_cluster_id))
    if b_cluster_id is not None:
        out += b_cluster_id
    a_topics = obj.topics
    out += _S_ii.pack(obj.controller_id, len(a_topics))
    for e_topics in a_topics:
        if e_topics.topic_authorized_operations != -2147483648:
            raise rt.Malformed
        v_topics__name = e_topics.name
        if v_topics__name is None:
            raise rt.Malformed
        b_topics__name = v_topics__name.encode()
        out += _S_hh.pack(e_topics.error_code, len(b_topics__name))
        out += b_topics__name
        if e_topics.is_internal is not True and e_topics.is_internal is not False:
            raise rt.Malformed
        a_topics__partitions = e_topics.partitions
        out += _S_oi.pack(e_topics.is_internal, len(a_topics__partitions))
        for e_topics__partitions in a_topics__partitions:
            a_topics__partitions__replica_nodes = e_topics__partitions.replica_nodes
            out += _S_hiii.pack(
                e_topics__partitions.error_code,
                e_topics__partitions.partition_index,
                e_topics__partitions.leader_id,
                len(a_topics__partitions__replica_nodes),
            )
            out += struct.pack(
                f">{len(a_topics__partitions__replica_nodes)}i",
                *a_topics__partitions__replica_nodes,
            )
            a_topics__partitions__isr_nodes = e_topics__partitions.isr_nodes
            out += _S_i.pack(len(a_topics__partitions__isr_nodes))
            out += struct.pack(
                f">{len(a_topics__partitions__isr_nodes)}i", *a_topics__partitions__isr_nodes
            )
            if e_topics__partitions.unknown_tagged_fields:
                raise rt.Malformed
        if e_topics.unknown_tagged_fields:
            raise rt.Malformed
    if obj.unknown_tagged_fields:
        raise rt.Malformed


def _encode_MetadataResponse_v5(obj: MetadataResponse, out: bytearray) -> None:
    """Encode MetadataResponse, versions 5, 6."""
    if obj.cluster_authorized_operations != -2147483648:
        raise rt.Malformed
    a_brokers = obj.brokers
    out += _S_ii.pack(obj.throttle_time_ms, len(a_brokers))
    for e_brokers in a_brokers:
        b_brokers__host = e_brokers.host.encode()
        out += _S_ih.pack(e_brokers.node_id, len(b_brokers__host))
        out += b_brokers__host
        s_brokers__rack = e_brokers.rack
        b_brokers__rack = None if s_brokers__rack is None else s_brokers__rack.encode()
        out += _S_ih.pack(e_brokers.port, -1 if b_brokers__rack is None else len(b_brokers__rack))
        if b_brokers__rack is not None:
            out += b_brokers__rack
        if e_brokers.unknown_tagged_fields:
            raise rt.Malformed
    s_cluster_id = obj.cluster_id
    b_cluster_id = None if s_cluster_id is None else s_cluster_id.encode()
    out += _S_h.pack(-1 if b_cluster_id is None else len(b_cluster_id))
    if b_cluster_id is not None:
        out += b_cluster_id
    a_topics = obj.topics
    out += _S_ii.pack(obj.controller_id, len(a_topics))
    for e_topics in a_topics:
        if e_topics.topic_authorized_operations != -2147483648:
            raise rt.Malformed
        v_topics__name = e_topics.name
        if v_topics__name is None:
            raise rt.Malformed
        b_topics__name = v_topics__name.encode()
        out += _S_hh.pack(e_topics.error_code, len(b_topics__name))
        out += b_topics__name
        if e_topics.is_internal is not True and e_topics.is_internal is not False:
            raise rt.Malformed
        a_topics__partitions = e_topics.partitions
        out += _S_oi.pack(e_topics.is_internal, len(a_topics__partitions))
        for e_topics__partitions in a_topics__partitions:
            a_topics__partitions__replica_nodes = e_topics__partitions.replica_nodes
            out += _S_hiii.pack(
                e_topics__partitions.error_code,
                e_topics__partitions.partition_index,
                e_topics__partitions.leader_id,
                len(a_topics__partitions__replica_nodes),
            )
            out += struct.pack(
                f">{len(a_topics__partitions__replica_nodes)}i",
                *a_topics__partitions__replica_nodes,
            )
            a_topics__partitions__isr_nodes = e_topics__partitions.isr_nodes
            out += _S_i.pack(len(a_topics__partitions__isr_nodes))
            out += struct.pack(
                f">{len(a_topics__partitions__isr_nodes)}i", *a_topics__partitions__isr_nodes
            )
            a_topics__partitions__offline_replicas = e_topics__partitions.offline_replicas
            out += _S_i.pack(len(a_topics__partitions__offline_replicas))
            out += struct.pack(
                f">{len(a_topics__partitions__offline_replicas)}i",
                *a_topics__partitions__offline_replicas,
            )
            if e_topics__partitions.unknown_tagged_fields:
                raise rt.Malformed
        if e_topics.unknown_tagged_fields:
            raise rt.Malformed
    if obj.unknown_tagged_fields:
        raise rt.Malformed


def _encode_MetadataResponse_v7(obj: MetadataResponse, out: bytearray) -> None:
    """Encode MetadataResponse, version 7."""
    if obj.cluster_authorized_operations != -2147483648:
        raise rt.Malformed
    a_brokers = obj.brokers
    out += _S_ii.pack(obj.throttle_time_ms, len(a_brokers))
    for e_brokers in a_brokers:
        b_brokers__host = e_brokers.host.encode()
        out += _S_ih.pack(e_brokers.node_id, len(b_brokers__host))
        out += b_brokers__host
        s_brokers__rack = e_brokers.rack
        b_brokers__rack = None if s_brokers__rack is None else s_brokers__rack.encode()
        out += _S_ih.pack(e_brokers.port, -1 if b_brokers__rack is None else len(b_brokers__rack))
        if b_brokers__rack is not None:
            out += b_brokers__rack
        if e_brokers.unknown_tagged_fields:
            raise rt.Malformed
    s_cluster_id = obj.cluster_id
    b_cluster_id = None if s_cluster_id is None else s_cluster_id.encode()
    out += _S_h.pack(-1 if b_cluster_id is None else len(b_cluster_id))
    if b_cluster_id is not None:
        out += b_cluster_id
    a_topics = obj.topics
    out += _S_ii.pack(obj.controller_id, len(a_topics))
    for e_topics in a_topics:
        if e_topics.topic_authorized_operations != -2147483648:
            raise rt.Malformed
        v_topics__name = e_topics.name
        if v_topics__name is None:
            raise rt.Malformed
        b_topics__name = v_topics__name.encode()
        out += _S_hh.pack(e_topics.error_code, len(b_topics__name))
        out += b_topics__name
        if e_topics.is_internal is not True and e_topics.is_internal is not False:
            raise rt.Malformed
        a_topics__partitions = e_topics.partitions
        out += _S_oi.pack(e_topics.is_internal, len(a_topics__partitions))
        for e_topics__partitions in a_topics__partitions:
            a_topics__partitions__replica_nodes = e_topics__partitions.replica_nodes
            out += _S_hiiii.pack(
                e_topics__partitions.error_code,
                e_topics__partitions.partition_index,
                e_topics__partitions.leader_id,
                e_topics__partitions.leader_epoch,
                len(a_topics__partitions__replica_nodes),
            )
            out += struct.pack(
                f">{len(a_topics__partitions__replica_nodes)}i",
                *a_topics__partitions__replica_nodes,
            )
            a_topics__partitions__isr_nodes = e_topics__partitions.isr_nodes
            out += _S_i.pack(len(a_topics__partitions__isr_nodes))
            out += struct.pack(
                f">{len(a_topics__partitions__isr_nodes)}i", *a_topics__partitions__isr_nodes
            )
            a_topics__partitions__offline_replicas = e_topics__partitions.offline_replicas
            out += _S_i.pack(len(a_topics__partitions__offline_replicas))
            out += struct.pack(
                f">{len(a_topics__partitions__offline_replicas)}i",
                *a_topics__partitions__offline_replicas,
            )
            if e_topics__partitions.unknown_tagged_fields:
                raise rt.Malformed
        if e_topics.unknown_tagged_fields:
            raise rt.Malformed
    if obj.unknown_tagged_fields:
        raise rt.Malformed


def _encode_MetadataResponse_v8(obj: MetadataResponse, out: bytearray) -> None:
    """Encode MetadataResponse, version 8."""
    a_brokers = obj.brokers
    out += _S_ii.pack(obj.throttle_time_ms, len(a_brokers))
    for e_brokers in a_brokers:
        b_brokers__host = e_brokers.host.encode()
        out += _S_ih.pack(e_brokers.node_id, len(b_brokers__host))
        out += b_brokers__host
        s_brokers__rack = e_brokers.rack
        b_brokers__rack = None if s_brokers__rack is None else s_brokers__rack.encode()
        out += _S_ih.pack(e_brokers.port, -1 if b_brokers__rack is None else len(b_brokers__rack))
        if b_brokers__rack is not None:
            out += b_brokers__rack
        if e_brokers.unknown_tagged_fields:
            raise rt.Malformed
    s_cluster_id = obj.cluster_id
    b_cluster_id = None if s_cluster_id is None else s_cluster_id.encode()
    out += _S_h.pack(-1 if b_cluster_id is None else len(b_cluster_id))
    if b_cluster_id is not None:
        out += b_cluster_id
    a_topics = obj.topics
    out += _S_ii.pack(obj.controller_id, len(a_topics))
    for e_topics in a_topics:
        v_topics__name = e_topics.name
        if v_topics__name is None:
            raise rt.Malformed
        b_topics__name = v_topics__name.encode()
        out += _S_hh.pack(e_topics.error_code, len(b_topics__name))
        out += b_topics__name
        if e_topics.is_internal is not True and e_topics.is_internal is not False:
            raise rt.Malformed
        a_topics__partitions = e_topics.partitions
        out += _S_oi.pack(e_topics.is_internal, len(a_topics__partitions))
        for e_topics__partitions in a_topics__partitions:
            a_topics__partitions__replica_nodes = e_topics__partitions.replica_nodes
            out += _S_hiiii.pack(
                e_topics__partitions.error_code,
                e_topics__partitions.partition_index,
                e_topics__partitions.leader_id,
                e_topics__partitions.leader_epoch,
                len(a_topics__partitions__replica_nodes),
            )
            out += struct.pack(
                f">{len(a_topics__partitions__replica_nodes)}i",
                *a_topics__partitions__replica_nodes,
            )
            a_topics__partitions__isr_nodes = e_topics__partitions.isr_nodes
            out += _S_i.pack(len(a_topics__partitions__isr_nodes))
            out += struct.pack(
                f">{len(a_topics__partitions__isr_nodes)}i", *a_topics__partitions__isr_nodes
            )
            a_topics__partitions__offline_replicas = e_topics__partitions.offline_replicas
            out += _S_i.pack(len(a_topics__partitions__offline_replicas))
            out += struct.pack(
                f">{len(a_topics__partitions__offline_replicas)}i",
                *a_topics__partitions__offline_replicas,
            )
            if e_topics__partitions.unknown_tagged_fields:
                raise rt.Malformed
        out += _S_i.pack(e_topics.topic_authorized_operations)
        if e_topics.unknown_tagged_fields:
            raise rt.Malformed
    out += _S_i.pack(obj.cluster_authorized_operations)
    if obj.unknown_tagged_fields:
        raise rt.Malformed


def _encode_MetadataResponse_v9(obj: MetadataResponse, out: bytearray) -> None:
    """Encode MetadataResponse, version 9."""
    append = out.append
    out += _S_i.pack(obj.throttle_time_ms)
    a_brokers = obj.brokers
    n = len(a_brokers) + 1
    if n < 128:
        append(n)
    else:
        out += rt.uvarint(n)
    for e_brokers in a_brokers:
        out += _S_i.pack(e_brokers.node_id)
        b_brokers__host = e_brokers.host.encode()
        n = len(b_brokers__host) + 1
        if n < 128:
            append(n)
        else:
            out += rt.string_length(n)
        out += b_brokers__host
        out += _S_i.pack(e_brokers.port)
        s_brokers__rack = e_brokers.rack
        if s_brokers__rack is None:
            append(0)
        else:
            b_brokers__rack = s_brokers__rack.encode()
            n = len(b_brokers__rack) + 1
            if n < 128:
                append(n)
            else:
                out += rt.string_length(n)
            out += b_brokers__rack
        if e_brokers.unknown_tagged_fields:
            rt.write_tags(out, (), e_brokers.unknown_tagged_fields)
        else:
            append(0)
    s_cluster_id = obj.cluster_id
    if s_cluster_id is None:
        append(0)
    else:
        b_cluster_id = s_cluster_id.encode()
        n = len(b_cluster_id) + 1
        if n < 128:
            append(n)
        else:
            out += rt.string_length(n)
        out += b_cluster_id
    out += _S_i.pack(obj.controller_id)
    a_topics = obj.topics
    n = len(a_topics) + 1
    if n < 128:
        append(n)
    else:
        out += rt.uvarint(n)
    for e_topics in a_topics:
        v_topics__name = e_topics.name
        if v_topics__name is None:
            raise rt.Malformed
        out += _S_h.pack(e_topics.error_code)
        b_topics__name = v_topics__name.encode()
        n = len(b_topics__name) + 1
        if n < 128:
            append(n)
        else:
            out += rt.string_length(n)
        out += b_topics__name
        if e_topics.is_internal is not True and e_topics.is_internal is not False:
            raise rt.Malformed
        out += _S_o.pack(e_topics.is_internal)
        a_topics__partitions = e_topics.partitions
        n = len(a_topics__partitions) + 1
        if n < 128:
            append(n)
        else:
            out += rt.uvarint(n)
        for e_topics__partitions in a_topics__partitions:
            out += _S_hiii.pack(
                e_topics__partitions.error_code,
                e_topics__partitions.partition_index,
                e_topics__partitions.leader_id,
                e_topics__partitions.leader_epoch,
            )
            a_topics__partitions__replica_nodes = e_topics__partitions.replica_nodes
            n = len(a_topics__partitions__replica_nodes) + 1
            if n < 128:
                append(n)
            else:
                out += rt.uvarint(n)
            out += struct.pack(
                f">{len(a_topics__partitions__replica_nodes)}i",
                *a_topics__partitions__replica_nodes,
            )
            a_topics__partitions__isr_nodes = e_topics__partitions.isr_nodes
            n = len(a_topics__partitions__isr_nodes) + 1
            if n < 128:
                append(n)
            else:
                out += rt.uvarint(n)
            out += struct.pack(
                f">{len(a_topics__partitions__isr_nodes)}i", *a_topics__partitions__isr_nodes
            )
            a_topics__partitions__offline_replicas = e_topics__partitions.offline_replicas
            n = len(a_topics__partitions__offline_replicas) + 1
            if n < 128:
                append(n)
            else:
                out += rt.uvarint(n)
            out += struct.pack(
                f">{len(a_topics__partitions__offline_replicas)}i",
                *a_topics__partitions__offline_replicas,
            )
            if e_topics__partitions.unknown_tagged_fields:
                rt.write_tags(out, (), e_topics__partitions.unknown_tagged_fields)
            else:
                append(0)
        out += _S_i.pack(e_topics.topic_authorized_operations)
        if e_topics.unknown_tagged_fields:
            rt.write_tags(out, (), e_topics.unknown_tagged_fields)
        else:
            append(0)
    out += _S_i.pack(obj.cluster_authorized_operations)
    if obj.unknown_tagged_fields:
        rt.write_tags(out, (), obj.unknown_tagged_fields)
    else:
        append(0)


def _encode_MetadataResponse_v10(obj: MetadataResponse, out: bytearray) -> None:
    """Encode MetadataResponse, version 10."""
    append = out.append
    out += _S_i.pack(obj.throttle_time_ms)
    a_brokers = obj.brokers
    n = len(a_brokers) + 1
    if n < 128:
        append(n)
    else:
        out += rt.uvarint(n)
    for e_brokers in a_brokers:
        out += _S_i.pack(e_brokers.node_id)
        b_brokers__host = e_brokers.host.encode()
        n = len(b_brokers__host) + 1
        if n < 128:
            append(n)
        else:
            out += rt.string_length(n)
        out += b_brokers__host
        out += _S_i.pack(e_brokers.port)
        s_brokers__rack = e_brokers.rack
        if s_brokers__rack is None:
            append(0)
        else:
            b_brokers__rack = s_brokers__rack.encode()
            n = len(b_brokers__rack) + 1
            if n < 128:
                append(n)
            else:
                out += rt.string_length(n)
            out += b_brokers__rack
        if e_brokers.unknown_tagged_fields:
            rt.write_tags(out, (), e_brokers.unknown_tagged_fields)
        else:
            append(0)
    s_cluster_id = obj.cluster_id
    if s_cluster_id is None:
        append(0)
    else:
        b_cluster_id = s_cluster_id.encode()
        n = len(b_cluster_id) + 1
        if n < 128:
            append(n)
        else:
            out += rt.string_length(n)
        out += b_cluster_id
    out += _S_i.pack(obj.controller_id)
    a_topics = obj.topics
    n = len(a_topics) + 1
    if n < 128:
        append(n)
    else:
        out += rt.uvarint(n)
    for e_topics in a_topics:
        v_topics__name = e_topics.name
        if v_topics__name is None:
            raise rt.Malformed
        out += _S_h.pack(e_topics.error_code)
        b_topics__name = v_topics__name.encode()
        n = len(b_topics__name) + 1
        if n < 128:
            append(n)
        else:
            out += rt.string_length(n)
        out += b_topics__name
        if e_topics.is_internal is not True and e_topics.is_internal is not False:
            raise rt.Malformed
        out += _S_uo.pack(e_topics.topic_id.bytes, e_topics.is_internal)
        a_topics__partitions = e_topics.partitions
        n = len(a_topics__partitions) + 1
        if n < 128:
            append(n)
        else:
            out += rt.uvarint(n)
        for e_topics__partitions in a_topics__partitions:
            out += _S_hiii.pack(
                e_topics__partitions.error_code,
                e_topics__partitions.partition_index,
                e_topics__partitions.leader_id,
                e_topics__partitions.leader_epoch,
            )
            a_topics__partitions__replica_nodes = e_topics__partitions.replica_nodes
            n = len(a_topics__partitions__replica_nodes) + 1
            if n < 128:
                append(n)
            else:
                out += rt.uvarint(n)
            out += struct.pack(
                f">{len(a_topics__partitions__replica_nodes)}i",
                *a_topics__partitions__replica_nodes,
            )
            a_topics__partitions__isr_nodes = e_topics__partitions.isr_nodes
            n = len(a_topics__partitions__isr_nodes) + 1
            if n < 128:
                append(n)
            else:
                out += rt.uvarint(n)
            out += struct.pack(
                f">{len(a_topics__partitions__isr_nodes)}i", *a_topics__partitions__isr_nodes
            )
            a_topics__partitions__offline_replicas = e_topics__partitions.offline_replicas
            n = len(a_topics__partitions__offline_replicas) + 1
            if n < 128:
                append(n)
            else:
                out += rt.uvarint(n)
            out += struct.pack(
                f">{len(a_topics__partitions__offline_replicas)}i",
                *a_topics__partitions__offline_replicas,
            )
            if e_topics__partitions.unknown_tagged_fields:
                rt.write_tags(out, (), e_topics__partitions.unknown_tagged_fields)
            else:
                append(0)
        out += _S_i.pack(e_topics.topic_authorized_operations)
        if e_topics.unknown_tagged_fields:
            rt.write_tags(out, (), e_topics.unknown_tagged_fields)
        else:
            append(0)
    out += _S_i.pack(obj.cluster_authorized_operations)
    if obj.unknown_tagged_fields:
        rt.write_tags(out, (), obj.unknown_tagged_fields)
    else:
        append(0)


def _encode_MetadataResponse_v11(obj: MetadataResponse, out: bytearray) -> None:
    """Encode MetadataResponse, version 11."""
    append = out.append
    if obj.cluster_authorized_operations != -2147483648:
        raise rt.Malformed
    out += _S_i.pack(obj.throttle_time_ms)
    a_brokers = obj.brokers
    n = len(a_brokers) + 1
    if n < 128:
        append(n)
    else:
        out += rt.uvarint(n)
    for e_brokers in a_brokers:
        out += _S_i.pack(e_brokers.node_id)
        b_brokers__host = e_brokers.host.encode()
        n = len(b_brokers__host) + 1
        if n < 128:
            append(n)
        else:
            out += rt.string_length(n)
        out += b_brokers__host
        out += _S_i.pack(e_brokers.port)
        s_brokers__rack = e_brokers.rack
        if s_brokers__rack is None:
            append(0)
        else:
            b_brokers__rack = s_brokers__rack.encode()
            n = len(b_brokers__rack) + 1
            if n < 128:
                append(n)
            else:
                out += rt.string_length(n)
            out += b_brokers__rack
        if e_brokers.unknown_tagged_fields:
            rt.write_tags(out, (), e_brokers.unknown_tagged_fields)
        else:
            append(0)
    s_cluster_id = obj.cluster_id
    if s_cluster_id is None:
        append(0)
    else:
        b_cluster_id = s_cluster_id.encode()
        n = len(b_cluster_id) + 1
        if n < 128:
            append(n)
        else:
            out += rt.string_length(n)
        out += b_cluster_id
    out += _S_i.pack(obj.controller_id)
    a_topics = obj.topics
    n = len(a_topics) + 1
    if n < 128:
        append(n)
    else:
        out += rt.uvarint(n)
    for e_topics in a_topics:
        v_topics__name = e_topics.name
        if v_topics__name is None:
            raise rt.Malformed
        out += _S_h.pack(e_topics.error_code)
        b_topics__name = v_topics__name.encode()
        n = len(b_topics__name) + 1
        if n < 128:
            append(n)
        else:
            out += rt.string_length(n)
        out += b_topics__name
        if e_topics.is_internal is not True and e_topics.is_internal is not False:
            raise rt.Malformed
        out += _S_uo.pack(e_topics.topic_id.bytes, e_topics.is_internal)
        a_topics__partitions = e_topics.partitions
        n = len(a_topics__partitions) + 1
        if n < 128:
            append(n)
        else:
            out += rt.uvarint(n)
        for e_topics__partitions in a_topics__partitions:
            out += _S_hiii.pack(
                e_topics__partitions.error_code,
                e_topics__partitions.partition_index,
                e_topics__partitions.leader_id,
                e_topics__partitions.leader_epoch,
            )
            a_topics__partitions__replica_nodes = e_topics__partitions.replica_nodes
            n = len(a_topics__partitions__replica_nodes) + 1
            if n < 128:
                append(n)
            else:
                out += rt.uvarint(n)
            out += struct.pack(
                f">{len(a_topics__partitions__replica_nodes)}i",
                *a_topics__partitions__replica_nodes,
            )
            a_topics__partitions__isr_nodes = e_topics__partitions.isr_nodes
            n = len(a_topics__partitions__isr_nodes) + 1
            if n < 128:
                append(n)
            else:
                out += rt.uvarint(n)
            out += struct.pack(
                f">{len(a_topics__partitions__isr_nodes)}i", *a_topics__partitions__isr_nodes
            )
            a_topics__partitions__offline_replicas = e_topics__partitions.offline_replicas
            n = len(a_topics__partitions__offline_replicas) + 1
            if n < 128:
                append(n)
            else:
                out += rt.uvarint(n)
            out += struct.pack(
                f">{len(a_topics__partitions__offline_replicas)}i",
                *a_topics__partitions__offline_replicas,
            )
            if e_topics__partitions.unknown_tagged_fields:
                rt.write_tags(out, (), e_topics__partitions.unknown_tagged_fields)
            else:
                append(0)
        out += _S_i.pack(e_topics.topic_authorized_operations)
        if e_topics.unknown_tagged_fields:
            rt.write_tags(out, (), e_topics.unknown_tagged_fields)
        else:
            append(0)
    if obj.unknown_tagged_fields:
        rt.write_tags(out, (), obj.unknown_tagged_fields)
    else:
        append(0)


def _encode_MetadataResponse_v12(obj: MetadataResponse, out: bytearray) -> None:
    """Encode MetadataResponse, version 12."""
    append = out.append
    if obj.cluster_authorized_operations != -2147483648:
        raise rt.Malformed
    out += _S_i.pack(obj.throttle_time_ms)
    a_brokers = obj.brokers
    n = len(a_brokers) + 1
    if n < 128:
        append(n)
    else:
        out += rt.uvarint(n)
    for e_brokers in a_brokers:
        out += _S_i.pack(e_brokers.node_id)
        b_brokers__host = e_brokers.host.encode()
        n = len(b_brokers__host) + 1
        if n < 128:
            append(n)
        else:
            out += rt.string_length(n)
        out += b_brokers__host
        out += _S_i.pack(e_brokers.port)
        s_brokers__rack = e_brokers.rack
        if s_brokers__rack is None:
            append(0)
        else:
            b_brokers__rack = s_brokers__rack.encode()
            n = len(b_brokers__rack) + 1
            if n < 128:
                append(n)
            else:
                out += rt.string_length(n)
            out += b_brokers__rack
        if e_brokers.unknown_tagged_fields:
            rt.write_tags(out, (), e_brokers.unknown_tagged_fields)
        else:
            append(0)
    s_cluster_id = obj.cluster_id
    if s_cluster_id is None:
        append(0)
    else:
        b_cluster_id = s_cluster_id.encode()
        n = len(b_cluster_id) + 1
        if n < 128:
            append(n)
        else:
            out += rt.string_length(n)
        out += b_cluster_id
    out += _S_i.pack(obj.controller_id)
    a_topics = obj.topics
    n = len(a_topics) + 1
    if n < 128:
        append(n)
    else:
        out += rt.uvarint(n)
    for e_topics in a_topics:
        out += _S_h.pack(e_topics.error_code)
        s_topics__name = e_topics.name
        if s_topics__name is None:
            append(0)
        else:
            b_topics__name = s_topics__name.encode()
            n = len(b_topics__name) + 1
            if n < 128:
                append(n)
            else:
                out += rt.string_length(n)
            out += b_topics__name
        if e_topics.is_internal is not True and e_topics.is_internal is not False:
            raise rt.Malformed
        out += _S_uo.pack(e_topics.topic_id.bytes, e_topics.is_internal)
        a_topics__partitions = e_topics.partitions
        n = len(a_topics__partitions) + 1
        if n < 128:
            append(n)
        else:
            out += rt.uvarint(n)
        for e_topics__partitions in a_topics__partitions:
            out += _S_hiii.pack(
                e_topics__partitions.error_code,
                e_topics__partitions.partition_index,
                e_topics__partitions.leader_id,
                e_topics__partitions.leader_epoch,
            )
            a_topics__partitions__replica_nodes = e_topics__partitions.replica_nodes
            n = len(a_topics__partitions__replica_nodes) + 1
            if n < 128:
                append(n)
            else:
                out += rt.uvarint(n)
            out += struct.pack(
                f">{len(a_topics__partitions__replica_nodes)}i",
                *a_topics__partitions__replica_nodes,
            )
            a_topics__partitions__isr_nodes = e_topics__partitions.isr_nodes
            n = len(a_topics__partitions__isr_nodes) + 1
            if n < 128:
                append(n)
            else:
                out += rt.uvarint(n)
            out += struct.pack(
                f">{len(a_topics__partitions__isr_nodes)}i", *a_topics__partitions__isr_nodes
            )
            a_topics__partitions__offline_replicas = e_topics__partitions.offline_replicas
            n = len(a_topics__partitions__offline_replicas) + 1
            if n < 128:
                append(n)
            else:
                out += rt.uvarint(n)
            out += struct.pack(
                f">{len(a_topics__partitions__offline_replicas)}i",
                *a_topics__partitions__offline_replicas,
            )
            if e_topics__partitions.unknown_tagged_fields:
                rt.write_tags(out, (), e_topics__partitions.unknown_tagged_fields)
            else:
                append(0)
        out += _S_i.pack(e_topics.topic_authorized_operations)
        if e_topics.unknown_tagged_fields:
            rt.write_tags(out, (), e_topics.unknown_tagged_fields)
        else:
            append(0)
    if obj.unknown_tagged_fields:
        rt.write_tags(out, (), obj.unknown_tagged_fields)
    else:
        append(0)


def _encode_MetadataResponse_v13(obj: MetadataResponse, out: bytearray) -> None:
    """Encode MetadataResponse, version 13."""
    append = out.append
    if obj.cluster_authorized_operations != -2147483648:
        raise rt.Malformed
    out += _S_i.pack(obj.throttle_time_ms)
    a_brokers = obj.brokers
    n = len(a_brokers) + 1
    if n < 128:
        append(n)
    else:
        out += rt.uvarint(n)
    for e_brokers in a_brokers:
        out += _S_i.pack(e_brokers.node_id)
        b_brokers__host = e_brokers.host.encode()
        n = len(b_brokers__host) + 1
        if n < 128:
            append(n)
        else:
            out += rt.string_length(n)
        out += b_brokers__host
        out += _S_i.pack(e_brokers.port)
        s_brokers__rack = e_brokers.rack
        if s_brokers__rack is None:
            append(0)
        else:
            b_brokers__rack = s_brokers__rack.encode()
            n = len(b_brokers__rack) + 1
            if n < 128:
                append(n)
            else:
                out += rt.string_length(n)
            out += b_brokers__rack
        if e_brokers.unknown_tagged_fields:
            rt.write_tags(out, (), e_brokers.unknown_tagged_fields)
        else:
            append(0)
    s_cluster_id = obj.cluster_id
    if s_cluster_id is None:
        append(0)
    else:
        b_cluster_id = s_cluster_id.encode()
        n = len(b_cluster_id) + 1
        if n < 128:
            append(n)
        else:
            out += rt.string_length(n)
        out += b_cluster_id
    out += _S_i.pack(obj.controller_id)
    a_topics = obj.topics
    n = len(a_topics) + 1
    if n < 128:
        append(n)
    else:
        out += rt.uvarint(n)
    for e_topics in a_topics:
        out += _S_h.pack(e_topics.error_code)
        s_topics__name = e_topics.name
        if s_topics__name is None:
            append(0)
        else:
            b_topics__name = s_topics__name.encode()
            n = len(b_topics__name) + 1
            if n < 128:
                append(n)
            else:
                out += rt.string_length(n)
            out += b_topics__name
        if e_topics.is_internal is not True and e_topics.is_internal is not False:
            raise rt.Malformed
        out += _S_uo.pack(e_topics.topic_id.bytes, e_topics.is_internal)
        a_topics__partitions = e_topics.partitions
        n = len(a_topics__partitions) + 1
        if n < 128:
            append(n)
        else:
            out += rt.uvarint(n)
        for e_topics__partitions in a_topics__partitions:
            out += _S_hiii.pack(
                e_topics__partitions.error_code,
                e_topics__partitions.partition_index,
                e_topics__partitions.leader_id,
                e_topics__partitions.leader_epoch,
            )
            a_topics__partitions__replica_nodes = e_topics__partitions.replica_nodes
            n = len(a_topics__partitions__replica_nodes) + 1
            if n < 128:
                append(n)
            else:
                out += rt.uvarint(n)
            out += struct.pack(
                f">{len(a_topics__partitions__replica_nodes)}i",
                *a_topics__partitions__replica_nodes,
            )
            a_topics__partitions__isr_nodes = e_topics__partitions.isr_nodes
            n = len(a_topics__partitions__isr_nodes) + 1
            if n < 128:
                append(n)
            else:
                out += rt.uvarint(n)
            out += struct.pack(
                f">{len(a_topics__partitions__isr_nodes)}i", *a_topics__partitions__isr_nodes
            )
            a_topics__partitions__offline_replicas = e_topics__partitions.offline_replicas
            n = len(a_topics__partitions__offline_replicas) + 1
            if n < 128:
                append(n)
            else:
                out += rt.uvarint(n)
            out += struct.pack(
                f">{len(a_topics__partitions__offline_replicas)}i",
                *a_topics__partitions__offline_replicas,
            )
            if e_topics__partitions.unknown_tagged_fields:
                rt.write_tags(out, (), e_topics__partitions.unknown_tagged_fields)
            else:
                append(0)
        out += _S_i.pack(e_topics.topic_authorized_operations)
        if e_topics.unknown_tagged_fields:
            rt.write_tags(out, (), e_topics.unknown_tagged_fields)
        else:
            append(0)
    out += _S_h.pack(obj.error_code)
    if obj.unknown_tagged_fields:
        rt.write_tags(out, (), obj.unknown_tagged_fields)
    else:
        append(0)


MetadataResponseBroker._SCHEMA = rt.StructInfo(
    "MetadataResponseBroker",
    (
        rt.FieldInfo("node_id", "nodeId", "int32", rt.vr("0+"), default=0),
        rt.FieldInfo("host", "host", "string", rt.vr("0+"), default=""),
        rt.FieldInfo("port", "port", "int32", rt.vr("0+"), default=0),
        rt.FieldInfo("rack", "rack", "string", rt.vr("1+"), nullable=rt.vr("1+"), ignorable=True),
    ),
    flexible=rt.vr("9+"),
)
MetadataResponseBroker._DECODERS = {
    0: _decode_MetadataResponseBroker_v0,
    1: _decode_MetadataResponseBroker_v1,
    2: _decode_MetadataResponseBroker_v1,
    3: _decode_MetadataResponseBroker_v1,
    4: _decode_MetadataResponseBroker_v1,
    5: _decode_MetadataResponseBroker_v1,
    6: _decode_MetadataResponseBroker_v1,
    7: _decode_MetadataResponseBroker_v1,
    8: _decode_MetadataResponseBroker_v1,
    9: _decode_MetadataResponseBroker_v9,
    10: _decode_MetadataResponseBroker_v9,
    11: _decode_MetadataResponseBroker_v9,
    12: _decode_MetadataResponseBroker_v9,
    13: _decode_MetadataResponseBroker_v9,
}
MetadataResponseBroker._ENCODERS = {
    0: _encode_MetadataResponseBroker_v0,
    1: _encode_MetadataResponseBroker_v1,
    2: _encode_MetadataResponseBroker_v1,
    3: _encode_MetadataResponseBroker_v1,
    4: _encode_MetadataResponseBroker_v1,
    5: _encode_MetadataResponseBroker_v1,
    6: _encode_MetadataResponseBroker_v1,
    7: _encode_MetadataResponseBroker_v1,
    8: _encode_MetadataResponseBroker_v1,
    9: _encode_MetadataResponseBroker_v9,
    10: _encode_MetadataResponseBroker_v9,
    11: _encode_MetadataResponseBroker_v9,
    12: _encode_MetadataResponseBroker_v9,
    13: _encode_MetadataResponseBroker_v9,
}

MetadataResponsePartition._SCHEMA = rt.StructInfo(
    "MetadataResponsePartition",
    (
        rt.FieldInfo("error_code", "errorCode", "int16", rt.vr("0+"), default=0),
        rt.FieldInfo("partition_index", "partitionIndex", "int32", rt.vr("0+"), default=0),
        rt.FieldInfo("leader_id", "leaderId", "int32", rt.vr("0+"), default=0),
        rt.FieldInfo(
            "leader_epoch", "leaderEpoch", "int32", rt.vr("7+"), default=-1, ignorable=True
        ),
        rt.FieldInfo(
            "replica_nodes", "replicaNodes", "int32", rt.vr("0+"), is_array=True, default=()
        ),
        rt.FieldInfo("isr_nodes", "isrNodes", "int32", rt.vr("0+"), is_array=True, default=()),
        rt.FieldInfo(
            "offline_replicas",
            "offlineReplicas",
            "int32",
            rt.vr("5+"),
            is_array=True,
            default=(),
            ignorable=True,
        ),
    ),
    flexible=rt.vr("9+"),
)
MetadataResponsePartition._DECODERS = {
    0: _decode_MetadataResponsePartition_v0,
    1: _decode_MetadataResponsePartition_v0,
    2: _decode_MetadataResponsePartition_v0,
    3: _decode_MetadataResponsePartition_v0,
    4: _decode_MetadataResponsePartition_v0,
    5: _decode_MetadataResponsePartition_v5,
    6: _decode_MetadataResponsePartition_v5,
    7: _decode_MetadataResponsePartition_v7,
    8: _decode_MetadataResponsePartition_v7,
    9: _decode_MetadataResponsePartition_v9,
    10: _decode_MetadataResponsePartition_v9,
    11: _decode_MetadataResponsePartition_v9,
    12: _decode_MetadataResponsePartition_v9,
    13: _decode_MetadataResponsePartition_v9,
}
MetadataResponsePartition._ENCODERS = {
    0: _encode_MetadataResponsePartition_v0,
    1: _encode_MetadataResponsePartition_v0,
    2: _encode_MetadataResponsePartition_v0,
    3: _encode_MetadataResponsePartition_v0,
    4: _encode_MetadataResponsePartition_v0,
    5: _encode_MetadataResponsePartition_v5,
    6: _encode_MetadataResponsePartition_v5,
    7: _encode_MetadataResponsePartition_v7,
    8: _encode_MetadataResponsePartition_v7,
    9: _encode_MetadataResponsePartition_v9,
    10: _encode_MetadataResponsePartition_v9,
    11: _encode_MetadataResponsePartition_v9,
    12: _encode_MetadataResponsePartition_v9,
    13: _encode_MetadataResponsePartition_v9,
}

MetadataResponseTopic._SCHEMA = rt.StructInfo(
    "MetadataResponseTopic",
    (
        rt.FieldInfo("error_code", "errorCode", "int16", rt.vr("0+"), default=0),
        rt.FieldInfo("name", "name", "string", rt.vr("0+"), nullable=rt.vr("12+"), default=""),
        rt.FieldInfo(
            "topic_id", "topicId", "uuid", rt.vr("10+"), default=rt.ZERO_UUID, ignorable=True
        ),
        rt.FieldInfo(
            "is_internal", "isInternal", "bool", rt.vr("1+"), default=False, ignorable=True
        ),
        rt.FieldInfo(
            "partitions",
            "partitions",
            "struct",
            rt.vr("0+"),
            is_array=True,
            struct=lambda: MetadataResponsePartition,
            default=(),
        ),
        rt.FieldInfo(
            "topic_authorized_operations",
            "topicAuthorizedOperations",
            "int32",
            rt.vr("8+"),
            default=-2147483648,
        ),
    ),
    flexible=rt.vr("9+"),
)
MetadataResponseTopic._DECODERS = {
    0: _decode_MetadataResponseTopic_v0,
    1: _decode_MetadataResponseTopic_v1,
    2: _decode_MetadataResponseTopic_v1,
    3: _decode_MetadataResponseTopic_v1,
    4: _decode_MetadataResponseTopic_v1,
    5: _decode_MetadataResponseTopic_v5,
    6: _decode_MetadataResponseTopic_v5,
    7: _decode_MetadataResponseTopic_v7,
    8: _decode_MetadataResponseTopic_v8,
    9: _decode_MetadataResponseTopic_v9,
    10: _decode_MetadataResponseTopic_v10,
    11: _decode_MetadataResponseTopic_v10,
    12: _decode_MetadataResponseTopic_v12,
    13: _decode_MetadataResponseTopic_v12,
}
MetadataResponseTopic._ENCODERS = {
    0: _encode_MetadataResponseTopic_v0,
    1: _encode_MetadataResponseTopic_v1,
    2: _encode_MetadataResponseTopic_v1,
    3: _encode_MetadataResponseTopic_v1,
    4: _encode_MetadataResponseTopic_v1,
    5: _encode_MetadataResponseTopic_v5,
    6: _encode_MetadataResponseTopic_v5,
    7: _encode_MetadataResponseTopic_v7,
    8: _encode_MetadataResponseTopic_v8,
    9: _encode_MetadataResponseTopic_v9,
    10: _encode_MetadataResponseTopic_v10,
    11: _encode_MetadataResponseTopic_v10,
    12: _encode_MetadataResponseTopic_v12,
    13: _encode_MetadataResponseTopic_v12,
}

MetadataResponse._SCHEMA = rt.StructInfo(
    "MetadataResponse",
    (
        rt.FieldInfo(
            "throttle_time_ms", "throttleTimeMs", "int32", rt.vr("3+"), default=0, ignorable=True
        ),
        rt.FieldInfo(
            "brokers",
            "brokers",
            "struct",
            rt.vr("0+"),
            is_array=True,
            struct=lambda: MetadataResponseBroker,
            default=(),
        ),
        rt.FieldInfo(
            "cluster_id", "clusterId", "string", rt.vr("2+"), nullable=rt.vr("2+"), ignorable=True
        ),
        rt.FieldInfo(
            "controller_id", "controllerId", "int32", rt.vr("1+"), default=-1, ignorable=True
        ),
        rt.FieldInfo(
            "topics",
            "topics",
            "struct",
            rt.vr("0+"),
            is_array=True,
            struct=lambda: MetadataResponseTopic,
            default=(),
        ),
        rt.FieldInfo(
            "cluster_authorized_operations",
            "clusterAuthorizedOperations",
            "int32",
            rt.vr("8-10"),
            default=-2147483648,
        ),
        rt.FieldInfo("error_code", "errorCode", "int16", rt.vr("13+"), default=0, ignorable=True),
    ),
    flexible=rt.vr("9+"),
)
MetadataResponse._DECODERS = {
    0: _decode_MetadataResponse_v0,
    1: _decode_MetadataResponse_v1,
    2: _decode_MetadataResponse_v2,
    3: _decode_MetadataResponse_v3,
    4: _decode_MetadataResponse_v3,
    5: _decode_MetadataResponse_v5,
    6: _decode_MetadataResponse_v5,
    7: _decode_MetadataResponse_v7,
    8: _decode_MetadataResponse_v8,
    9: _decode_MetadataResponse_v9,
    10: _decode_MetadataResponse_v10,
    11: _decode_MetadataResponse_v11,
    12: _decode_MetadataResponse_v12,
    13: _decode_MetadataResponse_v13,
}
MetadataResponse._ENCODERS = {
    0: _encode_MetadataResponse_v0,
    1: _encode_MetadataResponse_v1,
    2: _encode_MetadataResponse_v2,
    3: _encode_MetadataResponse_v3,
    4: _encode_MetadataResponse_v3,
    5: _encode_MetadataResponse_v5,
    6: _encode_MetadataResponse_v5,
    7: _encode_MetadataResponse_v7,
    8: _encode_MetadataResponse_v8,
    9: _encode_MetadataResponse_v9,
    10: _encode_MetadataResponse_v10,
    11: _encode_MetadataResponse_v11,
    12: _encode_MetadataResponse_v12,
    13: _encode_MetadataResponse_v13,
}
