"""ShareGroupDescribeResponse: generated from ShareGroupDescribeResponse.json; edit the schema, not this file."""

from __future__ import annotations

import struct
from typing import ClassVar
from uuid import UUID

import attrs

from kgroup_proto import runtime as rt

_new = object.__new__
_S_h = struct.Struct(">h")
_S_hB = struct.Struct(">hB")
_S_i = struct.Struct(">i")
_S_iB = struct.Struct(">iB")
_S_ii = struct.Struct(">ii")
_S_iiB = struct.Struct(">iiB")
_S_u = struct.Struct(">16s")


@attrs.define(weakref_slot=False)
class TopicPartitions(rt.Struct):
    """Topic partitions making up the assignment.

    Versions 0-1; flexible 0+.

    Attributes:
        topic_id: Id of the topic. (versions 0+)
        topic_name: Name of the topic. (versions 0+)
        partitions: Partition indexes of that topic. (versions 0+)
    """

    VALID_VERSIONS: ClassVar[range] = range(0, 2)
    FLEXIBLE_VERSIONS: ClassVar[range | None] = range(0, rt.VERSION_LIMIT)

    topic_id: UUID = rt.ZERO_UUID
    topic_name: str = ""
    partitions: list[int] = attrs.field(factory=list)
    unknown_tagged_fields: rt.Tags = ()


@attrs.define(weakref_slot=False)
class Assignment(rt.Struct):
    """What the member is assigned now.

    Versions 0-1; flexible 0+.

    Attributes:
        topic_partitions: Topic partitions making up the assignment. (versions 0+)
    """

    VALID_VERSIONS: ClassVar[range] = range(0, 2)
    FLEXIBLE_VERSIONS: ClassVar[range | None] = range(0, rt.VERSION_LIMIT)

    topic_partitions: list[TopicPartitions] = attrs.field(factory=list)
    unknown_tagged_fields: rt.Tags = ()


@attrs.define(weakref_slot=False)
class Member(rt.Struct):
    """Members of the group.

    Versions 0-1; flexible 0+.

    Attributes:
        member_id: Id of the member. (versions 0+)
        rack_id: Rack of the member, null if unknown. (versions 0+, nullable 0+)
        member_epoch: Epoch the member holds. (versions 0+)
        client_id: Client id the member connected with. (versions 0+)
        client_host: Host the member connected from. (versions 0+)
        subscribed_topic_names: Topics the member subscribes to. (versions 0+)
        assignment: What the member is assigned now. (versions 0+)
    """

    VALID_VERSIONS: ClassVar[range] = range(0, 2)
    FLEXIBLE_VERSIONS: ClassVar[range | None] = range(0, rt.VERSION_LIMIT)

    member_id: str = ""
    rack_id: str | None = None
    member_epoch: int = 0
    client_id: str = ""
    client_host: str = ""
    subscribed_topic_names: list[str] = attrs.field(factory=list)
    assignment: Assignment = attrs.field(factory=Assignment)
    unknown_tagged_fields: rt.Tags = ()


@attrs.define(weakref_slot=False)
class DescribedGroup(rt.Struct):
    """One entry per requested group.

    Versions 0-1; flexible 0+.

    Attributes:
        error_code: Error describing this group, 0 on success. (versions 0+)
        error_message: Text explaining the error, null on success. (versions 0+, nullable
            0+)
        group_id: Id of the group. (versions 0+)
        group_state: State of the group, possibly empty. (versions 0+)
        group_epoch: Current epoch of the group. (versions 0+)
        assignment_epoch: Epoch of the current target assignment. (versions 0+)
        assignor_name: Assignor the group uses. (versions 0+)
        members: Members of the group. (versions 0+)
        authorized_operations: Bit set of operations the caller may perform on the group.
            (versions 0+)
    """

    VALID_VERSIONS: ClassVar[range] = range(0, 2)
    FLEXIBLE_VERSIONS: ClassVar[range | None] = range(0, rt.VERSION_LIMIT)

    error_code: int = 0
    error_message: str | None = None
    group_id: str = ""
    group_state: str = ""
    group_epoch: int = 0
    assignment_epoch: int = 0
    assignor_name: str = ""
    members: list[Member] = attrs.field(factory=list)
    authorized_operations: int = -2147483648
    unknown_tagged_fields: rt.Tags = ()


