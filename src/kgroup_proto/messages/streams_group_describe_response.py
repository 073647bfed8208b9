"""StreamsGroupDescribeResponse: generated from StreamsGroupDescribeResponse.json; edit the schema, not this file."""

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
_S_bB = struct.Struct(">bB")
_S_h = struct.Struct(">h")
_S_hB = struct.Struct(">hB")
_S_i = struct.Struct(">i")
_S_iB = struct.Struct(">iB")
_S_ib = struct.Struct(">ib")
_S_ih = struct.Struct(">ih")
_S_ihB = struct.Struct(">ihB")
_S_iib = struct.Struct(">iib")
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
            always report 0. (versions 0+)
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
class Subtopology(rt.Struct):
    """Configured subtopologies with partition counts fixed and regular expressions resolved to
        topics; null while the group is not initialised or its source topics are missing or
        wrongly partitioned.

    Versions 0-1; flexible 0+.

    Attributes:
        subtopology_id: Stable id of the subtopology. (versions 0+)
        source_topics: Topics the subtopology consumes. (versions 0+)
        repartition_sink_topics: Repartition topics the subtopology produces to. (versions
            0+)
        state_changelog_topics: Changelog topics backing the subtopology's state stores; the
            broker creates them. (versions 0+)
        repartition_source_topics: Internal repartition topics the subtopology consumes; the
            broker creates them. (versions 0+)
    """

    VALID_VERSIONS: ClassVar[range] = range(0, 2)
    FLEXIBLE_VERSIONS: ClassVar[range | None] = range(0, rt.VERSION_LIMIT)

    subtopology_id: str = ""
    source_topics: list[str] = attrs.field(factory=list)
    repartition_sink_topics: list[str] = attrs.field(factory=list)
    state_changelog_topics: list[TopicInfo] = attrs.field(factory=list)
    repartition_source_topics: list[TopicInfo] = attrs.field(factory=list)
    unknown_tagged_fields: rt.Tags = ()


@attrs.define(weakref_slot=False)
class Topology(rt.Struct):
    """Topology the group is initialised with; may be null when describing the group failed.

    Versions 0-1; flexible 0+.

    Attributes:
        epoch: Epoch of that topology. (versions 0+)
        subtopologies: Configured subtopologies with partition counts fixed and regular
            expressions resolved to topics; null while the group is not initialised or its
            source topics are missing or wrongly partitioned. (versions 0+, nullable 0+)
    """

    VALID_VERSIONS: ClassVar[range] = range(0, 2)
    FLEXIBLE_VERSIONS: ClassVar[range | None] = range(0, rt.VERSION_LIMIT)

    epoch: int = 0
    subtopologies: list[Subtopology] | None = None
    unknown_tagged_fields: rt.Tags = ()


@attrs.define(weakref_slot=False)
class Endpoint(rt.Struct):
    """Endpoint the client exposes for interactive queries, null if it has none.

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
    """Changelog offsets reached per task.

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
class TaskIds(rt.Struct):
    """Active tasks.

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
class Assignment(rt.Struct):
    """Tasks the member owns now.

    Versions 0-1; flexible 0+.

    Attributes:
        active_tasks: Active tasks. (versions 0+)
        standby_tasks: Standby tasks. (versions 0+)
        warmup_tasks: Warm-up tasks. (versions 0+)
    """

    VALID_VERSIONS: ClassVar[range] = range(0, 2)
    FLEXIBLE_VERSIONS: ClassVar[range | None] = range(0, rt.VERSION_LIMIT)

    active_tasks: list[TaskIds] = attrs.field(factory=list)
    standby_tasks: list[TaskIds] = attrs.field(factory=list)
    warmup_tasks: list[TaskIds] = attrs.field(factory=list)
    unknown_tagged_fields: rt.Tags = ()


@attrs.define(weakref_slot=False)
class Member(rt.Struct):
    """Members of the group.

    Versions 0-1; flexible 0+.

    Attributes:
        member_id: Id of the member. (versions 0+)
        member_epoch: Epoch the member holds. (versions 0+)
        instance_id: Static instance id, null if the member has none. (versions 0+, nullable
            0+)
        rack_id: Rack of the member, null if unknown. (versions 0+, nullable 0+)
        client_id: Client id the member connected with. (versions 0+)
        client_host: Host the member connected from. (versions 0+)
        topology_epoch: Topology epoch the client runs. (versions 0+)
        process_id: Id of the Streams process the member belongs to (one process may run
            several members). (versions 0+)
        user_endpoint: Endpoint the client exposes for interactive queries, null if it has
            none. (versions 0+, nullable 0+)
        client_tags: Tags used for rack-aware task placement. (versions 0+)
        task_offsets: Changelog offsets reached per task. (versions 0+)
        task_end_offsets: Changelog end offsets per task. (versions 0+)
        assignment: Tasks the member owns now. (versions 0+)
        target_assignment: Tasks the member is meant to own once reconciled. (versions 0+)
        is_classic: True while the member still speaks the classic protocol and has not been
            upgraded. (versions 0+)
    """

    VALID_VERSIONS: ClassVar[range] = range(0, 2)
    FLEXIBLE_VERSIONS: ClassVar[range | None] = range(0, rt.VERSION_LIMIT)

    member_id: str = ""
    member_epoch: int = 0
    instance_id: str | None = None
    rack_id: str | None = None
    client_id: str = ""
    client_host: str = ""
    topology_epoch: int = 0
    process_id: str = ""
    user_endpoint: Endpoint | None = None
    client_tags: list[KeyValue] = attrs.field(factory=list)
    task_offsets: list[TaskOffset] = attrs.field(factory=list)
    task_end_offsets: list[TaskOffset] = attrs.field(factory=list)
    assignment: Assignment = attrs.field(factory=Assignment)
    target_assignment: Assignment = attrs.field(factory=Assignment)
    is_classic: bool = False
    unknown_tagged_fields: rt.Tags = ()


@attrs.define(weakref_slot=False)
class TopologyDescriptionNode(rt.Struct):
    """Processing nodes of the subtopology.

    Versions 1; flexible 0+.

    Attributes:
        name: Node name, unique in the topology. (versions 1+)
        node_type: Kind of node: 1 source, 2 processor, 3 sink. (versions 1+)
        source_topics: Topics a source node reads; empty for other nodes, and when a
            source's topics are only known at run time. (versions 1+)
        sink_topic: Topic a sink node writes to; null for other nodes, and when a sink picks
            its topic at run time. (versions 1+, nullable 1+)
        stores: State stores a processor node uses; empty for other nodes. (versions 1+)
        successors: Names of the nodes this node passes records on to; a node's predecessors
            follow from these lists. (versions 1+)
    """

    VALID_VERSIONS: ClassVar[range] = range(0, 2)
    FLEXIBLE_VERSIONS: ClassVar[range | None] = range(0, rt.VERSION_LIMIT)

    name: str = ""
    node_type: int = 0
    source_topics: list[str] = attrs.field(factory=list)
    sink_topic: str | None = None
    stores: list[str] = attrs.field(factory=list)
    successors: list[str] = attrs.field(factory=list)
    unknown_tagged_fields: rt.Tags = ()


@attrs.define(weakref_slot=False)
class TopologyDescriptionSubtopology(rt.Struct):
    """The topology's subtopologies.

    Versions 1; flexible 0+.

    Attributes:
        subtopology_id: ID of the subtopology, unique in its topology. (versions 1+)
        nodes: Processing nodes of the subtopology. (versions 1+)
    """

    VALID_VERSIONS: ClassVar[range] = range(0, 2)
    FLEXIBLE_VERSIONS: ClassVar[range | None] = range(0, rt.VERSION_LIMIT)

    subtopology_id: str = ""
    nodes: list[TopologyDescriptionNode] = attrs.field(factory=list)
    unknown_tagged_fields: rt.Tags = ()


@attrs.define(weakref_slot=False)
class TopologyDescriptionGlobalStore(rt.Struct):
    """The topology's global state stores.

    Versions 1; flexible 0+.

    Attributes:
        source: Source node that reads the global store's topic. (versions 1+)
        processor: Processor node that writes the records into the global store. (versions
            1+)
    """

    VALID_VERSIONS: ClassVar[range] = range(0, 2)
    FLEXIBLE_VERSIONS: ClassVar[range | None] = range(0, rt.VERSION_LIMIT)

    source: TopologyDescriptionNode = attrs.field(factory=TopologyDescriptionNode)
    processor: TopologyDescriptionNode = attrs.field(factory=TopologyDescriptionNode)
    unknown_tagged_fields: rt.Tags = ()


@attrs.define(weakref_slot=False)
class TopologyDescription(rt.Struct):
    """Topology of the group's application as the client reported it; present only when
        TopologyDescriptionStatus is 3, null otherwise.

    Versions 1; flexible 0+.

    Attributes:
        subtopologies: The topology's subtopologies. (versions 1+)
        global_stores: The topology's global state stores. (versions 1+)
    """

    VALID_VERSIONS: ClassVar[range] = range(0, 2)
    FLEXIBLE_VERSIONS: ClassVar[range | None] = range(0, rt.VERSION_LIMIT)

    subtopologies: list[TopologyDescriptionSubtopology] = attrs.field(factory=list)
    global_stores: list[TopologyDescriptionGlobalStore] = attrs.field(factory=list)
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
        topology: Topology the group is initialised with; may be null when describing the
            group failed. (versions 0+, nullable 0+)
        members: Members of the group. (versions 0+)
        authorized_operations: Bit set of operations the caller may perform on the group.
            (versions 0+)
        topology_description: Topology of the group's application as the client reported it;
            present only when TopologyDescriptionStatus is 3, null otherwise. (versions 1+,
            nullable 1+)
        topology_description_status: Whether TopologyDescription is there and why not: 0 not
            asked for, 1 none stored for the group, 2 the broker failed to read it, 3
            present. (versions 1+)
        assignor_name: Task assignor the coordinator will use for the group's next
            assignment, which may differ from the one behind the current assignment; null
            when the group could not be described. (versions 1+, nullable 1+)
    """

    VALID_VERSIONS: ClassVar[range] = range(0, 2)
    FLEXIBLE_VERSIONS: ClassVar[range | None] = range(0, rt.VERSION_LIMIT)

    error_code: int = 0
    error_message: str | None = None
    group_id: str = ""
    group_state: str = ""
    group_epoch: int = 0
    assignment_epoch: int = 0
    topology: Topology | None = None
    members: list[Member] = attrs.field(factory=list)
    authorized_operations: int = -2147483648
    topology_description: TopologyDescription | None = None
    topology_description_status: int = 0
    assignor_name: str | None = None
    unknown_tagged_fields: rt.Tags = ()


@attrs.define(weakref_slot=False)
class StreamsGroupDescribeResponse(rt.Struct):
    """The StreamsGroupDescribeResponse response.

    API key 89, versions 0-1; flexible 0+.

    Attributes:
        throttle_time_ms: Milliseconds the broker held the response back because of a quota;
            0 when no quota applied. (versions 0+)
        groups: One entry per requested group. (versions 0+)
    """

    API_KEY: ClassVar[int | None] = 89
    MESSAGE_TYPE: ClassVar[str] = "response"
    VALID_VERSIONS: ClassVar[range] = range(0, 2)
    FLEXIBLE_VERSIONS: ClassVar[range | None] = range(0, rt.VERSION_LIMIT)

    throttle_time_ms: int = 0
    groups: list[DescribedGroup] = attrs.field(factory=list)
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
    tag_count = data[pos]
    pos += 1
    unknown: rt.Tags = ()
    if tag_count:
        unknown, pos = rt.read_unknown_tags(data, pos - 1)
    obj = _new(Subtopology)
    obj.subtopology_id = subtopology_id
    obj.source_topics = source_topics
    obj.repartition_sink_topics = repartition_sink_topics
    obj.state_changelog_topics = state_changelog_topics
    obj.repartition_source_topics = repartition_source_topics
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
    subtopologies: list[Subtopology] | None
    if n_subtopologies < 0:
        subtopologies = None
    else:
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
            subtopologies__repartition_source_topics = (
                items_subtopologies__repartition_source_topics
            )
            subtopologies__tag_count = data[pos]
            pos += 1
            subtopologies__unknown: rt.Tags = ()
            if subtopologies__tag_count:
                subtopologies__unknown, pos = rt.read_unknown_tags(data, pos - 1)
            e_subtopologies = _new(Subtopology)
            e_subtopologies.subtopology_id = subtopologies__subtopology_id
            e_subtopologies.source_topics = subtopologies__source_topics
            e_subtopologies.repartition_sink_topics = subtopologies__repartition_sink_topics
            e_subtopologies.state_changelog_topics = subtopologies__state_changelog_topics
            e_subtopologies.repartition_source_topics = subtopologies__repartition_source_topics
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
    if a_subtopologies is None:
        append(0)
    else:
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
            a_subtopologies__repartition_sink_topics = e_subtopologies.repartition_sink_topics
            n = len(a_subtopologies__repartition_sink_topics) + 1
            if n < 128:
                append(n)
            else:
                out += rt.uvarint(n)
            if not isinstance(a_subtopologies__repartition_sink_topics, (list, tuple)):
                raise rt.Malformed
            for (
                e_subtopologies__repartition_sink_topics
            ) in a_subtopologies__repartition_sink_topics:
                b_e_subtopologies__repartition_sink_topics = (
                    e_subtopologies__repartition_sink_topics.encode()
                )
                n = len(b_e_subtopologies__repartition_sink_topics) + 1
                if n < 128:
                    append(n)
                else:
                    out += rt.string_length(n)
                out += b_e_subtopologies__repartition_sink_topics
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
            if e_subtopologies.unknown_tagged_fields:
                rt.write_tags(out, (), e_subtopologies.unknown_tagged_fields)
            else:
                append(0)
    if obj.unknown_tagged_fields:
        rt.write_tags(out, (), obj.unknown_tagged_fields)
    else:
        append(0)


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


