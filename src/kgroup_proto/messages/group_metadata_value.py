"""GroupMetadataValue: generated from GroupMetadataValue.json; edit the schema, not this file."""

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
_S_ii = struct.Struct(">ii")
_S_iiB = struct.Struct(">iiB")
_S_iii = struct.Struct(">iii")
_S_q = struct.Struct(">q")
_S_qB = struct.Struct(">qB")
_S_qi = struct.Struct(">qi")


@attrs.define(weakref_slot=False)
class MemberMetadata(rt.Struct):
    """Current members of the group.

    Versions 0-4; flexible 4+.

    Attributes:
        member_id: Id the coordinator gave this member. (versions 0+)
        group_instance_id: Static instance id set by the client, or null for a dynamic
            member. (versions 3+, nullable 3+)
        client_id: Client id the member connected with. (versions 0+)
        client_host: Host the member connected from. (versions 0+)
        rebalance_timeout: Longest time, in ms, the member may take to rejoin during a
            rebalance. (versions 1+)
        session_timeout: Time, in ms, without heartbeats after which the member is dropped.
            (versions 0+)
        subscription: Protocol-specific subscription the member sent when joining. (versions
            0+)
        assignment: Protocol-specific assignment the leader handed to the member. (versions
            0+)
    """

    VALID_VERSIONS: ClassVar[range] = range(0, 5)
    FLEXIBLE_VERSIONS: ClassVar[range | None] = range(4, rt.VERSION_LIMIT)

    member_id: str = ""
    group_instance_id: str | None = None
    client_id: str = ""
    client_host: str = ""
    rebalance_timeout: int = -1
    session_timeout: int = 0
    subscription: bytes = b""
    assignment: bytes = b""
    unknown_tagged_fields: rt.Tags = ()


@attrs.define(weakref_slot=False)
class GroupMetadataValue(rt.Struct):
    """The GroupMetadataValue data.

    Versions 0-4; flexible 4+.

    Attributes:
        protocol_type: Kind of group, e.g. "consumer" or "connect". (versions 0+)
        generation: Generation id of the group. (versions 0+)
        protocol: Assignment protocol the group settled on, or null if none yet. (versions
            0+, nullable 0+)
        leader: Member id of the current leader, or null if there is none. (versions 0+,
            nullable 0+)
        current_state_timestamp: When the group last changed state, in epoch milliseconds,
            or -1. (versions 2+)
        members: Current members of the group. (versions 0+)
    """

    API_KEY: ClassVar[int | None] = None
    MESSAGE_TYPE: ClassVar[str] = "data"
    VALID_VERSIONS: ClassVar[range] = range(0, 5)
    FLEXIBLE_VERSIONS: ClassVar[range | None] = range(4, rt.VERSION_LIMIT)

    protocol_type: str = ""
    generation: int = 0
    protocol: str | None = ""
    leader: str | None = ""
    current_state_timestamp: int = -1
    members: list[MemberMetadata] = attrs.field(factory=list)
    unknown_tagged_fields: rt.Tags = ()


def _decode_MemberMetadata_v0(data: bytes, pos: int) -> tuple[MemberMetadata, int]:
    """Decode MemberMetadata, version 0."""
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
    session_timeout, n_subscription = _S_ii.unpack_from(data, pos)
    pos += 8
    end = pos + n_subscription
    if n_subscription < 0 or end > data_end:
        raise rt.Malformed
    subscription = data[pos:end]
    pos = end
    (n_assignment,) = _S_i.unpack_from(data, pos)
    pos += 4
    end = pos + n_assignment
    if n_assignment < 0 or end > data_end:
        raise rt.Malformed
    assignment = data[pos:end]
    pos = end
    obj = _new(MemberMetadata)
    obj.member_id = member_id
    obj.group_instance_id = None
    obj.client_id = client_id
    obj.client_host = client_host
    obj.rebalance_timeout = -1
    obj.session_timeout = session_timeout
    obj.subscription = subscription
    obj.assignment = assignment
    obj.unknown_tagged_fields = ()
    return obj, pos


