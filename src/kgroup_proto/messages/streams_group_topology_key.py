"""StreamsGroupTopologyKey: generated from StreamsGroupTopologyKey.json; edit the schema, not this file."""

from __future__ import annotations

import struct
from typing import ClassVar

import attrs

from kgroup_proto import runtime as rt

_new = object.__new__
_S_h = struct.Struct(">h")


@attrs.define(weakref_slot=False)
class StreamsGroupTopologyKey(rt.Struct):
    """The StreamsGroupTopologyKey data.

    Versions 23.

    Attributes:
        group_id: Id of the group the record belongs to. (versions 23)
    """

    API_KEY: ClassVar[int | None] = None
    MESSAGE_TYPE: ClassVar[str] = "data"
    VALID_VERSIONS: ClassVar[range] = range(23, 24)
    FLEXIBLE_VERSIONS: ClassVar[range | None] = None

    group_id: str = ""


def _decode_StreamsGroupTopologyKey_v23(
    data: bytes, pos: int
) -> tuple[StreamsGroupTopologyKey, int]:
    """Decode StreamsGroupTopologyKey, version 23."""
    data_end = len(data)
    (n_group_id,) = _S_h.unpack_from(data, pos)
    pos += 2
    end = pos + n_group_id
    if n_group_id < 0 or end > data_end:
        raise rt.Malformed
    group_id = data[pos:end].decode()
    pos = end
    obj = _new(StreamsGroupTopologyKey)
    obj.group_id = group_id
    return obj, pos


def _encode_StreamsGroupTopologyKey_v23(obj: StreamsGroupTopologyKey, out: bytearray) -> None:
    """Encode StreamsGroupTopologyKey, version 23."""
    b_group_id = obj.group_id.encode()
    out += _S_h.pack(len(b_group_id))
    out += b_group_id


StreamsGroupTopologyKey._SCHEMA = rt.StructInfo(
    "StreamsGroupTopologyKey",
    (rt.FieldInfo("group_id", "groupId", "string", rt.vr("23"), default=""),),
    flexible=rt.vr("none"),
)
StreamsGroupTopologyKey._DECODERS = {
    23: _decode_StreamsGroupTopologyKey_v23,
}
StreamsGroupTopologyKey._ENCODERS = {
    23: _encode_StreamsGroupTopologyKey_v23,
}
