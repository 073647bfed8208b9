"""ShareFetchResponse: generated from ShareFetchResponse.json; edit the schema, not this file."""

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
_S_ih = struct.Struct(">ih")
_S_ihB = struct.Struct(">ihB")
_S_ii = struct.Struct(">ii")
_S_iiB = struct.Struct(">iiB")
_S_qqh = struct.Struct(">qqh")
_S_qqhB = struct.Struct(">qqhB")
_S_u = struct.Struct(">16s")


@attrs.define(weakref_slot=False)
class LeaderIdAndEpoch(rt.Struct):
    """The partition's leader as this broker knows it, for a consumer sent elsewhere.

    Versions 1-2; flexible 0+.

    Attributes:
        leader_id: Node ID of that leader; -1 if unknown. (versions 0+)
        leader_epoch: Epoch of that leader; -1 if unknown. (versions 0+)
    """

    VALID_VERSIONS: ClassVar[range] = range(1, 3)
    FLEXIBLE_VERSIONS: ClassVar[range | None] = range(0, rt.VERSION_LIMIT)

    leader_id: int = 0
    leader_epoch: int = 0
    unknown_tagged_fields: rt.Tags = ()


@attrs.define(weakref_slot=False)
class AcquiredRecords(rt.Struct):
    """Offset ranges of the records now acquired by this consumer.

    Versions 1-2; flexible 0+.

    Attributes:
        first_offset: First offset of the range. (versions 0+)
        last_offset: Last offset of the range, included. (versions 0+)
        delivery_count: How many times the records of this range have been delivered, this
            delivery included. (versions 0+)
    """

    VALID_VERSIONS: ClassVar[range] = range(1, 3)
    FLEXIBLE_VERSIONS: ClassVar[range | None] = range(0, rt.VERSION_LIMIT)

    first_offset: int = 0
    last_offset: int = 0
    delivery_count: int = 0
    unknown_tagged_fields: rt.Tags = ()


@attrs.define(weakref_slot=False)
class PartitionData(rt.Struct):
    """Outcome for each partition of that topic.

    Versions 1-2; flexible 0+.

    Attributes:
        partition_index: Index of the partition. (versions 0+)
        error_code: Error fetching from this partition; 0 when the fetch succeeded.
            (versions 0+)
        error_message: Text explaining ErrorCode, null when there is none. (versions 0+,
            nullable 0+)
        acknowledge_error_code: Error applying this partition's acknowledgements from the
            request; 0 when they were applied or none were sent. (versions 0+)
        acknowledge_error_message: Text explaining AcknowledgeErrorCode, null when there is
            none. (versions 0+, nullable 0+)
        current_leader: The partition's leader as this broker knows it, for a consumer sent
            elsewhere. (versions 0+)
        records: Record batches read from the partition; they may hold records besides the
            acquired ones, which the consumer must skip. Empty, never null, in the shipped
            versions. (versions 0+, nullable 0)
        acquired_records: Offset ranges of the records now acquired by this consumer.
            (versions 0+)
    """

    VALID_VERSIONS: ClassVar[range] = range(1, 3)
    FLEXIBLE_VERSIONS: ClassVar[range | None] = range(0, rt.VERSION_LIMIT)

    partition_index: int = 0
    error_code: int = 0
    error_message: str | None = None
    acknowledge_error_code: int = 0
    acknowledge_error_message: str | None = None
    current_leader: LeaderIdAndEpoch = attrs.field(factory=LeaderIdAndEpoch)
    records: bytes | None = None
    acquired_records: list[AcquiredRecords] = attrs.field(factory=list)
    unknown_tagged_fields: rt.Tags = ()


@attrs.define(weakref_slot=False)
class ShareFetchableTopicResponse(rt.Struct):
    """Per topic, what the broker did for each partition of the request.

    Versions 1-2; flexible 0+.

    Attributes:
        topic_id: ID of the topic. (versions 0+)
        partitions: Outcome for each partition of that topic. (versions 0+)
    """

    VALID_VERSIONS: ClassVar[range] = range(1, 3)
    FLEXIBLE_VERSIONS: ClassVar[range | None] = range(0, rt.VERSION_LIMIT)

    topic_id: UUID = rt.ZERO_UUID
    partitions: list[PartitionData] = attrs.field(factory=list)
    unknown_tagged_fields: rt.Tags = ()


