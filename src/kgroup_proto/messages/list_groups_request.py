"""ListGroupsRequest: generated from ListGroupsRequest.json; edit the schema, not this file."""

from __future__ import annotations

from typing import ClassVar

import attrs

from kgroup_proto import runtime as rt

_new = object.__new__


@attrs.define(weakref_slot=False)
class ListGroupsRequest(rt.Struct):
    """The ListGroupsRequest request.

    API key 16, versions 0-5; flexible 3+.

    Attributes:
        states_filter: Only list groups in one of these states; empty lists groups in any
            state. (versions 4+)
        types_filter: Only list groups of one of these types; empty lists groups of any
            type. (versions 5+)
    """

    API_KEY: ClassVar[int | None] = 16
    MESSAGE_TYPE: ClassVar[str] = "request"
    VALID_VERSIONS: ClassVar[range] = range(0, 6)
    FLEXIBLE_VERSIONS: ClassVar[range | None] = range(3, rt.VERSION_LIMIT)

    states_filter: list[str] = attrs.field(factory=list)
    types_filter: list[str] = attrs.field(factory=list)
    unknown_tagged_fields: rt.Tags = ()


def _decode_ListGroupsRequest_v0(data: bytes, pos: int) -> tuple[ListGroupsRequest, int]:
    """Decode ListGroupsRequest, versions 0, 1, 2."""
    obj = _new(ListGroupsRequest)
    obj.states_filter = []
    obj.types_filter = []
    obj.unknown_tagged_fields = ()
    return obj, pos


def _decode_ListGroupsRequest_v3(data: bytes, pos: int) -> tuple[ListGroupsRequest, int]:
    """Decode ListGroupsRequest, version 3."""
    tag_count = data[pos]
    pos += 1
    unknown: rt.Tags = ()
    if tag_count:
        unknown, pos = rt.read_unknown_tags(data, pos - 1)
    obj = _new(ListGroupsRequest)
    obj.states_filter = []
    obj.types_filter = []
    obj.unknown_tagged_fields = unknown
    return obj, pos


def _decode_ListGroupsRequest_v4(data: bytes, pos: int) -> tuple[ListGroupsRequest, int]:
    """Decode ListGroupsRequest, version 4."""
    data_end = len(data)
    n_states_filter = data[pos]
    pos += 1
    if n_states_filter > 127:
        n_states_filter, pos = rt.read_uvarint(data, pos - 1)
    n_states_filter -= 1
    if n_states_filter < 0:
        raise rt.Malformed
    if n_states_filter > data_end - pos:
        raise rt.Malformed
    items_states_filter: list[str] = []
    for _ in range(n_states_filter):
        n_e_states_filter = data[pos]
        pos += 1
        if n_e_states_filter > 127:
            n_e_states_filter, pos = rt.read_string_length(data, pos - 1)
        end = pos + n_e_states_filter - 1
        if not n_e_states_filter or end > data_end:
            raise rt.Malformed
        e_states_filter = data[pos:end].decode()
        pos = end
        items_states_filter.append(e_states_filter)
    states_filter = items_states_filter
    tag_count = data[pos]
    pos += 1
    unknown: rt.Tags = ()
    if tag_count:
        unknown, pos = rt.read_unknown_tags(data, pos - 1)
    obj = _new(ListGroupsRequest)
    obj.states_filter = states_filter
    obj.types_filter = []
    obj.unknown_tagged_fields = unknown
    return obj, pos


def _decode_ListGroupsRequest_v5(data: bytes, pos: int) -> tuple[ListGroupsRequest, int]:
    """Decode ListGroupsRequest, version 5."""
    data_end = len(data)
    n_states_filter = data[pos]
    pos += 1
    if n_states_filter > 127:
        n_states_filter, pos = rt.read_uvarint(data, pos - 1)
    n_states_filter -= 1
    if n_states_filter < 0:
        raise rt.Malformed
    if n_states_filter > data_end - pos:
        raise rt.Malformed
    items_states_filter: list[str] = []
    for _ in range(n_states_filter):
        n_e_states_filter = data[pos]
        pos += 1
        if n_e_states_filter > 127:
            n_e_states_filter, pos = rt.read_string_length(data, pos - 1)
        end = pos + n_e_states_filter - 1
        if not n_e_states_filter or end > data_end:
            raise rt.Malformed
        e_states_filter = data[pos:end].decode()
        pos = end
        items_states_filter.append(e_states_filter)
    states_filter = items_states_filter
    n_types_filter = data[pos]
    pos += 1
    if n_types_filter > 127:
        n_types_filter, pos = rt.read_uvarint(data, pos - 1)
    n_types_filter -= 1
    if n_types_filter < 0:
        raise rt.Malformed
    if n_types_filter > data_end - pos:
        raise rt.Malformed
    items_types_filter: list[str] = []
    for _ in range(n_types_filter):
        n_e_types_filter = data[pos]
        pos += 1
        if n_e_types_filter > 127:
            n_e_types_filter, pos = rt.read_string_length(data, pos - 1)
        end = pos + n_e_types_filter - 1
        if not n_e_types_filter or end > data_end:
            raise rt.Malformed
        e_types_filter = data[pos:end].decode()
        pos = end
        items_types_filter.append(e_types_filter)
    types_filter = items_types_filter
    tag_count = data[pos]
    pos += 1
    unknown: rt.Tags = ()
    if tag_count:
        unknown, pos = rt.read_unknown_tags(data, pos - 1)
    obj = _new(ListGroupsRequest)
    obj.states_filter = states_filter
    obj.types_filter = types_filter
    obj.unknown_tagged_fields = unknown
    return obj, pos


