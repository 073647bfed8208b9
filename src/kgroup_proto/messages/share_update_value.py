"""ShareUpdateValue: generated from ShareUpdateValue.json; edit the schema, not this file."""

from __future__ import annotations

import struct
from typing import ClassVar

import attrs

from kgroup_proto import runtime as rt

_new = object.__new__
_S_i = struct.Struct(">i")
_S_iiq = struct.Struct(">iiq")
_S_iiqB = struct.Struct(">iiqB")
_S_qqbh = struct.Struct(">qqbh")
_S_qqbhB = struct.Struct(">qqbhB")


@attrs.define(weakref_slot=False)
class StateBatch(rt.Struct):
    """Ranges of records whose delivery state changed.

    Versions 0; flexible 0+.

    Attributes:
        first_offset: Lowest offset covered by the batch. (versions 0)
        last_offset: Highest offset covered by the batch (inclusive). (versions 0)
        delivery_state: Delivery state of the batch's records: 0 available, 2 acknowledged,
            4 archived. (versions 0)
        delivery_count: How many times the batch's records have been handed out. (versions
            0)
    """

    VALID_VERSIONS: ClassVar[range] = range(0, 1)
    FLEXIBLE_VERSIONS: ClassVar[range | None] = range(0, rt.VERSION_LIMIT)

    first_offset: int = 0
    last_offset: int = 0
    delivery_state: int = 0
    delivery_count: int = 0
    unknown_tagged_fields: rt.Tags = ()


@attrs.define(weakref_slot=False)
class ShareUpdateValue(rt.Struct):
    """The ShareUpdateValue data.

    Versions 0; flexible 0+.

    Attributes:
        snapshot_epoch: Epoch of the snapshot this update builds on. (versions 0)
        leader_epoch: Leader epoch of the share-partition when the update was written.
            (versions 0+)
        start_offset: New start offset of the share-partition, or -1 when it is unchanged.
            (versions 0)
        delivery_complete_count: How many offsets at or after the start offset are done with
            delivery (KIP-1226); -1 when unknown. (versions 0+, tag 0)
        state_batches: Ranges of records whose delivery state changed. (versions 0)
    """

    API_KEY: ClassVar[int | None] = None
    MESSAGE_TYPE: ClassVar[str] = "data"
    VALID_VERSIONS: ClassVar[range] = range(0, 1)
    FLEXIBLE_VERSIONS: ClassVar[range | None] = range(0, rt.VERSION_LIMIT)

    snapshot_epoch: int = 0
    leader_epoch: int = 0
    start_offset: int = 0
    delivery_complete_count: int = -1
    state_batches: list[StateBatch] = attrs.field(factory=list)
    unknown_tagged_fields: rt.Tags = ()


def _decode_StateBatch_v0(data: bytes, pos: int) -> tuple[StateBatch, int]:
    """Decode StateBatch, version 0."""
    first_offset, last_offset, delivery_state, delivery_count, tag_count = _S_qqbhB.unpack_from(
        data, pos
    )
    pos += 20
    unknown: rt.Tags = ()
    if tag_count:
        unknown, pos = rt.read_unknown_tags(data, pos - 1)
    obj = _new(StateBatch)
    obj.first_offset = first_offset
    obj.last_offset = last_offset
    obj.delivery_state = delivery_state
    obj.delivery_count = delivery_count
    obj.unknown_tagged_fields = unknown
    return obj, pos


def _encode_StateBatch_v0(obj: StateBatch, out: bytearray) -> None:
    """Encode StateBatch, version 0."""
    out += _S_qqbh.pack(obj.first_offset, obj.last_offset, obj.delivery_state, obj.delivery_count)
    if obj.unknown_tagged_fields:
        rt.write_tags(out, (), obj.unknown_tagged_fields)
    else:
        out.append(0)


