"""DescribeConfigsResponse: generated from DescribeConfigsResponse.json; edit the schema, not this file."""

from __future__ import annotations

import struct
from typing import ClassVar

import attrs

from kgroup_proto import runtime as rt

_new = object.__new__
_S_BbBB = struct.Struct(">BbBB")
_S_BbBi = struct.Struct(">BbBi")
_S_b = struct.Struct(">b")
_S_bB = struct.Struct(">bB")
_S_bh = struct.Struct(">bh")
_S_h = struct.Struct(">h")
_S_hB = struct.Struct(">hB")
_S_hh = struct.Struct(">hh")
_S_i = struct.Struct(">i")
_S_iB = struct.Struct(">iB")
_S_ii = struct.Struct(">ii")
_S_obo = struct.Struct(">?b?")
_S_oboi = struct.Struct(">?b?i")


@attrs.define(weakref_slot=False)
class DescribeConfigsSynonym(rt.Struct):
    """Every source the setting could take its value from, the one in force first.

    Versions 1-4; flexible 4+.

    Attributes:
        name: Name of the setting at this source. (versions 1+)
        value: Value at this source, or null. (versions 1+, nullable 0+)
        source: The source, coded as in ConfigSource. (versions 1+)
    """

    VALID_VERSIONS: ClassVar[range] = range(1, 5)
    FLEXIBLE_VERSIONS: ClassVar[range | None] = range(4, rt.VERSION_LIMIT)

    name: str = ""
    value: str | None = ""
    source: int = 0
    unknown_tagged_fields: rt.Tags = ()


@attrs.define(weakref_slot=False)
class DescribeConfigsResourceResult(rt.Struct):
    """Settings of the resource.

    Versions 1-4; flexible 4+.

    Attributes:
        name: Name of the setting. (versions 0+)
        value: Value in force, or null when it is sensitive or unset. (versions 0+, nullable
            0+)
        read_only: Whether the setting cannot be changed while the broker runs. (versions
            0+)
        config_source: Where the value comes from: 1 a topic override, 4 the broker's static
            file, 5 the default, ...; -1 when not known. (versions 1+)
        is_default: Whether the value is the default (v0 only, which Kafka 4 no longer
            defines; ConfigSource replaces it). (versions 0)
        is_sensitive: Whether the value is a secret and therefore withheld. (versions 0+)
        synonyms: Every source the setting could take its value from, the one in force
            first. (versions 1+)
        config_type: Type of the value: 1 boolean, 2 string, 3 int, 4 short, 5 long, 6
            double, 7 list, 8 class, 9 password; 0 when not known. (versions 3+)
        documentation: What the setting does, or null when not asked for. (versions 3+,
            nullable 0+)
    """

    VALID_VERSIONS: ClassVar[range] = range(1, 5)
    FLEXIBLE_VERSIONS: ClassVar[range | None] = range(4, rt.VERSION_LIMIT)

    name: str = ""
    value: str | None = ""
    read_only: bool = False
    config_source: int = -1
    is_default: bool = False
    is_sensitive: bool = False
    synonyms: list[DescribeConfigsSynonym] = attrs.field(factory=list)
    config_type: int = 0
    documentation: str | None = ""
    unknown_tagged_fields: rt.Tags = ()


@attrs.define(weakref_slot=False)
class DescribeConfigsResult(rt.Struct):
    """Result for each resource of the request.

    Versions 1-4; flexible 4+.

    Attributes:
        error_code: Error for this resource; 0 on success. (versions 0+)
        error_message: Explanation of the error, or null. (versions 0+, nullable 0+)
        resource_type: Kind of resource, as in the request. (versions 0+)
        resource_name: Name of the resource, as in the request. (versions 0+)
        configs: Settings of the resource. (versions 0+)
    """

    VALID_VERSIONS: ClassVar[range] = range(1, 5)
    FLEXIBLE_VERSIONS: ClassVar[range | None] = range(4, rt.VERSION_LIMIT)

    error_code: int = 0
    error_message: str | None = ""
    resource_type: int = 0
    resource_name: str = ""
    configs: list[DescribeConfigsResourceResult] = attrs.field(factory=list)
    unknown_tagged_fields: rt.Tags = ()


@attrs.define(weakref_slot=False)
class DescribeConfigsResponse(rt.Struct):
    """The DescribeConfigsResponse response.

    API key 32, versions 1-4; flexible 4+.

    Attributes:
        throttle_time_ms: Time in ms the broker held back this response because a quota was
            exceeded; 0 when no quota applied. (versions 0+)
        results: Result for each resource of the request. (versions 0+)
    """

    API_KEY: ClassVar[int | None] = 32
    MESSAGE_TYPE: ClassVar[str] = "response"
    VALID_VERSIONS: ClassVar[range] = range(1, 5)
    FLEXIBLE_VERSIONS: ClassVar[range | None] = range(4, rt.VERSION_LIMIT)

    throttle_time_ms: int = 0
    results: list[DescribeConfigsResult] = attrs.field(factory=list)
    unknown_tagged_fields: rt.Tags = ()


def _decode_DescribeConfigsSynonym_v1(data: bytes, pos: int) -> tuple[DescribeConfigsSynonym, int]:
    """Decode DescribeConfigsSynonym, versions 1, 2, 3."""
    data_end = len(data)
    (n_name,) = _S_h.unpack_from(data, pos)
    pos += 2
    end = pos + n_name
    if n_name < 0 or end > data_end:
        raise rt.Malformed
    name = data[pos:end].decode()
    pos = end
    (n_value,) = _S_h.unpack_from(data, pos)
    pos += 2
    value: str | None
    if n_value < 0:
        if n_value != -1:
            raise rt.Malformed
        value = None
    else:
        end = pos + n_value
        if end > data_end:
            raise rt.Malformed
        value = data[pos:end].decode()
        pos = end
    (source,) = _S_b.unpack_from(data, pos)
    pos += 1
    obj = _new(DescribeConfigsSynonym)
    obj.name = name
    obj.value = value
    obj.source = source
    obj.unknown_tagged_fields = ()
    return obj, pos


def _decode_DescribeConfigsSynonym_v4(data: bytes, pos: int) -> tuple[DescribeConfigsSynonym, int]:
    """Decode DescribeConfigsSynonym, version 4."""
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
    n_value = data[pos]
    pos += 1
    if n_value > 127:
        n_value, pos = rt.read_string_length(data, pos - 1)
    value: str | None
    if not n_value:
        value = None
    else:
        end = pos + n_value - 1
        if end > data_end:
            raise rt.Malformed
        value = data[pos:end].decode()
        pos = end
    source, tag_count = _S_bB.unpack_from(data, pos)
    pos += 2
    unknown: rt.Tags = ()
    if tag_count:
        unknown, pos = rt.read_unknown_tags(data, pos - 1)
    obj = _new(DescribeConfigsSynonym)
    obj.name = name
    obj.value = value
    obj.source = source
    obj.unknown_tagged_fields = unknown
    return obj, pos


def _encode_DescribeConfigsSynonym_v1(obj: DescribeConfigsSynonym, out: bytearray) -> None:
    """Encode DescribeConfigsSynonym, versions 1, 2, 3."""
    b_name = obj.name.encode()
    out += _S_h.pack(len(b_name))
    out += b_name
    s_value = obj.value
    b_value = None if s_value is None else s_value.encode()
    out += _S_h.pack(-1 if b_value is None else len(b_value))
    if b_value is not None:
        out += b_value
    out += _S_b.pack(obj.source)
    if obj.unknown_tagged_fields:
        raise rt.Malformed


def _encode_DescribeConfigsSynonym_v4(obj: DescribeConfigsSynonym, out: bytearray) -> None:
    """Encode DescribeConfigsSynonym, version 4."""
    b_name = obj.name.encode()
    n = len(b_name) + 1
    if n < 128:
        out.append(n)
    else:
        out += rt.string_length(n)
    out += b_name
    s_value = obj.value
    if s_value is None:
        out.append(0)
    else:
        b_value = s_value.encode()
        n = len(b_value) + 1
        if n < 128:
            out.append(n)
        else:
            out += rt.string_length(n)
        out += b_value
    out += _S_b.pack(obj.source)
    if obj.unknown_tagged_fields:
        rt.write_tags(out, (), obj.unknown_tagged_fields)
    else:
        out.append(0)


