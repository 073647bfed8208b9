"""OffsetFetchRequest: generated from OffsetFetchRequest.json; edit the schema, not this file."""

from __future__ import annotations

import struct
from typing import ClassVar
from uuid import UUID

import attrs

from kgroup_proto import runtime as rt

_new = object.__new__
_S_BB = struct.Struct(">BB")
_S_h = struct.Struct(">h")
_S_i = struct.Struct(">i")
_S_iB = struct.Struct(">iB")
_S_o = struct.Struct(">?")
_S_u = struct.Struct(">16s")


@attrs.define(weakref_slot=False)
class OffsetFetchRequestTopic(rt.Struct):
    """Topics to read offsets for; null (from v2) means all topics of the group.

    Versions 0-7; flexible 6+.

    Attributes:
        name: Name of the topic. (versions 0-7)
        partition_indexes: Indexes of the partitions to read offsets for. (versions 0-7)
    """

    VALID_VERSIONS: ClassVar[range] = range(0, 11)
    FLEXIBLE_VERSIONS: ClassVar[range | None] = range(6, rt.VERSION_LIMIT)

    name: str = ""
    partition_indexes: list[int] = attrs.field(factory=list)
    unknown_tagged_fields: rt.Tags = ()


@attrs.define(weakref_slot=False)
class OffsetFetchRequestTopics(rt.Struct):
    """Topics to read offsets for; null means all topics of the group.

    Versions 8-10; flexible 6+.

    Attributes:
        name: Name of the topic. (versions 8-9)
        topic_id: ID of the topic. (versions 10+)
        partition_indexes: Indexes of the partitions to read offsets for. (versions 8+)
    """

    VALID_VERSIONS: ClassVar[range] = range(0, 11)
    FLEXIBLE_VERSIONS: ClassVar[range | None] = range(6, rt.VERSION_LIMIT)

    name: str = ""
    topic_id: UUID = rt.ZERO_UUID
    partition_indexes: list[int] = attrs.field(factory=list)
    unknown_tagged_fields: rt.Tags = ()


@attrs.define(weakref_slot=False)
class OffsetFetchRequestGroup(rt.Struct):
    """Groups whose offsets are wanted.

    Versions 8-10; flexible 6+.

    Attributes:
        group_id: ID of the group. (versions 8+)
        member_id: Member ID of the caller under the consumer protocol; null otherwise.
            (versions 9+, nullable 9+)
        member_epoch: Member epoch of the caller under the consumer protocol (KIP-848); -1
            otherwise. (versions 9+)
        topics: Topics to read offsets for; null means all topics of the group. (versions
            8+, nullable 8+)
    """

    VALID_VERSIONS: ClassVar[range] = range(0, 11)
    FLEXIBLE_VERSIONS: ClassVar[range | None] = range(6, rt.VERSION_LIMIT)

    group_id: str = ""
    member_id: str | None = None
    member_epoch: int = -1
    topics: list[OffsetFetchRequestTopics] | None = attrs.field(factory=list)
    unknown_tagged_fields: rt.Tags = ()


@attrs.define(weakref_slot=False)
class OffsetFetchRequest(rt.Struct):
    """The OffsetFetchRequest request.

    API key 9, versions 0-10; flexible 6+.

    Attributes:
        group_id: ID of the group whose offsets are wanted. (versions 0-7)
        topics: Topics to read offsets for; null (from v2) means all topics of the group.
            (versions 0-7, nullable 2-7)
        groups: Groups whose offsets are wanted. (versions 8+)
        require_stable: When true, partitions with pending transactional commits get a
            retriable error instead of an offset. (versions 7+)
    """

    API_KEY: ClassVar[int | None] = 9
    MESSAGE_TYPE: ClassVar[str] = "request"
    VALID_VERSIONS: ClassVar[range] = range(0, 11)
    FLEXIBLE_VERSIONS: ClassVar[range | None] = range(6, rt.VERSION_LIMIT)

    group_id: str = ""
    topics: list[OffsetFetchRequestTopic] | None = attrs.field(factory=list)
    groups: list[OffsetFetchRequestGroup] = attrs.field(factory=list)
    require_stable: bool = False
    unknown_tagged_fields: rt.Tags = ()


def _decode_OffsetFetchRequestTopic_v0(
    data: bytes, pos: int
) -> tuple[OffsetFetchRequestTopic, int]:
    """Decode OffsetFetchRequestTopic, versions 0, 1, 2, 3, 4, 5."""
    data_end = len(data)
    (n_name,) = _S_h.unpack_from(data, pos)
    pos += 2
    end = pos + n_name
    if n_name < 0 or end > data_end:
        raise rt.Malformed
    name = data[pos:end].decode()
    pos = end
    (n_partition_indexes,) = _S_i.unpack_from(data, pos)
    pos += 4
    if n_partition_indexes < 0:
        raise rt.Malformed
    if n_partition_indexes > data_end - pos:
        raise rt.Malformed
    partition_indexes = list(struct.unpack_from(f">{n_partition_indexes}i", data, pos))
    pos += n_partition_indexes * 4
    obj = _new(OffsetFetchRequestTopic)
    obj.name = name
    obj.partition_indexes = partition_indexes
    obj.unknown_tagged_fields = ()
    return obj, pos


def _decode_OffsetFetchRequestTopic_v6(
    data: bytes, pos: int
) -> tuple[OffsetFetchRequestTopic, int]:
    """Decode OffsetFetchRequestTopic, versions 6, 7."""
    data_end = len(data)
    n_name = data[pos]
    pos += 1
    if n_name > 127:
        n_name, pos = rt.read_string_length(data, pos - 1)
    end = pos + n_name - 1
    if not n_name or end > data_end:
        raise rt.Malformed
    name = data[pos:end].decode()
    pos = end
    n_partition_indexes = data[pos]
    pos += 1
    if n_partition_indexes > 127:
        n_partition_indexes, pos = rt.read_uvarint(data, pos - 1)
    n_partition_indexes -= 1
    if n_partition_indexes < 0:
        raise rt.Malformed
    if n_partition_indexes > data_end - pos:
        raise rt.Malformed
    partition_indexes = list(struct.unpack_from(f">{n_partition_indexes}i", data, pos))
    pos += n_partition_indexes * 4
    tag_count = data[pos]
    pos += 1
    unknown: rt.Tags = ()
    if tag_count:
        unknown, pos = rt.read_unknown_tags(data, pos - 1)
    obj = _new(OffsetFetchRequestTopic)
    obj.name = name
    obj.partition_indexes = partition_indexes
    obj.unknown_tagged_fields = unknown
    return obj, pos


