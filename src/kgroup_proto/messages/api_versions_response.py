"""ApiVersionsResponse: generated from ApiVersionsResponse.json; edit the schema, not this file."""

from __future__ import annotations

import struct
from typing import ClassVar

import attrs

from kgroup_proto import runtime as rt

_new = object.__new__
_S_h = struct.Struct(">h")
_S_hB = struct.Struct(">hB")
_S_hh = struct.Struct(">hh")
_S_hhB = struct.Struct(">hhB")
_S_hhh = struct.Struct(">hhh")
_S_hhhB = struct.Struct(">hhhB")
_S_hi = struct.Struct(">hi")
_S_i = struct.Struct(">i")
_S_o = struct.Struct(">?")
_S_q = struct.Struct(">q")


@attrs.define(weakref_slot=False)
class ApiVersion(rt.Struct):
    """One entry per API the broker implements.

    Versions 0-5; flexible 3+.

    Attributes:
        api_key: Key of the API. (versions 0+)
        min_version: Lowest version accepted (inclusive). (versions 0+)
        max_version: Highest version accepted (inclusive). (versions 0+)
    """

    VALID_VERSIONS: ClassVar[range] = range(0, 6)
    FLEXIBLE_VERSIONS: ClassVar[range | None] = range(3, rt.VERSION_LIMIT)

    api_key: int = 0
    min_version: int = 0
    max_version: int = 0
    unknown_tagged_fields: rt.Tags = ()


@attrs.define(weakref_slot=False)
class SupportedFeatureKey(rt.Struct):
    """Feature ranges this broker can handle; before v4, features whose lowest version is 0 are
        left out.

    Versions 3-5; flexible 3+.

    Attributes:
        name: Feature name. (versions 3+)
        min_version: Lowest supported version of the feature. (versions 3+)
        max_version: Highest supported version of the feature. (versions 3+)
    """

    VALID_VERSIONS: ClassVar[range] = range(0, 6)
    FLEXIBLE_VERSIONS: ClassVar[range | None] = range(3, rt.VERSION_LIMIT)

    name: str = ""
    min_version: int = 0
    max_version: int = 0
    unknown_tagged_fields: rt.Tags = ()


@attrs.define(weakref_slot=False)
class FinalizedFeatureKey(rt.Struct):
    """Feature levels finalized for the whole cluster; meaningful only when the epoch is not
        negative.

    Versions 3-5; flexible 3+.

    Attributes:
        name: Feature name. (versions 3+)
        max_version_level: Highest finalized level across the cluster. (versions 3+)
        min_version_level: Lowest finalized level across the cluster. (versions 3+)
    """

    VALID_VERSIONS: ClassVar[range] = range(0, 6)
    FLEXIBLE_VERSIONS: ClassVar[range | None] = range(3, rt.VERSION_LIMIT)

    name: str = ""
    max_version_level: int = 0
    min_version_level: int = 0
    unknown_tagged_fields: rt.Tags = ()


@attrs.define(weakref_slot=False)
class ApiVersionsResponse(rt.Struct):
    """The ApiVersionsResponse response.

    API key 18, versions 0-5; flexible 3+.

    Attributes:
        error_code: Error for the whole request, 0 on success. (versions 0+)
        api_keys: One entry per API the broker implements. (versions 0+)
        throttle_time_ms: Milliseconds the request was held back by a quota; 0 when no quota
            applied. (versions 1+)
        supported_features: Feature ranges this broker can handle; before v4, features whose
            lowest version is 0 are left out. (versions 3+, tag 0)
        finalized_features_epoch: Epoch of the finalized-feature data; grows over time, -1
            when unknown. (versions 3+, tag 1)
        finalized_features: Feature levels finalized for the whole cluster; meaningful only
            when the epoch is not negative. (versions 3+, tag 2)
        zk_migration_ready: Sent by a KRaft controller: true when it is configured to
            migrate from ZooKeeper. (versions 3+, tag 3)
    """

    API_KEY: ClassVar[int | None] = 18
    MESSAGE_TYPE: ClassVar[str] = "response"
    VALID_VERSIONS: ClassVar[range] = range(0, 6)
    FLEXIBLE_VERSIONS: ClassVar[range | None] = range(3, rt.VERSION_LIMIT)

    error_code: int = 0
    api_keys: list[ApiVersion] = attrs.field(factory=list)
    throttle_time_ms: int = 0
    supported_features: list[SupportedFeatureKey] = attrs.field(factory=list)
    finalized_features_epoch: int = -1
    finalized_features: list[FinalizedFeatureKey] = attrs.field(factory=list)
    zk_migration_ready: bool = False
    unknown_tagged_fields: rt.Tags = ()