@attrs.define(weakref_slot=False)
class NodeEndpoint(rt.Struct):
    """Brokers that lead a partition answered with NOT_LEADER_OR_FOLLOWER, so the consumer can
        reach them.

    Versions 1-2; flexible 0+.

    Attributes:
        node_id: Node ID of that broker. (versions 0+)
        host: Host name the broker listens on. (versions 0+)
        port: Port the broker listens on. (versions 0+)
        rack: Rack of the broker, or null when it has none. (versions 0+, nullable 0+)
    """

    VALID_VERSIONS: ClassVar[range] = range(1, 3)
    FLEXIBLE_VERSIONS: ClassVar[range | None] = range(0, rt.VERSION_LIMIT)

    node_id: int = 0
    host: str = ""
    port: int = 0
    rack: str | None = None
    unknown_tagged_fields: rt.Tags = ()


@attrs.define(weakref_slot=False)
class ShareFetchResponse(rt.Struct):
    """The ShareFetchResponse response.

    API key 78, versions 1-2; flexible 0+.

    Attributes:
        throttle_time_ms: Milliseconds the broker held the response back because of a quota;
            0 when no quota applied. (versions 0+)
        error_code: Error for the whole request, such as a share session not found; 0 on
            success. (versions 0+)
        error_message: Text explaining ErrorCode, null on success. (versions 0+, nullable
            0+)
        acquisition_lock_timeout_ms: How long, in milliseconds, the consumer holds the
            records acquired here before the broker may hand them to another (v1+).
            (versions 1+)
        responses: Per topic, what the broker did for each partition of the request.
            (versions 0+)
        node_endpoints: Brokers that lead a partition answered with NOT_LEADER_OR_FOLLOWER,
            so the consumer can reach them. (versions 0+)
    """

    API_KEY: ClassVar[int | None] = 78
    MESSAGE_TYPE: ClassVar[str] = "response"
    VALID_VERSIONS: ClassVar[range] = range(1, 3)
    FLEXIBLE_VERSIONS: ClassVar[range | None] = range(0, rt.VERSION_LIMIT)

    throttle_time_ms: int = 0
    error_code: int = 0
    error_message: str | None = None
    acquisition_lock_timeout_ms: int = 0
    responses: list[ShareFetchableTopicResponse] = attrs.field(factory=list)
    node_endpoints: list[NodeEndpoint] = attrs.field(factory=list)
    unknown_tagged_fields: rt.Tags = ()


def _decode_LeaderIdAndEpoch_v1(data: bytes, pos: int) -> tuple[LeaderIdAndEpoch, int]:
    """Decode LeaderIdAndEpoch, versions 1, 2."""
    leader_id, leader_epoch, tag_count = _S_iiB.unpack_from(data, pos)
    pos += 9
    unknown: rt.Tags = ()
    if tag_count:
        unknown, pos = rt.read_unknown_tags(data, pos - 1)
    obj = _new(LeaderIdAndEpoch)
    obj.leader_id = leader_id
    obj.leader_epoch = leader_epoch
    obj.unknown_tagged_fields = unknown
    return obj, pos


def _encode_LeaderIdAndEpoch_v1(obj: LeaderIdAndEpoch, out: bytearray) -> None:
    """Encode LeaderIdAndEpoch, versions 1, 2."""
    out += _S_ii.pack(obj.leader_id, obj.leader_epoch)
    if obj.unknown_tagged_fields:
        rt.write_tags(out, (), obj.unknown_tagged_fields)
    else:
        out.append(0)


def _decode_AcquiredRecords_v1(data: bytes, pos: int) -> tuple[AcquiredRecords, int]:
    """Decode AcquiredRecords, versions 1, 2."""
    first_offset, last_offset, delivery_count, tag_count = _S_qqhB.unpack_from(data, pos)
    pos += 19
    unknown: rt.Tags = ()
    if tag_count:
        unknown, pos = rt.read_unknown_tags(data, pos - 1)
    obj = _new(AcquiredRecords)
    obj.first_offset = first_offset
    obj.last_offset = last_offset
    obj.delivery_count = delivery_count
    obj.unknown_tagged_fields = unknown
    return obj, pos


def _encode_AcquiredRecords_v1(obj: AcquiredRecords, out: bytearray) -> None:
    """Encode AcquiredRecords, versions 1, 2."""
    out += _S_qqh.pack(obj.first_offset, obj.last_offset, obj.delivery_count)
    if obj.unknown_tagged_fields:
        rt.write_tags(out, (), obj.unknown_tagged_fields)
    else:
        out.append(0)


