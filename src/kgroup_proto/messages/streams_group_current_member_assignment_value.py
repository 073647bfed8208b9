"""StreamsGroupCurrentMemberAssignmentValue: generated from StreamsGroupCurrentMemberAssignmentValue.json; edit the schema, not this file."""

from __future__ import annotations

import struct
from typing import ClassVar

import attrs

from kgroup_proto import runtime as rt

_new = object.__new__
_S_iib = struct.Struct(">iib")
_S_iibB = struct.Struct(">iibB")


@attrs.define(weakref_slot=False)
class TaskIds(rt.Struct):
    """Active tasks the member runs now.

    Versions 0; flexible 0+.

    Attributes:
        subtopology_id: Subtopology the tasks belong to. (versions 0+)
        partitions: Task numbers within the subtopology, which are the input partitions they
            process. (versions 0+)
        assignment_epochs: Active tasks only: per entry of Partitions, the member epoch in
            which that task was given to the member; commits for it are accepted from that
            epoch on. Null when not recorded. (versions 0+, tag 0, nullable 0+)
    """

    VALID_VERSIONS: ClassVar[range] = range(0, 1)
    FLEXIBLE_VERSIONS: ClassVar[range | None] = range(0, rt.VERSION_LIMIT)

    subtopology_id: str = ""
    partitions: list[int] = attrs.field(factory=list)
    assignment_epochs: list[int] | None = attrs.field(factory=list)
    unknown_tagged_fields: rt.Tags = ()


@attrs.define(weakref_slot=False)
class StreamsGroupCurrentMemberAssignmentValue(rt.Struct):
    """The StreamsGroupCurrentMemberAssignmentValue data.

    Versions 0; flexible 0+.

    Attributes:
        member_epoch: Epoch the member is expected to send in its next heartbeat. (versions
            0+)
        previous_member_epoch: Epoch before the last bump; accepted if the member never saw
            the bump. (versions 0+)
        state: Reconciliation state of the member (a MemberState code). (versions 0+)
        active_tasks: Active tasks the member runs now. (versions 0+)
        standby_tasks: Standby tasks the member keeps now. (versions 0+)
        warmup_tasks: Warm-up tasks the member runs now. (versions 0+)
        active_tasks_pending_revocation: Active tasks the member still has to give up.
            (versions 0+)
        standby_tasks_pending_revocation: Standby tasks the member still has to give up.
            (versions 0+)
        warmup_tasks_pending_revocation: Warm-up tasks the member still has to give up.
            (versions 0+)
    """

    API_KEY: ClassVar[int | None] = None
    MESSAGE_TYPE: ClassVar[str] = "data"
    VALID_VERSIONS: ClassVar[range] = range(0, 1)
    FLEXIBLE_VERSIONS: ClassVar[range | None] = range(0, rt.VERSION_LIMIT)

    member_epoch: int = 0
    previous_member_epoch: int = 0
    state: int = 0
    active_tasks: list[TaskIds] = attrs.field(factory=list)
    standby_tasks: list[TaskIds] = attrs.field(factory=list)
    warmup_tasks: list[TaskIds] = attrs.field(factory=list)
    active_tasks_pending_revocation: list[TaskIds] = attrs.field(factory=list)
    standby_tasks_pending_revocation: list[TaskIds] = attrs.field(factory=list)
    warmup_tasks_pending_revocation: list[TaskIds] = attrs.field(factory=list)
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
    assignment_epochs: list[int] | None
    assignment_epochs = []
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
                n_assignment_epochs = data[pos]
                pos += 1
                if n_assignment_epochs > 127:
                    n_assignment_epochs, pos = rt.read_uvarint(data, pos - 1)
                n_assignment_epochs -= 1
                if n_assignment_epochs < 0:
                    assignment_epochs = None
                else:
                    if n_assignment_epochs > data_end - pos:
                        raise rt.Malformed
                    assignment_epochs = list(
                        struct.unpack_from(f">{n_assignment_epochs}i", data, pos)
                    )
                    pos += n_assignment_epochs * 4
                if not (assignment_epochs != []):
                    unknown_list.append((tag, data[end_tag - size : end_tag]))
            else:
                unknown_list.append((tag, data[pos:end_tag]))
                pos = end_tag
            if pos != end_tag:
                raise rt.Malformed
        unknown = tuple(unknown_list)
    else:
        pos += 1
    obj = _new(TaskIds)
    obj.subtopology_id = subtopology_id
    obj.partitions = partitions
    obj.assignment_epochs = assignment_epochs
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
    tags: list[tuple[int, bytes]] = []
    sub: bytearray
    if obj.assignment_epochs != []:
        sub = bytearray()
        a_assignment_epochs = obj.assignment_epochs
        if a_assignment_epochs is None:
            sub.append(0)
        else:
            n = len(a_assignment_epochs) + 1
            if n < 128:
                sub.append(n)
            else:
                sub += rt.uvarint(n)
            sub += struct.pack(f">{len(a_assignment_epochs)}i", *a_assignment_epochs)
        tags.append((0, bytes(sub)))
    rt.write_tags(out, tags, obj.unknown_tagged_fields, (0,))


