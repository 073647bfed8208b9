"""DeleteTopicsResponse: generated from DeleteTopicsResponse.json; edit the schema, not this file."""

from __future__ import annotations

import struct
from typing import ClassVar
from uuid import UUID

import attrs

from kgroup_proto import runtime as rt

_new = object.__new__
_S_h = struct.Struct(">h")
_S_hB = struct.Struct(">hB")
_S_i = struct.Struct(">i")
_S_iB = struct.Struct(">iB")
_S_ii = struct.Struct(">ii")
_S_u = struct.Struct(">16s")
_S_uh = struct.Struct(">16sh")


@attrs.define(weakref_slot=False)
class DeletableTopicResult(rt.Struct):
    """Result for each topic of the request.

    Versions 1-6; flexible 4+.

    Attributes:
        name: Name of the topic, or null when it was asked for by an ID the broker does not
            know. (versions 0+, nullable 6+)
        topic_id: ID of the topic. (versions 6+)
        error_code: Error for this topic; 0 if it was deleted. (versions 0+)
        error_message: Explanation of the error, or null. (versions 5+, nullable 5+)
    """

    VALID_VERSIONS: ClassVar[range] = range(1, 7)
    FLEXIBLE_VERSIONS: ClassVar[range | None] = range(4, rt.VERSION_LIMIT)

    name: str | None = ""
    topic_id: UUID = rt.ZERO_UUID
    error_code: int = 0
    error_message: str | None = None
    unknown_tagged_fields: rt.Tags = ()


@attrs.define(weakref_slot=False)
class DeleteTopicsResponse(rt.Struct):
    """The DeleteTopicsResponse response.

    API key 20, versions 1-6; flexible 4+.

    Attributes:
        throttle_time_ms: Time in ms the broker held back this response because a quota was
            exceeded; 0 when no quota applied. (versions 1+)
        responses: Result for each topic of the request. (versions 0+)
    """

    API_KEY: ClassVar[int | None] = 20
    MESSAGE_TYPE: ClassVar[str] = "response"
    VALID_VERSIONS: ClassVar[range] = range(1, 7)
    FLEXIBLE_VERSIONS: ClassVar[range | None] = range(4, rt.VERSION_LIMIT)

    throttle_time_ms: int = 0
    responses: list[DeletableTopicResult] = attrs.field(factory=list)
    unknown_tagged_fields: rt.Tags = ()


def _decode_DeletableTopicResult_v1(data: bytes, pos: int) -> tuple[DeletableTopicResult, int]:
    """Decode DeletableTopicResult, versions 1, 2, 3."""
    data_end = len(data)
    (n_name,) = _S_h.unpack_from(data, pos)
    pos += 2
    end = pos + n_name
    if n_name < 0 or end > data_end:
        raise rt.Malformed
    name = data[pos:end].decode()
    pos = end
    (error_code,) = _S_h.unpack_from(data, pos)
    pos += 2
    obj = _new(DeletableTopicResult)
    obj.name = name
    obj.topic_id = rt.ZERO_UUID
    obj.error_code = error_code
    obj.error_message = None
    obj.unknown_tagged_fields = ()
    return obj, pos


def _decode_DeletableTopicResult_v4(data: bytes, pos: int) -> tuple[DeletableTopicResult, int]:
    """Decode DeletableTopicResult, version 4."""
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
    error_code, tag_count = _S_hB.unpack_from(data, pos)
    pos += 3
    unknown: rt.Tags = ()
    if tag_count:
        unknown, pos = rt.read_unknown_tags(data, pos - 1)
    obj = _new(DeletableTopicResult)
    obj.name = name
    obj.topic_id = rt.ZERO_UUID
    obj.error_code = error_code
    obj.error_message = None
    obj.unknown_tagged_fields = unknown
    return obj, pos


def _decode_DeletableTopicResult_v5(data: bytes, pos: int) -> tuple[DeletableTopicResult, int]:
    """Decode DeletableTopicResult, version 5."""
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
    obj = _new(DeletableTopicResult)
    obj.name = name
    obj.topic_id = rt.ZERO_UUID
    obj.error_code = error_code
    obj.error_message = error_message
    obj.unknown_tagged_fields = unknown
    return obj, pos