def _decode_PartitionData_v1(data: bytes, pos: int) -> tuple[PartitionData, int]:
    """Decode PartitionData, versions 1, 2."""
    data_end = len(data)
    partition_index, error_code, n_error_message = _S_ihB.unpack_from(data, pos)
    pos += 7
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
    acknowledge_error_code, n_acknowledge_error_message = _S_hB.unpack_from(data, pos)
    pos += 3
    if n_acknowledge_error_message > 127:
        n_acknowledge_error_message, pos = rt.read_string_length(data, pos - 1)
    acknowledge_error_message: str | None
    if not n_acknowledge_error_message:
        acknowledge_error_message = None
    else:
        end = pos + n_acknowledge_error_message - 1
        if end > data_end:
            raise rt.Malformed
        acknowledge_error_message = data[pos:end].decode()
        pos = end
    current_leader, pos = _decode_LeaderIdAndEpoch_v1(data, pos)
    n_records = data[pos]
    pos += 1
    if n_records > 127:
        n_records, pos = rt.read_uvarint(data, pos - 1)
    end = pos + n_records - 1
    if not n_records or end > data_end:
        raise rt.Malformed
    records = data[pos:end]
    pos = end
    n_acquired_records = data[pos]
    pos += 1
    if n_acquired_records > 127:
        n_acquired_records, pos = rt.read_uvarint(data, pos - 1)
    n_acquired_records -= 1
    if n_acquired_records < 0:
        raise rt.Malformed
    if n_acquired_records > data_end - pos:
        raise rt.Malformed
    items_acquired_records: list[AcquiredRecords] = []
    for _ in range(n_acquired_records):
        (
            acquired_records__first_offset,
            acquired_records__last_offset,
            acquired_records__delivery_count,
            acquired_records__tag_count,
        ) = _S_qqhB.unpack_from(data, pos)
        pos += 19
        acquired_records__unknown: rt.Tags = ()
        if acquired_records__tag_count:
            acquired_records__unknown, pos = rt.read_unknown_tags(data, pos - 1)
        e_acquired_records = _new(AcquiredRecords)
        e_acquired_records.first_offset = acquired_records__first_offset
        e_acquired_records.last_offset = acquired_records__last_offset
        e_acquired_records.delivery_count = acquired_records__delivery_count
        e_acquired_records.unknown_tagged_fields = acquired_records__unknown
        items_acquired_records.append(e_acquired_records)
    acquired_records = items_acquired_records
    tag_count = data[pos]
    pos += 1
    unknown: rt.Tags = ()
    if tag_count:
        unknown, pos = rt.read_unknown_tags(data, pos - 1)
    obj = _new(PartitionData)
    obj.partition_index = partition_index
    obj.error_code = error_code
    obj.error_message = error_message
    obj.acknowledge_error_code = acknowledge_error_code
    obj.acknowledge_error_message = acknowledge_error_message
    obj.current_leader = current_leader
    obj.records = records
    obj.acquired_records = acquired_records
    obj.unknown_tagged_fields = unknown
    return obj, pos


def _encode_PartitionData_v1(obj: PartitionData, out: bytearray) -> None:
    """Encode PartitionData, versions 1, 2."""
    append = out.append
    out += _S_ih.pack(obj.partition_index, obj.error_code)
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
    out += _S_h.pack(obj.acknowledge_error_code)
    s_acknowledge_error_message = obj.acknowledge_error_message
    if s_acknowledge_error_message is None:
        append(0)
    else:
        b_acknowledge_error_message = s_acknowledge_error_message.encode()
        n = len(b_acknowledge_error_message) + 1
        if n < 128:
            append(n)
        else:
            out += rt.string_length(n)
        out += b_acknowledge_error_message
    _encode_LeaderIdAndEpoch_v1(obj.current_leader, out)
    v_records = obj.records
    if v_records is None:
        raise rt.Malformed
    b_records = v_records
    n = len(b_records) + 1
    if n < 128:
        append(n)
    elif n < 0x4000:
        append((n & 0x7F) | 0x80)
        append(n >> 7)
    else:
        out += rt.uvarint(n)
    out += b_records
    a_acquired_records = obj.acquired_records
    n = len(a_acquired_records) + 1
    if n < 128:
        append(n)
    else:
        out += rt.uvarint(n)
    for e_acquired_records in a_acquired_records:
        out += _S_qqh.pack(
            e_acquired_records.first_offset,
            e_acquired_records.last_offset,
            e_acquired_records.delivery_count,
        )
        if e_acquired_records.unknown_tagged_fields:
            rt.write_tags(out, (), e_acquired_records.unknown_tagged_fields)
        else:
            append(0)
    if obj.unknown_tagged_fields:
        rt.write_tags(out, (), obj.unknown_tagged_fields)
    else:
        append(0)


