"""DescribeConfigsRequest: generated from DescribeConfigsRequest.json; edit the schema, not this file."""

from __future__ import annotations

import struct
from typing import ClassVar

import attrs

from kgroup_proto import runtime as rt

_new = object.__new__
_S_BB = struct.Struct(">BB")
_S_BBB = struct.Struct(">BBB")
_S_b = struct.Struct(">b")
_S_bB = struct.Struct(">bB")
_S_bh = struct.Struct(">bh")
_S_h = struct.Struct(">h")
_S_i = struct.Struct(">i")
_S_o = struct.Struct(">?")
_S_oo = struct.Struct(">??")


@attrs.define(weakref_slot=False)
class DescribeConfigsResource(rt.Struct):
    """Resources whose settings are wanted.

    Versions 1-4; flexible 4+.

    Attributes:
        resource_type: Kind of resource: 2 for a topic, 4 for a broker, 8 for a broker
            logger, ... (versions 0+)
        resource_name: Name of the resource: a topic name, or a broker's node ID as a
            string. (versions 0+)
        configuration_keys: Names of the settings wanted; null for all of them. (versions
            0+, nullable 0+)
    """

    VALID_VERSIONS: ClassVar[range] = range(1, 5)
    FLEXIBLE_VERSIONS: ClassVar[range | None] = range(4, rt.VERSION_LIMIT)

    resource_type: int = 0
    resource_name: str = ""
    configuration_keys: list[str] | None = attrs.field(factory=list)
    unknown_tagged_fields: rt.Tags = ()


@attrs.define(weakref_slot=False)
class DescribeConfigsRequest(rt.Struct):
    """The DescribeConfigsRequest request.

    API key 32, versions 1-4; flexible 4+.

    Attributes:
        resources: Resources whose settings are wanted. (versions 0+)
        include_synonyms: Whether to return, for each setting, every source it could take
            its value from. (versions 1+)
        include_documentation: Whether to return each setting's documentation. (versions 3+)
    """

    API_KEY: ClassVar[int | None] = 32
    MESSAGE_TYPE: ClassVar[str] = "request"
    VALID_VERSIONS: ClassVar[range] = range(1, 5)
    FLEXIBLE_VERSIONS: ClassVar[range | None] = range(4, rt.VERSION_LIMIT)

    resources: list[DescribeConfigsResource] = attrs.field(factory=list)
    include_synonyms: bool = False
    include_documentation: bool = False
    unknown_tagged_fields: rt.Tags = ()


def _decode_DescribeConfigsResource_v1(
    data: bytes, pos: int
) -> tuple[DescribeConfigsResource, int]:
    """Decode DescribeConfigsResource, versions 1, 2, 3."""
    data_end = len(data)
    resource_type, n_resource_name = _S_bh.unpack_from(data, pos)
    pos += 3
    end = pos + n_resource_name
    if n_resource_name < 0 or end > data_end:
        raise rt.Malformed
    resource_name = data[pos:end].decode()
    pos = end
    (n_configuration_keys,) = _S_i.unpack_from(data, pos)
    pos += 4
    configuration_keys: list[str] | None
    if n_configuration_keys < 0:
        if n_configuration_keys != -1:
            raise rt.Malformed
        configuration_keys = None
    else:
        if n_configuration_keys > data_end - pos:
            raise rt.Malformed
        items_configuration_keys: list[str] = []
        for _ in range(n_configuration_keys):
            (n_e_configuration_keys,) = _S_h.unpack_from(data, pos)
            pos += 2
            end = pos + n_e_configuration_keys
            if n_e_configuration_keys < 0 or end > data_end:
                raise rt.Malformed
            e_configuration_keys = data[pos:end].decode()
            pos = end
            items_configuration_keys.append(e_configuration_keys)
        configuration_keys = items_configuration_keys
    obj = _new(DescribeConfigsResource)
    obj.resource_type = resource_type
    obj.resource_name = resource_name
    obj.configuration_keys = configuration_keys
    obj.unknown_tagged_fields = ()
    return obj, pos


