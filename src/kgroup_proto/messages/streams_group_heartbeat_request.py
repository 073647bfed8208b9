"""StreamsGroupHeartbeatRequest: generated from StreamsGroupHeartbeatRequest.json; edit the schema, not this file."""

from __future__ import annotations

import struct
from typing import ClassVar

import attrs

from kgroup_proto import runtime as rt

_new = object.__new__
_S_BB = struct.Struct(">BB")
_S_H = struct.Struct(">H")
_S_HB = struct.Struct(">HB")
_S_b = struct.Struct(">b")
_S_i = struct.Struct(">i")
_S_iB = struct.Struct(">iB")
_S_ib = struct.Struct(">ib")
_S_ih = struct.Struct(">ih")
_S_ihB = struct.Struct(">ihB")
_S_ii = struct.Struct(">ii")
_S_iiB = struct.Struct(">iiB")
_S_iq = struct.Struct(">iq")
_S_iqB = struct.Struct(">iqB")
_S_o = struct.Struct(">?")


@attrs.define(weakref_slot=False)
class KeyValue(rt.Struct):
    """Topic configuration entries.

    Versions 0-1; flexible 0+.

    Attributes:
        key: Name of the entry. (versions 0+)
        value: Value of the entry. (versions 0+)
    """

    VALID_VERSIONS: ClassVar[range] = range(0, 2)
    FLEXIBLE_VERSIONS: ClassVar[range | None] = range(0, rt.VERSION_LIMIT)

    key: str = ""
    value: str = ""
    unknown_tagged_fields: rt.Tags = ()


@attrs.define(weakref_slot=False)
class TopicInfo(rt.Struct):
    """Changelog topics backing the subtopology's state stores; the broker creates them.

    Versions 0-1; flexible 0+.

    Attributes:
        name: Name of the topic. (versions 0+)
        partitions: Required partition count; 0 means no requirement, and changelog topics
            always send 0. (versions 0+)
        replication_factor: Required replication factor; 0 means use the broker default.
            (versions 0+)
        topic_configs: Topic configuration entries. (versions 0+)
    """

    VALID_VERSIONS: ClassVar[range] = range(0, 2)
    FLEXIBLE_VERSIONS: ClassVar[range | None] = range(0, rt.VERSION_LIMIT)

    name: str = ""
    partitions: int = 0
    replication_factor: int = 0
    topic_configs: list[KeyValue] = attrs.field(factory=list)
    unknown_tagged_fields: rt.Tags = ()


@attrs.define(weakref_slot=False)
class CopartitionGroup(rt.Struct):
    """Sets of source topics that need matching partition counts.

    Versions 0-1; flexible 0+.

    Attributes:
        source_topics: Positions in the subtopology's SourceTopics list. (versions 0+)
        source_topic_regex: Positions in the subtopology's SourceTopicRegex list. (versions
            0+)
        repartition_source_topics: Positions in the subtopology's RepartitionSourceTopics
            list. (versions 0+)
    """

    VALID_VERSIONS: ClassVar[range] = range(0, 2)
    FLEXIBLE_VERSIONS: ClassVar[range | None] = range(0, rt.VERSION_LIMIT)

    source_topics: list[int] = attrs.field(factory=list)
    source_topic_regex: list[int] = attrs.field(factory=list)
    repartition_source_topics: list[int] = attrs.field(factory=list)
    unknown_tagged_fields: rt.Tags = ()


@attrs.define(weakref_slot=False)
class Subtopology(rt.Struct):
    """Subtopologies the application is made of.

    Versions 0-1; flexible 0+.

    Attributes:
        subtopology_id: Stable id of the subtopology, derived from the topology. (versions
            0+)
        source_topics: Topics the subtopology consumes by name. (versions 0+)
        source_topic_regex: Regular expressions for further topics the subtopology consumes.
            (versions 0+)
        state_changelog_topics: Changelog topics backing the subtopology's state stores; the
            broker creates them. (versions 0+)
        repartition_sink_topics: Repartition topics the subtopology produces to. (versions
            0+)
        repartition_source_topics: Internal repartition topics the subtopology consumes; the
            broker creates them. (versions 0+)
        copartition_groups: Sets of source topics that need matching partition counts.
            (versions 0+)
    """

    VALID_VERSIONS: ClassVar[range] = range(0, 2)
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
class Topology(rt.Struct):
    """Topology of the application; sent (non-empty) only when joining with epoch 0, otherwise
        null.

    Versions 0-1; flexible 0+.

    Attributes:
        epoch: Epoch of the topology, compared with the one the group was initialised with.
            (versions 0+)
        subtopologies: Subtopologies the application is made of. (versions 0+)
    """

    VALID_VERSIONS: ClassVar[range] = range(0, 2)
    FLEXIBLE_VERSIONS: ClassVar[range | None] = range(0, rt.VERSION_LIMIT)

    epoch: int = 0
    subtopologies: list[Subtopology] = attrs.field(factory=list)
    unknown_tagged_fields: rt.Tags = ()


@attrs.define(weakref_slot=False)
class TaskIds(rt.Struct):
    """Active tasks the client owns, or null when unchanged.

    Versions 0-1; flexible 0+.

    Attributes:
        subtopology_id: Subtopology the tasks belong to. (versions 0+)
        partitions: Input partitions, one per task of that subtopology. (versions 0+)
    """

    VALID_VERSIONS: ClassVar[range] = range(0, 2)
    FLEXIBLE_VERSIONS: ClassVar[range | None] = range(0, rt.VERSION_LIMIT)

    subtopology_id: str = ""
    partitions: list[int] = attrs.field(factory=list)
    unknown_tagged_fields: rt.Tags = ()