def _decode_DescribeConfigsResourceResult_v1(
    data: bytes, pos: int
) -> tuple[DescribeConfigsResourceResult, int]:
    """Decode DescribeConfigsResourceResult, versions 1, 2."""
    data_end = len(data)
    (n_name,) = _S_h.unpack_from(data, pos)
    pos += 2
    end = pos + n_name
    if n_name < 0 or end > data_end:
        raise rt.Malformed
    name = data[pos:end].decode()
    pos = end
    (n_value,) = _S_h.unpack_from(data, pos)
    pos += 2
    value: str | None
    if n_value < 0:
        if n_value != -1:
            raise rt.Malformed
        value = None
    else:
        end = pos + n_value
        if end > data_end:
            raise rt.Malformed
        value = data[pos:end].decode()
        pos = end
    read_only_raw, config_source, is_sensitive_raw, n_synonyms = _S_BbBi.unpack_from(data, pos)
    pos += 7
    read_only = rt.BOOLS[read_only_raw]
    is_sensitive = rt.BOOLS[is_sensitive_raw]
    if n_synonyms < 0:
        raise rt.Malformed
    if n_synonyms > data_end - pos:
        raise rt.Malformed
    items_synonyms: list[DescribeConfigsSynonym] = []
    for _ in range(n_synonyms):
        (n_synonyms__name,) = _S_h.unpack_from(data, pos)
        pos += 2
        end = pos + n_synonyms__name
        if n_synonyms__name < 0 or end > data_end:
            raise rt.Malformed
        synonyms__name = data[pos:end].decode()
        pos = end
        (n_synonyms__value,) = _S_h.unpack_from(data, pos)
        pos += 2
        synonyms__value: str | None
        if n_synonyms__value < 0:
            if n_synonyms__value != -1:
                raise rt.Malformed
            synonyms__value = None
        else:
            end = pos + n_synonyms__value
            if end > data_end:
                raise rt.Malformed
            synonyms__value = data[pos:end].decode()
            pos = end
        (synonyms__source,) = _S_b.unpack_from(data, pos)
        pos += 1
        e_synonyms = _new(DescribeConfigsSynonym)
        e_synonyms.name = synonyms__name
        e_synonyms.value = synonyms__value
        e_synonyms.source = synonyms__source
        e_synonyms.unknown_tagged_fields = ()
        items_synonyms.append(e_synonyms)
    synonyms = items_synonyms
    obj = _new(DescribeConfigsResourceResult)
    obj.name = name
    obj.value = value
    obj.read_only = read_only
    obj.config_source = config_source
    obj.is_default = False
    obj.is_sensitive = is_sensitive
    obj.synonyms = synonyms
    obj.config_type = 0
    obj.documentation = ""
    obj.unknown_tagged_fields = ()
    return obj, pos


def _decode_DescribeConfigsResourceResult_v3(
    data: bytes, pos: int
) -> tuple[DescribeConfigsResourceResult, int]:
    """Decode DescribeConfigsResourceResult, version 3."""
    data_end = len(data)
    (n_name,) = _S_h.unpack_from(data, pos)
    pos += 2
    end = pos + n_name
    if n_name < 0 or end > data_end:
        raise rt.Malformed
    name = data[pos:end].decode()
    pos = end
    (n_value,) = _S_h.unpack_from(data, pos)
    pos += 2
    value: str | None
    if n_value < 0:
        if n_value != -1:
            raise rt.Malformed
        value = None
    else:
        end = pos + n_value
        if end > data_end:
            raise rt.Malformed
        value = data[pos:end].decode()
        pos = end
    read_only_raw, config_source, is_sensitive_raw, n_synonyms = _S_BbBi.unpack_from(data, pos)
    pos += 7
    read_only = rt.BOOLS[read_only_raw]
    is_sensitive = rt.BOOLS[is_sensitive_raw]
    if n_synonyms < 0:
        raise rt.Malformed
    if n_synonyms > data_end - pos:
        raise rt.Malformed
    items_synonyms: list[DescribeConfigsSynonym] = []
    for _ in range(n_synonyms):
        (n_synonyms__name,) = _S_h.unpack_from(data, pos)
        pos += 2
        end = pos + n_synonyms__name
        if n_synonyms__name < 0 or end > data_end:
            raise rt.Malformed
        synonyms__name = data[pos:end].decode()
        pos = end
        (n_synonyms__value,) = _S_h.unpack_from(data, pos)
        pos += 2
        synonyms__value: str | None
        if n_synonyms__value < 0:
            if n_synonyms__value != -1:
                raise rt.Malformed
            synonyms__value = None
        else:
            end = pos + n_synonyms__value
            if end > data_end:
                raise rt.Malformed
            synonyms__value = data[pos:end].decode()
            pos = end
        (synonyms__source,) = _S_b.unpack_from(data, pos)
        pos += 1
        e_synonyms = _new(DescribeConfigsSynonym)
        e_synonyms.name = synonyms__name
        e_synonyms.value = synonyms__value
        e_synonyms.source = synonyms__source
        e_synonyms.unknown_tagged_fields = ()
        items_synonyms.append(e_synonyms)
    synonyms = items_synonyms
    config_type, n_documentation = _S_bh.unpack_from(data, pos)
    pos += 3
    documentation: str | None
    if n_documentation < 0:
        if n_documentation != -1:
            raise rt.Malformed
        documentation = None
    else:
        end = pos + n_documentation
        if end > data_end:
            raise rt.Malformed
        documentation = data[pos:end].decode()
        pos = end
    obj = _new(DescribeConfigsResourceResult)
    obj.name = name
    obj.value = value
    obj.read_only = read_only
    obj.config_source = config_source
    obj.is_default = False
    obj.is_sensitive = is_sensitive
    obj.synonyms = synonyms
    obj.config_type = config_type
    obj.documentation = documentation
    obj.unknown_tagged_fields = ()
    return obj, pos


def _decode_DescribeConfigsResourceResult_v4(
    data: bytes, pos: int
) -> tuple[DescribeConfigsResourceResult, int]:
    """Decode DescribeConfigsResourceResult, version 4."""
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
    n_value = data[pos]
    pos += 1
    if n_value > 127:
        n_value, pos = rt.read_string_length(data, pos - 1)
    value: str | None
    if not n_value:
        value = None
    else:
        end = pos + n_value - 1
        if end > data_end:
            raise rt.Malformed
        value = data[pos:end].decode()
        pos = end
    read_only_raw, config_source, is_sensitive_raw, n_synonyms = _S_BbBB.unpack_from(data, pos)
    pos += 4
    read_only = rt.BOOLS[read_only_raw]
    is_sensitive = rt.BOOLS[is_sensitive_raw]
    if n_synonyms > 127:
        n_synonyms, pos = rt.read_uvarint(data, pos - 1)
    n_synonyms -= 1
    if n_synonyms < 0:
        raise rt.Malformed
    if n_synonyms > data_end - pos:
        raise rt.Malformed
    items_synonyms: list[DescribeConfigsSynonym] = []
    for _ in range(n_synonyms):
        n_synonyms__name = data[pos]
        pos += 1
        if n_synonyms__name > 127:
            n_synonyms__name, pos = rt.read_string_length(data, pos - 1)
        end = pos + n_synonyms__name - 1
        if not n_synonyms__name or end > data_end:
            raise rt.Malformed
        synonyms__name = data[pos:end].decode()
        pos = end
        n_synonyms__value = data[pos]
        pos += 1
        if n_synonyms__value > 127:
            n_synonyms__value, pos = rt.read_string_length(data, pos - 1)
        synonyms__value: str | None
        if not n_synonyms__value:
            synonyms__value = None
        else:
            end = pos + n_synonyms__value - 1
            if end > data_end:
                raise rt.Malformed
            synonyms__value = data[pos:end].decode()
            pos = end
        synonyms__source, synonyms__tag_count = _S_bB.unpack_from(data, pos)
        pos += 2
        synonyms__unknown: rt.Tags = ()
        if synonyms__tag_count:
            synonyms__unknown, pos = rt.read_unknown_tags(data, pos - 1)
        e_synonyms = _new(DescribeConfigsSynonym)
        e_synonyms.name = synonyms__name
        e_synonyms.value = synonyms__value
        e_synonyms.source = synonyms__source
        e_synonyms.unknown_tagged_fields = synonyms__unknown
        items_synonyms.append(e_synonyms)
    synonyms = items_synonyms
    config_type, n_documentation = _S_bB.unpack_from(data, pos)
    pos += 2
    if n_documentation > 127:
        n_documentation, pos = rt.read_string_length(data, pos - 1)
    documentation: str | None
    if not n_documentation:
        documentation = None
    else:
        end = pos + n_documentation - 1
        if end > data_end:
            raise rt.Malformed
        documentation = data[pos:end].decode()
        pos = end
    tag_count = data[pos]
    pos += 1
    unknown: rt.Tags = ()
    if tag_count:
        unknown, pos = rt.read_unknown_tags(data, pos - 1)
    obj = _new(DescribeConfigsResourceResult)
    obj.name = name
    obj.value = value
    obj.read_only = read_only
    obj.config_source = config_source
    obj.is_default = False
    obj.is_sensitive = is_sensitive
    obj.synonyms = synonyms
    obj.config_type = config_type
    obj.documentation = documentation
    obj.unknown_tagged_fields = unknown
    return obj, pos


