"""AddPartitionsToTxnRequest: generated from AddPartitionsToTxnRequest.json; edit the schema, not this file."""

from __future__ import annotations

import struct
from typing import ClassVar

import attrs

from kgroup_proto import runtime as rt

_new = object.__new__
_S_h = struct.Struct(">h")
_S_i = struct.Struct(">i")
_S_qh = struct.Struct(">qh")
_S_qhB = struct.Struct(">qhB")
_S_qhBB = struct.Struct(">qhBB")
_S_qhi = struct.Struct(">qhi")
_S_qho = struct.Struct(">qh?")


@attrs.define(weakref_slot=False)
class AddPartitionsToTxnTopic(rt.Struct):
    """Topics and partitions to add to this transaction.

    Versions 0-5; flexible 3+.

    Attributes:
        name: Name of the topic. (versions 0+)
        partitions: Indexes of the partitions of this topic to add. (versions 0+)
    """

    VALID_VERSIONS: ClassVar[range] = range(0, 6)
    FLEXIBLE_VERSIONS: ClassVar[range | None] = range(3, rt.VERSION_LIMIT)

    name: str = ""
    partitions: list[int] = attrs.field(factory=list)
    unknown_tagged_fields: rt.Tags = ()


@attrs.define(weakref_slot=False)
class AddPartitionsToTxnTransaction(rt.Struct):
    """Transactions to add partitions to, each with its own producer (v4+, between brokers).

    Versions 4-5; flexible 3+.

    Attributes:
        transactional_id: Transactional ID of the producer. (versions 4+)
        producer_id: Producer ID the transactional ID currently holds. (versions 4+)
        producer_epoch: Epoch that goes with the producer ID; an older one is fenced.
            (versions 4+)
        verify_only: Only check that the partitions are already in the transaction, adding
            none. (versions 4+)
        topics: Topics and partitions to add to this transaction. (versions 4+)
    """

    VALID_VERSIONS: ClassVar[range] = range(0, 6)
    FLEXIBLE_VERSIONS: ClassVar[range | None] = range(3, rt.VERSION_LIMIT)

    transactional_id: str = ""
    producer_id: int = 0
    producer_epoch: int = 0
    verify_only: bool = False
    topics: list[AddPartitionsToTxnTopic] = attrs.field(factory=list)
    unknown_tagged_fields: rt.Tags = ()


@attrs.define(weakref_slot=False)
class AddPartitionsToTxnRequest(rt.Struct):
    """The AddPartitionsToTxnRequest request.

    API key 24, versions 0-5; flexible 3+.

    Attributes:
        transactions: Transactions to add partitions to, each with its own producer (v4+,
            between brokers). (versions 4+)
        v3_and_below_transactional_id: Transactional ID of the producer (v0-v3). (versions
            0-3)
        v3_and_below_producer_id: Producer ID the transactional ID currently holds (v0-v3).
            (versions 0-3)
        v3_and_below_producer_epoch: Epoch that goes with the producer ID (v0-v3). (versions
            0-3)
        v3_and_below_topics: Topics and partitions to add to the transaction (v0-v3).
            (versions 0-3)
    """

    API_KEY: ClassVar[int | None] = 24
    MESSAGE_TYPE: ClassVar[str] = "request"
    VALID_VERSIONS: ClassVar[range] = range(0, 6)
    FLEXIBLE_VERSIONS: ClassVar[range | None] = range(3, rt.VERSION_LIMIT)

    transactions: list[AddPartitionsToTxnTransaction] = attrs.field(factory=list)
    v3_and_below_transactional_id: str = ""
    v3_and_below_producer_id: int = 0
    v3_and_below_producer_epoch: int = 0
    v3_and_below_topics: list[AddPartitionsToTxnTopic] = attrs.field(factory=list)
    unknown_tagged_fields: rt.Tags = ()


def _decode_AddPartitionsToTxnTopic_v0(
    data: bytes, pos: int
) -> tuple[AddPartitionsToTxnTopic, int]:
    """Decode AddPartitionsToTxnTopic, versions 0, 1, 2."""
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
    partitions = list(struct.unpack_from(f">{n_partitions}i", data, pos))
    pos += n_partitions * 4
    obj = _new(AddPartitionsToTxnTopic)
    obj.name = name
    obj.partitions = partitions
    obj.unknown_tagged_fields = ()
    return obj, pos


