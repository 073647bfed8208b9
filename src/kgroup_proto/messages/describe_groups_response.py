"""DescribeGroupsResponse: generated from DescribeGroupsResponse.json; edit the schema, not this file."""

from __future__ import annotations

import struct
from typing import ClassVar

import attrs

from kgroup_proto import runtime as rt

_new = object.__new__
_S_h = struct.Struct(">h")
_S_hB = struct.Struct(">hB")
_S_hh = struct.Struct(">hh")
_S_i = struct.Struct(">i")
_S_iB = struct.Struct(">iB")
_S_ii = struct.Struct(">ii")


@attrs.define(weakref_slot=False)
class DescribedGroupMember(rt.Struct):
    """Current members of the group.

    Versions 0-6; flexible 5+.

    Attributes:
        member_id: Member ID given out by the coordinator. (versions 0+)
        group_instance_id: Static instance ID configured by the user, or null for a dynamic
            member. (versions 4+, nullable 4+)
        client_id: Client ID from the member's most recent JoinGroup. (versions 0+)
        client_host: Host the member connected from. (versions 0+)
        member_metadata: Protocol metadata the member sent for the selected protocol.
            (versions 0+)
        member_assignment: Assignment the group leader handed to this member. (versions 0+)
    """

    VALID_VERSIONS: ClassVar[range] = range(0, 7)
    FLEXIBLE_VERSIONS: ClassVar[range | None] = range(5, rt.VERSION_LIMIT)

    member_id: str = ""
    group_instance_id: str | None = None
    client_id: str = ""
    client_host: str = ""
    member_metadata: bytes = b""
    member_assignment: bytes = b""
    unknown_tagged_fields: rt.Tags = ()


@attrs.define(weakref_slot=False)
class DescribedGroup(rt.Struct):
    """One entry per requested group.

    Versions 0-6; flexible 5+.

    Attributes:
        error_code: Error for this group; 0 on success. (versions 0+)
        error_message: Optional detail for the error; null when there is none. (versions 6+,
            nullable 6+)
        group_id: ID of the group. (versions 0+)
        group_state: Current state of the group; empty if unknown. (versions 0+)
        protocol_type: Protocol type the group uses (for example consumer); may be empty.
            (versions 0+)
        protocol_data: Name of the protocol the group agreed on (for consumers, the
            assignor); may be empty. (versions 0+)
        members: Current members of the group. (versions 0+)
        authorized_operations: Bitfield of ACL operations the caller may perform on the
            group; INT32_MIN when not requested. (versions 3+)
    """

    VALID_VERSIONS: ClassVar[range] = range(0, 7)
    FLEXIBLE_VERSIONS: ClassVar[range | None] = range(5, rt.VERSION_LIMIT)

    error_code: int = 0
    error_message: str | None = None
    group_id: str = ""
    group_state: str = ""
    protocol_type: str = ""
    protocol_data: str = ""
    members: list[DescribedGroupMember] = attrs.field(factory=list)
    authorized_operations: int = -2147483648
    unknown_tagged_fields: rt.Tags = ()


@attrs.define(weakref_slot=False)
class DescribeGroupsResponse(rt.Struct):
    """The DescribeGroupsResponse response.

    API key 15, versions 0-6; flexible 5+.

    Attributes:
        throttle_time_ms: Time in ms the broker held back this response because a quota was
            exceeded; 0 when no quota applied. (versions 1+)
        groups: One entry per requested group. (versions 0+)
    """

    API_KEY: ClassVar[int | None] = 15
    MESSAGE_TYPE: ClassVar[str] = "response"
    VALID_VERSIONS: ClassVar[range] = range(0, 7)
    FLEXIBLE_VERSIONS: ClassVar[range | None] = range(5, rt.VERSION_LIMIT)

    throttle_time_ms: int = 0
    groups: list[DescribedGroup] = attrs.field(factory=list)
    unknown_tagged_fields: rt.Tags = ()


def _decode_DescribedGroupMember_v0(data: bytes, pos: int) -> tuple[DescribedGroupMember, int]:
    """Decode DescribedGroupMember, versions 0, 1, 2, 3."""
    data_end = len(data)
    (n_member_id,) = _S_h.unpack_from(data, pos)
    pos += 2
    end = pos + n_member_id
    if n_member_id < 0 or end > data_end:
        raise rt.Malformed
    member_id = data[pos:end].decode()
    pos = end
    (n_client_id,) = _S_h.unpack_from(data, pos)
    pos += 2
    end = pos + n_client_id
    if n_client_id < 0 or end > data_end:
        raise rt.Malformed
    client_id = data[pos:end].decode()
    pos = end
    (n_client_host,) = _S_h.unpack_from(data, pos)
    pos += 2
    end = pos + n_client_host
    if n_client_host < 0 or end > data_end:
        raise rt.Malformed
    client_host = data[pos:end].decode()
    pos = end
    (n_member_metadata,) = _S_i.unpack_from(data, pos)
    pos += 4
    end = pos + n_member_metadata
    if n_member_metadata < 0 or end > data_end:
        raise rt.Malformed
    member_metadata = data[pos:end]
    pos = end
    (n_member_assignment,) = _S_i.unpack_from(data, pos)
    pos += 4
    end = pos + n_member_assignment
    if n_member_assignment < 0 or end > data_end:
        raise rt.Malformed
    member_assignment = data[pos:end]
    pos = end
    obj = _new(DescribedGroupMember)
    obj.member_id = member_id
    obj.group_instance_id = None
    obj.client_id = client_id
    obj.client_host = client_host
    obj.member_metadata = member_metadata
    obj.member_assignment = member_assignment
    obj.unknown_tagged_fields = ()
    return obj, pos


def _decode_DescribedGroupMember_v4(data: bytes, pos: int) -> tuple[DescribedGroupMember, int]:
    """Decode DescribedGroupMember, version 4."""
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
    (n_client_id,) = _S_h.unpack_from(data, pos)
    pos += 2
    end = pos + n_client_id
    if n_client_id < 0 or end > data_end:
        raise rt.Malformed
    client_id = data[pos:end].decode()
    pos = end
    (n_client_host,) = _S_h.unpack_from(data, pos)
    pos += 2
    end = pos + n_client_host
    if n_client_host < 0 or end > data_end:
        raise rt.Malformed
    client_host = data[pos:end].decode()
    pos = end
    (n_member_metadata,) = _S_i.unpack_from(data, pos)
    pos += 4
    end = pos + n_member_metadata
    if n_member_metadata < 0 or end > data_end:
        raise rt.Malformed
    member_metadata = data[pos:end]
    pos = end
    (n_member_assignment,) = _S_i.unpack_from(data, pos)
    pos += 4
    end = pos + n_member_assignment
    if n_member_assignment < 0 or end > data_end:
        raise rt.Malformed
    member_assignment = data[pos:end]
    pos = end
    obj = _new(DescribedGroupMember)
    obj.member_id = member_id
    obj.group_instance_id = group_instance_id
    obj.client_id = client_id
    obj.client_host = client_host
    obj.member_metadata = member_metadata
    obj.member_assignment = member_assignment
    obj.unknown_tagged_fields = ()
    return obj, pos


def _decode_DescribedGroupMember_v5(data: bytes, pos: int) -> tuple[DescribedGroupMember, int]:
    """Decode DescribedGroupMember, versions 5, 6."""
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
    n_client_id = data[pos]
    pos += 1
    if n_client_id > 127:
        n_client_id, pos = rt.read_string_length(data, pos - 1)
    end = pos + n_client_id - 1
    if not n_client_id or end > data_end:
        raise rt.Malformed
    client_id = data[pos:end].decode()
    pos = end
    n_client_host = data[pos]
    pos += 1
    if n_client_host > 127:
        n_client_host, pos = rt.read_string_length(data, pos - 1)
    end = pos + n_client_host - 1
    if not n_client_host or end > data_end:
        raise rt.Malformed
    client_host = data[pos:end].decode()
    pos = end
    n_member_metadata = data[pos]
    pos += 1
    if n_member_metadata > 127:
        n_member_metadata, pos = rt.read_uvarint(data, pos - 1)
    end = pos + n_member_metadata - 1
    if not n_member_metadata or end > data_end:
        raise rt.Malformed
    member_metadata = data[pos:end]
    pos = end
    n_member_assignment = data[pos]
    pos += 1
    if n_member_assignment > 127:
        n_member_assignment, pos = rt.read_uvarint(data, pos - 1)
    end = pos + n_member_assignment - 1
    if not n_member_assignment or end > data_end:
        raise rt.Malformed
    member_assignment = data[pos:end]
    pos = end
    tag_count = data[pos]
    pos += 1
    unknown: rt.Tags = ()
    if tag_count:
        unknown, pos = rt.read_unknown_tags(data, pos - 1)
    obj = _new(DescribedGroupMember)
    obj.member_id = member_id
    obj.group_instance_id = group_instance_id
    obj.client_id = client_id
    obj.client_host = client_host
    obj.member_metadata = member_metadata
    obj.member_assignment = member_assignment
    obj.unknown_tagged_fields = unknown
    return obj, pos


def _encode_DescribedGroupMember_v0(obj: DescribedGroupMember, out: bytearray) -> None:
    """Encode DescribedGroupMember, versions 0, 1, 2, 3."""
    b_member_id = obj.member_id.encode()
    out += _S_h.pack(len(b_member_id))
    out += b_member_id
    b_client_id = obj.client_id.encode()
    out += _S_h.pack(len(b_client_id))
    out += b_client_id
    b_client_host = obj.client_host.encode()
    out += _S_h.pack(len(b_client_host))
    out += b_client_host
    b_member_metadata = obj.member_metadata
    out += _S_i.pack(len(b_member_metadata))
    out += b_member_metadata
    b_member_assignment = obj.member_assignment
    out += _S_i.pack(len(b_member_assignment))
    out += b_member_assignment
    if obj.unknown_tagged_fields:
        raise rt.Malformed


