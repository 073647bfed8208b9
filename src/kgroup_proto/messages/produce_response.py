"""ProduceResponse: generated from ProduceResponse.json; edit the schema, not this file."""

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
_S_ihq = struct.Struct(">ihq")
_S_ihqq = struct.Struct(">ihqq")
_S_ihqqq = struct.Struct(">ihqqq")
_S_ihqqqB = struct.Struct(">ihqqqB")
_S_ihqqqi = struct.Struct(">ihqqqi")
_S_ii = struct.Struct(">ii")
_S_iiB = struct.Struct(">iiB")
_S_u = struct.Struct(">16s")


@attrs.define(weakref_slot=False)
class BatchIndexAndErrorMessage(rt.Struct):
    """Records that made the whole batch fail.

    Versions 8-13; flexible 9+.

    Attributes:
        batch_index: Position of the failing record within its batch. (versions 8+)
        batch_index_error_message: Why that record failed, or null. (versions 8+, nullable
            8+)
    """

    VALID_VERSIONS: ClassVar[range] = range(0, 14)
    FLEXIBLE_VERSIONS: ClassVar[range | None] = range(9, rt.VERSION_LIMIT)

    batch_index: int = 0
    batch_index_error_message: str | None = None
    unknown_tagged_fields: rt.Tags = ()


@attrs.define(weakref_slot=False)
class LeaderIdAndEpoch(rt.Struct):
    """The leader to retry with, when this broker no longer leads the partition.

    Versions 10-13; flexible 9+.

    Attributes:
        leader_id: Node ID of that leader; -1 if unknown. (versions 10+)
        leader_epoch: Epoch of that leader; -1 if unknown. (versions 10+)
    """

    VALID_VERSIONS: ClassVar[range] = range(0, 14)
    FLEXIBLE_VERSIONS: ClassVar[range | None] = range(9, rt.VERSION_LIMIT)

    leader_id: int = -1
    leader_epoch: int = -1
    unknown_tagged_fields: rt.Tags = ()


@attrs.define(weakref_slot=False)
class PartitionProduceResponse(rt.Struct):
    """Result for each partition of this topic.

    Versions 0-13; flexible 9+.

    Attributes:
        index: Index of the partition. (versions 0+)
        error_code: Error for this partition; 0 on success. (versions 0+)
        base_offset: Offset given to the first appended record. (versions 0+)
        log_append_time_ms: Broker time stamped on the batches when the topic uses log-
            append time; -1 otherwise. (versions 2+)
        log_start_offset: First offset still in the partition's log. (versions 5+)
        record_errors: Records that made the whole batch fail. (versions 8+)
        error_message: Detail for the partition error, or null. (versions 8+, nullable 8+)
        current_leader: The leader to retry with, when this broker no longer leads the
            partition. (versions 10+, tag 0)
    """

    VALID_VERSIONS: ClassVar[range] = range(0, 14)
    FLEXIBLE_VERSIONS: ClassVar[range | None] = range(9, rt.VERSION_LIMIT)

    index: int = 0
    error_code: int = 0
    base_offset: int = 0
    log_append_time_ms: int = -1
    log_start_offset: int = -1
    record_errors: list[BatchIndexAndErrorMessage] = attrs.field(factory=list)
    error_message: str | None = None
    current_leader: LeaderIdAndEpoch = attrs.field(factory=LeaderIdAndEpoch)
    unknown_tagged_fields: rt.Tags = ()


@attrs.define(weakref_slot=False)
class TopicProduceResponse(rt.Struct):
    """Results grouped by topic.

    Versions 0-13; flexible 9+.

    Attributes:
        name: Name of the topic. (versions 0-12)
        topic_id: Id of the topic, which names it from v13 on. (versions 13+)
        partition_responses: Result for each partition of this topic. (versions 0+)
    """

    VALID_VERSIONS: ClassVar[range] = range(0, 14)
    FLEXIBLE_VERSIONS: ClassVar[range | None] = range(9, rt.VERSION_LIMIT)

    name: str = ""
    topic_id: UUID = rt.ZERO_UUID
    partition_responses: list[PartitionProduceResponse] = attrs.field(factory=list)
    unknown_tagged_fields: rt.Tags = ()


@attrs.define(weakref_slot=False)
class NodeEndpoint(rt.Struct):
    """Endpoints of the brokers named in CurrentLeader.

    Versions 10-13; flexible 9+.

    Attributes:
        node_id: Node ID of the broker. (versions 10+)
        host: Host name of the broker. (versions 10+)
        port: Port of the broker. (versions 10+)
        rack: Rack of the broker, or null. (versions 10+, nullable 10+)
    """

    VALID_VERSIONS: ClassVar[range] = range(0, 14)
    FLEXIBLE_VERSIONS: ClassVar[range | None] = range(9, rt.VERSION_LIMIT)

    node_id: int = 0
    host: str = ""
    port: int = 0
    rack: str | None = None
    unknown_tagged_fields: rt.Tags = ()


@attrs.define(weakref_slot=False)
class ProduceResponse(rt.Struct):
    """The ProduceResponse response.

    API key 0, versions 0-13; flexible 9+.

    Attributes:
        responses: Results grouped by topic. (versions 0+)
        throttle_time_ms: Time in ms the broker held back this response because a quota was
            exceeded; 0 when no quota applied. (versions 1+)
        node_endpoints: Endpoints of the brokers named in CurrentLeader. (versions 10+, tag
            0)
    """

    API_KEY: ClassVar[int | None] = 0
    MESSAGE_TYPE: ClassVar[str] = "response"
    VALID_VERSIONS: ClassVar[range] = range(0, 14)
    FLEXIBLE_VERSIONS: ClassVar[range | None] = range(9, rt.VERSION_LIMIT)

    responses: list[TopicProduceResponse] = attrs.field(factory=list)
    throttle_time_ms: int = 0
    node_endpoints: list[NodeEndpoint] = attrs.field(factory=list)
    unknown_tagged_fields: rt.Tags = ()


def _decode_BatchIndexAndErrorMessage_v8(
    data: bytes, pos: int
) -> tuple[BatchIndexAndErrorMessage, int]:
    """Decode BatchIndexAndErrorMessage, version 8."""
    data_end = len(data)
    batch_index, n_batch_index_error_message = _S_ih.unpack_from(data, pos)
    pos += 6
    batch_index_error_message: str | None
    if n_batch_index_error_message < 0:
        if n_batch_index_error_message != -1:
            raise rt.Malformed
        batch_index_error_message = None
    else:
        end = pos + n_batch_index_error_message
        if end > data_end:
            raise rt.Malformed
        batch_index_error_message = data[pos:end].decode()
        pos = end
    obj = _new(BatchIndexAndErrorMessage)
    obj.batch_index = batch_index
    obj.batch_index_error_message = batch_index_error_message
    obj.unknown_tagged_fields = ()
    return obj, pos


def _decode_BatchIndexAndErrorMessage_v9(
    data: bytes, pos: int
) -> tuple[BatchIndexAndErrorMessage, int]:
    """Decode BatchIndexAndErrorMessage, versions 9, 10, 11, 12, 13."""
    data_end = len(data)
    batch_index, n_batch_index_error_message = _S_iB.unpack_from(data, pos)
    pos += 5
    if n_batch_index_error_message > 127:
        n_batch_index_error_message, pos = rt.read_string_length(data, pos - 1)
    batch_index_error_message: str | None
    if not n_batch_index_error_message:
        batch_index_error_message = None
    else:
        end = pos + n_batch_index_error_message - 1
        if end > data_end:
            raise rt.Malformed
        batch_index_error_message = data[pos:end].decode()
        pos = end
    tag_count = data[pos]
    pos += 1
    unknown: rt.Tags = ()
    if tag_count:
        unknown, pos = rt.read_unknown_tags(data, pos - 1)
    obj = _new(BatchIndexAndErrorMessage)
    obj.batch_index = batch_index
    obj.batch_index_error_message = batch_index_error_message
    obj.unknown_tagged_fields = unknown
    return obj, pos


def _encode_BatchIndexAndErrorMessage_v8(obj: BatchIndexAndErrorMessage, out: bytearray) -> None:
    """Encode BatchIndexAndErrorMessage, version 8."""
    s_batch_index_error_message = obj.batch_index_error_message
    b_batch_index_error_message = (
        None if s_batch_index_error_message is None else s_batch_index_error_message.encode()
    )
    out += _S_ih.pack(
        obj.batch_index,
        -1 if b_batch_index_error_message is None else len(b_batch_index_error_message),
    )
    if b_batch_index_error_message is not None:
        out += b_batch_index_error_message
    if obj.unknown_tagged_fields:
        raise rt.Malformed


def _encode_BatchIndexAndErrorMessage_v9(obj: BatchIndexAndErrorMessage, out: bytearray) -> None:
    """Encode BatchIndexAndErrorMessage, versions 9, 10, 11, 12, 13."""
    out += _S_i.pack(obj.batch_index)
    s_batch_index_error_message = obj.batch_index_error_message
    if s_batch_index_error_message is None:
        out.append(0)
    else:
        b_batch_index_error_message = s_batch_index_error_message.encode()
        n = len(b_batch_index_error_message) + 1
        if n < 128:
            out.append(n)
        else:
            out += rt.string_length(n)
        out += b_batch_index_error_message
    if obj.unknown_tagged_fields:
        rt.write_tags(out, (), obj.unknown_tagged_fields)
    else:
        out.append(0)


def _decode_LeaderIdAndEpoch_v10(data: bytes, pos: int) -> tuple[LeaderIdAndEpoch, int]:
    """Decode LeaderIdAndEpoch, versions 10, 11, 12, 13."""
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


def _encode_LeaderIdAndEpoch_v10(obj: LeaderIdAndEpoch, out: bytearray) -> None:
    """Encode LeaderIdAndEpoch, versions 10, 11, 12, 13."""
    out += _S_ii.pack(obj.leader_id, obj.leader_epoch)
    if obj.unknown_tagged_fields:
        rt.write_tags(out, (), obj.unknown_tagged_fields)
    else:
        out.append(0)


def _decode_PartitionProduceResponse_v0(
    data: bytes, pos: int
) -> tuple[PartitionProduceResponse, int]:
    """Decode PartitionProduceResponse, versions 0, 1."""
    index, error_code, base_offset = _S_ihq.unpack_from(data, pos)
    pos += 14
    obj = _new(PartitionProduceResponse)
    obj.index = index
    obj.error_code = error_code
    obj.base_offset = base_offset
    obj.log_append_time_ms = -1
    obj.log_start_offset = -1
    obj.record_errors = []
    obj.error_message = None
    obj.current_leader = LeaderIdAndEpoch()
    obj.unknown_tagged_fields = ()
    return obj, pos


def _decode_PartitionProduceResponse_v2(
    data: bytes, pos: int
) -> tuple[PartitionProduceResponse, int]:
    """Decode PartitionProduceResponse, versions 2, 3, 4."""
    index, error_code, base_offset, log_append_time_ms = _S_ihqq.unpack_from(data, pos)
    pos += 22
    obj = _new(PartitionProduceResponse)
    obj.index = index
    obj.error_code = error_code
    obj.base_offset = base_offset
    obj.log_append_time_ms = log_append_time_ms
    obj.log_start_offset = -1
    obj.record_errors = []
    obj.error_message = None
    obj.current_leader = LeaderIdAndEpoch()
    obj.unknown_tagged_fields = ()
    return obj, pos


def _decode_PartitionProduceResponse_v5(
    data: bytes, pos: int
) -> tuple[PartitionProduceResponse, int]:
    """Decode PartitionProduceResponse, versions 5, 6, 7."""
    index, error_code, base_offset, log_append_time_ms, log_start_offset = _S_ihqqq.unpack_from(
        data, pos
    )
    pos += 30
    obj = _new(PartitionProduceResponse)
    obj.index = index
    obj.error_code = error_code
    obj.base_offset = base_offset
    obj.log_append_time_ms = log_append_time_ms
    obj.log_start_offset = log_start_offset
    obj.record_errors = []
    obj.error_message = None
    obj.current_leader = LeaderIdAndEpoch()
    obj.unknown_tagged_fields = ()
    return obj, pos


def _decode_PartitionProduceResponse_v8(
    data: bytes, pos: int
) -> tuple[PartitionProduceResponse, int]:
    """Decode PartitionProduceResponse, version 8."""
    data_end = len(data)
    index, error_code, base_offset, log_append_time_ms, log_start_offset, n_record_errors = (
        _S_ihqqqi.unpack_from(data, pos)
    )
    pos += 34
    if n_record_errors < 0:
        raise rt.Malformed
    if n_record_errors > data_end - pos:
        raise rt.Malformed
    items_record_errors: list[BatchIndexAndErrorMessage] = []
    for _ in range(n_record_errors):
        record_errors__batch_index, n_record_errors__batch_index_error_message = _S_ih.unpack_from(
            data, pos
        )
        pos += 6
        record_errors__batch_index_error_message: str | None
        if n_record_errors__batch_index_error_message < 0:
            if n_record_errors__batch_index_error_message != -1:
                raise rt.Malformed
            record_errors__batch_index_error_message = None
        else:
            end = pos + n_record_errors__batch_index_error_message
            if end > data_end:
                raise rt.Malformed
            record_errors__batch_index_error_message = data[pos:end].decode()
            pos = end
        e_record_errors = _new(BatchIndexAndErrorMessage)
        e_record_errors.batch_index = record_errors__batch_index
        e_record_errors.batch_index_error_message = record_errors__batch_index_error_message
        e_record_errors.unknown_tagged_fields = ()
        items_record_errors.append(e_record_errors)
    record_errors = items_record_errors
    (n_error_message,) = _S_h.unpack_from(data, pos)
    pos += 2
    error_message: str | None
    if n_error_message < 0:
        if n_error_message != -1:
            raise rt.Malformed
        error_message = None
    else:
        end = pos + n_error_message
        if end > data_end:
            raise rt.Malformed
        error_message = data[pos:end].decode()
        pos = end
    obj = _new(PartitionProduceResponse)
    obj.index = index
    obj.error_code = error_code
    obj.base_offset = base_offset
    obj.log_append_time_ms = log_append_time_ms
    obj.log_start_offset = log_start_offset
    obj.record_errors = record_errors
    obj.error_message = error_message
    obj.current_leader = LeaderIdAndEpoch()
    obj.unknown_tagged_fields = ()
    return obj, pos