def _decode_AddPartitionsToTxnTopic_v3(
    data: bytes, pos: int
) -> tuple[AddPartitionsToTxnTopic, int]:
    """Decode AddPartitionsToTxnTopic, versions 3, 4, 5."""
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
    partitions = list(struct.unpack_from(f">{n_partitions}i", data, pos))
    pos += n_partitions * 4
    tag_count = data[pos]
    pos += 1
    unknown: rt.Tags = ()
    if tag_count:
        unknown, pos = rt.read_unknown_tags(data, pos - 1)
    obj = _new(AddPartitionsToTxnTopic)
    obj.name = name
    obj.partitions = partitions
    obj.unknown_tagged_fields = unknown
    return obj, pos


def _encode_AddPartitionsToTxnTopic_v0(obj: AddPartitionsToTxnTopic, out: bytearray) -> None:
    """Encode AddPartitionsToTxnTopic, versions 0, 1, 2."""
    b_name = obj.name.encode()
    out += _S_h.pack(len(b_name))
    out += b_name
    a_partitions = obj.partitions
    out += _S_i.pack(len(a_partitions))
    out += struct.pack(f">{len(a_partitions)}i", *a_partitions)
    if obj.unknown_tagged_fields:
        raise rt.Malformed


def _encode_AddPartitionsToTxnTopic_v3(obj: AddPartitionsToTxnTopic, out: bytearray) -> None:
    """Encode AddPartitionsToTxnTopic, versions 3, 4, 5."""
    b_name = obj.name.encode()
    n = len(b_name) + 1
    if n < 128:
        out.append(n)
    else:
        out += rt.string_length(n)
    out += b_name
    a_partitions = obj.partitions
    n = len(a_partitions) + 1
    if n < 128:
        out.append(n)
    else:
        out += rt.uvarint(n)
    out += struct.pack(f">{len(a_partitions)}i", *a_partitions)
    if obj.unknown_tagged_fields:
        rt.write_tags(out, (), obj.unknown_tagged_fields)
    else:
        out.append(0)


def _decode_AddPartitionsToTxnTransaction_v4(
    data: bytes, pos: int
) -> tuple[AddPartitionsToTxnTransaction, int]:
    """Decode AddPartitionsToTxnTransaction, versions 4, 5."""
    data_end = len(data)
    n_transactional_id = data[pos]
    pos += 1
    if n_transactional_id > 127:
        n_transactional_id, pos = rt.read_string_length(data, pos - 1)
    end = pos + n_transactional_id - 1
    if not n_transactional_id or end > data_end:
        raise rt.Malformed
    transactional_id = data[pos:end].decode()
    pos = end
    producer_id, producer_epoch, verify_only_raw, n_topics = _S_qhBB.unpack_from(data, pos)
    pos += 12
    verify_only = rt.BOOLS[verify_only_raw]
    if n_topics > 127:
        n_topics, pos = rt.read_uvarint(data, pos - 1)
    n_topics -= 1
    if n_topics < 0:
        raise rt.Malformed
    if n_topics > data_end - pos:
        raise rt.Malformed
    items_topics: list[AddPartitionsToTxnTopic] = []
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
        topics__partitions = list(struct.unpack_from(f">{n_topics__partitions}i", data, pos))
        pos += n_topics__partitions * 4
        topics__tag_count = data[pos]
        pos += 1
        topics__unknown: rt.Tags = ()
        if topics__tag_count:
            topics__unknown, pos = rt.read_unknown_tags(data, pos - 1)
        e_topics = _new(AddPartitionsToTxnTopic)
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
    obj = _new(AddPartitionsToTxnTransaction)
    obj.transactional_id = transactional_id
    obj.producer_id = producer_id
    obj.producer_epoch = producer_epoch
    obj.verify_only = verify_only
    obj.topics = topics
    obj.unknown_tagged_fields = unknown
    return obj, pos