def _encode_DescribedGroupMember_v4(obj: DescribedGroupMember, out: bytearray) -> None:
    """Encode DescribedGroupMember, version 4."""
    b_member_id = obj.member_id.encode()
    out += _S_h.pack(len(b_member_id))
    out += b_member_id
    s_group_instance_id = obj.group_instance_id
    b_group_instance_id = None if s_group_instance_id is None else s_group_instance_id.encode()
    out += _S_h.pack(-1 if b_group_instance_id is None else len(b_group_instance_id))
    if b_group_instance_id is not None:
        out += b_group_instance_id
    b_client_id = obj.client_id.encode()
    out += _S_h.pack(len(b_client_id))
    out += b_client_id
    b_client_host = obj.client_host.encode()
    out += _S_h.pack(len(b_client_host))
    out += b_client_host
    b_member_metadata = obj.member_metadata
    out += _S_i.pack(len(b_member_metadata))
    out += b_member_metadata
    b_member_assignment = obj.member_assignment
    out += _S_i.pack(len(b_member_assignment))
    out += b_member_assignment
    if obj.unknown_tagged_fields:
        raise rt.Malformed


def _encode_DescribedGroupMember_v5(obj: DescribedGroupMember, out: bytearray) -> None:
    """Encode DescribedGroupMember, versions 5, 6."""
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
    b_client_id = obj.client_id.encode()
    n = len(b_client_id) + 1
    if n < 128:
        out.append(n)
    else:
        out += rt.string_length(n)
    out += b_client_id
    b_client_host = obj.client_host.encode()
    n = len(b_client_host) + 1
    if n < 128:
        out.append(n)
    else:
        out += rt.string_length(n)
    out += b_client_host
    b_member_metadata = obj.member_metadata
    n = len(b_member_metadata) + 1
    if n < 128:
        out.append(n)
    elif n < 0x4000:
        out.append((n & 0x7F) | 0x80)
        out.append(n >> 7)
    else:
        out += rt.uvarint(n)
    out += b_member_metadata
    b_member_assignment = obj.member_assignment
    n = len(b_member_assignment) + 1
    if n < 128:
        out.append(n)
    elif n < 0x4000:
        out.append((n & 0x7F) | 0x80)
        out.append(n >> 7)
    else:
        out += rt.uvarint(n)
    out += b_member_assignment
    if obj.unknown_tagged_fields:
        rt.write_tags(out, (), obj.unknown_tagged_fields)
    else:
        out.append(0)


def _decode_DescribedGroup_v0(data: bytes, pos: int) -> tuple[DescribedGroup, int]:
    """Decode DescribedGroup, versions 0, 1, 2."""
    data_end = len(data)
    error_code, n_group_id = _S_hh.unpack_from(data, pos)
    pos += 4
    end = pos + n_group_id
    if n_group_id < 0 or end > data_end:
        raise rt.Malformed
    group_id = data[pos:end].decode()
    pos = end
    (n_group_state,) = _S_h.unpack_from(data, pos)
    pos += 2
    end = pos + n_group_state
    if n_group_state < 0 or end > data_end:
        raise rt.Malformed
    group_state = data[pos:end].decode()
    pos = end
    (n_protocol_type,) = _S_h.unpack_from(data, pos)
    pos += 2
    end = pos + n_protocol_type
    if n_protocol_type < 0 or end > data_end:
        raise rt.Malformed
    protocol_type = data[pos:end].decode()
    pos = end
    (n_protocol_data,) = _S_h.unpack_from(data, pos)
    pos += 2
    end = pos + n_protocol_data
    if n_protocol_data < 0 or end > data_end:
        raise rt.Malformed
    protocol_data = data[pos:end].decode()
    pos = end
    (n_members,) = _S_i.unpack_from(data, pos)
    pos += 4
    if n_members < 0:
        raise rt.Malformed
    if n_members > data_end - pos:
        raise rt.Malformed
    items_members: list[DescribedGroupMember] = []
    for _ in range(n_members):
        (n_members__member_id,) = _S_h.unpack_from(data, pos)
        pos += 2
        end = pos + n_members__member_id
        if n_members__member_id < 0 or end > data_end:
            raise rt.Malformed
        members__member_id = data[pos:end].decode()
        pos = end
        (n_members__client_id,) = _S_h.unpack_from(data, pos)
        pos += 2
        end = pos + n_members__client_id
        if n_members__client_id < 0 or end > data_end:
            raise rt.Malformed
        members__client_id = data[pos:end].decode()
        pos = end
        (n_members__client_host,) = _S_h.unpack_from(data, pos)
        pos += 2
        end = pos + n_members__client_host
        if n_members__client_host < 0 or end > data_end:
            raise rt.Malformed
        members__client_host = data[pos:end].decode()
        pos = end
        (n_members__member_metadata,) = _S_i.unpack_from(data, pos)
        pos += 4
        end = pos + n_members__member_metadata
        if n_members__member_metadata < 0 or end > data_end:
            raise rt.Malformed
        members__member_metadata = data[pos:end]
        pos = end
        (n_members__member_assignment,) = _S_i.unpack_from(data, pos)
        pos += 4
        end = pos + n_members__member_assignment
        if n_members__member_assignment < 0 or end > data_end:
            raise rt.Malformed
        members__member_assignment = data[pos:end]
        pos = end
        e_members = _new(DescribedGroupMember)
        e_members.member_id = members__member_id
        e_members.group_instance_id = None
        e_members.client_id = members__client_id
        e_members.client_host = members__client_host
        e_members.member_metadata = members__member_metadata
        e_members.member_assignment = members__member_assignment
        e_members.unknown_tagged_fields = ()
        items_members.append(e_members)
    members = items_members
    obj = _new(DescribedGroup)
    obj.error_code = error_code
    obj.error_message = None
    obj.group_id = group_id
    obj.group_state = group_state
    obj.protocol_type = protocol_type
    obj.protocol_data = protocol_data
    obj.members = members
    obj.authorized_operations = -2147483648
    obj.unknown_tagged_fields = ()
    return obj, pos


def _decode_DescribedGroup_v3(data: bytes, pos: int) -> tuple[DescribedGroup, int]:
    """Decode DescribedGroup, version 3."""
    data_end = len(data)
    error_code, n_group_id = _S_hh.unpack_from(data, pos)
    pos += 4
    end = pos + n_group_id
    if n_group_id < 0 or end > data_end:
        raise rt.Malformed
    group_id = data[pos:end].decode()
    pos = end
    (n_group_state,) = _S_h.unpack_from(data, pos)
    pos += 2
    end = pos + n_group_state
    if n_group_state < 0 or end > data_end:
        raise rt.Malformed
    group_state = data[pos:end].decode()
    pos = end
    (n_protocol_type,) = _S_h.unpack_from(data, pos)
    pos += 2
    end = pos + n_protocol_type
    if n_protocol_type < 0 or end > data_end:
        raise rt.Malformed
    protocol_type = data[pos:end].decode()
    pos = end
    (n_protocol_data,) = _S_h.unpack_from(data, pos)
    pos += 2
    end = pos + n_protocol_data
    if n_protocol_data < 0 or end > data_end:
        raise rt.Malformed
    protocol_data = data[pos:end].decode()
    pos = end
    (n_members,) = _S_i.unpack_from(data, pos)
    pos += 4
    if n_members < 0:
        raise rt.Malformed
    if n_members > data_end - pos:
        raise rt.Malformed
    items_members: list[DescribedGroupMember] = []
    for _ in range(n_members):
        (n_members__member_id,) = _S_h.unpack_from(data, pos)
        pos += 2
        end = pos + n_members__member_id
        if n_members__member_id < 0 or end > data_end:
            raise rt.Malformed
        members__member_id = data[pos:end].decode()
        pos = end
        (n_members__client_id,) = _S_h.unpack_from(data, pos)
        pos += 2
        end = pos + n_members__client_id
        if n_members__client_id < 0 or end > data_end:
            raise rt.Malformed
        members__client_id = data[pos:end].decode()
        pos = end
        (n_members__client_host,) = _S_h.unpack_from(data, pos)
        pos += 2
        end = pos + n_members__client_host
        if n_members__client_host < 0 or end > data_end:
            raise rt.Malformed
        members__client_host = data[pos:end].decode()
        pos = end
        (n_members__member_metadata,) = _S_i.unpack_from(data, pos)
        pos += 4
        end = pos + n_members__member_metadata
        if n_members__member_metadata < 0 or end > data_end:
            raise rt.Malformed
        members__member_metadata = data[pos:end]
        pos = end
        (n_members__member_assignment,) = _S_i.unpack_from(data, pos)
        pos += 4
        end = pos + n_members__member_assignment
        if n_members__member_assignment < 0 or end > data_end:
            raise rt.Malformed
        members__member_assignment = data[pos:end]
        pos = end
        e_members = _new(DescribedGroupMember)
        e_members.member_id = members__member_id
        e_members.group_instance_id = None
        e_members.client_id = members__client_id
        e_members.client_host = members__client_host
        e_members.member_metadata = members__member_metadata
        e_members.member_assignment = members__member_assignment
        e_members.unknown_tagged_fields = ()
        items_members.append(e_members)
    members = items_members
    (authorized_operations,) = _S_i.unpack_from(data, pos)
    pos += 4
    obj = _new(DescribedGroup)
    obj.error_code = error_code
    obj.error_message = None
    obj.group_id = group_id
    obj.group_state = group_state
    obj.protocol_type = protocol_type
    obj.protocol_data = protocol_data
    obj.members = members
    obj.authorized_operations = authorized_operations
    obj.unknown_tagged_fields = ()
    return obj, pos


