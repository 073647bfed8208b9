"""CreatePartitionsResponse: generated from CreatePartitionsResponse.json; edit the schema, not this file."""

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
class CreatePartitionsTopicResult(rt.Struct):
    """Result for each topic of the request.

    Versions 0-3; flexible 2+.

    Attributes:
        name: Name of the topic. (versions 0+)
        error_code: Error for this topic; 0 if its partitions were created. (versions 0+)
        error_message: Explanation of the error, or null. (versions 0+, nullable 0+)
    """

    VALID_VERSIONS: ClassVar[range] = range(0, 4)
    FLEXIBLE_VERSIONS: ClassVar[range | None] = range(2, rt.VERSION_LIMIT)

    name: str = ""
    error_code: int = 0
    error_message: str | None = None
    unknown_tagged_fields: rt.Tags = ()


@attrs.define(weakref_slot=False)
class CreatePartitionsResponse(rt.Struct):
    """The CreatePartitionsResponse response.

    API key 37, versions 0-3; flexible 2+.

    Attributes:
        throttle_time_ms: Time in ms the broker held back this response because a quota was
            exceeded; 0 when no quota applied. (versions 0+)
        results: Result for each topic of the request. (versions 0+)
    """

    API_KEY: ClassVar[int | None] = 37
    MESSAGE_TYPE: ClassVar[str] = "response"
    VALID_VERSIONS: ClassVar[range] = range(0, 4)
    FLEXIBLE_VERSIONS: ClassVar[range | None] = range(2, rt.VERSION_LIMIT)

    throttle_time_ms: int = 0
    results: list[CreatePartitionsTopicResult] = attrs.field(factory=list)
    unknown_tagged_fields: rt.Tags = ()


def _decode_CreatePartitionsTopicResult_v0(
    data: bytes, pos: int
) -> tuple[CreatePartitionsTopicResult, int]:
    """Decode CreatePartitionsTopicResult, versions 0, 1."""
    data_end = len(data)
    (n_name,) = _S_h.unpack_from(data, pos)
    pos += 2
    end = pos + n_name
    if n_name < 0 or end > data_end:
        raise rt.Malformed
    name = data[pos:end].decode()
    pos = end
    error_code, n_error_message = _S_hh.unpack_from(data, pos)
    pos += 4
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
    obj = _new(CreatePartitionsTopicResult)
    obj.name = name
    obj.error_code = error_code
    obj.error_message = error_message
    obj.unknown_tagged_fields = ()
    return obj, pos


def _decode_CreatePartitionsTopicResult_v2(
    data: bytes, pos: int
) -> tuple[CreatePartitionsTopicResult, int]:
    """Decode CreatePartitionsTopicResult, versions 2, 3."""
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
    tag_count = data[pos]
    pos += 1
    unknown: rt.Tags = ()
    if tag_count:
        unknown, pos = rt.read_unknown_tags(data, pos - 1)
    obj = _new(CreatePartitionsTopicResult)
    obj.name = name
    obj.error_code = error_code
    obj.error_message = error_message
    obj.unknown_tagged_fields = unknown
    return obj, pos


def _encode_CreatePartitionsTopicResult_v0(
    obj: CreatePartitionsTopicResult, out: bytearray
) -> None:
    """Encode CreatePartitionsTopicResult, versions 0, 1."""
    b_name = obj.name.encode()
    out += _S_h.pack(len(b_name))
    out += b_name
    s_error_message = obj.error_message
    b_error_message = None if s_error_message is None else s_error_message.encode()
    out += _S_hh.pack(obj.error_code, -1 if b_error_message is None else len(b_error_message))
    if b_error_message is not None:
        out += b_error_message
    if obj.unknown_tagged_fields:
        raise rt.Malformed


def _encode_CreatePartitionsTopicResult_v2(
    obj: CreatePartitionsTopicResult, out: bytearray
) -> None:
    """Encode CreatePartitionsTopicResult, versions 2, 3."""
    b_name = obj.name.encode()
    n = len(b_name) + 1
    if n < 128:
        out.append(n)
    else:
        out += rt.string_length(n)
    out += b_name
    out += _S_h.pack(obj.error_code)
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


