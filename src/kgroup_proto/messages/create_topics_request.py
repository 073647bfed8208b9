"""CreateTopicsRequest: generated from CreateTopicsRequest.json; edit the schema, not this file."""

from __future__ import annotations

import struct
from typing import ClassVar

import attrs

from kgroup_proto import runtime as rt

_new = object.__new__
_S_h = struct.Struct(">h")
_S_i = struct.Struct(">i")
_S_iB = struct.Struct(">iB")
_S_iBB = struct.Struct(">iBB")
_S_ih = struct.Struct(">ih")
_S_ihB = struct.Struct(">ihB")
_S_ihi = struct.Struct(">ihi")
_S_ii = struct.Struct(">ii")
_S_io = struct.Struct(">i?")


@attrs.define(weakref_slot=False)
class CreatableReplicaAssignment(rt.Struct):
    """Replica placement per partition, instead of a count and a factor; empty to let the broker
        place them.

    Versions 2-7; flexible 5+.

    Attributes:
        partition_index: Index of the partition being placed. (versions 0+)
        broker_ids: Brokers that hold a copy of this partition, the first being the
            preferred leader. (versions 0+)
    """

    VALID_VERSIONS: ClassVar[range] = range(2, 8)
    FLEXIBLE_VERSIONS: ClassVar[range | None] = range(5, rt.VERSION_LIMIT)

    partition_index: int = 0
    broker_ids: list[int] = attrs.field(factory=list)
    unknown_tagged_fields: rt.Tags = ()


@attrs.define(weakref_slot=False)
class CreatableTopicConfig(rt.Struct):
    """Topic-level settings that differ from the broker's defaults.

    Versions 2-7; flexible 5+.

    Attributes:
        name: Name of the setting, e.g. cleanup.policy. (versions 0+)
        value: Value of the setting; null to keep the default. (versions 0+, nullable 0+)
    """

    VALID_VERSIONS: ClassVar[range] = range(2, 8)
    FLEXIBLE_VERSIONS: ClassVar[range | None] = range(5, rt.VERSION_LIMIT)

    name: str = ""
    value: str | None = ""
    unknown_tagged_fields: rt.Tags = ()


@attrs.define(weakref_slot=False)
class CreatableTopic(rt.Struct):
    """Topics to create.

    Versions 2-7; flexible 5+.

    Attributes:
        name: Name of the topic to create. (versions 0+)
        num_partitions: How many partitions to create; -1 for the broker's default (v4+), or
            when Assignments is given. (versions 0+)
        replication_factor: Copies of each partition; -1 for the broker's default (v4+), or
            when Assignments is given. (versions 0+)
        assignments: Replica placement per partition, instead of a count and a factor; empty
            to let the broker place them. (versions 0+)
        configs: Topic-level settings that differ from the broker's defaults. (versions 0+)
    """

    VALID_VERSIONS: ClassVar[range] = range(2, 8)
    FLEXIBLE_VERSIONS: ClassVar[range | None] = range(5, rt.VERSION_LIMIT)

    name: str = ""
    num_partitions: int = 0
    replication_factor: int = 0
    assignments: list[CreatableReplicaAssignment] = attrs.field(factory=list)
    configs: list[CreatableTopicConfig] = attrs.field(factory=list)
    unknown_tagged_fields: rt.Tags = ()


@attrs.define(weakref_slot=False)
class CreateTopicsRequest(rt.Struct):
    """The CreateTopicsRequest request.

    API key 19, versions 2-7; flexible 5+.

    Attributes:
        topics: Topics to create. (versions 0+)
        timeout_ms: How long in ms the broker may wait for the topics to be created before
            it answers. (versions 0+)
        validate_only: Only check that the topics could be created, without creating them.
            (versions 1+)
    """

    API_KEY: ClassVar[int | None] = 19
    MESSAGE_TYPE: ClassVar[str] = "request"
    VALID_VERSIONS: ClassVar[range] = range(2, 8)
    FLEXIBLE_VERSIONS: ClassVar[range | None] = range(5, rt.VERSION_LIMIT)

    topics: list[CreatableTopic] = attrs.field(factory=list)
    timeout_ms: int = 60000
    validate_only: bool = False
    unknown_tagged_fields: rt.Tags = ()


