"""DeleteRecordsResponse: generated from DeleteRecordsResponse.json; edit the schema, not this file."""

from __future__ import annotations

import struct
from typing import ClassVar

import attrs

from kgroup_proto import runtime as rt

_new = object.__new__
_S_h = struct.Struct(">h")
_S_i = struct.Struct(">i")
_S_iB = struct.Struct(">iB")
_S_ii = struct.Struct(">ii")
_S_iqh = struct.Struct(">iqh")
_S_iqhB = struct.Struct(">iqhB")


@attrs.define(weakref_slot=False)
class DeleteRecordsPartitionResult(rt.Struct):
    """Result for each partition of this topic.

    Versions 0-2; flexible 2+.

    Attributes:
        partition_index: Index of the partition. (versions 0+)
        low_watermark: Log start offset of the partition after the deletion, or -1 on error.
            (versions 0+)
        error_code: Error for this partition; 0 on success. (versions 0+)
    """

    VALID_VERSIONS: ClassVar[range] = range(0, 3)
    FLEXIBLE_VERSIONS: ClassVar[range | None] = range(2, rt.VERSION_LIMIT)

    partition_index: int = 0
    low_watermark: int = 0
    error_code: int = 0
    unknown_tagged_fields: rt.Tags = ()


@attrs.define(weakref_slot=False)
class DeleteRecordsTopicResult(rt.Struct):
    """Results grouped by topic.

    Versions 0-2; flexible 2+.

    Attributes:
        name: Name of the topic. (versions 0+)
        partitions: Result for each partition of this topic. (versions 0+)
    """

    VALID_VERSIONS: ClassVar[range] = range(0, 3)
    FLEXIBLE_VERSIONS: ClassVar[range | None] = range(2, rt.VERSION_LIMIT)

    name: str = ""
    partitions: list[DeleteRecordsPartitionResult] = attrs.field(factory=list)
    unknown_tagged_fields: rt.Tags = ()


@attrs.define(weakref_slot=False)
class DeleteRecordsResponse(rt.Struct):
    """The DeleteRecordsResponse response.

    API key 21, versions 0-2; flexible 2+.

    Attributes:
        throttle_time_ms: Time in ms the broker held back this response because a quota was
            exceeded; 0 when no quota applied. (versions 0+)
        topics: Results grouped by topic. (versions 0+)
    """

    API_KEY: ClassVar[int | None] = 21
    MESSAGE_TYPE: ClassVar[str] = "response"
    VALID_VERSIONS: ClassVar[range] = range(0, 3)
    FLEXIBLE_VERSIONS: ClassVar[range | None] = range(2, rt.VERSION_LIMIT)

    throttle_time_ms: int = 0
    topics: list[DeleteRecordsTopicResult] = attrs.field(factory=list)
    unknown_tagged_fields: rt.Tags = ()


def _decode_DeleteRecordsPartitionResult_v0(
    data: bytes, pos: int
) -> tuple[DeleteRecordsPartitionResult, int]:
    """Decode DeleteRecordsPartitionResult, versions 0, 1."""
    partition_index, low_watermark, error_code = _S_iqh.unpack_from(data, pos)
    pos += 14
    obj = _new(DeleteRecordsPartitionResult)
    obj.partition_index = partition_index
    obj.low_watermark = low_watermark
    obj.error_code = error_code
    obj.unknown_tagged_fields = ()
    return obj, pos


def _decode_DeleteRecordsPartitionResult_v2(
    data: bytes, pos: int
) -> tuple[DeleteRecordsPartitionResult, int]:
    """Decode DeleteRecordsPartitionResult, version 2."""
    partition_index, low_watermark, error_code, tag_count = _S_iqhB.unpack_from(data, pos)
    pos += 15
    unknown: rt.Tags = ()
    if tag_count:
        unknown, pos = rt.read_unknown_tags(data, pos - 1)
    obj = _new(DeleteRecordsPartitionResult)
    obj.partition_index = partition_index
    obj.low_watermark = low_watermark
    obj.error_code = error_code
    obj.unknown_tagged_fields = unknown
    return obj, pos


