"""Offset commits decoded column-wise from Arrow arrays: the fast path of the offsets decode.

Offset commits are nearly all of ``__consumer_offsets``, and their layouts are fixed per
version, so a whole batch of them is read with array operations instead of one message object
per record.

The key (versions 0 and 1) is the group and the topic, each an int16 length and UTF-8 bytes,
then the partition as an int32. A key repeats in every commit of its group, topic and
partition, so the batch's distinct keys are parsed one by one and spread to the rows.

The value starts with its int16 version; a missing value is a tombstone, whose value columns
are null. Then the int64 offset; the int32 leader epoch (version 3 and later; otherwise -1);
the metadata string, with an int16 length up to version 3 and an unsigned-varint length plus
one in the flexible version 4; the int64 commit timestamp; the int64 expire timestamp (version
1 only; otherwise -1); and in version 4 the tagged-field section: one zero byte when empty, or,
where the schema has the topic id as tag 0, one field of that tag holding the 16-byte uuid.
The topic id of a commit that has none is the zero uuid.

Only what is read here exactly as the generated decoder reads it is taken: a string with a
negative or overlong length, bytes that are not UTF-8, a compact length of more than one byte,
other tagged fields, a body shorter or longer than its layout, another version or another
record type are left to the generated decoder, which gives the same row or the same error.
Each version's byte positions are worked out from the generated class's schema (its fields in
wire order and their widths) when the module loads, after checking that the schema's fields are
the ones this module reads: if it has others, the module reads nothing and the generated decoder
does all.
"""

from __future__ import annotations

import struct
from typing import Any, TypeAlias
from uuid import UUID

import attrs
import numpy as np
import numpy.typing as npt
import pyarrow as pa
import pyarrow.compute as pc

from kgroup_proto import runtime
from kgroup_proto.consumer_offsets import KEY_VERSIONS
from kgroup_proto.messages.offset_commit_value import OffsetCommitValue
from kgroup_proto.runtime.wire_types import uuid_to_json

# Explicit aliases: they stay types when numpy is absent (the spark extra is optional).
Bools: TypeAlias = "npt.NDArray[np.bool_]"
Ints: TypeAlias = "npt.NDArray[np.int64]"
Bytes: TypeAlias = "npt.NDArray[np.uint8]"

Layout = list[tuple[str, str, str, str, int | None]]

#: The key's fields (name, type), the same in every version the key class has.
KEY_LAYOUT = [("group", "string"), ("topic", "string"), ("partition", "int32")]
#: The value's fields this module reads: (name, type, versions, tagged versions, tag); the
#: topic id, the last, is read where the generated value class has it.
VALUE_LAYOUT: Layout = [
    ("offset", "int64", "0+", "none", None),
    ("leader_epoch", "int32", "3+", "none", None),
    ("metadata", "string", "0+", "none", None),
    ("commit_timestamp", "int64", "0+", "none", None),
    ("expire_timestamp", "int64", "1", "none", None),
    ("topic_id", "uuid", "4+", "4+", 0),
]
_ARROW_TYPES = {"string": pa.string(), "uuid": pa.string(), "int32": pa.int32()}
_ARROW_TYPES |= {"int64": pa.int64()}
_ZERO_ID = uuid_to_json(runtime.ZERO_UUID)

#: The bytes each fixed-width type the value's layout holds takes on the wire.
_FIXED_WIDTHS = {"int16": 2, "int32": 4, "int64": 8}
_VERSION_BYTES = 2  # every value starts with its int16 version
_TOPIC_ID_TAG = b"\x01\x00\x10"  # one tagged field: tag 0, 16 bytes


@attrs.frozen
class _ValueLayout:
    """Where one version of the value keeps what this module reads, worked out from the
    generated class's schema: the fixed-width fields before the metadata string (at a byte
    position from the value's start), the string's length (its position, and 2 bytes of int16
    or 1 byte of compact length in a flexible version), and the fixed-width fields after the
    string (at a position from the string's end)."""

    before: dict[str, int]
    length_at: int
    compact: bool
    after: dict[str, int]
    #: fixed-width bytes after the string, before the tagged section of a flexible version
    tail: int

    @property
    def text_at(self) -> int:
        return self.length_at + (1 if self.compact else 2)

    @property
    def shortest(self) -> int:
        """The size of this version's value with empty metadata and no tagged field."""
        return self.text_at + self.tail + (1 if self.compact else 0)


