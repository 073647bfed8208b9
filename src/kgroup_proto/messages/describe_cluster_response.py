"""DescribeClusterResponse: generated from DescribeClusterResponse.json; edit the schema, not this file."""

from __future__ import annotations

import struct
from typing import ClassVar

import attrs

from kgroup_proto import runtime as rt

_new = object.__new__
_S_BB = struct.Struct(">BB")
_S_b = struct.Struct(">b")
_S_bB = struct.Struct(">bB")
_S_i = struct.Struct(">i")
_S_iB = struct.Struct(">iB")
_S_ih = struct.Struct(">ih")
_S_ihB = struct.Struct(">ihB")
_S_o = struct.Struct(">?")


@attrs.define(weakref_slot=False)
class DescribeClusterBroker(rt.Struct):
    """Brokers (or controllers) of the cluster.

    Versions 0-2; flexible 0+.

    Attributes:
        broker_id: Node ID of the broker. (versions 0+)
        host: Host name clients connect to. (versions 0+)
        port: Port clients connect to. (versions 0+)
        rack: Rack the broker is placed in, or null. (versions 0+, nullable 0+)
        is_fenced: Whether the broker is fenced. (versions 2+)
    """

    VALID_VERSIONS: ClassVar[range] = range(0, 3)
    FLEXIBLE_VERSIONS: ClassVar[range | None] = range(0, rt.VERSION_LIMIT)

    broker_id: int = 0
    host: str = ""
    port: int = 0
    rack: str | None = None
    is_fenced: bool = False
    unknown_tagged_fields: rt.Tags = ()


@attrs.define(weakref_slot=False)
class DescribeClusterResponse(rt.Struct):
    """The DescribeClusterResponse response.

    API key 60, versions 0-2; flexible 0+.

    Attributes:
        throttle_time_ms: Time in ms the broker held back this response because a quota was
            exceeded; 0 when no quota applied. (versions 0+)
        error_code: Error for the whole request; 0 on success. (versions 0+)
        error_message: Explanation of the error, or null. (versions 0+, nullable 0+)
        endpoint_type: Kind of endpoints listed in Brokers: 1 for brokers, 2 for
            controllers. (versions 1+)
        cluster_id: ID of the cluster. (versions 0+)
        controller_id: Broker ID of the active controller, or -1 when there is none.
            (versions 0+)
        brokers: Brokers (or controllers) of the cluster. (versions 0+)
        cluster_authorized_operations: Bit field of the operations the caller may perform on
            the cluster; INT32_MIN when not asked for. (versions 0+)
    """

    API_KEY: ClassVar[int | None] = 60
    MESSAGE_TYPE: ClassVar[str] = "response"
    VALID_VERSIONS: ClassVar[range] = range(0, 3)
    FLEXIBLE_VERSIONS: ClassVar[range | None] = range(0, rt.VERSION_LIMIT)

    throttle_time_ms: int = 0
    error_code: int = 0
    error_message: str | None = None
    endpoint_type: int = 1
    cluster_id: str = ""
    controller_id: int = -1
    brokers: list[DescribeClusterBroker] = attrs.field(factory=list)
    cluster_authorized_operations: int = -2147483648
    unknown_tagged_fields: rt.Tags = ()


def _decode_DescribeClusterBroker_v0(data: bytes, pos: int) -> tuple[DescribeClusterBroker, int]:
    """Decode DescribeClusterBroker, versions 0, 1."""
    data_end = len(data)
    broker_id, n_host = _S_iB.unpack_from(data, pos)
    pos += 5
    if n_host > 127:
        n_host, pos = rt.read_string_length(data, pos - 1)
    end = pos + n_host - 1
    if not n_host or end > data_end:
        raise rt.Malformed
    host = data[pos:end].decode()
    pos = end
    port, n_rack = _S_iB.unpack_from(data, pos)
    pos += 5
    if n_rack > 127:
        n_rack, pos = rt.read_string_length(data, pos - 1)
    rack: str | None
    if not n_rack:
        rack = None
    else:
        end = pos + n_rack - 1
        if end > data_end:
            raise rt.Malformed
        rack = data[pos:end].decode()
        pos = end
    tag_count = data[pos]
    pos += 1
    unknown: rt.Tags = ()
    if tag_count:
        unknown, pos = rt.read_unknown_tags(data, pos - 1)
    obj = _new(DescribeClusterBroker)
    obj.broker_id = broker_id
    obj.host = host
    obj.port = port
    obj.rack = rack
    obj.is_fenced = False
    obj.unknown_tagged_fields = unknown
    return obj, pos


