"""StreamsGroupHeartbeatResponse: generated from StreamsGroupHeartbeatResponse.json; edit the schema, not this file."""

from __future__ import annotations

import struct
from typing import ClassVar

import attrs

from kgroup_proto import runtime as rt

_new = object.__new__
_S_BiB = struct.Struct(">BiB")
_S_H = struct.Struct(">H")
_S_HB = struct.Struct(">HB")
_S_b = struct.Struct(">b")
_S_bB = struct.Struct(">bB")
_S_i = struct.Struct(">i")
_S_iB = struct.Struct(">iB")
_S_ih = struct.Struct(">ih")
_S_ihB = struct.Struct(">ihB")
_S_iiii = struct.Struct(">iiii")
_S_iiiiB = struct.Struct(">iiiiB")
_S_iiiq = struct.Struct(">iiiq")
_S_iiiqB = struct.Struct(">iiiqB")
_S_oi = struct.Struct(">?i")


@attrs.define(weakref_slot=False)
class Status(rt.Struct):
    """Conditions currently active for the member's group, or null when unchanged.

    Versions 0-1; flexible 0+.

    Attributes:
        status_code: Which condition is active. (versions 0+)
        status_detail: Human-readable detail for the condition. (versions 0+)
    """

    VALID_VERSIONS: ClassVar[range] = range(0, 2)
    FLEXIBLE_VERSIONS: ClassVar[range | None] = range(0, rt.VERSION_LIMIT)

    status_code: int = 0
    status_detail: str = ""
    unknown_tagged_fields: rt.Tags = ()


@attrs.define(weakref_slot=False)
class TaskIds(rt.Struct):
    """Active tasks assigned to the client, or null when unchanged.

    Versions 0-1; flexible 0+.

    Attributes:
        subtopology_id: Subtopology the tasks belong to. (versions 0+)
        partitions: Input partitions, one per task of that subtopology. (versions 0+)
    """

    VALID_VERSIONS: ClassVar[range] = range(0, 2)
    FLEXIBLE_VERSIONS: ClassVar[range | None] = range(0, rt.VERSION_LIMIT)

    subtopology_id: str = ""
    partitions: list[int] = attrs.field(factory=list)
    unknown_tagged_fields: rt.Tags = ()


@attrs.define(weakref_slot=False)
class Endpoint(rt.Struct):
    """Endpoint of a client.

    Versions 0-1; flexible 0+.

    Attributes:
        host: Host name of the endpoint. (versions 0+)
        port: Port of the endpoint. (versions 0+)
    """

    VALID_VERSIONS: ClassVar[range] = range(0, 2)
    FLEXIBLE_VERSIONS: ClassVar[range | None] = range(0, rt.VERSION_LIMIT)

    host: str = ""
    port: int = 0
    unknown_tagged_fields: rt.Tags = ()


@attrs.define(weakref_slot=False)
class TopicPartition(rt.Struct):
    """Partitions that client's active tasks materialise.

    Versions 0-1; flexible 0+.

    Attributes:
        topic: Name of the topic. (versions 0+)
        partitions: Partition indexes of that topic. (versions 0+)
    """

    VALID_VERSIONS: ClassVar[range] = range(0, 2)
    FLEXIBLE_VERSIONS: ClassVar[range | None] = range(0, rt.VERSION_LIMIT)

    topic: str = ""
    partitions: list[int] = attrs.field(factory=list)
    unknown_tagged_fields: rt.Tags = ()


@attrs.define(weakref_slot=False)
class EndpointToPartitions(rt.Struct):
    """Group-wide map from query endpoint to the partitions it serves, for interactive queries;
        null when unchanged.

    Versions 0-1; flexible 0+.

    Attributes:
        user_endpoint: Endpoint of a client. (versions 0+)
        active_partitions: Partitions that client's active tasks materialise. (versions 0+)
        standby_partitions: Partitions that client's standby tasks materialise. (versions
            0+)
    """

    VALID_VERSIONS: ClassVar[range] = range(0, 2)
    FLEXIBLE_VERSIONS: ClassVar[range | None] = range(0, rt.VERSION_LIMIT)

    user_endpoint: Endpoint = attrs.field(factory=Endpoint)
    active_partitions: list[TopicPartition] = attrs.field(factory=list)
    standby_partitions: list[TopicPartition] = attrs.field(factory=list)
    unknown_tagged_fields: rt.Tags = ()


@attrs.define(weakref_slot=False)
class StreamsGroupHeartbeatResponse(rt.Struct):
    """The StreamsGroupHeartbeatResponse response.

    API key 88, versions 0-1; flexible 0+.

    Attributes:
        throttle_time_ms: Milliseconds the broker held the response back because of a quota;
            0 when no quota applied. (versions 0+)
        error_code: Error for the whole response, 0 on success. (versions 0+)
        error_message: Text explaining the error, null on success. (versions 0+, nullable
            0+)
        member_id: Id of the member; always the one the client generated. (versions 0+)
        member_epoch: Epoch the member now holds. (versions 0+)
        heartbeat_interval_ms: How often, in milliseconds, the member should heartbeat.
            (versions 0+)
        acceptable_recovery_lag_legacy: Largest lag at which a warm-up task counts as caught
            up. (versions 0)
        task_offset_interval_ms: Milliseconds between reports of task changelog offsets;
            they ride on the next heartbeat after the interval. (versions 0+)
        acceptable_recovery_lag: Largest lag, in offsets, at which a task counts as caught
            up and may be made active; -1 from a broker without that setting. (versions 1+)
        status: Conditions currently active for the member's group, or null when unchanged.
            (versions 0+, nullable 0+)
        active_tasks: Active tasks assigned to the client, or null when unchanged. (versions
            0+, nullable 0+)
        standby_tasks: Standby tasks assigned to the client, or null when unchanged.
            (versions 0+, nullable 0+)
        warmup_tasks: Warm-up tasks assigned to the client, or null when unchanged.
            (versions 0+, nullable 0+)
        topology_description_required: True when the broker holds no current topology
            description for the group; the client should send one
            (StreamsGroupTopologyDescriptionUpdate). (versions 1+)
        endpoint_information_epoch: Epoch of the endpoint information the broker holds.
            (versions 0+)
        partitions_by_user_endpoint: Group-wide map from query endpoint to the partitions it
            serves, for interactive queries; null when unchanged. (versions 0+, nullable 0+)
    """

    API_KEY: ClassVar[int | None] = 88
    MESSAGE_TYPE: ClassVar[str] = "response"
    VALID_VERSIONS: ClassVar[range] = range(0, 2)
    FLEXIBLE_VERSIONS: ClassVar[range | None] = range(0, rt.VERSION_LIMIT)

    throttle_time_ms: int = 0
    error_code: int = 0
    error_message: str | None = None
    member_id: str = ""
    member_epoch: int = 0
    heartbeat_interval_ms: int = 0
    acceptable_recovery_lag_legacy: int = 0
    task_offset_interval_ms: int = 0
    acceptable_recovery_lag: int = -1
    status: list[Status] | None = attrs.field(factory=list)
    active_tasks: list[TaskIds] | None = None
    standby_tasks: list[TaskIds] | None = None
    warmup_tasks: list[TaskIds] | None = None
    topology_description_required: bool = False
    endpoint_information_epoch: int = 0
    partitions_by_user_endpoint: list[EndpointToPartitions] | None = None
    unknown_tagged_fields: rt.Tags = ()


def _decode_Status_v0(data: bytes, pos: int) -> tuple[Status, int]:
    """Decode Status, versions 0, 1."""
    data_end = len(data)
    status_code, n_status_detail = _S_bB.unpack_from(data, pos)
    pos += 2
    if n_status_detail > 127:
        n_status_detail, pos = rt.read_string_length(data, pos - 1)
    end = pos + n_status_detail - 1
    if not n_status_detail or end > data_end:
        raise rt.Malformed
    status_detail = data[pos:end].decode()
    pos = end
    tag_count = data[pos]
    pos += 1
    unknown: rt.Tags = ()
    if tag_count:
        unknown, pos = rt.read_unknown_tags(data, pos - 1)
    obj = _new(Status)
    obj.status_code = status_code
    obj.status_detail = status_detail
    obj.unknown_tagged_fields = unknown
    return obj, pos


def _encode_Status_v0(obj: Status, out: bytearray) -> None:
    """Encode Status, versions 0, 1."""
    out += _S_b.pack(obj.status_code)
    b_status_detail = obj.status_detail.encode()
    n = len(b_status_detail) + 1
    if n < 128:
        out.append(n)
    else:
        out += rt.string_length(n)
    out += b_status_detail
    if obj.unknown_tagged_fields:
        rt.write_tags(out, (), obj.unknown_tagged_fields)
    else:
        out.append(0)


