"""StreamsGroupMetadataValue: generated from StreamsGroupMetadataValue.json; edit the schema, not this file."""

from __future__ import annotations

import struct
from typing import ClassVar

import attrs

from kgroup_proto import runtime as rt

_new = object.__new__
_S_i = struct.Struct(">i")
_S_iq = struct.Struct(">iq")


@attrs.define(weakref_slot=False)
class LastAssignmentConfig(rt.Struct):
    """Assignor settings the last assignment was computed with, as key-value pairs.

    Versions 0; flexible 0+.

    Attributes:
        key: Name of the setting. (versions 0+)
        value: Value of the setting. (versions 0+)
    """

    VALID_VERSIONS: ClassVar[range] = range(0, 1)
    FLEXIBLE_VERSIONS: ClassVar[range | None] = range(0, rt.VERSION_LIMIT)

    key: str = ""
    value: str = ""
    unknown_tagged_fields: rt.Tags = ()


@attrs.define(weakref_slot=False)
class StreamsGroupMetadataValue(rt.Struct):
    """The StreamsGroupMetadataValue data.

    Versions 0; flexible 0+.

    Attributes:
        epoch: Current epoch of the group. (versions 0+)
        metadata_hash: Hash over the metadata of every topic the topology uses; a different
            hash means topics changed. (versions 0+)
        validated_topology_epoch: Latest topology epoch whose topics were checked against
            the cluster's metadata and found usable. (versions 0+, tag 0)
        last_assignment_configs: Assignor settings the last assignment was computed with, as
            key-value pairs. (versions 0+, tag 1, nullable 0+)
        stored_description_topology_epoch: Topology epoch of the description the broker
            keeps for the group, -1 if none; -2 when a store or delete was cut short
            (treated as none until done again). (versions 0+, tag 2)
        failed_description_topology_epoch: Topology epoch whose description the broker
            refused for good, -1 if none; the broker stops asking for a description while
            this is the current topology epoch. (versions 0+, tag 3)
    """

    API_KEY: ClassVar[int | None] = None
    MESSAGE_TYPE: ClassVar[str] = "data"
    VALID_VERSIONS: ClassVar[range] = range(0, 1)
    FLEXIBLE_VERSIONS: ClassVar[range | None] = range(0, rt.VERSION_LIMIT)

    epoch: int = 0
    metadata_hash: int = 0
    validated_topology_epoch: int = -1
    last_assignment_configs: list[LastAssignmentConfig] | None = attrs.field(factory=list)
    stored_description_topology_epoch: int = -1
    failed_description_topology_epoch: int = -1
    unknown_tagged_fields: rt.Tags = ()


def _decode_LastAssignmentConfig_v0(data: bytes, pos: int) -> tuple[LastAssignmentConfig, int]:
    """Decode LastAssignmentConfig, version 0."""
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
    obj = _new(LastAssignmentConfig)
    obj.key = key
    obj.value = value
    obj.unknown_tagged_fields = unknown
    return obj, pos


def _encode_LastAssignmentConfig_v0(obj: LastAssignmentConfig, out: bytearray) -> None:
    """Encode LastAssignmentConfig, version 0."""
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


def _decode_StreamsGroupMetadataValue_v0(
    data: bytes, pos: int
) -> tuple[StreamsGroupMetadataValue, int]:
    """Decode StreamsGroupMetadataValue, version 0."""
    data_end = len(data)
    epoch, metadata_hash = _S_iq.unpack_from(data, pos)
    pos += 12
    validated_topology_epoch: int
    validated_topology_epoch = -1
    last_assignment_configs: list[LastAssignmentConfig] | None
    last_assignment_configs = []
    stored_description_topology_epoch: int
    stored_description_topology_epoch = -1
    failed_description_topology_epoch: int
    failed_description_topology_epoch = -1
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
                (validated_topology_epoch,) = _S_i.unpack_from(data, pos)
                pos += 4
                if not (validated_topology_epoch != -1):
                    unknown_list.append((tag, data[end_tag - size : end_tag]))
            elif tag == 1:
                n_last_assignment_configs = data[pos]
                pos += 1
                if n_last_assignment_configs > 127:
                    n_last_assignment_configs, pos = rt.read_uvarint(data, pos - 1)
                n_last_assignment_configs -= 1
                if n_last_assignment_configs < 0:
                    last_assignment_configs = None
                else:
                    if n_last_assignment_configs > data_end - pos:
                        raise rt.Malformed
                    items_last_assignment_configs: list[LastAssignmentConfig] = []
                    for _ in range(n_last_assignment_configs):
                        n_last_assignment_configs__key = data[pos]
                        pos += 1
                        if n_last_assignment_configs__key > 127:
                            n_last_assignment_configs__key, pos = rt.read_string_length(
                                data, pos - 1
                            )
                        end = pos + n_last_assignment_configs__key - 1
                        if not n_last_assignment_configs__key or end > data_end:
                            raise rt.Malformed
                        last_assignment_configs__key = data[pos:end].decode()
                        pos = end
                        n_last_assignment_configs__value = data[pos]
                        pos += 1
                        if n_last_assignment_configs__value > 127:
                            n_last_assignment_configs__value, pos = rt.read_string_length(
                                data, pos - 1
                            )
                        end = pos + n_last_assignment_configs__value - 1
                        if not n_last_assignment_configs__value or end > data_end:
                            raise rt.Malformed
                        last_assignment_configs__value = data[pos:end].decode()
                        pos = end
                        last_assignment_configs__tag_count = data[pos]
                        pos += 1
                        last_assignment_configs__unknown: rt.Tags = ()
                        if last_assignment_configs__tag_count:
                            last_assignment_configs__unknown, pos = rt.read_unknown_tags(
                                data, pos - 1
                            )
                        e_last_assignment_configs = _new(LastAssignmentConfig)
                        e_last_assignment_configs.key = last_assignment_configs__key
                        e_last_assignment_configs.value = last_assignment_configs__value
                        e_last_assignment_configs.unknown_tagged_fields = (
                            last_assignment_configs__unknown
                        )
                        items_last_assignment_configs.append(e_last_assignment_configs)
                    last_assignment_configs = items_last_assignment_configs
                if not (last_assignment_configs != []):
                    unknown_list.append((tag, data[end_tag - size : end_tag]))
            elif tag == 2:
                (stored_description_topology_epoch,) = _S_i.unpack_from(data, pos)
                pos += 4
                if not (stored_description_topology_epoch != -1):
                    unknown_list.append((tag, data[end_tag - size : end_tag]))
            elif tag == 3:
                (failed_description_topology_epoch,) = _S_i.unpack_from(data, pos)
                pos += 4
                if not (failed_description_topology_epoch != -1):
                    unknown_list.append((tag, data[end_tag - size : end_tag]))
            else:
                unknown_list.append((tag, data[pos:end_tag]))
                pos = end_tag
            if pos != end_tag:
                raise rt.Malformed
        unknown = tuple(unknown_list)
    else:
        pos += 1
    obj = _new(StreamsGroupMetadataValue)
    obj.epoch = epoch
    obj.metadata_hash = metadata_hash
    obj.validated_topology_epoch = validated_topology_epoch
    obj.last_assignment_configs = last_assignment_configs
    obj.stored_description_topology_epoch = stored_description_topology_epoch
    obj.failed_description_topology_epoch = failed_description_topology_epoch
    obj.unknown_tagged_fields = unknown
    return obj, pos