def _encode_OffsetFetchRequestTopic_v0(obj: OffsetFetchRequestTopic, out: bytearray) -> None:
    """Encode OffsetFetchRequestTopic, versions 0, 1, 2, 3, 4, 5."""
    b_name = obj.name.encode()
    out += _S_h.pack(len(b_name))
    out += b_name
    a_partition_indexes = obj.partition_indexes
    out += _S_i.pack(len(a_partition_indexes))
    out += struct.pack(f">{len(a_partition_indexes)}i", *a_partition_indexes)
    if obj.unknown_tagged_fields:
        raise rt.Malformed


def _encode_OffsetFetchRequestTopic_v6(obj: OffsetFetchRequestTopic, out: bytearray) -> None:
    """Encode OffsetFetchRequestTopic, versions 6, 7."""
    b_name = obj.name.encode()
    n = len(b_name) + 1
    if n < 128:
        out.append(n)
    else:
        out += rt.string_length(n)
    out += b_name
    a_partition_indexes = obj.partition_indexes
    n = len(a_partition_indexes) + 1
    if n < 128:
        out.append(n)
    else:
        out += rt.uvarint(n)
    out += struct.pack(f">{len(a_partition_indexes)}i", *a_partition_indexes)
    if obj.unknown_tagged_fields:
        rt.write_tags(out, (), obj.unknown_tagged_fields)
    else:
        out.append(0)


def _decode_OffsetFetchRequestTopics_v8(
    data: bytes, pos: int
) -> tuple[OffsetFetchRequestTopics, int]:
    """Decode OffsetFetchRequestTopics, versions 8, 9."""
    data_end = len(data)
    n_name = data[pos]
    pos += 1
    if n_name > 127:
        n_name, pos = rt.read_string_length(data, pos - 1)
    end = pos + n_name - 1
    if not n_name or end > data_end:
        raise rt.Malformed
    name = data[pos:end].decode()
    pos = end
    n_partition_indexes = data[pos]
    pos += 1
    if n_partition_indexes > 127:
        n_partition_indexes, pos = rt.read_uvarint(data, pos - 1)
    n_partition_indexes -= 1
    if n_partition_indexes < 0:
        raise rt.Malformed
    if n_partition_indexes > data_end - pos:
        raise rt.Malformed
    partition_indexes = list(struct.unpack_from(f">{n_partition_indexes}i", data, pos))
    pos += n_partition_indexes * 4
    tag_count = data[pos]
    pos += 1
    unknown: rt.Tags = ()
    if tag_count:
        unknown, pos = rt.read_unknown_tags(data, pos - 1)
    obj = _new(OffsetFetchRequestTopics)
    obj.name = name
    obj.topic_id = rt.ZERO_UUID
    obj.partition_indexes = partition_indexes
    obj.unknown_tagged_fields = unknown
    return obj, pos


def _decode_OffsetFetchRequestTopics_v10(
    data: bytes, pos: int
) -> tuple[OffsetFetchRequestTopics, int]:
    """Decode OffsetFetchRequestTopics, version 10."""
    data_end = len(data)
    (topic_id_raw,) = _S_u.unpack_from(data, pos)
    pos += 16
    topic_id = UUID(bytes=topic_id_raw)
    n_partition_indexes = data[pos]
    pos += 1
    if n_partition_indexes > 127:
        n_partition_indexes, pos = rt.read_uvarint(data, pos - 1)
    n_partition_indexes -= 1
    if n_partition_indexes < 0:
        raise rt.Malformed
    if n_partition_indexes > data_end - pos:
        raise rt.Malformed
    partition_indexes = list(struct.unpack_from(f">{n_partition_indexes}i", data, pos))
    pos += n_partition_indexes * 4
    tag_count = data[pos]
    pos += 1
    unknown: rt.Tags = ()
    if tag_count:
        unknown, pos = rt.read_unknown_tags(data, pos - 1)
    obj = _new(OffsetFetchRequestTopics)
    obj.name = ""
    obj.topic_id = topic_id
    obj.partition_indexes = partition_indexes
    obj.unknown_tagged_fields = unknown
    return obj, pos


def _encode_OffsetFetchRequestTopics_v8(obj: OffsetFetchRequestTopics, out: bytearray) -> None:
    """Encode OffsetFetchRequestTopics, versions 8, 9."""
    b_name = obj.name.encode()
    n = len(b_name) + 1
    if n < 128:
        out.append(n)
    else:
        out += rt.string_length(n)
    out += b_name
    a_partition_indexes = obj.partition_indexes
    n = len(a_partition_indexes) + 1
    if n < 128:
        out.append(n)
    else:
        out += rt.uvarint(n)
    out += struct.pack(f">{len(a_partition_indexes)}i", *a_partition_indexes)
    if obj.unknown_tagged_fields:
        rt.write_tags(out, (), obj.unknown_tagged_fields)
    else:
        out.append(0)


def _encode_OffsetFetchRequestTopics_v10(obj: OffsetFetchRequestTopics, out: bytearray) -> None:
    """Encode OffsetFetchRequestTopics, version 10."""
    out += _S_u.pack(obj.topic_id.bytes)
    a_partition_indexes = obj.partition_indexes
    n = len(a_partition_indexes) + 1
    if n < 128:
        out.append(n)
    else:
        out += rt.uvarint(n)
    out += struct.pack(f">{len(a_partition_indexes)}i", *a_partition_indexes)
    if obj.unknown_tagged_fields:
        rt.write_tags(out, (), obj.unknown_tagged_fields)
    else:
        out.append(0)


def _decode_OffsetFetchRequestGroup_v8(
    data: bytes, pos: int
) -> tuple[OffsetFetchRequestGroup, int]:
    """Decode OffsetFetchRequestGroup, version 8."""
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
    topics: list[OffsetFetchRequestTopics] | None
    if n_topics < 0:
        topics = None
    else:
        if n_topics > data_end - pos:
            raise rt.Malformed
        items_topics: list[OffsetFetchRequestTopics] = []
        for _ in range(n_topics):
            n_topics__name = data[pos]
            pos += 1
            if n_topics__name > 127:
                n_topics__name, pos = rt.read_string_length(data, pos - 1)
            end = pos + n_topics__name - 1
            if not n_topics__name or end > data_end:
                raise rt.Malformed
            topics__name = data[pos:end].decode()
            pos = end
            n_topics__partition_indexes = data[pos]
            pos += 1
            if n_topics__partition_indexes > 127:
                n_topics__partition_indexes, pos = rt.read_uvarint(data, pos - 1)
            n_topics__partition_indexes -= 1
            if n_topics__partition_indexes < 0:
                raise rt.Malformed
            if n_topics__partition_indexes > data_end - pos:
                raise rt.Malformed
            topics__partition_indexes = list(
                struct.unpack_from(f">{n_topics__partition_indexes}i", data, pos)
            )
            pos += n_topics__partition_indexes * 4
            topics__tag_count = data[pos]
            pos += 1
            topics__unknown: rt.Tags = ()
            if topics__tag_count:
                topics__unknown, pos = rt.read_unknown_tags(data, pos - 1)
            e_topics = _new(OffsetFetchRequestTopics)
            e_topics.name = topics__name
            e_topics.topic_id = rt.ZERO_UUID
            e_topics.partition_indexes = topics__partition_indexes
            e_topics.unknown_tagged_fields = topics__unknown
            items_topics.append(e_topics)
        topics = items_topics
    tag_count = data[pos]
    pos += 1
    unknown: rt.Tags = ()
    if tag_count:
        unknown, pos = rt.read_unknown_tags(data, pos - 1)
    obj = _new(OffsetFetchRequestGroup)
    obj.group_id = group_id
    obj.member_id = None
    obj.member_epoch = -1
    obj.topics = topics
    obj.unknown_tagged_fields = unknown
    return obj, pos