@attrs.define(weakref_slot=False)
class ShareGroupDescribeResponse(rt.Struct):
    """The ShareGroupDescribeResponse response.

    API key 77, versions 0-1; flexible 0+.

    Attributes:
        throttle_time_ms: Milliseconds the broker held the response back because of a quota;
            0 when no quota applied. (versions 0+)
        groups: One entry per requested group. (versions 0+)
    """

    API_KEY: ClassVar[int | None] = 77
    MESSAGE_TYPE: ClassVar[str] = "response"
    VALID_VERSIONS: ClassVar[range] = range(0, 2)
    FLEXIBLE_VERSIONS: ClassVar[range | None] = range(0, rt.VERSION_LIMIT)

    throttle_time_ms: int = 0
    groups: list[DescribedGroup] = attrs.field(factory=list)
    unknown_tagged_fields: rt.Tags = ()


def _decode_TopicPartitions_v0(data: bytes, pos: int) -> tuple[TopicPartitions, int]:
    """Decode TopicPartitions, versions 0, 1."""
    data_end = len(data)
    (topic_id_raw,) = _S_u.unpack_from(data, pos)
    pos += 16
    topic_id = UUID(bytes=topic_id_raw)
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
    obj = _new(TopicPartitions)
    obj.topic_id = topic_id
    obj.topic_name = topic_name
    obj.partitions = partitions
    obj.unknown_tagged_fields = unknown
    return obj, pos


def _encode_TopicPartitions_v0(obj: TopicPartitions, out: bytearray) -> None:
    """Encode TopicPartitions, versions 0, 1."""
    out += _S_u.pack(obj.topic_id.bytes)
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


def _decode_Assignment_v0(data: bytes, pos: int) -> tuple[Assignment, int]:
    """Decode Assignment, versions 0, 1."""
    data_end = len(data)
    n_topic_partitions = data[pos]
    pos += 1
    if n_topic_partitions > 127:
        n_topic_partitions, pos = rt.read_uvarint(data, pos - 1)
    n_topic_partitions -= 1
    if n_topic_partitions < 0:
        raise rt.Malformed
    if n_topic_partitions > data_end - pos:
        raise rt.Malformed
    items_topic_partitions: list[TopicPartitions] = []
    for _ in range(n_topic_partitions):
        (topic_partitions__topic_id_raw,) = _S_u.unpack_from(data, pos)
        pos += 16
        topic_partitions__topic_id = UUID(bytes=topic_partitions__topic_id_raw)
        n_topic_partitions__topic_name = data[pos]
        pos += 1
        if n_topic_partitions__topic_name > 127:
            n_topic_partitions__topic_name, pos = rt.read_string_length(data, pos - 1)
        end = pos + n_topic_partitions__topic_name - 1
        if not n_topic_partitions__topic_name or end > data_end:
            raise rt.Malformed
        topic_partitions__topic_name = data[pos:end].decode()
        pos = end
        n_topic_partitions__partitions = data[pos]
        pos += 1
        if n_topic_partitions__partitions > 127:
            n_topic_partitions__partitions, pos = rt.read_uvarint(data, pos - 1)
        n_topic_partitions__partitions -= 1
        if n_topic_partitions__partitions < 0:
            raise rt.Malformed
        if n_topic_partitions__partitions > data_end - pos:
            raise rt.Malformed
        topic_partitions__partitions = list(
            struct.unpack_from(f">{n_topic_partitions__partitions}i", data, pos)
        )
        pos += n_topic_partitions__partitions * 4
        topic_partitions__tag_count = data[pos]
        pos += 1
        topic_partitions__unknown: rt.Tags = ()
        if topic_partitions__tag_count:
            topic_partitions__unknown, pos = rt.read_unknown_tags(data, pos - 1)
        e_topic_partitions = _new(TopicPartitions)
        e_topic_partitions.topic_id = topic_partitions__topic_id
        e_topic_partitions.topic_name = topic_partitions__topic_name
        e_topic_partitions.partitions = topic_partitions__partitions
        e_topic_partitions.unknown_tagged_fields = topic_partitions__unknown
        items_topic_partitions.append(e_topic_partitions)
    topic_partitions = items_topic_partitions
    tag_count = data[pos]
    pos += 1
    unknown: rt.Tags = ()
    if tag_count:
        unknown, pos = rt.read_unknown_tags(data, pos - 1)
    obj = _new(Assignment)
    obj.topic_partitions = topic_partitions
    obj.unknown_tagged_fields = unknown
    return obj, pos