def _decode_DescribeConfigsResource_v4(
    data: bytes, pos: int
) -> tuple[DescribeConfigsResource, int]:
    """Decode DescribeConfigsResource, version 4."""
    data_end = len(data)
    resource_type, n_resource_name = _S_bB.unpack_from(data, pos)
    pos += 2
    if n_resource_name > 127:
        n_resource_name, pos = rt.read_string_length(data, pos - 1)
    end = pos + n_resource_name - 1
    if not n_resource_name or end > data_end:
        raise rt.Malformed
    resource_name = data[pos:end].decode()
    pos = end
    n_configuration_keys = data[pos]
    pos += 1
    if n_configuration_keys > 127:
        n_configuration_keys, pos = rt.read_uvarint(data, pos - 1)
    n_configuration_keys -= 1
    configuration_keys: list[str] | None
    if n_configuration_keys < 0:
        configuration_keys = None
    else:
        if n_configuration_keys > data_end - pos:
            raise rt.Malformed
        items_configuration_keys: list[str] = []
        for _ in range(n_configuration_keys):
            n_e_configuration_keys = data[pos]
            pos += 1
            if n_e_configuration_keys > 127:
                n_e_configuration_keys, pos = rt.read_string_length(data, pos - 1)
            end = pos + n_e_configuration_keys - 1
            if not n_e_configuration_keys or end > data_end:
                raise rt.Malformed
            e_configuration_keys = data[pos:end].decode()
            pos = end
            items_configuration_keys.append(e_configuration_keys)
        configuration_keys = items_configuration_keys
    tag_count = data[pos]
    pos += 1
    unknown: rt.Tags = ()
    if tag_count:
        unknown, pos = rt.read_unknown_tags(data, pos - 1)
    obj = _new(DescribeConfigsResource)
    obj.resource_type = resource_type
    obj.resource_name = resource_name
    obj.configuration_keys = configuration_keys
    obj.unknown_tagged_fields = unknown
    return obj, pos


def _encode_DescribeConfigsResource_v1(obj: DescribeConfigsResource, out: bytearray) -> None:
    """Encode DescribeConfigsResource, versions 1, 2, 3."""
    b_resource_name = obj.resource_name.encode()
    out += _S_bh.pack(obj.resource_type, len(b_resource_name))
    out += b_resource_name
    a_configuration_keys = obj.configuration_keys
    out += _S_i.pack(-1 if a_configuration_keys is None else len(a_configuration_keys))
    if a_configuration_keys is not None:
        if not isinstance(a_configuration_keys, (list, tuple)):
            raise rt.Malformed
        for e_configuration_keys in a_configuration_keys:
            b_e_configuration_keys = e_configuration_keys.encode()
            out += _S_h.pack(len(b_e_configuration_keys))
            out += b_e_configuration_keys
    if obj.unknown_tagged_fields:
        raise rt.Malformed


def _encode_DescribeConfigsResource_v4(obj: DescribeConfigsResource, out: bytearray) -> None:
    """Encode DescribeConfigsResource, version 4."""
    append = out.append
    out += _S_b.pack(obj.resource_type)
    b_resource_name = obj.resource_name.encode()
    n = len(b_resource_name) + 1
    if n < 128:
        append(n)
    else:
        out += rt.string_length(n)
    out += b_resource_name
    a_configuration_keys = obj.configuration_keys
    if a_configuration_keys is None:
        append(0)
    else:
        n = len(a_configuration_keys) + 1
        if n < 128:
            append(n)
        else:
            out += rt.uvarint(n)
        if not isinstance(a_configuration_keys, (list, tuple)):
            raise rt.Malformed
        for e_configuration_keys in a_configuration_keys:
            b_e_configuration_keys = e_configuration_keys.encode()
            n = len(b_e_configuration_keys) + 1
            if n < 128:
                append(n)
            else:
                out += rt.string_length(n)
            out += b_e_configuration_keys
    if obj.unknown_tagged_fields:
        rt.write_tags(out, (), obj.unknown_tagged_fields)
    else:
        append(0)