def _encode_StreamsGroupMetadataValue_v0(obj: StreamsGroupMetadataValue, out: bytearray) -> None:
    """Encode StreamsGroupMetadataValue, version 0."""
    out += _S_iq.pack(obj.epoch, obj.metadata_hash)
    tags: list[tuple[int, bytes]] = []
    sub: bytearray
    if obj.validated_topology_epoch != -1:
        sub = bytearray()
        sub += _S_i.pack(obj.validated_topology_epoch)
        tags.append((0, bytes(sub)))
    if obj.last_assignment_configs != []:
        sub = bytearray()
        a_last_assignment_configs = obj.last_assignment_configs
        if a_last_assignment_configs is None:
            sub.append(0)
        else:
            n = len(a_last_assignment_configs) + 1
            if n < 128:
                sub.append(n)
            else:
                sub += rt.uvarint(n)
            for e_last_assignment_configs in a_last_assignment_configs:
                _encode_LastAssignmentConfig_v0(e_last_assignment_configs, sub)
        tags.append((1, bytes(sub)))
    if obj.stored_description_topology_epoch != -1:
        sub = bytearray()
        sub += _S_i.pack(obj.stored_description_topology_epoch)
        tags.append((2, bytes(sub)))
    if obj.failed_description_topology_epoch != -1:
        sub = bytearray()
        sub += _S_i.pack(obj.failed_description_topology_epoch)
        tags.append((3, bytes(sub)))
    rt.write_tags(out, tags, obj.unknown_tagged_fields, (0, 1, 2, 3))


LastAssignmentConfig._SCHEMA = rt.StructInfo(
    "LastAssignmentConfig",
    (
        rt.FieldInfo("key", "key", "string", rt.vr("0+"), default=""),
        rt.FieldInfo("value", "value", "string", rt.vr("0+"), default=""),
    ),
    flexible=rt.vr("0+"),
)
LastAssignmentConfig._DECODERS = {
    0: _decode_LastAssignmentConfig_v0,
}
LastAssignmentConfig._ENCODERS = {
    0: _encode_LastAssignmentConfig_v0,
}

StreamsGroupMetadataValue._SCHEMA = rt.StructInfo(
    "StreamsGroupMetadataValue",
    (
        rt.FieldInfo("epoch", "epoch", "int32", rt.vr("0+"), default=0),
        rt.FieldInfo("metadata_hash", "metadataHash", "int64", rt.vr("0+"), default=0),
        rt.FieldInfo(
            "validated_topology_epoch",
            "validatedTopologyEpoch",
            "int32",
            rt.vr("0+"),
            tagged=rt.vr("0+"),
            tag=0,
            default=-1,
        ),
        rt.FieldInfo(
            "last_assignment_configs",
            "lastAssignmentConfigs",
            "struct",
            rt.vr("0+"),
            is_array=True,
            struct=lambda: LastAssignmentConfig,
            nullable=rt.vr("0+"),
            tagged=rt.vr("0+"),
            tag=1,
            default=(),
        ),
        rt.FieldInfo(
            "stored_description_topology_epoch",
            "storedDescriptionTopologyEpoch",
            "int32",
            rt.vr("0+"),
            tagged=rt.vr("0+"),
            tag=2,
            default=-1,
        ),
        rt.FieldInfo(
            "failed_description_topology_epoch",
            "failedDescriptionTopologyEpoch",
            "int32",
            rt.vr("0+"),
            tagged=rt.vr("0+"),
            tag=3,
            default=-1,
        ),
    ),
    flexible=rt.vr("0+"),
)
StreamsGroupMetadataValue._DECODERS = {
    0: _decode_StreamsGroupMetadataValue_v0,
}
StreamsGroupMetadataValue._ENCODERS = {
    0: _encode_StreamsGroupMetadataValue_v0,
}