def _decode_TaskIds_v0(data: bytes, pos: int) -> tuple[TaskIds, int]:
    """Decode TaskIds, versions 0, 1."""
    data_end = len(data)
    n_subtopology_id = data[pos]
    pos += 1
    if n_subtopology_id > 127:
        n_subtopology_id, pos = rt.read_string_length(data, pos - 1)
    end = pos + n_subtopology_id - 1
    if not n_subtopology_id or end > data_end:
        raise rt.Malformed
    subtopology_id = data[pos:end].decode()
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
    obj = _new(TaskIds)
    obj.subtopology_id = subtopology_id
    obj.partitions = partitions
    obj.unknown_tagged_fields = unknown
    return obj, pos


def _encode_TaskIds_v0(obj: TaskIds, out: bytearray) -> None:
    """Encode TaskIds, versions 0, 1."""
    b_subtopology_id = obj.subtopology_id.encode()
    n = len(b_subtopology_id) + 1
    if n < 128:
        out.append(n)
    else:
        out += rt.string_length(n)
    out += b_subtopology_id
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


def _decode_Endpoint_v0(data: bytes, pos: int) -> tuple[Endpoint, int]:
    """Decode Endpoint, versions 0, 1."""
    data_end = len(data)
    n_host = data[pos]
    pos += 1
    if n_host > 127:
        n_host, pos = rt.read_string_length(data, pos - 1)
    end = pos + n_host - 1
    if not n_host or end > data_end:
        raise rt.Malformed
    host = data[pos:end].decode()
    pos = end
    port, tag_count = _S_HB.unpack_from(data, pos)
    pos += 3
    unknown: rt.Tags = ()
    if tag_count:
        unknown, pos = rt.read_unknown_tags(data, pos - 1)
    obj = _new(Endpoint)
    obj.host = host
    obj.port = port
    obj.unknown_tagged_fields = unknown
    return obj, pos


def _encode_Endpoint_v0(obj: Endpoint, out: bytearray) -> None:
    """Encode Endpoint, versions 0, 1."""
    b_host = obj.host.encode()
    n = len(b_host) + 1
    if n < 128:
        out.append(n)
    else:
        out += rt.string_length(n)
    out += b_host
    out += _S_H.pack(obj.port)
    if obj.unknown_tagged_fields:
        rt.write_tags(out, (), obj.unknown_tagged_fields)
    else:
        out.append(0)


def _decode_TopicPartition_v0(data: bytes, pos: int) -> tuple[TopicPartition, int]:
    """Decode TopicPartition, versions 0, 1."""
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
    obj = _new(TopicPartition)
    obj.topic = topic
    obj.partitions = partitions
    obj.unknown_tagged_fields = unknown
    return obj, pos


def _encode_TopicPartition_v0(obj: TopicPartition, out: bytearray) -> None:
    """Encode TopicPartition, versions 0, 1."""
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


def _decode_EndpointToPartitions_v0(data: bytes, pos: int) -> tuple[EndpointToPartitions, int]:
    """Decode EndpointToPartitions, versions 0, 1."""
    data_end = len(data)
    user_endpoint, pos = _decode_Endpoint_v0(data, pos)
    n_active_partitions = data[pos]
    pos += 1
    if n_active_partitions > 127:
        n_active_partitions, pos = rt.read_uvarint(data, pos - 1)
    n_active_partitions -= 1
    if n_active_partitions < 0:
        raise rt.Malformed
    if n_active_partitions > data_end - pos:
        raise rt.Malformed
    items_active_partitions: list[TopicPartition] = []
    for _ in range(n_active_partitions):
        n_active_partitions__topic = data[pos]
        pos += 1
        if n_active_partitions__topic > 127:
            n_active_partitions__topic, pos = rt.read_string_length(data, pos - 1)
        end = pos + n_active_partitions__topic - 1
        if not n_active_partitions__topic or end > data_end:
            raise rt.Malformed
        active_partitions__topic = data[pos:end].decode()
        pos = end
        n_active_partitions__partitions = data[pos]
        pos += 1
        if n_active_partitions__partitions > 127:
            n_active_partitions__partitions, pos = rt.read_uvarint(data, pos - 1)
        n_active_partitions__partitions -= 1
        if n_active_partitions__partitions < 0:
            raise rt.Malformed
        if n_active_partitions__partitions > data_end - pos:
            raise rt.Malformed
        active_partitions__partitions = list(
            struct.unpack_from(f">{n_active_partitions__partitions}i", data, pos)
        )
        pos += n_active_partitions__partitions * 4
        active_partitions__tag_count = data[pos]
        pos += 1
        active_partitions__unknown: rt.Tags = ()
        if active_partitions__tag_count:
            active_partitions__unknown, pos = rt.read_unknown_tags(data, pos - 1)
        e_active_partitions = _new(TopicPartition)
        e_active_partitions.topic = active_partitions__topic
        e_active_partitions.partitions = active_partitions__partitions
        e_active_partitions.unknown_tagged_fields = active_partitions__unknown
        items_active_partitions.append(e_active_partitions)
    active_partitions = items_active_partitions
    n_standby_partitions = data[pos]
    pos += 1
    if n_standby_partitions > 127:
        n_standby_partitions, pos = rt.read_uvarint(data, pos - 1)
    n_standby_partitions -= 1
    if n_standby_partitions < 0:
        raise rt.Malformed
    if n_standby_partitions > data_end - pos:
        raise rt.Malformed
    items_standby_partitions: list[TopicPartition] = []
    for _ in range(n_standby_partitions):
        n_standby_partitions__topic = data[pos]
        pos += 1
        if n_standby_partitions__topic > 127:
            n_standby_partitions__topic, pos = rt.read_string_length(data, pos - 1)
        end = pos + n_standby_partitions__topic - 1
        if not n_standby_partitions__topic or end > data_end:
            raise rt.Malformed
        standby_partitions__topic = data[pos:end].decode()
        pos = end
        n_standby_partitions__partitions = data[pos]
        pos += 1
        if n_standby_partitions__partitions > 127:
            n_standby_partitions__partitions, pos = rt.read_uvarint(data, pos - 1)
        n_standby_partitions__partitions -= 1
        if n_standby_partitions__partitions < 0:
            raise rt.Malformed
        if n_standby_partitions__partitions > data_end - pos:
            raise rt.Malformed
        standby_partitions__partitions = list(
            struct.unpack_from(f">{n_standby_partitions__partitions}i", data, pos)
        )
        pos += n_standby_partitions__partitions * 4
        standby_partitions__tag_count = data[pos]
        pos += 1
        standby_partitions__unknown: rt.Tags = ()
        if standby_partitions__tag_count:
            standby_partitions__unknown, pos = rt.read_unknown_tags(data, pos - 1)
        e_standby_partitions = _new(TopicPartition)
        e_standby_partitions.topic = standby_partitions__topic
        e_standby_partitions.partitions = standby_partitions__partitions
        e_standby_partitions.unknown_tagged_fields = standby_partitions__unknown
        items_standby_partitions.append(e_standby_partitions)
    standby_partitions = items_standby_partitions
    tag_count = data[pos]
    pos += 1
    unknown: rt.Tags = ()
    if tag_count:
        unknown, pos = rt.read_unknown_tags(data, pos - 1)
    obj = _new(EndpointToPartitions)
    obj.user_endpoint = user_endpoint
    obj.active_partitions = active_partitions
    obj.standby_partitions = standby_partitions
    obj.unknown_tagged_fields = unknown
    return obj, pos