def _decode_OffsetFetchRequestGroup_v9(
    data: bytes, pos: int
) -> tuple[OffsetFetchRequestGroup, int]:
    """Decode OffsetFetchRequestGroup, version 9."""
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
    n_member_id = data[pos]
    pos += 1
    if n_member_id > 127:
        n_member_id, pos = rt.read_string_length(data, pos - 1)
    member_id: str | None
    if not n_member_id:
        member_id = None
    else:
        end = pos + n_member_id - 1
        if end > data_end:
            raise rt.Malformed
        member_id = data[pos:end].decode()
        pos = end
    member_epoch, n_topics = _S_iB.unpack_from(data, pos)
    pos += 5
    if n_topics > 127:
        n_topics, pos = rt.read_uvarint(data, pos - 1)
    n_topics -= 1
    topics: list[OffsetFetchRequestTopics] | None
    if n_topics < 0:
        topics = None
    else:
        if n_topics > data_end - pos:
            raise rt.Malformed
        items_topics: list[OffsetFetchRequestTopics] = []
        for _ in range(n_topics):
            n_topics__name = data[pos]
            pos += 1
            if n_topics__name > 127:
                n_topics__name, pos = rt.read_string_length(data, pos - 1)
            end = pos + n_topics__name - 1
            if not n_topics__name or end > data_end:
                raise rt.Malformed
            topics__name = data[pos:end].decode()
            pos = end
            n_topics__partition_indexes = data[pos]
            pos += 1
            if n_topics__partition_indexes > 127:
                n_topics__partition_indexes, pos = rt.read_uvarint(data, pos - 1)
            n_topics__partition_indexes -= 1
            if n_topics__partition_indexes < 0:
                raise rt.Malformed
            if n_topics__partition_indexes > data_end - pos:
                raise rt.Malformed
            topics__partition_indexes = list(
                struct.unpack_from(f">{n_topics__partition_indexes}i", data, pos)
            )
            pos += n_topics__partition_indexes * 4
            topics__tag_count = data[pos]
            pos += 1
            topics__unknown: rt.Tags = ()
            if topics__tag_count:
                topics__unknown, pos = rt.read_unknown_tags(data, pos - 1)
            e_topics = _new(OffsetFetchRequestTopics)
            e_topics.name = topics__name
            e_topics.topic_id = rt.ZERO_UUID
            e_topics.partition_indexes = topics__partition_indexes
            e_topics.unknown_tagged_fields = topics__unknown
            items_topics.append(e_topics)
        topics = items_topics
    tag_count = data[pos]
    pos += 1
    unknown: rt.Tags = ()
    if tag_count:
        unknown, pos = rt.read_unknown_tags(data, pos - 1)
    obj = _new(OffsetFetchRequestGroup)
    obj.group_id = group_id
    obj.member_id = member_id
    obj.member_epoch = member_epoch
    obj.topics = topics
    obj.unknown_tagged_fields = unknown
    return obj, pos


def _decode_OffsetFetchRequestGroup_v10(
    data: bytes, pos: int
) -> tuple[OffsetFetchRequestGroup, int]:
    """Decode OffsetFetchRequestGroup, version 10."""
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
    n_member_id = data[pos]
    pos += 1
    if n_member_id > 127:
        n_member_id, pos = rt.read_string_length(data, pos - 1)
    member_id: str | None
    if not n_member_id:
        member_id = None
    else:
        end = pos + n_member_id - 1
        if end > data_end:
            raise rt.Malformed
        member_id = data[pos:end].decode()
        pos = end
    member_epoch, n_topics = _S_iB.unpack_from(data, pos)
    pos += 5
    if n_topics > 127:
        n_topics, pos = rt.read_uvarint(data, pos - 1)
    n_topics -= 1
    topics: list[OffsetFetchRequestTopics] | None
    if n_topics < 0:
        topics = None
    else:
        if n_topics > data_end - pos:
            raise rt.Malformed
        items_topics: list[OffsetFetchRequestTopics] = []
        for _ in range(n_topics):
            (topics__topic_id_raw,) = _S_u.unpack_from(data, pos)
            pos += 16
            topics__topic_id = UUID(bytes=topics__topic_id_raw)
            n_topics__partition_indexes = data[pos]
            pos += 1
            if n_topics__partition_indexes > 127:
                n_topics__partition_indexes, pos = rt.read_uvarint(data, pos - 1)
            n_topics__partition_indexes -= 1
            if n_topics__partition_indexes < 0:
                raise rt.Malformed
            if n_topics__partition_indexes > data_end - pos:
                raise rt.Malformed
            topics__partition_indexes = list(
                struct.unpack_from(f">{n_topics__partition_indexes}i", data, pos)
            )
            pos += n_topics__partition_indexes * 4
            topics__tag_count = data[pos]
            pos += 1
            topics__unknown: rt.Tags = ()
            if topics__tag_count:
                topics__unknown, pos = rt.read_unknown_tags(data, pos - 1)
            e_topics = _new(OffsetFetchRequestTopics)
            e_topics.name = ""
            e_topics.topic_id = topics__topic_id
            e_topics.partition_indexes = topics__partition_indexes
            e_topics.unknown_tagged_fields = topics__unknown
            items_topics.append(e_topics)
        topics = items_topics
    tag_count = data[pos]
    pos += 1
    unknown: rt.Tags = ()
    if tag_count:
        unknown, pos = rt.read_unknown_tags(data, pos - 1)
    obj = _new(OffsetFetchRequestGroup)
    obj.group_id = group_id
    obj.member_id = member_id
    obj.member_epoch = member_epoch
    obj.topics = topics
    obj.unknown_tagged_fields = unknown
    return obj, pos


