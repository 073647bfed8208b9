"""JoinGroupRequest: generated from JoinGroupRequest.json; edit the schema, not this file."""

from __future__ import annotations

import struct
from typing import ClassVar

import attrs

from kgroup_proto import runtime as rt

_new = object.__new__
_S_h = struct.Struct(">h")
_S_i = struct.Struct(">i")
_S_ih = struct.Struct(">ih")
_S_ii = struct.Struct(">ii")
_S_iiB = struct.Struct(">iiB")
_S_iih = struct.Struct(">iih")


@attrs.define(weakref_slot=False)
class JoinGroupRequestProtocol(rt.Struct):
    """Protocols this member can run, in order of preference.

    Versions 0-9; flexible 6+.

    Attributes:
        name: Protocol name, e.g. an assignor such as "range". (versions 0+)
        metadata: Opaque member data for this protocol. (versions 0+)
    """

    VALID_VERSIONS: ClassVar[range] = range(0, 10)
    FLEXIBLE_VERSIONS: ClassVar[range | None] = range(6, rt.VERSION_LIMIT)

    name: str = ""
    metadata: bytes = b""
    unknown_tagged_fields: rt.Tags = ()


@attrs.define(weakref_slot=False)
class JoinGroupRequest(rt.Struct):
    """The JoinGroupRequest request.

    API key 11, versions 0-9; flexible 6+.

    Attributes:
        group_id: Id of the group to join. (versions 0+)
        session_timeout_ms: Milliseconds without a heartbeat after which the coordinator
            drops the member. (versions 0+)
        rebalance_timeout_ms: Milliseconds the coordinator waits for every member to rejoin
            during a rebalance. (versions 1+)
        member_id: Member id handed out by the coordinator; empty on a first join. (versions
            0+)
        group_instance_id: Static instance id configured by the user, or null for a dynamic
            member. (versions 5+, nullable 5+)
        protocol_type: Kind of protocol the group runs, e.g. "consumer". (versions 0+)
        protocols: Protocols this member can run, in order of preference. (versions 0+)
        reason: Why the member is joining or rejoining, for the broker's logs. (versions 8+,
            nullable 8+)
    """

    API_KEY: ClassVar[int | None] = 11
    MESSAGE_TYPE: ClassVar[str] = "request"
    VALID_VERSIONS: ClassVar[range] = range(0, 10)
    FLEXIBLE_VERSIONS: ClassVar[range | None] = range(6, rt.VERSION_LIMIT)

    group_id: str = ""
    session_timeout_ms: int = 0
    rebalance_timeout_ms: int = -1
    member_id: str = ""
    group_instance_id: str | None = None
    protocol_type: str = ""
    protocols: list[JoinGroupRequestProtocol] = attrs.field(factory=list)
    reason: str | None = None
    unknown_tagged_fields: rt.Tags = ()


def _decode_JoinGroupRequestProtocol_v0(
    data: bytes, pos: int
) -> tuple[JoinGroupRequestProtocol, int]:
    """Decode JoinGroupRequestProtocol, versions 0, 1, 2, 3, 4, 5."""
    data_end = len(data)
    (n_name,) = _S_h.unpack_from(data, pos)
    pos += 2
    end = pos + n_name
    if n_name < 0 or end > data_end:
        raise rt.Malformed
    name = data[pos:end].decode()
    pos = end
    (n_metadata,) = _S_i.unpack_from(data, pos)
    pos += 4
    end = pos + n_metadata
    if n_metadata < 0 or end > data_end:
        raise rt.Malformed
    metadata = data[pos:end]
    pos = end
    obj = _new(JoinGroupRequestProtocol)
    obj.name = name
    obj.metadata = metadata
    obj.unknown_tagged_fields = ()
    return obj, pos


def _decode_JoinGroupRequestProtocol_v6(
    data: bytes, pos: int
) -> tuple[JoinGroupRequestProtocol, int]:
    """Decode JoinGroupRequestProtocol, versions 6, 7, 8, 9."""
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
    obj = _new(JoinGroupRequestProtocol)
    obj.name = name
    obj.metadata = metadata
    obj.unknown_tagged_fields = unknown
    return obj, pos


