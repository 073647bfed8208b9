"""ConsumerGroupCurrentMemberAssignmentValue: generated from ConsumerGroupCurrentMemberAssignmentValue.json; edit the schema, not this file."""

from __future__ import annotations

import struct
from typing import ClassVar
from uuid import UUID

import attrs

from kgroup_proto import runtime as rt

_new = object.__new__
_S_iib = struct.Struct(">iib")
_S_iibB = struct.Struct(">iibB")
_S_u = struct.Struct(">16s")


@attrs.define(weakref_slot=False)
class TopicPartitions(rt.Struct):
    """Partitions the member owns or has been given.

    Versions 0; flexible 0+.

    Attributes:
        topic_id: Id of the topic. (versions 0+)
        partitions: Partition numbers within that topic. (versions 0+)
        assignment_epochs: Per entry of Partitions, the member epoch in which that partition
            was given to the member (KIP-1251); a commit for it is accepted from that epoch
            on. Null when not recorded. (versions 0+, tag 0, nullable 0+)
    """

    VALID_VERSIONS: ClassVar[range] = range(0, 1)
    FLEXIBLE_VERSIONS: ClassVar[range | None] = range(0, rt.VERSION_LIMIT)

    topic_id: UUID = rt.ZERO_UUID
    partitions: list[int] = attrs.field(factory=list)
    assignment_epochs: list[int] | None = attrs.field(factory=list)
    unknown_tagged_fields: rt.Tags = ()


@attrs.define(weakref_slot=False)
class ConsumerGroupCurrentMemberAssignmentValue(rt.Struct):
    """The ConsumerGroupCurrentMemberAssignmentValue data.

    Versions 0; flexible 0+.

    Attributes:
        member_epoch: Epoch the member is expected to send in its next heartbeat. (versions
            0+)
        previous_member_epoch: Epoch before the last bump; accepted if the member never saw
            the bump. (versions 0+)
        state: Reconciliation state of the member (a MemberState code). (versions 0+)
        assigned_partitions: Partitions the member owns or has been given. (versions 0+)
        partitions_pending_revocation: Partitions the member still has to release. (versions
            0+)
    """

    API_KEY: ClassVar[int | None] = None
    MESSAGE_TYPE: ClassVar[str] = "data"
    VALID_VERSIONS: ClassVar[range] = range(0, 1)
    FLEXIBLE_VERSIONS: ClassVar[range | None] = range(0, rt.VERSION_LIMIT)

    member_epoch: int = 0
    previous_member_epoch: int = 0
    state: int = 0
    assigned_partitions: list[TopicPartitions] = attrs.field(factory=list)
    partitions_pending_revocation: list[TopicPartitions] = attrs.field(factory=list)
    unknown_tagged_fields: rt.Tags = ()


def _decode_TopicPartitions_v0(data: bytes, pos: int) -> tuple[TopicPartitions, int]:
    """Decode TopicPartitions, version 0."""
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
    partitions = list(struct.unpack_from(f">{n_partitions}i", data, pos))
    pos += n_partitions * 4
    assignment_epochs: list[int] | None
    assignment_epochs = []
    unknown: rt.Tags = ()
    if data[pos]:
        unknown_list: list[tuple[int, bytes]] = []
        count, pos = rt.read_uvarint(data, pos)
        last_tag = -1
        for _ in range(count):
            tag, pos = rt.read_uvarint(data, pos)
            if tag <= last_tag or tag > rt.TAG_LIMIT:
                raise rt.Malformed
            last_tag = tag
            size, pos = rt.read_uvarint(data, pos)
            end_tag = pos + size
            if end_tag > data_end:
                raise rt.Malformed
            if tag == 0:
                n_assignment_epochs = data[pos]
                pos += 1
                if n_assignment_epochs > 127:
                    n_assignment_epochs, pos = rt.read_uvarint(data, pos - 1)
                n_assignment_epochs -= 1
                if n_assignment_epochs < 0:
                    assignment_epochs = None
                else:
                    if n_assignment_epochs > data_end - pos:
                        raise rt.Malformed
                    assignment_epochs = list(
                        struct.unpack_from(f">{n_assignment_epochs}i", data, pos)
                    )
                    pos += n_assignment_epochs * 4
                if not (assignment_epochs != []):
                    unknown_list.append((tag, data[end_tag - size : end_tag]))
            else:
                unknown_list.append((tag, data[pos:end_tag]))
                pos = end_tag
            if pos != end_tag:
                raise rt.Malformed
        unknown = tuple(unknown_list)
    else:
        pos += 1
    obj = _new(TopicPartitions)
    obj.topic_id = topic_id
    obj.partitions = partitions
    obj.assignment_epochs = assignment_epochs
    obj.unknown_tagged_fields = unknown
    return obj, pos


