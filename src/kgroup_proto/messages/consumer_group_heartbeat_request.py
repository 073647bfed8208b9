"""ConsumerGroupHeartbeatRequest: generated from ConsumerGroupHeartbeatRequest.json; edit the schema, not this file."""

from __future__ import annotations

import struct
from typing import ClassVar
from uuid import UUID

import attrs

from kgroup_proto import runtime as rt

_new = object.__new__
_S_i = struct.Struct(">i")
_S_iB = struct.Struct(">iB")
_S_u = struct.Struct(">16s")


@attrs.define(weakref_slot=False)
class TopicPartitions(rt.Struct):
    """Partitions the member currently owns, or null when unchanged.

    Versions 0-1; flexible 0+.

    Attributes:
        topic_id: Id of the topic. (versions 0+)
        partitions: Owned partition indexes of that topic. (versions 0+)
    """

    VALID_VERSIONS: ClassVar[range] = range(0, 2)
    FLEXIBLE_VERSIONS: ClassVar[range | None] = range(0, rt.VERSION_LIMIT)

    topic_id: UUID = rt.ZERO_UUID
    partitions: list[int] = attrs.field(factory=list)
    unknown_tagged_fields: rt.Tags = ()


@attrs.define(weakref_slot=False)
class ConsumerGroupHeartbeatRequest(rt.Struct):
    """The ConsumerGroupHeartbeatRequest request.

    API key 68, versions 0-1; flexible 0+.

    Attributes:
        group_id: Identifier of the consumer group. (versions 0+)
        member_id: Id of this member; it stays the same for as long as the member lives.
            (versions 0+)
        member_epoch: Epoch the member currently holds: 0 joins, -1 leaves, -2 announces
            that a static member is coming back. (versions 0+)
        instance_id: Static instance id, or null when there is none or it is unchanged since
            the previous heartbeat. (versions 0+, nullable 0+)
        rack_id: Rack of the member, or null when there is none or it is unchanged since the
            previous heartbeat. (versions 0+, nullable 0+)
        rebalance_timeout_ms: How many milliseconds the coordinator waits for the member to
            give up revoked partitions; -1 when unchanged. (versions 0+)
        subscribed_topic_names: Topics the member subscribes to, or null when unchanged.
            (versions 0+, nullable 0+)
        subscribed_topic_regex: Regular expression selecting the subscribed topics, or null
            when unchanged. (versions 1+, nullable 1+)
        server_assignor: Name of the broker-side assignor to use, or null when none is
            chosen or it is unchanged. (versions 0+, nullable 0+)
        topic_partitions: Partitions the member currently owns, or null when unchanged.
            (versions 0+, nullable 0+)
    """

    API_KEY: ClassVar[int | None] = 68
    MESSAGE_TYPE: ClassVar[str] = "request"
    VALID_VERSIONS: ClassVar[range] = range(0, 2)
    FLEXIBLE_VERSIONS: ClassVar[range | None] = range(0, rt.VERSION_LIMIT)

    group_id: str = ""
    member_id: str = ""
    member_epoch: int = 0
    instance_id: str | None = None
    rack_id: str | None = None
    rebalance_timeout_ms: int = -1
    subscribed_topic_names: list[str] | None = None
    subscribed_topic_regex: str | None = None
    server_assignor: str | None = None
    topic_partitions: list[TopicPartitions] | None = None
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