def _encode_DescribeConfigsResourceResult_v1(
    obj: DescribeConfigsResourceResult, out: bytearray
) -> None:
    """Encode DescribeConfigsResourceResult, versions 1, 2."""
    if obj.is_default is not False:
        raise rt.Malformed
    b_name = obj.name.encode()
    out += _S_h.pack(len(b_name))
    out += b_name
    s_value = obj.value
    b_value = None if s_value is None else s_value.encode()
    out += _S_h.pack(-1 if b_value is None else len(b_value))
    if b_value is not None:
        out += b_value
    if obj.read_only is not True and obj.read_only is not False:
        raise rt.Malformed
    if obj.is_sensitive is not True and obj.is_sensitive is not False:
        raise rt.Malformed
    a_synonyms = obj.synonyms
    out += _S_oboi.pack(obj.read_only, obj.config_source, obj.is_sensitive, len(a_synonyms))
    for e_synonyms in a_synonyms:
        b_synonyms__name = e_synonyms.name.encode()
        out += _S_h.pack(len(b_synonyms__name))
        out += b_synonyms__name
        s_synonyms__value = e_synonyms.value
        b_synonyms__value = None if s_synonyms__value is None else s_synonyms__value.encode()
        out += _S_h.pack(-1 if b_synonyms__value is None else len(b_synonyms__value))
        if b_synonyms__value is not None:
            out += b_synonyms__value
        out += _S_b.pack(e_synonyms.source)
        if e_synonyms.unknown_tagged_fields:
            raise rt.Malformed
    if obj.unknown_tagged_fields:
        raise rt.Malformed


def _encode_DescribeConfigsResourceResult_v3(
    obj: DescribeConfigsResourceResult, out: bytearray
) -> None:
    """Encode DescribeConfigsResourceResult, version 3."""
    if obj.is_default is not False:
        raise rt.Malformed
    b_name = obj.name.encode()
    out += _S_h.pack(len(b_name))
    out += b_name
    s_value = obj.value
    b_value = None if s_value is None else s_value.encode()
    out += _S_h.pack(-1 if b_value is None else len(b_value))
    if b_value is not None:
        out += b_value
    if obj.read_only is not True and obj.read_only is not False:
        raise rt.Malformed
    if obj.is_sensitive is not True and obj.is_sensitive is not False:
        raise rt.Malformed
    a_synonyms = obj.synonyms
    out += _S_oboi.pack(obj.read_only, obj.config_source, obj.is_sensitive, len(a_synonyms))
    for e_synonyms in a_synonyms:
        b_synonyms__name = e_synonyms.name.encode()
        out += _S_h.pack(len(b_synonyms__name))
        out += b_synonyms__name
        s_synonyms__value = e_synonyms.value
        b_synonyms__value = None if s_synonyms__value is None else s_synonyms__value.encode()
        out += _S_h.pack(-1 if b_synonyms__value is None else len(b_synonyms__value))
        if b_synonyms__value is not None:
            out += b_synonyms__value
        out += _S_b.pack(e_synonyms.source)
        if e_synonyms.unknown_tagged_fields:
            raise rt.Malformed
    s_documentation = obj.documentation
    b_documentation = None if s_documentation is None else s_documentation.encode()
    out += _S_bh.pack(obj.config_type, -1 if b_documentation is None else len(b_documentation))
    if b_documentation is not None:
        out += b_documentation
    if obj.unknown_tagged_fields:
        raise rt.Malformed


def _encode_DescribeConfigsResourceResult_v4(
    obj: DescribeConfigsResourceResult, out: bytearray
) -> None:
    """Encode DescribeConfigsResourceResult, version 4."""
    append = out.append
    if obj.is_default is not False:
        raise rt.Malformed
    b_name = obj.name.encode()
    n = len(b_name) + 1
    if n < 128:
        append(n)
    else:
        out += rt.string_length(n)
    out += b_name
    s_value = obj.value
    if s_value is None:
        append(0)
    else:
        b_value = s_value.encode()
        n = len(b_value) + 1
        if n < 128:
            append(n)
        else:
            out += rt.string_length(n)
        out += b_value
    if obj.read_only is not True and obj.read_only is not False:
        raise rt.Malformed
    if obj.is_sensitive is not True and obj.is_sensitive is not False:
        raise rt.Malformed
    out += _S_obo.pack(obj.read_only, obj.config_source, obj.is_sensitive)
    a_synonyms = obj.synonyms
    n = len(a_synonyms) + 1
    if n < 128:
        append(n)
    else:
        out += rt.uvarint(n)
    for e_synonyms in a_synonyms:
        b_synonyms__name = e_synonyms.name.encode()
        n = len(b_synonyms__name) + 1
        if n < 128:
            append(n)
        else:
            out += rt.string_length(n)
        out += b_synonyms__name
        s_synonyms__value = e_synonyms.value
        if s_synonyms__value is None:
            append(0)
        else:
            b_synonyms__value = s_synonyms__value.encode()
            n = len(b_synonyms__value) + 1
            if n < 128:
                append(n)
            else:
                out += rt.string_length(n)
            out += b_synonyms__value
        out += _S_b.pack(e_synonyms.source)
        if e_synonyms.unknown_tagged_fields:
            rt.write_tags(out, (), e_synonyms.unknown_tagged_fields)
        else:
            append(0)
    out += _S_b.pack(obj.config_type)
    s_documentation = obj.documentation
    if s_documentation is None:
        append(0)
    else:
        b_documentation = s_documentation.encode()
        n = len(b_documentation) + 1
        if n < 128:
            append(n)
        else:
            out += rt.string_length(n)
        out += b_documentation
    if obj.unknown_tagged_fields:
        rt.write_tags(out, (), obj.unknown_tagged_fields)
    else:
        append(0)


def _decode_DescribeConfigsResult_v1(data: bytes, pos: int) -> tuple[DescribeConfigsResult, int]:
    """Decode DescribeConfigsResult, versions 1, 2."""
    data_end = len(data)
    error_code, n_error_message = _S_hh.unpack_from(data, pos)
    pos += 4
    error_message: str | None
    if n_error_message < 0:
        if n_error_message != -1:
            raise rt.Malformed
        error_message = None
    else:
        end = pos + n_error_message
        if end > data_end:
            raise rt.Malformed
        error_message = data[pos:end].decode()
        pos = end
    resource_type, n_resource_name = _S_bh.unpack_from(data, pos)
    pos += 3
    end = pos + n_resource_name
    if n_resource_name < 0 or end > data_end:
        raise rt.Malformed
    resource_name = data[pos:end].decode()
    pos = end
    (n_configs,) = _S_i.unpack_from(data, pos)
    pos += 4
    if n_configs < 0:
        raise rt.Malformed
    if n_configs > data_end - pos:
        raise rt.Malformed
    items_configs: list[DescribeConfigsResourceResult] = []
    for _ in range(n_configs):
        (n_configs__name,) = _S_h.unpack_from(data, pos)
        pos += 2
        end = pos + n_configs__name
        if n_configs__name < 0 or end > data_end:
            raise rt.Malformed
        configs__name = data[pos:end].decode()
        pos = end
        (n_configs__value,) = _S_h.unpack_from(data, pos)
        pos += 2
        configs__value: str | None
        if n_configs__value < 0:
            if n_configs__value != -1:
                raise rt.Malformed
            configs__value = None
        else:
            end = pos + n_configs__value
            if end > data_end:
                raise rt.Malformed
            configs__value = data[pos:end].decode()
            pos = end
        (
            configs__read_only_raw,
            configs__config_source,
            configs__is_sensitive_raw,
            n_configs__synonyms,
        ) = _S_BbBi.unpack_from(data, pos)
        pos += 7
        configs__read_only = rt.BOOLS[configs__read_only_raw]
        configs__is_sensitive = rt.BOOLS[configs__is_sensitive_raw]
        if n_configs__synonyms < 0:
            raise rt.Malformed
        if n_configs__synonyms > data_end - pos:
            raise rt.Malformed
        items_configs__synonyms: list[DescribeConfigsSynonym] = []
        for _ in range(n_configs__synonyms):
            e_configs__synonyms, pos = _decode_DescribeConfigsSynonym_v1(data, pos)
            items_configs__synonyms.append(e_configs__synonyms)
        configs__synonyms = items_configs__synonyms
        e_configs = _new(DescribeConfigsResourceResult)
        e_configs.name = configs__name
        e_configs.value = configs__value
        e_configs.read_only = configs__read_only
        e_configs.config_source = configs__config_source
        e_configs.is_default = False
        e_configs.is_sensitive = configs__is_sensitive
        e_configs.synonyms = configs__synonyms
        e_configs.config_type = 0
        e_configs.documentation = ""
        e_configs.unknown_tagged_fields = ()
        items_configs.append(e_configs)
    configs = items_configs
    obj = _new(DescribeConfigsResult)
    obj.error_code = error_code
    obj.error_message = error_message
    obj.resource_type = resource_type
    obj.resource_name = resource_name
    obj.configs = configs
    obj.unknown_tagged_fields = ()
    return obj, pos