def _encode_Assignment_v0(obj: Assignment, out: bytearray) -> None:
    """Encode Assignment, versions 0, 1."""
    append = out.append
    a_topic_partitions = obj.topic_partitions
    n = len(a_topic_partitions) + 1
    if n < 128:
        append(n)
    else:
        out += rt.uvarint(n)
    for e_topic_partitions in a_topic_partitions:
        out += _S_u.pack(e_topic_partitions.topic_id.bytes)
        b_topic_partitions__topic_name = e_topic_partitions.topic_name.encode()
        n = len(b_topic_partitions__topic_name) + 1
        if n < 128:
            append(n)
        else:
            out += rt.string_length(n)
        out += b_topic_partitions__topic_name
        a_topic_partitions__partitions = e_topic_partitions.partitions
        n = len(a_topic_partitions__partitions) + 1
        if n < 128:
            append(n)
        else:
            out += rt.uvarint(n)
        out += struct.pack(
            f">{len(a_topic_partitions__partitions)}i", *a_topic_partitions__partitions
        )
        if e_topic_partitions.unknown_tagged_fields:
            rt.write_tags(out, (), e_topic_partitions.unknown_tagged_fields)
        else:
            append(0)
    if obj.unknown_tagged_fields:
        rt.write_tags(out, (), obj.unknown_tagged_fields)
    else:
        append(0)


def _decode_Member_v0(data: bytes, pos: int) -> tuple[Member, int]:
    """Decode Member, versions 0, 1."""
    data_end = len(data)
    n_member_id = data[pos]
    pos += 1
    if n_member_id > 127:
        n_member_id, pos = rt.read_string_length(data, pos - 1)
    end = pos + n_member_id - 1
    if not n_member_id or end > data_end:
        raise rt.Malformed
    member_id = data[pos:end].decode()
    pos = end
    n_rack_id = data[pos]
    pos += 1
    if n_rack_id > 127:
        n_rack_id, pos = rt.read_string_length(data, pos - 1)
    rack_id: str | None
    if not n_rack_id:
        rack_id = None
    else:
        end = pos + n_rack_id - 1
        if end > data_end:
            raise rt.Malformed
        rack_id = data[pos:end].decode()
        pos = end
    member_epoch, n_client_id = _S_iB.unpack_from(data, pos)
    pos += 5
    if n_client_id > 127:
        n_client_id, pos = rt.read_string_length(data, pos - 1)
    end = pos + n_client_id - 1
    if not n_client_id or end > data_end:
        raise rt.Malformed
    client_id = data[pos:end].decode()
    pos = end
    n_client_host = data[pos]
    pos += 1
    if n_client_host > 127:
        n_client_host, pos = rt.read_string_length(data, pos - 1)
    end = pos + n_client_host - 1
    if not n_client_host or end > data_end:
        raise rt.Malformed
    client_host = data[pos:end].decode()
    pos = end
    n_subscribed_topic_names = data[pos]
    pos += 1
    if n_subscribed_topic_names > 127:
        n_subscribed_topic_names, pos = rt.read_uvarint(data, pos - 1)
    n_subscribed_topic_names -= 1
    if n_subscribed_topic_names < 0:
        raise rt.Malformed
    if n_subscribed_topic_names > data_end - pos:
        raise rt.Malformed
    items_subscribed_topic_names: list[str] = []
    for _ in range(n_subscribed_topic_names):
        n_e_subscribed_topic_names = data[pos]
        pos += 1
        if n_e_subscribed_topic_names > 127:
            n_e_subscribed_topic_names, pos = rt.read_string_length(data, pos - 1)
        end = pos + n_e_subscribed_topic_names - 1
        if not n_e_subscribed_topic_names or end > data_end:
            raise rt.Malformed
        e_subscribed_topic_names = data[pos:end].decode()
        pos = end
        items_subscribed_topic_names.append(e_subscribed_topic_names)
    subscribed_topic_names = items_subscribed_topic_names
    assignment, pos = _decode_Assignment_v0(data, pos)
    tag_count = data[pos]
    pos += 1
    unknown: rt.Tags = ()
    if tag_count:
        unknown, pos = rt.read_unknown_tags(data, pos - 1)
    obj = _new(Member)
    obj.member_id = member_id
    obj.rack_id = rack_id
    obj.member_epoch = member_epoch
    obj.client_id = client_id
    obj.client_host = client_host
    obj.subscribed_topic_names = subscribed_topic_names
    obj.assignment = assignment
    obj.unknown_tagged_fields = unknown
    return obj, pos


