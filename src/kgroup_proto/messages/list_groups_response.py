"""ListGroupsResponse: generated from ListGroupsResponse.json; edit the schema, not this file."""

from __future__ import annotations

import struct
from typing import ClassVar

import attrs

from kgroup_proto import runtime as rt

_new = object.__new__
_S_h = struct.Struct(">h")
_S_hi = struct.Struct(">hi")
_S_ih = struct.Struct(">ih")
_S_ihB = struct.Struct(">ihB")
_S_ihi = struct.Struct(">ihi")


@attrs.define(weakref_slot=False)
class ListedGroup(rt.Struct):
    """The groups found.

    Versions 0-5; flexible 3+.

    Attributes:
        group_id: ID of the group. (versions 0+)
        protocol_type: Protocol type the group uses. (versions 0+)
        group_state: Name of the group's current state. (versions 4+)
        group_type: Name of the group's type (for example classic or consumer). (versions
            5+)
    """

    VALID_VERSIONS: ClassVar[range] = range(0, 6)
    FLEXIBLE_VERSIONS: ClassVar[range | None] = range(3, rt.VERSION_LIMIT)

    group_id: str = ""
    protocol_type: str = ""
    group_state: str = ""
    group_type: str = ""
    unknown_tagged_fields: rt.Tags = ()


@attrs.define(weakref_slot=False)
class ListGroupsResponse(rt.Struct):
    """The ListGroupsResponse response.

    API key 16, versions 0-5; flexible 3+.

    Attributes:
        throttle_time_ms: Time in ms the broker held back this response because a quota was
            exceeded; 0 when no quota applied. (versions 1+)
        error_code: Error for the whole request; 0 on success. (versions 0+)
        groups: The groups found. (versions 0+)
    """

    API_KEY: ClassVar[int | None] = 16
    MESSAGE_TYPE: ClassVar[str] = "response"
    VALID_VERSIONS: ClassVar[range] = range(0, 6)
    FLEXIBLE_VERSIONS: ClassVar[range | None] = range(3, rt.VERSION_LIMIT)

    throttle_time_ms: int = 0
    error_code: int = 0
    groups: list[ListedGroup] = attrs.field(factory=list)
    unknown_tagged_fields: rt.Tags = ()


def _decode_ListedGroup_v0(data: bytes, pos: int) -> tuple[ListedGroup, int]:
    """Decode ListedGroup, versions 0, 1, 2."""
    data_end = len(data)
    (n_group_id,) = _S_h.unpack_from(data, pos)
    pos += 2
    end = pos + n_group_id
    if n_group_id < 0 or end > data_end:
        raise rt.Malformed
    group_id = data[pos:end].decode()
    pos = end
    (n_protocol_type,) = _S_h.unpack_from(data, pos)
    pos += 2
    end = pos + n_protocol_type
    if n_protocol_type < 0 or end > data_end:
        raise rt.Malformed
    protocol_type = data[pos:end].decode()
    pos = end
    obj = _new(ListedGroup)
    obj.group_id = group_id
    obj.protocol_type = protocol_type
    obj.group_state = ""
    obj.group_type = ""
    obj.unknown_tagged_fields = ()
    return obj, pos


def _decode_ListedGroup_v3(data: bytes, pos: int) -> tuple[ListedGroup, int]:
    """Decode ListedGroup, version 3."""
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
    n_protocol_type = data[pos]
    pos += 1
    if n_protocol_type > 127:
        n_protocol_type, pos = rt.read_string_length(data, pos - 1)
    end = pos + n_protocol_type - 1
    if not n_protocol_type or end > data_end:
        raise rt.Malformed
    protocol_type = data[pos:end].decode()
    pos = end
    tag_count = data[pos]
    pos += 1
    unknown: rt.Tags = ()
    if tag_count:
        unknown, pos = rt.read_unknown_tags(data, pos - 1)
    obj = _new(ListedGroup)
    obj.group_id = group_id
    obj.protocol_type = protocol_type
    obj.group_state = ""
    obj.group_type = ""
    obj.unknown_tagged_fields = unknown
    return obj, pos


