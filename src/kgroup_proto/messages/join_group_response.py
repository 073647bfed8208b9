"""JoinGroupResponse: generated from JoinGroupResponse.json; edit the schema, not this file."""

from __future__ import annotations

import struct
from typing import ClassVar

import attrs

from kgroup_proto import runtime as rt

_new = object.__new__
_S_BB = struct.Struct(">BB")
_S_h = struct.Struct(">h")
_S_hih = struct.Struct(">hih")
_S_i = struct.Struct(">i")
_S_ihi = struct.Struct(">ihi")
_S_ihiB = struct.Struct(">ihiB")
_S_ihih = struct.Struct(">ihih")
_S_o = struct.Struct(">?")


@attrs.define(weakref_slot=False)
class JoinGroupResponseMember(rt.Struct):
    """Every member with its metadata; filled in only for the leader.

    Versions 0-9; flexible 6+.

    Attributes:
        member_id: Id of the member. (versions 0+)
        group_instance_id: Static instance id of the member, or null. (versions 5+, nullable
            5+)
        metadata: Protocol metadata the member sent when joining. (versions 0+)
    """

    VALID_VERSIONS: ClassVar[range] = range(0, 10)
    FLEXIBLE_VERSIONS: ClassVar[range | None] = range(6, rt.VERSION_LIMIT)

    member_id: str = ""
    group_instance_id: str | None = None
    metadata: bytes = b""
    unknown_tagged_fields: rt.Tags = ()


@attrs.define(weakref_slot=False)
class JoinGroupResponse(rt.Struct):
    """The JoinGroupResponse response.

    API key 11, versions 0-9; flexible 6+.

    Attributes:
        throttle_time_ms: Milliseconds the request was held back by a quota; 0 when no quota
            applied. (versions 2+)
        error_code: Error for the join, 0 on success. (versions 0+)
        generation_id: Generation the group is now in. (versions 0+)
        protocol_type: Protocol type of the group. (versions 7+, nullable 7+)
        protocol_name: Protocol the coordinator picked for the group. (versions 0+, nullable
            7+)
        leader: Member id of the group leader. (versions 0+)
        skip_assignment: When true the leader must not compute an assignment itself.
            (versions 9+)
        member_id: Member id the coordinator gave to the caller. (versions 0+)
        members: Every member with its metadata; filled in only for the leader. (versions
            0+)
    """

    API_KEY: ClassVar[int | None] = 11
    MESSAGE_TYPE: ClassVar[str] = "response"
    VALID_VERSIONS: ClassVar[range] = range(0, 10)
    FLEXIBLE_VERSIONS: ClassVar[range | None] = range(6, rt.VERSION_LIMIT)

    throttle_time_ms: int = 0
    error_code: int = 0
    generation_id: int = -1
    protocol_type: str | None = None
    protocol_name: str | None = ""
    leader: str = ""
    skip_assignment: bool = False
    member_id: str = ""
    members: list[JoinGroupResponseMember] = attrs.field(factory=list)
    unknown_tagged_fields: rt.Tags = ()


def _decode_JoinGroupResponseMember_v0(
    data: bytes, pos: int
) -> tuple[JoinGroupResponseMember, int]:
    """Decode JoinGroupResponseMember, versions 0, 1, 2, 3, 4."""
    data_end = len(data)
    (n_member_id,) = _S_h.unpack_from(data, pos)
    pos += 2
    end = pos + n_member_id
    if n_member_id < 0 or end > data_end:
        raise rt.Malformed
    member_id = data[pos:end].decode()
    pos = end
    (n_metadata,) = _S_i.unpack_from(data, pos)
    pos += 4
    end = pos + n_metadata
    if n_metadata < 0 or end > data_end:
        raise rt.Malformed
    metadata = data[pos:end]
    pos = end
    obj = _new(JoinGroupResponseMember)
    obj.member_id = member_id
    obj.group_instance_id = None
    obj.metadata = metadata
    obj.unknown_tagged_fields = ()
    return obj, pos


