"""ShareAcknowledgeRequest: generated from ShareAcknowledgeRequest.json; edit the schema, not this file."""

from __future__ import annotations

import struct
from typing import ClassVar
from uuid import UUID

import attrs

from kgroup_proto import runtime as rt

_new = object.__new__
_S_i = struct.Struct(">i")
_S_iB = struct.Struct(">iB")
_S_iBB = struct.Struct(">iBB")
_S_io = struct.Struct(">i?")
_S_qq = struct.Struct(">qq")
_S_qqB = struct.Struct(">qqB")
_S_u = struct.Struct(">16s")


@attrs.define(weakref_slot=False)
class AcknowledgementBatch(rt.Struct):
    """Acknowledgements of records acquired by earlier fetches of this partition.

    Versions 1-2; flexible 0+.

    Attributes:
        first_offset: First offset of the range acknowledged. (versions 0+)
        last_offset: Last offset of the range acknowledged, included. (versions 0+)
        acknowledge_types: One acknowledge type per offset from FirstOffset to LastOffset,
            or a single one for the whole range: 0 gap (no record there), 1 accept, 2
            release for another delivery, 3 reject; 4 renew (v2+, KIP-1222) extends the
            acquisition lock. (versions 0+)
    """

    VALID_VERSIONS: ClassVar[range] = range(1, 3)
    FLEXIBLE_VERSIONS: ClassVar[range | None] = range(0, rt.VERSION_LIMIT)

    first_offset: int = 0
    last_offset: int = 0
    acknowledge_types: list[int] = attrs.field(factory=list)
    unknown_tagged_fields: rt.Tags = ()


@attrs.define(weakref_slot=False)
class AcknowledgePartition(rt.Struct):
    """Partitions of that topic with records to acknowledge.

    Versions 1-2; flexible 0+.

    Attributes:
        partition_index: Index of the partition. (versions 0+)
        acknowledgement_batches: Acknowledgements of records acquired by earlier fetches of
            this partition. (versions 0+)
    """

    VALID_VERSIONS: ClassVar[range] = range(1, 3)
    FLEXIBLE_VERSIONS: ClassVar[range | None] = range(0, rt.VERSION_LIMIT)

    partition_index: int = 0
    acknowledgement_batches: list[AcknowledgementBatch] = attrs.field(factory=list)
    unknown_tagged_fields: rt.Tags = ()


@attrs.define(weakref_slot=False)
class AcknowledgeTopic(rt.Struct):
    """Topics whose records are acknowledged.

    Versions 1-2; flexible 0+.

    Attributes:
        topic_id: ID of the topic. (versions 0+)
        partitions: Partitions of that topic with records to acknowledge. (versions 0+)
    """

    VALID_VERSIONS: ClassVar[range] = range(1, 3)
    FLEXIBLE_VERSIONS: ClassVar[range | None] = range(0, rt.VERSION_LIMIT)

    topic_id: UUID = rt.ZERO_UUID
    partitions: list[AcknowledgePartition] = attrs.field(factory=list)
    unknown_tagged_fields: rt.Tags = ()


@attrs.define(weakref_slot=False)
class ShareAcknowledgeRequest(rt.Struct):
    """The ShareAcknowledgeRequest request.

    API key 79, versions 1-2; flexible 0+.

    Attributes:
        group_id: Share group the member belongs to. (versions 0+, nullable 0+)
        member_id: Member ID the group coordinator gave the consumer in its share-group
            heartbeat. (versions 0+, nullable 0+)
        share_session_epoch: Epoch of the share session, which a ShareFetch opened: -1
            closes the session after this request, any other value is the previous request's
            epoch plus one. (versions 0+)
        is_renew_ack: True when AcknowledgementBatches carry renew acknowledgements (type 4)
            (v2+). (versions 2+)
        topics: Topics whose records are acknowledged. (versions 0+)
    """

    API_KEY: ClassVar[int | None] = 79
    MESSAGE_TYPE: ClassVar[str] = "request"
    VALID_VERSIONS: ClassVar[range] = range(1, 3)
    FLEXIBLE_VERSIONS: ClassVar[range | None] = range(0, rt.VERSION_LIMIT)

    group_id: str | None = None
    member_id: str | None = ""
    share_session_epoch: int = 0
    is_renew_ack: bool = False
    topics: list[AcknowledgeTopic] = attrs.field(factory=list)
    unknown_tagged_fields: rt.Tags = ()


