"""ShareGroupHeartbeatResponse: generated from ShareGroupHeartbeatResponse.json; edit the schema, not this file."""

from __future__ import annotations

import struct
from typing import ClassVar
from uuid import UUID

import attrs

from kgroup_proto import runtime as rt

_new = object.__new__
_S_ih = struct.Struct(">ih")
_S_ihB = struct.Struct(">ihB")
_S_iib = struct.Struct(">iib")
_S_u = struct.Struct(">16s")


@attrs.define(weakref_slot=False)
class TopicPartitions(rt.Struct):
    """Partitions handed to the member.

    Versions 0-1; flexible 0+.

    Attributes:
        topic_id: Id of the topic. (versions 0+)
        partitions: Assigned partition indexes of that topic. (versions 0+)
    """

    VALID_VERSIONS: ClassVar[range] = range(0, 2)
    FLEXIBLE_VERSIONS: ClassVar[range | None] = range(0, rt.VERSION_LIMIT)

    topic_id: UUID = rt.ZERO_UUID
    partitions: list[int] = attrs.field(factory=list)
    unknown_tagged_fields: rt.Tags = ()


@attrs.define(weakref_slot=False)
class Assignment(rt.Struct):
    """New assignment for the member, or null when none is sent.

    Versions 0-1; flexible 0+.

    Attributes:
        topic_partitions: Partitions handed to the member. (versions 0+)
    """

    VALID_VERSIONS: ClassVar[range] = range(0, 2)
    FLEXIBLE_VERSIONS: ClassVar[range | None] = range(0, rt.VERSION_LIMIT)

    topic_partitions: list[TopicPartitions] = attrs.field(factory=list)
    unknown_tagged_fields: rt.Tags = ()


@attrs.define(weakref_slot=False)
class ShareGroupHeartbeatResponse(rt.Struct):
    """The ShareGroupHeartbeatResponse response.

    API key 76, versions 0-1; flexible 0+.

    Attributes:
        throttle_time_ms: Milliseconds the broker held the response back because of a quota;
            0 when no quota applied. (versions 0+)
        error_code: Error for the whole response, 0 on success. (versions 0+)
        error_message: Text explaining the error, null on success. (versions 0+, nullable
            0+)
        member_id: Id of the member this answer is for. (versions 0+, nullable 0+)
        member_epoch: Epoch the member now holds. (versions 0+)
        heartbeat_interval_ms: How often, in milliseconds, the member should heartbeat.
            (versions 0+)
        assignment: New assignment for the member, or null when none is sent. (versions 0+,
            nullable 0+)
    """

    API_KEY: ClassVar[int | None] = 76
    MESSAGE_TYPE: ClassVar[str] = "response"
    VALID_VERSIONS: ClassVar[range] = range(0, 2)
    FLEXIBLE_VERSIONS: ClassVar[range | None] = range(0, rt.VERSION_LIMIT)

    throttle_time_ms: int = 0
    error_code: int = 0
    error_message: str | None = None
    member_id: str | None = None
    member_epoch: int = 0
    heartbeat_interval_ms: int = 0
    assignment: Assignment | None = None
    unknown_tagged_fields: rt.Tags = ()


def _decode_TopicPartitions_v0(data: bytes, pos: int) -> tuple[TopicPartitions, int]:
    """Decode TopicPartitions, versions 0, 1."""
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
    obj = _new(TopicPartitions)
    obj.topic_id = topic_id
    obj.partitions = partitions
    obj.unknown_tagged_fields = unknown
    return obj, pos


def _encode_TopicPartitions_v0(obj: TopicPartitions, out: bytearray) -> None:
    """Encode TopicPartitions, versions 0, 1."""
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