def _decode_DeletableTopicResult_v6(data: bytes, pos: int) -> tuple[DeletableTopicResult, int]:
    """Decode DeletableTopicResult, version 6."""
    data_end = len(data)
    n_name = data[pos]
    pos += 1
    if n_name > 127:
        n_name, pos = rt.read_string_length(data, pos - 1)
    name: str | None
    if not n_name:
        name = None
    else:
        end = pos + n_name - 1
        if end > data_end:
            raise rt.Malformed
        name = data[pos:end].decode()
        pos = end
    (topic_id_raw,) = _S_u.unpack_from(data, pos)
    pos += 16
    topic_id = UUID(bytes=topic_id_raw)
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
    obj = _new(DeletableTopicResult)
    obj.name = name
    obj.topic_id = topic_id
    obj.error_code = error_code
    obj.error_message = error_message
    obj.unknown_tagged_fields = unknown
    return obj, pos


def _encode_DeletableTopicResult_v1(obj: DeletableTopicResult, out: bytearray) -> None:
    """Encode DeletableTopicResult, versions 1, 2, 3."""
    v_name = obj.name
    if v_name is None:
        raise rt.Malformed
    b_name = v_name.encode()
    out += _S_h.pack(len(b_name))
    out += b_name
    out += _S_h.pack(obj.error_code)
    if obj.unknown_tagged_fields:
        raise rt.Malformed


def _encode_DeletableTopicResult_v4(obj: DeletableTopicResult, out: bytearray) -> None:
    """Encode DeletableTopicResult, version 4."""
    v_name = obj.name
    if v_name is None:
        raise rt.Malformed
    b_name = v_name.encode()
    n = len(b_name) + 1
    if n < 128:
        out.append(n)
    else:
        out += rt.string_length(n)
    out += b_name
    out += _S_h.pack(obj.error_code)
    if obj.unknown_tagged_fields:
        rt.write_tags(out, (), obj.unknown_tagged_fields)
    else:
        out.append(0)


def _encode_DeletableTopicResult_v5(obj: DeletableTopicResult, out: bytearray) -> None:
    """Encode DeletableTopicResult, version 5."""
    v_name = obj.name
    if v_name is None:
        raise rt.Malformed
    b_name = v_name.encode()
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


def _encode_DeletableTopicResult_v6(obj: DeletableTopicResult, out: bytearray) -> None:
    """Encode DeletableTopicResult, version 6."""
    s_name = obj.name
    if s_name is None:
        out.append(0)
    else:
        b_name = s_name.encode()
        n = len(b_name) + 1
        if n < 128:
            out.append(n)
        else:
            out += rt.string_length(n)
        out += b_name
    out += _S_uh.pack(obj.topic_id.bytes, obj.error_code)
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


def _decode_DeleteTopicsResponse_v1(data: bytes, pos: int) -> tuple[DeleteTopicsResponse, int]:
    """Decode DeleteTopicsResponse, versions 1, 2, 3."""
    data_end = len(data)
    throttle_time_ms, n_responses = _S_ii.unpack_from(data, pos)
    pos += 8
    if n_responses < 0:
        raise rt.Malformed
    if n_responses > data_end - pos:
        raise rt.Malformed
    items_responses: list[DeletableTopicResult] = []
    for _ in range(n_responses):
        (n_responses__name,) = _S_h.unpack_from(data, pos)
        pos += 2
        end = pos + n_responses__name
        if n_responses__name < 0 or end > data_end:
            raise rt.Malformed
        responses__name = data[pos:end].decode()
        pos = end
        (responses__error_code,) = _S_h.unpack_from(data, pos)
        pos += 2
        e_responses = _new(DeletableTopicResult)
        e_responses.name = responses__name
        e_responses.topic_id = rt.ZERO_UUID
        e_responses.error_code = responses__error_code
        e_responses.error_message = None
        e_responses.unknown_tagged_fields = ()
        items_responses.append(e_responses)
    responses = items_responses
    obj = _new(DeleteTopicsResponse)
    obj.throttle_time_ms = throttle_time_ms
    obj.responses = responses
    obj.unknown_tagged_fields = ()
    return obj, pos


