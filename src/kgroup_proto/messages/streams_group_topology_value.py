"""StreamsGroupTopologyValue: generated from StreamsGroupTopologyValue.json; edit the schema, not this file."""

from __future__ import annotations

import struct
from typing import ClassVar

import attrs

from kgroup_proto import runtime as rt

_new = object.__new__
_S_i = struct.Struct(">i")
_S_iB = struct.Struct(">iB")
_S_ih = struct.Struct(">ih")
_S_ihB = struct.Struct(">ihB")


@attrs.define(weakref_slot=False)
class TopicConfig(rt.Struct):
    """Settings to create the topic with, as key-value pairs.

    Versions 0; flexible 0+.

    Attributes:
        key: Name of the topic setting. (versions 0+)
        value: Value of the topic setting. (versions 0+)
    """

    VALID_VERSIONS: ClassVar[range] = range(0, 1)
    FLEXIBLE_VERSIONS: ClassVar[range | None] = range(0, rt.VERSION_LIMIT)

    key: str = ""
    value: str = ""
    unknown_tagged_fields: rt.Tags = ()


@attrs.define(weakref_slot=False)
class TopicInfo(rt.Struct):
    """Changelog topics of the subtopology's state stores.

    Versions 0; flexible 0+.

    Attributes:
        name: Name of the topic. (versions 0+)
        partitions: Partition count the topic must have; 0 when any will do (always 0 for
            changelog topics). (versions 0+)
        replication_factor: Replication factor to create the topic with; 0 for the broker's
            default. (versions 0+)
        topic_configs: Settings to create the topic with, as key-value pairs. (versions 0+)
    """

    VALID_VERSIONS: ClassVar[range] = range(0, 1)
    FLEXIBLE_VERSIONS: ClassVar[range | None] = range(0, rt.VERSION_LIMIT)

    name: str = ""
    partitions: int = 0
    replication_factor: int = 0
    topic_configs: list[TopicConfig] = attrs.field(factory=list)
    unknown_tagged_fields: rt.Tags = ()


@attrs.define(weakref_slot=False)
class CopartitionGroup(rt.Struct):
    """Sets of source topics that must have the same number of partitions.

    Versions 0; flexible 0+.

    Attributes:
        source_topics: Positions in the subtopology's SourceTopics of the group's topics.
            (versions 0+)
        source_topic_regex: Positions in the subtopology's SourceTopicRegex of the group's
            patterns. (versions 0+)
        repartition_source_topics: Positions in the subtopology's RepartitionSourceTopics of
            the group's topics. (versions 0+)
    """

    VALID_VERSIONS: ClassVar[range] = range(0, 1)
    FLEXIBLE_VERSIONS: ClassVar[range | None] = range(0, rt.VERSION_LIMIT)

    source_topics: list[int] = attrs.field(factory=list)
    source_topic_regex: list[int] = attrs.field(factory=list)
    repartition_source_topics: list[int] = attrs.field(factory=list)
    unknown_tagged_fields: rt.Tags = ()


@attrs.define(weakref_slot=False)
class Subtopology(rt.Struct):
    """The independent parts of the topology.

    Versions 0; flexible 0+.

    Attributes:
        subtopology_id: Id of the subtopology, unique within the topology. (versions 0+)
        source_topics: Names of the topics the subtopology reads. (versions 0+)
        source_topic_regex: Patterns naming further topics the subtopology reads. (versions
            0+)
        state_changelog_topics: Changelog topics of the subtopology's state stores.
            (versions 0+)
        repartition_sink_topics: Repartition topics the subtopology writes to. (versions 0+)
        repartition_source_topics: Source topics that are repartition topics the application
            creates itself. (versions 0+)
        copartition_groups: Sets of source topics that must have the same number of
            partitions. (versions 0+)
    """

    VALID_VERSIONS: ClassVar[range] = range(0, 1)
    FLEXIBLE_VERSIONS: ClassVar[range | None] = range(0, rt.VERSION_LIMIT)

    subtopology_id: str = ""
    source_topics: list[str] = attrs.field(factory=list)
    source_topic_regex: list[str] = attrs.field(factory=list)
    state_changelog_topics: list[TopicInfo] = attrs.field(factory=list)
    repartition_sink_topics: list[str] = attrs.field(factory=list)
    repartition_source_topics: list[TopicInfo] = attrs.field(factory=list)
    copartition_groups: list[CopartitionGroup] = attrs.field(factory=list)
    unknown_tagged_fields: rt.Tags = ()


@attrs.define(weakref_slot=False)
class StreamsGroupTopologyValue(rt.Struct):
    """The StreamsGroupTopologyValue data.

    Versions 0; flexible 0+.

    Attributes:
        epoch: Epoch of this topology; a new one replaces it. (versions 0+)
        subtopologies: The independent parts of the topology. (versions 0+)
    """

    API_KEY: ClassVar[int | None] = None
    MESSAGE_TYPE: ClassVar[str] = "data"
    VALID_VERSIONS: ClassVar[range] = range(0, 1)
    FLEXIBLE_VERSIONS: ClassVar[range | None] = range(0, rt.VERSION_LIMIT)

    epoch: int = 0
    subtopologies: list[Subtopology] = attrs.field(factory=list)
    unknown_tagged_fields: rt.Tags = ()


def _decode_TopicConfig_v0(data: bytes, pos: int) -> tuple[TopicConfig, int]:
    """Decode TopicConfig, version 0."""
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
    n_value = data[pos]
    pos += 1
    if n_value > 127:
        n_value, pos = rt.read_string_length(data, pos - 1)
    end = pos + n_value - 1
    if not n_value or end > data_end:
        raise rt.Malformed
    value = data[pos:end].decode()
    pos = end
    tag_count = data[pos]
    pos += 1
    unknown: rt.Tags = ()
    if tag_count:
        unknown, pos = rt.read_unknown_tags(data, pos - 1)
    obj = _new(TopicConfig)
    obj.key = key
    obj.value = value
    obj.unknown_tagged_fields = unknown
    return obj, pos


def _encode_TopicConfig_v0(obj: TopicConfig, out: bytearray) -> None:
    """Encode TopicConfig, version 0."""
    b_key = obj.key.encode()
    n = len(b_key) + 1
    if n < 128:
        out.append(n)
    else:
        out += rt.string_length(n)
    out += b_key
    b_value = obj.value.encode()
    n = len(b_value) + 1
    if n < 128:
        out.append(n)
    else:
        out += rt.string_length(n)
    out += b_value
    if obj.unknown_tagged_fields:
        rt.write_tags(out, (), obj.unknown_tagged_fields)
    else:
        out.append(0)


