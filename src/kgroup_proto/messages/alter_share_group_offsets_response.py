"""AlterShareGroupOffsetsResponse: generated from AlterShareGroupOffsetsResponse.json; edit the schema, not this file."""

from __future__ import annotations

import struct
from typing import ClassVar
from uuid import UUID

import attrs

from kgroup_proto import runtime as rt

_new = object.__new__
_S_ih = struct.Struct(">ih")
_S_ihB = struct.Struct(">ihB")
_S_u = struct.Struct(">16s")


@attrs.define(weakref_slot=False)
class AlterShareGroupOffsetsResponsePartition(rt.Struct):
    """Outcome for each partition of that topic.

    Versions 0; flexible 0+.

    Attributes:
        partition_index: Index of the partition. (versions 0+)
        error_code: Error setting this partition's start offset; 0 when it was set.
            (versions 0+)
        error_message: Text explaining that error, null when there is none. (versions 0+,
            nullable 0+)
    """

    VALID_VERSIONS: ClassVar[range] = range(0, 1)
    FLEXIBLE_VERSIONS: ClassVar[range | None] = range(0, rt.VERSION_LIMIT)

    partition_index: int = 0
    error_code: int = 0
    error_message: str | None = None
    unknown_tagged_fields: rt.Tags = ()


@attrs.define(weakref_slot=False)
class AlterShareGroupOffsetsResponseTopic(rt.Struct):
    """Per topic, the outcome for each partition.

    Versions 0; flexible 0+.

    Attributes:
        topic_name: Name of the topic. (versions 0+)
        topic_id: ID of the topic. (versions 0+)
        partitions: Outcome for each partition of that topic. (versions 0+)
    """

    VALID_VERSIONS: ClassVar[range] = range(0, 1)
    FLEXIBLE_VERSIONS: ClassVar[range | None] = range(0, rt.VERSION_LIMIT)

    topic_name: str = ""
    topic_id: UUID = rt.ZERO_UUID
    partitions: list[AlterShareGroupOffsetsResponsePartition] = attrs.field(factory=list)
    unknown_tagged_fields: rt.Tags = ()


@attrs.define(weakref_slot=False)
class AlterShareGroupOffsetsResponse(rt.Struct):
    """The AlterShareGroupOffsetsResponse response.

    API key 91, versions 0; flexible 0+.

    Attributes:
        throttle_time_ms: Milliseconds the broker held the response back because of a quota;
            0 when no quota applied. (versions 0+)
        error_code: Error for the whole request, such as NON_EMPTY_GROUP while the group has
            members; 0 on success. (versions 0+)
        error_message: Text explaining ErrorCode, null on success. (versions 0+, nullable
            0+)
        responses: Per topic, the outcome for each partition. (versions 0+)
    """

    API_KEY: ClassVar[int | None] = 91
    MESSAGE_TYPE: ClassVar[str] = "response"
    VALID_VERSIONS: ClassVar[range] = range(0, 1)
    FLEXIBLE_VERSIONS: ClassVar[range | None] = range(0, rt.VERSION_LIMIT)

    throttle_time_ms: int = 0
    error_code: int = 0
    error_message: str | None = None
    responses: list[AlterShareGroupOffsetsResponseTopic] = attrs.field(factory=list)
    unknown_tagged_fields: rt.Tags = ()


def _decode_AlterShareGroupOffsetsResponsePartition_v0(
    data: bytes, pos: int
) -> tuple[AlterShareGroupOffsetsResponsePartition, int]:
    """Decode AlterShareGroupOffsetsResponsePartition, version 0."""
    data_end = len(data)
    partition_index, error_code, n_error_message = _S_ihB.unpack_from(data, pos)
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
    obj = _new(AlterShareGroupOffsetsResponsePartition)
    obj.partition_index = partition_index
    obj.error_code = error_code
    obj.error_message = error_message
    obj.unknown_tagged_fields = unknown
    return obj, pos


def _encode_AlterShareGroupOffsetsResponsePartition_v0(
    obj: AlterShareGroupOffsetsResponsePartition, out: bytearray
) -> None:
    """Encode AlterShareGroupOffsetsResponsePartition, version 0."""
    out += _S_ih.pack(obj.partition_index, obj.error_code)
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