def _decode_PartitionProduceResponse_v9(
    data: bytes, pos: int
) -> tuple[PartitionProduceResponse, int]:
    """Decode PartitionProduceResponse, version 9."""
    data_end = len(data)
    index, error_code, base_offset, log_append_time_ms, log_start_offset, n_record_errors = (
        _S_ihqqqB.unpack_from(data, pos)
    )
    pos += 31
    if n_record_errors > 127:
        n_record_errors, pos = rt.read_uvarint(data, pos - 1)
    n_record_errors -= 1
    if n_record_errors < 0:
        raise rt.Malformed
    if n_record_errors > data_end - pos:
        raise rt.Malformed
    items_record_errors: list[BatchIndexAndErrorMessage] = []
    for _ in range(n_record_errors):
        record_errors__batch_index, n_record_errors__batch_index_error_message = _S_iB.unpack_from(
            data, pos
        )
        pos += 5
        if n_record_errors__batch_index_error_message > 127:
            n_record_errors__batch_index_error_message, pos = rt.read_string_length(data, pos - 1)
        record_errors__batch_index_error_message: str | None
        if not n_record_errors__batch_index_error_message:
            record_errors__batch_index_error_message = None
        else:
            end = pos + n_record_errors__batch_index_error_message - 1
            if end > data_end:
                raise rt.Malformed
            record_errors__batch_index_error_message = data[pos:end].decode()
            pos = end
        record_errors__tag_count = data[pos]
        pos += 1
        record_errors__unknown: rt.Tags = ()
        if record_errors__tag_count:
            record_errors__unknown, pos = rt.read_unknown_tags(data, pos - 1)
        e_record_errors = _new(BatchIndexAndErrorMessage)
        e_record_errors.batch_index = record_errors__batch_index
        e_record_errors.batch_index_error_message = record_errors__batch_index_error_message
        e_record_errors.unknown_tagged_fields = record_errors__unknown
        items_record_errors.append(e_record_errors)
    record_errors = items_record_errors
    n_error_message = data[pos]
    pos += 1
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
        unknown, pos = rt.read_unknown_tags(data, pos - 1, (0,))
    obj = _new(PartitionProduceResponse)
    obj.index = index
    obj.error_code = error_code
    obj.base_offset = base_offset
    obj.log_append_time_ms = log_append_time_ms
    obj.log_start_offset = log_start_offset
    obj.record_errors = record_errors
    obj.error_message = error_message
    obj.current_leader = LeaderIdAndEpoch()
    obj.unknown_tagged_fields = unknown
    return obj, pos


def _decode_PartitionProduceResponse_v10(
    data: bytes, pos: int
) -> tuple[PartitionProduceResponse, int]:
    """Decode PartitionProduceResponse, versions 10, 11, 12, 13."""
    data_end = len(data)
    index, error_code, base_offset, log_append_time_ms, log_start_offset, n_record_errors = (
        _S_ihqqqB.unpack_from(data, pos)
    )
    pos += 31
    if n_record_errors > 127:
        n_record_errors, pos = rt.read_uvarint(data, pos - 1)
    n_record_errors -= 1
    if n_record_errors < 0:
        raise rt.Malformed
    if n_record_errors > data_end - pos:
        raise rt.Malformed
    items_record_errors: list[BatchIndexAndErrorMessage] = []
    for _ in range(n_record_errors):
        record_errors__batch_index, n_record_errors__batch_index_error_message = _S_iB.unpack_from(
            data, pos
        )
        pos += 5
        if n_record_errors__batch_index_error_message > 127:
            n_record_errors__batch_index_error_message, pos = rt.read_string_length(data, pos - 1)
        record_errors__batch_index_error_message: str | None
        if not n_record_errors__batch_index_error_message:
            record_errors__batch_index_error_message = None
        else:
            end = pos + n_record_errors__batch_index_error_message - 1
            if end > data_end:
                raise rt.Malformed
            record_errors__batch_index_error_message = data[pos:end].decode()
            pos = end
        record_errors__tag_count = data[pos]
        pos += 1
        record_errors__unknown: rt.Tags = ()
        if record_errors__tag_count:
            record_errors__unknown, pos = rt.read_unknown_tags(data, pos - 1)
        e_record_errors = _new(BatchIndexAndErrorMessage)
        e_record_errors.batch_index = record_errors__batch_index
        e_record_errors.batch_index_error_message = record_errors__batch_index_error_message
        e_record_errors.unknown_tagged_fields = record_errors__unknown
        items_record_errors.append(e_record_errors)
    record_errors = items_record_errors
    n_error_message = data[pos]
    pos += 1
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
    current_leader: LeaderIdAndEpoch
    current_leader = LeaderIdAndEpoch()
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
                current_leader, pos = _decode_LeaderIdAndEpoch_v10(data, pos)
                if not (current_leader != LeaderIdAndEpoch()):
                    unknown_list.append((tag, data[end_tag - size : end_tag]))
            else:
                unknown_list.append((tag, data[pos:end_tag]))
                pos = end_tag
            if pos != end_tag:
                raise rt.Malformed
        unknown = tuple(unknown_list)
    else:
        pos += 1
    obj = _new(PartitionProduceResponse)
    obj.index = index
    obj.error_code = error_code
    obj.base_offset = base_offset
    obj.log_append_time_ms = log_append_time_ms
    obj.log_start_offset = log_start_offset
    obj.record_errors = record_errors
    obj.error_message = error_message
    obj.current_leader = current_leader
    obj.unknown_tagged_fields = unknown
    return obj, pos


def _encode_PartitionProduceResponse_v0(obj: PartitionProduceResponse, out: bytearray) -> None:
    """Encode PartitionProduceResponse, versions 0, 1."""
    if obj.current_leader != LeaderIdAndEpoch():
        raise rt.Malformed
    out += _S_ihq.pack(obj.index, obj.error_code, obj.base_offset)
    if obj.unknown_tagged_fields:
        raise rt.Malformed


def _encode_PartitionProduceResponse_v2(obj: PartitionProduceResponse, out: bytearray) -> None:
    """Encode PartitionProduceResponse, versions 2, 3, 4."""
    if obj.current_leader != LeaderIdAndEpoch():
        raise rt.Malformed
    out += _S_ihqq.pack(obj.index, obj.error_code, obj.base_offset, obj.log_append_time_ms)
    if obj.unknown_tagged_fields:
        raise rt.Malformed


def _encode_PartitionProduceResponse_v5(obj: PartitionProduceResponse, out: bytearray) -> None:
    """Encode PartitionProduceResponse, versions 5, 6, 7."""
    if obj.current_leader != LeaderIdAndEpoch():
        raise rt.Malformed
    out += _S_ihqqq.pack(
        obj.index, obj.error_code, obj.base_offset, obj.log_append_time_ms, obj.log_start_offset
    )
    if obj.unknown_tagged_fields:
        raise rt.Malformed


def _encode_PartitionProduceResponse_v8(obj: PartitionProduceResponse, out: bytearray) -> None:
    """Encode PartitionProduceResponse, version 8."""
    if obj.current_leader != LeaderIdAndEpoch():
        raise rt.Malformed
    a_record_errors = obj.record_errors
    out += _S_ihqqqi.pack(
        obj.index,
        obj.error_code,
        obj.base_offset,
        obj.log_append_time_ms,
        obj.log_start_offset,
        len(a_record_errors),
    )
    for e_record_errors in a_record_errors:
        s_record_errors__batch_index_error_message = e_record_errors.batch_index_error_message
        b_record_errors__batch_index_error_message = (
            None
            if s_record_errors__batch_index_error_message is None
            else s_record_errors__batch_index_error_message.encode()
        )
        out += _S_ih.pack(
            e_record_errors.batch_index,
            -1
            if b_record_errors__batch_index_error_message is None
            else len(b_record_errors__batch_index_error_message),
        )
        if b_record_errors__batch_index_error_message is not None:
            out += b_record_errors__batch_index_error_message
        if e_record_errors.unknown_tagged_fields:
            raise rt.Malformed
    s_error_message = obj.error_message
    b_error_message = None if s_error_message is None else s_error_message.encode()
    out += _S_h.pack(-1 if b_error_message is None else len(b_error_message))
    if b_error_message is not None:
        out += b_error_message
    if obj.unknown_tagged_fields:
        raise rt.Malformed


def _encode_PartitionProduceResponse_v9(obj: PartitionProduceResponse, out: bytearray) -> None:
    """Encode PartitionProduceResponse, version 9."""
    append = out.append
    if obj.current_leader != LeaderIdAndEpoch():
        raise rt.Malformed
    out += _S_ihqqq.pack(
        obj.index, obj.error_code, obj.base_offset, obj.log_append_time_ms, obj.log_start_offset
    )
    a_record_errors = obj.record_errors
    n = len(a_record_errors) + 1
    if n < 128:
        append(n)
    else:
        out += rt.uvarint(n)
    for e_record_errors in a_record_errors:
        out += _S_i.pack(e_record_errors.batch_index)
        s_record_errors__batch_index_error_message = e_record_errors.batch_index_error_message
        if s_record_errors__batch_index_error_message is None:
            append(0)
        else:
            b_record_errors__batch_index_error_message = (
                s_record_errors__batch_index_error_message.encode()
            )
            n = len(b_record_errors__batch_index_error_message) + 1
            if n < 128:
                append(n)
            else:
                out += rt.string_length(n)
            out += b_record_errors__batch_index_error_message
        if e_record_errors.unknown_tagged_fields:
            rt.write_tags(out, (), e_record_errors.unknown_tagged_fields)
        else:
            append(0)
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
        rt.write_tags(out, (), obj.unknown_tagged_fields, (), (0,))
    else:
        append(0)


def _encode_PartitionProduceResponse_v10(obj: PartitionProduceResponse, out: bytearray) -> None:
    """Encode PartitionProduceResponse, versions 10, 11, 12, 13."""
    append = out.append
    out += _S_ihqqq.pack(
        obj.index, obj.error_code, obj.base_offset, obj.log_append_time_ms, obj.log_start_offset
    )
    a_record_errors = obj.record_errors
    n = len(a_record_errors) + 1
    if n < 128:
        append(n)
    else:
        out += rt.uvarint(n)
    for e_record_errors in a_record_errors:
        out += _S_i.pack(e_record_errors.batch_index)
        s_record_errors__batch_index_error_message = e_record_errors.batch_index_error_message
        if s_record_errors__batch_index_error_message is None:
            append(0)
        else:
            b_record_errors__batch_index_error_message = (
                s_record_errors__batch_index_error_message.encode()
            )
            n = len(b_record_errors__batch_index_error_message) + 1
            if n < 128:
                append(n)
            else:
                out += rt.string_length(n)
            out += b_record_errors__batch_index_error_message
        if e_record_errors.unknown_tagged_fields:
            rt.write_tags(out, (), e_record_errors.unknown_tagged_fields)
        else:
            append(0)
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
    tags: list[tuple[int, bytes]] = []
    sub: bytearray
    if obj.current_leader != LeaderIdAndEpoch():
        sub = bytearray()
        _encode_LeaderIdAndEpoch_v10(obj.current_leader, sub)
        tags.append((0, bytes(sub)))
    rt.write_tags(out, tags, obj.unknown_tagged_fields, (0,))


def _decode_TopicProduceResponse_v0(data: bytes, pos: int) -> tuple[TopicProduceResponse, int]:
    """Decode TopicProduceResponse, versions 0, 1."""
    data_end = len(data)
    (n_name,) = _S_h.unpack_from(data, pos)
    pos += 2
    end = pos + n_name
    if n_name < 0 or end > data_end:
        raise rt.Malformed
    name = data[pos:end].decode()
    pos = end
    (n_partition_responses,) = _S_i.unpack_from(data, pos)
    pos += 4
    if n_partition_responses < 0:
        raise rt.Malformed
    if n_partition_responses > data_end - pos:
        raise rt.Malformed
    items_partition_responses: list[PartitionProduceResponse] = []
    for _ in range(n_partition_responses):
        (
            partition_responses__index,
            partition_responses__error_code,
            partition_responses__base_offset,
        ) = _S_ihq.unpack_from(data, pos)
        pos += 14
        e_partition_responses = _new(PartitionProduceResponse)
        e_partition_responses.index = partition_responses__index
        e_partition_responses.error_code = partition_responses__error_code
        e_partition_responses.base_offset = partition_responses__base_offset
        e_partition_responses.log_append_time_ms = -1
        e_partition_responses.log_start_offset = -1
        e_partition_responses.record_errors = []
        e_partition_responses.error_message = None
        e_partition_responses.current_leader = LeaderIdAndEpoch()
        e_partition_responses.unknown_tagged_fields = ()
        items_partition_responses.append(e_partition_responses)
    partition_responses = items_partition_responses
    obj = _new(TopicProduceResponse)
    obj.name = name
    obj.topic_id = rt.ZERO_UUID
    obj.partition_responses = partition_responses
    obj.unknown_tagged_fields = ()
    return obj, pos


