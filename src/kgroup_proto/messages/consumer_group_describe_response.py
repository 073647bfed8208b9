"""ConsumerGroupDescribeResponse: generated from ConsumerGroupDescribeResponse.json; edit the schema, not this file."""

from __future__ import annotations

import struct
from typing import ClassVar
from uuid import UUID

import attrs

from kgroup_proto import runtime as rt

_S_b = struct.Struct(">b")
_S_h = struct.Struct(">h")
_S_i = struct.Struct(">i")
_S_ii = struct.Struct(">ii")
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
    """What the member owns now.

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
        instance_id: Static instance id, null if the member has none. (versions 0+, nullable
            0+)
        rack_id: Rack of the member, null if unknown. (versions 0+, nullable 0+)
        member_epoch: Epoch the member holds. (versions 0+)
        client_id: Client id the member connected with. (versions 0+)
        client_host: Host the member connected from. (versions 0+)
        subscribed_topic_names: Topics the member subscribes to by name. (versions 0+)
        subscribed_topic_regex: Regular expression the member subscribes with, null if it
            uses none. (versions 0+, nullable 0+)
        assignment: What the member owns now. (versions 0+)
        target_assignment: What the member is meant to own once reconciled. (versions 0+)
        member_type: Kind of member: 1 consumer protocol, 0 classic protocol, -1 not known.
            (versions 1+)
    """

    VALID_VERSIONS: ClassVar[range] = range(0, 2)
    FLEXIBLE_VERSIONS: ClassVar[range | None] = range(0, rt.VERSION_LIMIT)

    member_id: str = ""
    instance_id: str | None = None
    rack_id: str | None = None
    member_epoch: int = 0
    client_id: str = ""
    client_host: str = ""
    subscribed_topic_names: list[str] = attrs.field(factory=list)
    subscribed_topic_regex: str | None = None
    assignment: Assignment = attrs.field(factory=Assignment)
    target_assignment: Assignment = attrs.field(factory=Assignment)
    member_type: int = -1
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
class ConsumerGroupDescribeResponse(rt.Struct):
    """The ConsumerGroupDescribeResponse response.

    API key 69, versions 0-1; flexible 0+.

    Attributes:
        throttle_time_ms: Milliseconds the broker held the response back because of a quota;
            0 when no quota applied. (versions 0+)
        groups: One entry per requested group. (versions 0+)
    """

    API_KEY: ClassVar[int | None] = 69
    MESSAGE_TYPE: ClassVar[str] = "response"
    VALID_VERSIONS: ClassVar[range] = range(0, 2)
    FLEXIBLE_VERSIONS: ClassVar[range | None] = range(0, rt.VERSION_LIMIT)

    throttle_time_ms: int = 0
    groups: list[DescribedGroup] = attrs.field(factory=list)
    unknown_tagged_fields: rt.Tags = ()


def _decode_TopicPartitions_v0(data: bytes, pos: int) -> tuple[TopicPartitions, int]:
    """Decode TopicPartitions, versions 0, 1."""
    (topic_id_raw,) = _S_u.unpack_from(data, pos)
    pos += 16
    topic_id = UUID(bytes=topic_id_raw)
    n_topic_name = data[pos] - 1
    if n_topic_name < 127:
        pos += 1
    else:
        n_topic_name, pos = rt.read_uvarint(data, pos)
        n_topic_name -= 1
    if n_topic_name < 0:
        raise rt.Malformed
    end = pos + n_topic_name
    if end > len(data):
        raise rt.Malformed
    topic_name = data[pos:end].decode()
    pos = end
    n_partitions = data[pos] - 1
    if n_partitions < 127:
        pos += 1
    else:
        n_partitions, pos = rt.read_uvarint(data, pos)
        n_partitions -= 1
    if n_partitions < 0:
        raise rt.Malformed
    if n_partitions > len(data) - pos:
        raise rt.Malformed
    partitions = list(struct.unpack_from(f">{n_partitions}i", data, pos))
    pos += n_partitions * 4
    unknown: rt.Tags
    if data[pos]:
        unknown, pos = rt.read_unknown_tags(data, pos)
    else:
        pos += 1
        unknown = ()
    return TopicPartitions(topic_id, topic_name, partitions, unknown), pos