def _encode_AddPartitionsToTxnTransaction_v4(
    obj: AddPartitionsToTxnTransaction, out: bytearray
) -> None:
    """Encode AddPartitionsToTxnTransaction, versions 4, 5."""
    append = out.append
    b_transactional_id = obj.transactional_id.encode()
    n = len(b_transactional_id) + 1
    if n < 128:
        append(n)
    else:
        out += rt.string_length(n)
    out += b_transactional_id
    if obj.verify_only is not True and obj.verify_only is not False:
        raise rt.Malformed
    out += _S_qho.pack(obj.producer_id, obj.producer_epoch, obj.verify_only)
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
        out += struct.pack(f">{len(a_topics__partitions)}i", *a_topics__partitions)
        if e_topics.unknown_tagged_fields:
            rt.write_tags(out, (), e_topics.unknown_tagged_fields)
        else:
            append(0)
    if obj.unknown_tagged_fields:
        rt.write_tags(out, (), obj.unknown_tagged_fields)
    else:
        append(0)


def _decode_AddPartitionsToTxnRequest_v0(
    data: bytes, pos: int
) -> tuple[AddPartitionsToTxnRequest, int]:
    """Decode AddPartitionsToTxnRequest, versions 0, 1, 2."""
    data_end = len(data)
    (n_v3_and_below_transactional_id,) = _S_h.unpack_from(data, pos)
    pos += 2
    end = pos + n_v3_and_below_transactional_id
    if n_v3_and_below_transactional_id < 0 or end > data_end:
        raise rt.Malformed
    v3_and_below_transactional_id = data[pos:end].decode()
    pos = end
    v3_and_below_producer_id, v3_and_below_producer_epoch, n_v3_and_below_topics = (
        _S_qhi.unpack_from(data, pos)
    )
    pos += 14
    if n_v3_and_below_topics < 0:
        raise rt.Malformed
    if n_v3_and_below_topics > data_end - pos:
        raise rt.Malformed
    items_v3_and_below_topics: list[AddPartitionsToTxnTopic] = []
    for _ in range(n_v3_and_below_topics):
        (n_v3_and_below_topics__name,) = _S_h.unpack_from(data, pos)
        pos += 2
        end = pos + n_v3_and_below_topics__name
        if n_v3_and_below_topics__name < 0 or end > data_end:
            raise rt.Malformed
        v3_and_below_topics__name = data[pos:end].decode()
        pos = end
        (n_v3_and_below_topics__partitions,) = _S_i.unpack_from(data, pos)
        pos += 4
        if n_v3_and_below_topics__partitions < 0:
            raise rt.Malformed
        if n_v3_and_below_topics__partitions > data_end - pos:
            raise rt.Malformed
        v3_and_below_topics__partitions = list(
            struct.unpack_from(f">{n_v3_and_below_topics__partitions}i", data, pos)
        )
        pos += n_v3_and_below_topics__partitions * 4
        e_v3_and_below_topics = _new(AddPartitionsToTxnTopic)
        e_v3_and_below_topics.name = v3_and_below_topics__name
        e_v3_and_below_topics.partitions = v3_and_below_topics__partitions
        e_v3_and_below_topics.unknown_tagged_fields = ()
        items_v3_and_below_topics.append(e_v3_and_below_topics)
    v3_and_below_topics = items_v3_and_below_topics
    obj = _new(AddPartitionsToTxnRequest)
    obj.transactions = []
    obj.v3_and_below_transactional_id = v3_and_below_transactional_id
    obj.v3_and_below_producer_id = v3_and_below_producer_id
    obj.v3_and_below_producer_epoch = v3_and_below_producer_epoch
    obj.v3_and_below_topics = v3_and_below_topics
    obj.unknown_tagged_fields = ()
    return obj, pos