def _decode_TopicProduceResponse_v2(data: bytes, pos: int) -> tuple[TopicProduceResponse, int]:
    """Decode TopicProduceResponse, versions 2, 3, 4."""
    data_end = len(data)
    (n_name,) = _S_h.unpack_from(data, pos)
    pos += 2
    end = pos + n_name
    if n_name < 0 or end > data_end:
        raise rt.Malformed
    name = data[pos:end].decode()
    pos = end
    (n_partition_responses,) = _S_i.unpack_from(data, pos)
    pos += 4
    if n_partition_responses < 0:
        raise rt.Malformed
    if n_partition_responses > data_end - pos:
        raise rt.Malformed
    items_partition_responses: list[PartitionProduceResponse] = []
    for _ in range(n_partition_responses):
        (
            partition_responses__index,
            partition_responses__error_code,
            partition_responses__base_offset,
            partition_responses__log_append_time_ms,
        ) = _S_ihqq.unpack_from(data, pos)
        pos += 22
        e_partition_responses = _new(PartitionProduceResponse)
        e_partition_responses.index = partition_responses__index
        e_partition_responses.error_code = partition_responses__error_code
        e_partition_responses.base_offset = partition_responses__base_offset
        e_partition_responses.log_append_time_ms = partition_responses__log_append_time_ms
        e_partition_responses.log_start_offset = -1
        e_partition_responses.record_errors = []
        e_partition_responses.error_message = None
        e_partition_responses.current_leader = LeaderIdAndEpoch()
        e_partition_responses.unknown_tagged_fields = ()
        items_partition_responses.append(e_partition_responses)
    partition_responses = items_partition_responses
    obj = _new(TopicProduceResponse)
    obj.name = name
    obj.topic_id = rt.ZERO_UUID
    obj.partition_responses = partition_responses
    obj.unknown_tagged_fields = ()
    return obj, pos


def _decode_TopicProduceResponse_v5(data: bytes, pos: int) -> tuple[TopicProduceResponse, int]:
    """Decode TopicProduceResponse, versions 5, 6, 7."""
    data_end = len(data)
    (n_name,) = _S_h.unpack_from(data, pos)
    pos += 2
    end = pos + n_name
    if n_name < 0 or end > data_end:
        raise rt.Malformed
    name = data[pos:end].decode()
    pos = end
    (n_partition_responses,) = _S_i.unpack_from(data, pos)
    pos += 4
    if n_partition_responses < 0:
        raise rt.Malformed
    if n_partition_responses > data_end - pos:
        raise rt.Malformed
    items_partition_responses: list[PartitionProduceResponse] = []
    for _ in range(n_partition_responses):
        (
            partition_responses__index,
            partition_responses__error_code,
            partition_responses__base_offset,
            partition_responses__log_append_time_ms,
            partition_responses__log_start_offset,
        ) = _S_ihqqq.unpack_from(data, pos)
        pos += 30
        e_partition_responses = _new(PartitionProduceResponse)
        e_partition_responses.index = partition_responses__index
        e_partition_responses.error_code = partition_responses__error_code
        e_partition_responses.base_offset = partition_responses__base_offset
        e_partition_responses.log_append_time_ms = partition_responses__log_append_time_ms
        e_partition_responses.log_start_offset = partition_responses__log_start_offset
        e_partition_responses.record_errors = []
        e_partition_responses.error_message = None
        e_partition_responses.current_leader = LeaderIdAndEpoch()
        e_partition_responses.unknown_tagged_fields = ()
        items_partition_responses.append(e_partition_responses)
    partition_responses = items_partition_responses
    obj = _new(TopicProduceResponse)
    obj.name = name
    obj.topic_id = rt.ZERO_UUID
    obj.partition_responses = partition_responses
    obj.unknown_tagged_fields = ()
    return obj, pos


def _decode_TopicProduceResponse_v8(data: bytes, pos: int) -> tuple[TopicProduceResponse, int]:
    """Decode TopicProduceResponse, version 8."""
    data_end = len(data)
    (n_name,) = _S_h.unpack_from(data, pos)
    pos += 2
    end = pos + n_name
    if n_name < 0 or end > data_end:
        raise rt.Malformed
    name = data[pos:end].decode()
    pos = end
    (n_partition_responses,) = _S_i.unpack_from(data, pos)
    pos += 4
    if n_partition_responses < 0:
        raise rt.Malformed
    if n_partition_responses > data_end - pos:
        raise rt.Malformed
    items_partition_responses: list[PartitionProduceResponse] = []
    for _ in range(n_partition_responses):
        (
            partition_responses__index,
            partition_responses__error_code,
            partition_responses__base_offset,
            partition_responses__log_append_time_ms,
            partition_responses__log_start_offset,
            n_partition_responses__record_errors,
        ) = _S_ihqqqi.unpack_from(data, pos)
        pos += 34
        if n_partition_responses__record_errors < 0:
            raise rt.Malformed
        if n_partition_responses__record_errors > data_end - pos:
            raise rt.Malformed
        items_partition_responses__record_errors: list[BatchIndexAndErrorMessage] = []
        for _ in range(n_partition_responses__record_errors):
            e_partition_responses__record_errors, pos = _decode_BatchIndexAndErrorMessage_v8(
                data, pos
            )
            items_partition_responses__record_errors.append(e_partition_responses__record_errors)
        partition_responses__record_errors = items_partition_responses__record_errors
        (n_partition_responses__error_message,) = _S_h.unpack_from(data, pos)
        pos += 2
        partition_responses__error_message: str | None
        if n_partition_responses__error_message < 0:
            if n_partition_responses__error_message != -1:
                raise rt.Malformed
            partition_responses__error_message = None
        else:
            end = pos + n_partition_responses__error_message
            if end > data_end:
                raise rt.Malformed
            partition_responses__error_message = data[pos:end].decode()
            pos = end
        e_partition_responses = _new(PartitionProduceResponse)
        e_partition_responses.index = partition_responses__index
        e_partition_responses.error_code = partition_responses__error_code
        e_partition_responses.base_offset = partition_responses__base_offset
        e_partition_responses.log_append_time_ms = partition_responses__log_append_time_ms
        e_partition_responses.log_start_offset = partition_responses__log_start_offset
        e_partition_responses.record_errors = partition_responses__record_errors
        e_partition_responses.error_message = partition_responses__error_message
        e_partition_responses.current_leader = LeaderIdAndEpoch()
        e_partition_responses.unknown_tagged_fields = ()
        items_partition_responses.append(e_partition_responses)
    partition_responses = items_partition_responses
    obj = _new(TopicProduceResponse)
    obj.name = name
    obj.topic_id = rt.ZERO_UUID
    obj.partition_responses = partition_responses
    obj.unknown_tagged_fields = ()
    return obj, pos


def _decode_TopicProduceResponse_v9(data: bytes, pos: int) -> tuple[TopicProduceResponse, int]:
    """Decode TopicProduceResponse, version 9."""
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
    n_partition_responses = data[pos]
    pos += 1
    if n_partition_responses > 127:
        n_partition_responses, pos = rt.read_uvarint(data, pos - 1)
    n_partition_responses -= 1
    if n_partition_responses < 0:
        raise rt.Malformed
    if n_partition_responses > data_end - pos:
        raise rt.Malformed
    items_partition_responses: list[PartitionProduceResponse] = []
    for _ in range(n_partition_responses):
        (
            partition_responses__index,
            partition_responses__error_code,
            partition_responses__base_offset,
            partition_responses__log_append_time_ms,
            partition_responses__log_start_offset,
            n_partition_responses__record_errors,
        ) = _S_ihqqqB.unpack_from(data, pos)
        pos += 31
        if n_partition_responses__record_errors > 127:
            n_partition_responses__record_errors, pos = rt.read_uvarint(data, pos - 1)
        n_partition_responses__record_errors -= 1
        if n_partition_responses__record_errors < 0:
            raise rt.Malformed
        if n_partition_responses__record_errors > data_end - pos:
            raise rt.Malformed
        items_partition_responses__record_errors: list[BatchIndexAndErrorMessage] = []
        for _ in range(n_partition_responses__record_errors):
            e_partition_responses__record_errors, pos = _decode_BatchIndexAndErrorMessage_v9(
                data, pos
            )
            items_partition_responses__record_errors.append(e_partition_responses__record_errors)
        partition_responses__record_errors = items_partition_responses__record_errors
        n_partition_responses__error_message = data[pos]
        pos += 1
        if n_partition_responses__error_message > 127:
            n_partition_responses__error_message, pos = rt.read_string_length(data, pos - 1)
        partition_responses__error_message: str | None
        if not n_partition_responses__error_message:
            partition_responses__error_message = None
        else:
            end = pos + n_partition_responses__error_message - 1
            if end > data_end:
                raise rt.Malformed
            partition_responses__error_message = data[pos:end].decode()
            pos = end
        partition_responses__tag_count = data[pos]
        pos += 1
        partition_responses__unknown: rt.Tags = ()
        if partition_responses__tag_count:
            partition_responses__unknown, pos = rt.read_unknown_tags(data, pos - 1, (0,))
        e_partition_responses = _new(PartitionProduceResponse)
        e_partition_responses.index = partition_responses__index
        e_partition_responses.error_code = partition_responses__error_code
        e_partition_responses.base_offset = partition_responses__base_offset
        e_partition_responses.log_append_time_ms = partition_responses__log_append_time_ms
        e_partition_responses.log_start_offset = partition_responses__log_start_offset
        e_partition_responses.record_errors = partition_responses__record_errors
        e_partition_responses.error_message = partition_responses__error_message
        e_partition_responses.current_leader = LeaderIdAndEpoch()
        e_partition_responses.unknown_tagged_fields = partition_responses__unknown
        items_partition_responses.append(e_partition_responses)
    partition_responses = items_partition_responses
    tag_count = data[pos]
    pos += 1
    unknown: rt.Tags = ()
    if tag_count:
        unknown, pos = rt.read_unknown_tags(data, pos - 1)
    obj = _new(TopicProduceResponse)
    obj.name = name
    obj.topic_id = rt.ZERO_UUID
    obj.partition_responses = partition_responses
    obj.unknown_tagged_fields = unknown
    return obj, pos


def _decode_TopicProduceResponse_v10(data: bytes, pos: int) -> tuple[TopicProduceResponse, int]:
    """Decode TopicProduceResponse, versions 10, 11, 12."""
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
    n_partition_responses = data[pos]
    pos += 1
    if n_partition_responses > 127:
        n_partition_responses, pos = rt.read_uvarint(data, pos - 1)
    n_partition_responses -= 1
    if n_partition_responses < 0:
        raise rt.Malformed
    if n_partition_responses > data_end - pos:
        raise rt.Malformed
    items_partition_responses: list[PartitionProduceResponse] = []
    for _ in range(n_partition_responses):
        (
            partition_responses__index,
            partition_responses__error_code,
            partition_responses__base_offset,
            partition_responses__log_append_time_ms,
            partition_responses__log_start_offset,
            n_partition_responses__record_errors,
        ) = _S_ihqqqB.unpack_from(data, pos)
        pos += 31
        if n_partition_responses__record_errors > 127:
            n_partition_responses__record_errors, pos = rt.read_uvarint(data, pos - 1)
        n_partition_responses__record_errors -= 1
        if n_partition_responses__record_errors < 0:
            raise rt.Malformed
        if n_partition_responses__record_errors > data_end - pos:
            raise rt.Malformed
        items_partition_responses__record_errors: list[BatchIndexAndErrorMessage] = []
        for _ in range(n_partition_responses__record_errors):
            e_partition_responses__record_errors, pos = _decode_BatchIndexAndErrorMessage_v9(
                data, pos
            )
            items_partition_responses__record_errors.append(e_partition_responses__record_errors)
        partition_responses__record_errors = items_partition_responses__record_errors
        n_partition_responses__error_message = data[pos]
        pos += 1
        if n_partition_responses__error_message > 127:
            n_partition_responses__error_message, pos = rt.read_string_length(data, pos - 1)
        partition_responses__error_message: str | None
        if not n_partition_responses__error_message:
            partition_responses__error_message = None
        else:
            end = pos + n_partition_responses__error_message - 1
            if end > data_end:
                raise rt.Malformed
            partition_responses__error_message = data[pos:end].decode()
            pos = end
        partition_responses__current_leader: LeaderIdAndEpoch
        partition_responses__current_leader = LeaderIdAndEpoch()
        partition_responses__unknown: rt.Tags = ()
        if data[pos]:
            partition_responses__unknown_list: list[tuple[int, bytes]] = []
            partition_responses__count, pos = rt.read_uvarint(data, pos)
            partition_responses__last_tag = -1
            for _ in range(partition_responses__count):
                partition_responses__tag, pos = rt.read_uvarint(data, pos)
                if (
                    partition_responses__tag <= partition_responses__last_tag
                    or partition_responses__tag > rt.TAG_LIMIT
                ):
                    raise rt.Malformed
                partition_responses__last_tag = partition_responses__tag
                partition_responses__size, pos = rt.read_uvarint(data, pos)
                partition_responses__end_tag = pos + partition_responses__size
                if partition_responses__end_tag > data_end:
                    raise rt.Malformed
                if partition_responses__tag == 0:
                    partition_responses__current_leader, pos = _decode_LeaderIdAndEpoch_v10(
                        data, pos
                    )
                    if not (partition_responses__current_leader != LeaderIdAndEpoch()):
                        partition_responses__unknown_list.append(
                            (
                                partition_responses__tag,
                                data[
                                    partition_responses__end_tag
                                    - partition_responses__size : partition_responses__end_tag
                                ],
                            )
                        )
                else:
                    partition_responses__unknown_list.append(
                        (partition_responses__tag, data[pos:partition_responses__end_tag])
                    )
                    pos = partition_responses__end_tag
                if pos != partition_responses__end_tag:
                    raise rt.Malformed
            partition_responses__unknown = tuple(partition_responses__unknown_list)
        else:
            pos += 1
        e_partition_responses = _new(PartitionProduceResponse)
        e_partition_responses.index = partition_responses__index
        e_partition_responses.error_code = partition_responses__error_code
        e_partition_responses.base_offset = partition_responses__base_offset
        e_partition_responses.log_append_time_ms = partition_responses__log_append_time_ms
        e_partition_responses.log_start_offset = partition_responses__log_start_offset
        e_partition_responses.record_errors = partition_responses__record_errors
        e_partition_responses.error_message = partition_responses__error_message
        e_partition_responses.current_leader = partition_responses__current_leader
        e_partition_responses.unknown_tagged_fields = partition_responses__unknown
        items_partition_responses.append(e_partition_responses)
    partition_responses = items_partition_responses
    tag_count = data[pos]
    pos += 1
    unknown: rt.Tags = ()
    if tag_count:
        unknown, pos = rt.read_unknown_tags(data, pos - 1)
    obj = _new(TopicProduceResponse)
    obj.name = name
    obj.topic_id = rt.ZERO_UUID
    obj.partition_responses = partition_responses
    obj.unknown_tagged_fields = unknown
    return obj, pos