def _decode_MemberMetadata_v1(data: bytes, pos: int) -> tuple[MemberMetadata, int]:
    """Decode MemberMetadata, versions 1, 2."""
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
    rebalance_timeout, session_timeout, n_subscription = _S_iii.unpack_from(data, pos)
    pos += 12
    end = pos + n_subscription
    if n_subscription < 0 or end > data_end:
        raise rt.Malformed
    subscription = data[pos:end]
    pos = end
    (n_assignment,) = _S_i.unpack_from(data, pos)
    pos += 4
    end = pos + n_assignment
    if n_assignment < 0 or end > data_end:
        raise rt.Malformed
    assignment = data[pos:end]
    pos = end
    obj = _new(MemberMetadata)
    obj.member_id = member_id
    obj.group_instance_id = None
    obj.client_id = client_id
    obj.client_host = client_host
    obj.rebalance_timeout = rebalance_timeout
    obj.session_timeout = session_timeout
    obj.subscription = subscription
    obj.assignment = assignment
    obj.unknown_tagged_fields = ()
    return obj, pos


def _decode_MemberMetadata_v3(data: bytes, pos: int) -> tuple[MemberMetadata, int]:
    """Decode MemberMetadata, version 3."""
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
    rebalance_timeout, session_timeout, n_subscription = _S_iii.unpack_from(data, pos)
    pos += 12
    end = pos + n_subscription
    if n_subscription < 0 or end > data_end:
        raise rt.Malformed
    subscription = data[pos:end]
    pos = end
    (n_assignment,) = _S_i.unpack_from(data, pos)
    pos += 4
    end = pos + n_assignment
    if n_assignment < 0 or end > data_end:
        raise rt.Malformed
    assignment = data[pos:end]
    pos = end
    obj = _new(MemberMetadata)
    obj.member_id = member_id
    obj.group_instance_id = group_instance_id
    obj.client_id = client_id
    obj.client_host = client_host
    obj.rebalance_timeout = rebalance_timeout
    obj.session_timeout = session_timeout
    obj.subscription = subscription
    obj.assignment = assignment
    obj.unknown_tagged_fields = ()
    return obj, pos


def _decode_MemberMetadata_v4(data: bytes, pos: int) -> tuple[MemberMetadata, int]:
    """Decode MemberMetadata, version 4."""
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
    rebalance_timeout, session_timeout, n_subscription = _S_iiB.unpack_from(data, pos)
    pos += 9
    if n_subscription > 127:
        n_subscription, pos = rt.read_uvarint(data, pos - 1)
    end = pos + n_subscription - 1
    if not n_subscription or end > data_end:
        raise rt.Malformed
    subscription = data[pos:end]
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
    obj = _new(MemberMetadata)
    obj.member_id = member_id
    obj.group_instance_id = group_instance_id
    obj.client_id = client_id
    obj.client_host = client_host
    obj.rebalance_timeout = rebalance_timeout
    obj.session_timeout = session_timeout
    obj.subscription = subscription
    obj.assignment = assignment
    obj.unknown_tagged_fields = unknown
    return obj, pos


def _encode_MemberMetadata_v0(obj: MemberMetadata, out: bytearray) -> None:
    """Encode MemberMetadata, version 0."""
    b_member_id = obj.member_id.encode()
    out += _S_h.pack(len(b_member_id))
    out += b_member_id
    b_client_id = obj.client_id.encode()
    out += _S_h.pack(len(b_client_id))
    out += b_client_id
    b_client_host = obj.client_host.encode()
    out += _S_h.pack(len(b_client_host))
    out += b_client_host
    b_subscription = obj.subscription
    out += _S_ii.pack(obj.session_timeout, len(b_subscription))
    out += b_subscription
    b_assignment = obj.assignment
    out += _S_i.pack(len(b_assignment))
    out += b_assignment
    if obj.unknown_tagged_fields:
        raise rt.Malformed


def _encode_MemberMetadata_v1(obj: MemberMetadata, out: bytearray) -> None:
    """Encode MemberMetadata, versions 1, 2."""
    b_member_id = obj.member_id.encode()
    out += _S_h.pack(len(b_member_id))
    out += b_member_id
    b_client_id = obj.client_id.encode()
    out += _S_h.pack(len(b_client_id))
    out += b_client_id
    b_client_host = obj.client_host.encode()
    out += _S_h.pack(len(b_client_host))
    out += b_client_host
    b_subscription = obj.subscription
    out += _S_iii.pack(obj.rebalance_timeout, obj.session_timeout, len(b_subscription))
    out += b_subscription
    b_assignment = obj.assignment
    out += _S_i.pack(len(b_assignment))
    out += b_assignment
    if obj.unknown_tagged_fields:
        raise rt.Malformed


