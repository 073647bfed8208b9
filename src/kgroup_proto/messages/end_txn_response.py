"""EndTxnResponse: generated from EndTxnResponse.json; edit the schema, not this file."""

from __future__ import annotations

import struct
from typing import ClassVar

import attrs

from kgroup_proto import runtime as rt

_new = object.__new__
_S_ih = struct.Struct(">ih")
_S_ihB = struct.Struct(">ihB")
_S_ihqh = struct.Struct(">ihqh")
_S_ihqhB = struct.Struct(">ihqhB")


@attrs.define(weakref_slot=False)
class EndTxnResponse(rt.Struct):
    """The EndTxnResponse response.

    API key 26, versions 0-5; flexible 3+.

    Attributes:
        throttle_time_ms: Time in ms the broker held back this response because a quota was
            exceeded; 0 when none applied. (versions 0+)
        error_code: Error for the request; 0 when the transaction ended as asked. (versions
            0+)
        producer_id: Producer ID to use for the next transaction; -1 when unchanged (v5+).
            (versions 5+)
        producer_epoch: Epoch to use for the next transaction; -1 when unchanged (v5+).
            (versions 5+)
    """

    API_KEY: ClassVar[int | None] = 26
    MESSAGE_TYPE: ClassVar[str] = "response"
    VALID_VERSIONS: ClassVar[range] = range(0, 6)
    FLEXIBLE_VERSIONS: ClassVar[range | None] = range(3, rt.VERSION_LIMIT)

    throttle_time_ms: int = 0
    error_code: int = 0
    producer_id: int = -1
    producer_epoch: int = -1
    unknown_tagged_fields: rt.Tags = ()


def _decode_EndTxnResponse_v0(data: bytes, pos: int) -> tuple[EndTxnResponse, int]:
    """Decode EndTxnResponse, versions 0, 1, 2."""
    throttle_time_ms, error_code = _S_ih.unpack_from(data, pos)
    pos += 6
    obj = _new(EndTxnResponse)
    obj.throttle_time_ms = throttle_time_ms
    obj.error_code = error_code
    obj.producer_id = -1
    obj.producer_epoch = -1
    obj.unknown_tagged_fields = ()
    return obj, pos


def _decode_EndTxnResponse_v3(data: bytes, pos: int) -> tuple[EndTxnResponse, int]:
    """Decode EndTxnResponse, versions 3, 4."""
    throttle_time_ms, error_code, tag_count = _S_ihB.unpack_from(data, pos)
    pos += 7
    unknown: rt.Tags = ()
    if tag_count:
        unknown, pos = rt.read_unknown_tags(data, pos - 1)
    obj = _new(EndTxnResponse)
    obj.throttle_time_ms = throttle_time_ms
    obj.error_code = error_code
    obj.producer_id = -1
    obj.producer_epoch = -1
    obj.unknown_tagged_fields = unknown
    return obj, pos


def _decode_EndTxnResponse_v5(data: bytes, pos: int) -> tuple[EndTxnResponse, int]:
    """Decode EndTxnResponse, version 5."""
    throttle_time_ms, error_code, producer_id, producer_epoch, tag_count = _S_ihqhB.unpack_from(
        data, pos
    )
    pos += 17
    unknown: rt.Tags = ()
    if tag_count:
        unknown, pos = rt.read_unknown_tags(data, pos - 1)
    obj = _new(EndTxnResponse)
    obj.throttle_time_ms = throttle_time_ms
    obj.error_code = error_code
    obj.producer_id = producer_id
    obj.producer_epoch = producer_epoch
    obj.unknown_tagged_fields = unknown
    return obj, pos


def _encode_EndTxnResponse_v0(obj: EndTxnResponse, out: bytearray) -> None:
    """Encode EndTxnResponse, versions 0, 1, 2."""
    out += _S_ih.pack(obj.throttle_time_ms, obj.error_code)
    if obj.unknown_tagged_fields:
        raise rt.Malformed


def _encode_EndTxnResponse_v3(obj: EndTxnResponse, out: bytearray) -> None:
    """Encode EndTxnResponse, versions 3, 4."""
    out += _S_ih.pack(obj.throttle_time_ms, obj.error_code)
    if obj.unknown_tagged_fields:
        rt.write_tags(out, (), obj.unknown_tagged_fields)
    else:
        out.append(0)


def _encode_EndTxnResponse_v5(obj: EndTxnResponse, out: bytearray) -> None:
    """Encode EndTxnResponse, version 5."""
    out += _S_ihqh.pack(obj.throttle_time_ms, obj.error_code, obj.producer_id, obj.producer_epoch)
    if obj.unknown_tagged_fields:
        rt.write_tags(out, (), obj.unknown_tagged_fields)
    else:
        out.append(0)


EndTxnResponse._SCHEMA = rt.StructInfo(
    "EndTxnResponse",
    (
        rt.FieldInfo("throttle_time_ms", "throttleTimeMs", "int32", rt.vr("0+"), default=0),
        rt.FieldInfo("error_code", "errorCode", "int16", rt.vr("0+"), default=0),
        rt.FieldInfo("producer_id", "producerId", "int64", rt.vr("5+"), default=-1, ignorable=True),
        rt.FieldInfo(
            "producer_epoch", "producerEpoch", "int16", rt.vr("5+"), default=-1, ignorable=True
        ),
    ),
    flexible=rt.vr("3+"),
)
EndTxnResponse._DECODERS = {
    0: _decode_EndTxnResponse_v0,
    1: _decode_EndTxnResponse_v0,
    2: _decode_EndTxnResponse_v0,
    3: _decode_EndTxnResponse_v3,
    4: _decode_EndTxnResponse_v3,
    5: _decode_EndTxnResponse_v5,
}
EndTxnResponse._ENCODERS = {
    0: _encode_EndTxnResponse_v0,
    1: _encode_EndTxnResponse_v0,
    2: _encode_EndTxnResponse_v0,
    3: _encode_EndTxnResponse_v3,
    4: _encode_EndTxnResponse_v3,
    5: _encode_EndTxnResponse_v5,
}