def _decode_DescribeClusterBroker_v2(data: bytes, pos: int) -> tuple[DescribeClusterBroker, int]:
    """Decode DescribeClusterBroker, version 2."""
    data_end = len(data)
    broker_id, n_host = _S_iB.unpack_from(data, pos)
    pos += 5
    if n_host > 127:
        n_host, pos = rt.read_string_length(data, pos - 1)
    end = pos + n_host - 1
    if not n_host or end > data_end:
        raise rt.Malformed
    host = data[pos:end].decode()
    pos = end
    port, n_rack = _S_iB.unpack_from(data, pos)
    pos += 5
    if n_rack > 127:
        n_rack, pos = rt.read_string_length(data, pos - 1)
    rack: str | None
    if not n_rack:
        rack = None
    else:
        end = pos + n_rack - 1
        if end > data_end:
            raise rt.Malformed
        rack = data[pos:end].decode()
        pos = end
    is_fenced_raw, tag_count = _S_BB.unpack_from(data, pos)
    pos += 2
    is_fenced = rt.BOOLS[is_fenced_raw]
    unknown: rt.Tags = ()
    if tag_count:
        unknown, pos = rt.read_unknown_tags(data, pos - 1)
    obj = _new(DescribeClusterBroker)
    obj.broker_id = broker_id
    obj.host = host
    obj.port = port
    obj.rack = rack
    obj.is_fenced = is_fenced
    obj.unknown_tagged_fields = unknown
    return obj, pos


def _encode_DescribeClusterBroker_v0(obj: DescribeClusterBroker, out: bytearray) -> None:
    """Encode DescribeClusterBroker, versions 0, 1."""
    if obj.is_fenced is not False:
        raise rt.Malformed
    out += _S_i.pack(obj.broker_id)
    b_host = obj.host.encode()
    n = len(b_host) + 1
    if n < 128:
        out.append(n)
    else:
        out += rt.string_length(n)
    out += b_host
    out += _S_i.pack(obj.port)
    s_rack = obj.rack
    if s_rack is None:
        out.append(0)
    else:
        b_rack = s_rack.encode()
        n = len(b_rack) + 1
        if n < 128:
            out.append(n)
        else:
            out += rt.string_length(n)
        out += b_rack
    if obj.unknown_tagged_fields:
        rt.write_tags(out, (), obj.unknown_tagged_fields)
    else:
        out.append(0)


def _encode_DescribeClusterBroker_v2(obj: DescribeClusterBroker, out: bytearray) -> None:
    """Encode DescribeClusterBroker, version 2."""
    out += _S_i.pack(obj.broker_id)
    b_host = obj.host.encode()
    n = len(b_host) + 1
    if n < 128:
        out.append(n)
    else:
        out += rt.string_length(n)
    out += b_host
    out += _S_i.pack(obj.port)
    s_rack = obj.rack
    if s_rack is None:
        out.append(0)
    else:
        b_rack = s_rack.encode()
        n = len(b_rack) + 1
        if n < 128:
            out.append(n)
        else:
            out += rt.string_length(n)
        out += b_rack
    if obj.is_fenced is not True and obj.is_fenced is not False:
        raise rt.Malformed
    out += _S_o.pack(obj.is_fenced)
    if obj.unknown_tagged_fields:
        rt.write_tags(out, (), obj.unknown_tagged_fields)
    else:
        out.append(0)