@attrs.define(weakref_slot=False)
class Endpoint(rt.Struct):
    """Endpoint the application exposes for interactive queries, or null when unchanged or not
        configured.

    Versions 0-1; flexible 0+.

    Attributes:
        host: Host name of the endpoint. (versions 0+)
        port: Port of the endpoint. (versions 0+)
    """

    VALID_VERSIONS: ClassVar[range] = range(0, 2)
    FLEXIBLE_VERSIONS: ClassVar[range | None] = range(0, rt.VERSION_LIMIT)

    host: str = ""
    port: int = 0
    unknown_tagged_fields: rt.Tags = ()


@attrs.define(weakref_slot=False)
class TaskOffset(rt.Struct):
    """Changelog offsets reached per task, or null when unchanged; refreshed when a warm-up task
        catches up and at the task offset interval.

    Versions 0-1; flexible 0+.

    Attributes:
        subtopology_id: Subtopology of the task. (versions 0+)
        partition: Partition of the task. (versions 0+)
        offset: Offset reported for that task. (versions 0+)
    """

    VALID_VERSIONS: ClassVar[range] = range(0, 2)
    FLEXIBLE_VERSIONS: ClassVar[range | None] = range(0, rt.VERSION_LIMIT)

    subtopology_id: str = ""
    partition: int = 0
    offset: int = 0
    unknown_tagged_fields: rt.Tags = ()


@attrs.define(weakref_slot=False)
class StreamsGroupHeartbeatRequest(rt.Struct):
    """The StreamsGroupHeartbeatRequest request.

    API key 88, versions 0-1; flexible 0+.

    Attributes:
        group_id: Identifier of the streams group. (versions 0+)
        member_id: Id the client generated for itself; it stays the same for the life of the
            process. (versions 0+)
        member_epoch: Epoch the member currently holds: 0 joins, -1 leaves, -2 announces
            that a static member is coming back. (versions 0+)
        endpoint_information_epoch: Newest endpoint-information epoch this client has
            received. (versions 0+)
        instance_id: Static instance id, or null when there is none or it is unchanged since
            the previous heartbeat. (versions 0+, nullable 0+)
        rack_id: Rack of the member, or null when there is none or it is unchanged since the
            previous heartbeat. (versions 0+, nullable 0+)
        rebalance_timeout_ms: How many milliseconds the coordinator waits for the member to
            give up revoked tasks; -1 when unchanged. (versions 0+)
        topology: Topology of the application; sent (non-empty) only when joining with epoch
            0, otherwise null. (versions 0+, nullable 0+)
        active_tasks: Active tasks the client owns, or null when unchanged. (versions 0+,
            nullable 0+)
        standby_tasks: Standby tasks the client owns, or null when unchanged. (versions 0+,
            nullable 0+)
        warmup_tasks: Warm-up tasks the client owns, or null when unchanged. (versions 0+,
            nullable 0+)
        process_id: Id of the Streams process this consumer belongs to (one process may run
            several), or null when unchanged. (versions 0+, nullable 0+)
        user_endpoint: Endpoint the application exposes for interactive queries, or null
            when unchanged or not configured. (versions 0+, nullable 0+)
        client_tags: Tags used for rack-aware task placement, or null when unchanged.
            (versions 0+, nullable 0+)
        task_offsets: Changelog offsets reached per task, or null when unchanged; refreshed
            when a warm-up task catches up and at the task offset interval. (versions 0+,
            nullable 0+)
        task_end_offsets: Changelog end offsets per task, or null when unchanged; refreshed
            like TaskOffsets. (versions 0+, nullable 0+)
        shutdown_application: Set to ask every client of the group to shut down. (versions
            0+)
    """

    API_KEY: ClassVar[int | None] = 88
    MESSAGE_TYPE: ClassVar[str] = "request"
    VALID_VERSIONS: ClassVar[range] = range(0, 2)
    FLEXIBLE_VERSIONS: ClassVar[range | None] = range(0, rt.VERSION_LIMIT)

    group_id: str = ""
    member_id: str = ""
    member_epoch: int = 0
    endpoint_information_epoch: int = 0
    instance_id: str | None = None
    rack_id: str | None = None
    rebalance_timeout_ms: int = -1
    topology: Topology | None = None
    active_tasks: list[TaskIds] | None = None
    standby_tasks: list[TaskIds] | None = None
    warmup_tasks: list[TaskIds] | None = None
    process_id: str | None = None
    user_endpoint: Endpoint | None = None
    client_tags: list[KeyValue] | None = None
    task_offsets: list[TaskOffset] | None = None
    task_end_offsets: list[TaskOffset] | None = None
    shutdown_application: bool = False
    unknown_tagged_fields: rt.Tags = ()


def _decode_KeyValue_v0(data: bytes, pos: int) -> tuple[KeyValue, int]:
    """Decode KeyValue, versions 0, 1."""
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
    obj = _new(KeyValue)
    obj.key = key
    obj.value = value
    obj.unknown_tagged_fields = unknown
    return obj, pos


