"""DeleteShareGroupOffsetsResponse: generated from DeleteShareGroupOffsetsResponse.json; edit the schema, not this file."""

from __future__ import annotations

import struct
from typing import ClassVar
from uuid import UUID

import attrs

from kgroup_proto import runtime as rt

_new = object.__new__
_S_hB = struct.Struct(">hB")
_S_ih = struct.Struct(">ih")
_S_ihB = struct.Struct(">ihB")
_S_u = struct.Struct(">16s")
_S_uh = struct.Struct(">16sh")


@attrs.define(weakref_slot=False)
class DeleteShareGroupOffsetsResponseTopic(rt.Struct):
    """Outcome for each topic of the request.

    Versions 0; flexible 0+.

    Attributes:
        topic_name: Name of the topic. (versions 0+)
        topic_id: ID of the topic. (versions 0+)
        error_code: Error deleting this topic's offsets; 0 when they were deleted. (versions
            0+)
        error_message: Text explaining that error, null when there is none. (versions 0+,
            nullable 0+)
    """

    VALID_VERSIONS: ClassVar[range] = range(0, 1)
    FLEXIBLE_VERSIONS: ClassVar[range | None] = range(0, rt.VERSION_LIMIT)

    topic_name: str = ""
    topic_id: UUID = rt.ZERO_UUID
    error_code: int = 0
    error_message: str | None = None
    unknown_tagged_fields: rt.Tags = ()


@attrs.define(weakref_slot=False)
class DeleteShareGroupOffsetsResponse(rt.Struct):
    """The DeleteShareGroupOffsetsResponse response.

    API key 92, versions 0; flexible 0+.

    Attributes:
        throttle_time_ms: Milliseconds the broker held the response back because of a quota;
            0 when no quota applied. (versions 0+)
        error_code: Error for the whole request, such as NON_EMPTY_GROUP while the group has
            members; 0 on success. (versions 0+)
        error_message: Text explaining ErrorCode, null on success. (versions 0+, nullable
            0+)
        responses: Outcome for each topic of the request. (versions 0+)
    """

    API_KEY: ClassVar[int | None] = 92
    MESSAGE_TYPE: ClassVar[str] = "response"
    VALID_VERSIONS: ClassVar[range] = range(0, 1)
    FLEXIBLE_VERSIONS: ClassVar[range | None] = range(0, rt.VERSION_LIMIT)

    throttle_time_ms: int = 0
    error_code: int = 0
    error_message: str | None = None
    responses: list[DeleteShareGroupOffsetsResponseTopic] = attrs.field(factory=list)
    unknown_tagged_fields: rt.Tags = ()


def _decode_DeleteShareGroupOffsetsResponseTopic_v0(
    data: bytes, pos: int
) -> tuple[DeleteShareGroupOffsetsResponseTopic, int]:
    """Decode DeleteShareGroupOffsetsResponseTopic, version 0."""
    data_end = len(data)
    n_topic_name = data[pos]
    pos += 1
    if n_topic_name > 127:
        n_topic_name, pos = rt.read_string_length(data, pos - 1)
    end = pos + n_topic_name - 1
    if not n_topic_name or end > data_end:
        raise rt.Malformed
    topic_name = data[pos:end].decode()
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
    obj = _new(DeleteShareGroupOffsetsResponseTopic)
    obj.topic_name = topic_name
    obj.topic_id = topic_id
    obj.error_code = error_code
    obj.error_message = error_message
    obj.unknown_tagged_fields = unknown
    return obj, pos


def _encode_DeleteShareGroupOffsetsResponseTopic_v0(
    obj: DeleteShareGroupOffsetsResponseTopic, out: bytearray
) -> None:
    """Encode DeleteShareGroupOffsetsResponseTopic, version 0."""
    b_topic_name = obj.topic_name.encode()
    n = len(b_topic_name) + 1
    if n < 128:
        out.append(n)
    else:
        out += rt.string_length(n)
    out += b_topic_name
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


