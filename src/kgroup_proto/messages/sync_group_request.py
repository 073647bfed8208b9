"""SyncGroupRequest: generated from SyncGroupRequest.json; edit the schema, not this file."""

from __future__ import annotations

import struct
from typing import ClassVar

import attrs

from kgroup_proto import runtime as rt

_new = object.__new__
_S_h = struct.Struct(">h")
_S_i = struct.Struct(">i")
_S_iB = struct.Struct(">iB")
_S_ih = struct.Struct(">ih")


@attrs.define(weakref_slot=False)
class SyncGroupRequestAssignment(rt.Struct):
    """Assignment per member; sent by the leader only, empty for others.

    Versions 0-5; flexible 4+.

    Attributes:
        member_id: Member the assignment is for. (versions 0+)
        assignment: Opaque assignment data for that member. (versions 0+)
    """

    VALID_VERSIONS: ClassVar[range] = range(0, 6)
    FLEXIBLE_VERSIONS: ClassVar[range | None] = range(4, rt.VERSION_LIMIT)

    member_id: str = ""
    assignment: bytes = b""
    unknown_tagged_fields: rt.Tags = ()


@attrs.define(weakref_slot=False)
class SyncGroupRequest(rt.Struct):
    """The SyncGroupRequest request.

    API key 14, versions 0-5; flexible 4+.

    Attributes:
        group_id: Id of the group. (versions 0+)
        generation_id: Generation the member joined. (versions 0+)
        member_id: Id the coordinator gave to this member. (versions 0+)
        group_instance_id: Static instance id configured by the user, or null. (versions 3+,
            nullable 3+)
        protocol_type: Protocol type the member expects the group to have. (versions 5+,
            nullable 5+)
        protocol_name: Protocol the member expects the coordinator to have picked. (versions
            5+, nullable 5+)
        assignments: Assignment per member; sent by the leader only, empty for others.
            (versions 0+)
    """

    API_KEY: ClassVar[int | None] = 14
    MESSAGE_TYPE: ClassVar[str] = "request"
    VALID_VERSIONS: ClassVar[range] = range(0, 6)
    FLEXIBLE_VERSIONS: ClassVar[range | None] = range(4, rt.VERSION_LIMIT)

    group_id: str = ""
    generation_id: int = 0
    member_id: str = ""
    group_instance_id: str | None = None
    protocol_type: str | None = None
    protocol_name: str | None = None
    assignments: list[SyncGroupRequestAssignment] = attrs.field(factory=list)
    unknown_tagged_fields: rt.Tags = ()


def _decode_SyncGroupRequestAssignment_v0(
    data: bytes, pos: int
) -> tuple[SyncGroupRequestAssignment, int]:
    """Decode SyncGroupRequestAssignment, versions 0, 1, 2, 3."""
    data_end = len(data)
    (n_member_id,) = _S_h.unpack_from(data, pos)
    pos += 2
    end = pos + n_member_id
    if n_member_id < 0 or end > data_end:
        raise rt.Malformed
    member_id = data[pos:end].decode()
    pos = end
    (n_assignment,) = _S_i.unpack_from(data, pos)
    pos += 4
    end = pos + n_assignment
    if n_assignment < 0 or end > data_end:
        raise rt.Malformed
    assignment = data[pos:end]
    pos = end
    obj = _new(SyncGroupRequestAssignment)
    obj.member_id = member_id
    obj.assignment = assignment
    obj.unknown_tagged_fields = ()
    return obj, pos


def _decode_SyncGroupRequestAssignment_v4(
    data: bytes, pos: int
) -> tuple[SyncGroupRequestAssignment, int]:
    """Decode SyncGroupRequestAssignment, versions 4, 5."""
    data_end = len(data)
    n_member_id = data[pos]
    pos += 1
    if n_member_id > 127:
        n_member_id, pos = rt.read_string_length(data, pos - 1)
    end = pos + n_member_id - 1
    if not n_member_id or end > data_end:
        raise rt.Malformed
    member_id = data[pos:end].decode()
    pos = end
    n_assignment = data[pos]
    pos += 1
    if n_assignment > 127:
        n_assignment, pos = rt.read_uvarint(data, pos - 1)
    end = pos + n_assignment - 1
    if not n_assignment or end > data_end:
        raise rt.Malformed
    assignment = data[pos:end]
    pos = end
    tag_count = data[pos]
    pos += 1
    unknown: rt.Tags = ()
    if tag_count:
        unknown, pos = rt.read_unknown_tags(data, pos - 1)
    obj = _new(SyncGroupRequestAssignment)
    obj.member_id = member_id
    obj.assignment = assignment
    obj.unknown_tagged_fields = unknown
    return obj, pos