def _encode_TopicPartitions_v0(obj: TopicPartitions, out: bytearray) -> None:
    """Encode TopicPartitions, version 0."""
    out += _S_u.pack(obj.topic_id.bytes)
    a_partitions = obj.partitions
    n = len(a_partitions) + 1
    if n < 128:
        out.append(n)
    else:
        out += rt.uvarint(n)
    out += struct.pack(f">{len(a_partitions)}i", *a_partitions)
    tags: list[tuple[int, bytes]] = []
    sub: bytearray
    if obj.assignment_epochs != []:
        sub = bytearray()
        a_assignment_epochs = obj.assignment_epochs
        if a_assignment_epochs is None:
            sub.append(0)
        else:
            n = len(a_assignment_epochs) + 1
            if n < 128:
                sub.append(n)
            else:
                sub += rt.uvarint(n)
            sub += struct.pack(f">{len(a_assignment_epochs)}i", *a_assignment_epochs)
        tags.append((0, bytes(sub)))
    rt.write_tags(out, tags, obj.unknown_tagged_fields, (0,))


def _decode_ConsumerGroupCurrentMemberAssignmentValue_v0(
    data: bytes, pos: int
) -> tuple[ConsumerGroupCurrentMemberAssignmentValue, int]:
    """Decode ConsumerGroupCurrentMemberAssignmentValue, version 0."""
    data_end = len(data)
    member_epoch, previous_member_epoch, state, n_assigned_partitions = _S_iibB.unpack_from(
        data, pos
    )
    pos += 10
    if n_assigned_partitions > 127:
        n_assigned_partitions, pos = rt.read_uvarint(data, pos - 1)
    n_assigned_partitions -= 1
    if n_assigned_partitions < 0:
        raise rt.Malformed
    if n_assigned_partitions > data_end - pos:
        raise rt.Malformed
    items_assigned_partitions: list[TopicPartitions] = []
    for _ in range(n_assigned_partitions):
        (assigned_partitions__topic_id_raw,) = _S_u.unpack_from(data, pos)
        pos += 16
        assigned_partitions__topic_id = UUID(bytes=assigned_partitions__topic_id_raw)
        n_assigned_partitions__partitions = data[pos]
        pos += 1
        if n_assigned_partitions__partitions > 127:
            n_assigned_partitions__partitions, pos = rt.read_uvarint(data, pos - 1)
        n_assigned_partitions__partitions -= 1
        if n_assigned_partitions__partitions < 0:
            raise rt.Malformed
        if n_assigned_partitions__partitions > data_end - pos:
            raise rt.Malformed
        assigned_partitions__partitions = list(
            struct.unpack_from(f">{n_assigned_partitions__partitions}i", data, pos)
        )
        pos += n_assigned_partitions__partitions * 4
        assigned_partitions__assignment_epochs: list[int] | None
        assigned_partitions__assignment_epochs = []
        assigned_partitions__unknown: rt.Tags = ()
        if data[pos]:
            assigned_partitions__unknown_list: list[tuple[int, bytes]] = []
            assigned_partitions__count, pos = rt.read_uvarint(data, pos)
            assigned_partitions__last_tag = -1
            for _ in range(assigned_partitions__count):
                assigned_partitions__tag, pos = rt.read_uvarint(data, pos)
                if (
                    assigned_partitions__tag <= assigned_partitions__last_tag
                    or assigned_partitions__tag > rt.TAG_LIMIT
                ):
                    raise rt.Malformed
                assigned_partitions__last_tag = assigned_partitions__tag
                assigned_partitions__size, pos = rt.read_uvarint(data, pos)
                assigned_partitions__end_tag = pos + assigned_partitions__size
                if assigned_partitions__end_tag > data_end:
                    raise rt.Malformed
                if assigned_partitions__tag == 0:
                    n_assigned_partitions__assignment_epochs = data[pos]
                    pos += 1
                    if n_assigned_partitions__assignment_epochs > 127:
                        n_assigned_partitions__assignment_epochs, pos = rt.read_uvarint(
                            data, pos - 1
                        )
                    n_assigned_partitions__assignment_epochs -= 1
                    if n_assigned_partitions__assignment_epochs < 0:
                        assigned_partitions__assignment_epochs = None
                    else:
                        if n_assigned_partitions__assignment_epochs > data_end - pos:
                            raise rt.Malformed
                        assigned_partitions__assignment_epochs = list(
                            struct.unpack_from(
                                f">{n_assigned_partitions__assignment_epochs}i", data, pos
                            )
                        )
                        pos += n_assigned_partitions__assignment_epochs * 4
                    if not (assigned_partitions__assignment_epochs != []):
                        assigned_partitions__unknown_list.append(
                            (
                                assigned_partitions__tag,
                                data[
                                    assigned_partitions__end_tag
                                    - assigned_partitions__size : assigned_partitions__end_tag
                                ],
                            )
                        )
                else:
                    assigned_partitions__unknown_list.append(
                        (assigned_partitions__tag, data[pos:assigned_partitions__end_tag])
                    )
                    pos = assigned_partitions__end_tag
                if pos != assigned_partitions__end_tag:
                    raise rt.Malformed
            assigned_partitions__unknown = tuple(assigned_partitions__unknown_list)
        else:
            pos += 1
        e_assigned_partitions = _new(TopicPartitions)
        e_assigned_partitions.topic_id = assigned_partitions__topic_id
        e_assigned_partitions.partitions = assigned_partitions__partitions
        e_assigned_partitions.assignment_epochs = assigned_partitions__assignment_epochs
        e_assigned_partitions.unknown_tagged_fields = assigned_partitions__unknown
        items_assigned_partitions.append(e_assigned_partitions)
    assigned_partitions = items_assigned_partitions
    n_partitions_pending_revocation = data[pos]
    pos += 1
    if n_partitions_pending_revocation > 127:
        n_partitions_pending_revocation, pos = rt.read_uvarint(data, pos - 1)
    n_partitions_pending_revocation -= 1
    if n_partitions_pending_revocation < 0:
        raise rt.Malformed
    if n_partitions_pending_revocation > data_end - pos:
        raise rt.Malformed
    items_partitions_pending_revocation: list[TopicPartitions] = []
    for _ in range(n_partitions_pending_revocation):
        (partitions_pending_revocation__topic_id_raw,) = _S_u.unpack_from(data, pos)
        pos += 16
        partitions_pending_revocation__topic_id = UUID(
            bytes=partitions_pending_revocation__topic_id_raw
        )
        n_partitions_pending_revocation__partitions = data[pos]
        pos += 1
        if n_partitions_pending_revocation__partitions > 127:
            n_partitions_pending_revocation__partitions, pos = rt.read_uvarint(data, pos - 1)
        n_partitions_pending_revocation__partitions -= 1
        if n_partitions_pending_revocation__partitions < 0:
            raise rt.Malformed
        if n_partitions_pending_revocation__partitions > data_end - pos:
            raise rt.Malformed
        partitions_pending_revocation__partitions = list(
            struct.unpack_from(f">{n_partitions_pending_revocation__partitions}i", data, pos)
        )
        pos += n_partitions_pending_revocation__partitions * 4
        partitions_pending_revocation__assignment_epochs: list[int] | None
        partitions_pending_revocation__assignment_epochs = []
        partitions_pending_revocation__unknown: rt.Tags = ()
        if data[pos]:
            partitions_pending_revocation__unknown_list: list[tuple[int, bytes]] = []
            partitions_pending_revocation__count, pos = rt.read_uvarint(data, pos)
            partitions_pending_revocation__last_tag = -1
            for _ in range(partitions_pending_revocation__count):
                partitions_pending_revocation__tag, pos = rt.read_uvarint(data, pos)
                if (
                    partitions_pending_revocation__tag <= partitions_pending_revocation__last_tag
                    or partitions_pending_revocation__tag > rt.TAG_LIMIT
                ):
                    raise rt.Malformed
                partitions_pending_revocation__last_tag = partitions_pending_revocation__tag
                partitions_pending_revocation__size, pos = rt.read_uvarint(data, pos)
                partitions_pending_revocation__end_tag = pos + partitions_pending_revocation__size
                if partitions_pending_revocation__end_tag > data_end:
                    raise rt.Malformed
                if partitions_pending_revocation__tag == 0:
                    n_partitions_pending_revocation__assignment_epochs = data[pos]
                    pos += 1
                    if n_partitions_pending_revocation__assignment_epochs > 127:
                        n_partitions_pending_revocation__assignment_epochs, pos = rt.read_uvarint(
                            data, pos - 1
                        )
                    n_partitions_pending_revocation__assignment_epochs -= 1
                    if n_partitions_pending_revocation__assignment_epochs < 0:
                        partitions_pending_revocation__assignment_epochs = None
                    else:
                        if n_partitions_pending_revocation__assignment_epochs > data_end - pos:
                            raise rt.Malformed
                        partitions_pending_revocation__assignment_epochs = list(
                            struct.unpack_from(
                                f">{n_partitions_pending_revocation__assignment_epochs}i", data, pos
                            )
                        )
                        pos += n_partitions_pending_revocation__assignment_epochs * 4
                    if not (partitions_pending_revocation__assignment_epochs != []):
                        partitions_pending_revocation__unknown_list.append(
                            (
                                partitions_pending_revocation__tag,
                                data[
                                    partitions_pending_revocation__end_tag
                                    - partitions_pending_revocation__size : partitions_pending_revocation__end_tag
                                ],
                            )
                        )
                else:
                    partitions_pending_revocation__unknown_list.append(
                        (
                            partitions_pending_revocation__tag,
                            data[pos:partitions_pending_revocation__end_tag],
                        )
                    )
                    pos = partitions_pending_revocation__end_tag
                if pos != partitions_pending_revocation__end_tag:
                    raise rt.Malformed
            partitions_pending_revocation__unknown = tuple(
                partitions_pending_revocation__unknown_list
            )
        else:
            pos += 1
        e_partitions_pending_revocation = _new(TopicPartitions)
        e_partitions_pending_revocation.topic_id = partitions_pending_revocation__topic_id
        e_partitions_pending_revocation.partitions = partitions_pending_revocation__partitions
        e_partitions_pending_revocation.assignment_epochs = (
            partitions_pending_revocation__assignment_epochs
        )
        e_partitions_pending_revocation.unknown_tagged_fields = (
            partitions_pending_revocation__unknown
        )
        items_partitions_pending_revocation.append(e_partitions_pending_revocation)
    partitions_pending_revocation = items_partitions_pending_revocation
    tag_count = data[pos]
    pos += 1
    unknown: rt.Tags = ()
    if tag_count:
        unknown, pos = rt.read_unknown_tags(data, pos - 1)
    obj = _new(ConsumerGroupCurrentMemberAssignmentValue)
    obj.member_epoch = member_epoch
    obj.previous_member_epoch = previous_member_epoch
    obj.state = state
    obj.assigned_partitions = assigned_partitions
    obj.partitions_pending_revocation = partitions_pending_revocation
    obj.unknown_tagged_fields = unknown
    return obj, pos