def _decode_DescribeConfigsRequest_v1(data: bytes, pos: int) -> tuple[DescribeConfigsRequest, int]:
    """Decode DescribeConfigsRequest, versions 1, 2."""
    data_end = len(data)
    (n_resources,) = _S_i.unpack_from(data, pos)
    pos += 4
    if n_resources < 0:
        raise rt.Malformed
    if n_resources > data_end - pos:
        raise rt.Malformed
    items_resources: list[DescribeConfigsResource] = []
    for _ in range(n_resources):
        resources__resource_type, n_resources__resource_name = _S_bh.unpack_from(data, pos)
        pos += 3
        end = pos + n_resources__resource_name
        if n_resources__resource_name < 0 or end > data_end:
            raise rt.Malformed
        resources__resource_name = data[pos:end].decode()
        pos = end
        (n_resources__configuration_keys,) = _S_i.unpack_from(data, pos)
        pos += 4
        resources__configuration_keys: list[str] | None
        if n_resources__configuration_keys < 0:
            if n_resources__configuration_keys != -1:
                raise rt.Malformed
            resources__configuration_keys = None
        else:
            if n_resources__configuration_keys > data_end - pos:
                raise rt.Malformed
            items_resources__configuration_keys: list[str] = []
            for _ in range(n_resources__configuration_keys):
                (n_e_resources__configuration_keys,) = _S_h.unpack_from(data, pos)
                pos += 2
                end = pos + n_e_resources__configuration_keys
                if n_e_resources__configuration_keys < 0 or end > data_end:
                    raise rt.Malformed
                e_resources__configuration_keys = data[pos:end].decode()
                pos = end
                items_resources__configuration_keys.append(e_resources__configuration_keys)
            resources__configuration_keys = items_resources__configuration_keys
        e_resources = _new(DescribeConfigsResource)
        e_resources.resource_type = resources__resource_type
        e_resources.resource_name = resources__resource_name
        e_resources.configuration_keys = resources__configuration_keys
        e_resources.unknown_tagged_fields = ()
        items_resources.append(e_resources)
    resources = items_resources
    include_synonyms_raw = data[pos]
    pos += 1
    include_synonyms = rt.BOOLS[include_synonyms_raw]
    obj = _new(DescribeConfigsRequest)
    obj.resources = resources
    obj.include_synonyms = include_synonyms
    obj.include_documentation = False
    obj.unknown_tagged_fields = ()
    return obj, pos


