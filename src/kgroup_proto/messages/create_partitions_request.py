"""CreatePartitionsRequest: generated from CreatePartitionsRequest.json; edit the schema, not this file."""

from __future__ import annotations

import struct
from typing import ClassVar

import attrs

from kgroup_proto import runtime as rt

_new = object.__new__
_S_h = struct.Struct(">h")
_S_i = struct.Struct(">i")
_S_iB = struct.Struct(">iB")
_S_iBB = struct.Struct(">iBB")
_S_ii = struct.Struct(">ii")
_S_io = struct.Struct(">i?")


@attrs.define(weakref_slot=False)
class CreatePartitionsAssignment(rt.Struct):
    """Replica placement of each new partition, in order; null to let the broker place them.

    Versions 0-3; flexible 2+.

    Attributes:
        broker_ids: Brokers that hold a copy of this new partition, the first being the
            preferred leader. (versions 0+)
    """

    VALID_VERSIONS: ClassVar[range] = range(0, 4)
    FLEXIBLE_VERSIONS: ClassVar[range | None] = range(2, rt.VERSION_LIMIT)

    broker_ids: list[int] = attrs.field(factory=list)
    unknown_tagged_fields: rt.Tags = ()


@attrs.define(weakref_slot=False)
class CreatePartitionsTopic(rt.Struct):
    """Topics to grow.

    Versions 0-3; flexible 2+.

    Attributes:
        name: Name of the topic. (versions 0+)
        count: Partition count the topic should have afterwards (not the number to add).
            (versions 0+)
        assignments: Replica placement of each new partition, in order; null to let the
            broker place them. (versions 0+, nullable 0+)
    """

    VALID_VERSIONS: ClassVar[range] = range(0, 4)
    FLEXIBLE_VERSIONS: ClassVar[range | None] = range(2, rt.VERSION_LIMIT)

    name: str = ""
    count: int = 0
    assignments: list[CreatePartitionsAssignment] | None = attrs.field(factory=list)
    unknown_tagged_fields: rt.Tags = ()


@attrs.define(weakref_slot=False)
class CreatePartitionsRequest(rt.Struct):
    """The CreatePartitionsRequest request.

    API key 37, versions 0-3; flexible 2+.

    Attributes:
        topics: Topics to grow. (versions 0+)
        timeout_ms: How long in ms the broker may wait for the partitions to be created
            before it answers. (versions 0+)
        validate_only: Only check that the partitions could be created, without creating
            them. (versions 0+)
    """

    API_KEY: ClassVar[int | None] = 37
    MESSAGE_TYPE: ClassVar[str] = "request"
    VALID_VERSIONS: ClassVar[range] = range(0, 4)
    FLEXIBLE_VERSIONS: ClassVar[range | None] = range(2, rt.VERSION_LIMIT)

    topics: list[CreatePartitionsTopic] = attrs.field(factory=list)
    timeout_ms: int = 0
    validate_only: bool = False
    unknown_tagged_fields: rt.Tags = ()


def _decode_CreatePartitionsAssignment_v0(
    data: bytes, pos: int
) -> tuple[CreatePartitionsAssignment, int]:
    """Decode CreatePartitionsAssignment, versions 0, 1."""
    data_end = len(data)
    (n_broker_ids,) = _S_i.unpack_from(data, pos)
    pos += 4
    if n_broker_ids < 0:
        raise rt.Malformed
    if n_broker_ids > data_end - pos:
        raise rt.Malformed
    broker_ids = list(struct.unpack_from(f">{n_broker_ids}i", data, pos))
    pos += n_broker_ids * 4
    obj = _new(CreatePartitionsAssignment)
    obj.broker_ids = broker_ids
    obj.unknown_tagged_fields = ()
    return obj, pos


def _decode_CreatePartitionsAssignment_v2(
    data: bytes, pos: int
) -> tuple[CreatePartitionsAssignment, int]:
    """Decode CreatePartitionsAssignment, versions 2, 3."""
    data_end = len(data)
    n_broker_ids = data[pos]
    pos += 1
    if n_broker_ids > 127:
        n_broker_ids, pos = rt.read_uvarint(data, pos - 1)
    n_broker_ids -= 1
    if n_broker_ids < 0:
        raise rt.Malformed
    if n_broker_ids > data_end - pos:
        raise rt.Malformed
    broker_ids = list(struct.unpack_from(f">{n_broker_ids}i", data, pos))
    pos += n_broker_ids * 4
    tag_count = data[pos]
    pos += 1
    unknown: rt.Tags = ()
    if tag_count:
        unknown, pos = rt.read_unknown_tags(data, pos - 1)
    obj = _new(CreatePartitionsAssignment)
    obj.broker_ids = broker_ids
    obj.unknown_tagged_fields = unknown
    return obj, pos