def _decode_AcknowledgementBatch_v1(data: bytes, pos: int) -> tuple[AcknowledgementBatch, int]:
    """Decode AcknowledgementBatch, versions 1, 2."""
    data_end = len(data)
    first_offset, last_offset, n_acknowledge_types = _S_qqB.unpack_from(data, pos)
    pos += 17
    if n_acknowledge_types > 127:
        n_acknowledge_types, pos = rt.read_uvarint(data, pos - 1)
    n_acknowledge_types -= 1
    if n_acknowledge_types < 0:
        raise rt.Malformed
    if n_acknowledge_types > data_end - pos:
        raise rt.Malformed
    acknowledge_types = list(struct.unpack_from(f">{n_acknowledge_types}b", data, pos))
    pos += n_acknowledge_types * 1
    tag_count = data[pos]
    pos += 1
    unknown: rt.Tags = ()
    if tag_count:
        unknown, pos = rt.read_unknown_tags(data, pos - 1)
    obj = _new(AcknowledgementBatch)
    obj.first_offset = first_offset
    obj.last_offset = last_offset
    obj.acknowledge_types = acknowledge_types
    obj.unknown_tagged_fields = unknown
    return obj, pos


def _encode_AcknowledgementBatch_v1(obj: AcknowledgementBatch, out: bytearray) -> None:
    """Encode AcknowledgementBatch, versions 1, 2."""
    out += _S_qq.pack(obj.first_offset, obj.last_offset)
    a_acknowledge_types = obj.acknowledge_types
    n = len(a_acknowledge_types) + 1
    if n < 128:
        out.append(n)
    else:
        out += rt.uvarint(n)
    out += struct.pack(f">{len(a_acknowledge_types)}b", *a_acknowledge_types)
    if obj.unknown_tagged_fields:
        rt.write_tags(out, (), obj.unknown_tagged_fields)
    else:
        out.append(0)


def _decode_AcknowledgePartition_v1(data: bytes, pos: int) -> tuple[AcknowledgePartition, int]:
    """Decode AcknowledgePartition, versions 1, 2."""
    data_end = len(data)
    partition_index, n_acknowledgement_batches = _S_iB.unpack_from(data, pos)
    pos += 5
    if n_acknowledgement_batches > 127:
        n_acknowledgement_batches, pos = rt.read_uvarint(data, pos - 1)
    n_acknowledgement_batches -= 1
    if n_acknowledgement_batches < 0:
        raise rt.Malformed
    if n_acknowledgement_batches > data_end - pos:
        raise rt.Malformed
    items_acknowledgement_batches: list[AcknowledgementBatch] = []
    for _ in range(n_acknowledgement_batches):
        (
            acknowledgement_batches__first_offset,
            acknowledgement_batches__last_offset,
            n_acknowledgement_batches__acknowledge_types,
        ) = _S_qqB.unpack_from(data, pos)
        pos += 17
        if n_acknowledgement_batches__acknowledge_types > 127:
            n_acknowledgement_batches__acknowledge_types, pos = rt.read_uvarint(data, pos - 1)
        n_acknowledgement_batches__acknowledge_types -= 1
        if n_acknowledgement_batches__acknowledge_types < 0:
            raise rt.Malformed
        if n_acknowledgement_batches__acknowledge_types > data_end - pos:
            raise rt.Malformed
        acknowledgement_batches__acknowledge_types = list(
            struct.unpack_from(f">{n_acknowledgement_batches__acknowledge_types}b", data, pos)
        )
        pos += n_acknowledgement_batches__acknowledge_types * 1
        acknowledgement_batches__tag_count = data[pos]
        pos += 1
        acknowledgement_batches__unknown: rt.Tags = ()
        if acknowledgement_batches__tag_count:
            acknowledgement_batches__unknown, pos = rt.read_unknown_tags(data, pos - 1)
        e_acknowledgement_batches = _new(AcknowledgementBatch)
        e_acknowledgement_batches.first_offset = acknowledgement_batches__first_offset
        e_acknowledgement_batches.last_offset = acknowledgement_batches__last_offset
        e_acknowledgement_batches.acknowledge_types = acknowledgement_batches__acknowledge_types
        e_acknowledgement_batches.unknown_tagged_fields = acknowledgement_batches__unknown
        items_acknowledgement_batches.append(e_acknowledgement_batches)
    acknowledgement_batches = items_acknowledgement_batches
    tag_count = data[pos]
    pos += 1
    unknown: rt.Tags = ()
    if tag_count:
        unknown, pos = rt.read_unknown_tags(data, pos - 1)
    obj = _new(AcknowledgePartition)
    obj.partition_index = partition_index
    obj.acknowledgement_batches = acknowledgement_batches
    obj.unknown_tagged_fields = unknown
    return obj, pos