def _decode_DescribedGroup_v4(data: bytes, pos: int) -> tuple[DescribedGroup, int]:
    """Decode DescribedGroup, version 4."""
    data_end = len(data)
    error_code, n_group_id = _S_hh.unpack_from(data, pos)
    pos += 4
    end = pos + n_group_id
    if n_group_id < 0 or end > data_end:
        raise rt.Malformed
    group_id = data[pos:end].decode()
    pos = end
    (n_group_state,) = _S_h.unpack_from(data, pos)
    pos += 2
    end = pos + n_group_state
    if n_group_state < 0 or end > data_end:
        raise rt.Malformed
    group_state = data[pos:end].decode()
    pos = end
    (n_protocol_type,) = _S_h.unpack_from(data, pos)
    pos += 2
    end = pos + n_protocol_type
    if n_protocol_type < 0 or end > data_end:
        raise rt.Malformed
    protocol_type = data[pos:end].decode()
    pos = end
    (n_protocol_data,) = _S_h.unpack_from(data, pos)
    pos += 2
    end = pos + n_protocol_data
    if n_protocol_data < 0 or end > data_end:
        raise rt.Malformed
    protocol_data = data[pos:end].decode()
    pos = end
    (n_members,) = _S_i.unpack_from(data, pos)
    pos += 4
    if n_members < 0:
        raise rt.Malformed
    if n_members > data_end - pos:
        raise rt.Malformed
    items_members: list[DescribedGroupMember] = []
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
        (n_members__client_id,) = _S_h.unpack_from(data, pos)
        pos += 2
        end = pos + n_members__client_id
        if n_members__client_id < 0 or end > data_end:
            raise rt.Malformed
        members__client_id = data[pos:end].decode()
        pos = end
        (n_members__client_host,) = _S_h.unpack_from(data, pos)
        pos += 2
        end = pos + n_members__client_host
        if n_members__client_host < 0 or end > data_end:
            raise rt.Malformed
        members__client_host = data[pos:end].decode()
        pos = end
        (n_members__member_metadata,) = _S_i.unpack_from(data, pos)
        pos += 4
        end = pos + n_members__member_metadata
        if n_members__member_metadata < 0 or end > data_end:
            raise rt.Malformed
        members__member_metadata = data[pos:end]
        pos = end
        (n_members__member_assignment,) = _S_i.unpack_from(data, pos)
        pos += 4
        end = pos + n_members__member_assignment
        if n_members__member_assignment < 0 or end > data_end:
            raise rt.Malformed
        members__member_assignment = data[pos:end]
        pos = end
        e_members = _new(DescribedGroupMember)
        e_members.member_id = members__member_id
        e_members.group_instance_id = members__group_instance_id
        e_members.client_id = members__client_id
        e_members.client_host = members__client_host
        e_members.member_metadata = members__member_metadata
        e_members.member_assignment = members__member_assignment
        e_members.unknown_tagged_fields = ()
        items_members.append(e_members)
    members = items_members
    (authorized_operations,) = _S_i.unpack_from(data, pos)
    pos += 4
    obj = _new(DescribedGroup)
    obj.error_code = error_code
    obj.error_message = None
    obj.group_id = group_id
    obj.group_state = group_state
    obj.protocol_type = protocol_type
    obj.protocol_data = protocol_data
    obj.members = members
    obj.authorized_operations = authorized_operations
    obj.unknown_tagged_fields = ()
    return obj, pos


def _decode_DescribedGroup_v5(data: bytes, pos: int) -> tuple[DescribedGroup, int]:
    """Decode DescribedGroup, version 5."""
    data_end = len(data)
    error_code, n_group_id = _S_hB.unpack_from(data, pos)
    pos += 3
    if n_group_id > 127:
        n_group_id, pos = rt.read_string_length(data, pos - 1)
    end = pos + n_group_id - 1
    if not n_group_id or end > data_end:
        raise rt.Malformed
    group_id = data[pos:end].decode()
    pos = end
    n_group_state = data[pos]
    pos += 1
    if n_group_state > 127:
        n_group_state, pos = rt.read_string_length(data, pos - 1)
    end = pos + n_group_state - 1
    if not n_group_state or end > data_end:
        raise rt.Malformed
    group_state = data[pos:end].decode()
    pos = end
    n_protocol_type = data[pos]
    pos += 1
    if n_protocol_type > 127:
        n_protocol_type, pos = rt.read_string_length(data, pos - 1)
    end = pos + n_protocol_type - 1
    if not n_protocol_type or end > data_end:
        raise rt.Malformed
    protocol_type = data[pos:end].decode()
    pos = end
    n_protocol_data = data[pos]
    pos += 1
    if n_protocol_data > 127:
        n_protocol_data, pos = rt.read_string_length(data, pos - 1)
    end = pos + n_protocol_data - 1
    if not n_protocol_data or end > data_end:
        raise rt.Malformed
    protocol_data = data[pos:end].decode()
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
    items_members: list[DescribedGroupMember] = []
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
        n_members__client_id = data[pos]
        pos += 1
        if n_members__client_id > 127:
            n_members__client_id, pos = rt.read_string_length(data, pos - 1)
        end = pos + n_members__client_id - 1
        if not n_members__client_id or end > data_end:
            raise rt.Malformed
        members__client_id = data[pos:end].decode()
        pos = end
        n_members__client_host = data[pos]
        pos += 1
        if n_members__client_host > 127:
            n_members__client_host, pos = rt.read_string_length(data, pos - 1)
        end = pos + n_members__client_host - 1
        if not n_members__client_host or end > data_end:
            raise rt.Malformed
        members__client_host = data[pos:end].decode()
        pos = end
        n_members__member_metadata = data[pos]
        pos += 1
        if n_members__member_metadata > 127:
            n_members__member_metadata, pos = rt.read_uvarint(data, pos - 1)
        end = pos + n_members__member_metadata - 1
        if not n_members__member_metadata or end > data_end:
            raise rt.Malformed
        members__member_metadata = data[pos:end]
        pos = end
        n_members__member_assignment = data[pos]
        pos += 1
        if n_members__member_assignment > 127:
            n_members__member_assignment, pos = rt.read_uvarint(data, pos - 1)
        end = pos + n_members__member_assignment - 1
        if not n_members__member_assignment or end > data_end:
            raise rt.Malformed
        members__member_assignment = data[pos:end]
        pos = end
        members__tag_count = data[pos]
        pos += 1
        members__unknown: rt.Tags = ()
        if members__tag_count:
            members__unknown, pos = rt.read_unknown_tags(data, pos - 1)
        e_members = _new(DescribedGroupMember)
        e_members.member_id = members__member_id
        e_members.group_instance_id = members__group_instance_id
        e_members.client_id = members__client_id
        e_members.client_host = members__client_host
        e_members.member_metadata = members__member_metadata
        e_members.member_assignment = members__member_assignment
        e_members.unknown_tagged_fields = members__unknown
        items_members.append(e_members)
    members = items_members
    authorized_operations, tag_count = _S_iB.unpack_from(data, pos)
    pos += 5
    unknown: rt.Tags = ()
    if tag_count:
        unknown, pos = rt.read_unknown_tags(data, pos - 1)
    obj = _new(DescribedGroup)
    obj.error_code = error_code
    obj.error_message = None
    obj.group_id = group_id
    obj.group_state = group_state
    obj.protocol_type = protocol_type
    obj.protocol_data = protocol_data
    obj.members = members
    obj.authorized_operations = authorized_operations
    obj.unknown_tagged_fields = unknown
    return obj, pos


def _decode_DescribedGroup_v6(data: bytes, pos: int) -> tuple[DescribedGroup, int]:
    """Decode DescribedGroup, version 6."""
    data_end = len(data)
    error_code, n_error_message = _S_hB.unpack_from(data, pos)
    pos += 3
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
    n_group_id = data[pos]
    pos += 1
    if n_group_id > 127:
        n_group_id, pos = rt.read_string_length(data, pos - 1)
    end = pos + n_group_id - 1
    if not n_group_id or end > data_end:
        raise rt.Malformed
    group_id = data[pos:end].decode()
    pos = end
    n_group_state = data[pos]
    pos += 1
    if n_group_state > 127:
        n_group_state, pos = rt.read_string_length(data, pos - 1)
    end = pos + n_group_state - 1
    if not n_group_state or end > data_end:
        raise rt.Malformed
    group_state = data[pos:end].decode()
    pos = end
    n_protocol_type = data[pos]
    pos += 1
    if n_protocol_type > 127:
        n_protocol_type, pos = rt.read_string_length(data, pos - 1)
    end = pos + n_protocol_type - 1
    if not n_protocol_type or end > data_end:
        raise rt.Malformed
    protocol_type = data[pos:end].decode()
    pos = end
    n_protocol_data = data[pos]
    pos += 1
    if n_protocol_data > 127:
        n_protocol_data, pos = rt.read_string_length(data, pos - 1)
    end = pos + n_protocol_data - 1
    if not n_protocol_data or end > data_end:
        raise rt.Malformed
    protocol_data = data[pos:end].decode()
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
    items_members: list[DescribedGroupMember] = []
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
        n_members__client_id = data[pos]
        pos += 1
        if n_members__client_id > 127:
            n_members__client_id, pos = rt.read_string_length(data, pos - 1)
        end = pos + n_members__client_id - 1
        if not n_members__client_id or end > data_end:
            raise rt.Malformed
        members__client_id = data[pos:end].decode()
        pos = end
        n_members__client_host = data[pos]
        pos += 1
        if n_members__client_host > 127:
            n_members__client_host, pos = rt.read_string_length(data, pos - 1)
        end = pos + n_members__client_host - 1
        if not n_members__client_host or end > data_end:
            raise rt.Malformed
        members__client_host = data[pos:end].decode()
        pos = end
        n_members__member_metadata = data[pos]
        pos += 1
        if n_members__member_metadata > 127:
            n_members__member_metadata, pos = rt.read_uvarint(data, pos - 1)
        end = pos + n_members__member_metadata - 1
        if not n_members__member_metadata or end > data_end:
            raise rt.Malformed
        members__member_metadata = data[pos:end]
        pos = end
        n_members__member_assignment = data[pos]
        pos += 1
        if n_members__member_assignment > 127:
            n_members__member_assignment, pos = rt.read_uvarint(data, pos - 1)
        end = pos + n_members__member_assignment - 1
        if not n_members__member_assignment or end > data_end:
            raise rt.Malformed
        members__member_assignment = data[pos:end]
        pos = end
        members__tag_count = data[pos]
        pos += 1
        members__unknown: rt.Tags = ()
        if members__tag_count:
            members__unknown, pos = rt.read_unknown_tags(data, pos - 1)
        e_members = _new(DescribedGroupMember)
        e_members.member_id = members__member_id
        e_members.group_instance_id = members__group_instance_id
        e_members.client_id = members__client_id
        e_members.client_host = members__client_host
        e_members.member_metadata = members__member_metadata
        e_members.member_assignment = members__member_assignment
        e_members.unknown_tagged_fields = members__unknown
        items_members.append(e_members)
    members = items_members
    authorized_operations, tag_count = _S_iB.unpack_from(data, pos)
    pos += 5
    unknown: rt.Tags = ()
    if tag_count:
        unknown, pos = rt.read_unknown_tags(data, pos - 1)
    obj = _new(DescribedGroup)
    obj.error_code = error_code
    obj.error_message = error_message
    obj.group_id = group_id
    obj.group_state = group_state
    obj.protocol_type = protocol_type
    obj.protocol_data = protocol_data
    obj.members = members
    obj.authorized_operations = authorized_operations
    obj.unknown_tagged_fields = unknown
    return obj, pos