def _encode_MemberMetadata_v3(obj: MemberMetadata, out: bytearray) -> None:
    """Encode MemberMetadata, version 3."""
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
    b_subscription = obj.subscription
    out += _S_iii.pack(obj.rebalance_timeout, obj.session_timeout, len(b_subscription))
    out += b_subscription
    b_assignment = obj.assignment
    out += _S_i.pack(len(b_assignment))
    out += b_assignment
    if obj.unknown_tagged_fields:
        raise rt.Malformed


def _encode_MemberMetadata_v4(obj: MemberMetadata, out: bytearray) -> None:
    """Encode MemberMetadata, version 4."""
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
    out += _S_ii.pack(obj.rebalance_timeout, obj.session_timeout)
    b_subscription = obj.subscription
    n = len(b_subscription) + 1
    if n < 128:
        out.append(n)
    elif n < 0x4000:
        out.append((n & 0x7F) | 0x80)
        out.append(n >> 7)
    else:
        out += rt.uvarint(n)
    out += b_subscription
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


def _decode_GroupMetadataValue_v0(data: bytes, pos: int) -> tuple[GroupMetadataValue, int]:
    """Decode GroupMetadataValue, version 0."""
    data_end = len(data)
    (n_protocol_type,) = _S_h.unpack_from(data, pos)
    pos += 2
    end = pos + n_protocol_type
    if n_protocol_type < 0 or end > data_end:
        raise rt.Malformed
    protocol_type = data[pos:end].decode()
    pos = end
    generation, n_protocol = _S_ih.unpack_from(data, pos)
    pos += 6
    protocol: str | None
    if n_protocol < 0:
        if n_protocol != -1:
            raise rt.Malformed
        protocol = None
    else:
        end = pos + n_protocol
        if end > data_end:
            raise rt.Malformed
        protocol = data[pos:end].decode()
        pos = end
    (n_leader,) = _S_h.unpack_from(data, pos)
    pos += 2
    leader: str | None
    if n_leader < 0:
        if n_leader != -1:
            raise rt.Malformed
        leader = None
    else:
        end = pos + n_leader
        if end > data_end:
            raise rt.Malformed
        leader = data[pos:end].decode()
        pos = end
    (n_members,) = _S_i.unpack_from(data, pos)
    pos += 4
    if n_members < 0:
        raise rt.Malformed
    if n_members > data_end - pos:
        raise rt.Malformed
    items_members: list[MemberMetadata] = []
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
        members__session_timeout, n_members__subscription = _S_ii.unpack_from(data, pos)
        pos += 8
        end = pos + n_members__subscription
        if n_members__subscription < 0 or end > data_end:
            raise rt.Malformed
        members__subscription = data[pos:end]
        pos = end
        (n_members__assignment,) = _S_i.unpack_from(data, pos)
        pos += 4
        end = pos + n_members__assignment
        if n_members__assignment < 0 or end > data_end:
            raise rt.Malformed
        members__assignment = data[pos:end]
        pos = end
        e_members = _new(MemberMetadata)
        e_members.member_id = members__member_id
        e_members.group_instance_id = None
        e_members.client_id = members__client_id
        e_members.client_host = members__client_host
        e_members.rebalance_timeout = -1
        e_members.session_timeout = members__session_timeout
        e_members.subscription = members__subscription
        e_members.assignment = members__assignment
        e_members.unknown_tagged_fields = ()
        items_members.append(e_members)
    members = items_members
    obj = _new(GroupMetadataValue)
    obj.protocol_type = protocol_type
    obj.generation = generation
    obj.protocol = protocol
    obj.leader = leader
    obj.current_state_timestamp = -1
    obj.members = members
    obj.unknown_tagged_fields = ()
    return obj, pos