def _encode_JoinGroupRequestProtocol_v0(obj: JoinGroupRequestProtocol, out: bytearray) -> None:
    """Encode JoinGroupRequestProtocol, versions 0, 1, 2, 3, 4, 5."""
    b_name = obj.name.encode()
    out += _S_h.pack(len(b_name))
    out += b_name
    b_metadata = obj.metadata
    out += _S_i.pack(len(b_metadata))
    out += b_metadata
    if obj.unknown_tagged_fields:
        raise rt.Malformed


def _encode_JoinGroupRequestProtocol_v6(obj: JoinGroupRequestProtocol, out: bytearray) -> None:
    """Encode JoinGroupRequestProtocol, versions 6, 7, 8, 9."""
    b_name = obj.name.encode()
    n = len(b_name) + 1
    if n < 128:
        out.append(n)
    else:
        out += rt.string_length(n)
    out += b_name
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


def _decode_JoinGroupRequest_v0(data: bytes, pos: int) -> tuple[JoinGroupRequest, int]:
    """Decode JoinGroupRequest, version 0."""
    data_end = len(data)
    (n_group_id,) = _S_h.unpack_from(data, pos)
    pos += 2
    end = pos + n_group_id
    if n_group_id < 0 or end > data_end:
        raise rt.Malformed
    group_id = data[pos:end].decode()
    pos = end
    session_timeout_ms, n_member_id = _S_ih.unpack_from(data, pos)
    pos += 6
    end = pos + n_member_id
    if n_member_id < 0 or end > data_end:
        raise rt.Malformed
    member_id = data[pos:end].decode()
    pos = end
    (n_protocol_type,) = _S_h.unpack_from(data, pos)
    pos += 2
    end = pos + n_protocol_type
    if n_protocol_type < 0 or end > data_end:
        raise rt.Malformed
    protocol_type = data[pos:end].decode()
    pos = end
    (n_protocols,) = _S_i.unpack_from(data, pos)
    pos += 4
    if n_protocols < 0:
        raise rt.Malformed
    if n_protocols > data_end - pos:
        raise rt.Malformed
    items_protocols: list[JoinGroupRequestProtocol] = []
    for _ in range(n_protocols):
        (n_protocols__name,) = _S_h.unpack_from(data, pos)
        pos += 2
        end = pos + n_protocols__name
        if n_protocols__name < 0 or end > data_end:
            raise rt.Malformed
        protocols__name = data[pos:end].decode()
        pos = end
        (n_protocols__metadata,) = _S_i.unpack_from(data, pos)
        pos += 4
        end = pos + n_protocols__metadata
        if n_protocols__metadata < 0 or end > data_end:
            raise rt.Malformed
        protocols__metadata = data[pos:end]
        pos = end
        e_protocols = _new(JoinGroupRequestProtocol)
        e_protocols.name = protocols__name
        e_protocols.metadata = protocols__metadata
        e_protocols.unknown_tagged_fields = ()
        items_protocols.append(e_protocols)
    protocols = items_protocols
    obj = _new(JoinGroupRequest)
    obj.group_id = group_id
    obj.session_timeout_ms = session_timeout_ms
    obj.rebalance_timeout_ms = -1
    obj.member_id = member_id
    obj.group_instance_id = None
    obj.protocol_type = protocol_type
    obj.protocols = protocols
    obj.reason = None
    obj.unknown_tagged_fields = ()
    return obj, pos