def _decode_Assignment_v0(data: bytes, pos: int) -> tuple[Assignment, int]:
    """Decode Assignment, versions 0, 1."""
    data_end = len(data)
    n_topic_partitions = data[pos]
    pos += 1
    if n_topic_partitions > 127:
        n_topic_partitions, pos = rt.read_uvarint(data, pos - 1)
    n_topic_partitions -= 1
    if n_topic_partitions < 0:
        raise rt.Malformed
    if n_topic_partitions > data_end - pos:
        raise rt.Malformed
    items_topic_partitions: list[TopicPartitions] = []
    for _ in range(n_topic_partitions):
        (topic_partitions__topic_id_raw,) = _S_u.unpack_from(data, pos)
        pos += 16
        topic_partitions__topic_id = UUID(bytes=topic_partitions__topic_id_raw)
        n_topic_partitions__partitions = data[pos]
        pos += 1
        if n_topic_partitions__partitions > 127:
            n_topic_partitions__partitions, pos = rt.read_uvarint(data, pos - 1)
        n_topic_partitions__partitions -= 1
        if n_topic_partitions__partitions < 0:
            raise rt.Malformed
        if n_topic_partitions__partitions > data_end - pos:
            raise rt.Malformed
        topic_partitions__partitions = list(
            struct.unpack_from(f">{n_topic_partitions__partitions}i", data, pos)
        )
        pos += n_topic_partitions__partitions * 4
        topic_partitions__tag_count = data[pos]
        pos += 1
        topic_partitions__unknown: rt.Tags = ()
        if topic_partitions__tag_count:
            topic_partitions__unknown, pos = rt.read_unknown_tags(data, pos - 1)
        e_topic_partitions = _new(TopicPartitions)
        e_topic_partitions.topic_id = topic_partitions__topic_id
        e_topic_partitions.partitions = topic_partitions__partitions
        e_topic_partitions.unknown_tagged_fields = topic_partitions__unknown
        items_topic_partitions.append(e_topic_partitions)
    topic_partitions = items_topic_partitions
    tag_count = data[pos]
    pos += 1
    unknown: rt.Tags = ()
    if tag_count:
        unknown, pos = rt.read_unknown_tags(data, pos - 1)
    obj = _new(Assignment)
    obj.topic_partitions = topic_partitions
    obj.unknown_tagged_fields = unknown
    return obj, pos


def _encode_Assignment_v0(obj: Assignment, out: bytearray) -> None:
    """Encode Assignment, versions 0, 1."""
    append = out.append
    a_topic_partitions = obj.topic_partitions
    n = len(a_topic_partitions) + 1
    if n < 128:
        append(n)
    else:
        out += rt.uvarint(n)
    for e_topic_partitions in a_topic_partitions:
        out += _S_u.pack(e_topic_partitions.topic_id.bytes)
        a_topic_partitions__partitions = e_topic_partitions.partitions
        n = len(a_topic_partitions__partitions) + 1
        if n < 128:
            append(n)
        else:
            out += rt.uvarint(n)
        out += struct.pack(
            f">{len(a_topic_partitions__partitions)}i", *a_topic_partitions__partitions
        )
        if e_topic_partitions.unknown_tagged_fields:
            rt.write_tags(out, (), e_topic_partitions.unknown_tagged_fields)
        else:
            append(0)
    if obj.unknown_tagged_fields:
        rt.write_tags(out, (), obj.unknown_tagged_fields)
    else:
        append(0)


def _decode_ShareGroupHeartbeatResponse_v0(
    data: bytes, pos: int
) -> tuple[ShareGroupHeartbeatResponse, int]:
    """Decode ShareGroupHeartbeatResponse, versions 0, 1."""
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
    member_id: str | None
    if not n_member_id:
        member_id = None
    else:
        end = pos + n_member_id - 1
        if end > data_end:
            raise rt.Malformed
        member_id = data[pos:end].decode()
        pos = end
    member_epoch, heartbeat_interval_ms, m_assignment = _S_iib.unpack_from(data, pos)
    pos += 9
    assignment: Assignment | None
    if m_assignment == -1:
        assignment = None
    else:
        if m_assignment != 1:
            raise rt.Malformed
        assignment, pos = _decode_Assignment_v0(data, pos)
    tag_count = data[pos]
    pos += 1
    unknown: rt.Tags = ()
    if tag_count:
        unknown, pos = rt.read_unknown_tags(data, pos - 1)
    obj = _new(ShareGroupHeartbeatResponse)
    obj.throttle_time_ms = throttle_time_ms
    obj.error_code = error_code
    obj.error_message = error_message
    obj.member_id = member_id
    obj.member_epoch = member_epoch
    obj.heartbeat_interval_ms = heartbeat_interval_ms
    obj.assignment = assignment
    obj.unknown_tagged_fields = unknown
    return obj, pos