def _decode_ConsumerGroupHeartbeatRequest_v0(
    data: bytes, pos: int
) -> tuple[ConsumerGroupHeartbeatRequest, int]:
    """Decode ConsumerGroupHeartbeatRequest, version 0."""
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
    n_member_id = data[pos]
    pos += 1
    if n_member_id > 127:
        n_member_id, pos = rt.read_string_length(data, pos - 1)
    end = pos + n_member_id - 1
    if not n_member_id or end > data_end:
        raise rt.Malformed
    member_id = data[pos:end].decode()
    pos = end
    member_epoch, n_instance_id = _S_iB.unpack_from(data, pos)
    pos += 5
    if n_instance_id > 127:
        n_instance_id, pos = rt.read_string_length(data, pos - 1)
    instance_id: str | None
    if not n_instance_id:
        instance_id = None
    else:
        end = pos + n_instance_id - 1
        if end > data_end:
            raise rt.Malformed
        instance_id = data[pos:end].decode()
        pos = end
    n_rack_id = data[pos]
    pos += 1
    if n_rack_id > 127:
        n_rack_id, pos = rt.read_string_length(data, pos - 1)
    rack_id: str | None
    if not n_rack_id:
        rack_id = None
    else:
        end = pos + n_rack_id - 1
        if end > data_end:
            raise rt.Malformed
        rack_id = data[pos:end].decode()
        pos = end
    rebalance_timeout_ms, n_subscribed_topic_names = _S_iB.unpack_from(data, pos)
    pos += 5
    if n_subscribed_topic_names > 127:
        n_subscribed_topic_names, pos = rt.read_uvarint(data, pos - 1)
    n_subscribed_topic_names -= 1
    subscribed_topic_names: list[str] | None
    if n_subscribed_topic_names < 0:
        subscribed_topic_names = None
    else:
        if n_subscribed_topic_names > data_end - pos:
            raise rt.Malformed
        items_subscribed_topic_names: list[str] = []
        for _ in range(n_subscribed_topic_names):
            n_e_subscribed_topic_names = data[pos]
            pos += 1
            if n_e_subscribed_topic_names > 127:
                n_e_subscribed_topic_names, pos = rt.read_string_length(data, pos - 1)
            end = pos + n_e_subscribed_topic_names - 1
            if not n_e_subscribed_topic_names or end > data_end:
                raise rt.Malformed
            e_subscribed_topic_names = data[pos:end].decode()
            pos = end
            items_subscribed_topic_names.append(e_subscribed_topic_names)
        subscribed_topic_names = items_subscribed_topic_names
    n_server_assignor = data[pos]
    pos += 1
    if n_server_assignor > 127:
        n_server_assignor, pos = rt.read_string_length(data, pos - 1)
    server_assignor: str | None
    if not n_server_assignor:
        server_assignor = None
    else:
        end = pos + n_server_assignor - 1
        if end > data_end:
            raise rt.Malformed
        server_assignor = data[pos:end].decode()
        pos = end
    n_topic_partitions = data[pos]
    pos += 1
    if n_topic_partitions > 127:
        n_topic_partitions, pos = rt.read_uvarint(data, pos - 1)
    n_topic_partitions -= 1
    topic_partitions: list[TopicPartitions] | None
    if n_topic_partitions < 0:
        topic_partitions = None
    else:
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
    obj = _new(ConsumerGroupHeartbeatRequest)
    obj.group_id = group_id
    obj.member_id = member_id
    obj.member_epoch = member_epoch
    obj.instance_id = instance_id
    obj.rack_id = rack_id
    obj.rebalance_timeout_ms = rebalance_timeout_ms
    obj.subscribed_topic_names = subscribed_topic_names
    obj.subscribed_topic_regex = None
    obj.server_assignor = server_assignor
    obj.topic_partitions = topic_partitions
    obj.unknown_tagged_fields = unknown
    return obj, pos


def _decode_ConsumerGroupHeartbeatRequest_v1(
    data: bytes, pos: int
) -> tuple[ConsumerGroupHeartbeatRequest, int]:
    """Decode ConsumerGroupHeartbeatRequest, version 1."""
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
    n_member_id = data[pos]
    pos += 1
    if n_member_id > 127:
        n_member_id, pos = rt.read_string_length(data, pos - 1)
    end = pos + n_member_id - 1
    if not n_member_id or end > data_end:
        raise rt.Malformed
    member_id = data[pos:end].decode()
    pos = end
    member_epoch, n_instance_id = _S_iB.unpack_from(data, pos)
    pos += 5
    if n_instance_id > 127:
        n_instance_id, pos = rt.read_string_length(data, pos - 1)
    instance_id: str | None
    if not n_instance_id:
        instance_id = None
    else:
        end = pos + n_instance_id - 1
        if end > data_end:
            raise rt.Malformed
        instance_id = data[pos:end].decode()
        pos = end
    n_rack_id = data[pos]
    pos += 1
    if n_rack_id > 127:
        n_rack_id, pos = rt.read_string_length(data, pos - 1)
    rack_id: str | None
    if not n_rack_id:
        rack_id = None
    else:
        end = pos + n_rack_id - 1
        if end > data_end:
            raise rt.Malformed
        rack_id = data[pos:end].decode()
        pos = end
    rebalance_timeout_ms, n_subscribed_topic_names = _S_iB.unpack_from(data, pos)
    pos += 5
    if n_subscribed_topic_names > 127:
        n_subscribed_topic_names, pos = rt.read_uvarint(data, pos - 1)
    n_subscribed_topic_names -= 1
    subscribed_topic_names: list[str] | None
    if n_subscribed_topic_names < 0:
        subscribed_topic_names = None
    else:
        if n_subscribed_topic_names > data_end - pos:
            raise rt.Malformed
        items_subscribed_topic_names: list[str] = []
        for _ in range(n_subscribed_topic_names):
            n_e_subscribed_topic_names = data[pos]
            pos += 1
            if n_e_subscribed_topic_names > 127:
                n_e_subscribed_topic_names, pos = rt.read_string_length(data, pos - 1)
            end = pos + n_e_subscribed_topic_names - 1
            if not n_e_subscribed_topic_names or end > data_end:
                raise rt.Malformed
            e_subscribed_topic_names = data[pos:end].decode()
            pos = end
            items_subscribed_topic_names.append(e_subscribed_topic_names)
        subscribed_topic_names = items_subscribed_topic_names
    n_subscribed_topic_regex = data[pos]
    pos += 1
    if n_subscribed_topic_regex > 127:
        n_subscribed_topic_regex, pos = rt.read_string_length(data, pos - 1)
    subscribed_topic_regex: str | None
    if not n_subscribed_topic_regex:
        subscribed_topic_regex = None
    else:
        end = pos + n_subscribed_topic_regex - 1
        if end > data_end:
            raise rt.Malformed
        subscribed_topic_regex = data[pos:end].decode()
        pos = end
    n_server_assignor = data[pos]
    pos += 1
    if n_server_assignor > 127:
        n_server_assignor, pos = rt.read_string_length(data, pos - 1)
    server_assignor: str | None
    if not n_server_assignor:
        server_assignor = None
    else:
        end = pos + n_server_assignor - 1
        if end > data_end:
            raise rt.Malformed
        server_assignor = data[pos:end].decode()
        pos = end
    n_topic_partitions = data[pos]
    pos += 1
    if n_topic_partitions > 127:
        n_topic_partitions, pos = rt.read_uvarint(data, pos - 1)
    n_topic_partitions -= 1
    topic_partitions: list[TopicPartitions] | None
    if n_topic_partitions < 0:
        topic_partitions = None
    else:
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
    obj = _new(ConsumerGroupHeartbeatRequest)
    obj.group_id = group_id
    obj.member_id = member_id
    obj.member_epoch = member_epoch
    obj.instance_id = instance_id
    obj.rack_id = rack_id
    obj.rebalance_timeout_ms = rebalance_timeout_ms
    obj.subscribed_topic_names = subscribed_topic_names
    obj.subscribed_topic_regex = subscribed_topic_regex
    obj.server_assignor = server_assignor
    obj.topic_partitions = topic_partitions
    obj.unknown_tagged_fields = unknown
    return obj, pos


