"""ProduceRequest: generated from ProduceRequest.json; edit the schema, not this file."""

from __future__ import annotations

import struct
from typing import ClassVar
from uuid import UUID

import attrs

from kgroup_proto import runtime as rt

_new = object.__new__
_S_h = struct.Struct(">h")
_S_hi = struct.Struct(">hi")
_S_hiB = struct.Struct(">hiB")
_S_hii = struct.Struct(">hii")
_S_i = struct.Struct(">i")
_S_iB = struct.Struct(">iB")
_S_ii = struct.Struct(">ii")
_S_u = struct.Struct(">16s")


@attrs.define(weakref_slot=False)
class PartitionProduceData(rt.Struct):
    """Data for each partition of this topic.

    Versions 0-13; flexible 9+.

    Attributes:
        index: Index of the partition. (versions 0+)
        records: Record batches to append. (versions 0+, nullable 0+)
    """

    VALID_VERSIONS: ClassVar[range] = range(0, 14)
    FLEXIBLE_VERSIONS: ClassVar[range | None] = range(9, rt.VERSION_LIMIT)

    index: int = 0
    records: bytes | None = None
    unknown_tagged_fields: rt.Tags = ()


@attrs.define(weakref_slot=False)
class TopicProduceData(rt.Struct):
    """Data to append, grouped by topic.

    Versions 0-13; flexible 9+.

    Attributes:
        name: Name of the topic. (versions 0-12)
        topic_id: Id of the topic, which names it from v13 on. (versions 13+)
        partition_data: Data for each partition of this topic. (versions 0+)
    """

    VALID_VERSIONS: ClassVar[range] = range(0, 14)
    FLEXIBLE_VERSIONS: ClassVar[range | None] = range(9, rt.VERSION_LIMIT)

    name: str = ""
    topic_id: UUID = rt.ZERO_UUID
    partition_data: list[PartitionProduceData] = attrs.field(factory=list)
    unknown_tagged_fields: rt.Tags = ()


@attrs.define(weakref_slot=False)
class ProduceRequest(rt.Struct):
    """The ProduceRequest request.

    API key 0, versions 0-13; flexible 9+.

    Attributes:
        transactional_id: Transactional ID of the producer, or null outside transactions.
            (versions 3+, nullable 3+)
        acks: How many replicas must have the data before the broker answers: 0 (no answer),
            1 (leader) or -1 (all in-sync replicas). (versions 0+)
        timeout_ms: How long the broker may wait for the acknowledgements, in ms. (versions
            0+)
        topic_data: Data to append, grouped by topic. (versions 0+)
    """

    API_KEY: ClassVar[int | None] = 0
    MESSAGE_TYPE: ClassVar[str] = "request"
    VALID_VERSIONS: ClassVar[range] = range(0, 14)
    FLEXIBLE_VERSIONS: ClassVar[range | None] = range(9, rt.VERSION_LIMIT)

    transactional_id: str | None = None
    acks: int = 0
    timeout_ms: int = 0
    topic_data: list[TopicProduceData] = attrs.field(factory=list)
    unknown_tagged_fields: rt.Tags = ()


def _decode_PartitionProduceData_v0(data: bytes, pos: int) -> tuple[PartitionProduceData, int]:
    """Decode PartitionProduceData, versions 0, 1, 2, 3, 4, 5, 6, 7, 8."""
    data_end = len(data)
    index, n_records = _S_ii.unpack_from(data, pos)
    pos += 8
    records: bytes | None
    if n_records < 0:
        if n_records != -1:
            raise rt.Malformed
        records = None
    else:
        end = pos + n_records
        if end > data_end:
            raise rt.Malformed
        records = data[pos:end]
        pos = end
    obj = _new(PartitionProduceData)
    obj.index = index
    obj.records = records
    obj.unknown_tagged_fields = ()
    return obj, pos


def _decode_PartitionProduceData_v9(data: bytes, pos: int) -> tuple[PartitionProduceData, int]:
    """Decode PartitionProduceData, versions 9, 10, 11, 12, 13."""
    data_end = len(data)
    index, n_records = _S_iB.unpack_from(data, pos)
    pos += 5
    if n_records > 127:
        n_records, pos = rt.read_uvarint(data, pos - 1)
    records: bytes | None
    if not n_records:
        records = None
    else:
        end = pos + n_records - 1
        if end > data_end:
            raise rt.Malformed
        records = data[pos:end]
        pos = end
    tag_count = data[pos]
    pos += 1
    unknown: rt.Tags = ()
    if tag_count:
        unknown, pos = rt.read_unknown_tags(data, pos - 1)
    obj = _new(PartitionProduceData)
    obj.index = index
    obj.records = records
    obj.unknown_tagged_fields = unknown
    return obj, pos