def _decode_TopicInfo_v0(data: bytes, pos: int) -> tuple[TopicInfo, int]:
    """Decode TopicInfo, version 0."""
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
    partitions, replication_factor, n_topic_configs = _S_ihB.unpack_from(data, pos)
    pos += 7
    if n_topic_configs > 127:
        n_topic_configs, pos = rt.read_uvarint(data, pos - 1)
    n_topic_configs -= 1
    if n_topic_configs < 0:
        raise rt.Malformed
    if n_topic_configs > data_end - pos:
        raise rt.Malformed
    items_topic_configs: list[TopicConfig] = []
    for _ in range(n_topic_configs):
        n_topic_configs__key = data[pos]
        pos += 1
        if n_topic_configs__key > 127:
            n_topic_configs__key, pos = rt.read_string_length(data, pos - 1)
        end = pos + n_topic_configs__key - 1
        if not n_topic_configs__key or end > data_end:
            raise rt.Malformed
        topic_configs__key = data[pos:end].decode()
        pos = end
        n_topic_configs__value = data[pos]
        pos += 1
        if n_topic_configs__value > 127:
            n_topic_configs__value, pos = rt.read_string_length(data, pos - 1)
        end = pos + n_topic_configs__value - 1
        if not n_topic_configs__value or end > data_end:
            raise rt.Malformed
        topic_configs__value = data[pos:end].decode()
        pos = end
        topic_configs__tag_count = data[pos]
        pos += 1
        topic_configs__unknown: rt.Tags = ()
        if topic_configs__tag_count:
            topic_configs__unknown, pos = rt.read_unknown_tags(data, pos - 1)
        e_topic_configs = _new(TopicConfig)
        e_topic_configs.key = topic_configs__key
        e_topic_configs.value = topic_configs__value
        e_topic_configs.unknown_tagged_fields = topic_configs__unknown
        items_topic_configs.append(e_topic_configs)
    topic_configs = items_topic_configs
    tag_count = data[pos]
    pos += 1
    unknown: rt.Tags = ()
    if tag_count:
        unknown, pos = rt.read_unknown_tags(data, pos - 1)
    obj = _new(TopicInfo)
    obj.name = name
    obj.partitions = partitions
    obj.replication_factor = replication_factor
    obj.topic_configs = topic_configs
    obj.unknown_tagged_fields = unknown
    return obj, pos


def _encode_TopicInfo_v0(obj: TopicInfo, out: bytearray) -> None:
    """Encode TopicInfo, version 0."""
    append = out.append
    b_name = obj.name.encode()
    n = len(b_name) + 1
    if n < 128:
        append(n)
    else:
        out += rt.string_length(n)
    out += b_name
    out += _S_ih.pack(obj.partitions, obj.replication_factor)
    a_topic_configs = obj.topic_configs
    n = len(a_topic_configs) + 1
    if n < 128:
        append(n)
    else:
        out += rt.uvarint(n)
    for e_topic_configs in a_topic_configs:
        b_topic_configs__key = e_topic_configs.key.encode()
        n = len(b_topic_configs__key) + 1
        if n < 128:
            append(n)
        else:
            out += rt.string_length(n)
        out += b_topic_configs__key
        b_topic_configs__value = e_topic_configs.value.encode()
        n = len(b_topic_configs__value) + 1
        if n < 128:
            append(n)
        else:
            out += rt.string_length(n)
        out += b_topic_configs__value
        if e_topic_configs.unknown_tagged_fields:
            rt.write_tags(out, (), e_topic_configs.unknown_tagged_fields)
        else:
            append(0)
    if obj.unknown_tagged_fields:
        rt.write_tags(out, (), obj.unknown_tagged_fields)
    else:
        append(0)


def _decode_CopartitionGroup_v0(data: bytes, pos: int) -> tuple[CopartitionGroup, int]:
    """Decode CopartitionGroup, version 0."""
    data_end = len(data)
    n_source_topics = data[pos]
    pos += 1
    if n_source_topics > 127:
        n_source_topics, pos = rt.read_uvarint(data, pos - 1)
    n_source_topics -= 1
    if n_source_topics < 0:
        raise rt.Malformed
    if n_source_topics > data_end - pos:
        raise rt.Malformed
    source_topics = list(struct.unpack_from(f">{n_source_topics}h", data, pos))
    pos += n_source_topics * 2
    n_source_topic_regex = data[pos]
    pos += 1
    if n_source_topic_regex > 127:
        n_source_topic_regex, pos = rt.read_uvarint(data, pos - 1)
    n_source_topic_regex -= 1
    if n_source_topic_regex < 0:
        raise rt.Malformed
    if n_source_topic_regex > data_end - pos:
        raise rt.Malformed
    source_topic_regex = list(struct.unpack_from(f">{n_source_topic_regex}h", data, pos))
    pos += n_source_topic_regex * 2
    n_repartition_source_topics = data[pos]
    pos += 1
    if n_repartition_source_topics > 127:
        n_repartition_source_topics, pos = rt.read_uvarint(data, pos - 1)
    n_repartition_source_topics -= 1
    if n_repartition_source_topics < 0:
        raise rt.Malformed
    if n_repartition_source_topics > data_end - pos:
        raise rt.Malformed
    repartition_source_topics = list(
        struct.unpack_from(f">{n_repartition_source_topics}h", data, pos)
    )
    pos += n_repartition_source_topics * 2
    tag_count = data[pos]
    pos += 1
    unknown: rt.Tags = ()
    if tag_count:
        unknown, pos = rt.read_unknown_tags(data, pos - 1)
    obj = _new(CopartitionGroup)
    obj.source_topics = source_topics
    obj.source_topic_regex = source_topic_regex
    obj.repartition_source_topics = repartition_source_topics
    obj.unknown_tagged_fields = unknown
    return obj, pos


def _encode_CopartitionGroup_v0(obj: CopartitionGroup, out: bytearray) -> None:
    """Encode CopartitionGroup, version 0."""
    a_source_topics = obj.source_topics
    n = len(a_source_topics) + 1
    if n < 128:
        out.append(n)
    else:
        out += rt.uvarint(n)
    out += struct.pack(f">{len(a_source_topics)}h", *a_source_topics)
    a_source_topic_regex = obj.source_topic_regex
    n = len(a_source_topic_regex) + 1
    if n < 128:
        out.append(n)
    else:
        out += rt.uvarint(n)
    out += struct.pack(f">{len(a_source_topic_regex)}h", *a_source_topic_regex)
    a_repartition_source_topics = obj.repartition_source_topics
    n = len(a_repartition_source_topics) + 1
    if n < 128:
        out.append(n)
    else:
        out += rt.uvarint(n)
    out += struct.pack(f">{len(a_repartition_source_topics)}h", *a_repartition_source_topics)
    if obj.unknown_tagged_fields:
        rt.write_tags(out, (), obj.unknown_tagged_fields)
    else:
        out.append(0)