def _encode_OffsetFetchRequestGroup_v8(obj: OffsetFetchRequestGroup, out: bytearray) -> None:
    """Encode OffsetFetchRequestGroup, version 8."""
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
            b_topics__name = e_topics.name.encode()
            n = len(b_topics__name) + 1
            if n < 128:
                append(n)
            else:
                out += rt.string_length(n)
            out += b_topics__name
            a_topics__partition_indexes = e_topics.partition_indexes
            n = len(a_topics__partition_indexes) + 1
            if n < 128:
                append(n)
            else:
                out += rt.uvarint(n)
            out += struct.pack(
                f">{len(a_topics__partition_indexes)}i", *a_topics__partition_indexes
            )
            if e_topics.unknown_tagged_fields:
                rt.write_tags(out, (), e_topics.unknown_tagged_fields)
            else:
                append(0)
    if obj.unknown_tagged_fields:
        rt.write_tags(out, (), obj.unknown_tagged_fields)
    else:
        append(0)


def _encode_OffsetFetchRequestGroup_v9(obj: OffsetFetchRequestGroup, out: bytearray) -> None:
    """Encode OffsetFetchRequestGroup, version 9."""
    append = out.append
    b_group_id = obj.group_id.encode()
    n = len(b_group_id) + 1
    if n < 128:
        append(n)
    else:
        out += rt.string_length(n)
    out += b_group_id
    s_member_id = obj.member_id
    if s_member_id is None:
        append(0)
    else:
        b_member_id = s_member_id.encode()
        n = len(b_member_id) + 1
        if n < 128:
            append(n)
        else:
            out += rt.string_length(n)
        out += b_member_id
    out += _S_i.pack(obj.member_epoch)
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
            b_topics__name = e_topics.name.encode()
            n = len(b_topics__name) + 1
            if n < 128:
                append(n)
            else:
                out += rt.string_length(n)
            out += b_topics__name
            a_topics__partition_indexes = e_topics.partition_indexes
            n = len(a_topics__partition_indexes) + 1
            if n < 128:
                append(n)
            else:
                out += rt.uvarint(n)
            out += struct.pack(
                f">{len(a_topics__partition_indexes)}i", *a_topics__partition_indexes
            )
            if e_topics.unknown_tagged_fields:
                rt.write_tags(out, (), e_topics.unknown_tagged_fields)
            else:
                append(0)
    if obj.unknown_tagged_fields:
        rt.write_tags(out, (), obj.unknown_tagged_fields)
    else:
        append(0)


def _encode_OffsetFetchRequestGroup_v10(obj: OffsetFetchRequestGroup, out: bytearray) -> None:
    """Encode OffsetFetchRequestGroup, version 10."""
    append = out.append
    b_group_id = obj.group_id.encode()
    n = len(b_group_id) + 1
    if n < 128:
        append(n)
    else:
        out += rt.string_length(n)
    out += b_group_id
    s_member_id = obj.member_id
    if s_member_id is None:
        append(0)
    else:
        b_member_id = s_member_id.encode()
        n = len(b_member_id) + 1
        if n < 128:
            append(n)
        else:
            out += rt.string_length(n)
        out += b_member_id
    out += _S_i.pack(obj.member_epoch)
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
            out += _S_u.pack(e_topics.topic_id.bytes)
            a_topics__partition_indexes = e_topics.partition_indexes
            n = len(a_topics__partition_indexes) + 1
            if n < 128:
                append(n)
            else:
                out += rt.uvarint(n)
            out += struct.pack(
                f">{len(a_topics__partition_indexes)}i", *a_topics__partition_indexes
            )
            if e_topics.unknown_tagged_fields:
                rt.write_tags(out, (), e_topics.unknown_tagged_fields)
            else:
                append(0)
    if obj.unknown_tagged_fields:
        rt.write_tags(out, (), obj.unknown_tagged_fields)
    else:
        append(0)


def _decode_OffsetFetchRequest_v0(data: bytes, pos: int) -> tuple[OffsetFetchRequest, int]:
    """Decode OffsetFetchRequest, versions 0, 1."""
    data_end = len(data)
    (n_group_id,) = _S_h.unpack_from(data, pos)
    pos += 2
    end = pos + n_group_id
    if n_group_id < 0 or end > data_end:
        raise rt.Malformed
    group_id = data[pos:end].decode()
    pos = end
    (n_topics,) = _S_i.unpack_from(data, pos)
    pos += 4
    if n_topics < 0:
        raise rt.Malformed
    if n_topics > data_end - pos:
        raise rt.Malformed
    items_topics: list[OffsetFetchRequestTopic] = []
    for _ in range(n_topics):
        (n_topics__name,) = _S_h.unpack_from(data, pos)
        pos += 2
        end = pos + n_topics__name
        if n_topics__name < 0 or end > data_end:
            raise rt.Malformed
        topics__name = data[pos:end].decode()
        pos = end
        (n_topics__partition_indexes,) = _S_i.unpack_from(data, pos)
        pos += 4
        if n_topics__partition_indexes < 0:
            raise rt.Malformed
        if n_topics__partition_indexes > data_end - pos:
            raise rt.Malformed
        topics__partition_indexes = list(
            struct.unpack_from(f">{n_topics__partition_indexes}i", data, pos)
        )
        pos += n_topics__partition_indexes * 4
        e_topics = _new(OffsetFetchRequestTopic)
        e_topics.name = topics__name
        e_topics.partition_indexes = topics__partition_indexes
        e_topics.unknown_tagged_fields = ()
        items_topics.append(e_topics)
    topics = items_topics
    obj = _new(OffsetFetchRequest)
    obj.group_id = group_id
    obj.topics = topics
    obj.groups = []
    obj.require_stable = False
    obj.unknown_tagged_fields = ()
    return obj, pos


def _decode_OffsetFetchRequest_v2(data: bytes, pos: int) -> tuple[OffsetFetchRequest, int]:
    """Decode OffsetFetchRequest, versions 2, 3, 4, 5."""
    data_end = len(data)
    (n_group_id,) = _S_h.unpack_from(data, pos)
    pos += 2
    end = pos + n_group_id
    if n_group_id < 0 or end > data_end:
        raise rt.Malformed
    group_id = data[pos:end].decode()
    pos = end
    (n_topics,) = _S_i.unpack_from(data, pos)
    pos += 4
    topics: list[OffsetFetchRequestTopic] | None
    if n_topics < 0:
        if n_topics != -1:
            raise rt.Malformed
        topics = None
    else:
        if n_topics > data_end - pos:
            raise rt.Malformed
        items_topics: list[OffsetFetchRequestTopic] = []
        for _ in range(n_topics):
            (n_topics__name,) = _S_h.unpack_from(data, pos)
            pos += 2
            end = pos + n_topics__name
            if n_topics__name < 0 or end > data_end:
                raise rt.Malformed
            topics__name = data[pos:end].decode()
            pos = end
            (n_topics__partition_indexes,) = _S_i.unpack_from(data, pos)
            pos += 4
            if n_topics__partition_indexes < 0:
                raise rt.Malformed
            if n_topics__partition_indexes > data_end - pos:
                raise rt.Malformed
            topics__partition_indexes = list(
                struct.unpack_from(f">{n_topics__partition_indexes}i", data, pos)
            )
            pos += n_topics__partition_indexes * 4
            e_topics = _new(OffsetFetchRequestTopic)
            e_topics.name = topics__name
            e_topics.partition_indexes = topics__partition_indexes
            e_topics.unknown_tagged_fields = ()
            items_topics.append(e_topics)
        topics = items_topics
    obj = _new(OffsetFetchRequest)
    obj.group_id = group_id
    obj.topics = topics
    obj.groups = []
    obj.require_stable = False
    obj.unknown_tagged_fields = ()
    return obj, pos