def _encode_PartitionProduceData_v0(obj: PartitionProduceData, out: bytearray) -> None:
    """Encode PartitionProduceData, versions 0, 1, 2, 3, 4, 5, 6, 7, 8."""
    s_records = obj.records
    b_records = None if s_records is None else s_records
    out += _S_ii.pack(obj.index, -1 if b_records is None else len(b_records))
    if b_records is not None:
        out += b_records
    if obj.unknown_tagged_fields:
        raise rt.Malformed


def _encode_PartitionProduceData_v9(obj: PartitionProduceData, out: bytearray) -> None:
    """Encode PartitionProduceData, versions 9, 10, 11, 12, 13."""
    out += _S_i.pack(obj.index)
    s_records = obj.records
    if s_records is None:
        out.append(0)
    else:
        b_records = s_records
        n = len(b_records) + 1
        if n < 128:
            out.append(n)
        elif n < 0x4000:
            out.append((n & 0x7F) | 0x80)
            out.append(n >> 7)
        else:
            out += rt.uvarint(n)
        out += b_records
    if obj.unknown_tagged_fields:
        rt.write_tags(out, (), obj.unknown_tagged_fields)
    else:
        out.append(0)


def _decode_TopicProduceData_v0(data: bytes, pos: int) -> tuple[TopicProduceData, int]:
    """Decode TopicProduceData, versions 0, 1, 2, 3, 4, 5, 6, 7, 8."""
    data_end = len(data)
    (n_name,) = _S_h.unpack_from(data, pos)
    pos += 2
    end = pos + n_name
    if n_name < 0 or end > data_end:
        raise rt.Malformed
    name = data[pos:end].decode()
    pos = end
    (n_partition_data,) = _S_i.unpack_from(data, pos)
    pos += 4
    if n_partition_data < 0:
        raise rt.Malformed
    if n_partition_data > data_end - pos:
        raise rt.Malformed
    items_partition_data: list[PartitionProduceData] = []
    for _ in range(n_partition_data):
        partition_data__index, n_partition_data__records = _S_ii.unpack_from(data, pos)
        pos += 8
        partition_data__records: bytes | None
        if n_partition_data__records < 0:
            if n_partition_data__records != -1:
                raise rt.Malformed
            partition_data__records = None
        else:
            end = pos + n_partition_data__records
            if end > data_end:
                raise rt.Malformed
            partition_data__records = data[pos:end]
            pos = end
        e_partition_data = _new(PartitionProduceData)
        e_partition_data.index = partition_data__index
        e_partition_data.records = partition_data__records
        e_partition_data.unknown_tagged_fields = ()
        items_partition_data.append(e_partition_data)
    partition_data = items_partition_data
    obj = _new(TopicProduceData)
    obj.name = name
    obj.topic_id = rt.ZERO_UUID
    obj.partition_data = partition_data
    obj.unknown_tagged_fields = ()
    return obj, pos


def _decode_TopicProduceData_v9(data: bytes, pos: int) -> tuple[TopicProduceData, int]:
    """Decode TopicProduceData, versions 9, 10, 11, 12."""
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
    n_partition_data = data[pos]
    pos += 1
    if n_partition_data > 127:
        n_partition_data, pos = rt.read_uvarint(data, pos - 1)
    n_partition_data -= 1
    if n_partition_data < 0:
        raise rt.Malformed
    if n_partition_data > data_end - pos:
        raise rt.Malformed
    items_partition_data: list[PartitionProduceData] = []
    for _ in range(n_partition_data):
        partition_data__index, n_partition_data__records = _S_iB.unpack_from(data, pos)
        pos += 5
        if n_partition_data__records > 127:
            n_partition_data__records, pos = rt.read_uvarint(data, pos - 1)
        partition_data__records: bytes | None
        if not n_partition_data__records:
            partition_data__records = None
        else:
            end = pos + n_partition_data__records - 1
            if end > data_end:
                raise rt.Malformed
            partition_data__records = data[pos:end]
            pos = end
        partition_data__tag_count = data[pos]
        pos += 1
        partition_data__unknown: rt.Tags = ()
        if partition_data__tag_count:
            partition_data__unknown, pos = rt.read_unknown_tags(data, pos - 1)
        e_partition_data = _new(PartitionProduceData)
        e_partition_data.index = partition_data__index
        e_partition_data.records = partition_data__records
        e_partition_data.unknown_tagged_fields = partition_data__unknown
        items_partition_data.append(e_partition_data)
    partition_data = items_partition_data
    tag_count = data[pos]
    pos += 1
    unknown: rt.Tags = ()
    if tag_count:
        unknown, pos = rt.read_unknown_tags(data, pos - 1)
    obj = _new(TopicProduceData)
    obj.name = name
    obj.topic_id = rt.ZERO_UUID
    obj.partition_data = partition_data
    obj.unknown_tagged_fields = unknown
    return obj, pos


