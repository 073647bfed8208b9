"""DeleteTopicsRequest: generated from DeleteTopicsRequest.json; edit the schema, not this file."""

from __future__ import annotations

import struct
from typing import ClassVar
from uuid import UUID

import attrs

from kgroup_proto import runtime as rt

_new = object.__new__
_S_h = struct.Struct(">h")
_S_i = struct.Struct(">i")
_S_iB = struct.Struct(">iB")
_S_u = struct.Struct(">16s")


@attrs.define(weakref_slot=False)
class DeleteTopicState(rt.Struct):
    """Topics to delete, each named or identified by its ID.

    Versions 6; flexible 4+.

    Attributes:
        name: Name of the topic, or null when TopicId identifies it. (versions 6+, nullable
            6+)
        topic_id: ID of the topic; zero when Name identifies it. (versions 6+)
    """

    VALID_VERSIONS: ClassVar[range] = range(1, 7)
    FLEXIBLE_VERSIONS: ClassVar[range | None] = range(4, rt.VERSION_LIMIT)

    name: str | None = None
    topic_id: UUID = rt.ZERO_UUID
    unknown_tagged_fields: rt.Tags = ()


@attrs.define(weakref_slot=False)
class DeleteTopicsRequest(rt.Struct):
    """The DeleteTopicsRequest request.

    API key 20, versions 1-6; flexible 4+.

    Attributes:
        topics: Topics to delete, each named or identified by its ID. (versions 6+)
        topic_names: Names of the topics to delete. (versions 0-5)
        timeout_ms: How long in ms the broker may wait for the deletion to complete before
            it answers. (versions 0+)
    """

    API_KEY: ClassVar[int | None] = 20
    MESSAGE_TYPE: ClassVar[str] = "request"
    VALID_VERSIONS: ClassVar[range] = range(1, 7)
    FLEXIBLE_VERSIONS: ClassVar[range | None] = range(4, rt.VERSION_LIMIT)

    topics: list[DeleteTopicState] = attrs.field(factory=list)
    topic_names: list[str] = attrs.field(factory=list)
    timeout_ms: int = 0
    unknown_tagged_fields: rt.Tags = ()


def _decode_DeleteTopicState_v6(data: bytes, pos: int) -> tuple[DeleteTopicState, int]:
    """Decode DeleteTopicState, version 6."""
    data_end = len(data)
    n_name = data[pos]
    pos += 1
    if n_name > 127:
        n_name, pos = rt.read_string_length(data, pos - 1)
    name: str | None
    if not n_name:
        name = None
    else:
        end = pos + n_name - 1
        if end > data_end:
            raise rt.Malformed
        name = data[pos:end].decode()
        pos = end
    (topic_id_raw,) = _S_u.unpack_from(data, pos)
    pos += 16
    topic_id = UUID(bytes=topic_id_raw)
    tag_count = data[pos]
    pos += 1
    unknown: rt.Tags = ()
    if tag_count:
        unknown, pos = rt.read_unknown_tags(data, pos - 1)
    obj = _new(DeleteTopicState)
    obj.name = name
    obj.topic_id = topic_id
    obj.unknown_tagged_fields = unknown
    return obj, pos


def _encode_DeleteTopicState_v6(obj: DeleteTopicState, out: bytearray) -> None:
    """Encode DeleteTopicState, version 6."""
    s_name = obj.name
    if s_name is None:
        out.append(0)
    else:
        b_name = s_name.encode()
        n = len(b_name) + 1
        if n < 128:
            out.append(n)
        else:
            out += rt.string_length(n)
        out += b_name
    out += _S_u.pack(obj.topic_id.bytes)
    if obj.unknown_tagged_fields:
        rt.write_tags(out, (), obj.unknown_tagged_fields)
    else:
        out.append(0)


