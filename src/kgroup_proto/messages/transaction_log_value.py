"""TransactionLogValue: generated from TransactionLogValue.json; edit the schema, not this file."""

from __future__ import annotations

import struct
from typing import ClassVar

import attrs

from kgroup_proto import runtime as rt

_new = object.__new__
_S_h = struct.Struct(">h")
_S_i = struct.Struct(">i")
_S_q = struct.Struct(">q")
_S_qhib = struct.Struct(">qhib")
_S_qhibB = struct.Struct(">qhibB")
_S_qhibi = struct.Struct(">qhibi")
_S_qq = struct.Struct(">qq")


@attrs.define(weakref_slot=False)
class PartitionsSchema(rt.Struct):
    """Partitions taking part in the current transaction, or null.

    Versions 0-1; flexible 1+.

    Attributes:
        topic: Name of a topic in the transaction. (versions 0+)
        partition_ids: Partitions of that topic in the transaction. (versions 0+)
    """

    VALID_VERSIONS: ClassVar[range] = range(0, 2)
    FLEXIBLE_VERSIONS: ClassVar[range | None] = range(1, rt.VERSION_LIMIT)

    topic: str = ""
    partition_ids: list[int] = attrs.field(factory=list)
    unknown_tagged_fields: rt.Tags = ()


@attrs.define(weakref_slot=False)
class TransactionLogValue(rt.Struct):
    """The TransactionLogValue data.

    Versions 0-1; flexible 1+.

    Attributes:
        producer_id: Producer id currently bound to the transactional id. (versions 0+)
        previous_producer_id: Producer id that the most recently committed transaction used,
            or -1. (versions 1+, tag 0)
        next_producer_id: Newest producer id handed out for this transactional id, or -1.
            (versions 1+, tag 1)
        producer_epoch: Epoch that goes with the producer id. (versions 0+)
        next_producer_epoch: Epoch that goes with NextProducerId; -1 when there is none.
            (versions 1+, tag 3)
        transaction_timeout_ms: How long, in ms, a transaction may stay open before it is
            aborted. (versions 0+)
        transaction_status: Transaction state code (Empty, Ongoing, PrepareCommit, ... as
            numbered by the broker). (versions 0+)
        transaction_partitions: Partitions taking part in the current transaction, or null.
            (versions 0+, nullable 0+)
        transaction_last_update_timestamp_ms: When the transaction state last changed, in
            epoch milliseconds. (versions 0+)
        transaction_start_timestamp_ms: When the current transaction began, in epoch
            milliseconds. (versions 0+)
        client_transaction_version: Transaction protocol version the producer client uses.
            (versions 1+, tag 2)
    """

    API_KEY: ClassVar[int | None] = None
    MESSAGE_TYPE: ClassVar[str] = "data"
    VALID_VERSIONS: ClassVar[range] = range(0, 2)
    FLEXIBLE_VERSIONS: ClassVar[range | None] = range(1, rt.VERSION_LIMIT)

    producer_id: int = 0
    previous_producer_id: int = -1
    next_producer_id: int = -1
    producer_epoch: int = 0
    next_producer_epoch: int = -1
    transaction_timeout_ms: int = 0
    transaction_status: int = 0
    transaction_partitions: list[PartitionsSchema] | None = attrs.field(factory=list)
    transaction_last_update_timestamp_ms: int = 0
    transaction_start_timestamp_ms: int = 0
    client_transaction_version: int = 0
    unknown_tagged_fields: rt.Tags = ()


def _decode_PartitionsSchema_v0(data: bytes, pos: int) -> tuple[PartitionsSchema, int]:
    """Decode PartitionsSchema, version 0."""
    data_end = len(data)
    (n_topic,) = _S_h.unpack_from(data, pos)
    pos += 2
    end = pos + n_topic
    if n_topic < 0 or end > data_end:
        raise rt.Malformed
    topic = data[pos:end].decode()
    pos = end
    (n_partition_ids,) = _S_i.unpack_from(data, pos)
    pos += 4
    if n_partition_ids < 0:
        raise rt.Malformed
    if n_partition_ids > data_end - pos:
        raise rt.Malformed
    partition_ids = list(struct.unpack_from(f">{n_partition_ids}i", data, pos))
    pos += n_partition_ids * 4
    obj = _new(PartitionsSchema)
    obj.topic = topic
    obj.partition_ids = partition_ids
    obj.unknown_tagged_fields = ()
    return obj, pos