def _decode_TopicProduceData_v13(data: bytes, pos: int) -> tuple[TopicProduceData, int]:
    """Decode TopicProduceData, version 13."""
    data_end = len(data)
    (topic_id_raw,) = _S_u.unpack_from(data, pos)
    pos += 16
    topic_id = UUID(bytes=topic_id_raw)
    n_partition_data = data[pos]
    pos += 1
    if n_partition_data > 127:
        n_partition_data, pos = rt.read_uvarint(data, pos - 1)
    n_partition_data -= 1
    if n_partition_data < 0:
        raise rt.Malformed
    if n_partition_data > data_end - pos:
        raise rt.Malformed
    items_partition_data: list[PartitionProduceData] = []
    for _ in range(n_partition_data):
        partition_data__index, n_partition_data__records = _S_iB.unpack_from(data, pos)
        pos += 5
        if n_partition_data__records > 127:
            n_partition_data__records, pos = rt.read_uvarint(data, pos - 1)
        partition_data__records: bytes | None
        if not n_partition_data__records:
            partition_data__records = None
        else:
            end = pos + n_partition_data__records - 1
            if end > data_end:
                raise rt.Malformed
            partition_data__records = data[pos:end]
            pos = end
        partition_data__tag_count = data[pos]
        pos += 1
        partition_data__unknown: rt.Tags = ()
        if partition_data__tag_count:
            partition_data__unknown, pos = rt.read_unknown_tags(data, pos - 1)
        e_partition_data = _new(PartitionProduceData)
        e_partition_data.index = partition_data__index
        e_partition_data.records = partition_data__records
        e_partition_data.unknown_tagged_fields = partition_data__unknown
        items_partition_data.append(e_partition_data)
    partition_data = items_partition_data
    tag_count = data[pos]
    pos += 1
    unknown: rt.Tags = ()
    if tag_count:
        unknown, pos = rt.read_unknown_tags(data, pos - 1)
    obj = _new(TopicProduceData)
    obj.name = ""
    obj.topic_id = topic_id
    obj.partition_data = partition_data
    obj.unknown_tagged_fields = unknown
    return obj, pos


def _encode_TopicProduceData_v0(obj: TopicProduceData, out: bytearray) -> None:
    """Encode TopicProduceData, versions 0, 1, 2, 3, 4, 5, 6, 7, 8."""
    b_name = obj.name.encode()
    out += _S_h.pack(len(b_name))
    out += b_name
    a_partition_data = obj.partition_data
    out += _S_i.pack(len(a_partition_data))
    for e_partition_data in a_partition_data:
        s_partition_data__records = e_partition_data.records
        b_partition_data__records = (
            None if s_partition_data__records is None else s_partition_data__records
        )
        out += _S_ii.pack(
            e_partition_data.index,
            -1 if b_partition_data__records is None else len(b_partition_data__records),
        )
        if b_partition_data__records is not None:
            out += b_partition_data__records
        if e_partition_data.unknown_tagged_fields:
            raise rt.Malformed
    if obj.unknown_tagged_fields:
        raise rt.Malformed


def _encode_TopicProduceData_v9(obj: TopicProduceData, out: bytearray) -> None:
    """Encode TopicProduceData, versions 9, 10, 11, 12."""
    append = out.append
    b_name = obj.name.encode()
    n = len(b_name) + 1
    if n < 128:
        append(n)
    else:
        out += rt.string_length(n)
    out += b_name
    a_partition_data = obj.partition_data
    n = len(a_partition_data) + 1
    if n < 128:
        append(n)
    else:
        out += rt.uvarint(n)
    for e_partition_data in a_partition_data:
        out += _S_i.pack(e_partition_data.index)
        s_partition_data__records = e_partition_data.records
        if s_partition_data__records is None:
            append(0)
        else:
            b_partition_data__records = s_partition_data__records
            n = len(b_partition_data__records) + 1
            if n < 128:
                append(n)
            elif n < 0x4000:
                append((n & 0x7F) | 0x80)
                append(n >> 7)
            else:
                out += rt.uvarint(n)
            out += b_partition_data__records
        if e_partition_data.unknown_tagged_fields:
            rt.write_tags(out, (), e_partition_data.unknown_tagged_fields)
        else:
            append(0)
    if obj.unknown_tagged_fields:
        rt.write_tags(out, (), obj.unknown_tagged_fields)
    else:
        append(0)


def _encode_TopicProduceData_v13(obj: TopicProduceData, out: bytearray) -> None:
    """Encode TopicProduceData, version 13."""
    append = out.append
    out += _S_u.pack(obj.topic_id.bytes)
    a_partition_data = obj.partition_data
    n = len(a_partition_data) + 1
    if n < 128:
        append(n)
    else:
        out += rt.uvarint(n)
    for e_partition_data in a_partition_data:
        out += _S_i.pack(e_partition_data.index)
        s_partition_data__records = e_partition_data.records
        if s_partition_data__records is None:
            append(0)
        else:
            b_partition_data__records = s_partition_data__records
            n = len(b_partition_data__records) + 1
            if n < 128:
                append(n)
            elif n < 0x4000:
                append((n & 0x7F) | 0x80)
                append(n >> 7)
            else:
                out += rt.uvarint(n)
            out += b_partition_data__records
        if e_partition_data.unknown_tagged_fields:
            rt.write_tags(out, (), e_partition_data.unknown_tagged_fields)
        else:
            append(0)
    if obj.unknown_tagged_fields:
        rt.write_tags(out, (), obj.unknown_tagged_fields)
    else:
        append(0)