def _decode_TopicProduceResponse_v13(data: bytes, pos: int) -> tuple[TopicProduceResponse, int]:
    """Decode TopicProduceResponse, version 13."""
    data_end = len(data)
    (topic_id_raw,) = _S_u.unpack_from(data, pos)
    pos += 16
    topic_id = UUID(bytes=topic_id_raw)
    n_partition_responses = data[pos]
    pos += 1
    if n_partition_responses > 127:
        n_partition_responses, pos = rt.read_uvarint(data, pos - 1)
    n_partition_responses -= 1
    if n_partition_responses < 0:
        raise rt.Malformed
    if n_partition_responses > data_end - pos:
        raise rt.Malformed
    items_partition_responses: list[PartitionProduceResponse] = []
    for _ in range(n_partition_responses):
        (
            partition_responses__index,
            partition_responses__error_code,
            partition_responses__base_offset,
            partition_responses__log_append_time_ms,
            partition_responses__log_start_offset,
            n_partition_responses__record_errors,
        ) = _S_ihqqqB.unpack_from(data, pos)
        pos += 31
        if n_partition_responses__record_errors > 127:
            n_partition_responses__record_errors, pos = rt.read_uvarint(data, pos - 1)
        n_partition_responses__record_errors -= 1
        if n_partition_responses__record_errors < 0:
            raise rt.Malformed
        if n_partition_responses__record_errors > data_end - pos:
            raise rt.Malformed
        items_partition_responses__record_errors: list[BatchIndexAndErrorMessage] = []
        for _ in range(n_partition_responses__record_errors):
            e_partition_responses__record_errors, pos = _decode_BatchIndexAndErrorMessage_v9(
                data, pos
            )
            items_partition_responses__record_errors.append(e_partition_responses__record_errors)
        partition_responses__record_errors = items_partition_responses__record_errors
        n_partition_responses__error_message = data[pos]
        pos += 1
        if n_partition_responses__error_message > 127:
            n_partition_responses__error_message, pos = rt.read_string_length(data, pos - 1)
        partition_responses__error_message: str | None
        if not n_partition_responses__error_message:
            partition_responses__error_message = None
        else:
            end = pos + n_partition_responses__error_message - 1
            if end > data_end:
                raise rt.Malformed
            partition_responses__error_message = data[pos:end].decode()
            pos = end
        partition_responses__current_leader: LeaderIdAndEpoch
        partition_responses__current_leader = LeaderIdAndEpoch()
        partition_responses__unknown: rt.Tags = ()
        if data[pos]:
            partition_responses__unknown_list: list[tuple[int, bytes]] = []
            partition_responses__count, pos = rt.read_uvarint(data, pos)
            partition_responses__last_tag = -1
            for _ in range(partition_responses__count):
                partition_responses__tag, pos = rt.read_uvarint(data, pos)
                if (
                    partition_responses__tag <= partition_responses__last_tag
                    or partition_responses__tag > rt.TAG_LIMIT
                ):
                    raise rt.Malformed
                partition_responses__last_tag = partition_responses__tag
                partition_responses__size, pos = rt.read_uvarint(data, pos)
                partition_responses__end_tag = pos + partition_responses__size
                if partition_responses__end_tag > data_end:
                    raise rt.Malformed
                if partition_responses__tag == 0:
                    partition_responses__current_leader, pos = _decode_LeaderIdAndEpoch_v10(
                        data, pos
                    )
                    if not (partition_responses__current_leader != LeaderIdAndEpoch()):
                        partition_responses__unknown_list.append(
                            (
                                partition_responses__tag,
                                data[
                                    partition_responses__end_tag
                                    - partition_responses__size : partition_responses__end_tag
                                ],
                            )
                        )
                else:
                    partition_responses__unknown_list.append(
                        (partition_responses__tag, data[pos:partition_responses__end_tag])
                    )
                    pos = partition_responses__end_tag
                if pos != partition_responses__end_tag:
                    raise rt.Malformed
            partition_responses__unknown = tuple(partition_responses__unknown_list)
        else:
            pos += 1
        e_partition_responses = _new(PartitionProduceResponse)
        e_partition_responses.index = partition_responses__index
        e_partition_responses.error_code = partition_responses__error_code
        e_partition_responses.base_offset = partition_responses__base_offset
        e_partition_responses.log_append_time_ms = partition_responses__log_append_time_ms
        e_partition_responses.log_start_offset = partition_responses__log_start_offset
        e_partition_responses.record_errors = partition_responses__record_errors
        e_partition_responses.error_message = partition_responses__error_message
        e_partition_responses.current_leader = partition_responses__current_leader
        e_partition_responses.unknown_tagged_fields = partition_responses__unknown
        items_partition_responses.append(e_partition_responses)
    partition_responses = items_partition_responses
    tag_count = data[pos]
    pos += 1
    unknown: rt.Tags = ()
    if tag_count:
        unknown, pos = rt.read_unknown_tags(data, pos - 1)
    obj = _new(TopicProduceResponse)
    obj.name = ""
    obj.topic_id = topic_id
    obj.partition_responses = partition_responses
    obj.unknown_tagged_fields = unknown
    return obj, pos


def _encode_TopicProduceResponse_v0(obj: TopicProduceResponse, out: bytearray) -> None:
    """Encode TopicProduceResponse, versions 0, 1."""
    b_name = obj.name.encode()
    out += _S_h.pack(len(b_name))
    out += b_name
    a_partition_responses = obj.partition_responses
    out += _S_i.pack(len(a_partition_responses))
    for e_partition_responses in a_partition_responses:
        if e_partition_responses.current_leader != LeaderIdAndEpoch():
            raise rt.Malformed
        out += _S_ihq.pack(
            e_partition_responses.index,
            e_partition_responses.error_code,
            e_partition_responses.base_offset,
        )
        if e_partition_responses.unknown_tagged_fields:
            raise rt.Malformed
    if obj.unknown_tagged_fields:
        raise rt.Malformed


def _encode_TopicProduceResponse_v2(obj: TopicProduceResponse, out: bytearray) -> None:
    """Encode TopicProduceResponse, versions 2, 3, 4."""
    b_name = obj.name.encode()
    out += _S_h.pack(len(b_name))
    out += b_name
    a_partition_responses = obj.partition_responses
    out += _S_i.pack(len(a_partition_responses))
    for e_partition_responses in a_partition_responses:
        if e_partition_responses.current_leader != LeaderIdAndEpoch():
            raise rt.Malformed
        out += _S_ihqq.pack(
            e_partition_responses.index,
            e_partition_responses.error_code,
            e_partition_responses.base_offset,
            e_partition_responses.log_append_time_ms,
        )
        if e_partition_responses.unknown_tagged_fields:
            raise rt.Malformed
    if obj.unknown_tagged_fields:
        raise rt.Malformed


def _encode_TopicProduceResponse_v5(obj: TopicProduceResponse, out: bytearray) -> None:
    """Encode TopicProduceResponse, versions 5, 6, 7."""
    b_name = obj.name.encode()
    out += _S_h.pack(len(b_name))
    out += b_name
    a_partition_responses = obj.partition_responses
    out += _S_i.pack(len(a_partition_responses))
    for e_partition_responses in a_partition_responses:
        if e_partition_responses.current_leader != LeaderIdAndEpoch():
            raise rt.Malformed
        out += _S_ihqqq.pack(
            e_partition_responses.index,
            e_partition_responses.error_code,
            e_partition_responses.base_offset,
            e_partition_responses.log_append_time_ms,
            e_partition_responses.log_start_offset,
        )
        if e_partition_responses.unknown_tagged_fields:
            raise rt.Malformed
    if obj.unknown_tagged_fields:
        raise rt.Malformed


def _encode_TopicProduceResponse_v8(obj: TopicProduceResponse, out: bytearray) -> None:
    """Encode TopicProduceResponse, version 8."""
    b_name = obj.name.encode()
    out += _S_h.pack(len(b_name))
    out += b_name
    a_partition_responses = obj.partition_responses
    out += _S_i.pack(len(a_partition_responses))
    for e_partition_responses in a_partition_responses:
        if e_partition_responses.current_leader != LeaderIdAndEpoch():
            raise rt.Malformed
        a_partition_responses__record_errors = e_partition_responses.record_errors
        out += _S_ihqqqi.pack(
            e_partition_responses.index,
            e_partition_responses.error_code,
            e_partition_responses.base_offset,
            e_partition_responses.log_append_time_ms,
            e_partition_responses.log_start_offset,
            len(a_partition_responses__record_errors),
        )
        for e_partition_responses__record_errors in a_partition_responses__record_errors:
            s_partition_responses__record_errors__batch_index_error_message = (
                e_partition_responses__record_errors.batch_index_error_message
            )
            b_partition_responses__record_errors__batch_index_error_message = (
                None
                if s_partition_responses__record_errors__batch_index_error_message is None
                else s_partition_responses__record_errors__batch_index_error_message.encode()
            )
            out += _S_ih.pack(
                e_partition_responses__record_errors.batch_index,
                -1
                if b_partition_responses__record_errors__batch_index_error_message is None
                else len(b_partition_responses__record_errors__batch_index_error_message),
            )
            if b_partition_responses__record_errors__batch_index_error_message is not None:
                out += b_partition_responses__record_errors__batch_index_error_message
            if e_partition_responses__record_errors.unknown_tagged_fields:
                raise rt.Malformed
        s_partition_responses__error_message = e_partition_responses.error_message
        b_partition_responses__error_message = (
            None
            if s_partition_responses__error_message is None
            else s_partition_responses__error_message.encode()
        )
        out += _S_h.pack(
            -1
            if b_partition_responses__error_message is None
            else len(b_partition_responses__error_message)
        )
        if b_partition_responses__error_message is not None:
            out += b_partition_responses__error_message
        if e_partition_responses.unknown_tagged_fields:
            raise rt.Malformed
    if obj.unknown_tagged_fields:
        raise rt.Malformed


def _encode_TopicProduceResponse_v9(obj: TopicProduceResponse, out: bytearray) -> None:
    """Encode TopicProduceResponse, version 9."""
    append = out.append
    b_name = obj.name.encode()
    n = len(b_name) + 1
    if n < 128:
        append(n)
    else:
        out += rt.string_length(n)
    out += b_name
    a_partition_responses = obj.partition_responses
    n = len(a_partition_responses) + 1
    if n < 128:
        append(n)
    else:
        out += rt.uvarint(n)
    for e_partition_responses in a_partition_responses:
        if e_partition_responses.current_leader != LeaderIdAndEpoch():
            raise rt.Malformed
        out += _S_ihqqq.pack(
            e_partition_responses.index,
            e_partition_responses.error_code,
            e_partition_responses.base_offset,
            e_partition_responses.log_append_time_ms,
            e_partition_responses.log_start_offset,
        )
        a_partition_responses__record_errors = e_partition_responses.record_errors
        n = len(a_partition_responses__record_errors) + 1
        if n < 128:
            append(n)
        else:
            out += rt.uvarint(n)
        for e_partition_responses__record_errors in a_partition_responses__record_errors:
            out += _S_i.pack(e_partition_responses__record_errors.batch_index)
            s_partition_responses__record_errors__batch_index_error_message = (
                e_partition_responses__record_errors.batch_index_error_message
            )
            if s_partition_responses__record_errors__batch_index_error_message is None:
                append(0)
            else:
                b_partition_responses__record_errors__batch_index_error_message = (
                    s_partition_responses__record_errors__batch_index_error_message.encode()
                )
                n = len(b_partition_responses__record_errors__batch_index_error_message) + 1
                if n < 128:
                    append(n)
                else:
                    out += rt.string_length(n)
                out += b_partition_responses__record_errors__batch_index_error_message
            if e_partition_responses__record_errors.unknown_tagged_fields:
                rt.write_tags(out, (), e_partition_responses__record_errors.unknown_tagged_fields)
            else:
                append(0)
        s_partition_responses__error_message = e_partition_responses.error_message
        if s_partition_responses__error_message is None:
            append(0)
        else:
            b_partition_responses__error_message = s_partition_responses__error_message.encode()
            n = len(b_partition_responses__error_message) + 1
            if n < 128:
                append(n)
            else:
                out += rt.string_length(n)
            out += b_partition_responses__error_message
        if e_partition_responses.unknown_tagged_fields:
            rt.write_tags(out, (), e_partition_responses.unknown_tagged_fields, (), (0,))
        else:
            append(0)
    if obj.unknown_tagged_fields:
        rt.write_tags(out, (), obj.unknown_tagged_fields)
    else:
        append(0)