def _decode_PartitionsSchema_v1(data: bytes, pos: int) -> tuple[PartitionsSchema, int]:
    """Decode PartitionsSchema, version 1."""
    data_end = len(data)
    n_topic = data[pos]
    pos += 1
    if n_topic > 127:
        n_topic, pos = rt.read_string_length(data, pos - 1)
    end = pos + n_topic - 1
    if not n_topic or end > data_end:
        raise rt.Malformed
    topic = data[pos:end].decode()
    pos = end
    n_partition_ids = data[pos]
    pos += 1
    if n_partition_ids > 127:
        n_partition_ids, pos = rt.read_uvarint(data, pos - 1)
    n_partition_ids -= 1
    if n_partition_ids < 0:
        raise rt.Malformed
    if n_partition_ids > data_end - pos:
        raise rt.Malformed
    partition_ids = list(struct.unpack_from(f">{n_partition_ids}i", data, pos))
    pos += n_partition_ids * 4
    tag_count = data[pos]
    pos += 1
    unknown: rt.Tags = ()
    if tag_count:
        unknown, pos = rt.read_unknown_tags(data, pos - 1)
    obj = _new(PartitionsSchema)
    obj.topic = topic
    obj.partition_ids = partition_ids
    obj.unknown_tagged_fields = unknown
    return obj, pos


def _encode_PartitionsSchema_v0(obj: PartitionsSchema, out: bytearray) -> None:
    """Encode PartitionsSchema, version 0."""
    b_topic = obj.topic.encode()
    out += _S_h.pack(len(b_topic))
    out += b_topic
    a_partition_ids = obj.partition_ids
    out += _S_i.pack(len(a_partition_ids))
    out += struct.pack(f">{len(a_partition_ids)}i", *a_partition_ids)
    if obj.unknown_tagged_fields:
        raise rt.Malformed


def _encode_PartitionsSchema_v1(obj: PartitionsSchema, out: bytearray) -> None:
    """Encode PartitionsSchema, version 1."""
    b_topic = obj.topic.encode()
    n = len(b_topic) + 1
    if n < 128:
        out.append(n)
    else:
        out += rt.string_length(n)
    out += b_topic
    a_partition_ids = obj.partition_ids
    n = len(a_partition_ids) + 1
    if n < 128:
        out.append(n)
    else:
        out += rt.uvarint(n)
    out += struct.pack(f">{len(a_partition_ids)}i", *a_partition_ids)
    if obj.unknown_tagged_fields:
        rt.write_tags(out, (), obj.unknown_tagged_fields)
    else:
        out.append(0)


def _decode_TransactionLogValue_v0(data: bytes, pos: int) -> tuple[TransactionLogValue, int]:
    """Decode TransactionLogValue, version 0."""
    data_end = len(data)
    (
        producer_id,
        producer_epoch,
        transaction_timeout_ms,
        transaction_status,
        n_transaction_partitions,
    ) = _S_qhibi.unpack_from(data, pos)
    pos += 19
    transaction_partitions: list[PartitionsSchema] | None
    if n_transaction_partitions < 0:
        if n_transaction_partitions != -1:
            raise rt.Malformed
        transaction_partitions = None
    else:
        if n_transaction_partitions > data_end - pos:
            raise rt.Malformed
        items_transaction_partitions: list[PartitionsSchema] = []
        for _ in range(n_transaction_partitions):
            (n_transaction_partitions__topic,) = _S_h.unpack_from(data, pos)
            pos += 2
            end = pos + n_transaction_partitions__topic
            if n_transaction_partitions__topic < 0 or end > data_end:
                raise rt.Malformed
            transaction_partitions__topic = data[pos:end].decode()
            pos = end
            (n_transaction_partitions__partition_ids,) = _S_i.unpack_from(data, pos)
            pos += 4
            if n_transaction_partitions__partition_ids < 0:
                raise rt.Malformed
            if n_transaction_partitions__partition_ids > data_end - pos:
                raise rt.Malformed
            transaction_partitions__partition_ids = list(
                struct.unpack_from(f">{n_transaction_partitions__partition_ids}i", data, pos)
            )
            pos += n_transaction_partitions__partition_ids * 4
            e_transaction_partitions = _new(PartitionsSchema)
            e_transaction_partitions.topic = transaction_partitions__topic
            e_transaction_partitions.partition_ids = transaction_partitions__partition_ids
            e_transaction_partitions.unknown_tagged_fields = ()
            items_transaction_partitions.append(e_transaction_partitions)
        transaction_partitions = items_transaction_partitions
    transaction_last_update_timestamp_ms, transaction_start_timestamp_ms = _S_qq.unpack_from(
        data, pos
    )
    pos += 16
    obj = _new(TransactionLogValue)
    obj.producer_id = producer_id
    obj.previous_producer_id = -1
    obj.next_producer_id = -1
    obj.producer_epoch = producer_epoch
    obj.next_producer_epoch = -1
    obj.transaction_timeout_ms = transaction_timeout_ms
    obj.transaction_status = transaction_status
    obj.transaction_partitions = transaction_partitions
    obj.transaction_last_update_timestamp_ms = transaction_last_update_timestamp_ms
    obj.transaction_start_timestamp_ms = transaction_start_timestamp_ms
    obj.client_transaction_version = 0
    obj.unknown_tagged_fields = ()
    return obj, pos


