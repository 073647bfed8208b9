"""Wire primitives the generated code calls when the inline fast path does not cover a case."""

from __future__ import annotations

import struct
from collections.abc import Sequence

from kgroup_proto.runtime.errors import Malformed

INT16 = struct.Struct(">h")
INT32 = struct.Struct(">i")

#: One-byte unsigned varints, indexed by value: the common case of every compact length.
UVARINT1: tuple[bytes, ...] = tuple(bytes((n,)) for n in range(128))

#: Tagged-field section for a struct that has nothing tagged to write.
NO_TAGS = b"\x00"


def uvarint(value: int) -> bytes:
    """Encode an unsigned varint (values up to 2**32 - 1, as Kafka writes them)."""
    if value < 0x80:
        return UVARINT1[value]
    if value < 0x4000:  # two bytes: lengths of 127 to 16382, the next most common case
        return bytes(((value & 0x7F) | 0x80, value >> 7))
    if value >> 32:
        raise OverflowError(f"unsigned varint out of range: {value}")
    out = bytearray()
    while value >= 0x80:
        out.append((value & 0x7F) | 0x80)
        value >>= 7
    out.append(value)
    return bytes(out)


def read_uvarint(data: bytes, pos: int) -> tuple[int, int]:
    """Decode an unsigned varint at ``pos``; at most 5 bytes, as in Kafka."""
    first = data[pos]
    if first < 0x80:
        return first, pos + 1
    second = data[pos + 1]
    if second < 0x80:  # two bytes: the usual size of anything longer than 126
        return (first & 0x7F) | (second << 7), pos + 2
    value = 0
    shift = 0
    while True:
        byte = data[pos]
        pos += 1
        value |= (byte & 0x7F) << shift
        if not byte & 0x80:
            return value, pos
        shift += 7
        if shift > 28:
            raise Malformed("varint is longer than 5 bytes")


def read_unknown_tags(data: bytes, pos: int) -> tuple[tuple[tuple[int, bytes], ...], int]:
    """Read a whole tagged-field section none of whose tags the struct knows."""
    if data[pos] == 1 and data[pos + 1] < 0x80 and data[pos + 2] < 0x80:
        # one field with a one-byte tag and size: the usual case, with no list to build
        end = pos + 3 + data[pos + 2]
        if end > len(data):
            raise Malformed("tagged field runs past the end")
        return ((data[pos + 1], data[pos + 3 : end]),), end
    count, pos = read_uvarint(data, pos)
    found: list[tuple[int, bytes]] = []
    for _ in range(count):
        tag, pos = read_uvarint(data, pos)
        size, pos = read_uvarint(data, pos)
        end = pos + size
        if end > len(data):
            raise Malformed("tagged field runs past the end")
        found.append((tag, data[pos:end]))
        pos = end
    return tuple(found), pos


def write_tags(
    out: bytearray,
    known: Sequence[tuple[int, bytes]],
    unknown: Sequence[tuple[int, bytes]],
) -> None:
    """Write a tagged-field section: known and unknown fields merged in ascending tag order.

    ``unknown`` may hold the raw bytes of a known field that a peer wrote at its default; a
    known field written from its value takes precedence over such an entry.
    """
    if unknown:
        written = {tag for tag, _ in known}
        extra = [item for item in unknown if item[0] not in written]
        fields: Sequence[tuple[int, bytes]] = sorted([*known, *extra], key=lambda item: item[0])
    else:
        fields = known
    out += uvarint(len(fields))
    for tag, payload in fields:
        out += uvarint(tag)
        out += uvarint(len(payload))
        out += payload
