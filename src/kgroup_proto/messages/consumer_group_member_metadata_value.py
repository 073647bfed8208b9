"""ConsumerGroupMemberMetadataValue: generated from ConsumerGroupMemberMetadataValue.json; edit the schema, not this file."""

from __future__ import annotations

import struct
from typing import ClassVar

import attrs

from kgroup_proto import runtime as rt

_new = object.__new__
_S_B = struct.Struct(">B")
_S_i = struct.Struct(">i")
_S_iB = struct.Struct(">iB")


@attrs.define(weakref_slot=False)
class ClassicProtocol(rt.Struct):
    """Assignment protocols the classic member offered.

    Versions 0; flexible 0+.

    Attributes:
        name: Name of the protocol. (versions 0+)
        metadata: Protocol-specific metadata the member supplied. (versions 0+)
    """

    VALID_VERSIONS: ClassVar[range] = range(0, 1)
    FLEXIBLE_VERSIONS: ClassVar[range | None] = range(0, rt.VERSION_LIMIT)

    name: str = ""
    metadata: bytes = b""
    unknown_tagged_fields: rt.Tags = ()


@attrs.define(weakref_slot=False)
class ClassicMemberMetadata(rt.Struct):
    """Set only for members that still speak the classic JoinGroup protocol: their session timeout
        and protocols. Null for native members.

    Versions 0; flexible 0+.

    Attributes:
        session_timeout_ms: Session timeout of the classic member in ms. (versions 0+)
        supported_protocols: Assignment protocols the classic member offered. (versions 0+)
    """

    VALID_VERSIONS: ClassVar[range] = range(0, 1)
    FLEXIBLE_VERSIONS: ClassVar[range | None] = range(0, rt.VERSION_LIMIT)

    session_timeout_ms: int = 0
    supported_protocols: list[ClassicProtocol] = attrs.field(factory=list)
    unknown_tagged_fields: rt.Tags = ()


@attrs.define(weakref_slot=False)
class ConsumerGroupMemberMetadataValue(rt.Struct):
    """The ConsumerGroupMemberMetadataValue data.

    Versions 0; flexible 0+.

    Attributes:
        instance_id: Static instance id of the member, or null. (versions 0+, nullable 0+)
        rack_id: Rack the member runs in, or null. (versions 0+, nullable 0+)
        client_id: Client id the member connected with. (versions 0+)
        client_host: Host the member connected from. (versions 0+)
        subscribed_topic_names: Topics the member subscribes to by name. (versions 0+)
        subscribed_topic_regex: Regular expression the member subscribes with, or null.
            (versions 0+, nullable 0+)
        rebalance_timeout_ms: Rebalance timeout of the member in ms. (versions 0+)
        server_assignor: Server-side assignor the member asked for, or null for none.
            (versions 0+, nullable 0+)
        classic_member_metadata: Set only for members that still speak the classic JoinGroup
            protocol: their session timeout and protocols. Null for native members.
            (versions 0+, tag 0, nullable 0+)
    """

    API_KEY: ClassVar[int | None] = None
    MESSAGE_TYPE: ClassVar[str] = "data"
    VALID_VERSIONS: ClassVar[range] = range(0, 1)
    FLEXIBLE_VERSIONS: ClassVar[range | None] = range(0, rt.VERSION_LIMIT)

    instance_id: str | None = ""
    rack_id: str | None = ""
    client_id: str = ""
    client_host: str = ""
    subscribed_topic_names: list[str] = attrs.field(factory=list)
    subscribed_topic_regex: str | None = ""
    rebalance_timeout_ms: int = -1
    server_assignor: str | None = ""
    classic_member_metadata: ClassicMemberMetadata | None = attrs.field(
        factory=ClassicMemberMetadata
    )
    unknown_tagged_fields: rt.Tags = ()


def _decode_ClassicProtocol_v0(data: bytes, pos: int) -> tuple[ClassicProtocol, int]:
    """Decode ClassicProtocol, version 0."""
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
    obj = _new(ClassicProtocol)
    obj.name = name
    obj.metadata = metadata
    obj.unknown_tagged_fields = unknown
    return obj, pos