def _decode_ShareFetchableTopicResponse_v1(
    data: bytes, pos: int
) -> tuple[ShareFetchableTopicResponse, int]:
    """Decode ShareFetchableTopicResponse, versions 1, 2."""
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
    items_partitions: list[PartitionData] = []
    for _ in range(n_partitions):
        partitions__partition_index, partitions__error_code, n_partitions__error_message = (
            _S_ihB.unpack_from(data, pos)
        )
        pos += 7
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
        partitions__acknowledge_error_code, n_partitions__acknowledge_error_message = (
            _S_hB.unpack_from(data, pos)
        )
        pos += 3
        if n_partitions__acknowledge_error_message > 127:
            n_partitions__acknowledge_error_message, pos = rt.read_string_length(data, pos - 1)
        partitions__acknowledge_error_message: str | None
        if not n_partitions__acknowledge_error_message:
            partitions__acknowledge_error_message = None
        else:
            end = pos + n_partitions__acknowledge_error_message - 1
            if end > data_end:
                raise rt.Malformed
            partitions__acknowledge_error_message = data[pos:end].decode()
            pos = end
        partitions__current_leader, pos = _decode_LeaderIdAndEpoch_v1(data, pos)
        n_partitions__records = data[pos]
        pos += 1
        if n_partitions__records > 127:
            n_partitions__records, pos = rt.read_uvarint(data, pos - 1)
        end = pos + n_partitions__records - 1
        if not n_partitions__records or end > data_end:
            raise rt.Malformed
        partitions__records = data[pos:end]
        pos = end
        n_partitions__acquired_records = data[pos]
        pos += 1
        if n_partitions__acquired_records > 127:
            n_partitions__acquired_records, pos = rt.read_uvarint(data, pos - 1)
        n_partitions__acquired_records -= 1
        if n_partitions__acquired_records < 0:
            raise rt.Malformed
        if n_partitions__acquired_records > data_end - pos:
            raise rt.Malformed
        items_partitions__acquired_records: list[AcquiredRecords] = []
        for _ in range(n_partitions__acquired_records):
            e_partitions__acquired_records, pos = _decode_AcquiredRecords_v1(data, pos)
            items_partitions__acquired_records.append(e_partitions__acquired_records)
        partitions__acquired_records = items_partitions__acquired_records
        partitions__tag_count = data[pos]
        pos += 1
        partitions__unknown: rt.Tags = ()
        if partitions__tag_count:
            partitions__unknown, pos = rt.read_unknown_tags(data, pos - 1)
        e_partitions = _new(PartitionData)
        e_partitions.partition_index = partitions__partition_index
        e_partitions.error_code = partitions__error_code
        e_partitions.error_message = partitions__error_message
        e_partitions.acknowledge_error_code = partitions__acknowledge_error_code
        e_partitions.acknowledge_error_message = partitions__acknowledge_error_message
        e_partitions.current_leader = partitions__current_leader
        e_partitions.records = partitions__records
        e_partitions.acquired_records = partitions__acquired_records
        e_partitions.unknown_tagged_fields = partitions__unknown
        items_partitions.append(e_partitions)
    partitions = items_partitions
    tag_count = data[pos]
    pos += 1
    unknown: rt.Tags = ()
    if tag_count:
        unknown, pos = rt.read_unknown_tags(data, pos - 1)
    obj = _new(ShareFetchableTopicResponse)
    obj.topic_id = topic_id
    obj.partitions = partitions
    obj.unknown_tagged_fields = unknown
    return obj, pos


