"""FetchResponse: generated from FetchResponse.json; edit the schema, not this file."""

from __future__ import annotations

import struct
from typing import ClassVar
from uuid import UUID

import attrs

from kgroup_proto import runtime as rt

_new = object.__new__
_S_h = struct.Struct(">h")
_S_i = struct.Struct(">i")
_S_iB = struct.Struct(">iB")
_S_ihi = struct.Struct(">ihi")
_S_ihiB = struct.Struct(">ihiB")
_S_ihii = struct.Struct(">ihii")
_S_ihqi = struct.Struct(">ihqi")
_S_ihqqi = struct.Struct(">ihqqi")
_S_ihqqq = struct.Struct(">ihqqq")
_S_ihqqqB = struct.Struct(">ihqqqB")
_S_ihqqqi = struct.Struct(">ihqqqi")
_S_ii = struct.Struct(">ii")
_S_iiB = struct.Struct(">iiB")
_S_iq = struct.Struct(">iq")
_S_iqB = struct.Struct(">iqB")
_S_qi = struct.Struct(">qi")
_S_qiB = struct.Struct(">qiB")
_S_qq = struct.Struct(">qq")
_S_qqB = struct.Struct(">qqB")
_S_u = struct.Struct(">16s")


@attrs.define(weakref_slot=False)
class EpochEndOffset(rt.Struct):
    """Where the fetcher's log diverges from the leader's, when it does.

    Versions 12-18; flexible 12+.

    Attributes:
        epoch: Largest epoch the logs share. (versions 12+)
        end_offset: End offset of that epoch. (versions 12+)
    """

    VALID_VERSIONS: ClassVar[range] = range(0, 19)
    FLEXIBLE_VERSIONS: ClassVar[range | None] = range(12, rt.VERSION_LIMIT)

    epoch: int = -1
    end_offset: int = -1
    unknown_tagged_fields: rt.Tags = ()


@attrs.define(weakref_slot=False)
class LeaderIdAndEpoch(rt.Struct):
    """The leader to fetch from, when this broker no longer leads the partition.

    Versions 12-18; flexible 12+.

    Attributes:
        leader_id: Node ID of that leader; -1 if unknown. (versions 12+)
        leader_epoch: Epoch of that leader; -1 if unknown. (versions 12+)
    """

    VALID_VERSIONS: ClassVar[range] = range(0, 19)
    FLEXIBLE_VERSIONS: ClassVar[range | None] = range(12, rt.VERSION_LIMIT)

    leader_id: int = -1
    leader_epoch: int = -1
    unknown_tagged_fields: rt.Tags = ()


@attrs.define(weakref_slot=False)
class SnapshotId(rt.Struct):
    """Snapshot to load instead, when FetchOffset is below the log start offset.

    Versions 12-18; flexible 12+.

    Attributes:
        end_offset: End offset of the snapshot. (versions 0+)
        epoch: Epoch of the snapshot. (versions 0+)
    """

    VALID_VERSIONS: ClassVar[range] = range(0, 19)
    FLEXIBLE_VERSIONS: ClassVar[range | None] = range(12, rt.VERSION_LIMIT)

    end_offset: int = -1
    epoch: int = -1
    unknown_tagged_fields: rt.Tags = ()


@attrs.define(weakref_slot=False)
class AbortedTransaction(rt.Struct):
    """Aborted transactions within the returned data, for read-committed fetches; null otherwise.

    Versions 4-18; flexible 12+.

    Attributes:
        producer_id: Producer ID of the aborted transaction. (versions 4+)
        first_offset: First offset written by the aborted transaction. (versions 4+)
    """

    VALID_VERSIONS: ClassVar[range] = range(0, 19)
    FLEXIBLE_VERSIONS: ClassVar[range | None] = range(12, rt.VERSION_LIMIT)

    producer_id: int = 0
    first_offset: int = 0
    unknown_tagged_fields: rt.Tags = ()


@attrs.define(weakref_slot=False)
class PartitionData(rt.Struct):
    """Result for each partition of this topic.

    Versions 0-18; flexible 12+.

    Attributes:
        partition_index: Index of the partition. (versions 0+)
        error_code: Error for this partition; 0 on success. (versions 0+)
        high_watermark: Offset after the last record replicated to every in-sync replica.
            (versions 0+)
        last_stable_offset: Offset below which every transaction is decided; -1 if unknown.
            (versions 4+)
        log_start_offset: First offset still in the log; -1 if unknown. (versions 5+)
        diverging_epoch: Where the fetcher's log diverges from the leader's, when it does.
            (versions 12+, tag 0)
        current_leader: The leader to fetch from, when this broker no longer leads the
            partition. (versions 12+, tag 1)
        snapshot_id: Snapshot to load instead, when FetchOffset is below the log start
            offset. (versions 12+, tag 2)
        aborted_transactions: Aborted transactions within the returned data, for read-
            committed fetches; null otherwise. (versions 4+, nullable 4+)
        preferred_read_replica: Replica the consumer should read from next; -1 to stay with
            the leader. (versions 11+)
        records: Record batches read. (versions 0+, nullable 0+)
    """

    VALID_VERSIONS: ClassVar[range] = range(0, 19)
    FLEXIBLE_VERSIONS: ClassVar[range | None] = range(12, rt.VERSION_LIMIT)

    partition_index: int = 0
    error_code: int = 0
    high_watermark: int = 0
    last_stable_offset: int = -1
    log_start_offset: int = -1
    diverging_epoch: EpochEndOffset = attrs.field(factory=EpochEndOffset)
    current_leader: LeaderIdAndEpoch = attrs.field(factory=LeaderIdAndEpoch)
    snapshot_id: SnapshotId = attrs.field(factory=SnapshotId)
    aborted_transactions: list[AbortedTransaction] | None = attrs.field(factory=list)
    preferred_read_replica: int = -1
    records: bytes | None = None
    unknown_tagged_fields: rt.Tags = ()


@attrs.define(weakref_slot=False)
class FetchableTopicResponse(rt.Struct):
    """Results grouped by topic.

    Versions 0-18; flexible 12+.

    Attributes:
        topic: Name of the topic. (versions 0-12)
        topic_id: ID of the topic. (versions 13+)
        partitions: Result for each partition of this topic. (versions 0+)
    """

    VALID_VERSIONS: ClassVar[range] = range(0, 19)
    FLEXIBLE_VERSIONS: ClassVar[range | None] = range(12, rt.VERSION_LIMIT)

    topic: str = ""
    topic_id: UUID = rt.ZERO_UUID
    partitions: list[PartitionData] = attrs.field(factory=list)
    unknown_tagged_fields: rt.Tags = ()


@attrs.define(weakref_slot=False)
class NodeEndpoint(rt.Struct):
    """Endpoints of the brokers named in CurrentLeader.

    Versions 16-18; flexible 12+.

    Attributes:
        node_id: Node ID of the broker. (versions 16+)
        host: Host name of the broker. (versions 16+)
        port: Port of the broker. (versions 16+)
        rack: Rack of the broker, or null. (versions 16+, nullable 16+)
    """

    VALID_VERSIONS: ClassVar[range] = range(0, 19)
    FLEXIBLE_VERSIONS: ClassVar[range | None] = range(12, rt.VERSION_LIMIT)

    node_id: int = 0
    host: str = ""
    port: int = 0
    rack: str | None = None
    unknown_tagged_fields: rt.Tags = ()


@attrs.define(weakref_slot=False)
class FetchResponse(rt.Struct):
    """The FetchResponse response.

    API key 1, versions 0-18; flexible 12+.

    Attributes:
        throttle_time_ms: Time in ms the broker held back this response because a quota was
            exceeded; 0 when no quota applied. (versions 1+)
        error_code: Error for the whole request; 0 on success. (versions 7+)
        session_id: ID of the fetch session; 0 when the broker keeps no session. (versions
            7+)
        responses: Results grouped by topic. (versions 0+)
        node_endpoints: Endpoints of the brokers named in CurrentLeader. (versions 16+, tag
            0)
    """

    API_KEY: ClassVar[int | None] = 1
    MESSAGE_TYPE: ClassVar[str] = "response"
    VALID_VERSIONS: ClassVar[range] = range(0, 19)
    FLEXIBLE_VERSIONS: ClassVar[range | None] = range(12, rt.VERSION_LIMIT)

    throttle_time_ms: int = 0
    error_code: int = 0
    session_id: int = 0
    responses: list[FetchableTopicResponse] = attrs.field(factory=list)
    node_endpoints: list[NodeEndpoint] = attrs.field(factory=list)
    unknown_tagged_fields: rt.Tags = ()


def _decode_EpochEndOffset_v12(data: bytes, pos: int) -> tuple[EpochEndOffset, int]:
    """Decode EpochEndOffset, versions 12, 13, 14, 15, 16, 17, 18."""
    epoch, end_offset, tag_count = _S_iqB.unpack_from(data, pos)
    pos += 13
    unknown: rt.Tags = ()
    if tag_count:
        unknown, pos = rt.read_unknown_tags(data, pos - 1)
    obj = _new(EpochEndOffset)
    obj.epoch = epoch
    obj.end_offset = end_offset
    obj.unknown_tagged_fields = unknown
    return obj, pos


def _encode_EpochEndOffset_v12(obj: EpochEndOffset, out: bytearray) -> None:
    """Encode EpochEndOffset, versions 12, 13, 14, 15, 16, 17, 18."""
    out += _S_iq.pack(obj.epoch, obj.end_offset)
    if obj.unknown_tagged_fields:
        rt.write_tags(out, (), obj.unknown_tagged_fields)
    else:
        out.append(0)


def _decode_LeaderIdAndEpoch_v12(data: bytes, pos: int) -> tuple[LeaderIdAndEpoch, int]:
    """Decode LeaderIdAndEpoch, versions 12, 13, 14, 15, 16, 17, 18."""
    leader_id, leader_epoch, tag_count = _S_iiB.unpack_from(data, pos)
    pos += 9
    unknown: rt.Tags = ()
    if tag_count:
        unknown, pos = rt.read_unknown_tags(data, pos - 1)
    obj = _new(LeaderIdAndEpoch)
    obj.leader_id = leader_id
    obj.leader_epoch = leader_epoch
    obj.unknown_tagged_fields = unknown
    return obj, pos


def _encode_LeaderIdAndEpoch_v12(obj: LeaderIdAndEpoch, out: bytearray) -> None:
    """Encode LeaderIdAndEpoch, versions 12, 13, 14, 15, 16, 17, 18."""
    out += _S_ii.pack(obj.leader_id, obj.leader_epoch)
    if obj.unknown_tagged_fields:
        rt.write_tags(out, (), obj.unknown_tagged_fields)
    else:
        out.append(0)


def _decode_SnapshotId_v12(data: bytes, pos: int) -> tuple[SnapshotId, int]:
    """Decode SnapshotId, versions 12, 13, 14, 15, 16, 17, 18."""
    end_offset, epoch, tag_count = _S_qiB.unpack_from(data, pos)
    pos += 13
    unknown: rt.Tags = ()
    if tag_count:
        unknown, pos = rt.read_unknown_tags(data, pos - 1)
    obj = _new(SnapshotId)
    obj.end_offset = end_offset
    obj.epoch = epoch
    obj.unknown_tagged_fields = unknown
    return obj, pos


def _encode_SnapshotId_v12(obj: SnapshotId, out: bytearray) -> None:
    """Encode SnapshotId, versions 12, 13, 14, 15, 16, 17, 18."""
    out += _S_qi.pack(obj.end_offset, obj.epoch)
    if obj.unknown_tagged_fields:
        rt.write_tags(out, (), obj.unknown_tagged_fields)
    else:
        out.append(0)


def _decode_AbortedTransaction_v4(data: bytes, pos: int) -> tuple[AbortedTransaction, int]:
    """Decode AbortedTransaction, versions 4, 5, 6, 7, 8, 9, 10, 11."""
    producer_id, first_offset = _S_qq.unpack_from(data, pos)
    pos += 16
    obj = _new(AbortedTransaction)
    obj.producer_id = producer_id
    obj.first_offset = first_offset
    obj.unknown_tagged_fields = ()
    return obj, pos


def _decode_AbortedTransaction_v12(data: bytes, pos: int) -> tuple[AbortedTransaction, int]:
    """Decode AbortedTransaction, versions 12, 13, 14, 15, 16, 17, 18."""
    producer_id, first_offset, tag_count = _S_qqB.unpack_from(data, pos)
    pos += 17
    unknown: rt.Tags = ()
    if tag_count:
        unknown, pos = rt.read_unknown_tags(data, pos - 1)
    obj = _new(AbortedTransaction)
    obj.producer_id = producer_id
    obj.first_offset = first_offset
    obj.unknown_tagged_fields = unknown
    return obj, pos


def _encode_AbortedTransaction_v4(obj: AbortedTransaction, out: bytearray) -> None:
    """Encode AbortedTransaction, versions 4, 5, 6, 7, 8, 9, 10, 11."""
    out += _S_qq.pack(obj.producer_id, obj.first_offset)
    if obj.unknown_tagged_fields:
        raise rt.Malformed


def _encode_AbortedTransaction_v12(obj: AbortedTransaction, out: bytearray) -> None:
    """Encode AbortedTransaction, versions 12, 13, 14, 15, 16, 17, 18."""
    out += _S_qq.pack(obj.producer_id, obj.first_offset)
    if obj.unknown_tagged_fields:
        rt.write_tags(out, (), obj.unknown_tagged_fields)
    else:
        out.append(0)


def _decode_PartitionData_v0(data: bytes, pos: int) -> tuple[PartitionData, int]:
    """Decode PartitionData, versions 0, 1, 2, 3."""
    data_end = len(data)
    partition_index, error_code, high_watermark, n_records = _S_ihqi.unpack_from(data, pos)
    pos += 18
    records: bytes | None
    if n_records < 0:
        if n_records != -1:
            raise rt.Malformed
        records = None
    else:
        end = pos + n_records
        if end > data_end:
            raise rt.Malformed
        records = data[pos:end]
        pos = end
    obj = _new(PartitionData)
    obj.partition_index = partition_index
    obj.error_code = error_code
    obj.high_watermark = high_watermark
    obj.last_stable_offset = -1
    obj.log_start_offset = -1
    obj.diverging_epoch = EpochEndOffset()
    obj.current_leader = LeaderIdAndEpoch()
    obj.snapshot_id = SnapshotId()
    obj.aborted_transactions = []
    obj.preferred_read_replica = -1
    obj.records = records
    obj.unknown_tagged_fields = ()
    return obj, pos


def _decode_PartitionData_v4(data: bytes, pos: int) -> tuple[PartitionData, int]:
    """Decode PartitionData, version 4."""
    data_end = len(data)
    partition_index, error_code, high_watermark, last_stable_offset, n_aborted_transactions = (
        _S_ihqqi.unpack_from(data, pos)
    )
    pos += 26
    aborted_transactions: list[AbortedTransaction] | None
    if n_aborted_transactions < 0:
        if n_aborted_transactions != -1:
            raise rt.Malformed
        aborted_transactions = None
    else:
        if n_aborted_transactions > data_end - pos:
            raise rt.Malformed
        items_aborted_transactions: list[AbortedTransaction] = []
        for _ in range(n_aborted_transactions):
            aborted_transactions__producer_id, aborted_transactions__first_offset = (
                _S_qq.unpack_from(data, pos)
            )
            pos += 16
            e_aborted_transactions = _new(AbortedTransaction)
            e_aborted_transactions.producer_id = aborted_transactions__producer_id
            e_aborted_transactions.first_offset = aborted_transactions__first_offset
            e_aborted_transactions.unknown_tagged_fields = ()
            items_aborted_transactions.append(e_aborted_transactions)
        aborted_transactions = items_aborted_transactions
    (n_records,) = _S_i.unpack_from(data, pos)
    pos += 4
    records: bytes | None
    if n_records < 0:
        if n_records != -1:
            raise rt.Malformed
        records = None
    else:
        end = pos + n_records
        if end > data_end:
            raise rt.Malformed
        records = data[pos:end]
        pos = end
    obj = _new(PartitionData)
    obj.partition_index = partition_index
    obj.error_code = error_code
    obj.high_watermark = high_watermark
    obj.last_stable_offset = last_stable_offset
    obj.log_start_offset = -1
    obj.diverging_epoch = EpochEndOffset()
    obj.current_leader = LeaderIdAndEpoch()
    obj.snapshot_id = SnapshotId()
    obj.aborted_transactions = aborted_transactions
    obj.preferred_read_replica = -1
    obj.records = records
    obj.unknown_tagged_fields = ()
    return obj, pos


