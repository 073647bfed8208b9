"""Just enough of Kafka's record-batch format (magic 2) for a broker to append and serve batches.

A batch starts with a 61-byte header::

    baseOffset int64 | batchLength int32 | partitionLeaderEpoch int32 | magic int8 | crc uint32 |
    attributes int16 | lastOffsetDelta int32 | baseTimestamp int64 | maxTimestamp int64 |
    producerId int64 | producerEpoch int16 | baseSequence int32 | recordCount int32 | records...

The CRC-32C covers everything from ``attributes`` to the end of the batch, so the broker can set
``baseOffset`` and ``partitionLeaderEpoch`` without recomputing it. Records are left as they are
(possibly compressed); only uncompressed batches are read record by record, to find the first
offset at a timestamp.
"""

from __future__ import annotations

import struct

import attrs

HEADER = struct.Struct(">qiibIhiqqqhii")
HEADER_SIZE = HEADER.size  # 61
#: batchLength counts the bytes after itself: the header from partitionLeaderEpoch on.
LENGTH_OVERHEAD = 12
CRC_START = 21  # attributes
COMPRESSION_MASK = 0x07
TRANSACTIONAL_FLAG = 0x10
CONTROL_FLAG = 0x20


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


def _crc32c(data: bytes) -> int:
    import crc32c  # the coordinator extra; imported late so the package imports without it

    return int(crc32c.crc32c(data))


def with_base_offset(batch: bytes, base_offset: int, leader_epoch: int = 0) -> bytes:
    """The batch with baseOffset and partitionLeaderEpoch set (outside the CRC)."""
    return (
        struct.pack(">q", base_offset) + batch[8:12] + struct.pack(">i", leader_epoch) + batch[16:]
    )


def _varint(data: bytes, pos: int) -> tuple[int, int]:
    """A zig-zag varint (as records use) and the position after it."""
    shift = result = 0
    while True:
        if pos >= len(data) or shift > 63:
            raise BatchError("truncated varint in a record")
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
        timestamp_delta, pos = _varint(batch, pos)
        offset_delta, pos = _varint(batch, pos)
        out.append((header.base_offset + offset_delta, header.base_timestamp + timestamp_delta))
        pos = end
    return out