def _decode_ApiVersion_v0(data: bytes, pos: int) -> tuple[ApiVersion, int]:
    """Decode ApiVersion, versions 0, 1, 2."""
    api_key, min_version, max_version = _S_hhh.unpack_from(data, pos)
    pos += 6
    obj = _new(ApiVersion)
    obj.api_key = api_key
    obj.min_version = min_version
    obj.max_version = max_version
    obj.unknown_tagged_fields = ()
    return obj, pos


def _decode_ApiVersion_v3(data: bytes, pos: int) -> tuple[ApiVersion, int]:
    """Decode ApiVersion, versions 3, 4, 5."""
    api_key, min_version, max_version, tag_count = _S_hhhB.unpack_from(data, pos)
    pos += 7
    unknown: rt.Tags = ()
    if tag_count:
        unknown, pos = rt.read_unknown_tags(data, pos - 1)
    obj = _new(ApiVersion)
    obj.api_key = api_key
    obj.min_version = min_version
    obj.max_version = max_version
    obj.unknown_tagged_fields = unknown
    return obj, pos


def _encode_ApiVersion_v0(obj: ApiVersion, out: bytearray) -> None:
    """Encode ApiVersion, versions 0, 1, 2."""
    out += _S_hhh.pack(obj.api_key, obj.min_version, obj.max_version)
    if obj.unknown_tagged_fields:
        raise rt.Malformed


def _encode_ApiVersion_v3(obj: ApiVersion, out: bytearray) -> None:
    """Encode ApiVersion, versions 3, 4, 5."""
    out += _S_hhh.pack(obj.api_key, obj.min_version, obj.max_version)
    if obj.unknown_tagged_fields:
        rt.write_tags(out, (), obj.unknown_tagged_fields)
    else:
        out.append(0)


def _decode_SupportedFeatureKey_v3(data: bytes, pos: int) -> tuple[SupportedFeatureKey, int]:
    """Decode SupportedFeatureKey, versions 3, 4, 5."""
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
    min_version, max_version, tag_count = _S_hhB.unpack_from(data, pos)
    pos += 5
    unknown: rt.Tags = ()
    if tag_count:
        unknown, pos = rt.read_unknown_tags(data, pos - 1)
    obj = _new(SupportedFeatureKey)
    obj.name = name
    obj.min_version = min_version
    obj.max_version = max_version
    obj.unknown_tagged_fields = unknown
    return obj, pos


def _encode_SupportedFeatureKey_v3(obj: SupportedFeatureKey, out: bytearray) -> None:
    """Encode SupportedFeatureKey, versions 3, 4, 5."""
    b_name = obj.name.encode()
    n = len(b_name) + 1
    if n < 128:
        out.append(n)
    else:
        out += rt.string_length(n)
    out += b_name
    out += _S_hh.pack(obj.min_version, obj.max_version)
    if obj.unknown_tagged_fields:
        rt.write_tags(out, (), obj.unknown_tagged_fields)
    else:
        out.append(0)


def _decode_FinalizedFeatureKey_v3(data: bytes, pos: int) -> tuple[FinalizedFeatureKey, int]:
    """Decode FinalizedFeatureKey, versions 3, 4, 5."""
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
    max_version_level, min_version_level, tag_count = _S_hhB.unpack_from(data, pos)
    pos += 5
    unknown: rt.Tags = ()
    if tag_count:
        unknown, pos = rt.read_unknown_tags(data, pos - 1)
    obj = _new(FinalizedFeatureKey)
    obj.name = name
    obj.max_version_level = max_version_level
    obj.min_version_level = min_version_level
    obj.unknown_tagged_fields = unknown
    return obj, pos


def _encode_FinalizedFeatureKey_v3(obj: FinalizedFeatureKey, out: bytearray) -> None:
    """Encode FinalizedFeatureKey, versions 3, 4, 5."""
    b_name = obj.name.encode()
    n = len(b_name) + 1
    if n < 128:
        out.append(n)
    else:
        out += rt.string_length(n)
    out += b_name
    out += _S_hh.pack(obj.max_version_level, obj.min_version_level)
    if obj.unknown_tagged_fields:
        rt.write_tags(out, (), obj.unknown_tagged_fields)
    else:
        out.append(0)