def _decode_DeleteTopicsResponse_v4(data: bytes, pos: int) -> tuple[DeleteTopicsResponse, int]:
    """Decode DeleteTopicsResponse, version 4."""
    data_end = len(data)
    throttle_time_ms, n_responses = _S_iB.unpack_from(data, pos)
    pos += 5
    if n_responses > 127:
        n_responses, pos = rt.read_uvarint(data, pos - 1)
    n_responses -= 1
    if n_responses < 0:
        raise rt.Malformed
    if n_responses > data_end - pos:
        raise rt.Malformed
    items_responses: list[DeletableTopicResult] = []
    for _ in range(n_responses):
        n_responses__name = data[pos]
        pos += 1
        if n_responses__name > 127:
            n_responses__name, pos = rt.read_string_length(data, pos - 1)
        end = pos + n_responses__name - 1
        if not n_responses__name or end > data_end:
            raise rt.Malformed
        responses__name = data[pos:end].decode()
        pos = end
        responses__error_code, responses__tag_count = _S_hB.unpack_from(data, pos)
        pos += 3
        responses__unknown: rt.Tags = ()
        if responses__tag_count:
            responses__unknown, pos = rt.read_unknown_tags(data, pos - 1)
        e_responses = _new(DeletableTopicResult)
        e_responses.name = responses__name
        e_responses.topic_id = rt.ZERO_UUID
        e_responses.error_code = responses__error_code
        e_responses.error_message = None
        e_responses.unknown_tagged_fields = responses__unknown
        items_responses.append(e_responses)
    responses = items_responses
    tag_count = data[pos]
    pos += 1
    unknown: rt.Tags = ()
    if tag_count:
        unknown, pos = rt.read_unknown_tags(data, pos - 1)
    obj = _new(DeleteTopicsResponse)
    obj.throttle_time_ms = throttle_time_ms
    obj.responses = responses
    obj.unknown_tagged_fields = unknown
    return obj, pos


def _decode_DeleteTopicsResponse_v5(data: bytes, pos: int) -> tuple[DeleteTopicsResponse, int]:
    """Decode DeleteTopicsResponse, version 5."""
    data_end = len(data)
    throttle_time_ms, n_responses = _S_iB.unpack_from(data, pos)
    pos += 5
    if n_responses > 127:
        n_responses, pos = rt.read_uvarint(data, pos - 1)
    n_responses -= 1
    if n_responses < 0:
        raise rt.Malformed
    if n_responses > data_end - pos:
        raise rt.Malformed
    items_responses: list[DeletableTopicResult] = []
    for _ in range(n_responses):
        n_responses__name = data[pos]
        pos += 1
        if n_responses__name > 127:
            n_responses__name, pos = rt.read_string_length(data, pos - 1)
        end = pos + n_responses__name - 1
        if not n_responses__name or end > data_end:
            raise rt.Malformed
        responses__name = data[pos:end].decode()
        pos = end
        responses__error_code, n_responses__error_message = _S_hB.unpack_from(data, pos)
        pos += 3
        if n_responses__error_message > 127:
            n_responses__error_message, pos = rt.read_string_length(data, pos - 1)
        responses__error_message: str | None
        if not n_responses__error_message:
            responses__error_message = None
        else:
            end = pos + n_responses__error_message - 1
            if end > data_end:
                raise rt.Malformed
            responses__error_message = data[pos:end].decode()
            pos = end
        responses__tag_count = data[pos]
        pos += 1
        responses__unknown: rt.Tags = ()
        if responses__tag_count:
            responses__unknown, pos = rt.read_unknown_tags(data, pos - 1)
        e_responses = _new(DeletableTopicResult)
        e_responses.name = responses__name
        e_responses.topic_id = rt.ZERO_UUID
        e_responses.error_code = responses__error_code
        e_responses.error_message = responses__error_message
        e_responses.unknown_tagged_fields = responses__unknown
        items_responses.append(e_responses)
    responses = items_responses
    tag_count = data[pos]
    pos += 1
    unknown: rt.Tags = ()
    if tag_count:
        unknown, pos = rt.read_unknown_tags(data, pos - 1)
    obj = _new(DeleteTopicsResponse)
    obj.throttle_time_ms = throttle_time_ms
    obj.responses = responses
    obj.unknown_tagged_fields = unknown
    return obj, pos