def _decode_OffsetFetchRequest_v6(data: bytes, pos: int) -> tuple[OffsetFetchRequest, int]:
    """Decode OffsetFetchRequest, version 6."""
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
    topics: list[OffsetFetchRequestTopic] | None
    if n_topics < 0:
        topics = None
    else:
        if n_topics > data_end - pos:
            raise rt.Malformed
        items_topics: list[OffsetFetchRequestTopic] = []
        for _ in range(n_topics):
            n_topics__name = data[pos]
            pos += 1
            if n_topics__name > 127:
                n_topics__name, pos = rt.read_string_length(data, pos - 1)
            end = pos + n_topics__name - 1
            if not n_topics__name or end > data_end:
                raise rt.Malformed
            topics__name = data[pos:end].decode()
            pos = end
            n_topics__partition_indexes = data[pos]
            pos += 1
            if n_topics__partition_indexes > 127:
                n_topics__partition_indexes, pos = rt.read_uvarint(data, pos - 1)
            n_topics__partition_indexes -= 1
            if n_topics__partition_indexes < 0:
                raise rt.Malformed
            if n_topics__partition_indexes > data_end - pos:
                raise rt.Malformed
            topics__partition_indexes = list(
                struct.unpack_from(f">{n_topics__partition_indexes}i", data, pos)
            )
            pos += n_topics__partition_indexes * 4
            topics__tag_count = data[pos]
            pos += 1
            topics__unknown: rt.Tags = ()
            if topics__tag_count:
                topics__unknown, pos = rt.read_unknown_tags(data, pos - 1)
            e_topics = _new(OffsetFetchRequestTopic)
            e_topics.name = topics__name
            e_topics.partition_indexes = topics__partition_indexes
            e_topics.unknown_tagged_fields = topics__unknown
            items_topics.append(e_topics)
        topics = items_topics
    tag_count = data[pos]
    pos += 1
    unknown: rt.Tags = ()
    if tag_count:
        unknown, pos = rt.read_unknown_tags(data, pos - 1)
    obj = _new(OffsetFetchRequest)
    obj.group_id = group_id
    obj.topics = topics
    obj.groups = []
    obj.require_stable = False
    obj.unknown_tagged_fields = unknown
    return obj, pos


def _decode_OffsetFetchRequest_v7(data: bytes, pos: int) -> tuple[OffsetFetchRequest, int]:
    """Decode OffsetFetchRequest, version 7."""
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
    topics: list[OffsetFetchRequestTopic] | None
    if n_topics < 0:
        topics = None
    else:
        if n_topics > data_end - pos:
            raise rt.Malformed
        items_topics: list[OffsetFetchRequestTopic] = []
        for _ in range(n_topics):
            n_topics__name = data[pos]
            pos += 1
            if n_topics__name > 127:
                n_topics__name, pos = rt.read_string_length(data, pos - 1)
            end = pos + n_topics__name - 1
            if not n_topics__name or end > data_end:
                raise rt.Malformed
            topics__name = data[pos:end].decode()
            pos = end
            n_topics__partition_indexes = data[pos]
            pos += 1
            if n_topics__partition_indexes > 127:
                n_topics__partition_indexes, pos = rt.read_uvarint(data, pos - 1)
            n_topics__partition_indexes -= 1
            if n_topics__partition_indexes < 0:
                raise rt.Malformed
            if n_topics__partition_indexes > data_end - pos:
                raise rt.Malformed
            topics__partition_indexes = list(
                struct.unpack_from(f">{n_topics__partition_indexes}i", data, pos)
            )
            pos += n_topics__partition_indexes * 4
            topics__tag_count = data[pos]
            pos += 1
            topics__unknown: rt.Tags = ()
            if topics__tag_count:
                topics__unknown, pos = rt.read_unknown_tags(data, pos - 1)
            e_topics = _new(OffsetFetchRequestTopic)
            e_topics.name = topics__name
            e_topics.partition_indexes = topics__partition_indexes
            e_topics.unknown_tagged_fields = topics__unknown
            items_topics.append(e_topics)
        topics = items_topics
    require_stable_raw, tag_count = _S_BB.unpack_from(data, pos)
    pos += 2
    require_stable = rt.BOOLS[require_stable_raw]
    unknown: rt.Tags = ()
    if tag_count:
        unknown, pos = rt.read_unknown_tags(data, pos - 1)
    obj = _new(OffsetFetchRequest)
    obj.group_id = group_id
    obj.topics = topics
    obj.groups = []
    obj.require_stable = require_stable
    obj.unknown_tagged_fields = unknown
    return obj, pos


def _decode_OffsetFetchRequest_v8(data: bytes, pos: int) -> tuple[OffsetFetchRequest, int]:
    """Decode OffsetFetchRequest, version 8."""
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
    items_groups: list[OffsetFetchRequestGroup] = []
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
        groups__topics: list[OffsetFetchRequestTopics] | None
        if n_groups__topics < 0:
            groups__topics = None
        else:
            if n_groups__topics > data_end - pos:
                raise rt.Malformed
            items_groups__topics: list[OffsetFetchRequestTopics] = []
            for _ in range(n_groups__topics):
                e_groups__topics, pos = _decode_OffsetFetchRequestTopics_v8(data, pos)
                items_groups__topics.append(e_groups__topics)
            groups__topics = items_groups__topics
        groups__tag_count = data[pos]
        pos += 1
        groups__unknown: rt.Tags = ()
        if groups__tag_count:
            groups__unknown, pos = rt.read_unknown_tags(data, pos - 1)
        e_groups = _new(OffsetFetchRequestGroup)
        e_groups.group_id = groups__group_id
        e_groups.member_id = None
        e_groups.member_epoch = -1
        e_groups.topics = groups__topics
        e_groups.unknown_tagged_fields = groups__unknown
        items_groups.append(e_groups)
    groups = items_groups
    require_stable_raw, tag_count = _S_BB.unpack_from(data, pos)
    pos += 2
    require_stable = rt.BOOLS[require_stable_raw]
    unknown: rt.Tags = ()
    if tag_count:
        unknown, pos = rt.read_unknown_tags(data, pos - 1)
    obj = _new(OffsetFetchRequest)
    obj.group_id = ""
    obj.topics = []
    obj.groups = groups
    obj.require_stable = require_stable
    obj.unknown_tagged_fields = unknown
    return obj, pos