def _encode_Member_v0(obj: Member, out: bytearray) -> None:
    """Encode Member, versions 0, 1."""
    append = out.append
    b_member_id = obj.member_id.encode()
    n = len(b_member_id) + 1
    if n < 128:
        append(n)
    else:
        out += rt.string_length(n)
    out += b_member_id
    s_rack_id = obj.rack_id
    if s_rack_id is None:
        append(0)
    else:
        b_rack_id = s_rack_id.encode()
        n = len(b_rack_id) + 1
        if n < 128:
            append(n)
        else:
            out += rt.string_length(n)
        out += b_rack_id
    out += _S_i.pack(obj.member_epoch)
    b_client_id = obj.client_id.encode()
    n = len(b_client_id) + 1
    if n < 128:
        append(n)
    else:
        out += rt.string_length(n)
    out += b_client_id
    b_client_host = obj.client_host.encode()
    n = len(b_client_host) + 1
    if n < 128:
        append(n)
    else:
        out += rt.string_length(n)
    out += b_client_host
    a_subscribed_topic_names = obj.subscribed_topic_names
    n = len(a_subscribed_topic_names) + 1
    if n < 128:
        append(n)
    else:
        out += rt.uvarint(n)
    if not isinstance(a_subscribed_topic_names, (list, tuple)):
        raise rt.Malformed
    for e_subscribed_topic_names in a_subscribed_topic_names:
        b_e_subscribed_topic_names = e_subscribed_topic_names.encode()
        n = len(b_e_subscribed_topic_names) + 1
        if n < 128:
            append(n)
        else:
            out += rt.string_length(n)
        out += b_e_subscribed_topic_names
    _encode_Assignment_v0(obj.assignment, out)
    if obj.unknown_tagged_fields:
        rt.write_tags(out, (), obj.unknown_tagged_fields)
    else:
        append(0)


def _decode_DescribedGroup_v0(data: bytes, pos: int) -> tuple[DescribedGroup, int]:
    """Decode DescribedGroup, versions 0, 1."""
    data_end = len(data)
    error_code, n_error_message = _S_hB.unpack_from(data, pos)
    pos += 3
    if n_error_message > 127:
        n_error_message, pos = rt.read_string_length(data, pos - 1)
    error_message: str | None
    if not n_error_message:
        error_message = None
    else:
        end = pos + n_error_message - 1
        if end > data_end:
            raise rt.Malformed
        error_message = data[pos:end].decode()
        pos = end
    n_group_id = data[pos]
    pos += 1
    if n_group_id > 127:
        n_group_id, pos = rt.read_string_length(data, pos - 1)
    end = pos + n_group_id - 1
    if not n_group_id or end > data_end:
        raise rt.Malformed
    group_id = data[pos:end].decode()
    pos = end
    n_group_state = data[pos]
    pos += 1
    if n_group_state > 127:
        n_group_state, pos = rt.read_string_length(data, pos - 1)
    end = pos + n_group_state - 1
    if not n_group_state or end > data_end:
        raise rt.Malformed
    group_state = data[pos:end].decode()
    pos = end
    group_epoch, assignment_epoch, n_assignor_name = _S_iiB.unpack_from(data, pos)
    pos += 9
    if n_assignor_name > 127:
        n_assignor_name, pos = rt.read_string_length(data, pos - 1)
    end = pos + n_assignor_name - 1
    if not n_assignor_name or end > data_end:
        raise rt.Malformed
    assignor_name = data[pos:end].decode()
    pos = end
    n_members = data[pos]
    pos += 1
    if n_members > 127:
        n_members, pos = rt.read_uvarint(data, pos - 1)
    n_members -= 1
    if n_members < 0:
        raise rt.Malformed
    if n_members > data_end - pos:
        raise rt.Malformed
    items_members: list[Member] = []
    for _ in range(n_members):
        n_members__member_id = data[pos]
        pos += 1
        if n_members__member_id > 127:
            n_members__member_id, pos = rt.read_string_length(data, pos - 1)
        end = pos + n_members__member_id - 1
        if not n_members__member_id or end > data_end:
            raise rt.Malformed
        members__member_id = data[pos:end].decode()
        pos = end
        n_members__rack_id = data[pos]
        pos += 1
        if n_members__rack_id > 127:
            n_members__rack_id, pos = rt.read_string_length(data, pos - 1)
        members__rack_id: str | None
        if not n_members__rack_id:
            members__rack_id = None
        else:
            end = pos + n_members__rack_id - 1
            if end > data_end:
                raise rt.Malformed
            members__rack_id = data[pos:end].decode()
            pos = end
        members__member_epoch, n_members__client_id = _S_iB.unpack_from(data, pos)
        pos += 5
        if n_members__client_id > 127:
            n_members__client_id, pos = rt.read_string_length(data, pos - 1)
        end = pos + n_members__client_id - 1
        if not n_members__client_id or end > data_end:
            raise rt.Malformed
        members__client_id = data[pos:end].decode()
        pos = end
        n_members__client_host = data[pos]
        pos += 1
        if n_members__client_host > 127:
            n_members__client_host, pos = rt.read_string_length(data, pos - 1)
        end = pos + n_members__client_host - 1
        if not n_members__client_host or end > data_end:
            raise rt.Malformed
        members__client_host = data[pos:end].decode()
        pos = end
        n_members__subscribed_topic_names = data[pos]
        pos += 1
        if n_members__subscribed_topic_names > 127:
            n_members__subscribed_topic_names, pos = rt.read_uvarint(data, pos - 1)
        n_members__subscribed_topic_names -= 1
        if n_members__subscribed_topic_names < 0:
            raise rt.Malformed
        if n_members__subscribed_topic_names > data_end - pos:
            raise rt.Malformed
        items_members__subscribed_topic_names: list[str] = []
        for _ in range(n_members__subscribed_topic_names):
            n_e_members__subscribed_topic_names = data[pos]
            pos += 1
            if n_e_members__subscribed_topic_names > 127:
                n_e_members__subscribed_topic_names, pos = rt.read_string_length(data, pos - 1)
            end = pos + n_e_members__subscribed_topic_names - 1
            if not n_e_members__subscribed_topic_names or end > data_end:
                raise rt.Malformed
            e_members__subscribed_topic_names = data[pos:end].decode()
            pos = end
            items_members__subscribed_topic_names.append(e_members__subscribed_topic_names)
        members__subscribed_topic_names = items_members__subscribed_topic_names
        members__assignment, pos = _decode_Assignment_v0(data, pos)
        members__tag_count = data[pos]
        pos += 1
        members__unknown: rt.Tags = ()
        if members__tag_count:
            members__unknown, pos = rt.read_unknown_tags(data, pos - 1)
        e_members = _new(Member)
        e_members.member_id = members__member_id
        e_members.rack_id = members__rack_id
        e_members.member_epoch = members__member_epoch
        e_members.client_id = members__client_id
        e_members.client_host = members__client_host
        e_members.subscribed_topic_names = members__subscribed_topic_names
        e_members.assignment = members__assignment
        e_members.unknown_tagged_fields = members__unknown
        items_members.append(e_members)
    members = items_members
    authorized_operations, tag_count = _S_iB.unpack_from(data, pos)
    pos += 5
    unknown: rt.Tags = ()
    if tag_count:
        unknown, pos = rt.read_unknown_tags(data, pos - 1)
    obj = _new(DescribedGroup)
    obj.error_code = error_code
    obj.error_message = error_message
    obj.group_id = group_id
    obj.group_state = group_state
    obj.group_epoch = group_epoch
    obj.assignment_epoch = assignment_epoch
    obj.assignor_name = assignor_name
    obj.members = members
    obj.authorized_operations = authorized_operations
    obj.unknown_tagged_fields = unknown
    return obj, pos