def _decode_DescribeConfigsResult_v3(data: bytes, pos: int) -> tuple[DescribeConfigsResult, int]:
    """Decode DescribeConfigsResult, version 3."""
    data_end = len(data)
    error_code, n_error_message = _S_hh.unpack_from(data, pos)
    pos += 4
    error_message: str | None
    if n_error_message < 0:
        if n_error_message != -1:
            raise rt.Malformed
        error_message = None
    else:
        end = pos + n_error_message
        if end > data_end:
            raise rt.Malformed
        error_message = data[pos:end].decode()
        pos = end
    resource_type, n_resource_name = _S_bh.unpack_from(data, pos)
    pos += 3
    end = pos + n_resource_name
    if n_resource_name < 0 or end > data_end:
        raise rt.Malformed
    resource_name = data[pos:end].decode()
    pos = end
    (n_configs,) = _S_i.unpack_from(data, pos)
    pos += 4
    if n_configs < 0:
        raise rt.Malformed
    if n_configs > data_end - pos:
        raise rt.Malformed
    items_configs: list[DescribeConfigsResourceResult] = []
    for _ in range(n_configs):
        (n_configs__name,) = _S_h.unpack_from(data, pos)
        pos += 2
        end = pos + n_configs__name
        if n_configs__name < 0 or end > data_end:
            raise rt.Malformed
        configs__name = data[pos:end].decode()
        pos = end
        (n_configs__value,) = _S_h.unpack_from(data, pos)
        pos += 2
        configs__value: str | None
        if n_configs__value < 0:
            if n_configs__value != -1:
                raise rt.Malformed
            configs__value = None
        else:
            end = pos + n_configs__value
            if end > data_end:
                raise rt.Malformed
            configs__value = data[pos:end].decode()
            pos = end
        (
            configs__read_only_raw,
            configs__config_source,
            configs__is_sensitive_raw,
            n_configs__synonyms,
        ) = _S_BbBi.unpack_from(data, pos)
        pos += 7
        configs__read_only = rt.BOOLS[configs__read_only_raw]
        configs__is_sensitive = rt.BOOLS[configs__is_sensitive_raw]
        if n_configs__synonyms < 0:
            raise rt.Malformed
        if n_configs__synonyms > data_end - pos:
            raise rt.Malformed
        items_configs__synonyms: list[DescribeConfigsSynonym] = []
        for _ in range(n_configs__synonyms):
            e_configs__synonyms, pos = _decode_DescribeConfigsSynonym_v1(data, pos)
            items_configs__synonyms.append(e_configs__synonyms)
        configs__synonyms = items_configs__synonyms
        configs__config_type, n_configs__documentation = _S_bh.unpack_from(data, pos)
        pos += 3
        configs__documentation: str | None
        if n_configs__documentation < 0:
            if n_configs__documentation != -1:
                raise rt.Malformed
            configs__documentation = None
        else:
            end = pos + n_configs__documentation
            if end > data_end:
                raise rt.Malformed
            configs__documentation = data[pos:end].decode()
            pos = end
        e_configs = _new(DescribeConfigsResourceResult)
        e_configs.name = configs__name
        e_configs.value = configs__value
        e_configs.read_only = configs__read_only
        e_configs.config_source = configs__config_source
        e_configs.is_default = False
        e_configs.is_sensitive = configs__is_sensitive
        e_configs.synonyms = configs__synonyms
        e_configs.config_type = configs__config_type
        e_configs.documentation = configs__documentation
        e_configs.unknown_tagged_fields = ()
        items_configs.append(e_configs)
    configs = items_configs
    obj = _new(DescribeConfigsResult)
    obj.error_code = error_code
    obj.error_message = error_message
    obj.resource_type = resource_type
    obj.resource_name = resource_name
    obj.configs = configs
    obj.unknown_tagged_fields = ()
    return obj, pos


def _decode_DescribeConfigsResult_v4(data: bytes, pos: int) -> tuple[DescribeConfigsResult, int]:
    """Decode DescribeConfigsResult, version 4."""
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
    resource_type, n_resource_name = _S_bB.unpack_from(data, pos)
    pos += 2
    if n_resource_name > 127:
        n_resource_name, pos = rt.read_string_length(data, pos - 1)
    end = pos + n_resource_name - 1
    if not n_resource_name or end > data_end:
        raise rt.Malformed
    resource_name = data[pos:end].decode()
    pos = end
    n_configs = data[pos]
    pos += 1
    if n_configs > 127:
        n_configs, pos = rt.read_uvarint(data, pos - 1)
    n_configs -= 1
    if n_configs < 0:
        raise rt.Malformed
    if n_configs > data_end - pos:
        raise rt.Malformed
    items_configs: list[DescribeConfigsResourceResult] = []
    for _ in range(n_configs):
        n_configs__name = data[pos]
        pos += 1
        if n_configs__name > 127:
            n_configs__name, pos = rt.read_string_length(data, pos - 1)
        end = pos + n_configs__name - 1
        if not n_configs__name or end > data_end:
            raise rt.Malformed
        configs__name = data[pos:end].decode()
        pos = end
        n_configs__value = data[pos]
        pos += 1
        if n_configs__value > 127:
            n_configs__value, pos = rt.read_string_length(data, pos - 1)
        configs__value: str | None
        if not n_configs__value:
            configs__value = None
        else:
            end = pos + n_configs__value - 1
            if end > data_end:
                raise rt.Malformed
            configs__value = data[pos:end].decode()
            pos = end
        (
            configs__read_only_raw,
            configs__config_source,
            configs__is_sensitive_raw,
            n_configs__synonyms,
        ) = _S_BbBB.unpack_from(data, pos)
        pos += 4
        configs__read_only = rt.BOOLS[configs__read_only_raw]
        configs__is_sensitive = rt.BOOLS[configs__is_sensitive_raw]
        if n_configs__synonyms > 127:
            n_configs__synonyms, pos = rt.read_uvarint(data, pos - 1)
        n_configs__synonyms -= 1
        if n_configs__synonyms < 0:
            raise rt.Malformed
        if n_configs__synonyms > data_end - pos:
            raise rt.Malformed
        items_configs__synonyms: list[DescribeConfigsSynonym] = []
        for _ in range(n_configs__synonyms):
            e_configs__synonyms, pos = _decode_DescribeConfigsSynonym_v4(data, pos)
            items_configs__synonyms.append(e_configs__synonyms)
        configs__synonyms = items_configs__synonyms
        configs__config_type, n_configs__documentation = _S_bB.unpack_from(data, pos)
        pos += 2
        if n_configs__documentation > 127:
            n_configs__documentation, pos = rt.read_string_length(data, pos - 1)
        configs__documentation: str | None
        if not n_configs__documentation:
            configs__documentation = None
        else:
            end = pos + n_configs__documentation - 1
            if end > data_end:
                raise rt.Malformed
            configs__documentation = data[pos:end].decode()
            pos = end
        configs__tag_count = data[pos]
        pos += 1
        configs__unknown: rt.Tags = ()
        if configs__tag_count:
            configs__unknown, pos = rt.read_unknown_tags(data, pos - 1)
        e_configs = _new(DescribeConfigsResourceResult)
        e_configs.name = configs__name
        e_configs.value = configs__value
        e_configs.read_only = configs__read_only
        e_configs.config_source = configs__config_source
        e_configs.is_default = False
        e_configs.is_sensitive = configs__is_sensitive
        e_configs.synonyms = configs__synonyms
        e_configs.config_type = configs__config_type
        e_configs.documentation = configs__documentation
        e_configs.unknown_tagged_fields = configs__unknown
        items_configs.append(e_configs)
    configs = items_configs
    tag_count = data[pos]
    pos += 1
    unknown: rt.Tags = ()
    if tag_count:
        unknown, pos = rt.read_unknown_tags(data, pos - 1)
    obj = _new(DescribeConfigsResult)
    obj.error_code = error_code
    obj.error_message = error_message
    obj.resource_type = resource_type
    obj.resource_name = resource_name
    obj.configs = configs
    obj.unknown_tagged_fields = unknown
    return obj, pos