def _decode_JoinGroupRequest_v1(data: bytes, pos: int) -> tuple[JoinGroupRequest, int]:
    """Decode JoinGroupRequest, versions 1, 2, 3, 4."""
    data_end = len(data)
    (n_group_id,) = _S_h.unpack_from(data, pos)
    pos += 2
    end = pos + n_group_id
    if n_group_id < 0 or end > data_end:
        raise rt.Malformed
    group_id = data[pos:end].decode()
    pos = end
    session_timeout_ms, rebalance_timeout_ms, n_member_id = _S_iih.unpack_from(data, pos)
    pos += 10
    end = pos + n_member_id
    if n_member_id < 0 or end > data_end:
        raise rt.Malformed
    member_id = data[pos:end].decode()
    pos = end
    (n_protocol_type,) = _S_h.unpack_from(data, pos)
    pos += 2
    end = pos + n_protocol_type
    if n_protocol_type < 0 or end > data_end:
        raise rt.Malformed
    protocol_type = data[pos:end].decode()
    pos = end
    (n_protocols,) = _S_i.unpack_from(data, pos)
    pos += 4
    if n_protocols < 0:
        raise rt.Malformed
    if n_protocols > data_end - pos:
        raise rt.Malformed
    items_protocols: list[JoinGroupRequestProtocol] = []
    for _ in range(n_protocols):
        (n_protocols__name,) = _S_h.unpack_from(data, pos)
        pos += 2
        end = pos + n_protocols__name
        if n_protocols__name < 0 or end > data_end:
            raise rt.Malformed
        protocols__name = data[pos:end].decode()
        pos = end
        (n_protocols__metadata,) = _S_i.unpack_from(data, pos)
        pos += 4
        end = pos + n_protocols__metadata
        if n_protocols__metadata < 0 or end > data_end:
            raise rt.Malformed
        protocols__metadata = data[pos:end]
        pos = end
        e_protocols = _new(JoinGroupRequestProtocol)
        e_protocols.name = protocols__name
        e_protocols.metadata = protocols__metadata
        e_protocols.unknown_tagged_fields = ()
        items_protocols.append(e_protocols)
    protocols = items_protocols
    obj = _new(JoinGroupRequest)
    obj.group_id = group_id
    obj.session_timeout_ms = session_timeout_ms
    obj.rebalance_timeout_ms = rebalance_timeout_ms
    obj.member_id = member_id
    obj.group_instance_id = None
    obj.protocol_type = protocol_type
    obj.protocols = protocols
    obj.reason = None
    obj.unknown_tagged_fields = ()
    return obj, pos


def _decode_JoinGroupRequest_v5(data: bytes, pos: int) -> tuple[JoinGroupRequest, int]:
    """Decode JoinGroupRequest, version 5."""
    data_end = len(data)
    (n_group_id,) = _S_h.unpack_from(data, pos)
    pos += 2
    end = pos + n_group_id
    if n_group_id < 0 or end > data_end:
        raise rt.Malformed
    group_id = data[pos:end].decode()
    pos = end
    session_timeout_ms, rebalance_timeout_ms, n_member_id = _S_iih.unpack_from(data, pos)
    pos += 10
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
    (n_protocol_type,) = _S_h.unpack_from(data, pos)
    pos += 2
    end = pos + n_protocol_type
    if n_protocol_type < 0 or end > data_end:
        raise rt.Malformed
    protocol_type = data[pos:end].decode()
    pos = end
    (n_protocols,) = _S_i.unpack_from(data, pos)
    pos += 4
    if n_protocols < 0:
        raise rt.Malformed
    if n_protocols > data_end - pos:
        raise rt.Malformed
    items_protocols: list[JoinGroupRequestProtocol] = []
    for _ in range(n_protocols):
        (n_protocols__name,) = _S_h.unpack_from(data, pos)
        pos += 2
        end = pos + n_protocols__name
        if n_protocols__name < 0 or end > data_end:
            raise rt.Malformed
        protocols__name = data[pos:end].decode()
        pos = end
        (n_protocols__metadata,) = _S_i.unpack_from(data, pos)
        pos += 4
        end = pos + n_protocols__metadata
        if n_protocols__metadata < 0 or end > data_end:
            raise rt.Malformed
        protocols__metadata = data[pos:end]
        pos = end
        e_protocols = _new(JoinGroupRequestProtocol)
        e_protocols.name = protocols__name
        e_protocols.metadata = protocols__metadata
        e_protocols.unknown_tagged_fields = ()
        items_protocols.append(e_protocols)
    protocols = items_protocols
    obj = _new(JoinGroupRequest)
    obj.group_id = group_id
    obj.session_timeout_ms = session_timeout_ms
    obj.rebalance_timeout_ms = rebalance_timeout_ms
    obj.member_id = member_id
    obj.group_instance_id = group_instance_id
    obj.protocol_type = protocol_type
    obj.protocols = protocols
    obj.reason = None
    obj.unknown_tagged_fields = ()
    return obj, pos