def _encode_DescribedGroup_v0(obj: DescribedGroup, out: bytearray) -> None:
    """Encode DescribedGroup, versions 0, 1."""
    append = out.append
    out += _S_h.pack(obj.error_code)
    s_error_message = obj.error_message
    if s_error_message is None:
        append(0)
    else:
        b_error_message = s_error_message.encode()
        n = len(b_error_message) + 1
        if n < 128:
            append(n)
        else:
            out += rt.string_length(n)
        out += b_error_message
    b_group_id = obj.group_id.encode()
    n = len(b_group_id) + 1
    if n < 128:
        append(n)
    else:
        out += rt.string_length(n)
    out += b_group_id
    b_group_state = obj.group_state.encode()
    n = len(b_group_state) + 1
    if n < 128:
        append(n)
    else:
        out += rt.string_length(n)
    out += b_group_state
    out += _S_ii.pack(obj.group_epoch, obj.assignment_epoch)
    b_assignor_name = obj.assignor_name.encode()
    n = len(b_assignor_name) + 1
    if n < 128:
        append(n)
    else:
        out += rt.string_length(n)
    out += b_assignor_name
    a_members = obj.members
    n = len(a_members) + 1
    if n < 128:
        append(n)
    else:
        out += rt.uvarint(n)
    for e_members in a_members:
        b_members__member_id = e_members.member_id.encode()
        n = len(b_members__member_id) + 1
        if n < 128:
            append(n)
        else:
            out += rt.string_length(n)
        out += b_members__member_id
        s_members__rack_id = e_members.rack_id
        if s_members__rack_id is None:
            append(0)
        else:
            b_members__rack_id = s_members__rack_id.encode()
            n = len(b_members__rack_id) + 1
            if n < 128:
                append(n)
            else:
                out += rt.string_length(n)
            out += b_members__rack_id
        out += _S_i.pack(e_members.member_epoch)
        b_members__client_id = e_members.client_id.encode()
        n = len(b_members__client_id) + 1
        if n < 128:
            append(n)
        else:
            out += rt.string_length(n)
        out += b_members__client_id
        b_members__client_host = e_members.client_host.encode()
        n = len(b_members__client_host) + 1
        if n < 128:
            append(n)
        else:
            out += rt.string_length(n)
        out += b_members__client_host
        a_members__subscribed_topic_names = e_members.subscribed_topic_names
        n = len(a_members__subscribed_topic_names) + 1
        if n < 128:
            append(n)
        else:
            out += rt.uvarint(n)
        if not isinstance(a_members__subscribed_topic_names, (list, tuple)):
            raise rt.Malformed
        for e_members__subscribed_topic_names in a_members__subscribed_topic_names:
            b_e_members__subscribed_topic_names = e_members__subscribed_topic_names.encode()
            n = len(b_e_members__subscribed_topic_names) + 1
            if n < 128:
                append(n)
            else:
                out += rt.string_length(n)
            out += b_e_members__subscribed_topic_names
        _encode_Assignment_v0(e_members.assignment, out)
        if e_members.unknown_tagged_fields:
            rt.write_tags(out, (), e_members.unknown_tagged_fields)
        else:
            append(0)
    out += _S_i.pack(obj.authorized_operations)
    if obj.unknown_tagged_fields:
        rt.write_tags(out, (), obj.unknown_tagged_fields)
    else:
        append(0)


