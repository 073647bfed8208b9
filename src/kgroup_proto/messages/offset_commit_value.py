"""OffsetCommitValue: generated from OffsetCommitValue.json; edit the schema, not this file."""

from __future__ import annotations

import struct
from typing import ClassVar
from uuid import UUID

import attrs

from kgroup_proto import runtime as rt

_new = object.__new__
_S_q = struct.Struct(">q")
_S_qh = struct.Struct(">qh")
_S_qi = struct.Struct(">qi")
_S_qiB = struct.Struct(">qiB")
_S_qih = struct.Struct(">qih")
_S_qq = struct.Struct(">qq")
_S_u = struct.Struct(">16s")


@attrs.define(weakref_slot=False)
class OffsetCommitValue(rt.Struct):
    """The OffsetCommitValue data.

    Versions 0-4; flexible 4+.

    Attributes:
        offset: Position the consumer asked to store for the partition. (versions 0+)
        leader_epoch: Leader epoch of the last record the consumer processed, or -1.
            (versions 3+)
        metadata: Free-form text supplied by the client with the commit. (versions 0+)
        commit_timestamp: When the coordinator appended the commit, in epoch milliseconds.
            (versions 0+)
        expire_timestamp: When the commit lapses, in epoch milliseconds (v1 only). (versions
            1)
        topic_id: Id of the committed topic, where the commit named one. (versions 4+, tag
            0)
    """

    API_KEY: ClassVar[int | None] = None
    MESSAGE_TYPE: ClassVar[str] = "data"
    VALID_VERSIONS: ClassVar[range] = range(0, 5)
    FLEXIBLE_VERSIONS: ClassVar[range | None] = range(4, rt.VERSION_LIMIT)

    offset: int = 0
    leader_epoch: int = -1
    metadata: str = ""
    commit_timestamp: int = 0
    expire_timestamp: int = -1
    topic_id: UUID = rt.ZERO_UUID
    unknown_tagged_fields: rt.Tags = ()


def _decode_OffsetCommitValue_v0(data: bytes, pos: int) -> tuple[OffsetCommitValue, int]:
    """Decode OffsetCommitValue, versions 0, 2."""
    data_end = len(data)
    offset, n_metadata = _S_qh.unpack_from(data, pos)
    pos += 10
    end = pos + n_metadata
    if n_metadata < 0 or end > data_end:
        raise rt.Malformed
    metadata = data[pos:end].decode()
    pos = end
    (commit_timestamp,) = _S_q.unpack_from(data, pos)
    pos += 8
    obj = _new(OffsetCommitValue)
    obj.offset = offset
    obj.leader_epoch = -1
    obj.metadata = metadata
    obj.commit_timestamp = commit_timestamp
    obj.expire_timestamp = -1
    obj.topic_id = rt.ZERO_UUID
    obj.unknown_tagged_fields = ()
    return obj, pos


def _decode_OffsetCommitValue_v1(data: bytes, pos: int) -> tuple[OffsetCommitValue, int]:
    """Decode OffsetCommitValue, version 1."""
    data_end = len(data)
    offset, n_metadata = _S_qh.unpack_from(data, pos)
    pos += 10
    end = pos + n_metadata
    if n_metadata < 0 or end > data_end:
        raise rt.Malformed
    metadata = data[pos:end].decode()
    pos = end
    commit_timestamp, expire_timestamp = _S_qq.unpack_from(data, pos)
    pos += 16
    obj = _new(OffsetCommitValue)
    obj.offset = offset
    obj.leader_epoch = -1
    obj.metadata = metadata
    obj.commit_timestamp = commit_timestamp
    obj.expire_timestamp = expire_timestamp
    obj.topic_id = rt.ZERO_UUID
    obj.unknown_tagged_fields = ()
    return obj, pos


def _decode_OffsetCommitValue_v3(data: bytes, pos: int) -> tuple[OffsetCommitValue, int]:
    """Decode OffsetCommitValue, version 3."""
    data_end = len(data)
    offset, leader_epoch, n_metadata = _S_qih.unpack_from(data, pos)
    pos += 14
    end = pos + n_metadata
    if n_metadata < 0 or end > data_end:
        raise rt.Malformed
    metadata = data[pos:end].decode()
    pos = end
    (commit_timestamp,) = _S_q.unpack_from(data, pos)
    pos += 8
    obj = _new(OffsetCommitValue)
    obj.offset = offset
    obj.leader_epoch = leader_epoch
    obj.metadata = metadata
    obj.commit_timestamp = commit_timestamp
    obj.expire_timestamp = -1
    obj.topic_id = rt.ZERO_UUID
    obj.unknown_tagged_fields = ()
    return obj, pos


