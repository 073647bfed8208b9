"""CreateTopicsResponse: generated from CreateTopicsResponse.json; edit the schema, not this file."""

from __future__ import annotations

import struct
from typing import ClassVar
from uuid import UUID

import attrs

from kgroup_proto import runtime as rt

_new = object.__new__
_S_BbBB = struct.Struct(">BbBB")
_S_h = struct.Struct(">h")
_S_hB = struct.Struct(">hB")
_S_hh = struct.Struct(">hh")
_S_i = struct.Struct(">i")
_S_iB = struct.Struct(">iB")
_S_ih = struct.Struct(">ih")
_S_ihB = struct.Struct(">ihB")
_S_ii = struct.Struct(">ii")
_S_obo = struct.Struct(">?b?")
_S_u = struct.Struct(">16s")
_S_uh = struct.Struct(">16sh")


@attrs.define(weakref_slot=False)
class CreatableTopicConfigs(rt.Struct):
    """Settings of the created topic, or null when they could not be returned.

    Versions 5-7; flexible 5+.

    Attributes:
        name: Name of the setting. (versions 5+)
        value: Value in force, or null when it is sensitive or unset. (versions 5+, nullable
            5+)
        read_only: Whether the setting cannot be changed. (versions 5+)
        config_source: Where the value comes from (topic override, broker setting,
            default...); -1 when not known. (versions 5+)
        is_sensitive: Whether the value is a secret and therefore withheld. (versions 5+)
    """

    VALID_VERSIONS: ClassVar[range] = range(2, 8)
    FLEXIBLE_VERSIONS: ClassVar[range | None] = range(5, rt.VERSION_LIMIT)

    name: str = ""
    value: str | None = ""
    read_only: bool = False
    config_source: int = -1
    is_sensitive: bool = False
    unknown_tagged_fields: rt.Tags = ()


@attrs.define(weakref_slot=False)
class CreatableTopicResult(rt.Struct):
    """Result for each topic of the request.

    Versions 2-7; flexible 5+.

    Attributes:
        name: Name of the topic. (versions 0+)
        topic_id: ID given to the topic when it was created; zero otherwise. (versions 7+)
        error_code: Error for this topic; 0 if it was created (or, with validateOnly, could
            be). (versions 0+)
        error_message: Explanation of the error, or null. (versions 1+, nullable 0+)
        topic_config_error_code: Error that kept the topic's settings from being returned,
            when the topic itself was created. (versions 5+, tag 0)
        num_partitions: Partition count of the created topic; -1 when not known. (versions
            5+)
        replication_factor: Replication factor of the created topic; -1 when not known.
            (versions 5+)
        configs: Settings of the created topic, or null when they could not be returned.
            (versions 5+, nullable 5+)
    """

    VALID_VERSIONS: ClassVar[range] = range(2, 8)
    FLEXIBLE_VERSIONS: ClassVar[range | None] = range(5, rt.VERSION_LIMIT)

    name: str = ""
    topic_id: UUID = rt.ZERO_UUID
    error_code: int = 0
    error_message: str | None = ""
    topic_config_error_code: int = 0
    num_partitions: int = -1
    replication_factor: int = -1
    configs: list[CreatableTopicConfigs] | None = attrs.field(factory=list)
    unknown_tagged_fields: rt.Tags = ()


@attrs.define(weakref_slot=False)
class CreateTopicsResponse(rt.Struct):
    """The CreateTopicsResponse response.

    API key 19, versions 2-7; flexible 5+.

    Attributes:
        throttle_time_ms: Time in ms the broker held back this response because a quota was
            exceeded; 0 when no quota applied. (versions 2+)
        topics: Result for each topic of the request. (versions 0+)
    """

    API_KEY: ClassVar[int | None] = 19
    MESSAGE_TYPE: ClassVar[str] = "response"
    VALID_VERSIONS: ClassVar[range] = range(2, 8)
    FLEXIBLE_VERSIONS: ClassVar[range | None] = range(5, rt.VERSION_LIMIT)

    throttle_time_ms: int = 0
    topics: list[CreatableTopicResult] = attrs.field(factory=list)
    unknown_tagged_fields: rt.Tags = ()


def _decode_CreatableTopicConfigs_v5(data: bytes, pos: int) -> tuple[CreatableTopicConfigs, int]:
    """Decode CreatableTopicConfigs, versions 5, 6, 7."""
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
    read_only_raw, config_source, is_sensitive_raw, tag_count = _S_BbBB.unpack_from(data, pos)
    pos += 4
    read_only = rt.BOOLS[read_only_raw]
    is_sensitive = rt.BOOLS[is_sensitive_raw]
    unknown: rt.Tags = ()
    if tag_count:
        unknown, pos = rt.read_unknown_tags(data, pos - 1)
    obj = _new(CreatableTopicConfigs)
    obj.name = name
    obj.value = value
    obj.read_only = read_only
    obj.config_source = config_source
    obj.is_sensitive = is_sensitive
    obj.unknown_tagged_fields = unknown
    return obj, pos