def _decode_ShareGroupDescribeResponse_v0(
    data: bytes, pos: int
) -> tuple[ShareGroupDescribeResponse, int]:
    """Decode ShareGroupDescribeResponse, versions 0, 1."""
    data_end = len(data)
    throttle_time_ms, n_groups = _S_iB.unpack_from(data, pos)
    pos += 5
    if n_groups > 127:
        n_groups, pos = rt.read_uvarint(data, pos - 1)
    n_groups -= 1
    if n_groups < 0:
        raise rt.Malformed
    if n_groups > data_end - pos:
        raise rt.Malformed
    items_groups: list[DescribedGroup] = []
    for _ in range(n_groups):
        groups__error_code, n_groups__error_message = _S_hB.unpack_from(data, pos)
        pos += 3
        if n_groups__error_message > 127:
            n_groups__error_message, pos = rt.read_string_length(data, pos - 1)
        groups__error_message: str | None
        if not n_groups__error_message:
            groups__error_message = None
        else:
            end = pos + n_groups__error_message - 1
            if end > data_end:
                raise rt.Malformed
            groups__error_message = data[pos:end].decode()
            pos = end
        n_groups__group_id = data[pos]
        pos += 1
        if n_groups__group_id > 127:
            n_groups__group_id, pos = rt.read_string_length(data, pos - 1)
        end = pos + n_groups__group_id - 1
        if not n_groups__group_id or end > data_end:
            raise rt.Malformed
        groups__group_id = data[pos:end].decode()
        pos = end
        n_groups__group_state = data[pos]
        pos += 1
        if n_groups__group_state > 127:
            n_groups__group_state, pos = rt.read_string_length(data, pos - 1)
        end = pos + n_groups__group_state - 1
        if not n_groups__group_state or end > data_end:
            raise rt.Malformed
        groups__group_state = data[pos:end].decode()
        pos = end
        groups__group_epoch, groups__assignment_epoch, n_groups__assignor_name = _S_iiB.unpack_from(
            data, pos
        )
        pos += 9
        if n_groups__assignor_name > 127:
            n_groups__assignor_name, pos = rt.read_string_length(data, pos - 1)
        end = pos + n_groups__assignor_name - 1
        if not n_groups__assignor_name or end > data_end:
            raise rt.Malformed
        groups__assignor_name = data[pos:end].decode()
        pos = end
        n_groups__members = data[pos]
        pos += 1
        if n_groups__members > 127:
            n_groups__members, pos = rt.read_uvarint(data, pos - 1)
        n_groups__members -= 1
        if n_groups__members < 0:
            raise rt.Malformed
        if n_groups__members > data_end - pos:
            raise rt.Malformed
        items_groups__members: list[Member] = []
        for _ in range(n_groups__members):
            e_groups__members, pos = _decode_Member_v0(data, pos)
            items_groups__members.append(e_groups__members)
        groups__members = items_groups__members
        groups__authorized_operations, groups__tag_count = _S_iB.unpack_from(data, pos)
        pos += 5
        groups__unknown: rt.Tags = ()
        if groups__tag_count:
            groups__unknown, pos = rt.read_unknown_tags(data, pos - 1)
        e_groups = _new(DescribedGroup)
        e_groups.error_code = groups__error_code
        e_groups.error_message = groups__error_message
        e_groups.group_id = groups__group_id
        e_groups.group_state = groups__group_state
        e_groups.group_epoch = groups__group_epoch
        e_groups.assignment_epoch = groups__assignment_epoch
        e_groups.assignor_name = groups__assignor_name
        e_groups.members = groups__members
        e_groups.authorized_operations = groups__authorized_operations
        e_groups.unknown_tagged_fields = groups__unknown
        items_groups.append(e_groups)
    groups = items_groups
    tag_count = data[pos]
    pos += 1
    unknown: rt.Tags = ()
    if tag_count:
        unknown, pos = rt.read_unknown_tags(data, pos - 1)
    obj = _new(ShareGroupDescribeResponse)
    obj.throttle_time_ms = throttle_time_ms
    obj.groups = groups
    obj.unknown_tagged_fields = unknown
    return obj, pos


