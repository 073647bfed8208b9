"""LeaveGroupResponse: generated from LeaveGroupResponse.json; edit the schema, not this file."""

from __future__ import annotations

import struct
from typing import ClassVar

import attrs

from kgroup_proto import runtime as rt

_new = object.__new__
_S_h = struct.Struct(">h")
_S_hB = struct.Struct(">hB")
_S_ih = struct.Struct(">ih")
_S_ihB = struct.Struct(">ihB")
_S_ihi = struct.Struct(">ihi")


@attrs.define(weakref_slot=False)
class MemberResponse(rt.Struct):
    """Outcome for each member named in the request.

    Versions 3-5; flexible 4+.

    Attributes:
        member_id: Id of the member. (versions 3+)
        group_instance_id: Static instance id of the member, or null. (versions 3+, nullable
            3+)
        error_code: Error for this member, 0 on success. (versions 3+)
    """

    VALID_VERSIONS: ClassVar[range] = range(0, 6)
    FLEXIBLE_VERSIONS: ClassVar[range | None] = range(4, rt.VERSION_LIMIT)

    member_id: str = ""
    group_instance_id: str | None = ""
    error_code: int = 0
    unknown_tagged_fields: rt.Tags = ()


@attrs.define(weakref_slot=False)
class LeaveGroupResponse(rt.Struct):
    """The LeaveGroupResponse response.

    API key 13, versions 0-5; flexible 4+.

    Attributes:
        throttle_time_ms: Milliseconds the request was held back by a quota; 0 when no quota
            applied. (versions 1+)
        error_code: Error for the request as a whole, 0 on success. (versions 0+)
        members: Outcome for each member named in the request. (versions 3+)
    """

    API_KEY: ClassVar[int | None] = 13
    MESSAGE_TYPE: ClassVar[str] = "response"
    VALID_VERSIONS: ClassVar[range] = range(0, 6)
    FLEXIBLE_VERSIONS: ClassVar[range | None] = range(4, rt.VERSION_LIMIT)

    throttle_time_ms: int = 0
    error_code: int = 0
    members: list[MemberResponse] = attrs.field(factory=list)
    unknown_tagged_fields: rt.Tags = ()


def _decode_MemberResponse_v3(data: bytes, pos: int) -> tuple[MemberResponse, int]:
    """Decode MemberResponse, version 3."""
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
    (error_code,) = _S_h.unpack_from(data, pos)
    pos += 2
    obj = _new(MemberResponse)
    obj.member_id = member_id
    obj.group_instance_id = group_instance_id
    obj.error_code = error_code
    obj.unknown_tagged_fields = ()
    return obj, pos


def _decode_MemberResponse_v4(data: bytes, pos: int) -> tuple[MemberResponse, int]:
    """Decode MemberResponse, versions 4, 5."""
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
    error_code, tag_count = _S_hB.unpack_from(data, pos)
    pos += 3
    unknown: rt.Tags = ()
    if tag_count:
        unknown, pos = rt.read_unknown_tags(data, pos - 1)
    obj = _new(MemberResponse)
    obj.member_id = member_id
    obj.group_instance_id = group_instance_id
    obj.error_code = error_code
    obj.unknown_tagged_fields = unknown
    return obj, pos


def _encode_MemberResponse_v3(obj: MemberResponse, out: bytearray) -> None:
    """Encode MemberResponse, version 3."""
    b_member_id = obj.member_id.encode()
    out += _S_h.pack(len(b_member_id))
    out += b_member_id
    s_group_instance_id = obj.group_instance_id
    b_group_instance_id = None if s_group_instance_id is None else s_group_instance_id.encode()
    out += _S_h.pack(-1 if b_group_instance_id is None else len(b_group_instance_id))
    if b_group_instance_id is not None:
        out += b_group_instance_id
    out += _S_h.pack(obj.error_code)
    if obj.unknown_tagged_fields:
        raise rt.Malformed