def _decode_DeleteTopicsResponse_v6(data: bytes, pos: int) -> tuple[DeleteTopicsResponse, int]:
    """Decode DeleteTopicsResponse, version 6."""
    data_end = len(data)
    throttle_time_ms, n_responses = _S_iB.unpack_from(data, pos)
    pos += 5
    if n_responses > 127:
        n_responses, pos = rt.read_uvarint(data, pos - 1)
    n_responses -= 1
    if n_responses < 0:
        raise rt.Malformed
    if n_responses > data_end - pos:
        raise rt.Malformed
    items_responses: list[DeletableTopicResult] = []
    for _ in range(n_responses):
        n_responses__name = data[pos]
        pos += 1
        if n_responses__name > 127:
            n_responses__name, pos = rt.read_string_length(data, pos - 1)
        responses__name: str | None
        if not n_responses__name:
            responses__name = None
        else:
            end = pos + n_responses__name - 1
            if end > data_end:
                raise rt.Malformed
            responses__name = data[pos:end].decode()
            pos = end
        (responses__topic_id_raw,) = _S_u.unpack_from(data, pos)
        pos += 16
        responses__topic_id = UUID(bytes=responses__topic_id_raw)
        responses__error_code, n_responses__error_message = _S_hB.unpack_from(data, pos)
        pos += 3
        if n_responses__error_message > 127:
            n_responses__error_message, pos = rt.read_string_length(data, pos - 1)
        responses__error_message: str | None
        if not n_responses__error_message:
            responses__error_message = None
        else:
            end = pos + n_responses__error_message - 1
            if end > data_end:
                raise rt.Malformed
            responses__error_message = data[pos:end].decode()
            pos = end
        responses__tag_count = data[pos]
        pos += 1
        responses__unknown: rt.Tags = ()
        if responses__tag_count:
            responses__unknown, pos = rt.read_unknown_tags(data, pos - 1)
        e_responses = _new(DeletableTopicResult)
        e_responses.name = responses__name
        e_responses.topic_id = responses__topic_id
        e_responses.error_code = responses__error_code
        e_responses.error_message = responses__error_message
        e_responses.unknown_tagged_fields = responses__unknown
        items_responses.append(e_responses)
    responses = items_responses
    tag_count = data[pos]
    pos += 1
    unknown: rt.Tags = ()
    if tag_count:
        unknown, pos = rt.read_unknown_tags(data, pos - 1)
    obj = _new(DeleteTopicsResponse)
    obj.throttle_time_ms = throttle_time_ms
    obj.responses = responses
    obj.unknown_tagged_fields = unknown
    return obj, pos


def _encode_DeleteTopicsResponse_v1(obj: DeleteTopicsResponse, out: bytearray) -> None:
    """Encode DeleteTopicsResponse, versions 1, 2, 3."""
    a_responses = obj.responses
    out += _S_ii.pack(obj.throttle_time_ms, len(a_responses))
    for e_responses in a_responses:
        v_responses__name = e_responses.name
        if v_responses__name is None:
            raise rt.Malformed
        b_responses__name = v_responses__name.encode()
        out += _S_h.pack(len(b_responses__name))
        out += b_responses__name
        out += _S_h.pack(e_responses.error_code)
        if e_responses.unknown_tagged_fields:
            raise rt.Malformed
    if obj.unknown_tagged_fields:
        raise rt.Malformed


def _encode_DeleteTopicsResponse_v4(obj: DeleteTopicsResponse, out: bytearray) -> None:
    """Encode DeleteTopicsResponse, version 4."""
    append = out.append
    out += _S_i.pack(obj.throttle_time_ms)
    a_responses = obj.responses
    n = len(a_responses) + 1
    if n < 128:
        append(n)
    else:
        out += rt.uvarint(n)
    for e_responses in a_responses:
        v_responses__name = e_responses.name
        if v_responses__name is None:
            raise rt.Malformed
        b_responses__name = v_responses__name.encode()
        n = len(b_responses__name) + 1
        if n < 128:
            append(n)
        else:
            out += rt.string_length(n)
        out += b_responses__name
        out += _S_h.pack(e_responses.error_code)
        if e_responses.unknown_tagged_fields:
            rt.write_tags(out, (), e_responses.unknown_tagged_fields)
        else:
            append(0)
    if obj.unknown_tagged_fields:
        rt.write_tags(out, (), obj.unknown_tagged_fields)
    else:
        append(0)


def _encode_DeleteTopicsResponse_v5(obj: DeleteTopicsResponse, out: bytearray) -> None:
    """Encode DeleteTopicsResponse, version 5."""
    append = out.append
    out += _S_i.pack(obj.throttle_time_ms)
    a_responses = obj.responses
    n = len(a_responses) + 1
    if n < 128:
        append(n)
    else:
        out += rt.uvarint(n)
    for e_responses in a_responses:
        v_responses__name = e_responses.name
        if v_responses__name is None:
            raise rt.Malformed
        b_responses__name = v_responses__name.encode()
        n = len(b_responses__name) + 1
        if n < 128:
            append(n)
        else:
            out += rt.string_length(n)
        out += b_responses__name
        out += _S_h.pack(e_responses.error_code)
        s_responses__error_message = e_responses.error_message
        if s_responses__error_message is None:
            append(0)
        else:
            b_responses__error_message = s_responses__error_message.encode()
            n = len(b_responses__error_message) + 1
            if n < 128:
                append(n)
            else:
                out += rt.string_length(n)
            out += b_responses__error_message
        if e_responses.unknown_tagged_fields:
            rt.write_tags(out, (), e_responses.unknown_tagged_fields)
        else:
            append(0)
    if obj.unknown_tagged_fields:
        rt.write_tags(out, (), obj.unknown_tagged_fields)
    else:
        append(0)