def _encode_ConsumerGroupCurrentMemberAssignmentValue_v0(
    obj: ConsumerGroupCurrentMemberAssignmentValue, out: bytearray
) -> None:
    """Encode ConsumerGroupCurrentMemberAssignmentValue, version 0."""
    append = out.append
    out += _S_iib.pack(obj.member_epoch, obj.previous_member_epoch, obj.state)
    a_assigned_partitions = obj.assigned_partitions
    n = len(a_assigned_partitions) + 1
    if n < 128:
        append(n)
    else:
        out += rt.uvarint(n)
    for e_assigned_partitions in a_assigned_partitions:
        out += _S_u.pack(e_assigned_partitions.topic_id.bytes)
        a_assigned_partitions__partitions = e_assigned_partitions.partitions
        n = len(a_assigned_partitions__partitions) + 1
        if n < 128:
            append(n)
        else:
            out += rt.uvarint(n)
        out += struct.pack(
            f">{len(a_assigned_partitions__partitions)}i", *a_assigned_partitions__partitions
        )
        assigned_partitions__tags: list[tuple[int, bytes]] = []
        assigned_partitions__sub: bytearray
        if e_assigned_partitions.assignment_epochs != []:
            assigned_partitions__sub = bytearray()
            a_assigned_partitions__assignment_epochs = e_assigned_partitions.assignment_epochs
            if a_assigned_partitions__assignment_epochs is None:
                assigned_partitions__sub.append(0)
            else:
                n = len(a_assigned_partitions__assignment_epochs) + 1
                if n < 128:
                    assigned_partitions__sub.append(n)
                else:
                    assigned_partitions__sub += rt.uvarint(n)
                assigned_partitions__sub += struct.pack(
                    f">{len(a_assigned_partitions__assignment_epochs)}i",
                    *a_assigned_partitions__assignment_epochs,
                )
            assigned_partitions__tags.append((0, bytes(assigned_partitions__sub)))
        rt.write_tags(
            out, assigned_partitions__tags, e_assigned_partitions.unknown_tagged_fields, (0,)
        )
    a_partitions_pending_revocation = obj.partitions_pending_revocation
    n = len(a_partitions_pending_revocation) + 1
    if n < 128:
        append(n)
    else:
        out += rt.uvarint(n)
    for e_partitions_pending_revocation in a_partitions_pending_revocation:
        out += _S_u.pack(e_partitions_pending_revocation.topic_id.bytes)
        a_partitions_pending_revocation__partitions = e_partitions_pending_revocation.partitions
        n = len(a_partitions_pending_revocation__partitions) + 1
        if n < 128:
            append(n)
        else:
            out += rt.uvarint(n)
        out += struct.pack(
            f">{len(a_partitions_pending_revocation__partitions)}i",
            *a_partitions_pending_revocation__partitions,
        )
        partitions_pending_revocation__tags: list[tuple[int, bytes]] = []
        partitions_pending_revocation__sub: bytearray
        if e_partitions_pending_revocation.assignment_epochs != []:
            partitions_pending_revocation__sub = bytearray()
            a_partitions_pending_revocation__assignment_epochs = (
                e_partitions_pending_revocation.assignment_epochs
            )
            if a_partitions_pending_revocation__assignment_epochs is None:
                partitions_pending_revocation__sub.append(0)
            else:
                n = len(a_partitions_pending_revocation__assignment_epochs) + 1
                if n < 128:
                    partitions_pending_revocation__sub.append(n)
                else:
                    partitions_pending_revocation__sub += rt.uvarint(n)
                partitions_pending_revocation__sub += struct.pack(
                    f">{len(a_partitions_pending_revocation__assignment_epochs)}i",
                    *a_partitions_pending_revocation__assignment_epochs,
                )
            partitions_pending_revocation__tags.append(
                (0, bytes(partitions_pending_revocation__sub))
            )
        rt.write_tags(
            out,
            partitions_pending_revocation__tags,
            e_partitions_pending_revocation.unknown_tagged_fields,
            (0,),
        )
    if obj.unknown_tagged_fields:
        rt.write_tags(out, (), obj.unknown_tagged_fields)
    else:
        append(0)