def _encode_SyncGroupRequestAssignment_v0(obj: SyncGroupRequestAssignment, out: bytearray) -> None:
    """Encode SyncGroupRequestAssignment, versions 0, 1, 2, 3."""
    b_member_id = obj.member_id.encode()
    out += _S_h.pack(len(b_member_id))
    out += b_member_id
    b_assignment = obj.assignment
    out += _S_i.pack(len(b_assignment))
    out += b_assignment
    if obj.unknown_tagged_fields:
        raise rt.Malformed


def _encode_SyncGroupRequestAssignment_v4(obj: SyncGroupRequestAssignment, out: bytearray) -> None:
    """Encode SyncGroupRequestAssignment, versions 4, 5."""
    b_member_id = obj.member_id.encode()
    n = len(b_member_id) + 1
    if n < 128:
        out.append(n)
    else:
        out += rt.string_length(n)
    out += b_member_id
    b_assignment = obj.assignment
    n = len(b_assignment) + 1
    if n < 128:
        out.append(n)
    elif n < 0x4000:
        out.append((n & 0x7F) | 0x80)
        out.append(n >> 7)
    else:
        out += rt.uvarint(n)
    out += b_assignment
    if obj.unknown_tagged_fields:
        rt.write_tags(out, (), obj.unknown_tagged_fields)
    else:
        out.append(0)


def _decode_SyncGroupRequest_v0(data: bytes, pos: int) -> tuple[SyncGroupRequest, int]:
    """Decode SyncGroupRequest, versions 0, 1, 2."""
    data_end = len(data)
    (n_group_id,) = _S_h.unpack_from(data, pos)
    pos += 2
    end = pos + n_group_id
    if n_group_id < 0 or end > data_end:
        raise rt.Malformed
    group_id = data[pos:end].decode()
    pos = end
    generation_id, n_member_id = _S_ih.unpack_from(data, pos)
    pos += 6
    end = pos + n_member_id
    if n_member_id < 0 or end > data_end:
        raise rt.Malformed
    member_id = data[pos:end].decode()
    pos = end
    (n_assignments,) = _S_i.unpack_from(data, pos)
    pos += 4
    if n_assignments < 0:
        raise rt.Malformed
    if n_assignments > data_end - pos:
        raise rt.Malformed
    items_assignments: list[SyncGroupRequestAssignment] = []
    for _ in range(n_assignments):
        (n_assignments__member_id,) = _S_h.unpack_from(data, pos)
        pos += 2
        end = pos + n_assignments__member_id
        if n_assignments__member_id < 0 or end > data_end:
            raise rt.Malformed
        assignments__member_id = data[pos:end].decode()
        pos = end
        (n_assignments__assignment,) = _S_i.unpack_from(data, pos)
        pos += 4
        end = pos + n_assignments__assignment
        if n_assignments__assignment < 0 or end > data_end:
            raise rt.Malformed
        assignments__assignment = data[pos:end]
        pos = end
        e_assignments = _new(SyncGroupRequestAssignment)
        e_assignments.member_id = assignments__member_id
        e_assignments.assignment = assignments__assignment
        e_assignments.unknown_tagged_fields = ()
        items_assignments.append(e_assignments)
    assignments = items_assignments
    obj = _new(SyncGroupRequest)
    obj.group_id = group_id
    obj.generation_id = generation_id
    obj.member_id = member_id
    obj.group_instance_id = None
    obj.protocol_type = None
    obj.protocol_name = None
    obj.assignments = assignments
    obj.unknown_tagged_fields = ()
    return obj, pos