def _encode_DescribeConfigsResult_v1(obj: DescribeConfigsResult, out: bytearray) -> None:
    """Encode DescribeConfigsResult, versions 1, 2."""
    s_error_message = obj.error_message
    b_error_message = None if s_error_message is None else s_error_message.encode()
    out += _S_hh.pack(obj.error_code, -1 if b_error_message is None else len(b_error_message))
    if b_error_message is not None:
        out += b_error_message
    b_resource_name = obj.resource_name.encode()
    out += _S_bh.pack(obj.resource_type, len(b_resource_name))
    out += b_resource_name
    a_configs = obj.configs
    out += _S_i.pack(len(a_configs))
    for e_configs in a_configs:
        if e_configs.is_default is not False:
            raise rt.Malformed
        b_configs__name = e_configs.name.encode()
        out += _S_h.pack(len(b_configs__name))
        out += b_configs__name
        s_configs__value = e_configs.value
        b_configs__value = None if s_configs__value is None else s_configs__value.encode()
        out += _S_h.pack(-1 if b_configs__value is None else len(b_configs__value))
        if b_configs__value is not None:
            out += b_configs__value
        if e_configs.read_only is not True and e_configs.read_only is not False:
            raise rt.Malformed
        if e_configs.is_sensitive is not True and e_configs.is_sensitive is not False:
            raise rt.Malformed
        a_configs__synonyms = e_configs.synonyms
        out += _S_oboi.pack(
            e_configs.read_only,
            e_configs.config_source,
            e_configs.is_sensitive,
            len(a_configs__synonyms),
        )
        for e_configs__synonyms in a_configs__synonyms:
            b_configs__synonyms__name = e_configs__synonyms.name.encode()
            out += _S_h.pack(len(b_configs__synonyms__name))
            out += b_configs__synonyms__name
            s_configs__synonyms__value = e_configs__synonyms.value
            b_configs__synonyms__value = (
                None if s_configs__synonyms__value is None else s_configs__synonyms__value.encode()
            )
            out += _S_h.pack(
                -1 if b_configs__synonyms__value is None else len(b_configs__synonyms__value)
            )
            if b_configs__synonyms__value is not None:
                out += b_configs__synonyms__value
            out += _S_b.pack(e_configs__synonyms.source)
            if e_configs__synonyms.unknown_tagged_fields:
                raise rt.Malformed
        if e_configs.unknown_tagged_fields:
            raise rt.Malformed
    if obj.unknown_tagged_fields:
        raise rt.Malformed


def _encode_DescribeConfigsResult_v3(obj: DescribeConfigsResult, out: bytearray) -> None:
    """Encode DescribeConfigsResult, version 3."""
    s_error_message = obj.error_message
    b_error_message = None if s_error_message is None else s_error_message.encode()
    out += _S_hh.pack(obj.error_code, -1 if b_error_message is None else len(b_error_message))
    if b_error_message is not None:
        out += b_error_message
    b_resource_name = obj.resource_name.encode()
    out += _S_bh.pack(obj.resource_type, len(b_resource_name))
    out += b_resource_name
    a_configs = obj.configs
    out += _S_i.pack(len(a_configs))
    for e_configs in a_configs:
        if e_configs.is_default is not False:
            raise rt.Malformed
        b_configs__name = e_configs.name.encode()
        out += _S_h.pack(len(b_configs__name))
        out += b_configs__name
        s_configs__value = e_configs.value
        b_configs__value = None if s_configs__value is None else s_configs__value.encode()
        out += _S_h.pack(-1 if b_configs__value is None else len(b_configs__value))
        if b_configs__value is not None:
            out += b_configs__value
        if e_configs.read_only is not True and e_configs.read_only is not False:
            raise rt.Malformed
        if e_configs.is_sensitive is not True and e_configs.is_sensitive is not False:
            raise rt.Malformed
        a_configs__synonyms = e_configs.synonyms
        out += _S_oboi.pack(
            e_configs.read_only,
            e_configs.config_source,
            e_configs.is_sensitive,
            len(a_configs__synonyms),
        )
        for e_configs__synonyms in a_configs__synonyms:
            b_configs__synonyms__name = e_configs__synonyms.name.encode()
            out += _S_h.pack(len(b_configs__synonyms__name))
            out += b_configs__synonyms__name
            s_configs__synonyms__value = e_configs__synonyms.value
            b_configs__synonyms__value = (
                None if s_configs__synonyms__value is None else s_configs__synonyms__value.encode()
            )
            out += _S_h.pack(
                -1 if b_configs__synonyms__value is None else len(b_configs__synonyms__value)
            )
            if b_configs__synonyms__value is not None:
                out += b_configs__synonyms__value
            out += _S_b.pack(e_configs__synonyms.source)
            if e_configs__synonyms.unknown_tagged_fields:
                raise rt.Malformed
        s_configs__documentation = e_configs.documentation
        b_configs__documentation = (
            None if s_configs__documentation is None else s_configs__documentation.encode()
        )
        out += _S_bh.pack(
            e_configs.config_type,
            -1 if b_configs__documentation is None else len(b_configs__documentation),
        )
        if b_configs__documentation is not None:
            out += b_configs__documentation
        if e_configs.unknown_tagged_fields:
            raise rt.Malformed
    if obj.unknown_tagged_fields:
        raise rt.Malformed


def _encode_DescribeConfigsResult_v4(obj: DescribeConfigsResult, out: bytearray) -> None:
    """Encode DescribeConfigsResult, version 4."""
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
    out += _S_b.pack(obj.resource_type)
    b_resource_name = obj.resource_name.encode()
    n = len(b_resource_name) + 1
    if n < 128:
        append(n)
    else:
        out += rt.string_length(n)
    out += b_resource_name
    a_configs = obj.configs
    n = len(a_configs) + 1
    if n < 128:
        append(n)
    else:
        out += rt.uvarint(n)
    for e_configs in a_configs:
        if e_configs.is_default is not False:
            raise rt.Malformed
        b_configs__name = e_configs.name.encode()
        n = len(b_configs__name) + 1
        if n < 128:
            append(n)
        else:
            out += rt.string_length(n)
        out += b_configs__name
        s_configs__value = e_configs.value
        if s_configs__value is None:
            append(0)
        else:
            b_configs__value = s_configs__value.encode()
            n = len(b_configs__value) + 1
            if n < 128:
                append(n)
            else:
                out += rt.string_length(n)
            out += b_configs__value
        if e_configs.read_only is not True and e_configs.read_only is not False:
            raise rt.Malformed
        if e_configs.is_sensitive is not True and e_configs.is_sensitive is not False:
            raise rt.Malformed
        out += _S_obo.pack(e_configs.read_only, e_configs.config_source, e_configs.is_sensitive)
        a_configs__synonyms = e_configs.synonyms
        n = len(a_configs__synonyms) + 1
        if n < 128:
            append(n)
        else:
            out += rt.uvarint(n)
        for e_configs__synonyms in a_configs__synonyms:
            b_configs__synonyms__name = e_configs__synonyms.name.encode()
            n = len(b_configs__synonyms__name) + 1
            if n < 128:
                append(n)
            else:
                out += rt.string_length(n)
            out += b_configs__synonyms__name
            s_configs__synonyms__value = e_configs__synonyms.value
            if s_configs__synonyms__value is None:
                append(0)
            else:
                b_configs__synonyms__value = s_configs__synonyms__value.encode()
                n = len(b_configs__synonyms__value) + 1
                if n < 128:
                    append(n)
                else:
                    out += rt.string_length(n)
                out += b_configs__synonyms__value
            out += _S_b.pack(e_configs__synonyms.source)
            if e_configs__synonyms.unknown_tagged_fields:
                rt.write_tags(out, (), e_configs__synonyms.unknown_tagged_fields)
            else:
                append(0)
        out += _S_b.pack(e_configs.config_type)
        s_configs__documentation = e_configs.documentation
        if s_configs__documentation is None:
            append(0)
        else:
            b_configs__documentation = s_configs__documentation.encode()
            n = len(b_configs__documentation) + 1
            if n < 128:
                append(n)
            else:
                out += rt.string_length(n)
            out += b_configs__documentation
        if e_configs.unknown_tagged_fields:
            rt.write_tags(out, (), e_configs.unknown_tagged_fields)
        else:
            append(0)
    if obj.unknown_tagged_fields:
        rt.write_tags(out, (), obj.unknown_tagged_fields)
    else:
        append(0)


