"""FindCoordinatorRequest: generated from FindCoordinatorRequest.json; edit the schema, not this file."""

from __future__ import annotations

import struct
from typing import ClassVar

import attrs

from kgroup_proto import runtime as rt

_new = object.__new__
_S_b = struct.Struct(">b")
_S_bB = struct.Struct(">bB")
_S_h = struct.Struct(">h")


@attrs.define(weakref_slot=False)
class FindCoordinatorRequest(rt.Struct):
    """The FindCoordinatorRequest request.

    API key 10, versions 0-6; flexible 3+.

    Attributes:
        key: The single id to look up (group id, transactional id, ...). (versions 0-3)
        key_type: What kind of id the key is: 0 group, 1 transaction, 2 share. (versions 1+)
        coordinator_keys: All ids to look up in this request, all of the same key type.
            (versions 4+)
    """

    API_KEY: ClassVar[int | None] = 10
    MESSAGE_TYPE: ClassVar[str] = "request"
    VALID_VERSIONS: ClassVar[range] = range(0, 7)
    FLEXIBLE_VERSIONS: ClassVar[range | None] = range(3, rt.VERSION_LIMIT)

    key: str = ""
    key_type: int = 0
    coordinator_keys: list[str] = attrs.field(factory=list)
    unknown_tagged_fields: rt.Tags = ()


def _decode_FindCoordinatorRequest_v0(data: bytes, pos: int) -> tuple[FindCoordinatorRequest, int]:
    """Decode FindCoordinatorRequest, version 0."""
    data_end = len(data)
    (n_key,) = _S_h.unpack_from(data, pos)
    pos += 2
    end = pos + n_key
    if n_key < 0 or end > data_end:
        raise rt.Malformed
    key = data[pos:end].decode()
    pos = end
    obj = _new(FindCoordinatorRequest)
    obj.key = key
    obj.key_type = 0
    obj.coordinator_keys = []
    obj.unknown_tagged_fields = ()
    return obj, pos


def _decode_FindCoordinatorRequest_v1(data: bytes, pos: int) -> tuple[FindCoordinatorRequest, int]:
    """Decode FindCoordinatorRequest, versions 1, 2."""
    data_end = len(data)
    (n_key,) = _S_h.unpack_from(data, pos)
    pos += 2
    end = pos + n_key
    if n_key < 0 or end > data_end:
        raise rt.Malformed
    key = data[pos:end].decode()
    pos = end
    (key_type,) = _S_b.unpack_from(data, pos)
    pos += 1
    obj = _new(FindCoordinatorRequest)
    obj.key = key
    obj.key_type = key_type
    obj.coordinator_keys = []
    obj.unknown_tagged_fields = ()
    return obj, pos


def _decode_FindCoordinatorRequest_v3(data: bytes, pos: int) -> tuple[FindCoordinatorRequest, int]:
    """Decode FindCoordinatorRequest, version 3."""
    data_end = len(data)
    n_key = data[pos]
    pos += 1
    if n_key > 127:
        n_key, pos = rt.read_string_length(data, pos - 1)
    end = pos + n_key - 1
    if not n_key or end > data_end:
        raise rt.Malformed
    key = data[pos:end].decode()
    pos = end
    key_type, tag_count = _S_bB.unpack_from(data, pos)
    pos += 2
    unknown: rt.Tags = ()
    if tag_count:
        unknown, pos = rt.read_unknown_tags(data, pos - 1)
    obj = _new(FindCoordinatorRequest)
    obj.key = key
    obj.key_type = key_type
    obj.coordinator_keys = []
    obj.unknown_tagged_fields = unknown
    return obj, pos


def _decode_FindCoordinatorRequest_v4(data: bytes, pos: int) -> tuple[FindCoordinatorRequest, int]:
    """Decode FindCoordinatorRequest, versions 4, 5, 6."""
    data_end = len(data)
    key_type, n_coordinator_keys = _S_bB.unpack_from(data, pos)
    pos += 2
    if n_coordinator_keys > 127:
        n_coordinator_keys, pos = rt.read_uvarint(data, pos - 1)
    n_coordinator_keys -= 1
    if n_coordinator_keys < 0:
        raise rt.Malformed
    if n_coordinator_keys > data_end - pos:
        raise rt.Malformed
    items_coordinator_keys: list[str] = []
    for _ in range(n_coordinator_keys):
        n_e_coordinator_keys = data[pos]
        pos += 1
        if n_e_coordinator_keys > 127:
            n_e_coordinator_keys, pos = rt.read_string_length(data, pos - 1)
        end = pos + n_e_coordinator_keys - 1
        if not n_e_coordinator_keys or end > data_end:
            raise rt.Malformed
        e_coordinator_keys = data[pos:end].decode()
        pos = end
        items_coordinator_keys.append(e_coordinator_keys)
    coordinator_keys = items_coordinator_keys
    tag_count = data[pos]
    pos += 1
    unknown: rt.Tags = ()
    if tag_count:
        unknown, pos = rt.read_unknown_tags(data, pos - 1)
    obj = _new(FindCoordinatorRequest)
    obj.key = ""
    obj.key_type = key_type
    obj.coordinator_keys = coordinator_keys
    obj.unknown_tagged_fields = unknown
    return obj, pos