def _value_layouts() -> dict[int, _ValueLayout]:
    """Each version's layout, from the schema's fields in wire order."""
    layouts = {}
    flexible = _VALUE.FLEXIBLE_VERSIONS or range(0)
    for version in _VALUE.VALID_VERSIONS:
        before: dict[str, int] = {}
        after: dict[str, int] = {}
        position, length_at = _VERSION_BYTES, None
        for f in _VALUE._SCHEMA.fields:
            if version not in f.versions or version in f.tagged:
                continue
            if f.type == "string":
                length_at, position = position, 0
                continue
            (before if length_at is None else after)[f.attr] = position
            position += _FIXED_WIDTHS[f.type]
        assert length_at is not None, "the value has a metadata string in every version"
        layouts[version] = _ValueLayout(before, length_at, version in flexible, after, position)
    return layouts


_PAD = 32  # zero bytes after the data, so fixed-width reads past a short value stay in bounds
_KEY_HEAD = struct.Struct(">hh")  # key version, group length
_INT16 = struct.Struct(">h")
_INT32 = struct.Struct(">i")


def _key_numbers() -> frozenset[int]:
    """The record type numbers (a key's leading int16) of offset commits whose key body this
    module reads: every version of the key class holds exactly ``KEY_LAYOUT``."""
    found = set()
    for number, record_type in KEY_VERSIONS.items():
        key_class = record_type.key_class
        versions = key_class.VALID_VERSIONS
        fields = key_class._SCHEMA.fields
        plain = not key_class._SCHEMA.flexible and not any(f.tagged or f.nullable for f in fields)
        everywhere = all(
            f.versions.start <= versions.start and f.versions.stop >= versions.stop for f in fields
        )
        layout = [(f.attr, f.type) for f in fields] == KEY_LAYOUT
        if record_type.name == COMMIT and plain and everywhere and layout:
            found.add(number)
    return frozenset(found)


def _value_fields() -> list[tuple[str, str, range, range, int | None]]:
    return [(f.attr, f.type, f.versions, f.tagged, f.tag) for f in _VALUE._SCHEMA.fields]


def _expected(layout: Layout) -> list[tuple[str, str, range, range, int | None]]:
    return [
        (name, kind, runtime.vr(vs), runtime.vr(tagged), tag)
        for name, kind, vs, tagged, tag in layout
    ]


def _row_columns() -> tuple[tuple[str, pa.DataType], ...] | None:
    """The row's columns when the generated classes have the fields this module reads."""
    value = _value_fields()
    if not COMMIT_NUMBERS or any(f.nullable for f in _VALUE._SCHEMA.fields):
        return None
    if value not in (_expected(VALUE_LAYOUT), _expected(VALUE_LAYOUT[:-1])):
        return None
    columns = [(name, _ARROW_TYPES[kind]) for name, kind in KEY_LAYOUT]
    columns += [(name, _ARROW_TYPES[kind]) for name, kind, *_ in value]
    columns += [("tombstone", pa.bool_()), ("key_version", pa.int16())]
    return (*columns, ("value_version", pa.int16()))


COMMIT = "OffsetCommit"
_VALUE = OffsetCommitValue
#: Offset commits' record type numbers whose keys this module reads.
COMMIT_NUMBERS = _key_numbers()
#: The offset_commits row's columns and Arrow types, in the table's order; None when the
#: generated classes have fields this module does not read.
ROW_COLUMNS = _row_columns()
HAS_TOPIC_ID = ROW_COLUMNS is not None and "topic_id" in dict(ROW_COLUMNS)
#: Each value version's layout (only used when ROW_COLUMNS says the fields are the known ones).
_LAYOUTS = _value_layouts() if ROW_COLUMNS is not None else {}
#: No value shorter than the shortest layout is read here.
_SHORTEST = min((layout.shortest for layout in _LAYOUTS.values()), default=0)


def parse_key(key: bytes) -> tuple[str, str, int, int] | None:
    """(group, topic, partition, key version) of an offset commit key, or None."""
    size = len(key)
    if size < 4:
        return None
    version, group_size = _KEY_HEAD.unpack_from(key)
    topic_at = 4 + group_size
    if version not in COMMIT_NUMBERS or group_size < 0 or topic_at + 2 > size:
        return None
    (topic_size,) = _INT16.unpack_from(key, topic_at)
    end = topic_at + 2 + topic_size
    if topic_size < 0 or end + 4 != size:
        return None
    try:
        group = key[4:topic_at].decode()
        topic = key[topic_at + 2 : end].decode()
    except UnicodeDecodeError:
        return None
    return group, topic, _INT32.unpack_from(key, end)[0], version


@attrs.frozen
class Commits:
    """What the fast path read of a batch.

    ``read`` marks the rows it read; ``column`` holds their offset_commits rows (a struct of
    ``ROW_COLUMNS``, null elsewhere), or is None when the module reads nothing. Rows not read
    are left to the generated decoder.
    """

    column: pa.StructArray | None
    read: Bools