def _decode_AlterShareGroupOffsetsResponseTopic_v0(
    data: bytes, pos: int
) -> tuple[AlterShareGroupOffsetsResponseTopic, int]:
    """Decode AlterShareGroupOffsetsResponseTopic, version 0."""
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
    n_partitions = data[pos]
    pos += 1
    if n_partitions > 127:
        n_partitions, pos = rt.read_uvarint(data, pos - 1)
    n_partitions -= 1
    if n_partitions < 0:
        raise rt.Malformed
    if n_partitions > data_end - pos:
        raise rt.Malformed
    items_partitions: list[AlterShareGroupOffsetsResponsePartition] = []
    for _ in range(n_partitions):
        partitions__partition_index, partitions__error_code, n_partitions__error_message = (
            _S_ihB.unpack_from(data, pos)
        )
        pos += 7
        if n_partitions__error_message > 127:
            n_partitions__error_message, pos = rt.read_string_length(data, pos - 1)
        partitions__error_message: str | None
        if not n_partitions__error_message:
            partitions__error_message = None
        else:
            end = pos + n_partitions__error_message - 1
            if end > data_end:
                raise rt.Malformed
            partitions__error_message = data[pos:end].decode()
            pos = end
        partitions__tag_count = data[pos]
        pos += 1
        partitions__unknown: rt.Tags = ()
        if partitions__tag_count:
            partitions__unknown, pos = rt.read_unknown_tags(data, pos - 1)
        e_partitions = _new(AlterShareGroupOffsetsResponsePartition)
        e_partitions.partition_index = partitions__partition_index
        e_partitions.error_code = partitions__error_code
        e_partitions.error_message = partitions__error_message
        e_partitions.unknown_tagged_fields = partitions__unknown
        items_partitions.append(e_partitions)
    partitions = items_partitions
    tag_count = data[pos]
    pos += 1
    unknown: rt.Tags = ()
    if tag_count:
        unknown, pos = rt.read_unknown_tags(data, pos - 1)
    obj = _new(AlterShareGroupOffsetsResponseTopic)
    obj.topic_name = topic_name
    obj.topic_id = topic_id
    obj.partitions = partitions
    obj.unknown_tagged_fields = unknown
    return obj, pos


def _encode_AlterShareGroupOffsetsResponseTopic_v0(
    obj: AlterShareGroupOffsetsResponseTopic, out: bytearray
) -> None:
    """Encode AlterShareGroupOffsetsResponseTopic, version 0."""
    append = out.append
    b_topic_name = obj.topic_name.encode()
    n = len(b_topic_name) + 1
    if n < 128:
        append(n)
    else:
        out += rt.string_length(n)
    out += b_topic_name
    out += _S_u.pack(obj.topic_id.bytes)
    a_partitions = obj.partitions
    n = len(a_partitions) + 1
    if n < 128:
        append(n)
    else:
        out += rt.uvarint(n)
    for e_partitions in a_partitions:
        out += _S_ih.pack(e_partitions.partition_index, e_partitions.error_code)
        s_partitions__error_message = e_partitions.error_message
        if s_partitions__error_message is None:
            append(0)
        else:
            b_partitions__error_message = s_partitions__error_message.encode()
            n = len(b_partitions__error_message) + 1
            if n < 128:
                append(n)
            else:
                out += rt.string_length(n)
            out += b_partitions__error_message
        if e_partitions.unknown_tagged_fields:
            rt.write_tags(out, (), e_partitions.unknown_tagged_fields)
        else:
            append(0)
    if obj.unknown_tagged_fields:
        rt.write_tags(out, (), obj.unknown_tagged_fields)
    else:
        append(0)


def _decode_AlterShareGroupOffsetsResponse_v0(
    data: bytes, pos: int
) -> tuple[AlterShareGroupOffsetsResponse, int]:
    """Decode AlterShareGroupOffsetsResponse, version 0."""
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
    items_responses: list[AlterShareGroupOffsetsResponseTopic] = []
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
        n_responses__partitions = data[pos]
        pos += 1
        if n_responses__partitions > 127:
            n_responses__partitions, pos = rt.read_uvarint(data, pos - 1)
        n_responses__partitions -= 1
        if n_responses__partitions < 0:
            raise rt.Malformed
        if n_responses__partitions > data_end - pos:
            raise rt.Malformed
        items_responses__partitions: list[AlterShareGroupOffsetsResponsePartition] = []
        for _ in range(n_responses__partitions):
            e_responses__partitions, pos = _decode_AlterShareGroupOffsetsResponsePartition_v0(
                data, pos
            )
            items_responses__partitions.append(e_responses__partitions)
        responses__partitions = items_responses__partitions
        responses__tag_count = data[pos]
        pos += 1
        responses__unknown: rt.Tags = ()
        if responses__tag_count:
            responses__unknown, pos = rt.read_unknown_tags(data, pos - 1)
        e_responses = _new(AlterShareGroupOffsetsResponseTopic)
        e_responses.topic_name = responses__topic_name
        e_responses.topic_id = responses__topic_id
        e_responses.partitions = responses__partitions
        e_responses.unknown_tagged_fields = responses__unknown
        items_responses.append(e_responses)
    responses = items_responses
    tag_count = data[pos]
    pos += 1
    unknown: rt.Tags = ()
    if tag_count:
        unknown, pos = rt.read_unknown_tags(data, pos - 1)
    obj = _new(AlterShareGroupOffsetsResponse)
    obj.throttle_time_ms = throttle_time_ms
    obj.error_code = error_code
    obj.error_message = error_message
    obj.responses = responses
    obj.unknown_tagged_fields = unknown
    return obj, pos


