"""LeaveGroupRequest: generated from LeaveGroupRequest.json; edit the schema, not this file."""

from __future__ import annotations

import struct
from typing import ClassVar

import attrs

from kgroup_proto import runtime as rt

_new = object.__new__
_S_h = struct.Struct(">h")
_S_i = struct.Struct(">i")


@attrs.define(weakref_slot=False)
class MemberIdentity(rt.Struct):
    """The members that leave.

    Versions 3-5; flexible 4+.

    Attributes:
        member_id: Id of the leaving member. (versions 3+)
        group_instance_id: Static instance id of the leaving member, or null. (versions 3+,
            nullable 3+)
        reason: Why the member is leaving, for the broker's logs. (versions 5+, nullable 5+)
    """

    VALID_VERSIONS: ClassVar[range] = range(0, 6)
    FLEXIBLE_VERSIONS: ClassVar[range | None] = range(4, rt.VERSION_LIMIT)

    member_id: str = ""
    group_instance_id: str | None = None
    reason: str | None = None
    unknown_tagged_fields: rt.Tags = ()


@attrs.define(weakref_slot=False)
class LeaveGroupRequest(rt.Struct):
    """The LeaveGroupRequest request.

    API key 13, versions 0-5; flexible 4+.

    Attributes:
        group_id: Id of the group being left. (versions 0+)
        member_id: Id of the single member that leaves. (versions 0-2)
        members: The members that leave. (versions 3+)
    """

    API_KEY: ClassVar[int | None] = 13
    MESSAGE_TYPE: ClassVar[str] = "request"
    VALID_VERSIONS: ClassVar[range] = range(0, 6)
    FLEXIBLE_VERSIONS: ClassVar[range | None] = range(4, rt.VERSION_LIMIT)

    group_id: str = ""
    member_id: str = ""
    members: list[MemberIdentity] = attrs.field(factory=list)
    unknown_tagged_fields: rt.Tags = ()


def _decode_MemberIdentity_v3(data: bytes, pos: int) -> tuple[MemberIdentity, int]:
    """Decode MemberIdentity, version 3."""
    data_end = len(data)
    (n_member_id,) = _S_h.unpack_from(data, pos)
    pos += 2
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
    obj = _new(MemberIdentity)
    obj.member_id = member_id
    obj.group_instance_id = group_instance_id
    obj.reason = None
    obj.unknown_tagged_fields = ()
    return obj, pos


def _decode_MemberIdentity_v4(data: bytes, pos: int) -> tuple[MemberIdentity, int]:
    """Decode MemberIdentity, version 4."""
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
    tag_count = data[pos]
    pos += 1
    unknown: rt.Tags = ()
    if tag_count:
        unknown, pos = rt.read_unknown_tags(data, pos - 1)
    obj = _new(MemberIdentity)
    obj.member_id = member_id
    obj.group_instance_id = group_instance_id
    obj.reason = None
    obj.unknown_tagged_fields = unknown
    return obj, pos


def _decode_MemberIdentity_v5(data: bytes, pos: int) -> tuple[MemberIdentity, int]:
    """Decode MemberIdentity, version 5."""
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
    n_reason = data[pos]
    pos += 1
    if n_reason > 127:
        n_reason, pos = rt.read_string_length(data, pos - 1)
    reason: str | None
    if not n_reason:
        reason = None
    else:
        end = pos + n_reason - 1
        if end > data_end:
            raise rt.Malformed
        reason = data[pos:end].decode()
        pos = end
    tag_count = data[pos]
    pos += 1
    unknown: rt.Tags = ()
    if tag_count:
        unknown, pos = rt.read_unknown_tags(data, pos - 1)
    obj = _new(MemberIdentity)
    obj.member_id = member_id
    obj.group_instance_id = group_instance_id
    obj.reason = reason
    obj.unknown_tagged_fields = unknown
    return obj, pos


def _encode_MemberIdentity_v3(obj: MemberIdentity, out: bytearray) -> None:
    """Encode MemberIdentity, version 3."""
    b_member_id = obj.member_id.encode()
    out += _S_h.pack(len(b_member_id))
    out += b_member_id
    s_group_instance_id = obj.group_instance_id
    b_group_instance_id = None if s_group_instance_id is None else s_group_instance_id.encode()
    out += _S_h.pack(-1 if b_group_instance_id is None else len(b_group_instance_id))
    if b_group_instance_id is not None:
        out += b_group_instance_id
    if obj.unknown_tagged_fields:
        raise rt.Malformed