def _encode_FindCoordinatorRequest_v0(obj: FindCoordinatorRequest, out: bytearray) -> None:
    """Encode FindCoordinatorRequest, version 0."""
    if obj.key_type != 0:
        raise rt.Malformed
    if obj.coordinator_keys != []:
        raise rt.Malformed
    b_key = obj.key.encode()
    out += _S_h.pack(len(b_key))
    out += b_key
    if obj.unknown_tagged_fields:
        raise rt.Malformed


def _encode_FindCoordinatorRequest_v1(obj: FindCoordinatorRequest, out: bytearray) -> None:
    """Encode FindCoordinatorRequest, versions 1, 2."""
    if obj.coordinator_keys != []:
        raise rt.Malformed
    b_key = obj.key.encode()
    out += _S_h.pack(len(b_key))
    out += b_key
    out += _S_b.pack(obj.key_type)
    if obj.unknown_tagged_fields:
        raise rt.Malformed


def _encode_FindCoordinatorRequest_v3(obj: FindCoordinatorRequest, out: bytearray) -> None:
    """Encode FindCoordinatorRequest, version 3."""
    if obj.coordinator_keys != []:
        raise rt.Malformed
    b_key = obj.key.encode()
    n = len(b_key) + 1
    if n < 128:
        out.append(n)
    else:
        out += rt.string_length(n)
    out += b_key
    out += _S_b.pack(obj.key_type)
    if obj.unknown_tagged_fields:
        rt.write_tags(out, (), obj.unknown_tagged_fields)
    else:
        out.append(0)


def _encode_FindCoordinatorRequest_v4(obj: FindCoordinatorRequest, out: bytearray) -> None:
    """Encode FindCoordinatorRequest, versions 4, 5, 6."""
    append = out.append
    if obj.key != "":
        raise rt.Malformed
    out += _S_b.pack(obj.key_type)
    a_coordinator_keys = obj.coordinator_keys
    n = len(a_coordinator_keys) + 1
    if n < 128:
        append(n)
    else:
        out += rt.uvarint(n)
    if not isinstance(a_coordinator_keys, (list, tuple)):
        raise rt.Malformed
    for e_coordinator_keys in a_coordinator_keys:
        b_e_coordinator_keys = e_coordinator_keys.encode()
        n = len(b_e_coordinator_keys) + 1
        if n < 128:
            append(n)
        else:
            out += rt.string_length(n)
        out += b_e_coordinator_keys
    if obj.unknown_tagged_fields:
        rt.write_tags(out, (), obj.unknown_tagged_fields)
    else:
        append(0)


FindCoordinatorRequest._SCHEMA = rt.StructInfo(
    "FindCoordinatorRequest",
    (
        rt.FieldInfo("key", "key", "string", rt.vr("0-3"), default=""),
        rt.FieldInfo("key_type", "keyType", "int8", rt.vr("1+"), default=0),
        rt.FieldInfo(
            "coordinator_keys", "coordinatorKeys", "string", rt.vr("4+"), is_array=True, default=()
        ),
    ),
    flexible=rt.vr("3+"),
)
FindCoordinatorRequest._DECODERS = {
    0: _decode_FindCoordinatorRequest_v0,
    1: _decode_FindCoordinatorRequest_v1,
    2: _decode_FindCoordinatorRequest_v1,
    3: _decode_FindCoordinatorRequest_v3,
    4: _decode_FindCoordinatorRequest_v4,
    5: _decode_FindCoordinatorRequest_v4,
    6: _decode_FindCoordinatorRequest_v4,
}
FindCoordinatorRequest._ENCODERS = {
    0: _encode_FindCoordinatorRequest_v0,
    1: _encode_FindCoordinatorRequest_v1,
    2: _encode_FindCoordinatorRequest_v1,
    3: _encode_FindCoordinatorRequest_v3,
    4: _encode_FindCoordinatorRequest_v4,
    5: _encode_FindCoordinatorRequest_v4,
    6: _encode_FindCoordinatorRequest_v4,
}
