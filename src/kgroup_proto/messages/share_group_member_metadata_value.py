"""ShareGroupMemberMetadataValue: generated from ShareGroupMemberMetadataValue.json; edit the schema, not this file."""

from __future__ import annotations

from typing import ClassVar

import attrs

from kgroup_proto import runtime as rt

_new = object.__new__


@attrs.define(weakref_slot=False)
class ShareGroupMemberMetadataValue(rt.Struct):
    """The ShareGroupMemberMetadataValue data.

    Versions 0; flexible 0+.

    Attributes:
        rack_id: Rack the member runs in, or null. (versions 0+, nullable 0+)
        client_id: Client id the member connected with. (versions 0+)
        client_host: Host the member connected from. (versions 0+)
        subscribed_topic_names: Topics the member subscribes to by name. (versions 0+)
    """

    API_KEY: ClassVar[int | None] = None
    MESSAGE_TYPE: ClassVar[str] = "data"
    VALID_VERSIONS: ClassVar[range] = range(0, 1)
    FLEXIBLE_VERSIONS: ClassVar[range | None] = range(0, rt.VERSION_LIMIT)

    rack_id: str | None = ""
    client_id: str = ""
    client_host: str = ""
    subscribed_topic_names: list[str] = attrs.field(factory=list)
    unknown_tagged_fields: rt.Tags = ()


def _decode_ShareGroupMemberMetadataValue_v0(
    data: bytes, pos: int
) -> tuple[ShareGroupMemberMetadataValue, int]:
    """Decode ShareGroupMemberMetadataValue, version 0."""
    data_end = len(data)
    n_rack_id = data[pos]
    pos += 1
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
    n_subscribed_topic_names = data[pos]
    pos += 1
    if n_subscribed_topic_names > 127:
        n_subscribed_topic_names, pos = rt.read_uvarint(data, pos - 1)
    n_subscribed_topic_names -= 1
    if n_subscribed_topic_names < 0:
        raise rt.Malformed
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
    obj = _new(ShareGroupMemberMetadataValue)
    obj.rack_id = rack_id
    obj.client_id = client_id
    obj.client_host = client_host
    obj.subscribed_topic_names = subscribed_topic_names
    obj.unknown_tagged_fields = unknown
    return obj, pos


def _encode_ShareGroupMemberMetadataValue_v0(
    obj: ShareGroupMemberMetadataValue, out: bytearray
) -> None:
    """Encode ShareGroupMemberMetadataValue, version 0."""
    append = out.append
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
    b_client_id = obj.client_id.encode()
    n = len(b_client_id) + 1
    if n < 128:
        append(n)
    else:
        out += rt.string_length(n)
    out += b_client_id
    b_client_host = obj.client_host.encode()
    n = len(b_client_host) + 1
    if n < 128:
        append(n)
    else:
        out += rt.string_length(n)
    out += b_client_host
    a_subscribed_topic_names = obj.subscribed_topic_names
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


ShareGroupMemberMetadataValue._SCHEMA = rt.StructInfo(
    "ShareGroupMemberMetadataValue",
    (
        rt.FieldInfo("rack_id", "rackId", "string", rt.vr("0+"), nullable=rt.vr("0+"), default=""),
        rt.FieldInfo("client_id", "clientId", "string", rt.vr("0+"), default=""),
        rt.FieldInfo("client_host", "clientHost", "string", rt.vr("0+"), default=""),
        rt.FieldInfo(
            "subscribed_topic_names",
            "subscribedTopicNames",
            "string",
            rt.vr("0+"),
            is_array=True,
            default=(),
        ),
    ),
    flexible=rt.vr("0+"),
)
ShareGroupMemberMetadataValue._DECODERS = {
    0: _decode_ShareGroupMemberMetadataValue_v0,
}
ShareGroupMemberMetadataValue._ENCODERS = {
    0: _encode_ShareGroupMemberMetadataValue_v0,
}