def _decode_Assignment_v0(data: bytes, pos: int) -> tuple[Assignment, int]:
    """Decode Assignment, versions 0, 1."""
    data_end = len(data)
    n_active_tasks = data[pos]
    pos += 1
    if n_active_tasks > 127:
        n_active_tasks, pos = rt.read_uvarint(data, pos - 1)
    n_active_tasks -= 1
    if n_active_tasks < 0:
        raise rt.Malformed
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
    if n_standby_tasks < 0:
        raise rt.Malformed
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
    if n_warmup_tasks < 0:
        raise rt.Malformed
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
    tag_count = data[pos]
    pos += 1
    unknown: rt.Tags = ()
    if tag_count:
        unknown, pos = rt.read_unknown_tags(data, pos - 1)
    obj = _new(Assignment)
    obj.active_tasks = active_tasks
    obj.standby_tasks = standby_tasks
    obj.warmup_tasks = warmup_tasks
    obj.unknown_tagged_fields = unknown
    return obj, pos


def _encode_Assignment_v0(obj: Assignment, out: bytearray) -> None:
    """Encode Assignment, versions 0, 1."""
    append = out.append
    a_active_tasks = obj.active_tasks
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
        out += struct.pack(f">{len(a_standby_tasks__partitions)}i", *a_standby_tasks__partitions)
        if e_standby_tasks.unknown_tagged_fields:
            rt.write_tags(out, (), e_standby_tasks.unknown_tagged_fields)
        else:
            append(0)
    a_warmup_tasks = obj.warmup_tasks
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
    if obj.unknown_tagged_fields:
        rt.write_tags(out, (), obj.unknown_tagged_fields)
    else:
        append(0)