def _encode_TopicProduceResponse_v10(obj: TopicProduceResponse, out: bytearray) -> None:
    """Encode TopicProduceResponse, versions 10, 11, 12."""
    append = out.append
    b_name = obj.name.encode()
    n = len(b_name) + 1
    if n < 128:
        append(n)
    else:
        out += rt.string_length(n)
    out += b_name
    a_partition_responses = obj.partition_responses
    n = len(a_partition_responses) + 1
    if n < 128:
        append(n)
    else:
        out += rt.uvarint(n)
    for e_partition_responses in a_partition_responses:
        out += _S_ihqqq.pack(
            e_partition_responses.index,
            e_partition_responses.error_code,
            e_partition_responses.base_offset,
            e_partition_responses.log_append_time_ms,
            e_partition_responses.log_start_offset,
        )
        a_partition_responses__record_errors = e_partition_responses.record_errors
        n = len(a_partition_responses__record_errors) + 1
        if n < 128:
            append(n)
        else:
            out += rt.uvarint(n)
        for e_partition_responses__record_errors in a_partition_responses__record_errors:
            out += _S_i.pack(e_partition_responses__record_errors.batch_index)
            s_partition_responses__record_errors__batch_index_error_message = (
                e_partition_responses__record_errors.batch_index_error_message
            )
            if s_partition_responses__record_errors__batch_index_error_message is None:
                append(0)
            else:
                b_partition_responses__record_errors__batch_index_error_message = (
                    s_partition_responses__record_errors__batch_index_error_message.encode()
                )
                n = len(b_partition_responses__record_errors__batch_index_error_message) + 1
                if n < 128:
                    append(n)
                else:
                    out += rt.string_length(n)
                out += b_partition_responses__record_errors__batch_index_error_message
            if e_partition_responses__record_errors.unknown_tagged_fields:
                rt.write_tags(out, (), e_partition_responses__record_errors.unknown_tagged_fields)
            else:
                append(0)
        s_partition_responses__error_message = e_partition_responses.error_message
        if s_partition_responses__error_message is None:
            append(0)
        else:
            b_partition_responses__error_message = s_partition_responses__error_message.encode()
            n = len(b_partition_responses__error_message) + 1
            if n < 128:
                append(n)
            else:
                out += rt.string_length(n)
            out += b_partition_responses__error_message
        partition_responses__tags: list[tuple[int, bytes]] = []
        partition_responses__sub: bytearray
        if e_partition_responses.current_leader != LeaderIdAndEpoch():
            partition_responses__sub = bytearray()
            _encode_LeaderIdAndEpoch_v10(
                e_partition_responses.current_leader, partition_responses__sub
            )
            partition_responses__tags.append((0, bytes(partition_responses__sub)))
        rt.write_tags(
            out, partition_responses__tags, e_partition_responses.unknown_tagged_fields, (0,)
        )
    if obj.unknown_tagged_fields:
        rt.write_tags(out, (), obj.unknown_tagged_fields)
    else:
        append(0)


def _encode_TopicProduceResponse_v13(obj: TopicProduceResponse, out: bytearray) -> None:
    """Encode TopicProduceResponse, version 13."""
    append = out.append
    out += _S_u.pack(obj.topic_id.bytes)
    a_partition_responses = obj.partition_responses
    n = len(a_partition_responses) + 1
    if n < 128:
        append(n)
    else:
        out += rt.uvarint(n)
    for e_partition_responses in a_partition_responses:
        out += _S_ihqqq.pack(
            e_partition_responses.index,
            e_partition_responses.error_code,
            e_partition_responses.base_offset,
            e_partition_responses.log_append_time_ms,
            e_partition_responses.log_start_offset,
        )
        a_partition_responses__record_errors = e_partition_responses.record_errors
        n = len(a_partition_responses__record_errors) + 1
        if n < 128:
            append(n)
        else:
            out += rt.uvarint(n)
        for e_partition_responses__record_errors in a_partition_responses__record_errors:
            out += _S_i.pack(e_partition_responses__record_errors.batch_index)
            s_partition_responses__record_errors__batch_index_error_message = (
                e_partition_responses__record_errors.batch_index_error_message
            )
            if s_partition_responses__record_errors__batch_index_error_message is None:
                append(0)
            else:
                b_partition_responses__record_errors__batch_index_error_message = (
                    s_partition_responses__record_errors__batch_index_error_message.encode()
                )
                n = len(b_partition_responses__record_errors__batch_index_error_message) + 1
                if n < 128:
                    append(n)
                else:
                    out += rt.string_length(n)
                out += b_partition_responses__record_errors__batch_index_error_message
            if e_partition_responses__record_errors.unknown_tagged_fields:
                rt.write_tags(out, (), e_partition_responses__record_errors.unknown_tagged_fields)
            else:
                append(0)
        s_partition_responses__error_message = e_partition_responses.error_message
        if s_partition_responses__error_message is None:
            append(0)
        else:
            b_partition_responses__error_message = s_partition_responses__error_message.encode()
            n = len(b_partition_responses__error_message) + 1
            if n < 128:
                append(n)
            else:
                out += rt.string_length(n)
            out += b_partition_responses__error_message
        partition_responses__tags: list[tuple[int, bytes]] = []
        partition_responses__sub: bytearray
        if e_partition_responses.current_leader != LeaderIdAndEpoch():
            partition_responses__sub = bytearray()
            _encode_LeaderIdAndEpoch_v10(
                e_partition_responses.current_leader, partition_responses__sub
            )
            partition_responses__tags.append((0, bytes(partition_responses__sub)))
        rt.write_tags(
            out, partition_responses__tags, e_partition_responses.unknown_tagged_fields, (0,)
        )
    if obj.unknown_tagged_fields:
        rt.write_tags(out, (), obj.unknown_tagged_fields)
    else:
        append(0)


def _decode_NodeEndpoint_v10(data: bytes, pos: int) -> tuple[NodeEndpoint, int]:
    """Decode NodeEndpoint, versions 10, 11, 12, 13."""
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


def _encode_NodeEndpoint_v10(obj: NodeEndpoint, out: bytearray) -> None:
    """Encode NodeEndpoint, versions 10, 11, 12, 13."""
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


def _decode_ProduceResponse_v0(data: bytes, pos: int) -> tuple[ProduceResponse, int]:
    """Decode ProduceResponse, version 0."""
    data_end = len(data)
    (n_responses,) = _S_i.unpack_from(data, pos)
    pos += 4
    if n_responses < 0:
        raise rt.Malformed
    if n_responses > data_end - pos:
        raise rt.Malformed
    items_responses: list[TopicProduceResponse] = []
    for _ in range(n_responses):
        (n_responses__name,) = _S_h.unpack_from(data, pos)
        pos += 2
        end = pos + n_responses__name
        if n_responses__name < 0 or end > data_end:
            raise rt.Malformed
        responses__name = data[pos:end].decode()
        pos = end
        (n_responses__partition_responses,) = _S_i.unpack_from(data, pos)
        pos += 4
        if n_responses__partition_responses < 0:
            raise rt.Malformed
        if n_responses__partition_responses > data_end - pos:
            raise rt.Malformed
        items_responses__partition_responses: list[PartitionProduceResponse] = []
        for _ in range(n_responses__partition_responses):
            e_responses__partition_responses, pos = _decode_PartitionProduceResponse_v0(data, pos)
            items_responses__partition_responses.append(e_responses__partition_responses)
        responses__partition_responses = items_responses__partition_responses
        e_responses = _new(TopicProduceResponse)
        e_responses.name = responses__name
        e_responses.topic_id = rt.ZERO_UUID
        e_responses.partition_responses = responses__partition_responses
        e_responses.unknown_tagged_fields = ()
        items_responses.append(e_responses)
    responses = items_responses
    obj = _new(ProduceResponse)
    obj.responses = responses
    obj.throttle_time_ms = 0
    obj.node_endpoints = []
    obj.unknown_tagged_fields = ()
    return obj, pos


def _decode_ProduceResponse_v1(data: bytes, pos: int) -> tuple[ProduceResponse, int]:
    """Decode ProduceResponse, version 1."""
    data_end = len(data)
    (n_responses,) = _S_i.unpack_from(data, pos)
    pos += 4
    if n_responses < 0:
        raise rt.Malformed
    if n_responses > data_end - pos:
        raise rt.Malformed
    items_responses: list[TopicProduceResponse] = []
    for _ in range(n_responses):
        (n_responses__name,) = _S_h.unpack_from(data, pos)
        pos += 2
        end = pos + n_responses__name
        if n_responses__name < 0 or end > data_end:
            raise rt.Malformed
        responses__name = data[pos:end].decode()
        pos = end
        (n_responses__partition_responses,) = _S_i.unpack_from(data, pos)
        pos += 4
        if n_responses__partition_responses < 0:
            raise rt.Malformed
        if n_responses__partition_responses > data_end - pos:
            raise rt.Malformed
        items_responses__partition_responses: list[PartitionProduceResponse] = []
        for _ in range(n_responses__partition_responses):
            e_responses__partition_responses, pos = _decode_PartitionProduceResponse_v0(data, pos)
            items_responses__partition_responses.append(e_responses__partition_responses)
        responses__partition_responses = items_responses__partition_responses
        e_responses = _new(TopicProduceResponse)
        e_responses.name = responses__name
        e_responses.topic_id = rt.ZERO_UUID
        e_responses.partition_responses = responses__partition_responses
        e_responses.unknown_tagged_fields = ()
        items_responses.append(e_responses)
    responses = items_responses
    (throttle_time_ms,) = _S_i.unpack_from(data, pos)
    pos += 4
    obj = _new(ProduceResponse)
    obj.responses = responses
    obj.throttle_time_ms = throttle_time_ms
    obj.node_endpoints = []
    obj.unknown_tagged_fields = ()
    return obj, pos


def _decode_ProduceResponse_v2(data: bytes, pos: int) -> tuple[ProduceResponse, int]:
    """Decode ProduceResponse, versions 2, 3, 4."""
    data_end = len(data)
    (n_responses,) = _S_i.unpack_from(data, pos)
    pos += 4
    if n_responses < 0:
        raise rt.Malformed
    if n_responses > data_end - pos:
        raise rt.Malformed
    items_responses: list[TopicProduceResponse] = []
    for _ in range(n_responses):
        (n_responses__name,) = _S_h.unpack_from(data, pos)
        pos += 2
        end = pos + n_responses__name
        if n_responses__name < 0 or end > data_end:
            raise rt.Malformed
        responses__name = data[pos:end].decode()
        pos = end
        (n_responses__partition_responses,) = _S_i.unpack_from(data, pos)
        pos += 4
        if n_responses__partition_responses < 0:
            raise rt.Malformed
        if n_responses__partition_responses > data_end - pos:
            raise rt.Malformed
        items_responses__partition_responses: list[PartitionProduceResponse] = []
        for _ in range(n_responses__partition_responses):
            e_responses__partition_responses, pos = _decode_PartitionProduceResponse_v2(data, pos)
            items_responses__partition_responses.append(e_responses__partition_responses)
        responses__partition_responses = items_responses__partition_responses
        e_responses = _new(TopicProduceResponse)
        e_responses.name = responses__name
        e_responses.topic_id = rt.ZERO_UUID
        e_responses.partition_responses = responses__partition_responses
        e_responses.unknown_tagged_fields = ()
        items_responses.append(e_responses)
    responses = items_responses
    (throttle_time_ms,) = _S_i.unpack_from(data, pos)
    pos += 4
    obj = _new(ProduceResponse)
    obj.responses = responses
    obj.throttle_time_ms = throttle_time_ms
    obj.node_endpoints = []
    obj.unknown_tagged_fields = ()
    return obj, pos


def _decode_ProduceResponse_v5(data: bytes, pos: int) -> tuple[ProduceResponse, int]:
    """Decode ProduceResponse, versions 5, 6, 7."""
    data_end = len(data)
    (n_responses,) = _S_i.unpack_from(data, pos)
    pos += 4
    if n_responses < 0:
        raise rt.Malformed
    if n_responses > data_end - pos:
        raise rt.Malformed
    items_responses: list[TopicProduceResponse] = []
    for _ in range(n_responses):
        (n_responses__name,) = _S_h.unpack_from(data, pos)
        pos += 2
        end = pos + n_responses__name
        if n_responses__name < 0 or end > data_end:
            raise rt.Malformed
        responses__name = data[pos:end].decode()
        pos = end
        (n_responses__partition_responses,) = _S_i.unpack_from(data, pos)
        pos += 4
        if n_responses__partition_responses < 0:
            raise rt.Malformed
        if n_responses__partition_responses > data_end - pos:
            raise rt.Malformed
        items_responses__partition_responses: list[PartitionProduceResponse] = []
        for _ in range(n_responses__partition_responses):
            e_responses__partition_responses, pos = _decode_PartitionProduceResponse_v5(data, pos)
            items_responses__partition_responses.append(e_responses__partition_responses)
        responses__partition_responses = items_responses__partition_responses
        e_responses = _new(TopicProduceResponse)
        e_responses.name = responses__name
        e_responses.topic_id = rt.ZERO_UUID
        e_responses.partition_responses = responses__partition_responses
        e_responses.unknown_tagged_fields = ()
        items_responses.append(e_responses)
    responses = items_responses
    (throttle_time_ms,) = _S_i.unpack_from(data, pos)
    pos += 4
    obj = _new(ProduceResponse)
    obj.responses = responses
    obj.throttle_time_ms = throttle_time_ms
    obj.node_endpoints = []
    obj.unknown_tagged_fields = ()
    return obj, pos