def _decode_SyncGroupRequest_v3(data: bytes, pos: int) -> tuple[SyncGroupRequest, int]:
    """Decode SyncGroupRequest, version 3."""
    data_end = len(data)
    (n_group_id,) = _S_h.unpack_from(data, pos)
    pos += 2
    end = pos + n_group_id
    if n_group_id < 0 or end > data_end:
        raise rt.Malformed
    group_id = data[pos:end].decode()
    pos = end
    generation_id, n_member_id = _S_ih.unpack_from(data, pos)
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
    (n_assignments,) = _S_i.unpack_from(data, pos)
    pos += 4
    if n_assignments < 0:
        raise rt.Malformed
    if n_assignments > data_end - pos:
        raise rt.Malformed
    items_assignments: list[SyncGroupRequestAssignment] = []
    for _ in range(n_assignments):
        (n_assignments__member_id,) = _S_h.unpack_from(data, pos)
        pos += 2
        end = pos + n_assignments__member_id
        if n_assignments__member_id < 0 or end > data_end:
            raise rt.Malformed
        assignments__member_id = data[pos:end].decode()
        pos = end
        (n_assignments__assignment,) = _S_i.unpack_from(data, pos)
        pos += 4
        end = pos + n_assignments__assignment
        if n_assignments__assignment < 0 or end > data_end:
            raise rt.Malformed
        assignments__assignment = data[pos:end]
        pos = end
        e_assignments = _new(SyncGroupRequestAssignment)
        e_assignments.member_id = assignments__member_id
        e_assignments.assignment = assignments__assignment
        e_assignments.unknown_tagged_fields = ()
        items_assignments.append(e_assignments)
    assignments = items_assignments
    obj = _new(SyncGroupRequest)
    obj.group_id = group_id
    obj.generation_id = generation_id
    obj.member_id = member_id
    obj.group_instance_id = group_instance_id
    obj.protocol_type = None
    obj.protocol_name = None
    obj.assignments = assignments
    obj.unknown_tagged_fields = ()
    return obj, pos


def _decode_SyncGroupRequest_v4(data: bytes, pos: int) -> tuple[SyncGroupRequest, int]:
    """Decode SyncGroupRequest, version 4."""
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
    generation_id, n_member_id = _S_iB.unpack_from(data, pos)
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
    n_assignments = data[pos]
    pos += 1
    if n_assignments > 127:
        n_assignments, pos = rt.read_uvarint(data, pos - 1)
    n_assignments -= 1
    if n_assignments < 0:
        raise rt.Malformed
    if n_assignments > data_end - pos:
        raise rt.Malformed
    items_assignments: list[SyncGroupRequestAssignment] = []
    for _ in range(n_assignments):
        n_assignments__member_id = data[pos]
        pos += 1
        if n_assignments__member_id > 127:
            n_assignments__member_id, pos = rt.read_string_length(data, pos - 1)
        end = pos + n_assignments__member_id - 1
        if not n_assignments__member_id or end > data_end:
            raise rt.Malformed
        assignments__member_id = data[pos:end].decode()
        pos = end
        n_assignments__assignment = data[pos]
        pos += 1
        if n_assignments__assignment > 127:
            n_assignments__assignment, pos = rt.read_uvarint(data, pos - 1)
        end = pos + n_assignments__assignment - 1
        if not n_assignments__assignment or end > data_end:
            raise rt.Malformed
        assignments__assignment = data[pos:end]
        pos = end
        assignments__tag_count = data[pos]
        pos += 1
        assignments__unknown: rt.Tags = ()
        if assignments__tag_count:
            assignments__unknown, pos = rt.read_unknown_tags(data, pos - 1)
        e_assignments = _new(SyncGroupRequestAssignment)
        e_assignments.member_id = assignments__member_id
        e_assignments.assignment = assignments__assignment
        e_assignments.unknown_tagged_fields = assignments__unknown
        items_assignments.append(e_assignments)
    assignments = items_assignments
    tag_count = data[pos]
    pos += 1
    unknown: rt.Tags = ()
    if tag_count:
        unknown, pos = rt.read_unknown_tags(data, pos - 1)
    obj = _new(SyncGroupRequest)
    obj.group_id = group_id
    obj.generation_id = generation_id
    obj.member_id = member_id
    obj.group_instance_id = group_instance_id
    obj.protocol_type = None
    obj.protocol_name = None
    obj.assignments = assignments
    obj.unknown_tagged_fields = unknown
    return obj, pos