def _encode_KeyValue_v0(obj: KeyValue, out: bytearray) -> None:
    """Encode KeyValue, versions 0, 1."""
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
    """Decode TopicInfo, versions 0, 1."""
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
    items_topic_configs: list[KeyValue] = []
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
        e_topic_configs = _new(KeyValue)
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
    """Encode TopicInfo, versions 0, 1."""
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
    """Decode CopartitionGroup, versions 0, 1."""
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
    """Encode CopartitionGroup, versions 0, 1."""
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
    """Decode Subtopology, versions 0, 1."""
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
        items_state_changelog_topics__topic_configs: list[KeyValue] = []
        for _ in range(n_state_changelog_topics__topic_configs):
            e_state_changelog_topics__topic_configs, pos = _decode_KeyValue_v0(data, pos)
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
        items_repartition_source_topics__topic_configs: list[KeyValue] = []
        for _ in range(n_repartition_source_topics__topic_configs):
            e_repartition_source_topics__topic_configs, pos = _decode_KeyValue_v0(data, pos)
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
    """Encode Subtopology, versions 0, 1."""
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


def _decode_Topology_v0(data: bytes, pos: int) -> tuple[Topology, int]:
    """Decode Topology, versions 0, 1."""
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
    obj = _new(Topology)
    obj.epoch = epoch
    obj.subtopologies = subtopologies
    obj.unknown_tagged_fields = unknown
    return obj, pos


def _encode_Topology_v0(obj: Topology, out: bytearray) -> None:
    """Encode Topology, versions 0, 1."""
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


def _decode_TaskIds_v0(data: bytes, pos: int) -> tuple[TaskIds, int]:
    """Decode TaskIds, versions 0, 1."""
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
    obj = _new(TaskIds)
    obj.subtopology_id = subtopology_id
    obj.partitions = partitions
    obj.unknown_tagged_fields = unknown
    return obj, pos


def _encode_TaskIds_v0(obj: TaskIds, out: bytearray) -> None:
    """Encode TaskIds, versions 0, 1."""
    b_subtopology_id = obj.subtopology_id.encode()
    n = len(b_subtopology_id) + 1
    if n < 128:
        out.append(n)
    else:
        out += rt.string_length(n)
    out += b_subtopology_id
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


def _decode_Endpoint_v0(data: bytes, pos: int) -> tuple[Endpoint, int]:
    """Decode Endpoint, versions 0, 1."""
    data_end = len(data)
    n_host = data[pos]
    pos += 1
    if n_host > 127:
        n_host, pos = rt.read_string_length(data, pos - 1)
    end = pos + n_host - 1
    if not n_host or end > data_end:
        raise rt.Malformed
    host = data[pos:end].decode()
    pos = end
    port, tag_count = _S_HB.unpack_from(data, pos)
    pos += 3
    unknown: rt.Tags = ()
    if tag_count:
        unknown, pos = rt.read_unknown_tags(data, pos - 1)
    obj = _new(Endpoint)
    obj.host = host
    obj.port = port
    obj.unknown_tagged_fields = unknown
    return obj, pos


def _encode_Endpoint_v0(obj: Endpoint, out: bytearray) -> None:
    """Encode Endpoint, versions 0, 1."""
    b_host = obj.host.encode()
    n = len(b_host) + 1
    if n < 128:
        out.append(n)
    else:
        out += rt.string_length(n)
    out += b_host
    out += _S_H.pack(obj.port)
    if obj.unknown_tagged_fields:
        rt.write_tags(out, (), obj.unknown_tagged_fields)
    else:
        out.append(0)


def _decode_TaskOffset_v0(data: bytes, pos: int) -> tuple[TaskOffset, int]:
    """Decode TaskOffset, versions 0, 1."""
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
    partition, offset, tag_count = _S_iqB.unpack_from(data, pos)
    pos += 13
    unknown: rt.Tags = ()
    if tag_count:
        unknown, pos = rt.read_unknown_tags(data, pos - 1)
    obj = _new(TaskOffset)
    obj.subtopology_id = subtopology_id
    obj.partition = partition
    obj.offset = offset
    obj.unknown_tagged_fields = unknown
    return obj, pos


def _encode_TaskOffset_v0(obj: TaskOffset, out: bytearray) -> None:
    """Encode TaskOffset, versions 0, 1."""
    b_subtopology_id = obj.subtopology_id.encode()
    n = len(b_subtopology_id) + 1
    if n < 128:
        out.append(n)
    else:
        out += rt.string_length(n)
    out += b_subtopology_id
    out += _S_iq.pack(obj.partition, obj.offset)
    if obj.unknown_tagged_fields:
        rt.write_tags(out, (), obj.unknown_tagged_fields)
    else:
        out.append(0)