def _decode_GroupMetadataValue_v1(data: bytes, pos: int) -> tuple[GroupMetadataValue, int]:
    """Decode GroupMetadataValue, version 1."""
    data_end = len(data)
    (n_protocol_type,) = _S_h.unpack_from(data, pos)
    pos += 2
    end = pos + n_protocol_type
    if n_protocol_type < 0 or end > data_end:
        raise rt.Malformed
    protocol_type = data[pos:end].decode()
    pos = end
    generation, n_protocol = _S_ih.unpack_from(data, pos)
    pos += 6
    protocol: str | None
    if n_protocol < 0:
        if n_protocol != -1:
            raise rt.Malformed
        protocol = None
    else:
        end = pos + n_protocol
        if end > data_end:
            raise rt.Malformed
        protocol = data[pos:end].decode()
        pos = end
    (n_leader,) = _S_h.unpack_from(data, pos)
    pos += 2
    leader: str | None
    if n_leader < 0:
        if n_leader != -1:
            raise rt.Malformed
        leader = None
    else:
        end = pos + n_leader
        if end > data_end:
            raise rt.Malformed
        leader = data[pos:end].decode()
        pos = end
    (n_members,) = _S_i.unpack_from(data, pos)
    pos += 4
    if n_members < 0:
        raise rt.Malformed
    if n_members > data_end - pos:
        raise rt.Malformed
    items_members: list[MemberMetadata] = []
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
        members__rebalance_timeout, members__session_timeout, n_members__subscription = (
            _S_iii.unpack_from(data, pos)
        )
        pos += 12
        end = pos + n_members__subscription
        if n_members__subscription < 0 or end > data_end:
            raise rt.Malformed
        members__subscription = data[pos:end]
        pos = end
        (n_members__assignment,) = _S_i.unpack_from(data, pos)
        pos += 4
        end = pos + n_members__assignment
        if n_members__assignment < 0 or end > data_end:
            raise rt.Malformed
        members__assignment = data[pos:end]
        pos = end
        e_members = _new(MemberMetadata)
        e_members.member_id = members__member_id
        e_members.group_instance_id = None
        e_members.client_id = members__client_id
        e_members.client_host = members__client_host
        e_members.rebalance_timeout = members__rebalance_timeout
        e_members.session_timeout = members__session_timeout
        e_members.subscription = members__subscription
        e_members.assignment = members__assignment
        e_members.unknown_tagged_fields = ()
        items_members.append(e_members)
    members = items_members
    obj = _new(GroupMetadataValue)
    obj.protocol_type = protocol_type
    obj.generation = generation
    obj.protocol = protocol
    obj.leader = leader
    obj.current_state_timestamp = -1
    obj.members = members
    obj.unknown_tagged_fields = ()
    return obj, pos


def _decode_GroupMetadataValue_v2(data: bytes, pos: int) -> tuple[GroupMetadataValue, int]:
    """Decode GroupMetadataValue, version 2."""
    data_end = len(data)
    (n_protocol_type,) = _S_h.unpack_from(data, pos)
    pos += 2
    end = pos + n_protocol_type
    if n_protocol_type < 0 or end > data_end:
        raise rt.Malformed
    protocol_type = data[pos:end].decode()
    pos = end
    generation, n_protocol = _S_ih.unpack_from(data, pos)
    pos += 6
    protocol: str | None
    if n_protocol < 0:
        if n_protocol != -1:
            raise rt.Malformed
        protocol = None
    else:
        end = pos + n_protocol
        if end > data_end:
            raise rt.Malformed
        protocol = data[pos:end].decode()
        pos = end
    (n_leader,) = _S_h.unpack_from(data, pos)
    pos += 2
    leader: str | None
    if n_leader < 0:
        if n_leader != -1:
            raise rt.Malformed
        leader = None
    else:
        end = pos + n_leader
        if end > data_end:
            raise rt.Malformed
        leader = data[pos:end].decode()
        pos = end
    current_state_timestamp, n_members = _S_qi.unpack_from(data, pos)
    pos += 12
    if n_members < 0:
        raise rt.Malformed
    if n_members > data_end - pos:
        raise rt.Malformed
    items_members: list[MemberMetadata] = []
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
        members__rebalance_timeout, members__session_timeout, n_members__subscription = (
            _S_iii.unpack_from(data, pos)
        )
        pos += 12
        end = pos + n_members__subscription
        if n_members__subscription < 0 or end > data_end:
            raise rt.Malformed
        members__subscription = data[pos:end]
        pos = end
        (n_members__assignment,) = _S_i.unpack_from(data, pos)
        pos += 4
        end = pos + n_members__assignment
        if n_members__assignment < 0 or end > data_end:
            raise rt.Malformed
        members__assignment = data[pos:end]
        pos = end
        e_members = _new(MemberMetadata)
        e_members.member_id = members__member_id
        e_members.group_instance_id = None
        e_members.client_id = members__client_id
        e_members.client_host = members__client_host
        e_members.rebalance_timeout = members__rebalance_timeout
        e_members.session_timeout = members__session_timeout
        e_members.subscription = members__subscription
        e_members.assignment = members__assignment
        e_members.unknown_tagged_fields = ()
        items_members.append(e_members)
    members = items_members
    obj = _new(GroupMetadataValue)
    obj.protocol_type = protocol_type
    obj.generation = generation
    obj.protocol = protocol
    obj.leader = leader
    obj.current_state_timestamp = current_state_timestamp
    obj.members = members
    obj.unknown_tagged_fields = ()
    return obj, pos