def _decode_SyncGroupRequest_v5(data: bytes, pos: int) -> tuple[SyncGroupRequest, int]:
    """Decode SyncGroupRequest, version 5."""
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
    generation_id, n_member_id = _S_iB.unpack_from(data, pos)
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
    n_protocol_type = data[pos]
    pos += 1
    if n_protocol_type > 127:
        n_protocol_type, pos = rt.read_string_length(data, pos - 1)
    protocol_type: str | None
    if not n_protocol_type:
        protocol_type = None
    else:
        end = pos + n_protocol_type - 1
        if end > data_end:
            raise rt.Malformed
        protocol_type = data[pos:end].decode()
        pos = end
    n_protocol_name = data[pos]
    pos += 1
    if n_protocol_name > 127:
        n_protocol_name, pos = rt.read_string_length(data, pos - 1)
    protocol_name: str | None
    if not n_protocol_name:
        protocol_name = None
    else:
        end = pos + n_protocol_name - 1
        if end > data_end:
            raise rt.Malformed
        protocol_name = data[pos:end].decode()
        pos = end
    n_assignments = data[pos]
    pos += 1
    if n_assignments > 127:
        n_assignments, pos = rt.read_uvarint(data, pos - 1)
    n_assignments -= 1
    if n_assignments < 0:
        raise rt.Malformed
    if n_assignments > data_end - pos:
        raise rt.Malformed
    items_assignments: list[SyncGroupRequestAssignment] = []
    for _ in range(n_assignments):
        n_assignments__member_id = data[pos]
        pos += 1
        if n_assignments__member_id > 127:
            n_assignments__member_id, pos = rt.read_string_length(data, pos - 1)
        end = pos + n_assignments__member_id - 1
        if not n_assignments__member_id or end > data_end:
            raise rt.Malformed
        assignments__member_id = data[pos:end].decode()
        pos = end
        n_assignments__assignment = data[pos]
        pos += 1
        if n_assignments__assignment > 127:
            n_assignments__assignment, pos = rt.read_uvarint(data, pos - 1)
        end = pos + n_assignments__assignment - 1
        if not n_assignments__assignment or end > data_end:
            raise rt.Malformed
        assignments__assignment = data[pos:end]
        pos = end
        assignments__tag_count = data[pos]
        pos += 1
        assignments__unknown: rt.Tags = ()
        if assignments__tag_count:
            assignments__unknown, pos = rt.read_unknown_tags(data, pos - 1)
        e_assignments = _new(SyncGroupRequestAssignment)
        e_assignments.member_id = assignments__member_id
        e_assignments.assignment = assignments__assignment
        e_assignments.unknown_tagged_fields = assignments__unknown
        items_assignments.append(e_assignments)
    assignments = items_assignments
    tag_count = data[pos]
    pos += 1
    unknown: rt.Tags = ()
    if tag_count:
        unknown, pos = rt.read_unknown_tags(data, pos - 1)
    obj = _new(SyncGroupRequest)
    obj.group_id = group_id
    obj.generation_id = generation_id
    obj.member_id = member_id
    obj.group_instance_id = group_instance_id
    obj.protocol_type = protocol_type
    obj.protocol_name = protocol_name
    obj.assignments = assignments
    obj.unknown_tagged_fields = unknown
    return obj, pos


def _encode_SyncGroupRequest_v0(obj: SyncGroupRequest, out: bytearray) -> None:
    """Encode SyncGroupRequest, versions 0, 1, 2."""
    if obj.group_instance_id is not None:
        raise rt.Malformed
    b_group_id = obj.group_id.encode()
    out += _S_h.pack(len(b_group_id))
    out += b_group_id
    b_member_id = obj.member_id.encode()
    out += _S_ih.pack(obj.generation_id, len(b_member_id))
    out += b_member_id
    a_assignments = obj.assignments
    out += _S_i.pack(len(a_assignments))
    for e_assignments in a_assignments:
        b_assignments__member_id = e_assignments.member_id.encode()
        out += _S_h.pack(len(b_assignments__member_id))
        out += b_assignments__member_id
        b_assignments__assignment = e_assignments.assignment
        out += _S_i.pack(len(b_assignments__assignment))
        out += b_assignments__assignment
        if e_assignments.unknown_tagged_fields:
            raise rt.Malformed
    if obj.unknown_tagged_fields:
        raise rt.Malformed