def _decode_CreatePartitionsResponse_v0(
    data: bytes, pos: int
) -> tuple[CreatePartitionsResponse, int]:
    """Decode CreatePartitionsResponse, versions 0, 1."""
    data_end = len(data)
    throttle_time_ms, n_results = _S_ii.unpack_from(data, pos)
    pos += 8
    if n_results < 0:
        raise rt.Malformed
    if n_results > data_end - pos:
        raise rt.Malformed
    items_results: list[CreatePartitionsTopicResult] = []
    for _ in range(n_results):
        (n_results__name,) = _S_h.unpack_from(data, pos)
        pos += 2
        end = pos + n_results__name
        if n_results__name < 0 or end > data_end:
            raise rt.Malformed
        results__name = data[pos:end].decode()
        pos = end
        results__error_code, n_results__error_message = _S_hh.unpack_from(data, pos)
        pos += 4
        results__error_message: str | None
        if n_results__error_message < 0:
            if n_results__error_message != -1:
                raise rt.Malformed
            results__error_message = None
        else:
            end = pos + n_results__error_message
            if end > data_end:
                raise rt.Malformed
            results__error_message = data[pos:end].decode()
            pos = end
        e_results = _new(CreatePartitionsTopicResult)
        e_results.name = results__name
        e_results.error_code = results__error_code
        e_results.error_message = results__error_message
        e_results.unknown_tagged_fields = ()
        items_results.append(e_results)
    results = items_results
    obj = _new(CreatePartitionsResponse)
    obj.throttle_time_ms = throttle_time_ms
    obj.results = results
    obj.unknown_tagged_fields = ()
    return obj, pos


def _decode_CreatePartitionsResponse_v2(
    data: bytes, pos: int
) -> tuple[CreatePartitionsResponse, int]:
    """Decode CreatePartitionsResponse, versions 2, 3."""
    data_end = len(data)
    throttle_time_ms, n_results = _S_iB.unpack_from(data, pos)
    pos += 5
    if n_results > 127:
        n_results, pos = rt.read_uvarint(data, pos - 1)
    n_results -= 1
    if n_results < 0:
        raise rt.Malformed
    if n_results > data_end - pos:
        raise rt.Malformed
    items_results: list[CreatePartitionsTopicResult] = []
    for _ in range(n_results):
        n_results__name = data[pos]
        pos += 1
        if n_results__name > 127:
            n_results__name, pos = rt.read_string_length(data, pos - 1)
        end = pos + n_results__name - 1
        if not n_results__name or end > data_end:
            raise rt.Malformed
        results__name = data[pos:end].decode()
        pos = end
        results__error_code, n_results__error_message = _S_hB.unpack_from(data, pos)
        pos += 3
        if n_results__error_message > 127:
            n_results__error_message, pos = rt.read_string_length(data, pos - 1)
        results__error_message: str | None
        if not n_results__error_message:
            results__error_message = None
        else:
            end = pos + n_results__error_message - 1
            if end > data_end:
                raise rt.Malformed
            results__error_message = data[pos:end].decode()
            pos = end
        results__tag_count = data[pos]
        pos += 1
        results__unknown: rt.Tags = ()
        if results__tag_count:
            results__unknown, pos = rt.read_unknown_tags(data, pos - 1)
        e_results = _new(CreatePartitionsTopicResult)
        e_results.name = results__name
        e_results.error_code = results__error_code
        e_results.error_message = results__error_message
        e_results.unknown_tagged_fields = results__unknown
        items_results.append(e_results)
    results = items_results
    tag_count = data[pos]
    pos += 1
    unknown: rt.Tags = ()
    if tag_count:
        unknown, pos = rt.read_unknown_tags(data, pos - 1)
    obj = _new(CreatePartitionsResponse)
    obj.throttle_time_ms = throttle_time_ms
    obj.results = results
    obj.unknown_tagged_fields = unknown
    return obj, pos