def _encode_CreatePartitionsAssignment_v0(obj: CreatePartitionsAssignment, out: bytearray) -> None:
    """Encode CreatePartitionsAssignment, versions 0, 1."""
    a_broker_ids = obj.broker_ids
    out += _S_i.pack(len(a_broker_ids))
    out += struct.pack(f">{len(a_broker_ids)}i", *a_broker_ids)
    if obj.unknown_tagged_fields:
        raise rt.Malformed


def _encode_CreatePartitionsAssignment_v2(obj: CreatePartitionsAssignment, out: bytearray) -> None:
    """Encode CreatePartitionsAssignment, versions 2, 3."""
    a_broker_ids = obj.broker_ids
    n = len(a_broker_ids) + 1
    if n < 128:
        out.append(n)
    else:
        out += rt.uvarint(n)
    out += struct.pack(f">{len(a_broker_ids)}i", *a_broker_ids)
    if obj.unknown_tagged_fields:
        rt.write_tags(out, (), obj.unknown_tagged_fields)
    else:
        out.append(0)


def _decode_CreatePartitionsTopic_v0(data: bytes, pos: int) -> tuple[CreatePartitionsTopic, int]:
    """Decode CreatePartitionsTopic, versions 0, 1."""
    data_end = len(data)
    (n_name,) = _S_h.unpack_from(data, pos)
    pos += 2
    end = pos + n_name
    if n_name < 0 or end > data_end:
        raise rt.Malformed
    name = data[pos:end].decode()
    pos = end
    count_, n_assignments = _S_ii.unpack_from(data, pos)
    pos += 8
    assignments: list[CreatePartitionsAssignment] | None
    if n_assignments < 0:
        if n_assignments != -1:
            raise rt.Malformed
        assignments = None
    else:
        if n_assignments > data_end - pos:
            raise rt.Malformed
        items_assignments: list[CreatePartitionsAssignment] = []
        for _ in range(n_assignments):
            (n_assignments__broker_ids,) = _S_i.unpack_from(data, pos)
            pos += 4
            if n_assignments__broker_ids < 0:
                raise rt.Malformed
            if n_assignments__broker_ids > data_end - pos:
                raise rt.Malformed
            assignments__broker_ids = list(
                struct.unpack_from(f">{n_assignments__broker_ids}i", data, pos)
            )
            pos += n_assignments__broker_ids * 4
            e_assignments = _new(CreatePartitionsAssignment)
            e_assignments.broker_ids = assignments__broker_ids
            e_assignments.unknown_tagged_fields = ()
            items_assignments.append(e_assignments)
        assignments = items_assignments
    obj = _new(CreatePartitionsTopic)
    obj.name = name
    obj.count = count_
    obj.assignments = assignments
    obj.unknown_tagged_fields = ()
    return obj, pos


def _decode_CreatePartitionsTopic_v2(data: bytes, pos: int) -> tuple[CreatePartitionsTopic, int]:
    """Decode CreatePartitionsTopic, versions 2, 3."""
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
    count_, n_assignments = _S_iB.unpack_from(data, pos)
    pos += 5
    if n_assignments > 127:
        n_assignments, pos = rt.read_uvarint(data, pos - 1)
    n_assignments -= 1
    assignments: list[CreatePartitionsAssignment] | None
    if n_assignments < 0:
        assignments = None
    else:
        if n_assignments > data_end - pos:
            raise rt.Malformed
        items_assignments: list[CreatePartitionsAssignment] = []
        for _ in range(n_assignments):
            n_assignments__broker_ids = data[pos]
            pos += 1
            if n_assignments__broker_ids > 127:
                n_assignments__broker_ids, pos = rt.read_uvarint(data, pos - 1)
            n_assignments__broker_ids -= 1
            if n_assignments__broker_ids < 0:
                raise rt.Malformed
            if n_assignments__broker_ids > data_end - pos:
                raise rt.Malformed
            assignments__broker_ids = list(
                struct.unpack_from(f">{n_assignments__broker_ids}i", data, pos)
            )
            pos += n_assignments__broker_ids * 4
            assignments__tag_count = data[pos]
            pos += 1
            assignments__unknown: rt.Tags = ()
            if assignments__tag_count:
                assignments__unknown, pos = rt.read_unknown_tags(data, pos - 1)
            e_assignments = _new(CreatePartitionsAssignment)
            e_assignments.broker_ids = assignments__broker_ids
            e_assignments.unknown_tagged_fields = assignments__unknown
            items_assignments.append(e_assignments)
        assignments = items_assignments
    tag_count = data[pos]
    pos += 1
    unknown: rt.Tags = ()
    if tag_count:
        unknown, pos = rt.read_unknown_tags(data, pos - 1)
    obj = _new(CreatePartitionsTopic)
    obj.name = name
    obj.count = count_
    obj.assignments = assignments
    obj.unknown_tagged_fields = unknown
    return obj, pos


