"""DeleteGroupsResponse: generated from DeleteGroupsResponse.json; edit the schema, not this file."""

from __future__ import annotations

import struct
from typing import ClassVar

import attrs

from kgroup_proto import runtime as rt

_new = object.__new__
_S_h = struct.Struct(">h")
_S_hB = struct.Struct(">hB")
_S_i = struct.Struct(">i")
_S_iB = struct.Struct(">iB")
_S_ii = struct.Struct(">ii")


@attrs.define(weakref_slot=False)
class DeletableGroupResult(rt.Struct):
    """One result per group named in the request.

    Versions 0-3; flexible 2+.

    Attributes:
        group_id: ID of the group this result is for. (versions 0+)
        error_code: Error for this group; 0 if it was deleted. (versions 0+)
        error_message: Text explaining ErrorCode, or null when the group was deleted.
            (versions 3+, nullable 3+)
    """

    VALID_VERSIONS: ClassVar[range] = range(0, 4)
    FLEXIBLE_VERSIONS: ClassVar[range | None] = range(2, rt.VERSION_LIMIT)

    group_id: str = ""
    error_code: int = 0
    error_message: str | None = None
    unknown_tagged_fields: rt.Tags = ()


@attrs.define(weakref_slot=False)
class DeleteGroupsResponse(rt.Struct):
    """The DeleteGroupsResponse response.

    API key 42, versions 0-3; flexible 2+.

    Attributes:
        throttle_time_ms: Time in ms the broker held back this response because a quota was
            exceeded; 0 when no quota applied. (versions 0+)
        results: One result per group named in the request. (versions 0+)
    """

    API_KEY: ClassVar[int | None] = 42
    MESSAGE_TYPE: ClassVar[str] = "response"
    VALID_VERSIONS: ClassVar[range] = range(0, 4)
    FLEXIBLE_VERSIONS: ClassVar[range | None] = range(2, rt.VERSION_LIMIT)

    throttle_time_ms: int = 0
    results: list[DeletableGroupResult] = attrs.field(factory=list)
    unknown_tagged_fields: rt.Tags = ()


def _decode_DeletableGroupResult_v0(data: bytes, pos: int) -> tuple[DeletableGroupResult, int]:
    """Decode DeletableGroupResult, versions 0, 1."""
    data_end = len(data)
    (n_group_id,) = _S_h.unpack_from(data, pos)
    pos += 2
    end = pos + n_group_id
    if n_group_id < 0 or end > data_end:
        raise rt.Malformed
    group_id = data[pos:end].decode()
    pos = end
    (error_code,) = _S_h.unpack_from(data, pos)
    pos += 2
    obj = _new(DeletableGroupResult)
    obj.group_id = group_id
    obj.error_code = error_code
    obj.error_message = None
    obj.unknown_tagged_fields = ()
    return obj, pos


def _decode_DeletableGroupResult_v2(data: bytes, pos: int) -> tuple[DeletableGroupResult, int]:
    """Decode DeletableGroupResult, version 2."""
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
    error_code, tag_count = _S_hB.unpack_from(data, pos)
    pos += 3
    unknown: rt.Tags = ()
    if tag_count:
        unknown, pos = rt.read_unknown_tags(data, pos - 1)
    obj = _new(DeletableGroupResult)
    obj.group_id = group_id
    obj.error_code = error_code
    obj.error_message = None
    obj.unknown_tagged_fields = unknown
    return obj, pos


def _decode_DeletableGroupResult_v3(data: bytes, pos: int) -> tuple[DeletableGroupResult, int]:
    """Decode DeletableGroupResult, version 3."""
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
    obj = _new(DeletableGroupResult)
    obj.group_id = group_id
    obj.error_code = error_code
    obj.error_message = error_message
    obj.unknown_tagged_fields = unknown
    return obj, pos


def _encode_DeletableGroupResult_v0(obj: DeletableGroupResult, out: bytearray) -> None:
    """Encode DeletableGroupResult, versions 0, 1."""
    b_group_id = obj.group_id.encode()
    out += _S_h.pack(len(b_group_id))
    out += b_group_id
    out += _S_h.pack(obj.error_code)
    if obj.unknown_tagged_fields:
        raise rt.Malformed