def _encode_EndpointToPartitions_v0(obj: EndpointToPartitions, out: bytearray) -> None:
    """Encode EndpointToPartitions, versions 0, 1."""
    append = out.append
    _encode_Endpoint_v0(obj.user_endpoint, out)
    a_active_partitions = obj.active_partitions
    n = len(a_active_partitions) + 1
    if n < 128:
        append(n)
    else:
        out += rt.uvarint(n)
    for e_active_partitions in a_active_partitions:
        b_active_partitions__topic = e_active_partitions.topic.encode()
        n = len(b_active_partitions__topic) + 1
        if n < 128:
            append(n)
        else:
            out += rt.string_length(n)
        out += b_active_partitions__topic
        a_active_partitions__partitions = e_active_partitions.partitions
        n = len(a_active_partitions__partitions) + 1
        if n < 128:
            append(n)
        else:
            out += rt.uvarint(n)
        out += struct.pack(
            f">{len(a_active_partitions__partitions)}i", *a_active_partitions__partitions
        )
        if e_active_partitions.unknown_tagged_fields:
            rt.write_tags(out, (), e_active_partitions.unknown_tagged_fields)
        else:
            append(0)
    a_standby_partitions = obj.standby_partitions
    n = len(a_standby_partitions) + 1
    if n < 128:
        append(n)
    else:
        out += rt.uvarint(n)
    for e_standby_partitions in a_standby_partitions:
        b_standby_partitions__topic = e_standby_partitions.topic.encode()
        n = len(b_standby_partitions__topic) + 1
        if n < 128:
            append(n)
        else:
            out += rt.string_length(n)
        out += b_standby_partitions__topic
        a_standby_partitions__partitions = e_standby_partitions.partitions
        n = len(a_standby_partitions__partitions) + 1
        if n < 128:
            append(n)
        else:
            out += rt.uvarint(n)
        out += struct.pack(
            f">{len(a_standby_partitions__partitions)}i", *a_standby_partitions__partitions
        )
        if e_standby_partitions.unknown_tagged_fields:
            rt.write_tags(out, (), e_standby_partitions.unknown_tagged_fields)
        else:
            append(0)
    if obj.unknown_tagged_fields:
        rt.write_tags(out, (), obj.unknown_tagged_fields)
    else:
        append(0)


def _decode_StreamsGroupHeartbeatResponse_v0(
    data: bytes, pos: int
) -> tuple[StreamsGroupHeartbeatResponse, int]:
    """Decode StreamsGroupHeartbeatResponse, version 0."""
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
    n_member_id = data[pos]
    pos += 1
    if n_member_id > 127:
        n_member_id, pos = rt.read_string_length(data, pos - 1)
    end = pos + n_member_id - 1
    if not n_member_id or end > data_end:
        raise rt.Malformed
    member_id = data[pos:end].decode()
    pos = end
    (
        member_epoch,
        heartbeat_interval_ms,
        acceptable_recovery_lag_legacy,
        task_offset_interval_ms,
        n_status,
    ) = _S_iiiiB.unpack_from(data, pos)
    pos += 17
    if n_status > 127:
        n_status, pos = rt.read_uvarint(data, pos - 1)
    n_status -= 1
    status: list[Status] | None
    if n_status < 0:
        status = None
    else:
        if n_status > data_end - pos:
            raise rt.Malformed
        items_status: list[Status] = []
        for _ in range(n_status):
            status__status_code, n_status__status_detail = _S_bB.unpack_from(data, pos)
            pos += 2
            if n_status__status_detail > 127:
                n_status__status_detail, pos = rt.read_string_length(data, pos - 1)
            end = pos + n_status__status_detail - 1
            if not n_status__status_detail or end > data_end:
                raise rt.Malformed
            status__status_detail = data[pos:end].decode()
            pos = end
            status__tag_count = data[pos]
            pos += 1
            status__unknown: rt.Tags = ()
            if status__tag_count:
                status__unknown, pos = rt.read_unknown_tags(data, pos - 1)
            e_status = _new(Status)
            e_status.status_code = status__status_code
            e_status.status_detail = status__status_detail
            e_status.unknown_tagged_fields = status__unknown
            items_status.append(e_status)
        status = items_status
    n_active_tasks = data[pos]
    pos += 1
    if n_active_tasks > 127:
        n_active_tasks, pos = rt.read_uvarint(data, pos - 1)
    n_active_tasks -= 1
    active_tasks: list[TaskIds] | None
    if n_active_tasks < 0:
        active_tasks = None
    else:
        if n_active_tasks > data_end - pos:
            raise rt.Malformed
        items_active_tasks: list[TaskIds] = []
        for _ in range(n_active_tasks):
            n_active_tasks__subtopology_id = data[pos]
            pos += 1
            if n_active_tasks__subtopology_id > 127:
                n_active_tasks__subtopology_id, pos = rt.read_string_length(data, pos - 1)
            end = pos + n_active_tasks__subtopology_id - 1
            if not n_active_tasks__subtopology_id or end > data_end:
                raise rt.Malformed
            active_tasks__subtopology_id = data[pos:end].decode()
            pos = end
            n_active_tasks__partitions = data[pos]
            pos += 1
            if n_active_tasks__partitions > 127:
                n_active_tasks__partitions, pos = rt.read_uvarint(data, pos - 1)
            n_active_tasks__partitions -= 1
            if n_active_tasks__partitions < 0:
                raise rt.Malformed
            if n_active_tasks__partitions > data_end - pos:
                raise rt.Malformed
            active_tasks__partitions = list(
                struct.unpack_from(f">{n_active_tasks__partitions}i", data, pos)
            )
            pos += n_active_tasks__partitions * 4
            active_tasks__tag_count = data[pos]
            pos += 1
            active_tasks__unknown: rt.Tags = ()
            if active_tasks__tag_count:
                active_tasks__unknown, pos = rt.read_unknown_tags(data, pos - 1)
            e_active_tasks = _new(TaskIds)
            e_active_tasks.subtopology_id = active_tasks__subtopology_id
            e_active_tasks.partitions = active_tasks__partitions
            e_active_tasks.unknown_tagged_fields = active_tasks__unknown
            items_active_tasks.append(e_active_tasks)
        active_tasks = items_active_tasks
    n_standby_tasks = data[pos]
    pos += 1
    if n_standby_tasks > 127:
        n_standby_tasks, pos = rt.read_uvarint(data, pos - 1)
    n_standby_tasks -= 1
    standby_tasks: list[TaskIds] | None
    if n_standby_tasks < 0:
        standby_tasks = None
    else:
        if n_standby_tasks > data_end - pos:
            raise rt.Malformed
        items_standby_tasks: list[TaskIds] = []
        for _ in range(n_standby_tasks):
            n_standby_tasks__subtopology_id = data[pos]
            pos += 1
            if n_standby_tasks__subtopology_id > 127:
                n_standby_tasks__subtopology_id, pos = rt.read_string_length(data, pos - 1)
            end = pos + n_standby_tasks__subtopology_id - 1
            if not n_standby_tasks__subtopology_id or end > data_end:
                raise rt.Malformed
            standby_tasks__subtopology_id = data[pos:end].decode()
            pos = end
            n_standby_tasks__partitions = data[pos]
            pos += 1
            if n_standby_tasks__partitions > 127:
                n_standby_tasks__partitions, pos = rt.read_uvarint(data, pos - 1)
            n_standby_tasks__partitions -= 1
            if n_standby_tasks__partitions < 0:
                raise rt.Malformed
            if n_standby_tasks__partitions > data_end - pos:
                raise rt.Malformed
            standby_tasks__partitions = list(
                struct.unpack_from(f">{n_standby_tasks__partitions}i", data, pos)
            )
            pos += n_standby_tasks__partitions * 4
            standby_tasks__tag_count = data[pos]
            pos += 1
            standby_tasks__unknown: rt.Tags = ()
            if standby_tasks__tag_count:
                standby_tasks__unknown, pos = rt.read_unknown_tags(data, pos - 1)
            e_standby_tasks = _new(TaskIds)
            e_standby_tasks.subtopology_id = standby_tasks__subtopology_id
            e_standby_tasks.partitions = standby_tasks__partitions
            e_standby_tasks.unknown_tagged_fields = standby_tasks__unknown
            items_standby_tasks.append(e_standby_tasks)
        standby_tasks = items_standby_tasks
    n_warmup_tasks = data[pos]
    pos += 1
    if n_warmup_tasks > 127:
        n_warmup_tasks, pos = rt.read_uvarint(data, pos - 1)
    n_warmup_tasks -= 1
    warmup_tasks: list[TaskIds] | None
    if n_warmup_tasks < 0:
        warmup_tasks = None
    else:
        if n_warmup_tasks > data_end - pos:
            raise rt.Malformed
        items_warmup_tasks: list[TaskIds] = []
        for _ in range(n_warmup_tasks):
            n_warmup_tasks__subtopology_id = data[pos]
            pos += 1
            if n_warmup_tasks__subtopology_id > 127:
                n_warmup_tasks__subtopology_id, pos = rt.read_string_length(data, pos - 1)
            end = pos + n_warmup_tasks__subtopology_id - 1
            if not n_warmup_tasks__subtopology_id or end > data_end:
                raise rt.Malformed
            warmup_tasks__subtopology_id = data[pos:end].decode()
            pos = end
            n_warmup_tasks__partitions = data[pos]
            pos += 1
            if n_warmup_tasks__partitions > 127:
                n_warmup_tasks__partitions, pos = rt.read_uvarint(data, pos - 1)
            n_warmup_tasks__partitions -= 1
            if n_warmup_tasks__partitions < 0:
                raise rt.Malformed
            if n_warmup_tasks__partitions > data_end - pos:
                raise rt.Malformed
            warmup_tasks__partitions = list(
                struct.unpack_from(f">{n_warmup_tasks__partitions}i", data, pos)
            )
            pos += n_warmup_tasks__partitions * 4
            warmup_tasks__tag_count = data[pos]
            pos += 1
            warmup_tasks__unknown: rt.Tags = ()
            if warmup_tasks__tag_count:
                warmup_tasks__unknown, pos = rt.read_unknown_tags(data, pos - 1)
            e_warmup_tasks = _new(TaskIds)
            e_warmup_tasks.subtopology_id = warmup_tasks__subtopology_id
            e_warmup_tasks.partitions = warmup_tasks__partitions
            e_warmup_tasks.unknown_tagged_fields = warmup_tasks__unknown
            items_warmup_tasks.append(e_warmup_tasks)
        warmup_tasks = items_warmup_tasks
    endpoint_information_epoch, n_partitions_by_user_endpoint = _S_iB.unpack_from(data, pos)
    pos += 5
    if n_partitions_by_user_endpoint > 127:
        n_partitions_by_user_endpoint, pos = rt.read_uvarint(data, pos - 1)
    n_partitions_by_user_endpoint -= 1
    partitions_by_user_endpoint: list[EndpointToPartitions] | None
    if n_partitions_by_user_endpoint < 0:
        partitions_by_user_endpoint = None
    else:
        if n_partitions_by_user_endpoint > data_end - pos:
            raise rt.Malformed
        items_partitions_by_user_endpoint: list[EndpointToPartitions] = []
        for _ in range(n_partitions_by_user_endpoint):
            partitions_by_user_endpoint__user_endpoint, pos = _decode_Endpoint_v0(data, pos)
            n_partitions_by_user_endpoint__active_partitions = data[pos]
            pos += 1
            if n_partitions_by_user_endpoint__active_partitions > 127:
                n_partitions_by_user_endpoint__active_partitions, pos = rt.read_uvarint(
                    data, pos - 1
                )
            n_partitions_by_user_endpoint__active_partitions -= 1
            if n_partitions_by_user_endpoint__active_partitions < 0:
                raise rt.Malformed
            if n_partitions_by_user_endpoint__active_partitions > data_end - pos:
                raise rt.Malformed
            items_partitions_by_user_endpoint__active_partitions: list[TopicPartition] = []
            for _ in range(n_partitions_by_user_endpoint__active_partitions):
                e_partitions_by_user_endpoint__active_partitions, pos = _decode_TopicPartition_v0(
                    data, pos
                )
                items_partitions_by_user_endpoint__active_partitions.append(
                    e_partitions_by_user_endpoint__active_partitions
                )
            partitions_by_user_endpoint__active_partitions = (
                items_partitions_by_user_endpoint__active_partitions
            )
            n_partitions_by_user_endpoint__standby_partitions = data[pos]
            pos += 1
            if n_partitions_by_user_endpoint__standby_partitions > 127:
                n_partitions_by_user_endpoint__standby_partitions, pos = rt.read_uvarint(
                    data, pos - 1
                )
            n_partitions_by_user_endpoint__standby_partitions -= 1
            if n_partitions_by_user_endpoint__standby_partitions < 0:
                raise rt.Malformed
            if n_partitions_by_user_endpoint__standby_partitions > data_end - pos:
                raise rt.Malformed
            items_partitions_by_user_endpoint__standby_partitions: list[TopicPartition] = []
            for _ in range(n_partitions_by_user_endpoint__standby_partitions):
                e_partitions_by_user_endpoint__standby_partitions, pos = _decode_TopicPartition_v0(
                    data, pos
                )
                items_partitions_by_user_endpoint__standby_partitions.append(
                    e_partitions_by_user_endpoint__standby_partitions
                )
            partitions_by_user_endpoint__standby_partitions = (
                items_partitions_by_user_endpoint__standby_partitions
            )
            partitions_by_user_endpoint__tag_count = data[pos]
            pos += 1
            partitions_by_user_endpoint__unknown: rt.Tags = ()
            if partitions_by_user_endpoint__tag_count:
                partitions_by_user_endpoint__unknown, pos = rt.read_unknown_tags(data, pos - 1)
            e_partitions_by_user_endpoint = _new(EndpointToPartitions)
            e_partitions_by_user_endpoint.user_endpoint = partitions_by_user_endpoint__user_endpoint
            e_partitions_by_user_endpoint.active_partitions = (
                partitions_by_user_endpoint__active_partitions
            )
            e_partitions_by_user_endpoint.standby_partitions = (
                partitions_by_user_endpoint__standby_partitions
            )
            e_partitions_by_user_endpoint.unknown_tagged_fields = (
                partitions_by_user_endpoint__unknown
            )
            items_partitions_by_user_endpoint.append(e_partitions_by_user_endpoint)
        partitions_by_user_endpoint = items_partitions_by_user_endpoint
    tag_count = data[pos]
    pos += 1
    unknown: rt.Tags = ()
    if tag_count:
        unknown, pos = rt.read_unknown_tags(data, pos - 1)
    obj = _new(StreamsGroupHeartbeatResponse)
    obj.throttle_time_ms = throttle_time_ms
    obj.error_code = error_code
    obj.error_message = error_message
    obj.member_id = member_id
    obj.member_epoch = member_epoch
    obj.heartbeat_interval_ms = heartbeat_interval_ms
    obj.acceptable_recovery_lag_legacy = acceptable_recovery_lag_legacy
    obj.task_offset_interval_ms = task_offset_interval_ms
    obj.acceptable_recovery_lag = -1
    obj.status = status
    obj.active_tasks = active_tasks
    obj.standby_tasks = standby_tasks
    obj.warmup_tasks = warmup_tasks
    obj.topology_description_required = False
    obj.endpoint_information_epoch = endpoint_information_epoch
    obj.partitions_by_user_endpoint = partitions_by_user_endpoint
    obj.unknown_tagged_fields = unknown
    return obj, pos