def _decode_PartitionData_v5(data: bytes, pos: int) -> tuple[PartitionData, int]:
    """Decode PartitionData, versions 5, 6, 7, 8, 9, 10."""
    data_end = len(data)
    (
        partition_index,
        error_code,
        high_watermark,
        last_stable_offset,
        log_start_offset,
        n_aborted_transactions,
    ) = _S_ihqqqi.unpack_from(data, pos)
    pos += 34
    aborted_transactions: list[AbortedTransaction] | None
    if n_aborted_transactions < 0:
        if n_aborted_transactions != -1:
            raise rt.Malformed
        aborted_transactions = None
    else:
        if n_aborted_transactions > data_end - pos:
            raise rt.Malformed
        items_aborted_transactions: list[AbortedTransaction] = []
        for _ in range(n_aborted_transactions):
            aborted_transactions__producer_id, aborted_transactions__first_offset = (
                _S_qq.unpack_from(data, pos)
            )
            pos += 16
            e_aborted_transactions = _new(AbortedTransaction)
            e_aborted_transactions.producer_id = aborted_transactions__producer_id
            e_aborted_transactions.first_offset = aborted_transactions__first_offset
            e_aborted_transactions.unknown_tagged_fields = ()
            items_aborted_transactions.append(e_aborted_transactions)
        aborted_transactions = items_aborted_transactions
    (n_records,) = _S_i.unpack_from(data, pos)
    pos += 4
    records: bytes | None
    if n_records < 0:
        if n_records != -1:
            raise rt.Malformed
        records = None
    else:
        end = pos + n_records
        if end > data_end:
            raise rt.Malformed
        records = data[pos:end]
        pos = end
    obj = _new(PartitionData)
    obj.partition_index = partition_index
    obj.error_code = error_code
    obj.high_watermark = high_watermark
    obj.last_stable_offset = last_stable_offset
    obj.log_start_offset = log_start_offset
    obj.diverging_epoch = EpochEndOffset()
    obj.current_leader = LeaderIdAndEpoch()
    obj.snapshot_id = SnapshotId()
    obj.aborted_transactions = aborted_transactions
    obj.preferred_read_replica = -1
    obj.records = records
    obj.unknown_tagged_fields = ()
    return obj, pos


def _decode_PartitionData_v11(data: bytes, pos: int) -> tuple[PartitionData, int]:
    """Decode PartitionData, version 11."""
    data_end = len(data)
    (
        partition_index,
        error_code,
        high_watermark,
        last_stable_offset,
        log_start_offset,
        n_aborted_transactions,
    ) = _S_ihqqqi.unpack_from(data, pos)
    pos += 34
    aborted_transactions: list[AbortedTransaction] | None
    if n_aborted_transactions < 0:
        if n_aborted_transactions != -1:
            raise rt.Malformed
        aborted_transactions = None
    else:
        if n_aborted_transactions > data_end - pos:
            raise rt.Malformed
        items_aborted_transactions: list[AbortedTransaction] = []
        for _ in range(n_aborted_transactions):
            aborted_transactions__producer_id, aborted_transactions__first_offset = (
                _S_qq.unpack_from(data, pos)
            )
            pos += 16
            e_aborted_transactions = _new(AbortedTransaction)
            e_aborted_transactions.producer_id = aborted_transactions__producer_id
            e_aborted_transactions.first_offset = aborted_transactions__first_offset
            e_aborted_transactions.unknown_tagged_fields = ()
            items_aborted_transactions.append(e_aborted_transactions)
        aborted_transactions = items_aborted_transactions
    preferred_read_replica, n_records = _S_ii.unpack_from(data, pos)
    pos += 8
    records: bytes | None
    if n_records < 0:
        if n_records != -1:
            raise rt.Malformed
        records = None
    else:
        end = pos + n_records
        if end > data_end:
            raise rt.Malformed
        records = data[pos:end]
        pos = end
    obj = _new(PartitionData)
    obj.partition_index = partition_index
    obj.error_code = error_code
    obj.high_watermark = high_watermark
    obj.last_stable_offset = last_stable_offset
    obj.log_start_offset = log_start_offset
    obj.diverging_epoch = EpochEndOffset()
    obj.current_leader = LeaderIdAndEpoch()
    obj.snapshot_id = SnapshotId()
    obj.aborted_transactions = aborted_transactions
    obj.preferred_read_replica = preferred_read_replica
    obj.records = records
    obj.unknown_tagged_fields = ()
    return obj, pos


def _decode_PartitionData_v12(data: bytes, pos: int) -> tuple[PartitionData, int]:
    """Decode PartitionData, versions 12, 13, 14, 15, 16, 17, 18."""
    data_end = len(data)
    (
        partition_index,
        error_code,
        high_watermark,
        last_stable_offset,
        log_start_offset,
        n_aborted_transactions,
    ) = _S_ihqqqB.unpack_from(data, pos)
    pos += 31
    if n_aborted_transactions > 127:
        n_aborted_transactions, pos = rt.read_uvarint(data, pos - 1)
    n_aborted_transactions -= 1
    aborted_transactions: list[AbortedTransaction] | None
    if n_aborted_transactions < 0:
        aborted_transactions = None
    else:
        if n_aborted_transactions > data_end - pos:
            raise rt.Malformed
        items_aborted_transactions: list[AbortedTransaction] = []
        for _ in range(n_aborted_transactions):
            (
                aborted_transactions__producer_id,
                aborted_transactions__first_offset,
                aborted_transactions__tag_count,
            ) = _S_qqB.unpack_from(data, pos)
            pos += 17
            aborted_transactions__unknown: rt.Tags = ()
            if aborted_transactions__tag_count:
                aborted_transactions__unknown, pos = rt.read_unknown_tags(data, pos - 1)
            e_aborted_transactions = _new(AbortedTransaction)
            e_aborted_transactions.producer_id = aborted_transactions__producer_id
            e_aborted_transactions.first_offset = aborted_transactions__first_offset
            e_aborted_transactions.unknown_tagged_fields = aborted_transactions__unknown
            items_aborted_transactions.append(e_aborted_transactions)
        aborted_transactions = items_aborted_transactions
    preferred_read_replica, n_records = _S_iB.unpack_from(data, pos)
    pos += 5
    if n_records > 127:
        n_records, pos = rt.read_uvarint(data, pos - 1)
    records: bytes | None
    if not n_records:
        records = None
    else:
        end = pos + n_records - 1
        if end > data_end:
            raise rt.Malformed
        records = data[pos:end]
        pos = end
    diverging_epoch: EpochEndOffset
    diverging_epoch = EpochEndOffset()
    current_leader: LeaderIdAndEpoch
    current_leader = LeaderIdAndEpoch()
    snapshot_id: SnapshotId
    snapshot_id = SnapshotId()
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
                diverging_epoch, pos = _decode_EpochEndOffset_v12(data, pos)
                if not (diverging_epoch != EpochEndOffset()):
                    unknown_list.append((tag, data[end_tag - size : end_tag]))
            elif tag == 1:
                current_leader, pos = _decode_LeaderIdAndEpoch_v12(data, pos)
                if not (current_leader != LeaderIdAndEpoch()):
                    unknown_list.append((tag, data[end_tag - size : end_tag]))
            elif tag == 2:
                snapshot_id, pos = _decode_SnapshotId_v12(data, pos)
                if not (snapshot_id != SnapshotId()):
                    unknown_list.append((tag, data[end_tag - size : end_tag]))
            else:
                unknown_list.append((tag, data[pos:end_tag]))
                pos = end_tag
            if pos != end_tag:
                raise rt.Malformed
        unknown = tuple(unknown_list)
    else:
        pos += 1
    obj = _new(PartitionData)
    obj.partition_index = partition_index
    obj.error_code = error_code
    obj.high_watermark = high_watermark
    obj.last_stable_offset = last_stable_offset
    obj.log_start_offset = log_start_offset
    obj.diverging_epoch = diverging_epoch
    obj.current_leader = current_leader
    obj.snapshot_id = snapshot_id
    obj.aborted_transactions = aborted_transactions
    obj.preferred_read_replica = preferred_read_replica
    obj.records = records
    obj.unknown_tagged_fields = unknown
    return obj, pos


def _encode_PartitionData_v0(obj: PartitionData, out: bytearray) -> None:
    """Encode PartitionData, versions 0, 1, 2, 3."""
    if obj.diverging_epoch != EpochEndOffset():
        raise rt.Malformed
    if obj.current_leader != LeaderIdAndEpoch():
        raise rt.Malformed
    if obj.snapshot_id != SnapshotId():
        raise rt.Malformed
    if obj.preferred_read_replica != -1:
        raise rt.Malformed
    s_records = obj.records
    b_records = None if s_records is None else s_records
    out += _S_ihqi.pack(
        obj.partition_index,
        obj.error_code,
        obj.high_watermark,
        -1 if b_records is None else len(b_records),
    )
    if b_records is not None:
        out += b_records
    if obj.unknown_tagged_fields:
        raise rt.Malformed


def _encode_PartitionData_v4(obj: PartitionData, out: bytearray) -> None:
    """Encode PartitionData, version 4."""
    if obj.diverging_epoch != EpochEndOffset():
        raise rt.Malformed
    if obj.current_leader != LeaderIdAndEpoch():
        raise rt.Malformed
    if obj.snapshot_id != SnapshotId():
        raise rt.Malformed
    if obj.preferred_read_replica != -1:
        raise rt.Malformed
    a_aborted_transactions = obj.aborted_transactions
    out += _S_ihqqi.pack(
        obj.partition_index,
        obj.error_code,
        obj.high_watermark,
        obj.last_stable_offset,
        -1 if a_aborted_transactions is None else len(a_aborted_transactions),
    )
    if a_aborted_transactions is not None:
        for e_aborted_transactions in a_aborted_transactions:
            out += _S_qq.pack(
                e_aborted_transactions.producer_id, e_aborted_transactions.first_offset
            )
            if e_aborted_transactions.unknown_tagged_fields:
                raise rt.Malformed
    s_records = obj.records
    b_records = None if s_records is None else s_records
    out += _S_i.pack(-1 if b_records is None else len(b_records))
    if b_records is not None:
        out += b_records
    if obj.unknown_tagged_fields:
        raise rt.Malformed


def _encode_PartitionData_v5(obj: PartitionData, out: bytearray) -> None:
    """Encode PartitionData, versions 5, 6, 7, 8, 9, 10."""
    if obj.diverging_epoch != EpochEndOffset():
        raise rt.Malformed
    if obj.current_leader != LeaderIdAndEpoch():
        raise rt.Malformed
    if obj.snapshot_id != SnapshotId():
        raise rt.Malformed
    if obj.preferred_read_replica != -1:
        raise rt.Malformed
    a_aborted_transactions = obj.aborted_transactions
    out += _S_ihqqqi.pack(
        obj.partition_index,
        obj.error_code,
        obj.high_watermark,
        obj.last_stable_offset,
        obj.log_start_offset,
        -1 if a_aborted_transactions is None else len(a_aborted_transactions),
    )
    if a_aborted_transactions is not None:
        for e_aborted_transactions in a_aborted_transactions:
            out += _S_qq.pack(
                e_aborted_transactions.producer_id, e_aborted_transactions.first_offset
            )
            if e_aborted_transactions.unknown_tagged_fields:
                raise rt.Malformed
    s_records = obj.records
    b_records = None if s_records is None else s_records
    out += _S_i.pack(-1 if b_records is None else len(b_records))
    if b_records is not None:
        out += b_records
    if obj.unknown_tagged_fields:
        raise rt.Malformed


def _encode_PartitionData_v11(obj: PartitionData, out: bytearray) -> None:
    """Encode PartitionData, version 11."""
    if obj.diverging_epoch != EpochEndOffset():
        raise rt.Malformed
    if obj.current_leader != LeaderIdAndEpoch():
        raise rt.Malformed
    if obj.snapshot_id != SnapshotId():
        raise rt.Malformed
    a_aborted_transactions = obj.aborted_transactions
    out += _S_ihqqqi.pack(
        obj.partition_index,
        obj.error_code,
        obj.high_watermark,
        obj.last_stable_offset,
        obj.log_start_offset,
        -1 if a_aborted_transactions is None else len(a_aborted_transactions),
    )
    if a_aborted_transactions is not None:
        for e_aborted_transactions in a_aborted_transactions:
            out += _S_qq.pack(
                e_aborted_transactions.producer_id, e_aborted_transactions.first_offset
            )
            if e_aborted_transactions.unknown_tagged_fields:
                raise rt.Malformed
    s_records = obj.records
    b_records = None if s_records is None else s_records
    out += _S_ii.pack(obj.preferred_read_replica, -1 if b_records is None else len(b_records))
    if b_records is not None:
        out += b_records
    if obj.unknown_tagged_fields:
        raise rt.Malformed


def _encode_PartitionData_v12(obj: PartitionData, out: bytearray) -> None:
    """Encode PartitionData, versions 12, 13, 14, 15, 16, 17, 18."""
    append = out.append
    out += _S_ihqqq.pack(
        obj.partition_index,
        obj.error_code,
        obj.high_watermark,
        obj.last_stable_offset,
        obj.log_start_offset,
    )
    a_aborted_transactions = obj.aborted_transactions
    if a_aborted_transactions is None:
        append(0)
    else:
        n = len(a_aborted_transactions) + 1
        if n < 128:
            append(n)
        else:
            out += rt.uvarint(n)
        for e_aborted_transactions in a_aborted_transactions:
            out += _S_qq.pack(
                e_aborted_transactions.producer_id, e_aborted_transactions.first_offset
            )
            if e_aborted_transactions.unknown_tagged_fields:
                rt.write_tags(out, (), e_aborted_transactions.unknown_tagged_fields)
            else:
                append(0)
    out += _S_i.pack(obj.preferred_read_replica)
    s_records = obj.records
    if s_records is None:
        append(0)
    else:
        b_records = s_records
        n = len(b_records) + 1
        if n < 128:
            append(n)
        elif n < 0x4000:
            append((n & 0x7F) | 0x80)
            append(n >> 7)
        else:
            out += rt.uvarint(n)
        out += b_records
    tags: list[tuple[int, bytes]] = []
    sub: bytearray
    if obj.diverging_epoch != EpochEndOffset():
        sub = bytearray()
        _encode_EpochEndOffset_v12(obj.diverging_epoch, sub)
        tags.append((0, bytes(sub)))
    if obj.current_leader != LeaderIdAndEpoch():
        sub = bytearray()
        _encode_LeaderIdAndEpoch_v12(obj.current_leader, sub)
        tags.append((1, bytes(sub)))
    if obj.snapshot_id != SnapshotId():
        sub = bytearray()
        _encode_SnapshotId_v12(obj.snapshot_id, sub)
        tags.append((2, bytes(sub)))
    rt.write_tags(out, tags, obj.unknown_tagged_fields, (0, 1, 2))


def _decode_FetchableTopicResponse_v0(data: bytes, pos: int) -> tuple[FetchableTopicResponse, int]:
    """Decode FetchableTopicResponse, versions 0, 1, 2, 3."""
    data_end = len(data)
    (n_topic,) = _S_h.unpack_from(data, pos)
    pos += 2
    end = pos + n_topic
    if n_topic < 0 or end > data_end:
        raise rt.Malformed
    topic = data[pos:end].decode()
    pos = end
    (n_partitions,) = _S_i.unpack_from(data, pos)
    pos += 4
    if n_partitions < 0:
        raise rt.Malformed
    if n_partitions > data_end - pos:
        raise rt.Malformed
    items_partitions: list[PartitionData] = []
    for _ in range(n_partitions):
        (
            partitions__partition_index,
            partitions__error_code,
            partitions__high_watermark,
            n_partitions__records,
        ) = _S_ihqi.unpack_from(data, pos)
        pos += 18
        partitions__records: bytes | None
        if n_partitions__records < 0:
            if n_partitions__records != -1:
                raise rt.Malformed
            partitions__records = None
        else:
            end = pos + n_partitions__records
            if end > data_end:
                raise rt.Malformed
            partitions__records = data[pos:end]
            pos = end
        e_partitions = _new(PartitionData)
        e_partitions.partition_index = partitions__partition_index
        e_partitions.error_code = partitions__error_code
        e_partitions.high_watermark = partitions__high_watermark
        e_partitions.last_stable_offset = -1
        e_partitions.log_start_offset = -1
        e_partitions.diverging_epoch = EpochEndOffset()
        e_partitions.current_leader = LeaderIdAndEpoch()
        e_partitions.snapshot_id = SnapshotId()
        e_partitions.aborted_transactions = []
        e_partitions.preferred_read_replica = -1
        e_partitions.records = partitions__records
        e_partitions.unknown_tagged_fields = ()
        items_partitions.append(e_partitions)
    partitions = items_partitions
    obj = _new(FetchableTopicResponse)
    obj.topic = topic
    obj.topic_id = rt.ZERO_UUID
    obj.partitions = partitions
    obj.unknown_tagged_fields = ()
    return obj, pos