def _decode_DescribeConfigsResponse_v1(
    data: bytes, pos: int
) -> tuple[DescribeConfigsResponse, int]:
    """Decode DescribeConfigsResponse, versions 1, 2."""
    data_end = len(data)
    throttle_time_ms, n_results = _S_ii.unpack_from(data, pos)
    pos += 8
    if n_results < 0:
        raise rt.Malformed
    if n_results > data_end - pos:
        raise rt.Malformed
    items_results: list[DescribeConfigsResult] = []
    for _ in range(n_results):
        results__error_code, n_results__error_message = _S_hh.unpack_from(data, pos)
        pos += 4
        results__error_message: str | None
        if n_results__error_message < 0:
            if n_results__error_message != -1:
                raise rt.Malformed
            results__error_message = None
        else:
            end = pos + n_results__error_message
            if end > data_end:
                raise rt.Malformed
            results__error_message = data[pos:end].decode()
            pos = end
        results__resource_type, n_results__resource_name = _S_bh.unpack_from(data, pos)
        pos += 3
        end = pos + n_results__resource_name
        if n_results__resource_name < 0 or end > data_end:
            raise rt.Malformed
        results__resource_name = data[pos:end].decode()
        pos = end
        (n_results__configs,) = _S_i.unpack_from(data, pos)
        pos += 4
        if n_results__configs < 0:
            raise rt.Malformed
        if n_results__configs > data_end - pos:
            raise rt.Malformed
        items_results__configs: list[DescribeConfigsResourceResult] = []
        for _ in range(n_results__configs):
            e_results__configs, pos = _decode_DescribeConfigsResourceResult_v1(data, pos)
            items_results__configs.append(e_results__configs)
        results__configs = items_results__configs
        e_results = _new(DescribeConfigsResult)
        e_results.error_code = results__error_code
        e_results.error_message = results__error_message
        e_results.resource_type = results__resource_type
        e_results.resource_name = results__resource_name
        e_results.configs = results__configs
        e_results.unknown_tagged_fields = ()
        items_results.append(e_results)
    results = items_results
    obj = _new(DescribeConfigsResponse)
    obj.throttle_time_ms = throttle_time_ms
    obj.results = results
    obj.unknown_tagged_fields = ()
    return obj, pos


def _decode_DescribeConfigsResponse_v3(
    data: bytes, pos: int
) -> tuple[DescribeConfigsResponse, int]:
    """Decode DescribeConfigsResponse, version 3."""
    data_end = len(data)
    throttle_time_ms, n_results = _S_ii.unpack_from(data, pos)
    pos += 8
    if n_results < 0:
        raise rt.Malformed
    if n_results > data_end - pos:
        raise rt.Malformed
    items_results: list[DescribeConfigsResult] = []
    for _ in range(n_results):
        results__error_code, n_results__error_message = _S_hh.unpack_from(data, pos)
        pos += 4
        results__error_message: str | None
        if n_results__error_message < 0:
            if n_results__error_message != -1:
                raise rt.Malformed
            results__error_message = None
        else:
            end = pos + n_results__error_message
            if end > data_end:
                raise rt.Malformed
            results__error_message = data[pos:end].decode()
            pos = end
        results__resource_type, n_results__resource_name = _S_bh.unpack_from(data, pos)
        pos += 3
        end = pos + n_results__resource_name
        if n_results__resource_name < 0 or end > data_end:
            raise rt.Malformed
        results__resource_name = data[pos:end].decode()
        pos = end
        (n_results__configs,) = _S_i.unpack_from(data, pos)
        pos += 4
        if n_results__configs < 0:
            raise rt.Malformed
        if n_results__configs > data_end - pos:
            raise rt.Malformed
        items_results__configs: list[DescribeConfigsResourceResult] = []
        for _ in range(n_results__configs):
            e_results__configs, pos = _decode_DescribeConfigsResourceResult_v3(data, pos)
            items_results__configs.append(e_results__configs)
        results__configs = items_results__configs
        e_results = _new(DescribeConfigsResult)
        e_results.error_code = results__error_code
        e_results.error_message = results__error_message
        e_results.resource_type = results__resource_type
        e_results.resource_name = results__resource_name
        e_results.configs = results__configs
        e_results.unknown_tagged_fields = ()
        items_results.append(e_results)
    results = items_results
    obj = _new(DescribeConfigsResponse)
    obj.throttle_time_ms = throttle_time_ms
    obj.results = results
    obj.unknown_tagged_fields = ()
    return obj, pos


def _decode_DescribeConfigsResponse_v4(
    data: bytes, pos: int
) -> tuple[DescribeConfigsResponse, int]:
    """Decode DescribeConfigsResponse, version 4."""
    data_end = len(data)
    throttle_time_ms, n_results = _S_iB.unpack_from(data, pos)
    pos += 5
    if n_results > 127:
        n_results, pos = rt.read_uvarint(data, pos - 1)
    n_results -= 1
    if n_results < 0:
        raise rt.Malformed
    if n_results > data_end - pos:
        raise rt.Malformed
    items_results: list[DescribeConfigsResult] = []
    for _ in range(n_results):
        results__error_code, n_results__error_message = _S_hB.unpack_from(data, pos)
        pos += 3
        if n_results__error_message > 127:
            n_results__error_message, pos = rt.read_string_length(data, pos - 1)
        results__error_message: str | None
        if not n_results__error_message:
            results__error_message = None
        else:
            end = pos + n_results__error_message - 1
            if end > data_end:
                raise rt.Malformed
            results__error_message = data[pos:end].decode()
            pos = end
        results__resource_type, n_results__resource_name = _S_bB.unpack_from(data, pos)
        pos += 2
        if n_results__resource_name > 127:
            n_results__resource_name, pos = rt.read_string_length(data, pos - 1)
        end = pos + n_results__resource_name - 1
        if not n_results__resource_name or end > data_end:
            raise rt.Malformed
        results__resource_name = data[pos:end].decode()
        pos = end
        n_results__configs = data[pos]
        pos += 1
        if n_results__configs > 127:
            n_results__configs, pos = rt.read_uvarint(data, pos - 1)
        n_results__configs -= 1
        if n_results__configs < 0:
            raise rt.Malformed
        if n_results__configs > data_end - pos:
            raise rt.Malformed
        items_results__configs: list[DescribeConfigsResourceResult] = []
        for _ in range(n_results__configs):
            e_results__configs, pos = _decode_DescribeConfigsResourceResult_v4(data, pos)
            items_results__configs.append(e_results__configs)
        results__configs = items_results__configs
        results__tag_count = data[pos]
        pos += 1
        results__unknown: rt.Tags = ()
        if results__tag_count:
            results__unknown, pos = rt.read_unknown_tags(data, pos - 1)
        e_results = _new(DescribeConfigsResult)
        e_results.error_code = results__error_code
        e_results.error_message = results__error_message
        e_results.resource_type = results__resource_type
        e_results.resource_name = results__resource_name
        e_results.configs = results__configs
        e_results.unknown_tagged_fields = results__unknown
        items_results.append(e_results)
    results = items_results
    tag_count = data[pos]
    pos += 1
    unknown: rt.Tags = ()
    if tag_count:
        unknown, pos = rt.read_unknown_tags(data, pos - 1)
    obj = _new(DescribeConfigsResponse)
    obj.throttle_time_ms = throttle_time_ms
    obj.results = results
    obj.unknown_tagged_fields = unknown
    return obj, pos