def _decode_ProduceRequest_v0(data: bytes, pos: int) -> tuple[ProduceRequest, int]:
    """Decode ProduceRequest, versions 0, 1, 2."""
    data_end = len(data)
    acks, timeout_ms, n_topic_data = _S_hii.unpack_from(data, pos)
    pos += 10
    if n_topic_data < 0:
        raise rt.Malformed
    if n_topic_data > data_end - pos:
        raise rt.Malformed
    items_topic_data: list[TopicProduceData] = []
    for _ in range(n_topic_data):
        (n_topic_data__name,) = _S_h.unpack_from(data, pos)
        pos += 2
        end = pos + n_topic_data__name
        if n_topic_data__name < 0 or end > data_end:
            raise rt.Malformed
        topic_data__name = data[pos:end].decode()
        pos = end
        (n_topic_data__partition_data,) = _S_i.unpack_from(data, pos)
        pos += 4
        if n_topic_data__partition_data < 0:
            raise rt.Malformed
        if n_topic_data__partition_data > data_end - pos:
            raise rt.Malformed
        items_topic_data__partition_data: list[PartitionProduceData] = []
        for _ in range(n_topic_data__partition_data):
            e_topic_data__partition_data, pos = _decode_PartitionProduceData_v0(data, pos)
            items_topic_data__partition_data.append(e_topic_data__partition_data)
        topic_data__partition_data = items_topic_data__partition_data
        e_topic_data = _new(TopicProduceData)
        e_topic_data.name = topic_data__name
        e_topic_data.topic_id = rt.ZERO_UUID
        e_topic_data.partition_data = topic_data__partition_data
        e_topic_data.unknown_tagged_fields = ()
        items_topic_data.append(e_topic_data)
    topic_data = items_topic_data
    obj = _new(ProduceRequest)
    obj.transactional_id = None
    obj.acks = acks
    obj.timeout_ms = timeout_ms
    obj.topic_data = topic_data
    obj.unknown_tagged_fields = ()
    return obj, pos


def _decode_ProduceRequest_v3(data: bytes, pos: int) -> tuple[ProduceRequest, int]:
    """Decode ProduceRequest, versions 3, 4, 5, 6, 7, 8."""
    data_end = len(data)
    (n_transactional_id,) = _S_h.unpack_from(data, pos)
    pos += 2
    transactional_id: str | None
    if n_transactional_id < 0:
        if n_transactional_id != -1:
            raise rt.Malformed
        transactional_id = None
    else:
        end = pos + n_transactional_id
        if end > data_end:
            raise rt.Malformed
        transactional_id = data[pos:end].decode()
        pos = end
    acks, timeout_ms, n_topic_data = _S_hii.unpack_from(data, pos)
    pos += 10
    if n_topic_data < 0:
        raise rt.Malformed
    if n_topic_data > data_end - pos:
        raise rt.Malformed
    items_topic_data: list[TopicProduceData] = []
    for _ in range(n_topic_data):
        (n_topic_data__name,) = _S_h.unpack_from(data, pos)
        pos += 2
        end = pos + n_topic_data__name
        if n_topic_data__name < 0 or end > data_end:
            raise rt.Malformed
        topic_data__name = data[pos:end].decode()
        pos = end
        (n_topic_data__partition_data,) = _S_i.unpack_from(data, pos)
        pos += 4
        if n_topic_data__partition_data < 0:
            raise rt.Malformed
        if n_topic_data__partition_data > data_end - pos:
            raise rt.Malformed
        items_topic_data__partition_data: list[PartitionProduceData] = []
        for _ in range(n_topic_data__partition_data):
            e_topic_data__partition_data, pos = _decode_PartitionProduceData_v0(data, pos)
            items_topic_data__partition_data.append(e_topic_data__partition_data)
        topic_data__partition_data = items_topic_data__partition_data
        e_topic_data = _new(TopicProduceData)
        e_topic_data.name = topic_data__name
        e_topic_data.topic_id = rt.ZERO_UUID
        e_topic_data.partition_data = topic_data__partition_data
        e_topic_data.unknown_tagged_fields = ()
        items_topic_data.append(e_topic_data)
    topic_data = items_topic_data
    obj = _new(ProduceRequest)
    obj.transactional_id = transactional_id
    obj.acks = acks
    obj.timeout_ms = timeout_ms
    obj.topic_data = topic_data
    obj.unknown_tagged_fields = ()
    return obj, pos