def _decode_OffsetFetchRequest_v9(data: bytes, pos: int) -> tuple[OffsetFetchRequest, int]:
    """Decode OffsetFetchRequest, version 9."""
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
    items_groups: list[OffsetFetchRequestGroup] = []
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
        n_groups__member_id = data[pos]
        pos += 1
        if n_groups__member_id > 127:
            n_groups__member_id, pos = rt.read_string_length(data, pos - 1)
        groups__member_id: str | None
        if not n_groups__member_id:
            groups__member_id = None
        else:
            end = pos + n_groups__member_id - 1
            if end > data_end:
                raise rt.Malformed
            groups__member_id = data[pos:end].decode()
            pos = end
        groups__member_epoch, n_groups__topics = _S_iB.unpack_from(data, pos)
        pos += 5
        if n_groups__topics > 127:
            n_groups__topics, pos = rt.read_uvarint(data, pos - 1)
        n_groups__topics -= 1
        groups__topics: list[OffsetFetchRequestTopics] | None
        if n_groups__topics < 0:
            groups__topics = None
        else:
            if n_groups__topics > data_end - pos:
                raise rt.Malformed
            items_groups__topics: list[OffsetFetchRequestTopics] = []
            for _ in range(n_groups__topics):
                e_groups__topics, pos = _decode_OffsetFetchRequestTopics_v8(data, pos)
                items_groups__topics.append(e_groups__topics)
            groups__topics = items_groups__topics
        groups__tag_count = data[pos]
        pos += 1
        groups__unknown: rt.Tags = ()
        if groups__tag_count:
            groups__unknown, pos = rt.read_unknown_tags(data, pos - 1)
        e_groups = _new(OffsetFetchRequestGroup)
        e_groups.group_id = groups__group_id
        e_groups.member_id = groups__member_id
        e_groups.member_epoch = groups__member_epoch
        e_groups.topics = groups__topics
        e_groups.unknown_tagged_fields = groups__unknown
        items_groups.append(e_groups)
    groups = items_groups
    require_stable_raw, tag_count = _S_BB.unpack_from(data, pos)
    pos += 2
    require_stable = rt.BOOLS[require_stable_raw]
    unknown: rt.Tags = ()
    if tag_count:
        unknown, pos = rt.read_unknown_tags(data, pos - 1)
    obj = _new(OffsetFetchRequest)
    obj.group_id = ""
    obj.topics = []
    obj.groups = groups
    obj.require_stable = require_stable
    obj.unknown_tagged_fields = unknown
    return obj, pos


def _decode_OffsetFetchRequest_v10(data: bytes, pos: int) -> tuple[OffsetFetchRequest, int]:
    """Decode OffsetFetchRequest, version 10."""
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
    items_groups: list[OffsetFetchRequestGroup] = []
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
        n_groups__member_id = data[pos]
        pos += 1
        if n_groups__member_id > 127:
            n_groups__member_id, pos = rt.read_string_length(data, pos - 1)
        groups__member_id: str | None
        if not n_groups__member_id:
            groups__member_id = None
        else:
            end = pos + n_groups__member_id - 1
            if end > data_end:
                raise rt.Malformed
            groups__member_id = data[pos:end].decode()
            pos = end
        groups__member_epoch, n_groups__topics = _S_iB.unpack_from(data, pos)
        pos += 5
        if n_groups__topics > 127:
            n_groups__topics, pos = rt.read_uvarint(data, pos - 1)
        n_groups__topics -= 1
        groups__topics: list[OffsetFetchRequestTopics] | None
        if n_groups__topics < 0:
            groups__topics = None
        else:
            if n_groups__topics > data_end - pos:
                raise rt.Malformed
            items_groups__topics: list[OffsetFetchRequestTopics] = []
            for _ in range(n_groups__topics):
                e_groups__topics, pos = _decode_OffsetFetchRequestTopics_v10(data, pos)
                items_groups__topics.append(e_groups__topics)
            groups__topics = items_groups__topics
        groups__tag_count = data[pos]
        pos += 1
        groups__unknown: rt.Tags = ()
        if groups__tag_count:
            groups__unknown, pos = rt.read_unknown_tags(data, pos - 1)
        e_groups = _new(OffsetFetchRequestGroup)
        e_groups.group_id = groups__group_id
        e_groups.member_id = groups__member_id
        e_groups.member_epoch = groups__member_epoch
        e_groups.topics = groups__topics
        e_groups.unknown_tagged_fields = groups__unknown
        items_groups.append(e_groups)
    groups = items_groups
    require_stable_raw, tag_count = _S_BB.unpack_from(data, pos)
    pos += 2
    require_stable = rt.BOOLS[require_stable_raw]
    unknown: rt.Tags = ()
    if tag_count:
        unknown, pos = rt.read_unknown_tags(data, pos - 1)
    obj = _new(OffsetFetchRequest)
    obj.group_id = ""
    obj.topics = []
    obj.groups = groups
    obj.require_stable = require_stable
    obj.unknown_tagged_fields = unknown
    return obj, pos


def _encode_OffsetFetchRequest_v0(obj: OffsetFetchRequest, out: bytearray) -> None:
    """Encode OffsetFetchRequest, versions 0, 1."""
    if obj.groups != []:
        raise rt.Malformed
    if obj.require_stable is not False:
        raise rt.Malformed
    b_group_id = obj.group_id.encode()
    out += _S_h.pack(len(b_group_id))
    out += b_group_id
    v_topics = obj.topics
    if v_topics is None:
        raise rt.Malformed
    a_topics = v_topics
    out += _S_i.pack(len(a_topics))
    for e_topics in a_topics:
        b_topics__name = e_topics.name.encode()
        out += _S_h.pack(len(b_topics__name))
        out += b_topics__name
        a_topics__partition_indexes = e_topics.partition_indexes
        out += _S_i.pack(len(a_topics__partition_indexes))
        out += struct.pack(f">{len(a_topics__partition_indexes)}i", *a_topics__partition_indexes)
        if e_topics.unknown_tagged_fields:
            raise rt.Malformed
    if obj.unknown_tagged_fields:
        raise rt.Malformed


def _encode_OffsetFetchRequest_v2(obj: OffsetFetchRequest, out: bytearray) -> None:
    """Encode OffsetFetchRequest, versions 2, 3, 4, 5."""
    if obj.groups != []:
        raise rt.Malformed
    if obj.require_stable is not False:
        raise rt.Malformed
    b_group_id = obj.group_id.encode()
    out += _S_h.pack(len(b_group_id))
    out += b_group_id
    a_topics = obj.topics
    out += _S_i.pack(-1 if a_topics is None else len(a_topics))
    if a_topics is not None:
        for e_topics in a_topics:
            b_topics__name = e_topics.name.encode()
            out += _S_h.pack(len(b_topics__name))
            out += b_topics__name
            a_topics__partition_indexes = e_topics.partition_indexes
            out += _S_i.pack(len(a_topics__partition_indexes))
            out += struct.pack(
                f">{len(a_topics__partition_indexes)}i", *a_topics__partition_indexes
            )
            if e_topics.unknown_tagged_fields:
                raise rt.Malformed
    if obj.unknown_tagged_fields:
        raise rt.Malformed