def _encode_DeleteRecordsPartitionResult_v0(
    obj: DeleteRecordsPartitionResult, out: bytearray
) -> None:
    """Encode DeleteRecordsPartitionResult, versions 0, 1."""
    out += _S_iqh.pack(obj.partition_index, obj.low_watermark, obj.error_code)
    if obj.unknown_tagged_fields:
        raise rt.Malformed


def _encode_DeleteRecordsPartitionResult_v2(
    obj: DeleteRecordsPartitionResult, out: bytearray
) -> None:
    """Encode DeleteRecordsPartitionResult, version 2."""
    out += _S_iqh.pack(obj.partition_index, obj.low_watermark, obj.error_code)
    if obj.unknown_tagged_fields:
        rt.write_tags(out, (), obj.unknown_tagged_fields)
    else:
        out.append(0)


def _decode_DeleteRecordsTopicResult_v0(
    data: bytes, pos: int
) -> tuple[DeleteRecordsTopicResult, int]:
    """Decode DeleteRecordsTopicResult, versions 0, 1."""
    data_end = len(data)
    (n_name,) = _S_h.unpack_from(data, pos)
    pos += 2
    end = pos + n_name
    if n_name < 0 or end > data_end:
        raise rt.Malformed
    name = data[pos:end].decode()
    pos = end
    (n_partitions,) = _S_i.unpack_from(data, pos)
    pos += 4
    if n_partitions < 0:
        raise rt.Malformed
    if n_partitions > data_end - pos:
        raise rt.Malformed
    items_partitions: list[DeleteRecordsPartitionResult] = []
    for _ in range(n_partitions):
        partitions__partition_index, partitions__low_watermark, partitions__error_code = (
            _S_iqh.unpack_from(data, pos)
        )
        pos += 14
        e_partitions = _new(DeleteRecordsPartitionResult)
        e_partitions.partition_index = partitions__partition_index
        e_partitions.low_watermark = partitions__low_watermark
        e_partitions.error_code = partitions__error_code
        e_partitions.unknown_tagged_fields = ()
        items_partitions.append(e_partitions)
    partitions = items_partitions
    obj = _new(DeleteRecordsTopicResult)
    obj.name = name
    obj.partitions = partitions
    obj.unknown_tagged_fields = ()
    return obj, pos


def _decode_DeleteRecordsTopicResult_v2(
    data: bytes, pos: int
) -> tuple[DeleteRecordsTopicResult, int]:
    """Decode DeleteRecordsTopicResult, version 2."""
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
    n_partitions = data[pos]
    pos += 1
    if n_partitions > 127:
        n_partitions, pos = rt.read_uvarint(data, pos - 1)
    n_partitions -= 1
    if n_partitions < 0:
        raise rt.Malformed
    if n_partitions > data_end - pos:
        raise rt.Malformed
    items_partitions: list[DeleteRecordsPartitionResult] = []
    for _ in range(n_partitions):
        (
            partitions__partition_index,
            partitions__low_watermark,
            partitions__error_code,
            partitions__tag_count,
        ) = _S_iqhB.unpack_from(data, pos)
        pos += 15
        partitions__unknown: rt.Tags = ()
        if partitions__tag_count:
            partitions__unknown, pos = rt.read_unknown_tags(data, pos - 1)
        e_partitions = _new(DeleteRecordsPartitionResult)
        e_partitions.partition_index = partitions__partition_index
        e_partitions.low_watermark = partitions__low_watermark
        e_partitions.error_code = partitions__error_code
        e_partitions.unknown_tagged_fields = partitions__unknown
        items_partitions.append(e_partitions)
    partitions = items_partitions
    tag_count = data[pos]
    pos += 1
    unknown: rt.Tags = ()
    if tag_count:
        unknown, pos = rt.read_unknown_tags(data, pos - 1)
    obj = _new(DeleteRecordsTopicResult)
    obj.name = name
    obj.partitions = partitions
    obj.unknown_tagged_fields = unknown
    return obj, pos