def _encode_CreatePartitionsTopic_v0(obj: CreatePartitionsTopic, out: bytearray) -> None:
    """Encode CreatePartitionsTopic, versions 0, 1."""
    b_name = obj.name.encode()
    out += _S_h.pack(len(b_name))
    out += b_name
    a_assignments = obj.assignments
    out += _S_ii.pack(obj.count, -1 if a_assignments is None else len(a_assignments))
    if a_assignments is not None:
        for e_assignments in a_assignments:
            a_assignments__broker_ids = e_assignments.broker_ids
            out += _S_i.pack(len(a_assignments__broker_ids))
            out += struct.pack(f">{len(a_assignments__broker_ids)}i", *a_assignments__broker_ids)
            if e_assignments.unknown_tagged_fields:
                raise rt.Malformed
    if obj.unknown_tagged_fields:
        raise rt.Malformed


def _encode_CreatePartitionsTopic_v2(obj: CreatePartitionsTopic, out: bytearray) -> None:
    """Encode CreatePartitionsTopic, versions 2, 3."""
    append = out.append
    b_name = obj.name.encode()
    n = len(b_name) + 1
    if n < 128:
        append(n)
    else:
        out += rt.string_length(n)
    out += b_name
    out += _S_i.pack(obj.count)
    a_assignments = obj.assignments
    if a_assignments is None:
        append(0)
    else:
        n = len(a_assignments) + 1
        if n < 128:
            append(n)
        else:
            out += rt.uvarint(n)
        for e_assignments in a_assignments:
            a_assignments__broker_ids = e_assignments.broker_ids
            n = len(a_assignments__broker_ids) + 1
            if n < 128:
                append(n)
            else:
                out += rt.uvarint(n)
            out += struct.pack(f">{len(a_assignments__broker_ids)}i", *a_assignments__broker_ids)
            if e_assignments.unknown_tagged_fields:
                rt.write_tags(out, (), e_assignments.unknown_tagged_fields)
            else:
                append(0)
    if obj.unknown_tagged_fields:
        rt.write_tags(out, (), obj.unknown_tagged_fields)
    else:
        append(0)


def _decode_CreatePartitionsRequest_v0(
    data: bytes, pos: int
) -> tuple[CreatePartitionsRequest, int]:
    """Decode CreatePartitionsRequest, versions 0, 1."""
    data_end = len(data)
    (n_topics,) = _S_i.unpack_from(data, pos)
    pos += 4
    if n_topics < 0:
        raise rt.Malformed
    if n_topics > data_end - pos:
        raise rt.Malformed
    items_topics: list[CreatePartitionsTopic] = []
    for _ in range(n_topics):
        (n_topics__name,) = _S_h.unpack_from(data, pos)
        pos += 2
        end = pos + n_topics__name
        if n_topics__name < 0 or end > data_end:
            raise rt.Malformed
        topics__name = data[pos:end].decode()
        pos = end
        topics__count_, n_topics__assignments = _S_ii.unpack_from(data, pos)
        pos += 8
        topics__assignments: list[CreatePartitionsAssignment] | None
        if n_topics__assignments < 0:
            if n_topics__assignments != -1:
                raise rt.Malformed
            topics__assignments = None
        else:
            if n_topics__assignments > data_end - pos:
                raise rt.Malformed
            items_topics__assignments: list[CreatePartitionsAssignment] = []
            for _ in range(n_topics__assignments):
                e_topics__assignments, pos = _decode_CreatePartitionsAssignment_v0(data, pos)
                items_topics__assignments.append(e_topics__assignments)
            topics__assignments = items_topics__assignments
        e_topics = _new(CreatePartitionsTopic)
        e_topics.name = topics__name
        e_topics.count = topics__count_
        e_topics.assignments = topics__assignments
        e_topics.unknown_tagged_fields = ()
        items_topics.append(e_topics)
    topics = items_topics
    timeout_ms, validate_only_raw = _S_iB.unpack_from(data, pos)
    pos += 5
    validate_only = rt.BOOLS[validate_only_raw]
    obj = _new(CreatePartitionsRequest)
    obj.topics = topics
    obj.timeout_ms = timeout_ms
    obj.validate_only = validate_only
    obj.unknown_tagged_fields = ()
    return obj, pos