def _encode_ShareFetchableTopicResponse_v1(
    obj: ShareFetchableTopicResponse, out: bytearray
) -> None:
    """Encode ShareFetchableTopicResponse, versions 1, 2."""
    append = out.append
    out += _S_u.pack(obj.topic_id.bytes)
    a_partitions = obj.partitions
    n = len(a_partitions) + 1
    if n < 128:
        append(n)
    else:
        out += rt.uvarint(n)
    for e_partitions in a_partitions:
        out += _S_ih.pack(e_partitions.partition_index, e_partitions.error_code)
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
        out += _S_h.pack(e_partitions.acknowledge_error_code)
        s_partitions__acknowledge_error_message = e_partitions.acknowledge_error_message
        if s_partitions__acknowledge_error_message is None:
            append(0)
        else:
            b_partitions__acknowledge_error_message = (
                s_partitions__acknowledge_error_message.encode()
            )
            n = len(b_partitions__acknowledge_error_message) + 1
            if n < 128:
                append(n)
            else:
                out += rt.string_length(n)
            out += b_partitions__acknowledge_error_message
        _encode_LeaderIdAndEpoch_v1(e_partitions.current_leader, out)
        v_partitions__records = e_partitions.records
        if v_partitions__records is None:
            raise rt.Malformed
        b_partitions__records = v_partitions__records
        n = len(b_partitions__records) + 1
        if n < 128:
            append(n)
        elif n < 0x4000:
            append((n & 0x7F) | 0x80)
            append(n >> 7)
        else:
            out += rt.uvarint(n)
        out += b_partitions__records
        a_partitions__acquired_records = e_partitions.acquired_records
        n = len(a_partitions__acquired_records) + 1
        if n < 128:
            append(n)
        else:
            out += rt.uvarint(n)
        for e_partitions__acquired_records in a_partitions__acquired_records:
            out += _S_qqh.pack(
                e_partitions__acquired_records.first_offset,
                e_partitions__acquired_records.last_offset,
                e_partitions__acquired_records.delivery_count,
            )
            if e_partitions__acquired_records.unknown_tagged_fields:
                rt.write_tags(out, (), e_partitions__acquired_records.unknown_tagged_fields)
            else:
                append(0)
        if e_partitions.unknown_tagged_fields:
            rt.write_tags(out, (), e_partitions.unknown_tagged_fields)
        else:
            append(0)
    if obj.unknown_tagged_fields:
        rt.write_tags(out, (), obj.unknown_tagged_fields)
    else:
        append(0)


def _decode_NodeEndpoint_v1(data: bytes, pos: int) -> tuple[NodeEndpoint, int]:
    """Decode NodeEndpoint, versions 1, 2."""
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
    obj = _new(NodeEndpoint)
    obj.node_id = node_id
    obj.host = host
    obj.port = port
    obj.rack = rack
    obj.unknown_tagged_fields = unknown
    return obj, pos


def _encode_NodeEndpoint_v1(obj: NodeEndpoint, out: bytearray) -> None:
    """Encode NodeEndpoint, versions 1, 2."""
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