def _decode_GroupMetadataValue_v3(data: bytes, pos: int) -> tuple[GroupMetadataValue, int]:
    """Decode GroupMetadataValue, version 3."""
    data_end = len(data)
    (n_protocol_type,) = _S_h.unpack_from(data, pos)
    pos += 2
    end = pos + n_protocol_type
    if n_protocol_type < 0 or end > data_end:
        raise rt.Malformed
    protocol_type = data[pos:end].decode()
    pos = end
    generation, n_protocol = _S_ih.unpack_from(data, pos)
    pos += 6
    protocol: str | None
    if n_protocol < 0:
        if n_protocol != -1:
            raise rt.Malformed
        protocol = None
    else:
        end = pos + n_protocol
        if end > data_end:
            raise rt.Malformed
        protocol = data[pos:end].decode()
        pos = end
    (n_leader,) = _S_h.unpack_from(data, pos)
    pos += 2
    leader: str | None
    if n_leader < 0:
        if n_leader != -1:
            raise rt.Malformed
        leader = None
    else:
        end = pos + n_leader
        if end > data_end:
            raise rt.Malformed
        leader = data[pos:end].decode()
        pos = end
    current_state_timestamp, n_members = _S_qi.unpack_from(data, pos)
    pos += 12
    if n_members < 0:
        raise rt.Malformed
    if n_members > data_end - pos:
        raise rt.Malformed
    items_members: list[MemberMetadata] = []
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
        members__rebalance_timeout, members__session_timeout, n_members__subscription = (
            _S_iii.unpack_from(data, pos)
        )
        pos += 12
        end = pos + n_members__subscription
        if n_members__subscription < 0 or end > data_end:
            raise rt.Malformed
        members__subscription = data[pos:end]
        pos = end
        (n_members__assignment,) = _S_i.unpack_from(data, pos)
        pos += 4
        end = pos + n_members__assignment
        if n_members__assignment < 0 or end > data_end:
            raise rt.Malformed
        members__assignment = data[pos:end]
        pos = end
        e_members = _new(MemberMetadata)
        e_members.member_id = members__member_id
        e_members.group_instance_id = members__group_instance_id
        e_members.client_id = members__client_id
        e_members.client_host = members__client_host
        e_members.rebalance_timeout = members__rebalance_timeout
        e_members.session_timeout = members__session_timeout
        e_members.subscription = members__subscription
        e_members.assignment = members__assignment
        e_members.unknown_tagged_fields = ()
        items_members.append(e_members)
    members = items_members
    obj = _new(GroupMetadataValue)
    obj.protocol_type = protocol_type
    obj.generation = generation
    obj.protocol = protocol
    obj.leader = leader
    obj.current_state_timestamp = current_state_timestamp
    obj.members = members
    obj.unknown_tagged_fields = ()
    return obj, pos


