"""MetadataRequest: generated from MetadataRequest.json; edit the schema, not this file."""

from __future__ import annotations

import struct
from typing import ClassVar
from uuid import UUID

import attrs

from kgroup_proto import runtime as rt

_new = object.__new__
_S_BBB = struct.Struct(">BBB")
_S_BBBB = struct.Struct(">BBBB")
_S_h = struct.Struct(">h")
_S_i = struct.Struct(">i")
_S_o = struct.Struct(">?")
_S_oo = struct.Struct(">??")
_S_ooo = struct.Struct(">???")
_S_u = struct.Struct(">16s")


@attrs.define(weakref_slot=False)
class MetadataRequestTopic(rt.Struct):
    """Topics to describe; null for every topic (v1+), empty for none.

    Versions 0-13; flexible 9+.

    Attributes:
        topic_id: ID of the topic; the zero UUID when the topic is named. (versions 10+)
        name: Name of the topic; null when it is looked up by ID. (versions 0+, nullable
            10+)
    """

    VALID_VERSIONS: ClassVar[range] = range(0, 14)
    FLEXIBLE_VERSIONS: ClassVar[range | None] = range(9, rt.VERSION_LIMIT)

    topic_id: UUID = rt.ZERO_UUID
    name: str | None = ""
    unknown_tagged_fields: rt.Tags = ()


@attrs.define(weakref_slot=False)
class MetadataRequest(rt.Struct):
    """The MetadataRequest request.

    API key 3, versions 0-13; flexible 9+.

    Attributes:
        topics: Topics to describe; null for every topic (v1+), empty for none. (versions
            0+, nullable 1+)
        allow_auto_topic_creation: Whether the broker may create requested topics that do
            not exist. (versions 4+)
        include_cluster_authorized_operations: Whether to return the cluster's authorized-
            operation bitfield. (versions 8-10)
        include_topic_authorized_operations: Whether to return each topic's authorized-
            operation bitfield. (versions 8+)
    """

    API_KEY: ClassVar[int | None] = 3
    MESSAGE_TYPE: ClassVar[str] = "request"
    VALID_VERSIONS: ClassVar[range] = range(0, 14)
    FLEXIBLE_VERSIONS: ClassVar[range | None] = range(9, rt.VERSION_LIMIT)

    topics: list[MetadataRequestTopic] | None = attrs.field(factory=list)
    allow_auto_topic_creation: bool = True
    include_cluster_authorized_operations: bool = False
    include_topic_authorized_operations: bool = False
    unknown_tagged_fields: rt.Tags = ()


def _decode_MetadataRequestTopic_v0(data: bytes, pos: int) -> tuple[MetadataRequestTopic, int]:
    """Decode MetadataRequestTopic, versions 0, 1, 2, 3, 4, 5, 6, 7, 8."""
    data_end = len(data)
    (n_name,) = _S_h.unpack_from(data, pos)
    pos += 2
    end = pos + n_name
    if n_name < 0 or end > data_end:
        raise rt.Malformed
    name = data[pos:end].decode()
    pos = end
    obj = _new(MetadataRequestTopic)
    obj.topic_id = rt.ZERO_UUID
    obj.name = name
    obj.unknown_tagged_fields = ()
    return obj, pos


def _decode_MetadataRequestTopic_v9(data: bytes, pos: int) -> tuple[MetadataRequestTopic, int]:
    """Decode MetadataRequestTopic, version 9."""
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
    tag_count = data[pos]
    pos += 1
    unknown: rt.Tags = ()
    if tag_count:
        unknown, pos = rt.read_unknown_tags(data, pos - 1)
    obj = _new(MetadataRequestTopic)
    obj.topic_id = rt.ZERO_UUID
    obj.name = name
    obj.unknown_tagged_fields = unknown
    return obj, pos


def _decode_MetadataRequestTopic_v10(data: bytes, pos: int) -> tuple[MetadataRequestTopic, int]:
    """Decode MetadataRequestTopic, versions 10, 11, 12, 13."""
    data_end = len(data)
    (topic_id_raw,) = _S_u.unpack_from(data, pos)
    pos += 16
    topic_id = UUID(bytes=topic_id_raw)
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
    tag_count = data[pos]
    pos += 1
    unknown: rt.Tags = ()
    if tag_count:
        unknown, pos = rt.read_unknown_tags(data, pos - 1)
    obj = _new(MetadataRequestTopic)
    obj.topic_id = topic_id
    obj.name = name
    obj.unknown_tagged_fields = unknown
    return obj, pos