def _encode_MemberResponse_v4(obj: MemberResponse, out: bytearray) -> None:
    """Encode MemberResponse, versions 4, 5."""
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
    out += _S_h.pack(obj.error_code)
    if obj.unknown_tagged_fields:
        rt.write_tags(out, (), obj.unknown_tagged_fields)
    else:
        out.append(0)


def _decode_LeaveGroupResponse_v0(data: bytes, pos: int) -> tuple[LeaveGroupResponse, int]:
    """Decode LeaveGroupResponse, version 0."""
    (error_code,) = _S_h.unpack_from(data, pos)
    pos += 2
    obj = _new(LeaveGroupResponse)
    obj.throttle_time_ms = 0
    obj.error_code = error_code
    obj.members = []
    obj.unknown_tagged_fields = ()
    return obj, pos


def _decode_LeaveGroupResponse_v1(data: bytes, pos: int) -> tuple[LeaveGroupResponse, int]:
    """Decode LeaveGroupResponse, versions 1, 2."""
    throttle_time_ms, error_code = _S_ih.unpack_from(data, pos)
    pos += 6
    obj = _new(LeaveGroupResponse)
    obj.throttle_time_ms = throttle_time_ms
    obj.error_code = error_code
    obj.members = []
    obj.unknown_tagged_fields = ()
    return obj, pos


def _decode_LeaveGroupResponse_v3(data: bytes, pos: int) -> tuple[LeaveGroupResponse, int]:
    """Decode LeaveGroupResponse, version 3."""
    data_end = len(data)
    throttle_time_ms, error_code, n_members = _S_ihi.unpack_from(data, pos)
    pos += 10
    if n_members < 0:
        raise rt.Malformed
    if n_members > data_end - pos:
        raise rt.Malformed
    items_members: list[MemberResponse] = []
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
        (members__error_code,) = _S_h.unpack_from(data, pos)
        pos += 2
        e_members = _new(MemberResponse)
        e_members.member_id = members__member_id
        e_members.group_instance_id = members__group_instance_id
        e_members.error_code = members__error_code
        e_members.unknown_tagged_fields = ()
        items_members.append(e_members)
    members = items_members
    obj = _new(LeaveGroupResponse)
    obj.throttle_time_ms = throttle_time_ms
    obj.error_code = error_code
    obj.members = members
    obj.unknown_tagged_fields = ()
    return obj, pos


def _decode_LeaveGroupResponse_v4(data: bytes, pos: int) -> tuple[LeaveGroupResponse, int]:
    """Decode LeaveGroupResponse, versions 4, 5."""
    data_end = len(data)
    throttle_time_ms, error_code, n_members = _S_ihB.unpack_from(data, pos)
    pos += 7
    if n_members > 127:
        n_members, pos = rt.read_uvarint(data, pos - 1)
    n_members -= 1
    if n_members < 0:
        raise rt.Malformed
    if n_members > data_end - pos:
        raise rt.Malformed
    items_members: list[MemberResponse] = []
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
        members__error_code, members__tag_count = _S_hB.unpack_from(data, pos)
        pos += 3
        members__unknown: rt.Tags = ()
        if members__tag_count:
            members__unknown, pos = rt.read_unknown_tags(data, pos - 1)
        e_members = _new(MemberResponse)
        e_members.member_id = members__member_id
        e_members.group_instance_id = members__group_instance_id
        e_members.error_code = members__error_code
        e_members.unknown_tagged_fields = members__unknown
        items_members.append(e_members)
    members = items_members
    tag_count = data[pos]
    pos += 1
    unknown: rt.Tags = ()
    if tag_count:
        unknown, pos = rt.read_unknown_tags(data, pos - 1)
    obj = _new(LeaveGroupResponse)
    obj.throttle_time_ms = throttle_time_ms
    obj.error_code = error_code
    obj.members = members
    obj.unknown_tagged_fields = unknown
    return obj, pos