def _decode_Subtopology_v0(data: bytes, pos: int) -> tuple[Subtopology, int]:
    """Decode Subtopology, version 0."""
    data_end = len(data)
    n_subtopology_id = data[pos]
    pos += 1
    if n_subtopology_id > 127:
        n_subtopology_id, pos = rt.read_string_length(data, pos - 1)
    end = pos + n_subtopology_id - 1
    if not n_subtopology_id or end > data_end:
        raise rt.Malformed
    subtopology_id = data[pos:end].decode()
    pos = end
    n_source_topics = data[pos]
    pos += 1
    if n_source_topics > 127:
        n_source_topics, pos = rt.read_uvarint(data, pos - 1)
    n_source_topics -= 1
    if n_source_topics < 0:
        raise rt.Malformed
    if n_source_topics > data_end - pos:
        raise rt.Malformed
    items_source_topics: list[str] = []
    for _ in range(n_source_topics):
        n_e_source_topics = data[pos]
        pos += 1
        if n_e_source_topics > 127:
            n_e_source_topics, pos = rt.read_string_length(data, pos - 1)
        end = pos + n_e_source_topics - 1
        if not n_e_source_topics or end > data_end:
            raise rt.Malformed
        e_source_topics = data[pos:end].decode()
        pos = end
        items_source_topics.append(e_source_topics)
    source_topics = items_source_topics
    n_source_topic_regex = data[pos]
    pos += 1
    if n_source_topic_regex > 127:
        n_source_topic_regex, pos = rt.read_uvarint(data, pos - 1)
    n_source_topic_regex -= 1
    if n_source_topic_regex < 0:
        raise rt.Malformed
    if n_source_topic_regex > data_end - pos:
        raise rt.Malformed
    items_source_topic_regex: list[str] = []
    for _ in range(n_source_topic_regex):
        n_e_source_topic_regex = data[pos]
        pos += 1
        if n_e_source_topic_regex > 127:
            n_e_source_topic_regex, pos = rt.read_string_length(data, pos - 1)
        end = pos + n_e_source_topic_regex - 1
        if not n_e_source_topic_regex or end > data_end:
            raise rt.Malformed
        e_source_topic_regex = data[pos:end].decode()
        pos = end
        items_source_topic_regex.append(e_source_topic_regex)
    source_topic_regex = items_source_topic_regex
    n_state_changelog_topics = data[pos]
    pos += 1
    if n_state_changelog_topics > 127:
        n_state_changelog_topics, pos = rt.read_uvarint(data, pos - 1)
    n_state_changelog_topics -= 1
    if n_state_changelog_topics < 0:
        raise rt.Malformed
    if n_state_changelog_topics > data_end - pos:
        raise rt.Malformed
    items_state_changelog_topics: list[TopicInfo] = []
    for _ in range(n_state_changelog_topics):
        n_state_changelog_topics__name = data[pos]
        pos += 1
        if n_state_changelog_topics__name > 127:
            n_state_changelog_topics__name, pos = rt.read_string_length(data, pos - 1)
        end = pos + n_state_changelog_topics__name - 1
        if not n_state_changelog_topics__name or end > data_end:
            raise rt.Malformed
        state_changelog_topics__name = data[pos:end].decode()
        pos = end
        (
            state_changelog_topics__partitions,
            state_changelog_topics__replication_factor,
            n_state_changelog_topics__topic_configs,
        ) = _S_ihB.unpack_from(data, pos)
        pos += 7
        if n_state_changelog_topics__topic_configs > 127:
            n_state_changelog_topics__topic_configs, pos = rt.read_uvarint(data, pos - 1)
        n_state_changelog_topics__topic_configs -= 1
        if n_state_changelog_topics__topic_configs < 0:
            raise rt.Malformed
        if n_state_changelog_topics__topic_configs > data_end - pos:
            raise rt.Malformed
        items_state_changelog_topics__topic_configs: list[TopicConfig] = []
        for _ in range(n_state_changelog_topics__topic_configs):
            e_state_changelog_topics__topic_configs, pos = _decode_TopicConfig_v0(data, pos)
            items_state_changelog_topics__topic_configs.append(
                e_state_changelog_topics__topic_configs
            )
        state_changelog_topics__topic_configs = items_state_changelog_topics__topic_configs
        state_changelog_topics__tag_count = data[pos]
        pos += 1
        state_changelog_topics__unknown: rt.Tags = ()
        if state_changelog_topics__tag_count:
            state_changelog_topics__unknown, pos = rt.read_unknown_tags(data, pos - 1)
        e_state_changelog_topics = _new(TopicInfo)
        e_state_changelog_topics.name = state_changelog_topics__name
        e_state_changelog_topics.partitions = state_changelog_topics__partitions
        e_state_changelog_topics.replication_factor = state_changelog_topics__replication_factor
        e_state_changelog_topics.topic_configs = state_changelog_topics__topic_configs
        e_state_changelog_topics.unknown_tagged_fields = state_changelog_topics__unknown
        items_state_changelog_topics.append(e_state_changelog_topics)
    state_changelog_topics = items_state_changelog_topics
    n_repartition_sink_topics = data[pos]
    pos += 1
    if n_repartition_sink_topics > 127:
        n_repartition_sink_topics, pos = rt.read_uvarint(data, pos - 1)
    n_repartition_sink_topics -= 1
    if n_repartition_sink_topics < 0:
        raise rt.Malformed
    if n_repartition_sink_topics > data_end - pos:
        raise rt.Malformed
    items_repartition_sink_topics: list[str] = []
    for _ in range(n_repartition_sink_topics):
        n_e_repartition_sink_topics = data[pos]
        pos += 1
        if n_e_repartition_sink_topics > 127:
            n_e_repartition_sink_topics, pos = rt.read_string_length(data, pos - 1)
        end = pos + n_e_repartition_sink_topics - 1
        if not n_e_repartition_sink_topics or end > data_end:
            raise rt.Malformed
        e_repartition_sink_topics = data[pos:end].decode()
        pos = end
        items_repartition_sink_topics.append(e_repartition_sink_topics)
    repartition_sink_topics = items_repartition_sink_topics
    n_repartition_source_topics = data[pos]
    pos += 1
    if n_repartition_source_topics > 127:
        n_repartition_source_topics, pos = rt.read_uvarint(data, pos - 1)
    n_repartition_source_topics -= 1
    if n_repartition_source_topics < 0:
        raise rt.Malformed
    if n_repartition_source_topics > data_end - pos:
        raise rt.Malformed
    items_repartition_source_topics: list[TopicInfo] = []
    for _ in range(n_repartition_source_topics):
        n_repartition_source_topics__name = data[pos]
        pos += 1
        if n_repartition_source_topics__name > 127:
            n_repartition_source_topics__name, pos = rt.read_string_length(data, pos - 1)
        end = pos + n_repartition_source_topics__name - 1
        if not n_repartition_source_topics__name or end > data_end:
            raise rt.Malformed
        repartition_source_topics__name = data[pos:end].decode()
        pos = end
        (
            repartition_source_topics__partitions,
            repartition_source_topics__replication_factor,
            n_repartition_source_topics__topic_configs,
        ) = _S_ihB.unpack_from(data, pos)
        pos += 7
        if n_repartition_source_topics__topic_configs > 127:
            n_repartition_source_topics__topic_configs, pos = rt.read_uvarint(data, pos - 1)
        n_repartition_source_topics__topic_configs -= 1
        if n_repartition_source_topics__topic_configs < 0:
            raise rt.Malformed
        if n_repartition_source_topics__topic_configs > data_end - pos:
            raise rt.Malformed
        items_repartition_source_topics__topic_configs: list[TopicConfig] = []
        for _ in range(n_repartition_source_topics__topic_configs):
            e_repartition_source_topics__topic_configs, pos = _decode_TopicConfig_v0(data, pos)
            items_repartition_source_topics__topic_configs.append(
                e_repartition_source_topics__topic_configs
            )
        repartition_source_topics__topic_configs = items_repartition_source_topics__topic_configs
        repartition_source_topics__tag_count = data[pos]
        pos += 1
        repartition_source_topics__unknown: rt.Tags = ()
        if repartition_source_topics__tag_count:
            repartition_source_topics__unknown, pos = rt.read_unknown_tags(data, pos - 1)
        e_repartition_source_topics = _new(TopicInfo)
        e_repartition_source_topics.name = repartition_source_topics__name
        e_repartition_source_topics.partitions = repartition_source_topics__partitions
        e_repartition_source_topics.replication_factor = (
            repartition_source_topics__replication_factor
        )
        e_repartition_source_topics.topic_configs = repartition_source_topics__topic_configs
        e_repartition_source_topics.unknown_tagged_fields = repartition_source_topics__unknown
        items_repartition_source_topics.append(e_repartition_source_topics)
    repartition_source_topics = items_repartition_source_topics
    n_copartition_groups = data[pos]
    pos += 1
    if n_copartition_groups > 127:
        n_copartition_groups, pos = rt.read_uvarint(data, pos - 1)
    n_copartition_groups -= 1
    if n_copartition_groups < 0:
        raise rt.Malformed
    if n_copartition_groups > data_end - pos:
        raise rt.Malformed
    items_copartition_groups: list[CopartitionGroup] = []
    for _ in range(n_copartition_groups):
        n_copartition_groups__source_topics = data[pos]
        pos += 1
        if n_copartition_groups__source_topics > 127:
            n_copartition_groups__source_topics, pos = rt.read_uvarint(data, pos - 1)
        n_copartition_groups__source_topics -= 1
        if n_copartition_groups__source_topics < 0:
            raise rt.Malformed
        if n_copartition_groups__source_topics > data_end - pos:
            raise rt.Malformed
        copartition_groups__source_topics = list(
            struct.unpack_from(f">{n_copartition_groups__source_topics}h", data, pos)
        )
        pos += n_copartition_groups__source_topics * 2
        n_copartition_groups__source_topic_regex = data[pos]
        pos += 1
        if n_copartition_groups__source_topic_regex > 127:
            n_copartition_groups__source_topic_regex, pos = rt.read_uvarint(data, pos - 1)
        n_copartition_groups__source_topic_regex -= 1
        if n_copartition_groups__source_topic_regex < 0:
            raise rt.Malformed
        if n_copartition_groups__source_topic_regex > data_end - pos:
            raise rt.Malformed
        copartition_groups__source_topic_regex = list(
            struct.unpack_from(f">{n_copartition_groups__source_topic_regex}h", data, pos)
        )
        pos += n_copartition_groups__source_topic_regex * 2
        n_copartition_groups__repartition_source_topics = data[pos]
        pos += 1
        if n_copartition_groups__repartition_source_topics > 127:
            n_copartition_groups__repartition_source_topics, pos = rt.read_uvarint(data, pos - 1)
        n_copartition_groups__repartition_source_topics -= 1
        if n_copartition_groups__repartition_source_topics < 0:
            raise rt.Malformed
        if n_copartition_groups__repartition_source_topics > data_end - pos:
            raise rt.Malformed
        copartition_groups__repartition_source_topics = list(
            struct.unpack_from(f">{n_copartition_groups__repartition_source_topics}h", data, pos)
        )
        pos += n_copartition_groups__repartition_source_topics * 2
        copartition_groups__tag_count = data[pos]
        pos += 1
        copartition_groups__unknown: rt.Tags = ()
        if copartition_groups__tag_count:
            copartition_groups__unknown, pos = rt.read_unknown_tags(data, pos - 1)
        e_copartition_groups = _new(CopartitionGroup)
        e_copartition_groups.source_topics = copartition_groups__source_topics
        e_copartition_groups.source_topic_regex = copartition_groups__source_topic_regex
        e_copartition_groups.repartition_source_topics = (
            copartition_groups__repartition_source_topics
        )
        e_copartition_groups.unknown_tagged_fields = copartition_groups__unknown
        items_copartition_groups.append(e_copartition_groups)
    copartition_groups = items_copartition_groups
    tag_count = data[pos]
    pos += 1
    unknown: rt.Tags = ()
    if tag_count:
        unknown, pos = rt.read_unknown_tags(data, pos - 1)
    obj = _new(Subtopology)
    obj.subtopology_id = subtopology_id
    obj.source_topics = source_topics
    obj.source_topic_regex = source_topic_regex
    obj.state_changelog_topics = state_changelog_topics
    obj.repartition_sink_topics = repartition_sink_topics
    obj.repartition_source_topics = repartition_source_topics
    obj.copartition_groups = copartition_groups
    obj.unknown_tagged_fields = unknown
    return obj, pos