def _encode_CreatableTopicConfigs_v5(obj: CreatableTopicConfigs, out: bytearray) -> None:
    """Encode CreatableTopicConfigs, versions 5, 6, 7."""
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
    if obj.read_only is not True and obj.read_only is not False:
        raise rt.Malformed
    if obj.is_sensitive is not True and obj.is_sensitive is not False:
        raise rt.Malformed
    out += _S_obo.pack(obj.read_only, obj.config_source, obj.is_sensitive)
    if obj.unknown_tagged_fields:
        rt.write_tags(out, (), obj.unknown_tagged_fields)
    else:
        out.append(0)


def _decode_CreatableTopicResult_v2(data: bytes, pos: int) -> tuple[CreatableTopicResult, int]:
    """Decode CreatableTopicResult, versions 2, 3, 4."""
    data_end = len(data)
    (n_name,) = _S_h.unpack_from(data, pos)
    pos += 2
    end = pos + n_name
    if n_name < 0 or end > data_end:
        raise rt.Malformed
    name = data[pos:end].decode()
    pos = end
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
    obj = _new(CreatableTopicResult)
    obj.name = name
    obj.topic_id = rt.ZERO_UUID
    obj.error_code = error_code
    obj.error_message = error_message
    obj.topic_config_error_code = 0
    obj.num_partitions = -1
    obj.replication_factor = -1
    obj.configs = []
    obj.unknown_tagged_fields = ()
    return obj, pos


def _decode_CreatableTopicResult_v5(data: bytes, pos: int) -> tuple[CreatableTopicResult, int]:
    """Decode CreatableTopicResult, versions 5, 6."""
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
    num_partitions, replication_factor, n_configs = _S_ihB.unpack_from(data, pos)
    pos += 7
    if n_configs > 127:
        n_configs, pos = rt.read_uvarint(data, pos - 1)
    n_configs -= 1
    configs: list[CreatableTopicConfigs] | None
    if n_configs < 0:
        configs = None
    else:
        if n_configs > data_end - pos:
            raise rt.Malformed
        items_configs: list[CreatableTopicConfigs] = []
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
                configs__tag_count,
            ) = _S_BbBB.unpack_from(data, pos)
            pos += 4
            configs__read_only = rt.BOOLS[configs__read_only_raw]
            configs__is_sensitive = rt.BOOLS[configs__is_sensitive_raw]
            configs__unknown: rt.Tags = ()
            if configs__tag_count:
                configs__unknown, pos = rt.read_unknown_tags(data, pos - 1)
            e_configs = _new(CreatableTopicConfigs)
            e_configs.name = configs__name
            e_configs.value = configs__value
            e_configs.read_only = configs__read_only
            e_configs.config_source = configs__config_source
            e_configs.is_sensitive = configs__is_sensitive
            e_configs.unknown_tagged_fields = configs__unknown
            items_configs.append(e_configs)
        configs = items_configs
    topic_config_error_code: int
    topic_config_error_code = 0
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
                (topic_config_error_code,) = _S_h.unpack_from(data, pos)
                pos += 2
                if not (topic_config_error_code != 0):
                    unknown_list.append((tag, data[end_tag - size : end_tag]))
            else:
                unknown_list.append((tag, data[pos:end_tag]))
                pos = end_tag
            if pos != end_tag:
                raise rt.Malformed
        unknown = tuple(unknown_list)
    else:
        pos += 1
    obj = _new(CreatableTopicResult)
    obj.name = name
    obj.topic_id = rt.ZERO_UUID
    obj.error_code = error_code
    obj.error_message = error_message
    obj.topic_config_error_code = topic_config_error_code
    obj.num_partitions = num_partitions
    obj.replication_factor = replication_factor
    obj.configs = configs
    obj.unknown_tagged_fields = unknown
    return obj, pos