def _decode_TransactionLogValue_v1(data: bytes, pos: int) -> tuple[TransactionLogValue, int]:
    """Decode TransactionLogValue, version 1."""
    data_end = len(data)
    (
        producer_id,
        producer_epoch,
        transaction_timeout_ms,
        transaction_status,
        n_transaction_partitions,
    ) = _S_qhibB.unpack_from(data, pos)
    pos += 16
    if n_transaction_partitions > 127:
        n_transaction_partitions, pos = rt.read_uvarint(data, pos - 1)
    n_transaction_partitions -= 1
    transaction_partitions: list[PartitionsSchema] | None
    if n_transaction_partitions < 0:
        transaction_partitions = None
    else:
        if n_transaction_partitions > data_end - pos:
            raise rt.Malformed
        items_transaction_partitions: list[PartitionsSchema] = []
        for _ in range(n_transaction_partitions):
            n_transaction_partitions__topic = data[pos]
            pos += 1
            if n_transaction_partitions__topic > 127:
                n_transaction_partitions__topic, pos = rt.read_string_length(data, pos - 1)
            end = pos + n_transaction_partitions__topic - 1
            if not n_transaction_partitions__topic or end > data_end:
                raise rt.Malformed
            transaction_partitions__topic = data[pos:end].decode()
            pos = end
            n_transaction_partitions__partition_ids = data[pos]
            pos += 1
            if n_transaction_partitions__partition_ids > 127:
                n_transaction_partitions__partition_ids, pos = rt.read_uvarint(data, pos - 1)
            n_transaction_partitions__partition_ids -= 1
            if n_transaction_partitions__partition_ids < 0:
                raise rt.Malformed
            if n_transaction_partitions__partition_ids > data_end - pos:
                raise rt.Malformed
            transaction_partitions__partition_ids = list(
                struct.unpack_from(f">{n_transaction_partitions__partition_ids}i", data, pos)
            )
            pos += n_transaction_partitions__partition_ids * 4
            transaction_partitions__tag_count = data[pos]
            pos += 1
            transaction_partitions__unknown: rt.Tags = ()
            if transaction_partitions__tag_count:
                transaction_partitions__unknown, pos = rt.read_unknown_tags(data, pos - 1)
            e_transaction_partitions = _new(PartitionsSchema)
            e_transaction_partitions.topic = transaction_partitions__topic
            e_transaction_partitions.partition_ids = transaction_partitions__partition_ids
            e_transaction_partitions.unknown_tagged_fields = transaction_partitions__unknown
            items_transaction_partitions.append(e_transaction_partitions)
        transaction_partitions = items_transaction_partitions
    transaction_last_update_timestamp_ms, transaction_start_timestamp_ms = _S_qq.unpack_from(
        data, pos
    )
    pos += 16
    previous_producer_id: int
    previous_producer_id = -1
    next_producer_id: int
    next_producer_id = -1
    client_transaction_version: int
    client_transaction_version = 0
    next_producer_epoch: int
    next_producer_epoch = -1
    unknown: rt.Tags = ()
    if data[pos]:
        unknown_list: list[tuple[int, bytes]] = []
        count, pos = rt.read_uvarint(data, pos)
        last_tag = -1
        for _ in range(count):
            tag, pos = rt.read_uvarint(data, pos)
            if tag <= last_tag or tag > rt.TAG_LIMIT:
                raise rt.Malformed
            last_tag = tag
            size, pos = rt.read_uvarint(data, pos)
            end_tag = pos + size
            if end_tag > data_end:
                raise rt.Malformed
            if tag == 0:
                (previous_producer_id,) = _S_q.unpack_from(data, pos)
                pos += 8
                if not (previous_producer_id != -1):
                    unknown_list.append((tag, data[end_tag - size : end_tag]))
            elif tag == 1:
                (next_producer_id,) = _S_q.unpack_from(data, pos)
                pos += 8
                if not (next_producer_id != -1):
                    unknown_list.append((tag, data[end_tag - size : end_tag]))
            elif tag == 2:
                (client_transaction_version,) = _S_h.unpack_from(data, pos)
                pos += 2
                if not (client_transaction_version != 0):
                    unknown_list.append((tag, data[end_tag - size : end_tag]))
            elif tag == 3:
                (next_producer_epoch,) = _S_h.unpack_from(data, pos)
                pos += 2
                if not (next_producer_epoch != -1):
                    unknown_list.append((tag, data[end_tag - size : end_tag]))
            else:
                unknown_list.append((tag, data[pos:end_tag]))
                pos = end_tag
            if pos != end_tag:
                raise rt.Malformed
        unknown = tuple(unknown_list)
    else:
        pos += 1
    obj = _new(TransactionLogValue)
    obj.producer_id = producer_id
    obj.previous_producer_id = previous_producer_id
    obj.next_producer_id = next_producer_id
    obj.producer_epoch = producer_epoch
    obj.next_producer_epoch = next_producer_epoch
    obj.transaction_timeout_ms = transaction_timeout_ms
    obj.transaction_status = transaction_status
    obj.transaction_partitions = transaction_partitions
    obj.transaction_last_update_timestamp_ms = transaction_last_update_timestamp_ms
    obj.transaction_start_timestamp_ms = transaction_start_timestamp_ms
    obj.client_transaction_version = client_transaction_version
    obj.unknown_tagged_fields = unknown
    return obj, pos