def _decode_GroupMetadataValue_v4(data: bytes, pos: int) -> tuple[GroupMetadataValue, int]:
    """Decode GroupMetadataValue, version 4."""
    data_end = len(data)
    n_protocol_type = data[pos]
    pos += 1
    if n_protocol_type > 127:
        n_protocol_type, pos = rt.read_string_length(data, pos - 1)
    end = pos + n_protocol_type - 1
    if not n_protocol_type or end > data_end:
        raise rt.Malformed
    protocol_type = data[pos:end].decode()
    pos = end
    generation, n_protocol = _S_iB.unpack_from(data, pos)
    pos += 5
    if n_protocol > 127:
        n_protocol, pos = rt.read_string_length(data, pos - 1)
    protocol: str | None
    if not n_protocol:
        protocol = None
    else:
        end = pos + n_protocol - 1
        if end > data_end:
            raise rt.Malformed
        protocol = data[pos:end].decode()
        pos = end
    n_leader = data[pos]
    pos += 1
    if n_leader > 127:
        n_leader, pos = rt.read_string_length(data, pos - 1)
    leader: str | None
    if not n_leader:
        leader = None
    else:
        end = pos + n_leader - 1
        if end > data_end:
            raise rt.Malformed
        leader = data[pos:end].decode()
        pos = end
    current_state_timestamp, n_members = _S_qB.unpack_from(data, pos)
    pos += 9
    if n_members > 127:
        n_members, pos = rt.read_uvarint(data, pos - 1)
    n_members -= 1
    if n_members < 0:
        raise rt.Malformed
    if n_members > data_end - pos:
        raise rt.Malformed
    items_members: list[MemberMetadata] = []
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
        members__rebalance_timeout, members__session_timeout, n_members__subscription = (
            _S_iiB.unpack_from(data, pos)
        )
        pos += 9
        if n_members__subscription > 127:
            n_members__subscription, pos = rt.read_uvarint(data, pos - 1)
        end = pos + n_members__subscription - 1
        if not n_members__subscription or end > data_end:
            raise rt.Malformed
        members__subscription = data[pos:end]
        pos = end
        n_members__assignment = data[pos]
        pos += 1
        if n_members__assignment > 127:
            n_members__assignment, pos = rt.read_uvarint(data, pos - 1)
        end = pos + n_members__assignment - 1
        if not n_members__assignment or end > data_end:
            raise rt.Malformed
        members__assignment = data[pos:end]
        pos = end
        members__tag_count = data[pos]
        pos += 1
        members__unknown: rt.Tags = ()
        if members__tag_count:
            members__unknown, pos = rt.read_unknown_tags(data, pos - 1)
        e_members = _new(MemberMetadata)
        e_members.member_id = members__member_id
        e_members.group_instance_id = members__group_instance_id
        e_members.client_id = members__client_id
        e_members.client_host = members__client_host
        e_members.rebalance_timeout = members__rebalance_timeout
        e_members.session_timeout = members__session_timeout
        e_members.subscription = members__subscription
        e_members.assignment = members__assignment
        e_members.unknown_tagged_fields = members__unknown
        items_members.append(e_members)
    members = items_members
    tag_count = data[pos]
    pos += 1
    unknown: rt.Tags = ()
    if tag_count:
        unknown, pos = rt.read_unknown_tags(data, pos - 1)
    obj = _new(GroupMetadataValue)
    obj.protocol_type = protocol_type
    obj.generation = generation
    obj.protocol = protocol
    obj.leader = leader
    obj.current_state_timestamp = current_state_timestamp
    obj.members = members
    obj.unknown_tagged_fields = unknown
    return obj, pos


def _encode_GroupMetadataValue_v0(obj: GroupMetadataValue, out: bytearray) -> None:
    """Encode GroupMetadataValue, version 0."""
    b_protocol_type = obj.protocol_type.encode()
    out += _S_h.pack(len(b_protocol_type))
    out += b_protocol_type
    s_protocol = obj.protocol
    b_protocol = None if s_protocol is None else s_protocol.encode()
    out += _S_ih.pack(obj.generation, -1 if b_protocol is None else len(b_protocol))
    if b_protocol is not None:
        out += b_protocol
    s_leader = obj.leader
    b_leader = None if s_leader is None else s_leader.encode()
    out += _S_h.pack(-1 if b_leader is None else len(b_leader))
    if b_leader is not None:
        out += b_leader
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
        b_members__subscription = e_members.subscription
        out += _S_ii.pack(e_members.session_timeout, len(b_members__subscription))
        out += b_members__subscription
        b_members__assignment = e_members.assignment
        out += _S_i.pack(len(b_members__assignment))
        out += b_members__assignment
        if e_members.unknown_tagged_fields:
            raise rt.Malformed
    if obj.unknown_tagged_fields:
        raise rt.Malformed