def _decode_CreatePartitionsRequest_v2(
    data: bytes, pos: int
) -> tuple[CreatePartitionsRequest, int]:
    """Decode CreatePartitionsRequest, versions 2, 3."""
    data_end = len(data)
    n_topics = data[pos]
    pos += 1
    if n_topics > 127:
        n_topics, pos = rt.read_uvarint(data, pos - 1)
    n_topics -= 1
    if n_topics < 0:
        raise rt.Malformed
    if n_topics > data_end - pos:
        raise rt.Malformed
    items_topics: list[CreatePartitionsTopic] = []
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
        topics__count_, n_topics__assignments = _S_iB.unpack_from(data, pos)
        pos += 5
        if n_topics__assignments > 127:
            n_topics__assignments, pos = rt.read_uvarint(data, pos - 1)
        n_topics__assignments -= 1
        topics__assignments: list[CreatePartitionsAssignment] | None
        if n_topics__assignments < 0:
            topics__assignments = None
        else:
            if n_topics__assignments > data_end - pos:
                raise rt.Malformed
            items_topics__assignments: list[CreatePartitionsAssignment] = []
            for _ in range(n_topics__assignments):
                e_topics__assignments, pos = _decode_CreatePartitionsAssignment_v2(data, pos)
                items_topics__assignments.append(e_topics__assignments)
            topics__assignments = items_topics__assignments
        topics__tag_count = data[pos]
        pos += 1
        topics__unknown: rt.Tags = ()
        if topics__tag_count:
            topics__unknown, pos = rt.read_unknown_tags(data, pos - 1)
        e_topics = _new(CreatePartitionsTopic)
        e_topics.name = topics__name
        e_topics.count = topics__count_
        e_topics.assignments = topics__assignments
        e_topics.unknown_tagged_fields = topics__unknown
        items_topics.append(e_topics)
    topics = items_topics
    timeout_ms, validate_only_raw, tag_count = _S_iBB.unpack_from(data, pos)
    pos += 6
    validate_only = rt.BOOLS[validate_only_raw]
    unknown: rt.Tags = ()
    if tag_count:
        unknown, pos = rt.read_unknown_tags(data, pos - 1)
    obj = _new(CreatePartitionsRequest)
    obj.topics = topics
    obj.timeout_ms = timeout_ms
    obj.validate_only = validate_only
    obj.unknown_tagged_fields = unknown
    return obj, pos


def _encode_CreatePartitionsRequest_v0(obj: CreatePartitionsRequest, out: bytearray) -> None:
    """Encode CreatePartitionsRequest, versions 0, 1."""
    a_topics = obj.topics
    out += _S_i.pack(len(a_topics))
    for e_topics in a_topics:
        b_topics__name = e_topics.name.encode()
        out += _S_h.pack(len(b_topics__name))
        out += b_topics__name
        a_topics__assignments = e_topics.assignments
        out += _S_ii.pack(
            e_topics.count, -1 if a_topics__assignments is None else len(a_topics__assignments)
        )
        if a_topics__assignments is not None:
            for e_topics__assignments in a_topics__assignments:
                a_topics__assignments__broker_ids = e_topics__assignments.broker_ids
                out += _S_i.pack(len(a_topics__assignments__broker_ids))
                out += struct.pack(
                    f">{len(a_topics__assignments__broker_ids)}i",
                    *a_topics__assignments__broker_ids,
                )
                if e_topics__assignments.unknown_tagged_fields:
                    raise rt.Malformed
        if e_topics.unknown_tagged_fields:
            raise rt.Malformed
    if obj.validate_only is not True and obj.validate_only is not False:
        raise rt.Malformed
    out += _S_io.pack(obj.timeout_ms, obj.validate_only)
    if obj.unknown_tagged_fields:
        raise rt.Malformed