def _decode_JoinGroupRequest_v6(data: bytes, pos: int) -> tuple[JoinGroupRequest, int]:
    """Decode JoinGroupRequest, versions 6, 7."""
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
    session_timeout_ms, rebalance_timeout_ms, n_member_id = _S_iiB.unpack_from(data, pos)
    pos += 9
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
    end = pos + n_protocol_type - 1
    if not n_protocol_type or end > data_end:
        raise rt.Malformed
    protocol_type = data[pos:end].decode()
    pos = end
    n_protocols = data[pos]
    pos += 1
    if n_protocols > 127:
        n_protocols, pos = rt.read_uvarint(data, pos - 1)
    n_protocols -= 1
    if n_protocols < 0:
        raise rt.Malformed
    if n_protocols > data_end - pos:
        raise rt.Malformed
    items_protocols: list[JoinGroupRequestProtocol] = []
    for _ in range(n_protocols):
        n_protocols__name = data[pos]
        pos += 1
        if n_protocols__name > 127:
            n_protocols__name, pos = rt.read_string_length(data, pos - 1)
        end = pos + n_protocols__name - 1
        if not n_protocols__name or end > data_end:
            raise rt.Malformed
        protocols__name = data[pos:end].decode()
        pos = end
        n_protocols__metadata = data[pos]
        pos += 1
        if n_protocols__metadata > 127:
            n_protocols__metadata, pos = rt.read_uvarint(data, pos - 1)
        end = pos + n_protocols__metadata - 1
        if not n_protocols__metadata or end > data_end:
            raise rt.Malformed
        protocols__metadata = data[pos:end]
        pos = end
        protocols__tag_count = data[pos]
        pos += 1
        protocols__unknown: rt.Tags = ()
        if protocols__tag_count:
            protocols__unknown, pos = rt.read_unknown_tags(data, pos - 1)
        e_protocols = _new(JoinGroupRequestProtocol)
        e_protocols.name = protocols__name
        e_protocols.metadata = protocols__metadata
        e_protocols.unknown_tagged_fields = protocols__unknown
        items_protocols.append(e_protocols)
    protocols = items_protocols
    tag_count = data[pos]
    pos += 1
    unknown: rt.Tags = ()
    if tag_count:
        unknown, pos = rt.read_unknown_tags(data, pos - 1)
    obj = _new(JoinGroupRequest)
    obj.group_id = group_id
    obj.session_timeout_ms = session_timeout_ms
    obj.rebalance_timeout_ms = rebalance_timeout_ms
    obj.member_id = member_id
    obj.group_instance_id = group_instance_id
    obj.protocol_type = protocol_type
    obj.protocols = protocols
    obj.reason = None
    obj.unknown_tagged_fields = unknown
    return obj, pos


def _decode_JoinGroupRequest_v8(data: bytes, pos: int) -> tuple[JoinGroupRequest, int]:
    """Decode JoinGroupRequest, versions 8, 9."""
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
    session_timeout_ms, rebalance_timeout_ms, n_member_id = _S_iiB.unpack_from(data, pos)
    pos += 9
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
    end = pos + n_protocol_type - 1
    if not n_protocol_type or end > data_end:
        raise rt.Malformed
    protocol_type = data[pos:end].decode()
    pos = end
    n_protocols = data[pos]
    pos += 1
    if n_protocols > 127:
        n_protocols, pos = rt.read_uvarint(data, pos - 1)
    n_protocols -= 1
    if n_protocols < 0:
        raise rt.Malformed
    if n_protocols > data_end - pos:
        raise rt.Malformed
    items_protocols: list[JoinGroupRequestProtocol] = []
    for _ in range(n_protocols):
        n_protocols__name = data[pos]
        pos += 1
        if n_protocols__name > 127:
            n_protocols__name, pos = rt.read_string_length(data, pos - 1)
        end = pos + n_protocols__name - 1
        if not n_protocols__name or end > data_end:
            raise rt.Malformed
        protocols__name = data[pos:end].decode()
        pos = end
        n_protocols__metadata = data[pos]
        pos += 1
        if n_protocols__metadata > 127:
            n_protocols__metadata, pos = rt.read_uvarint(data, pos - 1)
        end = pos + n_protocols__metadata - 1
        if not n_protocols__metadata or end > data_end:
            raise rt.Malformed
        protocols__metadata = data[pos:end]
        pos = end
        protocols__tag_count = data[pos]
        pos += 1
        protocols__unknown: rt.Tags = ()
        if protocols__tag_count:
            protocols__unknown, pos = rt.read_unknown_tags(data, pos - 1)
        e_protocols = _new(JoinGroupRequestProtocol)
        e_protocols.name = protocols__name
        e_protocols.metadata = protocols__metadata
        e_protocols.unknown_tagged_fields = protocols__unknown
        items_protocols.append(e_protocols)
    protocols = items_protocols
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
    obj = _new(JoinGroupRequest)
    obj.group_id = group_id
    obj.session_timeout_ms = session_timeout_ms
    obj.rebalance_timeout_ms = rebalance_timeout_ms
    obj.member_id = member_id
    obj.group_instance_id = group_instance_id
    obj.protocol_type = protocol_type
    obj.protocols = protocols
    obj.reason = reason
    obj.unknown_tagged_fields = unknown
    return obj, pos