def _encode_DescribedGroup_v0(obj: DescribedGroup, out: bytearray) -> None:
    """Encode DescribedGroup, versions 0, 1, 2."""
    if obj.error_message is not None:
        raise rt.Malformed
    if obj.authorized_operations != -2147483648:
        raise rt.Malformed
    b_group_id = obj.group_id.encode()
    out += _S_hh.pack(obj.error_code, len(b_group_id))
    out += b_group_id
    b_group_state = obj.group_state.encode()
    out += _S_h.pack(len(b_group_state))
    out += b_group_state
    b_protocol_type = obj.protocol_type.encode()
    out += _S_h.pack(len(b_protocol_type))
    out += b_protocol_type
    b_protocol_data = obj.protocol_data.encode()
    out += _S_h.pack(len(b_protocol_data))
    out += b_protocol_data
    a_members = obj.members
    out += _S_i.pack(len(a_members))
    for e_members in a_members:
        b_members__member_id = e_members.member_id.encode()
        out += _S_h.pack(len(b_members__member_id))
        out += b_members__member_id
        b_members__client_id = e_members.client_id.encode()
        out += _S_h.pack(len(b_members__client_id))
        out += b_members__client_id
        b_members__client_host = e_members.client_host.encode()
        out += _S_h.pack(len(b_members__client_host))
        out += b_members__client_host
        b_members__member_metadata = e_members.member_metadata
        out += _S_i.pack(len(b_members__member_metadata))
        out += b_members__member_metadata
        b_members__member_assignment = e_members.member_assignment
        out += _S_i.pack(len(b_members__member_assignment))
        out += b_members__member_assignment
        if e_members.unknown_tagged_fields:
            raise rt.Malformed
    if obj.unknown_tagged_fields:
        raise rt.Malformed


def _encode_DescribedGroup_v3(obj: DescribedGroup, out: bytearray) -> None:
    """Encode DescribedGroup, version 3."""
    if obj.error_message is not None:
        raise rt.Malformed
    b_group_id = obj.group_id.encode()
    out += _S_hh.pack(obj.error_code, len(b_group_id))
    out += b_group_id
    b_group_state = obj.group_state.encode()
    out += _S_h.pack(len(b_group_state))
    out += b_group_state
    b_protocol_type = obj.protocol_type.encode()
    out += _S_h.pack(len(b_protocol_type))
    out += b_protocol_type
    b_protocol_data = obj.protocol_data.encode()
    out += _S_h.pack(len(b_protocol_data))
    out += b_protocol_data
    a_members = obj.members
    out += _S_i.pack(len(a_members))
    for e_members in a_members:
        b_members__member_id = e_members.member_id.encode()
        out += _S_h.pack(len(b_members__member_id))
        out += b_members__member_id
        b_members__client_id = e_members.client_id.encode()
        out += _S_h.pack(len(b_members__client_id))
        out += b_members__client_id
        b_members__client_host = e_members.client_host.encode()
        out += _S_h.pack(len(b_members__client_host))
        out += b_members__client_host
        b_members__member_metadata = e_members.member_metadata
        out += _S_i.pack(len(b_members__member_metadata))
        out += b_members__member_metadata
        b_members__member_assignment = e_members.member_assignment
        out += _S_i.pack(len(b_members__member_assignment))
        out += b_members__member_assignment
        if e_members.unknown_tagged_fields:
            raise rt.Malformed
    out += _S_i.pack(obj.authorized_operations)
    if obj.unknown_tagged_fields:
        raise rt.Malformed


def _encode_DescribedGroup_v4(obj: DescribedGroup, out: bytearray) -> None:
    """Encode DescribedGroup, version 4."""
    if obj.error_message is not None:
        raise rt.Malformed
    b_group_id = obj.group_id.encode()
    out += _S_hh.pack(obj.error_code, len(b_group_id))
    out += b_group_id
    b_group_state = obj.group_state.encode()
    out += _S_h.pack(len(b_group_state))
    out += b_group_state
    b_protocol_type = obj.protocol_type.encode()
    out += _S_h.pack(len(b_protocol_type))
    out += b_protocol_type
    b_protocol_data = obj.protocol_data.encode()
    out += _S_h.pack(len(b_protocol_data))
    out += b_protocol_data
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
        b_members__client_id = e_members.client_id.encode()
        out += _S_h.pack(len(b_members__client_id))
        out += b_members__client_id
        b_members__client_host = e_members.client_host.encode()
        out += _S_h.pack(len(b_members__client_host))
        out += b_members__client_host
        b_members__member_metadata = e_members.member_metadata
        out += _S_i.pack(len(b_members__member_metadata))
        out += b_members__member_metadata
        b_members__member_assignment = e_members.member_assignment
        out += _S_i.pack(len(b_members__member_assignment))
        out += b_members__member_assignment
        if e_members.unknown_tagged_fields:
            raise rt.Malformed
    out += _S_i.pack(obj.authorized_operations)
    if obj.unknown_tagged_fields:
        raise rt.Malformed


def _encode_DescribedGroup_v5(obj: DescribedGroup, out: bytearray) -> None:
    """Encode DescribedGroup, version 5."""
    append = out.append
    if obj.error_message is not None:
        raise rt.Malformed
    out += _S_h.pack(obj.error_code)
    b_group_id = obj.group_id.encode()
    n = len(b_group_id) + 1
    if n < 128:
        append(n)
    else:
        out += rt.string_length(n)
    out += b_group_id
    b_group_state = obj.group_state.encode()
    n = len(b_group_state) + 1
    if n < 128:
        append(n)
    else:
        out += rt.string_length(n)
    out += b_group_state
    b_protocol_type = obj.protocol_type.encode()
    n = len(b_protocol_type) + 1
    if n < 128:
        append(n)
    else:
        out += rt.string_length(n)
    out += b_protocol_type
    b_protocol_data = obj.protocol_data.encode()
    n = len(b_protocol_data) + 1
    if n < 128:
        append(n)
    else:
        out += rt.string_length(n)
    out += b_protocol_data
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
        b_members__client_id = e_members.client_id.encode()
        n = len(b_members__client_id) + 1
        if n < 128:
            append(n)
        else:
            out += rt.string_length(n)
        out += b_members__client_id
        b_members__client_host = e_members.client_host.encode()
        n = len(b_members__client_host) + 1
        if n < 128:
            append(n)
        else:
            out += rt.string_length(n)
        out += b_members__client_host
        b_members__member_metadata = e_members.member_metadata
        n = len(b_members__member_metadata) + 1
        if n < 128:
            append(n)
        elif n < 0x4000:
            append((n & 0x7F) | 0x80)
            append(n >> 7)
        else:
            out += rt.uvarint(n)
        out += b_members__member_metadata
        b_members__member_assignment = e_members.member_assignment
        n = len(b_members__member_assignment) + 1
        if n < 128:
            append(n)
        elif n < 0x4000:
            append((n & 0x7F) | 0x80)
            append(n >> 7)
        else:
            out += rt.uvarint(n)
        out += b_members__member_assignment
        if e_members.unknown_tagged_fields:
            rt.write_tags(out, (), e_members.unknown_tagged_fields)
        else:
            append(0)
    out += _S_i.pack(obj.authorized_operations)
    if obj.unknown_tagged_fields:
        rt.write_tags(out, (), obj.unknown_tagged_fields)
    else:
        append(0)


def _encode_DescribedGroup_v6(obj: DescribedGroup, out: bytearray) -> None:
    """Encode DescribedGroup, version 6."""
    append = out.append
    out += _S_h.pack(obj.error_code)
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
    b_group_id = obj.group_id.encode()
    n = len(b_group_id) + 1
    if n < 128:
        append(n)
    else:
        out += rt.string_length(n)
    out += b_group_id
    b_group_state = obj.group_state.encode()
    n = len(b_group_state) + 1
    if n < 128:
        append(n)
    else:
        out += rt.string_length(n)
    out += b_group_state
    b_protocol_type = obj.protocol_type.encode()
    n = len(b_protocol_type) + 1
    if n < 128:
        append(n)
    else:
        out += rt.string_length(n)
    out += b_protocol_type
    b_protocol_data = obj.protocol_data.encode()
    n = len(b_protocol_data) + 1
    if n < 128:
        append(n)
    else:
        out += rt.string_length(n)
    out += b_protocol_data
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
        b_members__client_id = e_members.client_id.encode()
        n = len(b_members__client_id) + 1
        if n < 128:
            append(n)
        else:
            out += rt.string_length(n)
        out += b_members__client_id
        b_members__client_host = e_members.client_host.encode()
        n = len(b_members__client_host) + 1
        if n < 128:
            append(n)
        else:
            out += rt.string_length(n)
        out += b_members__client_host
        b_members__member_metadata = e_members.member_metadata
        n = len(b_members__member_metadata) + 1
        if n < 128:
            append(n)
        elif n < 0x4000:
            append((n & 0x7F) | 0x80)
            append(n >> 7)
        else:
            out += rt.uvarint(n)
        out += b_members__member_metadata
        b_members__member_assignment = e_members.member_assignment
        n = len(b_members__member_assignment) + 1
        if n < 128:
            append(n)
        elif n < 0x4000:
            append((n & 0x7F) | 0x80)
            append(n >> 7)
        else:
            out += rt.uvarint(n)
        out += b_members__member_assignment
        if e_members.unknown_tagged_fields:
            rt.write_tags(out, (), e_members.unknown_tagged_fields)
        else:
            append(0)
    out += _S_i.pack(obj.authorized_operations)
    if obj.unknown_tagged_fields:
        rt.write_tags(out, (), obj.unknown_tagged_fields)
    else:
        append(0)


