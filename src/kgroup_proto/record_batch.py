"""Kafka's record-batch format (magic 2): headers, checks, records, and a writer.

A batch starts with a 61-byte header::

    baseOffset int64 | batchLength int32 | partitionLeaderEpoch int32 | magic int8 | crc uint32 |
    attributes int16 | lastOffsetDelta int32 | baseTimestamp int64 | maxTimestamp int64 |
    producerId int64 | producerEpoch int16 | baseSequence int32 | recordCount int32 | records...

The CRC-32C covers everything from ``attributes`` to the end of the batch, so a broker can set
``baseOffset`` and ``partitionLeaderEpoch`` without recomputing it. The attributes hold the
compression codec (bits 0-2, see :mod:`kgroup_proto.compression`), the timestamp type (bit 3:
log-append time, when every record's timestamp is the batch's maxTimestamp), the transactional
flag (bit 4) and the control flag (bit 5: the batch holds a transaction marker, not data).

Each record is varint-framed::

    length varint | attributes int8 | timestampDelta varlong | offsetDelta varint |
    keyLength varint | key | valueLength varint | value | headerCount varint |
    (headerKeyLength varint | headerKey utf-8 | headerValueLength varint | headerValue)*

where every varint is zig-zag encoded and a length of -1 is null. A broker stores batches as
producers sent them (possibly compressed) and reads them back whole; consumers decompress and
read the records (:func:`read_records`).
"""

from __future__ import annotations

import struct
from collections.abc import Iterator, Sequence
from typing import NamedTuple

import attrs

from kgroup_proto import compression

HEADER = struct.Struct(">qiibIhiqqqhii")
HEADER_SIZE = HEADER.size  # 61
#: batchLength counts the bytes after itself: the header from partitionLeaderEpoch on.
LENGTH_OVERHEAD = 12
CRC_START = 21  # attributes
COMPRESSION_MASK = 0x07
LOG_APPEND_TIME_FLAG = 0x08
TRANSACTIONAL_FLAG = 0x10
CONTROL_FLAG = 0x20
#: Timestamp types as Kafka's clients number them (TimestampType's ids).
CREATE_TIME, LOG_APPEND_TIME = 0, 1
#: Control records' key: int16 version, int16 type (0 abort, 1 commit).
CONTROL_KEY = struct.Struct(">hh")
CONTROL_ABORT, CONTROL_COMMIT = 0, 1


class BatchError(ValueError):
    """Bytes that are not a valid magic-2 record batch; the message says what is wrong."""

    def __init__(self, message: str, corrupt: bool = False) -> None:
        super().__init__(message)
        #: True for a CRC mismatch (Kafka's CORRUPT_MESSAGE), False for other format problems.
        self.corrupt = corrupt


@attrs.frozen
class BatchHeader:
    base_offset: int
    length: int
    partition_leader_epoch: int
    magic: int
    crc: int
    attributes: int
    last_offset_delta: int
    base_timestamp: int
    max_timestamp: int
    producer_id: int
    producer_epoch: int
    base_sequence: int
    record_count: int

    @property
    def size(self) -> int:
        """Bytes of the whole batch, header included."""
        return self.length + LENGTH_OVERHEAD

    @property
    def compression(self) -> int:
        return self.attributes & COMPRESSION_MASK

    @property
    def is_control(self) -> bool:
        return bool(self.attributes & CONTROL_FLAG)

    @property
    def is_transactional(self) -> bool:
        return bool(self.attributes & TRANSACTIONAL_FLAG)

    @property
    def timestamp_type(self) -> int:
        """CREATE_TIME, or LOG_APPEND_TIME when the broker stamped the batch."""
        return LOG_APPEND_TIME if self.attributes & LOG_APPEND_TIME_FLAG else CREATE_TIME

    @property
    def last_offset(self) -> int:
        return self.base_offset + self.last_offset_delta

    @property
    def last_sequence(self) -> int:
        return self.base_sequence + self.last_offset_delta