def _decode_ProduceRequest_v9(data: bytes, pos: int) -> tuple[ProduceRequest, int]:
    """Decode ProduceRequest, versions 9, 10, 11, 12."""
    data_end = len(data)
    n_transactional_id = data[pos]
    pos += 1
    if n_transactional_id > 127:
        n_transactional_id, pos = rt.read_string_length(data, pos - 1)
    transactional_id: str | None
    if not n_transactional_id:
        transactional_id = None
    else:
        end = pos + n_transactional_id - 1
        if end > data_end:
            raise rt.Malformed
        transactional_id = data[pos:end].decode()
        pos = end
    acks, timeout_ms, n_topic_data = _S_hiB.unpack_from(data, pos)
    pos += 7
    if n_topic_data > 127:
        n_topic_data, pos = rt.read_uvarint(data, pos - 1)
    n_topic_data -= 1
    if n_topic_data < 0:
        raise rt.Malformed
    if n_topic_data > data_end - pos:
        raise rt.Malformed
    items_topic_data: list[TopicProduceData] = []
    for _ in range(n_topic_data):
        n_topic_data__name = data[pos]
        pos += 1
        if n_topic_data__name > 127:
            n_topic_data__name, pos = rt.read_string_length(data, pos - 1)
        end = pos + n_topic_data__name - 1
        if not n_topic_data__name or end > data_end:
            raise rt.Malformed
        topic_data__name = data[pos:end].decode()
        pos = end
        n_topic_data__partition_data = data[pos]
        pos += 1
        if n_topic_data__partition_data > 127:
            n_topic_data__partition_data, pos = rt.read_uvarint(data, pos - 1)
        n_topic_data__partition_data -= 1
        if n_topic_data__partition_data < 0:
            raise rt.Malformed
        if n_topic_data__partition_data > data_end - pos:
            raise rt.Malformed
        items_topic_data__partition_data: list[PartitionProduceData] = []
        for _ in range(n_topic_data__partition_data):
            e_topic_data__partition_data, pos = _decode_PartitionProduceData_v9(data, pos)
            items_topic_data__partition_data.append(e_topic_data__partition_data)
        topic_data__partition_data = items_topic_data__partition_data
        topic_data__tag_count = data[pos]
        pos += 1
        topic_data__unknown: rt.Tags = ()
        if topic_data__tag_count:
            topic_data__unknown, pos = rt.read_unknown_tags(data, pos - 1)
        e_topic_data = _new(TopicProduceData)
        e_topic_data.name = topic_data__name
        e_topic_data.topic_id = rt.ZERO_UUID
        e_topic_data.partition_data = topic_data__partition_data
        e_topic_data.unknown_tagged_fields = topic_data__unknown
        items_topic_data.append(e_topic_data)
    topic_data = items_topic_data
    tag_count = data[pos]
    pos += 1
    unknown: rt.Tags = ()
    if tag_count:
        unknown, pos = rt.read_unknown_tags(data, pos - 1)
    obj = _new(ProduceRequest)
    obj.transactional_id = transactional_id
    obj.acks = acks
    obj.timeout_ms = timeout_ms
    obj.topic_data = topic_data
    obj.unknown_tagged_fields = unknown
    return obj, pos


def _decode_ProduceRequest_v13(data: bytes, pos: int) -> tuple[ProduceRequest, int]:
    """Decode ProduceRequest, version 13."""
    data_end = len(data)
    n_transactional_id = data[pos]
    pos += 1
    if n_transactional_id > 127:
        n_transactional_id, pos = rt.read_string_length(data, pos - 1)
    transactional_id: str | None
    if not n_transactional_id:
        transactional_id = None
    else:
        end = pos + n_transactional_id - 1
        if end > data_end:
            raise rt.Malformed
        transactional_id = data[pos:end].decode()
        pos = end
    acks, timeout_ms, n_topic_data = _S_hiB.unpack_from(data, pos)
    pos += 7
    if n_topic_data > 127:
        n_topic_data, pos = rt.read_uvarint(data, pos - 1)
    n_topic_data -= 1
    if n_topic_data < 0:
        raise rt.Malformed
    if n_topic_data > data_end - pos:
        raise rt.Malformed
    items_topic_data: list[TopicProduceData] = []
    for _ in range(n_topic_data):
        (topic_data__topic_id_raw,) = _S_u.unpack_from(data, pos)
        pos += 16
        topic_data__topic_id = UUID(bytes=topic_data__topic_id_raw)
        n_topic_data__partition_data = data[pos]
        pos += 1
        if n_topic_data__partition_data > 127:
            n_topic_data__partition_data, pos = rt.read_uvarint(data, pos - 1)
        n_topic_data__partition_data -= 1
        if n_topic_data__partition_data < 0:
            raise rt.Malformed
        if n_topic_data__partition_data > data_end - pos:
            raise rt.Malformed
        items_topic_data__partition_data: list[PartitionProduceData] = []
        for _ in range(n_topic_data__partition_data):
            e_topic_data__partition_data, pos = _decode_PartitionProduceData_v9(data, pos)
            items_topic_data__partition_data.append(e_topic_data__partition_data)
        topic_data__partition_data = items_topic_data__partition_data
        topic_data__tag_count = data[pos]
        pos += 1
        topic_data__unknown: rt.Tags = ()
        if topic_data__tag_count:
            topic_data__unknown, pos = rt.read_unknown_tags(data, pos - 1)
        e_topic_data = _new(TopicProduceData)
        e_topic_data.name = ""
        e_topic_data.topic_id = topic_data__topic_id
        e_topic_data.partition_data = topic_data__partition_data
        e_topic_data.unknown_tagged_fields = topic_data__unknown
        items_topic_data.append(e_topic_data)
    topic_data = items_topic_data
    tag_count = data[pos]
    pos += 1
    unknown: rt.Tags = ()
    if tag_count:
        unknown, pos = rt.read_unknown_tags(data, pos - 1)
    obj = _new(ProduceRequest)
    obj.transactional_id = transactional_id
    obj.acks = acks
    obj.timeout_ms = timeout_ms
    obj.topic_data = topic_data
    obj.unknown_tagged_fields = unknown
    return obj, pos


