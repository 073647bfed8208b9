"""DeleteShareGroupOffsetsRequest: generated from DeleteShareGroupOffsetsRequest.json; edit the schema, not this file."""

from __future__ import annotations

from typing import ClassVar

import attrs

from kgroup_proto import runtime as rt

_new = object.__new__


@attrs.define(weakref_slot=False)
class DeleteShareGroupOffsetsRequestTopic(rt.Struct):
    """Topics whose share-partition state is deleted, all partitions of each.

    Versions 0; flexible 0+.

    Attributes:
        topic_name: Name of the topic. (versions 0+)
    """

    VALID_VERSIONS: ClassVar[range] = range(0, 1)
    FLEXIBLE_VERSIONS: ClassVar[range | None] = range(0, rt.VERSION_LIMIT)

    topic_name: str = ""
    unknown_tagged_fields: rt.Tags = ()


@attrs.define(weakref_slot=False)
class DeleteShareGroupOffsetsRequest(rt.Struct):
    """The DeleteShareGroupOffsetsRequest request.

    API key 92, versions 0; flexible 0+.

    Attributes:
        group_id: ID of the share group. (versions 0+)
        topics: Topics whose share-partition state is deleted, all partitions of each.
            (versions 0+)
    """

    API_KEY: ClassVar[int | None] = 92
    MESSAGE_TYPE: ClassVar[str] = "request"
    VALID_VERSIONS: ClassVar[range] = range(0, 1)
    FLEXIBLE_VERSIONS: ClassVar[range | None] = range(0, rt.VERSION_LIMIT)

    group_id: str = ""
    topics: list[DeleteShareGroupOffsetsRequestTopic] = attrs.field(factory=list)
    unknown_tagged_fields: rt.Tags = ()


def _decode_DeleteShareGroupOffsetsRequestTopic_v0(
    data: bytes, pos: int
) -> tuple[DeleteShareGroupOffsetsRequestTopic, int]:
    """Decode DeleteShareGroupOffsetsRequestTopic, version 0."""
    data_end = len(data)
    n_topic_name = data[pos]
    pos += 1
    if n_topic_name > 127:
        n_topic_name, pos = rt.read_string_length(data, pos - 1)
    end = pos + n_topic_name - 1
    if not n_topic_name or end > data_end:
        raise rt.Malformed
    topic_name = data[pos:end].decode()
    pos = end
    tag_count = data[pos]
    pos += 1
    unknown: rt.Tags = ()
    if tag_count:
        unknown, pos = rt.read_unknown_tags(data, pos - 1)
    obj = _new(DeleteShareGroupOffsetsRequestTopic)
    obj.topic_name = topic_name
    obj.unknown_tagged_fields = unknown
    return obj, pos


def _encode_DeleteShareGroupOffsetsRequestTopic_v0(
    obj: DeleteShareGroupOffsetsRequestTopic, out: bytearray
) -> None:
    """Encode DeleteShareGroupOffsetsRequestTopic, version 0."""
    b_topic_name = obj.topic_name.encode()
    n = len(b_topic_name) + 1
    if n < 128:
        out.append(n)
    else:
        out += rt.string_length(n)
    out += b_topic_name
    if obj.unknown_tagged_fields:
        rt.write_tags(out, (), obj.unknown_tagged_fields)
    else:
        out.append(0)