def _decode_ShareFetchResponse_v1(data: bytes, pos: int) -> tuple[ShareFetchResponse, int]:
    """Decode ShareFetchResponse, versions 1, 2."""
    data_end = len(data)
    throttle_time_ms, error_code, n_error_message = _S_ihB.unpack_from(data, pos)
    pos += 7
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
    acquisition_lock_timeout_ms, n_responses = _S_iB.unpack_from(data, pos)
    pos += 5
    if n_responses > 127:
        n_responses, pos = rt.read_uvarint(data, pos - 1)
    n_responses -= 1
    if n_responses < 0:
        raise rt.Malformed
    if n_responses > data_end - pos:
        raise rt.Malformed
    items_responses: list[ShareFetchableTopicResponse] = []
    for _ in range(n_responses):
        (responses__topic_id_raw,) = _S_u.unpack_from(data, pos)
        pos += 16
        responses__topic_id = UUID(bytes=responses__topic_id_raw)
        n_responses__partitions = data[pos]
        pos += 1
        if n_responses__partitions > 127:
            n_responses__partitions, pos = rt.read_uvarint(data, pos - 1)
        n_responses__partitions -= 1
        if n_responses__partitions < 0:
            raise rt.Malformed
        if n_responses__partitions > data_end - pos:
            raise rt.Malformed
        items_responses__partitions: list[PartitionData] = []
        for _ in range(n_responses__partitions):
            e_responses__partitions, pos = _decode_PartitionData_v1(data, pos)
            items_responses__partitions.append(e_responses__partitions)
        responses__partitions = items_responses__partitions
        responses__tag_count = data[pos]
        pos += 1
        responses__unknown: rt.Tags = ()
        if responses__tag_count:
            responses__unknown, pos = rt.read_unknown_tags(data, pos - 1)
        e_responses = _new(ShareFetchableTopicResponse)
        e_responses.topic_id = responses__topic_id
        e_responses.partitions = responses__partitions
        e_responses.unknown_tagged_fields = responses__unknown
        items_responses.append(e_responses)
    responses = items_responses
    n_node_endpoints = data[pos]
    pos += 1
    if n_node_endpoints > 127:
        n_node_endpoints, pos = rt.read_uvarint(data, pos - 1)
    n_node_endpoints -= 1
    if n_node_endpoints < 0:
        raise rt.Malformed
    if n_node_endpoints > data_end - pos:
        raise rt.Malformed
    items_node_endpoints: list[NodeEndpoint] = []
    for _ in range(n_node_endpoints):
        node_endpoints__node_id, n_node_endpoints__host = _S_iB.unpack_from(data, pos)
        pos += 5
        if n_node_endpoints__host > 127:
            n_node_endpoints__host, pos = rt.read_string_length(data, pos - 1)
        end = pos + n_node_endpoints__host - 1
        if not n_node_endpoints__host or end > data_end:
            raise rt.Malformed
        node_endpoints__host = data[pos:end].decode()
        pos = end
        node_endpoints__port, n_node_endpoints__rack = _S_iB.unpack_from(data, pos)
        pos += 5
        if n_node_endpoints__rack > 127:
            n_node_endpoints__rack, pos = rt.read_string_length(data, pos - 1)
        node_endpoints__rack: str | None
        if not n_node_endpoints__rack:
            node_endpoints__rack = None
        else:
            end = pos + n_node_endpoints__rack - 1
            if end > data_end:
                raise rt.Malformed
            node_endpoints__rack = data[pos:end].decode()
            pos = end
        node_endpoints__tag_count = data[pos]
        pos += 1
        node_endpoints__unknown: rt.Tags = ()
        if node_endpoints__tag_count:
            node_endpoints__unknown, pos = rt.read_unknown_tags(data, pos - 1)
        e_node_endpoints = _new(NodeEndpoint)
        e_node_endpoints.node_id = node_endpoints__node_id
        e_node_endpoints.host = node_endpoints__host
        e_node_endpoints.port = node_endpoints__port
        e_node_endpoints.rack = node_endpoints__rack
        e_node_endpoints.unknown_tagged_fields = node_endpoints__unknown
        items_node_endpoints.append(e_node_endpoints)
    node_endpoints = items_node_endpoints
    tag_count = data[pos]
    pos += 1
    unknown: rt.Tags = ()
    if tag_count:
        unknown, pos = rt.read_unknown_tags(data, pos - 1)
    obj = _new(ShareFetchResponse)
    obj.throttle_time_ms = throttle_time_ms
    obj.error_code = error_code
    obj.error_message = error_message
    obj.acquisition_lock_timeout_ms = acquisition_lock_timeout_ms
    obj.responses = responses
    obj.node_endpoints = node_endpoints
    obj.unknown_tagged_fields = unknown
    return obj, pos