def _encode_ProduceRequest_v0(obj: ProduceRequest, out: bytearray) -> None:
    """Encode ProduceRequest, versions 0, 1, 2."""
    if obj.transactional_id is not None:
        raise rt.Malformed
    a_topic_data = obj.topic_data
    out += _S_hii.pack(obj.acks, obj.timeout_ms, len(a_topic_data))
    for e_topic_data in a_topic_data:
        b_topic_data__name = e_topic_data.name.encode()
        out += _S_h.pack(len(b_topic_data__name))
        out += b_topic_data__name
        a_topic_data__partition_data = e_topic_data.partition_data
        out += _S_i.pack(len(a_topic_data__partition_data))
        for e_topic_data__partition_data in a_topic_data__partition_data:
            s_topic_data__partition_data__records = e_topic_data__partition_data.records
            b_topic_data__partition_data__records = (
                None
                if s_topic_data__partition_data__records is None
                else s_topic_data__partition_data__records
            )
            out += _S_ii.pack(
                e_topic_data__partition_data.index,
                -1
                if b_topic_data__partition_data__records is None
                else len(b_topic_data__partition_data__records),
            )
            if b_topic_data__partition_data__records is not None:
                out += b_topic_data__partition_data__records
            if e_topic_data__partition_data.unknown_tagged_fields:
                raise rt.Malformed
        if e_topic_data.unknown_tagged_fields:
            raise rt.Malformed
    if obj.unknown_tagged_fields:
        raise rt.Malformed


def _encode_ProduceRequest_v3(obj: ProduceRequest, out: bytearray) -> None:
    """Encode ProduceRequest, versions 3, 4, 5, 6, 7, 8."""
    s_transactional_id = obj.transactional_id
    b_transactional_id = None if s_transactional_id is None else s_transactional_id.encode()
    out += _S_h.pack(-1 if b_transactional_id is None else len(b_transactional_id))
    if b_transactional_id is not None:
        out += b_transactional_id
    a_topic_data = obj.topic_data
    out += _S_hii.pack(obj.acks, obj.timeout_ms, len(a_topic_data))
    for e_topic_data in a_topic_data:
        b_topic_data__name = e_topic_data.name.encode()
        out += _S_h.pack(len(b_topic_data__name))
        out += b_topic_data__name
        a_topic_data__partition_data = e_topic_data.partition_data
        out += _S_i.pack(len(a_topic_data__partition_data))
        for e_topic_data__partition_data in a_topic_data__partition_data:
            s_topic_data__partition_data__records = e_topic_data__partition_data.records
            b_topic_data__partition_data__records = (
                None
                if s_topic_data__partition_data__records is None
                else s_topic_data__partition_data__records
            )
            out += _S_ii.pack(
                e_topic_data__partition_data.index,
                -1
                if b_topic_data__partition_data__records is None
                else len(b_topic_data__partition_data__records),
            )
            if b_topic_data__partition_data__records is not None:
                out += b_topic_data__partition_data__records
            if e_topic_data__partition_data.unknown_tagged_fields:
                raise rt.Malformed
        if e_topic_data.unknown_tagged_fields:
            raise rt.Malformed
    if obj.unknown_tagged_fields:
        raise rt.Malformed