def _encode_MemberIdentity_v4(obj: MemberIdentity, out: bytearray) -> None:
    """Encode MemberIdentity, version 4."""
    b_member_id = obj.member_id.encode()
    n = len(b_member_id) + 1
    if n < 128:
        out.append(n)
    else:
        out += rt.string_length(n)
    out += b_member_id
    s_group_instance_id = obj.group_instance_id
    if s_group_instance_id is None:
        out.append(0)
    else:
        b_group_instance_id = s_group_instance_id.encode()
        n = len(b_group_instance_id) + 1
        if n < 128:
            out.append(n)
        else:
            out += rt.string_length(n)
        out += b_group_instance_id
    if obj.unknown_tagged_fields:
        rt.write_tags(out, (), obj.unknown_tagged_fields)
    else:
        out.append(0)


def _encode_MemberIdentity_v5(obj: MemberIdentity, out: bytearray) -> None:
    """Encode MemberIdentity, version 5."""
    b_member_id = obj.member_id.encode()
    n = len(b_member_id) + 1
    if n < 128:
        out.append(n)
    else:
        out += rt.string_length(n)
    out += b_member_id
    s_group_instance_id = obj.group_instance_id
    if s_group_instance_id is None:
        out.append(0)
    else:
        b_group_instance_id = s_group_instance_id.encode()
        n = len(b_group_instance_id) + 1
        if n < 128:
            out.append(n)
        else:
            out += rt.string_length(n)
        out += b_group_instance_id
    s_reason = obj.reason
    if s_reason is None:
        out.append(0)
    else:
        b_reason = s_reason.encode()
        n = len(b_reason) + 1
        if n < 128:
            out.append(n)
        else:
            out += rt.string_length(n)
        out += b_reason
    if obj.unknown_tagged_fields:
        rt.write_tags(out, (), obj.unknown_tagged_fields)
    else:
        out.append(0)


def _decode_LeaveGroupRequest_v0(data: bytes, pos: int) -> tuple[LeaveGroupRequest, int]:
    """Decode LeaveGroupRequest, versions 0, 1, 2."""
    data_end = len(data)
    (n_group_id,) = _S_h.unpack_from(data, pos)
    pos += 2
    end = pos + n_group_id
    if n_group_id < 0 or end > data_end:
        raise rt.Malformed
    group_id = data[pos:end].decode()
    pos = end
    (n_member_id,) = _S_h.unpack_from(data, pos)
    pos += 2
    end = pos + n_member_id
    if n_member_id < 0 or end > data_end:
        raise rt.Malformed
    member_id = data[pos:end].decode()
    pos = end
    obj = _new(LeaveGroupRequest)
    obj.group_id = group_id
    obj.member_id = member_id
    obj.members = []
    obj.unknown_tagged_fields = ()
    return obj, pos


def _decode_LeaveGroupRequest_v3(data: bytes, pos: int) -> tuple[LeaveGroupRequest, int]:
    """Decode LeaveGroupRequest, version 3."""
    data_end = len(data)
    (n_group_id,) = _S_h.unpack_from(data, pos)
    pos += 2
    end = pos + n_group_id
    if n_group_id < 0 or end > data_end:
        raise rt.Malformed
    group_id = data[pos:end].decode()
    pos = end
    (n_members,) = _S_i.unpack_from(data, pos)
    pos += 4
    if n_members < 0:
        raise rt.Malformed
    if n_members > data_end - pos:
        raise rt.Malformed
    items_members: list[MemberIdentity] = []
    for _ in range(n_members):
        (n_members__member_id,) = _S_h.unpack_from(data, pos)
        pos += 2
        end = pos + n_members__member_id
        if n_members__member_id < 0 or end > data_end:
            raise rt.Malformed
        members__member_id = data[pos:end].decode()
        pos = end
        (n_members__group_instance_id,) = _S_h.unpack_from(data, pos)
        pos += 2
        members__group_instance_id: str | None
        if n_members__group_instance_id < 0:
            if n_members__group_instance_id != -1:
                raise rt.Malformed
            members__group_instance_id = None
        else:
            end = pos + n_members__group_instance_id
            if end > data_end:
                raise rt.Malformed
            members__group_instance_id = data[pos:end].decode()
            pos = end
        e_members = _new(MemberIdentity)
        e_members.member_id = members__member_id
        e_members.group_instance_id = members__group_instance_id
        e_members.reason = None
        e_members.unknown_tagged_fields = ()
        items_members.append(e_members)
    members = items_members
    obj = _new(LeaveGroupRequest)
    obj.group_id = group_id
    obj.member_id = ""
    obj.members = members
    obj.unknown_tagged_fields = ()
    return obj, pos