def _encode_DescribeConfigsResponse_v1(obj: DescribeConfigsResponse, out: bytearray) -> None:
    """Encode DescribeConfigsResponse, versions 1, 2."""
    a_results = obj.results
    out += _S_ii.pack(obj.throttle_time_ms, len(a_results))
    for e_results in a_results:
        s_results__error_message = e_results.error_message
        b_results__error_message = (
            None if s_results__error_message is None else s_results__error_message.encode()
        )
        out += _S_hh.pack(
            e_results.error_code,
            -1 if b_results__error_message is None else len(b_results__error_message),
        )
        if b_results__error_message is not None:
            out += b_results__error_message
        b_results__resource_name = e_results.resource_name.encode()
        out += _S_bh.pack(e_results.resource_type, len(b_results__resource_name))
        out += b_results__resource_name
        a_results__configs = e_results.configs
        out += _S_i.pack(len(a_results__configs))
        for e_results__configs in a_results__configs:
            if e_results__configs.is_default is not False:
                raise rt.Malformed
            b_results__configs__name = e_results__configs.name.encode()
            out += _S_h.pack(len(b_results__configs__name))
            out += b_results__configs__name
            s_results__configs__value = e_results__configs.value
            b_results__configs__value = (
                None if s_results__configs__value is None else s_results__configs__value.encode()
            )
            out += _S_h.pack(
                -1 if b_results__configs__value is None else len(b_results__configs__value)
            )
            if b_results__configs__value is not None:
                out += b_results__configs__value
            if (
                e_results__configs.read_only is not True
                and e_results__configs.read_only is not False
            ):
                raise rt.Malformed
            if (
                e_results__configs.is_sensitive is not True
                and e_results__configs.is_sensitive is not False
            ):
                raise rt.Malformed
            a_results__configs__synonyms = e_results__configs.synonyms
            out += _S_oboi.pack(
                e_results__configs.read_only,
                e_results__configs.config_source,
                e_results__configs.is_sensitive,
                len(a_results__configs__synonyms),
            )
            for e_results__configs__synonyms in a_results__configs__synonyms:
                b_results__configs__synonyms__name = e_results__configs__synonyms.name.encode()
                out += _S_h.pack(len(b_results__configs__synonyms__name))
                out += b_results__configs__synonyms__name
                s_results__configs__synonyms__value = e_results__configs__synonyms.value
                b_results__configs__synonyms__value = (
                    None
                    if s_results__configs__synonyms__value is None
                    else s_results__configs__synonyms__value.encode()
                )
                out += _S_h.pack(
                    -1
                    if b_results__configs__synonyms__value is None
                    else len(b_results__configs__synonyms__value)
                )
                if b_results__configs__synonyms__value is not None:
                    out += b_results__configs__synonyms__value
                out += _S_b.pack(e_results__configs__synonyms.source)
                if e_results__configs__synonyms.unknown_tagged_fields:
                    raise rt.Malformed
            if e_results__configs.unknown_tagged_fields:
                raise rt.Malformed
        if e_results.unknown_tagged_fields:
            raise rt.Malformed
    if obj.unknown_tagged_fields:
        raise rt.Malformed


def _encode_DescribeConfigsResponse_v3(obj: DescribeConfigsResponse, out: bytearray) -> None:
    """Encode DescribeConfigsResponse, version 3."""
    a_results = obj.results
    out += _S_ii.pack(obj.throttle_time_ms, len(a_results))
    for e_results in a_results:
        s_results__error_message = e_results.error_message
        b_results__error_message = (
            None if s_results__error_message is None else s_results__error_message.encode()
        )
        out += _S_hh.pack(
            e_results.error_code,
            -1 if b_results__error_message is None else len(b_results__error_message),
        )
        if b_results__error_message is not None:
            out += b_results__error_message
        b_results__resource_name = e_results.resource_name.encode()
        out += _S_bh.pack(e_results.resource_type, len(b_results__resource_name))
        out += b_results__resource_name
        a_results__configs = e_results.configs
        out += _S_i.pack(len(a_results__configs))
        for e_results__configs in a_results__configs:
            if e_results__configs.is_default is not False:
                raise rt.Malformed
            b_results__configs__name = e_results__configs.name.encode()
            out += _S_h.pack(len(b_results__configs__name))
            out += b_results__configs__name
            s_results__configs__value = e_results__configs.value
            b_results__configs__value = (
                None if s_results__configs__value is None else s_results__configs__value.encode()
            )
            out += _S_h.pack(
                -1 if b_results__configs__value is None else len(b_results__configs__value)
            )
            if b_results__configs__value is not None:
                out += b_results__configs__value
            if (
                e_results__configs.read_only is not True
                and e_results__configs.read_only is not False
            ):
                raise rt.Malformed
            if (
                e_results__configs.is_sensitive is not True
                and e_results__configs.is_sensitive is not False
            ):
                raise rt.Malformed
            a_results__configs__synonyms = e_results__configs.synonyms
            out += _S_oboi.pack(
                e_results__configs.read_only,
                e_results__configs.config_source,
                e_results__configs.is_sensitive,
                len(a_results__configs__synonyms),
            )
            for e_results__configs__synonyms in a_results__configs__synonyms:
                b_results__configs__synonyms__name = e_results__configs__synonyms.name.encode()
                out += _S_h.pack(len(b_results__configs__synonyms__name))
                out += b_results__configs__synonyms__name
                s_results__configs__synonyms__value = e_results__configs__synonyms.value
                b_results__configs__synonyms__value = (
                    None
                    if s_results__configs__synonyms__value is None
                    else s_results__configs__synonyms__value.encode()
                )
                out += _S_h.pack(
                    -1
                    if b_results__configs__synonyms__value is None
                    else len(b_results__configs__synonyms__value)
                )
                if b_results__configs__synonyms__value is not None:
                    out += b_results__configs__synonyms__value
                out += _S_b.pack(e_results__configs__synonyms.source)
                if e_results__configs__synonyms.unknown_tagged_fields:
                    raise rt.Malformed
            s_results__configs__documentation = e_results__configs.documentation
            b_results__configs__documentation = (
                None
                if s_results__configs__documentation is None
                else s_results__configs__documentation.encode()
            )
            out += _S_bh.pack(
                e_results__configs.config_type,
                -1
                if b_results__configs__documentation is None
                else len(b_results__configs__documentation),
            )
            if b_results__configs__documentation is not None:
                out += b_results__configs__documentation
            if e_results__configs.unknown_tagged_fields:
                raise rt.Malformed
        if e_results.unknown_tagged_fields:
            raise rt.Malformed
    if obj.unknown_tagged_fields:
        raise rt.Malformed