def _decode_FetchableTopicResponse_v4(data: bytes, pos: int) -> tuple[FetchableTopicResponse, int]:
    """Decode FetchableTopicResponse, version 4."""
    data_end = len(data)
    (n_topic,) = _S_h.unpack_from(data, pos)
    pos += 2
    end = pos + n_topic
    if n_topic < 0 or end > data_end:
        raise rt.Malformed
    topic = data[pos:end].decode()
    pos = end
    (n_partitions,) = _S_i.unpack_from(data, pos)
    pos += 4
    if n_partitions < 0:
        raise rt.Malformed
    if n_partitions > data_end - pos:
        raise rt.Malformed
    items_partitions: list[PartitionData] = []
    for _ in range(n_partitions):
        (
            partitions__partition_index,
            partitions__error_code,
            partitions__high_watermark,
            partitions__last_stable_offset,
            n_partitions__aborted_transactions,
        ) = _S_ihqqi.unpack_from(data, pos)
        pos += 26
        partitions__aborted_transactions: list[AbortedTransaction] | None
        if n_partitions__aborted_transactions < 0:
            if n_partitions__aborted_transactions != -1:
                raise rt.Malformed
            partitions__aborted_transactions = None
        else:
            if n_partitions__aborted_transactions > data_end - pos:
                raise rt.Malformed
            items_partitions__aborted_transactions: list[AbortedTransaction] = []
            for _ in range(n_partitions__aborted_transactions):
                e_partitions__aborted_transactions, pos = _decode_AbortedTransaction_v4(data, pos)
                items_partitions__aborted_transactions.append(e_partitions__aborted_transactions)
            partitions__aborted_transactions = items_partitions__aborted_transactions
        (n_partitions__records,) = _S_i.unpack_from(data, pos)
        pos += 4
        partitions__records: bytes | None
        if n_partitions__records < 0:
            if n_partitions__records != -1:
                raise rt.Malformed
            partitions__records = None
        else:
            end = pos + n_partitions__records
            if end > data_end:
                raise rt.Malformed
            partitions__records = data[pos:end]
            pos = end
        e_partitions = _new(PartitionData)
        e_partitions.partition_index = partitions__partition_index
        e_partitions.error_code = partitions__error_code
        e_partitions.high_watermark = partitions__high_watermark
        e_partitions.last_stable_offset = partitions__last_stable_offset
        e_partitions.log_start_offset = -1
        e_partitions.diverging_epoch = EpochEndOffset()
        e_partitions.current_leader = LeaderIdAndEpoch()
        e_partitions.snapshot_id = SnapshotId()
        e_partitions.aborted_transactions = partitions__aborted_transactions
        e_partitions.preferred_read_replica = -1
        e_partitions.records = partitions__records
        e_partitions.unknown_tagged_fields = ()
        items_partitions.append(e_partitions)
    partitions = items_partitions
    obj = _new(FetchableTopicResponse)
    obj.topic = topic
    obj.topic_id = rt.ZERO_UUID
    obj.partitions = partitions
    obj.unknown_tagged_fields = ()
    return obj, pos


def _decode_FetchableTopicResponse_v5(data: bytes, pos: int) -> tuple[FetchableTopicResponse, int]:
    """Decode FetchableTopicResponse, versions 5, 6, 7, 8, 9, 10."""
    data_end = len(data)
    (n_topic,) = _S_h.unpack_from(data, pos)
    pos += 2
    end = pos + n_topic
    if n_topic < 0 or end > data_end:
        raise rt.Malformed
    topic = data[pos:end].decode()
    pos = end
    (n_partitions,) = _S_i.unpack_from(data, pos)
    pos += 4
    if n_partitions < 0:
        raise rt.Malformed
    if n_partitions > data_end - pos:
        raise rt.Malformed
    items_partitions: list[PartitionData] = []
    for _ in range(n_partitions):
        (
            partitions__partition_index,
            partitions__error_code,
            partitions__high_watermark,
            partitions__last_stable_offset,
            partitions__log_start_offset,
            n_partitions__aborted_transactions,
        ) = _S_ihqqqi.unpack_from(data, pos)
        pos += 34
        partitions__aborted_transactions: list[AbortedTransaction] | None
        if n_partitions__aborted_transactions < 0:
            if n_partitions__aborted_transactions != -1:
                raise rt.Malformed
            partitions__aborted_transactions = None
        else:
            if n_partitions__aborted_transactions > data_end - pos:
                raise rt.Malformed
            items_partitions__aborted_transactions: list[AbortedTransaction] = []
            for _ in range(n_partitions__aborted_transactions):
                e_partitions__aborted_transactions, pos = _decode_AbortedTransaction_v4(data, pos)
                items_partitions__aborted_transactions.append(e_partitions__aborted_transactions)
            partitions__aborted_transactions = items_partitions__aborted_transactions
        (n_partitions__records,) = _S_i.unpack_from(data, pos)
        pos += 4
        partitions__records: bytes | None
        if n_partitions__records < 0:
            if n_partitions__records != -1:
                raise rt.Malformed
            partitions__records = None
        else:
            end = pos + n_partitions__records
            if end > data_end:
                raise rt.Malformed
            partitions__records = data[pos:end]
            pos = end
        e_partitions = _new(PartitionData)
        e_partitions.partition_index = partitions__partition_index
        e_partitions.error_code = partitions__error_code
        e_partitions.high_watermark = partitions__high_watermark
        e_partitions.last_stable_offset = partitions__last_stable_offset
        e_partitions.log_start_offset = partitions__log_start_offset
        e_partitions.diverging_epoch = EpochEndOffset()
        e_partitions.current_leader = LeaderIdAndEpoch()
        e_partitions.snapshot_id = SnapshotId()
        e_partitions.aborted_transactions = partitions__aborted_transactions
        e_partitions.preferred_read_replica = -1
        e_partitions.records = partitions__records
        e_partitions.unknown_tagged_fields = ()
        items_partitions.append(e_partitions)
    partitions = items_partitions
    obj = _new(FetchableTopicResponse)
    obj.topic = topic
    obj.topic_id = rt.ZERO_UUID
    obj.partitions = partitions
    obj.unknown_tagged_fields = ()
    return obj, pos


def _decode_FetchableTopicResponse_v11(data: bytes, pos: int) -> tuple[FetchableTopicResponse, int]:
    """Decode FetchableTopicResponse, version 11."""
    data_end = len(data)
    (n_topic,) = _S_h.unpack_from(data, pos)
    pos += 2
    end = pos + n_topic
    if n_topic < 0 or end > data_end:
        raise rt.Malformed
    topic = data[pos:end].decode()
    pos = end
    (n_partitions,) = _S_i.unpack_from(data, pos)
    pos += 4
    if n_partitions < 0:
        raise rt.Malformed
    if n_partitions > data_end - pos:
        raise rt.Malformed
    items_partitions: list[PartitionData] = []
    for _ in range(n_partitions):
        (
            partitions__partition_index,
            partitions__error_code,
            partitions__high_watermark,
            partitions__last_stable_offset,
            partitions__log_start_offset,
            n_partitions__aborted_transactions,
        ) = _S_ihqqqi.unpack_from(data, pos)
        pos += 34
        partitions__aborted_transactions: list[AbortedTransaction] | None
        if n_partitions__aborted_transactions < 0:
            if n_partitions__aborted_transactions != -1:
                raise rt.Malformed
            partitions__aborted_transactions = None
        else:
            if n_partitions__aborted_transactions > data_end - pos:
                raise rt.Malformed
            items_partitions__aborted_transactions: list[AbortedTransaction] = []
            for _ in range(n_partitions__aborted_transactions):
                e_partitions__aborted_transactions, pos = _decode_AbortedTransaction_v4(data, pos)
                items_partitions__aborted_transactions.append(e_partitions__aborted_transactions)
            partitions__aborted_transactions = items_partitions__aborted_transactions
        partitions__preferred_read_replica, n_partitions__records = _S_ii.unpack_from(data, pos)
        pos += 8
        partitions__records: bytes | None
        if n_partitions__records < 0:
            if n_partitions__records != -1:
                raise rt.Malformed
            partitions__records = None
        else:
            end = pos + n_partitions__records
            if end > data_end:
                raise rt.Malformed
            partitions__records = data[pos:end]
            pos = end
        e_partitions = _new(PartitionData)
        e_partitions.partition_index = partitions__partition_index
        e_partitions.error_code = partitions__error_code
        e_partitions.high_watermark = partitions__high_watermark
        e_partitions.last_stable_offset = partitions__last_stable_offset
        e_partitions.log_start_offset = partitions__log_start_offset
        e_partitions.diverging_epoch = EpochEndOffset()
        e_partitions.current_leader = LeaderIdAndEpoch()
        e_partitions.snapshot_id = SnapshotId()
        e_partitions.aborted_transactions = partitions__aborted_transactions
        e_partitions.preferred_read_replica = partitions__preferred_read_replica
        e_partitions.records = partitions__records
        e_partitions.unknown_tagged_fields = ()
        items_partitions.append(e_partitions)
    partitions = items_partitions
    obj = _new(FetchableTopicResponse)
    obj.topic = topic
    obj.topic_id = rt.ZERO_UUID
    obj.partitions = partitions
    obj.unknown_tagged_fields = ()
    return obj, pos


def _decode_FetchableTopicResponse_v12(data: bytes, pos: int) -> tuple[FetchableTopicResponse, int]:
    """Decode FetchableTopicResponse, version 12."""
    data_end = len(data)
    n_topic = data[pos]
    pos += 1
    if n_topic > 127:
        n_topic, pos = rt.read_string_length(data, pos - 1)
    end = pos + n_topic - 1
    if not n_topic or end > data_end:
        raise rt.Malformed
    topic = data[pos:end].decode()
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
    items_partitions: list[PartitionData] = []
    for _ in range(n_partitions):
        (
            partitions__partition_index,
            partitions__error_code,
            partitions__high_watermark,
            partitions__last_stable_offset,
            partitions__log_start_offset,
            n_partitions__aborted_transactions,
        ) = _S_ihqqqB.unpack_from(data, pos)
        pos += 31
        if n_partitions__aborted_transactions > 127:
            n_partitions__aborted_transactions, pos = rt.read_uvarint(data, pos - 1)
        n_partitions__aborted_transactions -= 1
        partitions__aborted_transactions: list[AbortedTransaction] | None
        if n_partitions__aborted_transactions < 0:
            partitions__aborted_transactions = None
        else:
            if n_partitions__aborted_transactions > data_end - pos:
                raise rt.Malformed
            items_partitions__aborted_transactions: list[AbortedTransaction] = []
            for _ in range(n_partitions__aborted_transactions):
                e_partitions__aborted_transactions, pos = _decode_AbortedTransaction_v12(data, pos)
                items_partitions__aborted_transactions.append(e_partitions__aborted_transactions)
            partitions__aborted_transactions = items_partitions__aborted_transactions
        partitions__preferred_read_replica, n_partitions__records = _S_iB.unpack_from(data, pos)
        pos += 5
        if n_partitions__records > 127:
            n_partitions__records, pos = rt.read_uvarint(data, pos - 1)
        partitions__records: bytes | None
        if not n_partitions__records:
            partitions__records = None
        else:
            end = pos + n_partitions__records - 1
            if end > data_end:
                raise rt.Malformed
            partitions__records = data[pos:end]
            pos = end
        partitions__diverging_epoch: EpochEndOffset
        partitions__diverging_epoch = EpochEndOffset()
        partitions__current_leader: LeaderIdAndEpoch
        partitions__current_leader = LeaderIdAndEpoch()
        partitions__snapshot_id: SnapshotId
        partitions__snapshot_id = SnapshotId()
        partitions__unknown: rt.Tags = ()
        if data[pos]:
            partitions__unknown_list: list[tuple[int, bytes]] = []
            partitions__count, pos = rt.read_uvarint(data, pos)
            partitions__last_tag = -1
            for _ in range(partitions__count):
                partitions__tag, pos = rt.read_uvarint(data, pos)
                if partitions__tag <= partitions__last_tag or partitions__tag > rt.TAG_LIMIT:
                    raise rt.Malformed
                partitions__last_tag = partitions__tag
                partitions__size, pos = rt.read_uvarint(data, pos)
                partitions__end_tag = pos + partitions__size
                if partitions__end_tag > data_end:
                    raise rt.Malformed
                if partitions__tag == 0:
                    partitions__diverging_epoch, pos = _decode_EpochEndOffset_v12(data, pos)
                    if not (partitions__diverging_epoch != EpochEndOffset()):
                        partitions__unknown_list.append(
                            (
                                partitions__tag,
                                data[partitions__end_tag - partitions__size : partitions__end_tag],
                            )
                        )
                elif partitions__tag == 1:
                    partitions__current_leader, pos = _decode_LeaderIdAndEpoch_v12(data, pos)
                    if not (partitions__current_leader != LeaderIdAndEpoch()):
                        partitions__unknown_list.append(
                            (
                                partitions__tag,
                                data[partitions__end_tag - partitions__size : partitions__end_tag],
                            )
                        )
                elif partitions__tag == 2:
                    partitions__snapshot_id, pos = _decode_SnapshotId_v12(data, pos)
                    if not (partitions__snapshot_id != SnapshotId()):
                        partitions__unknown_list.append(
                            (
                                partitions__tag,
                                data[partitions__end_tag - partitions__size : partitions__end_tag],
                            )
                        )
                else:
                    partitions__unknown_list.append(
                        (partitions__tag, data[pos:partitions__end_tag])
                    )
                    pos = partitions__end_tag
                if pos != partitions__end_tag:
                    raise rt.Malformed
            partitions__unknown = tuple(partitions__unknown_list)
        else:
            pos += 1
        e_partitions = _new(PartitionData)
        e_partitions.partition_index = partitions__partition_index
        e_partitions.error_code = partitions__error_code
        e_partitions.high_watermark = partitions__high_watermark
        e_partitions.last_stable_offset = partitions__last_stable_offset
        e_partitions.log_start_offset = partitions__log_start_offset
        e_partitions.diverging_epoch = partitions__diverging_epoch
        e_partitions.current_leader = partitions__current_leader
        e_partitions.snapshot_id = partitions__snapshot_id
        e_partitions.aborted_transactions = partitions__aborted_transactions
        e_partitions.preferred_read_replica = partitions__preferred_read_replica
        e_partitions.records = partitions__records
        e_partitions.unknown_tagged_fields = partitions__unknown
        items_partitions.append(e_partitions)
    partitions = items_partitions
    tag_count = data[pos]
    pos += 1
    unknown: rt.Tags = ()
    if tag_count:
        unknown, pos = rt.read_unknown_tags(data, pos - 1)
    obj = _new(FetchableTopicResponse)
    obj.topic = topic
    obj.topic_id = rt.ZERO_UUID
    obj.partitions = partitions
    obj.unknown_tagged_fields = unknown
    return obj, pos


