"""InitProducerIdRequest: generated from InitProducerIdRequest.json; edit the schema, not this file."""

from __future__ import annotations

import struct
from typing import ClassVar

import attrs

from kgroup_proto import runtime as rt

_new = object.__new__
_S_h = struct.Struct(">h")
_S_i = struct.Struct(">i")
_S_iB = struct.Struct(">iB")
_S_iqh = struct.Struct(">iqh")
_S_iqhB = struct.Struct(">iqhB")
_S_iqhBBB = struct.Struct(">iqhBBB")
_S_iqhoo = struct.Struct(">iqh??")


@attrs.define(weakref_slot=False)
class InitProducerIdRequest(rt.Struct):
    """The InitProducerIdRequest request.

    API key 22, versions 0-6; flexible 2+.

    Attributes:
        transactional_id: Transactional ID of the producer, or null for a purely idempotent
            producer. (versions 0+, nullable 0+)
        transaction_timeout_ms: Longest time in ms a transaction may stay open before the
            coordinator aborts it. (versions 0+)
        producer_id: Producer ID already held, to bump its epoch; -1 for a new one.
            (versions 3+)
        producer_epoch: Epoch already held with ProducerId; -1 for a new producer. (versions
            3+)
        enable2_pc: Ask for two-phase commit, so a prepared transaction can outlive the
            producer session (KIP-939). (versions 6+)
        keep_prepared_txn: Keep a transaction that is still in progress rather than abort
            it, so it can be completed after a restart. (versions 6+)
    """

    API_KEY: ClassVar[int | None] = 22
    MESSAGE_TYPE: ClassVar[str] = "request"
    VALID_VERSIONS: ClassVar[range] = range(0, 7)
    FLEXIBLE_VERSIONS: ClassVar[range | None] = range(2, rt.VERSION_LIMIT)

    transactional_id: str | None = ""
    transaction_timeout_ms: int = 0
    producer_id: int = -1
    producer_epoch: int = -1
    enable2_pc: bool = False
    keep_prepared_txn: bool = False
    unknown_tagged_fields: rt.Tags = ()


def _decode_InitProducerIdRequest_v0(data: bytes, pos: int) -> tuple[InitProducerIdRequest, int]:
    """Decode InitProducerIdRequest, versions 0, 1."""
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
    (transaction_timeout_ms,) = _S_i.unpack_from(data, pos)
    pos += 4
    obj = _new(InitProducerIdRequest)
    obj.transactional_id = transactional_id
    obj.transaction_timeout_ms = transaction_timeout_ms
    obj.producer_id = -1
    obj.producer_epoch = -1
    obj.enable2_pc = False
    obj.keep_prepared_txn = False
    obj.unknown_tagged_fields = ()
    return obj, pos


def _decode_InitProducerIdRequest_v2(data: bytes, pos: int) -> tuple[InitProducerIdRequest, int]:
    """Decode InitProducerIdRequest, version 2."""
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
    transaction_timeout_ms, tag_count = _S_iB.unpack_from(data, pos)
    pos += 5
    unknown: rt.Tags = ()
    if tag_count:
        unknown, pos = rt.read_unknown_tags(data, pos - 1)
    obj = _new(InitProducerIdRequest)
    obj.transactional_id = transactional_id
    obj.transaction_timeout_ms = transaction_timeout_ms
    obj.producer_id = -1
    obj.producer_epoch = -1
    obj.enable2_pc = False
    obj.keep_prepared_txn = False
    obj.unknown_tagged_fields = unknown
    return obj, pos


def _decode_InitProducerIdRequest_v3(data: bytes, pos: int) -> tuple[InitProducerIdRequest, int]:
    """Decode InitProducerIdRequest, versions 3, 4, 5."""
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
    transaction_timeout_ms, producer_id, producer_epoch, tag_count = _S_iqhB.unpack_from(data, pos)
    pos += 15
    unknown: rt.Tags = ()
    if tag_count:
        unknown, pos = rt.read_unknown_tags(data, pos - 1)
    obj = _new(InitProducerIdRequest)
    obj.transactional_id = transactional_id
    obj.transaction_timeout_ms = transaction_timeout_ms
    obj.producer_id = producer_id
    obj.producer_epoch = producer_epoch
    obj.enable2_pc = False
    obj.keep_prepared_txn = False
    obj.unknown_tagged_fields = unknown
    return obj, pos


def _decode_InitProducerIdRequest_v6(data: bytes, pos: int) -> tuple[InitProducerIdRequest, int]:
    """Decode InitProducerIdRequest, version 6."""
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
    (
        transaction_timeout_ms,
        producer_id,
        producer_epoch,
        enable2_pc_raw,
        keep_prepared_txn_raw,
        tag_count,
    ) = _S_iqhBBB.unpack_from(data, pos)
    pos += 17
    enable2_pc = rt.BOOLS[enable2_pc_raw]
    keep_prepared_txn = rt.BOOLS[keep_prepared_txn_raw]
    unknown: rt.Tags = ()
    if tag_count:
        unknown, pos = rt.read_unknown_tags(data, pos - 1)
    obj = _new(InitProducerIdRequest)
    obj.transactional_id = transactional_id
    obj.transaction_timeout_ms = transaction_timeout_ms
    obj.producer_id = producer_id
    obj.producer_epoch = producer_epoch
    obj.enable2_pc = enable2_pc
    obj.keep_prepared_txn = keep_prepared_txn
    obj.unknown_tagged_fields = unknown
    return obj, pos