def _decode_ProduceResponse_v8(data: bytes, pos: int) -> tuple[ProduceResponse, int]:
    """Decode ProduceResponse, version 8."""
    data_end = len(data)
    (n_responses,) = _S_i.unpack_from(data, pos)
    pos += 4
    if n_responses < 0:
        raise rt.Malformed
    if n_responses > data_end - pos:
        raise rt.Malformed
    items_responses: list[TopicProduceResponse] = []
    for _ in range(n_responses):
        (n_responses__name,) = _S_h.unpack_from(data, pos)
        pos += 2
        end = pos + n_responses__name
        if n_responses__name < 0 or end > data_end:
            raise rt.Malformed
        responses__name = data[pos:end].decode()
        pos = end
        (n_responses__partition_responses,) = _S_i.unpack_from(data, pos)
        pos += 4
        if n_responses__partition_responses < 0:
            raise rt.Malformed
        if n_responses__partition_responses > data_end - pos:
            raise rt.Malformed
        items_responses__partition_responses: list[PartitionProduceResponse] = []
        for _ in range(n_responses__partition_responses):
            e_responses__partition_responses, pos = _decode_PartitionProduceResponse_v8(data, pos)
            items_responses__partition_responses.append(e_responses__partition_responses)
        responses__partition_responses = items_responses__partition_responses
        e_responses = _new(TopicProduceResponse)
        e_responses.name = responses__name
        e_responses.topic_id = rt.ZERO_UUID
        e_responses.partition_responses = responses__partition_responses
        e_responses.unknown_tagged_fields = ()
        items_responses.append(e_responses)
    responses = items_responses
    (throttle_time_ms,) = _S_i.unpack_from(data, pos)
    pos += 4
    obj = _new(ProduceResponse)
    obj.responses = responses
    obj.throttle_time_ms = throttle_time_ms
    obj.node_endpoints = []
    obj.unknown_tagged_fields = ()
    return obj, pos


def _decode_ProduceResponse_v9(data: bytes, pos: int) -> tuple[ProduceResponse, int]:
    """Decode ProduceResponse, version 9."""
    data_end = len(data)
    n_responses = data[pos]
    pos += 1
    if n_responses > 127:
        n_responses, pos = rt.read_uvarint(data, pos - 1)
    n_responses -= 1
    if n_responses < 0:
        raise rt.Malformed
    if n_responses > data_end - pos:
        raise rt.Malformed
    items_responses: list[TopicProduceResponse] = []
    for _ in range(n_responses):
        n_responses__name = data[pos]
        pos += 1
        if n_responses__name > 127:
            n_responses__name, pos = rt.read_string_length(data, pos - 1)
        end = pos + n_responses__name - 1
        if not n_responses__name or end > data_end:
            raise rt.Malformed
        responses__name = data[pos:end].decode()
        pos = end
        n_responses__partition_responses = data[pos]
        pos += 1
        if n_responses__partition_responses > 127:
            n_responses__partition_responses, pos = rt.read_uvarint(data, pos - 1)
        n_responses__partition_responses -= 1
        if n_responses__partition_responses < 0:
            raise rt.Malformed
        if n_responses__partition_responses > data_end - pos:
            raise rt.Malformed
        items_responses__partition_responses: list[PartitionProduceResponse] = []
        for _ in range(n_responses__partition_responses):
            e_responses__partition_responses, pos = _decode_PartitionProduceResponse_v9(data, pos)
            items_responses__partition_responses.append(e_responses__partition_responses)
        responses__partition_responses = items_responses__partition_responses
        responses__tag_count = data[pos]
        pos += 1
        responses__unknown: rt.Tags = ()
        if responses__tag_count:
            responses__unknown, pos = rt.read_unknown_tags(data, pos - 1)
        e_responses = _new(TopicProduceResponse)
        e_responses.name = responses__name
        e_responses.topic_id = rt.ZERO_UUID
        e_responses.partition_responses = responses__partition_responses
        e_responses.unknown_tagged_fields = responses__unknown
        items_responses.append(e_responses)
    responses = items_responses
    throttle_time_ms, tag_count = _S_iB.unpack_from(data, pos)
    pos += 5
    unknown: rt.Tags = ()
    if tag_count:
        unknown, pos = rt.read_unknown_tags(data, pos - 1, (0,))
    obj = _new(ProduceResponse)
    obj.responses = responses
    obj.throttle_time_ms = throttle_time_ms
    obj.node_endpoints = []
    obj.unknown_tagged_fields = unknown
    return obj, pos


def _decode_ProduceResponse_v10(data: bytes, pos: int) -> tuple[ProduceResponse, int]:
    """Decode ProduceResponse, versions 10, 11, 12."""
    data_end = len(data)
    n_responses = data[pos]
    pos += 1
    if n_responses > 127:
        n_responses, pos = rt.read_uvarint(data, pos - 1)
    n_responses -= 1
    if n_responses < 0:
        raise rt.Malformed
    if n_responses > data_end - pos:
        raise rt.Malformed
    items_responses: list[TopicProduceResponse] = []
    for _ in range(n_responses):
        n_responses__name = data[pos]
        pos += 1
        if n_responses__name > 127:
            n_responses__name, pos = rt.read_string_length(data, pos - 1)
        end = pos + n_responses__name - 1
        if not n_responses__name or end > data_end:
            raise rt.Malformed
        responses__name = data[pos:end].decode()
        pos = end
        n_responses__partition_responses = data[pos]
        pos += 1
        if n_responses__partition_responses > 127:
            n_responses__partition_responses, pos = rt.read_uvarint(data, pos - 1)
        n_responses__partition_responses -= 1
        if n_responses__partition_responses < 0:
            raise rt.Malformed
        if n_responses__partition_responses > data_end - pos:
            raise rt.Malformed
        items_responses__partition_responses: list[PartitionProduceResponse] = []
        for _ in range(n_responses__partition_responses):
            e_responses__partition_responses, pos = _decode_PartitionProduceResponse_v10(data, pos)
            items_responses__partition_responses.append(e_responses__partition_responses)
        responses__partition_responses = items_responses__partition_responses
        responses__tag_count = data[pos]
        pos += 1
        responses__unknown: rt.Tags = ()
        if responses__tag_count:
            responses__unknown, pos = rt.read_unknown_tags(data, pos - 1)
        e_responses = _new(TopicProduceResponse)
        e_responses.name = responses__name
        e_responses.topic_id = rt.ZERO_UUID
        e_responses.partition_responses = responses__partition_responses
        e_responses.unknown_tagged_fields = responses__unknown
        items_responses.append(e_responses)
    responses = items_responses
    (throttle_time_ms,) = _S_i.unpack_from(data, pos)
    pos += 4
    node_endpoints: list[NodeEndpoint]
    node_endpoints = []
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
                if not (node_endpoints != []):
                    unknown_list.append((tag, data[end_tag - size : end_tag]))
            else:
                unknown_list.append((tag, data[pos:end_tag]))
                pos = end_tag
            if pos != end_tag:
                raise rt.Malformed
        unknown = tuple(unknown_list)
    else:
        pos += 1
    obj = _new(ProduceResponse)
    obj.responses = responses
    obj.throttle_time_ms = throttle_time_ms
    obj.node_endpoints = node_endpoints
    obj.unknown_tagged_fields = unknown
    return obj, pos


def _decode_ProduceResponse_v13(data: bytes, pos: int) -> tuple[ProduceResponse, int]:
    """Decode ProduceResponse, version 13."""
    data_end = len(data)
    n_responses = data[pos]
    pos += 1
    if n_responses > 127:
        n_responses, pos = rt.read_uvarint(data, pos - 1)
    n_responses -= 1
    if n_responses < 0:
        raise rt.Malformed
    if n_responses > data_end - pos:
        raise rt.Malformed
    items_responses: list[TopicProduceResponse] = []
    for _ in range(n_responses):
        (responses__topic_id_raw,) = _S_u.unpack_from(data, pos)
        pos += 16
        responses__topic_id = UUID(bytes=responses__topic_id_raw)
        n_responses__partition_responses = data[pos]
        pos += 1
        if n_responses__partition_responses > 127:
            n_responses__partition_responses, pos = rt.read_uvarint(data, pos - 1)
        n_responses__partition_responses -= 1
        if n_responses__partition_responses < 0:
            raise rt.Malformed
        if n_responses__partition_responses > data_end - pos:
            raise rt.Malformed
        items_responses__partition_responses: list[PartitionProduceResponse] = []
        for _ in range(n_responses__partition_responses):
            e_responses__partition_responses, pos = _decode_PartitionProduceResponse_v10(data, pos)
            items_responses__partition_responses.append(e_responses__partition_responses)
        responses__partition_responses = items_responses__partition_responses
        responses__tag_count = data[pos]
        pos += 1
        responses__unknown: rt.Tags = ()
        if responses__tag_count:
            responses__unknown, pos = rt.read_unknown_tags(data, pos - 1)
        e_responses = _new(TopicProduceResponse)
        e_responses.name = ""
        e_responses.topic_id = responses__topic_id
        e_responses.partition_responses = responses__partition_responses
        e_responses.unknown_tagged_fields = responses__unknown
        items_responses.append(e_responses)
    responses = items_responses
    (throttle_time_ms,) = _S_i.unpack_from(data, pos)
    pos += 4
    node_endpoints: list[NodeEndpoint]
    node_endpoints = []
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
                if not (node_endpoints != []):
                    unknown_list.append((tag, data[end_tag - size : end_tag]))
            else:
                unknown_list.append((tag, data[pos:end_tag]))
                pos = end_tag
            if pos != end_tag:
                raise rt.Malformed
        unknown = tuple(unknown_list)
    else:
        pos += 1
    obj = _new(ProduceResponse)
    obj.responses = responses
    obj.throttle_time_ms = throttle_time_ms
    obj.node_endpoints = node_endpoints
    obj.unknown_tagged_fields = unknown
    return obj, pos


def _encode_ProduceResponse_v0(obj: ProduceResponse, out: bytearray) -> None:
    """Encode ProduceResponse, version 0."""
    if obj.node_endpoints != []:
        raise rt.Malformed
    a_responses = obj.responses
    out += _S_i.pack(len(a_responses))
    for e_responses in a_responses:
        b_responses__name = e_responses.name.encode()
        out += _S_h.pack(len(b_responses__name))
        out += b_responses__name
        a_responses__partition_responses = e_responses.partition_responses
        out += _S_i.pack(len(a_responses__partition_responses))
        for e_responses__partition_responses in a_responses__partition_responses:
            if e_responses__partition_responses.current_leader != LeaderIdAndEpoch():
                raise rt.Malformed
            out += _S_ihq.pack(
                e_responses__partition_responses.index,
                e_responses__partition_responses.error_code,
                e_responses__partition_responses.base_offset,
            )
            if e_responses__partition_responses.unknown_tagged_fields:
                raise rt.Malformed
        if e_responses.unknown_tagged_fields:
            raise rt.Malformed
    if obj.unknown_tagged_fields:
        raise rt.Malformed


def _encode_ProduceResponse_v1(obj: ProduceResponse, out: bytearray) -> None:
    """Encode ProduceResponse, version 1."""
    if obj.node_endpoints != []:
        raise rt.Malformed
    a_responses = obj.responses
    out += _S_i.pack(len(a_responses))
    for e_responses in a_responses:
        b_responses__name = e_responses.name.encode()
        out += _S_h.pack(len(b_responses__name))
        out += b_responses__name
        a_responses__partition_responses = e_responses.partition_responses
        out += _S_i.pack(len(a_responses__partition_responses))
        for e_responses__partition_responses in a_responses__partition_responses:
            if e_responses__partition_responses.current_leader != LeaderIdAndEpoch():
                raise rt.Malformed
            out += _S_ihq.pack(
                e_responses__partition_responses.index,
                e_responses__partition_responses.error_code,
                e_responses__partition_responses.base_offset,
            )
            if e_responses__partition_responses.unknown_tagged_fields:
                raise rt.Malformed
        if e_responses.unknown_tagged_fields:
            raise rt.Malformed
    out += _S_i.pack(obj.throttle_time_ms)
    if obj.unknown_tagged_fields:
        raise rt.Malformed


def _encode_ProduceResponse_v2(obj: ProduceResponse, out: bytearray) -> None:
    """Encode ProduceResponse, versions 2, 3, 4."""
    if obj.node_endpoints != []:
        raise rt.Malformed
    a_responses = obj.responses
    out += _S_i.pack(len(a_responses))
    for e_responses in a_responses:
        b_responses__name = e_responses.name.encode()
        out += _S_h.pack(len(b_responses__name))
        out += b_responses__name
        a_responses__partition_responses = e_responses.partition_responses
        out += _S_i.pack(len(a_responses__partition_responses))
        for e_responses__partition_responses in a_responses__partition_responses:
            if e_responses__partition_responses.current_leader != LeaderIdAndEpoch():
                raise rt.Malformed
            out += _S_ihqq.pack(
                e_responses__partition_responses.index,
                e_responses__partition_responses.error_code,
                e_responses__partition_responses.base_offset,
                e_responses__partition_responses.log_append_time_ms,
            )
            if e_responses__partition_responses.unknown_tagged_fields:
                raise rt.Malformed
        if e_responses.unknown_tagged_fields:
            raise rt.Malformed
    out += _S_i.pack(obj.throttle_time_ms)
    if obj.unknown_tagged_fields:
        raise rt.Malformed