def _encode_TopicPartitions_v0(obj: TopicPartitions, out: list[bytes]) -> None:
    """Encode TopicPartitions, versions 0, 1."""
    w = out.append
    w(_S_u.pack(obj.topic_id.bytes))
    b_topic_name = obj.topic_name.encode()
    n = len(b_topic_name) + 1
    w(rt.UVARINT1[n] if n < 128 else rt.uvarint(n))
    w(b_topic_name)
    a_partitions = obj.partitions
    n = len(a_partitions) + 1
    w(rt.UVARINT1[n] if n < 128 else rt.uvarint(n))
    w(struct.pack(f">{len(a_partitions)}i", *a_partitions))
    if obj.unknown_tagged_fields:
        rt.write_tags(w, (), obj.unknown_tagged_fields)
    else:
        w(rt.NO_TAGS)


def _decode_Assignment_v0(data: bytes, pos: int) -> tuple[Assignment, int]:
    """Decode Assignment, versions 0, 1."""
    n_topic_partitions = data[pos] - 1
    if n_topic_partitions < 127:
        pos += 1
    else:
        n_topic_partitions, pos = rt.read_uvarint(data, pos)
        n_topic_partitions -= 1
    if n_topic_partitions < 0:
        raise rt.Malformed
    if n_topic_partitions > len(data) - pos:
        raise rt.Malformed
    items_topic_partitions: list[TopicPartitions] = []
    for _ in range(n_topic_partitions):
        e_topic_partitions, pos = _decode_TopicPartitions_v0(data, pos)
        items_topic_partitions.append(e_topic_partitions)
    topic_partitions = items_topic_partitions
    unknown: rt.Tags
    if data[pos]:
        unknown, pos = rt.read_unknown_tags(data, pos)
    else:
        pos += 1
        unknown = ()
    return Assignment(topic_partitions, unknown), pos


def _encode_Assignment_v0(obj: Assignment, out: list[bytes]) -> None:
    """Encode Assignment, versions 0, 1."""
    w = out.append
    a_topic_partitions = obj.topic_partitions
    n = len(a_topic_partitions) + 1
    w(rt.UVARINT1[n] if n < 128 else rt.uvarint(n))
    for e_topic_partitions in a_topic_partitions:
        _encode_TopicPartitions_v0(e_topic_partitions, out)
    if obj.unknown_tagged_fields:
        rt.write_tags(w, (), obj.unknown_tagged_fields)
    else:
        w(rt.NO_TAGS)