def _encode_TransactionLogValue_v0(obj: TransactionLogValue, out: bytearray) -> None:
    """Encode TransactionLogValue, version 0."""
    if obj.previous_producer_id != -1:
        raise rt.Malformed
    if obj.next_producer_id != -1:
        raise rt.Malformed
    if obj.next_producer_epoch != -1:
        raise rt.Malformed
    if obj.client_transaction_version != 0:
        raise rt.Malformed
    a_transaction_partitions = obj.transaction_partitions
    out += _S_qhibi.pack(
        obj.producer_id,
        obj.producer_epoch,
        obj.transaction_timeout_ms,
        obj.transaction_status,
        -1 if a_transaction_partitions is None else len(a_transaction_partitions),
    )
    if a_transaction_partitions is not None:
        for e_transaction_partitions in a_transaction_partitions:
            b_transaction_partitions__topic = e_transaction_partitions.topic.encode()
            out += _S_h.pack(len(b_transaction_partitions__topic))
            out += b_transaction_partitions__topic
            a_transaction_partitions__partition_ids = e_transaction_partitions.partition_ids
            out += _S_i.pack(len(a_transaction_partitions__partition_ids))
            out += struct.pack(
                f">{len(a_transaction_partitions__partition_ids)}i",
                *a_transaction_partitions__partition_ids,
            )
            if e_transaction_partitions.unknown_tagged_fields:
                raise rt.Malformed
    out += _S_qq.pack(obj.transaction_last_update_timestamp_ms, obj.transaction_start_timestamp_ms)
    if obj.unknown_tagged_fields:
        raise rt.Malformed