def _decode_DeleteTopicsRequest_v1(data: bytes, pos: int) -> tuple[DeleteTopicsRequest, int]:
    """Decode DeleteTopicsRequest, versions 1, 2, 3."""
    data_end = len(data)
    (n_topic_names,) = _S_i.unpack_from(data, pos)
    pos += 4
    if n_topic_names < 0:
        raise rt.Malformed
    if n_topic_names > data_end - pos:
        raise rt.Malformed
    items_topic_names: list[str] = []
    for _ in range(n_topic_names):
        (n_e_topic_names,) = _S_h.unpack_from(data, pos)
        pos += 2
        end = pos + n_e_topic_names
        if n_e_topic_names < 0 or end > data_end:
            raise rt.Malformed
        e_topic_names = data[pos:end].decode()
        pos = end
        items_topic_names.append(e_topic_names)
    topic_names = items_topic_names
    (timeout_ms,) = _S_i.unpack_from(data, pos)
    pos += 4
    obj = _new(DeleteTopicsRequest)
    obj.topics = []
    obj.topic_names = topic_names
    obj.timeout_ms = timeout_ms
    obj.unknown_tagged_fields = ()
    return obj, pos


def _decode_DeleteTopicsRequest_v4(data: bytes, pos: int) -> tuple[DeleteTopicsRequest, int]:
    """Decode DeleteTopicsRequest, versions 4, 5."""
    data_end = len(data)
    n_topic_names = data[pos]
    pos += 1
    if n_topic_names > 127:
        n_topic_names, pos = rt.read_uvarint(data, pos - 1)
    n_topic_names -= 1
    if n_topic_names < 0:
        raise rt.Malformed
    if n_topic_names > data_end - pos:
        raise rt.Malformed
    items_topic_names: list[str] = []
    for _ in range(n_topic_names):
        n_e_topic_names = data[pos]
        pos += 1
        if n_e_topic_names > 127:
            n_e_topic_names, pos = rt.read_string_length(data, pos - 1)
        end = pos + n_e_topic_names - 1
        if not n_e_topic_names or end > data_end:
            raise rt.Malformed
        e_topic_names = data[pos:end].decode()
        pos = end
        items_topic_names.append(e_topic_names)
    topic_names = items_topic_names
    timeout_ms, tag_count = _S_iB.unpack_from(data, pos)
    pos += 5
    unknown: rt.Tags = ()
    if tag_count:
        unknown, pos = rt.read_unknown_tags(data, pos - 1)
    obj = _new(DeleteTopicsRequest)
    obj.topics = []
    obj.topic_names = topic_names
    obj.timeout_ms = timeout_ms
    obj.unknown_tagged_fields = unknown
    return obj, pos


def _decode_DeleteTopicsRequest_v6(data: bytes, pos: int) -> tuple[DeleteTopicsRequest, int]:
    """Decode DeleteTopicsRequest, version 6."""
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
    items_topics: list[DeleteTopicState] = []
    for _ in range(n_topics):
        n_topics__name = data[pos]
        pos += 1
        if n_topics__name > 127:
            n_topics__name, pos = rt.read_string_length(data, pos - 1)
        topics__name: str | None
        if not n_topics__name:
            topics__name = None
        else:
            end = pos + n_topics__name - 1
            if end > data_end:
                raise rt.Malformed
            topics__name = data[pos:end].decode()
            pos = end
        (topics__topic_id_raw,) = _S_u.unpack_from(data, pos)
        pos += 16
        topics__topic_id = UUID(bytes=topics__topic_id_raw)
        topics__tag_count = data[pos]
        pos += 1
        topics__unknown: rt.Tags = ()
        if topics__tag_count:
            topics__unknown, pos = rt.read_unknown_tags(data, pos - 1)
        e_topics = _new(DeleteTopicState)
        e_topics.name = topics__name
        e_topics.topic_id = topics__topic_id
        e_topics.unknown_tagged_fields = topics__unknown
        items_topics.append(e_topics)
    topics = items_topics
    timeout_ms, tag_count = _S_iB.unpack_from(data, pos)
    pos += 5
    unknown: rt.Tags = ()
    if tag_count:
        unknown, pos = rt.read_unknown_tags(data, pos - 1)
    obj = _new(DeleteTopicsRequest)
    obj.topics = topics
    obj.topic_names = []
    obj.timeout_ms = timeout_ms
    obj.unknown_tagged_fields = unknown
    return obj, pos


def _encode_DeleteTopicsRequest_v1(obj: DeleteTopicsRequest, out: bytearray) -> None:
    """Encode DeleteTopicsRequest, versions 1, 2, 3."""
    if obj.topics != []:
        raise rt.Malformed
    a_topic_names = obj.topic_names
    out += _S_i.pack(len(a_topic_names))
    if not isinstance(a_topic_names, (list, tuple)):
        raise rt.Malformed
    for e_topic_names in a_topic_names:
        b_e_topic_names = e_topic_names.encode()
        out += _S_h.pack(len(b_e_topic_names))
        out += b_e_topic_names
    out += _S_i.pack(obj.timeout_ms)
    if obj.unknown_tagged_fields:
        raise rt.Malformed