def _encode_CreatePartitionsResponse_v0(obj: CreatePartitionsResponse, out: bytearray) -> None:
    """Encode CreatePartitionsResponse, versions 0, 1."""
    a_results = obj.results
    out += _S_ii.pack(obj.throttle_time_ms, len(a_results))
    for e_results in a_results:
        b_results__name = e_results.name.encode()
        out += _S_h.pack(len(b_results__name))
        out += b_results__name
        s_results__error_message = e_results.error_message
        b_results__error_message = (
            None if s_results__error_message is None else s_results__error_message.encode()
        )
        out += _S_hh.pack(
            e_results.error_code,
            -1 if b_results__error_message is None else len(b_results__error_message),
        )
        if b_results__error_message is not None:
            out += b_results__error_message
        if e_results.unknown_tagged_fields:
            raise rt.Malformed
    if obj.unknown_tagged_fields:
        raise rt.Malformed


def _encode_CreatePartitionsResponse_v2(obj: CreatePartitionsResponse, out: bytearray) -> None:
    """Encode CreatePartitionsResponse, versions 2, 3."""
    append = out.append
    out += _S_i.pack(obj.throttle_time_ms)
    a_results = obj.results
    n = len(a_results) + 1
    if n < 128:
        append(n)
    else:
        out += rt.uvarint(n)
    for e_results in a_results:
        b_results__name = e_results.name.encode()
        n = len(b_results__name) + 1
        if n < 128:
            append(n)
        else:
            out += rt.string_length(n)
        out += b_results__name
        out += _S_h.pack(e_results.error_code)
        s_results__error_message = e_results.error_message
        if s_results__error_message is None:
            append(0)
        else:
            b_results__error_message = s_results__error_message.encode()
            n = len(b_results__error_message) + 1
            if n < 128:
                append(n)
            else:
                out += rt.string_length(n)
            out += b_results__error_message
        if e_results.unknown_tagged_fields:
            rt.write_tags(out, (), e_results.unknown_tagged_fields)
        else:
            append(0)
    if obj.unknown_tagged_fields:
        rt.write_tags(out, (), obj.unknown_tagged_fields)
    else:
        append(0)


CreatePartitionsTopicResult._SCHEMA = rt.StructInfo(
    "CreatePartitionsTopicResult",
    (
        rt.FieldInfo("name", "name", "string", rt.vr("0+"), default=""),
        rt.FieldInfo("error_code", "errorCode", "int16", rt.vr("0+"), default=0),
        rt.FieldInfo("error_message", "errorMessage", "string", rt.vr("0+"), nullable=rt.vr("0+")),
    ),
    flexible=rt.vr("2+"),
)
CreatePartitionsTopicResult._DECODERS = {
    0: _decode_CreatePartitionsTopicResult_v0,
    1: _decode_CreatePartitionsTopicResult_v0,
    2: _decode_CreatePartitionsTopicResult_v2,
    3: _decode_CreatePartitionsTopicResult_v2,
}
CreatePartitionsTopicResult._ENCODERS = {
    0: _encode_CreatePartitionsTopicResult_v0,
    1: _encode_CreatePartitionsTopicResult_v0,
    2: _encode_CreatePartitionsTopicResult_v2,
    3: _encode_CreatePartitionsTopicResult_v2,
}

CreatePartitionsResponse._SCHEMA = rt.StructInfo(
    "CreatePartitionsResponse",
    (
        rt.FieldInfo("throttle_time_ms", "throttleTimeMs", "int32", rt.vr("0+"), default=0),
        rt.FieldInfo(
            "results",
            "results",
            "struct",
            rt.vr("0+"),
            is_array=True,
            struct=lambda: CreatePartitionsTopicResult,
            default=(),
        ),
    ),
    flexible=rt.vr("2+"),
)
CreatePartitionsResponse._DECODERS = {
    0: _decode_CreatePartitionsResponse_v0,
    1: _decode_CreatePartitionsResponse_v0,
    2: _decode_CreatePartitionsResponse_v2,
    3: _decode_CreatePartitionsResponse_v2,
}
CreatePartitionsResponse._ENCODERS = {
    0: _encode_CreatePartitionsResponse_v0,
    1: _encode_CreatePartitionsResponse_v0,
    2: _encode_CreatePartitionsResponse_v2,
    3: _encode_CreatePartitionsResponse_v2,
}