def _decode_JoinGroupResponseMember_v5(
    data: bytes, pos: int
) -> tuple[JoinGroupResponseMember, int]:
    """Decode JoinGroupResponseMember, version 5."""
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
    (n_metadata,) = _S_i.unpack_from(data, pos)
    pos += 4
    end = pos + n_metadata
    if n_metadata < 0 or end > data_end:
        raise rt.Malformed
    metadata = data[pos:end]
    pos = end
    obj = _new(JoinGroupResponseMember)
    obj.member_id = member_id
    obj.group_instance_id = group_instance_id
    obj.metadata = metadata
    obj.unknown_tagged_fields = ()
    return obj, pos


def _decode_JoinGroupResponseMember_v6(
    data: bytes, pos: int
) -> tuple[JoinGroupResponseMember, int]:
    """Decode JoinGroupResponseMember, versions 6, 7, 8, 9."""
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
    n_metadata = data[pos]
    pos += 1
    if n_metadata > 127:
        n_metadata, pos = rt.read_uvarint(data, pos - 1)
    end = pos + n_metadata - 1
    if not n_metadata or end > data_end:
        raise rt.Malformed
    metadata = data[pos:end]
    pos = end
    tag_count = data[pos]
    pos += 1
    unknown: rt.Tags = ()
    if tag_count:
        unknown, pos = rt.read_unknown_tags(data, pos - 1)
    obj = _new(JoinGroupResponseMember)
    obj.member_id = member_id
    obj.group_instance_id = group_instance_id
    obj.metadata = metadata
    obj.unknown_tagged_fields = unknown
    return obj, pos


def _encode_JoinGroupResponseMember_v0(obj: JoinGroupResponseMember, out: bytearray) -> None:
    """Encode JoinGroupResponseMember, versions 0, 1, 2, 3, 4."""
    b_member_id = obj.member_id.encode()
    out += _S_h.pack(len(b_member_id))
    out += b_member_id
    b_metadata = obj.metadata
    out += _S_i.pack(len(b_metadata))
    out += b_metadata
    if obj.unknown_tagged_fields:
        raise rt.Malformed


def _encode_JoinGroupResponseMember_v5(obj: JoinGroupResponseMember, out: bytearray) -> None:
    """Encode JoinGroupResponseMember, version 5."""
    b_member_id = obj.member_id.encode()
    out += _S_h.pack(len(b_member_id))
    out += b_member_id
    s_group_instance_id = obj.group_instance_id
    b_group_instance_id = None if s_group_instance_id is None else s_group_instance_id.encode()
    out += _S_h.pack(-1 if b_group_instance_id is None else len(b_group_instance_id))
    if b_group_instance_id is not None:
        out += b_group_instance_id
    b_metadata = obj.metadata
    out += _S_i.pack(len(b_metadata))
    out += b_metadata
    if obj.unknown_tagged_fields:
        raise rt.Malformed


def _encode_JoinGroupResponseMember_v6(obj: JoinGroupResponseMember, out: bytearray) -> None:
    """Encode JoinGroupResponseMember, versions 6, 7, 8, 9."""
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
    b_metadata = obj.metadata
    n = len(b_metadata) + 1
    if n < 128:
        out.append(n)
    elif n < 0x4000:
        out.append((n & 0x7F) | 0x80)
        out.append(n >> 7)
    else:
        out += rt.uvarint(n)
    out += b_metadata
    if obj.unknown_tagged_fields:
        rt.write_tags(out, (), obj.unknown_tagged_fields)
    else:
        out.append(0)