def _encode_AcknowledgePartition_v1(obj: AcknowledgePartition, out: bytearray) -> None:
    """Encode AcknowledgePartition, versions 1, 2."""
    append = out.append
    out += _S_i.pack(obj.partition_index)
    a_acknowledgement_batches = obj.acknowledgement_batches
    n = len(a_acknowledgement_batches) + 1
    if n < 128:
        append(n)
    else:
        out += rt.uvarint(n)
    for e_acknowledgement_batches in a_acknowledgement_batches:
        out += _S_qq.pack(
            e_acknowledgement_batches.first_offset, e_acknowledgement_batches.last_offset
        )
        a_acknowledgement_batches__acknowledge_types = e_acknowledgement_batches.acknowledge_types
        n = len(a_acknowledgement_batches__acknowledge_types) + 1
        if n < 128:
            append(n)
        else:
            out += rt.uvarint(n)
        out += struct.pack(
            f">{len(a_acknowledgement_batches__acknowledge_types)}b",
            *a_acknowledgement_batches__acknowledge_types,
        )
        if e_acknowledgement_batches.unknown_tagged_fields:
            rt.write_tags(out, (), e_acknowledgement_batches.unknown_tagged_fields)
        else:
            append(0)
    if obj.unknown_tagged_fields:
        rt.write_tags(out, (), obj.unknown_tagged_fields)
    else:
        append(0)


def _decode_AcknowledgeTopic_v1(data: bytes, pos: int) -> tuple[AcknowledgeTopic, int]:
    """Decode AcknowledgeTopic, versions 1, 2."""
    data_end = len(data)
    (topic_id_raw,) = _S_u.unpack_from(data, pos)
    pos += 16
    topic_id = UUID(bytes=topic_id_raw)
    n_partitions = data[pos]
    pos += 1
    if n_partitions > 127:
        n_partitions, pos = rt.read_uvarint(data, pos - 1)
    n_partitions -= 1
    if n_partitions < 0:
        raise rt.Malformed
    if n_partitions > data_end - pos:
        raise rt.Malformed
    items_partitions: list[AcknowledgePartition] = []
    for _ in range(n_partitions):
        partitions__partition_index, n_partitions__acknowledgement_batches = _S_iB.unpack_from(
            data, pos
        )
        pos += 5
        if n_partitions__acknowledgement_batches > 127:
            n_partitions__acknowledgement_batches, pos = rt.read_uvarint(data, pos - 1)
        n_partitions__acknowledgement_batches -= 1
        if n_partitions__acknowledgement_batches < 0:
            raise rt.Malformed
        if n_partitions__acknowledgement_batches > data_end - pos:
            raise rt.Malformed
        items_partitions__acknowledgement_batches: list[AcknowledgementBatch] = []
        for _ in range(n_partitions__acknowledgement_batches):
            e_partitions__acknowledgement_batches, pos = _decode_AcknowledgementBatch_v1(data, pos)
            items_partitions__acknowledgement_batches.append(e_partitions__acknowledgement_batches)
        partitions__acknowledgement_batches = items_partitions__acknowledgement_batches
        partitions__tag_count = data[pos]
        pos += 1
        partitions__unknown: rt.Tags = ()
        if partitions__tag_count:
            partitions__unknown, pos = rt.read_unknown_tags(data, pos - 1)
        e_partitions = _new(AcknowledgePartition)
        e_partitions.partition_index = partitions__partition_index
        e_partitions.acknowledgement_batches = partitions__acknowledgement_batches
        e_partitions.unknown_tagged_fields = partitions__unknown
        items_partitions.append(e_partitions)
    partitions = items_partitions
    tag_count = data[pos]
    pos += 1
    unknown: rt.Tags = ()
    if tag_count:
        unknown, pos = rt.read_unknown_tags(data, pos - 1)
    obj = _new(AcknowledgeTopic)
    obj.topic_id = topic_id
    obj.partitions = partitions
    obj.unknown_tagged_fields = unknown
    return obj, pos