def _decode_AddPartitionsToTxnRequest_v3(
    data: bytes, pos: int
) -> tuple[AddPartitionsToTxnRequest, int]:
    """Decode AddPartitionsToTxnRequest, version 3."""
    data_end = len(data)
    n_v3_and_below_transactional_id = data[pos]
    pos += 1
    if n_v3_and_below_transactional_id > 127:
        n_v3_and_below_transactional_id, pos = rt.read_string_length(data, pos - 1)
    end = pos + n_v3_and_below_transactional_id - 1
    if not n_v3_and_below_transactional_id or end > data_end:
        raise rt.Malformed
    v3_and_below_transactional_id = data[pos:end].decode()
    pos = end
    v3_and_below_producer_id, v3_and_below_producer_epoch, n_v3_and_below_topics = (
        _S_qhB.unpack_from(data, pos)
    )
    pos += 11
    if n_v3_and_below_topics > 127:
        n_v3_and_below_topics, pos = rt.read_uvarint(data, pos - 1)
    n_v3_and_below_topics -= 1
    if n_v3_and_below_topics < 0:
        raise rt.Malformed
    if n_v3_and_below_topics > data_end - pos:
        raise rt.Malformed
    items_v3_and_below_topics: list[AddPartitionsToTxnTopic] = []
    for _ in range(n_v3_and_below_topics):
        n_v3_and_below_topics__name = data[pos]
        pos += 1
        if n_v3_and_below_topics__name > 127:
            n_v3_and_below_topics__name, pos = rt.read_string_length(data, pos - 1)
        end = pos + n_v3_and_below_topics__name - 1
        if not n_v3_and_below_topics__name or end > data_end:
            raise rt.Malformed
        v3_and_below_topics__name = data[pos:end].decode()
        pos = end
        n_v3_and_below_topics__partitions = data[pos]
        pos += 1
        if n_v3_and_below_topics__partitions > 127:
            n_v3_and_below_topics__partitions, pos = rt.read_uvarint(data, pos - 1)
        n_v3_and_below_topics__partitions -= 1
        if n_v3_and_below_topics__partitions < 0:
            raise rt.Malformed
        if n_v3_and_below_topics__partitions > data_end - pos:
            raise rt.Malformed
        v3_and_below_topics__partitions = list(
            struct.unpack_from(f">{n_v3_and_below_topics__partitions}i", data, pos)
        )
        pos += n_v3_and_below_topics__partitions * 4
        v3_and_below_topics__tag_count = data[pos]
        pos += 1
        v3_and_below_topics__unknown: rt.Tags = ()
        if v3_and_below_topics__tag_count:
            v3_and_below_topics__unknown, pos = rt.read_unknown_tags(data, pos - 1)
        e_v3_and_below_topics = _new(AddPartitionsToTxnTopic)
        e_v3_and_below_topics.name = v3_and_below_topics__name
        e_v3_and_below_topics.partitions = v3_and_below_topics__partitions
        e_v3_and_below_topics.unknown_tagged_fields = v3_and_below_topics__unknown
        items_v3_and_below_topics.append(e_v3_and_below_topics)
    v3_and_below_topics = items_v3_and_below_topics
    tag_count = data[pos]
    pos += 1
    unknown: rt.Tags = ()
    if tag_count:
        unknown, pos = rt.read_unknown_tags(data, pos - 1)
    obj = _new(AddPartitionsToTxnRequest)
    obj.transactions = []
    obj.v3_and_below_transactional_id = v3_and_below_transactional_id
    obj.v3_and_below_producer_id = v3_and_below_producer_id
    obj.v3_and_below_producer_epoch = v3_and_below_producer_epoch
    obj.v3_and_below_topics = v3_and_below_topics
    obj.unknown_tagged_fields = unknown
    return obj, pos


