"""DescribeShareGroupOffsetsRequest: generated from DescribeShareGroupOffsetsRequest.json; edit the schema, not this file."""

from __future__ import annotations

import struct
from typing import ClassVar

import attrs

from kgroup_proto import runtime as rt

_new = object.__new__


@attrs.define(weakref_slot=False)
class DescribeShareGroupOffsetsRequestTopic(rt.Struct):
    """Topics to describe, or null for every partition the group has a start offset for.

    Versions 0-1; flexible 0+.

    Attributes:
        topic_name: Name of the topic. (versions 0+)
        partitions: Indexes of that topic's partitions to describe. (versions 0+)
    """

    VALID_VERSIONS: ClassVar[range] = range(0, 2)
    FLEXIBLE_VERSIONS: ClassVar[range | None] = range(0, rt.VERSION_LIMIT)

    topic_name: str = ""
    partitions: list[int] = attrs.field(factory=list)
    unknown_tagged_fields: rt.Tags = ()


@attrs.define(weakref_slot=False)
class DescribeShareGroupOffsetsRequestGroup(rt.Struct):
    """Share groups whose offsets are asked for.

    Versions 0-1; flexible 0+.

    Attributes:
        group_id: ID of the share group. (versions 0+)
        topics: Topics to describe, or null for every partition the group has a start offset
            for. (versions 0+, nullable 0+)
    """

    VALID_VERSIONS: ClassVar[range] = range(0, 2)
    FLEXIBLE_VERSIONS: ClassVar[range | None] = range(0, rt.VERSION_LIMIT)

    group_id: str = ""
    topics: list[DescribeShareGroupOffsetsRequestTopic] | None = attrs.field(factory=list)
    unknown_tagged_fields: rt.Tags = ()


@attrs.define(weakref_slot=False)
class DescribeShareGroupOffsetsRequest(rt.Struct):
    """The DescribeShareGroupOffsetsRequest request.

    API key 90, versions 0-1; flexible 0+.

    Attributes:
        groups: Share groups whose offsets are asked for. (versions 0+)
    """

    API_KEY: ClassVar[int | None] = 90
    MESSAGE_TYPE: ClassVar[str] = "request"
    VALID_VERSIONS: ClassVar[range] = range(0, 2)
    FLEXIBLE_VERSIONS: ClassVar[range | None] = range(0, rt.VERSION_LIMIT)

    groups: list[DescribeShareGroupOffsetsRequestGroup] = attrs.field(factory=list)
    unknown_tagged_fields: rt.Tags = ()


def _decode_DescribeShareGroupOffsetsRequestTopic_v0(
    data: bytes, pos: int
) -> tuple[DescribeShareGroupOffsetsRequestTopic, int]:
    """Decode DescribeShareGroupOffsetsRequestTopic, versions 0, 1."""
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
    n_partitions = data[pos]
    pos += 1
    if n_partitions > 127:
        n_partitions, pos = rt.read_uvarint(data, pos - 1)
    n_partitions -= 1
    if n_partitions < 0:
        raise rt.Malformed
    if n_partitions > data_end - pos:
        raise rt.Malformed
    partitions = list(struct.unpack_from(f">{n_partitions}i", data, pos))
    pos += n_partitions * 4
    tag_count = data[pos]
    pos += 1
    unknown: rt.Tags = ()
    if tag_count:
        unknown, pos = rt.read_unknown_tags(data, pos - 1)
    obj = _new(DescribeShareGroupOffsetsRequestTopic)
    obj.topic_name = topic_name
    obj.partitions = partitions
    obj.unknown_tagged_fields = unknown
    return obj, pos


def _encode_DescribeShareGroupOffsetsRequestTopic_v0(
    obj: DescribeShareGroupOffsetsRequestTopic, out: bytearray
) -> None:
    """Encode DescribeShareGroupOffsetsRequestTopic, versions 0, 1."""
    b_topic_name = obj.topic_name.encode()
    n = len(b_topic_name) + 1
    if n < 128:
        out.append(n)
    else:
        out += rt.string_length(n)
    out += b_topic_name
    a_partitions = obj.partitions
    n = len(a_partitions) + 1
    if n < 128:
        out.append(n)
    else:
        out += rt.uvarint(n)
    out += struct.pack(f">{len(a_partitions)}i", *a_partitions)
    if obj.unknown_tagged_fields:
        rt.write_tags(out, (), obj.unknown_tagged_fields)
    else:
        out.append(0)