def read_header(data: bytes | memoryview, pos: int = 0) -> BatchHeader:
    if len(data) - pos < HEADER_SIZE:
        raise BatchError(f"a record batch needs {HEADER_SIZE} bytes, {len(data) - pos} remain")
    header = BatchHeader(*HEADER.unpack_from(data, pos))
    if header.magic != 2:
        raise BatchError(f"record batch magic {header.magic} is not supported (only 2)")
    if header.length < HEADER_SIZE - LENGTH_OVERHEAD:
        raise BatchError(f"batch length {header.length} is shorter than a batch header")
    if header.size > len(data) - pos:
        raise BatchError(f"batch of {header.size} bytes but only {len(data) - pos} remain")
    return header


def split_batches(data: bytes) -> list[tuple[BatchHeader, bytes]]:
    """Every batch in ``data`` with its header, checked (CRC, counts); raises BatchError."""
    batches = []
    pos = 0
    while pos < len(data):
        header = read_header(data, pos)
        batch = data[pos : pos + header.size]
        if _crc32c(batch[CRC_START:]) != header.crc:
            raise BatchError("record batch CRC-32C mismatch", corrupt=True)
        if header.record_count != header.last_offset_delta + 1 or header.record_count < 1:
            raise BatchError(
                f"record count {header.record_count} does not match last offset delta "
                f"{header.last_offset_delta}"
            )
        batches.append((header, batch))
        pos += header.size
    if not batches:
        raise BatchError("no record batch")
    return batches


def complete_batches(data: bytes) -> Iterator[tuple[BatchHeader, bytes]]:
    """The whole batches at the start of ``data``, CRC-checked, as a Fetch answer holds them.

    A broker may cut the last batch of an answer short at its size limit; that partial batch
    is not an error, it is simply not returned (the next fetch starts at its offset).
    """
    pos = 0
    while len(data) - pos >= HEADER_SIZE:
        (length,) = _LENGTH.unpack_from(data, pos + 8)
        if length + LENGTH_OVERHEAD > len(data) - pos:
            return
        header = read_header(data, pos)
        batch = data[pos : pos + header.size]
        if _crc32c(batch[CRC_START:]) != header.crc:
            raise BatchError(
                f"record batch at offset {header.base_offset}: CRC-32C mismatch", corrupt=True
            )
        yield header, batch
        pos += header.size


_LENGTH = struct.Struct(">i")


def _crc32c(data: bytes) -> int:
    try:  # the coordinator and spark extras; imported late so the package imports without it
        import crc32c
    except ImportError:
        raise BatchError(
            "checking record batches needs the crc32c package: pip install crc32c"
        ) from None

    return int(crc32c.crc32c(data))


def with_base_offset(batch: bytes, base_offset: int, leader_epoch: int = 0) -> bytes:
    """The batch with baseOffset and partitionLeaderEpoch set (outside the CRC)."""
    return (
        struct.pack(">q", base_offset) + batch[8:12] + struct.pack(">i", leader_epoch) + batch[16:]
    )


#: The most bytes a varint (an int) and a varlong (a long) take, as Kafka's ByteUtils reads them.
VARINT_BYTES, VARLONG_BYTES = 5, 10


def _varint(data: bytes, pos: int, most: int = VARINT_BYTES) -> tuple[int, int]:
    """A zig-zag varint (as records use), of at most ``most`` bytes, and the position after it."""
    shift = result = 0
    limit = pos + most
    while True:
        if pos >= len(data):
            raise BatchError("truncated varint in a record")
        if pos == limit:
            kind = "varint" if most == VARINT_BYTES else "varlong"
            raise BatchError(f"{kind} longer than {most} bytes in a record")
        byte = data[pos]
        pos += 1
        result |= (byte & 0x7F) << shift
        if not byte & 0x80:
            return (result >> 1) ^ -(result & 1), pos
        shift += 7