def _encode_DeleteTopicsResponse_v6(obj: DeleteTopicsResponse, out: bytearray) -> None:
    """Encode DeleteTopicsResponse, version 6."""
    append = out.append
    out += _S_i.pack(obj.throttle_time_ms)
    a_responses = obj.responses
    n = len(a_responses) + 1
    if n < 128:
        append(n)
    else:
        out += rt.uvarint(n)
    for e_responses in a_responses:
        s_responses__name = e_responses.name
        if s_responses__name is None:
            append(0)
        else:
            b_responses__name = s_responses__name.encode()
            n = len(b_responses__name) + 1
            if n < 128:
                append(n)
            else:
                out += rt.string_length(n)
            out += b_responses__name
        out += _S_uh.pack(e_responses.topic_id.bytes, e_responses.error_code)
        s_responses__error_message = e_responses.error_message
        if s_responses__error_message is None:
            append(0)
        else:
            b_responses__error_message = s_responses__error_message.encode()
            n = len(b_responses__error_message) + 1
            if n < 128:
                append(n)
            else:
                out += rt.string_length(n)
            out += b_responses__error_message
        if e_responses.unknown_tagged_fields:
            rt.write_tags(out, (), e_responses.unknown_tagged_fields)
        else:
            append(0)
    if obj.unknown_tagged_fields:
        rt.write_tags(out, (), obj.unknown_tagged_fields)
    else:
        append(0)


DeletableTopicResult._SCHEMA = rt.StructInfo(
    "DeletableTopicResult",
    (
        rt.FieldInfo("name", "name", "string", rt.vr("0+"), nullable=rt.vr("6+"), default=""),
        rt.FieldInfo(
            "topic_id", "topicId", "uuid", rt.vr("6+"), default=rt.ZERO_UUID, ignorable=True
        ),
        rt.FieldInfo("error_code", "errorCode", "int16", rt.vr("0+"), default=0),
        rt.FieldInfo(
            "error_message",
            "errorMessage",
            "string",
            rt.vr("5+"),
            nullable=rt.vr("5+"),
            ignorable=True,
        ),
    ),
    flexible=rt.vr("4+"),
)
DeletableTopicResult._DECODERS = {
    1: _decode_DeletableTopicResult_v1,
    2: _decode_DeletableTopicResult_v1,
    3: _decode_DeletableTopicResult_v1,
    4: _decode_DeletableTopicResult_v4,
    5: _decode_DeletableTopicResult_v5,
    6: _decode_DeletableTopicResult_v6,
}
DeletableTopicResult._ENCODERS = {
    1: _encode_DeletableTopicResult_v1,
    2: _encode_DeletableTopicResult_v1,
    3: _encode_DeletableTopicResult_v1,
    4: _encode_DeletableTopicResult_v4,
    5: _encode_DeletableTopicResult_v5,
    6: _encode_DeletableTopicResult_v6,
}

DeleteTopicsResponse._SCHEMA = rt.StructInfo(
    "DeleteTopicsResponse",
    (
        rt.FieldInfo(
            "throttle_time_ms", "throttleTimeMs", "int32", rt.vr("1+"), default=0, ignorable=True
        ),
        rt.FieldInfo(
            "responses",
            "responses",
            "struct",
            rt.vr("0+"),
            is_array=True,
            struct=lambda: DeletableTopicResult,
            default=(),
        ),
    ),
    flexible=rt.vr("4+"),
)
DeleteTopicsResponse._DECODERS = {
    1: _decode_DeleteTopicsResponse_v1,
    2: _decode_DeleteTopicsResponse_v1,
    3: _decode_DeleteTopicsResponse_v1,
    4: _decode_DeleteTopicsResponse_v4,
    5: _decode_DeleteTopicsResponse_v5,
    6: _decode_DeleteTopicsResponse_v6,
}
DeleteTopicsResponse._ENCODERS = {
    1: _encode_DeleteTopicsResponse_v1,
    2: _encode_DeleteTopicsResponse_v1,
    3: _encode_DeleteTopicsResponse_v1,
    4: _encode_DeleteTopicsResponse_v4,
    5: _encode_DeleteTopicsResponse_v5,
    6: _encode_DeleteTopicsResponse_v6,
}