def _encode_GroupMetadataValue_v1(obj: GroupMetadataValue, out: bytearray) -> None:
    """Encode GroupMetadataValue, version 1."""
    b_protocol_type = obj.protocol_type.encode()
    out += _S_h.pack(len(b_protocol_type))
    out += b_protocol_type
    s_protocol = obj.protocol
    b_protocol = None if s_protocol is None else s_protocol.encode()
    out += _S_ih.pack(obj.generation, -1 if b_protocol is None else len(b_protocol))
    if b_protocol is not None:
        out += b_protocol
    s_leader = obj.leader
    b_leader = None if s_leader is None else s_leader.encode()
    out += _S_h.pack(-1 if b_leader is None else len(b_leader))
    if b_leader is not None:
        out += b_leader
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
        b_members__subscription = e_members.subscription
        out += _S_iii.pack(
            e_members.rebalance_timeout, e_members.session_timeout, len(b_members__subscription)
        )
        out += b_members__subscription
        b_members__assignment = e_members.assignment
        out += _S_i.pack(len(b_members__assignment))
        out += b_members__assignment
        if e_members.unknown_tagged_fields:
            raise rt.Malformed
    if obj.unknown_tagged_fields:
        raise rt.Malformed


def _encode_GroupMetadataValue_v2(obj: GroupMetadataValue, out: bytearray) -> None:
    """Encode GroupMetadataValue, version 2."""
    b_protocol_type = obj.protocol_type.encode()
    out += _S_h.pack(len(b_protocol_type))
    out += b_protocol_type
    s_protocol = obj.protocol
    b_protocol = None if s_protocol is None else s_protocol.encode()
    out += _S_ih.pack(obj.generation, -1 if b_protocol is None else len(b_protocol))
    if b_protocol is not None:
        out += b_protocol
    s_leader = obj.leader
    b_leader = None if s_leader is None else s_leader.encode()
    out += _S_h.pack(-1 if b_leader is None else len(b_leader))
    if b_leader is not None:
        out += b_leader
    a_members = obj.members
    out += _S_qi.pack(obj.current_state_timestamp, len(a_members))
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
        b_members__subscription = e_members.subscription
        out += _S_iii.pack(
            e_members.rebalance_timeout, e_members.session_timeout, len(b_members__subscription)
        )
        out += b_members__subscription
        b_members__assignment = e_members.assignment
        out += _S_i.pack(len(b_members__assignment))
        out += b_members__assignment
        if e_members.unknown_tagged_fields:
            raise rt.Malformed
    if obj.unknown_tagged_fields:
        raise rt.Malformed


def _encode_GroupMetadataValue_v3(obj: GroupMetadataValue, out: bytearray) -> None:
    """Encode GroupMetadataValue, version 3."""
    b_protocol_type = obj.protocol_type.encode()
    out += _S_h.pack(len(b_protocol_type))
    out += b_protocol_type
    s_protocol = obj.protocol
    b_protocol = None if s_protocol is None else s_protocol.encode()
    out += _S_ih.pack(obj.generation, -1 if b_protocol is None else len(b_protocol))
    if b_protocol is not None:
        out += b_protocol
    s_leader = obj.leader
    b_leader = None if s_leader is None else s_leader.encode()
    out += _S_h.pack(-1 if b_leader is None else len(b_leader))
    if b_leader is not None:
        out += b_leader
    a_members = obj.members
    out += _S_qi.pack(obj.current_state_timestamp, len(a_members))
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
        b_members__subscription = e_members.subscription
        out += _S_iii.pack(
            e_members.rebalance_timeout, e_members.session_timeout, len(b_members__subscription)
        )
        out += b_members__subscription
        b_members__assignment = e_members.assignment
        out += _S_i.pack(len(b_members__assignment))
        out += b_members__assignment
        if e_members.unknown_tagged_fields:
            raise rt.Malformed
    if obj.unknown_tagged_fields:
        raise rt.Malformed