def _decode_CreatableReplicaAssignment_v2(
    data: bytes, pos: int
) -> tuple[CreatableReplicaAssignment, int]:
    """Decode CreatableReplicaAssignment, versions 2, 3, 4."""
    data_end = len(data)
    partition_index, n_broker_ids = _S_ii.unpack_from(data, pos)
    pos += 8
    if n_broker_ids < 0:
        raise rt.Malformed
    if n_broker_ids > data_end - pos:
        raise rt.Malformed
    broker_ids = list(struct.unpack_from(f">{n_broker_ids}i", data, pos))
    pos += n_broker_ids * 4
    obj = _new(CreatableReplicaAssignment)
    obj.partition_index = partition_index
    obj.broker_ids = broker_ids
    obj.unknown_tagged_fields = ()
    return obj, pos


def _decode_CreatableReplicaAssignment_v5(
    data: bytes, pos: int
) -> tuple[CreatableReplicaAssignment, int]:
    """Decode CreatableReplicaAssignment, versions 5, 6, 7."""
    data_end = len(data)
    partition_index, n_broker_ids = _S_iB.unpack_from(data, pos)
    pos += 5
    if n_broker_ids > 127:
        n_broker_ids, pos = rt.read_uvarint(data, pos - 1)
    n_broker_ids -= 1
    if n_broker_ids < 0:
        raise rt.Malformed
    if n_broker_ids > data_end - pos:
        raise rt.Malformed
    broker_ids = list(struct.unpack_from(f">{n_broker_ids}i", data, pos))
    pos += n_broker_ids * 4
    tag_count = data[pos]
    pos += 1
    unknown: rt.Tags = ()
    if tag_count:
        unknown, pos = rt.read_unknown_tags(data, pos - 1)
    obj = _new(CreatableReplicaAssignment)
    obj.partition_index = partition_index
    obj.broker_ids = broker_ids
    obj.unknown_tagged_fields = unknown
    return obj, pos


def _encode_CreatableReplicaAssignment_v2(obj: CreatableReplicaAssignment, out: bytearray) -> None:
    """Encode CreatableReplicaAssignment, versions 2, 3, 4."""
    a_broker_ids = obj.broker_ids
    out += _S_ii.pack(obj.partition_index, len(a_broker_ids))
    out += struct.pack(f">{len(a_broker_ids)}i", *a_broker_ids)
    if obj.unknown_tagged_fields:
        raise rt.Malformed


def _encode_CreatableReplicaAssignment_v5(obj: CreatableReplicaAssignment, out: bytearray) -> None:
    """Encode CreatableReplicaAssignment, versions 5, 6, 7."""
    out += _S_i.pack(obj.partition_index)
    a_broker_ids = obj.broker_ids
    n = len(a_broker_ids) + 1
    if n < 128:
        out.append(n)
    else:
        out += rt.uvarint(n)
    out += struct.pack(f">{len(a_broker_ids)}i", *a_broker_ids)
    if obj.unknown_tagged_fields:
        rt.write_tags(out, (), obj.unknown_tagged_fields)
    else:
        out.append(0)


def _decode_CreatableTopicConfig_v2(data: bytes, pos: int) -> tuple[CreatableTopicConfig, int]:
    """Decode CreatableTopicConfig, versions 2, 3, 4."""
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
    obj = _new(CreatableTopicConfig)
    obj.name = name
    obj.value = value
    obj.unknown_tagged_fields = ()
    return obj, pos


def _decode_CreatableTopicConfig_v5(data: bytes, pos: int) -> tuple[CreatableTopicConfig, int]:
    """Decode CreatableTopicConfig, versions 5, 6, 7."""
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
    tag_count = data[pos]
    pos += 1
    unknown: rt.Tags = ()
    if tag_count:
        unknown, pos = rt.read_unknown_tags(data, pos - 1)
    obj = _new(CreatableTopicConfig)
    obj.name = name
    obj.value = value
    obj.unknown_tagged_fields = unknown
    return obj, pos