def _encode_OffsetFetchRequest_v6(obj: OffsetFetchRequest, out: bytearray) -> None:
    """Encode OffsetFetchRequest, version 6."""
    append = out.append
    if obj.groups != []:
        raise rt.Malformed
    if obj.require_stable is not False:
        raise rt.Malformed
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
            b_topics__name = e_topics.name.encode()
            n = len(b_topics__name) + 1
            if n < 128:
                append(n)
            else:
                out += rt.string_length(n)
            out += b_topics__name
            a_topics__partition_indexes = e_topics.partition_indexes
            n = len(a_topics__partition_indexes) + 1
            if n < 128:
                append(n)
            else:
                out += rt.uvarint(n)
            out += struct.pack(
                f">{len(a_topics__partition_indexes)}i", *a_topics__partition_indexes
            )
            if e_topics.unknown_tagged_fields:
                rt.write_tags(out, (), e_topics.unknown_tagged_fields)
            else:
                append(0)
    if obj.unknown_tagged_fields:
        rt.write_tags(out, (), obj.unknown_tagged_fields)
    else:
        append(0)


def _encode_OffsetFetchRequest_v7(obj: OffsetFetchRequest, out: bytearray) -> None:
    """Encode OffsetFetchRequest, version 7."""
    append = out.append
    if obj.groups != []:
        raise rt.Malformed
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
            b_topics__name = e_topics.name.encode()
            n = len(b_topics__name) + 1
            if n < 128:
                append(n)
            else:
                out += rt.string_length(n)
            out += b_topics__name
            a_topics__partition_indexes = e_topics.partition_indexes
            n = len(a_topics__partition_indexes) + 1
            if n < 128:
                append(n)
            else:
                out += rt.uvarint(n)
            out += struct.pack(
                f">{len(a_topics__partition_indexes)}i", *a_topics__partition_indexes
            )
            if e_topics.unknown_tagged_fields:
                rt.write_tags(out, (), e_topics.unknown_tagged_fields)
            else:
                append(0)
    if obj.require_stable is not True and obj.require_stable is not False:
        raise rt.Malformed
    out += _S_o.pack(obj.require_stable)
    if obj.unknown_tagged_fields:
        rt.write_tags(out, (), obj.unknown_tagged_fields)
    else:
        append(0)


def _encode_OffsetFetchRequest_v8(obj: OffsetFetchRequest, out: bytearray) -> None:
    """Encode OffsetFetchRequest, version 8."""
    append = out.append
    if obj.group_id != "":
        raise rt.Malformed
    if obj.topics != []:
        raise rt.Malformed
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
                b_groups__topics__name = e_groups__topics.name.encode()
                n = len(b_groups__topics__name) + 1
                if n < 128:
                    append(n)
                else:
                    out += rt.string_length(n)
                out += b_groups__topics__name
                a_groups__topics__partition_indexes = e_groups__topics.partition_indexes
                n = len(a_groups__topics__partition_indexes) + 1
                if n < 128:
                    append(n)
                else:
                    out += rt.uvarint(n)
                out += struct.pack(
                    f">{len(a_groups__topics__partition_indexes)}i",
                    *a_groups__topics__partition_indexes,
                )
                if e_groups__topics.unknown_tagged_fields:
                    rt.write_tags(out, (), e_groups__topics.unknown_tagged_fields)
                else:
                    append(0)
        if e_groups.unknown_tagged_fields:
            rt.write_tags(out, (), e_groups.unknown_tagged_fields)
        else:
            append(0)
    if obj.require_stable is not True and obj.require_stable is not False:
        raise rt.Malformed
    out += _S_o.pack(obj.require_stable)
    if obj.unknown_tagged_fields:
        rt.write_tags(out, (), obj.unknown_tagged_fields)
    else:
        append(0)


def _encode_OffsetFetchRequest_v9(obj: OffsetFetchRequest, out: bytearray) -> None:
    """Encode OffsetFetchRequest, version 9."""
    append = out.append
    if obj.group_id != "":
        raise rt.Malformed
    if obj.topics != []:
        raise rt.Malformed
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
        s_groups__member_id = e_groups.member_id
        if s_groups__member_id is None:
            append(0)
        else:
            b_groups__member_id = s_groups__member_id.encode()
            n = len(b_groups__member_id) + 1
            if n < 128:
                append(n)
            else:
                out += rt.string_length(n)
            out += b_groups__member_id
        out += _S_i.pack(e_groups.member_epoch)
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
                b_groups__topics__name = e_groups__topics.name.encode()
                n = len(b_groups__topics__name) + 1
                if n < 128:
                    append(n)
                else:
                    out += rt.string_length(n)
                out += b_groups__topics__name
                a_groups__topics__partition_indexes = e_groups__topics.partition_indexes
                n = len(a_groups__topics__partition_indexes) + 1
                if n < 128:
                    append(n)
                else:
                    out += rt.uvarint(n)
                out += struct.pack(
                    f">{len(a_groups__topics__partition_indexes)}i",
                    *a_groups__topics__partition_indexes,
                )
                if e_groups__topics.unknown_tagged_fields:
                    rt.write_tags(out, (), e_groups__topics.unknown_tagged_fields)
                else:
                    append(0)
        if e_groups.unknown_tagged_fields:
            rt.write_tags(out, (), e_groups.unknown_tagged_fields)
        else:
            append(0)
    if obj.require_stable is not True and obj.require_stable is not False:
        raise rt.Malformed
    out += _S_o.pack(obj.require_stable)
    if obj.unknown_tagged_fields:
        rt.write_tags(out, (), obj.unknown_tagged_fields)
    else:
        append(0)


def _encode_OffsetFetchRequest_v10(obj: OffsetFetchRequest, out: bytearray) -> None:
    """Encode OffsetFetchRequest, version 10."""
    append = out.append
    if obj.group_id != "":
        raise rt.Malformed
    if obj.topics != []:
        raise rt.Malformed
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
        s_groups__member_id = e_groups.member_id
        if s_groups__member_id is None:
            append(0)
        else:
            b_groups__member_id = s_groups__member_id.encode()
            n = len(b_groups__member_id) + 1
            if n < 128:
                append(n)
            else:
                out += rt.string_length(n)
            out += b_groups__member_id
        out += _S_i.pack(e_groups.member_epoch)
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
                out += _S_u.pack(e_groups__topics.topic_id.bytes)
                a_groups__topics__partition_indexes = e_groups__topics.partition_indexes
                n = len(a_groups__topics__partition_indexes) + 1
                if n < 128:
                    append(n)
                else:
                    out += rt.uvarint(n)
                out += struct.pack(
                    f">{len(a_groups__topics__partition_indexes)}i",
                    *a_groups__topics__partition_indexes,
                )
                if e_groups__topics.unknown_tagged_fields:
                    rt.write_tags(out, (), e_groups__topics.unknown_tagged_fields)
                else:
                    append(0)
        if e_groups.unknown_tagged_fields:
            rt.write_tags(out, (), e_groups.unknown_tagged_fields)
        else:
            append(0)
    if obj.require_stable is not True and obj.require_stable is not False:
        raise rt.Malformed
    out += _S_o.pack(obj.require_stable)
    if obj.unknown_tagged_fields:
        rt.write_tags(out, (), obj.unknown_tagged_fields)
    else:
        append(0)