def _decode_ApiVersionsResponse_v0(data: bytes, pos: int) -> tuple[ApiVersionsResponse, int]:
    """Decode ApiVersionsResponse, version 0."""
    data_end = len(data)
    error_code, n_api_keys = _S_hi.unpack_from(data, pos)
    pos += 6
    if n_api_keys < 0:
        raise rt.Malformed
    if n_api_keys > data_end - pos:
        raise rt.Malformed
    items_api_keys: list[ApiVersion] = []
    for _ in range(n_api_keys):
        api_keys__api_key, api_keys__min_version, api_keys__max_version = _S_hhh.unpack_from(
            data, pos
        )
        pos += 6
        e_api_keys = _new(ApiVersion)
        e_api_keys.api_key = api_keys__api_key
        e_api_keys.min_version = api_keys__min_version
        e_api_keys.max_version = api_keys__max_version
        e_api_keys.unknown_tagged_fields = ()
        items_api_keys.append(e_api_keys)
    api_keys = items_api_keys
    obj = _new(ApiVersionsResponse)
    obj.error_code = error_code
    obj.api_keys = api_keys
    obj.throttle_time_ms = 0
    obj.supported_features = []
    obj.finalized_features_epoch = -1
    obj.finalized_features = []
    obj.zk_migration_ready = False
    obj.unknown_tagged_fields = ()
    return obj, pos


def _decode_ApiVersionsResponse_v1(data: bytes, pos: int) -> tuple[ApiVersionsResponse, int]:
    """Decode ApiVersionsResponse, versions 1, 2."""
    data_end = len(data)
    error_code, n_api_keys = _S_hi.unpack_from(data, pos)
    pos += 6
    if n_api_keys < 0:
        raise rt.Malformed
    if n_api_keys > data_end - pos:
        raise rt.Malformed
    items_api_keys: list[ApiVersion] = []
    for _ in range(n_api_keys):
        api_keys__api_key, api_keys__min_version, api_keys__max_version = _S_hhh.unpack_from(
            data, pos
        )
        pos += 6
        e_api_keys = _new(ApiVersion)
        e_api_keys.api_key = api_keys__api_key
        e_api_keys.min_version = api_keys__min_version
        e_api_keys.max_version = api_keys__max_version
        e_api_keys.unknown_tagged_fields = ()
        items_api_keys.append(e_api_keys)
    api_keys = items_api_keys
    (throttle_time_ms,) = _S_i.unpack_from(data, pos)
    pos += 4
    obj = _new(ApiVersionsResponse)
    obj.error_code = error_code
    obj.api_keys = api_keys
    obj.throttle_time_ms = throttle_time_ms
    obj.supported_features = []
    obj.finalized_features_epoch = -1
    obj.finalized_features = []
    obj.zk_migration_ready = False
    obj.unknown_tagged_fields = ()
    return obj, pos