def _decode_StreamsGroupHeartbeatResponse_v1(
    data: bytes, pos: int
) -> tuple[StreamsGroupHeartbeatResponse, int]:
    """Decode StreamsGroupHeartbeatResponse, version 1."""
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
    n_member_id = data[pos]
    pos += 1
    if n_member_id > 127:
        n_member_id, pos = rt.read_string_length(data, pos - 1)
    end = pos + n_member_id - 1
    if not n_member_id or end > data_end:
        raise rt.Malformed
    member_id = data[pos:end].decode()
    pos = end
    (
        member_epoch,
        heartbeat_interval_ms,
        task_offset_interval_ms,
        acceptable_recovery_lag,
        n_status,
    ) = _S_iiiqB.unpack_from(data, pos)
    pos += 21
    if n_status > 127:
        n_status, pos = rt.read_uvarint(data, pos - 1)
    n_status -= 1
    status: list[Status] | None
    if n_status < 0:
        status = None
    else:
        if n_status > data_end - pos:
            raise rt.Malformed
        items_status: list[Status] = []
        for _ in range(n_status):
            status__status_code, n_status__status_detail = _S_bB.unpack_from(data, pos)
            pos += 2
            if n_status__status_detail > 127:
                n_status__status_detail, pos = rt.read_string_length(data, pos - 1)
            end = pos + n_status__status_detail - 1
            if not n_status__status_detail or end > data_end:
                raise rt.Malformed
            status__status_detail = data[pos:end].decode()
            pos = end
            status__tag_count = data[pos]
            pos += 1
            status__unknown: rt.Tags = ()
            if status__tag_count:
                status__unknown, pos = rt.read_unknown_tags(data, pos - 1)
            e_status = _new(Status)
            e_status.status_code = status__status_code
            e_status.status_detail = status__status_detail
            e_status.unknown_tagged_fields = status__unknown
            items_status.append(e_status)
        status = items_status
    n_active_tasks = data[pos]
    pos += 1
    if n_active_tasks > 127:
        n_active_tasks, pos = rt.read_uvarint(data, pos - 1)
    n_active_tasks -= 1
    active_tasks: list[TaskIds] | None
    if n_active_tasks < 0:
        active_tasks = None
    else:
        if n_active_tasks > data_end - pos:
            raise rt.Malformed
        items_active_tasks: list[TaskIds] = []
        for _ in range(n_active_tasks):
            n_active_tasks__subtopology_id = data[pos]
            pos += 1
            if n_active_tasks__subtopology_id > 127:
                n_active_tasks__subtopology_id, pos = rt.read_string_length(data, pos - 1)
            end = pos + n_active_tasks__subtopology_id - 1
            if not n_active_tasks__subtopology_id or end > data_end:
                raise rt.Malformed
            active_tasks__subtopology_id = data[pos:end].decode()
            pos = end
            n_active_tasks__partitions = data[pos]
            pos += 1
            if n_active_tasks__partitions > 127:
                n_active_tasks__partitions, pos = rt.read_uvarint(data, pos - 1)
            n_active_tasks__partitions -= 1
            if n_active_tasks__partitions < 0:
                raise rt.Malformed
            if n_active_tasks__partitions > data_end - pos:
                raise rt.Malformed
            active_tasks__partitions = list(
                struct.unpack_from(f">{n_active_tasks__partitions}i", data, pos)
            )
            pos += n_active_tasks__partitions * 4
            active_tasks__tag_count = data[pos]
            pos += 1
            active_tasks__unknown: rt.Tags = ()
            if active_tasks__tag_count:
                active_tasks__unknown, pos = rt.read_unknown_tags(data, pos - 1)
            e_active_tasks = _new(TaskIds)
            e_active_tasks.subtopology_id = active_tasks__subtopology_id
            e_active_tasks.partitions = active_tasks__partitions
            e_active_tasks.unknown_tagged_fields = active_tasks__unknown
            items_active_tasks.append(e_active_tasks)
        active_tasks = items_active_tasks
    n_standby_tasks = data[pos]
    pos += 1
    if n_standby_tasks > 127:
        n_standby_tasks, pos = rt.read_uvarint(data, pos - 1)
    n_standby_tasks -= 1
    standby_tasks: list[TaskIds] | None
    if n_standby_tasks < 0:
        standby_tasks = None
    else:
        if n_standby_tasks > data_end - pos:
            raise rt.Malformed
        items_standby_tasks: list[TaskIds] = []
        for _ in range(n_standby_tasks):
            n_standby_tasks__subtopology_id = data[pos]
            pos += 1
            if n_standby_tasks__subtopology_id > 127:
                n_standby_tasks__subtopology_id, pos = rt.read_string_length(data, pos - 1)
            end = pos + n_standby_tasks__subtopology_id - 1
            if not n_standby_tasks__subtopology_id or end > data_end:
                raise rt.Malformed
            standby_tasks__subtopology_id = data[pos:end].decode()
            pos = end
            n_standby_tasks__partitions = data[pos]
            pos += 1
            if n_standby_tasks__partitions > 127:
                n_standby_tasks__partitions, pos = rt.read_uvarint(data, pos - 1)
            n_standby_tasks__partitions -= 1
            if n_standby_tasks__partitions < 0:
                raise rt.Malformed
            if n_standby_tasks__partitions > data_end - pos:
                raise rt.Malformed
            standby_tasks__partitions = list(
                struct.unpack_from(f">{n_standby_tasks__partitions}i", data, pos)
            )
            pos += n_standby_tasks__partitions * 4
            standby_tasks__tag_count = data[pos]
            pos += 1
            standby_tasks__unknown: rt.Tags = ()
            if standby_tasks__tag_count:
                standby_tasks__unknown, pos = rt.read_unknown_tags(data, pos - 1)
            e_standby_tasks = _new(TaskIds)
            e_standby_tasks.subtopology_id = standby_tasks__subtopology_id
            e_standby_tasks.partitions = standby_tasks__partitions
            e_standby_tasks.unknown_tagged_fields = standby_tasks__unknown
            items_standby_tasks.append(e_standby_tasks)
        standby_tasks = items_standby_tasks
    n_warmup_tasks = data[pos]
    pos += 1
    if n_warmup_tasks > 127:
        n_warmup_tasks, pos = rt.read_uvarint(data, pos - 1)
    n_warmup_tasks -= 1
    warmup_tasks: list[TaskIds] | None
    if n_warmup_tasks < 0:
        warmup_tasks = None
    else:
        if n_warmup_tasks > data_end - pos:
            raise rt.Malformed
        items_warmup_tasks: list[TaskIds] = []
        for _ in range(n_warmup_tasks):
            n_warmup_tasks__subtopology_id = data[pos]
            pos += 1
            if n_warmup_tasks__subtopology_id > 127:
                n_warmup_tasks__subtopology_id, pos = rt.read_string_length(data, pos - 1)
            end = pos + n_warmup_tasks__subtopology_id - 1
            if not n_warmup_tasks__subtopology_id or end > data_end:
                raise rt.Malformed
            warmup_tasks__subtopology_id = data[pos:end].decode()
            pos = end
            n_warmup_tasks__partitions = data[pos]
            pos += 1
            if n_warmup_tasks__partitions > 127:
                n_warmup_tasks__partitions, pos = rt.read_uvarint(data, pos - 1)
            n_warmup_tasks__partitions -= 1
            if n_warmup_tasks__partitions < 0:
                raise rt.Malformed
            if n_warmup_tasks__partitions > data_end - pos:
                raise rt.Malformed
            warmup_tasks__partitions = list(
                struct.unpack_from(f">{n_warmup_tasks__partitions}i", data, pos)
            )
            pos += n_warmup_tasks__partitions * 4
            warmup_tasks__tag_count = data[pos]
            pos += 1
            warmup_tasks__unknown: rt.Tags = ()
            if warmup_tasks__tag_count:
                warmup_tasks__unknown, pos = rt.read_unknown_tags(data, pos - 1)
            e_warmup_tasks = _new(TaskIds)
            e_warmup_tasks.subtopology_id = warmup_tasks__subtopology_id
            e_warmup_tasks.partitions = warmup_tasks__partitions
            e_warmup_tasks.unknown_tagged_fields = warmup_tasks__unknown
            items_warmup_tasks.append(e_warmup_tasks)
        warmup_tasks = items_warmup_tasks
    topology_description_required_raw, endpoint_information_epoch, n_partitions_by_user_endpoint = (
        _S_BiB.unpack_from(data, pos)
    )
    pos += 6
    topology_description_required = rt.BOOLS[topology_description_required_raw]
    if n_partitions_by_user_endpoint > 127:
        n_partitions_by_user_endpoint, pos = rt.read_uvarint(data, pos - 1)
    n_partitions_by_user_endpoint -= 1
    partitions_by_user_endpoint: list[EndpointToPartitions] | None
    if n_partitions_by_user_endpoint < 0:
        partitions_by_user_endpoint = None
    else:
        if n_partitions_by_user_endpoint > data_end - pos:
            raise rt.Malformed
        items_partitions_by_user_endpoint: list[EndpointToPartitions] = []
        for _ in range(n_partitions_by_user_endpoint):
            partitions_by_user_endpoint__user_endpoint, pos = _decode_Endpoint_v0(data, pos)
            n_partitions_by_user_endpoint__active_partitions = data[pos]
            pos += 1
            if n_partitions_by_user_endpoint__active_partitions > 127:
                n_partitions_by_user_endpoint__active_partitions, pos = rt.read_uvarint(
                    data, pos - 1
                )
            n_partitions_by_user_endpoint__active_partitions -= 1
            if n_partitions_by_user_endpoint__active_partitions < 0:
                raise rt.Malformed
            if n_partitions_by_user_endpoint__active_partitions > data_end - pos:
                raise rt.Malformed
            items_partitions_by_user_endpoint__active_partitions: list[TopicPartition] = []
            for _ in range(n_partitions_by_user_endpoint__active_partitions):
                e_partitions_by_user_endpoint__active_partitions, pos = _decode_TopicPartition_v0(
                    data, pos
                )
                items_partitions_by_user_endpoint__active_partitions.append(
                    e_partitions_by_user_endpoint__active_partitions
                )
            partitions_by_user_endpoint__active_partitions = (
                items_partitions_by_user_endpoint__active_partitions
            )
            n_partitions_by_user_endpoint__standby_partitions = data[pos]
            pos += 1
            if n_partitions_by_user_endpoint__standby_partitions > 127:
                n_partitions_by_user_endpoint__standby_partitions, pos = rt.read_uvarint(
                    data, pos - 1
                )
            n_partitions_by_user_endpoint__standby_partitions -= 1
            if n_partitions_by_user_endpoint__standby_partitions < 0:
                raise rt.Malformed
            if n_partitions_by_user_endpoint__standby_partitions > data_end - pos:
                raise rt.Malformed
            items_partitions_by_user_endpoint__standby_partitions: list[TopicPartition] = []
            for _ in range(n_partitions_by_user_endpoint__standby_partitions):
                e_partitions_by_user_endpoint__standby_partitions, pos = _decode_TopicPartition_v0(
                    data, pos
                )
                items_partitions_by_user_endpoint__standby_partitions.append(
                    e_partitions_by_user_endpoint__standby_partitions
                )
            partitions_by_user_endpoint__standby_partitions = (
                items_partitions_by_user_endpoint__standby_partitions
            )
            partitions_by_user_endpoint__tag_count = data[pos]
            pos += 1
            partitions_by_user_endpoint__unknown: rt.Tags = ()
            if partitions_by_user_endpoint__tag_count:
                partitions_by_user_endpoint__unknown, pos = rt.read_unknown_tags(data, pos - 1)
            e_partitions_by_user_endpoint = _new(EndpointToPartitions)
            e_partitions_by_user_endpoint.user_endpoint = partitions_by_user_endpoint__user_endpoint
            e_partitions_by_user_endpoint.active_partitions = (
                partitions_by_user_endpoint__active_partitions
            )
            e_partitions_by_user_endpoint.standby_partitions = (
                partitions_by_user_endpoint__standby_partitions
            )
            e_partitions_by_user_endpoint.unknown_tagged_fields = (
                partitions_by_user_endpoint__unknown
            )
            items_partitions_by_user_endpoint.append(e_partitions_by_user_endpoint)
        partitions_by_user_endpoint = items_partitions_by_user_endpoint
    tag_count = data[pos]
    pos += 1
    unknown: rt.Tags = ()
    if tag_count:
        unknown, pos = rt.read_unknown_tags(data, pos - 1)
    obj = _new(StreamsGroupHeartbeatResponse)
    obj.throttle_time_ms = throttle_time_ms
    obj.error_code = error_code
    obj.error_message = error_message
    obj.member_id = member_id
    obj.member_epoch = member_epoch
    obj.heartbeat_interval_ms = heartbeat_interval_ms
    obj.acceptable_recovery_lag_legacy = 0
    obj.task_offset_interval_ms = task_offset_interval_ms
    obj.acceptable_recovery_lag = acceptable_recovery_lag
    obj.status = status
    obj.active_tasks = active_tasks
    obj.standby_tasks = standby_tasks
    obj.warmup_tasks = warmup_tasks
    obj.topology_description_required = topology_description_required
    obj.endpoint_information_epoch = endpoint_information_epoch
    obj.partitions_by_user_endpoint = partitions_by_user_endpoint
    obj.unknown_tagged_fields = unknown
    return obj, pos


