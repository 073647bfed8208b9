"""StreamsGroupMemberMetadataValue: generated from StreamsGroupMemberMetadataValue.json; edit the schema, not this file."""

from __future__ import annotations

import struct
from typing import ClassVar

import attrs

from kgroup_proto import runtime as rt

_new = object.__new__
_S_H = struct.Struct(">H")
_S_HB = struct.Struct(">HB")
_S_b = struct.Struct(">b")
_S_ii = struct.Struct(">ii")
_S_iiB = struct.Struct(">iiB")


@attrs.define(weakref_slot=False)
class Endpoint(rt.Struct):
    """Endpoint the application serves interactive queries on, or null.

    Versions 0; flexible 0+.

    Attributes:
        host: Host name of the endpoint. (versions 0+)
        port: Port of the endpoint. (versions 0+)
    """

    VALID_VERSIONS: ClassVar[range] = range(0, 1)
    FLEXIBLE_VERSIONS: ClassVar[range | None] = range(0, rt.VERSION_LIMIT)

    host: str = ""
    port: int = 0
    unknown_tagged_fields: rt.Tags = ()


@attrs.define(weakref_slot=False)
class KeyValue(rt.Struct):
    """Tags of the client that the assignor uses to spread standby tasks across racks.

    Versions 0; flexible 0+.

    Attributes:
        key: Name of the tag. (versions 0+)
        value: Value of the tag. (versions 0+)
    """

    VALID_VERSIONS: ClassVar[range] = range(0, 1)
    FLEXIBLE_VERSIONS: ClassVar[range | None] = range(0, rt.VERSION_LIMIT)

    key: str = ""
    value: str = ""
    unknown_tagged_fields: rt.Tags = ()


@attrs.define(weakref_slot=False)
class StreamsGroupMemberMetadataValue(rt.Struct):
    """The StreamsGroupMemberMetadataValue data.

    Versions 0; flexible 0+.

    Attributes:
        instance_id: Static instance id of the member, or null for a dynamic member.
            (versions 0+, nullable 0+)
        rack_id: Rack the member runs in, or null. (versions 0+, nullable 0+)
        client_id: Client id the member connects with. (versions 0+)
        client_host: Host the member connects from. (versions 0+)
        rebalance_timeout_ms: How long the member may take to give up tasks, in ms.
            (versions 0+)
        topology_epoch: Epoch of the topology the member runs. (versions 0+)
        process_id: Id of the Streams process the member belongs to; one process may run
            several members. (versions 0+)
        user_endpoint: Endpoint the application serves interactive queries on, or null.
            (versions 0+, nullable 0+)
        client_tags: Tags of the client that the assignor uses to spread standby tasks
            across racks. (versions 0+)
    """

    API_KEY: ClassVar[int | None] = None
    MESSAGE_TYPE: ClassVar[str] = "data"
    VALID_VERSIONS: ClassVar[range] = range(0, 1)
    FLEXIBLE_VERSIONS: ClassVar[range | None] = range(0, rt.VERSION_LIMIT)

    instance_id: str | None = ""
    rack_id: str | None = ""
    client_id: str = ""
    client_host: str = ""
    rebalance_timeout_ms: int = -1
    topology_epoch: int = 0
    process_id: str = ""
    user_endpoint: Endpoint | None = None
    client_tags: list[KeyValue] = attrs.field(factory=list)
    unknown_tagged_fields: rt.Tags = ()


def _decode_Endpoint_v0(data: bytes, pos: int) -> tuple[Endpoint, int]:
    """Decode Endpoint, version 0."""
    data_end = len(data)
    n_host = data[pos]
    pos += 1
    if n_host > 127:
        n_host, pos = rt.read_string_length(data, pos - 1)
    end = pos + n_host - 1
    if not n_host or end > data_end:
        raise rt.Malformed
    host = data[pos:end].decode()
    pos = end
    port, tag_count = _S_HB.unpack_from(data, pos)
    pos += 3
    unknown: rt.Tags = ()
    if tag_count:
        unknown, pos = rt.read_unknown_tags(data, pos - 1)
    obj = _new(Endpoint)
    obj.host = host
    obj.port = port
    obj.unknown_tagged_fields = unknown
    return obj, pos


def _encode_Endpoint_v0(obj: Endpoint, out: bytearray) -> None:
    """Encode Endpoint, version 0."""
    b_host = obj.host.encode()
    n = len(b_host) + 1
    if n < 128:
        out.append(n)
    else:
        out += rt.string_length(n)
    out += b_host
    out += _S_H.pack(obj.port)
    if obj.unknown_tagged_fields:
        rt.write_tags(out, (), obj.unknown_tagged_fields)
    else:
        out.append(0)