def _encode_DeleteRecordsTopicResult_v0(obj: DeleteRecordsTopicResult, out: bytearray) -> None:
    """Encode DeleteRecordsTopicResult, versions 0, 1."""
    b_name = obj.name.encode()
    out += _S_h.pack(len(b_name))
    out += b_name
    a_partitions = obj.partitions
    out += _S_i.pack(len(a_partitions))
    for e_partitions in a_partitions:
        out += _S_iqh.pack(
            e_partitions.partition_index, e_partitions.low_watermark, e_partitions.error_code
        )
        if e_partitions.unknown_tagged_fields:
            raise rt.Malformed
    if obj.unknown_tagged_fields:
        raise rt.Malformed


def _encode_DeleteRecordsTopicResult_v2(obj: DeleteRecordsTopicResult, out: bytearray) -> None:
    """Encode DeleteRecordsTopicResult, version 2."""
    append = out.append
    b_name = obj.name.encode()
    n = len(b_name) + 1
    if n < 128:
        append(n)
    else:
        out += rt.string_length(n)
    out += b_name
    a_partitions = obj.partitions
    n = len(a_partitions) + 1
    if n < 128:
        append(n)
    else:
        out += rt.uvarint(n)
    for e_partitions in a_partitions:
        out += _S_iqh.pack(
            e_partitions.partition_index, e_partitions.low_watermark, e_partitions.error_code
        )
        if e_partitions.unknown_tagged_fields:
            rt.write_tags(out, (), e_partitions.unknown_tagged_fields)
        else:
            append(0)
    if obj.unknown_tagged_fields:
        rt.write_tags(out, (), obj.unknown_tagged_fields)
    else:
        append(0)


def _decode_DeleteRecordsResponse_v0(data: bytes, pos: int) -> tuple[DeleteRecordsResponse, int]:
    """Decode DeleteRecordsResponse, versions 0, 1."""
    data_end = len(data)
    throttle_time_ms, n_topics = _S_ii.unpack_from(data, pos)
    pos += 8
    if n_topics < 0:
        raise rt.Malformed
    if n_topics > data_end - pos:
        raise rt.Malformed
    items_topics: list[DeleteRecordsTopicResult] = []
    for _ in range(n_topics):
        (n_topics__name,) = _S_h.unpack_from(data, pos)
        pos += 2
        end = pos + n_topics__name
        if n_topics__name < 0 or end > data_end:
            raise rt.Malformed
        topics__name = data[pos:end].decode()
        pos = end
        (n_topics__partitions,) = _S_i.unpack_from(data, pos)
        pos += 4
        if n_topics__partitions < 0:
            raise rt.Malformed
        if n_topics__partitions > data_end - pos:
            raise rt.Malformed
        items_topics__partitions: list[DeleteRecordsPartitionResult] = []
        for _ in range(n_topics__partitions):
            e_topics__partitions, pos = _decode_DeleteRecordsPartitionResult_v0(data, pos)
            items_topics__partitions.append(e_topics__partitions)
        topics__partitions = items_topics__partitions
        e_topics = _new(DeleteRecordsTopicResult)
        e_topics.name = topics__name
        e_topics.partitions = topics__partitions
        e_topics.unknown_tagged_fields = ()
        items_topics.append(e_topics)
    topics = items_topics
    obj = _new(DeleteRecordsResponse)
    obj.throttle_time_ms = throttle_time_ms
    obj.topics = topics
    obj.unknown_tagged_fields = ()
    return obj, pos


