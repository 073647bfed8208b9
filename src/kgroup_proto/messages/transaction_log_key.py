"""TransactionLogKey: generated from TransactionLogKey.json; edit the schema, not this file."""

from __future__ import annotations

import struct
from typing import ClassVar

import attrs

from kgroup_proto import runtime as rt

_new = object.__new__
_S_h = struct.Struct(">h")


@attrs.define(weakref_slot=False)
class TransactionLogKey(rt.Struct):
    """The TransactionLogKey data.

    Versions 0.

    Attributes:
        transactional_id: Transactional id the record is about. (versions 0)
    """

    API_KEY: ClassVar[int | None] = None
    MESSAGE_TYPE: ClassVar[str] = "data"
    VALID_VERSIONS: ClassVar[range] = range(0, 1)
    FLEXIBLE_VERSIONS: ClassVar[range | None] = None

    transactional_id: str = ""


def _decode_TransactionLogKey_v0(data: bytes, pos: int) -> tuple[TransactionLogKey, int]:
    """Decode TransactionLogKey, version 0."""
    data_end = len(data)
    (n_transactional_id,) = _S_h.unpack_from(data, pos)
    pos += 2
    end = pos + n_transactional_id
    if n_transactional_id < 0 or end > data_end:
        raise rt.Malformed
    transactional_id = data[pos:end].decode()
    pos = end
    obj = _new(TransactionLogKey)
    obj.transactional_id = transactional_id
    return obj, pos


def _encode_TransactionLogKey_v0(obj: TransactionLogKey, out: bytearray) -> None:
    """Encode TransactionLogKey, version 0."""
    b_transactional_id = obj.transactional_id.encode()
    out += _S_h.pack(len(b_transactional_id))
    out += b_transactional_id


TransactionLogKey._SCHEMA = rt.StructInfo(
    "TransactionLogKey",
    (rt.FieldInfo("transactional_id", "transactionalId", "string", rt.vr("0"), default=""),),
    flexible=rt.vr("none"),
)
TransactionLogKey._DECODERS = {
    0: _decode_TransactionLogKey_v0,
}
TransactionLogKey._ENCODERS = {
    0: _encode_TransactionLogKey_v0,
}