def _decode_JoinGroupResponse_v0(data: bytes, pos: int) -> tuple[JoinGroupResponse, int]:
    """Decode JoinGroupResponse, versions 0, 1."""
    data_end = len(data)
    error_code, generation_id, n_protocol_name = _S_hih.unpack_from(data, pos)
    pos += 8
    end = pos + n_protocol_name
    if n_protocol_name < 0 or end > data_end:
        raise rt.Malformed
    protocol_name = data[pos:end].decode()
    pos = end
    (n_leader,) = _S_h.unpack_from(data, pos)
    pos += 2
    end = pos + n_leader
    if n_leader < 0 or end > data_end:
        raise rt.Malformed
    leader = data[pos:end].decode()
    pos = end
    (n_member_id,) = _S_h.unpack_from(data, pos)
    pos += 2
    end = pos + n_member_id
    if n_member_id < 0 or end > data_end:
        raise rt.Malformed
    member_id = data[pos:end].decode()
    pos = end
    (n_members,) = _S_i.unpack_from(data, pos)
    pos += 4
    if n_members < 0:
        raise rt.Malformed
    if n_members > data_end - pos:
        raise rt.Malformed
    items_members: list[JoinGroupResponseMember] = []
    for _ in range(n_members):
        (n_members__member_id,) = _S_h.unpack_from(data, pos)
        pos += 2
        end = pos + n_members__member_id
        if n_members__member_id < 0 or end > data_end:
            raise rt.Malformed
        members__member_id = data[pos:end].decode()
        pos = end
        (n_members__metadata,) = _S_i.unpack_from(data, pos)
        pos += 4
        end = pos + n_members__metadata
        if n_members__metadata < 0 or end > data_end:
            raise rt.Malformed
        members__metadata = data[pos:end]
        pos = end
        e_members = _new(JoinGroupResponseMember)
        e_members.member_id = members__member_id
        e_members.group_instance_id = None
        e_members.metadata = members__metadata
        e_members.unknown_tagged_fields = ()
        items_members.append(e_members)
    members = items_members
    obj = _new(JoinGroupResponse)
    obj.throttle_time_ms = 0
    obj.error_code = error_code
    obj.generation_id = generation_id
    obj.protocol_type = None
    obj.protocol_name = protocol_name
    obj.leader = leader
    obj.skip_assignment = False
    obj.member_id = member_id
    obj.members = members
    obj.unknown_tagged_fields = ()
    return obj, pos


def _decode_JoinGroupResponse_v2(data: bytes, pos: int) -> tuple[JoinGroupResponse, int]:
    """Decode JoinGroupResponse, versions 2, 3, 4."""
    data_end = len(data)
    throttle_time_ms, error_code, generation_id, n_protocol_name = _S_ihih.unpack_from(data, pos)
    pos += 12
    end = pos + n_protocol_name
    if n_protocol_name < 0 or end > data_end:
        raise rt.Malformed
    protocol_name = data[pos:end].decode()
    pos = end
    (n_leader,) = _S_h.unpack_from(data, pos)
    pos += 2
    end = pos + n_leader
    if n_leader < 0 or end > data_end:
        raise rt.Malformed
    leader = data[pos:end].decode()
    pos = end
    (n_member_id,) = _S_h.unpack_from(data, pos)
    pos += 2
    end = pos + n_member_id
    if n_member_id < 0 or end > data_end:
        raise rt.Malformed
    member_id = data[pos:end].decode()
    pos = end
    (n_members,) = _S_i.unpack_from(data, pos)
    pos += 4
    if n_members < 0:
        raise rt.Malformed
    if n_members > data_end - pos:
        raise rt.Malformed
    items_members: list[JoinGroupResponseMember] = []
    for _ in range(n_members):
        (n_members__member_id,) = _S_h.unpack_from(data, pos)
        pos += 2
        end = pos + n_members__member_id
        if n_members__member_id < 0 or end > data_end:
            raise rt.Malformed
        members__member_id = data[pos:end].decode()
        pos = end
        (n_members__metadata,) = _S_i.unpack_from(data, pos)
        pos += 4
        end = pos + n_members__metadata
        if n_members__metadata < 0 or end > data_end:
            raise rt.Malformed
        members__metadata = data[pos:end]
        pos = end
        e_members = _new(JoinGroupResponseMember)
        e_members.member_id = members__member_id
        e_members.group_instance_id = None
        e_members.metadata = members__metadata
        e_members.unknown_tagged_fields = ()
        items_members.append(e_members)
    members = items_members
    obj = _new(JoinGroupResponse)
    obj.throttle_time_ms = throttle_time_ms
    obj.error_code = error_code
    obj.generation_id = generation_id
    obj.protocol_type = None
    obj.protocol_name = protocol_name
    obj.leader = leader
    obj.skip_assignment = False
    obj.member_id = member_id
    obj.members = members
    obj.unknown_tagged_fields = ()
    return obj, pos