def _decode_DeleteRecordsResponse_v2(data: bytes, pos: int) -> tuple[DeleteRecordsResponse, int]:
    """Decode DeleteRecordsResponse, version 2."""
    data_end = len(data)
    throttle_time_ms, n_topics = _S_iB.unpack_from(data, pos)
    pos += 5
    if n_topics > 127:
        n_topics, pos = rt.read_uvarint(data, pos - 1)
    n_topics -= 1
    if n_topics < 0:
        raise rt.Malformed
    if n_topics > data_end - pos:
        raise rt.Malformed
    items_topics: list[DeleteRecordsTopicResult] = []
    for _ in range(n_topics):
        n_topics__name = data[pos]
        pos += 1
        if n_topics__name > 127:
            n_topics__name, pos = rt.read_string_length(data, pos - 1)
        end = pos + n_topics__name - 1
        if not n_topics__name or end > data_end:
            raise rt.Malformed
        topics__name = data[pos:end].decode()
        pos = end
        n_topics__partitions = data[pos]
        pos += 1
        if n_topics__partitions > 127:
            n_topics__partitions, pos = rt.read_uvarint(data, pos - 1)
        n_topics__partitions -= 1
        if n_topics__partitions < 0:
            raise rt.Malformed
        if n_topics__partitions > data_end - pos:
            raise rt.Malformed
        items_topics__partitions: list[DeleteRecordsPartitionResult] = []
        for _ in range(n_topics__partitions):
            e_topics__partitions, pos = _decode_DeleteRecordsPartitionResult_v2(data, pos)
            items_topics__partitions.append(e_topics__partitions)
        topics__partitions = items_topics__partitions
        topics__tag_count = data[pos]
        pos += 1
        topics__unknown: rt.Tags = ()
        if topics__tag_count:
            topics__unknown, pos = rt.read_unknown_tags(data, pos - 1)
        e_topics = _new(DeleteRecordsTopicResult)
        e_topics.name = topics__name
        e_topics.partitions = topics__partitions
        e_topics.unknown_tagged_fields = topics__unknown
        items_topics.append(e_topics)
    topics = items_topics
    tag_count = data[pos]
    pos += 1
    unknown: rt.Tags = ()
    if tag_count:
        unknown, pos = rt.read_unknown_tags(data, pos - 1)
    obj = _new(DeleteRecordsResponse)
    obj.throttle_time_ms = throttle_time_ms
    obj.topics = topics
    obj.unknown_tagged_fields = unknown
    return obj, pos


def _encode_DeleteRecordsResponse_v0(obj: DeleteRecordsResponse, out: bytearray) -> None:
    """Encode DeleteRecordsResponse, versions 0, 1."""
    a_topics = obj.topics
    out += _S_ii.pack(obj.throttle_time_ms, len(a_topics))
    for e_topics in a_topics:
        b_topics__name = e_topics.name.encode()
        out += _S_h.pack(len(b_topics__name))
        out += b_topics__name
        a_topics__partitions = e_topics.partitions
        out += _S_i.pack(len(a_topics__partitions))
        for e_topics__partitions in a_topics__partitions:
            out += _S_iqh.pack(
                e_topics__partitions.partition_index,
                e_topics__partitions.low_watermark,
                e_topics__partitions.error_code,
            )
            if e_topics__partitions.unknown_tagged_fields:
                raise rt.Malformed
        if e_topics.unknown_tagged_fields:
            raise rt.Malformed
    if obj.unknown_tagged_fields:
        raise rt.Malformed