def _decode_CreatableTopicResult_v7(data: bytes, pos: int) -> tuple[CreatableTopicResult, int]:
    """Decode CreatableTopicResult, version 7."""
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
    (topic_id_raw,) = _S_u.unpack_from(data, pos)
    pos += 16
    topic_id = UUID(bytes=topic_id_raw)
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
    num_partitions, replication_factor, n_configs = _S_ihB.unpack_from(data, pos)
    pos += 7
    if n_configs > 127:
        n_configs, pos = rt.read_uvarint(data, pos - 1)
    n_configs -= 1
    configs: list[CreatableTopicConfigs] | None
    if n_configs < 0:
        configs = None
    else:
        if n_configs > data_end - pos:
            raise rt.Malformed
        items_configs: list[CreatableTopicConfigs] = []
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
                configs__tag_count,
            ) = _S_BbBB.unpack_from(data, pos)
            pos += 4
            configs__read_only = rt.BOOLS[configs__read_only_raw]
            configs__is_sensitive = rt.BOOLS[configs__is_sensitive_raw]
            configs__unknown: rt.Tags = ()
            if configs__tag_count:
                configs__unknown, pos = rt.read_unknown_tags(data, pos - 1)
            e_configs = _new(CreatableTopicConfigs)
            e_configs.name = configs__name
            e_configs.value = configs__value
            e_configs.read_only = configs__read_only
            e_configs.config_source = configs__config_source
            e_configs.is_sensitive = configs__is_sensitive
            e_configs.unknown_tagged_fields = configs__unknown
            items_configs.append(e_configs)
        configs = items_configs
    topic_config_error_code: int
    topic_config_error_code = 0
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
                (topic_config_error_code,) = _S_h.unpack_from(data, pos)
                pos += 2
                if not (topic_config_error_code != 0):
                    unknown_list.append((tag, data[end_tag - size : end_tag]))
            else:
                unknown_list.append((tag, data[pos:end_tag]))
                pos = end_tag
            if pos != end_tag:
                raise rt.Malformed
        unknown = tuple(unknown_list)
    else:
        pos += 1
    obj = _new(CreatableTopicResult)
    obj.name = name
    obj.topic_id = topic_id
    obj.error_code = error_code
    obj.error_message = error_message
    obj.topic_config_error_code = topic_config_error_code
    obj.num_partitions = num_partitions
    obj.replication_factor = replication_factor
    obj.configs = configs
    obj.unknown_tagged_fields = unknown
    return obj, pos


def _encode_CreatableTopicResult_v2(obj: CreatableTopicResult, out: bytearray) -> None:
    """Encode CreatableTopicResult, versions 2, 3, 4."""
    b_name = obj.name.encode()
    out += _S_h.pack(len(b_name))
    out += b_name
    s_error_message = obj.error_message
    b_error_message = None if s_error_message is None else s_error_message.encode()
    out += _S_hh.pack(obj.error_code, -1 if b_error_message is None else len(b_error_message))
    if b_error_message is not None:
        out += b_error_message
    if obj.unknown_tagged_fields:
        raise rt.Malformed


def _encode_CreatableTopicResult_v5(obj: CreatableTopicResult, out: bytearray) -> None:
    """Encode CreatableTopicResult, versions 5, 6."""
    append = out.append
    b_name = obj.name.encode()
    n = len(b_name) + 1
    if n < 128:
        append(n)
    else:
        out += rt.string_length(n)
    out += b_name
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
    out += _S_ih.pack(obj.num_partitions, obj.replication_factor)
    a_configs = obj.configs
    if a_configs is None:
        append(0)
    else:
        n = len(a_configs) + 1
        if n < 128:
            append(n)
        else:
            out += rt.uvarint(n)
        for e_configs in a_configs:
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
            if e_configs.unknown_tagged_fields:
                rt.write_tags(out, (), e_configs.unknown_tagged_fields)
            else:
                append(0)
    tags: list[tuple[int, bytes]] = []
    sub: bytearray
    if obj.topic_config_error_code != 0:
        sub = bytearray()
        sub += _S_h.pack(obj.topic_config_error_code)
        tags.append((0, bytes(sub)))
    rt.write_tags(out, tags, obj.unknown_tagged_fields, (0,))


def _encode_CreatableTopicResult_v7(obj: CreatableTopicResult, out: bytearray) -> None:
    """Encode CreatableTopicResult, version 7."""
    append = out.append
    b_name = obj.name.encode()
    n = len(b_name) + 1
    if n < 128:
        append(n)
    else:
        out += rt.string_length(n)
    out += b_name
    out += _S_uh.pack(obj.topic_id.bytes, obj.error_code)
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
    out += _S_ih.pack(obj.num_partitions, obj.replication_factor)
    a_configs = obj.configs
    if a_configs is None:
        append(0)
    else:
        n = len(a_configs) + 1
        if n < 128:
            append(n)
        else:
            out += rt.uvarint(n)
        for e_configs in a_configs:
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
            if e_configs.unknown_tagged_fields:
                rt.write_tags(out, (), e_configs.unknown_tagged_fields)
            else:
                append(0)
    tags: list[tuple[int, bytes]] = []
    sub: bytearray
    if obj.topic_config_error_code != 0:
        sub = bytearray()
        sub += _S_h.pack(obj.topic_config_error_code)
        tags.append((0, bytes(sub)))
    rt.write_tags(out, tags, obj.unknown_tagged_fields, (0,))