def record_timestamps(batch: bytes, header: BatchHeader) -> list[tuple[int, int]]:
    """(offset, timestamp) of each record in an uncompressed batch."""
    if header.compression:
        raise BatchError("compressed records cannot be read one by one here")
    out = []
    pos = HEADER_SIZE
    for _ in range(header.record_count):
        length, pos = _varint(batch, pos)
        end = pos + length
        pos += 1  # attributes
        timestamp_delta, pos = _varint(batch, pos, VARLONG_BYTES)
        offset_delta, pos = _varint(batch, pos)
        out.append((header.base_offset + offset_delta, header.base_timestamp + timestamp_delta))
        pos = end
    return out


class Record(NamedTuple):
    """One record as a consumer sees it: absolute offset and timestamp, null key or value as
    None, headers as (key, value) pairs in their order, and the batch's timestamp type."""

    offset: int
    timestamp: int
    key: bytes | None
    value: bytes | None
    headers: tuple[tuple[str, bytes | None], ...] = ()
    timestamp_type: int = CREATE_TIME


def read_records(batch: bytes, header: BatchHeader) -> list[Record]:
    """Every record of a batch (decompressed as its codec says), in offset order.

    Under log-append time every record carries the batch's maxTimestamp, as Kafka's consumers
    report it. Raises BatchError for records that do not fit the batch, and
    :class:`~kgroup_proto.compression.CompressionError` for a codec that cannot be read.
    """
    data = compression.decompress(header.compression, batch[HEADER_SIZE:])
    kind = header.timestamp_type
    log_append = kind == LOG_APPEND_TIME
    base_offset, base_timestamp = header.base_offset, header.base_timestamp
    records: list[Record] = []
    append = records.append
    pos = 0
    end_of_data = len(data)
    # Nearly every varint of a record fits in one byte: those are read inline (a zig-zag byte
    # below 0x80), the others, and the errors, by _varint.
    try:
        for _ in range(header.record_count):
            byte = data[pos] if pos < end_of_data else 0x80
            if byte < 0x80:
                length, pos = (byte >> 1) ^ -(byte & 1), pos + 1
            else:
                length, pos = _varint(data, pos)
            end = pos + length
            if length < 0 or end > end_of_data:
                raise BatchError(
                    f"record of {length} bytes does not fit the batch at offset "
                    f"{header.base_offset}"
                )
            pos += 1  # attributes: unused
            byte = data[pos] if pos < end_of_data else 0x80
            if byte < 0x80:
                timestamp_delta, pos = (byte >> 1) ^ -(byte & 1), pos + 1
            else:
                timestamp_delta, pos = _varint(data, pos, VARLONG_BYTES)
            byte = data[pos] if pos < end_of_data else 0x80
            if byte < 0x80:
                offset_delta, pos = (byte >> 1) ^ -(byte & 1), pos + 1
            else:
                offset_delta, pos = _varint(data, pos)
            key, pos = _bytes_field(data, pos, end)
            value, pos = _bytes_field(data, pos, end)
            if pos < end and data[pos] == 0:  # no headers
                headers: tuple[tuple[str, bytes | None], ...] = ()
                pos += 1
            else:
                count, pos = _varint(data, pos)
                found: list[tuple[str, bytes | None]] = []
                for _ in range(count):
                    name, pos = _bytes_field(data, pos, end)
                    if name is None:
                        raise BatchError("a record header has a null key")
                    content, pos = _bytes_field(data, pos, end)
                    found.append((name.decode("utf-8", "replace"), content))
                headers = tuple(found)
            if pos != end:
                raise BatchError(
                    f"record at offset {header.base_offset + offset_delta} is {length} bytes "
                    f"long but its fields take {length + pos - end}"
                )
            append(
                Record(
                    base_offset + offset_delta,
                    header.max_timestamp if log_append else base_timestamp + timestamp_delta,
                    key,
                    value,
                    headers,
                    kind,
                )
            )
    except IndexError:
        raise BatchError(f"truncated record in the batch at offset {header.base_offset}") from None
    return records