def _encode_ConsumerGroupHeartbeatRequest_v0(
    obj: ConsumerGroupHeartbeatRequest, out: bytearray
) -> None:
    """Encode ConsumerGroupHeartbeatRequest, version 0."""
    append = out.append
    if obj.subscribed_topic_regex is not None:
        raise rt.Malformed
    b_group_id = obj.group_id.encode()
    n = len(b_group_id) + 1
    if n < 128:
        append(n)
    else:
        out += rt.string_length(n)
    out += b_group_id
    b_member_id = obj.member_id.encode()
    n = len(b_member_id) + 1
    if n < 128:
        append(n)
    else:
        out += rt.string_length(n)
    out += b_member_id
    out += _S_i.pack(obj.member_epoch)
    s_instance_id = obj.instance_id
    if s_instance_id is None:
        append(0)
    else:
        b_instance_id = s_instance_id.encode()
        n = len(b_instance_id) + 1
        if n < 128:
            append(n)
        else:
            out += rt.string_length(n)
        out += b_instance_id
    s_rack_id = obj.rack_id
    if s_rack_id is None:
        append(0)
    else:
        b_rack_id = s_rack_id.encode()
        n = len(b_rack_id) + 1
        if n < 128:
            append(n)
        else:
            out += rt.string_length(n)
        out += b_rack_id
    out += _S_i.pack(obj.rebalance_timeout_ms)
    a_subscribed_topic_names = obj.subscribed_topic_names
    if a_subscribed_topic_names is None:
        append(0)
    else:
        n = len(a_subscribed_topic_names) + 1
        if n < 128:
            append(n)
        else:
            out += rt.uvarint(n)
        if not isinstance(a_subscribed_topic_names, (list, tuple)):
            raise rt.Malformed
        for e_subscribed_topic_names in a_subscribed_topic_names:
            b_e_subscribed_topic_names = e_subscribed_topic_names.encode()
            n = len(b_e_subscribed_topic_names) + 1
            if n < 128:
                append(n)
            else:
                out += rt.string_length(n)
            out += b_e_subscribed_topic_names
    s_server_assignor = obj.server_assignor
    if s_server_assignor is None:
        append(0)
    else:
        b_server_assignor = s_server_assignor.encode()
        n = len(b_server_assignor) + 1
        if n < 128:
            append(n)
        else:
            out += rt.string_length(n)
        out += b_server_assignor
    a_topic_partitions = obj.topic_partitions
    if a_topic_partitions is None:
        append(0)
    else:
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