def _encode_MetadataRequestTopic_v0(obj: MetadataRequestTopic, out: bytearray) -> None:
    """Encode MetadataRequestTopic, versions 0, 1, 2, 3, 4, 5, 6, 7, 8."""
    v_name = obj.name
    if v_name is None:
        raise rt.Malformed
    b_name = v_name.encode()
    out += _S_h.pack(len(b_name))
    out += b_name
    if obj.unknown_tagged_fields:
        raise rt.Malformed


def _encode_MetadataRequestTopic_v9(obj: MetadataRequestTopic, out: bytearray) -> None:
    """Encode MetadataRequestTopic, version 9."""
    v_name = obj.name
    if v_name is None:
        raise rt.Malformed
    b_name = v_name.encode()
    n = len(b_name) + 1
    if n < 128:
        out.append(n)
    else:
        out += rt.string_length(n)
    out += b_name
    if obj.unknown_tagged_fields:
        rt.write_tags(out, (), obj.unknown_tagged_fields)
    else:
        out.append(0)


def _encode_MetadataRequestTopic_v10(obj: MetadataRequestTopic, out: bytearray) -> None:
    """Encode MetadataRequestTopic, versions 10, 11, 12, 13."""
    out += _S_u.pack(obj.topic_id.bytes)
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
    if obj.unknown_tagged_fields:
        rt.write_tags(out, (), obj.unknown_tagged_fields)
    else:
        out.append(0)


def _decode_MetadataRequest_v0(data: bytes, pos: int) -> tuple[MetadataRequest, int]:
    """Decode MetadataRequest, version 0."""
    data_end = len(data)
    (n_topics,) = _S_i.unpack_from(data, pos)
    pos += 4
    if n_topics < 0:
        raise rt.Malformed
    if n_topics > data_end - pos:
        raise rt.Malformed
    items_topics: list[MetadataRequestTopic] = []
    for _ in range(n_topics):
        (n_topics__name,) = _S_h.unpack_from(data, pos)
        pos += 2
        end = pos + n_topics__name
        if n_topics__name < 0 or end > data_end:
            raise rt.Malformed
        topics__name = data[pos:end].decode()
        pos = end
        e_topics = _new(MetadataRequestTopic)
        e_topics.topic_id = rt.ZERO_UUID
        e_topics.name = topics__name
        e_topics.unknown_tagged_fields = ()
        items_topics.append(e_topics)
    topics = items_topics
    obj = _new(MetadataRequest)
    obj.topics = topics
    obj.allow_auto_topic_creation = True
    obj.include_cluster_authorized_operations = False
    obj.include_topic_authorized_operations = False
    obj.unknown_tagged_fields = ()
    return obj, pos


def _decode_MetadataRequest_v1(data: bytes, pos: int) -> tuple[MetadataRequest, int]:
    """Decode MetadataRequest, versions 1, 2, 3."""
    data_end = len(data)
    (n_topics,) = _S_i.unpack_from(data, pos)
    pos += 4
    topics: list[MetadataRequestTopic] | None
    if n_topics < 0:
        if n_topics != -1:
            raise rt.Malformed
        topics = None
    else:
        if n_topics > data_end - pos:
            raise rt.Malformed
        items_topics: list[MetadataRequestTopic] = []
        for _ in range(n_topics):
            (n_topics__name,) = _S_h.unpack_from(data, pos)
            pos += 2
            end = pos + n_topics__name
            if n_topics__name < 0 or end > data_end:
                raise rt.Malformed
            topics__name = data[pos:end].decode()
            pos = end
            e_topics = _new(MetadataRequestTopic)
            e_topics.topic_id = rt.ZERO_UUID
            e_topics.name = topics__name
            e_topics.unknown_tagged_fields = ()
            items_topics.append(e_topics)
        topics = items_topics
    obj = _new(MetadataRequest)
    obj.topics = topics
    obj.allow_auto_topic_creation = True
    obj.include_cluster_authorized_operations = False
    obj.include_topic_authorized_operations = False
    obj.unknown_tagged_fields = ()
    return obj, pos


