"""FindCoordinatorResponse: generated from FindCoordinatorResponse.json; edit the schema, not this file."""

from __future__ import annotations

import struct
from typing import ClassVar

import attrs

from kgroup_proto import runtime as rt

_new = object.__new__
_S_hih = struct.Struct(">hih")
_S_i = struct.Struct(">i")
_S_iB = struct.Struct(">iB")
_S_ih = struct.Struct(">ih")
_S_ihB = struct.Struct(">ihB")
_S_ihh = struct.Struct(">ihh")


@attrs.define(weakref_slot=False)
class Coordinator(rt.Struct):
    """One result for every key in the request.

    Versions 4-6; flexible 3+.

    Attributes:
        key: The key this result is for. (versions 4+)
        node_id: Broker id of the coordinator. (versions 4+)
        host: Hostname of the coordinator. (versions 4+)
        port: Port of the coordinator. (versions 4+)
        error_code: Error for this key, 0 on success. (versions 4+)
        error_message: Human-readable detail for the error, null on success. (versions 4+,
            nullable 4+)
    """

    VALID_VERSIONS: ClassVar[range] = range(0, 7)
    FLEXIBLE_VERSIONS: ClassVar[range | None] = range(3, rt.VERSION_LIMIT)

    key: str = ""
    node_id: int = 0
    host: str = ""
    port: int = 0
    error_code: int = 0
    error_message: str | None = ""
    unknown_tagged_fields: rt.Tags = ()


@attrs.define(weakref_slot=False)
class FindCoordinatorResponse(rt.Struct):
    """The FindCoordinatorResponse response.

    API key 10, versions 0-6; flexible 3+.

    Attributes:
        throttle_time_ms: Milliseconds the request was held back by a quota; 0 when no quota
            applied. (versions 1+)
        error_code: Error for the lookup, 0 on success. (versions 0-3)
        error_message: Human-readable detail for the error, null on success. (versions 1-3,
            nullable 1-3)
        node_id: Broker id of the coordinator. (versions 0-3)
        host: Hostname of the coordinator. (versions 0-3)
        port: Port of the coordinator. (versions 0-3)
        coordinators: One result for every key in the request. (versions 4+)
    """

    API_KEY: ClassVar[int | None] = 10
    MESSAGE_TYPE: ClassVar[str] = "response"
    VALID_VERSIONS: ClassVar[range] = range(0, 7)
    FLEXIBLE_VERSIONS: ClassVar[range | None] = range(3, rt.VERSION_LIMIT)

    throttle_time_ms: int = 0
    error_code: int = 0
    error_message: str | None = ""
    node_id: int = 0
    host: str = ""
    port: int = 0
    coordinators: list[Coordinator] = attrs.field(factory=list)
    unknown_tagged_fields: rt.Tags = ()


def _decode_Coordinator_v4(data: bytes, pos: int) -> tuple[Coordinator, int]:
    """Decode Coordinator, versions 4, 5, 6."""
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
    node_id, n_host = _S_iB.unpack_from(data, pos)
    pos += 5
    if n_host > 127:
        n_host, pos = rt.read_string_length(data, pos - 1)
    end = pos + n_host - 1
    if not n_host or end > data_end:
        raise rt.Malformed
    host = data[pos:end].decode()
    pos = end
    port, error_code, n_error_message = _S_ihB.unpack_from(data, pos)
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
    tag_count = data[pos]
    pos += 1
    unknown: rt.Tags = ()
    if tag_count:
        unknown, pos = rt.read_unknown_tags(data, pos - 1)
    obj = _new(Coordinator)
    obj.key = key
    obj.node_id = node_id
    obj.host = host
    obj.port = port
    obj.error_code = error_code
    obj.error_message = error_message
    obj.unknown_tagged_fields = unknown
    return obj, pos


def _encode_Coordinator_v4(obj: Coordinator, out: bytearray) -> None:
    """Encode Coordinator, versions 4, 5, 6."""
    b_key = obj.key.encode()
    n = len(b_key) + 1
    if n < 128:
        out.append(n)
    else:
        out += rt.string_length(n)
    out += b_key
    out += _S_i.pack(obj.node_id)
    b_host = obj.host.encode()
    n = len(b_host) + 1
    if n < 128:
        out.append(n)
    else:
        out += rt.string_length(n)
    out += b_host
    out += _S_ih.pack(obj.port, obj.error_code)
    s_error_message = obj.error_message
    if s_error_message is None:
        out.append(0)
    else:
        b_error_message = s_error_message.encode()
        n = len(b_error_message) + 1
        if n < 128:
            out.append(n)
        else:
            out += rt.string_length(n)
        out += b_error_message
    if obj.unknown_tagged_fields:
        rt.write_tags(out, (), obj.unknown_tagged_fields)
    else:
        out.append(0)