def _decode_ListedGroup_v4(data: bytes, pos: int) -> tuple[ListedGroup, int]:
    """Decode ListedGroup, version 4."""
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
    n_protocol_type = data[pos]
    pos += 1
    if n_protocol_type > 127:
        n_protocol_type, pos = rt.read_string_length(data, pos - 1)
    end = pos + n_protocol_type - 1
    if not n_protocol_type or end > data_end:
        raise rt.Malformed
    protocol_type = data[pos:end].decode()
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
    tag_count = data[pos]
    pos += 1
    unknown: rt.Tags = ()
    if tag_count:
        unknown, pos = rt.read_unknown_tags(data, pos - 1)
    obj = _new(ListedGroup)
    obj.group_id = group_id
    obj.protocol_type = protocol_type
    obj.group_state = group_state
    obj.group_type = ""
    obj.unknown_tagged_fields = unknown
    return obj, pos


def _decode_ListedGroup_v5(data: bytes, pos: int) -> tuple[ListedGroup, int]:
    """Decode ListedGroup, version 5."""
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
    n_protocol_type = data[pos]
    pos += 1
    if n_protocol_type > 127:
        n_protocol_type, pos = rt.read_string_length(data, pos - 1)
    end = pos + n_protocol_type - 1
    if not n_protocol_type or end > data_end:
        raise rt.Malformed
    protocol_type = data[pos:end].decode()
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
    n_group_type = data[pos]
    pos += 1
    if n_group_type > 127:
        n_group_type, pos = rt.read_string_length(data, pos - 1)
    end = pos + n_group_type - 1
    if not n_group_type or end > data_end:
        raise rt.Malformed
    group_type = data[pos:end].decode()
    pos = end
    tag_count = data[pos]
    pos += 1
    unknown: rt.Tags = ()
    if tag_count:
        unknown, pos = rt.read_unknown_tags(data, pos - 1)
    obj = _new(ListedGroup)
    obj.group_id = group_id
    obj.protocol_type = protocol_type
    obj.group_state = group_state
    obj.group_type = group_type
    obj.unknown_tagged_fields = unknown
    return obj, pos


def _encode_ListedGroup_v0(obj: ListedGroup, out: bytearray) -> None:
    """Encode ListedGroup, versions 0, 1, 2."""
    b_group_id = obj.group_id.encode()
    out += _S_h.pack(len(b_group_id))
    out += b_group_id
    b_protocol_type = obj.protocol_type.encode()
    out += _S_h.pack(len(b_protocol_type))
    out += b_protocol_type
    if obj.unknown_tagged_fields:
        raise rt.Malformed


def _encode_ListedGroup_v3(obj: ListedGroup, out: bytearray) -> None:
    """Encode ListedGroup, version 3."""
    b_group_id = obj.group_id.encode()
    n = len(b_group_id) + 1
    if n < 128:
        out.append(n)
    else:
        out += rt.string_length(n)
    out += b_group_id
    b_protocol_type = obj.protocol_type.encode()
    n = len(b_protocol_type) + 1
    if n < 128:
        out.append(n)
    else:
        out += rt.string_length(n)
    out += b_protocol_type
    if obj.unknown_tagged_fields:
        rt.write_tags(out, (), obj.unknown_tagged_fields)
    else:
        out.append(0)


def _encode_ListedGroup_v4(obj: ListedGroup, out: bytearray) -> None:
    """Encode ListedGroup, version 4."""
    b_group_id = obj.group_id.encode()
    n = len(b_group_id) + 1
    if n < 128:
        out.append(n)
    else:
        out += rt.string_length(n)
    out += b_group_id
    b_protocol_type = obj.protocol_type.encode()
    n = len(b_protocol_type) + 1
    if n < 128:
        out.append(n)
    else:
        out += rt.string_length(n)
    out += b_protocol_type
    b_group_state = obj.group_state.encode()
    n = len(b_group_state) + 1
    if n < 128:
        out.append(n)
    else:
        out += rt.string_length(n)
    out += b_group_state
    if obj.unknown_tagged_fields:
        rt.write_tags(out, (), obj.unknown_tagged_fields)
    else:
        out.append(0)