def _decode_LeaveGroupRequest_v4(data: bytes, pos: int) -> tuple[LeaveGroupRequest, int]:
    """Decode LeaveGroupRequest, version 4."""
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
    n_members = data[pos]
    pos += 1
    if n_members > 127:
        n_members, pos = rt.read_uvarint(data, pos - 1)
    n_members -= 1
    if n_members < 0:
        raise rt.Malformed
    if n_members > data_end - pos:
        raise rt.Malformed
    items_members: list[MemberIdentity] = []
    for _ in range(n_members):
        n_members__member_id = data[pos]
        pos += 1
        if n_members__member_id > 127:
            n_members__member_id, pos = rt.read_string_length(data, pos - 1)
        end = pos + n_members__member_id - 1
        if not n_members__member_id or end > data_end:
            raise rt.Malformed
        members__member_id = data[pos:end].decode()
        pos = end
        n_members__group_instance_id = data[pos]
        pos += 1
        if n_members__group_instance_id > 127:
            n_members__group_instance_id, pos = rt.read_string_length(data, pos - 1)
        members__group_instance_id: str | None
        if not n_members__group_instance_id:
            members__group_instance_id = None
        else:
            end = pos + n_members__group_instance_id - 1
            if end > data_end:
                raise rt.Malformed
            members__group_instance_id = data[pos:end].decode()
            pos = end
        members__tag_count = data[pos]
        pos += 1
        members__unknown: rt.Tags = ()
        if members__tag_count:
            members__unknown, pos = rt.read_unknown_tags(data, pos - 1)
        e_members = _new(MemberIdentity)
        e_members.member_id = members__member_id
        e_members.group_instance_id = members__group_instance_id
        e_members.reason = None
        e_members.unknown_tagged_fields = members__unknown
        items_members.append(e_members)
    members = items_members
    tag_count = data[pos]
    pos += 1
    unknown: rt.Tags = ()
    if tag_count:
        unknown, pos = rt.read_unknown_tags(data, pos - 1)
    obj = _new(LeaveGroupRequest)
    obj.group_id = group_id
    obj.member_id = ""
    obj.members = members
    obj.unknown_tagged_fields = unknown
    return obj, pos