def _encode_CreatableTopicConfig_v2(obj: CreatableTopicConfig, out: bytearray) -> None:
    """Encode CreatableTopicConfig, versions 2, 3, 4."""
    b_name = obj.name.encode()
    out += _S_h.pack(len(b_name))
    out += b_name
    s_value = obj.value
    b_value = None if s_value is None else s_value.encode()
    out += _S_h.pack(-1 if b_value is None else len(b_value))
    if b_value is not None:
        out += b_value
    if obj.unknown_tagged_fields:
        raise rt.Malformed


def _encode_CreatableTopicConfig_v5(obj: CreatableTopicConfig, out: bytearray) -> None:
    """Encode CreatableTopicConfig, versions 5, 6, 7."""
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
    if obj.unknown_tagged_fields:
        rt.write_tags(out, (), obj.unknown_tagged_fields)
    else:
        out.append(0)


def _decode_CreatableTopic_v2(data: bytes, pos: int) -> tuple[CreatableTopic, int]:
    """Decode CreatableTopic, versions 2, 3, 4."""
    data_end = len(data)
    (n_name,) = _S_h.unpack_from(data, pos)
    pos += 2
    end = pos + n_name
    if n_name < 0 or end > data_end:
        raise rt.Malformed
    name = data[pos:end].decode()
    pos = end
    num_partitions, replication_factor, n_assignments = _S_ihi.unpack_from(data, pos)
    pos += 10
    if n_assignments < 0:
        raise rt.Malformed
    if n_assignments > data_end - pos:
        raise rt.Malformed
    items_assignments: list[CreatableReplicaAssignment] = []
    for _ in range(n_assignments):
        assignments__partition_index, n_assignments__broker_ids = _S_ii.unpack_from(data, pos)
        pos += 8
        if n_assignments__broker_ids < 0:
            raise rt.Malformed
        if n_assignments__broker_ids > data_end - pos:
            raise rt.Malformed
        assignments__broker_ids = list(
            struct.unpack_from(f">{n_assignments__broker_ids}i", data, pos)
        )
        pos += n_assignments__broker_ids * 4
        e_assignments = _new(CreatableReplicaAssignment)
        e_assignments.partition_index = assignments__partition_index
        e_assignments.broker_ids = assignments__broker_ids
        e_assignments.unknown_tagged_fields = ()
        items_assignments.append(e_assignments)
    assignments = items_assignments
    (n_configs,) = _S_i.unpack_from(data, pos)
    pos += 4
    if n_configs < 0:
        raise rt.Malformed
    if n_configs > data_end - pos:
        raise rt.Malformed
    items_configs: list[CreatableTopicConfig] = []
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
        e_configs = _new(CreatableTopicConfig)
        e_configs.name = configs__name
        e_configs.value = configs__value
        e_configs.unknown_tagged_fields = ()
        items_configs.append(e_configs)
    configs = items_configs
    obj = _new(CreatableTopic)
    obj.name = name
    obj.num_partitions = num_partitions
    obj.replication_factor = replication_factor
    obj.assignments = assignments
    obj.configs = configs
    obj.unknown_tagged_fields = ()
    return obj, pos