def _decode_MetadataRequest_v4(data: bytes, pos: int) -> tuple[MetadataRequest, int]:
    """Decode MetadataRequest, versions 4, 5, 6, 7."""
    data_end = len(data)
    (n_topics,) = _S_i.unpack_from(data, pos)
    pos += 4
    topics: list[MetadataRequestTopic] | None
    if n_topics < 0:
        if n_topics != -1:
            raise rt.Malformed
        topics = None
    else:
        if n_topics > data_end - pos:
            raise rt.Malformed
        items_topics: list[MetadataRequestTopic] = []
        for _ in range(n_topics):
            (n_topics__name,) = _S_h.unpack_from(data, pos)
            pos += 2
            end = pos + n_topics__name
            if n_topics__name < 0 or end > data_end:
                raise rt.Malformed
            topics__name = data[pos:end].decode()
            pos = end
            e_topics = _new(MetadataRequestTopic)
            e_topics.topic_id = rt.ZERO_UUID
            e_topics.name = topics__name
            e_topics.unknown_tagged_fields = ()
            items_topics.append(e_topics)
        topics = items_topics
    allow_auto_topic_creation_raw = data[pos]
    pos += 1
    allow_auto_topic_creation = rt.BOOLS[allow_auto_topic_creation_raw]
    obj = _new(MetadataRequest)
    obj.topics = topics
    obj.allow_auto_topic_creation = allow_auto_topic_creation
    obj.include_cluster_authorized_operations = False
    obj.include_topic_authorized_operations = False
    obj.unknown_tagged_fields = ()
    return obj, pos


def _decode_MetadataRequest_v8(data: bytes, pos: int) -> tuple[MetadataRequest, int]:
    """Decode MetadataRequest, version 8."""
    data_end = len(data)
    (n_topics,) = _S_i.unpack_from(data, pos)
    pos += 4
    topics: list[MetadataRequestTopic] | None
    if n_topics < 0:
        if n_topics != -1:
            raise rt.Malformed
        topics = None
    else:
        if n_topics > data_end - pos:
            raise rt.Malformed
        items_topics: list[MetadataRequestTopic] = []
        for _ in range(n_topics):
            (n_topics__name,) = _S_h.unpack_from(data, pos)
            pos += 2
            end = pos + n_topics__name
            if n_topics__name < 0 or end > data_end:
                raise rt.Malformed
            topics__name = data[pos:end].decode()
            pos = end
            e_topics = _new(MetadataRequestTopic)
            e_topics.topic_id = rt.ZERO_UUID
            e_topics.name = topics__name
            e_topics.unknown_tagged_fields = ()
            items_topics.append(e_topics)
        topics = items_topics
    (
        allow_auto_topic_creation_raw,
        include_cluster_authorized_operations_raw,
        include_topic_authorized_operations_raw,
    ) = _S_BBB.unpack_from(data, pos)
    pos += 3
    allow_auto_topic_creation = rt.BOOLS[allow_auto_topic_creation_raw]
    include_cluster_authorized_operations = rt.BOOLS[include_cluster_authorized_operations_raw]
    include_topic_authorized_operations = rt.BOOLS[include_topic_authorized_operations_raw]
    obj = _new(MetadataRequest)
    obj.topics = topics
    obj.allow_auto_topic_creation = allow_auto_topic_creation
    obj.include_cluster_authorized_operations = include_cluster_authorized_operations
    obj.include_topic_authorized_operations = include_topic_authorized_operations
    obj.unknown_tagged_fields = ()
    return obj, pos