def _binary_parts(array: pa.Array) -> tuple[Ints, Bytes, Bools]:
    """Start offsets (one more than rows), the data bytes padded with zeros, and nulls."""
    if pa.types.is_large_binary(array.type):
        offset_type: np.dtype[Any] = np.dtype(np.int64)
    elif pa.types.is_binary(array.type):
        offset_type = np.dtype(np.int32)
    else:
        raise TypeError(f"expected a binary array, not {array.type}")
    count = len(array)
    _, offsets_buffer, data_buffer = array.buffers()
    skip = array.offset * offset_type.itemsize
    offsets = np.frombuffer(offsets_buffer, offset_type, count + 1, skip).astype(np.int64)
    data = np.zeros(int(offsets[-1]) + _PAD, np.uint8)
    if data_buffer is not None and offsets[-1]:
        data[: offsets[-1]] = np.frombuffer(data_buffer, np.uint8, int(offsets[-1]))
    nulls = array.is_null().to_numpy(zero_copy_only=False)
    return offsets, data, nulls


def _read(data: Bytes, at: Ints, kind: str) -> Ints:
    """A big-endian integer of type ``kind`` (``>i8``, ``>i4``, ``>i2``, ``u1``) at each
    position: a view of the bytes with an integer starting at every byte, then one gather."""
    width = np.dtype(kind).itemsize
    every_byte: npt.NDArray[Any] = np.ndarray(
        (len(data) - width + 1,), np.dtype(kind), data, strides=(1,)
    )
    return every_byte[at].astype(np.int64)


def _strings(data: Bytes, starts: Ints, sizes: Ints, valid: Bools) -> tuple[pa.Array, Bools]:
    """The UTF-8 strings at ``starts`` (null where not ``valid``), and the rows whose bytes
    are not UTF-8 (null in the result)."""
    sizes = np.where(valid, sizes, 0)
    ends = np.cumsum(sizes)
    total = int(ends[-1]) if len(ends) else 0
    text = data[np.repeat(starts - (ends - sizes), sizes) + np.arange(total)]
    not_utf8 = np.zeros(len(starts), np.bool_)
    if total and text.max() >= 0x80:  # not all ASCII: decode the rows with high bytes
        row_of_byte = np.repeat(np.arange(len(starts)), sizes)
        for row in np.unique(row_of_byte[text >= 0x80]):
            try:
                text[ends[row] - sizes[row] : ends[row]].tobytes().decode()
            except UnicodeDecodeError:
                not_utf8[row] = True
        if not_utf8.any():
            return _strings(data, starts, sizes, valid & ~not_utf8)[0], not_utf8
    offsets = np.concatenate(([0], ends)).astype(np.int32)
    validity = pa.py_buffer(np.packbits(valid, bitorder="little"))
    buffers = [validity, pa.py_buffer(offsets), pa.py_buffer(text)]
    return pa.Array.from_buffers(pa.string(), len(starts), buffers), not_utf8


def _topic_ids(data: Bytes, at: Ints, present: Bools, valid: Bools) -> pa.Array:
    """Kafka's text form of the uuid at ``at`` where ``present``, else of the zero uuid;
    null where not ``valid``."""
    raw = data[np.where(present, at, 0)[:, None] + np.arange(16)]
    raw[~present] = 0
    # Distinct ids by hashing (Arrow's dictionary encoding), not by sorting 16-byte rows.
    ids = pa.FixedSizeBinaryArray.from_buffers(
        pa.binary(16), len(raw), [None, pa.py_buffer(np.ascontiguousarray(raw))]
    )
    encoded = pc.dictionary_encode(ids)
    texts = pa.array(
        [uuid_to_json(UUID(bytes=uuid)) for uuid in encoded.dictionary.to_pylist()], pa.string()
    )
    which = encoded.indices.to_numpy(zero_copy_only=False).astype(np.int32)
    return texts.take(pa.array(which, mask=~valid))


_parsed: dict[bytes, tuple[str, str, int, int] | None] = {}
_PARSED_LIMIT = 1 << 16


def _parse_cached(key: bytes) -> tuple[str, str, int, int] | None:
    """``parse_key``, remembered: the same keys come back in batch after batch."""
    try:
        return _parsed[key]
    except KeyError:
        if len(_parsed) >= _PARSED_LIMIT:
            _parsed.clear()
        found = _parsed[key] = parse_key(key)
        return found