def _encode_AcknowledgeTopic_v1(obj: AcknowledgeTopic, out: bytearray) -> None:
    """Encode AcknowledgeTopic, versions 1, 2."""
    append = out.append
    out += _S_u.pack(obj.topic_id.bytes)
    a_partitions = obj.partitions
    n = len(a_partitions) + 1
    if n < 128:
        append(n)
    else:
        out += rt.uvarint(n)
    for e_partitions in a_partitions:
        out += _S_i.pack(e_partitions.partition_index)
        a_partitions__acknowledgement_batches = e_partitions.acknowledgement_batches
        n = len(a_partitions__acknowledgement_batches) + 1
        if n < 128:
            append(n)
        else:
            out += rt.uvarint(n)
        for e_partitions__acknowledgement_batches in a_partitions__acknowledgement_batches:
            out += _S_qq.pack(
                e_partitions__acknowledgement_batches.first_offset,
                e_partitions__acknowledgement_batches.last_offset,
            )
            a_partitions__acknowledgement_batches__acknowledge_types = (
                e_partitions__acknowledgement_batches.acknowledge_types
            )
            n = len(a_partitions__acknowledgement_batches__acknowledge_types) + 1
            if n < 128:
                append(n)
            else:
                out += rt.uvarint(n)
            out += struct.pack(
                f">{len(a_partitions__acknowledgement_batches__acknowledge_types)}b",
                *a_partitions__acknowledgement_batches__acknowledge_types,
            )
            if e_partitions__acknowledgement_batches.unknown_tagged_fields:
                rt.write_tags(out, (), e_partitions__acknowledgement_batches.unknown_tagged_fields)
            else:
                append(0)
        if e_partitions.unknown_tagged_fields:
            rt.write_tags(out, (), e_partitions.unknown_tagged_fields)
        else:
            append(0)
    if obj.unknown_tagged_fields:
        rt.write_tags(out, (), obj.unknown_tagged_fields)
    else:
        append(0)


def _decode_ShareAcknowledgeRequest_v1(
    data: bytes, pos: int
) -> tuple[ShareAcknowledgeRequest, int]:
    """Decode ShareAcknowledgeRequest, version 1."""
    data_end = len(data)
    n_group_id = data[pos]
    pos += 1
    if n_group_id > 127:
        n_group_id, pos = rt.read_string_length(data, pos - 1)
    group_id: str | None
    if not n_group_id:
        group_id = None
    else:
        end = pos + n_group_id - 1
        if end > data_end:
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
    share_session_epoch, n_topics = _S_iB.unpack_from(data, pos)
    pos += 5
    if n_topics > 127:
        n_topics, pos = rt.read_uvarint(data, pos - 1)
    n_topics -= 1
    if n_topics < 0:
        raise rt.Malformed
    if n_topics > data_end - pos:
        raise rt.Malformed
    items_topics: list[AcknowledgeTopic] = []
    for _ in range(n_topics):
        (topics__topic_id_raw,) = _S_u.unpack_from(data, pos)
        pos += 16
        topics__topic_id = UUID(bytes=topics__topic_id_raw)
        n_topics__partitions = data[pos]
        pos += 1
        if n_topics__partitions > 127:
            n_topics__partitions, pos = rt.read_uvarint(data, pos - 1)
        n_topics__partitions -= 1
        if n_topics__partitions < 0:
            raise rt.Malformed
        if n_topics__partitions > data_end - pos:
            raise rt.Malformed
        items_topics__partitions: list[AcknowledgePartition] = []
        for _ in range(n_topics__partitions):
            e_topics__partitions, pos = _decode_AcknowledgePartition_v1(data, pos)
            items_topics__partitions.append(e_topics__partitions)
        topics__partitions = items_topics__partitions
        topics__tag_count = data[pos]
        pos += 1
        topics__unknown: rt.Tags = ()
        if topics__tag_count:
            topics__unknown, pos = rt.read_unknown_tags(data, pos - 1)
        e_topics = _new(AcknowledgeTopic)
        e_topics.topic_id = topics__topic_id
        e_topics.partitions = topics__partitions
        e_topics.unknown_tagged_fields = topics__unknown
        items_topics.append(e_topics)
    topics = items_topics
    tag_count = data[pos]
    pos += 1
    unknown: rt.Tags = ()
    if tag_count:
        unknown, pos = rt.read_unknown_tags(data, pos - 1)
    obj = _new(ShareAcknowledgeRequest)
    obj.group_id = group_id
    obj.member_id = member_id
    obj.share_session_epoch = share_session_epoch
    obj.is_renew_ack = False
    obj.topics = topics
    obj.unknown_tagged_fields = unknown
    return obj, pos