def _decode_StreamsGroupHeartbeatRequest_v0(
    data: bytes, pos: int
) -> tuple[StreamsGroupHeartbeatRequest, int]:
    """Decode StreamsGroupHeartbeatRequest, versions 0, 1."""
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
    n_member_id = data[pos]
    pos += 1
    if n_member_id > 127:
        n_member_id, pos = rt.read_string_length(data, pos - 1)
    end = pos + n_member_id - 1
    if not n_member_id or end > data_end:
        raise rt.Malformed
    member_id = data[pos:end].decode()
    pos = end
    member_epoch, endpoint_information_epoch, n_instance_id = _S_iiB.unpack_from(data, pos)
    pos += 9
    if n_instance_id > 127:
        n_instance_id, pos = rt.read_string_length(data, pos - 1)
    instance_id: str | None
    if not n_instance_id:
        instance_id = None
    else:
        end = pos + n_instance_id - 1
        if end > data_end:
            raise rt.Malformed
        instance_id = data[pos:end].decode()
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
    rebalance_timeout_ms, m_topology = _S_ib.unpack_from(data, pos)
    pos += 5
    topology: Topology | None
    if m_topology == -1:
        topology = None
    else:
        if m_topology != 1:
            raise rt.Malformed
        topology, pos = _decode_Topology_v0(data, pos)
    n_active_tasks = data[pos]
    pos += 1
    if n_active_tasks > 127:
        n_active_tasks, pos = rt.read_uvarint(data, pos - 1)
    n_active_tasks -= 1
    active_tasks: list[TaskIds] | None
    if n_active_tasks < 0:
        active_tasks = None
    else:
        if n_active_tasks > data_end - pos:
            raise rt.Malformed
        items_active_tasks: list[TaskIds] = []
        for _ in range(n_active_tasks):
            n_active_tasks__subtopology_id = data[pos]
            pos += 1
            if n_active_tasks__subtopology_id > 127:
                n_active_tasks__subtopology_id, pos = rt.read_string_length(data, pos - 1)
            end = pos + n_active_tasks__subtopology_id - 1
            if not n_active_tasks__subtopology_id or end > data_end:
                raise rt.Malformed
            active_tasks__subtopology_id = data[pos:end].decode()
            pos = end
            n_active_tasks__partitions = data[pos]
            pos += 1
            if n_active_tasks__partitions > 127:
                n_active_tasks__partitions, pos = rt.read_uvarint(data, pos - 1)
            n_active_tasks__partitions -= 1
            if n_active_tasks__partitions < 0:
                raise rt.Malformed
            if n_active_tasks__partitions > data_end - pos:
                raise rt.Malformed
            active_tasks__partitions = list(
                struct.unpack_from(f">{n_active_tasks__partitions}i", data, pos)
            )
            pos += n_active_tasks__partitions * 4
            active_tasks__tag_count = data[pos]
            pos += 1
            active_tasks__unknown: rt.Tags = ()
            if active_tasks__tag_count:
                active_tasks__unknown, pos = rt.read_unknown_tags(data, pos - 1)
            e_active_tasks = _new(TaskIds)
            e_active_tasks.subtopology_id = active_tasks__subtopology_id
            e_active_tasks.partitions = active_tasks__partitions
            e_active_tasks.unknown_tagged_fields = active_tasks__unknown
            items_active_tasks.append(e_active_tasks)
        active_tasks = items_active_tasks
    n_standby_tasks = data[pos]
    pos += 1
    if n_standby_tasks > 127:
        n_standby_tasks, pos = rt.read_uvarint(data, pos - 1)
    n_standby_tasks -= 1
    standby_tasks: list[TaskIds] | None
    if n_standby_tasks < 0:
        standby_tasks = None
    else:
        if n_standby_tasks > data_end - pos:
            raise rt.Malformed
        items_standby_tasks: list[TaskIds] = []
        for _ in range(n_standby_tasks):
            n_standby_tasks__subtopology_id = data[pos]
            pos += 1
            if n_standby_tasks__subtopology_id > 127:
                n_standby_tasks__subtopology_id, pos = rt.read_string_length(data, pos - 1)
            end = pos + n_standby_tasks__subtopology_id - 1
            if not n_standby_tasks__subtopology_id or end > data_end:
                raise rt.Malformed
            standby_tasks__subtopology_id = data[pos:end].decode()
            pos = end
            n_standby_tasks__partitions = data[pos]
            pos += 1
            if n_standby_tasks__partitions > 127:
                n_standby_tasks__partitions, pos = rt.read_uvarint(data, pos - 1)
            n_standby_tasks__partitions -= 1
            if n_standby_tasks__partitions < 0:
                raise rt.Malformed
            if n_standby_tasks__partitions > data_end - pos:
                raise rt.Malformed
            standby_tasks__partitions = list(
                struct.unpack_from(f">{n_standby_tasks__partitions}i", data, pos)
            )
            pos += n_standby_tasks__partitions * 4
            standby_tasks__tag_count = data[pos]
            pos += 1
            standby_tasks__unknown: rt.Tags = ()
            if standby_tasks__tag_count:
                standby_tasks__unknown, pos = rt.read_unknown_tags(data, pos - 1)
            e_standby_tasks = _new(TaskIds)
            e_standby_tasks.subtopology_id = standby_tasks__subtopology_id
            e_standby_tasks.partitions = standby_tasks__partitions
            e_standby_tasks.unknown_tagged_fields = standby_tasks__unknown
            items_standby_tasks.append(e_standby_tasks)
        standby_tasks = items_standby_tasks
    n_warmup_tasks = data[pos]
    pos += 1
    if n_warmup_tasks > 127:
        n_warmup_tasks, pos = rt.read_uvarint(data, pos - 1)
    n_warmup_tasks -= 1
    warmup_tasks: list[TaskIds] | None
    if n_warmup_tasks < 0:
        warmup_tasks = None
    else:
        if n_warmup_tasks > data_end - pos:
            raise rt.Malformed
        items_warmup_tasks: list[TaskIds] = []
        for _ in range(n_warmup_tasks):
            n_warmup_tasks__subtopology_id = data[pos]
            pos += 1
            if n_warmup_tasks__subtopology_id > 127:
                n_warmup_tasks__subtopology_id, pos = rt.read_string_length(data, pos - 1)
            end = pos + n_warmup_tasks__subtopology_id - 1
            if not n_warmup_tasks__subtopology_id or end > data_end:
                raise rt.Malformed
            warmup_tasks__subtopology_id = data[pos:end].decode()
            pos = end
            n_warmup_tasks__partitions = data[pos]
            pos += 1
            if n_warmup_tasks__partitions > 127:
                n_warmup_tasks__partitions, pos = rt.read_uvarint(data, pos - 1)
            n_warmup_tasks__partitions -= 1
            if n_warmup_tasks__partitions < 0:
                raise rt.Malformed
            if n_warmup_tasks__partitions > data_end - pos:
                raise rt.Malformed
            warmup_tasks__partitions = list(
                struct.unpack_from(f">{n_warmup_tasks__partitions}i", data, pos)
            )
            pos += n_warmup_tasks__partitions * 4
            warmup_tasks__tag_count = data[pos]
            pos += 1
            warmup_tasks__unknown: rt.Tags = ()
            if warmup_tasks__tag_count:
                warmup_tasks__unknown, pos = rt.read_unknown_tags(data, pos - 1)
            e_warmup_tasks = _new(TaskIds)
            e_warmup_tasks.subtopology_id = warmup_tasks__subtopology_id
            e_warmup_tasks.partitions = warmup_tasks__partitions
            e_warmup_tasks.unknown_tagged_fields = warmup_tasks__unknown
            items_warmup_tasks.append(e_warmup_tasks)
        warmup_tasks = items_warmup_tasks
    n_process_id = data[pos]
    pos += 1
    if n_process_id > 127:
        n_process_id, pos = rt.read_string_length(data, pos - 1)
    process_id: str | None
    if not n_process_id:
        process_id = None
    else:
        end = pos + n_process_id - 1
        if end > data_end:
            raise rt.Malformed
        process_id = data[pos:end].decode()
        pos = end
    (m_user_endpoint,) = _S_b.unpack_from(data, pos)
    pos += 1
    user_endpoint: Endpoint | None
    if m_user_endpoint == -1:
        user_endpoint = None
    else:
        if m_user_endpoint != 1:
            raise rt.Malformed
        user_endpoint, pos = _decode_Endpoint_v0(data, pos)
    n_client_tags = data[pos]
    pos += 1
    if n_client_tags > 127:
        n_client_tags, pos = rt.read_uvarint(data, pos - 1)
    n_client_tags -= 1
    client_tags: list[KeyValue] | None
    if n_client_tags < 0:
        client_tags = None
    else:
        if n_client_tags > data_end - pos:
            raise rt.Malformed
        items_client_tags: list[KeyValue] = []
        for _ in range(n_client_tags):
            n_client_tags__key = data[pos]
            pos += 1
            if n_client_tags__key > 127:
                n_client_tags__key, pos = rt.read_string_length(data, pos - 1)
            end = pos + n_client_tags__key - 1
            if not n_client_tags__key or end > data_end:
                raise rt.Malformed
            client_tags__key = data[pos:end].decode()
            pos = end
            n_client_tags__value = data[pos]
            pos += 1
            if n_client_tags__value > 127:
                n_client_tags__value, pos = rt.read_string_length(data, pos - 1)
            end = pos + n_client_tags__value - 1
            if not n_client_tags__value or end > data_end:
                raise rt.Malformed
            client_tags__value = data[pos:end].decode()
            pos = end
            client_tags__tag_count = data[pos]
            pos += 1
            client_tags__unknown: rt.Tags = ()
            if client_tags__tag_count:
                client_tags__unknown, pos = rt.read_unknown_tags(data, pos - 1)
            e_client_tags = _new(KeyValue)
            e_client_tags.key = client_tags__key
            e_client_tags.value = client_tags__value
            e_client_tags.unknown_tagged_fields = client_tags__unknown
            items_client_tags.append(e_client_tags)
        client_tags = items_client_tags
    n_task_offsets = data[pos]
    pos += 1
    if n_task_offsets > 127:
        n_task_offsets, pos = rt.read_uvarint(data, pos - 1)
    n_task_offsets -= 1
    task_offsets: list[TaskOffset] | None
    if n_task_offsets < 0:
        task_offsets = None
    else:
        if n_task_offsets > data_end - pos:
            raise rt.Malformed
        items_task_offsets: list[TaskOffset] = []
        for _ in range(n_task_offsets):
            n_task_offsets__subtopology_id = data[pos]
            pos += 1
            if n_task_offsets__subtopology_id > 127:
                n_task_offsets__subtopology_id, pos = rt.read_string_length(data, pos - 1)
            end = pos + n_task_offsets__subtopology_id - 1
            if not n_task_offsets__subtopology_id or end > data_end:
                raise rt.Malformed
            task_offsets__subtopology_id = data[pos:end].decode()
            pos = end
            task_offsets__partition, task_offsets__offset, task_offsets__tag_count = (
                _S_iqB.unpack_from(data, pos)
            )
            pos += 13
            task_offsets__unknown: rt.Tags = ()
            if task_offsets__tag_count:
                task_offsets__unknown, pos = rt.read_unknown_tags(data, pos - 1)
            e_task_offsets = _new(TaskOffset)
            e_task_offsets.subtopology_id = task_offsets__subtopology_id
            e_task_offsets.partition = task_offsets__partition
            e_task_offsets.offset = task_offsets__offset
            e_task_offsets.unknown_tagged_fields = task_offsets__unknown
            items_task_offsets.append(e_task_offsets)
        task_offsets = items_task_offsets
    n_task_end_offsets = data[pos]
    pos += 1
    if n_task_end_offsets > 127:
        n_task_end_offsets, pos = rt.read_uvarint(data, pos - 1)
    n_task_end_offsets -= 1
    task_end_offsets: list[TaskOffset] | None
    if n_task_end_offsets < 0:
        task_end_offsets = None
    else:
        if n_task_end_offsets > data_end - pos:
            raise rt.Malformed
        items_task_end_offsets: list[TaskOffset] = []
        for _ in range(n_task_end_offsets):
            n_task_end_offsets__subtopology_id = data[pos]
            pos += 1
            if n_task_end_offsets__subtopology_id > 127:
                n_task_end_offsets__subtopology_id, pos = rt.read_string_length(data, pos - 1)
            end = pos + n_task_end_offsets__subtopology_id - 1
            if not n_task_end_offsets__subtopology_id or end > data_end:
                raise rt.Malformed
            task_end_offsets__subtopology_id = data[pos:end].decode()
            pos = end
            task_end_offsets__partition, task_end_offsets__offset, task_end_offsets__tag_count = (
                _S_iqB.unpack_from(data, pos)
            )
            pos += 13
            task_end_offsets__unknown: rt.Tags = ()
            if task_end_offsets__tag_count:
                task_end_offsets__unknown, pos = rt.read_unknown_tags(data, pos - 1)
            e_task_end_offsets = _new(TaskOffset)
            e_task_end_offsets.subtopology_id = task_end_offsets__subtopology_id
            e_task_end_offsets.partition = task_end_offsets__partition
            e_task_end_offsets.offset = task_end_offsets__offset
            e_task_end_offsets.unknown_tagged_fields = task_end_offsets__unknown
            items_task_end_offsets.append(e_task_end_offsets)
        task_end_offsets = items_task_end_offsets
    shutdown_application_raw, tag_count = _S_BB.unpack_from(data, pos)
    pos += 2
    shutdown_application = rt.BOOLS[shutdown_application_raw]
    unknown: rt.Tags = ()
    if tag_count:
        unknown, pos = rt.read_unknown_tags(data, pos - 1)
    obj = _new(StreamsGroupHeartbeatRequest)
    obj.group_id = group_id
    obj.member_id = member_id
    obj.member_epoch = member_epoch
    obj.endpoint_information_epoch = endpoint_information_epoch
    obj.instance_id = instance_id
    obj.rack_id = rack_id
    obj.rebalance_timeout_ms = rebalance_timeout_ms
    obj.topology = topology
    obj.active_tasks = active_tasks
    obj.standby_tasks = standby_tasks
    obj.warmup_tasks = warmup_tasks
    obj.process_id = process_id
    obj.user_endpoint = user_endpoint
    obj.client_tags = client_tags
    obj.task_offsets = task_offsets
    obj.task_end_offsets = task_end_offsets
    obj.shutdown_application = shutdown_application
    obj.unknown_tagged_fields = unknown
    return obj, pos