def _encode_ListGroupsRequest_v0(obj: ListGroupsRequest, out: bytearray) -> None:
    """Encode ListGroupsRequest, versions 0, 1, 2."""
    if obj.states_filter != []:
        raise rt.Malformed
    if obj.types_filter != []:
        raise rt.Malformed
    if obj.unknown_tagged_fields:
        raise rt.Malformed


def _encode_ListGroupsRequest_v3(obj: ListGroupsRequest, out: bytearray) -> None:
    """Encode ListGroupsRequest, version 3."""
    if obj.states_filter != []:
        raise rt.Malformed
    if obj.types_filter != []:
        raise rt.Malformed
    if obj.unknown_tagged_fields:
        rt.write_tags(out, (), obj.unknown_tagged_fields)
    else:
        out.append(0)


def _encode_ListGroupsRequest_v4(obj: ListGroupsRequest, out: bytearray) -> None:
    """Encode ListGroupsRequest, version 4."""
    append = out.append
    if obj.types_filter != []:
        raise rt.Malformed
    a_states_filter = obj.states_filter
    n = len(a_states_filter) + 1
    if n < 128:
        append(n)
    else:
        out += rt.uvarint(n)
    if not isinstance(a_states_filter, (list, tuple)):
        raise rt.Malformed
    for e_states_filter in a_states_filter:
        b_e_states_filter = e_states_filter.encode()
        n = len(b_e_states_filter) + 1
        if n < 128:
            append(n)
        else:
            out += rt.string_length(n)
        out += b_e_states_filter
    if obj.unknown_tagged_fields:
        rt.write_tags(out, (), obj.unknown_tagged_fields)
    else:
        append(0)


def _encode_ListGroupsRequest_v5(obj: ListGroupsRequest, out: bytearray) -> None:
    """Encode ListGroupsRequest, version 5."""
    append = out.append
    a_states_filter = obj.states_filter
    n = len(a_states_filter) + 1
    if n < 128:
        append(n)
    else:
        out += rt.uvarint(n)
    if not isinstance(a_states_filter, (list, tuple)):
        raise rt.Malformed
    for e_states_filter in a_states_filter:
        b_e_states_filter = e_states_filter.encode()
        n = len(b_e_states_filter) + 1
        if n < 128:
            append(n)
        else:
            out += rt.string_length(n)
        out += b_e_states_filter
    a_types_filter = obj.types_filter
    n = len(a_types_filter) + 1
    if n < 128:
        append(n)
    else:
        out += rt.uvarint(n)
    if not isinstance(a_types_filter, (list, tuple)):
        raise rt.Malformed
    for e_types_filter in a_types_filter:
        b_e_types_filter = e_types_filter.encode()
        n = len(b_e_types_filter) + 1
        if n < 128:
            append(n)
        else:
            out += rt.string_length(n)
        out += b_e_types_filter
    if obj.unknown_tagged_fields:
        rt.write_tags(out, (), obj.unknown_tagged_fields)
    else:
        append(0)


ListGroupsRequest._SCHEMA = rt.StructInfo(
    "ListGroupsRequest",
    (
        rt.FieldInfo(
            "states_filter", "statesFilter", "string", rt.vr("4+"), is_array=True, default=()
        ),
        rt.FieldInfo(
            "types_filter", "typesFilter", "string", rt.vr("5+"), is_array=True, default=()
        ),
    ),
    flexible=rt.vr("3+"),
)
ListGroupsRequest._DECODERS = {
    0: _decode_ListGroupsRequest_v0,
    1: _decode_ListGroupsRequest_v0,
    2: _decode_ListGroupsRequest_v0,
    3: _decode_ListGroupsRequest_v3,
    4: _decode_ListGroupsRequest_v4,
    5: _decode_ListGroupsRequest_v5,
}
ListGroupsRequest._ENCODERS = {
    0: _encode_ListGroupsRequest_v0,
    1: _encode_ListGroupsRequest_v0,
    2: _encode_ListGroupsRequest_v0,
    3: _encode_ListGroupsRequest_v3,
    4: _encode_ListGroupsRequest_v4,
    5: _encode_ListGroupsRequest_v5,
}