def _decode_LeaveGroupRequest_v5(data: bytes, pos: int) -> tuple[LeaveGroupRequest, int]:
    """Decode LeaveGroupRequest, version 5."""
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
    n_members = data[pos]
    pos += 1
    if n_members > 127:
        n_members, pos = rt.read_uvarint(data, pos - 1)
    n_members -= 1
    if n_members < 0:
        raise rt.Malformed
    if n_members > data_end - pos:
        raise rt.Malformed
    items_members: list[MemberIdentity] = []
    for _ in range(n_members):
        n_members__member_id = data[pos]
        pos += 1
        if n_members__member_id > 127:
            n_members__member_id, pos = rt.read_string_length(data, pos - 1)
        end = pos + n_members__member_id - 1
        if not n_members__member_id or end > data_end:
            raise rt.Malformed
        members__member_id = data[pos:end].decode()
        pos = end
        n_members__group_instance_id = data[pos]
        pos += 1
        if n_members__group_instance_id > 127:
            n_members__group_instance_id, pos = rt.read_string_length(data, pos - 1)
        members__group_instance_id: str | None
        if not n_members__group_instance_id:
            members__group_instance_id = None
        else:
            end = pos + n_members__group_instance_id - 1
            if end > data_end:
                raise rt.Malformed
            members__group_instance_id = data[pos:end].decode()
            pos = end
        n_members__reason = data[pos]
        pos += 1
        if n_members__reason > 127:
            n_members__reason, pos = rt.read_string_length(data, pos - 1)
        members__reason: str | None
        if not n_members__reason:
            members__reason = None
        else:
            end = pos + n_members__reason - 1
            if end > data_end:
                raise rt.Malformed
            members__reason = data[pos:end].decode()
            pos = end
        members__tag_count = data[pos]
        pos += 1
        members__unknown: rt.Tags = ()
        if members__tag_count:
            members__unknown, pos = rt.read_unknown_tags(data, pos - 1)
        e_members = _new(MemberIdentity)
        e_members.member_id = members__member_id
        e_members.group_instance_id = members__group_instance_id
        e_members.reason = members__reason
        e_members.unknown_tagged_fields = members__unknown
        items_members.append(e_members)
    members = items_members
    tag_count = data[pos]
    pos += 1
    unknown: rt.Tags = ()
    if tag_count:
        unknown, pos = rt.read_unknown_tags(data, pos - 1)
    obj = _new(LeaveGroupRequest)
    obj.group_id = group_id
    obj.member_id = ""
    obj.members = members
    obj.unknown_tagged_fields = unknown
    return obj, pos


def _encode_LeaveGroupRequest_v0(obj: LeaveGroupRequest, out: bytearray) -> None:
    """Encode LeaveGroupRequest, versions 0, 1, 2."""
    if obj.members != []:
        raise rt.Malformed
    b_group_id = obj.group_id.encode()
    out += _S_h.pack(len(b_group_id))
    out += b_group_id
    b_member_id = obj.member_id.encode()
    out += _S_h.pack(len(b_member_id))
    out += b_member_id
    if obj.unknown_tagged_fields:
        raise rt.Malformed


def _encode_LeaveGroupRequest_v3(obj: LeaveGroupRequest, out: bytearray) -> None:
    """Encode LeaveGroupRequest, version 3."""
    if obj.member_id != "":
        raise rt.Malformed
    b_group_id = obj.group_id.encode()
    out += _S_h.pack(len(b_group_id))
    out += b_group_id
    a_members = obj.members
    out += _S_i.pack(len(a_members))
    for e_members in a_members:
        b_members__member_id = e_members.member_id.encode()
        out += _S_h.pack(len(b_members__member_id))
        out += b_members__member_id
        s_members__group_instance_id = e_members.group_instance_id
        b_members__group_instance_id = (
            None if s_members__group_instance_id is None else s_members__group_instance_id.encode()
        )
        out += _S_h.pack(
            -1 if b_members__group_instance_id is None else len(b_members__group_instance_id)
        )
        if b_members__group_instance_id is not None:
            out += b_members__group_instance_id
        if e_members.unknown_tagged_fields:
            raise rt.Malformed
    if obj.unknown_tagged_fields:
        raise rt.Malformed


def _encode_LeaveGroupRequest_v4(obj: LeaveGroupRequest, out: bytearray) -> None:
    """Encode LeaveGroupRequest, version 4."""
    append = out.append
    if obj.member_id != "":
        raise rt.Malformed
    b_group_id = obj.group_id.encode()
    n = len(b_group_id) + 1
    if n < 128:
        append(n)
    else:
        out += rt.string_length(n)
    out += b_group_id
    a_members = obj.members
    n = len(a_members) + 1
    if n < 128:
        append(n)
    else:
        out += rt.uvarint(n)
    for e_members in a_members:
        b_members__member_id = e_members.member_id.encode()
        n = len(b_members__member_id) + 1
        if n < 128:
            append(n)
        else:
            out += rt.string_length(n)
        out += b_members__member_id
        s_members__group_instance_id = e_members.group_instance_id
        if s_members__group_instance_id is None:
            append(0)
        else:
            b_members__group_instance_id = s_members__group_instance_id.encode()
            n = len(b_members__group_instance_id) + 1
            if n < 128:
                append(n)
            else:
                out += rt.string_length(n)
            out += b_members__group_instance_id
        if e_members.unknown_tagged_fields:
            rt.write_tags(out, (), e_members.unknown_tagged_fields)
        else:
            append(0)
    if obj.unknown_tagged_fields:
        rt.write_tags(out, (), obj.unknown_tagged_fields)
    else:
        append(0)