def _decode_KeyValue_v0(data: bytes, pos: int) -> tuple[KeyValue, int]:
    """Decode KeyValue, version 0."""
    data_end = len(data)
    n_key = data[pos]
    pos += 1
    if n_key > 127:
        n_key, pos = rt.read_string_length(data, pos - 1)
    end = pos + n_key - 1
    if not n_key or end > data_end:
        raise rt.Malformed
    key = data[pos:end].decode()
    pos = end
    n_value = data[pos]
    pos += 1
    if n_value > 127:
        n_value, pos = rt.read_string_length(data, pos - 1)
    end = pos + n_value - 1
    if not n_value or end > data_end:
        raise rt.Malformed
    value = data[pos:end].decode()
    pos = end
    tag_count = data[pos]
    pos += 1
    unknown: rt.Tags = ()
    if tag_count:
        unknown, pos = rt.read_unknown_tags(data, pos - 1)
    obj = _new(KeyValue)
    obj.key = key
    obj.value = value
    obj.unknown_tagged_fields = unknown
    return obj, pos


def _encode_KeyValue_v0(obj: KeyValue, out: bytearray) -> None:
    """Encode KeyValue, version 0."""
    b_key = obj.key.encode()
    n = len(b_key) + 1
    if n < 128:
        out.append(n)
    else:
        out += rt.string_length(n)
    out += b_key
    b_value = obj.value.encode()
    n = len(b_value) + 1
    if n < 128:
        out.append(n)
    else:
        out += rt.string_length(n)
    out += b_value
    if obj.unknown_tagged_fields:
        rt.write_tags(out, (), obj.unknown_tagged_fields)
    else:
        out.append(0)


def _decode_StreamsGroupMemberMetadataValue_v0(
    data: bytes, pos: int
) -> tuple[StreamsGroupMemberMetadataValue, int]:
    """Decode StreamsGroupMemberMetadataValue, version 0."""
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
    rebalance_timeout_ms, topology_epoch, n_process_id = _S_iiB.unpack_from(data, pos)
    pos += 9
    if n_process_id > 127:
        n_process_id, pos = rt.read_string_length(data, pos - 1)
    end = pos + n_process_id - 1
    if not n_process_id or end > data_end:
        raise rt.Malformed
    process_id = data[pos:end].decode()
    pos = end
    (m_user_endpoint,) = _S_b.unpack_from(data, pos)
    pos += 1
    user_endpoint: Endpoint | None
    if m_user_endpoint == -1:
        user_endpoint = None
    else:
        if m_user_endpoint != 1:
            raise rt.Malformed
        user_endpoint, pos = _decode_Endpoint_v0(data, pos)
    n_client_tags = data[pos]
    pos += 1
    if n_client_tags > 127:
        n_client_tags, pos = rt.read_uvarint(data, pos - 1)
    n_client_tags -= 1
    if n_client_tags < 0:
        raise rt.Malformed
    if n_client_tags > data_end - pos:
        raise rt.Malformed
    items_client_tags: list[KeyValue] = []
    for _ in range(n_client_tags):
        n_client_tags__key = data[pos]
        pos += 1
        if n_client_tags__key > 127:
            n_client_tags__key, pos = rt.read_string_length(data, pos - 1)
        end = pos + n_client_tags__key - 1
        if not n_client_tags__key or end > data_end:
            raise rt.Malformed
        client_tags__key = data[pos:end].decode()
        pos = end
        n_client_tags__value = data[pos]
        pos += 1
        if n_client_tags__value > 127:
            n_client_tags__value, pos = rt.read_string_length(data, pos - 1)
        end = pos + n_client_tags__value - 1
        if not n_client_tags__value or end > data_end:
            raise rt.Malformed
        client_tags__value = data[pos:end].decode()
        pos = end
        client_tags__tag_count = data[pos]
        pos += 1
        client_tags__unknown: rt.Tags = ()
        if client_tags__tag_count:
            client_tags__unknown, pos = rt.read_unknown_tags(data, pos - 1)
        e_client_tags = _new(KeyValue)
        e_client_tags.key = client_tags__key
        e_client_tags.value = client_tags__value
        e_client_tags.unknown_tagged_fields = client_tags__unknown
        items_client_tags.append(e_client_tags)
    client_tags = items_client_tags
    tag_count = data[pos]
    pos += 1
    unknown: rt.Tags = ()
    if tag_count:
        unknown, pos = rt.read_unknown_tags(data, pos - 1)
    obj = _new(StreamsGroupMemberMetadataValue)
    obj.instance_id = instance_id
    obj.rack_id = rack_id
    obj.client_id = client_id
    obj.client_host = client_host
    obj.rebalance_timeout_ms = rebalance_timeout_ms
    obj.topology_epoch = topology_epoch
    obj.process_id = process_id
    obj.user_endpoint = user_endpoint
    obj.client_tags = client_tags
    obj.unknown_tagged_fields = unknown
    return obj, pos