def _decode_Member_v0(data: bytes, pos: int) -> tuple[Member, int]:
    """Decode Member, version 0."""
    n_member_id = data[pos] - 1
    if n_member_id < 127:
        pos += 1
    else:
        n_member_id, pos = rt.read_uvarint(data, pos)
        n_member_id -= 1
    if n_member_id < 0:
        raise rt.Malformed
    end = pos + n_member_id
    if end > len(data):
        raise rt.Malformed
    member_id = data[pos:end].decode()
    pos = end
    n_instance_id = data[pos] - 1
    if n_instance_id < 127:
        pos += 1
    else:
        n_instance_id, pos = rt.read_uvarint(data, pos)
        n_instance_id -= 1
    instance_id: str | None
    if n_instance_id < 0:
        instance_id = None
    else:
        end = pos + n_instance_id
        if end > len(data):
            raise rt.Malformed
        instance_id = data[pos:end].decode()
        pos = end
    n_rack_id = data[pos] - 1
    if n_rack_id < 127:
        pos += 1
    else:
        n_rack_id, pos = rt.read_uvarint(data, pos)
        n_rack_id -= 1
    rack_id: str | None
    if n_rack_id < 0:
        rack_id = None
    else:
        end = pos + n_rack_id
        if end > len(data):
            raise rt.Malformed
        rack_id = data[pos:end].decode()
        pos = end
    (member_epoch,) = _S_i.unpack_from(data, pos)
    pos += 4
    n_client_id = data[pos] - 1
    if n_client_id < 127:
        pos += 1
    else:
        n_client_id, pos = rt.read_uvarint(data, pos)
        n_client_id -= 1
    if n_client_id < 0:
        raise rt.Malformed
    end = pos + n_client_id
    if end > len(data):
        raise rt.Malformed
    client_id = data[pos:end].decode()
    pos = end
    n_client_host = data[pos] - 1
    if n_client_host < 127:
        pos += 1
    else:
        n_client_host, pos = rt.read_uvarint(data, pos)
        n_client_host -= 1
    if n_client_host < 0:
        raise rt.Malformed
    end = pos + n_client_host
    if end > len(data):
        raise rt.Malformed
    client_host = data[pos:end].decode()
    pos = end
    n_subscribed_topic_names = data[pos] - 1
    if n_subscribed_topic_names < 127:
        pos += 1
    else:
        n_subscribed_topic_names, pos = rt.read_uvarint(data, pos)
        n_subscribed_topic_names -= 1
    if n_subscribed_topic_names < 0:
        raise rt.Malformed
    if n_subscribed_topic_names > len(data) - pos:
        raise rt.Malformed
    items_subscribed_topic_names: list[str] = []
    for _ in range(n_subscribed_topic_names):
        n_e_subscribed_topic_names = data[pos] - 1
        if n_e_subscribed_topic_names < 127:
            pos += 1
        else:
            n_e_subscribed_topic_names, pos = rt.read_uvarint(data, pos)
            n_e_subscribed_topic_names -= 1
        if n_e_subscribed_topic_names < 0:
            raise rt.Malformed
        end = pos + n_e_subscribed_topic_names
        if end > len(data):
            raise rt.Malformed
        e_subscribed_topic_names = data[pos:end].decode()
        pos = end
        items_subscribed_topic_names.append(e_subscribed_topic_names)
    subscribed_topic_names = items_subscribed_topic_names
    n_subscribed_topic_regex = data[pos] - 1
    if n_subscribed_topic_regex < 127:
        pos += 1
    else:
        n_subscribed_topic_regex, pos = rt.read_uvarint(data, pos)
        n_subscribed_topic_regex -= 1
    subscribed_topic_regex: str | None
    if n_subscribed_topic_regex < 0:
        subscribed_topic_regex = None
    else:
        end = pos + n_subscribed_topic_regex
        if end > len(data):
            raise rt.Malformed
        subscribed_topic_regex = data[pos:end].decode()
        pos = end
    assignment, pos = _decode_Assignment_v0(data, pos)
    target_assignment, pos = _decode_Assignment_v0(data, pos)
    unknown: rt.Tags
    if data[pos]:
        unknown, pos = rt.read_unknown_tags(data, pos)
    else:
        pos += 1
        unknown = ()
    return Member(
        member_id,
        instance_id,
        rack_id,
        member_epoch,
        client_id,
        client_host,
        subscribed_topic_names,
        subscribed_topic_regex,
        assignment,
        target_assignment,
        -1,
        unknown,
    ), pos