def _encode_InitProducerIdRequest_v0(obj: InitProducerIdRequest, out: bytearray) -> None:
    """Encode InitProducerIdRequest, versions 0, 1."""
    if obj.producer_id != -1:
        raise rt.Malformed
    if obj.producer_epoch != -1:
        raise rt.Malformed
    if obj.enable2_pc is not False:
        raise rt.Malformed
    if obj.keep_prepared_txn is not False:
        raise rt.Malformed
    s_transactional_id = obj.transactional_id
    b_transactional_id = None if s_transactional_id is None else s_transactional_id.encode()
    out += _S_h.pack(-1 if b_transactional_id is None else len(b_transactional_id))
    if b_transactional_id is not None:
        out += b_transactional_id
    out += _S_i.pack(obj.transaction_timeout_ms)
    if obj.unknown_tagged_fields:
        raise rt.Malformed


def _encode_InitProducerIdRequest_v2(obj: InitProducerIdRequest, out: bytearray) -> None:
    """Encode InitProducerIdRequest, version 2."""
    if obj.producer_id != -1:
        raise rt.Malformed
    if obj.producer_epoch != -1:
        raise rt.Malformed
    if obj.enable2_pc is not False:
        raise rt.Malformed
    if obj.keep_prepared_txn is not False:
        raise rt.Malformed
    s_transactional_id = obj.transactional_id
    if s_transactional_id is None:
        out.append(0)
    else:
        b_transactional_id = s_transactional_id.encode()
        n = len(b_transactional_id) + 1
        if n < 128:
            out.append(n)
        else:
            out += rt.string_length(n)
        out += b_transactional_id
    out += _S_i.pack(obj.transaction_timeout_ms)
    if obj.unknown_tagged_fields:
        rt.write_tags(out, (), obj.unknown_tagged_fields)
    else:
        out.append(0)


def _encode_InitProducerIdRequest_v3(obj: InitProducerIdRequest, out: bytearray) -> None:
    """Encode InitProducerIdRequest, versions 3, 4, 5."""
    if obj.enable2_pc is not False:
        raise rt.Malformed
    if obj.keep_prepared_txn is not False:
        raise rt.Malformed
    s_transactional_id = obj.transactional_id
    if s_transactional_id is None:
        out.append(0)
    else:
        b_transactional_id = s_transactional_id.encode()
        n = len(b_transactional_id) + 1
        if n < 128:
            out.append(n)
        else:
            out += rt.string_length(n)
        out += b_transactional_id
    out += _S_iqh.pack(obj.transaction_timeout_ms, obj.producer_id, obj.producer_epoch)
    if obj.unknown_tagged_fields:
        rt.write_tags(out, (), obj.unknown_tagged_fields)
    else:
        out.append(0)


def _encode_InitProducerIdRequest_v6(obj: InitProducerIdRequest, out: bytearray) -> None:
    """Encode InitProducerIdRequest, version 6."""
    s_transactional_id = obj.transactional_id
    if s_transactional_id is None:
        out.append(0)
    else:
        b_transactional_id = s_transactional_id.encode()
        n = len(b_transactional_id) + 1
        if n < 128:
            out.append(n)
        else:
            out += rt.string_length(n)
        out += b_transactional_id
    if obj.enable2_pc is not True and obj.enable2_pc is not False:
        raise rt.Malformed
    if obj.keep_prepared_txn is not True and obj.keep_prepared_txn is not False:
        raise rt.Malformed
    out += _S_iqhoo.pack(
        obj.transaction_timeout_ms,
        obj.producer_id,
        obj.producer_epoch,
        obj.enable2_pc,
        obj.keep_prepared_txn,
    )
    if obj.unknown_tagged_fields:
        rt.write_tags(out, (), obj.unknown_tagged_fields)
    else:
        out.append(0)


InitProducerIdRequest._SCHEMA = rt.StructInfo(
    "InitProducerIdRequest",
    (
        rt.FieldInfo(
            "transactional_id",
            "transactionalId",
            "string",
            rt.vr("0+"),
            nullable=rt.vr("0+"),
            default="",
        ),
        rt.FieldInfo(
            "transaction_timeout_ms", "transactionTimeoutMs", "int32", rt.vr("0+"), default=0
        ),
        rt.FieldInfo("producer_id", "producerId", "int64", rt.vr("3+"), default=-1),
        rt.FieldInfo("producer_epoch", "producerEpoch", "int16", rt.vr("3+"), default=-1),
        rt.FieldInfo("enable2_pc", "enable2Pc", "bool", rt.vr("6+"), default=False),
        rt.FieldInfo("keep_prepared_txn", "keepPreparedTxn", "bool", rt.vr("6+"), default=False),
    ),
    flexible=rt.vr("2+"),
)
InitProducerIdRequest._DECODERS = {
    0: _decode_InitProducerIdRequest_v0,
    1: _decode_InitProducerIdRequest_v0,
    2: _decode_InitProducerIdRequest_v2,
    3: _decode_InitProducerIdRequest_v3,
    4: _decode_InitProducerIdRequest_v3,
    5: _decode_InitProducerIdRequest_v3,
    6: _decode_InitProducerIdRequest_v6,
}
InitProducerIdRequest._ENCODERS = {
    0: _encode_InitProducerIdRequest_v0,
    1: _encode_InitProducerIdRequest_v0,
    2: _encode_InitProducerIdRequest_v2,
    3: _encode_InitProducerIdRequest_v3,
    4: _encode_InitProducerIdRequest_v3,
    5: _encode_InitProducerIdRequest_v3,
    6: _encode_InitProducerIdRequest_v6,
}
