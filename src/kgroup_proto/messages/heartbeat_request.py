"""HeartbeatRequest: generated from HeartbeatRequest.json; edit the schema, not this file."""

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
class HeartbeatRequest(rt.Struct):
    """The HeartbeatRequest request.

    API key 12, versions 0-4; flexible 4+.

    Attributes:
        group_id: Id of the group. (versions 0+)
        generation_id: Generation the member believes the group is in. (versions 0+)
        member_id: Id of the member sending the heartbeat. (versions 0+)
        group_instance_id: Static instance id configured by the user, or null. (versions 3+,
            nullable 3+)
    """

    API_KEY: ClassVar[int | None] = 12
    MESSAGE_TYPE: ClassVar[str] = "request"
    VALID_VERSIONS: ClassVar[range] = range(0, 5)
    FLEXIBLE_VERSIONS: ClassVar[range | None] = range(4, rt.VERSION_LIMIT)

    group_id: str = ""
    generation_id: int = 0
    member_id: str = ""
    group_instance_id: str | None = None
    unknown_tagged_fields: rt.Tags = ()


def _decode_HeartbeatRequest_v0(data: bytes, pos: int) -> tuple[HeartbeatRequest, int]:
    """Decode HeartbeatRequest, versions 0, 1, 2."""
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
    obj = _new(HeartbeatRequest)
    obj.group_id = group_id
    obj.generation_id = generation_id
    obj.member_id = member_id
    obj.group_instance_id = None
    obj.unknown_tagged_fields = ()
    return obj, pos


def _decode_HeartbeatRequest_v3(data: bytes, pos: int) -> tuple[HeartbeatRequest, int]:
    """Decode HeartbeatRequest, version 3."""
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
    obj = _new(HeartbeatRequest)
    obj.group_id = group_id
    obj.generation_id = generation_id
    obj.member_id = member_id
    obj.group_instance_id = group_instance_id
    obj.unknown_tagged_fields = ()
    return obj, pos


def _decode_HeartbeatRequest_v4(data: bytes, pos: int) -> tuple[HeartbeatRequest, int]:
    """Decode HeartbeatRequest, version 4."""
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
    tag_count = data[pos]
    pos += 1
    unknown: rt.Tags = ()
    if tag_count:
        unknown, pos = rt.read_unknown_tags(data, pos - 1)
    obj = _new(HeartbeatRequest)
    obj.group_id = group_id
    obj.generation_id = generation_id
    obj.member_id = member_id
    obj.group_instance_id = group_instance_id
    obj.unknown_tagged_fields = unknown
    return obj, pos


def _encode_HeartbeatRequest_v0(obj: HeartbeatRequest, out: bytearray) -> None:
    """Encode HeartbeatRequest, versions 0, 1, 2."""
    if obj.group_instance_id is not None:
        raise rt.Malformed
    b_group_id = obj.group_id.encode()
    out += _S_h.pack(len(b_group_id))
    out += b_group_id
    b_member_id = obj.member_id.encode()
    out += _S_ih.pack(obj.generation_id, len(b_member_id))
    out += b_member_id
    if obj.unknown_tagged_fields:
        raise rt.Malformed


def _encode_HeartbeatRequest_v3(obj: HeartbeatRequest, out: bytearray) -> None:
    """Encode HeartbeatRequest, version 3."""
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
    if obj.unknown_tagged_fields:
        raise rt.Malformed


def _encode_HeartbeatRequest_v4(obj: HeartbeatRequest, out: bytearray) -> None:
    """Encode HeartbeatRequest, version 4."""
    b_group_id = obj.group_id.encode()
    n = len(b_group_id) + 1
    if n < 128:
        out.append(n)
    else:
        out += rt.string_length(n)
    out += b_group_id
    out += _S_i.pack(obj.generation_id)
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


HeartbeatRequest._SCHEMA = rt.StructInfo(
    "HeartbeatRequest",
    (
        rt.FieldInfo("group_id", "groupId", "string", rt.vr("0+"), default=""),
        rt.FieldInfo("generation_id", "generationId", "int32", rt.vr("0+"), default=0),
        rt.FieldInfo("member_id", "memberId", "string", rt.vr("0+"), default=""),
        rt.FieldInfo(
            "group_instance_id", "groupInstanceId", "string", rt.vr("3+"), nullable=rt.vr("3+")
        ),
    ),
    flexible=rt.vr("4+"),
)
HeartbeatRequest._DECODERS = {
    0: _decode_HeartbeatRequest_v0,
    1: _decode_HeartbeatRequest_v0,
    2: _decode_HeartbeatRequest_v0,
    3: _decode_HeartbeatRequest_v3,
    4: _decode_HeartbeatRequest_v4,
}
HeartbeatRequest._ENCODERS = {
    0: _encode_HeartbeatRequest_v0,
    1: _encode_HeartbeatRequest_v0,
    2: _encode_HeartbeatRequest_v0,
    3: _encode_HeartbeatRequest_v3,
    4: _encode_HeartbeatRequest_v4,
}