def _decode_Member_v1(data: bytes, pos: int) -> tuple[Member, int]:
    """Decode Member, version 1."""
    n_member_id = data[pos] - 1
    if n_member_id < 127:
        pos += 1
    else:
        n_member_id, pos = rt.read_uvarint(data, pos)
        n_member_id -= 1
    if n_member_id < 0:
        raise rt.Malformed
    end = pos + n_member_id
    if end > len(data):
        raise rt.Malformed
    member_id = data[pos:end].decode()
    pos = end
    n_instance_id = data[pos] - 1
    if n_instance_id < 127:
        pos += 1
    else:
        n_instance_id, pos = rt.read_uvarint(data, pos)
        n_instance_id -= 1
    instance_id: str | None
    if n_instance_id < 0:
        instance_id = None
    else:
        end = pos + n_instance_id
        if end > len(data):
            raise rt.Malformed
        instance_id = data[pos:end].decode()
        pos = end
    n_rack_id = data[pos] - 1
    if n_rack_id < 127:
        pos += 1
    else:
        n_rack_id, pos = rt.read_uvarint(data, pos)
        n_rack_id -= 1
    rack_id: str | None
    if n_rack_id < 0:
        rack_id = None
    else:
        end = pos + n_rack_id
        if end > len(data):
            raise rt.Malformed
        rack_id = data[pos:end].decode()
        pos = end
    (member_epoch,) = _S_i.unpack_from(data, pos)
    pos += 4
    n_client_id = data[pos] - 1
    if n_client_id < 127:
        pos += 1
    else:
        n_client_id, pos = rt.read_uvarint(data, pos)
        n_client_id -= 1
    if n_client_id < 0:
        raise rt.Malformed
    end = pos + n_client_id
    if end > len(data):
        raise rt.Malformed
    client_id = data[pos:end].decode()
    pos = end
    n_client_host = data[pos] - 1
    if n_client_host < 127:
        pos += 1
    else:
        n_client_host, pos = rt.read_uvarint(data, pos)
        n_client_host -= 1
    if n_client_host < 0:
        raise rt.Malformed
    end = pos + n_client_host
    if end > len(data):
        raise rt.Malformed
    client_host = data[pos:end].decode()
    pos = end
    n_subscribed_topic_names = data[pos] - 1
    if n_subscribed_topic_names < 127:
        pos += 1
    else:
        n_subscribed_topic_names, pos = rt.read_uvarint(data, pos)
        n_subscribed_topic_names -= 1
    if n_subscribed_topic_names < 0:
        raise rt.Malformed
    if n_subscribed_topic_names > len(data) - pos:
        raise rt.Malformed
    items_subscribed_topic_names: list[str] = []
    for _ in range(n_subscribed_topic_names):
        n_e_subscribed_topic_names = data[pos] - 1
        if n_e_subscribed_topic_names < 127:
            pos += 1
        else:
            n_e_subscribed_topic_names, pos = rt.read_uvarint(data, pos)
            n_e_subscribed_topic_names -= 1
        if n_e_subscribed_topic_names < 0:
            raise rt.Malformed
        end = pos + n_e_subscribed_topic_names
        if end > len(data):
            raise rt.Malformed
        e_subscribed_topic_names = data[pos:end].decode()
        pos = end
        items_subscribed_topic_names.append(e_subscribed_topic_names)
    subscribed_topic_names = items_subscribed_topic_names
    n_subscribed_topic_regex = data[pos] - 1
    if n_subscribed_topic_regex < 127:
        pos += 1
    else:
        n_subscribed_topic_regex, pos = rt.read_uvarint(data, pos)
        n_subscribed_topic_regex -= 1
    subscribed_topic_regex: str | None
    if n_subscribed_topic_regex < 0:
        subscribed_topic_regex = None
    else:
        end = pos + n_subscribed_topic_regex
        if end > len(data):
            raise rt.Malformed
        subscribed_topic_regex = data[pos:end].decode()
        pos = end
    assignment, pos = _decode_Assignment_v0(data, pos)
    target_assignment, pos = _decode_Assignment_v0(data, pos)
    (member_type,) = _S_b.unpack_from(data, pos)
    pos += 1
    unknown: rt.Tags
    if data[pos]:
        unknown, pos = rt.read_unknown_tags(data, pos)
    else:
        pos += 1
        unknown = ()
    return Member(
        member_id,
        instance_id,
        rack_id,
        member_epoch,
        client_id,
        client_host,
        subscribed_topic_names,
        subscribed_topic_regex,
        assignment,
        target_assignment,
        member_type,
        unknown,
    ), pos


def _encode_Member_v0(obj: Member, out: list[bytes]) -> None:
    """Encode Member, version 0."""
    w = out.append
    b_member_id = obj.member_id.encode()
    n = len(b_member_id) + 1
    w(rt.UVARINT1[n] if n < 128 else rt.uvarint(n))
    w(b_member_id)
    s_instance_id = obj.instance_id
    if s_instance_id is None:
        w(b"\x00")
    else:
        b_instance_id = s_instance_id.encode()
        n = len(b_instance_id) + 1
        w(rt.UVARINT1[n] if n < 128 else rt.uvarint(n))
        w(b_instance_id)
    s_rack_id = obj.rack_id
    if s_rack_id is None:
        w(b"\x00")
    else:
        b_rack_id = s_rack_id.encode()
        n = len(b_rack_id) + 1
        w(rt.UVARINT1[n] if n < 128 else rt.uvarint(n))
        w(b_rack_id)
    w(_S_i.pack(obj.member_epoch))
    b_client_id = obj.client_id.encode()
    n = len(b_client_id) + 1
    w(rt.UVARINT1[n] if n < 128 else rt.uvarint(n))
    w(b_client_id)
    b_client_host = obj.client_host.encode()
    n = len(b_client_host) + 1
    w(rt.UVARINT1[n] if n < 128 else rt.uvarint(n))
    w(b_client_host)
    a_subscribed_topic_names = obj.subscribed_topic_names
    n = len(a_subscribed_topic_names) + 1
    w(rt.UVARINT1[n] if n < 128 else rt.uvarint(n))
    for e_subscribed_topic_names in a_subscribed_topic_names:
        b_e_subscribed_topic_names = e_subscribed_topic_names.encode()
        n = len(b_e_subscribed_topic_names) + 1
        w(rt.UVARINT1[n] if n < 128 else rt.uvarint(n))
        w(b_e_subscribed_topic_names)
    s_subscribed_topic_regex = obj.subscribed_topic_regex
    if s_subscribed_topic_regex is None:
        w(b"\x00")
    else:
        b_subscribed_topic_regex = s_subscribed_topic_regex.encode()
        n = len(b_subscribed_topic_regex) + 1
        w(rt.UVARINT1[n] if n < 128 else rt.uvarint(n))
        w(b_subscribed_topic_regex)
    _encode_Assignment_v0(obj.assignment, out)
    _encode_Assignment_v0(obj.target_assignment, out)
    if obj.unknown_tagged_fields:
        rt.write_tags(w, (), obj.unknown_tagged_fields)
    else:
        w(rt.NO_TAGS)