def _decode_ShareAcknowledgeRequest_v2(
    data: bytes, pos: int
) -> tuple[ShareAcknowledgeRequest, int]:
    """Decode ShareAcknowledgeRequest, version 2."""
    data_end = len(data)
    n_group_id = data[pos]
    pos += 1
    if n_group_id > 127:
        n_group_id, pos = rt.read_string_length(data, pos - 1)
    group_id: str | None
    if not n_group_id:
        group_id = None
    else:
        end = pos + n_group_id - 1
        if end > data_end:
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
    share_session_epoch, is_renew_ack_raw, n_topics = _S_iBB.unpack_from(data, pos)
    pos += 6
    is_renew_ack = rt.BOOLS[is_renew_ack_raw]
    if n_topics > 127:
        n_topics, pos = rt.read_uvarint(data, pos - 1)
    n_topics -= 1
    if n_topics < 0:
        raise rt.Malformed
    if n_topics > data_end - pos:
        raise rt.Malformed
    items_topics: list[AcknowledgeTopic] = []
    for _ in range(n_topics):
        (topics__topic_id_raw,) = _S_u.unpack_from(data, pos)
        pos += 16
        topics__topic_id = UUID(bytes=topics__topic_id_raw)
        n_topics__partitions = data[pos]
        pos += 1
        if n_topics__partitions > 127:
            n_topics__partitions, pos = rt.read_uvarint(data, pos - 1)
        n_topics__partitions -= 1
        if n_topics__partitions < 0:
            raise rt.Malformed
        if n_topics__partitions > data_end - pos:
            raise rt.Malformed
        items_topics__partitions: list[AcknowledgePartition] = []
        for _ in range(n_topics__partitions):
            e_topics__partitions, pos = _decode_AcknowledgePartition_v1(data, pos)
            items_topics__partitions.append(e_topics__partitions)
        topics__partitions = items_topics__partitions
        topics__tag_count = data[pos]
        pos += 1
        topics__unknown: rt.Tags = ()
        if topics__tag_count:
            topics__unknown, pos = rt.read_unknown_tags(data, pos - 1)
        e_topics = _new(AcknowledgeTopic)
        e_topics.topic_id = topics__topic_id
        e_topics.partitions = topics__partitions
        e_topics.unknown_tagged_fields = topics__unknown
        items_topics.append(e_topics)
    topics = items_topics
    tag_count = data[pos]
    pos += 1
    unknown: rt.Tags = ()
    if tag_count:
        unknown, pos = rt.read_unknown_tags(data, pos - 1)
    obj = _new(ShareAcknowledgeRequest)
    obj.group_id = group_id
    obj.member_id = member_id
    obj.share_session_epoch = share_session_epoch
    obj.is_renew_ack = is_renew_ack
    obj.topics = topics
    obj.unknown_tagged_fields = unknown
    return obj, pos