def _decode_DescribeConfigsRequest_v3(data: bytes, pos: int) -> tuple[DescribeConfigsRequest, int]:
    """Decode DescribeConfigsRequest, version 3."""
    data_end = len(data)
    (n_resources,) = _S_i.unpack_from(data, pos)
    pos += 4
    if n_resources < 0:
        raise rt.Malformed
    if n_resources > data_end - pos:
        raise rt.Malformed
    items_resources: list[DescribeConfigsResource] = []
    for _ in range(n_resources):
        resources__resource_type, n_resources__resource_name = _S_bh.unpack_from(data, pos)
        pos += 3
        end = pos + n_resources__resource_name
        if n_resources__resource_name < 0 or end > data_end:
            raise rt.Malformed
        resources__resource_name = data[pos:end].decode()
        pos = end
        (n_resources__configuration_keys,) = _S_i.unpack_from(data, pos)
        pos += 4
        resources__configuration_keys: list[str] | None
        if n_resources__configuration_keys < 0:
            if n_resources__configuration_keys != -1:
                raise rt.Malformed
            resources__configuration_keys = None
        else:
            if n_resources__configuration_keys > data_end - pos:
                raise rt.Malformed
            items_resources__configuration_keys: list[str] = []
            for _ in range(n_resources__configuration_keys):
                (n_e_resources__configuration_keys,) = _S_h.unpack_from(data, pos)
                pos += 2
                end = pos + n_e_resources__configuration_keys
                if n_e_resources__configuration_keys < 0 or end > data_end:
                    raise rt.Malformed
                e_resources__configuration_keys = data[pos:end].decode()
                pos = end
                items_resources__configuration_keys.append(e_resources__configuration_keys)
            resources__configuration_keys = items_resources__configuration_keys
        e_resources = _new(DescribeConfigsResource)
        e_resources.resource_type = resources__resource_type
        e_resources.resource_name = resources__resource_name
        e_resources.configuration_keys = resources__configuration_keys
        e_resources.unknown_tagged_fields = ()
        items_resources.append(e_resources)
    resources = items_resources
    include_synonyms_raw, include_documentation_raw = _S_BB.unpack_from(data, pos)
    pos += 2
    include_synonyms = rt.BOOLS[include_synonyms_raw]
    include_documentation = rt.BOOLS[include_documentation_raw]
    obj = _new(DescribeConfigsRequest)
    obj.resources = resources
    obj.include_synonyms = include_synonyms
    obj.include_documentation = include_documentation
    obj.unknown_tagged_fields = ()
    return obj, pos


def _decode_DescribeConfigsRequest_v4(data: bytes, pos: int) -> tuple[DescribeConfigsRequest, int]:
    """Decode DescribeConfigsRequest, version 4."""
    data_end = len(data)
    n_resources = data[pos]
    pos += 1
    if n_resources > 127:
        n_resources, pos = rt.read_uvarint(data, pos - 1)
    n_resources -= 1
    if n_resources < 0:
        raise rt.Malformed
    if n_resources > data_end - pos:
        raise rt.Malformed
    items_resources: list[DescribeConfigsResource] = []
    for _ in range(n_resources):
        resources__resource_type, n_resources__resource_name = _S_bB.unpack_from(data, pos)
        pos += 2
        if n_resources__resource_name > 127:
            n_resources__resource_name, pos = rt.read_string_length(data, pos - 1)
        end = pos + n_resources__resource_name - 1
        if not n_resources__resource_name or end > data_end:
            raise rt.Malformed
        resources__resource_name = data[pos:end].decode()
        pos = end
        n_resources__configuration_keys = data[pos]
        pos += 1
        if n_resources__configuration_keys > 127:
            n_resources__configuration_keys, pos = rt.read_uvarint(data, pos - 1)
        n_resources__configuration_keys -= 1
        resources__configuration_keys: list[str] | None
        if n_resources__configuration_keys < 0:
            resources__configuration_keys = None
        else:
            if n_resources__configuration_keys > data_end - pos:
                raise rt.Malformed
            items_resources__configuration_keys: list[str] = []
            for _ in range(n_resources__configuration_keys):
                n_e_resources__configuration_keys = data[pos]
                pos += 1
                if n_e_resources__configuration_keys > 127:
                    n_e_resources__configuration_keys, pos = rt.read_string_length(data, pos - 1)
                end = pos + n_e_resources__configuration_keys - 1
                if not n_e_resources__configuration_keys or end > data_end:
                    raise rt.Malformed
                e_resources__configuration_keys = data[pos:end].decode()
                pos = end
                items_resources__configuration_keys.append(e_resources__configuration_keys)
            resources__configuration_keys = items_resources__configuration_keys
        resources__tag_count = data[pos]
        pos += 1
        resources__unknown: rt.Tags = ()
        if resources__tag_count:
            resources__unknown, pos = rt.read_unknown_tags(data, pos - 1)
        e_resources = _new(DescribeConfigsResource)
        e_resources.resource_type = resources__resource_type
        e_resources.resource_name = resources__resource_name
        e_resources.configuration_keys = resources__configuration_keys
        e_resources.unknown_tagged_fields = resources__unknown
        items_resources.append(e_resources)
    resources = items_resources
    include_synonyms_raw, include_documentation_raw, tag_count = _S_BBB.unpack_from(data, pos)
    pos += 3
    include_synonyms = rt.BOOLS[include_synonyms_raw]
    include_documentation = rt.BOOLS[include_documentation_raw]
    unknown: rt.Tags = ()
    if tag_count:
        unknown, pos = rt.read_unknown_tags(data, pos - 1)
    obj = _new(DescribeConfigsRequest)
    obj.resources = resources
    obj.include_synonyms = include_synonyms
    obj.include_documentation = include_documentation
    obj.unknown_tagged_fields = unknown
    return obj, pos