def _encode_StreamsGroupHeartbeatResponse_v0(
    obj: StreamsGroupHeartbeatResponse, out: bytearray
) -> None:
    """Encode StreamsGroupHeartbeatResponse, version 0."""
    append = out.append
    if obj.topology_description_required is not False:
        raise rt.Malformed
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
    b_member_id = obj.member_id.encode()
    n = len(b_member_id) + 1
    if n < 128:
        append(n)
    else:
        out += rt.string_length(n)
    out += b_member_id
    out += _S_iiii.pack(
        obj.member_epoch,
        obj.heartbeat_interval_ms,
        obj.acceptable_recovery_lag_legacy,
        obj.task_offset_interval_ms,
    )
    a_status = obj.status
    if a_status is None:
        append(0)
    else:
        n = len(a_status) + 1
        if n < 128:
            append(n)
        else:
            out += rt.uvarint(n)
        for e_status in a_status:
            out += _S_b.pack(e_status.status_code)
            b_status__status_detail = e_status.status_detail.encode()
            n = len(b_status__status_detail) + 1
            if n < 128:
                append(n)
            else:
                out += rt.string_length(n)
            out += b_status__status_detail
            if e_status.unknown_tagged_fields:
                rt.write_tags(out, (), e_status.unknown_tagged_fields)
            else:
                append(0)
    a_active_tasks = obj.active_tasks
    if a_active_tasks is None:
        append(0)
    else:
        n = len(a_active_tasks) + 1
        if n < 128:
            append(n)
        else:
            out += rt.uvarint(n)
        for e_active_tasks in a_active_tasks:
            b_active_tasks__subtopology_id = e_active_tasks.subtopology_id.encode()
            n = len(b_active_tasks__subtopology_id) + 1
            if n < 128:
                append(n)
            else:
                out += rt.string_length(n)
            out += b_active_tasks__subtopology_id
            a_active_tasks__partitions = e_active_tasks.partitions
            n = len(a_active_tasks__partitions) + 1
            if n < 128:
                append(n)
            else:
                out += rt.uvarint(n)
            out += struct.pack(f">{len(a_active_tasks__partitions)}i", *a_active_tasks__partitions)
            if e_active_tasks.unknown_tagged_fields:
                rt.write_tags(out, (), e_active_tasks.unknown_tagged_fields)
            else:
                append(0)
    a_standby_tasks = obj.standby_tasks
    if a_standby_tasks is None:
        append(0)
    else:
        n = len(a_standby_tasks) + 1
        if n < 128:
            append(n)
        else:
            out += rt.uvarint(n)
        for e_standby_tasks in a_standby_tasks:
            b_standby_tasks__subtopology_id = e_standby_tasks.subtopology_id.encode()
            n = len(b_standby_tasks__subtopology_id) + 1
            if n < 128:
                append(n)
            else:
                out += rt.string_length(n)
            out += b_standby_tasks__subtopology_id
            a_standby_tasks__partitions = e_standby_tasks.partitions
            n = len(a_standby_tasks__partitions) + 1
            if n < 128:
                append(n)
            else:
                out += rt.uvarint(n)
            out += struct.pack(
                f">{len(a_standby_tasks__partitions)}i", *a_standby_tasks__partitions
            )
            if e_standby_tasks.unknown_tagged_fields:
                rt.write_tags(out, (), e_standby_tasks.unknown_tagged_fields)
            else:
                append(0)
    a_warmup_tasks = obj.warmup_tasks
    if a_warmup_tasks is None:
        append(0)
    else:
        n = len(a_warmup_tasks) + 1
        if n < 128:
            append(n)
        else:
            out += rt.uvarint(n)
        for e_warmup_tasks in a_warmup_tasks:
            b_warmup_tasks__subtopology_id = e_warmup_tasks.subtopology_id.encode()
            n = len(b_warmup_tasks__subtopology_id) + 1
            if n < 128:
                append(n)
            else:
                out += rt.string_length(n)
            out += b_warmup_tasks__subtopology_id
            a_warmup_tasks__partitions = e_warmup_tasks.partitions
            n = len(a_warmup_tasks__partitions) + 1
            if n < 128:
                append(n)
            else:
                out += rt.uvarint(n)
            out += struct.pack(f">{len(a_warmup_tasks__partitions)}i", *a_warmup_tasks__partitions)
            if e_warmup_tasks.unknown_tagged_fields:
                rt.write_tags(out, (), e_warmup_tasks.unknown_tagged_fields)
            else:
                append(0)
    out += _S_i.pack(obj.endpoint_information_epoch)
    a_partitions_by_user_endpoint = obj.partitions_by_user_endpoint
    if a_partitions_by_user_endpoint is None:
        append(0)
    else:
        n = len(a_partitions_by_user_endpoint) + 1
        if n < 128:
            append(n)
        else:
            out += rt.uvarint(n)
        for e_partitions_by_user_endpoint in a_partitions_by_user_endpoint:
            _encode_Endpoint_v0(e_partitions_by_user_endpoint.user_endpoint, out)
            a_partitions_by_user_endpoint__active_partitions = (
                e_partitions_by_user_endpoint.active_partitions
            )
            n = len(a_partitions_by_user_endpoint__active_partitions) + 1
            if n < 128:
                append(n)
            else:
                out += rt.uvarint(n)
            for (
                e_partitions_by_user_endpoint__active_partitions
            ) in a_partitions_by_user_endpoint__active_partitions:
                b_partitions_by_user_endpoint__active_partitions__topic = (
                    e_partitions_by_user_endpoint__active_partitions.topic.encode()
                )
                n = len(b_partitions_by_user_endpoint__active_partitions__topic) + 1
                if n < 128:
                    append(n)
                else:
                    out += rt.string_length(n)
                out += b_partitions_by_user_endpoint__active_partitions__topic
                a_partitions_by_user_endpoint__active_partitions__partitions = (
                    e_partitions_by_user_endpoint__active_partitions.partitions
                )
                n = len(a_partitions_by_user_endpoint__active_partitions__partitions) + 1
                if n < 128:
                    append(n)
                else:
                    out += rt.uvarint(n)
                out += struct.pack(
                    f">{len(a_partitions_by_user_endpoint__active_partitions__partitions)}i",
                    *a_partitions_by_user_endpoint__active_partitions__partitions,
                )
                if e_partitions_by_user_endpoint__active_partitions.unknown_tagged_fields:
                    rt.write_tags(
                        out,
                        (),
                        e_partitions_by_user_endpoint__active_partitions.unknown_tagged_fields,
                    )
                else:
                    append(0)
            a_partitions_by_user_endpoint__standby_partitions = (
                e_partitions_by_user_endpoint.standby_partitions
            )
            n = len(a_partitions_by_user_endpoint__standby_partitions) + 1
            if n < 128:
                append(n)
            else:
                out += rt.uvarint(n)
            for (
                e_partitions_by_user_endpoint__standby_partitions
            ) in a_partitions_by_user_endpoint__standby_partitions:
                b_partitions_by_user_endpoint__standby_partitions__topic = (
                    e_partitions_by_user_endpoint__standby_partitions.topic.encode()
                )
                n = len(b_partitions_by_user_endpoint__standby_partitions__topic) + 1
                if n < 128:
                    append(n)
                else:
                    out += rt.string_length(n)
                out += b_partitions_by_user_endpoint__standby_partitions__topic
                a_partitions_by_user_endpoint__standby_partitions__partitions = (
                    e_partitions_by_user_endpoint__standby_partitions.partitions
                )
                n = len(a_partitions_by_user_endpoint__standby_partitions__partitions) + 1
                if n < 128:
                    append(n)
                else:
                    out += rt.uvarint(n)
                out += struct.pack(
                    f">{len(a_partitions_by_user_endpoint__standby_partitions__partitions)}i",
                    *a_partitions_by_user_endpoint__standby_partitions__partitions,
                )
                if e_partitions_by_user_endpoint__standby_partitions.unknown_tagged_fields:
                    rt.write_tags(
                        out,
                        (),
                        e_partitions_by_user_endpoint__standby_partitions.unknown_tagged_fields,
                    )
                else:
                    append(0)
            if e_partitions_by_user_endpoint.unknown_tagged_fields:
                rt.write_tags(out, (), e_partitions_by_user_endpoint.unknown_tagged_fields)
            else:
                append(0)
    if obj.unknown_tagged_fields:
        rt.write_tags(out, (), obj.unknown_tagged_fields)
    else:
        append(0)