def _encode_LeaveGroupResponse_v0(obj: LeaveGroupResponse, out: bytearray) -> None:
    """Encode LeaveGroupResponse, version 0."""
    if obj.members != []:
        raise rt.Malformed
    out += _S_h.pack(obj.error_code)
    if obj.unknown_tagged_fields:
        raise rt.Malformed


def _encode_LeaveGroupResponse_v1(obj: LeaveGroupResponse, out: bytearray) -> None:
    """Encode LeaveGroupResponse, versions 1, 2."""
    if obj.members != []:
        raise rt.Malformed
    out += _S_ih.pack(obj.throttle_time_ms, obj.error_code)
    if obj.unknown_tagged_fields:
        raise rt.Malformed


def _encode_LeaveGroupResponse_v3(obj: LeaveGroupResponse, out: bytearray) -> None:
    """Encode LeaveGroupResponse, version 3."""
    a_members = obj.members
    out += _S_ihi.pack(obj.throttle_time_ms, obj.error_code, len(a_members))
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
        out += _S_h.pack(e_members.error_code)
        if e_members.unknown_tagged_fields:
            raise rt.Malformed
    if obj.unknown_tagged_fields:
        raise rt.Malformed


def _encode_LeaveGroupResponse_v4(obj: LeaveGroupResponse, out: bytearray) -> None:
    """Encode LeaveGroupResponse, versions 4, 5."""
    append = out.append
    out += _S_ih.pack(obj.throttle_time_ms, obj.error_code)
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
        out += _S_h.pack(e_members.error_code)
        if e_members.unknown_tagged_fields:
            rt.write_tags(out, (), e_members.unknown_tagged_fields)
        else:
            append(0)
    if obj.unknown_tagged_fields:
        rt.write_tags(out, (), obj.unknown_tagged_fields)
    else:
        append(0)


MemberResponse._SCHEMA = rt.StructInfo(
    "MemberResponse",
    (
        rt.FieldInfo("member_id", "memberId", "string", rt.vr("3+"), default=""),
        rt.FieldInfo(
            "group_instance_id",
            "groupInstanceId",
            "string",
            rt.vr("3+"),
            nullable=rt.vr("3+"),
            default="",
        ),
        rt.FieldInfo("error_code", "errorCode", "int16", rt.vr("3+"), default=0),
    ),
    flexible=rt.vr("4+"),
)
MemberResponse._DECODERS = {
    3: _decode_MemberResponse_v3,
    4: _decode_MemberResponse_v4,
    5: _decode_MemberResponse_v4,
}
MemberResponse._ENCODERS = {
    3: _encode_MemberResponse_v3,
    4: _encode_MemberResponse_v4,
    5: _encode_MemberResponse_v4,
}

LeaveGroupResponse._SCHEMA = rt.StructInfo(
    "LeaveGroupResponse",
    (
        rt.FieldInfo(
            "throttle_time_ms", "throttleTimeMs", "int32", rt.vr("1+"), default=0, ignorable=True
        ),
        rt.FieldInfo("error_code", "errorCode", "int16", rt.vr("0+"), default=0),
        rt.FieldInfo(
            "members",
            "members",
            "struct",
            rt.vr("3+"),
            is_array=True,
            struct=lambda: MemberResponse,
            default=(),
        ),
    ),
    flexible=rt.vr("4+"),
)
LeaveGroupResponse._DECODERS = {
    0: _decode_LeaveGroupResponse_v0,
    1: _decode_LeaveGroupResponse_v1,
    2: _decode_LeaveGroupResponse_v1,
    3: _decode_LeaveGroupResponse_v3,
    4: _decode_LeaveGroupResponse_v4,
    5: _decode_LeaveGroupResponse_v4,
}
LeaveGroupResponse._ENCODERS = {
    0: _encode_LeaveGroupResponse_v0,
    1: _encode_LeaveGroupResponse_v1,
    2: _encode_LeaveGroupResponse_v1,
    3: _encode_LeaveGroupResponse_v3,
    4: _encode_LeaveGroupResponse_v4,
    5: _encode_LeaveGroupResponse_v4,
}