def _decode_FetchableTopicResponse_v13(data: bytes, pos: int) -> tuple[FetchableTopicResponse, int]:
    """Decode FetchableTopicResponse, versions 13, 14, 15, 16, 17, 18."""
    data_end = len(data)
    (topic_id_raw,) = _S_u.unpack_from(data, pos)
    pos += 16
    topic_id = UUID(bytes=topic_id_raw)
    n_partitions = data[pos]
    pos += 1
    if n_partitions > 127:
        n_partitions, pos = rt.read_uvarint(data, pos - 1)
    n_partitions -= 1
    if n_partitions < 0:
        raise rt.Malformed
    if n_partitions > data_end - pos:
        raise rt.Malformed
    items_partitions: list[PartitionData] = []
    for _ in range(n_partitions):
        (
            partitions__partition_index,
            partitions__error_code,
            partitions__high_watermark,
            partitions__last_stable_offset,
            partitions__log_start_offset,
            n_partitions__aborted_transactions,
        ) = _S_ihqqqB.unpack_from(data, pos)
        pos += 31
        if n_partitions__aborted_transactions > 127:
            n_partitions__aborted_transactions, pos = rt.read_uvarint(data, pos - 1)
        n_partitions__aborted_transactions -= 1
        partitions__aborted_transactions: list[AbortedTransaction] | None
        if n_partitions__aborted_transactions < 0:
            partitions__aborted_transactions = None
        else:
            if n_partitions__aborted_transactions > data_end - pos:
                raise rt.Malformed
            items_partitions__aborted_transactions: list[AbortedTransaction] = []
            for _ in range(n_partitions__aborted_transactions):
                e_partitions__aborted_transactions, pos = _decode_AbortedTransaction_v12(data, pos)
                items_partitions__aborted_transactions.append(e_partitions__aborted_transactions)
            partitions__aborted_transactions = items_partitions__aborted_transactions
        partitions__preferred_read_replica, n_partitions__records = _S_iB.unpack_from(data, pos)
        pos += 5
        if n_partitions__records > 127:
            n_partitions__records, pos = rt.read_uvarint(data, pos - 1)
        partitions__records: bytes | None
        if not n_partitions__records:
            partitions__records = None
        else:
            end = pos + n_partitions__records - 1
            if end > data_end:
                raise rt.Malformed
            partitions__records = data[pos:end]
            pos = end
        partitions__diverging_epoch: EpochEndOffset
        partitions__diverging_epoch = EpochEndOffset()
        partitions__current_leader: LeaderIdAndEpoch
        partitions__current_leader = LeaderIdAndEpoch()
        partitions__snapshot_id: SnapshotId
        partitions__snapshot_id = SnapshotId()
        partitions__unknown: rt.Tags = ()
        if data[pos]:
            partitions__unknown_list: list[tuple[int, bytes]] = []
            partitions__count, pos = rt.read_uvarint(data, pos)
            partitions__last_tag = -1
            for _ in range(partitions__count):
                partitions__tag, pos = rt.read_uvarint(data, pos)
                if partitions__tag <= partitions__last_tag or partitions__tag > rt.TAG_LIMIT:
                    raise rt.Malformed
                partitions__last_tag = partitions__tag
                partitions__size, pos = rt.read_uvarint(data, pos)
                partitions__end_tag = pos + partitions__size
                if partitions__end_tag > data_end:
                    raise rt.Malformed
                if partitions__tag == 0:
                    partitions__diverging_epoch, pos = _decode_EpochEndOffset_v12(data, pos)
                    if not (partitions__diverging_epoch != EpochEndOffset()):
                        partitions__unknown_list.append(
                            (
                                partitions__tag,
                                data[partitions__end_tag - partitions__size : partitions__end_tag],
                            )
                        )
                elif partitions__tag == 1:
                    partitions__current_leader, pos = _decode_LeaderIdAndEpoch_v12(data, pos)
                    if not (partitions__current_leader != LeaderIdAndEpoch()):
                        partitions__unknown_list.append(
                            (
                                partitions__tag,
                                data[partitions__end_tag - partitions__size : partitions__end_tag],
                            )
                        )
                elif partitions__tag == 2:
                    partitions__snapshot_id, pos = _decode_SnapshotId_v12(data, pos)
                    if not (partitions__snapshot_id != SnapshotId()):
                        partitions__unknown_list.append(
                            (
                                partitions__tag,
                                data[partitions__end_tag - partitions__size : partitions__end_tag],
                            )
                        )
                else:
                    partitions__unknown_list.append(
                        (partitions__tag, data[pos:partitions__end_tag])
                    )
                    pos = partitions__end_tag
                if pos != partitions__end_tag:
                    raise rt.Malformed
            partitions__unknown = tuple(partitions__unknown_list)
        else:
            pos += 1
        e_partitions = _new(PartitionData)
        e_partitions.partition_index = partitions__partition_index
        e_partitions.error_code = partitions__error_code
        e_partitions.high_watermark = partitions__high_watermark
        e_partitions.last_stable_offset = partitions__last_stable_offset
        e_partitions.log_start_offset = partitions__log_start_offset
        e_partitions.diverging_epoch = partitions__diverging_epoch
        e_partitions.current_leader = partitions__current_leader
        e_partitions.snapshot_id = partitions__snapshot_id
        e_partitions.aborted_transactions = partitions__aborted_transactions
        e_partitions.preferred_read_replica = partitions__preferred_read_replica
        e_partitions.records = partitions__records
        e_partitions.unknown_tagged_fields = partitions__unknown
        items_partitions.append(e_partitions)
    partitions = items_partitions
    tag_count = data[pos]
    pos += 1
    unknown: rt.Tags = ()
    if tag_count:
        unknown, pos = rt.read_unknown_tags(data, pos - 1)
    obj = _new(FetchableTopicResponse)
    obj.topic = ""
    obj.topic_id = topic_id
    obj.partitions = partitions
    obj.unknown_tagged_fields = unknown
    return obj, pos


def _encode_FetchableTopicResponse_v0(obj: FetchableTopicResponse, out: bytearray) -> None:
    """Encode FetchableTopicResponse, versions 0, 1, 2, 3."""
    b_topic = obj.topic.encode()
    out += _S_h.pack(len(b_topic))
    out += b_topic
    a_partitions = obj.partitions
    out += _S_i.pack(len(a_partitions))
    for e_partitions in a_partitions:
        if e_partitions.diverging_epoch != EpochEndOffset():
            raise rt.Malformed
        if e_partitions.current_leader != LeaderIdAndEpoch():
            raise rt.Malformed
        if e_partitions.snapshot_id != SnapshotId():
            raise rt.Malformed
        if e_partitions.preferred_read_replica != -1:
            raise rt.Malformed
        s_partitions__records = e_partitions.records
        b_partitions__records = None if s_partitions__records is None else s_partitions__records
        out += _S_ihqi.pack(
            e_partitions.partition_index,
            e_partitions.error_code,
            e_partitions.high_watermark,
            -1 if b_partitions__records is None else len(b_partitions__records),
        )
        if b_partitions__records is not None:
            out += b_partitions__records
        if e_partitions.unknown_tagged_fields:
            raise rt.Malformed
    if obj.unknown_tagged_fields:
        raise rt.Malformed


def _encode_FetchableTopicResponse_v4(obj: FetchableTopicResponse, out: bytearray) -> None:
    """Encode FetchableTopicResponse, version 4."""
    b_topic = obj.topic.encode()
    out += _S_h.pack(len(b_topic))
    out += b_topic
    a_partitions = obj.partitions
    out += _S_i.pack(len(a_partitions))
    for e_partitions in a_partitions:
        if e_partitions.diverging_epoch != EpochEndOffset():
            raise rt.Malformed
        if e_partitions.current_leader != LeaderIdAndEpoch():
            raise rt.Malformed
        if e_partitions.snapshot_id != SnapshotId():
            raise rt.Malformed
        if e_partitions.preferred_read_replica != -1:
            raise rt.Malformed
        a_partitions__aborted_transactions = e_partitions.aborted_transactions
        out += _S_ihqqi.pack(
            e_partitions.partition_index,
            e_partitions.error_code,
            e_partitions.high_watermark,
            e_partitions.last_stable_offset,
            -1
            if a_partitions__aborted_transactions is None
            else len(a_partitions__aborted_transactions),
        )
        if a_partitions__aborted_transactions is not None:
            for e_partitions__aborted_transactions in a_partitions__aborted_transactions:
                out += _S_qq.pack(
                    e_partitions__aborted_transactions.producer_id,
                    e_partitions__aborted_transactions.first_offset,
                )
                if e_partitions__aborted_transactions.unknown_tagged_fields:
                    raise rt.Malformed
        s_partitions__records = e_partitions.records
        b_partitions__records = None if s_partitions__records is None else s_partitions__records
        out += _S_i.pack(-1 if b_partitions__records is None else len(b_partitions__records))
        if b_partitions__records is not None:
            out += b_partitions__records
        if e_partitions.unknown_tagged_fields:
            raise rt.Malformed
    if obj.unknown_tagged_fields:
        raise rt.Malformed


def _encode_FetchableTopicResponse_v5(obj: FetchableTopicResponse, out: bytearray) -> None:
    """Encode FetchableTopicResponse, versions 5, 6, 7, 8, 9, 10."""
    b_topic = obj.topic.encode()
    out += _S_h.pack(len(b_topic))
    out += b_topic
    a_partitions = obj.partitions
    out += _S_i.pack(len(a_partitions))
    for e_partitions in a_partitions:
        if e_partitions.diverging_epoch != EpochEndOffset():
            raise rt.Malformed
        if e_partitions.current_leader != LeaderIdAndEpoch():
            raise rt.Malformed
        if e_partitions.snapshot_id != SnapshotId():
            raise rt.Malformed
        if e_partitions.preferred_read_replica != -1:
            raise rt.Malformed
        a_partitions__aborted_transactions = e_partitions.aborted_transactions
        out += _S_ihqqqi.pack(
            e_partitions.partition_index,
            e_partitions.error_code,
            e_partitions.high_watermark,
            e_partitions.last_stable_offset,
            e_partitions.log_start_offset,
            -1
            if a_partitions__aborted_transactions is None
            else len(a_partitions__aborted_transactions),
        )
        if a_partitions__aborted_transactions is not None:
            for e_partitions__aborted_transactions in a_partitions__aborted_transactions:
                out += _S_qq.pack(
                    e_partitions__aborted_transactions.producer_id,
                    e_partitions__aborted_transactions.first_offset,
                )
                if e_partitions__aborted_transactions.unknown_tagged_fields:
                    raise rt.Malformed
        s_partitions__records = e_partitions.records
        b_partitions__records = None if s_partitions__records is None else s_partitions__records
        out += _S_i.pack(-1 if b_partitions__records is None else len(b_partitions__records))
        if b_partitions__records is not None:
            out += b_partitions__records
        if e_partitions.unknown_tagged_fields:
            raise rt.Malformed
    if obj.unknown_tagged_fields:
        raise rt.Malformed


def _encode_FetchableTopicResponse_v11(obj: FetchableTopicResponse, out: bytearray) -> None:
    """Encode FetchableTopicResponse, version 11."""
    b_topic = obj.topic.encode()
    out += _S_h.pack(len(b_topic))
    out += b_topic
    a_partitions = obj.partitions
    out += _S_i.pack(len(a_partitions))
    for e_partitions in a_partitions:
        if e_partitions.diverging_epoch != EpochEndOffset():
            raise rt.Malformed
        if e_partitions.current_leader != LeaderIdAndEpoch():
            raise rt.Malformed
        if e_partitions.snapshot_id != SnapshotId():
            raise rt.Malformed
        a_partitions__aborted_transactions = e_partitions.aborted_transactions
        out += _S_ihqqqi.pack(
            e_partitions.partition_index,
            e_partitions.error_code,
            e_partitions.high_watermark,
            e_partitions.last_stable_offset,
            e_partitions.log_start_offset,
            -1
            if a_partitions__aborted_transactions is None
            else len(a_partitions__aborted_transactions),
        )
        if a_partitions__aborted_transactions is not None:
            for e_partitions__aborted_transactions in a_partitions__aborted_transactions:
                out += _S_qq.pack(
                    e_partitions__aborted_transactions.producer_id,
                    e_partitions__aborted_transactions.first_offset,
                )
                if e_partitions__aborted_transactions.unknown_tagged_fields:
                    raise rt.Malformed
        s_partitions__records = e_partitions.records
        b_partitions__records = None if s_partitions__records is None else s_partitions__records
        out += _S_ii.pack(
            e_partitions.preferred_read_replica,
            -1 if b_partitions__records is None else len(b_partitions__records),
        )
        if b_partitions__records is not None:
            out += b_partitions__records
        if e_partitions.unknown_tagged_fields:
            raise rt.Malformed
    if obj.unknown_tagged_fields:
        raise rt.Malformed


def _encode_FetchableTopicResponse_v12(obj: FetchableTopicResponse, out: bytearray) -> None:
    """Encode FetchableTopicResponse, version 12."""
    append = out.append
    b_topic = obj.topic.encode()
    n = len(b_topic) + 1
    if n < 128:
        append(n)
    else:
        out += rt.string_length(n)
    out += b_topic
    a_partitions = obj.partitions
    n = len(a_partitions) + 1
    if n < 128:
        append(n)
    else:
        out += rt.uvarint(n)
    for e_partitions in a_partitions:
        out += _S_ihqqq.pack(
            e_partitions.partition_index,
            e_partitions.error_code,
            e_partitions.high_watermark,
            e_partitions.last_stable_offset,
            e_partitions.log_start_offset,
        )
        a_partitions__aborted_transactions = e_partitions.aborted_transactions
        if a_partitions__aborted_transactions is None:
            append(0)
        else:
            n = len(a_partitions__aborted_transactions) + 1
            if n < 128:
                append(n)
            else:
                out += rt.uvarint(n)
            for e_partitions__aborted_transactions in a_partitions__aborted_transactions:
                out += _S_qq.pack(
                    e_partitions__aborted_transactions.producer_id,
                    e_partitions__aborted_transactions.first_offset,
                )
                if e_partitions__aborted_transactions.unknown_tagged_fields:
                    rt.write_tags(out, (), e_partitions__aborted_transactions.unknown_tagged_fields)
                else:
                    append(0)
        out += _S_i.pack(e_partitions.preferred_read_replica)
        s_partitions__records = e_partitions.records
        if s_partitions__records is None:
            append(0)
        else:
            b_partitions__records = s_partitions__records
            n = len(b_partitions__records) + 1
            if n < 128:
                append(n)
            elif n < 0x4000:
                append((n & 0x7F) | 0x80)
                append(n >> 7)
            else:
                out += rt.uvarint(n)
            out += b_partitions__records
        partitions__tags: list[tuple[int, bytes]] = []
        partitions__sub: bytearray
        if e_partitions.diverging_epoch != EpochEndOffset():
            partitions__sub = bytearray()
            _encode_EpochEndOffset_v12(e_partitions.diverging_epoch, partitions__sub)
            partitions__tags.append((0, bytes(partitions__sub)))
        if e_partitions.current_leader != LeaderIdAndEpoch():
            partitions__sub = bytearray()
            _encode_LeaderIdAndEpoch_v12(e_partitions.current_leader, partitions__sub)
            partitions__tags.append((1, bytes(partitions__sub)))
        if e_partitions.snapshot_id != SnapshotId():
            partitions__sub = bytearray()
            _encode_SnapshotId_v12(e_partitions.snapshot_id, partitions__sub)
            partitions__tags.append((2, bytes(partitions__sub)))
        rt.write_tags(out, partitions__tags, e_partitions.unknown_tagged_fields, (0, 1, 2))
    if obj.unknown_tagged_fields:
        rt.write_tags(out, (), obj.unknown_tagged_fields)
    else:
        append(0)


