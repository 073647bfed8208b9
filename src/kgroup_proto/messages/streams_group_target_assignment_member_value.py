"""StreamsGroupTargetAssignmentMemberValue: generated from StreamsGroupTargetAssignmentMemberValue.json; edit the schema, not this file."""

from __future__ import annotations

import struct
from typing import ClassVar

import attrs

from kgroup_proto import runtime as rt

_new = object.__new__


@attrs.define(weakref_slot=False)
class TaskIds(rt.Struct):
    """Active tasks the assignor gave this member.

    Versions 0; flexible 0+.

    Attributes:
        subtopology_id: Subtopology the tasks belong to. (versions 0+)
        partitions: Task numbers within the subtopology, which are the input partitions they
            process. (versions 0+)
    """

    VALID_VERSIONS: ClassVar[range] = range(0, 1)
    FLEXIBLE_VERSIONS: ClassVar[range | None] = range(0, rt.VERSION_LIMIT)

    subtopology_id: str = ""
    partitions: list[int] = attrs.field(factory=list)
    unknown_tagged_fields: rt.Tags = ()


@attrs.define(weakref_slot=False)
class StreamsGroupTargetAssignmentMemberValue(rt.Struct):
    """The StreamsGroupTargetAssignmentMemberValue data.

    Versions 0; flexible 0+.

    Attributes:
        active_tasks: Active tasks the assignor gave this member. (versions 0+)
        standby_tasks: Standby tasks the assignor gave this member. (versions 0+)
        warmup_tasks: Warm-up tasks the assignor gave this member. (versions 0+)
    """

    API_KEY: ClassVar[int | None] = None
    MESSAGE_TYPE: ClassVar[str] = "data"
    VALID_VERSIONS: ClassVar[range] = range(0, 1)
    FLEXIBLE_VERSIONS: ClassVar[range | None] = range(0, rt.VERSION_LIMIT)

    active_tasks: list[TaskIds] = attrs.field(factory=list)
    standby_tasks: list[TaskIds] = attrs.field(factory=list)
    warmup_tasks: list[TaskIds] = attrs.field(factory=list)
    unknown_tagged_fields: rt.Tags = ()


def _decode_TaskIds_v0(data: bytes, pos: int) -> tuple[TaskIds, int]:
    """Decode TaskIds, version 0."""
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
    """Encode TaskIds, version 0."""
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


def _decode_StreamsGroupTargetAssignmentMemberValue_v0(
    data: bytes, pos: int
) -> tuple[StreamsGroupTargetAssignmentMemberValue, int]:
    """Decode StreamsGroupTargetAssignmentMemberValue, version 0."""
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
    obj = _new(StreamsGroupTargetAssignmentMemberValue)
    obj.active_tasks = active_tasks
    obj.standby_tasks = standby_tasks
    obj.warmup_tasks = warmup_tasks
    obj.unknown_tagged_fields = unknown
    return obj, pos


def _encode_StreamsGroupTargetAssignmentMemberValue_v0(
    obj: StreamsGroupTargetAssignmentMemberValue, out: bytearray
) -> None:
    """Encode StreamsGroupTargetAssignmentMemberValue, version 0."""
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
}
TaskIds._ENCODERS = {
    0: _encode_TaskIds_v0,
}

StreamsGroupTargetAssignmentMemberValue._SCHEMA = rt.StructInfo(
    "StreamsGroupTargetAssignmentMemberValue",
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
StreamsGroupTargetAssignmentMemberValue._DECODERS = {
    0: _decode_StreamsGroupTargetAssignmentMemberValue_v0,
}
StreamsGroupTargetAssignmentMemberValue._ENCODERS = {
    0: _encode_StreamsGroupTargetAssignmentMemberValue_v0,
}
