"""DeleteRecordsRequest: generated from DeleteRecordsRequest.json; edit the schema, not this file."""

from __future__ import annotations

import struct
from typing import ClassVar

import attrs

from kgroup_proto import runtime as rt

_new = object.__new__
_S_h = struct.Struct(">h")
_S_i = struct.Struct(">i")
_S_iB = struct.Struct(">iB")
_S_iq = struct.Struct(">iq")
_S_iqB = struct.Struct(">iqB")


@attrs.define(weakref_slot=False)
class DeleteRecordsPartition(rt.Struct):
    """Partitions of this topic.

    Versions 0-2; flexible 2+.

    Attributes:
        partition_index: Index of the partition. (versions 0+)
        offset: Offset of the first record to keep; -1 for the high watermark (every
            record). (versions 0+)
    """

    VALID_VERSIONS: ClassVar[range] = range(0, 3)
    FLEXIBLE_VERSIONS: ClassVar[range | None] = range(2, rt.VERSION_LIMIT)

    partition_index: int = 0
    offset: int = 0
    unknown_tagged_fields: rt.Tags = ()


@attrs.define(weakref_slot=False)
class DeleteRecordsTopic(rt.Struct):
    """Partitions to trim, by topic.

    Versions 0-2; flexible 2+.

    Attributes:
        name: Name of the topic. (versions 0+)
        partitions: Partitions of this topic. (versions 0+)
    """

    VALID_VERSIONS: ClassVar[range] = range(0, 3)
    FLEXIBLE_VERSIONS: ClassVar[range | None] = range(2, rt.VERSION_LIMIT)

    name: str = ""
    partitions: list[DeleteRecordsPartition] = attrs.field(factory=list)
    unknown_tagged_fields: rt.Tags = ()


@attrs.define(weakref_slot=False)
class DeleteRecordsRequest(rt.Struct):
    """The DeleteRecordsRequest request.

    API key 21, versions 0-2; flexible 2+.

    Attributes:
        topics: Partitions to trim, by topic. (versions 0+)
        timeout_ms: How long in ms the broker may wait for the deletion to complete before
            it answers. (versions 0+)
    """

    API_KEY: ClassVar[int | None] = 21
    MESSAGE_TYPE: ClassVar[str] = "request"
    VALID_VERSIONS: ClassVar[range] = range(0, 3)
    FLEXIBLE_VERSIONS: ClassVar[range | None] = range(2, rt.VERSION_LIMIT)

    topics: list[DeleteRecordsTopic] = attrs.field(factory=list)
    timeout_ms: int = 0
    unknown_tagged_fields: rt.Tags = ()


def _decode_DeleteRecordsPartition_v0(data: bytes, pos: int) -> tuple[DeleteRecordsPartition, int]:
    """Decode DeleteRecordsPartition, versions 0, 1."""
    partition_index, offset = _S_iq.unpack_from(data, pos)
    pos += 12
    obj = _new(DeleteRecordsPartition)
    obj.partition_index = partition_index
    obj.offset = offset
    obj.unknown_tagged_fields = ()
    return obj, pos


def _decode_DeleteRecordsPartition_v2(data: bytes, pos: int) -> tuple[DeleteRecordsPartition, int]:
    """Decode DeleteRecordsPartition, version 2."""
    partition_index, offset, tag_count = _S_iqB.unpack_from(data, pos)
    pos += 13
    unknown: rt.Tags = ()
    if tag_count:
        unknown, pos = rt.read_unknown_tags(data, pos - 1)
    obj = _new(DeleteRecordsPartition)
    obj.partition_index = partition_index
    obj.offset = offset
    obj.unknown_tagged_fields = unknown
    return obj, pos


def _encode_DeleteRecordsPartition_v0(obj: DeleteRecordsPartition, out: bytearray) -> None:
    """Encode DeleteRecordsPartition, versions 0, 1."""
    out += _S_iq.pack(obj.partition_index, obj.offset)
    if obj.unknown_tagged_fields:
        raise rt.Malformed


def _encode_DeleteRecordsPartition_v2(obj: DeleteRecordsPartition, out: bytearray) -> None:
    """Encode DeleteRecordsPartition, version 2."""
    out += _S_iq.pack(obj.partition_index, obj.offset)
    if obj.unknown_tagged_fields:
        rt.write_tags(out, (), obj.unknown_tagged_fields)
    else:
        out.append(0)


def _decode_DeleteRecordsTopic_v0(data: bytes, pos: int) -> tuple[DeleteRecordsTopic, int]:
    """Decode DeleteRecordsTopic, versions 0, 1."""
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
    items_partitions: list[DeleteRecordsPartition] = []
    for _ in range(n_partitions):
        partitions__partition_index, partitions__offset = _S_iq.unpack_from(data, pos)
        pos += 12
        e_partitions = _new(DeleteRecordsPartition)
        e_partitions.partition_index = partitions__partition_index
        e_partitions.offset = partitions__offset
        e_partitions.unknown_tagged_fields = ()
        items_partitions.append(e_partitions)
    partitions = items_partitions
    obj = _new(DeleteRecordsTopic)
    obj.name = name
    obj.partitions = partitions
    obj.unknown_tagged_fields = ()
    return obj, pos