def _encode_Subtopology_v0(obj: Subtopology, out: bytearray) -> None:
    """Encode Subtopology, version 0."""
    append = out.append
    b_subtopology_id = obj.subtopology_id.encode()
    n = len(b_subtopology_id) + 1
    if n < 128:
        append(n)
    else:
        out += rt.string_length(n)
    out += b_subtopology_id
    a_source_topics = obj.source_topics
    n = len(a_source_topics) + 1
    if n < 128:
        append(n)
    else:
        out += rt.uvarint(n)
    if not isinstance(a_source_topics, (list, tuple)):
        raise rt.Malformed
    for e_source_topics in a_source_topics:
        b_e_source_topics = e_source_topics.encode()
        n = len(b_e_source_topics) + 1
        if n < 128:
            append(n)
        else:
            out += rt.string_length(n)
        out += b_e_source_topics
    a_source_topic_regex = obj.source_topic_regex
    n = len(a_source_topic_regex) + 1
    if n < 128:
        append(n)
    else:
        out += rt.uvarint(n)
    if not isinstance(a_source_topic_regex, (list, tuple)):
        raise rt.Malformed
    for e_source_topic_regex in a_source_topic_regex:
        b_e_source_topic_regex = e_source_topic_regex.encode()
        n = len(b_e_source_topic_regex) + 1
        if n < 128:
            append(n)
        else:
            out += rt.string_length(n)
        out += b_e_source_topic_regex
    a_state_changelog_topics = obj.state_changelog_topics
    n = len(a_state_changelog_topics) + 1
    if n < 128:
        append(n)
    else:
        out += rt.uvarint(n)
    for e_state_changelog_topics in a_state_changelog_topics:
        b_state_changelog_topics__name = e_state_changelog_topics.name.encode()
        n = len(b_state_changelog_topics__name) + 1
        if n < 128:
            append(n)
        else:
            out += rt.string_length(n)
        out += b_state_changelog_topics__name
        out += _S_ih.pack(
            e_state_changelog_topics.partitions, e_state_changelog_topics.replication_factor
        )
        a_state_changelog_topics__topic_configs = e_state_changelog_topics.topic_configs
        n = len(a_state_changelog_topics__topic_configs) + 1
        if n < 128:
            append(n)
        else:
            out += rt.uvarint(n)
        for e_state_changelog_topics__topic_configs in a_state_changelog_topics__topic_configs:
            b_state_changelog_topics__topic_configs__key = (
                e_state_changelog_topics__topic_configs.key.encode()
            )
            n = len(b_state_changelog_topics__topic_configs__key) + 1
            if n < 128:
                append(n)
            else:
                out += rt.string_length(n)
            out += b_state_changelog_topics__topic_configs__key
            b_state_changelog_topics__topic_configs__value = (
                e_state_changelog_topics__topic_configs.value.encode()
            )
            n = len(b_state_changelog_topics__topic_configs__value) + 1
            if n < 128:
                append(n)
            else:
                out += rt.string_length(n)
            out += b_state_changelog_topics__topic_configs__value
            if e_state_changelog_topics__topic_configs.unknown_tagged_fields:
                rt.write_tags(
                    out, (), e_state_changelog_topics__topic_configs.unknown_tagged_fields
                )
            else:
                append(0)
        if e_state_changelog_topics.unknown_tagged_fields:
            rt.write_tags(out, (), e_state_changelog_topics.unknown_tagged_fields)
        else:
            append(0)
    a_repartition_sink_topics = obj.repartition_sink_topics
    n = len(a_repartition_sink_topics) + 1
    if n < 128:
        append(n)
    else:
        out += rt.uvarint(n)
    if not isinstance(a_repartition_sink_topics, (list, tuple)):
        raise rt.Malformed
    for e_repartition_sink_topics in a_repartition_sink_topics:
        b_e_repartition_sink_topics = e_repartition_sink_topics.encode()
        n = len(b_e_repartition_sink_topics) + 1
        if n < 128:
            append(n)
        else:
            out += rt.string_length(n)
        out += b_e_repartition_sink_topics
    a_repartition_source_topics = obj.repartition_source_topics
    n = len(a_repartition_source_topics) + 1
    if n < 128:
        append(n)
    else:
        out += rt.uvarint(n)
    for e_repartition_source_topics in a_repartition_source_topics:
        b_repartition_source_topics__name = e_repartition_source_topics.name.encode()
        n = len(b_repartition_source_topics__name) + 1
        if n < 128:
            append(n)
        else:
            out += rt.string_length(n)
        out += b_repartition_source_topics__name
        out += _S_ih.pack(
            e_repartition_source_topics.partitions, e_repartition_source_topics.replication_factor
        )
        a_repartition_source_topics__topic_configs = e_repartition_source_topics.topic_configs
        n = len(a_repartition_source_topics__topic_configs) + 1
        if n < 128:
            append(n)
        else:
            out += rt.uvarint(n)
        for (
            e_repartition_source_topics__topic_configs
        ) in a_repartition_source_topics__topic_configs:
            b_repartition_source_topics__topic_configs__key = (
                e_repartition_source_topics__topic_configs.key.encode()
            )
            n = len(b_repartition_source_topics__topic_configs__key) + 1
            if n < 128:
                append(n)
            else:
                out += rt.string_length(n)
            out += b_repartition_source_topics__topic_configs__key
            b_repartition_source_topics__topic_configs__value = (
                e_repartition_source_topics__topic_configs.value.encode()
            )
            n = len(b_repartition_source_topics__topic_configs__value) + 1
            if n < 128:
                append(n)
            else:
                out += rt.string_length(n)
            out += b_repartition_source_topics__topic_configs__value
            if e_repartition_source_topics__topic_configs.unknown_tagged_fields:
                rt.write_tags(
                    out, (), e_repartition_source_topics__topic_configs.unknown_tagged_fields
                )
            else:
                append(0)
        if e_repartition_source_topics.unknown_tagged_fields:
            rt.write_tags(out, (), e_repartition_source_topics.unknown_tagged_fields)
        else:
            append(0)
    a_copartition_groups = obj.copartition_groups
    n = len(a_copartition_groups) + 1
    if n < 128:
        append(n)
    else:
        out += rt.uvarint(n)
    for e_copartition_groups in a_copartition_groups:
        a_copartition_groups__source_topics = e_copartition_groups.source_topics
        n = len(a_copartition_groups__source_topics) + 1
        if n < 128:
            append(n)
        else:
            out += rt.uvarint(n)
        out += struct.pack(
            f">{len(a_copartition_groups__source_topics)}h", *a_copartition_groups__source_topics
        )
        a_copartition_groups__source_topic_regex = e_copartition_groups.source_topic_regex
        n = len(a_copartition_groups__source_topic_regex) + 1
        if n < 128:
            append(n)
        else:
            out += rt.uvarint(n)
        out += struct.pack(
            f">{len(a_copartition_groups__source_topic_regex)}h",
            *a_copartition_groups__source_topic_regex,
        )
        a_copartition_groups__repartition_source_topics = (
            e_copartition_groups.repartition_source_topics
        )
        n = len(a_copartition_groups__repartition_source_topics) + 1
        if n < 128:
            append(n)
        else:
            out += rt.uvarint(n)
        out += struct.pack(
            f">{len(a_copartition_groups__repartition_source_topics)}h",
            *a_copartition_groups__repartition_source_topics,
        )
        if e_copartition_groups.unknown_tagged_fields:
            rt.write_tags(out, (), e_copartition_groups.unknown_tagged_fields)
        else:
            append(0)
    if obj.unknown_tagged_fields:
        rt.write_tags(out, (), obj.unknown_tagged_fields)
    else:
        append(0)