def _decode_MetadataRequest_v9(data: bytes, pos: int) -> tuple[MetadataRequest, int]:
    """Decode MetadataRequest, version 9."""
    data_end = len(data)
    n_topics = data[pos]
    pos += 1
    if n_topics > 127:
        n_topics, pos = rt.read_uvarint(data, pos - 1)
    n_topics -= 1
    topics: list[MetadataRequestTopic] | None
    if n_topics < 0:
        topics = None
    else:
        if n_topics > data_end - pos:
            raise rt.Malformed
        items_topics: list[MetadataRequestTopic] = []
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
            topics__tag_count = data[pos]
            pos += 1
            topics__unknown: rt.Tags = ()
            if topics__tag_count:
                topics__unknown, pos = rt.read_unknown_tags(data, pos - 1)
            e_topics = _new(MetadataRequestTopic)
            e_topics.topic_id = rt.ZERO_UUID
            e_topics.name = topics__name
            e_topics.unknown_tagged_fields = topics__unknown
            items_topics.append(e_topics)
        topics = items_topics
    (
        allow_auto_topic_creation_raw,
        include_cluster_authorized_operations_raw,
        include_topic_authorized_operations_raw,
        tag_count,
    ) = _S_BBBB.unpack_from(data, pos)
    pos += 4
    allow_auto_topic_creation = rt.BOOLS[allow_auto_topic_creation_raw]
    include_cluster_authorized_operations = rt.BOOLS[include_cluster_authorized_operations_raw]
    include_topic_authorized_operations = rt.BOOLS[include_topic_authorized_operations_raw]
    unknown: rt.Tags = ()
    if tag_count:
        unknown, pos = rt.read_unknown_tags(data, pos - 1)
    obj = _new(MetadataRequest)
    obj.topics = topics
    obj.allow_auto_topic_creation = allow_auto_topic_creation
    obj.include_cluster_authorized_operations = include_cluster_authorized_operations
    obj.include_topic_authorized_operations = include_topic_authorized_operations
    obj.unknown_tagged_fields = unknown
    return obj, pos


def _decode_MetadataRequest_v10(data: bytes, pos: int) -> tuple[MetadataRequest, int]:
    """Decode MetadataRequest, version 10."""
    data_end = len(data)
    n_topics = data[pos]
    pos += 1
    if n_topics > 127:
        n_topics, pos = rt.read_uvarint(data, pos - 1)
    n_topics -= 1
    topics: list[MetadataRequestTopic] | None
    if n_topics < 0:
        topics = None
    else:
        if n_topics > data_end - pos:
            raise rt.Malformed
        items_topics: list[MetadataRequestTopic] = []
        for _ in range(n_topics):
            (topics__topic_id_raw,) = _S_u.unpack_from(data, pos)
            pos += 16
            topics__topic_id = UUID(bytes=topics__topic_id_raw)
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
            topics__tag_count = data[pos]
            pos += 1
            topics__unknown: rt.Tags = ()
            if topics__tag_count:
                topics__unknown, pos = rt.read_unknown_tags(data, pos - 1)
            e_topics = _new(MetadataRequestTopic)
            e_topics.topic_id = topics__topic_id
            e_topics.name = topics__name
            e_topics.unknown_tagged_fields = topics__unknown
            items_topics.append(e_topics)
        topics = items_topics
    (
        allow_auto_topic_creation_raw,
        include_cluster_authorized_operations_raw,
        include_topic_authorized_operations_raw,
        tag_count,
    ) = _S_BBBB.unpack_from(data, pos)
    pos += 4
    allow_auto_topic_creation = rt.BOOLS[allow_auto_topic_creation_raw]
    include_cluster_authorized_operations = rt.BOOLS[include_cluster_authorized_operations_raw]
    include_topic_authorized_operations = rt.BOOLS[include_topic_authorized_operations_raw]
    unknown: rt.Tags = ()
    if tag_count:
        unknown, pos = rt.read_unknown_tags(data, pos - 1)
    obj = _new(MetadataRequest)
    obj.topics = topics
    obj.allow_auto_topic_creation = allow_auto_topic_creation
    obj.include_cluster_authorized_operations = include_cluster_authorized_operations
    obj.include_topic_authorized_operations = include_topic_authorized_operations
    obj.unknown_tagged_fields = unknown
    return obj, pos