def _encode_FetchableTopicResponse_v13(obj: FetchableTopicResponse, out: bytearray) -> None:
    """Encode FetchableTopicResponse, versions 13, 14, 15, 16, 17, 18."""
    append = out.append
    out += _S_u.pack(obj.topic_id.bytes)
    a_partitions = obj.partitions
    n = len(a_partitions) + 1
    if n < 128:
        append(n)
    else:
        out += rt.uvarint(n)
    for e_partitions in a_partitions:
        out += _S_ihqqq.pack(
            e_partitions.partition_index,
            e_partitions.error_code,
            e_partitions.high_watermark,
            e_partitions.last_stable_offset,
            e_partitions.log_start_offset,
        )
        a_partitions__aborted_transactions = e_partitions.aborted_transactions
        if a_partitions__aborted_transactions is None:
            append(0)
        else:
            n = len(a_partitions__aborted_transactions) + 1
            if n < 128:
                append(n)
            else:
                out += rt.uvarint(n)
            for e_partitions__aborted_transactions in a_partitions__aborted_transactions:
                out += _S_qq.pack(
                    e_partitions__aborted_transactions.producer_id,
                    e_partitions__aborted_transactions.first_offset,
                )
                if e_partitions__aborted_transactions.unknown_tagged_fields:
                    rt.write_tags(out, (), e_partitions__aborted_transactions.unknown_tagged_fields)
                else:
                    append(0)
        out += _S_i.pack(e_partitions.preferred_read_replica)
        s_partitions__records = e_partitions.records
        if s_partitions__records is None:
            append(0)
        else:
            b_partitions__records = s_partitions__records
            n = len(b_partitions__records) + 1
            if n < 128:
                append(n)
            elif n < 0x4000:
                append((n & 0x7F) | 0x80)
                append(n >> 7)
            else:
                out += rt.uvarint(n)
            out += b_partitions__records
        partitions__tags: list[tuple[int, bytes]] = []
        partitions__sub: bytearray
        if e_partitions.diverging_epoch != EpochEndOffset():
            partitions__sub = bytearray()
            _encode_EpochEndOffset_v12(e_partitions.diverging_epoch, partitions__sub)
            partitions__tags.append((0, bytes(partitions__sub)))
        if e_partitions.current_leader != LeaderIdAndEpoch():
            partitions__sub = bytearray()
            _encode_LeaderIdAndEpoch_v12(e_partitions.current_leader, partitions__sub)
            partitions__tags.append((1, bytes(partitions__sub)))
        if e_partitions.snapshot_id != SnapshotId():
            partitions__sub = bytearray()
            _encode_SnapshotId_v12(e_partitions.snapshot_id, partitions__sub)
            partitions__tags.append((2, bytes(partitions__sub)))
        rt.write_tags(out, partitions__tags, e_partitions.unknown_tagged_fields, (0, 1, 2))
    if obj.unknown_tagged_fields:
        rt.write_tags(out, (), obj.unknown_tagged_fields)
    else:
        append(0)


def _decode_NodeEndpoint_v16(data: bytes, pos: int) -> tuple[NodeEndpoint, int]:
    """Decode NodeEndpoint, versions 16, 17, 18."""
    data_end = len(data)
    node_id, n_host = _S_iB.unpack_from(data, pos)
    pos += 5
    if n_host > 127:
        n_host, pos = rt.read_string_length(data, pos - 1)
    end = pos + n_host - 1
    if not n_host or end > data_end:
        raise rt.Malformed
    host = data[pos:end].decode()
    pos = end
    port, n_rack = _S_iB.unpack_from(data, pos)
    pos += 5
    if n_rack > 127:
        n_rack, pos = rt.read_string_length(data, pos - 1)
    rack: str | None
    if not n_rack:
        rack = None
    else:
        end = pos + n_rack - 1
        if end > data_end:
            raise rt.Malformed
        rack = data[pos:end].decode()
        pos = end
    tag_count = data[pos]
    pos += 1
    unknown: rt.Tags = ()
    if tag_count:
        unknown, pos = rt.read_unknown_tags(data, pos - 1)
    obj = _new(NodeEndpoint)
    obj.node_id = node_id
    obj.host = host
    obj.port = port
    obj.rack = rack
    obj.unknown_tagged_fields = unknown
    return obj, pos


def _encode_NodeEndpoint_v16(obj: NodeEndpoint, out: bytearray) -> None:
    """Encode NodeEndpoint, versions 16, 17, 18."""
    out += _S_i.pack(obj.node_id)
    b_host = obj.host.encode()
    n = len(b_host) + 1
    if n < 128:
        out.append(n)
    else:
        out += rt.string_length(n)
    out += b_host
    out += _S_i.pack(obj.port)
    s_rack = obj.rack
    if s_rack is None:
        out.append(0)
    else:
        b_rack = s_rack.encode()
        n = len(b_rack) + 1
        if n < 128:
            out.append(n)
        else:
            out += rt.string_length(n)
        out += b_rack
    if obj.unknown_tagged_fields:
        rt.write_tags(out, (), obj.unknown_tagged_fields)
    else:
        out.append(0)


def _decode_FetchResponse_v0(data: bytes, pos: int) -> tuple[FetchResponse, int]:
    """Decode FetchResponse, version 0."""
    data_end = len(data)
    (n_responses,) = _S_i.unpack_from(data, pos)
    pos += 4
    if n_responses < 0:
        raise rt.Malformed
    if n_responses > data_end - pos:
        raise rt.Malformed
    items_responses: list[FetchableTopicResponse] = []
    for _ in range(n_responses):
        (n_responses__topic,) = _S_h.unpack_from(data, pos)
        pos += 2
        end = pos + n_responses__topic
        if n_responses__topic < 0 or end > data_end:
            raise rt.Malformed
        responses__topic = data[pos:end].decode()
        pos = end
        (n_responses__partitions,) = _S_i.unpack_from(data, pos)
        pos += 4
        if n_responses__partitions < 0:
            raise rt.Malformed
        if n_responses__partitions > data_end - pos:
            raise rt.Malformed
        items_responses__partitions: list[PartitionData] = []
        for _ in range(n_responses__partitions):
            e_responses__partitions, pos = _decode_PartitionData_v0(data, pos)
            items_responses__partitions.append(e_responses__partitions)
        responses__partitions = items_responses__partitions
        e_responses = _new(FetchableTopicResponse)
        e_responses.topic = responses__topic
        e_responses.topic_id = rt.ZERO_UUID
        e_responses.partitions = responses__partitions
        e_responses.unknown_tagged_fields = ()
        items_responses.append(e_responses)
    responses = items_responses
    obj = _new(FetchResponse)
    obj.throttle_time_ms = 0
    obj.error_code = 0
    obj.session_id = 0
    obj.responses = responses
    obj.node_endpoints = []
    obj.unknown_tagged_fields = ()
    return obj, pos


def _decode_FetchResponse_v1(data: bytes, pos: int) -> tuple[FetchResponse, int]:
    """Decode FetchResponse, versions 1, 2, 3."""
    data_end = len(data)
    throttle_time_ms, n_responses = _S_ii.unpack_from(data, pos)
    pos += 8
    if n_responses < 0:
        raise rt.Malformed
    if n_responses > data_end - pos:
        raise rt.Malformed
    items_responses: list[FetchableTopicResponse] = []
    for _ in range(n_responses):
        (n_responses__topic,) = _S_h.unpack_from(data, pos)
        pos += 2
        end = pos + n_responses__topic
        if n_responses__topic < 0 or end > data_end:
            raise rt.Malformed
        responses__topic = data[pos:end].decode()
        pos = end
        (n_responses__partitions,) = _S_i.unpack_from(data, pos)
        pos += 4
        if n_responses__partitions < 0:
            raise rt.Malformed
        if n_responses__partitions > data_end - pos:
            raise rt.Malformed
        items_responses__partitions: list[PartitionData] = []
        for _ in range(n_responses__partitions):
            e_responses__partitions, pos = _decode_PartitionData_v0(data, pos)
            items_responses__partitions.append(e_responses__partitions)
        responses__partitions = items_responses__partitions
        e_responses = _new(FetchableTopicResponse)
        e_responses.topic = responses__topic
        e_responses.topic_id = rt.ZERO_UUID
        e_responses.partitions = responses__partitions
        e_responses.unknown_tagged_fields = ()
        items_responses.append(e_responses)
    responses = items_responses
    obj = _new(FetchResponse)
    obj.throttle_time_ms = throttle_time_ms
    obj.error_code = 0
    obj.session_id = 0
    obj.responses = responses
    obj.node_endpoints = []
    obj.unknown_tagged_fields = ()
    return obj, pos


def _decode_FetchResponse_v4(data: bytes, pos: int) -> tuple[FetchResponse, int]:
    """Decode FetchResponse, version 4."""
    data_end = len(data)
    throttle_time_ms, n_responses = _S_ii.unpack_from(data, pos)
    pos += 8
    if n_responses < 0:
        raise rt.Malformed
    if n_responses > data_end - pos:
        raise rt.Malformed
    items_responses: list[FetchableTopicResponse] = []
    for _ in range(n_responses):
        (n_responses__topic,) = _S_h.unpack_from(data, pos)
        pos += 2
        end = pos + n_responses__topic
        if n_responses__topic < 0 or end > data_end:
            raise rt.Malformed
        responses__topic = data[pos:end].decode()
        pos = end
        (n_responses__partitions,) = _S_i.unpack_from(data, pos)
        pos += 4
        if n_responses__partitions < 0:
            raise rt.Malformed
        if n_responses__partitions > data_end - pos:
            raise rt.Malformed
        items_responses__partitions: list[PartitionData] = []
        for _ in range(n_responses__partitions):
            e_responses__partitions, pos = _decode_PartitionData_v4(data, pos)
            items_responses__partitions.append(e_responses__partitions)
        responses__partitions = items_responses__partitions
        e_responses = _new(FetchableTopicResponse)
        e_responses.topic = responses__topic
        e_responses.topic_id = rt.ZERO_UUID
        e_responses.partitions = responses__partitions
        e_responses.unknown_tagged_fields = ()
        items_responses.append(e_responses)
    responses = items_responses
    obj = _new(FetchResponse)
    obj.throttle_time_ms = throttle_time_ms
    obj.error_code = 0
    obj.session_id = 0
    obj.responses = responses
    obj.node_endpoints = []
    obj.unknown_tagged_fields = ()
    return obj, pos


def _decode_FetchResponse_v5(data: bytes, pos: int) -> tuple[FetchResponse, int]:
    """Decode FetchResponse, versions 5, 6."""
    data_end = len(data)
    throttle_time_ms, n_responses = _S_ii.unpack_from(data, pos)
    pos += 8
    if n_responses < 0:
        raise rt.Malformed
    if n_responses > data_end - pos:
        raise rt.Malformed
    items_responses: list[FetchableTopicResponse] = []
    for _ in range(n_responses):
        (n_responses__topic,) = _S_h.unpack_from(data, pos)
        pos += 2
        end = pos + n_responses__topic
        if n_responses__topic < 0 or end > data_end:
            raise rt.Malformed
        responses__topic = data[pos:end].decode()
        pos = end
        (n_responses__partitions,) = _S_i.unpack_from(data, pos)
        pos += 4
        if n_responses__partitions < 0:
            raise rt.Malformed
        if n_responses__partitions > data_end - pos:
            raise rt.Malformed
        items_responses__partitions: list[PartitionData] = []
        for _ in range(n_responses__partitions):
            e_responses__partitions, pos = _decode_PartitionData_v5(data, pos)
            items_responses__partitions.append(e_responses__partitions)
        responses__partitions = items_responses__partitions
        e_responses = _new(FetchableTopicResponse)
        e_responses.topic = responses__topic
        e_responses.topic_id = rt.ZERO_UUID
        e_responses.partitions = responses__partitions
        e_responses.unknown_tagged_fields = ()
        items_responses.append(e_responses)
    responses = items_responses
    obj = _new(FetchResponse)
    obj.throttle_time_ms = throttle_time_ms
    obj.error_code = 0
    obj.session_id = 0
    obj.responses = responses
    obj.node_endpoints = []
    obj.unknown_tagged_fields = ()
    return obj, pos


def _decode_FetchResponse_v7(data: bytes, pos: int) -> tuple[FetchResponse, int]:
    """Decode FetchResponse, versions 7, 8, 9, 10."""
    data_end = len(data)
    throttle_time_ms, error_code, session_id, n_responses = _S_ihii.unpack_from(data, pos)
    pos += 14
    if n_responses < 0:
        raise rt.Malformed
    if n_responses > data_end - pos:
        raise rt.Malformed
    items_responses: list[FetchableTopicResponse] = []
    for _ in range(n_responses):
        (n_responses__topic,) = _S_h.unpack_from(data, pos)
        pos += 2
        end = pos + n_responses__topic
        if n_responses__topic < 0 or end > data_end:
            raise rt.Malformed
        responses__topic = data[pos:end].decode()
        pos = end
        (n_responses__partitions,) = _S_i.unpack_from(data, pos)
        pos += 4
        if n_responses__partitions < 0:
            raise rt.Malformed
        if n_responses__partitions > data_end - pos:
            raise rt.Malformed
        items_responses__partitions: list[PartitionData] = []
        for _ in range(n_responses__partitions):
            e_responses__partitions, pos = _decode_PartitionData_v5(data, pos)
            items_responses__partitions.append(e_responses__partitions)
        responses__partitions = items_responses__partitions
        e_responses = _new(FetchableTopicResponse)
        e_responses.topic = responses__topic
        e_responses.topic_id = rt.ZERO_UUID
        e_responses.partitions = responses__partitions
        e_responses.unknown_tagged_fields = ()
        items_responses.append(e_responses)
    responses = items_responses
    obj = _new(FetchResponse)
    obj.throttle_time_ms = throttle_time_ms
    obj.error_code = error_code
    obj.session_id = session_id
    obj.responses = responses
    obj.node_endpoints = []
    obj.unknown_tagged_fields = ()
    return obj, pos


def _decode_FetchResponse_v11(data: bytes, pos: int) -> tuple[FetchResponse, int]:
    """Decode FetchResponse, version 11."""
    data_end = len(data)
    throttle_time_ms, error_code, session_id, n_responses = _S_ihii.unpack_from(data, pos)
    pos += 14
    if n_responses < 0:
        raise rt.Malformed
    if n_responses > data_end - pos:
        raise rt.Malformed
    items_responses: list[FetchableTopicResponse] = []
    for _ in range(n_responses):
        (n_responses__topic,) = _S_h.unpack_from(data, pos)
        pos += 2
        end = pos + n_responses__topic
        if n_responses__topic < 0 or end > data_end:
            raise rt.Malformed
        responses__topic = data[pos:end].decode()
        pos = end
        (n_responses__partitions,) = _S_i.unpack_from(data, pos)
        pos += 4
        if n_responses__partitions < 0:
            raise rt.Malformed
        if n_responses__partitions > data_end - pos:
            raise rt.Malformed
        items_responses__partitions: list[PartitionData] = []
        for _ in range(n_responses__partitions):
            e_responses__partitions, pos = _decode_PartitionData_v11(data, pos)
            items_responses__partitions.append(e_responses__partitions)
        responses__partitions = items_responses__partitions
        e_responses = _new(FetchableTopicResponse)
        e_responses.topic = responses__topic
        e_responses.topic_id = rt.ZERO_UUID
        e_responses.partitions = responses__partitions
        e_responses.unknown_tagged_fields = ()
        items_responses.append(e_responses)
    responses = items_responses
    obj = _new(FetchResponse)
    obj.throttle_time_ms = throttle_time_ms
    obj.error_code = error_code
    obj.session_id = session_id
    obj.responses = responses
    obj.node_endpoints = []
    obj.unknown_tagged_fields = ()
    return obj, pos


def _decode_FetchResponse_v12(data: bytes, pos: int) -> tuple[FetchResponse, int]:
    """Decode FetchResponse, version 12."""
    data_end = len(data)
    throttle_time_ms, error_code, session_id, n_responses = _S_ihiB.unpack_from(data, pos)
    pos += 11
    if n_responses > 127:
        n_responses, pos = rt.read_uvarint(data, pos - 1)
    n_responses -= 1
    if n_responses < 0:
        raise rt.Malformed
    if n_responses > data_end - pos:
        raise rt.Malformed
    items_responses: list[FetchableTopicResponse] = []
    for _ in range(n_responses):
        n_responses__topic = data[pos]
        pos += 1
        if n_responses__topic > 127:
            n_responses__topic, pos = rt.read_string_length(data, pos - 1)
        end = pos + n_responses__topic - 1
        if not n_responses__topic or end > data_end:
            raise rt.Malformed
        responses__topic = data[pos:end].decode()
        pos = end
        n_responses__partitions = data[pos]
        pos += 1
        if n_responses__partitions > 127:
            n_responses__partitions, pos = rt.read_uvarint(data, pos - 1)
        n_responses__partitions -= 1
        if n_responses__partitions < 0:
            raise rt.Malformed
        if n_responses__partitions > data_end - pos:
            raise rt.Malformed
        items_responses__partitions: list[PartitionData] = []
        for _ in range(n_responses__partitions):
            e_responses__partitions, pos = _decode_PartitionData_v12(data, pos)
            items_responses__partitions.append(e_responses__partitions)
        responses__partitions = items_responses__partitions
        responses__tag_count = data[pos]
        pos += 1
        responses__unknown: rt.Tags = ()
        if responses__tag_count:
            responses__unknown, pos = rt.read_unknown_tags(data, pos - 1)
        e_responses = _new(FetchableTopicResponse)
        e_responses.topic = responses__topic
        e_responses.topic_id = rt.ZERO_UUID
        e_responses.partitions = responses__partitions
        e_responses.unknown_tagged_fields = responses__unknown
        items_responses.append(e_responses)
    responses = items_responses
    tag_count = data[pos]
    pos += 1
    unknown: rt.Tags = ()
    if tag_count:
        unknown, pos = rt.read_unknown_tags(data, pos - 1, (0,))
    obj = _new(FetchResponse)
    obj.throttle_time_ms = throttle_time_ms
    obj.error_code = error_code
    obj.session_id = session_id
    obj.responses = responses
    obj.node_endpoints = []
    obj.unknown_tagged_fields = unknown
    return obj, pos