def _encode_StreamsGroupHeartbeatRequest_v0(
    obj: StreamsGroupHeartbeatRequest, out: bytearray
) -> None:
    """Encode StreamsGroupHeartbeatRequest, versions 0, 1."""
    append = out.append
    b_group_id = obj.group_id.encode()
    n = len(b_group_id) + 1
    if n < 128:
        append(n)
    else:
        out += rt.string_length(n)
    out += b_group_id
    b_member_id = obj.member_id.encode()
    n = len(b_member_id) + 1
    if n < 128:
        append(n)
    else:
        out += rt.string_length(n)
    out += b_member_id
    out += _S_ii.pack(obj.member_epoch, obj.endpoint_information_epoch)
    s_instance_id = obj.instance_id
    if s_instance_id is None:
        append(0)
    else:
        b_instance_id = s_instance_id.encode()
        n = len(b_instance_id) + 1
        if n < 128:
            append(n)
        else:
            out += rt.string_length(n)
        out += b_instance_id
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
    out += _S_ib.pack(obj.rebalance_timeout_ms, -1 if obj.topology is None else 1)
    if obj.topology is not None:
        _encode_Topology_v0(obj.topology, out)
    a_active_tasks = obj.active_tasks
    if a_active_tasks is None:
        append(0)
    else:
        n = len(a_active_tasks) + 1
        if n < 128:
            append(n)
        else:
            out += rt.uvarint(n)
        for e_active_tasks in a_active_tasks:
            b_active_tasks__subtopology_id = e_active_tasks.subtopology_id.encode()
            n = len(b_active_tasks__subtopology_id) + 1
            if n < 128:
                append(n)
            else:
                out += rt.string_length(n)
            out += b_active_tasks__subtopology_id
            a_active_tasks__partitions = e_active_tasks.partitions
            n = len(a_active_tasks__partitions) + 1
            if n < 128:
                append(n)
            else:
                out += rt.uvarint(n)
            out += struct.pack(f">{len(a_active_tasks__partitions)}i", *a_active_tasks__partitions)
            if e_active_tasks.unknown_tagged_fields:
                rt.write_tags(out, (), e_active_tasks.unknown_tagged_fields)
            else:
                append(0)
    a_standby_tasks = obj.standby_tasks
    if a_standby_tasks is None:
        append(0)
    else:
        n = len(a_standby_tasks) + 1
        if n < 128:
            append(n)
        else:
            out += rt.uvarint(n)
        for e_standby_tasks in a_standby_tasks:
            b_standby_tasks__subtopology_id = e_standby_tasks.subtopology_id.encode()
            n = len(b_standby_tasks__subtopology_id) + 1
            if n < 128:
                append(n)
            else:
                out += rt.string_length(n)
            out += b_standby_tasks__subtopology_id
            a_standby_tasks__partitions = e_standby_tasks.partitions
            n = len(a_standby_tasks__partitions) + 1
            if n < 128:
                append(n)
            else:
                out += rt.uvarint(n)
            out += struct.pack(
                f">{len(a_standby_tasks__partitions)}i", *a_standby_tasks__partitions
            )
            if e_standby_tasks.unknown_tagged_fields:
                rt.write_tags(out, (), e_standby_tasks.unknown_tagged_fields)
            else:
                append(0)
    a_warmup_tasks = obj.warmup_tasks
    if a_warmup_tasks is None:
        append(0)
    else:
        n = len(a_warmup_tasks) + 1
        if n < 128:
            append(n)
        else:
            out += rt.uvarint(n)
        for e_warmup_tasks in a_warmup_tasks:
            b_warmup_tasks__subtopology_id = e_warmup_tasks.subtopology_id.encode()
            n = len(b_warmup_tasks__subtopology_id) + 1
            if n < 128:
                append(n)
            else:
                out += rt.string_length(n)
            out += b_warmup_tasks__subtopology_id
            a_warmup_tasks__partitions = e_warmup_tasks.partitions
            n = len(a_warmup_tasks__partitions) + 1
            if n < 128:
                append(n)
            else:
                out += rt.uvarint(n)
            out += struct.pack(f">{len(a_warmup_tasks__partitions)}i", *a_warmup_tasks__partitions)
            if e_warmup_tasks.unknown_tagged_fields:
                rt.write_tags(out, (), e_warmup_tasks.unknown_tagged_fields)
            else:
                append(0)
    s_process_id = obj.process_id
    if s_process_id is None:
        append(0)
    else:
        b_process_id = s_process_id.encode()
        n = len(b_process_id) + 1
        if n < 128:
            append(n)
        else:
            out += rt.string_length(n)
        out += b_process_id
    out += _S_b.pack(-1 if obj.user_endpoint is None else 1)
    if obj.user_endpoint is not None:
        _encode_Endpoint_v0(obj.user_endpoint, out)
    a_client_tags = obj.client_tags
    if a_client_tags is None:
        append(0)
    else:
        n = len(a_client_tags) + 1
        if n < 128:
            append(n)
        else:
            out += rt.uvarint(n)
        for e_client_tags in a_client_tags:
            b_client_tags__key = e_client_tags.key.encode()
            n = len(b_client_tags__key) + 1
            if n < 128:
                append(n)
            else:
                out += rt.string_length(n)
            out += b_client_tags__key
            b_client_tags__value = e_client_tags.value.encode()
            n = len(b_client_tags__value) + 1
            if n < 128:
                append(n)
            else:
                out += rt.string_length(n)
            out += b_client_tags__value
            if e_client_tags.unknown_tagged_fields:
                rt.write_tags(out, (), e_client_tags.unknown_tagged_fields)
            else:
                append(0)
    a_task_offsets = obj.task_offsets
    if a_task_offsets is None:
        append(0)
    else:
        n = len(a_task_offsets) + 1
        if n < 128:
            append(n)
        else:
            out += rt.uvarint(n)
        for e_task_offsets in a_task_offsets:
            b_task_offsets__subtopology_id = e_task_offsets.subtopology_id.encode()
            n = len(b_task_offsets__subtopology_id) + 1
            if n < 128:
                append(n)
            else:
                out += rt.string_length(n)
            out += b_task_offsets__subtopology_id
            out += _S_iq.pack(e_task_offsets.partition, e_task_offsets.offset)
            if e_task_offsets.unknown_tagged_fields:
                rt.write_tags(out, (), e_task_offsets.unknown_tagged_fields)
            else:
                append(0)
    a_task_end_offsets = obj.task_end_offsets
    if a_task_end_offsets is None:
        append(0)
    else:
        n = len(a_task_end_offsets) + 1
        if n < 128:
            append(n)
        else:
            out += rt.uvarint(n)
        for e_task_end_offsets in a_task_end_offsets:
            b_task_end_offsets__subtopology_id = e_task_end_offsets.subtopology_id.encode()
            n = len(b_task_end_offsets__subtopology_id) + 1
            if n < 128:
                append(n)
            else:
                out += rt.string_length(n)
            out += b_task_end_offsets__subtopology_id
            out += _S_iq.pack(e_task_end_offsets.partition, e_task_end_offsets.offset)
            if e_task_end_offsets.unknown_tagged_fields:
                rt.write_tags(out, (), e_task_end_offsets.unknown_tagged_fields)
            else:
                append(0)
    if obj.shutdown_application is not True and obj.shutdown_application is not False:
        raise rt.Malformed
    out += _S_o.pack(obj.shutdown_application)
    if obj.unknown_tagged_fields:
        rt.write_tags(out, (), obj.unknown_tagged_fields)
    else:
        append(0)