def _encode_ShareGroupDescribeResponse_v0(obj: ShareGroupDescribeResponse, out: bytearray) -> None:
    """Encode ShareGroupDescribeResponse, versions 0, 1."""
    append = out.append
    out += _S_i.pack(obj.throttle_time_ms)
    a_groups = obj.groups
    n = len(a_groups) + 1
    if n < 128:
        append(n)
    else:
        out += rt.uvarint(n)
    for e_groups in a_groups:
        out += _S_h.pack(e_groups.error_code)
        s_groups__error_message = e_groups.error_message
        if s_groups__error_message is None:
            append(0)
        else:
            b_groups__error_message = s_groups__error_message.encode()
            n = len(b_groups__error_message) + 1
            if n < 128:
                append(n)
            else:
                out += rt.string_length(n)
            out += b_groups__error_message
        b_groups__group_id = e_groups.group_id.encode()
        n = len(b_groups__group_id) + 1
        if n < 128:
            append(n)
        else:
            out += rt.string_length(n)
        out += b_groups__group_id
        b_groups__group_state = e_groups.group_state.encode()
        n = len(b_groups__group_state) + 1
        if n < 128:
            append(n)
        else:
            out += rt.string_length(n)
        out += b_groups__group_state
        out += _S_ii.pack(e_groups.group_epoch, e_groups.assignment_epoch)
        b_groups__assignor_name = e_groups.assignor_name.encode()
        n = len(b_groups__assignor_name) + 1
        if n < 128:
            append(n)
        else:
            out += rt.string_length(n)
        out += b_groups__assignor_name
        a_groups__members = e_groups.members
        n = len(a_groups__members) + 1
        if n < 128:
            append(n)
        else:
            out += rt.uvarint(n)
        for e_groups__members in a_groups__members:
            b_groups__members__member_id = e_groups__members.member_id.encode()
            n = len(b_groups__members__member_id) + 1
            if n < 128:
                append(n)
            else:
                out += rt.string_length(n)
            out += b_groups__members__member_id
            s_groups__members__rack_id = e_groups__members.rack_id
            if s_groups__members__rack_id is None:
                append(0)
            else:
                b_groups__members__rack_id = s_groups__members__rack_id.encode()
                n = len(b_groups__members__rack_id) + 1
                if n < 128:
                    append(n)
                else:
                    out += rt.string_length(n)
                out += b_groups__members__rack_id
            out += _S_i.pack(e_groups__members.member_epoch)
            b_groups__members__client_id = e_groups__members.client_id.encode()
            n = len(b_groups__members__client_id) + 1
            if n < 128:
                append(n)
            else:
                out += rt.string_length(n)
            out += b_groups__members__client_id
            b_groups__members__client_host = e_groups__members.client_host.encode()
            n = len(b_groups__members__client_host) + 1
            if n < 128:
                append(n)
            else:
                out += rt.string_length(n)
            out += b_groups__members__client_host
            a_groups__members__subscribed_topic_names = e_groups__members.subscribed_topic_names
            n = len(a_groups__members__subscribed_topic_names) + 1
            if n < 128:
                append(n)
            else:
                out += rt.uvarint(n)
            if not isinstance(a_groups__members__subscribed_topic_names, (list, tuple)):
                raise rt.Malformed
            for (
                e_groups__members__subscribed_topic_names
            ) in a_groups__members__subscribed_topic_names:
                b_e_groups__members__subscribed_topic_names = (
                    e_groups__members__subscribed_topic_names.encode()
                )
                n = len(b_e_groups__members__subscribed_topic_names) + 1
                if n < 128:
                    append(n)
                else:
                    out += rt.string_length(n)
                out += b_e_groups__members__subscribed_topic_names
            _encode_Assignment_v0(e_groups__members.assignment, out)
            if e_groups__members.unknown_tagged_fields:
                rt.write_tags(out, (), e_groups__members.unknown_tagged_fields)
            else:
                append(0)
        out += _S_i.pack(e_groups.authorized_operations)
        if e_groups.unknown_tagged_fields:
            rt.write_tags(out, (), e_groups.unknown_tagged_fields)
        else:
            append(0)
    if obj.unknown_tagged_fields:
        rt.write_tags(out, (), obj.unknown_tagged_fields)
    else:
        append(0)