def _encode_AlterShareGroupOffsetsResponse_v0(
    obj: AlterShareGroupOffsetsResponse, out: bytearray
) -> None:
    """Encode AlterShareGroupOffsetsResponse, version 0."""
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
        out += _S_u.pack(e_responses.topic_id.bytes)
        a_responses__partitions = e_responses.partitions
        n = len(a_responses__partitions) + 1
        if n < 128:
            append(n)
        else:
            out += rt.uvarint(n)
        for e_responses__partitions in a_responses__partitions:
            out += _S_ih.pack(
                e_responses__partitions.partition_index, e_responses__partitions.error_code
            )
            s_responses__partitions__error_message = e_responses__partitions.error_message
            if s_responses__partitions__error_message is None:
                append(0)
            else:
                b_responses__partitions__error_message = (
                    s_responses__partitions__error_message.encode()
                )
                n = len(b_responses__partitions__error_message) + 1
                if n < 128:
                    append(n)
                else:
                    out += rt.string_length(n)
                out += b_responses__partitions__error_message
            if e_responses__partitions.unknown_tagged_fields:
                rt.write_tags(out, (), e_responses__partitions.unknown_tagged_fields)
            else:
                append(0)
        if e_responses.unknown_tagged_fields:
            rt.write_tags(out, (), e_responses.unknown_tagged_fields)
        else:
            append(0)
    if obj.unknown_tagged_fields:
        rt.write_tags(out, (), obj.unknown_tagged_fields)
    else:
        append(0)


AlterShareGroupOffsetsResponsePartition._SCHEMA = rt.StructInfo(
    "AlterShareGroupOffsetsResponsePartition",
    (
        rt.FieldInfo("partition_index", "partitionIndex", "int32", rt.vr("0+"), default=0),
        rt.FieldInfo("error_code", "errorCode", "int16", rt.vr("0+"), default=0),
        rt.FieldInfo("error_message", "errorMessage", "string", rt.vr("0+"), nullable=rt.vr("0+")),
    ),
    flexible=rt.vr("0+"),
)
AlterShareGroupOffsetsResponsePartition._DECODERS = {
    0: _decode_AlterShareGroupOffsetsResponsePartition_v0,
}
AlterShareGroupOffsetsResponsePartition._ENCODERS = {
    0: _encode_AlterShareGroupOffsetsResponsePartition_v0,
}

AlterShareGroupOffsetsResponseTopic._SCHEMA = rt.StructInfo(
    "AlterShareGroupOffsetsResponseTopic",
    (
        rt.FieldInfo("topic_name", "topicName", "string", rt.vr("0+"), default=""),
        rt.FieldInfo("topic_id", "topicId", "uuid", rt.vr("0+"), default=rt.ZERO_UUID),
        rt.FieldInfo(
            "partitions",
            "partitions",
            "struct",
            rt.vr("0+"),
            is_array=True,
            struct=lambda: AlterShareGroupOffsetsResponsePartition,
            default=(),
        ),
    ),
    flexible=rt.vr("0+"),
)
AlterShareGroupOffsetsResponseTopic._DECODERS = {
    0: _decode_AlterShareGroupOffsetsResponseTopic_v0,
}
AlterShareGroupOffsetsResponseTopic._ENCODERS = {
    0: _encode_AlterShareGroupOffsetsResponseTopic_v0,
}

AlterShareGroupOffsetsResponse._SCHEMA = rt.StructInfo(
    "AlterShareGroupOffsetsResponse",
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
            struct=lambda: AlterShareGroupOffsetsResponseTopic,
            default=(),
        ),
    ),
    flexible=rt.vr("0+"),
)
AlterShareGroupOffsetsResponse._DECODERS = {
    0: _decode_AlterShareGroupOffsetsResponse_v0,
}
AlterShareGroupOffsetsResponse._ENCODERS = {
    0: _encode_AlterShareGroupOffsetsResponse_v0,
}