def _encode_ProduceResponse_v5(obj: ProduceResponse, out: bytearray) -> None:
    """Encode ProduceResponse, versions 5, 6, 7."""
    if obj.node_endpoints != []:
        raise rt.Malformed
    a_responses = obj.responses
    out += _S_i.pack(len(a_responses))
    for e_responses in a_responses:
        b_responses__name = e_responses.name.encode()
        out += _S_h.pack(len(b_responses__name))
        out += b_responses__name
        a_responses__partition_responses = e_responses.partition_responses
        out += _S_i.pack(len(a_responses__partition_responses))
        for e_responses__partition_responses in a_responses__partition_responses:
            if e_responses__partition_responses.current_leader != LeaderIdAndEpoch():
                raise rt.Malformed
            out += _S_ihqqq.pack(
                e_responses__partition_responses.index,
                e_responses__partition_responses.error_code,
                e_responses__partition_responses.base_offset,
                e_responses__partition_responses.log_append_time_ms,
                e_responses__partition_responses.log_start_offset,
            )
            if e_responses__partition_responses.unknown_tagged_fields:
                raise rt.Malformed
        if e_responses.unknown_tagged_fields:
            raise rt.Malformed
    out += _S_i.pack(obj.throttle_time_ms)
    if obj.unknown_tagged_fields:
        raise rt.Malformed


def _encode_ProduceResponse_v8(obj: ProduceResponse, out: bytearray) -> None:
    """Encode ProduceResponse, version 8."""
    if obj.node_endpoints != []:
        raise rt.Malformed
    a_responses = obj.responses
    out += _S_i.pack(len(a_responses))
    for e_responses in a_responses:
        b_responses__name = e_responses.name.encode()
        out += _S_h.pack(len(b_responses__name))
        out += b_responses__name
        a_responses__partition_responses = e_responses.partition_responses
        out += _S_i.pack(len(a_responses__partition_responses))
        for e_responses__partition_responses in a_responses__partition_responses:
            if e_responses__partition_responses.current_leader != LeaderIdAndEpoch():
                raise rt.Malformed
            a_responses__partition_responses__record_errors = (
                e_responses__partition_responses.record_errors
            )
            out += _S_ihqqqi.pack(
                e_responses__partition_responses.index,
                e_responses__partition_responses.error_code,
                e_responses__partition_responses.base_offset,
                e_responses__partition_responses.log_append_time_ms,
                e_responses__partition_responses.log_start_offset,
                len(a_responses__partition_responses__record_errors),
            )
            for (
                e_responses__partition_responses__record_errors
            ) in a_responses__partition_responses__record_errors:
                s_responses__partition_responses__record_errors__batch_index_error_message = (
                    e_responses__partition_responses__record_errors.batch_index_error_message
                )
                b_responses__partition_responses__record_errors__batch_index_error_message = (
                    None
                    if s_responses__partition_responses__record_errors__batch_index_error_message
                    is None
                    else s_responses__partition_responses__record_errors__batch_index_error_message.encode()
                )
                out += _S_ih.pack(
                    e_responses__partition_responses__record_errors.batch_index,
                    -1
                    if b_responses__partition_responses__record_errors__batch_index_error_message
                    is None
                    else len(
                        b_responses__partition_responses__record_errors__batch_index_error_message
                    ),
                )
                if (
                    b_responses__partition_responses__record_errors__batch_index_error_message
                    is not None
                ):
                    out += (
                        b_responses__partition_responses__record_errors__batch_index_error_message
                    )
                if e_responses__partition_responses__record_errors.unknown_tagged_fields:
                    raise rt.Malformed
            s_responses__partition_responses__error_message = (
                e_responses__partition_responses.error_message
            )
            b_responses__partition_responses__error_message = (
                None
                if s_responses__partition_responses__error_message is None
                else s_responses__partition_responses__error_message.encode()
            )
            out += _S_h.pack(
                -1
                if b_responses__partition_responses__error_message is None
                else len(b_responses__partition_responses__error_message)
            )
            if b_responses__partition_responses__error_message is not None:
                out += b_responses__partition_responses__error_message
            if e_responses__partition_responses.unknown_tagged_fields:
                raise rt.Malformed
        if e_responses.unknown_tagged_fields:
            raise rt.Malformed
    out += _S_i.pack(obj.throttle_time_ms)
    if obj.unknown_tagged_fields:
        raise rt.Malformed


def _encode_ProduceResponse_v9(obj: ProduceResponse, out: bytearray) -> None:
    """Encode ProduceResponse, version 9."""
    append = out.append
    if obj.node_endpoints != []:
        raise rt.Malformed
    a_responses = obj.responses
    n = len(a_responses) + 1
    if n < 128:
        append(n)
    else:
        out += rt.uvarint(n)
    for e_responses in a_responses:
        b_responses__name = e_responses.name.encode()
        n = len(b_responses__name) + 1
        if n < 128:
            append(n)
        else:
            out += rt.string_length(n)
        out += b_responses__name
        a_responses__partition_responses = e_responses.partition_responses
        n = len(a_responses__partition_responses) + 1
        if n < 128:
            append(n)
        else:
            out += rt.uvarint(n)
        for e_responses__partition_responses in a_responses__partition_responses:
            if e_responses__partition_responses.current_leader != LeaderIdAndEpoch():
                raise rt.Malformed
            out += _S_ihqqq.pack(
                e_responses__partition_responses.index,
                e_responses__partition_responses.error_code,
                e_responses__partition_responses.base_offset,
                e_responses__partition_responses.log_append_time_ms,
                e_responses__partition_responses.log_start_offset,
            )
            a_responses__partition_responses__record_errors = (
                e_responses__partition_responses.record_errors
            )
            n = len(a_responses__partition_responses__record_errors) + 1
            if n < 128:
                append(n)
            else:
                out += rt.uvarint(n)
            for (
                e_responses__partition_responses__record_errors
            ) in a_responses__partition_responses__record_errors:
                out += _S_i.pack(e_responses__partition_responses__record_errors.batch_index)
                s_responses__partition_responses__record_errors__batch_index_error_message = (
                    e_responses__partition_responses__record_errors.batch_index_error_message
                )
                if (
                    s_responses__partition_responses__record_errors__batch_index_error_message
                    is None
                ):
                    append(0)
                else:
                    b_responses__partition_responses__record_errors__batch_index_error_message = s_responses__partition_responses__record_errors__batch_index_error_message.encode()
                    n = (
                        len(
                            b_responses__partition_responses__record_errors__batch_index_error_message
                        )
                        + 1
                    )
                    if n < 128:
                        append(n)
                    else:
                        out += rt.string_length(n)
                    out += (
                        b_responses__partition_responses__record_errors__batch_index_error_message
                    )
                if e_responses__partition_responses__record_errors.unknown_tagged_fields:
                    rt.write_tags(
                        out,
                        (),
                        e_responses__partition_responses__record_errors.unknown_tagged_fields,
                    )
                else:
                    append(0)
            s_responses__partition_responses__error_message = (
                e_responses__partition_responses.error_message
            )
            if s_responses__partition_responses__error_message is None:
                append(0)
            else:
                b_responses__partition_responses__error_message = (
                    s_responses__partition_responses__error_message.encode()
                )
                n = len(b_responses__partition_responses__error_message) + 1
                if n < 128:
                    append(n)
                else:
                    out += rt.string_length(n)
                out += b_responses__partition_responses__error_message
            if e_responses__partition_responses.unknown_tagged_fields:
                rt.write_tags(
                    out, (), e_responses__partition_responses.unknown_tagged_fields, (), (0,)
                )
            else:
                append(0)
        if e_responses.unknown_tagged_fields:
            rt.write_tags(out, (), e_responses.unknown_tagged_fields)
        else:
            append(0)
    out += _S_i.pack(obj.throttle_time_ms)
    if obj.unknown_tagged_fields:
        rt.write_tags(out, (), obj.unknown_tagged_fields, (), (0,))
    else:
        append(0)


def _encode_ProduceResponse_v10(obj: ProduceResponse, out: bytearray) -> None:
    """Encode ProduceResponse, versions 10, 11, 12."""
    append = out.append
    a_responses = obj.responses
    n = len(a_responses) + 1
    if n < 128:
        append(n)
    else:
        out += rt.uvarint(n)
    for e_responses in a_responses:
        b_responses__name = e_responses.name.encode()
        n = len(b_responses__name) + 1
        if n < 128:
            append(n)
        else:
            out += rt.string_length(n)
        out += b_responses__name
        a_responses__partition_responses = e_responses.partition_responses
        n = len(a_responses__partition_responses) + 1
        if n < 128:
            append(n)
        else:
            out += rt.uvarint(n)
        for e_responses__partition_responses in a_responses__partition_responses:
            out += _S_ihqqq.pack(
                e_responses__partition_responses.index,
                e_responses__partition_responses.error_code,
                e_responses__partition_responses.base_offset,
                e_responses__partition_responses.log_append_time_ms,
                e_responses__partition_responses.log_start_offset,
            )
            a_responses__partition_responses__record_errors = (
                e_responses__partition_responses.record_errors
            )
            n = len(a_responses__partition_responses__record_errors) + 1
            if n < 128:
                append(n)
            else:
                out += rt.uvarint(n)
            for (
                e_responses__partition_responses__record_errors
            ) in a_responses__partition_responses__record_errors:
                out += _S_i.pack(e_responses__partition_responses__record_errors.batch_index)
                s_responses__partition_responses__record_errors__batch_index_error_message = (
                    e_responses__partition_responses__record_errors.batch_index_error_message
                )
                if (
                    s_responses__partition_responses__record_errors__batch_index_error_message
                    is None
                ):
                    append(0)
                else:
                    b_responses__partition_responses__record_errors__batch_index_error_message = s_responses__partition_responses__record_errors__batch_index_error_message.encode()
                    n = (
                        len(
                            b_responses__partition_responses__record_errors__batch_index_error_message
                        )
                        + 1
                    )
                    if n < 128:
                        append(n)
                    else:
                        out += rt.string_length(n)
                    out += (
                        b_responses__partition_responses__record_errors__batch_index_error_message
                    )
                if e_responses__partition_responses__record_errors.unknown_tagged_fields:
                    rt.write_tags(
                        out,
                        (),
                        e_responses__partition_responses__record_errors.unknown_tagged_fields,
                    )
                else:
                    append(0)
            s_responses__partition_responses__error_message = (
                e_responses__partition_responses.error_message
            )
            if s_responses__partition_responses__error_message is None:
                append(0)
            else:
                b_responses__partition_responses__error_message = (
                    s_responses__partition_responses__error_message.encode()
                )
                n = len(b_responses__partition_responses__error_message) + 1
                if n < 128:
                    append(n)
                else:
                    out += rt.string_length(n)
                out += b_responses__partition_responses__error_message
            responses__partition_responses__tags: list[tuple[int, bytes]] = []
            responses__partition_responses__sub: bytearray
            if e_responses__partition_responses.current_leader != LeaderIdAndEpoch():
                responses__partition_responses__sub = bytearray()
                _encode_LeaderIdAndEpoch_v10(
                    e_responses__partition_responses.current_leader,
                    responses__partition_responses__sub,
                )
                responses__partition_responses__tags.append(
                    (0, bytes(responses__partition_responses__sub))
                )
            rt.write_tags(
                out,
                responses__partition_responses__tags,
                e_responses__partition_responses.unknown_tagged_fields,
                (0,),
            )
        if e_responses.unknown_tagged_fields:
            rt.write_tags(out, (), e_responses.unknown_tagged_fields)
        else:
            append(0)
    out += _S_i.pack(obj.throttle_time_ms)
    tags: list[tuple[int, bytes]] = []
    sub: bytearray
    if obj.node_endpoints != []:
        sub = bytearray()
        a_node_endpoints = obj.node_endpoints
        n = len(a_node_endpoints) + 1
        if n < 128:
            sub.append(n)
        else:
            sub += rt.uvarint(n)
        for e_node_endpoints in a_node_endpoints:
            _encode_NodeEndpoint_v10(e_node_endpoints, sub)
        tags.append((0, bytes(sub)))
    rt.write_tags(out, tags, obj.unknown_tagged_fields, (0,))