def _decode_CreateTopicsResponse_v2(data: bytes, pos: int) -> tuple[CreateTopicsResponse, int]:
    """Decode CreateTopicsResponse, versions 2, 3, 4."""
    data_end = len(data)
    throttle_time_ms, n_topics = _S_ii.unpack_from(data, pos)
    pos += 8
    if n_topics < 0:
        raise rt.Malformed
    if n_topics > data_end - pos:
        raise rt.Malformed
    items_topics: list[CreatableTopicResult] = []
    for _ in range(n_topics):
        (n_topics__name,) = _S_h.unpack_from(data, pos)
        pos += 2
        end = pos + n_topics__name
        if n_topics__name < 0 or end > data_end:
            raise rt.Malformed
        topics__name = data[pos:end].decode()
        pos = end
        topics__error_code, n_topics__error_message = _S_hh.unpack_from(data, pos)
        pos += 4
        topics__error_message: str | None
        if n_topics__error_message < 0:
            if n_topics__error_message != -1:
                raise rt.Malformed
            topics__error_message = None
        else:
            end = pos + n_topics__error_message
            if end > data_end:
                raise rt.Malformed
            topics__error_message = data[pos:end].decode()
            pos = end
        e_topics = _new(CreatableTopicResult)
        e_topics.name = topics__name
        e_topics.topic_id = rt.ZERO_UUID
        e_topics.error_code = topics__error_code
        e_topics.error_message = topics__error_message
        e_topics.topic_config_error_code = 0
        e_topics.num_partitions = -1
        e_topics.replication_factor = -1
        e_topics.configs = []
        e_topics.unknown_tagged_fields = ()
        items_topics.append(e_topics)
    topics = items_topics
    obj = _new(CreateTopicsResponse)
    obj.throttle_time_ms = throttle_time_ms
    obj.topics = topics
    obj.unknown_tagged_fields = ()
    return obj, pos


def _decode_CreateTopicsResponse_v5(data: bytes, pos: int) -> tuple[CreateTopicsResponse, int]:
    """Decode CreateTopicsResponse, versions 5, 6."""
    data_end = len(data)
    throttle_time_ms, n_topics = _S_iB.unpack_from(data, pos)
    pos += 5
    if n_topics > 127:
        n_topics, pos = rt.read_uvarint(data, pos - 1)
    n_topics -= 1
    if n_topics < 0:
        raise rt.Malformed
    if n_topics > data_end - pos:
        raise rt.Malformed
    items_topics: list[CreatableTopicResult] = []
    for _ in range(n_topics):
        n_topics__name = data[pos]
        pos += 1
        if n_topics__name > 127:
            n_topics__name, pos = rt.read_string_length(data, pos - 1)
        end = pos + n_topics__name - 1
        if not n_topics__name or end > data_end:
            raise rt.Malformed
        topics__name = data[pos:end].decode()
        pos = end
        topics__error_code, n_topics__error_message = _S_hB.unpack_from(data, pos)
        pos += 3
        if n_topics__error_message > 127:
            n_topics__error_message, pos = rt.read_string_length(data, pos - 1)
        topics__error_message: str | None
        if not n_topics__error_message:
            topics__error_message = None
        else:
            end = pos + n_topics__error_message - 1
            if end > data_end:
                raise rt.Malformed
            topics__error_message = data[pos:end].decode()
            pos = end
        topics__num_partitions, topics__replication_factor, n_topics__configs = _S_ihB.unpack_from(
            data, pos
        )
        pos += 7
        if n_topics__configs > 127:
            n_topics__configs, pos = rt.read_uvarint(data, pos - 1)
        n_topics__configs -= 1
        topics__configs: list[CreatableTopicConfigs] | None
        if n_topics__configs < 0:
            topics__configs = None
        else:
            if n_topics__configs > data_end - pos:
                raise rt.Malformed
            items_topics__configs: list[CreatableTopicConfigs] = []
            for _ in range(n_topics__configs):
                e_topics__configs, pos = _decode_CreatableTopicConfigs_v5(data, pos)
                items_topics__configs.append(e_topics__configs)
            topics__configs = items_topics__configs
        topics__topic_config_error_code: int
        topics__topic_config_error_code = 0
        topics__unknown: rt.Tags = ()
        if data[pos]:
            topics__unknown_list: list[tuple[int, bytes]] = []
            topics__count, pos = rt.read_uvarint(data, pos)
            topics__last_tag = -1
            for _ in range(topics__count):
                topics__tag, pos = rt.read_uvarint(data, pos)
                if topics__tag <= topics__last_tag or topics__tag > rt.TAG_LIMIT:
                    raise rt.Malformed
                topics__last_tag = topics__tag
                topics__size, pos = rt.read_uvarint(data, pos)
                topics__end_tag = pos + topics__size
                if topics__end_tag > data_end:
                    raise rt.Malformed
                if topics__tag == 0:
                    (topics__topic_config_error_code,) = _S_h.unpack_from(data, pos)
                    pos += 2
                    if not (topics__topic_config_error_code != 0):
                        topics__unknown_list.append(
                            (topics__tag, data[topics__end_tag - topics__size : topics__end_tag])
                        )
                else:
                    topics__unknown_list.append((topics__tag, data[pos:topics__end_tag]))
                    pos = topics__end_tag
                if pos != topics__end_tag:
                    raise rt.Malformed
            topics__unknown = tuple(topics__unknown_list)
        else:
            pos += 1
        e_topics = _new(CreatableTopicResult)
        e_topics.name = topics__name
        e_topics.topic_id = rt.ZERO_UUID
        e_topics.error_code = topics__error_code
        e_topics.error_message = topics__error_message
        e_topics.topic_config_error_code = topics__topic_config_error_code
        e_topics.num_partitions = topics__num_partitions
        e_topics.replication_factor = topics__replication_factor
        e_topics.configs = topics__configs
        e_topics.unknown_tagged_fields = topics__unknown
        items_topics.append(e_topics)
    topics = items_topics
    tag_count = data[pos]
    pos += 1
    unknown: rt.Tags = ()
    if tag_count:
        unknown, pos = rt.read_unknown_tags(data, pos - 1)
    obj = _new(CreateTopicsResponse)
    obj.throttle_time_ms = throttle_time_ms
    obj.topics = topics
    obj.unknown_tagged_fields = unknown
    return obj, pos