def _encode_ClassicProtocol_v0(obj: ClassicProtocol, out: bytearray) -> None:
    """Encode ClassicProtocol, version 0."""
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


def _decode_ClassicMemberMetadata_v0(data: bytes, pos: int) -> tuple[ClassicMemberMetadata, int]:
    """Decode ClassicMemberMetadata, version 0."""
    data_end = len(data)
    session_timeout_ms, n_supported_protocols = _S_iB.unpack_from(data, pos)
    pos += 5
    if n_supported_protocols > 127:
        n_supported_protocols, pos = rt.read_uvarint(data, pos - 1)
    n_supported_protocols -= 1
    if n_supported_protocols < 0:
        raise rt.Malformed
    if n_supported_protocols > data_end - pos:
        raise rt.Malformed
    items_supported_protocols: list[ClassicProtocol] = []
    for _ in range(n_supported_protocols):
        n_supported_protocols__name = data[pos]
        pos += 1
        if n_supported_protocols__name > 127:
            n_supported_protocols__name, pos = rt.read_string_length(data, pos - 1)
        end = pos + n_supported_protocols__name - 1
        if not n_supported_protocols__name or end > data_end:
            raise rt.Malformed
        supported_protocols__name = data[pos:end].decode()
        pos = end
        n_supported_protocols__metadata = data[pos]
        pos += 1
        if n_supported_protocols__metadata > 127:
            n_supported_protocols__metadata, pos = rt.read_uvarint(data, pos - 1)
        end = pos + n_supported_protocols__metadata - 1
        if not n_supported_protocols__metadata or end > data_end:
            raise rt.Malformed
        supported_protocols__metadata = data[pos:end]
        pos = end
        supported_protocols__tag_count = data[pos]
        pos += 1
        supported_protocols__unknown: rt.Tags = ()
        if supported_protocols__tag_count:
            supported_protocols__unknown, pos = rt.read_unknown_tags(data, pos - 1)
        e_supported_protocols = _new(ClassicProtocol)
        e_supported_protocols.name = supported_protocols__name
        e_supported_protocols.metadata = supported_protocols__metadata
        e_supported_protocols.unknown_tagged_fields = supported_protocols__unknown
        items_supported_protocols.append(e_supported_protocols)
    supported_protocols = items_supported_protocols
    tag_count = data[pos]
    pos += 1
    unknown: rt.Tags = ()
    if tag_count:
        unknown, pos = rt.read_unknown_tags(data, pos - 1)
    obj = _new(ClassicMemberMetadata)
    obj.session_timeout_ms = session_timeout_ms
    obj.supported_protocols = supported_protocols
    obj.unknown_tagged_fields = unknown
    return obj, pos


def _encode_ClassicMemberMetadata_v0(obj: ClassicMemberMetadata, out: bytearray) -> None:
    """Encode ClassicMemberMetadata, version 0."""
    append = out.append
    out += _S_i.pack(obj.session_timeout_ms)
    a_supported_protocols = obj.supported_protocols
    n = len(a_supported_protocols) + 1
    if n < 128:
        append(n)
    else:
        out += rt.uvarint(n)
    for e_supported_protocols in a_supported_protocols:
        b_supported_protocols__name = e_supported_protocols.name.encode()
        n = len(b_supported_protocols__name) + 1
        if n < 128:
            append(n)
        else:
            out += rt.string_length(n)
        out += b_supported_protocols__name
        b_supported_protocols__metadata = e_supported_protocols.metadata
        n = len(b_supported_protocols__metadata) + 1
        if n < 128:
            append(n)
        elif n < 0x4000:
            append((n & 0x7F) | 0x80)
            append(n >> 7)
        else:
            out += rt.uvarint(n)
        out += b_supported_protocols__metadata
        if e_supported_protocols.unknown_tagged_fields:
            rt.write_tags(out, (), e_supported_protocols.unknown_tagged_fields)
        else:
            append(0)
    if obj.unknown_tagged_fields:
        rt.write_tags(out, (), obj.unknown_tagged_fields)
    else:
        append(0)