def _encode_SyncGroupRequest_v3(obj: SyncGroupRequest, out: bytearray) -> None:
    """Encode SyncGroupRequest, version 3."""
    b_group_id = obj.group_id.encode()
    out += _S_h.pack(len(b_group_id))
    out += b_group_id
    b_member_id = obj.member_id.encode()
    out += _S_ih.pack(obj.generation_id, len(b_member_id))
    out += b_member_id
    s_group_instance_id = obj.group_instance_id
    b_group_instance_id = None if s_group_instance_id is None else s_group_instance_id.encode()
    out += _S_h.pack(-1 if b_group_instance_id is None else len(b_group_instance_id))
    if b_group_instance_id is not None:
        out += b_group_instance_id
    a_assignments = obj.assignments
    out += _S_i.pack(len(a_assignments))
    for e_assignments in a_assignments:
        b_assignments__member_id = e_assignments.member_id.encode()
        out += _S_h.pack(len(b_assignments__member_id))
        out += b_assignments__member_id
        b_assignments__assignment = e_assignments.assignment
        out += _S_i.pack(len(b_assignments__assignment))
        out += b_assignments__assignment
        if e_assignments.unknown_tagged_fields:
            raise rt.Malformed
    if obj.unknown_tagged_fields:
        raise rt.Malformed


def _encode_SyncGroupRequest_v4(obj: SyncGroupRequest, out: bytearray) -> None:
    """Encode SyncGroupRequest, version 4."""
    append = out.append
    b_group_id = obj.group_id.encode()
    n = len(b_group_id) + 1
    if n < 128:
        append(n)
    else:
        out += rt.string_length(n)
    out += b_group_id
    out += _S_i.pack(obj.generation_id)
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
    a_assignments = obj.assignments
    n = len(a_assignments) + 1
    if n < 128:
        append(n)
    else:
        out += rt.uvarint(n)
    for e_assignments in a_assignments:
        b_assignments__member_id = e_assignments.member_id.encode()
        n = len(b_assignments__member_id) + 1
        if n < 128:
            append(n)
        else:
            out += rt.string_length(n)
        out += b_assignments__member_id
        b_assignments__assignment = e_assignments.assignment
        n = len(b_assignments__assignment) + 1
        if n < 128:
            append(n)
        elif n < 0x4000:
            append((n & 0x7F) | 0x80)
            append(n >> 7)
        else:
            out += rt.uvarint(n)
        out += b_assignments__assignment
        if e_assignments.unknown_tagged_fields:
            rt.write_tags(out, (), e_assignments.unknown_tagged_fields)
        else:
            append(0)
    if obj.unknown_tagged_fields:
        rt.write_tags(out, (), obj.unknown_tagged_fields)
    else:
        append(0)


def _encode_SyncGroupRequest_v5(obj: SyncGroupRequest, out: bytearray) -> None:
    """Encode SyncGroupRequest, version 5."""
    append = out.append
    b_group_id = obj.group_id.encode()
    n = len(b_group_id) + 1
    if n < 128:
        append(n)
    else:
        out += rt.string_length(n)
    out += b_group_id
    out += _S_i.pack(obj.generation_id)
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
    s_protocol_type = obj.protocol_type
    if s_protocol_type is None:
        append(0)
    else:
        b_protocol_type = s_protocol_type.encode()
        n = len(b_protocol_type) + 1
        if n < 128:
            append(n)
        else:
            out += rt.string_length(n)
        out += b_protocol_type
    s_protocol_name = obj.protocol_name
    if s_protocol_name is None:
        append(0)
    else:
        b_protocol_name = s_protocol_name.encode()
        n = len(b_protocol_name) + 1
        if n < 128:
            append(n)
        else:
            out += rt.string_length(n)
        out += b_protocol_name
    a_assignments = obj.assignments
    n = len(a_assignments) + 1
    if n < 128:
        append(n)
    else:
        out += rt.uvarint(n)
    for e_assignments in a_assignments:
        b_assignments__member_id = e_assignments.member_id.encode()
        n = len(b_assignments__member_id) + 1
        if n < 128:
            append(n)
        else:
            out += rt.string_length(n)
        out += b_assignments__member_id
        b_assignments__assignment = e_assignments.assignment
        n = len(b_assignments__assignment) + 1
        if n < 128:
            append(n)
        elif n < 0x4000:
            append((n & 0x7F) | 0x80)
            append(n >> 7)
        else:
            out += rt.uvarint(n)
        out += b_assignments__assignment
        if e_assignments.unknown_tagged_fields:
            rt.write_tags(out, (), e_assignments.unknown_tagged_fields)
        else:
            append(0)
    if obj.unknown_tagged_fields:
        rt.write_tags(out, (), obj.unknown_tagged_fields)
    else:
        append(0)