def _encode_ProduceRequest_v9(obj: ProduceRequest, out: bytearray) -> None:
    """Encode ProduceRequest, versions 9, 10, 11, 12."""
    append = out.append
    s_transactional_id = obj.transactional_id
    if s_transactional_id is None:
        append(0)
    else:
        b_transactional_id = s_transactional_id.encode()
        n = len(b_transactional_id) + 1
        if n < 128:
            append(n)
        else:
            out += rt.string_length(n)
        out += b_transactional_id
    out += _S_hi.pack(obj.acks, obj.timeout_ms)
    a_topic_data = obj.topic_data
    n = len(a_topic_data) + 1
    if n < 128:
        append(n)
    else:
        out += rt.uvarint(n)
    for e_topic_data in a_topic_data:
        b_topic_data__name = e_topic_data.name.encode()
        n = len(b_topic_data__name) + 1
        if n < 128:
            append(n)
        else:
            out += rt.string_length(n)
        out += b_topic_data__name
        a_topic_data__partition_data = e_topic_data.partition_data
        n = len(a_topic_data__partition_data) + 1
        if n < 128:
            append(n)
        else:
            out += rt.uvarint(n)
        for e_topic_data__partition_data in a_topic_data__partition_data:
            out += _S_i.pack(e_topic_data__partition_data.index)
            s_topic_data__partition_data__records = e_topic_data__partition_data.records
            if s_topic_data__partition_data__records is None:
                append(0)
            else:
                b_topic_data__partition_data__records = s_topic_data__partition_data__records
                n = len(b_topic_data__partition_data__records) + 1
                if n < 128:
                    append(n)
                elif n < 0x4000:
                    append((n & 0x7F) | 0x80)
                    append(n >> 7)
                else:
                    out += rt.uvarint(n)
                out += b_topic_data__partition_data__records
            if e_topic_data__partition_data.unknown_tagged_fields:
                rt.write_tags(out, (), e_topic_data__partition_data.unknown_tagged_fields)
            else:
                append(0)
        if e_topic_data.unknown_tagged_fields:
            rt.write_tags(out, (), e_topic_data.unknown_tagged_fields)
        else:
            append(0)
    if obj.unknown_tagged_fields:
        rt.write_tags(out, (), obj.unknown_tagged_fields)
    else:
        append(0)


def _encode_ProduceRequest_v13(obj: ProduceRequest, out: bytearray) -> None:
    """Encode ProduceRequest, version 13."""
    append = out.append
    s_transactional_id = obj.transactional_id
    if s_transactional_id is None:
        append(0)
    else:
        b_transactional_id = s_transactional_id.encode()
        n = len(b_transactional_id) + 1
        if n < 128:
            append(n)
        else:
            out += rt.string_length(n)
        out += b_transactional_id
    out += _S_hi.pack(obj.acks, obj.timeout_ms)
    a_topic_data = obj.topic_data
    n = len(a_topic_data) + 1
    if n < 128:
        append(n)
    else:
        out += rt.uvarint(n)
    for e_topic_data in a_topic_data:
        out += _S_u.pack(e_topic_data.topic_id.bytes)
        a_topic_data__partition_data = e_topic_data.partition_data
        n = len(a_topic_data__partition_data) + 1
        if n < 128:
            append(n)
        else:
            out += rt.uvarint(n)
        for e_topic_data__partition_data in a_topic_data__partition_data:
            out += _S_i.pack(e_topic_data__partition_data.index)
            s_topic_data__partition_data__records = e_topic_data__partition_data.records
            if s_topic_data__partition_data__records is None:
                append(0)
            else:
                b_topic_data__partition_data__records = s_topic_data__partition_data__records
                n = len(b_topic_data__partition_data__records) + 1
                if n < 128:
                    append(n)
                elif n < 0x4000:
                    append((n & 0x7F) | 0x80)
                    append(n >> 7)
                else:
                    out += rt.uvarint(n)
                out += b_topic_data__partition_data__records
            if e_topic_data__partition_data.unknown_tagged_fields:
                rt.write_tags(out, (), e_topic_data__partition_data.unknown_tagged_fields)
            else:
                append(0)
        if e_topic_data.unknown_tagged_fields:
            rt.write_tags(out, (), e_topic_data.unknown_tagged_fields)
        else:
            append(0)
    if obj.unknown_tagged_fields:
        rt.write_tags(out, (), obj.unknown_tagged_fields)
    else:
        append(0)


PartitionProduceData._SCHEMA = rt.StructInfo(
    "PartitionProduceData",
    (
        rt.FieldInfo("index", "index", "int32", rt.vr("0+"), default=0),
        rt.FieldInfo("records", "records", "records", rt.vr("0+"), nullable=rt.vr("0+")),
    ),
    flexible=rt.vr("9+"),
)
PartitionProduceData._DECODERS = {
    0: _decode_PartitionProduceData_v0,
    1: _decode_PartitionProduceData_v0,
    2: _decode_PartitionProduceData_v0,
    3: _decode_PartitionProduceData_v0,
    4: _decode_PartitionProduceData_v0,
    5: _decode_PartitionProduceData_v0,
    6: _decode_PartitionProduceData_v0,
    7: _decode_PartitionProduceData_v0,
    8: _decode_PartitionProduceData_v0,
    9: _decode_PartitionProduceData_v9,
    10: _decode_PartitionProduceData_v9,
    11: _decode_PartitionProduceData_v9,
    12: _decode_PartitionProduceData_v9,
    13: _decode_PartitionProduceData_v9,
}
PartitionProduceData._ENCODERS = {
    0: _encode_PartitionProduceData_v0,
    1: _encode_PartitionProduceData_v0,
    2: _encode_PartitionProduceData_v0,
    3: _encode_PartitionProduceData_v0,
    4: _encode_PartitionProduceData_v0,
    5: _encode_PartitionProduceData_v0,
    6: _encode_PartitionProduceData_v0,
    7: _encode_PartitionProduceData_v0,
    8: _encode_PartitionProduceData_v0,
    9: _encode_PartitionProduceData_v9,
    10: _encode_PartitionProduceData_v9,
    11: _encode_PartitionProduceData_v9,
    12: _encode_PartitionProduceData_v9,
    13: _encode_PartitionProduceData_v9,
}