def _encode_DeleteTopicsRequest_v4(obj: DeleteTopicsRequest, out: bytearray) -> None:
    """Encode DeleteTopicsRequest, versions 4, 5."""
    append = out.append
    if obj.topics != []:
        raise rt.Malformed
    a_topic_names = obj.topic_names
    n = len(a_topic_names) + 1
    if n < 128:
        append(n)
    else:
        out += rt.uvarint(n)
    if not isinstance(a_topic_names, (list, tuple)):
        raise rt.Malformed
    for e_topic_names in a_topic_names:
        b_e_topic_names = e_topic_names.encode()
        n = len(b_e_topic_names) + 1
        if n < 128:
            append(n)
        else:
            out += rt.string_length(n)
        out += b_e_topic_names
    out += _S_i.pack(obj.timeout_ms)
    if obj.unknown_tagged_fields:
        rt.write_tags(out, (), obj.unknown_tagged_fields)
    else:
        append(0)


def _encode_DeleteTopicsRequest_v6(obj: DeleteTopicsRequest, out: bytearray) -> None:
    """Encode DeleteTopicsRequest, version 6."""
    append = out.append
    a_topics = obj.topics
    n = len(a_topics) + 1
    if n < 128:
        append(n)
    else:
        out += rt.uvarint(n)
    for e_topics in a_topics:
        s_topics__name = e_topics.name
        if s_topics__name is None:
            append(0)
        else:
            b_topics__name = s_topics__name.encode()
            n = len(b_topics__name) + 1
            if n < 128:
                append(n)
            else:
                out += rt.string_length(n)
            out += b_topics__name
        out += _S_u.pack(e_topics.topic_id.bytes)
        if e_topics.unknown_tagged_fields:
            rt.write_tags(out, (), e_topics.unknown_tagged_fields)
        else:
            append(0)
    out += _S_i.pack(obj.timeout_ms)
    if obj.unknown_tagged_fields:
        rt.write_tags(out, (), obj.unknown_tagged_fields)
    else:
        append(0)


DeleteTopicState._SCHEMA = rt.StructInfo(
    "DeleteTopicState",
    (
        rt.FieldInfo("name", "name", "string", rt.vr("6+"), nullable=rt.vr("6+")),
        rt.FieldInfo("topic_id", "topicId", "uuid", rt.vr("6+"), default=rt.ZERO_UUID),
    ),
    flexible=rt.vr("4+"),
)
DeleteTopicState._DECODERS = {
    6: _decode_DeleteTopicState_v6,
}
DeleteTopicState._ENCODERS = {
    6: _encode_DeleteTopicState_v6,
}

DeleteTopicsRequest._SCHEMA = rt.StructInfo(
    "DeleteTopicsRequest",
    (
        rt.FieldInfo(
            "topics",
            "topics",
            "struct",
            rt.vr("6+"),
            is_array=True,
            struct=lambda: DeleteTopicState,
            default=(),
        ),
        rt.FieldInfo(
            "topic_names",
            "topicNames",
            "string",
            rt.vr("0-5"),
            is_array=True,
            default=(),
            ignorable=True,
        ),
        rt.FieldInfo("timeout_ms", "timeoutMs", "int32", rt.vr("0+"), default=0),
    ),
    flexible=rt.vr("4+"),
)
DeleteTopicsRequest._DECODERS = {
    1: _decode_DeleteTopicsRequest_v1,
    2: _decode_DeleteTopicsRequest_v1,
    3: _decode_DeleteTopicsRequest_v1,
    4: _decode_DeleteTopicsRequest_v4,
    5: _decode_DeleteTopicsRequest_v4,
    6: _decode_DeleteTopicsRequest_v6,
}
DeleteTopicsRequest._ENCODERS = {
    1: _encode_DeleteTopicsRequest_v1,
    2: _encode_DeleteTopicsRequest_v1,
    3: _encode_DeleteTopicsRequest_v1,
    4: _encode_DeleteTopicsRequest_v4,
    5: _encode_DeleteTopicsRequest_v4,
    6: _encode_DeleteTopicsRequest_v6,
}
