"""AddOffsetsToTxnRequest: generated from AddOffsetsToTxnRequest.json; edit the schema, not this file."""

from __future__ import annotations

import struct
from typing import ClassVar

import attrs

from kgroup_proto import runtime as rt

_new = object.__new__
_S_h = struct.Struct(">h")
_S_qh = struct.Struct(">qh")
_S_qhB = struct.Struct(">qhB")
_S_qhh = struct.Struct(">qhh")


@attrs.define(weakref_slot=False)
class AddOffsetsToTxnRequest(rt.Struct):
    """The AddOffsetsToTxnRequest request.

    API key 25, versions 0-4; flexible 3+.

    Attributes:
        transactional_id: Transactional ID of the producer. (versions 0+)
        producer_id: Producer ID the transactional ID currently holds. (versions 0+)
        producer_epoch: Epoch that goes with the producer ID; an older one is fenced.
            (versions 0+)
        group_id: Consumer group whose offsets the transaction will commit. (versions 0+)
    """

    API_KEY: ClassVar[int | None] = 25
    MESSAGE_TYPE: ClassVar[str] = "request"
    VALID_VERSIONS: ClassVar[range] = range(0, 5)
    FLEXIBLE_VERSIONS: ClassVar[range | None] = range(3, rt.VERSION_LIMIT)

    transactional_id: str = ""
    producer_id: int = 0
    producer_epoch: int = 0
    group_id: str = ""
    unknown_tagged_fields: rt.Tags = ()


def _decode_AddOffsetsToTxnRequest_v0(data: bytes, pos: int) -> tuple[AddOffsetsToTxnRequest, int]:
    """Decode AddOffsetsToTxnRequest, versions 0, 1, 2."""
    data_end = len(data)
    (n_transactional_id,) = _S_h.unpack_from(data, pos)
    pos += 2
    end = pos + n_transactional_id
    if n_transactional_id < 0 or end > data_end:
        raise rt.Malformed
    transactional_id = data[pos:end].decode()
    pos = end
    producer_id, producer_epoch, n_group_id = _S_qhh.unpack_from(data, pos)
    pos += 12
    end = pos + n_group_id
    if n_group_id < 0 or end > data_end:
        raise rt.Malformed
    group_id = data[pos:end].decode()
    pos = end
    obj = _new(AddOffsetsToTxnRequest)
    obj.transactional_id = transactional_id
    obj.producer_id = producer_id
    obj.producer_epoch = producer_epoch
    obj.group_id = group_id
    obj.unknown_tagged_fields = ()
    return obj, pos


def _decode_AddOffsetsToTxnRequest_v3(data: bytes, pos: int) -> tuple[AddOffsetsToTxnRequest, int]:
    """Decode AddOffsetsToTxnRequest, versions 3, 4."""
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
    producer_id, producer_epoch, n_group_id = _S_qhB.unpack_from(data, pos)
    pos += 11
    if n_group_id > 127:
        n_group_id, pos = rt.read_string_length(data, pos - 1)
    end = pos + n_group_id - 1
    if not n_group_id or end > data_end:
        raise rt.Malformed
    group_id = data[pos:end].decode()
    pos = end
    tag_count = data[pos]
    pos += 1
    unknown: rt.Tags = ()
    if tag_count:
        unknown, pos = rt.read_unknown_tags(data, pos - 1)
    obj = _new(AddOffsetsToTxnRequest)
    obj.transactional_id = transactional_id
    obj.producer_id = producer_id
    obj.producer_epoch = producer_epoch
    obj.group_id = group_id
    obj.unknown_tagged_fields = unknown
    return obj, pos


def _encode_AddOffsetsToTxnRequest_v0(obj: AddOffsetsToTxnRequest, out: bytearray) -> None:
    """Encode AddOffsetsToTxnRequest, versions 0, 1, 2."""
    b_transactional_id = obj.transactional_id.encode()
    out += _S_h.pack(len(b_transactional_id))
    out += b_transactional_id
    b_group_id = obj.group_id.encode()
    out += _S_qhh.pack(obj.producer_id, obj.producer_epoch, len(b_group_id))
    out += b_group_id
    if obj.unknown_tagged_fields:
        raise rt.Malformed


def _encode_AddOffsetsToTxnRequest_v3(obj: AddOffsetsToTxnRequest, out: bytearray) -> None:
    """Encode AddOffsetsToTxnRequest, versions 3, 4."""
    b_transactional_id = obj.transactional_id.encode()
    n = len(b_transactional_id) + 1
    if n < 128:
        out.append(n)
    else:
        out += rt.string_length(n)
    out += b_transactional_id
    out += _S_qh.pack(obj.producer_id, obj.producer_epoch)
    b_group_id = obj.group_id.encode()
    n = len(b_group_id) + 1
    if n < 128:
        out.append(n)
    else:
        out += rt.string_length(n)
    out += b_group_id
    if obj.unknown_tagged_fields:
        rt.write_tags(out, (), obj.unknown_tagged_fields)
    else:
        out.append(0)


AddOffsetsToTxnRequest._SCHEMA = rt.StructInfo(
    "AddOffsetsToTxnRequest",
    (
        rt.FieldInfo("transactional_id", "transactionalId", "string", rt.vr("0+"), default=""),
        rt.FieldInfo("producer_id", "producerId", "int64", rt.vr("0+"), default=0),
        rt.FieldInfo("producer_epoch", "producerEpoch", "int16", rt.vr("0+"), default=0),
        rt.FieldInfo("group_id", "groupId", "string", rt.vr("0+"), default=""),
    ),
    flexible=rt.vr("3+"),
)
AddOffsetsToTxnRequest._DECODERS = {
    0: _decode_AddOffsetsToTxnRequest_v0,
    1: _decode_AddOffsetsToTxnRequest_v0,
    2: _decode_AddOffsetsToTxnRequest_v0,
    3: _decode_AddOffsetsToTxnRequest_v3,
    4: _decode_AddOffsetsToTxnRequest_v3,
}
AddOffsetsToTxnRequest._ENCODERS = {
    0: _encode_AddOffsetsToTxnRequest_v0,
    1: _encode_AddOffsetsToTxnRequest_v0,
    2: _encode_AddOffsetsToTxnRequest_v0,
    3: _encode_AddOffsetsToTxnRequest_v3,
    4: _encode_AddOffsetsToTxnRequest_v3,
}