def _decode_DeleteShareGroupOffsetsRequest_v0(
    data: bytes, pos: int
) -> tuple[DeleteShareGroupOffsetsRequest, int]:
    """Decode DeleteShareGroupOffsetsRequest, version 0."""
    data_end = len(data)
    n_group_id = data[pos]
    pos += 1
    if n_group_id > 127:
        n_group_id, pos = rt.read_string_length(data, pos - 1)
    end = pos + n_group_id - 1
    if not n_group_id or end > data_end:
        raise rt.Malformed
    group_id = data[pos:end].decode()
    pos = end
    n_topics = data[pos]
    pos += 1
    if n_topics > 127:
        n_topics, pos = rt.read_uvarint(data, pos - 1)
    n_topics -= 1
    if n_topics < 0:
        raise rt.Malformed
    if n_topics > data_end - pos:
        raise rt.Malformed
    items_topics: list[DeleteShareGroupOffsetsRequestTopic] = []
    for _ in range(n_topics):
        n_topics__topic_name = data[pos]
        pos += 1
        if n_topics__topic_name > 127:
            n_topics__topic_name, pos = rt.read_string_length(data, pos - 1)
        end = pos + n_topics__topic_name - 1
        if not n_topics__topic_name or end > data_end:
            raise rt.Malformed
        topics__topic_name = data[pos:end].decode()
        pos = end
        topics__tag_count = data[pos]
        pos += 1
        topics__unknown: rt.Tags = ()
        if topics__tag_count:
            topics__unknown, pos = rt.read_unknown_tags(data, pos - 1)
        e_topics = _new(DeleteShareGroupOffsetsRequestTopic)
        e_topics.topic_name = topics__topic_name
        e_topics.unknown_tagged_fields = topics__unknown
        items_topics.append(e_topics)
    topics = items_topics
    tag_count = data[pos]
    pos += 1
    unknown: rt.Tags = ()
    if tag_count:
        unknown, pos = rt.read_unknown_tags(data, pos - 1)
    obj = _new(DeleteShareGroupOffsetsRequest)
    obj.group_id = group_id
    obj.topics = topics
    obj.unknown_tagged_fields = unknown
    return obj, pos


def _encode_DeleteShareGroupOffsetsRequest_v0(
    obj: DeleteShareGroupOffsetsRequest, out: bytearray
) -> None:
    """Encode DeleteShareGroupOffsetsRequest, version 0."""
    append = out.append
    b_group_id = obj.group_id.encode()
    n = len(b_group_id) + 1
    if n < 128:
        append(n)
    else:
        out += rt.string_length(n)
    out += b_group_id
    a_topics = obj.topics
    n = len(a_topics) + 1
    if n < 128:
        append(n)
    else:
        out += rt.uvarint(n)
    for e_topics in a_topics:
        b_topics__topic_name = e_topics.topic_name.encode()
        n = len(b_topics__topic_name) + 1
        if n < 128:
            append(n)
        else:
            out += rt.string_length(n)
        out += b_topics__topic_name
        if e_topics.unknown_tagged_fields:
            rt.write_tags(out, (), e_topics.unknown_tagged_fields)
        else:
            append(0)
    if obj.unknown_tagged_fields:
        rt.write_tags(out, (), obj.unknown_tagged_fields)
    else:
        append(0)


DeleteShareGroupOffsetsRequestTopic._SCHEMA = rt.StructInfo(
    "DeleteShareGroupOffsetsRequestTopic",
    (rt.FieldInfo("topic_name", "topicName", "string", rt.vr("0+"), default=""),),
    flexible=rt.vr("0+"),
)
DeleteShareGroupOffsetsRequestTopic._DECODERS = {
    0: _decode_DeleteShareGroupOffsetsRequestTopic_v0,
}
DeleteShareGroupOffsetsRequestTopic._ENCODERS = {
    0: _encode_DeleteShareGroupOffsetsRequestTopic_v0,
}

DeleteShareGroupOffsetsRequest._SCHEMA = rt.StructInfo(
    "DeleteShareGroupOffsetsRequest",
    (
        rt.FieldInfo("group_id", "groupId", "string", rt.vr("0+"), default=""),
        rt.FieldInfo(
            "topics",
            "topics",
            "struct",
            rt.vr("0+"),
            is_array=True,
            struct=lambda: DeleteShareGroupOffsetsRequestTopic,
            default=(),
        ),
    ),
    flexible=rt.vr("0+"),
)
DeleteShareGroupOffsetsRequest._DECODERS = {
    0: _decode_DeleteShareGroupOffsetsRequest_v0,
}
DeleteShareGroupOffsetsRequest._ENCODERS = {
    0: _encode_DeleteShareGroupOffsetsRequest_v0,
}