def _decode_CreatableTopic_v5(data: bytes, pos: int) -> tuple[CreatableTopic, int]:
    """Decode CreatableTopic, versions 5, 6, 7."""
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
    num_partitions, replication_factor, n_assignments = _S_ihB.unpack_from(data, pos)
    pos += 7
    if n_assignments > 127:
        n_assignments, pos = rt.read_uvarint(data, pos - 1)
    n_assignments -= 1
    if n_assignments < 0:
        raise rt.Malformed
    if n_assignments > data_end - pos:
        raise rt.Malformed
    items_assignments: list[CreatableReplicaAssignment] = []
    for _ in range(n_assignments):
        assignments__partition_index, n_assignments__broker_ids = _S_iB.unpack_from(data, pos)
        pos += 5
        if n_assignments__broker_ids > 127:
            n_assignments__broker_ids, pos = rt.read_uvarint(data, pos - 1)
        n_assignments__broker_ids -= 1
        if n_assignments__broker_ids < 0:
            raise rt.Malformed
        if n_assignments__broker_ids > data_end - pos:
            raise rt.Malformed
        assignments__broker_ids = list(
            struct.unpack_from(f">{n_assignments__broker_ids}i", data, pos)
        )
        pos += n_assignments__broker_ids * 4
        assignments__tag_count = data[pos]
        pos += 1
        assignments__unknown: rt.Tags = ()
        if assignments__tag_count:
            assignments__unknown, pos = rt.read_unknown_tags(data, pos - 1)
        e_assignments = _new(CreatableReplicaAssignment)
        e_assignments.partition_index = assignments__partition_index
        e_assignments.broker_ids = assignments__broker_ids
        e_assignments.unknown_tagged_fields = assignments__unknown
        items_assignments.append(e_assignments)
    assignments = items_assignments
    n_configs = data[pos]
    pos += 1
    if n_configs > 127:
        n_configs, pos = rt.read_uvarint(data, pos - 1)
    n_configs -= 1
    if n_configs < 0:
        raise rt.Malformed
    if n_configs > data_end - pos:
        raise rt.Malformed
    items_configs: list[CreatableTopicConfig] = []
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
        configs__tag_count = data[pos]
        pos += 1
        configs__unknown: rt.Tags = ()
        if configs__tag_count:
            configs__unknown, pos = rt.read_unknown_tags(data, pos - 1)
        e_configs = _new(CreatableTopicConfig)
        e_configs.name = configs__name
        e_configs.value = configs__value
        e_configs.unknown_tagged_fields = configs__unknown
        items_configs.append(e_configs)
    configs = items_configs
    tag_count = data[pos]
    pos += 1
    unknown: rt.Tags = ()
    if tag_count:
        unknown, pos = rt.read_unknown_tags(data, pos - 1)
    obj = _new(CreatableTopic)
    obj.name = name
    obj.num_partitions = num_partitions
    obj.replication_factor = replication_factor
    obj.assignments = assignments
    obj.configs = configs
    obj.unknown_tagged_fields = unknown
    return obj, pos


def _encode_CreatableTopic_v2(obj: CreatableTopic, out: bytearray) -> None:
    """Encode CreatableTopic, versions 2, 3, 4."""
    b_name = obj.name.encode()
    out += _S_h.pack(len(b_name))
    out += b_name
    a_assignments = obj.assignments
    out += _S_ihi.pack(obj.num_partitions, obj.replication_factor, len(a_assignments))
    for e_assignments in a_assignments:
        a_assignments__broker_ids = e_assignments.broker_ids
        out += _S_ii.pack(e_assignments.partition_index, len(a_assignments__broker_ids))
        out += struct.pack(f">{len(a_assignments__broker_ids)}i", *a_assignments__broker_ids)
        if e_assignments.unknown_tagged_fields:
            raise rt.Malformed
    a_configs = obj.configs
    out += _S_i.pack(len(a_configs))
    for e_configs in a_configs:
        b_configs__name = e_configs.name.encode()
        out += _S_h.pack(len(b_configs__name))
        out += b_configs__name
        s_configs__value = e_configs.value
        b_configs__value = None if s_configs__value is None else s_configs__value.encode()
        out += _S_h.pack(-1 if b_configs__value is None else len(b_configs__value))
        if b_configs__value is not None:
            out += b_configs__value
        if e_configs.unknown_tagged_fields:
            raise rt.Malformed
    if obj.unknown_tagged_fields:
        raise rt.Malformed