OffsetFetchRequestTopic._SCHEMA = rt.StructInfo(
    "OffsetFetchRequestTopic",
    (
        rt.FieldInfo("name", "name", "string", rt.vr("0-7"), default=""),
        rt.FieldInfo(
            "partition_indexes",
            "partitionIndexes",
            "int32",
            rt.vr("0-7"),
            is_array=True,
            default=(),
        ),
    ),
    flexible=rt.vr("6+"),
)
OffsetFetchRequestTopic._DECODERS = {
    0: _decode_OffsetFetchRequestTopic_v0,
    1: _decode_OffsetFetchRequestTopic_v0,
    2: _decode_OffsetFetchRequestTopic_v0,
    3: _decode_OffsetFetchRequestTopic_v0,
    4: _decode_OffsetFetchRequestTopic_v0,
    5: _decode_OffsetFetchRequestTopic_v0,
    6: _decode_OffsetFetchRequestTopic_v6,
    7: _decode_OffsetFetchRequestTopic_v6,
}
OffsetFetchRequestTopic._ENCODERS = {
    0: _encode_OffsetFetchRequestTopic_v0,
    1: _encode_OffsetFetchRequestTopic_v0,
    2: _encode_OffsetFetchRequestTopic_v0,
    3: _encode_OffsetFetchRequestTopic_v0,
    4: _encode_OffsetFetchRequestTopic_v0,
    5: _encode_OffsetFetchRequestTopic_v0,
    6: _encode_OffsetFetchRequestTopic_v6,
    7: _encode_OffsetFetchRequestTopic_v6,
}

OffsetFetchRequestTopics._SCHEMA = rt.StructInfo(
    "OffsetFetchRequestTopics",
    (
        rt.FieldInfo("name", "name", "string", rt.vr("8-9"), default="", ignorable=True),
        rt.FieldInfo(
            "topic_id", "topicId", "uuid", rt.vr("10+"), default=rt.ZERO_UUID, ignorable=True
        ),
        rt.FieldInfo(
            "partition_indexes", "partitionIndexes", "int32", rt.vr("8+"), is_array=True, default=()
        ),
    ),
    flexible=rt.vr("6+"),
)
OffsetFetchRequestTopics._DECODERS = {
    8: _decode_OffsetFetchRequestTopics_v8,
    9: _decode_OffsetFetchRequestTopics_v8,
    10: _decode_OffsetFetchRequestTopics_v10,
}
OffsetFetchRequestTopics._ENCODERS = {
    8: _encode_OffsetFetchRequestTopics_v8,
    9: _encode_OffsetFetchRequestTopics_v8,
    10: _encode_OffsetFetchRequestTopics_v10,
}

OffsetFetchRequestGroup._SCHEMA = rt.StructInfo(
    "OffsetFetchRequestGroup",
    (
        rt.FieldInfo("group_id", "groupId", "string", rt.vr("8+"), default=""),
        rt.FieldInfo(
            "member_id", "memberId", "string", rt.vr("9+"), nullable=rt.vr("9+"), ignorable=True
        ),
        rt.FieldInfo(
            "member_epoch", "memberEpoch", "int32", rt.vr("9+"), default=-1, ignorable=True
        ),
        rt.FieldInfo(
            "topics",
            "topics",
            "struct",
            rt.vr("8+"),
            is_array=True,
            struct=lambda: OffsetFetchRequestTopics,
            nullable=rt.vr("8+"),
            default=(),
        ),
    ),
    flexible=rt.vr("6+"),
)
OffsetFetchRequestGroup._DECODERS = {
    8: _decode_OffsetFetchRequestGroup_v8,
    9: _decode_OffsetFetchRequestGroup_v9,
    10: _decode_OffsetFetchRequestGroup_v10,
}
OffsetFetchRequestGroup._ENCODERS = {
    8: _encode_OffsetFetchRequestGroup_v8,
    9: _encode_OffsetFetchRequestGroup_v9,
    10: _encode_OffsetFetchRequestGroup_v10,
}

OffsetFetchRequest._SCHEMA = rt.StructInfo(
    "OffsetFetchRequest",
    (
        rt.FieldInfo("group_id", "groupId", "string", rt.vr("0-7"), default=""),
        rt.FieldInfo(
            "topics",
            "topics",
            "struct",
            rt.vr("0-7"),
            is_array=True,
            struct=lambda: OffsetFetchRequestTopic,
            nullable=rt.vr("2-7"),
            default=(),
        ),
        rt.FieldInfo(
            "groups",
            "groups",
            "struct",
            rt.vr("8+"),
            is_array=True,
            struct=lambda: OffsetFetchRequestGroup,
            default=(),
        ),
        rt.FieldInfo("require_stable", "requireStable", "bool", rt.vr("7+"), default=False),
    ),
    flexible=rt.vr("6+"),
)
OffsetFetchRequest._DECODERS = {
    0: _decode_OffsetFetchRequest_v0,
    1: _decode_OffsetFetchRequest_v0,
    2: _decode_OffsetFetchRequest_v2,
    3: _decode_OffsetFetchRequest_v2,
    4: _decode_OffsetFetchRequest_v2,
    5: _decode_OffsetFetchRequest_v2,
    6: _decode_OffsetFetchRequest_v6,
    7: _decode_OffsetFetchRequest_v7,
    8: _decode_OffsetFetchRequest_v8,
    9: _decode_OffsetFetchRequest_v9,
    10: _decode_OffsetFetchRequest_v10,
}
OffsetFetchRequest._ENCODERS = {
    0: _encode_OffsetFetchRequest_v0,
    1: _encode_OffsetFetchRequest_v0,
    2: _encode_OffsetFetchRequest_v2,
    3: _encode_OffsetFetchRequest_v2,
    4: _encode_OffsetFetchRequest_v2,
    5: _encode_OffsetFetchRequest_v2,
    6: _encode_OffsetFetchRequest_v6,
    7: _encode_OffsetFetchRequest_v7,
    8: _encode_OffsetFetchRequest_v8,
    9: _encode_OffsetFetchRequest_v9,
    10: _encode_OffsetFetchRequest_v10,
}