def _decode_OffsetCommitValue_v4(data: bytes, pos: int) -> tuple[OffsetCommitValue, int]:
    """Decode OffsetCommitValue, version 4."""
    data_end = len(data)
    offset, leader_epoch, n_metadata = _S_qiB.unpack_from(data, pos)
    pos += 13
    if n_metadata > 127:
        n_metadata, pos = rt.read_string_length(data, pos - 1)
    end = pos + n_metadata - 1
    if not n_metadata or end > data_end:
        raise rt.Malformed
    metadata = data[pos:end].decode()
    pos = end
    (commit_timestamp,) = _S_q.unpack_from(data, pos)
    pos += 8
    topic_id: UUID
    topic_id = rt.ZERO_UUID
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
                (topic_id_raw,) = _S_u.unpack_from(data, pos)
                pos += 16
                topic_id = UUID(bytes=topic_id_raw)
                if not (topic_id != rt.ZERO_UUID):
                    unknown_list.append((tag, data[end_tag - size : end_tag]))
            else:
                unknown_list.append((tag, data[pos:end_tag]))
                pos = end_tag
            if pos != end_tag:
                raise rt.Malformed
        unknown = tuple(unknown_list)
    else:
        pos += 1
    obj = _new(OffsetCommitValue)
    obj.offset = offset
    obj.leader_epoch = leader_epoch
    obj.metadata = metadata
    obj.commit_timestamp = commit_timestamp
    obj.expire_timestamp = -1
    obj.topic_id = topic_id
    obj.unknown_tagged_fields = unknown
    return obj, pos


def _encode_OffsetCommitValue_v0(obj: OffsetCommitValue, out: bytearray) -> None:
    """Encode OffsetCommitValue, versions 0, 2."""
    b_metadata = obj.metadata.encode()
    out += _S_qh.pack(obj.offset, len(b_metadata))
    out += b_metadata
    out += _S_q.pack(obj.commit_timestamp)
    if obj.unknown_tagged_fields:
        raise rt.Malformed


def _encode_OffsetCommitValue_v1(obj: OffsetCommitValue, out: bytearray) -> None:
    """Encode OffsetCommitValue, version 1."""
    b_metadata = obj.metadata.encode()
    out += _S_qh.pack(obj.offset, len(b_metadata))
    out += b_metadata
    out += _S_qq.pack(obj.commit_timestamp, obj.expire_timestamp)
    if obj.unknown_tagged_fields:
        raise rt.Malformed


def _encode_OffsetCommitValue_v3(obj: OffsetCommitValue, out: bytearray) -> None:
    """Encode OffsetCommitValue, version 3."""
    b_metadata = obj.metadata.encode()
    out += _S_qih.pack(obj.offset, obj.leader_epoch, len(b_metadata))
    out += b_metadata
    out += _S_q.pack(obj.commit_timestamp)
    if obj.unknown_tagged_fields:
        raise rt.Malformed


def _encode_OffsetCommitValue_v4(obj: OffsetCommitValue, out: bytearray) -> None:
    """Encode OffsetCommitValue, version 4."""
    out += _S_qi.pack(obj.offset, obj.leader_epoch)
    b_metadata = obj.metadata.encode()
    n = len(b_metadata) + 1
    if n < 128:
        out.append(n)
    else:
        out += rt.string_length(n)
    out += b_metadata
    out += _S_q.pack(obj.commit_timestamp)
    tags: list[tuple[int, bytes]] = []
    sub: bytearray
    if obj.topic_id != rt.ZERO_UUID:
        sub = bytearray()
        sub += _S_u.pack(obj.topic_id.bytes)
        tags.append((0, bytes(sub)))
    rt.write_tags(out, tags, obj.unknown_tagged_fields, (0,))


OffsetCommitValue._SCHEMA = rt.StructInfo(
    "OffsetCommitValue",
    (
        rt.FieldInfo("offset", "offset", "int64", rt.vr("0+"), default=0),
        rt.FieldInfo(
            "leader_epoch", "leaderEpoch", "int32", rt.vr("3+"), default=-1, ignorable=True
        ),
        rt.FieldInfo("metadata", "metadata", "string", rt.vr("0+"), default=""),
        rt.FieldInfo("commit_timestamp", "commitTimestamp", "int64", rt.vr("0+"), default=0),
        rt.FieldInfo(
            "expire_timestamp", "expireTimestamp", "int64", rt.vr("1"), default=-1, ignorable=True
        ),
        rt.FieldInfo(
            "topic_id",
            "topicId",
            "uuid",
            rt.vr("4+"),
            tagged=rt.vr("4+"),
            tag=0,
            default=rt.ZERO_UUID,
            ignorable=True,
        ),
    ),
    flexible=rt.vr("4+"),
)
OffsetCommitValue._DECODERS = {
    0: _decode_OffsetCommitValue_v0,
    2: _decode_OffsetCommitValue_v0,
    1: _decode_OffsetCommitValue_v1,
    3: _decode_OffsetCommitValue_v3,
    4: _decode_OffsetCommitValue_v4,
}
OffsetCommitValue._ENCODERS = {
    0: _encode_OffsetCommitValue_v0,
    2: _encode_OffsetCommitValue_v0,
    1: _encode_OffsetCommitValue_v1,
    3: _encode_OffsetCommitValue_v3,
    4: _encode_OffsetCommitValue_v4,
}