def _encode_StreamsGroupHeartbeatResponse_v1(
    obj: StreamsGroupHeartbeatResponse, out: bytearray
) -> None:
    """Encode StreamsGroupHeartbeatResponse, version 1."""
    append = out.append
    if obj.acceptable_recovery_lag_legacy != 0:
        raise rt.Malformed
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
    b_member_id = obj.member_id.encode()
    n = len(b_member_id) + 1
    if n < 128:
        append(n)
    else:
        out += rt.string_length(n)
    out += b_member_id
    out += _S_iiiq.pack(
        obj.member_epoch,
        obj.heartbeat_interval_ms,
        obj.task_offset_interval_ms,
        obj.acceptable_recovery_lag,
    )
    a_status = obj.status
    if a_status is None:
        append(0)
    else:
        n = len(a_status) + 1
        if n < 128:
            append(n)
        else:
            out += rt.uvarint(n)
        for e_status in a_status:
            out += _S_b.pack(e_status.status_code)
            b_status__status_detail = e_status.status_detail.encode()
            n = len(b_status__status_detail) + 1
            if n < 128:
                append(n)
            else:
                out += rt.string_length(n)
            out += b_status__status_detail
            if e_status.unknown_tagged_fields:
                rt.write_tags(out, (), e_status.unknown_tagged_fields)
            else:
                append(0)
    a_active_tasks = obj.active_tasks
    if a_active_tasks is None:
        append(0)
    else:
        n = len(a_active_tasks) + 1
        if n < 128:
            append(n)
        else:
            out += rt.uvarint(n)
        for e_active_tasks in a_active_tasks:
            b_active_tasks__subtopology_id = e_active_tasks.subtopology_id.encode()
            n = len(b_active_tasks__subtopology_id) + 1
            if n < 128:
                append(n)
            else:
                out += rt.string_length(n)
            out += b_active_tasks__subtopology_id
            a_active_tasks__partitions = e_active_tasks.partitions
            n = len(a_active_tasks__partitions) + 1
            if n < 128:
                append(n)
            else:
                out += rt.uvarint(n)
            out += struct.pack(f">{len(a_active_tasks__partitions)}i", *a_active_tasks__partitions)
            if e_active_tasks.unknown_tagged_fields:
                rt.write_tags(out, (), e_active_tasks.unknown_tagged_fields)
            else:
                append(0)
    a_standby_tasks = obj.standby_tasks
    if a_standby_tasks is None:
        append(0)
    else:
        n = len(a_standby_tasks) + 1
        if n < 128:
            append(n)
        else:
            out += rt.uvarint(n)
        for e_standby_tasks in a_standby_tasks:
            b_standby_tasks__subtopology_id = e_standby_tasks.subtopology_id.encode()
            n = len(b_standby_tasks__subtopology_id) + 1
            if n < 128:
                append(n)
            else:
                out += rt.string_length(n)
            out += b_standby_tasks__subtopology_id
            a_standby_tasks__partitions = e_standby_tasks.partitions
            n = len(a_standby_tasks__partitions) + 1
            if n < 128:
                append(n)
            else:
                out += rt.uvarint(n)
            out += struct.pack(
                f">{len(a_standby_tasks__partitions)}i", *a_standby_tasks__partitions
            )
            if e_standby_tasks.unknown_tagged_fields:
                rt.write_tags(out, (), e_standby_tasks.unknown_tagged_fields)
            else:
                append(0)
    a_warmup_tasks = obj.warmup_tasks
    if a_warmup_tasks is None:
        append(0)
    else:
        n = len(a_warmup_tasks) + 1
        if n < 128:
            append(n)
        else:
            out += rt.uvarint(n)
        for e_warmup_tasks in a_warmup_tasks:
            b_warmup_tasks__subtopology_id = e_warmup_tasks.subtopology_id.encode()
            n = len(b_warmup_tasks__subtopology_id) + 1
            if n < 128:
                append(n)
            else:
                out += rt.string_length(n)
            out += b_warmup_tasks__subtopology_id
            a_warmup_tasks__partitions = e_warmup_tasks.partitions
            n = len(a_warmup_tasks__partitions) + 1
            if n < 128:
                append(n)
            else:
                out += rt.uvarint(n)
            out += struct.pack(f">{len(a_warmup_tasks__partitions)}i", *a_warmup_tasks__partitions)
            if e_warmup_tasks.unknown_tagged_fields:
                rt.write_tags(out, (), e_warmup_tasks.unknown_tagged_fields)
            else:
                append(0)
    if (
        obj.topology_description_required is not True
        and obj.topology_description_required is not False
    ):
        raise rt.Malformed
    out += _S_oi.pack(obj.topology_description_required, obj.endpoint_information_epoch)
    a_partitions_by_user_endpoint = obj.partitions_by_user_endpoint
    if a_partitions_by_user_endpoint is None:
        append(0)
    else:
        n = len(a_partitions_by_user_endpoint) + 1
        if n < 128:
            append(n)
        else:
            out += rt.uvarint(n)
        for e_partitions_by_user_endpoint in a_partitions_by_user_endpoint:
            _encode_Endpoint_v0(e_partitions_by_user_endpoint.user_endpoint, out)
            a_partitions_by_user_endpoint__active_partitions = (
                e_partitions_by_user_endpoint.active_partitions
            )
            n = len(a_partitions_by_user_endpoint__active_partitions) + 1
            if n < 128:
                append(n)
            else:
                out += rt.uvarint(n)
            for (
                e_partitions_by_user_endpoint__active_partitions
            ) in a_partitions_by_user_endpoint__active_partitions:
                b_partitions_by_user_endpoint__active_partitions__topic = (
                    e_partitions_by_user_endpoint__active_partitions.topic.encode()
                )
                n = len(b_partitions_by_user_endpoint__active_partitions__topic) + 1
                if n < 128:
                    append(n)
                else:
                    out += rt.string_length(n)
                out += b_partitions_by_user_endpoint__active_partitions__topic
                a_partitions_by_user_endpoint__active_partitions__partitions = (
                    e_partitions_by_user_endpoint__active_partitions.partitions
                )
                n = len(a_partitions_by_user_endpoint__active_partitions__partitions) + 1
                if n < 128:
                    append(n)
                else:
                    out += rt.uvarint(n)
                out += struct.pack(
                    f">{len(a_partitions_by_user_endpoint__active_partitions__partitions)}i",
                    *a_partitions_by_user_endpoint__active_partitions__partitions,
                )
                if e_partitions_by_user_endpoint__active_partitions.unknown_tagged_fields:
                    rt.write_tags(
                        out,
                        (),
                        e_partitions_by_user_endpoint__active_partitions.unknown_tagged_fields,
                    )
                else:
                    append(0)
            a_partitions_by_user_endpoint__standby_partitions = (
                e_partitions_by_user_endpoint.standby_partitions
            )
            n = len(a_partitions_by_user_endpoint__standby_partitions) + 1
            if n < 128:
                append(n)
            else:
                out += rt.uvarint(n)
            for (
                e_partitions_by_user_endpoint__standby_partitions
            ) in a_partitions_by_user_endpoint__standby_partitions:
                b_partitions_by_user_endpoint__standby_partitions__topic = (
                    e_partitions_by_user_endpoint__standby_partitions.topic.encode()
                )
                n = len(b_partitions_by_user_endpoint__standby_partitions__topic) + 1
                if n < 128:
                    append(n)
                else:
                    out += rt.string_length(n)
                out += b_partitions_by_user_endpoint__standby_partitions__topic
                a_partitions_by_user_endpoint__standby_partitions__partitions = (
                    e_partitions_by_user_endpoint__standby_partitions.partitions
                )
                n = len(a_partitions_by_user_endpoint__standby_partitions__partitions) + 1
                if n < 128:
                    append(n)
                else:
                    out += rt.uvarint(n)
                out += struct.pack(
                    f">{len(a_partitions_by_user_endpoint__standby_partitions__partitions)}i",
                    *a_partitions_by_user_endpoint__standby_partitions__partitions,
                )
                if e_partitions_by_user_endpoint__standby_partitions.unknown_tagged_fields:
                    rt.write_tags(
                        out,
                        (),
                        e_partitions_by_user_endpoint__standby_partitions.unknown_tagged_fields,
                    )
                else:
                    append(0)
            if e_partitions_by_user_endpoint.unknown_tagged_fields:
                rt.write_tags(out, (), e_partitions_by_user_endpoint.unknown_tagged_fields)
            else:
                append(0)
    if obj.unknown_tagged_fields:
        rt.write_tags(out, (), obj.unknown_tagged_fields)
    else:
        append(0)