def _decode_ApiVersionsResponse_v3(data: bytes, pos: int) -> tuple[ApiVersionsResponse, int]:
    """Decode ApiVersionsResponse, versions 3, 4, 5."""
    data_end = len(data)
    error_code, n_api_keys = _S_hB.unpack_from(data, pos)
    pos += 3
    if n_api_keys > 127:
        n_api_keys, pos = rt.read_uvarint(data, pos - 1)
    n_api_keys -= 1
    if n_api_keys < 0:
        raise rt.Malformed
    if n_api_keys > data_end - pos:
        raise rt.Malformed
    items_api_keys: list[ApiVersion] = []
    for _ in range(n_api_keys):
        api_keys__api_key, api_keys__min_version, api_keys__max_version, api_keys__tag_count = (
            _S_hhhB.unpack_from(data, pos)
        )
        pos += 7
        api_keys__unknown: rt.Tags = ()
        if api_keys__tag_count:
            api_keys__unknown, pos = rt.read_unknown_tags(data, pos - 1)
        e_api_keys = _new(ApiVersion)
        e_api_keys.api_key = api_keys__api_key
        e_api_keys.min_version = api_keys__min_version
        e_api_keys.max_version = api_keys__max_version
        e_api_keys.unknown_tagged_fields = api_keys__unknown
        items_api_keys.append(e_api_keys)
    api_keys = items_api_keys
    (throttle_time_ms,) = _S_i.unpack_from(data, pos)
    pos += 4
    supported_features: list[SupportedFeatureKey]
    supported_features = []
    finalized_features_epoch: int
    finalized_features_epoch = -1
    finalized_features: list[FinalizedFeatureKey]
    finalized_features = []
    zk_migration_ready: bool
    zk_migration_ready = False
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
                n_supported_features = data[pos]
                pos += 1
                if n_supported_features > 127:
                    n_supported_features, pos = rt.read_uvarint(data, pos - 1)
                n_supported_features -= 1
                if n_supported_features < 0:
                    raise rt.Malformed
                if n_supported_features > data_end - pos:
                    raise rt.Malformed
                items_supported_features: list[SupportedFeatureKey] = []
                for _ in range(n_supported_features):
                    n_supported_features__name = data[pos]
                    pos += 1
                    if n_supported_features__name > 127:
                        n_supported_features__name, pos = rt.read_string_length(data, pos - 1)
                    end = pos + n_supported_features__name - 1
                    if not n_supported_features__name or end > data_end:
                        raise rt.Malformed
                    supported_features__name = data[pos:end].decode()
                    pos = end
                    (
                        supported_features__min_version,
                        supported_features__max_version,
                        supported_features__tag_count,
                    ) = _S_hhB.unpack_from(data, pos)
                    pos += 5
                    supported_features__unknown: rt.Tags = ()
                    if supported_features__tag_count:
                        supported_features__unknown, pos = rt.read_unknown_tags(data, pos - 1)
                    e_supported_features = _new(SupportedFeatureKey)
                    e_supported_features.name = supported_features__name
                    e_supported_features.min_version = supported_features__min_version
                    e_supported_features.max_version = supported_features__max_version
                    e_supported_features.unknown_tagged_fields = supported_features__unknown
                    items_supported_features.append(e_supported_features)
                supported_features = items_supported_features
                if not (supported_features != []):
                    unknown_list.append((tag, data[end_tag - size : end_tag]))
            elif tag == 1:
                (finalized_features_epoch,) = _S_q.unpack_from(data, pos)
                pos += 8
                if not (finalized_features_epoch != -1):
                    unknown_list.append((tag, data[end_tag - size : end_tag]))
            elif tag == 2:
                n_finalized_features = data[pos]
                pos += 1
                if n_finalized_features > 127:
                    n_finalized_features, pos = rt.read_uvarint(data, pos - 1)
                n_finalized_features -= 1
                if n_finalized_features < 0:
                    raise rt.Malformed
                if n_finalized_features > data_end - pos:
                    raise rt.Malformed
                items_finalized_features: list[FinalizedFeatureKey] = []
                for _ in range(n_finalized_features):
                    n_finalized_features__name = data[pos]
                    pos += 1
                    if n_finalized_features__name > 127:
                        n_finalized_features__name, pos = rt.read_string_length(data, pos - 1)
                    end = pos + n_finalized_features__name - 1
                    if not n_finalized_features__name or end > data_end:
                        raise rt.Malformed
                    finalized_features__name = data[pos:end].decode()
                    pos = end
                    (
                        finalized_features__max_version_level,
                        finalized_features__min_version_level,
                        finalized_features__tag_count,
                    ) = _S_hhB.unpack_from(data, pos)
                    pos += 5
                    finalized_features__unknown: rt.Tags = ()
                    if finalized_features__tag_count:
                        finalized_features__unknown, pos = rt.read_unknown_tags(data, pos - 1)
                    e_finalized_features = _new(FinalizedFeatureKey)
                    e_finalized_features.name = finalized_features__name
                    e_finalized_features.max_version_level = finalized_features__max_version_level
                    e_finalized_features.min_version_level = finalized_features__min_version_level
                    e_finalized_features.unknown_tagged_fields = finalized_features__unknown
                    items_finalized_features.append(e_finalized_features)
                finalized_features = items_finalized_features
                if not (finalized_features != []):
                    unknown_list.append((tag, data[end_tag - size : end_tag]))
            elif tag == 3:
                zk_migration_ready_raw = data[pos]
                pos += 1
                zk_migration_ready = rt.BOOLS[zk_migration_ready_raw]
                if not (zk_migration_ready is not False):
                    unknown_list.append((tag, data[end_tag - size : end_tag]))
            else:
                unknown_list.append((tag, data[pos:end_tag]))
                pos = end_tag
            if pos != end_tag:
                raise rt.Malformed
        unknown = tuple(unknown_list)
    else:
        pos += 1
    obj = _new(ApiVersionsResponse)
    obj.error_code = error_code
    obj.api_keys = api_keys
    obj.throttle_time_ms = throttle_time_ms
    obj.supported_features = supported_features
    obj.finalized_features_epoch = finalized_features_epoch
    obj.finalized_features = finalized_features
    obj.zk_migration_ready = zk_migration_ready
    obj.unknown_tagged_fields = unknown
    return obj, pos