def _decode_DescribeClusterResponse_v0(
    data: bytes, pos: int
) -> tuple[DescribeClusterResponse, int]:
    """Decode DescribeClusterResponse, version 0."""
    data_end = len(data)
    throttle_time_ms, error_code, n_error_message = _S_ihB.unpack_from(data, pos)
    pos += 7
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
    n_cluster_id = data[pos]
    pos += 1
    if n_cluster_id > 127:
        n_cluster_id, pos = rt.read_string_length(data, pos - 1)
    end = pos + n_cluster_id - 1
    if not n_cluster_id or end > data_end:
        raise rt.Malformed
    cluster_id = data[pos:end].decode()
    pos = end
    controller_id, n_brokers = _S_iB.unpack_from(data, pos)
    pos += 5
    if n_brokers > 127:
        n_brokers, pos = rt.read_uvarint(data, pos - 1)
    n_brokers -= 1
    if n_brokers < 0:
        raise rt.Malformed
    if n_brokers > data_end - pos:
        raise rt.Malformed
    items_brokers: list[DescribeClusterBroker] = []
    for _ in range(n_brokers):
        brokers__broker_id, n_brokers__host = _S_iB.unpack_from(data, pos)
        pos += 5
        if n_brokers__host > 127:
            n_brokers__host, pos = rt.read_string_length(data, pos - 1)
        end = pos + n_brokers__host - 1
        if not n_brokers__host or end > data_end:
            raise rt.Malformed
        brokers__host = data[pos:end].decode()
        pos = end
        brokers__port, n_brokers__rack = _S_iB.unpack_from(data, pos)
        pos += 5
        if n_brokers__rack > 127:
            n_brokers__rack, pos = rt.read_string_length(data, pos - 1)
        brokers__rack: str | None
        if not n_brokers__rack:
            brokers__rack = None
        else:
            end = pos + n_brokers__rack - 1
            if end > data_end:
                raise rt.Malformed
            brokers__rack = data[pos:end].decode()
            pos = end
        brokers__tag_count = data[pos]
        pos += 1
        brokers__unknown: rt.Tags = ()
        if brokers__tag_count:
            brokers__unknown, pos = rt.read_unknown_tags(data, pos - 1)
        e_brokers = _new(DescribeClusterBroker)
        e_brokers.broker_id = brokers__broker_id
        e_brokers.host = brokers__host
        e_brokers.port = brokers__port
        e_brokers.rack = brokers__rack
        e_brokers.is_fenced = False
        e_brokers.unknown_tagged_fields = brokers__unknown
        items_brokers.append(e_brokers)
    brokers = items_brokers
    cluster_authorized_operations, tag_count = _S_iB.unpack_from(data, pos)
    pos += 5
    unknown: rt.Tags = ()
    if tag_count:
        unknown, pos = rt.read_unknown_tags(data, pos - 1)
    obj = _new(DescribeClusterResponse)
    obj.throttle_time_ms = throttle_time_ms
    obj.error_code = error_code
    obj.error_message = error_message
    obj.endpoint_type = 1
    obj.cluster_id = cluster_id
    obj.controller_id = controller_id
    obj.brokers = brokers
    obj.cluster_authorized_operations = cluster_authorized_operations
    obj.unknown_tagged_fields = unknown
    return obj, pos


def _decode_DescribeClusterResponse_v1(
    data: bytes, pos: int
) -> tuple[DescribeClusterResponse, int]:
    """Decode DescribeClusterResponse, version 1."""
    data_end = len(data)
    throttle_time_ms, error_code, n_error_message = _S_ihB.unpack_from(data, pos)
    pos += 7
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
    endpoint_type, n_cluster_id = _S_bB.unpack_from(data, pos)
    pos += 2
    if n_cluster_id > 127:
        n_cluster_id, pos = rt.read_string_length(data, pos - 1)
    end = pos + n_cluster_id - 1
    if not n_cluster_id or end > data_end:
        raise rt.Malformed
    cluster_id = data[pos:end].decode()
    pos = end
    controller_id, n_brokers = _S_iB.unpack_from(data, pos)
    pos += 5
    if n_brokers > 127:
        n_brokers, pos = rt.read_uvarint(data, pos - 1)
    n_brokers -= 1
    if n_brokers < 0:
        raise rt.Malformed
    if n_brokers > data_end - pos:
        raise rt.Malformed
    items_brokers: list[DescribeClusterBroker] = []
    for _ in range(n_brokers):
        brokers__broker_id, n_brokers__host = _S_iB.unpack_from(data, pos)
        pos += 5
        if n_brokers__host > 127:
            n_brokers__host, pos = rt.read_string_length(data, pos - 1)
        end = pos + n_brokers__host - 1
        if not n_brokers__host or end > data_end:
            raise rt.Malformed
        brokers__host = data[pos:end].decode()
        pos = end
        brokers__port, n_brokers__rack = _S_iB.unpack_from(data, pos)
        pos += 5
        if n_brokers__rack > 127:
            n_brokers__rack, pos = rt.read_string_length(data, pos - 1)
        brokers__rack: str | None
        if not n_brokers__rack:
            brokers__rack = None
        else:
            end = pos + n_brokers__rack - 1
            if end > data_end:
                raise rt.Malformed
            brokers__rack = data[pos:end].decode()
            pos = end
        brokers__tag_count = data[pos]
        pos += 1
        brokers__unknown: rt.Tags = ()
        if brokers__tag_count:
            brokers__unknown, pos = rt.read_unknown_tags(data, pos - 1)
        e_brokers = _new(DescribeClusterBroker)
        e_brokers.broker_id = brokers__broker_id
        e_brokers.host = brokers__host
        e_brokers.port = brokers__port
        e_brokers.rack = brokers__rack
        e_brokers.is_fenced = False
        e_brokers.unknown_tagged_fields = brokers__unknown
        items_brokers.append(e_brokers)
    brokers = items_brokers
    cluster_authorized_operations, tag_count = _S_iB.unpack_from(data, pos)
    pos += 5
    unknown: rt.Tags = ()
    if tag_count:
        unknown, pos = rt.read_unknown_tags(data, pos - 1)
    obj = _new(DescribeClusterResponse)
    obj.throttle_time_ms = throttle_time_ms
    obj.error_code = error_code
    obj.error_message = error_message
    obj.endpoint_type = endpoint_type
    obj.cluster_id = cluster_id
    obj.controller_id = controller_id
    obj.brokers = brokers
    obj.cluster_authorized_operations = cluster_authorized_operations
    obj.unknown_tagged_fields = unknown
    return obj, pos