def _decode_JoinGroupResponse_v5(data: bytes, pos: int) -> tuple[JoinGroupResponse, int]:
    """Decode JoinGroupResponse, version 5."""
    data_end = len(data)
    throttle_time_ms, error_code, generation_id, n_protocol_name = _S_ihih.unpack_from(data, pos)
    pos += 12
    end = pos + n_protocol_name
    if n_protocol_name < 0 or end > data_end:
        raise rt.Malformed
    protocol_name = data[pos:end].decode()
    pos = end
    (n_leader,) = _S_h.unpack_from(data, pos)
    pos += 2
    end = pos + n_leader
    if n_leader < 0 or end > data_end:
        raise rt.Malformed
    leader = data[pos:end].decode()
    pos = end
    (n_member_id,) = _S_h.unpack_from(data, pos)
    pos += 2
    end = pos + n_member_id
    if n_member_id < 0 or end > data_end:
        raise rt.Malformed
    member_id = data[pos:end].decode()
    pos = end
    (n_members,) = _S_i.unpack_from(data, pos)
    pos += 4
    if n_members < 0:
        raise rt.Malformed
    if n_members > data_end - pos:
        raise rt.Malformed
    items_members: list[JoinGroupResponseMember] = []
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
        (n_members__metadata,) = _S_i.unpack_from(data, pos)
        pos += 4
        end = pos + n_members__metadata
        if n_members__metadata < 0 or end > data_end:
            raise rt.Malformed
        members__metadata = data[pos:end]
        pos = end
        e_members = _new(JoinGroupResponseMember)
        e_members.member_id = members__member_id
        e_members.group_instance_id = members__group_instance_id
        e_members.metadata = members__metadata
        e_members.unknown_tagged_fields = ()
        items_members.append(e_members)
    members = items_members
    obj = _new(JoinGroupResponse)
    obj.throttle_time_ms = throttle_time_ms
    obj.error_code = error_code
    obj.generation_id = generation_id
    obj.protocol_type = None
    obj.protocol_name = protocol_name
    obj.leader = leader
    obj.skip_assignment = False
    obj.member_id = member_id
    obj.members = members
    obj.unknown_tagged_fields = ()
    return obj, pos


def _decode_JoinGroupResponse_v6(data: bytes, pos: int) -> tuple[JoinGroupResponse, int]:
    """Decode JoinGroupResponse, version 6."""
    data_end = len(data)
    throttle_time_ms, error_code, generation_id, n_protocol_name = _S_ihiB.unpack_from(data, pos)
    pos += 11
    if n_protocol_name > 127:
        n_protocol_name, pos = rt.read_string_length(data, pos - 1)
    end = pos + n_protocol_name - 1
    if not n_protocol_name or end > data_end:
        raise rt.Malformed
    protocol_name = data[pos:end].decode()
    pos = end
    n_leader = data[pos]
    pos += 1
    if n_leader > 127:
        n_leader, pos = rt.read_string_length(data, pos - 1)
    end = pos + n_leader - 1
    if not n_leader or end > data_end:
        raise rt.Malformed
    leader = data[pos:end].decode()
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
    n_members = data[pos]
    pos += 1
    if n_members > 127:
        n_members, pos = rt.read_uvarint(data, pos - 1)
    n_members -= 1
    if n_members < 0:
        raise rt.Malformed
    if n_members > data_end - pos:
        raise rt.Malformed
    items_members: list[JoinGroupResponseMember] = []
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
        n_members__metadata = data[pos]
        pos += 1
        if n_members__metadata > 127:
            n_members__metadata, pos = rt.read_uvarint(data, pos - 1)
        end = pos + n_members__metadata - 1
        if not n_members__metadata or end > data_end:
            raise rt.Malformed
        members__metadata = data[pos:end]
        pos = end
        members__tag_count = data[pos]
        pos += 1
        members__unknown: rt.Tags = ()
        if members__tag_count:
            members__unknown, pos = rt.read_unknown_tags(data, pos - 1)
        e_members = _new(JoinGroupResponseMember)
        e_members.member_id = members__member_id
        e_members.group_instance_id = members__group_instance_id
        e_members.metadata = members__metadata
        e_members.unknown_tagged_fields = members__unknown
        items_members.append(e_members)
    members = items_members
    tag_count = data[pos]
    pos += 1
    unknown: rt.Tags = ()
    if tag_count:
        unknown, pos = rt.read_unknown_tags(data, pos - 1)
    obj = _new(JoinGroupResponse)
    obj.throttle_time_ms = throttle_time_ms
    obj.error_code = error_code
    obj.generation_id = generation_id
    obj.protocol_type = None
    obj.protocol_name = protocol_name
    obj.leader = leader
    obj.skip_assignment = False
    obj.member_id = member_id
    obj.members = members
    obj.unknown_tagged_fields = unknown
    return obj, pos