def _encode_ApiVersionsResponse_v0(obj: ApiVersionsResponse, out: bytearray) -> None:
    """Encode ApiVersionsResponse, version 0."""
    a_api_keys = obj.api_keys
    out += _S_hi.pack(obj.error_code, len(a_api_keys))
    for e_api_keys in a_api_keys:
        out += _S_hhh.pack(e_api_keys.api_key, e_api_keys.min_version, e_api_keys.max_version)
        if e_api_keys.unknown_tagged_fields:
            raise rt.Malformed
    if obj.unknown_tagged_fields:
        raise rt.Malformed


def _encode_ApiVersionsResponse_v1(obj: ApiVersionsResponse, out: bytearray) -> None:
    """Encode ApiVersionsResponse, versions 1, 2."""
    a_api_keys = obj.api_keys
    out += _S_hi.pack(obj.error_code, len(a_api_keys))
    for e_api_keys in a_api_keys:
        out += _S_hhh.pack(e_api_keys.api_key, e_api_keys.min_version, e_api_keys.max_version)
        if e_api_keys.unknown_tagged_fields:
            raise rt.Malformed
    out += _S_i.pack(obj.throttle_time_ms)
    if obj.unknown_tagged_fields:
        raise rt.Malformed


def _encode_ApiVersionsResponse_v3(obj: ApiVersionsResponse, out: bytearray) -> None:
    """Encode ApiVersionsResponse, versions 3, 4, 5."""
    append = out.append
    out += _S_h.pack(obj.error_code)
    a_api_keys = obj.api_keys
    n = len(a_api_keys) + 1
    if n < 128:
        append(n)
    else:
        out += rt.uvarint(n)
    for e_api_keys in a_api_keys:
        out += _S_hhh.pack(e_api_keys.api_key, e_api_keys.min_version, e_api_keys.max_version)
        if e_api_keys.unknown_tagged_fields:
            rt.write_tags(out, (), e_api_keys.unknown_tagged_fields)
        else:
            append(0)
    out += _S_i.pack(obj.throttle_time_ms)
    tags: list[tuple[int, bytes]] = []
    sub: bytearray
    if obj.supported_features != []:
        sub = bytearray()
        a_supported_features = obj.supported_features
        n = len(a_supported_features) + 1
        if n < 128:
            sub.append(n)
        else:
            sub += rt.uvarint(n)
        for e_supported_features in a_supported_features:
            _encode_SupportedFeatureKey_v3(e_supported_features, sub)
        tags.append((0, bytes(sub)))
    if obj.finalized_features_epoch != -1:
        sub = bytearray()
        sub += _S_q.pack(obj.finalized_features_epoch)
        tags.append((1, bytes(sub)))
    if obj.finalized_features != []:
        sub = bytearray()
        a_finalized_features = obj.finalized_features
        n = len(a_finalized_features) + 1
        if n < 128:
            sub.append(n)
        else:
            sub += rt.uvarint(n)
        for e_finalized_features in a_finalized_features:
            _encode_FinalizedFeatureKey_v3(e_finalized_features, sub)
        tags.append((2, bytes(sub)))
    if obj.zk_migration_ready is not False:
        sub = bytearray()
        if obj.zk_migration_ready is not True and obj.zk_migration_ready is not False:
            raise rt.Malformed
        sub += _S_o.pack(obj.zk_migration_ready)
        tags.append((3, bytes(sub)))
    rt.write_tags(out, tags, obj.unknown_tagged_fields, (0, 1, 2, 3))


ApiVersion._SCHEMA = rt.StructInfo(
    "ApiVersion",
    (
        rt.FieldInfo("api_key", "apiKey", "int16", rt.vr("0+"), default=0),
        rt.FieldInfo("min_version", "minVersion", "int16", rt.vr("0+"), default=0),
        rt.FieldInfo("max_version", "maxVersion", "int16", rt.vr("0+"), default=0),
    ),
    flexible=rt.vr("3+"),
)
ApiVersion._DECODERS = {
    0: _decode_ApiVersion_v0,
    1: _decode_ApiVersion_v0,
    2: _decode_ApiVersion_v0,
    3: _decode_ApiVersion_v3,
    4: _decode_ApiVersion_v3,
    5: _decode_ApiVersion_v3,
}
ApiVersion._ENCODERS = {
    0: _encode_ApiVersion_v0,
    1: _encode_ApiVersion_v0,
    2: _encode_ApiVersion_v0,
    3: _encode_ApiVersion_v3,
    4: _encode_ApiVersion_v3,
    5: _encode_ApiVersion_v3,
}