def _decode_DescribeGroupsResponse_v0(data: bytes, pos: int) -> tuple[DescribeGroupsResponse, int]:
    """Decode DescribeGroupsResponse, version 0."""
    data_end = len(data)
    (n_groups,) = _S_i.unpack_from(data, pos)
    pos += 4
    if n_groups < 0:
        raise rt.Malformed
    if n_groups > data_end - pos:
        raise rt.Malformed
    items_groups: list[DescribedGroup] = []
    for _ in range(n_groups):
        groups__error_code, n_groups__group_id = _S_hh.unpack_from(data, pos)
        pos += 4
        end = pos + n_groups__group_id
        if n_groups__group_id < 0 or end > data_end:
            raise rt.Malformed
        groups__group_id = data[pos:end].decode()
        pos = end
        (n_groups__group_state,) = _S_h.unpack_from(data, pos)
        pos += 2
        end = pos + n_groups__group_state
        if n_groups__group_state < 0 or end > data_end:
            raise rt.Malformed
        groups__group_state = data[pos:end].decode()
        pos = end
        (n_groups__protocol_type,) = _S_h.unpack_from(data, pos)
        pos += 2
        end = pos + n_groups__protocol_type
        if n_groups__protocol_type < 0 or end > data_end:
            raise rt.Malformed
        groups__protocol_type = data[pos:end].decode()
        pos = end
        (n_groups__protocol_data,) = _S_h.unpack_from(data, pos)
        pos += 2
        end = pos + n_groups__protocol_data
        if n_groups__protocol_data < 0 or end > data_end:
            raise rt.Malformed
        groups__protocol_data = data[pos:end].decode()
        pos = end
        (n_groups__members,) = _S_i.unpack_from(data, pos)
        pos += 4
        if n_groups__members < 0:
            raise rt.Malformed
        if n_groups__members > data_end - pos:
            raise rt.Malformed
        items_groups__members: list[DescribedGroupMember] = []
        for _ in range(n_groups__members):
            e_groups__members, pos = _decode_DescribedGroupMember_v0(data, pos)
            items_groups__members.append(e_groups__members)
        groups__members = items_groups__members
        e_groups = _new(DescribedGroup)
        e_groups.error_code = groups__error_code
        e_groups.error_message = None
        e_groups.group_id = groups__group_id
        e_groups.group_state = groups__group_state
        e_groups.protocol_type = groups__protocol_type
        e_groups.protocol_data = groups__protocol_data
        e_groups.members = groups__members
        e_groups.authorized_operations = -2147483648
        e_groups.unknown_tagged_fields = ()
        items_groups.append(e_groups)
    groups = items_groups
    obj = _new(DescribeGroupsResponse)
    obj.throttle_time_ms = 0
    obj.groups = groups
    obj.unknown_tagged_fields = ()
    return obj, pos


def _decode_DescribeGroupsResponse_v1(data: bytes, pos: int) -> tuple[DescribeGroupsResponse, int]:
    """Decode DescribeGroupsResponse, versions 1, 2."""
    data_end = len(data)
    throttle_time_ms, n_groups = _S_ii.unpack_from(data, pos)
    pos += 8
    if n_groups < 0:
        raise rt.Malformed
    if n_groups > data_end - pos:
        raise rt.Malformed
    items_groups: list[DescribedGroup] = []
    for _ in range(n_groups):
        groups__error_code, n_groups__group_id = _S_hh.unpack_from(data, pos)
        pos += 4
        end = pos + n_groups__group_id
        if n_groups__group_id < 0 or end > data_end:
            raise rt.Malformed
        groups__group_id = data[pos:end].decode()
        pos = end
        (n_groups__group_state,) = _S_h.unpack_from(data, pos)
        pos += 2
        end = pos + n_groups__group_state
        if n_groups__group_state < 0 or end > data_end:
            raise rt.Malformed
        groups__group_state = data[pos:end].decode()
        pos = end
        (n_groups__protocol_type,) = _S_h.unpack_from(data, pos)
        pos += 2
        end = pos + n_groups__protocol_type
        if n_groups__protocol_type < 0 or end > data_end:
            raise rt.Malformed
        groups__protocol_type = data[pos:end].decode()
        pos = end
        (n_groups__protocol_data,) = _S_h.unpack_from(data, pos)
        pos += 2
        end = pos + n_groups__protocol_data
        if n_groups__protocol_data < 0 or end > data_end:
            raise rt.Malformed
        groups__protocol_data = data[pos:end].decode()
        pos = end
        (n_groups__members,) = _S_i.unpack_from(data, pos)
        pos += 4
        if n_groups__members < 0:
            raise rt.Malformed
        if n_groups__members > data_end - pos:
            raise rt.Malformed
        items_groups__members: list[DescribedGroupMember] = []
        for _ in range(n_groups__members):
            e_groups__members, pos = _decode_DescribedGroupMember_v0(data, pos)
            items_groups__members.append(e_groups__members)
        groups__members = items_groups__members
        e_groups = _new(DescribedGroup)
        e_groups.error_code = groups__error_code
        e_groups.error_message = None
        e_groups.group_id = groups__group_id
        e_groups.group_state = groups__group_state
        e_groups.protocol_type = groups__protocol_type
        e_groups.protocol_data = groups__protocol_data
        e_groups.members = groups__members
        e_groups.authorized_operations = -2147483648
        e_groups.unknown_tagged_fields = ()
        items_groups.append(e_groups)
    groups = items_groups
    obj = _new(DescribeGroupsResponse)
    obj.throttle_time_ms = throttle_time_ms
    obj.groups = groups
    obj.unknown_tagged_fields = ()
    return obj, pos


def _decode_DescribeGroupsResponse_v3(data: bytes, pos: int) -> tuple[DescribeGroupsResponse, int]:
    """Decode DescribeGroupsResponse, version 3."""
    data_end = len(data)
    throttle_time_ms, n_groups = _S_ii.unpack_from(data, pos)
    pos += 8
    if n_groups < 0:
        raise rt.Malformed
    if n_groups > data_end - pos:
        raise rt.Malformed
    items_groups: list[DescribedGroup] = []
    for _ in range(n_groups):
        groups__error_code, n_groups__group_id = _S_hh.unpack_from(data, pos)
        pos += 4
        end = pos + n_groups__group_id
        if n_groups__group_id < 0 or end > data_end:
            raise rt.Malformed
        groups__group_id = data[pos:end].decode()
        pos = end
        (n_groups__group_state,) = _S_h.unpack_from(data, pos)
        pos += 2
        end = pos + n_groups__group_state
        if n_groups__group_state < 0 or end > data_end:
            raise rt.Malformed
        groups__group_state = data[pos:end].decode()
        pos = end
        (n_groups__protocol_type,) = _S_h.unpack_from(data, pos)
        pos += 2
        end = pos + n_groups__protocol_type
        if n_groups__protocol_type < 0 or end > data_end:
            raise rt.Malformed
        groups__protocol_type = data[pos:end].decode()
        pos = end
        (n_groups__protocol_data,) = _S_h.unpack_from(data, pos)
        pos += 2
        end = pos + n_groups__protocol_data
        if n_groups__protocol_data < 0 or end > data_end:
            raise rt.Malformed
        groups__protocol_data = data[pos:end].decode()
        pos = end
        (n_groups__members,) = _S_i.unpack_from(data, pos)
        pos += 4
        if n_groups__members < 0:
            raise rt.Malformed
        if n_groups__members > data_end - pos:
            raise rt.Malformed
        items_groups__members: list[DescribedGroupMember] = []
        for _ in range(n_groups__members):
            e_groups__members, pos = _decode_DescribedGroupMember_v0(data, pos)
            items_groups__members.append(e_groups__members)
        groups__members = items_groups__members
        (groups__authorized_operations,) = _S_i.unpack_from(data, pos)
        pos += 4
        e_groups = _new(DescribedGroup)
        e_groups.error_code = groups__error_code
        e_groups.error_message = None
        e_groups.group_id = groups__group_id
        e_groups.group_state = groups__group_state
        e_groups.protocol_type = groups__protocol_type
        e_groups.protocol_data = groups__protocol_data
        e_groups.members = groups__members
        e_groups.authorized_operations = groups__authorized_operations
        e_groups.unknown_tagged_fields = ()
        items_groups.append(e_groups)
    groups = items_groups
    obj = _new(DescribeGroupsResponse)
    obj.throttle_time_ms = throttle_time_ms
    obj.groups = groups
    obj.unknown_tagged_fields = ()
    return obj, pos


def _decode_DescribeGroupsResponse_v4(data: bytes, pos: int) -> tuple[DescribeGroupsResponse, int]:
    """Decode DescribeGroupsResponse, version 4."""
    data_end = len(data)
    throttle_time_ms, n_groups = _S_ii.unpack_from(data, pos)
    pos += 8
    if n_groups < 0:
        raise rt.Malformed
    if n_groups > data_end - pos:
        raise rt.Malformed
    items_groups: list[DescribedGroup] = []
    for _ in range(n_groups):
        groups__error_code, n_groups__group_id = _S_hh.unpack_from(data, pos)
        pos += 4
        end = pos + n_groups__group_id
        if n_groups__group_id < 0 or end > data_end:
            raise rt.Malformed
        groups__group_id = data[pos:end].decode()
        pos = end
        (n_groups__group_state,) = _S_h.unpack_from(data, pos)
        pos += 2
        end = pos + n_groups__group_state
        if n_groups__group_state < 0 or end > data_end:
            raise rt.Malformed
        groups__group_state = data[pos:end].decode()
        pos = end
        (n_groups__protocol_type,) = _S_h.unpack_from(data, pos)
        pos += 2
        end = pos + n_groups__protocol_type
        if n_groups__protocol_type < 0 or end > data_end:
            raise rt.Malformed
        groups__protocol_type = data[pos:end].decode()
        pos = end
        (n_groups__protocol_data,) = _S_h.unpack_from(data, pos)
        pos += 2
        end = pos + n_groups__protocol_data
        if n_groups__protocol_data < 0 or end > data_end:
            raise rt.Malformed
        groups__protocol_data = data[pos:end].decode()
        pos = end
        (n_groups__members,) = _S_i.unpack_from(data, pos)
        pos += 4
        if n_groups__members < 0:
            raise rt.Malformed
        if n_groups__members > data_end - pos:
            raise rt.Malformed
        items_groups__members: list[DescribedGroupMember] = []
        for _ in range(n_groups__members):
            e_groups__members, pos = _decode_DescribedGroupMember_v4(data, pos)
            items_groups__members.append(e_groups__members)
        groups__members = items_groups__members
        (groups__authorized_operations,) = _S_i.unpack_from(data, pos)
        pos += 4
        e_groups = _new(DescribedGroup)
        e_groups.error_code = groups__error_code
        e_groups.error_message = None
        e_groups.group_id = groups__group_id
        e_groups.group_state = groups__group_state
        e_groups.protocol_type = groups__protocol_type
        e_groups.protocol_data = groups__protocol_data
        e_groups.members = groups__members
        e_groups.authorized_operations = groups__authorized_operations
        e_groups.unknown_tagged_fields = ()
        items_groups.append(e_groups)
    groups = items_groups
    obj = _new(DescribeGroupsResponse)
    obj.throttle_time_ms = throttle_time_ms
    obj.groups = groups
    obj.unknown_tagged_fields = ()
    return obj, pos