def _encode_GroupMetadataValue_v4(obj: GroupMetadataValue, out: bytearray) -> None:
    """Encode GroupMetadataValue, version 4."""
    append = out.append
    b_protocol_type = obj.protocol_type.encode()
    n = len(b_protocol_type) + 1
    if n < 128:
        append(n)
    else:
        out += rt.string_length(n)
    out += b_protocol_type
    out += _S_i.pack(obj.generation)
    s_protocol = obj.protocol
    if s_protocol is None:
        append(0)
    else:
        b_protocol = s_protocol.encode()
        n = len(b_protocol) + 1
        if n < 128:
            append(n)
        else:
            out += rt.string_length(n)
        out += b_protocol
    s_leader = obj.leader
    if s_leader is None:
        append(0)
    else:
        b_leader = s_leader.encode()
        n = len(b_leader) + 1
        if n < 128:
            append(n)
        else:
            out += rt.string_length(n)
        out += b_leader
    out += _S_q.pack(obj.current_state_timestamp)
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
        out += _S_ii.pack(e_members.rebalance_timeout, e_members.session_timeout)
        b_members__subscription = e_members.subscription
        n = len(b_members__subscription) + 1
        if n < 128:
            append(n)
        elif n < 0x4000:
            append((n & 0x7F) | 0x80)
            append(n >> 7)
        else:
            out += rt.uvarint(n)
        out += b_members__subscription
        b_members__assignment = e_members.assignment
        n = len(b_members__assignment) + 1
        if n < 128:
            append(n)
        elif n < 0x4000:
            append((n & 0x7F) | 0x80)
            append(n >> 7)
        else:
            out += rt.uvarint(n)
        out += b_members__assignment
        if e_members.unknown_tagged_fields:
            rt.write_tags(out, (), e_members.unknown_tagged_fields)
        else:
            append(0)
    if obj.unknown_tagged_fields:
        rt.write_tags(out, (), obj.unknown_tagged_fields)
    else:
        append(0)


MemberMetadata._SCHEMA = rt.StructInfo(
    "MemberMetadata",
    (
        rt.FieldInfo("member_id", "memberId", "string", rt.vr("0+"), default=""),
        rt.FieldInfo(
            "group_instance_id",
            "groupInstanceId",
            "string",
            rt.vr("3+"),
            nullable=rt.vr("3+"),
            ignorable=True,
        ),
        rt.FieldInfo("client_id", "clientId", "string", rt.vr("0+"), default=""),
        rt.FieldInfo("client_host", "clientHost", "string", rt.vr("0+"), default=""),
        rt.FieldInfo(
            "rebalance_timeout",
            "rebalanceTimeout",
            "int32",
            rt.vr("1+"),
            default=-1,
            ignorable=True,
        ),
        rt.FieldInfo("session_timeout", "sessionTimeout", "int32", rt.vr("0+"), default=0),
        rt.FieldInfo("subscription", "subscription", "bytes", rt.vr("0+"), default=b""),
        rt.FieldInfo("assignment", "assignment", "bytes", rt.vr("0+"), default=b""),
    ),
    flexible=rt.vr("4+"),
)
MemberMetadata._DECODERS = {
    0: _decode_MemberMetadata_v0,
    1: _decode_MemberMetadata_v1,
    2: _decode_MemberMetadata_v1,
    3: _decode_MemberMetadata_v3,
    4: _decode_MemberMetadata_v4,
}
MemberMetadata._ENCODERS = {
    0: _encode_MemberMetadata_v0,
    1: _encode_MemberMetadata_v1,
    2: _encode_MemberMetadata_v1,
    3: _encode_MemberMetadata_v3,
    4: _encode_MemberMetadata_v4,
}

GroupMetadataValue._SCHEMA = rt.StructInfo(
    "GroupMetadataValue",
    (
        rt.FieldInfo("protocol_type", "protocolType", "string", rt.vr("0+"), default=""),
        rt.FieldInfo("generation", "generation", "int32", rt.vr("0+"), default=0),
        rt.FieldInfo(
            "protocol", "protocol", "string", rt.vr("0+"), nullable=rt.vr("0+"), default=""
        ),
        rt.FieldInfo("leader", "leader", "string", rt.vr("0+"), nullable=rt.vr("0+"), default=""),
        rt.FieldInfo(
            "current_state_timestamp",
            "currentStateTimestamp",
            "int64",
            rt.vr("2+"),
            default=-1,
            ignorable=True,
        ),
        rt.FieldInfo(
            "members",
            "members",
            "struct",
            rt.vr("0+"),
            is_array=True,
            struct=lambda: MemberMetadata,
            default=(),
        ),
    ),
    flexible=rt.vr("4+"),
)
GroupMetadataValue._DECODERS = {
    0: _decode_GroupMetadataValue_v0,
    1: _decode_GroupMetadataValue_v1,
    2: _decode_GroupMetadataValue_v2,
    3: _decode_GroupMetadataValue_v3,
    4: _decode_GroupMetadataValue_v4,
}
GroupMetadataValue._ENCODERS = {
    0: _encode_GroupMetadataValue_v0,
    1: _encode_GroupMetadataValue_v1,
    2: _encode_GroupMetadataValue_v2,
    3: _encode_GroupMetadataValue_v3,
    4: _encode_GroupMetadataValue_v4,
}