def _decode_ConsumerGroupMemberMetadataValue_v0(
    data: bytes, pos: int
) -> tuple[ConsumerGroupMemberMetadataValue, int]:
    """Decode ConsumerGroupMemberMetadataValue, version 0."""
    data_end = len(data)
    n_instance_id = data[pos]
    pos += 1
    if n_instance_id > 127:
        n_instance_id, pos = rt.read_string_length(data, pos - 1)
    instance_id: str | None
    if not n_instance_id:
        instance_id = None
    else:
        end = pos + n_instance_id - 1
        if end > data_end:
            raise rt.Malformed
        instance_id = data[pos:end].decode()
        pos = end
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
    n_subscribed_topic_regex = data[pos]
    pos += 1
    if n_subscribed_topic_regex > 127:
        n_subscribed_topic_regex, pos = rt.read_string_length(data, pos - 1)
    subscribed_topic_regex: str | None
    if not n_subscribed_topic_regex:
        subscribed_topic_regex = None
    else:
        end = pos + n_subscribed_topic_regex - 1
        if end > data_end:
            raise rt.Malformed
        subscribed_topic_regex = data[pos:end].decode()
        pos = end
    rebalance_timeout_ms, n_server_assignor = _S_iB.unpack_from(data, pos)
    pos += 5
    if n_server_assignor > 127:
        n_server_assignor, pos = rt.read_string_length(data, pos - 1)
    server_assignor: str | None
    if not n_server_assignor:
        server_assignor = None
    else:
        end = pos + n_server_assignor - 1
        if end > data_end:
            raise rt.Malformed
        server_assignor = data[pos:end].decode()
        pos = end
    classic_member_metadata: ClassicMemberMetadata | None
    classic_member_metadata = ClassicMemberMetadata()
    unknown: rt.Tags = ()
    if data[pos]:
        unknown_list: list[tuple[int, bytes]] = []
        count, pos = rt.read_uvarint(data, pos)
        last_tag = -1
        for _ in range(count):
            tag, pos = rt.read_uvarint(data, pos)
            if tag <= last_tag or tag > rt.TAG_LIMIT:
                raise rt.Malformed
            last_tag = tag
            size, pos = rt.read_uvarint(data, pos)
            end_tag = pos + size
            if end_tag > data_end:
                raise rt.Malformed
            if tag == 0:
                m_classic_member_metadata = data[pos]
                pos += 1
                if m_classic_member_metadata == 0:
                    classic_member_metadata = None
                else:
                    if m_classic_member_metadata != 1:
                        raise rt.Malformed
                    classic_member_metadata, pos = _decode_ClassicMemberMetadata_v0(data, pos)
                if not (classic_member_metadata != ClassicMemberMetadata()):
                    unknown_list.append((tag, data[end_tag - size : end_tag]))
            else:
                unknown_list.append((tag, data[pos:end_tag]))
                pos = end_tag
            if pos != end_tag:
                raise rt.Malformed
        unknown = tuple(unknown_list)
    else:
        pos += 1
    obj = _new(ConsumerGroupMemberMetadataValue)
    obj.instance_id = instance_id
    obj.rack_id = rack_id
    obj.client_id = client_id
    obj.client_host = client_host
    obj.subscribed_topic_names = subscribed_topic_names
    obj.subscribed_topic_regex = subscribed_topic_regex
    obj.rebalance_timeout_ms = rebalance_timeout_ms
    obj.server_assignor = server_assignor
    obj.classic_member_metadata = classic_member_metadata
    obj.unknown_tagged_fields = unknown
    return obj, pos