def _encode_ShareFetchResponse_v1(obj: ShareFetchResponse, out: bytearray) -> None:
    """Encode ShareFetchResponse, versions 1, 2."""
    append = out.append
    out += _S_ih.pack(obj.throttle_time_ms, obj.error_code)
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
    out += _S_i.pack(obj.acquisition_lock_timeout_ms)
    a_responses = obj.responses
    n = len(a_responses) + 1
    if n < 128:
        append(n)
    else:
        out += rt.uvarint(n)
    for e_responses in a_responses:
        out += _S_u.pack(e_responses.topic_id.bytes)
        a_responses__partitions = e_responses.partitions
        n = len(a_responses__partitions) + 1
        if n < 128:
            append(n)
        else:
            out += rt.uvarint(n)
        for e_responses__partitions in a_responses__partitions:
            out += _S_ih.pack(
                e_responses__partitions.partition_index, e_responses__partitions.error_code
            )
            s_responses__partitions__error_message = e_responses__partitions.error_message
            if s_responses__partitions__error_message is None:
                append(0)
            else:
                b_responses__partitions__error_message = (
                    s_responses__partitions__error_message.encode()
                )
                n = len(b_responses__partitions__error_message) + 1
                if n < 128:
                    append(n)
                else:
                    out += rt.string_length(n)
                out += b_responses__partitions__error_message
            out += _S_h.pack(e_responses__partitions.acknowledge_error_code)
            s_responses__partitions__acknowledge_error_message = (
                e_responses__partitions.acknowledge_error_message
            )
            if s_responses__partitions__acknowledge_error_message is None:
                append(0)
            else:
                b_responses__partitions__acknowledge_error_message = (
                    s_responses__partitions__acknowledge_error_message.encode()
                )
                n = len(b_responses__partitions__acknowledge_error_message) + 1
                if n < 128:
                    append(n)
                else:
                    out += rt.string_length(n)
                out += b_responses__partitions__acknowledge_error_message
            _encode_LeaderIdAndEpoch_v1(e_responses__partitions.current_leader, out)
            v_responses__partitions__records = e_responses__partitions.records
            if v_responses__partitions__records is None:
                raise rt.Malformed
            b_responses__partitions__records = v_responses__partitions__records
            n = len(b_responses__partitions__records) + 1
            if n < 128:
                append(n)
            elif n < 0x4000:
                append((n & 0x7F) | 0x80)
                append(n >> 7)
            else:
                out += rt.uvarint(n)
            out += b_responses__partitions__records
            a_responses__partitions__acquired_records = e_responses__partitions.acquired_records
            n = len(a_responses__partitions__acquired_records) + 1
            if n < 128:
                append(n)
            else:
                out += rt.uvarint(n)
            for (
                e_responses__partitions__acquired_records
            ) in a_responses__partitions__acquired_records:
                out += _S_qqh.pack(
                    e_responses__partitions__acquired_records.first_offset,
                    e_responses__partitions__acquired_records.last_offset,
                    e_responses__partitions__acquired_records.delivery_count,
                )
                if e_responses__partitions__acquired_records.unknown_tagged_fields:
                    rt.write_tags(
                        out, (), e_responses__partitions__acquired_records.unknown_tagged_fields
                    )
                else:
                    append(0)
            if e_responses__partitions.unknown_tagged_fields:
                rt.write_tags(out, (), e_responses__partitions.unknown_tagged_fields)
            else:
                append(0)
        if e_responses.unknown_tagged_fields:
            rt.write_tags(out, (), e_responses.unknown_tagged_fields)
        else:
            append(0)
    a_node_endpoints = obj.node_endpoints
    n = len(a_node_endpoints) + 1
    if n < 128:
        append(n)
    else:
        out += rt.uvarint(n)
    for e_node_endpoints in a_node_endpoints:
        out += _S_i.pack(e_node_endpoints.node_id)
        b_node_endpoints__host = e_node_endpoints.host.encode()
        n = len(b_node_endpoints__host) + 1
        if n < 128:
            append(n)
        else:
            out += rt.string_length(n)
        out += b_node_endpoints__host
        out += _S_i.pack(e_node_endpoints.port)
        s_node_endpoints__rack = e_node_endpoints.rack
        if s_node_endpoints__rack is None:
            append(0)
        else:
            b_node_endpoints__rack = s_node_endpoints__rack.encode()
            n = len(b_node_endpoints__rack) + 1
            if n < 128:
                append(n)
            else:
                out += rt.string_length(n)
            out += b_node_endpoints__rack
        if e_node_endpoints.unknown_tagged_fields:
            rt.write_tags(out, (), e_node_endpoints.unknown_tagged_fields)
        else:
            append(0)
    if obj.unknown_tagged_fields:
        rt.write_tags(out, (), obj.unknown_tagged_fields)
    else:
        append(0)


LeaderIdAndEpoch._SCHEMA = rt.StructInfo(
    "LeaderIdAndEpoch",
    (
        rt.FieldInfo("leader_id", "leaderId", "int32", rt.vr("0+"), default=0),
        rt.FieldInfo("leader_epoch", "leaderEpoch", "int32", rt.vr("0+"), default=0),
    ),
    flexible=rt.vr("0+"),
)
LeaderIdAndEpoch._DECODERS = {
    1: _decode_LeaderIdAndEpoch_v1,
    2: _decode_LeaderIdAndEpoch_v1,
}
LeaderIdAndEpoch._ENCODERS = {
    1: _encode_LeaderIdAndEpoch_v1,
    2: _encode_LeaderIdAndEpoch_v1,
}

AcquiredRecords._SCHEMA = rt.StructInfo(
    "AcquiredRecords",
    (
        rt.FieldInfo("first_offset", "firstOffset", "int64", rt.vr("0+"), default=0),
        rt.FieldInfo("last_offset", "lastOffset", "int64", rt.vr("0+"), default=0),
        rt.FieldInfo("delivery_count", "deliveryCount", "int16", rt.vr("0+"), default=0),
    ),
    flexible=rt.vr("0+"),
)
AcquiredRecords._DECODERS = {
    1: _decode_AcquiredRecords_v1,
    2: _decode_AcquiredRecords_v1,
}
AcquiredRecords._ENCODERS = {
    1: _encode_AcquiredRecords_v1,
    2: _encode_AcquiredRecords_v1,
}