def _encode_DescribeConfigsRequest_v1(obj: DescribeConfigsRequest, out: bytearray) -> None:
    """Encode DescribeConfigsRequest, versions 1, 2."""
    if obj.include_documentation is not False:
        raise rt.Malformed
    a_resources = obj.resources
    out += _S_i.pack(len(a_resources))
    for e_resources in a_resources:
        b_resources__resource_name = e_resources.resource_name.encode()
        out += _S_bh.pack(e_resources.resource_type, len(b_resources__resource_name))
        out += b_resources__resource_name
        a_resources__configuration_keys = e_resources.configuration_keys
        out += _S_i.pack(
            -1 if a_resources__configuration_keys is None else len(a_resources__configuration_keys)
        )
        if a_resources__configuration_keys is not None:
            if not isinstance(a_resources__configuration_keys, (list, tuple)):
                raise rt.Malformed
            for e_resources__configuration_keys in a_resources__configuration_keys:
                b_e_resources__configuration_keys = e_resources__configuration_keys.encode()
                out += _S_h.pack(len(b_e_resources__configuration_keys))
                out += b_e_resources__configuration_keys
        if e_resources.unknown_tagged_fields:
            raise rt.Malformed
    if obj.include_synonyms is not True and obj.include_synonyms is not False:
        raise rt.Malformed
    out += _S_o.pack(obj.include_synonyms)
    if obj.unknown_tagged_fields:
        raise rt.Malformed


def _encode_DescribeConfigsRequest_v3(obj: DescribeConfigsRequest, out: bytearray) -> None:
    """Encode DescribeConfigsRequest, version 3."""
    a_resources = obj.resources
    out += _S_i.pack(len(a_resources))
    for e_resources in a_resources:
        b_resources__resource_name = e_resources.resource_name.encode()
        out += _S_bh.pack(e_resources.resource_type, len(b_resources__resource_name))
        out += b_resources__resource_name
        a_resources__configuration_keys = e_resources.configuration_keys
        out += _S_i.pack(
            -1 if a_resources__configuration_keys is None else len(a_resources__configuration_keys)
        )
        if a_resources__configuration_keys is not None:
            if not isinstance(a_resources__configuration_keys, (list, tuple)):
                raise rt.Malformed
            for e_resources__configuration_keys in a_resources__configuration_keys:
                b_e_resources__configuration_keys = e_resources__configuration_keys.encode()
                out += _S_h.pack(len(b_e_resources__configuration_keys))
                out += b_e_resources__configuration_keys
        if e_resources.unknown_tagged_fields:
            raise rt.Malformed
    if obj.include_synonyms is not True and obj.include_synonyms is not False:
        raise rt.Malformed
    if obj.include_documentation is not True and obj.include_documentation is not False:
        raise rt.Malformed
    out += _S_oo.pack(obj.include_synonyms, obj.include_documentation)
    if obj.unknown_tagged_fields:
        raise rt.Malformed