def _decode_MetadataRequest_v11(data: bytes, pos: int) -> tuple[MetadataRequest, int]:
    """Decode MetadataRequest, versions 11, 12, 13."""
    data_end = len(data)
    n_topics = data[pos]
    pos += 1
    if n_topics > 127:
        n_topics, pos = rt.read_uvarint(data, pos - 1)
    n_topics -= 1
    topics: list[MetadataRequestTopic] | None
    if n_topics < 0:
        topics = None
    else:
        if n_topics > data_end - pos:
            raise rt.Malformed
        items_topics: list[MetadataRequestTopic] = []
        for _ in range(n_topics):
            (topics__topic_id_raw,) = _S_u.unpack_from(data, pos)
            pos += 16
            topics__topic_id = UUID(bytes=topics__topic_id_raw)
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
            topics__tag_count = data[pos]
            pos += 1
            topics__unknown: rt.Tags = ()
            if topics__tag_count:
                topics__unknown, pos = rt.read_unknown_tags(data, pos - 1)
            e_topics = _new(MetadataRequestTopic)
            e_topics.topic_id = topics__topic_id
            e_topics.name = topics__name
            e_topics.unknown_tagged_fields = topics__unknown
            items_topics.append(e_topics)
        topics = items_topics
    allow_auto_topic_creation_raw, include_topic_authorized_operations_raw, tag_count = (
        _S_BBB.unpack_from(data, pos)
    )
    pos += 3
    allow_auto_topic_creation = rt.BOOLS[allow_auto_topic_creation_raw]
    include_topic_authorized_operations = rt.BOOLS[include_topic_authorized_operations_raw]
    unknown: rt.Tags = ()
    if tag_count:
        unknown, pos = rt.read_unknown_tags(data, pos - 1)
    obj = _new(MetadataRequest)
    obj.topics = topics
    obj.allow_auto_topic_creation = allow_auto_topic_creation
    obj.include_cluster_authorized_operations = False
    obj.include_topic_authorized_operations = include_topic_authorized_operations
    obj.unknown_tagged_fields = unknown
    return obj, pos


def _encode_MetadataRequest_v0(obj: MetadataRequest, out: bytearray) -> None:
    """Encode MetadataRequest, version 0."""
    if obj.allow_auto_topic_creation is not True:
        raise rt.Malformed
    if obj.include_cluster_authorized_operations is not False:
        raise rt.Malformed
    if obj.include_topic_authorized_operations is not False:
        raise rt.Malformed
    v_topics = obj.topics
    if v_topics is None:
        raise rt.Malformed
    a_topics = v_topics
    out += _S_i.pack(len(a_topics))
    for e_topics in a_topics:
        v_topics__name = e_topics.name
        if v_topics__name is None:
            raise rt.Malformed
        b_topics__name = v_topics__name.encode()
        out += _S_h.pack(len(b_topics__name))
        out += b_topics__name
        if e_topics.unknown_tagged_fields:
            raise rt.Malformed
    if obj.unknown_tagged_fields:
        raise rt.Malformed


def _encode_MetadataRequest_v1(obj: MetadataRequest, out: bytearray) -> None:
    """Encode MetadataRequest, versions 1, 2, 3."""
    if obj.allow_auto_topic_creation is not True:
        raise rt.Malformed
    if obj.include_cluster_authorized_operations is not False:
        raise rt.Malformed
    if obj.include_topic_authorized_operations is not False:
        raise rt.Malformed
    a_topics = obj.topics
    out += _S_i.pack(-1 if a_topics is None else len(a_topics))
    if a_topics is not None:
        for e_topics in a_topics:
            v_topics__name = e_topics.name
            if v_topics__name is None:
                raise rt.Malformed
            b_topics__name = v_topics__name.encode()
            out += _S_h.pack(len(b_topics__name))
            out += b_topics__name
            if e_topics.unknown_tagged_fields:
                raise rt.Malformed
    if obj.unknown_tagged_fields:
        raise rt.Malformed


def _encode_MetadataRequest_v4(obj: MetadataRequest, out: bytearray) -> None:
    """Encode MetadataRequest, versions 4, 5, 6, 7."""
    if obj.include_cluster_authorized_operations is not False:
        raise rt.Malformed
    if obj.include_topic_authorized_operations is not False:
        raise rt.Malformed
    a_topics = obj.topics
    out += _S_i.pack(-1 if a_topics is None else len(a_topics))
    if a_topics is not None:
        for e_topics in a_topics:
            v_topics__name = e_topics.name
            if v_topics__name is None:
                raise rt.Malformed
            b_topics__name = v_topics__name.encode()
            out += _S_h.pack(len(b_topics__name))
            out += b_topics__name
            if e_topics.unknown_tagged_fields:
                raise rt.Malformed
    if obj.allow_auto_topic_creation is not True and obj.allow_auto_topic_creation is not False:
        raise rt.Malformed
    out += _S_o.pack(obj.allow_auto_topic_creation)
    if obj.unknown_tagged_fields:
        raise rt.Malformed


