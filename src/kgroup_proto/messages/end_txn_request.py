"""EndTxnRequest: generated from EndTxnRequest.json; edit the schema, not this file."""

from __future__ import annotations

import struct
from typing import ClassVar

import attrs

from kgroup_proto import runtime as rt

_new = object.__new__
_S_h = struct.Struct(">h")
_S_qhB = struct.Struct(">qhB")
_S_qhBB = struct.Struct(">qhBB")
_S_qho = struct.Struct(">qh?")


@attrs.define(weakref_slot=False)
class EndTxnRequest(rt.Struct):
    """The EndTxnRequest request.

    API key 26, versions 0-5; flexible 3+.

    Attributes:
        transactional_id: Transactional ID of the producer. (versions 0+)
        producer_id: Producer ID the transactional ID currently holds. (versions 0+)
        producer_epoch: Epoch that goes with the producer ID; an older one is fenced.
            (versions 0+)
        committed: True to commit the transaction, false to abort it. (versions 0+)
    """

    API_KEY: ClassVar[int | None] = 26
    MESSAGE_TYPE: ClassVar[str] = "request"
    VALID_VERSIONS: ClassVar[range] = range(0, 6)
    FLEXIBLE_VERSIONS: ClassVar[range | None] = range(3, rt.VERSION_LIMIT)

    transactional_id: str = ""
    producer_id: int = 0
    producer_epoch: int = 0
    committed: bool = False
    unknown_tagged_fields: rt.Tags = ()


def _decode_EndTxnRequest_v0(data: bytes, pos: int) -> tuple[EndTxnRequest, int]:
    """Decode EndTxnRequest, versions 0, 1, 2."""
    data_end = len(data)
    (n_transactional_id,) = _S_h.unpack_from(data, pos)
    pos += 2
    end = pos + n_transactional_id
    if n_transactional_id < 0 or end > data_end:
        raise rt.Malformed
    transactional_id = data[pos:end].decode()
    pos = end
    producer_id, producer_epoch, committed_raw = _S_qhB.unpack_from(data, pos)
    pos += 11
    committed = rt.BOOLS[committed_raw]
    obj = _new(EndTxnRequest)
    obj.transactional_id = transactional_id
    obj.producer_id = producer_id
    obj.producer_epoch = producer_epoch
    obj.committed = committed
    obj.unknown_tagged_fields = ()
    return obj, pos


def _decode_EndTxnRequest_v3(data: bytes, pos: int) -> tuple[EndTxnRequest, int]:
    """Decode EndTxnRequest, versions 3, 4, 5."""
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
    producer_id, producer_epoch, committed_raw, tag_count = _S_qhBB.unpack_from(data, pos)
    pos += 12
    committed = rt.BOOLS[committed_raw]
    unknown: rt.Tags = ()
    if tag_count:
        unknown, pos = rt.read_unknown_tags(data, pos - 1)
    obj = _new(EndTxnRequest)
    obj.transactional_id = transactional_id
    obj.producer_id = producer_id
    obj.producer_epoch = producer_epoch
    obj.committed = committed
    obj.unknown_tagged_fields = unknown
    return obj, pos


def _encode_EndTxnRequest_v0(obj: EndTxnRequest, out: bytearray) -> None:
    """Encode EndTxnRequest, versions 0, 1, 2."""
    b_transactional_id = obj.transactional_id.encode()
    out += _S_h.pack(len(b_transactional_id))
    out += b_transactional_id
    if obj.committed is not True and obj.committed is not False:
        raise rt.Malformed
    out += _S_qho.pack(obj.producer_id, obj.producer_epoch, obj.committed)
    if obj.unknown_tagged_fields:
        raise rt.Malformed


def _encode_EndTxnRequest_v3(obj: EndTxnRequest, out: bytearray) -> None:
    """Encode EndTxnRequest, versions 3, 4, 5."""
    b_transactional_id = obj.transactional_id.encode()
    n = len(b_transactional_id) + 1
    if n < 128:
        out.append(n)
    else:
        out += rt.string_length(n)
    out += b_transactional_id
    if obj.committed is not True and obj.committed is not False:
        raise rt.Malformed
    out += _S_qho.pack(obj.producer_id, obj.producer_epoch, obj.committed)
    if obj.unknown_tagged_fields:
        rt.write_tags(out, (), obj.unknown_tagged_fields)
    else:
        out.append(0)


EndTxnRequest._SCHEMA = rt.StructInfo(
    "EndTxnRequest",
    (
        rt.FieldInfo("transactional_id", "transactionalId", "string", rt.vr("0+"), default=""),
        rt.FieldInfo("producer_id", "producerId", "int64", rt.vr("0+"), default=0),
        rt.FieldInfo("producer_epoch", "producerEpoch", "int16", rt.vr("0+"), default=0),
        rt.FieldInfo("committed", "committed", "bool", rt.vr("0+"), default=False),
    ),
    flexible=rt.vr("3+"),
)
EndTxnRequest._DECODERS = {
    0: _decode_EndTxnRequest_v0,
    1: _decode_EndTxnRequest_v0,
    2: _decode_EndTxnRequest_v0,
    3: _decode_EndTxnRequest_v3,
    4: _decode_EndTxnRequest_v3,
    5: _decode_EndTxnRequest_v3,
}
EndTxnRequest._ENCODERS = {
    0: _encode_EndTxnRequest_v0,
    1: _encode_EndTxnRequest_v0,
    2: _encode_EndTxnRequest_v0,
    3: _encode_EndTxnRequest_v3,
    4: _encode_EndTxnRequest_v3,
    5: _encode_EndTxnRequest_v3,
}