def _decode_FindCoordinatorResponse_v0(
    data: bytes, pos: int
) -> tuple[FindCoordinatorResponse, int]:
    """Decode FindCoordinatorResponse, version 0."""
    data_end = len(data)
    error_code, node_id, n_host = _S_hih.unpack_from(data, pos)
    pos += 8
    end = pos + n_host
    if n_host < 0 or end > data_end:
        raise rt.Malformed
    host = data[pos:end].decode()
    pos = end
    (port,) = _S_i.unpack_from(data, pos)
    pos += 4
    obj = _new(FindCoordinatorResponse)
    obj.throttle_time_ms = 0
    obj.error_code = error_code
    obj.error_message = ""
    obj.node_id = node_id
    obj.host = host
    obj.port = port
    obj.coordinators = []
    obj.unknown_tagged_fields = ()
    return obj, pos


def _decode_FindCoordinatorResponse_v1(
    data: bytes, pos: int
) -> tuple[FindCoordinatorResponse, int]:
    """Decode FindCoordinatorResponse, versions 1, 2."""
    data_end = len(data)
    throttle_time_ms, error_code, n_error_message = _S_ihh.unpack_from(data, pos)
    pos += 8
    error_message: str | None
    if n_error_message < 0:
        if n_error_message != -1:
            raise rt.Malformed
        error_message = None
    else:
        end = pos + n_error_message
        if end > data_end:
            raise rt.Malformed
        error_message = data[pos:end].decode()
        pos = end
    node_id, n_host = _S_ih.unpack_from(data, pos)
    pos += 6
    end = pos + n_host
    if n_host < 0 or end > data_end:
        raise rt.Malformed
    host = data[pos:end].decode()
    pos = end
    (port,) = _S_i.unpack_from(data, pos)
    pos += 4
    obj = _new(FindCoordinatorResponse)
    obj.throttle_time_ms = throttle_time_ms
    obj.error_code = error_code
    obj.error_message = error_message
    obj.node_id = node_id
    obj.host = host
    obj.port = port
    obj.coordinators = []
    obj.unknown_tagged_fields = ()
    return obj, pos


def _decode_FindCoordinatorResponse_v3(
    data: bytes, pos: int
) -> tuple[FindCoordinatorResponse, int]:
    """Decode FindCoordinatorResponse, version 3."""
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
    node_id, n_host = _S_iB.unpack_from(data, pos)
    pos += 5
    if n_host > 127:
        n_host, pos = rt.read_string_length(data, pos - 1)
    end = pos + n_host - 1
    if not n_host or end > data_end:
        raise rt.Malformed
    host = data[pos:end].decode()
    pos = end
    port, tag_count = _S_iB.unpack_from(data, pos)
    pos += 5
    unknown: rt.Tags = ()
    if tag_count:
        unknown, pos = rt.read_unknown_tags(data, pos - 1)
    obj = _new(FindCoordinatorResponse)
    obj.throttle_time_ms = throttle_time_ms
    obj.error_code = error_code
    obj.error_message = error_message
    obj.node_id = node_id
    obj.host = host
    obj.port = port
    obj.coordinators = []
    obj.unknown_tagged_fields = unknown
    return obj, pos