def _encode_ShareAcknowledgeRequest_v1(obj: ShareAcknowledgeRequest, out: bytearray) -> None:
    """Encode ShareAcknowledgeRequest, version 1."""
    append = out.append
    if obj.is_renew_ack is not False:
        raise rt.Malformed
    s_group_id = obj.group_id
    if s_group_id is None:
        append(0)
    else:
        b_group_id = s_group_id.encode()
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
    out += _S_i.pack(obj.share_session_epoch)
    a_topics = obj.topics
    n = len(a_topics) + 1
    if n < 128:
        append(n)
    else:
        out += rt.uvarint(n)
    for e_topics in a_topics:
        out += _S_u.pack(e_topics.topic_id.bytes)
        a_topics__partitions = e_topics.partitions
        n = len(a_topics__partitions) + 1
        if n < 128:
            append(n)
        else:
            out += rt.uvarint(n)
        for e_topics__partitions in a_topics__partitions:
            out += _S_i.pack(e_topics__partitions.partition_index)
            a_topics__partitions__acknowledgement_batches = (
                e_topics__partitions.acknowledgement_batches
            )
            n = len(a_topics__partitions__acknowledgement_batches) + 1
            if n < 128:
                append(n)
            else:
                out += rt.uvarint(n)
            for (
                e_topics__partitions__acknowledgement_batches
            ) in a_topics__partitions__acknowledgement_batches:
                out += _S_qq.pack(
                    e_topics__partitions__acknowledgement_batches.first_offset,
                    e_topics__partitions__acknowledgement_batches.last_offset,
                )
                a_topics__partitions__acknowledgement_batches__acknowledge_types = (
                    e_topics__partitions__acknowledgement_batches.acknowledge_types
                )
                n = len(a_topics__partitions__acknowledgement_batches__acknowledge_types) + 1
                if n < 128:
                    append(n)
                else:
                    out += rt.uvarint(n)
                out += struct.pack(
                    f">{len(a_topics__partitions__acknowledgement_batches__acknowledge_types)}b",
                    *a_topics__partitions__acknowledgement_batches__acknowledge_types,
                )
                if e_topics__partitions__acknowledgement_batches.unknown_tagged_fields:
                    rt.write_tags(
                        out, (), e_topics__partitions__acknowledgement_batches.unknown_tagged_fields
                    )
                else:
                    append(0)
            if e_topics__partitions.unknown_tagged_fields:
                rt.write_tags(out, (), e_topics__partitions.unknown_tagged_fields)
            else:
                append(0)
        if e_topics.unknown_tagged_fields:
            rt.write_tags(out, (), e_topics.unknown_tagged_fields)
        else:
            append(0)
    if obj.unknown_tagged_fields:
        rt.write_tags(out, (), obj.unknown_tagged_fields)
    else:
        append(0)


def _encode_ShareAcknowledgeRequest_v2(obj: ShareAcknowledgeRequest, out: bytearray) -> None:
    """Encode ShareAcknowledgeRequest, version 2."""
    append = out.append
    s_group_id = obj.group_id
    if s_group_id is None:
        append(0)
    else:
        b_group_id = s_group_id.encode()
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
    if obj.is_renew_ack is not True and obj.is_renew_ack is not False:
        raise rt.Malformed
    out += _S_io.pack(obj.share_session_epoch, obj.is_renew_ack)
    a_topics = obj.topics
    n = len(a_topics) + 1
    if n < 128:
        append(n)
    else:
        out += rt.uvarint(n)
    for e_topics in a_topics:
        out += _S_u.pack(e_topics.topic_id.bytes)
        a_topics__partitions = e_topics.partitions
        n = len(a_topics__partitions) + 1
        if n < 128:
            append(n)
        else:
            out += rt.uvarint(n)
        for e_topics__partitions in a_topics__partitions:
            out += _S_i.pack(e_topics__partitions.partition_index)
            a_topics__partitions__acknowledgement_batches = (
                e_topics__partitions.acknowledgement_batches
            )
            n = len(a_topics__partitions__acknowledgement_batches) + 1
            if n < 128:
                append(n)
            else:
                out += rt.uvarint(n)
            for (
                e_topics__partitions__acknowledgement_batches
            ) in a_topics__partitions__acknowledgement_batches:
                out += _S_qq.pack(
                    e_topics__partitions__acknowledgement_batches.first_offset,
                    e_topics__partitions__acknowledgement_batches.last_offset,
                )
                a_topics__partitions__acknowledgement_batches__acknowledge_types = (
                    e_topics__partitions__acknowledgement_batches.acknowledge_types
                )
                n = len(a_topics__partitions__acknowledgement_batches__acknowledge_types) + 1
                if n < 128:
                    append(n)
                else:
                    out += rt.uvarint(n)
                out += struct.pack(
                    f">{len(a_topics__partitions__acknowledgement_batches__acknowledge_types)}b",
                    *a_topics__partitions__acknowledgement_batches__acknowledge_types,
                )
                if e_topics__partitions__acknowledgement_batches.unknown_tagged_fields:
                    rt.write_tags(
                        out, (), e_topics__partitions__acknowledgement_batches.unknown_tagged_fields
                    )
                else:
                    append(0)
            if e_topics__partitions.unknown_tagged_fields:
                rt.write_tags(out, (), e_topics__partitions.unknown_tagged_fields)
            else:
                append(0)
        if e_topics.unknown_tagged_fields:
            rt.write_tags(out, (), e_topics.unknown_tagged_fields)
        else:
            append(0)
    if obj.unknown_tagged_fields:
        rt.write_tags(out, (), obj.unknown_tagged_fields)
    else:
        append(0)