SyncGroupRequestAssignment._SCHEMA = rt.StructInfo(
    "SyncGroupRequestAssignment",
    (
        rt.FieldInfo("member_id", "memberId", "string", rt.vr("0+"), default=""),
        rt.FieldInfo("assignment", "assignment", "bytes", rt.vr("0+"), default=b""),
    ),
    flexible=rt.vr("4+"),
)
SyncGroupRequestAssignment._DECODERS = {
    0: _decode_SyncGroupRequestAssignment_v0,
    1: _decode_SyncGroupRequestAssignment_v0,
    2: _decode_SyncGroupRequestAssignment_v0,
    3: _decode_SyncGroupRequestAssignment_v0,
    4: _decode_SyncGroupRequestAssignment_v4,
    5: _decode_SyncGroupRequestAssignment_v4,
}
SyncGroupRequestAssignment._ENCODERS = {
    0: _encode_SyncGroupRequestAssignment_v0,
    1: _encode_SyncGroupRequestAssignment_v0,
    2: _encode_SyncGroupRequestAssignment_v0,
    3: _encode_SyncGroupRequestAssignment_v0,
    4: _encode_SyncGroupRequestAssignment_v4,
    5: _encode_SyncGroupRequestAssignment_v4,
}

SyncGroupRequest._SCHEMA = rt.StructInfo(
    "SyncGroupRequest",
    (
        rt.FieldInfo("group_id", "groupId", "string", rt.vr("0+"), default=""),
        rt.FieldInfo("generation_id", "generationId", "int32", rt.vr("0+"), default=0),
        rt.FieldInfo("member_id", "memberId", "string", rt.vr("0+"), default=""),
        rt.FieldInfo(
            "group_instance_id", "groupInstanceId", "string", rt.vr("3+"), nullable=rt.vr("3+")
        ),
        rt.FieldInfo(
            "protocol_type",
            "protocolType",
            "string",
            rt.vr("5+"),
            nullable=rt.vr("5+"),
            ignorable=True,
        ),
        rt.FieldInfo(
            "protocol_name",
            "protocolName",
            "string",
            rt.vr("5+"),
            nullable=rt.vr("5+"),
            ignorable=True,
        ),
        rt.FieldInfo(
            "assignments",
            "assignments",
            "struct",
            rt.vr("0+"),
            is_array=True,
            struct=lambda: SyncGroupRequestAssignment,
            default=(),
        ),
    ),
    flexible=rt.vr("4+"),
)
SyncGroupRequest._DECODERS = {
    0: _decode_SyncGroupRequest_v0,
    1: _decode_SyncGroupRequest_v0,
    2: _decode_SyncGroupRequest_v0,
    3: _decode_SyncGroupRequest_v3,
    4: _decode_SyncGroupRequest_v4,
    5: _decode_SyncGroupRequest_v5,
}
SyncGroupRequest._ENCODERS = {
    0: _encode_SyncGroupRequest_v0,
    1: _encode_SyncGroupRequest_v0,
    2: _encode_SyncGroupRequest_v0,
    3: _encode_SyncGroupRequest_v3,
    4: _encode_SyncGroupRequest_v4,
    5: _encode_SyncGroupRequest_v5,
}