def _decode_CreateTopicsResponse_v7(data: bytes, pos: int) -> tuple[CreateTopicsResponse, int]:
    """Decode CreateTopicsResponse, version 7."""
    data_end = len(data)
    throttle_time_ms, n_topics = _S_iB.unpack_from(data, pos)
    pos += 5
    if n_topics > 127:
        n_topics, pos = rt.read_uvarint(data, pos - 1)
    n_topics -= 1
    if n_topics < 0:
        raise rt.Malformed
    if n_topics > data_end - pos:
        raise rt.Malformed
    items_topics: list[CreatableTopicResult] = []
    for _ in range(n_topics):
        n_topics__name = data[pos]
        pos += 1
        if n_topics__name > 127:
            n_topics__name, pos = rt.read_string_length(data, pos - 1)
        end = pos + n_topics__name - 1
        if not n_topics__name or end > data_end:
            raise rt.Malformed
        topics__name = data[pos:end].decode()
        pos = end
        (topics__topic_id_raw,) = _S_u.unpack_from(data, pos)
        pos += 16
        topics__topic_id = UUID(bytes=topics__topic_id_raw)
        topics__error_code, n_topics__error_message = _S_hB.unpack_from(data, pos)
        pos += 3
        if n_topics__error_message > 127:
            n_topics__error_message, pos = rt.read_string_length(data, pos - 1)
        topics__error_message: str | None
        if not n_topics__error_message:
            topics__error_message = None
        else:
            end = pos + n_topics__error_message - 1
            if end > data_end:
                raise rt.Malformed
            topics__error_message = data[pos:end].decode()
            pos = end
        topics__num_partitions, topics__replication_factor, n_topics__configs = _S_ihB.unpack_from(
            data, pos
        )
        pos += 7
        if n_topics__configs > 127:
            n_topics__configs, pos = rt.read_uvarint(data, pos - 1)
        n_topics__configs -= 1
        topics__configs: list[CreatableTopicConfigs] | None
        if n_topics__configs < 0:
            topics__configs = None
        else:
            if n_topics__configs > data_end - pos:
                raise rt.Malformed
            items_topics__configs: list[CreatableTopicConfigs] = []
            for _ in range(n_topics__configs):
                e_topics__configs, pos = _decode_CreatableTopicConfigs_v5(data, pos)
                items_topics__configs.append(e_topics__configs)
            topics__configs = items_topics__configs
        topics__topic_config_error_code: int
        topics__topic_config_error_code = 0
        topics__unknown: rt.Tags = ()
        if data[pos]:
            topics__unknown_list: list[tuple[int, bytes]] = []
            topics__count, pos = rt.read_uvarint(data, pos)
            topics__last_tag = -1
            for _ in range(topics__count):
                topics__tag, pos = rt.read_uvarint(data, pos)
                if topics__tag <= topics__last_tag or topics__tag > rt.TAG_LIMIT:
                    raise rt.Malformed
                topics__last_tag = topics__tag
                topics__size, pos = rt.read_uvarint(data, pos)
                topics__end_tag = pos + topics__size
                if topics__end_tag > data_end:
                    raise rt.Malformed
                if topics__tag == 0:
                    (topics__topic_config_error_code,) = _S_h.unpack_from(data, pos)
                    pos += 2
                    if not (topics__topic_config_error_code != 0):
                        topics__unknown_list.append(
                            (topics__tag, data[topics__end_tag - topics__size : topics__end_tag])
                        )
                else:
                    topics__unknown_list.append((topics__tag, data[pos:topics__end_tag]))
                    pos = topics__end_tag
                if pos != topics__end_tag:
                    raise rt.Malformed
            topics__unknown = tuple(topics__unknown_list)
        else:
            pos += 1
        e_topics = _new(CreatableTopicResult)
        e_topics.name = topics__name
        e_topics.topic_id = topics__topic_id
        e_topics.error_code = topics__error_code
        e_topics.error_message = topics__error_message
        e_topics.topic_config_error_code = topics__topic_config_error_code
        e_topics.num_partitions = topics__num_partitions
        e_topics.replication_factor = topics__replication_factor
        e_topics.configs = topics__configs
        e_topics.unknown_tagged_fields = topics__unknown
        items_topics.append(e_topics)
    topics = items_topics
    tag_count = data[pos]
    pos += 1
    unknown: rt.Tags = ()
    if tag_count:
        unknown, pos = rt.read_unknown_tags(data, pos - 1)
    obj = _new(CreateTopicsResponse)
    obj.throttle_time_ms = throttle_time_ms
    obj.topics = topics
    obj.unknown_tagged_fields = unknown
    return obj, pos


