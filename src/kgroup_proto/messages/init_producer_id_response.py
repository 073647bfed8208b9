"""InitProducerIdResponse: generated from InitProducerIdResponse.json; edit the schema, not this file."""

from __future__ import annotations

import struct
from typing import ClassVar

import attrs

from kgroup_proto import runtime as rt

_new = object.__new__
_S_ihqh = struct.Struct(">ihqh")
_S_ihqhB = struct.Struct(">ihqhB")
_S_ihqhqh = struct.Struct(">ihqhqh")
_S_ihqhqhB = struct.Struct(">ihqhqhB")


@attrs.define(weakref_slot=False)
class InitProducerIdResponse(rt.Struct):
    """The InitProducerIdResponse response.

    API key 22, versions 0-6; flexible 2+.

    Attributes:
        throttle_time_ms: Time in ms the broker held back this response because a quota was
            exceeded; 0 when no quota applied. (versions 0+)
        error_code: Error for the request; 0 on success. (versions 0+)
        producer_id: Producer ID assigned; -1 on error. (versions 0+)
        producer_epoch: Epoch assigned with the producer ID. (versions 0+)
        ongoing_txn_producer_id: With KeepPreparedTxn: producer ID of the transaction still
            in progress; -1 if there is none. (versions 6+)
        ongoing_txn_producer_epoch: With KeepPreparedTxn: epoch that goes with
            OngoingTxnProducerId; -1 if there is no transaction in progress. (versions 6+)
    """

    API_KEY: ClassVar[int | None] = 22
    MESSAGE_TYPE: ClassVar[str] = "response"
    VALID_VERSIONS: ClassVar[range] = range(0, 7)
    FLEXIBLE_VERSIONS: ClassVar[range | None] = range(2, rt.VERSION_LIMIT)

    throttle_time_ms: int = 0
    error_code: int = 0
    producer_id: int = -1
    producer_epoch: int = 0
    ongoing_txn_producer_id: int = -1
    ongoing_txn_producer_epoch: int = -1
    unknown_tagged_fields: rt.Tags = ()


def _decode_InitProducerIdResponse_v0(data: bytes, pos: int) -> tuple[InitProducerIdResponse, int]:
    """Decode InitProducerIdResponse, versions 0, 1."""
    throttle_time_ms, error_code, producer_id, producer_epoch = _S_ihqh.unpack_from(data, pos)
    pos += 16
    obj = _new(InitProducerIdResponse)
    obj.throttle_time_ms = throttle_time_ms
    obj.error_code = error_code
    obj.producer_id = producer_id
    obj.producer_epoch = producer_epoch
    obj.ongoing_txn_producer_id = -1
    obj.ongoing_txn_producer_epoch = -1
    obj.unknown_tagged_fields = ()
    return obj, pos


def _decode_InitProducerIdResponse_v2(data: bytes, pos: int) -> tuple[InitProducerIdResponse, int]:
    """Decode InitProducerIdResponse, versions 2, 3, 4, 5."""
    throttle_time_ms, error_code, producer_id, producer_epoch, tag_count = _S_ihqhB.unpack_from(
        data, pos
    )
    pos += 17
    unknown: rt.Tags = ()
    if tag_count:
        unknown, pos = rt.read_unknown_tags(data, pos - 1)
    obj = _new(InitProducerIdResponse)
    obj.throttle_time_ms = throttle_time_ms
    obj.error_code = error_code
    obj.producer_id = producer_id
    obj.producer_epoch = producer_epoch
    obj.ongoing_txn_producer_id = -1
    obj.ongoing_txn_producer_epoch = -1
    obj.unknown_tagged_fields = unknown
    return obj, pos