def _encode_MetadataRequest_v8(obj: MetadataRequest, out: bytearray) -> None:
    """Encode MetadataRequest, version 8."""
    a_topics = obj.topics
    out += _S_i.pack(-1 if a_topics is None else len(a_topics))
    if a_topics is not None:
        for e_topics in a_topics:
            v_topics__name = e_topics.name
            if v_topics__name is None:
                raise rt.Malformed
            b_topics__name = v_topics__name.encode()
            out += _S_h.pack(len(b_topics__name))
            out += b_topics__name
            if e_topics.unknown_tagged_fields:
                raise rt.Malformed
    if obj.allow_auto_topic_creation is not True and obj.allow_auto_topic_creation is not False:
        raise rt.Malformed
    if (
        obj.include_cluster_authorized_operations is not True
        and obj.include_cluster_authorized_operations is not False
    ):
        raise rt.Malformed
    if (
        obj.include_topic_authorized_operations is not True
        and obj.include_topic_authorized_operations is not False
    ):
        raise rt.Malformed
    out += _S_ooo.pack(
        obj.allow_auto_topic_creation,
        obj.include_cluster_authorized_operations,
        obj.include_topic_authorized_operations,
    )
    if obj.unknown_tagged_fields:
        raise rt.Malformed


def _encode_MetadataRequest_v9(obj: MetadataRequest, out: bytearray) -> None:
    """Encode MetadataRequest, version 9."""
    append = out.append
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
            v_topics__name = e_topics.name
            if v_topics__name is None:
                raise rt.Malformed
            b_topics__name = v_topics__name.encode()
            n = len(b_topics__name) + 1
            if n < 128:
                append(n)
            else:
                out += rt.string_length(n)
            out += b_topics__name
            if e_topics.unknown_tagged_fields:
                rt.write_tags(out, (), e_topics.unknown_tagged_fields)
            else:
                append(0)
    if obj.allow_auto_topic_creation is not True and obj.allow_auto_topic_creation is not False:
        raise rt.Malformed
    if (
        obj.include_cluster_authorized_operations is not True
        and obj.include_cluster_authorized_operations is not False
    ):
        raise rt.Malformed
    if (
        obj.include_topic_authorized_operations is not True
        and obj.include_topic_authorized_operations is not False
    ):
        raise rt.Malformed
    out += _S_ooo.pack(
        obj.allow_auto_topic_creation,
        obj.include_cluster_authorized_operations,
        obj.include_topic_authorized_operations,
    )
    if obj.unknown_tagged_fields:
        rt.write_tags(out, (), obj.unknown_tagged_fields)
    else:
        append(0)


def _encode_MetadataRequest_v10(obj: MetadataRequest, out: bytearray) -> None:
    """Encode MetadataRequest, version 10."""
    append = out.append
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
            if e_topics.unknown_tagged_fields:
                rt.write_tags(out, (), e_topics.unknown_tagged_fields)
            else:
                append(0)
    if obj.allow_auto_topic_creation is not True and obj.allow_auto_topic_creation is not False:
        raise rt.Malformed
    if (
        obj.include_cluster_authorized_operations is not True
        and obj.include_cluster_authorized_operations is not False
    ):
        raise rt.Malformed
    if (
        obj.include_topic_authorized_operations is not True
        and obj.include_topic_authorized_operations is not False
    ):
        raise rt.Malformed
    out += _S_ooo.pack(
        obj.allow_auto_topic_creation,
        obj.include_cluster_authorized_operations,
        obj.include_topic_authorized_operations,
    )
    if obj.unknown_tagged_fields:
        rt.write_tags(out, (), obj.unknown_tagged_fields)
    else:
        append(0)


def _encode_MetadataRequest_v11(obj: MetadataRequest, out: bytearray) -> None:
    """Encode MetadataRequest, versions 11, 12, 13."""
    append = out.append
    if obj.include_cluster_authorized_operations is not False:
        raise rt.Malformed
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
            if e_topics.unknown_tagged_fields:
                rt.write_tags(out, (), e_topics.unknown_tagged_fields)
            else:
                append(0)
    if obj.allow_auto_topic_creation is not True and obj.allow_auto_topic_creation is not False:
        raise rt.Malformed
    if (
        obj.include_topic_authorized_operations is not True
        and obj.include_topic_authorized_operations is not False
    ):
        raise rt.Malformed
    out += _S_oo.pack(obj.allow_auto_topic_creation, obj.include_topic_authorized_operations)
    if obj.unknown_tagged_fields:
        rt.write_tags(out, (), obj.unknown_tagged_fields)
    else:
        append(0)