def _encode_CreateTopicsResponse_v2(obj: CreateTopicsResponse, out: bytearray) -> None:
    """Encode CreateTopicsResponse, versions 2, 3, 4."""
    a_topics = obj.topics
    out += _S_ii.pack(obj.throttle_time_ms, len(a_topics))
    for e_topics in a_topics:
        b_topics__name = e_topics.name.encode()
        out += _S_h.pack(len(b_topics__name))
        out += b_topics__name
        s_topics__error_message = e_topics.error_message
        b_topics__error_message = (
            None if s_topics__error_message is None else s_topics__error_message.encode()
        )
        out += _S_hh.pack(
            e_topics.error_code,
            -1 if b_topics__error_message is None else len(b_topics__error_message),
        )
        if b_topics__error_message is not None:
            out += b_topics__error_message
        if e_topics.unknown_tagged_fields:
            raise rt.Malformed
    if obj.unknown_tagged_fields:
        raise rt.Malformed


def _encode_CreateTopicsResponse_v5(obj: CreateTopicsResponse, out: bytearray) -> None:
    """Encode CreateTopicsResponse, versions 5, 6."""
    append = out.append
    out += _S_i.pack(obj.throttle_time_ms)
    a_topics = obj.topics
    n = len(a_topics) + 1
    if n < 128:
        append(n)
    else:
        out += rt.uvarint(n)
    for e_topics in a_topics:
        b_topics__name = e_topics.name.encode()
        n = len(b_topics__name) + 1
        if n < 128:
            append(n)
        else:
            out += rt.string_length(n)
        out += b_topics__name
        out += _S_h.pack(e_topics.error_code)
        s_topics__error_message = e_topics.error_message
        if s_topics__error_message is None:
            append(0)
        else:
            b_topics__error_message = s_topics__error_message.encode()
            n = len(b_topics__error_message) + 1
            if n < 128:
                append(n)
            else:
                out += rt.string_length(n)
            out += b_topics__error_message
        out += _S_ih.pack(e_topics.num_partitions, e_topics.replication_factor)
        a_topics__configs = e_topics.configs
        if a_topics__configs is None:
            append(0)
        else:
            n = len(a_topics__configs) + 1
            if n < 128:
                append(n)
            else:
                out += rt.uvarint(n)
            for e_topics__configs in a_topics__configs:
                b_topics__configs__name = e_topics__configs.name.encode()
                n = len(b_topics__configs__name) + 1
                if n < 128:
                    append(n)
                else:
                    out += rt.string_length(n)
                out += b_topics__configs__name
                s_topics__configs__value = e_topics__configs.value
                if s_topics__configs__value is None:
                    append(0)
                else:
                    b_topics__configs__value = s_topics__configs__value.encode()
                    n = len(b_topics__configs__value) + 1
                    if n < 128:
                        append(n)
                    else:
                        out += rt.string_length(n)
                    out += b_topics__configs__value
                if (
                    e_topics__configs.read_only is not True
                    and e_topics__configs.read_only is not False
                ):
                    raise rt.Malformed
                if (
                    e_topics__configs.is_sensitive is not True
                    and e_topics__configs.is_sensitive is not False
                ):
                    raise rt.Malformed
                out += _S_obo.pack(
                    e_topics__configs.read_only,
                    e_topics__configs.config_source,
                    e_topics__configs.is_sensitive,
                )
                if e_topics__configs.unknown_tagged_fields:
                    rt.write_tags(out, (), e_topics__configs.unknown_tagged_fields)
                else:
                    append(0)
        topics__tags: list[tuple[int, bytes]] = []
        topics__sub: bytearray
        if e_topics.topic_config_error_code != 0:
            topics__sub = bytearray()
            topics__sub += _S_h.pack(e_topics.topic_config_error_code)
            topics__tags.append((0, bytes(topics__sub)))
        rt.write_tags(out, topics__tags, e_topics.unknown_tagged_fields, (0,))
    if obj.unknown_tagged_fields:
        rt.write_tags(out, (), obj.unknown_tagged_fields)
    else:
        append(0)