def _keys(keys: pa.Array) -> tuple[dict[str, pa.Array], Bools]:
    """The key columns (group, topic, partition, key_version) and which rows have one."""
    encoded = pc.dictionary_encode(keys)
    parsed = [_parse_cached(key) for key in encoded.dictionary.to_pylist()]
    found = np.array([entry is not None for entry in parsed] + [False], np.bool_)
    codes = encoded.indices.fill_null(len(parsed)).to_numpy(zero_copy_only=False)
    entries = [entry or ("", "", 0, 0) for entry in parsed]
    columns = {}
    for index, (name, kind) in enumerate(
        (("group", pa.string()), ("topic", pa.string()), ("partition", pa.int32()))
    ):
        distinct = pa.array([entry[index] for entry in entries], kind)
        columns[name] = distinct.take(encoded.indices)
    versions = np.array([entry[3] for entry in entries] + [0], np.int16)
    columns["key_version"] = pa.array(versions[codes])
    return columns, found[codes]


def decode_commits(keys: pa.Array, values: pa.Array) -> Commits:
    """Read every offset commit of the batch that the fast path can read (see the module)."""
    count = len(keys)
    if ROW_COLUMNS is None:
        return Commits(None, np.zeros(count, np.bool_))
    key_columns, key_read = _keys(keys)
    offsets, data, tombstone = _binary_parts(values)
    long_enough = ~tombstone & (offsets[1:] - offsets[:-1] >= _SHORTEST)
    at = np.where(long_enough, offsets[:-1], 0)
    value_end = np.where(long_enough, offsets[1:], 0)
    version = _read(data, at, ">i2")
    length_at, text_at, stamps = (np.zeros(count, np.int64) for _ in range(3))
    compact, known = np.zeros(count, np.bool_), np.zeros(count, np.bool_)
    flexible = np.zeros(count, np.bool_)
    #: per field read: where it is in each row (before the string: from the value's start;
    #: after it: from the string's end), and the rows whose version has it
    before = {name: np.zeros(count, np.int64) for name in ("offset", "leader_epoch")}
    after = {name: np.zeros(count, np.int64) for name in ("commit_timestamp", "expire_timestamp")}
    present = {name: np.zeros(count, np.bool_) for name in (*before, *after)}
    for number, layout in _LAYOUTS.items():
        this = long_enough & (version == number)
        known |= this
        length_at[this] = layout.length_at
        text_at[this] = layout.text_at
        stamps[this] = layout.tail
        compact[this] = flexible[this] = layout.compact
        for name, places in (*((n, before) for n in before), *((n, after) for n in after)):
            where = layout.before.get(name, layout.after.get(name))
            if where is not None:
                places[name][this] = where
                present[name][this] = True
    wide_length = _read(data, at + length_at, ">i2")
    compact_length = _read(data, at + length_at, "u1") - 1  # a varint's first byte, minus one
    text_size = np.where(compact, compact_length, wide_length)
    text_start = at + text_at
    stamps_at = text_start + text_size
    fixed_end = stamps_at + stamps
    fits = known & (text_size >= 0) & (fixed_end <= value_end)
    fits &= ~compact | (compact_length < 0x7F)  # a one-byte varint: below 0x80
    tags_at = np.where(fits, fixed_end, 0)
    no_tags = flexible & (data[tags_at] == 0) & (fixed_end + 1 == value_end)
    with_id = flexible & (fixed_end + 3 + 16 == value_end) & HAS_TOPIC_ID
    for position, byte in enumerate(_TOPIC_ID_TAG):
        with_id &= data[tags_at + position] == byte
    ok = fits & ((~flexible & (fixed_end == value_end)) | no_tags | with_id)
    metadata, not_utf8 = _strings(data, text_start, np.where(ok, text_size, 0), ok)
    ok &= ~not_utf8
    stamps_at = np.where(ok, stamps_at, 0)
    columns = dict(key_columns)
    # A field a version lacks reads as its default (-1 for these), as the generated class has.
    offset = np.where(present["offset"], _read(data, at + before["offset"], ">i8"), -1)
    columns["offset"] = pa.array(offset, mask=~ok)
    epoch = _read(data, at + before["leader_epoch"], ">i4")
    epoch = np.where(present["leader_epoch"], epoch, -1)
    columns["leader_epoch"] = pa.array(epoch.astype(np.int32), mask=~ok)
    columns["metadata"] = metadata
    for name in after:
        stamp = _read(data, stamps_at + after[name], ">i8")
        columns[name] = pa.array(np.where(present[name], stamp, -1), mask=~ok)
    if HAS_TOPIC_ID:
        columns["topic_id"] = _topic_ids(data, tags_at + 3, ok & with_id, ok)
    columns["tombstone"] = pa.array(tombstone)
    columns["value_version"] = pa.array(version.astype(np.int16), mask=~ok)
    read = key_read & (ok | tombstone)
    fields = [pa.field(name, kind) for name, kind in ROW_COLUMNS]
    children = [columns[name].cast(kind) for name, kind in ROW_COLUMNS]
    column = pa.StructArray.from_arrays(children, fields=fields, mask=pa.array(~read))
    return Commits(column, read)