KeyValue._SCHEMA = rt.StructInfo(
    "KeyValue",
    (
        rt.FieldInfo("key", "key", "string", rt.vr("0+"), default=""),
        rt.FieldInfo("value", "value", "string", rt.vr("0+"), default=""),
    ),
    flexible=rt.vr("0+"),
)
KeyValue._DECODERS = {
    0: _decode_KeyValue_v0,
    1: _decode_KeyValue_v0,
}
KeyValue._ENCODERS = {
    0: _encode_KeyValue_v0,
    1: _encode_KeyValue_v0,
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
            struct=lambda: KeyValue,
            default=(),
        ),
    ),
    flexible=rt.vr("0+"),
)
TopicInfo._DECODERS = {
    0: _decode_TopicInfo_v0,
    1: _decode_TopicInfo_v0,
}
TopicInfo._ENCODERS = {
    0: _encode_TopicInfo_v0,
    1: _encode_TopicInfo_v0,
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
    1: _decode_CopartitionGroup_v0,
}
CopartitionGroup._ENCODERS = {
    0: _encode_CopartitionGroup_v0,
    1: _encode_CopartitionGroup_v0,
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
    1: _decode_Subtopology_v0,
}
Subtopology._ENCODERS = {
    0: _encode_Subtopology_v0,
    1: _encode_Subtopology_v0,
}