def _decode_JoinGroupResponse_v7(data: bytes, pos: int) -> tuple[JoinGroupResponse, int]:
    """Decode JoinGroupResponse, versions 7, 8."""
    data_end = len(data)
    throttle_time_ms, error_code, generation_id, n_protocol_type = _S_ihiB.unpack_from(data, pos)
    pos += 11
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
    n_leader = data[pos]
    pos += 1
    if n_leader > 127:
        n_leader, pos = rt.read_string_length(data, pos - 1)
    end = pos + n_leader - 1
    if not n_leader or end > data_end:
        raise rt.Malformed
    leader = data[pos:end].decode()
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
    n_members = data[pos]
    pos += 1
    if n_members > 127:
        n_members, pos = rt.read_uvarint(data, pos - 1)
    n_members -= 1
    if n_members < 0:
        raise rt.Malformed
    if n_members > data_end - pos:
        raise rt.Malformed
    items_members: list[JoinGroupResponseMember] = []
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
        n_members__metadata = data[pos]
        pos += 1
        if n_members__metadata > 127:
            n_members__metadata, pos = rt.read_uvarint(data, pos - 1)
        end = pos + n_members__metadata - 1
        if not n_members__metadata or end > data_end:
            raise rt.Malformed
        members__metadata = data[pos:end]
        pos = end
        members__tag_count = data[pos]
        pos += 1
        members__unknown: rt.Tags = ()
        if members__tag_count:
            members__unknown, pos = rt.read_unknown_tags(data, pos - 1)
        e_members = _new(JoinGroupResponseMember)
        e_members.member_id = members__member_id
        e_members.group_instance_id = members__group_instance_id
        e_members.metadata = members__metadata
        e_members.unknown_tagged_fields = members__unknown
        items_members.append(e_members)
    members = items_members
    tag_count = data[pos]
    pos += 1
    unknown: rt.Tags = ()
    if tag_count:
        unknown, pos = rt.read_unknown_tags(data, pos - 1)
    obj = _new(JoinGroupResponse)
    obj.throttle_time_ms = throttle_time_ms
    obj.error_code = error_code
    obj.generation_id = generation_id
    obj.protocol_type = protocol_type
    obj.protocol_name = protocol_name
    obj.leader = leader
    obj.skip_assignment = False
    obj.member_id = member_id
    obj.members = members
    obj.unknown_tagged_fields = unknown
    return obj, pos


def _decode_JoinGroupResponse_v9(data: bytes, pos: int) -> tuple[JoinGroupResponse, int]:
    """Decode JoinGroupResponse, version 9."""
    data_end = len(data)
    throttle_time_ms, error_code, generation_id, n_protocol_type = _S_ihiB.unpack_from(data, pos)
    pos += 11
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
    n_leader = data[pos]
    pos += 1
    if n_leader > 127:
        n_leader, pos = rt.read_string_length(data, pos - 1)
    end = pos + n_leader - 1
    if not n_leader or end > data_end:
        raise rt.Malformed
    leader = data[pos:end].decode()
    pos = end
    skip_assignment_raw, n_member_id = _S_BB.unpack_from(data, pos)
    pos += 2
    skip_assignment = rt.BOOLS[skip_assignment_raw]
    if n_member_id > 127:
        n_member_id, pos = rt.read_string_length(data, pos - 1)
    end = pos + n_member_id - 1
    if not n_member_id or end > data_end:
        raise rt.Malformed
    member_id = data[pos:end].decode()
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
    items_members: list[JoinGroupResponseMember] = []
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
        n_members__metadata = data[pos]
        pos += 1
        if n_members__metadata > 127:
            n_members__metadata, pos = rt.read_uvarint(data, pos - 1)
        end = pos + n_members__metadata - 1
        if not n_members__metadata or end > data_end:
            raise rt.Malformed
        members__metadata = data[pos:end]
        pos = end
        members__tag_count = data[pos]
        pos += 1
        members__unknown: rt.Tags = ()
        if members__tag_count:
            members__unknown, pos = rt.read_unknown_tags(data, pos - 1)
        e_members = _new(JoinGroupResponseMember)
        e_members.member_id = members__member_id
        e_members.group_instance_id = members__group_instance_id
        e_members.metadata = members__metadata
        e_members.unknown_tagged_fields = members__unknown
        items_members.append(e_members)
    members = items_members
    tag_count = data[pos]
    pos += 1
    unknown: rt.Tags = ()
    if tag_count:
        unknown, pos = rt.read_unknown_tags(data, pos - 1)
    obj = _new(JoinGroupResponse)
    obj.throttle_time_ms = throttle_time_ms
    obj.error_code = error_code
    obj.generation_id = generation_id
    obj.protocol_type = protocol_type
    obj.protocol_name = protocol_name
    obj.leader = leader
    obj.skip_assignment = skip_assignment
    obj.member_id = member_id
    obj.members = members
    obj.unknown_tagged_fields = unknown
    return obj, pos