def _decode_DescribeGroupsResponse_v5(data: bytes, pos: int) -> tuple[DescribeGroupsResponse, int]:
    """Decode DescribeGroupsResponse, version 5."""
    data_end = len(data)
    throttle_time_ms, n_groups = _S_iB.unpack_from(data, pos)
    pos += 5
    if n_groups > 127:
        n_groups, pos = rt.read_uvarint(data, pos - 1)
    n_groups -= 1
    if n_groups < 0:
        raise rt.Malformed
    if n_groups > data_end - pos:
        raise rt.Malformed
    items_groups: list[DescribedGroup] = []
    for _ in range(n_groups):
        groups__error_code, n_groups__group_id = _S_hB.unpack_from(data, pos)
        pos += 3
        if n_groups__group_id > 127:
            n_groups__group_id, pos = rt.read_string_length(data, pos - 1)
        end = pos + n_groups__group_id - 1
        if not n_groups__group_id or end > data_end:
            raise rt.Malformed
        groups__group_id = data[pos:end].decode()
        pos = end
        n_groups__group_state = data[pos]
        pos += 1
        if n_groups__group_state > 127:
            n_groups__group_state, pos = rt.read_string_length(data, pos - 1)
        end = pos + n_groups__group_state - 1
        if not n_groups__group_state or end > data_end:
            raise rt.Malformed
        groups__group_state = data[pos:end].decode()
        pos = end
        n_groups__protocol_type = data[pos]
        pos += 1
        if n_groups__protocol_type > 127:
            n_groups__protocol_type, pos = rt.read_string_length(data, pos - 1)
        end = pos + n_groups__protocol_type - 1
        if not n_groups__protocol_type or end > data_end:
            raise rt.Malformed
        groups__protocol_type = data[pos:end].decode()
        pos = end
        n_groups__protocol_data = data[pos]
        pos += 1
        if n_groups__protocol_data > 127:
            n_groups__protocol_data, pos = rt.read_string_length(data, pos - 1)
        end = pos + n_groups__protocol_data - 1
        if not n_groups__protocol_data or end > data_end:
            raise rt.Malformed
        groups__protocol_data = data[pos:end].decode()
        pos = end
        n_groups__members = data[pos]
        pos += 1
        if n_groups__members > 127:
            n_groups__members, pos = rt.read_uvarint(data, pos - 1)
        n_groups__members -= 1
        if n_groups__members < 0:
            raise rt.Malformed
        if n_groups__members > data_end - pos:
            raise rt.Malformed
        items_groups__members: list[DescribedGroupMember] = []
        for _ in range(n_groups__members):
            e_groups__members, pos = _decode_DescribedGroupMember_v5(data, pos)
            items_groups__members.append(e_groups__members)
        groups__members = items_groups__members
        groups__authorized_operations, groups__tag_count = _S_iB.unpack_from(data, pos)
        pos += 5
        groups__unknown: rt.Tags = ()
        if groups__tag_count:
            groups__unknown, pos = rt.read_unknown_tags(data, pos - 1)
        e_groups = _new(DescribedGroup)
        e_groups.error_code = groups__error_code
        e_groups.error_message = None
        e_groups.group_id = groups__group_id
        e_groups.group_state = groups__group_state
        e_groups.protocol_type = groups__protocol_type
        e_groups.protocol_data = groups__protocol_data
        e_groups.members = groups__members
        e_groups.authorized_operations = groups__authorized_operations
        e_groups.unknown_tagged_fields = groups__unknown
        items_groups.append(e_groups)
    groups = items_groups
    tag_count = data[pos]
    pos += 1
    unknown: rt.Tags = ()
    if tag_count:
        unknown, pos = rt.read_unknown_tags(data, pos - 1)
    obj = _new(DescribeGroupsResponse)
    obj.throttle_time_ms = throttle_time_ms
    obj.groups = groups
    obj.unknown_tagged_fields = unknown
    return obj, pos


def _decode_DescribeGroupsResponse_v6(data: bytes, pos: int) -> tuple[DescribeGroupsResponse, int]:
    """Decode DescribeGroupsResponse, version 6."""
    data_end = len(data)
    throttle_time_ms, n_groups = _S_iB.unpack_from(data, pos)
    pos += 5
    if n_groups > 127:
        n_groups, pos = rt.read_uvarint(data, pos - 1)
    n_groups -= 1
    if n_groups < 0:
        raise rt.Malformed
    if n_groups > data_end - pos:
        raise rt.Malformed
    items_groups: list[DescribedGroup] = []
    for _ in range(n_groups):
        groups__error_code, n_groups__error_message = _S_hB.unpack_from(data, pos)
        pos += 3
        if n_groups__error_message > 127:
            n_groups__error_message, pos = rt.read_string_length(data, pos - 1)
        groups__error_message: str | None
        if not n_groups__error_message:
            groups__error_message = None
        else:
            end = pos + n_groups__error_message - 1
            if end > data_end:
                raise rt.Malformed
            groups__error_message = data[pos:end].decode()
            pos = end
        n_groups__group_id = data[pos]
        pos += 1
        if n_groups__group_id > 127:
            n_groups__group_id, pos = rt.read_string_length(data, pos - 1)
        end = pos + n_groups__group_id - 1
        if not n_groups__group_id or end > data_end:
            raise rt.Malformed
        groups__group_id = data[pos:end].decode()
        pos = end
        n_groups__group_state = data[pos]
        pos += 1
        if n_groups__group_state > 127:
            n_groups__group_state, pos = rt.read_string_length(data, pos - 1)
        end = pos + n_groups__group_state - 1
        if not n_groups__group_state or end > data_end:
            raise rt.Malformed
        groups__group_state = data[pos:end].decode()
        pos = end
        n_groups__protocol_type = data[pos]
        pos += 1
        if n_groups__protocol_type > 127:
            n_groups__protocol_type, pos = rt.read_string_length(data, pos - 1)
        end = pos + n_groups__protocol_type - 1
        if not n_groups__protocol_type or end > data_end:
            raise rt.Malformed
        groups__protocol_type = data[pos:end].decode()
        pos = end
        n_groups__protocol_data = data[pos]
        pos += 1
        if n_groups__protocol_data > 127:
            n_groups__protocol_data, pos = rt.read_string_length(data, pos - 1)
        end = pos + n_groups__protocol_data - 1
        if not n_groups__protocol_data or end > data_end:
            raise rt.Malformed
        groups__protocol_data = data[pos:end].decode()
        pos = end
        n_groups__members = data[pos]
        pos += 1
        if n_groups__members > 127:
            n_groups__members, pos = rt.read_uvarint(data, pos - 1)
        n_groups__members -= 1
        if n_groups__members < 0:
            raise rt.Malformed
        if n_groups__members > data_end - pos:
            raise rt.Malformed
        items_groups__members: list[DescribedGroupMember] = []
        for _ in range(n_groups__members):
            e_groups__members, pos = _decode_DescribedGroupMember_v5(data, pos)
            items_groups__members.append(e_groups__members)
        groups__members = items_groups__members
        groups__authorized_operations, groups__tag_count = _S_iB.unpack_from(data, pos)
        pos += 5
        groups__unknown: rt.Tags = ()
        if groups__tag_count:
            groups__unknown, pos = rt.read_unknown_tags(data, pos - 1)
        e_groups = _new(DescribedGroup)
        e_groups.error_code = groups__error_code
        e_groups.error_message = groups__error_message
        e_groups.group_id = groups__group_id
        e_groups.group_state = groups__group_state
        e_groups.protocol_type = groups__protocol_type
        e_groups.protocol_data = groups__protocol_data
        e_groups.members = groups__members
        e_groups.authorized_operations = groups__authorized_operations
        e_groups.unknown_tagged_fields = groups__unknown
        items_groups.append(e_groups)
    groups = items_groups
    tag_count = data[pos]
    pos += 1
    unknown: rt.Tags = ()
    if tag_count:
        unknown, pos = rt.read_unknown_tags(data, pos - 1)
    obj = _new(DescribeGroupsResponse)
    obj.throttle_time_ms = throttle_time_ms
    obj.groups = groups
    obj.unknown_tagged_fields = unknown
    return obj, pos


def _encode_DescribeGroupsResponse_v0(obj: DescribeGroupsResponse, out: bytearray) -> None:
    """Encode DescribeGroupsResponse, version 0."""
    a_groups = obj.groups
    out += _S_i.pack(len(a_groups))
    for e_groups in a_groups:
        if e_groups.error_message is not None:
            raise rt.Malformed
        if e_groups.authorized_operations != -2147483648:
            raise rt.Malformed
        b_groups__group_id = e_groups.group_id.encode()
        out += _S_hh.pack(e_groups.error_code, len(b_groups__group_id))
        out += b_groups__group_id
        b_groups__group_state = e_groups.group_state.encode()
        out += _S_h.pack(len(b_groups__group_state))
        out += b_groups__group_state
        b_groups__protocol_type = e_groups.protocol_type.encode()
        out += _S_h.pack(len(b_groups__protocol_type))
        out += b_groups__protocol_type
        b_groups__protocol_data = e_groups.protocol_data.encode()
        out += _S_h.pack(len(b_groups__protocol_data))
        out += b_groups__protocol_data
        a_groups__members = e_groups.members
        out += _S_i.pack(len(a_groups__members))
        for e_groups__members in a_groups__members:
            b_groups__members__member_id = e_groups__members.member_id.encode()
            out += _S_h.pack(len(b_groups__members__member_id))
            out += b_groups__members__member_id
            b_groups__members__client_id = e_groups__members.client_id.encode()
            out += _S_h.pack(len(b_groups__members__client_id))
            out += b_groups__members__client_id
            b_groups__members__client_host = e_groups__members.client_host.encode()
            out += _S_h.pack(len(b_groups__members__client_host))
            out += b_groups__members__client_host
            b_groups__members__member_metadata = e_groups__members.member_metadata
            out += _S_i.pack(len(b_groups__members__member_metadata))
            out += b_groups__members__member_metadata
            b_groups__members__member_assignment = e_groups__members.member_assignment
            out += _S_i.pack(len(b_groups__members__member_assignment))
            out += b_groups__members__member_assignment
            if e_groups__members.unknown_tagged_fields:
                raise rt.Malformed
        if e_groups.unknown_tagged_fields:
            raise rt.Malformed
    if obj.unknown_tagged_fields:
        raise rt.Malformed