def _decode_StreamsGroupTopologyValue_v0(
    data: bytes, pos: int
) -> tuple[StreamsGroupTopologyValue, int]:
    """Decode StreamsGroupTopologyValue, version 0."""
    data_end = len(data)
    epoch, n_subtopologies = _S_iB.unpack_from(data, pos)
    pos += 5
    if n_subtopologies > 127:
        n_subtopologies, pos = rt.read_uvarint(data, pos - 1)
    n_subtopologies -= 1
    if n_subtopologies < 0:
        raise rt.Malformed
    if n_subtopologies > data_end - pos:
        raise rt.Malformed
    items_subtopologies: list[Subtopology] = []
    for _ in range(n_subtopologies):
        n_subtopologies__subtopology_id = data[pos]
        pos += 1
        if n_subtopologies__subtopology_id > 127:
            n_subtopologies__subtopology_id, pos = rt.read_string_length(data, pos - 1)
        end = pos + n_subtopologies__subtopology_id - 1
        if not n_subtopologies__subtopology_id or end > data_end:
            raise rt.Malformed
        subtopologies__subtopology_id = data[pos:end].decode()
        pos = end
        n_subtopologies__source_topics = data[pos]
        pos += 1
        if n_subtopologies__source_topics > 127:
            n_subtopologies__source_topics, pos = rt.read_uvarint(data, pos - 1)
        n_subtopologies__source_topics -= 1
        if n_subtopologies__source_topics < 0:
            raise rt.Malformed
        if n_subtopologies__source_topics > data_end - pos:
            raise rt.Malformed
        items_subtopologies__source_topics: list[str] = []
        for _ in range(n_subtopologies__source_topics):
            n_e_subtopologies__source_topics = data[pos]
            pos += 1
            if n_e_subtopologies__source_topics > 127:
                n_e_subtopologies__source_topics, pos = rt.read_string_length(data, pos - 1)
            end = pos + n_e_subtopologies__source_topics - 1
            if not n_e_subtopologies__source_topics or end > data_end:
                raise rt.Malformed
            e_subtopologies__source_topics = data[pos:end].decode()
            pos = end
            items_subtopologies__source_topics.append(e_subtopologies__source_topics)
        subtopologies__source_topics = items_subtopologies__source_topics
        n_subtopologies__source_topic_regex = data[pos]
        pos += 1
        if n_subtopologies__source_topic_regex > 127:
            n_subtopologies__source_topic_regex, pos = rt.read_uvarint(data, pos - 1)
        n_subtopologies__source_topic_regex -= 1
        if n_subtopologies__source_topic_regex < 0:
            raise rt.Malformed
        if n_subtopologies__source_topic_regex > data_end - pos:
            raise rt.Malformed
        items_subtopologies__source_topic_regex: list[str] = []
        for _ in range(n_subtopologies__source_topic_regex):
            n_e_subtopologies__source_topic_regex = data[pos]
            pos += 1
            if n_e_subtopologies__source_topic_regex > 127:
                n_e_subtopologies__source_topic_regex, pos = rt.read_string_length(data, pos - 1)
            end = pos + n_e_subtopologies__source_topic_regex - 1
            if not n_e_subtopologies__source_topic_regex or end > data_end:
                raise rt.Malformed
            e_subtopologies__source_topic_regex = data[pos:end].decode()
            pos = end
            items_subtopologies__source_topic_regex.append(e_subtopologies__source_topic_regex)
        subtopologies__source_topic_regex = items_subtopologies__source_topic_regex
        n_subtopologies__state_changelog_topics = data[pos]
        pos += 1
        if n_subtopologies__state_changelog_topics > 127:
            n_subtopologies__state_changelog_topics, pos = rt.read_uvarint(data, pos - 1)
        n_subtopologies__state_changelog_topics -= 1
        if n_subtopologies__state_changelog_topics < 0:
            raise rt.Malformed
        if n_subtopologies__state_changelog_topics > data_end - pos:
            raise rt.Malformed
        items_subtopologies__state_changelog_topics: list[TopicInfo] = []
        for _ in range(n_subtopologies__state_changelog_topics):
            e_subtopologies__state_changelog_topics, pos = _decode_TopicInfo_v0(data, pos)
            items_subtopologies__state_changelog_topics.append(
                e_subtopologies__state_changelog_topics
            )
        subtopologies__state_changelog_topics = items_subtopologies__state_changelog_topics
        n_subtopologies__repartition_sink_topics = data[pos]
        pos += 1
        if n_subtopologies__repartition_sink_topics > 127:
            n_subtopologies__repartition_sink_topics, pos = rt.read_uvarint(data, pos - 1)
        n_subtopologies__repartition_sink_topics -= 1
        if n_subtopologies__repartition_sink_topics < 0:
            raise rt.Malformed
        if n_subtopologies__repartition_sink_topics > data_end - pos:
            raise rt.Malformed
        items_subtopologies__repartition_sink_topics: list[str] = []
        for _ in range(n_subtopologies__repartition_sink_topics):
            n_e_subtopologies__repartition_sink_topics = data[pos]
            pos += 1
            if n_e_subtopologies__repartition_sink_topics > 127:
                n_e_subtopologies__repartition_sink_topics, pos = rt.read_string_length(
                    data, pos - 1
                )
            end = pos + n_e_subtopologies__repartition_sink_topics - 1
            if not n_e_subtopologies__repartition_sink_topics or end > data_end:
                raise rt.Malformed
            e_subtopologies__repartition_sink_topics = data[pos:end].decode()
            pos = end
            items_subtopologies__repartition_sink_topics.append(
                e_subtopologies__repartition_sink_topics
            )
        subtopologies__repartition_sink_topics = items_subtopologies__repartition_sink_topics
        n_subtopologies__repartition_source_topics = data[pos]
        pos += 1
        if n_subtopologies__repartition_source_topics > 127:
            n_subtopologies__repartition_source_topics, pos = rt.read_uvarint(data, pos - 1)
        n_subtopologies__repartition_source_topics -= 1
        if n_subtopologies__repartition_source_topics < 0:
            raise rt.Malformed
        if n_subtopologies__repartition_source_topics > data_end - pos:
            raise rt.Malformed
        items_subtopologies__repartition_source_topics: list[TopicInfo] = []
        for _ in range(n_subtopologies__repartition_source_topics):
            e_subtopologies__repartition_source_topics, pos = _decode_TopicInfo_v0(data, pos)
            items_subtopologies__repartition_source_topics.append(
                e_subtopologies__repartition_source_topics
            )
        subtopologies__repartition_source_topics = items_subtopologies__repartition_source_topics
        n_subtopologies__copartition_groups = data[pos]
        pos += 1
        if n_subtopologies__copartition_groups > 127:
            n_subtopologies__copartition_groups, pos = rt.read_uvarint(data, pos - 1)
        n_subtopologies__copartition_groups -= 1
        if n_subtopologies__copartition_groups < 0:
            raise rt.Malformed
        if n_subtopologies__copartition_groups > data_end - pos:
            raise rt.Malformed
        items_subtopologies__copartition_groups: list[CopartitionGroup] = []
        for _ in range(n_subtopologies__copartition_groups):
            e_subtopologies__copartition_groups, pos = _decode_CopartitionGroup_v0(data, pos)
            items_subtopologies__copartition_groups.append(e_subtopologies__copartition_groups)
        subtopologies__copartition_groups = items_subtopologies__copartition_groups
        subtopologies__tag_count = data[pos]
        pos += 1
        subtopologies__unknown: rt.Tags = ()
        if subtopologies__tag_count:
            subtopologies__unknown, pos = rt.read_unknown_tags(data, pos - 1)
        e_subtopologies = _new(Subtopology)
        e_subtopologies.subtopology_id = subtopologies__subtopology_id
        e_subtopologies.source_topics = subtopologies__source_topics
        e_subtopologies.source_topic_regex = subtopologies__source_topic_regex
        e_subtopologies.state_changelog_topics = subtopologies__state_changelog_topics
        e_subtopologies.repartition_sink_topics = subtopologies__repartition_sink_topics
        e_subtopologies.repartition_source_topics = subtopologies__repartition_source_topics
        e_subtopologies.copartition_groups = subtopologies__copartition_groups
        e_subtopologies.unknown_tagged_fields = subtopologies__unknown
        items_subtopologies.append(e_subtopologies)
    subtopologies = items_subtopologies
    tag_count = data[pos]
    pos += 1
    unknown: rt.Tags = ()
    if tag_count:
        unknown, pos = rt.read_unknown_tags(data, pos - 1)
    obj = _new(StreamsGroupTopologyValue)
    obj.epoch = epoch
    obj.subtopologies = subtopologies
    obj.unknown_tagged_fields = unknown
    return obj, pos