def _encode_JoinGroupResponse_v0(obj: JoinGroupResponse, out: bytearray) -> None:
    """Encode JoinGroupResponse, versions 0, 1."""
    if obj.skip_assignment is not False:
        raise rt.Malformed
    v_protocol_name = obj.protocol_name
    if v_protocol_name is None:
        raise rt.Malformed
    b_protocol_name = v_protocol_name.encode()
    out += _S_hih.pack(obj.error_code, obj.generation_id, len(b_protocol_name))
    out += b_protocol_name
    b_leader = obj.leader.encode()
    out += _S_h.pack(len(b_leader))
    out += b_leader
    b_member_id = obj.member_id.encode()
    out += _S_h.pack(len(b_member_id))
    out += b_member_id
    a_members = obj.members
    out += _S_i.pack(len(a_members))
    for e_members in a_members:
        b_members__member_id = e_members.member_id.encode()
        out += _S_h.pack(len(b_members__member_id))
        out += b_members__member_id
        b_members__metadata = e_members.metadata
        out += _S_i.pack(len(b_members__metadata))
        out += b_members__metadata
        if e_members.unknown_tagged_fields:
            raise rt.Malformed
    if obj.unknown_tagged_fields:
        raise rt.Malformed


def _encode_JoinGroupResponse_v2(obj: JoinGroupResponse, out: bytearray) -> None:
    """Encode JoinGroupResponse, versions 2, 3, 4."""
    if obj.skip_assignment is not False:
        raise rt.Malformed
    v_protocol_name = obj.protocol_name
    if v_protocol_name is None:
        raise rt.Malformed
    b_protocol_name = v_protocol_name.encode()
    out += _S_ihih.pack(
        obj.throttle_time_ms, obj.error_code, obj.generation_id, len(b_protocol_name)
    )
    out += b_protocol_name
    b_leader = obj.leader.encode()
    out += _S_h.pack(len(b_leader))
    out += b_leader
    b_member_id = obj.member_id.encode()
    out += _S_h.pack(len(b_member_id))
    out += b_member_id
    a_members = obj.members
    out += _S_i.pack(len(a_members))
    for e_members in a_members:
        b_members__member_id = e_members.member_id.encode()
        out += _S_h.pack(len(b_members__member_id))
        out += b_members__member_id
        b_members__metadata = e_members.metadata
        out += _S_i.pack(len(b_members__metadata))
        out += b_members__metadata
        if e_members.unknown_tagged_fields:
            raise rt.Malformed
    if obj.unknown_tagged_fields:
        raise rt.Malformed


def _encode_JoinGroupResponse_v5(obj: JoinGroupResponse, out: bytearray) -> None:
    """Encode JoinGroupResponse, version 5."""
    if obj.skip_assignment is not False:
        raise rt.Malformed
    v_protocol_name = obj.protocol_name
    if v_protocol_name is None:
        raise rt.Malformed
    b_protocol_name = v_protocol_name.encode()
    out += _S_ihih.pack(
        obj.throttle_time_ms, obj.error_code, obj.generation_id, len(b_protocol_name)
    )
    out += b_protocol_name
    b_leader = obj.leader.encode()
    out += _S_h.pack(len(b_leader))
    out += b_leader
    b_member_id = obj.member_id.encode()
    out += _S_h.pack(len(b_member_id))
    out += b_member_id
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
        b_members__metadata = e_members.metadata
        out += _S_i.pack(len(b_members__metadata))
        out += b_members__metadata
        if e_members.unknown_tagged_fields:
            raise rt.Malformed
    if obj.unknown_tagged_fields:
        raise rt.Malformed