def _encode_DescribeConfigsResponse_v4(obj: DescribeConfigsResponse, out: bytearray) -> None:
    """Encode DescribeConfigsResponse, version 4."""
    append = out.append
    out += _S_i.pack(obj.throttle_time_ms)
    a_results = obj.results
    n = len(a_results) + 1
    if n < 128:
        append(n)
    else:
        out += rt.uvarint(n)
    for e_results in a_results:
        out += _S_h.pack(e_results.error_code)
        s_results__error_message = e_results.error_message
        if s_results__error_message is None:
            append(0)
        else:
            b_results__error_message = s_results__error_message.encode()
            n = len(b_results__error_message) + 1
            if n < 128:
                append(n)
            else:
                out += rt.string_length(n)
            out += b_results__error_message
        out += _S_b.pack(e_results.resource_type)
        b_results__resource_name = e_results.resource_name.encode()
        n = len(b_results__resource_name) + 1
        if n < 128:
            append(n)
        else:
            out += rt.string_length(n)
        out += b_results__resource_name
        a_results__configs = e_results.configs
        n = len(a_results__configs) + 1
        if n < 128:
            append(n)
        else:
            out += rt.uvarint(n)
        for e_results__configs in a_results__configs:
            if e_results__configs.is_default is not False:
                raise rt.Malformed
            b_results__configs__name = e_results__configs.name.encode()
            n = len(b_results__configs__name) + 1
            if n < 128:
                append(n)
            else:
                out += rt.string_length(n)
            out += b_results__configs__name
            s_results__configs__value = e_results__configs.value
            if s_results__configs__value is None:
                append(0)
            else:
                b_results__configs__value = s_results__configs__value.encode()
                n = len(b_results__configs__value) + 1
                if n < 128:
                    append(n)
                else:
                    out += rt.string_length(n)
                out += b_results__configs__value
            if (
                e_results__configs.read_only is not True
                and e_results__configs.read_only is not False
            ):
                raise rt.Malformed
            if (
                e_results__configs.is_sensitive is not True
                and e_results__configs.is_sensitive is not False
            ):
                raise rt.Malformed
            out += _S_obo.pack(
                e_results__configs.read_only,
                e_results__configs.config_source,
                e_results__configs.is_sensitive,
            )
            a_results__configs__synonyms = e_results__configs.synonyms
            n = len(a_results__configs__synonyms) + 1
            if n < 128:
                append(n)
            else:
                out += rt.uvarint(n)
            for e_results__configs__synonyms in a_results__configs__synonyms:
                b_results__configs__synonyms__name = e_results__configs__synonyms.name.encode()
                n = len(b_results__configs__synonyms__name) + 1
                if n < 128:
                    append(n)
                else:
                    out += rt.string_length(n)
                out += b_results__configs__synonyms__name
                s_results__configs__synonyms__value = e_results__configs__synonyms.value
                if s_results__configs__synonyms__value is None:
                    append(0)
                else:
                    b_results__configs__synonyms__value = (
                        s_results__configs__synonyms__value.encode()
                    )
                    n = len(b_results__configs__synonyms__value) + 1
                    if n < 128:
                        append(n)
                    else:
                        out += rt.string_length(n)
                    out += b_results__configs__synonyms__value
                out += _S_b.pack(e_results__configs__synonyms.source)
                if e_results__configs__synonyms.unknown_tagged_fields:
                    rt.write_tags(out, (), e_results__configs__synonyms.unknown_tagged_fields)
                else:
                    append(0)
            out += _S_b.pack(e_results__configs.config_type)
            s_results__configs__documentation = e_results__configs.documentation
            if s_results__configs__documentation is None:
                append(0)
            else:
                b_results__configs__documentation = s_results__configs__documentation.encode()
                n = len(b_results__configs__documentation) + 1
                if n < 128:
                    append(n)
                else:
                    out += rt.string_length(n)
                out += b_results__configs__documentation
            if e_results__configs.unknown_tagged_fields:
                rt.write_tags(out, (), e_results__configs.unknown_tagged_fields)
            else:
                append(0)
        if e_results.unknown_tagged_fields:
            rt.write_tags(out, (), e_results.unknown_tagged_fields)
        else:
            append(0)
    if obj.unknown_tagged_fields:
        rt.write_tags(out, (), obj.unknown_tagged_fields)
    else:
        append(0)


DescribeConfigsSynonym._SCHEMA = rt.StructInfo(
    "DescribeConfigsSynonym",
    (
        rt.FieldInfo("name", "name", "string", rt.vr("1+"), default=""),
        rt.FieldInfo("value", "value", "string", rt.vr("1+"), nullable=rt.vr("0+"), default=""),
        rt.FieldInfo("source", "source", "int8", rt.vr("1+"), default=0),
    ),
    flexible=rt.vr("4+"),
)
DescribeConfigsSynonym._DECODERS = {
    1: _decode_DescribeConfigsSynonym_v1,
    2: _decode_DescribeConfigsSynonym_v1,
    3: _decode_DescribeConfigsSynonym_v1,
    4: _decode_DescribeConfigsSynonym_v4,
}
DescribeConfigsSynonym._ENCODERS = {
    1: _encode_DescribeConfigsSynonym_v1,
    2: _encode_DescribeConfigsSynonym_v1,
    3: _encode_DescribeConfigsSynonym_v1,
    4: _encode_DescribeConfigsSynonym_v4,
}

DescribeConfigsResourceResult._SCHEMA = rt.StructInfo(
    "DescribeConfigsResourceResult",
    (
        rt.FieldInfo("name", "name", "string", rt.vr("0+"), default=""),
        rt.FieldInfo("value", "value", "string", rt.vr("0+"), nullable=rt.vr("0+"), default=""),
        rt.FieldInfo("read_only", "readOnly", "bool", rt.vr("0+"), default=False),
        rt.FieldInfo(
            "config_source", "configSource", "int8", rt.vr("1+"), default=-1, ignorable=True
        ),
        rt.FieldInfo("is_default", "isDefault", "bool", rt.vr("0"), default=False),
        rt.FieldInfo("is_sensitive", "isSensitive", "bool", rt.vr("0+"), default=False),
        rt.FieldInfo(
            "synonyms",
            "synonyms",
            "struct",
            rt.vr("1+"),
            is_array=True,
            struct=lambda: DescribeConfigsSynonym,
            default=(),
            ignorable=True,
        ),
        rt.FieldInfo("config_type", "configType", "int8", rt.vr("3+"), default=0, ignorable=True),
        rt.FieldInfo(
            "documentation",
            "documentation",
            "string",
            rt.vr("3+"),
            nullable=rt.vr("0+"),
            default="",
            ignorable=True,
        ),
    ),
    flexible=rt.vr("4+"),
)
DescribeConfigsResourceResult._DECODERS = {
    1: _decode_DescribeConfigsResourceResult_v1,
    2: _decode_DescribeConfigsResourceResult_v1,
    3: _decode_DescribeConfigsResourceResult_v3,
    4: _decode_DescribeConfigsResourceResult_v4,
}
DescribeConfigsResourceResult._ENCODERS = {
    1: _encode_DescribeConfigsResourceResult_v1,
    2: _encode_DescribeConfigsResourceResult_v1,
    3: _encode_DescribeConfigsResourceResult_v3,
    4: _encode_DescribeConfigsResourceResult_v4,
}

DescribeConfigsResult._SCHEMA = rt.StructInfo(
    "DescribeConfigsResult",
    (
        rt.FieldInfo("error_code", "errorCode", "int16", rt.vr("0+"), default=0),
        rt.FieldInfo(
            "error_message", "errorMessage", "string", rt.vr("0+"), nullable=rt.vr("0+"), default=""
        ),
        rt.FieldInfo("resource_type", "resourceType", "int8", rt.vr("0+"), default=0),
        rt.FieldInfo("resource_name", "resourceName", "string", rt.vr("0+"), default=""),
        rt.FieldInfo(
            "configs",
            "configs",
            "struct",
            rt.vr("0+"),
            is_array=True,
            struct=lambda: DescribeConfigsResourceResult,
            default=(),
        ),
    ),
    flexible=rt.vr("4+"),
)
DescribeConfigsResult._DECODERS = {
    1: _decode_DescribeConfigsResult_v1,
    2: _decode_DescribeConfigsResult_v1,
    3: _decode_DescribeConfigsResult_v3,
    4: _decode_DescribeConfigsResult_v4,
}
DescribeConfigsResult._ENCODERS = {
    1: _encode_DescribeConfigsResult_v1,
    2: _encode_DescribeConfigsResult_v1,
    3: _encode_DescribeConfigsResult_v3,
    4: _encode_DescribeConfigsResult_v4,
}

DescribeConfigsResponse._SCHEMA = rt.StructInfo(
    "DescribeConfigsResponse",
    (
        rt.FieldInfo("throttle_time_ms", "throttleTimeMs", "int32", rt.vr("0+"), default=0),
        rt.FieldInfo(
            "results",
            "results",
            "struct",
            rt.vr("0+"),
            is_array=True,
            struct=lambda: DescribeConfigsResult,
            default=(),
        ),
    ),
    flexible=rt.vr("4+"),
)
DescribeConfigsResponse._DECODERS = {
    1: _decode_DescribeConfigsResponse_v1,
    2: _decode_DescribeConfigsResponse_v1,
    3: _decode_DescribeConfigsResponse_v3,
    4: _decode_DescribeConfigsResponse_v4,
}
DescribeConfigsResponse._ENCODERS = {
    1: _encode_DescribeConfigsResponse_v1,
    2: _encode_DescribeConfigsResponse_v1,
    3: _encode_DescribeConfigsResponse_v3,
    4: _encode_DescribeConfigsResponse_v4,
}