Status._SCHEMA = rt.StructInfo(
    "Status",
    (
        rt.FieldInfo("status_code", "statusCode", "int8", rt.vr("0+"), default=0),
        rt.FieldInfo("status_detail", "statusDetail", "string", rt.vr("0+"), default=""),
    ),
    flexible=rt.vr("0+"),
)
Status._DECODERS = {
    0: _decode_Status_v0,
    1: _decode_Status_v0,
}
Status._ENCODERS = {
    0: _encode_Status_v0,
    1: _encode_Status_v0,
}

TaskIds._SCHEMA = rt.StructInfo(
    "TaskIds",
    (
        rt.FieldInfo("subtopology_id", "subtopologyId", "string", rt.vr("0+"), default=""),
        rt.FieldInfo("partitions", "partitions", "int32", rt.vr("0+"), is_array=True, default=()),
    ),
    flexible=rt.vr("0+"),
)
TaskIds._DECODERS = {
    0: _decode_TaskIds_v0,
    1: _decode_TaskIds_v0,
}
TaskIds._ENCODERS = {
    0: _encode_TaskIds_v0,
    1: _encode_TaskIds_v0,
}

Endpoint._SCHEMA = rt.StructInfo(
    "Endpoint",
    (
        rt.FieldInfo("host", "host", "string", rt.vr("0+"), default=""),
        rt.FieldInfo("port", "port", "uint16", rt.vr("0+"), default=0),
    ),
    flexible=rt.vr("0+"),
)
Endpoint._DECODERS = {
    0: _decode_Endpoint_v0,
    1: _decode_Endpoint_v0,
}
Endpoint._ENCODERS = {
    0: _encode_Endpoint_v0,
    1: _encode_Endpoint_v0,
}