TopicProduceData._SCHEMA = rt.StructInfo(
    "TopicProduceData",
    (
        rt.FieldInfo("name", "name", "string", rt.vr("0-12"), default="", ignorable=True),
        rt.FieldInfo(
            "topic_id", "topicId", "uuid", rt.vr("13+"), default=rt.ZERO_UUID, ignorable=True
        ),
        rt.FieldInfo(
            "partition_data",
            "partitionData",
            "struct",
            rt.vr("0+"),
            is_array=True,
            struct=lambda: PartitionProduceData,
            default=(),
        ),
    ),
    flexible=rt.vr("9+"),
)
TopicProduceData._DECODERS = {
    0: _decode_TopicProduceData_v0,
    1: _decode_TopicProduceData_v0,
    2: _decode_TopicProduceData_v0,
    3: _decode_TopicProduceData_v0,
    4: _decode_TopicProduceData_v0,
    5: _decode_TopicProduceData_v0,
    6: _decode_TopicProduceData_v0,
    7: _decode_TopicProduceData_v0,
    8: _decode_TopicProduceData_v0,
    9: _decode_TopicProduceData_v9,
    10: _decode_TopicProduceData_v9,
    11: _decode_TopicProduceData_v9,
    12: _decode_TopicProduceData_v9,
    13: _decode_TopicProduceData_v13,
}
TopicProduceData._ENCODERS = {
    0: _encode_TopicProduceData_v0,
    1: _encode_TopicProduceData_v0,
    2: _encode_TopicProduceData_v0,
    3: _encode_TopicProduceData_v0,
    4: _encode_TopicProduceData_v0,
    5: _encode_TopicProduceData_v0,
    6: _encode_TopicProduceData_v0,
    7: _encode_TopicProduceData_v0,
    8: _encode_TopicProduceData_v0,
    9: _encode_TopicProduceData_v9,
    10: _encode_TopicProduceData_v9,
    11: _encode_TopicProduceData_v9,
    12: _encode_TopicProduceData_v9,
    13: _encode_TopicProduceData_v13,
}

ProduceRequest._SCHEMA = rt.StructInfo(
    "ProduceRequest",
    (
        rt.FieldInfo(
            "transactional_id", "transactionalId", "string", rt.vr("3+"), nullable=rt.vr("3+")
        ),
        rt.FieldInfo("acks", "acks", "int16", rt.vr("0+"), default=0),
        rt.FieldInfo("timeout_ms", "timeoutMs", "int32", rt.vr("0+"), default=0),
        rt.FieldInfo(
            "topic_data",
            "topicData",
            "struct",
            rt.vr("0+"),
            is_array=True,
            struct=lambda: TopicProduceData,
            default=(),
        ),
    ),
    flexible=rt.vr("9+"),
)
ProduceRequest._DECODERS = {
    0: _decode_ProduceRequest_v0,
    1: _decode_ProduceRequest_v0,
    2: _decode_ProduceRequest_v0,
    3: _decode_ProduceRequest_v3,
    4: _decode_ProduceRequest_v3,
    5: _decode_ProduceRequest_v3,
    6: _decode_ProduceRequest_v3,
    7: _decode_ProduceRequest_v3,
    8: _decode_ProduceRequest_v3,
    9: _decode_ProduceRequest_v9,
    10: _decode_ProduceRequest_v9,
    11: _decode_ProduceRequest_v9,
    12: _decode_ProduceRequest_v9,
    13: _decode_ProduceRequest_v13,
}
ProduceRequest._ENCODERS = {
    0: _encode_ProduceRequest_v0,
    1: _encode_ProduceRequest_v0,
    2: _encode_ProduceRequest_v0,
    3: _encode_ProduceRequest_v3,
    4: _encode_ProduceRequest_v3,
    5: _encode_ProduceRequest_v3,
    6: _encode_ProduceRequest_v3,
    7: _encode_ProduceRequest_v3,
    8: _encode_ProduceRequest_v3,
    9: _encode_ProduceRequest_v9,
    10: _encode_ProduceRequest_v9,
    11: _encode_ProduceRequest_v9,
    12: _encode_ProduceRequest_v9,
    13: _encode_ProduceRequest_v13,
}