def _encode_StreamsGroupMemberMetadataValue_v0(
    obj: StreamsGroupMemberMetadataValue, out: bytearray
) -> None:
    """Encode StreamsGroupMemberMetadataValue, version 0."""
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
    out += _S_ii.pack(obj.rebalance_timeout_ms, obj.topology_epoch)
    b_process_id = obj.process_id.encode()
    n = len(b_process_id) + 1
    if n < 128:
        append(n)
    else:
        out += rt.string_length(n)
    out += b_process_id
    out += _S_b.pack(-1 if obj.user_endpoint is None else 1)
    if obj.user_endpoint is not None:
        _encode_Endpoint_v0(obj.user_endpoint, out)
    a_client_tags = obj.client_tags
    n = len(a_client_tags) + 1
    if n < 128:
        append(n)
    else:
        out += rt.uvarint(n)
    for e_client_tags in a_client_tags:
        b_client_tags__key = e_client_tags.key.encode()
        n = len(b_client_tags__key) + 1
        if n < 128:
            append(n)
        else:
            out += rt.string_length(n)
        out += b_client_tags__key
        b_client_tags__value = e_client_tags.value.encode()
        n = len(b_client_tags__value) + 1
        if n < 128:
            append(n)
        else:
            out += rt.string_length(n)
        out += b_client_tags__value
        if e_client_tags.unknown_tagged_fields:
            rt.write_tags(out, (), e_client_tags.unknown_tagged_fields)
        else:
            append(0)
    if obj.unknown_tagged_fields:
        rt.write_tags(out, (), obj.unknown_tagged_fields)
    else:
        append(0)


Endpoint._SCHEMA = rt.StructInfo(
    "Endpoint",
    (
        rt.FieldInfo("host", "host", "string", rt.vr("0+"), default=""),
        rt.FieldInfo("port", "port", "uint16", rt.vr("0+"), default=0),
    ),
    flexible=rt.vr("0+"),
)
Endpoint._DECODERS = {
    0: _decode_Endpoint_v0,
}
Endpoint._ENCODERS = {
    0: _encode_Endpoint_v0,
}

KeyValue._SCHEMA = rt.StructInfo(
    "KeyValue",
    (
        rt.FieldInfo("key", "key", "string", rt.vr("0+"), default=""),
        rt.FieldInfo("value", "value", "string", rt.vr("0+"), default=""),
    ),
    flexible=rt.vr("0+"),
)
KeyValue._DECODERS = {
    0: _decode_KeyValue_v0,
}
KeyValue._ENCODERS = {
    0: _encode_KeyValue_v0,
}

StreamsGroupMemberMetadataValue._SCHEMA = rt.StructInfo(
    "StreamsGroupMemberMetadataValue",
    (
        rt.FieldInfo(
            "instance_id", "instanceId", "string", rt.vr("0+"), nullable=rt.vr("0+"), default=""
        ),
        rt.FieldInfo("rack_id", "rackId", "string", rt.vr("0+"), nullable=rt.vr("0+"), default=""),
        rt.FieldInfo("client_id", "clientId", "string", rt.vr("0+"), default=""),
        rt.FieldInfo("client_host", "clientHost", "string", rt.vr("0+"), default=""),
        rt.FieldInfo(
            "rebalance_timeout_ms", "rebalanceTimeoutMs", "int32", rt.vr("0+"), default=-1
        ),
        rt.FieldInfo("topology_epoch", "topologyEpoch", "int32", rt.vr("0+"), default=0),
        rt.FieldInfo("process_id", "processId", "string", rt.vr("0+"), default=""),
        rt.FieldInfo(
            "user_endpoint",
            "userEndpoint",
            "struct",
            rt.vr("0+"),
            struct=lambda: Endpoint,
            nullable=rt.vr("0+"),
        ),
        rt.FieldInfo(
            "client_tags",
            "clientTags",
            "struct",
            rt.vr("0+"),
            is_array=True,
            struct=lambda: KeyValue,
            default=(),
        ),
    ),
    flexible=rt.vr("0+"),
)
StreamsGroupMemberMetadataValue._DECODERS = {
    0: _decode_StreamsGroupMemberMetadataValue_v0,
}
StreamsGroupMemberMetadataValue._ENCODERS = {
    0: _encode_StreamsGroupMemberMetadataValue_v0,
}