def _encode_JoinGroupResponse_v6(obj: JoinGroupResponse, out: bytearray) -> None:
    """Encode JoinGroupResponse, version 6."""
    append = out.append
    if obj.skip_assignment is not False:
        raise rt.Malformed
    v_protocol_name = obj.protocol_name
    if v_protocol_name is None:
        raise rt.Malformed
    out += _S_ihi.pack(obj.throttle_time_ms, obj.error_code, obj.generation_id)
    b_protocol_name = v_protocol_name.encode()
    n = len(b_protocol_name) + 1
    if n < 128:
        append(n)
    else:
        out += rt.string_length(n)
    out += b_protocol_name
    b_leader = obj.leader.encode()
    n = len(b_leader) + 1
    if n < 128:
        append(n)
    else:
        out += rt.string_length(n)
    out += b_leader
    b_member_id = obj.member_id.encode()
    n = len(b_member_id) + 1
    if n < 128:
        append(n)
    else:
        out += rt.string_length(n)
    out += b_member_id
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
        b_members__metadata = e_members.metadata
        n = len(b_members__metadata) + 1
        if n < 128:
            append(n)
        elif n < 0x4000:
            append((n & 0x7F) | 0x80)
            append(n >> 7)
        else:
            out += rt.uvarint(n)
        out += b_members__metadata
        if e_members.unknown_tagged_fields:
            rt.write_tags(out, (), e_members.unknown_tagged_fields)
        else:
            append(0)
    if obj.unknown_tagged_fields:
        rt.write_tags(out, (), obj.unknown_tagged_fields)
    else:
        append(0)


def _encode_JoinGroupResponse_v7(obj: JoinGroupResponse, out: bytearray) -> None:
    """Encode JoinGroupResponse, versions 7, 8."""
    append = out.append
    if obj.skip_assignment is not False:
        raise rt.Malformed
    out += _S_ihi.pack(obj.throttle_time_ms, obj.error_code, obj.generation_id)
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
    b_leader = obj.leader.encode()
    n = len(b_leader) + 1
    if n < 128:
        append(n)
    else:
        out += rt.string_length(n)
    out += b_leader
    b_member_id = obj.member_id.encode()
    n = len(b_member_id) + 1
    if n < 128:
        append(n)
    else:
        out += rt.string_length(n)
    out += b_member_id
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
        b_members__metadata = e_members.metadata
        n = len(b_members__metadata) + 1
        if n < 128:
            append(n)
        elif n < 0x4000:
            append((n & 0x7F) | 0x80)
            append(n >> 7)
        else:
            out += rt.uvarint(n)
        out += b_members__metadata
        if e_members.unknown_tagged_fields:
            rt.write_tags(out, (), e_members.unknown_tagged_fields)
        else:
            append(0)
    if obj.unknown_tagged_fields:
        rt.write_tags(out, (), obj.unknown_tagged_fields)
    else:
        append(0)


def _encode_JoinGroupResponse_v9(obj: JoinGroupResponse, out: bytearray) -> None:
    """Encode JoinGroupResponse, version 9."""
    append = out.append
    out += _S_ihi.pack(obj.throttle_time_ms, obj.error_code, obj.generation_id)
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
    b_leader = obj.leader.encode()
    n = len(b_leader) + 1
    if n < 128:
        append(n)
    else:
        out += rt.string_length(n)
    out += b_leader
    if obj.skip_assignment is not True and obj.skip_assignment is not False:
        raise rt.Malformed
    out += _S_o.pack(obj.skip_assignment)
    b_member_id = obj.member_id.encode()
    n = len(b_member_id) + 1
    if n < 128:
        append(n)
    else:
        out += rt.string_length(n)
    out += b_member_id
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
        b_members__metadata = e_members.metadata
        n = len(b_members__metadata) + 1
        if n < 128:
            append(n)
        elif n < 0x4000:
            append((n & 0x7F) | 0x80)
            append(n >> 7)
        else:
            out += rt.uvarint(n)
        out += b_members__metadata
        if e_members.unknown_tagged_fields:
            rt.write_tags(out, (), e_members.unknown_tagged_fields)
        else:
            append(0)
    if obj.unknown_tagged_fields:
        rt.write_tags(out, (), obj.unknown_tagged_fields)
    else:
        append(0)