def _encode_Member_v1(obj: Member, out: list[bytes]) -> None:
    """Encode Member, version 1."""
    w = out.append
    b_member_id = obj.member_id.encode()
    n = len(b_member_id) + 1
    w(rt.UVARINT1[n] if n < 128 else rt.uvarint(n))
    w(b_member_id)
    s_instance_id = obj.instance_id
    if s_instance_id is None:
        w(b"\x00")
    else:
        b_instance_id = s_instance_id.encode()
        n = len(b_instance_id) + 1
        w(rt.UVARINT1[n] if n < 128 else rt.uvarint(n))
        w(b_instance_id)
    s_rack_id = obj.rack_id
    if s_rack_id is None:
        w(b"\x00")
    else:
        b_rack_id = s_rack_id.encode()
        n = len(b_rack_id) + 1
        w(rt.UVARINT1[n] if n < 128 else rt.uvarint(n))
        w(b_rack_id)
    w(_S_i.pack(obj.member_epoch))
    b_client_id = obj.client_id.encode()
    n = len(b_client_id) + 1
    w(rt.UVARINT1[n] if n < 128 else rt.uvarint(n))
    w(b_client_id)
    b_client_host = obj.client_host.encode()
    n = len(b_client_host) + 1
    w(rt.UVARINT1[n] if n < 128 else rt.uvarint(n))
    w(b_client_host)
    a_subscribed_topic_names = obj.subscribed_topic_names
    n = len(a_subscribed_topic_names) + 1
    w(rt.UVARINT1[n] if n < 128 else rt.uvarint(n))
    for e_subscribed_topic_names in a_subscribed_topic_names:
        b_e_subscribed_topic_names = e_subscribed_topic_names.encode()
        n = len(b_e_subscribed_topic_names) + 1
        w(rt.UVARINT1[n] if n < 128 else rt.uvarint(n))
        w(b_e_subscribed_topic_names)
    s_subscribed_topic_regex = obj.subscribed_topic_regex
    if s_subscribed_topic_regex is None:
        w(b"\x00")
    else:
        b_subscribed_topic_regex = s_subscribed_topic_regex.encode()
        n = len(b_subscribed_topic_regex) + 1
        w(rt.UVARINT1[n] if n < 128 else rt.uvarint(n))
        w(b_subscribed_topic_regex)
    _encode_Assignment_v0(obj.assignment, out)
    _encode_Assignment_v0(obj.target_assignment, out)
    w(_S_b.pack(obj.member_type))
    if obj.unknown_tagged_fields:
        rt.write_tags(w, (), obj.unknown_tagged_fields)
    else:
        w(rt.NO_TAGS)