def _encode_ListedGroup_v5(obj: ListedGroup, out: bytearray) -> None:
    """Encode ListedGroup, version 5."""
    b_group_id = obj.group_id.encode()
    n = len(b_group_id) + 1
    if n < 128:
        out.append(n)
    else:
        out += rt.string_length(n)
    out += b_group_id
    b_protocol_type = obj.protocol_type.encode()
    n = len(b_protocol_type) + 1
    if n < 128:
        out.append(n)
    else:
        out += rt.string_length(n)
    out += b_protocol_type
    b_group_state = obj.group_state.encode()
    n = len(b_group_state) + 1
    if n < 128:
        out.append(n)
    else:
        out += rt.string_length(n)
    out += b_group_state
    b_group_type = obj.group_type.encode()
    n = len(b_group_type) + 1
    if n < 128:
        out.append(n)
    else:
        out += rt.string_length(n)
    out += b_group_type
    if obj.unknown_tagged_fields:
        rt.write_tags(out, (), obj.unknown_tagged_fields)
    else:
        out.append(0)


def _decode_ListGroupsResponse_v0(data: bytes, pos: int) -> tuple[ListGroupsResponse, int]:
    """Decode ListGroupsResponse, version 0."""
    data_end = len(data)
    error_code, n_groups = _S_hi.unpack_from(data, pos)
    pos += 6
    if n_groups < 0:
        raise rt.Malformed
    if n_groups > data_end - pos:
        raise rt.Malformed
    items_groups: list[ListedGroup] = []
    for _ in range(n_groups):
        (n_groups__group_id,) = _S_h.unpack_from(data, pos)
        pos += 2
        end = pos + n_groups__group_id
        if n_groups__group_id < 0 or end > data_end:
            raise rt.Malformed
        groups__group_id = data[pos:end].decode()
        pos = end
        (n_groups__protocol_type,) = _S_h.unpack_from(data, pos)
        pos += 2
        end = pos + n_groups__protocol_type
        if n_groups__protocol_type < 0 or end > data_end:
            raise rt.Malformed
        groups__protocol_type = data[pos:end].decode()
        pos = end
        e_groups = _new(ListedGroup)
        e_groups.group_id = groups__group_id
        e_groups.protocol_type = groups__protocol_type
        e_groups.group_state = ""
        e_groups.group_type = ""
        e_groups.unknown_tagged_fields = ()
        items_groups.append(e_groups)
    groups = items_groups
    obj = _new(ListGroupsResponse)
    obj.throttle_time_ms = 0
    obj.error_code = error_code
    obj.groups = groups
    obj.unknown_tagged_fields = ()
    return obj, pos


def _decode_ListGroupsResponse_v1(data: bytes, pos: int) -> tuple[ListGroupsResponse, int]:
    """Decode ListGroupsResponse, versions 1, 2."""
    data_end = len(data)
    throttle_time_ms, error_code, n_groups = _S_ihi.unpack_from(data, pos)
    pos += 10
    if n_groups < 0:
        raise rt.Malformed
    if n_groups > data_end - pos:
        raise rt.Malformed
    items_groups: list[ListedGroup] = []
    for _ in range(n_groups):
        (n_groups__group_id,) = _S_h.unpack_from(data, pos)
        pos += 2
        end = pos + n_groups__group_id
        if n_groups__group_id < 0 or end > data_end:
            raise rt.Malformed
        groups__group_id = data[pos:end].decode()
        pos = end
        (n_groups__protocol_type,) = _S_h.unpack_from(data, pos)
        pos += 2
        end = pos + n_groups__protocol_type
        if n_groups__protocol_type < 0 or end > data_end:
            raise rt.Malformed
        groups__protocol_type = data[pos:end].decode()
        pos = end
        e_groups = _new(ListedGroup)
        e_groups.group_id = groups__group_id
        e_groups.protocol_type = groups__protocol_type
        e_groups.group_state = ""
        e_groups.group_type = ""
        e_groups.unknown_tagged_fields = ()
        items_groups.append(e_groups)
    groups = items_groups
    obj = _new(ListGroupsResponse)
    obj.throttle_time_ms = throttle_time_ms
    obj.error_code = error_code
    obj.groups = groups
    obj.unknown_tagged_fields = ()
    return obj, pos