def _decode_StreamsGroupCurrentMemberAssignmentValue_v0(
    data: bytes, pos: int
) -> tuple[StreamsGroupCurrentMemberAssignmentValue, int]:
    """Decode StreamsGroupCurrentMemberAssignmentValue, version 0."""
    data_end = len(data)
    member_epoch, previous_member_epoch, state, n_active_tasks = _S_iibB.unpack_from(data, pos)
    pos += 10
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
        active_tasks__assignment_epochs: list[int] | None
        active_tasks__assignment_epochs = []
        active_tasks__unknown: rt.Tags = ()
        if data[pos]:
            active_tasks__unknown_list: list[tuple[int, bytes]] = []
            active_tasks__count, pos = rt.read_uvarint(data, pos)
            active_tasks__last_tag = -1
            for _ in range(active_tasks__count):
                active_tasks__tag, pos = rt.read_uvarint(data, pos)
                if active_tasks__tag <= active_tasks__last_tag or active_tasks__tag > rt.TAG_LIMIT:
                    raise rt.Malformed
                active_tasks__last_tag = active_tasks__tag
                active_tasks__size, pos = rt.read_uvarint(data, pos)
                active_tasks__end_tag = pos + active_tasks__size
                if active_tasks__end_tag > data_end:
                    raise rt.Malformed
                if active_tasks__tag == 0:
                    n_active_tasks__assignment_epochs = data[pos]
                    pos += 1
                    if n_active_tasks__assignment_epochs > 127:
                        n_active_tasks__assignment_epochs, pos = rt.read_uvarint(data, pos - 1)
                    n_active_tasks__assignment_epochs -= 1
                    if n_active_tasks__assignment_epochs < 0:
                        active_tasks__assignment_epochs = None
                    else:
                        if n_active_tasks__assignment_epochs > data_end - pos:
                            raise rt.Malformed
                        active_tasks__assignment_epochs = list(
                            struct.unpack_from(f">{n_active_tasks__assignment_epochs}i", data, pos)
                        )
                        pos += n_active_tasks__assignment_epochs * 4
                    if not (active_tasks__assignment_epochs != []):
                        active_tasks__unknown_list.append(
                            (
                                active_tasks__tag,
                                data[
                                    active_tasks__end_tag
                                    - active_tasks__size : active_tasks__end_tag
                                ],
                            )
                        )
                else:
                    active_tasks__unknown_list.append(
                        (active_tasks__tag, data[pos:active_tasks__end_tag])
                    )
                    pos = active_tasks__end_tag
                if pos != active_tasks__end_tag:
                    raise rt.Malformed
            active_tasks__unknown = tuple(active_tasks__unknown_list)
        else:
            pos += 1
        e_active_tasks = _new(TaskIds)
        e_active_tasks.subtopology_id = active_tasks__subtopology_id
        e_active_tasks.partitions = active_tasks__partitions
        e_active_tasks.assignment_epochs = active_tasks__assignment_epochs
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
        standby_tasks__assignment_epochs: list[int] | None
        standby_tasks__assignment_epochs = []
        standby_tasks__unknown: rt.Tags = ()
        if data[pos]:
            standby_tasks__unknown_list: list[tuple[int, bytes]] = []
            standby_tasks__count, pos = rt.read_uvarint(data, pos)
            standby_tasks__last_tag = -1
            for _ in range(standby_tasks__count):
                standby_tasks__tag, pos = rt.read_uvarint(data, pos)
                if (
                    standby_tasks__tag <= standby_tasks__last_tag
                    or standby_tasks__tag > rt.TAG_LIMIT
                ):
                    raise rt.Malformed
                standby_tasks__last_tag = standby_tasks__tag
                standby_tasks__size, pos = rt.read_uvarint(data, pos)
                standby_tasks__end_tag = pos + standby_tasks__size
                if standby_tasks__end_tag > data_end:
                    raise rt.Malformed
                if standby_tasks__tag == 0:
                    n_standby_tasks__assignment_epochs = data[pos]
                    pos += 1
                    if n_standby_tasks__assignment_epochs > 127:
                        n_standby_tasks__assignment_epochs, pos = rt.read_uvarint(data, pos - 1)
                    n_standby_tasks__assignment_epochs -= 1
                    if n_standby_tasks__assignment_epochs < 0:
                        standby_tasks__assignment_epochs = None
                    else:
                        if n_standby_tasks__assignment_epochs > data_end - pos:
                            raise rt.Malformed
                        standby_tasks__assignment_epochs = list(
                            struct.unpack_from(f">{n_standby_tasks__assignment_epochs}i", data, pos)
                        )
                        pos += n_standby_tasks__assignment_epochs * 4
                    if not (standby_tasks__assignment_epochs != []):
                        standby_tasks__unknown_list.append(
                            (
                                standby_tasks__tag,
                                data[
                                    standby_tasks__end_tag
                                    - standby_tasks__size : standby_tasks__end_tag
                                ],
                            )
                        )
                else:
                    standby_tasks__unknown_list.append(
                        (standby_tasks__tag, data[pos:standby_tasks__end_tag])
                    )
                    pos = standby_tasks__end_tag
                if pos != standby_tasks__end_tag:
                    raise rt.Malformed
            standby_tasks__unknown = tuple(standby_tasks__unknown_list)
        else:
            pos += 1
        e_standby_tasks = _new(TaskIds)
        e_standby_tasks.subtopology_id = standby_tasks__subtopology_id
        e_standby_tasks.partitions = standby_tasks__partitions
        e_standby_tasks.assignment_epochs = standby_tasks__assignment_epochs
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
        warmup_tasks__assignment_epochs: list[int] | None
        warmup_tasks__assignment_epochs = []
        warmup_tasks__unknown: rt.Tags = ()
        if data[pos]:
            warmup_tasks__unknown_list: list[tuple[int, bytes]] = []
            warmup_tasks__count, pos = rt.read_uvarint(data, pos)
            warmup_tasks__last_tag = -1
            for _ in range(warmup_tasks__count):
                warmup_tasks__tag, pos = rt.read_uvarint(data, pos)
                if warmup_tasks__tag <= warmup_tasks__last_tag or warmup_tasks__tag > rt.TAG_LIMIT:
                    raise rt.Malformed
                warmup_tasks__last_tag = warmup_tasks__tag
                warmup_tasks__size, pos = rt.read_uvarint(data, pos)
                warmup_tasks__end_tag = pos + warmup_tasks__size
                if warmup_tasks__end_tag > data_end:
                    raise rt.Malformed
                if warmup_tasks__tag == 0:
                    n_warmup_tasks__assignment_epochs = data[pos]
                    pos += 1
                    if n_warmup_tasks__assignment_epochs > 127:
                        n_warmup_tasks__assignment_epochs, pos = rt.read_uvarint(data, pos - 1)
                    n_warmup_tasks__assignment_epochs -= 1
                    if n_warmup_tasks__assignment_epochs < 0:
                        warmup_tasks__assignment_epochs = None
                    else:
                        if n_warmup_tasks__assignment_epochs > data_end - pos:
                            raise rt.Malformed
                        warmup_tasks__assignment_epochs = list(
                            struct.unpack_from(f">{n_warmup_tasks__assignment_epochs}i", data, pos)
                        )
                        pos += n_warmup_tasks__assignment_epochs * 4
                    if not (warmup_tasks__assignment_epochs != []):
                        warmup_tasks__unknown_list.append(
                            (
                                warmup_tasks__tag,
                                data[
                                    warmup_tasks__end_tag
                                    - warmup_tasks__size : warmup_tasks__end_tag
                                ],
                            )
                        )
                else:
                    warmup_tasks__unknown_list.append(
                        (warmup_tasks__tag, data[pos:warmup_tasks__end_tag])
                    )
                    pos = warmup_tasks__end_tag
                if pos != warmup_tasks__end_tag:
                    raise rt.Malformed
            warmup_tasks__unknown = tuple(warmup_tasks__unknown_list)
        else:
            pos += 1
        e_warmup_tasks = _new(TaskIds)
        e_warmup_tasks.subtopology_id = warmup_tasks__subtopology_id
        e_warmup_tasks.partitions = warmup_tasks__partitions
        e_warmup_tasks.assignment_epochs = warmup_tasks__assignment_epochs
        e_warmup_tasks.unknown_tagged_fields = warmup_tasks__unknown
        items_warmup_tasks.append(e_warmup_tasks)
    warmup_tasks = items_warmup_tasks
    n_active_tasks_pending_revocation = data[pos]
    pos += 1
    if n_active_tasks_pending_revocation > 127:
        n_active_tasks_pending_revocation, pos = rt.read_uvarint(data, pos - 1)
    n_active_tasks_pending_revocation -= 1
    if n_active_tasks_pending_revocation < 0:
        raise rt.Malformed
    if n_active_tasks_pending_revocation > data_end - pos:
        raise rt.Malformed
    items_active_tasks_pending_revocation: list[TaskIds] = []
    for _ in range(n_active_tasks_pending_revocation):
        n_active_tasks_pending_revocation__subtopology_id = data[pos]
        pos += 1
        if n_active_tasks_pending_revocation__subtopology_id > 127:
            n_active_tasks_pending_revocation__subtopology_id, pos = rt.read_string_length(
                data, pos - 1
            )
        end = pos + n_active_tasks_pending_revocation__subtopology_id - 1
        if not n_active_tasks_pending_revocation__subtopology_id or end > data_end:
            raise rt.Malformed
        active_tasks_pending_revocation__subtopology_id = data[pos:end].decode()
        pos = end
        n_active_tasks_pending_revocation__partitions = data[pos]
        pos += 1
        if n_active_tasks_pending_revocation__partitions > 127:
            n_active_tasks_pending_revocation__partitions, pos = rt.read_uvarint(data, pos - 1)
        n_active_tasks_pending_revocation__partitions -= 1
        if n_active_tasks_pending_revocation__partitions < 0:
            raise rt.Malformed
        if n_active_tasks_pending_revocation__partitions > data_end - pos:
            raise rt.Malformed
        active_tasks_pending_revocation__partitions = list(
            struct.unpack_from(f">{n_active_tasks_pending_revocation__partitions}i", data, pos)
        )
        pos += n_active_tasks_pending_revocation__partitions * 4
        active_tasks_pending_revocation__assignment_epochs: list[int] | None
        active_tasks_pending_revocation__assignment_epochs = []
        active_tasks_pending_revocation__unknown: rt.Tags = ()
        if data[pos]:
            active_tasks_pending_revocation__unknown_list: list[tuple[int, bytes]] = []
            active_tasks_pending_revocation__count, pos = rt.read_uvarint(data, pos)
            active_tasks_pending_revocation__last_tag = -1
            for _ in range(active_tasks_pending_revocation__count):
                active_tasks_pending_revocation__tag, pos = rt.read_uvarint(data, pos)
                if (
                    active_tasks_pending_revocation__tag
                    <= active_tasks_pending_revocation__last_tag
                    or active_tasks_pending_revocation__tag > rt.TAG_LIMIT
                ):
                    raise rt.Malformed
                active_tasks_pending_revocation__last_tag = active_tasks_pending_revocation__tag
                active_tasks_pending_revocation__size, pos = rt.read_uvarint(data, pos)
                active_tasks_pending_revocation__end_tag = (
                    pos + active_tasks_pending_revocation__size
                )
                if active_tasks_pending_revocation__end_tag > data_end:
                    raise rt.Malformed
                if active_tasks_pending_revocation__tag == 0:
                    n_active_tasks_pending_revocation__assignment_epochs = data[pos]
                    pos += 1
                    if n_active_tasks_pending_revocation__assignment_epochs > 127:
                        n_active_tasks_pending_revocation__assignment_epochs, pos = rt.read_uvarint(
                            data, pos - 1
                        )
                    n_active_tasks_pending_revocation__assignment_epochs -= 1
                    if n_active_tasks_pending_revocation__assignment_epochs < 0:
                        active_tasks_pending_revocation__assignment_epochs = None
                    else:
                        if n_active_tasks_pending_revocation__assignment_epochs > data_end - pos:
                            raise rt.Malformed
                        active_tasks_pending_revocation__assignment_epochs = list(
                            struct.unpack_from(
                                f">{n_active_tasks_pending_revocation__assignment_epochs}i",
                                data,
                                pos,
                            )
                        )
                        pos += n_active_tasks_pending_revocation__assignment_epochs * 4
                    if not (active_tasks_pending_revocation__assignment_epochs != []):
                        active_tasks_pending_revocation__unknown_list.append(
                            (
                                active_tasks_pending_revocation__tag,
                                data[
                                    active_tasks_pending_revocation__end_tag
                                    - active_tasks_pending_revocation__size : active_tasks_pending_revocation__end_tag
                                ],
                            )
                        )
                else:
                    active_tasks_pending_revocation__unknown_list.append(
                        (
                            active_tasks_pending_revocation__tag,
                            data[pos:active_tasks_pending_revocation__end_tag],
                        )
                    )
                    pos = active_tasks_pending_revocation__end_tag
                if pos != active_tasks_pending_revocation__end_tag:
                    raise rt.Malformed
            active_tasks_pending_revocation__unknown = tuple(
                active_tasks_pending_revocation__unknown_list
            )
        else:
            pos += 1
        e_active_tasks_pending_revocation = _new(TaskIds)
        e_active_tasks_pending_revocation.subtopology_id = (
            active_tasks_pending_revocation__subtopology_id
        )
        e_active_tasks_pending_revocation.partitions = active_tasks_pending_revocation__partitions
        e_active_tasks_pending_revocation.assignment_epochs = (
            active_tasks_pending_revocation__assignment_epochs
        )
        e_active_tasks_pending_revocation.unknown_tagged_fields = (
            active_tasks_pending_revocation__unknown
        )
        items_active_tasks_pending_revocation.append(e_active_tasks_pending_revocation)
    active_tasks_pending_revocation = items_active_tasks_pending_revocation
    n_standby_tasks_pending_revocation = data[pos]
    pos += 1
    if n_standby_tasks_pending_revocation > 127:
        n_standby_tasks_pending_revocation, pos = rt.read_uvarint(data, pos - 1)
    n_standby_tasks_pending_revocation -= 1
    if n_standby_tasks_pending_revocation < 0:
        raise rt.Malformed
    if n_standby_tasks_pending_revocation > data_end - pos:
        raise rt.Malformed
    items_standby_tasks_pending_revocation: list[TaskIds] = []
    for _ in range(n_standby_tasks_pending_revocation):
        n_standby_tasks_pending_revocation__subtopology_id = data[pos]
        pos += 1
        if n_standby_tasks_pending_revocation__subtopology_id > 127:
            n_standby_tasks_pending_revocation__subtopology_id, pos = rt.read_string_length(
                data, pos - 1
            )
        end = pos + n_standby_tasks_pending_revocation__subtopology_id - 1
        if not n_standby_tasks_pending_revocation__subtopology_id or end > data_end:
            raise rt.Malformed
        standby_tasks_pending_revocation__subtopology_id = data[pos:end].decode()
        pos = end
        n_standby_tasks_pending_revocation__partitions = data[pos]
        pos += 1
        if n_standby_tasks_pending_revocation__partitions > 127:
            n_standby_tasks_pending_revocation__partitions, pos = rt.read_uvarint(data, pos - 1)
        n_standby_tasks_pending_revocation__partitions -= 1
        if n_standby_tasks_pending_revocation__partitions < 0:
            raise rt.Malformed
        if n_standby_tasks_pending_revocation__partitions > data_end - pos:
            raise rt.Malformed
        standby_tasks_pending_revocation__partitions = list(
            struct.unpack_from(f">{n_standby_tasks_pending_revocation__partitions}i", data, pos)
        )
        pos += n_standby_tasks_pending_revocation__partitions * 4
        standby_tasks_pending_revocation__assignment_epochs: list[int] | None
        standby_tasks_pending_revocation__assignment_epochs = []
        standby_tasks_pending_revocation__unknown: rt.Tags = ()
        if data[pos]:
            standby_tasks_pending_revocation__unknown_list: list[tuple[int, bytes]] = []
            standby_tasks_pending_revocation__count, pos = rt.read_uvarint(data, pos)
            standby_tasks_pending_revocation__last_tag = -1
            for _ in range(standby_tasks_pending_revocation__count):
                standby_tasks_pending_revocation__tag, pos = rt.read_uvarint(data, pos)
                if (
                    standby_tasks_pending_revocation__tag
                    <= standby_tasks_pending_revocation__last_tag
                    or standby_tasks_pending_revocation__tag > rt.TAG_LIMIT
                ):
                    raise rt.Malformed
                standby_tasks_pending_revocation__last_tag = standby_tasks_pending_revocation__tag
                standby_tasks_pending_revocation__size, pos = rt.read_uvarint(data, pos)
                standby_tasks_pending_revocation__end_tag = (
                    pos + standby_tasks_pending_revocation__size
                )
                if standby_tasks_pending_revocation__end_tag > data_end:
                    raise rt.Malformed
                if standby_tasks_pending_revocation__tag == 0:
                    n_standby_tasks_pending_revocation__assignment_epochs = data[pos]
                    pos += 1
                    if n_standby_tasks_pending_revocation__assignment_epochs > 127:
                        n_standby_tasks_pending_revocation__assignment_epochs, pos = (
                            rt.read_uvarint(data, pos - 1)
                        )
                    n_standby_tasks_pending_revocation__assignment_epochs -= 1
                    if n_standby_tasks_pending_revocation__assignment_epochs < 0:
                        standby_tasks_pending_revocation__assignment_epochs = None
                    else:
                        if n_standby_tasks_pending_revocation__assignment_epochs > data_end - pos:
                            raise rt.Malformed
                        standby_tasks_pending_revocation__assignment_epochs = list(
                            struct.unpack_from(
                                f">{n_standby_tasks_pending_revocation__assignment_epochs}i",
                                data,
                                pos,
                            )
                        )
                        pos += n_standby_tasks_pending_revocation__assignment_epochs * 4
                    if not (standby_tasks_pending_revocation__assignment_epochs != []):
                        standby_tasks_pending_revocation__unknown_list.append(
                            (
                                standby_tasks_pending_revocation__tag,
                                data[
                                    standby_tasks_pending_revocation__end_tag
                                    - standby_tasks_pending_revocation__size : standby_tasks_pending_revocation__end_tag
                                ],
                            )
                        )
                else:
                    standby_tasks_pending_revocation__unknown_list.append(
                        (
                            standby_tasks_pending_revocation__tag,
                            data[pos:standby_tasks_pending_revocation__end_tag],
                        )
                    )
                    pos = standby_tasks_pending_revocation__end_tag
                if pos != standby_tasks_pending_revocation__end_tag:
                    raise rt.Malformed
            standby_tasks_pending_revocation__unknown = tuple(
                standby_tasks_pending_revocation__unknown_list
            )
        else:
            pos += 1
        e_standby_tasks_pending_revocation = _new(TaskIds)
        e_standby_tasks_pending_revocation.subtopology_id = (
            standby_tasks_pending_revocation__subtopology_id
        )
        e_standby_tasks_pending_revocation.partitions = standby_tasks_pending_revocation__partitions
        e_standby_tasks_pending_revocation.assignment_epochs = (
            standby_tasks_pending_revocation__assignment_epochs
        )
        e_standby_tasks_pending_revocation.unknown_tagged_fields = (
            standby_tasks_pending_revocation__unknown
        )
        items_standby_tasks_pending_revocation.append(e_standby_tasks_pending_revocation)
    standby_tasks_pending_revocation = items_standby_tasks_pending_revocation
    n_warmup_tasks_pending_revocation = data[pos]
    pos += 1
    if n_warmup_tasks_pending_revocation > 127:
        n_warmup_tasks_pending_revocation, pos = rt.read_uvarint(data, pos - 1)
    n_warmup_tasks_pending_revocation -= 1
    if n_warmup_tasks_pending_revocation < 0:
        raise rt.Malformed
    if n_warmup_tasks_pending_revocation > data_end - pos:
        raise rt.Malformed
    items_warmup_tasks_pending_revocation: list[TaskIds] = []
    for _ in range(n_warmup_tasks_pending_revocation):
        n_warmup_tasks_pending_revocation__subtopology_id = data[pos]
        pos += 1
        if n_warmup_tasks_pending_revocation__subtopology_id > 127:
            n_warmup_tasks_pending_revocation__subtopology_id, pos = rt.read_string_length(
                data, pos - 1
            )
        end = pos + n_warmup_tasks_pending_revocation__subtopology_id - 1
        if not n_warmup_tasks_pending_revocation__subtopology_id or end > data_end:
            raise rt.Malformed
        warmup_tasks_pending_revocation__subtopology_id = data[pos:end].decode()
        pos = end
        n_warmup_tasks_pending_revocation__partitions = data[pos]
        pos += 1
        if n_warmup_tasks_pending_revocation__partitions > 127:
            n_warmup_tasks_pending_revocation__partitions, pos = rt.read_uvarint(data, pos - 1)
        n_warmup_tasks_pending_revocation__partitions -= 1
        if n_warmup_tasks_pending_revocation__partitions < 0:
            raise rt.Malformed
        if n_warmup_tasks_pending_revocation__partitions > data_end - pos:
            raise rt.Malformed
        warmup_tasks_pending_revocation__partitions = list(
            struct.unpack_from(f">{n_warmup_tasks_pending_revocation__partitions}i", data, pos)
        )
        pos += n_warmup_tasks_pending_revocation__partitions * 4
        warmup_tasks_pending_revocation__assignment_epochs: list[int] | None
        warmup_tasks_pending_revocation__assignment_epochs = []
        warmup_tasks_pending_revocation__unknown: rt.Tags = ()
        if data[pos]:
            warmup_tasks_pending_revocation__unknown_list: list[tuple[int, bytes]] = []
            warmup_tasks_pending_revocation__count, pos = rt.read_uvarint(data, pos)
            warmup_tasks_pending_revocation__last_tag = -1
            for _ in range(warmup_tasks_pending_revocation__count):
                warmup_tasks_pending_revocation__tag, pos = rt.read_uvarint(data, pos)
                if (
                    warmup_tasks_pending_revocation__tag
                    <= warmup_tasks_pending_revocation__last_tag
                    or warmup_tasks_pending_revocation__tag > rt.TAG_LIMIT
                ):
                    raise rt.Malformed
                warmup_tasks_pending_revocation__last_tag = warmup_tasks_pending_revocation__tag
                warmup_tasks_pending_revocation__size, pos = rt.read_uvarint(data, pos)
                warmup_tasks_pending_revocation__end_tag = (
                    pos + warmup_tasks_pending_revocation__size
                )
                if warmup_tasks_pending_revocation__end_tag > data_end:
                    raise rt.Malformed
                if warmup_tasks_pending_revocation__tag == 0:
                    n_warmup_tasks_pending_revocation__assignment_epochs = data[pos]
                    pos += 1
                    if n_warmup_tasks_pending_revocation__assignment_epochs > 127:
                        n_warmup_tasks_pending_revocation__assignment_epochs, pos = rt.read_uvarint(
                            data, pos - 1
                        )
                    n_warmup_tasks_pending_revocation__assignment_epochs -= 1
                    if n_warmup_tasks_pending_revocation__assignment_epochs < 0:
                        warmup_tasks_pending_revocation__assignment_epochs = None
                    else:
                        if n_warmup_tasks_pending_revocation__assignment_epochs > data_end - pos:
                            raise rt.Malformed
                        warmup_tasks_pending_revocation__assignment_epochs = list(
                            struct.unpack_from(
                                f">{n_warmup_tasks_pending_revocation__assignment_epochs}i",
                                data,
                                pos,
                            )
                        )
                        pos += n_warmup_tasks_pending_revocation__assignment_epochs * 4
                    if not (warmup_tasks_pending_revocation__assignment_epochs != []):
                        warmup_tasks_pending_revocation__unknown_list.append(
                            (
                                warmup_tasks_pending_revocation__tag,
                                data[
                                    warmup_tasks_pending_revocation__end_tag
                                    - warmup_tasks_pending_revocation__size : warmup_tasks_pending_revocation__end_tag
                                ],
                            )
                        )
                else:
                    warmup_tasks_pending_revocation__unknown_list.append(
                        (
                            warmup_tasks_pending_revocation__tag,
                            data[pos:warmup_tasks_pending_revocation__end_tag],
                        )
                    )
                    pos = warmup_tasks_pending_revocation__end_tag
                if pos != warmup_tasks_pending_revocation__end_tag:
                    raise rt.Malformed
            warmup_tasks_pending_revocation__unknown = tuple(
                warmup_tasks_pending_revocation__unknown_list
            )
        else:
            pos += 1
        e_warmup_tasks_pending_revocation = _new(TaskIds)
        e_warmup_tasks_pending_revocation.subtopology_id = (
            warmup_tasks_pending_revocation__subtopology_id
        )
        e_warmup_tasks_pending_revocation.partitions = warmup_tasks_pending_revocation__partitions
        e_warmup_tasks_pending_revocation.assignment_epochs = (
            warmup_tasks_pending_revocation__assignment_epochs
        )
        e_warmup_tasks_pending_revocation.unknown_tagged_fields = (
            warmup_tasks_pending_revocation__unknown
        )
        items_warmup_tasks_pending_revocation.append(e_warmup_tasks_pending_revocation)
    warmup_tasks_pending_revocation = items_warmup_tasks_pending_revocation
    tag_count = data[pos]
    pos += 1
    unknown: rt.Tags = ()
    if tag_count:
        unknown, pos = rt.read_unknown_tags(data, pos - 1)
    obj = _new(StreamsGroupCurrentMemberAssignmentValue)
    obj.member_epoch = member_epoch
    obj.previous_member_epoch = previous_member_epoch
    obj.state = state
    obj.active_tasks = active_tasks
    obj.standby_tasks = standby_tasks
    obj.warmup_tasks = warmup_tasks
    obj.active_tasks_pending_revocation = active_tasks_pending_revocation
    obj.standby_tasks_pending_revocation = standby_tasks_pending_revocation
    obj.warmup_tasks_pending_revocation = warmup_tasks_pending_revocation
    obj.unknown_tagged_fields = unknown
    return obj, pos