def _encode_StreamsGroupTopologyValue_v0(obj: StreamsGroupTopologyValue, out: bytearray) -> None:
    """Encode StreamsGroupTopologyValue, version 0."""
    append = out.append
    out += _S_i.pack(obj.epoch)
    a_subtopologies = obj.subtopologies
    n = len(a_subtopologies) + 1
    if n < 128:
        append(n)
    else:
        out += rt.uvarint(n)
    for e_subtopologies in a_subtopologies:
        b_subtopologies__subtopology_id = e_subtopologies.subtopology_id.encode()
        n = len(b_subtopologies__subtopology_id) + 1
        if n < 128:
            append(n)
        else:
            out += rt.string_length(n)
        out += b_subtopologies__subtopology_id
        a_subtopologies__source_topics = e_subtopologies.source_topics
        n = len(a_subtopologies__source_topics) + 1
        if n < 128:
            append(n)
        else:
            out += rt.uvarint(n)
        if not isinstance(a_subtopologies__source_topics, (list, tuple)):
            raise rt.Malformed
        for e_subtopologies__source_topics in a_subtopologies__source_topics:
            b_e_subtopologies__source_topics = e_subtopologies__source_topics.encode()
            n = len(b_e_subtopologies__source_topics) + 1
            if n < 128:
                append(n)
            else:
                out += rt.string_length(n)
            out += b_e_subtopologies__source_topics
        a_subtopologies__source_topic_regex = e_subtopologies.source_topic_regex
        n = len(a_subtopologies__source_topic_regex) + 1
        if n < 128:
            append(n)
        else:
            out += rt.uvarint(n)
        if not isinstance(a_subtopologies__source_topic_regex, (list, tuple)):
            raise rt.Malformed
        for e_subtopologies__source_topic_regex in a_subtopologies__source_topic_regex:
            b_e_subtopologies__source_topic_regex = e_subtopologies__source_topic_regex.encode()
            n = len(b_e_subtopologies__source_topic_regex) + 1
            if n < 128:
                append(n)
            else:
                out += rt.string_length(n)
            out += b_e_subtopologies__source_topic_regex
        a_subtopologies__state_changelog_topics = e_subtopologies.state_changelog_topics
        n = len(a_subtopologies__state_changelog_topics) + 1
        if n < 128:
            append(n)
        else:
            out += rt.uvarint(n)
        for e_subtopologies__state_changelog_topics in a_subtopologies__state_changelog_topics:
            b_subtopologies__state_changelog_topics__name = (
                e_subtopologies__state_changelog_topics.name.encode()
            )
            n = len(b_subtopologies__state_changelog_topics__name) + 1
            if n < 128:
                append(n)
            else:
                out += rt.string_length(n)
            out += b_subtopologies__state_changelog_topics__name
            out += _S_ih.pack(
                e_subtopologies__state_changelog_topics.partitions,
                e_subtopologies__state_changelog_topics.replication_factor,
            )
            a_subtopologies__state_changelog_topics__topic_configs = (
                e_subtopologies__state_changelog_topics.topic_configs
            )
            n = len(a_subtopologies__state_changelog_topics__topic_configs) + 1
            if n < 128:
                append(n)
            else:
                out += rt.uvarint(n)
            for (
                e_subtopologies__state_changelog_topics__topic_configs
            ) in a_subtopologies__state_changelog_topics__topic_configs:
                b_subtopologies__state_changelog_topics__topic_configs__key = (
                    e_subtopologies__state_changelog_topics__topic_configs.key.encode()
                )
                n = len(b_subtopologies__state_changelog_topics__topic_configs__key) + 1
                if n < 128:
                    append(n)
                else:
                    out += rt.string_length(n)
                out += b_subtopologies__state_changelog_topics__topic_configs__key
                b_subtopologies__state_changelog_topics__topic_configs__value = (
                    e_subtopologies__state_changelog_topics__topic_configs.value.encode()
                )
                n = len(b_subtopologies__state_changelog_topics__topic_configs__value) + 1
                if n < 128:
                    append(n)
                else:
                    out += rt.string_length(n)
                out += b_subtopologies__state_changelog_topics__topic_configs__value
                if e_subtopologies__state_changelog_topics__topic_configs.unknown_tagged_fields:
                    rt.write_tags(
                        out,
                        (),
                        e_subtopologies__state_changelog_topics__topic_configs.unknown_tagged_fields,
                    )
                else:
                    append(0)
            if e_subtopologies__state_changelog_topics.unknown_tagged_fields:
                rt.write_tags(
                    out, (), e_subtopologies__state_changelog_topics.unknown_tagged_fields
                )
            else:
                append(0)
        a_subtopologies__repartition_sink_topics = e_subtopologies.repartition_sink_topics
        n = len(a_subtopologies__repartition_sink_topics) + 1
        if n < 128:
            append(n)
        else:
            out += rt.uvarint(n)
        if not isinstance(a_subtopologies__repartition_sink_topics, (list, tuple)):
            raise rt.Malformed
        for e_subtopologies__repartition_sink_topics in a_subtopologies__repartition_sink_topics:
            b_e_subtopologies__repartition_sink_topics = (
                e_subtopologies__repartition_sink_topics.encode()
            )
            n = len(b_e_subtopologies__repartition_sink_topics) + 1
            if n < 128:
                append(n)
            else:
                out += rt.string_length(n)
            out += b_e_subtopologies__repartition_sink_topics
        a_subtopologies__repartition_source_topics = e_subtopologies.repartition_source_topics
        n = len(a_subtopologies__repartition_source_topics) + 1
        if n < 128:
            append(n)
        else:
            out += rt.uvarint(n)
        for (
            e_subtopologies__repartition_source_topics
        ) in a_subtopologies__repartition_source_topics:
            b_subtopologies__repartition_source_topics__name = (
                e_subtopologies__repartition_source_topics.name.encode()
            )
            n = len(b_subtopologies__repartition_source_topics__name) + 1
            if n < 128:
                append(n)
            else:
                out += rt.string_length(n)
            out += b_subtopologies__repartition_source_topics__name
            out += _S_ih.pack(
                e_subtopologies__repartition_source_topics.partitions,
                e_subtopologies__repartition_source_topics.replication_factor,
            )
            a_subtopologies__repartition_source_topics__topic_configs = (
                e_subtopologies__repartition_source_topics.topic_configs
            )
            n = len(a_subtopologies__repartition_source_topics__topic_configs) + 1
            if n < 128:
                append(n)
            else:
                out += rt.uvarint(n)
            for (
                e_subtopologies__repartition_source_topics__topic_configs
            ) in a_subtopologies__repartition_source_topics__topic_configs:
                b_subtopologies__repartition_source_topics__topic_configs__key = (
                    e_subtopologies__repartition_source_topics__topic_configs.key.encode()
                )
                n = len(b_subtopologies__repartition_source_topics__topic_configs__key) + 1
                if n < 128:
                    append(n)
                else:
                    out += rt.string_length(n)
                out += b_subtopologies__repartition_source_topics__topic_configs__key
                b_subtopologies__repartition_source_topics__topic_configs__value = (
                    e_subtopologies__repartition_source_topics__topic_configs.value.encode()
                )
                n = len(b_subtopologies__repartition_source_topics__topic_configs__value) + 1
                if n < 128:
                    append(n)
                else:
                    out += rt.string_length(n)
                out += b_subtopologies__repartition_source_topics__topic_configs__value
                if e_subtopologies__repartition_source_topics__topic_configs.unknown_tagged_fields:
                    rt.write_tags(
                        out,
                        (),
                        e_subtopologies__repartition_source_topics__topic_configs.unknown_tagged_fields,
                    )
                else:
                    append(0)
            if e_subtopologies__repartition_source_topics.unknown_tagged_fields:
                rt.write_tags(
                    out, (), e_subtopologies__repartition_source_topics.unknown_tagged_fields
                )
            else:
                append(0)
        a_subtopologies__copartition_groups = e_subtopologies.copartition_groups
        n = len(a_subtopologies__copartition_groups) + 1
        if n < 128:
            append(n)
        else:
            out += rt.uvarint(n)
        for e_subtopologies__copartition_groups in a_subtopologies__copartition_groups:
            a_subtopologies__copartition_groups__source_topics = (
                e_subtopologies__copartition_groups.source_topics
            )
            n = len(a_subtopologies__copartition_groups__source_topics) + 1
            if n < 128:
                append(n)
            else:
                out += rt.uvarint(n)
            out += struct.pack(
                f">{len(a_subtopologies__copartition_groups__source_topics)}h",
                *a_subtopologies__copartition_groups__source_topics,
            )
            a_subtopologies__copartition_groups__source_topic_regex = (
                e_subtopologies__copartition_groups.source_topic_regex
            )
            n = len(a_subtopologies__copartition_groups__source_topic_regex) + 1
            if n < 128:
                append(n)
            else:
                out += rt.uvarint(n)
            out += struct.pack(
                f">{len(a_subtopologies__copartition_groups__source_topic_regex)}h",
                *a_subtopologies__copartition_groups__source_topic_regex,
            )
            a_subtopologies__copartition_groups__repartition_source_topics = (
                e_subtopologies__copartition_groups.repartition_source_topics
            )
            n = len(a_subtopologies__copartition_groups__repartition_source_topics) + 1
            if n < 128:
                append(n)
            else:
                out += rt.uvarint(n)
            out += struct.pack(
                f">{len(a_subtopologies__copartition_groups__repartition_source_topics)}h",
                *a_subtopologies__copartition_groups__repartition_source_topics,
            )
            if e_subtopologies__copartition_groups.unknown_tagged_fields:
                rt.write_tags(out, (), e_subtopologies__copartition_groups.unknown_tagged_fields)
            else:
                append(0)
        if e_subtopologies.unknown_tagged_fields:
            rt.write_tags(out, (), e_subtopologies.unknown_tagged_fields)
        else:
            append(0)
    if obj.unknown_tagged_fields:
        rt.write_tags(out, (), obj.unknown_tagged_fields)
    else:
        append(0)