def _decode_ListGroupsResponse_v3(data: bytes, pos: int) -> tuple[ListGroupsResponse, int]:
    """Decode ListGroupsResponse, version 3."""
    data_end = len(data)
    throttle_time_ms, error_code, n_groups = _S_ihB.unpack_from(data, pos)
    pos += 7
    if n_groups > 127:
        n_groups, pos = rt.read_uvarint(data, pos - 1)
    n_groups -= 1
    if n_groups < 0:
        raise rt.Malformed
    if n_groups > data_end - pos:
        raise rt.Malformed
    items_groups: list[ListedGroup] = []
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
        n_groups__protocol_type = data[pos]
        pos += 1
        if n_groups__protocol_type > 127:
            n_groups__protocol_type, pos = rt.read_string_length(data, pos - 1)
        end = pos + n_groups__protocol_type - 1
        if not n_groups__protocol_type or end > data_end:
            raise rt.Malformed
        groups__protocol_type = data[pos:end].decode()
        pos = end
        groups__tag_count = data[pos]
        pos += 1
        groups__unknown: rt.Tags = ()
        if groups__tag_count:
            groups__unknown, pos = rt.read_unknown_tags(data, pos - 1)
        e_groups = _new(ListedGroup)
        e_groups.group_id = groups__group_id
        e_groups.protocol_type = groups__protocol_type
        e_groups.group_state = ""
        e_groups.group_type = ""
        e_groups.unknown_tagged_fields = groups__unknown
        items_groups.append(e_groups)
    groups = items_groups
    tag_count = data[pos]
    pos += 1
    unknown: rt.Tags = ()
    if tag_count:
        unknown, pos = rt.read_unknown_tags(data, pos - 1)
    obj = _new(ListGroupsResponse)
    obj.throttle_time_ms = throttle_time_ms
    obj.error_code = error_code
    obj.groups = groups
    obj.unknown_tagged_fields = unknown
    return obj, pos


def _decode_ListGroupsResponse_v4(data: bytes, pos: int) -> tuple[ListGroupsResponse, int]:
    """Decode ListGroupsResponse, version 4."""
    data_end = len(data)
    throttle_time_ms, error_code, n_groups = _S_ihB.unpack_from(data, pos)
    pos += 7
    if n_groups > 127:
        n_groups, pos = rt.read_uvarint(data, pos - 1)
    n_groups -= 1
    if n_groups < 0:
        raise rt.Malformed
    if n_groups > data_end - pos:
        raise rt.Malformed
    items_groups: list[ListedGroup] = []
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
        n_groups__protocol_type = data[pos]
        pos += 1
        if n_groups__protocol_type > 127:
            n_groups__protocol_type, pos = rt.read_string_length(data, pos - 1)
        end = pos + n_groups__protocol_type - 1
        if not n_groups__protocol_type or end > data_end:
            raise rt.Malformed
        groups__protocol_type = data[pos:end].decode()
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
        groups__tag_count = data[pos]
        pos += 1
        groups__unknown: rt.Tags = ()
        if groups__tag_count:
            groups__unknown, pos = rt.read_unknown_tags(data, pos - 1)
        e_groups = _new(ListedGroup)
        e_groups.group_id = groups__group_id
        e_groups.protocol_type = groups__protocol_type
        e_groups.group_state = groups__group_state
        e_groups.group_type = ""
        e_groups.unknown_tagged_fields = groups__unknown
        items_groups.append(e_groups)
    groups = items_groups
    tag_count = data[pos]
    pos += 1
    unknown: rt.Tags = ()
    if tag_count:
        unknown, pos = rt.read_unknown_tags(data, pos - 1)
    obj = _new(ListGroupsResponse)
    obj.throttle_time_ms = throttle_time_ms
    obj.error_code = error_code
    obj.groups = groups
    obj.unknown_tagged_fields = unknown
    return obj, pos