def _encode_StreamsGroupCurrentMemberAssignmentValue_v0(
    obj: StreamsGroupCurrentMemberAssignmentValue, out: bytearray
) -> None:
    """Encode StreamsGroupCurrentMemberAssignmentValue, version 0."""
    append = out.append
    out += _S_iib.pack(obj.member_epoch, obj.previous_member_epoch, obj.state)
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
        active_tasks__tags: list[tuple[int, bytes]] = []
        active_tasks__sub: bytearray
        if e_active_tasks.assignment_epochs != []:
            active_tasks__sub = bytearray()
            a_active_tasks__assignment_epochs = e_active_tasks.assignment_epochs
            if a_active_tasks__assignment_epochs is None:
                active_tasks__sub.append(0)
            else:
                n = len(a_active_tasks__assignment_epochs) + 1
                if n < 128:
                    active_tasks__sub.append(n)
                else:
                    active_tasks__sub += rt.uvarint(n)
                active_tasks__sub += struct.pack(
                    f">{len(a_active_tasks__assignment_epochs)}i",
                    *a_active_tasks__assignment_epochs,
                )
            active_tasks__tags.append((0, bytes(active_tasks__sub)))
        rt.write_tags(out, active_tasks__tags, e_active_tasks.unknown_tagged_fields, (0,))
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
        standby_tasks__tags: list[tuple[int, bytes]] = []
        standby_tasks__sub: bytearray
        if e_standby_tasks.assignment_epochs != []:
            standby_tasks__sub = bytearray()
            a_standby_tasks__assignment_epochs = e_standby_tasks.assignment_epochs
            if a_standby_tasks__assignment_epochs is None:
                standby_tasks__sub.append(0)
            else:
                n = len(a_standby_tasks__assignment_epochs) + 1
                if n < 128:
                    standby_tasks__sub.append(n)
                else:
                    standby_tasks__sub += rt.uvarint(n)
                standby_tasks__sub += struct.pack(
                    f">{len(a_standby_tasks__assignment_epochs)}i",
                    *a_standby_tasks__assignment_epochs,
                )
            standby_tasks__tags.append((0, bytes(standby_tasks__sub)))
        rt.write_tags(out, standby_tasks__tags, e_standby_tasks.unknown_tagged_fields, (0,))
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
        warmup_tasks__tags: list[tuple[int, bytes]] = []
        warmup_tasks__sub: bytearray
        if e_warmup_tasks.assignment_epochs != []:
            warmup_tasks__sub = bytearray()
            a_warmup_tasks__assignment_epochs = e_warmup_tasks.assignment_epochs
            if a_warmup_tasks__assignment_epochs is None:
                warmup_tasks__sub.append(0)
            else:
                n = len(a_warmup_tasks__assignment_epochs) + 1
                if n < 128:
                    warmup_tasks__sub.append(n)
                else:
                    warmup_tasks__sub += rt.uvarint(n)
                warmup_tasks__sub += struct.pack(
                    f">{len(a_warmup_tasks__assignment_epochs)}i",
                    *a_warmup_tasks__assignment_epochs,
                )
            warmup_tasks__tags.append((0, bytes(warmup_tasks__sub)))
        rt.write_tags(out, warmup_tasks__tags, e_warmup_tasks.unknown_tagged_fields, (0,))
    a_active_tasks_pending_revocation = obj.active_tasks_pending_revocation
    n = len(a_active_tasks_pending_revocation) + 1
    if n < 128:
        append(n)
    else:
        out += rt.uvarint(n)
    for e_active_tasks_pending_revocation in a_active_tasks_pending_revocation:
        b_active_tasks_pending_revocation__subtopology_id = (
            e_active_tasks_pending_revocation.subtopology_id.encode()
        )
        n = len(b_active_tasks_pending_revocation__subtopology_id) + 1
        if n < 128:
            append(n)
        else:
            out += rt.string_length(n)
        out += b_active_tasks_pending_revocation__subtopology_id
        a_active_tasks_pending_revocation__partitions = e_active_tasks_pending_revocation.partitions
        n = len(a_active_tasks_pending_revocation__partitions) + 1
        if n < 128:
            append(n)
        else:
            out += rt.uvarint(n)
        out += struct.pack(
            f">{len(a_active_tasks_pending_revocation__partitions)}i",
            *a_active_tasks_pending_revocation__partitions,
        )
        active_tasks_pending_revocation__tags: list[tuple[int, bytes]] = []
        active_tasks_pending_revocation__sub: bytearray
        if e_active_tasks_pending_revocation.assignment_epochs != []:
            active_tasks_pending_revocation__sub = bytearray()
            a_active_tasks_pending_revocation__assignment_epochs = (
                e_active_tasks_pending_revocation.assignment_epochs
            )
            if a_active_tasks_pending_revocation__assignment_epochs is None:
                active_tasks_pending_revocation__sub.append(0)
            else:
                n = len(a_active_tasks_pending_revocation__assignment_epochs) + 1
                if n < 128:
                    active_tasks_pending_revocation__sub.append(n)
                else:
                    active_tasks_pending_revocation__sub += rt.uvarint(n)
                active_tasks_pending_revocation__sub += struct.pack(
                    f">{len(a_active_tasks_pending_revocation__assignment_epochs)}i",
                    *a_active_tasks_pending_revocation__assignment_epochs,
                )
            active_tasks_pending_revocation__tags.append(
                (0, bytes(active_tasks_pending_revocation__sub))
            )
        rt.write_tags(
            out,
            active_tasks_pending_revocation__tags,
            e_active_tasks_pending_revocation.unknown_tagged_fields,
            (0,),
        )
    a_standby_tasks_pending_revocation = obj.standby_tasks_pending_revocation
    n = len(a_standby_tasks_pending_revocation) + 1
    if n < 128:
        append(n)
    else:
        out += rt.uvarint(n)
    for e_standby_tasks_pending_revocation in a_standby_tasks_pending_revocation:
        b_standby_tasks_pending_revocation__subtopology_id = (
            e_standby_tasks_pending_revocation.subtopology_id.encode()
        )
        n = len(b_standby_tasks_pending_revocation__subtopology_id) + 1
        if n < 128:
            append(n)
        else:
            out += rt.string_length(n)
        out += b_standby_tasks_pending_revocation__subtopology_id
        a_standby_tasks_pending_revocation__partitions = (
            e_standby_tasks_pending_revocation.partitions
        )
        n = len(a_standby_tasks_pending_revocation__partitions) + 1
        if n < 128:
            append(n)
        else:
            out += rt.uvarint(n)
        out += struct.pack(
            f">{len(a_standby_tasks_pending_revocation__partitions)}i",
            *a_standby_tasks_pending_revocation__partitions,
        )
        standby_tasks_pending_revocation__tags: list[tuple[int, bytes]] = []
        standby_tasks_pending_revocation__sub: bytearray
        if e_standby_tasks_pending_revocation.assignment_epochs != []:
            standby_tasks_pending_revocation__sub = bytearray()
            a_standby_tasks_pending_revocation__assignment_epochs = (
                e_standby_tasks_pending_revocation.assignment_epochs
            )
            if a_standby_tasks_pending_revocation__assignment_epochs is None:
                standby_tasks_pending_revocation__sub.append(0)
            else:
                n = len(a_standby_tasks_pending_revocation__assignment_epochs) + 1
                if n < 128:
                    standby_tasks_pending_revocation__sub.append(n)
                else:
                    standby_tasks_pending_revocation__sub += rt.uvarint(n)
                standby_tasks_pending_revocation__sub += struct.pack(
                    f">{len(a_standby_tasks_pending_revocation__assignment_epochs)}i",
                    *a_standby_tasks_pending_revocation__assignment_epochs,
                )
            standby_tasks_pending_revocation__tags.append(
                (0, bytes(standby_tasks_pending_revocation__sub))
            )
        rt.write_tags(
            out,
            standby_tasks_pending_revocation__tags,
            e_standby_tasks_pending_revocation.unknown_tagged_fields,
            (0,),
        )
    a_warmup_tasks_pending_revocation = obj.warmup_tasks_pending_revocation
    n = len(a_warmup_tasks_pending_revocation) + 1
    if n < 128:
        append(n)
    else:
        out += rt.uvarint(n)
    for e_warmup_tasks_pending_revocation in a_warmup_tasks_pending_revocation:
        b_warmup_tasks_pending_revocation__subtopology_id = (
            e_warmup_tasks_pending_revocation.subtopology_id.encode()
        )
        n = len(b_warmup_tasks_pending_revocation__subtopology_id) + 1
        if n < 128:
            append(n)
        else:
            out += rt.string_length(n)
        out += b_warmup_tasks_pending_revocation__subtopology_id
        a_warmup_tasks_pending_revocation__partitions = e_warmup_tasks_pending_revocation.partitions
        n = len(a_warmup_tasks_pending_revocation__partitions) + 1
        if n < 128:
            append(n)
        else:
            out += rt.uvarint(n)
        out += struct.pack(
            f">{len(a_warmup_tasks_pending_revocation__partitions)}i",
            *a_warmup_tasks_pending_revocation__partitions,
        )
        warmup_tasks_pending_revocation__tags: list[tuple[int, bytes]] = []
        warmup_tasks_pending_revocation__sub: bytearray
        if e_warmup_tasks_pending_revocation.assignment_epochs != []:
            warmup_tasks_pending_revocation__sub = bytearray()
            a_warmup_tasks_pending_revocation__assignment_epochs = (
                e_warmup_tasks_pending_revocation.assignment_epochs
            )
            if a_warmup_tasks_pending_revocation__assignment_epochs is None:
                warmup_tasks_pending_revocation__sub.append(0)
            else:
                n = len(a_warmup_tasks_pending_revocation__assignment_epochs) + 1
                if n < 128:
                    warmup_tasks_pending_revocation__sub.append(n)
                else:
                    warmup_tasks_pending_revocation__sub += rt.uvarint(n)
                warmup_tasks_pending_revocation__sub += struct.pack(
                    f">{len(a_warmup_tasks_pending_revocation__assignment_epochs)}i",
                    *a_warmup_tasks_pending_revocation__assignment_epochs,
                )
            warmup_tasks_pending_revocation__tags.append(
                (0, bytes(warmup_tasks_pending_revocation__sub))
            )
        rt.write_tags(
            out,
            warmup_tasks_pending_revocation__tags,
            e_warmup_tasks_pending_revocation.unknown_tagged_fields,
            (0,),
        )
    if obj.unknown_tagged_fields:
        rt.write_tags(out, (), obj.unknown_tagged_fields)
    else:
        append(0)