def _encode_CreatableTopic_v5(obj: CreatableTopic, out: bytearray) -> None:
    """Encode CreatableTopic, versions 5, 6, 7."""
    append = out.append
    b_name = obj.name.encode()
    n = len(b_name) + 1
    if n < 128:
        append(n)
    else:
        out += rt.string_length(n)
    out += b_name
    out += _S_ih.pack(obj.num_partitions, obj.replication_factor)
    a_assignments = obj.assignments
    n = len(a_assignments) + 1
    if n < 128:
        append(n)
    else:
        out += rt.uvarint(n)
    for e_assignments in a_assignments:
        out += _S_i.pack(e_assignments.partition_index)
        a_assignments__broker_ids = e_assignments.broker_ids
        n = len(a_assignments__broker_ids) + 1
        if n < 128:
            append(n)
        else:
            out += rt.uvarint(n)
        out += struct.pack(f">{len(a_assignments__broker_ids)}i", *a_assignments__broker_ids)
        if e_assignments.unknown_tagged_fields:
            rt.write_tags(out, (), e_assignments.unknown_tagged_fields)
        else:
            append(0)
    a_configs = obj.configs
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
        if e_configs.unknown_tagged_fields:
            rt.write_tags(out, (), e_configs.unknown_tagged_fields)
        else:
            append(0)
    if obj.unknown_tagged_fields:
        rt.write_tags(out, (), obj.unknown_tagged_fields)
    else:
        append(0)


def _decode_CreateTopicsRequest_v2(data: bytes, pos: int) -> tuple[CreateTopicsRequest, int]:
    """Decode CreateTopicsRequest, versions 2, 3, 4."""
    data_end = len(data)
    (n_topics,) = _S_i.unpack_from(data, pos)
    pos += 4
    if n_topics < 0:
        raise rt.Malformed
    if n_topics > data_end - pos:
        raise rt.Malformed
    items_topics: list[CreatableTopic] = []
    for _ in range(n_topics):
        (n_topics__name,) = _S_h.unpack_from(data, pos)
        pos += 2
        end = pos + n_topics__name
        if n_topics__name < 0 or end > data_end:
            raise rt.Malformed
        topics__name = data[pos:end].decode()
        pos = end
        topics__num_partitions, topics__replication_factor, n_topics__assignments = (
            _S_ihi.unpack_from(data, pos)
        )
        pos += 10
        if n_topics__assignments < 0:
            raise rt.Malformed
        if n_topics__assignments > data_end - pos:
            raise rt.Malformed
        items_topics__assignments: list[CreatableReplicaAssignment] = []
        for _ in range(n_topics__assignments):
            e_topics__assignments, pos = _decode_CreatableReplicaAssignment_v2(data, pos)
            items_topics__assignments.append(e_topics__assignments)
        topics__assignments = items_topics__assignments
        (n_topics__configs,) = _S_i.unpack_from(data, pos)
        pos += 4
        if n_topics__configs < 0:
            raise rt.Malformed
        if n_topics__configs > data_end - pos:
            raise rt.Malformed
        items_topics__configs: list[CreatableTopicConfig] = []
        for _ in range(n_topics__configs):
            e_topics__configs, pos = _decode_CreatableTopicConfig_v2(data, pos)
            items_topics__configs.append(e_topics__configs)
        topics__configs = items_topics__configs
        e_topics = _new(CreatableTopic)
        e_topics.name = topics__name
        e_topics.num_partitions = topics__num_partitions
        e_topics.replication_factor = topics__replication_factor
        e_topics.assignments = topics__assignments
        e_topics.configs = topics__configs
        e_topics.unknown_tagged_fields = ()
        items_topics.append(e_topics)
    topics = items_topics
    timeout_ms, validate_only_raw = _S_iB.unpack_from(data, pos)
    pos += 5
    validate_only = rt.BOOLS[validate_only_raw]
    obj = _new(CreateTopicsRequest)
    obj.topics = topics
    obj.timeout_ms = timeout_ms
    obj.validate_only = validate_only
    obj.unknown_tagged_fields = ()
    return obj, pos