def _decode_ListGroupsResponse_v5(data: bytes, pos: int) -> tuple[ListGroupsResponse, int]:
    """Decode ListGroupsResponse, version 5."""
    data_end = len(data)
    throttle_time_ms, error_code, n_groups = _S_ihB.unpack_from(data, pos)
    pos += 7
    if n_groups > 127:
        n_groups, pos = rt.read_uvarint(data, pos - 1)
    n_groups -= 1
    if n_groups < 0:
        raise rt.Malformed
    if n_groups > data_end - pos:
        raise rt.Malformed
    items_groups: list[ListedGroup] = []
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
        n_groups__protocol_type = data[pos]
        pos += 1
        if n_groups__protocol_type > 127:
            n_groups__protocol_type, pos = rt.read_string_length(data, pos - 1)
        end = pos + n_groups__protocol_type - 1
        if not n_groups__protocol_type or end > data_end:
            raise rt.Malformed
        groups__protocol_type = data[pos:end].decode()
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
        n_groups__group_type = data[pos]
        pos += 1
        if n_groups__group_type > 127:
            n_groups__group_type, pos = rt.read_string_length(data, pos - 1)
        end = pos + n_groups__group_type - 1
        if not n_groups__group_type or end > data_end:
            raise rt.Malformed
        groups__group_type = data[pos:end].decode()
        pos = end
        groups__tag_count = data[pos]
        pos += 1
        groups__unknown: rt.Tags = ()
        if groups__tag_count:
            groups__unknown, pos = rt.read_unknown_tags(data, pos - 1)
        e_groups = _new(ListedGroup)
        e_groups.group_id = groups__group_id
        e_groups.protocol_type = groups__protocol_type
        e_groups.group_state = groups__group_state
        e_groups.group_type = groups__group_type
        e_groups.unknown_tagged_fields = groups__unknown
        items_groups.append(e_groups)
    groups = items_groups
    tag_count = data[pos]
    pos += 1
    unknown: rt.Tags = ()
    if tag_count:
        unknown, pos = rt.read_unknown_tags(data, pos - 1)
    obj = _new(ListGroupsResponse)
    obj.throttle_time_ms = throttle_time_ms
    obj.error_code = error_code
    obj.groups = groups
    obj.unknown_tagged_fields = unknown
    return obj, pos


def _encode_ListGroupsResponse_v0(obj: ListGroupsResponse, out: bytearray) -> None:
    """Encode ListGroupsResponse, version 0."""
    a_groups = obj.groups
    out += _S_hi.pack(obj.error_code, len(a_groups))
    for e_groups in a_groups:
        b_groups__group_id = e_groups.group_id.encode()
        out += _S_h.pack(len(b_groups__group_id))
        out += b_groups__group_id
        b_groups__protocol_type = e_groups.protocol_type.encode()
        out += _S_h.pack(len(b_groups__protocol_type))
        out += b_groups__protocol_type
        if e_groups.unknown_tagged_fields:
            raise rt.Malformed
    if obj.unknown_tagged_fields:
        raise rt.Malformed


def _encode_ListGroupsResponse_v1(obj: ListGroupsResponse, out: bytearray) -> None:
    """Encode ListGroupsResponse, versions 1, 2."""
    a_groups = obj.groups
    out += _S_ihi.pack(obj.throttle_time_ms, obj.error_code, len(a_groups))
    for e_groups in a_groups:
        b_groups__group_id = e_groups.group_id.encode()
        out += _S_h.pack(len(b_groups__group_id))
        out += b_groups__group_id
        b_groups__protocol_type = e_groups.protocol_type.encode()
        out += _S_h.pack(len(b_groups__protocol_type))
        out += b_groups__protocol_type
        if e_groups.unknown_tagged_fields:
            raise rt.Malformed
    if obj.unknown_tagged_fields:
        raise rt.Malformed


def _encode_ListGroupsResponse_v3(obj: ListGroupsResponse, out: bytearray) -> None:
    """Encode ListGroupsResponse, version 3."""
    append = out.append
    out += _S_ih.pack(obj.throttle_time_ms, obj.error_code)
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
        b_groups__protocol_type = e_groups.protocol_type.encode()
        n = len(b_groups__protocol_type) + 1
        if n < 128:
            append(n)
        else:
            out += rt.string_length(n)
        out += b_groups__protocol_type
        if e_groups.unknown_tagged_fields:
            rt.write_tags(out, (), e_groups.unknown_tagged_fields)
        else:
            append(0)
    if obj.unknown_tagged_fields:
        rt.write_tags(out, (), obj.unknown_tagged_fields)
    else:
        append(0)