def _encode_DescribeGroupsResponse_v1(obj: DescribeGroupsResponse, out: bytearray) -> None:
    """Encode DescribeGroupsResponse, versions 1, 2."""
    a_groups = obj.groups
    out += _S_ii.pack(obj.throttle_time_ms, len(a_groups))
    for e_groups in a_groups:
        if e_groups.error_message is not None:
            raise rt.Malformed
        if e_groups.authorized_operations != -2147483648:
            raise rt.Malformed
        b_groups__group_id = e_groups.group_id.encode()
        out += _S_hh.pack(e_groups.error_code, len(b_groups__group_id))
        out += b_groups__group_id
        b_groups__group_state = e_groups.group_state.encode()
        out += _S_h.pack(len(b_groups__group_state))
        out += b_groups__group_state
        b_groups__protocol_type = e_groups.protocol_type.encode()
        out += _S_h.pack(len(b_groups__protocol_type))
        out += b_groups__protocol_type
        b_groups__protocol_data = e_groups.protocol_data.encode()
        out += _S_h.pack(len(b_groups__protocol_data))
        out += b_groups__protocol_data
        a_groups__members = e_groups.members
        out += _S_i.pack(len(a_groups__members))
        for e_groups__members in a_groups__members:
            b_groups__members__member_id = e_groups__members.member_id.encode()
            out += _S_h.pack(len(b_groups__members__member_id))
            out += b_groups__members__member_id
            b_groups__members__client_id = e_groups__members.client_id.encode()
            out += _S_h.pack(len(b_groups__members__client_id))
            out += b_groups__members__client_id
            b_groups__members__client_host = e_groups__members.client_host.encode()
            out += _S_h.pack(len(b_groups__members__client_host))
            out += b_groups__members__client_host
            b_groups__members__member_metadata = e_groups__members.member_metadata
            out += _S_i.pack(len(b_groups__members__member_metadata))
            out += b_groups__members__member_metadata
            b_groups__members__member_assignment = e_groups__members.member_assignment
            out += _S_i.pack(len(b_groups__members__member_assignment))
            out += b_groups__members__member_assignment
            if e_groups__members.unknown_tagged_fields:
                raise rt.Malformed
        if e_groups.unknown_tagged_fields:
            raise rt.Malformed
    if obj.unknown_tagged_fields:
        raise rt.Malformed


def _encode_DescribeGroupsResponse_v3(obj: DescribeGroupsResponse, out: bytearray) -> None:
    """Encode DescribeGroupsResponse, version 3."""
    a_groups = obj.groups
    out += _S_ii.pack(obj.throttle_time_ms, len(a_groups))
    for e_groups in a_groups:
        if e_groups.error_message is not None:
            raise rt.Malformed
        b_groups__group_id = e_groups.group_id.encode()
        out += _S_hh.pack(e_groups.error_code, len(b_groups__group_id))
        out += b_groups__group_id
        b_groups__group_state = e_groups.group_state.encode()
        out += _S_h.pack(len(b_groups__group_state))
        out += b_groups__group_state
        b_groups__protocol_type = e_groups.protocol_type.encode()
        out += _S_h.pack(len(b_groups__protocol_type))
        out += b_groups__protocol_type
        b_groups__protocol_data = e_groups.protocol_data.encode()
        out += _S_h.pack(len(b_groups__protocol_data))
        out += b_groups__protocol_data
        a_groups__members = e_groups.members
        out += _S_i.pack(len(a_groups__members))
        for e_groups__members in a_groups__members:
            b_groups__members__member_id = e_groups__members.member_id.encode()
            out += _S_h.pack(len(b_groups__members__member_id))
            out += b_groups__members__member_id
            b_groups__members__client_id = e_groups__members.client_id.encode()
            out += _S_h.pack(len(b_groups__members__client_id))
            out += b_groups__members__client_id
            b_groups__members__client_host = e_groups__members.client_host.encode()
            out += _S_h.pack(len(b_groups__members__client_host))
            out += b_groups__members__client_host
            b_groups__members__member_metadata = e_groups__members.member_metadata
            out += _S_i.pack(len(b_groups__members__member_metadata))
            out += b_groups__members__member_metadata
            b_groups__members__member_assignment = e_groups__members.member_assignment
            out += _S_i.pack(len(b_groups__members__member_assignment))
            out += b_groups__members__member_assignment
            if e_groups__members.unknown_tagged_fields:
                raise rt.Malformed
        out += _S_i.pack(e_groups.authorized_operations)
        if e_groups.unknown_tagged_fields:
            raise rt.Malformed
    if obj.unknown_tagged_fields:
        raise rt.Malformed


def _encode_DescribeGroupsResponse_v4(obj: DescribeGroupsResponse, out: bytearray) -> None:
    """Encode DescribeGroupsResponse, version 4."""
    a_groups = obj.groups
    out += _S_ii.pack(obj.throttle_time_ms, len(a_groups))
    for e_groups in a_groups:
        if e_groups.error_message is not None:
            raise rt.Malformed
        b_groups__group_id = e_groups.group_id.encode()
        out += _S_hh.pack(e_groups.error_code, len(b_groups__group_id))
        out += b_groups__group_id
        b_groups__group_state = e_groups.group_state.encode()
        out += _S_h.pack(len(b_groups__group_state))
        out += b_groups__group_state
        b_groups__protocol_type = e_groups.protocol_type.encode()
        out += _S_h.pack(len(b_groups__protocol_type))
        out += b_groups__protocol_type
        b_groups__protocol_data = e_groups.protocol_data.encode()
        out += _S_h.pack(len(b_groups__protocol_data))
        out += b_groups__protocol_data
        a_groups__members = e_groups.members
        out += _S_i.pack(len(a_groups__members))
        for e_groups__members in a_groups__members:
            b_groups__members__member_id = e_groups__members.member_id.encode()
            out += _S_h.pack(len(b_groups__members__member_id))
            out += b_groups__members__member_id
            s_groups__members__group_instance_id = e_groups__members.group_instance_id
            b_groups__members__group_instance_id = (
                None
                if s_groups__members__group_instance_id is None
                else s_groups__members__group_instance_id.encode()
            )
            out += _S_h.pack(
                -1
                if b_groups__members__group_instance_id is None
                else len(b_groups__members__group_instance_id)
            )
            if b_groups__members__group_instance_id is not None:
                out += b_groups__members__group_instance_id
            b_groups__members__client_id = e_groups__members.client_id.encode()
            out += _S_h.pack(len(b_groups__members__client_id))
            out += b_groups__members__client_id
            b_groups__members__client_host = e_groups__members.client_host.encode()
            out += _S_h.pack(len(b_groups__members__client_host))
            out += b_groups__members__client_host
            b_groups__members__member_metadata = e_groups__members.member_metadata
            out += _S_i.pack(len(b_groups__members__member_metadata))
            out += b_groups__members__member_metadata
            b_groups__members__member_assignment = e_groups__members.member_assignment
            out += _S_i.pack(len(b_groups__members__member_assignment))
            out += b_groups__members__member_assignment
            if e_groups__members.unknown_tagged_fields:
                raise rt.Malformed
        out += _S_i.pack(e_groups.authorized_operations)
        if e_groups.unknown_tagged_fields:
            raise rt.Malformed
    if obj.unknown_tagged_fields:
        raise rt.Malformed


def _encode_DescribeGroupsResponse_v5(obj: DescribeGroupsResponse, out: bytearray) -> None:
    """Encode DescribeGroupsResponse, version 5."""
    append = out.append
    out += _S_i.pack(obj.throttle_time_ms)
    a_groups = obj.groups
    n = len(a_groups) + 1
    if n < 128:
        append(n)
    else:
        out += rt.uvarint(n)
    for e_groups in a_groups:
        if e_groups.error_message is not None:
            raise rt.Malformed
        out += _S_h.pack(e_groups.error_code)
        b_groups__group_id = e_groups.group_id.encode()
        n = len(b_groups__group_id) + 1
        if n < 128:
            append(n)
        else:
            out += rt.string_length(n)
        out += b_groups__group_id
        b_groups__group_state = e_groups.group_state.encode()
        n = len(b_groups__group_state) + 1
        if n < 128:
            append(n)
        else:
            out += rt.string_length(n)
        out += b_groups__group_state
        b_groups__protocol_type = e_groups.protocol_type.encode()
        n = len(b_groups__protocol_type) + 1
        if n < 128:
            append(n)
        else:
            out += rt.string_length(n)
        out += b_groups__protocol_type
        b_groups__protocol_data = e_groups.protocol_data.encode()
        n = len(b_groups__protocol_data) + 1
        if n < 128:
            append(n)
        else:
            out += rt.string_length(n)
        out += b_groups__protocol_data
        a_groups__members = e_groups.members
        n = len(a_groups__members) + 1
        if n < 128:
            append(n)
        else:
            out += rt.uvarint(n)
        for e_groups__members in a_groups__members:
            b_groups__members__member_id = e_groups__members.member_id.encode()
            n = len(b_groups__members__member_id) + 1
            if n < 128:
                append(n)
            else:
                out += rt.string_length(n)
            out += b_groups__members__member_id
            s_groups__members__group_instance_id = e_groups__members.group_instance_id
            if s_groups__members__group_instance_id is None:
                append(0)
            else:
                b_groups__members__group_instance_id = s_groups__members__group_instance_id.encode()
                n = len(b_groups__members__group_instance_id) + 1
                if n < 128:
                    append(n)
                else:
                    out += rt.string_length(n)
                out += b_groups__members__group_instance_id
            b_groups__members__client_id = e_groups__members.client_id.encode()
            n = len(b_groups__members__client_id) + 1
            if n < 128:
                append(n)
            else:
                out += rt.string_length(n)
            out += b_groups__members__client_id
            b_groups__members__client_host = e_groups__members.client_host.encode()
            n = len(b_groups__members__client_host) + 1
            if n < 128:
                append(n)
            else:
                out += rt.string_length(n)
            out += b_groups__members__client_host
            b_groups__members__member_metadata = e_groups__members.member_metadata
            n = len(b_groups__members__member_metadata) + 1
            if n < 128:
                append(n)
            elif n < 0x4000:
                append((n & 0x7F) | 0x80)
                append(n >> 7)
            else:
                out += rt.uvarint(n)
            out += b_groups__members__member_metadata
            b_groups__members__member_assignment = e_groups__members.member_assignment
            n = len(b_groups__members__member_assignment) + 1
            if n < 128:
                append(n)
            elif n < 0x4000:
                append((n & 0x7F) | 0x80)
                append(n >> 7)
            else:
                out += rt.uvarint(n)
            out += b_groups__members__member_assignment
            if e_groups__members.unknown_tagged_fields:
                rt.write_tags(out, (), e_groups__members.unknown_tagged_fields)
            else:
                append(0)
        out += _S_i.pack(e_groups.authorized_operations)
        if e_groups.unknown_tagged_fields:
            rt.write_tags(out, (), e_groups.unknown_tagged_fields)
        else:
            append(0)
    if obj.unknown_tagged_fields:
        rt.write_tags(out, (), obj.unknown_tagged_fields)
    else:
        append(0)