def _decode_FetchResponse_v13(data: bytes, pos: int) -> tuple[FetchResponse, int]:
    """Decode FetchResponse, versions 13, 14, 15."""
    data_end = len(data)
    throttle_time_ms, error_code, session_id, n_responses = _S_ihiB.unpack_from(data, pos)
    pos += 11
    if n_responses > 127:
        n_responses, pos = rt.read_uvarint(data, pos - 1)
    n_responses -= 1
    if n_responses < 0:
        raise rt.Malformed
    if n_responses > data_end - pos:
        raise rt.Malformed
    items_responses: list[FetchableTopicResponse] = []
    for _ in range(n_responses):
        (responses__topic_id_raw,) = _S_u.unpack_from(data, pos)
        pos += 16
        responses__topic_id = UUID(bytes=responses__topic_id_raw)
        n_responses__partitions = data[pos]
        pos += 1
        if n_responses__partitions > 127:
            n_responses__partitions, pos = rt.read_uvarint(data, pos - 1)
        n_responses__partitions -= 1
        if n_responses__partitions < 0:
            raise rt.Malformed
        if n_responses__partitions > data_end - pos:
            raise rt.Malformed
        items_responses__partitions: list[PartitionData] = []
        for _ in range(n_responses__partitions):
            e_responses__partitions, pos = _decode_PartitionData_v12(data, pos)
            items_responses__partitions.append(e_responses__partitions)
        responses__partitions = items_responses__partitions
        responses__tag_count = data[pos]
        pos += 1
        responses__unknown: rt.Tags = ()
        if responses__tag_count:
            responses__unknown, pos = rt.read_unknown_tags(data, pos - 1)
        e_responses = _new(FetchableTopicResponse)
        e_responses.topic = ""
        e_responses.topic_id = responses__topic_id
        e_responses.partitions = responses__partitions
        e_responses.unknown_tagged_fields = responses__unknown
        items_responses.append(e_responses)
    responses = items_responses
    tag_count = data[pos]
    pos += 1
    unknown: rt.Tags = ()
    if tag_count:
        unknown, pos = rt.read_unknown_tags(data, pos - 1, (0,))
    obj = _new(FetchResponse)
    obj.throttle_time_ms = throttle_time_ms
    obj.error_code = error_code
    obj.session_id = session_id
    obj.responses = responses
    obj.node_endpoints = []
    obj.unknown_tagged_fields = unknown
    return obj, pos


def _decode_FetchResponse_v16(data: bytes, pos: int) -> tuple[FetchResponse, int]:
    """Decode FetchResponse, versions 16, 17, 18."""
    data_end = len(data)
    throttle_time_ms, error_code, session_id, n_responses = _S_ihiB.unpack_from(data, pos)
    pos += 11
    if n_responses > 127:
        n_responses, pos = rt.read_uvarint(data, pos - 1)
    n_responses -= 1
    if n_responses < 0:
        raise rt.Malformed
    if n_responses > data_end - pos:
        raise rt.Malformed
    items_responses: list[FetchableTopicResponse] = []
    for _ in range(n_responses):
        (responses__topic_id_raw,) = _S_u.unpack_from(data, pos)
        pos += 16
        responses__topic_id = UUID(bytes=responses__topic_id_raw)
        n_responses__partitions = data[pos]
        pos += 1
        if n_responses__partitions > 127:
            n_responses__partitions, pos = rt.read_uvarint(data, pos - 1)
        n_responses__partitions -= 1
        if n_responses__partitions < 0:
            raise rt.Malformed
        if n_responses__partitions > data_end - pos:
            raise rt.Malformed
        items_responses__partitions: list[PartitionData] = []
        for _ in range(n_responses__partitions):
            e_responses__partitions, pos = _decode_PartitionData_v12(data, pos)
            items_responses__partitions.append(e_responses__partitions)
        responses__partitions = items_responses__partitions
        responses__tag_count = data[pos]
        pos += 1
        responses__unknown: rt.Tags = ()
        if responses__tag_count:
            responses__unknown, pos = rt.read_unknown_tags(data, pos - 1)
        e_responses = _new(FetchableTopicResponse)
        e_responses.topic = ""
        e_responses.topic_id = responses__topic_id
        e_responses.partitions = responses__partitions
        e_responses.unknown_tagged_fields = responses__unknown
        items_responses.append(e_responses)
    responses = items_responses
    node_endpoints: list[NodeEndpoint]
    node_endpoints = []
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
                n_node_endpoints = data[pos]
                pos += 1
                if n_node_endpoints > 127:
                    n_node_endpoints, pos = rt.read_uvarint(data, pos - 1)
                n_node_endpoints -= 1
                if n_node_endpoints < 0:
                    raise rt.Malformed
                if n_node_endpoints > data_end - pos:
                    raise rt.Malformed
                items_node_endpoints: list[NodeEndpoint] = []
                for _ in range(n_node_endpoints):
                    node_endpoints__node_id, n_node_endpoints__host = _S_iB.unpack_from(data, pos)
                    pos += 5
                    if n_node_endpoints__host > 127:
                        n_node_endpoints__host, pos = rt.read_string_length(data, pos - 1)
                    end = pos + n_node_endpoints__host - 1
                    if not n_node_endpoints__host or end > data_end:
                        raise rt.Malformed
                    node_endpoints__host = data[pos:end].decode()
                    pos = end
                    node_endpoints__port, n_node_endpoints__rack = _S_iB.unpack_from(data, pos)
                    pos += 5
                    if n_node_endpoints__rack > 127:
                        n_node_endpoints__rack, pos = rt.read_string_length(data, pos - 1)
                    node_endpoints__rack: str | None
                    if not n_node_endpoints__rack:
                        node_endpoints__rack = None
                    else:
                        end = pos + n_node_endpoints__rack - 1
                        if end > data_end:
                            raise rt.Malformed
                        node_endpoints__rack = data[pos:end].decode()
                        pos = end
                    node_endpoints__tag_count = data[pos]
                    pos += 1
                    node_endpoints__unknown: rt.Tags = ()
                    if node_endpoints__tag_count:
                        node_endpoints__unknown, pos = rt.read_unknown_tags(data, pos - 1)
                    e_node_endpoints = _new(NodeEndpoint)
                    e_node_endpoints.node_id = node_endpoints__node_id
                    e_node_endpoints.host = node_endpoints__host
                    e_node_endpoints.port = node_endpoints__port
                    e_node_endpoints.rack = node_endpoints__rack
                    e_node_endpoints.unknown_tagged_fields = node_endpoints__unknown
                    items_node_endpoints.append(e_node_endpoints)
                node_endpoints = items_node_endpoints
                if not (node_endpoints != []):
                    unknown_list.append((tag, data[end_tag - size : end_tag]))
            else:
                unknown_list.append((tag, data[pos:end_tag]))
                pos = end_tag
            if pos != end_tag:
                raise rt.Malformed
        unknown = tuple(unknown_list)
    else:
        pos += 1
    obj = _new(FetchResponse)
    obj.throttle_time_ms = throttle_time_ms
    obj.error_code = error_code
    obj.session_id = session_id
    obj.responses = responses
    obj.node_endpoints = node_endpoints
    obj.unknown_tagged_fields = unknown
    return obj, pos


def _encode_FetchResponse_v0(obj: FetchResponse, out: bytearray) -> None:
    """Encode FetchResponse, version 0."""
    if obj.session_id != 0:
        raise rt.Malformed
    if obj.node_endpoints != []:
        raise rt.Malformed
    a_responses = obj.responses
    out += _S_i.pack(len(a_responses))
    for e_responses in a_responses:
        b_responses__topic = e_responses.topic.encode()
        out += _S_h.pack(len(b_responses__topic))
        out += b_responses__topic
        a_responses__partitions = e_responses.partitions
        out += _S_i.pack(len(a_responses__partitions))
        for e_responses__partitions in a_responses__partitions:
            if e_responses__partitions.diverging_epoch != EpochEndOffset():
                raise rt.Malformed
            if e_responses__partitions.current_leader != LeaderIdAndEpoch():
                raise rt.Malformed
            if e_responses__partitions.snapshot_id != SnapshotId():
                raise rt.Malformed
            if e_responses__partitions.preferred_read_replica != -1:
                raise rt.Malformed
            s_responses__partitions__records = e_responses__partitions.records
            b_responses__partitions__records = (
                None
                if s_responses__partitions__records is None
                else s_responses__partitions__records
            )
            out += _S_ihqi.pack(
                e_responses__partitions.partition_index,
                e_responses__partitions.error_code,
                e_responses__partitions.high_watermark,
                -1
                if b_responses__partitions__records is None
                else len(b_responses__partitions__records),
            )
            if b_responses__partitions__records is not None:
                out += b_responses__partitions__records
            if e_responses__partitions.unknown_tagged_fields:
                raise rt.Malformed
        if e_responses.unknown_tagged_fields:
            raise rt.Malformed
    if obj.unknown_tagged_fields:
        raise rt.Malformed


def _encode_FetchResponse_v1(obj: FetchResponse, out: bytearray) -> None:
    """Encode FetchResponse, versions 1, 2, 3."""
    if obj.session_id != 0:
        raise rt.Malformed
    if obj.node_endpoints != []:
        raise rt.Malformed
    a_responses = obj.responses
    out += _S_ii.pack(obj.throttle_time_ms, len(a_responses))
    for e_responses in a_responses:
        b_responses__topic = e_responses.topic.encode()
        out += _S_h.pack(len(b_responses__topic))
        out += b_responses__topic
        a_responses__partitions = e_responses.partitions
        out += _S_i.pack(len(a_responses__partitions))
        for e_responses__partitions in a_responses__partitions:
            if e_responses__partitions.diverging_epoch != EpochEndOffset():
                raise rt.Malformed
            if e_responses__partitions.current_leader != LeaderIdAndEpoch():
                raise rt.Malformed
            if e_responses__partitions.snapshot_id != SnapshotId():
                raise rt.Malformed
            if e_responses__partitions.preferred_read_replica != -1:
                raise rt.Malformed
            s_responses__partitions__records = e_responses__partitions.records
            b_responses__partitions__records = (
                None
                if s_responses__partitions__records is None
                else s_responses__partitions__records
            )
            out += _S_ihqi.pack(
                e_responses__partitions.partition_index,
                e_responses__partitions.error_code,
                e_responses__partitions.high_watermark,
                -1
                if b_responses__partitions__records is None
                else len(b_responses__partitions__records),
            )
            if b_responses__partitions__records is not None:
                out += b_responses__partitions__records
            if e_responses__partitions.unknown_tagged_fields:
                raise rt.Malformed
        if e_responses.unknown_tagged_fields:
            raise rt.Malformed
    if obj.unknown_tagged_fields:
        raise rt.Malformed


def _encode_FetchResponse_v4(obj: FetchResponse, out: bytearray) -> None:
    """Encode FetchResponse, version 4."""
    if obj.session_id != 0:
        raise rt.Malformed
    if obj.node_endpoints != []:
        raise rt.Malformed
    a_responses = obj.responses
    out += _S_ii.pack(obj.throttle_time_ms, len(a_responses))
    for e_responses in a_responses:
        b_responses__topic = e_responses.topic.encode()
        out += _S_h.pack(len(b_responses__topic))
        out += b_responses__topic
        a_responses__partitions = e_responses.partitions
        out += _S_i.pack(len(a_responses__partitions))
        for e_responses__partitions in a_responses__partitions:
            if e_responses__partitions.diverging_epoch != EpochEndOffset():
                raise rt.Malformed
            if e_responses__partitions.current_leader != LeaderIdAndEpoch():
                raise rt.Malformed
            if e_responses__partitions.snapshot_id != SnapshotId():
                raise rt.Malformed
            if e_responses__partitions.preferred_read_replica != -1:
                raise rt.Malformed
            a_responses__partitions__aborted_transactions = (
                e_responses__partitions.aborted_transactions
            )
            out += _S_ihqqi.pack(
                e_responses__partitions.partition_index,
                e_responses__partitions.error_code,
                e_responses__partitions.high_watermark,
                e_responses__partitions.last_stable_offset,
                -1
                if a_responses__partitions__aborted_transactions is None
                else len(a_responses__partitions__aborted_transactions),
            )
            if a_responses__partitions__aborted_transactions is not None:
                for (
                    e_responses__partitions__aborted_transactions
                ) in a_responses__partitions__aborted_transactions:
                    out += _S_qq.pack(
                        e_responses__partitions__aborted_transactions.producer_id,
                        e_responses__partitions__aborted_transactions.first_offset,
                    )
                    if e_responses__partitions__aborted_transactions.unknown_tagged_fields:
                        raise rt.Malformed
            s_responses__partitions__records = e_responses__partitions.records
            b_responses__partitions__records = (
                None
                if s_responses__partitions__records is None
                else s_responses__partitions__records
            )
            out += _S_i.pack(
                -1
                if b_responses__partitions__records is None
                else len(b_responses__partitions__records)
            )
            if b_responses__partitions__records is not None:
                out += b_responses__partitions__records
            if e_responses__partitions.unknown_tagged_fields:
                raise rt.Malformed
        if e_responses.unknown_tagged_fields:
            raise rt.Malformed
    if obj.unknown_tagged_fields:
        raise rt.Malformed


def _encode_FetchResponse_v5(obj: FetchResponse, out: bytearray) -> None:
    """Encode FetchResponse, versions 5, 6."""
    if obj.session_id != 0:
        raise rt.Malformed
    if obj.node_endpoints != []:
        raise rt.Malformed
    a_responses = obj.responses
    out += _S_ii.pack(obj.throttle_time_ms, len(a_responses))
    for e_responses in a_responses:
        b_responses__topic = e_responses.topic.encode()
        out += _S_h.pack(len(b_responses__topic))
        out += b_responses__topic
        a_responses__partitions = e_responses.partitions
        out += _S_i.pack(len(a_responses__partitions))
        for e_responses__partitions in a_responses__partitions:
            if e_responses__partitions.diverging_epoch != EpochEndOffset():
                raise rt.Malformed
            if e_responses__partitions.current_leader != LeaderIdAndEpoch():
                raise rt.Malformed
            if e_responses__partitions.snapshot_id != SnapshotId():
                raise rt.Malformed
            if e_responses__partitions.preferred_read_replica != -1:
                raise rt.Malformed
            a_responses__partitions__aborted_transactions = (
                e_responses__partitions.aborted_transactions
            )
            out += _S_ihqqqi.pack(
                e_responses__partitions.partition_index,
                e_responses__partitions.error_code,
                e_responses__partitions.high_watermark,
                e_responses__partitions.last_stable_offset,
                e_responses__partitions.log_start_offset,
                -1
                if a_responses__partitions__aborted_transactions is None
                else len(a_responses__partitions__aborted_transactions),
            )
            if a_responses__partitions__aborted_transactions is not None:
                for (
                    e_responses__partitions__aborted_transactions
                ) in a_responses__partitions__aborted_transactions:
                    out += _S_qq.pack(
                        e_responses__partitions__aborted_transactions.producer_id,
                        e_responses__partitions__aborted_transactions.first_offset,
                    )
                    if e_responses__partitions__aborted_transactions.unknown_tagged_fields:
                        raise rt.Malformed
            s_responses__partitions__records = e_responses__partitions.records
            b_responses__partitions__records = (
                None
                if s_responses__partitions__records is None
                else s_responses__partitions__records
            )
            out += _S_i.pack(
                -1
                if b_responses__partitions__records is None
                else len(b_responses__partitions__records)
            )
            if b_responses__partitions__records is not None:
                out += b_responses__partitions__records
            if e_responses__partitions.unknown_tagged_fields:
                raise rt.Malformed
        if e_responses.unknown_tagged_fields:
            raise rt.Malformed
    if obj.unknown_tagged_fields:
        raise rt.Malformed