def _decode_Member_v0(data: bytes, pos: int) -> tuple[Member, int]:
    """Decode Member, versions 0, 1."""
    data_end = len(data)
    n_member_id = data[pos]
    pos += 1
    if n_member_id > 127:
        n_member_id, pos = rt.read_string_length(data, pos - 1)
    end = pos + n_member_id - 1
    if not n_member_id or end > data_end:
        raise rt.Malformed
    member_id = data[pos:end].decode()
    pos = end
    member_epoch, n_instance_id = _S_iB.unpack_from(data, pos)
    pos += 5
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
    n_client_id = data[pos]
    pos += 1
    if n_client_id > 127:
        n_client_id, pos = rt.read_string_length(data, pos - 1)
    end = pos + n_client_id - 1
    if not n_client_id or end > data_end:
        raise rt.Malformed
    client_id = data[pos:end].decode()
    pos = end
    n_client_host = data[pos]
    pos += 1
    if n_client_host > 127:
        n_client_host, pos = rt.read_string_length(data, pos - 1)
    end = pos + n_client_host - 1
    if not n_client_host or end > data_end:
        raise rt.Malformed
    client_host = data[pos:end].decode()
    pos = end
    topology_epoch, n_process_id = _S_iB.unpack_from(data, pos)
    pos += 5
    if n_process_id > 127:
        n_process_id, pos = rt.read_string_length(data, pos - 1)
    end = pos + n_process_id - 1
    if not n_process_id or end > data_end:
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
    if n_client_tags < 0:
        raise rt.Malformed
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
    if n_task_offsets < 0:
        raise rt.Malformed
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
        task_offsets__partition, task_offsets__offset, task_offsets__tag_count = _S_iqB.unpack_from(
            data, pos
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
    if n_task_end_offsets < 0:
        raise rt.Malformed
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
    assignment, pos = _decode_Assignment_v0(data, pos)
    target_assignment, pos = _decode_Assignment_v0(data, pos)
    is_classic_raw, tag_count = _S_BB.unpack_from(data, pos)
    pos += 2
    is_classic = rt.BOOLS[is_classic_raw]
    unknown: rt.Tags = ()
    if tag_count:
        unknown, pos = rt.read_unknown_tags(data, pos - 1)
    obj = _new(Member)
    obj.member_id = member_id
    obj.member_epoch = member_epoch
    obj.instance_id = instance_id
    obj.rack_id = rack_id
    obj.client_id = client_id
    obj.client_host = client_host
    obj.topology_epoch = topology_epoch
    obj.process_id = process_id
    obj.user_endpoint = user_endpoint
    obj.client_tags = client_tags
    obj.task_offsets = task_offsets
    obj.task_end_offsets = task_end_offsets
    obj.assignment = assignment
    obj.target_assignment = target_assignment
    obj.is_classic = is_classic
    obj.unknown_tagged_fields = unknown
    return obj, pos


def _encode_Member_v0(obj: Member, out: bytearray) -> None:
    """Encode Member, versions 0, 1."""
    append = out.append
    b_member_id = obj.member_id.encode()
    n = len(b_member_id) + 1
    if n < 128:
        append(n)
    else:
        out += rt.string_length(n)
    out += b_member_id
    out += _S_i.pack(obj.member_epoch)
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
    b_client_id = obj.client_id.encode()
    n = len(b_client_id) + 1
    if n < 128:
        append(n)
    else:
        out += rt.string_length(n)
    out += b_client_id
    b_client_host = obj.client_host.encode()
    n = len(b_client_host) + 1
    if n < 128:
        append(n)
    else:
        out += rt.string_length(n)
    out += b_client_host
    out += _S_i.pack(obj.topology_epoch)
    b_process_id = obj.process_id.encode()
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
    _encode_Assignment_v0(obj.assignment, out)
    _encode_Assignment_v0(obj.target_assignment, out)
    if obj.is_classic is not True and obj.is_classic is not False:
        raise rt.Malformed
    out += _S_o.pack(obj.is_classic)
    if obj.unknown_tagged_fields:
        rt.write_tags(out, (), obj.unknown_tagged_fields)
    else:
        append(0)


def _decode_TopologyDescriptionNode_v1(
    data: bytes, pos: int
) -> tuple[TopologyDescriptionNode, int]:
    """Decode TopologyDescriptionNode, version 1."""
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
    node_type, n_source_topics = _S_bB.unpack_from(data, pos)
    pos += 2
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
    n_sink_topic = data[pos]
    pos += 1
    if n_sink_topic > 127:
        n_sink_topic, pos = rt.read_string_length(data, pos - 1)
    sink_topic: str | None
    if not n_sink_topic:
        sink_topic = None
    else:
        end = pos + n_sink_topic - 1
        if end > data_end:
            raise rt.Malformed
        sink_topic = data[pos:end].decode()
        pos = end
    n_stores = data[pos]
    pos += 1
    if n_stores > 127:
        n_stores, pos = rt.read_uvarint(data, pos - 1)
    n_stores -= 1
    if n_stores < 0:
        raise rt.Malformed
    if n_stores > data_end - pos:
        raise rt.Malformed
    items_stores: list[str] = []
    for _ in range(n_stores):
        n_e_stores = data[pos]
        pos += 1
        if n_e_stores > 127:
            n_e_stores, pos = rt.read_string_length(data, pos - 1)
        end = pos + n_e_stores - 1
        if not n_e_stores or end > data_end:
            raise rt.Malformed
        e_stores = data[pos:end].decode()
        pos = end
        items_stores.append(e_stores)
    stores = items_stores
    n_successors = data[pos]
    pos += 1
    if n_successors > 127:
        n_successors, pos = rt.read_uvarint(data, pos - 1)
    n_successors -= 1
    if n_successors < 0:
        raise rt.Malformed
    if n_successors > data_end - pos:
        raise rt.Malformed
    items_successors: list[str] = []
    for _ in range(n_successors):
        n_e_successors = data[pos]
        pos += 1
        if n_e_successors > 127:
            n_e_successors, pos = rt.read_string_length(data, pos - 1)
        end = pos + n_e_successors - 1
        if not n_e_successors or end > data_end:
            raise rt.Malformed
        e_successors = data[pos:end].decode()
        pos = end
        items_successors.append(e_successors)
    successors = items_successors
    tag_count = data[pos]
    pos += 1
    unknown: rt.Tags = ()
    if tag_count:
        unknown, pos = rt.read_unknown_tags(data, pos - 1)
    obj = _new(TopologyDescriptionNode)
    obj.name = name
    obj.node_type = node_type
    obj.source_topics = source_topics
    obj.sink_topic = sink_topic
    obj.stores = stores
    obj.successors = successors
    obj.unknown_tagged_fields = unknown
    return obj, pos


def _encode_TopologyDescriptionNode_v1(obj: TopologyDescriptionNode, out: bytearray) -> None:
    """Encode TopologyDescriptionNode, version 1."""
    append = out.append
    b_name = obj.name.encode()
    n = len(b_name) + 1
    if n < 128:
        append(n)
    else:
        out += rt.string_length(n)
    out += b_name
    out += _S_b.pack(obj.node_type)
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
    s_sink_topic = obj.sink_topic
    if s_sink_topic is None:
        append(0)
    else:
        b_sink_topic = s_sink_topic.encode()
        n = len(b_sink_topic) + 1
        if n < 128:
            append(n)
        else:
            out += rt.string_length(n)
        out += b_sink_topic
    a_stores = obj.stores
    n = len(a_stores) + 1
    if n < 128:
        append(n)
    else:
        out += rt.uvarint(n)
    if not isinstance(a_stores, (list, tuple)):
        raise rt.Malformed
    for e_stores in a_stores:
        b_e_stores = e_stores.encode()
        n = len(b_e_stores) + 1
        if n < 128:
            append(n)
        else:
            out += rt.string_length(n)
        out += b_e_stores
    a_successors = obj.successors
    n = len(a_successors) + 1
    if n < 128:
        append(n)
    else:
        out += rt.uvarint(n)
    if not isinstance(a_successors, (list, tuple)):
        raise rt.Malformed
    for e_successors in a_successors:
        b_e_successors = e_successors.encode()
        n = len(b_e_successors) + 1
        if n < 128:
            append(n)
        else:
            out += rt.string_length(n)
        out += b_e_successors
    if obj.unknown_tagged_fields:
        rt.write_tags(out, (), obj.unknown_tagged_fields)
    else:
        append(0)


def _decode_TopologyDescriptionSubtopology_v1(
    data: bytes, pos: int
) -> tuple[TopologyDescriptionSubtopology, int]:
    """Decode TopologyDescriptionSubtopology, version 1."""
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
    n_nodes = data[pos]
    pos += 1
    if n_nodes > 127:
        n_nodes, pos = rt.read_uvarint(data, pos - 1)
    n_nodes -= 1
    if n_nodes < 0:
        raise rt.Malformed
    if n_nodes > data_end - pos:
        raise rt.Malformed
    items_nodes: list[TopologyDescriptionNode] = []
    for _ in range(n_nodes):
        n_nodes__name = data[pos]
        pos += 1
        if n_nodes__name > 127:
            n_nodes__name, pos = rt.read_string_length(data, pos - 1)
        end = pos + n_nodes__name - 1
        if not n_nodes__name or end > data_end:
            raise rt.Malformed
        nodes__name = data[pos:end].decode()
        pos = end
        nodes__node_type, n_nodes__source_topics = _S_bB.unpack_from(data, pos)
        pos += 2
        if n_nodes__source_topics > 127:
            n_nodes__source_topics, pos = rt.read_uvarint(data, pos - 1)
        n_nodes__source_topics -= 1
        if n_nodes__source_topics < 0:
            raise rt.Malformed
        if n_nodes__source_topics > data_end - pos:
            raise rt.Malformed
        items_nodes__source_topics: list[str] = []
        for _ in range(n_nodes__source_topics):
            n_e_nodes__source_topics = data[pos]
            pos += 1
            if n_e_nodes__source_topics > 127:
                n_e_nodes__source_topics, pos = rt.read_string_length(data, pos - 1)
            end = pos + n_e_nodes__source_topics - 1
            if not n_e_nodes__source_topics or end > data_end:
                raise rt.Malformed
            e_nodes__source_topics = data[pos:end].decode()
            pos = end
            items_nodes__source_topics.append(e_nodes__source_topics)
        nodes__source_topics = items_nodes__source_topics
        n_nodes__sink_topic = data[pos]
        pos += 1
        if n_nodes__sink_topic > 127:
            n_nodes__sink_topic, pos = rt.read_string_length(data, pos - 1)
        nodes__sink_topic: str | None
        if not n_nodes__sink_topic:
            nodes__sink_topic = None
        else:
            end = pos + n_nodes__sink_topic - 1
            if end > data_end:
                raise rt.Malformed
            nodes__sink_topic = data[pos:end].decode()
            pos = end
        n_nodes__stores = data[pos]
        pos += 1
        if n_nodes__stores > 127:
            n_nodes__stores, pos = rt.read_uvarint(data, pos - 1)
        n_nodes__stores -= 1
        if n_nodes__stores < 0:
            raise rt.Malformed
        if n_nodes__stores > data_end - pos:
            raise rt.Malformed
        items_nodes__stores: list[str] = []
        for _ in range(n_nodes__stores):
            n_e_nodes__stores = data[pos]
            pos += 1
            if n_e_nodes__stores > 127:
                n_e_nodes__stores, pos = rt.read_string_length(data, pos - 1)
            end = pos + n_e_nodes__stores - 1
            if not n_e_nodes__stores or end > data_end:
                raise rt.Malformed
            e_nodes__stores = data[pos:end].decode()
            pos = end
            items_nodes__stores.append(e_nodes__stores)
        nodes__stores = items_nodes__stores
        n_nodes__successors = data[pos]
        pos += 1
        if n_nodes__successors > 127:
            n_nodes__successors, pos = rt.read_uvarint(data, pos - 1)
        n_nodes__successors -= 1
        if n_nodes__successors < 0:
            raise rt.Malformed
        if n_nodes__successors > data_end - pos:
            raise rt.Malformed
        items_nodes__successors: list[str] = []
        for _ in range(n_nodes__successors):
            n_e_nodes__successors = data[pos]
            pos += 1
            if n_e_nodes__successors > 127:
                n_e_nodes__successors, pos = rt.read_string_length(data, pos - 1)
            end = pos + n_e_nodes__successors - 1
            if not n_e_nodes__successors or end > data_end:
                raise rt.Malformed
            e_nodes__successors = data[pos:end].decode()
            pos = end
            items_nodes__successors.append(e_nodes__successors)
        nodes__successors = items_nodes__successors
        nodes__tag_count = data[pos]
        pos += 1
        nodes__unknown: rt.Tags = ()
        if nodes__tag_count:
            nodes__unknown, pos = rt.read_unknown_tags(data, pos - 1)
        e_nodes = _new(TopologyDescriptionNode)
        e_nodes.name = nodes__name
        e_nodes.node_type = nodes__node_type
        e_nodes.source_topics = nodes__source_topics
        e_nodes.sink_topic = nodes__sink_topic
        e_nodes.stores = nodes__stores
        e_nodes.successors = nodes__successors
        e_nodes.unknown_tagged_fields = nodes__unknown
        items_nodes.append(e_nodes)
    nodes = items_nodes
    tag_count = data[pos]
    pos += 1
    unknown: rt.Tags = ()
    if tag_count:
        unknown, pos = rt.read_unknown_tags(data, pos - 1)
    obj = _new(TopologyDescriptionSubtopology)
    obj.subtopology_id = subtopology_id
    obj.nodes = nodes
    obj.unknown_tagged_fields = unknown
    return obj, pos


def _encode_TopologyDescriptionSubtopology_v1(
    obj: TopologyDescriptionSubtopology, out: bytearray
) -> None:
    """Encode TopologyDescriptionSubtopology, version 1."""
    append = out.append
    b_subtopology_id = obj.subtopology_id.encode()
    n = len(b_subtopology_id) + 1
    if n < 128:
        append(n)
    else:
        out += rt.string_length(n)
    out += b_subtopology_id
    a_nodes = obj.nodes
    n = len(a_nodes) + 1
    if n < 128:
        append(n)
    else:
        out += rt.uvarint(n)
    for e_nodes in a_nodes:
        b_nodes__name = e_nodes.name.encode()
        n = len(b_nodes__name) + 1
        if n < 128:
            append(n)
        else:
            out += rt.string_length(n)
        out += b_nodes__name
        out += _S_b.pack(e_nodes.node_type)
        a_nodes__source_topics = e_nodes.source_topics
        n = len(a_nodes__source_topics) + 1
        if n < 128:
            append(n)
        else:
            out += rt.uvarint(n)
        if not isinstance(a_nodes__source_topics, (list, tuple)):
            raise rt.Malformed
        for e_nodes__source_topics in a_nodes__source_topics:
            b_e_nodes__source_topics = e_nodes__source_topics.encode()
            n = len(b_e_nodes__source_topics) + 1
            if n < 128:
                append(n)
            else:
                out += rt.string_length(n)
            out += b_e_nodes__source_topics
        s_nodes__sink_topic = e_nodes.sink_topic
        if s_nodes__sink_topic is None:
            append(0)
        else:
            b_nodes__sink_topic = s_nodes__sink_topic.encode()
            n = len(b_nodes__sink_topic) + 1
            if n < 128:
                append(n)
            else:
                out += rt.string_length(n)
            out += b_nodes__sink_topic
        a_nodes__stores = e_nodes.stores
        n = len(a_nodes__stores) + 1
        if n < 128:
            append(n)
        else:
            out += rt.uvarint(n)
        if not isinstance(a_nodes__stores, (list, tuple)):
            raise rt.Malformed
        for e_nodes__stores in a_nodes__stores:
            b_e_nodes__stores = e_nodes__stores.encode()
            n = len(b_e_nodes__stores) + 1
            if n < 128:
                append(n)
            else:
                out += rt.string_length(n)
            out += b_e_nodes__stores
        a_nodes__successors = e_nodes.successors
        n = len(a_nodes__successors) + 1
        if n < 128:
            append(n)
        else:
            out += rt.uvarint(n)
        if not isinstance(a_nodes__successors, (list, tuple)):
            raise rt.Malformed
        for e_nodes__successors in a_nodes__successors:
            b_e_nodes__successors = e_nodes__successors.encode()
            n = len(b_e_nodes__successors) + 1
            if n < 128:
                append(n)
            else:
                out += rt.string_length(n)
            out += b_e_nodes__successors
        if e_nodes.unknown_tagged_fields:
            rt.write_tags(out, (), e_nodes.unknown_tagged_fields)
        else:
            append(0)
    if obj.unknown_tagged_fields:
        rt.write_tags(out, (), obj.unknown_tagged_fields)
    else:
        append(0)


def _decode_TopologyDescriptionGlobalStore_v1(
    data: bytes, pos: int
) -> tuple[TopologyDescriptionGlobalStore, int]:
    """Decode TopologyDescriptionGlobalStore, version 1."""
    source, pos = _decode_TopologyDescriptionNode_v1(data, pos)
    processor, pos = _decode_TopologyDescriptionNode_v1(data, pos)
    tag_count = data[pos]
    pos += 1
    unknown: rt.Tags = ()
    if tag_count:
        unknown, pos = rt.read_unknown_tags(data, pos - 1)
    obj = _new(TopologyDescriptionGlobalStore)
    obj.source = source
    obj.processor = processor
    obj.unknown_tagged_fields = unknown
    return obj, pos


def _encode_TopologyDescriptionGlobalStore_v1(
    obj: TopologyDescriptionGlobalStore, out: bytearray
) -> None:
    """Encode TopologyDescriptionGlobalStore, version 1."""
    _encode_TopologyDescriptionNode_v1(obj.source, out)
    _encode_TopologyDescriptionNode_v1(obj.processor, out)
    if obj.unknown_tagged_fields:
        rt.write_tags(out, (), obj.unknown_tagged_fields)
    else:
        out.append(0)


def _decode_TopologyDescription_v1(data: bytes, pos: int) -> tuple[TopologyDescription, int]:
    """Decode TopologyDescription, version 1."""
    data_end = len(data)
    n_subtopologies = data[pos]
    pos += 1
    if n_subtopologies > 127:
        n_subtopologies, pos = rt.read_uvarint(data, pos - 1)
    n_subtopologies -= 1
    if n_subtopologies < 0:
        raise rt.Malformed
    if n_subtopologies > data_end - pos:
        raise rt.Malformed
    items_subtopologies: list[TopologyDescriptionSubtopology] = []
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
        n_subtopologies__nodes = data[pos]
        pos += 1
        if n_subtopologies__nodes > 127:
            n_subtopologies__nodes, pos = rt.read_uvarint(data, pos - 1)
        n_subtopologies__nodes -= 1
        if n_subtopologies__nodes < 0:
            raise rt.Malformed
        if n_subtopologies__nodes > data_end - pos:
            raise rt.Malformed
        items_subtopologies__nodes: list[TopologyDescriptionNode] = []
        for _ in range(n_subtopologies__nodes):
            e_subtopologies__nodes, pos = _decode_TopologyDescriptionNode_v1(data, pos)
            items_subtopologies__nodes.append(e_subtopologies__nodes)
        subtopologies__nodes = items_subtopologies__nodes
        subtopologies__tag_count = data[pos]
        pos += 1
        subtopologies__unknown: rt.Tags = ()
        if subtopologies__tag_count:
            subtopologies__unknown, pos = rt.read_unknown_tags(data, pos - 1)
        e_subtopologies = _new(TopologyDescriptionSubtopology)
        e_subtopologies.subtopology_id = subtopologies__subtopology_id
        e_subtopologies.nodes = subtopologies__nodes
        e_subtopologies.unknown_tagged_fields = subtopologies__unknown
        items_subtopologies.append(e_subtopologies)
    subtopologies = items_subtopologies
    n_global_stores = data[pos]
    pos += 1
    if n_global_stores > 127:
        n_global_stores, pos = rt.read_uvarint(data, pos - 1)
    n_global_stores -= 1
    if n_global_stores < 0:
        raise rt.Malformed
    if n_global_stores > data_end - pos:
        raise rt.Malformed
    items_global_stores: list[TopologyDescriptionGlobalStore] = []
    for _ in range(n_global_stores):
        global_stores__source, pos = _decode_TopologyDescriptionNode_v1(data, pos)
        global_stores__processor, pos = _decode_TopologyDescriptionNode_v1(data, pos)
        global_stores__tag_count = data[pos]
        pos += 1
        global_stores__unknown: rt.Tags = ()
        if global_stores__tag_count:
            global_stores__unknown, pos = rt.read_unknown_tags(data, pos - 1)
        e_global_stores = _new(TopologyDescriptionGlobalStore)
        e_global_stores.source = global_stores__source
        e_global_stores.processor = global_stores__processor
        e_global_stores.unknown_tagged_fields = global_stores__unknown
        items_global_stores.append(e_global_stores)
    global_stores = items_global_stores
    tag_count = data[pos]
    pos += 1
    unknown: rt.Tags = ()
    if tag_count:
        unknown, pos = rt.read_unknown_tags(data, pos - 1)
    obj = _new(TopologyDescription)
    obj.subtopologies = subtopologies
    obj.global_stores = global_stores
    obj.unknown_tagged_fields = unknown
    return obj, pos


def _encode_TopologyDescription_v1(obj: TopologyDescription, out: bytearray) -> None:
    """Encode TopologyDescription, version 1."""
    append = out.append
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
        a_subtopologies__nodes = e_subtopologies.nodes
        n = len(a_subtopologies__nodes) + 1
        if n < 128:
            append(n)
        else:
            out += rt.uvarint(n)
        for e_subtopologies__nodes in a_subtopologies__nodes:
            b_subtopologies__nodes__name = e_subtopologies__nodes.name.encode()
            n = len(b_subtopologies__nodes__name) + 1
            if n < 128:
                append(n)
            else:
                out += rt.string_length(n)
            out += b_subtopologies__nodes__name
            out += _S_b.pack(e_subtopologies__nodes.node_type)
            a_subtopologies__nodes__source_topics = e_subtopologies__nodes.source_topics
            n = len(a_subtopologies__nodes__source_topics) + 1
            if n < 128:
                append(n)
            else:
                out += rt.uvarint(n)
            if not isinstance(a_subtopologies__nodes__source_topics, (list, tuple)):
                raise rt.Malformed
            for e_subtopologies__nodes__source_topics in a_subtopologies__nodes__source_topics:
                b_e_subtopologies__nodes__source_topics = (
                    e_subtopologies__nodes__source_topics.encode()
                )
                n = len(b_e_subtopologies__nodes__source_topics) + 1
                if n < 128:
                    append(n)
                else:
                    out += rt.string_length(n)
                out += b_e_subtopologies__nodes__source_topics
            s_subtopologies__nodes__sink_topic = e_subtopologies__nodes.sink_topic
            if s_subtopologies__nodes__sink_topic is None:
                append(0)
            else:
                b_subtopologies__nodes__sink_topic = s_subtopologies__nodes__sink_topic.encode()
                n = len(b_subtopologies__nodes__sink_topic) + 1
                if n < 128:
                    append(n)
                else:
                    out += rt.string_length(n)
                out += b_subtopologies__nodes__sink_topic
            a_subtopologies__nodes__stores = e_subtopologies__nodes.stores
            n = len(a_subtopologies__nodes__stores) + 1
            if n < 128:
                append(n)
            else:
                out += rt.uvarint(n)
            if not isinstance(a_subtopologies__nodes__stores, (list, tuple)):
                raise rt.Malformed
            for e_subtopologies__nodes__stores in a_subtopologies__nodes__stores:
                b_e_subtopologies__nodes__stores = e_subtopologies__nodes__stores.encode()
                n = len(b_e_subtopologies__nodes__stores) + 1
                if n < 128:
                    append(n)
                else:
                    out += rt.string_length(n)
                out += b_e_subtopologies__nodes__stores
            a_subtopologies__nodes__successors = e_subtopologies__nodes.successors
            n = len(a_subtopologies__nodes__successors) + 1
            if n < 128:
                append(n)
            else:
                out += rt.uvarint(n)
            if not isinstance(a_subtopologies__nodes__successors, (list, tuple)):
                raise rt.Malformed
            for e_subtopologies__nodes__successors in a_subtopologies__nodes__successors:
                b_e_subtopologies__nodes__successors = e_subtopologies__nodes__successors.encode()
                n = len(b_e_subtopologies__nodes__successors) + 1
                if n < 128:
                    append(n)
                else:
                    out += rt.string_length(n)
                out += b_e_subtopologies__nodes__successors
            if e_subtopologies__nodes.unknown_tagged_fields:
                rt.write_tags(out, (), e_subtopologies__nodes.unknown_tagged_fields)
            else:
                append(0)
        if e_subtopologies.unknown_tagged_fields:
            rt.write_tags(out, (), e_subtopologies.unknown_tagged_fields)
        else:
            append(0)
    a_global_stores = obj.global_stores
    n = len(a_global_stores) + 1
    if n < 128:
        append(n)
    else:
        out += rt.uvarint(n)
    for e_global_stores in a_global_stores:
        _encode_TopologyDescriptionNode_v1(e_global_stores.source, out)
        _encode_TopologyDescriptionNode_v1(e_global_stores.processor, out)
        if e_global_stores.unknown_tagged_fields:
            rt.write_tags(out, (), e_global_stores.unknown_tagged_fields)
        else:
            append(0)
    if obj.unknown_tagged_fields:
        rt.write_tags(out, (), obj.unknown_tagged_fields)
    else:
        append(0)


def _decode_DescribedGroup_v0(data: bytes, pos: int) -> tuple[DescribedGroup, int]:
    """Decode DescribedGroup, version 0."""
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
    n_group_id = data[pos]
    pos += 1
    if n_group_id > 127:
        n_group_id, pos = rt.read_string_length(data, pos - 1)
    end = pos + n_group_id - 1
    if not n_group_id or end > data_end:
        raise rt.Malformed
    group_id = data[pos:end].decode()
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
    group_epoch, assignment_epoch, m_topology = _S_iib.unpack_from(data, pos)
    pos += 9
    topology: Topology | None
    if m_topology == -1:
        topology = None
    else:
        if m_topology != 1:
            raise rt.Malformed
        topology, pos = _decode_Topology_v0(data, pos)
    n_members = data[pos]
    pos += 1
    if n_members > 127:
        n_members, pos = rt.read_uvarint(data, pos - 1)
    n_members -= 1
    if n_members < 0:
        raise rt.Malformed
    if n_members > data_end - pos:
        raise rt.Malformed
    items_members: list[Member] = []
    for _ in range(n_members):
        n_members__member_id = data[pos]
        pos += 1
        if n_members__member_id > 127:
            n_members__member_id, pos = rt.read_string_length(data, pos - 1)
        end = pos + n_members__member_id - 1
        if not n_members__member_id or end > data_end:
            raise rt.Malformed
        members__member_id = data[pos:end].decode()
        pos = end
        members__member_epoch, n_members__instance_id = _S_iB.unpack_from(data, pos)
        pos += 5
        if n_members__instance_id > 127:
            n_members__instance_id, pos = rt.read_string_length(data, pos - 1)
        members__instance_id: str | None
        if not n_members__instance_id:
            members__instance_id = None
        else:
            end = pos + n_members__instance_id - 1
            if end > data_end:
                raise rt.Malformed
            members__instance_id = data[pos:end].decode()
            pos = end
        n_members__rack_id = data[pos]
        pos += 1
        if n_members__rack_id > 127:
            n_members__rack_id, pos = rt.read_string_length(data, pos - 1)
        members__rack_id: str | None
        if not n_members__rack_id:
            members__rack_id = None
        else:
            end = pos + n_members__rack_id - 1
            if end > data_end:
                raise rt.Malformed
            members__rack_id = data[pos:end].decode()
            pos = end
        n_members__client_id = data[pos]
        pos += 1
        if n_members__client_id > 127:
            n_members__client_id, pos = rt.read_string_length(data, pos - 1)
        end = pos + n_members__client_id - 1
        if not n_members__client_id or end > data_end:
            raise rt.Malformed
        members__client_id = data[pos:end].decode()
        pos = end
        n_members__client_host = data[pos]
        pos += 1
        if n_members__client_host > 127:
            n_members__client_host, pos = rt.read_string_length(data, pos - 1)
        end = pos + n_members__client_host - 1
        if not n_members__client_host or end > data_end:
            raise rt.Malformed
        members__client_host = data[pos:end].decode()
        pos = end
        members__topology_epoch, n_members__process_id = _S_iB.unpack_from(data, pos)
        pos += 5
        if n_members__process_id > 127:
            n_members__process_id, pos = rt.read_string_length(data, pos - 1)
        end = pos + n_members__process_id - 1
        if not n_members__process_id or end > data_end:
            raise rt.Malformed
        members__process_id = data[pos:end].decode()
        pos = end
        (m_members__user_endpoint,) = _S_b.unpack_from(data, pos)
        pos += 1
        members__user_endpoint: Endpoint | None
        if m_members__user_endpoint == -1:
            members__user_endpoint = None
        else:
            if m_members__user_endpoint != 1:
                raise rt.Malformed
            members__user_endpoint, pos = _decode_Endpoint_v0(data, pos)
        n_members__client_tags = data[pos]
        pos += 1
        if n_members__client_tags > 127:
            n_members__client_tags, pos = rt.read_uvarint(data, pos - 1)
        n_members__client_tags -= 1
        if n_members__client_tags < 0:
            raise rt.Malformed
        if n_members__client_tags > data_end - pos:
            raise rt.Malformed
        items_members__client_tags: list[KeyValue] = []
        for _ in range(n_members__client_tags):
            e_members__client_tags, pos = _decode_KeyValue_v0(data, pos)
            items_members__client_tags.append(e_members__client_tags)
        members__client_tags = items_members__client_tags
        n_members__task_offsets = data[pos]
        pos += 1
        if n_members__task_offsets > 127:
            n_members__task_offsets, pos = rt.read_uvarint(data, pos - 1)
        n_members__task_offsets -= 1
        if n_members__task_offsets < 0:
            raise rt.Malformed
        if n_members__task_offsets > data_end - pos:
            raise rt.Malformed
        items_members__task_offsets: list[TaskOffset] = []
        for _ in range(n_members__task_offsets):
            e_members__task_offsets, pos = _decode_TaskOffset_v0(data, pos)
            items_members__task_offsets.append(e_members__task_offsets)
        members__task_offsets = items_members__task_offsets
        n_members__task_end_offsets = data[pos]
        pos += 1
        if n_members__task_end_offsets > 127:
            n_members__task_end_offsets, pos = rt.read_uvarint(data, pos - 1)
        n_members__task_end_offsets -= 1
        if n_members__task_end_offsets < 0:
            raise rt.Malformed
        if n_members__task_end_offsets > data_end - pos:
            raise rt.Malformed
        items_members__task_end_offsets: list[TaskOffset] = []
        for _ in range(n_members__task_end_offsets):
            e_members__task_end_offsets, pos = _decode_TaskOffset_v0(data, pos)
            items_members__task_end_offsets.append(e_members__task_end_offsets)
        members__task_end_offsets = items_members__task_end_offsets
        members__assignment, pos = _decode_Assignment_v0(data, pos)
        members__target_assignment, pos = _decode_Assignment_v0(data, pos)
        members__is_classic_raw, members__tag_count = _S_BB.unpack_from(data, pos)
        pos += 2
        members__is_classic = rt.BOOLS[members__is_classic_raw]
        members__unknown: rt.Tags = ()
        if members__tag_count:
            members__unknown, pos = rt.read_unknown_tags(data, pos - 1)
        e_members = _new(Member)
        e_members.member_id = members__member_id
        e_members.member_epoch = members__member_epoch
        e_members.instance_id = members__instance_id
        e_members.rack_id = members__rack_id
        e_members.client_id = members__client_id
        e_members.client_host = members__client_host
        e_members.topology_epoch = members__topology_epoch
        e_members.process_id = members__process_id
        e_members.user_endpoint = members__user_endpoint
        e_members.client_tags = members__client_tags
        e_members.task_offsets = members__task_offsets
        e_members.task_end_offsets = members__task_end_offsets
        e_members.assignment = members__assignment
        e_members.target_assignment = members__target_assignment
        e_members.is_classic = members__is_classic
        e_members.unknown_tagged_fields = members__unknown
        items_members.append(e_members)
    members = items_members
    authorized_operations, tag_count = _S_iB.unpack_from(data, pos)
    pos += 5
    unknown: rt.Tags = ()
    if tag_count:
        unknown, pos = rt.read_unknown_tags(data, pos - 1)
    obj = _new(DescribedGroup)
    obj.error_code = error_code
    obj.error_message = error_message
    obj.group_id = group_id
    obj.group_state = group_state
    obj.group_epoch = group_epoch
    obj.assignment_epoch = assignment_epoch
    obj.topology = topology
    obj.members = members
    obj.authorized_operations = authorized_operations
    obj.topology_description = None
    obj.topology_description_status = 0
    obj.assignor_name = None
    obj.unknown_tagged_fields = unknown
    return obj, pos


def _decode_DescribedGroup_v1(data: bytes, pos: int) -> tuple[DescribedGroup, int]:
    """Decode DescribedGroup, version 1."""
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
    n_group_id = data[pos]
    pos += 1
    if n_group_id > 127:
        n_group_id, pos = rt.read_string_length(data, pos - 1)
    end = pos + n_group_id - 1
    if not n_group_id or end > data_end:
        raise rt.Malformed
    group_id = data[pos:end].decode()
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
    group_epoch, assignment_epoch, m_topology = _S_iib.unpack_from(data, pos)
    pos += 9
    topology: Topology | None
    if m_topology == -1:
        topology = None
    else:
        if m_topology != 1:
            raise rt.Malformed
        topology, pos = _decode_Topology_v0(data, pos)
    n_members = data[pos]
    pos += 1
    if n_members > 127:
        n_members, pos = rt.read_uvarint(data, pos - 1)
    n_members -= 1
    if n_members < 0:
        raise rt.Malformed
    if n_members > data_end - pos:
        raise rt.Malformed
    items_members: list[Member] = []
    for _ in range(n_members):
        n_members__member_id = data[pos]
        pos += 1
        if n_members__member_id > 127:
            n_members__member_id, pos = rt.read_string_length(data, pos - 1)
        end = pos + n_members__member_id - 1
        if not n_members__member_id or end > data_end:
            raise rt.Malformed
        members__member_id = data[pos:end].decode()
        pos = end
        members__member_epoch, n_members__instance_id = _S_iB.unpack_from(data, pos)
        pos += 5
        if n_members__instance_id > 127:
            n_members__instance_id, pos = rt.read_string_length(data, pos - 1)
        members__instance_id: str | None
        if not n_members__instance_id:
            members__instance_id = None
        else:
            end = pos + n_members__instance_id - 1
            if end > data_end:
                raise rt.Malformed
            members__instance_id = data[pos:end].decode()
            pos = end
        n_members__rack_id = data[pos]
        pos += 1
        if n_members__rack_id > 127:
            n_members__rack_id, pos = rt.read_string_length(data, pos - 1)
        members__rack_id: str | None
        if not n_members__rack_id:
            members__rack_id = None
        else:
            end = pos + n_members__rack_id - 1
            if end > data_end:
                raise rt.Malformed
            members__rack_id = data[pos:end].decode()
            pos = end
        n_members__client_id = data[pos]
        pos += 1
        if n_members__client_id > 127:
            n_members__client_id, pos = rt.read_string_length(data, pos - 1)
        end = pos + n_members__client_id - 1
        if not n_members__client_id or end > data_end:
            raise rt.Malformed
        members__client_id = data[pos:end].decode()
        pos = end
        n_members__client_host = data[pos]
        pos += 1
        if n_members__client_host > 127:
            n_members__client_host, pos = rt.read_string_length(data, pos - 1)
        end = pos + n_members__client_host - 1
        if not n_members__client_host or end > data_end:
            raise rt.Malformed
        members__client_host = data[pos:end].decode()
        pos = end
        members__topology_epoch, n_members__process_id = _S_iB.unpack_from(data, pos)
        pos += 5
        if n_members__process_id > 127:
            n_members__process_id, pos = rt.read_string_length(data, pos - 1)
        end = pos + n_members__process_id - 1
        if not n_members__process_id or end > data_end:
            raise rt.Malformed
        members__process_id = data[pos:end].decode()
        pos = end
        (m_members__user_endpoint,) = _S_b.unpack_from(data, pos)
        pos += 1
        members__user_endpoint: Endpoint | None
        if m_members__user_endpoint == -1:
            members__user_endpoint = None
        else:
            if m_members__user_endpoint != 1:
                raise rt.Malformed
            members__user_endpoint, pos = _decode_Endpoint_v0(data, pos)
        n_members__client_tags = data[pos]
        pos += 1
        if n_members__client_tags > 127:
            n_members__client_tags, pos = rt.read_uvarint(data, pos - 1)
        n_members__client_tags -= 1
        if n_members__client_tags < 0:
            raise rt.Malformed
        if n_members__client_tags > data_end - pos:
            raise rt.Malformed
        items_members__client_tags: list[KeyValue] = []
        for _ in range(n_members__client_tags):
            e_members__client_tags, pos = _decode_KeyValue_v0(data, pos)
            items_members__client_tags.append(e_members__client_tags)
        members__client_tags = items_members__client_tags
        n_members__task_offsets = data[pos]
        pos += 1
        if n_members__task_offsets > 127:
            n_members__task_offsets, pos = rt.read_uvarint(data, pos - 1)
        n_members__task_offsets -= 1
        if n_members__task_offsets < 0:
            raise rt.Malformed
        if n_members__task_offsets > data_end - pos:
            raise rt.Malformed
        items_members__task_offsets: list[TaskOffset] = []
        for _ in range(n_members__task_offsets):
            e_members__task_offsets, pos = _decode_TaskOffset_v0(data, pos)
            items_members__task_offsets.append(e_members__task_offsets)
        members__task_offsets = items_members__task_offsets
        n_members__task_end_offsets = data[pos]
        pos += 1
        if n_members__task_end_offsets > 127:
            n_members__task_end_offsets, pos = rt.read_uvarint(data, pos - 1)
        n_members__task_end_offsets -= 1
        if n_members__task_end_offsets < 0:
            raise rt.Malformed
        if n_members__task_end_offsets > data_end - pos:
            raise rt.Malformed
        items_members__task_end_offsets: list[TaskOffset] = []
        for _ in range(n_members__task_end_offsets):
            e_members__task_end_offsets, pos = _decode_TaskOffset_v0(data, pos)
            items_members__task_end_offsets.append(e_members__task_end_offsets)
        members__task_end_offsets = items_members__task_end_offsets
        members__assignment, pos = _decode_Assignment_v0(data, pos)
        members__target_assignment, pos = _decode_Assignment_v0(data, pos)
        members__is_classic_raw, members__tag_count = _S_BB.unpack_from(data, pos)
        pos += 2
        members__is_classic = rt.BOOLS[members__is_classic_raw]
        members__unknown: rt.Tags = ()
        if members__tag_count:
            members__unknown, pos = rt.read_unknown_tags(data, pos - 1)
        e_members = _new(Member)
        e_members.member_id = members__member_id
        e_members.member_epoch = members__member_epoch
        e_members.instance_id = members__instance_id
        e_members.rack_id = members__rack_id
        e_members.client_id = members__client_id
        e_members.client_host = members__client_host
        e_members.topology_epoch = members__topology_epoch
        e_members.process_id = members__process_id
        e_members.user_endpoint = members__user_endpoint
        e_members.client_tags = members__client_tags
        e_members.task_offsets = members__task_offsets
        e_members.task_end_offsets = members__task_end_offsets
        e_members.assignment = members__assignment
        e_members.target_assignment = members__target_assignment
        e_members.is_classic = members__is_classic
        e_members.unknown_tagged_fields = members__unknown
        items_members.append(e_members)
    members = items_members
    authorized_operations, m_topology_description = _S_ib.unpack_from(data, pos)
    pos += 5
    topology_description: TopologyDescription | None
    if m_topology_description == -1:
        topology_description = None
    else:
        if m_topology_description != 1:
            raise rt.Malformed
        topology_description, pos = _decode_TopologyDescription_v1(data, pos)
    topology_description_status, n_assignor_name = _S_bB.unpack_from(data, pos)
    pos += 2
    if n_assignor_name > 127:
        n_assignor_name, pos = rt.read_string_length(data, pos - 1)
    assignor_name: str | None
    if not n_assignor_name:
        assignor_name = None
    else:
        end = pos + n_assignor_name - 1
        if end > data_end:
            raise rt.Malformed
        assignor_name = data[pos:end].decode()
        pos = end
    tag_count = data[pos]
    pos += 1
    unknown: rt.Tags = ()
    if tag_count:
        unknown, pos = rt.read_unknown_tags(data, pos - 1)
    obj = _new(DescribedGroup)
    obj.error_code = error_code
    obj.error_message = error_message
    obj.group_id = group_id
    obj.group_state = group_state
    obj.group_epoch = group_epoch
    obj.assignment_epoch = assignment_epoch
    obj.topology = topology
    obj.members = members
    obj.authorized_operations = authorized_operations
    obj.topology_description = topology_description
    obj.topology_description_status = topology_description_status
    obj.assignor_name = assignor_name
    obj.unknown_tagged_fields = unknown
    return obj, pos


def _encode_DescribedGroup_v0(obj: DescribedGroup, out: bytearray) -> None:
    """Encode DescribedGroup, version 0."""
    append = out.append
    if obj.topology_description is not None:
        raise rt.Malformed
    if obj.topology_description_status != 0:
        raise rt.Malformed
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
    b_group_id = obj.group_id.encode()
    n = len(b_group_id) + 1
    if n < 128:
        append(n)
    else:
        out += rt.string_length(n)
    out += b_group_id
    b_group_state = obj.group_state.encode()
    n = len(b_group_state) + 1
    if n < 128:
        append(n)
    else:
        out += rt.string_length(n)
    out += b_group_state
    out += _S_iib.pack(obj.group_epoch, obj.assignment_epoch, -1 if obj.topology is None else 1)
    if obj.topology is not None:
        _encode_Topology_v0(obj.topology, out)
    a_members = obj.members
    n = len(a_members) + 1
    if n < 128:
        append(n)
    else:
        out += rt.uvarint(n)
    for e_members in a_members:
        b_members__member_id = e_members.member_id.encode()
        n = len(b_members__member_id) + 1
        if n < 128:
            append(n)
        else:
            out += rt.string_length(n)
        out += b_members__member_id
        out += _S_i.pack(e_members.member_epoch)
        s_members__instance_id = e_members.instance_id
        if s_members__instance_id is None:
            append(0)
        else:
            b_members__instance_id = s_members__instance_id.encode()
            n = len(b_members__instance_id) + 1
            if n < 128:
                append(n)
            else:
                out += rt.string_length(n)
            out += b_members__instance_id
        s_members__rack_id = e_members.rack_id
        if s_members__rack_id is None:
            append(0)
        else:
            b_members__rack_id = s_members__rack_id.encode()
            n = len(b_members__rack_id) + 1
            if n < 128:
                append(n)
            else:
                out += rt.string_length(n)
            out += b_members__rack_id
        b_members__client_id = e_members.client_id.encode()
        n = len(b_members__client_id) + 1
        if n < 128:
            append(n)
        else:
            out += rt.string_length(n)
        out += b_members__client_id
        b_members__client_host = e_members.client_host.encode()
        n = len(b_members__client_host) + 1
        if n < 128:
            append(n)
        else:
            out += rt.string_length(n)
        out += b_members__client_host
        out += _S_i.pack(e_members.topology_epoch)
        b_members__process_id = e_members.process_id.encode()
        n = len(b_members__process_id) + 1
        if n < 128:
            append(n)
        else:
            out += rt.string_length(n)
        out += b_members__process_id
        out += _S_b.pack(-1 if e_members.user_endpoint is None else 1)
        if e_members.user_endpoint is not None:
            _encode_Endpoint_v0(e_members.user_endpoint, out)
        a_members__client_tags = e_members.client_tags
        n = len(a_members__client_tags) + 1
        if n < 128:
            append(n)
        else:
            out += rt.uvarint(n)
        for e_members__client_tags in a_members__client_tags:
            b_members__client_tags__key = e_members__client_tags.key.encode()
            n = len(b_members__client_tags__key) + 1
            if n < 128:
                append(n)
            else:
                out += rt.string_length(n)
            out += b_members__client_tags__key
            b_members__client_tags__value = e_members__client_tags.value.encode()
            n = len(b_members__client_tags__value) + 1
            if n < 128:
                append(n)
            else:
                out += rt.string_length(n)
            out += b_members__client_tags__value
            if e_members__client_tags.unknown_tagged_fields:
                rt.write_tags(out, (), e_members__client_tags.unknown_tagged_fields)
            else:
                append(0)
        a_members__task_offsets = e_members.task_offsets
        n = len(a_members__task_offsets) + 1
        if n < 128:
            append(n)
        else:
            out += rt.uvarint(n)
        for e_members__task_offsets in a_members__task_offsets:
            b_members__task_offsets__subtopology_id = (
                e_members__task_offsets.subtopology_id.encode()
            )
            n = len(b_members__task_offsets__subtopology_id) + 1
            if n < 128:
                append(n)
            else:
                out += rt.string_length(n)
            out += b_members__task_offsets__subtopology_id
            out += _S_iq.pack(e_members__task_offsets.partition, e_members__task_offsets.offset)
            if e_members__task_offsets.unknown_tagged_fields:
                rt.write_tags(out, (), e_members__task_offsets.unknown_tagged_fields)
            else:
                append(0)
        a_members__task_end_offsets = e_members.task_end_offsets
        n = len(a_members__task_end_offsets) + 1
        if n < 128:
            append(n)
        else:
            out += rt.uvarint(n)
        for e_members__task_end_offsets in a_members__task_end_offsets:
            b_members__task_end_offsets__subtopology_id = (
                e_members__task_end_offsets.subtopology_id.encode()
            )
            n = len(b_members__task_end_offsets__subtopology_id) + 1
            if n < 128:
                append(n)
            else:
                out += rt.string_length(n)
            out += b_members__task_end_offsets__subtopology_id
            out += _S_iq.pack(
                e_members__task_end_offsets.partition, e_members__task_end_offsets.offset
            )
            if e_members__task_end_offsets.unknown_tagged_fields:
                rt.write_tags(out, (), e_members__task_end_offsets.unknown_tagged_fields)
            else:
                append(0)
        _encode_Assignment_v0(e_members.assignment, out)
        _encode_Assignment_v0(e_members.target_assignment, out)
        if e_members.is_classic is not True and e_members.is_classic is not False:
            raise rt.Malformed
        out += _S_o.pack(e_members.is_classic)
        if e_members.unknown_tagged_fields:
            rt.write_tags(out, (), e_members.unknown_tagged_fields)
        else:
            append(0)
    out += _S_i.pack(obj.authorized_operations)
    if obj.unknown_tagged_fields:
        rt.write_tags(out, (), obj.unknown_tagged_fields)
    else:
        append(0)


def _encode_DescribedGroup_v1(obj: DescribedGroup, out: bytearray) -> None:
    """Encode DescribedGroup, version 1."""
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
    b_group_id = obj.group_id.encode()
    n = len(b_group_id) + 1
    if n < 128:
        append(n)
    else:
        out += rt.string_length(n)
    out += b_group_id
    b_group_state = obj.group_state.encode()
    n = len(b_group_state) + 1
    if n < 128:
        append(n)
    else:
        out += rt.string_length(n)
    out += b_group_state
    out += _S_iib.pack(obj.group_epoch, obj.assignment_epoch, -1 if obj.topology is None else 1)
    if obj.topology is not None:
        _encode_Topology_v0(obj.topology, out)
    a_members = obj.members
    n = len(a_members) + 1
    if n < 128:
        append(n)
    else:
        out += rt.uvarint(n)
    for e_members in a_members:
        b_members__member_id = e_members.member_id.encode()
        n = len(b_members__member_id) + 1
        if n < 128:
            append(n)
        else:
            out += rt.string_length(n)
        out += b_members__member_id
        out += _S_i.pack(e_members.member_epoch)
        s_members__instance_id = e_members.instance_id
        if s_members__instance_id is None:
            append(0)
        else:
            b_members__instance_id = s_members__instance_id.encode()
            n = len(b_members__instance_id) + 1
            if n < 128:
                append(n)
            else:
                out += rt.string_length(n)
            out += b_members__instance_id
        s_members__rack_id = e_members.rack_id
        if s_members__rack_id is None:
            append(0)
        else:
            b_members__rack_id = s_members__rack_id.encode()
            n = len(b_members__rack_id) + 1
            if n < 128:
                append(n)
            else:
                out += rt.string_length(n)
            out += b_members__rack_id
        b_members__client_id = e_members.client_id.encode()
        n = len(b_members__client_id) + 1
        if n < 128:
            append(n)
        else:
            out += rt.string_length(n)
        out += b_members__client_id
        b_members__client_host = e_members.client_host.encode()
        n = len(b_members__client_host) + 1
        if n < 128:
            append(n)
        else:
            out += rt.string_length(n)
        out += b_members__client_host
        out += _S_i.pack(e_members.topology_epoch)
        b_members__process_id = e_members.process_id.encode()
        n = len(b_members__process_id) + 1
        if n < 128:
            append(n)
        else:
            out += rt.string_length(n)
        out += b_members__process_id
        out += _S_b.pack(-1 if e_members.user_endpoint is None else 1)
        if e_members.user_endpoint is not None:
            _encode_Endpoint_v0(e_members.user_endpoint, out)
        a_members__client_tags = e_members.client_tags
        n = len(a_members__client_tags) + 1
        if n < 128:
            append(n)
        else:
            out += rt.uvarint(n)
        for e_members__client_tags in a_members__client_tags:
            b_members__client_tags__key = e_members__client_tags.key.encode()
            n = len(b_members__client_tags__key) + 1
            if n < 128:
                append(n)
            else:
                out += rt.string_length(n)
            out += b_members__client_tags__key
            b_members__client_tags__value = e_members__client_tags.value.encode()
            n = len(b_members__client_tags__value) + 1
            if n < 128:
                append(n)
            else:
                out += rt.string_length(n)
            out += b_members__client_tags__value
            if e_members__client_tags.unknown_tagged_fields:
                rt.write_tags(out, (), e_members__client_tags.unknown_tagged_fields)
            else:
                append(0)
        a_members__task_offsets = e_members.task_offsets
        n = len(a_members__task_offsets) + 1
        if n < 128:
            append(n)
        else:
            out += rt.uvarint(n)
        for e_members__task_offsets in a_members__task_offsets:
            b_members__task_offsets__subtopology_id = (
                e_members__task_offsets.subtopology_id.encode()
            )
            n = len(b_members__task_offsets__subtopology_id) + 1
            if n < 128:
                append(n)
            else:
                out += rt.string_length(n)
            out += b_members__task_offsets__subtopology_id
            out += _S_iq.pack(e_members__task_offsets.partition, e_members__task_offsets.offset)
            if e_members__task_offsets.unknown_tagged_fields:
                rt.write_tags(out, (), e_members__task_offsets.unknown_tagged_fields)
            else:
                append(0)
        a_members__task_end_offsets = e_members.task_end_offsets
        n = len(a_members__task_end_offsets) + 1
        if n < 128:
            append(n)
        else:
            out += rt.uvarint(n)
        for e_members__task_end_offsets in a_members__task_end_offsets:
            b_members__task_end_offsets__subtopology_id = (
                e_members__task_end_offsets.subtopology_id.encode()
            )
            n = len(b_members__task_end_offsets__subtopology_id) + 1
            if n < 128:
                append(n)
            else:
                out += rt.string_length(n)
            out += b_members__task_end_offsets__subtopology_id
            out += _S_iq.pack(
                e_members__task_end_offsets.partition, e_members__task_end_offsets.offset
            )
            if e_members__task_end_offsets.unknown_tagged_fields:
                rt.write_tags(out, (), e_members__task_end_offsets.unknown_tagged_fields)
            else:
                append(0)
        _encode_Assignment_v0(e_members.assignment, out)
        _encode_Assignment_v0(e_members.target_assignment, out)
        if e_members.is_classic is not True and e_members.is_classic is not False:
            raise rt.Malformed
        out += _S_o.pack(e_members.is_classic)
        if e_members.unknown_tagged_fields:
            rt.write_tags(out, (), e_members.unknown_tagged_fields)
        else:
            append(0)
    out += _S_ib.pack(obj.authorized_operations, -1 if obj.topology_description is None else 1)
    if obj.topology_description is not None:
        _encode_TopologyDescription_v1(obj.topology_description, out)
    out += _S_b.pack(obj.topology_description_status)
    s_assignor_name = obj.assignor_name
    if s_assignor_name is None:
        append(0)
    else:
        b_assignor_name = s_assignor_name.encode()
        n = len(b_assignor_name) + 1
        if n < 128:
            append(n)
        else:
            out += rt.string_length(n)
        out += b_assignor_name
    if obj.unknown_tagged_fields:
        rt.write_tags(out, (), obj.unknown_tagged_fields)
    else:
        append(0)


def _decode_StreamsGroupDescribeResponse_v0(
    data: bytes, pos: int
) -> tuple[StreamsGroupDescribeResponse, int]:
    """Decode StreamsGroupDescribeResponse, version 0."""
    data_end = len(data)
    throttle_time_ms, n_groups = _S_iB.unpack_from(data, pos)
    pos += 5
    if n_groups > 127:
        n_groups, pos = rt.read_uvarint(data, pos - 1)
    n_groups -= 1
    if n_groups < 0:
        raise rt.Malformed
    if n_groups > data_end - pos:
        raise rt.Malformed
    items_groups: list[DescribedGroup] = []
    for _ in range(n_groups):
        groups__error_code, n_groups__error_message = _S_hB.unpack_from(data, pos)
        pos += 3
        if n_groups__error_message > 127:
            n_groups__error_message, pos = rt.read_string_length(data, pos - 1)
        groups__error_message: str | None
        if not n_groups__error_message:
            groups__error_message = None
        else:
            end = pos + n_groups__error_message - 1
            if end > data_end:
                raise rt.Malformed
            groups__error_message = data[pos:end].decode()
            pos = end
        n_groups__group_id = data[pos]
        pos += 1
        if n_groups__group_id > 127:
            n_groups__group_id, pos = rt.read_string_length(data, pos - 1)
        end = pos + n_groups__group_id - 1
        if not n_groups__group_id or end > data_end:
            raise rt.Malformed
        groups__group_id = data[pos:end].decode()
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
        groups__group_epoch, groups__assignment_epoch, m_groups__topology = _S_iib.unpack_from(
            data, pos
        )
        pos += 9
        groups__topology: Topology | None
        if m_groups__topology == -1:
            groups__topology = None
        else:
            if m_groups__topology != 1:
                raise rt.Malformed
            groups__topology, pos = _decode_Topology_v0(data, pos)
        n_groups__members = data[pos]
        pos += 1
        if n_groups__members > 127:
            n_groups__members, pos = rt.read_uvarint(data, pos - 1)
        n_groups__members -= 1
        if n_groups__members < 0:
            raise rt.Malformed
        if n_groups__members > data_end - pos:
            raise rt.Malformed
        items_groups__members: list[Member] = []
        for _ in range(n_groups__members):
            e_groups__members, pos = _decode_Member_v0(data, pos)
            items_groups__members.append(e_groups__members)
        groups__members = items_groups__members
        groups__authorized_operations, groups__tag_count = _S_iB.unpack_from(data, pos)
        pos += 5
        groups__unknown: rt.Tags = ()
        if groups__tag_count:
            groups__unknown, pos = rt.read_unknown_tags(data, pos - 1)
        e_groups = _new(DescribedGroup)
        e_groups.error_code = groups__error_code
        e_groups.error_message = groups__error_message
        e_groups.group_id = groups__group_id
        e_groups.group_state = groups__group_state
        e_groups.group_epoch = groups__group_epoch
        e_groups.assignment_epoch = groups__assignment_epoch
        e_groups.topology = groups__topology
        e_groups.members = groups__members
        e_groups.authorized_operations = groups__authorized_operations
        e_groups.topology_description = None
        e_groups.topology_description_status = 0
        e_groups.assignor_name = None
        e_groups.unknown_tagged_fields = groups__unknown
        items_groups.append(e_groups)
    groups = items_groups
    tag_count = data[pos]
    pos += 1
    unknown: rt.Tags = ()
    if tag_count:
        unknown, pos = rt.read_unknown_tags(data, pos - 1)
    obj = _new(StreamsGroupDescribeResponse)
    obj.throttle_time_ms = throttle_time_ms
    obj.groups = groups
    obj.unknown_tagged_fields = unknown
    return obj, pos


def _decode_StreamsGroupDescribeResponse_v1(
    data: bytes, pos: int
) -> tuple[StreamsGroupDescribeResponse, int]:
    """Decode StreamsGroupDescribeResponse, version 1."""
    data_end = len(data)
    throttle_time_ms, n_groups = _S_iB.unpack_from(data, pos)
    pos += 5
    if n_groups > 127:
        n_groups, pos = rt.read_uvarint(data, pos - 1)
    n_groups -= 1
    if n_groups < 0:
        raise rt.Malformed
    if n_groups > data_end - pos:
        raise rt.Malformed
    items_groups: list[DescribedGroup] = []
    for _ in range(n_groups):
        groups__error_code, n_groups__error_message = _S_hB.unpack_from(data, pos)
        pos += 3
        if n_groups__error_message > 127:
            n_groups__error_message, pos = rt.read_string_length(data, pos - 1)
        groups__error_message: str | None
        if not n_groups__error_message:
            groups__error_message = None
        else:
            end = pos + n_groups__error_message - 1
            if end > data_end:
                raise rt.Malformed
            groups__error_message = data[pos:end].decode()
            pos = end
        n_groups__group_id = data[pos]
        pos += 1
        if n_groups__group_id > 127:
            n_groups__group_id, pos = rt.read_string_length(data, pos - 1)
        end = pos + n_groups__group_id - 1
        if not n_groups__group_id or end > data_end:
            raise rt.Malformed
        groups__group_id = data[pos:end].decode()
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
        groups__group_epoch, groups__assignment_epoch, m_groups__topology = _S_iib.unpack_from(
            data, pos
        )
        pos += 9
        groups__topology: Topology | None
        if m_groups__topology == -1:
            groups__topology = None
        else:
            if m_groups__topology != 1:
                raise rt.Malformed
            groups__topology, pos = _decode_Topology_v0(data, pos)
        n_groups__members = data[pos]
        pos += 1
        if n_groups__members > 127:
            n_groups__members, pos = rt.read_uvarint(data, pos - 1)
        n_groups__members -= 1
        if n_groups__members < 0:
            raise rt.Malformed
        if n_groups__members > data_end - pos:
            raise rt.Malformed
        items_groups__members: list[Member] = []
        for _ in range(n_groups__members):
            e_groups__members, pos = _decode_Member_v0(data, pos)
            items_groups__members.append(e_groups__members)
        groups__members = items_groups__members
        groups__authorized_operations, m_groups__topology_description = _S_ib.unpack_from(data, pos)
        pos += 5
        groups__topology_description: TopologyDescription | None
        if m_groups__topology_description == -1:
            groups__topology_description = None
        else:
            if m_groups__topology_description != 1:
                raise rt.Malformed
            groups__topology_description, pos = _decode_TopologyDescription_v1(data, pos)
        groups__topology_description_status, n_groups__assignor_name = _S_bB.unpack_from(data, pos)
        pos += 2
        if n_groups__assignor_name > 127:
            n_groups__assignor_name, pos = rt.read_string_length(data, pos - 1)
        groups__assignor_name: str | None
        if not n_groups__assignor_name:
            groups__assignor_name = None
        else:
            end = pos + n_groups__assignor_name - 1
            if end > data_end:
                raise rt.Malformed
            groups__assignor_name = data[pos:end].decode()
            pos = end
        groups__tag_count = data[pos]
        pos += 1
        groups__unknown: rt.Tags = ()
        if groups__tag_count:
            groups__unknown, pos = rt.read_unknown_tags(data, pos - 1)
        e_groups = _new(DescribedGroup)
        e_groups.error_code = groups__error_code
        e_groups.error_message = groups__error_message
        e_groups.group_id = groups__group_id
        e_groups.group_state = groups__group_state
        e_groups.group_epoch = groups__group_epoch
        e_groups.assignment_epoch = groups__assignment_epoch
        e_groups.topology = groups__topology
        e_groups.members = groups__members
        e_groups.authorized_operations = groups__authorized_operations
        e_groups.topology_description = groups__topology_description
        e_groups.topology_description_status = groups__topology_description_status
        e_groups.assignor_name = groups__assignor_name
        e_groups.unknown_tagged_fields = groups__unknown
        items_groups.append(e_groups)
    groups = items_groups
    tag_count = data[pos]
    pos += 1
    unknown: rt.Tags = ()
    if tag_count:
        unknown, pos = rt.read_unknown_tags(data, pos - 1)
    obj = _new(StreamsGroupDescribeResponse)
    obj.throttle_time_ms = throttle_time_ms
    obj.groups = groups
    obj.unknown_tagged_fields = unknown
    return obj, pos


def _encode_StreamsGroupDescribeResponse_v0(
    obj: StreamsGroupDescribeResponse, out: bytearray
) -> None:
    """Encode StreamsGroupDescribeResponse, version 0."""
    append = out.append
    out += _S_i.pack(obj.throttle_time_ms)
    a_groups = obj.groups
    n = len(a_groups) + 1
    if n < 128:
        append(n)
    else:
        out += rt.uvarint(n)
    for e_groups in a_groups:
        if e_groups.topology_description is not None:
            raise rt.Malformed
        if e_groups.topology_description_status != 0:
            raise rt.Malformed
        out += _S_h.pack(e_groups.error_code)
        s_groups__error_message = e_groups.error_message
        if s_groups__error_message is None:
            append(0)
        else:
            b_groups__error_message = s_groups__error_message.encode()
            n = len(b_groups__error_message) + 1
            if n < 128:
                append(n)
            else:
                out += rt.string_length(n)
            out += b_groups__error_message
        b_groups__group_id = e_groups.group_id.encode()
        n = len(b_groups__group_id) + 1
        if n < 128:
            append(n)
        else:
            out += rt.string_length(n)
        out += b_groups__group_id
        b_groups__group_state = e_groups.group_state.encode()
        n = len(b_groups__group_state) + 1
        if n < 128:
            append(n)
        else:
            out += rt.string_length(n)
        out += b_groups__group_state
        out += _S_iib.pack(
            e_groups.group_epoch, e_groups.assignment_epoch, -1 if e_groups.topology is None else 1
        )
        if e_groups.topology is not None:
            _encode_Topology_v0(e_groups.topology, out)
        a_groups__members = e_groups.members
        n = len(a_groups__members) + 1
        if n < 128:
            append(n)
        else:
            out += rt.uvarint(n)
        for e_groups__members in a_groups__members:
            b_groups__members__member_id = e_groups__members.member_id.encode()
            n = len(b_groups__members__member_id) + 1
            if n < 128:
                append(n)
            else:
                out += rt.string_length(n)
            out += b_groups__members__member_id
            out += _S_i.pack(e_groups__members.member_epoch)
            s_groups__members__instance_id = e_groups__members.instance_id
            if s_groups__members__instance_id is None:
                append(0)
            else:
                b_groups__members__instance_id = s_groups__members__instance_id.encode()
                n = len(b_groups__members__instance_id) + 1
                if n < 128:
                    append(n)
                else:
                    out += rt.string_length(n)
                out += b_groups__members__instance_id
            s_groups__members__rack_id = e_groups__members.rack_id
            if s_groups__members__rack_id is None:
                append(0)
            else:
                b_groups__members__rack_id = s_groups__members__rack_id.encode()
                n = len(b_groups__members__rack_id) + 1
                if n < 128:
                    append(n)
                else:
                    out += rt.string_length(n)
                out += b_groups__members__rack_id
            b_groups__members__client_id = e_groups__members.client_id.encode()
            n = len(b_groups__members__client_id) + 1
            if n < 128:
                append(n)
            else:
                out += rt.string_length(n)
            out += b_groups__members__client_id
            b_groups__members__client_host = e_groups__members.client_host.encode()
            n = len(b_groups__members__client_host) + 1
            if n < 128:
                append(n)
            else:
                out += rt.string_length(n)
            out += b_groups__members__client_host
            out += _S_i.pack(e_groups__members.topology_epoch)
            b_groups__members__process_id = e_groups__members.process_id.encode()
            n = len(b_groups__members__process_id) + 1
            if n < 128:
                append(n)
            else:
                out += rt.string_length(n)
            out += b_groups__members__process_id
            out += _S_b.pack(-1 if e_groups__members.user_endpoint is None else 1)
            if e_groups__members.user_endpoint is not None:
                _encode_Endpoint_v0(e_groups__members.user_endpoint, out)
            a_groups__members__client_tags = e_groups__members.client_tags
            n = len(a_groups__members__client_tags) + 1
            if n < 128:
                append(n)
            else:
                out += rt.uvarint(n)
            for e_groups__members__client_tags in a_groups__members__client_tags:
                b_groups__members__client_tags__key = e_groups__members__client_tags.key.encode()
                n = len(b_groups__members__client_tags__key) + 1
                if n < 128:
                    append(n)
                else:
                    out += rt.string_length(n)
                out += b_groups__members__client_tags__key
                b_groups__members__client_tags__value = (
                    e_groups__members__client_tags.value.encode()
                )
                n = len(b_groups__members__client_tags__value) + 1
                if n < 128:
                    append(n)
                else:
                    out += rt.string_length(n)
                out += b_groups__members__client_tags__value
                if e_groups__members__client_tags.unknown_tagged_fields:
                    rt.write_tags(out, (), e_groups__members__client_tags.unknown_tagged_fields)
                else:
                    append(0)
            a_groups__members__task_offsets = e_groups__members.task_offsets
            n = len(a_groups__members__task_offsets) + 1
            if n < 128:
                append(n)
            else:
                out += rt.uvarint(n)
            for e_groups__members__task_offsets in a_groups__members__task_offsets:
                b_groups__members__task_offsets__subtopology_id = (
                    e_groups__members__task_offsets.subtopology_id.encode()
                )
                n = len(b_groups__members__task_offsets__subtopology_id) + 1
                if n < 128:
                    append(n)
                else:
                    out += rt.string_length(n)
                out += b_groups__members__task_offsets__subtopology_id
                out += _S_iq.pack(
                    e_groups__members__task_offsets.partition,
                    e_groups__members__task_offsets.offset,
                )
                if e_groups__members__task_offsets.unknown_tagged_fields:
                    rt.write_tags(out, (), e_groups__members__task_offsets.unknown_tagged_fields)
                else:
                    append(0)
            a_groups__members__task_end_offsets = e_groups__members.task_end_offsets
            n = len(a_groups__members__task_end_offsets) + 1
            if n < 128:
                append(n)
            else:
                out += rt.uvarint(n)
            for e_groups__members__task_end_offsets in a_groups__members__task_end_offsets:
                b_groups__members__task_end_offsets__subtopology_id = (
                    e_groups__members__task_end_offsets.subtopology_id.encode()
                )
                n = len(b_groups__members__task_end_offsets__subtopology_id) + 1
                if n < 128:
                    append(n)
                else:
                    out += rt.string_length(n)
                out += b_groups__members__task_end_offsets__subtopology_id
                out += _S_iq.pack(
                    e_groups__members__task_end_offsets.partition,
                    e_groups__members__task_end_offsets.offset,
                )
                if e_groups__members__task_end_offsets.unknown_tagged_fields:
                    rt.write_tags(
                        out, (), e_groups__members__task_end_offsets.unknown_tagged_fields
                    )
                else:
                    append(0)
            _encode_Assignment_v0(e_groups__members.assignment, out)
            _encode_Assignment_v0(e_groups__members.target_assignment, out)
            if (
                e_groups__members.is_classic is not True
                and e_groups__members.is_classic is not False
            ):
                raise rt.Malformed
            out += _S_o.pack(e_groups__members.is_classic)
            if e_groups__members.unknown_tagged_fields:
                rt.write_tags(out, (), e_groups__members.unknown_tagged_fields)
            else:
                append(0)
        out += _S_i.pack(e_groups.authorized_operations)
        if e_groups.unknown_tagged_fields:
            rt.write_tags(out, (), e_groups.unknown_tagged_fields)
        else:
            append(0)
    if obj.unknown_tagged_fields:
        rt.write_tags(out, (), obj.unknown_tagged_fields)
    else:
        append(0)


def _encode_StreamsGroupDescribeResponse_v1(
    obj: StreamsGroupDescribeResponse, out: bytearray
) -> None:
    """Encode StreamsGroupDescribeResponse, version 1."""
    append = out.append
    out += _S_i.pack(obj.throttle_time_ms)
    a_groups = obj.groups
    n = len(a_groups) + 1
    if n < 128:
        append(n)
    else:
        out += rt.uvarint(n)
    for e_groups in a_groups:
        out += _S_h.pack(e_groups.error_code)
        s_groups__error_message = e_groups.error_message
        if s_groups__error_message is None:
            append(0)
        else:
            b_groups__error_message = s_groups__error_message.encode()
            n = len(b_groups__error_message) + 1
            if n < 128:
                append(n)
            else:
                out += rt.string_length(n)
            out += b_groups__error_message
        b_groups__group_id = e_groups.group_id.encode()
        n = len(b_groups__group_id) + 1
        if n < 128:
            append(n)
        else:
            out += rt.string_length(n)
        out += b_groups__group_id
        b_groups__group_state = e_groups.group_state.encode()
        n = len(b_groups__group_state) + 1
        if n < 128:
            append(n)
        else:
            out += rt.string_length(n)
        out += b_groups__group_state
        out += _S_iib.pack(
            e_groups.group_epoch, e_groups.assignment_epoch, -1 if e_groups.topology is None else 1
        )
        if e_groups.topology is not None:
            _encode_Topology_v0(e_groups.topology, out)
        a_groups__members = e_groups.members
        n = len(a_groups__members) + 1
        if n < 128:
            append(n)
        else:
            out += rt.uvarint(n)
        for e_groups__members in a_groups__members:
            b_groups__members__member_id = e_groups__members.member_id.encode()
            n = len(b_groups__members__member_id) + 1
            if n < 128:
                append(n)
            else:
                out += rt.string_length(n)
            out += b_groups__members__member_id
            out += _S_i.pack(e_groups__members.member_epoch)
            s_groups__members__instance_id = e_groups__members.instance_id
            if s_groups__members__instance_id is None:
                append(0)
            else:
                b_groups__members__instance_id = s_groups__members__instance_id.encode()
                n = len(b_groups__members__instance_id) + 1
                if n < 128:
                    append(n)
                else:
                    out += rt.string_length(n)
                out += b_groups__members__instance_id
            s_groups__members__rack_id = e_groups__members.rack_id
            if s_groups__members__rack_id is None:
                append(0)
            else:
                b_groups__members__rack_id = s_groups__members__rack_id.encode()
                n = len(b_groups__members__rack_id) + 1
                if n < 128:
                    append(n)
                else:
                    out += rt.string_length(n)
                out += b_groups__members__rack_id
            b_groups__members__client_id = e_groups__members.client_id.encode()
            n = len(b_groups__members__client_id) + 1
            if n < 128:
                append(n)
            else:
                out += rt.string_length(n)
            out += b_groups__members__client_id
            b_groups__members__client_host = e_groups__members.client_host.encode()
            n = len(b_groups__members__client_host) + 1
            if n < 128:
                append(n)
            else:
                out += rt.string_length(n)
            out += b_groups__members__client_host
            out += _S_i.pack(e_groups__members.topology_epoch)
            b_groups__members__process_id = e_groups__members.process_id.encode()
            n = len(b_groups__members__process_id) + 1
            if n < 128:
                append(n)
            else:
                out += rt.string_length(n)
            out += b_groups__members__process_id
            out += _S_b.pack(-1 if e_groups__members.user_endpoint is None else 1)
            if e_groups__members.user_endpoint is not None:
                _encode_Endpoint_v0(e_groups__members.user_endpoint, out)
            a_groups__members__client_tags = e_groups__members.client_tags
            n = len(a_groups__members__client_tags) + 1
            if n < 128:
                append(n)
            else:
                out += rt.uvarint(n)
            for e_groups__members__client_tags in a_groups__members__client_tags:
                b_groups__members__client_tags__key = e_groups__members__client_tags.key.encode()
                n = len(b_groups__members__client_tags__key) + 1
                if n < 128:
                    append(n)
                else:
                    out += rt.string_length(n)
                out += b_groups__members__client_tags__key
                b_groups__members__client_tags__value = (
                    e_groups__members__client_tags.value.encode()
                )
                n = len(b_groups__members__client_tags__value) + 1
                if n < 128:
                    append(n)
                else:
                    out += rt.string_length(n)
                out += b_groups__members__client_tags__value
                if e_groups__members__client_tags.unknown_tagged_fields:
                    rt.write_tags(out, (), e_groups__members__client_tags.unknown_tagged_fields)
                else:
                    append(0)
            a_groups__members__task_offsets = e_groups__members.task_offsets
            n = len(a_groups__members__task_offsets) + 1
            if n < 128:
                append(n)
            else:
                out += rt.uvarint(n)
            for e_groups__members__task_offsets in a_groups__members__task_offsets:
                b_groups__members__task_offsets__subtopology_id = (
                    e_groups__members__task_offsets.subtopology_id.encode()
                )
                n = len(b_groups__members__task_offsets__subtopology_id) + 1
                if n < 128:
                    append(n)
                else:
                    out += rt.string_length(n)
                out += b_groups__members__task_offsets__subtopology_id
                out += _S_iq.pack(
                    e_groups__members__task_offsets.partition,
                    e_groups__members__task_offsets.offset,
                )
                if e_groups__members__task_offsets.unknown_tagged_fields:
                    rt.write_tags(out, (), e_groups__members__task_offsets.unknown_tagged_fields)
                else:
                    append(0)
            a_groups__members__task_end_offsets = e_groups__members.task_end_offsets
            n = len(a_groups__members__task_end_offsets) + 1
            if n < 128:
                append(n)
            else:
                out += rt.uvarint(n)
            for e_groups__members__task_end_offsets in a_groups__members__task_end_offsets:
                b_groups__members__task_end_offsets__subtopology_id = (
                    e_groups__members__task_end_offsets.subtopology_id.encode()
                )
                n = len(b_groups__members__task_end_offsets__subtopology_id) + 1
                if n < 128:
                    append(n)
                else:
                    out += rt.string_length(n)
                out += b_groups__members__task_end_offsets__subtopology_id
                out += _S_iq.pack(
                    e_groups__members__task_end_offsets.partition,
                    e_groups__members__task_end_offsets.offset,
                )
                if e_groups__members__task_end_offsets.unknown_tagged_fields:
                    rt.write_tags(
                        out, (), e_groups__members__task_end_offsets.unknown_tagged_fields
                    )
                else:
                    append(0)
            _encode_Assignment_v0(e_groups__members.assignment, out)
            _encode_Assignment_v0(e_groups__members.target_assignment, out)
            if (
                e_groups__members.is_classic is not True
                and e_groups__members.is_classic is not False
            ):
                raise rt.Malformed
            out += _S_o.pack(e_groups__members.is_classic)
            if e_groups__members.unknown_tagged_fields:
                rt.write_tags(out, (), e_groups__members.unknown_tagged_fields)
            else:
                append(0)
        out += _S_ib.pack(
            e_groups.authorized_operations, -1 if e_groups.topology_description is None else 1
        )
        if e_groups.topology_description is not None:
            _encode_TopologyDescription_v1(e_groups.topology_description, out)
        out += _S_b.pack(e_groups.topology_description_status)
        s_groups__assignor_name = e_groups.assignor_name
        if s_groups__assignor_name is None:
            append(0)
        else:
            b_groups__assignor_name = s_groups__assignor_name.encode()
            n = len(b_groups__assignor_name) + 1
            if n < 128:
                append(n)
            else:
                out += rt.string_length(n)
            out += b_groups__assignor_name
        if e_groups.unknown_tagged_fields:
            rt.write_tags(out, (), e_groups.unknown_tagged_fields)
        else:
            append(0)
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

Subtopology._SCHEMA = rt.StructInfo(
    "Subtopology",
    (
        rt.FieldInfo("subtopology_id", "subtopologyId", "string", rt.vr("0+"), default=""),
        rt.FieldInfo(
            "source_topics", "sourceTopics", "string", rt.vr("0+"), is_array=True, default=()
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
            "state_changelog_topics",
            "stateChangelogTopics",
            "struct",
            rt.vr("0+"),
            is_array=True,
            struct=lambda: TopicInfo,
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
            nullable=rt.vr("0+"),
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

Assignment._SCHEMA = rt.StructInfo(
    "Assignment",
    (
        rt.FieldInfo(
            "active_tasks",
            "activeTasks",
            "struct",
            rt.vr("0+"),
            is_array=True,
            struct=lambda: TaskIds,
            default=(),
        ),
        rt.FieldInfo(
            "standby_tasks",
            "standbyTasks",
            "struct",
            rt.vr("0+"),
            is_array=True,
            struct=lambda: TaskIds,
            default=(),
        ),
        rt.FieldInfo(
            "warmup_tasks",
            "warmupTasks",
            "struct",
            rt.vr("0+"),
            is_array=True,
            struct=lambda: TaskIds,
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
        rt.FieldInfo("member_epoch", "memberEpoch", "int32", rt.vr("0+"), default=0),
        rt.FieldInfo("instance_id", "instanceId", "string", rt.vr("0+"), nullable=rt.vr("0+")),
        rt.FieldInfo("rack_id", "rackId", "string", rt.vr("0+"), nullable=rt.vr("0+")),
        rt.FieldInfo("client_id", "clientId", "string", rt.vr("0+"), default=""),
        rt.FieldInfo("client_host", "clientHost", "string", rt.vr("0+"), default=""),
        rt.FieldInfo("topology_epoch", "topologyEpoch", "int32", rt.vr("0+"), default=0),
        rt.FieldInfo("process_id", "processId", "string", rt.vr("0+"), default=""),
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
            default=(),
        ),
        rt.FieldInfo(
            "task_offsets",
            "taskOffsets",
            "struct",
            rt.vr("0+"),
            is_array=True,
            struct=lambda: TaskOffset,
            default=(),
        ),
        rt.FieldInfo(
            "task_end_offsets",
            "taskEndOffsets",
            "struct",
            rt.vr("0+"),
            is_array=True,
            struct=lambda: TaskOffset,
            default=(),
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
        rt.FieldInfo("is_classic", "isClassic", "bool", rt.vr("0+"), default=False),
    ),
    flexible=rt.vr("0+"),
)
Member._DECODERS = {
    0: _decode_Member_v0,
    1: _decode_Member_v0,
}
Member._ENCODERS = {
    0: _encode_Member_v0,
    1: _encode_Member_v0,
}

TopologyDescriptionNode._SCHEMA = rt.StructInfo(
    "TopologyDescriptionNode",
    (
        rt.FieldInfo("name", "name", "string", rt.vr("1+"), default=""),
        rt.FieldInfo("node_type", "nodeType", "int8", rt.vr("1+"), default=0),
        rt.FieldInfo(
            "source_topics", "sourceTopics", "string", rt.vr("1+"), is_array=True, default=()
        ),
        rt.FieldInfo("sink_topic", "sinkTopic", "string", rt.vr("1+"), nullable=rt.vr("1+")),
        rt.FieldInfo("stores", "stores", "string", rt.vr("1+"), is_array=True, default=()),
        rt.FieldInfo("successors", "successors", "string", rt.vr("1+"), is_array=True, default=()),
    ),
    flexible=rt.vr("0+"),
)
TopologyDescriptionNode._DECODERS = {
    1: _decode_TopologyDescriptionNode_v1,
}
TopologyDescriptionNode._ENCODERS = {
    1: _encode_TopologyDescriptionNode_v1,
}

TopologyDescriptionSubtopology._SCHEMA = rt.StructInfo(
    "TopologyDescriptionSubtopology",
    (
        rt.FieldInfo("subtopology_id", "subtopologyId", "string", rt.vr("1+"), default=""),
        rt.FieldInfo(
            "nodes",
            "nodes",
            "struct",
            rt.vr("1+"),
            is_array=True,
            struct=lambda: TopologyDescriptionNode,
            default=(),
        ),
    ),
    flexible=rt.vr("0+"),
)
TopologyDescriptionSubtopology._DECODERS = {
    1: _decode_TopologyDescriptionSubtopology_v1,
}
TopologyDescriptionSubtopology._ENCODERS = {
    1: _encode_TopologyDescriptionSubtopology_v1,
}

TopologyDescriptionGlobalStore._SCHEMA = rt.StructInfo(
    "TopologyDescriptionGlobalStore",
    (
        rt.FieldInfo(
            "source",
            "source",
            "struct",
            rt.vr("1+"),
            struct=lambda: TopologyDescriptionNode,
            default=TopologyDescriptionNode(),
        ),
        rt.FieldInfo(
            "processor",
            "processor",
            "struct",
            rt.vr("1+"),
            struct=lambda: TopologyDescriptionNode,
            default=TopologyDescriptionNode(),
        ),
    ),
    flexible=rt.vr("0+"),
)
TopologyDescriptionGlobalStore._DECODERS = {
    1: _decode_TopologyDescriptionGlobalStore_v1,
}
TopologyDescriptionGlobalStore._ENCODERS = {
    1: _encode_TopologyDescriptionGlobalStore_v1,
}

TopologyDescription._SCHEMA = rt.StructInfo(
    "TopologyDescription",
    (
        rt.FieldInfo(
            "subtopologies",
            "subtopologies",
            "struct",
            rt.vr("1+"),
            is_array=True,
            struct=lambda: TopologyDescriptionSubtopology,
            default=(),
        ),
        rt.FieldInfo(
            "global_stores",
            "globalStores",
            "struct",
            rt.vr("1+"),
            is_array=True,
            struct=lambda: TopologyDescriptionGlobalStore,
            default=(),
        ),
    ),
    flexible=rt.vr("0+"),
)
TopologyDescription._DECODERS = {
    1: _decode_TopologyDescription_v1,
}
TopologyDescription._ENCODERS = {
    1: _encode_TopologyDescription_v1,
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
        rt.FieldInfo(
            "topology",
            "topology",
            "struct",
            rt.vr("0+"),
            struct=lambda: Topology,
            nullable=rt.vr("0+"),
        ),
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
        rt.FieldInfo(
            "topology_description",
            "topologyDescription",
            "struct",
            rt.vr("1+"),
            struct=lambda: TopologyDescription,
            nullable=rt.vr("1+"),
        ),
        rt.FieldInfo(
            "topology_description_status",
            "topologyDescriptionStatus",
            "int8",
            rt.vr("1+"),
            default=0,
        ),
        rt.FieldInfo(
            "assignor_name",
            "assignorName",
            "string",
            rt.vr("1+"),
            nullable=rt.vr("1+"),
            ignorable=True,
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

StreamsGroupDescribeResponse._SCHEMA = rt.StructInfo(
    "StreamsGroupDescribeResponse",
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
StreamsGroupDescribeResponse._DECODERS = {
    0: _decode_StreamsGroupDescribeResponse_v0,
    1: _decode_StreamsGroupDescribeResponse_v1,
}
StreamsGroupDescribeResponse._ENCODERS = {
    0: _encode_StreamsGroupDescribeResponse_v0,
    1: _encode_StreamsGroupDescribeResponse_v1,
}