TopicPartition._SCHEMA = rt.StructInfo(
    "TopicPartition",
    (
        rt.FieldInfo("topic", "topic", "string", rt.vr("0+"), default=""),
        rt.FieldInfo("partitions", "partitions", "int32", rt.vr("0+"), is_array=True, default=()),
    ),
    flexible=rt.vr("0+"),
)
TopicPartition._DECODERS = {
    0: _decode_TopicPartition_v0,
    1: _decode_TopicPartition_v0,
}
TopicPartition._ENCODERS = {
    0: _encode_TopicPartition_v0,
    1: _encode_TopicPartition_v0,
}

EndpointToPartitions._SCHEMA = rt.StructInfo(
    "EndpointToPartitions",
    (
        rt.FieldInfo(
            "user_endpoint",
            "userEndpoint",
            "struct",
            rt.vr("0+"),
            struct=lambda: Endpoint,
            default=Endpoint(),
        ),
        rt.FieldInfo(
            "active_partitions",
            "activePartitions",
            "struct",
            rt.vr("0+"),
            is_array=True,
            struct=lambda: TopicPartition,
            default=(),
        ),
        rt.FieldInfo(
            "standby_partitions",
            "standbyPartitions",
            "struct",
            rt.vr("0+"),
            is_array=True,
            struct=lambda: TopicPartition,
            default=(),
        ),
    ),
    flexible=rt.vr("0+"),
)
EndpointToPartitions._DECODERS = {
    0: _decode_EndpointToPartitions_v0,
    1: _decode_EndpointToPartitions_v0,
}
EndpointToPartitions._ENCODERS = {
    0: _encode_EndpointToPartitions_v0,
    1: _encode_EndpointToPartitions_v0,
}

StreamsGroupHeartbeatResponse._SCHEMA = rt.StructInfo(
    "StreamsGroupHeartbeatResponse",
    (
        rt.FieldInfo("throttle_time_ms", "throttleTimeMs", "int32", rt.vr("0+"), default=0),
        rt.FieldInfo("error_code", "errorCode", "int16", rt.vr("0+"), default=0),
        rt.FieldInfo("error_message", "errorMessage", "string", rt.vr("0+"), nullable=rt.vr("0+")),
        rt.FieldInfo("member_id", "memberId", "string", rt.vr("0+"), default=""),
        rt.FieldInfo("member_epoch", "memberEpoch", "int32", rt.vr("0+"), default=0),
        rt.FieldInfo(
            "heartbeat_interval_ms", "heartbeatIntervalMs", "int32", rt.vr("0+"), default=0
        ),
        rt.FieldInfo(
            "acceptable_recovery_lag_legacy",
            "acceptableRecoveryLagLegacy",
            "int32",
            rt.vr("0"),
            default=0,
        ),
        rt.FieldInfo(
            "task_offset_interval_ms", "taskOffsetIntervalMs", "int32", rt.vr("0+"), default=0
        ),
        rt.FieldInfo(
            "acceptable_recovery_lag",
            "acceptableRecoveryLag",
            "int64",
            rt.vr("1+"),
            default=-1,
            ignorable=True,
        ),
        rt.FieldInfo(
            "status",
            "status",
            "struct",
            rt.vr("0+"),
            is_array=True,
            struct=lambda: Status,
            nullable=rt.vr("0+"),
            default=(),
        ),
        rt.FieldInfo(
            "active_tasks",
            "activeTasks",
            "struct",
            rt.vr("0+"),
            is_array=True,
            struct=lambda: TaskIds,
            nullable=rt.vr("0+"),
        ),
        rt.FieldInfo(
            "standby_tasks",
            "standbyTasks",
            "struct",
            rt.vr("0+"),
            is_array=True,
            struct=lambda: TaskIds,
            nullable=rt.vr("0+"),
        ),
        rt.FieldInfo(
            "warmup_tasks",
            "warmupTasks",
            "struct",
            rt.vr("0+"),
            is_array=True,
            struct=lambda: TaskIds,
            nullable=rt.vr("0+"),
        ),
        rt.FieldInfo(
            "topology_description_required",
            "topologyDescriptionRequired",
            "bool",
            rt.vr("1+"),
            default=False,
        ),
        rt.FieldInfo(
            "endpoint_information_epoch",
            "endpointInformationEpoch",
            "int32",
            rt.vr("0+"),
            default=0,
        ),
        rt.FieldInfo(
            "partitions_by_user_endpoint",
            "partitionsByUserEndpoint",
            "struct",
            rt.vr("0+"),
            is_array=True,
            struct=lambda: EndpointToPartitions,
            nullable=rt.vr("0+"),
        ),
    ),
    flexible=rt.vr("0+"),
)
StreamsGroupHeartbeatResponse._DECODERS = {
    0: _decode_StreamsGroupHeartbeatResponse_v0,
    1: _decode_StreamsGroupHeartbeatResponse_v1,
}
StreamsGroupHeartbeatResponse._ENCODERS = {
    0: _encode_StreamsGroupHeartbeatResponse_v0,
    1: _encode_StreamsGroupHeartbeatResponse_v1,
}
