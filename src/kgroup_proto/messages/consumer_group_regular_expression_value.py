"""ConsumerGroupRegularExpressionValue: generated from ConsumerGroupRegularExpressionValue.json; edit the schema, not this file."""

from __future__ import annotations

import struct
from typing import ClassVar

import attrs

from kgroup_proto import runtime as rt

_new = object.__new__
_S_qq = struct.Struct(">qq")
_S_qqB = struct.Struct(">qqB")


@attrs.define(weakref_slot=False)
class ConsumerGroupRegularExpressionValue(rt.Struct):
    """The ConsumerGroupRegularExpressionValue data.

    Versions 0; flexible 0+.

    Attributes:
        topics: Names of the topics the pattern matched when it was last resolved. (versions
            0+)
        version: Version of the cluster metadata the pattern was resolved against. (versions
            0+)
        timestamp: When the pattern was resolved, in epoch milliseconds. (versions 0+)
    """

    API_KEY: ClassVar[int | None] = None
    MESSAGE_TYPE: ClassVar[str] = "data"
    VALID_VERSIONS: ClassVar[range] = range(0, 1)
    FLEXIBLE_VERSIONS: ClassVar[range | None] = range(0, rt.VERSION_LIMIT)

    topics: list[str] = attrs.field(factory=list)
    version: int = 0
    timestamp: int = 0
    unknown_tagged_fields: rt.Tags = ()


def _decode_ConsumerGroupRegularExpressionValue_v0(
    data: bytes, pos: int
) -> tuple[ConsumerGroupRegularExpressionValue, int]:
    """Decode ConsumerGroupRegularExpressionValue, version 0."""
    data_end = len(data)
    n_topics = data[pos]
    pos += 1
    if n_topics > 127:
        n_topics, pos = rt.read_uvarint(data, pos - 1)
    n_topics -= 1
    if n_topics < 0:
        raise rt.Malformed
    if n_topics > data_end - pos:
        raise rt.Malformed
    items_topics: list[str] = []
    for _ in range(n_topics):
        n_e_topics = data[pos]
        pos += 1
        if n_e_topics > 127:
            n_e_topics, pos = rt.read_string_length(data, pos - 1)
        end = pos + n_e_topics - 1
        if not n_e_topics or end > data_end:
            raise rt.Malformed
        e_topics = data[pos:end].decode()
        pos = end
        items_topics.append(e_topics)
    topics = items_topics
    version, timestamp, tag_count = _S_qqB.unpack_from(data, pos)
    pos += 17
    unknown: rt.Tags = ()
    if tag_count:
        unknown, pos = rt.read_unknown_tags(data, pos - 1)
    obj = _new(ConsumerGroupRegularExpressionValue)
    obj.topics = topics
    obj.version = version
    obj.timestamp = timestamp
    obj.unknown_tagged_fields = unknown
    return obj, pos


def _encode_ConsumerGroupRegularExpressionValue_v0(
    obj: ConsumerGroupRegularExpressionValue, out: bytearray
) -> None:
    """Encode ConsumerGroupRegularExpressionValue, version 0."""
    append = out.append
    a_topics = obj.topics
    n = len(a_topics) + 1
    if n < 128:
        append(n)
    else:
        out += rt.uvarint(n)
    if not isinstance(a_topics, (list, tuple)):
        raise rt.Malformed
    for e_topics in a_topics:
        b_e_topics = e_topics.encode()
        n = len(b_e_topics) + 1
        if n < 128:
            append(n)
        else:
            out += rt.string_length(n)
        out += b_e_topics
    out += _S_qq.pack(obj.version, obj.timestamp)
    if obj.unknown_tagged_fields:
        rt.write_tags(out, (), obj.unknown_tagged_fields)
    else:
        append(0)


ConsumerGroupRegularExpressionValue._SCHEMA = rt.StructInfo(
    "ConsumerGroupRegularExpressionValue",
    (
        rt.FieldInfo("topics", "topics", "string", rt.vr("0+"), is_array=True, default=()),
        rt.FieldInfo("version", "version", "int64", rt.vr("0+"), default=0),
        rt.FieldInfo("timestamp", "timestamp", "int64", rt.vr("0+"), default=0),
    ),
    flexible=rt.vr("0+"),
)
ConsumerGroupRegularExpressionValue._DECODERS = {
    0: _decode_ConsumerGroupRegularExpressionValue_v0,
}
ConsumerGroupRegularExpressionValue._ENCODERS = {
    0: _encode_ConsumerGroupRegularExpressionValue_v0,
}