def _encode_ProduceResponse_v13(obj: ProduceResponse, out: bytearray) -> None:
    """Encode ProduceResponse, version 13."""
    append = out.append
    a_responses = obj.responses
    n = len(a_responses) + 1
    if n < 128:
        append(n)
    else:
        out += rt.uvarint(n)
    for e_responses in a_responses:
        out += _S_u.pack(e_responses.topic_id.bytes)
        a_responses__partition_responses = e_responses.partition_responses
        n = len(a_responses__partition_responses) + 1
        if n < 128:
            append(n)
        else:
            out += rt.uvarint(n)
        for e_responses__partition_responses in a_responses__partition_responses:
            out += _S_ihqqq.pack(
                e_responses__partition_responses.index,
                e_responses__partition_responses.error_code,
                e_responses__partition_responses.base_offset,
                e_responses__partition_responses.log_append_time_ms,
                e_responses__partition_responses.log_start_offset,
            )
            a_responses__partition_responses__record_errors = (
                e_responses__partition_responses.record_errors
            )
            n = len(a_responses__partition_responses__record_errors) + 1
            if n < 128:
                append(n)
            else:
                out += rt.uvarint(n)
            for (
                e_responses__partition_responses__record_errors
            ) in a_responses__partition_responses__record_errors:
                out += _S_i.pack(e_responses__partition_responses__record_errors.batch_index)
                s_responses__partition_responses__record_errors__batch_index_error_message = (
                    e_responses__partition_responses__record_errors.batch_index_error_message
                )
                if (
                    s_responses__partition_responses__record_errors__batch_index_error_message
                    is None
                ):
                    append(0)
                else:
                    b_responses__partition_responses__record_errors__batch_index_error_message = s_responses__partition_responses__record_errors__batch_index_error_message.encode()
                    n = (
                        len(
                            b_responses__partition_responses__record_errors__batch_index_error_message
                        )
                        + 1
                    )
                    if n < 128:
                        append(n)
                    else:
                        out += rt.string_length(n)
                    out += (
                        b_responses__partition_responses__record_errors__batch_index_error_message
                    )
                if e_responses__partition_responses__record_errors.unknown_tagged_fields:
                    rt.write_tags(
                        out,
                        (),
                        e_responses__partition_responses__record_errors.unknown_tagged_fields,
                    )
                else:
                    append(0)
            s_responses__partition_responses__error_message = (
                e_responses__partition_responses.error_message
            )
            if s_responses__partition_responses__error_message is None:
                append(0)
            else:
                b_responses__partition_responses__error_message = (
                    s_responses__partition_responses__error_message.encode()
                )
                n = len(b_responses__partition_responses__error_message) + 1
                if n < 128:
                    append(n)
                else:
                    out += rt.string_length(n)
                out += b_responses__partition_responses__error_message
            responses__partition_responses__tags: list[tuple[int, bytes]] = []
            responses__partition_responses__sub: bytearray
            if e_responses__partition_responses.current_leader != LeaderIdAndEpoch():
                responses__partition_responses__sub = bytearray()
                _encode_LeaderIdAndEpoch_v10(
                    e_responses__partition_responses.current_leader,
                    responses__partition_responses__sub,
                )
                responses__partition_responses__tags.append(
                    (0, bytes(responses__partition_responses__sub))
                )
            rt.write_tags(
                out,
                responses__partition_responses__tags,
                e_responses__partition_responses.unknown_tagged_fields,
                (0,),
            )
        if e_responses.unknown_tagged_fields:
            rt.write_tags(out, (), e_responses.unknown_tagged_fields)
        else:
            append(0)
    out += _S_i.pack(obj.throttle_time_ms)
    tags: list[tuple[int, bytes]] = []
    sub: bytearray
    if obj.node_endpoints != []:
        sub = bytearray()
        a_node_endpoints = obj.node_endpoints
        n = len(a_node_endpoints) + 1
        if n < 128:
            sub.append(n)
        else:
            sub += rt.uvarint(n)
        for e_node_endpoints in a_node_endpoints:
            _encode_NodeEndpoint_v10(e_node_endpoints, sub)
        tags.append((0, bytes(sub)))
    rt.write_tags(out, tags, obj.unknown_tagged_fields, (0,))


BatchIndexAndErrorMessage._SCHEMA = rt.StructInfo(
    "BatchIndexAndErrorMessage",
    (
        rt.FieldInfo("batch_index", "batchIndex", "int32", rt.vr("8+"), default=0),
        rt.FieldInfo(
            "batch_index_error_message",
            "batchIndexErrorMessage",
            "string",
            rt.vr("8+"),
            nullable=rt.vr("8+"),
        ),
    ),
    flexible=rt.vr("9+"),
)
BatchIndexAndErrorMessage._DECODERS = {
    8: _decode_BatchIndexAndErrorMessage_v8,
    9: _decode_BatchIndexAndErrorMessage_v9,
    10: _decode_BatchIndexAndErrorMessage_v9,
    11: _decode_BatchIndexAndErrorMessage_v9,
    12: _decode_BatchIndexAndErrorMessage_v9,
    13: _decode_BatchIndexAndErrorMessage_v9,
}
BatchIndexAndErrorMessage._ENCODERS = {
    8: _encode_BatchIndexAndErrorMessage_v8,
    9: _encode_BatchIndexAndErrorMessage_v9,
    10: _encode_BatchIndexAndErrorMessage_v9,
    11: _encode_BatchIndexAndErrorMessage_v9,
    12: _encode_BatchIndexAndErrorMessage_v9,
    13: _encode_BatchIndexAndErrorMessage_v9,
}

LeaderIdAndEpoch._SCHEMA = rt.StructInfo(
    "LeaderIdAndEpoch",
    (
        rt.FieldInfo("leader_id", "leaderId", "int32", rt.vr("10+"), default=-1),
        rt.FieldInfo("leader_epoch", "leaderEpoch", "int32", rt.vr("10+"), default=-1),
    ),
    flexible=rt.vr("9+"),
)
LeaderIdAndEpoch._DECODERS = {
    10: _decode_LeaderIdAndEpoch_v10,
    11: _decode_LeaderIdAndEpoch_v10,
    12: _decode_LeaderIdAndEpoch_v10,
    13: _decode_LeaderIdAndEpoch_v10,
}
LeaderIdAndEpoch._ENCODERS = {
    10: _encode_LeaderIdAndEpoch_v10,
    11: _encode_LeaderIdAndEpoch_v10,
    12: _encode_LeaderIdAndEpoch_v10,
    13: _encode_LeaderIdAndEpoch_v10,
}

PartitionProduceResponse._SCHEMA = rt.StructInfo(
    "PartitionProduceResponse",
    (
        rt.FieldInfo("index", "index", "int32", rt.vr("0+"), default=0),
        rt.FieldInfo("error_code", "errorCode", "int16", rt.vr("0+"), default=0),
        rt.FieldInfo("base_offset", "baseOffset", "int64", rt.vr("0+"), default=0),
        rt.FieldInfo(
            "log_append_time_ms",
            "logAppendTimeMs",
            "int64",
            rt.vr("2+"),
            default=-1,
            ignorable=True,
        ),
        rt.FieldInfo(
            "log_start_offset", "logStartOffset", "int64", rt.vr("5+"), default=-1, ignorable=True
        ),
        rt.FieldInfo(
            "record_errors",
            "recordErrors",
            "struct",
            rt.vr("8+"),
            is_array=True,
            struct=lambda: BatchIndexAndErrorMessage,
            default=(),
            ignorable=True,
        ),
        rt.FieldInfo(
            "error_message",
            "errorMessage",
            "string",
            rt.vr("8+"),
            nullable=rt.vr("8+"),
            ignorable=True,
        ),
        rt.FieldInfo(
            "current_leader",
            "currentLeader",
            "struct",
            rt.vr("10+"),
            struct=lambda: LeaderIdAndEpoch,
            tagged=rt.vr("10+"),
            tag=0,
            default=LeaderIdAndEpoch(),
        ),
    ),
    flexible=rt.vr("9+"),
)
PartitionProduceResponse._DECODERS = {
    0: _decode_PartitionProduceResponse_v0,
    1: _decode_PartitionProduceResponse_v0,
    2: _decode_PartitionProduceResponse_v2,
    3: _decode_PartitionProduceResponse_v2,
    4: _decode_PartitionProduceResponse_v2,
    5: _decode_PartitionProduceResponse_v5,
    6: _decode_PartitionProduceResponse_v5,
    7: _decode_PartitionProduceResponse_v5,
    8: _decode_PartitionProduceResponse_v8,
    9: _decode_PartitionProduceResponse_v9,
    10: _decode_PartitionProduceResponse_v10,
    11: _decode_PartitionProduceResponse_v10,
    12: _decode_PartitionProduceResponse_v10,
    13: _decode_PartitionProduceResponse_v10,
}
PartitionProduceResponse._ENCODERS = {
    0: _encode_PartitionProduceResponse_v0,
    1: _encode_PartitionProduceResponse_v0,
    2: _encode_PartitionProduceResponse_v2,
    3: _encode_PartitionProduceResponse_v2,
    4: _encode_PartitionProduceResponse_v2,
    5: _encode_PartitionProduceResponse_v5,
    6: _encode_PartitionProduceResponse_v5,
    7: _encode_PartitionProduceResponse_v5,
    8: _encode_PartitionProduceResponse_v8,
    9: _encode_PartitionProduceResponse_v9,
    10: _encode_PartitionProduceResponse_v10,
    11: _encode_PartitionProduceResponse_v10,
    12: _encode_PartitionProduceResponse_v10,
    13: _encode_PartitionProduceResponse_v10,
}

TopicProduceResponse._SCHEMA = rt.StructInfo(
    "TopicProduceResponse",
    (
        rt.FieldInfo("name", "name", "string", rt.vr("0-12"), default="", ignorable=True),
        rt.FieldInfo(
            "topic_id", "topicId", "uuid", rt.vr("13+"), default=rt.ZERO_UUID, ignorable=True
        ),
        rt.FieldInfo(
            "partition_responses",
            "partitionResponses",
            "struct",
            rt.vr("0+"),
            is_array=True,
            struct=lambda: PartitionProduceResponse,
            default=(),
        ),
    ),
    flexible=rt.vr("9+"),
)
TopicProduceResponse._DECODERS = {
    0: _decode_TopicProduceResponse_v0,
    1: _decode_TopicProduceResponse_v0,
    2: _decode_TopicProduceResponse_v2,
    3: _decode_TopicProduceResponse_v2,
    4: _decode_TopicProduceResponse_v2,
    5: _decode_TopicProduceResponse_v5,
    6: _decode_TopicProduceResponse_v5,
    7: _decode_TopicProduceResponse_v5,
    8: _decode_TopicProduceResponse_v8,
    9: _decode_TopicProduceResponse_v9,
    10: _decode_TopicProduceResponse_v10,
    11: _decode_TopicProduceResponse_v10,
    12: _decode_TopicProduceResponse_v10,
    13: _decode_TopicProduceResponse_v13,
}
TopicProduceResponse._ENCODERS = {
    0: _encode_TopicProduceResponse_v0,
    1: _encode_TopicProduceResponse_v0,
    2: _encode_TopicProduceResponse_v2,
    3: _encode_TopicProduceResponse_v2,
    4: _encode_TopicProduceResponse_v2,
    5: _encode_TopicProduceResponse_v5,
    6: _encode_TopicProduceResponse_v5,
    7: _encode_TopicProduceResponse_v5,
    8: _encode_TopicProduceResponse_v8,
    9: _encode_TopicProduceResponse_v9,
    10: _encode_TopicProduceResponse_v10,
    11: _encode_TopicProduceResponse_v10,
    12: _encode_TopicProduceResponse_v10,
    13: _encode_TopicProduceResponse_v13,
}

NodeEndpoint._SCHEMA = rt.StructInfo(
    "NodeEndpoint",
    (
        rt.FieldInfo("node_id", "nodeId", "int32", rt.vr("10+"), default=0),
        rt.FieldInfo("host", "host", "string", rt.vr("10+"), default=""),
        rt.FieldInfo("port", "port", "int32", rt.vr("10+"), default=0),
        rt.FieldInfo("rack", "rack", "string", rt.vr("10+"), nullable=rt.vr("10+")),
    ),
    flexible=rt.vr("9+"),
)
NodeEndpoint._DECODERS = {
    10: _decode_NodeEndpoint_v10,
    11: _decode_NodeEndpoint_v10,
    12: _decode_NodeEndpoint_v10,
    13: _decode_NodeEndpoint_v10,
}
NodeEndpoint._ENCODERS = {
    10: _encode_NodeEndpoint_v10,
    11: _encode_NodeEndpoint_v10,
    12: _encode_NodeEndpoint_v10,
    13: _encode_NodeEndpoint_v10,
}

ProduceResponse._SCHEMA = rt.StructInfo(
    "ProduceResponse",
    (
        rt.FieldInfo(
            "responses",
            "responses",
            "struct",
            rt.vr("0+"),
            is_array=True,
            struct=lambda: TopicProduceResponse,
            default=(),
        ),
        rt.FieldInfo(
            "throttle_time_ms", "throttleTimeMs", "int32", rt.vr("1+"), default=0, ignorable=True
        ),
        rt.FieldInfo(
            "node_endpoints",
            "nodeEndpoints",
            "struct",
            rt.vr("10+"),
            is_array=True,
            struct=lambda: NodeEndpoint,
            tagged=rt.vr("10+"),
            tag=0,
            default=(),
        ),
    ),
    flexible=rt.vr("9+"),
)
ProduceResponse._DECODERS = {
    0: _decode_ProduceResponse_v0,
    1: _decode_ProduceResponse_v1,
    2: _decode_ProduceResponse_v2,
    3: _decode_ProduceResponse_v2,
    4: _decode_ProduceResponse_v2,
    5: _decode_ProduceResponse_v5,
    6: _decode_ProduceResponse_v5,
    7: _decode_ProduceResponse_v5,
    8: _decode_ProduceResponse_v8,
    9: _decode_ProduceResponse_v9,
    10: _decode_ProduceResponse_v10,
    11: _decode_ProduceResponse_v10,
    12: _decode_ProduceResponse_v10,
    13: _decode_ProduceResponse_v13,
}
ProduceResponse._ENCODERS = {
    0: _encode_ProduceResponse_v0,
    1: _encode_ProduceResponse_v1,
    2: _encode_ProduceResponse_v2,
    3: _encode_ProduceResponse_v2,
    4: _encode_ProduceResponse_v2,
    5: _encode_ProduceResponse_v5,
    6: _encode_ProduceResponse_v5,
    7: _encode_ProduceResponse_v5,
    8: _encode_ProduceResponse_v8,
    9: _encode_ProduceResponse_v9,
    10: _encode_ProduceResponse_v10,
    11: _encode_ProduceResponse_v10,
    12: _encode_ProduceResponse_v10,
    13: _encode_ProduceResponse_v13,
}