def _encode_DeletableGroupResult_v2(obj: DeletableGroupResult, out: bytearray) -> None:
    """Encode DeletableGroupResult, version 2."""
    b_group_id = obj.group_id.encode()
    n = len(b_group_id) + 1
    if n < 128:
        out.append(n)
    else:
        out += rt.string_length(n)
    out += b_group_id
    out += _S_h.pack(obj.error_code)
    if obj.unknown_tagged_fields:
        rt.write_tags(out, (), obj.unknown_tagged_fields)
    else:
        out.append(0)


def _encode_DeletableGroupResult_v3(obj: DeletableGroupResult, out: bytearray) -> None:
    """Encode DeletableGroupResult, version 3."""
    b_group_id = obj.group_id.encode()
    n = len(b_group_id) + 1
    if n < 128:
        out.append(n)
    else:
        out += rt.string_length(n)
    out += b_group_id
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


def _decode_DeleteGroupsResponse_v0(data: bytes, pos: int) -> tuple[DeleteGroupsResponse, int]:
    """Decode DeleteGroupsResponse, versions 0, 1."""
    data_end = len(data)
    throttle_time_ms, n_results = _S_ii.unpack_from(data, pos)
    pos += 8
    if n_results < 0:
        raise rt.Malformed
    if n_results > data_end - pos:
        raise rt.Malformed
    items_results: list[DeletableGroupResult] = []
    for _ in range(n_results):
        (n_results__group_id,) = _S_h.unpack_from(data, pos)
        pos += 2
        end = pos + n_results__group_id
        if n_results__group_id < 0 or end > data_end:
            raise rt.Malformed
        results__group_id = data[pos:end].decode()
        pos = end
        (results__error_code,) = _S_h.unpack_from(data, pos)
        pos += 2
        e_results = _new(DeletableGroupResult)
        e_results.group_id = results__group_id
        e_results.error_code = results__error_code
        e_results.error_message = None
        e_results.unknown_tagged_fields = ()
        items_results.append(e_results)
    results = items_results
    obj = _new(DeleteGroupsResponse)
    obj.throttle_time_ms = throttle_time_ms
    obj.results = results
    obj.unknown_tagged_fields = ()
    return obj, pos


def _decode_DeleteGroupsResponse_v2(data: bytes, pos: int) -> tuple[DeleteGroupsResponse, int]:
    """Decode DeleteGroupsResponse, version 2."""
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
    items_results: list[DeletableGroupResult] = []
    for _ in range(n_results):
        n_results__group_id = data[pos]
        pos += 1
        if n_results__group_id > 127:
            n_results__group_id, pos = rt.read_string_length(data, pos - 1)
        end = pos + n_results__group_id - 1
        if not n_results__group_id or end > data_end:
            raise rt.Malformed
        results__group_id = data[pos:end].decode()
        pos = end
        results__error_code, results__tag_count = _S_hB.unpack_from(data, pos)
        pos += 3
        results__unknown: rt.Tags = ()
        if results__tag_count:
            results__unknown, pos = rt.read_unknown_tags(data, pos - 1)
        e_results = _new(DeletableGroupResult)
        e_results.group_id = results__group_id
        e_results.error_code = results__error_code
        e_results.error_message = None
        e_results.unknown_tagged_fields = results__unknown
        items_results.append(e_results)
    results = items_results
    tag_count = data[pos]
    pos += 1
    unknown: rt.Tags = ()
    if tag_count:
        unknown, pos = rt.read_unknown_tags(data, pos - 1)
    obj = _new(DeleteGroupsResponse)
    obj.throttle_time_ms = throttle_time_ms
    obj.results = results
    obj.unknown_tagged_fields = unknown
    return obj, pos


def _decode_DeleteGroupsResponse_v3(data: bytes, pos: int) -> tuple[DeleteGroupsResponse, int]:
    """Decode DeleteGroupsResponse, version 3."""
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
    items_results: list[DeletableGroupResult] = []
    for _ in range(n_results):
        n_results__group_id = data[pos]
        pos += 1
        if n_results__group_id > 127:
            n_results__group_id, pos = rt.read_string_length(data, pos - 1)
        end = pos + n_results__group_id - 1
        if not n_results__group_id or end > data_end:
            raise rt.Malformed
        results__group_id = data[pos:end].decode()
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
        e_results = _new(DeletableGroupResult)
        e_results.group_id = results__group_id
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
    obj = _new(DeleteGroupsResponse)
    obj.throttle_time_ms = throttle_time_ms
    obj.results = results
    obj.unknown_tagged_fields = unknown
    return obj, pos