TopicPartitions._SCHEMA = rt.StructInfo(
    "TopicPartitions",
    (
        rt.FieldInfo("topic_id", "topicId", "uuid", rt.vr("0+"), default=rt.ZERO_UUID),
        rt.FieldInfo("topic_name", "topicName", "string", rt.vr("0+"), default=""),
        rt.FieldInfo("partitions", "partitions", "int32", rt.vr("0+"), is_array=True, default=()),
    ),
    flexible=rt.vr("0+"),
)
TopicPartitions._DECODERS = {
    0: _decode_TopicPartitions_v0,
    1: _decode_TopicPartitions_v0,
}
TopicPartitions._ENCODERS = {
    0: _encode_TopicPartitions_v0,
    1: _encode_TopicPartitions_v0,
}

Assignment._SCHEMA = rt.StructInfo(
    "Assignment",
    (
        rt.FieldInfo(
            "topic_partitions",
            "topicPartitions",
            "struct",
            rt.vr("0+"),
            is_array=True,
            struct=lambda: TopicPartitions,
            default=(),
        ),
    ),
    flexible=rt.vr("0+"),
)
Assignment._DECODERS = {
    0: _decode_Assignment_v0,
    1: _decode_Assignment_v0,
}
Assignment._ENCODERS = {
    0: _encode_Assignment_v0,
    1: _encode_Assignment_v0,
}

Member._SCHEMA = rt.StructInfo(
    "Member",
    (
        rt.FieldInfo("member_id", "memberId", "string", rt.vr("0+"), default=""),
        rt.FieldInfo("rack_id", "rackId", "string", rt.vr("0+"), nullable=rt.vr("0+")),
        rt.FieldInfo("member_epoch", "memberEpoch", "int32", rt.vr("0+"), default=0),
        rt.FieldInfo("client_id", "clientId", "string", rt.vr("0+"), default=""),
        rt.FieldInfo("client_host", "clientHost", "string", rt.vr("0+"), default=""),
        rt.FieldInfo(
            "subscribed_topic_names",
            "subscribedTopicNames",
            "string",
            rt.vr("0+"),
            is_array=True,
            default=(),
        ),
        rt.FieldInfo(
            "assignment",
            "assignment",
            "struct",
            rt.vr("0+"),
            struct=lambda: Assignment,
            default=Assignment(),
        ),
    ),
    flexible=rt.vr("0+"),
)
Member._DECODERS = {
    0: _decode_Member_v0,
    1: _decode_Member_v0,
}
Member._ENCODERS = {
    0: _encode_Member_v0,
    1: _encode_Member_v0,
}

DescribedGroup._SCHEMA = rt.StructInfo(
    "DescribedGroup",
    (
        rt.FieldInfo("error_code", "errorCode", "int16", rt.vr("0+"), default=0),
        rt.FieldInfo("error_message", "errorMessage", "string", rt.vr("0+"), nullable=rt.vr("0+")),
        rt.FieldInfo("group_id", "groupId", "string", rt.vr("0+"), default=""),
        rt.FieldInfo("group_state", "groupState", "string", rt.vr("0+"), default=""),
        rt.FieldInfo("group_epoch", "groupEpoch", "int32", rt.vr("0+"), default=0),
        rt.FieldInfo("assignment_epoch", "assignmentEpoch", "int32", rt.vr("0+"), default=0),
        rt.FieldInfo("assignor_name", "assignorName", "string", rt.vr("0+"), default=""),
        rt.FieldInfo(
            "members",
            "members",
            "struct",
            rt.vr("0+"),
            is_array=True,
            struct=lambda: Member,
            default=(),
        ),
        rt.FieldInfo(
            "authorized_operations",
            "authorizedOperations",
            "int32",
            rt.vr("0+"),
            default=-2147483648,
        ),
    ),
    flexible=rt.vr("0+"),
)
DescribedGroup._DECODERS = {
    0: _decode_DescribedGroup_v0,
    1: _decode_DescribedGroup_v0,
}
DescribedGroup._ENCODERS = {
    0: _encode_DescribedGroup_v0,
    1: _encode_DescribedGroup_v0,
}

ShareGroupDescribeResponse._SCHEMA = rt.StructInfo(
    "ShareGroupDescribeResponse",
    (
        rt.FieldInfo("throttle_time_ms", "throttleTimeMs", "int32", rt.vr("0+"), default=0),
        rt.FieldInfo(
            "groups",
            "groups",
            "struct",
            rt.vr("0+"),
            is_array=True,
            struct=lambda: DescribedGroup,
            default=(),
        ),
    ),
    flexible=rt.vr("0+"),
)
ShareGroupDescribeResponse._DECODERS = {
    0: _decode_ShareGroupDescribeResponse_v0,
    1: _decode_ShareGroupDescribeResponse_v0,
}
ShareGroupDescribeResponse._ENCODERS = {
    0: _encode_ShareGroupDescribeResponse_v0,
    1: _encode_ShareGroupDescribeResponse_v0,
}