def _encode_ShareGroupHeartbeatResponse_v0(
    obj: ShareGroupHeartbeatResponse, out: bytearray
) -> None:
    """Encode ShareGroupHeartbeatResponse, versions 0, 1."""
    out += _S_ih.pack(obj.throttle_time_ms, obj.error_code)
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
    s_member_id = obj.member_id
    if s_member_id is None:
        out.append(0)
    else:
        b_member_id = s_member_id.encode()
        n = len(b_member_id) + 1
        if n < 128:
            out.append(n)
        else:
            out += rt.string_length(n)
        out += b_member_id
    out += _S_iib.pack(
        obj.member_epoch, obj.heartbeat_interval_ms, -1 if obj.assignment is None else 1
    )
    if obj.assignment is not None:
        _encode_Assignment_v0(obj.assignment, out)
    if obj.unknown_tagged_fields:
        rt.write_tags(out, (), obj.unknown_tagged_fields)
    else:
        out.append(0)


TopicPartitions._SCHEMA = rt.StructInfo(
    "TopicPartitions",
    (
        rt.FieldInfo("topic_id", "topicId", "uuid", rt.vr("0+"), default=rt.ZERO_UUID),
        rt.FieldInfo("partitions", "partitions", "int32", rt.vr("0+"), is_array=True, default=()),
    ),
    flexible=rt.vr("0+"),
)
TopicPartitions._DECODERS = {
    0: _decode_TopicPartitions_v0,
    1: _decode_TopicPartitions_v0,
}
TopicPartitions._ENCODERS = {
    0: _encode_TopicPartitions_v0,
    1: _encode_TopicPartitions_v0,
}

Assignment._SCHEMA = rt.StructInfo(
    "Assignment",
    (
        rt.FieldInfo(
            "topic_partitions",
            "topicPartitions",
            "struct",
            rt.vr("0+"),
            is_array=True,
            struct=lambda: TopicPartitions,
            default=(),
        ),
    ),
    flexible=rt.vr("0+"),
)
Assignment._DECODERS = {
    0: _decode_Assignment_v0,
    1: _decode_Assignment_v0,
}
Assignment._ENCODERS = {
    0: _encode_Assignment_v0,
    1: _encode_Assignment_v0,
}

ShareGroupHeartbeatResponse._SCHEMA = rt.StructInfo(
    "ShareGroupHeartbeatResponse",
    (
        rt.FieldInfo("throttle_time_ms", "throttleTimeMs", "int32", rt.vr("0+"), default=0),
        rt.FieldInfo("error_code", "errorCode", "int16", rt.vr("0+"), default=0),
        rt.FieldInfo("error_message", "errorMessage", "string", rt.vr("0+"), nullable=rt.vr("0+")),
        rt.FieldInfo("member_id", "memberId", "string", rt.vr("0+"), nullable=rt.vr("0+")),
        rt.FieldInfo("member_epoch", "memberEpoch", "int32", rt.vr("0+"), default=0),
        rt.FieldInfo(
            "heartbeat_interval_ms", "heartbeatIntervalMs", "int32", rt.vr("0+"), default=0
        ),
        rt.FieldInfo(
            "assignment",
            "assignment",
            "struct",
            rt.vr("0+"),
            struct=lambda: Assignment,
            nullable=rt.vr("0+"),
        ),
    ),
    flexible=rt.vr("0+"),
)
ShareGroupHeartbeatResponse._DECODERS = {
    0: _decode_ShareGroupHeartbeatResponse_v0,
    1: _decode_ShareGroupHeartbeatResponse_v0,
}
ShareGroupHeartbeatResponse._ENCODERS = {
    0: _encode_ShareGroupHeartbeatResponse_v0,
    1: _encode_ShareGroupHeartbeatResponse_v0,
}