def _encode_ConsumerGroupHeartbeatRequest_v1(
    obj: ConsumerGroupHeartbeatRequest, out: bytearray
) -> None:
    """Encode ConsumerGroupHeartbeatRequest, version 1."""
    append = out.append
    b_group_id = obj.group_id.encode()
    n = len(b_group_id) + 1
    if n < 128:
        append(n)
    else:
        out += rt.string_length(n)
    out += b_group_id
    b_member_id = obj.member_id.encode()
    n = len(b_member_id) + 1
    if n < 128:
        append(n)
    else:
        out += rt.string_length(n)
    out += b_member_id
    out += _S_i.pack(obj.member_epoch)
    s_instance_id = obj.instance_id
    if s_instance_id is None:
        append(0)
    else:
        b_instance_id = s_instance_id.encode()
        n = len(b_instance_id) + 1
        if n < 128:
            append(n)
        else:
            out += rt.string_length(n)
        out += b_instance_id
    s_rack_id = obj.rack_id
    if s_rack_id is None:
        append(0)
    else:
        b_rack_id = s_rack_id.encode()
        n = len(b_rack_id) + 1
        if n < 128:
            append(n)
        else:
            out += rt.string_length(n)
        out += b_rack_id
    out += _S_i.pack(obj.rebalance_timeout_ms)
    a_subscribed_topic_names = obj.subscribed_topic_names
    if a_subscribed_topic_names is None:
        append(0)
    else:
        n = len(a_subscribed_topic_names) + 1
        if n < 128:
            append(n)
        else:
            out += rt.uvarint(n)
        if not isinstance(a_subscribed_topic_names, (list, tuple)):
            raise rt.Malformed
        for e_subscribed_topic_names in a_subscribed_topic_names:
            b_e_subscribed_topic_names = e_subscribed_topic_names.encode()
            n = len(b_e_subscribed_topic_names) + 1
            if n < 128:
                append(n)
            else:
                out += rt.string_length(n)
            out += b_e_subscribed_topic_names
    s_subscribed_topic_regex = obj.subscribed_topic_regex
    if s_subscribed_topic_regex is None:
        append(0)
    else:
        b_subscribed_topic_regex = s_subscribed_topic_regex.encode()
        n = len(b_subscribed_topic_regex) + 1
        if n < 128:
            append(n)
        else:
            out += rt.string_length(n)
        out += b_subscribed_topic_regex
    s_server_assignor = obj.server_assignor
    if s_server_assignor is None:
        append(0)
    else:
        b_server_assignor = s_server_assignor.encode()
        n = len(b_server_assignor) + 1
        if n < 128:
            append(n)
        else:
            out += rt.string_length(n)
        out += b_server_assignor
    a_topic_partitions = obj.topic_partitions
    if a_topic_partitions is None:
        append(0)
    else:
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

ConsumerGroupHeartbeatRequest._SCHEMA = rt.StructInfo(
    "ConsumerGroupHeartbeatRequest",
    (
        rt.FieldInfo("group_id", "groupId", "string", rt.vr("0+"), default=""),
        rt.FieldInfo("member_id", "memberId", "string", rt.vr("0+"), default=""),
        rt.FieldInfo("member_epoch", "memberEpoch", "int32", rt.vr("0+"), default=0),
        rt.FieldInfo("instance_id", "instanceId", "string", rt.vr("0+"), nullable=rt.vr("0+")),
        rt.FieldInfo("rack_id", "rackId", "string", rt.vr("0+"), nullable=rt.vr("0+")),
        rt.FieldInfo(
            "rebalance_timeout_ms", "rebalanceTimeoutMs", "int32", rt.vr("0+"), default=-1
        ),
        rt.FieldInfo(
            "subscribed_topic_names",
            "subscribedTopicNames",
            "string",
            rt.vr("0+"),
            is_array=True,
            nullable=rt.vr("0+"),
        ),
        rt.FieldInfo(
            "subscribed_topic_regex",
            "subscribedTopicRegex",
            "string",
            rt.vr("1+"),
            nullable=rt.vr("1+"),
        ),
        rt.FieldInfo(
            "server_assignor", "serverAssignor", "string", rt.vr("0+"), nullable=rt.vr("0+")
        ),
        rt.FieldInfo(
            "topic_partitions",
            "topicPartitions",
            "struct",
            rt.vr("0+"),
            is_array=True,
            struct=lambda: TopicPartitions,
            nullable=rt.vr("0+"),
        ),
    ),
    flexible=rt.vr("0+"),
)
ConsumerGroupHeartbeatRequest._DECODERS = {
    0: _decode_ConsumerGroupHeartbeatRequest_v0,
    1: _decode_ConsumerGroupHeartbeatRequest_v1,
}
ConsumerGroupHeartbeatRequest._ENCODERS = {
    0: _encode_ConsumerGroupHeartbeatRequest_v0,
    1: _encode_ConsumerGroupHeartbeatRequest_v1,
}