def _encode_DescribeConfigsRequest_v4(obj: DescribeConfigsRequest, out: bytearray) -> None:
    """Encode DescribeConfigsRequest, version 4."""
    append = out.append
    a_resources = obj.resources
    n = len(a_resources) + 1
    if n < 128:
        append(n)
    else:
        out += rt.uvarint(n)
    for e_resources in a_resources:
        out += _S_b.pack(e_resources.resource_type)
        b_resources__resource_name = e_resources.resource_name.encode()
        n = len(b_resources__resource_name) + 1
        if n < 128:
            append(n)
        else:
            out += rt.string_length(n)
        out += b_resources__resource_name
        a_resources__configuration_keys = e_resources.configuration_keys
        if a_resources__configuration_keys is None:
            append(0)
        else:
            n = len(a_resources__configuration_keys) + 1
            if n < 128:
                append(n)
            else:
                out += rt.uvarint(n)
            if not isinstance(a_resources__configuration_keys, (list, tuple)):
                raise rt.Malformed
            for e_resources__configuration_keys in a_resources__configuration_keys:
                b_e_resources__configuration_keys = e_resources__configuration_keys.encode()
                n = len(b_e_resources__configuration_keys) + 1
                if n < 128:
                    append(n)
                else:
                    out += rt.string_length(n)
                out += b_e_resources__configuration_keys
        if e_resources.unknown_tagged_fields:
            rt.write_tags(out, (), e_resources.unknown_tagged_fields)
        else:
            append(0)
    if obj.include_synonyms is not True and obj.include_synonyms is not False:
        raise rt.Malformed
    if obj.include_documentation is not True and obj.include_documentation is not False:
        raise rt.Malformed
    out += _S_oo.pack(obj.include_synonyms, obj.include_documentation)
    if obj.unknown_tagged_fields:
        rt.write_tags(out, (), obj.unknown_tagged_fields)
    else:
        append(0)


DescribeConfigsResource._SCHEMA = rt.StructInfo(
    "DescribeConfigsResource",
    (
        rt.FieldInfo("resource_type", "resourceType", "int8", rt.vr("0+"), default=0),
        rt.FieldInfo("resource_name", "resourceName", "string", rt.vr("0+"), default=""),
        rt.FieldInfo(
            "configuration_keys",
            "configurationKeys",
            "string",
            rt.vr("0+"),
            is_array=True,
            nullable=rt.vr("0+"),
            default=(),
        ),
    ),
    flexible=rt.vr("4+"),
)
DescribeConfigsResource._DECODERS = {
    1: _decode_DescribeConfigsResource_v1,
    2: _decode_DescribeConfigsResource_v1,
    3: _decode_DescribeConfigsResource_v1,
    4: _decode_DescribeConfigsResource_v4,
}
DescribeConfigsResource._ENCODERS = {
    1: _encode_DescribeConfigsResource_v1,
    2: _encode_DescribeConfigsResource_v1,
    3: _encode_DescribeConfigsResource_v1,
    4: _encode_DescribeConfigsResource_v4,
}

DescribeConfigsRequest._SCHEMA = rt.StructInfo(
    "DescribeConfigsRequest",
    (
        rt.FieldInfo(
            "resources",
            "resources",
            "struct",
            rt.vr("0+"),
            is_array=True,
            struct=lambda: DescribeConfigsResource,
            default=(),
        ),
        rt.FieldInfo("include_synonyms", "includeSynonyms", "bool", rt.vr("1+"), default=False),
        rt.FieldInfo(
            "include_documentation", "includeDocumentation", "bool", rt.vr("3+"), default=False
        ),
    ),
    flexible=rt.vr("4+"),
)
DescribeConfigsRequest._DECODERS = {
    1: _decode_DescribeConfigsRequest_v1,
    2: _decode_DescribeConfigsRequest_v1,
    3: _decode_DescribeConfigsRequest_v3,
    4: _decode_DescribeConfigsRequest_v4,
}
DescribeConfigsRequest._ENCODERS = {
    1: _encode_DescribeConfigsRequest_v1,
    2: _encode_DescribeConfigsRequest_v1,
    3: _encode_DescribeConfigsRequest_v3,
    4: _encode_DescribeConfigsRequest_v4,
}