JoinGroupResponseMember._SCHEMA = rt.StructInfo(
    "JoinGroupResponseMember",
    (
        rt.FieldInfo("member_id", "memberId", "string", rt.vr("0+"), default=""),
        rt.FieldInfo(
            "group_instance_id",
            "groupInstanceId",
            "string",
            rt.vr("5+"),
            nullable=rt.vr("5+"),
            ignorable=True,
        ),
        rt.FieldInfo("metadata", "metadata", "bytes", rt.vr("0+"), default=b""),
    ),
    flexible=rt.vr("6+"),
)
JoinGroupResponseMember._DECODERS = {
    0: _decode_JoinGroupResponseMember_v0,
    1: _decode_JoinGroupResponseMember_v0,
    2: _decode_JoinGroupResponseMember_v0,
    3: _decode_JoinGroupResponseMember_v0,
    4: _decode_JoinGroupResponseMember_v0,
    5: _decode_JoinGroupResponseMember_v5,
    6: _decode_JoinGroupResponseMember_v6,
    7: _decode_JoinGroupResponseMember_v6,
    8: _decode_JoinGroupResponseMember_v6,
    9: _decode_JoinGroupResponseMember_v6,
}
JoinGroupResponseMember._ENCODERS = {
    0: _encode_JoinGroupResponseMember_v0,
    1: _encode_JoinGroupResponseMember_v0,
    2: _encode_JoinGroupResponseMember_v0,
    3: _encode_JoinGroupResponseMember_v0,
    4: _encode_JoinGroupResponseMember_v0,
    5: _encode_JoinGroupResponseMember_v5,
    6: _encode_JoinGroupResponseMember_v6,
    7: _encode_JoinGroupResponseMember_v6,
    8: _encode_JoinGroupResponseMember_v6,
    9: _encode_JoinGroupResponseMember_v6,
}

JoinGroupResponse._SCHEMA = rt.StructInfo(
    "JoinGroupResponse",
    (
        rt.FieldInfo(
            "throttle_time_ms", "throttleTimeMs", "int32", rt.vr("2+"), default=0, ignorable=True
        ),
        rt.FieldInfo("error_code", "errorCode", "int16", rt.vr("0+"), default=0),
        rt.FieldInfo("generation_id", "generationId", "int32", rt.vr("0+"), default=-1),
        rt.FieldInfo(
            "protocol_type",
            "protocolType",
            "string",
            rt.vr("7+"),
            nullable=rt.vr("7+"),
            ignorable=True,
        ),
        rt.FieldInfo(
            "protocol_name", "protocolName", "string", rt.vr("0+"), nullable=rt.vr("7+"), default=""
        ),
        rt.FieldInfo("leader", "leader", "string", rt.vr("0+"), default=""),
        rt.FieldInfo("skip_assignment", "skipAssignment", "bool", rt.vr("9+"), default=False),
        rt.FieldInfo("member_id", "memberId", "string", rt.vr("0+"), default=""),
        rt.FieldInfo(
            "members",
            "members",
            "struct",
            rt.vr("0+"),
            is_array=True,
            struct=lambda: JoinGroupResponseMember,
            default=(),
        ),
    ),
    flexible=rt.vr("6+"),
)
JoinGroupResponse._DECODERS = {
    0: _decode_JoinGroupResponse_v0,
    1: _decode_JoinGroupResponse_v0,
    2: _decode_JoinGroupResponse_v2,
    3: _decode_JoinGroupResponse_v2,
    4: _decode_JoinGroupResponse_v2,
    5: _decode_JoinGroupResponse_v5,
    6: _decode_JoinGroupResponse_v6,
    7: _decode_JoinGroupResponse_v7,
    8: _decode_JoinGroupResponse_v7,
    9: _decode_JoinGroupResponse_v9,
}
JoinGroupResponse._ENCODERS = {
    0: _encode_JoinGroupResponse_v0,
    1: _encode_JoinGroupResponse_v0,
    2: _encode_JoinGroupResponse_v2,
    3: _encode_JoinGroupResponse_v2,
    4: _encode_JoinGroupResponse_v2,
    5: _encode_JoinGroupResponse_v5,
    6: _encode_JoinGroupResponse_v6,
    7: _encode_JoinGroupResponse_v7,
    8: _encode_JoinGroupResponse_v7,
    9: _encode_JoinGroupResponse_v9,
}