def _decode_AddPartitionsToTxnRequest_v4(
    data: bytes, pos: int
) -> tuple[AddPartitionsToTxnRequest, int]:
    """Decode AddPartitionsToTxnRequest, versions 4, 5."""
    data_end = len(data)
    n_transactions = data[pos]
    pos += 1
    if n_transactions > 127:
        n_transactions, pos = rt.read_uvarint(data, pos - 1)
    n_transactions -= 1
    if n_transactions < 0:
        raise rt.Malformed
    if n_transactions > data_end - pos:
        raise rt.Malformed
    items_transactions: list[AddPartitionsToTxnTransaction] = []
    for _ in range(n_transactions):
        n_transactions__transactional_id = data[pos]
        pos += 1
        if n_transactions__transactional_id > 127:
            n_transactions__transactional_id, pos = rt.read_string_length(data, pos - 1)
        end = pos + n_transactions__transactional_id - 1
        if not n_transactions__transactional_id or end > data_end:
            raise rt.Malformed
        transactions__transactional_id = data[pos:end].decode()
        pos = end
        (
            transactions__producer_id,
            transactions__producer_epoch,
            transactions__verify_only_raw,
            n_transactions__topics,
        ) = _S_qhBB.unpack_from(data, pos)
        pos += 12
        transactions__verify_only = rt.BOOLS[transactions__verify_only_raw]
        if n_transactions__topics > 127:
            n_transactions__topics, pos = rt.read_uvarint(data, pos - 1)
        n_transactions__topics -= 1
        if n_transactions__topics < 0:
            raise rt.Malformed
        if n_transactions__topics > data_end - pos:
            raise rt.Malformed
        items_transactions__topics: list[AddPartitionsToTxnTopic] = []
        for _ in range(n_transactions__topics):
            e_transactions__topics, pos = _decode_AddPartitionsToTxnTopic_v3(data, pos)
            items_transactions__topics.append(e_transactions__topics)
        transactions__topics = items_transactions__topics
        transactions__tag_count = data[pos]
        pos += 1
        transactions__unknown: rt.Tags = ()
        if transactions__tag_count:
            transactions__unknown, pos = rt.read_unknown_tags(data, pos - 1)
        e_transactions = _new(AddPartitionsToTxnTransaction)
        e_transactions.transactional_id = transactions__transactional_id
        e_transactions.producer_id = transactions__producer_id
        e_transactions.producer_epoch = transactions__producer_epoch
        e_transactions.verify_only = transactions__verify_only
        e_transactions.topics = transactions__topics
        e_transactions.unknown_tagged_fields = transactions__unknown
        items_transactions.append(e_transactions)
    transactions = items_transactions
    tag_count = data[pos]
    pos += 1
    unknown: rt.Tags = ()
    if tag_count:
        unknown, pos = rt.read_unknown_tags(data, pos - 1)
    obj = _new(AddPartitionsToTxnRequest)
    obj.transactions = transactions
    obj.v3_and_below_transactional_id = ""
    obj.v3_and_below_producer_id = 0
    obj.v3_and_below_producer_epoch = 0
    obj.v3_and_below_topics = []
    obj.unknown_tagged_fields = unknown
    return obj, pos


def _encode_AddPartitionsToTxnRequest_v0(obj: AddPartitionsToTxnRequest, out: bytearray) -> None:
    """Encode AddPartitionsToTxnRequest, versions 0, 1, 2."""
    if obj.transactions != []:
        raise rt.Malformed
    b_v3_and_below_transactional_id = obj.v3_and_below_transactional_id.encode()
    out += _S_h.pack(len(b_v3_and_below_transactional_id))
    out += b_v3_and_below_transactional_id
    a_v3_and_below_topics = obj.v3_and_below_topics
    out += _S_qhi.pack(
        obj.v3_and_below_producer_id, obj.v3_and_below_producer_epoch, len(a_v3_and_below_topics)
    )
    for e_v3_and_below_topics in a_v3_and_below_topics:
        b_v3_and_below_topics__name = e_v3_and_below_topics.name.encode()
        out += _S_h.pack(len(b_v3_and_below_topics__name))
        out += b_v3_and_below_topics__name
        a_v3_and_below_topics__partitions = e_v3_and_below_topics.partitions
        out += _S_i.pack(len(a_v3_and_below_topics__partitions))
        out += struct.pack(
            f">{len(a_v3_and_below_topics__partitions)}i", *a_v3_and_below_topics__partitions
        )
        if e_v3_and_below_topics.unknown_tagged_fields:
            raise rt.Malformed
    if obj.unknown_tagged_fields:
        raise rt.Malformed