def _decode_DescribeClusterResponse_v2(
    data: bytes, pos: int
) -> tuple[DescribeClusterResponse, int]:
    """Decode DescribeClusterResponse, version 2."""
    data_end = len(data)
    throttle_time_ms, error_code, n_error_message = _S_ihB.unpack_from(data, pos)
    pos += 7
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
    endpoint_type, n_cluster_id = _S_bB.unpack_from(data, pos)
    pos += 2
    if n_cluster_id > 127:
        n_cluster_id, pos = rt.read_string_length(data, pos - 1)
    end = pos + n_cluster_id - 1
    if not n_cluster_id or end > data_end:
        raise rt.Malformed
    cluster_id = data[pos:end].decode()
    pos = end
    controller_id, n_brokers = _S_iB.unpack_from(data, pos)
    pos += 5
    if n_brokers > 127:
        n_brokers, pos = rt.read_uvarint(data, pos - 1)
    n_brokers -= 1
    if n_brokers < 0:
        raise rt.Malformed
    if n_brokers > data_end - pos:
        raise rt.Malformed
    items_brokers: list[DescribeClusterBroker] = []
    for _ in range(n_brokers):
        brokers__broker_id, n_brokers__host = _S_iB.unpack_from(data, pos)
        pos += 5
        if n_brokers__host > 127:
            n_brokers__host, pos = rt.read_string_length(data, pos - 1)
        end = pos + n_brokers__host - 1
        if not n_brokers__host or end > data_end:
            raise rt.Malformed
        brokers__host = data[pos:end].decode()
        pos = end
        brokers__port, n_brokers__rack = _S_iB.unpack_from(data, pos)
        pos += 5
        if n_brokers__rack > 127:
            n_brokers__rack, pos = rt.read_string_length(data, pos - 1)
        brokers__rack: str | None
        if not n_brokers__rack:
            brokers__rack = None
        else:
            end = pos + n_brokers__rack - 1
            if end > data_end:
                raise rt.Malformed
            brokers__rack = data[pos:end].decode()
            pos = end
        brokers__is_fenced_raw, brokers__tag_count = _S_BB.unpack_from(data, pos)
        pos += 2
        brokers__is_fenced = rt.BOOLS[brokers__is_fenced_raw]
        brokers__unknown: rt.Tags = ()
        if brokers__tag_count:
            brokers__unknown, pos = rt.read_unknown_tags(data, pos - 1)
        e_brokers = _new(DescribeClusterBroker)
        e_brokers.broker_id = brokers__broker_id
        e_brokers.host = brokers__host
        e_brokers.port = brokers__port
        e_brokers.rack = brokers__rack
        e_brokers.is_fenced = brokers__is_fenced
        e_brokers.unknown_tagged_fields = brokers__unknown
        items_brokers.append(e_brokers)
    brokers = items_brokers
    cluster_authorized_operations, tag_count = _S_iB.unpack_from(data, pos)
    pos += 5
    unknown: rt.Tags = ()
    if tag_count:
        unknown, pos = rt.read_unknown_tags(data, pos - 1)
    obj = _new(DescribeClusterResponse)
    obj.throttle_time_ms = throttle_time_ms
    obj.error_code = error_code
    obj.error_message = error_message
    obj.endpoint_type = endpoint_type
    obj.cluster_id = cluster_id
    obj.controller_id = controller_id
    obj.brokers = brokers
    obj.cluster_authorized_operations = cluster_authorized_operations
    obj.unknown_tagged_fields = unknown
    return obj, pos