MetadataRequestTopic._SCHEMA = rt.StructInfo(
    "MetadataRequestTopic",
    (
        rt.FieldInfo(
            "topic_id", "topicId", "uuid", rt.vr("10+"), default=rt.ZERO_UUID, ignorable=True
        ),
        rt.FieldInfo("name", "name", "string", rt.vr("0+"), nullable=rt.vr("10+"), default=""),
    ),
    flexible=rt.vr("9+"),
)
MetadataRequestTopic._DECODERS = {
    0: _decode_MetadataRequestTopic_v0,
    1: _decode_MetadataRequestTopic_v0,
    2: _decode_MetadataRequestTopic_v0,
    3: _decode_MetadataRequestTopic_v0,
    4: _decode_MetadataRequestTopic_v0,
    5: _decode_MetadataRequestTopic_v0,
    6: _decode_MetadataRequestTopic_v0,
    7: _decode_MetadataRequestTopic_v0,
    8: _decode_MetadataRequestTopic_v0,
    9: _decode_MetadataRequestTopic_v9,
    10: _decode_MetadataRequestTopic_v10,
    11: _decode_MetadataRequestTopic_v10,
    12: _decode_MetadataRequestTopic_v10,
    13: _decode_MetadataRequestTopic_v10,
}
MetadataRequestTopic._ENCODERS = {
    0: _encode_MetadataRequestTopic_v0,
    1: _encode_MetadataRequestTopic_v0,
    2: _encode_MetadataRequestTopic_v0,
    3: _encode_MetadataRequestTopic_v0,
    4: _encode_MetadataRequestTopic_v0,
    5: _encode_MetadataRequestTopic_v0,
    6: _encode_MetadataRequestTopic_v0,
    7: _encode_MetadataRequestTopic_v0,
    8: _encode_MetadataRequestTopic_v0,
    9: _encode_MetadataRequestTopic_v9,
    10: _encode_MetadataRequestTopic_v10,
    11: _encode_MetadataRequestTopic_v10,
    12: _encode_MetadataRequestTopic_v10,
    13: _encode_MetadataRequestTopic_v10,
}

MetadataRequest._SCHEMA = rt.StructInfo(
    "MetadataRequest",
    (
        rt.FieldInfo(
            "topics",
            "topics",
            "struct",
            rt.vr("0+"),
            is_array=True,
            struct=lambda: MetadataRequestTopic,
            nullable=rt.vr("1+"),
            default=(),
        ),
        rt.FieldInfo(
            "allow_auto_topic_creation", "allowAutoTopicCreation", "bool", rt.vr("4+"), default=True
        ),
        rt.FieldInfo(
            "include_cluster_authorized_operations",
            "includeClusterAuthorizedOperations",
            "bool",
            rt.vr("8-10"),
            default=False,
        ),
        rt.FieldInfo(
            "include_topic_authorized_operations",
            "includeTopicAuthorizedOperations",
            "bool",
            rt.vr("8+"),
            default=False,
        ),
    ),
    flexible=rt.vr("9+"),
)
MetadataRequest._DECODERS = {
    0: _decode_MetadataRequest_v0,
    1: _decode_MetadataRequest_v1,
    2: _decode_MetadataRequest_v1,
    3: _decode_MetadataRequest_v1,
    4: _decode_MetadataRequest_v4,
    5: _decode_MetadataRequest_v4,
    6: _decode_MetadataRequest_v4,
    7: _decode_MetadataRequest_v4,
    8: _decode_MetadataRequest_v8,
    9: _decode_MetadataRequest_v9,
    10: _decode_MetadataRequest_v10,
    11: _decode_MetadataRequest_v11,
    12: _decode_MetadataRequest_v11,
    13: _decode_MetadataRequest_v11,
}
MetadataRequest._ENCODERS = {
    0: _encode_MetadataRequest_v0,
    1: _encode_MetadataRequest_v1,
    2: _encode_MetadataRequest_v1,
    3: _encode_MetadataRequest_v1,
    4: _encode_MetadataRequest_v4,
    5: _encode_MetadataRequest_v4,
    6: _encode_MetadataRequest_v4,
    7: _encode_MetadataRequest_v4,
    8: _encode_MetadataRequest_v8,
    9: _encode_MetadataRequest_v9,
    10: _encode_MetadataRequest_v10,
    11: _encode_MetadataRequest_v11,
    12: _encode_MetadataRequest_v11,
    13: _encode_MetadataRequest_v11,
}