def _decode_FindCoordinatorResponse_v4(
    data: bytes, pos: int
) -> tuple[FindCoordinatorResponse, int]:
    """Decode FindCoordinatorResponse, versions 4, 5, 6."""
    data_end = len(data)
    throttle_time_ms, n_coordinators = _S_iB.unpack_from(data, pos)
    pos += 5
    if n_coordinators > 127:
        n_coordinators, pos = rt.read_uvarint(data, pos - 1)
    n_coordinators -= 1
    if n_coordinators < 0:
        raise rt.Malformed
    if n_coordinators > data_end - pos:
        raise rt.Malformed
    items_coordinators: list[Coordinator] = []
    for _ in range(n_coordinators):
        n_coordinators__key = data[pos]
        pos += 1
        if n_coordinators__key > 127:
            n_coordinators__key, pos = rt.read_string_length(data, pos - 1)
        end = pos + n_coordinators__key - 1
        if not n_coordinators__key or end > data_end:
            raise rt.Malformed
        coordinators__key = data[pos:end].decode()
        pos = end
        coordinators__node_id, n_coordinators__host = _S_iB.unpack_from(data, pos)
        pos += 5
        if n_coordinators__host > 127:
            n_coordinators__host, pos = rt.read_string_length(data, pos - 1)
        end = pos + n_coordinators__host - 1
        if not n_coordinators__host or end > data_end:
            raise rt.Malformed
        coordinators__host = data[pos:end].decode()
        pos = end
        coordinators__port, coordinators__error_code, n_coordinators__error_message = (
            _S_ihB.unpack_from(data, pos)
        )
        pos += 7
        if n_coordinators__error_message > 127:
            n_coordinators__error_message, pos = rt.read_string_length(data, pos - 1)
        coordinators__error_message: str | None
        if not n_coordinators__error_message:
            coordinators__error_message = None
        else:
            end = pos + n_coordinators__error_message - 1
            if end > data_end:
                raise rt.Malformed
            coordinators__error_message = data[pos:end].decode()
            pos = end
        coordinators__tag_count = data[pos]
        pos += 1
        coordinators__unknown: rt.Tags = ()
        if coordinators__tag_count:
            coordinators__unknown, pos = rt.read_unknown_tags(data, pos - 1)
        e_coordinators = _new(Coordinator)
        e_coordinators.key = coordinators__key
        e_coordinators.node_id = coordinators__node_id
        e_coordinators.host = coordinators__host
        e_coordinators.port = coordinators__port
        e_coordinators.error_code = coordinators__error_code
        e_coordinators.error_message = coordinators__error_message
        e_coordinators.unknown_tagged_fields = coordinators__unknown
        items_coordinators.append(e_coordinators)
    coordinators = items_coordinators
    tag_count = data[pos]
    pos += 1
    unknown: rt.Tags = ()
    if tag_count:
        unknown, pos = rt.read_unknown_tags(data, pos - 1)
    obj = _new(FindCoordinatorResponse)
    obj.throttle_time_ms = throttle_time_ms
    obj.error_code = 0
    obj.error_message = ""
    obj.node_id = 0
    obj.host = ""
    obj.port = 0
    obj.coordinators = coordinators
    obj.unknown_tagged_fields = unknown
    return obj, pos


def _encode_FindCoordinatorResponse_v0(obj: FindCoordinatorResponse, out: bytearray) -> None:
    """Encode FindCoordinatorResponse, version 0."""
    if obj.coordinators != []:
        raise rt.Malformed
    b_host = obj.host.encode()
    out += _S_hih.pack(obj.error_code, obj.node_id, len(b_host))
    out += b_host
    out += _S_i.pack(obj.port)
    if obj.unknown_tagged_fields:
        raise rt.Malformed


def _encode_FindCoordinatorResponse_v1(obj: FindCoordinatorResponse, out: bytearray) -> None:
    """Encode FindCoordinatorResponse, versions 1, 2."""
    if obj.coordinators != []:
        raise rt.Malformed
    s_error_message = obj.error_message
    b_error_message = None if s_error_message is None else s_error_message.encode()
    out += _S_ihh.pack(
        obj.throttle_time_ms,
        obj.error_code,
        -1 if b_error_message is None else len(b_error_message),
    )
    if b_error_message is not None:
        out += b_error_message
    b_host = obj.host.encode()
    out += _S_ih.pack(obj.node_id, len(b_host))
    out += b_host
    out += _S_i.pack(obj.port)
    if obj.unknown_tagged_fields:
        raise rt.Malformed


def _encode_FindCoordinatorResponse_v3(obj: FindCoordinatorResponse, out: bytearray) -> None:
    """Encode FindCoordinatorResponse, version 3."""
    if obj.coordinators != []:
        raise rt.Malformed
    out += _S_ih.pack(obj.throttle_time_ms, obj.error_code)
    s_error_message = obj.error_message
    if s_error_message is None:
        out.append(0)
    else:
        b_error_message = s_error_message.encode()
        n = len(b_error_message) + 1
        if n < 128:
            out.append(n)
        else:
            out += rt.string_length(n)
        out += b_error_message
    out += _S_i.pack(obj.node_id)
    b_host = obj.host.encode()
    n = len(b_host) + 1
    if n < 128:
        out.append(n)
    else:
        out += rt.string_length(n)
    out += b_host
    out += _S_i.pack(obj.port)
    if obj.unknown_tagged_fields:
        rt.write_tags(out, (), obj.unknown_tagged_fields)
    else:
        out.append(0)