def _encode_LeaveGroupRequest_v5(obj: LeaveGroupRequest, out: bytearray) -> None:
    """Encode LeaveGroupRequest, version 5."""
    append = out.append
    if obj.member_id != "":
        raise rt.Malformed
    b_group_id = obj.group_id.encode()
    n = len(b_group_id) + 1
    if n < 128:
        append(n)
    else:
        out += rt.string_length(n)
    out += b_group_id
    a_members = obj.members
    n = len(a_members) + 1
    if n < 128:
        append(n)
    else:
        out += rt.uvarint(n)
    for e_members in a_members:
        b_members__member_id = e_members.member_id.encode()
        n = len(b_members__member_id) + 1
        if n < 128:
            append(n)
        else:
            out += rt.string_length(n)
        out += b_members__member_id
        s_members__group_instance_id = e_members.group_instance_id
        if s_members__group_instance_id is None:
            append(0)
        else:
            b_members__group_instance_id = s_members__group_instance_id.encode()
            n = len(b_members__group_instance_id) + 1
            if n < 128:
                append(n)
            else:
                out += rt.string_length(n)
            out += b_members__group_instance_id
        s_members__reason = e_members.reason
        if s_members__reason is None:
            append(0)
        else:
            b_members__reason = s_members__reason.encode()
            n = len(b_members__reason) + 1
            if n < 128:
                append(n)
            else:
                out += rt.string_length(n)
            out += b_members__reason
        if e_members.unknown_tagged_fields:
            rt.write_tags(out, (), e_members.unknown_tagged_fields)
        else:
            append(0)
    if obj.unknown_tagged_fields:
        rt.write_tags(out, (), obj.unknown_tagged_fields)
    else:
        append(0)


MemberIdentity._SCHEMA = rt.StructInfo(
    "MemberIdentity",
    (
        rt.FieldInfo("member_id", "memberId", "string", rt.vr("3+"), default=""),
        rt.FieldInfo(
            "group_instance_id", "groupInstanceId", "string", rt.vr("3+"), nullable=rt.vr("3+")
        ),
        rt.FieldInfo(
            "reason", "reason", "string", rt.vr("5+"), nullable=rt.vr("5+"), ignorable=True
        ),
    ),
    flexible=rt.vr("4+"),
)
MemberIdentity._DECODERS = {
    3: _decode_MemberIdentity_v3,
    4: _decode_MemberIdentity_v4,
    5: _decode_MemberIdentity_v5,
}
MemberIdentity._ENCODERS = {
    3: _encode_MemberIdentity_v3,
    4: _encode_MemberIdentity_v4,
    5: _encode_MemberIdentity_v5,
}

LeaveGroupRequest._SCHEMA = rt.StructInfo(
    "LeaveGroupRequest",
    (
        rt.FieldInfo("group_id", "groupId", "string", rt.vr("0+"), default=""),
        rt.FieldInfo("member_id", "memberId", "string", rt.vr("0-2"), default=""),
        rt.FieldInfo(
            "members",
            "members",
            "struct",
            rt.vr("3+"),
            is_array=True,
            struct=lambda: MemberIdentity,
            default=(),
        ),
    ),
    flexible=rt.vr("4+"),
)
LeaveGroupRequest._DECODERS = {
    0: _decode_LeaveGroupRequest_v0,
    1: _decode_LeaveGroupRequest_v0,
    2: _decode_LeaveGroupRequest_v0,
    3: _decode_LeaveGroupRequest_v3,
    4: _decode_LeaveGroupRequest_v4,
    5: _decode_LeaveGroupRequest_v5,
}
LeaveGroupRequest._ENCODERS = {
    0: _encode_LeaveGroupRequest_v0,
    1: _encode_LeaveGroupRequest_v0,
    2: _encode_LeaveGroupRequest_v0,
    3: _encode_LeaveGroupRequest_v3,
    4: _encode_LeaveGroupRequest_v4,
    5: _encode_LeaveGroupRequest_v5,
}
