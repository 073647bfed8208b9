"""ShareGroupHeartbeatRequest: generated from ShareGroupHeartbeatRequest.json; edit the schema, not this file."""

from __future__ import annotations

import struct
from typing import ClassVar

import attrs

from kgroup_proto import runtime as rt

_new = object.__new__
_S_i = struct.Struct(">i")
_S_iB = struct.Struct(">iB")


@attrs.define(weakref_slot=False)
class ShareGroupHeartbeatRequest(rt.Struct):
    """The ShareGroupHeartbeatRequest request.

    API key 76, versions 0-1; flexible 0+.

    Attributes:
        group_id: Identifier of the share group. (versions 0+)
        member_id: Id of this member; it stays the same for as long as the member lives.
            (versions 0+)
        member_epoch: Epoch the member currently holds: 0 joins, -1 leaves. (versions 0+)
        rack_id: Rack of the member, or null when there is none or it is unchanged since the
            previous heartbeat. (versions 0+, nullable 0+)
        subscribed_topic_names: Topics the member subscribes to, or null when unchanged.
            (versions 0+, nullable 0+)
    """

    API_KEY: ClassVar[int | None] = 76
    MESSAGE_TYPE: ClassVar[str] = "request"
    VALID_VERSIONS: ClassVar[range] = range(0, 2)
    FLEXIBLE_VERSIONS: ClassVar[range | None] = range(0, rt.VERSION_LIMIT)

    group_id: str = ""
    member_id: str = ""
    member_epoch: int = 0
    rack_id: str | None = None
    subscribed_topic_names: list[str] | None = None
    unknown_tagged_fields: rt.Tags = ()


def _decode_ShareGroupHeartbeatRequest_v0(
    data: bytes, pos: int
) -> tuple[ShareGroupHeartbeatRequest, int]:
    """Decode ShareGroupHeartbeatRequest, versions 0, 1."""
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
    member_epoch, n_rack_id = _S_iB.unpack_from(data, pos)
    pos += 5
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
    n_subscribed_topic_names = data[pos]
    pos += 1
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
    tag_count = data[pos]
    pos += 1
    unknown: rt.Tags = ()
    if tag_count:
        unknown, pos = rt.read_unknown_tags(data, pos - 1)
    obj = _new(ShareGroupHeartbeatRequest)
    obj.group_id = group_id
    obj.member_id = member_id
    obj.member_epoch = member_epoch
    obj.rack_id = rack_id
    obj.subscribed_topic_names = subscribed_topic_names
    obj.unknown_tagged_fields = unknown
    return obj, pos


def _encode_ShareGroupHeartbeatRequest_v0(obj: ShareGroupHeartbeatRequest, out: bytearray) -> None:
    """Encode ShareGroupHeartbeatRequest, versions 0, 1."""
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
    if obj.unknown_tagged_fields:
        rt.write_tags(out, (), obj.unknown_tagged_fields)
    else:
        append(0)


ShareGroupHeartbeatRequest._SCHEMA = rt.StructInfo(
    "ShareGroupHeartbeatRequest",
    (
        rt.FieldInfo("group_id", "groupId", "string", rt.vr("0+"), default=""),
        rt.FieldInfo("member_id", "memberId", "string", rt.vr("0+"), default=""),
        rt.FieldInfo("member_epoch", "memberEpoch", "int32", rt.vr("0+"), default=0),
        rt.FieldInfo("rack_id", "rackId", "string", rt.vr("0+"), nullable=rt.vr("0+")),
        rt.FieldInfo(
            "subscribed_topic_names",
            "subscribedTopicNames",
            "string",
            rt.vr("0+"),
            is_array=True,
            nullable=rt.vr("0+"),
        ),
    ),
    flexible=rt.vr("0+"),
)
ShareGroupHeartbeatRequest._DECODERS = {
    0: _decode_ShareGroupHeartbeatRequest_v0,
    1: _decode_ShareGroupHeartbeatRequest_v0,
}
ShareGroupHeartbeatRequest._ENCODERS = {
    0: _encode_ShareGroupHeartbeatRequest_v0,
    1: _encode_ShareGroupHeartbeatRequest_v0,
}