def _decode_DeleteRecordsTopic_v2(data: bytes, pos: int) -> tuple[DeleteRecordsTopic, int]:
    """Decode DeleteRecordsTopic, version 2."""
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
    items_partitions: list[DeleteRecordsPartition] = []
    for _ in range(n_partitions):
        partitions__partition_index, partitions__offset, partitions__tag_count = _S_iqB.unpack_from(
            data, pos
        )
        pos += 13
        partitions__unknown: rt.Tags = ()
        if partitions__tag_count:
            partitions__unknown, pos = rt.read_unknown_tags(data, pos - 1)
        e_partitions = _new(DeleteRecordsPartition)
        e_partitions.partition_index = partitions__partition_index
        e_partitions.offset = partitions__offset
        e_partitions.unknown_tagged_fields = partitions__unknown
        items_partitions.append(e_partitions)
    partitions = items_partitions
    tag_count = data[pos]
    pos += 1
    unknown: rt.Tags = ()
    if tag_count:
        unknown, pos = rt.read_unknown_tags(data, pos - 1)
    obj = _new(DeleteRecordsTopic)
    obj.name = name
    obj.partitions = partitions
    obj.unknown_tagged_fields = unknown
    return obj, pos


def _encode_DeleteRecordsTopic_v0(obj: DeleteRecordsTopic, out: bytearray) -> None:
    """Encode DeleteRecordsTopic, versions 0, 1."""
    b_name = obj.name.encode()
    out += _S_h.pack(len(b_name))
    out += b_name
    a_partitions = obj.partitions
    out += _S_i.pack(len(a_partitions))
    for e_partitions in a_partitions:
        out += _S_iq.pack(e_partitions.partition_index, e_partitions.offset)
        if e_partitions.unknown_tagged_fields:
            raise rt.Malformed
    if obj.unknown_tagged_fields:
        raise rt.Malformed


def _encode_DeleteRecordsTopic_v2(obj: DeleteRecordsTopic, out: bytearray) -> None:
    """Encode DeleteRecordsTopic, version 2."""
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
        out += _S_iq.pack(e_partitions.partition_index, e_partitions.offset)
        if e_partitions.unknown_tagged_fields:
            rt.write_tags(out, (), e_partitions.unknown_tagged_fields)
        else:
            append(0)
    if obj.unknown_tagged_fields:
        rt.write_tags(out, (), obj.unknown_tagged_fields)
    else:
        append(0)


def _decode_DeleteRecordsRequest_v0(data: bytes, pos: int) -> tuple[DeleteRecordsRequest, int]:
    """Decode DeleteRecordsRequest, versions 0, 1."""
    data_end = len(data)
    (n_topics,) = _S_i.unpack_from(data, pos)
    pos += 4
    if n_topics < 0:
        raise rt.Malformed
    if n_topics > data_end - pos:
        raise rt.Malformed
    items_topics: list[DeleteRecordsTopic] = []
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
        items_topics__partitions: list[DeleteRecordsPartition] = []
        for _ in range(n_topics__partitions):
            e_topics__partitions, pos = _decode_DeleteRecordsPartition_v0(data, pos)
            items_topics__partitions.append(e_topics__partitions)
        topics__partitions = items_topics__partitions
        e_topics = _new(DeleteRecordsTopic)
        e_topics.name = topics__name
        e_topics.partitions = topics__partitions
        e_topics.unknown_tagged_fields = ()
        items_topics.append(e_topics)
    topics = items_topics
    (timeout_ms,) = _S_i.unpack_from(data, pos)
    pos += 4
    obj = _new(DeleteRecordsRequest)
    obj.topics = topics
    obj.timeout_ms = timeout_ms
    obj.unknown_tagged_fields = ()
    return obj, pos


def _decode_DeleteRecordsRequest_v2(data: bytes, pos: int) -> tuple[DeleteRecordsRequest, int]:
    """Decode DeleteRecordsRequest, version 2."""
    data_end = len(data)
    n_topics = data[pos]
    pos += 1
    if n_topics > 127:
        n_topics, pos = rt.read_uvarint(data, pos - 1)
    n_topics -= 1
    if n_topics < 0:
        raise rt.Malformed
    if n_topics > data_end - pos:
        raise rt.Malformed
    items_topics: list[DeleteRecordsTopic] = []
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
        items_topics__partitions: list[DeleteRecordsPartition] = []
        for _ in range(n_topics__partitions):
            e_topics__partitions, pos = _decode_DeleteRecordsPartition_v2(data, pos)
            items_topics__partitions.append(e_topics__partitions)
        topics__partitions = items_topics__partitions
        topics__tag_count = data[pos]
        pos += 1
        topics__unknown: rt.Tags = ()
        if topics__tag_count:
            topics__unknown, pos = rt.read_unknown_tags(data, pos - 1)
        e_topics = _new(DeleteRecordsTopic)
        e_topics.name = topics__name
        e_topics.partitions = topics__partitions
        e_topics.unknown_tagged_fields = topics__unknown
        items_topics.append(e_topics)
    topics = items_topics
    timeout_ms, tag_count = _S_iB.unpack_from(data, pos)
    pos += 5
    unknown: rt.Tags = ()
    if tag_count:
        unknown, pos = rt.read_unknown_tags(data, pos - 1)
    obj = _new(DeleteRecordsRequest)
    obj.topics = topics
    obj.timeout_ms = timeout_ms
    obj.unknown_tagged_fields = unknown
    return obj, pos