def _encode_FetchResponse_v7(obj: FetchResponse, out: bytearray) -> None:
    """Encode FetchResponse, versions 7, 8, 9, 10."""
    if obj.node_endpoints != []:
        raise rt.Malformed
    a_responses = obj.responses
    out += _S_ihii.pack(obj.throttle_time_ms, obj.error_code, obj.session_id, len(a_responses))
    for e_responses in a_responses:
        b_responses__topic = e_responses.topic.encode()
        out += _S_h.pack(len(b_responses__topic))
        out += b_responses__topic
        a_responses__partitions = e_responses.partitions
        out += _S_i.pack(len(a_responses__partitions))
        for e_responses__partitions in a_responses__partitions:
            if e_responses__partitions.diverging_epoch != EpochEndOffset():
                raise rt.Malformed
            if e_responses__partitions.current_leader != LeaderIdAndEpoch():
                raise rt.Malformed
            if e_responses__partitions.snapshot_id != SnapshotId():
                raise rt.Malformed
            if e_responses__partitions.preferred_read_replica != -1:
                raise rt.Malformed
            a_responses__partitions__aborted_transactions = (
                e_responses__partitions.aborted_transactions
            )
            out += _S_ihqqqi.pack(
                e_responses__partitions.partition_index,
                e_responses__partitions.error_code,
                e_responses__partitions.high_watermark,
                e_responses__partitions.last_stable_offset,
                e_responses__partitions.log_start_offset,
                -1
                if a_responses__partitions__aborted_transactions is None
                else len(a_responses__partitions__aborted_transactions),
            )
            if a_responses__partitions__aborted_transactions is not None:
                for (
                    e_responses__partitions__aborted_transactions
                ) in a_responses__partitions__aborted_transactions:
                    out += _S_qq.pack(
                        e_responses__partitions__aborted_transactions.producer_id,
                        e_responses__partitions__aborted_transactions.first_offset,
                    )
                    if e_responses__partitions__aborted_transactions.unknown_tagged_fields:
                        raise rt.Malformed
            s_responses__partitions__records = e_responses__partitions.records
            b_responses__partitions__records = (
                None
                if s_responses__partitions__records is None
                else s_responses__partitions__records
            )
            out += _S_i.pack(
                -1
                if b_responses__partitions__records is None
                else len(b_responses__partitions__records)
            )
            if b_responses__partitions__records is not None:
                out += b_responses__partitions__records
            if e_responses__partitions.unknown_tagged_fields:
                raise rt.Malformed
        if e_responses.unknown_tagged_fields:
            raise rt.Malformed
    if obj.unknown_tagged_fields:
        raise rt.Malformed


def _encode_FetchResponse_v11(obj: FetchResponse, out: bytearray) -> None:
    """Encode FetchResponse, version 11."""
    if obj.node_endpoints != []:
        raise rt.Malformed
    a_responses = obj.responses
    out += _S_ihii.pack(obj.throttle_time_ms, obj.error_code, obj.session_id, len(a_responses))
    for e_responses in a_responses:
        b_responses__topic = e_responses.topic.encode()
        out += _S_h.pack(len(b_responses__topic))
        out += b_responses__topic
        a_responses__partitions = e_responses.partitions
        out += _S_i.pack(len(a_responses__partitions))
        for e_responses__partitions in a_responses__partitions:
            if e_responses__partitions.diverging_epoch != EpochEndOffset():
                raise rt.Malformed
            if e_responses__partitions.current_leader != LeaderIdAndEpoch():
                raise rt.Malformed
            if e_responses__partitions.snapshot_id != SnapshotId():
                raise rt.Malformed
            a_responses__partitions__aborted_transactions = (
                e_responses__partitions.aborted_transactions
            )
            out += _S_ihqqqi.pack(
                e_responses__partitions.partition_index,
                e_responses__partitions.error_code,
                e_responses__partitions.high_watermark,
                e_responses__partitions.last_stable_offset,
                e_responses__partitions.log_start_offset,
                -1
                if a_responses__partitions__aborted_transactions is None
                else len(a_responses__partitions__aborted_transactions),
            )
            if a_responses__partitions__aborted_transactions is not None:
                for (
                    e_responses__partitions__aborted_transactions
                ) in a_responses__partitions__aborted_transactions:
                    out += _S_qq.pack(
                        e_responses__partitions__aborted_transactions.producer_id,
                        e_responses__partitions__aborted_transactions.first_offset,
                    )
                    if e_responses__partitions__aborted_transactions.unknown_tagged_fields:
                        raise rt.Malformed
            s_responses__partitions__records = e_responses__partitions.records
            b_responses__partitions__records = (
                None
                if s_responses__partitions__records is None
                else s_responses__partitions__records
            )
            out += _S_ii.pack(
                e_responses__partitions.preferred_read_replica,
                -1
                if b_responses__partitions__records is None
                else len(b_responses__partitions__records),
            )
            if b_responses__partitions__records is not None:
                out += b_responses__partitions__records
            if e_responses__partitions.unknown_tagged_fields:
                raise rt.Malformed
        if e_responses.unknown_tagged_fields:
            raise rt.Malformed
    if obj.unknown_tagged_fields:
        raise rt.Malformed


def _encode_FetchResponse_v12(obj: FetchResponse, out: bytearray) -> None:
    """Encode FetchResponse, version 12."""
    append = out.append
    if obj.node_endpoints != []:
        raise rt.Malformed
    out += _S_ihi.pack(obj.throttle_time_ms, obj.error_code, obj.session_id)
    a_responses = obj.responses
    n = len(a_responses) + 1
    if n < 128:
        append(n)
    else:
        out += rt.uvarint(n)
    for e_responses in a_responses:
        b_responses__topic = e_responses.topic.encode()
        n = len(b_responses__topic) + 1
        if n < 128:
            append(n)
        else:
            out += rt.string_length(n)
        out += b_responses__topic
        a_responses__partitions = e_responses.partitions
        n = len(a_responses__partitions) + 1
        if n < 128:
            append(n)
        else:
            out += rt.uvarint(n)
        for e_responses__partitions in a_responses__partitions:
            out += _S_ihqqq.pack(
                e_responses__partitions.partition_index,
                e_responses__partitions.error_code,
                e_responses__partitions.high_watermark,
                e_responses__partitions.last_stable_offset,
                e_responses__partitions.log_start_offset,
            )
            a_responses__partitions__aborted_transactions = (
                e_responses__partitions.aborted_transactions
            )
            if a_responses__partitions__aborted_transactions is None:
                append(0)
            else:
                n = len(a_responses__partitions__aborted_transactions) + 1
                if n < 128:
                    append(n)
                else:
                    out += rt.uvarint(n)
                for (
                    e_responses__partitions__aborted_transactions
                ) in a_responses__partitions__aborted_transactions:
                    out += _S_qq.pack(
                        e_responses__partitions__aborted_transactions.producer_id,
                        e_responses__partitions__aborted_transactions.first_offset,
                    )
                    if e_responses__partitions__aborted_transactions.unknown_tagged_fields:
                        rt.write_tags(
                            out,
                            (),
                            e_responses__partitions__aborted_transactions.unknown_tagged_fields,
                        )
                    else:
                        append(0)
            out += _S_i.pack(e_responses__partitions.preferred_read_replica)
            s_responses__partitions__records = e_responses__partitions.records
            if s_responses__partitions__records is None:
                append(0)
            else:
                b_responses__partitions__records = s_responses__partitions__records
                n = len(b_responses__partitions__records) + 1
                if n < 128:
                    append(n)
                elif n < 0x4000:
                    append((n & 0x7F) | 0x80)
                    append(n >> 7)
                else:
                    out += rt.uvarint(n)
                out += b_responses__partitions__records
            responses__partitions__tags: list[tuple[int, bytes]] = []
            responses__partitions__sub: bytearray
            if e_responses__partitions.diverging_epoch != EpochEndOffset():
                responses__partitions__sub = bytearray()
                _encode_EpochEndOffset_v12(
                    e_responses__partitions.diverging_epoch, responses__partitions__sub
                )
                responses__partitions__tags.append((0, bytes(responses__partitions__sub)))
            if e_responses__partitions.current_leader != LeaderIdAndEpoch():
                responses__partitions__sub = bytearray()
                _encode_LeaderIdAndEpoch_v12(
                    e_responses__partitions.current_leader, responses__partitions__sub
                )
                responses__partitions__tags.append((1, bytes(responses__partitions__sub)))
            if e_responses__partitions.snapshot_id != SnapshotId():
                responses__partitions__sub = bytearray()
                _encode_SnapshotId_v12(
                    e_responses__partitions.snapshot_id, responses__partitions__sub
                )
                responses__partitions__tags.append((2, bytes(responses__partitions__sub)))
            rt.write_tags(
                out,
                responses__partitions__tags,
                e_responses__partitions.unknown_tagged_fields,
                (0, 1, 2),
            )
        if e_responses.unknown_tagged_fields:
            rt.write_tags(out, (), e_responses.unknown_tagged_fields)
        else:
            append(0)
    if obj.unknown_tagged_fields:
        rt.write_tags(out, (), obj.unknown_tagged_fields, (), (0,))
    else:
        append(0)


def _encode_FetchResponse_v13(obj: FetchResponse, out: bytearray) -> None:
    """Encode FetchResponse, versions 13, 14, 15."""
    append = out.append
    if obj.node_endpoints != []:
        raise rt.Malformed
    out += _S_ihi.pack(obj.throttle_time_ms, obj.error_code, obj.session_id)
    a_responses = obj.responses
    n = len(a_responses) + 1
    if n < 128:
        append(n)
    else:
        out += rt.uvarint(n)
    for e_responses in a_responses:
        out += _S_u.pack(e_responses.topic_id.bytes)
        a_responses__partitions = e_responses.partitions
        n = len(a_responses__partitions) + 1
        if n < 128:
            append(n)
        else:
            out += rt.uvarint(n)
        for e_responses__partitions in a_responses__partitions:
            out += _S_ihqqq.pack(
                e_responses__partitions.partition_index,
                e_responses__partitions.error_code,
                e_responses__partitions.high_watermark,
                e_responses__partitions.last_stable_offset,
                e_responses__partitions.log_start_offset,
            )
            a_responses__partitions__aborted_transactions = (
                e_responses__partitions.aborted_transactions
            )
            if a_responses__partitions__aborted_transactions is None:
                append(0)
            else:
                n = len(a_responses__partitions__aborted_transactions) + 1
                if n < 128:
                    append(n)
                else:
                    out += rt.uvarint(n)
                for (
                    e_responses__partitions__aborted_transactions
                ) in a_responses__partitions__aborted_transactions:
                    out += _S_qq.pack(
                        e_responses__partitions__aborted_transactions.producer_id,
                        e_responses__partitions__aborted_transactions.first_offset,
                    )
                    if e_responses__partitions__aborted_transactions.unknown_tagged_fields:
                        rt.write_tags(
                            out,
                            (),
                            e_responses__partitions__aborted_transactions.unknown_tagged_fields,
                        )
                    else:
                        append(0)
            out += _S_i.pack(e_responses__partitions.preferred_read_replica)
            s_responses__partitions__records = e_responses__partitions.records
            if s_responses__partitions__records is None:
                append(0)
            else:
                b_responses__partitions__records = s_responses__partitions__records
                n = len(b_responses__partitions__records) + 1
                if n < 128:
                    append(n)
                elif n < 0x4000:
                    append((n & 0x7F) | 0x80)
                    append(n >> 7)
                else:
                    out += rt.uvarint(n)
                out += b_responses__partitions__records
            responses__partitions__tags: list[tuple[int, bytes]] = []
            responses__partitions__sub: bytearray
            if e_responses__partitions.diverging_epoch != EpochEndOffset():
                responses__partitions__sub = bytearray()
                _encode_EpochEndOffset_v12(
                    e_responses__partitions.diverging_epoch, responses__partitions__sub
                )
                responses__partitions__tags.append((0, bytes(responses__partitions__sub)))
            if e_responses__partitions.current_leader != LeaderIdAndEpoch():
                responses__partitions__sub = bytearray()
                _encode_LeaderIdAndEpoch_v12(
                    e_responses__partitions.current_leader, responses__partitions__sub
                )
                responses__partitions__tags.append((1, bytes(responses__partitions__sub)))
            if e_responses__partitions.snapshot_id != SnapshotId():
                responses__partitions__sub = bytearray()
                _encode_SnapshotId_v12(
                    e_responses__partitions.snapshot_id, responses__partitions__sub
                )
                responses__partitions__tags.append((2, bytes(responses__partitions__sub)))
            rt.write_tags(
                out,
                responses__partitions__tags,
                e_responses__partitions.unknown_tagged_fields,
                (0, 1, 2),
            )
        if e_responses.unknown_tagged_fields:
            rt.write_tags(out, (), e_responses.unknown_tagged_fields)
        else:
            append(0)
    if obj.unknown_tagged_fields:
        rt.write_tags(out, (), obj.unknown_tagged_fields, (), (0,))
    else:
        append(0)


def _encode_FetchResponse_v16(obj: FetchResponse, out: bytearray) -> None:
    """Encode FetchResponse, versions 16, 17, 18."""
    append = out.append
    out += _S_ihi.pack(obj.throttle_time_ms, obj.error_code, obj.session_id)
    a_responses = obj.responses
    n = len(a_responses) + 1
    if n < 128:
        append(n)
    else:
        out += rt.uvarint(n)
    for e_responses in a_responses:
        out += _S_u.pack(e_responses.topic_id.bytes)
        a_responses__partitions = e_responses.partitions
        n = len(a_responses__partitions) + 1
        if n < 128:
            append(n)
        else:
            out += rt.uvarint(n)
        for e_responses__partitions in a_responses__partitions:
            out += _S_ihqqq.pack(
                e_responses__partitions.partition_index,
                e_responses__partitions.error_code,
                e_responses__partitions.high_watermark,
                e_responses__partitions.last_stable_offset,
                e_responses__partitions.log_start_offset,
            )
            a_responses__partitions__aborted_transactions = (
                e_responses__partitions.aborted_transactions
            )
            if a_responses__partitions__aborted_transactions is None:
                append(0)
            else:
                n = len(a_responses__partitions__aborted_transactions) + 1
                if n < 128:
                    append(n)
                else:
                    out += rt.uvarint(n)
                for (
                    e_responses__partitions__aborted_transactions
                ) in a_responses__partitions__aborted_transactions:
                    out += _S_qq.pack(
                        e_responses__partitions__aborted_transactions.producer_id,
                        e_responses__partitions__aborted_transactions.first_offset,
                    )
                    if e_responses__partitions__aborted_transactions.unknown_tagged_fields:
                        rt.write_tags(
                            out,
                            (),
                            e_responses__partitions__aborted_transactions.unknown_tagged_fields,
                        )
                    else:
                        append(0)
            out += _S_i.pack(e_responses__partitions.preferred_read_replica)
            s_responses__partitions__records = e_responses__partitions.records
            if s_responses__partitions__records is None:
                append(0)
            else:
                b_responses__partitions__records = s_responses__partitions__records
                n = len(b_responses__partitions__records) + 1
                if n < 128:
                    append(n)
                elif n < 0x4000:
                    append((n & 0x7F) | 0x80)
                    append(n >> 7)
                else:
                    out += rt.uvarint(n)
                out += b_responses__partitions__records
            responses__partitions__tags: list[tuple[int, bytes]] = []
            responses__partitions__sub: bytearray
            if e_responses__partitions.diverging_epoch != EpochEndOffset():
                responses__partitions__sub = bytearray()
                _encode_EpochEndOffset_v12(
                    e_responses__partitions.diverging_epoch, responses__partitions__sub
                )
                responses__partitions__tags.append((0, bytes(responses__partitions__sub)))
            if e_responses__partitions.current_leader != LeaderIdAndEpoch():
                responses__partitions__sub = bytearray()
                _encode_LeaderIdAndEpoch_v12(
                    e_responses__partitions.current_leader, responses__partitions__sub
                )
                responses__partitions__tags.append((1, bytes(responses__partitions__sub)))
            if e_responses__partitions.snapshot_id != SnapshotId():
                responses__partitions__sub = bytearray()
                _encode_SnapshotId_v12(
                    e_responses__partitions.snapshot_id, responses__partitions__sub
                )
                responses__partitions__tags.append((2, bytes(responses__partitions__sub)))
            rt.write_tags(
                out,
                responses__partitions__tags,
                e_responses__partitions.unknown_tagged_fields,
                (0, 1, 2),
            )
        if e_responses.unknown_tagged_fields:
            rt.write_tags(out, (), e_responses.unknown_tagged_fields)
        else:
            append(0)
    tags: list[tuple[int, bytes]] = []
    sub: bytearray
    if obj.node_endpoints != []:
        sub = bytearray()
        a_node_endpoints = obj.node_endpoints
        n = len(a_node_endpoints) + 1
        if n < 128:
            sub.append(n)
        else:
            sub += rt.uvarint(n)
        for e_node_endpoints in a_node_endpoints:
            _encode_NodeEndpoint_v16(e_node_endpoints, sub)
        tags.append((0, bytes(sub)))
    rt.write_tags(out, tags, obj.unknown_tagged_fields, (0,))