def _encode_JoinGroupRequest_v0(obj: JoinGroupRequest, out: bytearray) -> None:
    """Encode JoinGroupRequest, version 0."""
    if obj.group_instance_id is not None:
        raise rt.Malformed
    b_group_id = obj.group_id.encode()
    out += _S_h.pack(len(b_group_id))
    out += b_group_id
    b_member_id = obj.member_id.encode()
    out += _S_ih.pack(obj.session_timeout_ms, len(b_member_id))
    out += b_member_id
    b_protocol_type = obj.protocol_type.encode()
    out += _S_h.pack(len(b_protocol_type))
    out += b_protocol_type
    a_protocols = obj.protocols
    out += _S_i.pack(len(a_protocols))
    for e_protocols in a_protocols:
        b_protocols__name = e_protocols.name.encode()
        out += _S_h.pack(len(b_protocols__name))
        out += b_protocols__name
        b_protocols__metadata = e_protocols.metadata
        out += _S_i.pack(len(b_protocols__metadata))
        out += b_protocols__metadata
        if e_protocols.unknown_tagged_fields:
            raise rt.Malformed
    if obj.unknown_tagged_fields:
        raise rt.Malformed


def _encode_JoinGroupRequest_v1(obj: JoinGroupRequest, out: bytearray) -> None:
    """Encode JoinGroupRequest, versions 1, 2, 3, 4."""
    if obj.group_instance_id is not None:
        raise rt.Malformed
    b_group_id = obj.group_id.encode()
    out += _S_h.pack(len(b_group_id))
    out += b_group_id
    b_member_id = obj.member_id.encode()
    out += _S_iih.pack(obj.session_timeout_ms, obj.rebalance_timeout_ms, len(b_member_id))
    out += b_member_id
    b_protocol_type = obj.protocol_type.encode()
    out += _S_h.pack(len(b_protocol_type))
    out += b_protocol_type
    a_protocols = obj.protocols
    out += _S_i.pack(len(a_protocols))
    for e_protocols in a_protocols:
        b_protocols__name = e_protocols.name.encode()
        out += _S_h.pack(len(b_protocols__name))
        out += b_protocols__name
        b_protocols__metadata = e_protocols.metadata
        out += _S_i.pack(len(b_protocols__metadata))
        out += b_protocols__metadata
        if e_protocols.unknown_tagged_fields:
            raise rt.Malformed
    if obj.unknown_tagged_fields:
        raise rt.Malformed


def _encode_JoinGroupRequest_v5(obj: JoinGroupRequest, out: bytearray) -> None:
    """Encode JoinGroupRequest, version 5."""
    b_group_id = obj.group_id.encode()
    out += _S_h.pack(len(b_group_id))
    out += b_group_id
    b_member_id = obj.member_id.encode()
    out += _S_iih.pack(obj.session_timeout_ms, obj.rebalance_timeout_ms, len(b_member_id))
    out += b_member_id
    s_group_instance_id = obj.group_instance_id
    b_group_instance_id = None if s_group_instance_id is None else s_group_instance_id.encode()
    out += _S_h.pack(-1 if b_group_instance_id is None else len(b_group_instance_id))
    if b_group_instance_id is not None:
        out += b_group_instance_id
    b_protocol_type = obj.protocol_type.encode()
    out += _S_h.pack(len(b_protocol_type))
    out += b_protocol_type
    a_protocols = obj.protocols
    out += _S_i.pack(len(a_protocols))
    for e_protocols in a_protocols:
        b_protocols__name = e_protocols.name.encode()
        out += _S_h.pack(len(b_protocols__name))
        out += b_protocols__name
        b_protocols__metadata = e_protocols.metadata
        out += _S_i.pack(len(b_protocols__metadata))
        out += b_protocols__metadata
        if e_protocols.unknown_tagged_fields:
            raise rt.Malformed
    if obj.unknown_tagged_fields:
        raise rt.Malformed