def _encode_AddPartitionsToTxnRequest_v3(obj: AddPartitionsToTxnRequest, out: bytearray) -> None:
    """Encode AddPartitionsToTxnRequest, version 3."""
    append = out.append
    if obj.transactions != []:
        raise rt.Malformed
    b_v3_and_below_transactional_id = obj.v3_and_below_transactional_id.encode()
    n = len(b_v3_and_below_transactional_id) + 1
    if n < 128:
        append(n)
    else:
        out += rt.string_length(n)
    out += b_v3_and_below_transactional_id
    out += _S_qh.pack(obj.v3_and_below_producer_id, obj.v3_and_below_producer_epoch)
    a_v3_and_below_topics = obj.v3_and_below_topics
    n = len(a_v3_and_below_topics) + 1
    if n < 128:
        append(n)
    else:
        out += rt.uvarint(n)
    for e_v3_and_below_topics in a_v3_and_below_topics:
        b_v3_and_below_topics__name = e_v3_and_below_topics.name.encode()
        n = len(b_v3_and_below_topics__name) + 1
        if n < 128:
            append(n)
        else:
            out += rt.string_length(n)
        out += b_v3_and_below_topics__name
        a_v3_and_below_topics__partitions = e_v3_and_below_topics.partitions
        n = len(a_v3_and_below_topics__partitions) + 1
        if n < 128:
            append(n)
        else:
            out += rt.uvarint(n)
        out += struct.pack(
            f">{len(a_v3_and_below_topics__partitions)}i", *a_v3_and_below_topics__partitions
        )
        if e_v3_and_below_topics.unknown_tagged_fields:
            rt.write_tags(out, (), e_v3_and_below_topics.unknown_tagged_fields)
        else:
            append(0)
    if obj.unknown_tagged_fields:
        rt.write_tags(out, (), obj.unknown_tagged_fields)
    else:
        append(0)


def _encode_AddPartitionsToTxnRequest_v4(obj: AddPartitionsToTxnRequest, out: bytearray) -> None:
    """Encode AddPartitionsToTxnRequest, versions 4, 5."""
    append = out.append
    if obj.v3_and_below_transactional_id != "":
        raise rt.Malformed
    if obj.v3_and_below_producer_id != 0:
        raise rt.Malformed
    if obj.v3_and_below_producer_epoch != 0:
        raise rt.Malformed
    if obj.v3_and_below_topics != []:
        raise rt.Malformed
    a_transactions = obj.transactions
    n = len(a_transactions) + 1
    if n < 128:
        append(n)
    else:
        out += rt.uvarint(n)
    for e_transactions in a_transactions:
        b_transactions__transactional_id = e_transactions.transactional_id.encode()
        n = len(b_transactions__transactional_id) + 1
        if n < 128:
            append(n)
        else:
            out += rt.string_length(n)
        out += b_transactions__transactional_id
        if e_transactions.verify_only is not True and e_transactions.verify_only is not False:
            raise rt.Malformed
        out += _S_qho.pack(
            e_transactions.producer_id, e_transactions.producer_epoch, e_transactions.verify_only
        )
        a_transactions__topics = e_transactions.topics
        n = len(a_transactions__topics) + 1
        if n < 128:
            append(n)
        else:
            out += rt.uvarint(n)
        for e_transactions__topics in a_transactions__topics:
            b_transactions__topics__name = e_transactions__topics.name.encode()
            n = len(b_transactions__topics__name) + 1
            if n < 128:
                append(n)
            else:
                out += rt.string_length(n)
            out += b_transactions__topics__name
            a_transactions__topics__partitions = e_transactions__topics.partitions
            n = len(a_transactions__topics__partitions) + 1
            if n < 128:
                append(n)
            else:
                out += rt.uvarint(n)
            out += struct.pack(
                f">{len(a_transactions__topics__partitions)}i", *a_transactions__topics__partitions
            )
            if e_transactions__topics.unknown_tagged_fields:
                rt.write_tags(out, (), e_transactions__topics.unknown_tagged_fields)
            else:
                append(0)
        if e_transactions.unknown_tagged_fields:
            rt.write_tags(out, (), e_transactions.unknown_tagged_fields)
        else:
            append(0)
    if obj.unknown_tagged_fields:
        rt.write_tags(out, (), obj.unknown_tagged_fields)
    else:
        append(0)