def _encode_DescribeClusterResponse_v0(obj: DescribeClusterResponse, out: bytearray) -> None:
    """Encode DescribeClusterResponse, version 0."""
    append = out.append
    if obj.endpoint_type != 1:
        raise rt.Malformed
    out += _S_ih.pack(obj.throttle_time_ms, obj.error_code)
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
    b_cluster_id = obj.cluster_id.encode()
    n = len(b_cluster_id) + 1
    if n < 128:
        append(n)
    else:
        out += rt.string_length(n)
    out += b_cluster_id
    out += _S_i.pack(obj.controller_id)
    a_brokers = obj.brokers
    n = len(a_brokers) + 1
    if n < 128:
        append(n)
    else:
        out += rt.uvarint(n)
    for e_brokers in a_brokers:
        if e_brokers.is_fenced is not False:
            raise rt.Malformed
        out += _S_i.pack(e_brokers.broker_id)
        b_brokers__host = e_brokers.host.encode()
        n = len(b_brokers__host) + 1
        if n < 128:
            append(n)
        else:
            out += rt.string_length(n)
        out += b_brokers__host
        out += _S_i.pack(e_brokers.port)
        s_brokers__rack = e_brokers.rack
        if s_brokers__rack is None:
            append(0)
        else:
            b_brokers__rack = s_brokers__rack.encode()
            n = len(b_brokers__rack) + 1
            if n < 128:
                append(n)
            else:
                out += rt.string_length(n)
            out += b_brokers__rack
        if e_brokers.unknown_tagged_fields:
            rt.write_tags(out, (), e_brokers.unknown_tagged_fields)
        else:
            append(0)
    out += _S_i.pack(obj.cluster_authorized_operations)
    if obj.unknown_tagged_fields:
        rt.write_tags(out, (), obj.unknown_tagged_fields)
    else:
        append(0)


def _encode_DescribeClusterResponse_v1(obj: DescribeClusterResponse, out: bytearray) -> None:
    """Encode DescribeClusterResponse, version 1."""
    append = out.append
    out += _S_ih.pack(obj.throttle_time_ms, obj.error_code)
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
    out += _S_b.pack(obj.endpoint_type)
    b_cluster_id = obj.cluster_id.encode()
    n = len(b_cluster_id) + 1
    if n < 128:
        append(n)
    else:
        out += rt.string_length(n)
    out += b_cluster_id
    out += _S_i.pack(obj.controller_id)
    a_brokers = obj.brokers
    n = len(a_brokers) + 1
    if n < 128:
        append(n)
    else:
        out += rt.uvarint(n)
    for e_brokers in a_brokers:
        if e_brokers.is_fenced is not False:
            raise rt.Malformed
        out += _S_i.pack(e_brokers.broker_id)
        b_brokers__host = e_brokers.host.encode()
        n = len(b_brokers__host) + 1
        if n < 128:
            append(n)
        else:
            out += rt.string_length(n)
        out += b_brokers__host
        out += _S_i.pack(e_brokers.port)
        s_brokers__rack = e_brokers.rack
        if s_brokers__rack is None:
            append(0)
        else:
            b_brokers__rack = s_brokers__rack.encode()
            n = len(b_brokers__rack) + 1
            if n < 128:
                append(n)
            else:
                out += rt.string_length(n)
            out += b_brokers__rack
        if e_brokers.unknown_tagged_fields:
            rt.write_tags(out, (), e_brokers.unknown_tagged_fields)
        else:
            append(0)
    out += _S_i.pack(obj.cluster_authorized_operations)
    if obj.unknown_tagged_fields:
        rt.write_tags(out, (), obj.unknown_tagged_fields)
    else:
        append(0)