TopicConfig._SCHEMA = rt.StructInfo(
    "TopicConfig",
    (
        rt.FieldInfo("key", "key", "string", rt.vr("0+"), default=""),
        rt.FieldInfo("value", "value", "string", rt.vr("0+"), default=""),
    ),
    flexible=rt.vr("0+"),
)
TopicConfig._DECODERS = {
    0: _decode_TopicConfig_v0,
}
TopicConfig._ENCODERS = {
    0: _encode_TopicConfig_v0,
}

TopicInfo._SCHEMA = rt.StructInfo(
    "TopicInfo",
    (
        rt.FieldInfo("name", "name", "string", rt.vr("0+"), default=""),
        rt.FieldInfo("partitions", "partitions", "int32", rt.vr("0+"), default=0),
        rt.FieldInfo("replication_factor", "replicationFactor", "int16", rt.vr("0+"), default=0),
        rt.FieldInfo(
            "topic_configs",
            "topicConfigs",
            "struct",
            rt.vr("0+"),
            is_array=True,
            struct=lambda: TopicConfig,
            default=(),
        ),
    ),
    flexible=rt.vr("0+"),
)
TopicInfo._DECODERS = {
    0: _decode_TopicInfo_v0,
}
TopicInfo._ENCODERS = {
    0: _encode_TopicInfo_v0,
}