Topology._SCHEMA = rt.StructInfo(
    "Topology",
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
Topology._DECODERS = {
    0: _decode_Topology_v0,
    1: _decode_Topology_v0,
}
Topology._ENCODERS = {
    0: _encode_Topology_v0,
    1: _encode_Topology_v0,
}

TaskIds._SCHEMA = rt.StructInfo(
    "TaskIds",
    (
        rt.FieldInfo("subtopology_id", "subtopologyId", "string", rt.vr("0+"), default=""),
        rt.FieldInfo("partitions", "partitions", "int32", rt.vr("0+"), is_array=True, default=()),
    ),
    flexible=rt.vr("0+"),
)
TaskIds._DECODERS = {
    0: _decode_TaskIds_v0,
    1: _decode_TaskIds_v0,
}
TaskIds._ENCODERS = {
    0: _encode_TaskIds_v0,
    1: _encode_TaskIds_v0,
}

Endpoint._SCHEMA = rt.StructInfo(
    "Endpoint",
    (
        rt.FieldInfo("host", "host", "string", rt.vr("0+"), default=""),
        rt.FieldInfo("port", "port", "uint16", rt.vr("0+"), default=0),
    ),
    flexible=rt.vr("0+"),
)
Endpoint._DECODERS = {
    0: _decode_Endpoint_v0,
    1: _decode_Endpoint_v0,
}
Endpoint._ENCODERS = {
    0: _encode_Endpoint_v0,
    1: _encode_Endpoint_v0,
}

TaskOffset._SCHEMA = rt.StructInfo(
    "TaskOffset",
    (
        rt.FieldInfo("subtopology_id", "subtopologyId", "string", rt.vr("0+"), default=""),
        rt.FieldInfo("partition", "partition", "int32", rt.vr("0+"), default=0),
        rt.FieldInfo("offset", "offset", "int64", rt.vr("0+"), default=0),
    ),
    flexible=rt.vr("0+"),
)
TaskOffset._DECODERS = {
    0: _decode_TaskOffset_v0,
    1: _decode_TaskOffset_v0,
}
TaskOffset._ENCODERS = {
    0: _encode_TaskOffset_v0,
    1: _encode_TaskOffset_v0,
}

StreamsGroupHeartbeatRequest._SCHEMA = rt.StructInfo(
    "StreamsGroupHeartbeatRequest",
    (
        rt.FieldInfo("group_id", "groupId", "string", rt.vr("0+"), default=""),
        rt.FieldInfo("member_id", "memberId", "string", rt.vr("0+"), default=""),
        rt.FieldInfo("member_epoch", "memberEpoch", "int32", rt.vr("0+"), default=0),
        rt.FieldInfo(
            "endpoint_information_epoch",
            "endpointInformationEpoch",
            "int32",
            rt.vr("0+"),
            default=0,
        ),
        rt.FieldInfo("instance_id", "instanceId", "string", rt.vr("0+"), nullable=rt.vr("0+")),
        rt.FieldInfo("rack_id", "rackId", "string", rt.vr("0+"), nullable=rt.vr("0+")),
        rt.FieldInfo(
            "rebalance_timeout_ms", "rebalanceTimeoutMs", "int32", rt.vr("0+"), default=-1
        ),
        rt.FieldInfo(
            "topology",
            "topology",
            "struct",
            rt.vr("0+"),
            struct=lambda: Topology,
            nullable=rt.vr("0+"),
        ),
        rt.FieldInfo(
            "active_tasks",
            "activeTasks",
            "struct",
            rt.vr("0+"),
            is_array=True,
            struct=lambda: TaskIds,
            nullable=rt.vr("0+"),
        ),
        rt.FieldInfo(
            "standby_tasks",
            "standbyTasks",
            "struct",
            rt.vr("0+"),
            is_array=True,
            struct=lambda: TaskIds,
            nullable=rt.vr("0+"),
        ),
        rt.FieldInfo(
            "warmup_tasks",
            "warmupTasks",
            "struct",
            rt.vr("0+"),
            is_array=True,
            struct=lambda: TaskIds,
            nullable=rt.vr("0+"),
        ),
        rt.FieldInfo("process_id", "processId", "string", rt.vr("0+"), nullable=rt.vr("0+")),
        rt.FieldInfo(
            "user_endpoint",
            "userEndpoint",
            "struct",
            rt.vr("0+"),
            struct=lambda: Endpoint,
            nullable=rt.vr("0+"),
        ),
        rt.FieldInfo(
            "client_tags",
            "clientTags",
            "struct",
            rt.vr("0+"),
            is_array=True,
            struct=lambda: KeyValue,
            nullable=rt.vr("0+"),
        ),
        rt.FieldInfo(
            "task_offsets",
            "taskOffsets",
            "struct",
            rt.vr("0+"),
            is_array=True,
            struct=lambda: TaskOffset,
            nullable=rt.vr("0+"),
        ),
        rt.FieldInfo(
            "task_end_offsets",
            "taskEndOffsets",
            "struct",
            rt.vr("0+"),
            is_array=True,
            struct=lambda: TaskOffset,
            nullable=rt.vr("0+"),
        ),
        rt.FieldInfo(
            "shutdown_application", "shutdownApplication", "bool", rt.vr("0+"), default=False
        ),
    ),
    flexible=rt.vr("0+"),
)
StreamsGroupHeartbeatRequest._DECODERS = {
    0: _decode_StreamsGroupHeartbeatRequest_v0,
    1: _decode_StreamsGroupHeartbeatRequest_v0,
}
StreamsGroupHeartbeatRequest._ENCODERS = {
    0: _encode_StreamsGroupHeartbeatRequest_v0,
    1: _encode_StreamsGroupHeartbeatRequest_v0,
}