PartitionData._SCHEMA = rt.StructInfo(
    "PartitionData",
    (
        rt.FieldInfo("partition_index", "partitionIndex", "int32", rt.vr("0+"), default=0),
        rt.FieldInfo("error_code", "errorCode", "int16", rt.vr("0+"), default=0),
        rt.FieldInfo("error_message", "errorMessage", "string", rt.vr("0+"), nullable=rt.vr("0+")),
        rt.FieldInfo(
            "acknowledge_error_code", "acknowledgeErrorCode", "int16", rt.vr("0+"), default=0
        ),
        rt.FieldInfo(
            "acknowledge_error_message",
            "acknowledgeErrorMessage",
            "string",
            rt.vr("0+"),
            nullable=rt.vr("0+"),
        ),
        rt.FieldInfo(
            "current_leader",
            "currentLeader",
            "struct",
            rt.vr("0+"),
            struct=lambda: LeaderIdAndEpoch,
            default=LeaderIdAndEpoch(),
        ),
        rt.FieldInfo("records", "records", "records", rt.vr("0+"), nullable=rt.vr("0")),
        rt.FieldInfo(
            "acquired_records",
            "acquiredRecords",
            "struct",
            rt.vr("0+"),
            is_array=True,
            struct=lambda: AcquiredRecords,
            default=(),
        ),
    ),
    flexible=rt.vr("0+"),
)
PartitionData._DECODERS = {
    1: _decode_PartitionData_v1,
    2: _decode_PartitionData_v1,
}
PartitionData._ENCODERS = {
    1: _encode_PartitionData_v1,
    2: _encode_PartitionData_v1,
}

ShareFetchableTopicResponse._SCHEMA = rt.StructInfo(
    "ShareFetchableTopicResponse",
    (
        rt.FieldInfo("topic_id", "topicId", "uuid", rt.vr("0+"), default=rt.ZERO_UUID),
        rt.FieldInfo(
            "partitions",
            "partitions",
            "struct",
            rt.vr("0+"),
            is_array=True,
            struct=lambda: PartitionData,
            default=(),
        ),
    ),
    flexible=rt.vr("0+"),
)
ShareFetchableTopicResponse._DECODERS = {
    1: _decode_ShareFetchableTopicResponse_v1,
    2: _decode_ShareFetchableTopicResponse_v1,
}
ShareFetchableTopicResponse._ENCODERS = {
    1: _encode_ShareFetchableTopicResponse_v1,
    2: _encode_ShareFetchableTopicResponse_v1,
}

NodeEndpoint._SCHEMA = rt.StructInfo(
    "NodeEndpoint",
    (
        rt.FieldInfo("node_id", "nodeId", "int32", rt.vr("0+"), default=0),
        rt.FieldInfo("host", "host", "string", rt.vr("0+"), default=""),
        rt.FieldInfo("port", "port", "int32", rt.vr("0+"), default=0),
        rt.FieldInfo("rack", "rack", "string", rt.vr("0+"), nullable=rt.vr("0+")),
    ),
    flexible=rt.vr("0+"),
)
NodeEndpoint._DECODERS = {
    1: _decode_NodeEndpoint_v1,
    2: _decode_NodeEndpoint_v1,
}
NodeEndpoint._ENCODERS = {
    1: _encode_NodeEndpoint_v1,
    2: _encode_NodeEndpoint_v1,
}

ShareFetchResponse._SCHEMA = rt.StructInfo(
    "ShareFetchResponse",
    (
        rt.FieldInfo("throttle_time_ms", "throttleTimeMs", "int32", rt.vr("0+"), default=0),
        rt.FieldInfo("error_code", "errorCode", "int16", rt.vr("0+"), default=0),
        rt.FieldInfo("error_message", "errorMessage", "string", rt.vr("0+"), nullable=rt.vr("0+")),
        rt.FieldInfo(
            "acquisition_lock_timeout_ms",
            "acquisitionLockTimeoutMs",
            "int32",
            rt.vr("1+"),
            default=0,
        ),
        rt.FieldInfo(
            "responses",
            "responses",
            "struct",
            rt.vr("0+"),
            is_array=True,
            struct=lambda: ShareFetchableTopicResponse,
            default=(),
        ),
        rt.FieldInfo(
            "node_endpoints",
            "nodeEndpoints",
            "struct",
            rt.vr("0+"),
            is_array=True,
            struct=lambda: NodeEndpoint,
            default=(),
        ),
    ),
    flexible=rt.vr("0+"),
)
ShareFetchResponse._DECODERS = {
    1: _decode_ShareFetchResponse_v1,
    2: _decode_ShareFetchResponse_v1,
}
ShareFetchResponse._ENCODERS = {
    1: _encode_ShareFetchResponse_v1,
    2: _encode_ShareFetchResponse_v1,
}