def _encode_CreateTopicsResponse_v7(obj: CreateTopicsResponse, out: bytearray) -> None:
    """Encode CreateTopicsResponse, version 7."""
    append = out.append
    out += _S_i.pack(obj.throttle_time_ms)
    a_topics = obj.topics
    n = len(a_topics) + 1
    if n < 128:
        append(n)
    else:
        out += rt.uvarint(n)
    for e_topics in a_topics:
        b_topics__name = e_topics.name.encode()
        n = len(b_topics__name) + 1
        if n < 128:
            append(n)
        else:
            out += rt.string_length(n)
        out += b_topics__name
        out += _S_uh.pack(e_topics.topic_id.bytes, e_topics.error_code)
        s_topics__error_message = e_topics.error_message
        if s_topics__error_message is None:
            append(0)
        else:
            b_topics__error_message = s_topics__error_message.encode()
            n = len(b_topics__error_message) + 1
            if n < 128:
                append(n)
            else:
                out += rt.string_length(n)
            out += b_topics__error_message
        out += _S_ih.pack(e_topics.num_partitions, e_topics.replication_factor)
        a_topics__configs = e_topics.configs
        if a_topics__configs is None:
            append(0)
        else:
            n = len(a_topics__configs) + 1
            if n < 128:
                append(n)
            else:
                out += rt.uvarint(n)
            for e_topics__configs in a_topics__configs:
                b_topics__configs__name = e_topics__configs.name.encode()
                n = len(b_topics__configs__name) + 1
                if n < 128:
                    append(n)
                else:
                    out += rt.string_length(n)
                out += b_topics__configs__name
                s_topics__configs__value = e_topics__configs.value
                if s_topics__configs__value is None:
                    append(0)
                else:
                    b_topics__configs__value = s_topics__configs__value.encode()
                    n = len(b_topics__configs__value) + 1
                    if n < 128:
                        append(n)
                    else:
                        out += rt.string_length(n)
                    out += b_topics__configs__value
                if (
                    e_topics__configs.read_only is not True
                    and e_topics__configs.read_only is not False
                ):
                    raise rt.Malformed
                if (
                    e_topics__configs.is_sensitive is not True
                    and e_topics__configs.is_sensitive is not False
                ):
                    raise rt.Malformed
                out += _S_obo.pack(
                    e_topics__configs.read_only,
                    e_topics__configs.config_source,
                    e_topics__configs.is_sensitive,
                )
                if e_topics__configs.unknown_tagged_fields:
                    rt.write_tags(out, (), e_topics__configs.unknown_tagged_fields)
                else:
                    append(0)
        topics__tags: list[tuple[int, bytes]] = []
        topics__sub: bytearray
        if e_topics.topic_config_error_code != 0:
            topics__sub = bytearray()
            topics__sub += _S_h.pack(e_topics.topic_config_error_code)
            topics__tags.append((0, bytes(topics__sub)))
        rt.write_tags(out, topics__tags, e_topics.unknown_tagged_fields, (0,))
    if obj.unknown_tagged_fields:
        rt.write_tags(out, (), obj.unknown_tagged_fields)
    else:
        append(0)