def _encode_FindCoordinatorResponse_v4(obj: FindCoordinatorResponse, out: bytearray) -> None:
    """Encode FindCoordinatorResponse, versions 4, 5, 6."""
    append = out.append
    if obj.error_code != 0:
        raise rt.Malformed
    if obj.node_id != 0:
        raise rt.Malformed
    if obj.host != "":
        raise rt.Malformed
    if obj.port != 0:
        raise rt.Malformed
    out += _S_i.pack(obj.throttle_time_ms)
    a_coordinators = obj.coordinators
    n = len(a_coordinators) + 1
    if n < 128:
        append(n)
    else:
        out += rt.uvarint(n)
    for e_coordinators in a_coordinators:
        b_coordinators__key = e_coordinators.key.encode()
        n = len(b_coordinators__key) + 1
        if n < 128:
            append(n)
        else:
            out += rt.string_length(n)
        out += b_coordinators__key
        out += _S_i.pack(e_coordinators.node_id)
        b_coordinators__host = e_coordinators.host.encode()
        n = len(b_coordinators__host) + 1
        if n < 128:
            append(n)
        else:
            out += rt.string_length(n)
        out += b_coordinators__host
        out += _S_ih.pack(e_coordinators.port, e_coordinators.error_code)
        s_coordinators__error_message = e_coordinators.error_message
        if s_coordinators__error_message is None:
            append(0)
        else:
            b_coordinators__error_message = s_coordinators__error_message.encode()
            n = len(b_coordinators__error_message) + 1
            if n < 128:
                append(n)
            else:
                out += rt.string_length(n)
            out += b_coordinators__error_message
        if e_coordinators.unknown_tagged_fields:
            rt.write_tags(out, (), e_coordinators.unknown_tagged_fields)
        else:
            append(0)
    if obj.unknown_tagged_fields:
        rt.write_tags(out, (), obj.unknown_tagged_fields)
    else:
        append(0)


Coordinator._SCHEMA = rt.StructInfo(
    "Coordinator",
    (
        rt.FieldInfo("key", "key", "string", rt.vr("4+"), default=""),
        rt.FieldInfo("node_id", "nodeId", "int32", rt.vr("4+"), default=0),
        rt.FieldInfo("host", "host", "string", rt.vr("4+"), default=""),
        rt.FieldInfo("port", "port", "int32", rt.vr("4+"), default=0),
        rt.FieldInfo("error_code", "errorCode", "int16", rt.vr("4+"), default=0),
        rt.FieldInfo(
            "error_message",
            "errorMessage",
            "string",
            rt.vr("4+"),
            nullable=rt.vr("4+"),
            default="",
            ignorable=True,
        ),
    ),
    flexible=rt.vr("3+"),
)
Coordinator._DECODERS = {
    4: _decode_Coordinator_v4,
    5: _decode_Coordinator_v4,
    6: _decode_Coordinator_v4,
}
Coordinator._ENCODERS = {
    4: _encode_Coordinator_v4,
    5: _encode_Coordinator_v4,
    6: _encode_Coordinator_v4,
}

FindCoordinatorResponse._SCHEMA = rt.StructInfo(
    "FindCoordinatorResponse",
    (
        rt.FieldInfo(
            "throttle_time_ms", "throttleTimeMs", "int32", rt.vr("1+"), default=0, ignorable=True
        ),
        rt.FieldInfo("error_code", "errorCode", "int16", rt.vr("0-3"), default=0),
        rt.FieldInfo(
            "error_message",
            "errorMessage",
            "string",
            rt.vr("1-3"),
            nullable=rt.vr("1-3"),
            default="",
            ignorable=True,
        ),
        rt.FieldInfo("node_id", "nodeId", "int32", rt.vr("0-3"), default=0),
        rt.FieldInfo("host", "host", "string", rt.vr("0-3"), default=""),
        rt.FieldInfo("port", "port", "int32", rt.vr("0-3"), default=0),
        rt.FieldInfo(
            "coordinators",
            "coordinators",
            "struct",
            rt.vr("4+"),
            is_array=True,
            struct=lambda: Coordinator,
            default=(),
        ),
    ),
    flexible=rt.vr("3+"),
)
FindCoordinatorResponse._DECODERS = {
    0: _decode_FindCoordinatorResponse_v0,
    1: _decode_FindCoordinatorResponse_v1,
    2: _decode_FindCoordinatorResponse_v1,
    3: _decode_FindCoordinatorResponse_v3,
    4: _decode_FindCoordinatorResponse_v4,
    5: _decode_FindCoordinatorResponse_v4,
    6: _decode_FindCoordinatorResponse_v4,
}
FindCoordinatorResponse._ENCODERS = {
    0: _encode_FindCoordinatorResponse_v0,
    1: _encode_FindCoordinatorResponse_v1,
    2: _encode_FindCoordinatorResponse_v1,
    3: _encode_FindCoordinatorResponse_v3,
    4: _encode_FindCoordinatorResponse_v4,
    5: _encode_FindCoordinatorResponse_v4,
    6: _encode_FindCoordinatorResponse_v4,
}