def _decode_CreateTopicsRequest_v5(data: bytes, pos: int) -> tuple[CreateTopicsRequest, int]:
    """Decode CreateTopicsRequest, versions 5, 6, 7."""
    data_end = len(data)
    n_topics = data[pos]
    pos += 1
    if n_topics > 127:
        n_topics, pos = rt.read_uvarint(data, pos - 1)
    n_topics -= 1
    if n_topics < 0:
        raise rt.Malformed
    if n_topics > data_end - pos:
        raise rt.Malformed
    items_topics: list[CreatableTopic] = []
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
        topics__num_partitions, topics__replication_factor, n_topics__assignments = (
            _S_ihB.unpack_from(data, pos)
        )
        pos += 7
        if n_topics__assignments > 127:
            n_topics__assignments, pos = rt.read_uvarint(data, pos - 1)
        n_topics__assignments -= 1
        if n_topics__assignments < 0:
            raise rt.Malformed
        if n_topics__assignments > data_end - pos:
            raise rt.Malformed
        items_topics__assignments: list[CreatableReplicaAssignment] = []
        for _ in range(n_topics__assignments):
            e_topics__assignments, pos = _decode_CreatableReplicaAssignment_v5(data, pos)
            items_topics__assignments.append(e_topics__assignments)
        topics__assignments = items_topics__assignments
        n_topics__configs = data[pos]
        pos += 1
        if n_topics__configs > 127:
            n_topics__configs, pos = rt.read_uvarint(data, pos - 1)
        n_topics__configs -= 1
        if n_topics__configs < 0:
            raise rt.Malformed
        if n_topics__configs > data_end - pos:
            raise rt.Malformed
        items_topics__configs: list[CreatableTopicConfig] = []
        for _ in range(n_topics__configs):
            e_topics__configs, pos = _decode_CreatableTopicConfig_v5(data, pos)
            items_topics__configs.append(e_topics__configs)
        topics__configs = items_topics__configs
        topics__tag_count = data[pos]
        pos += 1
        topics__unknown: rt.Tags = ()
        if topics__tag_count:
            topics__unknown, pos = rt.read_unknown_tags(data, pos - 1)
        e_topics = _new(CreatableTopic)
        e_topics.name = topics__name
        e_topics.num_partitions = topics__num_partitions
        e_topics.replication_factor = topics__replication_factor
        e_topics.assignments = topics__assignments
        e_topics.configs = topics__configs
        e_topics.unknown_tagged_fields = topics__unknown
        items_topics.append(e_topics)
    topics = items_topics
    timeout_ms, validate_only_raw, tag_count = _S_iBB.unpack_from(data, pos)
    pos += 6
    validate_only = rt.BOOLS[validate_only_raw]
    unknown: rt.Tags = ()
    if tag_count:
        unknown, pos = rt.read_unknown_tags(data, pos - 1)
    obj = _new(CreateTopicsRequest)
    obj.topics = topics
    obj.timeout_ms = timeout_ms
    obj.validate_only = validate_only
    obj.unknown_tagged_fields = unknown
    return obj, pos


def _encode_CreateTopicsRequest_v2(obj: CreateTopicsRequest, out: bytearray) -> None:
    """Encode CreateTopicsRequest, versions 2, 3, 4."""
    a_topics = obj.topics
    out += _S_i.pack(len(a_topics))
    for e_topics in a_topics:
        b_topics__name = e_topics.name.encode()
        out += _S_h.pack(len(b_topics__name))
        out += b_topics__name
        a_topics__assignments = e_topics.assignments
        out += _S_ihi.pack(
            e_topics.num_partitions, e_topics.replication_factor, len(a_topics__assignments)
        )
        for e_topics__assignments in a_topics__assignments:
            a_topics__assignments__broker_ids = e_topics__assignments.broker_ids
            out += _S_ii.pack(
                e_topics__assignments.partition_index, len(a_topics__assignments__broker_ids)
            )
            out += struct.pack(
                f">{len(a_topics__assignments__broker_ids)}i", *a_topics__assignments__broker_ids
            )
            if e_topics__assignments.unknown_tagged_fields:
                raise rt.Malformed
        a_topics__configs = e_topics.configs
        out += _S_i.pack(len(a_topics__configs))
        for e_topics__configs in a_topics__configs:
            b_topics__configs__name = e_topics__configs.name.encode()
            out += _S_h.pack(len(b_topics__configs__name))
            out += b_topics__configs__name
            s_topics__configs__value = e_topics__configs.value
            b_topics__configs__value = (
                None if s_topics__configs__value is None else s_topics__configs__value.encode()
            )
            out += _S_h.pack(
                -1 if b_topics__configs__value is None else len(b_topics__configs__value)
            )
            if b_topics__configs__value is not None:
                out += b_topics__configs__value
            if e_topics__configs.unknown_tagged_fields:
                raise rt.Malformed
        if e_topics.unknown_tagged_fields:
            raise rt.Malformed
    if obj.validate_only is not True and obj.validate_only is not False:
        raise rt.Malformed
    out += _S_io.pack(obj.timeout_ms, obj.validate_only)
    if obj.unknown_tagged_fields:
        raise rt.Malformed