def _encode_TransactionLogValue_v1(obj: TransactionLogValue, out: bytearray) -> None:
    """Encode TransactionLogValue, version 1."""
    append = out.append
    out += _S_qhib.pack(
        obj.producer_id, obj.producer_epoch, obj.transaction_timeout_ms, obj.transaction_status
    )
    a_transaction_partitions = obj.transaction_partitions
    if a_transaction_partitions is None:
        append(0)
    else:
        n = len(a_transaction_partitions) + 1
        if n < 128:
            append(n)
        else:
            out += rt.uvarint(n)
        for e_transaction_partitions in a_transaction_partitions:
            b_transaction_partitions__topic = e_transaction_partitions.topic.encode()
            n = len(b_transaction_partitions__topic) + 1
            if n < 128:
                append(n)
            else:
                out += rt.string_length(n)
            out += b_transaction_partitions__topic
            a_transaction_partitions__partition_ids = e_transaction_partitions.partition_ids
            n = len(a_transaction_partitions__partition_ids) + 1
            if n < 128:
                append(n)
            else:
                out += rt.uvarint(n)
            out += struct.pack(
                f">{len(a_transaction_partitions__partition_ids)}i",
                *a_transaction_partitions__partition_ids,
            )
            if e_transaction_partitions.unknown_tagged_fields:
                rt.write_tags(out, (), e_transaction_partitions.unknown_tagged_fields)
            else:
                append(0)
    out += _S_qq.pack(obj.transaction_last_update_timestamp_ms, obj.transaction_start_timestamp_ms)
    tags: list[tuple[int, bytes]] = []
    sub: bytearray
    if obj.previous_producer_id != -1:
        sub = bytearray()
        sub += _S_q.pack(obj.previous_producer_id)
        tags.append((0, bytes(sub)))
    if obj.next_producer_id != -1:
        sub = bytearray()
        sub += _S_q.pack(obj.next_producer_id)
        tags.append((1, bytes(sub)))
    if obj.client_transaction_version != 0:
        sub = bytearray()
        sub += _S_h.pack(obj.client_transaction_version)
        tags.append((2, bytes(sub)))
    if obj.next_producer_epoch != -1:
        sub = bytearray()
        sub += _S_h.pack(obj.next_producer_epoch)
        tags.append((3, bytes(sub)))
    rt.write_tags(out, tags, obj.unknown_tagged_fields, (0, 1, 2, 3))


PartitionsSchema._SCHEMA = rt.StructInfo(
    "PartitionsSchema",
    (
        rt.FieldInfo("topic", "topic", "string", rt.vr("0+"), default=""),
        rt.FieldInfo(
            "partition_ids", "partitionIds", "int32", rt.vr("0+"), is_array=True, default=()
        ),
    ),
    flexible=rt.vr("1+"),
)
PartitionsSchema._DECODERS = {
    0: _decode_PartitionsSchema_v0,
    1: _decode_PartitionsSchema_v1,
}
PartitionsSchema._ENCODERS = {
    0: _encode_PartitionsSchema_v0,
    1: _encode_PartitionsSchema_v1,
}

TransactionLogValue._SCHEMA = rt.StructInfo(
    "TransactionLogValue",
    (
        rt.FieldInfo("producer_id", "producerId", "int64", rt.vr("0+"), default=0),
        rt.FieldInfo(
            "previous_producer_id",
            "previousProducerId",
            "int64",
            rt.vr("1+"),
            tagged=rt.vr("1+"),
            tag=0,
            default=-1,
        ),
        rt.FieldInfo(
            "next_producer_id",
            "nextProducerId",
            "int64",
            rt.vr("1+"),
            tagged=rt.vr("1+"),
            tag=1,
            default=-1,
        ),
        rt.FieldInfo("producer_epoch", "producerEpoch", "int16", rt.vr("0+"), default=0),
        rt.FieldInfo(
            "next_producer_epoch",
            "nextProducerEpoch",
            "int16",
            rt.vr("1+"),
            tagged=rt.vr("1+"),
            tag=3,
            default=-1,
        ),
        rt.FieldInfo(
            "transaction_timeout_ms", "transactionTimeoutMs", "int32", rt.vr("0+"), default=0
        ),
        rt.FieldInfo("transaction_status", "transactionStatus", "int8", rt.vr("0+"), default=0),
        rt.FieldInfo(
            "transaction_partitions",
            "transactionPartitions",
            "struct",
            rt.vr("0+"),
            is_array=True,
            struct=lambda: PartitionsSchema,
            nullable=rt.vr("0+"),
            default=(),
        ),
        rt.FieldInfo(
            "transaction_last_update_timestamp_ms",
            "transactionLastUpdateTimestampMs",
            "int64",
            rt.vr("0+"),
            default=0,
        ),
        rt.FieldInfo(
            "transaction_start_timestamp_ms",
            "transactionStartTimestampMs",
            "int64",
            rt.vr("0+"),
            default=0,
        ),
        rt.FieldInfo(
            "client_transaction_version",
            "clientTransactionVersion",
            "int16",
            rt.vr("1+"),
            tagged=rt.vr("1+"),
            tag=2,
            default=0,
        ),
    ),
    flexible=rt.vr("1+"),
)
TransactionLogValue._DECODERS = {
    0: _decode_TransactionLogValue_v0,
    1: _decode_TransactionLogValue_v1,
}
TransactionLogValue._ENCODERS = {
    0: _encode_TransactionLogValue_v0,
    1: _encode_TransactionLogValue_v1,
}