def _decode_InitProducerIdResponse_v6(data: bytes, pos: int) -> tuple[InitProducerIdResponse, int]:
    """Decode InitProducerIdResponse, version 6."""
    (
        throttle_time_ms,
        error_code,
        producer_id,
        producer_epoch,
        ongoing_txn_producer_id,
        ongoing_txn_producer_epoch,
        tag_count,
    ) = _S_ihqhqhB.unpack_from(data, pos)
    pos += 27
    unknown: rt.Tags = ()
    if tag_count:
        unknown, pos = rt.read_unknown_tags(data, pos - 1)
    obj = _new(InitProducerIdResponse)
    obj.throttle_time_ms = throttle_time_ms
    obj.error_code = error_code
    obj.producer_id = producer_id
    obj.producer_epoch = producer_epoch
    obj.ongoing_txn_producer_id = ongoing_txn_producer_id
    obj.ongoing_txn_producer_epoch = ongoing_txn_producer_epoch
    obj.unknown_tagged_fields = unknown
    return obj, pos


def _encode_InitProducerIdResponse_v0(obj: InitProducerIdResponse, out: bytearray) -> None:
    """Encode InitProducerIdResponse, versions 0, 1."""
    if obj.ongoing_txn_producer_id != -1:
        raise rt.Malformed
    if obj.ongoing_txn_producer_epoch != -1:
        raise rt.Malformed
    out += _S_ihqh.pack(obj.throttle_time_ms, obj.error_code, obj.producer_id, obj.producer_epoch)
    if obj.unknown_tagged_fields:
        raise rt.Malformed


def _encode_InitProducerIdResponse_v2(obj: InitProducerIdResponse, out: bytearray) -> None:
    """Encode InitProducerIdResponse, versions 2, 3, 4, 5."""
    if obj.ongoing_txn_producer_id != -1:
        raise rt.Malformed
    if obj.ongoing_txn_producer_epoch != -1:
        raise rt.Malformed
    out += _S_ihqh.pack(obj.throttle_time_ms, obj.error_code, obj.producer_id, obj.producer_epoch)
    if obj.unknown_tagged_fields:
        rt.write_tags(out, (), obj.unknown_tagged_fields)
    else:
        out.append(0)


def _encode_InitProducerIdResponse_v6(obj: InitProducerIdResponse, out: bytearray) -> None:
    """Encode InitProducerIdResponse, version 6."""
    out += _S_ihqhqh.pack(
        obj.throttle_time_ms,
        obj.error_code,
        obj.producer_id,
        obj.producer_epoch,
        obj.ongoing_txn_producer_id,
        obj.ongoing_txn_producer_epoch,
    )
    if obj.unknown_tagged_fields:
        rt.write_tags(out, (), obj.unknown_tagged_fields)
    else:
        out.append(0)


InitProducerIdResponse._SCHEMA = rt.StructInfo(
    "InitProducerIdResponse",
    (
        rt.FieldInfo(
            "throttle_time_ms", "throttleTimeMs", "int32", rt.vr("0+"), default=0, ignorable=True
        ),
        rt.FieldInfo("error_code", "errorCode", "int16", rt.vr("0+"), default=0),
        rt.FieldInfo("producer_id", "producerId", "int64", rt.vr("0+"), default=-1),
        rt.FieldInfo("producer_epoch", "producerEpoch", "int16", rt.vr("0+"), default=0),
        rt.FieldInfo(
            "ongoing_txn_producer_id", "ongoingTxnProducerId", "int64", rt.vr("6+"), default=-1
        ),
        rt.FieldInfo(
            "ongoing_txn_producer_epoch",
            "ongoingTxnProducerEpoch",
            "int16",
            rt.vr("6+"),
            default=-1,
        ),
    ),
    flexible=rt.vr("2+"),
)
InitProducerIdResponse._DECODERS = {
    0: _decode_InitProducerIdResponse_v0,
    1: _decode_InitProducerIdResponse_v0,
    2: _decode_InitProducerIdResponse_v2,
    3: _decode_InitProducerIdResponse_v2,
    4: _decode_InitProducerIdResponse_v2,
    5: _decode_InitProducerIdResponse_v2,
    6: _decode_InitProducerIdResponse_v6,
}
InitProducerIdResponse._ENCODERS = {
    0: _encode_InitProducerIdResponse_v0,
    1: _encode_InitProducerIdResponse_v0,
    2: _encode_InitProducerIdResponse_v2,
    3: _encode_InitProducerIdResponse_v2,
    4: _encode_InitProducerIdResponse_v2,
    5: _encode_InitProducerIdResponse_v2,
    6: _encode_InitProducerIdResponse_v6,
}