TaskIds._SCHEMA = rt.StructInfo(
    "TaskIds",
    (
        rt.FieldInfo("subtopology_id", "subtopologyId", "string", rt.vr("0+"), default=""),
        rt.FieldInfo("partitions", "partitions", "int32", rt.vr("0+"), is_array=True, default=()),
        rt.FieldInfo(
            "assignment_epochs",
            "assignmentEpochs",
            "int32",
            rt.vr("0+"),
            is_array=True,
            nullable=rt.vr("0+"),
            tagged=rt.vr("0+"),
            tag=0,
            default=(),
        ),
    ),
    flexible=rt.vr("0+"),
)
TaskIds._DECODERS = {
    0: _decode_TaskIds_v0,
}
TaskIds._ENCODERS = {
    0: _encode_TaskIds_v0,
}

StreamsGroupCurrentMemberAssignmentValue._SCHEMA = rt.StructInfo(
    "StreamsGroupCurrentMemberAssignmentValue",
    (
        rt.FieldInfo("member_epoch", "memberEpoch", "int32", rt.vr("0+"), default=0),
        rt.FieldInfo(
            "previous_member_epoch", "previousMemberEpoch", "int32", rt.vr("0+"), default=0
        ),
        rt.FieldInfo("state", "state", "int8", rt.vr("0+"), default=0),
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
        rt.FieldInfo(
            "active_tasks_pending_revocation",
            "activeTasksPendingRevocation",
            "struct",
            rt.vr("0+"),
            is_array=True,
            struct=lambda: TaskIds,
            default=(),
        ),
        rt.FieldInfo(
            "standby_tasks_pending_revocation",
            "standbyTasksPendingRevocation",
            "struct",
            rt.vr("0+"),
            is_array=True,
            struct=lambda: TaskIds,
            default=(),
        ),
        rt.FieldInfo(
            "warmup_tasks_pending_revocation",
            "warmupTasksPendingRevocation",
            "struct",
            rt.vr("0+"),
            is_array=True,
            struct=lambda: TaskIds,
            default=(),
        ),
    ),
    flexible=rt.vr("0+"),
)
StreamsGroupCurrentMemberAssignmentValue._DECODERS = {
    0: _decode_StreamsGroupCurrentMemberAssignmentValue_v0,
}
StreamsGroupCurrentMemberAssignmentValue._ENCODERS = {
    0: _encode_StreamsGroupCurrentMemberAssignmentValue_v0,
}