def _encode_DescribeClusterResponse_v2(obj: DescribeClusterResponse, out: bytearray) -> None:
    """Encode DescribeClusterResponse, version 2."""
    append = out.append
    out += _S_ih.pack(obj.throttle_time_ms, obj.error_code)
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
    out += _S_b.pack(obj.endpoint_type)
    b_cluster_id = obj.cluster_id.encode()
    n = len(b_cluster_id) + 1
    if n < 128:
        append(n)
    else:
        out += rt.string_length(n)
    out += b_cluster_id
    out += _S_i.pack(obj.controller_id)
    a_brokers = obj.brokers
    n = len(a_brokers) + 1
    if n < 128:
        append(n)
    else:
        out += rt.uvarint(n)
    for e_brokers in a_brokers:
        out += _S_i.pack(e_brokers.broker_id)
        b_brokers__host = e_brokers.host.encode()
        n = len(b_brokers__host) + 1
        if n < 128:
            append(n)
        else:
            out += rt.string_length(n)
        out += b_brokers__host
        out += _S_i.pack(e_brokers.port)
        s_brokers__rack = e_brokers.rack
        if s_brokers__rack is None:
            append(0)
        else:
            b_brokers__rack = s_brokers__rack.encode()
            n = len(b_brokers__rack) + 1
            if n < 128:
                append(n)
            else:
                out += rt.string_length(n)
            out += b_brokers__rack
        if e_brokers.is_fenced is not True and e_brokers.is_fenced is not False:
            raise rt.Malformed
        out += _S_o.pack(e_brokers.is_fenced)
        if e_brokers.unknown_tagged_fields:
            rt.write_tags(out, (), e_brokers.unknown_tagged_fields)
        else:
            append(0)
    out += _S_i.pack(obj.cluster_authorized_operations)
    if obj.unknown_tagged_fields:
        rt.write_tags(out, (), obj.unknown_tagged_fields)
    else:
        append(0)


DescribeClusterBroker._SCHEMA = rt.StructInfo(
    "DescribeClusterBroker",
    (
        rt.FieldInfo("broker_id", "brokerId", "int32", rt.vr("0+"), default=0),
        rt.FieldInfo("host", "host", "string", rt.vr("0+"), default=""),
        rt.FieldInfo("port", "port", "int32", rt.vr("0+"), default=0),
        rt.FieldInfo("rack", "rack", "string", rt.vr("0+"), nullable=rt.vr("0+")),
        rt.FieldInfo("is_fenced", "isFenced", "bool", rt.vr("2+"), default=False),
    ),
    flexible=rt.vr("0+"),
)
DescribeClusterBroker._DECODERS = {
    0: _decode_DescribeClusterBroker_v0,
    1: _decode_DescribeClusterBroker_v0,
    2: _decode_DescribeClusterBroker_v2,
}
DescribeClusterBroker._ENCODERS = {
    0: _encode_DescribeClusterBroker_v0,
    1: _encode_DescribeClusterBroker_v0,
    2: _encode_DescribeClusterBroker_v2,
}

DescribeClusterResponse._SCHEMA = rt.StructInfo(
    "DescribeClusterResponse",
    (
        rt.FieldInfo("throttle_time_ms", "throttleTimeMs", "int32", rt.vr("0+"), default=0),
        rt.FieldInfo("error_code", "errorCode", "int16", rt.vr("0+"), default=0),
        rt.FieldInfo("error_message", "errorMessage", "string", rt.vr("0+"), nullable=rt.vr("0+")),
        rt.FieldInfo("endpoint_type", "endpointType", "int8", rt.vr("1+"), default=1),
        rt.FieldInfo("cluster_id", "clusterId", "string", rt.vr("0+"), default=""),
        rt.FieldInfo("controller_id", "controllerId", "int32", rt.vr("0+"), default=-1),
        rt.FieldInfo(
            "brokers",
            "brokers",
            "struct",
            rt.vr("0+"),
            is_array=True,
            struct=lambda: DescribeClusterBroker,
            default=(),
        ),
        rt.FieldInfo(
            "cluster_authorized_operations",
            "clusterAuthorizedOperations",
            "int32",
            rt.vr("0+"),
            default=-2147483648,
        ),
    ),
    flexible=rt.vr("0+"),
)
DescribeClusterResponse._DECODERS = {
    0: _decode_DescribeClusterResponse_v0,
    1: _decode_DescribeClusterResponse_v1,
    2: _decode_DescribeClusterResponse_v2,
}
DescribeClusterResponse._ENCODERS = {
    0: _encode_DescribeClusterResponse_v0,
    1: _encode_DescribeClusterResponse_v1,
    2: _encode_DescribeClusterResponse_v2,
}