def _encode_DescribeGroupsResponse_v6(obj: DescribeGroupsResponse, out: bytearray) -> None:
    """Encode DescribeGroupsResponse, version 6."""
    append = out.append
    out += _S_i.pack(obj.throttle_time_ms)
    a_groups = obj.groups
    n = len(a_groups) + 1
    if n < 128:
        append(n)
    else:
        out += rt.uvarint(n)
    for e_groups in a_groups:
        out += _S_h.pack(e_groups.error_code)
        s_groups__error_message = e_groups.error_message
        if s_groups__error_message is None:
            append(0)
        else:
            b_groups__error_message = s_groups__error_message.encode()
            n = len(b_groups__error_message) + 1
            if n < 128:
                append(n)
            else:
                out += rt.string_length(n)
            out += b_groups__error_message
        b_groups__group_id = e_groups.group_id.encode()
        n = len(b_groups__group_id) + 1
        if n < 128:
            append(n)
        else:
            out += rt.string_length(n)
        out += b_groups__group_id
        b_groups__group_state = e_groups.group_state.encode()
        n = len(b_groups__group_state) + 1
        if n < 128:
            append(n)
        else:
            out += rt.string_length(n)
        out += b_groups__group_state
        b_groups__protocol_type = e_groups.protocol_type.encode()
        n = len(b_groups__protocol_type) + 1
        if n < 128:
            append(n)
        else:
            out += rt.string_length(n)
        out += b_groups__protocol_type
        b_groups__protocol_data = e_groups.protocol_data.encode()
        n = len(b_groups__protocol_data) + 1
        if n < 128:
            append(n)
        else:
            out += rt.string_length(n)
        out += b_groups__protocol_data
        a_groups__members = e_groups.members
        n = len(a_groups__members) + 1
        if n < 128:
            append(n)
        else:
            out += rt.uvarint(n)
        for e_groups__members in a_groups__members:
            b_groups__members__member_id = e_groups__members.member_id.encode()
            n = len(b_groups__members__member_id) + 1
            if n < 128:
                append(n)
            else:
                out += rt.string_length(n)
            out += b_groups__members__member_id
            s_groups__members__group_instance_id = e_groups__members.group_instance_id
            if s_groups__members__group_instance_id is None:
                append(0)
            else:
                b_groups__members__group_instance_id = s_groups__members__group_instance_id.encode()
                n = len(b_groups__members__group_instance_id) + 1
                if n < 128:
                    append(n)
                else:
                    out += rt.string_length(n)
                out += b_groups__members__group_instance_id
            b_groups__members__client_id = e_groups__members.client_id.encode()
            n = len(b_groups__members__client_id) + 1
            if n < 128:
                append(n)
            else:
                out += rt.string_length(n)
            out += b_groups__members__client_id
            b_groups__members__client_host = e_groups__members.client_host.encode()
            n = len(b_groups__members__client_host) + 1
            if n < 128:
                append(n)
            else:
                out += rt.string_length(n)
            out += b_groups__members__client_host
            b_groups__members__member_metadata = e_groups__members.member_metadata
            n = len(b_groups__members__member_metadata) + 1
            if n < 128:
                append(n)
            elif n < 0x4000:
                append((n & 0x7F) | 0x80)
                append(n >> 7)
            else:
                out += rt.uvarint(n)
            out += b_groups__members__member_metadata
            b_groups__members__member_assignment = e_groups__members.member_assignment
            n = len(b_groups__members__member_assignment) + 1
            if n < 128:
                append(n)
            elif n < 0x4000:
                append((n & 0x7F) | 0x80)
                append(n >> 7)
            else:
                out += rt.uvarint(n)
            out += b_groups__members__member_assignment
            if e_groups__members.unknown_tagged_fields:
                rt.write_tags(out, (), e_groups__members.unknown_tagged_fields)
            else:
                append(0)
        out += _S_i.pack(e_groups.authorized_operations)
        if e_groups.unknown_tagged_fields:
            rt.write_tags(out, (), e_groups.unknown_tagged_fields)
        else:
            append(0)
    if obj.unknown_tagged_fields:
        rt.write_tags(out, (), obj.unknown_tagged_fields)
    else:
        append(0)


DescribedGroupMember._SCHEMA = rt.StructInfo(
    "DescribedGroupMember",
    (
        rt.FieldInfo("member_id", "memberId", "string", rt.vr("0+"), default=""),
        rt.FieldInfo(
            "group_instance_id",
            "groupInstanceId",
            "string",
            rt.vr("4+"),
            nullable=rt.vr("4+"),
            ignorable=True,
        ),
        rt.FieldInfo("client_id", "clientId", "string", rt.vr("0+"), default=""),
        rt.FieldInfo("client_host", "clientHost", "string", rt.vr("0+"), default=""),
        rt.FieldInfo("member_metadata", "memberMetadata", "bytes", rt.vr("0+"), default=b""),
        rt.FieldInfo("member_assignment", "memberAssignment", "bytes", rt.vr("0+"), default=b""),
    ),
    flexible=rt.vr("5+"),
)
DescribedGroupMember._DECODERS = {
    0: _decode_DescribedGroupMember_v0,
    1: _decode_DescribedGroupMember_v0,
    2: _decode_DescribedGroupMember_v0,
    3: _decode_DescribedGroupMember_v0,
    4: _decode_DescribedGroupMember_v4,
    5: _decode_DescribedGroupMember_v5,
    6: _decode_DescribedGroupMember_v5,
}
DescribedGroupMember._ENCODERS = {
    0: _encode_DescribedGroupMember_v0,
    1: _encode_DescribedGroupMember_v0,
    2: _encode_DescribedGroupMember_v0,
    3: _encode_DescribedGroupMember_v0,
    4: _encode_DescribedGroupMember_v4,
    5: _encode_DescribedGroupMember_v5,
    6: _encode_DescribedGroupMember_v5,
}

DescribedGroup._SCHEMA = rt.StructInfo(
    "DescribedGroup",
    (
        rt.FieldInfo("error_code", "errorCode", "int16", rt.vr("0+"), default=0),
        rt.FieldInfo("error_message", "errorMessage", "string", rt.vr("6+"), nullable=rt.vr("6+")),
        rt.FieldInfo("group_id", "groupId", "string", rt.vr("0+"), default=""),
        rt.FieldInfo("group_state", "groupState", "string", rt.vr("0+"), default=""),
        rt.FieldInfo("protocol_type", "protocolType", "string", rt.vr("0+"), default=""),
        rt.FieldInfo("protocol_data", "protocolData", "string", rt.vr("0+"), default=""),
        rt.FieldInfo(
            "members",
            "members",
            "struct",
            rt.vr("0+"),
            is_array=True,
            struct=lambda: DescribedGroupMember,
            default=(),
        ),
        rt.FieldInfo(
            "authorized_operations",
            "authorizedOperations",
            "int32",
            rt.vr("3+"),
            default=-2147483648,
        ),
    ),
    flexible=rt.vr("5+"),
)
DescribedGroup._DECODERS = {
    0: _decode_DescribedGroup_v0,
    1: _decode_DescribedGroup_v0,
    2: _decode_DescribedGroup_v0,
    3: _decode_DescribedGroup_v3,
    4: _decode_DescribedGroup_v4,
    5: _decode_DescribedGroup_v5,
    6: _decode_DescribedGroup_v6,
}
DescribedGroup._ENCODERS = {
    0: _encode_DescribedGroup_v0,
    1: _encode_DescribedGroup_v0,
    2: _encode_DescribedGroup_v0,
    3: _encode_DescribedGroup_v3,
    4: _encode_DescribedGroup_v4,
    5: _encode_DescribedGroup_v5,
    6: _encode_DescribedGroup_v6,
}

DescribeGroupsResponse._SCHEMA = rt.StructInfo(
    "DescribeGroupsResponse",
    (
        rt.FieldInfo(
            "throttle_time_ms", "throttleTimeMs", "int32", rt.vr("1+"), default=0, ignorable=True
        ),
        rt.FieldInfo(
            "groups",
            "groups",
            "struct",
            rt.vr("0+"),
            is_array=True,
            struct=lambda: DescribedGroup,
            default=(),
        ),
    ),
    flexible=rt.vr("5+"),
)
DescribeGroupsResponse._DECODERS = {
    0: _decode_DescribeGroupsResponse_v0,
    1: _decode_DescribeGroupsResponse_v1,
    2: _decode_DescribeGroupsResponse_v1,
    3: _decode_DescribeGroupsResponse_v3,
    4: _decode_DescribeGroupsResponse_v4,
    5: _decode_DescribeGroupsResponse_v5,
    6: _decode_DescribeGroupsResponse_v6,
}
DescribeGroupsResponse._ENCODERS = {
    0: _encode_DescribeGroupsResponse_v0,
    1: _encode_DescribeGroupsResponse_v1,
    2: _encode_DescribeGroupsResponse_v1,
    3: _encode_DescribeGroupsResponse_v3,
    4: _encode_DescribeGroupsResponse_v4,
    5: _encode_DescribeGroupsResponse_v5,
    6: _encode_DescribeGroupsResponse_v6,
}