def _encode_CreatePartitionsRequest_v2(obj: CreatePartitionsRequest, out: bytearray) -> None:
    """Encode CreatePartitionsRequest, versions 2, 3."""
    append = out.append
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
        out += _S_i.pack(e_topics.count)
        a_topics__assignments = e_topics.assignments
        if a_topics__assignments is None:
            append(0)
        else:
            n = len(a_topics__assignments) + 1
            if n < 128:
                append(n)
            else:
                out += rt.uvarint(n)
            for e_topics__assignments in a_topics__assignments:
                a_topics__assignments__broker_ids = e_topics__assignments.broker_ids
                n = len(a_topics__assignments__broker_ids) + 1
                if n < 128:
                    append(n)
                else:
                    out += rt.uvarint(n)
                out += struct.pack(
                    f">{len(a_topics__assignments__broker_ids)}i",
                    *a_topics__assignments__broker_ids,
                )
                if e_topics__assignments.unknown_tagged_fields:
                    rt.write_tags(out, (), e_topics__assignments.unknown_tagged_fields)
                else:
                    append(0)
        if e_topics.unknown_tagged_fields:
            rt.write_tags(out, (), e_topics.unknown_tagged_fields)
        else:
            append(0)
    if obj.validate_only is not True and obj.validate_only is not False:
        raise rt.Malformed
    out += _S_io.pack(obj.timeout_ms, obj.validate_only)
    if obj.unknown_tagged_fields:
        rt.write_tags(out, (), obj.unknown_tagged_fields)
    else:
        append(0)


CreatePartitionsAssignment._SCHEMA = rt.StructInfo(
    "CreatePartitionsAssignment",
    (rt.FieldInfo("broker_ids", "brokerIds", "int32", rt.vr("0+"), is_array=True, default=()),),
    flexible=rt.vr("2+"),
)
CreatePartitionsAssignment._DECODERS = {
    0: _decode_CreatePartitionsAssignment_v0,
    1: _decode_CreatePartitionsAssignment_v0,
    2: _decode_CreatePartitionsAssignment_v2,
    3: _decode_CreatePartitionsAssignment_v2,
}
CreatePartitionsAssignment._ENCODERS = {
    0: _encode_CreatePartitionsAssignment_v0,
    1: _encode_CreatePartitionsAssignment_v0,
    2: _encode_CreatePartitionsAssignment_v2,
    3: _encode_CreatePartitionsAssignment_v2,
}

CreatePartitionsTopic._SCHEMA = rt.StructInfo(
    "CreatePartitionsTopic",
    (
        rt.FieldInfo("name", "name", "string", rt.vr("0+"), default=""),
        rt.FieldInfo("count", "count", "int32", rt.vr("0+"), default=0),
        rt.FieldInfo(
            "assignments",
            "assignments",
            "struct",
            rt.vr("0+"),
            is_array=True,
            struct=lambda: CreatePartitionsAssignment,
            nullable=rt.vr("0+"),
            default=(),
        ),
    ),
    flexible=rt.vr("2+"),
)
CreatePartitionsTopic._DECODERS = {
    0: _decode_CreatePartitionsTopic_v0,
    1: _decode_CreatePartitionsTopic_v0,
    2: _decode_CreatePartitionsTopic_v2,
    3: _decode_CreatePartitionsTopic_v2,
}
CreatePartitionsTopic._ENCODERS = {
    0: _encode_CreatePartitionsTopic_v0,
    1: _encode_CreatePartitionsTopic_v0,
    2: _encode_CreatePartitionsTopic_v2,
    3: _encode_CreatePartitionsTopic_v2,
}

CreatePartitionsRequest._SCHEMA = rt.StructInfo(
    "CreatePartitionsRequest",
    (
        rt.FieldInfo(
            "topics",
            "topics",
            "struct",
            rt.vr("0+"),
            is_array=True,
            struct=lambda: CreatePartitionsTopic,
            default=(),
        ),
        rt.FieldInfo("timeout_ms", "timeoutMs", "int32", rt.vr("0+"), default=0),
        rt.FieldInfo("validate_only", "validateOnly", "bool", rt.vr("0+"), default=False),
    ),
    flexible=rt.vr("2+"),
)
CreatePartitionsRequest._DECODERS = {
    0: _decode_CreatePartitionsRequest_v0,
    1: _decode_CreatePartitionsRequest_v0,
    2: _decode_CreatePartitionsRequest_v2,
    3: _decode_CreatePartitionsRequest_v2,
}
CreatePartitionsRequest._ENCODERS = {
    0: _encode_CreatePartitionsRequest_v0,
    1: _encode_CreatePartitionsRequest_v0,
    2: _encode_CreatePartitionsRequest_v2,
    3: _encode_CreatePartitionsRequest_v2,
}