def _encode_DeleteRecordsResponse_v2(obj: DeleteRecordsResponse, out: bytearray) -> None:
    """Encode DeleteRecordsResponse, version 2."""
    append = out.append
    out += _S_i.pack(obj.throttle_time_ms)
    a_topics = obj.topics
    n = len(a_topics) + 1
    if n < 128:
        append(n)
    else:
        out += rt.uvarint(n)
    for e_topics in a_topics:
        b_topics__name = e_topics.name.encode()
        n = len(b_topics__name) + 1
        if n < 128:
            append(n)
        else:
            out += rt.string_length(n)
        out += b_topics__name
        a_topics__partitions = e_topics.partitions
        n = len(a_topics__partitions) + 1
        if n < 128:
            append(n)
        else:
            out += rt.uvarint(n)
        for e_topics__partitions in a_topics__partitions:
            out += _S_iqh.pack(
                e_topics__partitions.partition_index,
                e_topics__partitions.low_watermark,
                e_topics__partitions.error_code,
            )
            if e_topics__partitions.unknown_tagged_fields:
                rt.write_tags(out, (), e_topics__partitions.unknown_tagged_fields)
            else:
                append(0)
        if e_topics.unknown_tagged_fields:
            rt.write_tags(out, (), e_topics.unknown_tagged_fields)
        else:
            append(0)
    if obj.unknown_tagged_fields:
        rt.write_tags(out, (), obj.unknown_tagged_fields)
    else:
        append(0)


DeleteRecordsPartitionResult._SCHEMA = rt.StructInfo(
    "DeleteRecordsPartitionResult",
    (
        rt.FieldInfo("partition_index", "partitionIndex", "int32", rt.vr("0+"), default=0),
        rt.FieldInfo("low_watermark", "lowWatermark", "int64", rt.vr("0+"), default=0),
        rt.FieldInfo("error_code", "errorCode", "int16", rt.vr("0+"), default=0),
    ),
    flexible=rt.vr("2+"),
)
DeleteRecordsPartitionResult._DECODERS = {
    0: _decode_DeleteRecordsPartitionResult_v0,
    1: _decode_DeleteRecordsPartitionResult_v0,
    2: _decode_DeleteRecordsPartitionResult_v2,
}
DeleteRecordsPartitionResult._ENCODERS = {
    0: _encode_DeleteRecordsPartitionResult_v0,
    1: _encode_DeleteRecordsPartitionResult_v0,
    2: _encode_DeleteRecordsPartitionResult_v2,
}

DeleteRecordsTopicResult._SCHEMA = rt.StructInfo(
    "DeleteRecordsTopicResult",
    (
        rt.FieldInfo("name", "name", "string", rt.vr("0+"), default=""),
        rt.FieldInfo(
            "partitions",
            "partitions",
            "struct",
            rt.vr("0+"),
            is_array=True,
            struct=lambda: DeleteRecordsPartitionResult,
            default=(),
        ),
    ),
    flexible=rt.vr("2+"),
)
DeleteRecordsTopicResult._DECODERS = {
    0: _decode_DeleteRecordsTopicResult_v0,
    1: _decode_DeleteRecordsTopicResult_v0,
    2: _decode_DeleteRecordsTopicResult_v2,
}
DeleteRecordsTopicResult._ENCODERS = {
    0: _encode_DeleteRecordsTopicResult_v0,
    1: _encode_DeleteRecordsTopicResult_v0,
    2: _encode_DeleteRecordsTopicResult_v2,
}

DeleteRecordsResponse._SCHEMA = rt.StructInfo(
    "DeleteRecordsResponse",
    (
        rt.FieldInfo("throttle_time_ms", "throttleTimeMs", "int32", rt.vr("0+"), default=0),
        rt.FieldInfo(
            "topics",
            "topics",
            "struct",
            rt.vr("0+"),
            is_array=True,
            struct=lambda: DeleteRecordsTopicResult,
            default=(),
        ),
    ),
    flexible=rt.vr("2+"),
)
DeleteRecordsResponse._DECODERS = {
    0: _decode_DeleteRecordsResponse_v0,
    1: _decode_DeleteRecordsResponse_v0,
    2: _decode_DeleteRecordsResponse_v2,
}
DeleteRecordsResponse._ENCODERS = {
    0: _encode_DeleteRecordsResponse_v0,
    1: _encode_DeleteRecordsResponse_v0,
    2: _encode_DeleteRecordsResponse_v2,
}