def _encode_DeleteGroupsResponse_v0(obj: DeleteGroupsResponse, out: bytearray) -> None:
    """Encode DeleteGroupsResponse, versions 0, 1."""
    a_results = obj.results
    out += _S_ii.pack(obj.throttle_time_ms, len(a_results))
    for e_results in a_results:
        b_results__group_id = e_results.group_id.encode()
        out += _S_h.pack(len(b_results__group_id))
        out += b_results__group_id
        out += _S_h.pack(e_results.error_code)
        if e_results.unknown_tagged_fields:
            raise rt.Malformed
    if obj.unknown_tagged_fields:
        raise rt.Malformed


def _encode_DeleteGroupsResponse_v2(obj: DeleteGroupsResponse, out: bytearray) -> None:
    """Encode DeleteGroupsResponse, version 2."""
    append = out.append
    out += _S_i.pack(obj.throttle_time_ms)
    a_results = obj.results
    n = len(a_results) + 1
    if n < 128:
        append(n)
    else:
        out += rt.uvarint(n)
    for e_results in a_results:
        b_results__group_id = e_results.group_id.encode()
        n = len(b_results__group_id) + 1
        if n < 128:
            append(n)
        else:
            out += rt.string_length(n)
        out += b_results__group_id
        out += _S_h.pack(e_results.error_code)
        if e_results.unknown_tagged_fields:
            rt.write_tags(out, (), e_results.unknown_tagged_fields)
        else:
            append(0)
    if obj.unknown_tagged_fields:
        rt.write_tags(out, (), obj.unknown_tagged_fields)
    else:
        append(0)


def _encode_DeleteGroupsResponse_v3(obj: DeleteGroupsResponse, out: bytearray) -> None:
    """Encode DeleteGroupsResponse, version 3."""
    append = out.append
    out += _S_i.pack(obj.throttle_time_ms)
    a_results = obj.results
    n = len(a_results) + 1
    if n < 128:
        append(n)
    else:
        out += rt.uvarint(n)
    for e_results in a_results:
        b_results__group_id = e_results.group_id.encode()
        n = len(b_results__group_id) + 1
        if n < 128:
            append(n)
        else:
            out += rt.string_length(n)
        out += b_results__group_id
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


DeletableGroupResult._SCHEMA = rt.StructInfo(
    "DeletableGroupResult",
    (
        rt.FieldInfo("group_id", "groupId", "string", rt.vr("0+"), default=""),
        rt.FieldInfo("error_code", "errorCode", "int16", rt.vr("0+"), default=0),
        rt.FieldInfo(
            "error_message",
            "errorMessage",
            "string",
            rt.vr("3+"),
            nullable=rt.vr("3+"),
            ignorable=True,
        ),
    ),
    flexible=rt.vr("2+"),
)
DeletableGroupResult._DECODERS = {
    0: _decode_DeletableGroupResult_v0,
    1: _decode_DeletableGroupResult_v0,
    2: _decode_DeletableGroupResult_v2,
    3: _decode_DeletableGroupResult_v3,
}
DeletableGroupResult._ENCODERS = {
    0: _encode_DeletableGroupResult_v0,
    1: _encode_DeletableGroupResult_v0,
    2: _encode_DeletableGroupResult_v2,
    3: _encode_DeletableGroupResult_v3,
}

DeleteGroupsResponse._SCHEMA = rt.StructInfo(
    "DeleteGroupsResponse",
    (
        rt.FieldInfo("throttle_time_ms", "throttleTimeMs", "int32", rt.vr("0+"), default=0),
        rt.FieldInfo(
            "results",
            "results",
            "struct",
            rt.vr("0+"),
            is_array=True,
            struct=lambda: DeletableGroupResult,
            default=(),
        ),
    ),
    flexible=rt.vr("2+"),
)
DeleteGroupsResponse._DECODERS = {
    0: _decode_DeleteGroupsResponse_v0,
    1: _decode_DeleteGroupsResponse_v0,
    2: _decode_DeleteGroupsResponse_v2,
    3: _decode_DeleteGroupsResponse_v3,
}
DeleteGroupsResponse._ENCODERS = {
    0: _encode_DeleteGroupsResponse_v0,
    1: _encode_DeleteGroupsResponse_v0,
    2: _encode_DeleteGroupsResponse_v2,
    3: _encode_DeleteGroupsResponse_v3,
}