def _encode_JoinGroupRequest_v6(obj: JoinGroupRequest, out: bytearray) -> None:
    """Encode JoinGroupRequest, versions 6, 7."""
    append = out.append
    b_group_id = obj.group_id.encode()
    n = len(b_group_id) + 1
    if n < 128:
        append(n)
    else:
        out += rt.string_length(n)
    out += b_group_id
    out += _S_ii.pack(obj.session_timeout_ms, obj.rebalance_timeout_ms)
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
    b_protocol_type = obj.protocol_type.encode()
    n = len(b_protocol_type) + 1
    if n < 128:
        append(n)
    else:
        out += rt.string_length(n)
    out += b_protocol_type
    a_protocols = obj.protocols
    n = len(a_protocols) + 1
    if n < 128:
        append(n)
    else:
        out += rt.uvarint(n)
    for e_protocols in a_protocols:
        b_protocols__name = e_protocols.name.encode()
        n = len(b_protocols__name) + 1
        if n < 128:
            append(n)
        else:
            out += rt.string_length(n)
        out += b_protocols__name
        b_protocols__metadata = e_protocols.metadata
        n = len(b_protocols__metadata) + 1
        if n < 128:
            append(n)
        elif n < 0x4000:
            append((n & 0x7F) | 0x80)
            append(n >> 7)
        else:
            out += rt.uvarint(n)
        out += b_protocols__metadata
        if e_protocols.unknown_tagged_fields:
            rt.write_tags(out, (), e_protocols.unknown_tagged_fields)
        else:
            append(0)
    if obj.unknown_tagged_fields:
        rt.write_tags(out, (), obj.unknown_tagged_fields)
    else:
        append(0)


def _encode_JoinGroupRequest_v8(obj: JoinGroupRequest, out: bytearray) -> None:
    """Encode JoinGroupRequest, versions 8, 9."""
    append = out.append
    b_group_id = obj.group_id.encode()
    n = len(b_group_id) + 1
    if n < 128:
        append(n)
    else:
        out += rt.string_length(n)
    out += b_group_id
    out += _S_ii.pack(obj.session_timeout_ms, obj.rebalance_timeout_ms)
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
    b_protocol_type = obj.protocol_type.encode()
    n = len(b_protocol_type) + 1
    if n < 128:
        append(n)
    else:
        out += rt.string_length(n)
    out += b_protocol_type
    a_protocols = obj.protocols
    n = len(a_protocols) + 1
    if n < 128:
        append(n)
    else:
        out += rt.uvarint(n)
    for e_protocols in a_protocols:
        b_protocols__name = e_protocols.name.encode()
        n = len(b_protocols__name) + 1
        if n < 128:
            append(n)
        else:
            out += rt.string_length(n)
        out += b_protocols__name
        b_protocols__metadata = e_protocols.metadata
        n = len(b_protocols__metadata) + 1
        if n < 128:
            append(n)
        elif n < 0x4000:
            append((n & 0x7F) | 0x80)
            append(n >> 7)
        else:
            out += rt.uvarint(n)
        out += b_protocols__metadata
        if e_protocols.unknown_tagged_fields:
            rt.write_tags(out, (), e_protocols.unknown_tagged_fields)
        else:
            append(0)
    s_reason = obj.reason
    if s_reason is None:
        append(0)
    else:
        b_reason = s_reason.encode()
        n = len(b_reason) + 1
        if n < 128:
            append(n)
        else:
            out += rt.string_length(n)
        out += b_reason
    if obj.unknown_tagged_fields:
        rt.write_tags(out, (), obj.unknown_tagged_fields)
    else:
        append(0)