def _decode_DescribeShareGroupOffsetsRequestGroup_v0(
    data: bytes, pos: int
) -> tuple[DescribeShareGroupOffsetsRequestGroup, int]:
    """Decode DescribeShareGroupOffsetsRequestGroup, versions 0, 1."""
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
    topics: list[DescribeShareGroupOffsetsRequestTopic] | None
    if n_topics < 0:
        topics = None
    else:
        if n_topics > data_end - pos:
            raise rt.Malformed
        items_topics: list[DescribeShareGroupOffsetsRequestTopic] = []
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
            n_topics__partitions = data[pos]
            pos += 1
            if n_topics__partitions > 127:
                n_topics__partitions, pos = rt.read_uvarint(data, pos - 1)
            n_topics__partitions -= 1
            if n_topics__partitions < 0:
                raise rt.Malformed
            if n_topics__partitions > data_end - pos:
                raise rt.Malformed
            topics__partitions = list(struct.unpack_from(f">{n_topics__partitions}i", data, pos))
            pos += n_topics__partitions * 4
            topics__tag_count = data[pos]
            pos += 1
            topics__unknown: rt.Tags = ()
            if topics__tag_count:
                topics__unknown, pos = rt.read_unknown_tags(data, pos - 1)
            e_topics = _new(DescribeShareGroupOffsetsRequestTopic)
            e_topics.topic_name = topics__topic_name
            e_topics.partitions = topics__partitions
            e_topics.unknown_tagged_fields = topics__unknown
            items_topics.append(e_topics)
        topics = items_topics
    tag_count = data[pos]
    pos += 1
    unknown: rt.Tags = ()
    if tag_count:
        unknown, pos = rt.read_unknown_tags(data, pos - 1)
    obj = _new(DescribeShareGroupOffsetsRequestGroup)
    obj.group_id = group_id
    obj.topics = topics
    obj.unknown_tagged_fields = unknown
    return obj, pos


def _encode_DescribeShareGroupOffsetsRequestGroup_v0(
    obj: DescribeShareGroupOffsetsRequestGroup, out: bytearray
) -> None:
    """Encode DescribeShareGroupOffsetsRequestGroup, versions 0, 1."""
    append = out.append
    b_group_id = obj.group_id.encode()
    n = len(b_group_id) + 1
    if n < 128:
        append(n)
    else:
        out += rt.string_length(n)
    out += b_group_id
    a_topics = obj.topics
    if a_topics is None:
        append(0)
    else:
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
            a_topics__partitions = e_topics.partitions
            n = len(a_topics__partitions) + 1
            if n < 128:
                append(n)
            else:
                out += rt.uvarint(n)
            out += struct.pack(f">{len(a_topics__partitions)}i", *a_topics__partitions)
            if e_topics.unknown_tagged_fields:
                rt.write_tags(out, (), e_topics.unknown_tagged_fields)
            else:
                append(0)
    if obj.unknown_tagged_fields:
        rt.write_tags(out, (), obj.unknown_tagged_fields)
    else:
        append(0)


def _decode_DescribeShareGroupOffsetsRequest_v0(
    data: bytes, pos: int
) -> tuple[DescribeShareGroupOffsetsRequest, int]:
    """Decode DescribeShareGroupOffsetsRequest, versions 0, 1."""
    data_end = len(data)
    n_groups = data[pos]
    pos += 1
    if n_groups > 127:
        n_groups, pos = rt.read_uvarint(data, pos - 1)
    n_groups -= 1
    if n_groups < 0:
        raise rt.Malformed
    if n_groups > data_end - pos:
        raise rt.Malformed
    items_groups: list[DescribeShareGroupOffsetsRequestGroup] = []
    for _ in range(n_groups):
        n_groups__group_id = data[pos]
        pos += 1
        if n_groups__group_id > 127:
            n_groups__group_id, pos = rt.read_string_length(data, pos - 1)
        end = pos + n_groups__group_id - 1
        if not n_groups__group_id or end > data_end:
            raise rt.Malformed
        groups__group_id = data[pos:end].decode()
        pos = end
        n_groups__topics = data[pos]
        pos += 1
        if n_groups__topics > 127:
            n_groups__topics, pos = rt.read_uvarint(data, pos - 1)
        n_groups__topics -= 1
        groups__topics: list[DescribeShareGroupOffsetsRequestTopic] | None
        if n_groups__topics < 0:
            groups__topics = None
        else:
            if n_groups__topics > data_end - pos:
                raise rt.Malformed
            items_groups__topics: list[DescribeShareGroupOffsetsRequestTopic] = []
            for _ in range(n_groups__topics):
                e_groups__topics, pos = _decode_DescribeShareGroupOffsetsRequestTopic_v0(data, pos)
                items_groups__topics.append(e_groups__topics)
            groups__topics = items_groups__topics
        groups__tag_count = data[pos]
        pos += 1
        groups__unknown: rt.Tags = ()
        if groups__tag_count:
            groups__unknown, pos = rt.read_unknown_tags(data, pos - 1)
        e_groups = _new(DescribeShareGroupOffsetsRequestGroup)
        e_groups.group_id = groups__group_id
        e_groups.topics = groups__topics
        e_groups.unknown_tagged_fields = groups__unknown
        items_groups.append(e_groups)
    groups = items_groups
    tag_count = data[pos]
    pos += 1
    unknown: rt.Tags = ()
    if tag_count:
        unknown, pos = rt.read_unknown_tags(data, pos - 1)
    obj = _new(DescribeShareGroupOffsetsRequest)
    obj.groups = groups
    obj.unknown_tagged_fields = unknown
    return obj, pos


