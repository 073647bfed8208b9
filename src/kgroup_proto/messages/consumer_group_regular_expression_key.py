"""ConsumerGroupRegularExpressionKey: generated from ConsumerGroupRegularExpressionKey.json; edit the schema, not this file."""

from __future__ import annotations

import struct
from typing import ClassVar

import attrs

from kgroup_proto import runtime as rt

_new = object.__new__
_S_h = struct.Struct(">h")


@attrs.define(weakref_slot=False)
class ConsumerGroupRegularExpressionKey(rt.Struct):
    """The ConsumerGroupRegularExpressionKey data.

    Versions 16.

    Attributes:
        group_id: Id of the group the record belongs to. (versions 16)
        regular_expression: The subscription pattern this record resolves. (versions 16)
    """

    API_KEY: ClassVar[int | None] = None
    MESSAGE_TYPE: ClassVar[str] = "data"
    VALID_VERSIONS: ClassVar[range] = range(16, 17)
    FLEXIBLE_VERSIONS: ClassVar[range | None] = None

    group_id: str = ""
    regular_expression: str = ""


def _decode_ConsumerGroupRegularExpressionKey_v16(
    data: bytes, pos: int
) -> tuple[ConsumerGroupRegularExpressionKey, int]:
    """Decode ConsumerGroupRegularExpressionKey, version 16."""
    data_end = len(data)
    (n_group_id,) = _S_h.unpack_from(data, pos)
    pos += 2
    end = pos + n_group_id
    if n_group_id < 0 or end > data_end:
        raise rt.Malformed
    group_id = data[pos:end].decode()
    pos = end
    (n_regular_expression,) = _S_h.unpack_from(data, pos)
    pos += 2
    end = pos + n_regular_expression
    if n_regular_expression < 0 or end > data_end:
        raise rt.Malformed
    regular_expression = data[pos:end].decode()
    pos = end
    obj = _new(ConsumerGroupRegularExpressionKey)
    obj.group_id = group_id
    obj.regular_expression = regular_expression
    return obj, pos


def _encode_ConsumerGroupRegularExpressionKey_v16(
    obj: ConsumerGroupRegularExpressionKey, out: bytearray
) -> None:
    """Encode ConsumerGroupRegularExpressionKey, version 16."""
    b_group_id = obj.group_id.encode()
    out += _S_h.pack(len(b_group_id))
    out += b_group_id
    b_regular_expression = obj.regular_expression.encode()
    out += _S_h.pack(len(b_regular_expression))
    out += b_regular_expression


ConsumerGroupRegularExpressionKey._SCHEMA = rt.StructInfo(
    "ConsumerGroupRegularExpressionKey",
    (
        rt.FieldInfo("group_id", "groupId", "string", rt.vr("16"), default=""),
        rt.FieldInfo("regular_expression", "regularExpression", "string", rt.vr("16"), default=""),
    ),
    flexible=rt.vr("none"),
)
ConsumerGroupRegularExpressionKey._DECODERS = {
    16: _decode_ConsumerGroupRegularExpressionKey_v16,
}
ConsumerGroupRegularExpressionKey._ENCODERS = {
    16: _encode_ConsumerGroupRegularExpressionKey_v16,
}