def _bytes_field(data: bytes, pos: int, end: int) -> tuple[bytes | None, int]:
    byte = data[pos] if pos < len(data) else 0x80
    if byte < 0x80:  # a one-byte length, inline
        length, pos = (byte >> 1) ^ -(byte & 1), pos + 1
    else:
        length, pos = _varint(data, pos)
    if length < 0:
        return None, pos
    if pos + length > end:
        raise BatchError(f"a field of {length} bytes runs past the end of its record")
    return data[pos : pos + length], pos + length


def control_type(batch: bytes, header: BatchHeader) -> int | None:
    """CONTROL_ABORT or CONTROL_COMMIT for a control batch (from its one record's key)."""
    if not header.is_control:
        return None
    records = read_records(batch, header)
    if not records or records[0].key is None or len(records[0].key) < CONTROL_KEY.size:
        raise BatchError(f"control batch at offset {header.base_offset} has no control key")
    kind: int = CONTROL_KEY.unpack_from(records[0].key)[1]
    return kind


# ----------------------------------------------------------------------------- writing


def _zigzag(value: int) -> bytes:
    number = (value << 1) ^ (value >> 63)
    out = bytearray()
    while number > 0x7F:
        out.append((number & 0x7F) | 0x80)
        number >>= 7
    out.append(number)
    return bytes(out)


def _field(content: bytes | None) -> bytes:
    return _zigzag(-1) if content is None else _zigzag(len(content)) + content


def build_batch(
    records: Sequence[Record],
    *,
    codec: int = compression.NONE,
    last_offset: int | None = None,
    producer_id: int = -1,
    producer_epoch: int = -1,
    base_sequence: int = -1,
    transactional: bool = False,
    control: bool = False,
    log_append_time: int | None = None,
    partition_leader_epoch: int = 0,
) -> bytes:
    """One batch holding ``records`` (offsets and timestamps absolute, as :func:`read_records`
    returns them; their ``timestamp_type`` is not used), compressed with ``codec``.

    The batch starts at the first record's offset; ``last_offset`` may be larger than the last
    record's, as after compaction. ``log_append_time`` marks the batch as stamped by a broker at
    that time. Needs the crc32c package, and the codec's package.
    """
    if not records:
        raise ValueError("a record batch holds at least one record")
    base_offset = records[0].offset
    base_timestamp = records[0].timestamp
    body = bytearray()
    for record in records:
        inner = (
            b"\x00"
            + _zigzag(record.timestamp - base_timestamp)
            + _zigzag(record.offset - base_offset)
            + _field(record.key)
            + _field(record.value)
            + _zigzag(len(record.headers))
            + b"".join(_field(k.encode()) + _field(v) for k, v in record.headers)
        )
        body += _zigzag(len(inner)) + inner
    payload = compression.compress(codec, bytes(body))
    attributes = codec
    if log_append_time is not None:
        attributes |= LOG_APPEND_TIME_FLAG
    if transactional:
        attributes |= TRANSACTIONAL_FLAG
    if control:
        attributes |= CONTROL_FLAG
    last = records[-1].offset if last_offset is None else last_offset
    max_timestamp = (
        log_append_time if log_append_time is not None else max(r.timestamp for r in records)
    )
    after_crc = (
        struct.pack(
            ">hiqqqhii",
            attributes,
            last - base_offset,
            base_timestamp,
            max_timestamp,
            producer_id,
            producer_epoch,
            base_sequence,
            len(records),
        )
        + payload
    )
    length = HEADER_SIZE - LENGTH_OVERHEAD + len(payload)
    return (
        struct.pack(">qiibI", base_offset, length, partition_leader_epoch, 2, _crc32c(after_crc))
        + after_crc
    )


def control_batch(
    offset: int, timestamp: int, producer_id: int, producer_epoch: int, kind: int
) -> bytes:
    """A transaction marker (CONTROL_ABORT or CONTROL_COMMIT) as a transaction coordinator
    writes it: a transactional control batch of one record, coordinator epoch 0."""
    record = Record(offset, timestamp, CONTROL_KEY.pack(0, kind), struct.pack(">hi", 0, 0))
    return build_batch(
        [record],
        producer_id=producer_id,
        producer_epoch=producer_epoch,
        transactional=True,
        control=True,
    )