def _encode_DescribeShareGroupOffsetsRequest_v0(
    obj: DescribeShareGroupOffsetsRequest, out: bytearray
) -> None:
    """Encode DescribeShareGroupOffsetsRequest, versions 0, 1."""
    append = out.append
    a_groups = obj.groups
    n = len(a_groups) + 1
    if n < 128:
        append(n)
    else:
        out += rt.uvarint(n)
    for e_groups in a_groups:
        b_groups__group_id = e_groups.group_id.encode()
        n = len(b_groups__group_id) + 1
        if n < 128:
            append(n)
        else:
            out += rt.string_length(n)
        out += b_groups__group_id
        a_groups__topics = e_groups.topics
        if a_groups__topics is None:
            append(0)
        else:
            n = len(a_groups__topics) + 1
            if n < 128:
                append(n)
            else:
                out += rt.uvarint(n)
            for e_groups__topics in a_groups__topics:
                b_groups__topics__topic_name = e_groups__topics.topic_name.encode()
                n = len(b_groups__topics__topic_name) + 1
                if n < 128:
                    append(n)
                else:
                    out += rt.string_length(n)
                out += b_groups__topics__topic_name
                a_groups__topics__partitions = e_groups__topics.partitions
                n = len(a_groups__topics__partitions) + 1
                if n < 128:
                    append(n)
                else:
                    out += rt.uvarint(n)
                out += struct.pack(
                    f">{len(a_groups__topics__partitions)}i", *a_groups__topics__partitions
                )
                if e_groups__topics.unknown_tagged_fields:
                    rt.write_tags(out, (), e_groups__topics.unknown_tagged_fields)
                else:
                    append(0)
        if e_groups.unknown_tagged_fields:
            rt.write_tags(out, (), e_groups.unknown_tagged_fields)
        else:
            append(0)
    if obj.unknown_tagged_fields:
        rt.write_tags(out, (), obj.unknown_tagged_fields)
    else:
        append(0)


DescribeShareGroupOffsetsRequestTopic._SCHEMA = rt.StructInfo(
    "DescribeShareGroupOffsetsRequestTopic",
    (
        rt.FieldInfo("topic_name", "topicName", "string", rt.vr("0+"), default=""),
        rt.FieldInfo("partitions", "partitions", "int32", rt.vr("0+"), is_array=True, default=()),
    ),
    flexible=rt.vr("0+"),
)
DescribeShareGroupOffsetsRequestTopic._DECODERS = {
    0: _decode_DescribeShareGroupOffsetsRequestTopic_v0,
    1: _decode_DescribeShareGroupOffsetsRequestTopic_v0,
}
DescribeShareGroupOffsetsRequestTopic._ENCODERS = {
    0: _encode_DescribeShareGroupOffsetsRequestTopic_v0,
    1: _encode_DescribeShareGroupOffsetsRequestTopic_v0,
}

DescribeShareGroupOffsetsRequestGroup._SCHEMA = rt.StructInfo(
    "DescribeShareGroupOffsetsRequestGroup",
    (
        rt.FieldInfo("group_id", "groupId", "string", rt.vr("0+"), default=""),
        rt.FieldInfo(
            "topics",
            "topics",
            "struct",
            rt.vr("0+"),
            is_array=True,
            struct=lambda: DescribeShareGroupOffsetsRequestTopic,
            nullable=rt.vr("0+"),
            default=(),
        ),
    ),
    flexible=rt.vr("0+"),
)
DescribeShareGroupOffsetsRequestGroup._DECODERS = {
    0: _decode_DescribeShareGroupOffsetsRequestGroup_v0,
    1: _decode_DescribeShareGroupOffsetsRequestGroup_v0,
}
DescribeShareGroupOffsetsRequestGroup._ENCODERS = {
    0: _encode_DescribeShareGroupOffsetsRequestGroup_v0,
    1: _encode_DescribeShareGroupOffsetsRequestGroup_v0,
}

DescribeShareGroupOffsetsRequest._SCHEMA = rt.StructInfo(
    "DescribeShareGroupOffsetsRequest",
    (
        rt.FieldInfo(
            "groups",
            "groups",
            "struct",
            rt.vr("0+"),
            is_array=True,
            struct=lambda: DescribeShareGroupOffsetsRequestGroup,
            default=(),
        ),
    ),
    flexible=rt.vr("0+"),
)
DescribeShareGroupOffsetsRequest._DECODERS = {
    0: _decode_DescribeShareGroupOffsetsRequest_v0,
    1: _decode_DescribeShareGroupOffsetsRequest_v0,
}
DescribeShareGroupOffsetsRequest._ENCODERS = {
    0: _encode_DescribeShareGroupOffsetsRequest_v0,
    1: _encode_DescribeShareGroupOffsetsRequest_v0,
}