EpochEndOffset._SCHEMA = rt.StructInfo(
    "EpochEndOffset",
    (
        rt.FieldInfo("epoch", "epoch", "int32", rt.vr("12+"), default=-1),
        rt.FieldInfo("end_offset", "endOffset", "int64", rt.vr("12+"), default=-1),
    ),
    flexible=rt.vr("12+"),
)
EpochEndOffset._DECODERS = {
    12: _decode_EpochEndOffset_v12,
    13: _decode_EpochEndOffset_v12,
    14: _decode_EpochEndOffset_v12,
    15: _decode_EpochEndOffset_v12,
    16: _decode_EpochEndOffset_v12,
    17: _decode_EpochEndOffset_v12,
    18: _decode_EpochEndOffset_v12,
}
EpochEndOffset._ENCODERS = {
    12: _encode_EpochEndOffset_v12,
    13: _encode_EpochEndOffset_v12,
    14: _encode_EpochEndOffset_v12,
    15: _encode_EpochEndOffset_v12,
    16: _encode_EpochEndOffset_v12,
    17: _encode_EpochEndOffset_v12,
    18: _encode_EpochEndOffset_v12,
}

LeaderIdAndEpoch._SCHEMA = rt.StructInfo(
    "LeaderIdAndEpoch",
    (
        rt.FieldInfo("leader_id", "leaderId", "int32", rt.vr("12+"), default=-1),
        rt.FieldInfo("leader_epoch", "leaderEpoch", "int32", rt.vr("12+"), default=-1),
    ),
    flexible=rt.vr("12+"),
)
LeaderIdAndEpoch._DECODERS = {
    12: _decode_LeaderIdAndEpoch_v12,
    13: _decode_LeaderIdAndEpoch_v12,
    14: _decode_LeaderIdAndEpoch_v12,
    15: _decode_LeaderIdAndEpoch_v12,
    16: _decode_LeaderIdAndEpoch_v12,
    17: _decode_LeaderIdAndEpoch_v12,
    18: _decode_LeaderIdAndEpoch_v12,
}
LeaderIdAndEpoch._ENCODERS = {
    12: _encode_LeaderIdAndEpoch_v12,
    13: _encode_LeaderIdAndEpoch_v12,
    14: _encode_LeaderIdAndEpoch_v12,
    15: _encode_LeaderIdAndEpoch_v12,
    16: _encode_LeaderIdAndEpoch_v12,
    17: _encode_LeaderIdAndEpoch_v12,
    18: _encode_LeaderIdAndEpoch_v12,
}

SnapshotId._SCHEMA = rt.StructInfo(
    "SnapshotId",
    (
        rt.FieldInfo("end_offset", "endOffset", "int64", rt.vr("0+"), default=-1),
        rt.FieldInfo("epoch", "epoch", "int32", rt.vr("0+"), default=-1),
    ),
    flexible=rt.vr("12+"),
)
SnapshotId._DECODERS = {
    12: _decode_SnapshotId_v12,
    13: _decode_SnapshotId_v12,
    14: _decode_SnapshotId_v12,
    15: _decode_SnapshotId_v12,
    16: _decode_SnapshotId_v12,
    17: _decode_SnapshotId_v12,
    18: _decode_SnapshotId_v12,
}
SnapshotId._ENCODERS = {
    12: _encode_SnapshotId_v12,
    13: _encode_SnapshotId_v12,
    14: _encode_SnapshotId_v12,
    15: _encode_SnapshotId_v12,
    16: _encode_SnapshotId_v12,
    17: _encode_SnapshotId_v12,
    18: _encode_SnapshotId_v12,
}

AbortedTransaction._SCHEMA = rt.StructInfo(
    "AbortedTransaction",
    (
        rt.FieldInfo("producer_id", "producerId", "int64", rt.vr("4+"), default=0),
        rt.FieldInfo("first_offset", "firstOffset", "int64", rt.vr("4+"), default=0),
    ),
    flexible=rt.vr("12+"),
)
AbortedTransaction._DECODERS = {
    4: _decode_AbortedTransaction_v4,
    5: _decode_AbortedTransaction_v4,
    6: _decode_AbortedTransaction_v4,
    7: _decode_AbortedTransaction_v4,
    8: _decode_AbortedTransaction_v4,
    9: _decode_AbortedTransaction_v4,
    10: _decode_AbortedTransaction_v4,
    11: _decode_AbortedTransaction_v4,
    12: _decode_AbortedTransaction_v12,
    13: _decode_AbortedTransaction_v12,
    14: _decode_AbortedTransaction_v12,
    15: _decode_AbortedTransaction_v12,
    16: _decode_AbortedTransaction_v12,
    17: _decode_AbortedTransaction_v12,
    18: _decode_AbortedTransaction_v12,
}
AbortedTransaction._ENCODERS = {
    4: _encode_AbortedTransaction_v4,
    5: _encode_AbortedTransaction_v4,
    6: _encode_AbortedTransaction_v4,
    7: _encode_AbortedTransaction_v4,
    8: _encode_AbortedTransaction_v4,
    9: _encode_AbortedTransaction_v4,
    10: _encode_AbortedTransaction_v4,
    11: _encode_AbortedTransaction_v4,
    12: _encode_AbortedTransaction_v12,
    13: _encode_AbortedTransaction_v12,
    14: _encode_AbortedTransaction_v12,
    15: _encode_AbortedTransaction_v12,
    16: _encode_AbortedTransaction_v12,
    17: _encode_AbortedTransaction_v12,
    18: _encode_AbortedTransaction_v12,
}

PartitionData._SCHEMA = rt.StructInfo(
    "PartitionData",
    (
        rt.FieldInfo("partition_index", "partitionIndex", "int32", rt.vr("0+"), default=0),
        rt.FieldInfo("error_code", "errorCode", "int16", rt.vr("0+"), default=0),
        rt.FieldInfo("high_watermark", "highWatermark", "int64", rt.vr("0+"), default=0),
        rt.FieldInfo(
            "last_stable_offset",
            "lastStableOffset",
            "int64",
            rt.vr("4+"),
            default=-1,
            ignorable=True,
        ),
        rt.FieldInfo(
            "log_start_offset", "logStartOffset", "int64", rt.vr("5+"), default=-1, ignorable=True
        ),
        rt.FieldInfo(
            "diverging_epoch",
            "divergingEpoch",
            "struct",
            rt.vr("12+"),
            struct=lambda: EpochEndOffset,
            tagged=rt.vr("12+"),
            tag=0,
            default=EpochEndOffset(),
        ),
        rt.FieldInfo(
            "current_leader",
            "currentLeader",
            "struct",
            rt.vr("12+"),
            struct=lambda: LeaderIdAndEpoch,
            tagged=rt.vr("12+"),
            tag=1,
            default=LeaderIdAndEpoch(),
        ),
        rt.FieldInfo(
            "snapshot_id",
            "snapshotId",
            "struct",
            rt.vr("12+"),
            struct=lambda: SnapshotId,
            tagged=rt.vr("12+"),
            tag=2,
            default=SnapshotId(),
        ),
        rt.FieldInfo(
            "aborted_transactions",
            "abortedTransactions",
            "struct",
            rt.vr("4+"),
            is_array=True,
            struct=lambda: AbortedTransaction,
            nullable=rt.vr("4+"),
            default=(),
            ignorable=True,
        ),
        rt.FieldInfo(
            "preferred_read_replica", "preferredReadReplica", "int32", rt.vr("11+"), default=-1
        ),
        rt.FieldInfo("records", "records", "records", rt.vr("0+"), nullable=rt.vr("0+")),
    ),
    flexible=rt.vr("12+"),
)
PartitionData._DECODERS = {
    0: _decode_PartitionData_v0,
    1: _decode_PartitionData_v0,
    2: _decode_PartitionData_v0,
    3: _decode_PartitionData_v0,
    4: _decode_PartitionData_v4,
    5: _decode_PartitionData_v5,
    6: _decode_PartitionData_v5,
    7: _decode_PartitionData_v5,
    8: _decode_PartitionData_v5,
    9: _decode_PartitionData_v5,
    10: _decode_PartitionData_v5,
    11: _decode_PartitionData_v11,
    12: _decode_PartitionData_v12,
    13: _decode_PartitionData_v12,
    14: _decode_PartitionData_v12,
    15: _decode_PartitionData_v12,
    16: _decode_PartitionData_v12,
    17: _decode_PartitionData_v12,
    18: _decode_PartitionData_v12,
}
PartitionData._ENCODERS = {
    0: _encode_PartitionData_v0,
    1: _encode_PartitionData_v0,
    2: _encode_PartitionData_v0,
    3: _encode_PartitionData_v0,
    4: _encode_PartitionData_v4,
    5: _encode_PartitionData_v5,
    6: _encode_PartitionData_v5,
    7: _encode_PartitionData_v5,
    8: _encode_PartitionData_v5,
    9: _encode_PartitionData_v5,
    10: _encode_PartitionData_v5,
    11: _encode_PartitionData_v11,
    12: _encode_PartitionData_v12,
    13: _encode_PartitionData_v12,
    14: _encode_PartitionData_v12,
    15: _encode_PartitionData_v12,
    16: _encode_PartitionData_v12,
    17: _encode_PartitionData_v12,
    18: _encode_PartitionData_v12,
}

FetchableTopicResponse._SCHEMA = rt.StructInfo(
    "FetchableTopicResponse",
    (
        rt.FieldInfo("topic", "topic", "string", rt.vr("0-12"), default="", ignorable=True),
        rt.FieldInfo(
            "topic_id", "topicId", "uuid", rt.vr("13+"), default=rt.ZERO_UUID, ignorable=True
        ),
        rt.FieldInfo(
            "partitions",
            "partitions",
            "struct",
            rt.vr("0+"),
            is_array=True,
            struct=lambda: PartitionData,
            default=(),
        ),
    ),
    flexible=rt.vr("12+"),
)
FetchableTopicResponse._DECODERS = {
    0: _decode_FetchableTopicResponse_v0,
    1: _decode_FetchableTopicResponse_v0,
    2: _decode_FetchableTopicResponse_v0,
    3: _decode_FetchableTopicResponse_v0,
    4: _decode_FetchableTopicResponse_v4,
    5: _decode_FetchableTopicResponse_v5,
    6: _decode_FetchableTopicResponse_v5,
    7: _decode_FetchableTopicResponse_v5,
    8: _decode_FetchableTopicResponse_v5,
    9: _decode_FetchableTopicResponse_v5,
    10: _decode_FetchableTopicResponse_v5,
    11: _decode_FetchableTopicResponse_v11,
    12: _decode_FetchableTopicResponse_v12,
    13: _decode_FetchableTopicResponse_v13,
    14: _decode_FetchableTopicResponse_v13,
    15: _decode_FetchableTopicResponse_v13,
    16: _decode_FetchableTopicResponse_v13,
    17: _decode_FetchableTopicResponse_v13,
    18: _decode_FetchableTopicResponse_v13,
}
FetchableTopicResponse._ENCODERS = {
    0: _encode_FetchableTopicResponse_v0,
    1: _encode_FetchableTopicResponse_v0,
    2: _encode_FetchableTopicResponse_v0,
    3: _encode_FetchableTopicResponse_v0,
    4: _encode_FetchableTopicResponse_v4,
    5: _encode_FetchableTopicResponse_v5,
    6: _encode_FetchableTopicResponse_v5,
    7: _encode_FetchableTopicResponse_v5,
    8: _encode_FetchableTopicResponse_v5,
    9: _encode_FetchableTopicResponse_v5,
    10: _encode_FetchableTopicResponse_v5,
    11: _encode_FetchableTopicResponse_v11,
    12: _encode_FetchableTopicResponse_v12,
    13: _encode_FetchableTopicResponse_v13,
    14: _encode_FetchableTopicResponse_v13,
    15: _encode_FetchableTopicResponse_v13,
    16: _encode_FetchableTopicResponse_v13,
    17: _encode_FetchableTopicResponse_v13,
    18: _encode_FetchableTopicResponse_v13,
}

NodeEndpoint._SCHEMA = rt.StructInfo(
    "NodeEndpoint",
    (
        rt.FieldInfo("node_id", "nodeId", "int32", rt.vr("16+"), default=0),
        rt.FieldInfo("host", "host", "string", rt.vr("16+"), default=""),
        rt.FieldInfo("port", "port", "int32", rt.vr("16+"), default=0),
        rt.FieldInfo("rack", "rack", "string", rt.vr("16+"), nullable=rt.vr("16+")),
    ),
    flexible=rt.vr("12+"),
)
NodeEndpoint._DECODERS = {
    16: _decode_NodeEndpoint_v16,
    17: _decode_NodeEndpoint_v16,
    18: _decode_NodeEndpoint_v16,
}
NodeEndpoint._ENCODERS = {
    16: _encode_NodeEndpoint_v16,
    17: _encode_NodeEndpoint_v16,
    18: _encode_NodeEndpoint_v16,
}

FetchResponse._SCHEMA = rt.StructInfo(
    "FetchResponse",
    (
        rt.FieldInfo(
            "throttle_time_ms", "throttleTimeMs", "int32", rt.vr("1+"), default=0, ignorable=True
        ),
        rt.FieldInfo("error_code", "errorCode", "int16", rt.vr("7+"), default=0, ignorable=True),
        rt.FieldInfo("session_id", "sessionId", "int32", rt.vr("7+"), default=0),
        rt.FieldInfo(
            "responses",
            "responses",
            "struct",
            rt.vr("0+"),
            is_array=True,
            struct=lambda: FetchableTopicResponse,
            default=(),
        ),
        rt.FieldInfo(
            "node_endpoints",
            "nodeEndpoints",
            "struct",
            rt.vr("16+"),
            is_array=True,
            struct=lambda: NodeEndpoint,
            tagged=rt.vr("16+"),
            tag=0,
            default=(),
        ),
    ),
    flexible=rt.vr("12+"),
)
FetchResponse._DECODERS = {
    0: _decode_FetchResponse_v0,
    1: _decode_FetchResponse_v1,
    2: _decode_FetchResponse_v1,
    3: _decode_FetchResponse_v1,
    4: _decode_FetchResponse_v4,
    5: _decode_FetchResponse_v5,
    6: _decode_FetchResponse_v5,
    7: _decode_FetchResponse_v7,
    8: _decode_FetchResponse_v7,
    9: _decode_FetchResponse_v7,
    10: _decode_FetchResponse_v7,
    11: _decode_FetchResponse_v11,
    12: _decode_FetchResponse_v12,
    13: _decode_FetchResponse_v13,
    14: _decode_FetchResponse_v13,
    15: _decode_FetchResponse_v13,
    16: _decode_FetchResponse_v16,
    17: _decode_FetchResponse_v16,
    18: _decode_FetchResponse_v16,
}
FetchResponse._ENCODERS = {
    0: _encode_FetchResponse_v0,
    1: _encode_FetchResponse_v1,
    2: _encode_FetchResponse_v1,
    3: _encode_FetchResponse_v1,
    4: _encode_FetchResponse_v4,
    5: _encode_FetchResponse_v5,
    6: _encode_FetchResponse_v5,
    7: _encode_FetchResponse_v7,
    8: _encode_FetchResponse_v7,
    9: _encode_FetchResponse_v7,
    10: _encode_FetchResponse_v7,
    11: _encode_FetchResponse_v11,
    12: _encode_FetchResponse_v12,
    13: _encode_FetchResponse_v13,
    14: _encode_FetchResponse_v13,
    15: _encode_FetchResponse_v13,
    16: _encode_FetchResponse_v16,
    17: _encode_FetchResponse_v16,
    18: _encode_FetchResponse_v16,
}