def _decode_ShareUpdateValue_v0(data: bytes, pos: int) -> tuple[ShareUpdateValue, int]:
    """Decode ShareUpdateValue, version 0."""
    data_end = len(data)
    snapshot_epoch, leader_epoch, start_offset, n_state_batches = _S_iiqB.unpack_from(data, pos)
    pos += 17
    if n_state_batches > 127:
        n_state_batches, pos = rt.read_uvarint(data, pos - 1)
    n_state_batches -= 1
    if n_state_batches < 0:
        raise rt.Malformed
    if n_state_batches > data_end - pos:
        raise rt.Malformed
    items_state_batches: list[StateBatch] = []
    for _ in range(n_state_batches):
        (
            state_batches__first_offset,
            state_batches__last_offset,
            state_batches__delivery_state,
            state_batches__delivery_count,
            state_batches__tag_count,
        ) = _S_qqbhB.unpack_from(data, pos)
        pos += 20
        state_batches__unknown: rt.Tags = ()
        if state_batches__tag_count:
            state_batches__unknown, pos = rt.read_unknown_tags(data, pos - 1)
        e_state_batches = _new(StateBatch)
        e_state_batches.first_offset = state_batches__first_offset
        e_state_batches.last_offset = state_batches__last_offset
        e_state_batches.delivery_state = state_batches__delivery_state
        e_state_batches.delivery_count = state_batches__delivery_count
        e_state_batches.unknown_tagged_fields = state_batches__unknown
        items_state_batches.append(e_state_batches)
    state_batches = items_state_batches
    delivery_complete_count: int
    delivery_complete_count = -1
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
                (delivery_complete_count,) = _S_i.unpack_from(data, pos)
                pos += 4
                if not (delivery_complete_count != -1):
                    unknown_list.append((tag, data[end_tag - size : end_tag]))
            else:
                unknown_list.append((tag, data[pos:end_tag]))
                pos = end_tag
            if pos != end_tag:
                raise rt.Malformed
        unknown = tuple(unknown_list)
    else:
        pos += 1
    obj = _new(ShareUpdateValue)
    obj.snapshot_epoch = snapshot_epoch
    obj.leader_epoch = leader_epoch
    obj.start_offset = start_offset
    obj.delivery_complete_count = delivery_complete_count
    obj.state_batches = state_batches
    obj.unknown_tagged_fields = unknown
    return obj, pos


def _encode_ShareUpdateValue_v0(obj: ShareUpdateValue, out: bytearray) -> None:
    """Encode ShareUpdateValue, version 0."""
    append = out.append
    out += _S_iiq.pack(obj.snapshot_epoch, obj.leader_epoch, obj.start_offset)
    a_state_batches = obj.state_batches
    n = len(a_state_batches) + 1
    if n < 128:
        append(n)
    else:
        out += rt.uvarint(n)
    for e_state_batches in a_state_batches:
        out += _S_qqbh.pack(
            e_state_batches.first_offset,
            e_state_batches.last_offset,
            e_state_batches.delivery_state,
            e_state_batches.delivery_count,
        )
        if e_state_batches.unknown_tagged_fields:
            rt.write_tags(out, (), e_state_batches.unknown_tagged_fields)
        else:
            append(0)
    tags: list[tuple[int, bytes]] = []
    sub: bytearray
    if obj.delivery_complete_count != -1:
        sub = bytearray()
        sub += _S_i.pack(obj.delivery_complete_count)
        tags.append((0, bytes(sub)))
    rt.write_tags(out, tags, obj.unknown_tagged_fields, (0,))


StateBatch._SCHEMA = rt.StructInfo(
    "StateBatch",
    (
        rt.FieldInfo("first_offset", "firstOffset", "int64", rt.vr("0"), default=0),
        rt.FieldInfo("last_offset", "lastOffset", "int64", rt.vr("0"), default=0),
        rt.FieldInfo("delivery_state", "deliveryState", "int8", rt.vr("0"), default=0),
        rt.FieldInfo("delivery_count", "deliveryCount", "int16", rt.vr("0"), default=0),
    ),
    flexible=rt.vr("0+"),
)
StateBatch._DECODERS = {
    0: _decode_StateBatch_v0,
}
StateBatch._ENCODERS = {
    0: _encode_StateBatch_v0,
}

ShareUpdateValue._SCHEMA = rt.StructInfo(
    "ShareUpdateValue",
    (
        rt.FieldInfo("snapshot_epoch", "snapshotEpoch", "int32", rt.vr("0"), default=0),
        rt.FieldInfo("leader_epoch", "leaderEpoch", "int32", rt.vr("0+"), default=0),
        rt.FieldInfo("start_offset", "startOffset", "int64", rt.vr("0"), default=0),
        rt.FieldInfo(
            "delivery_complete_count",
            "deliveryCompleteCount",
            "int32",
            rt.vr("0+"),
            tagged=rt.vr("0+"),
            tag=0,
            default=-1,
        ),
        rt.FieldInfo(
            "state_batches",
            "stateBatches",
            "struct",
            rt.vr("0"),
            is_array=True,
            struct=lambda: StateBatch,
            default=(),
        ),
    ),
    flexible=rt.vr("0+"),
)
ShareUpdateValue._DECODERS = {
    0: _decode_ShareUpdateValue_v0,
}
ShareUpdateValue._ENCODERS = {
    0: _encode_ShareUpdateValue_v0,
}