def _decode_DescribedGroup_v0(data: bytes, pos: int) -> tuple[DescribedGroup, int]:
    """Decode DescribedGroup, version 0."""
    (error_code,) = _S_h.unpack_from(data, pos)
    pos += 2
    n_error_message = data[pos] - 1
    if n_error_message < 127:
        pos += 1
    else:
        n_error_message, pos = rt.read_uvarint(data, pos)
        n_error_message -= 1
    error_message: str | None
    if n_error_message < 0:
        error_message = None
    else:
        end = pos + n_error_message
        if end > len(data):
            raise rt.Malformed
        error_message = data[pos:end].decode()
        pos = end
    n_group_id = data[pos] - 1
    if n_group_id < 127:
        pos += 1
    else:
        n_group_id, pos = rt.read_uvarint(data, pos)
        n_group_id -= 1
    if n_group_id < 0:
        raise rt.Malformed
    end = pos + n_group_id
    if end > len(data):
        raise rt.Malformed
    group_id = data[pos:end].decode()
    pos = end
    n_group_state = data[pos] - 1
    if n_group_state < 127:
        pos += 1
    else:
        n_group_state, pos = rt.read_uvarint(data, pos)
        n_group_state -= 1
    if n_group_state < 0:
        raise rt.Malformed
    end = pos + n_group_state
    if end > len(data):
        raise rt.Malformed
    group_state = data[pos:end].decode()
    pos = end
    group_epoch, assignment_epoch = _S_ii.unpack_from(data, pos)
    pos += 8
    n_assignor_name = data[pos] - 1
    if n_assignor_name < 127:
        pos += 1
    else:
        n_assignor_name, pos = rt.read_uvarint(data, pos)
        n_assignor_name -= 1
    if n_assignor_name < 0:
        raise rt.Malformed
    end = pos + n_assignor_name
    if end > len(data):
        raise rt.Malformed
    assignor_name = data[pos:end].decode()
    pos = end
    n_members = data[pos] - 1
    if n_members < 127:
        pos += 1
    else:
        n_members, pos = rt.read_uvarint(data, pos)
        n_members -= 1
    if n_members < 0:
        raise rt.Malformed
    if n_members > len(data) - pos:
        raise rt.Malformed
    items_members: list[Member] = []
    for _ in range(n_members):
        e_members, pos = _decode_Member_v0(data, pos)
        items_members.append(e_members)
    members = items_members
    (authorized_operations,) = _S_i.unpack_from(data, pos)
    pos += 4
    unknown: rt.Tags
    if data[pos]:
        unknown, pos = rt.read_unknown_tags(data, pos)
    else:
        pos += 1
        unknown = ()
    return DescribedGroup(
        error_code,
        error_message,
        group_id,
        group_state,
        group_epoch,
        assignment_epoch,
        assignor_name,
        members,
        authorized_operations,
        unknown,
    ), pos


def _decode_DescribedGroup_v1(data: bytes, pos: int) -> tuple[DescribedGroup, int]:
    """Decode DescribedGroup, version 1."""
    (error_code,) = _S_h.unpack_from(data, pos)
    pos += 2
    n_error_message = data[pos] - 1
    if n_error_message < 127:
        pos += 1
    else:
        n_error_message, pos = rt.read_uvarint(data, pos)
        n_error_message -= 1
    error_message: str | None
    if n_error_message < 0:
        error_message = None
    else:
        end = pos + n_error_message
        if end > len(data):
            raise rt.Malformed
        error_message = data[pos:end].decode()
        pos = end
    n_group_id = data[pos] - 1
    if n_group_id < 127:
        pos += 1
    else:
        n_group_id, pos = rt.read_uvarint(data, pos)
        n_group_id -= 1
    if n_group_id < 0:
        raise rt.Malformed
    end = pos + n_group_id
    if end > len(data):
        raise rt.Malformed
    group_id = data[pos:end].decode()
    pos = end
    n_group_state = data[pos] - 1
    if n_group_state < 127:
        pos += 1
    else:
        n_group_state, pos = rt.read_uvarint(data, pos)
        n_group_state -= 1
    if n_group_state < 0:
        raise rt.Malformed
    end = pos + n_group_state
    if end > len(data):
        raise rt.Malformed
    group_state = data[pos:end].decode()
    pos = end
    group_epoch, assignment_epoch = _S_ii.unpack_from(data, pos)
    pos += 8
    n_assignor_name = data[pos] - 1
    if n_assignor_name < 127:
        pos += 1
    else:
        n_assignor_name, pos = rt.read_uvarint(data, pos)
        n_assignor_name -= 1
    if n_assignor_name < 0:
        raise rt.Malformed
    end = pos + n_assignor_name
    if end > len(data):
        raise rt.Malformed
    assignor_name = data[pos:end].decode()
    pos = end
    n_members = data[pos] - 1
    if n_members < 127:
        pos += 1
    else:
        n_members, pos = rt.read_uvarint(data, pos)
        n_members -= 1
    if n_members < 0:
        raise rt.Malformed
    if n_members > len(data) - pos:
        raise rt.Malformed
    items_members: list[Member] = []
    for _ in range(n_members):
        e_members, pos = _decode_Member_v1(data, pos)
        items_members.append(e_members)
    members = items_members
    (authorized_operations,) = _S_i.unpack_from(data, pos)
    pos += 4
    unknown: rt.Tags
    if data[pos]:
        unknown, pos = rt.read_unknown_tags(data, pos)
    else:
        pos += 1
        unknown = ()
    return DescribedGroup(
        error_code,
        error_message,
        group_id,
        group_state,
        group_epoch,
        assignment_epoch,
        assignor_name,
        members,
        authorized_operations,
        unknown,
    ), pos