SupportedFeatureKey._SCHEMA = rt.StructInfo(
    "SupportedFeatureKey",
    (
        rt.FieldInfo("name", "name", "string", rt.vr("3+"), default=""),
        rt.FieldInfo("min_version", "minVersion", "int16", rt.vr("3+"), default=0),
        rt.FieldInfo("max_version", "maxVersion", "int16", rt.vr("3+"), default=0),
    ),
    flexible=rt.vr("3+"),
)
SupportedFeatureKey._DECODERS = {
    3: _decode_SupportedFeatureKey_v3,
    4: _decode_SupportedFeatureKey_v3,
    5: _decode_SupportedFeatureKey_v3,
}
SupportedFeatureKey._ENCODERS = {
    3: _encode_SupportedFeatureKey_v3,
    4: _encode_SupportedFeatureKey_v3,
    5: _encode_SupportedFeatureKey_v3,
}

FinalizedFeatureKey._SCHEMA = rt.StructInfo(
    "FinalizedFeatureKey",
    (
        rt.FieldInfo("name", "name", "string", rt.vr("3+"), default=""),
        rt.FieldInfo("max_version_level", "maxVersionLevel", "int16", rt.vr("3+"), default=0),
        rt.FieldInfo("min_version_level", "minVersionLevel", "int16", rt.vr("3+"), default=0),
    ),
    flexible=rt.vr("3+"),
)
FinalizedFeatureKey._DECODERS = {
    3: _decode_FinalizedFeatureKey_v3,
    4: _decode_FinalizedFeatureKey_v3,
    5: _decode_FinalizedFeatureKey_v3,
}
FinalizedFeatureKey._ENCODERS = {
    3: _encode_FinalizedFeatureKey_v3,
    4: _encode_FinalizedFeatureKey_v3,
    5: _encode_FinalizedFeatureKey_v3,
}

ApiVersionsResponse._SCHEMA = rt.StructInfo(
    "ApiVersionsResponse",
    (
        rt.FieldInfo("error_code", "errorCode", "int16", rt.vr("0+"), default=0),
        rt.FieldInfo(
            "api_keys",
            "apiKeys",
            "struct",
            rt.vr("0+"),
            is_array=True,
            struct=lambda: ApiVersion,
            default=(),
        ),
        rt.FieldInfo(
            "throttle_time_ms", "throttleTimeMs", "int32", rt.vr("1+"), default=0, ignorable=True
        ),
        rt.FieldInfo(
            "supported_features",
            "supportedFeatures",
            "struct",
            rt.vr("3+"),
            is_array=True,
            struct=lambda: SupportedFeatureKey,
            tagged=rt.vr("3+"),
            tag=0,
            default=(),
            ignorable=True,
        ),
        rt.FieldInfo(
            "finalized_features_epoch",
            "finalizedFeaturesEpoch",
            "int64",
            rt.vr("3+"),
            tagged=rt.vr("3+"),
            tag=1,
            default=-1,
            ignorable=True,
        ),
        rt.FieldInfo(
            "finalized_features",
            "finalizedFeatures",
            "struct",
            rt.vr("3+"),
            is_array=True,
            struct=lambda: FinalizedFeatureKey,
            tagged=rt.vr("3+"),
            tag=2,
            default=(),
            ignorable=True,
        ),
        rt.FieldInfo(
            "zk_migration_ready",
            "zkMigrationReady",
            "bool",
            rt.vr("3+"),
            tagged=rt.vr("3+"),
            tag=3,
            default=False,
            ignorable=True,
        ),
    ),
    flexible=rt.vr("3+"),
)
ApiVersionsResponse._DECODERS = {
    0: _decode_ApiVersionsResponse_v0,
    1: _decode_ApiVersionsResponse_v1,
    2: _decode_ApiVersionsResponse_v1,
    3: _decode_ApiVersionsResponse_v3,
    4: _decode_ApiVersionsResponse_v3,
    5: _decode_ApiVersionsResponse_v3,
}
ApiVersionsResponse._ENCODERS = {
    0: _encode_ApiVersionsResponse_v0,
    1: _encode_ApiVersionsResponse_v1,
    2: _encode_ApiVersionsResponse_v1,
    3: _encode_ApiVersionsResponse_v3,
    4: _encode_ApiVersionsResponse_v3,
    5: _encode_ApiVersionsResponse_v3,
}