TopicPartitions._SCHEMA = rt.StructInfo(
    "TopicPartitions",
    (
        rt.FieldInfo("topic_id", "topicId", "uuid", rt.vr("0+"), default=rt.ZERO_UUID),
        rt.FieldInfo("partitions", "partitions", "int32", rt.vr("0+"), is_array=True, default=()),
        rt.FieldInfo(
            "assignment_epochs",
            "assignmentEpochs",
            "int32",
            rt.vr("0+"),
            is_array=True,
            nullable=rt.vr("0+"),
            tagged=rt.vr("0+"),
            tag=0,
            default=(),
        ),
    ),
    flexible=rt.vr("0+"),
)
TopicPartitions._DECODERS = {
    0: _decode_TopicPartitions_v0,
}
TopicPartitions._ENCODERS = {
    0: _encode_TopicPartitions_v0,
}

ConsumerGroupCurrentMemberAssignmentValue._SCHEMA = rt.StructInfo(
    "ConsumerGroupCurrentMemberAssignmentValue",
    (
        rt.FieldInfo("member_epoch", "memberEpoch", "int32", rt.vr("0+"), default=0),
        rt.FieldInfo(
            "previous_member_epoch", "previousMemberEpoch", "int32", rt.vr("0+"), default=0
        ),
        rt.FieldInfo("state", "state", "int8", rt.vr("0+"), default=0),
        rt.FieldInfo(
            "assigned_partitions",
            "assignedPartitions",
            "struct",
            rt.vr("0+"),
            is_array=True,
            struct=lambda: TopicPartitions,
            default=(),
        ),
        rt.FieldInfo(
            "partitions_pending_revocation",
            "partitionsPendingRevocation",
            "struct",
            rt.vr("0+"),
            is_array=True,
            struct=lambda: TopicPartitions,
            default=(),
        ),
    ),
    flexible=rt.vr("0+"),
)
ConsumerGroupCurrentMemberAssignmentValue._DECODERS = {
    0: _decode_ConsumerGroupCurrentMemberAssignmentValue_v0,
}
ConsumerGroupCurrentMemberAssignmentValue._ENCODERS = {
    0: _encode_ConsumerGroupCurrentMemberAssignmentValue_v0,
}