def _encode_DescribedGroup_v0(obj: DescribedGroup, out: list[bytes]) -> None:
    """Encode DescribedGroup, version 0."""
    w = out.append
    w(_S_h.pack(obj.error_code))
    s_error_message = obj.error_message
    if s_error_message is None:
        w(b"\x00")
    else:
        b_error_message = s_error_message.encode()
        n = len(b_error_message) + 1
        w(rt.UVARINT1[n] if n < 128 else rt.uvarint(n))
        w(b_error_message)
    b_group_id = obj.group_id.encode()
    n = len(b_group_id) + 1
    w(rt.UVARINT1[n] if n < 128 else rt.uvarint(n))
    w(b_group_id)
    b_group_state = obj.group_state.encode()
    n = len(b_group_state) + 1
    w(rt.UVARINT1[n] if n < 128 else rt.uvarint(n))
    w(b_group_state)
    w(_S_ii.pack(obj.group_epoch, obj.assignment_epoch))
    b_assignor_name = obj.assignor_name.encode()
    n = len(b_assignor_name) + 1
    w(rt.UVARINT1[n] if n < 128 else rt.uvarint(n))
    w(b_assignor_name)
    a_members = obj.members
    n = len(a_members) + 1
    w(rt.UVARINT1[n] if n < 128 else rt.uvarint(n))
    for e_members in a_members:
        _encode_Member_v0(e_members, out)
    w(_S_i.pack(obj.authorized_operations))
    if obj.unknown_tagged_fields:
        rt.write_tags(w, (), obj.unknown_tagged_fields)
    else:
        w(rt.NO_TAGS)


def _encode_DescribedGroup_v1(obj: DescribedGroup, out: list[bytes]) -> None:
    """Encode DescribedGroup, version 1."""
    w = out.append
    w(_S_h.pack(obj.error_code))
    s_error_message = obj.error_message
    if s_error_message is None:
        w(b"\x00")
    else:
        b_error_message = s_error_message.encode()
        n = len(b_error_message) + 1
        w(rt.UVARINT1[n] if n < 128 else rt.uvarint(n))
        w(b_error_message)
    b_group_id = obj.group_id.encode()
    n = len(b_group_id) + 1
    w(rt.UVARINT1[n] if n < 128 else rt.uvarint(n))
    w(b_group_id)
    b_group_state = obj.group_state.encode()
    n = len(b_group_state) + 1
    w(rt.UVARINT1[n] if n < 128 else rt.uvarint(n))
    w(b_group_state)
    w(_S_ii.pack(obj.group_epoch, obj.assignment_epoch))
    b_assignor_name = obj.assignor_name.encode()
    n = len(b_assignor_name) + 1
    w(rt.UVARINT1[n] if n < 128 else rt.uvarint(n))
    w(b_assignor_name)
    a_members = obj.members
    n = len(a_members) + 1
    w(rt.UVARINT1[n] if n < 128 else rt.uvarint(n))
    for e_members in a_members:
        _encode_Member_v1(e_members, out)
    w(_S_i.pack(obj.authorized_operations))
    if obj.unknown_tagged_fields:
        rt.write_tags(w, (), obj.unknown_tagged_fields)
    else:
        w(rt.NO_TAGS)


def _decode_ConsumerGroupDescribeResponse_v0(
    data: bytes, pos: int
) -> tuple[ConsumerGroupDescribeResponse, int]:
    """Decode ConsumerGroupDescribeResponse, version 0."""
    (throttle_time_ms,) = _S_i.unpack_from(data, pos)
    pos += 4
    n_groups = data[pos] - 1
    if n_groups < 127:
        pos += 1
    else:
        n_groups, pos = rt.read_uvarint(data, pos)
        n_groups -= 1
    if n_groups < 0:
        raise rt.Malformed
    if n_groups > len(data) - pos:
        raise rt.Malformed
    items_groups: list[DescribedGroup] = []
    for _ in range(n_groups):
        e_groups, pos = _decode_DescribedGroup_v0(data, pos)
        items_groups.append(e_groups)
    groups = items_groups
    unknown: rt.Tags
    if data[pos]:
        unknown, pos = rt.read_unknown_tags(data, pos)
    else:
        pos += 1
        unknown = ()
    return ConsumerGroupDescribeResponse(throttle_time_ms, groups, unknown), pos