AcknowledgementBatch._SCHEMA = rt.StructInfo(
    "AcknowledgementBatch",
    (
        rt.FieldInfo("first_offset", "firstOffset", "int64", rt.vr("0+"), default=0),
        rt.FieldInfo("last_offset", "lastOffset", "int64", rt.vr("0+"), default=0),
        rt.FieldInfo(
            "acknowledge_types", "acknowledgeTypes", "int8", rt.vr("0+"), is_array=True, default=()
        ),
    ),
    flexible=rt.vr("0+"),
)
AcknowledgementBatch._DECODERS = {
    1: _decode_AcknowledgementBatch_v1,
    2: _decode_AcknowledgementBatch_v1,
}
AcknowledgementBatch._ENCODERS = {
    1: _encode_AcknowledgementBatch_v1,
    2: _encode_AcknowledgementBatch_v1,
}

AcknowledgePartition._SCHEMA = rt.StructInfo(
    "AcknowledgePartition",
    (
        rt.FieldInfo("partition_index", "partitionIndex", "int32", rt.vr("0+"), default=0),
        rt.FieldInfo(
            "acknowledgement_batches",
            "acknowledgementBatches",
            "struct",
            rt.vr("0+"),
            is_array=True,
            struct=lambda: AcknowledgementBatch,
            default=(),
        ),
    ),
    flexible=rt.vr("0+"),
)
AcknowledgePartition._DECODERS = {
    1: _decode_AcknowledgePartition_v1,
    2: _decode_AcknowledgePartition_v1,
}
AcknowledgePartition._ENCODERS = {
    1: _encode_AcknowledgePartition_v1,
    2: _encode_AcknowledgePartition_v1,
}

AcknowledgeTopic._SCHEMA = rt.StructInfo(
    "AcknowledgeTopic",
    (
        rt.FieldInfo("topic_id", "topicId", "uuid", rt.vr("0+"), default=rt.ZERO_UUID),
        rt.FieldInfo(
            "partitions",
            "partitions",
            "struct",
            rt.vr("0+"),
            is_array=True,
            struct=lambda: AcknowledgePartition,
            default=(),
        ),
    ),
    flexible=rt.vr("0+"),
)
AcknowledgeTopic._DECODERS = {
    1: _decode_AcknowledgeTopic_v1,
    2: _decode_AcknowledgeTopic_v1,
}
AcknowledgeTopic._ENCODERS = {
    1: _encode_AcknowledgeTopic_v1,
    2: _encode_AcknowledgeTopic_v1,
}

ShareAcknowledgeRequest._SCHEMA = rt.StructInfo(
    "ShareAcknowledgeRequest",
    (
        rt.FieldInfo("group_id", "groupId", "string", rt.vr("0+"), nullable=rt.vr("0+")),
        rt.FieldInfo(
            "member_id", "memberId", "string", rt.vr("0+"), nullable=rt.vr("0+"), default=""
        ),
        rt.FieldInfo("share_session_epoch", "shareSessionEpoch", "int32", rt.vr("0+"), default=0),
        rt.FieldInfo("is_renew_ack", "isRenewAck", "bool", rt.vr("2+"), default=False),
        rt.FieldInfo(
            "topics",
            "topics",
            "struct",
            rt.vr("0+"),
            is_array=True,
            struct=lambda: AcknowledgeTopic,
            default=(),
        ),
    ),
    flexible=rt.vr("0+"),
)
ShareAcknowledgeRequest._DECODERS = {
    1: _decode_ShareAcknowledgeRequest_v1,
    2: _decode_ShareAcknowledgeRequest_v2,
}
ShareAcknowledgeRequest._ENCODERS = {
    1: _encode_ShareAcknowledgeRequest_v1,
    2: _encode_ShareAcknowledgeRequest_v2,
}
