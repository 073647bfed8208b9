"""Wire primitives the generated code calls when the inline fast path does not cover a case."""

from __future__ import annotations

import struct
from collections.abc import Sequence

from kgroup_proto.runtime.errors import Declined, Malformed

INT16 = struct.Struct(">h")
INT32 = struct.Struct(">i")

#: One-byte unsigned varints, indexed by value: the common case of every compact length.
UVARINT1: tuple[bytes, ...] = tuple(bytes((n,)) for n in range(128))

#: A bool's byte as a value: Kafka writes 0 or 1, and any other byte is an IndexError here.
BOOLS = (False, True)

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


def string_length(value: int) -> bytes:
    """A string's compact length (its size + 1) as a varint, within Kafka's limit."""
    if value > STRING_LIMIT + 1:
        raise Malformed(STRING_TOO_LONG)
    return uvarint(value)


def read_string_length(data: bytes, pos: int) -> tuple[int, int]:
    """A string's compact length (its size + 1), refused past Kafka's limit."""
    value, pos = read_uvarint(data, pos)
    if value > STRING_LIMIT + 1:
        raise Malformed(STRING_TOO_LONG)
    return value, pos


def read_uvarint(data: bytes, pos: int) -> tuple[int, int]:
    """Decode an unsigned varint at ``pos``, as Kafka's ``readUnsignedVarint`` reads an int.

    At most 5 bytes, and the value fits 32 bits: Kafka reads tags, counts and lengths into an
    int, so a fifth byte above 0x0F cannot be written back. The shortest form only: a last byte
    of zero after a continuation adds nothing, and re-encoding would drop it, so such padding is
    rejected (Kafka never writes it).
    """
    first = data[pos]
    if first < 0x80:
        return first, pos + 1
    second = data[pos + 1]
    if 0 < second < 0x80:  # two bytes: the usual size of anything longer than 126
        return (first & 0x7F) | (second << 7), pos + 2
    value = first & 0x7F
    shift = 7
    pos += 1
    while True:
        byte = data[pos]
        pos += 1
        value |= (byte & 0x7F) << shift
        if not byte & 0x80:
            if not byte:
                raise Malformed(VARINT_NOT_SHORTEST)
            if value >> 32:
                raise Malformed(VARINT_TOO_BIG)
            return value, pos
        shift += 7
        if shift > 28:
            raise Malformed(VARINT_TOO_LONG)


#: Why read_uvarint refuses a varint (the checked path reports these words).
VARINT_TOO_LONG = "varint is longer than 5 bytes"
VARINT_TOO_BIG = "varint is above 2**32 - 1, the largest unsigned int Kafka reads"
VARINT_NOT_SHORTEST = "varint is not in its shortest form (it ends in a zero byte)"
TAGS_OUT_OF_ORDER = "tagged fields must come in strictly ascending tag order (KIP-482)"
#: The largest tag Kafka both reads and writes: it reads a tag into a signed int32 (a larger one
#: reads as negative and cannot be written back), and its writer of unknown tagged fields stops
#: at 2**31 - 1, so it cannot write that one either.
TAG_LIMIT = 0x7FFFFFFE
TAG_TOO_BIG = "tag is above 2**31 - 2, the largest Kafka reads and writes back"
TAG_RESERVED = "the tag is a field's in other versions, and Kafka refuses it in this one"
#: Kafka's readers and writers refuse a string longer than this many bytes of UTF-8.
STRING_LIMIT = 0x7FFF
STRING_TOO_LONG = "string is longer than 32767 bytes, Kafka's limit"


def read_unknown_tags(
    data: bytes, pos: int, reserved: tuple[int, ...] = ()
) -> tuple[tuple[tuple[int, bytes], ...], int]:
    """Read a whole tagged-field section none of whose tags the struct knows.

    Tags must be strictly ascending, as Kafka writes them: a repeated or out-of-order tag would
    not be written back the way it came. ``reserved`` are tags the struct gives fields in other
    versions: Kafka refuses them here.
    """
    if reserved:
        fields, end = read_unknown_tags(data, pos)
        if any(tag in reserved for tag, _ in fields):
            raise Malformed(TAG_RESERVED)
        return fields, end
    if data[pos] == 1 and data[pos + 1] < 0x80 and data[pos + 2] < 0x80:
        # one field with a one-byte tag and size: the usual case, with no list to build
        end = pos + 3 + data[pos + 2]
        if end > len(data):
            raise Malformed("tagged field runs past the end")
        return ((data[pos + 1], data[pos + 3 : end]),), end
    count, pos = read_uvarint(data, pos)
    found: list[tuple[int, bytes]] = []
    last = -1
    for _ in range(count):
        tag, pos = read_uvarint(data, pos)
        if tag <= last:
            raise Malformed(TAGS_OUT_OF_ORDER)
        if tag > TAG_LIMIT:
            raise Malformed(TAG_TOO_BIG)
        last = tag
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
    known_tags: tuple[int, ...] = (),
    reserved: tuple[int, ...] = (),
) -> None:
    """Write a tagged-field section: known and unknown fields merged in ascending tag order.

    ``unknown`` must look as a decode leaves it: (tag, bytes) pairs with tags strictly
    ascending within 0..TAG_LIMIT (Kafka's); anything else raises Malformed, for the checked path to
    name. It may hold the raw bytes of a field in ``known_tags`` (the tags this struct knows in
    this version) that a peer wrote at its default. A known field written from its value takes
    precedence over such an entry; an entry for a known field left at its default is written
    as it came, once the checked path has confirmed that its bytes are that default (Declined).
    ``reserved`` are tags of fields this version does not carry tagged: Kafka refuses them.
    """
    fields: Sequence[tuple[int, bytes]] = known
    if unknown:
        last = -1
        for tag, payload in unknown:
            if type(tag) is not int or not last < tag <= TAG_LIMIT or type(payload) is not bytes:
                raise Malformed("bad unknown tagged field")
            if tag in reserved:
                raise Malformed(TAG_RESERVED)
            last = tag
        if known_tags:
            written = {tag for tag, _ in known}
            if any(tag in known_tags and tag not in written for tag, _ in unknown):
                raise Declined
            extra = [item for item in unknown if item[0] not in written]
            fields = sorted([*known, *extra], key=lambda item: item[0])
        else:
            fields = unknown  # already in ascending order
    out += uvarint(len(fields))
    for tag, payload in fields:
        out += uvarint(tag)
        out += uvarint(len(payload))
        out += payload