def _decode_ConsumerGroupDescribeResponse_v1(
    data: bytes, pos: int
) -> tuple[ConsumerGroupDescribeResponse, int]:
    """Decode ConsumerGroupDescribeResponse, version 1."""
    (throttle_time_ms,) = _S_i.unpack_from(data, pos)
    pos += 4
    n_groups = data[pos] - 1
    if n_groups < 127:
        pos += 1
    else:
        n_groups, pos = rt.read_uvarint(data, pos)
        n_groups -= 1
    if n_groups < 0:
        raise rt.Malformed
    if n_groups > len(data) - pos:
        raise rt.Malformed
    items_groups: list[DescribedGroup] = []
    for _ in range(n_groups):
        e_groups, pos = _decode_DescribedGroup_v1(data, pos)
        items_groups.append(e_groups)
    groups = items_groups
    unknown: rt.Tags
    if data[pos]:
        unknown, pos = rt.read_unknown_tags(data, pos)
    else:
        pos += 1
        unknown = ()
    return ConsumerGroupDescribeResponse(throttle_time_ms, groups, unknown), pos


def _encode_ConsumerGroupDescribeResponse_v0(
    obj: ConsumerGroupDescribeResponse, out: list[bytes]
) -> None:
    """Encode ConsumerGroupDescribeResponse, version 0."""
    w = out.append
    w(_S_i.pack(obj.throttle_time_ms))
    a_groups = obj.groups
    n = len(a_groups) + 1
    w(rt.UVARINT1[n] if n < 128 else rt.uvarint(n))
    for e_groups in a_groups:
        _encode_DescribedGroup_v0(e_groups, out)
    if obj.unknown_tagged_fields:
        rt.write_tags(w, (), obj.unknown_tagged_fields)
    else:
        w(rt.NO_TAGS)


def _encode_ConsumerGroupDescribeResponse_v1(
    obj: ConsumerGroupDescribeResponse, out: list[bytes]
) -> None:
    """Encode ConsumerGroupDescribeResponse, version 1."""
    w = out.append
    w(_S_i.pack(obj.throttle_time_ms))
    a_groups = obj.groups
    n = len(a_groups) + 1
    w(rt.UVARINT1[n] if n < 128 else rt.uvarint(n))
    for e_groups in a_groups:
        _encode_DescribedGroup_v1(e_groups, out)
    if obj.unknown_tagged_fields:
        rt.write_tags(w, (), obj.unknown_tagged_fields)
    else:
        w(rt.NO_TAGS)


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
        rt.FieldInfo("instance_id", "instanceId", "string", rt.vr("0+"), nullable=rt.vr("0+")),
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
            "subscribed_topic_regex",
            "subscribedTopicRegex",
            "string",
            rt.vr("0+"),
            nullable=rt.vr("0+"),
        ),
        rt.FieldInfo(
            "assignment",
            "assignment",
            "struct",
            rt.vr("0+"),
            struct=lambda: Assignment,
            default=Assignment(),
        ),
        rt.FieldInfo(
            "target_assignment",
            "targetAssignment",
            "struct",
            rt.vr("0+"),
            struct=lambda: Assignment,
            default=Assignment(),
        ),
        rt.FieldInfo("member_type", "memberType", "int8", rt.vr("1+"), default=-1, ignorable=True),
    ),
    flexible=rt.vr("0+"),
)
Member._DECODERS = {
    0: _decode_Member_v0,
    1: _decode_Member_v1,
}
Member._ENCODERS = {
    0: _encode_Member_v0,
    1: _encode_Member_v1,
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
    1: _decode_DescribedGroup_v1,
}
DescribedGroup._ENCODERS = {
    0: _encode_DescribedGroup_v0,
    1: _encode_DescribedGroup_v1,
}

ConsumerGroupDescribeResponse._SCHEMA = rt.StructInfo(
    "ConsumerGroupDescribeResponse",
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
ConsumerGroupDescribeResponse._DECODERS = {
    0: _decode_ConsumerGroupDescribeResponse_v0,
    1: _decode_ConsumerGroupDescribeResponse_v1,
}
ConsumerGroupDescribeResponse._ENCODERS = {
    0: _encode_ConsumerGroupDescribeResponse_v0,
    1: _encode_ConsumerGroupDescribeResponse_v1,
}
