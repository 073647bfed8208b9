"""LegacyOffsetCommitValue: generated from LegacyOffsetCommitValue.json; edit the schema, not this file."""

from __future__ import annotations

import struct
from typing import ClassVar

import attrs

from kgroup_proto import runtime as rt

_new = object.__new__
_S_q = struct.Struct(">q")
_S_qh = struct.Struct(">qh")


@attrs.define(weakref_slot=False)
class LegacyOffsetCommitValue(rt.Struct):
    """The LegacyOffsetCommitValue data.

    Versions 0.

    Attributes:
        offset: Position committed for the partition. (versions 0)
        metadata: Free-form text the committing client attached. (versions 0)
        commit_timestamp: When the coordinator appended the commit, in epoch milliseconds.
            (versions 0)
    """

    API_KEY: ClassVar[int | None] = None
    MESSAGE_TYPE: ClassVar[str] = "data"
    VALID_VERSIONS: ClassVar[range] = range(0, 1)
    FLEXIBLE_VERSIONS: ClassVar[range | None] = None

    offset: int = 0
    metadata: str = ""
    commit_timestamp: int = 0


def _decode_LegacyOffsetCommitValue_v0(
    data: bytes, pos: int
) -> tuple[LegacyOffsetCommitValue, int]:
    """Decode LegacyOffsetCommitValue, version 0."""
    data_end = len(data)
    offset, n_metadata = _S_qh.unpack_from(data, pos)
    pos += 10
    end = pos + n_metadata
    if n_metadata < 0 or end > data_end:
        raise rt.Malformed
    metadata = data[pos:end].decode()
    pos = end
    (commit_timestamp,) = _S_q.unpack_from(data, pos)
    pos += 8
    obj = _new(LegacyOffsetCommitValue)
    obj.offset = offset
    obj.metadata = metadata
    obj.commit_timestamp = commit_timestamp
    return obj, pos


def _encode_LegacyOffsetCommitValue_v0(obj: LegacyOffsetCommitValue, out: bytearray) -> None:
    """Encode LegacyOffsetCommitValue, version 0."""
    b_metadata = obj.metadata.encode()
    out += _S_qh.pack(obj.offset, len(b_metadata))
    out += b_metadata
    out += _S_q.pack(obj.commit_timestamp)


LegacyOffsetCommitValue._SCHEMA = rt.StructInfo(
    "LegacyOffsetCommitValue",
    (
        rt.FieldInfo("offset", "offset", "int64", rt.vr("0"), default=0),
        rt.FieldInfo("metadata", "metadata", "string", rt.vr("0"), default=""),
        rt.FieldInfo("commit_timestamp", "commitTimestamp", "int64", rt.vr("0"), default=0),
    ),
    flexible=rt.vr("none"),
)
LegacyOffsetCommitValue._DECODERS = {
    0: _decode_LegacyOffsetCommitValue_v0,
}
LegacyOffsetCommitValue._ENCODERS = {
    0: _encode_LegacyOffsetCommitValue_v0,
}