def _encode_CreateTopicsRequest_v5(obj: CreateTopicsRequest, out: bytearray) -> None:
    """Encode CreateTopicsRequest, versions 5, 6, 7."""
    append = out.append
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
        out += _S_ih.pack(e_topics.num_partitions, e_topics.replication_factor)
        a_topics__assignments = e_topics.assignments
        n = len(a_topics__assignments) + 1
        if n < 128:
            append(n)
        else:
            out += rt.uvarint(n)
        for e_topics__assignments in a_topics__assignments:
            out += _S_i.pack(e_topics__assignments.partition_index)
            a_topics__assignments__broker_ids = e_topics__assignments.broker_ids
            n = len(a_topics__assignments__broker_ids) + 1
            if n < 128:
                append(n)
            else:
                out += rt.uvarint(n)
            out += struct.pack(
                f">{len(a_topics__assignments__broker_ids)}i", *a_topics__assignments__broker_ids
            )
            if e_topics__assignments.unknown_tagged_fields:
                rt.write_tags(out, (), e_topics__assignments.unknown_tagged_fields)
            else:
                append(0)
        a_topics__configs = e_topics.configs
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
            if e_topics__configs.unknown_tagged_fields:
                rt.write_tags(out, (), e_topics__configs.unknown_tagged_fields)
            else:
                append(0)
        if e_topics.unknown_tagged_fields:
            rt.write_tags(out, (), e_topics.unknown_tagged_fields)
        else:
            append(0)
    if obj.validate_only is not True and obj.validate_only is not False:
        raise rt.Malformed
    out += _S_io.pack(obj.timeout_ms, obj.validate_only)
    if obj.unknown_tagged_fields:
        rt.write_tags(out, (), obj.unknown_tagged_fields)
    else:
        append(0)


CreatableReplicaAssignment._SCHEMA = rt.StructInfo(
    "CreatableReplicaAssignment",
    (
        rt.FieldInfo("partition_index", "partitionIndex", "int32", rt.vr("0+"), default=0),
        rt.FieldInfo("broker_ids", "brokerIds", "int32", rt.vr("0+"), is_array=True, default=()),
    ),
    flexible=rt.vr("5+"),
)
CreatableReplicaAssignment._DECODERS = {
    2: _decode_CreatableReplicaAssignment_v2,
    3: _decode_CreatableReplicaAssignment_v2,
    4: _decode_CreatableReplicaAssignment_v2,
    5: _decode_CreatableReplicaAssignment_v5,
    6: _decode_CreatableReplicaAssignment_v5,
    7: _decode_CreatableReplicaAssignment_v5,
}
CreatableReplicaAssignment._ENCODERS = {
    2: _encode_CreatableReplicaAssignment_v2,
    3: _encode_CreatableReplicaAssignment_v2,
    4: _encode_CreatableReplicaAssignment_v2,
    5: _encode_CreatableReplicaAssignment_v5,
    6: _encode_CreatableReplicaAssignment_v5,
    7: _encode_CreatableReplicaAssignment_v5,
}