CopartitionGroup._SCHEMA = rt.StructInfo(
    "CopartitionGroup",
    (
        rt.FieldInfo(
            "source_topics", "sourceTopics", "int16", rt.vr("0+"), is_array=True, default=()
        ),
        rt.FieldInfo(
            "source_topic_regex",
            "sourceTopicRegex",
            "int16",
            rt.vr("0+"),
            is_array=True,
            default=(),
        ),
        rt.FieldInfo(
            "repartition_source_topics",
            "repartitionSourceTopics",
            "int16",
            rt.vr("0+"),
            is_array=True,
            default=(),
        ),
    ),
    flexible=rt.vr("0+"),
)
CopartitionGroup._DECODERS = {
    0: _decode_CopartitionGroup_v0,
}
CopartitionGroup._ENCODERS = {
    0: _encode_CopartitionGroup_v0,
}

Subtopology._SCHEMA = rt.StructInfo(
    "Subtopology",
    (
        rt.FieldInfo("subtopology_id", "subtopologyId", "string", rt.vr("0+"), default=""),
        rt.FieldInfo(
            "source_topics", "sourceTopics", "string", rt.vr("0+"), is_array=True, default=()
        ),
        rt.FieldInfo(
            "source_topic_regex",
            "sourceTopicRegex",
            "string",
            rt.vr("0+"),
            is_array=True,
            default=(),
        ),
        rt.FieldInfo(
            "state_changelog_topics",
            "stateChangelogTopics",
            "struct",
            rt.vr("0+"),
            is_array=True,
            struct=lambda: TopicInfo,
            default=(),
        ),
        rt.FieldInfo(
            "repartition_sink_topics",
            "repartitionSinkTopics",
            "string",
            rt.vr("0+"),
            is_array=True,
            default=(),
        ),
        rt.FieldInfo(
            "repartition_source_topics",
            "repartitionSourceTopics",
            "struct",
            rt.vr("0+"),
            is_array=True,
            struct=lambda: TopicInfo,
            default=(),
        ),
        rt.FieldInfo(
            "copartition_groups",
            "copartitionGroups",
            "struct",
            rt.vr("0+"),
            is_array=True,
            struct=lambda: CopartitionGroup,
            default=(),
        ),
    ),
    flexible=rt.vr("0+"),
)
Subtopology._DECODERS = {
    0: _decode_Subtopology_v0,
}
Subtopology._ENCODERS = {
    0: _encode_Subtopology_v0,
}

StreamsGroupTopologyValue._SCHEMA = rt.StructInfo(
    "StreamsGroupTopologyValue",
    (
        rt.FieldInfo("epoch", "epoch", "int32", rt.vr("0+"), default=0),
        rt.FieldInfo(
            "subtopologies",
            "subtopologies",
            "struct",
            rt.vr("0+"),
            is_array=True,
            struct=lambda: Subtopology,
            default=(),
        ),
    ),
    flexible=rt.vr("0+"),
)
StreamsGroupTopologyValue._DECODERS = {
    0: _decode_StreamsGroupTopologyValue_v0,
}
StreamsGroupTopologyValue._ENCODERS = {
    0: _encode_StreamsGroupTopologyValue_v0,
}