def _encode_ConsumerGroupMemberMetadataValue_v0(
    obj: ConsumerGroupMemberMetadataValue, out: bytearray
) -> None:
    """Encode ConsumerGroupMemberMetadataValue, version 0."""
    append = out.append
    s_instance_id = obj.instance_id
    if s_instance_id is None:
        append(0)
    else:
        b_instance_id = s_instance_id.encode()
        n = len(b_instance_id) + 1
        if n < 128:
            append(n)
        else:
            out += rt.string_length(n)
        out += b_instance_id
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
    s_subscribed_topic_regex = obj.subscribed_topic_regex
    if s_subscribed_topic_regex is None:
        append(0)
    else:
        b_subscribed_topic_regex = s_subscribed_topic_regex.encode()
        n = len(b_subscribed_topic_regex) + 1
        if n < 128:
            append(n)
        else:
            out += rt.string_length(n)
        out += b_subscribed_topic_regex
    out += _S_i.pack(obj.rebalance_timeout_ms)
    s_server_assignor = obj.server_assignor
    if s_server_assignor is None:
        append(0)
    else:
        b_server_assignor = s_server_assignor.encode()
        n = len(b_server_assignor) + 1
        if n < 128:
            append(n)
        else:
            out += rt.string_length(n)
        out += b_server_assignor
    tags: list[tuple[int, bytes]] = []
    sub: bytearray
    if obj.classic_member_metadata != ClassicMemberMetadata():
        sub = bytearray()
        sub += _S_B.pack(0 if obj.classic_member_metadata is None else 1)
        if obj.classic_member_metadata is not None:
            _encode_ClassicMemberMetadata_v0(obj.classic_member_metadata, sub)
        tags.append((0, bytes(sub)))
    rt.write_tags(out, tags, obj.unknown_tagged_fields, (0,))


ClassicProtocol._SCHEMA = rt.StructInfo(
    "ClassicProtocol",
    (
        rt.FieldInfo("name", "name", "string", rt.vr("0+"), default=""),
        rt.FieldInfo("metadata", "metadata", "bytes", rt.vr("0+"), default=b""),
    ),
    flexible=rt.vr("0+"),
)
ClassicProtocol._DECODERS = {
    0: _decode_ClassicProtocol_v0,
}
ClassicProtocol._ENCODERS = {
    0: _encode_ClassicProtocol_v0,
}

ClassicMemberMetadata._SCHEMA = rt.StructInfo(
    "ClassicMemberMetadata",
    (
        rt.FieldInfo("session_timeout_ms", "sessionTimeoutMs", "int32", rt.vr("0+"), default=0),
        rt.FieldInfo(
            "supported_protocols",
            "supportedProtocols",
            "struct",
            rt.vr("0+"),
            is_array=True,
            struct=lambda: ClassicProtocol,
            default=(),
        ),
    ),
    flexible=rt.vr("0+"),
)
ClassicMemberMetadata._DECODERS = {
    0: _decode_ClassicMemberMetadata_v0,
}
ClassicMemberMetadata._ENCODERS = {
    0: _encode_ClassicMemberMetadata_v0,
}

ConsumerGroupMemberMetadataValue._SCHEMA = rt.StructInfo(
    "ConsumerGroupMemberMetadataValue",
    (
        rt.FieldInfo(
            "instance_id", "instanceId", "string", rt.vr("0+"), nullable=rt.vr("0+"), default=""
        ),
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
        rt.FieldInfo(
            "subscribed_topic_regex",
            "subscribedTopicRegex",
            "string",
            rt.vr("0+"),
            nullable=rt.vr("0+"),
            default="",
        ),
        rt.FieldInfo(
            "rebalance_timeout_ms", "rebalanceTimeoutMs", "int32", rt.vr("0+"), default=-1
        ),
        rt.FieldInfo(
            "server_assignor",
            "serverAssignor",
            "string",
            rt.vr("0+"),
            nullable=rt.vr("0+"),
            default="",
        ),
        rt.FieldInfo(
            "classic_member_metadata",
            "classicMemberMetadata",
            "struct",
            rt.vr("0+"),
            struct=lambda: ClassicMemberMetadata,
            nullable=rt.vr("0+"),
            tagged=rt.vr("0+"),
            tag=0,
            default=ClassicMemberMetadata(),
        ),
    ),
    flexible=rt.vr("0+"),
)
ConsumerGroupMemberMetadataValue._DECODERS = {
    0: _decode_ConsumerGroupMemberMetadataValue_v0,
}
ConsumerGroupMemberMetadataValue._ENCODERS = {
    0: _encode_ConsumerGroupMemberMetadataValue_v0,
}