CreatableTopicConfig._SCHEMA = rt.StructInfo(
    "CreatableTopicConfig",
    (
        rt.FieldInfo("name", "name", "string", rt.vr("0+"), default=""),
        rt.FieldInfo("value", "value", "string", rt.vr("0+"), nullable=rt.vr("0+"), default=""),
    ),
    flexible=rt.vr("5+"),
)
CreatableTopicConfig._DECODERS = {
    2: _decode_CreatableTopicConfig_v2,
    3: _decode_CreatableTopicConfig_v2,
    4: _decode_CreatableTopicConfig_v2,
    5: _decode_CreatableTopicConfig_v5,
    6: _decode_CreatableTopicConfig_v5,
    7: _decode_CreatableTopicConfig_v5,
}
CreatableTopicConfig._ENCODERS = {
    2: _encode_CreatableTopicConfig_v2,
    3: _encode_CreatableTopicConfig_v2,
    4: _encode_CreatableTopicConfig_v2,
    5: _encode_CreatableTopicConfig_v5,
    6: _encode_CreatableTopicConfig_v5,
    7: _encode_CreatableTopicConfig_v5,
}

CreatableTopic._SCHEMA = rt.StructInfo(
    "CreatableTopic",
    (
        rt.FieldInfo("name", "name", "string", rt.vr("0+"), default=""),
        rt.FieldInfo("num_partitions", "numPartitions", "int32", rt.vr("0+"), default=0),
        rt.FieldInfo("replication_factor", "replicationFactor", "int16", rt.vr("0+"), default=0),
        rt.FieldInfo(
            "assignments",
            "assignments",
            "struct",
            rt.vr("0+"),
            is_array=True,
            struct=lambda: CreatableReplicaAssignment,
            default=(),
        ),
        rt.FieldInfo(
            "configs",
            "configs",
            "struct",
            rt.vr("0+"),
            is_array=True,
            struct=lambda: CreatableTopicConfig,
            default=(),
        ),
    ),
    flexible=rt.vr("5+"),
)
CreatableTopic._DECODERS = {
    2: _decode_CreatableTopic_v2,
    3: _decode_CreatableTopic_v2,
    4: _decode_CreatableTopic_v2,
    5: _decode_CreatableTopic_v5,
    6: _decode_CreatableTopic_v5,
    7: _decode_CreatableTopic_v5,
}
CreatableTopic._ENCODERS = {
    2: _encode_CreatableTopic_v2,
    3: _encode_CreatableTopic_v2,
    4: _encode_CreatableTopic_v2,
    5: _encode_CreatableTopic_v5,
    6: _encode_CreatableTopic_v5,
    7: _encode_CreatableTopic_v5,
}

CreateTopicsRequest._SCHEMA = rt.StructInfo(
    "CreateTopicsRequest",
    (
        rt.FieldInfo(
            "topics",
            "topics",
            "struct",
            rt.vr("0+"),
            is_array=True,
            struct=lambda: CreatableTopic,
            default=(),
        ),
        rt.FieldInfo("timeout_ms", "timeoutMs", "int32", rt.vr("0+"), default=60000),
        rt.FieldInfo("validate_only", "validateOnly", "bool", rt.vr("1+"), default=False),
    ),
    flexible=rt.vr("5+"),
)
CreateTopicsRequest._DECODERS = {
    2: _decode_CreateTopicsRequest_v2,
    3: _decode_CreateTopicsRequest_v2,
    4: _decode_CreateTopicsRequest_v2,
    5: _decode_CreateTopicsRequest_v5,
    6: _decode_CreateTopicsRequest_v5,
    7: _decode_CreateTopicsRequest_v5,
}
CreateTopicsRequest._ENCODERS = {
    2: _encode_CreateTopicsRequest_v2,
    3: _encode_CreateTopicsRequest_v2,
    4: _encode_CreateTopicsRequest_v2,
    5: _encode_CreateTopicsRequest_v5,
    6: _encode_CreateTopicsRequest_v5,
    7: _encode_CreateTopicsRequest_v5,
}