CreatableTopicConfigs._SCHEMA = rt.StructInfo(
    "CreatableTopicConfigs",
    (
        rt.FieldInfo("name", "name", "string", rt.vr("5+"), default=""),
        rt.FieldInfo("value", "value", "string", rt.vr("5+"), nullable=rt.vr("5+"), default=""),
        rt.FieldInfo("read_only", "readOnly", "bool", rt.vr("5+"), default=False),
        rt.FieldInfo(
            "config_source", "configSource", "int8", rt.vr("5+"), default=-1, ignorable=True
        ),
        rt.FieldInfo("is_sensitive", "isSensitive", "bool", rt.vr("5+"), default=False),
    ),
    flexible=rt.vr("5+"),
)
CreatableTopicConfigs._DECODERS = {
    5: _decode_CreatableTopicConfigs_v5,
    6: _decode_CreatableTopicConfigs_v5,
    7: _decode_CreatableTopicConfigs_v5,
}
CreatableTopicConfigs._ENCODERS = {
    5: _encode_CreatableTopicConfigs_v5,
    6: _encode_CreatableTopicConfigs_v5,
    7: _encode_CreatableTopicConfigs_v5,
}

CreatableTopicResult._SCHEMA = rt.StructInfo(
    "CreatableTopicResult",
    (
        rt.FieldInfo("name", "name", "string", rt.vr("0+"), default=""),
        rt.FieldInfo(
            "topic_id", "topicId", "uuid", rt.vr("7+"), default=rt.ZERO_UUID, ignorable=True
        ),
        rt.FieldInfo("error_code", "errorCode", "int16", rt.vr("0+"), default=0),
        rt.FieldInfo(
            "error_message",
            "errorMessage",
            "string",
            rt.vr("1+"),
            nullable=rt.vr("0+"),
            default="",
            ignorable=True,
        ),
        rt.FieldInfo(
            "topic_config_error_code",
            "topicConfigErrorCode",
            "int16",
            rt.vr("5+"),
            tagged=rt.vr("5+"),
            tag=0,
            default=0,
            ignorable=True,
        ),
        rt.FieldInfo(
            "num_partitions", "numPartitions", "int32", rt.vr("5+"), default=-1, ignorable=True
        ),
        rt.FieldInfo(
            "replication_factor",
            "replicationFactor",
            "int16",
            rt.vr("5+"),
            default=-1,
            ignorable=True,
        ),
        rt.FieldInfo(
            "configs",
            "configs",
            "struct",
            rt.vr("5+"),
            is_array=True,
            struct=lambda: CreatableTopicConfigs,
            nullable=rt.vr("5+"),
            default=(),
            ignorable=True,
        ),
    ),
    flexible=rt.vr("5+"),
)
CreatableTopicResult._DECODERS = {
    2: _decode_CreatableTopicResult_v2,
    3: _decode_CreatableTopicResult_v2,
    4: _decode_CreatableTopicResult_v2,
    5: _decode_CreatableTopicResult_v5,
    6: _decode_CreatableTopicResult_v5,
    7: _decode_CreatableTopicResult_v7,
}
CreatableTopicResult._ENCODERS = {
    2: _encode_CreatableTopicResult_v2,
    3: _encode_CreatableTopicResult_v2,
    4: _encode_CreatableTopicResult_v2,
    5: _encode_CreatableTopicResult_v5,
    6: _encode_CreatableTopicResult_v5,
    7: _encode_CreatableTopicResult_v7,
}

CreateTopicsResponse._SCHEMA = rt.StructInfo(
    "CreateTopicsResponse",
    (
        rt.FieldInfo(
            "throttle_time_ms", "throttleTimeMs", "int32", rt.vr("2+"), default=0, ignorable=True
        ),
        rt.FieldInfo(
            "topics",
            "topics",
            "struct",
            rt.vr("0+"),
            is_array=True,
            struct=lambda: CreatableTopicResult,
            default=(),
        ),
    ),
    flexible=rt.vr("5+"),
)
CreateTopicsResponse._DECODERS = {
    2: _decode_CreateTopicsResponse_v2,
    3: _decode_CreateTopicsResponse_v2,
    4: _decode_CreateTopicsResponse_v2,
    5: _decode_CreateTopicsResponse_v5,
    6: _decode_CreateTopicsResponse_v5,
    7: _decode_CreateTopicsResponse_v7,
}
CreateTopicsResponse._ENCODERS = {
    2: _encode_CreateTopicsResponse_v2,
    3: _encode_CreateTopicsResponse_v2,
    4: _encode_CreateTopicsResponse_v2,
    5: _encode_CreateTopicsResponse_v5,
    6: _encode_CreateTopicsResponse_v5,
    7: _encode_CreateTopicsResponse_v7,
}