def _encode_DeleteRecordsRequest_v0(obj: DeleteRecordsRequest, out: bytearray) -> None:
    """Encode DeleteRecordsRequest, versions 0, 1."""
    a_topics = obj.topics
    out += _S_i.pack(len(a_topics))
    for e_topics in a_topics:
        b_topics__name = e_topics.name.encode()
        out += _S_h.pack(len(b_topics__name))
        out += b_topics__name
        a_topics__partitions = e_topics.partitions
        out += _S_i.pack(len(a_topics__partitions))
        for e_topics__partitions in a_topics__partitions:
            out += _S_iq.pack(e_topics__partitions.partition_index, e_topics__partitions.offset)
            if e_topics__partitions.unknown_tagged_fields:
                raise rt.Malformed
        if e_topics.unknown_tagged_fields:
            raise rt.Malformed
    out += _S_i.pack(obj.timeout_ms)
    if obj.unknown_tagged_fields:
        raise rt.Malformed


def _encode_DeleteRecordsRequest_v2(obj: DeleteRecordsRequest, out: bytearray) -> None:
    """Encode DeleteRecordsRequest, version 2."""
    append = out.append
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
            out += _S_iq.pack(e_topics__partitions.partition_index, e_topics__partitions.offset)
            if e_topics__partitions.unknown_tagged_fields:
                rt.write_tags(out, (), e_topics__partitions.unknown_tagged_fields)
            else:
                append(0)
        if e_topics.unknown_tagged_fields:
            rt.write_tags(out, (), e_topics.unknown_tagged_fields)
        else:
            append(0)
    out += _S_i.pack(obj.timeout_ms)
    if obj.unknown_tagged_fields:
        rt.write_tags(out, (), obj.unknown_tagged_fields)
    else:
        append(0)


DeleteRecordsPartition._SCHEMA = rt.StructInfo(
    "DeleteRecordsPartition",
    (
        rt.FieldInfo("partition_index", "partitionIndex", "int32", rt.vr("0+"), default=0),
        rt.FieldInfo("offset", "offset", "int64", rt.vr("0+"), default=0),
    ),
    flexible=rt.vr("2+"),
)
DeleteRecordsPartition._DECODERS = {
    0: _decode_DeleteRecordsPartition_v0,
    1: _decode_DeleteRecordsPartition_v0,
    2: _decode_DeleteRecordsPartition_v2,
}
DeleteRecordsPartition._ENCODERS = {
    0: _encode_DeleteRecordsPartition_v0,
    1: _encode_DeleteRecordsPartition_v0,
    2: _encode_DeleteRecordsPartition_v2,
}

DeleteRecordsTopic._SCHEMA = rt.StructInfo(
    "DeleteRecordsTopic",
    (
        rt.FieldInfo("name", "name", "string", rt.vr("0+"), default=""),
        rt.FieldInfo(
            "partitions",
            "partitions",
            "struct",
            rt.vr("0+"),
            is_array=True,
            struct=lambda: DeleteRecordsPartition,
            default=(),
        ),
    ),
    flexible=rt.vr("2+"),
)
DeleteRecordsTopic._DECODERS = {
    0: _decode_DeleteRecordsTopic_v0,
    1: _decode_DeleteRecordsTopic_v0,
    2: _decode_DeleteRecordsTopic_v2,
}
DeleteRecordsTopic._ENCODERS = {
    0: _encode_DeleteRecordsTopic_v0,
    1: _encode_DeleteRecordsTopic_v0,
    2: _encode_DeleteRecordsTopic_v2,
}

DeleteRecordsRequest._SCHEMA = rt.StructInfo(
    "DeleteRecordsRequest",
    (
        rt.FieldInfo(
            "topics",
            "topics",
            "struct",
            rt.vr("0+"),
            is_array=True,
            struct=lambda: DeleteRecordsTopic,
            default=(),
        ),
        rt.FieldInfo("timeout_ms", "timeoutMs", "int32", rt.vr("0+"), default=0),
    ),
    flexible=rt.vr("2+"),
)
DeleteRecordsRequest._DECODERS = {
    0: _decode_DeleteRecordsRequest_v0,
    1: _decode_DeleteRecordsRequest_v0,
    2: _decode_DeleteRecordsRequest_v2,
}
DeleteRecordsRequest._ENCODERS = {
    0: _encode_DeleteRecordsRequest_v0,
    1: _encode_DeleteRecordsRequest_v0,
    2: _encode_DeleteRecordsRequest_v2,
}