AddPartitionsToTxnTopic._SCHEMA = rt.StructInfo(
    "AddPartitionsToTxnTopic",
    (
        rt.FieldInfo("name", "name", "string", rt.vr("0+"), default=""),
        rt.FieldInfo("partitions", "partitions", "int32", rt.vr("0+"), is_array=True, default=()),
    ),
    flexible=rt.vr("3+"),
)
AddPartitionsToTxnTopic._DECODERS = {
    0: _decode_AddPartitionsToTxnTopic_v0,
    1: _decode_AddPartitionsToTxnTopic_v0,
    2: _decode_AddPartitionsToTxnTopic_v0,
    3: _decode_AddPartitionsToTxnTopic_v3,
    4: _decode_AddPartitionsToTxnTopic_v3,
    5: _decode_AddPartitionsToTxnTopic_v3,
}
AddPartitionsToTxnTopic._ENCODERS = {
    0: _encode_AddPartitionsToTxnTopic_v0,
    1: _encode_AddPartitionsToTxnTopic_v0,
    2: _encode_AddPartitionsToTxnTopic_v0,
    3: _encode_AddPartitionsToTxnTopic_v3,
    4: _encode_AddPartitionsToTxnTopic_v3,
    5: _encode_AddPartitionsToTxnTopic_v3,
}

AddPartitionsToTxnTransaction._SCHEMA = rt.StructInfo(
    "AddPartitionsToTxnTransaction",
    (
        rt.FieldInfo("transactional_id", "transactionalId", "string", rt.vr("4+"), default=""),
        rt.FieldInfo("producer_id", "producerId", "int64", rt.vr("4+"), default=0),
        rt.FieldInfo("producer_epoch", "producerEpoch", "int16", rt.vr("4+"), default=0),
        rt.FieldInfo("verify_only", "verifyOnly", "bool", rt.vr("4+"), default=False),
        rt.FieldInfo(
            "topics",
            "topics",
            "struct",
            rt.vr("4+"),
            is_array=True,
            struct=lambda: AddPartitionsToTxnTopic,
            default=(),
        ),
    ),
    flexible=rt.vr("3+"),
)
AddPartitionsToTxnTransaction._DECODERS = {
    4: _decode_AddPartitionsToTxnTransaction_v4,
    5: _decode_AddPartitionsToTxnTransaction_v4,
}
AddPartitionsToTxnTransaction._ENCODERS = {
    4: _encode_AddPartitionsToTxnTransaction_v4,
    5: _encode_AddPartitionsToTxnTransaction_v4,
}

AddPartitionsToTxnRequest._SCHEMA = rt.StructInfo(
    "AddPartitionsToTxnRequest",
    (
        rt.FieldInfo(
            "transactions",
            "transactions",
            "struct",
            rt.vr("4+"),
            is_array=True,
            struct=lambda: AddPartitionsToTxnTransaction,
            default=(),
        ),
        rt.FieldInfo(
            "v3_and_below_transactional_id",
            "v3AndBelowTransactionalId",
            "string",
            rt.vr("0-3"),
            default="",
        ),
        rt.FieldInfo(
            "v3_and_below_producer_id", "v3AndBelowProducerId", "int64", rt.vr("0-3"), default=0
        ),
        rt.FieldInfo(
            "v3_and_below_producer_epoch",
            "v3AndBelowProducerEpoch",
            "int16",
            rt.vr("0-3"),
            default=0,
        ),
        rt.FieldInfo(
            "v3_and_below_topics",
            "v3AndBelowTopics",
            "struct",
            rt.vr("0-3"),
            is_array=True,
            struct=lambda: AddPartitionsToTxnTopic,
            default=(),
        ),
    ),
    flexible=rt.vr("3+"),
)
AddPartitionsToTxnRequest._DECODERS = {
    0: _decode_AddPartitionsToTxnRequest_v0,
    1: _decode_AddPartitionsToTxnRequest_v0,
    2: _decode_AddPartitionsToTxnRequest_v0,
    3: _decode_AddPartitionsToTxnRequest_v3,
    4: _decode_AddPartitionsToTxnRequest_v4,
    5: _decode_AddPartitionsToTxnRequest_v4,
}
AddPartitionsToTxnRequest._ENCODERS = {
    0: _encode_AddPartitionsToTxnRequest_v0,
    1: _encode_AddPartitionsToTxnRequest_v0,
    2: _encode_AddPartitionsToTxnRequest_v0,
    3: _encode_AddPartitionsToTxnRequest_v3,
    4: _encode_AddPartitionsToTxnRequest_v4,
    5: _encode_AddPartitionsToTxnRequest_v4,
}