def _encode_ListGroupsResponse_v4(obj: ListGroupsResponse, out: bytearray) -> None:
    """Encode ListGroupsResponse, version 4."""
    append = out.append
    out += _S_ih.pack(obj.throttle_time_ms, obj.error_code)
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
        b_groups__protocol_type = e_groups.protocol_type.encode()
        n = len(b_groups__protocol_type) + 1
        if n < 128:
            append(n)
        else:
            out += rt.string_length(n)
        out += b_groups__protocol_type
        b_groups__group_state = e_groups.group_state.encode()
        n = len(b_groups__group_state) + 1
        if n < 128:
            append(n)
        else:
            out += rt.string_length(n)
        out += b_groups__group_state
        if e_groups.unknown_tagged_fields:
            rt.write_tags(out, (), e_groups.unknown_tagged_fields)
        else:
            append(0)
    if obj.unknown_tagged_fields:
        rt.write_tags(out, (), obj.unknown_tagged_fields)
    else:
        append(0)


def _encode_ListGroupsResponse_v5(obj: ListGroupsResponse, out: bytearray) -> None:
    """Encode ListGroupsResponse, version 5."""
    append = out.append
    out += _S_ih.pack(obj.throttle_time_ms, obj.error_code)
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
        b_groups__protocol_type = e_groups.protocol_type.encode()
        n = len(b_groups__protocol_type) + 1
        if n < 128:
            append(n)
        else:
            out += rt.string_length(n)
        out += b_groups__protocol_type
        b_groups__group_state = e_groups.group_state.encode()
        n = len(b_groups__group_state) + 1
        if n < 128:
            append(n)
        else:
            out += rt.string_length(n)
        out += b_groups__group_state
        b_groups__group_type = e_groups.group_type.encode()
        n = len(b_groups__group_type) + 1
        if n < 128:
            append(n)
        else:
            out += rt.string_length(n)
        out += b_groups__group_type
        if e_groups.unknown_tagged_fields:
            rt.write_tags(out, (), e_groups.unknown_tagged_fields)
        else:
            append(0)
    if obj.unknown_tagged_fields:
        rt.write_tags(out, (), obj.unknown_tagged_fields)
    else:
        append(0)


ListedGroup._SCHEMA = rt.StructInfo(
    "ListedGroup",
    (
        rt.FieldInfo("group_id", "groupId", "string", rt.vr("0+"), default=""),
        rt.FieldInfo("protocol_type", "protocolType", "string", rt.vr("0+"), default=""),
        rt.FieldInfo(
            "group_state", "groupState", "string", rt.vr("4+"), default="", ignorable=True
        ),
        rt.FieldInfo("group_type", "groupType", "string", rt.vr("5+"), default="", ignorable=True),
    ),
    flexible=rt.vr("3+"),
)
ListedGroup._DECODERS = {
    0: _decode_ListedGroup_v0,
    1: _decode_ListedGroup_v0,
    2: _decode_ListedGroup_v0,
    3: _decode_ListedGroup_v3,
    4: _decode_ListedGroup_v4,
    5: _decode_ListedGroup_v5,
}
ListedGroup._ENCODERS = {
    0: _encode_ListedGroup_v0,
    1: _encode_ListedGroup_v0,
    2: _encode_ListedGroup_v0,
    3: _encode_ListedGroup_v3,
    4: _encode_ListedGroup_v4,
    5: _encode_ListedGroup_v5,
}

ListGroupsResponse._SCHEMA = rt.StructInfo(
    "ListGroupsResponse",
    (
        rt.FieldInfo(
            "throttle_time_ms", "throttleTimeMs", "int32", rt.vr("1+"), default=0, ignorable=True
        ),
        rt.FieldInfo("error_code", "errorCode", "int16", rt.vr("0+"), default=0),
        rt.FieldInfo(
            "groups",
            "groups",
            "struct",
            rt.vr("0+"),
            is_array=True,
            struct=lambda: ListedGroup,
            default=(),
        ),
    ),
    flexible=rt.vr("3+"),
)
ListGroupsResponse._DECODERS = {
    0: _decode_ListGroupsResponse_v0,
    1: _decode_ListGroupsResponse_v1,
    2: _decode_ListGroupsResponse_v1,
    3: _decode_ListGroupsResponse_v3,
    4: _decode_ListGroupsResponse_v4,
    5: _decode_ListGroupsResponse_v5,
}
ListGroupsResponse._ENCODERS = {
    0: _encode_ListGroupsResponse_v0,
    1: _encode_ListGroupsResponse_v1,
    2: _encode_ListGroupsResponse_v1,
    3: _encode_ListGroupsResponse_v3,
    4: _encode_ListGroupsResponse_v4,
    5: _encode_ListGroupsResponse_v5,
}