JoinGroupRequestProtocol._SCHEMA = rt.StructInfo(
    "JoinGroupRequestProtocol",
    (
        rt.FieldInfo("name", "name", "string", rt.vr("0+"), default=""),
        rt.FieldInfo("metadata", "metadata", "bytes", rt.vr("0+"), default=b""),
    ),
    flexible=rt.vr("6+"),
)
JoinGroupRequestProtocol._DECODERS = {
    0: _decode_JoinGroupRequestProtocol_v0,
    1: _decode_JoinGroupRequestProtocol_v0,
    2: _decode_JoinGroupRequestProtocol_v0,
    3: _decode_JoinGroupRequestProtocol_v0,
    4: _decode_JoinGroupRequestProtocol_v0,
    5: _decode_JoinGroupRequestProtocol_v0,
    6: _decode_JoinGroupRequestProtocol_v6,
    7: _decode_JoinGroupRequestProtocol_v6,
    8: _decode_JoinGroupRequestProtocol_v6,
    9: _decode_JoinGroupRequestProtocol_v6,
}
JoinGroupRequestProtocol._ENCODERS = {
    0: _encode_JoinGroupRequestProtocol_v0,
    1: _encode_JoinGroupRequestProtocol_v0,
    2: _encode_JoinGroupRequestProtocol_v0,
    3: _encode_JoinGroupRequestProtocol_v0,
    4: _encode_JoinGroupRequestProtocol_v0,
    5: _encode_JoinGroupRequestProtocol_v0,
    6: _encode_JoinGroupRequestProtocol_v6,
    7: _encode_JoinGroupRequestProtocol_v6,
    8: _encode_JoinGroupRequestProtocol_v6,
    9: _encode_JoinGroupRequestProtocol_v6,
}

JoinGroupRequest._SCHEMA = rt.StructInfo(
    "JoinGroupRequest",
    (
        rt.FieldInfo("group_id", "groupId", "string", rt.vr("0+"), default=""),
        rt.FieldInfo("session_timeout_ms", "sessionTimeoutMs", "int32", rt.vr("0+"), default=0),
        rt.FieldInfo(
            "rebalance_timeout_ms",
            "rebalanceTimeoutMs",
            "int32",
            rt.vr("1+"),
            default=-1,
            ignorable=True,
        ),
        rt.FieldInfo("member_id", "memberId", "string", rt.vr("0+"), default=""),
        rt.FieldInfo(
            "group_instance_id", "groupInstanceId", "string", rt.vr("5+"), nullable=rt.vr("5+")
        ),
        rt.FieldInfo("protocol_type", "protocolType", "string", rt.vr("0+"), default=""),
        rt.FieldInfo(
            "protocols",
            "protocols",
            "struct",
            rt.vr("0+"),
            is_array=True,
            struct=lambda: JoinGroupRequestProtocol,
            default=(),
        ),
        rt.FieldInfo(
            "reason", "reason", "string", rt.vr("8+"), nullable=rt.vr("8+"), ignorable=True
        ),
    ),
    flexible=rt.vr("6+"),
)
JoinGroupRequest._DECODERS = {
    0: _decode_JoinGroupRequest_v0,
    1: _decode_JoinGroupRequest_v1,
    2: _decode_JoinGroupRequest_v1,
    3: _decode_JoinGroupRequest_v1,
    4: _decode_JoinGroupRequest_v1,
    5: _decode_JoinGroupRequest_v5,
    6: _decode_JoinGroupRequest_v6,
    7: _decode_JoinGroupRequest_v6,
    8: _decode_JoinGroupRequest_v8,
    9: _decode_JoinGroupRequest_v8,
}
JoinGroupRequest._ENCODERS = {
    0: _encode_JoinGroupRequest_v0,
    1: _encode_JoinGroupRequest_v1,
    2: _encode_JoinGroupRequest_v1,
    3: _encode_JoinGroupRequest_v1,
    4: _encode_JoinGroupRequest_v1,
    5: _encode_JoinGroupRequest_v5,
    6: _encode_JoinGroupRequest_v6,
    7: _encode_JoinGroupRequest_v6,
    8: _encode_JoinGroupRequest_v8,
    9: _encode_JoinGroupRequest_v8,
}