def _decode_DeleteShareGroupOffsetsResponse_v0(
    data: bytes, pos: int
) -> tuple[DeleteShareGroupOffsetsResponse, int]:
    """Decode DeleteShareGroupOffsetsResponse, version 0."""
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
    n_responses = data[pos]
    pos += 1
    if n_responses > 127:
        n_responses, pos = rt.read_uvarint(data, pos - 1)
    n_responses -= 1
    if n_responses < 0:
        raise rt.Malformed
    if n_responses > data_end - pos:
        raise rt.Malformed
    items_responses: list[DeleteShareGroupOffsetsResponseTopic] = []
    for _ in range(n_responses):
        n_responses__topic_name = data[pos]
        pos += 1
        if n_responses__topic_name > 127:
            n_responses__topic_name, pos = rt.read_string_length(data, pos - 1)
        end = pos + n_responses__topic_name - 1
        if not n_responses__topic_name or end > data_end:
            raise rt.Malformed
        responses__topic_name = data[pos:end].decode()
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
        e_responses = _new(DeleteShareGroupOffsetsResponseTopic)
        e_responses.topic_name = responses__topic_name
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
    obj = _new(DeleteShareGroupOffsetsResponse)
    obj.throttle_time_ms = throttle_time_ms
    obj.error_code = error_code
    obj.error_message = error_message
    obj.responses = responses
    obj.unknown_tagged_fields = unknown
    return obj, pos


def _encode_DeleteShareGroupOffsetsResponse_v0(
    obj: DeleteShareGroupOffsetsResponse, out: bytearray
) -> None:
    """Encode DeleteShareGroupOffsetsResponse, version 0."""
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
    a_responses = obj.responses
    n = len(a_responses) + 1
    if n < 128:
        append(n)
    else:
        out += rt.uvarint(n)
    for e_responses in a_responses:
        b_responses__topic_name = e_responses.topic_name.encode()
        n = len(b_responses__topic_name) + 1
        if n < 128:
            append(n)
        else:
            out += rt.string_length(n)
        out += b_responses__topic_name
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


DeleteShareGroupOffsetsResponseTopic._SCHEMA = rt.StructInfo(
    "DeleteShareGroupOffsetsResponseTopic",
    (
        rt.FieldInfo("topic_name", "topicName", "string", rt.vr("0+"), default=""),
        rt.FieldInfo("topic_id", "topicId", "uuid", rt.vr("0+"), default=rt.ZERO_UUID),
        rt.FieldInfo("error_code", "errorCode", "int16", rt.vr("0+"), default=0),
        rt.FieldInfo("error_message", "errorMessage", "string", rt.vr("0+"), nullable=rt.vr("0+")),
    ),
    flexible=rt.vr("0+"),
)
DeleteShareGroupOffsetsResponseTopic._DECODERS = {
    0: _decode_DeleteShareGroupOffsetsResponseTopic_v0,
}
DeleteShareGroupOffsetsResponseTopic._ENCODERS = {
    0: _encode_DeleteShareGroupOffsetsResponseTopic_v0,
}

DeleteShareGroupOffsetsResponse._SCHEMA = rt.StructInfo(
    "DeleteShareGroupOffsetsResponse",
    (
        rt.FieldInfo("throttle_time_ms", "throttleTimeMs", "int32", rt.vr("0+"), default=0),
        rt.FieldInfo("error_code", "errorCode", "int16", rt.vr("0+"), default=0),
        rt.FieldInfo("error_message", "errorMessage", "string", rt.vr("0+"), nullable=rt.vr("0+")),
        rt.FieldInfo(
            "responses",
            "responses",
            "struct",
            rt.vr("0+"),
            is_array=True,
            struct=lambda: DeleteShareGroupOffsetsResponseTopic,
            default=(),
        ),
    ),
    flexible=rt.vr("0+"),
)
DeleteShareGroupOffsetsResponse._DECODERS = {
    0: _decode_DeleteShareGroupOffsetsResponse_v0,
}
DeleteShareGroupOffsetsResponse._ENCODERS = {
    0: _encode_DeleteShareGroupOffsetsResponse_v0,
}
